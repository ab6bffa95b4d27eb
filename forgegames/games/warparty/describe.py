"""Warparty moves in the player's words (buttons, tooltips, the banner)."""

from __future__ import annotations

from collections import Counter

from forgegames.core.actions import Action
from forgegames.core.i18n import N_, ntr, tr
from forgegames.games.warparty import (
    combat,
    dungeons,
    heroes,
    nouns,
    quests,
    treasure,
    treasure_use,
)
from forgegames.games.warparty.actions import (
    Answer,
    Buy,
    Cast,
    ChooseSpell,
    Concede,
    DealQuest,
    Deploy,
    EndCombat,
    EndMove,
    EndTurn,
    Explore,
    Fight,
    FindMonster,
    FindTreasure,
    Found,
    KeepQuests,
    LeaveDungeon,
    Move,
    OfferMarginal,
    Order,
    Ready,
    Research,
    RetreatTo,
    RollOff,
    SellTreasure,
    Shoot,
    TakeTreasure,
    Upgrade,
    UseTreasure,
)
from forgegames.games.warparty.battles import place_name
from forgegames.games.warparty.economy import price
from forgegames.games.warparty.model import army_name, team_name
from forgegames.games.warparty.state import WPState
from forgegames.games.warparty.world import World


def units_words(state: WPState, world: World, uids: tuple[int, ...]) -> str:
    """'3 Soldiers and a Knight', '3 Soldados y un Caballero', in the current language."""
    kinds = Counter((state.unit(u).army, state.unit(u).kind) for u in uids)
    parts = []
    for (army, kind), n in kinds.items():
        name = nouns.of(army, world.armies.unit(army, kind))
        parts.append(name.a if n == 1 else tr("{n} {names}", n=n, names=name.many))
    return tr(" and ").join(parts)


_ORDER = {"first": N_("Move first"), "second": N_("Move second")}
"""The roll-off winner's choices."""


def keep_words(state: WPState, world: World, action: KeepQuests) -> str:
    """'Keep “Warmonger” and “Settler”' (for the army's own seat: it names its cards)."""
    cards = quests.cards(world)

    def named(quest: str) -> str:
        return quests.name(cards[quest]) if quest in cards else quest

    return tr(
        "Keep “{first}” and “{second}”", first=named(action.first), second=named(action.second)
    )


def dungeon_words(world: World, action: Explore | FindMonster | FindTreasure) -> str:
    """An exploration's moves: exploring a dungeon, a monster card or a treasure card drawn."""
    if isinstance(action, Explore):
        dungeon = dungeons.dungeon_at(world, action.place)
        where = dungeons.dungeon_name(world, dungeon.id) if dungeon else action.place
        return tr("Explore {dungeon}", dungeon=where)
    if isinstance(action, FindMonster):
        return tr("Monster card: {monster}", monster=dungeons.monster_name(world, action.monster))
    return tr("Treasure card: {card}", card=treasure.card_name(world, action.card))


def describe(state: WPState, world: World, action: Action) -> str:
    kind = type(action)
    simple = {
        EndMove: "End movement",
        EndCombat: "End combat",
        EndTurn: "End buying",
        Ready: "Set-up done",
        Concede: "Surrender",
        LeaveDungeon: "Leave the dungeon (no roll)",
    }
    if kind in simple:
        return tr(simple[kind])
    if isinstance(action, OfferMarginal):
        if action.outcome == "defeat":
            return tr("Offer the other team a marginal defeat")
        return tr("Offer the other team a marginal victory")
    if isinstance(action, RollOff):
        return tr("The {team} team wins the roll-off", team=team_name(action.side))
    if isinstance(action, combat.Roll):
        return tr("Rolled a {v}", v=action.value)  # a six-sided die: 'a' before every face
    if isinstance(action, Order):
        return tr(_ORDER.get(action.choice, action.choice))
    if isinstance(action, DealQuest):  # never which card: the log and replays show this
        return tr("A secret quest is dealt to the {army}", army=army_name(action.army))
    if isinstance(action, KeepQuests):
        return keep_words(state, world, action)
    if isinstance(action, (Explore, FindMonster, FindTreasure)):
        return dungeon_words(world, action)
    if isinstance(action, UseTreasure):
        return treasure_use.use_words(state, world, action)
    if isinstance(action, SellTreasure):
        crowns = world.content.decks.sale[treasure.card(world, action.card).tier]
        name = treasure.card_name(world, action.card)
        return tr("Sell {card} from the capital for {n} crowns", card=name, n=crowns)
    if isinstance(action, TakeTreasure):
        unit = state.unit(action.hero)
        hero = nouns.of(unit.army, heroes.sheet_of(world, unit)).the
        name = treasure.card_name(world, action.card)
        return nouns.capitalised(tr("{hero} takes {card} from the capital", hero=hero, card=name))
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


def _shares_seat(state: WPState, army: str) -> bool:
    """Whether ``army``'s player commands another army too: the hint then names the army a
    purchase is for (playtest 17: "Build the Gnome Workshop" while buying for the Humans)."""
    return any(army in seat and len(seat) > 1 for seat in state.seats)


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
        return nouns.capitalised(said)  # 'A Catapult shoots...', as a sentence begins
    if isinstance(action, Fight):
        return tr("Fight the battle in {place}", place=place_name(world, action.place))
    if isinstance(action, RetreatTo):
        return tr("Retreat to {place}", place=place_name(world, action.place))
    sheet = world.armies.sheets.get(getattr(action, "army", ""), None)
    if isinstance(action, Buy) and sheet:
        kind = sheet.unit(action.unit)
        return tr(
            "Buy {unit} in {place} ({cost})",
            unit=nouns.of(action.army, kind).a,
            place=place_name(world, action.place),
            cost=price(state, kind.cost),
        )
    if isinstance(action, Cast):
        unit = state.unit(action.hero)
        hero = nouns.of(unit.army, heroes.sheet_of(world, unit)).the
        spell = heroes.spell_name(world.content.spells[action.spell])
        return nouns.capitalised(tr("{hero} casts {spell}.", hero=hero, spell=spell))
    if isinstance(action, ChooseSpell):
        unit = state.unit(action.hero)
        spell = world.content.spells[action.spell]
        said = tr(
            "{hero} learns {spell} (level {n})",
            hero=nouns.of(unit.army, heroes.sheet_of(world, unit)).the,
            spell=heroes.spell_name(spell),
            n=spell.level,
        )
        return nouns.capitalised(said)
    if isinstance(action, Found):
        return tr("Found a city in {place}", place=place_name(world, action.place))
    if isinstance(action, Upgrade) and sheet:
        card = sheet.upgrades[action.upgrade]
        name, cost = nouns.of(action.army, card).the, price(state, card.cost)
        if _shares_seat(state, action.army):
            army = army_name(action.army)
            return tr("Build {name} for the {army} ({cost})", name=name, army=army, cost=cost)
        return tr("Build {name} ({cost})", name=name, cost=cost)
    if isinstance(action, Research) and sheet:
        card = sheet.research[action.line]
        name, cost = nouns.of(action.army, card).named, price(state, card.roll_cost)
        if _shares_seat(state, action.army):
            army = army_name(action.army)
            return tr("Roll for {name} for the {army} ({cost})", name=name, army=army, cost=cost)
        return tr("Roll for {name} ({cost})", name=name, cost=cost)
    if isinstance(action, combat.Target) and state.battle is not None:
        me, them = state.battle.fighter(action.attacker), state.battle.fighter(action.target)
        return nouns.capitalised(tr("{a} attacks {t}", a=me.phrase, t=them.phrase))
    words = {
        combat.RetreatRoll: "Roll to retreat",
        combat.Retreat: "Retreat",
        combat.PressOn: "Press on",
    }
    return tr(words[type(action)]) if type(action) in words else str(action)
