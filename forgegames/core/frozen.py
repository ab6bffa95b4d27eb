"""Immutable game records: frozen dataclasses that are quick to make and to change, and that
remember what is worked out from them.

The pattern every title's state follows (docs/architecture.md, "State and caches"):

- A state is a tree of ``@frozen_record`` classes (frozen dataclasses). A rule never changes
  one: ``evolve(record, field=value)`` makes the changed copy, like ``dataclasses.replace``.
- What is worked out from a record alone (an index, a dict of its pairs) is a ``@once``
  attribute: computed on first use and kept in the record's ``__dict__``, after its fields.
  ``@once(keep_while=("units",))`` says which fields it depends on: ``evolve`` hands it on to
  the new record when none of them changed, and drops it otherwise. Without ``keep_while`` it
  is never handed on.
- What also depends on the title's data (its map, its unit sheets) belongs to the object that
  holds that data, keyed by value types (never by ``id()``: an id is reused once its object is
  gone, and a cache keyed by it may answer for another object).

Speed: a game makes and changes tens of thousands of records. A frozen dataclass's own
``__init__`` sets each field through ``object.__setattr__``; ``frozen_record`` gives the class
an ``__init__`` with the same parameters and defaults that fills the instance's ``__dict__``
in one step (generated from the class's own field names, once, when the class is made), and
``evolve`` copies the ``__dict__`` (a dict's copy is far quicker than building it key by key).
``made`` builds a record from a complete field dict, for the few hot paths that know every
field already.

Inside a record, a sequence is a tuple and a map is a ``FrozenMap``: a ``dict`` that refuses
every change, so it reads, compares, iterates (in insertion order) and turns into JSON exactly
as the dict it replaces, and a record holding one is as immutable as one holding tuples.
``with_item``/``without`` make the changed copy; ``copy()`` (a plain ``dict``) is the form to
build in before freezing again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from itertools import islice
from typing import Any, Generic, NoReturn, TypeVar, overload

T = TypeVar("T")
R = TypeVar("R")
K = TypeVar("K")
V = TypeVar("V")

_set = object.__setattr__
_new = object.__new__


class once(Generic[T]):  # noqa: N801 - used as a decorator, like ``functools.cached_property``
    """A value worked out from a frozen record on first use and kept in its ``__dict__``, like
    ``functools.cached_property`` but without its lock (Python 3.11 takes one on every first
    use; the records never change, so two threads can at worst work it out twice).

    ``keep_while``: the fields the value depends on; ``evolve`` keeps the value in the new
    record when it changes none of them. Left empty, the value is never handed on."""

    def __init__(self, work: Callable[[Any], T], keep_while: Iterable[str] | None = None) -> None:
        self.work = work
        self.name = work.__name__
        self.__doc__ = work.__doc__
        self.keep_while = None if keep_while is None else frozenset(keep_while)

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, record: None, owner: type | None = None) -> once[T]: ...
    @overload
    def __get__(self, record: object, owner: type | None = None) -> T: ...
    def __get__(self, record: Any, owner: type | None = None) -> Any:
        if record is None:
            return self
        value = record.__dict__[self.name] = self.work(record)
        return value


def kept_while(*fields: str) -> Callable[[Callable[[Any], T]], once[T]]:
    """``@kept_while("units")``: ``once``, handed on by ``evolve`` while ``fields`` stay."""

    def wrap(work: Callable[[Any], T]) -> once[T]:
        return once(work, fields)

    return wrap


@dataclasses.dataclass(frozen=True)
class _Layout:
    """What ``evolve`` needs to know of a record class."""

    count: int
    """How many fields (the first entries of every instance's ``__dict__``)."""
    fields: frozenset[str]
    keep: dict[str, frozenset[str]]
    """Remembered entries handed on, with the fields they depend on."""
    forget: tuple[str, ...] = ()
    """``once`` attributes never handed on (dropped first, without looking at the others)."""
    drops: dict[tuple[str, ...], frozenset[str]] = dataclasses.field(default_factory=dict)
    """For the field names an ``evolve`` changes (as its call names them), the kept entries
    that depend on one of them (worked out on first use: a title has a few dozen such calls)."""


_LAYOUTS: dict[type, _Layout] = {}


def frozen_record(cls: type[R]) -> type[R]:
    """Make ``cls`` a frozen dataclass with a quick ``__init__`` (see the module's text) and
    register it with ``evolve``. Fields may have defaults but no default factories."""
    if not dataclasses.is_dataclass(cls):
        cls = dataclasses.dataclass(frozen=True)(cls)
    elif not cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        raise TypeError(f"{cls.__name__} must be a frozen dataclass")
    fields = dataclasses.fields(cls)
    _install_init(cls, fields)
    keep: dict[str, frozenset[str]] = {}
    forget: dict[str, None] = {}
    for klass in reversed(cls.__mro__):
        for name, value in vars(klass).items():
            if isinstance(value, once) and value.keep_while is not None:
                keep[name] = value.keep_while
                forget.pop(name, None)
            elif isinstance(value, once):
                forget[name] = None
                keep.pop(name, None)
    names = frozenset(f.name for f in fields)
    for name, depends in keep.items():
        if not depends <= names:
            raise TypeError(f"{cls.__name__}.{name} depends on no field {set(depends - names)}")
    _LAYOUTS[cls] = _Layout(len(fields), names, keep, tuple(forget))
    return cls


def keep_also(cls: type, entry: str, *fields: str) -> None:
    """Let ``evolve`` hand on ``entry`` of a record's ``__dict__`` (something a title stores
    there itself, not a ``once``) while ``fields`` stay."""
    layout = _LAYOUTS[cls]
    layout.keep[entry] = frozenset(fields)
    layout.drops.clear()


def _install_init(cls: type, fields: tuple[dataclasses.Field, ...]) -> None:
    params, entries = [], []
    scope: dict[str, Any] = {"_set": _set}
    for f in fields:
        if f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: a frozen record has no default factory")
        if not f.init:
            raise TypeError(f"{cls.__name__}.{f.name}: every field of a frozen record is set")
        if f.default is dataclasses.MISSING:
            params.append(f.name)
        else:
            scope[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        entries.append(f"{f.name!r}: {f.name}")
    source = (
        f"def __init__(self, {', '.join(params)}):\n"
        f"    _set(self, '__dict__', {{{', '.join(entries)}}})\n"
    )
    exec(source, scope)  # built from the dataclass's own field names (identifiers) alone
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init  # type: ignore[misc]


def evolve(record: R, **changes: Any) -> R:
    """``dataclasses.replace`` for frozen records, in half the time: the new record keeps
    what its ``once`` attributes remembered while the fields they depend on are unchanged."""
    cls = type(record)
    layout = _LAYOUTS[cls]
    made = record.__dict__.copy()
    count = layout.count
    if len(made) > count:  # remembered entries come after the fields
        for key in layout.forget:
            made.pop(key, None)
        if len(made) > count:
            keep, names = layout.keep, tuple(changes)
            drop = layout.drops.get(names)
            if drop is None:
                drop = layout.drops[names] = frozenset(
                    key for key, depends in keep.items() if not depends.isdisjoint(names)
                )
            for key in list(islice(made, count, None)):
                if key in drop or key not in keep:
                    del made[key]
    size = len(made)
    made.update(changes)
    # a name that is no field adds an entry (unless it names a value kept: checked in full)
    if len(made) != size or (layout.keep and not changes.keys() <= layout.fields):
        raise TypeError(f"{cls.__name__} has no field {', '.join(changes.keys() - layout.fields)}")
    new = _new(cls)
    _set(new, "__dict__", made)
    return new


def made(cls: type[R], values: dict[str, Any]) -> R:
    """A record of ``cls`` whose ``__dict__`` is ``values``: every field, in field order, and
    nothing else but remembered entries still right for them (the caller's promise; for hot
    paths that have the dict already, see ``evolve`` otherwise)."""
    new = _new(cls)
    _set(new, "__dict__", values)
    return new


class FrozenMap(dict[K, V]):
    """A ``dict`` no one can change (see the module's text). Equal to the plain dict of the
    same pairs, hashable (when its values are), pickled and copied as itself."""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError("a FrozenMap never changes: make a new one (with_item, without)")

    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))

    def __reduce__(self) -> tuple[type, tuple[dict[K, V]]]:
        return (FrozenMap, (dict(self),))

    def __copy__(self) -> FrozenMap[K, V]:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> FrozenMap[K, V]:
        return self  # nothing in it may change; its values are frozen too by the pattern

    def __or__(self, other: Any) -> FrozenMap[K, V]:  # type: ignore[override]
        return FrozenMap({**self, **other})

    def __repr__(self) -> str:
        return f"FrozenMap({dict.__repr__(self)})"

    def with_item(self, key: K, value: V) -> FrozenMap[K, V]:
        """A copy with ``key`` set to ``value`` (added last when it is new)."""
        new = dict(self)
        new[key] = value
        return FrozenMap(new)

    def without(self, key: K) -> FrozenMap[K, V]:
        """A copy without ``key`` (the same map when it has none)."""
        if key not in self:
            return self
        new = dict(self)
        del new[key]
        return FrozenMap(new)
