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
    _WRITERS.pop(cls, None)
    _reader.cache_clear()


# --- writing ----------------------------------------------------------------------------------
_WRITERS: dict[type, Callable[[Any], Any]] = {}
"""How ``encode`` writes a value of each type met so far (a dict: quicker to ask than a cache)."""


def encode(value: Any) -> Any:
    """``value`` as JSON-ready plain data (see the module's text)."""
    cls = type(value)
    if cls in _AS_IS:
        return value
    write = _WRITERS.get(cls)
    if write is None:
        write = _WRITERS[cls] = _writer(cls)
    return write(value)


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
    return [v if type(v) in _AS_IS else encode(v) for v in value]


def _write_map(value: dict[Any, Any]) -> dict[Any, Any]:
    return {k: v if type(v) in _AS_IS else encode(v) for k, v in value.items()}


def _record_writer(cls: type, form: _Form) -> Callable[[Any], Any]:
    """A function made for ``cls`` that writes one of its records in one dict (or list)
    display, each field as its type hint says (``_written``), then leaves out the fields at
    their default and adds the tag its ``saved_form`` asks for."""
    fields = dataclasses.fields(cls)
    hints = _hints(cls)
    parts = [_written(hints[f.name], f"r.{f.name}", 0) for f in fields]
    scope: dict[str, Any] = {"_encode": encode}
    if form.as_list:
        lines = [f"    return [{', '.join(parts)}]"]
    else:
        pairs = (f"{f.name!r}: {part}" for f, part in zip(fields, parts, strict=True))
        lines = ["    d = {" + ", ".join(pairs) + "}"]
        for index, f in enumerate(fields):
            if f.name in form.omit_default:
                scope[f"_d{index}"] = f.default
                same = "is" if f.default is None or isinstance(f.default, bool) else "=="
                lines.append(f"    if r.{f.name} {same} _d{index}:\n        del d[{f.name!r}]")
        if form.tag is not None:
            lines.append(f"    d[{form.tag_key!r}] = {form.tag!r}")
        lines.append("    return d")
    exec("def write(r):\n" + "\n".join(lines) + "\n", scope)  # field names (identifiers)
    write: Callable[[Any], Any] = scope["write"]
    return write


def _written(kind: Any, value: str, depth: int) -> str:
    """A Python expression that writes ``value`` (an expression) of type ``kind``: plain
    values as they are, tuples of known items item by item, anything else through ``encode``
    (which looks at the value's own type)."""
    if _is_plain(kind):
        return value
    if typing.get_origin(kind) is tuple:
        args = typing.get_args(kind)
        if len(args) == 2 and args[1] is Ellipsis:
            if _is_plain(args[0]):
                return f"list({value})"
            item = f"v{depth}"
            return f"[{_written(args[0], item, depth + 1)} for {item} in {value}]"
        if all(_is_plain(a) for a in args):
            return f"list({value})"
        return f"[{', '.join(_written(a, f'{value}[{i}]', depth) for i, a in enumerate(args))}]"
    return f"_encode({value})"


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
    exact = _exact(kind)
    if exact is not None:
        return functools.partial(_read_exact, exact)
    if kind is float:
        return _read_float
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
        if not _is_fixed(kind):
            item = args[0]
            exact = _exact(item)
            if exact is not None:
                return functools.partial(_read_exact_sequence, exact)
            slow = functools.partial(_read_sequence, _reader(item))
            return _quick_rows(typing.get_args(item), slow) if _is_fixed(item) else slow
        slow = functools.partial(_read_fixed, tuple(_reader(a) for a in args))
        return _quick_fixed(args, slow)
    if origin is FrozenMap:
        if args[0] is not str:
            raise TypeError(f"cannot read a map with {args[0]!r} keys (JSON keys are strings)")
        return functools.partial(_read_map, _reader(args[1]))
    raise TypeError(f"cannot read {kind!r}")


def _is_union(kind: Any) -> bool:
    return typing.get_origin(kind) in (typing.Union, types.UnionType)


def _kind_name(data: Any) -> str:
    return "null" if data is None else type(data).__name__


def _exact(kind: Any) -> frozenset[type] | None:
    """The JSON value types a plain ``kind`` takes as they are (``int``: ints, not booleans;
    ``str | None``: strings and null), or None when ``kind`` is not such a type."""
    kinds = typing.get_args(kind) if _is_union(kind) else (kind,)
    if all(k in _AS_IS and k is not float for k in kinds):
        return frozenset(kinds)
    return None


def _expected(types: frozenset[type], data: Any) -> CodecError:
    names = sorted("null" if t is type(None) else t.__name__ for t in types)
    return CodecError(f"expected {' or '.join(names)}, got {data!r}")


def _read_exact(types: frozenset[type], data: Any) -> Any:
    if type(data) not in types:  # by exact type: a bool is no int here
        raise _expected(types, data)
    return data


def _read_exact_sequence(types: frozenset[type], data: Any) -> tuple[Any, ...]:
    if type(data) is not list:
        raise CodecError(f"expected a list, got {_kind_name(data)}")
    for index, value in enumerate(data):
        if type(value) not in types:
            raise _expected(types, value).inside(f"[{index}]")
    return tuple(data)


def _read_float(data: Any) -> float:
    if type(data) not in (int, float):
        raise CodecError(f"expected a number, got {data!r}")
    return float(data)


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


def _is_fixed(kind: Any) -> bool:
    """Whether ``kind`` is a tuple of fixed length (``tuple[str, int]``, not ``tuple[X, ...]``)."""
    if typing.get_origin(kind) is not tuple:
        return False
    args = typing.get_args(kind)
    return bool(args) and not (len(args) == 2 and args[1] is Ellipsis)


def _row_code(args: tuple[Any, ...], scope: dict[str, Any], name: str) -> tuple[str, str]:
    """(the test that ``name`` is a list of ``args``' saved forms as far as plain items tell,
    the expression of the tuple read from it), their readers and types put in ``scope``."""
    checks = [f"type({name}) is list", f"len({name}) == {len(args)}"]
    items = []
    for index, kind in enumerate(args):
        exact = _exact(kind)
        if exact is None:
            scope[f"_r{index}"] = _reader(kind)
            items.append(f"_r{index}({name}[{index}])")
        else:
            scope[f"_t{index}"] = exact
            checks.append(f"type({name}[{index}]) in _t{index}")
            items.append(f"{name}[{index}]")
    return " and ".join(checks), f"({', '.join(items)},)"


def _quick_fixed(args: tuple[Any, ...], slow: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """A reader made for ``tuple[args]`` in straight-line code (``slow`` for anything else)."""
    scope: dict[str, Any] = {"_slow": slow, "_CodecError": CodecError}
    test, value = _row_code(args, scope, "d")
    source = (
        "def read(d):\n"
        f"    if {test}:\n"
        "        try:\n"
        f"            return {value}\n"
        "        except _CodecError:\n"
        "            pass\n"
        "    return _slow(d)\n"
    )
    exec(source, scope)  # made of the items' positions alone
    read: Callable[[Any], Any] = scope["read"]
    return read


def _quick_rows(args: tuple[Any, ...], slow: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """A reader made for ``tuple[tuple[args], ...]`` (maps a title keeps as pairs) that reads
    every row in one comprehension (``slow`` for anything else, a malformed row included)."""
    scope: dict[str, Any] = {"_slow": slow, "_CodecError": CodecError}
    test, value = _row_code(args, scope, "v")
    source = (
        "def read(d):\n"
        "    if type(d) is list:\n"
        "        try:\n"
        f"            out = [{value} for v in d if {test}]\n"
        "        except _CodecError:\n"
        "            return _slow(d)\n"
        "        if len(out) == len(d):\n"
        "            return tuple(out)\n"
        "    return _slow(d)\n"
    )
    exec(source, scope)  # made of the items' positions alone
    read: Callable[[Any], Any] = scope["read"]
    return read


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
    specs = {f.name: (_exact(hints[f.name]), _reader(hints[f.name])) for f in fields}
    required = frozenset(
        f.name
        for f in fields
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    )
    if form.as_list:
        readers = tuple((name, read) for name, (_types, read) in specs.items())
        return functools.partial(_read_listed, cls, readers)
    extra = frozenset((form.tag_key,)) if form.tag is not None else frozenset()
    slow = functools.partial(_read_record, cls, specs, required, extra)
    return _quick_reader(cls, fields, specs, extra, slow)


def _quick_reader(
    cls: type,
    fields: tuple[dataclasses.Field, ...],
    specs: dict[str, _Spec],
    extra: frozenset[str],
    slow: Callable[[Any], Any],
) -> Callable[[Any], Any]:
    """A function made for ``cls`` that reads the form ``encode`` writes (every field, nothing
    else) in straight-line code; anything else, a malformed value included, goes to ``slow``
    (``_read_record``), which reads it or names what is wrong."""
    scope: dict[str, Any] = {"_cls": cls, "_slow": slow, "_CodecError": CodecError}
    checks, values = [], []
    for index, f in enumerate(fields):
        types, read = specs[f.name]
        if types is None:
            scope[f"_r{index}"] = read
            values.append(f"_r{index}(d[{f.name!r}])")
            continue
        if len(types) == 1:
            scope[f"_t{index}"] = next(iter(types))
            checks.append(f"type(d[{f.name!r}]) is _t{index}")
        else:
            scope[f"_t{index}"] = types
            checks.append(f"type(d[{f.name!r}]) in _t{index}")
        values.append(f"d[{f.name!r}]")
    checks += [f"{key!r} in d" for key in sorted(extra)]
    test = " and ".join(checks) or "True"
    source = (
        "def read(d):\n"
        f"    if type(d) is not dict or len(d) != {len(fields) + len(extra)}:\n"
        "        return _slow(d)\n"
        "    try:\n"
        f"        if {test}:\n"
        f"            return _cls({', '.join(values)})\n"
        "    except (KeyError, _CodecError):\n"
        "        pass\n"
        "    return _slow(d)\n"
    )
    exec(source, scope)  # made of field names (identifiers)
    read: Callable[[Any], Any] = scope["read"]
    return read


_Spec = tuple[frozenset[type] | None, Callable[[Any], Any]]
"""How a record's field is read: the plain types it takes as they are (checked here, without
a call), or None and its reader."""


def _read_record(
    cls: type, specs: dict[str, _Spec], required: frozenset[str], extra: frozenset[str], data: Any
) -> Any:
    if type(data) is not dict:
        raise CodecError(f"expected an object for {cls.__name__}, got {_kind_name(data)}")
    values = {}
    for key, raw in data.items():
        spec = specs.get(key)
        if spec is None:
            if key in extra:
                continue
            raise CodecError(f"unknown key {key!r} in {cls.__name__}")
        types, read = spec
        if types is not None:
            if type(raw) not in types:
                raise _expected(types, raw).inside(f".{key}")
            values[key] = raw
            continue
        try:
            values[key] = read(raw)
        except CodecError as error:
            raise error.inside(f".{key}") from None
    if len(values) < len(required) or not required <= values.keys():
        missing = sorted(required - values.keys())[0]
        raise CodecError(f"missing (a {cls.__name__} needs it)", (f".{missing}",))
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
