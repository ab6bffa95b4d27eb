"""Playtest 21, item 4: Warparty's Legend button was always green, and green is the button the
turn waits on (End turn, or Results once the game is over): the newcomer read it as a second
End turn. At most one top-bar button is drawn green, in every title, at the opening, while a
move is held for End turn and once the game is over; the Legend's call for a first look is a
small dot, gone once the legend is opened. Read from the pixels drawn."""

from __future__ import annotations

import every_title
import pygame
import pytest
from uihelp import click_button, greedy_session, open_game, press, run_timers, settle

from forgegames.core.title import SeatConfig
from forgegames.ui import theme
from forgegames.ui.legend import Legend

CROSS_TITLE = True
GAMES = [(title_id, variant, n) for title_id, variant, n, _ in every_title.games()]
CASES = GAMES
"""Every registered title's games (``tests/test_every_title_covered.py`` reads ``CASES``)."""
SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))
GREEN = (70, 110, 60)
"""A primary button's fill (``Button.draw``)."""


def green_buttons(app, scene) -> list[str]:
    """The labels of the top bar's buttons drawn with the primary green fill (read from the
    screen, a few pixels inside each button's left edge, the mouse resting off the bar)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, app.size[1] - 5), rel=(0, 0)))
    app.tick(10)
    scene.layer = None
    app.draw()
    found = []
    for button in scene.top.buttons:
        spot = (button.rect.x + 4, button.rect.centery)
        if tuple(app.surface.get_at(spot))[:3] == GREEN:
            found.append(button.label)
    return found


def held_move(app, scene) -> bool:
    """The person plays the greedy player's moves until one is held for End turn (False when
    none is in 600 moves: King's Forge's turns mostly pass by themselves)."""
    import random

    session, rng = scene.session, random.Random(2)
    for _ in range(600):
        if scene.handover is not None:
            return True
        settle(app, scene)  # (an open hand-over's banner, a loss confirmed)
        if session.active < 0 or session.over:
            run_timers(app, steps=4, dt=50)
            continue
        bot = session.title.bots()["greedy"](session.active)
        view = session.title.view(session.state, session.active)
        scene.act(bot.choose(view, session.legal_actions(), rng))
        run_timers(app, steps=4, dt=50)
    return False


@pytest.mark.parametrize("game, variant, seats", GAMES)
def test_at_most_one_top_bar_button_is_green(app, game, variant, seats) -> None:
    scene = open_game(app, greedy_session(game, SEATS[:seats], 3, 0, variant))
    assert len(green_buttons(app, scene)) <= 1, green_buttons(app, scene)
    legend = next(b for b in scene.top.buttons if b.label == "Legend")
    assert "Legend" not in green_buttons(app, scene), "the Legend is never green"
    if held_move(app, scene) or game != "kings-forge":
        assert scene.handover is not None, "a move held for End turn"
        assert green_buttons(app, scene) == ["End turn"], "the held turn's button alone"
    else:
        assert len(green_buttons(app, scene)) <= 1, "later in the game"
    settle(app, scene)
    app.stack.pop()
    over = greedy_session(game, SEATS[:seats], 3, 100000, variant)
    assert over.over
    scene = open_game(app, over)
    press(app, pygame.K_ESCAPE)  # the results' page, shut: the frame's bar under it
    assert app.stack.top is scene
    assert green_buttons(app, scene) == ["Results"], "the finished game's button alone"
    assert legend.rect.width > 0


def legend_dot(app, button) -> bool:
    """Whether the amber dot is drawn at the button's top right corner."""
    s = app.board_scale
    r = max(3, int(4 * s))
    spot = (button.rect.right - r - int(4 * s), button.rect.y + r + int(4 * s))
    return tuple(app.surface.get_at(spot))[:3] == theme.ACCENT


def test_warparty_s_legend_calls_with_a_dot_until_opened(app) -> None:
    scene = open_game(app, greedy_session("warparty", SEATS, 3, 0))
    app.draw()
    legend = next(b for b in scene.top.buttons if b.label == "Legend")
    assert legend.style == "normal" and legend.dot and legend_dot(app, legend)
    place = legend.rect.copy()
    click_button(app, scene.top, "Legend")
    assert isinstance(app.stack.top, Legend)
    press(app, pygame.K_ESCAPE)
    app.draw()
    legend = next(b for b in scene.top.buttons if b.label == "Legend")
    assert not legend.dot and not legend_dot(app, legend), "gone once opened"
    assert legend.rect == place, "the buttons keep their places"
