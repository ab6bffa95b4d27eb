"""Computer players: the base class every bot implements, and the bot that works for every title.

Titles import ``Bot`` from here (``forgegames.core.title`` re-exports it for older imports); this
module imports nothing from the title protocol, so the dependency runs one way: title -> bots.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Sequence
from typing import Any

from forgegames.core.actions import Action


class Bot(abc.ABC):
    """A computer player. It sees only ``view(state, seat)`` and the legal actions."""

    @abc.abstractmethod
    def choose(self, view: Any, legal: Sequence[Action], rng: Any) -> Action: ...


class RandomBot(Bot):
    """Picks uniformly among the legal actions."""

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(list(legal))
