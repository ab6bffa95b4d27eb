"""King's Forge: claim gather cards with dice, then roll to craft the King's items.

The package exposes ``INFO`` (``info``: what the launcher lists, read without the rules) and
``TITLE``. The board reads the engine through ``board_info`` (suggested
dice, crafting odds), ``actions`` and ``state``.
"""

from typing import Any

from forgegames.games.kings_forge.info import INFO

__all__ = ["INFO", "TITLE", "KingsForge"]


def __getattr__(name: str) -> Any:
    """``TITLE`` and ``KingsForge`` import the rules on first use: the launcher lists the title
    from ``INFO`` alone (issue #40)."""
    if name not in ("TITLE", "KingsForge"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from forgegames.games.kings_forge.rules import KingsForge

    globals().setdefault("TITLE", KingsForge())  # one title, even if two threads ask
    globals()["KingsForge"] = KingsForge
    return globals()[name]
