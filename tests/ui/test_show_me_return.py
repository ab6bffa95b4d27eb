""" "Show me" from a running game (issue 23): the rules browser's example opens over the game,
and leaving it returns to that very game: same position, same history, same seat to play,
undo still available. Driven by real events."""

from __future__ import annotations

import pygame
from test_rules_browser import browser, start
from uihelp import click_button, press, run_timers

from forgegames import cli
from forgegames.ui import rules_browser
from forgegames.ui.game_scene import GameScene
from forgegames.ui.overlays import ChoiceDialog
from forgegames.ui.scenario_scene import ScenarioScene


def open_example(app, game: GameScene) -> ScenarioScene:
    press(app, rules_browser.KEY)
    page = browser(app)
    assert page.jump_to_part("overseer-move")
    click_button(app, page.group, "Show me: One overseer jump")
    example = app.stack.top
    assert isinstance(example, ScenarioScene)
    assert app.stack.scenes[0] is game, "the example is opened over the running game"
    return example


def test_show_me_opens_over_the_game_and_close_returns_to_it(app):
    app.show_me = cli.scenario_player(app)
    game = start(app, "forge-war")
    game.act(game.legal_actions()[0])  # Ann keeps her wealth cards: a move she may take back
    state, history = game.session.state, len(game.session.history)
    active, undo = game.session.active, game.session.can_undo(game.undo_seat())
    assert history and undo
    example = open_example(app, game)
    for _ in range(example.beats[0]):  # the example's own move (a Forward for each part)
        click_button(app, example.nav, "Forward")
    assert len(example.session.history) > 0 and example.session is not game.session
    click_button(app, example.nav, "Close")
    assert isinstance(app.stack.top, rules_browser.RulesBrowser), "back where Show me was"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is game and app.stack.scenes == [game]
    assert game.session.state is state and len(game.session.history) == history
    assert game.session.active == active
    assert game.session.can_undo(game.undo_seat()) == undo
    click_button(app, game.top, "Undo")  # the history is whole: the move is taken back
    assert len(game.session.history) == history - 1


def test_the_examples_menu_closes_it_instead_of_quitting(app):
    app.show_me = cli.scenario_player(app)
    game = start(app, "forge-war")
    history = len(game.session.history)
    open_example(app, game)
    press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, ChoiceDialog)
    assert not [b for b in menu.group.buttons if b.label == "Quit to launcher"]
    click_button(app, menu.group, "Close the example")
    press(app, pygame.K_ESCAPE)  # the rules browser
    assert app.stack.scenes == [game] and len(game.session.history) == history


def test_computer_players_wait_while_an_example_is_open(app):
    from forgegames.core.session import Session
    from forgegames.core.title import GameConfig, SeatConfig

    app.show_me = cli.scenario_player(app)
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", "greedy"))
    game = GameScene(app, Session.start(GameConfig("forge-war", seats, "simple"), 2))
    app.push(game)
    run_timers(app, steps=20, dt=50)
    assert game.my_turn()
    game.act(game.legal_actions()[0])
    app.fixed_bot_delay = game.computer.timer = 10**9  # the computer thinks while Ann opens...
    if game.handover is not None:
        click_button(app, game.top, "End turn")
    example = open_example(app, game)
    history = len(game.session.history)
    assert game.session.is_bot_turn(), "the computer player is to move"
    app.fixed_bot_delay = game.computer.timer = 0  # ...and would move now
    run_timers(app, steps=20, dt=50)
    assert len(game.session.history) == history, "nothing is played behind the example"
    click_button(app, example.nav, "Close")
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is game
    run_timers(app, steps=2, dt=50)
    assert len(game.session.history) > history, "back in the game, the computer plays on"
