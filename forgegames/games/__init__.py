"""One package per title. A package becomes playable by defining a module-level ``TITLE``."""

from forgegames.core.title import TitleInfo

ORDER: tuple[str, ...] = ("kings-forge", "forge-war", "warparty")
"""Title ids in launcher order; a title not named here comes after these."""

CATALOGUE: tuple[TitleInfo, ...] = ()
"""Titles still coming (``available=False``), shown after the built ones as coming soon. A
built title's own ``TITLE.info`` is what the launcher shows, so no built title is listed here."""
