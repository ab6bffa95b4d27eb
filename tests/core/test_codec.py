"""The one save codec (core/codec.py): every kind of value a state holds is written as plain
JSON data and read back equal, and a malformed saved form is refused with an error that names
the field."""

from __future__ import annotations

import dataclasses
import enum
import json
from typing import Any

import pytest

from forgegames.core.codec import CodecError, custom_form, decode, encode, saved_form
from forgegames.core.frozen import FrozenMap, frozen_record


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


@frozen_record
@dataclasses.dataclass(frozen=True)
class Die:
    id: int
    face: int = 1


@frozen_record
@dataclasses.dataclass(frozen=True)
class Box:
    """One field of every kind the codec reads."""

    name: str
    count: int
    open: bool
    weight: float
    note: str | None
    dice: tuple[Die, ...]
    sizes: tuple[int, ...]
    pair: tuple[str, int]
    mixed: tuple[str, Die]
    pool: FrozenMap[str, int]
    by_name: FrozenMap[str, Die]
    colour: Colour
    spare: Die | None
    loose: Any
    rows: tuple[tuple[int, ...], ...] = ()
    tail: int = 0


def a_box(**changes: Any) -> Box:
    box = Box(
        name="crate",
        count=3,
        open=False,
        weight=1.5,
        note=None,
        dice=(Die(1, 6), Die(2)),
        sizes=(4, 5),
        pair=("a", 1),
        mixed=("b", Die(3, 2)),
        pool=FrozenMap(metal=2, wood=0),
        by_name=FrozenMap(first=Die(4, 4)),
        colour=Colour.BLUE,
        spare=Die(5, 5),
        loose=FrozenMap(up=FrozenMap(weapon="sword", bonus=None), spaces=(1, 2)),
        rows=((1, 2), ()),
        tail=7,
    )
    return dataclasses.replace(box, **changes)


def round_trip(kind: Any, value: Any) -> Any:
    return decode(kind, json.loads(json.dumps(encode(value))))


def test_every_kind_of_field_is_written_as_plain_json_and_read_back_equal() -> None:
    box = a_box()
    data = encode(box)
    assert data == {
        "name": "crate",
        "count": 3,
        "open": False,
        "weight": 1.5,
        "note": None,
        "dice": [{"id": 1, "face": 6}, {"id": 2, "face": 1}],
        "sizes": [4, 5],
        "pair": ["a", 1],
        "mixed": ["b", {"id": 3, "face": 2}],
        "pool": {"metal": 2, "wood": 0},
        "by_name": {"first": {"id": 4, "face": 4}},
        "colour": "blue",
        "spare": {"id": 5, "face": 5},
        "loose": {"up": {"weapon": "sword", "bonus": None}, "spaces": [1, 2]},
        "rows": [[1, 2], []],
        "tail": 7,
    }
    assert list(data) == [f.name for f in dataclasses.fields(Box)], "fields in field order"
    back = round_trip(Box, box)
    assert back == box
    assert type(back.dice) is tuple and type(back.rows[0]) is tuple
    assert type(back.pool) is FrozenMap and type(back.by_name["first"]) is Die
    assert back.colour is Colour.BLUE
    assert type(back.loose) is FrozenMap and back.loose["spaces"] == (1, 2), "Any is held frozen"


@dataclasses.dataclass(frozen=True, slots=True)
class Counter:
    """A plain dataclass (not a frozen record) of plain values only."""

    name: str
    strength: int = 1
    weight: float = 0.5
    flying: bool = False
    ranged: int | None = None


def test_a_dataclass_of_plain_values_is_written_as_asdict_writes_it() -> None:
    for record in (Counter("archer", 2, 1.5, True, 3), Counter("x")):
        assert encode(record) == dataclasses.asdict(record)
        assert list(encode(record)) == list(dataclasses.asdict(record)), "same key order"
        assert round_trip(Counter, record) == record


@pytest.mark.parametrize(
    "changes",
    [{"note": "fragile"}, {"spare": None}, {"dice": ()}, {"pool": FrozenMap()}, {"weight": 2}],
)
def test_other_values_round_trip_too(changes: dict[str, Any]) -> None:
    assert round_trip(Box, a_box(**changes)) == a_box(**changes)


def test_a_missing_field_with_a_default_takes_it() -> None:
    data = encode(a_box())
    del data["rows"], data["tail"]
    assert decode(Box, data) == a_box(rows=(), tail=0)


# --- the errors name the field --------------------------------------------------------------
def refusal(data: Any, kind: Any = Box) -> str:
    with pytest.raises(CodecError) as info:
        decode(kind, data)
    assert isinstance(info.value, ValueError), "callers that catch ValueError catch it"
    assert "\n" not in str(info.value)
    return str(info.value)


def broken(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    """The saved form of ``a_box()`` with the value at ``path`` replaced."""
    data = encode(a_box())
    where = data
    for step in path[:-1]:
        where = where[step]
    where[path[-1]] = value
    return data


@pytest.mark.parametrize(
    ("path", "value", "expected"),
    [
        (("count",), "3", "state.count: expected int, got '3'"),
        (("count",), True, "state.count: expected int, got True"),
        (("open",), 0, "state.open: expected bool, got 0"),
        (("weight",), "heavy", "state.weight: expected a number, got 'heavy'"),
        (("note",), 4, "state.note: expected null or str, got 4"),
        (("dice", 1, "face"), None, "state.dice[1].face: expected int, got None"),
        (("dice",), {"id": 1}, "state.dice: expected a list, got dict"),
        (("sizes", 1), "5", "state.sizes[1]: expected int, got '5'"),
        (("pair",), ["a"], "state.pair: expected 2 items, got 1"),
        (("pair", 1), "1", "state.pair[1]: expected int, got '1'"),
        (("mixed", 1, "id"), "x", "state.mixed[1].id: expected int, got 'x'"),
        (("pool", "wood"), [], "state.pool['wood']: expected int, got []"),
        (("by_name", "first", "id"), 1.5, "state.by_name['first'].id: expected int, got 1.5"),
        (("colour",), "green", "state.colour: 'green' is no Colour"),
        (("spare",), [5, 5], "state.spare: expected an object for Die, got list"),
        (("rows", 0, 1), "2", "state.rows[0][1]: expected int, got '2'"),
    ],
)
def test_a_value_of_the_wrong_type_is_refused_naming_its_field(
    path: tuple[Any, ...], value: Any, expected: str
) -> None:
    assert refusal(broken(path, value)) == expected


def test_a_missing_field_is_refused_by_name() -> None:
    data = encode(a_box())
    del data["dice"][0]["id"]
    assert refusal(data) == "state.dice[0].id: missing (a Die needs it)"
    data = encode(a_box())
    del data["colour"]
    assert refusal(data) == "state.colour: missing (a Box needs it)"


def test_an_unknown_key_is_refused_by_name() -> None:
    data = encode(a_box())
    data["spare"]["colour"] = "red"
    assert refusal(data) == "state.spare: unknown key 'colour' in Die"


def test_not_an_object_at_all() -> None:
    assert refusal([1, 2]) == "state: expected an object for Box, got list"
    assert refusal(None) == "state: expected an object for Box, got null"


def test_a_type_it_cannot_read_is_a_programming_error() -> None:
    with pytest.raises(TypeError):
        decode(FrozenMap[int, int], {})
    with pytest.raises(TypeError):
        encode(object())


# --- saved forms kept as they were ---------------------------------------------------------
@saved_form(omit_default=("extra", "bonus"))
@frozen_record
@dataclasses.dataclass(frozen=True)
class Quest:
    id: str
    extra: tuple[int, ...] | None = None
    bonus: int = 0


@saved_form(as_list=True)
@frozen_record
@dataclasses.dataclass(frozen=True)
class Slot:
    fid: int
    aimed: tuple[int, ...] = ()


@saved_form(tag="walk")
@frozen_record
@dataclasses.dataclass(frozen=True)
class Walk:
    steps: int


@saved_form(tag="ride")
@frozen_record
@dataclasses.dataclass(frozen=True)
class Ride:
    steps: int
    horse: str = "grey"


def test_fields_at_their_default_are_left_out_when_the_record_says_so() -> None:
    assert encode(Quest("q")) == {"id": "q"}
    assert encode(Quest("q", (1,), 2)) == {"id": "q", "extra": [1], "bonus": 2}
    assert decode(Quest, {"id": "q"}) == Quest("q")
    assert round_trip(Quest, Quest("q", (), 0)) == Quest("q", (), 0), "() is not the default"


def test_a_record_saved_as_a_list() -> None:
    assert encode(Slot(3, (1, 2))) == [3, [1, 2]]
    assert round_trip(tuple[Slot, ...], (Slot(3, (1, 2)), Slot(4))) == (Slot(3, (1, 2)), Slot(4))
    assert refusal([3], Slot) == "state: expected 2 items for Slot, got 1"
    assert refusal([3, ["x"]], Slot) == "state.aimed[0]: expected int, got 'x'"


def test_a_union_of_records_reads_the_one_its_tag_names() -> None:
    kind = Walk | Ride | None
    assert encode(Walk(2)) == {"steps": 2, "kind": "walk"}
    for value in (Walk(2), Ride(3, "black"), None):
        assert round_trip(kind, value) == value
    assert refusal({"steps": 1, "kind": "fly"}, kind) == (
        "state: kind must be one of ['ride', 'walk'], got 'fly'"
    )
    assert refusal({"steps": 1, "other": "walk"}, Walk) == "state: unknown key 'other' in Walk"


class Spot:
    """A value with its own saved form (as Forge War's mine keeps its ``[q, r, seat]`` lists)."""

    def __init__(self, x: int, y: int) -> None:
        self.x, self.y = x, y

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Spot) and (self.x, self.y) == (other.x, other.y)

    __hash__ = None  # type: ignore[assignment]


custom_form(Spot, lambda s: f"{s.x},{s.y}", lambda text: Spot(*map(int, text.split(","))))


@frozen_record
@dataclasses.dataclass(frozen=True)
class Map:
    spots: tuple[Spot, ...]


def test_a_custom_form_is_written_and_read_by_its_own_functions() -> None:
    assert encode(Map((Spot(1, 2),))) == {"spots": ["1,2"]}
    assert round_trip(Map, Map((Spot(1, 2), Spot(3, 4)))) == Map((Spot(1, 2), Spot(3, 4)))
    assert refusal({"spots": ["1,x"]}, Map).startswith("state.spots[0]: not a Spot (ValueError")
