"""What a move throws away for good (the interface asks before playing it)."""

from __future__ import annotations

import kfscen

from forgegames.core.frozen import evolve
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.state import Power


def losses(s, move: str) -> list[str]:
    return TITLE.losses(s, TITLE.parse_action(move))


def crafting(supply, *powers: Power, tokens: tuple[str, ...] = ()):
    s = kfscen.new(2)
    s = kfscen.supply(s, 0, *supply)
    s = kfscen.supply(s, 1, 0, 0, 0, 0)
    for pw in powers:
        s = kfscen.power(s, 0, pw)
    for kind in tokens:
        s = kfscen.token(s, 0, kind)
    return kfscen.to_craft(s)


def test_ending_a_craft_turn_names_the_unused_bonuses_and_tokens() -> None:
    s = crafting(
        (3, 0, 0, 0),
        Power("plus", 1, 3, source="east-forest"),
        Power("reroll", source="north-mine"),
        tokens=("auto6", "plus"),
    )
    s, _ = kfscen.play(s, 2, 3, 4, "bonus 0 0")
    # The +1/+1 token is not listed: the East Forest's two +1s reach all it could.
    assert losses(s, "end") == [
        "crafting the Anvil, which your dice can make now",
        "crafting the Knife, which your bonuses can still make",  # the Automatic 6
        "crafting the Shield, which your bonuses can still make",  # +1 on the 3, +1 on the 4
        "2 unused +1 bonuses from the East Forest",
        "an unused re-roll from the North Mine",
        "an unused Automatic 6 token",
    ]
    s = crafting((3, 0, 0, 0), tokens=("plus",))
    s, _ = kfscen.play(s, 4, 4, 4, "bonus 0 1")  # one +1 of the +1/+1 token: a 5
    assert "1 unused +1 of your +1/+1 token" in losses(s, "end")  # the other makes a Shield


def test_a_bonus_that_could_help_no_card_is_not_a_loss() -> None:
    """Playtest 5: "Are you sure?" at the end of a craft turn for a +1 that no card could
    use. A +1 is listed only when it could help make or steal a card the dice cannot now."""
    useless = crafting((3, 0, 0, 0), tokens=("plus",))
    useless, _ = kfscen.play(useless, 2, 2, 2)  # the Knife wants a 6, the Shield two 5s
    assert losses(useless, "end") == ["crafting the Anvil, which your dice can make now"]
    knife = crafting((3, 0, 0, 0), tokens=("plus",))
    knife, _ = kfscen.play(knife, 5, 2, 2)  # +1 on the 5 makes the Knife's 6
    assert losses(knife, "end")[-1] == "an unused +1/+1 token"
    shield = crafting((3, 0, 0, 0), tokens=("plus",))
    shield, _ = kfscen.play(shield, 4, 4, 4)  # both +1s together make the Shield's two 5s
    assert losses(shield, "end")[-1] == "an unused +1/+1 token"


def test_powers_that_could_change_nothing_are_not_listed() -> None:
    s = crafting((2, 0, 0, 0), Power("sixes", source="south-mine"), tokens=("auto6",))
    s, _ = kfscen.play(s, 6, 2)
    # No 1 is showing, so the South Mine could do nothing; the Automatic 6 could.
    assert losses(s, "end") == [
        "crafting the Knife, which your dice can make now",
        "crafting the Shield, which your bonuses can still make",  # the 2 made a 6
        "an unused Automatic 6 token",
    ]


def test_crafting_gives_up_a_steal_and_stealing_gives_up_crafts() -> None:
    s = crafting((3, 0, 0, 0))
    s = kfscen.supply(s, 1, 4, 0, 0, 0)
    s, _ = kfscen.play(s, 1, 1, 1)
    assert losses(s, "craft anvil 0,1,2") == []
    s, _ = kfscen.play(s, "craft anvil 0,1,2", 2, 2, 2, 6)
    assert losses(s, "craft knife 3") == ["stealing the Anvil (this turn is for crafting)"]
    assert losses(s, "steal anvil 0,1,2") == ["crafting the Knife (this turn is for stealing)"]


def test_passing_while_gather_moves_remain() -> None:
    s = kfscen.new(3)
    assert losses(s, "pass metal") == [
        "the rest of this round's gather turns, with 4 gather cards you can claim now, and the "
        "docks"
    ]
    assert losses(s, "claim north-mine top") == []
    s = kfscen.new(3, faceup=("alchemist", "north-mine", "south-mine", "east-forest"))
    s = kfscen.supply(s, 0, 0, 0, 0, 0)  # only the Alchemist's free action can be taken
    assert losses(s, "pass token") == [
        "the rest of this round's gather turns, with 1 gather card you can claim now"
    ]


def test_a_forced_pass_and_a_chance_node_lose_nothing() -> None:
    s = kfscen.new(3)
    s = evolve(
        s, discards=s.deck + tuple(k for k in s.faceup if k), deck=(), faceup=("", "", "", "")
    )
    assert {str(a) for a in TITLE.legal_actions(s)} == {"pass metal", "pass token", "pass none"}
    assert losses(s, "pass metal") == []
    assert losses(s, "pass none") == ["the first-to-pass reward (a metal die or a +1/+1 token)"]
    rolling = crafting((1, 0, 0, 0), tokens=("auto6",))
    assert losses(rolling, "end") == []  # a die is still to be rolled: nobody acts


def test_no_move_loses_the_game() -> None:
    """Playtest 18: every King's Forge warning has "Do it" ready, a craft turn's end that gives
    up a craft too (only a move that loses the game keeps Cancel ready, and none does here)."""
    s = kfscen.new(3)
    assert losses(s, "pass metal") and not TITLE.loses_the_game(s, TITLE.parse_action("pass metal"))
    s, _ = kfscen.play(crafting((3, 0, 0, 0)), 2, 3, 4)
    assert losses(s, "end") and not TITLE.loses_the_game(s, TITLE.parse_action("end"))
