"""The game frame's computer players: when one moves, its move played, logged and animated,
and "Skip to my turn" (their moves at once, up to a person's turn).

``ComputerTurns`` is a collaborator the scene owns (``scene.computer``), not a mixin: it keeps
its own state (the search under way, the pause before the next move, whose move is marked) and
asks the scene only what ``ComputerHost`` names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import tr
from forgegames.core.thinking import Thinking, thinks_long
from forgegames.core.title import Event
from forgegames.ui import sound, theme
from forgegames.ui.animation import Animation, Player

LESSON_PACE_MS = 1000
"""A lesson's computer moves come one a second whatever the speed setting (a move of the
same kind as the one before it follows as soon as that one is shown)."""

ROW_PACE = 2 / 3
"""Where several computer players play in a row (no person between them), each step comes at
this share of the usual pace: the person waits for all of them."""

SAME_PACE = 1 / 3
"""A computer step like the one its player made just before it (the same kind of move, in the
same run, nothing drawn by chance since) is held for this share of the pace: the first of
them shows what the player is doing, and each of the rest is still seen, marked and animated
(the next step waits for its animation whatever the pace). A Warparty turn of 26 steps
(troops moved one group after another, units bought one after another) took 23 s at the
normal pace (issues 39 and 40), while the general chose all of them in under a quarter of a
second of CPU; now 13 to 16 s."""

THINK_POLL_MS = 40
"""While a searching computer player thinks in its own process, the frame looks for its move
(and moves the "thinking" mark) this often: the window keeps drawing, without spinning."""


class ComputerHost(Protocol):
    """All ``ComputerTurns`` asks of the game frame (``GameScene`` is one)."""

    app: Any
    """The window: its pace settings (``bot_delay_ms``, ``animation_factor``), its scale."""
    session: Any
    """The game being played (a replay's cursor steps it)."""
    board: Any
    log_column: Any
    """The log column: lines of a move held until its step on the board ends."""
    animations: Player
    changes: dict[str, tuple[Any, Any]]
    """The pairs of views whose differences the frame marks; "bot" is set here."""
    handover: int | None
    skippable: bool
    teaching: Any
    """The hint and the lesson (``teaching.Teaching``): its ``lesson`` is the one being run,
    or None."""

    def on_top(self) -> bool: ...

    def lesson_holds(self) -> bool: ...

    def lesson_running(self) -> bool: ...

    def seat_name(self, seat: int) -> str: ...

    def describe(self, action: Action) -> str: ...

    def view_of(self, state: Any) -> Any: ...

    def log_events(self, events: Sequence[Event], first: int, audible: bool = True) -> None: ...

    def after_change(self, mover: int | None = None) -> None: ...

    def animate(self, before: Any) -> None: ...

    def show_toast(self, message: str, error: bool = True) -> None: ...

    def refresh(self) -> None: ...


class ComputerTurns:
    """The computer players' moves in a game frame: when, at what pace, and shown how."""

    def __init__(self, host: ComputerHost) -> None:
        self.host = host
        self.timer: int = host.app.bot_delay_ms
        """The pause left before the next computer move."""
        self.thinking = Thinking()
        """A searching computer player's move being worked out in another process."""
        self.seat = 0
        """The computer player whose last move is marked."""
        self.shown: list[Animation] = []
        """The board's picture of the computer's last step, held for reading (``show_step``)."""
        self.shown_at = 0
        """The length of the game's history when ``shown`` was set: a step skipped after a
        person moved since (their click ends it) says nothing about the computer's next move."""
        self.holding = False
        """True while the log holds lines of the computer's last move for its step's end."""

    def acting(self) -> bool:
        """True while a computer player is thinking or moving: Undo and Redo wait (they would
        race the computer's next move)."""
        host = self.host
        if host.session.over or host.handover is not None:
            return False
        return host.session.is_bot_turn()

    def should_move(self) -> bool:
        """A computer player is to move now (not behind a layer, not while a person's turn
        is held, not while the lesson's note waits for Next or the board holds play)."""
        host = self.host
        if not host.session.is_bot_turn() or not host.on_top():
            return False
        return host.handover is None and not host.lesson_holds() and not host.board.holds_play()

    def move(self) -> bool:
        """The computer player to move moves, or thinks on: a quick player's move is played
        now; a searching player's is worked out in another process (started at the first
        call) and played at the call that finds it back. True when a move was played."""
        session = self.host.session
        key = (len(session.history), session.active)
        if self.thinking.busy and self.thinking.key != key:
            self.thinking.cancel()  # the game moved on (a redo, a rewind): that search is moot
        if self.thinking.busy:
            try:
                action = self.thinking.result()
            except RuntimeError:  # its process died (out of memory, killed): choose here
                self.play()
                return True
            if action is None:
                return False
            self.play(action=action)
            return True
        request = session.bot_search()
        if request is None:
            self.play()
            return True
        self.thinking.start(session.title, *request, key=key)
        return False

    def searching(self) -> bool:
        """A searching computer player is to move: it thinks in another process, so Undo
        need not wait for it (undoing stops the search)."""
        session = self.host.session
        return self.acting() and thinks_long(session.bots.get(session.active))

    def stop_thinking(self) -> None:
        """End a computer player's search at once (undo, leaving the game, skipping)."""
        self.thinking.cancel()

    def draw_thinking(self, surface: pygame.Surface, seat_tag: pygame.Rect | None) -> None:
        """While a computer player searches: three dots under its seat's tag in the top bar
        (``seat_tag``, where it was drawn), one lit in turn (the frame keeps moving while it
        thinks)."""
        if not self.thinking.busy or seat_tag is None:
            return
        s = self.host.app.board_scale
        r = max(2, int(3 * s))
        lit = pygame.time.get_ticks() // 250 % 3
        for i in range(3):
            colour = theme.ACCENT if i == lit else theme.TEXT_DIM
            centre = (seat_tag.x + int(9 * s) + i * 3 * r, seat_tag.bottom + r)
            pygame.draw.circle(surface, colour, centre, r)

    def play(self, quick: bool = False, action: Any = None) -> None:
        """One computer move, logged and marked on the board until the next one (``quick``:
        without its sound and animation; ``action``: the move a search sent back, else the
        bot chooses it now)."""
        host = self.host
        first = len(host.session.history)
        self.seat = host.session.active
        before = host.view_of(host.session.state)
        if action is None:
            self.stop_thinking()
            action = host.session.bot_action()
        host.session.apply(action)
        entries = host.session.history[first:]
        later = [x for x in entries if not quick and host.board.shown_later(x.action)]
        host.log_events([e for x in entries if x not in later for e in x.events], first, not quick)
        host.changes["bot"] = (before, host.view_of(host.session.state))
        host.after_change()
        if not quick:
            host.animate(before)
            self.show_step(before, action)
        said = [e for x in later for e in x.events]
        if said and self.shown:  # the lines of what its step does not show yet: at its end
            host.log_column.hold_later(said, first)
            self.holding = True
        elif said:
            host.log_events(said, first, False)

    def show_step(self, before: Any, action: Any) -> None:
        """Hold the computer's step on the board for the pace's time (``Board.bot_step``: the
        place it acted on in its colour, with a short label), the move's motion after it, so
        a person can follow a turn of many steps one by one (playtest 11). The next move
        waits for it; a click or a key skips it and the next step comes at once (``tick``).
        At the instant pace (tests) nothing is held."""
        host, usual = self.host, self.host.app.bot_delay_ms
        lesson = self.lesson_pause() if usual else None  # a lesson's back-to-back: none
        ms = lesson if lesson is not None else min(self.pace(), host.board.bot_pause_ms(usual))
        if ms <= 0 or not host.on_top():
            return
        after = host.view_of(host.session.state)
        self.shown = host.board.bot_step(before, after, action, self.seat, ms)
        self.shown_at = len(host.session.history)
        if self.shown:  # a board without its own pictures of a step: its motion at once
            host.animations.hold(self.shown, ms)

    def in_a_row(self) -> bool:
        """True when more than one computer player has moved since a person last did (or the
        computer plays every seat): each step then comes at ``ROW_PACE``."""
        session = self.host.session
        seats: set[int] = set()
        for entry in reversed(session.history):
            if entry.actor < 0:
                continue
            if entry.actor not in session.bots:
                break
            seats.add(entry.actor)
            if len(seats) > 1:
                return True
        return False

    def lesson_pause(self) -> int | None:
        """In a lesson, the pause before the computer's next move: the teaching pace, or none
        when the move goes with the one before it (the same seat's move of the same kind,
        without words of its own: one city founded after another, one unit after another
        moved; each still animated and marked); None outside a lesson."""
        host = self.host
        run = host.teaching.lesson
        if run is None or not host.lesson_running():
            return None
        history = host.session.history
        index = run.sync(len(history))
        coming = run.scripted_move(len(history))
        last = history[-1] if history else None
        if coming is None or last is None or last.actor != host.session.active:
            return LESSON_PACE_MS
        if run.tutorial.steps[index].say:
            return LESSON_PACE_MS
        return 0 if step_kind(coming) == step_kind(last.action) else LESSON_PACE_MS

    def pace(self) -> int:
        """The pause before a computer move: the speed setting's, or in a lesson the teaching
        pace (the instant pace of tests stays instant)."""
        usual = self.host.app.bot_delay_ms
        if usual and self.host.lesson_running():
            return LESSON_PACE_MS
        share = (ROW_PACE if self.in_a_row() else 1) * (SAME_PACE if self.repeated() else 1)
        return round(usual * share)

    def repeated(self) -> bool:
        """True when the last step is a computer player's move of the same kind as the move
        it made just before (``step_kind``), with no chance outcome after either of them (a
        roll or a draw keeps the full pace: its result is read) and nobody's move between."""
        session = self.host.session
        if len(session.history) < 2:
            return False
        before, last = session.history[-2], session.history[-1]
        if last.actor < 0 or last.actor not in session.bots or before.actor != last.actor:
            return False
        return step_kind(before.action) == step_kind(last.action)

    def pace_changed(self) -> None:
        """The speed setting changed: the pause under way is no longer than the new pace."""
        self.timer = min(self.timer, self.host.app.bot_delay_ms)

    def wait(self) -> int:
        """The time left before the next computer move: the board may quicken the usual
        pace (a battle fought out), never slow a wait already set."""
        usual = self.host.app.bot_delay_ms
        lesson = self.lesson_pause() if usual else None  # tests' instant pace stays instant
        if lesson is not None:
            return min(self.timer, lesson)  # the teaching pace (see ``pace``)
        pace = self.host.board.bot_pause_ms(usual)
        return min(self.timer, pace) if pace < usual else self.timer

    def tick(self, dt_ms: int, may_move: bool = True) -> None:
        """``dt_ms`` went by while a computer player may move: it moves when its pause is
        over. The pause runs while the last move is animated; the next move waits for the
        animation's end too, so at the fastest pace it takes just the animation's time.

        A step skipped by a click hurries only the computer's next move in the same run: a
        person who clicked to make their own move (ending the computer's last step shown)
        asked for nothing of the computer's next turn (playtest 18: the card turned up by
        the person's claim was claimed at once by the computer, never seen unclaimed).

        Each frame, whether a computer player may move or not (``may_move``): once its step
        shown is over (read, or skipped), the log lines it held back are logged."""
        done = all(a.done for a in self.shown) or not self.host.animations.active
        if self.holding and done:
            self.holding = False
            self.host.log_column.log_later()
        if not may_move:
            return
        self.timer = max(0, self.wait() - dt_ms)
        if self.shown and not self.host.animations.active:
            skipped = any(not a.done for a in self.shown)
            if skipped and self.shown_at == len(self.host.session.history):
                self.timer = 0  # the person skipped the step shown: on to the next at once
            self.shown = []
        if self.timer <= 0 and not self.host.animations.active and self.move():
            self.timer = self.pace()

    def words(self, seat: int) -> str:
        """What the panel says while a computer player is to move: in a lesson, the move it
        is making (the script knows it), else that it is thinking."""
        host = self.host
        name = host.seat_name(seat)
        run = host.teaching.lesson
        coming = run.scripted_move(len(host.session.history)) if run is not None else None
        if coming is None or not host.lesson_running():
            return tr("{name} is thinking…", name=name)
        return tr("{name} plays: {move}", name=name, move=host.describe(coming))

    def can_skip(self) -> bool:
        """True when "Skip to my turn" has something to do: a computer player is to move in
        a game a person plays too (not while a person's turn is held for End turn, nor
        while the lesson's note waits for Next)."""
        return self.host.skippable and self.acting() and not self.host.lesson_holds()

    def skip_to_my_turn(self) -> None:
        """Play the computer players' moves at once, without animations, until a person is
        to act, the game ends or a lesson's step with words is reached; each move is logged
        (and marked) as it would be one by one, and the board shows what they changed
        together."""
        host = self.host
        if not self.can_skip():
            if host.lesson_holds():
                return
            host.show_toast(tr("No computer player is to move now."))
            return
        session = host.session
        before = host.view_of(session.state)
        first = len(session.history)
        # in a lesson, up to the computer's next step with words (then shown, waiting for Next)
        while session.is_bot_turn() and not session.over and not host.lesson_holds():
            self.play(quick=True)
            if not host.on_top():  # the results, or a curtain: the moves stop
                break
        sound.play_move(session.history[first:])
        host.changes["bot"] = (before, host.view_of(session.state))
        host.animations.skip()
        self.timer = self.pace()
        host.refresh()


def step_kind(action: Any) -> str:
    """The kind of a move: the first word of its text form ("move", "buy", "claim")."""
    words = str(action).split()
    return words[0] if words else ""
