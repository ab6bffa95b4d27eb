"""``odds`` takes what the docs promise and refuses battles that cannot happen (issue 35): up
to 400 units of a kind, each side's armies of one team, the two sides of different teams; its
errors name the program as the player started it."""

from __future__ import annotations

import sys

import pytest

from forgegames.cli import main
from forgegames.games.warparty import odds
from forgegames.games.warparty.content import load_armies


def test_a_count_up_to_400_is_read_and_401_refused() -> None:
    armies = load_armies()
    assert len(odds.parse_side(["humans:infantry*400"], armies)) == 400
    with pytest.raises(ValueError, match="1 to 400"):
        odds.parse_side(["humans:infantry*401"], armies)


@pytest.mark.parametrize(
    ("attackers", "defenders", "words"),
    [
        (["humans:infantry*4"], ["humans:infantry*3"], "both sides are of the good team"),
        (["goblins:infantry"], ["undead:infantry"], "both sides are of the evil team"),
        (
            ["humans:infantry*4", "goblins:infantry"],
            ["dwarves:infantry*3"],
            "the attackers mix the two teams (goblins, humans)",
        ),
    ],
)
def test_sides_that_are_not_two_teams_are_refused(
    attackers: list[str], defenders: list[str], words: str, capsys, monkeypatch
) -> None:
    monkeypatch.setattr(sys, "argv", ["forgegames"])
    args = ["odds", "--game", "warparty"]
    args += [f"--attacker={a}" for a in attackers] + [f"--defender={d}" for d in defenders]
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("forgegames odds: error: ") and words in err
    assert len(err.splitlines()) == 1


def test_allies_of_one_team_against_the_other_are_a_battle() -> None:
    armies = load_armies()
    attackers = odds.parse_side(["humans:infantry", "dwarves:infantry"], armies)
    odds.check_sides(attackers, odds.parse_side(["undead:infantry"], armies))
