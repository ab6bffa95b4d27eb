"""Content files: YAML read safely, duplicate keys rejected, validated into typed dataclasses.

Every error is a ContentError naming the file, the key path (``cards[3].cost``) and the problem,
with the nearest valid name when a key or a reference is misspelt.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import hashlib
import threading
import types
import typing
from collections import OrderedDict
from pathlib import Path
from typing import Any, TypeVar

import yaml

from forgegames.core.errors import ContentError
from forgegames.core.json_files import BadFile, read_text
from forgegames.core.quoting import cut, excerpt

try:
    _BaseLoader: type = yaml.CSafeLoader
except AttributeError:  # PyYAML built without libyaml
    _BaseLoader = yaml.SafeLoader

T = TypeVar("T")


class _UniqueKeyLoader(_BaseLoader):  # type: ignore[misc, valid-type]
    """A safe loader that refuses a mapping with the same key twice."""


def _construct_mapping(loader: Any, node: yaml.MappingNode, deep: bool = False) -> dict:
    seen: dict[Any, Any] = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if not isinstance(key, typing.Hashable):
            raise yaml.constructor.ConstructorError(
                None,
                None,
                f"a key cannot be a list or a mapping (line {key_node.start_mark.line + 1})",
                key_node.start_mark,
            )
        if key in seen:
            line = key_node.start_mark.line + 1
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key '{key}' (line {line})", key_node.start_mark
            )
        seen[key] = loader.construct_object(value_node, deep=deep)
    return seen


_UniqueKeyLoader.add_constructor(
    yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG,
    _construct_mapping,
)


MAX_BYTES = 8 * 1024 * 1024
"""The largest YAML file read (the largest shipped one is about 200 KB)."""
MAX_DEPTH = 50
"""The deepest nesting of lists and mappings a YAML file may have, aliases expanded (the
shipped files nest at most 9 deep)."""
MAX_NODES = 200_000
"""The most values (lists, mappings and scalars, each alias counted as all it stands for) a
YAML file may hold (the largest shipped file holds about 4,300); a long text counts as one
value per ``SCALAR_CHARS`` characters, so aliases cannot repeat a long text millions of times
either."""
SCALAR_CHARS = 100
MAX_DIGITS = 20
"""The longest whole number a YAML file may write."""


def read_yaml(path: Path) -> Any:
    """Parse a YAML file safely; ContentError names the file and line on any problem.

    Before anything is built, the parser's events are counted: nesting deeper than
    ``MAX_DEPTH``, more than ``MAX_NODES`` values once aliases are expanded (a "billion
    laughs" file) or an alias inside the node it names stop the reading with an error. The
    C loader would otherwise overflow the stack on deep nesting, and a few aliases can stand
    for billions of values."""
    name = str(path)
    try:
        text = read_text(Path(path), MAX_BYTES)
    except FileNotFoundError as exc:
        raise ContentError(name, "", "file is missing") from exc
    except BadFile as exc:
        raise ContentError(name, "", f"cannot be read: it {exc}") from None
    except OSError as exc:
        raise ContentError(name, "", f"cannot be read ({exc.strerror or exc})") from None
    key = hashlib.sha1(text.encode("utf-8", "surrogatepass")).digest()
    with _parsed_lock:
        held = _parsed.get(key)
        if held is not None:
            _parsed.move_to_end(key)
    if held is not None:
        return _fresh_copy(held)
    try:
        _check_shape(text, name)
        value = yaml.load(text, Loader=_UniqueKeyLoader)  # noqa: S506 - a safe loader subclass
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        where = f"line {mark.line + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise ContentError(name, where, f"not valid YAML: {cut(problem, 200)}") from None
    with _parsed_lock:
        _parsed[key] = value
        while len(_parsed) > PARSED_KEPT:
            _parsed.popitem(last=False)
    return _fresh_copy(value)


PARSED_KEPT = 512
"""How many parsed files ``read_yaml`` keeps: well over the shipped data's (165 in December
2026). With fewer kept than shipped, a sweep over every file in order (``check-data``, the
translation keys) found none kept, each read having put out the one the sweep needed next."""
_parsed: OrderedDict[bytes, Any] = OrderedDict()
"""Parsed YAML by the digest of its text, most recently used last (issue #40: a title's data
was parsed at import and again by its check). Keyed by the text itself, never by a file's
name or time, so an edited file is parsed afresh however quickly it changes; the caller
always gets its own copy."""
_parsed_lock = threading.Lock()
"""Guards ``_parsed``: the launcher checks titles in a worker thread while the window's thread
may read a file too (a lookup racing an eviction raised KeyError)."""


def _fresh_copy(value: Any) -> Any:
    """A copy of parsed YAML that shares nothing changeable with the kept one (mappings and
    lists copied all the way down; YAML's other values cannot change)."""
    if isinstance(value, dict):
        return {k: _fresh_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_fresh_copy(v) for v in value]
    if isinstance(value, tuple):  # !!omap and !!pairs: a list of pairs
        return tuple(_fresh_copy(v) for v in value)
    if isinstance(value, set):  # !!set: its members are keys, which cannot change
        return set(value)
    return value


def _too_big(name: str, event: Any, problem: str) -> ContentError:
    return ContentError(name, f"line {event.start_mark.line + 1}", problem)


def _check_shape(text: str, name: str) -> None:
    """Walk the parser's events (no value is built) and refuse a document nested deeper than
    ``MAX_DEPTH`` or holding more than ``MAX_NODES`` values, aliases expanded; YAMLError for
    a syntax error (reported like the loader's)."""
    frames: list[list[Any]] = []
    """Open lists and mappings: [anchor, values held, depth below]."""
    anchors: dict[str, tuple[int, int]] = {}
    """Anchor -> (values its node holds, depth below it), aliases expanded."""
    open_anchors: set[str] = set()
    for event in yaml.parse(text, Loader=_BaseLoader):
        if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            if len(frames) >= MAX_DEPTH:
                raise _too_big(name, event, f"lists and mappings nest more than {MAX_DEPTH} deep")
            frames.append([event.anchor, 1, 0])
            if event.anchor is not None:
                open_anchors.add(event.anchor)
            continue
        if isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            anchor, size, below = frames.pop()
            below += 1
            if anchor is not None:
                anchors[anchor] = (size, below)
                open_anchors.discard(anchor)
        elif isinstance(event, yaml.ScalarEvent):
            size, below = 1 + len(event.value) // SCALAR_CHARS, 0
            if event.anchor is not None:
                anchors[event.anchor] = (size, 0)
        elif isinstance(event, yaml.AliasEvent):
            if event.anchor in open_anchors:
                raise _too_big(
                    name, event, f"the alias *{cut(event.anchor, 30)} is inside the node it names"
                )
            size, below = anchors.get(event.anchor, (1, 0))  # an unknown one: the loader says
        else:
            continue
        if len(frames) + below > MAX_DEPTH:
            raise _too_big(
                name,
                event,
                f"lists and mappings nest more than {MAX_DEPTH} deep (aliases expanded)",
            )
        if frames:
            frame = frames[-1]
            frame[1] += size
            frame[2] = max(frame[2], below)
            size = frame[1]
        if size > MAX_NODES:
            raise _too_big(
                name, event, f"holds more than {MAX_NODES:,} values once its aliases are expanded"
            )


def _construct_int(loader: Any, node: yaml.ScalarNode) -> int:
    """A whole number, refused when it is longer than ``MAX_DIGITS`` digits."""
    digits = sum(c.isalnum() for c in str(node.value))
    if digits > MAX_DIGITS:
        raise yaml.constructor.ConstructorError(
            None,
            None,
            f"a number of {digits} digits is too long (at most {MAX_DIGITS})",
            node.start_mark,
        )
    return yaml.constructor.SafeConstructor.construct_yaml_int(loader, node)


_UniqueKeyLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)


def nearest(name: str, choices: typing.Iterable[str]) -> str:
    """' (did you mean X?)' when a close choice exists, else ''."""
    if len(name) > 100:
        return ""
    match = difflib.get_close_matches(name, list(choices), n=1, cutoff=0.6)
    return f" (did you mean '{match[0]}'?)" if match else ""


def unknown_key(key: str, keys: typing.Iterable[str]) -> str:
    """'unknown key' with the nearest known key, or the known keys when none is near."""
    keys = list(keys)
    near = nearest(key, keys)
    if near or not keys:
        return f"unknown key{near}"
    return f"unknown key (known: {cut(', '.join(keys), 200)})"


def check_ref(file: str, key_path: str, value: str, valid: typing.Iterable[str]) -> None:
    """Raise ContentError when ``value`` is not one of ``valid`` ids."""
    valid = list(valid)
    if value not in valid:
        raise ContentError(file, key_path, f"unknown id '{cut(value)}'{nearest(value, valid)}")


@dataclasses.dataclass(frozen=True)
class Range:
    """The values a figure may take, both ends included: a field declared
    ``Annotated[int, Range(1, 99)]`` refuses 0 and 100 with an error naming the file and the
    key. A whole number or a number declared without one takes ``FIGURE``."""

    low: float
    high: float

    def holds(self, value: float) -> bool:
        return self.low <= value <= self.high

    def words(self) -> str:
        return f"from {_figure(self.low)} to {_figure(self.high)}"


def _figure(value: float) -> str:
    return f"{value:,}" if abs(value) >= 10_000 else f"{value:g}"


FIGURE = Range(0, 1_000_000)
"""The range of a figure whose field declares none: no figure of a tabletop game is negative
or larger unless its field says so (a negative cost or a cost of 10^26 is an error in the
file, not a strange game)."""


def _type_name(kind: Any) -> str:
    origin = typing.get_origin(kind)
    if origin is typing.Literal:
        return "one of " + ", ".join(repr(a) for a in typing.get_args(kind))
    if origin in (list, tuple):
        return "a list"
    if origin is dict:
        return "a mapping"
    if dataclasses.is_dataclass(kind):
        return "a mapping"
    return {int: "a whole number", float: "a number", str: "text", bool: "true or false"}.get(
        kind, str(kind)
    )


def _fits(value: Any, kind: Any) -> bool:
    """Whether ``value`` has the shape of ``kind`` (a mapping, a list, text, a number...), the
    test that picks a union's member; its content is checked when it is converted."""
    origin = typing.get_origin(kind)
    if origin is typing.Annotated:
        return _fits(value, typing.get_args(kind)[0])
    if origin is typing.Literal:
        return value in typing.get_args(kind)
    if origin in (list, tuple):
        return isinstance(value, list)
    if origin is dict or dataclasses.is_dataclass(kind):
        return isinstance(value, dict)
    if kind is Any:
        return True
    if kind is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, kind) and (kind is bool or not isinstance(value, bool))


def convert(value: Any, kind: Any, file: str, path: str, limits: Range | None = None) -> Any:
    """Check ``value`` against the type ``kind`` and build it (dataclasses, lists, tuples); a
    number must lie in ``limits`` (from the field's ``Annotated`` type), else in ``FIGURE``."""
    origin = typing.get_origin(kind)
    args = typing.get_args(kind)
    if origin is typing.Annotated:
        ranges = [a for a in kind.__metadata__ if isinstance(a, Range)]
        return convert(value, args[0], file, path, ranges[0] if ranges else None)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        kinds = [a for a in args if a is not type(None)]
        if len(kinds) == 1:
            return convert(value, kinds[0], file, path, limits)
        for inner in kinds:  # the first kind of the value's shape reads it (and words its errors)
            if _fits(value, inner):
                return convert(value, inner, file, path, limits)
        words = " or ".join(_type_name(a) for a in kinds)
        raise ContentError(file, path, f"must be {words}, not {excerpt(value)}")
    if origin is typing.Literal:
        if not any(value == a and type(value) is type(a) for a in args):
            raise ContentError(file, path, f"must be {_type_name(kind)}, not {excerpt(value)}")
        return value
    if origin in (list, tuple):
        if not isinstance(value, list):
            raise ContentError(file, path, f"must be a list, not {excerpt(value)}")
        inner = args[0] if args else Any
        items = [convert(v, inner, file, f"{path}[{i}]") for i, v in enumerate(value)]
        return tuple(items) if origin is tuple else items
    if origin is dict:
        if not isinstance(value, dict):
            raise ContentError(file, path, f"must be a mapping, not {excerpt(value)}")
        key_kind, value_kind = args
        at = f"{path}." if path else ""
        return {
            convert(k, key_kind, file, f"{at}{cut(str(k), 60)}"): convert(
                v, value_kind, file, f"{at}{cut(str(k), 60)}"
            )
            for k, v in value.items()
        }
    if dataclasses.is_dataclass(kind):
        return build(kind, value, file, path)
    if kind is Any:
        return value
    ok = isinstance(value, kind) and not (kind is not bool and isinstance(value, bool))
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        ok, value = True, float(value)
    if not ok:
        raise ContentError(file, path, f"must be {_type_name(kind)}, not {excerpt(value)}")
    if kind is int or kind is float:
        limits = limits or FIGURE
        if not limits.holds(value):  # NaN holds nowhere
            problem = f"must be {_type_name(kind)} {limits.words()}, not {excerpt(value)}"
            raise ContentError(file, path, problem)
    return value


@functools.cache
def _schema(cls: type) -> tuple[dict[str, Any], dict[str, dataclasses.Field]]:
    """A dataclass's resolved field types and fields (resolving types is slow: done once)."""
    hints = typing.get_type_hints(cls, include_extras=True)
    return hints, {f.name: f for f in dataclasses.fields(cls)}


def build(cls: type[T], data: Any, file: str, path: str = "") -> T:
    """Build dataclass ``cls`` from a mapping: unknown, missing and mistyped keys are errors."""
    if not isinstance(data, dict):
        raise ContentError(file, path, f"must be a mapping, not {excerpt(data)}")
    hints, fields = _schema(cls)
    prefix = f"{path}." if path else ""
    for key in data:
        if key not in fields:
            shown = cut(str(key), 60)
            raise ContentError(file, f"{prefix}{shown}", unknown_key(str(key), fields))
    values = {}
    for name, field in fields.items():
        required = (
            field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING
        )
        if name not in data:
            if required:
                raise ContentError(file, f"{prefix}{name}", "missing key")
            continue
        values[name] = convert(data[name], hints[name], file, f"{prefix}{name}")
    return cls(**values)


def load_list(path: Path, key: str, cls: type[T], id_field: str = "id") -> list[T]:
    """Read ``key:`` (a list of records) from a file into ``cls`` objects with unique ids."""
    data = read_yaml(path)
    name = str(path)
    if not isinstance(data, dict) or key not in data:
        raise ContentError(name, key, "missing key (the file must have a top-level list here)")
    extra = [k for k in data if k != key]
    if extra:
        shown = cut(str(extra[0]), 60)
        raise ContentError(name, shown, f"unknown key{nearest(str(extra[0]), [key])}")
    records = convert(data[key], list[cls], name, key)  # type: ignore[valid-type]
    seen: set[str] = set()
    for i, record in enumerate(records):
        ident = getattr(record, id_field)
        if ident in seen:
            raise ContentError(name, f"{key}[{i}].{id_field}", f"duplicate id '{ident}'")
        seen.add(ident)
    return records
