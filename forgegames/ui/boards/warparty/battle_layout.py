"""Where a battle's cards go: each side in columns by row, shrunk, then grouped (identical
units share a card), then cut down to fit (``BattleLayout``, a part of ``BattlePanel``)."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence

import pygame

from forgegames.core.i18n import language, tr
from forgegames.games.warparty.board_info import (
    ATTACKER,
    DEFENDER,
    Battle,
    Fighter,
)
from forgegames.ui import theme
from forgegames.ui.boards.warparty.pen import (
    Pen,
    display_scale,
)

CARD_SIZE = (176, 86)
"""A unit's card at 1280x720; cards shrink (to ``SMALLEST`` of this) when a side is crowded."""
SMALLEST = 0.6
LARGEST = 1.4
"""How much larger than ``CARD_SIZE`` a card grows where its side has the room (a battle of
a few kinds of unit fills the panel instead of leaving it empty, playtest 7)."""
FULL, COMPACT, CHIP = "full", "compact", "chip"
"""Card styles, from roomiest: name, figures and hits; name and figures; the name alone."""
PLANS = ((True, FULL, SMALLEST), (True, COMPACT, SMALLEST), (True, CHIP, SMALLEST))
"""The layouts a side tries in turn: (identical units grouped, card style, smallest scale).
Identical units always share a card, "Soldier ×10", whatever the room (playtest 7: ten
soldiers were one card in one battle and ten in another); units apart in wounds, state or
marks have cards of their own."""
MIN_CHIP = 48
"""Narrowest a name-only card gets (more kinds of unit than the rules can field), with its
name cut short by an ellipsis; narrower still, the cards would overlap."""


LINE_SLACK = 2
"""Pixels a card's line box may reach into the one above it: the blank over the abilities'
letters and under the figures' (the text report's overlap allows as much)."""
MARK_REACH = 7
"""How far (pixels, at least) the lesson's or a hint's outline round a card reaches beyond
it (``overlays.draw_hint_marks``: its two lines, the gap between them and the halo)."""
WIDEST_CARD = 1.25
"""How much wider than a full card a card may grow where its column has room (a long
name alone in its row, the Spanish 'Arquero esqueleto', stays whole)."""


@dataclasses.dataclass(frozen=True)
class Card:
    """A unit's card as laid out: ``ids`` are the units it stands for, in listing order (one,
    or identical units shown as ×N on a crowded side); ``fit`` is its size against
    ``CARD_SIZE``, ``style`` how much it shows."""

    side: int
    row: int
    ids: tuple[int, ...]
    rect: pygame.Rect
    style: str
    fit: float
    tall: bool = False
    """Whether the name has a second line (a long name on a narrow card, Spanish
    'Sacerdote rúnico' at 1024x640: wrapped, never cut)."""
    anchor: int | None = None
    """The first unit the card stood for when the battle was laid out (it names the card
    for the whole battle, whoever of its units is left)."""

    @property
    def key(self) -> str:
        """A name for the card that lasts the whole battle (keyboard focus)."""
        return f"card:{self.ids[0] if self.anchor is None else self.anchor}"


def _grouped(fighters: Sequence[Fighter], marks: Sequence[set[int]]) -> list[tuple[int, ...]]:
    """``fighters``' ids gathered into identical units: same figures, wounds and state, and the
    same ``marks`` (due to attack, die rolling...); in order of first appearance."""
    groups: dict[tuple, list[int]] = {}
    for f in fighters:
        key = (f.profile, f.damage, f.down, *(f.id in m for m in marks))
        groups.setdefault(key, []).append(f.id)
    return [tuple(ids) for ids in groups.values()]


def apart(units: Sequence[Fighter]) -> bool:
    """Whether a card's units differ in wounds or state (they shared it when the battle was
    laid out, and kept it since: ``BattleLayout.cards``)."""
    return len({(u.damage, u.down) for u in units}) > 1


def card_count(battle: Battle, ids: Sequence[int]) -> int:
    """The N of a shared card's ×N: its units standing (playtest 23: "Goblin Warrior ×2" with
    one of them down), or all of them when none stands (the card is then down as a whole)."""
    standing = sum(not battle.fighter(i).down for i in ids)
    return standing or len(ids)


def card_name(battle: Battle, ids: tuple[int, ...]) -> str:
    """A card's name line: one unit's name numbered among its like, or the kind's name ×N."""
    f = battle.fighter(ids[0])
    if len(ids) == 1:
        return f.label
    return f"{f.profile.noun.label} ×{card_count(battle, ids)}"


def name_fits(pen: Pen, name: str, width: int) -> bool:
    """Whether ``name`` fits one line of a card ``width`` wide (at the regular weight, its
    emblem left out), as ``BattlePanel._draw_title`` draws it."""
    return pen.width(name, pen.size(14)) <= width - 2 * pen.px(8)


def figures_height(pen: Pen) -> int:
    """The height of a card's figures line as drawn: its line's, or more where a word of it
    reaches below the line (at 1024x640 Spanish 'Atq' and English 'Rng' run a pixel under
    it: the abilities' line under them, placed by the line, met them 3 px deep)."""
    font = theme.font(pen.size(13), True)
    words = (tr("Att"), tr("Rng"), tr("Def"), tr("A"), tr("R"), tr("D"))
    return max(font.get_linesize(), *(font.size(f"{word} 9")[1] for word in words))


def words_height(pen: Pen) -> int:
    """The height of a card's last line of words as drawn: its line's, or more where a letter
    hangs below the line ("proyectil", "flying" at 1024x640)."""
    font = theme.font(pen.size(11))
    return max(font.get_linesize(), font.size("gjpqy")[1])


def _columns(counts: Sequence[int], per_col: int) -> int:
    return sum(math.ceil(n / per_col) for n in counts)


class BattleLayout:
    """The battle panel's geometry: its parts and each side's cards for a battle."""

    # --- geometry -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, scale: float | None = None) -> None:
        """Place the panel in ``rect``; ``scale`` defaults to the window's layout scale."""
        self.rect = pygame.Rect(rect)
        pen = self.pen = Pen(display_scale() if scale is None else scale)
        pad = pen.px(10)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        header_h = (
            pen.line(pen.size(17), True)
            + pen.px(20)
            + pen.line(pen.size(14))
            + pen.line(pen.size(12))
            + pen.px(6)
        )
        # the buttons in a strip across the bottom (Fight it out first), in as few rows as
        # their words allow; the move explained and the latest dice side by side above them
        self._slots = self._lay_slots(inner)
        buttons_h = inner.bottom - min(r.y for r in self._slots.values())
        # the latest dice: room for their heading and a roll of three lines at least
        dice_h = 2 * pad + pen.line(pen.size(12), True) + pen.px(2) + 3 * pen.line(pen.size(14))
        above = max(6 * pen.line(pen.size(14)) + 2 * pad, dice_h)
        info_h = min(inner.height * 2 // 5 + buttons_h, buttons_h + pen.px(6) + above)
        self._header = pygame.Rect(inner.x, inner.y, inner.width, header_h)
        self._info = pygame.Rect(inner.x, inner.bottom - info_h, inner.width, info_h)
        top = self._header.bottom + pad
        self._sides = pygame.Rect(inner.x, top, inner.width, self._info.y - pad - top)
        half = (self._sides.width - pen.px(28)) // 2
        legend_h = pen.line(pen.size(12)) + pen.px(4)
        self._boxes = tuple(  # type: ignore[assignment]
            pygame.Rect(x, top, half, self._sides.height - legend_h)
            for x in (self._sides.x, self._sides.right - half)
        )
        self._cards = []
        self._laid = self._laid_buttons = self._geometry = None
        self._language = language()
        self._buttons = {}
        self._drawn = {}

    def rects(self) -> dict[str, pygame.Rect]:
        """Every part as last drawn, by name: ``header``, ``odds``, ``info``, ``dice``,
        ``side:0`` / ``side:1``, ``fighter:<id>`` (the card the unit is on, shared or not),
        ``button:<name>``, ``info:lines`` (the room the info box's lines need, from its top)."""
        return dict(self._drawn)

    def boxes(self) -> dict[str, pygame.Rect]:
        """The battle panel's parts as last drawn, by path: the header with the odds, each
        side with its cards (a shared card once), the info box and the dice box each with the
        room its lines need, the dice, and the buttons' places."""
        out = {}
        for name, rect in self.rects().items():
            kind = name.partition(":")[0]
            if kind in ("fighter", "button"):
                continue  # a card is named once below; a button is its slot
            if name == "info:lines":
                name = "info/lines"
            elif name == "odds" or kind == "die":
                name = f"{'header' if name == 'odds' else 'dice'}/{name}"
            out[name] = rect
        for k, card in enumerate(self.cards_drawn()):
            out[f"side:{card.side}/card {k + 1}"] = card.rect
        return out

    def cards_drawn(self) -> list[Card]:
        """The units' cards as last drawn (a shared card once)."""
        return list(self._cards)

    def fighter_at(self, pos: tuple[int, int]) -> int | None:
        """The id of the unit whose card is at ``pos`` (a shared card's first unit)."""
        card = self.card_at(pos)
        return None if card is None else card.ids[0]

    def card_at(self, pos: tuple[int, int]) -> Card | None:
        """The card at ``pos`` as last drawn."""
        return next((c for c in self._cards if c.rect.collidepoint(pos)), None)

    def button_at(self, pos: tuple[int, int]) -> str | None:
        """What the enabled button at ``pos`` (as last drawn) does: see ``shown``."""
        for name, button in self._buttons.items():
            if button.enabled and button.rect.collidepoint(pos):
                return name
        return None

    def cards(self, battle: Battle) -> list[Card]:
        """Both sides' cards for ``battle`` in this layout (computed once per position; no
        drawing, so the keyboard walk may ask before the panel is drawn).

        The cards keep one order and place for the whole battle (playtest 21 item 8: after
        the first roll, a soldier that had attacked took a card of its own and the knights
        jumped to another column): they are laid out for the battle as first seen, units
        alike then (figures, wounds, state) sharing a card, and each card then stands for
        those of its units still in the battle, standing ones first. A unit wounded or down
        later stays on its card (its pips say so); a card whose units have all left is not
        drawn, and the others stay where they are."""
        if self._laid is None or self._laid[0] != battle:
            plan = self._plan_for(battle)
            if self._geometry is None or self._geometry[0] is not plan:
                sides = self._shared_out(plan, (set(), set()))
                self._geometry = (plan, [card for side in sides for card in side])
            present = {f.id: f for side in battle.sides for f in side}
            cards = []
            for card in self._geometry[1]:
                ids = sorted((i for i in card.ids if i in present), key=lambda i: present[i].down)
                if ids:
                    cards.append(dataclasses.replace(card, ids=tuple(ids), anchor=card.ids[0]))
            self._laid = (battle, cards)
        return self._laid[1]

    def _plan_for(self, battle: Battle) -> Battle:
        """The battle as first seen, whose layout ``battle``'s cards keep: the one kept while
        ``battle`` is a later moment of it (the same kind of fight, no unit new to a side, no
        earlier round), else ``battle`` itself, which starts a new one."""
        plan = self._plan
        if (
            plan is not None
            and plan.volley == battle.volley
            and battle.round >= self._plan_round
            and all(
                {f.id for f in battle.sides[s]} <= {f.id for f in plan.sides[s]} for s in (0, 1)
            )
        ):
            self._plan_round = battle.round
            return plan
        self._plan, self._plan_round = battle, battle.round
        return battle

    def _shared_out(self, battle: Battle, marks: Sequence[set[int]]) -> list[list[Card]]:
        """Both sides' cards, the sides' room split evenly unless a side's cards are then
        short of their full style or of whole names while a wider share, taken from the other
        side without costing it either, gives them (seed 5's Spanish battle at 1280x720: three
        Dwarven rows cut "Conjurador rúnico" beside two Goblin rows with room to spare)."""
        left, right = self._boxes  # (as a battle before may have left them)
        half = (left.width + right.width) // 2
        even = (
            pygame.Rect(left.x, left.y, half, left.height),
            pygame.Rect(right.right - half, right.y, half, right.height),
        )
        self._boxes = even
        best = [self._side_cards(battle, side, marks) for side in (ATTACKER, DEFENDER)]
        marks_now = [self._quality(battle, cards) for cards in best]
        if all(q == (2, True) for q in marks_now):
            return best
        want = 0 if marks_now[0] < marks_now[1] else 1
        kept = even
        for k in range(1, 9):
            shift = self.pen.px(12 * k) * (1 if want == ATTACKER else -1)
            left, right = (pygame.Rect(b) for b in even)
            left.width += shift
            right.x += shift
            right.width -= shift
            self._boxes = (left, right)
            tried = [self._side_cards(battle, side, marks) for side in (ATTACKER, DEFENDER)]
            quality = [self._quality(battle, cards) for cards in tried]
            if quality[1 - want] < marks_now[1 - want]:
                break  # the other side would lose what it has
            if quality[want] > marks_now[want]:
                best, marks_now, kept = tried, quality, self._boxes
                if quality[want] == (2, True):
                    return best
        self._boxes = kept
        return best

    def _quality(self, battle: Battle, cards: list[Card]) -> tuple[int, bool]:
        """How much a side's cards show: their style (2 full, 1 compact, 0 chip) and whether
        every name is whole."""
        if not cards:
            return (2, True)
        style = {FULL: 2, COMPACT: 1}.get(cards[0].style, 0)
        whole = all(
            card.tall
            or name_fits(
                Pen(self.pen.scale * card.fit), card_name(battle, card.ids), card.rect.width
            )
            for card in cards
        )
        return (style, whole)

    def _card_area(self, side: int) -> pygame.Rect:
        """Where a side's cards go: its part under the heading and the rows' labels."""
        pen, box = self.pen, self._boxes[side]
        top = pen.line(pen.size(15), True) + pen.line(pen.size(12)) + self.caption_gap()
        top += pen.px(2)
        return pygame.Rect(box.x, box.y + top, box.width, box.height - top)

    def caption_gap(self) -> int:
        """Room between a row's caption and its cards: clear of the lesson's or a hint's
        magenta outline round a card (playtest 8: it cut "row 1 (front)" at 1024x640)."""
        return max(MARK_REACH, self.pen.px(MARK_REACH + 1))

    def card_size(self, style: str, fit: float, tall: bool = False) -> tuple[int, int]:
        """A card's width and height in ``style`` at ``fit`` of its full size (never lower
        than its lines need; ``tall``: a line more, for the name's second line)."""
        pen = Pen(self.pen.scale * fit)
        title = pen.line(pen.size(14), True)
        width = self.pen.px(CARD_SIZE[0] * fit)
        if style == CHIP:
            return width, pen.px(3) + title + 2 * pen.px(4)
        more = title if tall else 0
        lines = pen.px(5) + pen.px(3) + title + figures_height(pen)
        if style == COMPACT:
            return width, lines + pen.px(5) + more
        # the last line: the pips, or the abilities' words (whose type does not shrink as far
        # as the card: Spanish "proyectil" ran 3 px into "Def 2" above it); their box, as
        # drawn (a pixel taller than the line where a letter hangs below it), may reach 2 px
        # into the figures' (blank above the words' ink and below the figures')
        words = words_height(pen) - 2 * LINE_SLACK + pen.px(3)
        last = max(2 * max(3, pen.px(5)) + pen.px(6), words)
        return width, max(self.pen.px(CARD_SIZE[1] * fit), lines + last + pen.px(2)) + more

    def _side_cards(self, battle: Battle, side: int, marks: Sequence[set[int]]) -> list[Card]:
        """Lay out one side: the first of ``PLANS`` that fits at the largest scale that does,
        row 1 nearest the middle; the last plan squeezed when none fits."""
        area, gap = self._card_area(side), self.pen.px(8)
        fighters = battle.sides[side]
        rows = sorted({f.profile.row for f in fighters})
        by_row = [[f for f in fighters if f.profile.row == r] for r in rows]
        found = None
        for grouped, style, least in PLANS:
            groups = [_grouped(fs, marks) if grouped else [(f.id,) for f in fs] for fs in by_row]
            names = [card_name(battle, ids) for group in groups for ids in group]
            found = self._fit([len(g) for g in groups], style, least, area, gap, names)
            if found is not None:
                break
        if found is None:  # more kinds of unit than the rules can field: narrower chips
            w, h = self.card_size(style, least)
            per_col = max(1, (area.height + gap) // (h + gap))
            room = (area.width + gap - (len(groups) - 1) * gap) // max(
                1, _columns([len(g) for g in groups], per_col)
            ) - gap
            found = (least, per_col, max(self.pen.px(MIN_CHIP), room), h, False)
        fit, per_col, w, h, tall = found
        columns = _columns([len(g) for g in groups], per_col)
        needed = columns * (w + gap) + (len(groups) - 2) * gap
        spare = area.width - w - 2 * gap * (len(groups) - 1)
        step = w + gap if needed <= area.width else max(1, spare) / max(1, columns - 1)
        cards, out = [], 0.0  # out: distance from the middle of the panel
        for row, group in zip(rows, groups, strict=True):
            span = (math.ceil(len(group) / per_col) - 1) * step + w
            left = area.right - out - span if side == ATTACKER else area.x + out
            for i, ids in enumerate(group):
                col, down = divmod(i, per_col)
                x = left + span - w - col * step if side == ATTACKER else left + col * step
                rect = pygame.Rect(round(x), area.y + down * (h + gap), w, h).clamp(area)
                cards.append(Card(side, row, ids, rect, style, fit, tall))
            out += span + gap * 2
        return cards

    def _fit(
        self,
        counts: Sequence[int],
        style: str,
        least: float,
        area: pygame.Rect,
        gap: int,
        names: Sequence[str] = (),
    ) -> tuple[float, int, int, int, bool] | None:
        """The largest scale from ``LARGEST`` down to ``least`` at which ``counts`` cards (one
        group of columns each) fit ``area`` in ``style``: (scale, cards per column, card width,
        card height, whether names take two lines), the width grown back towards the card's at
        that scale, and up to ``WIDEST_CARD`` of it, where columns leave room (long names stay
        whole), and the cards taller where one of ``names`` is still too wide for a line;
        only when no scale holds the names whole, the largest at which the cards fit with
        names shortened (a crowded side keeps its full cards; the tooltip names each in
        full); None when they do not fit even at ``least``."""
        for whole in (True, False) if names else (False,):
            for fit in (LARGEST - k * (LARGEST - least) / 16 for k in range(17)):
                for tall in (False, True) if whole and style != CHIP else (False,):
                    w, h = self.card_size(style, fit, tall)
                    per_col = max(1, (area.height + gap) // (h + gap))
                    columns = _columns(counts, per_col)
                    if columns * (w + gap) + (len(counts) - 2) * gap > area.width:
                        break
                    room = (area.width + gap - (len(counts) - 1) * gap) / max(1, columns) - gap
                    widest = self.pen.px(round(CARD_SIZE[0] * WIDEST_CARD * fit))
                    w = round(max(w, min(widest, room)))
                    pen = Pen(self.pen.scale * fit)
                    if not whole or tall or all(name_fits(pen, n, w) for n in names):
                        return fit, per_col, w, h, tall
        return None
