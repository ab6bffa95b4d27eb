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
        self.key_path = key_path
        self.problem = problem
        where = f"{file}: {key_path}" if key_path else file
        super().__init__(f"{where}: {problem}")


class SaveError(ValueError):
    """A save file cannot be used; the file itself is never modified."""
