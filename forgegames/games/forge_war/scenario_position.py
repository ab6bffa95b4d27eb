"""Forge War positions for scenario files, and the facts a scenario may expect.

``lay_position`` builds the state a scenario's ``position:`` describes (the vocabulary is in
docs/scenarios.md, Forge War). What the position leaves out comes from the normal game of the
config and seed: the set-up's chance outcomes are drawn as a session draws them, the wealth
choices and overseer placements are picked at random from the seed, and every later decision up
to the position's round and phase is a pass. Then the position's parts are laid over that game,
each checked: a bad part raises ``ContentError`` naming the file, the key path and the problem.
The title (``rules.ForgeWar.scenario_position``) then runs the game on to its next decision and
checks the result against the game's invariants. The title is passed in, never imported: the
rules import this module.

``scenario_facts`` names what a scenario's ``expect.facts`` may check: the table's facts
(``TABLE_FACTS``) and each seat's (``SEAT_FACTS``, as ``<player name>.<fact>``).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Annotated, Any

from forgegames.core.actions import Action
from forgegames.core.content import Range, build, nearest, unknown_key
from forgegames.core.errors import ContentError, IllegalAction
from forgegames.core.frozen import FrozenMap
from forgegames.core.hexgrid import ORIGIN, Hex
from forgegames.core.position_random import BOT_STREAM, CHANCE_STREAM, PositionRandom
from forgegames.core.title import CHANCE, TERMINAL, GameConfig, Title
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war import solo
from forgegames.games.forge_war.economy import drop_weapon
from forgegames.games.forge_war.game_actions import Done, Finish, MarketPass, QuestPass, Skip
from forgegames.games.forge_war.mine import OVERSEERS_PER_COLOUR, WORKERS_PER_COLOUR, Mine
from forgegames.games.forge_war.mine_actions import PassMove
from forgegames.games.forge_war.mine_board import build_board, side_outcomes
from forgegames.games.forge_war.mine_phase import MinePhase, start_mine_phase
from forgegames.games.forge_war.mine_position import make_mine
from forgegames.games.forge_war.resources import resource_ids
from forgegames.games.forge_war.scoring import final_scores
from forgegames.games.forge_war.stages import (
    is_epic,
    last_round,
    market_cards_in_play,
    quest_cards_in_play,
    stage_of,
)
from forgegames.games.forge_war.state import (
    Adventurer,
    FWState,
    QuestEntry,
    appended,
    changed,
    evolve,
    taken_out,
    whose_turn,
    with_seat,
)

PHASES = ("mine", "market", "quest", "rewards")
"""The phases a position may stand in."""
PASSES: tuple[type[Action], ...] = (PassMove, MarketPass, QuestPass, Done, Finish, Skip)
"""What the game is played forward with, first found first (never the merchant)."""
FORWARD_LIMIT = 5000
"""Decisions the game may take to reach the position's round and phase (a full epic game of
four players passing throughout takes about 700)."""

Coords = tuple[int, int]


Ref = int | str
"""A seat (or, in the mine, a colour): its number from 0, its player's name or its colour id."""
HexWords = list[Annotated[int, Range(-99, 99)]] | str
"""A hex: ``[q, r]``, or ``"q,r"`` as in the actions' text."""


@dataclasses.dataclass(frozen=True)
class QuestPosition:
    """An active quest: the tracker on ``step`` (1 = the first), taken in round ``taken`` (by
    default as many rounds ago as the steps it has advanced)."""

    id: str
    step: int = 1
    taken: int | None = None


@dataclasses.dataclass(frozen=True)
class AdventurerPosition:
    """An adventurer: on a quest it carries a weapon forged from the supply's cubes."""

    level: int = 1
    quest: str | None = None
    weapon: str | None = None
    title: str | None = None


@dataclasses.dataclass(frozen=True)
class SeatPosition:
    """A seat's parts; each one given replaces the seat's own (a list is exact)."""

    gold: int | None = None
    prestige: Annotated[int, Range(-1000, 1_000_000)] | None = None
    pool: dict[str, int] | None = None
    adventurers: list[int | AdventurerPosition] | None = None
    designs: list[str] | None = None
    cards: list[str] | None = None
    quests: list[str | QuestPosition] | None = None


@dataclasses.dataclass(frozen=True)
class MinePosition:
    """The mine: the central pieces' sides and the gap, cubes by kind, pieces by colour."""

    sides: list[Annotated[int, Range(0, 1)]] | None = None
    gap: int | None = None
    resources: dict[str, list[HexWords]] = dataclasses.field(default_factory=dict)
    overseers: dict[Ref, list[HexWords]] | None = None
    workers: dict[Ref, list[HexWords]] | None = None


@dataclasses.dataclass(frozen=True)
class MarketPosition:
    """``up``: slot -> card (null: empty); ``discard``: the discard pile."""

    up: dict[str, str | None] = dataclasses.field(default_factory=dict)
    discard: list[str] = dataclasses.field(default_factory=list)


@dataclasses.dataclass(frozen=True)
class Position:
    """A scenario file's ``position`` (see docs/scenarios.md, Forge War)."""

    round: int = 1
    phase: str = "mine"
    step: str | None = None
    turn: Ref | None = None
    order: list[Ref] | None = None
    mine: MinePosition | None = None
    seats: dict[Ref, SeatPosition] = dataclasses.field(default_factory=dict)
    market: MarketPosition | None = None
    offer: list[str | None] | None = None
    tiles: dict[str, int] | None = None


class Reader:
    """Checks a position's names and figures against the game, raising ``ContentError`` that
    names the file and the key path (the shapes are ``build``'s business)."""

    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, path: str, problem: str) -> ContentError:
        return ContentError(self.where, f"position.{path}" if path else "position", problem)

    def keys(self, value: dict[str, Any], path: str, keys: Any) -> None:
        """Every key of ``value`` is one of ``keys`` (ids the data files give)."""
        for key in value:
            if key not in keys:
                raise self.fail(f"{path}.{key}", unknown_key(str(key), keys))

    def number(self, value: int, path: str, low: int, high: int) -> int:
        if not low <= value <= high:
            raise self.fail(path, f"must be a whole number {Range(low, high).words()}, not {value}")
        return value

    def ident(self, value: Any, path: str, valid: Any, what: str) -> str:
        if not isinstance(value, str) or value not in valid:
            raise self.fail(path, f"unknown {what} '{value}'{nearest(str(value), valid)}")
        return value

    def hex(self, value: HexWords, path: str, mine: Mine) -> Hex:
        """A hex written ``[q, r]`` (or ``"q,r"`` as in the actions' text) on this mine."""
        if isinstance(value, str):
            parts = value.split(",")
            value = [int(p) for p in parts] if all(_is_int(p) for p in parts) else value
        if not isinstance(value, list) or len(value) != 2:
            raise self.fail(path, f"a hex is written [q, r], not {value!r}")
        h = Hex(value[0], value[1])
        if h not in mine.board:
            raise self.fail(
                path,
                f"hex ({h.q},{h.r}) is not on the board (this mine has {len(mine.board)} hexes)",
            )
        return h


def _is_int(text: str) -> bool:
    return text.strip().lstrip("-").isdigit()


# --- seats -----------------------------------------------------------------------------------
def seat_refs(config: GameConfig, count: int, names: list[str]) -> dict[str, int]:
    """Every way a position may name a seat (or, in the mine, a colour): its number from 0,
    its player's name and its colour id, any case."""
    refs: dict[str, int] = {}
    for i in range(count):
        refs[str(i)] = i
        if i < len(names):
            refs[names[i].lower()] = i
        if i < len(config.seats):
            refs[config.seats[i].colour.lower()] = i
    return refs


def seat_of(reader: Reader, ref: Ref, path: str, refs: dict[str, int], count: int) -> int:
    if isinstance(ref, int) and not isinstance(ref, bool):
        if not 0 <= ref < count:
            raise reader.fail(path, f"seat {ref} is out of range (seats are 0 to {count - 1})")
        return ref
    key = str(ref).lower()
    if key not in refs:
        words = sorted(k for k in refs if not k.isdigit())
        raise reader.fail(
            path, f"unknown seat '{ref}'{nearest(key, words)} (a number, name or colour)"
        )
    if refs[key] >= count:  # a solo game's automated colour, named where a seat is wanted
        raise reader.fail(path, f"'{ref}' is a mine colour, not a seat")
    return refs[key]


# --- the game the position is laid over -------------------------------------------------------
def played_forward(title: Title, config: GameConfig, seed: int, round_: int, phase: str) -> FWState:
    """The game of ``config`` and ``seed`` at the start of ``phase`` in round ``round_`` (the
    quest phase for ``rewards``): chance drawn as a session draws it, set-up choices at random
    from the seed, every other decision a pass."""
    stop = "quest" if phase == "rewards" else phase
    state = title.new_game(config)
    for index in range(FORWARD_LIMIT):
        who = title.current_player(state)
        if who == TERMINAL:
            break
        if who != CHANCE and (state.round, state.phase) == (round_, stop) and not state.pending:
            return state
        action = _next_action(title, state, who, seed, index)
        state = title.apply(state, action).state
        if state.solo and state.solo["lost"] is not None:
            state = _loss_taken_back(state)
    raise ContentError("", "", f"the game never reaches round {round_}'s {phase} phase")


def _loss_taken_back(state: FWState) -> FWState:
    """A solo game the forward play lost by passing a quest acquisition (it takes no quest),
    going on to that quest phase's management as if the pass had not lost it: so a solo
    position may stand in any round (the position lays the quests it is about)."""
    # the pass left the step at "manage", the turn as it was
    return evolve(state, solo=state.solo.with_item("lost", None), phase="quest")


def _next_action(title: Title, state: FWState, who: int, seed: int, index: int) -> Action:
    if who == CHANCE:
        outcomes = title.chance_outcomes(state)
        rng = PositionRandom(seed, CHANCE_STREAM, index)
        return rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
    legal = title.legal_actions(state)
    if state.phase in ("wealth", "place"):
        return PositionRandom(seed, BOT_STREAM, index).choice(legal)
    for kind in PASSES:
        for action in legal:
            if isinstance(action, kind):
                return action
    return legal[0]


# --- the position -----------------------------------------------------------------------------
def lay_position(
    title: Title, position: dict[str, Any] | None, config: GameConfig, seed: int, where: str
) -> FWState:
    """The state ``position`` describes (see the module's docstring), before the game runs on
    to its next decision (``ForgeWar.scenario_position`` settles it and checks it)."""
    pos = build(Position, position or {}, where, "position")
    reader = Reader(where)
    try:
        rounds = last_round(title.new_game(config))
    except IllegalAction as exc:  # seats the variant cannot seat
        raise ContentError(where, "players", str(exc)) from exc
    round_ = reader.number(pos.round, "round", 1, rounds)
    phase = pos.phase
    if phase not in PHASES:
        raise reader.fail("phase", f"unknown phase '{phase}'{nearest(str(phase), PHASES)}")
    if solo.is_solo(config.variant) and pos.order is not None:
        raise reader.fail("order", "a solo game has one seat; its order track rotates by itself")
    try:
        state = played_forward(title, config, seed, round_, phase)
    except ContentError as exc:
        raise reader.fail("round", exc.problem) from exc
    colours = solo.mine_players(state)
    refs = seat_refs(config, max(colours, state.players), state.names)
    if pos.order is not None:
        state = evolve(state, order=tuple(read_order(reader, pos.order, refs, state.players)))
    if pos.tiles is not None:
        state = read_tiles(reader, pos.tiles, state)
    if pos.offer is not None:
        state = read_offer(reader, pos.offer, state)
    if pos.market is not None:
        state = read_market(reader, pos.market, state)
    for ref, seat_data in pos.seats.items():
        seat = seat_of(reader, ref, f"seats.{ref}", refs, state.players)
        state = read_seat(reader, seat_data, f"seats.{ref}", state, seat)
    if pos.mine is not None:
        state = evolve(state, mine=read_mine(reader, pos.mine, state, refs, colours, seed))
    return set_phase(reader, pos, state, phase, refs)


def read_order(reader: Reader, value: list[Ref], refs: dict[str, int], players: int) -> list[int]:
    order = [seat_of(reader, ref, f"order[{i}]", refs, players) for i, ref in enumerate(value)]
    if sorted(order) != list(range(players)):
        raise reader.fail("order", f"must name each of the {players} seats once")
    return order


def set_phase(
    reader: Reader, pos: Position, state: FWState, phase: str, refs: dict[str, int]
) -> FWState:
    """The game put in ``phase`` with ``turn`` the seat to act (earlier seats have acted)."""
    n = state.players
    turn_ref = pos.turn
    order = list(solo.mine_order(state))
    if turn_ref is None:
        index = 0
    elif phase == "mine" and turn_ref == "extra":
        index = len(order)
    else:
        seat = seat_of(reader, turn_ref, "turn", refs, len(order) if phase == "mine" else n)
        index = order.index(seat) if phase == "mine" else state.order.index(seat)
    step = pos.step
    if step is not None and phase != "quest":
        raise reader.fail("step", "only the quest phase has steps (acquire or manage)")
    if phase == "mine":
        if not state.solo:
            start = start_mine_phase(tuple(state.order))
            return evolve(state, mphase=evolve(start, turn=index))
        assert isinstance(state.mphase, MinePhase)
        return evolve(state, mphase=evolve(state.mphase, turn=index))
    state = evolve(state, turn=index)
    if phase == "quest":
        if step not in (None, "acquire", "manage"):
            raise reader.fail("step", f"unknown step '{step}' (acquire or manage)")
        return evolve(state, step=step or "acquire")
    if phase == "rewards":
        return evolve(state, phase="rewards", step="start")
    return state


def read_tiles(reader: Reader, tiles: dict[str, int], state: FWState) -> FWState:
    """``tiles: {tile id: place}``: the bonus tiles on the round track (the epic game)."""
    if not is_epic(state):
        raise reader.fail("tiles", "bonus tiles lie on the round track of the epic game only")
    c = state.world.content
    reader.keys(tiles, "tiles", tuple(c.bonus_tiles))
    places = len(c.tile_placements)
    laid = tuple(
        (tile, reader.number(place, f"tiles.{tile}", 0, places - 1))
        for tile, place in tiles.items()
    )
    return evolve(state, tiles=laid, bonus_tiles=True)


# --- cards: moved from wherever they lie ------------------------------------------------------
def lift_card(reader: Reader, state: FWState, cid: str, path: str) -> FWState:
    """``state`` without the market card ``cid`` in the market (a deck, the row, the discard),
    to put elsewhere."""
    if cid not in market_cards_in_play(state):
        raise reader.fail(path, f"'{cid}' is not in this game's market yet")
    mk = state.market
    for key in ("weapon", "bonus", "single", "discard", "removed", "unused", "undealt"):
        if cid in mk.get(key, ()):
            return taken_out(state, "market", key, cid)
    for slot, card in mk["up"].items():
        if card == cid:
            return changed(state, "market", up=mk["up"].with_item(slot, None))
    for seat, data in enumerate(state.seats):
        if cid in data.designs or cid in data.bonus:
            raise reader.fail(path, f"'{cid}' already belongs to {state.names[seat]}")
    raise reader.fail(path, f"'{cid}' cannot be moved (it is a public design)")


def read_market(reader: Reader, data: MarketPosition, state: FWState) -> FWState:
    """``market: {up: {slot: card or null}, discard: [cards]}``."""
    c = state.world.content
    kinds = {"weapon": "weapon", "bonus1": "bonus", "bonus2": "bonus"}
    kinds.update(single1="single", single2="single")
    reader.keys(data.up, "market.up", tuple(kinds))
    for slot, cid in data.up.items():
        path = f"market.up.{slot}"
        old = state.market["up"][slot]
        if old is not None:
            state = changed(state, "market", up=state.market["up"].with_item(slot, None))
            state = appended(state, "market", kinds[slot], old)
        if cid is None:
            continue
        valid = {
            "weapon": [w.id for w in c.all_weapons.values() if w.where == "deck"],
            "bonus": list(c.all_bonus),
            "single": list(c.all_single_use),
        }[kinds[slot]]
        reader.ident(cid, path, valid, f"{kinds[slot]} card")
        state = lift_card(reader, state, cid, path)
        state = changed(state, "market", up=state.market["up"].with_item(slot, cid))
    for i, cid in enumerate(data.discard):
        path = f"market.discard[{i}]"
        reader.ident(cid, path, [*c.all_bonus, *c.all_single_use, *c.all_weapons], "market card")
        state = lift_card(reader, state, cid, path)
        state = appended(state, "market", "discard", cid)
    return state


def read_offer(reader: Reader, offer: list[str | None], state: FWState) -> FWState:
    """``offer: [quest id or null, ...]``: the quest offer from its first (free) slot."""
    slots = len(state.quests["offer"])
    if len(offer) > slots:
        raise reader.fail("offer", f"the offer has {slots} slots, not {len(offer)}")
    for slot, qid in enumerate(offer):
        old = state.quests["offer"][slot]
        if old is not None:
            state = changed(state, "quests", offer=q.with_slot(state.quests["offer"], slot, None))
            state = appended(state, "quests", q.quest_card(state.world, old).deck, old)
        if qid is not None:
            state = lift_quest(reader, state, qid, f"offer[{slot}]")
            state = changed(state, "quests", offer=q.with_slot(state.quests["offer"], slot, qid))
    return state


def lift_quest(reader: Reader, state: FWState, qid: Any, path: str) -> FWState:
    """``state`` without the quest card ``qid`` in the offer or its deck, to put elsewhere."""
    reader.ident(qid, path, state.world.content.all_quests, "quest")
    if qid not in quest_cards_in_play(state):
        raise reader.fail(path, f"'{qid}' is not one of this game's quests")
    qs = state.quests
    for key in ("green", "grey", "red", "yellow", "gone"):
        if qid in qs.get(key, ()):
            return taken_out(state, "quests", key, qid)
    offer = qs["offer"]
    if qid in offer:
        return changed(state, "quests", offer=q.with_slot(offer, offer.index(qid), None))
    holder = next(i for i, d in enumerate(state.seats) if any(e.id == qid for e in d.quests))
    raise reader.fail(path, f"'{qid}' is already {state.names[holder]}'s quest")


# --- a seat -----------------------------------------------------------------------------------
def read_seat(reader: Reader, data: SeatPosition, path: str, state: FWState, seat: int) -> FWState:
    if data.gold is not None:
        state = with_seat(state, seat, gold=data.gold)
    if data.prestige is not None:
        state = with_seat(state, seat, prestige=data.prestige)
    if data.designs is not None:
        state = read_designs(reader, data.designs, f"{path}.designs", state, seat)
    if data.cards is not None:
        state = appended(state, "market", "bonus", *state.seats[seat].bonus)  # back into the deck
        state = with_seat(state, seat, bonus=())
        for i, cid in enumerate(data.cards):
            where = f"{path}.cards[{i}]"
            reader.ident(cid, where, state.world.content.all_bonus, "market bonus card")
            state = lift_card(reader, state, cid, where)
            state = with_seat(state, seat, bonus=(*state.seats[seat].bonus, cid))
    if data.quests is not None:
        state = read_quests(reader, data.quests, f"{path}.quests", state, seat)
    if data.adventurers is not None:
        state = read_adventurers(reader, data.adventurers, f"{path}.adventurers", state, seat)
    if data.pool is not None:
        state = read_pool(reader, data.pool, f"{path}.pool", state, seat)
    return state


def take_from_supply(reader: Reader, state: FWState, cost: dict[str, int], path: str) -> FWState:
    supply = dict(state.supply)
    for rid, n in cost.items():
        if supply[rid] < n:
            raise reader.fail(path, f"{n} {rid} asked for, the supply holds only {supply[rid]}")
        supply[rid] -= n
    return evolve(state, supply=FrozenMap(supply))


def read_pool(
    reader: Reader, amounts: dict[str, int], path: str, state: FWState, seat: int
) -> FWState:
    """The seat's cubes, exactly (a resource not named is 0), taken from the supply."""
    record = state.seats[seat]
    reader.keys(amounts, path, resource_ids())
    supply = dict(state.supply)
    for rid, n in record.pool.items():
        supply[rid] += n
    pool = dict.fromkeys(record.pool, 0)
    state = evolve(state, supply=FrozenMap(supply))
    for rid, n in amounts.items():
        state = take_from_supply(reader, state, {rid: n}, f"{path}.{rid}")
        pool[rid] = n
    return with_seat(state, seat, pool=FrozenMap(pool))


def read_designs(reader: Reader, value: list[str], path: str, state: FWState, seat: int) -> FWState:
    """Exactly the designs the seat owns besides its starting cards: public ones are claimed,
    unique ones lie on its mat (the seat's earlier ones go back to the weapon deck)."""
    c = state.world.content
    record = state.seats[seat]
    claims = state.market["claims"]
    kept = {did: tuple(s for s in seats if s != seat) for did, seats in claims.items()}
    state = changed(state, "market", claims=FrozenMap(kept))
    for did in record.designs:
        if did not in c.rules.player_cards:  # an older stage's design leaves the game
            old = is_epic(state) and c.all_weapons[did].stage < stage_of(state)
            state = appended(state, "market", "unused" if old else "weapon", did)
    designs = tuple(d for d in record.designs if d in c.rules.player_cards)
    state = with_seat(state, seat, designs=designs)
    for i, did in enumerate(value):
        where = f"{path}[{i}]"
        reader.ident(did, where, c.all_weapons, "weapon design")
        if did in c.rules.player_cards:
            continue
        if did in state.market["public"]:
            if seat not in state.market["claims"].get(did, ()):
                state = m.claimed(state, did, seat)
        elif c.all_weapons[did].unique:
            state = lift_card(reader, state, did, where)
            state = with_seat(state, seat, designs=(*state.seats[seat].designs, did))
        else:
            raise reader.fail(where, f"'{did}' is still face down in the weapon deck")
    return state


def read_quests(
    reader: Reader, entries: list[str | QuestPosition], path: str, state: FWState, seat: int
) -> FWState:
    """``[{id, step, taken}]``: active quests, the tracker on ``step`` (1 = the first step),
    taken in round ``taken`` (by default as many rounds ago as the steps it has advanced)."""
    trackers = state.world.content.rules.quest_trackers
    if len(entries) > trackers:
        raise reader.fail(path, f"a player has {trackers} quest trackers, not {len(entries)}")
    record = state.seats[seat]
    unarmed = []
    for adv in record.advs:
        state, adv = drop_weapon(state, adv)
        unarmed.append(evolve(adv, quest=None))
    for entry in record.quests:
        state = appended(state, "quests", q.quest_card(state.world, entry.id).deck, entry.id)
    state = with_seat(state, seat, advs=tuple(unarmed), quests=())
    for i, item in enumerate(entries):
        where = f"{path}[{i}]"
        data = QuestPosition(item) if isinstance(item, str) else item
        qid = data.id
        state = lift_quest(reader, state, qid, f"{where}.id")
        steps = sum(leg.steps for leg in q.quest_card(state.world, qid).legs)
        step = reader.number(data.step, f"{where}.step", 1, steps)
        default = max(1, state.round - (step - 1))
        taken = data.taken if data.taken is not None else default
        taken = reader.number(taken, f"{where}.taken", 1, state.round)
        entry = QuestEntry(qid, step - 1, taken, paid=0 if is_epic(state) else None)
        state = with_seat(state, seat, quests=(*state.seats[seat].quests, entry))
    return state


def read_adventurers(
    reader: Reader, value: list[int | AdventurerPosition], path: str, state: FWState, seat: int
) -> FWState:
    """The seat's adventurers, replacing its own: each a level, or ``{level, quest, weapon,
    title}`` (an adventurer on a quest carries a weapon forged from the supply's cubes)."""
    c = state.world.content
    record = state.seats[seat]
    for adv in record.advs:
        state = drop_weapon(state, adv)[0]
    left = state.adventurers_left + len(record.advs)
    advs = []
    titles: set[str] = set()
    for i, item in enumerate(value):
        where = f"{path}[{i}]"
        data = AdventurerPosition(item) if isinstance(item, int) else item
        level_path = where if isinstance(item, int) else f"{where}.level"
        level = reader.number(data.level, level_path, 1, c.rules.max_level)
        adv = Adventurer(i, level)
        quest, weapon = data.quest, data.weapon
        if (quest is None) != (weapon is None):
            raise reader.fail(
                where, "an adventurer on a quest needs a weapon, and only one on a quest has one"
            )
        if quest is not None:
            mine = [e.id for e in record.quests]
            qid = reader.ident(quest, f"{where}.quest", mine, f"quest of {state.names[seat]}")
            design = c.all_weapons[
                reader.ident(weapon, f"{where}.weapon", c.all_weapons, "weapon design")
            ]
            if not q.can_wield(level, design):
                raise reader.fail(
                    f"{where}.weapon",
                    f"a level-{level} adventurer cannot wield {design.name} (level {design.level})",
                )
            state = take_from_supply(reader, state, dict(design.cost), f"{where}.weapon")
            adv = evolve(adv, quest=qid, weapon=design.id)
        if data.title is not None:
            if not is_epic(state):
                raise reader.fail(f"{where}.title", "champion titles are for the epic game")
            title = reader.ident(data.title, f"{where}.title", c.champions, "champion title")
            if level != c.rules.max_level or title in titles:
                raise reader.fail(
                    f"{where}.title", "a title goes to a level-4 adventurer, each title once"
                )
            titles.add(title)
            adv = evolve(adv, title=title)
        advs.append(adv)
    if len(advs) > left:
        raise reader.fail(path, f"only {left} adventurer tiles are left in the box")
    state = with_seat(state, seat, advs=tuple(advs), next_adv=len(advs))
    return evolve(state, adventurers_left=left - len(advs))


# --- the mine ---------------------------------------------------------------------------------
def read_mine(
    reader: Reader,
    data: MinePosition,
    state: FWState,
    refs: dict[str, int],
    colours: int,
    seed: int,
) -> Mine:
    """``mine: {sides, gap, resources, overseers, workers}`` over the game's own mine."""
    assert state.mine is not None
    board = state.mine.board
    if data.sides is not None or data.gap is not None:
        board = read_board(reader, data, state, colours)
    base = Mine(board, FrozenMap(), FrozenMap())
    used: dict[Hex, str] = {}

    def pieces(given: dict[Ref, list[HexWords]], key: str, limit: int) -> dict[Hex, int]:
        return read_pieces(reader, given, f"mine.{key}", base, refs, colours, limit, used)

    workers = {}
    if data.workers is not None:
        workers = pieces(data.workers, "workers", WORKERS_PER_COLOUR)
    if data.overseers is not None:
        overseers = pieces(data.overseers, "overseers", OVERSEERS_PER_COLOUR)
    else:
        overseers = {h: s for h, s in state.mine.overseers.items() if h in board and h not in used}
    if data.workers is None:
        workers = {h: s for h, s in state.mine.workers.items() if h in board and h not in overseers}
    overseers = fill_overseers(base, overseers, workers, colours, seed)
    resources: dict[Coords, str] = {}
    reader.keys(data.resources, "mine.resources", resource_ids())
    for rid, hexes in data.resources.items():
        for i, item in enumerate(hexes):
            h = reader.hex(item, f"mine.resources.{rid}[{i}]", base)
            resources[(h.q, h.r)] = rid
    return make_mine(
        colours,
        {(h.q, h.r): s for h, s in overseers.items()},
        {(h.q, h.r): s for h, s in workers.items()},
        resources,
        board=board,
    )


def read_board(reader: Reader, data: MinePosition, state: FWState, colours: int) -> Any:
    stage = stage_of(state)
    outcomes = side_outcomes(colours, stage)
    listed = list(outcomes[0][0]) if data.sides is None else data.sides
    gap = data.gap or 0
    count = len(outcomes[0][0])
    if len(listed) != count:
        raise reader.fail(
            "mine.sides", f"give a side (0 or 1) for each of the {count} central pieces"
        )
    gaps = sorted({g for _, g in outcomes})
    if gap not in gaps:
        raise reader.fail("mine.gap", f"must be one of {', '.join(map(str, gaps))}")
    return build_board(colours, tuple(listed), gap, stage)


def read_pieces(
    reader: Reader,
    value: dict[Ref, list[HexWords]],
    path: str,
    base: Mine,
    refs: dict[str, int],
    colours: int,
    limit: int,
    used: dict[Hex, str],
) -> dict[Hex, int]:
    """``{seat: [[q, r], ...]}``: overseers or workers by colour; ``used`` records every hex
    taken so far (a hex holds one piece)."""
    kind = path.rsplit(".", 1)[-1]
    piece = kind.rstrip("s")
    out: dict[Hex, int] = {}
    for ref, hexes in value.items():
        seat = seat_of(reader, ref, f"{path}.{ref}", refs, colours)
        if len(hexes) > limit:
            raise reader.fail(
                f"{path}.{ref}", f"{len(hexes)} {kind} for {ref}: a colour has only {limit}"
            )
        for i, item in enumerate(hexes):
            where = f"{path}.{ref}[{i}]"
            h = reader.hex(item, where, base)
            this = f"{ref}'s {piece}"
            if h in used:
                raise reader.fail(
                    where, f"two pieces on one hex ({h.q},{h.r}): {used[h]} and {this}"
                )
            used[h] = this
            out[h] = seat
    return out


def fill_overseers(
    base: Mine, overseers: dict[Hex, int], workers: dict[Hex, int], colours: int, seed: int
) -> dict[Hex, int]:
    """Every colour gets its three overseers: those the position leaves out stand on free hexes
    of the mine's outer ring, picked at random from the seed."""
    rng = PositionRandom(seed, BOT_STREAM, -1)
    taken = set(overseers) | set(workers)
    edge = max(h.distance(ORIGIN) for h in base.board.hexes)
    ring = [h for h in base.board.hexes if h.distance(ORIGIN) == edge and h not in taken]
    out = dict(overseers)
    counts = Counter(out.values())
    for colour in range(colours):
        for _ in range(OVERSEERS_PER_COLOUR - counts[colour]):
            h = rng.choice(ring)
            ring.remove(h)
            out[h] = colour
    return out


# --- facts ------------------------------------------------------------------------------------
SEAT_FACTS = ("gold", "prestige", "pool", "adventurers", "designs", "cards", "quests")
SEAT_FACTS += ("completed", "overseers", "workers", "score")
TABLE_FACTS = ("round", "phase", "step", "active", "order", "workers", "overseers", "supply")
TABLE_FACTS += ("offer", "tiles", "pending", "over")


def scenario_facts(state: FWState) -> dict[str, object]:
    """Facts about ``state`` for a scenario's expectations, JSON-like. Table facts by name
    (``TABLE_FACTS``), seat facts as ``<player name>.<fact>`` (``SEAT_FACTS``); seats are
    named by their players' names."""
    names = state.names
    mine = state.mine
    who = whose_turn(state)
    facts: dict[str, object] = {
        "round": state.round,
        "phase": state.phase,
        "step": state.step,
        "active": "chance" if who == CHANCE else "over" if who == TERMINAL else names[who],
        "order": [names[s] for s in state.order],
        "workers": {names[s]: _workers(mine, s) for s in range(len(names))},
        "overseers": {names[s]: _hexes(mine, s, True) for s in range(len(names))},
        "supply": dict(state.supply),
        "offer": list(state.quests["offer"]),
        "tiles": [t[0] for t in state.tiles],
        "pending": [f"{names[p['seat']]}: {p['kind']}" for p in state.pending],
        "over": state.phase == "over",
    }
    scores = final_scores(state) if state.phase == "over" else None
    for seat, data in enumerate(state.seats):
        for fact, value in seat_facts(state, seat, data).items():
            facts[f"{names[seat]}.{fact}"] = value
        facts[f"{names[seat]}.score"] = None if scores is None else scores[seat]
    return facts


def seat_facts(state: FWState, seat: int, data: dict[str, Any]) -> dict[str, object]:
    players = state.world.content.rules.player_cards
    advs: list[object] = []
    for adv in data.advs:
        if adv.quest is None and not adv.title:
            advs.append(adv.level)
        else:
            item = {"level": adv.level, "quest": adv.quest, "weapon": adv.weapon}
            if adv.title:
                item["title"] = adv.title
            advs.append(item)
    return {
        "gold": data.gold,
        "prestige": data.prestige,
        "pool": {rid: n for rid, n in data.pool.items() if n},
        "adventurers": advs,
        "designs": sorted(d for d in q.owned_designs(state, seat) if d not in players),
        "cards": sorted(data.bonus),
        "quests": [{"id": e.id, "step": e.pos + 1} for e in data.quests],
        "completed": data.completed,
        "overseers": _hexes(state.mine, seat, True),
        "workers": _hexes(state.mine, seat, False),
    }


def _workers(mine: Mine | None, seat: int) -> int:
    return 0 if mine is None else mine.worker_count(seat)


def _hexes(mine: Mine | None, seat: int, overseers: bool) -> list[list[int]]:
    if mine is None:
        return []
    pieces = mine.overseers if overseers else mine.workers
    return sorted([h.q, h.r] for h, s in pieces.items() if s == seat)
