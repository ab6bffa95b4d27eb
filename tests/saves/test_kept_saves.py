"""Every save kept in tests/saves (README.md) still loads, replays under the content version it
was played with, and goes on: a change of rules or content that would break one fails here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from forgegames.core import registry
from forgegames.core.saves import read_save
from forgegames.core.session import Session

HERE = Path(__file__).parent
FILES = sorted(HERE.glob("*.json"))
NAME = re.compile(r"-(\d)p-v(\d+)-")
MORE_MOVES = 12
LABEL = "before-part2"
"""A tag after the game id: Warparty saves made just before its part 2 (heroes, spells)."""


def version_named(path: Path) -> int:
    """The content version a kept save's name gives (README.md: ``...-<n>p-v<version>-...``)."""
    name = path.name.replace(f"-{LABEL}-", "-", 1)
    found = NAME.search(name)
    assert found, f"{path.name} is not named <game>-<variant>-<n>p-v<version>-... (README.md)"
    data = read_save(path)
    assert name.startswith(f"{data.config.game}-{data.config.variant}-{found[1]}p-")
    assert data.config.players == int(found[1])
    return int(found[2])


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_kept_save_replays_under_its_version_and_continues(path: Path, tmp_path: Path) -> None:
    version = version_named(path)
    data = read_save(path)
    assert data.content in (None, version), "the name says the recorded version"
    session = Session.load(path)
    assert session.title.content_version == version
    assert len(session.history) >= len(data.actions)
    assert not session.over, "a kept save is a game in progress, to be continued"
    for _ in range(MORE_MOVES):
        if session.over:
            break
        session.apply(session.bot_action())
    assert len(session.history) > len(data.actions)
    again = tmp_path / "again.json"
    session.save(again)
    assert read_save(again).content == version
    reloaded = Session.load(again)
    assert reloaded.title.to_json(reloaded.state) == session.title.to_json(session.state)


def test_every_title_and_variant_keeps_a_save_of_every_version() -> None:
    kept = set()
    for path in FILES:
        config = read_save(path).config
        kept.add((config.game, config.variant, version_named(path)))
    for info in registry.catalogue():
        if not info.available:
            continue
        title = registry.get(info.id)
        newest = title.content_version
        for variant in info.variants:
            assert (info.id, variant.id, newest) in kept, (info.id, variant.id, newest)
        for version in range(1, newest + 1):
            assert any(g == info.id and v == version for g, _, v in kept), (info.id, version)
