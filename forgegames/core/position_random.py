"""Random numbers seeded by a game's position: the same game seed and move number always give
the same dice and the same bot choice (after an undo, a reload or a replay too).

A session asks for a fresh generator for every bot move and every chance draw. Python's own
generator (a Mersenne twister) spends about 5 us setting up its 624-word state each time, more
than many moves take to apply; this one is a SplitMix64 stream whose whole state is one
64-bit number, set up in a fraction of a microsecond. Its numbers are not for cryptography or
long simulations, only for the few draws a move makes.
"""

from __future__ import annotations

import random

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_TWO_53 = 1.0 / (1 << 53)

MAX_SEED = 2**63 - 1
"""Seeds are whole numbers from -MAX_SEED to MAX_SEED (a save, a scenario or the command line
with a larger one is refused: only its low 64 bits would count)."""

BOT_STREAM = 1
"""The stream of the bots' choices."""
CHANCE_STREAM = 2
"""The stream of chance outcomes (dice, cards drawn)."""


def _mix(z: int) -> int:
    """SplitMix64's finaliser: spreads every bit of ``z`` over the whole 64-bit result."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


_BASES: dict[tuple[int, int], int] = {}
"""Each game seed's and stream's starting point (worked out once: every move asks)."""


class PositionRandom(random.Random):
    """A ``random.Random`` (``choice``, ``shuffle``, ``choices``, ``uniform``... all work) for
    the position ``index`` of the game seeded ``seed``, in ``stream``."""

    def __init__(self, seed: int, stream: int, index: int) -> None:
        # random.Random's __init__ would seed the twister this class does not use
        base = _BASES.get((seed, stream))
        if base is None:
            if len(_BASES) >= 64:
                _BASES.clear()
            base = _BASES[seed, stream] = (_mix(seed & _MASK) + stream * _GOLDEN) & _MASK
        self._state = _mix((base + index) & _MASK)
        self.gauss_next = None

    def seed(self, a: object = None, version: int = 2) -> None:
        """Refused: the generator is seeded by its position only."""
        raise TypeError("a PositionRandom is seeded by its game and position when made")

    def getstate(self) -> tuple[int, object]:
        return self._state, self.gauss_next

    def setstate(self, state: tuple[int, object]) -> None:  # type: ignore[override]
        self._state, self.gauss_next = state

    def getrandbits(self, k: int) -> int:
        if 0 < k <= 64:  # a choice among fewer than 2**64 things: one step (the usual case)
            self._state = state = (self._state + _GOLDEN) & _MASK
            return _mix(state) & ((1 << k) - 1)
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        out, filled = 0, 0
        while filled < k:
            self._state = state = (self._state + _GOLDEN) & _MASK
            out |= _mix(state) << filled
            filled += 64
        return out & ((1 << k) - 1) if k else 0

    def random(self) -> float:
        self._state = state = (self._state + _GOLDEN) & _MASK
        return (_mix(state) >> 11) * _TWO_53
