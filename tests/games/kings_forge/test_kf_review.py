"""The King's Forge review's small faults: what is offered in the forced pass and to the first
to pass, the Garden's +2 and wood die only where they change something, and the log's words."""

from __future__ import annotations

import kfscen
import pytest

from forgegames.core import scenario
from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve
from forgegames.core.hints import Choice
from forgegames.core.i18n import speaking
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import End, Pass
from forgegames.games.kings_forge.hint_words import reason
from forgegames.games.kings_forge.options import power_usable
from forgegames.games.kings_forge.state import Die, with_player

SCENARIOS = scenario.folder("kings-forge")


def moves(s) -> list[str]:
    return [str(a) for a in TITLE.legal_actions(s)]


def position(name: str):
    return scenario.load(SCENARIOS / f"{name}.yaml").start


def drain(s, metal: bool = False, tokens: bool = False):
    """Empty the stock of metal dice (into seat 1's smithy) and/or of +1/+1 tokens."""
    if metal:
        stock = list(s.stock)
        p = s.players[1]
        s = with_player(s, 1, smithy=(p.smithy[0] + stock[0], *p.smithy[1:]))
        stock[0] = 0
        s = evolve(s, stock=tuple(stock))
    if tokens:
        while s.tokens[1]:
            s = kfscen.token(s, 1)
    return s


# --- the forced pass ------------------------------------------------------------------------
def test_the_garden_is_offered_in_the_forced_pass() -> None:
    s = position("garden-before-a-forced-pass")
    assert moves(s) == ["pass metal", "pass token", "pass none", "garden plus2", "garden wood"]
    s, _ = kfscen.play(s, "garden plus2")
    assert moves(s) == [
        "pass metal",
        "pass token",
        "pass none",
    ]  # the choice is made; she must pass


# --- the first to pass ----------------------------------------------------------------------
def test_the_first_to_pass_is_offered_only_the_rewards_left() -> None:
    s = kfscen.new(3)
    assert moves(s)[-3:] == ["pass metal", "pass token", "pass none"]
    no_token = drain(s, tokens=True)
    assert "pass token" not in moves(no_token) and moves(no_token)[-2:] == [
        "pass metal",
        "pass none",
    ]
    with pytest.raises(IllegalAction, match="no \\+1/\\+1 token is left") as refused:
        kfscen.play(no_token, "pass token")
    assert refused.value.rule == "pass-first"
    no_metal = drain(s, metal=True)
    assert "pass metal" not in moves(no_metal) and moves(no_metal)[-2:] == [
        "pass token",
        "pass none",
    ]
    with pytest.raises(IllegalAction, match=r"no metal die \(grey\) is left"):
        kfscen.play(no_metal, "pass metal")


def test_with_neither_reward_left_the_first_to_pass_takes_nothing() -> None:
    s = drain(kfscen.new(3), metal=True, tokens=True)
    assert moves(s)[-1] == "pass none" and "pass metal" not in moves(s)
    with pytest.raises(IllegalAction, match="passing first brings nothing"):
        kfscen.play(s, "pass token")
    after, events = kfscen.play(s, "pass none")
    assert after.first_passer == 0 and after.players[0].supply == s.players[0].supply
    assert "takes nothing: no metal die and no +1/+1 token are left" in kfscen.texts(events)
    assert moves(after)[-1] == "pass none"  # the next player passes as a later one


# --- the Garden -----------------------------------------------------------------------------
def test_the_garden_plus2_needs_a_rolled_die_it_helps() -> None:
    s = position("garden-plus2-needs-a-die")
    assert s.pool == () and moves(s) == ["garden wood", "end"]
    with pytest.raises(IllegalAction, match="no rolled dice") as refused:
        kfscen.play(s, "garden plus2")
    assert refused.value.rule == "bonuses-use"
    after, _ = kfscen.play(s, "garden wood")
    assert moves(after) == []  # the wood die waits to be rolled
    after, events = kfscen.play(after, 5)
    text = kfscen.texts(events)  # no card on display takes a wood 5: nothing but ending
    assert "Alice's dice can craft or steal nothing." in text
    assert after.turn == 0 and moves(after) == ["end"]  # Alice sees her roll, then ends
    after, _ = kfscen.play(after, "end")
    assert after.turn == 1


def test_the_garden_plus2_is_offered_only_when_a_die_would_gain() -> None:
    s = position("garden-plus2-needs-a-die")
    # craft cards ask 6 at most: +2 changes nothing
    s = evolve(s, pool=(Die(0, "M", 6),), next_die=1)
    assert "garden plus2" not in moves(s)
    with pytest.raises(IllegalAction, match="would change none of your rolled dice"):
        kfscen.play(s, "garden plus2")
    s = evolve(s, pool=(Die(0, "M", 4),))
    assert "garden plus2" in moves(s)


def test_the_garden_wood_needs_a_wood_die_in_the_stock() -> None:
    s = position("garden-plus2-needs-a-die")
    stock = list(s.stock)
    p = s.players[1]
    s = with_player(s, 1, smithy=(p.smithy[0], p.smithy[1] + stock[1], *p.smithy[2:]))
    stock[1] = 0
    s = evolve(s, stock=tuple(stock))
    with pytest.raises(IllegalAction, match=r"no wood die \(green\) is left in the stock"):
        kfscen.play(s, "garden wood")
    assert moves(s) == ["end"]
    assert not power_usable(s, s.players[0].powers[0])  # so a turn like this ends by itself


# --- the log's words ------------------------------------------------------------------------
WAITING = ("anvil", "knife", "shield", "fancy-toys", "plate-armor", "short-staff")
WAITING += ("dice-of-deceit", "royal-sword", "braced-bow")


def _craft_the_anvil():
    s = kfscen.new(2, crafts=WAITING)
    s = kfscen.to_craft(kfscen.supply(kfscen.supply(s, 0, 3), 1, 0))
    return kfscen.play(s, 1, 1, 1, "craft anvil 0,1,2")[1]


def test_a_plural_card_name_comes_on_display_in_good_grammar() -> None:
    text = kfscen.texts(_craft_the_anvil())
    assert "The waiting line's next card goes on display: the Fancy Toys." in text
    with speaking("es"):
        text = kfscen.texts(_craft_the_anvil())
    shown = "La siguiente carta de la línea de espera pasa a la exhibición: los Juguetes finos."
    assert shown in text


def test_dice_taken_are_counted_as_dice() -> None:
    s = kfscen.new(2, faceup=("jeweler", "north-mine", "south-mine", "east-forest"))
    s = kfscen.supply(s, 0, 0, 2)
    _, events = kfscen.play(s, "claim jeweler bottom")
    assert "Ann takes 2 gem dice to their smithy." in kfscen.texts(events)
    with speaking("es"):
        _, events = kfscen.play(s, "claim jeweler bottom")
    assert "Ann lleva 2 dados de gemas a su herrería." in kfscen.texts(events)


def test_a_metal_die_short_of_two_owed_says_none_was_left() -> None:
    s = position("finite-stock")
    _, events = kfscen.play(s, "claim north-mine top")
    assert "No metal die is left in the stock: the 2 owed are lost." in kfscen.texts(events)
    assert "only 0" not in kfscen.texts(events)


def test_a_turn_that_crafted_nothing_does_not_say_nothing_more() -> None:
    s = kfscen.new(2, crafts=WAITING)
    s = kfscen.to_craft(kfscen.supply(kfscen.supply(s, 0, 0, 1), 1, 0))
    _, events = kfscen.play(s, 2)  # a wood 2: no card on display takes it
    text = kfscen.texts(events)
    assert "Ann's dice can craft or steal nothing." in text and "nothing more" not in text


def test_the_hint_names_the_first_pass_token() -> None:
    """Once: the move's label names it, and the reason says why (issue 39)."""
    s = kfscen.new(2)
    assert "+1/+1 token" in TITLE.describe_action(s, Pass("token"))
    words = "you keep your dice to roll, and the token adds 1 to two of them this round"
    assert reason(s, Choice(Pass("token"), 1.0)) == words  # what it is for (playtest 30)


def test_ending_a_turn_names_only_the_garden_choice_that_still_helps() -> None:
    s = position("garden-plus2-needs-a-die")
    assert TITLE.losses(s, End()) == ["the Garden's unused choice (a wood die)"]
