"""What each computer player took last in the gather phase, kept in sight until a person acts
(playtest 19: "the computer's gather moves are easy to miss"; its step is shown at its pace,
then the card flies to its tray and the next card takes its place, and a person back at the
board saw nothing say which card it took, or with which dice). The card's name in the
computer's tray is outlined in its colour (hovering it says the card, the action and the
dice); a dock it used is outlined in the docks' list; the log names them too."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import tr
from forgegames.games.kings_forge.state import KFState
from forgegames.ui.boards.kings_forge.look import draw_die
from forgegames.ui.boards.kings_forge.part import Part
from forgegames.ui.boards.kings_forge.words import dice_words


class Taken(Part):
    """Part of ``KingsForgeBoard``: each computer seat's last card or dock taken, by seat, as
    ("card", card, side, dice) or ("dock", dock, "", dice); cleared when a person moves."""

    seen: KFState | None = None
    """The state the board showed last (``watch``)."""

    def __init__(self, board) -> None:
        super().__init__(board)
        self.taken: dict[int, tuple[str, str, str, tuple[str, ...]]] = {}

    def watch(self) -> None:
        """At each refresh: a computer's move that placed dice on a gather card or a dock is
        kept; a person's move (or a move taken back) clears them all."""
        state, old = self.board.state, self.seen
        self.seen = state
        if old is None or old is state:
            return
        mover = old.turn
        if not 0 <= mover < len(old.players) or not self.scene.is_bot(mover):
            self.taken = {}
            return
        cards = [p for p in state.placements if p.seat == mover and p not in old.placements]
        docks = [d for d in state.docks if d.seat == mover and d not in old.docks]
        if cards:
            self.taken[mover] = ("card", cards[-1].card, cards[-1].side, cards[-1].dice)
        elif docks:
            self.taken[mover] = ("dock", docks[-1].action, "", docks[-1].dice)

    def card_mark(self, seat: int) -> tuple[str, tuple[int, int, int], str, tuple] | None:
        """The name of the card ``seat`` (a computer) took last, as its tray shows it, its
        colour, the words said on hovering it and the dice it paid; None when it took none
        since a person moved (or the card has left its tray: a new round)."""
        kind, card, side, dice = self.taken.get(seat, ("", "", "", ()))
        state = self.board.state
        if kind != "card" or not any(p.seat == seat and p.card == card for p in state.placements):
            return None
        name = self.board.world.card_name(card)
        who, half = self.scene.seat_name(seat), tr("top") if side == "top" else tr("bottom")
        if dice:
            paid = dice_words(dice)
            tip = tr(
                "{name} took the {card} ({side}) with {dice}.",
                name=who,
                card=name,
                side=half,
                dice=paid,
            )
        else:
            tip = tr("{name} took the {card} ({side}), free.", name=who, card=name, side=half)
        return str(name), self.scene.seat_colour(seat).rgb, tip, dice

    def draw(self, surface: pygame.Surface) -> None:
        """Each dock a computer used last, outlined in its colour (the log says the dice)."""
        if not any(kind == "dock" for kind, *_rest in self.taken.values()):
            return
        s = self.scene.scale
        rows = dict(self.board.geo.dock_rows())
        used = {d.action for d in self.board.state.docks}
        for seat, (kind, dock, _side, _dice) in self.taken.items():
            rect = rows.get(dock)
            if kind != "dock" or rect is None or dock not in used:
                continue
            rgb = self.scene.seat_colour(seat).rgb
            pygame.draw.rect(surface, rgb, rect.inflate(2, 2), max(2, round(2 * s)), 4)

    def outline(self, surface: pygame.Surface, name: pygame.Rect, right: int, mark) -> pygame.Rect:
        """The card's name (drawn at ``name``) in a computer's tray outlined in its colour,
        with the dice it paid drawn small after it where they fit before ``right``
        (``mark``: as ``card_mark`` gives it); the box outlined."""
        dice, side = mark[3], max(8, name.height - 4)
        box = name.copy()
        if dice and len(dice) * (side + 2) + 4 <= right - name.right - 6:
            x = name.right + 6
            for code in dice:
                draw_die(surface, pygame.Rect(x, name.centery - side // 2, side, side), code)
                x += side + 2
            box.width = x - 2 - name.x
        width = max(2, round(2 * self.scene.scale))
        pygame.draw.rect(surface, mark[1], box.inflate(6, 2), width, border_radius=4)
        return box
