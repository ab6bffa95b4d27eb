"""Forge War's flow between decisions: the automatic steps from phase to phase and round to
round (wealth revealed, the mine phase started, the round and the game ended), run by
``settle`` until a seat must decide or chance must draw."""

from __future__ import annotations

import itertools

from forgegames.core.actions import Action
from forgegames.core.frozen import FrozenMap
from forgegames.core.i18n import tr
from forgegames.games.forge_war import bonus_tiles as tiles
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war import rewards as r
from forgegames.games.forge_war import solo
from forgegames.games.forge_war.chance import has_outcomes
from forgegames.games.forge_war.economy import (
    Log,
    added,
    gain,
    hire,
    merchant_options,
    put_adventurer,
    reset_round_limits,
)
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
from forgegames.games.forge_war.state import (
    FWState,
    changed,
    evolve,
    seat_changed,
    with_more,
    with_seat,
)


# --- setup helpers ----------------------------------------------------------------------------
def wealth_options(state: FWState, seat: int) -> list[Action]:
    cards = state.world.content.wealth
    hand = sorted(state.seats[seat].hand)
    out: list[Action] = []
    for pair in itertools.combinations(hand, state.world.content.rules.wealth_kept):
        out.append(KeepWealth(tuple(pair), False))
        if sum(cards[c].level_ups for c in pair) >= 2:
            out.append(KeepWealth(tuple(pair), True))
    return out


def reveal_wealth(state: FWState, log: Log) -> FWState:
    """Everyone's kept wealth cards are revealed and paid out, in player order."""
    c = state.world.content
    cap = c.rules.starting_level_cap
    for seat in state.order:
        data = state.seats[seat]
        kept = data.kept or []
        names = tr(" and ").join(c.wealth[w].name for w in kept)
        log.add(tr("{{0}} keeps {names}", names=names), seat, "consequence")
        levels = 0
        for wid in kept:
            card = c.wealth[wid]
            if card.gold:
                state = with_more(state, seat, gold=card.gold)
                log.add(tr("{{0}} receives {n} gold", n=card.gold), seat, "consequence")
            if card.resources:
                state = gain(state, seat, card.resources, log)
            for _ in range(card.adventurers):
                state = hire(state, seat, log)
            levels += card.level_ups
            if card.claim is not None:
                state = m.claimed(state, card.claim, seat)
                free = tr("{{0}} claims {name} for free", name=c.all_weapons[card.claim].name)
                log.add(free, seat)
        targets = [0] * levels if data.stack else list(range(levels))
        for i in targets:
            advs = state.seats[seat].advs
            adv = advs[i % len(advs)]
            if adv.level < cap:
                adv = evolve(adv, level=adv.level + 1)
                state = put_adventurer(state, seat, adv)
                starts = tr(
                    "{{0}}'s adventurer {n} starts at level {level}",
                    n=adv.id + 1,
                    level=adv.level,
                )
                log.add(starts, seat)
        state = with_seat(state, seat, hand=())
    return state


# --- the flow between decisions ------------------------------------------------------------
def settle(s: FWState, log: Log) -> FWState:
    """Run every automatic step until a seat must decide, a chance node comes, or the end, and
    return the state reached."""
    while s.phase != "over":
        if s.chance:
            if has_outcomes(s, s.chance[0]):
                return s
            s = evolve(s, chance=s.chance[1:])  # an empty deck: nothing to reveal or deal
            continue
        if s.pending:
            done = r.auto_resolve(s, log)
            if done is None:
                return s
            s = done
            continue
        step = advance(s, log)
        if step is None:
            return s
        s = step
    return s


def advance(s: FWState, log: Log) -> FWState | None:
    """The state one automatic step of the round structure makes; None when a seat must
    decide now."""
    n = s.players
    if s.phase == "setup":
        return evolve(s, phase="wealth", turn=0)
    if s.phase == "wealth":
        if s.turn < n:
            return None
        s = reveal_wealth(s, log)
        return evolve(s, phase="place", mphase=Placement(tuple(solo.mine_order(s))))
    if s.phase == "place":
        assert isinstance(s.mphase, Placement)
        if not s.mphase.done:
            return None
        return start_mine(s, log)
    if s.phase == "mine":
        return _advance_mine(s, log)
    if s.phase == "market":
        if s.turn < n:
            return None
        s = m.discard_unbought(s, log)
        log.add(tr("{round}: quest phase", round=round_text(s)), None, "phase")
        return evolve(s, phase="quest", turn=0, step="acquire")
    if s.phase == "quest":
        if s.turn >= n:
            return evolve(s, phase="rewards", turn=0, step="start")
        seat = s.order[s.turn]
        if s.step == "manage" and not s.seats[seat].quests:
            return evolve(s, turn=s.turn + 1, step="acquire")
        return None
    if s.phase == "rewards":
        return _advance_rewards(s, log)
    raise AssertionError(f"unknown phase {s.phase}")


def _advance_mine(s: FWState, log: Log) -> FWState | None:
    if s.mphase is None:  # a new round: its cards are out, its mine phase begins
        return start_mine(s, log)
    assert isinstance(s.mphase, MinePhase)
    if not s.mphase.done:
        forced = solo.auto_move(s, log) if s.solo else None
        if forced is None:
            return None
        return play_mine(s, forced, log)
    assert s.mphase.new_order is not None
    if s.solo:
        s = evolve(solo.end_phase(s, s.mphase), mphase=None, phase="market", turn=0)
    else:
        s = evolve(s, order=tuple(s.mphase.new_order), mphase=None, phase="market", turn=0)
    log.add(tr("{round}: market phase", round=round_text(s)), None, "phase")
    return s


def _advance_rewards(s: FWState, log: Log) -> FWState | None:
    if s.turn >= s.players:
        if s.tiles and s.step != "tiles":
            # a bonus tile due now comes before the end of the round
            return tiles.resolve_due(evolve(s, step="tiles"), log)
        return end_round(s, log)
    seat = s.order[s.turn]
    if s.step == "start":
        s = q.advance_quests(s, seat, log)
        return evolve(s, step="collect")
    if merchant_options(s, seat):
        return None
    return evolve(s, turn=s.turn + 1, step="start")


def start_mine(s: FWState, log: Log) -> FWState:
    mphase = solo.start_phase(s) if s.solo else start_mine_phase(tuple(s.order))
    s = evolve(s, phase="mine", mphase=mphase)
    log.add(tr("{round}: mine phase", round=round_text(s)), None, "phase")
    return s


def play_mine(s: FWState, action: Action, log: Log) -> FWState:
    """A move or pass in the mine phase for the colour whose turn it is: the seats whose
    pools it fills get new records (the others are shared with ``s``)."""
    assert isinstance(s.mphase, MinePhase) and s.mine is not None
    step = apply_mine(s.mphase, s.mine, s.supply, action)
    seats = s.seats
    for gainer, got in step.gains.items():
        if got:
            seats = seat_changed(seats, gainer, pool=added(seats[gainer].pool, got))
    supply = FrozenMap(step.supply)
    s = evolve(s, seats=seats, mphase=step.phase, mine=step.mine, supply=supply)
    ordering = False
    for note in step.notes:
        if note.kind.startswith("order_") and not ordering:
            ordering = True
            log.part(s)  # a teacher's example shows the move, then the new player order
        log.note(note)
    return s


def end_round(s: FWState, log: Log) -> FWState:
    """The end of a round (on a state whose every part is its own): the game ends after the
    last one (nothing is cleared or dealt then); otherwise the offer is cleared (solo: pushed),
    the next round's cards are queued and its mine phase begins once they are out (or, at a
    change of stage, the new mine is laid)."""
    if s.round >= last_round(s):
        return end_game(s, log)
    if s.solo:
        if not stage_ends(s):  # else the change of stage empties the whole offer
            s = solo.push_offer(s, log)
    else:
        s = q.end_round_offer(s, log)
    s = reset_round_limits(s)
    for i, data in enumerate(s.seats):
        if any(entry.rushed for entry in data.quests):
            quests = tuple(evolve(e, rushed=0) if e.rushed else e for e in data.quests)
            s = with_seat(s, i, quests=quests)
    s = changed(s, "market", spaces=FrozenMap())
    s = evolve(s, round=s.round + 1)
    new_stage = stage_begins(s)
    if new_stage:
        s = begin_stage(s, log)
    s = m.queue_reveals(s)
    s = solo.queue_deals(s) if s.solo else q.replenish_offer(s)
    if not new_stage:
        s = evolve(s, phase="mine", mphase=None)  # ``advance`` starts it after the deals
    return s


def end_game(s: FWState, log: Log) -> FWState:
    """After the last round: active quests fail as the rules say and the game is scored
    (solo: ``solo.end_game`` says how the challenge ended)."""
    if s.solo:
        return solo.end_game(s, log)
    for seat in s.order:
        for entry in list(s.seats[seat].quests):
            why = tr("the game ends before it is done")
            s = q.fail_quest(s, seat, entry, log, why, at_end=True)
    s = evolve(s, phase="over")
    totals = final_scores(s)
    winner = ranking(s)[0]
    over = tr("The game is over: {{0}} wins with {n} prestige", n=totals[winner])
    log.add(over, winner, "result")
    return s
