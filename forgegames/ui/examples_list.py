"""The launcher's "Rulebook examples": every scenario of a title on one scrolling page,
grouped by the rules section it shows (in the rules' order), each with its introduction, then
the teacher's own scenario files from the user data folder (``scenario.own_listing``; one
that cannot be read says why). A click, or Tab and Enter, opens an example on its board
(``app.show_me``, the scenario player); closing the example comes back here.

Keys: Tab or the arrows walk the examples (the page follows), Page Up/Down and Home/End
scroll, Enter opens, Esc closes.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame

from forgegames.core import rules_text
from forgegames.core import scenario as scenarios
from forgegames.core.i18n import tr
from forgegames.core.paths import FolderError
from forgegames.ui import theme
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import MessageDialog
from forgegames.ui.scene import Scene
from forgegames.ui.widgets import Button, ButtonGroup


@dataclasses.dataclass
class Item:
    """One piece of the page: a group's heading, or an example (``listing``), at ``y`` on the
    page; ``lines``: the example's name and introduction as laid out."""

    kind: str  # heading, example
    y: int
    height: int
    words: str
    listing: scenarios.Listing | None = None
    lines: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())


def groups(title_id: str, own: list[scenarios.Listing]) -> list[tuple[str, list]]:
    """The title's examples as (heading, examples): one group per rules section in the
    rules' order (those naming no known section last), then the teacher's own files."""
    shipped = scenarios.listing(title_id)
    order = [s.id for s in rules_text.sections(title_id)]
    by_section: dict[str, list[scenarios.Listing]] = {}
    for listing in shipped:
        key = listing.section if listing.section in order else ""
        by_section.setdefault(key, []).append(listing)
    out = [(rules_text.heading(title_id, k), by_section[k]) for k in order if k in by_section]
    if "" in by_section:
        out.append((tr("Other examples"), by_section[""]))
    out.append((tr("Your own examples"), own))
    return out


class ExamplesList(Scene):
    """A title's rulebook examples and the teacher's own (see the module's notes)."""

    fills_window = True

    def __init__(self, app, title_id: str, title_name: str, own_folder: Path | None = None):
        super().__init__(app)
        self.title_id = title_id
        self.title_name = title_name
        try:
            self.own_folder: Path | None = own_folder or scenarios.own_folder()
        except FolderError as exc:
            print(f"forgegames: {exc}")
            self.own_folder = None
        own = scenarios.own_listing(title_id, self.own_folder) if self.own_folder else []
        self.groups = groups(title_id, own)
        self.items: list[Item] = []
        self.button_items: list[int] = []
        """The item each example button shows (the group's buttons before Close)."""
        self.scroll_y = 0
        self.page_h = 0
        self.group = ButtonGroup()
        self.close_button = Button(tr("Close"), self.close, style="primary")
        self.size = app.size
        self.body = pygame.Rect(0, 0, 0, 0)

    # --- layout ----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        s = theme.scale_for(size)
        self.size = size
        pad = int(16 * s)
        top = int(64 * s)
        self.body = pygame.Rect(pad, top, size[0] - 2 * pad, size[1] - int(76 * s) - top)
        self.close_button.rect = pygame.Rect(0, 0, int(140 * s), int(40 * s))
        self.close_button.rect.bottomright = (size[0] - pad, size[1] - int(12 * s))
        self.lay_out(s)
        self.place_buttons()

    def lay_out(self, s: float) -> None:
        """Every heading and example at its place on the page."""
        width = min(self.body.width - int(24 * s), int(1100 * s))
        name_px, intro_px, head_px = int(18 * s), int(theme.BODY_PX * s), int(22 * s)
        name_h, intro_h = theme.font(name_px, True).get_linesize(), theme.font(intro_px)
        intro_h = intro_h.get_linesize()
        items, y = [], 0
        for heading, listings in self.groups:
            if items:
                y += int(14 * s)
            head_h = theme.font(head_px, True).get_linesize() + int(12 * s)
            items.append(Item("heading", y, head_h, heading))
            y += head_h
            if not listings:
                words = self.empty_words()
                lines = theme.wrap(words, intro_px, width)
                items.append(Item("note", y, len(lines) * intro_h + int(8 * s), words))
                items[-1].lines = ((), lines)
                y += items[-1].height
            for listing in listings:
                intro = listing.problem or listing.intro
                name = theme.wrap(listing.name, name_px, width - int(24 * s), True)
                words = theme.wrap(intro, intro_px, width - int(24 * s)) if intro else ()
                height = len(name) * name_h + len(words) * intro_h + int(16 * s)
                items.append(Item("example", y, height, listing.name, listing, (name, words)))
                y += height + int(6 * s)
        self.items = items
        self.page_h = y
        self.scroll_to(self.scroll_y)

    def empty_words(self) -> str:
        if self.own_folder is None:
            return tr("The user data folder cannot be used, so your own examples cannot be read.")
        return tr(
            "Put your own scenario files in {folder} to see them here.",
            folder=str(self.own_folder),
        )

    def place_buttons(self) -> None:
        """The examples on screen as buttons (a row half out of view takes clicks only where
        it shows), then Close; the focus stays on the example it was on."""
        focused = self.focused_item()
        buttons, self.button_items = [], []
        for index, item in enumerate(self.items):
            if item.kind != "example" or item.listing is None:
                continue
            rect = self.screen_rect(item).clip(self.body)
            buttons.append(Button(item.words, self.opener(item.listing), rect=rect, style="quiet"))
            self.button_items.append(index)
        self.group.buttons = buttons + [self.close_button]
        if focused is not None:
            self.group.focus = self.button_items.index(focused)

    def focused_item(self) -> int | None:
        focus = self.group.focus
        if focus is None or focus >= len(self.button_items):
            return None
        return self.button_items[focus]

    def screen_rect(self, item: Item) -> pygame.Rect:
        width = min(self.body.width - int(24 * theme.scale_for(self.size)), self.line_width())
        return pygame.Rect(self.body.x, self.body.y + item.y - self.scroll_y, width, item.height)

    def line_width(self) -> int:
        return int(1100 * theme.scale_for(self.size))

    def opener(self, listing: scenarios.Listing):
        def open_it() -> None:
            if listing.problem:
                title = tr("This scenario cannot be opened")
                self.app.push(MessageDialog(self.app, title, [listing.problem]))
            elif self.app.show_me is not None:
                self.app.show_me(listing.path)

        return open_it

    # --- moving about ----------------------------------------------------------------------
    def scroll_to(self, y: int) -> None:
        most = max(0, self.page_h - self.body.height)
        self.scroll_y = max(0, min(most, y))
        if self.items:
            self.place_buttons()
        self.app.dirty = True

    def show_focus(self) -> None:
        """Scroll so the focused example is whole on the page."""
        index = self.focused_item()
        if index is None:
            return
        item = self.items[index]
        if item.y < self.scroll_y:
            self.scroll_to(item.y - int(40 * theme.scale_for(self.size)))
        elif item.y + item.height > self.scroll_y + self.body.height:
            self.scroll_to(item.y + item.height - self.body.height)

    def close(self) -> None:
        self.app.remove(self)

    def handle(self, intent: Intent) -> bool:
        self.app.dirty = True
        if intent.kind == "wheel":
            self.scroll_to(self.scroll_y - intent.dy * 60)
            return True
        if intent.kind == "key":
            page = self.body.height - int(40 * theme.scale_for(self.size))
            moves = {
                pygame.K_PAGEDOWN: self.scroll_y + page,
                pygame.K_PAGEUP: self.scroll_y - page,
                pygame.K_HOME: 0,
                pygame.K_END: self.page_h,
            }
            if intent.key == pygame.K_ESCAPE:
                self.close()
                return True
            if intent.key in moves:
                self.scroll_to(moves[intent.key])
                return True
        self.group.handle(intent)
        if intent.kind == "key":
            self.show_focus()
        return True

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = theme.scale_for(self.size)
        surface.fill(theme.BG)
        title = tr("Rulebook examples: {game}", game=self.title_name)
        surface.blit(theme.text(title, int(26 * s), theme.ACCENT, True), (int(16 * s), int(16 * s)))
        clip = surface.get_clip()
        surface.set_clip(self.body)
        for index, item in enumerate(self.items):
            rect = self.screen_rect(item)
            if rect.bottom < self.body.y or rect.y > self.body.bottom:
                continue
            self.draw_item(surface, s, index, item, rect)
        surface.set_clip(clip)
        self.draw_scrollbar(surface)
        hint = tr("Click an example to open it on its board · Tab and Enter · Esc closes")
        room = self.close_button.rect.x - int(32 * s)
        lines = theme.wrap(hint, int(15 * s), room)
        step = theme.font(int(15 * s)).get_linesize()
        y = self.close_button.rect.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            surface.blit(theme.text(line, int(15 * s), theme.TEXT_DIM), (int(16 * s), y + i * step))
        last = len(self.group.buttons) - 1
        self.close_button.draw(surface, s, self.group.ringed == last, self.group.hover == last)

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        theme.draw_scrollbar(surface, self.body, self.page_h, self.scroll_y)

    def draw_item(self, surface, s: float, index: int, item: Item, rect: pygame.Rect) -> None:
        x = rect.x + int(12 * s)
        if item.kind == "heading":
            surface.blit(
                theme.text(item.words, int(22 * s), theme.ACCENT, True), (x - int(12 * s), rect.y)
            )
            line = rect.bottom - int(6 * s)
            pygame.draw.line(surface, theme.BORDER, (rect.x, line), (rect.right, line))
            return
        button = self.button_items.index(index) if index in self.button_items else None
        if item.kind == "example":
            pygame.draw.rect(surface, theme.PANEL, rect, border_radius=int(6 * s))
            if button is not None and button == self.group.ringed:
                theme.draw_state(surface, rect, "focus", s, int(6 * s))
            elif button is not None and button == self.group.hover:
                theme.draw_state(surface, rect, "hover", s, int(6 * s))
        names, words = item.lines
        y = rect.y + (int(8 * s) if item.kind == "example" else 0)
        bad = item.listing is not None and bool(item.listing.problem)
        for line in names:
            ink = theme.DISABLED if bad else theme.TEXT
            surface.blit(theme.text(line, int(18 * s), ink, True), (x, y))
            y += theme.font(int(18 * s), True).get_linesize()
        for line in words:  # body size, and 4.5:1 at least (playtest 19 item 9a)
            surface.blit(theme.text(line, int(theme.BODY_PX * s), theme.TEXT_SOFT), (x, y))
            y += theme.font(int(theme.BODY_PX * s)).get_linesize()


def open_examples(app, title_id: str, title_name: str) -> None:
    """Push the examples page of a title."""
    app.push(ExamplesList(app, title_id, title_name))
