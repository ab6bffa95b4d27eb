"""King's Forge after newcomer playtest 5, headless: the waiting line's small dice show their
figures, the craft table is as tall as it needs, the docks' outlines stay in their rows."""

from __future__ import annotations

import pygame
import pytest
from test_kings_forge_board import start
from uihelp import open_game

from forgegames.ui import icons, theme
from forgegames.ui.app import App
from forgegames.ui.boards.kings_forge import KingsForgeBoard, king, pictures


def ink_rows(picture: pygame.Surface) -> int:
    """How many rows of a red die's picture hold near-white ink (its pips' or figure's)."""
    w, h = picture.get_size()
    return sum(1 for y in range(h) if any(min(picture.get_at((x, y))[:3]) > 170 for x in range(w)))


def test_the_waiting_lines_small_dice_show_their_value_as_a_figure(monkeypatch):
    """At 1024x640 the waiting line's dice are about 13 px: six pips would be 1 px dots
    (playtest 5), so each shows its value as one figure nearly the die's height."""
    app = App((1024, 640), bot_delay_ms=0)
    try:
        start(app, seed=3)
        drawn: list[tuple[str, int]] = []
        real = icons.icon

        def icon(name, side, *rest):
            drawn.append((name, side))
            return real(name, side, *rest)

        monkeypatch.setattr(king.icons, "icon", icon)
        app.draw()
        valued = [(n, side) for n, side in drawn if n.startswith("die:") and n.count(":") >= 2]
        small = [name for name, side in valued if side < pictures.SMALL_DIE]
        assert len(small) >= 12  # the line's six cards' dice
        assert all(name.endswith(":figure") for name in small)
    finally:
        pygame.display.quit()
    side = 13
    pips = icons.icon("die:G:1", side, pictures.DIE_RGB["G"])
    figure = icons.icon("die:G:1:figure", side, pictures.DIE_RGB["G"])
    assert ink_rows(pips) <= 3 and ink_rows(figure) >= side // 2


def craft_position(seats: int, seed: int):
    """A greedy game's first craft turn with a roll on the table."""
    from forgegames.core.session import Session
    from forgegames.core.title import GameConfig, SeatConfig
    from forgegames.games.kings_forge.state import PHASE_CRAFT

    config = tuple(SeatConfig(n, c) for n, c in (("Ann", "blue"), ("Ben", "orange")))[:seats]
    session = Session.start(GameConfig("kings-forge", config, "standard"), seed)
    title = session.title
    while not (session.state.phase == PHASE_CRAFT and session.state.pool):
        bot = title.bots()["greedy"](session.active)
        view = title.view(session.state, session.active)
        session.apply(bot.choose(view, session.legal_actions(), None))
    return session


def test_the_craft_table_takes_the_gather_rows_place(app):
    """Playtest 5: a one-die roll sat in a table 234 px tall; the table then shrank to its
    dice, and the regions under it changed shape between phases. Playtest 21 asks that no
    region moves: the craft table is the gather row's rectangle, its dice in one row at its
    top, the trays in their place under it (playtest 16)."""
    scene = open_game(app, craft_position(2, 5))
    board: KingsForgeBoard = scene.board
    dice = [rect for _, rect in board.geo.pool_dice()]
    assert dice and len({r.y for r in dice}) == 1  # one row of dice
    table = board.geo.mid_rect
    assert all(table.contains(r) for r in dice)
    assert dice[0].top - table.top <= int(40 * app.board_scale), "at the table's top"
    mid_h, _row_h = board.geo.row_heights()
    assert table.height == mid_h  # the gather row's height, in this phase too
    trays = board.geo.tray_rects(board.state)  # in their place (playtest 16), under it
    assert trays[0].top >= table.bottom + board.pad
    assert trays[-1].bottom + board.pad >= board.geo.tray_band()[0] - board.pad


def docks_visit(seed: int):
    """A two-player greedy game up to a visit to the docks (the first card that may be
    discarded for them is)."""
    from forgegames.core.session import Session
    from forgegames.core.title import GameConfig, SeatConfig
    from forgegames.games.kings_forge.actions import Discard, Dock, Visit

    config = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))
    session = Session.start(GameConfig("kings-forge", config, "standard"), seed)
    title = session.title
    while not any(isinstance(a, Dock) for a in session.legal_actions()):
        legal = session.legal_actions()
        visit = [a for a in legal if isinstance(a, Visit | Discard)]
        if visit:
            session.apply(visit[0])
            continue
        bot = title.bots()["greedy"](session.active)
        session.apply(bot.choose(title.view(session.state, session.active), legal, None))
    return session


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_each_usable_docks_rows_outline_stays_in_its_row(size):
    """Playtest 5: at 1024x640 the docks rows were 14 px, their words taller, and the
    outlines of usable rows lay over the rows next to them. Each row holds its words, the
    outlines (drawn on the row's edge) of two rows never meet, and the panel fits the row."""
    from forgegames.games.kings_forge import TITLE
    from forgegames.games.kings_forge.actions import Dock
    from forgegames.ui.boards.kings_forge.words import dock_picture

    app = App(size, bot_delay_ms=0)
    try:
        scene = open_game(app, docks_visit(2))
        board: KingsForgeBoard = scene.board
        live = {t.key for t in board.all_targets() if t.live}
        rows = board.geo.dock_rows()
        assert any(f"dock:{dock}" in live for dock, _ in rows)
        assert any(Dock(dock) in board.legal() for dock, _ in rows)
        size13 = max(int(13 * app.board_scale), theme.min_text_size())
        for (_, rect), (_, below) in zip(rows, rows[1:], strict=False):
            assert rect.bottom < below.top  # a gap: two outlines never share a pixel
        for dock, rect in rows:
            label = icons.rich(dock_picture(TITLE.world.content.docks[dock]), size13, theme.TEXT)
            assert label.get_height() < rect.height, dock
            assert board.geo.mid_rect.contains(rect), dock
    finally:
        pygame.display.quit()
