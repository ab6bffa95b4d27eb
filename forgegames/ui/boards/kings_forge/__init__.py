"""King's Forge's board package: the board view (``board``), its previews and the legend. Found
by ``forgegames.ui.boards`` through ``BOARDS`` and ``LEGENDS``.
"""

from __future__ import annotations

from forgegames.ui.boards.kings_forge import pictures  # noqa: F401 (adds the dice and spaces to the icon set)
from forgegames.ui.boards.kings_forge.board import KingsForgeBoard
from forgegames.ui.boards.kings_forge.legend import kings_forge

__all__ = ["BOARDS", "LEGENDS", "SOUNDS", "KingsForgeBoard"]

BOARDS = {"kings-forge": KingsForgeBoard}
LEGENDS = {"kings-forge": kings_forge}
SOUNDS = {
    "kings-forge": {
        "Roll": "dice",  # a roll of the dice (a chance outcome)
        "Craft": "quest_done",  # an item crafted is this game's task done
    }
}
"""Action type name → sound effect (``ui/sound.py``)."""
