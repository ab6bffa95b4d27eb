"""Forge War's epic and solo content: stage 2 and 3 quests, market cards and mines, champion
titles, bonus tiles and the epic and solo figures (broken copies: test_fw_epic_broken.py).

The rulebook's names and orders are written out here again (not read from game.yaml), so a data
file that drifts from the rules fails.
"""

from __future__ import annotations

from collections import Counter

import pytest

from forgegames.core.hexgrid import hexes_within
from forgegames.games.forge_war.content import load_content
from forgegames.games.forge_war.content_files import DECK_SIZES
from forgegames.games.forge_war.content_records import Content, Quest
from forgegames.games.forge_war.mine_board import build_board, side_outcomes
from forgegames.games.forge_war.mine_pieces import stage_pieces


@pytest.fixture(scope="module")
def c() -> Content:
    return load_content()


def deck(c: Content, colour: str, stage: int) -> list[Quest]:
    return [c.all_quests[i] for i in c.quest_deck(colour, stage)]


def ranks_of(c: Content, colour: str, stage: int, name: str) -> list[int]:
    found = [q.rank for q in deck(c, colour, stage) if q.name == name]
    assert found, f"{name} is not in the stage-{stage} {colour} deck"
    return found


# The rulebook's lists, hardest first; a name with (2) is two cards.
GREEN_HARDEST = [
    "The Fish King Blockades the Dock",
    "Subdue the Restless Graveyard",
    "Trouble in the Weird Woods",
    "Explore the Mystic Cave",
    "Negotiate with Harpy Marauders",
    "Slimes in the Sewer",
]
GREEN_EASIEST = ["Arena Games", "Quell the Tavern Brawl", "Rats in the Cellar"]
GREEN_STARRED = ["Investigate the Kidnappings", "The Cursed Keep"]
GREY_HARDEST = [
    "The Endless Dungeon",
    "A Tower to the Stars",
    "The Grumblesaur Wants to Play",
    "The Fissure of Doom",
    "Break the Mummy's Curse",
    "Enraged Forest Spirit",
    "Nobleman's Bodyguard",
    "In Pursuit of the Vampire",
]
GREY_EASIEST = [
    "Fairy Mischief",
    "Disperse the Dark Coven",
    "Royal Tournament",
    "Trolls under the Bridge",
]
RED_HARDEST = [
    "The Multi-Headed Hydra",
    "Placate the Fires of Mount Horn",
    "The Dwarves Dug too Deep",
    "The Archmage's Golem Army",
]
RED_EASIEST = ["The Mountain Comes Alive", "Otherworldly Visitors", "The Swamp of Suffering"]
YELLOW1_SOLO = [
    "Sentient Crystal Invasion",
    "The Grumblesaur Wants to Play",
    "In Pursuit of the Vampire",
    "Break the Mummy's Curse",
]
YELLOW3_SOLO = [
    "The Storm Knight's Challenge",
    "The Storm Knight's Challenge",
    "Return of the Vampire",
    "Close the Nether Gate",
    "Rise of the Skeletal Beast",
]
NAMED = {
    ("green", 1): Counter(
        {**{n: 1 for n in GREEN_HARDEST + GREEN_STARRED}, **{n: 2 for n in GREEN_EASIEST}}
    )
    + Counter({"Vampire Bats in the Belfry": 2}),
    ("yellow", 1): Counter(YELLOW1_SOLO),
    ("grey", 2): Counter({**{n: 1 for n in GREY_HARDEST}, **{n: 2 for n in GREY_EASIEST}}),
    ("red", 3): Counter({**{n: 1 for n in RED_HARDEST}, **{n: 1 for n in RED_EASIEST}})
    + Counter({"The Swamp of Suffering": 1}),
    ("yellow", 3): Counter(YELLOW3_SOLO),
}


# --- quests ------------------------------------------------------------------------------------
def test_card_counts_per_deck(c):
    sizes = {key: len(c.quest_deck(*key)) for key in DECK_SIZES}
    assert sizes == {
        ("green", 1): 20,
        ("yellow", 1): 9,
        ("grey", 2): 20,
        ("red", 3): 12,
        ("yellow", 3): 12,
    }
    assert len(c.all_quests) == 73  # 20 + 9 + 20 + 12 + 12 (the component list says 76)


def test_simple_game_tables_hold_stage_one_cards_only(c):
    assert {q.stage for q in c.quests.values()} == {1}
    assert len(c.quests) == 29
    assert {w.stage for w in c.weapons.values()} == {1} and len(c.weapons) == 15
    assert {b.stage for b in c.bonus.values()} == {1} and len(c.bonus) == 12
    assert {s.stage for s in c.single_use.values()} == {1} and len(c.single_use) == 12
    assert len(c.market_card_ids()) == 13 + 12 + 12
    # the new tables include them unchanged
    assert all(c.all_quests[i] is q for i, q in c.quests.items())
    assert all(c.all_weapons[i] is w for i, w in c.weapons.items())
    assert c.card_name("the-endless-dungeon") == "The Endless Dungeon"
    assert c.card_name("mithril-sword") == "Mithril Sword"


def test_every_quest_the_rules_name_is_in_its_deck(c):
    for (colour, stage), names in NAMED.items():
        have = Counter(q.name for q in deck(c, colour, stage))
        for name, count in names.items():
            assert have[name] >= count, (colour, stage, name)


def test_names_shared_by_two_decks_are_different_cards(c):
    for name in ("The Grumblesaur Wants to Play", "Break the Mummy's Curse"):
        ids = {q.id for q in c.all_quests.values() if q.name == name}
        decks = {(q.deck, q.stage) for q in c.all_quests.values() if q.name == name}
        assert len(ids) == 2 and decks == {("yellow", 1), ("grey", 2)}
    vampire = {(q.deck, q.stage) for q in c.all_quests.values() if "Vampire" in q.name}
    assert {("yellow", 1), ("grey", 2), ("yellow", 3), ("green", 1)} <= vampire


def assert_hardest_first(c: Content, colour: str, stage: int, names: list[str]) -> None:
    """Each named group ranks strictly above the next (duplicates are one group)."""
    for harder, easier in zip(names, names[1:], strict=False):
        assert min(ranks_of(c, colour, stage, harder)) > max(ranks_of(c, colour, stage, easier))


def test_ranks_follow_every_order_the_rules_state(c):
    for colour, stage in DECK_SIZES:
        assert sorted(q.rank for q in deck(c, colour, stage)) == list(
            range(1, DECK_SIZES[colour, stage] + 1)
        )
    green = deck(c, "green", 1)
    unstarred = [q for q in green if not q.starred]
    top = sorted(unstarred, key=lambda q: q.rank)
    # simple solo: the six hardest and six easiest of the 18, in the rules' order
    assert [q.name for q in reversed(top[-6:])] == GREEN_HARDEST
    assert_hardest_first(c, "green", 1, GREEN_HARDEST)
    assert {q.name for q in top[:6]} == set(GREEN_EASIEST)
    assert_hardest_first(c, "green", 1, GREEN_EASIEST)
    # epic solo: the starred two are the hardest; Vampire Bats the next easiest after the six
    assert sorted(r for n in GREEN_STARRED for r in ranks_of(c, "green", 1, n)) == [19, 20]
    assert sorted(ranks_of(c, "green", 1, "Vampire Bats in the Belfry")) == [7, 8]
    # grey and red: the eight / four hardest and easiest, in order
    assert_hardest_first(c, "grey", 2, GREY_HARDEST + GREY_EASIEST)
    assert min(ranks_of(c, "grey", 2, GREY_HARDEST[-1])) == 13
    assert max(ranks_of(c, "grey", 2, GREY_EASIEST[0])) == 8
    assert_hardest_first(c, "red", 3, RED_HARDEST + RED_EASIEST)
    assert min(ranks_of(c, "red", 3, RED_HARDEST[-1])) == 9
    assert max(ranks_of(c, "red", 3, RED_EASIEST[0])) == 4


def test_the_effort_measure_is_the_documented_one(c):
    woods = c.all_quests["trouble-in-the-weird-woods"]  # 1 x 3, 2 x 3, 1 x (8 + slashing)
    assert woods.effort == 3 + 2 * 3 + (8 + 3) + 4 * 8
    assert woods.difficulty_key == (52, 14)


def test_the_legs_agree_with_the_ranks(c):
    for colour, stage in DECK_SIZES:
        cards = deck(c, colour, stage)  # easiest first
        for easier, harder in zip(cards, cards[1:], strict=False):
            assert easier.difficulty_key <= harder.difficulty_key, (easier.id, harder.id)
    # every pair the rules order differs strictly
    for colour, stage, names in (
        ("green", 1, GREEN_STARRED[:1] + GREEN_HARDEST),
        ("green", 1, GREEN_STARRED[1:] + GREEN_HARDEST),
        ("green", 1, ["Slimes in the Sewer", "Vampire Bats in the Belfry", *GREEN_EASIEST]),
        ("grey", 2, GREY_HARDEST + GREY_EASIEST),
        ("red", 3, RED_HARDEST + RED_EASIEST),
    ):
        keys = [max(q.difficulty_key for q in deck(c, colour, stage) if q.name == n) for n in names]
        assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys), names
    # the decks we wrote are strictly ordered between different names
    for colour, stage in (("grey", 2), ("red", 3), ("yellow", 3)):
        cards = deck(c, colour, stage)
        for easier, harder in zip(cards, cards[1:], strict=False):
            if easier.name != harder.name:
                assert easier.difficulty_key < harder.difficulty_key, (easier.id, harder.id)


def test_later_decks_need_later_weapons(c):
    def peak(qs):
        return max(leg.difficulty for q in qs for leg in q.legs)

    def low(qs):
        return min(leg.difficulty for q in qs for leg in q.legs)

    green, grey, red = deck(c, "green", 1), deck(c, "grey", 2), deck(c, "red", 3)
    yellow3 = deck(c, "yellow", 3)
    assert peak(green) < peak(grey) < peak(red) < peak(yellow3)
    assert low(green) < low(grey) < low(red) < low(yellow3)
    best = {s: max(w.power for w in c.all_weapons.values() if w.stage <= s) for s in (1, 2, 3)}
    assert peak(grey) > best[1] and low(red) > best[2]  # one earlier design alone falls short
    rewards = {r for q in red + yellow3 for leg in q.legs for r in leg.rewards}
    assert "diamond" in rewards and "ruby" in {
        r for q in grey for leg in q.legs for r in leg.rewards
    }


# --- solo decks ----------------------------------------------------------------------------------
def solo(c: Content, game: str, colour: str, stage: int):
    (spec,) = [d for d in c.solo_decks[game] if (d.deck, d.stage) == (colour, stage)]
    return spec


def names(c: Content, ids) -> Counter:
    return Counter(c.all_quests[i].name for i in ids)


def test_solo_figures(c):
    assert c.solo.adventurers == {"simple": 4, "epic": 5, "epic-bonus-tiles": 4}
    assert c.solo.benchmark == {"simple": 125, "epic": 500}
    assert c.solo.offer_slots == (0, 1) and c.solo.market_actions == 2
    assert [(d.deck, d.stage) for d in c.solo_decks["simple"]] == [("green", 1), ("yellow", 1)]
    assert [(d.deck, d.stage) for d in c.solo_decks["epic"]] == [
        ("green", 1),
        ("grey", 2),
        ("red", 3),
        ("yellow", 3),
    ]


def test_simple_solo_green_deck_per_difficulty(c):
    spec = solo(c, "simple", "green", 1)
    pool = c.solo_pool(spec)
    assert len(pool) == 18 and not any(c.all_quests[i].starred for i in pool)
    easy, n = c.solo_deck(spec, "very-easy")
    assert n == 0 and len(easy) == 12 and not set(names(c, easy)) & set(GREEN_HARDEST)
    medium, _ = c.solo_deck(spec, "medium")
    assert not set(names(c, medium)) & set(GREEN_HARDEST[:2] + GREEN_EASIEST[1:])
    assert {"Arena Games", *GREEN_HARDEST[2:]} <= set(names(c, medium)) and len(medium) == 12
    hard, _ = c.solo_deck(spec, "difficult")
    assert not set(names(c, hard)) & set(GREEN_EASIEST) and set(GREEN_HARDEST) <= set(
        names(c, hard)
    )
    assert c.solo_deck(spec, "random") == (pool, 6)


def test_epic_solo_decks_per_difficulty(c):
    green = solo(c, "epic", "green", 1)
    assert len(c.solo_pool(green)) == 20
    hard, _ = c.solo_deck(green, "difficult")
    assert set(GREEN_STARRED) <= set(names(c, hard))
    assert not set(names(c, hard)) & {"Vampire Bats in the Belfry", *GREEN_EASIEST}
    easy, _ = c.solo_deck(green, "very-easy")
    assert not set(names(c, easy)) & set(GREEN_STARRED + GREEN_HARDEST)
    # the epic medium green deck is the simple game's medium twelve
    assert (
        c.solo_deck(green, "medium")[0] == c.solo_deck(solo(c, "simple", "green", 1), "medium")[0]
    )
    grey = solo(c, "epic", "grey", 2)
    assert not set(names(c, c.solo_deck(grey, "very-easy")[0])) & set(GREY_HARDEST)
    assert not set(names(c, c.solo_deck(grey, "difficult")[0])) & set(GREY_EASIEST)
    red = solo(c, "epic", "red", 3)
    for difficulty in c.solo.difficulties:
        kept, more = c.solo_deck(red, difficulty)
        assert len(kept) - more == 8
    assert c.solo_deck(red, "random")[1] == 4


def test_solo_gold_decks_resolve_to_real_quests(c):
    simple = solo(c, "simple", "yellow", 1)
    assert all(
        c.all_quests[i].deck == "yellow" and c.all_quests[i].stage == 1 for i in simple.fixed
    )
    assert names(c, c.solo_deck(simple, "medium")[0]) == Counter(YELLOW1_SOLO)
    epic = solo(c, "epic", "yellow", 3)
    assert all(c.all_quests[i].stage == 3 for i in epic.fixed)
    assert names(c, epic.fixed) == Counter(YELLOW3_SOLO)
    assert c.solo_deck(epic, "random") == (epic.fixed, 0)


# --- market --------------------------------------------------------------------------------------
def test_market_cards_per_stage(c):
    m = c.market_stages
    assert m[1].public == ("copper-axe", "copper-mace", "copper-spear", "iron-sword")
    assert m[2].public == ("mithril-sword",)
    assert len(m[1].weapon_deck) == 9 and len(m[2].weapon_deck) == 9
    assert len(m[3].weapon_deck) == 10 > c.epic_stages[3].weapons_dealt == 5
    assert [len(m[s].bonus) for s in (1, 2, 3)] == [12, 12, 10]
    assert [len(m[s].single_use) for s in (1, 2, 3)] == [12, 12, 10]
    total = sum(
        len(m[s].public) + len(m[s].weapon_deck) + len(m[s].bonus) + len(m[s].single_use) for s in m
    )
    assert total == 101  # the box's market cards (the starting designs are player cards)
    for s in (2, 3):
        cards = [c.all_weapons[i] for i in m[s].weapon_deck + m[s].public]
        cards += [c.all_bonus[i] for i in m[s].bonus]
        cards += [c.all_single_use[i] for i in m[s].single_use]
        assert all(card.simple_price is None for card in cards)
    normal = [c.all_weapons[i] for i in m[2].weapon_deck if not c.all_weapons[i].unique]
    assert sorted(w.name for w in normal) == ["Mithril Axe", "Mithril Mace", "Mithril Spear"]
    assert all(c.all_weapons[i].unique for i in m[3].weapon_deck)
    assert any("diamond" in c.all_weapons[i].cost for i in m[3].weapon_deck)
    assert c.all_bonus["ruby-trader"].left == {"ruby": 1}
    assert c.all_bonus["ruby-trader"].right == {"iron": 2}


def test_stage_cards_use_what_the_stage_can_mine_and_the_merchant_sells(c):
    for s, market in c.market_stages.items():
        pieces = stage_pieces(s)
        mined = {r for p in (*pieces.central, *pieces.borders) for side in p.sides for r in side}
        cubes: set[str] = set()
        for i in market.weapon_deck + market.public:
            cubes |= set(c.all_weapons[i].cost)
        for i in market.bonus:
            cubes |= set(c.all_bonus[i].left) | set(c.all_bonus[i].right)
        assert cubes <= mined <= set(c.prices), s

    # the merchant's prices: later designs give more power per gold of cubes
    def per_gold(w):
        return w.power / sum(c.prices[r].buy * n for r, n in w.cost.items())

    best = {
        s: max(per_gold(c.all_weapons[i]) for i in c.market_stages[s].weapon_deck)
        for s in (1, 2, 3)
    }
    assert best[1] <= best[2] <= best[3]


# --- epic figures, champions, bonus tiles --------------------------------------------------------
def test_epic_figures(c):
    e = c.epic
    assert (e.stage_count, e.rounds_per_stage) == (3, 6)
    assert (e.starting_adventurers, e.starting_adventurers_with_bonus_tiles) == (4, 3)
    assert [c.epic_stages[s].hire_cost for s in (1, 2, 3)] == [4, 5, 6]
    assert [(d.deck, d.stage) for d in e.quest_decks] == [
        ("green", 1),
        ("grey", 2),
        ("red", 3),
        ("yellow", 3),
    ]
    assert e.starred_quests
    assert [[r.key for r in c.epic_stages[s].offer_removed] for s in (1, 2, 3)] == [
        [],
        [("green", 1)],
        [("grey", 2)],
    ]
    assert c.epic_stages[2].made_public == ("mithril-sword",)
    assert [c.epic_stages[s].bonus_stack for s in (1, 2, 3)] == [6, 6, 5]
    # the simple game's figures are untouched
    assert (c.rules.rounds, c.rules.starting_adventurers, c.rules.hire_cost) == (7, 3, 4)


def test_twelve_champion_titles(c):
    assert len(c.champions) == 12
    assert "".join(t.letter for t in c.champions.values()) == "OUVFECBRTDSP"
    assert {t.name for t in c.champions.values()} == {
        "Opportunistic",
        "Unrelenting",
        "Valorous",
        "Fortuitous",
        "Expeditious",
        "Charming",
        "Rending",
        "Brutish",
        "Thrusting",
        "Dendritic",
        "Sanguine",
        "Purified",
    }
    fx = {t.id: t.effect for t in c.champions.values()}
    assert (fx["opportunistic"].kind, fx["opportunistic"].amount) == ("leg-prestige", 2)
    assert (fx["unrelenting"].kind, fx["unrelenting"].amount) == ("leg-power", 1)
    assert (fx["valorous"].kind, fx["valorous"].amount) == ("full-quest-prestige", 4)
    assert (fx["fortuitous"].kind, fx["fortuitous"].amount) == ("full-quest-gold", 3)
    assert (fx["expeditious"].kind, fx["expeditious"].steps) == ("start-ahead", (1, 2))
    assert (fx["charming"].kind, fx["charming"].gold) == ("free-acquisition", 1)
    assert {(fx[t].kind, fx[t].type) for t in ("rending", "brutish", "thrusting")} == {
        ("weapon-type", "slashing"),
        ("weapon-type", "crushing"),
        ("weapon-type", "piercing"),
    }
    gems = {t: (fx[t].resource, fx[t].amount) for t in ("dendritic", "sanguine", "purified")}
    assert gems == {
        "dendritic": ("emerald", 2),
        "sanguine": ("ruby", 2),
        "purified": ("diamond", 3),
    }
    assert all(t.text and t.source == "rulebook" for t in c.champions.values())


def test_fifteen_bonus_tiles_three_of_each_kind(c):
    tiles = list(c.bonus_tiles.values())
    assert len(tiles) == 15
    assert Counter(t.kind for t in tiles) == {
        "industrious": 3,
        "adventurous": 3,
        "stockpile": 3,
        "decorated": 3,
        "knowledge": 3,
    }
    assert sorted(t.workers for t in tiles if t.kind == "industrious") == [2, 3, 4]
    assert sorted(t.quests for t in tiles if t.kind == "adventurous") == [1, 2, 3]
    assert {t.resource for t in tiles if t.kind == "stockpile"} == {"copper", "iron", "mithril"}
    assert all(t.per == 3 for t in tiles if t.kind == "stockpile")
    for kind in ("decorated", "knowledge"):
        forms = {(t.reward, t.amount) for t in tiles if t.kind == kind}
        assert forms == {("gold", 2), ("prestige", 2), ("merchant", 3)}
    places = [(p.stage, p.rounds, p.resolved_after) for p in c.tile_placements]
    assert places == [
        (1, (4, 5, 6), 6),
        (2, (1, 2, 3), 3),
        (2, (4, 5, 6), 6),
        (3, (1, 2, 3), 3),
        (3, (4, 5, 6), 6),
    ]


# --- mines of stages 2 and 3 ----------------------------------------------------------------------
@pytest.mark.parametrize(("stage", "new"), [(2, {"mithril", "ruby"}), (3, {"diamond"})])
def test_later_stage_mines_tile_and_show_their_resources(stage, new):
    pieces = stage_pieces(stage)
    hexes = [h for p in (*pieces.central, *pieces.borders) for h in p.hexes]
    assert len(hexes) == len(set(hexes)) == 61 and set(hexes) == set(hexes_within(4))
    assert pieces.centre.id == stage_pieces(1).centre.id  # one central hex tile for all stages
    assert [p.id for p in pieces.cores] == [f"s{stage}-core-{k}" for k in range(1, 7)]
    for players in (2, 3, 4):
        for sides, gap in side_outcomes(players, stage)[::23]:
            shown = Counter(build_board(players, sides, gap, stage).resources.values())
            assert new <= set(shown), (players, sides)
            assert {"copper", "iron", "emerald"} <= set(shown)  # stage-1 resources stay
            if stage == 2:
                assert "diamond" not in shown
    full = Counter(build_board(4, (0,) * 7, 0, stage).resources.values())
    stage1 = Counter(build_board(4, (0,) * 7, 0, 1).resources.values())
    gems = ("emerald", "ruby", "diamond")
    assert sum(full[g] for g in gems) > sum(stage1[g] for g in gems)  # richer
