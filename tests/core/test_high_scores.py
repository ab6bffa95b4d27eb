"""Local high-score tables: best first, at most ten, one entry per game, written atomically in
the data folder; a corrupt file is reported and left as it is."""

from __future__ import annotations

import pytest

from forgegames.core import high_scores as hs


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("FORGEGAMES_DATA_DIR", str(tmp_path))
    return tmp_path


def test_tables_keep_the_best_first_per_key(data) -> None:
    assert hs.table("forge-war", "solo/medium") == []
    assert hs.record("forge-war", "solo/medium", 90, "Ana", "s1") == 1
    assert hs.record("forge-war", "solo/medium", 130, "Ben", "s2") == 1
    assert hs.record("forge-war", "solo/medium", 90, "Cy", "s3") == 3  # equal: the earlier first
    assert hs.record("forge-war", "solo/difficult", 40, "Ana", "s4") == 1
    scores = [(e.score, e.name) for e in hs.table("forge-war", "solo/medium")]
    assert scores == [(130, "Ben"), (90, "Ana"), (90, "Cy")]
    assert set(hs.tables("forge-war")) == {"solo/medium", "solo/difficult"}
    assert (data / hs.FILE_NAME).exists()


def test_the_same_game_is_recorded_once_and_only_ten_are_kept(data) -> None:
    assert hs.record("forge-war", "solo/medium", 50, "Ana", "seed-1") == 1
    assert hs.record("forge-war", "solo/medium", 50, "Ana", "seed-1") == 1
    assert len(hs.table("forge-war", "solo/medium")) == 1
    for i in range(12):
        hs.record("forge-war", "solo/medium", 100 + i, "Ben", f"g{i}")
    assert len(hs.table("forge-war", "solo/medium")) == hs.KEEP
    assert hs.record("forge-war", "solo/medium", 1, "Cy", "low") is None


def test_a_corrupt_file_is_reported_and_left_untouched(data) -> None:
    path = data / hs.FILE_NAME
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(hs.HighScoreError, match="not valid JSON"):
        hs.table("forge-war", "solo/medium")
    with pytest.raises(hs.HighScoreError):
        hs.record("forge-war", "solo/medium", 10, "Ana")
    assert path.read_text(encoding="utf-8") == "{not json"
    path.write_text('{"format": "other"}', encoding="utf-8")
    with pytest.raises(hs.HighScoreError, match="left as it is"):
        hs.tables("forge-war")


def test_two_games_of_one_seed_and_length_are_two_results(data) -> None:
    first = hs.game_id(7, ["move 1,0 2,0", "done"])
    other = hs.game_id(7, ["move 1,0 3,0", "done"])
    assert first != other and first.startswith("7:2:") and other.startswith("7:2:")
    assert hs.record("forge-war", "solo/medium", 60, "Ana", first) == 1
    assert hs.record("forge-war", "solo/medium", 60, "Ana", other) == 2
    assert hs.record("forge-war", "solo/medium", 60, "Ana", first) == 1  # shown again: once
    assert len(hs.table("forge-war", "solo/medium")) == 2


def test_an_entry_recorded_by_seed_and_length_alone_still_matches_its_game(data) -> None:
    assert hs.record("forge-war", "solo/medium", 70, "Ana", "7:2") == 1  # an older entry
    assert hs.record("forge-war", "solo/medium", 70, "Ana", hs.game_id(7, ["a", "b"])) == 1
    assert hs.record("forge-war", "solo/medium", 70, "Ana", hs.game_id(8, ["a", "b"])) == 2
    assert len(hs.table("forge-war", "solo/medium")) == 2
