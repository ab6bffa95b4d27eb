"""King's Forge scenario positions: what a position's words build, and what they refuse."""

from __future__ import annotations

from typing import Any

import pytest

from forgegames.core.errors import ContentError
from forgegames.core.frozen import evolve
from forgegames.core.seats import default_seats
from forgegames.core.title import CHANCE, GameConfig
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.state import PHASE_CRAFT, PHASE_GATHER, KFState

WHERE = "x.yaml"


def build(position: dict[str, Any], players: int = 2, seed: int = 1) -> KFState:
    config = GameConfig("kings-forge", default_seats(players), "standard")
    return TITLE.scenario_position(position, config, seed, WHERE)


def refused(position: dict[str, Any], players: int = 2) -> str:
    with pytest.raises(ContentError) as caught:
        build(position, players)
    return str(caught.value)


def test_an_empty_position_is_a_sound_start_of_round_one() -> None:
    s = build({})
    assert TITLE.check_invariants(s) == []
    assert s.phase == PHASE_GATHER and s.round == 1 and s.turn == s.first
    assert all(p.supply == (5, 0, 0, 0) for p in s.players)
    assert len(s.display) == 3 and len(s.line) == 6 and all(s.faceup)
    assert TITLE.current_player(s) == s.first  # no chance pending: the first player acts


def test_the_seed_fills_the_rest_the_same_way_every_time() -> None:
    assert TITLE.to_json(build({}, seed=5)) == TITLE.to_json(build({}, seed=5))
    differs = [TITLE.to_json(build({}, seed=k)) for k in range(1, 6)]
    assert len({str(d) for d in differs}) > 1


def test_seats_cards_and_powers_as_written() -> None:
    s = build(
        {
            "first": 1,
            "display": ["anvil", "knife", "shield"],
            "line": ["giant-club"],
            "faceup": ["workshop", "", "tavern"],
            "players": [
                {"supply": {"wood": 2, "gem": 1}, "smithy": {"magic": 1}, "tokens": ["auto6"]},
                {"gathered": ["east-forest bottom", "astrologer bottom"], "claimed": ["axe"]},
            ],
        },
        players=2,
    )
    assert TITLE.check_invariants(s) == []
    alice, bruno = s.players
    assert alice.supply == (0, 2, 1, 0) and alice.smithy == (0, 0, 0, 1)
    assert [p.kind for p in alice.powers] == ["auto6"] and s.tokens == (1, 2)
    assert [(p.kind, p.amount, p.uses) for p in bruno.powers] == [("plus", 1, 3)]
    assert bruno.astro and bruno.claimed == ("axe",)
    assert [(pl.card, pl.side, pl.dice) for pl in s.placements] == [
        ("east-forest", "bottom", ("M",)),
        ("astrologer", "bottom", ("M", "M")),
    ]
    assert s.display == ("anvil", "knife", "shield") and s.line[0] == "giant-club"
    assert s.faceup == ("workshop", "", "tavern", "")
    assert "east-forest" in s.gather_set and "workshop" in s.gather_set
    assert s.turn == 1


def test_the_craft_phase_with_the_roll_to_come() -> None:
    s = build({"first": 0, "phase": "craft", "players": [{"supply": {"metal": 2, "gem": 1}}]})
    assert s.phase == PHASE_CRAFT and s.turn == 0
    assert TITLE.current_player(s) == CHANCE
    assert [r.colour for r in s.rolls] == ["M", "M", "G"]
    assert s.players[0].supply == (0, 0, 0, 0)


def test_the_craft_phase_with_dice_rolled_and_an_item_crafted() -> None:
    s = build(
        {
            "first": 1,
            "phase": "craft",
            "turn": 0,
            "crafted": [{"card": "knife", "seat": 1, "dice": ["M6"]}],
            "rolled": ["M4", "L5"],
        }
    )
    assert TITLE.check_invariants(s) == []
    assert s.turn == 0 and s.crafters == 1
    assert [(d.id, d.colour, d.value) for d in s.pool] == [(0, "M", 4), (1, "L", 5)]
    assert TITLE.scenario_facts(s)["held"] == {"knife": 1}
    assert TITLE.scenario_facts(s)["rolled"] == ["M4", "L5"]
    assert "end" in [str(a) for a in TITLE.legal_actions(s)]


@pytest.mark.parametrize(
    ("position", "words"),
    [
        (
            {"players": [{"tokens": ["plus", "plus", "plus"]}]},
            "players[0].tokens[2]: no plus token",
        ),
        (
            {"players": [{"gathered": ["tavern bottom"]}, {"gathered": ["tavern top"]}]},
            "players[1].gathered[0]: the Tavern is claimed twice",
        ),
        ({"players": [{"gathered": ["tavern"]}]}, "write the card and its side"),
        ({"players": [{"supply": {"wod": 1}}]}, "supply.wod: unknown die colour 'wod'"),
        ({"crafted": [{"card": "knife", "seat": 0, "dice": ["M6"]}]}, "need the craft phase"),
        ({"players": [{"passed": True}], "first": 0}, "turn: seat 0 has passed"),
        ({"display": ["anvil", "knife", "shield", "mace"]}, "at most 3 craft cards"),
        ({"line": ["mace", "anvil"]}, "line: the waiting line is kept in rank order"),
        ({"faceup": ["tavern", "tavern"]}, "faceup[1]: the Tavern is already elsewhere"),
        ({"first": 2}, "first: seat 2 does not exist"),
        ({"phase": "craft", "rolled": ["M13"]}, "rolled[0]: 'M13' is not a die"),
        (
            {
                "phase": "craft",
                "first": 0,
                "players": [{"supply": {"metal": 1}}],
                "rolled": ["M4"],
            },
            "players[0].supply: the crafter has rolled every die",
        ),
        (
            {
                "phase": "craft",
                "turn": 0,
                "first": 0,
                "crafted": [{"card": "knife", "seat": 1, "dice": ["M6"]}],
            },
            "crafted[0].seat: seat 1 has not had a craft turn yet",
        ),
        ({"cemetery": 7}, "cemetery: the value killed is 1 to 6"),
    ],
)
def test_impossible_positions_are_refused_naming_the_key(position: dict, words: str) -> None:
    message = refused(position)
    assert message.startswith(f"{WHERE}: position")
    assert words in message


def test_too_many_craft_cards_or_claimed_items() -> None:
    display = ["anvil", "knife", "shield"]
    line = ["mace", "axe", "giant-club", "ruby-collar", "bracelet", "fancy-pipe"]
    assert TITLE.check_invariants(build({"display": display, "line": line})) == []
    too_many = refused({"display": display, "line": [*line, "magic-wand"]})
    assert "position: names 10 craft cards; a game of 2 has 9" in too_many
    five = ["anvil", "knife", "shield", "mace", "axe"]
    over = refused({"players": [{}, {"claimed": five}]})
    assert "players[1].claimed: 5 claimed items would have ended the game" in over


# --- the waiting line ranks behind every other card (issue 38) -------------------------------
def test_a_waiting_card_ranked_below_the_display_is_refused() -> None:
    # The Axe (5) cannot wait behind the Bracelet (9) and the Wizard's Chalice (13) on display:
    # set-up shows the lowest ranks, and each refill is the line's lowest.
    words = refused(
        {
            "phase": "craft",
            "display": ["knife", "bracelet", "wizards-chalice"],
            "line": ["axe"],
            "players": [{"supply": {}}, {"supply": {}}],
            "rolled": ["M3", "G3", "G4"],
        }
    )
    assert "position.line" in words and "Axe (rank 5)" in words and "display[2]" in words


def test_a_waiting_card_ranked_below_a_claimed_one_is_refused() -> None:
    words = refused({"line": ["mace"], "players": [{}, {"claimed": ["axe"]}]})
    assert "position.line" in words and "players[1].claimed[0] ranks 5" in words


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_seed_fills_the_line_behind_every_card_named(seed: int) -> None:
    s = build(
        {
            "display": ["knife", "bracelet", "wizards-chalice"],
            "players": [{"claimed": ["trumpet"]}],
        },
        seed=seed,
    )
    ranks = TITLE.world.content.craft
    assert len(s.line) == 5 and min(ranks[k].rank for k in s.line) > ranks["trumpet"].rank
    assert TITLE.check_invariants(s) == []


def test_the_invariants_name_a_line_card_ranked_below_another_card() -> None:
    s = build({"display": ["knife", "bracelet", "wizards-chalice"], "line": ["trumpet"]})
    assert TITLE.check_invariants(s) == []
    swapped = evolve(
        s, display=("knife", "bracelet", "trumpet"), line=("wizards-chalice", *s.line[1:])
    )
    assert any("ranks above a card still in it" in p for p in TITLE.check_invariants(swapped))
    top = s.line[-1]  # claimed, though cards below it still wait
    claimed = (evolve(s.players[0], claimed=(top,)), s.players[1])
    held = evolve(s, line=s.line[:-1], players=claimed)
    assert any("ranks above a card still in it" in p for p in TITLE.check_invariants(held))
