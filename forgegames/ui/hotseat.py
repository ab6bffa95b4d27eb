"""What keeps a shared screen trustworthy: timed notices (refusals, turn banners), the dialog
that asks before a move throws something away, and the marks that show what changed."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from forgegames.core.i18n import N_, listing, tr
from forgegames.ui import theme
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import Dialog, draw_panel
from forgegames.ui.widgets import Button, ButtonGroup

TOAST_MS = 3500
WHY_MS = 8000
"""A refusal with a "Why?" button is ``held``: on screen at least this long (its clock stands
still while the mouse is over it), so there is time to press it (playtest 17: it went before
the click on Why? arrived); after that it stays until the person clicks elsewhere or presses a
key, or the game moves on."""
BANNER_MS = 2200
BANNER_MIN = 0.7
"""The smallest a turn banner is drawn when fitted into a low strip (its text stays readable)."""
GUARD_MS = 400
"""After the turn passes to another person, board and buttons ignore input this long, so a
double click cannot play the next person's move."""
QUIET_END_TURN_MS = 1500
"""After a move passed the turn on by itself, a click on the (disabled) End turn button does
nothing this long: the habit of pressing End turn after a last move says no refusal
(playtest 11, shots 30 and 50)."""
PASSED_WORDS = N_("The last move passed the turn on by itself.")
"""The turn banner's second line after such a move."""


@dataclasses.dataclass
class Notice:
    """A message on screen for ``ms`` milliseconds counted from when it is first drawn."""

    text: str
    ms: int
    error: bool = False
    detail: str = ""
    colour: tuple[int, int, int] = theme.ACCENT
    symbol: str = ""
    shown: bool = False
    untold: str = ""
    """A banner's ``detail`` it had no room to show (the frame tells it in a message)."""
    why: bool = False
    """A refusal with a "Why?" button that opens the rules (at ``rule``, or by a search)."""
    rule: str | None = None
    held: bool = False
    """Gone only when the person clicks off it or presses a key (``let_go``), or once its
    time is up and the game moved on from ``about``; its clock stands still under the mouse."""
    about: object = None
    """The game state whose choice the notice tells of ("Only one move is possible: ..."):
    it goes as soon as the game moves on from that state (playtest 14: the Berserker's only
    attack was still offered after it had died)."""
    greeting: bool = False
    """The turn's greeting (the only move of the new position, ``TurnPassing.greet``): a
    hand-over notice leaves it in place."""
    undo: bool = False
    """It tells the person that Undo takes its move back ("Ctrl+Z takes it back"): it goes the
    moment Undo no longer can (``HostServices.drop_untrue_undo``; playtest 22 item 2)."""

    started: bool = False
    """Its clock has ticked since it was drawn."""

    def seen(self, dt_ms: int, seen_ms: Callable[[int], int] | None = None) -> int:
        """Of ``dt_ms``, the time the notice was on screen: none before it is drawn, and at
        the first tick after, only the time since its frame reached the screen (``seen_ms``,
        ``App.seen_ms``), not the work that made it and drew it (playtest 18: a save's words
        lost the time the save took)."""
        if not self.shown:
            return 0
        if self.started or seen_ms is None:
            return dt_ms
        self.started = True
        return seen_ms(dt_ms)

    def tick(self, dt_ms: int, seen_ms: Callable[[int], int] | None = None) -> bool:
        """Advance the clock (only once drawn); False when the notice has expired."""
        self.ms -= self.seen(dt_ms, seen_ms)
        return self.ms > 0

    def lasts(
        self,
        dt_ms: int,
        state: object,
        hovered: bool = False,
        seen_ms: Callable[[int], int] | None = None,
        hidden: bool = False,
    ) -> bool:
        """Advance the clock (only once drawn, and not while ``hovered``: its words are being
        read); False when the notice goes: its time is up, or the game moved on from the
        state it is ``about`` (a held notice: both), or, once seen, another screen hides the
        whole board (``hidden``: the rules browser, a rulebook example; playtest 19 came back
        to "Large print: off" still there). A dialog over the board (the menu) is not that:
        the words show under it, and their time waits (playtest 18)."""
        if hidden and self.shown:
            return False
        moved_on = self.about is not None and self.about is not state
        step = 0 if hovered else self.seen(dt_ms, seen_ms)
        if not self.held:
            self.ms -= step
            return self.ms > 0 and not moved_on
        self.ms = max(0, self.ms - step)
        return self.ms > 0 or not moved_on

    def let_go(self, intent: Intent, box: pygame.Rect, keep_key: int) -> bool:
        """True when ``intent`` sends a held notice (drawn at ``box``) away: a click off it,
        or a key other than ``keep_key`` (the one that opens its rules) and a lone modifier."""
        if not self.held:
            return False
        if intent.kind == "click":
            return not box.collidepoint(intent.pos)
        return intent.kind == "key" and intent.key != keep_key and intent.key not in MODIFIERS

    def wakeup_ms(self) -> int | None:
        """When the clock needs the next tick: None when only a person can send it away."""
        if self.held and self.shown and self.ms <= 0:
            return None  # (hidden by another screen: the frame asks for a tick itself)
        return self.ms if self.shown else 0


MODIFIERS = frozenset(
    (
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LMETA,
        pygame.K_RMETA,
    )
)
"""Keys that press nothing alone: they leave a held notice where it is."""


UNDO_WORDS = {
    "nothing to undo yet": N_("There is no move of yours to take back yet."),
    "cannot undo past a dice roll or a card draw": N_(
        "A roll or a draw cannot be taken back; turn on Teaching table in the menu to take "
        "back anything."
    ),
    "cannot undo a move that revealed hidden information": N_(
        "A move that showed hidden cards cannot be taken back."
    ),
    "cannot undo another player's move": N_(
        "You can take back only your own moves, not another player's."
    ),
    "nothing to redo": N_("There is no move to redo."),
}
"""The session's reasons (engine words, kept short for logs and tests) as a player reads
them on a toast."""


def sentence(message: str) -> str:
    """A toast's words read as a sentence: the session's undo reasons in a player's words,
    otherwise the message with a capital letter and a full stop."""
    for engine, words in UNDO_WORDS.items():
        if message in (engine, tr(engine)):
            return tr(words)
    text = message.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    if text[-1] not in ".!?…:":
        text += "."
    return text


class ConfirmLoss(Dialog):
    """Asks before a move that throws something away; its first line says what is lost.

    The move the person asked for is ready: "Do it" comes first with the focus and Enter
    does it; Esc and Cancel take it back (playtest 18: Cancel ready in some questions and
    "Do it" in others, the person could not tell what Enter would do). The one exception is
    a move that ends the game as a loss or costs as dearly (``keep_cancel``: a surrender,
    ``Title.loses_the_game``; a Forge War quest failed, ``Title.costs_dearly``):
    there no button has the focus until Tab gives it one, Enter says how to choose and Esc
    cancels, as Enter is also End turn and a second one must not give the game away unasked
    (playtest 8)."""

    def __init__(
        self,
        app,
        move: str,
        losses: Sequence[str],
        on_confirm: Callable[[], None],
        on_never_ask: Callable[[], None],
        keep_cancel: bool = False,
    ) -> None:
        lines = [tr("Choosing “{move}” gives up {what}.", move=move, what=listing(list(losses)))]
        lines.append(tr(CHOOSE_WORDS if keep_cancel else DO_IT_WORDS))
        self.keep_cancel = keep_cancel
        super().__init__(app, tr("Are you sure?"), lines)
        self.on_confirm = on_confirm
        self.on_never_ask = on_never_ask
        self.tabbed = False
        """Whether Tab has put the focus on a button (Enter then presses it)."""

    def buttons(self) -> list[Button]:
        safe = self.keep_cancel
        cancel = Button(tr("Cancel"), self.close, style="primary" if safe else "normal")
        do = Button(tr("Do it"), self._confirm, style="normal" if safe else "primary")
        never = Button(tr("Do it, and don't ask me this again in this game"), self._never_ask)
        return [cancel, do, never] if safe else [do, cancel, never]

    def lay_out(self, size: tuple[int, int], scale: float) -> bool:
        fits = super().lay_out(size, scale)
        if not self.tabbed:
            # Do it: Enter does the move asked for; a game's loss: no ring, Enter presses nothing
            self.group.focus = None if self.keep_cancel else 0
        return fits

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "key" and intent.key == pygame.K_TAB:
            self.tabbed = True
        elif intent.kind == "key" and intent.key in ENTER_KEYS and not self.enter_acts():
            if self.lines[-1] != tr(ENTER_WORDS):
                self.lines[-1] = tr(ENTER_WORDS)
                self.resize(self.app.size)
            return True
        return super().handle(intent)

    def enter_acts(self) -> bool:
        """Enter presses the focused button: "Do it" at once, but where the move loses the
        game only once Tab gave a button the focus."""
        return self.tabbed or not self.keep_cancel

    def _confirm(self) -> None:
        self.close()
        self.on_confirm()

    def _never_ask(self) -> None:
        self.on_never_ask()
        self._confirm()


CHOOSE_WORDS = N_("Click Do it or Cancel (Esc cancels).")
DO_IT_WORDS = N_("Enter does it; Esc cancels.")
ENTER_WORDS = N_("Enter chooses nothing here: click Do it or Cancel, or press Esc to cancel.")
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def draw_banner(
    surface: pygame.Surface,
    notice: Notice,
    area: pygame.Rect,
    scale: float,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """The "NAME, your turn" banner across the top of ``area`` (its picture is cached), below
    any of the buttons ``avoid`` it would cover, where the area has the room (playtest 4: it
    hid Warparty's Names button). An area lower than the banner (a strip) is cleared and the
    banner drawn in its middle, smaller (never below ``BANNER_MIN`` of its size), its bottom
    inside the strip. Returns where it was drawn."""

    def picture_at(size: float, inline: bool = False) -> pygame.Surface:
        return banner_picture(
            notice.text, notice.detail, notice.colour, notice.symbol, area.width, size, inline
        )

    picture = picture_at(scale)
    top = int(14 * scale)
    if picture.get_height() + top > area.height and notice.detail:
        picture = picture_at(scale, inline=True)  # a strip: the second line goes beside
    if picture.get_height() + top <= area.height:
        box = picture.get_rect(midtop=(area.centerx, area.y + top))
        covered = [r for r in avoid if r.colliderect(box)]
        if covered:
            below = max(r.bottom for r in covered) + int(6 * scale)
            box.top = min(below, area.bottom - box.height)
        surface.blit(picture, box)
        return box
    fit = max(BANNER_MIN, (area.height - 4) / picture.get_height())
    picture = picture_at(scale * fit, inline=bool(notice.detail))
    told = detail_fits(notice.text, notice.detail, area.width, scale * fit)
    notice.untold = "" if told else notice.detail
    pygame.draw.rect(surface, theme.PANEL, area)
    box = picture.get_rect(center=area.center)
    box.bottom = min(box.bottom, area.bottom - 2)
    surface.blit(picture, box)
    return box


def detail_fits(text: str, detail: str, room: int, scale: float) -> bool:
    """Whether a banner on one line has room for its ``detail`` beside ``text`` (none: yes)."""
    if not detail:
        return True
    title = theme.font(int(30 * scale), True).size(text)[0]
    small = theme.font(int(17 * scale)).size(detail)[0]
    return title + int(16 * scale) + small + int(110 * scale) <= room - int(20 * scale)


@functools.lru_cache(maxsize=16)
def banner_picture(
    text: str,
    detail: str,
    colour: tuple[int, int, int],
    symbol: str,
    room: int,
    scale: float,
    inline: bool = False,
) -> pygame.Surface:
    """The banner's framed words: ``detail`` under the title, or beside it when ``inline``
    (a strip too low for two lines)."""
    title = theme.text(text, int(30 * scale), colour, True)
    small = theme.text(detail, int(17 * scale), theme.TEXT) if detail else None
    beside = int(16 * scale) + small.get_width() if small is not None and inline else 0
    height = title.get_height() + int(28 * scale)
    if small is not None and not inline:
        height += small.get_height() + int(6 * scale)
    width = max(title.get_width(), small.get_width() if small else 0) + int(110 * scale)
    if beside:
        width = title.get_width() + beside + int(110 * scale)
        if not detail_fits(text, detail, room, scale):  # no room beside: the title alone
            beside, small, width = 0, None, title.get_width() + int(110 * scale)
    rect = pygame.Rect(0, 0, min(width, room - int(20 * scale)), height)
    picture = pygame.Surface(rect.size, pygame.SRCALPHA)
    draw_panel(picture, rect, scale)
    pygame.draw.rect(picture, colour, rect, 3, border_radius=int(10 * scale))
    y = int(14 * scale)
    r = int(12 * scale)
    if symbol and not beside:
        centre = (rect.centerx - title.get_width() // 2 - r - int(10 * scale), y + r + 4)
        theme.draw_symbol(picture, symbol, centre, r, colour)
    if beside and small is not None:  # title and detail centred together, on one baseline
        x = rect.centerx - (title.get_width() + beside) // 2
        if symbol:
            theme.draw_symbol(picture, symbol, (x - r - int(10 * scale), y + r + 4), r, colour)
        picture.blit(title, (x, y))
        low = y + title.get_height() - small.get_height() - int(3 * scale)
        picture.blit(small, (x + title.get_width() + int(16 * scale), low))
        return picture
    picture.blit(title, (rect.centerx - title.get_width() // 2, y))
    if small is not None:
        y += title.get_height() + int(6 * scale)
        picture.blit(small, (rect.centerx - small.get_width() // 2, y))
    return picture


WHY_LABEL = "Why? (Y)"


def toast_layout(
    notice: Notice,
    area: pygame.Rect,
    scale: float,
    avoid: Sequence[pygame.Rect] = (),
    strip: pygame.Rect | None = None,
    clear: Sequence[pygame.Rect] = (),
    band: pygame.Rect | Sequence[pygame.Rect] | None = None,
    room: pygame.Rect | None = None,
    keep: Sequence[pygame.Rect] = (),
) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect | None]:
    """A toast's picture, where it goes and where its "Why?" button is (None without one).

    Near the bottom of ``area``, moved up above any of the ``avoid`` rectangles it would
    cover (a toast never hides a button); or, given the board's message ``strip``, over the
    whole strip (as wide, at least as high, growing upwards for more lines): the toast then
    takes the room of the words it replaces while it shows, and half-covers none. Given the
    board's ``clear`` places (those a click makes a move at now), the lowest spot that covers
    none of them nor a button, narrower where it must (``clear_spot``; issue 39: Forge War's
    refusal lay over the merchant's deals, the next thing to click). Given the board's notice
    ``band`` (an area of its own, Warparty's map; or several, tried in turn), a band across
    its foot or its top, else a narrower spot in it, clear of those places and the buttons
    (``band_spot``; issue 39: Warparty's refusal hid the prompt it was about); else any such
    spot on the board; else the first band's foot. Given the board's ``keep`` parts (where
    the person acts, ``Board.keep_clear``), a band's spot covers none of them either, else
    the top of the ``room`` off the board (the log column) takes the notice (playtest 22: it
    lay over Forge War's mine); a notice with no place there either (a save's file name,
    wider than the log's line) is placed as if those parts were free."""
    button_w = Button(tr(WHY_LABEL), lambda: None).fit_width(scale) if notice.why else 0
    spot = None
    bands = [band] if isinstance(band, pygame.Rect) else list(band or ())
    for each in bands:  # the first with a free spot (Forge War: under the mats, the prompt)
        if spot is None and not any(r.contains(each) for r in keep):  # (a kept part whole)
            spot = band_spot(notice, each, scale, button_w, [*avoid, *clear, *keep], False)
    if spot is None and keep and room is not None and room.width and room.height:
        spot = room_spot(notice, room, scale, button_w)  # else over the log column
    if spot is None and keep:  # else as before, over those parts
        return toast_layout(notice, area, scale, avoid, strip, clear, band)
    if spot is None and strip is None and clear:  # else any free spot on the board
        spot = clear_spot(notice, area, scale, button_w, [*avoid, *clear])
    if spot is None and bands:  # else the first band's foot all the same
        spot = band_spot(notice, bands[0], scale, button_w, [*avoid, *clear])
    if spot is not None:
        picture, box = spot
    elif strip is not None:
        picture = toast_picture(
            notice.text, notice.error, strip.width, scale, button_w, (strip.width, strip.height)
        )
        box = picture.get_rect(bottomleft=strip.bottomleft)
    else:
        picture = toast_picture(notice.text, notice.error, area.width, scale, button_w)
        box = picture.get_rect(midbottom=(area.centerx, area.bottom - int(20 * scale)))
        gap = int(8 * scale)
        for _ in range(len(avoid) + 1):
            hit = [r for r in avoid if r.width and box.colliderect(r)]
            if not hit:
                break
            box.bottom = min(r.top for r in hit) - gap
        if box.top < area.top:  # no free band below the buttons: the area's top edge
            box.top = area.top + gap
    if not button_w:
        return picture, box, None
    button = pygame.Rect(0, 0, button_w, min(box.height - int(12 * scale), int(38 * scale)))
    button.midright = (box.right - int(12 * scale), box.centery)
    over_log = room is not None and room.contains(box)
    if over_log and button_under(notice.text, room_width(room, scale), scale, button_w):
        button.bottomright = (box.right - int(12 * scale), box.bottom - int(10 * scale))
    return picture, box, button  # (over the log, a long notice's button goes under its words)


def board_buttons(board: Any) -> list[pygame.Rect]:
    """Where a board's buttons are (its ``ButtonGroup``s'; a notice is placed clear of them)."""
    groups = [g for g in vars(board).values() if isinstance(g, ButtonGroup)]
    return [b.rect for g in groups for b in g.buttons if b.rect.width]


def place_toast(
    toast: Notice, board: Any, scale: float
) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect | None]:
    """A notice's picture, box and "Why?" button (``toast_layout``), placed as ``board`` asks:
    over its message strip, or in its notice band, or clear of its buttons and lit places,
    and of its ``keep_clear`` parts (else over the log column)."""
    place = (board.rect, scale, board_buttons(board), board.toast_strip(), board.toast_clear())
    return toast_layout(toast, *place, board.notice_bands(), board.notice_room, board.keep_clear())


def room_spot(
    notice: Notice, room: pygame.Rect, scale: float, button_w: int
) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The picture and box of a notice across the top of ``room`` (the log column under its
    buttons: it hides the oldest lines shown, not the newest), as wide as the room; None
    where a word of it (a save's folder) is wider than the room's line."""
    width = room_width(room, scale)
    size = room_text_size(notice.text, width - 2 * int(16 * scale), scale)
    if size is None:
        return None
    below = button_under(notice.text, width, scale, button_w)
    picture = toast_picture(
        notice.text, notice.error, width, scale, button_w, (width, 0), below, size
    )
    if picture.get_height() > room.height - int(8 * scale):
        return None  # (the hint's list leaves too little of the column)
    return picture, picture.get_rect(midtop=(room.centerx, room.top + int(8 * scale)))


def room_text_size(text: str, inner: int, scale: float) -> int | None:
    """The text size a notice over the log column is drawn at: a notice's usual size, else
    smaller down to the window's smallest text where a word of it (a save's file name or
    folder) would be wider than the line ``inner`` pixels wide (playtest 35: at 1280x720 the
    "Saved as" notice found no room there and lay over King's Forge's waiting line); None
    where a word is too wide even then."""
    smallest = theme.min_text_size()
    for size in range(max(int(18 * scale), smallest), smallest - 1, -1):
        words = theme.font(size).size
        if all(words(word)[0] <= inner for word in text.split()):
            return size
    return None


def room_width(room: pygame.Rect, scale: float) -> int:
    """The width of a notice over ``room`` (``room_spot``)."""
    return max(int(160 * scale), room.width - 2 * int(8 * scale))


def button_under(text: str, width: int, scale: float, button_w: int) -> bool:
    """A notice ``width`` wide puts its "Why?" button under its words: beside them, they
    would take more than two narrow lines (the log column is narrow)."""
    inner = width - 2 * int(16 * scale) - button_w  # (``toast_picture``'s margins)
    return bool(button_w) and len(theme.wrap(text, int(18 * scale), inner)) > 2


def log_room(log: pygame.Rect, buttons: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """The log column ``log`` under the buttons on it (the Hint button), for a notice with no
    room on the board; None when the column is folded away."""
    if not log.width:
        return None
    top = max([log.top, *(b.bottom for b in buttons if log.contains(b))])
    return pygame.Rect(log.x, top, log.width, log.bottom - top)


def under_notes(room: pygame.Rect | None, notes_bottom: int) -> pygame.Rect | None:
    """The log column's ``room`` below the side notes drawn on it (the hint's list ends at
    ``notes_bottom``): a notice placed there leaves the hint whole (playtest 23: a refusal lay
    over the hint's choices); the log is pushed down under it (``log_pushed_down``)."""
    if room is None or notes_bottom <= room.top:
        return room
    return pygame.Rect(room.x, notes_bottom, room.width, max(0, room.bottom - notes_bottom))


def pointer_on_notice(
    toast: Notice | None, board: Any, scale: float, pointer: tuple[int, int]
) -> bool:
    """The mouse rests on the message on screen (its clock stands still meanwhile: playtest
    18 read a save's folder under the mouse)."""
    if not (toast and toast.shown):
        return False
    return place_toast(toast, board, scale)[1].collidepoint(pointer)


def let_go(toast: Notice | None, intent: Any, board: Any, scale: float, why_key: int) -> bool:
    """``intent`` sends the held refusal on screen away (``Notice.let_go``; ``why_key``
    opens its Why? instead)."""
    if not (toast and toast.shown):
        return False
    return toast.let_go(intent, place_toast(toast, board, scale)[1], why_key)


def why_button(toast: Notice | None, board: Any, scale: float) -> pygame.Rect | None:
    """Where the "Why?" button of the refusal on screen is (None when none is shown)."""
    if toast is None or not toast.why or not toast.shown:
        return None
    return place_toast(toast, board, scale)[2]


def band_spot(
    notice: Notice,
    band: pygame.Rect,
    scale: float,
    button_w: int,
    blocked: Sequence[pygame.Rect],
    forced: bool = True,
) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The picture and box of a notice in ``band``: as wide as the band (so its words take a
    line or two), along the band's foot, else its top, where it covers none of ``blocked``
    and stays inside the band; else the lowest narrower spot in the band that covers none
    (``clear_spot``); else (``forced``) the band's foot all the same (nothing in it is free),
    or None."""
    gap = int(8 * scale)
    keep = [r.inflate(2 * gap, 2 * gap) for r in blocked if r.width and r.height]
    width = max(int(200 * scale), band.width - 2 * gap)
    inner = width - 2 * int(16 * scale) - button_w  # (``toast_picture``'s margins)
    words = theme.font(int(18 * scale)).size
    if not forced and any(words(word)[0] > inner for word in notice.text.split()):
        return None  # a word (a save's folder) would be cut: a wider place
    picture = toast_picture(notice.text, notice.error, width, scale, button_w, (width, 0))
    foot = picture.get_rect(midbottom=(band.centerx, band.bottom - gap))
    top = picture.get_rect(midtop=(band.centerx, band.top + gap))
    for box in (foot, top):
        if box.collidelist(keep) < 0 and band.contains(box):
            return picture, box
    spot = clear_spot(notice, band, scale, button_w, blocked)
    return spot or ((picture, foot) if forced else None)


TOAST_WIDTHS = (0.7, 0.55, 0.45)
"""The shares of the board's width a toast kept clear of places tries, widest first."""


def clear_spot(
    notice: Notice,
    area: pygame.Rect,
    scale: float,
    button_w: int,
    blocked: Sequence[pygame.Rect],
) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The picture and box of a toast in ``area`` that covers none of ``blocked`` (with a
    small gap round each): the lowest such spot, at the usual width where one is free, else
    narrower (never so narrow that a word is cut); centred, else against the area's right or
    left side. None where no spot is free (the caller places it as usual)."""
    gap = int(8 * scale)
    keep = [r.inflate(2 * gap, 2 * gap) for r in blocked if r.width and r.height]
    step = max(4, int(8 * scale))
    widest = max((theme.font(int(18 * scale)).size(w)[0] for w in notice.text.split()), default=0)
    pictures = []
    for share in TOAST_WIDTHS:
        room = int(area.width * share / 0.7)
        if int(room * 0.7) - button_w >= widest:  # (``toast_picture``'s words' width)
            pictures.append(toast_picture(notice.text, notice.error, room, scale, button_w))
    bottom = area.bottom - int(20 * scale)
    while pictures and bottom - min(p.get_height() for p in pictures) >= area.top + gap:
        for picture in pictures:
            box = picture.get_rect(bottom=bottom)
            if box.top < area.top + gap:
                continue
            for x in (area.centerx - box.width // 2, area.right - gap - box.width, area.x + gap):
                box.x = x
                if box.collidelist(keep) < 0:
                    return picture, box
        bottom -= step
    return None


def draw_toast(
    surface: pygame.Surface,
    placed: tuple[pygame.Surface, pygame.Rect, pygame.Rect | None],
    over_strip: bool,
    scale: float,
) -> None:
    """A refusal (red edge) or a confirmation (gold edge) as ``toast_layout`` placed it (its
    picture, box and "Why?" button), over the board's message strip or not."""
    picture, box, why = placed
    if over_strip:  # the strip's own words are hidden whole, not seen around the toast
        surface.fill(theme.PANEL, box)
    surface.blit(picture, box)
    if why is not None:
        Button(tr(WHY_LABEL), lambda: None, rect=why).draw(surface, scale, False, False)


@functools.lru_cache(maxsize=16)
def toast_picture(
    text: str,
    error: bool,
    room: int,
    scale: float,
    button_w: int = 0,
    exact: tuple[int, int] | None = None,
    below: bool = False,
    size: int | None = None,
) -> pygame.Surface:
    """The framed text of a toast, with ``button_w`` pixels kept free at its right (or,
    ``below``, a row for the button under the words): 70 % of ``room`` wide, or ``exact``'s
    width and at least its height; its words at ``size`` (a notice's usual size by
    default)."""
    size = size or int(18 * scale)
    margin = int(16 * scale)
    inner = exact[0] - 2 * margin if exact else int(room * 0.7)
    row = int(38 * scale) + int(8 * scale) if below and button_w else 0
    button_w = 0 if below else button_w
    lines = theme.wrap(text, size, inner - button_w)
    line_h = theme.font(size).get_linesize()
    height = max(len(lines) * line_h, int(38 * scale) if button_w else 0) + int(24 * scale) + row
    rect = pygame.Rect(0, 0, inner + 2 * margin, max(height, exact[1] if exact else 0))
    picture = pygame.Surface(rect.size, pygame.SRCALPHA)
    draw_panel(picture, rect, scale)
    edge = theme.DANGER if error else theme.ACCENT
    pygame.draw.rect(picture, edge, rect, 2, border_radius=int(10 * scale))
    centre = (rect.width - button_w - (int(12 * scale) if button_w else 0)) // 2
    top = (rect.height - row - len(lines) * line_h) // 2
    for i, line in enumerate(lines):
        label = theme.text(line, size)
        picture.blit(label, (centre - label.get_width() // 2, top + i * line_h))
    return picture


def draw_marks(
    surface: pygame.Surface,
    rects: Sequence[pygame.Rect],
    rgb: tuple[int, int, int],
    scale: float,
    width: int = 3,
    arm_px: int = 12,
) -> None:
    """Corner brackets around each changed part (a shape, not only a colour): lines
    ``width`` thick (at least 2 pixels, 1 for a width of 1), arms ``arm_px`` long, at
    ``scale``."""
    arm = max(5, int(arm_px * scale))
    w = max(min(2, width), int(width * scale))
    for rect in rects:
        r = rect.inflate(4, 4)
        a = min(arm, r.width // 3, r.height // 3)
        for (x, y), (dx, dy) in (
            (r.topleft, (1, 1)),
            (r.topright, (-1, 1)),
            (r.bottomleft, (1, -1)),
            (r.bottomright, (-1, -1)),
        ):
            pygame.draw.line(surface, rgb, (x, y), (x + dx * a, y), w)
            pygame.draw.line(surface, rgb, (x, y), (x, y + dy * a), w)


WASH = (44, 44, 44)
"""What a hovered log line's parts are lightened by (added to each colour channel)."""


def draw_highlight(surface: pygame.Surface, rects: Sequence[pygame.Rect]) -> None:
    """A light wash over the parts a hovered log line is about, each once (a hint lists a
    stack once per click it takes: washed nine times, a stack of nine showed white)."""
    for rect in dict.fromkeys(tuple(rect) for rect in rects):
        # lighten in place (an alpha surface the size of a tray, made and blended every
        # frame, cost several times a full-screen copy)
        surface.fill(WASH, rect, special_flags=pygame.BLEND_RGB_ADD)
        pygame.draw.rect(surface, theme.TEXT, rect, 2)
