"""Explained consequences of the mine: every automatic thing the mine's rules do is returned
as a ``Note``, which the log turns into a core ``Event`` (``to_event``).

A note keeps the structured facts (kind, seats, hexes) for the UI and a text template whose
``{0}``, ``{1}`` ... are replaced by the names of ``seats[0]``, ``seats[1]`` ... when rendered,
so the engine never needs to know the players' names or colours.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from forgegames.core.hexgrid import Hex
from forgegames.core.i18n import N_, Name, article, data_name, joined, language, tr
from forgegames.core.title import Event
from forgegames.games.forge_war.resources import resource_name


@dataclasses.dataclass(frozen=True)
class Note:
    """Something the rules did, with the reason in plain words.

    ``kind`` is one of: place, move, pass, generate, convert, defect, dismissed, no_worker,
    income, supply_empty, strike, worker_move, order, order_change, order_tie, order_last,
    order_summary; the solo variant's removed, order_rotate, automated.
    """

    kind: str
    text: str
    seats: tuple[int, ...] = ()
    hexes: tuple[Hex, ...] = ()

    def render(self, names: Sequence[str] | None = None) -> str:
        """The sentence with player names filled in (default: "Player 1", "Player 2", ...)."""
        lang = language()
        if lang == "en":  # no article before a name: each stays as it is (``in_sentence``)
            said = [seat_name(s, names) for s in self.seats]
        else:
            said = [in_sentence(seat_name(s, names)) for s in self.seats]
        filled = joined(self.text.format(*said), lang)
        return filled[:1].upper() + filled[1:]

    def to_event(self, names: Sequence[str] | None = None) -> Event:
        """The core log event: seat = the first seat the note is about, whose name the words
        hold when the text has a ``{0}``."""
        seat = self.seats[0] if self.seats else None
        kind = NOTE_EVENTS.get(self.kind, "consequence")
        return event(self.render(names), seat, kind, self.text)


NOTE_EVENTS = {
    "place": "move",
    "move": "move",
    "pass": "move",
    "automated": "move",
    "order": "phase",
    "order_tie": "phase",
    "order_last": "phase",
    "order_summary": "phase",
    "order_change": "phase",
    "order_rotate": "phase",
}
"""A note's kind → the core event kind (``core.title.EVENT_KINDS``) of its log line: an
overseer placed, moved or passed is a move, a new player order a phase change; any other
(generate, convert, defect, income, strike...) is a consequence."""


def event(words: str, seat: int | None, kind: str, template: str) -> Event:
    """The core event for ``words`` made from ``template`` (a ``{0}`` in it is ``seat``'s
    name: the line then stands alone; otherwise the log puts the name before it). The line
    ends with a full stop, as every title's log lines do (Spanish review 6)."""
    bare = seat is not None and "{0}" not in template
    return Event(sentence(words), seat, kind, bare)


def sentence(words: str) -> str:
    """``words`` ending as a sentence: a full stop added unless one (or '!', '?') is there."""
    return words if words.endswith((".", "!", "?")) else f"{words}."


def resource_label(rid: str) -> str:
    """A resource as running text names it, in the current language: ``resource_name`` in
    lower case ('copper', 'cobre')."""
    return resource_name(rid).lower()


AUTOMATED_NAMES = (N_("Automaton A"), N_("Automaton B"))
"""The solo game's automated colours. A translation gives each with the article a sentence puts
before it ('el Autómata A'): the name alone is its label, and the log's sentences say it with
the article (Spanish review 15: 'se une a Autómata B', 'El trabajador de Autómata A')."""


def automaton(english: str) -> Name:
    """An automated colour's name in the current language, with its article (none in English,
    where 'joins Automaton B' takes none)."""
    return data_name(english, english) if language() != "en" else Name(english)


def in_sentence(name: str) -> str:
    """A seat's name as a sentence says it: an automated colour's with its article."""
    return next((a.the for a in map(automaton, AUTOMATED_NAMES) if a == name), name)


def seat_name(seat: int, names: Sequence[str] | None = None) -> str:
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return tr("Player {n}", n=seat + 1)


HEX_LABELS = {"a": "a {name} hex", "an": "an {name} hex"}
"""A hex named by its resource, by the English article of the resource's name."""


def hex_label(board, h: Hex) -> str:
    """A hex as players see it: by its resource ('a copper hex'), never by coordinates.
    (Kept with the board, which never changes, once worked out in each language.)"""
    labels = board.labels
    key = (language(), h)
    label = labels.get(key)
    if label is None:
        label = labels[key] = _hex_label(board, h)
    return label


def _hex_label(board, h: Hex) -> str:
    if h not in board.resources:
        return tr("a mine hex")
    name = resource_label(board.resources[h])
    return tr(HEX_LABELS[article(name)], name=name)
