"""Reasons for the Warparty hint's lines the computer player's own reasons leave out (playtest
3: "End combat: the computer player's pick"): the combat phase's choices and the roll-off
winner's order. Each says what the move gains or avoids, from the position alone; the
computer player's choice itself is untouched (``bots.py`` picks, this only words it)."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.i18n import tr
from forgegames.games.warparty import nouns
from forgegames.games.warparty.actions import EndCombat, Fight, Order, RetreatTo, Shoot
from forgegames.games.warparty.battles import sides_at
from forgegames.games.warparty.state import WPState
from forgegames.games.warparty.world import World


def _where(world: World, place: str) -> str:
    """A territory, or a stream ``a|b`` by its banks, as a sentence names it."""
    if "|" in place:
        a, b = (nouns.land(world.geo, t).the for t in place.split("|"))
        return tr("the stream between {a} and {b}", a=a, b=b)
    return nouns.land(world.geo, place).the


def reason(state: WPState, world: World, action: Action) -> str | None:
    """Why the hint's move is worth making, or None for a move this module does not word."""
    if isinstance(action, Fight):
        ours, theirs = (len(units) for units in sides_at(state, action.place))
        if "|" in action.place:
            return tr(
                "{ours} of your units against {theirs}: each waiting battle must be fought",
                ours=ours,
                theirs=theirs,
            )
        return tr(
            "{ours} of your units against {theirs}: a win takes {place} (worth {n})",
            ours=ours,
            theirs=theirs,
            place=_where(world, action.place),
            n=world.geo.by_id[action.place].value,
        )
    if isinstance(action, Shoot):
        return tr(
            "enemy losses in {place} with no strike back (a ranged attack)",
            place=_where(world, action.place),
        )
    if isinstance(action, RetreatTo):
        return tr(
            "{place} lies farthest from the enemy capitals: the safest ground to fall back to",
            place=_where(world, action.place),
        )
    if isinstance(action, EndCombat):
        return tr("no battle waits and no siege unit can shoot: on to collecting crowns")
    if isinstance(action, Order) and action.choice == "first":
        return tr("moving first claims land before the other team can reach it")
    return None
