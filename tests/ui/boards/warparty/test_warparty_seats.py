"""Whose armies: every Warparty army wears its own colour and symbol, never another seat's
(a seat's first army its seat's; on the side panel, the map's counters and the battle panel),
the log shows each line in its seat's colour, and the top bar names the seat's armies without
cutting them at 1024x640."""

from __future__ import annotations

import json

import pygame
import pytest
from test_warparty_board import _scene
from uihelp import click, click_button, play_by_places, run_timers

from forgegames.games.warparty.actions import EndCombat, EndMove, EndTurn
from forgegames.games.warparty.model import SIDES
from forgegames.ui import theme
from forgegames.ui.app import App


def _near(a, b, within: int = 24) -> bool:
    return all(abs(x - y) <= within for x, y in zip(a, b, strict=False))


def test_each_army_wears_its_seats_colour_and_symbol(small_app) -> None:
    scene = _scene(small_app)
    board = scene.board
    state = scene.session.state
    for army in SIDES["good"] + SIDES["evil"]:
        seat = state.seat_of(army)
        look, mine = board.army_look(army), scene.seat_colour(seat)
        if army == state.seats[seat][0]:  # a seat's first army wears the seat's look
            assert (look.rgb, look.symbol) == (mine.rgb, mine.symbol), army
        others = [scene.seat_colour(s) for s in range(len(state.seats)) if s != seat]
        assert all(look.symbol != o.symbol and look.rgb != o.rgb for o in others), army
    # Ann's Dwarves: no pixel of their counters in Bo's orange (they wore it before)
    orange = scene.seat_colour(1).rgb
    rects = board.canvas.stack_rects(state)
    dwarves = [r for (_, army), r in rects.items() if army == "dwarves"]
    assert dwarves
    screen = pygame.display.get_surface()
    for rect in dwarves:
        click(small_app, rect.center)  # selecting them changes nothing of their colours
        small_app.draw()
        pixels = [
            screen.get_at((x, y))[:3]
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
        ]
        assert not any(_near(p, orange) for p in pixels)


def test_the_top_bar_names_the_seat_and_its_armies_whole(tmp_path) -> None:
    from forgegames.ui import text_report
    from forgegames.ui.screenshot import render

    text_report.start()
    try:
        application = App((1024, 640), bot_delay_ms=0)
        scene = _scene(application)
        assert scene.top_bar.seat_note(0) == "(Humans and Dwarves)"
        assert scene.top_bar.seat_note(1) == "(Goblins and Undead)"
        run_timers(application, steps=60, dt=100)  # the turn's greeting leaves the bar's words
        render(application, tmp_path / "bar.png", tmp_path / "bar.json")
    finally:
        text_report.stop()
        pygame.display.quit()
    drawn = json.loads((tmp_path / "bar.json").read_text(encoding="utf-8"))
    words = {d["text"]: d for d in drawn}
    assert "Ann" in words, [w for w in words if "Ann" in w or "play" in w]
    # the armies follow the name where the bar has room; at 1024x640 the phase keeps its line
    # and they show on hovering the name instead (tests/ui/test_top_bar_lines.py)
    assert "(Humans and Dwarves) to play" in words or "to play" in words, sorted(words)
    assert not any(d["cut"] for d in drawn), [d["text"] for d in drawn if d["cut"]]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_launcher_lists_each_seats_armies_for_warparty(size, tmp_path) -> None:
    from forgegames.ui import text_report
    from forgegames.ui.launcher import Launcher
    from forgegames.ui.screenshot import render

    expected = {
        2: ["Humans and Dwarves", "Goblins and Undead"],
        3: ["Humans and Dwarves", "Goblins", "Undead"],
        4: ["Humans", "Goblins", "Dwarves", "Undead"],
    }
    text_report.start()
    try:
        application = App(size, bot_delay_ms=0)
        launcher = Launcher(application)
        application.push(launcher)
        application.draw()
        click_button(application, launcher.group, "Warparty")
        assert launcher.info.id == "warparty"
        while launcher.players > 2:
            click_button(application, launcher.group, "−")
        for players in (2, 3, 4):
            assert launcher.players == players
            application.draw()
            out = tmp_path / f"launcher-{players}.json"
            render(application, tmp_path / f"launcher-{size[0]}-{players}.png", out)
            drawn = json.loads(out.read_text(encoding="utf-8"))
            words = [d["text"] for d in drawn]
            assert [w for w, _, _ in launcher.seat_roles] == expected[players]
            for role in expected[players]:  # each army named, beside its colour
                assert all(army in words for army in role.split(" and ")), (role, words)
            assert not any(d["cut"] for d in drawn), [d["text"] for d in drawn if d["cut"]]
            # each seat's armies sit under that seat's row, above the next one
            for (_, _, y), row in zip(launcher.seat_roles, launcher.seat_rows, strict=True):
                assert row < y
            if players < 4:
                click_button(application, launcher.group, "+")
        # another title says nothing of armies
        click_button(application, launcher.group, "King's Forge")
        assert launcher.seat_roles == []
    finally:
        text_report.stop()
        pygame.display.quit()


def test_the_log_shows_each_warparty_line_in_its_seats_colour(app) -> None:
    """Like the other titles' logs: a line about Ann's armies in her colour, one about Bo's
    in his, a new turn dim (before, every Warparty line was dim)."""
    scene = _scene(app)
    for _ in range(2):  # Ann's turn, then Bo's, made with the buttons
        for action in (EndMove(), EndCombat(), EndTurn()):
            play_by_places(app, scene, action)
    lines = {line: colour for line, colour, _tag in scene.log.entries}
    ann, bo = scene.seat_colour(0).rgb, scene.seat_colour(1).rgb
    assert ann != bo
    for army, colour in (("Humans", ann), ("Dwarves", ann), ("Goblins", bo), ("Undead", bo)):
        collected = [c for line, c in lines.items() if line.startswith(f"The {army} collect")]
        assert collected == [colour], army
    turn = [c for line, c in lines.items() if line.startswith("Turn 2 of")]
    assert turn == [theme.TEXT_DIM]
    logged = [e for entry in scene.session.history for e in entry.events]
    assert len(scene.log.entries) == len(logged)
    for (line, colour, _tag), event in zip(scene.log.entries, logged, strict=True):
        assert line == event.text  # no Warparty line is bare: its words are unchanged
        mine = theme.TEXT_DIM if event.seat is None else scene.seat_colour(event.seat).rgb
        assert colour == mine, line
