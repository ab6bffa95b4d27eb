"""Notes at the top of the game's log column: the lesson's step (with the transcript of the
steps before it folded into one line the teacher can open, and its Next button) and the last
hint. A note longer than its room scrolls with the mouse wheel instead of losing its lines; a
foldable note shrinks to its heading (a click on the heading opens or folds it)."""

from __future__ import annotations

import dataclasses

import pygame

from forgegames.core.i18n import tr
from forgegames.ui import theme

OPEN_MARK, SHUT_MARK = "▾", "▸"
"""The marks of an opened and a folded part (a heading, the earlier steps' line)."""


@dataclasses.dataclass(frozen=True)
class SideNote:
    """A heading and its paragraphs, framed in ``colour`` (by default the hint marks' magenta,
    drawn as their double outline, so the note and the marks it explains read as one).
    ``earlier``: paragraphs said before (a lesson's transcript): folded into one line
    ("Earlier steps (5) ▸") unless ``earlier_open``, then drawn dim above the paragraphs;
    ``key`` names the note's scroll position and its toggles in the scene; ``button``, the
    label of a button at the note's foot (the lesson's Next), if any; ``foldable``: a click
    on the heading folds the note to that one line (``folded``) or opens it."""

    heading: str
    paragraphs: tuple[str, ...]
    colour: tuple[int, int, int] = theme.HINT
    earlier: tuple[str, ...] = ()
    key: str = ""
    button: str = ""
    earlier_open: bool = False
    foldable: bool = False
    folded: bool = False
    details: tuple[str, ...] = ()
    """For each paragraph, the words shown where the mouse rests on it ("" for none)."""


@dataclasses.dataclass
class NotesDrawn:
    """Where the notes went: ``bottom``, the y below them; ``boxes``, each note's key, box
    and the range its scroll may take (lines back from its resting place); ``button``, the
    rectangle of the button drawn, if any; ``toggles``, where a click opens or folds a part:
    "fold:KEY" (a foldable note's heading), "earlier:KEY" (its earlier steps' line)."""

    bottom: int
    boxes: list[tuple[str, pygame.Rect, int, int]] = dataclasses.field(default_factory=list)
    button: pygame.Rect | None = None
    toggles: list[tuple[str, pygame.Rect]] = dataclasses.field(default_factory=list)
    tips: list[tuple[pygame.Rect, str]] = dataclasses.field(default_factory=list)
    """Each line drawn of a paragraph with details, and those details."""

    def toggle_at(self, pos: tuple[int, int]) -> str:
        """The toggle under ``pos`` ("" when none)."""
        return next((name for name, rect in self.toggles if rect.collidepoint(pos)), "")

    def tip_at(self, pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
        """The line under ``pos`` of a paragraph with details, and those details."""
        return next((tip for tip in self.tips if tip[0].collidepoint(pos)), None)


def earlier_line(note: SideNote) -> str:
    """The one line standing for a note's earlier paragraphs (empty when it has none)."""
    if not note.earlier:
        return ""
    mark = OPEN_MARK if note.earlier_open else SHUT_MARK
    return tr("Earlier steps ({n})", n=len(note.earlier)) + " " + mark


def draw_side_notes(
    surface: pygame.Surface,
    notes: list[SideNote],
    rect: pygame.Rect,
    scale: float,
    scrolls: dict[str, int] | None = None,
) -> NotesDrawn:
    """Draw ``notes`` stacked from the top of ``rect`` (the log column, inside its margins).
    The notes take at most four fifths of the column (a lesson's step, or its closing words,
    whole at 1280×720; a hint's three choices and its aside whole in every title at 1280x720
    and 1024x640: playtest 26 found two thirds too short for some), so the log always keeps
    its last lines; a note
    with more lines than its room shows a window of them, at rest the start of its
    paragraphs with as much of the opened transcript before them as fits, moved by
    ``scrolls[key]`` lines back (negative: on), with a mark on the side where lines are
    hidden."""
    scrolls = scrolls or {}
    drawn = NotesDrawn(rect.y)
    y = rect.y
    size = int(15 * scale)
    head_size = int(16 * scale)
    line_h = theme.font(size).get_linesize()
    pad = int(8 * scale)
    limit = rect.y + rect.height * 4 // 5
    width = rect.width - 2 * pad
    for note in notes:
        fold = f"fold:{note.key}"
        heading = note.heading
        if note.foldable:
            heading = f"{heading} {SHUT_MARK if note.folded else OPEN_MARK}"
        if note.folded:
            box = pygame.Rect(rect.x, y, rect.width, head_size + 2 * pad)
            _frame(surface, box, note.colour, scale)
            _heading(surface, box, heading, head_size, note.colour, pad)
            drawn.toggles.append((fold, box))
            y = box.bottom + pad
            continue
        fixed = earlier_line(note)
        earlier = [
            (ln, theme.TEXT_DIM, "") for p in note.earlier for ln in theme.wrap(p, size, width)
        ]
        earlier = earlier if note.earlier_open else []
        details = note.details or ("",) * len(note.paragraphs)
        now = [
            (ln, theme.TEXT, tip)
            for p, tip in zip(note.paragraphs, details, strict=True)
            for ln in theme.wrap(p, size, width)
        ]
        lines = earlier + now
        button_h = int(30 * scale) + pad if note.button else 0
        fixed_h = line_h if fixed else 0
        room = max(1, (limit - y - 3 * pad - head_size - fixed_h - button_h) // line_h)
        room = min(room, len(lines))
        rest = max(0, min(len(earlier), len(lines) - room))
        last_top = len(lines) - room
        top = max(0, min(last_top, rest - scrolls.get(note.key, 0)))
        shown = lines[top : top + room]
        box_h = head_size + 3 * pad + fixed_h + len(shown) * line_h + button_h
        box = pygame.Rect(rect.x, y, rect.width, box_h)
        _frame(surface, box, note.colour, scale)
        _heading(surface, box, heading, head_size, note.colour, pad)
        if note.foldable:
            drawn.toggles.append((fold, pygame.Rect(box.x, box.y, box.w, head_size + 2 * pad)))
        ty = box.y + 2 * pad + head_size
        if fixed:
            words = theme.text(fixed, size, note.colour)
            surface.blit(words, (box.x + pad, ty))
            hit = pygame.Rect(box.x, ty, box.w - int(20 * scale), line_h)
            drawn.toggles.append((f"earlier:{note.key}", hit))
            ty += line_h
        for line, colour, tip in shown:
            surface.blit(theme.text(line, size, colour), (box.x + pad, ty))
            if tip:
                drawn.tips.append((pygame.Rect(box.x, ty, box.w, line_h), tip))
            ty += line_h
        _scroll_marks(surface, box, top > 0, top < last_top, note.colour, scale)
        if note.button:
            drawn.button = _draw_button(surface, note.button, box, ty, scale, note.colour)
        drawn.boxes.append((note.key, box, rest - last_top, rest))
        y = box.bottom + pad
    drawn.bottom = y
    return drawn


def _frame(
    surface: pygame.Surface, box: pygame.Rect, colour: tuple[int, int, int], scale: float
) -> None:
    """A note's panel and outline (double, in the hint marks' colour)."""
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=int(6 * scale))
    pygame.draw.rect(surface, colour, box, 2, border_radius=int(6 * scale))
    if colour == theme.HINT:  # the marks' double outline
        inner = box.inflate(-2 * int(5 * scale), -2 * int(5 * scale))
        pygame.draw.rect(surface, colour, inner, 1, border_radius=int(4 * scale))


def _heading(
    surface: pygame.Surface,
    box: pygame.Rect,
    heading: str,
    size: int,
    colour: tuple[int, int, int],
    pad: int,
) -> None:
    words = theme.shorten(heading, size, box.width - 2 * pad - size, True)
    surface.blit(theme.text(words, size, colour, True), (box.x + pad, box.y + pad))


def _scroll_marks(
    surface: pygame.Surface,
    box: pygame.Rect,
    above: bool,
    below: bool,
    colour: tuple[int, int, int],
    scale: float,
) -> None:
    """Small triangles at the box's right edge: lines hidden above (top), below (bottom)."""
    r = int(6 * scale)
    x = box.right - int(10 * scale)
    if above:
        y = box.y + int(14 * scale)
        pygame.draw.polygon(surface, colour, [(x - r, y + r), (x + r, y + r), (x, y - r)])
    if below:
        y = box.bottom - int(14 * scale)
        pygame.draw.polygon(surface, colour, [(x - r, y - r), (x + r, y - r), (x, y + r)])


def _draw_button(
    surface: pygame.Surface,
    label: str,
    box: pygame.Rect,
    y: int,
    scale: float,
    colour: tuple[int, int, int] = theme.ACCENT,
) -> pygame.Rect:
    size = int(15 * scale)
    words = theme.text(label, size, theme.BG, True)
    pad = int(8 * scale)
    rect = pygame.Rect(0, 0, words.get_width() + 4 * pad, int(30 * scale))
    rect.topright = (box.right - 3 * pad, y + pad // 2)
    pygame.draw.rect(surface, colour, rect, border_radius=int(5 * scale))
    surface.blit(words, words.get_rect(center=rect.center))
    return rect
