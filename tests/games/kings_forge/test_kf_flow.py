"""Set-up, the docks, passing and the gather phase's end, game end and scoring, JSON."""

from __future__ import annotations

import json
import random

import kfscen
import pytest

from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve
from forgegames.core.title import CHANCE, TERMINAL
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.flow import cleanup
from forgegames.games.kings_forge.state import (
    PHASE_CRAFT,
    PHASE_GATHER,
    PHASE_OVER,
    with_player,
)


@pytest.mark.parametrize(("players", "cards"), [(2, 9), (3, 10), (4, 13)])
def test_setup_by_player_count(players: int, cards: int) -> None:
    s = TITLE.new_game(kfscen.config(players))
    assert TITLE.current_player(s) == CHANCE
    assert TITLE.status(s).phase == "Setup"
    seen = 0
    while TITLE.current_player(s) == CHANCE:
        outcomes = TITLE.chance_outcomes(s)
        assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
        s = kfscen.step(s, outcomes[-1][0])
        seen += 1
    crafts = TITLE.world.content.craft
    ranks = [crafts[k].rank for k in s.display + s.line]
    assert len(ranks) == cards and ranks == sorted(ranks) and len(s.display) == 3
    assert (
        set(TITLE.world.content.fixed_gather) <= set(s.gather_set) and len(set(s.gather_set)) == 11
    )
    assert all(p.supply == (5, 0, 0, 0) for p in s.players)
    assert len([k for k in s.faceup if k]) == 4 and len(s.deck) == 7
    assert TITLE.status(s).phase == "Gather" and TITLE.current_player(s) == s.first
    assert TITLE.check_invariants(s) == []
    assert TITLE.from_json(json.loads(json.dumps(TITLE.to_json(s)))) == s
    assert seen == 1 + cards + 7 + 4


def test_docks_actions_are_exclusive_for_the_round() -> None:
    s = kfscen.new(2)
    s, events = kfscen.play(s, "docks", "discard north-mine", "dock gem-3")
    assert s.players[0].smithy == (0, 0, 1, 0)
    assert "uses the docks" in kfscen.texts(events)
    s, _ = kfscen.play(s, f"draw {s.deck[0]}", "docks", "discard south-mine")
    assert "dock gem-3" not in {str(a) for a in TITLE.legal_actions(s)}
    with pytest.raises(IllegalAction, match="already been used this round"):
        kfscen.play(s, "dock gem-3")
    s, _ = kfscen.play(s, "dock gem-4")
    assert s.players[1].smithy == (0, 0, 1, 0)
    assert [u.action for u in s.docks] == ["gem-3", "gem-4"]


def test_docks_tokens_are_finite_and_for_this_round_only() -> None:
    s = kfscen.new(2)
    s = kfscen.new(2)
    s, _ = kfscen.play(s, "docks", "discard north-mine", "dock plus-2")
    assert s.tokens == (2, 1) and s.players[0].powers[0].token == "plus"
    s = cleanup(evolve(s, fill=()), [])
    assert s.tokens == (2, 2) and s.players[0].powers == ()


@pytest.mark.parametrize(
    ("dock", "words"),
    [("plus-2", "takes a +1/+1 token"), ("auto6-2", "takes an Automatic 6 token")],
)
def test_a_docks_token_is_named_with_the_article_it_takes(dock: str, words: str) -> None:
    s, events = kfscen.play(kfscen.new(2), "docks", "discard north-mine", f"dock {dock}")
    assert f"{s.names[0]} {words} for this round." in kfscen.texts(events)


def empty_stock(s, colour: int):
    """Move every stock die of one colour (index in M W G X) to Ben's smithy."""
    smithy = list(s.players[1].smithy)
    smithy[colour] += s.stock[colour]
    s = with_player(s, 1, smithy=tuple(smithy))
    return evolve(s, stock=s.stock[:colour] + (0,) + s.stock[colour + 1 :])


def test_docks_offer_only_actions_the_stock_can_reward() -> None:
    s = kfscen.new(2)
    s = kfscen.token(s, 1, "auto6")
    s = kfscen.token(s, 1, "auto6")
    s = empty_stock(s, 2)  # no gem die left either
    assert s.tokens == (0, 2)
    s, _ = kfscen.play(s, "docks", "discard north-mine")
    offered = {str(a) for a in TITLE.legal_actions(s)}
    assert offered == {"dock wood-1", "dock wood-2", "dock magic-4", "dock magic-5"} | {
        "dock plus-2",
        "dock plus-3",
    }
    with pytest.raises(IllegalAction, match="no Automatic 6 token is left"):
        kfscen.play(s, "dock auto6-2")
    with pytest.raises(IllegalAction, match=r"no gem die \(red\) is left in the stock"):
        kfscen.play(s, "dock gem-3")


def test_the_docks_are_not_offered_when_no_docks_action_can_reward() -> None:
    s = kfscen.new(2)
    s = kfscen.supply(s, 0, 1, 0, 0, 0)  # one die: only the one-die wood action is affordable
    assert "docks" in {str(a) for a in TITLE.legal_actions(s)}
    s = empty_stock(s, 1)
    assert "docks" not in {str(a) for a in TITLE.legal_actions(s)}
    with pytest.raises(IllegalAction, match="cannot pay for any docks action"):
        kfscen.play(s, "docks")


def test_first_to_pass_bonus_and_pass_rules() -> None:
    s = kfscen.new(3)
    with pytest.raises(IllegalAction, match="chooses a bonus"):
        kfscen.play(s, "pass gold")
    s, _ = kfscen.play(s, "pass metal")
    assert s.players[0].supply == (6, 0, 0, 0) and s.first_passer == 0
    with pytest.raises(IllegalAction, match="only the first player to pass"):
        kfscen.play(s, "pass token")
    s, _ = kfscen.play(s, "pass none")
    assert s.turn == 2
    s, events = kfscen.play(s, "pass none")
    assert s.phase == PHASE_CRAFT
    assert "Everyone has passed" in kfscen.texts(events)


def test_two_player_gather_ends_when_a_space_cannot_be_refilled() -> None:
    s = kfscen.new(2)
    s = kfscen.supply(s, 0, 20, 0, 0, 0)
    s = kfscen.supply(s, 1, 20, 0, 0, 0)
    s = evolve(s, discards=s.deck, deck=())  # the deck is spent
    s, events = kfscen.play(s, "claim north-mine top")
    assert s.phase == PHASE_CRAFT
    assert "two players" in kfscen.texts(events)


def test_more_players_gather_until_no_card_is_face_up() -> None:
    s = kfscen.new(3)
    s = evolve(
        s,
        discards=s.deck + tuple(k for k in s.faceup if k != "north-mine"),
        deck=(),
        faceup=("north-mine", "", "", ""),
    )
    s, _ = kfscen.play(s, "claim north-mine top")
    assert s.phase == PHASE_GATHER and not any(s.faceup)
    # Nobody has passed: the next player must pass and takes the first-to-pass bonus.
    assert {str(a) for a in TITLE.legal_actions(s)} == {"pass metal", "pass token", "pass none"}
    s, events = kfscen.play(s, "pass token")
    assert s.phase == PHASE_CRAFT
    assert "No gather cards are left face up" in kfscen.texts(events)


def claimed_position(players: int, claimed: int):
    """Ann has ``claimed`` cards already and can craft the Anvil with her roll."""
    s = kfscen.new(players)
    cards = list(s.line)  # claimed cards left the line first (the lowest ranks)
    s = with_player(s, 0, claimed=tuple(cards[:claimed]))
    s = evolve(s, line=tuple(cards[claimed:]))
    for seat in range(players):
        s = kfscen.supply(s, seat, 3 if seat == 0 else 0, 0, 0, 0)
    return kfscen.to_craft(s)


@pytest.mark.parametrize(("players", "over"), [(2, False), (3, True), (4, True)])
def test_game_ends_at_four_cards_or_five_with_two_players(players: int, over: bool) -> None:
    s = claimed_position(players, 3)
    s, events = kfscen.play(s, 1, 1, 1, "craft anvil 0,1,2")
    assert len(s.players[0].claimed) == 4
    assert (s.phase == PHASE_OVER) == over
    assert (TITLE.current_player(s) == TERMINAL) == over
    if over:
        assert TITLE.legal_actions(s) == [] and TITLE.chance_outcomes(s) == []
        lines = TITLE.score_breakdown(s)
        assert lines[0].seat == 0 and lines[0].winner and lines[0].total == 4
        assert "wins" in kfscen.texts(events)


def test_two_player_game_ends_at_five() -> None:
    s = claimed_position(2, 4)
    s, _ = kfscen.play(s, 1, 1, 1, "craft anvil 0,1,2")
    assert s.phase == PHASE_OVER and len(s.players[0].claimed) == 5


def test_tie_goes_to_the_highest_rank() -> None:
    s = kfscen.new(3)
    line = list(s.line)
    s = with_player(s, 0, claimed=(line[0], line[1], line[2], line[3]))
    s = with_player(s, 1, claimed=(line[4], line[5], line[6]))
    s = evolve(s, line=tuple(line[7:]))
    s = kfscen.supply(s, 0, 0, 0, 0, 0)
    s = kfscen.supply(s, 2, 0, 0, 0, 0)
    s = kfscen.supply(s, 1, 3, 0, 0, 0)
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 1, 1, 1, "craft anvil 0,1,2")  # Ben (second to craft) ties at 4
    assert s.phase == PHASE_OVER
    lines = TITLE.score_breakdown(s)
    assert [line.seat for line in lines][:2] == [1, 0]  # Ben holds the higher rank
    assert lines[0].winner and not lines[1].winner
    assert any("Tie-break" in label for label, _ in lines[0].parts)
    scores = TITLE.scores(s)
    assert scores[1] > scores[0] > scores[2]


def test_actions_round_trip_and_illegal_moves_name_the_rule() -> None:
    s = kfscen.new(2)
    for action in TITLE.legal_actions(s):
        assert TITLE.parse_action(str(action)) == action
    with pytest.raises(IllegalAction, match="not face up"):
        kfscen.play(s, "claim garden top")
    with pytest.raises(IllegalAction, match="craft turn"):
        kfscen.play(s, "craft anvil 0,1,2")
    with pytest.raises(IllegalAction, match="not a move"):
        TITLE.parse_action("fly away")
    before = TITLE.to_json(s)
    TITLE.apply(s, TITLE.parse_action("claim north-mine top"))
    assert TITLE.to_json(s) == before  # apply never changes its input


def test_every_move_has_a_label_in_player_words() -> None:
    s = kfscen.new(2, faceup=("workshop", "north-mine", "south-mine", "peddler"))
    labels = {TITLE.describe_action(s, a) for a in TITLE.legal_actions(s)}
    assert "Claim North Mine (top)" in labels and "Go to the docks" in labels
    s = kfscen.supply(s, 0, 2, 1, 0, 0)
    s, _ = kfscen.play(s, "claim north-mine top")
    assert {TITLE.describe_action(s, a) for a in TITLE.legal_actions(s)} == {
        "Place a metal die",
        "Place a wood die",
    }


def test_a_craft_turn_with_nothing_to_roll_says_so_plainly() -> None:
    """Playtest 3: rounds ended on "Bruno's craft turn: 0 dice to roll." for each player,
    which read flat. A craft turn with no die to roll says that the supply is empty (dice
    placed this round are spent) and that the turn passes; one with dice still counts them."""
    from forgegames.core.session import Session
    from forgegames.core.title import GameConfig, SeatConfig

    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 1)
    bots = {seat: TITLE.bots()["novice"](seat) for seat in range(2)}  # greedy keeps dice
    rng = random.Random(1)
    while not session.over and len(session.history) < 400:
        seat = session.active
        view = TITLE.view(session.state, seat)
        session.apply(bots[seat].choose(view, session.legal_actions(), rng))
    texts = [event.text for event in session.events()]
    empty = [t for t in texts if "has no dice left in their supply to roll" in t]
    assert empty and all(t.endswith("the craft turn passes.") for t in empty)
    assert not [t for t in texts if ": 0 dice to roll" in t]
    assert any(t.endswith("dice to roll.") and "craft turn:" in t for t in texts)
