"""tools/warparty_heroes_report.py: how often part 2 happens in played games (issue #37)."""

from __future__ import annotations

import importlib.util
import json

from forgegames.core.paths import ROOT
from forgegames.games.warparty.world import world


def _tool():
    spec = importlib.util.spec_from_file_location(
        "wp_heroes_report", ROOT / "tools" / "warparty_heroes_report.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_report_counts_part_two_in_a_played_game(capsys) -> None:
    _tool().main(["--players", "2", "--games", "1", "--seed", "40000"])
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["games"] == 1
    heroes = report["heroes"]
    assert sum(v["per_game"] for v in heroes.values()) > 0  # greedy buys heroes
    assert set(heroes) <= {f"{a}/{k}" for a, k in _hero_kinds()}  # and nothing else is counted
    assert sum(v["per_game"] for v in report["levels"].values()) >= 1
    assert set(report["quests"]) <= set(world().content.decks.quests)
    assert set(report) >= {"first_mover_share", "chosen", "cast", "explored", "treasure"}
    by_team = report["quests_by_team"]
    assert set(by_team) == {"good", "evil"}
    for team, rows in by_team.items():
        assert sum(row["kept"] for row in rows.values()) == 4, team  # two armies keep two each
        assert set(rows) <= set(world().content.decks.quests)
        for row in rows.values():
            assert 0 <= row["won_when_done"] <= row["done"] <= row["kept"]
            assert (row["mean_turn"] is None) == (row["done"] == 0)
    done = sum(row["done"] for rows in by_team.values() for row in rows.values())
    assert done == sum(v["per_game"] for v in report["quests"].values())


def _hero_kinds() -> set[tuple[str, str]]:
    w = world()
    return {
        (army, kind)
        for army, sheet in w.armies.sheets.items()
        for kind, unit in sheet.units.items()
        if unit.hero
    }
