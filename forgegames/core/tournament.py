"""Bot kinds play each other over many games, seats rotating: who wins how often.

Game ``i`` is played with seed ``seed + i`` and seat ``j`` taken by ``bots[(i + j) % len(bots)]``,
so every kind sits in every seat in turn. Games are independent: played in one process or in
several (``jobs``, the standard library's process pool) they give the same results, gathered in
game order.
"""

from __future__ import annotations

import concurrent.futures
import dataclasses
import math
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.simulate import MAX_ACTIONS
from forgegames.core.title import GameConfig, Options, SeatConfig

Z95 = 1.959964
"""The normal quantile of a two-sided 95% interval."""


@dataclasses.dataclass(frozen=True)
class Match:
    """One game to play: everything a worker process needs, plain and picklable."""

    game: str
    variant: str
    options: Options
    kinds: tuple[str, ...]
    """The bot kind of each seat."""
    seed: int


@dataclasses.dataclass(frozen=True)
class Outcome:
    """A game's result: each seat's win share (1 split among the winners) and score, the
    seconds each seat's bot thought and its moves; ``error`` the failure, if any."""

    shares: tuple[float, ...] = ()
    scores: tuple[float, ...] = ()
    seconds: tuple[float, ...] = ()
    moves: tuple[int, ...] = ()
    error: str = ""


def seating(bots: Sequence[str], players: int, index: int) -> tuple[str, ...]:
    """The kinds in the seats of game ``index``: each game moves every kind one seat on."""
    return tuple(bots[(index + seat) % len(bots)] for seat in range(players))


def play(match: Match) -> Outcome:
    """Play one game to the end (a worker's task); a failure is reported, not raised."""
    try:
        title = registry.get(match.game)
        seats = tuple(SeatConfig(f"Bot {i + 1}", f"c{i}", k) for i, k in enumerate(match.kinds))
        session = Session(
            title, GameConfig(match.game, seats, match.variant, match.options), match.seed
        )
        session.resolve_chance()
        seconds = [0.0] * len(seats)
        moves = [0] * len(seats)
        while not session.over:
            seat = session.active
            start = time.perf_counter()
            action = session.bot_action()
            if 0 <= seat < len(seats):
                seconds[seat] += time.perf_counter() - start
                moves[seat] += 1
            session.apply(action)
            if len(session.history) > MAX_ACTIONS:
                raise AssertionError(f"no end after {MAX_ACTIONS} actions")
        lines = title.score_breakdown(session.state)
        winners = [line.seat for line in lines if line.winner]
        shares = tuple(1.0 / len(winners) if seat in winners else 0.0 for seat in range(len(seats)))
        return Outcome(shares, tuple(title.scores(session.state)), tuple(seconds), tuple(moves))
    except Exception as exc:  # noqa: BLE001 - a failed game counts as an error, the rest go on
        return Outcome(error=f"seed {match.seed}: {type(exc).__name__}: {exc}")


def wilson(wins: float, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate of ``wins`` in ``games``."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    z2 = Z95 * Z95 / games
    centre = (p + z2 / 2) / (1 + z2)
    half = Z95 * math.sqrt(p * (1 - p) / games + z2 / (4 * games)) / (1 + z2)
    return (max(0.0, centre - half), min(1.0, centre + half))


def tournament(
    game: str,
    players: int,
    games: int,
    bots: Sequence[str],
    variant: str | None = None,
    seed: int = 1,
    jobs: int = 1,
    options: Options = (),
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Play ``games`` games and return the JSON report (see the module's text)."""
    title = registry.get(game)
    variant = variant or title.info.default_variant
    matches = [
        Match(game, variant, options, seating(bots, players, i), seed + i) for i in range(games)
    ]
    start = time.perf_counter()
    outcomes: list[Outcome] = []
    if jobs > 1:
        with concurrent.futures.ProcessPoolExecutor(max_workers=jobs) as pool:
            for outcome in pool.map(play, matches):
                outcomes.append(outcome)
                _tell(progress, matches, outcomes)
    else:
        for match in matches:
            outcomes.append(play(match))
            _tell(progress, matches, outcomes)
    return report(matches, outcomes, bots, time.perf_counter() - start)


def _tell(
    progress: Callable[[str], None] | None, matches: list[Match], done: list[Outcome]
) -> None:
    if progress is None:
        return
    match, outcome = matches[len(done) - 1], done[-1]
    if outcome.error:
        result = f"error: {outcome.error}"
    else:
        result = "won by " + ", ".join(
            f"{kind} (seat {seat + 1})"
            for seat, kind in enumerate(match.kinds)
            if outcome.shares[seat] > 0
        )
    progress(f"game {len(done)}/{len(matches)} (seed {match.seed}): {result}")


def report(
    matches: list[Match], outcomes: list[Outcome], bots: Sequence[str], seconds: float
) -> dict[str, Any]:
    """The tournament's figures: per kind its wins (a shared win counts its share), win rate
    over the games it sat in with a 95% interval, mean score and seconds a move."""
    out: dict[str, Any] = {
        "games": len(matches),
        "errors": sum(1 for o in outcomes if o.error),
        "bots": list(dict.fromkeys(bots)),
        "seconds": round(seconds, 3),
        "messages": [o.error for o in outcomes if o.error][:10],
    }
    for kind in out["bots"]:
        played = wins = 0.0
        scores: list[float] = []
        thought, moves = 0.0, 0
        for match, outcome in zip(matches, outcomes, strict=True):
            seats = [s for s, k in enumerate(match.kinds) if k == kind]
            if outcome.error or not seats:
                continue
            played += 1
            wins += sum(outcome.shares[s] for s in seats)
            scores += [outcome.scores[s] for s in seats]
            thought += sum(outcome.seconds[s] for s in seats)
            moves += sum(outcome.moves[s] for s in seats)
        low, high = wilson(wins, int(played))
        out[kind] = {
            "games": int(played),
            "wins": wins,
            "win_rate": round(wins / played, 4) if played else 0.0,
            "interval95": [round(low, 4), round(high, 4)],
            "mean_score": round(sum(scores) / len(scores), 3) if scores else 0.0,
            "seconds_per_move": round(thought / moves, 4) if moves else 0.0,
        }
    return out


def stderr_progress(line: str) -> None:
    print(line, file=sys.stderr, flush=True)
