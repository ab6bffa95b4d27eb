"""The dice a one-click craft or steal uses (playtest 26: the Anvil clicked with metal 5, 2, 1,
2, 2 was made with 1, 2, 2, leaving the 5 unused, and Bruno stole it with 4, 2, 2)."""

from __future__ import annotations

import kfscen

from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import Craft, Steal
from forgegames.games.kings_forge.board_info import suggest_dice
from forgegames.games.kings_forge.craft_pick import follow_ups


def crafting(supply: tuple[int, int, int, int], *dice: int, crafts=kfscen.PLAYTEST_CARDS):
    """Ann's craft roll of ``dice`` (metal first, then wood, gem, magic) from ``supply``, with
    ``crafts`` dealt (the lowest-ranked cards when none are given: Anvil, Knife, Shield on
    display); Ben keeps 3 metal dice for his turn."""
    s = kfscen.new(2, crafts=crafts)
    s = kfscen.supply(s, 0, *supply)
    s = kfscen.supply(s, 1, 3, 0, 0, 0)
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, *dice)
    return s


def values(s, action) -> list[int]:
    by_id = {d.id: d.value for d in s.pool}
    return sorted((by_id[i] for i in action.dice), reverse=True)


def made(s, action):
    """``action`` played, then Ann's craft turn ended if it did not end by itself."""
    s, _ = kfscen.play(s, str(action))
    return kfscen.play(s, "end")[0] if s.turn == 0 else s


def click(s, card: str, kind=Craft):
    options = [a for a in TITLE.legal_actions(s) if isinstance(a, kind) and a.card == card]
    return suggest_dice(s, options)


def test_the_playtest_anvil_takes_the_five_and_bruno_cannot_steal_it_with_four_two_two():
    s = crafting((5, 1, 1, 0), 5, 2, 1, 2, 2, 5, 2)
    assert s.display[:3] == ("anvil", "mace", "bracelet")
    chosen = click(s, "anvil")
    assert values(s, chosen) == [5, 2, 2]
    s = made(s, chosen)
    assert s.turn == 1
    s, _ = kfscen.play(s, 4, 2, 2)
    assert not [a for a in TITLE.legal_actions(s) if isinstance(a, Steal)]


def test_a_die_another_item_needs_stays_free():
    # Anvil (M1 x3), Knife (M6), Shield (M5 x2): the 6 makes the Knife, so the Anvil takes 2 2 1
    s = crafting((4, 0, 0, 0), 6, 2, 2, 1, crafts=())
    assert s.display == ("anvil", "knife", "shield")
    chosen = click(s, "anvil")
    assert values(s, chosen) == [2, 2, 1]
    assert follow_ups(s, chosen) == 1


def test_keeping_the_mace_possible_comes_before_the_highest_total():
    s = crafting((6, 0, 0, 0), 5, 5, 4, 4, 1, 1)
    chosen = click(s, "anvil")
    # 5 5 4 would leave 4 1 1 and no Mace; 5 1 1 leaves 5 4 4 for it, the highest that does
    assert values(s, chosen) == [5, 1, 1]
    s, _ = kfscen.play(s, str(chosen))
    assert any(isinstance(a, Craft) and a.card == "mace" for a in TITLE.legal_actions(s))


def test_the_knife_keeps_its_six_and_the_anvil_takes_the_highest_rest():
    s = crafting((5, 0, 0, 0), 4, 4, 4, 2, 6, crafts=())
    chosen = click(s, "anvil")
    assert values(s, chosen) == [4, 4, 4]


def test_a_steal_takes_the_highest_dice_that_steal():
    s = crafting((3, 0, 0, 0), 2, 1, 1)
    s = made(s, click(s, "anvil"))
    s, _ = kfscen.play(s, 6, 3, 1)
    chosen = click(s, "anvil", Steal)
    assert chosen is not None and values(s, chosen) == [6, 3, 1]
