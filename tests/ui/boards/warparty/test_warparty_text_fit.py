"""Issue 39: Warparty's words read whole on real screens (the income line, the lesson's
set-up header, the battle panel's headings) in English and Spanish."""

from __future__ import annotations

import json

import pygame
import pytest
from test_warparty_board import _scene

from forgegames.core import i18n
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.standing import standing_rect
from forgegames.ui.screenshot import render


def _drawn(app, tmp_path, name: str) -> list[dict]:
    """Every text the frame draws (the text report's entries with words)."""
    render(app, tmp_path / f"{name}.png", tmp_path / f"{name}.json")
    report = json.loads((tmp_path / f"{name}.json").read_text(encoding="utf-8"))
    return [d for d in report if "text" in d]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (960, 600)])
def test_the_income_line_reads_in_one_line_under_the_folded_map(size, lang, tmp_path):
    """Beside the folded map the tabs stand in a column; the income sentence wrapped to
    four lines in its width. It now has the line across the map's foot."""
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        with i18n.speaking(lang):
            scene = _scene(app)
            board = scene.board
            board.refresh()
            scene.invalidate()
            drawn = _drawn(app, tmp_path, "income")
            words = board.income_standing(board.state)
        assert board.folded and board.tab_strip.width < board.map_rect.width  # a column
        area = standing_rect(board)
        inside = [d for d in drawn if area.collidepoint(d["rect"][:2])]
        assert [d["text"] for d in inside] == [words]  # one line, the whole sentence
        assert not any(d["cut"] for d in inside)
        assert area.top >= board.canvas_area().bottom  # under the map, not on it
        assert area.bottom <= board.bar_rect.top
    finally:
        text_report.stop()
        pygame.display.quit()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_lessons_mark_on_the_city_row_leaves_the_list_heading_whole(lang, tmp_path):
    """At 1024x640 the lesson's magenta outline round the purchase list's "City" row
    covered the lower half of the list's heading ("BUY FOR HUMANS")."""
    from test_tutorial_board import lift_curtain, open_lesson
    from uihelp import play_lesson_until

    from forgegames.ui.launcher import Launcher
    from forgegames.ui.overlays import draw_hint_marks

    text_report.start()  # before the window: every text drawn keeps its words
    app = App((1024, 640), bot_delay_ms=0)
    app.home = lambda: Launcher(app)
    try:
        scene = open_lesson(app, "warparty")
        lift_curtain(app)
        run = scene.teaching.lesson
        play_lesson_until(app, scene, lambda expected: str(expected).startswith("found"))
        assert str(run.expected(len(scene.session.history))) == "found humans duskshore"
        with i18n.speaking(lang):
            scene.board.refresh()
            scene.invalidate()
            drawn = _drawn(app, tmp_path, "lesson")
            # (the army's name alone where "Buy for" would run under the paging arrows)
            headings = {i18n.tr("Buy for {army}", army=i18n.tr("Humans")).upper()}
            headings.add(i18n.tr("Humans").upper())
        marks = [r for r in scene.teaching.hint_marks if scene.board.panel_rect.contains(r)]
        assert marks, scene.teaching.hint_marks  # the City row is marked
        # how far the outline reaches beyond its row: drawn on a clear picture, measured
        probe = pygame.Surface((200, 120), pygame.SRCALPHA)
        draw_hint_marks(probe, [pygame.Rect(50, 50, 100, 20)], app.board_scale)
        reach = 50 - probe.get_bounding_rect().top
        assert reach >= 6
        titles = [d for d in drawn if d["text"] in headings]
        assert titles, [d["text"] for d in drawn]
        box = pygame.Rect(titles[0]["rect"])
        assert box.bottom <= marks[0].top - reach, (box, marks[0], reach)
        assert not titles[0]["cut"]
    finally:
        text_report.stop()
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_the_income_line_steps_aside_while_a_battle_covers_the_map(size, monkeypatch):
    """The battle's panel covered the income line but for the top half of its first line
    ("Ingresos: Bien 63, Mal 113. Gana quien saque 50" cut through): it is not drawn under
    the panel."""
    from test_warparty_playtest9 import _to_combat
    from uihelp import click, settle

    from forgegames.ui import theme

    app = App(size, bot_delay_ms=0)
    try:
        scene = _scene(app)
        board = scene.board
        _to_combat(app, scene)
        words: list[str] = []
        real = theme.text
        monkeypatch.setattr(
            theme, "text", lambda text, *a, **k: (words.append(text), real(text, *a, **k))[1]
        )

        def drawn() -> str:
            words.clear()
            board.refresh()
            scene.invalidate()
            app.draw()
            return " ".join(words)

        assert board.income_standing(board.state).split(".")[0] in drawn()
        fight = [b for b in board.bar.buttons if b.label.startswith("Fight the battle in")]
        click(app, fight[0].rect.center)
        settle(app, scene)
        assert board.panel_battle() is not None
        assert "Income:" not in drawn()
    finally:
        pygame.display.quit()


LONG_HEADING = [
    "--game", "warparty", "--variant", "standard", "--players", "2", "--seed", "2",
    "--actions", "480", "--people", "1,2", "--size", "1280x720", "--lang", "es",
]  # fmt: skip
"""A battle whose suggested attack has about the longest Spanish heading a game shows
("Ataque sugerido: el Caballero de la muerte ataca a la Araña gigante", as wide as the
info box at 1280x720)."""


def test_the_suggested_attack_heading_is_whole_in_its_box_in_spanish(tmp_path):
    from forgegames import cli

    out, report = tmp_path / "b.png", tmp_path / "b.json"
    try:
        assert cli.main(["screenshot", *LONG_HEADING, "--out", str(out), "--text-report",
                         str(report)]) == 0  # fmt: skip
    finally:
        text_report.stop()
        i18n.set_language("en")
        pygame.display.quit()
    items = json.loads(report.read_text(encoding="utf-8"))
    heads = [i for i in items if "text" in i and i["text"].startswith("Ataque sugerido:")]
    assert heads, "the position shows a battle with a suggested attack"
    words = " ".join(i["text"] for i in heads)
    assert "Caballero de la muerte" in words and "Araña gigante" in words, words
    assert not any(i["cut"] for i in heads)
    boxes = [i for i in items if "box" in i]
    assert boxes == [], boxes[:3]
    # the heading stays inside the info box: left of the latest dice' box beside it
    dice = [i for i in items if i.get("text") == "ÚLTIMOS DADOS"]
    assert dice and all(h["rect"][0] + h["rect"][2] < dice[0]["rect"][0] for h in heads)


def test_an_explored_dungeons_marker_is_one_piece_with_its_dungeon_for_the_box_check():
    """The marker stands over its dungeon's corner on purpose: the text report's box check
    flagged the two as overlapping pieces (seed 4's finished game, 1024x640)."""
    from uihelp import open_game

    from forgegames.cli import make_config, play_bots
    from forgegames.core import registry
    from forgegames.core.session import Session

    title = registry.get("warparty")
    session = Session(title, make_config(title, 2, "standard", {}), 4)
    session.resolve_chance()
    play_bots(session, "greedy", 4, 2500, None)
    app = App((1024, 640), bot_delay_ms=10**9)
    try:
        scene = open_game(app, session)
        app.draw()
        canvas = scene.board.canvas
        explored = canvas.explored_boxes(session.state)
        assert explored, "the position has a completed dungeon"
        boxes = canvas.piece_boxes(session.state)
        for place, marker in explored.items():
            assert boxes[f"dungeon of {place}"].contains(marker)
        problems = text_report.box_problems(pygame.Rect(0, 0, 1024, 640), boxes)
        assert not [p for p in problems if "dungeon of" in p.text], problems
    finally:
        pygame.display.quit()
