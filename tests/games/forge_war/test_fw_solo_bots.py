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
