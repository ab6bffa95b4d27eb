"""Bots play complete games headless while every invariant is checked after every action."""

from __future__ import annotations

import dataclasses
import gc
import time
from typing import Any

from forgegames.core.session import Session
from forgegames.core.title import (
    EVENT_KINDS,
    GameConfig,
    Options,
    ScoreLine,
    SeatConfig,
    Title,
)

MAX_ACTIONS = 200_000
"""A game longer than this is reported as an error (it probably never ends)."""


@dataclasses.dataclass
class SimulationReport:
    games: int = 0
    errors: int = 0
    actions: int = 0
    seconds: float = 0.0
    wins: list[int] = dataclasses.field(default_factory=list)
    first_mover_wins: int = 0
    """Games won by the team (or seat) that moved first (``Rules.first_movers``)."""
    messages: list[str] = dataclasses.field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "errors": self.errors,
            "actions": self.actions,
            "seconds": round(self.seconds, 3),
            "actions_per_s": round(self.actions / self.seconds) if self.seconds else 0,
            "wins": self.wins,
            "first_mover_wins": self.first_mover_wins,
            "messages": self.messages[:10],
        }


def bot_config(
    title: Title, players: int, variant: str, bots: list[str], options: Options = ()
) -> GameConfig:
    """A config where seat i is played by ``bots[i % len(bots)]``."""
    seats = tuple(SeatConfig(f"Bot {i + 1}", f"c{i}", bots[i % len(bots)]) for i in range(players))
    return GameConfig(title.info.id, seats, variant, options)


def first_mover_won(first: tuple[int, ...], scores: list[ScoreLine]) -> bool:
    """A seat of ``first`` wins and not every seat does (a draw is nobody's win)."""
    winners = {line.seat for line in scores if line.winner}
    return bool(winners & set(first)) and len(winners) < len(scores)


def play_one(session: Session, check: bool = True) -> int:
    """Play a session to the end with its bots; return the number of actions taken."""
    title = session.title
    count = 0
    while not session.over:
        before = len(session.history)
        session.apply(session.bot_action())
        count += 1
        if check:
            broken = title.check_invariants(session.state) + [
                f"an event of unknown kind '{e.kind}': {e.text}"
                for entry in session.history[before:]
                for e in entry.events
                if e.kind not in EVENT_KINDS
            ]
            if broken:
                raise AssertionError(f"after '{session.history[-1].action}': {broken[0]}")
        if len(session.history) > MAX_ACTIONS:
            raise AssertionError(f"no end after {MAX_ACTIONS} actions")
    return len(session.history)


def simulate(
    title: Title,
    players: int,
    games: int,
    seed: int,
    variant: str | None = None,
    bots: list[str] | None = None,
    check: bool = True,
    options: Options = (),
) -> SimulationReport:
    """Play ``games`` games; a game that raises or breaks an invariant counts as an error."""
    variant = variant or title.info.default_variant
    config = bot_config(title, players, variant, bots or ["random"], options)
    report = SimulationReport(wins=[0] * players)
    collecting = gc.isenabled()
    # A game keeps every state in its history: the collector's passes over them while it is
    # played find nothing (the Warparty engine makes no reference cycles) and cost a good part
    # of the time. So it rests during each game, and the cycles a game did make (some titles'
    # do) are collected as it ends, among the objects made since the last collection.
    gc.disable()
    start = time.perf_counter()
    try:
        for index in range(games):
            game_seed = seed + index
            try:
                session = Session(title, config, game_seed)
                session.resolve_chance()
                opening = session.state
                report.actions += play_one(session, check)
                scores = title.score_breakdown(session.state)
                for line in scores:
                    if line.winner:
                        report.wins[line.seat] += 1
                if first_mover_won(title.first_movers(opening, session.state), scores):
                    report.first_mover_wins += 1
            except Exception as exc:  # noqa: BLE001 - every failure is reported, none stops the run
                report.errors += 1
                report.messages.append(f"seed {game_seed}: {type(exc).__name__}: {exc}")
            report.games += 1
            session = None
            if collecting:
                gc.collect(0)
    finally:
        if collecting:
            gc.enable()
    report.seconds = time.perf_counter() - start
    return report
