"""Quick play's set-up finished by the computer for a person ("Set up the rest for me", issue 39:
a newcomer stopped before the war, after about ten set-up screens).

The choices are the greedy computer player's own (``bots.GreedyBot``: cities where the land is
best and the enemy far, the starting infantry spread over the cities, then upgrades and troops
for the crowns), made one legal move at a time for every army the acting seat commands. Two
kinds of move are left to the person: research (a die roll, which no Undo takes back) and Set-up
done (the person looks at the map first, and may change what they like).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from forgegames.core.actions import Action
from forgegames.games.warparty.actions import TALKS, Ready, Research
from forgegames.games.warparty.bots import GreedyBot
from forgegames.games.warparty.state import PHASE_SETUP, WPState
from forgegames.games.warparty.world import World

MOST_STEPS = 80
"""More moves than any set-up takes (two armies: four cities, a dozen infantry placed, about
ten purchases): where the set-up is played through, a guard against a loop, never reached."""


def setup_step(view: WPState, legal: Sequence[Action], world: World) -> Action | None:
    """The computer's next set-up choice for the seat setting up, one of ``legal``; None when
    what is left is the person's (Set-up done, a research roll) or the set-up is not under
    way. ``view`` is what that seat sees."""
    offered = [a for a in legal if not isinstance(a, (Research, *TALKS))]
    if view.phase != PHASE_SETUP or not offered:
        return None
    # the same choice every time for the same position (no die, no salt from a game's seed)
    choice = GreedyBot(world).choose(view, offered, random.Random(0))
    return None if isinstance(choice, Ready) else choice
