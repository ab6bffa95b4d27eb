"""The log's words where the second review found them wrong (issue 38): the Peddler's dice are
handed on, not placed; a craft turn with no dice says it passes; a re-roll after crafting can
do nothing *more*."""

from __future__ import annotations

import kfscen
from test_kf_gather import gather_position
from test_kf_scenario_position import build

from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.state import Power


def test_the_peddlers_dice_are_paid_to_hand_on_not_placed() -> None:
    s = gather_position("peddler", (3, 1, 0, 0))
    s = kfscen.supply(s, 1, 4, 0, 1, 0)
    s, first = kfscen.play(s, "claim peddler bottom", "pay W")
    s, then = kfscen.play(s, "peddle 1 G")
    log = kfscen.texts(first + then)
    assert "places" not in log
    assert "Ann pays 3 metal dice and 1 wood die to hand to an opponent." in log
    assert "Ann hands 3 metal dice and 1 wood die to Ben's supply" in log


def test_a_workshop_copy_of_the_peddler_places_only_the_workshops_die() -> None:
    s = build(
        {
            "first": 0,
            "faceup": ["workshop", "north-mine", "south-mine", "east-forest"],
            "players": [{"supply": {"metal": 5}}, {"gathered": ["peddler bottom"]}],
        }
    )
    s, events = kfscen.play(s, "copy peddler bottom")
    log = kfscen.texts(events)
    assert "Alice places 1 metal die." in log
    assert "Alice pays 4 metal dice to hand to an opponent." in log


def test_a_craft_turn_with_no_dice_says_it_passes() -> None:
    s = kfscen.to_craft(kfscen.supply(kfscen.supply(kfscen.new(2), 0, 3), 1, 0))
    s, events = kfscen.play(s, 1, 1, 1, "craft anvil 0,1,2")
    log = kfscen.texts(events)
    assert "Ann has no dice left: their craft turn ends." in log
    passes = "Ben has no dice left in their supply to roll (dice placed this round are spent)"
    assert log.count(passes) == 1  # said once, as the game's doing
    assert "Ben's craft turn: 0 dice to roll." not in log
    assert s.round == 2


def test_a_fruitless_reroll_after_crafting_can_do_nothing_more() -> None:
    s = kfscen.supply(kfscen.supply(kfscen.new(2), 0, 4), 1, 0)
    s = kfscen.power(s, 0, Power("reroll", source="north-mine"))
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, 1, 1, 1, 2, "craft anvil 0,1,2", "mark 3", "reroll")
    s, events = kfscen.play(s, 3)
    log = kfscen.texts(events)
    assert "Ann's dice can craft or steal nothing more." in log
    assert "can craft or steal nothing." not in log
    assert [str(a) for a in TITLE.legal_actions(s)] == ["end"] and s.turn == 0
