"""The last die placed (issue 39, playtest: a round-1 craft phase went by while the player had
placed every die): the prompt and the preview say so before, and the skipped craft turn stays
said on screen until a person presses OK or moves."""

from __future__ import annotations

from functools import partial

from uihelp import click_button, run_timers

from forgegames.core.frozen import evolve
from forgegames.core.i18n import tr
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge import board_info as info
from forgegames.games.kings_forge.actions import Claim, Discard, Pass, Visit
from forgegames.games.kings_forge.state import PHASE_CRAFT, players_with
from forgegames.ui.boards.kings_forge.preview import gather_outcome
from forgegames.ui.boards.kings_forge.prompt import LAST_DICE
from forgegames.ui.boards.kings_forge.words import power_label
from forgegames.ui.game_scene import GameScene


def start(app, seed: int = 3) -> GameScene:
    """Ann, a person, against Ben, the computer."""
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", "greedy"))
    scene = GameScene(app, Session.start(GameConfig("kings-forge", seats, "standard"), seed))
    app.push(scene)
    run_timers(app, steps=20, dt=50)
    return scene


def with_supply(scene, supply: tuple[int, int, int, int]) -> None:
    """Ann's supply set to ``supply`` at her gather turn (the board refreshed)."""
    session = scene.session
    state = session.state
    assert state.phase != PHASE_CRAFT and session.active == 0
    session.state = evolve(state, players=players_with(state, 0, supply=supply))
    scene.refresh()


def test_before_the_last_dice_go_the_prompt_and_the_preview_say_nothing_will_be_rolled(app):
    scene = start(app)
    with_supply(scene, (2, 0, 0, 0))
    state, board = scene.session.state, scene.board
    legal = scene.legal_actions()
    two = [a for a in legal if isinstance(a, Claim) and info.dice_placed(state, a) == 2]
    assert two, "a two-dice gather action to claim"
    assert board.prompts.prompt(state, legal) == tr(LAST_DICE, name="Ann", dice="2 dice")
    outcome = gather_outcome(TITLE, state, two[0], partial(power_label, TITLE.world))
    assert any("none to roll in the craft phase" in line for line in outcome.lines)
    with_supply(scene, (9, 0, 0, 0))  # dice to spare: no warning
    state = scene.session.state
    legal = scene.legal_actions()
    assert "place them all" not in board.prompts.prompt(state, legal)
    outcome = gather_outcome(TITLE, state, two[0], partial(power_label, TITLE.world))
    assert not any("none to roll" in line for line in outcome.lines)
    with_supply(scene, (2, 0, 0, 0))  # at the docks: a two-dice trade takes the last
    scene.act(Visit())
    card = next(c for c in scene.session.state.faceup if c)
    scene.act(Discard(card))
    state = scene.session.state
    assert state.sub == "dock"
    words = board.prompts.prompt(state, scene.legal_actions())
    assert words.endswith("A trade that takes your last dice leaves you none to roll."), words


def test_a_craft_turn_passed_with_nothing_to_roll_stays_said_until_ok(app):
    scene = start(app)
    with_supply(scene, (0, 0, 0, 0))
    scene.act(Pass("token"))  # not the metal die: nothing to roll
    session = scene.session
    scene.end_turn()
    for _ in range(400):  # the computer finishes the gather phase and crafts
        if scene.board.skips.skip_note is not None and not scene.my_turn():
            break
        run_timers(app, steps=2, dt=50)
    board = scene.board
    assert board.skips.skip_note is not None, "Ann's craft turn passed with nothing to roll"
    words = board.skips.skip_words()
    assert words.startswith("Ann had no dice left to roll")
    run_timers(app, steps=60, dt=100)  # six seconds: no passing toast, it stays
    if not scene.my_turn():
        assert board.prompts.prompt(session.state, []) == words
        click_button(app, board.group, "OK")
        assert board.skips.skip_note is None and board.prompts.prompt(session.state, []) != words
    else:  # her next turn began: said before its instructions, gone with her move
        assert board.prompts.prompt(session.state, scene.legal_actions()).startswith(words)
