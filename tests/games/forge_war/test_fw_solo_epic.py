"""The solo variant played over the epic game's three stages (rulebook "Solo Variant", its
"Epic game" decks and "End of Stage", with "Epic Game"): every solo rule across the stages,
every epic rule with one player."""

from __future__ import annotations

import pytest

from forgegames.core.codec import encode
from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import FrozenMap, evolve
from forgegames.core.title import CHANCE, GameConfig, SeatConfig
from forgegames.games.forge_war import TITLE, solo
from forgegames.games.forge_war import bonus_tiles as tiles
from forgegames.games.forge_war.economy import Log
from forgegames.games.forge_war.game_actions import (
    Barracks,
    Buy,
    ChooseTitle,
    Done,
    Finish,
    QuestPass,
    SetAside,
    TakeQuest,
)
from forgegames.games.forge_war.mine_phase import MinePhase, Placement
from forgegames.games.forge_war.round_flow import end_round
from forgegames.games.forge_war.stages import hire_cost, stage_of, stage_round
from forgegames.games.forge_war.state import (
    FWState,
    QuestEntry,
    appended,
    changed,
    with_seat,
)
from tests.games.forge_war.fw_helpers import (
    add_quest,
    advance_to,
    apply,
    passing_move,
    resolve_chance,
    set_adv,
)

# The rulebook's epic solo lists, written out again (not read from game.yaml), hardest first.
GREEN_HARDEST = [
    "investigate-the-kidnappings",
    "the-cursed-keep",
    "the-fish-king-blockades-the-dock",
    "subdue-the-restless-graveyard",
    "trouble-in-the-weird-woods",
    "explore-the-mystic-cave",
    "negotiate-with-harpy-marauders",
    "slimes-in-the-sewer",
]
GREEN_EASIEST = [
    "vampire-bats-in-the-belfry-1",
    "vampire-bats-in-the-belfry-2",
    "arena-games-1",
    "arena-games-2",
    "quell-the-tavern-brawl-1",
    "quell-the-tavern-brawl-2",
    "rats-in-the-cellar-1",
    "rats-in-the-cellar-2",
]
GREY_HARDEST = [
    "the-endless-dungeon",
    "a-tower-to-the-stars",
    "the-grumblesaur-wants-to-play-s2",
    "the-fissure-of-doom",
    "break-the-mummys-curse-s2",
    "enraged-forest-spirit",
    "noblemans-bodyguard",
    "in-pursuit-of-the-vampire-s2",
]
GREY_EASIEST = [
    "fairy-mischief-1",
    "fairy-mischief-2",
    "disperse-the-dark-coven-1",
    "disperse-the-dark-coven-2",
    "royal-tournament-1",
    "royal-tournament-2",
    "trolls-under-the-bridge-1",
    "trolls-under-the-bridge-2",
]
RED_HARDEST = [
    "the-multi-headed-hydra",
    "placate-the-fires-of-mount-horn",
    "the-dwarves-dug-too-deep",
    "the-archmages-golem-army",
]
RED_EASIEST = [
    "the-mountain-comes-alive",
    "otherworldly-visitors",
    "the-swamp-of-suffering-1",
    "the-swamp-of-suffering-2",
]
GOLD_STAGE_3 = [
    "the-storm-knights-challenge-1",
    "the-storm-knights-challenge-2",
    "return-of-the-vampire",
    "close-the-nether-gate",
    "rise-of-the-skeletal-beast",
]


def epic_config(difficulty: str = "medium", bonus_tiles: str = "off") -> GameConfig:
    options = (("difficulty", difficulty), ("bonus-tiles", bonus_tiles))
    return GameConfig("forge-war", (SeatConfig("Solo", "c0"),), "solo-epic", options)


def epic_started(difficulty: str = "medium", bonus_tiles: str = "off") -> FWState:
    """Round 1, the mine phase about to begin (every overseer on the first free hex)."""
    state = resolve_chance(TITLE.new_game(epic_config(difficulty, bonus_tiles)))
    while state.phase in ("wealth", "place"):
        state = resolve_chance(apply(state, TITLE.legal_actions(state)[0]))
    return state


def deck_cards(state: FWState, colour: str) -> list[str]:
    """A quest deck's cards, those dealt to the offer included."""
    dealt = [
        x for x in state.quests["offer"] if x and TITLE.world.content.all_quests[x].deck == colour
    ]
    return sorted([*state.quests[colour], *dealt])


def everything_but(colour: str, *lists: list[str]) -> list[str]:
    stage = {"green": 1, "grey": 2, "red": 3, "yellow": 3}[colour]
    out = {x for group in lists for x in group}
    return sorted(x for x in TITLE.world.content.quest_deck(colour, stage) if x not in out)


def at_stage_end(state: FWState, stage: int, order: tuple[int, ...] = (2, 0, 1)) -> FWState:
    """From ``state`` at a quest acquisition: the quest in slot 0 taken (and left active), then
    the player's last ``finish`` of ``stage``'s last round: the stage's deck dealt out (four of
    its quests still in the offer, the rest gone), the order track ``order``, gold to trade so
    that ``finish`` is asked."""
    state = apply(state, TakeQuest(0))
    colour = {1: "green", 2: "grey"}[stage]
    state = appended(state, "quests", "gone", *(x for x in state.quests["offer"] if x))
    deck = state.quests[colour]
    state = changed(state, "quests", offer=(None, None, *deck[:4], None, None))
    state = appended(state, "quests", "gone", *deck[4:])
    state = changed(state, "quests", **{colour: ()})
    state = evolve(state, round=6 * stage)
    state = evolve(state, phase="rewards", step="collect", turn=0)
    state = with_seat(state, 0, gold=10)
    state = evolve(state, solo=state.solo.with_item("order", tuple(order)))
    return state


def last_round_of_stage(stage: int) -> FWState:
    """The last ``finish`` of ``stage`` (1 or 2), reached from a real round 1 (and for stage 2
    through the real change to stage 2 and its round 1)."""
    state = advance_to(epic_started(), "quest", "acquire")
    state = at_stage_end(state, 1)
    if stage == 2:
        state = advance_to(resolve_chance(apply(state, Finish())), "quest", "acquire")
        state = at_stage_end(state, 2)
    return state


# --- the title and set-up ------------------------------------------------------------------------
def test_solo_epic_is_a_one_seat_variant_with_both_options():
    info = TITLE.info
    assert info.seats_for("solo-epic") == (1, 1)
    assert [v.id for v in info.variants_for(1)] == ["solo", "solo-epic"]
    assert [o.key for o in info.options_for("solo-epic")] == [
        "bonus-tiles",
        "difficulty",
        "automaton-ties",
    ]
    two = GameConfig("forge-war", (SeatConfig("a", "c0"), SeatConfig("b", "c1")), "solo-epic")
    with pytest.raises(IllegalAction, match="1 player"):
        TITLE.new_game(two)


def test_setup_five_adventurers_or_four_with_bonus_tiles_and_a_three_colour_mine():
    state = epic_started()
    assert len(state.seats[0].advs) == 5
    assert state.solo["order"] == (1, 2, 0)
    assert len(state.mine.board) == 48 and state.mine.board.stage == 1
    assert sorted(state.mine.overseers.values()) == [0, 0, 0, 1, 1, 1, 2, 2, 2]
    assert state.seats[0].title_use == {}
    with_tiles = epic_started(bonus_tiles="on")
    assert len(with_tiles.seats[0].advs) == 4 and len(with_tiles.tiles) == 5
    assert TITLE.check_invariants(with_tiles) == []


@pytest.mark.parametrize(
    ("difficulty", "removed"),
    [
        ("very-easy", (GREEN_HARDEST, GREY_HARDEST, RED_HARDEST)),
        ("medium", (GREEN_HARDEST[:4] + GREEN_EASIEST[4:], GREY_HARDEST[:4] + GREY_EASIEST[4:])),
        ("difficult", (GREEN_EASIEST, GREY_EASIEST, RED_EASIEST)),
    ],
)
def test_the_epic_solo_decks_per_difficulty(difficulty, removed):
    state = resolve_chance(TITLE.new_game(epic_config(difficulty)))
    if difficulty == "medium":
        removed = (*removed, RED_HARDEST[:2] + RED_EASIEST[2:])
    for colour, out in zip(("green", "grey", "red"), removed, strict=True):
        assert deck_cards(state, colour) == everything_but(colour, out)
    assert len(deck_cards(state, "green")) == len(deck_cards(state, "grey")) == 12
    assert len(deck_cards(state, "red")) == 8
    assert deck_cards(state, "yellow") == sorted(GOLD_STAGE_3)
    offer = state.quests["offer"]
    assert offer[0] and offer[1] and offer[2:] == (None,) * 6
    assert all(TITLE.world.content.all_quests[x].deck == "green" for x in offer[:2])
    assert TITLE.check_invariants(state) == []


def test_random_difficulty_sets_aside_eight_green_eight_grey_four_red_by_chance():
    state = TITLE.new_game(epic_config("random"))
    aside = [t for t in state.chance if t[0] == "set-aside"]
    assert (
        aside
        == [("set-aside", "green")] * 8 + [("set-aside", "grey")] * 8 + [("set-aside", "red")] * 4
    )
    while state.chance[0][0] != "set-aside":
        state = apply(state, TITLE.chance_outcomes(state)[0][0])
    outcomes = TITLE.chance_outcomes(state)
    assert len(outcomes) == 20 and all(isinstance(a, SetAside) for a, _p in outcomes)
    state = resolve_chance(state)
    assert [len(deck_cards(state, c)) for c in ("green", "grey", "red")] == [12, 12, 8]
    assert deck_cards(state, "yellow") == sorted(GOLD_STAGE_3)


# --- the change of stage -------------------------------------------------------------------------
def test_solo_stage_change_step_by_step():
    c = TITLE.world.content
    state = last_round_of_stage(1)
    active = state.seats[0].quests[0].id
    old_offer = [x for x in state.quests["offer"] if x]
    assert len(old_offer) == 4 and TITLE.current_player(state) == 0
    step = TITLE.apply(state, Finish())
    after = step.state
    texts = [e.text for e in step.events]
    # 1. Stage 2, round 1; the solo offer was not pushed but emptied; the active quest stays.
    assert (after.round, stage_of(after), stage_round(after)) == (7, 2, 1)
    assert not any("pushed off" in t for t in texts)
    assert any("The old stage's quests leave the offer" in t for t in texts)
    assert after.quests["offer"] == (None,) * 8
    assert set(old_offer) <= set(after.quests["gone"])
    assert [e.id for e in after.seats[0].quests] == [active]
    # 2. The mine is cleared; its sides are a chance node for the 3-colour mine.
    assert after.mine is None and after.phase == "place"
    assert after.chance[0] == ("sides",) and TITLE.current_player(after) == CHANCE
    assert after.chance[-2:] == (("quest", 0), ("quest", 1))
    laid = apply(after, TITLE.chance_outcomes(after)[0][0])
    assert laid.mine.board.stage == 2 and len(laid.mine.board) == 48
    assert not laid.mine.workers and not laid.mine.overseers
    assert {"mithril", "ruby"} <= set(laid.mine.board.resources.values())
    # 3. Two new quests from the solo grey deck, in the two 0-cost slots only.
    ready = resolve_chance(laid)
    offer = ready.quests["offer"]
    assert all(c.all_quests[x].deck == "grey" for x in offer[:2]) and offer[2:] == (None,) * 6
    kept = everything_but("grey", GREY_HARDEST[:4] + GREY_EASIEST[4:])
    assert set(offer[:2]) <= set(kept)
    assert TITLE.check_invariants(ready) == []
    # 4. The player places every colour's overseers again, in the order track's order.
    assert isinstance(ready.mphase, Placement)
    colours = []
    while ready.phase == "place":
        assert TITLE.current_player(ready) == 0
        colours.append(ready.mphase.actor)
        ready = resolve_chance(apply(ready, TITLE.legal_actions(ready)[0]))
    assert colours == [2, 0, 1] * 3
    assert sorted(ready.mine.overseers.values()) == [0, 0, 0, 1, 1, 1, 2, 2, 2]
    # 5. Round 7's mine phase: the automated colours move by their priority, the order rotates.
    assert ready.phase == "mine" and isinstance(ready.mphase, MinePhase)
    assert TITLE.check_invariants(ready) == []
    broken = ready
    kept = {h: c for h, c in ready.mine.overseers.items() if c == 0}
    broken = evolve(broken, mine=evolve(ready.mine, overseers=FrozenMap(kept)))
    assert "mine colour 1 has 0 overseers placed" in TITLE.check_invariants(broken)
    assert ready.mphase.automated == (1, 2) and ready.mphase.order == (2, 0, 1)
    market = advance_to(ready, "market")
    assert market.solo["order"] == (0, 1, 2)
    # 6. The barracks charge stage 2's 5 gold; two market actions still.
    assert hire_cost(market) == 5
    market = market
    market = with_seat(market, 0, gold=7)
    before = len(market.seats[0].advs)
    hired = apply(market, Barracks(True, ()))
    assert hired.seats[0].gold == 2 and len(hired.seats[0].advs) == before + 1
    assert hired.phase == "market" and solo.market_actions_left(hired) == 1


def test_stage_three_deals_from_the_red_deck_and_hires_for_six():
    c = TITLE.world.content
    state = last_round_of_stage(2)
    after = resolve_chance(apply(state, Finish()))
    assert (after.round, stage_of(after)) == (13, 3)
    offer = after.quests["offer"]
    assert all(c.all_quests[x].deck == "red" for x in offer[:2]) and offer[2:] == (None,) * 6
    assert len(after.market["weapon"]) + (after.market["up"]["weapon"] is not None) == 5
    assert after.mine.board.stage == 3 and not after.mine.overseers
    assert hire_cost(after) == 6
    assert TITLE.check_invariants(after) == []


def test_after_a_stage_change_the_solo_game_is_lost_by_taking_no_quest():
    state = resolve_chance(apply(last_round_of_stage(1), Finish()))
    state = advance_to(state, "quest", "acquire")
    assert state.round == 7
    assert any("solo game" in x for x in TITLE.losses(state, QuestPass()))
    after = apply(state, QuestPass())
    assert after.phase == "over" and solo.lost(after) == "no quest was taken in round 7"
    assert "Lost (medium): no quest was taken in round 7." in TITLE.result_notes(after)
    assert TITLE.high_score(after) == ("solo-epic/medium", None)
    assert not TITLE.score_breakdown(after)[0].winner


def test_after_a_stage_change_the_solo_game_is_lost_by_a_failed_quest():
    state = resolve_chance(apply(last_round_of_stage(1), Finish()))
    state = advance_to(state, "quest", "acquire")
    grey = state.quests["offer"][0]
    state = apply(state, TakeQuest(0))
    after = apply(state, Done())  # nobody sent: the grey quest's first step is not met
    assert after.phase == "over"
    assert TITLE.world.content.card_name(grey) in solo.lost(after)
    assert "failed in round 7" in solo.lost(after)


# --- champions, tiles and the end ---------------------------------------------------------------
def test_a_level_four_adventurer_becomes_a_champion_in_solo_epic():
    state = advance_to(epic_started(), "market")
    state, adv = set_adv(state, 0, 0, level=3)
    state = with_seat(state, 0, gold=3)
    after = apply(state, Barracks(False, (adv.id,)))
    assert after.pending and after.pending[0]["kind"] == "title"
    titled = apply(after, next(a for a in TITLE.legal_actions(after) if isinstance(a, ChooseTitle)))
    assert titled.seats[0].advs[0].level == 4 and titled.seats[0].advs[0].title
    assert Barracks(False, (adv.id,)) not in TITLE.legal_actions(titled)  # 4 is the most


def test_an_industrious_tile_counts_only_the_players_workers():
    state = epic_started(bonus_tiles="on")
    free = [h for h in state.mine.board.resources if state.mine.free(h)][:3]
    state = evolve(state, round=6, tiles=(("industrious-3", 0),))
    state = evolve(state, mine=evolve(state.mine, workers=FrozenMap({h: 1 for h in free})))
    state = tiles.resolve_due(state, Log(state))
    assert state.pending == ()  # three workers of an automated colour: nobody qualifies
    state = evolve(state, tiles=(("industrious-3", 0),))
    state = evolve(state, mine=evolve(state.mine, workers=FrozenMap({h: 0 for h in free})))
    state = tiles.resolve_due(state, Log(state))
    assert [(p["seat"], p["kind"]) for p in state.pending] == [(0, "overseer")]


def test_the_game_ends_after_stage_three_against_the_epic_benchmark():
    state = epic_started()
    state = evolve(state, round=18)
    qid = state.quests["offer"][0]
    state = changed(state, "quests", offer=(None, *state.quests["offer"][1:]))
    state = add_quest(state, 0, QuestEntry(qid, 1, 18, paid=0))
    state = with_seat(state, 0, prestige=520)
    state = end_round(state, Log(state))
    assert state.phase == "over" and solo.lost(state) is None
    (line,) = TITLE.score_breakdown(state)
    assert line.winner
    assert TITLE.high_score(state) == ("solo-epic/medium", line.total)
    (note,) = TITLE.result_notes(state)
    assert f"{int(line.total)} points, a great score (500)" in note
    short = state
    short = with_seat(short, 0, prestige=0)
    (note,) = TITLE.result_notes(short)
    assert "short of a great score (500)" in note
    assert TITLE.high_score_key("solo-epic", (("difficulty", "difficult"),)) == (
        "solo-epic/difficult"
    )


def test_the_rounds_before_a_stage_change_push_the_offer_as_usual():
    state = advance_to(epic_started(), "quest", "acquire")
    left = state.quests["offer"][1]
    state = apply(state, TakeQuest(0))
    state = evolve(state, phase="rewards", step="collect", turn=0)
    state = with_seat(state, 0, gold=10)
    after = resolve_chance(apply(state, Finish()))
    assert after.round == 2
    offer = after.quests["offer"]
    assert offer[2] == left and offer[0] and offer[1] and offer[3:] == (None,) * 5


def test_passing_through_a_solo_epic_game_keeps_the_state_it_is_given():
    state = last_round_of_stage(1)
    copy = state
    TITLE.apply(state, passing_move(state))
    assert state == copy


def test_the_solo_stage_change_never_changes_a_state_it_is_given():
    """Copy-on-write through a solo change of stage (the bots' games in test_fw_speedups seldom
    live that long): from the round's last ``finish`` to the new stage's market, every state
    the rules hand out stays as it was, and each action gives what copying everything gives."""
    from tests.games.forge_war.test_fw_speedups import outcome, some_actions

    state = TITLE.apply(last_round_of_stage(1), Buy("copper")).state
    assert state.phase == "rewards"
    states = [state]
    while not (state.round == 7 and state.phase == "market"):
        if TITLE.current_player(state) == CHANCE:
            state = apply(state, TITLE.chance_outcomes(state)[0][0])
        else:
            state = apply(state, passing_move(state))
        states.append(state)
    assert any(s.phase == "place" and s.round == 7 for s in states)
    for state in states:
        before = encode(state)
        for action in some_actions(state, 4):
            got = outcome(state, action)
            assert encode(state) == before, action
            expected = outcome(state, action)
            assert got == expected, action
