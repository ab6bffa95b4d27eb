"""King's Forge: claim gather cards with dice, then roll to craft the King's items.

The package exposes ``TITLE``; the board's helpers live in ``helpers``.
"""

from forgegames.games.kings_forge.rules import KingsForge

TITLE = KingsForge()

__all__ = ["TITLE", "KingsForge"]
