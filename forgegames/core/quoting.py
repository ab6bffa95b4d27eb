"""Quoting what came from outside (a file's name, a value from a data file, a move from a save)
in a message: control characters escaped, so one name is one line, and long values cut to a
short excerpt, so a hostile file never prints megabytes."""

from __future__ import annotations

import reprlib
from typing import Any

EXCERPT = 80
"""The most characters of a value a message quotes."""

_repr = reprlib.Repr()
_repr.maxlevel = 3
_repr.maxlist = _repr.maxtuple = _repr.maxset = _repr.maxdict = 6
_repr.maxstring = EXCERPT
_repr.maxother = EXCERPT
_repr.maxlong = 40


def escaped(text: str) -> str:
    """``text`` with every character that is not printable (tab, newline, other control
    characters, a file name's undecodable bytes) written as ``\\xNN``, ``\\uNNNN`` or
    ``\\UNNNNNNNN``."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else _escape(ord(c)) for c in text)


def _escape(code: int) -> str:
    if 0xDC80 <= code <= 0xDCFF:  # a byte of a file name that is not UTF-8
        code -= 0xDC00
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def cut(text: str, limit: int = EXCERPT) -> str:
    """``text`` escaped and, when longer than ``limit``, its start with how much was left out."""
    if len(text) <= limit:
        return escaped(text)
    return f"{escaped(text[:limit])}... ({len(text):,} characters)"


def excerpt(value: Any, limit: int = EXCERPT) -> str:
    """A short ``repr`` of ``value`` for a message: nested and long values shortened with
    ``...`` (without building the whole text first), at most about ``limit`` characters."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
    try:
        text = _repr.repr(value)
    except (ValueError, RecursionError):  # a number too long to print
        return f"a {type(value).__name__} too large to show"
    return escaped(text) if len(text) <= limit else f"{escaped(text[:limit])}..."
