"""The other seats' moves since the person at the screen last played, on the map (playtest
29: "once the computer's turn is over there is no trace of its moves on the map"; the star
tags did not read as moves). As in Wesnoth's or Board Game Arena's replays, each move of a
stack is an arrow in its army's colour from the territory it left to the one it entered, its
unit count on it; a battle that ended is crossed swords ringed in the winner's colour; a
territory that changed hands has its border in its new owner's colour; a caption sums it up.

They greet the person's turn and stay until the person's own first move of it (a move, a
spell, End movement): until then the person reads the map, afterwards the map is theirs
again (the arrows would point at stacks that moved since). The key A shows them again, or
hides them. The facts are the engine's (``games.warparty.trail``, on the states the host
gives: the viewer's views); the board only draws them. A part of ``WarpartyBoard``."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, NamedTuple

import pygame

from forgegames.core.i18n import N_, listing, ntr, tr
from forgegames.games.warparty.board_info import (
    Trail,
    own_move,
    place_name,
    side_of,
    team_name,
    trail,
)
from forgegames.ui import theme
from forgegames.ui.boards.warparty import fold_note, map_sprites
from forgegames.ui.boards.warparty.change_regions import SETTING_UP
from forgegames.ui.boards.warparty.map_palette import ink_on

TRAIL_KEY = pygame.K_a
"""Shows the arrows again after the person's first move, or hides them."""
TRAIL_WORDS = N_("Arrows: the moves of the other side since your last turn (key A)")
"""The Legend's entry."""
DIMMED = 90
"""The arrows' opacity while the person picks a stack or a purchase (their targets lead)."""
OUTLINE = (24, 22, 28)
HALO = (246, 244, 236)
"""A light band between the dark outline and the army's colour, so an arrow stands out
from every land, its own army's colour too (issue #39: orange arrows on orange land were
hard to see)."""
DISC_SPOTS = (0.5, 0.38, 0.62, 0.28, 0.72)
"""Where along its arrow a count disc may sit, the middle first: the first clear of the
discs drawn before and of the counters (issue #39: the counts of many moves lay over each
other)."""
NAMED_PLACES = 2
"""How many territories taken the caption names at most (else it counts them)."""


class Arrow(NamedTuple):
    """One arrow as drawn: ``count`` units of ``army`` from ``start`` to ``end``; ``mid``:
    the screen point of its count label (on its curve, the middle where that is clear)."""

    army: str
    start: str
    end: str
    count: int
    mid: tuple[int, int]


class TrailMarks:
    """Mixin of ``WarpartyBoard`` (which provides ``scene``, ``canvas``, ``world``, ``s``,
    ``state``, ``army_look``, ``panel_battle``, ``selected``, ``placing``, ``attacker``)."""

    scene: Any
    canvas: Any
    world: Any
    s: float
    state: Any
    selected: Any
    placing: Any
    attacker: Any
    placed_names: Any
    economy: Any
    folded: bool
    panel_rect: pygame.Rect

    _trail_memo: tuple[tuple, tuple[int, int, bool], Trail] | None = None
    trail_flip: tuple[int, int] | None = None
    """The span (first and last move) whose arrows the key A turned over, or None."""
    arrows: list[Arrow] = []
    """The arrows as last drawn (none while they are not shown)."""
    trail_caption: str = ""
    """The words summing them up, as last drawn ("" while the arrows are not shown)."""
    caption_box: pygame.Rect | None = None
    """Where the caption was last drawn (None: not drawn, or said in the folded panel's
    note)."""

    # --- what happened ------------------------------------------------------------------------
    def trail_span(self) -> tuple[int, int, bool]:
        """The moves (first, end) made by other seats since the viewer's last own move before
        them, and whether the viewer has moved since (then they are from the turn before)."""
        host, viewer = self.scene, self.scene.viewer
        entries = host.played(0)

        kinds: dict[int, str] = {}

        def kind(j: int) -> str:
            if j not in kinds:
                actor = entries[j].actor
                mine = actor == viewer and own_move(host.view_before(j), viewer)
                kinds[j] = "chance" if actor < 0 else "mine" if mine else "other"
            return kinds[j]

        j, first_mine = len(entries) - 1, None
        while j >= 0 and kind(j) != "other":
            first_mine = j if kind(j) == "mine" else first_mine
            j -= 1
        end = len(entries) if first_mine is None else first_mine
        while j >= 0 and kind(j) != "mine":
            j -= 1
        return j + 1, end, first_mine is not None

    def trail_now(self) -> tuple[tuple[int, int, bool], Trail]:
        """The span and what happened in it (worked out once per move made)."""
        host = self.scene
        entries = host.played(0)
        key = (host.moves_made(), host.viewer, id(entries[-1]) if entries else 0)
        if self._trail_memo is None or self._trail_memo[0] != key:
            found, span = Trail(), (0, 0, False)
            if host.viewer is not None:
                span = self.trail_span()
                states = [host.view_before(i) for i in range(span[0], span[1] + 1)]
                states = [s for s in states if s.phase not in SETTING_UP]
                found = trail(states)
            self._trail_memo = (key, span, found)
        return self._trail_memo[1], self._trail_memo[2]

    def trail_shown(self) -> bool:
        """Whether the arrows are on the map now: on the person's own turn, from the other
        seats' last moves, until the person's first move (or as the key A turned them)."""
        host = self.scene
        if host.read_only() or not host.my_turn() or self.panel_battle() is not None:
            return False
        if self.state.phase in SETTING_UP:
            return False
        (start, end, acted), found = self.trail_now()
        return bool(found) and (acted if self.trail_flip == (start, end) else not acted)

    def told_by_trail(self, rects: list[pygame.Rect], state: Any) -> list[pygame.Rect]:
        """``rects`` (change marks) less the territories' the arrows already tell, while they
        show: where a stack left or came, a battle was fought or land changed hands
        (playtest 31: star tags beside the arrows and their counts crowded the map)."""
        if not self.trail_shown():
            return rects
        squares = self.shown_regions(state)  # type: ignore[attr-defined]
        places = [f"t:{place}" for place in _places(self.trail_now()[1])]
        told = {
            tuple(self.mark_place(key, squares[key][0]))  # type: ignore[attr-defined]
            for key in places
            if key in squares
        }
        return [rect for rect in rects if tuple(rect) not in told]

    def toggle_trail(self) -> None:
        """The key A: the arrows shown again, or hidden."""
        (start, end, _), _ = self.trail_now()
        self.trail_flip = None if self.trail_flip == (start, end) else (start, end)
        self.scene.refresh_marks()  # the tags the arrows told are back, or go (``told_by_trail``)
        self.scene.invalidate()

    # --- drawing ------------------------------------------------------------------------------
    def draw_trail(self, surface: pygame.Surface) -> None:
        """The arrows, battles and borders on the map (under the person's own targets: dim
        while they pick), then the caption."""
        self.arrows, self.trail_caption = [], ""
        if not self.trail_shown():
            return
        found = self.trail_now()[1]
        known = {p for p in _places(found) if _located(self.canvas, p)}
        area = self.canvas.rect
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        layer_at = (-area.x, -area.y)
        for territory, army in found.taken:
            if territory in known:
                self._border(layer, territory, army, layer_at)
        steps = [s for s in found.steps if s.start in known and s.end in known]
        pairs: dict[frozenset, int] = {}
        curves = []
        for step in steps:  # every line first, then the discs over all of them
            pair = frozenset((step.start, step.end))
            bend = 0.18 + 0.14 * pairs.get(pair, 0)
            pairs[pair] = pairs.get(pair, 0) + 1
            curves.append(self._arrow(layer, step.army, step.start, step.end, bend, layer_at))
        taken = [r.move(*layer_at) for r in self.canvas.stack_rects(self.state).values()]
        for step, points in zip(steps, curves, strict=True):
            mid = self._count_disc(layer, step.army, step.count, points, taken)
            mid = round(mid[0] - layer_at[0]), round(mid[1] - layer_at[1])
            self.arrows.append(Arrow(step.army, step.start, step.end, step.count, mid))
        state = self.state
        for clash in found.clashes:
            if clash.place in known:
                spot = self.canvas.battle_mark(state, clash.place).move(*layer_at)
                self._clash(layer, spot, clash.winner)
        picking = self.selected or self.placing is not None or self.attacker is not None
        layer.set_alpha(DIMMED if picking else 255)
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip))
        surface.blit(layer, area.topleft)
        surface.set_clip(clip)
        self.trail_caption = self._caption_words(found)

    def draw_trail_caption(self, surface: pygame.Surface) -> None:
        """The caption, drawn live (over the cached picture): in the side panel under its
        words where it lists no offer, else on the map, where it covers some of it (folded
        panel's note says it in the tabs' column instead: ``fold_note``). A notice on screen
        hides it: the notice takes the panel's room under the words (``notice_place``), and
        it is the news of the moment."""
        self.caption_box = None
        if not self.trail_caption or self.scene.toast is not None:
            return
        if self.folded or not self.panel_rect.width:
            if fold_note.note_box(self) is None:
                self._draw_caption(surface, self.trail_caption)
            return
        economy, pad = self.economy, max(4, int(8 * self.s))
        top = economy.words_end + pad
        size = max(theme.min_text_size(), int(13 * self.s))
        room = self.panel_rect.inflate(-2 * int(10 * self.s), 0)
        lines = theme.try_wrap(self.trail_caption, size, room.width)
        step = theme.font(size).get_linesize()
        listed = economy.shown or top <= economy.rect.y + pad  # offers fill the list
        if listed or top + len(lines) * step > self.panel_rect.bottom - pad:
            self._draw_caption(surface, self.trail_caption)
            return
        self.caption_box = pygame.Rect(room.x, top, room.width, len(lines) * step)
        for line in theme.wrap(self.trail_caption, size, room.width):
            surface.blit(theme.text(line, size, theme.TEXT), (room.x, top))
            top += step

    def _border(self, layer: pygame.Surface, territory: str, army: str, at) -> None:
        points = self.canvas.polygons.get(territory)
        if not points:
            return
        shown = [_moved(self.canvas.to_screen(p), at) for p in points]
        width = max(2, round(3 * self.s))
        pygame.draw.lines(layer, OUTLINE, True, shown, width + 2)
        rgb = self.army_look(army).rgb
        light = tuple(round(c + (255 - c) * 0.55) for c in rgb)  # apart from the land's own
        pygame.draw.lines(layer, light, True, shown, width)

    def _arrow(
        self, layer: pygame.Surface, army: str, start: str, end: str, bend: float, at
    ) -> list[tuple[float, float]]:
        """A curved arrow from ``start``'s stack to ``end``'s, stopping short of both
        counters, bent ``bend`` of its length to its left (a move back and forth, or two
        armies along one border, curve apart), cased dark and light (``stroke``). Returns its
        curve's points (on ``layer``)."""
        a = _moved(self.canvas.centre_of(start), at)
        b = _moved(self.canvas.centre_of(end), at)
        length = math.dist(a, b) or 1.0
        nx, ny = (a[1] - b[1]) / length, (b[0] - a[0]) / length  # left of the way
        control = ((a[0] + b[0]) / 2 + nx * bend * length, (a[1] + b[1]) / 2 + ny * bend * length)
        stacks = self.canvas.stack_rects(self.state)
        air = max(2, round(3 * self.s))
        gap = min(0.3, 12 * self.s / length)
        ends = []
        for place, t in ((start, 0.0), (end, 1.0)):  # clear of the counters there
            rect = stacks.get((place, army))
            box = None
            if rect is not None:  # (its count's pill hangs under it)
                box = rect.move(*at).inflate(2 * air, 2 * air)
                box.height += rect.height // 2
            ends.append(_leave(a, control, b, t, box, gap))
        points = _curve(a, control, b, ends[0], 1 - ends[1])
        rgb = self.army_look(army).rgb
        stroke(layer, points, rgb, max(3, round(4 * self.s)), max(8, round(11 * self.s)))
        return points

    def _count_disc(
        self,
        layer: pygame.Surface,
        army: str,
        count: int,
        points: list[tuple[float, float]],
        taken: list[pygame.Rect],
    ) -> tuple[float, float]:
        """``count`` in a disc of ``army``'s colour on the arrow ``points``, at the first of
        ``DISC_SPOTS`` clear of ``taken`` (the discs and counters before it; else its
        middle), which it then takes. Returns the disc's centre (on ``layer``)."""
        radius = max(7, round(9 * self.s))
        ring = max(1, round(self.s))
        last = len(points) - 1
        centres = [points[round(t * last)] for t in DISC_SPOTS]
        boxes = [
            pygame.Rect(0, 0, 2 * (radius + 2 * ring), 2 * (radius + 2 * ring)) for _ in centres
        ]
        for box, centre in zip(boxes, centres, strict=True):
            box.center = round(centre[0]), round(centre[1])
        at = next((i for i, box in enumerate(boxes) if box.collidelist(taken) < 0), 0)
        taken.append(boxes[at])
        rgb, mid = self.army_look(army).rgb, centres[at]
        pygame.draw.circle(layer, OUTLINE, mid, radius + 2 * ring)
        pygame.draw.circle(layer, HALO, mid, radius + ring)
        pygame.draw.circle(layer, rgb, mid, radius)
        label = theme.text(str(count), max(theme.min_text_size(), int(13 * self.s)), ink_on(rgb))
        layer.blit(label, label.get_rect(center=mid))
        return mid

    def _clash(self, layer: pygame.Surface, spot: pygame.Rect, winner: str) -> None:
        """Crossed swords ringed in the winner's colour (grey: nobody won)."""
        rgb = self.army_look(winner).rgb if winner else theme.TEXT_DIM
        badge = map_sprites.battle_badge(max(6, spot.width // 2))
        ring = max(2, round(3 * self.s))
        centre = spot.center
        pygame.draw.circle(layer, OUTLINE, centre, badge.get_width() // 2 + ring + 1)
        pygame.draw.circle(layer, rgb, centre, badge.get_width() // 2 + ring)
        layer.blit(badge, badge.get_rect(center=centre))

    def _caption_words(self, found: Trail) -> str:
        """'Evil team moved 2 stacks, fought 1 battle and took Mudgate. — arrows on the map
        (A hides them)': a sentence for each team that moved (four players: both may)."""
        sentences = []
        for side in ("evil", "good"):
            steps = [s for s in found.steps if side_of(s.army) == side]
            won = [c for c in found.clashes if c.winner and side_of(c.winner) == side]
            taken = [t for t, army in found.taken if side_of(army) == side]
            parts = []
            if steps:
                parts.append(ntr(len(steps), "moved {n} stack", "moved {n} stacks"))
            if won:
                parts.append(ntr(len(won), "won {n} battle", "won {n} battles"))
            if len(taken) > NAMED_PLACES:  # (their borders show which)
                parts.append(ntr(len(taken), "took {n} territory", "took {n} territories"))
            elif taken:
                names = [place_name(self.world, t) for t in taken]
                parts.append(tr("took {places}", places=listing(names)))
            if parts:
                what = listing(parts)
                sentences.append(tr("{team} team {what}.", team=team_name(side), what=what))
        return " ".join((*sentences, tr("Arrows on the map; key A hides them.")))

    def _draw_caption(self, surface: pygame.Surface, words: str) -> None:
        """The caption in a dark box on the map, half its width at most (two lines, then
        wider): at its top or its foot, in the middle or a corner, wherever it covers the
        fewest counters and names (the armies' capitals fill the corners)."""
        area, pad = self.canvas.rect, max(4, int(6 * self.s))
        size = max(theme.min_text_size(), int(13 * self.s))
        for share in (0.45, 0.6, 0.8, 0.95):  # narrow, in three lines at most
            room = int(area.width * share) - 2 * pad
            if len(theme.try_wrap(words, size, room)) <= 3:
                break
        lines, fitted = theme.wrap_within(words, size, room, 3)
        pictures = [theme.text(line, fitted, theme.TEXT) for line in lines]
        width = max(p.get_width() for p in pictures) + 2 * pad
        height = sum(p.get_height() for p in pictures) + 2 * pad
        box = self._caption_spot(pygame.Rect(0, 0, width, height), pad)
        back = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (24, 22, 28, 225), back.get_rect(), border_radius=pad)
        surface.blit(back, box.topleft)
        y = box.y + pad
        for picture in pictures:
            surface.blit(picture, picture.get_rect(midtop=(box.centerx, y)))
            y += picture.get_height()
        self.caption_box = box

    def _caption_spot(self, box: pygame.Rect, pad: int) -> pygame.Rect:
        """Where the caption covers least: the map's top or foot, middle first."""
        area = self.canvas.screen_frame().clip(self.canvas.rect).inflate(-2 * pad, -2 * pad)
        covered = list(self.canvas.stack_rects(self.state).values())
        covered += [r for r, _, _ in self.placed_names()]
        covered += [
            self.canvas.battle_mark(self.state, c.place) for c in self.trail_now()[1].clashes
        ]
        spots = []
        for where in ("midtop", "midbottom", "topleft", "topright", "bottomleft", "bottomright"):
            spot = box.copy()
            setattr(spot, where, getattr(area, where))
            spots.append(spot)
        return min(spots, key=lambda r: sum(1 for c in covered if r.colliderect(c)))


def stroke(
    surface: pygame.Surface,
    points: list[tuple[float, float]],
    rgb: tuple[int, int, int],
    width: int,
    head: int,
) -> None:
    """An arrow along ``points`` in ``rgb``, ``width`` wide with a ``head`` long tip, cased
    in a light band (``HALO``) inside a dark outline: it reads on any land (the map's and the
    Legend's arrows alike)."""
    tip = _head(points[-2], points[-1], head)
    pygame.draw.lines(surface, OUTLINE, False, points, width + 6)
    pygame.draw.polygon(surface, OUTLINE, _grown(tip, 3.5))
    pygame.draw.lines(surface, HALO, False, points, width + 3)
    pygame.draw.polygon(surface, HALO, _grown(tip, 2.0))
    pygame.draw.lines(surface, rgb, False, points, width)
    pygame.draw.polygon(surface, rgb, tip)


def trail_picture(rgb: tuple[int, int, int]):
    """The Legend's picture: a short curved arrow in ``rgb``, drawn as the map's, with a
    count on it."""

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        a, b = (rect.x + 4, rect.bottom - 4), (rect.right - 4, rect.y + 4)
        control = ((a[0] + b[0]) / 2 - rect.height * 0.3, (a[1] + b[1]) / 2 - rect.height * 0.3)
        points = _curve(a, control, b, 0.0, 1.0, 10)
        stroke(surface, points, rgb, max(2, rect.height // 8), rect.height // 3)
        radius = max(5, rect.height // 3)
        mid = points[len(points) // 2]
        pygame.draw.circle(surface, OUTLINE, mid, radius + 2)
        pygame.draw.circle(surface, HALO, mid, radius + 1)
        pygame.draw.circle(surface, rgb, mid, radius)
        label = theme.text("3", max(theme.min_text_size() - 2, radius * 3 // 2), ink_on(rgb))
        surface.blit(label, label.get_rect(center=mid))

    return draw


def _places(found: Trail) -> set[str]:
    """Every place ``found`` names."""
    return (
        {s.start for s in found.steps}
        | {s.end for s in found.steps}
        | {c.place for c in found.clashes}
        | {t for t, _ in found.taken}
    )


def _located(canvas: Any, place: str) -> bool:
    """Whether the map shows ``place`` (a territory, or a stream between two): not a
    dungeon's inside."""
    return all(bank in canvas.anchors for bank in place.split("|"))


def _moved(point: Sequence[float], at: tuple[int, int]) -> tuple[float, float]:
    return point[0] + at[0], point[1] + at[1]


def _at(a, control, b, t: float) -> tuple[float, float]:
    """The point ``t`` of the way along the quadratic curve a → b pulled towards ``control``."""
    u = 1 - t
    return (
        u * u * a[0] + 2 * u * t * control[0] + t * t * b[0],
        u * u * a[1] + 2 * u * t * control[1] + t * t * b[1],
    )


def _curve(a, control, b, first: float, last: float, steps: int = 16) -> list[tuple[float, float]]:
    """Points of the curve (``_at``) from ``first`` of the way to ``last``."""
    return [_at(a, control, b, first + (last - first) * k / steps) for k in range(steps + 1)]


def _leave(a, control, b, t: float, box: pygame.Rect | None, gap: float) -> float:
    """How much of the curve to leave off at its end ``t`` (0: start, 1: end): until it is
    out of ``box`` (a counter and its count), else ``gap``; never past a third."""
    if box is None:
        return gap
    cut = 0.0
    while cut < 0.34 and box.collidepoint(_at(a, control, b, abs(t - cut))):
        cut += 0.02
    return max(cut, gap) if cut < 0.34 else gap


def _head(back: Sequence[float], tip: Sequence[float], size: int) -> list[tuple[float, float]]:
    """An arrowhead at ``tip`` pointing away from ``back``."""
    angle = math.atan2(tip[1] - back[1], tip[0] - back[0])
    left = (tip[0] - size * math.cos(angle - 0.45), tip[1] - size * math.sin(angle - 0.45))
    right = (tip[0] - size * math.cos(angle + 0.45), tip[1] - size * math.sin(angle + 0.45))
    return [tuple(tip), left, right]


def _grown(points: list[tuple[float, float]], by: float) -> list[tuple[float, float]]:
    """``points`` moved ``by`` pixels away from their middle (a head's outline)."""
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    out = []
    for x, y in points:
        d = math.dist((x, y), (cx, cy)) or 1.0
        out.append((x + (x - cx) / d * by, y + (y - cy) / d * by))
    return out
