"""Issue 39 (wp39c): Warparty's words whole on real screens in both languages, measured on the
text report of frames drawn after real clicks."""

from __future__ import annotations

import json

import pygame
import pytest
from test_warparty_board import _scene
from uihelp import click

from forgegames.core import i18n
from forgegames.ui import text_report
from forgegames.ui.app import App

SIZES = [(1024, 640), (1280, 720)]


def _report(app: App) -> list[dict]:
    app.surface = text_report.recording_window(app.surface)
    app.draw()
    return text_report.report(app.surface)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", SIZES)
def test_the_movement_prompt_keeps_its_end(size, lang) -> None:
    """The Spanish prompt with a stack picked and one unit taken off lost its end ("…para una
    menos") at 1024x640: in a narrow strip it is said in fewer words, never cut."""
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        with i18n.speaking(lang):
            scene = _scene(app)
            board = scene.board
            stack = ("kingsreach", "humans")
            for _ in range(2):  # picked, then again for one fewer
                click(app, board.canvas.stack_rects(scene.session.state)[stack].center)
            scene.invalidate()
            items = _report(app)
            _, lines = board.prompt_lines(scene.session.state)
            end = "one fewer." if lang == "en" else "una menos."
        assert lines[0].startswith(("Moving 8 of 9", "Moviendo 8 de 9")), lines
        assert end in lines[-1], lines
        shown = [i for i in items if i["text"] in lines]
        assert len(shown) == len(lines) == 2, (lines, items)
        assert not any(i["cut"] for i in shown), shown
        strip = board.prompt_strip()
        assert all(strip.contains(pygame.Rect(i["rect"])) for i in shown), (strip, shown)
    finally:
        text_report.stop()
        pygame.display.quit()


def test_battle_cards_hold_their_words_in_a_crowded_spanish_battle(tmp_path) -> None:
    """Seed 5 of a two-seat greedy game, after 536 and after 588 moves (the screenshot
    command's positions): a Dwarven side of three rows at 1280x720 in Spanish. The cards were
    shorter than their lines, so "proyectil" and "2 ataques" ran 3 px into "Def 2" above them,
    and "Conjurador rún…" was cut while the Goblins' two rows had room to spare: the crowded
    side now takes a wider share, so every card is full, every name whole, nothing overlaps."""
    from test_text_report import problems

    from forgegames.cli import make_config, play_bots
    from forgegames.core import registry
    from forgegames.core.session import Session
    from forgegames.ui.game_scene import GameScene
    from forgegames.ui.screenshot import render

    title = registry.get("warparty")
    session = Session(title, make_config(title, 2, "standard", {}, {}), 5)
    session.resolve_chance()
    played = 0
    text_report.start()
    try:
        for moves in (536, 588):
            play_bots(session, "greedy", 5, moves - played, None)
            played = moves
            assert session.state.battle is not None, moves
            with i18n.speaking("es"):
                app = App((1280, 720))
                scene = GameScene(app, session)
                app.push(scene)
                if app.stack.top is not scene:
                    app.remove(app.stack.top)
                    scene.lift()
                scene.banner = None
                out = tmp_path / f"{moves}.json"
                render(app, tmp_path / f"{moves}.png", out)
            panel = scene.board.battle_panel.rect
            items = [i for i in json.loads(out.read_text("utf-8")) if panel.contains(i["rect"])]
            assert any(i["text"] == "Def 2" for i in items), moves
            cut, over = problems(items)
            assert not over and not cut, (moves, cut, over)
            assert {"Conjurador", "rúnico", "proyectil", "2 ataques"} <= {i["text"] for i in items}
    finally:
        text_report.stop()
        pygame.display.quit()


def test_the_legend_s_counter_shows_attack_over_the_line_and_defence_under_it() -> None:
    """The legend's example counter was the code "3 2" side by side, while the map's counters
    put the attack over a line and the defence under it: now it is drawn like them."""
    from forgegames.ui.boards.warparty.legend import counter_parts, legend
    from forgegames.ui.boards.warparty.map_palette import ARMY_RGB

    pygame.init()
    pygame.display.set_mode((200, 100))
    try:
        entries = legend()
        assert not any(e.kind == "code" and e.code.replace(" ", "").isdigit() for e in entries)
        counter = next(e for e in entries if "attack over the line" in e.words)
        assert counter.kind == "icon" and counter.draw is not None
        for height in (18, 22, 30):  # the picture's height at 1024x640, 1280x720, 1920x1080
            rect = pygame.Rect(0, 0, 56, height)
            parts = counter_parts(rect)
            assert parts["attack"].bottom <= parts["bar"].top, parts
            assert parts["bar"].bottom <= parts["defence"].top, parts
            assert parts["face"].contains(parts["attack"]) and parts["face"].contains(
                parts["defence"]
            )
            surface = pygame.Surface((56, height))
            surface.fill((0, 0, 0))
            counter.draw(surface, rect)
            for name in ("attack", "bar", "defence"):
                box = parts[name]
                colours = {
                    tuple(surface.get_at((x, y)))[:3]
                    for x in range(box.left, box.right)
                    for y in range(box.top, box.bottom)
                }
                assert colours - {ARMY_RGB["humans"]}, (name, height)  # ink drawn there
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", SIZES)
def test_the_text_report_lists_the_words_on_the_map_s_counters_and_chips(size) -> None:
    """The cut-text sweep could not see the numbers on the map's counters and chips (a
    capital's crowd of 9, a counter's attack and defence): they are in the text report now,
    each within its counter, in the report's usual entries."""
    text_report.start()
    app = App(size, bot_delay_ms=0)
    try:
        scene = _scene(
            app, others=(("dwarves", "warrior", "kingsreach"),)
        )  # chips: allies share it
        scene.invalidate()
        items = _report(app)
        canvas, state = scene.board.canvas, scene.session.state
        placed = canvas._placed(state)
        assert any((s.place, s.army) in canvas._chips for s, _ in placed)
        assert any((s.place, s.army) not in canvas._chips for s, _ in placed)
        for stack, rect in placed:
            if (stack.place, stack.army) in canvas._hidden:
                continue  # behind its crowd's chip, a dot on it
            inside = {i["text"] for i in items if rect.inflate(4, 4).contains(i["rect"])}
            if (stack.place, stack.army) in canvas._chips:
                wanted = {str(stack.count)}
            else:
                sheet = canvas._sheet(stack.army, stack.lead)
                wanted = {str(sheet.attack), str(sheet.defence)}
            assert wanted <= inside, (stack, wanted, inside)
        assert all(set(i) <= {"text", "rect", "cut"} for i in items if "box" not in i)
    finally:
        text_report.stop()
        pygame.display.quit()


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080)])
def test_a_marked_territory_at_the_map_s_edge_is_framed_whole_inside_the_map(size) -> None:
    """The lesson's set-up step marks Duskshore, at the map's right edge: its double outline
    sat on the edge and showed as a clipped sliver. The mark moves in, whole inside the map,
    still over Duskshore (where a click there founds the city)."""
    app = App(size, bot_delay_ms=0)
    try:
        scene = _scene(app)
        board = scene.board
        canvas = board.canvas
        app.draw()
        shown = canvas.screen_frame().clip(canvas.rect)
        w = max(2, int(2 * app.board_scale))  # overlays.draw_hint_marks's line and gap
        for place in ("duskshore", "kingsreach", "greenhollow"):
            mark = board.territory_mark(place)
            outline = mark.inflate(2 * (2 * w + 3), 2 * (2 * w + 3))
            assert shown.contains(outline), (place, outline, shown)
            assert canvas.territory_at(mark.center) == place, place
    finally:
        pygame.display.quit()
