"""Single-use treasure in battle (issue 37): the healing potion and the scroll in place of the
holder's attack, Cullow's Lucky Charm at no cost, each card gone once used (back to its deck),
the move's words and text form, and the greedy player's choice."""

from __future__ import annotations

from wpscenario import W, board, legal, play, refusal, step, texts

from forgegames.games.warparty import TITLE, bot_spells, treasure
from forgegames.games.warparty.actions import UseTreasure
from forgegames.games.warparty.state import WPState


def hero(at: str, *cards: str, kind: str = "warrior-hero") -> tuple:
    return ("humans", kind, at, "", "", 0, (), cards)


def champion_in_battle(*cards: str, goblins: int = 1) -> WPState:
    """A Champion (uid 1) holding ``cards`` has attacked Greenhollow's goblins (uids 2...): the
    battle has begun, the Champion's attack is next."""
    units = [hero("crownvale", *cards)] + [("goblins", "warrior", "greenhollow")] * goblins
    owner = {"greenhollow": "goblins", "crownvale": "humans"}
    return step(board(*units, owner=owner), "move 1 greenhollow", "end-move", "fight greenhollow")


def test_a_potion_is_offered_to_a_wounded_hero_only_and_takes_its_attack():
    state = champion_in_battle("healing-potion")
    assert "use-treasure 1 healing-potion" not in legal(state)
    assert "wounded" in refusal(state, "use-treasure 1 healing-potion")
    state = step(state, "target 1 2", "roll 6", "target 2 1", "roll 1", "roll 6")
    assert state.battle.fighter(1).damage == 1
    assert "use-treasure 1 healing-potion" in legal(state)
    state, events = play(state, "use-treasure 1 healing-potion")
    assert state.battle.fighter(1).damage == 0
    assert state.unit(1).treasure == ()
    assert "uses the Healing Potion." in texts(events)
    assert "gets back one hit." in texts(events)
    assert "target 1 2" not in legal(state)  # its attack this round is spent: the goblins' turn
    assert TITLE.current_player(state) == state.seat_of("goblins")


def test_a_used_card_goes_back_to_its_deck():
    state = champion_in_battle("healing-potion")
    before = treasure._deck(state, W, 1)["healing-potion"]
    state = step(state, "target 1 2", "roll 6", "target 2 1", "roll 1", "roll 6")
    state = step(state, "use-treasure 1 healing-potion")
    assert treasure._deck(state, W, 1)["healing-potion"] == before + 1


def test_the_charm_costs_no_attack_and_rolls_a_failed_die_again():
    state = champion_in_battle("cullows-lucky-charm")
    assert "use-treasure 1 cullows-lucky-charm" in legal(state)
    state, events = play(state, "use-treasure 1 cullows-lucky-charm")
    assert "its next failed die is rolled again" in texts(events)
    assert state.unit(1).treasure == ()
    assert "target 1 2" in legal(state)  # it still attacks
    state, events = play(state, "target 1 2", "roll 6", "roll 1")
    assert "rolls that die again" in texts(events)
    assert "a hit on" in texts(events)


def test_the_scroll_brings_back_a_hero_killed_in_this_battle_with_one_hit_left():
    units = [
        hero("crownvale"),
        hero("crownvale", "scroll-of-resurrection", kind="wizard"),
        ("goblins", "warrior", "greenhollow"),
        ("goblins", "warrior", "greenhollow"),
    ]
    owner = {"greenhollow": "goblins", "crownvale": "humans"}
    state = step(board(*units, owner=owner), "move 1,2 greenhollow", "end-move")
    state = step(state, "fight greenhollow", "target 1 3", "roll 6", "target 2 3", "roll 6")
    assert "use-treasure 2 scroll-of-resurrection 1" not in legal(state)  # nobody has fallen
    state = step(state, "target 3 1", "roll 1", "roll 6", "target 4 1", "roll 1", "roll 6")
    assert all(f.id != 1 for f in state.battle.attackers)
    assert "use-treasure 2 scroll-of-resurrection 1" in legal(state)
    assert "killed in this battle" in refusal(state, "use-treasure 2 scroll-of-resurrection 2")
    state, events = play(state, "use-treasure 2 scroll-of-resurrection 1")
    back = state.battle.fighter(1)
    assert back.damage == back.profile.hits - 1
    assert [f.id for f in state.battle.attackers] == [1, 2]  # the front row first, as ever
    assert "stands again, with one hit left." in texts(events)
    assert state.unit(2).treasure == ()


def test_a_card_is_used_only_in_a_battle_and_never_a_worn_one():
    units = [hero("crownvale", "healing-potion", "chain-mail")]
    state = board(*units, owner={"crownvale": "humans"})
    assert "in a battle" in refusal(state, "use-treasure 1 healing-potion")
    assert "never used up" in refusal(state, "use-treasure 1 chain-mail")
    assert "no such treasure" in refusal(state, "use-treasure 1 scroll-of-resurrection")


def test_the_move_reads_and_writes_as_text_and_in_words():
    move = TITLE.parse_action("use-treasure 2 scroll-of-resurrection 1")
    assert move == UseTreasure(2, "scroll-of-resurrection", 1)
    assert str(move) == "use-treasure 2 scroll-of-resurrection 1"
    state = champion_in_battle("cullows-lucky-charm")
    words = TITLE.describe_action(state, UseTreasure(1, "cullows-lucky-charm"))
    assert words.startswith("Use Cullow's Lucky Charm (")


def test_the_greedy_player_reads_a_scroll_first():
    offered = [
        UseTreasure(1, "healing-potion"),
        UseTreasure(2, "scroll-of-resurrection", 3),
        UseTreasure(1, "cullows-lucky-charm"),
    ]
    assert bot_spells.treasure_use(offered) == offered[1]
    assert bot_spells.treasure_use([]) is None
