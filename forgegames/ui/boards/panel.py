"""Boards made of panels: each panel owns a rectangle of the board, draws it, lists the places
that can be clicked in it and says what lies under the pointer; ``PanelBoard`` routes the mouse
and the keys to its panels' places the same way for every title.

A click walks: the frame's intent reaches ``PanelBoard.handle``; the strip's buttons
(``group``) take it first; otherwise ``target_at`` asks each panel in turn (``panels()``,
in order) for its place under the pointer, and that place's ``on_click`` makes the move (or
shows why not). Tab walks the live places of the panels in the same order, then the strip.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from forgegames.ui.boards.base import BoardView
from forgegames.ui.boards.places import KeyWalk, Target
from forgegames.ui.intents import Intent
from forgegames.ui.widgets import Button, ButtonGroup


class Panel:
    """A part of a board with its own rectangle: laid out, drawn, clicked and hovered alone.

    What a panel needs (the board's position, the host, a pen) is handed to it when it is made;
    a panel never reads another panel's attributes through a shared ``self``.
    """

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.places: list[Target] = []
        """The panel's clickable places as last built (``targets``)."""

    def layout(self, rect: pygame.Rect) -> None:
        """Give the panel its rectangle on the board."""
        self.rect = rect

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the panel (what changes only with the game)."""

    def targets(self) -> list[Target]:
        """The panel's clickable places, in the order Tab walks them."""
        return self.places

    def target_at(self, pos: Sequence[int]) -> Target | None:
        """The panel's place under ``pos`` (the first of ``targets`` that holds it), or None."""
        return next((t for t in self.targets() if t.holds(pos)), None)

    def hover(self, pos: Sequence[int]) -> None:
        """The pointer moved to ``pos`` (anywhere on the board); nothing by default."""


class PanelBoard(BoardView):
    """A board whose places belong to panels (``panels``) and whose other moves are buttons in
    one strip (``group``): mouse and keys go to them the same way on every such board."""

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.group = ButtonGroup(chain=True)
        """The board's buttons (its action strip); they take a click before the panels."""
        self.keys = KeyWalk()
        self.mouse: tuple[int, int] = (-1, -1)
        self.hover_key = ""
        """The key of the place under the pointer or the keyboard focus ("" for none)."""

    def panels(self) -> list[Panel]:
        """The board's panels, in the order their places are walked and hit-tested."""
        return []

    def all_targets(self) -> list[Target]:
        return [t for p in self.panels() for t in p.targets()]

    def live_targets(self) -> list[Target]:
        """The places a click makes a move at now (none when the screen takes no move)."""
        return [t for t in self.all_targets() if t.live] if self.scene.my_turn() else []

    def tip_place(self, areas: Sequence[pygame.Rect] = ()) -> dict[str, object]:
        """Where this board's tooltip goes, as ``places.draw_tooltip``'s keywords: beside the
        place under the pointer (else the first of ``areas`` that holds the pointer, else the
        pointer), leaving the live places and the strip's buttons uncovered where a side has
        the room (ux32: a tooltip covered the next click)."""
        hovered = next((t.rect for t in self.all_targets() if t.key == self.hover_key), None)
        held = next((r for r in areas if r.collidepoint(self.mouse)), None)
        anchor = hovered if hovered is not None else held
        avoid = [t.rect for t in self.live_targets()] + [b.rect for b in self.group.buttons]
        return {"anchor": anchor, "avoid": avoid}

    def target_at(self, pos: Sequence[int]) -> Target | None:
        """The place under ``pos``: the first panel (in ``panels`` order) that has one."""
        for panel in self.panels():
            found = panel.target_at(pos)
            if found is not None:
                return found
        return None

    def choosing(self) -> bool:
        """True while a choice made on the board is under way (Escape cancels it)."""
        return False

    def choice_open(self) -> bool:
        """True while a list of choices covers the board: a click elsewhere closes it and
        the keys do not walk the places."""
        return False

    def cancel(self) -> None:
        """Cancel the choice under way (``choosing``)."""

    def focus_moved(self, focused: Target | None) -> None:
        """The keys moved the focus to ``focused`` (or clicked it): it is what the pointer
        rests on now, for the hover's preview and tooltip."""
        if focused is not None:
            self.hover_key = focused.key
            self.mouse = focused.rect.center

    def focus_left(self) -> None:
        """Tab took the focus off the places (on to the strip): nothing is pointed at."""
        self.hover_key = ""

    def button_refused(self, button: Button) -> None:
        """A click on a disabled button of the strip; nothing by default."""

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "motion":
            self.group.handle(intent)
            self.mouse = intent.pos
            for panel in self.panels():
                panel.hover(intent.pos)
            t = self.target_at(intent.pos)
            self.hover_key = t.key if t is not None else ""
            return False
        if intent.kind == "key" and intent.key == pygame.K_ESCAPE:
            if self.choosing():
                self.cancel()
                return True
            return False
        if intent.kind == "key" and self.handle_target_keys(intent):
            return True
        if self.group.handle(intent, self.button_refused):
            return True
        if self.choice_open() and intent.kind == "click":
            self.cancel()  # a click outside the choice list closes it
            return True
        if intent.kind == "click" and intent.button == 1:
            t = self.target_at(intent.pos)
            if t is not None:
                t.on_click()
                return True
        return False

    def handle_target_keys(self, intent: Intent) -> bool:
        """Tab walks the live places of the panels before the strip; Enter clicks."""
        if self.choice_open() or not self.keys.handle(
            intent, self.live_targets, self.group.focus is not None
        ):
            if intent.key == pygame.K_TAB and self.keys.focus is None:
                self.focus_left()
            return False
        self.focus_moved(self.keys.focused(self.live_targets()))
        return True
