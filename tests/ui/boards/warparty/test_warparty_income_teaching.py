"""Playtest 7, item 2: by turn 4 the easy general had income 30 against a newcomer's 9, and
nothing said that claiming territory with single units is what raises it. The movement
prompt names the richest land in reach and its value, each army's block says where its
income comes from, and a block's words never end a line on a dangling "·"."""

from __future__ import annotations

import dataclasses
import re

import pygame
import pytest
from test_warparty_board import _scene
from test_warparty_panels import economy_state

from forgegames.games.warparty import board_info, economy
from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.economy import IncomeParts
from forgegames.games.warparty.moves import movable
from forgegames.games.warparty.state import Army
from forgegames.ui import text_report, theme
from forgegames.ui.boards.warparty.economy_armies import NBSP, income_words
from forgegames.ui.boards.warparty.economy_panel import EconomyPanel


def claimable(state, world) -> dict[str, int]:
    """By brute force: each empty territory no army of the moving team holds that one of its
    units may move into now and hold, with its value."""
    team = board_info.SIDES[state.side]
    owner = dict(state.owner)
    found: dict[str, int] = {}
    for unit in movable(state):
        for dest in board_info.destinations(state, world, (unit.uid,)):
            place = world.geo.by_id.get(dest)
            if place is None or owner.get(dest) in team or state.units_at(dest):
                continue
            if place.value and economy.may_hold(unit.army, place.terrain, world.lake_held):
                found[dest] = place.value
    return found


def test_the_movement_prompt_names_the_richest_land_in_reach_and_claiming_it_pays(app) -> None:
    scene = _scene(app, goblins_at="middlemarch")
    board, world = scene.board, scene.board.world
    state = scene.session.state
    app.draw()
    prompt = " ".join(board.prompt_lines(state)[1])
    assert prompt.startswith("Claim land for income: move a unit into "), prompt
    names = board.territory_names()
    # (a seat of two armies: which army reaches it, playtest 35)
    said = re.search(r"into (.+?) \(\+(\d+) income, (\w+)\)", prompt)
    assert said, prompt
    place = next(t for t, name in names.items() if name == said.group(1))
    worth = int(said.group(2))
    candidates = claimable(state, world)
    assert candidates.get(place) == worth == max(candidates.values())
    # one unit moved there and the turn's conquest made: the income rises by what was said
    reach = [u for u in movable(state) if Move((u.uid,), place) in scene.legal_actions()]
    assert said.group(3) in {board_info.army_name(u.army) for u in reach}, (said.group(3), reach)
    unit = reach[0]
    before = board_info.incomes(state, world)[unit.army]
    after, _ = economy.conquer(
        scene.title.apply(state, Move((unit.uid,), place)).state, world.geo, state.side
    )
    assert board_info.incomes(after, world)[unit.army] == before + worth
    assert {t for t, _ in board.labelled()} >= {place}  # the map labels the land named


def test_an_army_block_says_where_its_income_comes_from(app) -> None:
    scene = _scene(app)
    board, state = scene.board, scene.session.state
    app.draw()
    sources = board_info.income_sources(state, board.world)
    incomes = board_info.incomes(state, board.world)
    for army, parts in sources.items():
        assert parts.total == incomes[army]
        lines = board.economy._army_lines(state, army, incomes[army], False, 4000)
        words = lines[0][1].replace(NBSP, " ")
        held = sum(1 for _, who in state.owner if who == army)
        assert words.startswith(f"income {incomes[army]} from {held} territor"), words
    whole = IncomeParts(lands=14, land=26, cities=2, bonus=4)
    assert income_words(whole.total, whole).replace(NBSP, " ") == (
        "income 38: land 26, cities 8, upgrades 4"
    )
    lost = dataclasses.replace(whole, capital_lost=True)
    assert income_words(lost.total, lost).replace(NBSP, " ") == "income 0: capital lost"


def test_no_block_line_ends_or_starts_with_a_dangling_separator(app) -> None:
    """Playtest 7's "income 39 ·" before the Undead's wrapped upgrade names, at every width
    a block may take."""
    panel = EconomyPanel()
    panel.layout(pygame.Rect(980, 0, 300, 440), 1.0)
    state = dataclasses.replace(
        economy_state(),
        armies=(("undead", Army(9, ("pit-of-eternal-burning-flesh", "blood-crypt"))),),
    )
    panel.sources = {"undead": IncomeParts(lands=12, land=27, cities=2, bonus=4)}
    small = panel.pen.size(12)
    seen = set()
    for width in range(140, 420, 7):
        for compact in (False, True):
            lines = [
                line[1]
                for line in panel._army_lines(state, "undead", 39, compact, width)
                if line[0] == "text"
            ]
            seen.add(len(lines))
            room = width - 2 * panel.pen.px(6)
            for line in lines:
                assert not line.rstrip().endswith("·") and not line.lstrip().startswith("·")
                assert theme.font(small).size(line)[0] <= room or " " not in line, line
    assert len(seen) >= 3, "the widths tried wrap the block in several ways"


@pytest.mark.parametrize("width", [232, 280])
def test_no_price_line_crosses_an_income_figure(app, width) -> None:
    """Playtest 7: at 1024x640 the collection board's ×2 line ran through the Undead's "39"."""
    surface = pygame.display.get_surface()
    text_report.start()
    try:
        window = text_report.recording_window(surface)
        panel = EconomyPanel()
        panel.layout(pygame.Rect(10, 10, width, 600), 1.0)
        names = {"humans": "Humans", "dwarves": "Dwarves", "goblins": "Goblins", "undead": "Undead"}
        crossed = []
        for base in range(0, 100, 4):
            incomes = {army: min(99, base + i) for i, army in enumerate(names)}
            window.fill((0, 0, 0))
            panel.draw(
                window,
                economy_state(),
                incomes=incomes,
                army_names=names,
                acting="humans",
                offers=[],
            )
            items = text_report.report(window)
            track = panel._drawn["track"]
            for item in items:
                rect = pygame.Rect(item["rect"])
                if item["text"] not in {str(v) for v in incomes.values()}:
                    continue
                if not track.contains(rect) or rect.bottom > track.bottom - panel.pen.line(12):
                    continue
                line_ink = {theme.ACCENT, theme.DANGER}
                pixels = {
                    tuple(window.get_at((x, y)))[:3]
                    for x in range(rect.left, rect.right)
                    for y in range(rect.top, rect.bottom)
                }
                if pixels & line_ink:
                    crossed.append((item["text"], base))
    finally:
        text_report.stop()
    assert crossed == []
