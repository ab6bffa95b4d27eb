"""Set-up for the solo variant's tests: a started solo game and ways to put the mine and the
quests where a test needs them."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from forgegames.core.frozen import evolve
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.mine_phase import MinePhase
from forgegames.games.forge_war.mine_position import make_mine
from forgegames.games.forge_war.state import FWState
from tests.games.forge_war.fw_helpers import apply, resolve_chance


def solo_config(difficulty: str = "medium") -> GameConfig:
    return GameConfig(
        "forge-war", (SeatConfig("Solo", "c0"),), "solo", (("difficulty", difficulty),)
    )


def solo_new(difficulty: str = "medium") -> FWState:
    """Setup done (first chance outcomes, first wealth pair), before the overseers are placed."""
    state = resolve_chance(TITLE.new_game(solo_config(difficulty)))
    while state.phase == "wealth":
        state = resolve_chance(apply(state, TITLE.legal_actions(state)[0]))
    return state


def solo_started(difficulty: str = "medium") -> FWState:
    """Round 1, the mine phase about to begin (every overseer on the first free hex)."""
    state = solo_new(difficulty)
    while state.phase == "place":
        state = resolve_chance(apply(state, TITLE.legal_actions(state)[0]))
    return state


def with_mine(
    state: FWState,
    overseers: Mapping[tuple[int, int], int],
    workers: Mapping[tuple[int, int], int] | None = None,
    order: tuple[int, ...] = (1, 2, 0),
    turn: int = 0,
) -> FWState:
    """``state`` in its mine phase with a 3-player mine holding exactly these pieces and the
    order track ``order`` (mine colours, first first), ``turn`` turns already taken."""
    s = state
    s = evolve(s, mine=make_mine(3, overseers=overseers, workers=workers or {}))
    s = evolve(s, solo=s.solo.with_item("order", tuple(order)))
    phase = dataclasses.replace(MinePhase(order, automated=(1, 2), rotate=True), turn=turn)
    s = evolve(s, phase="mine", mphase=phase)
    return s
