"""Everything the rules read besides the state: the map, the army sheets and the tables."""

from __future__ import annotations

import dataclasses
import functools

from forgegames.games.warparty.cities import MAX_EXPANSION
from forgegames.games.warparty.content import (
    CONTENT_VERSION,
    ArmySheet,
    Content,
    load_content,
    load_versions,
)
from forgegames.games.warparty.content_map import Board
from forgegames.games.warparty.model import Armies, ally_sheets


@dataclasses.dataclass(frozen=True)
class World:
    """The loaded data a game runs on (one per process; tests may build their own).

    What the rules work out from it is remembered by the part it comes from, keyed by values
    (docs/architecture.md, "State and caches"): the board (``Board.derived``: route searches
    by ``MovementProfile``, distances, land values) and the army sheets (``Armies.movement``).
    Another world has its own."""

    content: Content
    geo: Board
    armies: Armies
    retreat_sits_out: bool = True
    """A unit that retreated sits its next turn out but to defend itself: it neither shoots,
    founds, builds, captures, frees nor burns a city (content version 2 on; before, it only
    could not move or conquer)."""
    holder_conquers: bool = True
    """Where both armies of a team end a turn, one that may hold the ground conquers it before
    one with more units there (content version 3 on; before, the one with more units)."""
    city_limit: int | None = MAX_EXPANSION
    """The most expansion cities an army founds in a whole game (None: no limit, before
    content version 3)."""
    air_screens: bool = False
    """An airborne unit (the airship) in the front-most row keeps even the enemies that cannot
    reach it from the rows behind (before content version 3; since, it screens nobody from
    them: ``Profile.screens``)."""
    stream_shots: bool = True
    """Ranged attacks are made from a stream and into one (content version 3 on; before,
    units on a stream neither shot nor were shot at)."""
    lake_held: bool = False
    """An airship ending its move over the lake conquers it, worth nothing (content version 1;
    since, nobody holds the lake)."""
    first_turn_moves: bool = True
    """Every unit may move on the first turn, the quick-play set-up's purchases included
    (content version 2 on; before, the first team's set-up purchases sat it out)."""
    infantry_deploys: bool = True
    """The quick-play starting infantry may be placed in any of the army's cities or held
    territories (``deploy``, content version 2 on; before, they stayed in the capital)."""
    quests: bool = True
    """Each army is dealt secret quests once the order of play is chosen (content version 5
    on; before, none)."""
    quick_quests: bool = True
    """Quick play deals secret quests too, before its set-up (content version 7 on; before,
    only the standard game dealt them)."""
    monster_specials: bool = True
    """Monster cards' regenerate, undead and magic-resistant are played, Boots of Striding
    add a move and treasure nobody there can use goes to the capital's stash (content version
    6 on; before, none of them: unusable treasure was sold at once)."""
    mirrored_order: bool = True
    """With four seats the Undead lead the Evil team as the Humans lead the Good one, the
    Goblins and the Dwarves following (``model.team_order``, content version 8 on; before,
    the Goblins led Evil)."""
    dungeon_fearless: bool = True
    """Monsters in a dungeon are never afraid: Fear is not cast at them (``Profile.fearless``,
    content version 10 on; before, a monster that failed its defence fled the dungeon)."""
    wards_capped: bool = True
    """A ward raises a defence to at most 5 (``spells.WARD_LIMIT``, content version 11 on;
    before, Symbol of Fortitude and Hardened Armour together could make it automatic)."""


@functools.cache
def world() -> World:
    content = load_content()
    strides = {c.id: c.effect.move for c in content.decks.treasure.values() if c.effect.move}
    armies = Armies(content.armies, ally_sheets(content.decks.monsters), strides)
    return World(content, content.board, armies)


@functools.cache
def world_at(version: int) -> World:
    """The world of content ``version``: today's (``CONTENT_VERSION``), or today's with what
    data/warparty/versions.yaml says that older version had instead. KeyError when unknown."""
    if version == CONTENT_VERSION:
        return world()
    older = load_versions()[version]
    content = load_content()
    territories = [
        dataclasses.replace(t, terrain=older.terrain.get(t.id, t.terrain))
        for t in content.board.territories
    ]
    board = dataclasses.replace(content.board, territories=territories)
    sheets = {
        army: _rowed(
            _priced(sheet, older.upgrade_costs.get(army, {})), older.unit_rows.get(army, {})
        )
        for army, sheet in content.armies.items()
    }
    quests = {
        q.id: dataclasses.replace(q, armies=tuple(older.quest_armies[q.id]))
        if q.id in older.quest_armies
        else q
        for q in content.decks.quests.values()
    }
    decks = dataclasses.replace(content.decks, quests=quests)
    content = dataclasses.replace(content, board=board, armies=sheets, decks=decks)
    return World(
        content,
        board,
        Armies(content.armies, ally_sheets(content.decks.monsters, older.monster_specials)),
        retreat_sits_out=older.retreat_sits_out,
        holder_conquers=older.holder_conquers,
        city_limit=None if older.unlimited_cities else MAX_EXPANSION,
        air_screens=older.air_screens,
        stream_shots=older.stream_shots,
        lake_held=older.lake_held,
        first_turn_moves=older.first_turn_moves,
        infantry_deploys=older.infantry_deploys,
        quests=older.quests,
        quick_quests=older.quick_quests,
        monster_specials=older.monster_specials,
        mirrored_order=older.mirrored_order,
        dungeon_fearless=older.dungeon_fearless,
        wards_capped=older.wards_capped,
    )


def _priced(sheet: ArmySheet, costs: dict[str, int]) -> ArmySheet:
    """``sheet`` with the capital upgrades of ``costs`` at those prices."""
    if not costs:
        return sheet
    upgrades = {
        key: dataclasses.replace(card, cost=costs.get(key, card.cost))
        for key, card in sheet.upgrades.items()
    }
    return dataclasses.replace(sheet, upgrades=upgrades)


def _rowed(sheet: ArmySheet, rows: dict[str, int]) -> ArmySheet:
    """``sheet`` with the units of ``rows`` fighting in those battle rows."""
    if not rows:
        return sheet
    units = {
        key: dataclasses.replace(unit, row=rows.get(key, unit.row))
        for key, unit in sheet.units.items()
    }
    return dataclasses.replace(sheet, units=units)
