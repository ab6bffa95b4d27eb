"""Playtest 8: with a computer seat, Warparty's Spanish top bar went on two lines (its words
needed about 490 pixels where the bar had 438). In every phase, the person's or the computer's
turn, at 1024x640 and 1280x720 in both languages, the bar's words are drawn on one line
each (side by side where they fit, the status above whose turn where not) and end before its
buttons: measured on the text report of real frames.

Issue 39: to fit one line, the Spanish bar at 1024x640 kept only the phase ("movimiento") and
lost the turn and the team; a newcomer looks there for whose turn it is. Whenever the status
names them, the bar shows both."""

from __future__ import annotations

import json
import random

import pygame
import pytest
from uihelp import open_game

from forgegames.core.i18n import speaking, tr
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty.model import team_name
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.screenshot import render

SEATS = (SeatConfig("Ana", "blue"), SeatConfig("Ordenador 2", "orange", "greedy"))


def positions(session: Session, seed: int):
    """The first position of each (phase, computer to move) in a greedy game of ``session``."""
    title, rng, seen = session.title, random.Random(seed), set()
    for _ in range(500):
        if session.over:
            return
        key = (session.state.phase, session.active in session.bots)
        if key not in seen:
            seen.add(key)
            yield key
        seat = session.active
        bot = title.bots()["greedy"](seat)
        session.apply(bot.choose(title.view(session.state, seat), session.legal_actions(), rng))


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_bar_s_words_fit_before_its_buttons_with_turn_and_team(size, lang, tmp_path) -> None:
    text_report.start()
    app = App(size, bot_delay_ms=10**9)  # the computer "thinks" while the frame is drawn
    try:
        with speaking(lang):
            session = Session.start(GameConfig("warparty", SEATS, "standard"), 3)
            scene = open_game(app, session)
            seen = []
            for key in positions(session, 3):
                seen.append(key)
                scene.invalidate()
                out = tmp_path / "words.json"
                render(app, tmp_path / "bar.png", out)
                words = scene.top_bar.bar_words(int(16 * app.board_scale))
                assert len(words.status) <= 1 and len(words.active) == 1, (key, words)
                if key[0] in ("move", "combat", "collect"):
                    turn = tr("Turn {n}", n=session.state.turn)
                    team = team_name(session.state.side)
                    assert turn in words.status[0] and team in words.status[0], (key, words)
                drawn = json.loads(out.read_text(encoding="utf-8"))
                room = scene.top_bar.left - int(12 * app.board_scale)
                bar = [
                    d
                    for d in drawn
                    if "rect" in d and d["rect"][1] < scene.bar.bottom and d["rect"][0] < room
                ]
                texts = [d["text"] for d in bar]
                assert words.status[0] in texts and words.active[0] in texts, (key, texts)
                assert all(not d.get("cut") for d in bar), (key, bar)
                right = max(d["rect"][0] + d["rect"][2] for d in bar)
                assert right <= room, (key, right, room, texts)
                if words.stacked:  # the status above, whose turn on the line under it
                    top = next(d["rect"] for d in bar if d["text"] == words.status[0])
                    name = scene.title.info.name  # (the name is on the status's line)
                    bar = [d for d in bar if d["text"] not in (words.status[0], name)]
                    assert all(d["rect"][1] >= top[1] + top[3] - 2 for d in bar), (key, bar)
                middles = {d["rect"][1] + d["rect"][3] // 2 for d in bar if d["text"] in texts}
                assert max(middles) - min(middles) <= 4, (key, bar)  # one line
            assert len({phase for phase, _ in seen}) >= 4 and any(bot for _, bot in seen)
    finally:
        text_report.stop()
        pygame.display.quit()
