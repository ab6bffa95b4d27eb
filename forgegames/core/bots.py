"""Bots that work for every title."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.title import Bot


class RandomBot(Bot):
    """Picks uniformly among the legal actions."""

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(list(legal))
