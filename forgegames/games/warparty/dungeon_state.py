"""What the state remembers of the dungeons (``dungeons`` plays them): each dungeon entered,
the exploration under way, and the treasure won and not yet handed out.

Every field is left out of the saved form while at its default, so saves and golden games
from before dungeons read and replay as they were.
"""

from __future__ import annotations

import dataclasses

from forgegames.core.codec import saved_form
from forgegames.core.frozen import frozen_record

MONSTER = "monster"
"""The army a monster's fighter names in a dungeon battle (no seat commands it)."""
MONSTER_IDS = 1_000_000
"""A monster's fighter id is this plus its place among the dungeon's monsters (map units'
ids never come near); the log numbers monsters from 1 (``nouns.fighter``)."""


@saved_form(omit_default=("monsters", "trap", "done"))
@frozen_record
@dataclasses.dataclass(frozen=True)
class Lair:
    """A dungeon that heroes have entered: the monsters still in it (monster card ids, found
    there and now kept out of the decks), whether its trap is armed (until it is completed),
    and whether it is completed (every monster slain: explored marker, never entered again)."""

    dungeon: str
    monsters: tuple[str, ...] = ()
    trap: bool = False
    done: bool = False


_DELVE_DEFAULTS = ("rolls", "found", "draws", "trap", "hurt", "next", "defend", "trap_roll")


@saved_form(omit_default=(*_DELVE_DEFAULTS, "allies"))
@frozen_record
@dataclasses.dataclass(frozen=True)
class Delve:
    """An exploration under way, before its battle: ``place`` (a territory holding dungeon
    ``dungeon``), the exploring ``heroes`` (uids), table ``rolls`` still to roll, the monsters
    ``found`` so far, the tiers still to be ``draws``n from the decks, whether the ``trap``
    strikes, the trap's damage ``hurt`` so far ``(uid, damage)``, the hero it strikes ``next``
    and whether its die is the hero's defence (``defend``)."""

    dungeon: str
    place: str
    heroes: tuple[int, ...]
    rolls: int = 0
    found: tuple[str, ...] = ()
    draws: tuple[int, ...] = ()
    trap: bool = False
    hurt: tuple[tuple[int, int], ...] = ()
    next: int = 0
    defend: bool = False
    trap_roll: bool = False
    """A separate die decides the trap (the Forgotten Temple's ``trap_on``)."""
    allies: tuple[str, ...] = ()
    """Monsters allied to the explorers' team, set aside as the battle begins: they join an
    army once the other monsters are slain (``allies``), else stay in the dungeon."""


@saved_form(omit_default=("card",))
@frozen_record
@dataclasses.dataclass(frozen=True)
class Loot:
    """A treasure won in ``dungeon`` by the surviving ``heroes`` (uids): a card of ``tier``,
    ``card`` once drawn; handed out at the end of the combat phase."""

    dungeon: str
    army: str
    """The army of the first hero: it sells a card none of the heroes can use."""
    tier: int
    heroes: tuple[int, ...]
    card: str = ""
