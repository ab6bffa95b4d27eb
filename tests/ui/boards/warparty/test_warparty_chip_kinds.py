"""Playtest 20, item 5: at 1024x640 with the side panel open the map's stacks are chips, and a
chip showed its army and count only (a Troll Giant read as "1"). Each chip now carries its
leading unit's kind emblem before its count: checked on the screen's pixels, chip by chip, in
a real game's position (a chip in a territory too small for it goes without, where that
keeps it inside)."""

from __future__ import annotations

import pygame
from uihelp import greedy_session, open_game

from forgegames.core.title import SeatConfig
from forgegames.ui.app import App
from forgegames.ui.boards.warparty import chips
from forgegames.ui.boards.warparty.map_palette import ink_on

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))


def _near(screen: pygame.Surface, at: tuple[int, int], ink) -> bool:
    """Whether the screen's pixel at ``at`` is (nearly) ``ink``."""
    drawn = tuple(screen.get_at(at))[:3]
    return sum(abs(a - b) for a, b in zip(drawn, ink, strict=True)) < 60


def test_every_chip_at_1024_draws_its_kind_s_emblem() -> None:
    app = App((1024, 640), bot_delay_ms=0)
    try:
        scene = open_game(app, greedy_session("warparty", SEATS, 3, 40))
        board = scene.board
        board.fold_choice = False  # the panel open, as the playtest had it
        board.layout(board.rect)
        scene.invalidate()
        app.draw()
        assert not board.folded
        canvas, state = board.canvas, board.state
        boxes = canvas.piece_boxes(state)
        leads = {(s.place, s.army): s for s, _ in canvas._placed(state)}
        chips_drawn = [key for key in leads if key in canvas._chips and key not in canvas._hidden]
        assert len(chips_drawn) >= 6  # the map at 1024x640 is mostly chips
        # (a chip goes without its emblem only where its territory has no room for it)
        drawn = [key for key in chips_drawn if key not in canvas._bare]
        assert len(drawn) >= 2 * len(chips_drawn) // 3, (len(drawn), len(chips_drawn))
        kinds = set()
        for place, army in drawn:
            stack = leads[(place, army)]
            box = boxes[f"chip of {army} in {place}"]
            kind = canvas.chip_kind(army, stack.lead)
            kinds.add(kind)
            h = box.h
            mark = chips.emblem_box(h, canvas.px).move(box.topleft)
            ink = ink_on(canvas.rgb(army)) if stack.down < stack.count else None
            emblem = chips.kind_emblem(kind, mark.h, ink or (0, 0, 0))
            inked = [
                (x, y)
                for x in range(mark.w)
                for y in range(mark.h)
                if emblem.get_at((x, y)).a > 200
            ]
            assert len(inked) >= 8, (place, army, kind)
            if ink is None:
                continue
            seen = sum(1 for x, y in inked if _near(app.surface, mark.move(x, y).topleft, ink))
            # (at least half: a leader line to another chip may cross one)
            assert seen >= 0.5 * len(inked), (place, army, kind, seen, len(inked))
        assert len(kinds) >= 2  # not one picture for every chip
    finally:
        pygame.display.quit()


def test_a_chip_s_emblem_tells_two_kinds_apart() -> None:
    pygame.font.init()  # a chip's glyphs need the fonts (nothing else may have started them)
    px = lambda n: round(n)  # noqa: E731
    infantry = chips.chip_picture((60, 120, 200), "circle", 1, False, (), px, 13, "infantry")
    giant = chips.chip_picture((60, 120, 200), "circle", 1, False, (), px, 13, "tier-3")
    plain = chips.chip_picture((60, 120, 200), "circle", 1, False, (), px, 13)
    mark = chips.emblem_box(20, px)
    assert plain.get_width() < infantry.get_width()  # the emblem takes room of its own
    a = pygame.image.tobytes(infantry.subsurface(mark), "RGBA")
    b = pygame.image.tobytes(giant.subsurface(mark), "RGBA")
    assert a != b
