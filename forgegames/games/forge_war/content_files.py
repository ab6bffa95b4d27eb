"""Reading and checking each of Forge War's data files (game.yaml, market.yaml, quests.yaml,
champions.yaml, bonus_tiles.yaml) into records, with the cross-checks between them; every
problem is a ContentError naming the file and key path. ``content.load_content`` puts them
together."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from forgegames.core.content import build, check_ref, convert, load_list, nearest, read_yaml
from forgegames.core.errors import ContentError
from forgegames.games.forge_war.content_records import (
    BonusCard,
    BonusTile,
    Champion,
    DeckRef,
    EndBonus,
    EpicRules,
    EpicStage,
    GameRules,
    Quest,
    Savvy,
    SingleUse,
    SoloDeck,
    SoloRules,
    TilePlacement,
    Weapon,
)

WEAPON_TYPES = ("slashing", "piercing", "crushing")

REWARD_KEYS_EXTRA = ("gold", "adventurer", "overseer", "worker", "card")
"""Quest reward keys besides the resource ids."""

STAGES = (1, 2, 3)

DECK_SIZES = {
    ("green", 1): 20,
    ("yellow", 1): 9,
    ("grey", 2): 20,
    ("red", 3): 12,
    ("yellow", 3): 12,
}
"""The quest decks of the box, (colour, stage): number of cards (rulebook component list)."""

SIMPLE_QUEST_DECKS = (("green", 1), ("yellow", 1))
"""The simple game's quest deck, top to bottom."""

DIFFICULTIES = ("very-easy", "medium", "difficult", "random")
"""The solo variant's difficulties."""

CHAMPION_PARAMS = {
    "leg-prestige": ("amount",),
    "leg-power": ("amount",),
    "full-quest-prestige": ("amount",),
    "full-quest-gold": ("amount",),
    "start-ahead": ("steps",),
    "free-acquisition": ("gold",),
    "weapon-type": ("type",),
    "gem-power": ("resource", "amount"),
}
"""The parameters each kind of champion effect takes (champions.yaml header)."""

TILE_PARAMS = {
    "industrious": ("workers",),
    "adventurous": ("quests",),
    "stockpile": ("resource", "per"),
    "decorated": ("reward", "amount"),
    "knowledge": ("reward", "amount"),
}
"""The parameters each kind of bonus tile takes (bonus_tiles.yaml header)."""


def by_id(records: list, path: Path, key: str) -> dict:
    return {r.id: r for r in records}


def check_amounts(file: str, at: str, amounts: dict[str, int], valid: list[str]) -> None:
    for rid, n in amounts.items():
        check_ref(file, f"{at}.{rid}", rid, valid)
        if n <= 0:
            raise ContentError(file, f"{at}.{rid}", "must be a positive number")


GAME_KEYS = ("game", "end_bonuses", "epic", "epic_stages", "solo", "solo_decks")


@dataclasses.dataclass(frozen=True)
class _GameFile:
    """game.yaml as read, checked on its own (cross-checks with the cards come later)."""

    rules: GameRules
    end_bonuses: dict[str, EndBonus]
    epic: EpicRules
    epic_stages: list[EpicStage]
    solo: SoloRules
    solo_decks: list[SoloDeck]


def _deck_name(ref: DeckRef | tuple[str, int]) -> str:
    deck, stage = ref.key if isinstance(ref, DeckRef) else ref
    return f"stage-{stage} {deck} deck"


def _check_deck_ref(file: str, at: str, ref: DeckRef) -> None:
    if ref.key not in DECK_SIZES:
        decks = ", ".join(f"{d} (stage {s})" for d, s in DECK_SIZES)
        raise ContentError(file, at, f"there is no {_deck_name(ref)}; the decks are {decks}")


def load_game(path: Path) -> _GameFile:
    file = str(path)
    data = read_yaml(path)
    if not isinstance(data, dict):
        raise ContentError(file, "", "must be a mapping with " + ", ".join(GAME_KEYS))
    for key in data:
        if key not in GAME_KEYS:
            raise ContentError(file, str(key), f"unknown key{nearest(str(key), GAME_KEYS)}")
    for key in GAME_KEYS:
        if key not in data:
            raise ContentError(file, key, "missing key")
    rules = build(GameRules, data["game"], file, "game")
    if len(rules.slot_costs) != 8:
        raise ContentError(file, "game.slot_costs", "the quest offer has 8 slots")
    for players in (2, 3, 4):
        if players not in rules.slots_removed:
            raise ContentError(file, "game.slots_removed", f"missing the {players}-player figure")
    bonuses = convert(data["end_bonuses"], list[EndBonus], file, "end_bonuses")
    ids = [b.id for b in bonuses]
    if sorted(ids) != sorted(["smith", "quests", "adventurers", "bonus-cards", "resources"]):
        raise ContentError(
            file, "end_bonuses", "needs exactly: smith, quests, adventurers, bonus-cards, resources"
        )
    epic = build(EpicRules, data["epic"], file, "epic")
    stages = convert(data["epic_stages"], list[EpicStage], file, "epic_stages")
    _check_epic(file, epic, stages)
    solo = build(SoloRules, data["solo"], file, "solo")
    _check_solo(file, rules, epic, solo)
    solo_decks = convert(data["solo_decks"], list[SoloDeck], file, "solo_decks")
    return _GameFile(rules, {b.id: b for b in bonuses}, epic, stages, solo, solo_decks)


def _check_epic(file: str, epic: EpicRules, stages: list[EpicStage]) -> None:
    if epic.stage_count not in STAGES:
        raise ContentError(file, "epic.stage_count", "the box has stages 1 to 3")
    if epic.rounds_per_stage < 1:
        raise ContentError(file, "epic.rounds_per_stage", "must be positive")
    if not 0 < epic.starting_adventurers_with_bonus_tiles <= epic.starting_adventurers:
        raise ContentError(
            file,
            "epic.starting_adventurers_with_bonus_tiles",
            "must be positive and not more than starting_adventurers",
        )
    seen: set[tuple[str, int]] = set()
    last = 0
    for j, ref in enumerate(epic.quest_decks):
        at = f"epic.quest_decks[{j}]"
        _check_deck_ref(file, at, ref)
        if ref.key in seen:
            raise ContentError(file, at, f"the {_deck_name(ref)} is listed twice")
        if not last <= ref.stage <= epic.stage_count:
            raise ContentError(file, at, "decks go from the first stage to the last")
        seen.add(ref.key)
        last = ref.stage
    if [s.stage for s in stages] != list(range(1, epic.stage_count + 1)):
        raise ContentError(
            file, "epic_stages", f"needs stages 1 to {epic.stage_count}, once each, in order"
        )
    for i, s in enumerate(stages):
        at = f"epic_stages[{i}]"
        for name in ("hire_cost", "bonus_stack", "single_stack"):
            if getattr(s, name) < 1:
                raise ContentError(file, f"{at}.{name}", "must be positive")
        if s.weapons_dealt is not None and s.weapons_dealt < 1:
            raise ContentError(file, f"{at}.weapons_dealt", "must be positive (or null: all)")
        for j, ref in enumerate(s.offer_removed):
            _check_deck_ref(file, f"{at}.offer_removed[{j}]", ref)
            if ref.key not in seen:
                raise ContentError(
                    file,
                    f"{at}.offer_removed[{j}]",
                    f"the {_deck_name(ref)} is not in epic.quest_decks",
                )
            if ref.stage >= s.stage:
                raise ContentError(
                    file,
                    f"{at}.offer_removed[{j}]",
                    "only an earlier stage's quests leave the offer",
                )


def _check_solo(file: str, rules: GameRules, epic: EpicRules, solo: SoloRules) -> None:
    want = {
        "simple": rules.starting_adventurers + solo.extra_adventurers,
        "epic": epic.starting_adventurers + solo.extra_adventurers,
        "epic-bonus-tiles": epic.starting_adventurers_with_bonus_tiles + solo.extra_adventurers,
    }
    for key in solo.adventurers:
        if key not in want:
            raise ContentError(file, f"solo.adventurers.{key}", f"unknown key{nearest(key, want)}")
    for key, n in want.items():
        if key not in solo.adventurers:
            raise ContentError(file, f"solo.adventurers.{key}", "missing key")
        if solo.adventurers[key] != n:
            raise ContentError(
                file,
                f"solo.adventurers.{key}",
                f"must be {n}: the game's starting adventurers plus extra_adventurers",
            )
    if sorted(solo.benchmark) != ["epic", "simple"] or min(solo.benchmark.values()) < 1:
        raise ContentError(file, "solo.benchmark", "needs a positive score for simple and epic")
    if sorted(solo.difficulties) != sorted(DIFFICULTIES) or len(solo.difficulties) != 4:
        raise ContentError(
            file, "solo.difficulties", "must be " + ", ".join(DIFFICULTIES) + ", once each"
        )
    if len(set(solo.offer_slots)) != len(solo.offer_slots) or not all(
        0 <= s < len(rules.slot_costs) for s in solo.offer_slots
    ):
        raise ContentError(file, "solo.offer_slots", "must be different slots of the offer, 0 to 7")
    if solo.mine_players not in (2, 3, 4):
        raise ContentError(file, "solo.mine_players", "the mine is laid for 2 to 4 players")


def _flat(groups: tuple[tuple[str, ...], ...]) -> list[str]:
    return [cid for group in groups for cid in group]


def check_solo_decks(
    file: str,
    decks: list[SoloDeck],
    solo: SoloRules,
    epic: EpicRules,
    quests: dict[str, Quest],
) -> None:
    order = {"simple": list(SIMPLE_QUEST_DECKS), "epic": [r.key for r in epic.quest_decks]}
    for game, want in order.items():
        got = [d.ref.key for d in decks if d.game == game]
        if got != want:
            names = ", ".join(f"the {_deck_name(k)}" for k in want)
            raise ContentError(file, "solo_decks", f"the {game} game needs, in order: {names}")
    for i, spec in enumerate(decks):
        at = f"solo_decks[{i}]"
        deck_ids = [q.id for q in quests.values() if (q.deck, q.stage) == spec.ref.key]
        if spec.pool == "fixed":
            if spec.keep is not None or spec.remove or spec.hardest or spec.easiest:
                raise ContentError(file, at, "a fixed deck lists only its fixed cards")
            if not spec.fixed:
                raise ContentError(file, f"{at}.fixed", "a fixed deck needs its cards")
            for j, cid in enumerate(spec.fixed):
                check_ref(file, f"{at}.fixed[{j}]", cid, deck_ids)
            if len(set(spec.fixed)) != len(spec.fixed):
                raise ContentError(file, f"{at}.fixed", "a card is listed twice")
            continue
        if spec.fixed:
            raise ContentError(file, f"{at}.fixed", "only a fixed deck lists fixed cards")
        pool = [
            q
            for q in sorted((quests[c] for c in deck_ids), key=lambda q: q.rank)
            if spec.pool == "all" or not q.starred
        ]
        if spec.keep is None or not 0 < spec.keep < len(pool):
            raise ContentError(file, f"{at}.keep", f"must be between 1 and {len(pool) - 1}")
        removed = len(pool) - spec.keep
        for key in spec.remove:
            if key not in solo.difficulties:
                raise ContentError(
                    file,
                    f"{at}.remove.{key}",
                    f"unknown difficulty{nearest(key, solo.difficulties)}",
                )
        listed = {"hardest": _flat(spec.hardest), "easiest": _flat(spec.easiest)}
        for key in solo.difficulties:
            if key not in spec.remove:
                raise ContentError(file, f"{at}.remove.{key}", "missing key")
            cut = spec.remove[key]
            if min(cut.hardest, cut.easiest, cut.random) < 0:
                raise ContentError(file, f"{at}.remove.{key}", "counts must not be negative")
            if cut.hardest + cut.easiest + cut.random != removed:
                raise ContentError(
                    file,
                    f"{at}.remove.{key}",
                    f"must remove {removed} cards in all ({len(pool)} down to {spec.keep})",
                )
            for side in ("hardest", "easiest"):
                if getattr(cut, side) > len(listed[side]):
                    raise ContentError(
                        file,
                        f"{at}.remove.{key}.{side}",
                        f"removes more than the {len(listed[side])} cards the rules list",
                    )
        ranks = {q.id: q.rank for q in pool}
        seen: set[str] = set()
        for side, groups in (("hardest", spec.hardest), ("easiest", spec.easiest)):
            for j, group in enumerate(groups):
                for k, cid in enumerate(group):
                    check_ref(file, f"{at}.{side}[{j}][{k}]", cid, ranks)
                    if cid in seen:
                        raise ContentError(
                            file, f"{at}.{side}[{j}][{k}]", f"'{cid}' is listed twice"
                        )
                    seen.add(cid)
                if j and min(ranks[c] for c in groups[j - 1]) <= max(ranks[c] for c in group):
                    raise ContentError(
                        file,
                        f"{at}.{side}[{j}]",
                        "the rules put these cards below the group before them: their quest "
                        "ranks must be lower",
                    )
            n = len(listed[side])
            ends = pool[len(pool) - n :] if side == "hardest" else pool[:n]
            if set(listed[side]) != {q.id for q in ends}:
                where = "highest" if side == "hardest" else "lowest"
                raise ContentError(
                    file, f"{at}.{side}", f"must be the {n} {where}-ranked cards of the deck"
                )


def _check_stage(file: str, at: str, stage: int, epic: EpicRules) -> None:
    if not 1 <= stage <= epic.stage_count:
        raise ContentError(file, f"{at}.stage", f"must be a stage from 1 to {epic.stage_count}")


def load_market(
    path: Path, game: _GameFile, valid_res: list[str]
) -> tuple[list[Weapon], list[Savvy], list[BonusCard], list[SingleUse]]:
    name = str(path)
    data = read_yaml(path)
    if not isinstance(data, dict):
        raise ContentError(name, "", "must be a mapping")
    for key in data:
        if key not in ("weapons", "savvies", "bonus", "single_use"):
            raise ContentError(name, str(key), "unknown key")
    for key in ("weapons", "savvies", "bonus", "single_use"):
        if key not in data:
            raise ContentError(name, key, "missing key")
    weapons = convert(data["weapons"], list[Weapon], name, "weapons")
    savvies = convert(data["savvies"], list[Savvy], name, "savvies")
    bonus = convert(data["bonus"], list[BonusCard], name, "bonus")
    single = convert(data["single_use"], list[SingleUse], name, "single_use")
    seen: dict[str, str] = {}
    records: tuple[tuple[str, list], ...] = (
        ("weapons", weapons),
        ("bonus", bonus),
        ("single_use", single),
    )
    for key, cards in records:
        for i, r in enumerate(cards):
            if r.id in seen:
                raise ContentError(name, f"{key}[{i}].id", f"duplicate id '{r.id}'")
            seen[r.id] = key
            _check_stage(name, f"{key}[{i}]", r.stage, game.epic)
            if r.stage > 1 and r.simple_price is not None:
                raise ContentError(
                    name,
                    f"{key}[{i}].simple_price",
                    "only stage-1 cards have a simple-game price (the green circle): use null",
                )
    for i, w in enumerate(weapons):
        at = f"weapons[{i}]"
        check_amounts(name, f"{at}.cost", w.cost, valid_res)
        if not w.cost:
            raise ContentError(name, f"{at}.cost", "a weapon needs resources to forge")
        for j, t in enumerate(w.types):
            check_ref(name, f"{at}.types[{j}]", t, WEAPON_TYPES)
        if len(set(w.types)) != len(w.types):
            raise ContentError(name, f"{at}.types", "a weapon type is listed twice")
        if w.level not in (1, 2, 3):
            raise ContentError(name, f"{at}.level", "must be 1, 2 or 3")
        if w.unique != (w.level == 3):
            raise ContentError(name, f"{at}.level", "unique designs (and only they) need level 3")
        if w.unique and w.where != "deck":
            raise ContentError(name, f"{at}.where", "unique designs come from the weapon deck")
        if w.where == "player" and w.stage != 1:
            raise ContentError(name, f"{at}.stage", "starting player cards belong to stage 1")
        if w.power <= 0:
            raise ContentError(name, f"{at}.power", "must be positive")
    savvy_ids = [s.id for s in savvies]
    for i, b in enumerate(bonus):
        at = f"bonus[{i}]"
        if b.kind == "savvy":
            if b.savvy is None:
                raise ContentError(name, f"{at}.savvy", "a savvy card names its savvy kind")
            check_ref(name, f"{at}.savvy", b.savvy, savvy_ids)
        else:
            if not b.left or not b.right:
                raise ContentError(name, f"{at}", "a stall needs both sides of its exchange")
            check_amounts(name, f"{at}.left", b.left, valid_res)
            check_amounts(name, f"{at}.right", b.right, valid_res)
            if set(b.left) & set(b.right):
                raise ContentError(name, f"{at}", "a stall exchanges different resources")
    for i, s in enumerate(single):
        check_amounts(name, f"single_use[{i}].resources", s.resources, valid_res)
    for stage in game.epic_stages:
        s = stage.stage
        for key, cards, stack in (
            ("bonus", bonus, stage.bonus_stack),
            ("single_use", single, stage.single_stack),
        ):
            n = sum(1 for c in cards if c.stage == s)
            if n != 2 * stack:
                raise ContentError(
                    name,
                    key,
                    f"stage {s} needs {2 * stack} cards (two stacks of {stack}, game.yaml "
                    f"epic_stages), has {n}",
                )
    return weapons, savvies, bonus, single


def check_stage_designs(file: str, stages: list[EpicStage], weapons: list[Weapon]) -> None:
    """Cross-check game.yaml's epic stages with the weapon designs of market.yaml."""
    for i, stage in enumerate(stages):
        at = f"epic_stages[{i}]"
        public = [w.id for w in weapons if w.stage == stage.stage and w.where == "public"]
        for j, cid in enumerate(stage.made_public):
            check_ref(file, f"{at}.made_public[{j}]", cid, public)
        deck = sum(1 for w in weapons if w.stage == stage.stage and w.where == "deck")
        if stage.weapons_dealt is not None and stage.weapons_dealt > deck:
            raise ContentError(
                file,
                f"{at}.weapons_dealt",
                f"the stage-{stage.stage} weapon deck has only {deck} cards",
            )


def load_quests(path: Path, valid_res: list[str]) -> list[Quest]:
    file = str(path)
    quests = load_list(path, "quests", Quest)
    reward_keys = [*valid_res, *REWARD_KEYS_EXTRA]
    ranks: dict[tuple[str, int], set[int]] = {key: set() for key in DECK_SIZES}
    for i, q in enumerate(quests):
        at = f"quests[{i}]"
        if not q.legs:
            raise ContentError(file, f"{at}.legs", "a quest needs at least one leg")
        for j, leg in enumerate(q.legs):
            leg_at = f"{at}.legs[{j}]"
            if leg.steps < 1 or leg.difficulty < 1 or leg.prestige < 0:
                raise ContentError(file, leg_at, "steps and difficulty must be positive")
            for k, t in enumerate(leg.types):
                check_ref(file, f"{leg_at}.types[{k}]", t, WEAPON_TYPES)
            check_amounts(file, f"{leg_at}.rewards", leg.rewards, reward_keys)
        key = (q.deck, q.stage)
        if key not in DECK_SIZES:
            raise ContentError(file, f"{at}.stage", f"there is no {_deck_name(key)}")
        if q.starred and key != ("green", 1):
            raise ContentError(file, f"{at}.starred", "only green stage-1 quests are starred")
        size = DECK_SIZES[key]
        if not 1 <= q.rank <= size or q.rank in ranks[key]:
            raise ContentError(
                file,
                f"{at}.rank",
                f"ranks in the {_deck_name(key)} run from 1 to {size}, once each (rank {q.rank})",
            )
        ranks[key].add(q.rank)
    for key, size in DECK_SIZES.items():
        n = sum(1 for q in quests if (q.deck, q.stage) == key)
        if n != size:
            raise ContentError(file, "quests", f"the {_deck_name(key)} needs {size} cards, has {n}")
    if sum(1 for q in quests if q.starred) != 2:
        raise ContentError(file, "quests", "exactly two green quests are starred")
    return quests


def load_champions(
    path: Path, epic: EpicRules, valid_res: list[str], gems: list[str]
) -> list[Champion]:
    file = str(path)
    champions = load_list(path, "champions", Champion)
    letters: set[str] = set()
    for i, ch in enumerate(champions):
        at = f"champions[{i}].effect"
        effect = ch.effect
        params = CHAMPION_PARAMS[effect.kind]
        for field in ("amount", "steps", "gold", "type", "resource"):
            given = getattr(effect, field) is not None
            if given and field not in params:
                raise ContentError(
                    file, f"{at}.{field}", f"a {effect.kind} effect takes only {', '.join(params)}"
                )
            if not given and field in params:
                raise ContentError(file, f"{at}.{field}", f"missing key (a {effect.kind} effect)")
        for field in ("amount", "gold"):
            value = getattr(effect, field)
            if value is not None and value < 1:
                raise ContentError(file, f"{at}.{field}", "must be positive")
        if effect.steps is not None and (
            not effect.steps or min(effect.steps) < 1 or len(set(effect.steps)) != len(effect.steps)
        ):
            raise ContentError(file, f"{at}.steps", "must list different positive step counts")
        if effect.type is not None:
            check_ref(file, f"{at}.type", effect.type, WEAPON_TYPES)
        if effect.resource is not None:
            check_ref(file, f"{at}.resource", effect.resource, valid_res)
            if effect.resource not in gems:
                raise ContentError(file, f"{at}.resource", "must be a gem: " + ", ".join(gems))
        if len(ch.letter) != 1 or not ch.letter.isupper() or ch.letter in letters:
            raise ContentError(
                file, f"champions[{i}].letter", "must be one capital letter, different per title"
            )
        letters.add(ch.letter)
    if len(champions) != epic.champion_titles:
        raise ContentError(
            file,
            "champions",
            f"needs {epic.champion_titles} titles (game.yaml epic.champion_titles), "
            f"has {len(champions)}",
        )
    return champions


def load_bonus_tiles(
    path: Path, epic: EpicRules, valid_res: list[str]
) -> tuple[list[BonusTile], list[TilePlacement]]:
    file = str(path)
    data = read_yaml(path)
    keys = ("tiles", "placements")
    if not isinstance(data, dict):
        raise ContentError(file, "", "must be a mapping with " + ", ".join(keys))
    for key in data:
        if key not in keys:
            raise ContentError(file, str(key), f"unknown key{nearest(str(key), keys)}")
    for key in keys:
        if key not in data:
            raise ContentError(file, key, "missing key")
    tiles = convert(data["tiles"], list[BonusTile], file, "tiles")
    seen: set[str] = set()
    for i, tile in enumerate(tiles):
        at = f"tiles[{i}]"
        if tile.id in seen:
            raise ContentError(file, f"{at}.id", f"duplicate id '{tile.id}'")
        seen.add(tile.id)
        params = TILE_PARAMS[tile.kind]
        for field in ("workers", "quests", "resource", "per", "reward", "amount"):
            given = getattr(tile, field) is not None
            if given and field not in params:
                raise ContentError(
                    file, f"{at}.{field}", f"the {tile.kind} tile takes only {', '.join(params)}"
                )
            if not given and field in params:
                raise ContentError(file, f"{at}.{field}", f"missing key (the {tile.kind} tile)")
        for field in ("workers", "quests", "per", "amount"):
            value = getattr(tile, field)
            if value is not None and value < 1:
                raise ContentError(file, f"{at}.{field}", "must be positive")
        if tile.resource is not None:
            check_ref(file, f"{at}.resource", tile.resource, valid_res)
    if len(tiles) != 15 or any(sum(t.kind == k for t in tiles) != 3 for k in TILE_PARAMS):
        raise ContentError(
            file, "tiles", "the box has 15 tiles, three of each kind: " + ", ".join(TILE_PARAMS)
        )
    placements = convert(data["placements"], list[TilePlacement], file, "placements")
    covered: set[tuple[int, int]] = set()
    for i, place in enumerate(placements):
        at = f"placements[{i}]"
        _check_stage(file, at, place.stage, epic)
        rounds = set(place.rounds)
        if not rounds or not rounds <= set(range(1, epic.rounds_per_stage + 1)):
            raise ContentError(
                file, f"{at}.rounds", f"must be rounds from 1 to {epic.rounds_per_stage}"
            )
        if place.resolved_after != max(rounds) or place.resolved_after % 3:
            raise ContentError(
                file,
                f"{at}.resolved_after",
                "a tile is resolved at the end of the last round it covers, a third round",
            )
        for r in rounds:
            if (place.stage, r) in covered or len(rounds) != len(place.rounds):
                raise ContentError(file, f"{at}.rounds", f"stage {place.stage} round {r} twice")
            covered.add((place.stage, r))
    if len(placements) > len(tiles):
        raise ContentError(file, "placements", "more places than tiles")
    return tiles, placements
