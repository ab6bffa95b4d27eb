"""Forge War's move table (``core/moves.py``): each action type's check and apply.

The gate refuses any action once the game is over and anything but a possible outcome at a
chance node. A seat's move is then checked against the legal moves (the merchant's deals
against the merchant's own rules): a move not among them is refused in ``refusals``' words.
Each type's apply is the phase module's; after every move ``round_flow.settle`` runs the game
on to the next decision.
"""

from __future__ import annotations

from itertools import repeat
from operator import is_

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.core.i18n import N_, listing, tr
from forgegames.core.moves import Move, MoveTable, refused_by
from forgegames.core.title import CHANCE, TERMINAL, Event
from forgegames.games.forge_war import champions as champs
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war import rewards as r
from forgegames.games.forge_war import solo
from forgegames.games.forge_war.chance import OUTCOMES, is_outcome
from forgegames.games.forge_war.economy import (
    Log,
    apply_merchant,
    merchant_options,
    why_not_merchant,
)
from forgegames.games.forge_war.game_actions import (
    MERCHANT_ACTIONS,
    Barracks,
    Bazaar,
    Blacksmith,
    ChooseTitle,
    Clerk,
    Done,
    EndBonusSpace,
    Equip,
    Finish,
    KeepWealth,
    Levels,
    MarketPass,
    QuestPass,
    Road,
    Skip,
    StartAhead,
    TakeCard,
    TakeQuest,
    TileBuy,
    Unassign,
)
from forgegames.games.forge_war.mine_actions import (
    MoveOverseer,
    MoveWorker,
    PassMove,
    PlaceOverseer,
)
from forgegames.games.forge_war.mine_phase import (
    MinePhase,
    Placement,
    apply_placement,
    mine_actions,
    placement_actions,
)
from forgegames.games.forge_war.refusals import why_illegal
from forgegames.games.forge_war.round_flow import play_mine, settle, wealth_options
from forgegames.games.forge_war.stages import uses_champions
from forgegames.games.forge_war.state import FWState, evolve, whose_turn, with_seat


# --- what a seat may do -----------------------------------------------------------------------
def legal_actions(state: FWState) -> list[Action]:
    """The moves of the seat to act (kept with the state: asked for again, it costs nothing)."""
    known = state.memo
    legal = known.get("legal")
    if legal is None:
        legal = known["legal"] = _legal_actions(state)
    return list(legal)


def _legal_actions(state: FWState) -> list[Action]:
    seat = whose_turn(state)
    if seat < 0:
        return []
    if state.pending:
        actions = r.pending_options(state)
    elif state.phase == "wealth":
        return wealth_options(state, seat)
    elif state.phase == "place":
        assert isinstance(state.mphase, Placement) and state.mine is not None
        return placement_actions(state.mphase, state.mine)
    elif state.phase == "mine":
        assert isinstance(state.mphase, MinePhase) and state.mine is not None
        actions = mine_actions(state.mphase, state.mine)
    elif state.phase == "market":
        actions = m.market_options(state, seat)
    elif state.phase == "quest":
        if state.step == "acquire":
            actions = q.acquire_options(state, seat)
        else:
            actions = q.manage_options(state, seat)
    else:
        actions = [Finish()]
    return actions + merchant_options(state, seat)


def is_legal(state: FWState, action: Action) -> bool:
    """``action in legal_actions(state)``, looked up in a set kept with the list."""
    known = state.memo
    legal = known.get("legal")
    if legal is not None and any(map(is_, legal, repeat(action))):
        return True  # the very object listed (a bot's choice): no hashing needed
    allowed = known.get("legal_set")
    if allowed is None:
        allowed = known["legal_set"] = frozenset(legal_actions(state))
    try:
        return action in allowed
    except TypeError:  # an unhashable action is in no list of legal ones either
        return action in known["legal"]


# --- checks -------------------------------------------------------------------------------------
def _gate(state: FWState, action: Action) -> Refusal | None:
    who = whose_turn(state)
    if who == TERMINAL:
        return Refusal(tr("the game is over"))
    if who == CHANCE and not is_outcome(state, action):
        return Refusal(f"'{action}' is not a possible outcome here")
    return None


def _unknown(state: FWState, action: Action) -> Refusal:
    return refused_by(why_illegal(state, whose_turn(state), action))


def _legal(state: FWState, action: Action) -> Refusal | None:
    """A seat's move: refused, with the rule that forbids it, unless it is a legal one."""
    if is_legal(state, action):
        return None
    return refused_by(why_illegal(state, whose_turn(state), action))


def _outcome(state: FWState, action: Action) -> Refusal | None:
    """A chance outcome (the gate found it possible at a chance node; a seat may not make one)."""
    return None if state.chance else _legal(state, action)


def _merchant(state: FWState, action: Action) -> Refusal | None:
    if state.phase in ("wealth", "place"):
        return Refusal(tr("the merchant opens when the first round begins"), "merchant")
    problem = why_not_merchant(state, whose_turn(state), action)
    return Refusal(problem, "merchant") if problem else None


# --- applies -----------------------------------------------------------------------------------
def _merchant_deal(state: FWState, action: Action, log: Log) -> FWState:
    return apply_merchant(state, whose_turn(state), action, log)


def _pending(state: FWState, action: Action, log: Log) -> FWState:
    return r.apply_pending(state, action, log)


def _keep_wealth(state: FWState, action: KeepWealth, log: Log) -> FWState:
    seat = whose_turn(state)
    s = with_seat(state, seat, kept=tuple(action.cards), stack=action.stack)
    s = evolve(s, turn=state.turn + 1)
    log.add(tr("{0} has chosen two wealth cards (kept secret until everyone has)"), seat, "move")
    return s


def _place(state: FWState, action: PlaceOverseer, log: Log) -> FWState:
    assert isinstance(state.mphase, Placement) and state.mine is not None
    mphase, mine, notes = apply_placement(state.mphase, state.mine, action)
    for note in notes:
        log.note(note)
    return evolve(state, mphase=mphase, mine=mine)


def _overseer(state: FWState, action: MoveOverseer, log: Log) -> FWState:
    """An overseer's move: a reward's (waiting first) or the mine phase's."""
    return r.apply_pending(state, action, log) if state.pending else play_mine(state, action, log)


def _market(state: FWState, action: Action, log: Log) -> FWState:
    s = m.apply_market(state, whose_turn(state), action, log)
    over = True
    if s.solo:
        s, over = solo.market_turn_over(s)
    return evolve(s, turn=s.turn + 1) if over else s


def _take_quest(state: FWState, action: TakeQuest, log: Log) -> FWState:
    return evolve(q.apply_take(state, whose_turn(state), action.slot, log), step="manage")


def _quest_pass(state: FWState, action: QuestPass, log: Log) -> FWState:
    log.add(tr("{0} takes no quest this round"), whose_turn(state), "move")
    s = evolve(state, step="manage")
    if s.solo:
        s = solo.lose(s, log, tr("no quest was taken in round {n}", n=s.round))
    return s


def _equip(state: FWState, action: Equip, log: Log) -> FWState:
    return q.apply_equip(state, whose_turn(state), action, log)


def _unassign(state: FWState, action: Unassign, log: Log) -> FWState:
    return q.apply_unassign(state, whose_turn(state), action.adv, log)


def _ahead(state: FWState, action: StartAhead, log: Log) -> FWState:
    return champs.apply_ahead(state, whose_turn(state), action, log)


def _done(state: FWState, action: Done, log: Log) -> FWState:
    seat = whose_turn(state)
    s, failed = q.fail_unmet(state, seat, log)
    if uses_champions(s):
        s = champs.charm(s, seat, log)
        s = champs.track_start(s, seat)
    s = evolve(s, turn=s.turn + 1, step="acquire")
    if s.solo and failed:
        one, many = N_("{names} failed in round {n}"), N_("quests {names} failed in round {n}")
        why = tr(one if len(failed) == 1 else many, names=listing(failed), n=s.round)
        s = solo.lose(s, log, why)
    return s


def _finish(state: FWState, action: Finish, log: list[Event]) -> FWState:
    return evolve(state, turn=state.turn + 1, step="start")


_MARKET = Move(_legal, _market)
_PENDING = Move(_legal, _pending)
MOVES = MoveTable(
    {
        **{kind: Move(_outcome, made) for kind, made in OUTCOMES.items()},
        **{kind: Move(_merchant, _merchant_deal) for kind in MERCHANT_ACTIONS},
        KeepWealth: Move(_legal, _keep_wealth),
        PlaceOverseer: Move(_legal, _place),
        MoveOverseer: Move(_legal, _overseer),
        PassMove: Move(_legal, play_mine),
        Blacksmith: _MARKET,
        Bazaar: _MARKET,
        Barracks: _MARKET,
        Clerk: _MARKET,
        Road: _MARKET,
        EndBonusSpace: _MARKET,
        MarketPass: _MARKET,
        TakeQuest: Move(_legal, _take_quest),
        QuestPass: Move(_legal, _quest_pass),
        Equip: Move(_legal, _equip),
        Unassign: Move(_legal, _unassign),
        StartAhead: Move(_legal, _ahead),
        Done: Move(_legal, _done),
        Finish: Move(_legal, _finish),
        Skip: _PENDING,
        TakeCard: _PENDING,
        Levels: _PENDING,
        ChooseTitle: _PENDING,
        TileBuy: _PENDING,
        MoveWorker: _PENDING,
    },
    unknown=_unknown,
    gate=_gate,
    settle=settle,
)
"""Every Forge War action, a seat's or chance's, checked and applied; ``settle`` after each."""
