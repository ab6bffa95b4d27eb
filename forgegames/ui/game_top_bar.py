"""The game frame's top bar: its buttons (Undo, Redo, End turn, Legend, Menu...) kept in their
places, why a disabled one is off, and the bar behind them (the status line, whose turn it
is, who won)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from forgegames.core.i18n import listing, tr
from forgegames.core.session import status_line
from forgegames.core.title import CHANCE
from forgegames.ui import theme
from forgegames.ui.hotseat import PASSED_WORDS, QUIET_END_TURN_MS, sentence
from forgegames.ui.widgets import Button


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


class TopBar:
    """Mixed into ``GameScene``: the top bar's buttons and words."""

    app: Any
    session: Any
    title: Any
    bar: pygame.Rect
    top: Any
    top_left: int
    handover: int | None
    skippable: bool
    lesson_holds: Any
    lesson_running: Any
    humans: Any
    quiet_end_turn_ms: int = 0
    """How long a click on the disabled End turn still does nothing (``passed_by_itself``)."""
    passed_itself: bool = False
    """The turn passed on by itself and the next person's banner has not yet said so."""

    def passed_by_itself(self) -> None:
        """A move passed the turn on without End turn: a habitual End turn click soon after
        does nothing, and the next person's banner says the turn passed by itself."""
        self.quiet_end_turn_ms = QUIET_END_TURN_MS
        self.passed_itself = self.session.active in self.humans  # only a person is greeted

    def passed_words(self) -> str:
        """The banner's second line when the turn passed by itself (said once); restarts the
        quiet time, as a curtain may have stood between the move and the banner."""
        if not self.passed_itself:
            return ""
        self.passed_itself = False
        self.quiet_end_turn_ms = QUIET_END_TURN_MS
        return tr(PASSED_WORDS)

    def quiet_click(self, intent: Any) -> bool:
        """True for a click on End turn, disabled, just after the turn passed by itself: it
        is swallowed without a refusal."""
        if self.quiet_end_turn_ms <= 0 or intent.kind != "click" or self.handover is not None:
            return False
        return any(
            b.on_press == self.end_turn and not b.enabled and b.rect.collidepoint(intent.pos)
            for b in self.top.buttons
        )

    def rebuild_top(self) -> None:
        self.invalidate()
        s = self.app.board_scale
        h = self.bar.height - int(12 * s)
        # Every button keeps its place: one not available now is shown disabled, never
        # removed, so a click meant for End turn never lands on Redo (issue 23).
        acting = self.bot_acting()
        specs: list[tuple[str, Any, bool, str]] = []
        if self.skippable:  # first, so the others keep the places they have without it
            specs.append((tr("Skip to my turn"), self.skip_to_my_turn, self.can_skip(), "normal"))
        if self.session.over:
            specs += [
                (tr("Undo"), self.undo, False, "normal"),
                (tr("Redo"), self.redo, False, "normal"),
                (tr("Results"), self.show_results, True, "primary"),
            ]
        else:
            waits = acting and not self.bot_searching()  # a search stops for an undo
            undo_ok = not waits and self.session.can_undo(self.undo_seat())
            redo_ok = not acting and self.handover is None and self.session.can_redo()
            specs += [
                (tr("Undo"), self.undo, undo_ok, "normal"),
                (tr("Redo"), self.redo, redo_ok, "normal"),
                (tr("End turn"), self.end_turn, self.handover is not None, "primary"),
            ]
        specs += [
            (tr("Legend"), self.open_legend, True, "normal"),
            (tr("Menu"), self.open_menu, True, "normal"),
        ]
        x = self.bar.right - int(8 * s)
        buttons = []
        slot = max(
            Button(tr(words), lambda: None, style="primary").fit_width(s)
            for words in ("End turn", "Results")
        )
        for label, action, enabled, style in reversed(specs):
            # Undo takes a move back: it never keeps the focus, so Enter cannot press it
            button = Button(
                label, action, enabled=enabled, style=style, focusable=action != self.undo
            )
            if not enabled and action == self.undo and not self.session.over:
                button.tooltip = sentence(self.disabled_reason(button))  # where the mouse rests
            width = slot if style == "primary" else button.fit_width(s)
            x -= width
            button.rect = pygame.Rect(x, int(6 * s), width, h)
            x -= int(8 * s)
            buttons.append(button)
        self.top_left = x
        hint = self.hint_button()
        self.top.set(list(reversed(buttons)) + ([hint] if hint is not None else []))

    def disabled_reason(self, button: Button) -> str:
        if button.label in (tr("Undo"), tr("Redo")) and self.bot_acting():
            return tr("Wait until the computer player has moved.")
        if button.label == tr("End turn"):
            finish = self.board.finish_words()
            if finish:
                return tr(
                    "End turn lights up after a move that hands the turn over. To be done "
                    "now, press {button} below.",
                    button=f"“{finish}”",
                )
            return tr("End turn lights up after a move that hands the turn over: make yours first.")
        if button.label == tr("Undo"):
            return self.session.undo_blocker(self.undo_seat()) or ""
        if button.label == tr("Skip to my turn") and self.lesson_running():
            return tr("The lesson shows the computer's moves one by one: press Next on its note.")
        if button.label == tr("Skip to my turn"):
            return tr("No computer player is to move now.")
        if button.label == tr("Hint (H)"):
            return tr("A hint is for the player whose turn it is.")
        return tr("{label} is not available now.", label=button.label)

    def draw_bar(self, surface: pygame.Surface) -> None:
        """The top bar behind its buttons: the title's name, the status line, whose turn it is."""
        s = self.app.board_scale
        pygame.draw.rect(surface, theme.PANEL, self.bar)
        pygame.draw.line(surface, theme.BORDER, self.bar.bottomleft, self.bar.bottomright)
        x = int(16 * s)
        words = self.bar_words(x)
        size = words.size
        self.active_lines = words.active
        self.active_size = size
        self.note_hidden = words.note_hidden
        step = theme.font(size).get_linesize()
        if words.stacked:  # the status line above, whose turn it is under it
            tag = int(22 * s)  # the seat's tag is drawn from 11 above its line's centre
            top = self.bar.centery - (step + tag) // 2
            surface.blit(theme.text(words.status[0], size, theme.TEXT), (x, top))
            self.draw_active(surface, x, top + step + tag // 2)
            return
        if words.name:
            name = theme.text(self.title.info.name, int(22 * s), theme.ACCENT, True)
            surface.blit(name, (x, self.bar.centery - name.get_height() // 2))
            x += name.get_width() + int(24 * s)
        if words.status:
            top = self.bar.centery - (step * len(words.status)) // 2
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
        s = self.app.board_scale
        sizes = (int(18 * s), int(16 * s), int(14 * s))
        # a move held for End turn: the title's name kept at any size first, shorter words
        # before that (playtest 8: holding a move sent the name into the Menu button)
        for size in sizes if self.handover is not None and not self.session.over else ():
            words = self._one_line_each(x, size, False, named=True)
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
        if not self.session.over and self.active_seat() >= 0 and self.seat_note(self.active_seat()):
            texts.append(self.active_words())
        if not self.session.over and self.handover is not None:
            texts.append("— " + tr("End turn"))
        return texts

    def _one_line_each(
        self, x: int, size: int, stacked: bool, named: bool = False, status: str | None = None
    ) -> BarWords | None:
        """The status (``status``: a shorter form of it) and whose turn on one line each at
        ``size``: side by side (the title's name first where it fits; only with it when
        ``named``), or the status above whose turn; None when they do not fit."""
        s = self.app.board_scale
        gap = int(24 * s)
        status = self.bar_status() if status is None else status
        room = self.top_left - int(12 * s) - x
        tag = self.active_tag_width()
        face = theme.font(size, self.session.over)
        name_width = theme.font(int(22 * s), True).size(self.title.info.name)[0] + gap
        texts = self._active_texts()
        names = (True,) if named else (True, False)
        tries = [(words, with_name) for words in texts for with_name in names]
        for words, with_name in tries:
            one = (words,) if words else ()
            wide = face.size(words)[0] if words else 0
            hidden = words != texts[0]
            if stacked:
                if face.size(status)[0] <= room and tag + wide <= room:
                    return BarWords(False, (status,) if status else (), one, size, True, hidden)
                continue
            left = room - tag - wide - gap - (name_width if with_name else 0)
            lines = self.status_lines(status, size, left, 1)
            if lines is not None:
                return BarWords(with_name, lines, one, size, False, hidden)
        return None

    def bar_status(self) -> str:
        """The status line the bar shows: the mover's phase until End turn, like the board's
        panels."""
        held = self.held_state()
        status = self.session.status_line() if held is None else status_line(self.title, held)
        return self._with_table(status)

    def bar_statuses(self) -> tuple[str, ...]:
        """``bar_status``, then the title's shorter forms of it (``Title.short_statuses``)."""
        held = self.held_state()
        shown = self.session.state if held is None else held
        full = self.bar_status()
        if full != self._with_table(status_line(self.title, shown)):
            return (full,)  # (words of the bar's own, not the title's status line)
        shorter = (self._with_table(f) for f in self.title.short_statuses(shown))
        return tuple(dict.fromkeys((full, *shorter)))

    def _with_table(self, status: str) -> str:
        """``status``, and the teaching table while it is on: Undo then takes back anything
        (a replay's cursor has no table)."""
        if getattr(self.session, "teaching", False):
            return " · ".join(part for part in (status, tr("Teaching table")) if part)
        return status

    def _bar_words(self, x: int, size: int, squeeze: bool = False) -> BarWords | None:
        s = self.app.board_scale
        gap = int(24 * s)
        status = self.bar_status()
        room = self.top_left - int(12 * s) - x
        tag = self.active_tag_width()
        over = self.session.over
        face = theme.font(size, over)
        name_width = theme.font(int(22 * s), True).size(self.title.info.name)[0] + gap

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
        rect = getattr(self, "seat_tag_rect", None)
        seat = self.active_seat()
        if not getattr(self, "note_hidden", False) or rect is None or self.session.over:
            return ""
        if seat < 0 or not rect.collidepoint(pos):
            return ""
        return self.seat_note(seat)

    def outcome_words(self) -> str:
        """Who won the finished game, in a few words for the top bar (worked out once)."""
        state = self.session.state
        known = self.__dict__.get("_outcome")
        if known is None or known[0] is not state:
            lines = self.title.score_breakdown(state)
            winners = [self.seat_name(line.seat) for line in lines if line.winner]
            heading = self.title.result_heading(state)
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
            known = self.__dict__["_outcome"] = (state, words)
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
        return self.handover if self.handover is not None else self.session.active

    def active_tag_width(self) -> int:
        """How wide the seat's symbol and name are drawn before the words of whose turn it is
        (none when the game is over or chance is to act)."""
        seat = self.active_seat()
        if self.session.over or seat < 0:
            return 0
        s = self.app.board_scale
        name = theme.font(int(18 * s), True).size(self.seat_name(seat))[0]
        return 2 * int(9 * s) + int(8 * s) + name + int(8 * s)

    def active_text(self) -> str:
        """The words of whose turn it is (who won, once the game is over)."""
        if self.session.over:
            return self.outcome_words()
        seat = self.active_seat()
        if seat < 0:
            return ""
        return " ".join(w for w in (self.seat_note(seat), self.active_words()) if w)

    def seat_note(self, seat: int) -> str:
        """What the game says after a seat's name in the top bar (Warparty: its armies)."""
        return self.title.seat_note(self.session.state, seat)

    def active_words(self) -> str:
        if self.handover is not None:
            return tr("— End turn to hand over")
        if self.lesson_holds():
            return tr("— the lesson waits for Next")
        if self.session.active in self.session.bots:
            return tr("is playing") if self.lesson_running() else tr("is thinking…")
        if self.session.active == CHANCE:
            return ""
        return tr("to play")

    def draw_active(self, surface: pygame.Surface, x: int, centre: int | None = None) -> None:
        """Whose turn it is (who won, once over) from ``x``, centred on the bar or on the line
        at ``centre``."""
        s = self.app.board_scale
        size = getattr(self, "active_size", int(18 * s))
        lines = [line for line in getattr(self, "active_lines", (self.active_text(),)) if line]
        centre = self.bar.centery if centre is None else centre
        seat = self.active_seat()
        over = self.session.over
        if not over and seat >= 0:
            self.draw_seat_tag(surface, seat, (x, centre - int(11 * s)))
            self.seat_tag_rect = pygame.Rect(
                x, centre - int(11 * s), self.active_tag_width(), int(24 * s)
            )
            x += self.active_tag_width()
        step = theme.font(size, over).get_linesize()
        top = centre - (step * len(lines)) // 2
        for i, line in enumerate(lines):
            label = theme.text(line, size, theme.ACCENT if over else theme.TEXT, over)
            surface.blit(label, (x, top + i * step))
