"""A Warparty battle's rounds as Fight it out shows them (playtest 11: "Fight it out" resolved
up to ten rounds with nothing to watch): for each round, the side that attacked, the dice of
each side, the hits, the wounds and the units that fell. The facts come from the engine's own
battle events (their ``detail``), as they were recorded in the game's history: the board works
nothing out, it only paces what the engine returned and draws it in the battle panel's info
box."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

import pygame

from forgegames.core.i18n import ntr, tr
from forgegames.core.title import Event
from forgegames.games.warparty.board_info import Fighter
from forgegames.ui import theme
from forgegames.ui.boards.warparty.battle_dice import RolledDie, draw_die
from forgegames.ui.boards.warparty.pen import GOOD, RGB, Pen

ROUND_SHOW_MS = 800
"""How long Fight it out holds a finished round on the panel before the next one is fought
(a click or a key skips to the battle's end)."""

_HIT = {"hit": True, "miss": False}
_DEFEND = {"defended": True, "undefended": False}
_RETREAT = {"may-retreat": True, "no-retreat": False}
_FALLS = ("killed", "turned")


@dataclasses.dataclass(frozen=True)
class RoundRecap:
    """One battle round as it went: number ``n``, the battle side that attacked, each die
    rolled (``RolledDie``, its side included), the hits scored, the wounds taken (defences
    failed) and the units that fell, by their names in the log."""

    n: int
    side: int
    dice: tuple[RolledDie, ...] = ()
    hits: int = 0
    wounds: int = 0
    fallen: tuple[str, ...] = ()


def recaps(events: Iterable[Event], first: tuple[int, int]) -> list[RoundRecap]:
    """The rounds the battle ``events`` tell of (oldest first; the events of one battle, in
    order), the first being round ``first`` = (number, attacking side): a battle opens in a
    round of its own without saying so, each later round begins with its "round" event."""
    out: list[RoundRecap] = []
    n, side = first
    dice: list[RolledDie] = []
    hits = wounds = 0
    fallen: list[str] = []
    started = False
    for event in events:
        facts = event.detail
        what = facts.get("what")
        if what == "round":
            if started:
                out.append(RoundRecap(n, side, tuple(dice), hits, wounds, tuple(fallen)))
            n, side = facts["n"], facts["side"]
            dice, hits, wounds, fallen = [], 0, 0, []
        started = True
        if what in _HIT:
            ok = _HIT[what]
            dice.append(RolledDie(facts["roll"], facts["need"], side, "hit", ok))
            hits += ok
        elif what == "sure-hit":
            hits += 1
        elif what in _DEFEND:
            ok = _DEFEND[what]
            dice.append(RolledDie(facts["roll"], facts["need"], 1 - side, "defend", ok))
            wounds += not ok
        elif what == "no-defence":
            wounds += 1
        elif what in _RETREAT:
            who = facts["side"] if facts["side"] is not None else side
            dice.append(RolledDie(facts["roll"], facts["need"], who, "retreat", _RETREAT[what]))
        elif what in _FALLS:
            fallen.append(_name(facts.get("whom")))
    if started:
        out.append(RoundRecap(n, side, tuple(dice), hits, wounds, tuple(fallen)))
    return out


def _name(fighter: object) -> str:
    """A fallen unit's name as a list puts it ('Soldier 2')."""
    if isinstance(fighter, Fighter):
        name = fighter.profile.noun.label
        return tr("{name} {n}", name=name, n=fighter.nth) if fighter.nth else name
    return str(fighter)


def recap_lines(recap: RoundRecap, names: tuple[str, str]) -> list[str]:
    """The recap's words under its heading: the hits and wounds, then who fell."""
    lines = [
        ntr(recap.hits, "{n} hit", "{n} hits")
        + " · "
        + ntr(recap.wounds, "{n} wound", "{n} wounds")
    ]
    if recap.fallen:
        lines.append(tr("Fallen: {units}.", units=", ".join(recap.fallen)))
    else:
        lines.append(tr("Nobody fell this round."))
    return lines


def recap_heading(recap: RoundRecap, names: tuple[str, str]) -> str:
    return tr("Round {n}: {side} attack", n=recap.n, side=names[recap.side])


def draw_recap(
    surface: pygame.Surface,
    pen: Pen,
    box: pygame.Rect,
    recap: RoundRecap,
    names: tuple[str, str],
    colours: Sequence[RGB],
) -> list[tuple[str, pygame.Rect]]:
    """The round in ``box`` (the battle panel's info box): its heading, each side's dice in a
    row (in the side's colour, a success ringed green) with the side's name, then the hits,
    wounds and the fallen. Returns what it wrote and where (the text report's boxes)."""
    pad = pen.px(10)
    x, y = box.x + pad, box.y + pad
    width = box.width - 2 * pad
    head, size, small = pen.size(15), pen.size(14), pen.size(12)
    written = []
    heading = recap_heading(recap, names)
    written.append((heading, pen.write(surface, heading, (x, y), head, theme.ACCENT, True)))
    y += pen.line(head, True) + pen.px(2)
    # two rows of dice over two lines of words, the dice as large as that leaves room for
    free = box.bottom - pad // 2 - y - 2 * pen.line(size)
    side_px = max(pen.px(14), min(pen.px(30), free // 2 - pen.px(6)))
    gap = pen.px(4)
    label_w = max(pen.width(name, small) for name in names) + pen.px(8)
    for who in (recap.side, 1 - recap.side):
        rolled = [d for d in recap.dice if d.side == who]
        name = pen.fit(names[who], small, label_w)
        row_h = side_px + pen.px(4)
        at = pen.write(surface, name, (x, y + row_h // 2), small, theme.TEXT_DIM, anchor="midleft")
        written.append((name, at))
        dx = x + label_w
        shown = rolled
        room = max(0, (box.x + pad + width - dx) // (side_px + gap))
        if len(rolled) > room:  # more dice than the row holds: the rest as a number
            shown = rolled[: max(0, room - 1)]
        for die in shown:
            rect = pygame.Rect(dx, y + pen.px(2), side_px, side_px)
            if die.success:
                ring = rect.inflate(pen.px(4), pen.px(4))
                pygame.draw.rect(surface, GOOD, ring, pen.px(2), border_radius=pen.px(5))
            draw_die(surface, rect, die.value, colours[who])
            dx += side_px + gap
        if len(shown) < len(rolled):
            more = f"+{len(rolled) - len(shown)}"
            written.append(
                (
                    more,
                    pen.write(
                        surface, more, (dx, y + row_h // 2), small, theme.TEXT_DIM, anchor="midleft"
                    ),
                )
            )
        if not rolled:
            words = tr("no dice")
            written.append(
                (
                    words,
                    pen.write(
                        surface,
                        words,
                        (dx, y + row_h // 2),
                        small,
                        theme.TEXT_DIM,
                        anchor="midleft",
                    ),
                )
            )
        y += row_h + pen.px(2)
    for words in recap_lines(recap, names):
        for part in theme.wrap(words, size, width):
            if y + pen.line(size) > box.bottom - pad // 2:
                return written
            written.append((part, pen.write(surface, part, (x, y), size, theme.TEXT)))
            y += pen.line(size)
    return written
