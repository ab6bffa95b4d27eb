"""King's Forge: claim gather cards with dice, then roll to craft the King's items.

The package exposes ``INFO`` (``info``: what the launcher lists, read without the rules) and
``TITLE``. The board reads the engine through ``board_info`` (suggested
dice, crafting odds), ``actions`` and ``state``.
"""

from forgegames.core.lazy_title import lazy_title
from forgegames.games.kings_forge.info import INFO

__all__ = ["INFO", "TITLE", "KingsForge"]


def _rules() -> type:
    from forgegames.games.kings_forge.rules import KingsForge

    return KingsForge


__getattr__ = lazy_title(__name__, "KingsForge", _rules)
"""``TITLE`` and ``KingsForge`` import the rules on first use: the launcher lists the title from
``INFO`` alone (issue #40)."""
