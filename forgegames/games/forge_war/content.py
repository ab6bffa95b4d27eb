"""Forge War's cards and figures from data/forge_war: loaded once, validated, cross-checked.

``load_content()`` reads game.yaml, merchant.yaml, market.yaml, quests.yaml, wealth.yaml,
champions.yaml and bonus_tiles.yaml into typed records (every problem is a ContentError naming
the file and key path). The rules only ever ask their world (``world.World``) for cards by id.

The simple game's tables (``weapons``, ``bonus``, ``single_use``, ``quests``) hold the stage-1
cards only; every stage's cards are in ``all_weapons``, ``all_bonus``, ``all_single_use`` and
``all_quests``, grouped by stage in ``market_stages`` and by deck in ``quest_deck()``. The epic
game's and the solo variant's figures are ``epic``, ``epic_stages``, ``solo`` and
``solo_decks``; the champion titles ``champions``; the bonus tiles ``bonus_tiles`` and
``tile_placements``.

The records are ``content_records``'; reading and checking each file is ``content_files``'.
"""

from __future__ import annotations

import functools
from pathlib import Path

from forgegames.core.content import check_ref, load_list
from forgegames.core.errors import ContentError
from forgegames.games.forge_war.content_files import (
    by_id,
    check_amounts,
    check_solo_decks,
    check_stage_designs,
    load_bonus_tiles,
    load_champions,
    load_game,
    load_market,
    load_quests,
)
from forgegames.games.forge_war.content_records import Content, Price, StageMarket, Wealth
from forgegames.games.forge_war.resources import DATA_DIR, load_resources


@functools.cache
def load_content(root: Path = DATA_DIR) -> Content:
    """Every Forge War card and figure, validated and cross-checked."""
    kinds = load_resources()
    valid_res = [k.id for k in kinds]
    gfile = root / "game.yaml"
    game = load_game(gfile)
    rules = game.rules

    mfile = root / "merchant.yaml"
    prices = load_list(mfile, "prices", Price, "resource")
    for i, p in enumerate(prices):
        check_ref(str(mfile), f"prices[{i}].resource", p.resource, valid_res)
        if not p.buy > p.sell >= 0:
            raise ContentError(str(mfile), f"prices[{i}]", "buying must cost more than selling")
    if {p.resource for p in prices} != set(valid_res):
        raise ContentError(str(mfile), "prices", "needs a price for every resource")

    kfile = root / "market.yaml"
    weapons, savvies, bonus, single = load_market(kfile, game, valid_res)
    check_stage_designs(str(gfile), game.epic_stages, weapons)
    weapon_ids = [w.id for w in weapons if w.stage == 1]
    for j, cid in enumerate(rules.player_cards):
        check_ref(str(gfile), f"game.player_cards[{j}]", cid, weapon_ids)

    qfile = root / "quests.yaml"
    quests = load_quests(qfile, valid_res)
    all_quests = {q.id: q for q in quests}
    check_solo_decks(str(gfile), game.solo_decks, game.solo, game.epic, all_quests)

    wfile = root / "wealth.yaml"
    wealth = load_list(wfile, "wealth", Wealth)
    public = [w.id for w in weapons if w.stage == 1 and not w.unique and w.where != "player"]
    for i, w in enumerate(wealth):
        check_amounts(str(wfile), f"wealth[{i}].resources", w.resources, valid_res)
        if w.claim is not None:
            check_ref(str(wfile), f"wealth[{i}].claim", w.claim, public)
            if next(x for x in weapons if x.id == w.claim).where != "public":
                raise ContentError(
                    str(wfile), f"wealth[{i}].claim", "must be a starting public design"
                )
    if len(wealth) != 16:
        raise ContentError(str(wfile), "wealth", "the box has 16 starting wealth cards")

    gems = [k.id for k in kinds if k.gem]
    champions = load_champions(root / "champions.yaml", game.epic, valid_res, gems)
    tiles, placements = load_bonus_tiles(root / "bonus_tiles.yaml", game.epic, valid_res)

    def stage_ids(cards: list, stage: int, where: str | None = None) -> tuple[str, ...]:
        return tuple(
            sorted(c.id for c in cards if c.stage == stage and (where is None or c.where == where))
        )

    market_stages = {
        s.stage: StageMarket(
            s.stage,
            public=stage_ids(weapons, s.stage, "public"),
            weapon_deck=stage_ids(weapons, s.stage, "deck"),
            bonus=stage_ids(bonus, s.stage),
            single_use=stage_ids(single, s.stage),
        )
        for s in game.epic_stages
    }
    solo_decks = {g: tuple(d for d in game.solo_decks if d.game == g) for g in ("simple", "epic")}
    return Content(
        rules=rules,
        end_bonuses=game.end_bonuses,
        prices={p.resource: p for p in prices},
        weapons={w.id: w for w in weapons if w.stage == 1},
        savvies={s.id: s for s in savvies},
        bonus={b.id: b for b in bonus if b.stage == 1},
        single_use={s.id: s for s in single if s.stage == 1},
        quests={q.id: q for q in quests if q.stage == 1},
        wealth=by_id(wealth, wfile, "wealth"),
        all_weapons=by_id(weapons, kfile, "weapons"),
        all_bonus=by_id(bonus, kfile, "bonus"),
        all_single_use=by_id(single, kfile, "single_use"),
        all_quests=all_quests,
        market_stages=market_stages,
        epic=game.epic,
        epic_stages={s.stage: s for s in game.epic_stages},
        solo=game.solo,
        solo_decks=solo_decks,
        champions={c.id: c for c in champions},
        bonus_tiles={t.id: t for t in tiles},
        tile_placements=tuple(placements),
    )


DATA_FILES = {
    "end_bonuses": "game",
    "weapons": "market",
    "savvies": "market",
    "bonus": "market",
    "single_use": "market",
    "quests": "quests",
    "wealth": "wealth",
    "all_weapons": "market",
    "all_bonus": "market",
    "all_single_use": "market",
    "all_quests": "quests",
    "champions": "champions",
    "bonus_tiles": "bonus_tiles",
}
"""The tables of ``Content`` whose records have words for players, with the data file each
comes from (its translation keys are ``forge_war/<file>/<id>/name`` and ``.../text``)."""
