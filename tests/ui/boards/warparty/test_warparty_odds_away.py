"""Battle odds are never worked out in a frame (issue #40): a hovered destination's battle and
a battle's panel say the odds are being worked out, and show the engine's figure once the
worker, in a child process, has it; the worker keeps what it found for the pointer's return."""

from __future__ import annotations

import os
import threading
import time

import pytest
from test_warparty_board import _scene
from test_warparty_fight import _battle, _run_until
from test_warparty_preview import hover, pick_capital_stack, tooltips

from forgegames.games.warparty import battles, odds
from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.combat import state_key as battles_key
from forgegames.ui.boards.warparty import odds_child, odds_worker
from forgegames.ui.boards.warparty.board import WarpartyBoard
from forgegames.ui.boards.warparty.odds_worker import OddsWorker
from forgegames.ui.boards.warparty.preview import MovePreview, odds_line


def _engine_battle(scene, board: WarpartyBoard, place: str = "crownvale"):
    """The battle the picked units' move to ``place`` would begin, as the engine starts it."""
    state, title = scene.session.state, scene.session.title
    after = title.apply(state, Move(board.chosen, place)).state
    return battles.start_battle(after, title.world, place)[0].battle


def test_a_small_hovered_battles_exact_odds_are_on_the_first_frame(app, monkeypatch) -> None:
    """Issue #39 (it said "working them out" for over two seconds on a busy machine): a small
    battle's odds are exact at once, the engine's, and kept for the battle panel."""
    scene = _scene(app, count=1)
    board: WarpartyBoard = scene.board
    pick_capital_stack(app, board, scene.session.state)
    hover(app, board.canvas.centre_of("crownvale"))
    preview = board.shown_preview()
    assert isinstance(preview, MovePreview) and preview.battle and preview.pending is None
    text = next(t for t in tooltips(app, monkeypatch) if t.startswith("If they move here:"))
    battle = _engine_battle(scene, board)
    assert odds_line(odds.exact_odds(battle)) in text.splitlines()  # the engine's, exact
    assert "working them out" not in text and "estimate" not in text
    assert board.hover_odds.found(battles_key(battle)) == odds.exact_odds(battle)
    assert not board.working()
    # the pointer leaves and comes back: the same words
    hover(app, board.canvas.centre_of("kingsreach"))
    hover(app, board.canvas.centre_of("crownvale"))
    again = board.shown_preview()
    assert isinstance(again, MovePreview) and again.pending is None and again.text == text


def test_a_crowded_hovered_battle_shows_a_first_estimate_then_the_workers_odds(
    app, monkeypatch
) -> None:
    """A battle too big to walk at once: a first estimate on the first frame (close to the
    engine's exact odds), replaced by the worker's answer once it is in."""
    scene = _scene(app, count=8)
    board: WarpartyBoard = scene.board
    pick_capital_stack(app, board, scene.session.state)
    hover(app, board.canvas.centre_of("crownvale"))
    preview = board.shown_preview()
    assert isinstance(preview, MovePreview) and preview.pending is not None
    assert preview.estimate is not None and preview.estimate.method == "monte-carlo"
    first = next(t for t in tooltips(app, monkeypatch) if t.startswith("If they move here:"))
    assert "working them out" not in first
    assert odds_line(preview.estimate, first=True) in first.splitlines()
    assert "(a first estimate from a few battles, refining…)." in first
    battle = _engine_battle(scene, board)
    exact = odds.exact_odds(battle)
    assert abs(preview.estimate.attacker_wins - exact.attacker_wins) < 0.25
    assert board.working()  # the worker refines it

    def worked_out() -> bool:
        shown = board.shown_preview()
        return isinstance(shown, MovePreview) and shown.pending is None

    _run_until(app, worked_out)
    text = next(t for t in tooltips(app, monkeypatch) if t.startswith("If they move here:"))
    found = board.hover_odds.found(battles_key(battle))
    assert found is not None and odds_line(found) in text.splitlines()
    assert "estimate" not in text
    assert abs(found.attacker_wins - exact.attacker_wins) < 0.06


@pytest.mark.usefixtures("quick_odds")
def test_a_battles_panel_shows_its_odds_once_worked_out_away_from_its_first_frame(app) -> None:
    scene = _battle(app, goblins=1, bo=None)  # small: its odds were once the frame's own work
    board: WarpartyBoard = scene.board
    # a battle no move's preview worked out (the preview's odds are shown at once: odds_ahead)
    board.hover_odds, board._odds = odds_child.battle_worker(), None
    battle = scene.session.state.battle
    key = battles.combat.state_key(battle)
    assert board.odds_worker.found(key) is None
    assert board.whole_odds(battle) is None and board._odds_pending()  # "working out…"
    _run_until(app, lambda: board.whole_odds(battle) is not None)
    assert board.whole_odds(battle) == odds.exact_odds(battle)


# --- the worker and its child process -------------------------------------------------------
def where_am_i(battle, stale) -> tuple[int, object]:
    return os.getpid(), battle


def until_stale(battle, stale) -> str:
    for _ in range(2000):
        if stale():
            return "gave up"
        time.sleep(0.005)
    return "never told"


def refuses(battle, stale) -> None:
    raise ValueError(f"no odds for {battle}")


def settings_seen(battle, stale) -> tuple[int, int]:
    return os.getpid(), odds_worker.ODDS_SAMPLES


def test_a_job_in_a_child_runs_in_another_process_and_answers_as_here() -> None:
    pid, echoed = odds_child.in_child(where_am_i)("a battle", lambda: False)
    assert pid != os.getpid() and echoed == "a battle"
    with pytest.raises(ValueError, match="no odds for x"):  # raised where it was asked
        odds_child.in_child(refuses)("x", lambda: False)
    told = threading.Event()
    threading.Timer(0.2, told.set).start()
    assert odds_child.in_child(until_stale)(None, told.is_set) == "gave up"


def test_a_child_works_with_the_figures_this_process_has_when_asked(monkeypatch) -> None:
    monkeypatch.setattr(odds_worker, "ODDS_SAMPLES", 123)
    pid, samples = odds_child.in_child(settings_seen)(None, lambda: False)
    assert pid != os.getpid() and samples == 123


def test_the_worker_keeps_what_it_found_for_the_pointers_return(monkeypatch) -> None:
    worked: list[str] = []

    def work(battle, stale) -> str:
        worked.append(battle)
        return f"odds of {battle}"

    def wait(worker: OddsWorker) -> None:
        for _ in range(500):
            if not worker.busy:
                return
            time.sleep(0.01)
        raise AssertionError("the worker never finished")

    monkeypatch.setattr(OddsWorker, "KEPT", 2)
    worker = OddsWorker(work)
    for key in ("a", "b", "a"):
        worker.ask(key, key)
        wait(worker)
    assert worked == ["a", "b"] and worker.found("a") == "odds of a"
    worker.ask("c", "c")  # a third: the one least lately asked for (b) goes
    wait(worker)
    assert worker.found("b") is None and worker.found("a") == "odds of a"
    assert worker.found("c") == "odds of c" and worked == ["a", "b", "c"]


@pytest.mark.usefixtures("quick_odds")
def test_a_still_picture_of_a_battle_waits_for_its_odds(app, tmp_path, monkeypatch) -> None:
    """``screenshot`` (the README's pictures) shows the odds a person sees a moment later,
    not "working out", and no computer move is made meanwhile."""
    from forgegames.ui import screenshot

    scene = _battle(app, goblins=1, bo=None)
    board: WarpartyBoard = scene.board
    board.hover_odds, board._odds = odds_child.battle_worker(), None  # as in the test above
    battle, moves = scene.session.state.battle, len(scene.session.history)
    assert board.whole_odds(battle) is None and board.working()
    drawn = []
    real = board.battle_panel.draw
    monkeypatch.setattr(
        board.battle_panel, "draw", lambda *a, **k: drawn.append(k["whole_odds"]) or real(*a, **k)
    )
    scene.invalidate()
    screenshot.render(app, tmp_path / "battle.png")
    assert drawn and drawn[-1] == odds.exact_odds(battle)  # the picture's panel had them
    assert not board.working() and len(scene.session.history) == moves


def test_a_new_worker_has_a_child_waiting_before_its_first_job(monkeypatch) -> None:
    """Issue #39: the first hovered battle waited for a child's imports; a worker starts one."""
    monkeypatch.setattr(odds_child, "_idle", [])
    monkeypatch.setattr(odds_child, "_started", [])
    odds_child.battle_worker()
    deadline = time.monotonic() + 60
    while not odds_child._idle and time.monotonic() < deadline:
        time.sleep(0.05)
    try:
        assert odds_child._idle and odds_child._idle[0].process.is_alive()
    finally:
        for child in list(odds_child._started):
            child.close()
