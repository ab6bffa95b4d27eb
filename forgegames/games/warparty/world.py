"""Everything the rules read besides the state: the map, the army sheets and the tables."""

from __future__ import annotations

import dataclasses
import functools

from forgegames.games.warparty.content import Content, load_content
from forgegames.games.warparty.content_map import Board
from forgegames.games.warparty.model import Armies


@dataclasses.dataclass(frozen=True)
class World:
    """The loaded data a game runs on (one per process; tests may build their own).

    What the rules work out from it is remembered by the part it comes from, keyed by values
    (docs/architecture.md, "State and caches"): the board (``Board.derived``: route searches
    by ``MovementProfile``, distances, land values) and the army sheets (``Armies.movement``).
    Another world has its own."""

    content: Content
    geo: Board
    armies: Armies


@functools.cache
def world() -> World:
    content = load_content()
    return World(content, content.board, Armies(content.armies))
