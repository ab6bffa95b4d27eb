"""A pass in the gather phase hands the turn on at once, as a claim does, and the prompt says
what comes next (playtest 13: a claim passed the turn by itself while a pass waited for End
turn, and the newcomer could not tell which move needed it).

A claim turns the next gather card up, so it cannot be taken back and the frame hands the turn
on at once; a pass turns nothing up, so the frame holds it for End turn. The board presses End
turn for the passer at the next tick: both moves now hand over the same way. A pass that gives
something up (gather cards still within reach, the first-to-pass reward) is confirmed before it
is played, so nothing is lost that the passer did not agree to lose."""

from __future__ import annotations

from forgegames.core.i18n import tr
from forgegames.games.kings_forge.actions import Pass
from forgegames.games.kings_forge.state import PHASE_GATHER, KFState
from forgegames.ui.boards.kings_forge.part import Part


class HandOn(Part):
    """Part of ``KingsForgeBoard``: the gather pass handed on, and its words in the prompt."""

    pending = False
    """A person's gather pass is held for End turn: the board hands it on at the next tick."""
    drawn = True
    """The board has been drawn since the pass: the frame keeps that picture as the one
    before the next move, and a computer player's step shows its cards from it (handed on
    before a drawing, the picture kept was the passer's own turn, its gather cards lit)."""

    def watch(self) -> None:
        """At each refresh: note a gather pass the frame holds for End turn."""
        scene = self.scene
        holder = scene.handover
        last = scene.played(max(0, scene.moves_made() - 1))
        self.drawn = False
        self.pending = (
            holder is not None
            and bool(last)
            and last[-1].actor == holder
            and isinstance(last[-1].action, Pass)
        )

    def wakeup_ms(self) -> int | None:
        return 0 if self.pending else None

    def update(self) -> None:
        """Hand the held pass on (the next seat's banner, or the computer's move)."""
        if not self.pending or not self.drawn:
            return
        self.pending = False
        if self.scene.handover is not None:
            self.scene.end_turn(by_itself=True)  # a habitual End turn click stays quiet

    def mine_note(self, state: KFState) -> str:
        """Before a person's gather instructions: that everyone else has passed (they gather
        on alone), or that the seat before them just passed; "" otherwise."""
        if state.phase != PHASE_GATHER or state.sub:
            return ""
        others = [seat for seat in range(state.n) if seat != state.turn]
        if others and all(state.players[seat].passed for seat in others):
            return tr("Everyone else has passed: you gather on alone until you pass.")
        passer = self.last_passer(state)
        if passer is None:
            return ""
        return tr("{name} passed.", name=self.scene.seat_name(passer))

    def waiting_note(self, state: KFState) -> str:
        """While a computer player gathers after the person at the screen passed: who gathers
        on, and until when; "" otherwise."""
        viewer = self.scene.viewer
        if state.phase != PHASE_GATHER or viewer is None or viewer == state.turn:
            return ""
        if not state.players[viewer].passed:
            return ""
        return tr(
            "{name} passed: {next} gathers on until everyone has passed; then comes the craft "
            "phase.",
            name=self.scene.seat_name(viewer),
            next=self.scene.seat_name(state.turn),
        )

    def last_passer(self, state: KFState) -> int | None:
        """The seat whose move was the last one made, when it was a pass by another seat than
        the one to move."""
        entry = next((e for e in reversed(self.scene.played(0)) if e.actor >= 0), None)
        if entry is None or not isinstance(entry.action, Pass) or entry.actor == state.turn:
            return None
        return entry.actor
