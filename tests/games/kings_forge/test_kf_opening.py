"""Issue 39: in King's Forge's opening nobody crafted for three rounds. The greedy player sent
nearly every die to next round's smithy and rolled one die; it now weighs the chance that the
dice a gather move leaves craft a card on display this round (``craft_now``). The random
player passed at once; it now passes (or ends its craft turn) only after doing something or
when that is all it may do."""

from __future__ import annotations

import itertools
import random

import pytest
from kfscen import new, supply

from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import Claim
from forgegames.games.kings_forge.bots import GreedyBot, RandomBot, real_moves
from forgegames.games.kings_forge.craft_now import chance_after, cover_chance, dice_after
from forgegames.games.kings_forge.state import PHASE_CRAFT, PHASE_GATHER


def brute_cover(n: int, minimums: tuple[int, ...], dead: int = 0) -> float:
    """``cover_chance`` by listing every roll of ``n`` dice."""
    need = sorted(minimums, reverse=True)
    hits = 0
    for roll in itertools.product(range(1, 7), repeat=n):
        live = sorted((v for v in roll if v != dead), reverse=True)
        hits += len(live) >= len(need) and all(d >= m for d, m in zip(live, need, strict=False))
    return hits / 6**n


@pytest.mark.parametrize(
    "n, minimums, dead",
    [(3, (4, 4, 5), 0), (4, (6, 6), 0), (5, (2, 3, 4), 3), (2, (3, 3), 0), (1, (2, 2), 0)],
)
def test_the_chance_a_colour_fills_its_spaces_is_exact(n, minimums, dead):
    assert cover_chance(n, minimums, dead) == pytest.approx(brute_cover(n, minimums, dead))


def first_craft_round(players: int, kind: str, seed: int) -> int | None:
    session = Session(TITLE, bot_config(TITLE, players, TITLE.info.default_variant, [kind]), seed)
    session.resolve_chance()
    while not session.over and session.state.round <= 6:
        action = session.bot_action()
        if action.verb in ("craft", "steal"):
            return session.state.round
        session.apply(action)
    return None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_computers_craft_in_the_first_three_rounds(players):
    rounds = [first_craft_round(players, "greedy", seed) for seed in range(20)]
    early = sum(1 for r in rounds if r is not None and r <= 3)
    assert early >= 18, rounds  # 95% or more; before the change 2 players made 78% (40 seeds)


def test_a_gather_move_that_spends_the_dice_a_card_needs_lowers_the_chance():
    state = supply(new(2), 0, m=4, w=1)
    keep = dice_after(state, 0, next(a for a in TITLE.legal_actions(state) if a.verb == "pass"))
    assert keep == (4, 1, 0, 0)
    spend = Claim("north-mine", "top")  # any two dice: the greedy payer gives metal
    assert dice_after(state, 0, spend) == (2, 1, 0, 0)
    passing = next(a for a in TITLE.legal_actions(state) if a.verb == "pass")
    assert chance_after(state, 0, passing) >= chance_after(state, 0, spend)


# --- the random player ---------------------------------------------------------------------
def test_random_player_never_passes_before_doing_something():
    state = new(3)
    assert state.phase == PHASE_GATHER
    legal = TITLE.legal_actions(state)
    assert any(a.verb == "pass" for a in legal)
    bot = RandomBot()
    picks = {bot.choose(TITLE.view(state, state.turn), legal, random.Random(i)) for i in range(200)}
    assert picks and all(a.verb != "pass" for a in picks)
    assert len({a.verb for a in picks}) > 1  # still a random choice among the real moves
    others = [a for a in legal if a.verb != "pass"]
    assert sorted(map(str, real_moves(state, legal))) == sorted(map(str, others))


def test_random_player_may_pass_once_it_has_claimed_or_when_passing_is_all():
    session = Session(TITLE, bot_config(TITLE, 2, "standard", ["random"]), 3)
    session.resolve_chance()
    passed_after = []
    while session.state.phase == PHASE_GATHER and not session.over:
        s = session.state
        action = session.bot_action()
        if action.verb == "pass":
            acted = any(pl.seat == s.turn for pl in s.placements) or any(
                u.seat == s.turn for u in s.docks
            )
            only = all(a.verb == "pass" for a in session.legal_actions())
            passed_after.append(acted or only)
        session.apply(action)
    assert passed_after and all(passed_after)


def test_random_crafter_does_not_end_its_turn_while_it_can_craft():
    for seed in range(30):
        session = Session(TITLE, bot_config(TITLE, 2, "standard", ["greedy"]), seed)
        session.resolve_chance()
        while not session.over:
            s = session.state
            legal = session.legal_actions()
            if s.phase == PHASE_CRAFT and any(a.verb == "craft" for a in legal):
                picks = {
                    RandomBot().choose(TITLE.view(s, s.turn), legal, random.Random(i))
                    for i in range(50)
                }
                assert all(a.verb != "end" for a in picks)
                assert any(a.verb == "end" for a in legal)
                return
            session.apply(
                GreedyBot(s.turn).choose(TITLE.view(s, s.turn), legal, None)
                if s.phase != "setup"
                else session.bot_action()
            )
    pytest.fail("no craft turn with a craft to make in 30 games")
