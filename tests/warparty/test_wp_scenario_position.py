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

SCENARIOS = Path(__file__).resolve().parents[2] / "data" / "warparty" / "scenarios"
FILES = sorted(SCENARIOS.glob("*.yaml"))
WHERE = "data/warparty/scenarios/x.yaml"


def build(position: dict[str, Any]):
    return TITLE.scenario_position(position, config(), 1, WHERE)


def refused(position: dict[str, Any]) -> str:
    with pytest.raises(ContentError) as caught:
        build(position)
    return str(caught.value)


def test_the_six_combat_examples_are_there():
    assert [f.name.split("-")[1] for f in FILES] == ["1", "2", "3", "4", "5", "6"]


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
    ],
)
def test_bad_positions_are_refused_naming_file_key_and_problem(position, path, problem):
    message = refused(position)
    assert message.startswith(f"{WHERE}: {path}: ") and problem in message, message


def test_no_unit_may_stand_on_the_lake():
    lake = next(t.id for t in TITLE.world.geo.territories if t.terrain == "lake")
    message = refused({"units": [{"army": "undead", "kind": "skeleton", "at": lake}]})
    assert "position.units[0].at" in message and "lake" in message
