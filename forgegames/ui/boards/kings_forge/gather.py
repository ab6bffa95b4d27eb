"""King's Forge's gather row (the middle row outside the craft phase): the face-up gather cards'
halves, the discards and the docks; their clicks, refusals and drawing."""

from __future__ import annotations

import pygame

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.core.i18n import N_, tr
from forgegames.games.kings_forge import board_info as info
from forgegames.games.kings_forge.actions import (
    Claim,
    Copy,
    Discard,
    Dock,
    Visit,
)
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.ui import icons, theme
from forgegames.ui.boards.kings_forge import pictures
from forgegames.ui.boards.kings_forge.choices import (
    gather_options,
)
from forgegames.ui.boards.kings_forge.layout import BOX_GAP
from forgegames.ui.boards.kings_forge.look import (
    CARD_LIGHT,
    draw_die,
)
from forgegames.ui.boards.kings_forge.part import KFPanel
from forgegames.ui.boards.kings_forge.table import (
    RIM,
    TRAY,
    draw_shadow,
    draw_well,
    wood_panel,
)
from forgegames.ui.boards.places import Target

NO_COPY = N_(
    "the Workshop copies an action another player took this round, and nobody else has "
    "taken one yet"
)
"""Why the Workshop's top cannot be used before anybody else has taken an action."""


class GatherPanel(KFPanel):
    """The gather cards and the docks."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.board.state.phase != PHASE_CRAFT:
            self.draw_gather(surface, self.board.state)

    def build_gather_targets(self, legal: list[Action]) -> None:
        for card, rect in self.board.geo.gather_cards():
            if not card:
                continue
            areas = self.board.geo.action_rects(rect, card)
            for side in ("top", "bottom"):
                options = gather_options(card, side, legal)
                self.places.append(
                    Target(
                        f"gather:{card}:{side}",
                        areas[side],
                        lambda c=card, sd=side, o=options: self.choose(c, sd, o),
                        bool(options),
                    )
                )
            then = Discard(card)  # going to the docks first, then this card's discard
            discard = Discard(card) in legal or (Visit() in legal and self.scene.may_follow(then))
            self.places.append(
                Target(
                    f"discard:{card}",
                    areas["discard"],
                    lambda c=card: self.discard(c),
                    discard,
                )
            )
        for dock_id, rect in self.board.geo.dock_rows():
            move = Dock(dock_id)
            self.places.append(
                Target(f"dock:{dock_id}", rect, lambda m=move: self.board.try_act(m), move in legal)
            )

    def unavailable_places(self) -> list[Target]:
        """The gather actions, discard buttons and docks rows the seat to move cannot use
        now (most often: their supply cannot pay), while it chooses among them; all of them
        while the screen takes no move (a computer player's turn, a turn held for End turn):
        nothing looks usable that a click cannot use (playtest 13: after a pass the gather
        cards stood as bright as when they could be claimed)."""
        state = self.board.state
        if state.phase == PHASE_CRAFT or self.scene.read_only() or self.scene.game_over():
            return []
        if self.resting():
            return [t for t in self.board.all_targets() if t.key.startswith(REST_KINDS)]
        if not self.scene.my_turn():
            return []
        kinds = {"": ("gather:", "discard:"), "dock": ("dock:",)}.get(state.sub, ())
        return (
            [t for t in self.board.all_targets() if not t.live and t.key.startswith(kinds)]
            if kinds
            else []
        )

    def resting(self) -> bool:
        """True while nobody at the screen may make a gather move: a computer player's turn,
        or a person's turn held for End turn (before the gather phase is over)."""
        scene = self.scene
        if self.board.state.phase == PHASE_CRAFT or scene.read_only() or scene.game_over():
            return False
        return not scene.my_turn() and scene.viewer is not None

    def unavailable_reason(self, key: str) -> str:
        """Why the hovered place ``key`` is not a move now (the engine's words), or ""."""
        if key not in {t.key for t in self.unavailable_places()}:
            return ""
        if self.resting():
            return self.resting_reason()
        kind, _, rest = key.partition(":")
        if kind == "gather":
            why = self.claim_refusal(*rest.split(":"))
        else:
            why = self.scene.why_not(Dock(rest) if kind == "dock" else Visit())
        if self.scene.lesson_words():  # the lesson's nudge is whole as it is
            return why
        return tr("Not now: {why}", why=why)

    def resting_reason(self) -> str:
        """Why no gather place is a move now: whose turn it is, or the turn held."""
        scene = self.scene
        if scene.handover is not None:
            return tr("Not now: press End turn to hand over, or Undo to take your move back.")
        return tr("Not now: it is {name}'s turn.", name=scene.seat_name(self.board.state.turn))

    def claim_refusal(self, card: str, side: str) -> str:
        """Why ``card``'s ``side`` action cannot be claimed now, in the engine's words (see
        ``refused_move``)."""
        move = self.refused_move(card, side)
        return (
            self.scene.why_not(move) if move is not None else Refusal(tr(NO_COPY), "gather-claim")
        )

    def refused_move(self, card: str, side: str) -> Action | None:
        """The move whose refusal says why ``card``'s ``side`` action cannot be claimed now.
        The Workshop's top is played as a copy of another player's action, so its reason is
        the copy's (playtest 3: "copies another player's action: choose which to copy"
        answered nothing); None when nobody else has taken an action to copy yet."""
        if not (self.scene.my_turn() and self.board.world.content.actions[(card, side)].copy):
            return Claim(card, side)
        targets = info.copyable(self.board.state, self.board.state.turn)
        return Copy(*targets[0]) if targets else None

    def choose(self, card: str, side: str, options: list[Action]) -> None:
        """A gather action: claim it (the dice are paid next), or pick what the Workshop copies."""
        move = self.refused_move(card, side)
        if not options and move is None:
            self.scene.reject(Refusal(tr(NO_COPY), "gather-claim"))
        elif not options:
            self.scene.reject(self.scene.why_not(move))
        elif len(options) == 1:
            self.board.act(options[0])
        else:
            self.board.copy_choices = options
            self.board.strip.refresh_strip()

    def discard(self, card: str) -> None:
        """Discard a face-up card to visit the docks (two engine moves, one click)."""
        if Visit() in self.board.legal():
            self.scene.act(Visit())
        self.board.try_act(Discard(card))

    def pay_suggested(self) -> None:
        """Place every die of the game's suggested payment, one engine move per box."""
        while self.scene.my_turn() and (move := info.suggest_pay(self.board.state)) is not None:
            if not self.scene.act(move):
                break
        self.board.reset_choice()

    def cancel_payment(self) -> None:
        """Take back the dice placed and the claim or docks visit itself (undo of the seat's
        own moves, back to where the turn's choice began)."""
        while self.board.state.sub in ("pay", "dock", "discard") and self.scene.can_undo():
            self.scene.undo()

    def paint_action(
        self, surface: pygame.Surface, area: pygame.Rect, card: str, side: str
    ) -> None:
        """One action of a gather card: the cost and the reward's picture on a row (the
        picture under the cost when the row is too narrow), then the words."""
        s = self.scene.scale
        pygame.draw.rect(surface, CARD_LIGHT, area, border_radius=6)
        spec = self.board.world.content.actions[(card, side)]
        box, _big, small = self.board.geo.face_sizes()
        row = self.board.geo.face_row()
        top = area.y + 4
        if spec.pay_all or not spec.boxes:
            word = tr("All your dice") if spec.pay_all else tr("Free")
            label = theme.text(word, small, theme.TEXT, True)
            surface.blit(label, label.get_rect(midleft=(area.x + 4, top + row // 2)))
        boxes = self.box_rects(area, card, side, len(spec.boxes))
        for code, x_mark, r in zip(spec.boxes, spec.x, boxes, strict=True):
            surface.blit(icons.icon(f"space:{code}", box), r)
            if x_mark:
                pictures.paid_mark(surface, r)
        x = boxes[-1].right + 3 if boxes else area.x + 4 + self.board.geo.cost_width(card, side)
        if spec.clock:
            r = max(5, int(7 * s))
            theme.draw_clock(surface, (area.right - r - 5, top + row // 2), r, theme.ACCENT)
        under, lines = self.board.geo.face_rows(card, side, area.width)
        picture = self.board.geo.gives_picture(card, side)
        if picture is not None:
            at = (area.x + 4, top + row + 3) if under else (x + 6, top)
            y = at[1] + (row - picture.get_height()) // 2
            surface.blit(picture, (at[0], y))
        y = top + row * (2 if under else 1) + (3 if under else 0) + 3
        line_h = theme.font(small).get_linesize()
        # clipped to the area: a line past its edge would lie under the frame drawn round a
        # usable action, and the text report sees it cut (playtest 19: it saw it whole)
        before = surface.get_clip()
        surface.set_clip(area.clip(before))
        for line in theme.mark_wide(lines, small, area.width - 8):
            surface.blit(theme.text(line, small, theme.TEXT), (area.x + 4, y))
            y += line_h
        surface.set_clip(before)

    def box_rects(self, area: pygame.Rect, card: str, side: str, count: int) -> list[pygame.Rect]:
        """Where ``count`` dice go on ``card``'s ``side`` action drawn in ``area``: its boxes
        in a row (after the words 'All your dice', one a die paid)."""
        spec = self.board.world.content.actions[(card, side)]
        box, _big, small = self.board.geo.face_sizes()
        row = self.board.geo.face_row()
        x, top = area.x + 4, area.y + 4
        if spec.pay_all or not spec.boxes:
            word = tr("All your dice") if spec.pay_all else tr("Free")
            x += theme.font(small, True).size(word)[0] + 4
        return [
            pygame.Rect(x + i * (box + BOX_GAP), top + (row - box) // 2, box, box)
            for i in range(count)
        ]

    def draw_placed(
        self, surface: pygame.Surface, rect: pygame.Rect, card: str, side: str, dice, seat: int
    ) -> None:
        """``dice`` (colour codes) on the boxes of ``card``'s ``side`` action, the card drawn at
        ``rect``, each outlined in ``seat``'s colour: the dice a claim puts on the card, as on
        the table (playtest 15)."""
        if side not in ("top", "bottom") or not dice:
            return
        area = self.board.geo.action_rects(rect, card)[side]
        rgb = self.scene.seat_colour(seat).rgb
        for colour, box in zip(dice, self.box_rects(area, card, side, len(dice)), strict=True):
            draw_die(surface, box.clip(area), colour)
            pygame.draw.rect(surface, rgb, box.inflate(2, 2).clip(area), 2, border_radius=4)

    def draw_gather(self, surface: pygame.Surface, state: KFState) -> None:
        self.board.drawn_mid = self.board.geo.mid_rect.copy()
        s = self.scene.scale
        for index, (card, rect) in enumerate(self.board.geo.gather_cards()):
            held = held_card(state, index)
            if not card and held is not None:
                self.draw_held_card(surface, rect, *held)
                continue
            if not card:  # the card's place, sunk in the table
                draw_well(surface, rect, TRAY)
                pygame.draw.rect(surface, RIM, rect, 1, border_radius=8)
                empty = theme.text(tr("empty"), int(15 * s), theme.TEXT_DIM)
                surface.blit(empty, empty.get_rect(center=rect.center))
                continue
            self.draw_gather_card(surface, rect, card)
        head = self.board.geo.docks_head()
        rows = [rect for _, rect in self.board.geo.dock_rows()]
        board = head.unionall(rows).inflate(int(12 * s), int(8 * s))
        board = board.clip(self.board.geo.mid_rect.inflate(self.board.pad, self.board.pad))
        draw_shadow(surface, board, s, 6)
        surface.blit(wood_panel(board.size, TRAY), board)  # the docks' board
        self.board.heading(surface, tr("Docks"), head.topleft)
        deck = theme.text(tr("deck: {n}", n=len(state.deck)), int(13 * s), theme.TEXT_DIM)
        surface.blit(deck, (head.right - deck.get_width(), head.y + 2))
        used = {d.action: d.seat for d in state.docks}
        specs = self.board.world.content.docks
        rows = self.board.geo.dock_rows()
        short = not all(self.dock_fits(specs[dock_id], rect) for dock_id, rect in rows)
        for dock_id, rect in rows:
            spec = specs[dock_id]
            colour = theme.TEXT if dock_id not in used else theme.TEXT_DIM
            label = self.board.geo.dock_label(spec, short, colour)
            surface.blit(label, label.get_rect(midleft=(rect.x + 4, rect.centery)))
            if dock_id in used:
                look = self.scene.seat_colour(used[dock_id])
                y = rect.centery
                pygame.draw.line(
                    surface, theme.TEXT_DIM, (rect.x + 2, y), (rect.x + label.get_width() + 6, y), 1
                )
                theme.draw_symbol(
                    surface, look.symbol, (rect.right - int(10 * s), y), int(7 * s), look.rgb
                )

    def dock_fits(self, spec, rect: pygame.Rect) -> bool:
        """True when a docks row's picture with the token's long name fits its row beside the
        taker's mark (Spanish review 26: "ficha Automático 6" ran past the docks at 1024x640;
        then every row says its token short, so that the rows read alike)."""
        s = self.scene.scale
        label = self.board.geo.dock_label(spec)
        return label.get_width() + 4 <= rect.width - int(20 * s)

    def draw_held_card(
        self, surface: pygame.Surface, rect: pygame.Rect, card: str, words: str, side: str
    ) -> None:
        """The card taken from this place by the turn in progress (being paid for, or
        discarded for the docks), dimmed, the action paid for outlined, and a band saying
        so over the card's whole foot (its discard words, which do not apply now)."""
        s = self.scene.scale
        self.draw_gather_card(surface, rect, card)
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((16, 14, 12, 110))
        surface.blit(veil, rect)
        areas = self.board.geo.action_rects(rect, card)
        if side in areas:
            pygame.draw.rect(surface, theme.ACCENT, areas[side], 2, border_radius=6)
            if self.board.state.sub == "pay":  # the dice placed so far, on their boxes
                state = self.board.state
                self.draw_placed(surface, rect, card, side, state.paid, state.turn)
        size = int(13 * s)
        foot = areas["discard"]
        lines = theme.wrap(tr(words), size, rect.width - int(16 * s), True)
        line_h = theme.font(size, True).get_linesize()
        band = pygame.Rect(0, 0, rect.width - int(8 * s), line_h * len(lines) + int(6 * s))
        band.midbottom = (rect.centerx, rect.bottom - int(3 * s))
        # over the whole foot: its words cannot be pressed while the card is held, and a
        # line left out under a shorter band read as a stray "docks" (playtest 25, item 1)
        band = band.union(foot)
        pygame.draw.rect(surface, theme.PANEL, band, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT, band, 2, border_radius=6)
        y = band.centery - line_h * len(lines) // 2
        for line in lines:
            label = theme.text(line, size, theme.ACCENT, True)
            surface.blit(label, label.get_rect(midtop=(band.centerx, y)))
            y += line_h

    def draw_gather_card(self, surface: pygame.Surface, rect: pygame.Rect, card: str) -> None:
        draw_shadow(surface, rect, self.scene.scale)
        surface.blit(self.board.face("gather", card, rect, self.paint_gather_card), rect)

    def paint_gather_card(self, surface: pygame.Surface, rect: pygame.Rect, card: str) -> None:
        """A gather card as a printed one: its name, then each action's cost (boxes, a coin on
        a space whose die is paid), what it gives as a large picture, and a short line of words."""
        surface.blit(pictures.frame("gather", rect.size), rect)
        size, names = self.board.geo.heading_plan(card, rect.width)
        y = rect.y + 4
        for name in theme.mark_wide(names, size, rect.width - 16, True):
            surface.blit(theme.text(name, size, theme.ACCENT, True), (rect.x + 8, y))
            y += theme.font(size, True).get_linesize()
        areas = self.board.geo.action_rects(rect, card)
        for side in ("top", "bottom"):
            self.paint_action(surface, areas[side], card, side)
        s = self.scene.scale
        size = int(12 * s)
        line_h = theme.font(size).get_linesize()
        lines = theme.mark_wide(self.board.geo.discard_lines(rect.width), size, rect.width - 12)
        y = areas["discard"].centery - len(lines) * line_h // 2
        for line in lines:
            label = theme.text(line, size, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(midtop=(areas["discard"].centerx, y)))
            y += line_h


REST_KINDS = ("gather:", "discard:", "dock:")
"""The gather row's places, all veiled while the screen takes no move."""

HELD_WORDS = {"pay": N_("Being paid for"), "dock": N_("Discarded for the docks")}
"""What the band across a card taken from its place this turn says, by the step pending."""


def held_card(state: KFState, index: int) -> tuple[str, str, str] | None:
    """The gather card the turn in progress took from face-up place ``index``, the words for
    it and the side being paid for ("" for none), while its place stays empty: the card being
    paid for (the Workshop for a copy) or the one discarded for the docks; None for any other
    place or step."""
    if index != state.hole or state.faceup[index] or state.sub not in HELD_WORDS:
        return None
    if state.sub == "pay" and state.task == "claim":
        return state.task_card, HELD_WORDS["pay"], state.task_side
    if state.sub == "pay" and state.task == "copy":
        return "workshop", HELD_WORDS["pay"], ""
    if state.sub == "dock" and state.discards:
        return state.discards[-1], HELD_WORDS["dock"], ""
    return None
