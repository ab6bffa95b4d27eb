"""Playtest 8 on Warparty's map: a stream stop's cost tag sat inside the next territory and a
click on it was refused; a territory under attack showed one army's counter and the other as
a dot."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_warparty_board import _scene
from test_warparty_counters import crowded
from test_warparty_preview import hover, tooltips
from uihelp import click, greedy_session, open_game, press, run_timers

from forgegames.core.i18n import speaking, tr
from forgegames.core.title import SeatConfig
from forgegames.games.warparty import board_info
from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.board_info import side_of
from forgegames.ui import legend as legend_scene
from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.map_palette import GLOW

SIZES = [(1024, 640), (1280, 720)]
STREAM = "kingsbrook|marshend"
SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))


@pytest.fixture(params=SIZES, ids=["1024", "1280"])
def sized_app(request):
    application = App(request.param, bot_delay_ms=0)
    yield application
    pygame.display.quit()


def _picked_at_kingsbrook(app):
    """A Human soldier at Kingsbrook, picked by a click: its stops light up with their costs."""
    scene = _scene(app, others=(("humans", "soldier", "kingsbrook"),))
    board, state = scene.board, scene.session.state
    app.draw()
    click(app, board.canvas.stack_rects(state)[("kingsbrook", "humans")].center)
    app.draw()
    return scene, board, state


def test_a_stream_s_cost_tag_sits_on_the_stream_line(sized_app) -> None:
    scene, board, state = _picked_at_kingsbrook(sized_app)
    canvas = board.canvas
    (uid,) = board.chosen
    assert STREAM in board_info.destinations(state, board.world, (uid,))  # the engine says so
    tags = canvas.cost_tags(state, board.highlights(state))
    _badge, spot = tags[STREAM]
    assert canvas.stream_at(spot.center, [STREAM]) == STREAM  # on the drawn water
    counters = list(canvas.stack_rects(state).values())
    assert spot.collidelist(counters) < 0
    # the glow ring round it is drawn on the screen
    screen = pygame.display.get_surface()
    ring = [screen.get_at((x, spot.top - 2)) for x in range(spot.left + 4, spot.right - 4)]
    assert all(tuple(p)[:3] == GLOW[:3] for p in ring), ring[:3]


@pytest.mark.parametrize("corner", ["topleft", "bottomright", "topright", "bottomleft"])
def test_a_click_on_a_stream_s_cost_tag_stops_the_move_on_the_stream(app, corner) -> None:
    scene, board, state = _picked_at_kingsbrook(app)
    (uid,) = board.chosen
    _badge, spot = board.canvas.cost_tags(state, board.highlights(state))[STREAM]
    x, y = getattr(spot.inflate(-4, -4), corner)
    click(app, (x, y))
    assert scene.session.history[-1].action == Move((uid,), STREAM)
    assert scene.session.state.unit(uid).place == STREAM


def test_a_click_on_a_territory_s_cost_tag_moves_there(app) -> None:
    scene, board, state = _picked_at_kingsbrook(app)
    (uid,) = board.chosen
    tags = board.canvas.cost_tags(state, board.highlights(state))
    place = next(p for p in tags if "|" not in p)
    click(app, tags[place][1].center)
    assert scene.session.history[-1].action == Move((uid,), place)


def test_where_both_teams_stand_each_side_s_army_shows_with_its_count(sized_app) -> None:
    scene = _scene(sized_app)
    canvas = scene.board.canvas
    full = crowded(scene.session.state, canvas)  # every army in every territory
    # three armies everywhere: the Humans and their allies, and the Goblins against them
    units = tuple(u for u in full.units if u.army != "undead")
    state = dataclasses.replace(full, units=units)
    placed = canvas._placed(state)
    counts = {(s.place, s.army): s.count for s, _ in placed}
    shown: set[tuple[str, str]] = set()
    for stack, _face in placed:
        key = (stack.place, stack.army)
        if key not in canvas._hidden:
            shown.add(key)  # its own counter or chip, with its count
            for foe, count, _down, _lead in canvas._foes.get(key, ()):
                assert side_of(foe) != side_of(stack.army)
                assert count == counts[(stack.place, foe)]
                shown.add((stack.place, foe))
    for place in canvas.ids:
        teams = {side_of(a) for p, a in counts if p == place}
        assert len(teams) == 2
        for team in teams:
            assert any(side_of(a) == team for p, a in shown if p == place), (place, team)
    hidden_enemies = [
        (p, a)
        for (p, a) in canvas._hidden
        if (p, a) not in shown
        and any(side_of(a) != side_of(b) for (q, b) in shown if q == p)
        and not any(side_of(a) == side_of(b) for (q, b) in shown if q == p)
    ]
    assert not hidden_enemies


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_legend_shows_every_mark_of_the_map_whole(sized_app, lang, monkeypatch) -> None:
    """The chips, the ally's dot, both teams' joined chips and a stream's ringed tag are in
    the legend, and every entry is drawn on one of its pages (none falls off its last column)."""
    drawn: list[str] = []
    real = legend_scene.draw_entry

    def record(page, entry, *rest) -> None:
        drawn.append(entry.words)
        real(page, entry, *rest)

    monkeypatch.setattr(legend_scene, "draw_entry", record)
    with speaking(lang):
        scene = _scene(sized_app)
        sized_app.draw()
        press(sized_app, pygame.K_l)
        shown = sized_app.stack.top
        assert isinstance(shown, legend_scene.Legend)
        sized_app.draw()
        for _ in range(shown.pages - 1):  # a long legend goes on pages: turn each one
            press(sized_app, pygame.K_PAGEDOWN)
            sized_app.draw()
        words = [e.words for e in shown.entries]
        marks = [
            tr(
                "A chip: armies sharing a territory, or one whose counter has no room there at"
                " this zoom (zoom in to see it; point at it for more)"
            ),
            tr("A line to a dot: the chip stands in that territory, too small to hold it"),
            tr("Chips joined: both teams stand there, a fight is in it"),
            tr("A place your picked stack may reach and its cost in moves (ringed: on a stream)"),
        ]
    assert scene.board is not None
    for mark in marks:
        assert mark in words
    assert drawn == words


@pytest.mark.parametrize("lang", ["en", "es"])
def test_with_names_on_every_territory_has_its_name_on_itself(sized_app, lang) -> None:
    """A game some turns in: N labels every territory, each label's middle inside its own
    territory, no label over another, none under the smallest text size; a name too long for
    its territory is split or shortened, never left out."""
    with speaking(lang):
        scene = open_game(sized_app, greedy_session("warparty", SEATS, 3, 150))
        board = scene.board
        sized_app.draw()
        press(sized_app, pygame.K_n)
        sized_app.draw()
        placed = board.placed_names()
        targets = board.canvas.place_targets()
        names = board.territory_names()
        labels = {}
        for pill, lines, _named in placed:
            (territory,) = [t for t, target in targets.items() if target.holds(pill.center)]
            labels[territory] = (pill, lines)
        assert sorted(labels) == sorted(board.canvas.ids)  # every territory, once
        pills = [pill for pill, _ in labels.values()]
        for i, pill in enumerate(pills):
            assert pill.collidelist(pills[i + 1 :]) < 0, pill
        least = theme.font(theme.min_text_size()).get_height()
        assert all(line.get_height() >= least for _, lines in labels.values() for line in lines)
        assert board.map_area().collidelist(pills) >= 0
        whole = sum(len(lines) == 1 for _, lines in labels.values())
        assert whole > len(labels) // 3, whole  # most names stand whole on one line
        assert len(names) == len(labels)


def test_a_stack_s_tooltip_names_its_territory(app, monkeypatch) -> None:
    scene = _scene(app, others=(("humans", "soldier", "kingsbrook"),))
    board, state = scene.board, scene.session.state
    app.draw()
    hover(app, board.canvas.stack_rects(state)[("kingsbrook", "humans")].center)
    run_timers(app, 10, 50)
    words = tooltips(app, monkeypatch)
    assert any("Humans in Kingsbrook" in w for w in words), words
    with speaking("es"):
        said = scene.board.describe_stack(state, ("kingsbrook", "humans"))
    assert said.startswith("Humanos en el Arroyo del Rey"), said


def test_a_stack_on_a_stream_says_which_stream(app) -> None:
    scene, board, state = _picked_at_kingsbrook(app)
    (uid,) = board.chosen
    click(app, board.canvas.cost_tags(state, board.highlights(state))[STREAM][1].center)
    words = board.describe_stack(scene.session.state, (STREAM, "humans"))
    assert words.startswith("Humans on the stream between Kingsbrook and Marshend"), words
