"""The seats a game gets when nobody names them: the command line's and scenario files'."""

from __future__ import annotations

from forgegames.core.title import SeatConfig

DEFAULT_NAMES = ("Alice", "Bruno", "Chiara", "Dmitri")
COLOURS = ("blue", "orange", "green", "purple")


def default_seats(players: int, bots: dict[int, str] | None = None) -> tuple[SeatConfig, ...]:
    """``players`` seats with the default names and colours; ``bots`` maps a seat (0-based)
    to the computer player that takes it (named "Bot N")."""
    bots = bots or {}
    return tuple(
        SeatConfig(DEFAULT_NAMES[i] if i not in bots else f"Bot {i + 1}", COLOURS[i], bots.get(i))
        for i in range(players)
    )
