"""The launcher's Warparty seat rows show the colours the seat's armies will have on the
board (playtest 13: a seat named "Orange" commanded yellow-looking Goblins and pink Undead,
and nothing before the game said so): under each seat, each army's symbol in its colour."""

from __future__ import annotations

import pygame
import pytest
from uihelp import click_button

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.launcher import Launcher


def _near(a, b) -> bool:  # (the window's colours may be a shade off the drawn ones)
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True)) < 16


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_seat_rows_show_the_army_colours_of_the_board(players):
    app = App((1024, 640), bot_delay_ms=0)
    try:
        launcher = Launcher(app)
        app.push(launcher)
        app.draw()
        click_button(app, launcher.group, "Warparty")
        while launcher.players != players:
            click_button(app, launcher.group, "+" if launcher.players < players else "−")
        app.draw()
        looks = launcher.seat_looks
        assert len(looks) == players
        seats = tuple(SeatConfig(s.name, s.colour) for s in launcher.seats[:players])
        session = Session.start(GameConfig("warparty", seats, "standard"), 1)
        scene = GameScene(app, session)
        board = scene.board
        for seat, armies in enumerate(session.state.seats):
            assert [look.id for look in looks[seat]] == list(armies)
            for look in looks[seat]:
                assert look.rgb == board.army_look(look.id).rgb, (seat, look)
                assert look.symbol == board.army_look(look.id).symbol
        # drawn under the seat's row: its first army's symbol, in its colour
        size = int(15 * app.scale)
        r = max(5, size // 2)
        for (_, x, y), seat_looks in zip(launcher.seat_roles, looks, strict=True):
            pixel = tuple(app.surface.get_at((x + r, y + size // 2 + 1)))
            assert _near(pixel, seat_looks[0].rgb), (pixel, seat_looks[0])
        if players == 2:  # the second army of a seat has a colour no seat has
            seat_rgbs = {look[0].rgb for look in looks}
            assert looks[1][1].rgb not in seat_rgbs and looks[0][1].rgb not in seat_rgbs
    finally:
        pygame.display.quit()
