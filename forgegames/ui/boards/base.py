"""What every board view is: the frame's board area, drawing, clicks, and the parts it shows."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from forgegames.core import rules_text
from forgegames.core.i18n import language, tr
from forgegames.ui import theme
from forgegames.ui.animation import Animation, ease_out, linear
from forgegames.ui.intents import Intent

if TYPE_CHECKING:
    from forgegames.core.actions import Action
    from forgegames.ui.boards.host import BoardHost

REGIONS_KEPT = 32
"""How many views' regions a board keeps for its layout (the log's lines under a moving
pointer ask for the same few views again and again)."""


class BoardView:
    """Draws a title's board in the frame's board area and turns clicks into actions.

    A board never decides a rule: it offers what ``scene.legal_actions()`` lists and sends the
    chosen action to ``scene.act``, which shows the rule's reason when the engine refuses it.
    Its ``scene`` is its ``BoardHost``: all it may ask of the frame, and never the session,
    the app or the whole state.
    """

    def __init__(self, scene: BoardHost) -> None:
        self.scene: BoardHost = scene
        """The frame hosting this board, seen as a ``BoardHost`` (``host.py``)."""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.notice_room: pygame.Rect | None = None
        """Room off the board a notice may go in when the board has none clear of its
        ``keep_clear`` places (the log column under its buttons); the frame sets it."""
        self.cuts: list[tuple[pygame.Rect, str]] = []
        """Where ``fitted`` shortened a text as last drawn, with the whole text: the frame
        shows it in a tooltip when the mouse rests there."""
        self.tip_rule: str | None = None
        """The rules section that the tooltip on screen explains (the Y key opens it); the
        frame clears it before each ``draw_live``."""
        self.tips_waiting = False
        """True from a change of layout under a resting pointer (a move, an undo, the curtain
        lifting, a resize) until the mouse moves or a key is pressed: the tooltip of what the
        pointer rests on now was never pointed at (playtest 7: a Road tooltip covered Forge
        War's quests after a purchase reflowed the market). The frame sets and clears it."""
        self.tips_refused = False
        """True while a refused move's message is on screen: the refusal wins over any
        tooltip (playtest 7: King's Forge's refusal box and a tooltip overlapped). The frame
        sets it at each drawing."""

    @property
    def tips_hushed(self) -> bool:
        """No tooltip now (``tips_waiting`` or ``tips_refused``): every board's tooltips, and
        the frame's, obey it."""
        return self.tips_waiting or self.tips_refused

    def rule_tip(self, text: str, rule: str) -> str:
        """A tooltip's ``text`` that names a rule: noted as the tooltip's section (Y opens it)
        and followed by a line saying so (unchanged when the title has no such section)."""
        heading = rules_text.heading(self.scene.title.info.id, rule)
        if not heading:
            return text
        self.tip_rule = rule
        return text + "\n" + tr("Y opens the rules: {heading}", heading=heading)

    def layout(self, rect: pygame.Rect) -> None:
        """Called when the board area changes size."""
        self.rect = rect

    def refresh(self) -> None:
        """Called after every change of state (an action, undo, redo, the curtain lifting)."""

    def handle(self, intent: Intent) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what changes only with the game (cached by the frame between changes)."""
        raise NotImplementedError

    def boxes(self) -> dict[str, pygame.Rect]:
        """The board's panels and what they hold, by path (``market/space:clerk``), for the
        text report's layout check (see ``Scene.boxes``): each inside its parent (a top one
        inside the board), apart from its siblings. None by default."""
        return {}

    def fitted(self, text: str, size: int, width: int, pos, bold: bool = False) -> str:
        """``text`` shortened with an ellipsis to fit ``width`` pixels; when it is shortened,
        the place (``pos``, ``width`` wide) is noted so the whole text shows on hover."""
        from forgegames.ui import theme

        short = theme.shorten(text, size, width, bold)
        if short != text:
            height = theme.font(size, bold).get_linesize()
            self.cuts.append((pygame.Rect(pos[0], pos[1], width, height), text))
        return short

    def finish_words(self) -> str:
        """The label of the button that ends this person's part now (a pass), for the
        greyed End turn to name; "" when the board has none to name."""
        return ""

    def end_turn_move(self) -> Action | None:
        """The engine's one move that finishes the person's step now, which End turn makes
        for them before it hands over (Forge War's "Finish managing quests", playtest 34: a
        confirm click then End turn), or None: End turn waits for a move that holds the turn."""
        return None

    def draw_live(self, surface: pygame.Surface) -> None:
        """Draw what follows the mouse and keyboard (hover, focus); drawn every frame."""

    def draw_tips(self, surface: pygame.Surface) -> None:
        """Draw the tooltips of what the mouse or keyboard rests on: the frame calls it last
        (before a banner or a toast), above every mark of a hint or a lesson, so that no
        mark covers a tooltip's words. Nothing by default."""

    def mark_area(self, rect: pygame.Rect) -> pygame.Rect | None:
        """Where the hint's or lesson's mark around ``rect`` may be drawn (a map's frame, so
        that a mark at its edge does not spill onto a side panel), or None: anywhere."""
        return None

    def mark_reach(self, rect: pygame.Rect) -> int | None:
        """The pixels clear all round ``rect`` when a hint's or lesson's mark there must stay
        that close (``overlays.draw_hint_marks``), or None: the whole double outline fits."""
        return None

    def since_marks_look(self) -> tuple[tuple[int, int, int], int, int]:
        """How the frame draws its corner marks of what changed since a person's last turn:
        their colour, width and arm length (``hotseat.draw_marks``, at scale 1)."""
        return theme.TEXT, 2, 12

    def draw_change_marks(
        self, surface: pygame.Surface, rects: list[pygame.Rect], rgb, scale: float, since: bool
    ) -> None:
        """Draw the frame's marks of what changed round ``rects``: ``since`` a person's last
        turn (``since_marks_look``), else a computer player's last move in its colour ``rgb``.
        Corner brackets by default (``hotseat.draw_marks``)."""
        from forgegames.ui.hotseat import draw_marks

        if since:
            rgb, width, arm = self.since_marks_look()
            draw_marks(surface, rects, rgb, scale, width, arm)
        else:
            draw_marks(surface, rects, rgb, scale, 4)

    def draw_over_marks(self, surface: pygame.Surface) -> None:
        """Draw what no corner mark or highlight may cover (a board's pieces): the frame calls
        it after drawing its marks of what changed and of a hint or a lesson. Nothing by
        default."""

    def wakeup_ms(self) -> int | None:
        """Milliseconds until the board needs ``update`` (a view settling), or None."""
        return None

    def update(self, dt_ms: int) -> None:
        """Advance the board's own timers; the frame calls it while ``wakeup_ms`` is set."""

    def working(self) -> bool:
        """Whether something the board will show is being worked out away from the frame
        (Warparty's battle odds): a still picture (``screenshot``) waits for it."""
        return False

    def bot_pause_ms(self, usual: int) -> int:
        """The pause before a computer player's next move: ``usual`` (the speed setting's),
        or less while the board hurries something the person asked for (Warparty's Fight it
        out)."""
        return usual

    def holds_play(self) -> bool:
        """True while the board shows something the computer players wait for (Warparty's
        summary of a battle just ended, until it is dismissed)."""
        return False

    def acting_look(self, seat: int) -> theme.SeatColour | None:
        """The part of ``seat`` acting now, which the top bar names after the seat's name in
        its own colour and symbol (``name``, ``rgb``, ``symbol``), or None (the default: the
        seat acts as one; Warparty: the army acting, of a seat that commands two)."""
        return None

    def status_now(self) -> bool:
        """True when the top bar's status line (the round, the phase) follows the game as it
        is now while a person's move is held for End turn, as this board shows it; False (the
        default): the moment of the move held, as the board's panels (Warparty's team)."""
        return False

    def hold_words(self) -> str:
        """What the top bar says after the name of the person at the screen while
        ``holds_play``: what on screen the computer players wait for them to close
        (Warparty: the battle's summary; playtest 29: named after the computer, the words
        read as the computer's turn)."""
        return tr("— close the summary to go on")

    def banner_area(self) -> pygame.Rect | None:
        """Where the frame greets a person whose turn starts: a banner across the top of this
        area, or fitted into it when the area is lower than the banner. None (the default):
        over the words of the frame's top bar, which say whose turn it is anyway, so the
        banner hides no board text (playtest 5: it hid Forge War's market heading)."""
        return None

    def toast_strip(self) -> pygame.Rect | None:
        """The board's own message line, where the frame shows a toast instead of near the
        board's bottom: the toast covers the whole line while it shows (its words for the
        line's), so it half-hides no words under it (issue 39: an only move's notice lay over
        Warparty's waiting line). None (the default): near the bottom, clear of buttons."""
        return None

    def notice_band(self) -> pygame.Rect | None:
        """An area of the board a toast goes in, along its foot or top (``hotseat.band_spot``),
        so it keeps off the board's message strip and the ``toast_clear`` places (Warparty:
        its map, issue 39). None (the default): the strip, or near the board's bottom."""
        return None

    def notice_bands(self) -> list[pygame.Rect]:
        """The areas a toast goes in, tried in turn (``notice_band`` by default; Forge War:
        under its mats, then the prompt's column)."""
        band = self.notice_band()
        return [band] if band is not None else []

    def toast_clear(self) -> list[pygame.Rect]:
        """The places a toast off the message strip must leave uncovered, as well as the
        buttons: none by default (Forge War's: what the person may click next, issue 39)."""
        return []

    def keep_clear(self) -> list[pygame.Rect]:
        """The parts of the board where the person acts now, or reads what they act on,
        whole (Forge War's mine, King's Forge's waiting line): a notice covers none of them,
        going over a quiet part or the log column instead (playtest 22: a notice lay over the
        mine, a refusal over the waiting line). None by default."""
        return []

    def regions(self, state: Any) -> dict[str, tuple[pygame.Rect, Hashable]]:
        """The board's parts as drawn from ``state`` (a view of the game): for each part a key,
        its rectangle on screen in the current layout, and a summary of what it shows. Two
        states' summaries differ exactly where the picture differs; the frame compares them to
        mark what a move changed. Boards override this; by default nothing is marked."""
        return {}

    def animations(self, before: Any, after: Any) -> list[Animation]:
        """Animations of the change from ``before`` to ``after`` (views of the game; the board
        already shows ``after``), placed in the current layout. None by default."""
        return []

    def shown_later(self, action: Any) -> bool:
        """True for a move (a chance outcome) that ``bot_step``'s picture of the computer's
        move before it does not show yet: its log lines wait for the picture's end. None by
        default."""
        return False

    def bot_step(self, before: Any, after: Any, action: Any, seat: int, ms: int) -> list[Animation]:
        """A computer player's move from ``before`` to ``after`` held on screen for ``ms`` so
        that a person can follow it (the place it acted on in ``seat``'s colour, with a short
        label), before its motion and the next move; ``ComputerTurns.show_step`` asks. None
        by default (the move's animation and its marks show it)."""
        return []

    def losses(self, action: Any) -> list[str]:
        """What ``action`` throws away that the title's ``losses`` does not name, in the same
        short phrases (the frame asks "are you sure?" for both); none by default."""
        return []

    def asks_first(self, action: Any) -> bool:
        """True when ``action``, if it loses something, is asked about even where Undo could
        take it back (the frame otherwise plays it and says so: ``play_losing``); none by
        default."""
        return False

    def said_before(self, action: Any) -> bool:
        """True when what ``action`` loses is said before the click (its button names it), so
        the frame plays it without "are you sure?" (King's Forge's passes, issue 39); none by
        default."""
        return False

    def undo_instead(self, action: Any) -> bool:
        """True when ``action``, though it loses something, is played without "are you
        sure?": it will be held for End turn, and the held prompt says what it lost and that
        Undo takes it back (Warparty's Set-up done: playtest 15 counted three steps)."""
        return False

    def undo_back_to(self) -> int | None:
        """The count of moves made that Undo goes back to when the last moves were made as one
        (Warparty's "Set up the rest for me"); None: Undo takes back one move."""
        return None

    def hint_aside(self) -> str:
        """A line the Hint note adds under the computer's choices (Warparty: where the nearest
        enemy is and how far); "" for none."""
        return ""

    def hint_places(self, action: Any) -> list[pygame.Rect]:
        """Where a person makes ``action`` on this board: the places to click for it (the
        hint marks them). Boards add their own places to this default: every button of the
        board labelled with the move (``scene.describe``)."""
        from forgegames.ui.widgets import ButtonGroup

        label = self.scene.describe(action)
        groups = [g for g in vars(self).values() if isinstance(g, ButtonGroup)]
        return [b.rect for g in groups for b in g.buttons if b.label == label and b.rect.width]

    def reveal(self, action: Any) -> None:
        """Bring ``action``'s places into sight (a list scrolled to its row) when a hint or a
        lesson shows it; nothing by default."""

    def score_place(self, seat: int) -> pygame.Rect | None:
        """Where a seat's score is shown (its tray or mat), for the count-up; None: nowhere."""
        return None

    def score_animations(self, before: Any, after: Any) -> list[Animation]:
        """A badge counting each changed score up (or down) to its new value beside the
        seat's ``score_place``, then fading."""
        title = self.scene.title
        old, new = title.scores(before), title.scores(after)
        out = []
        for seat, (was, now) in enumerate(zip(old, new, strict=False)):
            was, now = int(was), int(now)  # the points shown, without tie-breaking fractions
            place = self.score_place(seat)
            if was != now and place is not None:
                rgb = self.scene.seat_colour(seat).rgb
                paint = count_up(place, was, now, rgb, self.scene.scale)
                out.append(Animation(800, paint, linear))
        return out

    def marks_shown(self) -> bool:
        """False while ``marks`` would mark nothing whatever the states (the frame then need
        not make the states it would compare). True by default."""
        return True

    def shown_regions(self, state: Any) -> dict[str, tuple[pygame.Rect, Hashable]]:
        """``regions(state)``, worked out once per view while the layout stays: kept by the
        view's identity (views are immutable; the view itself is held, so its id is never
        another's) until ``forget_regions``, and never across a change of the board's place,
        scale, language or the moves made. Read only: the rectangles are shared."""
        scene = self.scene
        layout = (tuple(self.rect), scene.scale, language(), scene.moves_made())
        memo = getattr(self, "_regions_memo", None)
        if memo is None or memo[0] != layout:
            memo = self._regions_memo = (layout, {})
        kept = memo[1].get(id(state))
        if kept is not None and kept[0] is state:
            return kept[1]
        if len(memo[1]) >= REGIONS_KEPT:
            memo[1].clear()
        found = self.regions(state)
        memo[1][id(state)] = (state, found)
        return found

    def forget_regions(self) -> None:
        """Drop the regions ``shown_regions`` kept: the frame calls it whenever what the board
        shows or where may have changed (a move, an undo, a click, a resize, a new layer)."""
        self.__dict__.pop("_regions_memo", None)

    def marks(self, before: Any, after: Any) -> list[pygame.Rect]:
        """Rectangles of the parts that differ between two states (appeared, changed or gone)."""
        old, new = self.shown_regions(before), self.shown_regions(after)
        quiet = self.quiet_parts(before, after)
        changed = [
            self.mark_place(key, rect)
            for key, (rect, what) in new.items()
            if (key not in old or old[key][1] != what) and not key.startswith(quiet)
        ]
        gone = [
            self.mark_place(key, rect)
            for key, (rect, _) in old.items()
            if key not in new and not key.startswith(quiet)
        ]
        return changed + gone

    def quiet_parts(self, before: Any, after: Any) -> tuple[str, ...]:
        """The regions' key prefixes ``marks`` leaves unmarked between these two states: parts
        that changed by themselves (a new round's refills), not by a player's move. None by
        default."""
        return ()

    def mark_place(self, key: str, rect: pygame.Rect) -> pygame.Rect:
        """Where the corner marks of the changed part ``key`` (at ``rect``) go: round it,
        unless a board moves them off words that would lie under them."""
        return rect


def count_up(place: pygame.Rect, was: int, now: int, rgb, scale: float):
    """Paint a score badge at the right end of ``place`` counting from ``was`` to ``now``."""
    size = max(12, int(16 * scale))

    def paint(surface: pygame.Surface, p: float) -> None:
        if p >= 1:
            return
        value = round(was + (now - was) * ease_out(min(1.0, p / 0.6)))
        sign = "+" if now > was else "−"
        label = theme.text(f"{value}  ({sign}{abs(now - was)})", size, theme.TEXT, True)
        box = label.get_rect().inflate(int(14 * scale), int(6 * scale))
        box.topright = (place.right - int(6 * scale), place.y + int(4 * scale))
        badge = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(badge, (*theme.PANEL, 235), badge.get_rect(), border_radius=6)
        pygame.draw.rect(badge, rgb, badge.get_rect(), 2, border_radius=6)
        badge.blit(label, label.get_rect(center=badge.get_rect().center))
        if p > 0.75:
            badge.set_alpha(round(255 * (1 - p) / 0.25))
        surface.blit(badge, box)

    return paint
