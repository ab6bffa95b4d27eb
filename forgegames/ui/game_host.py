"""The game frame's side of ``BoardHost`` that its other parts did not already give: the
session and the app as a board may see them (views, counts, named services), never themselves."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.bot_words import computer_label, level
from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import N_, listing, tr
from forgegames.core.session import Entry
from forgegames.core.title import TERMINAL
from forgegames.ui.hotseat import WHY_MS, ConfirmLoss, Notice, sentence
from forgegames.ui.overlays import ChoiceDialog

TOLD_WORDS = N_("By choosing “{move}” you gave up {what}. Ctrl+Z takes it back.")
"""What a move that lost something says once made, where Undo can take it back (issue #39;
playtest 22: "Finish managing quests lost Rats in the Cellar…" read as broken words)."""


class HostServices:
    """Mixed into ``GameScene`` (which has ``session``, ``app`` and ``view_of``)."""

    session: Any
    app: Any
    title: Any
    board: Any
    view_of: Callable[[Any], Any]
    handover: int | None
    flowed: int | None
    teaching: Any
    humans: Any
    toast: Notice | None
    notes: Any
    computer: Any
    show_toast: Callable[..., None]
    undo_seat: Callable[[], int | None]

    @property
    def scale(self) -> float:
        return self.app.board_scale

    def view_before(self, index: int) -> Any:
        return self.view_of(self.session.state_before(index))

    def view_after(self, action: Action) -> Any:
        return self.view_of(self.session.title.apply(self.session.state, action).state)

    def played(self, start: int = 0) -> Sequence[Entry]:
        return self.session.history[start:]

    def moves_made(self) -> int:
        return len(self.session.history)

    def last_mover(self) -> int | None:
        history = self.session.history
        return next((entry.actor for entry in reversed(history) if entry.actor >= 0), None)

    def seat_to_move(self) -> int:
        return self.session.active

    def is_bot(self, seat: int) -> bool:
        return seat in self.session.bots

    def seat_kind(self, seat: int, short: bool = False) -> str:
        seats = self.session.config.seats
        kind = seats[seat].bot if 0 <= seat < len(seats) else None
        if not kind:
            return ""
        return tr("({level})", level=level(kind)) if short else computer_label(kind)

    def game_over(self) -> bool:
        return self.session.over

    def holds_turn_after(self, action: Action) -> bool:
        return self.session.holds_turn_after(action)

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def open_handover(self, mover: int, active: int) -> bool:
        """True when the turn passes from a person to the next seat at once, without End turn:
        to another person with a banner and no curtain, to a computer player that moves after
        its usual pause (``Title.open_handover``). Undo takes the move back until that seat
        has acted (``flowed_undo``)."""
        if not (mover in self.humans and active >= 0 and self.curtained):
            return False
        history = self.session.history
        made = next((i for i in range(len(history) - 1, -1, -1) if history[i].actor == mover), 0)
        before = self.session.state_before(made)
        return self.title.open_handover(before, self.session.state)

    def flowed_undo(self) -> bool:
        """Undo would take back a person's move that handed the turn on by itself while the
        seat it went to has not acted: it goes before a computer player's next move (playtest
        ux40: a placement against the computer waited for End turn only to stay undoable).
        Not once it went to another person: their turn is theirs (issue 39)."""
        flowed, to_person = self.flowed, self.session.active in self.humans
        if self.handover is not None or flowed is None or to_person:
            return False
        return self.session.can_undo(flowed)

    def undo_open(self) -> bool:
        """Whether Undo can take a move back now, as the top bar's Undo button shows: not
        while a computer player moves (a search stops for an undo, and a move handed on by
        itself goes before it)."""
        acting, computer = self.computer.acting(), self.computer
        waits = acting and not (computer.searching() or self.flowed_undo())
        return not waits and self.session.can_undo(self.undo_seat())

    def drop_untrue_undo(self) -> None:
        """A message that says Undo takes its move back (``Notice.undo``) goes the moment
        Undo no longer can: End turn pressed, the curtain, the next seat acting, a computer
        player moving (playtest 22 item 2: "... Ctrl+Z takes it back." stayed on the next
        person's screen, Undo greyed). Called whenever the frame refreshes after a change."""
        if self.toast is not None and self.toast.undo and not self.undo_open():
            self.toast = None

    def holds_turn(self, mover: int | None) -> bool:
        """Whether the move ``mover`` just made is held for End turn: it passed the turn on
        (the game not over) and is still theirs to take back."""
        if mover is None or self.session.over:
            return False
        return self.session.active != mover and self.session.can_undo(mover)

    # --- the lesson, as a board may ask of it (``scene.teaching`` keeps it) ------------------
    def lesson_words(self) -> str:
        return self.teaching.lesson_words()

    def lesson_holds(self) -> bool:
        return self.teaching.lesson_holds()

    def lesson_running(self) -> bool:
        return self.teaching.lesson_running()

    def taught(self) -> Any:
        return self.teaching.taught()

    def may_follow(self, action: Action) -> bool:
        return self.teaching.may_follow(action)

    def side_notes(self) -> list[Any]:
        return self.teaching.side_notes()

    def marked_places(self) -> list[Any]:
        return self.teaching.hint_marks

    def legend_opened(self) -> bool:
        return self.menu.legend_opened  # type: ignore[attr-defined]

    def drop_toast(self, text: str) -> None:
        if self.toast is not None and self.toast.text == text:
            self.toast = None

    def ask_choice(
        self,
        heading: str,
        choices: list[tuple[str, Callable[[], None], bool]],
        lines: list[str],
        on_point: Callable[[int | None], None] | None = None,
        tips: list[str] | None = None,
    ) -> None:
        aside = on_point is not None
        dialog = ChoiceDialog(self.app, heading, choices, lines, on_point, aside, tips)
        taught = self.teaching.taught()
        if taught is not None:  # the lesson's mark goes on in the dialog, on the taught choice
            words = self.describe(taught)  # type: ignore[attr-defined]
            dialog.marked = next((i for i, c in enumerate(choices) if c[0] == words), None)
        self.app.push(dialog)

    def on_top(self) -> bool:
        return self.app.stack.top is self

    def bot_delay_ms(self) -> int:
        return self.app.bot_delay_ms

    def tell_move(self, words: str, ms: int = 0, undo: bool = False) -> None:
        """Show ``words`` about the move just made (at least ``ms`` long): Undo takes them back
        with the move, Redo brings them back with it (``move_notes``). ``undo``: the words say
        Undo takes the move back, so they go once it no longer can (``drop_untrue_undo``)."""
        self.show_toast(words, error=False)
        if self.toast is not None:
            self.toast.ms = max(self.toast.ms, ms)
            self.toast.undo = undo
        self.notes.tie(self.toast)

    # --- a move that loses something: asked about, or played and told ----------------------
    def play_losing(self, action: Action, losses: list[str], kind: str) -> bool:
        """Play ``action``, which loses ``losses``: at once with a message naming them and
        the Undo key when Undo can take it back (playtest 19: newcomers met too many "Are you
        sure?"); else ask first (False until then), with the per-seat "don't ask me again"."""
        title, session, seat = self.title, self.session, self.session.active
        move = self.describe(action)
        if self.undo_takes_back(action):
            if not self.commit(action):
                return False
            words = tr(TOLD_WORDS, move=move, what=listing(losses))
            self.toast = Notice(sentence(words), WHY_MS, about=session.state, undo=True)
            self.notes.tie(self.toast)  # Undo takes the message back with the move
            return True
        self.drop_focus()  # Enter must not press the button of a move that loses again
        self.app.push(
            ConfirmLoss(
                self.app,
                move,
                losses,
                lambda: self.commit(action),
                lambda: session.silence(seat, kind),
                title.costs_dearly(session.state, action),
            )
        )
        return False

    def undo_takes_back(self, action: Action) -> bool:
        """True when Undo can take ``action`` back once it is made: the game goes on, no roll,
        draw or secret follows it (a teaching table takes those back too), and the turn stays,
        or is held for End turn. Never for a move that loses the game, nor one the board asks
        about anyway (``asks_first``), nor one that passes the turn on by itself (``undo_seat``:
        not once another person has the turn, nor a computer player about to move)."""
        title, session = self.title, self.session
        state, seat = session.state, session.active
        if title.loses_the_game(state, action) or self.board.asks_first(action):
            return False
        if title.reveals_hidden(state, action) and not session.teaching:
            return False
        try:
            after = title.apply(state, action).state
        except IllegalAction:
            return True  # not asked: ``commit`` shows the rule that refuses it
        nxt = title.current_player(after)
        if nxt == TERMINAL or (nxt < 0 and not session.teaching):
            return False
        if session.teaching or nxt == seat:
            return True
        # another seat: the turn waits for End turn, unless it passes on by itself
        return not title.open_handover(state, after)
