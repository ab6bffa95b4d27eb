"""The launcher offers Warparty's easy general on each seat's button, after the usual one, with a
tooltip saying how strong it is; a new game's seats stay people until a player picks a bot
(as for every title)."""

from __future__ import annotations

import pygame
from uihelp import click, post

from forgegames.core import registry
from forgegames.ui.app import App
from forgegames.ui.launcher import Launcher


def test_a_seat_cycles_human_greedy_random_easy_and_explains_easy(app: App):
    launcher = Launcher(app)
    app.push(launcher)
    launcher.select(next(i for i, t in enumerate(launcher.titles) if t.id == "warparty"))
    app.draw()
    assert [s.bot for s in launcher.seats[: launcher.players]] == [None] * launcher.players

    def bot_button():
        return launcher.group.buttons[launcher.keys.index(("bot", 1))]

    labels = []
    for _ in range(7):
        click(app, bot_button().rect.center)
        app.draw()
        labels.append(bot_button().label)
    assert labels[:3] == ["Computer — normal", "Computer — random moves", "Computer — beginner"]
    assert labels[3:] == [
        "Computer — normal, plans",
        "Computer — strong",
        "Computer — strongest",
        "Human",
    ]

    for _ in range(3):  # Human -> normal -> random moves -> beginner
        click(app, bot_button().rect.center)
    assert launcher.seats[1].bot == "easy"
    post(app, pygame.MOUSEMOTION, pos=bot_button().rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.draw()
    (head, body), anchor = launcher.tooltip()
    assert head == "Computer — beginner" and anchor == bot_button().rect
    change = "Click to change (a right-click or Shift-click goes back)."
    assert body == f"{registry.get('warparty').describe_bot('easy')} {change}"
    assert "half of its income" in body and "normal general beats it" in body
    assert launcher.config().seats[1].bot == "easy"


def test_the_variant_button_says_quick_play_is_the_short_game_for_new_players(app: App):
    """Playtest 5, item 2: a newcomer waited long for a first fight; the variant button's
    tooltip says what each variant is, and Quick play that the manual suggests it for new
    players (Standard points to it)."""
    launcher = Launcher(app)
    app.push(launcher)
    launcher.select(next(i for i, t in enumerate(launcher.titles) if t.id == "warparty"))
    app.draw()

    def tip_of_variant() -> tuple[str, str]:
        button = launcher.group.buttons[launcher.keys.index("variant")]
        post(app, pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        app.draw()
        (head, body), anchor = launcher.tooltip()
        assert anchor == button.rect and head == button.label
        return head, body

    seen = {}
    for _ in range(len(registry.get("warparty").info.variants)):
        head, body = tip_of_variant()
        seen[head] = body
        click(app, launcher.group.buttons[launcher.keys.index("variant")].rect.center)
    assert set(seen) == {"Standard", "Short game", "Quick play", "Quick play, short"}
    assert "Best for a first game" in seen["Quick play"]
    assert "Quick play starts faster" in seen["Standard"]


def test_warparty_opens_on_quick_play_and_each_variant_says_how_it_differs(app: App):
    """Playtest 12 (shots 53, 54, 56): Standard was the default although its own tooltip and
    the README point a first game to Quick play, and "Short game" read "the standard war over
    12 turns". Picking Warparty now offers Quick play (its id unchanged); each variant's
    tooltip names its length, its start and whether secret quests are in play, and no two
    say the same."""
    launcher = Launcher(app)
    app.push(launcher)
    launcher.select(next(i for i, t in enumerate(launcher.titles) if t.id == "warparty"))
    app.draw()
    button = launcher.group.buttons[launcher.keys.index("variant")]
    assert button.label == "Quick play" and launcher.variant_id == "quick-play"
    assert launcher.config().variant == "quick-play"
    info = registry.get("warparty").info
    assert info.default_variant == "standard"  # the command line and the tests keep theirs
    turns = {"standard": "14", "short": "12", "quick-play": "11", "quick-play-short": "9"}
    for variant in info.variants:
        words = variant.description
        assert f"{turns[variant.id]} turns" in words, variant.id
        assert "quest" in words, variant.id  # what is in play
        assert ("capital alone" in words) != variant.id.startswith("quick-play"), variant.id
    assert len({v.description for v in info.variants}) == len(info.variants)
    kings_forge = next(i for i, t in enumerate(launcher.titles) if t.id == "kings-forge")
    launcher.select(kings_forge)  # a title without a first-game variant keeps its first
    assert launcher.variant == 0


def test_the_readme_tells_quick_play_s_start_and_quests_truly():
    """Playtest 12, item 5: the README said each army keeps two of three quests at the start,
    yet quick play dealt none. It now says the launcher opens on Quick play, how its set-up
    goes, and (since content version 7) that every variant deals quests, quick play's before
    its set-up; the engine does exactly that."""
    from pathlib import Path

    from forgegames.core.session import Session
    from forgegames.core.title import GameConfig, SeatConfig
    from forgegames.games.warparty.actions import Order

    root = Path(__file__).parents[2]
    readme = " ".join((root / "README.md").read_text("utf-8").split())
    assert "Warparty's launcher starts on **Quick play**" in readme
    guide = " ".join((root / "docs" / "guide.md").read_text("utf-8").split())  # the set-up
    assert "at the top of the buy list" in guide and "**Set-up done**" in guide
    assert "Every variant deals secret quests" in guide
    assert registry.get("warparty").info.first_game == "quick-play"
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))
    phases = {}
    for variant in ("quick-play", "standard"):
        session = Session(registry.get("warparty"), GameConfig("warparty", seats, variant), 3)
        session.resolve_chance()
        session.apply(Order("first"))
        phases[variant] = session.state.phase
    assert phases == {"quick-play": "quests", "standard": "quests"}
