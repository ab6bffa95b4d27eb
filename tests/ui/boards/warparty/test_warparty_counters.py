"""Warparty's counters never cover each other or the printed marks: at 1024x640, 1280x720 and
1920x1080, in a crowded position (every army in every territory, a stack on a stream, cities
and capitals) and in a real one (four people's bots up to their first battle), the drawn boxes
of counters, chips, count tags, coins, dungeons, cities and capital crowns overlap by at most
2 pixels and lie inside the map; each counter is drawn where it is reported; and a click at
its centre picks that stack."""

from __future__ import annotations

import dataclasses
import functools
import random
from itertools import combinations

import pygame
import pytest
from test_warparty_board import _scene
from uihelp import click, lifted

from forgegames.cli import make_config
from forgegames.core import registry
from forgegames.core.i18n import tr
from forgegames.core.session import Session, status_line
from forgegames.games.warparty.state import City, Unit, WPState
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.map_canvas import MapCanvas
from forgegames.ui.boards.warparty.tmxmap import read_board
from forgegames.ui.game_scene import GameScene

SIZES = ((1024, 640), (1280, 720), (1920, 1080))
ARMIES = ("humans", "dwarves", "goblins", "undead")
KINDS = {
    "humans": ("soldier", "knight"),
    "dwarves": ("warrior", "berserker"),
    "goblins": ("warrior", "wolf-rider"),
    "undead": ("skeleton", "vampire"),
}
TOLERANCE = 2
"""How far (pixels) two drawn boxes may overlap (antialiased rims and shadows touch)."""


@functools.cache
def first_battle() -> tuple:
    """The config and the state four people's bots (seed 15) reach at their first battle,
    as ``main.py screenshot --game warparty --players 4 --seed 15 --until-phase battle``
    plays them."""
    title = registry.get("warparty")
    config = make_config(title, 4, None, {})
    session = Session(title, config, 15)
    session.resolve_chance()
    bot = title.bots()["greedy"](0)
    rng = random.Random(15)
    for _ in range(3000):
        if "battle" in status_line(title, session.state).lower():
            break
        view = title.view(session.state, session.active)
        session.apply(bot.choose(view, session.legal_actions(), rng))
    assert "battle" in status_line(title, session.state).lower()
    return config, session.state


def crowded(state: WPState, canvas: MapCanvas) -> WPState:
    """``state`` with a stack of every army (two kinds, one unit face down) in every
    territory and one on a stream; a city in every capital and in every fifth territory
    (some being built, one captured)."""
    units = []
    for t in canvas.ids:
        for army in ARMIES:
            for i, kind in enumerate(KINDS[army] * 2):
                uid = len(units) + 1
                units.append(Unit(uid, army, kind, t, start=t, tired=3 if i == 3 else 0))
    a, _, b = next(iter(canvas.streams)).partition("|")
    units.append(Unit(len(units) + 1, "humans", "knight", a, across=b, start=a))
    cities = {}
    for i, t in enumerate(canvas.ids):
        capital = canvas.board.by_id[t].capital
        if capital:
            cities[t] = City(capital, capital=True)
        elif i % 5 == 0:
            captor = "undead" if i == 15 else ""
            cities[t] = City(ARMIES[i % 4], built=i % 10 != 0, captor=captor)
    return dataclasses.replace(
        state, units=tuple(units), next_uid=len(units) + 1, cities=tuple(sorted(cities.items()))
    )


def drawn_boxes(canvas: MapCanvas, state: WPState) -> list[tuple[str, pygame.Rect]]:
    """Every mark's, counter's, chip's and tag's drawn box on screen, named."""
    out = []
    for place, marks in canvas.mark_boxes(state.cities).items():
        out += [
            (f"{kind} of {place}", box.move(canvas.ox, canvas.oy)) for kind, box in marks.items()
        ]
    for stack, face in drawn_stacks(canvas, state):
        name = f"{stack.army} in {stack.place}"
        if (stack.place, stack.army) in canvas._chips:
            out.append((f"chip of {name}", face))
            continue
        out.append((f"counter of {name}", canvas._counter_box(stack, face)))
        if canvas._tag(stack).get_width() > 1:
            out.append((f"tag of {name}", canvas._tag_rect(stack, face)))
    return out


def drawn_stacks(canvas: MapCanvas, state: WPState) -> list:
    """The stacks drawn (not those hidden behind a crowd's chip) and their faces."""
    placed = canvas._placed(state)
    return [(s, face) for s, face in placed if (s.place, s.army) not in canvas._hidden]


def overlaps(boxes: list[tuple[str, pygame.Rect]]) -> list[str]:
    """The pairs of boxes that overlap by more than ``TOLERANCE`` both ways."""
    bad = []
    for (a, ra), (b, rb) in combinations(boxes, 2):
        common = ra.clip(rb)
        if common.w > TOLERANCE and common.h > TOLERANCE:
            bad.append(f"{a} {tuple(ra)} and {b} {tuple(rb)}")
    return bad


def map_frame(canvas: MapCanvas) -> pygame.Rect:
    """The map's picture on screen."""
    w, h = canvas.tmx.width * canvas.scale, canvas.tmx.height * canvas.scale
    return pygame.Rect(canvas.ox, canvas.oy, round(w), round(h)).inflate(2, 2)


@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def scene(request):
    """The game at its first battle, in a window of each size, its battle panel closed so
    the map shows whole."""
    application = App(request.param, bot_delay_ms=0)
    config, state = first_battle()
    session = Session(registry.get("warparty"), config, 15)
    session.state = dataclasses.replace(state, battle=None)
    game = GameScene(application, session)
    application.push(game)
    assert application.stack.top is not game, "two people: the curtain covers the board"
    lifted(application, game)
    application.draw()
    yield game
    pygame.display.quit()


def _changed(a: pygame.Surface, b: pygame.Surface, area: pygame.Rect) -> float:
    """The share of the pixels in ``area`` that differ between two pictures."""
    points = [(x, y) for x in range(area.left, area.right) for y in range(area.top, area.bottom)]
    return sum(a.get_at(p) != b.get_at(p) for p in points) / len(points)


def _check(canvas: MapCanvas, state: WPState) -> list[tuple[str, pygame.Rect]]:
    surface = pygame.Surface(pygame.display.get_surface().get_size())
    canvas.draw(surface, state)
    boxes = drawn_boxes(canvas, state)
    assert not overlaps(boxes)
    frame = map_frame(canvas)
    outside = [name for name, box in boxes if not frame.contains(box)]
    assert not outside
    bare = surface.copy()
    canvas.draw(bare, dataclasses.replace(state, units=()))
    for stack, face in drawn_stacks(canvas, state):  # drawn where reported, picked there
        assert _changed(surface, bare, face) > 0.5, stack
        assert canvas.stack_at(face.center) == (stack.place, stack.army)
    return boxes


def test_a_crowded_map_keeps_every_picture_apart(scene) -> None:
    canvas = scene.board.canvas
    state = crowded(scene.session.state, canvas)
    boxes = _check(canvas, state)
    assert sum(name.startswith("coin") for name, _ in boxes) == sum(
        t.value > 1 for t in canvas.board.territories
    )
    # every stack is drawn, or hidden behind its place's crowd chip, which names its army
    placed = canvas._placed(state)
    assert len(placed) == 4 * len(canvas.ids) + 1
    drawn = {(s.place, s.army) for s, _ in drawn_stacks(canvas, state)}
    crowds = {place: others for (place, _), others in canvas._crowds.items()}
    for stack, _ in placed:
        if (stack.place, stack.army) not in drawn:
            assert stack.army in crowds[stack.place], stack


WHOLE = {(1024, 640): 0.3, (1280, 720): 0.4, (1920, 1080): 0.5}
"""The least share of the first battle's stacks drawn as whole counters (not chips) at each
size: a small window has room for fewer. (Since the computer moves a group in one move its
armies march in bigger stacks, and a stack of seven needs room for its count tag too. At
1024x640 the side panel folds by itself outside buying, so the map gets its room: 8 of 19
whole, where beside the panel 1 was; the share asked there is past the 0.15 it once was.)"""


def test_the_first_battle_keeps_every_picture_apart_and_counters_whole(scene) -> None:
    canvas = scene.board.canvas
    state = scene.session.state
    _check(canvas, state)
    placed = canvas._placed(state)
    whole = len(placed) - len(canvas._chips)
    size = pygame.display.get_surface().get_size()
    assert whole >= WHOLE[size] * len(placed), (whole, len(placed))


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_a_click_on_each_counter_picks_that_stack(size) -> None:
    """Humans (to move) in every territory, Goblins beside them in every other one: a click
    at the centre of each Human counter or chip picks that stack."""
    application = App(size, bot_delay_ms=0)
    ids = list(read_board().territories)
    others = tuple(("humans", "soldier", t) for t in ids)
    others += tuple(("goblins", "warrior", t) for t in ids[::2] for _ in range(3))
    game = _scene(application, count=0, others=others)
    board = game.board
    state = game.session.state
    own = [(s, face) for s, face in drawn_stacks(board.canvas, state) if s.army == "humans"]
    assert len(own) >= len(ids)
    for stack, face in own:
        click(application, face.center)
        assert board.selected == (stack.place, stack.army)
        board.selected, board.chosen = None, ()
    pygame.display.quit()


def test_a_city_founded_under_a_stack_moves_the_stack_aside(scene) -> None:
    """The same units, a city more in every place with a stack: the counters make room (the
    layout is not kept because the units did not change)."""
    canvas = scene.board.canvas
    state = scene.session.state
    _check(canvas, state)
    cities = dict(state.cities)
    for stack, _ in canvas._placed(state):
        if stack.place in canvas.polygons and stack.place not in cities:
            cities[stack.place] = City(stack.army, built=False)
    founded = dataclasses.replace(state, cities=tuple(sorted(cities.items())))
    assert founded.units is state.units and len(cities) > len(state.cities)
    _check(canvas, founded)


@pytest.mark.parametrize("fold", (False, True), ids=("panel", "folded"))
def test_the_map_s_tabs_cover_no_counter_mark_or_name(scene, fold) -> None:
    """The fold tab and the names' toggle have a strip of their own beside the map (issue 39:
    they stood over the map's top right corner): with every name shown, no counter, chip,
    tag, coin, city, capital or name label is under them, folded or not."""
    board = scene.board
    if board.folded != fold:
        board.toggle_fold()
    board.toggle_names()
    assert board.folded == fold and board.names_all
    scene.app.draw()
    canvas, state = board.canvas, scene.session.state
    boxes = drawn_boxes(canvas, state) + [("a name", box) for box, _, _ in board.placed_names()]
    assert len(boxes) > 40
    tabs = board.fold_tab.buttons
    assert [b.label for b in tabs] == [tr("Show panel" if fold else "Hide panel"), tr("Hide names")]
    for tab in tabs:
        assert board.map_rect.contains(tab.rect) and board.tab_strip.contains(tab.rect)
        assert not tab.rect.colliderect(canvas.rect), tab.label
        assert not [name for name, box in boxes if box.colliderect(tab.rect)], tab.label


def test_the_box_report_sees_the_map_s_pieces_and_the_battle_s_parts(scene, monkeypatch) -> None:
    """The text report's boxes reach the map's counters, marks, names and tabs, and the
    battle panel's parts (issue 39): none is a problem here; a tab over a counter, or info
    lines past their box, is."""
    from forgegames.ui import text_report
    from forgegames.ui.boards.warparty.battle_panel import BattlePanel

    board, window = scene.board, pygame.display.get_surface().get_rect()
    boxes = scene.boxes()
    stacks = drawn_stacks(board.canvas, scene.session.state)
    assert sum(
        " of " in n and n.startswith(("board/map/counter", "board/map/chip")) for n in boxes
    ) == len(stacks)
    assert {f"board/map/tab: {b.label}" for b in board.fold_tab.buttons} <= set(boxes)
    assert any(n.startswith("board/map/coin of") for n in boxes)
    assert not text_report.box_problems(window, boxes)
    tab = board.fold_tab.buttons[0]
    tab.rect.center = stacks[0][1].center
    found = [p.text for p in text_report.box_problems(window, scene.boxes())]
    assert any(
        f"tab: {tab.label} overlaps" in t or f"overlaps board/map/tab: {tab.label}" in t
        for t in found
    )
    # the battle: its panel's parts, not the map under it
    scene.session.state = first_battle()[1]
    board.refresh()
    scene.invalidate()
    scene.app.draw()
    boxes = scene.boxes()
    assert not any(n.startswith(("board/map", "board/panel")) for n in boxes)
    cards = [n for n in boxes if n.startswith("board/battle/side:")]
    assert len(cards) == 2 + len(board.battle_panel.cards_drawn()) > 2
    assert {"board/battle/header/odds", "board/battle/info/lines", "board/battle/dice"} <= set(
        boxes
    )
    assert not text_report.box_problems(window, boxes)
    known = BattlePanel._known_lines
    monkeypatch.setattr(
        BattlePanel, "_known_lines", lambda *a: list(known(*a)) + [("text", "more words")] * 20
    )
    scene.invalidate()
    scene.app.draw()
    found = [p.text for p in text_report.box_problems(window, scene.boxes())]
    assert "board/battle/info/lines leaves board/battle/info" in found
