"""Territory names on Warparty's map (issue 41): a lesson, a log line or a hint that names a
territory ("Duskshore") finds it labelled where it lies; the "Names" button (or the N key)
labels every territory. A label that comes with the pointer (a log line it is on, a territory
it is on while a stack is picked) goes with it (playtest 14). A label is the territory's name
in the current language, in a dark pill that reads over any terrain at 1280x720, on its own
territory or, where that has no room, beside it with a leader line into it (``name_leaders``,
playtest 26). The words the names are looked for in are the frame's side notes (the lesson's
step, the hint), the prompt, its message, and the log lines of the move the pointer is on.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import pygame

from forgegames.core.geometry import PolygonRows
from forgegames.core.i18n import language, tr
from forgegames.games.warparty.board_info import place_noun
from forgegames.ui import theme
from forgegames.ui.boards.host import BoardHost
from forgegames.ui.boards.warparty import map_hover, name_leaders, name_spots, names_order
from forgegames.ui.boards.warparty.view_shared import SHARED_PARTS, shared_memo
from forgegames.ui.widgets import Button

NAMES_KEY = pygame.K_n
"""Labels every territory (and back to those the words name)."""
NAME_PX = 14
"""The labels' type size at scale 1: the program's smallest text (``theme.MIN_TEXT``), which
reads at 1280x720."""
SETTLING = 3
"""How many times the Names view places again the labels that cover another (playtest 19:
one pass left two Spanish labels touching at 1280x720)."""
NUDGE = 16
"""How far (at scale 1) the Names view moves a label off another it would cover."""
PILL = (24, 22, 28, 210)
"""The label's background: dark and nearly opaque, over light plains and dark forest alike."""
NAMED = (250, 238, 190)
"""A label the words on screen ask for, a warmer white than the others."""


@functools.cache
def _patterns(names: tuple[tuple[str, str], ...]) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Each territory's name as a whole-word, any-case pattern (made once per language)."""
    return tuple(
        (ident, re.compile(rf"(?<!\w){re.escape(label)}(?!\w)", re.IGNORECASE))
        for ident, label in names
    )


def named_in(texts: Iterable[str], names: dict[str, str]) -> list[str]:
    """The territories (ids, in ``names`` order) whose name ``names[id]`` appears in any of
    ``texts`` as a whole word, whatever its case."""
    # each text looked through once (kept): the pointer going to another move of the log
    # brings a line or two of new words, and the side notes and the prompt stay
    pairs, found = tuple(names.items()), set()
    for text in texts:
        if text:
            found.update(_named_in(text, pairs))
    return [ident for ident, _ in pairs if ident in found] if found else []


@functools.lru_cache(maxsize=256)
def _named_in(text: str, names: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    """``named_in`` for one text, kept: the same words are on screen frame after frame."""
    return tuple(ident for ident, found in _patterns(names) if found.search(text))


class MapNames:
    """Mixin of ``WarpartyBoard``: which territories are labelled, and the labels."""

    scene: BoardHost
    canvas: Any
    world: Any
    s: float
    map_rect: pygame.Rect
    state: Any
    territory_mark: Callable[[str], pygame.Rect]
    _build_fold_tab: Callable[[], None]
    """The board's map-top buttons, made again when the names' toggle changes its words."""

    names_all = False
    """True while every territory is labelled (the Names button, the N key)."""

    def territory_names(self) -> dict[str, str]:
        """Each territory on the map by its name as the board shows it, in the current
        language ('Middlemarch', 'Marca Media')."""
        key = language()
        memo = getattr(self, "_names_memo", None)
        if memo is None or memo[0] != key:
            by_id = self.world.geo.by_id
            names = {t: place_noun(t, by_id[t].name).label for t in self.canvas.ids}
            memo = self._names_memo = (key, names)
        return memo[1]

    def words_on_screen(self) -> list[str]:
        """The words that may name a territory now: the side notes (the lesson's step, the
        hint), the prompt under the map (the land it invites to claim), the message shown,
        and the log lines of the move the pointer is on in the log (only while it is on
        them, playtest 14; not when a move scrolled them under a resting pointer, which
        never pointed at them: playtest 26, "Flintridge" came up untouched)."""
        scene = self.scene
        texts = [p for note in scene.side_notes() for p in (note.heading, *note.paragraphs)]
        # the prompt as the board last drew it (the frame draws the labels after the board;
        # working it out again each frame cost a third of one), or as it would be drawn
        drawn = getattr(self, "prompt_drawn", None)
        if drawn is None:
            drawn = self.prompt_lines(self.state)  # type: ignore[attr-defined]
        texts.append(" ".join(drawn[1]))
        toast = scene.toast
        if toast is not None:
            texts.append(toast.text)
        if not self.tips_waiting:  # type: ignore[attr-defined]
            texts += self._move_lines(scene.log.entries, scene.hover_tag)
        return texts

    def _move_lines(self, entries: list, pointed: object) -> list[str]:
        """The log lines of the move the pointer is on: looked up again only when the log
        grows or is written anew (its last line is another) or the pointer goes to another
        move (the log is long; this is asked every frame)."""
        if not entries or pointed is None:
            return []
        key = (len(entries), entries[-1], pointed)
        memo = getattr(self, "_lines_memo", None)
        if memo is None or memo[0][0] != key[0] or memo[0][1] is not key[1] or memo[0][2] != key[2]:
            memo = self._lines_memo = (key, [line for line, _, tag in entries if tag == pointed])
        return memo[1]

    def named_now(self) -> list[str]:
        """The territories the words on screen name (looked for again when the words or
        the language change: asked every frame)."""
        texts, names = self.words_on_screen(), self.territory_names()
        kept = getattr(self, "_named_memo", None)
        if kept is None or kept[1] is not names or kept[0] != texts:
            kept = self._named_memo = (texts, names, named_in(texts, names))
        return list(kept[2])

    def labelled(self) -> list[tuple[str, bool]]:
        """The territories to label now, each with whether the words name it: every one
        while all are asked for, unless the map is zoomed in enough to write each name in
        its territory itself (``MapLayers``); else those the words name."""
        steady, hovered = self._labelled_parts()
        if hovered is None:
            return steady
        shown = {**dict(steady), hovered: False}
        return [(t, shown[t]) for t in self.canvas.ids if t in shown]

    def _labelled_parts(self) -> tuple[list[tuple[str, bool]], str | None]:
        """``labelled`` in two: those labelled whatever the pointer does, and the territory
        under the pointer while a stack is picked (no tooltip then) when it is labelled for
        that alone (placed after the others, so it never moves them: drawn apart, the pointer
        going from one territory to the next paints only its label)."""
        named = set(self.named_now())
        every = self.names_all and not self.canvas._names_shown()
        hovered = self.pointed() if self.selected else None  # type: ignore[attr-defined]
        if self.names_all or hovered in named or hovered not in self.canvas.ids:
            # (every name asked for: placed together, the pointed one among them)
            shown = [t for t in self.canvas.ids if every or t in named or t == hovered]
            return [(t, t in named) for t in shown], None
        return [(t, True) for t in self.canvas.ids if t in named], hovered

    def toggle_names(self) -> None:
        self.names_all = not self.names_all
        self._build_fold_tab()  # the button's words follow
        self.scene.invalidate()

    def names_button(self, right: int) -> Button:
        """The map's "Names" toggle, its right edge at ``right`` on the map's top row."""
        s = self.s
        label = tr("Hide names") if self.names_all else tr("Names")
        button = Button(label, self.toggle_names, style="quiet")
        button.tooltip = tr("Show every territory's name on the map, or only those named (key N)")
        width, height, margin = button.fit_width(s), int(28 * s), int(6 * s)
        button.rect = pygame.Rect(right - width, self.map_rect.y + margin, width, height)
        return button

    def draw_tips(self, surface: pygame.Surface) -> None:
        """The labels are drawn every frame, over the board's picture (what names a place
        may change without the board being drawn again: a message, the pointer on a log
        line) and over every mark of a hint or a lesson (playtest 5: a lesson's mark cut
        "Highcrag"), unless a battle covers the map; then the tooltips, over them."""
        self.name_pills: list[pygame.Rect] = []  # (the move's tooltip keeps off them)
        if self.panel_battle() is None:  # type: ignore[attr-defined]
            self.draw_names(surface)
        super().draw_tips(surface)  # type: ignore[misc]

    def draw_names(self, surface: pygame.Surface) -> None:
        """The labels (``placed_names``), the names the words ask for on top: worked out and
        painted once for what is labelled, the view and the game, then blitted each frame;
        the pointed territory's label (``_labelled_parts``) in a picture of its own."""
        steady, hovered = self._labelled_parts()
        if not steady and hovered is None:
            return
        view = (self.canvas.view_key(), self.canvas.rect.size, self.s, self.names_all)
        view += self._lit_key()  # (a stack picked or dropped lights other cost tags)
        view += (tuple(map(tuple, self.hint_outlines())),)  # (a hint shown or gone)
        key = (tuple(steady), *view)
        memo = getattr(self, "_names_picture", None)
        if memo is None or memo[0] != key or memo[1] is not self.state:
            kept = self._pictures_kept("steady")
            if key not in kept:
                placed = self.placed_names(steady if hovered is not None else None)
                painted = (key, self.state, *self.paint_names(placed))
                kept[key] = (painted, [box for box, _, _ in placed])
            kept[key] = kept.pop(key)  # (the latest used last: the oldest go first)
            memo, self._steady_boxes = kept[key]
            self._names_picture = memo
        pictures, self.name_pills = [memo[2:5]], list(self._steady_boxes)
        if hovered is not None:
            own = getattr(self, "_hover_name", None)
            if own is None or own[0] != (hovered, key) or own[1] is not self.state:
                kept = self._pictures_kept("pointed")
                if (hovered, key) not in kept:
                    placed = self.placed_names([(hovered, False)], self._steady_boxes)
                    painted = (*self.paint_names(placed), [box for box, _, _ in placed])
                    kept[hovered, key] = ((hovered, key), self.state, *painted)
                own = self._hover_name = kept[hovered, key] = kept.pop((hovered, key))
            pictures.append(own[2:5])
            self.name_pills += own[5]
        clip = surface.get_clip()
        surface.set_clip(self.canvas.rect.clip(clip))
        # only the parts with labels: the rest of the map-sized picture is clear (a whole
        # blit of it cost most of a frame)
        for picture, at, parts in pictures:
            surface.blits([(picture, (at[0] + part.x, at[1] + part.y), part) for part in parts], 0)
        surface.set_clip(clip)

    PICTURES_KEPT = {"steady": 16, "pointed": 128}
    """Labels' pictures kept for one game state: of the labels the words ask for (the
    pointer running down the log's lines asks for a set a line, then the prompt's again), and
    of a pointed territory's one label."""

    def _pictures_kept(self, part: str) -> dict:
        """The labels' pictures (``part``: "steady" or "pointed") painted for the game state
        shown, by what they label and the view (``draw_names``' keys): the pointer going
        back to a territory, or to a log line that names the same places, finds its labels
        painted. Emptied when the state changes (its counters are where labels go) or when
        full (a map dragged while zoomed makes a view a frame)."""
        kept = getattr(self, "_kept_pictures", None)
        if kept is None or kept[0] is not self.state:
            kept = self._kept_pictures = (self.state, {})
        pictures = kept[1].setdefault(part, {})
        while len(pictures) >= self.PICTURES_KEPT[part]:  # the least lately used goes first
            del pictures[next(iter(pictures))]
        return pictures

    def paint_names(
        self, placed: list[tuple[pygame.Rect, list[pygame.Surface], bool]] | None = None
    ) -> tuple[pygame.Surface, tuple[int, int], list[pygame.Rect]]:
        """The labels ``placed`` (by default ``placed_names()``) painted on a clear picture of
        the map's area, where it goes, and the labels' boxes on it (the rest of it is clear)."""
        placed = self.placed_names() if placed is None else placed
        # a picture of the labels' part of the map only (a pointed territory's label is
        # painted as the pointer moves: a map-sized picture cost a frame's time)
        area = self.map_area()
        pills = [pill for pill, _, _ in placed] + name_leaders.leader_rects(placed, self.s)
        area = (
            pills[0].unionall(pills[1:]).clip(area) if pills else pygame.Rect(area.topleft, (0, 0))
        )
        picture = pygame.Surface(area.size, pygame.SRCALPHA)
        radius = max(3, int(4 * self.s))
        # the leaders first (under every label): from a label beside its territory into it
        boxes = name_leaders.draw_leaders(self, picture, placed, area.topleft, (NAMED, theme.TEXT))
        for pill, lines, named in reversed(placed):
            box = pill.move(-area.x, -area.y)
            boxes.append(box.clip(picture.get_rect()))
            pygame.draw.rect(picture, PILL, box, border_radius=radius)
            if named:
                pygame.draw.rect(picture, NAMED, box, 1, border_radius=radius)
            y = box.y + (box.height - sum(line.get_height() for line in lines)) // 2
            for line in lines:
                boxes.append(picture.blit(line, line.get_rect(midtop=(box.centerx, y))))
                y += line.get_height()
        return picture, area.topleft, _disjoint(boxes)

    def placed_names(
        self, labelled: list[tuple[str, bool]] | None = None, taken_before: list | None = None
    ) -> list[tuple[pygame.Rect, list[pygame.Surface], bool]]:
        """Each label's box on screen, its rendered lines and whether the words name it, the
        named first. A label sits in a fixed place on its own territory (``_fixed_label``:
        the first of places that depend on the territory's shape and printed marks alone
        that no counter covers now; playtest 11: labels floated beside their territories
        and moved from one position to the next), in a shorter form where the full one has
        no such place; only a territory with no room at all takes its label beside it,
        still clear of counters (``_floating_label``), and one with no room anywhere is
        left out (hovering it names it). Always inside the map. ``labelled`` (by default
        ``labelled()``) may be a part of them, placed clear of the boxes ``taken_before``
        too (the others' labels)."""
        if self.names_all and labelled is None:
            return self.names_on_territories()
        placed: list[tuple[pygame.Rect, list[pygame.Surface], bool]] = []
        counters = self._counter_boxes()
        notes = [p for note in self.scene.side_notes() for p in (note.heading, *note.paragraphs)]
        marked = set(named_in(notes, self.territory_names()))  # a lesson's or hint's mark
        outlines = self.hint_outlines()
        labelled = self.labelled() if labelled is None else labelled
        for territory, named in sorted(labelled, key=lambda item: not item[1]):
            taken = [*(taken_before or ()), *(box for box, _, _ in placed)]
            marks = [*outlines]
            if territory in marked:
                marks.append(self.territory_mark(territory))
            found = self._fixed_label(territory, named, taken, counters, marks)
            if found is None:  # no room on the territory: beside its mark, clear of counters
                found = self._floating_label(territory, named, taken, outlines)
            if found is not None:  # (beside it: a leader line to it, playtest 26)
                placed.append(name_leaders.placed(self, territory, *found, named))
        return placed

    def _floating_label(
        self,
        territory: str,
        named: bool,
        taken: list[pygame.Rect],
        outlines: Sequence[pygame.Rect] = (),
    ) -> tuple[pygame.Rect, list[pygame.Surface]] | None:
        """A label of ``territory`` beside the box its mark would be (above it, over it,
        under it, to a side), clear of every counter and printed mark and of the lesson's
        mark and the hint's ``outlines`` where it can be, and of the labels ``taken``; None
        where there is no such room (hovering the territory names it)."""
        blocked, mark = self.label_obstacles(), self.territory_mark(territory)
        choices = []  # (hint's or lesson's marks covered, smaller type), spot, type size
        for smaller, size in enumerate(dict.fromkeys((self.name_px(), theme.min_text_size()))):
            for spot in self._floating_spots(territory, named, size):
                if spot.collidelist(blocked) < 0 and spot.collidelist(taken) < 0:
                    covered = spot.colliderect(mark) + len(spot.collidelistall(outlines))
                    choices.append(((covered, smaller), spot, size))
        if not choices:
            return None
        _, spot, size = min(choices, key=lambda choice: choice[0])
        return pygame.Rect(spot), self.name_lines(territory, named, size)[1]

    def _floating_spots(self, territory: str, named: bool, size: int) -> list[pygame.Rect]:
        """``name_spots`` for a label at type ``size``, each inside the map (kept per view
        and language)."""
        name = self.territory_names()[territory]
        key = (territory, name, named, size, language(), theme.min_text_size())
        kept = self.view_memo("floating")
        if key not in kept:
            area, (box, _) = self.map_area(), self.name_lines(territory, named, size)
            kept[key] = [spot.clamp(area) for spot in self.name_spots(territory, box)]
        return kept[key]

    def _fixed_label(
        self,
        territory: str,
        named: bool,
        taken: list[pygame.Rect],
        blocked: list[pygame.Rect],
        marks: Sequence[pygame.Rect] = (),
    ) -> tuple[pygame.Rect, list[pygame.Surface]] | None:
        """A label of ``territory`` in its fixed place (``name_spots.fixed_spots``: the first
        of the territory's own places, which depend on its shape and printed marks alone,
        that no counter, battle mark or other label covers now, nor any of ``marks``, the
        outlines a lesson or the hint draws), in its fullest form that has one; None when
        none has."""
        colour = NAMED if named else theme.TEXT
        for form, size in self._label_forms(territory, named):
            for spot in self._fixed_spots(territory, size):
                clear = spot.collidelist(marks) < 0
                if clear and spot.collidelist(blocked) < 0 and spot.collidelist(taken) < 0:
                    return spot, [theme.text(line, form.size, colour, named) for line in form.lines]
        return None

    def _label_forms(self, territory: str, named: bool) -> list[tuple[name_spots.Form, tuple]]:
        """The forms ``_fixed_label`` tries for ``territory``, in its order, each with its
        label's size (kept per view and language: asked on every hover)."""
        name = self.territory_names()[territory]
        key = (territory, name, named, language(), theme.min_text_size(), self.name_px())
        kept = self.view_memo("forms")
        if key in kept:
            return kept[key]
        pad = max(2, int(3 * self.s))
        outline = self.canvas.place_rect(territory)
        room = int(outline.w * name_spots.OVERHANG) - 2 * pad
        colour = NAMED if named else theme.TEXT
        sizes = (self.name_px(), theme.min_text_size())
        whole = " ".join(name.split())
        # the name whole, in whole words, else beside its territory
        # (``_floating_label``; playtest 15: the prompt's "Goldfurrow" showed as a stray
        # "Gold."; playtest 18: "Forg." for the pointed Forgotten Temple at 1024x640)
        forms = [f for f in name_spots.forms(name, sizes, room, named) if _said(f.lines) == whole]
        out = []
        for form in sorted(forms, key=lambda f: f.rank):
            lines = [theme.text(line, form.size, colour, named) for line in form.lines]
            size = (
                max(line.get_width() for line in lines) + 2 * pad,
                sum(line.get_height() for line in lines) + pad,
            )
            out.append((form, size))
        kept[key] = out
        return out

    def _fixed_spots(self, territory: str, size: tuple[int, int]) -> list[pygame.Rect]:
        """``name_spots.fixed_spots`` for ``territory``, kept per view and the printed marks
        near it (a city founded elsewhere keeps it)."""
        canvas = self.canvas
        outline = canvas.place_rect(territory)
        # every printed mark a label on it may reach (a neighbour's city may reach over the
        # border by a corner): a label lies inside its territory, at most as wide as it
        # (``name_spots.OVERHANG``), so those past its box by a label's size cannot touch one
        reach = outline.inflate(2 * size[0], 2 * size[1])
        static = [box for box in self._printed_marks() if reach.colliderect(box)]
        key = (territory, size, tuple(map(tuple, static)))
        kept = self.view_memo("spots")
        if key not in kept:
            if len(kept) > 4096:  # (cities founded one after another)
                kept.clear()
            inside, inside_all = self._inside(territory)
            area, stack_at = self.map_area(), canvas.centre_of(territory)
            spots = name_spots.fixed_spots(
                size, outline, inside, static, area, stack_at, inside_all
            )
            # clear of the box a lesson or the hint marks the territory with, where it can be
            mark = self.territory_mark(territory)
            kept[key] = sorted(spots, key=mark.colliderect)
        return kept[key]

    def _whole_forms(
        self, territory: str, named: bool
    ) -> list[tuple[name_spots.Form, list[pygame.Surface], tuple[int, int]]]:
        """The shapes of ``territory``'s whole name the Names view tries (playtest 19), each
        with its rendered lines and its label's size; kept per view."""
        kept = self.view_memo("whole")
        key = (territory, named, language())
        if key not in kept:
            pad = max(1, int(2 * self.s))  # (snug: every name whole)
            room = int(self.canvas.place_rect(territory).w * name_spots.OVERHANG) - 2 * pad
            colour = NAMED if named else theme.TEXT
            sizes = (self.name_px(), theme.min_text_size())
            name = self.territory_names()[territory]
            found = []
            for form in name_spots.forms(name, sizes, room, named, whole=True):
                lines = [theme.text(line, form.size, colour, named) for line in form.lines]
                size = (
                    max(line.get_width() for line in lines) + 2 * pad,
                    sum(line.get_height() for line in lines) + pad,
                )
                found.append((form, lines, size))
            kept[key] = found
        return kept[key]

    def _spot_grid(
        self, territory: str, size: tuple[int, int]
    ) -> list[tuple[pygame.Rect, int, float]]:
        """``name_spots.spot_grid`` for a label of ``size`` on ``territory``, kept per view."""
        kept = self.view_memo("grid")
        key = (territory, size)
        if key not in kept:
            outline = self.canvas.place_rect(territory)
            masks = self.view_memo("masks")  # (the outline's pixels: quick answers)
            if territory not in masks:
                target = self.canvas.place_targets()[territory]
                masks[territory] = name_spots.quick_inside(target, self._inside(territory)[0])
            inside = masks[territory]
            area, points = self.map_area(), self.view_memo("grid points")
            if territory not in points:
                points[territory] = name_spots.grid_points(outline, inside, area)
            found = name_spots.spot_grid(size, outline, inside, area, points[territory])
            kept[key] = found
        return kept[key]

    def _inside(
        self, territory: str
    ) -> tuple[Callable[[Sequence[float]], bool], Callable[[Iterable], bool]]:
        """Whether a screen point is in ``territory`` (its ``Target.holds``), and whether all
        of some points are: each row of the outline worked out once for the many spots and
        the sizes of each form, kept with the view."""
        target = self.canvas.place_targets()[territory]
        outlines = self.view_memo("rows")
        if territory not in outlines:
            outlines[territory] = None if target.shape is None else PolygonRows(target.shape)
        rows, bounds = outlines[territory], target.rect

        def inside(pos: Sequence[float]) -> bool:
            return bounds.collidepoint(pos) and (rows is None or rows.holds(pos))

        def inside_all(points) -> bool:
            if not all(map(bounds.collidepoint, points)):
                return False
            return rows is None or rows.holds_all(points)

        return inside, inside_all

    def _printed_marks(self) -> list[pygame.Rect]:
        """The printed marks on screen (coins, cities, dungeons; not the printed names), kept
        per view and cities."""
        canvas, cities = self.canvas, self.state.cities
        kept = self.view_memo("printed")
        shown = canvas._names_shown()
        # (compared, not hashed: the cities are the same from one state to the next)
        if kept.get("cities") != cities or kept.get("shown") != shown:
            kept["boxes"] = [
                box.move(canvas.ox, canvas.oy)
                for marks in canvas.mark_boxes(cities).values()
                for kind, box in marks.items()
                if kind != "name"
            ]
            kept["cities"], kept["shown"] = cities, shown
        return kept["boxes"]

    VIEWS_KEPT = 4
    """Views whose places are kept (zoomed in and back out, the fitted map's are there)."""

    def view_memo(self, part: str) -> dict:
        """A dict for ``part`` (marks, forms, spots) kept with the map's view: its area, scale
        and corner, the counters' scale (large print) and the board's; a view seen before
        finds its own again (the last ``VIEWS_KEPT``)."""
        canvas = self.canvas
        if part in SHARED_PARTS:  # (the shapes' and the view's alone: kept for every board)
            return shared_memo(canvas, self.s, part)
        view = (canvas.view_key(), canvas.ui, self.s)
        views = self.__dict__.setdefault("_view_memos", {})
        memo = views.get(view)
        if memo is None:
            while len(views) >= self.VIEWS_KEPT:
                del views[next(iter(views))]
            memo = views[view] = {}
        elif next(reversed(views)) != view:
            views[view] = views.pop(view)  # (the latest last)
        return memo.setdefault(part, {})

    def prepare_places(self) -> None:
        """Work out every territory's mark box (``territory_mark``) and its label's fixed
        spots for this view, at the forms a label is likely to take (the first a hover finds
        room in now, the fullest named): at the start of a game and when the window or the
        panel changes the map's size (issue 40: the first hover over a territory worked
        them out within a frame)."""
        if not self.canvas.rect.width or not self.canvas.rect.height:
            return
        counters = self._counter_boxes()
        for territory in self.canvas.ids:
            self.territory_mark(territory)
            # the forms a hover tries with the counters where they stand (the first whose
            # spots one leaves free), and the fullest a label the words ask for takes
            self._fixed_label(territory, False, [], counters)
            for _, size in self._label_forms(territory, True):  # (whole names only)
                self._fixed_spots(territory, size)
            # the Names view's boxes for its labels (playtest 20: N took a second the first
            # time in a view)
            for _, _, size in self._whole_forms(territory, False):
                self._spot_grid(territory, size)

    def names_on_territories(self) -> list[tuple[pygame.Rect, list[pygame.Surface], bool]]:
        """Every label on its own territory (``name_spots``): the named first, then the
        narrowest territories (they have the fewest spots), each in its fullest form that
        finds a good spot; then each label that covers another is placed again among all
        the others. Kept for the layout they were placed in (what blocks them, the view and
        the type): pressing N again there finds them placed (playtest 20)."""
        state = self.state
        fights = (*state.battles, *((state.fight,) if state.fight else ()))
        layout = (
            tuple(self.labelled()),
            tuple(map(tuple, self._label_blocks())),
            tuple(map(tuple, self.hint_outlines())),
            tuple(map(tuple, self._counter_boxes())),
            tuple(tuple(self.canvas.battle_mark(state, p)) for p in fights),
            self.name_px(),
            theme.min_text_size(),
            language(),
        )
        kept = self.view_memo("names")
        if layout not in kept:
            if len(kept) >= self.LAYOUTS_KEPT:
                del kept[next(iter(kept))]
            kept[layout] = self._names_placed()
        return list(kept[layout])

    LAYOUTS_KEPT = 8
    """Layouts of every name kept per view (a move and its undo find theirs again)."""

    def _names_placed(self) -> list[tuple[pygame.Rect, list[pygame.Surface], bool]]:
        """``names_on_territories`` worked out, in the first order (``names_order``) that
        leaves no label over another, else the one that leaves fewest."""
        width = lambda territory: self.canvas.place_rect(territory).w  # noqa: E731
        best: tuple[int, list, list] | None = None
        for order in names_order.label_orders(self.labelled(), width, self.territory_names()):
            placed = self._placed_in(order)
            crossed = names_order.overlaps([box for box, _, _ in placed])
            if best is None or crossed < best[0]:
                best = (crossed, order, placed)
            if not crossed:
                break
        assert best is not None
        pairs = zip(best[1], best[2], strict=True)  # (beside their territory: a leader line)
        return [name_leaders.placed(self, t, *label) for (t, _), label in pairs]

    def _placed_in(self, order: list) -> list[tuple[pygame.Rect, list[pygame.Surface], bool]]:
        """Every label placed in ``order``, then each that covers another placed again."""
        placed: list[tuple[pygame.Rect, list[pygame.Surface], bool]] = []
        for territory, named in order:
            spot, lines = self._name_on(territory, named, [box for box, _, _ in placed])
            placed.append((spot, lines, named))
        for _ in range(SETTLING):  # (a label moved may now touch one placed before)
            moved = False
            for i, (territory, named) in enumerate(order):
                others = [box for k, (box, _, _) in enumerate(placed) if k != i]
                if placed[i][0].collidelist(others) >= 0:
                    spot, lines = self._name_on(territory, named, others)
                    moved = moved or spot != placed[i][0]
                    placed[i] = (spot, lines, named)
            if not moved:
                break
        return placed

    def _name_on(
        self, territory: str, named: bool, taken: list[pygame.Rect]
    ) -> tuple[pygame.Rect, list[pygame.Surface]]:
        """The best label of ``territory`` on itself, clear of the labels ``taken`` and of the
        counters and marks as far as it can be: its box and its rendered lines."""
        canvas, pad = self.canvas, max(1, int(2 * self.s))  # (snug: every name whole)
        outline = canvas.place_rect(territory)
        holds = self._inside(territory)[0]
        colour = NAMED if named else theme.TEXT
        sizes = (self.name_px(), theme.min_text_size())
        blocked, area = [*self._label_blocks(), *self.hint_outlines()], self.map_area()
        # (a whole name may cover a printed coin or city sooner than a counter, and a
        # battle's crossed swords, where a click fights, least of all: playtest 19)
        state = self.state
        fights = (*state.battles, *((state.fight,) if state.fight else ()))
        blocked += [box for box in self._counter_boxes() for _ in range(2)]
        blocked += [self.canvas.battle_mark(state, p) for p in fights for _ in range(4)]
        choices = []
        for form, lines, size in self._whole_forms(territory, named):
            grid = self._spot_grid(territory, size)
            found = name_spots.best_spot(grid, form.rank, taken, blocked)
            if found is not None:
                choices.append((found[0], found[1], lines))
        if not choices:  # (no point of the territory in sight: its middle, clamped)
            lines = [theme.text(self.territory_names()[territory], sizes[-1], colour, named)]
            box = lines[0].get_rect(center=outline.center).inflate(2 * pad, pad)
            return box.clamp(area), lines
        choices.sort(key=lambda choice: choice[0])
        score, spot, lines = choices[0]
        if score[0]:  # every spot on it covers a label: the best form nudged clear, if any
            for _, each, its_lines in choices:
                nudged = names_order.nudged(each, taken, area, holds, int(NUDGE * self.s))
                if nudged is not None:
                    return nudged, its_lines
        return spot, lines

    def hint_outlines(self) -> list[pygame.Rect]:
        """The boxes the hint's or the lesson's marks on the map take as drawn: each marked
        box with its double outline and halo round it (``overlays.draw_hint_marks``; issue
        39: a label set just above the marked box lay over the outline's top edge)."""
        marks = self.scene.marked_places()
        w = max(2, int(2 * self.s))
        reach, area = 2 * w + 3, self.canvas.rect
        boxes = dict.fromkeys(tuple(mark) for mark in marks if area.colliderect(mark))
        return [pygame.Rect(box).inflate(2 * reach, 2 * reach) for box in boxes]

    def _label_blocks(self) -> list[pygame.Rect]:
        """``label_obstacles``, worked out once per drawing of the labels."""
        memo = getattr(self, "_blocks_memo", None)
        view = (self.canvas.view_key(), self._lit_key())
        if memo is None or memo[0] is not self.state or memo[1] != view:
            memo = self._blocks_memo = (self.state, view, self.label_obstacles())
        return memo[2]

    def name_spots(self, territory: str, size: pygame.Rect) -> list[pygame.Rect]:
        """Where a label of ``size`` may go, the likeliest first: above the territory's mark,
        over it, under it, then shifted to the sides and a line further out."""
        mark = self.territory_mark(territory)
        x, shift = mark.centerx - size.w // 2, size.w // 3
        above, under = mark.top - 1 - size.h, mark.bottom + 1
        rows = (above, mark.centery - size.h // 2, under, above - size.h // 2, under + size.h // 2)
        near = [
            size.move(x + dx, y) for dx in (0, -shift, shift, -2 * shift, 2 * shift) for y in rows
        ]
        # further out (large print's labels in a crowded corner): a whole label away
        far_rows = (above - size.h, under + size.h)
        far_x = (-3 * shift, 3 * shift)
        far = [size.move(x + dx, y) for y in far_rows for dx in (0, *far_x)]
        far += [size.move(x + dx, y) for dx in far_x for y in rows]
        return near + far

    def label_obstacles(self) -> list[pygame.Rect]:
        """What a label must never cover: the counters (their piles and badges too) and the
        figures under them, the crossed swords of each battle, and the coins, cities and
        capitals on the map (found again only when the stacks, the game or the view change:
        the pointer going over the log's lines asks for new labels again and again)."""
        canvas, state = self.canvas, self.state
        placed, view = canvas._placed(state), (canvas.view_key(), canvas.ui, self._lit_key())
        memo = getattr(self, "_obstacles", None)
        if memo is None or memo[0] is not placed or memo[1] is not state or memo[2] != view:
            memo = self._obstacles = (placed, state, view, self._find_obstacles(placed))
        return [pygame.Rect(box) for box in memo[3]]

    def _counter_boxes(self) -> list[pygame.Rect]:
        """``label_obstacles`` but the printed marks (left out of the fixed places already),
        kept with them (asked for each label placed)."""
        obstacles = self.label_obstacles()  # (renews ``_obstacles`` when they change)
        kept = getattr(self, "_counters_memo", None)
        if kept is None or kept[0] is not self._obstacles:
            canvas = self.canvas
            printed = {
                tuple(box.move(canvas.ox, canvas.oy))
                for marks in canvas.mark_boxes(self.state.cities).values()
                for box in marks.values()
            }
            counters = [box for box in obstacles if tuple(box) not in printed]
            kept = self._counters_memo = (self._obstacles, counters)
        return kept[1]

    def _lit_key(self) -> tuple:
        """The lit places with their costs (their cost tags are obstacles to a label), sorted
        again when ``lit_now`` finds them anew (asked every frame)."""
        lit = self.lit_now()  # type: ignore[attr-defined]
        kept = getattr(self, "_lit_sorted", None)
        if kept is None or kept[0] is not lit:
            kept = self._lit_sorted = (lit, tuple(sorted(lit.items())))
        return kept[1]

    def _find_obstacles(self, placed: list) -> list[pygame.Rect]:
        canvas, state = self.canvas, self.state
        boxes = []
        room = 2 * max(2, int(2 * self.s))  # (playtest 18: a label touching a counter)
        for stack, rect in placed:
            if (stack.place, stack.army) in canvas._chips:
                boxes.append(rect.inflate(room, room))
            else:  # the whole counter: its pile and its army's badge, and its figures
                boxes += [
                    canvas._counter_box(stack, rect).inflate(room, room),
                    canvas._tag_rect(stack, rect).inflate(room, room),
                ]
        fights = dict.fromkeys(state.battles + ((state.fight,) if state.fight else ()))
        boxes += [canvas.battle_mark(state, place) for place in fights]
        boxes += [
            box.move(canvas.ox, canvas.oy)
            for marks in canvas.mark_boxes(state.cities).values()
            for kind, box in marks.items()
            if kind != "name"
        ]
        # the lit places' move costs: a name never covers one (playtest 14: "Dunmoor" over a
        # move cost at 1280x720)
        lit = self.lit_now()  # type: ignore[attr-defined]
        boxes += [spot for _, spot in map_hover.cost_tags(canvas, state, lit).values()]
        return boxes

    def name_px(self) -> int:
        """The labels' type size for this window, large print's factor included (never
        under the smallest text)."""
        return max(int(NAME_PX * self.s * theme.fitted_piece_factor()), theme.min_text_size())

    def name_lines(
        self, territory: str, named: bool, size: int
    ) -> tuple[pygame.Rect, list[pygame.Surface]]:
        """A label's size (at the origin) and its rendered lines at type ``size``: two lines
        where the territory is narrower than the name, never a word broken."""
        pad = max(2, int(3 * self.s))
        name = self.territory_names()[territory]
        font = theme.font(size, named)
        widest = max(font.size(word)[0] for word in name.split())
        room = max(self.canvas.place_rect(territory).width - 2 * pad, int(84 * self.s), widest)
        colour = NAMED if named else theme.TEXT
        words = theme.wrap(name, size, room, named)
        lines = [theme.text(line, size, colour, named) for line in words]
        width = max(line.get_width() for line in lines) + 2 * pad
        return pygame.Rect(0, 0, width, sum(line.get_height() for line in lines) + pad), lines

    def map_area(self) -> pygame.Rect:
        """The part of the screen the map itself covers (not the room around it)."""
        canvas = self.canvas
        (x0, y0), (x1, y1) = (
            canvas.to_screen((0, 0)),
            canvas.to_screen((canvas.tmx.width, canvas.tmx.height)),
        )
        return pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0)).clip(canvas.rect)


def _said(lines: tuple[str, ...]) -> str:
    """What a label's lines say, read on: a word split with a hyphen joined again."""
    out = ""
    for line in lines:
        out += line[:-1] if line.endswith("-") else line + " "
    return " ".join(out.split())


def _disjoint(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Rectangles covering what ``rects`` cover, none overlapping another (those that do are
    joined): a part of a see-through picture blitted twice would show darker."""
    out: list[pygame.Rect] = []
    for rect in rects:
        if not rect.width or not rect.height:
            continue
        rect = pygame.Rect(rect)
        while (hit := rect.collidelist(out)) >= 0:
            rect.union_ip(out.pop(hit))
        out.append(rect)
    return out


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clipped = a.clip(b)
    return clipped.w * clipped.h
