"""Computer players in a newcomer's words: how strong each kind is ("Computer — normal"), and
the order the launcher's seat button offers them in (a sensible opponent first, playtest 16).

The kind ids ("random", "greedy", "mcts-hard" ...) are interfaces (saves, the command line's
``--bots``): only the words and the order here are for players."""

from __future__ import annotations

from collections.abc import Iterable

from forgegames.core.i18n import N_, tr

LEVELS: dict[str, str] = {
    "random": N_("random moves"),
    "novice": N_("beginner"),
    "easy": N_("beginner"),  # Warparty's gentler general, King's Forge's novice's peer
    "greedy": N_("normal"),
    "mcts-easy": N_("normal, plans"),
    "mcts-normal": N_("strong"),
    "mcts-hard": N_("strongest"),
}
"""Each kind's strength in plain words, gentlest first."""

FIRST = "greedy"
"""The kind a seat's first click gives: it plays sensibly and answers at once."""


def level(kind: str) -> str:
    """How strong the computer player ``kind`` is, in words ("normal"), translated."""
    return tr(LEVELS[kind]) if kind in LEVELS else kind.replace("-", " ")


def computer_label(kind: str) -> str:
    """A seat the computer player ``kind`` plays, as its labels read: "Computer — normal"."""
    return tr("Computer — {level}", level=level(kind))


def one_bracket(note: str, words: str) -> tuple[str, str]:
    """A seat's note and the words after it, with a computer player's strength moved into the
    note's bracket: "(Goblins and Undead)" and "(normal) is thinking…" read "(Goblins and
    Undead, normal)" and "is thinking…" (playtest 18: two brackets in a row). Words that do not
    open with a bracket, or a note without one, are given back as they are."""
    if not (note.startswith("(") and note.endswith(")") and words.startswith("(")):
        return note, words
    inside, bracket, rest = words[1:].partition(")")
    if not bracket:
        return note, words
    joined = tr("({first}, {second})", first=note[1:-1], second=inside)
    return joined, rest.strip()


def seat_order(kinds: Iterable[str]) -> list[str]:
    """The title's bot kinds as the seat button offers them: the sensible one first, then the
    others from the gentlest (the title's own order)."""
    kinds = list(kinds)
    return [FIRST, *(k for k in kinds if k != FIRST)] if FIRST in kinds else kinds
