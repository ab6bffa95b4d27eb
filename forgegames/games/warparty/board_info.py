"""What Warparty's board asks the rules: where chosen units may go and at what cost, what may be
bought and why not, where a purchase may be placed, what a wound does, why a stack cannot be
picked. Every answer comes from the rules modules; the board only draws it.

This is the one engine module the board package (``forgegames.ui.boards.warparty``) reads,
with ``actions`` (``tests/test_imports.py``): the records, constants and rules functions it
needs are re-exported here (``__all__``), so a rules module may move without the board
noticing."""

from __future__ import annotations

import dataclasses

from forgegames.core.actions import Action
from forgegames.core.i18n import N_, listing, ntr, tr
from forgegames.games.warparty import heroes, nouns, purchases, quests, spell_words, start
from forgegames.games.warparty.actions import Buy, Cast, Found, Move, Research, Shoot, Upgrade
from forgegames.games.warparty.battle_ahead import (
    RETREAT_CUT_OFF,
    RETREAT_FACE_DOWN,
    RETREAT_ROUGH,
    BattleAhead,
    battle_ahead,
    battle_waiting,
)
from forgegames.games.warparty.battles import battle_places, place_name, sides_at
from forgegames.games.warparty.card_facts import explain_specials, fighter_specials
from forgegames.games.warparty.combat import (
    ATTACKER,
    ATTACKER_RETREATED,
    ATTACKER_WINS,
    BOTH_DESTROYED,
    DEFEND,
    DEFENDER,
    DEFENDER_RETREATED,
    DEFENDER_WINS,
    ELIGIBLE,
    HIT,
    OPEN,
    RETREAT,
    ROLL_OUTCOMES,
    STALEMATE,
    VOLLEY_OVER,
    AttackOdds,
    Battle,
    Fighter,
    Profile,
    default_target,
    hit_chance,
    survivors,
)
from forgegames.games.warparty.combat import apply as apply_battle_move
from forgegames.games.warparty.combat import legal_actions as battle_moves
from forgegames.games.warparty.combat import state_key as battle_key
from forgegames.games.warparty.content import (
    ArmySheet,
    Economy,
    ResearchSheet,
    UnitSheet,
    load_content,
    load_map,
)
from forgegames.games.warparty.content_map import Board, distances
from forgegames.games.warparty.describe import units_words
from forgegames.games.warparty.dungeon_state import MONSTER
from forgegames.games.warparty.dungeons import in_dungeon, monster_name
from forgegames.games.warparty.dungeons import lair as dungeon_lair
from forgegames.games.warparty.dungeons import left as left_dungeon
from forgegames.games.warparty.economy import (
    IncomeParts,
    income,
    income_parts,
    may_hold,
    price,
)
from forgegames.games.warparty.exposed import emptied_words, unguarded_words
from forgegames.games.warparty.heroes import is_hero
from forgegames.games.warparty.model import (
    ARMIES,
    SIDES,
    army_name,
    other_side,
    side_of,
    team_name,
)
from forgegames.games.warparty.movement import context, rough_penalties, routes
from forgegames.games.warparty.moves import movable, why_not_move
from forgegames.games.warparty.nouns import capitalised
from forgegames.games.warparty.nouns import land as land_noun
from forgegames.games.warparty.nouns import of as noun_of
from forgegames.games.warparty.nouns import place as place_noun
from forgegames.games.warparty.nouns import table as table_noun
from forgegames.games.warparty.odds import Odds, TooManyStates, exact_odds, monte_carlo
from forgegames.games.warparty.setup_plan import MOST_STEPS, setup_step
from forgegames.games.warparty.spells import cast as cast_spell
from forgegames.games.warparty.spells import why_not_cast
from forgegames.games.warparty.state import (
    PHASE_COLLECT,
    PHASE_COMBAT,
    PHASE_MOVE,
    PHASE_ORDER,
    PHASE_QUESTS,
    PHASE_ROLLOFF,
    PHASE_SETUP,
    City,
    Unit,
    WPState,
)
from forgegames.games.warparty.trail import Trail, own_move, trail
from forgegames.games.warparty.treasure_stash import stash_lines
from forgegames.games.warparty.victory import ECONOMIC_LEAD, income_lead
from forgegames.games.warparty.world import World

__all__ = [
    "ECONOMIC_LEAD",
    "income_lead",
    "quests",
    "spell_words",
    "is_hero",
    # the board's questions (this module)
    "Ware",
    "Wound",
    "battle_ahead",
    "battle_waiting",
    "BattleAhead",
    "RETREAT_CUT_OFF",
    "RETREAT_FACE_DOWN",
    "RETREAT_ROUGH",
    "deploy_destinations",
    "deployable_at",
    "destinations",
    "incomes",
    "income_sources",
    "claims_in_reach",
    "unguarded_words",
    "emptied_words",
    "movable_at",
    "move_path",
    "shots_from",
    "still_strikes_back",
    "wares",
    "why_not_pick",
    "wound",
    "setup_step",
    "MOST_STEPS",
    "explain_specials",
    "fighter_specials",
    # re-exported for the board: records and constants
    "ARMIES",
    "ATTACKER",
    "MONSTER",
    "in_dungeon",
    "stash_lines",
    "ATTACKER_RETREATED",
    "ATTACKER_WINS",
    "BOTH_DESTROYED",
    "DEFEND",
    "DEFENDER",
    "DEFENDER_RETREATED",
    "DEFENDER_WINS",
    "ELIGIBLE",
    "HIT",
    "OPEN",
    "PHASE_COLLECT",
    "PHASE_COMBAT",
    "PHASE_MOVE",
    "PHASE_ORDER",
    "PHASE_ROLLOFF",
    "PHASE_QUESTS",
    "PHASE_SETUP",
    "RETREAT",
    "SIDES",
    "STALEMATE",
    "VOLLEY_OVER",
    "ArmySheet",
    "AttackOdds",
    "Battle",
    "Board",
    "City",
    "Economy",
    "Fighter",
    "IncomeParts",
    "Odds",
    "Profile",
    "TooManyStates",
    "UnitSheet",
    "WPState",
    "World",
    # re-exported for the board: rules and words
    "dungeon_lair",
    "left_dungeon",
    "monster_name",
    "apply_battle_move",
    "army_name",
    "battle_key",
    "battle_moves",
    "battle_places",
    "capitalised",
    "default_target",
    "exact_odds",
    "hit_chance",
    "land_noun",
    "load_content",
    "load_map",
    "monte_carlo",
    "noun_of",
    "other_side",
    "place_name",
    "place_noun",
    "side_of",
    "sides_at",
    "survivors",
    "table_noun",
    "team_name",
    # what the other seats did between two turns (the map's arrows)
    "Trail",
    "own_move",
    "trail",
]


def destinations(state: WPState, world: World, uids: tuple[int, ...]) -> dict[str, int]:
    """Each place the units ``uids`` may move to together now, with its cost in moves."""
    if not uids:
        return {}
    known = context(state, world.geo, world.armies, state.side)
    places: dict[str, int] = {}
    for uid in uids:
        for dest, route in routes(state, world.geo, world.armies, state.unit(uid), known).items():
            places[dest] = max(places.get(dest, 0), route.cost)
    return {d: c for d, c in places.items() if why_not_move(state, world, Move(uids, d)) is None}


def able_to_reach(
    state: WPState, world: World, uids: tuple[int, ...], place: str
) -> tuple[int, ...]:
    """Of the units ``uids``, those that may move to the territory ``place`` together now
    when not all of them may (a click there sends those: ``split_move_words``); empty when
    all of them may, when none may, or for a stream."""
    if place not in world.geo.by_id or place in destinations(state, world, uids):
        return ()
    able = tuple(u for u in uids if place in destinations(state, world, (u,)))
    return able if able and place in destinations(state, world, able) else ()


def spell_reach(state: WPState, world: World, cast: Cast) -> dict[str, int]:
    """Before a movement spell is cast: each place the units it would move could then reach
    (the engine's own cast made on a copy, then ``destinations`` of the units it changed);
    empty for any other cast, or one the rules refuse now."""
    spell = world.content.spells.get(cast.spell)
    if spell is None or spell.phase != "movement" or why_not_cast(state, world, cast):
        return {}
    after, _ = cast_spell(state, world, cast)

    def spelled(unit: Unit) -> tuple[int, int, bool]:
        return (unit.teleport, unit.haste, unit.ford)

    moved = tuple(u.uid for u in after.units if spelled(u) != spelled(state.unit(u.uid)))
    return destinations(after, world, moved)


def seating(players: int) -> tuple[tuple[str, ...], ...]:
    """The armies each seat commands in a game of ``players`` (the launcher shows their
    colours before the game starts)."""
    return start.SEATING.get(players, ())


def movable_at(state: WPState, place: str, army: str) -> tuple[int, ...]:
    """The acting seat's units of ``army`` at ``place`` that may still move."""
    return tuple(u.uid for u in movable(state) if u.place == place and u.army == army)


def deployable_at(state: WPState, world: World, place: str, army: str) -> tuple[int, ...]:
    """In the quick-play set-up: the acting seat's units of ``army`` at ``place`` (all may be
    placed elsewhere; none in a game of content version 1, ``World.infantry_deploys``)."""
    if state.phase != PHASE_SETUP or army not in start.acting(state):
        return ()
    if not world.infantry_deploys:
        return ()
    return tuple(u.uid for u in state.units_at(place) if u.army == army)


def deploy_destinations(state: WPState, world: World, uids: tuple[int, ...]) -> dict[str, int]:
    """Where the units ``uids`` may be placed in the set-up (no cost: shown as 0)."""
    if not uids:
        return {}
    first = state.unit(uids[0])
    places = start.deploy_places(state, world, first.army)
    return {p: 0 for p in places if start.why_not_deploy(state, world, uids, p) is None}


def shots_from(legal: list[Action], place: str, state: WPState) -> dict[str, Shoot]:
    """The largest legal ranged attack from ``place`` (a territory or a stream) into each
    target place."""
    best: dict[str, Shoot] = {}
    for a in legal:
        if not isinstance(a, Shoot) or state.unit(a.units[0]).place != place:
            continue
        if a.place not in best or len(a.units) > len(best[a.place].units):
            best[a.place] = a
    return best


NOT_NOW = N_("Not available now.")
"""Why a ware the rules allow is not offered: the moves on offer leave it out (a lesson's
step asks for another move, or it is not this seat's turn)."""


@dataclasses.dataclass(frozen=True)
class Ware:
    """One thing for sale to ``army``: a unit (placed in one of ``places``), a city (founded in
    one of ``places``), an upgrade or a research roll. ``why`` is empty when it may be bought."""

    army: str
    kind: str
    ident: str
    name: str
    detail: str
    price: int
    why: str
    places: tuple[str, ...] = ()
    what: str = ""
    """The ware as a sentence names it ('a Soldier', 'the Stables', 'un Soldado')."""
    about: str = ""
    """What buying it does, in plain words, where its row's figures do not say (a research
    roll: what a roll adds and what the points open)."""

    def action(self, place: str = "") -> Action:
        if self.kind == "unit":
            return Buy(self.army, self.ident, place or self.places[0])
        if self.kind == "city":
            return Found(self.army, place or self.places[0])
        if self.kind == "upgrade":
            return Upgrade(self.army, self.ident)
        return Research(self.army, self.ident)


CITY_WORDS = {
    "City": N_("City"),
    "Fortress": N_("Fortress"),
    "Stronghold": N_("Stronghold"),
    "Tomb": N_("Tomb"),
}
"""What each army file calls its cities (its ``city``), as the purchase list shows it."""


def spells_owed(state: WPState, world: World, uid: int) -> int:
    """How many spells the caster ``uid`` still has to choose (its level-up dialog's count)."""
    return sum(heroes.owed(state, world, state.unit(uid)))


def wares(state: WPState, world: World, legal: list[Action], lesson: bool = False) -> list[Ware]:
    """Everything the acting seat's armies could buy, the refused ones with the rule. In a
    ``lesson`` (``legal`` is its step's moves), a ware the rules allow but the step does not
    says what the step asks for (playtest 22 item 9: "Not available now." said nothing)."""
    out: list[Ware] = []
    for army in start.acting(state):
        out += _army_wares(state, world, army, legal)
    if lesson:
        out = _lesson_wares(out)
    owing = heroes.owing(state, world, start.acting(state))
    if owing:  # nothing is bought while a hero chooses its spells
        hero = nouns.of(owing[0].army, heroes.sheet_of(world, owing[0])).the
        why = tr("{hero} must choose spells first", hero=hero)
        out = [dataclasses.replace(w, why=why, places=()) for w in out]
    return out


def _lesson_wares(out: list[Ware]) -> list[Ware]:
    """``out`` with the refusals that only the lesson's step makes naming what it asks for."""
    asked = next((w.what for w in out if not w.why), "")
    why = (
        tr("the lesson asks for {what} first", what=asked)
        if asked
        else tr("the lesson asks for another step first")
    )
    return [dataclasses.replace(w, why=why) if w.why == tr(NOT_NOW) else w for w in out]


def _army_wares(state: WPState, world: World, army: str, legal: list[Action]) -> list[Ware]:
    sheet = world.armies.sheets[army]
    places = purchases.placement_places(state, world, army)
    out = []
    for unit in sheet.units.values():
        where = tuple(
            a.place for a in legal if isinstance(a, Buy) and a.army == army and a.unit == unit.id
        )
        why = (
            ""
            if where
            else purchases.why_not_buy(state, world, army, unit.id, places[0] if places else "")
            or tr(NOT_NOW)
        )
        detail = tr(
            N_("{a}/{d} · move {m} · row {row}") if unit.row > 1 else N_("{a}/{d} · move {m}"),
            a=unit.attack,
            d=unit.defence,
            m=unit.move,
            row=unit.row,
        )
        name = nouns.of(army, unit)
        cost = price(state, unit.cost)
        out.append(Ware(army, "unit", unit.id, name.label, detail, cost, why, where, name.a))
    found = tuple(a.place for a in legal if isinstance(a, Found) and a.army == army)
    cost = 0 if state.phase == PHASE_SETUP else price(state, world.content.economy.cities.cost)
    why = "" if found else tr("no territory you hold and occupy can take a city now")
    gain = tr("+4 income when built")
    city = tr(CITY_WORDS.get(sheet.file.city, sheet.file.city))
    out.append(Ware(army, "city", "city", city, gain, cost, why, found, tr("a city")))
    for card in sheet.upgrades.values():
        ok = Upgrade(army, card.id) in legal
        why = "" if ok else purchases.why_not_upgrade(state, world, army, card.id) or tr(NOT_NOW)
        gain = tr("+{n} income", n=card.income) if card.income else tr("capital upgrade")
        # playtest 17: "Stables +1 income" did not say it opens Knights; said on the row, the
        # words wrapped and every row of the list grew a line (rows share one height)
        opens = tr("Unlocks {what}.", what=_unlocked(sheet, card.unlocks)) if card.unlocks else ""
        name = nouns.of(army, card)
        cost = price(state, card.cost)
        out.append(Ware(army, "upgrade", card.id, name.label, gain, cost, why, (), name.the, opens))
    for line in sheet.research.values():
        ok = Research(army, line.id) in legal
        why = "" if ok else purchases.why_not_research(state, world, army, line.id) or tr(NOT_NOW)
        done = tr("{n}/{total} points", n=state.army(army).points(line.id), total=line.points)
        name = nouns.of(army, line)
        roll = tr("a roll for {name}", name=name.named)
        cost = price(state, line.roll_cost)
        about = research_words(sheet, line, cost)
        out.append(Ware(army, "research", line.id, name.label, done, cost, why, (), roll, about))
    return out


def _unlocked(sheet: ArmySheet, ids: list[str]) -> str:
    """What an upgrade opens, in words: its units by their plural ('Knights'; a unique one by
    its name) and its research lines ('Cannon research')."""
    army = sheet.file.army
    names, lines = [], []
    for ident in ids:
        if ident in sheet.research:
            lines.append(nouns.of(army, sheet.research[ident]).label)
        else:
            unit = sheet.unit(ident)
            shown = nouns.of(army, unit)
            names.append(shown.label if unit.unique else shown.many)
    if lines:
        names.append(tr("{names} research", names=listing(lines)))
    return listing(names)


def research_words(sheet: ArmySheet, line: ResearchSheet, cost: int) -> str:
    """A research row's figures explained (playtest 17: "Catapult 0/10 points · 3" said
    nothing of rolls): what a roll costs and adds, how many points open what, how many rolls
    a turn."""
    faces = [a.value for a, _ in ROLL_OUTCOMES]
    unit = sheet.unit(line.unlocks)
    shown = nouns.of(sheet.file.army, unit)
    opened = shown.label if unit.unique else shown.many
    words = (
        N_("{unit} arrives at {total} points.")
        if line.kind == "summoning"
        else N_("At {total} points, {unit} may be bought.")
    )
    return " ".join(
        (
            ntr(
                cost,
                "Each roll costs {n} crown and adds one die ({low} to {high}) to these points.",
                "Each roll costs {n} crowns and adds one die ({low} to {high}) to these points.",
                low=min(faces),
                high=max(faces),
            ),
            tr(words, unit=opened, total=line.points),
            ntr(line.rolls_per_turn, "At most {n} roll a turn.", "At most {n} rolls a turn."),
        )
    )


def incomes(state: WPState, world: World) -> dict[str, int]:
    """What each army would collect now."""
    return {a: income(state, world.geo, world.armies, a) for a in ARMIES}


def income_sources(state: WPState, world: World) -> dict[str, IncomeParts]:
    """Where each army's income comes from now (land, cities, upgrades)."""
    return {a: income_parts(state, world.geo, world.armies, a) for a in ARMIES}


@dataclasses.dataclass(frozen=True)
class Claim:
    """A territory the acting seat could claim this turn by moving a unit into it: ``place``
    (its id), ``value`` (the income it adds), the ``army`` that would hold it and the nearest
    of that army's stacks able to go (``source``, the route's ``cost`` in moves)."""

    place: str
    value: int
    army: str
    source: str
    cost: int


def claims_in_reach(state: WPState, world: World, limit: int = 3) -> tuple[Claim, ...]:
    """The most valuable territories the acting seat's movable units can enter this turn that
    would raise its income without a fight: held by no army of its team, with no unit of
    either team in them, ground the mover may hold. Most valuable first (then the cheapest
    route, then the name), at most ``limit``."""
    key = ("claims", limit)
    found = state.memo.get(key)
    if found is not None:
        return found
    team = SIDES[state.side]
    owner = dict(state.owner)
    taken = {u.place for u in state.units}
    known = context(state, world.geo, world.armies, state.side)
    best: dict[str, Claim] = {}
    for unit in movable(state):
        for dest, route in routes(state, world.geo, world.armies, unit, known).items():
            if dest in taken or owner.get(dest, "") in team or "|" in dest:
                continue
            place = world.geo.by_id[dest]
            if place.value <= 0 or not may_hold(unit.army, place.terrain, world.lake_held):
                continue
            claim = Claim(dest, place.value, unit.army, unit.place, route.cost)
            old = best.get(dest)
            if old is None or (claim.cost, claim.source) < (old.cost, old.source):
                best[dest] = claim
    ranked = sorted(best.values(), key=lambda c: (-c.value, c.cost, place_name(world, c.place)))
    out: list[Claim] = []
    for claim in ranked:
        if len(out) == limit:
            break
        uid = next(
            u.uid for u in movable(state) if u.place == claim.source and u.army == claim.army
        )
        if why_not_move(state, world, Move((uid,), claim.place)) is None:
            out.append(claim)
    result = tuple(out)
    state.memo[key] = result
    return result


def move_path(state: WPState, world: World, units: tuple[int, ...], dest: str) -> tuple[str, ...]:
    """The places ``Move(units, dest)`` passes through, its start first: the longest of the
    units' cheapest routes (the search the rules use)."""
    known = context(state, world.geo, world.armies, state.side)
    longest: tuple[str, ...] = ()
    for uid in units:
        unit = state.unit(uid)
        route = routes(state, world.geo, world.armies, unit, known).get(dest)
        if route is not None and len(route.path) >= len(longest):
            longest = route.path
    return (state.unit(units[0]).place, *longest)


def rough_turned(after: WPState, world: World, units: tuple[int, ...]) -> tuple[int, ...]:
    """Of ``units`` (in ``after``, the state once they moved), those the rough-terrain rule
    would turn over at the end of this movement phase, as things stand: they lose their
    team's next move (the rule ``end_movement`` applies)."""
    flipped = rough_penalties(after, world.geo, world.armies, after.side)
    wanted = set(units)
    return tuple(u.uid for u in flipped if u.uid in wanted)


@dataclasses.dataclass(frozen=True)
class Wound:
    """What a wound of ``damage`` does to a unit: the hits it has ``left`` of its ``hits``
    (0: it falls) and whether, falling, it is turned over to ``strike_back`` (a defender in a
    battle, not in a ranged attack)."""

    damage: int
    left: int
    hits: int
    strike_back: bool

    @property
    def falls(self) -> bool:
        return self.left <= 0


def wound(battle: Battle, victim: Fighter, damage: int) -> Wound:
    """What a wound of ``damage`` does to ``victim`` in ``battle`` (``combat``'s rule: a
    defender killed in a battle, not a ranged attack, turns over and strikes back)."""
    hits = victim.profile.hits
    left = max(0, hits - victim.damage - damage)
    turned = left == 0 and victim in battle.defenders and not battle.volley
    return Wound(damage, left, hits, turned)


def still_strikes_back(battle: Battle, fallen: Fighter) -> bool:
    """Whether a turned-over defender is yet to strike back: its attack-back is still queued
    this round, or the defenders' round has not come."""
    return any(s.fid == fallen.id for s in battle.queue) or battle.side != DEFENDER


def why_not_pick(state: WPState, world: World, place: str, army: str) -> str:
    """Why the acting seat cannot pick ``army``'s stack at ``place`` to move it, in words: the
    enemy's, face down, moved already, or not theirs to move now."""
    units = [u for u in state.units_at(place) if u.army == army]
    if side_of(army) != state.side or army not in world.armies.sheets:
        return ntr(len(units), "That unit is the enemy's.", "Those units are the enemy's.")
    if all(u.tired for u in units):
        return ntr(
            len(units),
            "This unit is face down: it sits out this turn.",
            "These units are face down: they sit out this turn.",
        )
    if all(u.moved for u in units):
        return ntr(
            len(units),
            "This unit has moved already this turn.",
            "These units have moved already this turn.",
        )
    return ntr(
        len(units),
        "That unit is not yours to move now.",
        "Those units are not yours to move now.",
    )


def nearest_enemy_words(state: WPState, world: World, side: str) -> str:
    """Where the enemy nearest to team ``side``'s units stands and how far (in territories,
    borders counted as a flyer counts them), for a newcomer waiting for a first fight; ""
    when either team has no unit in a territory."""
    enemies = [u for u in state.units if side_of(u.army) != side and "|" not in u.place]
    ours = sorted({u.place for u in state.units if side_of(u.army) == side and "|" not in u.place})
    best: tuple[int, str, str, str] | None = None
    for place in ours:
        steps = distances(world.geo, place)
        for enemy in enemies:
            found = (steps.get(enemy.place, 99), place, enemy.place, enemy.army)
            if found[0] < 99 and (best is None or found < best):
                best = found
    if best is None or best[0] == 0:  # (none, or a fight already: they share a place)
        return ""
    n, ours_at, theirs_at, army = best
    return ntr(
        n,
        "Nearest enemy: the {army} in {there}, next to your units in {here}: one turn's "
        "march on foot.",
        "Nearest enemy: the {army} in {there}, {n} territories from your units in {here}: "
        "about {n} turns' march on foot (riders go faster).",
        army=army_name(army),
        there=place_name(world, theirs_at),
        here=place_name(world, ours_at),
    )


def split_move_words(
    state: WPState, world: World, place: str, going: tuple[int, ...], staying: tuple[int, ...]
) -> str:
    """What a move of part of the picked units says: who went where, who stayed out of reach
    (playtest 15: the hint named a Champion while a Soldier could not follow)."""
    return tr(
        "To {place}: {going}. Out of reach, staying put: {staying}.",
        place=nouns.land(world.geo, place).the,
        going=units_words(state, world, going),
        staying=units_words(state, world, staying),
    )
