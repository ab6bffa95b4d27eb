"""The text report of a frame (``screenshot --text-report FILE``): every text drawn, where it
landed on the window and whether it was cut (shortened with an ellipsis, or clipped by its box).

While a report is being recorded, every surface the program makes is a ``RecordingSurface``
(``pygame.Surface`` is swapped for it), and ``theme.text`` (with the other text makers) notes
which surfaces are words. A blit of words onto a recording surface records them there; a blit
of a recording surface onto another carries its words along, moved and clipped; a fill or an
opaque picture over words removes them (they are no longer seen). The window's own surface then
holds the words the frame shows. Nothing here runs in a normal game: ``note`` and ``shortened``
return at once when no report is being recorded.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pygame

_recording = False
_words: dict[int, tuple[str, pygame.Surface]] = {}
"""id of a rendered text surface -> (its words, the surface, kept so the id stays its own)."""
_shortened: set[str] = set()
"""Texts the program shortened with an ellipsis to fit their box."""
_BaseSurface = pygame.Surface
_base_draw_rect = pygame.draw.rect


@dataclasses.dataclass
class Drawn:
    text: str
    rect: pygame.Rect
    cut: bool

    def as_json(self) -> dict:
        # a text measured (and so rendered and cached) before it was known to be shortened
        return {
            "text": self.text,
            "rect": list(self.rect),
            "cut": self.cut or self.text in _shortened,
        }


def note(surface: pygame.Surface, words: str) -> pygame.Surface:
    """Mark ``surface`` as the picture of ``words`` (a no-op unless a report is recorded)."""
    if _recording and words.strip():
        _words[id(surface)] = (words, surface)
    return surface


def recording() -> bool:
    """True while a report is being recorded."""
    return _recording


def shortened(words: str) -> str:
    """Note that ``words`` is a text cut to fit its box (a no-op unless a report is recorded)."""
    if _recording:
        _shortened.add(words)
        tail = words.rsplit("}", 1)[-1]  # a line with icons is drawn a piece at a time
        if tail.strip():
            _shortened.add(tail)
    return words


def _items(surface: pygame.Surface) -> list[Drawn]:
    root = surface.get_abs_parent()
    items = root.__dict__.get("_drawn")
    if items is None:
        items = root.__dict__["_drawn"] = []
    return items


def _opaque(surface: pygame.Surface) -> bool:
    return (
        not surface.get_flags() & pygame.SRCALPHA
        and surface.get_colorkey() is None
        and surface.get_alpha() in (None, 255)
    )


def _solid(color) -> bool:
    try:
        return pygame.Color(color).a == 255 if not isinstance(color, int) else True
    except (ValueError, TypeError):
        return True


def _cover(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """``rect`` (in ``surface``'s own coordinates) was painted over opaquely: words under it,
    wholly or partly, are gone from the report. They are the background of what was painted
    (the map under the battle panel, a board under a dialog), not a text in its own box: a
    text shortened or clipped by its box is ``cut``; one hidden by a later panel is not the
    frame's text any more."""
    ox, oy = surface.get_abs_offset()
    area = rect.move(ox, oy)
    items = _items(surface)
    items[:] = [item for item in items if not _overlap(area, item.rect)]


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    """More than a sliver in common (a text's box may reach a pixel or two into the next
    row's background)."""
    clip = a.clip(b)
    return clip.width > 2 and clip.height > 2


class RecordingSurface(_BaseSurface):
    """A surface that remembers the words blitted onto it (see the module's notes)."""

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: D102
        placed = super().blit(source, dest, area, special_flags)
        self._record(source, dest, area)
        return placed

    def blits(self, blit_sequence, doreturn=True):  # noqa: D102
        out = [self.blit(*item) for item in blit_sequence]
        return out if doreturn else None

    def fill(self, color, rect=None, special_flags=0):  # noqa: D102
        filled = super().fill(color, rect, special_flags)
        if not special_flags and _solid(color):
            _cover(self, self.get_clip().clip(pygame.Rect(rect) if rect else self.get_rect()))
        return filled

    def copy(self):  # noqa: D102
        made = super().copy()
        _items(made)[:] = [dataclasses.replace(i) for i in self._own_items()]
        return made

    def convert(self, *args):  # noqa: D102
        made = super().convert(*args)
        _items(made)[:] = [dataclasses.replace(i) for i in self._own_items()]
        return made

    def convert_alpha(self, *args):  # noqa: D102
        made = super().convert_alpha(*args)
        _items(made)[:] = [dataclasses.replace(i) for i in self._own_items()]
        return made

    def _own_items(self) -> list[Drawn]:
        """The words on this surface, in its own coordinates (a subsurface's share of its
        parent's)."""
        ox, oy = self.get_abs_offset()
        box = pygame.Rect(ox, oy, *self.get_size())
        return [
            Drawn(i.text, i.rect.move(-ox, -oy), i.cut or not box.contains(i.rect))
            for i in _items(self)
            if box.colliderect(i.rect)
        ]

    def _record(self, source, dest, area) -> None:
        if isinstance(dest, pygame.Rect | tuple | list) and len(dest) >= 2:
            x, y = int(dest[0]), int(dest[1])
        else:
            return
        size = source.get_size()
        part = pygame.Rect(area) if area is not None else pygame.Rect(0, 0, *size)
        part = part.clip(pygame.Rect(0, 0, *size))
        ox, oy = self.get_abs_offset()
        clip = self.get_clip().move(ox, oy)
        shift = (x - part.x + ox, y - part.y + oy)
        landed = pygame.Rect(x + ox, y + oy, part.width, part.height).clip(clip)
        if _opaque(source):
            _cover(self, landed.move(-ox, -oy))
        found = _words.get(id(source))
        if found is not None and found[1] is source:
            whole = pygame.Rect(shift, size)
            self._add(found[0], whole, landed, found[0] in _shortened)
            return
        if isinstance(source, RecordingSurface):
            for item in source._own_items():
                self._add(item.text, item.rect.move(shift), landed, item.cut)

    def _add(self, text: str, whole: pygame.Rect, landed: pygame.Rect, cut: bool) -> None:
        shown = whole.clip(landed)
        if not shown.width or not shown.height:
            return  # out of its box (a scrolled line): not drawn
        _items(self).append(Drawn(text, shown, cut or shown != whole))


def _draw_rect(surface, color, rect, width=0, *args, **kwargs):
    drawn = _base_draw_rect(surface, color, rect, width, *args, **kwargs)
    if width == 0 and isinstance(surface, RecordingSurface) and _solid(color):
        _cover(surface, pygame.Rect(rect).clip(surface.get_clip()))
    return drawn


def start() -> None:
    """Record from now on: new surfaces remember the words drawn on them. The texts noted as
    shortened are forgotten (a new picture of a process that makes several: each text
    shortened on its picture is noted again while it is laid out and drawn)."""
    global _recording
    _recording = True
    _shortened.clear()
    pygame.Surface = RecordingSurface
    pygame.draw.rect = _draw_rect


def stop() -> None:
    global _recording
    _recording = False
    pygame.Surface = _BaseSurface
    pygame.draw.rect = _base_draw_rect
    _words.clear()
    _shortened.clear()


def recording_window(surface: pygame.Surface) -> RecordingSurface:
    """A recording surface to draw the window's frame on (the same size and format)."""
    made = RecordingSurface(surface.get_size())
    return made.convert() if pygame.display.get_surface() is not None else made


def report(surface: pygame.Surface) -> list[dict]:
    """The words on ``surface`` (a recording surface the frame was drawn on)."""
    return [i.as_json() for i in _items(surface) if i.rect.width and i.rect.height]


def write(surface: pygame.Surface, path: Path) -> None:
    path.write_text(json.dumps(report(surface), ensure_ascii=False, indent=1), encoding="utf-8")
