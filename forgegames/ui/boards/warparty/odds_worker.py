"""Battle odds worked out away from the frame (a crowded battle's take seconds): the worker
thread (``OddsWorker``), its job (``battle_odds``: exact when quick enough, else sampled) and
the job run in another process (``in_child``, ``odds_child.py``: a thread working out odds
would hold the interpreter's lock and slow every frame drawn meanwhile)."""

from __future__ import annotations

import collections
import math
import random
import threading
import time
from collections.abc import Callable, Hashable

from forgegames.games.warparty.board_info import (
    Battle,
    Odds,
    TooManyStates,
    exact_odds,
    monte_carlo,
)


class OddsWorker:
    """Works out battle odds away from the frame: a crowded battle's take seconds (the exact
    walk gives up, then battles are sampled), which would freeze the window after every attack.

    ``ask`` hands in a position (by its key); ``found`` answers once it is worked out (the last
    ``KEPT`` positions' answers are kept: the pointer going back and forth over the lit places
    asks for the same battles again and again). Only the latest position asked for waits.
    ``work(battle, stale)`` must be pure (it runs on another thread) and should give up,
    returning None, once ``stale()`` is True: a newer position is wanted.
    """

    KEPT = 64

    def __init__(self, work: Callable[[Battle, Callable[[], bool]], Odds | None]) -> None:
        self._work = work
        self._lock = threading.Lock()
        self._wanted: tuple[Hashable, Battle] | None = None
        self._found: collections.OrderedDict[Hashable, Odds] = collections.OrderedDict()
        self._busy = False

    def ask(self, key: Hashable, battle: Battle) -> None:
        with self._lock:
            if key in self._found:
                self._found.move_to_end(key)
                self._wanted = None  # (one waiting to be worked out is no longer the latest)
                return
            self._wanted = (key, battle)
            if self._busy:
                return
            self._busy = True
        threading.Thread(target=self._run, name="warparty-odds", daemon=True).start()

    def keep(self, key: Hashable, odds: Odds) -> None:
        """Odds of ``key`` found elsewhere (exact, at once: ``quick_odds``), kept as if
        worked out here."""
        with self._lock:
            self._found[key] = odds
            while len(self._found) > self.KEPT:
                self._found.popitem(last=False)

    def found(self, key: Hashable) -> Odds | None:
        """The odds of the position ``key`` when they are worked out."""
        with self._lock:
            return self._found.get(key)

    @property
    def busy(self) -> bool:
        with self._lock:
            return self._busy

    def _stale(self) -> bool:
        with self._lock:
            return self._wanted is not None

    def _run(self) -> None:
        try:
            while True:
                with self._lock:
                    job, self._wanted = self._wanted, None
                    if job is None:
                        return
                result = self._work(job[1], self._stale)
                if result is not None:
                    self.keep(job[0], result)
        finally:
            with self._lock:
                self._busy = False


ODDS_STATES = 5_000
"""...exactly when this many states suffice (half a second at most), else by sampling..."""
ODDS_SAMPLES = 1_500
ODDS_BATCH = 100
ODDS_SECONDS = 3.0
"""...``ODDS_SAMPLES`` battles, in batches (a newer position stops them between two), or as
many batches as this many seconds allow (at least one: a crowded battle's take long)."""


def battle_odds(battle: Battle, stale: Callable[[], bool]) -> Odds | None:
    """A battle's odds, exact when ``ODDS_STATES`` suffice, else sampled (the worker's job);
    None when ``stale()`` says a newer position is wanted first."""
    try:
        return exact_odds(battle, state_limit=ODDS_STATES)
    except (TooManyStates, RecursionError):
        pass
    return _sampled(battle, ODDS_SAMPLES, ODDS_BATCH, ODDS_SECONDS, stale)


QUICK_STATES = 300
"""A hovered battle's first answer (``quick_odds``): exact when this many states suffice
(a few tens of milliseconds), else..."""
QUICK_SAMPLES = 40
QUICK_BATCH = 5
QUICK_SECONDS = 0.05
QUICK_ACTIONS = 3_000
"""...a first estimate from ``QUICK_SAMPLES`` battles, or as many batches as this many
seconds allow (at least one, cut short after ``QUICK_ACTIONS`` actions: a battle of hundreds
of units takes thousands)."""


def quick_odds(battle: Battle) -> Odds:
    """A battle's odds worked out at once, in the frame that asks (issue #39: on a busy
    machine a hovered battle said "working them out" for over two seconds): exact for a small
    battle (then the worker's answer too), else a first estimate from a few battles that the
    worker's ``battle_odds`` then refines."""
    try:
        return exact_odds(battle, state_limit=QUICK_STATES)
    except (TooManyStates, RecursionError):
        pass
    found = _sampled(
        battle, QUICK_SAMPLES, QUICK_BATCH, QUICK_SECONDS, lambda: False, QUICK_ACTIONS
    )
    assert found is not None  # (never stale)
    return found


def _sampled(
    battle: Battle,
    samples: int,
    batch: int,
    seconds: float,
    stale: Callable[[], bool],
    actions: int | None = None,
) -> Odds | None:
    """Odds from ``samples`` seeded battles, in batches of ``batch`` (``stale()`` stops them
    between two: None), or as many batches as ``seconds`` allow (at least one; a batch cut
    short after ``actions`` actions when given)."""
    rng = random.Random(1)
    batches: list[Odds] = []
    deadline = time.monotonic() + seconds
    while len(batches) * batch < samples and (not batches or time.monotonic() < deadline):
        if stale():
            return None
        batches.append(monte_carlo(battle, batch, rng, action_budget=actions))
    return pooled(batches)


def pooled(batches: list[Odds]) -> Odds:
    """Sampled odds of equal batches as one: the means' mean, the errors pooled."""
    k = len(batches)
    names = list((batches[0].standard_errors or {}).keys())
    errors = {
        n: math.sqrt(sum((b.standard_errors or {})[n] ** 2 for b in batches)) / k for n in names
    }
    means = {n: sum(getattr(b, n) for b in batches) / k for n in names}
    return Odds(
        **means,
        method=batches[0].method,
        size=sum(b.size for b in batches),
        standard_error=max(errors[n] for n in names[:3]),
        standard_errors=errors,
    )
