"""The territory map as the rules see it: who borders whom, across what, and on what ground.

Built once from ``data/warparty/map.yaml`` (through the content loader); the interface draws the
same territories from the TMX file, which the rules never read.
"""

from __future__ import annotations

import dataclasses
from collections import deque
from collections.abc import Iterable, Mapping

OPEN, STREAM, BRIDGE = "open", "stream", "bridge"
ROUGH = frozenset({"forest", "mountain"})
LAKE = "lake"


@dataclasses.dataclass(frozen=True)
class Place:
    """One territory: value in crowns, ground, and the capital or dungeon it holds."""

    id: str
    name: str
    value: int
    terrain: str
    capital: str | None = None
    dungeon: str | None = None

    @property
    def rough(self) -> bool:
        return self.terrain in ROUGH


@dataclasses.dataclass(frozen=True)
class Geography:
    """Territories and their borders. ``links[t]`` lists ``(neighbour, crossing)`` pairs."""

    places: Mapping[str, Place]
    links: Mapping[str, tuple[tuple[str, str], ...]]

    @classmethod
    def build(cls, places: Iterable[Place], borders: Iterable[tuple[str, str, str]]) -> Geography:
        """From territories and undirected borders ``(a, b, crossing)`` listed once each."""
        by_id = {p.id: p for p in places}
        links: dict[str, list[tuple[str, str]]] = {t: [] for t in by_id}
        for a, b, crossing in borders:
            links[a].append((b, crossing))
            links[b].append((a, crossing))
        return cls(by_id, {t: tuple(sorted(v)) for t, v in links.items()})

    def neighbours(self, territory: str) -> tuple[str, ...]:
        return tuple(n for n, _ in self.links[territory])

    def crossing(self, a: str, b: str) -> str | None:
        """How ``a`` and ``b`` meet (open, stream, bridge), or None when they do not."""
        for n, crossing in self.links[a]:
            if n == b:
                return crossing
        return None

    def capital_of(self, army: str) -> str:
        for place in self.places.values():
            if place.capital == army:
                return place.id
        raise KeyError(f"no capital for {army}")

    def distances(self, start: str, *, through_lake: bool = False) -> dict[str, int]:
        """Fewest borders from ``start`` to every territory (the lake is impassable unless
        ``through_lake``; streams count as one border here)."""
        seen = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for there in self.neighbours(here):
                if there in seen:
                    continue
                if self.places[there].terrain == LAKE and not through_lake:
                    continue
                seen[there] = seen[here] + 1
                queue.append(there)
        return seen
