"""Rulebook examples play change by change: a move the game makes in several changes (a Forge
War overseer move: each worker it changes, the cubes paid, a strike) is shown in as many steps,
each with its own words, and the parts are the engine's own (their last position and their
events together are exactly what ``apply`` gives). The examples name places as the board shows
them, never by hex coordinates."""

from __future__ import annotations

import re

import pytest

from forgegames.core import registry, scenario
from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war.mine_actions import MoveOverseer

EXAMPLES = [
    listing.path
    for title in ("kings-forge", "forge-war", "warparty")
    for listing in scenario.listing(title)
]
COORDINATES = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")
"""A hex written as axial coordinates, "(-3,0)": the board shows no such thing."""
JUMP = scenario.folder("forge-war") / "mine-overseer-move.yaml"


def test_every_example_shows_each_change_of_a_move_in_its_own_step() -> None:
    """Where a step's move makes more than one change, the example words each change, so
    Forward shows them one by one; examples with such a move take more steps than moves."""
    split = 0
    for path in EXAMPLES:
        loaded = scenario.load(path)
        played = scenario.run(loaded)
        assert scenario.differences(loaded, played) == [], path.name
        for index, parts in enumerate(played.parts):
            if parts > 1:
                split += 1
                assert len(loaded.steps[index].stages) == parts, (path.name, index)
            else:
                assert not loaded.steps[index].stages, (path.name, index)
    assert split >= 3  # the overseer jump and the two player-order examples


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
