"""Forge War resources: the six cube kinds and the finite shared supply (data/forge_war).

A *supply* (or a pool) is a plain ``dict`` from resource id to a count. Functions here never
change a dict they are given; they return new ones.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from pathlib import Path
from typing import Literal

from forgegames.core.content import load_list
from forgegames.core.errors import ContentError
from forgegames.core.paths import ROOT

DATA_DIR = ROOT / "data" / "forge_war"
Source = Literal["rulebook", "published", "reconstructed"]

Supply = dict[str, int]


@dataclasses.dataclass(frozen=True)
class ResourceKind:
    id: str
    name: str
    colour: str
    rgb: str
    symbol: str
    gem: bool
    stage: int
    supply: int
    source: Source


@functools.cache
def load_resources(path: Path = DATA_DIR / "resources.yaml") -> tuple[ResourceKind, ...]:
    """The resource kinds in file order, validated (ContentError names file and key)."""
    kinds = load_list(path, "resources", ResourceKind)
    for i, kind in enumerate(kinds):
        if kind.supply < 0:
            raise ContentError(str(path), f"resources[{i}].supply", "must not be negative")
        if kind.stage not in (1, 2, 3):
            raise ContentError(str(path), f"resources[{i}].stage", "must be 1, 2 or 3")
    return tuple(kinds)


def resource_ids() -> tuple[str, ...]:
    return tuple(k.id for k in load_resources())


def resource_name(rid: str) -> str:
    for kind in load_resources():
        if kind.id == rid:
            return kind.name
    return rid


def initial_supply() -> Supply:
    """Every cube of the box in the supply (the state at the start of a game)."""
    return {k.id: k.supply for k in load_resources()}


def empty_pool() -> Supply:
    return {k.id: 0 for k in load_resources()}


def add(pool: Mapping[str, int], gains: Mapping[str, int]) -> Supply:
    """A new pool: ``pool`` plus ``gains`` (counts may be negative to take away)."""
    out = dict(pool)
    for rid, n in gains.items():
        out[rid] = out.get(rid, 0) + n
    return out
