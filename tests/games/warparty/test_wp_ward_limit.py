"""How far wards raise a defence (issue 37, content version 11): Symbol of Fortitude (+1) and
Hardened Armour (+2) together took a warrior hero's defence of 3 to the automatic 6; a ward now
stops at 5 (``spells.WARD_LIMIT``), and a game of version 10 replays without the limit."""

from __future__ import annotations

from wpscenario import TITLE, W, board, texts

from forgegames.games.warparty import battles, bot_dungeons, spells

V10 = TITLE.at_version(10)
WARDS = ("symbol-of-fortitude", "hardened-armour")


def _hero(army: str, kind: str, at: str, spells_of: tuple[str, ...] = ()) -> tuple:
    return (army, kind, at, "", "", 0, spells_of)


def _both_wards(title):
    """A Champion (1, defence 3) and a Cleric with both wards (2) attack a Goblin Warrior (3):
    the Cleric hardens the Champion in round 1 and raises the symbol in round 3."""
    state = board(
        _hero("humans", "warrior-hero", "crownvale"),
        _hero("humans", "priest", "crownvale", WARDS),
        ("goblins", "warrior", "greenhollow"),
        owner={"greenhollow": "goblins", "crownvale": "humans"},
    )
    moves = (
        "move 1,2 greenhollow",
        "end-move",
        "fight greenhollow",
        "target 1 3",
        "roll 6",  # the Champion misses
        "cast 2 hardened-armour 1",
        "target 3 1",
        "roll 1",  # the Goblin hits
        "roll 5",  # the Champion defends on 5
        "target 1 3",
        "roll 6",
        "cast 2 symbol-of-fortitude",
    )
    events = []
    for move in moves:
        done = title.apply(state, title.parse_action(move))
        state, events = done.state, [*events, *done.events]
    return state, texts(events)


def test_a_ward_raises_a_defence_to_at_most_5():
    assert W.armies.unit("humans", "warrior-hero").defence == 3
    state, words = _both_wards(TITLE)
    assert "Champion defends on 5 for the rest of the battle." in words
    assert "Champion already defends on 5, the most a ward gives." in words
    assert "Cleric defends on 3 for the rest of the battle." in words, "the others still gain"
    assert state.battle.fighter(1).profile.defence == 5


def test_before_version_11_the_two_wards_made_the_defence_automatic():
    state, words = _both_wards(V10)
    assert "Champion defends on 6 for the rest of the battle." in words
    assert state.battle.fighter(1).profile.defence == 6


def test_the_greedy_general_counts_the_wards_with_the_same_limit():
    """The dungeon judgement (``bot_dungeons.party_profiles``) puts both wards on the front-most
    hero: it must stop where the battle would."""
    state = board(
        _hero("humans", "warrior-hero", "crownvale"),
        _hero("humans", "priest", "crownvale", WARDS),
    )
    heroes = [u for u in state.units if u.kind in ("warrior-hero", "priest")]
    party = [(u, battles.fighting_profile(W, u)) for u in heroes]
    front = [p for p in bot_dungeons.party_profiles(state, W, party) if p.unit == "warrior-hero"]
    assert [p.defence for p in front] == [spells.WARD_LIMIT]
    old = bot_dungeons.party_profiles(state, V10.world, party)
    assert max(p.defence for p in old) == 6
