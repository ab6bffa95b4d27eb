"""Warparty's battle panel: one battle (or ranged volley) drawn like Battle for Wesnoth's attack
prediction.

Attackers stand on the left, defenders on the right, each side in columns by row (row 1
nearest the middle). A crowded side shrinks its cards, then lets identical units share a card
(×N, as the map's counters do), then drops each card's lesser lines, so cards never overlap.
Above them, the whole battle's odds (worked out by the caller with ``odds.battle_odds``);
below, what the next attack needs and how likely it is to wound, the latest dice, and buttons
for the moves that are legal now. Every number comes from ``combat`` (``legal_actions``,
``default_target``, ``hit_chance``): the panel repeats no rule.
"""

from __future__ import annotations

import dataclasses
import math
import threading
from collections.abc import Callable, Hashable, Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

import pygame

from forgegames.core.i18n import decimal, language, ntr, tr
from forgegames.games.warparty import combat
from forgegames.games.warparty.combat import ATTACKER, DEFENDER, AttackOdds, Battle, Fighter
from forgegames.games.warparty.nouns import capitalised
from forgegames.ui import icons, theme
from forgegames.ui.boards.warparty.economy_panel import (
    GOOD,
    RGB,
    SUNKEN,
    Pen,
    display_scale,
    draw_focus_ring,
    percent,
    signed,
)
from forgegames.ui.widgets import Button

if TYPE_CHECKING:
    from forgegames.games.warparty.odds import Odds

DUE = theme.ACCENT
"""Outline of units whose attack is due now."""
SELECTED = theme.TEXT
"""Outline of the attacker picked (white, like the map's picked stack: the keyboard's focus
ring is the light blue one)."""
TARGET = GOOD
"""Outline of the units the selected attacker may attack."""
ROLLING = theme.DANGER
"""Outline of the two units a pending die is rolled for."""
BOTH_COLOUR = (120, 124, 136)
DOWN_FILL = (34, 36, 42)
CARD_SIZE = (176, 86)
"""A unit's card at 1280x720; cards shrink (to ``SMALLEST`` of this) when a side is crowded."""
SMALLEST = 0.6
ALONE_SMALLEST = 0.75
"""Each unit keeps a card of its own while that card keeps this much of its size; below it,
identical units share one."""
FULL, COMPACT, CHIP = "full", "compact", "chip"
"""Card styles, from roomiest: name, figures and hits; name and figures; the name alone."""
PLANS = ((False, FULL, ALONE_SMALLEST), (True, FULL, SMALLEST), (True, COMPACT, SMALLEST))
PLANS += ((True, CHIP, SMALLEST),)
"""The layouts a side tries in turn: (identical units grouped, card style, smallest scale)."""
MIN_CHIP = 48
"""Narrowest a name-only card gets (more kinds of unit than the rules can field), with its
name cut short by an ellipsis; narrower still, the cards would overlap."""
BUTTON_LABELS = {
    "default": "Default attack",
    "retreat-roll": "Roll to retreat",
    "retreat": "Retreat",
    "press-on": "Press on",
    "roll": "Roll the die",
}
ROLL_LABELS = {combat.HIT: "Roll to hit", combat.DEFEND: "Roll to defend"}
FIGHT_LABELS = {"fight": "Fight it out", "stop": "Stop"}
RETREAT_BELOW: tuple[int | None, ...] = (None, 25, 50, 75)
"""The choices of "retreat when my odds fall below N%" (None: never)."""
SLOTS: dict[str, tuple[str, ...]] = {
    "fight": tuple(FIGHT_LABELS.values()),
    "auto-retreat": (),  # its labels depend on the level: ``retreat_label``
    "press-on": (BUTTON_LABELS["press-on"], "Let the round pass"),
    "attack": (BUTTON_LABELS["default"], *ROLL_LABELS.values(), BUTTON_LABELS["roll"]),
    "retreat": (BUTTON_LABELS["retreat-roll"], BUTTON_LABELS["retreat"]),
}
"""The battle's buttons, in reading order, each with every label it may show: a slot keeps its
place and width whatever the battle allows (what is not available is drawn disabled), so a
click never lands on a button that moved under the hand."""
PRIMARY = ("attack",)


def retreat_label(below: int | None) -> str:
    """The auto-retreat button's words for a level of ``RETREAT_BELOW``."""
    if below is None:
        return tr("Auto-retreat: off")
    return tr("Auto-retreat: <{n}%", n=below)


@dataclasses.dataclass(frozen=True)
class FightControls:
    """What the Fight it out buttons show: whether a run is going (the button reads Stop) and
    the odds below which it retreats (None: never)."""

    running: bool = False
    below: int | None = None


ROW_NAMES = {1: "row 1 (front)", 2: "row 2", 3: "row 3"}
INDENT = "    "
"""Starts the lines that explain the line above (drawn dimmer, indented)."""


def _roll_line(what: str, need: int, chance: Fraction) -> str:
    """The roll needed, as "To hit: roll ≤ 4 (67%)"; always or never when no die is rolled."""
    if need >= 6:
        return tr("{what}: always, no roll (needs ≤ {n})", what=what, n=need)
    if need <= 0:
        return tr("{what}: never, no roll (needs ≤ {n})", what=what, n=need)
    return tr("{what}: roll ≤ {n} ({p})", what=what, n=need, p=percent(chance))


def _number_lines(
    what: str,
    need: int,
    chance: Fraction,
    figure: tuple[str, str, int],
    modifier: tuple[str, str, int],
) -> list[str]:
    """A roll's line and, indented, how its number is made: ``figure`` is (unit, figure's
    name, value), ``modifier`` is (the other unit, modifier's name, value), as in "Soldier's
    defence 2, Knight's attack modifier −1 = 1"."""
    unit, name, value = figure
    other, mod_name, mod = modifier
    if mod:
        why = tr(
            "{u}'s {f} {n}, {o}'s {k} {m} = {need}",
            u=unit,
            f=name,
            n=value,
            o=other,
            k=mod_name,
            m=signed(mod),
            need=need,
        )
    else:
        why = tr("{u}'s {f} {n}; {o} has no {k}", u=unit, f=name, n=value, o=other, k=mod_name)
    return [_roll_line(what, need, chance), INDENT + why]


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

    @property
    def key(self) -> str:
        """A name for the card that lasts while its first unit does (keyboard focus)."""
        return f"card:{self.ids[0]}"


def _grouped(fighters: Sequence[Fighter], marks: Sequence[set[int]]) -> list[tuple[int, ...]]:
    """``fighters``' ids gathered into identical units: same figures, wounds and state, and the
    same ``marks`` (due to attack, die rolling...); in order of first appearance."""
    groups: dict[tuple, list[int]] = {}
    for f in fighters:
        key = (f.profile, f.damage, f.down, *(f.id in m for m in marks))
        groups.setdefault(key, []).append(f.id)
    return [tuple(ids) for ids in groups.values()]


def _columns(counts: Sequence[int], per_col: int) -> int:
    return sum(math.ceil(n / per_col) for n in counts)


class OddsWorker:
    """Works out battle odds away from the frame: a crowded battle's take seconds (the exact
    walk gives up, then battles are sampled), which would freeze the window after every attack.

    ``ask`` hands in a position (by its key); ``found`` answers once it is worked out. Only the
    latest position asked for waits. ``work(battle, stale)`` must be pure (it runs on another
    thread) and should give up, returning None, once ``stale()`` is True: a newer position is
    wanted.
    """

    def __init__(self, work: Callable[[Battle, Callable[[], bool]], Odds | None]) -> None:
        self._work = work
        self._lock = threading.Lock()
        self._wanted: tuple[Hashable, Battle] | None = None
        self._found: tuple[Hashable, Odds] | None = None
        self._busy = False

    def ask(self, key: Hashable, battle: Battle) -> None:
        with self._lock:
            if self._found is not None and self._found[0] == key:
                return
            self._wanted = (key, battle)
            if self._busy:
                return
            self._busy = True
        threading.Thread(target=self._run, name="warparty-odds", daemon=True).start()

    def found(self, key: Hashable) -> Odds | None:
        """The odds of the position ``key`` when they are worked out."""
        with self._lock:
            return self._found[1] if self._found is not None and self._found[0] == key else None

    @property
    def busy(self) -> bool:
        with self._lock:
            return self._busy

    def _stale(self) -> bool:
        with self._lock:
            return self._wanted is not None

    def _run(self) -> None:
        try:
            while True:
                with self._lock:
                    job, self._wanted = self._wanted, None
                    if job is None:
                        return
                result = self._work(job[1], self._stale)
                with self._lock:
                    if result is not None:
                        self._found = (job[0], result)
        finally:
            with self._lock:
                self._busy = False


class BattlePanel:
    """Draws one ``combat.Battle`` in a rectangle and answers what is under the mouse.

    ``layout`` once per size; ``draw`` after every change, with who is choosing and what
    the mouse selects; ``card_at``, ``fighter_at`` and ``button_at`` answer clicks as last
    drawn; ``cards`` and ``button_rects`` say where things go before drawing (the keyboard
    walk). The panel keeps no game state: the board view owns the battle and the selection.
    """

    def __init__(self, kinds: Mapping[tuple[str, str], str] | None = None) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.pen = Pen()
        self.kinds = dict(kinds or {})
        """Each unit's kind by (army, unit id): its emblem goes before its name on a card."""
        self._header = self._sides = self._info = pygame.Rect(0, 0, 0, 0)
        self._boxes: tuple[pygame.Rect, pygame.Rect] = (self.rect, self.rect)
        """Each side's part (heading and cards), attackers' first."""
        self._cards: list[Card] = []
        self._ident_below: dict[int, str] = {}
        """A card's number moved from its name line to its last line (a long name)."""
        self._laid: tuple[Battle, list[Card]] | None = None
        self._buttons: dict[str, Button] = {}
        """Every button as last drawn, by the name of what it does now (disabled ones too)."""
        self._laid_buttons: tuple[tuple, dict[str, Button]] | None = None
        self._slots: dict[str, pygame.Rect] = {}
        """Each of ``SLOTS``' place: fixed for a layout."""
        self._language = ""
        self._drawn: dict[str, pygame.Rect] = {}
        self._lines: tuple[Battle, dict[tuple, list[tuple[str, str]]]] | None = None
        """The prediction box's lines for the battle on screen, by what else they show."""

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
        column = pygame.Rect(0, inner.y, inner.width * 2 // 5 - pen.px(6), inner.height)
        column.right = inner.right
        self._slots = self._lay_slots(column)
        buttons_h = column.bottom - min(r.y for r in self._slots.values())
        # the latest dice sit over the buttons: room for their heading and a roll at least
        dice_h = 2 * pad + pen.line(pen.size(12), True) + pen.px(2) + pen.line(pen.size(14))
        info_h = max(8 * pen.line(pen.size(14)) + 2 * pad, buttons_h + pen.px(6) + dice_h)
        info_h = min(inner.height * 2 // 5, info_h)
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
        self._laid = self._laid_buttons = None
        self._language = language()
        self._buttons = {}
        self._drawn = {}

    def rects(self) -> dict[str, pygame.Rect]:
        """Every part as last drawn, by name: ``header``, ``odds``, ``info``, ``dice``,
        ``side:0`` / ``side:1``, ``fighter:<id>`` (the card the unit is on, shared or not),
        ``button:<name>``."""
        return dict(self._drawn)

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
        drawing, so the keyboard walk may ask before the panel is drawn)."""
        if self._laid is None or self._laid[0] != battle:
            legal = combat.legal_actions(battle)
            marks = (
                {a.attacker for a in legal if isinstance(a, combat.Target)},
                set(battle.pending[1:3]) if battle.pending else set(),
            )
            sides = (self._side_cards(battle, side, marks) for side in (ATTACKER, DEFENDER))
            self._laid = (battle, [card for side in sides for card in side])
        return self._laid[1]

    def _card_area(self, side: int) -> pygame.Rect:
        """Where a side's cards go: its part under the heading and the rows' labels."""
        pen, box = self.pen, self._boxes[side]
        top = pen.line(pen.size(15), True) + pen.line(pen.size(12)) + pen.px(4)
        return pygame.Rect(box.x, box.y + top, box.width, box.height - top)

    def card_size(self, style: str, fit: float) -> tuple[int, int]:
        """A card's width and height in ``style`` at ``fit`` of its full size (never lower
        than its lines need)."""
        pen = Pen(self.pen.scale * fit)
        title = pen.line(pen.size(14), True)
        if style == CHIP:
            return self.pen.px(CARD_SIZE[0] * fit), pen.px(3) + title + 2 * pen.px(4)
        lines = pen.px(5) + pen.px(3) + title + pen.line(pen.size(13), True)
        if style == COMPACT:
            return self.pen.px(CARD_SIZE[0] * fit), lines + pen.px(5)
        pips = 2 * max(3, pen.px(5)) + pen.px(6)
        tall = max(self.pen.px(CARD_SIZE[1] * fit), lines + pips + pen.px(2))
        return self.pen.px(CARD_SIZE[0] * fit), tall

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
            found = self._fit([len(g) for g in groups], style, least, area, gap)
            if found is not None:
                break
        if found is None:  # more kinds of unit than the rules can field: narrower chips
            w, h = self.card_size(style, least)
            per_col = max(1, (area.height + gap) // (h + gap))
            room = (area.width + gap - (len(groups) - 1) * gap) // max(
                1, _columns([len(g) for g in groups], per_col)
            ) - gap
            found = (least, per_col, max(self.pen.px(MIN_CHIP), room), h)
        fit, per_col, w, h = found
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
                cards.append(Card(side, row, ids, rect, style, fit))
            out += span + gap * 2
        return cards

    def _fit(
        self, counts: Sequence[int], style: str, least: float, area: pygame.Rect, gap: int
    ) -> tuple[float, int, int, int] | None:
        """The largest scale from 1 down to ``least`` at which ``counts`` cards (one group of
        columns each) fit ``area`` in ``style``: (scale, cards per column, card width, card
        height), the width grown back towards the full card's where columns leave room (names
        stay readable); None when they do not fit even at ``least``."""
        steps = 8
        for step in range(steps + 1):
            fit = 1.0 - step * (1.0 - least) / steps
            w, h = self.card_size(style, fit)
            per_col = max(1, (area.height + gap) // (h + gap))
            columns = _columns(counts, per_col)
            if columns * (w + gap) + (len(counts) - 2) * gap <= area.width:
                room = (area.width + gap - (len(counts) - 1) * gap) / max(1, columns) - gap
                return fit, per_col, round(max(w, min(self.pen.px(CARD_SIZE[0]), room))), h
        return None

    # --- what is shown (no drawing: tests and the board read these) ----------------------
    @staticmethod
    def buttons(battle: Battle, choosing: int | None) -> list[str]:
        """The buttons to show: ``roll`` while a die is pending; the side's legal moves when
        a person of the side whose round it is chooses at this screen (``choosing``)."""
        if battle.outcome is not None:
            return []
        if battle.pending is not None:
            return ["roll"]
        if choosing != battle.side:
            return []
        legal = combat.legal_actions(battle)
        names = ["default"] if combat.default_target(battle) is not None else []
        kinds = {type(a) for a in legal}
        for kind, name in (
            (combat.RetreatRoll, "retreat-roll"),
            (combat.Retreat, "retreat"),
            (combat.PressOn, "press-on"),
        ):
            if kind in kinds:
                names.append(name)
        return names

    @staticmethod
    def predicted(
        battle: Battle, selected_attacker: int | None, hover_target: int | None
    ) -> tuple[int, int] | None:
        """The attack the prediction box is about, as (attacker, target): the pending die's,
        else the selected attacker at the hovered target (or its first legal target), else the
        default attack; None when no attack is due."""
        if battle.outcome is not None:
            return None
        pending = battle.pending
        if pending is not None:
            return None if pending.kind == combat.RETREAT else (pending.attacker, pending.target)
        pairs = [
            (a.attacker, a.target)
            for a in combat.legal_actions(battle)
            if isinstance(a, combat.Target)
        ]
        if (selected_attacker, hover_target) in pairs:
            return selected_attacker, hover_target  # type: ignore[return-value]
        mine = [pair for pair in pairs if pair[0] == selected_attacker]
        if mine:
            return mine[0]
        default = combat.default_target(battle)
        return None if default is None else (default.attacker, default.target)

    @staticmethod
    def _odds(battle: Battle, attacker: int, target: int) -> tuple[Fighter, Fighter, AttackOdds]:
        me, victim = battle.fighter(attacker), battle.fighter(target)
        return me, victim, combat.hit_chance(me.profile, victim.profile, battle.volley)

    def prediction_lines(self, battle: Battle, attacker: int, target: int) -> list[str]:
        """What one attack of ``attacker`` on ``target`` needs, in words: the title, the roll
        to hit and how its number is made, the roll to defend and how its number is made (these
        two start with ``INDENT``), and the chance to wound."""
        me, victim, odds = self._odds(battle, attacker, target)
        return [
            self._attack_words(battle, me, victim),
            *self._hit_lines(me, victim, odds, battle.volley),
            *self._defend_lines(me, victim, odds),
            self._wound_line(battle, victim, odds.chance, odds.damage),
        ]

    @staticmethod
    def _attack_words(battle: Battle, me: Fighter, victim: Fighter) -> str:
        """An attack in words: "Knight #42 attacks Orc #55" (shoots at, in a ranged attack)."""
        if battle.volley:
            return tr("{a} shoots at {t}", a=me.phrase, t=victim.phrase)
        return tr("{a} attacks {t}", a=me.phrase, t=victim.phrase)

    @staticmethod
    def _hit_lines(me: Fighter, victim: Fighter, odds: AttackOdds, ranged: bool) -> list[str]:
        strength = tr("ranged attack") if ranged else tr("attack")
        return _number_lines(
            tr("To hit"),
            odds.hit_on,
            odds.p_hit,
            (me.profile.noun.named, strength, odds.attack),
            (victim.profile.noun.named, tr("defence modifier"), victim.profile.defence_mod),
        )

    @staticmethod
    def _defend_lines(me: Fighter, victim: Fighter, odds: AttackOdds) -> list[str]:
        return _number_lines(
            tr("Defended"),
            odds.defend_on,
            odds.p_defend,
            (victim.profile.noun.named, tr("defence"), odds.defence),
            (me.profile.noun.named, tr("attack modifier"), me.profile.attack_mod),
        )

    @staticmethod
    def _wound_line(battle: Battle, victim: Fighter, chance: Fraction, damage: int) -> str:
        left = victim.profile.hits - victim.damage
        if damage < left:
            then = hits_left(left - damage, victim.profile.hits)
        elif victim in battle.defenders and not battle.volley:
            then = tr("it falls, then strikes back")
        else:
            then = tr("it falls")
        return tr(
            "Chance to wound: {p} ({d} damage: {then})", p=percent(chance), d=damage, then=then
        )

    def prepare_hover(
        self, battle: Battle, names: tuple[str, str], selected: int | None, card: Card
    ) -> None:
        """Work out now the prediction box's lines for the mouse over ``card``."""
        self._known_lines(battle, names, selected, card.ids[0])

    def _known_lines(
        self, battle: Battle, names: tuple[str, str], selected: int | None, hover: int | None
    ) -> list[tuple[str, str]]:
        """``info_lines``, kept for the battle on screen: the mouse passes over the same few
        cards again and again, and each frame draws the box."""
        kept = self._lines
        if kept is None or kept[0] is not battle:
            kept = self._lines = (battle, {})
        key = (names, selected, hover, language())
        found = kept[1].get(key)
        if found is None:
            found = kept[1][key] = self.info_lines(battle, names, selected, hover)
        return found

    def info_lines(
        self,
        battle: Battle,
        names: tuple[str, str],
        selected_attacker: int | None = None,
        hover_target: int | None = None,
    ) -> list[tuple[str, str]]:
        """The prediction box as (style, text) lines, style ``head``, ``text`` or ``dim``:
        the outcome, the die being rolled, or the attack about to be made."""
        if battle.outcome is not None:
            standing = combat.survivors(battle)
            return [
                ("head", self.outcome_words(battle, names)),
                (
                    "text",
                    tr(
                        "Standing: {an} {a}, {dn} {d}",
                        a=len(standing[0]),
                        an=names[0],
                        d=len(standing[1]),
                        dn=names[1],
                    ),
                ),
            ]
        pending = battle.pending
        if pending is not None and pending.kind == combat.RETREAT:
            head = tr(
                "{side} roll to retreat: needs ≤ {n} ({p})",
                side=names[battle.side],
                n=pending.need,
                p=percent(Fraction(pending.need, 6)),
            )
            note = tr("On a success they may leave (turned-over units strike back first).")
            return [("head", head), ("dim", note)]
        if pending is not None:
            me, victim, odds = self._odds(battle, pending.attacker, pending.target)
            if pending.kind == combat.HIT:
                head = tr(
                    "{attack}: needs ≤ {n} to hit",
                    attack=capitalised(self._attack_words(battle, me, victim)),
                    n=pending.need,
                )
                rest = self.prediction_lines(battle, me.id, victim.id)[1:]
            else:
                head = tr(
                    "A hit! {t} defends against {a}: needs ≤ {n}",
                    t=victim.phrase,
                    a=me.phrase,
                    n=pending.need,
                )
                undefended = 1 - odds.p_defend
                rest = [
                    *self._defend_lines(me, victim, odds),
                    self._wound_line(battle, victim, undefended, odds.damage),
                ]
            return [("head", head), *(("text", line) for line in rest)]
        pair = self.predicted(battle, selected_attacker, hover_target)
        if pair is None:
            return [("dim", self._waiting_words(battle))]
        lines = self.prediction_lines(battle, *pair)
        chosen = selected_attacker == pair[0] and hover_target == pair[1]
        default = combat.default_target(battle)
        is_default = default is not None and (default.attacker, default.target) == pair
        lead = tr("Next attack") if chosen or not is_default else tr("Default attack")
        return [("head", f"{lead}: {lines[0]}"), *(("text", line) for line in lines[1:])]

    @staticmethod
    def _waiting_words(battle: Battle) -> str:
        if battle.stage == combat.ELIGIBLE:
            return tr("The retreat roll succeeded: retreat, or press on and fight.")
        if battle.stage == combat.OPEN and not battle.queue:
            return tr("Nothing can be attacked this round: roll to retreat or let it pass.")
        return tr("Choose an attacker, then a target.")

    @staticmethod
    def outcome_words(battle: Battle, names: tuple[str, str]) -> str:
        """How the battle ended, with the sides' names."""
        a, d = names
        return {
            combat.ATTACKER_WINS: tr("{a} win the battle", a=a),
            combat.DEFENDER_WINS: tr("{d} hold: every attacker is destroyed", d=d),
            combat.BOTH_DESTROYED: tr("Both sides are destroyed"),
            combat.ATTACKER_RETREATED: tr("{a} retreat", a=a),
            combat.DEFENDER_RETREATED: tr("{d} retreat", d=d),
            combat.STALEMATE: tr("Stalemate: neither side can harm the other"),
            combat.VOLLEY_OVER: tr("The ranged attack is over"),
        }.get(battle.outcome or "", battle.outcome or "")

    # --- drawing --------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        battle: Battle,
        *,
        names: tuple[str, str],
        colours: tuple[RGB, RGB],
        choosing: int | None,
        selected_attacker: int | None,
        hover_target: int | None,
        whole_odds: Odds | None,
        last_rolls: Sequence[str] = (),
        mouse: tuple[int, int] | None = None,
        fight: FightControls = FightControls(),
    ) -> None:
        """Draw ``battle``. ``names`` and ``colours`` are the attackers' and the defenders';
        ``choosing`` is the side a person picks moves for at this screen (None: nobody here);
        ``whole_odds`` None shows the odds as being worked out; ``last_rolls`` are short lines
        about the latest dice, oldest first; ``mouse`` lights the button under the pointer;
        ``fight`` is what the Fight it out buttons show."""
        self._drawn = {}
        pygame.draw.rect(surface, theme.BG, self.rect)
        pygame.draw.rect(surface, theme.BORDER, self.rect, 1)
        self._draw_header(surface, battle, names, colours, choosing, whole_odds)
        self._draw_sides(surface, battle, names, colours, selected_attacker, hover_target)
        self._draw_info(surface, battle, names, selected_attacker, hover_target)
        self._draw_dice_and_buttons(surface, battle, choosing, fight, last_rolls, mouse)

    def _draw_header(
        self,
        surface: pygame.Surface,
        battle: Battle,
        names: tuple[str, str],
        colours: tuple[RGB, RGB],
        choosing: int | None,
        whole: Odds | None,
    ) -> None:
        pen, area = self.pen, self._header
        self._drawn["header"] = area
        size = pen.size(17)
        if battle.volley:
            title = tr("Ranged attack: {a} shoot at {d}", a=names[0], d=names[1])
        else:
            title = tr("Battle, round {n}: {who} attack", n=battle.round, who=names[battle.side])
        status = self._status(battle, names, choosing)
        small = pen.size(14)
        status_w = pen.width(status, small)
        pen.write(
            surface,
            pen.fit(title, size, area.width - status_w - pen.px(20), True),
            area.topleft,
            size,
            bold=True,
        )
        pen.write(
            surface,
            status,
            (area.right, area.y + pen.line(size, True) // 2),
            small,
            theme.ACCENT,
            anchor="midright",
        )
        bar = pygame.Rect(area.x, area.y + pen.line(size, True) + pen.px(6), area.width, pen.px(14))
        self._drawn["odds"] = pygame.Rect(area.x, bar.y, area.width, area.bottom - bar.y)
        y = bar.bottom + pen.px(4)
        if whole is None:
            pen.bar(surface, bar, 0, BOTH_COLOUR)
            words = (
                tr("no odds for a ranged attack") if battle.volley else tr("working out the odds…")
            )
            pen.write(surface, words, (area.centerx, y), small, theme.TEXT_DIM, anchor="midtop")
            return
        parts = (
            (
                whole.attacker_wins,
                colours[0],
                tr("{a} win {p}", a=names[0], p=percent(whole.attacker_wins)),
                "topleft",
            ),
            (
                whole.both_destroyed,
                BOTH_COLOUR,
                tr("both destroyed {p}", p=percent(whole.both_destroyed)),
                "midtop",
            ),
            (
                whole.defender_wins,
                colours[1],
                tr("{d} hold {p}", d=names[1], p=percent(whole.defender_wins)),
                "topright",
            ),
        )
        pygame.draw.rect(surface, SUNKEN, bar)
        x = float(bar.x)
        for share, colour, _, _ in parts:
            width = bar.width * share
            if width >= 1:
                pygame.draw.rect(surface, colour, (round(x), bar.y, math.ceil(width), bar.height))
            x += width
        pygame.draw.rect(surface, theme.BORDER, bar, 1)
        swatch_w = pen.px(8) + pen.px(5)
        method = tr("exact") if whole.method == "exact" else tr("sampled")
        expected = tr(
            "expected still standing at the end: {na} {a}, {nd} {d} ({how})",
            a=decimal(whole.expected_attacker_survivors),
            na=names[0],
            d=decimal(whole.expected_defender_survivors),
            nd=names[1],
            how=method,
        )
        # "both destroyed" sits between the two sides' chances, or joins the line below when
        # long names leave it no room
        widths = [pen.width(words, small, True) + swatch_w for _, _, words, _ in parts]
        free = (area.x + widths[0] + pen.px(12), area.right - widths[2] - pen.px(12))
        middle = min(max(area.centerx, free[0] + widths[1] // 2), free[1] - widths[1] // 2)
        if free[1] - free[0] < widths[1]:
            expected = f"{parts[1][2]} · {expected}"
            parts = (parts[0], parts[2])
        spots = {"topleft": area.x, "midtop": middle, "topright": area.right}
        for _, colour, words, anchor in parts:
            spot = spots[anchor] + (swatch_w if anchor == "topleft" else 0)
            spot += swatch_w // 2 if anchor == "midtop" else 0
            box = pen.write(surface, words, (spot, y), small, bold=True, anchor=anchor)
            swatch = pygame.Rect(0, 0, pen.px(8), pen.px(8))
            swatch.midright = (box.x - pen.px(5), box.centery)
            pygame.draw.rect(surface, colour, swatch)
        pen.write(
            surface,
            pen.fit(expected, pen.size(12), area.width),
            (area.centerx, y + pen.line(small)),
            pen.size(12),
            theme.TEXT_DIM,
            anchor="midtop",
        )

    @staticmethod
    def _status(battle: Battle, names: tuple[str, str], choosing: int | None) -> str:
        if battle.outcome is not None:
            return tr("battle over")
        if battle.pending is not None:
            return tr("a die is due")
        if choosing == battle.side:
            return tr("{side} choose", side=names[battle.side])
        return tr("waiting for {side}", side=names[battle.side])

    # sides and cards
    def _draw_sides(
        self,
        surface: pygame.Surface,
        battle: Battle,
        names: tuple[str, str],
        colours: tuple[RGB, RGB],
        selected: int | None,
        hover: int | None,
    ) -> None:
        pen, area = self.pen, self._sides
        self._cards = self.cards(battle)
        legend_h = pen.line(pen.size(12)) + pen.px(4)
        legal = combat.legal_actions(battle)
        targets = [a for a in legal if isinstance(a, combat.Target)]
        marks = {
            "due": {a.attacker for a in targets},
            "target": {a.target for a in targets if a.attacker == selected},
            "rolling": set(battle.pending[1:3]) if battle.pending else set(),
        }
        for side in (ATTACKER, DEFENDER):
            box = self._boxes[side]
            self._drawn[f"side:{side}"] = box
            self._draw_side(surface, battle, side, names[side], colours[side], box)
        for card in self._cards:
            colour = colours[card.side]
            self._draw_card(surface, battle, card, colour, marks, selected, hover)
            for fid in card.ids:
                self._drawn[f"fighter:{fid}"] = card.rect
        mid = area.centerx
        pygame.draw.line(surface, theme.BORDER, (mid, area.y), (mid, area.bottom - legend_h))
        vs = theme.text(tr("vs"), pen.size(13), theme.TEXT_DIM)
        spot = vs.get_rect(center=(mid, area.centery))
        pygame.draw.rect(surface, theme.BG, spot.inflate(pen.px(4), pen.px(6)))
        surface.blit(vs, spot)
        self._draw_legend(surface, area.x, area.bottom - legend_h + pen.px(4))
        if battle.outcome is not None:
            self._draw_banner(surface, self.outcome_words(battle, names), area)

    def _draw_side(
        self,
        surface: pygame.Surface,
        battle: Battle,
        side: int,
        name: str,
        colour: RGB,
        box: pygame.Rect,
    ) -> None:
        """A side's heading (colour, name, role, units standing, notes) and, over each row's
        cards, the row's name."""
        pen = self.pen
        fighters = battle.sides[side]
        size, small = pen.size(15), pen.size(12)
        head_h = pen.line(size, True)
        swatch = pygame.Rect(box.x, box.y + head_h // 2 - pen.px(6), pen.px(12), pen.px(12))
        if side == ATTACKER:
            swatch.right = box.right
        pygame.draw.rect(surface, colour, swatch, border_radius=pen.px(2))
        role = (
            (tr("shooters"), tr("targets")) if battle.volley else (tr("attackers"), tr("defenders"))
        )
        standing = sum(not f.down for f in fighters)
        words = tr("{name} · {role} · {n} standing", name=name, role=role[side], n=standing)
        notes = []
        if battle.side == side and battle.outcome is None:
            notes.append(tr("their round"))
        if not battle.volley and not battle.can_retreat[side]:
            notes.append(tr("may not retreat"))
        note = " · ".join(notes)
        room = box.width - swatch.width - pen.px(8)
        note_w = pen.width(note, small) + pen.px(12) if note else 0
        words = pen.fit(words, size, room - note_w, True)
        # the name reads from the middle outwards, the notes after it
        left = side == DEFENDER
        start = swatch.right + pen.px(8) if left else swatch.x - pen.px(8)
        outward = ("midleft", 1) if left else ("midright", -1)
        name_box = pen.write(
            surface, words, (start, swatch.centery), size, bold=True, anchor=outward[0]
        )
        after = (name_box.right if left else name_box.x) + outward[1] * pen.px(12)
        pen.write(surface, note, (after, swatch.centery), small, DUE, anchor=outward[0])
        for row in sorted({c.row for c in self._cards if c.side == side}):
            spots = [c.rect for c in self._cards if c.side == side and c.row == row]
            x0, x1 = min(r.x for r in spots), max(r.right for r in spots)
            pen.write(
                surface,
                pen.fit(tr(ROW_NAMES[row]), small, x1 - x0),
                ((x0 + x1) // 2, min(r.y for r in spots) - pen.px(2)),
                small,
                theme.TEXT_DIM,
                anchor="midbottom",
            )

    def _draw_card(
        self,
        surface: pygame.Surface,
        battle: Battle,
        card: Card,
        colour: RGB,
        marks: dict[str, set[int]],
        selected: int | None,
        hover: int | None,
    ) -> None:
        """A card: its name (×N when shared; the unit's number when not), attack and defence
        with modifiers, hits left as pips and its abilities (what its style has room for);
        greyed with a skull when it is down."""
        f = battle.fighter(card.ids[0])
        rect, pen = card.rect, Pen(self.pen.scale * card.fit)
        radius = pen.px(6)
        ids = set(card.ids)
        is_target = bool(ids & marks["target"])
        fill = DOWN_FILL if f.down else theme.PANEL_LIGHT
        if is_target and hover in ids:
            fill = (74, 96, 78)
        elif selected in ids:
            fill = (60, 74, 96)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        band = pygame.Rect(rect.x, rect.y, rect.width, pen.px(3 if card.style == CHIP else 5))
        pygame.draw.rect(
            surface,
            theme.DISABLED if f.down else colour,
            band,
            border_top_left_radius=radius,
            border_top_right_radius=radius,
        )
        edge, thick = theme.BORDER, 1
        for key, ink, width in (
            ("due", DUE, 2),
            ("target", TARGET, 3),
            ("rolling", ROLLING, 3),
        ):
            if ids & marks[key]:
                edge, thick = ink, width
        if selected in ids:
            edge, thick = SELECTED, 3
        pygame.draw.rect(
            surface, edge, rect, max(1, pen.px(thick) if thick > 1 else 1), border_radius=radius
        )
        pad = pen.px(8)
        big = pen.size(14)
        y = band.bottom + (pen.px(4) if card.style == CHIP else pen.px(3))
        self._draw_title(surface, pen, card, f, y)
        if card.style == CHIP:
            return
        y += pen.line(big, True)
        ranged = battle.volley and f in battle.attackers and f.profile.ranged is not None
        right = self._draw_stats(surface, pen, rect, y, f, ranged)
        if card.style == COMPACT:
            if not f.down:
                centre_y = y + pen.line(pen.size(13), True) // 2
                self._draw_pips(surface, pen, f, rect.right - pad, centre_y, right + pad)
            return
        y += pen.line(pen.size(13), True)
        self._draw_hits_line(surface, battle, pen, card, f, y)

    def _draw_title(
        self, surface: pygame.Surface, pen: Pen, card: Card, f: Fighter, y: int
    ) -> None:
        """The name line: "Knight #43", "Soldier ×3", "☠ Orc" (down); an ellipsis, never a
        cut letter, when the name is too long (the tooltip has it in full)."""
        rect, pad = card.rect, pen.px(8)
        big, small = pen.size(14), pen.size(11)
        ink = theme.DISABLED if f.down else theme.TEXT
        dim = theme.DISABLED if f.down else theme.TEXT_DIM
        room = rect.width - 2 * pad
        count = f" ×{len(card.ids)}" if len(card.ids) > 1 else ""
        skull = "☠ " if f.down and card.style != FULL else ""
        x = rect.x + pad
        kind = self.kinds.get((f.profile.army, f.profile.unit), "")
        side = pen.line(big, True)
        has_emblem = kind in icons.UNIT_KINDS and card.style != CHIP
        if has_emblem:
            room -= side + pen.px(3)
        ident = f"#{f.id}" if len(card.ids) == 1 and card.style != CHIP else ""
        ident_w = pen.width(ident, small) + pen.px(4) if ident else 0
        words = skull + f.profile.noun.label
        bold = True
        # the name is shown whole: the number moves to the last line (a full card), then the
        # name drops to the regular weight, before anything is shortened
        if ident and pen.width(words + count, big, True) > room - ident_w and card.style == FULL:
            self._ident_below[id(card)] = ident
            ident, ident_w = "", 0
        if pen.width(words + count, big, True) > room - ident_w:
            bold = False
        if has_emblem and pen.width(words + count, big, False) > room - ident_w:
            has_emblem = False  # the emblem makes way for the name
            room += side + pen.px(3)
        if ident:
            pen.write(
                surface,
                ident,
                (rect.right - pad, y + pen.line(big, True) // 2),
                small,
                dim,
                anchor="midright",
            )
            room -= ident_w
        if has_emblem:
            emblem = icons.icon(f"unit:{kind}", side, ink)
            surface.blit(emblem, (x, y))
            x += side + pen.px(3)
        name = pen.fit(words, big, room - pen.width(count, big, bold), bold)
        box = pen.write(surface, name, (x, y), big, ink, bold)
        if count:
            pen.write(surface, count, box.topright, big, theme.ACCENT, bold)

    def _draw_hits_line(
        self, surface: pygame.Surface, battle: Battle, pen: Pen, card: Card, f: Fighter, y: int
    ) -> None:
        """A full card's last line: hits left as pips and the abilities, or, for a unit that
        is down, whether it still strikes back."""
        rect, pad, small = card.rect, pen.px(8), pen.size(11)
        cy = (y + rect.bottom - pen.px(3)) // 2
        ident = self._ident_below.pop(id(card), "")
        if f.down:
            pen.write(
                surface,
                pen.fit(self._down_words(battle, f), small, rect.width - 2 * pad),
                (rect.x + pad, cy),
                small,
                theme.DANGER,
                anchor="midleft",
            )
            return
        x = self._draw_pips(surface, pen, f, rect.x + pad, cy)
        tags = _tags(f.profile)
        right = rect.right - pad
        if ident:
            box = pen.write(surface, ident, (right, cy), small, theme.TEXT_DIM, anchor="midright")
            right = box.x - pen.px(6)
        room = right - x - pen.px(4)
        while tags and pen.width(" · ".join(tags), small) > room:
            tags.pop()  # the least important goes first, rather than half a word
        words = " · ".join(tags)
        pen.write(surface, words, (right, cy), small, theme.TEXT_DIM, anchor="midright")

    @staticmethod
    def _draw_pips(
        surface: pygame.Surface, pen: Pen, f: Fighter, x: int, cy: int, least: int | None = None
    ) -> int:
        """Hits as pips, full for those left, rings for those lost: from ``x`` rightwards, or
        ending at ``x`` when ``least`` is given (then none when they would reach left of
        ``least``). Returns where they end."""
        r = max(3, pen.px(5))
        step = 2 * r + pen.px(3)
        hits = f.profile.hits
        if least is not None:
            x -= hits * step - pen.px(3)
            if x < least:
                return x
        x += r
        for hit in range(hits):
            if hit < hits - f.damage:
                pygame.draw.circle(surface, GOOD, (x, cy), r)
            else:
                pygame.draw.circle(surface, theme.DANGER, (x, cy), r, max(1, pen.px(1.5)))
            x += step
        return x - r

    @staticmethod
    def _draw_stats(
        surface: pygame.Surface, pen: Pen, rect: pygame.Rect, y: int, f: Fighter, ranged: bool
    ) -> int:
        """The figures, as "Att 4 (−1)   Def 3 (−1)": defence at the card's middle, or after the
        attack on a narrow card, with one-letter words when even that does not fit. Returns
        where they end."""
        p = f.profile
        attack = (p.ranged if ranged and p.ranged is not None else p.attack, p.attack_mod)
        defence = (p.defence, p.defence_mod)
        size, small = pen.size(13), pen.size(11)
        pad, gap = pen.px(8), pen.px(8)
        ink = theme.DISABLED if f.down else theme.TEXT
        mod_ink = theme.DISABLED if f.down else theme.ACCENT
        long = (tr("Rng") if ranged else tr("Att"), tr("Def"))
        short = (tr("R") if ranged else tr("A"), tr("D"))

        def width(word: str, value: int, mod: int) -> int:
            extra = pen.width(f"({signed(mod)})", small) + pen.px(3) if mod else 0
            return pen.width(f"{word} {value}", size, True) + extra

        stats = (attack, defence)
        for words in (long, short):
            widths = [width(w, *stat) for w, stat in zip(words, stats, strict=True)]
            second = max(rect.x + rect.width // 2, rect.x + pad + widths[0] + gap)
            if second + widths[1] <= rect.right - pad:
                break
        end = rect.x
        for x, word, (value, mod) in zip((rect.x + pad, second), words, stats, strict=True):
            box = pen.write(surface, f"{word} {value}", (x, y), size, ink, True)
            end = box.right
            if mod:
                end = pen.write(
                    surface,
                    f"({signed(mod)})",
                    (box.right + pen.px(3), box.bottom),
                    small,
                    mod_ink,
                    anchor="bottomleft",
                ).right
        return end

    def _draw_legend(self, surface: pygame.Surface, x: int, y: int) -> None:
        pen = self.pen
        small = pen.size(12)
        for ink, words in (
            (DUE, tr("due to attack")),
            (SELECTED, tr("selected")),
            (TARGET, tr("may be attacked")),
            (ROLLING, tr("die being rolled")),
        ):
            swatch = pygame.Rect(x, y + pen.px(2), pen.px(14), pen.line(small) - pen.px(4))
            pygame.draw.rect(surface, ink, swatch, max(2, pen.px(2)), border_radius=pen.px(2))
            box = pen.write(surface, words, (swatch.right + pen.px(5), y), small, theme.TEXT_DIM)
            x = box.right + pen.px(16)

    def _draw_banner(self, surface: pygame.Surface, words: str, area: pygame.Rect) -> None:
        pen = self.pen
        size = pen.size(24)
        band = pygame.Rect(area.x, 0, area.width, pen.line(size, True) + pen.px(24))
        band.centery = area.centery
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill((16, 17, 20, 220))
        surface.blit(shade, band)
        pygame.draw.line(surface, theme.ACCENT, band.topleft, band.topright, 2)
        pygame.draw.line(surface, theme.ACCENT, band.bottomleft, band.bottomright, 2)
        pen.write(
            surface,
            pen.fit(words, size, band.width - pen.px(20), True),
            band.center,
            size,
            theme.ACCENT,
            True,
            anchor="center",
        )

    # prediction, dice and buttons
    def draw_hover(
        self,
        surface: pygame.Surface,
        battle: Battle,
        names: tuple[str, str],
        selected: int | None,
        hover: int,
    ) -> None:
        """Over a drawn panel, each frame: outline the card of ``hover`` (under the mouse or
        the keyboard's focus) and show the prediction for an attack on it (the rest of the
        panel stays as cached)."""
        for card in self._cards:
            if hover in card.ids:
                pygame.draw.rect(surface, SELECTED, card.rect, 2, border_radius=self.pen.px(6))
        self._draw_info(surface, battle, names, selected, hover)

    def draw_focus(self, surface: pygame.Surface, key: str) -> None:
        """The keyboard focus, as last drawn, on the card ``card:<id>`` (a ring round it) or
        the button ``button:<name>`` (drawn focused)."""
        kind, _, name = key.partition(":")
        button = self._buttons.get(name) if kind == "button" else None
        if button is not None and button.enabled:
            button.draw(surface, self.pen.scale, True, False)
        for card in self._cards:
            if card.key == key:
                draw_focus_ring(surface, card.rect, self.pen.scale)

    def card_words(self, battle: Battle, card: Card) -> str:
        """A card in full, for its tooltip: name, count and numbers; figures and row; hits
        left and abilities (or whether a fallen unit still strikes back)."""
        f = battle.fighter(card.ids[0])
        p = f.profile
        numbers = ", ".join(f"#{fid}" for fid in card.ids)
        name = p.noun.label
        head = name if len(card.ids) == 1 else tr("{name} ×{n}", name=name, n=len(card.ids))

        def figure(value: int, mod: int) -> str:
            return f"{value} ({signed(mod)})" if mod else str(value)

        ranged = battle.volley and f in battle.attackers and p.ranged is not None
        strength = p.ranged if ranged and p.ranged is not None else p.attack
        lines = [
            f"{head} ({numbers})",
            tr(
                "{what} {a} · defence {d} · {row}",
                what=tr("Ranged attack") if ranged else tr("Attack"),
                a=figure(strength, p.attack_mod),
                d=figure(p.defence, p.defence_mod),
                row=tr(ROW_NAMES[p.row]),
            ),
        ]
        if f.down:
            lines.append(self._down_words(battle, f))
        else:
            lines.append(hits_left(p.hits - f.damage, p.hits))
        tags = _tags(p)
        if tags:
            lines.append(" · ".join(tags))
        return "\n".join(lines)

    @staticmethod
    def _down_words(battle: Battle, f: Fighter) -> str:
        """A fallen defender: whether it still strikes back this round."""
        still = any(s.fid == f.id for s in battle.queue) or battle.side != DEFENDER
        return tr("☠ down — strikes back") if still else tr("☠ down — struck back")

    def _draw_info(
        self,
        surface: pygame.Surface,
        battle: Battle,
        names: tuple[str, str],
        selected: int | None,
        hover: int | None,
    ) -> None:
        pen = self.pen
        box = self._info.copy()
        box.width = box.width * 3 // 5 - pen.px(6)
        self._drawn["info"] = box
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=pen.px(6))
        pygame.draw.rect(surface, theme.BORDER, box, 1, border_radius=pen.px(6))
        pad = pen.px(10)
        x, y = box.x + pad, box.y + pad
        width = box.width - 2 * pad
        styles = {
            "head": (pen.size(15), theme.ACCENT, True),
            "text": (pen.size(14), theme.TEXT, False),
            "dim": (pen.size(14), theme.TEXT_DIM, False),
        }
        for style, words in self._known_lines(battle, names, selected, hover):
            size, ink, bold = styles[style]
            indent = pen.px(18) if words.startswith(INDENT) else 0
            if indent:
                ink = theme.TEXT_DIM
            for part in theme.wrap(words.strip(), size, width - indent, bold):
                if y + pen.line(size, bold) > box.bottom - pad // 2:
                    return
                pen.write(surface, part, (x + indent, y), size, ink, bold)
                y += pen.line(size, bold)

    def button_rects(
        self, battle: Battle, choosing: int | None, fight: FightControls = FightControls()
    ) -> list[tuple[str, pygame.Rect]]:
        """The buttons that may be pressed now (see ``shown``) with their rectangles, in
        reading order (no drawing: the keyboard walk may ask before the panel is drawn)."""
        laid = self._button_layout(battle, choosing, fight)
        return sorted(
            ((name, b.rect) for name, b in laid.items() if b.enabled),
            key=lambda nr: (nr[1].y, nr[1].x),
        )

    def slot_rects(self) -> dict[str, pygame.Rect]:
        """Where each of ``SLOTS`` is, whatever it shows or allows (fixed for a layout)."""
        return {slot: pygame.Rect(rect) for slot, rect in self._slots.items()}

    def _slot_labels(self, slot: str) -> list[str]:
        if slot == "auto-retreat":
            return [retreat_label(level) for level in RETREAT_BELOW]
        return [tr(label) for label in SLOTS[slot]]

    def _lay_slots(self, inner: pygame.Rect) -> dict[str, pygame.Rect]:
        """Each slot's place at the bottom of ``inner``: as wide as its longest label, in
        reading order, in as many right-aligned rows as they need."""
        pen = self.pen
        gap, height = pen.px(6), pen.px(32)
        rows: list[list[tuple[str, int]]] = [[]]
        used = 0
        for slot in SLOTS:
            style = "primary" if slot in PRIMARY else "normal"
            width = min(
                inner.width,
                max(
                    Button(w, lambda: None, style=style).fit_width(pen.scale)
                    for w in self._slot_labels(slot)
                ),
            )
            if rows[-1] and used + gap + width > inner.width:
                rows.append([])
                used = 0
            used += width + (gap if rows[-1] else 0)
            rows[-1].append((slot, width))
        placed: dict[str, pygame.Rect] = {}
        y = inner.bottom - height
        for row in reversed(rows):
            x = inner.right
            for slot, width in reversed(row):
                placed[slot] = pygame.Rect(x - width, y, width, height)
                x -= width + gap
            y -= height + gap
        return placed

    def shown(
        self, battle: Battle, choosing: int | None, fight: FightControls = FightControls()
    ) -> list[tuple[str, str, str, bool]]:
        """What each slot shows now, as (slot, name, label, enabled): ``name`` is what a
        press does (``fight`` or ``stop``, ``auto-retreat``, ``default`` or ``roll``,
        ``retreat-roll`` or ``retreat``, ``press-on``); the moves are enabled when legal for
        ``choosing`` (``buttons``), Fight it out when a move of theirs is (Stop always)."""
        moves = self.buttons(battle, choosing)
        going = battle.outcome is None
        pending = battle.pending
        attack = "roll" if pending is not None else "default"
        attack_label = BUTTON_LABELS[attack]
        if pending is not None:
            attack_label = ROLL_LABELS.get(pending.kind, attack_label)
        retreat = "retreat" if "retreat" in moves else "retreat-roll"
        press_label = BUTTON_LABELS["press-on"]
        if battle.stage == combat.OPEN:
            press_label = "Let the round pass"
        fight_name = "stop" if fight.running else "fight"
        volley = battle.volley  # nobody retreats from a ranged attack
        can_start = going and pending is None and bool(moves)
        return [
            ("fight", fight_name, tr(FIGHT_LABELS[fight_name]), fight.running or can_start),
            ("auto-retreat", "auto-retreat", retreat_label(fight.below), going and not volley),
            ("attack", attack, tr(attack_label), attack in moves),
            ("retreat", retreat, tr(BUTTON_LABELS[retreat]), retreat in moves),
            ("press-on", "press-on", tr(press_label), "press-on" in moves),
        ]

    def _button_layout(
        self, battle: Battle, choosing: int | None, fight: FightControls
    ) -> dict[str, Button]:
        """Every slot's button for ``battle``, by the name of what it does now, at its fixed
        place (computed once per position, chooser and controls)."""
        if self._language != language() and self._slots:  # labels of another length
            self.layout(self.rect, self.pen.scale)
        key = (battle, choosing, fight)
        if self._laid_buttons is not None and self._laid_buttons[0] == key:
            return self._laid_buttons[1]
        laid: dict[str, Button] = {}
        for slot, name, label, enabled in self.shown(battle, choosing, fight):
            style = "primary" if slot in PRIMARY else "normal"
            button = Button(label, lambda: None, enabled=enabled, style=style)
            button.rect = pygame.Rect(self._slots[slot])
            laid[name] = button
        self._laid_buttons = (key, laid)
        return laid

    def _draw_dice_and_buttons(
        self,
        surface: pygame.Surface,
        battle: Battle,
        choosing: int | None,
        fight: FightControls,
        last_rolls: Sequence[str],
        mouse: tuple[int, int] | None,
    ) -> None:
        pen = self.pen
        self._buttons = self._button_layout(battle, choosing, fight)
        for slot, rect in self._slots.items():
            self._drawn[f"slot:{slot}"] = rect
        for name, button in self._buttons.items():
            hovered = mouse is not None and button.enabled and button.rect.collidepoint(mouse)
            button.draw(surface, pen.scale, False, hovered)
            if button.enabled:
                self._drawn[f"button:{name}"] = button.rect
        self._draw_dice(surface, self._button_area(), last_rolls)

    def _button_area(self) -> pygame.Rect:
        """The right part of the bottom strip over the buttons: the latest dice."""
        area = self._info.copy()
        area.width = self._info.width * 2 // 5 - self.pen.px(6)
        area.right = self._info.right
        top = min(r.y for r in self._slots.values()) - self.pen.px(6)
        area.height = max(0, top - area.y)
        return area

    def _draw_dice(
        self, surface: pygame.Surface, box: pygame.Rect, last_rolls: Sequence[str]
    ) -> None:
        """The latest dice, newest at the bottom in full colour; as many as fit."""
        pen = self.pen
        self._drawn["dice"] = box
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=pen.px(6))
        pygame.draw.rect(surface, theme.BORDER, box, 1, border_radius=pen.px(6))
        pad = pen.px(10)
        size, head = pen.size(14), pen.size(12)
        y = box.y + pad
        pen.write(surface, tr("LATEST DICE"), (box.x + pad, y), head, theme.TEXT_DIM, True)
        y += pen.line(head, True) + pen.px(2)
        line_h = pen.line(size)
        room = max(0, (box.bottom - pad // 2 - y) // line_h)
        if not last_rolls:
            pen.write(surface, tr("no dice rolled yet"), (box.x + pad, y), size, theme.TEXT_DIM)
        lines: list[tuple[str, bool]] = []  # newest first, wrapped, while they fit
        for age, words in enumerate(reversed(last_rolls)):
            parts = theme.wrap(words, size, box.width - 2 * pad, age == 0)
            if len(lines) + len(parts) > room:
                break
            lines = [(part, age == 0) for part in parts] + lines
        for words, newest in lines:
            pen.write(
                surface,
                words,
                (box.x + pad, y),
                size,
                theme.TEXT if newest else theme.TEXT_DIM,
                newest,
            )
            y += line_h


def hits_left(left: int, hits: int) -> str:
    """'2 of 3 hits left' ('1 of 1 hit left'): the hits a unit may still take of its ``hits``."""
    return ntr(hits, "{left} of {n} hit left", "{left} of {n} hits left", left=left)


def _tags(p: combat.Profile) -> list[str]:
    """A unit's abilities in a few short words, the ones that matter most in a fight first."""
    tags = []
    if p.attacks > 1:
        tags.append(tr("{n} attacks", n=p.attacks))
    if p.damage > 1:
        tags.append(tr("{n} dmg", n=p.damage))
    if p.airborne or p.flying:
        tags.append(tr("airborne") if p.airborne else tr("flying"))
    if p.ranged is not None:
        tags.append(tr("rng {n}", n=p.ranged))
    if p.missile:
        tags.append(tr("missile"))
    return tags
