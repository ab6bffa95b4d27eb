"""The quick-play set-up (docs/rulings.md, Warparty): the starting infantry, like the units
bought before play, may be placed in any city or territory the army holds, and all of them move
on the first turn."""

from __future__ import annotations

import random

from wpscenario import TITLE, legal, play, refusal, started, step, texts

from forgegames.core.title import CHANCE
from forgegames.games.warparty.actions import Deploy
from forgegames.games.warparty.bots import GreedyBot

GOOD_SETUP = (
    "found humans dunmoor",
    "found humans duskshore",
    "found dwarves highcrag",
    "found dwarves flintridge",
)
EVIL_SETUP = (
    "found undead saltflats",
    "found undead coldwater",
    "found goblins briarwood",
    "found goblins nettlewood",
)


def test_units_bought_in_the_set_up_move_on_the_first_turn():
    state = started(variant="quick-play")
    state = step(state, *GOOD_SETUP, "buy humans soldier dunmoor", "ready")
    state = step(state, *EVIL_SETUP, "buy goblins warrior briarwood", "ready")
    assert state.phase == "move" and state.side == "good"
    (soldier,) = [u for u in state.units if u.at == "dunmoor"]
    assert not soldier.moved and soldier.start == "dunmoor"
    assert f"move {soldier.uid} fenmere" in legal(state), "the first team's purchase moves"


def test_the_starting_infantry_may_be_placed_in_any_city_or_territory_the_army_holds():
    state = step(started(variant="quick-play"), "found humans dunmoor")
    humans = [u.uid for u in state.units if u.army == "humans"]
    assert len(humans) == 6 and {state.unit(u).at for u in humans} == {"kingsreach"}
    offered = {m for m in legal(state) if m.startswith("deploy ")}
    assert f"deploy {humans[0]} dunmoor" in offered
    assert f"deploy {','.join(map(str, humans))} dunmoor" in offered
    assert f"deploy {humans[0]} crownvale" in offered, "held land, not only cities"
    assert not any(
        m.endswith(" kingsreach") for m in offered if m.startswith(f"deploy {humans[0]}")
    )
    state, events = play(state, f"deploy {humans[0]},{humans[1]} dunmoor")
    assert "The Humans place 2 units in Dunmoor." in texts(events)
    assert [state.unit(u).at for u in humans[:2]] == ["dunmoor", "dunmoor"]
    assert state.unit(humans[0]).start == "dunmoor"
    # any number of a stack may go, not just one or all
    state = step(state, f"deploy {humans[2]},{humans[3]},{humans[4]} crownvale")
    assert sum(u.at == "crownvale" for u in state.units) == 3
    assert refusal(state, f"deploy {humans[2]} fenmere") == (
        "the Humans place their units in their own cities or in territories they control"
    )
    assert refusal(state, f"deploy {humans[2]} crownvale") == "those units stand there already"
    assert refusal(state, f"deploy {humans[0]},{humans[2]} queensfield") == (
        "units placed together come from one place and one army"
    )
    goblin = next(u.uid for u in state.units if u.army == "goblins")
    assert refusal(state, f"deploy {goblin} crownvale") == (
        "a Goblin Warrior in Gnashwood belongs to the Goblins, who are not setting up now"
    )
    state = step(
        state, "found humans duskshore", "found dwarves highcrag", "found dwarves flintridge"
    )
    state = step(state, "ready", *EVIL_SETUP, "ready")
    assert state.phase == "move"
    assert refusal(state, f"deploy {humans[5]} dunmoor") == (
        "units are placed freely only in the quick-play set-up"
    )
    assert f"move {humans[0]} fenmere" in legal(state), "placed units move on the first turn"


def test_the_standard_game_offers_no_placement():
    state = started()
    assert not any(m.startswith("deploy ") for m in legal(state))


def _good_team_set_up_by(bot: GreedyBot, state, rng: random.Random):
    """``state`` once ``bot`` has set up the good team (research rolls come up 1)."""
    for _ in range(200):
        if state.phase != "setup" or state.side != "good":
            break
        if TITLE.current_player(state) == CHANCE:  # a research roll bought in the set-up
            state = step(state, TITLE.chance_outcomes(state)[0][0])
            continue
        state = step(state, bot.choose(state, TITLE.legal_actions(state), rng))
    assert state.side == "evil", "the good team is done"
    return state


def test_the_greedy_humans_set_up_with_troops_not_the_royal_keep():
    """The Royal Keep costs more than the set-up's crowns leave after the Stables
    (docs/rulings.md: The first move in quick play): with it, the Humans fielded no troop
    beyond their infantry and spent 30 crowns on Lord Ancon in their second turn."""
    for seed in (3, 4):
        state = _good_team_set_up_by(
            GreedyBot(), started(variant="quick-play"), random.Random(seed)
        )
        humans = state.army("humans")
        assert "royal-keep" not in humans.upgrades, seed
        assert "stables" in humans.upgrades, seed
        bought = [u for u in state.units if u.army == "humans" and u.kind != "soldier"]
        assert bought, f"seed {seed}: the Humans bought no troops before play"
        assert humans.treasury <= 4, "the set-up keeps at most 4 crowns"


def test_the_greedy_player_sends_infantry_to_its_new_cities():
    """Once its two cities stand, each army splits its infantry between them and the capital
    (6: 2, 2 and 2; 7: 3, 2 and 2), then buys."""
    bot = GreedyBot()
    state = started(variant="quick-play")
    starting = {u.uid for u in state.units}
    state = _good_team_set_up_by(bot, state, random.Random(3))
    for army in ("humans", "dwarves"):
        cities = sorted(t for t, c in state.cities if c.army == army and not c.capital)
        capital = TITLE.world.geo.capital_of(army).id
        counts = [
            sum(1 for u in state.units_at(t) if u.army == army and u.uid in starting)
            for t in (capital, *cities)
        ]
        assert counts == [2, 2, 2], (army, counts)
    placed = step(started(variant="quick-play"), *GOOD_SETUP)
    (hint,) = bot.choices(placed, TITLE.legal_actions(placed))
    assert isinstance(hint.action, Deploy)
    assert bot.reason(placed, hint) == "a new city needs troops to hold it"
