"""The engine's shortcuts give the answers the rules give from scratch.

Legal moves are remembered per state and handed on from move to move (``moves._Moves``), route
searches are shared between states (remembered by the board: ``movement._route_table``), a
state's indexes (units by place, by uid) are updated rather than rebuilt, and the session
remembers whose turn a state is. Random
games are played and every movement-phase state is compared with a fresh copy of itself (made
with ``dataclasses.replace``: no memo, no index) worked out with empty caches.
"""

from __future__ import annotations

import dataclasses

import pytest
from wpfixtures import apply_move, position, small_world

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.warparty import movement, moves, purchases, start
from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.content_map import Border, Territory
from forgegames.games.warparty.model import side_of
from forgegames.games.warparty.moves import move_actions
from forgegames.games.warparty.state import (
    Unit,
    WPState,
    evolve,
    replace_units,
    rested,
    without_units,
)
from forgegames.games.warparty.world import World

TITLE = registry.get("warparty")

GAMES = [
    (2, "standard", 1),
    (2, "standard", 2),
    (2, "quick-play", 3),
    (3, "standard", 4),
    (4, "quick-play-short", 5),
]


def fresh(state: WPState) -> WPState:
    """The same state with nothing remembered, and the shared caches emptied."""
    for cache in shared():
        cache.clear()
    return dataclasses.replace(state)


def moving(state: WPState) -> bool:
    return state.phase == "move" and state.battle is None and not state.retreat and not state.offer


def check_state(state: WPState, legal: list) -> int:
    """Compare what the game worked out for ``state`` with a fresh copy's answers."""
    again = fresh(state)
    assert again == state
    assert TITLE.legal_actions(again) == legal, "legal actions differ (or their order)"
    w = TITLE.world
    side = state.side
    if ("context", side) in state.memo:
        assert state.memo["context", side] == movement._context(again, w.geo, w.armies, side)
    if ("freers", side) in state.memo:
        assert state.memo["freers", side] == movement.freers(again, w.geo, w.armies, side)
    rough = {t.id for t in w.geo.territories if t.terrain in movement.ROUGH}
    enemies = {u.place for u in again.units if side_of(u.army) != side}
    freeing = {t for t in rough if movement.frees(again, w.geo, w.armies, t, side)}
    assert movement._context(again, w.geo, w.armies, side) == (enemies, freeing), "the rule"
    check_indexes(state, again)
    for move in [a for a in legal if isinstance(a, Move)][::7]:
        # the routes a move takes, read from the state's moves, are those found afresh
        units = [state.unit(uid) for uid in move.units]
        found = moves._work_out_plans(state, w, units, move.dest)
        assert found == moves._work_out_plans(fresh(state), w, units, move.dest)
    return 1


def by_place(units: tuple[Unit, ...]) -> dict[str, tuple[Unit, ...]]:
    """Units by place, worked out here (a copy of a state shares its index with it)."""
    places = dict.fromkeys(u.place for u in units)
    return {p: tuple(u for u in units if u.place == p) for p in places}


def check_indexes(state: WPState, again: WPState) -> None:
    if "by_place" in state.__dict__:
        assert state.by_place == by_place(state.units)
    if "_positions" in state.__dict__:
        assert state._positions == again._positions
    for u in state.units:
        assert u.place == (movement.stream_key(u.at, u.across) if u.across else u.at)
        assert state.unit(u.uid) is u


@pytest.mark.parametrize(("players", "variant", "seed"), GAMES)
def test_remembered_moves_are_the_moves_worked_out_afresh(players, variant, seed):
    session = Session(TITLE, bot_config(TITLE, players, variant, ["random"]), seed)
    session.resolve_chance()
    checked = 0
    while not session.over:
        state = session.state
        assert session.active == TITLE.current_player(dataclasses.replace(state))
        if moving(state):
            checked += check_state(state, session.legal_actions())
        if len(session.history) % 3 == 0:
            # worked out now from the index of an earlier state (in other states, left to
            # the rules to ask for, so the states after it update an older index)
            assert state.by_place == by_place(state.units)
        session.apply(session.bot_action())
    assert checked > 100


def shared() -> tuple[dict, ...]:
    """The caches the games of a process share: the board's route searches (each with the
    stack moves made from it) and the move actions made before."""
    return movement._route_table(TITLE.world.geo), moves._MOVES


def test_caches_shared_by_the_games_of_a_process_give_each_game_its_own_moves():
    """A uid names another unit in another game: the first eight of the bench's twenty games
    are played one after another with the shared caches kept, and the moves of the movement
    states every fifth action are compared with those worked out with empty caches (put aside,
    then restored): some 800 states."""
    config = bot_config(TITLE, 2, "standard", ["random"])
    checked = 0
    for cache in shared():
        cache.clear()
    for seed in range(1, 9):
        session = Session(TITLE, config, seed)
        session.resolve_chance()
        while not session.over:
            state = session.state
            if moving(state) and len(session.history) % 5 == 0:
                legal = session.legal_actions()
                kept = [dict(cache) for cache in shared()]
                for cache in shared():
                    cache.clear()
                assert TITLE.legal_actions(dataclasses.replace(state)) == legal, seed
                for cache, before in zip(shared(), kept, strict=True):
                    cache.clear()
                    cache.update(before)
                checked += 1
            session.apply(session.bot_action())
    assert checked > 500


def buying(state: WPState) -> bool:
    return (
        state.phase in ("collect", "setup")
        and state.battle is None
        and not state.rolling
        and not state.offer
    )


@pytest.mark.parametrize(("players", "variant", "seed"), GAMES)
def test_offers_handed_on_from_purchase_to_purchase_are_the_offers_worked_out_afresh(
    players, variant, seed
):
    """What each army may buy but for its treasury is handed on by a purchase (the other armies'
    unchanged, the buyer's with the kind it bought or the city sites judged again); every state
    of the placement phases is compared with a fresh copy's answers."""
    session = Session(TITLE, bot_config(TITLE, players, variant, ["random"]), seed)
    session.resolve_chance()
    w = TITLE.world
    carried = 0
    while not session.over:
        state = session.state
        if buying(state):
            handed = {k[1]: v for k, v in state.memo.items() if k[0] == "offers"}
            legal = session.legal_actions()
            again = fresh(state)
            assert TITLE.legal_actions(again) == legal, "legal actions differ (or their order)"
            for army, found in handed.items():
                assert found == purchases.work_out_offers(again, w, army), army
                carried += army in start.acting(state)
        session.apply(session.bot_action())
    assert carried > 20


def _written(profile) -> dict:
    """A fighter's figures as a save holds them: ``screens`` only when set (older versions),
    ``frightens``, ``fearless`` and ``brave`` only when set (Fear's lent figures, heroes,
    allied monsters), and a spell's or a monster's specials only when set."""
    omitted = ("screens", "frightens", "fearless", "brave", "spell", "holy", "undead")
    omitted += ("regenerates", "resists_magic")
    return {k: v for k, v in dataclasses.asdict(profile).items() if k not in omitted or v}


def _saved_unit(unit) -> dict:
    """A unit as a save holds it: ``xp`` only when a hero has some, a spell's ``haste``,
    ``teleport`` and ``ford`` only while they last, ``explorer`` only for a priest with the
    eye, ``treasure`` only once a hero holds a card."""
    omitted = ("xp", "haste", "teleport", "ford", "explorer", "treasure")
    return {k: v for k, v in dataclasses.asdict(unit).items() if k not in omitted or v}


def test_a_game_replays_and_round_trips_through_json():
    config = bot_config(TITLE, 2, "standard", ["random"])
    session = Session(TITLE, config, 11)
    session.resolve_chance()
    while not session.over and len(session.history) < 400:
        session.apply(session.bot_action())
        data = TITLE.to_json(session.state)
        assert all("place" not in u for u in data["units"])
        # units, cities and fighters are written field by field (core.codec)
        assert data["units"] == [_saved_unit(u) for u in session.state.units]
        assert data["cities"] == [[t, dataclasses.asdict(c)] for t, c in session.state.cities]
        if session.state.battle is not None:
            sides = session.state.battle.sides
            profiles = [[_written(f.profile) for f in side] for side in sides]
            assert [[f["profile"] for f in side] for side in data["battle"]["sides"]] == profiles
        assert TITLE.from_json(data) == session.state
    replay = Session.from_save(session.save_data())
    assert replay.state == session.state


# --- a unit that leaves the ground where it freed its team ------------------------------------
# plain -- pass(mountain) -- vale: a knight (two moves) rides through the pass while a dwarf
# stands in it; once the dwarf has moved on, the pass stops it again.
PASS_PLACES = [
    Territory("plain", "Plain", 1, "plains"),
    Territory("pass", "Pass", 1, "mountain"),
    Territory("vale", "Vale", 1, "plains"),
]
PASS_BORDERS = [Border("plain", "pass", "open"), Border("pass", "vale", "open")]


def pass_world() -> World:
    return small_world(PASS_PLACES, PASS_BORDERS)


def test_moves_after_a_freeing_unit_leaves_its_mountain_are_worked_out_again():
    w = pass_world()
    state = position(("humans", "knight", "plain"), ("dwarves", "warrior", "pass"))
    assert Move((1,), "vale") in move_actions(state, w), "the dwarf frees the pass"
    after = apply_move(state, w, Move((2,), "vale"))
    assert Move((1,), "vale") not in move_actions(after, w)
    assert move_actions(after, w) == move_actions(fresh(after), w)
    back = apply_move(
        position(*[(u.army, u.kind, u.at) for u in after.units]), w, Move((2,), "pass")
    )
    assert Move((1,), "vale") in move_actions(back, w), "and frees it again when it comes back"


def test_moves_carried_from_state_to_state_match_a_fresh_look():
    w = pass_world()
    state = position(
        ("humans", "knight", "plain"),
        ("humans", "soldier", "plain"),
        ("humans", "soldier", "plain"),
        ("dwarves", "warrior", "pass"),
        ("dwarves", "warrior", "vale"),
    )
    for move in (Move((2,), "pass"), Move((5,), "pass"), Move((4,), "plain")):
        assert move in move_actions(state, w)
        state = apply_move(state, w, move)
        assert move_actions(state, w) == move_actions(fresh(state), w)


# --- records ------------------------------------------------------------------------------------
def test_evolve_is_dataclasses_replace():
    unit = Unit(3, "humans", "soldier", "field", start="home")
    for changes in ({"at": "meadow"}, {"across": "meadow", "moved": True}, {}):
        assert evolve(unit, **changes) == dataclasses.replace(unit, **changes)
        assert evolve(unit, **changes).place == dataclasses.replace(unit, **changes).place
    state = position(("humans", "soldier", "home"))
    assert evolve(state, clock=7) == dataclasses.replace(state, clock=7)
    state.memo["x"] = 1  # what a state remembers comes after its fields
    state.by_place, state.unit(1)  # noqa: B018
    later = evolve(state, clock=8)
    assert later == dataclasses.replace(state, clock=8)
    fields = [f.name for f in dataclasses.fields(WPState)]
    # the memo is left behind; the indexes of the very same units are kept
    assert list(later.__dict__) == [*fields, "by_place", "_positions"]
    assert later.by_place is state.by_place and "memo" not in later.__dict__
    assert list(evolve(state, units=(), clock=8).__dict__) == fields
    assert list(evolve(later, phase="combat").__dict__) == list(later.__dict__)
    for moved in (unit, evolve(unit, at="meadow", across="wood", moved=True, fought=True)):
        turned = evolve(moved, moved=False, fought=False, start=moved.at)
        assert rested(moved) == turned and rested(moved).place == turned.place
    with pytest.raises(TypeError):
        evolve(unit, wings=True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        unit.at = "hill"  # type: ignore[misc]


def test_a_moved_unit_is_the_unit_evolved():
    unit = Unit(3, "humans", "soldier", "field", start="home", tired=2, retreated=True, fought=True)
    far = movement.Route("meadow", ("field|meadow", "meadow"), 2)
    assert movement.move_unit(unit, far) == evolve(unit, at="meadow", across="", moved=True)
    wet = movement.move_unit(unit, movement.Route("field|meadow", ("field|meadow",), 1))
    assert wet == evolve(unit, at="field", across="meadow", moved=True)
    assert wet.place == "field|meadow"


def test_replaced_units_keep_their_indexes_right():
    state = position(
        ("humans", "soldier", "home"),
        ("humans", "knight", "home"),
        ("goblins", "warrior", "field"),
    )
    state.by_place, state.unit(1)  # noqa: B018 - worked out, so they are carried
    moved = [evolve(state.unit(2), at="field", moved=True), evolve(state.unit(1), tired=3)]
    extra = Unit(9, "undead", "skeleton", "field")
    after = replace_units(state, [*moved, extra])
    again = dataclasses.replace(after)
    assert [u.uid for u in after.units] == [1, 2, 3, 9]
    assert after.by_place == by_place(again.units)
    assert after.units_at("field") == by_place(again.units)["field"]
    assert after.unit(2) == again.unit(2) and after.unit(9) == extra
    tired = replace_units(after, [evolve(after.unit(3), tired=4)])  # in place
    later = replace_units(tired, [evolve(after.unit(1), at="road")])  # from tired's index
    assert tired.by_place == by_place(tired.units)
    assert later.by_place == by_place(later.units)
    assert replace_units(later, [evolve(later.unit(9), moved=True)]).units_at("field") == (
        later.unit(2),
        later.unit(3),
        evolve(later.unit(9), moved=True),
    )


def test_added_and_removed_units_keep_their_indexes_right():
    state = position(
        ("humans", "soldier", "home"),
        ("goblins", "warrior", "field"),
        ("humans", "knight", "field"),
    )
    state.by_place, state.unit(1)  # noqa: B018 - worked out, so they are carried
    # units bought one after another go last in their places (no pass over all the units)
    one = replace_units(state, [Unit(7, "humans", "soldier", "field")], next_uid=8)
    kept = evolve(one, clock=5)  # the same units: the way to their index is kept
    two = replace_units(
        kept, [Unit(8, "humans", "soldier", "home"), evolve(one.unit(1), at="road")]
    )
    assert one.next_uid == 8 and two.clock == 5
    assert [u.uid for u in two.units] == [1, 2, 3, 7, 8]
    for s in (one, kept, two):
        assert s.by_place == by_place(s.units)
    assert two.units_at("field") == (two.unit(2), two.unit(3), two.unit(7))
    # the fallen leave: only the places they left are worked out again
    gone = without_units(two, [two.unit(3), two.unit(7)], clock=6)
    assert [u.uid for u in gone.units] == [1, 2, 8] and gone.clock == 6
    assert gone.by_place == by_place(gone.units) and gone.units_at("field") == (gone.unit(2),)
    empty = without_units(gone, [gone.unit(2)])
    assert "field" not in empty.by_place and empty.by_place == by_place(empty.units)


def test_a_uid_listed_twice_is_replaced_where_it_first_stands():
    twice = position(("humans", "soldier", "home"), ("humans", "soldier", "road"))
    twice = dataclasses.replace(twice, units=(*twice.units, evolve(twice.units[0], at="hill")))
    assert twice.unit(1).at == "hill", "the last one, as a dict of the units would have it"
    after = replace_units(twice, [evolve(twice.units[0], at="field")])
    assert [u.at for u in after.units] == ["field", "road", "hill"]
