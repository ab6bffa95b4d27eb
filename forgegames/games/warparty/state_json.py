"""Warparty states to and from JSON-ready plain data (saves and replays)."""

from __future__ import annotations

import dataclasses
from typing import Any

from forgegames.core.frozen import flat_json
from forgegames.games.warparty import combat
from forgegames.games.warparty.state import Army, City, Unit, WPState

_PAIRS = ("owner", "burned")


def state_to_json(state: WPState) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for field in dataclasses.fields(state):
        value = getattr(state, field.name)
        if field.name == "units":
            value = [flat_json(u) for u in value]
        elif field.name == "cities":
            value = [[t, flat_json(c)] for t, c in value]
        elif field.name == "armies":
            value = [[a, _army_json(p)] for a, p in value]
        elif field.name == "battle":
            value = combat.to_json(value) if value is not None else None
        elif isinstance(value, tuple):
            value = [list(v) if isinstance(v, tuple) else v for v in value]
        data[field.name] = value
    return data


def _army_json(purse: Army) -> dict[str, Any]:
    out = dataclasses.asdict(purse)
    out["research"] = [list(r) for r in purse.research]
    return out


def state_from_json(data: dict[str, Any]) -> WPState:
    """The inverse of ``state_to_json``; raises KeyError/TypeError/ValueError when malformed."""
    values: dict[str, Any] = {}
    for field in dataclasses.fields(WPState):
        if field.name not in data:
            if field.default is dataclasses.MISSING:
                raise KeyError(f"state.{field.name} is missing")
            continue
        raw = data[field.name]
        if field.name == "units":
            value: Any = tuple(Unit(**u) for u in raw)
        elif field.name == "cities":
            value = tuple((t, City(**c)) for t, c in raw)
        elif field.name == "armies":
            value = tuple((a, _army(p)) for a, p in raw)
        elif field.name == "battle":
            value = combat.from_json(raw) if raw is not None else None
        elif field.name in _PAIRS or field.name in ("seats", "retreat"):
            value = tuple(tuple(v) for v in raw)
        elif field.name == "battles":
            value = tuple(raw)
        else:
            value = raw
        values[field.name] = value
    return WPState(**values)


def _army(raw: dict[str, Any]) -> Army:
    return Army(
        treasury=raw["treasury"],
        upgrades=tuple(raw["upgrades"]),
        research=tuple((line, points) for line, points in raw["research"]),
        bought=tuple(raw["bought"]),
        lost_unique=tuple(raw["lost_unique"]),
        founded=raw.get("founded", 0),
    )
