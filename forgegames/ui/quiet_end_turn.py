"""A habitual End turn click just after a move passed the turn on by itself (playtest 11):
for a moment it does nothing, and the next person's banner says the turn passed by itself."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from forgegames.core.i18n import tr
from forgegames.ui.hotseat import PASSED_WORDS, QUIET_END_TURN_MS


class QuietEndTurn:
    """The game frame's quiet time after a turn passed by itself (``scene.quiet``)."""

    def __init__(self) -> None:
        self.ms = 0
        """How long a click on the disabled End turn still does nothing."""
        self.passed = False
        """The turn passed to a person by itself and their banner has not yet said so."""

    def passed_by_itself(self, to_person: bool) -> None:
        """A move passed the turn on without End turn (``to_person``: a person plays next)."""
        self.ms = QUIET_END_TURN_MS
        self.passed = to_person

    def banner_words(self) -> str:
        """The banner's second line when the turn passed by itself (said once); the quiet
        time starts again, as a curtain may have stood between the move and the banner."""
        if not self.passed:
            return ""
        self.passed = False
        self.ms = QUIET_END_TURN_MS
        return tr(PASSED_WORDS)

    def swallows(self, intent: Any, buttons: Iterable[Any], end_turn: Callable[[], None]) -> bool:
        """True for a click on the disabled End turn within the quiet time."""
        if self.ms <= 0 or intent.kind != "click":
            return False
        return any(
            b.on_press == end_turn and not b.enabled and b.rect.collidepoint(intent.pos)
            for b in buttons
        )

    def tick(self, dt_ms: int) -> None:
        self.ms = max(0, self.ms - dt_ms)
