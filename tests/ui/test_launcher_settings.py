"""The launcher remembers the last game's settings, explains each computer player in a
tooltip, draws its static parts once, and says when a game was last played in plain words."""

from __future__ import annotations

import datetime

import pygame
from uihelp import button, click, click_button, post, press, type_text

from forgegames.core import i18n, registry
from forgegames.core.dates import moment_words, stored_day_words
from forgegames.core.preferences import get_preference, set_preference
from forgegames.core.title import Title
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.launcher import NEW, Launcher
from forgegames.ui.launcher_games import last_played
from forgegames.ui.launcher_new_game import PREFERENCE


def open_launcher(app: App) -> Launcher:
    launcher = Launcher(app)
    app.push(launcher)
    app.draw()
    return launcher


def by_key(launcher: Launcher, key):
    return launcher.group.buttons[launcher.keys.index(key)]


def hover(app: App, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_settings_of_the_last_game_come_back(app):
    launcher = open_launcher(app)
    click_button(app, launcher.group, "Forge War")
    click_button(app, launcher.group, "+")
    click_button(app, launcher.group, "Chiara")
    for _ in range(6):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Zoë")
    press(app, pygame.K_RETURN)
    click(app, by_key(launcher, ("colour", 0)).rect.center)
    click(app, by_key(launcher, ("bot", 1)).rect.center)
    click(app, by_key(launcher, ("bot", 1)).rect.center)
    assert launcher.seats[1].bot == "random"
    chosen = [(s.name, s.colour, s.bot) for s in launcher.seats[:3]]
    click_button(app, launcher.group, "Start game")
    assert isinstance(app.stack.scenes[0], GameScene)
    assert get_preference(PREFERENCE)["title"] == "forge-war"

    again = Launcher(app)
    app.push(again)
    again.show_tab(NEW)
    assert again.info.id == "forge-war" and again.players == 3
    assert [(s.name, s.colour, s.bot) for s in again.seats[:3]] == chosen
    assert chosen[2][0] == "Zoë" and chosen[0][1] != "blue"
    assert button(again.group, "Computer — random moves")


def test_remembered_variant_comes_back(app, listed_race):
    launcher = open_launcher(app)
    click_button(app, launcher.group, "Dice Race")
    click_button(app, launcher.group, "Standard")
    assert launcher.variant == 1
    click_button(app, launcher.group, "Start game")
    again = Launcher(app)
    assert again.info.id == "dice-race" and again.variant == 1


def test_remembered_values_no_longer_valid_are_ignored(app):
    seat = {"name": "Ann", "colour": "green", "bot": None}
    set_preference(
        PREFERENCE,
        {
            "title": "kings-forge",
            "players": 9,
            "variant": "no-such-variant",
            "seats": [
                {"name": "Ann", "colour": "green", "bot": "grandmaster"},
                {"name": "   ", "colour": "green", "bot": "novice"},
                {"name": 7, "colour": "mauve", "bot": 3},
                "not a seat",
            ],
        },
    )
    launcher = Launcher(app)
    assert launcher.info.id == "kings-forge" and launcher.players == 2 and launcher.variant == 0
    assert (launcher.seats[0].name, launcher.seats[0].bot) == ("Ann", None)
    assert (launcher.seats[1].name, launcher.seats[1].bot) == ("Bruno", "novice")
    assert launcher.seats[2].name == "Chiara"
    colours = [s.colour for s in launcher.seats]
    assert colours[0] == "green" and len(set(colours)) == 4, "no colour is taken twice"

    set_preference(PREFERENCE, {"title": "forge-war", "seats": [{**seat, "bot": "novice"}]})
    launcher = Launcher(app)
    assert launcher.info.id == "forge-war" and launcher.seats[0].bot is None, (
        "Forge War has no novice bot"
    )
    set_preference(PREFERENCE, {"title": "no-such-game"})
    assert Launcher(app).info.id == "kings-forge", "a title that cannot start is not chosen"
    set_preference(PREFERENCE, ["not", "a", "mapping"])
    assert Launcher(app).info.id == "kings-forge"


def test_each_computer_player_is_explained_in_a_tooltip(app):
    launcher = open_launcher(app)
    title = registry.get(launcher.info.id)
    click(app, by_key(launcher, ("bot", 1)).rect.center)  # Human -> greedy
    click(app, by_key(launcher, ("bot", 1)).rect.center)  # -> random
    press(app, pygame.K_TAB)  # the focus moves on, to a button without a tooltip
    hover(app, (5, app.size[1] - 5))
    app.draw()
    assert launcher.tooltip() is None and launcher.tip_rect is None

    bot = by_key(launcher, ("bot", 1))
    assert bot.label == "Computer — random moves"
    hover(app, bot.rect.center)
    app.draw()
    (head, body), anchor = launcher.tooltip()
    assert head == "Computer — random moves"  # the kind in words alone (playtest 22: no "(Random)")
    assert body.startswith(title.describe_bot("random"))
    assert anchor == bot.rect
    tip = launcher.tip_rect
    assert tip is not None and pygame.Rect((0, 0), app.size).contains(tip)
    assert app.surface.get_at((tip.x + 3, tip.centery))[:3] == (18, 19, 24), "drawn on screen"

    # Keyboard focus shows it too.
    hover(app, (5, app.size[1] - 5))
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert launcher.keys[launcher.group.focus] == ("bot", 1)
    press(app, pygame.K_RETURN)  # random -> novice
    app.draw()
    (head, body), _ = launcher.tooltip()
    assert head == "Computer — beginner" and body.startswith(title.describe_bot("novice"))
    assert "Click to change" in body
    assert launcher.tip_rect is not None

    hover(app, by_key(launcher, ("bot", 0)).rect.center)
    (head, body), _ = launcher.tooltip()
    assert "Alice" in head and "person" in head, "the hovered button's tooltip comes first"


def test_default_bot_descriptions_differ_and_name_unknown_kinds():
    title = registry.get("kings-forge")
    words = {kind: Title.describe_bot(title, kind) for kind in title.bots()}
    assert set(words) == {"random", "novice", "greedy", "mcts-easy", "mcts-normal", "mcts-hard"}
    assert len(set(words.values())) == 6 and all(len(w) > 30 for w in words.values())
    assert "usual opponent" in words["greedy"] and "weakest" in words["random"]
    assert "Mystery" in Title.describe_bot(title, "mystery")


def test_static_parts_are_drawn_once_and_hover_is_drawn_live(app):
    launcher = open_launcher(app)
    layer = launcher.layer
    assert layer is not None
    plus = button(launcher.group, "+")
    spot = (plus.rect.x + 4, plus.rect.centery)
    for pos in [(10, 10), plus.rect.center, (600, 400), spot]:
        hover(app, pos)
        app.draw()
        assert launcher.layer is layer, "moving the mouse does not redraw the static layer"
    assert app.surface.get_at(spot) != layer.get_at(spot), "the hovered button is lit live"
    click(app, plus.rect.center)
    app.draw()
    assert launcher.layer is not layer and launcher.players == 3, "a change redraws it"


def test_last_played_in_friendly_words():
    now = datetime.datetime(2025, 3, 10, 12, 0).timestamp()
    hour = 3600.0
    assert last_played(now - 20, now) == "just now"
    assert last_played(now - 90, now) == "a minute ago"
    assert last_played(now - 300, now) == "5 minutes ago"
    assert last_played(now - 3 * hour, now) == "3 hours ago"
    assert last_played(datetime.datetime(2025, 3, 9, 9, 0).timestamp(), now) == "yesterday"
    assert last_played(datetime.datetime(2025, 3, 7, 9, 0).timestamp(), now) == "3 days ago"
    assert last_played(datetime.datetime(2025, 2, 8, 9, 0).timestamp(), now) == "on 8 Feb 2025"


def test_a_date_is_in_the_programs_language_not_the_machines(monkeypatch):
    """The month's name follows the program's language (``strftime`` would follow the
    machine's locale): 'el 8 ago 2025' in Spanish; a high score's stored day likewise, and a
    day a hand-written table got wrong is shown as it is."""
    now = datetime.datetime(2025, 9, 10, 12, 0).timestamp()
    with i18n.speaking("es"):
        assert last_played(datetime.datetime(2025, 8, 8, 9, 0).timestamp(), now) == "el 8 ago 2025"
        assert stored_day_words("2026-01-31") == "31 ene 2026"
    assert stored_day_words("2026-12-05") == "5 Dec 2026"
    assert stored_day_words("last week") == "last week"
    with i18n.speaking("es"):
        assert moment_words(datetime.datetime(2025, 4, 3, 9, 5).timestamp()) == "3 abr 09:05"


def test_a_clicked_buttons_tooltip_goes_when_the_mouse_leaves(app):
    """Issue 39: a click focuses the button it presses; its tooltip went on showing after the
    mouse left (covering "Best scores"). The focus shows a tooltip only to the keys."""
    launcher = open_launcher(app)
    bot = by_key(launcher, ("bot", 1))
    click(app, bot.rect.center)  # Human -> random; the button now has the focus
    app.draw()
    assert launcher.tip_rect is not None, "under the mouse, the tooltip shows"
    shown = launcher.tip_rect.copy()
    hover(app, (5, app.size[1] - 5))
    app.draw()
    assert launcher.keys[launcher.group.focus] == ("bot", 1)
    assert launcher.tooltip() is None and launcher.tip_rect is None
    assert app.surface.get_at(shown.center) == launcher.layer.get_at(shown.center), "wiped"

    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    press(app, pygame.K_TAB)
    app.draw()
    assert launcher.keys[launcher.group.focus] == ("bot", 1)
    assert launcher.tip_rect is not None, "the keys still show the focused button's tooltip"
    hover(app, (6, app.size[1] - 6))
    app.draw()
    assert launcher.tip_rect is None
