"""Battle odds: exact values checked by hand, against sampled battles, and the odds command."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from forgegames.cli import main
from forgegames.games.warparty import combat, odds
from forgegames.games.warparty.combat import Profile

ROOT = Path(__file__).resolve().parents[3]
SOLDIER = Profile("soldier", "humans", "Soldier", 3, defence=2)
ARCHER = Profile("archer", "humans", "Archer", 4, defence=1, row=2, missile=True)
GOBLIN = Profile("warrior", "goblins", "Goblin Warrior", 3, defence=2)
GOBLIN_ARCHER = Profile("archer", "goblins", "Goblin Archer", 4, defence=1, row=2, missile=True)
GHOUL = Profile("ghoul-mangler", "undead", "Ghoul Mangler", 3, defence=2, hits=2)
CANNON = Profile("cannon", "dwarves", "Cannon", 5, -2, 1, row=2, damage=2, missile=True)
AIRSHIP = Profile("airship", "dwarves", "Airship", 4, -1, 3, hits=3, damage=2, airborne=True)
FIGURES = (
    "attacker_wins",
    "defender_wins",
    "both_destroyed",
    "expected_attacker_survivors",
    "expected_defender_survivors",
)


def test_one_soldier_against_one_goblin_by_hand():
    """Each attack of a 3/2 unit on a 3/2 unit hits on 1-3 (1/2) and is defended on 1-2
    (1/3), so it kills with probability 1/2 * 2/3 = 1/3.

    One exchange from the start: the soldier kills (1/3), then the goblin strikes back and
    kills (1/3): both destroyed 1/9, soldier wins 2/9. Or the soldier misses (2/3) and the
    goblin, standing, kills (1/3): the goblin wins 2/9. Otherwise (2/3 * 2/3 = 4/9) nobody
    is hurt and the battle starts over. So, dividing by 1 - 4/9 = 5/9:
    attackers win 2/5, defenders win 2/5, both destroyed 1/5; exactly one soldier stands when
    the attackers win, so 2/5 soldiers stand on average, and 2/5 goblins.
    """
    result = odds.battle_odds([SOLDIER], [GOBLIN])
    assert result.method == "exact" and result.standard_error is None
    expected = (2 / 5, 2 / 5, 1 / 5, 2 / 5, 2 / 5)
    got = tuple(getattr(result, name) for name in FIGURES)
    assert got == pytest.approx(expected, abs=1e-12)


@pytest.mark.parametrize(
    ("attackers", "defenders"),
    [
        ([SOLDIER, SOLDIER, ARCHER], [GOBLIN, GOBLIN]),
        ([SOLDIER, CANNON], [GHOUL, GOBLIN, GOBLIN]),
        ([AIRSHIP], [GOBLIN, GOBLIN, GOBLIN]),
        ([GOBLIN] * 3, [AIRSHIP]),
    ],
)
def test_the_three_results_sum_to_one(attackers, defenders):
    result = odds.battle_odds(attackers, defenders)
    total = result.attacker_wins + result.defender_wins + result.both_destroyed
    assert total == pytest.approx(1.0, abs=1e-12)
    assert all(getattr(result, name) >= 0.0 for name in FIGURES)
    assert result.expected_attacker_survivors <= len(attackers)
    assert result.expected_defender_survivors <= len(defenders)


def test_goblins_never_beat_an_airship_they_cannot_reach():
    result = odds.battle_odds([GOBLIN] * 3, [AIRSHIP])
    assert result.defender_wins == pytest.approx(1.0)
    assert result.expected_defender_survivors == pytest.approx(1.0)


def test_equal_armies_win_equally_often_whoever_moves_in():
    """The side moving in strikes first, but the defenders it kills strike back in their next
    round alongside those standing, so each exchange is as good as simultaneous."""
    result = odds.battle_odds([SOLDIER, SOLDIER, ARCHER], [GOBLIN, GOBLIN, ARCHER])
    assert result.attacker_wins == pytest.approx(result.defender_wins, abs=1e-12)
    assert result.attacker_wins > 0.4


def test_a_policy_that_never_hurts_anyone_counts_as_the_defenders_holding():
    """A feeble unit (attack 1) could hurt the goblin but the default aims at the first
    listed enemy, the wolf rider, whose -1 it can never beat; nobody can hurt it back."""
    feeble = Profile("feeble", "humans", "Feeble", 1, defence=5, defence_mod=-3)
    wolf = Profile("wolf-rider", "goblins", "Wolf Rider", 3, defence=2, defence_mod=-1)
    battle = combat.new_battle([feeble], [wolf, GOBLIN])
    assert battle.outcome is None, "not a stalemate by the rules: the goblin could be hurt"
    result = odds.exact_odds(battle)
    assert (result.attacker_wins, result.defender_wins) == (0.0, 1.0)
    assert result.expected_defender_survivors == pytest.approx(2.0)


@pytest.mark.slow  # 30,000 battles through the engine
def test_exact_odds_agree_with_30000_battles_played_by_the_engine():
    """A soldier and an archer move in on a goblin warrior and a goblin archer (rows on both
    sides, attack-backs from both rows): 30,000 battles, each die drawn with a seeded
    generator from ``chance_outcomes`` and every move made through ``apply``, agree with the
    exact walk within 4 standard errors on every figure (each share of the results is sampled
    with a standard error under 0.003, so an exact share off by 0.012 fails)."""
    battle = combat.new_battle([SOLDIER, ARCHER], [GOBLIN, GOBLIN_ARCHER])
    exact = odds.exact_odds(battle)
    sampled = odds.monte_carlo(battle, 30_000, random.Random(20261123))
    assert exact.method == "exact" and sampled.method == "monte-carlo"
    assert sampled.size == 30_000 and sampled.standard_errors is not None
    for name in FIGURES:
        error = sampled.standard_errors[name]
        assert 0 < error < (0.003 if name in FIGURES[:3] else 0.005), name
        assert abs(getattr(sampled, name) - getattr(exact, name)) < 4 * error, name


def test_too_many_states_switches_to_sampling_with_a_standard_error():
    result = odds.battle_odds([SOLDIER] * 3, [GOBLIN] * 3, state_limit=10, samples=2_000)
    assert result.method == "monte-carlo" and result.size == 2_000
    data = result.to_json()
    assert 0 < data["standard_error"] < 0.02
    assert set(data) == {*FIGURES, "method", "standard_error"}
    assert set(odds.battle_odds([SOLDIER], [GOBLIN]).to_json()) == {*FIGURES, "method"}


def test_terrain_changes_nothing_and_must_be_known():
    plains = odds.battle_odds([SOLDIER, ARCHER], [GOBLIN, GOBLIN], "plains")
    for terrain in ("forest", "mountain"):
        assert odds.battle_odds([SOLDIER, ARCHER], [GOBLIN, GOBLIN], terrain) == plains
    with pytest.raises(ValueError, match="unknown terrain 'swamp'"):
        odds.battle_odds([SOLDIER], [GOBLIN], "swamp")


# --- the command ----------------------------------------------------------------------------
def odds_command(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["odds", "--game", "warparty", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_command_prints_the_odds_as_json_last(capsys):
    code, out, _ = odds_command(
        capsys, "--attacker", "humans:infantry*2,archer", "--defender", "goblins:infantry*2"
    )
    assert code == 0
    data = json.loads(out.strip().splitlines()[-1])
    assert set(data) == {*FIGURES, "method"} and data["method"] == "exact"
    exact = odds.battle_odds([SOLDIER, SOLDIER, ARCHER], [GOBLIN, GOBLIN])
    assert data["attacker_wins"] == pytest.approx(exact.attacker_wins)


def test_the_command_takes_allies_and_army_ids(capsys):
    code, out, _ = odds_command(
        capsys,
        "--attacker",
        "undead:skeleton,ghoul-mangler",
        "--attacker",
        "goblins:warrior",
        "--defender",
        "dwarves:warrior*2,cannon",
        "--terrain",
        "mountain",
    )
    assert code == 0
    data = json.loads(out.strip().splitlines()[-1])
    assert data["attacker_wins"] + data["defender_wins"] + data["both_destroyed"] == (
        pytest.approx(1.0)
    )


@pytest.mark.parametrize(
    ("side", "message"),
    [
        ("goblins:gobbo", "unknown unit 'gobbo' in the goblins army (choose from warrior, "),
        ("elves:infantry", "unknown army 'elves' (choose from humans, dwarves, goblins, undead)"),
        ("goblins:warrior*0", "the count after * must be 1 to 400"),
    ],
)
def test_an_unknown_army_or_unit_is_a_one_line_error(capsys, side, message):
    code, out, err = odds_command(capsys, "--attacker", side, "--defender", "humans:infantry")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err


def test_the_help_explains_the_policy_and_the_terrain(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["odds", "--help"])
    assert stop.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "neither side ever tries to retreat" in text
    assert "first enemy the rules allow in the order the enemies were listed" in text
    assert "the odds are the same on every terrain" in text


def test_main_py_odds_last_line_is_json():
    result = subprocess.run(
        [sys.executable, "main.py", "odds", "--game", "warparty", "--attacker",
         "humans:infantry", "--defender", "goblins:infantry"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout.strip().splitlines()[-1])
    assert data["attacker_wins"] == pytest.approx(0.4) and data["method"] == "exact"
