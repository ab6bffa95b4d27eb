"""Playtest 11 (shots 103, 104): Warparty kept 'Bruno: Bot Easy' but King's Forge put Bruno back
to Human, though both games had been started with a bot. Every title now remembers who played
each seat in its own last game started, whichever title was started after it; a title never
started starts from fresh seats (issue #39)."""

from __future__ import annotations

from uihelp import button, click, click_button

from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.launcher import NEW, Launcher


def new_page(app: App) -> Launcher:
    while app.stack.scenes:
        app.stack.scenes.pop()
    launcher = Launcher(app)
    app.push(launcher)
    launcher.show_tab(NEW)
    app.draw()
    return launcher


def bot_button(launcher: Launcher, seat: int):
    return launcher.group.buttons[launcher.keys.index(("bot", seat))]


def start_with_bot(app: App, title: str, label: str) -> None:
    launcher = new_page(app)
    click_button(app, launcher.group, title)
    for _ in range(8):
        if bot_button(launcher, 1).label == label:
            break
        click(app, bot_button(launcher, 1).rect.center)
        app.draw()
    assert bot_button(launcher, 1).label == label
    click_button(app, launcher.group, "Start game")
    assert isinstance(app.stack.scenes[0], GameScene)


def test_each_title_keeps_the_seat_kinds_of_its_own_last_game(app: App):
    start_with_bot(app, "King's Forge", "Computer — beginner")
    start_with_bot(app, "Warparty", "Computer — beginner")

    launcher = new_page(app)
    assert launcher.info.id == "warparty" and launcher.seats[1].bot == "easy"
    assert launcher.seats[0].bot is None
    click_button(app, launcher.group, "King's Forge")
    app.draw()
    assert launcher.seats[1].bot == "novice"  # was reset to Human: 'easy' is Warparty's
    assert launcher.seats[0].bot is None
    assert button(launcher.group, "Computer — beginner")
    click_button(app, launcher.group, "Warparty")
    app.draw()
    assert launcher.seats[1].bot == "easy"


def test_a_title_never_started_gets_fresh_seats_not_another_titles(app: App):
    """Issue #39: seats no longer pass from one title to another (a Warparty 'Bot: Greedy'
    used to appear in Forge War, whose seat counts and colours differ)."""
    start_with_bot(app, "Warparty", "Computer — normal")
    launcher = new_page(app)
    click_button(app, launcher.group, "Forge War")
    app.draw()
    assert launcher.seats[1].bot is None, "Forge War was never started: nobody set a bot"
