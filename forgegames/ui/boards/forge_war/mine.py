"""The Forge War mine's panel: the hexes an overseer is placed or moved on (two clicks: the piece,
then a lit hex), the worker-move reward, the refusals and the move previews, and its drawing."""

from __future__ import annotations

import math

import pygame

from forgegames.core.errors import Refusal
from forgegames.core.hexgrid import Hex
from forgegames.core.i18n import tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.actions import (
    MoveOverseer,
    MoveWorker,
    PlaceOverseer,
    coords,
    hex_of,
)
from forgegames.games.forge_war.board_info import (
    is_epic,
    load_resources,
    resource_name,
)
from forgegames.games.forge_war.state import FWState
from forgegames.ui import theme
from forgegames.ui.boards.forge_war.part import FWPanel
from forgegames.ui.boards.forge_war.text import (
    Preview,
    preview_lines,
)
from forgegames.ui.boards.places import Target

MINE_MARGIN = 7
"""The room between the mine's hexes and its panel's sides and foot (pixels at the base
scale; at least 6 in a small window)."""


class MinePanel(FWPanel):
    """The hex mine: its places, its clicks' refusals, its previews and its pieces."""

    shown = pygame.Rect(0, 0, 0, 0)
    """The part of the panel on screen: all of it, but for a foot the context panel reaches
    over while it needs more room (the wealth hand, a stall's row); no hex there takes a
    click (the hexes stay above the board's ``mine_floor``)."""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_mine(surface, self.board.view)

    def target_at(self, pos) -> Target | None:
        """The hex under ``pos`` (a place with no live move when none starts there), or None
        off the hexes."""
        mine = self.board.view.mine
        if mine is None or not self.shown.collidepoint(pos):
            return None
        h = self.board.mine_view.hex_at(mine.board, pos)
        if h is None:
            return None
        for t in self.places:
            if t.hex == h:
                return t
        return Target(f"hex:{h.q},{h.r}", self.hex_rect(h), lambda h=h: self.click_hex(h), False, h)

    def mine_width(self, width: int, mine_h: int) -> int:
        """The mine's column: as wide as its hexes need at the mine's height (the mine is the
        board's centrepiece, playtest 5: it was small beside empty room), within
        ``MINE_SHARE`` of the board's ``width`` (the market and the mats keep the rest)."""
        least, most = (int(width * share) for share in self.board.MINE_SHARE)
        if self.board.view.mine is None:
            return int(width * 0.40)
        area = self.mine_area(pygame.Rect(0, 0, most, mine_h))
        across, down = self.board.mine_view.extent(self.board.view.mine.board)
        need = area.height * across / down + (most - area.width)
        return max(least, min(most, math.ceil(need)))

    def mine_area(self, mine: pygame.Rect) -> pygame.Rect:
        """Where the hexes go in the mine's panel: below its legend's line (whose text may be
        larger than the scale: a least size), ``MINE_MARGIN`` inside its sides and foot
        (playtest 34: at 1024x640 the hexes' rims touched the panel's edges)."""
        margin = max(6, self.px(MINE_MARGIN))
        area = mine.inflate(-2 * margin, 0)
        line = max(theme.font(self.px(13), True).get_linesize(), self.pen.word_h())
        legend = max(self.px(22), self.px(4) + 1 + line + self.px(3))
        area.y += legend
        area.height -= legend + margin
        return area

    def mine_mode(self) -> str:
        """place, overseer, worker or '' (what a click on the mine does now)."""
        v = self.board.view
        if v.pending:
            kind = v.pending[0]["kind"]
            return kind if kind in ("overseer", "worker") else ""
        if v.phase == "place":
            return "place"
        if v.phase == "mine":
            return "overseer"
        return ""

    def hex_rect(self, h: Hex) -> pygame.Rect:
        """The box round hex ``h`` (its corners' bounds, centred on it): its place, where
        the frame's marks of it go. Each worked out once per layout (the pointer running
        over the log asks for every hex's, for each move it passes)."""
        layout = self.board.mine_view.layout
        memo = getattr(self, "_hex_rects", None)
        if memo is None or memo[0] != layout:
            memo = self._hex_rects = (layout, {})
        rect = memo[1].get(h)
        if rect is None:
            xs, ys = zip(*layout.corners(h), strict=True)
            x, y = self.board.mine_view.centre(h)
            half_w, half_h = round((max(xs) - min(xs)) / 2), round((max(ys) - min(ys)) / 2)
            rect = memo[1][h] = pygame.Rect(x - half_w, y - half_h, 2 * half_w, 2 * half_h)
        return pygame.Rect(rect)  # a copy: callers may move it

    def build_mine(self) -> None:
        mode = self.mine_mode()
        legal = self.board.legal
        if mode == "place":
            for a in legal:
                if isinstance(a, PlaceOverseer):
                    h = hex_of(a.at)
                    self.add(
                        f"hex:{h.q},{h.r}", self.hex_rect(h), lambda a=a: self.board.act(a), True, h
                    )
        elif mode == "overseer":
            moves = [a for a in legal if isinstance(a, MoveOverseer)]
            self.add_two_click(moves)
        elif mode == "worker":
            moves = [a for a in legal if isinstance(a, MoveWorker)]
            self.add_two_click(moves)

    def add_two_click(self, moves: list) -> None:
        starts = sorted({hex_of(a.frm) for a in moves})
        if self.board.selected is not None and self.board.selected not in starts:
            self.board.selected = None
        for h in starts:
            self.add(f"hex:{h.q},{h.r}", self.hex_rect(h), lambda h=h: self.pick_hex(h), True, h)
        if self.board.selected is None:
            return
        for a in moves:
            if hex_of(a.frm) == self.board.selected and a.to:
                h = hex_of(a.to)
                self.board.reach.add(h)
                self.add(
                    f"hex:{h.q},{h.r}", self.hex_rect(h), lambda a=a: self.board.act(a), True, h
                )

    def pick_hex(self, h: Hex) -> None:
        self.board.selected = None if self.board.selected == h else h
        self.board.changed()

    def click_hex(self, h: Hex) -> None:
        """A click on a hex with no live place: say why nothing happens."""
        mode = self.mine_mode()
        mine = self.board.view.mine
        assert mine is not None
        if not self.scene.my_turn():
            self.scene.reject(self.board.not_your_turn())
        elif mode == "place":
            self.board.refuse(PlaceOverseer(coords(h)))
        elif mode == "overseer":
            start = self.board.selected or h
            colour = info.acting_colour(self.board.view)
            if (
                self.board.selected is None
                and mine.overseers.get(h) == colour
                and info.overseer_can_move(mine, h)
            ):
                self.scene.reject(
                    Refusal(
                        tr(
                            "The automated colour's priority rules out every move of that "
                            "overseer: pick one that is lit."
                        ),
                        "solo",
                    )
                )
            elif self.board.selected is None and mine.overseers.get(h) == colour:
                self.scene.reject(
                    Refusal(
                        tr("That overseer cannot move: every straight line is blocked."),
                        "overseer-move",
                    )
                )
            elif self.board.selected is None and mine.overseers.get(h, colour) != colour:
                whose = self.someone_elses(mine.overseers[h], colour)
                self.scene.reject(Refusal(whose, "overseer-move"))
            else:
                self.board.refuse(MoveOverseer(coords(start), coords(h)))
        elif mode == "worker":
            refusal = info.worker_move_refusal(
                self.board.view, self.board.selected or h, h if self.board.selected else None
            )
            if refusal is None:
                self.scene.reject(Refusal(tr("Choose a worker first, then an empty hex."), "mine"))
            else:
                self.scene.reject(Refusal(str(refusal), refusal.rule))
        else:
            not_now = tr("The mine is not in play now ({phase}).", phase=self.phase_name())
            self.scene.reject(Refusal(not_now, "round"))

    def someone_elses(self, owner: int, colour: int) -> str:
        """The words refusing a click on another seat's overseer: whose it is and whose move
        it is (playtest 24: "no overseer of yours on that hex" read as if the hex were empty)."""
        return tr(
            "That overseer is {owner}'s, and it is {name}'s move: pick one of {name}'s own.",
            owner=self.colour_name(owner),
            name=self.colour_name(colour),
        )

    def colour_name(self, colour: int) -> str:
        """The name of ``colour``: its seat's, else the automated colour's."""
        view = self.board.view
        if 0 <= colour < len(view.seats):
            return self.scene.seat_name(colour)
        return self.scene.title.colour_name(view, colour)

    def phase_name(self) -> str:
        return self.scene.title.status(self.board.view).phase.lower()

    def mine_preview(self, h: Hex) -> Preview | None:
        """What moving the selected overseer to ``h`` would do (the engine's preview)."""
        v = self.board.view
        seat = self.board.me()
        if self.mine_mode() != "overseer" or self.board.selected is None or seat is None:
            return None
        if MoveOverseer(coords(self.board.selected), coords(h)) not in self.board.legal_set:
            return None
        key = ("mine", self.board.history_len, self.board.selected, h)
        if self.board.preview_cache is not None and self.board.preview_cache.key == key:
            return self.board.preview_cache
        assert v.mine is not None
        mover = v.mine.overseers.get(self.board.selected, seat)
        change = info.overseer_preview(v, mover, self.board.selected, h)
        names = [self.scene.seat_name(i) for i in info.mine_colours(v)]
        marks = [(c.hex, c.kind, c.after) for c in change.changes]
        self.board.preview_cache = Preview(
            key, tr("If the overseer moves here:"), preview_lines(change, names), marks
        )
        return self.board.preview_cache

    def mine_looks(self, v: FWState) -> list[tuple[tuple[int, int, int], str]]:
        """Each mine colour's look: its seat's colour and symbol."""
        return [
            (self.scene.seat_colour(i).rgb, self.scene.seat_colour(i).symbol)
            for i in info.mine_colours(v)
        ]

    def draw_over_marks(self, surface) -> None:
        """The mine's pieces again, over the frame's corner marks and highlights of what
        changed, of a hint and of a lesson: a mark never covers a piece (playtest 3, item 8:
        marks and lit fills piled up over the pawns)."""
        mine = self.board.view.mine
        if mine is None:
            return
        clip = surface.get_clip()
        surface.set_clip(self.shown)
        self.board.mine_view.draw_pieces(surface, mine, self.mine_looks(self.board.view))
        surface.set_clip(clip)

    def draw_mine(self, surface, v: FWState) -> None:
        self.pen.panel(surface, self.shown)
        mine = v.mine
        if mine is None:
            return
        looks = self.mine_looks(v)
        lit = [t.hex for t in self.places if t.hex is not None and t.live]
        if not self.scene.my_turn():
            lit = []
        clip = surface.get_clip()
        surface.set_clip(self.shown)
        reach = None
        if self.board.selected is not None and self.scene.my_turn():
            reach = (self.board.selected, self.board.reach)
        self.board.mine_view.draw(
            surface, mine, looks, [h for h in lit if h != self.board.selected], reach
        )
        if self.board.selected is not None:
            corners = self.board.mine_view.layout.corners(self.board.selected)
            theme.draw_state(surface, corners, "selected", max(1.0, self.s * 4 / 3))
        surface.set_clip(clip)
        y = self.rect.y + self.px(4)
        x = self.rect.x + self.px(6)
        caption = tr("Mine") if not is_epic(v) else tr("Mine, stage {n}", n=mine.board.stage)
        x += self.pen.label(surface, caption, (x, y), 13, theme.TEXT_DIM, True) + self.px(12)
        shown = set(mine.board.resources.values())
        kinds = [k.id for k in load_resources() if k.id in shown]
        for rid in kinds:
            x += self.pen.resource_chip(surface, rid, None, (x, y), self.px(17) + 1) + self.px(3)
            if len(kinds) <= 3:  # later stages' mines show too many kinds to name them all
                x += self.pen.label(surface, resource_name(rid), (x, y + 1), 12, theme.TEXT_DIM)
            x += self.px(8)

    def mark_hex(self, surface, h: Hex, kind: str, after: int | None) -> None:
        x, y = self.board.mine_view.centre(h)
        size = self.board.mine_view.layout.size
        if kind == "strike":
            d = int(size * 0.55)
            pygame.draw.line(surface, theme.DANGER, (x - d, y - d), (x + d, y + d), 4)
            pygame.draw.line(surface, theme.DANGER, (x - d, y + d), (x + d, y - d), 4)
            return
        if after is None:
            return
        look = self.scene.seat_colour(after)
        pygame.draw.polygon(surface, look.rgb, self.board.mine_view.layout.corners(h), 3)
        r = max(5, int(size * 0.3))
        centre = (x + int(size * 0.45), y - int(size * 0.45))
        pygame.draw.circle(surface, (15, 15, 18), centre, r + 2)
        theme.draw_symbol(surface, look.symbol, centre, r, look.rgb)
