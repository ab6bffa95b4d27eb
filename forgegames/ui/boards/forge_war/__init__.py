"""Forge War's board package: the board view (``board``), its painting, words and layout helpers,
the hex mine, and the legend. Found by ``forgegames.ui.boards`` through ``BOARDS`` and
``LEGENDS``.
"""

from __future__ import annotations

from forgegames.ui.boards.forge_war import pictures  # noqa: F401 (adds the pieces to the icon set)
from forgegames.ui.boards.forge_war.board import ForgeWarBoard
from forgegames.ui.boards.forge_war.legend import forge_war

__all__ = ["BOARDS", "LEGENDS", "SOUNDS", "ForgeWarBoard"]

BOARDS = {"forge-war": ForgeWarBoard}
LEGENDS = {"forge-war": forge_war}
SOUNDS = {
    "forge-war": {
        # a piece jumps: an overseer placed or moved, a worker moved
        "PlaceOverseer": "jump",
        "MoveOverseer": "jump",
        "MoveWorker": "jump",
        # money changes hands: the merchant, the bazaar, the market pass
        "Sell": "coins",
        "Buy": "coins",
        "Bazaar": "coins",
        "MarketPass": "coins",
    }
}
"""Action type name → sound effect (``ui/sound.py``)."""
