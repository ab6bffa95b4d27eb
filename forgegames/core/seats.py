"""The seats a game gets when nobody names them: the command line's and the launcher's first
names, in the language the program speaks (a scenario file's facts use the English ones)."""

from __future__ import annotations

from forgegames.core.i18n import language, tr
from forgegames.core.title import SeatConfig

DEFAULT_NAMES = ("Alice", "Bruno", "Chiara", "Dmitri")
"""The English default names (the names every English scenario text speaks of)."""
NAMES_BY_LANGUAGE = {"en": DEFAULT_NAMES, "es": ("Ana", "Bruno", "Carmen", "Diego")}
"""Each language's default names, one per seat, in the order of the seats: a Spanish table
reads 'Ana' where an English one reads 'Alice'. A scenario file's facts name its seats by the
English ones; the game it shows takes the language's (``scenario.local_names``), as its
translated words do."""
COLOURS = ("blue", "orange", "green", "purple")


def default_names(lang: str | None = None) -> tuple[str, ...]:
    """The default seat names in ``lang`` (the current language when None)."""
    return NAMES_BY_LANGUAGE.get(lang or language(), DEFAULT_NAMES)


def default_name(seat: int) -> str:
    """The default name of seat ``seat`` (0-based) in the current language."""
    return default_names()[seat]


def is_default_name(name: str, seat: int) -> bool:
    """Whether ``name`` is seat ``seat``'s default name in some language (so a language
    switch may put that seat's name in the new language: nobody chose it)."""
    return any(names[seat] == name for names in NAMES_BY_LANGUAGE.values())


def default_seats(
    players: int, bots: dict[int, str] | None = None, lang: str | None = None
) -> tuple[SeatConfig, ...]:
    """``players`` seats with the default names (in ``lang``, else the current language) and
    colours; ``bots`` maps a seat (0-based) to the computer player that takes it ("Bot N", in
    Spanish "Ordenador N": the glossary's word for a computer player on screen)."""
    bots = bots or {}
    names = default_names(lang)
    return tuple(
        SeatConfig(names[i] if i not in bots else tr("Bot {n}", n=i + 1), COLOURS[i], bots.get(i))
        for i in range(players)
    )
