"""Fear in dungeons (issue 37): the manual makes monsters immune to Fear in their dungeons, and
an allied monster on the map defends at 4 against it. Before content version 10 Fear was cast
at a dungeon monster like at any unit (a Frost Giant fled the Forgotten Temple in a logged
game, and counted as slain); a game of version 9 replays so."""

from __future__ import annotations

import random

from wpscenario import TITLE, W, board, legal, play, refusal, step, texts

from forgegames.core.title import CHANCE
from forgegames.games.warparty import bot_spells, spells
from forgegames.games.warparty.actions import Cast
from forgegames.games.warparty.bots import GreedyBot
from forgegames.games.warparty.dungeons import MONSTER_IDS

V9 = TITLE.at_version(9)
SANCTUARY = "ancient-sanctuary"


def _hero(army: str, kind: str, at: str, spells_of: tuple[str, ...] = ()) -> tuple:
    return (army, kind, at, "", "", 0, spells_of)


def _priest_turn(title=TITLE):
    """A Champion (1) and a Cleric with Fear (2) found the Treant in the Ancient Sanctuary;
    the Champion missed: the Cleric's turn in the first round."""
    party = [
        _hero("humans", "warrior-hero", SANCTUARY),
        _hero("humans", "priest", SANCTUARY, ("heal", "fear")),
    ]
    state = board(*party)
    for move in ("end-move", f"explore {SANCTUARY}", "roll 2", f"target 1 {MONSTER_IDS}", "roll 6"):
        state = title.apply(state, title.parse_action(move)).state
    assert [f.profile.unit for f in state.battle.defenders] == ["treant"]
    return state


def test_fear_is_not_offered_against_a_monster_in_its_dungeon():
    state = _priest_turn()
    offered = legal(state)
    assert "cast 2 fear" not in offered
    assert f"target 2 {MONSTER_IDS}" in offered, "the Cleric keeps its own attack"
    assert "monsters in a dungeon are never afraid" in refusal(state, "cast 2 fear")
    assert state.battle.fighter(MONSTER_IDS).profile.fearless


def test_before_version_10_fear_drove_a_dungeon_monster_out_as_if_slain():
    state = _priest_turn(V9)
    assert "cast 2 fear" in {str(a) for a in V9.legal_actions(state)}
    events = []
    for move in ("cast 2 fear", f"target 2 {MONSTER_IDS}", "roll 1", "roll 6"):
        done = V9.apply(state, V9.parse_action(move))
        state, events = done.state, [*events, *done.events]
    words = texts(events)
    assert "Treant is afraid and flees the battle." in words
    assert "The Treant is slain." in words and state.battle is None


def test_the_greedy_general_no_longer_casts_fear_in_a_dungeon():
    """At version 9 the Cleric's Fear (3 to hit, one strike at the lone Treant) beat its own
    attack (2), so the greedy general cast it; now it is not offered and it is never cast."""
    old = _priest_turn(V9)
    assert bot_spells.best_cast(old, V9.world, spells.casts(old, V9.world)) == Cast(2, "fear", 0)
    state = _priest_turn()
    assert not any(c.spell == "fear" for c in spells.casts(state, W))
    rng, bot = random.Random(37), GreedyBot(W)
    for _ in range(300):
        if state.battle is None:
            break
        if TITLE.current_player(state) == CHANCE:
            outcomes = TITLE.chance_outcomes(state)
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            action = bot.choose(state, TITLE.legal_actions(state), rng)
            assert not (isinstance(action, Cast) and action.spell == "fear")
        state = TITLE.apply(state, action).state
    assert state.battle is None, "the fight ended without Fear"


def _fear_at_the_wolves(defence_roll: int):
    """A Cleric with Fear attacks an allied Dire Wolf Pack (its own defence 2) outside any
    dungeon, casts Fear and hits it; the wolves roll ``defence_roll`` to defend."""
    owner = {"greenhollow": "goblins", "crownvale": "humans"}
    priest = _hero("humans", "priest", "crownvale", ("heal", "fear"))
    state = board(priest, ("goblins", "dire-wolf-pack", "greenhollow"), owner=owner)
    state = step(state, "move 1 greenhollow", "end-move", "fight greenhollow")
    assert "cast 1 fear" in legal(state), "an ally on the map may be frightened"
    return play(state, "cast 1 fear", "target 1 2", "roll 1", f"roll {defence_roll}")


def test_an_allied_monster_on_the_map_stands_against_fear_on_a_4():
    assert W.armies.unit("goblins", "dire-wolf-pack").defence == 2
    stood, events = _fear_at_the_wolves(4)
    assert stood.battle is not None and stood.battle.fled == ()
    assert "needs 4 or less" in texts(events)
    fled, events = _fear_at_the_wolves(5)
    assert "Dire Wolf Pack is afraid and flees the battle." in texts(events)
    assert fled.unit(2).place != "greenhollow"
