"""Distances the greedy general asks for again and again, remembered by the board: steps
from a place, and to the nearest enemy capital."""

from __future__ import annotations

from forgegames.games.warparty.content_map import Board, distances
from forgegames.games.warparty.model import SIDES, other_side, side_of
from forgegames.games.warparty.world import World


def enemy_distance(data: World, army: str, place: str) -> int:
    """Steps from ``place`` to the nearest capital of ``army``'s enemies (99: none reaches)."""
    return nearest_enemy_capital(data.geo, other_side(side_of(army))).get(place, 99)


def nearest_enemy_capital(geo: Board, foe: str) -> dict[str, int]:
    """Each place's steps to the nearest capital of team ``foe``, remembered by the board
    (the greedy player asks twice for each move it scores)."""
    key = ("nearest-capital", foe)
    found = geo.derived.get(key)
    if found is None:
        tables = [steps_from(geo, geo.capital_of(f).id) for f in SIDES[foe]]
        places = {place for table in tables for place in table}
        found = geo.derived[key] = {p: min(t.get(p, 99) for t in tables) for p in places}
    return found


def steps_from(geo: Board, start: str) -> dict[str, int]:
    """``distances`` from ``start``, remembered by the board."""
    key = ("distances", start)
    found = geo.derived.get(key)
    if found is None:
        found = geo.derived[key] = distances(geo, start)
    return found
