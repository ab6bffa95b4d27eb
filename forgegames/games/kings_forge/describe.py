"""Short labels for King's Forge moves (buttons, tooltips, the log)."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.i18n import listing, tr
from forgegames.games.kings_forge.flow import NAMES
from forgegames.games.kings_forge.gather import first_pass_left
from forgegames.games.kings_forge.state import KFState


def _die(state: KFState, die_id: int) -> str:
    if die_id == -1:
        return tr("the Cemetery die ({v})", v=state.cem_die)
    for d in state.pool:
        if d.id == die_id:
            return f"{NAMES[d.colour]} {d.value}"
    return tr("die {d}", d=die_id)


def describe(state: KFState, a: Action) -> str:
    verb = a.verb
    if verb == "claim":
        return tr("Claim {card} ({side})", card=state.world.card_name(a.card), side=tr(a.side))  # type: ignore[attr-defined]
    if verb == "copy":
        return tr(
            "Workshop: copy {card} ({side})", card=state.world.card_name(a.card), side=tr(a.side)
        )  # type: ignore[attr-defined]
    if verb == "pay":
        return tr("Place a {colour} die", colour=NAMES[a.colour])  # type: ignore[attr-defined]
    if verb == "docks":
        return tr("Go to the docks")
    if verb == "discard":
        return tr("Discard {card}", card=state.world.card_name(a.card))  # type: ignore[attr-defined]
    if verb == "dock":
        return tr("Docks: {desc}", desc=state.world.dock_text(a.action))  # type: ignore[attr-defined]
    if verb == "peddle":
        return tr(
            "Give the dice to {who}, take a {colour} die",
            who=state.names[a.seat],  # type: ignore[attr-defined]
            colour=NAMES[a.colour],  # type: ignore[attr-defined]
        )
    if verb == "pass":
        bonus = a.bonus  # type: ignore[attr-defined]
        if bonus == "metal":
            return tr("Pass: a metal die")
        if bonus == "token":
            return tr("Pass: a +1/+1 token")
        if state.first_passer < 0 and not state.sub and first_pass_left(state):
            return tr("Pass, no reward")  # playtest 24: a plain "Pass" quietly declined it
        return tr("Pass")
    if verb == "garden":
        return tr("Garden: +2 bonus") if a.choice == "plus2" else tr("Garden: a wood die")  # type: ignore[attr-defined]
    if verb == "bury":
        return tr("Place the Cemetery die")
    if verb == "bonus":
        power = state.players[state.turn].powers[a.power]  # type: ignore[attr-defined]
        what = {
            "plus": tr("+{n}", n=power.amount),
            "auto6": tr("Automatic 6"),
            "flip": tr("flip"),
        }.get(power.kind, power.kind)
        return tr("{what} on {die}", what=what, die=_die(state, a.die))  # type: ignore[attr-defined]
    if verb == "sixes":
        if state.sub == "cemetery":
            return tr("Turn the Cemetery die's 1 into a 6")
        return tr("Turn every 1 into a 6")
    if verb == "mark":
        return tr("Pick {die} to re-roll", die=_die(state, a.die))  # type: ignore[attr-defined]
    if verb == "reroll":
        return tr("Re-roll the picked dice")
    if verb in ("craft", "steal"):
        dice = listing([_die(state, i) for i in a.dice])  # type: ignore[attr-defined]
        label = (
            tr("Craft {card} with {dice}") if verb == "craft" else tr("Steal {card} with {dice}")
        )
        return label.format(card=state.world.card_name(a.card), dice=dice)  # type: ignore[attr-defined]
    if verb == "end":
        return tr("End the craft turn")
    return _describe_chance(state, a)


def _describe_chance(state: KFState, a: Action) -> str:
    """The set-up draws, the gather deck's cards and the dice, as a replay tells them."""
    verb = a.verb
    if verb == "first":
        return tr("{who} gets the first-player anvil", who=state.names[a.seat])  # type: ignore[attr-defined]
    if verb == "deal":
        # an item's name may be plural ('Blessed Gauntlets'): no verb to agree with it
        return tr("Craft card dealt: {card}", card=state.world.card_name(a.card))  # type: ignore[attr-defined]
    if verb == "pick":
        return tr("Gather card for this game: {card}", card=state.world.card_name(a.card))  # type: ignore[attr-defined]
    if verb == "draw":
        return tr("The {card} is turned face up", card=state.world.card_name(a.card))  # type: ignore[attr-defined]
    if verb == "roll":
        return tr("Rolled a {v}", v=a.value)  # type: ignore[attr-defined]
    return str(a)
