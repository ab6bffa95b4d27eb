"""``map.yaml`` as records, and the checks the board must pass (pure; the loader runs them).

Borders are undirected and listed once; every capital sits in its army's ground with exactly
three neighbours worth 2 (the rulebook's opening incomes of 11 depend on it); enemy capitals are
at least four moves apart (its first-two-rounds example has no battle possible in round 2);
there is one lake; every dungeon is known and placed once. Errors name the file and key path.
"""

from __future__ import annotations

import dataclasses
import functools
from collections import deque
from typing import Literal

from forgegames.core.content import nearest
from forgegames.core.errors import ContentError

Army = Literal["humans", "dwarves", "goblins", "undead"]
Terrain = Literal["plains", "forest", "mountain", "lake"]
Crossing = Literal["open", "stream", "bridge"]


@dataclasses.dataclass(frozen=True)
class Territory:
    id: str
    name: str
    value: int
    terrain: Terrain
    capital: Army | None = None
    dungeon: str | None = None
    source: str = ""
    """Empty: the map file's ``source``."""


@dataclasses.dataclass(frozen=True)
class Border:
    a: str
    b: str
    crossing: Crossing
    source: str = ""


@dataclasses.dataclass(frozen=True)
class Board:
    """``map.yaml``: territories and borders (undirected, each listed once)."""

    source: str
    territories: list[Territory]
    borders: list[Border]

    @functools.cached_property
    def by_id(self) -> dict[str, Territory]:
        return {t.id: t for t in self.territories}

    @functools.cached_property
    def links(self) -> dict[str, dict[str, str]]:
        """``links[a][b]``: how ``a`` and ``b`` meet (open, stream, bridge)."""
        out: dict[str, dict[str, str]] = {t.id: {} for t in self.territories}
        for border in self.borders:
            out[border.a][border.b] = border.crossing
            out[border.b][border.a] = border.crossing
        return out

    def neighbours(self, territory: str) -> tuple[str, ...]:
        return tuple(sorted(self.links[territory]))

    @functools.cached_property
    def _capitals(self) -> dict[str, Territory]:
        return {t.capital: t for t in self.territories if t.capital}

    def capital_of(self, army: str) -> Territory:
        return self._capitals[army]

    @functools.cached_property
    def derived(self) -> dict:
        """Answers the rules work out from the board alone, kept with it (filled on first use:
        the rough territories, the places within a few moves of each place)."""
        return {}


SIDE = {"humans": "good", "dwarves": "good", "goblins": "evil", "undead": "evil"}
"""The two teams (the rulebook's introduction)."""
CAPITAL_GROUND = {
    "humans": "plains",
    "dwarves": "mountain",
    "goblins": "forest",
    "undead": "plains",
}
"""Where each capital stands (5. Cities: the Dwarves' is mountain, the Goblins' forest)."""
CAPITAL_NEIGHBOURS = 3
NEIGHBOUR_VALUE = 2
MIN_ENEMY_DISTANCE = 4


def check_borders(board: Board, file: str) -> None:
    """No territory borders itself; each pair is listed once (in either order)."""
    seen: dict[frozenset[str], int] = {}
    lake = {t.id for t in board.territories if t.terrain == "lake"}
    for i, border in enumerate(board.borders):
        if border.a == border.b:
            raise ContentError(file, f"borders[{i}]", f"'{border.a}' cannot border itself")
        pair = frozenset((border.a, border.b))
        if pair in seen:
            raise ContentError(
                file,
                f"borders[{i}]",
                f"{border.a} and {border.b} are already listed at borders[{seen[pair]}] "
                "(list each border once)",
            )
        seen[pair] = i
        if pair & lake and border.crossing != "open":
            raise ContentError(file, f"borders[{i}].crossing", "a border with the lake is open")


def distances(board: Board, start: str) -> dict[str, int]:
    """Fewest borders from ``start`` to every territory, the lake included (as a flyer counts:
    no route on foot is ever shorter)."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in board.links[here]:
            if there not in seen:
                seen[there] = seen[here] + 1
                queue.append(there)
    return seen


def check_places(board: Board, file: str) -> None:
    """Capitals, their neighbours, enemy distances, the lake, and that the land is one piece."""
    index = {t.id: i for i, t in enumerate(board.territories)}
    capitals = _capitals(board, file, index)
    for army, capital in capitals.items():
        _check_capital(board, file, index, army, capital)
    for army, capital in capitals.items():
        reach = distances(board, capital)
        for enemy, other in capitals.items():
            if SIDE[enemy] == SIDE[army] or army > enemy:
                continue
            moves = reach.get(other)
            if moves is None or moves < MIN_ENEMY_DISTANCE:
                raise ContentError(
                    file,
                    f"territories[{index[capital]}].capital",
                    f"the {army} capital is {moves} moves from the {enemy} capital "
                    f"(enemy capitals must be at least {MIN_ENEMY_DISTANCE} apart)",
                )
    _check_lake(board, file, index)
    _check_connected(board, file, index, next(iter(capitals.values())))


def _capitals(board: Board, file: str, index: dict[str, int]) -> dict[str, str]:
    capitals: dict[str, str] = {}
    for t in board.territories:
        if t.capital is None:
            continue
        if t.capital in capitals:
            raise ContentError(
                file, f"territories[{index[t.id]}].capital", f"a second {t.capital} capital"
            )
        capitals[t.capital] = t.id
    for army in SIDE:
        if army not in capitals:
            raise ContentError(file, "territories", f"no territory holds the {army} capital")
    return capitals


def _check_capital(board: Board, file: str, index: dict[str, int], army: str, ident: str) -> None:
    place = board.by_id[ident]
    at = f"territories[{index[ident]}]"
    if place.terrain != CAPITAL_GROUND[army]:
        raise ContentError(
            file, f"{at}.terrain", f"the {army} capital stands on {CAPITAL_GROUND[army]}"
        )
    if place.dungeon:
        raise ContentError(file, f"{at}.dungeon", "a capital cannot hold a dungeon")
    around = board.neighbours(ident)
    if len(around) != CAPITAL_NEIGHBOURS:
        raise ContentError(
            file,
            at,
            f"the {army} capital {place.name} must have exactly {CAPITAL_NEIGHBOURS} "
            f"neighbours (it has {len(around)}: {', '.join(around)})",
        )
    for other in around:
        if board.by_id[other].value != NEIGHBOUR_VALUE:
            raise ContentError(
                file,
                f"territories[{index[other]}].value",
                f"{board.by_id[other].name} borders the {army} capital and must be worth "
                f"{NEIGHBOUR_VALUE}",
            )


def _check_lake(board: Board, file: str, index: dict[str, int]) -> None:
    lakes = [t for t in board.territories if t.terrain == "lake"]
    if len(lakes) != 1:
        raise ContentError(file, "territories", f"the board has one lake, not {len(lakes)}")
    lake = lakes[0]
    at = f"territories[{index[lake.id]}]"
    if lake.value != 0 or lake.capital or lake.dungeon:
        raise ContentError(file, at, "the lake is worth 0 and holds no capital or dungeon")


def _check_connected(board: Board, file: str, index: dict[str, int], start: str) -> None:
    """Every territory can be reached on foot (the lake excepted) from a capital."""
    seen = {start}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in board.links[here]:
            if there not in seen and board.by_id[there].terrain != "lake":
                seen.add(there)
                queue.append(there)
    for t in board.territories:
        if t.id not in seen and t.terrain != "lake":
            raise ContentError(
                file, f"territories[{index[t.id]}]", f"{t.name} cannot be reached on foot"
            )


def check_dungeons(board: Board, dungeons: list[str], file: str = "") -> None:
    """Every territory's dungeon is a known one, and each dungeon lies in one territory."""
    file = file or "data/warparty/map.yaml"
    placed: dict[str, str] = {}
    for i, t in enumerate(board.territories):
        if t.dungeon is None:
            continue
        if t.dungeon not in dungeons:
            raise ContentError(
                file,
                f"territories[{i}].dungeon",
                f"unknown dungeon '{t.dungeon}'{nearest(t.dungeon, dungeons)}",
            )
        if t.dungeon in placed:
            raise ContentError(
                file, f"territories[{i}].dungeon", f"'{t.dungeon}' is also in {placed[t.dungeon]}"
            )
        placed[t.dungeon] = t.id
    for dungeon in dungeons:
        if dungeon not in placed:
            raise ContentError(file, "territories", f"no territory holds the dungeon '{dungeon}'")
