"""The engine's shortcuts give the same answers as the plain way.

Every position of many seeded games (random and greedy bots, 2, 3 and 4 players, every variant
of the title) is checked: a ``clone`` shares nothing with its original; ``apply`` never changes
the state it is given and, sharing its frozen parts, gives what it gives on a ``clone``; the
legal actions and chance outcomes a state remembers are those worked out afresh; the mine's
lines of hexes (worked out once per board) give the moves and strikes that stepping hex by hex
gives.
"""

from __future__ import annotations

import dataclasses
import functools
import json
from typing import Any

import pytest

from forgegames.core.codec import decode, encode
from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import FrozenMap, evolve
from forgegames.core.hexgrid import DIRECTIONS, Hex
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.core.title import CHANCE, TERMINAL
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.chance import _setups, chance_actions, has_outcomes, is_outcome
from forgegames.games.forge_war.economy import (
    buy_price,
    buys_allowed,
    has,
    merchant_options,
    stall_sides,
    stall_usable,
    traded_resources,
)
from forgegames.games.forge_war.game_actions import (
    CODEC,
    Buy,
    Done,
    Equip,
    Reveal,
    Sell,
    Unassign,
    UseStall,
    shared,
)
from forgegames.games.forge_war.mine import (
    Mine,
    MovePath,
    _legal_path,
    _path,
    destinations,
    resolve_strikes,
    why_not_move,
)
from forgegames.games.forge_war.mine_actions import (
    MineSides,
    MoveOverseer,
    PlaceOverseer,
    move_action,
    place_action,
)
from forgegames.games.forge_war.mine_board import side_outcomes
from forgegames.games.forge_war.mine_phase import (
    MinePhase,
    Placement,
    move_options,
)
from forgegames.games.forge_war.move_table import is_legal
from forgegames.games.forge_war.notes import _hex_label, hex_label, resource_label
from forgegames.games.forge_war.quests import can_wield, manage_options, owned_designs
from forgegames.games.forge_war.resources import load_resources, resource_name
from forgegames.games.forge_war.state import FWState, with_seat

pytestmark = pytest.mark.xdist_group("forge-war-played-games")
"""One worker runs these tests (``--dist loadgroup``, pyproject.toml):
its tests share the played games (``played``)."""

GAMES = [
    (variant.id, players, bots, seed)
    for variant in TITLE.info.variants
    for players in range(
        TITLE.info.seats_for(variant.id)[0], TITLE.info.seats_for(variant.id)[1] + 1
    )
    for bots, seed in ((("random",), 11), (("greedy", "random"), 21))
]
"""A game of random players and one of a greedy and a random player for every variant and seat
count (the random games reach the rare moves; the greedy player the long quest lines). Three
random seeds a configuration (32 games) made this file a third of the suite's time, on one
worker; two more random games per configuration is the coverage given up."""


class WritingDown(Session):
    """A session that writes down each state as soon as it is made (chance draws' states
    included): the state and its encoding then, in ``made``."""

    def __init__(self, *args: Any) -> None:
        self.made: list[tuple[FWState, Any]] = []
        super().__init__(*args)
        self.made.append((self.state, encode(self.state)))

    def _apply_one(self, action, drawn=False):
        events = super()._apply_one(action, drawn)
        self.made.append((self.state, encode(self.state)))
        return events


WRITTEN: dict[tuple[Any, ...], tuple[list[tuple[FWState, Any]], int]] = {}
"""What ``played`` wrote down of each game as it was played (``WritingDown.made``), and the
length of the game's history."""


@functools.cache
def played(variant: str, players: int, bots: tuple[str, ...], seed: int) -> tuple[FWState, ...]:
    """Every state of a seeded bot game, first to last (as ``Session.states`` makes them
    again); each state as it was made, with its encoding then, is in ``WRITTEN``."""
    session = WritingDown(TITLE, bot_config(TITLE, players, variant, list(bots)), seed)
    session.resolve_chance()
    while not session.over:
        session.apply(session.bot_action())
    WRITTEN[variant, players, bots, seed] = (session.made, len(session.history))
    return tuple(session.states())


def containers(value: Any, found: dict[int, Any]) -> dict[int, Any]:
    """Every dict and list inside ``value`` by id (kept alive in ``found``): those that can
    change (a ``FrozenMap`` is shared safely)."""
    if isinstance(value, FrozenMap):
        return found
    if isinstance(value, dict):
        found[id(value)] = value
        for item in value.values():
            containers(item, found)
    elif isinstance(value, list):
        found[id(value)] = value
        for item in value:
            containers(item, found)
    return found


DATA = ("names", "order", "supply", "seats", "market", "quests", "wealth_deck", "chance", "pending")


def state_containers(state: FWState) -> dict[int, Any]:
    found: dict[int, Any] = {}
    for key in DATA:
        containers(getattr(state, key), found)
    return found


@pytest.mark.parametrize("game", GAMES, ids=lambda g: "-".join(map(str, g)))
def test_no_part_of_any_state_can_be_changed(game):
    """Every state of a game holds no list or plain dict anywhere (its maps are
    ``FrozenMap``s, its sequences tuples, its seats and its mine records), so states may share
    parts."""
    for state in played(*game):
        found = state_containers(state)
        assert not found, f"a part that can change: {list(found.values())[:3]}"
        assert all(isinstance(item, FrozenMap) for item in state.pending)
        if state.mine is not None:
            mine, board = state.mine, state.mine.board
            maps = (mine.overseers, mine.workers, board.resources, board.pieces)
            assert all(isinstance(part, FrozenMap) for part in maps)


def forgotten(state: FWState) -> FWState:
    """``state`` without its remembered answers (``evolve`` never hands them on), sharing
    every part."""
    return evolve(state, turn=state.turn)


def read_back(state: FWState) -> FWState:
    """A copy of ``state`` that shares nothing with it and remembers nothing (as a save
    loaded)."""
    return decode(FWState, json.loads(json.dumps(encode(state))))


def test_a_state_refuses_every_change_and_evolve_makes_the_changed_copy():
    state = played("simple", 2, ("random",), 11)[5]
    for field in ("round", "phase", "seats", "memo"):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(state, field, None)
    later = evolve(state, round=state.round + 1)
    assert later.round == state.round + 1 and later.seats is state.seats
    assert later != state and evolve(later, round=state.round) == state


def remembered(state: FWState) -> bool:
    """Whether the rules have remembered answers about ``state`` (``FWState.memo``)."""
    return bool(state.__dict__.get("memo"))


# --- remembered answers (``state.memo``) --------------------------------------------------------
def candidates(states: tuple[FWState, ...]) -> list[Any]:
    """Actions legal somewhere in the game: most are illegal in any one position."""
    found: dict[Any, None] = {}
    for state in states:
        for action in TITLE.legal_actions(state):
            found.setdefault(action)
        for action, _p in TITLE.chance_outcomes(state):
            found.setdefault(action)
    return list(found)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: "-".join(map(str, g)))
def test_remembered_legal_actions_and_outcomes_are_the_fresh_ones(game):
    """The states of a played game were asked about while it was played (the bot, then apply);
    their remembered answers still equal the answers worked out afresh for an unremembered
    copy, and the set lookups agree with the lists."""
    states = played(*game)
    others = candidates(states)
    for state in states[1:]:
        assert remembered(state) or TITLE.current_player(state) == TERMINAL  # asked in play
        fresh = forgotten(state)
        assert not remembered(fresh)
        legal = TITLE.legal_actions(fresh)
        assert TITLE.legal_actions(state) == legal
        assert TITLE.chance_outcomes(state) == TITLE.chance_outcomes(fresh)
        if TITLE.current_player(state) == CHANCE:
            outcomes = set(chance_actions(fresh, fresh.chance[0]))  # actions hash as they compare
            assert [a for a in others if is_outcome(state, a)] == [
                a for a in others if a in outcomes
            ]
        else:
            listed = set(legal)
            assert [a for a in others if is_legal(state, a)] == [a for a in others if a in listed]
        assert encode(state) == encode(fresh)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: "-".join(map(str, g)))
def test_the_quick_check_for_chance_outcomes_agrees_with_the_list(game):
    for state in played(*game):
        for task in state.chance:
            assert has_outcomes(state, task) == bool(chance_actions(state, task)), task


def test_a_remembered_state_rejects_what_a_fresh_one_rejects_with_the_same_reason():
    states = played("simple", 3, ("random",), 12)
    others = candidates(states)
    for state in states[1::7]:
        copy = read_back(state)
        for action in others[::5]:
            reasons = []
            for s in (state, copy):
                try:
                    TITLE.apply(s, action)
                    reasons.append(None)
                except IllegalAction as exc:
                    reasons.append(str(exc))
            assert reasons[0] == reasons[1], action


def test_a_copy_forgets_and_a_state_asked_about_remembers():
    state = played("simple", 2, ("random",), 11)[5]
    assert TITLE.legal_actions(state) or TITLE.chance_outcomes(state)
    assert remembered(state)
    assert not remembered(read_back(state))
    assert not remembered(TITLE.view(state, 0))
    assert not remembered(evolve(state, turn=state.turn))  # never handed on


# --- the mine: lines of hexes worked out once per board -----------------------------------------
def destinations_by_steps(mine: Mine, start: Hex) -> list[tuple[Hex, MovePath]]:
    """The movement rule stepped out hex by hex (the way ``destinations`` used to be written)."""
    out: list[tuple[Hex, MovePath]] = []
    for i, d in enumerate(DIRECTIONS):
        crossed: list[Hex] = []
        h = start + d
        while h in mine.board and h not in mine.overseers:
            if h in mine.workers:
                passed: list[Hex] = []
                while h in mine.workers:
                    passed.append(h)
                    h = h + d
                if mine.free(h):
                    out.append((h, MovePath(i, tuple(crossed), tuple(passed))))
                break
            out.append((h, MovePath(i, tuple(crossed), ())))
            crossed.append(h)
            h = h + d
    return out


def mines() -> list[Mine]:
    found: dict[int, Mine] = {}
    for game in GAMES:
        for state in played(*game):
            if state.mine is not None:
                found.setdefault(id(state.mine), state.mine)
    return list(found.values())


def test_the_boards_lines_and_neighbours_are_stepped_out_ones():
    boards = {id(m.board): m.board for m in mines()}
    assert len(boards) >= len(GAMES)
    for board in boards.values():
        assert board.hexes == tuple(sorted(board.resources, key=lambda h: (h.r, h.q)))
        for h in board.resources:
            for d, line in zip(DIRECTIONS, board.rays[h], strict=True):
                stepped, n = [], h + d
                while n in board:
                    stepped.append(n)
                    n = n + d
                assert line == tuple(stepped)
            assert board.neighbours[h] == tuple(n for n in h.neighbours() if n in board)


def test_destinations_are_the_stepped_out_ones_in_every_mine_of_the_games():
    checked = 0
    for mine in mines():
        for start in mine.overseers:
            expected = destinations_by_steps(mine, start)
            assert destinations(mine, start) == expected
            checked += len(expected)
    assert checked > 10_000


def strikes_by_search(mine: Mine) -> list[tuple[Hex, ...]]:
    """Every group of 5 or more same-colour workers, searched from every worker through all six
    neighbours, smallest (row, column) first: the strikes as the rules define them."""
    groups, seen = [], set()
    for h in sorted(mine.workers, key=lambda x: (x.r, x.q)):
        if h in seen:
            continue
        seat, group, todo = mine.workers[h], {h}, [h]
        while todo:
            for n in todo.pop().neighbours():
                if mine.workers.get(n) == seat and n not in group:
                    group.add(n)
                    todo.append(n)
        seen |= group
        if len(group) >= 5:
            groups.append(tuple(sorted(group, key=lambda x: (x.r, x.q))))
    return groups


def test_strikes_are_the_groups_a_search_of_every_worker_finds():
    """Through the board's neighbours, and only in colours with 5 workers or more in the mine,
    the strikes found are those a search of every worker through all six neighbours finds:
    in each mine of the games, with all its workers turned to one colour, and to two."""
    found = 0
    for mine in mines():
        hexes = sorted(mine.workers, key=lambda x: (x.r, x.q))
        for workers in (
            mine.workers,
            dict.fromkeys(hexes, 1),
            {h: 2 if i % 3 else 0 for i, h in enumerate(hexes)},
            {h: 3 if h.q >= 0 else 1 for h in hexes},
        ):
            tried = evolve(mine, workers=FrozenMap(workers))
            struck, strikes, _notes = resolve_strikes(tried)
            groups = strikes_by_search(tried)
            assert [s.hexes for s in strikes] == groups
            assert [s.seat for s in strikes] == [workers[g[0]] for g in groups]
            assert set(struck.workers) == set(workers) - {h for g in groups for h in g}
            found += len(groups)
    assert found > 100


def test_a_moves_path_is_the_one_among_all_destinations():
    for mine in mines():
        for start in mine.overseers:
            for end, path in destinations_by_steps(mine, start):
                assert _path(mine, start, end) == path


def test_hex_labels_kept_with_the_board_are_the_worked_out_ones():
    for mine in mines()[:40]:
        for h in (*mine.board.hexes, Hex(50, 50)):
            assert hex_label(mine.board, h) == _hex_label(mine.board, h)
            assert hex_label(mine.board, h) == hex_label(evolve(mine.board), h)


def test_shared_move_actions_are_the_actions_they_stand_for():
    for mine in mines()[:20]:
        for start in mine.overseers:
            for end, _route in destinations(mine, start):
                action = move_action(start, end)
                assert action == MoveOverseer((start.q, start.r), (end.q, end.r))
                assert move_action(start, end) is action
        for h in mine.board.hexes:
            assert place_action(h) == PlaceOverseer((h.q, h.r))


# --- a new state shares the parts of the old one that an action leaves alone ------------------
def some_actions(state: FWState, most: int = 12) -> list[Any]:
    """Up to ``most`` of the actions possible in ``state``, spread over the list."""
    actions = TITLE.legal_actions(state) or [a for a, _p in TITLE.chance_outcomes(state)]
    step = max(1, len(actions) // most)
    return actions[::step][:most] + actions[-1:]


def outcome(state: FWState, action: Any) -> Any:
    try:
        step = TITLE.apply(state, action)
    except IllegalAction as exc:
        return str(exc)
    return encode(step.state), step.events, TITLE.current_player(step.state)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: "-".join(map(str, g)))
def test_apply_never_changes_the_state_it_is_given_and_equals_applying_to_a_copy(game):
    """Every third state of a game, with up to nine of its actions. (Every state of the random
    games and 13 actions each, before a state was frozen all the way down: nothing in one can
    change now, ``test_no_part_of_any_state_can_be_changed``, so this is the end-to-end check
    of that, and of remembered answers against fresh ones.)"""
    states = played(*game)
    for state in states[::3]:
        before = encode(state)
        copy = read_back(state)  # nothing shared, nothing remembered
        for action in some_actions(state, 8):
            got = outcome(state, action)
            assert encode(state) == before, action
            expected = outcome(copy, action)
            assert got == expected, action


@pytest.mark.parametrize("game", GAMES, ids=lambda g: "-".join(map(str, g)))
def test_no_state_of_a_game_changes_after_it_was_made(game):
    """Each state is written down as soon as it is made (chance draws' states included); at
    the end of the game every one still reads the same, though later states share parts (and
    whatever tests of this worker ran on the game's states before this one)."""
    played(*game)  # played once per worker, written down as it was played
    made, moves = WRITTEN[game]
    assert len(made) == moves + 1
    for state, when_made in made:
        assert encode(state) == when_made


def test_a_new_state_shares_what_the_action_leaves_alone():
    """A chance draw copies the deck it draws from and shares the seats; a merchant deal
    copies its seat and shares the others. (The draw taken is the game's first with another
    draw after it: the last draw of a round, or one before a draw from an empty deck, lets the
    round go on, which changes more.)"""
    states = played("simple", 3, ("random",), 11)
    draws = [
        (s, a)
        for s, a in zip(states, actions_of(states), strict=False)
        if isinstance(a, Reveal) and len(s.chance) > 1
    ]
    state, action = draws[0]
    after = TITLE.apply(state, action).state
    assert after.seats is state.seats and after.quests is state.quests
    assert after.market is not state.market and after.chance is not state.chance
    deals = [
        (s, a) for s, a in zip(states, actions_of(states), strict=False) if isinstance(a, Sell)
    ]
    state, action = deals[-1]
    after = TITLE.apply(state, action).state
    seat = TITLE.current_player(state)
    assert after.seats[seat] is not state.seats[seat]
    assert all(after.seats[i] is state.seats[i] for i in range(3) if i != seat)
    assert after.supply is not state.supply and after.market is state.market


def actions_of(states: tuple[FWState, ...]) -> list[Any]:
    """The action that led from each state to the next (found by trying them)."""
    out = []
    for state, nxt in zip(states, states[1:], strict=False):
        target = encode(nxt)
        options = TITLE.legal_actions(state) or [a for a, _p in TITLE.chance_outcomes(state)]
        out.append(next(a for a in options if encode(TITLE.apply(state, a).state) == target))
    return out


# --- views share what they show ------------------------------------------------------------------
def plain_view(state: FWState, seat: int) -> FWState:
    """The view worked out on a whole copy (the way ``view`` used to be written)."""
    v = evolve(state, wealth_deck=("?",) * len(state.wealth_deck))
    revealed = state.phase not in ("setup", "wealth")
    for i, data in enumerate(v.seats):
        if i == seat:
            continue
        v = with_seat(v, i, hand=("?",) * len(data.hand))
        if not revealed and data.kept is not None:
            v = with_seat(v, i, kept=("?",) * len(data.kept), stack=False)
    return v


@pytest.mark.parametrize("game", GAMES, ids=lambda g: "-".join(map(str, g)))
def test_a_view_equals_the_one_made_on_a_whole_copy(game):
    hidden = 0
    for state in played(*game):
        before = encode(state)
        for seat in range(state.players):
            view = TITLE.view(state, seat)
            expected = plain_view(state, seat)
            assert view == expected
            assert encode(view) == encode(expected)
            hidden += view.seats != state.seats
        assert encode(state) == before
    assert hidden > 0 or state.players == 1  # others' wealth choices were hidden somewhere


# --- shared action objects and the merchant --------------------------------------------------
def merchant_options_plainly(state: FWState, seat_index: int) -> list[Any]:
    """The merchant's and stalls' deals (the way ``merchant_options`` used to be written)."""
    seat = state.seats[seat_index]
    out: list[Any] = []
    if seat.buys < buys_allowed(TITLE.world, seat):
        for rid in traded_resources():
            if seat.gold >= buy_price(TITLE.world, rid) and state.supply.get(rid, 0) > 0:
                out.append(Buy(rid))
    if seat.sells < 1:
        for rid in traded_resources():
            if seat.pool.get(rid, 0) > 0:
                out.append(Sell(rid))
    for card in seat.bonus:
        if TITLE.world.content.all_bonus[card].kind != "stall" or not stall_usable(
            TITLE.world, seat, card
        ):
            continue
        for give in ("left", "right"):
            paid, got = stall_sides(TITLE.world, card, give)
            if has(seat, paid) and all(state.supply.get(r, 0) >= n for r, n in got.items()):
                out.append(UseStall(card, give))
    return out


@pytest.mark.parametrize("game", GAMES, ids=lambda g: "-".join(map(str, g)))
def test_merchant_deals_and_shared_actions_are_the_plain_ones(game):
    """Every seat's merchant deals in every position equal the plainly worked-out ones; every
    listed action (shared objects) reads back from its text form as itself."""
    for state in played(*game):
        if state.phase in ("setup", "wealth", "place"):
            continue
        for seat in range(state.players):
            assert merchant_options(state, seat) == merchant_options_plainly(state, seat)
        for action in TITLE.legal_actions(state) + [a for a, _p in TITLE.chance_outcomes(state)]:
            again = CODEC.parse(str(action))
            assert again == action and str(again) == str(action)
            assert shared(type(action), *dataclasses.astuple(action)) is shared(
                type(action), *dataclasses.astuple(again)
            )


# --- small shortcuts in moves, names and the mine phase ------------------------------------------
def test_a_legal_path_is_found_exactly_when_no_rule_forbids_the_move():
    checked = 0
    for mine in mines()[::3]:
        for start, seat in mine.overseers.items():
            for who in {seat, (seat + 1) % 4}:
                for end in mine.board.hexes:
                    path = _legal_path(mine, who, start, end)
                    if why_not_move(mine, who, start, end) is None:
                        assert path == _path(mine, start, end)
                        checked += 1
                    else:
                        assert path is None
    assert checked > 1000


def test_resource_labels_are_the_lower_case_names():
    for rid in [k.id for k in load_resources()] + ["Unknown-Ore"]:
        assert resource_label(rid) == resource_name(rid).lower()


def test_the_mine_phase_machines_actor_and_copies():
    phases = {id(s.mphase): s.mphase for g in GAMES for s in played(*g) if s.mphase is not None}
    for order in ((0, 1), (2, 0, 1), (3, 1, 0, 2)):
        phases |= {id(p): p for t in range(len(order) + 3) for p in [MinePhase(order, t)]}
        phases |= {id(p): p for k in range(3 * len(order) + 2) for p in [Placement(order, k)]}
    for phase in phases.values():
        if isinstance(phase, Placement):
            expected = None if phase.done else phase.order[phase.placed % len(phase.order)]
            assert phase.actor == expected
            changed = {"placed": phase.placed + 1}
        else:
            expected = None
            if not phase.done:
                expected = phase.order[0] if phase.is_extra else phase.order[phase.turn]
            assert phase.actor == expected
            changed = {"turn": phase.turn + 1, "extra_mover": phase.order[0]}
        evolved = evolve(phase, **changed)
        assert evolved == dataclasses.replace(phase, **changed)
        assert type(evolved) is type(phase)
        assert encode(evolved) == encode(dataclasses.replace(phase, **changed))


def manage_options_plainly(state: FWState, seat: int) -> list[Any]:
    """Quest management's options (the way ``manage_options`` used to be written)."""
    data = state.seats[seat]
    designs = [TITLE.world.content.all_weapons[d] for d in owned_designs(state, seat)]
    quests = [e.id for e in data.quests]
    out: list[Any] = []
    for adv in data.advs:
        for design in designs:
            if not can_wield(adv.level, design) or not has(data, design.cost):
                continue
            for qid in quests:
                if adv.quest == qid and adv.weapon == design.id:
                    continue
                out.append(Equip(adv.id, design.id, qid))
    out += [Unassign(a.id) for a in data.advs if a.quest is not None]
    return [*out, Done()]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: "-".join(map(str, g)))
def test_quest_management_options_are_the_plain_ones(game):
    for state in played(*game):
        if state.phase in ("setup", "wealth", "place"):
            continue
        for seat in range(state.players):
            assert manage_options(state, seat) == manage_options_plainly(state, seat)


def test_traded_resources_are_every_kind_and_a_fresh_list_each_time():
    first = traded_resources()
    assert first == [k.id for k in load_resources()]
    first.append("junk")
    assert traded_resources() == [k.id for k in load_resources()]


def test_apply_and_view_never_change_a_state_a_test_built():
    """A state that apply did not hand out (here one read back, as a save is loaded) is used
    as every state is: what apply and view make from it may share its parts, and it stays as
    it was."""
    states = played("simple", 2, ("random",), 12)
    tried = 0
    for state in states[1::5]:
        free = read_back(state)
        before = encode(free)
        for action in some_actions(free, 4):
            TITLE.apply(free, action)
            assert encode(free) == before, action
            tried += 1
        TITLE.view(free, 0)
        assert encode(free) == before
    assert tried > 100


def test_move_options_are_the_moves_to_the_destinations():
    checked = 0
    for mine in mines():
        for start in mine.overseers:
            expected = [move_action(start, end) for end, _route in destinations(mine, start)]
            assert move_options(mine, start) == expected
            checked += len(expected)
    assert checked > 10_000


def test_mine_set_ups_listed_once_are_the_plain_list():
    for players in (2, 3, 4):
        for stage in (1, 2, 3):
            outcomes = side_outcomes(players, stage)
            plain = [MineSides(tuple(sides), gap) for sides, gap in outcomes]
            assert _setups(players, stage) == plain
            assert _setups(players, stage) == plain  # listed again from what was kept
