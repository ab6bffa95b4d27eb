"""Leader lines from a territory's label to the territory itself (playtest 26: "Fenmere", set
above its hex where its own had no room, lay over Crossroads, and a newcomer who clicked the
label moved a stack to Crossroads). A label whose middle is not on its own territory gets a
thin line from its edge to a dot inside the territory, so it points to the land it names and
not to the one it lies on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

LINE = (24, 22, 28)
"""The leader's dark edge (the labels' pill colour, opaque)."""
DOT_PX = 3
"""The radius of the dot at the leader's end, at scale 1."""


class Label(tuple):
    """A placed label, read as ``(box, lines, named)`` like before, with ``leader``: the
    point inside its own territory its leader line ends at (None when the label's middle
    lies on the territory itself)."""

    leader: tuple[int, int] | None

    def __new__(
        cls,
        box: pygame.Rect,
        lines: list[pygame.Surface],
        named: bool,
        leader: tuple[int, int] | None = None,
    ) -> Label:
        made = super().__new__(cls, (box, lines, named))
        made.leader = leader
        return made


def leader_end(
    box: pygame.Rect,
    stack_at: Sequence[float],
    inside: Callable[[Sequence[float]], bool],
    marks: Sequence[pygame.Rect] = (),
    reach: int = 6,
) -> tuple[int, int] | None:
    """Where the leader of a label in ``box`` ends, or None when the label's middle is on
    its territory (``inside``): on the way from the label to the territory's stack point
    ``stack_at``, ``reach`` pixels past the territory's edge and clear of its printed
    ``marks`` (a coin's figure stays readable) where it can be, else the stack point."""
    if inside(box.center):
        return None
    centre = (round(stack_at[0]), round(stack_at[1]))
    start = nearest_edge(box, centre)
    length = max(abs(centre[0] - start[0]), abs(centre[1] - start[1]))
    path = [
        (
            round(start[0] + (centre[0] - start[0]) * k / length),
            round(start[1] + (centre[1] - start[1]) * k / length),
        )
        for k in range(1, length + 1)
    ]
    # the first point of the path inside the territory and off the label (the rest of the
    # path is not asked: each point is a search of the outline)
    first = next(
        (k for k, point in enumerate(path) if not box.collidepoint(point) and inside(point)),
        None,
    )
    if first is None:
        return centre
    rest = path[min(first + reach, len(path) - 1) :]
    xs, ys = [x for x, _ in rest], [y for _, y in rest]
    along = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    # (only the marks by the rest of the path, each grown once: asked of every point)
    near = [grown for grown in (mark.inflate(4, 4) for mark in marks) if grown.colliderect(along)]
    for point in rest:
        clear = pygame.Rect(point, (1, 1)).collidelist(near) < 0
        if clear and inside(point) and not box.collidepoint(point):
            return point
    return centre


def nearest_edge(box: pygame.Rect, point: Sequence[float]) -> tuple[int, int]:
    """The point of ``box``'s edge (or inside it) nearest ``point``."""
    x = min(max(int(point[0]), box.left), box.right - 1)
    y = min(max(int(point[1]), box.top), box.bottom - 1)
    return x, y


def leader_rect(label: Label, s: float) -> pygame.Rect | None:
    """The box the leader of ``label`` is drawn in (its line and its dot), or None."""
    end = getattr(label, "leader", None)  # (a label placed before leaders: a plain tuple)
    if end is None:
        return None
    box = label[0]
    start = nearest_edge(box, end)
    reach = max(3, int(DOT_PX * s)) + 2
    line = pygame.Rect(min(start[0], end[0]), min(start[1], end[1]), 1, 1)
    line.union_ip(pygame.Rect(max(start[0], end[0]), max(start[1], end[1]), 1, 1))
    return line.inflate(2 * reach, 2 * reach)


def draw_leader(
    picture: pygame.Surface,
    label: Label,
    offset: tuple[int, int],
    colour: Sequence[int],
    s: float,
) -> pygame.Rect | None:
    """Draw ``label``'s leader on ``picture`` (whose top left is at ``offset`` on screen):
    a light line edged in dark from the label's edge to a dot inside its territory. The
    part of the picture drawn on, or None when the label has no leader."""
    rect = leader_rect(label, s)
    if rect is None:
        return None
    ox, oy = offset
    start = nearest_edge(label[0], label.leader)
    a = (start[0] - ox, start[1] - oy)
    b = (label.leader[0] - ox, label.leader[1] - oy)
    width = max(1, int(s))
    radius = max(3, int(DOT_PX * s))
    pygame.draw.line(picture, LINE, a, b, width + 2)
    pygame.draw.line(picture, colour, a, b, width)
    pygame.draw.circle(picture, LINE, b, radius + 1)
    pygame.draw.circle(picture, colour, b, radius)
    return rect.move(-ox, -oy).clip(picture.get_rect())


def placed(board, territory: str, box: pygame.Rect, lines: list, named: bool) -> Label:
    """The label of ``territory`` placed in ``box`` on ``board`` (a ``MapNames``), with its
    leader where its middle is off the territory."""
    printed = board._printed_marks()
    # kept per view, printed marks and box: the pointer going over the log's lines places
    # the same labels again and again, and the end is a walk along the line
    key = (territory, tuple(box), tuple(map(tuple, printed)))
    ends = board.view_memo("leaders")
    if key not in ends:
        if len(ends) > 4096:  # (cities founded one after another)
            ends.clear()
        inside, stack_at = board._inside(territory)[0], board.canvas.centre_of(territory)
        reach = max(3, int(6 * board.s))
        dot = 2 * (max(3, int(DOT_PX * board.s)) + 2)  # (the dot whole beside a mark)
        marks = [mark.inflate(dot, dot) for mark in printed]
        ends[key] = leader_end(box, stack_at, inside, marks, reach)
    return Label(box, lines, named, ends[key])


def leader_rects(placed: Sequence[tuple], s: float) -> list[pygame.Rect]:
    """The boxes the leaders of the labels ``placed`` are drawn in."""
    return [r for r in (leader_rect(label, s) for label in placed) if r is not None]


def draw_leaders(
    board,
    picture: pygame.Surface,
    placed: Sequence[tuple],
    offset: tuple[int, int],
    colours: tuple[Sequence[int], Sequence[int]],
) -> list[pygame.Rect]:
    """Draw the leaders of the labels ``placed`` on ``board`` (a ``MapNames``): each in the
    first of ``colours`` for a label the words name, else the second, with a gap where it
    crosses a printed mark (a coin's figure stays readable); the parts drawn on."""
    drawn = [
        draw_leader(picture, label, offset, colours[0 if label[2] else 1], board.s)
        for label in placed
    ]
    rects = [rect for rect in drawn if rect is not None]
    if rects:
        reach = rects[0].unionall(rects[1:]).move(offset)
        for mark in board._printed_marks():
            if reach.colliderect(mark):
                picture.fill((0, 0, 0, 0), mark.inflate(2, 2).move(-offset[0], -offset[1]))
    return rects
