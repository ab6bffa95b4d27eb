"""What every part of the Forge War board is handed when it is made: the table (``Table``: the
position on screen and the choice under way, which ``ForgeWarBoard`` is), and through it the host
and the pen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.core.hexgrid import Hex
from forgegames.games.forge_war.board_info import World
from forgegames.games.forge_war.state import FWState
from forgegames.ui.boards.forge_war.hexmine import MineView
from forgegames.ui.boards.forge_war.pen import Pen
from forgegames.ui.boards.forge_war.text import Preview
from forgegames.ui.boards.host import BoardHost
from forgegames.ui.boards.panel import Panel
from forgegames.ui.boards.places import Target
from forgegames.ui.widgets import ButtonGroup


class Table(Protocol):
    """All a part of the Forge War board reads or calls on the board: the position on screen,
    the choice under way, the places' registry, and the other parts by name."""

    scene: BoardHost
    pen: Pen
    rect: pygame.Rect
    """The whole board's area."""
    pad: int
    """The gap between panels at the current scale."""
    MINE_SHARE: tuple[float, float]
    mine_view: MineView
    group: ButtonGroup
    """The strip's buttons (and a choice list's, while one is open)."""
    # --- the position --------------------------------------------------------------------
    view: FWState
    legal: list[Action]
    legal_set: set[Action]
    history_len: int
    # --- the choice under way ------------------------------------------------------------
    selected: Hex | None
    equip: dict[str, object]
    picks: list
    popup: list[Action]
    popup_anchor: pygame.Rect
    preview_cache: Preview | None
    # --- what the parts noted while building their places ---------------------------------
    rects: dict[str, pygame.Rect]
    tips: list[tuple[pygame.Rect, str]]
    tip_rules: dict[tuple[int, ...], str]
    greyed: dict[str, Action]
    dimmed: list[pygame.Rect]
    resting: list[tuple[pygame.Rect, str]]
    reach: set[Hex]
    # --- the other parts -----------------------------------------------------------------
    prompts: Any
    mine: Any
    context: Any
    plan: Any
    market: Any
    offer: Any
    mats: Any

    def acting(self) -> int | None: ...
    def me(self) -> int | None: ...
    def act(self, action: Action) -> None: ...
    def refuse(self, action: Action) -> None: ...
    def act_or_refuse(self, action: Action) -> Callable[[], None]: ...
    def not_your_turn(self, merchant: bool = False) -> Refusal: ...
    def changed(self) -> None: ...
    def refresh(self) -> None: ...
    def cancel(self) -> None: ...
    def open_popup(
        self, options: list[Action], anchor: pygame.Rect, what: str
    ) -> Callable[[], None]: ...


class Part:
    """A part of the Forge War board, made with the ``Table`` it reads (``board``): the
    position, the choice under way, the places' registry; it reaches another part only by
    name (``self.board.mats``), never through a shared ``self``."""

    def __init__(self, board: Table) -> None:
        self.board = board
        self.scene = board.scene
        self.pen = board.pen

    @property
    def s(self) -> float:
        return self.scene.scale

    @property
    def world(self) -> World:
        """The data the game runs on: the host's title's (cards, names, prices)."""
        return self.scene.title.world

    def px(self, n: float) -> int:
        return int(n * self.s)


class FWPanel(Part, Panel):
    """A panel of the Forge War board: a part with its own rectangle and places."""

    def __init__(self, board: Table) -> None:
        Part.__init__(self, board)
        Panel.__init__(self)

    def add(self, key: str, rect: pygame.Rect, on_click, live: bool, hex_: Hex | None = None):
        """A clickable place of this panel, also noted in the board's ``rects`` by ``key``."""
        self.board.rects[key] = rect
        self.places.append(Target(key, rect, on_click, live, hex_))
