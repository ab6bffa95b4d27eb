"""End buying for a seat with two armies, while one of them has bought nothing (playtest 25,
shot 74: one person played the Humans and the Dwarves, bought for the Humans, pressed End
buying, and the Dwarves' 27 crowns went unspent without a word: the purchase list showed only
the Humans). When the seat bought for one army, End buying that ends the buying of another
that bought nothing and could still afford a unit is asked about first: the frame's "Are you
sure?" names the army and its crowns. A seat that bought for none of its armies is not asked
(playtest 18: saving is a choice, and a question every turn was a nuisance).

Nothing here decides a rule: what an army could buy is the engine's offers (``Ware.why``
empty), and what it bought this turn is the moves made since the seat's buying began."""

from __future__ import annotations

from typing import Any

from forgegames.core.i18n import ntr
from forgegames.games.warparty.actions import EndCombat, EndMove, EndTurn, Ready
from forgegames.games.warparty.board_info import PHASE_COLLECT, army_name

PHASE_ENDS = (EndCombat, EndMove, EndTurn, Ready)
"""Moves that end a phase or a seat's buying: looking back for a purchase stops at them."""


class IdleBuyers:
    """Asks before End buying ends the buying of an army that bought nothing (a part of the
    board, before ``SetupHelp`` among its bases: its ``losses`` and ``asks_first`` add to
    those that follow)."""

    def losses(self, action: Any) -> list[str]:
        words = [
            ntr(
                crowns,
                "buying for the {army}, who bought nothing this turn and still hold {n} crown",
                "buying for the {army}, who bought nothing this turn and still hold {n} crowns",
                army=army_name(army),
            )
            for army, crowns in self.idle_buyers(action)
        ]
        return words + super().losses(action)  # type: ignore[misc]

    def asks_first(self, action: Any) -> bool:
        """End buying with an idle army is asked about, though Undo could take it back: the
        question is the reminder (a told move's message is easily missed)."""
        return bool(self.idle_buyers(action)) or super().asks_first(action)  # type: ignore[misc]

    def idle_buyers(self, action: Any) -> list[tuple[str, int]]:
        """Each army whose buying ``action`` (End buying) ends with the army's treasury, when
        the seat buys for more than one army, another of them has bought something and this
        one nothing since the seat's buying began, though a unit offer is open to it now;
        [] otherwise."""
        state = self.state  # type: ignore[attr-defined]
        if not isinstance(action, EndTurn) or state.phase != PHASE_COLLECT:
            return []
        wares = self.wares  # type: ignore[attr-defined]
        armies = list(dict.fromkeys(w.army for w in wares))
        if len(armies) < 2:
            return []
        busy = self._bought_this_turn()
        if not busy:  # saving every army's crowns is a choice (playtest 18: asked every turn)
            return []
        return [
            (army, state.army(army).treasury)
            for army in armies
            if army not in busy
            and any(w.army == army and w.kind == "unit" and not w.why for w in wares)
        ]

    def _bought_this_turn(self) -> set[str]:
        """The armies that bought, founded, upgraded, researched or sold since the last move
        that ended a phase or a seat's buying."""
        armies: set[str] = set()
        for entry in reversed(self.scene.played(0)):  # type: ignore[attr-defined]
            if isinstance(entry.action, PHASE_ENDS):
                break
            army = getattr(entry.action, "army", None)
            if army:
                armies.add(army)
        return armies
