"""Everything the rules read besides the state: the map, the army sheets and the tables."""

from __future__ import annotations

import dataclasses
import functools

from forgegames.games.warparty.content import Content, load_content
from forgegames.games.warparty.mapfile import Board
from forgegames.games.warparty.model import Armies


@dataclasses.dataclass(frozen=True)
class World:
    """The loaded data a game runs on (one per process; tests may build their own)."""

    content: Content
    geo: Board
    armies: Armies


@functools.cache
def world() -> World:
    content = load_content()
    return World(content, content.board, Armies(content.armies))
