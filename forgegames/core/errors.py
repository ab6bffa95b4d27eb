"""Errors with messages meant for people: players, data editors, save owners."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules forbid; the message names the rule in a player's words.

    ``rule`` is the id of the section of the title's rules text (``data/<title>/rules_text.yaml``)
    that explains the refusal, when one does: the interface links the message to it ("Why?").
    """

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule


class ContentError(ValueError):
    """A data file is broken; the message names the file, the key path and the problem."""

    def __init__(self, file: str, key_path: str, problem: str) -> None:
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
