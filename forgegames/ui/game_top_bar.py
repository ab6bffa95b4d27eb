"""The game frame's top bar: its buttons (Undo, Redo, End turn, Legend, Menu...) kept in their
places, why a disabled one is off, and the bar behind them (the status line, whose turn it
is, who won)."""

from __future__ import annotations

import dataclasses
from typing import Any, Protocol

import pygame

from forgegames.core.bot_words import one_bracket
from forgegames.core.i18n import listing, tr
from forgegames.core.session import status_line
from forgegames.core.title import CHANCE
from forgegames.ui import text_report, theme
from forgegames.ui.game_bots import ComputerTurns
from forgegames.ui.game_menu import GameMenu
from forgegames.ui.hotseat import sentence
from forgegames.ui.teaching import Teaching
from forgegames.ui.widgets import Button, ButtonGroup

BANNER_UNDER = 120
"""The height (pixels at 1280x720) of the strip under the top bar the turn banner takes when
the bar's words leave it no room beside them."""


@dataclasses.dataclass(frozen=True)
class BarWords:
    """How the top bar's words are laid out (``TopBar.bar_words``)."""

    name: bool
    """The title's name is shown first (always, since playtest 14)."""
    status: tuple[str, ...]
    """The status line's lines."""
    active: tuple[str, ...]
    """The lines of whose turn it is (after the seat's name)."""
    size: int
    """The words' size."""
    stacked: bool = False
    """The status line is one line above whose turn it is (the bar's one layout: always)."""
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
    viewer: int | None
    humans: Any
    """The seats people play."""
    """The seat of the person at the screen (None behind the curtain)."""
    skippable: bool
    computer: ComputerTurns
    teaching: Teaching
    """The hint and the lesson: the Hint button is theirs."""
    menu: GameMenu
    """The menu: the bar's Legend, Menu and Results buttons open its pages."""
    board: Any
    """The board: the words of its own finishing button (``finish_words``), whether it
    holds the computer players' moves (``holds_play``), and whether it shows the game as it
    is now while a move is held (``status_now``)."""

    def lesson_holds(self) -> bool: ...

    def lesson_running(self) -> bool: ...

    def held_state(self) -> Any: ...

    def seat_name(self, seat: int) -> str: ...

    def seat_kind(self, seat: int, short: bool = False) -> str: ...

    def draw_seat_tag(self, surface: pygame.Surface, seat: int, pos: tuple[int, int]) -> int: ...

    def undo_seat(self) -> int | None: ...

    def undo_open(self) -> bool: ...

    def invalidate(self) -> None: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def end_turn(self) -> None: ...


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
        self.name_rect: pygame.Rect | None = None
        """Where the title's name was last drawn."""
        self.status_rect: pygame.Rect | None = None
        """Where the status was last drawn."""
        self.active_rect: pygame.Rect | None = None
        """Where the words of whose turn it is were last drawn."""
        self.status_full = self.status_cut = ""
        """The status whole and as shown, when the bar shortened it (else empty)."""
        self.active_full = self.active_cut = ""
        """Whose turn it is whole and as shown, when the bar shortened it (else empty)."""

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
                (tr("Results"), self.host.menu.show_results, True, "primary"),
            ]
        else:
            undo_ok = self.host.undo_open()  # not while a computer moves, unless it searches
            redo_ok = not acting and self.host.handover is None and self.host.session.can_redo()
            specs += [
                (tr("Undo"), self.host.undo, undo_ok, "normal"),
                (tr("Redo"), self.host.redo, redo_ok, "normal"),
                (tr("End turn"), self.host.end_turn, self.end_turn_live(), "primary"),
            ]
        specs += [
            (tr("Legend"), self.host.menu.open_legend, True, "normal"),
            (tr("Menu"), self.host.menu.open, True, "normal"),
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
            if action == self.host.menu.open_legend:  # as wide with its dot as without
                button.dot = self.legend_calls()
                if button.dot:
                    button.tooltip = tr("What the marks, counters and colours mean (key L)")
            width = slot if style == "primary" else button.fit_width(s)
            x -= width
            button.rect = pygame.Rect(x, int(6 * s), width, h)
            x -= int(8 * s)
            buttons.append(button)
        self.left = x
        hint = self.host.teaching.hint_button()
        self.host.top.set(list(reversed(buttons)) + ([hint] if hint is not None else []))

    def end_turn_live(self) -> bool:
        """End turn is lit while a move holds the turn, or while the board has a move that
        finishes the step for it to make first (``end_turn_move``)."""
        if self.host.handover is not None:
            return True
        return not self.host.computer.acting() and self.host.board.end_turn_move() is not None

    def moved_on(self) -> bool:
        """The person at the screen made the last move any person made, and the game went on
        by itself from it (a phase ended, computer players or the dice moved): a habitual End
        turn then meets a step already over (playtest 34: the wealth phase)."""
        session, viewer = self.host.session, self.host.viewer
        if viewer is None or self.host.handover is not None or not session.history:
            return False
        people = [e for e in session.history if e.actor >= 0 and e.actor in self.host.humans]
        return bool(people) and people[-1].actor == viewer and people[-1] is not session.history[-1]

    def legend_calls(self) -> bool:
        """Whether the Legend button carries its dot: while the board asks for the legend
        (``legend_calls``: Warparty's marks and counters need it to be read, playtest 18) until
        the legend is first opened in the game. A dot, not the green of a primary button: green
        is the one button the turn waits on (playtest 21, item 4)."""
        calls = getattr(self.host.board, "legend_calls", None)
        return not self.host.menu.legend_opened and calls is not None and bool(calls())

    def disabled_reason(self, button: Button) -> str:
        if button.label in (tr("Undo"), tr("Redo")) and self.host.computer.acting():
            return tr("Wait until the computer player has moved.")
        if button.label == tr("End turn") and self.moved_on():
            return tr(
                "Your last move finished that step by itself, so End turn has nothing to hand "
                "over: the game has moved on."
            )
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
        """The top bar behind its buttons, always in one layout (playtest 14: the name dropped
        out when the status was long, and the bar changed shape from screen to screen): the
        title's name and the status on the upper line, the seat and whose turn it is on the
        lower one, both from the bar's left edge. Words too long for their line are shortened
        at a word with an ellipsis; hovering them shows them whole (``hidden_note``)."""
        s = self.host.app.board_scale
        pygame.draw.rect(surface, theme.PANEL, self.host.bar)
        pygame.draw.line(surface, theme.BORDER, self.host.bar.bottomleft, self.host.bar.bottomright)
        x = int(16 * s)
        words = self.bar_words(x)
        self.active_lines = words.active
        self.active_size = words.size
        self.note_hidden = words.note_hidden
        upper, lower = self.line_centres()
        name = theme.text(self.host.title.info.name, self.name_size(), theme.ACCENT, True)
        self.name_rect = name.get_rect(midleft=(x, upper))
        surface.blit(name, self.name_rect)
        self.status_rect = None
        if words.status:
            label = theme.text(words.status[0], words.size, theme.TEXT)
            self.status_rect = label.get_rect(midleft=(self.status_x(x), upper))
            surface.blit(label, self.status_rect)
        self.draw_active(surface, x, lower)

    def banner_area(self) -> pygame.Rect:
        """Where the "NAME, your turn" banner goes: the bar left of its buttons, right of all
        its words (the title's name and status, whose turn it is), so it never covers them
        (playtest 16: it hid "Round 1 · Placing overseers"; ux20: "Alice (Humans and Dwa…"
        at 1024x640, and in Spanish "Warparty · Turno…"); where they leave it no room, under
        the bar, over the board's top; all the bar's words only before they are drawn."""
        s, bar = self.host.app.board_scale, self.host.bar
        inset = max(1, int(4 * s))
        words = pygame.Rect(bar.x + inset, bar.y + 1, self.left - bar.x - inset, bar.h - 2)
        drawn = (self.name_rect, self.status_rect, self.active_rect, self.seat_tag_rect)
        upper = [r.right for r in drawn if r is not None]
        if not upper:
            return words
        x = max(upper) + int(20 * s)
        beside = pygame.Rect(x, words.y, words.right - x, words.height)
        if beside.width >= int(220 * s):
            return beside
        return pygame.Rect(bar.x, bar.bottom, bar.w, int(BANNER_UNDER * s))

    def name_size(self) -> int:
        """The size of the title's name (the same on every screen)."""
        return int(17 * self.host.app.board_scale)

    def words_size(self) -> int:
        """The size of the status and of whose turn it is (the same on every screen)."""
        return int(15 * self.host.app.board_scale)

    def line_centres(self) -> tuple[int, int]:
        """The centres of the bar's two lines: the name and status, then whose turn."""
        s = self.host.app.board_scale
        upper = max(
            theme.font(self.name_size(), True).get_height(),
            theme.font(self.words_size()).get_height(),
        )
        lower = theme.font(int(18 * s), True).get_height()  # the seat's tag
        bar = self.host.bar
        gap = max(0, (bar.height - upper - lower) // 3)
        return bar.y + gap + upper // 2, bar.bottom - gap - lower // 2

    def status_x(self, x: int) -> int:
        """Where the status begins: after the title's name, on its line."""
        name = theme.font(self.name_size(), True).size(self.host.title.info.name)[0]
        return x + name + int(14 * self.host.app.board_scale)

    def bar_words(self, x: int) -> BarWords:
        """The bar's words for its one layout (``draw``), each on one line: the status (the
        title's shorter forms of it before an ellipsis) after the title's name, whose turn
        after the seat's tag (without the seat's note, shown on hovering the seat's name,
        before an ellipsis). What was shortened is kept whole for hovering."""
        s = self.host.app.board_scale
        size = self.words_size()
        face = theme.font(size, self.host.session.over)
        end = self.left - int(12 * s)
        self.status_full = self.status_cut = ""
        shown: tuple[str, ...] = ()
        statuses = self.bar_statuses()
        room = end - self.status_x(x)
        for status in statuses:
            lines = self.status_lines(status, size, room, 1)
            if lines is not None:
                shown = lines
                break
        else:
            shown = (word_shorten(statuses[-1], size, room),)
        if shown and shown[0] != statuses[0]:  # a shorter form, or shortened: whole on hover
            self.status_full, self.status_cut = statuses[0], shown[0]
        texts = self._active_texts()
        room = end - x - self.active_tag_width()
        active = next((t for t in texts if face.size(t)[0] <= room), None)
        self.active_full = self.active_cut = ""
        if active is None:
            active = word_shorten(texts[-1], size, room, self.host.session.over)
        if active != texts[0]:
            self.active_full, self.active_cut = texts[0], active
        hidden = active != texts[0]
        return BarWords(True, shown, (active,) if active else (), size, True, hidden)

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

    def bar_status(self) -> str:
        """The status line the bar shows: the mover's phase until End turn, like the board's
        panels (or, where the board shows the game as it is now, the game's: ``status_held``)."""
        held = self.status_held()
        if held is not None:
            return self._with_table(status_line(self.host.title, held))
        return self._with_table(self.passed_to(self.host.session.status_line()))

    def passed_to(self, now: str) -> str:
        """``now``, where the board shows the game as it is now while a held move ended a
        phase, with the phase it ended before it: "Round 1 · Mine phase → Market phase"
        (playtest 22: the bar read "Market phase" while the mover had still to press End turn
        on their mine move)."""
        before = self.host.held_state() if self.host.board.status_now() else None
        if before is None:
            return now
        then = status_line(self.host.title, before).split(" · ")
        parts = now.split(" · ")
        if then == parts:
            return now
        same = 0
        while same < min(len(then), len(parts)) - 1 and then[same] == parts[same]:
            same += 1
        return " · ".join([*parts[:same], f"{then[-1]} → {' · '.join(parts[same:])}"])

    def bar_statuses(self) -> tuple[str, ...]:
        """``bar_status``, then the title's shorter forms of it (``Title.short_statuses``)."""
        held = self.status_held()
        shown = self.host.session.state if held is None else held
        full = self.bar_status()
        shorter = [self._with_table(f) for f in self.host.title.short_statuses(shown)]
        now = self.host.session.status_line()
        if held is None and self.passed_to(now) != now:  # the phase a held move ended, then
            return tuple(dict.fromkeys((full, self._with_table(now), *shorter)))  # without it
        if full != self._with_table(status_line(self.host.title, shown)):
            return (full,)  # (words of the bar's own, not the title's status line)
        return tuple(dict.fromkeys((full, *shorter)))

    def status_held(self) -> Any:
        """The game the status line reads while a move is held for End turn: the visible game
        before the mover's move (``held_state``: Warparty's team whose panel is shown), unless
        the board shows the game as it is now (``Board.status_now``: Forge War's market
        emptied and quest offer opened by the last market pass, playtest 20 item 7, under a
        bar that read "Market phase"); None when no move is held, or the game's own."""
        return None if self.host.board.status_now() else self.host.held_state()

    def _with_table(self, status: str) -> str:
        """``status``, and the teaching table while it is on: Undo then takes back anything
        (a replay's cursor has no table)."""
        if getattr(self.host.session, "teaching", False):
            return " · ".join(part for part in (status, tr("Teaching table")) if part)
        return status

    def hidden_note(self, pos: tuple[int, int]) -> str:
        """What the bar shortened, whole, when ``pos`` is on it: the status, whose turn it is,
        or the seat's note it left out (Warparty's armies, on the seat's name); empty
        otherwise."""
        if self.status_full and self.status_rect is not None and self.status_rect.collidepoint(pos):
            return self.status_full
        if self.active_full and self.active_rect is not None and self.active_rect.collidepoint(pos):
            return self.active_full
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
        """The seat the bar names: the person holding the turn; the person at the screen
        while the board holds a computer's moves for them (playtest 29: the bar named Bruno,
        the computer, over the battle summary Alice had to close); else the active seat."""
        if self.host.handover is not None:
            return self.host.handover
        if self.waits_for_viewer():
            return self.host.viewer
        return self.host.session.active

    def waits_for_viewer(self) -> bool:
        """True while a computer seat is to move and the board holds its moves until the
        person at the screen closes what it shows (``holds_play``)."""
        host = self.host
        return (
            host.viewer is not None
            and host.session.active in host.session.bots
            and host.board.holds_play()
        )

    def active_tag_width(self) -> int:
        """How wide the seat's symbol and name are drawn before the words of whose turn it is
        (none when the game is over or chance is to act)."""
        seat = self.active_seat()
        if self.host.session.over or seat < 0:
            return 0
        s = self.host.app.board_scale
        name = theme.font(int(18 * s), True).size(self.host.seat_name(seat))[0]
        return 2 * int(9 * s) + int(8 * s) + name + int(8 * s) + self._acting_width(seat)

    def _acting_width(self, seat: int) -> int:
        """How wide the part of ``seat`` acting now is drawn after its name (none without)."""
        look = self.host.board.acting_look(seat)
        if look is None:
            return 0
        s = self.host.app.board_scale
        name = theme.font(int(18 * s), True).size(look.name)[0]
        return 2 * int(7 * s) + int(6 * s) + name + int(8 * s)

    def _draw_acting(self, surface: pygame.Surface, seat: int, x: int, top: int) -> None:
        """The part of ``seat`` acting now (Warparty's army), its symbol and name in its own
        colour, from ``x`` on the seat's name's line at ``top``."""
        look = self.host.board.acting_look(seat)
        if look is None:
            return
        s = self.host.app.board_scale
        r = int(7 * s)
        theme.draw_symbol(surface, look.symbol, (x + r, top + int(9 * s) + 2), r, look.rgb)
        surface.blit(
            theme.text(look.name, int(18 * s), look.rgb, True), (x + 2 * r + int(6 * s), top)
        )

    def active_text(self) -> str:
        """The words of whose turn it is (who won, once the game is over)."""
        if self.host.session.over:
            return self.outcome_words()
        seat = self.active_seat()
        if seat < 0:
            return ""
        # (the acting part, drawn after the name, says which of the seat's armies it is)
        note = "" if self.host.board.acting_look(seat) is not None else self.seat_note(seat)
        note, words = one_bracket(note, self.active_words())
        return " ".join(w for w in (note, words) if w)

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
                return self.host.board.hold_words()
            kind = self.host.seat_kind(self.host.session.active, short=True)  # (playtest 16)
            doing = tr("is playing") if self.host.lesson_running() else tr("is thinking…")
            return f"{kind} {doing}" if kind else doing
        if self.host.session.active == CHANCE:
            return ""
        return tr("to play")

    def draw_active(self, surface: pygame.Surface, x: int, centre: int | None = None) -> None:
        """Whose turn it is (who won, once over) from ``x``, on the line at ``centre`` (the
        bar's lower line unless given)."""
        s = self.host.app.board_scale
        size = self.active_size or self.words_size()
        shown = self.active_lines if self.active_lines is not None else (self.active_text(),)
        lines = [line for line in shown if line]
        centre = self.line_centres()[1] if centre is None else centre
        seat = self.active_seat()
        over = self.host.session.over
        self.active_rect = None
        if not over and seat >= 0:
            high = theme.font(int(18 * s), True).get_height()
            top = centre - high // 2
            named = self.host.draw_seat_tag(surface, seat, (x, top))
            self._draw_acting(surface, seat, x + named + int(8 * s), top)
            # (a computer player's thinking dots go under it, inside the bar)
            dots = 2 * max(2, int(3 * s)) + 1
            high = max(1, min(high, self.host.bar.bottom - dots - top))
            self.seat_tag_rect = pygame.Rect(x, top, self.active_tag_width(), high)
            x += self.active_tag_width()
        for line in lines[:1]:
            label = theme.text(line, size, theme.ACCENT if over else theme.TEXT, over)
            self.active_rect = label.get_rect(midleft=(x, centre))
            surface.blit(label, self.active_rect)


def word_shorten(content: str, size: int, width: int, bold: bool = False) -> str:
    """``content`` shortened to fit ``width`` pixels at a word, with an ellipsis (a single
    word too long for it is shortened within, still with the ellipsis)."""
    face = theme.font(size, bold)
    if face.size(content)[0] <= width:
        return content
    words = content.split(" ")
    while len(words) > 1:
        words.pop()
        short = " ".join(words).rstrip(" ·—-,:;(") + "…"
        if face.size(short)[0] <= width:
            return text_report.shortened(short)
    return theme.shorten(content, size, width, bold)
