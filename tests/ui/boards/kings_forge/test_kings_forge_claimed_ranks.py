"""A tray's claimed cards: one card's rank is 'rank 2', several are 'ranks 1, 3' (issue 38)."""

from __future__ import annotations

from uihelp import run_timers

from forgegames.ui import text_report
from forgegames.ui.scenario_scene import ScenarioScene, open_scenario

POSITION = """\
title: kings-forge
players: 2
seed: 3
name: "Claimed cards"
section: concepts
source: "a test position"
intro: "Alice holds the Knife; Bruno holds the Anvil and the Shield."
position:
  first: 0
  players:
    - {claimed: [knife]}
    - {claimed: [anvil, shield]}
steps: []
"""


def test_one_claimed_card_has_a_rank_several_have_ranks(app, tmp_path, request) -> None:
    path = tmp_path / "claimed.yaml"
    path.write_text(POSITION, encoding="utf-8")
    open_scenario(app, path)
    assert isinstance(app.stack.top, ScenarioScene)
    run_timers(app, steps=4, dt=50)
    text_report.start()
    request.addfinalizer(text_report.stop)
    app.surface = text_report.recording_window(app.surface)
    app.draw()
    words = [item["text"] for item in text_report.report(app.surface)]
    assert "rank 2" in words and "ranks 1, 3" in words, words
    assert "ranks 2" not in words
