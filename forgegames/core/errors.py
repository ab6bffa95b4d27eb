"""Errors with messages meant for people: players, data editors, save owners."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules forbid; the message names the rule in a player's words.

    ``rule`` is the id of the section of the title's rules text (``data/<title>/rules_text.yaml``)
    that explains the refusal: the interface links the message to it ("Why?"). It is named
    where the refusal is worded (here, or in the ``Refusal`` given as ``message``), never
    worked out afterwards from the words.
    """

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule if rule is not None else getattr(message, "rule", None)


class Refusal(str):
    """The words of a refusal together with the rules section that explains them (``rule``),
    for code that words a refusal before another raises it (``IllegalAction(refusal)`` keeps
    the section) or a board passes it on: the section is named where the words are chosen."""

    rule: str | None
    short: str
    """The same refusal in a few words, for a crowded row ("1 upgrade a turn"; ux32), or ""
    where only the whole sentence says it."""

    def __new__(cls, text: str, rule: str | None = None, short: str = "") -> Refusal:
        made = super().__new__(cls, text)
        made.rule = rule
        made.short = short
        return made


class ContentError(ValueError):
    """A data file is broken; the message names the file, the key path and the problem."""

    def __init__(self, file: str, key_path: str, problem: str) -> None:
        from forgegames.core.paths import may_quote  # paths imports nothing of the program

        if not may_quote(file):
            key_path = ""
            problem = (
                "is not a file this program can read (what it holds is not shown: it is not "
                "yours, nor the program's, nor in your data folder)"
            )
        self.file = file
        self.key_path = key_path = _shortened(key_path, 200)
        self.problem = problem = _shortened(problem, 600)
        where = f"{file}: {key_path}" if key_path else file
        super().__init__(f"{where}: {problem}")


def _shortened(text: str, limit: int) -> str:
    """A message part cut to ``limit`` characters (a value quoted from a hostile file must
    not make a message of megabytes)."""
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text):,} characters)"


class SaveError(ValueError):
    """A save file cannot be used; the file itself is never modified."""
