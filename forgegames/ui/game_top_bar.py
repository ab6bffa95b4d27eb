"""The game frame's top bar: its buttons (Undo, Redo, End turn, Legend, Menu...) kept in their
places, why a disabled one is off, and the bar behind them (the status line, whose turn it
is, who won)."""

from __future__ import annotations

import dataclasses
from typing import Any, Protocol

import pygame

from forgegames.core.i18n import listing, tr
from forgegames.core.session import status_line
from forgegames.core.title import CHANCE
from forgegames.ui import theme
from forgegames.ui.game_bots import ComputerTurns
from forgegames.ui.hotseat import sentence
from forgegames.ui.widgets import Button, ButtonGroup


@dataclasses.dataclass(frozen=True)
class BarWords:
    """How the top bar's words are laid out (``TopBar.bar_words``)."""

    name: bool
    """The title's name is shown first."""
    status: tuple[str, ...]
    """The status line's lines."""
    active: tuple[str, ...]
    """The lines of whose turn it is (after the seat's name)."""
    size: int
    """The words' size."""
    stacked: bool = False
    """The status line is one line above whose turn it is (else they stand side by side)."""
    note_hidden: bool = False
    """The seat's note (Warparty's armies) is left out: shown on hovering the seat's name."""


class TopBarHost(Protocol):
    """All ``TopBar`` asks of the game frame (``GameScene`` is one)."""

    app: Any
    """The window: its scale (``board_scale``)."""
    session: Any
    """The game shown (a replay's cursor steps it)."""
    title: Any
    bar: pygame.Rect
    """The top bar's place, laid out by the frame."""
    top: ButtonGroup
    """The bar's buttons (the frame routes input to them)."""
    handover: int | None
    skippable: bool
    computer: ComputerTurns
    board: Any
    """The board: the words of its own finishing button (``finish_words``), and whether it
    holds the computer players' moves (``holds_play``)."""

    def lesson_holds(self) -> bool: ...

    def lesson_running(self) -> bool: ...

    def held_state(self) -> Any: ...

    def seat_name(self, seat: int) -> str: ...

    def draw_seat_tag(self, surface: pygame.Surface, seat: int, pos: tuple[int, int]) -> int: ...

    def undo_seat(self) -> int | None: ...

    def hint_button(self) -> Button | None: ...

    def invalidate(self) -> None: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def end_turn(self) -> None: ...

    def show_results(self) -> None: ...

    def open_legend(self) -> None: ...

    def open_menu(self) -> None: ...


class TopBar:
    """The top bar of a game frame (``scene.top_bar``): its buttons laid out in the frame's
    ``top`` group, its words, and what the words' layout left for the frame to read."""

    def __init__(self, host: TopBarHost) -> None:
        self.host = host
        self.left = 0
        """Where the buttons begin: the words have the bar left of it."""
        self.active_lines: tuple[str, ...] | None = None
        """The lines of whose turn it is as last laid out (None: not drawn yet)."""
        self.active_size = 0
        """Their size as last laid out (0: not drawn yet)."""
        self.note_hidden = False
        """The seat's note was left out of the bar (``hidden_note`` tells it on hover)."""
        self.seat_tag_rect: pygame.Rect | None = None
        """Where the seat's symbol and name were last drawn."""
        self._outcome: tuple[Any, str] | None = None

    def rebuild(self) -> None:
        self.host.invalidate()
        s = self.host.app.board_scale
        h = self.host.bar.height - int(12 * s)
        # Every button keeps its place: one not available now is shown disabled, never
        # removed, so a click meant for End turn never lands on Redo (issue 23).
        acting = self.host.computer.acting()
        specs: list[tuple[str, Any, bool, str]] = []
        if self.host.skippable:  # first, so the others keep the places they have without it
            skip = self.host.computer.skip_to_my_turn
            specs.append((tr("Skip to my turn"), skip, self.host.computer.can_skip(), "normal"))
        if self.host.session.over:
            specs += [
                (tr("Undo"), self.host.undo, False, "normal"),
                (tr("Redo"), self.host.redo, False, "normal"),
                (tr("Results"), self.host.show_results, True, "primary"),
            ]
        else:
            waits = acting and not self.host.computer.searching()  # a search stops for an undo
            undo_ok = not waits and self.host.session.can_undo(self.host.undo_seat())
            redo_ok = not acting and self.host.handover is None and self.host.session.can_redo()
            specs += [
                (tr("Undo"), self.host.undo, undo_ok, "normal"),
                (tr("Redo"), self.host.redo, redo_ok, "normal"),
                (tr("End turn"), self.host.end_turn, self.host.handover is not None, "primary"),
            ]
        specs += [
            (tr("Legend"), self.host.open_legend, True, "normal"),
            (tr("Menu"), self.host.open_menu, True, "normal"),
        ]
        x = self.host.bar.right - int(8 * s)
        buttons = []
        slot = max(
            Button(tr(words), lambda: None, style="primary").fit_width(s)
            for words in ("End turn", "Results")
        )
        for label, action, enabled, style in reversed(specs):
            # Undo takes a move back: it never keeps the focus, so Enter cannot press it
            button = Button(
                label, action, enabled=enabled, style=style, focusable=action != self.host.undo
            )
            if not enabled and action == self.host.undo and not self.host.session.over:
                button.tooltip = sentence(self.disabled_reason(button))  # where the mouse rests
            width = slot if style == "primary" else button.fit_width(s)
            x -= width
            button.rect = pygame.Rect(x, int(6 * s), width, h)
            x -= int(8 * s)
            buttons.append(button)
        self.left = x
        hint = self.host.hint_button()
        self.host.top.set(list(reversed(buttons)) + ([hint] if hint is not None else []))

    def disabled_reason(self, button: Button) -> str:
        if button.label in (tr("Undo"), tr("Redo")) and self.host.computer.acting():
            return tr("Wait until the computer player has moved.")
        if button.label == tr("End turn"):
            finish = self.host.board.finish_words()
            if finish:
                return tr(
                    "End turn lights up after a move that hands the turn over. To be done "
                    "now, press {button} below.",
                    button=f"“{finish}”",
                )
            return tr("End turn lights up after a move that hands the turn over: make yours first.")
        if button.label == tr("Undo"):
            return self.host.session.undo_blocker(self.host.undo_seat()) or ""
        if button.label == tr("Skip to my turn") and self.host.lesson_running():
            return tr("The lesson shows the computer's moves one by one: press Next on its note.")
        if button.label == tr("Skip to my turn"):
            return tr("No computer player is to move now.")
        if button.label == tr("Hint (H)"):
            return tr("A hint is for the player whose turn it is.")
        return tr("{label} is not available now.", label=button.label)

    def draw(self, surface: pygame.Surface) -> None:
        """The top bar behind its buttons: the title's name, the status line, whose turn it is."""
        s = self.host.app.board_scale
        pygame.draw.rect(surface, theme.PANEL, self.host.bar)
        pygame.draw.line(surface, theme.BORDER, self.host.bar.bottomleft, self.host.bar.bottomright)
        x = int(16 * s)
        words = self.bar_words(x)
        size = words.size
        self.active_lines = words.active
        self.active_size = size
        self.note_hidden = words.note_hidden
        step = theme.font(size).get_linesize()
        if words.stacked and words.name:  # (a lesson) the title's name first
            name = theme.text(self.host.title.info.name, int(22 * s), theme.ACCENT, True)
            surface.blit(name, (x, self.host.bar.centery - name.get_height() // 2))
            x += name.get_width() + int(24 * s)
        if words.stacked:  # the status line above, whose turn it is under it
            tag = int(22 * s)  # the seat's tag is drawn from 11 above its line's centre
            top = self.host.bar.centery - (step + tag) // 2
            surface.blit(theme.text(words.status[0], size, theme.TEXT), (x, top))
            self.draw_active(surface, x, top + step + tag // 2)
            return
        if words.name:
            name = theme.text(self.host.title.info.name, int(22 * s), theme.ACCENT, True)
            surface.blit(name, (x, self.host.bar.centery - name.get_height() // 2))
            x += name.get_width() + int(24 * s)
        if words.status:
            top = self.host.bar.centery - (step * len(words.status)) // 2
            widest = 0
            for i, line in enumerate(words.status):
                label = theme.text(line, size, theme.TEXT)
                surface.blit(label, (x, top + i * step))
                widest = max(widest, label.get_width())
            x += widest + int(24 * s)
        self.draw_active(surface, x)

    def bar_words(self, x: int) -> BarWords:
        """The bar's words laid out whole in the room before the buttons, each on one line
        where any size allows it (playtest 5: Warparty's phase and "Alice (Humans and
        Dwarves) to play" each went on two lines). What gives way, in order: the title's name,
        the seat's note (Warparty's armies: shown on hovering the seat's name, and in the
        board's panel), the words' size, then the status line goes above whose turn. Only
        when none of that holds them: two lines side by side (``_bar_words``), and last, whose
        turn wraps in what is left, cut (and so reported) only when even that does not hold
        it."""
        s = self.host.app.board_scale
        sizes = (int(18 * s), int(16 * s), int(14 * s))
        # a move held for End turn, or a lesson: the title's name kept at any size first,
        # shorter words before that (playtest 8: holding a move sent the name into the Menu
        # button; playtest 13: a lesson's Skip button left no room for it, and a newcomer
        # lost which game the lesson teaches)
        # (a lesson's: side by side, else stacked beside the name, before a smaller size)
        lesson = self.host.lesson_running()
        keep_name = self.host.handover is not None or lesson
        for size in sizes if keep_name and not self.host.session.over else ():
            for stacked in (False, True) if lesson else (False,):
                words = self._one_line_each(x, size, stacked, named=True)
                if words is not None:
                    return words
        # side by side, the whole status at any size before a shorter form of it (playtest 8:
        # the Spanish bar with a computer seat went on two lines), then stacked, the whole
        # status before the shorter (a shorter form still says the turn and the team)
        statuses = self.bar_statuses()
        tries = [(False, status) for status in statuses] + [(True, s) for s in statuses]
        for stacked, status in tries:
            for size in sizes:
                words = self._one_line_each(x, size, stacked, status=status)
                if words is not None:
                    return words
        for size in sizes:
            words = self._bar_words(x, size)
            if words is not None:
                return words
        return self._bar_words(x, int(14 * s), squeeze=True)

    def _active_texts(self) -> list[str]:
        """Whose turn in the words to try: with the seat's note, then without it, then (a
        move held for End turn) just the button's name, so holding a move does not put the
        bar on two lines (playtest 8)."""
        texts = [self.active_text()]
        if (
            not self.host.session.over
            and self.active_seat() >= 0
            and self.seat_note(self.active_seat())
        ):
            texts.append(self.active_words())
        if not self.host.session.over and self.host.handover is not None:
            texts.append("— " + tr("End turn"))
        return texts

    def _one_line_each(
        self, x: int, size: int, stacked: bool, named: bool = False, status: str | None = None
    ) -> BarWords | None:
        """The status (``status``: a shorter form of it) and whose turn on one line each at
        ``size``: side by side (the title's name first where it fits; only with it when
        ``named``), or the status above whose turn; None when they do not fit."""
        s = self.host.app.board_scale
        gap = int(24 * s)
        status = self.bar_status() if status is None else status
        room = self.left - int(12 * s) - x
        tag = self.active_tag_width()
        face = theme.font(size, self.host.session.over)
        name_width = theme.font(int(22 * s), True).size(self.host.title.info.name)[0] + gap
        texts = self._active_texts()
        names = (True,) if named else (True, False)
        tries = [(words, with_name) for words in texts for with_name in names]
        for words, with_name in tries:
            one = (words,) if words else ()
            wide = face.size(words)[0] if words else 0
            hidden = words != texts[0]
            if stacked:  # the name beside the two lines only when ``named`` (a lesson)
                if with_name and not named:
                    continue
                left = room - (name_width if with_name else 0)
                if face.size(status)[0] <= left and tag + wide <= left:
                    lines = (status,) if status else ()
                    return BarWords(with_name, lines, one, size, True, hidden)
                continue
            left = room - tag - wide - gap - (name_width if with_name else 0)
            lines = self.status_lines(status, size, left, 1)
            if lines is not None:
                return BarWords(with_name, lines, one, size, False, hidden)
        return None

    def bar_status(self) -> str:
        """The status line the bar shows: the mover's phase until End turn, like the board's
        panels."""
        held = self.host.held_state()
        status = (
            self.host.session.status_line() if held is None else status_line(self.host.title, held)
        )
        return self._with_table(status)

    def bar_statuses(self) -> tuple[str, ...]:
        """``bar_status``, then the title's shorter forms of it (``Title.short_statuses``)."""
        held = self.host.held_state()
        shown = self.host.session.state if held is None else held
        full = self.bar_status()
        if full != self._with_table(status_line(self.host.title, shown)):
            return (full,)  # (words of the bar's own, not the title's status line)
        shorter = (self._with_table(f) for f in self.host.title.short_statuses(shown))
        return tuple(dict.fromkeys((full, *shorter)))

    def _with_table(self, status: str) -> str:
        """``status``, and the teaching table while it is on: Undo then takes back anything
        (a replay's cursor has no table)."""
        if getattr(self.host.session, "teaching", False):
            return " · ".join(part for part in (status, tr("Teaching table")) if part)
        return status

    def _bar_words(self, x: int, size: int, squeeze: bool = False) -> BarWords | None:
        s = self.host.app.board_scale
        gap = int(24 * s)
        status = self.bar_status()
        room = self.left - int(12 * s) - x
        tag = self.active_tag_width()
        over = self.host.session.over
        face = theme.font(size, over)
        name_width = theme.font(int(22 * s), True).size(self.host.title.info.name)[0] + gap

        def width(lines: tuple[str, ...]) -> int:
            return max((face.size(line)[0] for line in lines), default=0)

        texts = self._active_texts()
        if squeeze:
            words = texts[-1]
            lines = theme.narrowest_two_lines(status, size) if status else ()
            left = room - width(lines) - gap - tag
            active = theme.fit_lines(theme.wrap(words, size, max(1, left)), 2)
            return BarWords(False, lines, active, size, note_hidden=len(texts) > 1)
        for words in texts:
            hidden = words != texts[0]
            one = (words,) if words else ()
            two = theme.narrowest_two_lines(words, size, over) if words else ()
            for active in (one, two):
                # the status on one line before the title's name (issue 41: a wrapped status
                # is hard to read from afar), on two lines only where one cannot be had
                for most, with_name in ((1, True), (1, False), (2, True), (2, False)):
                    left = room - tag - width(active) - gap - (name_width if with_name else 0)
                    lines = self.status_lines(status, size, left, most)
                    if lines is not None:
                        return BarWords(with_name, lines, active, size, note_hidden=hidden)
            if face.size(status)[0] <= room and tag + width(one) <= room:
                return BarWords(False, (status,), one, size, True, hidden)
        return None

    def hidden_note(self, pos: tuple[int, int]) -> str:
        """The seat's note the bar left out (Warparty's armies) when ``pos`` is on the seat's
        name; empty otherwise."""
        rect = self.seat_tag_rect
        seat = self.active_seat()
        if not self.note_hidden or rect is None or self.host.session.over:
            return ""
        if seat < 0 or not rect.collidepoint(pos):
            return ""
        return self.seat_note(seat)

    def outcome_words(self) -> str:
        """Who won the finished game, in a few words for the top bar (worked out once)."""
        state = self.host.session.state
        known = self._outcome
        if known is None or known[0] is not state:
            lines = self.host.title.score_breakdown(state)
            winners = [self.host.seat_name(line.seat) for line in lines if line.winner]
            heading = self.host.title.result_heading(state)
            if heading is not None:  # a game played alone: completed or lost
                words = heading
            elif len(winners) == len(lines) > 1:
                words = tr("A draw")
            elif winners:
                words = tr("{names} won", names=winners[0])
                if len(winners) > 1:  # English says both alike; Spanish does not
                    words = tr("{names} won together", names=listing(winners))
            else:
                words = tr("Nobody won")
            known = self._outcome = (state, words)
        return known[1]

    def status_lines(
        self, status: str, size: int, room: int, most: int = 2
    ) -> tuple[str, ...] | None:
        """The status line whole in ``room`` pixels: one line, else two lines (the bar holds
        two) where ``most`` allows; None when they do not hold it."""
        if not status:
            return ()
        lines = theme.try_wrap(status, size, max(1, room))
        if len(lines) <= most and all(theme.font(size).size(ln)[0] <= room for ln in lines):
            return lines
        return None

    def active_seat(self) -> int:
        """The seat the bar names: the person holding the turn, else the active seat."""
        return self.host.handover if self.host.handover is not None else self.host.session.active

    def active_tag_width(self) -> int:
        """How wide the seat's symbol and name are drawn before the words of whose turn it is
        (none when the game is over or chance is to act)."""
        seat = self.active_seat()
        if self.host.session.over or seat < 0:
            return 0
        s = self.host.app.board_scale
        name = theme.font(int(18 * s), True).size(self.host.seat_name(seat))[0]
        return 2 * int(9 * s) + int(8 * s) + name + int(8 * s)

    def active_text(self) -> str:
        """The words of whose turn it is (who won, once the game is over)."""
        if self.host.session.over:
            return self.outcome_words()
        seat = self.active_seat()
        if seat < 0:
            return ""
        return " ".join(w for w in (self.seat_note(seat), self.active_words()) if w)

    def seat_note(self, seat: int) -> str:
        """What the game says after a seat's name in the top bar (Warparty: its armies)."""
        return self.host.title.seat_note(self.host.session.state, seat)

    def active_words(self) -> str:
        if self.host.handover is not None:
            return tr("— End turn to hand over")
        if self.host.lesson_holds():
            return tr("— the lesson waits for Next")
        if self.host.session.active in self.host.session.bots:
            if self.host.board.holds_play():  # (playtest 13: "is thinking…" over a summary)
                return tr("— waits: close the summary to go on")
            return tr("is playing") if self.host.lesson_running() else tr("is thinking…")
        if self.host.session.active == CHANCE:
            return ""
        return tr("to play")

    def draw_active(self, surface: pygame.Surface, x: int, centre: int | None = None) -> None:
        """Whose turn it is (who won, once over) from ``x``, centred on the bar or on the line
        at ``centre``."""
        s = self.host.app.board_scale
        size = self.active_size or int(18 * s)
        shown = self.active_lines if self.active_lines is not None else (self.active_text(),)
        lines = [line for line in shown if line]
        centre = self.host.bar.centery if centre is None else centre
        seat = self.active_seat()
        over = self.host.session.over
        if not over and seat >= 0:
            self.host.draw_seat_tag(surface, seat, (x, centre - int(11 * s)))
            self.seat_tag_rect = pygame.Rect(
                x, centre - int(11 * s), self.active_tag_width(), int(24 * s)
            )
            x += self.active_tag_width()
        step = theme.font(size, over).get_linesize()
        top = centre - (step * len(lines)) // 2
        for i, line in enumerate(lines):
            label = theme.text(line, size, theme.ACCENT if over else theme.TEXT, over)
            surface.blit(label, (x, top + i * step))
