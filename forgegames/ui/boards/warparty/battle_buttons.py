"""The battle's buttons: which moves are offered now and where each button's slot is (a
slot keeps its place whatever it shows), and the latest dice above them (``BattleButtons``,
a part of ``BattlePanel``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pygame

from forgegames.core.i18n import language, tr
from forgegames.games.warparty.actions import PressOn, Retreat, RetreatRoll
from forgegames.games.warparty.board_info import (
    ATTACKER,
    DEFEND,
    HIT,
    MONSTER,
    OPEN,
    Battle,
    battle_moves,
    default_target,
)
from forgegames.ui import theme
from forgegames.ui.boards.warparty.battle_dice import RolledDie, draw_die
from forgegames.ui.boards.warparty.pen import GOOD, RGB
from forgegames.ui.widgets import Button

BUTTON_LABELS = {
    "default": "Default attack",
    "retreat-roll": "Roll to retreat",
    "retreat": "Retreat",
    "press-on": "Press on",
    "roll": "Roll the die",
    "leave": "Leave dungeon",
}
ROLL_LABELS = {HIT: "Roll to hit", DEFEND: "Roll to defend"}
CLOSE = "close"
"""The name of the button that closes an ended battle's summary."""
FIGHT_LABELS = {"fight": "Fight it out", "stop": "Stop"}
CLOSE_LABEL = "Back to the map"
"""The first slot's words: Fight it out, or Stop while a run goes (``CLOSE_LABEL`` under an
ended battle's summary: what its press does, issue #39 wp38, where "Close" beside the bar's
End combat, both green, left a newcomer guessing which to press)."""
RETREAT_BELOW: tuple[int | None, ...] = (None, 25, 50, 75)
"""The choices of "retreat when my odds fall below N%" (None: never)."""
SLOTS: dict[str, tuple[str, ...]] = {
    "fight": tuple(FIGHT_LABELS.values()),  # CLOSE_LABEL stands alone: as wide as it needs
    "auto-retreat": (),  # its labels depend on the level: ``retreat_label``
    "press-on": (BUTTON_LABELS["press-on"], "Let the round pass"),
    "attack": (BUTTON_LABELS["default"], *ROLL_LABELS.values(), BUTTON_LABELS["roll"]),
    "retreat": (BUTTON_LABELS["retreat-roll"], BUTTON_LABELS["retreat"], BUTTON_LABELS["leave"]),
}
"""The battle's buttons, in reading order, each with every label it may show: a slot keeps its
place and width whatever the battle allows (what is not available is drawn disabled), so a
click never lands on a button that moved under the hand."""
PRIMARY = ("fight",)
"""The button drawn to catch the eye: Fight it out, which ends any battle in one press."""


def retreat_label(below: int | None) -> str:
    """The auto-retreat button's words for a level of ``RETREAT_BELOW``."""
    if below is None:
        return tr("Auto-retreat: off")
    return tr("Auto-retreat: <{n}%", n=below)


DIE_LARGEST = 44
"""The side of a die in the latest dice where the box has the height (30 at the least)."""


@dataclasses.dataclass(frozen=True)
class FightControls:
    """What the Fight it out buttons show: whether a run is going (the button reads Stop),
    the odds below which it retreats (None: never), and whether an ended battle's summary is
    up (the button reads Close)."""

    running: bool = False
    below: int | None = None
    summary: bool = False


NO_FIGHT = FightControls()
"""No Fight it out under way, no retreat threshold (the default)."""


class BattleButtons:
    """The battle panel's buttons and dice."""

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
        legal = battle_moves(battle)
        names = ["default"] if default_target(battle) is not None else []
        kinds = {type(a) for a in legal}
        for kind, name in (
            (RetreatRoll, "retreat-roll"),
            (Retreat, "retreat"),
            (PressOn, "press-on"),
        ):
            if kind in kinds:
                names.append(name)
        if battle.side == ATTACKER and any(f.profile.army == MONSTER for f in battle.defenders):
            names.append("leave")  # heroes leave a dungeon whenever theirs to act, no roll
        return names

    def button_rects(
        self, battle: Battle, choosing: int | None, fight: FightControls = NO_FIGHT
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
        self, battle: Battle, choosing: int | None, fight: FightControls = NO_FIGHT
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
        retreat = next((r for r in ("leave", "retreat") if r in moves), "retreat-roll")
        press_label = BUTTON_LABELS["press-on"]
        if battle.stage == OPEN:
            press_label = "Let the round pass"
        fight_name = "stop" if fight.running else "fight"
        first = (fight_name, tr(FIGHT_LABELS[fight_name]))
        closing = not going and fight.summary
        if closing:
            first = (CLOSE, tr(CLOSE_LABEL))
        volley = battle.volley  # nobody retreats from a ranged attack
        can_start = going and pending is None and bool(moves)
        return [
            ("fight", *first, fight.running or can_start or closing),
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
            if name == CLOSE:  # alone under the summary (the moves are not drawn): its words
                button.rect.width = max(button.rect.width, button.fit_width(self.pen.scale))
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
        dice: Sequence[RolledDie] = (),
        colours: tuple[RGB, RGB] | None = None,
    ) -> None:
        pen = self.pen
        self._buttons = self._button_layout(battle, choosing, fight)
        for slot, rect in self._slots.items():
            self._drawn[f"slot:{slot}"] = rect
        over = battle.outcome is not None  # only the way back to the map (playtest 33)
        for name, button in self._buttons.items():
            if over and not button.enabled:
                continue
            hovered = mouse is not None and button.enabled and button.rect.collidepoint(mouse)
            button.draw(surface, pen.scale, False, hovered)
            if button.enabled:
                self._drawn[f"button:{name}"] = button.rect
        self._draw_dice(surface, self._button_area(), last_rolls, dice, colours)

    def _button_area(self) -> pygame.Rect:
        """The right part of the bottom strip over the buttons: the latest dice."""
        area = self._info.copy()
        area.width = self._info.width // 3 - self.pen.px(6)
        area.right = self._info.right
        top = min(r.y for r in self._slots.values()) - self.pen.px(6)
        area.height = max(0, top - area.y)
        return area

    def _draw_dice(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        last_rolls: Sequence[str],
        dice: Sequence[RolledDie] = (),
        colours: tuple[RGB, RGB] | None = None,
    ) -> None:
        """The latest blow's dice as pictures (each in its side's colour, what it needed and
        what came of it under it), then the latest lines, newest at the bottom in full
        colour; as many as fit."""
        pen = self.pen
        self._drawn["dice"] = box
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=pen.px(6))
        pygame.draw.rect(surface, theme.BORDER, box, 1, border_radius=pen.px(6))
        pad = pen.px(10)
        size, head = pen.size(14), pen.size(12)
        y = box.y + pad
        pen.write(surface, tr("LATEST DICE"), (box.x + pad, y), head, theme.TEXT_DIM, True)
        y += pen.line(head, True) + pen.px(2)
        width = box.width - 2 * pad
        x = box.x + pad
        if dice:
            row = pygame.Rect(x, y, width, box.bottom - pad // 2 - y)
            under, right = self._draw_dice_row(surface, row, dice, colours)
            if box.right - pad - right >= pen.px(160):  # room beside the dice: the words there
                x, width = right + pen.px(12), box.right - pad - right - pen.px(12)
            else:
                y = under
        line_h = pen.line(size)
        room = max(0, (box.bottom - pad // 2 - y) // line_h)
        if not last_rolls and room:
            for part in theme.wrap(tr("no dice rolled yet"), size, width)[:room]:
                pen.write(surface, part, (x, y), size, theme.TEXT_DIM)
                y += line_h
            return
        lines: list[tuple[str, bool]] = []  # newest first, wrapped, while they fit
        for age, words in enumerate(reversed(last_rolls)):
            parts = theme.wrap(words, size, width, age == 0)
            if age == 0 and len(parts) > room:  # the newest always shows, cut if it must
                if dice:
                    break  # the dice say it: no line cut short under them
                parts = parts[:room]
                if parts:
                    parts[-1] = theme.shorten(parts[-1] + " …", size, width, True)
            if len(lines) + len(parts) > room:
                break
            lines = [(part, age == 0) for part in parts] + lines
        for words, newest in lines:
            pen.write(
                surface,
                words,
                (x, y),
                size,
                theme.TEXT if newest else theme.TEXT_DIM,
                newest,
            )
            y += line_h

    def _draw_dice_row(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        dice: Sequence[RolledDie],
        colours: tuple[RGB, RGB] | None,
    ) -> tuple[int, int]:
        """The dice left to right from ``area``'s top left, each over 'needs ≤ n' and what
        came of it (green when it succeeded, ringed); returns the y under them and the x
        right of them. The dice grow (up to ``DIE_LARGEST``) into the height ``area`` leaves
        them under their words (playtest 7: the panel left much room empty)."""
        pen = self.pen
        small = pen.size(12)
        words_h = pen.px(2) + pen.px(4) + 2 * pen.line(small) + pen.px(4)
        side = max(pen.px(30), min(pen.px(DIE_LARGEST), area.height - words_h))
        gap = pen.px(10)
        cells = []
        for die in dice:
            words = (tr("≤ {n}", n=die.need), die.word)
            cells.append((die, words, max(side, *(pen.width(w, small) for w in words))))
        while cells and sum(c[2] for c in cells) + gap * (len(cells) - 1) > area.width:
            cells.pop(0)  # the oldest give way in a narrow box
        x = area.x
        for n, (die, words, cell) in enumerate(cells):
            ink = colours[die.side] if colours is not None else theme.TEXT
            rect = pygame.Rect(x + (cell - side) // 2, area.y + pen.px(2), side, side)
            if die.success:
                pygame.draw.rect(
                    surface,
                    GOOD,
                    rect.inflate(pen.px(6), pen.px(6)),
                    pen.px(2),
                    border_radius=pen.px(7),
                )
            draw_die(surface, rect, die.value, ink)
            self._drawn[f"die:{n}"] = rect
            text_y = rect.bottom + pen.px(4)
            outcome = GOOD if die.success else theme.DANGER if die.kind == "defend" else theme.TEXT
            inks = (theme.TEXT_DIM, outcome)  # a wound (a defence failed) in red
            for word, ink_of in zip(words, inks, strict=True):
                pen.write(surface, word, (x + cell // 2, text_y), small, ink_of, anchor="midtop")
                text_y += pen.line(small)
            x += cell + gap
        under = area.y + side + words_h
        return under, x - gap
