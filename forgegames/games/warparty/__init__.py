"""Warparty: Good against Evil on a territory map (part one: the war itself).

The package exposes ``INFO`` (``info``: what the launcher lists, read without the rules) and
``TITLE`` (``rules.WarpartyTitle``). Data: ``content`` (YAML files),
``content_map`` (the board graph), ``world`` (everything loaded). Rules: ``model`` (teams, unit
traits), ``state``, ``actions``, ``start`` (seating, roll-off, quick-play set-up),
``movement`` and ``moves`` (routes and the movement phase), ``combat`` (one battle),
``battles`` (battles on the map, retreats), ``economy``, ``purchases``, ``cities``,
``victory``, ``flow`` (phases and side turns), ``rules`` (the title), ``odds`` (battle odds),
``bots``, ``describe``, ``invariants`` (the JSON form is ``core.codec``'s).
"""

from forgegames.core.lazy_title import lazy_title
from forgegames.games.warparty.info import INFO

__all__ = ["INFO", "TITLE", "WarpartyTitle"]


def _rules() -> type:
    from forgegames.games.warparty.rules import WarpartyTitle

    return WarpartyTitle


__getattr__ = lazy_title(__name__, "WarpartyTitle", _rules)
"""``TITLE`` and ``WarpartyTitle`` import the rules on first use: the launcher lists the title from
``INFO`` alone (issue #40)."""
