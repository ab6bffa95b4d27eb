"""Actions: small frozen dataclasses with a short text form that round-trips.

The text form is ``verb arg arg ...`` (like UCI in chess): each field of the dataclass is one
argument, in declaration order. Supported field types are ``int``, ``str`` (no spaces or
commas), ``bool`` and tuples of ints or strings (comma-joined, ``-`` when empty). An action
class with ``short_defaults`` leaves out its trailing fields that hold their defaults, and
reads them back when left out: a field added to an action later keeps its older text form
(in saves and logs) meaning what it meant.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import typing
from collections.abc import Callable, Collection
from typing import Any, ClassVar

from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import count
from forgegames.core.quoting import cut

MAX_DIGITS = 20
"""The longest number an action's text may hold (a larger one is refused, not read)."""
MAX_WORD = 100
"""The longest word (an id: a card, a territory) an action's text may hold."""


@dataclasses.dataclass(frozen=True)
class Action:
    """Base class of every action. Subclasses set ``verb`` and declare their fields."""

    verb: ClassVar[str] = ""
    short_defaults: ClassVar[bool] = False
    """Leave trailing fields at their defaults out of the text form (and accept them left out)."""

    def __str__(self) -> str:
        layout = _layout(type(self))
        values = [getattr(self, field.name) for field in layout.fields]
        if self.short_defaults:
            while values and values[-1] == layout.fields[len(values) - 1].default:
                values.pop()
        return " ".join([self.verb, *map(_format_value, values)])


@dataclasses.dataclass(frozen=True)
class _Layout:
    """An action class's fields and their types, in declaration order."""

    fields: tuple[dataclasses.Field, ...]
    hints: dict[str, Any]


@functools.cache
def _layout(cls: type[Action]) -> _Layout:
    """``cls``'s fields and type hints, looked up once per class (bots write and saves read
    the text form of thousands of actions; ``get_type_hints`` evaluates every annotation)."""
    return _Layout(dataclasses.fields(cls), typing.get_type_hints(cls))


def _format_value(value: Any) -> str:
    if type(value) is str:  # the common case first: the same checks as below
        if not value or " " in value or "," in value:
            raise ValueError(f"cannot write {value!r} in an action's text form")
        return value
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple):
        return ",".join(_format_value(v) for v in value) if value else "-"
    text = str(value)
    if not text or " " in text or "," in text:
        raise ValueError(f"cannot write {value!r} in an action's text form")
    return text


def _parse_value(text: str, kind: Any) -> Any:
    origin = typing.get_origin(kind)
    if origin is tuple:
        (inner, *_rest) = typing.get_args(kind)
        if text == "-":
            return ()
        return tuple(_parse_value(part, inner) for part in text.split(","))
    if kind is bool:
        if text not in ("yes", "no"):
            raise ValueError(f"expected yes or no, got {text!r}")
        return text == "yes"
    if kind is int:
        if len(text) > MAX_DIGITS or not text.lstrip("-").isdigit() or not text.isascii():
            raise ValueError(f"expected a whole number, got {cut(text, 24)!r}")
        return int(text)
    if kind is str:
        if not text or "," in text or len(text) > MAX_WORD:
            raise ValueError(
                f"expected a word (no commas, at most {MAX_WORD} characters), got {cut(text, 24)!r}"
            )
        return text
    raise TypeError(f"unsupported action field type {kind!r}")


Vocabulary = Callable[[], Collection[str]]
"""The ids one kind of field may hold (a title's territories, its end bonuses), asked for
when a text is read (so content loads when the first move is read, not on import)."""


class ActionCodec:
    """Parses the text form of a title's actions back into action objects.

    ``known`` names, by field name, the ids a field may hold: a text naming another id is
    refused as it is read, with the nearest known ids (a save or a scenario with an unknown
    place is a refusal like any other, never a lookup failing deep in the rules)."""

    def __init__(self, *classes: type[Action], known: dict[str, Vocabulary] | None = None) -> None:
        self._by_verb: dict[str, type[Action]] = {}
        for cls in classes:
            if not cls.verb or cls.verb in self._by_verb:
                raise ValueError(f"action class {cls.__name__} needs a unique verb")
            self._by_verb[cls.verb] = cls
        self._known = dict(known or {})

    def knowing(self, **known: Vocabulary) -> ActionCodec:
        """This codec checking, besides, the fields named in ``known`` against their ids."""
        return ActionCodec(*self._by_verb.values(), known={**self._known, **known})

    def _check_known(self, shown: str, name: str, value: Any) -> None:
        vocabulary = self._known.get(name)
        if vocabulary is None:
            return
        known = vocabulary()
        for word in value if isinstance(value, tuple) else (value,):
            if isinstance(word, str) and word not in known:
                raise IllegalAction(
                    f"'{shown}' names '{cut(word, 30)}', which this game does not have "
                    f"{suggest(word, known)}"
                )

    def parse(self, text: str) -> Action:
        """Read an action from its text form; raise IllegalAction when it is not one."""
        if not text.split():
            raise IllegalAction("an empty line is not a move")
        shown = cut(text, 60)
        verb, *args = text.split()
        cls = self._by_verb.get(verb)
        if cls is None:
            raise IllegalAction(f"'{cut(verb, 30)}' is not a move in this game")
        layout = _layout(cls)
        hints, fields = layout.hints, layout.fields
        if cls.short_defaults and len(args) < len(fields):
            left_out = fields[len(args) :]
            if all(f.default is not dataclasses.MISSING for f in left_out):
                fields = fields[: len(args)]
        if len(args) != len(fields):
            many = count(len(fields), "argument", "arguments")
            raise IllegalAction(f"'{shown}' should have {many} after '{verb}'")
        try:
            values = [_parse_value(a, hints[f.name]) for a, f in zip(args, fields, strict=True)]
        except ValueError as exc:
            raise IllegalAction(f"'{shown}' cannot be read: {exc}") from exc
        for field, value in zip(fields, values, strict=True):
            self._check_known(shown, field.name, value)
        return cls(*values)


def suggest(word: str, known: Collection[str]) -> str:
    """The nearest known ids to ``word`` in brackets, or a few of them when none is near."""
    near = difflib.get_close_matches(word, sorted(known), n=3, cutoff=0.6) if len(word) < 60 else []
    shown = near or sorted(known)[:8]
    more = "" if near or len(known) <= len(shown) else ", ..."
    lead = "did you mean" if near else "known ones are"
    return f"({lead}: {', '.join(shown)}{more})"
