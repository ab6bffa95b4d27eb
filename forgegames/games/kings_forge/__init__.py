"""King's Forge: claim gather cards with dice, then roll to craft the King's items.

The package exposes ``TITLE``. The board reads the engine through ``board_info`` (suggested
dice, crafting odds), ``actions`` and ``state``.
"""

from forgegames.games.kings_forge.rules import KingsForge

TITLE = KingsForge()

__all__ = ["TITLE", "KingsForge"]
