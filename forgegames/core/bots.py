"""Computer players: the base class every bot implements, and the bot that works for every title.

Titles import ``Bot`` from here (``forgegames.core.title`` re-exports it for older imports); this
module imports nothing from the title protocol, so the dependency runs one way: title -> bots.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Hashable, Sequence
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.hints import Choice


class Bot(abc.ABC):
    """A computer player. It sees only ``view(state, seat)`` and the legal actions."""

    @abc.abstractmethod
    def choose(self, view: Any, legal: Sequence[Action], rng: Any) -> Action: ...

    def choices(self, view: Any, legal: Sequence[Action], rng: Any = None) -> list[Choice]:
        """The options this bot weighs now, scored with the evaluation ``choose`` uses, in
        legal order (hints show the best of them); empty when it does not score its moves.
        ``rng``: the random source ``choose`` would get in this position (a bot that breaks
        ties with it scores the same way in both, so a hint names the bot's move)."""
        return []

    def decision(self, action: Action) -> Hashable:
        """What ``action`` decides: a hint lists one choice per decision (by default each
        move is its own)."""
        return action

    def reason(self, view: Any, choice: Choice) -> str:
        """What ``choice`` gains, in a player's words (asked only for the few a hint shows,
        so scoring stays fast for bots that play whole games)."""
        return choice.reason


class RandomBot(Bot):
    """Picks uniformly among the legal actions."""

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(list(legal))
