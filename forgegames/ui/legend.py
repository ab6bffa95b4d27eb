"""The legend: what a board's icons, codes and colours mean, in plain words.

Each board lists its entries (``BoardView.legend``); the frame adds the seats and opens the
``Legend`` overlay from the top bar's Legend button or the L key. Esc, L or Close shuts it.
The page is drawn once per window size and re-blitted (nothing is re-rendered per frame).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame

from forgegames.core.i18n import tr
from forgegames.ui import theme
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import dim, draw_panel
from forgegames.ui.scene import Scene
from forgegames.ui.widgets import Button, ButtonGroup

RGB = tuple[int, int, int]
KEY = pygame.K_l
"""The key that opens and closes the legend (no board uses letters)."""


@dataclasses.dataclass(frozen=True)
class Entry:
    """One line of a legend: a picture (by ``kind``) and what it means.

    kind: ``heading`` (a section title, ``words`` only); ``code`` (``code`` in ``ink`` on a
    ``rgb`` chip, or plain coloured text without ``rgb``); ``swatch`` (a patch of ``rgb``);
    ``seat`` (``symbol`` in ``rgb``); ``state`` (``code`` is a key of ``theme.STATES``);
    ``icon`` (``draw`` paints into the picture's rectangle)."""

    words: str
    kind: str = "code"
    code: str = ""
    rgb: RGB | None = None
    ink: RGB = theme.TEXT
    symbol: str = ""
    draw: Callable[[pygame.Surface, pygame.Rect], None] | None = None


def heading(words: str) -> Entry:
    return Entry(words, "heading")


def highlights() -> list[Entry]:
    """The four interaction looks every board shares (theme.STATES)."""
    return [
        heading(tr("Highlights")),
        Entry(tr("Selected: what you picked"), "state", "selected"),
        Entry(tr("Keyboard focus: Enter or Space presses it"), "state", "focus"),
        Entry(tr("You may play here"), "state", "legal"),
        Entry(tr("Under the mouse"), "state", "hover"),
    ]


def corners(rgb: RGB, width: int = 3):
    """A legend picture: the corner marks the frame draws around a changed part."""

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        from forgegames.ui.hotseat import draw_marks

        box = pygame.Rect(rect.x + 6, rect.y + 3, rect.width - 16, rect.height - 6)
        pygame.draw.rect(surface, theme.PANEL_LIGHT, box, border_radius=3)
        draw_marks(surface, [box.inflate(-4, -4)], rgb, rect.height / 22, width)

    return draw


def hint_frame(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A legend picture: the double outline a hint or the lesson draws round a move."""
    from forgegames.ui.overlays import draw_hint_marks

    box = pygame.Rect(rect.x + 10, rect.y + 7, rect.width - 24, rect.height - 14)
    pygame.draw.rect(surface, theme.PANEL_LIGHT, box, border_radius=3)
    draw_hint_marks(surface, [box], rect.height / 22)


def end_turn_button(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A legend picture: the top bar's End turn button, small and without its words (a
    word there would widen every entry's picture column)."""
    from forgegames.ui.widgets import Button

    box = pygame.Rect(rect.x + 4, rect.y + 2, rect.width - 12, rect.height - 4)
    Button("", lambda: None, rect=box, style="primary").draw(
        surface, rect.height / 22, False, False
    )


def passing_arrow(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A legend picture: an arrow, the turn going straight on to the next player."""
    y, left, right = rect.centery, rect.x + 8, rect.right - 12
    width = max(2, rect.height // 8)
    pygame.draw.line(surface, theme.ACCENT, (left, y), (right, y), width)
    head = rect.height // 3
    pygame.draw.polygon(
        surface, theme.ACCENT, [(right + 4, y), (right - head, y - head), (right - head, y + head)]
    )


def table_entries(computer_rgb: RGB | None, picture=None) -> list[Entry]:
    """What every title's frame adds: the corner marks of what changed (``computer_rgb``: a
    computer player's colour, None when no computer plays; ``picture(rgb)``: a board's own
    mark's legend picture, Warparty's star tags) and the one rule of when the turn passes to
    the next player."""
    if picture is None:
        entries = [heading(tr("Corner marks: what changed"))]
    else:
        entries = [heading(tr("Star tags: what changed"))]

    def look(rgb: RGB, width: int):
        return corners(rgb, width) if picture is None else picture(rgb)

    if computer_rgb is not None:
        entries.append(
            Entry(
                tr("In a computer player's colour: their last move"),
                "icon",
                draw=look(computer_rgb, 4),
            )
        )
    entries += [
        Entry(
            tr("White: since your last turn, for a few seconds or until you click the board"),
            "icon",
            draw=look(theme.TEXT, 2),
        ),
        heading(tr("Hints and lessons")),
        Entry(
            tr("Pink double outline: the move a hint or the lesson shows"),
            "icon",
            draw=hint_frame,
        ),
        heading(tr("Handing the turn over")),
        Entry(
            tr("A move that ends your turn waits for End turn (or Enter): Undo can take it back"),
            "icon",
            draw=end_turn_button,
        ),
        Entry(
            tr("A dice roll, a card drawn or hidden cards shown: the turn passes at once"),
            "icon",
            draw=passing_arrow,
        ),
    ]
    return entries


PAGED = (3, 14, 6)
"""The columns, type size (at scale 1) and room between rows of a legend too long for one
page: it pages rather than packing its rows closer or its type smaller (playtest 30:
Warparty's at 1024x640 had four columns of rows 2 px apart)."""
LEAST_PICTURE = 18
"""An entry's picture is never shorter than this many pixels (playtest 30: Warparty's icons
were 17 px and less at 1024x640)."""


class Legend(Scene):
    """A panel over the dimmed board listing ``entries`` in columns, with a Close button.

    When the entries do not all fit in four columns they go on pages (never dropped): the
    panel then shows "1/2" between a previous and a next button, and Page Up / Page Down,
    the wheel or those buttons turn them."""

    transparent = True

    def __init__(self, app, title: str, entries: list[Entry]) -> None:
        super().__init__(app)
        self.title = title
        self.entries = entries
        self.group = ButtonGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.page: pygame.Surface | None = None
        self.starts: list[int] = [0]
        """The index of each page's first entry (one page when everything fits)."""
        self.at = 0
        """The page shown."""
        self.layout_for: tuple[int, int] | None = None
        self.row_gap = 5
        """The room between rows (at scale 1): a little less before the entries go on pages."""

    def close(self) -> None:
        self.app.remove(self)

    def resize(self, size: tuple[int, int]) -> None:
        s = theme.scale_for(size)
        self.rect = pygame.Rect(0, 0, int(size[0] * 0.92), int(size[1] * 0.94))
        self.rect.center = (size[0] // 2, size[1] // 2)
        close = Button(tr("Close"), self.close, style="primary")
        close.rect = pygame.Rect(0, 0, int(150 * s), int(40 * s))
        close.rect.bottomright = (self.rect.right - int(16 * s), self.rect.bottom - int(12 * s))
        self.group.set([close])
        self.group.focus = 0
        self.page = None
        self.layout_for = None
        self.paginate(size)

    @property
    def pages(self) -> int:
        return len(self.starts)

    def turn(self, step: int) -> None:
        """Show the next (``step`` 1) or the previous (-1) page, if there is one."""
        at = max(0, min(self.pages - 1, self.at + step))
        if at != self.at:
            self.at = at
            self.page = None
            self.set_buttons()

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "key" and intent.key in (pygame.K_ESCAPE, KEY):
            self.close()
            return True
        if intent.kind == "key" and intent.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn(1 if intent.key == pygame.K_PAGEDOWN else -1)
            return True
        if intent.kind == "wheel" and self.pages > 1:
            self.turn(-1 if intent.dy > 0 else 1)
            return True
        self.group.handle(intent)
        return True  # the board behind waits while the legend is open

    def draw(self, surface: pygame.Surface) -> None:
        if self.layout_for != surface.get_size():
            self.paginate(surface.get_size())
        if self.page is None or self.page.get_size() != surface.get_size():
            self.page = self.render_page(surface.get_size())
        surface.blit(self.page, (0, 0))
        self.group.draw(surface, self.app.scale)

    def area(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the entries go: the panel below its title, above the bottom row."""
        s = theme.scale_for(size)
        top = self.rect.y + int(16 * s)
        if self.title:  # as draw_panel places its content under the title
            top += theme.text(self.title, int(26 * s), theme.ACCENT, True).get_height()
            top += int(12 * s)
        bottom = self.rect.bottom - int(12 * s) - int(40 * s)
        return pygame.Rect(
            self.rect.x + int(20 * s), top, self.rect.width - int(40 * s), bottom - top - int(8 * s)
        )

    def paginate(self, size: tuple[int, int]) -> None:
        """Choose the columns and the text size, and where each page starts: the fewest
        columns that hold every entry on one page, else ``PAGED``'s columns over as many
        pages as it takes."""
        s = theme.scale_for(size)
        area = self.area(size)
        self.layout_for = size
        tries = ((2, 15, 5), (3, 15, 5), (4, 14, 5), PAGED)
        for columns, size_px, gap in tries:  # more columns, then pages (never closer rows)
            self.columns, self.row_gap = columns, gap
            self.size_px = max(theme.min_text_size(), int(size_px * s))
            if self.flow(None, area, columns, self.size_px, s) == len(self.entries):
                self.starts = [0]
                break
        else:
            starts, start = [0], 0
            while True:
                end = self.flow(None, area, self.columns, self.size_px, s, start)
                end = max(end, start + 1)  # an entry taller than the panel still gets a page
                if end >= len(self.entries):
                    break
                starts.append(end)
                start = end
            self.starts = starts
        self.at = min(self.at, self.pages - 1)
        self.set_buttons()

    def set_buttons(self) -> None:
        """Close, and the page turners when there are pages."""
        s = theme.scale_for(self.layout_for or self.app.size)
        close = self.group.buttons[0] if self.group.buttons else None
        if close is None:
            return
        buttons = [close]
        if self.pages > 1:
            h = close.rect.height
            back = Button("\u2039", lambda: self.turn(-1), tooltip=tr("Previous page (Page Up)"))
            on = Button("\u203a", lambda: self.turn(1), tooltip=tr("Next page (Page Down)"))
            back.enabled = self.at > 0
            on.enabled = self.at < self.pages - 1
            label_w = theme.font(int(16 * s), True).size(f"{self.pages}/{self.pages}")[0]
            on.rect = pygame.Rect(0, 0, h, h)
            on.rect.midright = (close.rect.x - int(16 * s), close.rect.centery)
            back.rect = pygame.Rect(0, 0, h, h)
            back.rect.midright = (on.rect.x - label_w - int(20 * s), close.rect.centery)
            buttons += [back, on]
        focus = self.group.focus
        self.group.buttons = buttons
        self.group.focus = focus if focus is not None and focus < len(buttons) else 0
        if not buttons[self.group.focus].enabled:
            self.group.focus = 0
        self.group.rehover()

    def page_label_rect(self) -> pygame.Rect | None:
        """Where "1/2" goes: between the page turners."""
        if self.pages < 2:
            return None
        back, on = self.group.buttons[1], self.group.buttons[2]
        return pygame.Rect(back.rect.right, back.rect.y, on.rect.x - back.rect.right, back.rect.h)

    def render_page(self, size: tuple[int, int]) -> pygame.Surface:
        """The dimmed backdrop, the panel and the shown page's entries (drawn once per size
        and page)."""
        s = theme.scale_for(size)
        page = pygame.Surface(size, pygame.SRCALPHA)
        dim(page)
        draw_panel(page, self.rect, s, self.title)
        words = (
            tr("Esc or L closes the legend; Page Down and Page Up turn its pages.")
            if self.pages > 1
            else tr("Esc or L closes the legend.")
        )
        left = self.rect.x + int(20 * s)
        right = self.group.buttons[-2].rect.x if self.pages > 1 else self.group.buttons[0].rect.x
        lines = theme.wrap(words, int(14 * s), right - left - int(12 * s))
        step = theme.font(int(14 * s)).get_linesize()
        y = self.rect.bottom - int(18 * s) - step * len(lines) + int(4 * s)
        for line in lines:
            page.blit(theme.text(line, int(14 * s), theme.TEXT_DIM), (left, y))
            y += step
        spot = self.page_label_rect()
        if spot is not None:
            label = theme.text(f"{self.at + 1}/{self.pages}", int(16 * s), theme.TEXT, True)
            page.blit(label, label.get_rect(center=spot.center))
        self.flow(page, self.area(size), self.columns, self.size_px, s, self.starts[self.at])
        return page

    def layout(self, page, area: pygame.Rect, columns: int, size: int, s: float, dry: bool) -> bool:
        """Place the entries in ``columns`` columns; True when they all fit in ``area``."""
        return self.flow(None if dry else page, area, columns, size, s) == len(self.entries)

    def flow(self, page, area: pygame.Rect, columns: int, size: int, s: float, start=0) -> int:
        """Place the entries from ``start`` in ``columns`` columns of ``area`` (drawn on
        ``page`` unless None); the index of the first entry that has no room (the number
        of entries when all fit)."""
        gap = int(18 * s)
        col_w = (area.width - gap * (columns - 1)) // columns
        pic_w = self.picture_width(s)
        line_h = theme.font(size).get_linesize()
        row_gap = int(self.row_gap * s)
        rows = []
        for entry in self.entries[start:]:
            if entry.kind == "heading":  # wrapped too: a long one never runs into the next column
                lines = list(theme.wrap(entry.words, size, col_w, True))
                height = theme.font(size, True).get_linesize() * len(lines) + row_gap
            else:
                lines = list(theme.wrap(entry.words, size, col_w - pic_w - int(8 * s)))
                height = max(int(24 * s), picture_height(s), len(lines) * line_h) + row_gap
            rows.append((entry, lines, height))
        space = int(6 * s)  # room above a heading that does not start a column
        col, x, y = 0, area.x, area.y
        for i, (entry, lines, height) in enumerate(rows):
            need = height
            if entry.kind == "heading":
                # a heading stays with its first entry, and has room above it mid-column
                need += rows[i + 1][2] if i + 1 < len(rows) else 0
                if y > area.y:
                    height += space
                    need += space
            if y + need > area.bottom and y > area.y:
                col += 1
                if col >= columns:
                    return start + i
                x, y = area.x + col * (col_w + gap), area.y
                if entry.kind == "heading" and height > rows[i][2]:
                    height -= space
            if page is not None:
                row = pygame.Rect(x, y, col_w, height)
                draw_entry(page, entry, lines, row, pic_w, size, s)
            y += height
        return len(self.entries)

    def picture_width(self, s: float) -> int:
        return picture_width(self.entries, s)


def draw_entry(
    page, entry: Entry, lines, row: pygame.Rect, pic_w: int, size: int, s: float
) -> None:
    """Draw one entry in ``row``: its picture at the left, ``lines`` (its words, wrapped) beside
    it from ``pic_w``; a heading is drawn as a title."""
    if entry.kind == "heading":
        lines = lines or [entry.words]  # (the rules browser gives a heading's row no lines)
        step = theme.font(size, True).get_linesize()
        y = row.bottom - int(5 * s) - step * len(lines)
        for line in lines:
            label = theme.text(line, size, theme.ACCENT, True)
            page.blit(label, (row.x, y + (step - label.get_height())))
            y += step
        return
    pic = pygame.Rect(row.x, row.y, int(56 * s), picture_height(s))
    if entry.kind == "code":
        label = theme.text(entry.code, int(14 * s), entry.ink, True)
        if entry.rgb is not None:
            chip = pygame.Rect(0, 0, label.get_width() + int(8 * s), pic.height)
            chip.midleft = pic.midleft
            pygame.draw.rect(page, entry.rgb, chip, border_radius=3)
            pygame.draw.rect(page, (15, 15, 18), chip, 1, border_radius=3)
            page.blit(label, label.get_rect(center=chip.center))
        else:
            page.blit(label, label.get_rect(midleft=pic.midleft))
    elif entry.kind == "swatch" and entry.rgb is not None:
        box = pygame.Rect(pic.x, pic.y, int(36 * s), pic.height)
        pygame.draw.rect(page, entry.rgb, box, border_radius=3)
        pygame.draw.rect(page, theme.BORDER, box, 1, border_radius=3)
    elif entry.kind == "seat" and entry.rgb is not None:
        r = int(9 * s)
        theme.draw_symbol(page, entry.symbol, (pic.x + r + 2, pic.centery), r, entry.rgb)
    elif entry.kind == "state":
        box = pygame.Rect(pic.x + int(8 * s), pic.y + int(4 * s), int(36 * s), int(15 * s))
        pygame.draw.rect(page, theme.PANEL_LIGHT, box, border_radius=3)
        theme.draw_state(page, box, entry.code, s, 3)
    elif entry.kind == "icon" and entry.draw is not None:
        entry.draw(page, pic)
    line_h = theme.font(size).get_linesize()
    y = row.y + max(0, (pic.height - line_h * len(lines)) // 2)
    for line in lines:
        page.blit(theme.text(line, size), (row.x + pic_w, y))
        y += line_h


def picture_height(s: float) -> int:
    """An entry's picture's height: 22 px at 1280x720, never under ``LEAST_PICTURE``."""
    return max(LEAST_PICTURE, int(22 * s))


def picture_width(entries: list[Entry], s: float) -> int:
    """The pictures' column: wide enough for the widest code, at least 64 px (scaled)."""
    codes = [
        theme.text(e.code, int(14 * s), e.ink, True).get_width() + int(12 * s)
        for e in entries
        if e.kind == "code"
    ]
    return max([int(64 * s), *codes])
