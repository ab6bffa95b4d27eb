"""The launcher's saved games, headless, driven by real events: two games kept apart and
continued, delete asks first, finished games open their results, paging at small and large
windows, manual saves, unreadable files."""

from __future__ import annotations

import random

import pygame
import pytest
from test_forge_war_board import play_by_clicks as play_forge_war
from test_kings_forge_board import play_by_clicks as play_kings_forge
from uihelp import button, click, click_button, press, settle, type_text

from forgegames.core.paths import saves_dir
from forgegames.core.saved_games import finished_dir, games_dir, list_games
from forgegames.core.saves import read_save
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.intents import Intent
from forgegames.ui.launcher import FINISHED, NEW, PLAYING, Launcher
from forgegames.ui.overlays import ChoiceDialog, ConfirmDialog
from forgegames.ui.results import Results


def open_launcher(app: App) -> Launcher:
    launcher = Launcher(app)
    app.push(launcher)
    app.draw()
    return launcher


def start_from_launcher(app: App, launcher: Launcher, title: str, seed: int) -> GameScene:
    """New game tab, a title, a typed seed, Start game: all by clicks and keys."""
    if launcher.tab != NEW:
        click_button(app, launcher.group, "New game")
    click_button(app, launcher.group, title)
    click_button(app, launcher.group, "random")  # the seed field, empty
    type_text(app, str(seed))
    press(app, pygame.K_RETURN)
    click_button(app, launcher.group, "Start game")
    scene = app.stack.scenes[0]
    assert isinstance(scene, GameScene) and scene.session.seed == seed
    return scene


def play_moves(app: App, scene: GameScene, play, count: int) -> None:
    """``count`` moves chosen by the greedy bot, each made by clicking the board."""
    title = scene.title
    bot = title.bots()["greedy"](0)
    rng = random.Random(4)
    for _ in range(count):
        settle(app, scene)
        assert scene.my_turn()
        session = scene.session
        view = title.view(session.state, session.active)
        choice = bot.choose(view, session.legal_actions(), rng)
        before = len(session.history)
        play(app, scene, choice)
        if len(session.history) == before:
            settle(app, scene)  # a move that loses something waits for "Do it"
        assert len(session.history) > before, f"clicks for {choice} played nothing"
    settle(app, scene)


def tab_to(app: App, launcher: Launcher, key) -> None:
    """Press Tab until the button named ``key`` has the keyboard focus."""
    for _ in range(len(launcher.group.buttons) + 1):
        if launcher.group.ringed is not None and launcher.keys[launcher.group.ringed] == key:
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reaches {key}")


def go_home(app: App, scene: GameScene) -> Launcher:
    """Esc opens the menu; Quit to launcher goes home."""
    assert app.stack.top is scene
    press(app, pygame.K_ESCAPE)
    click_button(app, app.stack.top.group, "Quit to launcher")
    launcher = app.stack.top
    assert isinstance(launcher, Launcher)
    app.draw()
    return launcher


def test_two_games_are_kept_apart_and_the_first_continues_intact(app):
    launcher = open_launcher(app)
    assert launcher.tab == NEW, "with no game in progress the launcher opens on New game"
    game_a = start_from_launcher(app, launcher, "King's Forge", 11)
    play_moves(app, game_a, play_kings_forge, 4)
    path_a = game_a.session.autosave
    actions_a = game_a.session.save_data().actions
    state_a = game_a.session.state
    assert path_a.parent == games_dir() and len(actions_a) >= 4

    launcher = go_home(app, game_a)
    assert launcher.tab == PLAYING and [row.game.path for row in launcher.rows] == [path_a]
    game_b = start_from_launcher(app, launcher, "Forge War", 7)
    path_b = game_b.session.autosave
    assert path_b != path_a and path_b.parent == games_dir()
    play_moves(app, game_b, play_forge_war, 3)
    assert read_save(path_a).actions == actions_a, "playing B never writes A's file"
    actions_b = game_b.session.save_data().actions

    launcher = go_home(app, game_b)
    assert {row.game.path for row in launcher.rows} == {path_a, path_b}
    assert button(launcher.group, "In progress (2)")
    row_a = next(row for row in launcher.rows if row.game.path == path_a)
    assert row_a.game.seats == ("Alice", "Bruno")
    click(app, row_a.open.rect.center)
    resumed = app.stack.scenes[0]
    assert isinstance(resumed, GameScene) and resumed.title.info.id == "kings-forge"
    assert resumed.session.save_data().actions == actions_a
    assert resumed.session.state == state_a
    assert resumed.session.autosave == path_a, "a continued game keeps its own file"
    play_moves(app, resumed, play_kings_forge, 1)
    assert len(read_save(path_a).actions) > len(actions_a)
    assert read_save(path_b).actions == actions_b


def race_game(names: tuple[str, str], seed: int, moves: int = 2, finish: bool = False):
    """A Dice Race game saved in its own file, as a game started from the launcher is."""
    seats = tuple(
        SeatConfig(name, colour, "random")
        for name, colour in zip(names, ("blue", "orange"), strict=True)
    )
    config = GameConfig("dice-race", seats, "standard")
    session = Session.start(config, seed, own_file=True)
    while not session.over and (finish or moves > 0):
        session.apply(session.bot_action())
        moves -= 1
    return session


def test_delete_asks_first_and_removes_only_that_game(app, listed_race):
    tables = [("Ann", "Ben"), ("Cat", "Dan"), ("Eve", "Finn")]
    paths = [race_game(names, seed).autosave for seed, names in enumerate(tables)]
    launcher = open_launcher(app)
    assert launcher.tab == PLAYING and len(launcher.rows) == 3
    target = next(row for row in launcher.rows if row.game.seats == ("Cat", "Dan"))
    click(app, target.delete.rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    text = " ".join(dialog.lines)
    assert (
        "Dice Race (test)" in text
        and "Cat (Computer — random moves), Dan (Computer — random moves)" in text
    )
    click_button(app, dialog.group, "Keep it")
    assert app.stack.top is launcher and all(path.exists() for path in paths)

    click(app, target.delete.rect.center)
    click_button(app, app.stack.top.group, "Delete")
    assert app.stack.top is launcher
    assert not target.game.path.exists()
    assert [p.exists() for p in paths].count(True) == 2
    assert {row.game.seats for row in launcher.rows} == {("Ann", "Ben"), ("Eve", "Finn")}
    assert button(launcher.group, "In progress (2)")
    focused = launcher.keys[launcher.group.focus]
    assert focused[0] == "delete", "the focus stays in the list, on the next game's Delete"


def test_delete_by_keyboard_defaults_to_keeping(app, listed_race):
    path = race_game(("Ann", "Ben"), 1).autosave
    launcher = open_launcher(app)
    tab_to(app, launcher, ("delete", path))
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, ConfirmDialog)
    press(app, pygame.K_RETURN)  # Keep it has the focus
    assert path.exists() and app.stack.top is launcher
    press(app, pygame.K_RETURN)
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert not path.exists()
    assert launcher.rows == [] and launcher.keys[launcher.group.focus] == ("tab", PLAYING)


def test_finished_game_is_listed_apart_and_opens_its_results(app, listed_race):
    done = race_game(("Ann", "Ben"), 3, finish=True)
    assert done.over and done.autosave.parent == finished_dir()
    playing = race_game(("Cat", "Dan"), 4)
    launcher = open_launcher(app)
    assert [row.game.path for row in launcher.rows] == [playing.autosave]
    click_button(app, launcher.group, "Finished (1)")
    assert launcher.tab == FINISHED
    assert [row.game.path for row in launcher.rows] == [done.autosave]
    assert launcher.rows[0].open.label == "Results"
    click(app, launcher.rows[0].open.rect.center)
    scene = app.stack.scenes[0]
    assert isinstance(scene, GameScene) and scene.session.over
    assert isinstance(app.stack.top, Results), "a finished game opens on its results"
    assert scene.legal_actions() == [], "a finished game cannot be played on"
    assert [g.path for g in list_games(manual=False) if g.finished] == [done.autosave]


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_many_games_page_and_fit(size, listed_race):
    made = {race_game((f"P{i}", f"Q{i}"), i, moves=0).autosave for i in range(15)}
    app = App(size, bot_delay_ms=0)
    try:
        launcher = open_launcher(app)
        screen = pygame.Rect((0, 0), size)
        assert launcher.pages > 1 and len(launcher.rows) < 15
        seen: set = set()
        for page in range(launcher.pages):
            assert launcher.page[PLAYING] == page
            for row in launcher.rows:
                assert launcher.content.contains(row.rect)
                assert row.rect.contains(row.open.rect) and row.rect.contains(row.delete.rect)
            rects = [b.rect for b in launcher.group.buttons]
            assert all(screen.contains(r) for r in rects)
            assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
            seen |= {row.game.path for row in launcher.rows}
            if page < launcher.pages - 1:
                click_button(app, launcher.group, "Older")
            app.draw()
        assert seen == made, "every game is reachable"
        assert not button(launcher.group, "Older").enabled
        press(app, pygame.K_PAGEUP)
        assert launcher.page[PLAYING] == launcher.pages - 2
        app.dispatch(Intent("wheel", pos=launcher.content.center, dy=1))
        assert launcher.page[PLAYING] == launcher.pages - 3
        for _ in range(launcher.pages):
            press(app, pygame.K_PAGEUP)
        assert launcher.page[PLAYING] == 0
        tab_to(app, launcher, "older")
        press(app, pygame.K_RETURN)
        assert launcher.page[PLAYING] == 1
    finally:
        pygame.display.quit()


def test_a_manual_save_goes_on_in_a_new_game_file(app, listed_race):
    session = race_game(("Ann", "Ben"), 5)
    manual = saves_dir() / "before-the-end.json"
    session.save(manual)
    before = manual.read_bytes()
    launcher = open_launcher(app)
    click_button(app, launcher.group, "Load a save")
    picker = app.stack.top
    assert isinstance(picker, ChoiceDialog)
    click_button(app, picker.group, "before-the-end")
    scene = app.stack.scenes[0]
    assert isinstance(scene, GameScene)
    assert scene.session.autosave.parent == games_dir()
    assert scene.session.autosave != session.autosave
    assert manual.read_bytes() == before


def test_an_unreadable_game_file_is_reported_and_kept(app, listed_race):
    race_game(("Ann", "Ben"), 6)
    broken = games_dir() / "dice-race-broken.json"
    broken.write_text('{"format": "forgegames-save", "vers')
    launcher = open_launcher(app)
    assert launcher.lost == 1 and len(launcher.rows) == 1
    assert broken.exists()


def test_in_progress_says_which_seats_computer_players_play(app, listed_race):
    """Playtest 4: the list named the seats but not who plays them."""
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", "random"))
    session = Session.start(GameConfig("dice-race", seats, "standard"), 2, own_file=True)
    session.apply(session.legal_actions()[0])
    launcher = open_launcher(app)
    (row,) = launcher.rows
    assert row.game.computers == (None, "random")
    said = launcher.describe_game(row.game)[2]
    assert said.startswith("Ann, Ben (Computer — random moves) · "), said  # how strong (pt16)
