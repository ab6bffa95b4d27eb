"""Warparty's board: the territory map, the battle panel, the collection board and purchases
(``board``), its legend (``legend``), its map picture (``tmxmap``) and its unit emblems
(``pictures``). Found by the boards'
discovery through ``BOARDS``, ``LEGENDS``, ``DATA_CHECKS`` (the map picture must agree
with map.yaml) and ``SEAT_LOOKS``.

Only ``forgegames.games.warparty.board_info`` and ``.actions`` of the engine are read here
(``tests/test_imports.py``): every rule the board shows comes through them.
"""

from __future__ import annotations

from forgegames.ui.boards.warparty import pictures  # noqa: F401 (adds the unit emblems to the icon set)
from forgegames.ui.boards.warparty.army_looks import seat_army_looks
from forgegames.ui.boards.warparty.board import WarpartyBoard
from forgegames.ui.boards.warparty.legend import legend
from forgegames.ui.boards.warparty.tmxmap import check_warparty_map

BOARDS = {"warparty": WarpartyBoard}
LEGENDS = {"warparty": legend}
DATA_CHECKS = {"warparty": check_warparty_map}
SEAT_LOOKS = {"warparty": seat_army_looks}
"""What each seat's armies look like on the board, for the launcher's seat rows."""
SOUNDS = {
    "warparty": {
        "Roll": "dice",  # a battle's roll (a chance outcome)
        "RetreatRoll": "dice",
        "Buy": "coins",  # a purchase
        "Fight": "hit",  # a battle begins
    }
}
"""Action type name → sound effect (``ui/sound.py``)."""
