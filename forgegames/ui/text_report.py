"""The text report of a frame (``screenshot --text-report FILE``): every text drawn, where it
landed on the window and whether it was cut (shortened with an ellipsis, or clipped by its box).

While a report is being recorded, every surface the program makes is a ``RecordingSurface``
(``pygame.Surface`` is swapped for it), and ``theme.text`` (with the other text makers) notes
which surfaces are words. A blit of words onto a recording surface records them there; a blit
of a recording surface onto another carries its words along, moved and clipped; a fill or an
opaque picture over words removes them (they are no longer seen). The window's own surface then
holds the words the frame shows. Nothing here runs in a normal game: ``note`` and ``shortened``
return at once when no report is being recorded.

Boxes too (``box_problems``): each scene names the boxes it lays out (``Scene.boxes``: its
panels, a board's panels and what they hold, by path such as ``board/market/space:clerk``).
A box that leaves its parent (the window, for a scene's top boxes) or overlaps a sibling is
an entry of the report as well, marked ``cut`` (a frame with one is not whole, like a cut
text) with a ``box`` key saying what is wrong ("leaves" or "overlaps") and ``text`` naming
the boxes; its rect is the part outside, or the part both cover. A squashed tray or an
overfull panel holds no text that is cut, yet shows here.
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
    box: str = ""
    """For a box's problem (not a text): "leaves" or "overlaps"."""

    def as_json(self) -> dict:
        # a text measured (and so rendered and cached) before it was known to be shortened
        out = {
            "text": self.text,
            "rect": list(self.rect),
            "cut": self.cut or self.text in _shortened,
        }
        if self.box:
            out["box"] = self.box
        return out


SLACK = 2
"""Pixels a box may reach past its parent, or into a sibling, before it is a problem (a frame
line drawn on a shared edge)."""


def box_problems(window: pygame.Rect, boxes: dict[str, pygame.Rect]) -> list[Drawn]:
    """The boxes (named by path: ``a/b`` is ``b`` inside ``a``) that leave their parent (the
    window for a top box; a parent not named counts as the window) or overlap a sibling by
    more than ``SLACK`` pixels both ways. Empty boxes are left out."""
    shown = {name: pygame.Rect(r) for name, r in boxes.items() if r.width > 0 and r.height > 0}
    found: list[Drawn] = []
    siblings: dict[str, list[str]] = {}
    for name, rect in shown.items():
        parent_name = name.rpartition("/")[0]
        siblings.setdefault(parent_name, []).append(name)
        parent = shown.get(parent_name, window)
        if not parent.inflate(2 * SLACK, 2 * SLACK).contains(rect):
            where = parent_name or "the window"
            found.append(Drawn(f"{name} leaves {where}", _outside(parent, rect), True, "leaves"))
    for names in siblings.values():
        for k, a in enumerate(names):
            for b in names[k + 1 :]:
                both = shown[a].clip(shown[b])
                if both.width > SLACK and both.height > SLACK:
                    found.append(Drawn(f"{a} overlaps {b}", both, True, "overlaps"))
    return found


def _outside(parent: pygame.Rect, rect: pygame.Rect) -> pygame.Rect:
    """The bounding box of the strips of ``rect`` past each edge of ``parent``."""
    strips = []
    if rect.x < parent.x:
        strips.append(pygame.Rect(rect.x, rect.y, parent.x - rect.x, rect.height))
    if rect.right > parent.right:
        strips.append(pygame.Rect(parent.right, rect.y, rect.right - parent.right, rect.height))
    if rect.y < parent.y:
        strips.append(pygame.Rect(rect.x, rect.y, rect.width, parent.y - rect.y))
    if rect.bottom > parent.bottom:
        strips.append(pygame.Rect(rect.x, parent.bottom, rect.width, rect.bottom - parent.bottom))
    return strips[0].unionall(strips[1:])


def scene_boxes(scenes) -> list[dict[str, pygame.Rect]]:
    """The boxes each of ``scenes`` lays out (see ``Scene.boxes``)."""
    return [scene.boxes() for scene in scenes]


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


_COMPOSED_CACHES: list = []
"""The ``cache_clear`` of each cache of pictures composed of words (``icons.rich``): a picture
made before recording began knows no words, so each is emptied as recording starts."""


def forget_when_recording(cache_clear) -> None:
    """Have a cache of composed pictures emptied whenever recording starts (a line with icons
    cached by an earlier game of the same process hid its words from the report)."""
    _COMPOSED_CACHES.append(cache_clear)


def start() -> None:
    """Record from now on: new surfaces remember the words drawn on them. The texts noted as
    shortened are forgotten (a new picture of a process that makes several: each text
    shortened on its picture is noted again while it is laid out and drawn)."""
    global _recording
    _recording = True
    _shortened.clear()
    for cache_clear in _COMPOSED_CACHES:
        cache_clear()
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


def report(surface: pygame.Surface, boxes=()) -> list[dict]:
    """The words on ``surface`` (a recording surface the frame was drawn on), then the
    problems of ``boxes`` (each scene's, as ``scene_boxes`` gives them: a scene's boxes are
    checked against one another, not against another scene's)."""
    words = [i.as_json() for i in _items(surface) if i.rect.width and i.rect.height]
    window = surface.get_rect()
    return words + [p.as_json() for named in boxes for p in box_problems(window, named)]


def write(surface: pygame.Surface, path: Path, boxes=()) -> None:
    items = report(surface, boxes)
    path.write_text(json.dumps(items, ensure_ascii=False, indent=1), encoding="utf-8")
