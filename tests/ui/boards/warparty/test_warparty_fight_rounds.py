"""Playtest 11: "Fight it out" resolved up to ten battle rounds with nothing to watch. Now each
round it fights is held on the battle panel for ``ROUND_SHOW_MS``: the side that attacked, each
side's dice, the hits and wounds and the units that fell, all from the engine's own events;
a click or a key skips to the battle's end, which is the same whether skipped or watched
(the engine decides, the board only paces it). Driven by real pygame events."""

from __future__ import annotations

import time

import pygame
from test_warparty_fight import _battle, _press, summary_up
from uihelp import click, press

from forgegames.ui.app import App
from forgegames.ui.boards.warparty.battle_round import ROUND_SHOW_MS
from forgegames.ui.launcher import Launcher


def _tick(app, ms: int) -> None:
    for _ in range(ms // 20):
        app.tick(20)
        app.draw()
        time.sleep(0.001)  # the odds worker's thread its turn


def _until(app, done, limit_ms: int = 20000) -> int:
    """Ticks of 20 ms until ``done()``; the game clock's milliseconds it took."""
    spent = 0
    while not done():
        assert spent < limit_ms, "timed out"
        _tick(app, 20)
        spent += 20
    return spent


def _fresh_app() -> App:
    application = App((1280, 720), bot_delay_ms=900, animation_speed="normal")
    application.home = lambda: Launcher(application)
    return application


def test_each_round_is_shown_with_its_dice_and_fallen_then_held(app) -> None:
    scene = _battle(app, goblins=4)
    board = scene.board
    start = len(scene.session.history)
    _press(app, board, "fight")
    _until(app, lambda: board.recap_ms > 0)
    recap = board.recap
    assert recap is not None and recap.n == 1 and recap.side == 0  # the Humans attacked
    # what the engine said of round 1: every die rolled, every unit that fell
    said = [e for x in scene.session.history[start:] for e in x.events if e.kind == "battle"]
    first = said[: next(i for i, e in enumerate(said) if e.detail.get("what") == "round")]
    rolled = [e for e in first if "roll" in e.detail and e.detail["what"] != "retreat-try"]
    assert len(recap.dice) == len(rolled) > 0
    assert [d.value for d in recap.dice] == [e.detail["roll"] for e in rolled]
    fell = [e.text for e in first if e.detail.get("what") in ("killed", "turned")]
    assert len(recap.fallen) == len(fell)
    assert all(name in line for name, line in zip(recap.fallen, fell, strict=True))
    # the panel shows it: its heading, and the fallen named
    app.draw()
    drawn = [key[6:] for key in board.battle_panel.rects() if key.startswith("recap:")]
    assert "Round 1: Humans attack" in drawn, drawn
    assert any(w.startswith("Fallen:") or w.startswith("Nobody fell") for w in drawn), drawn
    # held: nothing is played for most of ROUND_SHOW_MS, then the next round goes on
    made = len(scene.session.history)
    _tick(app, ROUND_SHOW_MS - 200)
    assert len(scene.session.history) == made and board.recap is recap
    _tick(app, 400)
    assert len(scene.session.history) > made


def test_a_key_skips_to_the_end_with_the_same_outcome_as_watching() -> None:
    """The same battle (same seed, same moves) watched round by round, then skipped with a
    key press at the first held round: the same moves are made, the same result shown; the
    skipped one ends within a second of the key."""
    endings = []
    for skip in (False, True):
        application = _fresh_app()
        try:
            scene = _battle(application, goblins=4)
            board = scene.board
            start = len(scene.session.history)
            _press(application, board, "fight")
            _until(application, lambda b=board: b.recap_ms > 0)
            if skip:
                press(application, pygame.K_SPACE, pause=False)
                assert board.recap_ms == 0 and board.skipping
                took = _until(application, lambda b=board: summary_up(b))
                assert took <= 1000, took
            else:
                took = _until(application, lambda b=board: summary_up(b))
                assert took >= ROUND_SHOW_MS  # at least one more round was held
            actions = [str(e.action) for e in scene.session.history[start:]]
            endings.append((actions, board.ended.lines))
        finally:
            pygame.display.quit()
    assert endings[0] == endings[1]


def test_a_click_on_the_map_skips_but_stop_still_stops(app) -> None:
    scene = _battle(app, goblins=9)
    board = scene.board
    _press(app, board, "fight")
    _until(app, lambda: board.recap_ms > 0)
    # Stop is a button of the panel: it stops the run, it does not skip
    _press(app, board, "stop", pause=False)
    assert not board.fights and not board.skipping
    _until(app, lambda: "button:fight" in board.battle_panel.rects())  # Ann's round again
    _press(app, board, "fight", pause=False)
    _until(app, lambda: board.recap_ms > 0 or summary_up(board))
    if summary_up(board):
        return  # (the battle ended in that round: nothing left to skip)
    click(app, board.battle_panel.rect.midtop, pause=False)  # no button there
    assert board.skipping and board.recap_ms == 0
    _until(app, lambda: summary_up(board), 3000)
