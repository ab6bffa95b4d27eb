"""Issue #39: names, colours and who plays each seat, set in the launcher for one title, used
to show up in another (whose seat count and colours differ). Each title now keeps its own
seats, while the launcher is open and in the settings remembered when a game starts. Driven
by the launcher's real events: clicks on the title list, the name field, the colour and
Human/Bot buttons, and typed text."""

from __future__ import annotations

import pygame
from uihelp import click, click_button, press, type_text

from forgegames.core.preferences import get_preference, set_preference
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.launcher import NEW, Launcher
from forgegames.ui.launcher_new_game import PREFERENCE, SEATS_BY_TITLE


def new_page(app: App) -> Launcher:
    while app.stack.scenes:
        app.stack.scenes.pop()
    launcher = Launcher(app)
    app.push(launcher)
    launcher.show_tab(NEW)
    app.draw()
    return launcher


def by_key(launcher: Launcher, key):
    return launcher.group.buttons[launcher.keys.index(key)]


def rename(app: App, launcher: Launcher, seat: int, name: str) -> None:
    click(app, by_key(launcher, ("name", seat)).rect.center)
    for _ in range(20):
        press(app, pygame.K_BACKSPACE)
    type_text(app, name)
    press(app, pygame.K_RETURN)
    app.draw()


def seats(launcher: Launcher) -> list[tuple[str, str, str | None]]:
    return [(s.name, s.colour, s.bot) for s in launcher.seats[: launcher.players]]


def test_each_title_keeps_its_own_seats_while_the_launcher_is_open(app: App):
    launcher = new_page(app)
    click_button(app, launcher.group, "Forge War")
    fresh = seats(launcher)
    click_button(app, launcher.group, "King's Forge")
    rename(app, launcher, 0, "Zoë")
    click(app, by_key(launcher, ("colour", 0)).rect.center)
    click(app, by_key(launcher, ("bot", 1)).rect.center)
    app.draw()
    kings = seats(launcher)
    assert kings[0][0] == "Zoë" and kings[0][1] != fresh[0][1] and kings[1][2] is not None

    click_button(app, launcher.group, "Forge War")
    app.draw()
    assert seats(launcher) == fresh, "nothing set for King's Forge shows in Forge War"
    rename(app, launcher, 1, "Max")
    forge = seats(launcher)

    click_button(app, launcher.group, "King's Forge")
    app.draw()
    assert seats(launcher) == kings, "King's Forge's seats come back as they were set"
    click_button(app, launcher.group, "Forge War")
    app.draw()
    assert seats(launcher) == forge and forge[1][0] == "Max"


def test_the_seats_of_each_title_are_remembered_when_a_game_starts(app: App):
    launcher = new_page(app)
    click_button(app, launcher.group, "Warparty")
    rename(app, launcher, 0, "Iris")
    warparty = seats(launcher)
    click_button(app, launcher.group, "King's Forge")
    rename(app, launcher, 1, "Olaf")
    click(app, by_key(launcher, ("bot", 1)).rect.center)
    app.draw()
    kings = seats(launcher)
    click_button(app, launcher.group, "Start game")
    assert isinstance(app.stack.scenes[0], GameScene)
    saved = get_preference(PREFERENCE, {})[SEATS_BY_TITLE]
    assert set(saved) >= {"kings-forge", "warparty"}

    again = new_page(app)
    assert again.info.id == "kings-forge" and seats(again) == kings
    click_button(app, again.group, "Warparty")
    app.draw()
    assert seats(again)[0] == warparty[0] and seats(again)[0][0] == "Iris"
    click_button(app, again.group, "Forge War")
    app.draw()
    assert "Iris" not in {s[0] for s in seats(again)} and "Olaf" not in {s[0] for s in seats(again)}


def test_settings_remembered_by_an_older_version_still_come_back(app: App):
    """Before each title kept its seats, one list was remembered with the last title, and who
    played each seat by title: both are read for the titles they belong to."""
    seat = {"name": "Ann", "colour": "green", "bot": None}
    set_preference(
        PREFERENCE,
        {
            "title": "kings-forge",
            "seats": [seat, {"name": "Ben", "colour": "blue", "bot": "novice"}],
            "bots_by_title": {"warparty": [None, "easy"], "kings-forge": [None, "novice"]},
        },
    )
    launcher = new_page(app)
    assert seats(launcher)[:2] == [("Ann", "green", None), ("Ben", "blue", "novice")]
    click_button(app, launcher.group, "Warparty")
    app.draw()
    assert launcher.seats[1].bot == "easy" and launcher.seats[0].name != "Ann"
