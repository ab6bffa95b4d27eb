"""The launcher's check of each title's data, in a worker thread after the first frame.

Issue #40: checking a title (importing its rules, reading and validating its data files) takes
half a second or more; on the main thread it froze the launcher that long, once per title. A
``TitleChecks`` checks the titles one after another in a thread of its own while the launcher
keeps drawing; the launcher collects what is done (``take``) at its ticks, and a title about to
start is waited for (``now``): checked on the spot if the worker has not reached it, or its
check under way awaited. No sleeps anywhere: a test joins the worker (``join``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from forgegames.core.datacheck import check_title
from forgegames.core.errors import ContentError

Check = Callable[[str], ContentError | None]

_running: set[TitleChecks] = set()
"""The workers under way (``stop_all``), guarded by ``_running_lock``."""
_running_lock = threading.Lock()


def quick_check(title_id: str) -> ContentError | None:
    """A title's data as the launcher checks it: no lessons played (``check-data`` plays them)."""
    return check_title(title_id, lessons=False)


class TitleChecks:
    """The titles still to check, the one being checked, and the results not yet taken."""

    def __init__(self, title_ids: list[str], check: Check = quick_check) -> None:
        self.pending = list(title_ids)
        """Not started yet, in the order the worker takes them."""
        self.current: str | None = None
        """The title the worker is checking now."""
        self.done: dict[str, ContentError | None] = {}
        """Checked, not yet taken by the launcher (None: sound)."""
        self._check = check
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None

    @property
    def busy(self) -> bool:
        """Something is still to check or to take."""
        with self._cond:
            return bool(self.pending or self.current or self.done)

    def first(self, title_id: str) -> None:
        """Check ``title_id`` next, if it is still to check (the title just picked)."""
        with self._cond:
            if title_id in self.pending:
                self.pending.remove(title_id)
                self.pending.insert(0, title_id)

    def start(self) -> None:
        """Start the worker (once; it ends when nothing is left to check)."""
        with self._cond:
            if self._thread is not None or not self.pending:
                return
            self._thread = threading.Thread(target=self._run, name="title-checks", daemon=True)
        with _running_lock:
            _running.add(self)
        self._thread.start()

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self.pending:
                    break
                self.current = title_id = self.pending.pop(0)
            result = self.checked(title_id)
            with self._cond:
                self.done[title_id] = result
                self.current = None
                self._cond.notify_all()
        with _running_lock:
            _running.discard(self)

    def now(self, title_id: str) -> None:
        """Have ``title_id``'s result among ``done`` (unless it was taken already): checked here
        if the worker has not reached it, else its check under way awaited."""
        with self._cond:
            here = title_id in self.pending
            if here:
                self.pending.remove(title_id)
            else:
                self._cond.wait_for(lambda: self.current != title_id)
        if here:
            result = self.checked(title_id)
            with self._cond:
                self.done[title_id] = result

    def checked(self, title_id: str) -> ContentError | None:
        """``title_id`` checked; a title that cannot even be loaded counts as broken, with the
        reason (the worker never dies of it, and no one waits for it for ever)."""
        try:
            return self._check(title_id)
        except Exception as exc:  # noqa: BLE001 - a broken package is a broken title
            return ContentError(title_id, "", f"cannot be loaded: {type(exc).__name__}: {exc}")

    def take(self) -> dict[str, ContentError | None]:
        """The results done since the last call."""
        with self._cond:
            taken, self.done = self.done, {}
        return taken

    def join(self) -> None:
        """Wait for the worker to finish every check (tests; the launcher never waits)."""
        if self._thread is not None:
            self._thread.join()

    def stop(self) -> None:
        """Check nothing more (the launcher is gone): the worker ends after the title under
        way, so a game just started does not share the processor with checks nobody reads."""
        with self._cond:
            self.pending.clear()


def stop_all() -> None:
    """Stop every worker and wait for the titles under way (a test's end: nothing of its
    launcher runs on into the next test)."""
    with _running_lock:
        running = list(_running)
    for checks in running:
        checks.stop()
        checks.join()
