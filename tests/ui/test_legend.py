"""Every board has a legend, opened by the L key and by the top bar's Legend button; Esc,
L and Close shut it."""

from __future__ import annotations

import every_title
import pygame
import pytest
from uihelp import button, click, click_button, press, run_timers, settle

from forgegames.core.i18n import speaking, tr
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import icons, legend, theme
from forgegames.ui.boards import legends
from forgegames.ui.boards.kings_forge import pictures as kf_pictures
from forgegames.ui.boards.warparty.pictures import UNIT_KINDS
from forgegames.ui.game_scene import GameScene

CROSS_TITLE = True
CASES = every_title.games()
GAMES = [(title_id, variant) for title_id, variant, _seats, _options in CASES]


def start(app, game: str, variant: str) -> GameScene:
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))
    scene = GameScene(app, Session.start(GameConfig(game, seats, variant), 4))
    app.push(scene)
    run_timers(app, steps=20, dt=50)
    settle(app, scene)
    assert app.stack.top is scene
    return scene


@pytest.mark.parametrize("game, variant", GAMES)
def test_the_legend_opens_by_key_and_by_button_and_closes(app, game, variant):
    scene = start(app, game, variant)
    press(app, pygame.K_l)
    shown = app.stack.top
    assert isinstance(shown, legend.Legend)
    assert shown.title == f"Legend: {scene.title.info.name}"
    app.draw()
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene

    click_button(app, scene.top, "Legend")
    shown = app.stack.top
    assert isinstance(shown, legend.Legend)
    app.draw()
    press(app, pygame.K_l)
    assert app.stack.top is scene

    click_button(app, scene.top, "Legend")
    assert isinstance(app.stack.top, legend.Legend)
    click(app, button(app.stack.top.group, "Close").rect.center)
    assert app.stack.top is scene


@pytest.mark.parametrize("game, variant", GAMES)
def test_each_legend_names_the_seats_and_the_boards_own_marks(app, game, variant):
    start(app, game, variant)
    press(app, pygame.K_l)
    entries = app.stack.top.entries
    words = [e.words for e in entries]
    notes = {"warparty": (" (Humans and Dwarves)", " (Goblins and Undead)")}.get(game, ("", ""))
    assert f"Ann: blue circle{notes[0]}" in words and f"Ben: orange square{notes[1]}" in words
    own = [e for e in legends.entries(game) if e.kind != "heading"]
    assert len(own) >= 12
    assert any(e.kind == "state" and e.code == "focus" for e in entries)
    for entry in entries:
        assert entry.words == entry.words.strip() and entry.words[:1].isupper(), entry.words
        assert entry.kind != "state" or entry.code in theme.STATES
        assert theme.missing_glyphs(entry.words + entry.code, True) == ""


def test_the_solo_legend_lists_the_automated_colours_beside_the_player(app):
    """Issue 39: the solo game's two automated colours are in the mine, so the legend names
    them, in the colours and symbols the board draws them in."""
    config = GameConfig("forge-war", (SeatConfig("Ann", "blue"),), "solo")
    scene = GameScene(app, Session.start(config, 4))
    app.push(scene)
    run_timers(app, steps=20, dt=50)
    settle(app, scene)
    press(app, pygame.K_l)
    seats = [e for e in app.stack.top.entries if e.kind == "seat"]
    assert [e.words for e in seats] == [
        "Ann: blue circle",
        "Automaton A: orange square, moved by its priority",
        "Automaton B: green triangle, moved by its priority",
    ]
    assert [e.rgb for e in seats[1:]] == [scene.seat_colour(1).rgb, scene.seat_colour(2).rgb]


def test_the_legend_page_is_drawn_once_per_size(app, monkeypatch):
    start(app, "kings-forge", "standard")
    press(app, pygame.K_l)
    shown = app.stack.top
    app.draw()
    page = shown.page
    app.draw()
    assert shown.page is page


def drawn_icons(app, monkeypatch, game: str, variant: str) -> list[str]:
    """The names of the icons the legend of ``game`` draws on its page."""
    start(app, game, variant)
    names: list[str] = []
    real = icons.icon

    def record(name, size, colour=None):
        names.append(name)
        return real(name, size, colour)

    monkeypatch.setattr(icons, "icon", record)
    icons._rich.cache_clear()  # lines of icons drawn by an earlier test would not ask again
    press(app, pygame.K_l)
    for _ in range(app.stack.top.pages):  # every page of a legend that pages (issue 39)
        app.draw()
        press(app, pygame.K_PAGEDOWN)
    return names


def test_the_forge_war_legend_shows_each_resource_its_pieces_and_money_as_icons(app, monkeypatch):
    names = drawn_icons(app, monkeypatch, "forge-war", "simple")
    for resource in icons.RESOURCES:
        assert resource in names
    assert {"gold", "star", "sword", "axe", "spear", "mace"} <= set(names)
    assert any(n.startswith("overseer:") for n in names)
    assert any(n.startswith("worker:") for n in names)
    resources = [
        e for e in legends.entries("forge-war") if e.words.startswith(("Copper", "Diamond"))
    ]
    assert len(resources) == 2 and all(e.kind == "icon" for e in resources)


def test_the_kings_forge_legend_shows_every_die_unrolled_and_rolled(app, monkeypatch):
    names = set(drawn_icons(app, monkeypatch, "kings-forge", "standard"))
    for colour in kf_pictures.DIE_RGB:
        assert f"die:{colour}" in names and f"die:{colour}:3" in names


def test_the_warparty_legend_shows_every_unit_kind(app, monkeypatch):
    names = set(drawn_icons(app, monkeypatch, "warparty", "standard"))
    assert {f"unit:{kind}" for kind in UNIT_KINDS} <= names


@pytest.mark.parametrize("game, variant", GAMES)
def test_the_legend_explains_the_corner_marks_and_the_hand_over_rule(game, variant):
    """Issue 23: the marks of what changed and the one hand-over rule are in every title's
    legend, and the legend still holds all its entries at 1024x640."""
    from forgegames.ui.app import App

    app = App((1024, 640), bot_delay_ms=10**9)
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", "greedy"))
    scene = GameScene(app, Session.start(GameConfig(game, seats, variant), 4))
    app.push(scene)
    click_button(app, scene.top, "Legend")
    shown = app.stack.top
    assert isinstance(shown, legend.Legend)
    words = [e.words for e in shown.entries]
    assert "In a computer player's colour: their last move" in words
    assert "White: since your last turn, for a few seconds or until you click the board" in words
    assert any("waits for End turn" in w for w in words)
    assert any("the turn passes at once" in w for w in words)
    mark = next(e for e in shown.entries if e.words.startswith("In a computer"))
    picture = pygame.Surface((56, 22))
    picture.fill((0, 0, 0))
    mark.draw(picture, picture.get_rect())
    orange = scene.seat_colour(1).rgb
    seen = {picture.get_at((x, y))[:3] for x in range(56) for y in range(22)}
    assert orange in seen, "Ben's colour"
    s = app.scale
    for lang in ("en", "es"):  # every entry has room, in either language, on one of the pages
        with speaking(lang):
            entries = scene.menu.legend_entries()
            panel = legend.Legend(app, "Legend", entries)
            panel.resize(app.size)
        area = panel.area(app.size)
        ends = [*panel.starts[1:], len(entries)]
        for start, end in zip(panel.starts, ends, strict=True):  # (issue 39: a full one pages)
            placed = panel.flow(None, area, panel.columns, panel.size_px, s, start)
            assert placed >= end > start, (lang, start, placed, end)
    pygame.display.quit()


def test_kings_forge_legend_names_each_die_as_the_glossary_does():
    """'Un dado de gemas', 'Un dado mágico': the die's own words, never 'dado de gema'."""
    from forgegames.ui.boards.kings_forge.legend import kings_forge

    with speaking("es"):
        words = [entry.words for entry in kings_forge() if "que muestre 3" in entry.words]
    assert words == [
        "Un dado de metal que muestre 3 o más",
        "Un dado de madera que muestre 3 o más",
        "Un dado de gemas que muestre 3 o más",
        "Un dado mágico que muestre 3 o más",
    ]


def test_a_legend_longer_than_its_panel_pages_every_entry_at_1024x640_in_spanish(monkeypatch):
    """Issue 39: entries that do not fit in four columns go on pages ("1/2", Page Down,
    the wheel and the › button turn them); none is dropped."""
    from forgegames.ui.app import App

    app = App((1024, 640), bot_delay_ms=10**9)
    with speaking("es"):
        scene = start(app, "warparty", "standard")
        extra = [
            legend.Entry(f"Entrada de prueba número {n}, con algo de texto", code=str(n))
            for n in range(60)
        ]
        entries = scene.menu.legend_entries() + extra
        shown = legend.Legend(app, "Leyenda", entries)
        app.push(shown)
        drawn: list[str] = []
        real = legend.draw_entry
        monkeypatch.setattr(
            legend,
            "draw_entry",
            lambda page, entry, *rest: (drawn.append(entry.words), real(page, entry, *rest)),
        )
        labels: list[str] = []
        real_text = theme.text
        monkeypatch.setattr(
            theme,
            "text",
            lambda words, *a, **k: (labels.append(words), real_text(words, *a, **k))[1],
        )
        app.draw()
        pages = shown.pages
        assert pages >= 2
        assert f"1/{pages}" in labels
        assert "Esc o L cierra la leyenda; Av Pág y Re Pág pasan sus páginas." in labels
        press(app, pygame.K_PAGEDOWN)
        app.draw()
        assert f"2/{pages}" in labels
        for _ in range(pages - 2):  # the rest by the › button, clicked
            click(app, shown.group.buttons[2].rect.center)
            app.draw()
        assert f"{pages}/{pages}" in labels
        assert not shown.group.buttons[2].enabled  # the last page: › has nowhere to go
        assert sorted(drawn) == sorted(e.words for e in entries)  # each entry once, none lost
        press(app, pygame.K_PAGEUP)
        assert shown.at == pages - 2
    pygame.display.quit()


def test_the_warparty_legend_names_the_explored_dungeon_marker_and_keyboard_focus():
    from forgegames.ui.boards.warparty.legend import legend as warparty_legend

    for lang in ("en", "es"):
        with speaking(lang):
            words = [e.words for e in warparty_legend()]
            assert tr("A dungeon explored to its end: a green tick") in words
            assert tr("Keyboard focus: Enter or Space presses it") in words
