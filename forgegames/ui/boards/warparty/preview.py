"""Warparty hover previews: a move's path, cost and battle, and a purchase's treasury after.

Everything comes from the engine: the move or purchase is applied to the state
(``title.apply`` never changes the state it is given) and the two states are compared; the
path is the engine's cheapest route (``board_info.move_path``, the search the rules use); the
odds are those of the battle ``board_info.battle_ahead`` says the combat phase would begin
(the battle panel's, once the units moved in), with whether they could retreat: never worked
out in the frame (a small battle's exact walk still took a few hundred milliseconds on a busy
machine), the preview names the battle (``pending``) and the board has them worked out away from the
frame, as the battle panel does, and adds them (``with_odds``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import N_, count, ntr, tr
from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.board_info import (
    ATTACKER,
    RETREAT_CUT_OFF,
    RETREAT_FACE_DOWN,
    RETREAT_ROUGH,
    Battle,
    BattleAhead,
    Odds,
    Ware,
    WPState,
    battle_ahead,
    battle_waiting,
    emptied_words,
    move_path,
    noun_of,
    place_name,
    rough_turned,
    sides_at,
    units_words,
)
from forgegames.ui.boards.warparty.pen import percent


@dataclasses.dataclass(frozen=True)
class MovePreview:
    """What moving units to ``dest`` would do: the places passed (``path``, from where they
    stand to ``dest``), its lines, and whether a battle would be fought there."""

    dest: str
    path: tuple[str, ...]
    lines: tuple[str, ...]
    battle: bool
    pending: Battle | None = None
    """The battle whose odds are still to be worked out (their line is then missing)."""
    heading: str = ""
    """The words' first line ("If they move here:" when empty)."""
    estimate: Odds | None = None
    """A first estimate of the pending battle's odds, shown until they are worked out."""

    @property
    def text(self) -> str:
        waiting: tuple[str, ...] = ()
        if self.pending is not None:
            waiting = (
                (odds_line(self.estimate, first=True), *poor_odds_line(self.estimate))
                if self.estimate is not None
                else (tr("Odds: working them out…"),)
            )
        return "\n".join((self.heading or tr("If they move here:"), *self.lines, *waiting))

    def with_odds(self, found: Odds) -> MovePreview:
        """The preview with the pending battle's odds in their place (and a warning when they
        are poor: ``poor_odds_line``)."""
        lines = (*self.lines, odds_line(found), *poor_odds_line(found))
        return dataclasses.replace(self, lines=lines, pending=None, estimate=None)

    def with_estimate(self, first: Odds) -> MovePreview:
        """The preview with a first estimate of its pending battle's odds, until they come."""
        return dataclasses.replace(self, estimate=first)


def move_preview(
    title: Any,
    state: WPState,
    units: tuple[int, ...],
    dest: str,
    cost: int,
    staying: tuple[int, ...] = (),
) -> MovePreview | None:
    """The preview of ``Move(units, dest)``; None when the engine refuses it. A battle's odds
    are left ``pending`` (the board's worker has them worked out). ``staying``: the picked
    units that cannot reach ``dest`` and stay where they are (the heading says who goes, and
    a battle is fought without them: issue #39)."""
    world = title.world
    try:
        after = title.apply(state, Move(units, dest)).state
    except IllegalAction:
        return None
    moving = count(len(units), "unit", "units")
    lines = [
        tr("{units} to {place}", units=moving, place=_name(world, dest)),
        tr("Cost: {moves}", moves=count(cost, "move", "moves")),
    ]
    turned = rough_turned(after, world, units)
    if turned:
        lines.append(
            ntr(
                len(turned),
                "Rough ground: {n} unit will be turned over at the end of movement and lose "
                "its next move.",
                "Rough ground: {n} units will be turned over at the end of movement and lose "
                "their next move.",
            )
        )
    # the battle as the combat phase would begin it (the rough-ground rule applied), so its
    # odds are the battle panel's once the units have moved in (issue #39)
    ahead = battle_ahead(state, world, Move(units, dest))
    if ahead is not None:
        attackers, defenders = sides_at(after, dest)
        lines.append(
            tr(
                "A battle here in the combat phase: {a} against {d}.",
                a=count(len(attackers), "unit", "units"),
                d=count(len(defenders), "unit", "units"),
            )
        )
        lines.append(retreat_line(ahead))
    else:
        lines.append(tr("No battle there."))
    emptied = emptied_words(state, after, world, state.side)
    if emptied:
        lines.append(emptied)
    path = move_path(state, world, units, dest)
    battle = ahead.battle if ahead is not None else None
    heading = ""
    if staying:
        heading = only_reach_line(state, world, units, staying, dest)
        if ahead is not None:
            lines.insert(0, alone_line(len(units)))
    return MovePreview(dest, path, tuple(lines), ahead is not None, battle, heading)


def only_reach_line(
    state: WPState, world: Any, going: tuple[int, ...], staying: tuple[int, ...], dest: str
) -> str:
    """'Only the Knight can reach Saltflats; the other 4 stay where they are.' (the first
    line of a move that sends only some of the picked units)."""
    place = _name(world, dest)
    rest = ntr(
        len(staying),
        "the other one stays where it is.",
        "the other {n} stay where they are.",
    )
    if len(going) == 1:
        unit = state.unit(going[0])
        the = noun_of(unit.army, world.armies.unit(unit.army, unit.kind)).the
        return tr("Only {unit} can reach {place}; {rest}", unit=the, place=place, rest=rest)
    return tr(
        "Only {going} of them can reach {place} ({units}); {rest}",
        going=len(going),
        place=place,
        units=units_words(state, world, going),
        rest=rest,
    )


def alone_line(going: int) -> str:
    """The warning of a battle fought by part of the picked units."""
    return ntr(
        going,
        "Careful: it would fight this battle without the rest of the stack.",
        "Careful: they would fight this battle without the rest of the stack.",
    )


POOR_ODDS = 0.5
"""Below this chance of winning, a move's preview warns that the battle is more likely lost."""


def poor_odds_line(found: Odds) -> tuple[str, ...]:
    """A warning, when the attackers' chance to win is under ``POOR_ODDS`` (issue #39: a
    Knight sent alone at 31% with nothing said), else nothing."""
    if found.attacker_wins >= POOR_ODDS:
        return ()
    return (tr("Poor odds: this attack is more likely to fail than to win."),)


def fight_preview(world: Any, state: WPState, place: str) -> MovePreview | None:
    """The battle waiting at ``place`` in the combat phase, as Fight would begin it: its
    sides, whether the attackers could retreat and (``pending``, worked out away from the
    frame) its odds, the battle panel's (playtest 19: its place's tooltip said none). None
    where no battle waits."""
    battle = battle_waiting(state, world, place)
    if battle is None:
        return None
    attackers, defenders = sides_at(state, place)
    lines = [
        tr(
            "{a} against {d}.",
            a=count(len(attackers), "unit", "units"),
            d=count(len(defenders), "unit", "units"),
        ),
    ]
    if not battle.can_retreat[ATTACKER]:
        lines.append(tr("Your units may not retreat from it."))
    heading = tr("A battle waits in {place}:", place=_name(world, place))
    pending = None if battle.volley else battle
    return MovePreview(place, (place,), tuple(lines), True, pending, heading)


_NO_RETREAT = {
    RETREAT_ROUGH: N_("No retreat from it: the rough ground there turns your units over."),
    RETREAT_FACE_DOWN: N_("No retreat from it: one of your units there lies face down."),
    RETREAT_CUT_OFF: N_("No retreat from it: the way back is not free of enemies."),
}


def retreat_line(ahead: BattleAhead) -> str:
    """Whether the attackers could try to retreat from the battle ahead, and if not, why
    (the engine's reason, in our words)."""
    if ahead.may_retreat:
        return tr("Your units could try to retreat (a die roll, once a round).")
    return tr(_NO_RETREAT[ahead.retreat])


def odds_line(found: Odds, first: bool = False) -> str:
    """A battle's odds in words, in the battle panel's words and rounding (``pen.percent``:
    never 0% or 100% unless certain), and how they were found (exact or sampled, or a
    ``first`` estimate from a few battles, being refined)."""
    shown = percent
    if first:  # (a few battles all won is no certainty: ">99%", not "100%")
        how = tr("a first estimate from a few battles, refining…")
        shown = _uncertain
    else:
        how = tr("exact") if found.method == "exact" else tr("sampled")
    return tr(
        "Odds: attackers win {a}, defenders hold {d}, both destroyed {b} ({how}).",
        a=shown(found.attacker_wins),
        d=shown(found.defender_wins),
        b=shown(found.both_destroyed),
        how=how,
    )


def _uncertain(p: float) -> str:
    """A sampled chance as a percentage, never 0% or 100% (a few battles prove neither)."""
    return percent(min(max(p, 1e-9), 1 - 1e-9))


def _name(world: Any, place: str) -> str:
    return place_name(world, place)


def purchase_preview(title: Any, state: WPState, ware: Ware) -> str | None:
    """The army's treasury before and after buying ``ware``, or that it costs nothing (None
    when it is refused)."""
    try:
        after = title.apply(state, ware.action()).state
    except IllegalAction:
        return None
    was, now = state.army(ware.army).treasury, after.army(ware.army).treasury
    if now == was:  # (a set-up city: playtest 24 item 3 read "treasury 30 → 30" as a bug)
        return ntr(
            now,
            "Free: {what} costs nothing now, and the treasury stays at {n} crown",
            "Free: {what} costs nothing now, and the treasury stays at {n} crowns",
            what=ware.what or ware.name,
        )
    return ntr(
        now,
        "If you buy {what}: treasury {was} → {n} crown",
        "If you buy {what}: treasury {was} → {n} crowns",
        what=ware.what or ware.name,
        was=was,
    )
