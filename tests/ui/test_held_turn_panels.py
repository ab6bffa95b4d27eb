"""Until the person who just moved presses End turn, the board shows their panel and prompt,
not the next player's: the move can still be taken back, and the next player has not taken
the screen yet."""

from __future__ import annotations

import random

import pytest
from uihelp import click, click_button

from forgegames import cli
from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import ConfirmLoss
from forgegames.ui.overlays import Curtain


def held_turn(app, game: str, seed: int, wanted=lambda scene: True) -> GameScene:
    """A game of two people played with random legal moves up to the first move that hands
    the turn to the other person (the turn is then held for End turn) and is ``wanted``."""
    title = registry.get(game)
    session = Session.start(cli.make_config(title, 2, None, {}), seed)
    scene = GameScene(app, session)
    app.push(scene)
    rng = random.Random(seed)
    for _ in range(1000):
        top = app.stack.top
        if isinstance(top, Curtain):
            click(app, (app.size[0] // 2, app.size[1] // 2))
        elif isinstance(top, ConfirmLoss):
            click_button(app, top.group, "Do it")
        elif scene.handover is not None:
            if wanted(scene):
                return scene
            click_button(app, scene.top, "End turn")
        else:
            app.tick(500)
            legal = scene.legal_actions()
            assert legal, "a person's turn offers moves"
            state = session.state
            ending = ("concede", "offer-marginal")  # the game goes on
            keep = [
                a for a in legal if not title.losses(state, a) and not str(a).startswith(ending)
            ]
            scene.act(rng.choice(keep or legal))
    raise AssertionError("no move handed the turn over")


@pytest.mark.parametrize("seed", [1, 2])
def test_forge_war_keeps_the_movers_mat_and_prompt_until_end_turn(app, seed):
    scene = held_turn(app, "forge-war", seed)
    mover = scene.handover
    assert scene.session.active != mover
    board = scene.board
    assert board.acting() == mover, "the mover's mat stays open"
    words = board.prompts.prompt(board.view)
    assert "End turn" in words and scene.seat_name(scene.session.active) not in words
    click_button(app, scene.top, "End turn")
    assert board.acting() != mover, "after End turn the next player's mat opens"


@pytest.mark.parametrize("seed", [1, 2])
def test_warparty_keeps_the_movers_team_and_army_until_end_turn(app, seed, monkeypatch):
    def team_changes(scene: GameScene) -> bool:
        state = scene.session.state
        return state.battle is None and scene.held_state().side != state.side

    scene = held_turn(app, "warparty", seed, team_changes)
    mover = scene.handover
    drawn = {}

    def draw(surface, state, **kwargs):
        drawn.update(side=state.side, acting=kwargs["acting"])

    monkeypatch.setattr(scene.board.economy, "draw", draw)
    scene.invalidate()
    app.draw()
    armies = scene.session.state.seats[mover]
    assert drawn["acting"] in armies, f"the panel shows {drawn['acting']}, not {armies}"
    held = scene.held_state()
    assert drawn["side"] == held.side
    # the top bar's status line names the mover's team too
    said: list[str] = []
    status_lines = type(scene.top_bar).status_lines
    monkeypatch.setattr(
        type(scene.top_bar),
        "status_lines",
        lambda self, text, *a: said.append(text) or status_lines(self, text, *a),
    )
    scene.invalidate()
    app.draw()
    team = {"good": "Good", "evil": "Evil"}
    assert said and team[held.side] in said[0] and team[scene.session.state.side] not in said[0]
