"""The craft phase: rolls, manipulations, crafting, stealing, the Cemetery, the Library die."""

from __future__ import annotations

import kfscen
import pytest

from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.state import Power, with_player


def craft_position(crafts, supplies, players: int = 2):
    s = kfscen.new(players, crafts=crafts)
    for seat, counts in enumerate(supplies):
        s = kfscen.supply(s, seat, *counts)
    return s


def test_english_steal_example_dice_of_deceit() -> None:
    """John (Ann) crafts W2 W4 X4; you (Ben) roll W2 W3 X4 and use a +1/+1 token."""
    s = craft_position(("dice-of-deceit",), [(0, 2, 0, 1), (0, 2, 0, 1)])
    s = kfscen.token(s, 1, "plus")
    s = kfscen.to_craft(s)
    # The card is on display only if it is among the three lowest: make it so.
    s = kfscen.feature(s, "dice-of-deceit")
    s, _ = kfscen.play(s, 2, 4, 4)  # Ann: wood 2, wood 4, magic 4
    s, _ = kfscen.play(s, "craft dice-of-deceit 0,1,2")
    assert s.crafted[0].seat == 0 and s.turn == 1  # nothing left: Ann's turn ends at once
    s, _ = kfscen.play(s, 2, 3, 4)  # Ben: wood 2, wood 3, magic 4
    legal = [str(a) for a in TITLE.legal_actions(s)]
    assert not any(a.startswith("steal") for a in legal)  # wood 3 is below John's wood 4
    with pytest.raises(IllegalAction, match="lower than the 4 already there"):
        kfscen.play(s, "steal dice-of-deceit 0,1,2")
    s, _ = kfscen.play(s, "bonus 0 1", "bonus 0 2")  # wood 3 -> 4, magic 4 -> 5
    s, events = kfscen.play(s, "steal dice-of-deceit 0,1,2")
    assert "steals the Dice of Deceit" in kfscen.texts(events)
    assert s.players[1].claimed == ("dice-of-deceit",) and s.players[0].claimed == ()
    assert s.players[0].supply == (0, 2, 0, 1)  # Ann's dice came back via her smithy


def test_spanish_steal_example_wizards_chalice() -> None:
    """John crafted the Chalice with M3 G3 G4; you roll M4 G3 G4 and take it."""
    s = craft_position(("wizards-chalice",), [(1, 0, 2, 0), (1, 0, 2, 0)])
    s = kfscen.feature(s, "wizards-chalice")
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 3, 3, 4, "craft wizards-chalice 0,1,2")
    s, _ = kfscen.play(s, 4, 3, 4)
    s, events = kfscen.play(s, "steal wizards-chalice 0,1,2")
    text = kfscen.texts(events)
    assert "steals the Wizard's Chalice from Ann" in text
    assert "Ben claims the Wizard's Chalice" in text  # nobody after Ben: it is his
    assert s.players[1].claimed == ("wizards-chalice",) and s.players[0].claimed == ()
    assert s.players[0].supply == (1, 0, 2, 0)  # Ann's dice came back via her smithy


def test_equal_dice_do_not_steal() -> None:
    s = craft_position(("wizards-chalice",), [(1, 0, 2, 0), (1, 0, 2, 0)])
    s = kfscen.feature(s, "wizards-chalice")
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 3, 3, 4, "craft wizards-chalice 0,1,2")
    s, _ = kfscen.play(s, 3, 3, 4)
    assert s.turn == 1 and [str(a) for a in TITLE.legal_actions(s)] == ["end"]  # Ben: nothing
    s2 = craft_position(("wizards-chalice",), [(1, 0, 2, 0), (1, 0, 2, 0)])
    s2 = kfscen.to_craft(s2)
    assert s2.rolls  # sanity: the position rolls


def test_crafting_reveals_the_next_card_and_unused_dice_go_to_the_smithy() -> None:
    s = craft_position((), [(4, 0, 0, 0), (0, 0, 0, 0)])
    assert s.display == ("anvil", "knife", "shield")
    s = kfscen.to_craft(s)
    s, events = kfscen.play(s, 1, 2, 6, 3)
    s, events = kfscen.play(s, "craft anvil 0,1,3")
    assert s.display == ("knife", "shield", "mace")
    assert "The waiting line's next card goes on display" in kfscen.texts(events)
    s, events = kfscen.play(s, "craft knife 2")
    # Nothing left to roll with: the turn ends, the round ends (Ben has no dice), claimed.
    assert s.players[0].claimed == ("anvil", "knife")
    assert s.round == 2


def test_values_above_six_revert_when_the_turn_passes() -> None:
    s = craft_position((), [(1, 0, 0, 0), (1, 0, 0, 0)])
    s = kfscen.power(s, 0, Power("plus", 2, 1, source="west-forest"))
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 5, "bonus 0 0")
    assert s.pool[0].value == 7
    s, events = kfscen.play(s, "craft knife 0")
    assert s.crafted[0].dice[0].value == 6
    assert "count as 6" in kfscen.texts(events)


def test_bonuses_of_one_card_go_on_different_dice_and_cards_stack() -> None:
    s = craft_position((), [(3, 0, 0, 0), (0, 0, 0, 0)])
    s = kfscen.power(s, 0, Power("plus", 1, 3, source="east-forest"))
    s = kfscen.power(s, 0, Power("plus", 2, 1, source="west-forest"))
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 1, 1, 1, "bonus 0 0")
    with pytest.raises(IllegalAction, match="different dice"):
        kfscen.play(s, "bonus 0 0")
    s, _ = kfscen.play(s, "bonus 1 0")  # a bonus from another card may stack
    assert s.pool[0].value == 4


def test_flip_sixes_automatic_six_and_reroll() -> None:
    s = craft_position((), [(4, 0, 0, 0), (0, 0, 0, 0)])
    for pw in (
        Power("flip", source="tavern"),
        Power("sixes", source="south-mine"),
        Power("reroll", source="north-mine"),
    ):
        s = kfscen.power(s, 0, pw)
    s = kfscen.token(s, 0, "auto6")
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 2, 1, 1, 3)
    s, _ = kfscen.play(s, "bonus 0 0")  # flip 2 -> 5
    s, _ = kfscen.play(s, "sixes 1")  # both 1s -> 6
    assert [d.value for d in s.pool] == [5, 6, 6, 3]
    s, _ = kfscen.play(s, "mark 3", "reroll")
    s, _ = kfscen.play(s, 4)
    assert sorted(d.value for d in s.pool) == [4, 5, 6, 6]
    with pytest.raises(IllegalAction, match="no re-roll left"):
        kfscen.play(s, "mark 0")
    s, _ = kfscen.play(s, "bonus 3 3")  # Automatic 6 on the re-rolled 4 (still die 3)
    assert sorted(d.value for d in s.pool) == [5, 6, 6, 6]


def test_library_die_counts_as_any_colour() -> None:
    s = craft_position(("ruby-collar",), [(0, 0, 0, 0), (0, 0, 0, 0)])
    s = kfscen.feature(s, "ruby-collar")
    s = with_player(s, 0, library=1)
    s = evolve(s, stock=s.stock[:4] + (s.stock[4] - 1,) + s.stock[5:])
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 2)
    assert [str(a) for a in TITLE.legal_actions(s) if a.verb == "craft"] == ["craft ruby-collar 0"]
    s, _ = kfscen.play(s, "craft ruby-collar 0")
    assert s.players[0].claimed == ("ruby-collar",)
    assert s.stock[4] == 2  # the Library die always goes back to the stock


def cemetery_position(value: int, supplies, library: int = 0):
    s = craft_position((), supplies)
    s = evolve(s, cemetery=value, stock=s.stock[:5] + (0,))
    if library:
        s = with_player(s, 0, library=library)
        s = evolve(s, stock=s.stock[:4] + (s.stock[4] - library,) + s.stock[5:])
    return s


def test_cemetery_cancels_rolled_dice_and_the_library_die() -> None:
    s = cemetery_position(3, [(2, 0, 0, 0), (0, 0, 0, 0)], library=1)
    s = kfscen.to_craft(s)
    library_stock = s.stock[4]
    s, events = kfscen.play(s, 3, 5, 3)  # metal 3 (dead), metal 5, Library 3 (dead)
    assert [d.value for d in s.pool] in ([5], [])
    assert s.stock[4] == library_stock + 1
    text = kfscen.texts(events)
    assert "Cemetery's number" in text and "Library die goes back to the stock" in text


def test_dice_manipulated_to_the_dead_value_are_safe() -> None:
    s = cemetery_position(3, [(3, 0, 0, 0), (0, 0, 0, 0)])
    s = kfscen.power(s, 0, Power("plus", 1, 1, source="alchemist"))
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 2, 6, 6, "bonus 0 0")
    assert [d.value for d in s.pool] == [3, 6, 6]


def test_cemetery_die_may_be_manipulated_before_it_is_placed() -> None:
    s = kfscen.new(2, faceup=("cemetery", "north-mine", "south-mine", "east-forest"))
    s = kfscen.power(s, 0, Power("plus", 1, 1, source="alchemist"))
    s, _ = kfscen.play(s, "claim cemetery bottom", 2)
    assert s.sub == "cemetery" and s.cem_die == 2
    s, events = kfscen.play(s, "bonus 0 -1", "bury")
    assert s.cemetery == 3
    assert "rolled to 3 is cancelled" in kfscen.texts(events)


def test_workshop_copy_of_the_cemetery_rolls_a_new_value() -> None:
    s = kfscen.new(2, faceup=("cemetery", "workshop", "south-mine", "east-forest"))
    s, _ = kfscen.play(s, "claim cemetery bottom", 5)
    assert s.cemetery == 5
    s, _ = kfscen.play(s, f"draw {s.deck[0]}", "copy cemetery bottom", 2)
    assert s.cemetery == 2
    assert TITLE.check_invariants(s) == []


def test_cemetery_cancels_a_garden_decision_die() -> None:
    s = kfscen.new(2, faceup=("garden", "north-mine", "south-mine", "east-forest"))
    s = evolve(s, cemetery=5, stock=s.stock[:5] + (0,))
    wood = s.stock[1]
    s, events = kfscen.play(s, "claim garden top", 5)
    assert s.players[0].smithy == (0, 0, 0, 0) and s.stock[1] == wood
    assert "cancelled" in kfscen.texts(events)


# --- bonuses are never wasted on a die that cannot use them -----------------------------------
def test_a_bonus_on_a_die_showing_six_is_refused_unless_a_steal_needs_it() -> None:
    s = craft_position((), [(2, 0, 0, 0), (0, 0, 0, 0)])
    s = kfscen.token(s, 0, "plus")  # power 0
    s = kfscen.token(s, 0, "auto6")  # power 1
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 6, 2)  # die 0 shows 6, die 1 shows 2; the Knife is craftable
    legal = {str(a) for a in TITLE.legal_actions(s)}
    assert {"bonus 0 1", "bonus 1 1"} <= legal
    assert "bonus 0 0" not in legal and "bonus 1 0" not in legal
    with pytest.raises(IllegalAction, match="already shows 6"):
        kfscen.play(s, "bonus 0 0")
    with pytest.raises(IllegalAction, match="6 or more changes nothing"):
        kfscen.play(s, "bonus 1 0")


def test_a_bonus_may_raise_a_six_to_beat_a_holders_six() -> None:
    s = craft_position((), [(1, 0, 0, 0), (1, 0, 0, 0)])
    s = kfscen.token(s, 1, "plus")
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 6, "craft knife 0")  # Ann holds the Knife with a 6
    s, _ = kfscen.play(s, 6)  # Ben rolls a 6: equal does not steal, a 7 would
    assert "bonus 0 0" in {str(a) for a in TITLE.legal_actions(s)}
    s, _ = kfscen.play(s, "bonus 0 0", "steal knife 0")
    assert s.players[1].claimed == ("knife",)


def test_a_cemetery_die_showing_six_takes_no_bonus_and_is_placed_at_once() -> None:
    s = kfscen.new(2, faceup=("cemetery", "north-mine", "south-mine", "east-forest"))
    s = kfscen.power(s, 0, Power("plus", 1, 1, source="alchemist"))
    s = kfscen.token(s, 0, "auto6")
    s, events = kfscen.play(s, "claim cemetery bottom", 6)
    assert s.sub == "" and s.cemetery == 6
    assert [pw.uses for pw in s.players[0].powers] == [1, 1]  # nothing was spent
    assert "rolled to 6 is cancelled" in kfscen.texts(events)


# --- a re-rolled die is the same die ---------------------------------------------------------
def test_a_rerolled_die_keeps_its_identity_so_one_card_cannot_hit_it_twice() -> None:
    s = craft_position((), [(3, 0, 0, 0), (0, 0, 0, 0)])
    s = kfscen.power(s, 0, Power("plus", 1, 3, source="east-forest"))
    s = kfscen.power(s, 0, Power("reroll", source="north-mine"))
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 2, 2, 3, "bonus 0 0")  # die 0: 2 -> 3
    s, _ = kfscen.play(s, "mark 0", "reroll", 4)  # die 0 is re-rolled and shows 4
    assert sorted((d.id, d.value) for d in s.pool) == [(0, 4), (1, 2), (2, 3)]
    assert "bonus 0 0" not in {str(a) for a in TITLE.legal_actions(s)}
    with pytest.raises(IllegalAction, match="different dice"):
        kfscen.play(s, "bonus 0 0")
    s, _ = kfscen.play(s, "bonus 0 1")  # the card's other bonuses still go on other dice
    assert [d.value for d in s.pool if d.id == 1] == [3]


# --- a craft turn is for crafting or for stealing ------------------------------------------
def steal_or_craft_position():
    """Ann holds the Anvil (1, 1, 1); Ben rolls 2, 2, 2, 6: he can steal it or craft the Knife."""
    s = craft_position((), [(3, 0, 0, 0), (4, 0, 0, 0)])
    s = kfscen.power(s, 1, Power("garden", source="garden"))
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 1, 1, 1, "craft anvil 0,1,2")
    s, _ = kfscen.play(s, 2, 2, 2, 6)
    legal = {str(a) for a in TITLE.legal_actions(s)}
    assert {"steal anvil 0,1,2", "craft knife 3"} <= legal
    return s


def test_crafting_rules_out_stealing_in_the_same_turn() -> None:
    s = steal_or_craft_position()
    s, _ = kfscen.play(s, "craft knife 3")
    assert not any(a.verb == "steal" for a in TITLE.legal_actions(s))
    with pytest.raises(IllegalAction, match="crafting or for stealing, not both"):
        kfscen.play(s, "steal anvil 0,1,2")


def test_stealing_rules_out_crafting_and_a_second_steal() -> None:
    s = steal_or_craft_position()
    s, _ = kfscen.play(s, "steal anvil 0,1,2")
    # Only the Garden's wood die can still bring something; dice changes are pointless.
    assert {str(a) for a in TITLE.legal_actions(s)} == {"garden wood", "end"}
    with pytest.raises(IllegalAction, match="crafting or for stealing, not both"):
        kfscen.play(s, "craft knife 3")
    with pytest.raises(IllegalAction, match="Garden's wood die"):
        kfscen.play(s, "garden plus2")


def test_a_steal_ends_the_turn_when_nothing_else_is_left() -> None:
    s = craft_position((), [(3, 0, 0, 0), (4, 0, 0, 0)])
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 1, 1, 1, "craft anvil 0,1,2")
    s, events = kfscen.play(s, 2, 2, 2, 6, "steal anvil 0,1,2")
    assert s.round == 2 and s.players[1].claimed == ("anvil",)
    assert s.players[1].supply == (4, 0, 0, 0)  # the unused 6 went to his smithy


# --- South Mine and the Cemetery die ---------------------------------------------------------
def test_south_mine_may_turn_the_cemetery_die_before_it_is_placed() -> None:
    s = kfscen.new(2, faceup=("cemetery", "north-mine", "south-mine", "east-forest"))
    s = kfscen.power(s, 0, Power("sixes", source="south-mine"))
    s, _ = kfscen.play(s, "claim cemetery bottom", 1)
    assert s.sub == "cemetery" and "sixes 0" in {str(a) for a in TITLE.legal_actions(s)}
    assert TITLE.describe_action(s, TITLE.parse_action("sixes 0")) == (
        "Turn the Cemetery die's 1 into a 6"
    )
    s, _ = kfscen.play(s, "sixes 0")
    assert s.players[0].powers[0].uses == 0 and s.cem_die == 6
    s, _ = kfscen.play(s, "bury")
    assert s.cemetery == 6


def test_no_power_changes_the_cemetery_die_once_it_is_placed() -> None:
    s = cemetery_position(1, [(2, 0, 0, 0), (0, 0, 0, 0)])
    s = kfscen.power(s, 0, Power("flip", source="tavern"))
    s = kfscen.power(s, 0, Power("sixes", source="south-mine"))
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 6, 3)
    with pytest.raises(IllegalAction, match="Cemetery die cannot be changed once it is placed"):
        kfscen.play(s, "bonus 0 -1")
    s, _ = kfscen.play(s, "bonus 0 0")  # the crafter's own 6 flipped to a 1 is safe
    s, events = kfscen.play(s, "sixes 1")
    assert [d.value for d in s.pool] == [6, 3]
    assert s.cemetery == 1  # the South Mine turned only the crafter's own 1
    assert "Ann turns a rolled 1 into a 6." in kfscen.texts(events)
