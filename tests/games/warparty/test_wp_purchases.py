"""Collection and placement through the whole engine: units, upgrades and their prerequisites,
research rolls, cities, inflation with the first mover's grace turn, and the quick-play
set-up (land near the capital, two cities three away, 30 crowns keeping at most 4)."""

from __future__ import annotations

import dataclasses

import pytest
from wpscenario import (
    CAPITAL,
    TITLE,
    W,
    action,
    board,
    count,
    income,
    legal,
    play,
    purse,
    refusal,
    seat,
    started,
    step,
    texts,
    treasury,
    uids,
)

from forgegames.core.i18n import speaking
from forgegames.core.title import CHANCE
from forgegames.games.warparty.content_map import distances
from forgegames.games.warparty.economy import may_hold
from forgegames.games.warparty.state import City


def buying(*units, treasury=None, side="good", **changes):
    """A position in ``side``'s collection and placement phase (after collecting)."""
    state = board(*units, treasury=treasury or {}, side=side, **changes)
    return step(state, "end-move", "end-combat")


def next_own_turn(state):
    """From buying, through the other team's turn, to this team's next buying."""
    return step(state, "end-turn", "end-move", "end-combat", "end-turn", "end-move", "end-combat")


# --- units and upgrades --------------------------------------------------------------------------
def test_a_prerequisite_serves_only_from_the_next_turn():
    """Rulebook 3C: "a player may not purchase a Stables and a Knight on the same turn"."""
    state = buying(treasury={"humans": 40})
    assert refusal(state, "buy humans knight kingsreach") == "it needs Stables first"
    state = step(state, "upgrade humans stables")
    assert treasury(state, "humans") == 45 - 8
    assert refusal(state, "buy humans knight kingsreach") == (
        "Stables was only just completed: it serves from the next turn"
    )
    assert "buy humans knight kingsreach" not in legal(state)
    state = next_own_turn(state)
    assert "buy humans knight kingsreach" in legal(state)
    state = step(state, "buy humans knight kingsreach")
    assert count(state, "humans", "kingsreach") == 1
    assert state.unit(max(uids(state, "humans"))).kind == "knight"


def test_an_invented_unit_needs_a_research_named_apart_from_it():
    """Spanish review 15: "Mosquetero — antes necesita los Mosqueteros" read as needing itself."""
    state = buying(treasury={"humans": 40}, side="good")
    refusals = {}
    for lang in ("en", "es"):
        with speaking(lang):
            refusals[lang] = [
                refusal(state, f"buy humans {unit} kingsreach")
                for unit in ("musketeer", "catapult")
            ]
    assert refusals["en"] == ["it needs Musketry first", "it needs Catapult Workshop first"]
    assert refusals["es"] == [
        "antes necesita la Mosquetería",
        "antes necesita el Taller de catapultas",
    ]


def test_a_bought_unit_takes_the_article_its_name_is_said_with():
    state = buying(treasury={"humans": 40})
    words = {
        move: TITLE.describe_action(state, TITLE.parse_action(move))
        for move in ("buy humans archer kingsreach", "buy humans soldier kingsreach")
    }
    assert words["buy humans archer kingsreach"].startswith("Buy an Archer in ")
    assert words["buy humans soldier kingsreach"].startswith("Buy a Soldier in ")
    _, events = play(state, "buy humans archer kingsreach")
    assert "The Humans buy an Archer for " in texts(events)


def test_one_capital_upgrade_a_turn_for_each_army():
    state = buying(treasury={"humans": 40, "dwarves": 40})
    state = step(state, "upgrade humans stables")
    assert refusal(state, "upgrade humans royal-keep") == (
        "only 1 capital upgrade may be bought in a turn"
    )
    state = step(state, "upgrade dwarves gnome-workshop")
    assert refusal(state, "upgrade humans stables") == "the Stables is built already"
    state = next_own_turn(state)
    state, events = play(state, "upgrade humans royal-keep")
    assert "Royal Keep" in texts(events) and income(state, "humans") == 5 + 1 + 1


def test_purchases_are_refused_with_their_reason():
    state = buying(
        ("humans", "soldier", "dunmoor"), treasury={"humans": 6}, owner={"dunmoor": "humans"}
    )
    assert treasury(state, "humans") == 6 + 5 + 1
    assert refusal(state, "buy humans wizard kingsreach") == (
        "it costs 15 crowns and the Humans have 12"
    )
    assert refusal(state, "buy humans knight kingsreach") == "it needs Stables first"
    assert refusal(state, "buy humans soldier dunmoor") == (
        "new units are placed in one of your own cities that no enemy holds"
    )
    assert (
        refusal(state, "upgrade humans royal-keep") == "it costs 23 crowns and the Humans have 12"
    )
    assert (
        refusal(state, "buy humans dragon kingsreach") == "the Humans have no unit called 'dragon'"
    )
    assert refusal(state, "buy undead skeleton bone-lands") == (
        "the Undead buy only in their own placement phase"
    ), "not: it costs 5 crowns and the Undead have 0"
    moving = board(treasury={"humans": 50})
    assert refusal(moving, "upgrade humans stables") == (
        "the Humans buy only in their own placement phase"
    )
    heroes = {
        str(a) for a in TITLE.legal_actions(state) if "wizard" in str(a) or "priest" in str(a)
    }
    assert heroes == {"buy humans priest kingsreach"}, (
        "the priest (10) is affordable, the wizard not"
    )


def test_bought_units_appear_in_a_city_and_move_only_next_turn():
    state = buying(treasury={"humans": 10})
    state, events = play(state, "buy humans soldier kingsreach", "buy humans archer kingsreach")
    assert "The Humans buy a Soldier for 5 crowns in Kingsreach." in texts(events)
    assert treasury(state, "humans") == 5 and count(state, "humans", "kingsreach") == 2
    state = step(state, "end-turn", "end-move", "end-combat", "end-turn")
    assert {"move 1 crownvale", "move 2 crownvale"} <= legal(state)


# --- research ------------------------------------------------------------------------------------
def test_a_research_roll_adds_the_die_and_a_complete_line_opens_the_unit_next_turn():
    state = buying(treasury={"humans": 10})
    state, events = play(state, "research humans invent-catapult")
    assert "The Humans pay 3 crowns for a roll towards Catapult Workshop." in texts(events)
    assert seat(state) == CHANCE and state.rolling == "humans/invent-catapult"
    assert refusal(state, "end-turn") == "the dice decide this: it is not a player's move"
    state, events = play(state, "roll 4")
    assert "Rolled 4: Catapult Workshop at 4 of 10 points." in texts(events)
    assert state.army("humans").points("invent-catapult") == 4 and treasury(state, "humans") == 12
    with speaking("es"):  # Spanish review 6: the crowns named, the research named as such
        _, paid = play(buying(treasury={"humans": 10}), "research humans invent-catapult")
        _, rolled = play(state, "research humans invent-catapult", "roll 5")
    assert (
        "Los Humanos pagan 3 coronas por una tirada de investigación del Taller de catapultas."
        in texts(paid)
    )
    assert "Sale un 5: la investigación del Taller de catapultas va por 9 de 10 puntos." in texts(
        rolled
    )
    state = step(state, "research humans invent-catapult", "roll 5")
    assert state.army("humans").points("invent-catapult") == 9
    assert refusal(state, "research humans invent-catapult") == (
        "the Humans may make 2 research rolls a turn"
    )
    state = next_own_turn(state)
    state, events = play(state, "research humans invent-catapult", "roll 6")
    assert state.army("humans").points("invent-catapult") == 10, "extra points are lost"
    assert "can buy the Catapult from their next turn on" in texts(events)
    assert refusal(state, "buy humans catapult kingsreach").endswith("it serves from the next turn")
    assert refusal(state, "research humans invent-catapult") == "Catapult Workshop is complete"
    state = next_own_turn(state)
    assert "buy humans catapult kingsreach" in legal(state)


def test_the_dwarves_research_only_with_the_gnome_workshop_from_the_next_turn():
    state = buying(treasury={"dwarves": 20})
    assert refusal(state, "research dwarves research-cannon") == "it needs Gnome Workshop first"
    state = step(state, "upgrade dwarves gnome-workshop")
    assert refusal(state, "research dwarves research-cannon") == (
        "Gnome Workshop was only just completed: it serves from the next turn"
    )
    state = next_own_turn(state)
    state = step(state, "research dwarves research-cannon", "roll 2")
    assert state.army("dwarves").points("research-cannon") == 2
    assert (
        refusal(state, "research dwarves research-cannon")
        == "the Dwarves may make 1 research roll a turn"
    )


def test_the_roll_limit_is_the_armys_shared_by_its_lines():
    """docs/rulings.md: the Humans and Goblins roll twice a turn, the Dwarves and Undead once,
    whichever lines the rolls go to."""
    state = buying(treasury={"dwarves": 30, "humans": 30})
    state = purse(state, "dwarves", upgrades=("gnome-workshop",))
    state = step(state, "research dwarves research-cannon", "roll 1")
    assert (
        refusal(state, "research dwarves research-airship")
        == "the Dwarves may make 1 research roll a turn"
    )
    state = step(state, "research humans invent-catapult", "roll 1")
    state = step(state, "research humans invent-musketeer", "roll 1")
    assert (
        refusal(state, "research humans invent-catapult")
        == "the Humans may make 2 research rolls a turn"
    )
    assert treasury(state, "humans") == 35 - 2 * 3 and treasury(state, "dwarves") == 35 - 3


def test_a_completed_summoning_brings_the_bone_dragon_to_the_capital():
    state = buying(side="evil", treasury={"undead": 20})
    state = purse(state, "undead", upgrades=("bone-altar",), research=(("summon-bone-dragon", 18),))
    assert (
        refusal(state, "buy undead bone-dragon bone-lands")
        == "the Bone Dragon is summoned, not bought"
    )
    state, events = play(state, "research undead summon-bone-dragon")
    assert treasury(state, "undead") == 25 - 5, "a summoning roll costs 5"
    state, events = play(state, "roll 3")
    assert "rises in their capital" in texts(events)
    dragon = [u for u in state.units if u.kind == "bone-dragon"]
    assert len(dragon) == 1 and dragon[0].at == CAPITAL["undead"]


def test_a_tier_three_unit_is_never_bought_again_once_lost():
    state = buying(treasury={"humans": 80})
    state = purse(state, "humans", upgrades=("royal-keep",))
    state = step(state, "buy humans lord-ancon kingsreach")
    assert refusal(state, "buy humans lord-ancon kingsreach") == (
        "there is only one Lord Ancon, and it cannot return once lost"
    )
    lost = dataclasses.replace(state, units=())
    lost = purse(lost, "humans", lost_unique=("lord-ancon",))
    assert "cannot return once lost" in refusal(lost, "buy humans lord-ancon kingsreach")


# --- cities --------------------------------------------------------------------------------------
def test_a_city_is_founded_for_12_built_over_a_full_turn_then_pays_4_and_takes_new_units():
    state = buying(
        ("humans", "soldier", "dunmoor"), treasury={"humans": 20}, owner={"dunmoor": "humans"}
    )
    assert refusal(state, "found humans crownvale") == "the Humans do not control Crownvale"
    state, events = play(state, "found humans dunmoor")
    assert treasury(state, "humans") == 26 - 12
    assert "two turns to build" in texts(events)
    assert state.city("dunmoor") == City("humans", built=False, since=1)
    assert refusal(state, "buy humans soldier dunmoor").startswith("new units are placed")
    state = step(state, "end-turn", "end-move", "end-combat", "end-turn")
    assert not state.city("dunmoor").built and income(state, "humans") == 5 + 1
    state, events = play(state, "end-move", "end-combat", "end-turn")
    assert "finish their city in Dunmoor (+4 income)" in texts(events)
    assert state.city("dunmoor").built and income(state, "humans") == 5 + 1 + 4
    state = step(state, "end-move", "end-combat", "end-turn", "end-move", "end-combat")
    assert "buy humans soldier dunmoor" in legal(state)


def test_a_city_left_by_its_builder_is_not_finished():
    state = buying(
        ("humans", "soldier", "dunmoor"), treasury={"humans": 20}, owner={"dunmoor": "humans"}
    )
    state = step(state, "found humans dunmoor", "end-turn", "end-move", "end-combat", "end-turn")
    state = step(state, "move 1 southwatch", "end-move", "end-combat", "end-turn")
    assert not state.city("dunmoor").built


def test_an_allys_recapture_restores_a_city_that_takes_new_units_again():
    """Rulebook 5: if an allied unit conquers the territory of a captured city "the city will
    immediately operate as normal"; units may not be placed in a city whose territory an
    *enemy* controls (an ally's control does not stop it)."""
    taken = City("humans", captor="goblins", since=2)
    state = board(
        ("dwarves", "warrior", "southwatch"),
        cities={"dunmoor": taken},
        owner={"dunmoor": "goblins"},
        clock=3,
        treasury={"humans": 5},
    )
    state, events = play(state, "move 1 dunmoor", "end-move", "end-combat")
    assert "city in Dunmoor is free again" in texts(events)
    assert state.city("dunmoor").captor == "" and state.owner_of("dunmoor") == "dwarves"
    assert income(state, "humans") == 5 + 4, "the city pays its owner again"
    assert "buy humans soldier dunmoor" in legal(state)


# --- inflation -----------------------------------------------------------------------------------
def land_worth(army: str, crowns: int) -> dict[str, str]:
    """Plains (not capitals) worth exactly ``crowns`` - 5 for ``army``."""
    land, total = {}, 5
    for t in sorted(W.geo.territories, key=lambda t: (-t.value, t.id)):
        if t.terrain == "plains" and not t.capital and total + t.value <= crowns:
            land[t.id] = army
            total += t.value
    assert total == crowns
    return land


def test_prices_double_after_45_collected_with_a_grace_turn_for_the_team_moving_second():
    state = board(owner=land_worth("humans", 45), treasury={"goblins": 20})
    state, events = play(state, "end-move", "end-combat")
    assert "The Humans collect 45 crowns." in texts(events)
    assert "Resource depletion" in texts(events) and (state.inflation, state.inflation_due) == (
        1,
        2,
    )
    state, events = play(state, "buy humans soldier kingsreach")
    assert treasury(state, "humans") == 40, "the team that reached it still pays old prices"
    state = step(state, "end-turn", "end-move", "end-combat")
    assert state.side == "evil" and state.inflation == 1
    state, events = play(state, "buy goblins warrior gnashwood")
    assert "for 5 crowns in Gnashwood" in texts(events), "the evil team's last turn at old prices"
    state, events = play(state, "end-turn")
    assert state.inflation == 2 and "Prices are now multiplied by 2." in texts(events)
    state, events = play(state, "end-move", "end-combat", "buy humans soldier kingsreach")
    assert "for 10 crowns in Kingsreach" in texts(events)
    state, events = play(state, "research humans invent-catapult", "roll 1")
    assert "The Humans pay 6 crowns for a roll towards Catapult Workshop." in texts(events)
    assert treasury(state, "humans") == 40 + 45 - 10 - 6


def test_when_the_team_moving_second_reaches_45_prices_double_at_once():
    state = board(side="evil", owner=land_worth("undead", 45), treasury={"humans": 20})
    state, events = play(state, "end-move", "end-combat", "end-turn")
    assert state.side == "good" and state.inflation == 2
    assert refusal(state, "end-combat") == "that move is not allowed at this point of the turn"
    state, events = play(state, "end-move", "end-combat", "buy humans soldier kingsreach")
    assert "for 10 crowns in Kingsreach" in texts(events)


def test_bleeding_the_land_dry_quadruples_prices_and_inflation_never_falls():
    state = board(side="evil", owner=land_worth("undead", 57))
    state, events = play(state, "end-move", "end-combat")
    assert "The land is bled dry" in texts(events) and state.inflation_due == 4
    state = step(state, "end-turn")
    assert state.inflation == 4
    poorer = dataclasses.replace(
        state, owner=tuple((t, a) for t, a in state.owner if a != "undead")
    )
    poorer = step(
        poorer, "end-move", "end-combat", "end-turn", "end-move", "end-combat", "end-turn"
    )
    assert poorer.inflation == 4, "it stays even when nobody collects that much any more"


# --- the quick-play set-up ------------------------------------------------------------------------
QUICK_LAND = {
    "humans": {"crownvale", "greenhollow", "queensfield", "shieldmoor"},
    "dwarves": {"anvil-vale", "copper-crags", "silverdale", "stonegate"},
    "goblins": {"boarfen", "bogmire", "fangwood", "mudgate"},
    "undead": {"cryptmoor", "dusk-hollow", "gravefield", "ravenmarch"},
}


def test_quick_play_gives_the_rich_land_near_each_capital_and_30_crowns():
    state = started(variant="quick-play")
    assert state.phase == "setup" and seat(state) == 0
    for army, land in QUICK_LAND.items():
        held = {t for t, a in state.owner if a == army}
        assert held == land | {CAPITAL[army]}
        steps = distances(W.geo, CAPITAL[army])
        for territory in land:
            place = W.geo.by_id[territory]
            assert steps[territory] <= 2 and place.value > 1 and may_hold(army, place.terrain)
        assert treasury(state, army) == 30


def quick_good_cities():
    state = started(variant="quick-play")
    return step(
        state,
        "found humans dunmoor",
        "found humans duskshore",
        "found dwarves highcrag",
        "found dwarves flintridge",
    )


def test_quick_play_cities_stand_three_away_and_ready_waits_for_both():
    state = started(variant="quick-play")
    assert refusal(state, "ready") == "the Humans must place both starting cities first"
    assert refusal(state, "found humans crownvale") == (
        "a starting city stands 3 territories from the capital, counted over ground the army "
        "crosses freely"
    )
    state, events = play(state, "found humans dunmoor")
    assert treasury(state, "humans") == 30, "the starting cities are free"
    assert state.city("dunmoor") == City("humans", built=True, since=0)
    state = step(state, "found humans duskshore")
    assert (
        refusal(state, "found humans saltflats")
        == "quick play starts with 2 cities, and they are placed already"
    )
    assert refusal(state, "ready") == "the Dwarves must place both starting cities first"
    state = step(state, "found dwarves highcrag", "found dwarves flintridge")
    assert "ready" in legal(state)
    assert not [a for a in legal(state) if a.startswith("found")], "no other city may be bought"


def test_quick_play_purchases_go_anywhere_held_with_prerequisites_the_same_turn():
    state = quick_good_cities()
    state, events = play(state, "upgrade humans stables", "buy humans knight crownvale")
    assert state.unit(max(uids(state, "humans"))).at == "crownvale"
    assert treasury(state, "humans") == 30 - 8 - 12
    assert (
        refusal(state, "upgrade humans royal-keep") == "it costs 23 crowns and the Humans have 10"
    )
    assert refusal(state, "research dwarves research-cannon") == ("it needs Gnome Workshop first")
    state = step(
        state, "upgrade dwarves gnome-workshop", "research dwarves research-cannon", "roll 3"
    )
    assert state.army("dwarves").points("research-cannon") == 3
    state = step(state, "research humans invent-catapult", "roll 6")
    state = step(state, "research humans invent-catapult", "roll 5")
    assert state.army("humans").points("invent-catapult") == 10, "two invention rolls"
    assert refusal(state, "research humans invent-musketeer") == (
        "no more research rolls before play"
    )
    assert (
        refusal(state, "research dwarves research-airship") == "no more research rolls before play"
    )


def test_quick_play_keeps_at_most_four_crowns_and_warns_before_ready():
    state = quick_good_cities()
    state = step(state, "buy humans soldier kingsreach")
    assert TITLE.losses(state, TITLE.parse_action("ready")) == [  # per army: playtest 25
        "47 crowns above the 4 each army may keep (Humans\u00a021 and Dwarves\u00a026)"
    ]
    state, events = play(state, "ready")
    assert "The Humans keep 4 crowns of 25." in texts(events)
    assert treasury(state, "humans") == 4 and treasury(state, "dwarves") == 4
    assert state.side == "evil" and state.phase == "setup" and seat(state) == 1


def test_one_crown_above_the_limit_is_one_crown():
    state = purse(purse(quick_good_cities(), "humans", treasury=5), "dwarves", treasury=4)
    assert TITLE.losses(state, TITLE.parse_action("ready")) == [
        "1 crown above the 4 each army may keep (Humans\u00a01)"
    ]


def test_quick_play_the_second_team_sets_up_after_and_still_finds_two_city_sites():
    """On our board the Humans and the Undead both may use Duskshore; once the Humans take it the
    Undead still have sites of their own (Saltflats, Crowfields, Coldwater) and must place
    both cities."""
    state = step(quick_good_cities(), "ready")
    assert refusal(state, "found undead duskshore") == "Duskshore already has a city"
    state = step(
        state, "found undead saltflats", "found goblins briarwood", "found goblins nettlewood"
    )
    assert "ready" not in legal(state)
    assert refusal(state, "ready") == "the Undead must place both starting cities first"
    assert {"found undead coldwater", "found undead crowfields"} <= legal(state)
    state = step(state, "found undead coldwater")
    assert "ready" in legal(state)
    state = step(state, "buy undead shade bone-lands")
    assert (
        refusal(state, "buy undead shade bone-lands") == "at most 1 Shade may be bought before play"
    )
    state = step(state, "upgrade undead pit-of-eternal-burning-flesh", "upgrade undead blood-crypt")
    assert refusal(state, "upgrade undead bone-altar") == (
        "only 2 capital upgrades may be bought in a turn"
    )
    state = step(state, "upgrade goblins wolfs-den", "buy goblins wolf-rider gnashwood")
    state, events = play(state, "ready")
    assert "The set-up is complete: the war begins." in texts(events)
    assert (state.phase, state.side, state.clock, state.turn) == ("move", "good", 1, 1)
    assert income(state, "humans") == 5 + 8 + (1 + 4) * 2, "capital, land, two cities"
    assert income(state, "undead") == 5 + 8 + (1 + 4) * 2 + 2, "and two upgrades"
    assert treasury(state, "undead") == 4 and treasury(state, "goblins") == 4


@pytest.mark.parametrize("variant", ["quick-play", "quick-play-short"])
def test_quick_play_evil_first_sets_up_first(variant):
    state = started(variant=variant, winner="evil", order="first")
    assert state.side == "evil" and seat(state) == 1
    assert [len(uids(state, a)) for a in ("goblins", "undead", "humans", "dwarves")] == [6, 6, 7, 7]


def test_ending_the_buying_loses_nothing_while_the_crowns_carry_over():
    """Playtest 18: End buying asked every turn while an army could still buy, though its
    crowns carry over whole to the next turn. The engine names nothing lost."""
    state = buying(treasury={"humans": 40, "dwarves": 30})
    after, _ = play(state, "end-turn")
    assert treasury(after, "humans") >= 40 and treasury(after, "dwarves") >= 30
    assert TITLE.losses(state, action("end-turn")) == []


def test_a_seat_with_one_army_is_not_asked_about_its_crowns():
    state = board(treasury={"humans": 40}, side="good", players=4)
    while "end-turn" not in legal(state):  # each seat ends its movement, then combat
        state = step(state, next(m for m in ("end-move", "end-combat") if m in legal(state)))
    assert treasury(state, "humans") > 10
    assert TITLE.losses(state, action("end-turn")) == []
