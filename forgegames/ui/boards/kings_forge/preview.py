"""King's Forge hover previews: what a move would do, worked out by the engine.

A preview applies the move to the game (``title.apply`` never changes the state it is given)
and, for a gather or docks action, places the dice the game suggests (``board_info.suggest_pay``,
as the board's Pay button does), then compares the state before and after. The sentences are
the engine's own events; the board only adds what changed in the mover's supply, smithy and
bonuses, and which rolled dice would change or go where.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import tr
from forgegames.games.kings_forge import board_info as info
from forgegames.games.kings_forge.state import KFState, Power
from forgegames.ui.boards.kings_forge.warnings import short_roll_line

PAY_LIMIT = 12
"""Most dice a preview places (no action has more spaces)."""
MOST_LINES = 6
"""Most of the engine's sentences a preview shows (a craft that ends the round is followed by
the whole clean-up)."""


@dataclasses.dataclass(frozen=True)
class Outcome:
    """A move's preview: a heading, its lines, and marks for rolled dice (die id -> words
    drawn on that die: its new value, or where it would go)."""

    title: str
    lines: tuple[str, ...]
    dice: tuple[tuple[int, str], ...] = ()

    @property
    def text(self) -> str:
        return "\n".join((self.title, *self.lines))


def play_out(
    title: Any, state: KFState, action: Action, moves: bool = True
) -> tuple[KFState, list[str]] | None:
    """``action`` applied to ``state``, followed by the suggested payment while the same seat
    pays for it; the state reached and the sentences of the events about that seat (None when
    it is refused), without those that tell the move itself unless ``moves``."""
    seat = state.turn

    def told(step) -> list[str]:
        return [e.text for e in step.events if e.seat == seat and (moves or e.kind != "move")]

    try:
        step = title.apply(state, action)
        after, words = step.state, told(step)
        for _ in range(PAY_LIMIT):
            if after.sub != "pay" or title.current_player(after) != seat:
                break
            pay = info.suggest_pay(after)
            if pay is None:
                break
            step = title.apply(after, pay)
            after = step.state
            words += told(step)
    except IllegalAction:
        return None
    return after, words[:MOST_LINES]


def _counts_change(label: str, old, new) -> list[str]:
    if old == new:
        return []
    was, now = info.counts_text(old), info.counts_text(new)
    return [tr("{what}: {was} → {now}", what=label, was=was, now=now)]


def gather_outcome(
    title: Any,
    state: KFState,
    action: Action,
    power_label: Callable[[Power], str],
    heading: str = "",
) -> Outcome | None:
    """A gather card's or a docks action taken and paid as suggested: what the action gives
    and the mover's supply, smithy and new bonuses afterwards (the claim and the dice placed
    are left out: the card's face and the supply's change show them; playtest 5 found the
    tooltip too long)."""
    played = play_out(title, state, action, moves=False)
    if played is None:
        return None
    after, words = played
    seat = state.turn
    old, new = state.players[seat], after.players[seat]
    lines = list(words)
    lines += _counts_change(tr("Supply"), old.supply, new.supply)
    lines += _counts_change(tr("Smithy"), old.smithy, new.smithy)
    gained = [p for p in new.powers if p not in old.powers and p.uses > 0]
    if gained:
        lines.append(tr("New bonus: {what}", what=", ".join(power_label(p) for p in gained)))
    if new.library != old.library:
        lines.append(tr("Library dice: {was} → {now}", was=old.library, now=new.library))
    if info.dice_to_roll(state, seat) > 0 and info.dice_to_roll(after, seat) == 0:
        lines.append(
            tr("That places your last dice: you will have none to roll in the craft phase.")
        )
    short = short_roll_line(state, action)
    if short:
        lines.append(short)
    if after.sub == "pay":
        lines.append(tr("You choose the dice to place after the click."))
    return Outcome(heading or tr("If you take this action:"), tuple(lines))


def bonus_outcome(title: Any, state: KFState, action: Action) -> Outcome | None:
    """A bonus used on a rolled die: which die changes, and to what value."""
    played = play_out(title, state, action)
    if played is None:
        return None
    after, words = played
    values = {d.id: d.value for d in after.pool}
    changed = tuple(
        (d.id, f"→{values[d.id]}") for d in state.pool if d.id in values and values[d.id] != d.value
    )
    return Outcome(tr("If you use the bonus on this die:"), tuple(words), changed)


def craft_outcome(
    title: Any, state: KFState, action: Action, names: list[str], card_name: str
) -> Outcome | None:
    """A craft or a steal with the dice the click would use (the engine accepted them): whether
    it crafts or steals, the dice that go onto the card, what follows (the engine's events),
    and for a steal the holder's smithy, where their dice go back."""
    played = play_out(title, state, action)
    if played is None:
        return None
    after, words = played
    seat, card = state.turn, action.card  # type: ignore[attr-defined]
    used = tuple((die, tr("on it")) for die in action.dice)  # type: ignore[attr-defined]
    holder = next((c.seat for c in state.crafted if c.card == card and c.seat != seat), None)
    if holder is None:
        return Outcome(tr("If you craft the {card}:", card=card_name), tuple(words), used)
    lines = list(words)
    old, new = state.players[holder].smithy, after.players[holder].smithy
    lines += _counts_change(tr("{name}'s smithy", name=names[holder]), old, new)
    return Outcome(tr("If you steal the {card}:", card=card_name), tuple(lines), used)
