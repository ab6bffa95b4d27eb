"""The dice of a Warparty battle's latest blow, as pictures (playtest 3: battles showed only
lines of text): which dice were rolled, by which side, what each needed and whether it
succeeded. The facts come from the engine's own battle events (``combat.apply`` run again
on the battle's last moves): the panel works nothing out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

import pygame

from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import tr
from forgegames.core.title import Event
from forgegames.games.warparty.board_info import Battle, apply_battle_move
from forgegames.ui import theme

LOOK_BACK = 16
"""How many of the history's last moves are searched for the latest blow's dice."""
_STARTS = ("attack", "strike-back", "retreat-try", "round")
"""Battle events (what their ``detail`` says happened) that begin a blow (or a round): the
dice after the last of them are the latest."""
_ROLLS = {
    # what the event's detail says happened: what the die was for, and whether it succeeded
    "hit": ("hit", True),
    "miss": ("hit", False),
    "defended": ("defend", True),
    "undefended": ("defend", False),
    "may-retreat": ("retreat", True),
    "no-retreat": ("retreat", False),
}
_PIPS = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}
"""Each face's pips on a 3 × 3 grid (column, row)."""


class RolledDie(NamedTuple):
    """One die of a blow: ``value`` rolled by battle side ``side`` for ``kind`` (``hit``,
    ``defend`` or ``retreat``), needing ``need`` or less; ``success`` whether it did."""

    value: int
    need: int
    side: int
    kind: str
    success: bool

    @property
    def word(self) -> str:
        """What came of it, in a word or two ('hit', 'miss', 'defended', …)."""
        if self.kind == "hit":
            return tr("hit") if self.success else tr("miss")
        if self.kind == "defend":
            return tr("defended") if self.success else tr("wounded")
        return tr("may leave") if self.success else tr("stays")


def _side(battle: Battle, fighter: Any) -> int:
    """The battle side of ``fighter`` (ids are stable for the whole battle)."""
    return 0 if any(f.id == fighter.id for f in battle.sides[0]) else 1


def blow_dice(steps: Sequence[tuple[Battle, Sequence[Event]]]) -> tuple[RolledDie, ...]:
    """The dice of the latest blow in ``steps`` (each a battle and the events the next move
    made in it, oldest first): those rolled since the last blow or round began."""
    dice: list[RolledDie] = []
    for battle, events in steps:
        for event in events:
            values = event.detail
            what = values.get("what")
            if what in _STARTS:
                dice = []
            elif what in _ROLLS:
                kind, ok = _ROLLS[what]
                if kind == "retreat":
                    side = values["side"] if values["side"] is not None else battle.side
                else:
                    side = _side(battle, values["who" if kind == "hit" else "whom"])
                dice.append(RolledDie(values["roll"], values["need"], side, kind, ok))
    return tuple(dice)


def latest_dice(host: Any) -> tuple[RolledDie, ...]:
    """The dice of the latest blow of the battle going on in the game of ``host`` (a board's
    ``BoardHost``; none before its first die): the battle's last moves applied again to get
    the engine's events."""
    end = host.moves_made()
    history = host.played(max(0, end - LOOK_BACK))
    offset = end - len(history)
    start = end
    while start > offset:
        if any(e.kind != "battle" for e in history[start - 1 - offset].events):
            break  # the move that opened the battle, or anything before it
        start -= 1
    battle = None
    while start < end and battle is None:
        battle = host.view_before(start).battle
        start += battle is None
    steps = []
    for entry in history[start - offset :]:
        if battle is None or battle.outcome is not None:
            break
        try:
            after, events = apply_battle_move(battle, entry.action)
        except IllegalAction:  # not a move of this battle: none of its dice after it
            return ()
        steps.append((battle, events))
        battle = after
    return blow_dice(steps)


def draw_die(
    surface: pygame.Surface, rect: pygame.Rect, value: int, ink: tuple[int, int, int]
) -> None:
    """A die face showing ``value``: pips for 1 to 6, the number for a bigger die."""
    radius = max(2, rect.width // 6)
    pygame.draw.rect(surface, (246, 242, 232), rect, border_radius=radius)
    pygame.draw.rect(surface, ink, rect, max(1, rect.width // 14), border_radius=radius)
    pips = _PIPS.get(value)
    if pips is None:
        label = theme.glyph(str(value), rect.height * 3 // 5, (30, 30, 34), True)
        surface.blit(label, label.get_rect(center=rect.center))
        return
    step = rect.width / 4
    dot = max(2, round(rect.width / 11))
    for col, row in pips:
        centre = (rect.x + step * (col + 1), rect.y + step * (row + 1))
        pygame.draw.circle(surface, (30, 30, 34), centre, dot)


def latest_rolls(host: Any, most: int = 3) -> list[str]:
    """The latest lines of the battle going on (its dice and blows), oldest first, from the
    moves ``host`` (the board host) has played: none of an earlier battle's, which the box
    showed until this one rolled."""
    rolls: list[str] = []
    for entry in reversed(host.played()):
        for event in reversed(entry.events):
            if event.kind != "battle":
                return rolls[:most][::-1]  # the battle's beginning
            rolls.append(event.text)
    return rolls[:most][::-1]
