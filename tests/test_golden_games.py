"""Play is unchanged: every golden game (``tools/record_golden.py``) loads from its save and
replays to the same state digest and the same log lines, action by action."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forgegames.core.golden import GOLDEN_DIR, golden_games, steps
from forgegames.core.session import Session

FILES = sorted(GOLDEN_DIR.glob("*.json"))


def test_every_title_and_variant_has_a_golden_game():
    assert {path.stem for path in FILES} == {name for name, *_ in golden_games()}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_golden_game_replays_exactly(path: Path, tmp_path: Path) -> None:
    golden = json.loads(path.read_text(encoding="utf-8"))
    save = tmp_path / "save.json"
    save.write_text(json.dumps(golden["save"]), encoding="utf-8")
    session = Session.load(save)
    assert session.over, "each golden game is played to its end"
    replayed = steps(session)
    assert len(replayed) == len(golden["steps"])
    for index, (now, then) in enumerate(zip(replayed, golden["steps"], strict=True)):
        action = golden["save"]["actions"][index]
        assert now["log"] == then["log"], f"action {index + 1} ({action}) logs differently"
        assert now["digest"] == then["digest"], f"action {index + 1} ({action}) ends elsewhere"
