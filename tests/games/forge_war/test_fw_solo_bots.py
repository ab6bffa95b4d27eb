"""Computer players finish solo games (simple and epic) on every difficulty with every invariant
holding (longer runs: ``main.py simulate``)."""

from __future__ import annotations

import pytest

from forgegames.core.session import Session
from forgegames.core.simulate import bot_config, play_one
from forgegames.games.forge_war import TITLE, solo


@pytest.mark.parametrize(
    ("variant", "options", "seeds"),
    [
        ("solo", (), 3),
        ("solo-epic", (), 2),
        ("solo-epic", (("bonus-tiles", "on"),), 1),
    ],
    ids=["solo", "solo-epic", "solo-epic-tiles"],
)
@pytest.mark.parametrize("difficulty", ["very-easy", "medium", "difficult", "random"])
@pytest.mark.parametrize("bot", ["greedy", "random"])
def test_bots_finish_solo_games(variant: str, options, seeds: int, difficulty: str, bot: str):
    config = bot_config(TITLE, 1, variant, [bot], (("difficulty", difficulty), *options))
    for seed in range(seeds):
        session = Session(TITLE, config, seed)
        session.resolve_chance()
        play_one(session, check=True)
        state = session.state
        assert state.phase == "over" and TITLE.legal_actions(state) == []
        (line,) = TITLE.score_breakdown(state)
        assert line.winner == (solo.lost(state) is None)
        assert TITLE.result_notes(state)
        replay = Session.from_save(session.save_data())
        assert TITLE.to_json(replay.state) == TITLE.to_json(state)


@pytest.mark.parametrize("variant", ["solo", "solo-epic"])
def test_with_computer_picks_the_player_never_moves_an_automaton(variant: str):
    """'Ties: Computer picks': every automated move is played by the rules (priority, then
    the position's pick); the player is asked only for their own colour; a replay repeats it."""
    options = (("difficulty", "medium"), ("automaton-ties", "computer-picks"))
    config = bot_config(TITLE, 1, variant, ["greedy"], options)
    session = Session(TITLE, config, 5)
    session.resolve_chance()
    while not session.over:
        state = session.state
        if state.phase == "mine" and state.mphase is not None and not state.pending:
            assert state.mphase.actor not in solo.automated(state)
        session.apply(session.bot_action())
        session.resolve_chance()
    picked = [e.text for e in session.events() if "the computer picks one of" in e.text]
    assert picked, "some automated move had tied choices"
    replay = Session.from_save(session.save_data())
    assert TITLE.to_json(replay.state) == TITLE.to_json(session.state)
