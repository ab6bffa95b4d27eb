"""King's Forge trays: their dice fill the tray (playtest 6: 16 px dice with tiny counts and an
empty band under them at 1024x640, issue 39), the counts readable, the 'Claimed' column clear
of them, at three and four seats."""

from __future__ import annotations

import pygame
import pytest
from test_kings_forge_layout import board_after

from forgegames.ui import text_report
from forgegames.ui.app import App


def drawn_items(app: App, board) -> list[tuple[str, pygame.Rect]]:
    """Every text the board's frame draws, with its rect."""
    text_report.start()
    try:
        app.surface = text_report.recording_window(app.surface)
        board.scene.layer = None
        app.draw()
        items = text_report.report(app.surface)
    finally:
        text_report.stop()
    assert not [i["text"] for i in items if i["cut"]]
    return [(i["text"], pygame.Rect(i["rect"])) for i in items]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
@pytest.mark.parametrize("players", [3, 4])
def test_tray_dice_are_large_and_fill_the_tray(size, players):
    app = App(size, bot_delay_ms=0)
    board = board_after(app, 3, players, 12)
    state = board.state
    trays = board.geo.tray_rects(state)
    grid = board.geo.tray_grid(trays[0])
    # four seats' trays have one height all game (playtest 8: trays that changed size
    # between turns), the height that leaves the gather row its words, so their dice are a
    # little smaller than three seats'
    assert board.geo.tray_die(trays[0]) == grid.die >= (24 if players == 3 else 20), grid
    items = drawn_items(app, board)
    for seat, tray in enumerate(trays):
        inside = [(t, r) for t, r in items if tray.contains(r)]
        counts = [r for t, r in inside if t.isdigit() and r.height >= grid.count_size]
        assert len(counts) == 8, (seat, inside)  # four kinds, supply and smithy
        claimed = next(r for t, r in inside if t.startswith("Items:"))
        assert all(r.right < claimed.left for r in counts)
        rows = {r.centery for r in counts}
        # no empty band under the dice (their counts are centred on them)
        blank = tray.bottom - (max(rows) + grid.die // 2)
        assert blank <= max(8, tray.height // 5), (grid, tray, rows)
        assert len(rows) == (2 if grid.stacked else 1)
        if grid.stacked:  # a kind's supply and smithy counts one over the other
            columns = sorted({r.x for r in counts})
            assert len(columns) == 4, columns
    pygame.display.quit()


def test_a_tall_tray_stacks_supply_over_smithy_and_a_short_one_lays_them_side_by_side():
    app = App((1024, 640), bot_delay_ms=0)
    board = board_after(app, 3, 2, 0)  # two seats: tall trays
    assert board.geo.tray_grid(board.geo.tray_rects(board.state)[0]).stacked
    pygame.display.quit()
    app = App((1280, 720), bot_delay_ms=0)
    board = board_after(app, 3, 4, 0)  # four seats under 234 px of gather cards
    assert not board.geo.tray_grid(board.geo.tray_rects(board.state)[0]).stacked
    pygame.display.quit()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_four_seats_counts_read_larger_than_the_card_words_and_clear(request, lang):
    """Playtest 19, item 9b: at 1024x640 with four seats the trays' counts were small and the
    zeros faint. Each count is drawn larger than the gather cards' words (a fifth taller at
    least) and its figure stands out from its recess at 4.5:1 or more (the pixels drawn)."""
    from forgegames.core import i18n
    from forgegames.ui import theme

    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    app = App((1024, 640), bot_delay_ms=0)
    board = board_after(app, 3, 4, 12)
    items = drawn_items(app, board)
    cards = [rect for _, rect in board.geo.gather_cards()]
    words = [r for t, r in items if any(c.contains(r) for c in cards) and " " in t]
    assert words
    trays = board.geo.tray_rects(board.state)
    counts = [r for t, r in items if t.isdigit() and any(tray.contains(r) for tray in trays)]
    assert len(counts) == 4 * 8, counts  # four kinds, supply and smithy, four seats
    assert min(r.height for r in counts) >= 1.2 * max(r.height for r in words)
    picture = app.surface
    for rect in counts:
        pixels = [
            picture.get_at((x, y))[:3]
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
        ]
        ground = max(set(pixels), key=pixels.count)  # the recess
        figure = max(pixels, key=theme.luminance)
        assert theme.contrast(figure, ground) >= 4.5, (rect, figure, ground)
    pygame.display.quit()
