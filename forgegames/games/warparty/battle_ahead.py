"""The battle a move would lead to, as the combat phase would begin it (issue #39: the odds
before moving, not only once the units stand there and may no longer retreat).

Nothing here is a new rule: the move is made (``move_or_refusal``), the end of movement's
rough-ground rule turns over who it would (``rough_penalties``, as ``flow.end_movement``
does, as things stand), and the battle is begun there (``start_battle``, as ``Fight`` does).
"""

from __future__ import annotations

import dataclasses

from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.battles import battle_places, sides_at, start_battle
from forgegames.games.warparty.combat import ATTACKER, Battle
from forgegames.games.warparty.movement import rough_penalties
from forgegames.games.warparty.moves import move_or_refusal
from forgegames.games.warparty.state import PHASE_COMBAT, WPState, replace_units
from forgegames.games.warparty.world import World

RETREAT_OPEN = ""
"""The attackers may try to retreat (once a round, by a die)."""
RETREAT_ROUGH = "rough"
"""Barred: a moving unit would be turned over by the rough-ground rule."""
RETREAT_FACE_DOWN = "face-down"
"""Barred: an attacker already lies face down (an earlier retreat or rough ground)."""
RETREAT_CUT_OFF = "cut-off"
"""Barred: the attackers' way back is shut (``way_back_open``)."""


@dataclasses.dataclass(frozen=True)
class BattleAhead:
    """The battle ``move`` would lead to and why the attackers could not retreat from it
    (``RETREAT_OPEN`` when they could)."""

    battle: Battle
    retreat: str

    @property
    def may_retreat(self) -> bool:
        return self.retreat == RETREAT_OPEN


def battle_ahead(state: WPState, world: World, move: Move) -> BattleAhead | None:
    """The battle at ``move.dest`` the combat phase would begin if ``move`` were made now and
    movement then ended, or None (the move is refused, or no battle would be there). The
    attackers are every unit of the moving team there (the moved ones and those already
    there), the defenders everything of the other team there."""
    after = move_or_refusal(state, world, move)
    if isinstance(after, str):
        return None
    flipped = rough_penalties(after, world.geo, world.armies, after.side)
    after = replace_units(after, flipped)
    if move.dest not in battle_places(after):
        return None
    battle = start_battle(after, world, move.dest)[0].battle
    assert battle is not None
    if battle.can_retreat[ATTACKER]:
        return BattleAhead(battle, RETREAT_OPEN)
    attackers = {u.uid for u in sides_at(after, move.dest)[0]}
    if any(u.uid in attackers for u in flipped):
        return BattleAhead(battle, RETREAT_ROUGH)
    if any(u.tired for u in sides_at(after, move.dest)[0]):
        return BattleAhead(battle, RETREAT_FACE_DOWN)
    return BattleAhead(battle, RETREAT_CUT_OFF)


def battle_waiting(state: WPState, world: World, place: str) -> Battle | None:
    """The battle waiting at ``place`` in the combat phase as ``Fight`` there would begin it
    now, or None (not the combat phase, a battle is under way, or none waits there): its odds
    are the battle panel's once it is fought (playtest 19: hovering its place said none)."""
    if state.phase != PHASE_COMBAT or state.battle is not None or place not in state.battles:
        return None
    return start_battle(state, world, place)[0].battle
