"""The Forge War mine's places: the hexes an overseer is placed or moved on (two clicks: the piece,
then a lit hex), the worker-move reward, the refusals and the move previews."""

from __future__ import annotations

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
from forgegames.ui.boards.forge_war.text import Preview, preview_lines


class MineInput:
    """Mixin of ``ForgeWarBoard``: the mine's clicks and previews."""

    # --- the mine ------------------------------------------------------------------------------
    def mine_mode(self) -> str:
        """place, overseer, worker or '' (what a click on the mine does now)."""
        v = self.view
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
        the frame's marks of it go."""
        xs, ys = zip(*self.mine_view.layout.corners(h), strict=True)
        x, y = self.mine_view.centre(h)
        half_w, half_h = round((max(xs) - min(xs)) / 2), round((max(ys) - min(ys)) / 2)
        return pygame.Rect(x - half_w, y - half_h, 2 * half_w, 2 * half_h)

    def build_mine(self) -> None:
        mode = self.mine_mode()
        legal = self.legal
        if mode == "place":
            for a in legal:
                if isinstance(a, PlaceOverseer):
                    h = hex_of(a.at)
                    self.add(f"hex:{h.q},{h.r}", self.hex_rect(h), lambda a=a: self.act(a), True, h)
        elif mode == "overseer":
            moves = [a for a in legal if isinstance(a, MoveOverseer)]
            self.add_two_click(moves)
        elif mode == "worker":
            moves = [a for a in legal if isinstance(a, MoveWorker)]
            self.add_two_click(moves)

    def add_two_click(self, moves: list) -> None:
        starts = sorted({hex_of(a.frm) for a in moves})
        if self.selected is not None and self.selected not in starts:
            self.selected = None
        for h in starts:
            self.add(f"hex:{h.q},{h.r}", self.hex_rect(h), lambda h=h: self.pick_hex(h), True, h)
        if self.selected is None:
            return
        for a in moves:
            if hex_of(a.frm) == self.selected and a.to:
                h = hex_of(a.to)
                self.reach.add(h)
                self.add(f"hex:{h.q},{h.r}", self.hex_rect(h), lambda a=a: self.act(a), True, h)

    def pick_hex(self, h: Hex) -> None:
        self.selected = None if self.selected == h else h
        self.changed()

    def click_hex(self, h: Hex) -> None:
        """A click on a hex with no live place: say why nothing happens."""
        mode = self.mine_mode()
        mine = self.view.mine
        assert mine is not None
        if not self.scene.my_turn():
            self.scene.reject(self.not_your_turn())
        elif mode == "place":
            self.refuse(PlaceOverseer(coords(h)))
        elif mode == "overseer":
            start = self.selected or h
            colour = info.acting_colour(self.view)
            if (
                self.selected is None
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
            elif self.selected is None and mine.overseers.get(h) == colour:
                self.scene.reject(
                    Refusal(
                        tr("That overseer cannot move: every straight line is blocked."),
                        "overseer-move",
                    )
                )
            else:
                self.refuse(MoveOverseer(coords(start), coords(h)))
        elif mode == "worker":
            refusal = info.worker_move_refusal(
                self.view, self.selected or h, h if self.selected else None
            )
            if refusal is None:
                self.scene.reject(Refusal(tr("Choose a worker first, then an empty hex."), "mine"))
            else:
                self.scene.reject(Refusal(str(refusal), refusal.rule))
        else:
            not_now = tr("The mine is not in play now ({phase}).", phase=self.phase_name())
            self.scene.reject(Refusal(not_now, "round"))

    def phase_name(self) -> str:
        return self.scene.title.status(self.view).phase.lower()

    def mine_preview(self, h: Hex) -> Preview | None:
        """What moving the selected overseer to ``h`` would do (the engine's preview)."""
        v = self.view
        seat = self.me()
        if self.mine_mode() != "overseer" or self.selected is None or seat is None:
            return None
        if MoveOverseer(coords(self.selected), coords(h)) not in self.legal_set:
            return None
        key = ("mine", self.history_len, self.selected, h)
        if self._preview is not None and self._preview.key == key:
            return self._preview
        assert v.mine is not None
        mover = v.mine.overseers.get(self.selected, seat)
        change = info.overseer_preview(v, mover, self.selected, h)
        names = [self.scene.seat_name(i) for i in info.mine_colours(v)]
        marks = [(c.hex, c.kind, c.after) for c in change.changes]
        self._preview = Preview(
            key, tr("If the overseer moves here:"), preview_lines(change, names), marks
        )
        return self._preview
