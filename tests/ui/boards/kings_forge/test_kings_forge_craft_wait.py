"""King's Forge at the table (issue 23), headless with real clicks: a person's craft roll is
shown and waits for them, even when it can craft nothing, so the first round never plays
through on its own while people are seated."""

from __future__ import annotations

from test_kings_forge_board import start
from uihelp import click_button, settle

from forgegames.games.kings_forge.actions import End, Pass
from forgegames.games.kings_forge.state import PHASE_CRAFT
from forgegames.ui.boards.kings_forge import KingsForgeBoard


def pass_gather(app, scene) -> None:
    """Every person passes in the gather phase, by the strip's Pass button."""
    while True:
        settle(app, scene)  # confirms a pass that leaves dice unused
        if scene.session.state.phase == PHASE_CRAFT:
            return
        assert scene.my_turn()
        passes = [a for a in scene.session.legal_actions() if isinstance(a, Pass)]
        assert passes
        click_button(app, scene.board.group, scene.describe(passes[0]))


def test_each_persons_roll_waits_for_them_in_the_first_round(app):
    scene = start(app, seed=7, players=2)
    board: KingsForgeBoard = scene.board
    pass_gather(app, scene)
    first = scene.session.state.first  # the anvil's holder crafts first
    seen = []
    while scene.session.state.phase == PHASE_CRAFT:
        settle(app, scene)
        state = scene.session.state
        assert state.round == 1, "the first round went on without the people at the table"
        assert scene.my_turn() and scene.session.active == state.turn
        assert state.pool, "the crafter's rolled dice are on the table"
        assert [die for die, _rect in board.geo.pool_dice()] == [d.id for d in state.pool]
        legal = scene.session.legal_actions()
        seen.append((state.turn, legal == [End()]))
        click_button(app, board.group, "End the craft turn")
    assert [seat for seat, _ in seen] == [first, 1 - first]
    assert any(only_end for _, only_end in seen), "a roll that could craft nothing waited too"
