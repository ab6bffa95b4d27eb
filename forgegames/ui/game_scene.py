"""The in-game frame every title uses: top bar, board, log, menu, toasts, curtain, results.

The scene holds the turn flow, input and drawing. Its parts are collaborators it owns: the top
bar (``top_bar``), the computer players' moves (``computer``), the log column (``log_column``),
the passing of the turn (``turns``) and the frame's drawing (``drawing``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction, Refusal
from forgegames.core.i18n import tr
from forgegames.core.rules_text import section_ids, sections
from forgegames.core.session import Session
from forgegames.core.title import Event
from forgegames.ui import legend, rules_browser, theme
from forgegames.ui.animation import Player
from forgegames.ui.boards import board_class
from forgegames.ui.game_bots import THINK_POLL_MS, ComputerTurns
from forgegames.ui.game_drawing import FrameDrawing
from forgegames.ui.game_host import HostServices
from forgegames.ui.game_log import LogColumn, before_the_turn_ends
from forgegames.ui.game_menu import GameMenu
from forgegames.ui.game_top_bar import TopBar
from forgegames.ui.game_turns import TurnPassing
from forgegames.ui.hotseat import (
    TOAST_MS,
    WHY_MS,
    Notice,
    board_buttons,
    let_go,
    log_room,
    place_toast,
    pointer_on_notice,
    sentence,
    under_notes,
    why_button,
)
from forgegames.ui.intents import Intent
from forgegames.ui.move_notes import MoveNotes
from forgegames.ui.quiet_end_turn import QuietEndTurn
from forgegames.ui.scene import Scene
from forgegames.ui.since_marks import SinceMarks
from forgegames.ui.since_note import SinceNote
from forgegames.ui.teaching import HINT_KEY, NEXT_KEY, Teaching
from forgegames.ui.view_memo import ViewMemo
from forgegames.ui.widgets import ButtonGroup

SKIP_KEY = pygame.K_k
"""The key of "Skip to my turn": the computer players' moves at once, up to a person's turn."""
TABLE_KEY = pygame.K_v
"""The key of the table view (the side column folded away, the board fills the window; F is
Warparty's own panel fold)."""


class GameScene(Scene, HostServices):
    """The frame around a board: it owns the turn flow of a shared screen. It is the boards'
    ``BoardHost`` (``ui/boards/host.py``): all a board may ask of it.

    After a person's move that ends their turn, the turn is *held* (``handover``): the move can
    still be undone, and nobody else acts until that person presses End turn. When a person's
    turn starts, a banner names them and input is ignored for a moment (``GUARD_MS``), so a
    double click never plays the next person's move. Computer players' moves are shown one at
    a time at the chosen speed, each marked on the board."""

    fills_window = True  # its first step blits its whole-window picture (``layer``)
    curtained = True
    """Several people with secrets hand over behind the curtain (not ``ScenarioScene``)."""
    top_bar_class: type[TopBar] = TopBar
    """The top bar's kind (the replay's says what comes next its own way)."""

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.title = session.title
        self.views = ViewMemo()
        self.log_column = LogColumn(self, self.title.info.id)
        self.log_room: pygame.Rect | None = None  # the log column under its buttons
        """The log column: its lines, the line under the pointer, the table view (``game_log``)."""
        self.log = self.log_column.panel
        self.toast: Notice | None = None
        self.notes = MoveNotes(session)
        """The messages tied to moves, which follow them through Undo and Redo."""
        self.banner: Notice | None = None
        self.banner_box: pygame.Rect | None = None
        """Where the turn banner was last drawn (clear of the board's buttons)."""
        self.guard_ms = 0
        self.since = SinceMarks(self)
        self.since_note = SinceNote(self)
        """What the others did since the greeted person's last turn (``since_note``)."""
        self.quiet = QuietEndTurn()
        self.computer = ComputerTurns(self)
        """The computer players' moves: when, at what pace, and shown how (``game_bots``)."""
        self.turns = TurnPassing(self)
        """The turn held, handed on, or passed behind the curtain; the greeting (``game_turns``)."""
        self.drawing = FrameDrawing(self)
        """The frame's picture and what is drawn over it each frame (``game_drawing``)."""
        self.viewer: int | None = None
        self.handover: int | None = None
        self.flowed: int | None = None
        """The person whose move passed the turn on without End turn (``open_handover``):
        Undo takes that move back while the next seat has not acted."""
        self.pointer: tuple[int, int] = (-1, -1)
        """Where the mouse last moved (for the tooltip of a shortened text)."""
        """The person whose move ended their turn, until they press End turn."""
        self.turn_owner: int | None = None
        """The seat whose turn is on screen (the banner greets a person when it changes)."""
        self.seen: dict[int, Any] = {}
        """Each person's view of the game when their last turn ended."""
        self.changes: dict[str, tuple[Any, Any]] = {}
        """Views whose differences are marked: "bot" (the last computer move), "since"."""
        self.marks: dict[str, list[pygame.Rect]] = {}
        self.results_shown = False
        self.layer: pygame.Surface | None = None
        self.last_picture: pygame.Surface | None = None
        self.top = ButtonGroup(chain=True)
        self.top_bar = self.top_bar_class(self)
        """The top bar's words and buttons (``game_top_bar``); ``top`` holds its buttons."""
        humans = [i for i, s in enumerate(session.config.seats) if s.bot is None]
        self.humans = humans
        if len(humans) == 1:
            self.viewer = humans[0]
        self.skippable = bool(humans) and len(humans) < len(session.config.seats)
        """People and computer players share the game: the top bar has "Skip to my turn"."""
        self.teaching = Teaching(self)
        """The hint and the lesson (``teaching.py``)."""
        sections(self.title.info.id)  # read now, not at the first tooltip's frame
        self.board = board_class(self.title.info.id)(self)
        self.menu = GameMenu(self, lambda session: GameScene(self.app, session))
        """The menu, the legend and what they open (``game_menu``)."""
        self.animations = Player(lambda: self.app.animation_factor)
        """What the last move changed, animated over the board (skipped by a click or key)."""
        self.log_history()

    # --- what boards ask ---------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        seats = self.session.config.seats
        if seat < len(seats):
            return seats[seat].name
        return self.title.colour_name(self.session.state, seat)

    def seat_colour(self, seat: int) -> theme.SeatColour:
        """A seat's colour; a solo game's automated colours take the palette's free ones."""
        seats = self.session.config.seats
        if seat < len(seats):
            return theme.seat_colour(seats[seat].colour, seat)
        used = {self.seat_colour(i).id for i in range(len(seats))}
        free = [c for c in theme.PALETTE if c.id not in used]
        return free[(seat - len(seats)) % len(free)]

    def view_of(self, state: Any) -> Any:
        """The viewer's view of ``state``, or all of it with no person or the game over."""
        if self.session.over:
            return state
        seat = self.viewer if self.viewer is not None else (self.humans or [None])[0]
        return state if seat is None else self.views.view(state, seat, self.title.view)

    def visible_state(self) -> Any:
        return self.view_of(self.session.state)

    def my_turn(self) -> bool:
        """True when the active seat is a person whose curtain has been lifted and whose turn
        is not being held for End turn."""
        active = self.session.active
        return (
            active >= 0
            and active not in self.session.bots
            and active == self.viewer
            and self.handover is None
        )

    def panel_seat(self) -> int:
        """The seat whose panel and prompt the board shows: the person holding the turn for
        End turn (the move is still theirs to take back), else the active seat."""
        return self.handover if self.handover is not None else self.session.active

    def held_state(self) -> Any:
        """While a turn is held for End turn: the visible game just before the holder's last
        move (whose turn, team and army it was then); None otherwise. Boards read whose
        panel to show from it, so the next player's panel waits for the handover."""
        if self.handover is None:
            return None
        history = self.session.history
        last = next(
            (i for i in range(len(history) - 1, -1, -1) if history[i].actor == self.handover),
            None,
        )
        return None if last is None else self.view_of(self.session.state_before(last))

    def read_only(self) -> bool:
        """True when the board shows recorded moves (a replay, a scenario's example)."""
        return False

    def guarded(self) -> bool:
        """True just after the turn passed to another person (input is ignored)."""
        return self.guard_ms > 0

    def legal_actions(self) -> list[Action]:
        """What the person at the screen may do now (during a lesson: the taught move)."""
        return self.teaching.lesson_allows(self.session.legal_actions()) if self.my_turn() else []

    def describe(self, action: Action) -> str:
        return self.title.describe_action(self.session.state, action)

    def bot_words(self, seat: int) -> str:
        return self.computer.words(seat)

    def draw_seat_tag(self, surface: pygame.Surface, seat: int, pos: tuple[int, int]) -> int:
        """Draw a seat's symbol and name; return the width used."""
        s = self.app.board_scale
        colour = self.seat_colour(seat)
        r = int(9 * s)
        theme.draw_symbol(surface, colour.symbol, (pos[0] + r, pos[1] + r + 2), r, colour.rgb)
        label = theme.text(self.seat_name(seat), int(18 * s), colour.rgb, True)
        surface.blit(label, (pos[0] + 2 * r + int(8 * s), pos[1]))
        return 2 * r + int(8 * s) + label.get_width()

    # --- acting ------------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """Play a move of the person at the screen. A move that throws something away is
        played and told, or asked about first (False until then: ``play_losing``); an
        illegal one shows the rule's reason."""
        if self.handover is not None:
            self.show_toast(tr("Press End turn to hand over, or Undo to take your move back."))
            return False
        if not self.my_turn():
            self.show_toast(tr("It is not your turn."))
            return False
        if action not in self.legal_actions() and self.teaching.lesson_words():
            self.show_toast(self.teaching.lesson_words())
            return False
        seat, kind = self.session.active, self.title.warning_kind(self.session.state, action)
        quiet = self.teaching.vouches_for(action) or not self.session.warns(seat, kind)
        quiet = quiet or self.board.undo_instead(action) or self.board.said_before(action)
        state = self.session.state
        losses = [] if quiet else self.title.losses(state, action) + self.board.losses(action)
        if losses:
            if self.title.warned_once(kind):  # this once; the preview says it from now on
                self.session.silence(seat, kind)
            return self.play_losing(action, losses, kind)
        return self.commit(action)

    def commit(self, action: Action) -> bool:
        """Apply the person's move and log what it caused."""
        mover = self.session.active
        first = len(self.session.history)
        before = self.visible_state()
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.refuse(Refusal(str(exc), exc.rule))
            return False
        self.notes.made(first)
        held = self.holds_turn(mover) and not self.open_handover(mover, self.session.active)
        shown = events if not held else before_the_turn_ends(events)
        self.log_events(shown, first)
        self.log_column.hold(events[len(shown) :], (first, len(self.session.history)))
        self.banner = None  # the person has started their turn
        self.clear_change("since")
        self.clear_change("bot")
        self.after_change(mover)
        self.animate(before)
        return True

    def why_not(self, action: Action) -> str:
        """The engine's reason for refusing ``action`` now (the board shows it on a click); a
        ``Refusal`` that remembers the rules section the engine named."""
        if not self.my_turn():
            return self.not_your_turn()
        if self.teaching.lesson_words():
            return self.teaching.lesson_words()
        try:
            self.title.apply(self.session.state, action)
        except IllegalAction as exc:
            return Refusal(str(exc), exc.rule)
        return Refusal(tr("That move is not available here."), self.title.info.turn_rule)

    def not_your_turn(self) -> Refusal:
        """The refusal of a move tried at another seat's turn: the title's turn rules say why."""
        return Refusal(tr("It is not your turn."), self.title.info.turn_rule)

    def reject(self, reason: str) -> None:
        """Boards call this when a click cannot become a legal move."""
        self.refuse(reason)

    def refuse(self, reason: str) -> None:
        """Show a refused move; a ``Refusal`` naming a rules section of this title gets a "Why?"
        button that opens the rules there (plain words, a lesson's, get none)."""
        rule = getattr(reason, "rule", None)
        why = rule in section_ids(self.title.info.id)
        rule = rule if why else None
        self.toast = Notice(sentence(reason), WHY_MS, True, why=why, rule=rule, held=why)
        self.toast.about = self.session.state if why else None
        self.app.dirty = True

    def why(self) -> None:
        """Open the rules where they explain the refusal on screen ("Why?", the Y key)."""
        toast = self.toast
        if toast is None or not toast.why:
            return
        self.toast = None
        self.show_rules(section=toast.rule)

    def undo_seat(self) -> int | None:
        """Whose move Undo takes back: the person holding the turn, or the one whose move
        just passed it on by itself to a computer player that has not acted, else the active
        seat. A move that passed the turn to another person is theirs to keep: as across King's
        Forge's and Warparty's End turn, Undo never reaches back over a hand-over between
        people (issue 39: Bruno's Undo took back Alice's placement)."""
        if self.handover is None and self.flowed is not None:
            return self.flowed if self.flowed_undo() else None
        return self.handover

    def undo(self) -> None:
        first = self.computer.searching() or self.flowed_undo()  # before the computer's move
        if first and self.session.can_undo(self.undo_seat()):
            self.computer.stop_thinking()  # at once: the position it searched is being taken back
        elif self.computer.acting():
            self.show_toast(tr("Wait until the computer player has moved."))
            return
        seat, back_to = self.undo_seat(), self.board.undo_back_to()
        try:
            self.session.undo(seat)
        except IllegalAction as exc:
            self.show_toast(str(exc))
            return
        while back_to is not None and back_to < len(self.session.history):  # moves made as one
            if not self.session.can_undo(seat):
                break
            self.session.undo(seat)
        self.handover = None
        self.toast = self.notes.taken_back(self.toast)  # a message about the move goes with it
        self.animations.skip()
        seat = self.session.active  # (playtest 22 item 9: "Alice: took back a move")
        took_back = Event(tr("{name} takes back a move.", name=self.seat_name(seat)), seat, "move")
        self.log_column.took_back(took_back)
        self.log_history()
        self.drop_focus()
        self.after_change()

    def redo(self) -> None:
        if self.handover is not None:
            self.show_toast(tr("Press End turn to hand over, or Undo to take your move back."))
            return
        first = len(self.session.history)
        mover = self.session.active
        try:
            events = self.session.redo()
        except IllegalAction as exc:
            self.show_toast(str(exc))
            return
        self.toast = self.notes.redone(first, self.toast)  # the move's message comes back
        self.log_events(events, first)
        self.after_change(mover)

    def end_turn(self, by_itself: bool = False) -> None:
        """The person holding the turn confirms it: the next seat may act. ``by_itself``: the
        board hands the turn on for them (King's Forge's gather pass, as its claims go on):
        a habitual End turn click just after does nothing, and the banner says so."""
        if self.handover is None:
            if not by_itself:
                self.finish_and_end_turn()
            return
        if by_itself:
            self.quiet.passed_by_itself(self.session.active in self.humans)
        self.handover = None
        self.log_column.release()  # what the move caused once the turn is handed on
        self.after_change()

    def finish_and_end_turn(self) -> None:
        """End turn before the step is finished: the board's one finishing move
        (``end_turn_move``) is made, then the turn handed over. A finishing move that loses
        something is only made (told or asked, as its own button would): the person reads
        what it lost, and End turn hands over after (docs/confirms.md)."""
        move = self.board.end_turn_move()
        if move is None:
            return
        state = self.session.state
        losses = self.title.losses(state, move) + self.board.losses(move)
        getattr(self.board, "act", self.act)(move)  # the board's own move path, where it has one
        if self.handover is not None and not losses:
            self.end_turn()

    def after_change(self, mover: int | None = None) -> None:
        """Refresh the board after a change, then hold the turn, hand it over, or show the
        results (``TurnPassing.after_change``; a replay only refreshes)."""
        self.turns.after_change(mover)

    def drop_focus(self) -> None:
        self.turns.drop_focus()

    def lift(self) -> None:
        """The curtain lifted: the person of the active seat looks (``TurnPassing.lift``)."""
        self.turns.lift()

    def greet(self, seat: int) -> None:
        """The banner, guard and marks of ``seat``'s turn (``TurnPassing.greet``)."""
        self.turns.greet(seat)

    def refresh(self) -> None:
        self.board.refresh()  # first: marks are placed in the board's new layout
        self.board.tips_waiting = True  # the layout may have changed under a resting pointer
        self.refresh_marks()
        self.teaching.lesson_progress()
        self.drop_untrue_undo()  # a message naming Undo goes once Undo cannot take it back
        self.rebuild_top()

    # --- marks -------------------------------------------------------------------------------
    def clear_change(self, kind: str) -> None:
        self.changes.pop(kind, None)
        self.marks.pop(kind, None)

    def refresh_marks(self) -> None:
        """Rectangles of what changed, in the current layout."""
        self.board.forget_regions()  # (the layout or the game changed)
        self.marks = {kind: self.board.marks(a, b) for kind, (a, b) in self.changes.items()}
        self.teaching.refresh_hint()
        self.log_column.unhover()
        self.log_column.hover(self.pointer)  # the log's lines may have moved under the pointer

    # --- the log column and the toast --------------------------------------------------------
    def log_history(self) -> None:
        """Log the moves made (at the start, after an Undo); a replay logs its steps its way."""
        self.log_column.log_history()

    def log_events(self, events: Sequence[Event], first: int, audible: bool = True) -> None:
        self.log_column.log_events(events, first, audible)

    @property
    def hover_tag(self) -> tuple[int, int] | None:
        """The moves of the log line under the pointer (Warparty's map names their places)."""
        return self.log_column.hover_tag

    def log_pushed_down(
        self, surface: pygame.Surface, height: int
    ) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """The log column drawn again with ``height`` pixels kept free under the Hint button
        and the side notes, its heading and lines pushed down under them (a board's passing
        note, such as a buy row's cost, covers no line). The box kept free and the log's lines
        as drawn; what the layer's column knows of where it drew stays as the layer drew it."""
        column, log, teaching = self.log_column, self.log, self.teaching
        kept = (column.notes_drawn, log.drawn, log.offset)
        area = self.log_rect.copy()
        if teaching.hint_row is not None:  # (the Hint button, drawn over the column, stays)
            area.height -= teaching.hint_row.bottom - area.y
            area.y = teaching.hint_row.bottom
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip))
        room = column.draw(
            surface, teaching.hint_row, teaching.side_notes(), teaching.note_scrolls, height
        )
        surface.set_clip(clip)
        lines = [rect for rect, _ in log.drawn]
        column.notes_drawn, log.drawn, log.offset = kept
        return room, lines

    def toggle_table_view(self) -> None:
        """Fold the log column away so the board fills the window, or bring it back (the
        choice is remembered for this title; large print applies on top)."""
        words = self.log_column.toggle_table(self.teaching.lesson_running())
        self.resize(self.app.surface.get_size())
        self.refresh()
        self.show_toast(words, False)

    def button_rects(self) -> list[pygame.Rect]:
        """Where the board's buttons are (a toast is placed clear of them)."""
        return board_buttons(self.board)

    def toast_place(self) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect | None]:
        """The toast's picture, box and "Why?" button (``hotseat.place_toast``)."""
        assert self.toast is not None
        self.board.notice_room = under_notes(self.log_room, self.log_column.notes_drawn.bottom)
        return place_toast(self.toast, self.board, self.app.board_scale)

    def show_toast(self, message: str, error: bool = True, ms: int = TOAST_MS) -> None:
        """Show a short message over the board: a refused move (error) or a confirmation."""
        self.toast = Notice(sentence(message), ms, error=error)
        self.app.dirty = True

    def show_rules(self, section: str | None = None, search: str = "") -> None:
        """The rules, at ``section`` or at ``search`` (the replay's say how it is controlled)."""
        self.menu.show_rules(section, search)

    def leave_choice(self) -> tuple[str, Any, bool]:
        """The menu's last choice: how to leave this screen (an example's: back to it)."""
        return (tr("Quit to launcher"), self.menu.quit_to_launcher, True)

    # --- scene protocol ------------------------------------------------------------------------
    def enter(self) -> None:
        self.after_change()

    def exit(self) -> None:
        self.computer.stop_thinking()  # a game closed never leaves a search running

    def resize(self, size: tuple[int, int]) -> None:
        s = theme.board_scale_for(size)
        self.bar = pygame.Rect(0, 0, size[0], int(52 * s))
        log_w = 0 if self.log_column.table_on else int(330 * s)
        self.log_rect = pygame.Rect(
            size[0] - log_w, self.bar.bottom, log_w, size[1] - self.bar.bottom
        )
        area = pygame.Rect(0, self.bar.bottom, size[0] - log_w, self.log_rect.height)
        self.board.layout(self.board_area(area))
        self.board.tips_waiting = True  # every place moved under the resting pointer
        self.animations.skip(everything=True)  # they were placed in the old layout
        self.refresh_marks()
        self.rebuild_top()
        self.log_room = log_room(self.log_rect, [b.rect for b in self.top.buttons])
        self.invalidate()  # the same size may come with another scale (large print)

    def boxes(self) -> dict[str, pygame.Rect]:
        """The top bar and the log with their buttons (the Hint button sits on the log's
        column), and the board with its own boxes (see ``Scene.boxes``)."""
        out = {"top bar": self.bar, "board": self.board.rect}
        if self.log_rect.width:
            out["log"] = self.log_rect
        for k, button in enumerate(self.top.buttons):
            parent = "log" if self.log_rect.contains(button.rect) else "top bar"
            out[f"{parent}/button {k + 1}: {button.label}"] = button.rect
        out.update({f"board/{name}": rect for name, rect in self.board.boxes().items()})
        return out

    def board_area(self, rect: pygame.Rect) -> pygame.Rect:
        """The board's part of ``rect`` (the space left of the log): all of it here; the
        replay keeps a strip for its controls."""
        return rect

    def handle(self, intent: Intent) -> bool:
        if intent.kind in ("click", "key"):
            self.animations.skip()  # then the click or key acts as usual
            self.since.touch(intent.kind, intent.pos)
        if intent.kind in ("motion", "key"):
            self.board.tips_waiting = False  # the person points (or walks the keys) anew
        elif intent.kind == "click":  # a tooltip goes at a click, back when the pointer moves
            self.board.tips_waiting = True  # (playtest 29: a card's stayed over the heading)
        if let_go(self.toast, intent, self.board, self.app.board_scale, rules_browser.WHY_KEY):
            self.toast = None  # a refusal held for its Why? goes at a click off it or a key
        if intent.kind == "motion":
            self.log_column.hover(intent.pos)
            self.pointer = intent.pos
        else:
            self.invalidate()  # a click or a key may change what the board shows
        if intent.kind == "key" and self.frame_key(intent):
            return True
        if intent.kind == "click" and intent.button == 1:
            why = why_button(self.toast, self.board, self.app.board_scale)
            if why is not None and why.collidepoint(intent.pos):
                self.why()
                return True
        toggle = self.log_column.notes_drawn.toggle_at(intent.pos) if intent.kind == "click" else ""
        if toggle:
            if intent.button == 1:
                self.teaching.toggle_note(toggle)
            return True
        next_button = self.log_column.notes_drawn.button
        if intent.kind == "click" and next_button and next_button.collidepoint(intent.pos):
            if intent.button == 1:
                self.teaching.read_on()
            return True
        if intent.kind == "wheel":
            for key, box, low, high in self.log_column.notes_drawn.boxes:
                if box.collidepoint(intent.pos):
                    self.teaching.scroll_note(key, intent.dy, low, high)
                    return True
        if intent.kind == "wheel" and self.log_rect.collidepoint(intent.pos):
            self.log_column.scroll(intent.dy * 2)
            return True
        if self.guarded() and intent.kind in ("click", "key"):
            return True  # the turn just changed hands: a late double click must not play
        if intent.kind == "key" and self.board.handle(intent):
            return True  # keys reach the board first so Tab walks the board, then the bar
        if self.handover is None and self.quiet.swallows(intent, self.top.buttons, self.end_turn):
            return True  # a habitual End turn after a move that passed the turn by itself
        calm = lambda b: self.show_toast(self.top_bar.disabled_reason(b), error=False)  # noqa: E731
        if self.top.handle(intent, calm):  # a greyed button's why: a notice, never an error
            return True
        return intent.kind != "key" and self.board.handle(intent)

    def frame_key(self, intent: Intent) -> bool:
        """The frame's own keys (Escape, the shortcuts); False for a key it leaves alone."""
        key, ctrl = intent.key, bool(intent.mod & pygame.KMOD_CTRL)
        if key == pygame.K_ESCAPE:
            # the board's own selection or choice list first; the menu when it has none
            if self.guarded() or not self.board.handle(intent):
                self.menu.open()
            return True
        why = key == rules_browser.WHY_KEY and not ctrl
        if why and self.toast is not None and self.toast.why:
            self.why()
        elif why and self.board.tip_rule is not None:
            self.show_rules(section=self.board.tip_rule)
        elif key == NEXT_KEY and not ctrl and self.teaching.lesson_holds():
            self.teaching.read_on()
        elif key == SKIP_KEY and not ctrl and self.skippable:
            if (
                not self.teaching.lesson_holds()
            ):  # a lesson's note waiting for Next: a stray K skips nothing
                self.computer.skip_to_my_turn()
        elif self.handover is not None and key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.end_turn()
        else:
            shortcut = {
                (legend.KEY, False): self.menu.open_legend,
                (rules_browser.KEY, False): self.show_rules,
                (pygame.K_m, False): self.menu.toggle_sound,
                (TABLE_KEY, False): self.toggle_table_view,
                (HINT_KEY, False): self.teaching.show_hint,
                (pygame.K_z, True): self.undo,
                (pygame.K_y, True): self.redo,
                (pygame.K_s, True): self.menu.save,
            }.get((key, ctrl))
            if shortcut is None:
                return False
            shortcut()
        return True

    def forget_hover(self) -> None:
        """The mouse gone until it moves again: before a page opens over the board (the rules,
        the legend), so that closing it leaves no tooltip or hover mark of where it rested
        (playtest 6: a refusal's "Not now" tooltip stayed after Y and the rules)."""
        away = Intent("motion", pos=(-1, -1))
        self.top.handle(away, lambda b: None)
        self.board.handle(away)
        self.pointer = away.pos
        self.log_column.hover(away.pos)
        self.invalidate()

    def wakeup_ms(self) -> int | None:
        waits = [w for n in (self.toast, self.banner) if n and (w := n.wakeup_ms()) is not None]
        waits += [0] if self.toast and self.toast.shown and self.hidden() else []
        waits += [ms for ms in (self.guard_ms, self.quiet.ms, self.since.ms) if ms > 0]
        if self.bot_should_move() and not self.animations.active:
            waits.append(max(0, self.computer.wait()))
        if self.computer.thinking.busy:
            waits.append(THINK_POLL_MS)
        if (board := self.board.wakeup_ms()) is not None:
            waits.append(board)
        if (moving := self.animations.wakeup_ms()) is not None:
            waits.append(moving)
        return min(waits) if waits else None

    def rebuild_top(self) -> None:
        """Lay the top bar's buttons out again (the replay's bar has its own)."""
        self.top_bar.rebuild()

    def bot_should_move(self) -> bool:
        """A computer player is to move now (a replay says never)."""
        return self.computer.should_move()

    def hidden(self) -> bool:  # another screen hides the frame: a message goes (``lasts``)
        return self not in self.app.stack.visible()

    def update(self, dt_ms: int) -> None:
        toast, scale = self.toast, self.app.board_scale
        # its clock stands still under the mouse, and while a dialog (the menu) covers it
        over = not self.on_top() or pointer_on_notice(toast, self.board, scale, self.pointer)
        alive = (dt_ms, self.session.state, over, self.app.seen_ms, self.hidden())
        if toast is not None and not toast.lasts(*alive):
            self.toast = None  # (timed out, or the choice it told of has been made)
        if self.banner is not None and not self.banner.tick(dt_ms, self.app.seen_ms):
            self.banner = None
        self.guard_ms = max(0, self.guard_ms - dt_ms)
        self.quiet.tick(dt_ms)
        self.since.tick(dt_ms)
        self.board.update(dt_ms)
        self.animations.update(dt_ms)
        self.computer.tick(dt_ms, self.bot_should_move())  # its held log lines, its move

    def animate(self, before: Any) -> None:
        """Animate what changed from ``before`` to the game on screen now (when animations
        are on); the board already shows the new state. Not behind a scene the change put on
        top (the hand-over curtain, the results): nobody would see it, and the view changed."""
        if self.app.animation_factor > 0 and self.on_top():
            self.animations.start(self.board.animations(before, self.visible_state()))
        else:
            self.animations.skip()

    # --- drawing -------------------------------------------------------------------------------
    def invalidate(self) -> None:
        """The cached picture of the game is out of date (redrawn at the next frame), and so
        are the board's regions kept for its marks."""
        self.board.forget_regions()
        if self.layer is not None:
            self.last_picture = self.layer  # what was on screen before a change (animations)
        self.layer = None

    def draw(self, surface: pygame.Surface) -> None:
        self.drawing.draw(surface)

    def draw_layer(self, surface: pygame.Surface) -> None:
        """Everything that changes only with the game: board, bar, log (``FrameDrawing``)."""
        self.drawing.draw_layer(surface)
