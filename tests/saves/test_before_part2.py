"""Warparty games saved by the program just before part 2 (heroes, spells: issue 37) load,
replay to the same position, and go on with heroes for sale."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgegames.core.saves import read_save
from forgegames.core.session import Session

HERE = Path(__file__).parent
FILES = sorted(HERE.glob("warparty-before-part2-*.json"))


def test_both_saves_are_kept() -> None:
    assert {read_save(p).config.variant for p in FILES} == {"standard", "quick-play"}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_an_old_warparty_save_replays_and_plays_on(path: Path, tmp_path: Path) -> None:
    data = read_save(path)
    session = Session.load(path)
    assert [str(e.action) for e in session.history][: len(data.actions)] == list(data.actions)
    assert not session.over
    for unit in session.state.units:  # new hero fields took their defaults
        assert getattr(unit, "xp", 0) == 0
    for _ in range(40):
        if session.over:
            break
        session.apply(session.bot_action())
    again = tmp_path / "again.json"
    session.save(again)
    reloaded = Session.load(again)
    assert reloaded.title.to_json(reloaded.state) == session.title.to_json(session.state)
