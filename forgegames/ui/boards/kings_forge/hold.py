"""A King's Forge moment the game moves past by itself, held until a person at the screen has
read it (playtest 14: a person's last +1 ended their craft turn by itself, and the computer's
craft and the round's clean-up ran on to round 2 with no pause).

Two moments are held: a person's craft turn that the rules end by itself (the move was not End:
their dice can craft or steal nothing more, or a steal ended it), and a round's end (the
clean-up, the dice going back, the new round's cards). The board says why in the prompt, shows
an OK button, and holds the computer players' next move (``holds_play``) until a person presses
OK, Enter, or clicks the board, or makes a move. Nothing is held at the instant pace (tests that
play on) nor when nobody is at the screen; the moves are the engine's, untouched."""

from __future__ import annotations

from typing import Any

from forgegames.core.i18n import tr
from forgegames.games.kings_forge.actions import End, Steal
from forgegames.games.kings_forge.board_info import steal_lines
from forgegames.games.kings_forge.state import PHASE_CRAFT, PHASE_OVER
from forgegames.ui.boards.kings_forge.part import Part


class PlayHold(Part):
    """Part of ``KingsForgeBoard``: a craft turn ended by itself or a round ended, held."""

    note: tuple[int, str] | None = None
    """The history's length when the moment happened and the words said (None: nothing
    held)."""

    seen: int | None = None
    """The history's length already looked through (None before the first look: a game
    opened part-way is not told its old moments)."""

    def watch(self) -> None:
        """Look through the moves made since the last look for a moment to hold; let the note
        go once a person has moved since it, or the moves that made it were taken back."""
        scene = self.scene
        if scene.read_only() or not self.at_screen():
            self.note, self.seen = None, scene.moves_made()
            return
        history = scene.played(0)
        start = len(history) if self.seen is None else min(self.seen, len(history))
        for index in range(start, len(history)):
            first, words = self.moment(index, history[index])
            if first or words:
                old = self.note[1] if self.note is not None else ""
                self.note = (index + 1, " ".join(p for p in (first, old, words) if p))
        self.seen = len(history)
        note = self.note
        if note is None:
            return
        humans = scene.humans
        moved = any(entry.actor in humans for entry in history[note[0] :])
        if note[0] > len(history) or moved:
            self.note = None

    def at_screen(self) -> bool:
        """A person plays at this screen, at a pace that is not the instant one, outside a
        lesson (a lesson's notes pace it)."""
        scene = self.scene
        if scene.lesson_running():
            return False
        return bool(scene.humans) and scene.bot_delay_ms() > 0

    def moment(self, index: int, entry: Any) -> tuple[str, str]:
        """The words of the moment move ``index`` made, "" when it made none to hold: those
        the note opens with (a round's end: the steals the people have not seen, playtest
        35) and those it goes on with."""
        scene = self.scene
        before = scene.view_before(index)
        after = self.after(index)
        if after.phase == PHASE_OVER:
            return "", ""  # the results screen says the rest
        words = ""
        humans = scene.humans
        own = (
            entry.actor in humans
            and before.phase == PHASE_CRAFT
            and before.turn == entry.actor
            and not isinstance(entry.action, End)
        )
        if own and (after.phase != PHASE_CRAFT or after.turn != entry.actor):
            words = self.ended_words(before, entry)
        if after.round > before.round:
            words = f"{words} {self.round_words(before, after)}".strip()
            return self.steal_words(index), words
        return "", words

    def steal_words(self, index: int) -> str:
        """Every steal since a person at the screen last moved, up to move ``index``, told
        plainly (playtest 35: a computer stole the person's Anvil while the round ran on, and
        only the log said so); "your" when one person plays here."""
        scene = self.scene
        history = scene.played(0)[: index + 1]
        moves = [(entry.actor, entry.action) for entry in history]
        humans = scene.humans
        lasts = [
            next((i for i in range(len(moves) - 1, -1, -1) if moves[i][0] == seat), -1)
            for seat in humans
        ]
        you = humans[0] if len(humans) == 1 else None
        names = tuple(scene.seat_name(seat) for seat in range(len(scene.visible_state().players)))
        lines = steal_lines(self.board.world, names, moves, min(lasts, default=-1) + 1, you)
        return " ".join(lines)

    def after(self, index: int) -> Any:
        """The position right after move ``index``."""
        if index + 1 < self.scene.moves_made():
            return self.scene.view_before(index + 1)
        return self.scene.visible_state()

    def ended_words(self, before: Any, entry: Any) -> str:
        """Why the person's craft turn ended by itself."""
        name = self.scene.seat_name(entry.actor)
        action = entry.action
        if isinstance(action, Steal):
            return tr("{name}: a steal is your whole craft turn, so it ends here.", name=name)
        left = len(before.pool) - len(getattr(action, "dice", ()))
        if left <= 0:
            return tr("{name}: you have no dice left, so your craft turn ends.", name=name)
        return tr(
            "{name}: your dice can craft or steal nothing now, so your craft turn ends.",
            name=name,
        )

    def round_words(self, before: Any, after: Any) -> str:
        """The round's end in short: the dice back, the new round's cards and first player."""
        return tr(
            "Round {r} is over: dice on the docks and on coin spaces went back to the stock, all "
            "other dice back to their owners' supplies. Round {n}: new gather cards, and "
            "{who} holds the first-player anvil.",
            r=before.round,
            n=after.round,
            who=self.scene.seat_name(after.first),
        )

    def holds(self) -> bool:
        """True while a note is held: the computer players wait for it."""
        return self.note is not None

    def words(self) -> str:
        return self.note[1] if self.note is not None else ""

    def dismiss(self) -> None:
        """OK (or Enter, or a click on the board): read; play goes on."""
        self.note = None
        self.board.refresh()
        self.scene.invalidate()
