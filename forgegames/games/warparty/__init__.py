"""Warparty: Good against Evil on a territory map (part one: the war itself).

The package exposes ``TITLE`` (``rules.WarpartyTitle``). Data: ``content`` (YAML files),
``content_map`` (the board graph), ``world`` (everything loaded). Rules: ``model`` (teams, unit
traits), ``state``, ``actions``, ``start`` (seating, roll-off, quick-play set-up),
``movement`` and ``moves`` (routes and the movement phase), ``combat`` (one battle),
``battles`` (battles on the map, retreats), ``economy``, ``purchases``, ``cities``,
``victory``, ``flow`` (phases and side turns), ``rules`` (the title), ``odds`` (battle odds),
``bots``, ``describe``, ``invariants`` (the JSON form is ``core.codec``'s).
"""

from forgegames.games.warparty.rules import WarpartyTitle

TITLE = WarpartyTitle()

__all__ = ["TITLE", "WarpartyTitle"]
