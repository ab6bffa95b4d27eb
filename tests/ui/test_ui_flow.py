"""Headless UI tests driven by real mouse and key events through the app's event queue."""

from __future__ import annotations

import json

import pygame
from uihelp import (
    button,
    click,
    click_button,
    press,
    run_timers,
    type_text,
)

from forgegames.core.paths import saves_dir
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import WHY_MS
from forgegames.ui.launcher import Launcher
from forgegames.ui.overlays import ChoiceDialog, Curtain, MessageDialog
from forgegames.ui.results import Results


def start_race(app, listed_race) -> GameScene:
    launcher = Launcher(app)
    app.push(launcher)
    click_button(app, launcher.group, "Dice Race")
    assert launcher.info.id == "dice-race"
    click_button(app, launcher.group, "Start game")
    scene = app.stack.scenes[0]
    assert isinstance(scene, GameScene)
    return scene


def test_launcher_to_curtain_to_undo_to_quit(app, listed_race):
    game = start_race(app, listed_race)
    # Two humans and hidden cards: the board is hidden until Alice confirms.
    assert isinstance(app.stack.top, Curtain)
    app.draw()
    assert app.stack.visible() == [app.stack.top], "nothing may be drawn behind the curtain"
    click(app, app.stack.top.button_rect().center)
    assert app.stack.top is game and game.viewer == 0
    before = game.session.state.positions
    click_button(app, game.board.group, "step")
    assert game.session.state.positions[0] == before[0] + 1
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert game.session.state.positions == before
    assert game.session.can_redo()
    click_button(app, game.top, "Redo")
    assert game.session.state.positions[0] == before[0] + 1
    # Ending the turn holds it: Alice can still take the move back until she presses End turn.
    click_button(app, game.board.group, "end")
    assert app.stack.top is game and game.handover == 0 and game.session.active == 1
    assert game.legal_actions() == [], "nobody plays while the turn is held"
    click_button(app, game.top, "Undo")
    assert game.session.active == 0 and game.handover is None and game.my_turn()
    click_button(app, game.board.group, "end")
    click_button(app, game.top, "End turn")
    # The seat changes: the curtain comes back for Bruno.
    assert isinstance(app.stack.top, Curtain) and app.stack.top.name == "Bruno"
    press(app, pygame.K_RETURN)
    assert game.viewer == 1
    assert game.banner is not None and "Bruno, your turn" in game.banner.text
    # Undo across a change of seat is refused with the reason shown.
    click_button(app, game.top, "Undo")
    assert game.toast is not None and "another player" in game.toast.text
    press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, ChoiceDialog)
    click_button(app, menu.group, "Quit to launcher")
    assert isinstance(app.stack.top, Launcher)
    saved = json.loads(game.session.autosave.read_text())
    assert saved["game"] == "dice-race" and "end" in saved["actions"]


def test_illegal_click_shows_reason(app, listed_race):
    game = start_race(app, listed_race)
    click(app, app.stack.top.button_rect().center)  # lift the curtain (by its button)
    click_button(app, game.board.group, "step")
    # The engine is asked directly (as a stale click would): the reason reaches the toast.
    from titles import dice_race as dicerace

    app.draw()
    run_timers(app, steps=400, dt=10)  # the turn banner has been read and goes
    assert game.banner is None
    assert app.next_wakeup() is None, "an idle game schedules nothing"
    assert not game.act(dicerace.StepForward())
    assert game.toast is not None and "once per turn" in game.toast.text and game.toast.error
    run_timers(app, steps=1, dt=60_000)
    assert game.toast is not None, "a message's time starts when it is first drawn"
    app.draw()
    assert app.next_wakeup() is not None, "a toast needs a timer to disappear"
    run_timers(app, steps=WHY_MS // 10 + 1, dt=10)  # a refusal stays long enough for Why?
    assert game.toast is None and app.next_wakeup() is None


def test_keyboard_only_start_and_play(app, listed_race):
    launcher = Launcher(app)
    app.push(launcher)
    # Tab through the launcher to the dice race title and press Enter.
    for _ in range(len(launcher.group.buttons)):
        press(app, pygame.K_TAB)
        if launcher.group.buttons[launcher.group.focus].label.startswith("Dice Race"):
            break
    press(app, pygame.K_RETURN)
    assert launcher.info.id == "dice-race"
    while not launcher.group.buttons[launcher.group.focus].label.startswith("Start"):
        press(app, pygame.K_TAB)
    press(app, pygame.K_SPACE)
    game = app.stack.scenes[0]
    assert isinstance(game, GameScene)
    press(app, pygame.K_SPACE)  # lift the curtain
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert len(game.session.history) > 2


def test_names_and_bots_from_launcher_and_bot_plays(app, listed_race):
    launcher = Launcher(app)
    app.push(launcher)
    click_button(app, launcher.group, "Dice Race")
    click_button(app, launcher.group, "Alice")
    for _ in range(5):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Zoë")
    press(app, pygame.K_RETURN)
    assert launcher.seats[0].name == "Zoë"
    bot_buttons = [b for b in launcher.group.buttons if b.label == "Human"]
    click(app, bot_buttons[1].rect.center)
    assert launcher.seats[1].bot == "random"
    click_button(app, launcher.group, "random")
    type_text(app, "42")
    press(app, pygame.K_RETURN)
    click_button(app, launcher.group, "Start game")
    game = app.stack.scenes[0]
    assert game.session.seed == 42 and game.session.config.seats[0].name == "Zoë"
    # One human: no curtain at all.
    assert app.stack.top is game and game.viewer == 0
    while not game.session.over:
        if game.my_turn():
            click_button(app, game.board.group, "roll")
        if game.handover is not None:
            click_button(app, game.top, "End turn")
        run_timers(app, steps=3)
    assert isinstance(app.stack.top, Results)
    app.draw()
    click_button(app, app.stack.top.group, "Back to launcher")
    assert isinstance(app.stack.top, Launcher)


def test_corrupt_save_is_reported_and_untouched(app, listed_race, capsys):
    path = saves_dir() / "broken.json"
    path.write_text('{"format": "forgegames-save", "version": 1, "game": ')
    before = path.read_bytes()
    launcher = Launcher(app)
    app.push(launcher)
    click_button(app, launcher.group, "Load a save")
    picker = app.stack.top
    assert isinstance(picker, ChoiceDialog)
    click_button(app, picker.group, "broken")
    assert isinstance(app.stack.top, MessageDialog)
    assert "corrupt" in " ".join(app.stack.top.lines)
    assert "corrupt" in capsys.readouterr().err
    assert path.read_bytes() == before
    press(app, pygame.K_RETURN)
    assert app.stack.top is launcher


def test_save_then_continue_restores_the_game(app, listed_race):
    game = start_race(app, listed_race)
    click(app, (640, 360))
    click_button(app, game.board.group, "step")
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    assert list(saves_dir().glob("dice-race-*.json"))
    state = game.session.state
    game.menu.quit_to_launcher()
    launcher = app.stack.top
    click_button(app, launcher.group, "Continue")
    restored = app.stack.scenes[0]
    assert isinstance(restored, GameScene) and restored.session.state == state


def test_coming_title_cannot_start(app, monkeypatch):
    import forgegames.games as games
    from forgegames.core.title import TitleInfo, Variant

    planned = TitleInfo(
        "someday", "Someday", 2, 4, (Variant("standard", "Standard"),), "Later.", available=False
    )
    monkeypatch.setattr(games, "CATALOGUE", (*games.CATALOGUE, planned))
    launcher = Launcher(app)
    app.push(launcher)
    coming = [b for b in launcher.group.buttons if "coming soon" in b.label]
    assert coming, "titles not built yet are shown"
    click(app, coming[-1].rect.center)
    start = button(launcher.group, "Start game")
    assert not start.enabled
    click(app, start.rect.center)
    assert isinstance(app.stack.top, MessageDialog)


def test_resize_relayouts(app, listed_race):
    game = start_race(app, listed_race)
    click(app, (640, 360))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900))
    app.pump()
    app.draw()
    assert game.log_rect.right == app.size[0]
    assert button(game.top, "Menu").rect.right <= app.size[0]


def test_title_with_broken_data_cannot_start(app, listed_race, monkeypatch, capsys):
    from forgegames.core.errors import ContentError

    def broken(self):
        raise ContentError("data/dice_race/cards.yaml", "cards[2].cost", "must be a whole number")

    monkeypatch.setattr(type(listed_race), "check_content", broken)
    launcher = Launcher(app)
    app.push(launcher)
    app.draw()  # the first frame; the titles' data is checked after it, in a worker thread
    app.tick(16)
    launcher.checks.join()
    app.tick(16)
    assert not launcher.unchecked
    assert "cards.yaml: cards[2].cost" in capsys.readouterr().err
    click_button(app, launcher.group, "Dice Race")
    start = button(launcher.group, "Start game")
    assert not start.enabled and "cards[2].cost" in start.tooltip
    click(app, start.rect.center)
    assert isinstance(app.stack.top, MessageDialog)
    assert "must be a whole number" in " ".join(app.stack.top.lines)
