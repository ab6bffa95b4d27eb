"""Forge War's epic and solo content: the loader's refusals of broken copies of its data files
(each names the file, the key and what is wrong)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from forgegames.core.errors import ContentError
from forgegames.games.forge_war.content import load_content
from forgegames.games.forge_war.mine_pieces import load_pieces
from forgegames.games.forge_war.resources import DATA_DIR


def _read(name: str):
    return yaml.safe_load((DATA_DIR / name).read_text())


QUEST_AT = {q["id"]: i for i, q in enumerate(_read("quests.yaml")["quests"])}
MARKET = _read("market.yaml")
WEAPON_AT = {w["id"]: i for i, w in enumerate(MARKET["weapons"])}
CHAMP_AT = {t["id"]: i for i, t in enumerate(_read("champions.yaml")["champions"])}
TILE_AT = {t["id"]: i for i, t in enumerate(_read("bonus_tiles.yaml")["tiles"])}
SOLO_AT = {
    (d["game"], d["deck"], d["stage"]): i for i, d in enumerate(_read("game.yaml")["solo_decks"])
}
SG = SOLO_AT["simple", "green", 1]
SY = SOLO_AT["simple", "yellow", 1]


def by_id(records: list, rid: str) -> dict:
    (record,) = [r for r in records if r["id"] == rid]
    return record


def setk(d: dict, key, value) -> None:
    d[key] = value


def rename(d: dict, old: str, new: str) -> None:
    d[new] = d.pop(old)


def swap(items: list, i: int, j: int) -> None:
    items[i], items[j] = items[j], items[i]


def move_bonus_to_stage_2(m: dict) -> None:
    next(b for b in m["bonus"] if b["stage"] == 3)["stage"] = 2


BROKEN = [
    # game.yaml: sections
    ("game.yaml", lambda d: rename(d, "solo", "sollo"), "sollo", "did you mean 'solo'"),
    ("game.yaml", lambda d: d.pop("epic_stages"), "epic_stages", "missing key"),
    ("game.yaml", lambda d: setk(d["epic"], "stage_count", 4), "epic.stage_count", "1 to 3"),
    (
        "game.yaml",
        lambda d: setk(d["epic"], "rounds_per_stage", 0),
        "epic.rounds_per_stage",
        "positive",
    ),
    (
        "game.yaml",
        lambda d: setk(d["epic"], "starting_adventurers_with_bonus_tiles", 5),
        "epic.starting_adventurers_with_bonus_tiles",
        "not more than starting_adventurers",
    ),
    (
        "game.yaml",
        lambda d: setk(d["epic"]["quest_decks"], 1, {"deck": "red", "stage": 2}),
        "epic.quest_decks[1]",
        "there is no stage-2 red deck",
    ),
    (
        "game.yaml",
        lambda d: setk(d["epic"]["quest_decks"], 2, {"deck": "grey", "stage": 2}),
        "epic.quest_decks[2]",
        "listed twice",
    ),
    (
        "game.yaml",
        lambda d: swap(d["epic"]["quest_decks"], 0, 1),
        "epic.quest_decks[1]",
        "from the first stage to the last",
    ),
    ("game.yaml", lambda d: d["epic_stages"].pop(), "epic_stages", "stages 1 to 3"),
    (
        "game.yaml",
        lambda d: setk(d["epic_stages"][1], "hire_cost", 0),
        "epic_stages[1].hire_cost",
        "positive",
    ),
    (
        "game.yaml",
        lambda d: setk(d["epic_stages"][2], "weapons_dealt", 0),
        "epic_stages[2].weapons_dealt",
        "positive",
    ),
    (
        "game.yaml",
        lambda d: setk(d["epic_stages"][1], "offer_removed", [{"deck": "yellow", "stage": 1}]),
        "epic_stages[1].offer_removed[0]",
        "not in epic.quest_decks",
    ),
    (
        "game.yaml",
        lambda d: setk(d["epic_stages"][1], "offer_removed", [{"deck": "red", "stage": 3}]),
        "epic_stages[1].offer_removed[0]",
        "earlier stage",
    ),
    (
        "game.yaml",
        lambda d: setk(d["epic_stages"][1], "offer_removed", [{"deck": "red", "stage": 1}]),
        "epic_stages[1].offer_removed[0]",
        "there is no stage-1 red deck",
    ),
    (
        "game.yaml",
        lambda d: setk(d["epic_stages"][1], "made_public", ["mithril-spear"]),
        "epic_stages[1].made_public[0]",
        "unknown id 'mithril-spear'",
    ),
    (
        "game.yaml",
        lambda d: setk(d["epic_stages"][2], "weapons_dealt", 11),
        "epic_stages[2].weapons_dealt",
        "only 10 cards",
    ),
    # game.yaml: solo
    (
        "game.yaml",
        lambda d: setk(d["solo"]["adventurers"], "solo-epic", 5),
        "solo.adventurers.solo-epic",
        "unknown key",
    ),
    (
        "game.yaml",
        lambda d: d["solo"]["adventurers"].pop("epic"),
        "solo.adventurers.epic",
        "missing key",
    ),
    (
        "game.yaml",
        lambda d: setk(d["solo"]["adventurers"], "epic", 4),
        "solo.adventurers.epic",
        "must be 5",
    ),
    (
        "game.yaml",
        lambda d: d["solo"]["benchmark"].pop("epic"),
        "solo.benchmark",
        "simple and epic",
    ),
    (
        "game.yaml",
        lambda d: setk(d["solo"]["difficulties"], 2, "hard"),
        "solo.difficulties",
        "very-easy, medium, difficult, random",
    ),
    (
        "game.yaml",
        lambda d: setk(d["solo"], "offer_slots", [0, 0]),
        "solo.offer_slots",
        "different slots",
    ),
    ("game.yaml", lambda d: setk(d["solo"], "mine_players", 5), "solo.mine_players", "2 to 4"),
    ("game.yaml", lambda d: swap(d["solo_decks"], SG, SY), "solo_decks", "the simple game needs"),
    (
        "game.yaml",
        lambda d: setk(d["solo_decks"][SY], "keep", 4),
        f"solo_decks[{SY}]",
        "fixed deck",
    ),
    (
        "game.yaml",
        lambda d: setk(d["solo_decks"][SY], "fixed", []),
        f"solo_decks[{SY}].fixed",
        "needs its cards",
    ),
    (
        "game.yaml",
        lambda d: setk(d["solo_decks"][SY]["fixed"], 0, "the-storm-knights-challenge-1"),
        f"solo_decks[{SY}].fixed[0]",
        "unknown id",
    ),
    (
        "game.yaml",
        lambda d: setk(d["solo_decks"][SY]["fixed"], 1, d["solo_decks"][SY]["fixed"][0]),
        f"solo_decks[{SY}].fixed",
        "listed twice",
    ),
    (
        "game.yaml",
        lambda d: setk(d["solo_decks"][SG], "fixed", ["arena-games-1"]),
        f"solo_decks[{SG}].fixed",
        "only a fixed deck",
    ),
    (
        "game.yaml",
        lambda d: setk(d["solo_decks"][SG], "keep", 18),
        f"solo_decks[{SG}].keep",
        "between 1 and 17",
    ),
    (
        "game.yaml",
        lambda d: rename(d["solo_decks"][SG]["remove"], "difficult", "very-hard"),
        f"solo_decks[{SG}].remove.very-hard",
        "unknown difficulty",
    ),
    (
        "game.yaml",
        lambda d: d["solo_decks"][SG]["remove"].pop("medium"),
        f"solo_decks[{SG}].remove.medium",
        "missing key",
    ),
    (
        "game.yaml",
        lambda d: d["solo_decks"][SG]["remove"]["medium"].update(hardest=-1, easiest=7),
        f"solo_decks[{SG}].remove.medium.hardest",
        "must be a whole number from 0",  # every figure's range (issue 22), before the sums
    ),
    (
        "game.yaml",
        lambda d: setk(d["solo_decks"][SG]["remove"]["medium"], "hardest", 3),
        f"solo_decks[{SG}].remove.medium",
        "must remove 6 cards in all",
    ),
    (
        "game.yaml",
        lambda d: d["solo_decks"][SG]["hardest"].pop(),
        f"solo_decks[{SG}].remove.very-easy.hardest",
        "more than the 5 cards the rules list",
    ),
    (
        "game.yaml",
        lambda d: setk(d["solo_decks"][SG]["hardest"], 0, ["the-fish-king"]),
        f"solo_decks[{SG}].hardest[0][0]",
        "unknown id",
    ),
    (
        "game.yaml",
        lambda d: setk(d["solo_decks"][SG]["easiest"], 0, ["arena-games-1", "arena-games-1"]),
        f"solo_decks[{SG}].easiest[0][1]",
        "listed twice",
    ),
    (
        "game.yaml",
        lambda d: swap(d["solo_decks"][SG]["hardest"], 0, 1),
        f"solo_decks[{SG}].hardest[1]",
        "ranks must be lower",
    ),
    (
        "game.yaml",
        lambda d: setk(d["solo_decks"][SG]["hardest"], 5, ["clear-the-goblin-warren"]),
        f"solo_decks[{SG}].hardest",
        "the 6 highest-ranked cards",
    ),
    # market.yaml
    (
        "market.yaml",
        lambda m: setk(by_id(m["weapons"], "kingsbane"), "stage", 4),
        f"weapons[{WEAPON_AT['kingsbane']}].stage",
        "from 1 to 3",
    ),
    (
        "market.yaml",
        lambda m: setk(by_id(m["weapons"], "mithril-sword"), "simple_price", 3),
        f"weapons[{WEAPON_AT['mithril-sword']}].simple_price",
        "only stage-1 cards",
    ),
    (
        "market.yaml",
        lambda m: setk(by_id(m["weapons"], "verdant-halberd"), "types", ["slashing", "slashing"]),
        f"weapons[{WEAPON_AT['verdant-halberd']}].types",
        "listed twice",
    ),
    (
        "market.yaml",
        lambda m: setk(by_id(m["weapons"], "copper-dagger"), "stage", 2),
        f"weapons[{WEAPON_AT['copper-dagger']}].stage",
        "belong to stage 1",
    ),
    ("market.yaml", move_bonus_to_stage_2, "bonus", "stage 2 needs 12 cards"),
    ("market.yaml", lambda m: m["single_use"].pop(), "single_use", "stage 3 needs 10 cards"),
    # quests.yaml
    (
        "quests.yaml",
        lambda q: setk(by_id(q["quests"], "trolls-under-the-bridge-1"), "stage", 3),
        f"quests[{QUEST_AT['trolls-under-the-bridge-1']}].stage",
        "there is no stage-3 grey deck",
    ),
    (
        "quests.yaml",
        lambda q: setk(by_id(q["quests"], "the-endless-dungeon"), "starred", True),
        f"quests[{QUEST_AT['the-endless-dungeon']}].starred",
        "only green stage-1",
    ),
    (
        "quests.yaml",
        lambda q: setk(by_id(q["quests"], "trolls-under-the-bridge-2"), "rank", 1),
        f"quests[{QUEST_AT['trolls-under-the-bridge-2']}].rank",
        "1 to 20, once each",
    ),
    (
        "quests.yaml",
        lambda q: setk(by_id(q["quests"], "the-multi-headed-hydra"), "rank", 13),
        f"quests[{QUEST_AT['the-multi-headed-hydra']}].rank",
        "1 to 12, once each",
    ),
    (
        "quests.yaml",
        lambda q: q["quests"].remove(by_id(q["quests"], "the-multi-headed-hydra")),
        "quests",
        "the stage-3 red deck needs 12 cards, has 11",
    ),
    # champions.yaml
    (
        "champions.yaml",
        lambda d: setk(d["champions"][0]["effect"], "type", "slashing"),
        "champions[0].effect.type",
        "takes only amount",
    ),
    (
        "champions.yaml",
        lambda d: by_id(d["champions"], "rending")["effect"].pop("type"),
        f"champions[{CHAMP_AT['rending']}].effect.type",
        "missing key",
    ),
    (
        "champions.yaml",
        lambda d: setk(d["champions"][0]["effect"], "amount", 0),
        "champions[0].effect.amount",
        "positive",
    ),
    (
        "champions.yaml",
        lambda d: setk(by_id(d["champions"], "expeditious")["effect"], "steps", [1, 1]),
        f"champions[{CHAMP_AT['expeditious']}].effect.steps",
        "different positive",
    ),
    (
        "champions.yaml",
        lambda d: setk(by_id(d["champions"], "rending")["effect"], "type", "slicing"),
        f"champions[{CHAMP_AT['rending']}].effect.type",
        "unknown id 'slicing'",
    ),
    (
        "champions.yaml",
        lambda d: setk(by_id(d["champions"], "dendritic")["effect"], "resource", "copper"),
        f"champions[{CHAMP_AT['dendritic']}].effect.resource",
        "must be a gem",
    ),
    (
        "champions.yaml",
        lambda d: setk(by_id(d["champions"], "dendritic")["effect"], "resource", "emrald"),
        f"champions[{CHAMP_AT['dendritic']}].effect.resource",
        "did you mean 'emerald'",
    ),
    (
        "champions.yaml",
        lambda d: setk(d["champions"][1], "letter", "O"),
        "champions[1].letter",
        "different per title",
    ),
    ("champions.yaml", lambda d: d["champions"].pop(), "champions", "needs 12 titles"),
    (
        "champions.yaml",
        lambda d: setk(d["champions"][0]["effect"], "kind", "leg-gold"),
        "champions[0].effect.kind",
        "must be one of",
    ),
    # bonus_tiles.yaml
    ("bonus_tiles.yaml", lambda d: rename(d, "tiles", "tyles"), "tyles", "did you mean 'tiles'"),
    ("bonus_tiles.yaml", lambda d: d.pop("placements"), "placements", "missing key"),
    (
        "bonus_tiles.yaml",
        lambda d: setk(d["tiles"][1], "id", "industrious-2"),
        "tiles[1].id",
        "duplicate id",
    ),
    (
        "bonus_tiles.yaml",
        lambda d: setk(d["tiles"][0], "quests", 1),
        "tiles[0].quests",
        "takes only workers",
    ),
    (
        "bonus_tiles.yaml",
        lambda d: by_id(d["tiles"], "stockpile-copper").pop("per"),
        f"tiles[{TILE_AT['stockpile-copper']}].per",
        "missing key",
    ),
    (
        "bonus_tiles.yaml",
        lambda d: setk(by_id(d["tiles"], "adventurous-1"), "quests", 0),
        f"tiles[{TILE_AT['adventurous-1']}].quests",
        "positive",
    ),
    (
        "bonus_tiles.yaml",
        lambda d: setk(by_id(d["tiles"], "stockpile-mithril"), "resource", "mithrill"),
        f"tiles[{TILE_AT['stockpile-mithril']}].resource",
        "did you mean 'mithril'",
    ),
    ("bonus_tiles.yaml", lambda d: d["tiles"].pop(), "tiles", "three of each kind"),
    (
        "bonus_tiles.yaml",
        lambda d: setk(d["placements"][0], "stage", 4),
        "placements[0].stage",
        "1 to 3",
    ),
    (
        "bonus_tiles.yaml",
        lambda d: setk(d["placements"][0], "rounds", [6, 7]),
        "placements[0].rounds",
        "from 1 to 6",
    ),
    (
        "bonus_tiles.yaml",
        lambda d: setk(d["placements"][0], "resolved_after", 5),
        "placements[0].resolved_after",
        "a third round",
    ),
    (
        "bonus_tiles.yaml",
        lambda d: setk(d["placements"], 2, dict(d["placements"][1])),
        "placements[2].rounds",
        "twice",
    ),
]


@pytest.mark.parametrize(
    ("file", "change", "key_path", "message"),
    BROKEN,
    ids=[f"{f}:{k}:{m}" for f, _c, k, m in BROKEN],
)
def test_broken_copies_name_file_key_and_problem(tmp_path: Path, file, change, key_path, message):
    root = tmp_path / "forge_war"
    shutil.copytree(DATA_DIR, root)
    data = yaml.safe_load((root / file).read_text())
    change(data)
    (root / file).write_text(yaml.safe_dump(data, sort_keys=False))
    with pytest.raises(ContentError) as err:
        load_content(root)
    assert err.value.file == str(root / file)
    assert err.value.key_path == key_path
    assert message in err.value.problem


def write_pieces(tmp_path: Path, change) -> Path:
    data = yaml.safe_load((DATA_DIR / "mine.yaml").read_text())
    change(data["pieces"])
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump(data))
    return path


def no_diamond(pieces: list) -> None:
    for piece in pieces:
        if 3 in piece["stages"]:
            piece["sides"] = [
                ["mithril" if r == "diamond" else r for r in s] for s in piece["sides"]
            ]


@pytest.mark.parametrize(
    ("change", "key_path", "message"),
    [
        (
            lambda ps: ps[1]["sides"][0].__setitem__(0, "ruby"),
            "pieces[1].sides[0][0]",
            "ruby first appears in stage 2",
        ),
        (no_diamond, "pieces (stage 3)", "shows no diamond"),
    ],
)
def test_broken_mine_stages_name_the_problem(tmp_path, change, key_path, message):
    path = write_pieces(tmp_path, change)
    with pytest.raises(ContentError) as err:
        load_pieces(path)
    assert err.value.file == str(path)
    assert err.value.key_path == key_path and message in err.value.problem
