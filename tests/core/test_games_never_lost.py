"""Games are never lost (issue 22): every game has its own file from its first moment, created
exclusively whatever the clock says; a game goes on in the file it is listed under, never
beside it; the old autosave is moved under a name no file's contents chose."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import pytest

from forgegames.core import saved_games
from forgegames.core.saves import SaveData, read_save, write_save
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig

CONFIG = GameConfig("dice-race", (SeatConfig("Ann", "c0"), SeatConfig("Bob", "c1")), "standard")


def start(seed: int = 1) -> Session:
    return Session.start(CONFIG, seed, own_file=True)


def test_two_games_started_at_the_same_instant_keep_two_files(
    dice_race, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(time, "strftime", lambda *_: "20260101-120000")  # one frozen second
    barrier = threading.Barrier(4)
    sessions: list[Session] = []

    def play(seed: int) -> None:
        barrier.wait()
        sessions.append(start(seed))

    threads = [threading.Thread(target=play, args=(seed,)) for seed in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    paths = {session.autosave for session in sessions}
    assert len(paths) == 4, "every game has its own file"
    for session in sessions:
        assert read_save(session.autosave).seed == session.seed, "no game wrote over another"
    assert len(saved_games.list_games()) == 4


def test_a_new_game_never_reuses_a_file_even_when_the_clock_repeats(
    dice_race, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(time, "strftime", lambda *_: "20260101-120000")
    taken = saved_games.games_dir() / "dice-race-20260101-120000-1.json"
    taken.write_text("someone else's file")
    session = start()
    assert session.autosave != taken and taken.read_text() == "someone else's file"
    assert not list(saved_games.games_dir().glob(".new-*")), "no temporary file is left"


def test_a_game_file_holds_the_game_from_its_first_moment(dice_race) -> None:
    session = start(3)
    assert read_save(session.autosave).actions == session.save_data().actions


def test_loading_through_a_link_goes_on_in_the_listed_file(dice_race, tmp_path: Path) -> None:
    session = start(5)
    session.apply(session.legal_actions()[0])
    listed = session.autosave
    link = tmp_path / "my-game.json"
    link.symlink_to(listed)
    resumed = Session.resume(link)
    resumed.apply(resumed.legal_actions()[-1])
    assert link.is_symlink(), "the link is left a link"
    assert read_save(listed).actions == resumed.save_data().actions, "the listed file is current"
    assert [g.path for g in saved_games.list_games()] == [listed], "no stale copy beside it"


def test_a_link_in_the_games_folder_to_a_file_of_the_data_folder_is_written_through(
    dice_race, data_dir: Path
) -> None:
    elsewhere = data_dir / "mine" / "elsewhere.json"
    elsewhere.parent.mkdir(parents=True)
    write_save(elsewhere, start(6).save_data())
    for path in saved_games.games_dir().glob("*.json"):
        path.unlink()
    listed = saved_games.games_dir() / "linked.json"
    listed.symlink_to(elsewhere)
    (game,) = saved_games.list_games()
    resumed = Session.resume(game.path)
    resumed.apply(resumed.legal_actions()[0])
    assert listed.is_symlink() and resumed.autosave == listed
    assert read_save(elsewhere).actions == resumed.save_data().actions
    assert [g.path for g in saved_games.list_games()] == [listed], "written back, not beside"


@pytest.mark.parametrize("game_id", ["../../esc", "no/such", "..", "a b:c*?", "C:\\x", "x" * 300])
def test_the_old_autosave_is_moved_under_a_name_of_its_own(
    dice_race, data_dir: Path, game_id: str
) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    save = SaveData(CONFIG, 9, ()).to_json()
    save["game"] = save["config"]["game"] = game_id[:100]
    legacy = data_dir / "autosave.json"
    legacy.write_text(json.dumps(save))
    outside = set(data_dir.parent.rglob("*"))
    moved = saved_games.migrate_legacy_autosave()
    assert moved is not None and moved.parent == saved_games.games_dir()
    assert moved.name.startswith("game-"), "the name never comes from the file unchecked"
    assert not legacy.exists()
    assert set(data_dir.parent.rglob("*")) - outside <= set(data_dir.rglob("*"))
    assert saved_games.list_games()[0].path == moved, "every later start lists it"


def test_a_link_to_a_file_outside_the_data_folder_is_never_written_through(
    dice_race, tmp_path: Path
) -> None:
    """Issue 35: the game goes on in a new file of the data folder, the player is told, and
    the file outside is left as it was."""
    elsewhere = tmp_path / "elsewhere.json"
    write_save(elsewhere, start(6).save_data())
    before = elsewhere.read_bytes()
    for path in saved_games.games_dir().glob("*.json"):
        path.unlink()
    listed = saved_games.games_dir() / "linked.json"
    listed.symlink_to(elsewhere)
    (game,) = saved_games.list_games()
    resumed = Session.resume(game.path)
    resumed.apply(resumed.legal_actions()[0])
    assert elsewhere.read_bytes() == before, "the file outside is not rewritten"
    assert resumed.autosave is not None and resumed.autosave.parent == saved_games.games_dir()
    assert not resumed.autosave.is_symlink()
    assert read_save(resumed.autosave).actions == resumed.save_data().actions
    assert (
        resumed.notice
        and "linked.json" in resumed.notice
        and resumed.autosave.name in (resumed.notice)
    )
    assert not listed.is_symlink() and not listed.exists(), "the link is off the list"
    (game,) = saved_games.list_games()
    assert game.path == resumed.autosave, "the game is listed once, in its new file"
    assert elsewhere.read_bytes() == before, "taking the link away leaves its target"
    write_save(listed, resumed.save_data())  # any later write there makes a file of its own
    assert elsewhere.read_bytes() == before and not listed.is_symlink()


def test_a_link_inside_the_data_folder_or_a_copy_keeps_its_place(dice_race, tmp_path) -> None:
    """Only a game file linking outside the data folder is taken off the list: a link to a file
    of the data folder goes on through it, and opening a copy leaves any link listed."""
    inside = saved_games.saves_dir() / "kept.json"
    write_save(inside, start(6).save_data())
    for path in saved_games.games_dir().glob("*.json"):
        path.unlink()
    linked = saved_games.games_dir() / "inside.json"
    linked.symlink_to(inside)
    resumed = Session.resume(linked)
    assert resumed.autosave == linked and linked.is_symlink()
    elsewhere = tmp_path / "elsewhere.json"
    write_save(elsewhere, start(6).save_data())
    outside = saved_games.games_dir() / "outside.json"
    outside.symlink_to(elsewhere)
    copied = Session.resume(outside, copy=True)
    assert outside.is_symlink() and copied.autosave != outside
    assert not saved_games.retire_outside_link(elsewhere), "a file elsewhere is never removed"
    assert elsewhere.exists()
