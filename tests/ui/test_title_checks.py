"""The launcher's worker for the titles' data checks (issue #40): results in the order checked,
a title wanted now checked on the spot or awaited, never checked twice; a failing check
neither kills the worker nor leaves anyone waiting."""

from __future__ import annotations

import threading

from forgegames.core.errors import ContentError
from forgegames.ui import title_checks
from forgegames.ui.title_checks import TitleChecks, quick_check


def held_check():
    """A check that notes its title and signals ``entered``, then holds until ``release`` is
    set: (the check, entered, release, the titles it was called with)."""
    entered, release = threading.Event(), threading.Event()
    seen: list[str] = []

    def check(title_id: str) -> None:
        seen.append(title_id)
        entered.set()
        assert release.wait(30)

    return check, entered, release, seen


def test_the_worker_checks_every_title_once_in_order() -> None:
    seen: list[tuple[str, bool]] = []

    def check(title_id: str) -> ContentError | None:
        seen.append((title_id, threading.current_thread() is threading.main_thread()))
        return ContentError(title_id, "", "bad") if title_id == "b" else None

    checks = TitleChecks(["a", "b", "c"], check)
    checks.first("c")
    assert checks.busy
    checks.start()
    checks.start()  # once
    checks.join()
    assert seen == [("c", False), ("a", False), ("b", False)]
    taken = checks.take()
    assert list(taken) == ["c", "a", "b"] and taken["a"] is None and str(taken["b"])
    assert checks.take() == {} and not checks.busy


def test_a_title_wanted_before_the_worker_reaches_it_is_checked_here() -> None:
    seen: list[tuple[str, bool]] = []
    checks = TitleChecks(
        ["a", "b"],
        lambda t: seen.append((t, threading.current_thread() is threading.main_thread())),
    )
    checks.now("b")
    assert seen == [("b", True)] and checks.pending == ["a"] and checks.take() == {"b": None}


def test_a_title_under_way_is_awaited_not_checked_again() -> None:
    check, entered, release, seen = held_check()
    checks = TitleChecks(["a"], check)
    checks.start()
    assert entered.wait(30) and checks.current == "a"
    helper = threading.Thread(target=release.set)
    helper.start()  # released whether ``now`` is already waiting or not: the outcome is one
    checks.now("a")
    helper.join()
    assert seen == ["a"] and checks.take() == {"a": None}
    checks.join()


def test_a_check_that_raises_ends_as_a_result_and_the_worker_goes_on() -> None:
    def check(title_id: str) -> None:
        if title_id == "a":
            raise RuntimeError("boom")

    checks = TitleChecks(["a", "b"], check)
    checks.start()
    checks.join()
    taken = checks.take()
    assert list(taken) == ["a", "b"] and taken["b"] is None and checks.current is None
    assert "cannot be loaded: RuntimeError: boom" in str(taken["a"])


def test_a_title_that_cannot_be_loaded_is_broken_not_a_crash() -> None:
    error = TitleChecks([], quick_check).checked("no-such-title")
    assert isinstance(error, ContentError) and "cannot be loaded: KeyError" in str(error)


def test_stop_all_ends_every_worker_after_its_title_under_way() -> None:
    check, entered, release, seen = held_check()
    checks = TitleChecks(["a", "b", "c"], check)
    checks.start()
    assert entered.wait(30)
    helper = threading.Thread(target=title_checks.stop_all)
    helper.start()
    release.set()
    helper.join()
    checks.join()
    assert seen[0] == "a" and checks.pending == [] and not title_checks._running
