"""Computer players finish solo games on every difficulty with every invariant holding."""

from __future__ import annotations

import pytest

from forgegames.core.session import Session
from forgegames.core.simulate import bot_config, play_one
from forgegames.games.forge_war import TITLE, solo


@pytest.mark.parametrize("difficulty", ["very-easy", "medium", "difficult", "random"])
@pytest.mark.parametrize("bot", ["greedy", "random"])
def test_bots_finish_solo_games(difficulty: str, bot: str) -> None:
    config = bot_config(TITLE, 1, "solo", [bot], (("difficulty", difficulty),))
    for seed in range(3):
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
