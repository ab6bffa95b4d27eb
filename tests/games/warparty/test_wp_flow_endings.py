"""Warparty's flow through the whole engine, continued: the ways to win (the economic lead, the
final reckoning, surrender and offers) and saving (JSON and replays)."""

from __future__ import annotations

import json

from wpscenario import (
    TITLE,
    W,
    board,
    config,
    income,
    legal,
    play,
    refusal,
    seat,
    started,
    step,
    texts,
    two_battles,
)

from forgegames.core.session import Session
from forgegames.core.title import CHANCE
from forgegames.games.warparty.state import City

ARMIES = ("humans", "dwarves", "goblins", "undead")
TALKS = {"concede", "offer-marginal", "offer-marginal defeat"}
"""Surrender and offers: open to the team whose turn it is in every phase but battles."""

# --- winning ------------------------------------------------------------------------------------
RICH = {
    t.id: "humans"
    for t in W.geo.territories
    if t.terrain == "plains" and not t.capital and t.value >= 2 and t.id not in ("amberfield",)
}


def test_an_income_lead_of_fifty_wins_at_the_end_of_the_opponents_turn():
    state = board(owner=RICH, side="good")
    lead = (
        income(state, "humans")
        + income(state, "dwarves")
        - income(state, "goblins")
        - income(state, "undead")
    )
    assert lead >= 50
    state = step(state, "end-move", "end-combat", "end-turn")
    assert state.winner == "" and state.side == "evil", "not at the end of its own turn"
    state, events = play(state, "end-move", "end-combat", "end-turn")
    assert state.winner == "good" and state.how == "economic victory"
    assert "The Good team wins by its economy" in texts(events)


def test_a_lead_of_forty_nine_is_not_enough():
    owner = dict(RICH)
    state = board(owner=owner, side="evil")
    good = income(state, "humans") + income(state, "dwarves")
    evil = income(state, "goblins") + income(state, "undead")
    # trim the good land until the lead is exactly 49
    for territory in sorted(owner):
        if good - evil <= 49:
            break
        value = W.geo.by_id[territory].value
        if good - evil - value >= 49:
            del owner[territory]
            good -= value
    state = board(owner=owner, side="evil")
    assert good - evil == 49
    state = step(state, "end-move", "end-combat", "end-turn")
    assert state.winner == "" and state.phase == "move"


def test_ending_the_turn_that_loses_by_the_economy_asks_first():
    """Playtest 8: the losing move names the game and the lead among its losses."""
    state = board(owner=RICH, side="evil")
    state = step(state, "end-move", "end-combat")
    end = TITLE.parse_action("end-turn")
    lead = (
        income(state, "humans")
        + income(state, "dwarves")
        - income(state, "goblins")
        - income(state, "undead")
    )
    assert f"the game: the Good team's income lead is {lead}" in TITLE.losses(state, end)
    ahead = step(board(owner=RICH, side="good"), "end-move", "end-combat")
    assert not any("the game" in w for w in TITLE.losses(ahead, end)), "its own lead is safe"
    assert TITLE.losses(board(side="evil"), end) == [], "no lead, nothing lost"


def last_turn(*units, **changes):
    return board(*units, side="evil", clock=28, **changes)


def test_the_final_reckoning_counts_victory_points_first():
    state = last_turn(
        burned=(("evil", 0), ("good", 1)), owner={"bogmire": "goblins", "mudgate": "goblins"}
    )
    state, events = play(state, "end-move", "end-combat", "end-turn")
    assert state.phase == "over" and state.winner == "good" and state.how == "victory points"
    assert "1 point to 0" in texts(events)
    capital = City("humans", capital=True, captor="goblins", since=28)  # taken this turn
    held = last_turn(
        ("goblins", "warrior", "kingsreach"),
        cities={"kingsreach": capital},
        owner={"kingsreach": "goblins"},
        burned=(("evil", 0), ("good", 1)),
    )
    held, events = play(held, "end-move", "end-combat", "end-turn")
    assert "1 point to 1" in texts(events), "an enemy capital occupied counts 1"
    assert held.winner == "evil" and held.how == "income tie-break"
    left = last_turn(
        cities={"kingsreach": capital},
        owner={"kingsreach": "goblins"},
        burned=(("evil", 0), ("good", 1)),
    )
    left, events = play(left, "end-move", "end-combat", "end-turn")
    assert "1 point to 0" in texts(events), "captured, but left empty: no point"
    assert left.winner == "good" and left.how == "victory points"


def test_equal_points_go_to_the_higher_income_and_full_equality_is_a_draw():
    richer = last_turn(owner={"bogmire": "goblins"})
    richer, events = play(richer, "end-move", "end-combat", "end-turn")
    assert richer.winner == "evil" and richer.how == "income tie-break"
    tied = last_turn()
    tied, events = play(tied, "end-move", "end-combat", "end-turn")
    assert tied.winner == "draw" and "tie" in texts(events)
    assert TITLE.scores(tied) == [0.5, 0.5]
    early = board(side="evil", clock=26)
    early = step(early, "end-move", "end-combat", "end-turn")
    assert early.phase == "move" and early.turn == 14, "turn 14 is still played"


def test_surrender_ends_the_game_for_the_other_team():
    state = board(side="evil")
    assert TITLE.losses(state, TITLE.parse_action("concede")) == [
        "the game: the other team wins outright"
    ]
    state, events = play(state, "concede")
    assert state.phase == "over" and state.winner == "good" and state.how == "surrender"
    assert "The Evil team surrenders" in texts(events)


def test_a_marginal_victory_offered_may_be_declined_or_accepted():
    state = board(("humans", "soldier", "kingsreach"), players=4)
    state = step(state, "offer-marginal")
    assert state.offer == "good" and seat(state) == 1, "the Goblins' seat answers"
    assert legal(state) == {"answer yes", "answer no"}
    assert refusal(state, "move 1 crownvale") == (
        "the offer of a marginal victory must be answered first"
    )
    assert refusal(state, "end-move") == "that move is not allowed at this point of the turn"
    declined, events = play(state, "answer no")
    assert declined.offer == "" and declined.phase == "move" and seat(declined) == 0
    assert "declines" in texts(events)
    accepted, events = play(state, "answer yes")
    assert accepted.phase == "over" and accepted.winner == "evil"
    assert accepted.how == "marginal victory by agreement"
    assert TITLE.deciding_note(accepted)[0] == (
        "The Evil team was granted a marginal victory by agreement."
    )


def test_a_marginal_defeat_offered_may_be_declined_or_accepted():
    """Rulebook 8: a team may offer the other "a marginal victory or marginal defeat"."""
    state = board(("humans", "soldier", "kingsreach"), players=4)
    state, events = play(state, "offer-marginal defeat")
    assert "The Good team offers the Evil team a marginal defeat." in texts(events)
    assert state.offer == "good" and state.offered == "defeat" and seat(state) == 1
    assert legal(state) == {"answer yes", "answer no"}
    assert [TITLE.describe_action(state, TITLE.parse_action(a)) for a in sorted(legal(state))] == [
        "Decline and fight on",
        "Accept the marginal defeat",
    ]
    assert refusal(state, "move 1 crownvale") == (
        "the offer of a marginal defeat must be answered first"
    )
    declined = step(state, "answer no")
    assert declined.offer == declined.offered == "" and seat(declined) == 0
    accepted, events = play(state, "answer yes")
    assert accepted.phase == "over" and accepted.winner == "good"
    assert accepted.how == "marginal defeat by agreement"
    assert "The Evil team accepts a marginal defeat: the Good team wins" in texts(events)
    assert TITLE.deciding_note(accepted) == (
        "The other team accepted a marginal defeat: the Good team wins a marginal victory by "
        "agreement.",
        (0, 2),
    )
    assert TITLE.scores(accepted) == [1.0, 0.0, 1.0, 0.0]


def test_the_offers_keep_their_text_forms():
    """``offer-marginal`` alone is still the victory offer older saves recorded."""
    old = TITLE.parse_action("offer-marginal")
    assert old == TITLE.parse_action("offer-marginal victory")
    assert str(old) == "offer-marginal" and old.outcome == "victory"
    assert str(TITLE.parse_action("offer-marginal defeat")) == "offer-marginal defeat"
    state = board(("humans", "soldier", "kingsreach"))
    assert refusal(state, "offer-marginal draw") == (
        "that move is not allowed at this point of the turn"
    )


def test_an_offer_or_a_surrender_may_come_between_battles():
    """Rulebook 8: a marginal victory may be offered "at any point" (in the combat phase too,
    between battles; a battle under way is fought to its end first)."""
    state = step(two_battles(), "move 3 crownvale", "move 4 shieldmoor", "end-move")
    assert legal(state) >= TALKS
    fighting = step(state, "fight crownvale")
    assert not TALKS & legal(fighting)
    offered = step(state, "offer-marginal")
    assert offered.offer == "evil" and seat(offered) == 0
    declined = step(offered, "answer no")
    assert declined.phase == "combat" and declined.battles == state.battles
    assert legal(declined) == legal(state)
    over = step(state, "concede")
    assert over.winner == "good" and over.how == "surrender"


# --- saving -------------------------------------------------------------------------------------
def round_trip(state):
    data = json.loads(json.dumps(TITLE.to_json(state)))
    back = TITLE.from_json(data)
    assert back == state
    assert TITLE.current_player(back) == TITLE.current_player(state)
    assert TITLE.legal_actions(back) == TITLE.legal_actions(state)
    assert TITLE.chance_outcomes(back) == TITLE.chance_outcomes(state)
    return back


def test_json_round_trips_mid_battle_states_and_a_pending_retreat():
    state = board(
        ("humans", "soldier", "crownvale"),
        ("humans", "soldier", "crownvale"),
        ("goblins", "warrior", "greenhollow"),
        ("goblins", "warrior", "greenhollow"),
        side="evil",
        owner={"crownvale": "humans"},
        treasury={"humans": 7},
    )
    state = step(state, "move 3,4 crownvale", "end-move", "fight crownvale")
    round_trip(state)
    waiting = step(state, "target 3 1")
    assert seat(waiting) == CHANCE
    back = round_trip(waiting)
    assert step(back, "roll 1", "roll 6") == step(waiting, "roll 1", "roll 6")
    turned = step(waiting, "roll 1", "roll 6", "target 4 2", "roll 6")
    assert turned.battle.defenders[0].down
    round_trip(turned)
    retreating = step(turned, "target 1 3", "roll 6", "retreat-roll", "roll 1")
    round_trip(retreating)
    pending = step(retreating, "retreat")
    assert pending.retreat and pending.battle is None
    back = round_trip(pending)
    assert step(back, "retreat-to queensfield") == step(pending, "retreat-to queensfield")


def test_json_round_trips_set_up_research_offers_and_the_end():
    quick = started(variant="quick-play")
    quick = step(quick, "found humans dunmoor", "upgrade dwarves gnome-workshop")
    round_trip(quick)
    rolling = board(treasury={"humans": 10})
    rolling = step(rolling, "end-move", "end-combat", "research humans invent-catapult")
    assert seat(rolling) == CHANCE
    round_trip(rolling)
    round_trip(step(board(), "offer-marginal"))
    round_trip(step(board(), "offer-marginal defeat"))
    round_trip(step(board(), "concede"))


def test_a_saved_game_replays_to_the_same_state():
    bots = config(4, "standard", bots="random")
    session = Session(TITLE, bots, seed=5)
    session.resolve_chance()
    while len(session.history) < 400 and not session.over:
        session.apply(session.bot_action())
    assert session.state.clock > 1
    replayed = Session.from_save(session.save_data())
    assert replayed.state == session.state
    assert TITLE.to_json(replayed.state) == TITLE.to_json(session.state)
