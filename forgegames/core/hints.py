"""Hints: a computer player's scored choices, so a person can ask "what would it do now?".

A title's strongest bot scores its options with one evaluation; ``Title.hint`` returns those
scores as ``Choice``s (the move, its score, and what it gains in words), best first. The bot
plays the first of them, so a hint always names the move the bot would make.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Hashable, Iterable, Sequence

from forgegames.core.actions import Action
from forgegames.core.i18n import tr

HINT_CHOICES = 3
"""How many of the best choices a hint lists."""


@dataclasses.dataclass(frozen=True)
class Choice:
    """One option a computer player weighed: the move, its score (higher is better; only
    the order matters) and what it gains, in a player's words."""

    action: Action
    score: float
    reason: str = ""
    """Filled in by the bot's ``reason`` for the few choices a hint shows."""
    headline: str = ""
    """The reason's first part (its parts are joined by "; "), with what the move loses:
    the line of a choice after the first (``Title.hint``; the whole reason on hover)."""
    brief: bool = False
    """The line shows the headline even for the first choice, the rest on hover only (Forge
    War's overseer moves, playtest 30: their whole reason read like machine output)."""


def pick(choices: Iterable[Choice]) -> Choice | None:
    """The best choice; among equal scores the first listed (bots list in legal order, so
    a bot's pick never depends on sorting)."""
    best: Choice | None = None
    for choice in choices:
        if best is None or choice.score > best.score:
            best = choice
    return best


def ranked(
    choices: Sequence[Choice],
    limit: int = HINT_CHOICES,
    decision: Callable[[Action], Hashable] = lambda action: action,
) -> list[Choice]:
    """The ``limit`` best choices, best first, ``pick``'s choice first among equal scores;
    one per ``decision`` (by default one per move; a title may group the ways of making one
    decision, such as the dice that craft one card, and keep the best)."""
    seen: set[Hashable] = set()
    out: list[Choice] = []
    for choice in sorted(choices, key=lambda c: -c.score):  # sorted() is stable
        key = decision(choice.action)
        if key not in seen:
            seen.add(key)
            out.append(choice)
    return out[:limit]


def _words(text: str) -> str:
    """``text``'s words, lower case, without what stands in brackets (a price, a worth)."""
    return " ".join(re.findall(r"\w+", re.sub(r"\([^)]*\)", "", text).lower()))


def restates(text: str, label: str) -> bool:
    """True when ``text`` says again what the move's ``label`` says: the whole label, or
    the label after its first word ("Buy a Soldier in Fenmere": "a Soldier in Fenmere"),
    when that is two words or more."""
    said = f" {_words(text)} "
    words = _words(label).split()
    parts = [words, words[1:]] if len(words) > 2 else [words]
    return any(len(part) > 1 and f" {' '.join(part)} " in said for part in parts)


def without_label(reason: str, label: str) -> str:
    """``reason`` without its parts (between ": " and "; ") that only say the move again:
    a hint's line reads "move: why", so the why never repeats the move."""
    parts = re.split(r"(: |; )", reason)
    kept: list[str] = []
    for i in range(0, len(parts), 2):
        if restates(parts[i], label):
            continue
        if kept:
            kept.append(parts[i - 1])
        kept.append(parts[i])
    return "".join(kept) or reason


def compared(choices: Sequence[Choice]) -> list[Choice]:
    """A hint's list with its ties said in words, for a title whose reasons give no figure
    of the computer's weighing (playtest 24: "worth 1.4" meant nothing to a newcomer): a
    choice scored as the one above it is "as good as the move above"; one whose reason
    repeats an earlier line's, though scored lower, is "not quite as good"."""
    out: list[Choice] = []
    for i, choice in enumerate(choices):
        said = choice.reason
        if i and choice.score == choices[i - 1].score:
            said = tr("{why}; as good as the move above", why=said)
        elif any(c.reason == choice.reason for c in choices[:i]):
            said = tr("{why}; not quite as good as the move above", why=said)
        out.append(dataclasses.replace(choice, reason=said))
    return out
