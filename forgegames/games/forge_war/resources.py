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
from forgegames.core.names import Names
from forgegames.core.paths import ROOT

DATA_DIR = ROOT / "data" / "forge_war"
Source = Literal["rulebook", "published", "reconstructed"]

Supply = dict[str, int]


@dataclasses.dataclass(frozen=True)
class Phrase:
    """A text of a record with ``{n}`` in it, such as an amount ("{n} copper")."""

    text: str


@dataclasses.dataclass(frozen=True)
class ResourceKind:
    id: str
    name: str
    one: Phrase
    many: Phrase
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


NAMES = Names("forge_war", {})
"""The core naming service for the resources' words (keys ``forge_war/resources/<id>/...``;
the resources are read apart from the rest of the content, so their English is passed in)."""


def resource_ids() -> tuple[str, ...]:
    return tuple(k.id for k in load_resources())


def _kind(rid: str) -> ResourceKind | None:
    return next((kind for kind in load_resources() if kind.id == rid), None)


def resource_name(rid: str) -> str:
    """A resource's name in the current language, capitalised as a heading ('Copper')."""
    kind = _kind(rid)
    if kind is None:
        return rid
    return NAMES.text("resources", rid, "name", kind.name)


def amount_text(rid: str, n: int) -> str:
    """``n`` cubes of a resource as a sentence names them, in the current language: '2 copper'
    ('2 de cobre', '2 esmeraldas', '1 rubí'); the form for one is used for 1 alone."""
    kind = _kind(rid)
    if kind is None:
        return f"{n} {rid}"
    form = "one" if n == 1 else "many"
    english = (kind.one if n == 1 else kind.many).text
    return NAMES.text("resources", rid, form, english).format(n=n)


def initial_supply() -> Supply:
    """Every cube of the box in the supply (the state at the start of a game)."""
    return {k.id: k.supply for k in load_resources()}


def add(pool: Mapping[str, int], gains: Mapping[str, int]) -> Supply:
    """A new pool: ``pool`` plus ``gains`` (counts may be negative to take away)."""
    out = dict(pool)
    for rid, n in gains.items():
        out[rid] = out.get(rid, 0) + n
    return out
