"""A game's configuration before it starts (its seats, variant and options) and the checks
of one read from a file: every text short and free of control characters, at most
``MAX_SEATS`` seats, each in its own palette colour (a save's config is shown in lists before
any rule looks at it). ``forgegames.core.title`` names all of it too, as the title protocol
always did (``from forgegames.core.title import GameConfig``)."""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from typing import Any

Options = tuple[tuple[str, str], ...]
"""A game's options as sorted (key, value) pairs."""


@dataclasses.dataclass(frozen=True)
class SeatConfig:
    """One seat at the table: a name, a palette colour id, and ``bot`` (None for a human)."""

    name: str
    colour: str
    bot: str | None = None


@dataclasses.dataclass(frozen=True)
class GameConfig:
    """Everything that chooses a game before it starts (the seed is kept by the session)."""

    game: str
    seats: tuple[SeatConfig, ...]
    variant: str
    options: Options = ()
    """The title's game options as (key, value) pairs, sorted by key (see ``GameOption``)."""

    @property
    def players(self) -> int:
        return len(self.seats)

    def option(self, key: str, default: str) -> str:
        """The value chosen for option ``key``, or ``default`` when none was."""
        return dict(self.options).get(key, default)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "variant": self.variant,
            "seats": [dataclasses.asdict(s) for s in self.seats],
            "options": dict(self.options),
        }

    @classmethod
    def from_json(cls, data: Any) -> GameConfig:
        """Read a config; raise ValueError naming the key when it is malformed (every text
        at most ``MAX_TEXT`` characters, at most ``MAX_SEATS`` seats: a save's config is shown
        in lists before any rule looks at it)."""
        if not isinstance(data, dict):
            raise ValueError("config must be an object")
        for key, kind in (("game", str), ("variant", str), ("seats", list)):
            if not isinstance(data.get(key), kind):
                raise ValueError(f"config.{key} must be a {kind.__name__}")
        for key in ("game", "variant"):
            _short(data[key], f"config.{key}")
        if not 1 <= len(data["seats"]) <= MAX_SEATS:
            raise ValueError(f"config.seats must list 1 to {MAX_SEATS} seats")
        seats = []
        for i, seat in enumerate(data["seats"]):
            if not isinstance(seat, dict):
                raise ValueError(f"config.seats[{i}] must be an object")
            name, colour, bot = seat.get("name"), seat.get("colour"), seat.get("bot")
            if not isinstance(name, str) or not isinstance(colour, str):
                raise ValueError(f"config.seats[{i}] needs a text name and colour")
            if bot is not None and not isinstance(bot, str):
                raise ValueError(f"config.seats[{i}].bot must be text or null")
            for key, text in (("name", name), ("colour", colour), ("bot", bot or "")):
                _short(text, f"config.seats[{i}].{key}")
            _check_colour(colour, i, [s.colour for s in seats])
            seats.append(SeatConfig(name, colour, bot))
        options = data.get("options", {})  # saves from before options had none
        if not isinstance(options, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in options.items()
        ):
            raise ValueError("config.options must map option names to text values")
        for key, value in options.items():
            _short(key, "config.options")
            _short(value, "config.options")
        return cls(data["game"], tuple(seats), data["variant"], tuple(sorted(options.items())))


MAX_TEXT = 100
"""The longest name, id or option text a config read from a file may hold."""
MAX_SEATS = 8
"""The most seats a config read from a file may have (every title seats at most 4)."""


def _short(text: str, key: str) -> None:
    if len(text) > MAX_TEXT:
        raise ValueError(f"{key} is longer than {MAX_TEXT} characters")
    if has_control(text):  # a tab, a newline, a NUL: no name or id holds one
        raise ValueError(f"{key} holds a control character")


_COLOUR_ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")


def _check_colour(colour: str, seat: int, taken: list[str]) -> None:
    """A seat's colour is a palette id (``blue``; one the palette lacks is drawn in the seat's
    own colour) that no earlier seat has: two seats in one colour could not be told apart."""
    if not _COLOUR_ID.fullmatch(colour):
        raise ValueError(
            f"config.seats[{seat}].colour must be a colour id (small letters, digits, '-')"
        )
    if colour in taken:
        raise ValueError(
            f"config.seats[{seat}].colour '{colour}' is seat {taken.index(colour) + 1}'s colour "
            "already (every seat needs its own)"
        )


def has_control(text: str) -> bool:
    """Whether ``text`` holds a control character (tab, newline, NUL, escape...); a space of
    another kind or a letter of any script is fine."""
    return not text.isprintable() and any(unicodedata.category(c) == "Cc" for c in text)
