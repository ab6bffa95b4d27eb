"""What the game frame does to teach: the Hint (the strongest computer player's choices,
marked on the board) and the guided first game (only the taught move is offered)."""

from __future__ import annotations

import sys
from typing import Any, Protocol

import pygame

from forgegames.core.errors import IllegalAction
from forgegames.core.hints import Choice
from forgegames.core.i18n import tr
from forgegames.ui import theme
from forgegames.ui.hotseat import sentence
from forgegames.ui.overlays import ChoiceDialog
from forgegames.ui.side_notes import SideNote
from forgegames.ui.widgets import Button

HINT_KEY = pygame.K_h
NEXT_KEY = pygame.K_PAGEDOWN
"""The lesson note's Next (a presentation clicker's "next" is Page Down)."""


class TeachingHost(Protocol):
    """All ``Teaching`` asks of the game frame (``GameScene`` is one)."""

    session: Any
    board: Any
    app: Any
    log_rect: pygame.Rect
    """The log column's place, where the Hint button goes."""
    handover: int | None
    """The seat whose turn waits for End turn, if any."""
    computer: Any
    since_note: Any
    """What the others did since the person's last turn (``since_note``)."""

    def show_toast(self, message: str, error: bool = True) -> None: ...

    def drop_toast(self, text: str) -> None:
        """Take the message on screen away if it still says ``text`` (a wrong click's nudge,
        when the lesson's step changes)."""
        ...

    def my_turn(self) -> bool: ...

    def invalidate(self) -> None: ...

    def describe(self, action: Any) -> str: ...

    def rebuild_top(self) -> None: ...

    def refresh(self) -> None: ...


class Teaching:
    """What the game frame does to teach (``scene.teaching``), a collaborator the frame owns:
    the hint and the lesson's state, and the notes they show beside the board. It asks the
    frame only for what ``TeachingHost`` names."""

    def __init__(self, host: TeachingHost) -> None:
        self.host = host
        self.hint: tuple[Any, list[Choice]] | None = None
        """The position a hint was asked in, and its choices (dropped when the game moves)."""
        self.hint_marks: list[pygame.Rect] = []
        self.hint_row: pygame.Rect | None = None
        self.lesson_over_told = self.lesson is None or self.lesson.finished(self.history_len)
        self.nudged: tuple[int, str] | None = None
        """The lesson's step a wrong click was nudged at, and the nudge's words (the nudge goes
        when the step changes)."""
        self.lesson_read = self.read_before()
        self.lesson_end_len: int | None = self.history_len if self.lesson_over_told else None
        """The history's length when the lesson's end was told (its note goes at the
        person's next move)."""
        self.note_scrolls: dict[str, int] = {}
        """Lines each side note is scrolled back from its resting place."""
        self.note_toggles: dict[str, bool] = {}
        """The parts of the side notes the teacher opened (True) or folded (False) by a
        click: "earlier:KEY" (a note's earlier steps), "fold:KEY" (a foldable note)."""

    # --- hints -----------------------------------------------------------------------------
    @property
    def history_len(self) -> int:
        return len(self.host.session.history)

    def show_hint(self) -> None:
        """Ask the strongest computer player what it would do now: its best choices in the
        log column, the first marked on the board; counted for the seat."""
        if not self.hints_on:
            self.host.show_toast(tr("Hints are off in this game: the menu turns them on."))
            return
        if not self.host.my_turn():
            self.host.show_toast(tr("A hint is for the player whose turn it is."))
            return
        if self.taught() is not None:
            self.host.show_toast(tr("In the lesson the marked move is the one to make."), False)
            return
        try:
            choices = self.host.session.hint(self.host.session.active)
        except IllegalAction as exc:
            self.host.show_toast(str(exc))
            return
        self.hint = (self.host.session.state, choices)
        self.host.board.reveal(choices[0].action)
        self.refresh_hint()
        self.host.invalidate()

    def refresh_hint(self) -> None:
        """Mark the hinted move's places in the board's current layout (none once the game
        has moved on)."""
        if self.hint is not None and self.hint[0] is not self.host.session.state:
            self.hint = None
        if self.hint is not None:
            marks = getattr(self.host.board, "hinted_places", self.host.board.hint_places)
            self.hint_marks = marks(self.hint[1][0].action)
        else:
            self.hint_marks = self.taught_places()

    def taught_places(self) -> list[pygame.Rect]:
        """Where the taught move is made. When the person's next step follows it at once and
        is made at one of those places (one click that makes both moves, such as King's
        Forge's "Discard for the docks" under a card), only the next step's places: a click
        anywhere else would make the first move and then be refused the second."""
        taught = self.taught()
        if taught is None:
            return []
        top = self.host.app.stack.top
        marked = top.marked_rect() if isinstance(top, ChoiceDialog) else None
        if marked is not None:  # the dialog the taught move is made in is open: its choice
            return [marked]
        places = self.host.board.hint_places(taught)
        then = self.lesson_then()
        if then is None:
            return places
        after = {tuple(r) for r in self.host.board.hint_places(then)}
        if after and after <= {tuple(r) for r in places}:
            return [r for r in places if tuple(r) in after]
        return places

    def lesson_then(self) -> Any:
        """The move of the lesson's step after the taught one, when the person makes it too
        (no computer move or die comes between)."""
        run = self.lesson
        index = run.sync(self.history_len) + 1 if run is not None else 0
        if run is None or index >= run.total or not run.tutorial.steps[index].do:
            return None
        return run.actions[index] if run.actors[index] == run.tutorial.person else None

    def taught(self) -> Any:
        """The move the lesson teaches now, when it is the person's to make."""
        run = self.lesson
        if run is None or not self.host.my_turn() or self.lesson_holds():
            return None
        return run.scripted_move(self.history_len)

    def hint_button(self) -> Button | None:
        """The Hint button at the top of the log column while hints are on (``hint_row``
        is the rest of its row, where its caption goes; None when there is none)."""
        self.hint_row = None
        if not self.hints_on or self.host.session.over or not self.host.log_rect.width:
            return None
        s = self.host.app.board_scale
        button = Button(tr("Hint (H)"), self.show_hint, enabled=self.host.my_turn())
        width, height = button.fit_width(s), int(34 * s)
        button.rect = pygame.Rect(0, 0, width, height)
        button.rect.topright = (
            self.host.log_rect.right - int(8 * s),
            self.host.log_rect.y + int(8 * s),
        )
        left = self.host.log_rect.x
        self.hint_row = pygame.Rect(left, button.rect.y, button.rect.x - left, height)
        return button

    def toggle_hints(self) -> None:
        self.host.session.set_hints(not self.host.session.hints_on)
        self.hint = None
        self.refresh_hint()
        words = (
            tr("Hints on: press H or the Hint button.")
            if self.host.session.hints_on
            else tr("Hints off.")
        )
        self.host.show_toast(words, False)
        self.host.rebuild_top()

    def toggle_teaching(self) -> None:
        """The teaching table (the menu): Undo takes back anything, past draws and rolls."""
        self.host.session.set_teaching(not self.host.session.teaching)
        words = (
            tr(
                "Teaching table on: Undo takes back the last move, past draws, rolls and the "
                "computer's moves. Played again, the same cards and dice come."
            )
            if self.host.session.teaching
            else tr("Teaching table off: Undo takes back only your own moves.")
        )
        self.host.show_toast(words, False)
        self.host.rebuild_top()

    def hint_note(self) -> SideNote | None:
        if self.hint is None:
            return None
        """The hint's choices: the first with all its reasons, the others with their first
        (playtest 28: three choices of three reasons each were a wall of text); each line's
        whole reasons show where the mouse rests on it (no line says so: the note must fit
        whole, ``test_hints_fit``)."""
        lines, details = [], []
        for i, c in enumerate(self.hint[1], start=1):
            move = self.host.describe(c.action)
            whole = tr("{n}. {move}: {why}", n=i, move=move, why=c.reason)
            short = c.headline if (i > 1 or c.brief) and c.headline else c.reason
            lines.append(tr("{n}. {move}: {why}", n=i, move=move, why=short))
            details.append(whole if short != c.reason else "")
        aside = self.host.board.hint_aside()
        if aside:
            lines.append(aside)
            details.append("")
        return SideNote(
            tr("Hint: the computer's choices"), tuple(lines), key="hint", details=tuple(details)
        )

    def vouches_for(self, action: Any) -> bool:
        """True when ``action`` needs no "are you sure?": a lesson's step asks for it while
        the script lasts, or it is one of the hint's choices on screen (its line already says
        what the move loses)."""
        run = self.lesson
        if run is not None and not run.finished(self.history_len):
            return True
        hint = self.hint
        if hint is None or hint[0] is not self.host.session.state:
            return False
        return any(choice.action == action for choice in hint[1])

    # --- the lesson ------------------------------------------------------------------------
    @property
    def lesson(self) -> Any:
        """The lesson under way, if any (a replay's cursor, standing in for a session, has
        none)."""
        return getattr(self.host.session, "tutorial", None)

    @property
    def hints_on(self) -> bool:
        return getattr(self.host.session, "hints_on", False)

    def lesson_allows(self, legal: list[Any]) -> list[Any]:
        """The legal moves narrowed to the taught one while a lesson lasts (none while its
        note waits for Next)."""
        if self.lesson is None:
            return legal
        return [] if self.lesson_holds() else self.lesson.narrow(self.history_len, legal)

    def may_follow(self, action: Any) -> bool:
        """Whether ``action`` may come straight after the move made now: a lesson allows only
        its next step when the person makes it at once (``lesson_then``); otherwise any."""
        then = self.lesson_then() if self.lesson is not None else None
        return then is None or then == action

    def lesson_running(self) -> bool:
        """True while a lesson's script lasts (its words still to come or on the note)."""
        run = self.lesson
        return run is not None and (not run.finished(self.history_len) or self.lesson_holds())

    @property
    def lesson_read(self) -> int:
        """The lesson's steps before this index have been read: the computer's with words
        by pressing Next, the person's by making them (kept by the lesson and its save)."""
        run = self.lesson
        return run.read if run is not None and run.read is not None else 0

    @lesson_read.setter
    def lesson_read(self, steps: int) -> None:
        if self.lesson is not None:
            self.host.session.mark_lesson_read(steps)

    def read_before(self) -> int:
        """Where a lesson opened on this frame starts reading: a new lesson at its first step;
        a resumed one at the note it was left at (playtest 30: a note already closed with
        Next came back), as its save records. A save that does not say (playtest 25: its old
        notes came back, one Next each) starts at the step reached, the steps played before
        it read: the lesson waits at a computer's step with words until Next, so only the
        last step played can have been left unread, and its words come again, with Next."""
        run = self.lesson
        if run is None:
            return 0
        index = run.sync(self.history_len)
        if run.read is not None:
            return min(run.read, index)
        last = index - 1
        if last >= 0 and run.actors[last] != run.tutorial.person and run.tutorial.steps[last].say:
            return last
        return index

    def unread_step(self) -> int | None:
        """The first step done by a computer player (or a die) whose words the reader has
        not yet closed with Next; None when there is none. Steps taken back are unread."""
        run = self.lesson
        if run is None:
            return None
        index = run.sync(self.history_len)
        self.lesson_read = min(self.lesson_read, index)
        steps, person = run.tutorial.steps, run.tutorial.person
        for i in range(self.lesson_read, index):
            if run.actors[i] != person and steps[i].say:
                return i
        return None

    def lesson_holds(self) -> bool:
        """True while the lesson waits for the reader's Next: the computer's next move, the
        person's next step and the lesson's end wait with it."""
        return self.unread_step() is not None

    def read_on(self) -> None:
        """Next: the words on the note are read; the lesson goes on."""
        unread = self.unread_step()
        if unread is None:
            return
        self.lesson_read = unread + 1
        self.note_scrolls.pop("lesson", None)
        self.host.computer.timer = self.host.computer.pace()
        self.host.refresh()
        self.host.invalidate()

    def toggle_note(self, name: str) -> None:
        """A click on a note's heading or its earlier steps' line: open it, or fold it."""
        self.note_toggles[name] = not self.note_opened(name)
        self.note_scrolls.pop(name.partition(":")[2], None)
        self.host.invalidate()

    def note_opened(self, name: str) -> bool:
        """Whether a note's part is open now: as the teacher left it, else the earlier
        steps folded and a note open, except the free game's note while a hint is on screen
        (the hint's lines then have the room)."""
        if name in self.note_toggles:
            return self.note_toggles[name]
        return name.startswith("fold:") and self.hint is None

    def scroll_note(self, key: str, lines: int, low: int, high: int) -> None:
        """Scroll a side note ``lines`` back (negative: on), within ``low``..``high``."""
        self.note_scrolls[key] = max(low, min(high, self.note_scrolls.get(key, 0) + lines))
        self.host.invalidate()

    def lesson_words(self) -> str:
        """A short nudge for a click the lesson does not ask for, naming the move it asks for
        (its step's words stay in the note on the right, not repeated); empty when no lesson
        is under way."""
        run = self.lesson
        step = run.current(self.history_len) if run is not None else None
        if step is None:
            return ""
        if self.lesson_holds():
            return tr("The lesson waits: press Next on its note (or Page Down) to go on.")
        taught = self.taught()
        if taught is None:
            words = tr(
                "Not that one: the lesson marks its move in magenta (see the note on the right)."
            )
        else:  # what the step asks for, named (playtest 30: "Not that one" said nothing of it)
            words = tr(
                "Not that one: the lesson asks for “{move}” now (marked in magenta).",
                move=self.host.describe(taught),
            )
        self.nudged = (run.sync(self.history_len), sentence(words))
        return words

    def lesson_note(self) -> SideNote | None:
        """The lesson's note: the words of the step under way (or of the computer's step
        waiting for Next), the steps before it folded into one line the teacher can open;
        once the lesson is over, what the game waits for, until the person's next move."""
        run = self.lesson
        if run is None:
            return None
        unread = self.unread_step()
        said = [run.say(i) for i in range(run.total) if run.tutorial.steps[i].say]
        if run.finished(self.history_len) and unread is None:
            return self.free_game_note(run, tuple(said))
        index = unread if unread is not None else run.words_step(self.history_len)
        earlier = tuple(run.say(i) for i in range(index) if run.tutorial.steps[i].say)
        opened = self.note_opened("earlier:lesson")
        if unread is not None:
            heading, words = self.others_heading(run, unread), (run.say(unread),)
            next_words = tr("Next (Page Down)")
            return SideNote(heading, words, theme.HINT, earlier, "lesson", next_words, opened)
        if self.host.handover is not None:  # the game waits for the person, not the computer
            earlier += (run.say(index),) if run.tutorial.steps[index].say else ()
            words = tr("Press End turn at the top: the computer players then make their moves.")
            heading = tr("Lesson: your turn is done")
            return SideNote(heading, (words,), theme.HINT, earlier, "lesson", "", opened)
        done, total = run.person_steps(self.history_len)
        if self.taught() is not None:
            shown = done if index < run.sync(self.history_len) else done + 1
            heading = tr("Lesson: step {n} of {total}", n=shown, total=total)
        else:
            heading = self.others_heading(run, index)
        say = run.say(index) if run.tutorial.steps[index].say else ""
        if not say and self.host.computer.can_skip():
            say = tr(
                "Watch the other players' moves, or press Skip to my turn (K) to see them "
                "all at once in the log."
            )
        say = say or tr("Watch the other players' moves.")
        return SideNote(heading, (say,), theme.HINT, earlier, "lesson", "", opened)

    @staticmethod
    def others_heading(run: Any, index: int) -> str:
        """The heading of a step the computer players make: what it teaches where the lesson
        names it (playtest 8: a strike-back was headed "the others play")."""
        topic = run.heading(index)
        return tr("Lesson: {topic}", topic=topic) if topic else tr("Lesson: the others play")

    def free_game_note(self, run: Any, said: tuple[str, ...]) -> SideNote | None:
        """After the lesson: its closing words, with what the game waits for now (End turn,
        or the others' moves); folded to its heading while a hint is on screen (or as the
        teacher leaves it); gone at the person's first move of the free game."""
        if self.went_on(run):
            return None
        words = (run.finish_words(),)
        if self.host.handover is not None:
            words += (tr("Press End turn at the top: the computer players then make their moves."),)
        elif not self.host.my_turn() and not self.host.session.over:
            words += (tr("Watch the other players' moves."),)
        return SideNote(
            tr("Free game"),
            words,
            theme.LEGAL,
            said,
            "lesson",
            earlier_open=self.note_opened("earlier:lesson"),
            foldable=True,
            folded=not self.note_opened("fold:lesson"),
        )

    def lesson_progress(self) -> None:
        """Bring the taught move into sight; take a wrong click's nudge away once the step
        changes; say once when the lesson ends and the free game starts, which is kept among
        the saved games like any other from then on."""
        run = self.lesson
        taught = self.taught()
        if taught is not None:
            self.host.board.reveal(taught)
            self.refresh_hint()
        if run is None:
            return
        if self.nudged is not None and self.nudged[0] != run.sync(self.history_len):
            self.host.drop_toast(self.nudged[1])
            self.nudged = None
        if self.lesson_over_told or not run.finished(self.history_len) or self.lesson_holds():
            return
        self.lesson_over_told = True
        self.lesson_end_len = self.history_len
        self.keep_free_game()  # listed "In progress" at once (playtest 7: only after a move)
        self.host.show_toast(run.finish_words(), False)

    def went_on(self, run: Any) -> bool:
        """Whether the person has made a move of the free game since the lesson's end."""
        end = self.lesson_end_len
        if end is None or not run.finished(self.history_len):
            return False
        return any(e.actor == run.tutorial.person for e in self.host.session.history[end:])

    def keep_free_game(self) -> None:
        """Give the game that goes on after the lesson a file of its own as the lesson ends,
        so it is listed "In progress" (as a game "after the lesson") and goes on after the
        program is closed. A lesson opened from the launcher is saved from its start (listed
        as an unfinished lesson until its end, issue #39): its file goes on."""
        self.host.session.after_lesson = True
        if self.host.session.autosave is not None:
            self.host.session.save(self.host.session.autosave)  # listed after the lesson at once
            return
        try:
            self.host.session.keep_saving(None)
        except OSError as exc:  # the user data folder cannot be written: play on unsaved
            print(f"forgegames: {exc}", file=sys.stderr)

    def side_notes(self) -> list[SideNote]:
        hint = self.hint_note()
        notes = (self.lesson_note(), None if hint else self.since_words(), hint)
        return [n for n in notes if n is not None]

    def since_words(self) -> SideNote | None:
        """The "Since your last turn" note, not during a lesson's script (its step says what
        the others did, and the column is the lesson's), nor beside a hint (the person has
        looked and asks what to do: the hint's choices get the room)."""
        run = self.lesson
        if run is not None and not run.finished(self.history_len):
            return None
        return self.host.since_note.note()
