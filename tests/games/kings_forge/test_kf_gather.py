"""Every gather card's two actions, claimed in a scenario, with the expected result."""

from __future__ import annotations

import kfscen
import pytest

from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.flow import cleanup, start_craft
from forgegames.games.kings_forge.state import with_player

OTHERS = ("north-mine", "south-mine", "east-forest", "west-forest", "alchemist")

# card, side, starting supply (M W G X), moves after the claim, smithy, supply, extra check
CASES = [
    ("alchemist", "top", (2, 2, 2, 2), ["pay X", "pay M"], (0, 0, 0, 1), (1, 2, 1, 1)),
    ("alchemist", "bottom", (5, 0, 0, 0), [], (0, 0, 0, 0), (5, 0, 0, 0)),
    ("astrologer", "top", (5, 0, 0, 0), [], (1, 0, 0, 0), (5, 0, 0, 0)),
    ("astrologer", "bottom", (5, 0, 0, 0), [], (0, 0, 0, 0), (3, 0, 0, 0)),
    ("bazaar", "top", (3, 2, 0, 0), [], (0, 0, 1, 0), (3, 0, 0, 0)),
    ("bazaar", "bottom", (6, 0, 0, 0), [], (0, 0, 1, 0), (1, 0, 0, 0)),
    ("caravan", "top", (5, 1, 0, 0), [], (4, 0, 0, 0), (5, 0, 0, 0)),
    ("caravan", "bottom", (2, 2, 1, 0), [], (0, 1, 1, 0), (0, 0, 0, 0)),
    ("cemetery", "top", (5, 0, 0, 0), [], (0, 0, 0, 0), (5, 0, 0, 0)),
    ("cemetery", "bottom", (5, 0, 0, 0), [4], (0, 0, 0, 0), (5, 0, 0, 0)),
    ("dragon-lair", "top", (5, 0, 0, 0), [], (1, 0, 0, 0), (5, 0, 0, 0)),
    ("dragon-lair", "bottom", (8, 0, 0, 0), [], (0, 0, 0, 0), (1, 0, 1, 1)),
    ("east-forest", "top", (5, 0, 0, 0), [], (0, 1, 0, 0), (3, 0, 0, 0)),
    ("east-forest", "bottom", (5, 0, 0, 0), [], (0, 0, 0, 0), (4, 0, 0, 0)),
    ("garden", "top", (5, 0, 0, 0), [4], (0, 1, 0, 0), (5, 0, 0, 0)),
    ("garden", "bottom", (5, 0, 1, 0), [], (0, 0, 0, 0), (5, 0, 0, 0)),
    ("jeweler", "top", (5, 0, 0, 0), [], (0, 0, 0, 0), (1, 0, 1, 0)),
    ("jeweler", "bottom", (1, 2, 0, 0), [], (0, 0, 2, 0), (1, 0, 0, 0)),
    ("library", "top", (2, 0, 1, 0), [], (1, 0, 0, 1), (1, 0, 0, 0)),
    ("library", "bottom", (3, 1, 0, 0), [], (0, 0, 0, 0), (1, 0, 0, 0)),
    ("mill", "top", (5, 0, 0, 0), [], (0, 2, 0, 0), (3, 0, 0, 0)),
    ("mill", "bottom", (4, 0, 0, 1), [], (2, 3, 0, 0), (1, 0, 0, 0)),
    ("north-mine", "top", (5, 0, 0, 0), [], (2, 0, 0, 0), (3, 0, 0, 0)),
    ("north-mine", "bottom", (5, 0, 0, 0), [], (0, 0, 0, 0), (3, 0, 0, 0)),
    ("peddler", "top", (5, 0, 0, 0), [], (1, 0, 0, 0), (5, 0, 0, 0)),
    ("peddler", "bottom", (5, 0, 0, 0), ["peddle 1 M"], (1, 0, 0, 0), (1, 0, 0, 0)),
    ("shrine", "top", (5, 0, 0, 0), [], (0, 0, 1, 0), (1, 0, 0, 0)),
    ("shrine", "bottom", (7, 0, 0, 0), [], (0, 0, 0, 1), (0, 0, 0, 0)),
    ("south-mine", "top", (5, 0, 0, 0), [], (2, 0, 0, 0), (3, 0, 0, 0)),
    ("south-mine", "bottom", (5, 0, 0, 0), [], (0, 0, 0, 0), (3, 0, 0, 0)),
    ("tavern", "top", (5, 0, 0, 0), [5], (0, 0, 1, 0), (2, 0, 0, 0)),
    ("tavern", "bottom", (5, 0, 0, 0), [], (0, 0, 0, 0), (4, 0, 0, 0)),
    ("west-forest", "top", (5, 0, 0, 0), [], (0, 1, 0, 0), (3, 0, 0, 0)),
    ("west-forest", "bottom", (5, 0, 0, 0), [], (0, 0, 0, 0), (4, 0, 0, 0)),
    ("workshop", "bottom", (5, 0, 0, 0), [], (0, 0, 0, 0), (3, 1, 0, 0)),
]
POWERS = {
    ("alchemist", "bottom"): ("plus", 1, 1),
    ("cemetery", "top"): ("plus", 1, 1),
    ("east-forest", "bottom"): ("plus", 1, 3),
    ("west-forest", "bottom"): ("plus", 2, 1),
    ("north-mine", "bottom"): ("reroll", 0, 1),
    ("south-mine", "bottom"): ("sixes", 0, 1),
    ("tavern", "bottom"): ("flip", 0, 1),
    ("garden", "bottom"): ("garden", 0, 1),
}


def gather_position(card: str, supply: tuple[int, ...], players: int = 2):
    others = tuple(o for o in OTHERS if o != card)[:3]
    s = kfscen.new(players, faceup=(card, *others))
    return kfscen.supply(s, 0, *supply)


@pytest.mark.parametrize(("card", "side", "start", "moves", "smithy", "supply"), CASES)
def test_every_gather_action(card, side, start, moves, smithy, supply) -> None:
    s = gather_position(card, start)
    s, events = kfscen.play(s, f"claim {card} {side}", *moves)
    me = s.players[0]
    assert me.smithy == smithy
    assert me.supply == supply
    assert card in [p.card for p in s.placements]
    assert events, "a claim explains itself"
    expected = POWERS.get((card, side))
    if expected:
        assert [(p.kind, p.amount, p.uses) for p in me.powers] == [expected]
    else:
        assert me.powers == ()
    # The turn passed on (the seat's claim is complete) and a refill was drawn or is due.
    assert s.sub == "" and (s.fill or s.turn == 1)


def test_x_spaces_return_to_stock_and_the_rest_to_the_smithy_at_cleanup() -> None:
    s = gather_position("jeweler", (5, 0, 0, 0))
    s, _ = kfscen.play(s, "claim jeweler top")
    (place,) = s.placements
    assert place.x == (True, True, False, False)
    metal_stock = s.stock[0]
    s = evolve(s, fill=())
    events: list = []
    s = cleanup(s, events)
    # Two metal back to the stock; two back to Ann (her supply for the next round).
    assert s.stock[0] == metal_stock + 2
    assert s.players[0].supply == (3, 0, 1, 0)
    assert s.round == 2 and "coin spaces (paid dice) go back to the stock" in kfscen.texts(events)


def test_astrologer_bottom_rolls_the_smithy_dice_too() -> None:
    s = gather_position("astrologer", (5, 0, 0, 0))
    s, _ = kfscen.play(s, "claim astrologer bottom")
    s = kfscen.supply(s, 0, 1, 0, 0, 0)
    s = with_player(s, 0, smithy=(0, 0, 1, 0))
    stock = list(s.stock)
    stock[2] -= 1
    s = evolve(s, stock=tuple(stock), fill=(), hole=-1)
    events: list = []
    s = start_craft(s, events)
    assert [r.colour for r in s.rolls] == ["M", "G"]
    assert s.players[0].smithy == (0, 0, 0, 0)
    assert "The Astrologer lets Ann roll the 1 die on their smithy too." in kfscen.texts(events)


def test_caravan_bottom_uses_the_reconstructed_table() -> None:
    s = gather_position("caravan", (8, 0, 0, 0))
    s, events = kfscen.play(s, "claim caravan bottom")
    assert s.players[0].smithy == (0, 1, 1, 1)
    assert s.players[0].supply == (0, 0, 0, 0)
    assert s.placements[0].dice == ("M",) * 8


def test_peddler_moves_dice_between_supplies() -> None:
    s = gather_position("peddler", (3, 1, 0, 0))
    s = kfscen.supply(s, 1, 4, 0, 1, 0)
    s, _ = kfscen.play(s, "claim peddler bottom")
    assert s.sub == "pay"
    s, _ = kfscen.play(s, "pay W")  # the other three can only be metal: placed at once
    assert s.sub == "peddle"
    legal = {str(a) for a in TITLE.legal_actions(s)}
    assert legal == {"peddle 1 M", "peddle 1 W", "peddle 1 G"}
    s, events = kfscen.play(s, "peddle 1 G")
    assert s.players[1].supply == (7, 1, 0, 0)
    assert s.players[0].smithy == (0, 0, 1, 0)
    assert "takes one gem die" in kfscen.texts(events)


def test_another_move_while_dice_are_owed_is_refused_with_its_rule() -> None:
    """While a claimed action waits for its dice, claiming, visiting or passing is refused
    with a reason (it raised a KeyError: a click on another gather card stopped the game)."""
    s = gather_position("peddler", (3, 1, 0, 0))
    s, _ = kfscen.play(s, "claim peddler bottom")
    assert s.sub == "pay"
    for move in ("claim east-forest top", "pass none", "docks"):
        with pytest.raises(IllegalAction) as refusal:
            kfscen.play(s, move)
        assert "first place the dice" in str(refusal.value)
        assert refusal.value.rule == "gather-claim"  # the paragraph on claiming: dice on the boxes


def test_library_die_is_borrowed_and_never_in_a_supply() -> None:
    s = gather_position("library", (3, 1, 0, 0))
    s, _ = kfscen.play(s, "claim library bottom")
    assert s.players[0].library == 1 and s.stock[4] == 1
    s = kfscen.to_craft(s)
    assert [r.colour for r in s.rolls] == ["M", "L"]


def test_garden_and_tavern_low_rolls() -> None:
    s = gather_position("garden", (5, 0, 0, 0))
    wood = s.stock[1]
    s, events = kfscen.play(s, "claim garden top", 3)
    assert s.players[0].smithy == (0, 0, 0, 0) and s.stock[1] == wood
    assert "goes back to the stock" in kfscen.texts(events)
    s = gather_position("tavern", (5, 0, 0, 0))
    s, events = kfscen.play(s, "claim tavern top", 2)
    assert s.players[0].smithy == (1, 0, 0, 0)
    assert "below 3" in kfscen.texts(events)


def test_garden_clock_power_once_per_round() -> None:
    s = gather_position("garden", (5, 0, 1, 0))
    s, _ = kfscen.play(s, "claim garden bottom")
    s, _ = kfscen.play(s, f"draw {s.deck[0]}", "pass metal")  # Ben passes; Ann's turn again
    s, _ = kfscen.play(s, "garden wood")
    assert s.players[0].smithy == (0, 1, 0, 0)
    with pytest.raises(IllegalAction, match="clock power has already been used"):
        kfscen.play(s, "garden plus2")


def test_payment_rules_in_player_words() -> None:
    s = gather_position("bazaar", (5, 1, 0, 0))
    with pytest.raises(IllegalAction, match="cannot pay for that action"):
        kfscen.play(s, "claim bazaar top")
    s = gather_position("alchemist", (2, 0, 1, 1))
    s, _ = kfscen.play(s, "claim alchemist top")
    assert s.sub == "" and s.players[0].smithy == (0, 0, 0, 1)  # only one way: placed at once
    s = gather_position("mill", (3, 0, 1, 1))
    s, _ = kfscen.play(s, "claim mill bottom")
    with pytest.raises(IllegalAction, match="cannot go on the next space"):
        kfscen.play(s, "pay M")


def test_workshop_copies_another_players_action_with_its_costs() -> None:
    s = kfscen.new(2, faceup=("north-mine", "workshop", "mill", "south-mine"))
    s = kfscen.supply(s, 1, 5, 0, 0, 0)
    s, _ = kfscen.play(s, "claim mill top")  # Ann: two dice on X spaces, two wood
    s, _ = kfscen.play(s, f"draw {s.deck[0]}")
    with pytest.raises(IllegalAction, match="nobody else used"):
        kfscen.play(s, "copy north-mine top")
    s, events = kfscen.play(s, "copy mill top")
    ben = s.players[1]
    assert ben.smithy == (0, 2, 0, 0) and ben.supply == (2, 0, 0, 0)
    place = s.placements[-1]
    assert (place.card, place.copy_card, place.copy_side) == ("workshop", "mill", "top")
    assert place.x == (False, True, True)  # the copied spaces keep their X marks
    assert "copy" in kfscen.texts(events)


def test_finite_stock_gives_what_is_left() -> None:
    s = gather_position("north-mine", (5, 0, 0, 0))
    stock = list(s.stock)
    s = with_player(s, 1, smithy=(stock[0] - 1, 0, 0, 0))
    stock[0] = 1
    s = evolve(s, stock=tuple(stock))
    s, events = kfscen.play(s, "claim north-mine top")
    assert s.players[0].smithy == (1, 0, 0, 0)
    assert s.stock[0] == 0
    assert "only 1 of the 2 metal dice" in kfscen.texts(events)


def test_a_single_die_the_stock_cannot_give_is_told_in_the_singular() -> None:
    s = gather_position("bazaar", (3, 2, 0, 0))
    stock = list(s.stock)
    s = with_player(s, 1, smithy=(0, 0, stock[2], 0))  # every gem die is on Ben's smithy
    stock[2] = 0
    s = evolve(s, stock=tuple(stock))
    s, events = kfscen.play(s, "claim bazaar top")
    assert s.players[0].smithy[2] == 0
    assert "No gem die is left in the stock: the one owed is lost." in kfscen.texts(events)
