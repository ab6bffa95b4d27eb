"""The one thing a board talks to: its host, the game frame around it.

A board never holds the session, the app or the whole game state. Everything it may ask is
named here, so what a seat may not see cannot reach the screen by accident: the states a host
hands out are the viewer's *view* (the title's ``view`` for the seat at the screen), and the
moves it takes go through the frame's own checks (whose turn, a lesson's step, "are you sure").
``GameScene`` implements it (and so the replay and scenario scenes built on it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import pygame

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.ui import theme


class BoardHost(Protocol):
    """All a board may ask of the game frame (see ``docs/architecture.md``, "The board host")."""

    # --- the title and who is looking ------------------------------------------------------
    title: Any
    """The title's engine interface: words (``describe_action``), scores, status, its world.
    Boards hand it views only (the states below), never a state of their own making."""
    viewer: int | None
    """The seat at the screen (None before the first curtain of a table of several people)."""
    handover: int | None
    """The person holding their turn for End turn, or None."""
    flowed: int | None
    """The person whose move just passed the turn on at once, without End turn (an open
    hand-over: Forge War's placing of overseers), while Undo may take it back; or None."""
    humans: list[int]
    """The seats people play."""
    toast: Any
    """The notice on screen (a refusal...), which a board may clear when it no longer holds."""
    log: Any
    """The game log panel (its ``entries``: the lines players read)."""
    animations: Any
    """The frame's animation player (its ``active``: something is moving over the board)."""
    marks: dict[str, list[pygame.Rect]]
    """The places the frame marks as changed, by kind: "bot" (the computer's last move),
    "since" (since the seat's last turn)."""
    last_picture: pygame.Surface | None
    """The screen as it was before the latest change (animations take the old look of what
    moved from it), or None."""

    @property
    def hover_tag(self) -> tuple[int, int] | None:
        """The moves of the log line under the pointer (a board may name their places)."""
        ...

    @property
    def scale(self) -> float:
        """The board's drawing scale (the window's size and the player's text size)."""
        ...

    # --- what the viewer may see ------------------------------------------------------------
    def visible_state(self) -> Any:
        """The game as the viewer may see it (the title's ``view`` for the seat looking)."""
        ...

    def held_state(self) -> Any:
        """While a turn is held for End turn: the view just before the holder's last move."""
        ...

    def view_before(self, index: int) -> Any:
        """The view of the game before the ``index``-th move made (``moves_made()``: now)."""
        ...

    def view_after(self, action: Action) -> Any:
        """The view of the game once ``action`` (a legal move now) is made: a preview."""
        ...

    def played(self, start: int = 0) -> Sequence[Any]:
        """The moves made from the ``start``-th on (who, what, the events it caused): only
        moves every seat saw being made (the session's history entries)."""
        ...

    def moves_made(self) -> int:
        """How many moves the game has had (it changes with every move, undo and redo)."""
        ...

    def last_mover(self) -> int | None:
        """The seat whose move was the last made (not a roll of the dice), or None."""
        ...

    def seat_to_move(self) -> int:
        """Whose move the game waits for (a seat, or the engine's CHANCE or TERMINAL)."""
        ...

    def is_bot(self, seat: int) -> bool:
        """True when a computer player plays ``seat``."""
        ...

    def bot_words(self, seat: int) -> str:
        """What to say while the computer player of ``seat`` is to move (in a lesson, the
        scripted move it is making)."""
        ...

    def game_over(self) -> bool: ...

    def my_turn(self) -> bool:
        """True when the person at the screen may move now."""
        ...

    def panel_seat(self) -> int:
        """The seat whose panel and prompt the board shows."""
        ...

    def read_only(self) -> bool:
        """True for recorded moves (a replay, an example): the board waits for nobody."""
        ...

    def guarded(self) -> bool:
        """True just after the turn passed to another person (input is ignored)."""
        ...

    # --- moves ------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """What the person at the screen may do now."""
        ...

    def may_follow(self, action: Action) -> bool:
        """Whether ``action`` may come straight after the move made now (a lesson allows only
        its script's next step; outside a lesson, any legal move)."""
        ...

    def act(self, action: Action) -> bool:
        """Play ``action`` for the person at the screen; False when refused or not yet made."""
        ...

    def why_not(self, action: Action) -> str:
        """The engine's reason for refusing ``action`` now (a ``Refusal`` with its section)."""
        ...

    def not_your_turn(self) -> Refusal: ...

    def reject(self, reason: str) -> None:
        """Show that a click cannot become a legal move, with ``reason``."""
        ...

    def holds_turn_after(self, action: Action) -> bool:
        """Whether ``action`` would be held for End turn."""
        ...

    def can_undo(self) -> bool: ...

    def undo(self) -> None: ...

    def end_turn(self, by_itself: bool = False) -> None: ...

    # --- words, names, colours --------------------------------------------------------------
    def describe(self, action: Action) -> str:
        """A move in words."""
        ...

    def seat_name(self, seat: int) -> str: ...

    def seat_kind(self, seat: int, short: bool = False) -> str:
        """Who plays a computer player's seat, how strong, in words ("Computer — normal"; with
        ``short``, its strength alone: "(normal)"): its player rows say it beside the name
        (playtest 16); "" for a person's seat."""
        ...

    def seat_colour(self, seat: int) -> theme.SeatColour: ...

    def draw_seat_tag(self, surface: pygame.Surface, seat: int, pos: tuple[int, int]) -> int:
        """Draw a seat's symbol and name; the width used."""
        ...

    def lesson_words(self) -> str:
        """A lesson's words for a move it does not ask for ("" outside a lesson)."""
        ...

    def lesson_holds(self) -> bool:
        """True while a lesson waits for its note's Next (the board says so)."""
        ...

    def lesson_running(self) -> bool:
        """True while a lesson's script lasts (its words still to come or on its note)."""
        ...

    def taught(self) -> Any:
        """The lesson step on screen (its move and words), or None."""
        ...

    def marked_places(self) -> list[pygame.Rect]:
        """Where the hint's or the lesson's marks are drawn on the board now."""
        ...

    def side_notes(self) -> list[Any]:
        """The notes beside the board (a lesson's, the title's tips)."""
        ...

    # --- frame services ---------------------------------------------------------------------
    def legend_opened(self) -> bool:
        """Whether the legend has been opened in this game (a board stops pointing at it)."""
        ...

    def invalidate(self) -> None:
        """Redraw the board (its cached picture is stale)."""
        ...

    def refresh_marks(self) -> None:
        """Work out again what the board marks as changed (``BoardView.marks``): after the
        board changed what it tells otherwise (Warparty's arrows shown or hidden)."""
        ...

    def show_toast(self, message: str, error: bool = True) -> None: ...

    def tell_move(self, words: str, ms: int = 0, undo: bool = False) -> None:
        """A message about the move just made: it goes when Undo takes the move back and
        comes back when Redo makes it again; ``undo``: it says Undo takes the move back, and
        goes once Undo no longer can."""
        ...

    def ask_choice(
        self,
        heading: str,
        choices: list[tuple[str, Callable[[], None], bool]],
        lines: list[str],
        on_point: Callable[[int | None], None] | None = None,
        tips: list[str] | None = None,
    ) -> None:
        """Open a dialog of labelled choices over the board; with ``on_point``, one at the
        window's side that tells which choice is pointed at (None: none), for the board to
        preview it on the map beside; ``tips``: each choice's hover text."""
        ...

    def log_pushed_down(
        self, surface: pygame.Surface, height: int
    ) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """The log column drawn again on ``surface`` with ``height`` pixels kept free at its top
        (under the Hint button and the notes), the log pushed down: that box, and the log's
        lines as drawn (a board's passing note goes there and covers no line)."""
        ...

    def on_top(self) -> bool:
        """True when nothing (a dialog, the curtain) covers the board."""
        ...

    def bot_delay_ms(self) -> int:
        """The pause between computer moves at the chosen speed."""
        ...
