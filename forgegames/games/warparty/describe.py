"""Warparty moves in the player's words (buttons, tooltips, the banner)."""

from __future__ import annotations

from collections import Counter

from forgegames.core.actions import Action
from forgegames.core.i18n import N_, article, ntr, plural, tr
from forgegames.games.warparty import combat
from forgegames.games.warparty.actions import (
    Answer,
    Buy,
    Concede,
    Deploy,
    EndCombat,
    EndMove,
    EndTurn,
    Fight,
    Found,
    Move,
    OfferMarginal,
    Order,
    Ready,
    Research,
    RetreatTo,
    RollOff,
    Shoot,
    Upgrade,
)
from forgegames.games.warparty.battles import place_name
from forgegames.games.warparty.economy import price
from forgegames.games.warparty.state import WPState
from forgegames.games.warparty.world import World


def units_words(state: WPState, world: World, uids: tuple[int, ...]) -> str:
    """'3 Soldiers and a Knight' (the units' names are the data's)."""
    counts = Counter(world.armies.unit(state.unit(u).army, state.unit(u).kind).name for u in uids)
    parts = [
        tr(_how_many(name, n), n=n, name=name, names=plural(name)) for name, n in counts.items()
    ]
    return tr(" and ").join(parts)


def _how_many(name: str, n: int) -> str:
    if n > 1:
        return N_("{n} {names}")
    return N_("an {name}") if article(name) == "an" else N_("a {name}")


def describe(state: WPState, world: World, action: Action) -> str:
    kind = type(action)
    simple = {
        EndMove: "End movement",
        EndCombat: "End combat",
        EndTurn: "End buying",
        Ready: "Set-up done",
        Concede: "Surrender",
    }
    if kind in simple:
        return tr(simple[kind])
    if isinstance(action, OfferMarginal):
        if action.outcome == "defeat":
            return tr("Offer the other team a marginal defeat")
        return tr("Offer the other team a marginal victory")
    if isinstance(action, RollOff):
        return tr("The {team} team wins the roll-off", team=tr(action.side))
    if isinstance(action, combat.Roll):
        return tr("Rolled a {v}", v=action.value)  # a six-sided die: 'a' before every face
    if isinstance(action, Order):
        return tr("Move {choice}", choice=tr(action.choice))
    if isinstance(action, Answer):
        if not action.accept:
            return tr("Decline and fight on")
        if state.offered == "defeat":
            return tr("Accept the marginal defeat")
        return tr("Accept the marginal victory")
    try:
        return _about_units(state, world, action)
    except KeyError:
        return str(action)


def _about_units(state: WPState, world: World, action: Action) -> str:
    if isinstance(action, Move):
        units = units_words(state, world, action.units)
        return tr("Move {units} to {place}", units=units, place=place_name(world, action.dest))
    if isinstance(action, Deploy):
        units = units_words(state, world, action.units)
        return tr("Place {units} in {place}", units=units, place=place_name(world, action.place))
    if isinstance(action, Shoot):
        who = units_words(state, world, action.units)
        where = place_name(world, action.place)
        shooters = len(action.units)
        said = ntr(
            shooters, "{who} shoots into {place}", "{who} shoot into {place}", who=who, place=where
        )
        return said[:1].upper() + said[1:]  # 'A Catapult shoots...', as a sentence begins
    if isinstance(action, Fight):
        return tr("Fight the battle in {place}", place=place_name(world, action.place))
    if isinstance(action, RetreatTo):
        return tr("Retreat to {place}", place=place_name(world, action.place))
    sheet = world.armies.sheets.get(getattr(action, "army", ""), None)
    if isinstance(action, Buy) and sheet:
        cost = price(state, sheet.unit(action.unit).cost)
        unit = sheet.unit(action.unit).name
        where = place_name(world, action.place)
        buy = (
            tr("Buy an {unit} in {place} ({cost})")
            if article(unit) == "an"
            else tr("Buy a {unit} in {place} ({cost})")
        )
        return buy.format(unit=unit, place=where, cost=cost)
    if isinstance(action, Found):
        return tr("Found a city in {place}", place=place_name(world, action.place))
    if isinstance(action, Upgrade) and sheet:
        card = sheet.upgrades[action.upgrade]
        return tr("Build the {name} ({cost})", name=card.name, cost=price(state, card.cost))
    if isinstance(action, Research) and sheet:
        card = sheet.research[action.line]
        return tr("Roll for {name} ({cost})", name=card.name, cost=price(state, card.roll_cost))
    if isinstance(action, combat.Target) and state.battle is not None:
        me, them = state.battle.fighter(action.attacker), state.battle.fighter(action.target)
        return tr("{a} attacks {t}", a=me.label, t=them.label)
    words = {
        combat.RetreatRoll: "Roll to retreat",
        combat.Retreat: "Retreat",
        combat.PressOn: "Press on",
    }
    return tr(words[type(action)]) if type(action) in words else str(action)
