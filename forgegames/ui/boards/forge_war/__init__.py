"""Forge War's board package: the board view (``board``), its painting, words and layout helpers,
the hex mine, and the legend. Found by ``forgegames.ui.boards`` through ``BOARDS`` and
``LEGENDS``.
"""

from __future__ import annotations

from forgegames.ui.boards.forge_war import pictures  # noqa: F401 (adds the pieces to the icon set)
from forgegames.ui.boards.forge_war.board import ForgeWarBoard
from forgegames.ui.boards.forge_war.legend import forge_war

__all__ = ["BOARDS", "LEGENDS", "ForgeWarBoard"]

BOARDS = {"forge-war": ForgeWarBoard}
LEGENDS = {"forge-war": forge_war}
