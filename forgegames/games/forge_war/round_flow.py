"""Forge War's flow between decisions: the automatic steps from phase to phase and round to
round (wealth revealed, the mine phase started, the round and the game ended), run by
``settle`` until a seat must decide or chance must draw."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from forgegames.core.actions import Action
from forgegames.core.i18n import tr
from forgegames.games.forge_war import bonus_tiles as tiles
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war import rewards as r
from forgegames.games.forge_war import solo
from forgegames.games.forge_war.chance import has_outcomes
from forgegames.games.forge_war.content import content
from forgegames.games.forge_war.economy import Log, gain, hire, merchant_options, reset_round_limits
from forgegames.games.forge_war.game_actions import KeepWealth
from forgegames.games.forge_war.mine_phase import MinePhase, Placement, apply_mine, start_mine_phase
from forgegames.games.forge_war.scoring import final_scores, ranking
from forgegames.games.forge_war.stages import (
    begin_stage,
    last_round,
    round_text,
    stage_begins,
    stage_ends,
)
from forgegames.games.forge_war.state import FWState


# --- setup helpers ----------------------------------------------------------------------------
def wealth_options(state: FWState, seat: int) -> list[Action]:
    cards = content().wealth
    hand = sorted(state.seats[seat]["hand"])
    out: list[Action] = []
    for pair in itertools.combinations(hand, content().rules.wealth_kept):
        out.append(KeepWealth(tuple(pair), False))
        if sum(cards[c].level_ups for c in pair) >= 2:
            out.append(KeepWealth(tuple(pair), True))
    return out


def reveal_wealth(state: FWState, log: Log) -> None:
    """Everyone's kept wealth cards are revealed and paid out, in player order."""
    c = content()
    cap = c.rules.starting_level_cap
    for seat in state.order:
        data = state.seats[seat]
        kept = data["kept"] or []
        names = tr(" and ").join(c.wealth[w].name for w in kept)
        log.add(tr("{{0}} keeps {names}", names=names), seat, "wealth")
        levels = 0
        for wid in kept:
            card = c.wealth[wid]
            if card.gold:
                data["gold"] += card.gold
                log.add(tr("{{0}} receives {n} gold", n=card.gold), seat, "income")
            if card.resources:
                gain(state, seat, card.resources, log)
            for _ in range(card.adventurers):
                hire(state, seat, log)
            levels += card.level_ups
            if card.claim is not None:
                state.market["claims"].setdefault(card.claim, []).append(seat)
                free = tr("{{0}} claims {name} for free", name=c.all_weapons[card.claim].name)
                log.add(free, seat)
        advs = data["advs"]
        targets = [0] * levels if data["stack"] else list(range(levels))
        for i in targets:
            adv = advs[i % len(advs)]
            if adv["level"] < cap:
                adv["level"] += 1
                starts = tr(
                    "{{0}}'s adventurer {n} starts at level {level}",
                    n=adv["id"] + 1,
                    level=adv["level"],
                )
                log.add(starts, seat)
        data["hand"] = []


# --- the flow between decisions ------------------------------------------------------------
def _nothing() -> None:
    pass


def settle(s: FWState, log: Log, own: Callable[[], None] = _nothing) -> None:
    """Run every automatic step until a seat must decide, a chance node comes, or the end.

    ``own`` is called before any list or dict of ``s`` changes (``Draft.own_all``)."""
    while s.phase != "over":
        if s.chance:
            if has_outcomes(s, s.chance[0]):
                return
            own()
            s.chance.pop(0)  # an empty deck: nothing to reveal or deal
            continue
        if s.pending:
            own()
            if r.auto_resolve(s, log):
                continue
            return
        if not advance(s, log, own):
            return


def advance(s: FWState, log: Log, own: Callable[[], None] = _nothing) -> bool:
    """One automatic step of the round structure; False when a seat must decide now.

    ``own`` is called before any list or dict of ``s`` changes; the steps that change only
    the phase, the turn, the step or the order (a new list) do without it."""
    n = s.players
    if s.phase == "setup":
        s.phase, s.turn = "wealth", 0
        return True
    if s.phase == "wealth":
        if s.turn < n:
            return False
        own()
        reveal_wealth(s, log)
        s.phase, s.mphase = "place", Placement(tuple(solo.mine_order(s)))
        return True
    if s.phase == "place":
        assert isinstance(s.mphase, Placement)
        if not s.mphase.done:
            return False
        start_mine(s, log)
        return True
    if s.phase == "mine":
        if s.mphase is None:  # a new round: its cards are out, its mine phase begins
            start_mine(s, log)
            return True
        assert isinstance(s.mphase, MinePhase)
        if not s.mphase.done:
            forced = solo.auto_move(s, log) if s.solo else None
            if forced is None:
                return False
            play_mine(s, forced, log, lambda seat: own())
            return True
        assert s.mphase.new_order is not None
        if s.solo:
            own()
            solo.end_phase(s, s.mphase)
        else:
            s.order = list(s.mphase.new_order)
        s.mphase = None
        s.phase, s.turn = "market", 0
        log.add(tr("{round}: market phase", round=round_text(s)), None, "phase")
        return True
    if s.phase == "market":
        if s.turn < n:
            return False
        own()
        m.discard_unbought(s, log)
        s.phase, s.turn, s.step = "quest", 0, "acquire"
        log.add(tr("{round}: quest phase", round=round_text(s)), None, "phase")
        return True
    if s.phase == "quest":
        if s.turn >= n:
            s.phase, s.turn, s.step = "rewards", 0, "start"
            return True
        seat = s.order[s.turn]
        if s.step == "manage" and not s.seats[seat]["quests"]:
            s.turn, s.step = s.turn + 1, "acquire"
            return True
        return False
    if s.phase == "rewards":
        if s.turn >= n:
            own()
            if s.tiles and s.step != "tiles":
                s.step = "tiles"  # a bonus tile due now comes before the end of the round
                tiles.resolve_due(s, log)
                return True
            end_round(s, log)
            return True
        seat = s.order[s.turn]
        if s.step == "start":
            own()
            q.advance_quests(s, seat, log)
            s.step = "collect"
            return True
        if merchant_options(s, seat):
            return False
        s.turn, s.step = s.turn + 1, "start"
        return True
    raise AssertionError(f"unknown phase {s.phase}")


def start_mine(s: FWState, log: Log) -> None:
    s.phase = "mine"
    s.mphase = solo.start_phase(s) if s.solo else start_mine_phase(tuple(s.order))
    log.add(tr("{round}: mine phase", round=round_text(s)), None, "phase")


def play_mine(s: FWState, action: Action, log: Log, own_seat: Callable[[int], None]) -> None:
    """A move or pass in the mine phase for the colour whose turn it is (``own_seat`` is
    called before a seat's pool changes: see ``Draft``)."""
    assert isinstance(s.mphase, MinePhase) and s.mine is not None
    step = apply_mine(s.mphase, s.mine, s.supply, action)
    s.mphase, s.mine, s.supply = step.phase, step.mine, dict(step.supply)
    for gainer, got in step.gains.items():
        if got:
            own_seat(gainer)
            pool = s.seats[gainer]["pool"]
            for rid, n in got.items():
                pool[rid] = pool.get(rid, 0) + n
    for note in step.notes:
        log.note(note)


def end_round(s: FWState, log: Log) -> None:
    """The end of a round: the game ends after the last one (nothing is cleared or dealt
    then); otherwise the offer is cleared (solo: pushed), the next round's cards are queued and
    its mine phase begins once they are out (or, at a change of stage, the new mine is laid)."""
    if s.round >= last_round(s):
        end_game(s, log)
        return
    if s.solo:
        if not stage_ends(s):  # else the change of stage empties the whole offer
            solo.push_offer(s, log)
    else:
        q.end_round_offer(s, log)
    reset_round_limits(s)
    for data in s.seats:
        for entry in data["quests"]:
            entry["rushed"] = 0
    s.market["spaces"] = {}
    s.round += 1
    new_stage = stage_begins(s)
    if new_stage:
        begin_stage(s, log)
    m.queue_reveals(s)
    if s.solo:
        solo.queue_deals(s)
    else:
        q.replenish_offer(s)
    if not new_stage:
        s.phase, s.mphase = "mine", None  # ``advance`` starts it after the reveals and deals


def end_game(s: FWState, log: Log) -> None:
    """After the last round: active quests fail as the rules say and the game is scored
    (solo: ``solo.end_game`` says how the challenge ended)."""
    if s.solo:
        solo.end_game(s, log)
        return
    for seat in s.order:
        for entry in list(s.seats[seat]["quests"]):
            why = tr("the game ends before it is done")
            q.fail_quest(s, seat, entry, log, why, at_end=True)
    s.phase = "over"
    totals = final_scores(s)
    winner = ranking(s)[0]
    over = tr("The game is over: {{0}} wins with {n} prestige", n=totals[winner])
    log.add(over, winner, "end")
