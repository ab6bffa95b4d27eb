"""Rulebook examples play change by change: a move the game makes in several changes (a Forge
War overseer move: each worker it changes, the cubes paid, a strike; the road: the rush, then
each leg it finishes; the clerk: the price, then each earlier claimant paid) is shown in as
many steps, each with its own words, and the parts are the engine's own (their last position
and their events together are exactly what ``apply`` gives). The examples name places as the
board shows them, never by hex coordinates."""

from __future__ import annotations

import re

import every_title
import pytest

from forgegames.core import registry, scenario
from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.title import CHANCE, GameConfig, SeatConfig
from forgegames.games.forge_war.game_actions import Clerk, Road
from forgegames.games.forge_war.mine_actions import MoveOverseer

EXAMPLES = [
    listing.path for title in every_title.title_ids() for listing in scenario.listing(title)
]
COORDINATES = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")
"""A hex written as axial coordinates, "(-3,0)": the board shows no such thing."""
JUMP = scenario.folder("forge-war") / "mine-overseer-move.yaml"
ROAD = scenario.folder("forge-war") / "road-adventurers-savvy.yaml"
CLERK = scenario.folder("forge-war") / "clerk-claim.yaml"


def test_every_example_shows_each_change_of_a_move_in_its_own_step() -> None:
    """Where a step's move makes more than one change, the example words each change, so
    Forward shows them one by one; examples with such a move take more steps than moves."""
    split: set[str] = set()
    for path in EXAMPLES:
        loaded = scenario.load(path)
        played = scenario.run(loaded)
        assert scenario.differences(loaded, played) == [], path.name
        for index, parts in enumerate(played.parts):
            if parts > 1:
                split.add(path.name)
                assert len(loaded.steps[index].stages) == parts, (path.name, index)
                assert all(w.strip() for w in loaded.steps[index].stages), (path.name, index)
            else:
                assert not loaded.steps[index].stages, (path.name, index)
    # the overseer jump, the two player-order examples, the road and the clerk at least
    assert {JUMP.name, ROAD.name, CLERK.name} <= split and len(split) >= 5, sorted(split)


def _first_parts(path) -> tuple[object, list]:
    loaded = scenario.load(path)
    session = loaded.session()
    scenario.resolve_before(session, loaded.steps, 0)
    return session.state, scenario.parts(session, loaded.steps[0])


def test_the_road_shows_the_rush_then_each_leg_it_finished() -> None:
    before, parts = _first_parts(ROAD)
    assert len(parts) == 3
    alice = [before.seats[0]] + [p.state.seats[0] for p in parts]
    step = [s.quests[0].pos for s in alice]
    assert step[1] == step[0] + 3 and step[1] == step[2] == step[3]  # the rush, all at once
    rubies = [s.pool.get("ruby", 0) for s in alice]
    adventurers = [len(s.advs) for s in alice]
    assert rubies == [0, 0, 1, 1]  # the first leg's reward, in the second part
    assert adventurers == [3, 3, 3, 4]  # the second leg's, in the third
    assert "rushes" in parts[0].events[0].text
    assert "leg 1" in parts[1].events[0].text and "leg 2" in parts[2].events[0].text


def test_the_clerk_shows_the_price_then_each_earlier_claimant_paid() -> None:
    before, parts = _first_parts(CLERK)
    assert len(parts) == 3
    gold = [[s.gold for s in before.seats]] + [[s.gold for s in p.state.seats] for p in parts]
    assert gold == [[4, 0, 0], [2, 0, 0], [1, 1, 0], [0, 1, 1]]
    assert "claims the public design" in parts[0].events[0].text
    assert parts[1].events == parts[2].events == ()


@pytest.mark.parametrize("variant", ["simple", "epic"])
def test_the_parts_of_every_road_and_clerk_move_are_the_engine_s_move(variant: str) -> None:
    """In a game played by the computer, every road and clerk move offered is cut into parts
    that end on ``apply``'s position with ``apply``'s events, each part a change; and every
    move played too, a move that completes a quest's leg in more than one part."""
    title = registry.get("forge-war")
    seats = tuple(
        SeatConfig(n, c, "greedy") for n, c in (("A", "blue"), ("B", "orange"), ("C", "green"))
    )
    session = Session(title, GameConfig("forge-war", seats, variant, {}), 0)
    split = {Road: 0, Clerk: 0}
    while not session.over:
        session.resolve_chance()
        if session.over:
            break
        for action in session.legal_actions():
            if not isinstance(action, Road | Clerk):
                continue
            step = title.apply(session.state, action)
            parts = title.stages(session.state, action)
            assert parts[-1].state == step.state
            assert [e for p in parts for e in p.events] == list(step.events)
            states = [session.state] + [p.state for p in parts]
            assert all(a != b for a, b in zip(states, states[1:], strict=False))
            split[type(action)] += len(parts) > 1
        action = session.bot_action()
        parts = title.stages(session.state, action)  # any move: a quest's leg is a part
        step = title.apply(session.state, action)
        assert parts[-1].state == step.state
        assert [e for p in parts for e in p.events] == list(step.events)
        legs = sum(" completes " in e.text and e.seat is not None for e in step.events)
        assert len(parts) > 1 or not legs or isinstance(action, MoveOverseer), action
        session.apply(action)
    assert split[Road] >= 3 and split[Clerk] >= 3, split


def test_the_overseer_jump_shows_each_worker_change_on_its_own() -> None:
    loaded = scenario.load(JUMP)
    session = loaded.session()
    scenario.resolve_before(session, loaded.steps, 0)
    parts = scenario.parts(session, loaded.steps[0])
    changes = (
        "gains a worker",
        "defects to Chiara",
        "joins Alice",
        "joins Alice",
        "defects to Bruno",
    )
    assert len(parts) == len(changes) + 2  # then the cubes paid, then the strike
    mine = [dict(session.state.mine.workers)] + [dict(p.state.mine.workers) for p in parts]
    for k, words in enumerate(changes):
        lines = [e.text for e in parts[k].events]
        assert sum(words in line for line in lines) == 1, (k, lines)
        moved = {h for h in mine[k + 1] if mine[k].get(h) != mine[k + 1][h]}
        assert len(moved) == 1, k  # exactly one worker changes in each of these parts
    assert all("receives" in e.text for e in parts[5].events)
    assert mine[6] == mine[5]  # paying moves no worker
    assert "go on strike" in parts[6].events[0].text and len(mine[7]) == len(mine[6]) - 5


@pytest.mark.parametrize("seed", range(6))
def test_the_parts_of_an_overseer_move_are_the_engine_s_move(seed: int) -> None:
    """In games played by the computer, every overseer move's parts end on ``apply``'s
    position, and their events are ``apply``'s, in order."""
    title = registry.get("forge-war")
    seats = tuple(
        SeatConfig(n, c, "random") for n, c in (("A", "blue"), ("B", "orange"), ("C", "green"))
    )
    session = Session(title, GameConfig("forge-war", seats, "simple", {}), seed)
    seen = 0
    for _ in range(400):
        if session.over:
            break
        session.resolve_chance()
        action = session.bot_action()
        if isinstance(action, MoveOverseer) and session.state.phase == "mine":
            step = title.apply(session.state, action)
            parts = title.stages(session.state, action)
            assert parts[-1].state == step.state
            assert [e for p in parts for e in p.events] == list(step.events)
            seen += len(parts) > 1
        session.apply(action)
    assert seen >= 3


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_example_names_a_hex_by_its_coordinates(lang: str) -> None:
    with speaking(lang):
        for path in EXAMPLES:
            loaded = scenario.load(path)
            words = [loaded.intro, loaded.name] + [
                w for step in loaded.steps for w in (step.say, *step.stages)
            ]
            found = [w for w in words if COORDINATES.search(w)]
            assert found == [], (path.name, found)


def test_words_for_parts_must_match_the_parts_the_game_shows(tmp_path) -> None:
    """A teacher's file that words a move's parts is checked against the game: one part
    worded too few is a difference ``--check`` reports."""
    text = JUMP.read_text(encoding="utf-8")
    cut = text.replace("      - So does his worker on the emerald hex in the centre.\n", "")
    assert cut != text
    mine = tmp_path / "jump.yaml"
    mine.write_text(cut, encoding="utf-8")
    problems = scenario.check(mine)
    assert problems == ["steps[0].stages: the move is shown in 7 parts, the file words 6"]


@pytest.mark.parametrize("seed", range(3))
def test_the_parts_of_every_kings_forge_move_are_the_engine_s_move(seed: int) -> None:
    """In King's Forge games played by the computer, every move's parts end on ``apply``'s
    position with ``apply``'s events; a move after which the game goes on by itself into the
    craft phase, or into the clean-up, shows that in a part of its own."""
    title = registry.get("kings-forge")
    seats = tuple(SeatConfig(n, c, "random") for n, c in (("A", "blue"), ("B", "orange")))
    session = Session(title, GameConfig("kings-forge", seats, "standard", {}), seed)
    split = 0
    while not session.over:
        session.resolve_chance()
        if session.over:
            break
        action = session.bot_action()
        parts = title.stages(session.state, action)
        step = title.apply(session.state, action)
        assert parts[-1].state == step.state
        assert [e for p in parts for e in p.events] == list(step.events)
        states = [session.state] + [p.state for p in parts]
        assert all(a != b for a, b in zip(states, states[1:], strict=False)), action
        onward = session.state.phase != step.state.phase or step.state.round != session.state.round
        if onward:
            assert len(parts) > 1, action
            split += 1
        session.apply(action)
    assert split >= 4


def test_a_battle_s_last_roll_shows_the_finished_battle_then_the_map() -> None:
    """Warparty: the roll that ends a battle is a part with the battle panel still up (how it
    ended), then the map with the fallen taken off."""
    from forgegames.games.warparty import combat

    loaded = scenario.load(scenario.folder("warparty") / "combat-1-soldier-and-goblin.yaml")
    session = loaded.session()
    scenario.resolve_before(session, loaded.steps, 0)
    for index in range(12):
        scenario.play_step(session, loaded.steps, index)
    first, last = scenario.parts(session, loaded.steps[12])
    assert first.state.battle is not None and combat.is_over(first.state.battle)
    assert "win the battle" in first.events[-1].text
    assert last.state.battle is None and "fell in Greenhollow" in last.events[0].text
    goblins = [u for u in first.state.units_at("greenhollow") if u.army == "goblins"]
    assert goblins and not [u for u in last.state.units_at("greenhollow") if u.army == "goblins"]


@pytest.mark.parametrize("seed", range(2))
def test_the_parts_of_every_warparty_battle_step_are_the_engine_s_move(seed: int) -> None:
    title = registry.get("warparty")
    seats = tuple(SeatConfig(n, c, "random") for n, c in (("A", "blue"), ("B", "orange")))
    session = Session(title, GameConfig("warparty", seats, title.info.variants[0].id, {}), seed)
    ended = 0
    for _ in range(3000):
        if session.over or ended >= 3:
            break
        state = session.state
        action = session.drawn_outcome() if session.active == CHANCE else session.bot_action()
        if state.battle is not None:
            parts = title.stages(state, action)
            step = title.apply(state, action)
            assert parts[-1].state == step.state
            assert [e for p in parts for e in p.events] == list(step.events)
            if step.state.battle is None:
                assert len(parts) == 2, action
                ended += 1
        session.apply(action, resolve=False)
    assert ended >= 3


def test_leaving_a_dungeon_shows_the_heroes_gone_then_the_monsters_left_behind() -> None:
    """Warparty: leaving a dungeon ends its battle outside the battle engine; its parts are
    the leaving (the battle panel over), then the map with the monsters still in the dungeon."""
    from forgegames.games.warparty import combat
    from forgegames.games.warparty.actions import LeaveDungeon

    path = scenario.folder("warparty") / "dungeon-1-haunted-ruins-leave-without-a-roll.yaml"
    loaded = scenario.load(path)
    session = loaded.session()
    scenario.resolve_before(session, loaded.steps, 0)
    for index in range(3):
        scenario.play_step(session, loaded.steps, index)
    assert loaded.steps[3].action == LeaveDungeon()
    first, last = scenario.parts(session, loaded.steps[3])
    assert first.state.battle is not None and combat.is_over(first.state.battle)
    assert [e.text for e in first.events] == [
        "The heroes leave the dungeon, back into its territory, without a roll."
    ]
    assert last.state.battle is None and last.state.delve is None
    assert [e.text for e in last.events] == ["Haunted Ruins still holds the Ghost."]
