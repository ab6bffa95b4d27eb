"""Issue 39, playtest 14: on Warparty's map nothing covers what the player is looking at.

In real games' positions (the screenshot command's: the greedy player on every seat, seeded):
no name label lies on the hint's magenta outline; a move's tooltip keeps off the names on the
map, its destination's first; no move cost lies on a counter's count (the picked stack's);
a counter set beside its crowded territory keeps off its neighbours' middles, with a short
leader."""

from __future__ import annotations

import math

import pygame
import pytest
from test_warparty_preview import hover
from uihelp import click, open_game, press

from forgegames.cli import make_config, play_bots
from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.ui.app import App
from forgegames.ui.boards.warparty import hover as warparty_hover
from forgegames.ui.boards.warparty.map_layout import COUNTER, SEARCH
from forgegames.ui.boards.warparty.map_leaders import leaders


def position(seed: int, actions: int, until: str | None = None) -> Session:
    """``screenshot --game warparty --players 2 --seed S --actions K``'s position."""
    title = registry.get("warparty")
    session = Session(title, make_config(title, 2, None, {}), seed)
    session.resolve_chance()
    play_bots(session, "greedy", seed, actions, until)
    return session


def drawn_outline(mark: pygame.Rect, scale: float) -> pygame.Rect:
    """The box the hint's double outline and its dark halo take round ``mark``, as
    ``overlays.draw_hint_marks`` draws them."""
    w = gap = max(2, int(2 * scale))
    reach = w + gap + 2 + 1  # the outer line's box, then its halo's pixel
    return mark.inflate(2 * reach, 2 * reach)


@pytest.mark.parametrize(
    ("size", "seed"), [((1280, 720), 5), ((1024, 640), 11)], ids=["1280x720-5", "1024x640-11"]
)
def test_no_name_lies_on_the_hint_s_outline(size, seed) -> None:
    """Item 1: "Bogmire" sat just above its marked box, over the outline's top edge;
    "Mudgate" and "Fangwood" over the edges of the others."""
    app = App(size, bot_delay_ms=0)
    try:
        scene = open_game(app, position(seed, 6))
        scene.session.set_hints(True)
        press(app, pygame.K_h)  # the Hint key
        app.draw()
        board = scene.board
        assert scene.teaching.hint is not None and scene.teaching.hint_marks
        outlines = [drawn_outline(m, app.board_scale) for m in scene.teaching.hint_marks]
        names = board.placed_names()
        hinted = {t for t, named in board.labelled() if named}
        assert len(names) >= 3 and len(hinted) >= 3  # the hint's places are named
        for pill, _, _ in names:
            assert pill.collidelist(outlines) < 0, (pill, outlines)
    finally:
        pygame.display.quit()


def movers(session: Session) -> list[tuple[str, str]]:
    """The (place, army) stacks the seat to play may move."""
    state = session.state
    found = []
    for action in session.legal_actions():
        if type(action).__name__ == "Move":
            unit = state.unit(action.units[0])
            found.append((unit.at, unit.army))
    return list(dict.fromkeys(found))


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)], ids=["1280x720", "1024x640"])
def test_no_move_cost_lies_on_a_counter_s_count(size) -> None:
    """Item 3: picked, the Goblins in Gnashwood ("9 of 9 go") had a lit neighbour's cost
    on their count."""
    app = App(size, bot_delay_ms=0)
    try:
        scene = open_game(app, position(1, 60, "movement"))
        board, state = scene.board, scene.session.state
        stacks = movers(scene.session)
        assert ("gnashwood", "goblins") in stacks
        for key in stacks:
            click(app, board.canvas.stack_rects(state)[key].center)
            app.draw()
            assert board.selected == key
            placed = board.canvas._placed(state)
            counts = [
                board.canvas._tag_rect(stack, face)
                for stack, face in placed
                if (stack.place, stack.army) not in board.canvas._chips
            ]
            tags = board.canvas.cost_tags(state, board.lit_now())
            assert tags
            for place, (_, spot) in tags.items():
                assert spot.collidelist(counts) < 0, (key, place)
            press(app, pygame.K_ESCAPE)
            app.draw()
            assert board.selected is None
    finally:
        pygame.display.quit()


def test_a_move_s_tooltip_keeps_off_its_destination_s_name(app, monkeypatch) -> None:
    """Item 2: the Undead picked in the Bone Lands, the pointer on Ravenmarch: the move's
    words lay over "Ravenmarch", the name the pointer had just brought up."""
    scene = open_game(app, position(1, 60, "movement"))
    board, state = scene.board, scene.session.state
    tips: list[pygame.Rect] = []
    real = warparty_hover.HoverPreviews._tip_aside

    def spy(self, surface, preview, points):
        tips.append(real(self, surface, preview, points))
        return tips[-1]

    monkeypatch.setattr(warparty_hover.HoverPreviews, "_tip_aside", spy)
    click(app, board.canvas.stack_rects(state)[("bone-lands", "undead")].center)
    app.draw()
    assert "ravenmarch" in board.lit_now()
    outline = board.canvas.place_rect("ravenmarch")
    shown = 0
    for fx in (0.3, 0.5, 0.7):
        for fy in (0.3, 0.5, 0.7):
            pos = (int(outline.x + fx * outline.w), int(outline.y + fy * outline.h))
            if board.canvas.territory_at(pos) != "ravenmarch":
                continue
            tips.clear()
            hover(app, pos)
            app.draw()
            if board.pointed() != "ravenmarch":  # (a counter set beside its own lies there)
                continue
            steady, pointed = board._labelled_parts()
            assert pointed == "ravenmarch" and tips
            others = [box for box, _, _ in board.placed_names(steady)]
            own = [box for box, _, _ in board.placed_names([(pointed, False)], others)]
            assert own, "the destination is named"
            assert tips[-1].collidelist(own + others) < 0, (pos, tips[-1], own)
            shown += 1
    assert shown >= 3


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)], ids=["1280x720", "1024x640"])
def test_a_counter_set_beside_its_territory_keeps_off_the_neighbours_middles(size) -> None:
    """Item 4: the Dwarves beside Hammerdeep lay on Anvil Vale's middle (a click there
    picked them), the Humans beside Kingsreach on Crownvale's. Set beside, a counter or a chip
    (and its count) keeps off every other territory's middle, its leader no longer than the
    first search for room reaches (``SEARCH`` counters)."""
    app = App(size, bot_delay_ms=0)
    try:
        beside = 0
        for actions in (15, 30, 120):
            scene = open_game(app, position(1, actions))
            state, canvas = scene.session.state, scene.board.canvas
            placed = canvas._placed(state)
            middles = {t: canvas._anchor(t) for t in canvas.ids}
            drawn = {counter for _, _, counter in leaders(canvas, placed)}  # set beside
            for stack, face in (item for item in placed if item[1].center in drawn):
                key = (stack.place, stack.army)
                beside += 1
                boxes = [face, canvas._tag_rect(stack, face)]
                covered = [
                    t
                    for t, point in middles.items()
                    if t != stack.place and any(box.collidepoint(point) for box in boxes)
                ]
                assert not covered, (actions, key, covered)
                home = middles[stack.place]
                assert math.dist(face.center, home) < SEARCH * canvas.px(COUNTER), key
            app.pop()
        # (an army alone shows its chip in its territory where no counter fits since playtest
        # 15: at 1280x720 nothing is set beside in these positions, at 1024x640 four chips are)
        assert beside >= (4 if size == (1024, 640) else 0)
    finally:
        pygame.display.quit()


def test_the_hinted_stack_is_washed_once_not_whitened(app) -> None:
    """Noticed with item 1: the hint lists a stack once per click that picks its units (nine
    Goblins: nine times), and each was washed lighter over the last: the counter to move was
    a white box. Washed once, its colours still show: under a third of its face is white (its
    own white emblem and count take about a quarter since the count has a pill of its own)."""
    scene = open_game(app, position(5, 6))
    scene.session.set_hints(True)
    press(app, pygame.K_h)
    app.draw()
    marks = [tuple(mark) for mark in scene.teaching.hint_marks]
    stack = max(set(marks), key=marks.count)
    assert marks.count(stack) > 2  # the stack, listed once per click
    face = pygame.Rect(stack).inflate(-8, -8)
    screen = pygame.display.get_surface()
    white = sum(
        screen.get_at((x, y))[:3] == (255, 255, 255)
        for x in range(face.left, face.right)
        for y in range(face.top, face.bottom)
    )
    assert white < face.w * face.h // 3, (white, face)
