"""Playtest 14, item 5, headless with real clicks and keys: a person's craft turn that ends by
itself is held on the board with its reason until the person says OK (the computer waits), the
round's end is a short summary that waits too; a die picked before the bonus works, and a bonus
for two dice stays picked for the second, the prompt counting its uses."""

from __future__ import annotations

import random

import pygame
from uihelp import button, click, click_button, press

from forgegames.core import i18n
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.actions import Bonus
from forgegames.games.kings_forge.state import PHASE_CRAFT
from forgegames.ui.app import App
from forgegames.ui.boards.kings_forge.words import power_label
from forgegames.ui.game_scene import GameScene

PACE = 600
SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))


def craft_turn(seed: int, size=(1280, 720)) -> tuple[App, GameScene]:
    """Alice (a person) at her first craft turn, Bruno the computer, at a pace that is not
    instant. Seed 0: one +1 bonus that nothing it makes crafts, Bruno crafting after her;
    seed 1: metal 4, 2, 6, 2 and 3 and the +1/+1 token, as in the playtest (seeds 6 and 10
    before the greedy player stopped passing at once, playtest 20)."""
    session = Session.start(GameConfig("kings-forge", SEATS, "standard"), seed)
    title = session.title
    bot = title.bots()["greedy"](0)
    while not (session.state.phase == PHASE_CRAFT and session.active == 0):
        if session.active == 0:
            view = title.view(session.state, 0)
            session.apply(bot.choose(view, session.legal_actions(), random.Random(1)))
        else:
            session.apply(session.bot_action())
    app = App(size, bot_delay_ms=PACE)
    scene = GameScene(app, session)
    app.push(scene)
    advance(app, 600)  # past the greeting's input guard
    return app, scene


def advance(app: App, ms: int, step: int = 25) -> None:
    for _ in range(ms // step):
        app.tick(step)
        app.draw()


def die_at(scene: GameScene, index: int) -> tuple[int, int]:
    return dict(scene.board.geo.pool_dice())[scene.session.state.pool[index].id].center


def token_label(scene: GameScene) -> str:
    state = scene.session.state
    return power_label(scene.session.title.world, state.players[0].powers[0])


def prompt(scene: GameScene) -> str:
    board = scene.board
    return board.prompts.prompt(board.state, board.legal())


def bruno_moves(scene: GameScene, since: int) -> list[str]:
    return [str(e.action) for e in scene.session.history[since:] if e.actor == 1]


def test_a_craft_turn_ended_by_itself_waits_for_the_person_and_the_computer_waits_too():
    app, scene = craft_turn(0)
    session = scene.session
    click_button(app, scene.board.group, token_label(scene))
    click(app, die_at(scene, 0))  # nothing the +1 makes crafts: the turn ends by itself
    advance(app, 100)
    assert session.state.turn == 1 or session.state.phase != PHASE_CRAFT
    since = len(session.history)
    words = prompt(scene)
    assert "Alice: your dice can craft or steal nothing now, so your craft turn ends." in words
    assert button(scene.board.group, "OK").enabled
    advance(app, 6 * PACE)  # many times the pace: Bruno still waits
    assert bruno_moves(scene, since) == []
    assert scene.board.holds_play()
    # the top bar names the person at the screen and the OK they press (ux40: "the summary";
    # playtest 29: the computer's name there read as the computer's turn)
    assert scene.top_bar.active_seat() == 0
    assert scene.top_bar.active_text() == "— press OK to go on"
    with i18n.speaking("es"):
        assert scene.top_bar.active_text() == "— pulsa Aceptar para seguir"
    press(app, pygame.K_RETURN)  # Enter is the OK
    assert not scene.board.holds_play()
    advance(app, 4 * PACE)
    assert bruno_moves(scene, since), "the computer plays on once the person has read it"


def test_the_rounds_end_is_a_summary_that_waits_for_a_click():
    app, scene = craft_turn(0)
    session = scene.session
    click_button(app, scene.board.group, token_label(scene))
    click(app, die_at(scene, 0))
    advance(app, 100)
    assert "your craft turn ends" in prompt(scene)
    click_button(app, scene.board.group, "OK")
    for _ in range(200):  # Bruno crafts on, paced, to the round's end
        advance(app, 100)
        if session.state.round == 2:
            break
    assert session.state.round == 2
    since = len(session.history)
    words = prompt(scene)
    assert "Round 1 is over" in words and "Round 2" in words
    if session.active == 1:  # the computer opens round 2: it waits for the summary
        advance(app, 6 * PACE)
        assert bruno_moves(scene, since) == []
    free = scene.board.geo.mid_rect.midbottom  # a click on the board, on nothing live
    click(app, (free[0], free[1] - 2))
    assert "Round 1 is over" not in prompt(scene)
    assert not scene.board.holds_play()


def test_a_bonus_for_two_dice_stays_picked_for_the_second_with_its_uses_counted():
    app, scene = craft_turn(1)
    board, session = scene.board, scene.session
    click_button(app, board.group, token_label(scene))
    click(app, die_at(scene, 0))
    assert session.state.pool[0].value == 5
    assert board.power == 0, "the token keeps its place for the second die"
    assert "+1/+1 token: 1 of 2 used, pick another die" in prompt(scene)
    click(app, die_at(scene, 1))  # no second press of the token
    assert [e.action for e in session.history if e.actor == 0][-2:] == [
        Bonus(0, 0),
        Bonus(0, 1),
    ]
    advance(app, 100)  # that ended the turn by itself (and here the round): held, said
    assert "your craft turn ends" in prompt(scene) and "Round 1 is over" in prompt(scene)


def test_a_die_picked_first_then_the_bonus_puts_the_bonus_on_it():
    app, scene = craft_turn(1)
    board, session = scene.board, scene.session
    click(app, die_at(scene, 4))
    assert board.selected == [4]
    assert "press a bonus below to use it on the picked die" in prompt(scene)
    click_button(app, board.group, token_label(scene))
    assert session.state.pool[4].value == 4, "the bonus went on the die picked first"
    assert board.selected == [] and board.power == 0


def test_a_die_clicked_when_no_move_uses_it_is_not_outlined_and_the_board_says_why(app):
    """A roll that can do nothing waits for End (issue 23); a click on one of its dice
    outlined it for nothing (playtest 14, shot 13): now it stays plain, with the reason."""
    from test_kings_forge_board import start
    from test_kings_forge_craft_wait import pass_gather

    from forgegames.games.kings_forge.actions import End

    scene = start(app, seed=7, players=2)
    board = scene.board
    pass_gather(app, scene)
    while scene.session.legal_actions() != [End()]:
        assert scene.session.state.phase == PHASE_CRAFT, "a roll that does nothing"
        click_button(app, board.group, "End the craft turn")
    click(app, dict(board.geo.pool_dice())[scene.session.state.pool[0].id].center)
    assert board.selected == []
    assert scene.toast is not None
    assert scene.toast.text.startswith("These dice can craft nothing now")
