"""The drawing of the game frame: the cached picture of what changes only with the game
(board, change marks, top bar, log column), and over it each frame what moves or waits for
the pointer (animations, hint and hover marks, tooltips, the turn banner, the toast).

``FrameDrawing`` is a collaborator the scene owns (``scene.drawing``), not a mixin. The
pictures stay on the scene (``layer``, and ``last_picture`` that boards read through
``BoardHost``); the scene's ``draw`` and ``draw_layer`` call here, and a scene built on
``GameScene`` (the replay, an example) adds its own parts around them."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from forgegames.ui import theme
from forgegames.ui.boards.places import draw_tooltip, prepare_tooltip
from forgegames.ui.hotseat import draw_banner, draw_highlight, draw_toast
from forgegames.ui.overlays import draw_hint_marks


class DrawHost(Protocol):
    """All ``FrameDrawing`` asks of the game frame (``GameScene`` is one)."""

    app: Any
    board: Any
    top: Any
    """The top bar's buttons (and the Hint button on the log column)."""
    top_bar: Any
    log_column: Any
    log_rect: pygame.Rect
    teaching: Any
    computer: Any
    animations: Any
    toast: Any
    banner: Any
    banner_box: pygame.Rect | None
    """Set here: where the banner was drawn."""
    layer: pygame.Surface | None
    """Set here: the cached picture, made anew when the scene dropped it."""
    last_picture: pygame.Surface | None
    changes: dict[str, tuple[Any, Any]]
    marks: dict[str, list[pygame.Rect]]
    """Set here: the change marks, placed in the board's view as drawn."""
    pointer: tuple[int, int]

    def draw_layer(self, surface: pygame.Surface) -> None: ...

    def seat_colour(self, seat: int) -> Any: ...

    def button_rects(self) -> list[pygame.Rect]: ...

    def toast_place(self) -> Any: ...

    def log_pushed_down(self, surface: pygame.Surface, height: int) -> Any: ...

    def show_toast(self, message: str, error: bool = True) -> None: ...


class FrameDrawing:
    """Draws the frame of ``scene``: it holds the scene and where the log's lines went under a
    notice (the pictures are the scene's, and its ``draw_layer`` is called so a scene built on
    it adds its parts)."""

    def __init__(self, scene: DrawHost) -> None:
        self.scene = scene
        self.lines_under_notice: list[pygame.Rect] = []
        """The log's lines as drawn pushed down under a notice on the log column."""

    def draw(self, surface: pygame.Surface) -> None:
        """The whole frame: the cached picture (drawn anew by the scene's ``draw_layer`` when
        out of date), then what goes over it."""
        scene = self.scene
        board, teaching = scene.board, scene.teaching
        if scene.layer is None or scene.layer.get_size() != surface.get_size():
            spare = scene.last_picture  # animations copied what they needed from it
            if spare is None or spare.get_size() != surface.get_size():
                spare = pygame.Surface(surface.get_size()).convert()
            scene.layer = spare
            scene.layer.fill(theme.BG)
            scene.draw_layer(scene.layer)
        surface.blit(scene.layer, (0, 0))
        self.push_log_under_notice(surface)
        scene.animations.draw(surface, board.rect)
        board.tip_rule = None  # set again by a tooltip that names a rule
        board.tips_refused = scene.toast is not None and scene.toast.error
        board.draw_live(surface)
        scene.computer.draw_thinking(surface, scene.top_bar.seat_tag_rect)
        s = scene.app.board_scale
        hover_marks = scene.log_column.hover_marks
        draw_highlight(surface, hover_marks)
        teaching.refresh_hint()  # some places (a scrolled list's rows) are known once drawn
        if teaching.hint_marks:
            draw_highlight(surface, teaching.hint_marks)
            for rect in teaching.hint_marks:  # each cut at its board's part (playtest 6)
                whole = surface.get_clip()
                area = board.mark_area(rect)
                surface.set_clip(whole if area is None else whole.clip(area))
                draw_hint_marks(surface, [rect], s, board.mark_reach(rect))
                surface.set_clip(whole)
        if (teaching.hint_marks or hover_marks) and not scene.animations.active:
            board.draw_over_marks(surface)
        scene.top.draw_touched(surface, s)
        # tooltips last, above every mark (playtest 5: the lesson's mark hid a tooltip's words)
        board.draw_tips(surface)
        if not board.tips_hushed:  # the frame's own tooltips wait for the mouse as well
            self.draw_frame_tips(surface, s)
        self.draw_notices(surface, s)

    def push_log_under_notice(self, surface: pygame.Surface) -> None:
        """A notice on the log column has the log drawn again pushed down under it, none of
        its lines covered (playtest 25: a refusal hid the newest lines, what just happened);
        before anything else goes over the picture (a tooltip on the column stays)."""
        scene = self.scene
        self.lines_under_notice = []
        if scene.toast is None:
            return
        box = scene.toast_place()[1]  # (which sets the board's notice_room)
        room = scene.board.notice_room
        if room is not None and room.contains(box) and not scene.board.rect.contains(box):
            _, self.lines_under_notice = scene.log_pushed_down(surface, box.bottom - room.top)

    def draw_notices(self, surface: pygame.Surface, s: float) -> None:
        """The turn banner and the toast, over everything else."""
        scene = self.scene
        if scene.banner is not None:
            area = scene.board.banner_area() or scene.top_bar.banner_area()
            scene.banner_box = draw_banner(surface, scene.banner, area, s, scene.button_rects())
            fresh = scene.toast is not None and not scene.toast.shown and not scene.toast.error
            if scene.banner.untold and not scene.banner.shown and not fresh:  # no room beside
                scene.show_toast(scene.banner.untold, error=False)  # (a move's own word stays)
            scene.banner.shown = True
        if scene.toast is not None:
            strip = scene.board.toast_strip() is not None
            draw_toast(surface, scene.toast_place(), strip, s)
            scene.toast.shown = True

    def draw_frame_tips(self, surface: pygame.Surface, s: float) -> None:
        """The frame's tooltips where the mouse rests: a shortened text in full, a top bar
        button's, the armies the top bar had no room for."""
        scene, at = self.scene, self.scene.pointer
        cut = next(((r, full) for r, full in scene.board.cuts if r.collidepoint(at)), None)
        if cut:  # a text the board shortened, in full beside it where the mouse rests on it
            draw_tooltip(surface, cut[1], at, scene.board.rect, s, anchor=cut[0])
        buttons = [b.rect for b in scene.top.buttons]
        under = surface.get_rect()  # a bar button's tooltip goes under the bar, off its words
        under.height -= scene.board.rect.top
        under.top = scene.board.rect.top
        bar = next((b for b in scene.top.buttons if b.rect.collidepoint(at)), None)
        if bar is not None and bar.tooltip:  # why a greyed button (Undo) does nothing now
            place = dict(anchor=bar.rect, avoid=buttons)  # the next button stays in sight
            draw_tooltip(surface, bar.tooltip, at, under, s, **place)
        reasons = scene.log_column.notes_drawn.tip_at(at)
        if reasons is not None:  # a hint's choice: all its reasons, left of the column
            line, words = reasons
            picture = prepare_tooltip(words, s)
            box = picture.get_rect(topright=(line.x - int(6 * s), line.y))
            surface.blit(picture, box.clamp(surface.get_rect()))
        note = scene.top_bar.hidden_note(at)
        if note:  # the seat's armies the top bar had no room for
            draw_tooltip(surface, note, at, surface.get_rect(), s)

    def draw_layer(self, surface: pygame.Surface) -> None:
        """Everything that changes only with the game: board, change marks, bar, log."""
        scene, board = self.scene, self.scene.board
        s = scene.app.board_scale
        board.cuts = []
        board.draw(surface)
        board.forget_regions()  # drawing may lay the board's parts out anew
        # what the last moves changed, placed in the board's view as drawn now (a map
        # zoomed, panned or given the folded panel's room moves its marks)
        scene.marks = {kind: board.marks(a, b) for kind, (a, b) in scene.changes.items()}
        for kind in ("since", "bot"):  # each board its way (``Board.draw_change_marks``)
            if kind in scene.marks:
                rgb = scene.seat_colour(scene.computer.seat).rgb if kind == "bot" else theme.TEXT
                board.draw_change_marks(surface, scene.marks[kind], rgb, s, kind == "since")
        board.draw_over_marks(surface)
        scene.top_bar.draw(surface)
        if scene.log_rect.width:
            teaching = scene.teaching
            scene.log_column.draw(
                surface, teaching.hint_row, teaching.side_notes(), teaching.note_scrolls
            )
        scene.top.draw_resting(surface, s)  # last: the Hint button sits on the log column
