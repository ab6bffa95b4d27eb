"""The two sides of a Warparty battle as the panel shows them: each side's name (its armies,
or its team once none is left) and the army whose colour it wears."""

from __future__ import annotations

from forgegames.core.i18n import tr
from forgegames.games.warparty.board_info import (
    MONSTER,
    SIDES,
    Battle,
    army_name,
    other_side,
    team_name,
)


def side_names(battle: Battle, team: str) -> tuple[str, str]:
    """Each side's name, the attackers (of ``team``) first."""
    return _team_words(battle, 0, team), _team_words(battle, 1, other_side(team))


def side_armies(battle: Battle, team: str) -> tuple[str, str]:
    """The army whose colour each side wears, the attackers (of ``team``) first: the side's
    first army in its team's order. A side wiped out wears its team's first army's, so an
    ended battle keeps the armies it began with (``EndedBattle.armies``)."""
    return _first_army(battle, 0, team), _first_army(battle, 1, other_side(team))


def _first_army(battle: Battle, side: int, team: str) -> str:
    armies = {f.profile.army for f in battle.sides[side]}
    return next((a for a in SIDES[team] if a in armies), SIDES[team][0])


def _team_words(battle: Battle, side: int, team: str) -> str:
    if any(f.profile.army == MONSTER for f in battle.sides[side]):
        return tr("Monsters")
    armies = [a for a in SIDES[team] if any(f.profile.army == a for f in battle.sides[side])]
    return " & ".join(map(army_name, armies)) or team_name(team)
