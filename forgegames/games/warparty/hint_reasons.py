"""Reasons for the Warparty hint's lines the computer player's own reasons leave out (playtest
3: "End combat: the computer player's pick"): the combat phase's choices and the roll-off
winner's order. Each says what the move gains or avoids, from the position alone; the
computer player's choice itself is untouched (``bots.py`` picks, this only words it)."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.i18n import tr
from forgegames.games.warparty import exposed, nouns
from forgegames.games.warparty.actions import (
    EndCombat,
    EndTurn,
    Explore,
    Fight,
    Order,
    Ready,
    RetreatTo,
    Shoot,
)
from forgegames.games.warparty.battles import sides_at
from forgegames.games.warparty.card_facts import explain_specials, fighter_specials
from forgegames.games.warparty.dungeon_state import MONSTER
from forgegames.games.warparty.dungeons import dungeon_at, in_dungeon, lair, monster_card
from forgegames.games.warparty.state import PHASE_COLLECT, PHASE_SETUP, WPState
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


def unguarded_notes(state: WPState, world: World, action: Action) -> str | None:
    """For Set-up done and End buying, the land they leave with no defenders that the enemy
    can reach next turn (playtest 17: Duskshore, placed empty, was lost on turn 2)."""
    if not isinstance(action, Ready | EndTurn) or state.phase not in (PHASE_SETUP, PHASE_COLLECT):
        return None
    return exposed.unguarded_words(state, world, state.side) or None


def monster_notes(state: WPState, world: World, action: Action) -> str | None:
    """What the monsters' specials do, for a hint about them: exploring a dungeon (the
    monsters kept there, else those its table names) or a move in a dungeon's battle (the
    monsters standing in it); None when no monster there has a special."""
    named: list[tuple[str, tuple[str, ...]]] = []
    if isinstance(action, Explore):
        dungeon = dungeon_at(world, action.place)
        kept = lair(state, dungeon.id) if dungeon is not None else None
        if kept is not None and kept.monsters:
            ids = list(kept.monsters)
        else:
            ids = [row.monster for row in (dungeon.table if dungeon else ()) if row.monster]
        for mid in dict.fromkeys(ids):
            card = monster_card(world, mid)
            named.append((nouns.unit(MONSTER, mid, card.name).label, tuple(card.specials)))
    elif state.battle is not None and in_dungeon(state):
        for f in state.battle.sides[1 - state.battle.side] + state.battle.sides[state.battle.side]:
            if not f.down and fighter_specials(f.profile):
                named.append((f.profile.noun.label, fighter_specials(f.profile)))
    lines = [
        tr("{monster} — {what}", monster=name, what=" ".join(explain_specials(specials)))
        for name, specials in dict(named).items()
        if specials
    ]
    return " ".join(lines) or None
