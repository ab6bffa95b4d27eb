"""End scoring: levels with the level-4 bonus, card prestige, bonus spaces, gold plus the sell
value of resources per 4, and ties broken by player order."""

from __future__ import annotations

from fw_helpers import TITLE, set_market, started

from forgegames.core.frozen import FrozenMap, evolve
from forgegames.games.forge_war.scoring import breakdown, final_scores, ranking
from forgegames.games.forge_war.state import Adventurer, with_seat


def finished():
    state = started(2)
    state = evolve(state, phase="over")
    state = set_market(state, claims={"copper-axe": [0]})
    state = with_seat(
        state,
        0,
        prestige=10,
        gold=9,
        advs=(Adventurer(0, 4), Adventurer(1, 3), Adventurer(2, 1)),
        designs=("copper-sword", "copper-dagger", "emerald-cleaver"),
        bonus=("gem-broker",),
        end_bonuses=("smith", "resources"),
        pool=FrozenMap(copper=3, iron=2, mithril=0, emerald=1, ruby=0, diamond=0),
    )
    state = with_seat(
        state,
        1,
        prestige=36,
        gold=3,
        advs=(),
        designs=("copper-sword", "copper-dagger"),
        bonus=(),
        end_bonuses=(),
        pool=FrozenMap(copper=0, iron=0, mithril=0, emerald=0, ruby=0, diamond=0),
    )
    return state


def test_breakdown_parts():
    state = finished()
    assert dict(breakdown(state, 0)) == {
        "quests": 10,
        "levels": 8,
        "level-4 bonus": 1,
        "card prestige": 4 + 1 + 1,  # Emerald Cleaver, Gem Broker, claimed Copper Axe
        "bonus spaces": 2 * 1 + 1 + 6,  # smith: 1 unique, 1 claim; stockpile: 6 cubes
        "gold+resources": 9 // 4,  # cubes already counted by the stockpile bonus
    }
    assert final_scores(state) == [36, 36]


def test_gold_and_resources_use_the_base_sell_price():
    state = finished()
    state = with_seat(state, 0, end_bonuses=())
    state = with_seat(state, 0, bonus=("sellers-savvy-1",))  # does not raise the final count
    # 9 gold + 3 copper x1 + 2 iron x1 + 1 emerald x2 = 16 -> 4
    assert dict(breakdown(state, 0))["gold+resources"] == 4


def test_ties_go_to_the_earlier_player_in_order():
    state = finished()
    state = evolve(state, order=[1, 0])
    assert ranking(state) == [1, 0]
    lines = TITLE.score_breakdown(state)
    assert [line.seat for line in lines] == [1, 0]
    assert [line.winner for line in lines] == [True, False]
    state = evolve(state, order=[0, 1])
    assert TITLE.score_breakdown(state)[0].seat == 0
    parts = [label for label, _v in TITLE.score_breakdown(state)[0].parts]
    assert parts == [  # the results screen's words for breakdown's parts
        "Quests",
        "Adventurer levels",
        "Level-4 adventurers",
        "Market cards",
        "Bonus spaces",
        "Gold and cubes left",
    ]
    assert TITLE.scores(state) == [36.0, 36.0]
