"""Allied monsters (issue 37): a monster allied to the explorers' team joins their army
instead of fighting them (XP for the finders, no treasure, out of the decks); the other team
fights it; on the map it moves by its card, crosses rough ground freely, frees its team
there and fights in the front row."""

from __future__ import annotations

import dataclasses

from wpscenario import TITLE, W, board, legal, play, refusal, step, texts

from forgegames.core.i18n import set_language
from forgegames.games.warparty import allies, bot_spells, dungeons, nouns, spell_placement
from forgegames.games.warparty.movement import frees, profile_of
from forgegames.games.warparty.state import WPState


def explore_sanctuary(*units: tuple[str, str, str]) -> tuple:
    state = step(board(*units, side="good" if units[0][0] == "humans" else "evil"), "end-move")
    return play(state, "explore ancient-sanctuary", "roll 1")


def test_good_heroes_win_the_elf_champion_over():
    state, events = explore_sanctuary(
        ("humans", "warrior-hero", "ancient-sanctuary"), ("dwarves", "wizard", "ancient-sanctuary")
    )
    ally = [u for u in state.units if u.kind == "elf-champion"]
    assert len(ally) == 1 and ally[0].at == "ancient-sanctuary"
    assert ally[0].army == "humans"  # a tie between the armies: the first explorer's
    assert state.battle is None and state.loot == ()
    assert [u.xp for u in state.units if u.kind != "elf-champion"] == [30, 30]  # 20 + 10
    assert "joins the Humans as an ally" in texts(events)
    assert "elf-champion" in dungeons._parked(state)  # out of the decks while it serves


def test_the_army_with_more_explorers_takes_it():
    card = W.content.decks.monsters["elf-champion"]
    party = board(
        ("humans", "warrior-hero", "ancient-sanctuary"),
        ("dwarves", "warrior-hero", "ancient-sanctuary"),
        ("dwarves", "wizard", "ancient-sanctuary"),
    ).units
    assert allies.joining_army(card, list(party)) == "dwarves"


def test_evil_heroes_fight_the_elf_champion():
    state, events = explore_sanctuary(("goblins", "warrior-hero", "ancient-sanctuary"))
    assert state.battle is not None
    assert [f.profile.unit for f in state.battle.defenders] == ["elf-champion"]
    assert not any(u.kind == "elf-champion" for u in state.units)


def test_an_ally_moves_by_its_card_and_frees_its_team_on_rough_ground():
    state = board(("humans", "elf-champion", "briarwood"), ("humans", "soldier", "briarwood"))
    ally = state.unit(1)
    profile = profile_of(W.armies, ally)
    assert profile.move == 2 and profile.explorer
    moved = step(state, "move 1 ancient-sanctuary")
    assert not moved.unit(1).tired, "rough ground never halts it"
    assert frees(moved, W.geo, W.armies, "ancient-sanctuary", "good")
    assert not frees(state, W.geo, W.armies, "ancient-sanctuary", "good")


def test_an_ally_fights_in_the_front_row_and_is_named_by_its_card():
    owner = {"greenhollow": "goblins", "crownvale": "humans"}
    state = board(
        ("humans", "elf-champion", "crownvale"), ("goblins", "warrior", "greenhollow"), owner=owner
    )
    state = step(state, "move 1 greenhollow", "end-move", "fight greenhollow")
    me = state.battle.fighter(1)
    assert (me.profile.row, me.profile.attack, me.profile.hits) == (1, 4, 3)
    assert "target 1 2" in legal(state)
    set_language("es")
    try:
        assert nouns.of("humans", W.armies.unit("humans", "elf-champion")).the.startswith("el ")
    finally:
        set_language("en")


def placement_with_summoner(spell: str = "summon-monster", xp: int = 50) -> WPState:
    spells = ("flame-arrow", "teleport", "speed", spell)
    units = [("humans", "wizard", "crownvale", "", "", xp, spells)]
    state = step(board(*units, owner={"crownvale": "humans"}), "end-move", "end-combat")
    while owed := [a for a in TITLE.legal_actions(state) if str(a).startswith("choose-spell")]:
        state = step(state, owed[0])  # the spells a higher level still owes
    return state


def test_summon_monster_brings_a_card_not_in_play_once_a_game():
    state = placement_with_summoner()
    tier_one = spell_placement.summonable(state, W, 1)
    legal_now = TITLE.legal_actions(state)
    offered = sorted(a.on for a in legal_now if getattr(a, "spell", "") == "summon-monster")
    assert offered == list(range(1, len(tier_one) + 1))
    assert "not in play" in refusal(state, f"cast 1 summon-monster {len(tier_one) + 1}")
    state, events = play(state, "cast 1 summon-monster 2")
    called = [u for u in state.units if u.kind == tier_one[1]]
    assert len(called) == 1 and called[0].army == "humans" and called[0].at == "crownvale"
    assert "joins the Humans as an ally" in texts(events)
    assert tier_one[1] not in spell_placement.summonable(state, W, 1)
    assert tier_one[1] in dungeons._parked(state)


def test_the_greedy_player_summons_the_strongest_card():
    state = placement_with_summoner("summon-greater-monster", xp=120)
    casts = [a for a in TITLE.legal_actions(state) if getattr(a, "spell", "").startswith("summon")]
    chosen = bot_spells.free_cast(state, W, casts)
    cards = spell_placement.summonable(state, W, 2)
    worth = {m: W.armies.allies[m].cost for m in cards}
    assert worth[cards[chosen.on - 1]] == max(worth.values())


def test_an_ally_defends_at_4_against_fear():
    from forgegames.games.warparty.fighters import defend_number

    owner = {"greenhollow": "humans", "crownvale": "goblins"}
    wolves_there = ("goblins", "dire-wolf-pack", "crownvale")
    state = board(wolves_there, ("humans", "soldier", "greenhollow"), owner=owner, side="evil")
    state = step(state, "move 1 greenhollow", "end-move", "fight greenhollow")
    wolves = state.battle.fighter(1).profile
    assert wolves.brave == 4
    scare = dataclasses.replace(state.battle.fighter(2).profile, frightens=True, attack_mod=0)
    plain = dataclasses.replace(scare, frightens=False)
    assert defend_number(scare, wolves) == max(4, wolves.defence)
    assert defend_number(plain, wolves) == wolves.defence


def cavern_with_an_ally_and_a_ghost() -> WPState:
    """A Champion (1) and a Battle Mage (2) in the Howling Cavern draw the Elf Champion and the
    Ghost: only the Ghost fights them."""
    units = [("humans", "warrior-hero", "howling-cavern"), ("humans", "wizard", "howling-cavern")]
    state = step(board(*units), "end-move", "explore howling-cavern", "roll 1", "roll 2")
    return step(state, "find-monster elf-champion", "find-monster ghost")


def test_an_ally_waits_while_the_other_monsters_fight_and_joins_when_they_are_slain():
    state = cavern_with_an_ally_and_a_ghost()
    assert [f.profile.unit for f in state.battle.defenders] == ["ghost"]
    assert not any(u.kind == "elf-champion" for u in state.units)
    m1 = dungeons.MONSTER_IDS
    state = step(state, f"target 1 {m1}", "roll 1", "roll 6", f"target 2 {m1}", "roll 1")
    state, events = play(state, "roll 6", f"target {m1} 1", "roll 6")
    assert "The Ghost is slain." in texts(events)
    assert [u.army for u in state.units if u.kind == "elf-champion"] == ["humans"]
    assert "gains 30 XP (an allied monster)." in texts(events)


def test_heroes_who_leave_leave_the_ally_in_the_dungeon():
    state = step(cavern_with_an_ally_and_a_ghost(), "leave-dungeon")
    assert dungeons.lair(state, "howling-cavern").monsters == ("ghost", "elf-champion")
    assert not any(u.kind == "elf-champion" for u in state.units)
