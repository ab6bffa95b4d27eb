"""The game frame's computer players: when one moves, its move played, logged and animated,
and "Skip to my turn" (their moves at once, up to a person's turn)."""

from __future__ import annotations

from typing import Any

import pygame

from forgegames.core.i18n import tr
from forgegames.core.thinking import Thinking, thinks_long
from forgegames.ui import sound, theme

LESSON_PACE_MS = 1000
"""A lesson's computer moves come one a second whatever the speed setting (a move of the
same kind as the one before it follows as soon as that one is shown)."""

THINK_POLL_MS = 40
"""While a searching computer player thinks in its own process, the frame looks for its move
(and moves the "thinking" mark) this often: the window keeps drawing, without spinning."""


class ComputerTurns:
    """Mixed into ``GameScene``: the computer players' moves."""

    app: Any
    session: Any
    board: Any
    animations: Any
    changes: dict[str, tuple[Any, Any]]
    handover: int | None
    skippable: bool
    bot_seat: int
    bot_timer: int
    lesson_holds: Any
    lesson_running: Any
    lesson: Any
    seat_name: Any
    describe: Any
    thinking: Thinking
    seat_tag_rect: Any

    def bot_acting(self) -> bool:
        """True while a computer player is thinking or moving: Undo and Redo wait (they would
        race the computer's next move)."""
        if self.session.over or self.handover is not None:
            return False
        return self.session.is_bot_turn()

    def bot_should_move(self) -> bool:
        """A computer player is to move now (not behind a layer, not while a person's turn
        is held, not while the lesson's note waits for Next or the board holds play)."""
        if not self.session.is_bot_turn() or self.app.stack.top is not self:
            return False
        return self.handover is None and not self.lesson_holds() and not self.board.holds_play()

    def move_bot(self) -> bool:
        """The computer player to move moves, or thinks on: a quick player's move is played
        now; a searching player's is worked out in another process (started at the first
        call) and played at the call that finds it back. True when a move was played."""
        session = self.session
        key = (len(session.history), session.active)
        if self.thinking.busy and self.thinking.key != key:
            self.thinking.cancel()  # the game moved on (a redo, a rewind): that search is moot
        if self.thinking.busy:
            try:
                action = self.thinking.result()
            except RuntimeError:  # its process died (out of memory, killed): choose here
                self.play_bot()
                return True
            if action is None:
                return False
            self.play_bot(action=action)
            return True
        request = session.bot_search()
        if request is None:
            self.play_bot()
            return True
        self.thinking.start(session.title, *request, key=key)
        return False

    def bot_searching(self) -> bool:
        """A searching computer player is to move: it thinks in another process, so Undo
        need not wait for it (undoing stops the search)."""
        return self.bot_acting() and thinks_long(self.session.bots.get(self.session.active))

    def stop_thinking(self) -> None:
        """End a computer player's search at once (undo, leaving the game, skipping)."""
        self.thinking.cancel()

    def draw_thinking(self, surface: pygame.Surface) -> None:
        """While a computer player searches: three dots under its seat in the top bar, one
        lit in turn (the frame keeps moving while it thinks)."""
        rect = getattr(self, "seat_tag_rect", None)
        if not self.thinking.busy or rect is None:
            return
        s = self.app.board_scale
        r = max(2, int(3 * s))
        lit = pygame.time.get_ticks() // 250 % 3
        for i in range(3):
            colour = theme.ACCENT if i == lit else theme.TEXT_DIM
            centre = (rect.x + int(9 * s) + i * 3 * r, rect.bottom + r)
            pygame.draw.circle(surface, colour, centre, r)

    def play_bot(self, quick: bool = False, action: Any = None) -> None:
        """One computer move, logged and marked on the board until the next one (``quick``:
        without its sound and animation; ``action``: the move a search sent back, else the
        bot chooses it now)."""
        first = len(self.session.history)
        self.bot_seat = self.session.active
        before = self.view_of(self.session.state)
        if action is None:
            self.stop_thinking()
            action = self.session.bot_action()
        self.log_events(self.session.apply(action), first, not quick)
        self.changes["bot"] = (before, self.view_of(self.session.state))
        self.after_change()
        if not quick:
            self.animate(before)

    def lesson_pause(self) -> int | None:
        """In a lesson, the pause before the computer's next move: the teaching pace, or none
        when the move goes with the one before it (the same seat's move of the same kind,
        without words of its own: one city founded after another, one unit after another
        moved; each still animated and marked); None outside a lesson."""
        run = self.lesson
        if run is None or not self.lesson_running():
            return None
        history = self.session.history
        index = run.sync(len(history))
        coming = run.scripted_move(len(history))
        last = history[-1] if history else None
        if coming is None or last is None or last.actor != self.session.active:
            return LESSON_PACE_MS
        if run.tutorial.steps[index].say:
            return LESSON_PACE_MS
        same = str(coming).split()[0] == str(last.action).split()[0]
        return 0 if same else LESSON_PACE_MS

    def bot_pace(self) -> int:
        """The pause before a computer move: the speed setting's, or in a lesson the teaching
        pace (the instant pace of tests stays instant)."""
        usual = self.app.bot_delay_ms
        return LESSON_PACE_MS if usual and self.lesson_running() else usual

    def bot_words(self, seat: int) -> str:
        """What the panel says while a computer player is to move: in a lesson, the move it
        is making (the script knows it), else that it is thinking."""
        name = self.seat_name(seat)
        run = self.lesson
        coming = run.scripted_move(len(self.session.history)) if run is not None else None
        if coming is None or not self.lesson_running():
            return tr("{name} is thinking…", name=name)
        return tr("{name} plays: {move}", name=name, move=self.describe(coming))

    def can_skip(self) -> bool:
        """True when "Skip to my turn" has something to do: a computer player is to move in
        a game a person plays too (not while a person's turn is held for End turn, nor
        while the lesson's note waits for Next)."""
        return self.skippable and self.bot_acting() and not self.lesson_holds()

    def skip_to_my_turn(self) -> None:
        """Play the computer players' moves at once, without animations, until a person is
        to act, the game ends or a lesson's step with words is reached; each move is logged
        (and marked) as it would be one by one, and the board shows what they changed
        together."""
        if not self.can_skip():
            if self.lesson_holds():
                return
            self.show_toast(tr("No computer player is to move now."))
            return
        before = self.view_of(self.session.state)
        first = len(self.session.history)
        # in a lesson, up to the computer's next step with words (then shown, waiting for Next)
        while self.session.is_bot_turn() and not self.session.over and not self.lesson_holds():
            self.play_bot(quick=True)
            if self.app.stack.top is not self:  # the results, or a curtain: the moves stop
                break
        sound.play_move(self.session.history[first:])
        self.changes["bot"] = (before, self.view_of(self.session.state))
        self.animations.skip()
        self.bot_timer = self.bot_pace()
        self.refresh()

    def animate(self, before: Any) -> None:
        """Animate what changed from ``before`` to the game on screen now (when animations
        are on); the board already shows the new state. Not behind a scene the change put on
        top (the hand-over curtain, the results): nobody would see it, and the view changed."""
        if self.app.animation_factor > 0 and self.app.stack.top is self:
            self.animations.start(self.board.animations(before, self.visible_state()))
        else:
            self.animations.skip()
