"""Board views, one per title, found by discovery: a module here defining ``BOARDS``
(a mapping of title id to a BoardView class) plugs a board in; other titles get the generic one.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING

import pygame

from forgegames.ui.intents import Intent

if TYPE_CHECKING:
    from forgegames.ui.game_scene import GameScene


class BoardView:
    """Draws a title's board in the frame's board area and turns clicks into actions.

    A board never decides a rule: it offers what ``scene.legal_actions()`` lists and sends the
    chosen action to ``scene.act``, which shows the rule's reason when the engine refuses it.
    """

    def __init__(self, scene: GameScene) -> None:
        self.scene = scene
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect) -> None:
        """Called when the board area changes size."""
        self.rect = rect

    def refresh(self) -> None:
        """Called after every change of state (an action, undo, redo, the curtain lifting)."""

    def handle(self, intent: Intent) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what changes only with the game (cached by the frame between changes)."""
        raise NotImplementedError

    def draw_live(self, surface: pygame.Surface) -> None:
        """Draw what follows the mouse and keyboard (hover, focus); drawn every frame."""


def board_class(title_id: str) -> type[BoardView]:
    """The board view registered for ``title_id``, or the generic one."""
    from forgegames.ui.boards.generic import GenericBoard

    for module in pkgutil.iter_modules(__path__, __name__ + "."):
        boards = getattr(importlib.import_module(module.name), "BOARDS", {})
        if title_id in boards:
            return boards[title_id]
    return GenericBoard
