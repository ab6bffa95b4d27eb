"""The one save codec: every title's state to JSON-ready plain data and back, read from the
records' type hints (docs/architecture.md, "The save codec").

``encode(value)`` follows the value itself: a record (a dataclass, ``core.frozen``'s
``@frozen_record``) becomes a dict of its fields in field order, a tuple a list, a map
(``FrozenMap``) a dict, an enum its value; ints, strings, booleans, floats and None stay.

``decode(kind, data)`` follows the type ``kind``: a record class reads a dict (unknown keys and
missing fields without a default are refused; a missing field with a default takes it), and
its fields are read by their type hints: ``tuple[X, ...]``, ``tuple[A, B]``,
``FrozenMap[str, X]``, ``X | None``, a union of tagged records, nested records, enums,
``int``/``str``/``bool``/``float``, and ``Any`` (JSON data held frozen: objects become
``FrozenMap``s, lists tuples). A malformed value raises ``CodecError`` (a ``ValueError``) whose
message names the field: ``state.seats[1].gold: expected int, got 'x'``.

Where a record's saved form must stay as it was first written, its class says so with
``@saved_form`` (fields left out while at their default, a record written as a list, a tag
naming which record of a union it is), or hands its whole form to two functions of its own
with ``custom_form``. How each type is written and read is worked out once per type, not
again for each of a state's thousand values.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import sys
import types
import typing
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from forgegames.core.frozen import FrozenMap

R = TypeVar("R")

_PLAIN = (int, str, bool, float, type(None))
_AS_IS = frozenset(_PLAIN)


class CodecError(ValueError):
    """A value that is not the saved form of its type; ``path`` names where it stands."""

    def __init__(self, problem: str, path: tuple[str, ...] = ()) -> None:
        self.problem = problem
        self.path = path
        super().__init__(self._text())

    def _text(self) -> str:
        where = "state" + "".join(self.path)
        return f"{where}: {self.problem}"

    def inside(self, step: str) -> CodecError:
        """This error one step further out (``.gold``, ``[1]``)."""
        return CodecError(self.problem, (step, *self.path))


@dataclasses.dataclass(frozen=True)
class _Form:
    """How a record class is saved, where it differs from a dict of all its fields."""

    omit_default: frozenset[str] = frozenset()
    as_list: bool = False
    tag: str | None = None
    tag_key: str = "kind"
    write: Callable[[Any], Any] | None = None
    read: Callable[[Any], Any] | None = None


_FORMS: dict[type, _Form] = {}


def saved_form(
    *,
    omit_default: Iterable[str] = (),
    as_list: bool = False,
    tag: str | None = None,
    tag_key: str = "kind",
) -> Callable[[type[R]], type[R]]:
    """Class decorator for a record whose saved form keeps an older shape.

    ``omit_default``: fields left out of the dict while they equal their default (and read
    as it when missing). ``as_list``: the record is a list of its fields in order. ``tag``:
    the dict also holds ``tag_key: tag``, which tells the records of a union apart."""

    def mark(cls: type[R]) -> type[R]:
        names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        omit = frozenset(omit_default)
        if not omit <= names:
            raise TypeError(f"{cls.__name__} has no field {sorted(omit - names)}")
        _FORMS[cls] = _Form(omit, as_list, tag, tag_key)
        return cls

    return mark


def custom_form(cls: type[R], write: Callable[[R], Any], read: Callable[[Any], R]) -> None:
    """Save ``cls`` with ``write`` and read it with ``read`` (its own form, kept as it was);
    ``read`` may raise KeyError, TypeError or ValueError on a malformed value."""
    _FORMS[cls] = _Form(write=write, read=read)
    _writer.cache_clear()
    _reader.cache_clear()


# --- writing ----------------------------------------------------------------------------------
def encode(value: Any) -> Any:
    """``value`` as JSON-ready plain data (see the module's text)."""
    cls = type(value)
    if cls in _AS_IS:
        return value
    return _writer(cls)(value)


@functools.cache
def _writer(cls: type) -> Callable[[Any], Any]:
    """How ``encode`` writes a value of type ``cls``."""
    form = _FORMS.get(cls)
    if form is not None and form.write is not None:
        return form.write
    if dataclasses.is_dataclass(cls):
        return _record_writer(cls, form or _Form())
    if issubclass(cls, enum.Enum):
        return _enum_value
    if issubclass(cls, tuple | list):
        return _write_sequence
    if issubclass(cls, dict):
        return _write_map
    raise TypeError(f"cannot save a {cls.__name__}")


def _enum_value(value: enum.Enum) -> Any:
    return value.value


def _write_sequence(value: Iterable[Any]) -> list[Any]:
    return [v if type(v) in _AS_IS else _writer(type(v))(v) for v in value]


def _write_map(value: dict[Any, Any]) -> dict[Any, Any]:
    return {k: v if type(v) in _AS_IS else _writer(type(v))(v) for k, v in value.items()}


def _record_writer(cls: type, form: _Form) -> Callable[[Any], Any]:
    fields = dataclasses.fields(cls)
    names = tuple(f.name for f in fields)
    hints = _hints(cls)
    flat = all(_is_plain(hints[name]) for name in names)
    if form.as_list:
        if flat:
            return lambda record: [getattr(record, name) for name in names]
        return lambda record: [encode(getattr(record, name)) for name in names]
    write: Callable[[Any], dict[str, Any]]
    if flat:  # a record of plain values: no look at each value's type
        write = lambda record: {name: getattr(record, name) for name in names}  # noqa: E731
    else:
        write = lambda record: {name: encode(getattr(record, name)) for name in names}  # noqa: E731
    omit = {f.name: f.default for f in fields if f.name in form.omit_default}
    if not omit and form.tag is None:
        return write
    tag_key, tag = form.tag_key, form.tag

    def write_form(record: Any) -> dict[str, Any]:
        data = write(record)
        for name, default in omit.items():
            if getattr(record, name) == default:
                del data[name]
        if tag is not None:
            data[tag_key] = tag
        return data

    return write_form


def _is_plain(kind: Any) -> bool:
    """Whether every value of ``kind`` is saved as it is (``int``, ``str | None``...)."""
    return kind in _AS_IS or (_is_union(kind) and all(k in _AS_IS for k in typing.get_args(kind)))


# --- reading ----------------------------------------------------------------------------------
def decode(kind: Any, data: Any) -> Any:
    """The value of type ``kind`` whose saved form is ``data`` (CodecError when it is none)."""
    return _reader(kind)(data)


@functools.cache
def _reader(kind: Any) -> Callable[[Any], Any]:
    """How ``decode`` reads a value of ``kind``; TypeError for a type it cannot read."""
    if kind is Any:
        return _read_any
    if kind in _AS_IS:
        return _plain_reader(kind)
    form = _FORMS.get(kind)
    if form is not None and form.read is not None:
        return functools.partial(_read_custom, kind, form.read)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _record_reader(kind, form or _Form())
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return functools.partial(_read_enum, kind)
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if _is_union(kind):
        return _union_reader(args)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return functools.partial(_read_sequence, _reader(args[0]))
        return functools.partial(_read_fixed, tuple(_reader(a) for a in args))
    if origin is FrozenMap:
        if args[0] is not str:
            raise TypeError(f"cannot read a map with {args[0]!r} keys (JSON keys are strings)")
        return functools.partial(_read_map, _reader(args[1]))
    raise TypeError(f"cannot read {kind!r}")


def _is_union(kind: Any) -> bool:
    return typing.get_origin(kind) in (typing.Union, types.UnionType)


def _kind_name(data: Any) -> str:
    return "null" if data is None else type(data).__name__


def _plain_reader(kind: type) -> Callable[[Any], Any]:
    if kind is type(None):
        return _read_none
    if kind is float:
        return _read_float
    return functools.partial(_read_plain, kind)


def _read_plain(kind: type, data: Any) -> Any:
    if type(data) is not kind:  # a bool is no int here, an int no float
        raise CodecError(f"expected {kind.__name__}, got {data!r}")
    return data


def _read_float(data: Any) -> float:
    if type(data) not in (int, float):
        raise CodecError(f"expected a number, got {data!r}")
    return float(data)


def _read_none(data: Any) -> None:
    if data is not None:
        raise CodecError(f"expected null, got {data!r}")


def _read_any(data: Any) -> Any:
    """JSON data held frozen: objects as ``FrozenMap``s, lists as tuples."""
    if type(data) in _AS_IS:
        return data
    if isinstance(data, dict):
        return FrozenMap({k: _read_any(v) for k, v in data.items()})
    if isinstance(data, list):
        return tuple(_read_any(v) for v in data)
    raise CodecError(f"expected JSON data, got a {type(data).__name__}")


def _read_enum(kind: type[enum.Enum], data: Any) -> enum.Enum:
    try:
        return kind(data)
    except ValueError:
        raise CodecError(f"{data!r} is no {kind.__name__}") from None


def _read_custom(kind: type, read: Callable[[Any], Any], data: Any) -> Any:
    try:
        return read(data)
    except CodecError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        raise CodecError(f"not a {kind.__name__} ({type(error).__name__}: {error})") from None


def _read_sequence(read: Callable[[Any], Any], data: Any) -> tuple[Any, ...]:
    if type(data) is not list:
        raise CodecError(f"expected a list, got {_kind_name(data)}")
    try:
        return tuple([read(v) for v in data])
    except CodecError as error:
        raise _at_item(error, read, data) from None


def _at_item(error: CodecError, read: Callable[[Any], Any], data: list[Any]) -> CodecError:
    """``error`` placed at the first item of ``data`` that ``read`` refuses."""
    for index, value in enumerate(data):
        try:
            read(value)
        except CodecError as inner:
            return inner.inside(f"[{index}]")
    return error


def _read_fixed(reads: tuple[Callable[[Any], Any], ...], data: Any) -> tuple[Any, ...]:
    if type(data) is not list:
        raise CodecError(f"expected a list, got {_kind_name(data)}")
    if len(data) != len(reads):
        raise CodecError(f"expected {len(reads)} items, got {len(data)}")
    out = []
    for index, (read, value) in enumerate(zip(reads, data, strict=True)):
        try:
            out.append(read(value))
        except CodecError as error:
            raise error.inside(f"[{index}]") from None
    return tuple(out)


def _read_map(read: Callable[[Any], Any], data: Any) -> FrozenMap[str, Any]:
    if type(data) is not dict:
        raise CodecError(f"expected an object, got {_kind_name(data)}")
    out = {}
    for key, value in data.items():
        try:
            out[key] = read(value)
        except CodecError as error:
            raise error.inside(f"[{key!r}]") from None
    return FrozenMap(out)


def _union_reader(args: tuple[Any, ...]) -> Callable[[Any], Any]:
    """``X | None`` reads null or an X; a union of tagged records reads the one its tag names."""
    optional = type(None) in args
    rest = tuple(a for a in args if a is not type(None))
    if len(rest) == 1:
        read = _reader(rest[0])
        return functools.partial(_read_optional, read) if optional else read
    tags: dict[str, Callable[[Any], Any]] = {}
    keys = set()
    for kind in rest:
        form = _FORMS.get(kind)
        if form is None or form.tag is None:
            raise TypeError(f"cannot read {args!r}: give each record a saved_form tag")
        tags[form.tag] = _reader(kind)
        keys.add(form.tag_key)
    if len(keys) != 1:
        raise TypeError(f"cannot read {args!r}: its records' tags have different keys")
    return functools.partial(_read_tagged, keys.pop(), tags, optional)


def _read_optional(read: Callable[[Any], Any], data: Any) -> Any:
    return None if data is None else read(data)


def _read_tagged(key: str, tags: dict[str, Callable[[Any], Any]], optional: bool, data: Any) -> Any:
    if data is None and optional:
        return None
    if type(data) is not dict:
        raise CodecError(f"expected an object, got {_kind_name(data)}")
    read = tags.get(data.get(key))  # type: ignore[arg-type]
    if read is None:
        raise CodecError(f"{key} must be one of {sorted(tags)}, got {data.get(key)!r}")
    return read(data)


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    module = sys.modules.get(cls.__module__)
    return typing.get_type_hints(cls, globalns=vars(module) if module else None)


def _record_reader(cls: type, form: _Form) -> Callable[[Any], Any]:
    fields = dataclasses.fields(cls)
    hints = _hints(cls)
    readers = {f.name: _reader(hints[f.name]) for f in fields}
    required = frozenset(
        f.name
        for f in fields
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    )
    if form.as_list:
        return functools.partial(_read_listed, cls, tuple(readers.items()))
    extra = frozenset((form.tag_key,)) if form.tag is not None else frozenset()
    return functools.partial(_read_record, cls, readers, required, extra)


def _read_record(
    cls: type,
    readers: dict[str, Callable[[Any], Any]],
    required: frozenset[str],
    extra: frozenset[str],
    data: Any,
) -> Any:
    if type(data) is not dict:
        raise CodecError(f"expected an object for {cls.__name__}, got {_kind_name(data)}")
    values = {}
    for key, raw in data.items():
        read = readers.get(key)
        if read is None:
            if key in extra:
                continue
            raise CodecError(f"unknown key {key!r} in {cls.__name__}")
        try:
            values[key] = read(raw)
        except CodecError as error:
            raise error.inside(f".{key}") from None
    if len(values) < len(required) or not required <= values.keys():
        missing = sorted(required - values.keys())[0]
        raise CodecError(f"{cls.__name__}.{missing} is missing", (f".{missing}",))
    return cls(**values)


def _read_listed(
    cls: type, readers: tuple[tuple[str, Callable[[Any], Any]], ...], data: Any
) -> Any:
    if type(data) is not list:
        raise CodecError(f"expected a list for {cls.__name__}, got {_kind_name(data)}")
    if len(data) != len(readers):
        raise CodecError(f"expected {len(readers)} items for {cls.__name__}, got {len(data)}")
    values = {}
    for (name, read), raw in zip(readers, data, strict=True):
        try:
            values[name] = read(raw)
        except CodecError as error:
            raise error.inside(f".{name}") from None
    return cls(**values)
