"""The frozen-record pattern (core/frozen.py): records made quickly behave as the frozen
dataclasses they are, and ``evolve`` hands on what they remember only while it stays right."""

from __future__ import annotations

import dataclasses

import pytest

from forgegames.core.frozen import evolve, frozen_record, keep_also, kept_while, made, once


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
