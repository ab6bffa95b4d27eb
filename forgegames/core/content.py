"""Content files: YAML read safely, duplicate keys rejected, validated into typed dataclasses.

Every error is a ContentError naming the file, the key path (``cards[3].cost``) and the problem,
with the nearest valid name when a key or a reference is misspelt.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import types
import typing
from pathlib import Path
from typing import Any, TypeVar

import yaml

from forgegames.core.errors import ContentError

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


def read_yaml(path: Path) -> Any:
    """Parse a YAML file safely; ContentError names the file and line on any problem."""
    name = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise ContentError(name, "", "file is missing") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise ContentError(name, "", f"cannot be read ({exc})") from exc
    try:
        return yaml.load(text, Loader=_UniqueKeyLoader)  # noqa: S506 - a safe loader subclass
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        where = f"line {mark.line + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or str(exc)
        raise ContentError(name, where, f"not valid YAML: {problem}") from exc


def nearest(name: str, choices: typing.Iterable[str]) -> str:
    """' (did you mean X?)' when a close choice exists, else ''."""
    match = difflib.get_close_matches(name, list(choices), n=1, cutoff=0.6)
    return f" (did you mean '{match[0]}'?)" if match else ""


def check_ref(file: str, key_path: str, value: str, valid: typing.Iterable[str]) -> None:
    """Raise ContentError when ``value`` is not one of ``valid`` ids."""
    valid = list(valid)
    if value not in valid:
        raise ContentError(file, key_path, f"unknown id '{value}'{nearest(value, valid)}")


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


def convert(value: Any, kind: Any, file: str, path: str) -> Any:
    """Check ``value`` against the type ``kind`` and build it (dataclasses, lists, tuples)."""
    origin = typing.get_origin(kind)
    args = typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        (inner,) = [a for a in args if a is not type(None)]
        return convert(value, inner, file, path)
    if origin is typing.Literal:
        if not any(value == a and type(value) is type(a) for a in args):
            raise ContentError(file, path, f"must be {_type_name(kind)}, not {value!r}")
        return value
    if origin in (list, tuple):
        if not isinstance(value, list):
            raise ContentError(file, path, f"must be a list, not {value!r}")
        inner = args[0] if args else Any
        items = [convert(v, inner, file, f"{path}[{i}]") for i, v in enumerate(value)]
        return tuple(items) if origin is tuple else items
    if origin is dict:
        if not isinstance(value, dict):
            raise ContentError(file, path, "must be a mapping")
        key_kind, value_kind = args
        at = f"{path}." if path else ""
        return {
            convert(k, key_kind, file, f"{at}{k}"): convert(v, value_kind, file, f"{at}{k}")
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
        raise ContentError(file, path, f"must be {_type_name(kind)}, not {value!r}")
    return value


@functools.cache
def _schema(cls: type) -> tuple[dict[str, Any], dict[str, dataclasses.Field]]:
    """A dataclass's resolved field types and fields (resolving types is slow: done once)."""
    return typing.get_type_hints(cls), {f.name: f for f in dataclasses.fields(cls)}


def build(cls: type[T], data: Any, file: str, path: str = "") -> T:
    """Build dataclass ``cls`` from a mapping: unknown, missing and mistyped keys are errors."""
    if not isinstance(data, dict):
        raise ContentError(file, path, f"must be a mapping, not {data!r}")
    hints, fields = _schema(cls)
    prefix = f"{path}." if path else ""
    for key in data:
        if key not in fields:
            raise ContentError(file, f"{prefix}{key}", f"unknown key{nearest(str(key), fields)}")
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
        raise ContentError(name, str(extra[0]), f"unknown key{nearest(str(extra[0]), [key])}")
    records = convert(data[key], list[cls], name, key)  # type: ignore[valid-type]
    seen: set[str] = set()
    for i, record in enumerate(records):
        ident = getattr(record, id_field)
        if ident in seen:
            raise ContentError(name, f"{key}[{i}].{id_field}", f"duplicate id '{ident}'")
        seen.add(ident)
    return records
