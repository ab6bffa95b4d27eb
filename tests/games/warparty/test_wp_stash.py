"""The capital's stash and Boots of Striding (issue 37): treasure the finders cannot use waits
in their army's capital for a hero of the team who can use it, or is sold for its tier's
crowns; the boots add a territory to their holder's move. Both came with content version 6:
a game of version 5 sells such treasure at once and walks at the old pace."""

from __future__ import annotations

from wpscenario import TITLE, W, board, legal, play, refusal, texts

from forgegames.games.warparty.dungeon_state import Lair, Loot
from forgegames.games.warparty.movement import profile_of
from forgegames.games.warparty.state import evolve

V5 = TITLE.at_version(5)


def _kept(*units, stash=("humans:wand-of-sparks",), **changes):
    return evolve(board(*units, **changes), stash=stash)


def test_a_hero_in_the_capital_takes_only_what_it_can_use():
    state = _kept(
        ("humans", "wizard", "kingsreach"),
        ("humans", "warrior-hero", "kingsreach"),
        ("dwarves", "priest", "kingsreach"),
    )
    offered = {m for m in legal(state) if "treasure" in m}
    assert offered == {
        "take-treasure 1 wand-of-sparks",
        "take-treasure 3 wand-of-sparks",  # an ally's hero in the Humans' capital
        "sell-treasure humans wand-of-sparks",
    }
    assert "can use" in refusal(state, "take-treasure 2 wand-of-sparks")
    state, events = play(state, "take-treasure 3 wand-of-sparks")
    assert state.unit(3).treasure == ("wand-of-sparks",) and state.stash == ()
    assert state.unit(3).xp == 10 and "from the Humans' capital" in texts(events)


def test_a_hero_elsewhere_cannot_take_it_and_the_army_may_sell_it():
    state = _kept(("humans", "wizard", "crownvale"))
    assert "in the capital that keeps it" in refusal(state, "take-treasure 1 wand-of-sparks")
    before = state.army("humans").treasury
    state, events = play(state, "sell-treasure humans wand-of-sparks")
    assert state.army("humans").treasury == before + 15 and state.stash == ()
    assert "The Humans sell the Wand of Sparks for 15 crowns." in texts(events)


def test_the_other_team_never_touches_it_and_battles_wait():
    state = _kept(("goblins", "wizard", "kingsreach"), side="evil")
    assert not {m for m in legal(state) if "treasure" in m}
    assert "no capital of your team" in refusal(state, "sell-treasure humans wand-of-sparks")


def test_the_stash_is_saved_and_loaded():
    state = _kept(("humans", "wizard", "crownvale"))
    again = TITLE.from_json(TITLE.to_json(state))
    assert again.stash == state.stash
    plain = board(("humans", "wizard", "crownvale"))
    assert (
        "stash" not in TITLE.to_json(plain)["state"]
        if "state" in TITLE.to_json(plain)
        else ("stash" not in TITLE.to_json(plain))
    )


def test_before_version_6_the_finders_sold_it_at_once():
    state = evolve(
        board(("humans", "warrior-hero", "haunted-ruins")),
        lairs=(Lair("haunted-ruins", done=True),),
        loot=(Loot("haunted-ruins", "humans", 1, (1,), "wand-of-sparks"),),
    )
    state = V5.apply(state, V5.parse_action("end-move")).state
    old = V5.apply(state, V5.parse_action("end-combat"))
    assert old.state.stash == () and "sell it for 15 crowns" in texts(old.events)
    new = TITLE.apply(state, TITLE.parse_action("end-combat"))
    assert new.state.stash == ("humans:wand-of-sparks",)


def test_boots_of_striding_add_a_territory_from_version_6():
    state = board(
        ("humans", "warrior-hero", "kingsreach"),
        ("humans", "warrior-hero", "crownvale"),
    )
    shod = evolve(state.unit(1), treasure=("boots-of-striding",))
    assert profile_of(W.armies, shod).move == profile_of(W.armies, state.unit(2)).move + 1
    assert profile_of(V5.world.armies, shod).move == profile_of(W.armies, state.unit(2)).move
    hasted = evolve(shod, haste=1)
    assert profile_of(W.armies, hasted).move == profile_of(W.armies, shod).move + 1


def test_a_lost_capital_keeps_its_cards_until_it_is_retaken():
    state = _kept(("humans", "wizard", "kingsreach"), owner={"kingsreach": "goblins"})
    assert not {m for m in legal(state) if "treasure" in m}
    assert "holds it again" in refusal(state, "sell-treasure humans wand-of-sparks")


def test_a_burned_capital_ends_the_game_with_its_cards_where_they_lay():
    """docs/rulings.md, "A burned capital's stash": burning a capital ends the game at once, so
    the cards kept there are neither taken, sold nor handed to the burners; they stay put."""
    state = board(("humans", "catapult", "ravenmarch"), ("undead", "skeleton", "gravefield"))
    state = evolve(state, stash=("undead:wand-of-sparks", "humans:chain-mail"))
    state = play(state, "move 1 bone-lands", "end-move", "end-combat")[0]
    treasury = state.army("humans").treasury
    state, events = play(state, "end-turn")
    assert state.phase == "over" and state.how == "capital burned"
    assert state.stash == ("undead:wand-of-sparks", "humans:chain-mail")
    assert state.army("humans").treasury == treasury
    assert not any("Wand of Sparks" in t for t in texts(events))
    assert TITLE.legal_actions(state) == []
