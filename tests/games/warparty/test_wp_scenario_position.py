"""Warparty's scenario positions and facts: every file under data/warparty/scenarios plays out
as it expects, the position words build what they say, and every kind of bad position is
refused with a message naming the file, the key path and the problem."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from wpscenario import config

from forgegames.core import scenario
from forgegames.core.errors import ContentError
from forgegames.games.warparty import TITLE
from forgegames.games.warparty.state import City

SCENARIOS = Path(__file__).resolve().parents[3] / "data" / "warparty" / "scenarios"
FILES = sorted(SCENARIOS.glob("*.yaml"))
WHERE = "data/warparty/scenarios/x.yaml"


def build(position: dict[str, Any]):
    return TITLE.scenario_position(position, config(), 1, WHERE)


def refused(position: dict[str, Any]) -> str:
    with pytest.raises(ContentError) as caught:
        build(position)
    return str(caught.value)


def test_the_six_combat_examples_are_there():
    combat = [f for f in FILES if f.name.startswith("combat-")]
    assert [f.name.split("-")[1] for f in combat] == ["1", "2", "3", "4", "5", "6"]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_each_scenario_file_holds(path: Path):
    assert scenario.check(path) == []


def test_the_position_words_place_units_markers_crowns_and_the_side():
    state = build(
        {
            "side": "evil",
            "units": [
                {"army": "goblins", "kind": "warrior", "at": "crownvale", "count": 3},
                {"army": "dwarves", "kind": "archer", "at": "greenhollow"},
            ],
            "owner": {"greenhollow": "dwarves", "crownvale": ""},
            "treasury": {"undead": 7},
        }
    )
    assert [(u.uid, u.army, u.kind, u.at) for u in state.units] == [
        (1, "goblins", "warrior", "crownvale"),
        (2, "goblins", "warrior", "crownvale"),
        (3, "goblins", "warrior", "crownvale"),
        (4, "dwarves", "archer", "greenhollow"),
    ]
    facts = TITLE.scenario_facts(state)
    assert facts["side"] == "evil" and facts["phase"] == "move"
    assert facts["alive.goblins"] == 3 and facts["alive.humans"] == 0
    assert facts["at.crownvale"] == {"goblins": 3} and facts["at.greenhollow"] == {"dwarves": 1}
    assert facts["owner.greenhollow"] == "dwarves" and facts["owner.crownvale"] == ""
    assert facts["treasury.undead"] == 7 and facts["battle"] is False


def test_the_position_words_set_the_turn_cities_streams_and_face_down_units():
    state = build(
        {
            "turn": 3,
            "side": "evil",
            "units": [
                {"army": "humans", "kind": "soldier", "at": "crownvale", "down": "retreat"},
                {"army": "goblins", "kind": "warrior", "at": "fangwood", "down": "rough"},
                {"army": "dwarves", "kind": "warrior", "at": "bridgewater", "across": "lowmill"},
            ],
            "cities": {
                "greenhollow": {"army": "humans", "built": False},
                "bone-lands": {"army": "undead", "captor": "humans"},
            },
        }
    )
    assert state.clock == 6 and state.turn == 3 and state.side == "evil"
    soldier, warrior, dwarf = state.units
    assert soldier.tired and soldier.retreated and warrior.tired and not warrior.retreated
    assert 0 < soldier.tired < state.clock, "turned over before this turn: up at its end"
    assert dwarf.place == "bridgewater|lowmill" and not dwarf.tired
    assert state.city("greenhollow") == City("humans", built=False)
    assert state.city("bone-lands") == City("undead", capital=True, captor="humans")
    facts = TITLE.scenario_facts(state)
    assert facts["down.humans"] == 1 and facts["down.goblins"] == 1 and facts["down.dwarves"] == 0
    assert facts["city.greenhollow"] == {"army": "humans", "built": False, "captor": ""}
    assert facts["city.crownvale"] is None
    assert facts["points.good"] == 0, "the Bone Lands are captured but nobody occupies them"
    assert facts["winner"] == "" and facts["how"] == ""


def test_without_units_the_position_keeps_the_units_dealt_and_quick_play_its_set_up():
    state = build({"owner": {"crownvale": "humans"}})
    assert len(state.units) == 38 and state.owner_of("crownvale") == "humans"
    quick = TITLE.scenario_position({"treasury": {"humans": 12}}, config(2, "quick-play"), 1, WHERE)
    assert quick.phase == "setup" and quick.army("humans").treasury == 12
    assert len(quick.units) == 26, "6 and 7 infantry an army"
    message = str(
        pytest.raises(
            ContentError,
            TITLE.scenario_position,
            {"side": "evil"},
            config(2, "quick-play"),
            1,
            WHERE,
        ).value
    )
    assert "position.side" in message and "set-up" in message


@pytest.mark.parametrize(
    ("position", "path", "problem"),
    [
        ({"unit": []}, "position.unit", "did you mean 'units'"),
        ({"units": {}}, "position.units", "must be a list"),
        (
            {"units": [{"army": "humns", "kind": "soldier", "at": "crownvale"}]},
            "position.units[0].army",
            "did you mean 'humans'",
        ),
        (
            {"units": [{"army": "humans", "kind": "soldeir", "at": "crownvale"}]},
            "position.units[0].kind",
            "did you mean 'soldier'",
        ),
        (
            {"units": [{"army": "humans", "kind": "soldier", "at": "crownvail"}]},
            "position.units[0].at",
            "did you mean 'crownvale'",
        ),
        ({"units": [{"army": "humans", "kind": "soldier"}]}, "position.units[0].at", "missing"),
        (
            {"units": [{"army": "humans", "kind": "soldier", "at": "crownvale", "count": 0}]},
            "position.units[0].count",
            "whole number",
        ),
        (
            {"units": [{"army": "humans", "kind": "soldier", "at": "crownvale", "colour": 1}]},
            "position.units[0].colour",
            "unknown key",
        ),
        ({"owner": {"greenhollow": "orcs"}}, "position.owner.greenhollow", "unknown army"),
        ({"owner": {"nowhere": "humans"}}, "position.owner.nowhere", "unknown territory"),
        ({"treasury": {"humans": -1}}, "position.treasury.humans", "whole number"),
        ({"side": "neutral"}, "position.side", "unknown side"),
        ({"turn": 0}, "position.turn", "a turn from 1"),
        (
            {
                "units": [
                    {"army": "humans", "kind": "soldier", "at": "crownvale", "down": "retreat"}
                ]
            },
            "position.turn",
            "start at turn 2",
        ),
        (
            {
                "turn": 2,
                "units": [{"army": "humans", "kind": "soldier", "at": "crownvale", "down": "x"}],
            },
            "position.units[0].down",
            "unknown reason",
        ),
        (
            {"units": [{"army": "humans", "kind": "soldier", "at": "crownvale", "across": "x"}]},
            "position.units[0].across",
            "unknown territory",
        ),
        (
            {
                "units": [
                    {"army": "humans", "kind": "soldier", "at": "crownvale", "across": "kingsreach"}
                ]
            },
            "position.units[0].across",
            "no stream",
        ),
        ({"cities": {"crownvale": {"built": True}}}, "position.cities.crownvale.army", "missing"),
        (
            {"cities": {"crownvale": {"army": "humans", "built": "yes"}}},
            "position.cities.crownvale.built",
            "true or false",
        ),
        (
            {"cities": {"kingsreach": {"army": "dwarves"}}},
            "position.cities.kingsreach",
            "capital of the humans",
        ),
    ],
)
def test_bad_positions_are_refused_naming_file_key_and_problem(position, path, problem):
    message = refused(position)
    assert message.startswith(f"{WHERE}: {path}: ") and problem in message, message


def test_no_unit_may_stand_on_the_lake():
    lake = next(t.id for t in TITLE.world.geo.territories if t.terrain == "lake")
    message = refused({"units": [{"army": "undead", "kind": "skeleton", "at": lake}]})
    assert "position.units[0].at" in message and "lake" in message
