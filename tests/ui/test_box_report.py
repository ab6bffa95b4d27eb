"""The text report's boxes (issue 39: squashed trays and an overfull results panel were found by
eye, not by the report): every scene names the boxes it lays out, and the report lists a box
that leaves its parent or the window, or overlaps a sibling, as a ``cut`` entry with a ``box``
key. Positions of every title at the three sizes, in English and Spanish, show none."""

from __future__ import annotations

import random

import pygame
import pytest
from screenshot_batch import text_reports

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import text_report
from forgegames.ui.game_scene import GameScene

pytestmark = pytest.mark.xdist_group("box-report")
"""The titles' tests read one module fixture (``box_reports``): on one worker it is made once."""
SIZES = ("1024x640", "1280x720", "1920x1080")
WINDOW = pygame.Rect(0, 0, 1280, 720)


def test_a_box_leaving_its_parent_or_the_window_is_reported():
    found = text_report.box_problems(
        WINDOW,
        {
            "left": pygame.Rect(0, 0, 600, 700),
            "left/tray": pygame.Rect(10, 600, 580, 140),  # 40 px under its panel
            "right": pygame.Rect(640, 0, 700, 100),  # 60 px past the window's right edge
        },
    )
    assert [(p.text, p.box, list(p.rect)) for p in found] == [
        ("left/tray leaves left", "leaves", [10, 700, 580, 40]),
        ("right leaves the window", "leaves", [1280, 0, 60, 100]),
    ]
    assert all(p.cut for p in found)


def test_overlapping_siblings_are_reported_nested_boxes_are_not():
    boxes = {
        "panel": pygame.Rect(0, 0, 400, 400),
        "panel/a": pygame.Rect(0, 0, 200, 100),
        "panel/b": pygame.Rect(150, 90, 200, 100),  # 50 x 10 over a
        "panel/c": pygame.Rect(0, 101, 100, 100),  # its edge a pixel from a's: apart
        "panel/b/chip": pygame.Rect(160, 95, 20, 20),  # inside b and over a: not a sibling
    }
    found = text_report.box_problems(WINDOW, boxes)
    assert [(p.text, list(p.rect)) for p in found] == [
        ("panel/a overlaps panel/b", [150, 90, 50, 10])
    ]
    assert found[0].as_json()["box"] == "overlaps"
    assert text_report.box_problems(WINDOW, {"x": pygame.Rect(0, 0, 0, 0)}) == []


def kings_forge(app, players: int = 4) -> GameScene:
    seats = tuple(SeatConfig(f"P{i}", c) for i, c in enumerate(("red", "blue", "green", "gold")))
    session = Session.start(GameConfig("kings-forge", seats[:players], "standard"), 5)
    scene = GameScene(app, session)
    app.push(scene)
    app.draw()
    return scene


def test_a_squashed_tray_is_reported(app, monkeypatch):
    """King's Forge's trays name the room their lines need: a tray given less shows."""
    scene = kings_forge(app)
    board = scene.board
    assert not [p for p in text_report.box_problems(app.surface.get_rect(), scene.boxes()) if p.box]
    monkeypatch.setattr(
        type(board.geo), "tray_need", lambda self, least=False: board.trays.rect.height
    )
    found = text_report.box_problems(app.surface.get_rect(), scene.boxes())
    assert {p.text for p in found} >= {"board/trays/tray:0/lines leaves board/trays/tray:0"}


def test_the_game_scene_names_its_panels_and_the_board_s(app):
    names = set(kings_forge(app).boxes())
    assert {"top bar", "log", "board", "board/trays", "board/trays/tray:3/lines"} <= names


def test_king_s_forge_names_what_its_cards_hold(app, monkeypatch):
    """The cards' contents are boxes too (issue 39): a craft card's name and dice, a gather
    card's name, actions (with the room their words need) and discard place; an action given
    less room than its words need shows."""
    scene = kings_forge(app)
    board = scene.board
    names = set(scene.boxes())
    crafts, gathers = (
        len(board.geo.king_cards()),
        len([c for c, _ in board.geo.gather_cards() if c]),
    )
    assert sum(n.startswith("board/king/card:") and n.endswith("/dice") for n in names) == crafts
    assert sum(n.endswith("/top/words") for n in names) == gathers > 0
    assert not [p for p in text_report.box_problems(app.surface.get_rect(), scene.boxes())]
    need = type(board.geo).side_need
    monkeypatch.setattr(
        type(board.geo), "side_need", lambda self, *a: need(self, *a) + 80
    )  # long words
    found = {p.text for p in text_report.box_problems(app.surface.get_rect(), scene.boxes())}
    assert "board/middle/card:0/top/words leaves board/middle/card:0/top" in found


TITLES = {"forge-war": ("simple", 4, 160), "kings-forge": ("standard", 4, 200)}
TITLES["warparty"] = ("standard", 4, 600)


def positions() -> dict[str, list[str]]:
    """For each title a seeded random position of a four-seat game with people on some
    seats, and the same game finished (its results panel), at each size in each language."""
    found = {}
    for game, (variant, players, length) in TITLES.items():
        rng = random.Random(f"boxes-{game}")
        people = ",".join(map(str, sorted(rng.sample(range(1, players + 1), 2))))
        seed = str(rng.randrange(1000))
        for moment, actions in (("mid", rng.randrange(length)), ("end", 5000)):
            for size in SIZES:
                for lang in ("en", "es"):
                    if moment == "end" and size == "1280x720":
                        continue  # the finished game at the smallest and largest sizes
                    found[f"{game}-{moment}-{size}-{lang}"] = [
                        *("--game", game, "--variant", variant, "--players", str(players)),
                        *("--seed", seed, "--actions", str(actions), "--people", people),
                        *("--size", size, "--lang", lang),
                    ]
    return found


@pytest.fixture(scope="module")
def box_reports(tmp_path_factory) -> dict[str, list[dict]]:
    return text_reports(tmp_path_factory.mktemp("boxes"), positions())


@pytest.mark.parametrize("game", sorted(TITLES))
def test_no_box_overflows_on_any_title(box_reports, game):
    mine = {name: items for name, items in box_reports.items() if name.startswith(game)}
    assert len(mine) == 10
    for name, items in mine.items():
        assert any(i["text"] == "Menu" or i["text"] == "Menú" for i in items), name
        problems = [(i["text"], i["rect"]) for i in items if i.get("box")]
        assert not problems, (name, problems)
