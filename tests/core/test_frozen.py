"""The frozen-record pattern (core/frozen.py): records made quickly behave as the frozen
dataclasses they are, and ``evolve`` hands on what they remember only while it stays right."""

from __future__ import annotations

import copy
import dataclasses
import json
import pickle

import pytest

from forgegames.core.frozen import (
    FrozenMap,
    evolve,
    frozen_record,
    keep_also,
    kept_while,
    made,
    once,
)


@frozen_record
@dataclasses.dataclass(frozen=True)
class Pile:
    name: str
    items: tuple[int, ...] = ()
    label: str = "pile"

    @kept_while("items")
    def total(self) -> int:
        self.__dict__.setdefault("_worked", 0)
        return sum(self.items)

    @once
    def scratch(self) -> dict[str, int]:
        return {}


keep_also(Pile, "_worked", "items")


def test_a_quick_init_takes_the_dataclass_parameters_and_defaults() -> None:
    pile = Pile("a", (1, 2))
    assert pile == Pile(name="a", items=(1, 2), label="pile")
    assert list(pile.__dict__) == ["name", "items", "label"]
    with pytest.raises(TypeError):
        Pile()  # type: ignore[call-arg]
    with pytest.raises(dataclasses.FrozenInstanceError):
        pile.name = "b"  # type: ignore[misc]
    assert hash(pile) == hash(Pile("a", (1, 2)))


def test_evolve_is_dataclasses_replace() -> None:
    pile = Pile("a", (1, 2))
    for changes in ({}, {"name": "b"}, {"items": (3,), "label": "heap"}):
        assert evolve(pile, **changes) == dataclasses.replace(pile, **changes)
    with pytest.raises(TypeError, match="no field colour"):
        evolve(pile, colour="red")


def test_evolve_refuses_the_name_of_a_remembered_value() -> None:
    """Remembered values live in the record's ``__dict__`` beside its fields: naming one, kept
    or not, is refused as any name that is no field."""
    pile = Pile("a", (1, 2))
    assert pile.total == 3 and pile.scratch == {}
    for name in ("total", "scratch", "_worked"):
        with pytest.raises(TypeError, match=f"no field {name}"):
            evolve(pile, **{name: 0})


def test_a_remembered_value_is_handed_on_only_while_its_fields_stay() -> None:
    pile = Pile("a", (1, 2))
    assert pile.total == 3
    pile.scratch["x"] = 1
    renamed = evolve(pile, name="b")
    assert renamed.__dict__["total"] == 3  # handed on, not worked out again
    assert "scratch" not in renamed.__dict__  # never handed on
    assert "_worked" in renamed.__dict__
    refilled = evolve(pile, items=(5,))
    assert "total" not in refilled.__dict__ and "_worked" not in refilled.__dict__
    assert refilled.total == 5
    assert list(refilled.__dict__)[:3] == ["name", "items", "label"]


def test_made_builds_a_record_from_its_field_dict() -> None:
    pile = made(Pile, {"name": "a", "items": (4,), "label": "pile"})
    assert pile == Pile("a", (4,)) and pile.total == 4


def test_a_remembered_value_must_name_real_fields() -> None:
    with pytest.raises(TypeError, match="depends on no field"):

        @frozen_record
        @dataclasses.dataclass(frozen=True)
        class Broken:
            name: str

            @kept_while("colour")
            def shade(self) -> str:
                return self.name


def test_a_default_factory_is_refused() -> None:
    with pytest.raises(TypeError, match="default factory"):

        @frozen_record
        @dataclasses.dataclass(frozen=True)
        class Broken:
            items: list[int] = dataclasses.field(default_factory=list)


def test_a_frozen_map_refuses_every_change() -> None:
    pairs = FrozenMap({"ore": 2, "gold": 1})
    changes = [
        lambda: pairs.__setitem__("ore", 3),
        lambda: pairs.__delitem__("ore"),
        lambda: pairs.update(ore=3),
        lambda: pairs.setdefault("coal", 1),
        lambda: pairs.pop("ore"),
        lambda: pairs.popitem(),
        lambda: pairs.clear(),
        lambda: pairs.__ior__({"coal": 1}),
    ]
    for change in changes:
        with pytest.raises(TypeError, match="never changes"):
            change()
    assert pairs == {"ore": 2, "gold": 1}


def test_a_frozen_map_reads_and_writes_json_as_its_dict() -> None:
    pairs = FrozenMap({"ore": 2, "gold": 1})
    plain = {"ore": 2, "gold": 1}
    assert pairs == plain and list(pairs) == ["ore", "gold"]
    assert json.dumps(pairs) == json.dumps(plain)
    assert json.dumps({"x": pairs}, sort_keys=True) == json.dumps({"x": plain}, sort_keys=True)
    assert pickle.loads(pickle.dumps(pairs)) == pairs
    assert type(pickle.loads(pickle.dumps(pairs))) is FrozenMap
    assert copy.deepcopy(pairs) is pairs
    assert hash(pairs) == hash(FrozenMap({"gold": 1, "ore": 2}))


def test_a_frozen_map_makes_changed_copies() -> None:
    pairs = FrozenMap({"ore": 2})
    more = pairs.with_item("gold", 1)
    assert list(more.items()) == [("ore", 2), ("gold", 1)] and pairs == {"ore": 2}
    assert type(more) is FrozenMap
    assert pairs.without("ore") == FrozenMap() and pairs.without("coal") is pairs
    assert type(pairs | {"coal": 1}) is FrozenMap and (pairs | {"coal": 1})["coal"] == 1
    thawed = pairs.copy()
    thawed["ore"] = 5
    assert type(thawed) is dict and pairs["ore"] == 2


def test_a_record_holding_a_frozen_map_is_hashable_and_compares_by_value() -> None:
    one = Pile("a", (1,), "x")
    assert evolve(one, label="x") == one
    holder = FrozenMap({"pile": one})
    assert hash(holder) == hash(FrozenMap({"pile": Pile("a", (1,), "x")}))
