"""An odds job run in another process (``in_child``): the worker thread only waits for it.

A thread working out odds in the window's process holds the interpreter's lock for all but a
few milliseconds at a time, so every frame drawn meanwhile waits for it (a hovered battle
took the map's frames from a few milliseconds to twenty and more). A child process works the
odds out instead; the worker thread sends it the battle and waits, which holds no lock.

The children are kept for the next job (starting one costs a second of imports), one per
job under way at once, and end with the program (daemon processes). The odds worker's figures
(``SETTINGS``, as they are in this process when the job is handed over) go with it, so the
child works as this process would. A child that dies is replaced; when none
can be started, the job runs on the worker thread as before.
"""

from __future__ import annotations

import atexit
import contextlib
import threading
from collections.abc import Callable
from typing import Any

from forgegames.ui.boards.warparty import odds_worker

POLL_S = 0.02
"""How often the waiting thread looks whether the job is stale (then tells the child)."""
SETTINGS = ("ODDS_STATES", "ODDS_SAMPLES", "ODDS_BATCH", "ODDS_SECONDS")
"""The odds worker's figures a job is worked out with (tests lower them)."""
IDLE_KEPT = 2
"""How many idle children wait for work (more end)."""

Job = Callable[[Any, Callable[[], bool]], Any]


def _serve(conn: Any) -> None:
    """The child: take a job, work it out (stale as soon as a message waits: the parent's
    "stop"), send back ("done", result) or ("error", the exception); a "stop" arriving after
    the job ended is read and passed over."""
    while True:
        try:
            message = conn.recv()
            if message is None:
                continue
            work, battle, settings = message
            for name, value in settings.items():
                setattr(odds_worker, name, value)
            conn.send(("done", work(battle, conn.poll)))
        except EOFError:
            return
        except Exception as exc:  # sent back and raised on the worker's thread, as before
            conn.send(("error", exc))


class Child:
    """One child process and its end of the pipe."""

    def __init__(self) -> None:
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        self.conn, theirs = context.Pipe()
        self.process = context.Process(
            target=_serve, args=(theirs,), daemon=True, name="warparty-odds"
        )
        self.process.start()
        theirs.close()

    def run(self, work: Job, battle: Any, stale: Callable[[], bool]) -> Any:
        """``work(battle, stale)`` worked out in the child; EOFError when it died."""
        settings = {name: getattr(odds_worker, name) for name in SETTINGS}
        self.conn.send((work, battle, settings))
        stopped = False
        while not self.conn.poll(POLL_S):
            if not self.process.is_alive():
                raise EOFError("the odds process ended")
            if not stopped and stale():
                self.conn.send(None)  # the child sees it waiting and gives up
                stopped = True
        kind, value = self.conn.recv()
        if kind == "error":
            raise value
        return value

    def close(self) -> None:
        with contextlib.suppress(ValueError):  # already ended by ``end_all``
            _started.remove(self)
        self.conn.close()
        if self.process.is_alive():
            self.process.terminate()
        self.process.join(timeout=1)


_idle: list[Child] = []
_started: list[Child] = []
"""Every child started and not yet closed, idle or at work (``end_all`` ends them)."""
_ended = False
"""Set when the program ends: no child is started after it."""
_lock = threading.Lock()


def _take() -> Child:
    """An idle child, or a new one: started under the lock, so the program cannot end while a
    child is half started (it would find its parent gone: an EOFError traceback)."""
    with _lock:
        while _idle:
            child = _idle.pop()
            if child.process.is_alive():
                return child
            child.close()
        if _ended:
            raise OSError("the program is ending")
        child = Child()
        _started.append(child)
        return child


def end_all() -> None:
    """End every child, at work or idle, once any being started is (the program is ending,
    as after the screenshot command's picture); a job asked for later runs on its thread."""
    global _ended
    with _lock:
        _ended = True
        children, _idle[:], _started[:] = list(_started), [], []
    for child in children:
        child.close()


atexit.register(end_all)


def _give(child: Child) -> None:
    with _lock:
        if len(_idle) < IDLE_KEPT:
            _idle.append(child)
            return
    child.close()


def in_child(work: Job) -> Job:
    """``work`` (a module-level function, pure) run in a child process by the thread that
    calls it; the same answers."""

    def run(battle: Any, stale: Callable[[], bool]) -> Any:
        try:
            child = _take()
        except OSError:  # no process to be had: on this thread, as before
            return work(battle, stale)
        try:
            found = child.run(work, battle, stale)
        except (EOFError, OSError):
            child.close()
            return work(battle, stale)
        except BaseException:
            _give(child)
            raise
        _give(child)
        return found

    run.work = work  # type: ignore[attr-defined]
    return run


def warm() -> None:
    """Have a child waiting before the first job, started on a thread of its own (issue #39:
    the first hovered battle waited for a child's imports, over two seconds on a busy
    machine); none when one is idle already or the program is ending."""

    def start() -> None:
        with _lock:
            if _idle or _ended:
                return
        try:
            child = _take()
        except OSError:
            return
        _give(child)

    threading.Thread(target=start, name="warparty-odds-warm", daemon=True).start()


def battle_worker() -> odds_worker.OddsWorker:
    """A worker of battles' odds (``battle_odds``) worked out in a child process (one is
    started at once: ``warm``)."""
    warm()
    return odds_worker.OddsWorker(in_child(odds_worker.battle_odds))
