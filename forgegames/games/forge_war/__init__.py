"""Forge War: the interlocking hex mine, market, merchant and quests (the simple game).

The package exposes ``INFO`` (``info``: what the launcher lists, read without the rules) and
``TITLE`` (``rules.ForgeWar``). The mine: ``resources`` (cube kinds,
supply), ``mine_pieces`` (piece data), ``mine_board`` (building a stage's board, piece
outlines), ``mine`` (movement, generation, strikes, preview), ``order`` (player order),
``mine_phase`` (placement and mine-phase state machines), ``mine_actions`` (actions and text
forms), ``notes`` (explained consequences) and ``mine_position`` (mines for tests).
The rest of the game: ``content`` (data files), ``state`` (the game as plain data),
``game_actions`` (text forms and codec), ``economy`` (supply, merchant, stalls), ``market``,
``quests``, ``rewards`` (reward choices), ``scoring``, ``rules`` (the title and the round
flow), ``describe`` (move labels), ``losses`` (what a move throws away), ``board_info`` (what
the board UI asks; with ``actions``, every action type in one module, and ``state``, all the
board reads), ``bots``. Imports go one way: ``rules`` uses ``bots``, never the reverse
(the bots look ahead with the module functions the rules use).
"""

from forgegames.core.lazy_title import lazy_title
from forgegames.games.forge_war.info import INFO

__all__ = ["INFO", "TITLE", "ForgeWar"]


def _rules() -> type:
    from forgegames.games.forge_war.rules import ForgeWar

    return ForgeWar


__getattr__ = lazy_title(__name__, "ForgeWar", _rules)
"""``TITLE`` and ``ForgeWar`` import the rules on first use: the launcher lists the title from
``INFO`` alone (issue #40)."""
