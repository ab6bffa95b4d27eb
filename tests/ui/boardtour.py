"""A tour of every board in its main phases, headless: the places a test looks at every
string drawn (glyph coverage, text sizes). Bots play the moves between stops; at each stop the
board is drawn, then drawn again with the mouse over a grid of points (tooltips, hover)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import every_title
import pygame
from uihelp import post

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene

NAMES = ("Ann", "Ben", "Cat", "Dan")
COLOURS = ("blue", "orange", "green", "purple")

STOPS = {
    ("forge-war", "simple"): (0, 10, 40, 90, 130),
    ("forge-war", "epic"): (0, 30, 120, 190),
    ("forge-war", "solo"): (0, 6, 14),
    ("kings-forge", "standard"): (0, 8, 30, 60, 120, 200),
    ("warparty", "standard"): (0, 6, 30, 80, 300),
}
"""Action counts to stop at that reach each board's phases (gather, craft, market, battles...);
a title not named here stops at ``FIRST_STOPS``."""
FIRST_STOPS = (0, 10, 40, 90)

CROSS_TITLE = True
CASES = every_title.games(
    players=3,
    seats_by_title={"warparty": 4},
    extra=[("forge-war", "epic", 2, ()), ("forge-war", "solo", 1, ())],
)
TOURS: tuple[tuple[str, str, int, tuple[int, ...]], ...] = tuple(
    (game, variant, players, STOPS.get((game, variant), FIRST_STOPS))
    for game, variant, players, _options in CASES
)
"""(game, variant, players, action counts to stop at): one tour of every title first, then the
other variants a board draws differently."""


def hover_points(size: tuple[int, int], columns: int = 9, rows: int = 6) -> list[tuple[int, int]]:
    w, h = size
    return [
        (int(w * (i + 0.5) / columns), int(h * (j + 0.5) / rows))
        for j in range(rows)
        for i in range(columns)
    ]


def tour(app: App, game: str, variant: str, players: int, stops, seed: int = 3) -> Iterator[str]:
    """Draw the board at each stop (and under the mouse at a grid of points); yields a label
    for each stop after drawing it."""
    seats = tuple(SeatConfig(n, c) for n, c in zip(NAMES, COLOURS, strict=True))[:players]
    session = Session.start(GameConfig(game, seats, variant), seed)
    title = registry.get(game)
    bot = title.bots()["greedy" if "greedy" in title.bots() else "random"](0)
    rng = random.Random(seed)
    done = 0
    for stop in stops:
        while done < stop and not session.over:
            view = title.view(session.state, session.active)
            session.apply(bot.choose(view, session.legal_actions(), rng))
            done += 1
        if session.over:
            return  # the results screen has tests of its own
        scene = GameScene(app, session)
        app.push(scene)
        if app.stack.top is not scene:
            while app.stack.top is not scene:
                app.remove(app.stack.top)
            scene.lift()
        scene.banner = None
        app.draw()
        for pos in hover_points(app.size):
            post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            app.draw()
        yield f"{game}/{variant} after {done} moves"
        while app.stack.top is not None:
            app.remove(app.stack.top)
