"""Dungeons: heroes exploring them in the combat phase, the trap, the monsters, and what an
exploration leaves behind (docs/architecture.md, "Dungeons and monsters").

An exploration runs in three parts, each a step of the one move pipeline:

1. ``Explore(place)``: every hero of the moving team in ``place`` who may explore goes in
   (``explorers``), before any battle or ranged attack of the phase, with no enemy unit in the
   territory. A dungeon entered before and not completed still holds its monsters (and its
   trap, armed until the dungeon is completed): nothing is rolled again.
2. The dice and the cards, as chance nodes the session samples like any die: the dungeon's
   table (``Roll``, once per ``rolls``; the Forgotten Temple's own trap die), a monster card
   drawn for each random row (``FindMonster``: the tier's deck without the monsters kept in
   other dungeons or already found here; a named monster kept elsewhere is replaced by one
   drawn from its tier), then the trap: one attack at 4 on every hero in turn (a hit die,
   then the hero's defence die), 1 damage each.
3. The battle: the heroes are the attackers, the monsters (army ``MONSTER``, front row) the
   defenders, neither side rolls to retreat. Monsters belong to no seat: the program makes
   their attacks for them (each a chance node with one outcome: ``monster_moves``) and rolls
   their dice as it rolls every die; the log says so. The heroes may leave whenever they are
   to act (``LeaveDungeon``): they stay in the dungeon's territory, no roll, not turned over.

When the battle ends (``finish``) the surviving heroes gain the slain monsters' XP; monsters
left alive stay in the dungeon (``Lair``); a dungeon whose monsters are all slain is completed
(its trap disarmed) and, when a hero survives, each slain monster that brings treasure adds a
``Loot`` of its tier, handed out as the combat phase ends (``treasure``).
"""

from __future__ import annotations

import dataclasses
import functools
from fractions import Fraction

from forgegames.core.i18n import N_, listing, ntr, tr
from forgegames.core.title import Event
from forgegames.games.warparty import allies, battles, combat, heroes, nouns, quests
from forgegames.games.warparty.actions import Explore, FindMonster, LeaveDungeon
from forgegames.games.warparty.content import Dungeon
from forgegames.games.warparty.decks import MonsterCard
from forgegames.games.warparty.dungeon_state import MONSTER, MONSTER_IDS, Delve, Lair, Loot
from forgegames.games.warparty.fighters import ATTACKER, DEFENDER, PressOn, Profile, Roll
from forgegames.games.warparty.model import side_of
from forgegames.games.warparty.state import PHASE_COMBAT, Unit, WPState, evolve
from forgegames.games.warparty.world import World


# --- reading the state ------------------------------------------------------------------------
def dungeon_at(world: World, place: str) -> Dungeon | None:
    """The dungeon in territory ``place``, or None."""
    ground = world.geo.by_id.get(place)
    if ground is None or not ground.dungeon:
        return None
    return next(d for d in world.content.dungeons.dungeons if d.id == ground.dungeon)


def lair(state: WPState, dungeon: str) -> Lair | None:
    """What is known of ``dungeon`` (None: never entered)."""
    return next((x for x in state.lairs if x.dungeon == dungeon), None)


def completed(state: WPState, dungeon: str) -> bool:
    found = lair(state, dungeon)
    return found is not None and found.done


def _with_lair(state: WPState, new: Lair) -> WPState:
    kept = [x for x in state.lairs if x.dungeon != new.dungeon]
    return evolve(state, lairs=tuple(sorted((*kept, new), key=lambda x: x.dungeon)))


def monster_card(world: World, monster: str) -> MonsterCard:
    return world.content.decks.monsters[monster]


def monster_name(world: World, monster: str) -> str:
    card = monster_card(world, monster)
    return nouns.unit(MONSTER, monster, card.name).the


def dungeon_name(world: World, dungeon: str) -> str:
    record = next(d for d in world.content.dungeons.dungeons if d.id == dungeon)
    return nouns.table(dungeon, record.name, "dungeons").the


def _hero(world: World, unit: Unit) -> str:
    """A hero as a sentence names it ('the Battle Mage', 'el Mago de batalla'); a sentence
    that starts with it is capitalised whole (a language may put other words first)."""
    return nouns.of(unit.army, heroes.sheet_of(world, unit)).the


def in_dungeon(state: WPState) -> bool:
    """True while the battle under way is an exploration's."""
    return state.delve is not None and state.battle is not None


# --- who may explore --------------------------------------------------------------------------
def explorers(state: WPState, world: World, place: str) -> list[Unit]:
    """The moving team's heroes in ``place`` (not on a stream) who may explore now: not yet
    this turn, not after fighting (an enemy there, or a ranged attack), not sitting out a
    retreat. A rough-terrain penalty does not stop them (the manual says so)."""
    return [
        u
        for u in state.units_at(place)
        if side_of(u.army) == state.side
        and heroes.is_hero(world, u)
        and not u.fought
        and not u.retreated
        and u.uid not in state.explored
    ]


def _begun(state: WPState) -> bool:
    """A battle or a ranged attack of the moving team has been made this phase."""
    return any(side_of(army) == state.side for army in state.fought_armies)


def explore_places(state: WPState, world: World) -> list[str]:
    """Territories whose dungeon the moving team's heroes may explore now."""
    if state.phase != PHASE_COMBAT or state.battle is not None or state.delve or state.retreat:
        return []
    if state.loot and any(not x.card for x in state.loot) or _begun(state):
        return []
    out = []
    for t in world.geo.territories:
        if t.dungeon and why_not_explore(state, world, t.id) is None:
            out.append(t.id)
    return out


def why_not_explore(state: WPState, world: World, place: str) -> str | None:
    """The rule that forbids exploring the dungeon of ``place`` now, or None."""
    if place not in world.geo.by_id:
        return tr("there is no territory called {place}", place=place)
    dungeon = dungeon_at(world, place)
    name = battles.place_name(world, place)
    if dungeon is None:
        return tr("there is no dungeon in {place}", place=name)
    if state.phase != PHASE_COMBAT or state.battle is not None or state.delve or state.retreat:
        return tr("dungeons are explored in the combat phase, before any battle")
    if _begun(state):
        return tr("dungeons are explored before any battle or ranged attack of the turn")
    if completed(state, dungeon.id):
        where = dungeon_name(world, dungeon.id)
        return tr("{dungeon} has been explored and completed", dungeon=where)
    if any(side_of(u.army) != state.side for u in state.units_at(place)):
        words = N_("enemy units in {place} must be beaten before heroes enter its dungeon")
        return tr(words, place=name)
    if not explorers(state, world, place):
        return tr("no hero of the moving team in {place} may explore its dungeon now", place=name)
    return None


# --- exploring ------------------------------------------------------------------------------
def explore(state: WPState, world: World, action: Explore) -> tuple[WPState, list[Event]]:
    place = action.place
    dungeon = dungeon_at(world, place)
    assert dungeon is not None
    party = explorers(state, world, place)
    uids = tuple(u.uid for u in party)
    known = lair(state, dungeon.id)
    seat = state.seat_of(party[0].army)
    who = listing([nouns.of(u.army, heroes.sheet_of(world, u)).the for u in party])
    where = dungeon_name(world, dungeon.id)
    said = ntr(
        len(party),
        "{heroes} explores {dungeon}.",
        "{heroes} explore {dungeon}.",
        heroes=who,
        dungeon=where,
    )
    events = [Event(nouns.capitalised(said), seat, "phase")]
    state = evolve(state, explored=(*state.explored, *uids))
    if known is not None and known.monsters:
        delve = Delve(dungeon.id, place, uids, found=known.monsters, trap=known.trap)
        names = listing([monster_name(world, m) for m in known.monsters])
        events.append(Event(tr("The monsters found before are still there: {m}.", m=names)))
    else:
        found: list[str] = []
        draws: list[int] = []
        for row in dungeon.always:
            _add(state, world, row.monster, row.tier, found, draws)
        delve = Delve(
            dungeon.id,
            place,
            uids,
            rolls=dungeon.rolls if dungeon.table else 0,
            found=tuple(found),
            draws=tuple(draws),
            trap=bool(known and known.trap),
            trap_roll=bool(dungeon.trap_on),
        )
    state, events = _advance(evolve(state, delve=delve), world, events)
    return state, owned(events, seat)


def _parked(state: WPState, here: str = "") -> set[str]:
    """Monsters kept in dungeons (other than ``here``) or with an army as allies: out of the
    decks."""
    kept = {m for x in state.lairs if x.dungeon != here for m in x.monsters}
    return kept | {u.kind for u in state.units}  # no unit type shares a monster's id


def _add(
    state: WPState,
    world: World,
    monster: str | None,
    tier: int | None,
    found: list[str],
    draws: list[int],
) -> None:
    """A table row's monster: the named one while it is in the deck, else a draw of a tier."""
    if monster is not None:
        if monster not in _parked(state) and monster not in found:
            found.append(monster)
            return
        tier = monster_card(world, monster).tier
    draws.append(int(tier or 1))


def _deck(state: WPState, world: World, tier: int) -> list[str]:
    """The monsters of ``tier`` that may be drawn for the exploration under way."""
    gone = _parked(state) | set(state.delve.found if state.delve else ())
    return [m.id for m in world.content.decks.monster_deck(tier) if m.id not in gone]


def chance_due(state: WPState) -> bool:
    """True when an exploration waits for a die or a card (before its battle)."""
    return state.delve is not None and state.battle is None


def outcomes(state: WPState, world: World) -> list[tuple[object, float]]:
    """The chance outcomes the exploration waits for: a die, or a monster card."""
    delve = state.delve
    if delve.draws and not (delve.rolls or delve.trap_roll):
        deck = _deck(state, world, delve.draws[0])
        return [(FindMonster(m), 1 / len(deck)) for m in deck]
    return [(Roll(v), 1 / 6) for v in range(1, 7)]


def step(state: WPState, world: World, action: object) -> tuple[WPState, list[Event]]:
    """A die or a card of the exploration under way; its lines are the explorers' (the
    program rolls for the monsters, but the dungeon's dice are the exploring seat's story)."""
    seat = party_seat(state)
    state, events = _step(state, world, action)
    return state, owned(events, seat)


def _step(state: WPState, world: World, action: object) -> tuple[WPState, list[Event]]:
    """A die or a card of the exploration under way."""
    delve = state.delve
    dungeon = next(d for d in world.content.dungeons.dungeons if d.id == delve.dungeon)
    events: list[Event] = []
    if isinstance(action, FindMonster):
        delve = evolve(delve, found=(*delve.found, action.monster), draws=delve.draws[1:])
        drawn = monster_name(world, action.monster)
        text = tr("A monster card is drawn: {monster}.", monster=drawn)
        events.append(Event(text))
    elif delve.rolls:
        value = action.value
        row = next(r for r in dungeon.table if value in r.faces)
        found, draws = list(delve.found), list(delve.draws)
        _add(state, world, row.monster, row.tier, found, draws)
        trap = delve.trap or row.trap
        delve = evolve(
            delve, rolls=delve.rolls - 1, found=tuple(found), draws=tuple(draws), trap=trap
        )
        what = (
            monster_name(world, row.monster)
            if row.monster
            else tr("a tier {n} monster", n=row.tier)
        )
        if row.trap:
            what = tr("{what} and a trap", what=what)
        events.append(Event(tr("The dungeon's die shows {n}: {what}.", n=value, what=what)))
    elif delve.trap_roll:
        trap = action.value in dungeon.trap_on
        delve = evolve(delve, trap_roll=False, trap=delve.trap or trap)
        words = (
            N_("The trap die shows {n}: a trap.")
            if trap
            else N_("The trap die shows {n}: no trap.")
        )
        events.append(Event(tr(words, n=action.value)))
    else:
        state, delve, more = _trap_die(state, world, delve, action.value)
        events += more
    return _advance(evolve(state, delve=delve), world, events)


def _trap_die(
    state: WPState, world: World, delve: Delve, value: int
) -> tuple[WPState, Delve, list[Event]]:
    """One die of the trap's attack on the hero ``delve.next``: to hit, then to defend."""
    trap = world.content.dungeons.trap
    unit = state.unit(delve.heroes[delve.next])
    hero = _hero(world, unit)
    seat = state.seat_of(unit.army)
    guard = battles.fighting_profile(world, unit)
    if not delve.defend:
        if value <= trap.attack + guard.defence_mod:
            text = tr("The trap strikes at {hero}: {n}, a hit.", hero=hero, n=value)
            return state, evolve(delve, defend=True), [Event(text, seat, "battle")]
        text = tr("The trap strikes at {hero}: {n}, a miss.", hero=hero, n=value)
        return state, evolve(delve, next=delve.next + 1), [Event(text, seat, "battle")]
    after = evolve(delve, next=delve.next + 1, defend=False)
    if value <= guard.defence:
        text = nouns.capitalised(tr("{hero} defends against the trap ({n}).", hero=hero, n=value))
        return state, after, [Event(text, seat, "battle")]
    hurt = dict(delve.hurt)
    hurt[unit.uid] = hurt.get(unit.uid, 0) + trap.damage
    words = N_("{hero} fails to defend ({n}) and takes {d} damage.")
    text = nouns.capitalised(tr(words, hero=hero, n=value, d=trap.damage))
    return state, evolve(after, hurt=tuple(sorted(hurt.items()))), [Event(text, seat, "battle")]


def _advance(state: WPState, world: World, events: list[Event]) -> tuple[WPState, list[Event]]:
    """After a step: wait for the next die or card, or begin the battle."""
    delve = state.delve
    if delve.rolls or delve.trap_roll:
        return state, events
    if delve.draws:
        if _deck(state, world, delve.draws[0]):
            return state, events
        delve = evolve(delve, draws=delve.draws[1:])  # every card of that tier is kept elsewhere
        return _advance(evolve(state, delve=delve), world, events)
    if delve.trap and delve.next < len(delve.heroes):
        if delve.next == 0 and not delve.defend and not delve.hurt:
            events.append(Event(tr("A trap! It attacks every hero once.")))
        return state, events
    return _begin_battle(state, world, events)


def monster_profile(card: MonsterCard, specials: bool = True, fearless: bool = True) -> Profile:
    """How a monster fights in its dungeon: its card's figures, in the front row, with its
    specials (only ``flying`` and ``missile`` without ``specials``: content before version 6),
    never afraid (Fear cannot target it; not ``fearless``: content before version 10)."""
    return Profile(
        unit=card.id,
        army=MONSTER,
        name=card.name,
        attack=card.attack,
        attack_mod=card.attack_mod,
        defence=card.defence,
        defence_mod=card.defence_mod,
        hits=card.hits,
        attacks=card.attacks,
        damage=card.damage,
        missile="missile" in card.specials,
        flying="flying" in card.specials,
        undead=specials and "undead" in card.specials,
        regenerates=specials and "regenerate" in card.specials,
        resists_magic=specials and "magic-resistant" in card.specials,
        fearless=fearless,
    )


def _begin_battle(state: WPState, world: World, events: list[Event]) -> tuple[WPState, list[Event]]:
    delve = state.delve
    hurt = dict(delve.hurt)
    party = [state.unit(uid) for uid in delve.heroes]
    fallen = [u for u in party if hurt.get(u.uid, 0) >= battles.fighting_profile(world, u).hits]
    if fallen:
        state = battles.remove_units(state, world, fallen)
        for u in fallen:
            text = nouns.capitalised(tr("{hero} dies in the trap.", hero=_hero(world, u)))
            events.append(Event(text, state.seat_of(u.army)))
    party = [u for u in party if u not in fallen]
    if party and delve.found:  # allies wait until the others are slain (allies.py)
        friends, foes = allies.split(world, delve.found, party)
        delve = evolve(delve, found=foes, allies=friends)
        state = evolve(state, delve=delve)
    if not party or not delve.found:
        return _close(state, world, delve, delve.found, [], events)
    cards = [monster_card(world, m) for m in delve.found]
    battle = combat.new_battle(
        [battles.fighting_profile(world, u) for u in party],
        [monster_profile(c, world.monster_specials, world.dungeon_fearless) for c in cards],
        attacker_ids=[u.uid for u in party],
        defender_ids=[MONSTER_IDS + i for i in range(len(cards))],
        attacker_can_retreat=False,
        defender_can_retreat=False,
    )
    for u in party:
        if hurt.get(u.uid):
            f = battle.fighter(u.uid)
            battle = combat.with_fighter(battle, dataclasses.replace(f, damage=hurt[u.uid]))
    names = listing([monster_name(world, m) for m in delve.found])
    text = ntr(  # one hero may explore alone: the sentence agrees with how many went in
        len(party),
        "The hero fights {monsters}. The monsters serve no seat: the program chooses their "
        "attacks and rolls their dice.",
        "The heroes fight {monsters}. The monsters serve no seat: the program chooses their "
        "attacks and rolls their dice.",
        monsters=names,
    )
    events.append(Event(text, state.seat_of(party[0].army), "phase"))
    return evolve(state, battle=battle, fight=delve.place), events


def monster_moves(state: WPState) -> list[tuple[object, float]]:
    """The monsters' choice in their round, made by the program: the attack ``default_target``
    makes (the next monster at the first hero it may strike), or letting the round pass."""
    battle = state.battle
    choice = combat.default_target(battle)
    if choice is None:
        legal = combat.legal_actions(battle)
        choice = legal[0] if legal else PressOn()
    return [(choice, 1.0)]


def monsters_choose(state: WPState) -> bool:
    """True when the dungeon battle waits for the monsters' choice (no seat's)."""
    return (
        in_dungeon(state)
        and combat.current_player(state.battle) == DEFENDER
        and state.battle.outcome is None
    )


def may_leave(state: WPState) -> bool:
    """True when the exploring heroes may leave the dungeon now (their choice to make)."""
    return in_dungeon(state) and combat.current_player(state.battle) == ATTACKER


def left(battle: combat.Battle) -> combat.Battle:
    """The dungeon's battle once the heroes have left it."""
    return evolve(battle, outcome=combat.ATTACKER_RETREATED, queue=(), pending=None)


def leaving(state: WPState) -> tuple[WPState, list[Event]]:
    """The heroes have left: the dungeon's battle over, not yet settled (``finish``)."""
    heroes_left = len(combat.survivors(state.battle)[ATTACKER])
    text = ntr(
        heroes_left,
        "The hero leaves the dungeon, back into its territory, without a roll.",
        "The heroes leave the dungeon, back into its territory, without a roll.",
    )
    return evolve(state, battle=left(state.battle)), [Event(text, party_seat(state), "move")]


def leave(state: WPState, world: World, action: LeaveDungeon) -> tuple[WPState, list[Event]]:
    state, said = leaving(state)
    state, events = finish(state, world)
    return state, [*said, *events]


def team_seat_of(state: WPState) -> int | None:
    return state.seat_of(state.actor) if state.actor else None


def party_seat(state: WPState) -> int | None:
    """The seat of the exploration's heroes (the first still on the map), else the team's."""
    delve = state.delve
    alive = [uid for uid in (delve.heroes if delve else ()) if uid in state._positions]
    return state.seat_of(state.unit(alive[0]).army) if alive else team_seat_of(state)


def owned(events: list[Event], seat: int | None) -> list[Event]:
    """``events`` with the lines that name no seat given ``seat``'s."""
    return [e if e.seat is not None else dataclasses.replace(e, seat=seat) for e in events]


# --- the end ----------------------------------------------------------------------------------
def finish(state: WPState, world: World) -> tuple[WPState, list[Event]]:
    """The exploration's battle has ended: the fallen heroes leave the map, the survivors
    gain the slain monsters' XP, the monsters left alive stay in the dungeon."""
    seat = party_seat(state)
    state, events = _finish(state, world)
    return state, owned(events, seat)


def _finish(state: WPState, world: World) -> tuple[WPState, list[Event]]:
    battle: combat.Battle = state.battle
    delve = state.delve
    standing = {uid for side in combat.survivors(battle) for uid in side}
    dead = [
        state.unit(uid) for uid in delve.heroes if uid in state._positions and uid not in standing
    ]
    slain = [m for i, m in enumerate(delve.found) if MONSTER_IDS + i not in standing]
    alive = [m for i, m in enumerate(delve.found) if MONSTER_IDS + i in standing]
    events: list[Event] = []
    if dead:
        state = battles.remove_units(state, world, dead)
        for u in dead:
            text = nouns.capitalised(tr("{hero} dies in the dungeon.", hero=_hero(world, u)))
            events.append(Event(text, state.seat_of(u.army)))
    state = evolve(state, battle=None, fight="", cast=())
    return _close(state, world, delve, alive, slain, events)


def _close(
    state: WPState,
    world: World,
    delve: Delve,
    alive: list[str] | tuple[str, ...],
    slain: list[str],
    events: list[Event],
) -> tuple[WPState, list[Event]]:
    """The exploration is over: XP for the slain, the allies won, the dungeon's record,
    treasure due."""
    survivors = [state.unit(uid) for uid in delve.heroes if uid in state._positions]
    if delve.allies and survivors and not alive:
        state, more = allies.join(state, world, delve.place, delve.allies, survivors)
        events += more
        survivors = [state.unit(u.uid) for u in survivors]
    elif delve.allies:  # not won over: they stay in the dungeon
        alive = (*alive, *delve.allies)
    for monster in slain:
        # capitalised whole: a language may put the name after its first words
        text = nouns.capitalised(tr("{monster} is slain.", monster=monster_name(world, monster)))
        events.append(Event(text, kind="battle"))
    xp = sum(monster_card(world, m).xp for m in slain)
    if survivors and xp:
        state, more = heroes.gain_xp(state, world, survivors, xp, tr("monsters slain"))
        events += more
    armies = sorted({state.unit(u.uid).army for u in survivors})
    for army in armies:
        state = quests.count_up(state, army, "slay", len(slain)) if slain else state
        for monster in slain:
            state = quests.count_up(state, army, f"slay:{monster_card(world, monster).tier}")
    where = dungeon_name(world, delve.dungeon)
    if alive:
        known = Lair(delve.dungeon, tuple(alive), trap=delve.trap)
        names = listing([monster_name(world, m) for m in alive])
        text = tr("{dungeon} still holds {monsters}.", dungeon=where, monsters=names)
        events.append(Event(nouns.capitalised(text)))
    else:
        known = Lair(delve.dungeon, done=True)
        events.append(Event(nouns.capitalised(tr("{dungeon} is completed.", dungeon=where))))
        for army in armies:
            state = quests.count_up(state, army, "dungeon")
            state = quests.count_up(state, army, f"dungeon:{delve.dungeon}")
        if survivors:
            loot = [
                Loot(delve.dungeon, survivors[0].army, card.treasure, delve.heroes)
                for card in (monster_card(world, m) for m in slain)
                if card.treasure is not None
            ]
            state = evolve(state, loot=(*state.loot, *loot))
    state = _with_lair(state, known)
    return evolve(state, delve=None), events


def expected_monsters(state: WPState, world: World, place: str) -> list[MonsterCard]:
    """The monsters heroes entering the dungeon of ``place`` meet: those kept there, else a
    typical card of each tier its table gives (the median by hits; the computer players'
    guess)."""
    dungeon = dungeon_at(world, place)
    known = lair(state, dungeon.id)
    if known is not None and known.monsters:
        return [monster_card(world, m) for m in known.monsters]
    if dungeon.always:
        tiers = [row.tier or 1 for row in dungeon.always]
    else:
        worst = max(row.tier or 1 for row in dungeon.table)
        tiers = [1] * (dungeon.rolls - 1) + [worst] if worst > 1 else [1] * dungeon.rolls
    out = []
    for tier in tiers:
        deck = sorted(world.content.decks.monster_deck(tier), key=lambda m: (m.hits, m.attack))
        out.append(deck[len(deck) // 2])
    return out


def odds_to_win(
    world: World,
    party: list[Unit],
    monsters: list[MonsterCard],
    profiles: list[Profile] | None = None,
) -> Fraction:
    """A rough chance that ``party`` slays ``monsters`` (for the computer players), each hero
    fighting as ``profiles`` says (a caster striking with its spell) or else with its own
    figures: ``fight_odds`` with every unit unhurt."""
    if not monsters:
        return Fraction(1)
    mine = profiles or [battles.fighting_profile(world, u) for u in party]
    theirs = [monster_profile(c, world.monster_specials, world.dungeon_fearless) for c in monsters]
    return fight_odds(tuple((p, p.hits) for p in mine), tuple((m, m.hits) for m in theirs))


@functools.lru_cache(maxsize=4096)
def fight_odds(
    mine: tuple[tuple[Profile, int], ...], theirs: tuple[tuple[Profile, int], ...]
) -> Fraction:
    """A rough chance that the units ``mine`` slay ``theirs`` (each a profile with the hits it
    has left): their expected damage per round against the others' hits left, and back; a
    regenerating enemy takes one hit a round less, and one that cannot be worn down that way
    leaves no chance (a warrior and a priest against the Treant). Kept for the last few
    thousand fights asked about: the greedy player weighs the same party against the same
    monsters for every move of a turn (a fifth of a greedy game's time went here)."""
    if not theirs:
        return Fraction(1)
    if not mine:
        return Fraction(0)

    def dealt_to(target: Profile) -> Fraction:
        return sum(
            (p.attacks * p.damage * combat.hit_chance(p, target).chance for p, _ in mine),
            Fraction(0),
        )

    dealt = dealt_to(theirs[0][0]) or Fraction(1, 1000)
    front = min((p for p, _ in mine), key=lambda p: p.row)  # the monsters' blows fall there
    taken = sum(
        m.attacks * m.damage * combat.hit_chance(m, front).chance for m, _ in theirs
    ) or Fraction(1, 1000)
    rounds_to_kill = sum(left for m, left in theirs if not m.regenerates) / dealt
    for m, left in theirs:
        if m.regenerates:
            worn = dealt_to(m) - 1
            if worn <= 0:
                return Fraction(0)
            rounds_to_kill += left / worn
    rounds_to_die = sum(left for _, left in mine) / taken
    return Fraction(rounds_to_die) / (Fraction(rounds_to_die) + Fraction(rounds_to_kill))
