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
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.content import nearest
from forgegames.core.errors import ContentError, IllegalAction
from forgegames.core.hexgrid import ORIGIN, Hex
from forgegames.core.position_random import BOT_STREAM, CHANCE_STREAM, PositionRandom
from forgegames.core.title import CHANCE, TERMINAL, GameConfig, Title
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war import solo
from forgegames.games.forge_war.content import content
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
from forgegames.games.forge_war.state import FWState, clone, whose_turn

PHASES = ("mine", "market", "quest", "rewards")
"""The phases a position may stand in."""
POSITION_KEYS = ("round", "phase", "step", "turn", "order", "mine", "seats", "market", "offer")
POSITION_KEYS += ("tiles",)
MINE_KEYS = ("sides", "gap", "resources", "overseers", "workers")
SEAT_KEYS = ("gold", "prestige", "pool", "adventurers", "designs", "cards", "quests")
ADVENTURER_KEYS = ("level", "quest", "weapon", "title")
QUEST_KEYS = ("id", "step", "taken")
MARKET_KEYS = ("up", "discard")
PASSES: tuple[type[Action], ...] = (PassMove, MarketPass, QuestPass, Done, Finish, Skip)
"""What the game is played forward with, first found first (never the merchant)."""
FORWARD_LIMIT = 5000
"""Decisions the game may take to reach the position's round and phase (a full epic game of
four players passing throughout takes about 700)."""

Coords = tuple[int, int]


class Reader:
    """Reads one position, raising ``ContentError`` that names the file and the key path."""

    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, path: str, problem: str) -> ContentError:
        return ContentError(self.where, f"position.{path}" if path else "position", problem)

    def mapping(self, value: Any, path: str, keys: tuple[str, ...]) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(path, "must be a mapping of keys to values")
        for key in value:
            if key not in keys:
                raise self.fail(
                    f"{path}.{key}" if path else str(key),
                    f"unknown key '{key}'{nearest(str(key), keys)} (known: {', '.join(keys)})",
                )
        return value

    def listing(self, value: Any, path: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(path, "must be a list")
        return value

    def number(self, value: Any, path: str, low: int, high: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(path, f"must be a whole number, not {value!r}")
        if value < low or (high is not None and value > high):
            span = f"from {low} to {high}" if high is not None else f"at least {low}"
            raise self.fail(path, f"{value} is out of range ({span})")
        return value

    def ident(self, value: Any, path: str, valid: Any, what: str) -> str:
        if not isinstance(value, str) or value not in valid:
            raise self.fail(path, f"unknown {what} '{value}'{nearest(str(value), valid)}")
        return value

    def hex(self, value: Any, path: str, mine: Mine) -> Hex:
        """A hex written ``[q, r]`` (or ``"q,r"`` as in the actions' text) on this mine."""
        if isinstance(value, str):
            parts = value.split(",")
            value = [int(p) for p in parts] if all(_is_int(p) for p in parts) else value
        if (
            not isinstance(value, list)
            or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ):
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


def seat_of(reader: Reader, ref: Any, path: str, refs: dict[str, int], count: int) -> int:
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
            return clone(state)
        action = _next_action(title, state, who, seed, index)
        state = title.apply(state, action).state
        if state.solo and state.solo["lost"] is not None:
            state = _loss_taken_back(state)
    raise ContentError("", "", f"the game never reaches round {round_}'s {phase} phase")


def _loss_taken_back(state: FWState) -> FWState:
    """A solo game the forward play lost by passing a quest acquisition (it takes no quest),
    going on to that quest phase's management as if the pass had not lost it: so a solo
    position may stand in any round (the position lays the quests it is about)."""
    state = clone(state)
    state.solo["lost"] = None
    state.phase = "quest"  # the pass left the step at "manage" and the turn with the player
    return state


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
    reader = Reader(where)
    data = reader.mapping(position or {}, "", POSITION_KEYS)
    try:
        rounds = last_round(title.new_game(config))
    except IllegalAction as exc:  # seats the variant cannot seat
        raise ContentError(where, "players", str(exc)) from exc
    round_ = reader.number(data.get("round", 1), "round", 1, rounds)
    phase = data.get("phase", "mine")
    if phase not in PHASES:
        raise reader.fail("phase", f"unknown phase '{phase}'{nearest(str(phase), PHASES)}")
    if solo.is_solo(config.variant) and "order" in data:
        raise reader.fail("order", "a solo game has one seat; its order track rotates by itself")
    try:
        state = played_forward(title, config, seed, round_, phase)
    except ContentError as exc:
        raise reader.fail("round", exc.problem) from exc
    colours = solo.mine_players(state)
    refs = seat_refs(config, max(colours, state.players), state.names)
    if "order" in data:
        state.order = read_order(reader, data["order"], refs, state.players)
    if "tiles" in data:
        read_tiles(reader, data["tiles"], state)
    if "offer" in data:
        read_offer(reader, data["offer"], state)
    if "market" in data:
        read_market(reader, data["market"], state)
    seats = data.get("seats", {})
    if not isinstance(seats, dict):
        raise reader.fail("seats", "must map seats (a number, name or colour) to their parts")
    for ref, seat_data in seats.items():
        seat = seat_of(reader, ref, f"seats.{ref}", refs, state.players)
        read_seat(reader, seat_data, f"seats.{ref}", state, seat)
    if "mine" in data:
        state.mine = read_mine(reader, data["mine"], state, refs, colours, seed)
    set_phase(reader, data, state, phase, refs)
    return state


def read_order(reader: Reader, value: Any, refs: dict[str, int], players: int) -> list[int]:
    order = [
        seat_of(reader, ref, f"order[{i}]", refs, players)
        for i, ref in enumerate(reader.listing(value, "order"))
    ]
    if sorted(order) != list(range(players)):
        raise reader.fail("order", f"must name each of the {players} seats once")
    return order


def set_phase(
    reader: Reader, data: dict[str, Any], state: FWState, phase: str, refs: dict[str, int]
) -> None:
    """Put the game in ``phase`` with ``turn`` the seat to act (earlier seats have acted)."""
    n = state.players
    turn_ref = data.get("turn")
    order = list(solo.mine_order(state))
    if turn_ref is None:
        index = 0
    elif phase == "mine" and turn_ref == "extra":
        index = len(order)
    else:
        seat = seat_of(reader, turn_ref, "turn", refs, len(order) if phase == "mine" else n)
        index = order.index(seat) if phase == "mine" else state.order.index(seat)
    step = data.get("step")
    if step is not None and phase != "quest":
        raise reader.fail("step", "only the quest phase has steps (acquire or manage)")
    if phase == "mine":
        if not state.solo:
            start = start_mine_phase(tuple(state.order))
            state.mphase = dataclasses.replace(start, turn=index)
        else:
            assert isinstance(state.mphase, MinePhase)
            state.mphase = dataclasses.replace(state.mphase, turn=index)
        return
    state.turn = index
    if phase == "quest":
        if step not in (None, "acquire", "manage"):
            raise reader.fail("step", f"unknown step '{step}' (acquire or manage)")
        state.step = step or "acquire"
    elif phase == "rewards":
        state.phase, state.step = "rewards", "start"


def read_tiles(reader: Reader, value: Any, state: FWState) -> None:
    """``tiles: {tile id: place}``: the bonus tiles on the round track (the epic game)."""
    if not is_epic(state):
        raise reader.fail("tiles", "bonus tiles lie on the round track of the epic game only")
    c = content()
    tiles = reader.mapping(value, "tiles", tuple(c.bonus_tiles))
    places = len(c.tile_placements)
    state.tiles = [
        [tile, reader.number(place, f"tiles.{tile}", 0, places - 1)]
        for tile, place in tiles.items()
    ]
    state.bonus_tiles = True


# --- cards: moved from wherever they lie ------------------------------------------------------
def lift_card(reader: Reader, state: FWState, cid: str, path: str) -> None:
    """Take a market card out of the market (a deck, the row, the discard) to put elsewhere."""
    if cid not in market_cards_in_play(state):
        raise reader.fail(path, f"'{cid}' is not in this game's market yet")
    mk = state.market
    for key in ("weapon", "bonus", "single", "discard", "removed", "unused", "undealt"):
        if cid in mk.get(key, ()):
            mk[key].remove(cid)
            return
    for slot, card in mk["up"].items():
        if card == cid:
            mk["up"][slot] = None
            return
    for seat, data in enumerate(state.seats):
        if cid in data["designs"] or cid in data["bonus"]:
            raise reader.fail(path, f"'{cid}' already belongs to {state.names[seat]}")
    raise reader.fail(path, f"'{cid}' cannot be moved (it is a public design)")


def read_market(reader: Reader, value: Any, state: FWState) -> None:
    """``market: {up: {slot: card or null}, discard: [cards]}``."""
    c = content()
    data = reader.mapping(value, "market", MARKET_KEYS)
    kinds = {"weapon": "weapon", "bonus1": "bonus", "bonus2": "bonus"}
    kinds.update(single1="single", single2="single")
    up = reader.mapping(data.get("up", {}), "market.up", tuple(kinds))
    for slot, cid in up.items():
        path = f"market.up.{slot}"
        old = state.market["up"][slot]
        if old is not None:
            state.market["up"][slot] = None
            state.market[kinds[slot]].append(old)
        if cid is None:
            continue
        valid = {
            "weapon": [w.id for w in c.all_weapons.values() if w.where == "deck"],
            "bonus": list(c.all_bonus),
            "single": list(c.all_single_use),
        }[kinds[slot]]
        reader.ident(cid, path, valid, f"{kinds[slot]} card")
        lift_card(reader, state, cid, path)
        state.market["up"][slot] = cid
    for i, cid in enumerate(reader.listing(data.get("discard", []), "market.discard")):
        path = f"market.discard[{i}]"
        reader.ident(cid, path, [*c.all_bonus, *c.all_single_use, *c.all_weapons], "market card")
        lift_card(reader, state, cid, path)
        state.market["discard"].append(cid)


def read_offer(reader: Reader, value: Any, state: FWState) -> None:
    """``offer: [quest id or null, ...]``: the quest offer from its first (free) slot."""
    slots = len(state.quests["offer"])
    offer = reader.listing(value, "offer")
    if len(offer) > slots:
        raise reader.fail("offer", f"the offer has {slots} slots, not {len(offer)}")
    for slot, qid in enumerate(offer):
        old = state.quests["offer"][slot]
        if old is not None:
            state.quests["offer"][slot] = None
            state.quests[q.quest_card(old).deck].append(old)
        if qid is not None:
            lift_quest(reader, state, qid, f"offer[{slot}]")
            state.quests["offer"][slot] = qid


def lift_quest(reader: Reader, state: FWState, qid: Any, path: str) -> None:
    """Take a quest card from the offer or its deck, to put elsewhere."""
    reader.ident(qid, path, content().all_quests, "quest")
    if qid not in quest_cards_in_play(state):
        raise reader.fail(path, f"'{qid}' is not one of this game's quests")
    qs = state.quests
    for key in ("green", "grey", "red", "yellow", "gone"):
        if qid in qs.get(key, ()):
            qs[key].remove(qid)
            return
    if qid in qs["offer"]:
        qs["offer"][qs["offer"].index(qid)] = None
        return
    holder = next(i for i, d in enumerate(state.seats) if any(e["id"] == qid for e in d["quests"]))
    raise reader.fail(path, f"'{qid}' is already {state.names[holder]}'s quest")


# --- a seat -----------------------------------------------------------------------------------
def read_seat(reader: Reader, value: Any, path: str, state: FWState, seat: int) -> None:
    data = reader.mapping(value, path, SEAT_KEYS)
    record = state.seats[seat]
    for key in ("gold", "prestige"):
        if key in data:
            low = -1000 if key == "prestige" else 0
            record[key] = reader.number(data[key], f"{path}.{key}", low)
    if "designs" in data:
        read_designs(reader, data["designs"], f"{path}.designs", state, seat)
    if "cards" in data:
        state.market["bonus"] += record["bonus"]  # back into the deck: the list is exact
        record["bonus"] = []
        for i, cid in enumerate(reader.listing(data["cards"], f"{path}.cards")):
            where = f"{path}.cards[{i}]"
            reader.ident(cid, where, content().all_bonus, "market bonus card")
            lift_card(reader, state, cid, where)
            record["bonus"].append(cid)
    if "quests" in data:
        read_quests(reader, data["quests"], f"{path}.quests", state, seat)
    if "adventurers" in data:
        read_adventurers(reader, data["adventurers"], f"{path}.adventurers", state, seat)
    if "pool" in data:
        read_pool(reader, data["pool"], f"{path}.pool", state, seat)


def take_from_supply(reader: Reader, state: FWState, cost: dict[str, int], path: str) -> None:
    for rid, n in cost.items():
        if state.supply[rid] < n:
            raise reader.fail(
                path, f"{n} {rid} asked for, the supply holds only {state.supply[rid]}"
            )
        state.supply[rid] -= n


def read_pool(reader: Reader, value: Any, path: str, state: FWState, seat: int) -> None:
    """The seat's cubes, exactly (a resource not named is 0), taken from the supply."""
    pool = state.seats[seat]["pool"]
    amounts = reader.mapping(value, path, resource_ids())
    for rid in pool:
        state.supply[rid] += pool[rid]
        pool[rid] = 0
    wanted = {rid: reader.number(n, f"{path}.{rid}", 0) for rid, n in amounts.items()}
    for rid, n in wanted.items():
        take_from_supply(reader, state, {rid: n}, f"{path}.{rid}")
        pool[rid] = n


def read_designs(reader: Reader, value: Any, path: str, state: FWState, seat: int) -> None:
    """Exactly the designs the seat owns besides its starting cards: public ones are claimed,
    unique ones lie on its mat (the seat's earlier ones go back to the weapon deck)."""
    c = content()
    record = state.seats[seat]
    for claims in state.market["claims"].values():
        if seat in claims:
            claims.remove(seat)
    for did in record["designs"]:
        if did not in c.rules.player_cards:  # an older stage's design leaves the game
            old = is_epic(state) and c.all_weapons[did].stage < stage_of(state)
            state.market["unused" if old else "weapon"].append(did)
    record["designs"] = [d for d in record["designs"] if d in c.rules.player_cards]
    for i, did in enumerate(reader.listing(value, path)):
        where = f"{path}[{i}]"
        reader.ident(did, where, c.all_weapons, "weapon design")
        if did in c.rules.player_cards:
            continue
        if did in state.market["public"]:
            claims = state.market["claims"].setdefault(did, [])
            if seat not in claims:
                claims.append(seat)
        elif c.all_weapons[did].unique:
            lift_card(reader, state, did, where)
            state.seats[seat]["designs"].append(did)
        else:
            raise reader.fail(where, f"'{did}' is still face down in the weapon deck")


def read_quests(reader: Reader, value: Any, path: str, state: FWState, seat: int) -> None:
    """``[{id, step, taken}]``: active quests, the tracker on ``step`` (1 = the first step),
    taken in round ``taken`` (by default as many rounds ago as the steps it has advanced)."""
    entries = reader.listing(value, path)
    trackers = content().rules.quest_trackers
    if len(entries) > trackers:
        raise reader.fail(path, f"a player has {trackers} quest trackers, not {len(entries)}")
    record = state.seats[seat]
    for adv in record["advs"]:
        drop_weapon(state, adv)
        adv["quest"] = None
    for entry in record["quests"]:
        state.quests[q.quest_card(entry["id"]).deck].append(entry["id"])
    record["quests"] = []
    for i, item in enumerate(entries):
        where = f"{path}[{i}]"
        if isinstance(item, str):
            item = {"id": item}
        data = reader.mapping(item, where, QUEST_KEYS)
        qid = data.get("id")
        lift_quest(reader, state, qid, f"{where}.id")
        steps = sum(leg.steps for leg in q.quest_card(qid).legs)
        step = reader.number(data.get("step", 1), f"{where}.step", 1, steps)
        default = max(1, state.round - (step - 1))
        taken = reader.number(data.get("taken", default), f"{where}.taken", 1, state.round)
        entry: dict[str, Any] = {"id": qid, "pos": step - 1, "taken": taken, "rushed": 0}
        if is_epic(state):
            entry["paid"] = 0
        record["quests"].append(entry)


def read_adventurers(reader: Reader, value: Any, path: str, state: FWState, seat: int) -> None:
    """The seat's adventurers, replacing its own: each a level, or ``{level, quest, weapon,
    title}`` (an adventurer on a quest carries a weapon forged from the supply's cubes)."""
    c = content()
    record = state.seats[seat]
    for adv in record["advs"]:
        drop_weapon(state, adv)
    state.adventurers_left += len(record["advs"])
    advs = []
    titles: set[str] = set()
    for i, item in enumerate(reader.listing(value, path)):
        where = f"{path}[{i}]"
        data = (
            {"level": item}
            if isinstance(item, int)
            else reader.mapping(item, where, ADVENTURER_KEYS)
        )
        level = reader.number(data.get("level", 1), f"{where}.level", 1, c.rules.max_level)
        adv: dict[str, Any] = {"id": i, "level": level, "quest": None, "weapon": None}
        quest, weapon = data.get("quest"), data.get("weapon")
        if (quest is None) != (weapon is None):
            raise reader.fail(
                where, "an adventurer on a quest needs a weapon, and only one on a quest has one"
            )
        if quest is not None:
            mine = [e["id"] for e in record["quests"]]
            adv["quest"] = reader.ident(
                quest, f"{where}.quest", mine, f"quest of {state.names[seat]}"
            )
            design = c.all_weapons[
                reader.ident(weapon, f"{where}.weapon", c.all_weapons, "weapon design")
            ]
            if not q.can_wield(level, design):
                raise reader.fail(
                    f"{where}.weapon",
                    f"a level-{level} adventurer cannot wield {design.name} (level {design.level})",
                )
            take_from_supply(reader, state, dict(design.cost), f"{where}.weapon")
            adv["weapon"] = design.id
        if "title" in data:
            if not is_epic(state):
                raise reader.fail(f"{where}.title", "champion titles are for the epic game")
            title = reader.ident(data["title"], f"{where}.title", c.champions, "champion title")
            if level != c.rules.max_level or title in titles:
                raise reader.fail(
                    f"{where}.title", "a title goes to a level-4 adventurer, each title once"
                )
            titles.add(title)
            adv["title"] = title
        advs.append(adv)
    if len(advs) > state.adventurers_left:
        raise reader.fail(
            path, f"only {state.adventurers_left} adventurer tiles are left in the box"
        )
    state.adventurers_left -= len(advs)
    record["advs"], record["next_adv"] = advs, len(advs)


# --- the mine ---------------------------------------------------------------------------------
def read_mine(
    reader: Reader, value: Any, state: FWState, refs: dict[str, int], colours: int, seed: int
) -> Mine:
    """``mine: {sides, gap, resources, overseers, workers}`` over the game's own mine."""
    data = reader.mapping(value, "mine", MINE_KEYS)
    assert state.mine is not None
    board = state.mine.board
    if "sides" in data or "gap" in data:
        board = read_board(reader, data, state, colours)
    base = Mine(board, {}, {})
    used: dict[Hex, str] = {}

    def pieces(key: str, limit: int) -> dict[Hex, int]:
        return read_pieces(reader, data[key], f"mine.{key}", base, refs, colours, limit, used)

    workers = pieces("workers", WORKERS_PER_COLOUR) if "workers" in data else {}
    if "overseers" in data:
        overseers = pieces("overseers", OVERSEERS_PER_COLOUR)
    else:
        overseers = {h: s for h, s in state.mine.overseers.items() if h in board and h not in used}
    if "workers" not in data:
        workers = {h: s for h, s in state.mine.workers.items() if h in board and h not in overseers}
    overseers = fill_overseers(base, overseers, workers, colours, seed)
    resources: dict[Coords, str] = {}
    by_kind = reader.mapping(data.get("resources", {}), "mine.resources", resource_ids())
    for rid, hexes in by_kind.items():
        for i, item in enumerate(reader.listing(hexes, f"mine.resources.{rid}")):
            h = reader.hex(item, f"mine.resources.{rid}[{i}]", base)
            resources[(h.q, h.r)] = rid
    return make_mine(
        colours,
        {(h.q, h.r): s for h, s in overseers.items()},
        {(h.q, h.r): s for h, s in workers.items()},
        resources,
        board=board,
    )


def read_board(reader: Reader, data: dict[str, Any], state: FWState, colours: int) -> Any:
    stage = stage_of(state)
    outcomes = side_outcomes(colours, stage)
    sides = data.get("sides", list(outcomes[0][0]))
    gap = data.get("gap", 0)
    count = len(outcomes[0][0])
    listed = [
        reader.number(s, f"mine.sides[{i}]", 0, 1)
        for i, s in enumerate(reader.listing(sides, "mine.sides"))
    ]
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
    value: Any,
    path: str,
    base: Mine,
    refs: dict[str, int],
    colours: int,
    limit: int,
    used: dict[Hex, str],
) -> dict[Hex, int]:
    """``{seat: [[q, r], ...]}``: overseers or workers by colour; ``used`` records every hex
    taken so far (a hex holds one piece)."""
    if not isinstance(value, dict):
        raise reader.fail(path, "must map each colour to a list of hexes")
    kind = path.rsplit(".", 1)[-1]
    piece = kind.rstrip("s")
    out: dict[Hex, int] = {}
    for ref, hexes in value.items():
        seat = seat_of(reader, ref, f"{path}.{ref}", refs, colours)
        listed = reader.listing(hexes, f"{path}.{ref}")
        if len(listed) > limit:
            raise reader.fail(
                f"{path}.{ref}", f"{len(listed)} {kind} for {ref}: a colour has only {limit}"
            )
        for i, item in enumerate(listed):
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
    players = content().rules.player_cards
    advs: list[object] = []
    for adv in data["advs"]:
        if adv["quest"] is None and not adv.get("title"):
            advs.append(adv["level"])
        else:
            item = {"level": adv["level"], "quest": adv["quest"], "weapon": adv["weapon"]}
            if adv.get("title"):
                item["title"] = adv["title"]
            advs.append(item)
    return {
        "gold": data["gold"],
        "prestige": data["prestige"],
        "pool": {rid: n for rid, n in data["pool"].items() if n},
        "adventurers": advs,
        "designs": sorted(d for d in q.owned_designs(state, seat) if d not in players),
        "cards": sorted(data["bonus"]),
        "quests": [{"id": e["id"], "step": e["pos"] + 1} for e in data["quests"]],
        "completed": data["completed"],
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
