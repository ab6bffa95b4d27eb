"""Players' records: counted per title and name, once a game, in a file left alone when broken."""

from __future__ import annotations

import json

import pytest

from forgegames.core import records


def test_games_are_counted_once_each():
    assert records.record_of("kings-forge", "Ana") == records.Record(0, 0)
    assert records.count_game("kings-forge", "g1", [("Ana", True), ("Bo", False)])
    assert not records.count_game("kings-forge", "g1", [("Ana", True), ("Bo", False)])
    assert records.count_game("kings-forge", "g2", [("Ana", False)])
    assert records.record_of("kings-forge", "Ana") == records.Record(2, 1)
    assert records.record_of("kings-forge", "Bo") == records.Record(1, 0)
    assert records.record_of("forge-war", "Ana") == records.Record(0, 0)


def test_only_the_newest_games_are_remembered(monkeypatch):
    monkeypatch.setattr(records, "KEEP_GAMES", 3)
    for n in range(5):
        records.count_game("warparty", f"g{n}", [("Ana", False)])
    data = json.loads(records.records_path().read_text())
    assert data["games"] == ["g2", "g3", "g4"]
    assert records.record_of("warparty", "Ana").played == 5


@pytest.mark.parametrize(
    "text, words",
    [
        ("{broken", "not valid JSON"),
        ('{"format": "other"}', "not a records file"),
        (
            '{"format": "forgegames-records", "version": 1, "games": [],'
            ' "titles": {"warparty": {"Ana": {"played": 1, "won": 2}}}}',
            "not a records file",
        ),
    ],
)
def test_a_broken_file_is_reported_and_never_overwritten(text, words):
    path = records.records_path()
    path.write_text(text)
    with pytest.raises(records.RecordsError, match=words):
        records.count_game("warparty", "g1", [("Ana", True)])
    with pytest.raises(records.RecordsError, match=words):
        records.record_of("warparty", "Ana")
    assert path.read_text() == text
