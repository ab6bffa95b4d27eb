"""The two sides of a Warparty battle as the panel shows them: each side's name (its armies,
or its team once none is left) and the army whose colour it wears."""

from __future__ import annotations

from forgegames.core.i18n import listing, tr
from forgegames.games.warparty.board_info import (
    MONSTER,
    SIDES,
    Battle,
    army_name,
    other_side,
    side_of,
    team_name,
)


def side_names(battle: Battle, team: str, dungeon: bool = False) -> tuple[str, str]:
    """Each side's name, the attackers (of ``team``) first. In a ``dungeon`` the defenders are
    the monsters, even once none is left; a side is named by the armies it holds, whatever
    ``team`` says, and a side wiped out by its team (the other side's enemies)."""
    first = _team_words(battle, 0, team)
    second = tr("Monsters") if dungeon else _team_words(battle, 1, other_side(team))
    return first, second


def side_armies(battle: Battle, team: str) -> tuple[str, str]:
    """The army whose colour each side wears, the attackers (of ``team``) first: the side's
    first army in its team's order. A side wiped out wears its team's first army's, so an
    ended battle keeps the armies it began with (``EndedBattle.armies``)."""
    return _first_army(battle, 0, team), _first_army(battle, 1, other_side(team))


def _first_army(battle: Battle, side: int, team: str) -> str:
    armies = {f.profile.army for f in battle.sides[side]}
    return next((a for a in SIDES[team] if a in armies), SIDES[team][0])


def _team_words(battle: Battle, side: int, team: str) -> str:
    mine = {f.profile.army for f in battle.sides[side]}
    if MONSTER in mine:
        return tr("Monsters")
    armies = [a for t in (team, other_side(team)) for a in SIDES[t] if a in mine]
    if armies:
        return listing([army_name(a) for a in armies])
    theirs = [f.profile.army for f in battle.sides[1 - side] if f.profile.army != MONSTER]
    return team_name(other_side(side_of(theirs[0])) if theirs else team)
