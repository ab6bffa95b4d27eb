"""What every part of the King's Forge board is handed when it is made: the table (``Table``: the
position on screen and the choice under way, which ``KingsForgeBoard`` is), and through it the
host."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Protocol

import pygame

from forgegames.core.actions import Action
from forgegames.games.kings_forge.board_info import World
from forgegames.games.kings_forge.state import KFState
from forgegames.ui.boards.host import BoardHost
from forgegames.ui.boards.panel import Panel
from forgegames.ui.boards.places import Target
from forgegames.ui.widgets import ButtonGroup


class Table(Protocol):
    """All a part of the King's Forge board reads or calls on the board: the position on
    screen, the choice under way, the pointer, and the other parts by name."""

    scene: BoardHost
    rect: pygame.Rect
    """The whole board's area."""
    area: pygame.Rect
    pad: int
    """The gap between panels at the current scale."""
    group: ButtonGroup
    """The strip's buttons."""
    row_needs: dict[int, int]
    drawn_mid: pygame.Rect
    """The middle row as the gather cards were last drawn in it."""
    # --- the choice under way and the pointer --------------------------------------------
    power: int | None
    selected: list[int]
    copy_choices: list[Action]
    marking: bool
    mouse: tuple[int, int]
    hover_key: str
    hover_rule: str | None
    tip_rule: str | None
    tip_cache: Any
    # --- the other parts -----------------------------------------------------------------
    geo: Any
    hover: Any
    prompts: Any
    skips: Any
    hand_on: Any
    hold: Any
    king: Any
    gather: Any
    craft: Any
    trays: Any
    strip: Any
    taken: Any

    @property
    def state(self) -> KFState: ...
    @property
    def world(self) -> World: ...
    def legal(self) -> list[Action]: ...
    def all_targets(self) -> list[Target]: ...
    def act(self, action: Action) -> None: ...
    def try_act(self, action: Action) -> None: ...
    def reset_choice(self) -> None: ...
    def refresh(self) -> None: ...
    def cancel(self) -> None: ...
    def rule_tip(self, text: str, rule: str) -> str: ...
    def fitted(self, text: str, size: int, width: int, pos, bold: bool = False) -> str: ...
    def heading(self, surface: pygame.Surface, text: str, pos: tuple[int, int]) -> None: ...
    def face(
        self, kind: str, card: str, rect: pygame.Rect, paint: Callable[..., None]
    ) -> pygame.Surface: ...
    def pointed(self, pos: tuple[int, int]) -> Hashable | None: ...


class Part:
    """A part of the King's Forge board, made with the ``Table`` it reads (``board``); it
    reaches another part only by name (``self.board.geo``), never through a shared ``self``."""

    def __init__(self, board: Table) -> None:
        self.board = board
        self.scene = board.scene


class KFPanel(Part, Panel):
    """A panel of the King's Forge board: a part with its own rectangle and places."""

    def __init__(self, board: Table) -> None:
        Part.__init__(self, board)
        Panel.__init__(self)
