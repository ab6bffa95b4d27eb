"""The solo variant's rules, one scenario each (rulebook "Solo Variant")."""

from __future__ import annotations

import pytest

from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve
from forgegames.core.hexgrid import Hex
from forgegames.core.i18n import speaking
from forgegames.core.title import CHANCE, GameConfig, SeatConfig
from forgegames.games.forge_war import TITLE, solo
from forgegames.games.forge_war.economy import Log
from forgegames.games.forge_war.game_actions import Done, MarketPass, QuestPass, SetAside
from forgegames.games.forge_war.mine_actions import MoveOverseer, PassMove
from forgegames.games.forge_war.round_flow import end_round
from forgegames.games.forge_war.state import QuestEntry, changed, with_seat
from tests.games.forge_war.fw_helpers import add_quest, advance_to, apply, resolve_chance
from tests.games.forge_war.solo_helpers import solo_config, solo_new, solo_started, with_mine

# The rulebook's lists, written out again (not read from game.yaml).
HARDEST = [
    "the-fish-king-blockades-the-dock",
    "subdue-the-restless-graveyard",
    "trouble-in-the-weird-woods",
    "explore-the-mystic-cave",
    "negotiate-with-harpy-marauders",
    "slimes-in-the-sewer",
]
EASIEST = [
    "arena-games-1",
    "arena-games-2",
    "quell-the-tavern-brawl-1",
    "quell-the-tavern-brawl-2",
    "rats-in-the-cellar-1",
    "rats-in-the-cellar-2",
]
MIDDLE = [
    "vampire-bats-in-the-belfry-1",
    "vampire-bats-in-the-belfry-2",
    "escort-the-salt-caravan",
    "bandits-on-the-kings-road",
    "the-drowned-chapel",
    "clear-the-goblin-warren",
]
GOLD = [
    "sentient-crystal-invasion",
    "the-grumblesaur-wants-to-play",
    "in-pursuit-of-the-vampire",
    "break-the-mummys-curse",
]


def m(frm, to) -> MoveOverseer:
    return MoveOverseer(frm, to)


# --- the title -------------------------------------------------------------------------------
def test_solo_is_a_one_seat_variant_with_the_difficulty_option():
    info = TITLE.info
    assert info.seats_for("solo") == (1, 1)
    assert info.why_not_seats("simple", 1) is not None
    assert info.why_not_seats("solo", 2) is not None
    option, ties = info.options_for("solo")
    assert ties.key == "automaton-ties" and ties.default == "computer-picks"
    assert ties.values == ("computer-picks", "i-pick")
    assert option.key == "difficulty"
    assert option.values == ("very-easy", "medium", "difficult", "random")
    assert option.default == "medium"
    assert option.applies_to("solo-epic") and not option.applies_to("simple")
    two = GameConfig("forge-war", (SeatConfig("a", "c0"), SeatConfig("b", "c1")), "solo")
    with pytest.raises(IllegalAction, match="1 player"):
        TITLE.new_game(two)


# --- set-up -------------------------------------------------------------------------------------
def test_setup_three_colours_player_last_four_adventurers_three_player_mine():
    state = TITLE.new_game(solo_config())
    assert len(state.seats) == 1
    assert len(state.seats[0].advs) == 4
    assert state.solo["order"] == (1, 2, 0)
    assert state.names[1:] == ("Automaton A", "Automaton B")
    state = solo_new()
    assert len(state.mine.board) == 48  # the 3-player mine
    # The player places every colour's overseers, in order-track order.
    colours = []
    while state.phase == "place":
        assert TITLE.current_player(state) == 0
        colours.append(state.mphase.actor)
        state = apply(state, TITLE.legal_actions(state)[0])
    assert colours == [1, 2, 0] * 3
    assert sorted(state.mine.overseers.values()) == [0, 0, 0, 1, 1, 1, 2, 2, 2]


@pytest.mark.parametrize(
    ("difficulty", "kept"),
    [
        ("very-easy", EASIEST + MIDDLE),
        ("medium", EASIEST[:2] + MIDDLE + HARDEST[2:]),
        ("difficult", MIDDLE + HARDEST),
    ],
)
def test_quest_deck_per_difficulty(difficulty, kept):
    state = TITLE.new_game(solo_config(difficulty))
    assert not any(task[0] == "set-aside" for task in state.chance)
    state = resolve_chance(state)
    dealt = [q for q in state.quests["offer"] if q]
    assert sorted([*state.quests["green"], *dealt]) == sorted(kept)
    assert sorted(state.quests["yellow"]) == sorted(GOLD)


def test_random_difficulty_sets_six_aside_by_chance():
    state = TITLE.new_game(solo_config("random"))
    assert [t for t in state.chance if t[0] == "set-aside"] == [("set-aside", "green")] * 6
    while state.chance[0][0] != "set-aside":
        state = apply(state, TITLE.chance_outcomes(state)[0][0])
    outcomes = TITLE.chance_outcomes(state)
    assert len(outcomes) == 18 and all(isinstance(a, SetAside) for a, _p in outcomes)
    assert TITLE.parse_action(str(outcomes[0][0])) == outcomes[0][0]
    state = resolve_chance(state)
    assert len(state.quests["green"]) + 2 == 12
    assert sorted(state.quests["yellow"]) == sorted(GOLD)
    assert TITLE.check_invariants(state) == []


def test_only_the_free_slots_are_dealt():
    state = solo_new()
    offer = state.quests["offer"]
    assert offer[0] and offer[1] and offer[2:] == (None,) * 6


# --- the mine ----------------------------------------------------------------------------------
PRIORITY_MINE = {
    "overseers": {(0, 0): 1, (3, -3): 2, (-4, 0): 0},
    "workers": {
        (1, 0): 0,
        (2, 0): 2,  # east: 2 others, 0 own -> stops on (3, 0)
        (0, 1): 2,
        (0, 2): 0,  # south-east: 2 others, 0 own -> stops on (0, 3)
        (-1, 0): 0,
        (-2, 0): 1,
        (-3, 0): 2,  # west: 2 others, 1 own -> stops on... (-4, 0) holds an overseer: no move
        (0, -1): 0,
        (0, -2): 1,
        (0, -3): 2,  # north: 2 others, 1 own -> stops on (0, -4)
    },
}


def test_automated_priority_offers_only_the_tied_best_moves():
    state = with_mine(solo_started(), **PRIORITY_MINE, order=(1, 2, 0))
    assert TITLE.current_player(state) == 0  # the player moves the automated colour
    legal = TITLE.legal_actions(state)
    moves = {a for a in legal if isinstance(a, MoveOverseer)}
    assert moves == {m((0, 0), (3, 0)), m((0, 0), (0, 3))}
    assert PassMove() not in legal
    # Two others but one own worker ranks below two others and none.
    with pytest.raises(IllegalAction, match=r"as many workers of other colours as it can \(2\)"):
        TITLE.apply(state, m((0, 0), (0, -4)))
    with pytest.raises(IllegalAction, match="never passes"):
        TITLE.apply(state, PassMove())


def test_a_single_allowed_move_is_played_by_itself_and_logged():
    layout = {k: dict(v) for k, v in PRIORITY_MINE.items()}
    del layout["workers"][(0, 1)], layout["workers"][(0, 2)]
    state = with_mine(solo_started(), **layout, order=(0, 1, 2))
    step = TITLE.apply(state, PassMove())  # the player passes; colour 1 has one move
    after = step.state
    assert after.mine.overseers.get(Hex(3, 0)) == 1
    texts = [e.text for e in step.events]
    assert any("Automaton A has only one move" in t for t in texts)


def with_ties(state, who: str):
    return evolve(state, solo=state.solo.with_item("ties", who))


def test_the_computer_picks_among_tied_moves_when_the_option_asks_and_logs_it():
    """Issue 39: 'Computer picks' plays a move the priority ties at once, and says so."""
    state = with_ties(with_mine(solo_started(), **PRIORITY_MINE, order=(0, 1, 2)), "computer")
    step = TITLE.apply(state, PassMove())  # the player passes; colour 1 has two tied moves
    after = step.state
    moved = {h for h in (Hex(3, 0), Hex(0, 3)) if after.mine.overseers.get(h) == 1}
    assert len(moved) == 1 and after.mine.overseers.get(Hex(0, 0)) != 1
    texts = [e.text for e in step.events]
    said = "Automaton A: the computer picks one of the 2 moves its priority ties"
    assert any(said in t for t in texts), texts
    assert any(t.startswith("Automaton A moves an overseer") for t in texts), texts
    assert TITLE.apply(state, PassMove()).state == after, "the same position, the same pick"


def test_the_player_picks_among_tied_moves_by_default_of_old_games():
    """A game without the option (every save from before it) leaves the tie to the player."""
    assert solo_config().option("automaton-ties", "i-pick") == "i-pick"
    assert "ties" not in solo_started().solo
    state = with_mine(solo_started(), **PRIORITY_MINE, order=(0, 1, 2))
    after = TITLE.apply(state, PassMove()).state
    assert after.mphase.actor == 1 and TITLE.current_player(after) == 0
    assert {a for a in TITLE.legal_actions(after) if isinstance(a, MoveOverseer)} == {
        m((0, 0), (3, 0)),
        m((0, 0), (0, 3)),
    }
    config = GameConfig(
        "forge-war", (SeatConfig("Solo", "c0"),), "solo", (("automaton-ties", "computer-picks"),)
    )
    assert TITLE.new_game(config).solo["ties"] == "computer"


def test_the_tie_pick_is_a_priority_move_and_differs_between_positions():
    base = with_mine(solo_started(), **PRIORITY_MINE, order=(1, 2, 0))
    allowed = [m((0, 0), (3, 0)), m((0, 0), (0, 3))]
    picks = {solo.tie_pick(evolve(base, round=r), allowed) for r in range(1, 9)}
    assert picks == set(allowed), "the pick is drawn from the position, not always the first"
    assert solo.tie_pick(base, allowed) == solo.tie_pick(base, list(reversed(allowed)))


def test_jumping_own_workers_removes_them_and_automated_colours_earn_nothing():
    layout = {k: dict(v) for k, v in PRIORITY_MINE.items()}
    state = with_mine(solo_started(), **layout, order=(1, 0, 2))
    pool = dict(state.seats[0].pool)
    after = TITLE.apply(state, m((0, 0), (3, 0))).state
    assert after.mine.workers[Hex(0, 0)] == 1  # a worker is generated...
    assert after.mine.workers[Hex(1, 0)] == 1 and after.mine.workers[Hex(2, 0)] == 1
    assert after.seats[0].pool == pool  # ...but nobody receives anything
    assert after.supply == state.supply
    # The player's own move: its passed own worker leaves the mine, the others pay it.
    mine = {
        "overseers": {(-4, 0): 0, (3, -3): 1, (3, 0): 2},
        "workers": {(-3, 0): 0, (-2, 0): 1},
    }
    state = with_mine(solo_started(), **mine, order=(0, 1, 2))
    step = TITLE.apply(state, m((-4, 0), (-1, 0)))
    after = step.state
    assert Hex(-3, 0) not in after.mine.workers
    assert after.mine.workers[Hex(-2, 0)] == 0 and after.mine.workers[Hex(-4, 0)] == 0
    gained = sum(after.seats[0].pool.values()) - sum(state.seats[0].pool.values())
    assert gained == 2  # the new worker and the converted one; the removed one pays nothing
    assert any("its own overseer passed it" in e.text for e in step.events)


def test_automated_colour_first_takes_no_extra_move_but_the_player_does():
    base = solo_started()
    mine = {"overseers": {(-4, 0): 0, (3, -3): 1, (3, 0): 2}}
    state = with_mine(base, **mine, order=(1, 2, 0))
    for _ in range(3):
        state = apply(state, TITLE.legal_actions(state)[0])
    assert state.phase == "market"  # no fourth (extra) turn for colour 1
    state = with_mine(base, **mine, order=(0, 1, 2))
    state = apply(state, PassMove())
    for _ in range(2):
        state = apply(state, TITLE.legal_actions(state)[0])
    assert state.phase == "mine" and state.mphase.is_extra and state.mphase.actor == 0


def test_order_track_rotates_instead_of_counting_workers():
    state = with_mine(solo_started(), overseers={(-4, 0): 0, (3, -3): 1, (3, 0): 2})
    state = resolve_chance(state)
    for _ in range(3):
        state = apply(state, TITLE.legal_actions(state)[0])
    assert state.phase == "market"
    assert state.solo["order"] == (2, 0, 1)
    assert state.order == (0,)


# --- the market --------------------------------------------------------------------------------
def test_two_market_actions_and_passing_first_pays_and_keeps_the_second():
    state = advance_to(solo_started(), "market")
    gold = state.seats[0].gold
    state = apply(state, MarketPass())
    assert state.phase == "market" and state.seats[0].gold == gold + 1
    assert solo.market_actions_left(state) == 1
    state = apply(state, MarketPass())
    assert state.phase == "quest"
    assert state.seats[0].gold == gold + 2


def test_the_market_has_the_two_player_bazaar():
    from forgegames.games.forge_war import market as mk

    state = advance_to(solo_started(), "market")
    assert mk.spaces(state.players) == ("blacksmith", "bazaar", "barracks", "clerk", "road")


# --- quests ------------------------------------------------------------------------------------
def test_offer_is_pushed_right_until_the_free_slots_are_clear():
    state = solo_started()
    state = changed(state, "quests", offer=("a", None, "b", "c", None, "d", None, None))
    state = solo.push_offer(state, Log(state))
    assert state.quests["offer"] == (None, None, "a", "b", "c", "d", None, None)
    state = changed(state, "quests", offer=(None, "a", None, None, None, None, None, "b"))
    state = solo.push_offer(state, Log(state))
    assert state.quests["offer"] == (None, None, "a", None, None, None, None, "b")


def test_quests_stay_in_the_offer_and_two_are_dealt_each_round():
    state = advance_to(solo_started(), "quest", "acquire")
    first = list(state.quests["offer"])
    state = apply(state, TITLE.legal_actions(state)[0])  # take slot 0
    state = end_round(state, Log(state))
    state = resolve_chance(state)
    offer = state.quests["offer"]
    assert offer[2] == first[1]  # the quest left behind was pushed on, not removed
    assert offer[0] and offer[1] and sum(1 for q in offer if q) == 3


def test_taking_no_quest_loses_at_once():
    state = advance_to(solo_started(), "quest", "acquire")
    assert any("solo game" in x for x in TITLE.losses(state, QuestPass()))
    step = TITLE.apply(state, QuestPass())
    assert step.state.phase == "over" and TITLE.current_player(step.state) < 0
    assert solo.lost(step.state) == "no quest was taken in round 1"
    assert not TITLE.score_breakdown(step.state)[0].winner
    assert "Lost (medium): no quest was taken in round 1." in TITLE.result_notes(step.state)
    with speaking("es"):  # the difficulty is named as the launcher names it
        assert TITLE.result_notes(step.state)[0].startswith("Derrota (dificultad media): ")
    assert TITLE.high_score(step.state) == ("solo/medium", None)
    assert any("loses the solo game" in e.text for e in step.events)


def test_failing_a_quest_loses_at_once():
    state = advance_to(solo_started(), "quest", "acquire")
    state = apply(state, TITLE.legal_actions(state)[0])
    assert state.step == "manage"
    step = TITLE.apply(state, Done())  # nobody sent: the quest's first step is not met
    assert step.state.phase == "over"
    assert "failed in round 1" in solo.lost(step.state)


def test_a_completed_game_scores_against_the_benchmark():
    state = solo_started()
    state = evolve(state, phase="over")
    state = with_seat(state, 0, prestige=130)
    total = int(TITLE.score_breakdown(state)[0].total)
    assert TITLE.score_breakdown(state)[0].winner
    assert TITLE.high_score(state) == ("solo/medium", float(total))
    (note,) = TITLE.result_notes(state)
    assert f"{total} points" in note and "(125)" in note


def test_solo_state_survives_json_and_copies():
    state = solo_started()
    again = TITLE.from_json(TITLE.to_json(state))
    assert again == state
    copy = state
    with pytest.raises(TypeError):  # the solo record never changes: a rule makes a new one
        copy.solo["order"] = (9,)
    assert state.solo["order"] == (1, 2, 0)
    assert TITLE.current_player(state) != CHANCE
    assert TITLE.world.content.solo.benchmark["simple"] == 125


def test_a_quest_still_under_way_when_the_game_ends_does_not_lose():
    state = solo_started()
    state = evolve(state, round=TITLE.world.content.rules.rounds)
    qid = state.quests["offer"][0]
    state = changed(state, "quests", offer=(None, *state.quests["offer"][1:]))
    state = add_quest(state, 0, QuestEntry(qid, 1, state.round))
    state = end_round(state, Log(state))
    assert state.phase == "over" and solo.lost(state) is None
    assert not state.seats[0].quests and qid in state.quests["gone"]
    assert TITLE.score_breakdown(state)[0].winner
    assert TITLE.high_score(state)[1] is not None


def test_extra_adventurer_per_game():
    seat = (SeatConfig("Solo", "c0"),)
    simple = GameConfig("forge-war", seat, "solo")
    epic = GameConfig("forge-war", seat, "solo-epic")
    tiles = GameConfig("forge-war", seat, "solo-epic", (("bonus-tiles", "on"),))
    assert solo.starting_adventurers(TITLE.world, simple, 3) == 4
    assert solo.starting_adventurers(TITLE.world, epic, 3) == 5
    assert solo.starting_adventurers(TITLE.world, tiles, 3) == 4
    assert solo.starting_adventurers(TITLE.world, GameConfig("forge-war", seat, "simple"), 3) == 3
