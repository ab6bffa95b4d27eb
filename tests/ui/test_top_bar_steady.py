"""Playtest 14, item 7: the game's name left the top bar when the status was long (King's
Forge and Warparty, in English and Spanish), and the bar looked different from screen to
screen. The bar now has one layout: the name and the status on the upper line, the seat and
whose turn on the lower one, the buttons on the right. A sweep of positions (every phase of
each title, a table of four, a move held for End turn; a computer player at the table, so
"Skip to my turn" is shown) in both languages, at 1280x720 and 1024x640, with and without
large print, draws the bar and reads what it drew."""

from __future__ import annotations

import every_title
import pygame
import pytest
from test_top_bar_lines import own_copy, phase_positions

from forgegames.core import i18n, registry
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import text_report, theme
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene

CROSS_TITLE = True
TITLES = every_title.title_ids()
"""Every registered title, from the registry (``tests/test_every_title_covered.py``)."""
CASES = [(title_id,) for title_id in TITLES]

pytestmark = pytest.mark.xdist_group("top-bar-phases")


def table_of_four(game: str) -> Session:
    seats = (
        SeatConfig("Alice", "blue"),
        SeatConfig("Bruno", "orange", "random"),
        SeatConfig("Carmen", "green", "random"),
        SeatConfig("Dmitri", "purple", "random"),
    )
    variant = registry.get(game).info.variants[0].id
    return Session.start(GameConfig(game, seats, variant), 5)


def bar_items(app: App, scene: GameScene) -> list[dict]:
    app.surface.fill((0, 0, 0))
    scene.invalidate()
    app.draw()
    items = text_report.report(app.surface)
    return [i for i in items if pygame.Rect(i["rect"]).bottom <= scene.bar.bottom]


def check_bar(scene: GameScene, items: list[dict], key) -> dict:
    """The bar's words are whole (or shortened with an ellipsis, whole on hover), clear of
    each other and of the buttons; return the places of its parts."""
    bar = scene.top_bar
    name = scene.title.info.name
    named = [i for i in items if i["text"] == name and not i["cut"]]
    assert len(named) == 1, (key, items)
    assert pygame.Rect(named[0]["rect"]).colliderect(bar.name_rect), (key, named)
    buttons = [b.rect for b in scene.top.buttons if b.rect.bottom <= scene.bar.bottom]
    words = [i for i in items if not any(r.contains(i["rect"]) for r in buttons)]
    for i, item in enumerate(words):
        rect = pygame.Rect(item["rect"])
        assert scene.bar.contains(rect), (key, item)
        assert rect.right <= bar.left, (key, item, bar.left)
        assert not any(rect.colliderect(r) for r in buttons), (key, item)
        for other in words[i + 1 :]:
            assert not rect.colliderect(other["rect"]), (key, item, other)
        if item["cut"]:  # shortened at a word, with an ellipsis, and whole on hover
            assert item["text"].endswith("…"), (key, item)
            assert item["text"] in (bar.status_cut, bar.active_cut), (key, item)
            whole = bar.hidden_note(rect.center)
            assert whole in (bar.bar_statuses()[0], bar._active_texts()[0]), (key, whole)
            forms = (*bar.bar_statuses(), *bar._active_texts())  # it shortens one of its forms
            start = item["text"][:-1].rstrip(" ·—-,:;(")
            assert any(form.startswith(start) for form in forms), (key, item, forms)
    for item in items:  # a button's caption whole within its button
        assert not item["cut"] or item in words, (key, item)
    return {
        "name": tuple(bar.name_rect),
        "status": (bar.status_rect.x, bar.status_rect.centery) if bar.status_rect else None,
        "seat": bar.seat_tag_rect.topleft if bar.seat_tag_rect else None,
        "buttons": tuple(tuple(r) for r in buttons),
    }


@pytest.mark.parametrize("game", TITLES)
@pytest.mark.parametrize(
    ("size", "large"),
    [((1280, 720), "off"), ((1024, 640), "off"), ((1280, 720), "larger"), ((1024, 640), "large")],
)
def test_the_bar_keeps_the_name_and_one_layout(game, size, large, request):
    theme.set_large_print(large)
    request.addfinalizer(lambda: theme.set_large_print("off"))
    request.addfinalizer(lambda: i18n.set_language("en"))
    request.addfinalizer(text_report.stop)
    request.addfinalizer(pygame.display.quit)
    text_report.start()
    app = App(size, bot_delay_ms=10**9)
    app.surface = text_report.recording_window(app.surface)
    positions = phase_positions(game) + [table_of_four(game)]
    shortened, drawn = [], 0
    for lang in ("en", "es"):
        i18n.set_language(lang)
        places: dict[str, set] = {"name": set(), "status": set(), "seat": set(), "buttons": set()}
        for session in positions:
            scene = GameScene(app, own_copy(session))
            app.push(scene)
            for held in (None, scene.session.active):  # and a person's move held for End turn
                if held is not None and held not in scene.humans:
                    continue
                scene.handover = held
                scene.rebuild_top()
                assert any(b.label == i18n.tr("Skip to my turn") for b in scene.top.buttons)
                key = (lang, scene.session.status_line(), held)
                found = check_bar(scene, bar_items(app, scene), key)
                drawn += 1
                for part, place in found.items():
                    if place is not None:
                        places[part].add(place)
                bar = scene.top_bar
                shortened += [t for t in (bar.status_cut, bar.active_cut) if t.endswith("…")]
            app.remove(scene)
        # the same places on every screen: the name, the status's start and line, the
        # seat's tag, the buttons
        assert all(len(found) == 1 for found in places.values()), (lang, places)
    assert drawn >= 8
    print(f"{game} {size} {large}: {drawn} bars drawn, shortened: {shortened}")


def test_a_status_too_long_is_shortened_at_a_word_and_shown_whole_on_hover(request):
    """With a status far too long for its line, the bar shows its first words and an
    ellipsis (the name keeps its place), and resting the mouse on it shows it whole."""
    request.addfinalizer(text_report.stop)
    request.addfinalizer(pygame.display.quit)
    text_report.start()
    app = App((1024, 640), bot_delay_ms=10**9)
    app.surface = text_report.recording_window(app.surface)
    session = phase_positions("kings-forge")[0]
    scene = GameScene(app, session)
    app.push(scene)
    words = "Round 1 · " + " ".join(["gather"] * 30) + " farewell"
    scene.top_bar.bar_statuses = lambda: (words,)
    items = bar_items(app, scene)
    status = next(i for i in items if i["text"].startswith("Round 1 ·"))
    assert status["cut"] and status["text"].endswith("gather…"), status
    assert any(i["text"] == "King's Forge" and not i["cut"] for i in items)
    before = [i["text"] for i in text_report.report(app.surface)]
    assert not any("farewell" in t for t in before)
    spot = scene.top_bar.status_rect.center
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(motion)
    app.pump()
    app.surface.fill((0, 0, 0))
    app.draw()
    after = " ".join(i["text"] for i in text_report.report(app.surface))
    assert "farewell" in after, "the tooltip shows the status whole"
    # elsewhere in the bar, no tooltip
    assert scene.top_bar.hidden_note((scene.top_bar.left - 2, 2)) == ""
