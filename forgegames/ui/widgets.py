"""Buttons with keyboard focus, option cyclers, text fields and a scrolling text panel."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame

from forgegames.core.i18n import tr
from forgegames.ui import theme
from forgegames.ui.intents import Intent


@dataclasses.dataclass
class Button:
    """A clickable, focusable control; ``on_press`` runs on click, Enter or Space."""

    label: str
    on_press: Callable[[], None]
    rect: pygame.Rect = dataclasses.field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    tooltip: str = ""
    style: str = "normal"
    """normal, primary, quiet or field (a text box look)."""
    swatch: tuple[tuple[int, int, int], str] | None = None
    """A colour and symbol drawn at the button's left (seat colours)."""
    focusable: bool = True
    """False for a button whose press takes a move back (Undo): neither a click nor Tab
    leaves the focus on it, so Enter never presses it by surprise (it has its own key)."""
    on_back: Callable[[], None] | None = None
    """For a button that steps through choices (Human, Bot: Random, ...): the step back, run
    on a right-click or a Shift-click. Such a button shows a mark at its right end."""
    label_rect: pygame.Rect | None = dataclasses.field(default=None, compare=False)
    """Where the label was last drawn (for the text report's box check)."""
    caption: str = ""
    """Small words under the label (the game frame's Menu button names the game there when
    the top bar has no room for its name)."""
    dot: bool = False
    """A small amber dot at the top right corner: something not seen yet (Warparty's Legend
    before it is first opened). Never the green of a primary button, which is the turn's
    (playtest 21: a green Legend read as a second End turn)."""
    selected: bool = False
    """For a field: its words are selected (Ctrl+A), drawn on the selection colour; the next
    letter typed replaces them."""

    def fit_width(self, scale: float) -> int:
        """The width that shows the whole label and caption (primary buttons use a bold
        font)."""
        size = int(18 * scale)
        wide = theme.font(size, self.style == "primary").size(self.label)[0] + int(28 * scale)
        if self.caption:  # small words need less of a margin
            small = theme.font(self.caption_size(scale)).size(self.caption)[0]
            wide = max(wide, small + int(10 * scale))
        return wide

    @staticmethod
    def caption_size(scale: float) -> int:
        return max(theme.min_text_size(), int(12 * scale))

    def draw(self, surface: pygame.Surface, scale: float, focused: bool, hovered: bool) -> None:
        fill = {
            "primary": (70, 110, 60),
            "quiet": theme.PANEL,
            "field": (22, 24, 30),
        }.get(self.style, theme.PANEL_LIGHT)
        if not self.enabled:
            fill = theme.PANEL
        elif hovered:
            fill = tuple(min(255, c + 24) for c in fill)
        radius = max(3, int(6 * scale))
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, theme.BORDER, self.rect, 1, border_radius=radius)
        if focused:
            theme.draw_state(surface, self.rect, "focus", scale, radius)
        if self.dot:
            r = max(3, int(4 * scale))
            spot = (self.rect.right - r - int(4 * scale), self.rect.y + r + int(4 * scale))
            pygame.draw.circle(surface, theme.ACCENT, spot, r)
        colour = theme.TEXT if self.enabled else theme.DISABLED
        left, right = self.rect.x + int(10 * scale), self.rect.right - int(10 * scale)
        if self.on_back is not None:
            right = draw_choice_mark(surface, self.rect, scale, colour) - int(6 * scale)
        if self.swatch is not None:
            rgb, symbol = self.swatch
            r = int(9 * scale)
            cx = self.rect.x + int(10 * scale) + r
            theme.draw_symbol(surface, symbol, (cx, self.rect.centery), r, rgb)
            left = cx + r + int(8 * scale)
        words, size = self.fitted_label(scale, max(1, right - left))
        label = theme.text(words, size, colour, self.style == "primary")
        x = self.rect.centerx - label.get_width() // 2
        x = max(left, min(x, right - label.get_width()))
        if self.style == "field":
            x = left
        small = theme.text(self.caption, self.caption_size(scale), theme.ACCENT)
        lift = small.get_height() // 2 if self.caption else 0
        top = self.rect.centery - label.get_height() // 2 - lift
        self.label_rect = label.get_rect(topleft=(x, top))
        if self.selected:
            pygame.draw.rect(surface, theme.SELECTION, self.label_rect.inflate(4, 0))
        surface.blit(label, self.label_rect)
        if self.caption:
            under = (self.rect.centerx, self.label_rect.bottom - 2)
            surface.blit(small, small.get_rect(midtop=under))

    def fitted_label(self, scale: float, room: int) -> tuple[str, int]:
        """The label and its text size for ``room`` pixels: the usual size, else a smaller
        one down to the smallest text size, else shortened with an ellipsis (the text report
        marks it cut)."""
        bold = self.style == "primary"
        size = int(18 * scale)
        least = min(size, theme.min_text_size())
        while size > least and theme.font(size, bold).size(self.label)[0] > room:
            size -= 1
        return theme.shorten(self.label, size, room, bold), size


def draw_choice_mark(
    surface: pygame.Surface, rect: pygame.Rect, scale: float, colour: tuple[int, int, int]
) -> int:
    """Two small arrowheads, one pointing left and one right, at ``rect``'s right end: the
    sign of a button that steps through choices (playtest 22: arrows up and down looked like
    a list that opens, yet each click steps on). Returns the mark's left edge."""
    half = max(3, int(5 * scale))
    gap = max(2, int(3 * scale))
    right = rect.right - int(10 * scale)
    cy = rect.centery
    pygame.draw.polygon(
        surface, colour, [(right, cy), (right - half, cy - half), (right - half, cy + half)]
    )
    left = right - half - gap
    pygame.draw.polygon(surface, colour, [(left - half, cy), (left, cy - half), (left, cy + half)])
    return left - half


MOVING_KEYS = (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT)
"""Keys that move the focus between buttons (and so show its ring)."""


class ButtonGroup:
    """The buttons of a scene: hover, click, and a keyboard focus ring (Tab, arrows, Enter)."""

    def __init__(self, chain: bool = False) -> None:
        self.buttons: list[Button] = []
        self.focus: int | None = None
        self.hover: int | None = None
        self.pointer: tuple[int, int] | None = None
        """Where the mouse last moved over the scene (the hover is found again there when
        the buttons change: the old index may now be another button)."""
        self.chain = chain
        """When True, Tab past the last button releases the focus (and the key) so the next
        group in the scene's chain takes it."""
        self.ring = True
        """Whether the focus ring shows: a mouse click keeps the focus where it pressed (Tab
        goes on from there) but hides the ring, which a key that moves the focus shows again
        (a ring left on Hint or Legend after a click looked like a second selection)."""

    def set(self, buttons: list[Button]) -> None:
        focused = self.buttons[self.focus].label if self.focus is not None else None
        self.buttons = buttons
        self.focus = None
        self.rehover()
        if focused is not None:
            for i, button in enumerate(buttons):
                if button.label == focused and button.focusable:
                    self.focus = i
                    break

    def rehover(self) -> None:
        """The hover is the button under the pointer in the buttons' current places (call
        after placing them anew); none when the pointer is on none."""
        button = self.at(self.pointer) if self.pointer is not None else None
        self.hover = self.buttons.index(button) if button else None

    def at(self, pos: tuple[int, int]) -> Button | None:
        for button in self.buttons:
            if button.rect.collidepoint(pos):
                return button
        return None

    def focusable(self) -> list[int]:
        """The buttons Tab and the arrows may focus (enabled ones that take the focus)."""
        return [i for i, b in enumerate(self.buttons) if b.enabled and b.focusable]

    def move_focus(self, step: int) -> None:
        enabled = self.focusable()
        if not enabled:
            self.focus = None
            return
        if self.focus not in enabled:
            self.focus = enabled[0] if step > 0 else enabled[-1]
            return
        self.focus = enabled[(enabled.index(self.focus) + step) % len(enabled)]

    def _at_edge(self, step: int) -> bool:
        enabled = self.focusable()
        if not enabled:
            return True
        return self.focus == (enabled[-1] if step > 0 else enabled[0])

    def handle(self, intent: Intent, on_disabled: Callable[[Button], None] | None = None) -> bool:
        if intent.kind == "motion":
            self.pointer = intent.pos
            self.rehover()
            return False
        if intent.kind == "click" and intent.button in (1, 3):
            button = self.at(intent.pos)
            back = intent.button == 3 or bool(intent.mod & pygame.KMOD_SHIFT)
            if button is None or (intent.button == 3 and button.on_back is None):
                return False
            if button.enabled:
                self.focus = self.buttons.index(button) if button.focusable else None
                self.ring = False
                press = button.on_back if back and button.on_back is not None else button.on_press
                press()
            elif on_disabled is not None:
                on_disabled(button)
            return True
        if intent.kind == "key":
            back = bool(intent.mod & pygame.KMOD_SHIFT)
            if intent.key in MOVING_KEYS:
                self.ring = True
            if intent.key == pygame.K_TAB:
                if self.chain and self._at_edge(-1 if back else 1):
                    self.focus = None
                    return False
                self.move_focus(-1 if back else 1)
                return True
            if intent.key in (pygame.K_DOWN, pygame.K_RIGHT):
                self.move_focus(1)
                return True
            if intent.key in (pygame.K_UP, pygame.K_LEFT):
                self.move_focus(-1)
                return True
            pressed = intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
            if pressed and self.ringed is not None and self.buttons[self.ringed].enabled:
                self.buttons[self.focus].on_press()
                return True
        return False

    @property
    def ringed(self) -> int | None:
        """The focused button's index when its ring shows, else None."""
        return self.focus if self.ring else None

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        for i, button in enumerate(self.buttons):
            button.draw(surface, scale, i == self.ringed, i == self.hover)

    def draw_resting(self, surface: pygame.Surface, scale: float) -> None:
        """Every button as it looks untouched (for a cached layer)."""
        for button in self.buttons:
            button.draw(surface, scale, False, False)

    def draw_touched(self, surface: pygame.Surface, scale: float) -> None:
        """Only the hovered and focused buttons (drawn over the cached layer each frame)."""
        for i in {self.ringed, self.hover} - {None}:
            if i < len(self.buttons):
                self.buttons[i].draw(surface, scale, i == self.ringed, i == self.hover)


class TextPanel:
    """A scrolling list of wrapped lines (the game log, the rules); newest kept in view.

    Each entry may carry a ``tag`` (the log tags a line with the moves it tells of), and
    ``tag_at`` says which entry's line is under a point as last drawn.
    """

    def __init__(self, follow_end: bool = True) -> None:
        self.entries: list[tuple[str, tuple[int, int, int], object]] = []
        self.repeats: list[int] = []
        """How many times each entry's line was said in a row (see ``add_or_repeat``)."""
        self.bases: list[str] = []
        """Each entry's line as first said, without its count."""
        self.offset = 0
        """Lines scrolled away from the end (follow) or from the start."""
        self.follow_end = follow_end
        self.drawn: list[tuple[pygame.Rect, object]] = []
        self.highlight: object = None
        """Lines whose tag equals this are drawn on a lit background (a replay's current
        step); None lights nothing."""

    def add(self, line: str, colour: tuple[int, int, int] = theme.TEXT, tag: object = None) -> None:
        self.entries.append((line, colour, tag))
        self.repeats.append(1)
        self.bases.append(line)

    def add_or_repeat(self, line: str, colour: tuple[int, int, int], tag: tuple[int, int]) -> None:
        """Add ``line``, or, when the last entry says the same in the same colour, count it
        there ("… (×3)") with its tag widened to cover both: a computer player moving five
        units one at a time makes one line, not five alike. Tags are (first, end) ranges."""
        if self.entries and self.entries[-1][1] == colour and self.bases[-1] == line:
            _, _, (first, _) = self.entries[-1]
            self.repeats[-1] += 1
            times = tr("{line} (×{n})", line=line, n=self.repeats[-1])
            self.entries[-1] = (times, colour, (first, tag[1]))
            return
        self.add(line, colour, tag)

    def clear(self) -> None:
        self.entries.clear()
        self.repeats.clear()
        self.bases.clear()
        self.offset = 0

    def scroll(self, lines: int) -> None:
        self.offset = max(0, self.offset + lines)

    def tag_at(self, pos: tuple[int, int]) -> object:
        """The tag of the entry whose line is drawn at ``pos`` (None when there is none)."""
        for rect, tag in self.drawn:
            if rect.collidepoint(pos):
                return tag
        return None

    def draw(
        self, surface: pygame.Surface, rect: pygame.Rect, scale: float, grow: float = 1.0
    ) -> None:
        """The lines at ``scale``, their type ``grow`` times larger (large print on a board's
        log, whose layout scale leaves it out): they wrap to the width and scroll."""
        size = round(max(int(15 * scale), theme.min_text_size()) * grow)
        line_h = theme.font(size).get_linesize()
        lines: list[tuple[str, tuple[int, int, int], object]] = []
        firsts: set[int] = set()  # the lines that begin an entry
        for entry, colour, tag in self.entries:
            firsts.add(len(lines))
            lines += [(w, colour, tag) for w in theme.wrap(entry, size, rect.width - 12)]
        fit = max(1, rect.height // line_h)
        most = max(0, len(lines) - fit)
        self.offset = min(self.offset, most)
        start = most - self.offset if self.follow_end else self.offset
        first, end = start, start + fit
        if self.follow_end:  # each entry's lines whole: none cut mid-sentence at the top or
            # (scrolled back) at the bottom, unless one entry is longer than the whole panel
            firsts.add(len(lines))
            first = next((i for i in range(start, end) if i in firsts), start)
            last = min(first + fit, len(lines))
            end = next((i for i in range(last, first, -1) if i in firsts), last)
        shown = lines[first:end]
        clip = surface.get_clip()
        surface.set_clip(rect)
        self.drawn = []
        for i, (line, colour, tag) in enumerate(shown):
            y = rect.y + i * line_h
            if self.highlight is not None and tag == self.highlight:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, (rect.x, y, rect.width - 6, line_h))
            surface.blit(theme.text(line, size, colour), (rect.x + 6, y))
            self.drawn.append((pygame.Rect(rect.x, y, rect.width, line_h), tag))
        surface.set_clip(clip)
        if most:
            bar_h = max(12, rect.height * fit // len(lines))
            frac = (start / most) if most else 1
            bar = pygame.Rect(rect.right - 5, rect.y + int((rect.height - bar_h) * frac), 4, bar_h)
            pygame.draw.rect(surface, theme.BORDER, bar, border_radius=2)
