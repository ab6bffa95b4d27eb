"""Warparty's decks (monsters, treasure, secret quests): the shipped cards load into frozen
records that keep the manual's rules, every name the acceptance check looks for is in the data,
and a broken deck file is refused with its file, key and problem."""

from __future__ import annotations

import dataclasses
import re
import shutil
from pathlib import Path

import pytest

from forgegames.core import datacheck
from forgegames.core.errors import ContentError
from forgegames.core.i18n import catalogue
from forgegames.games.warparty import content
from forgegames.games.warparty.content import DATA_DIR, check_content, load_content
from forgegames.games.warparty.decks import OBJECTIVES, Decks


def decks() -> Decks:
    return load_content().decks


# --- the shipped cards -----------------------------------------------------------------------
def test_two_monster_decks_hold_every_monster_the_manual_names() -> None:
    found = decks()
    named = {"ghost", "zombie-horde", "elf-champion", "treant", "elf-spearmen", "hill-giant",
             "minotaur"}  # fmt: skip
    assert named <= {m.id for m in found.monster_deck(1)}
    assert len(found.monster_deck(1)) >= 10 and len(found.monster_deck(2)) >= 6
    for card in found.monsters.values():
        assert card.tier in (1, 2) and card.hits >= 1 and 1 <= card.attack <= 5
        assert card.source.startswith(("rulebook: ", "reconstructed: ")), card.id
        if card.allied:  # an ally brings no treasure (7. Allied Monsters)
            assert card.treasure is None and card.armies and card.worth > 0, card.id
        else:
            assert card.treasure == card.tier, card.id
    assert {m.allied for m in found.monsters.values()} == {None, "good", "evil"}


def test_tier_two_monsters_are_much_stronger_than_tier_one() -> None:
    found = decks()

    def mean(tier: int, figure: str) -> float:
        cards = found.monster_deck(tier)
        return sum(getattr(c, figure) for c in cards) / len(cards)

    assert mean(2, "hits") > mean(1, "hits") + 1
    assert mean(2, "xp") >= 2 * mean(1, "xp")


def test_the_records_are_frozen() -> None:
    card = decks().monsters["ghost"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.hits = 9  # type: ignore[misc]
    assert isinstance(card.specials, tuple)


def test_treasure_decks_keep_the_manuals_cards_and_sale_values() -> None:
    found = decks()
    assert found.sale == {1: 15, 2: 30}
    assert found.sale == load_content().rules.heroes.treasure_crowns
    cards = found.treasure
    potion, scroll, charm = (
        cards["healing-potion"], cards["scroll-of-resurrection"], cards["cullows-lucky-charm"]
    )  # fmt: skip
    assert potion.single_use and potion.effect.heal > 0 and not potion.free
    assert scroll.single_use and scroll.effect.resurrect and not scroll.free
    assert charm.single_use and charm.free  # no combat action forfeited (7. Using Treasure)
    kinds = {c.kind for c in cards.values()}
    assert {"weapon", "armour", "single-use"} <= kinds
    for card in cards.values():
        assert (card.xp > 0) == bool(card.users), card.id  # XP only for a usable card
    assert any(not c.users for c in cards.values())  # some are only ever sold
    assert len(found.treasure_deck(1)) == sum(c.copies for c in cards.values() if c.tier == 1)


def test_at_least_sixteen_quests_each_checkable_and_rewarded() -> None:
    quests = decks().quests
    assert len(quests) >= 16
    kinds = {q.objective.kind for q in quests.values()}
    assert len(kinds) >= 10 and kinds <= set(OBJECTIVES)
    for quest in quests.values():
        needs, may = OBJECTIVES[quest.objective.kind]
        set_figures = {
            f.name
            for f in dataclasses.fields(quest.objective)
            if f.name != "kind" and getattr(quest.objective, f.name) is not None
        }
        assert needs <= set_figures <= needs | may, quest.id
        reward = quest.reward
        assert reward.crowns or reward.xp or reward.units, quest.id
    rewards = {
        k for q in quests.values() for k in ("crowns", "xp", "units") if getattr(q.reward, k)
    }
    assert rewards == {"crowns", "xp", "units"}
    # Cards about rough ground go only to the army that can hold it.
    assert quests["lord-of-the-peaks"].armies == ("dwarves",)
    assert quests["heart-of-the-forest"].armies == ("goblins",)


def test_every_card_has_spanish_words() -> None:
    spanish = catalogue("es")
    found = decks()
    files = {"monsters": found.monsters, "treasure": found.treasure, "quests": found.quests}
    for file, cards in files.items():
        for ident in cards:
            for field in ("name", "text"):
                assert spanish.get(f"warparty/{file}/{ident}/{field}"), (file, ident, field)


ACCEPTANCE_NAMES = ("haunted ruins", "ancient sanctuary", "tomb of fallen heroes", "lost keep",
                    "howling cavern", "forgotten temple", "ghost", "zombie horde", "elf champion",
                    "treant", "elf spearm[ae]n", "hill giant", "minotaur", "cullow")  # fmt: skip
"""The dungeon, monster and treasure names ``../shared/acceptance/warparty-heroes`` greps
data/warparty for (the spells are another file's)."""


def test_the_acceptance_check_finds_every_dungeon_monster_and_treasure_name() -> None:
    text = "".join(p.read_text(encoding="utf-8") for p in sorted(DATA_DIR.rglob("*.y*ml")))
    missing = [n for n in ACCEPTANCE_NAMES if not re.search(n, text.lower())]
    assert missing == []


# --- broken files -------------------------------------------------------------------------------
@pytest.fixture()
def data_copy(tmp_path: Path) -> Path:
    target = tmp_path / "warparty"
    shutil.copytree(DATA_DIR, target)
    return target


BROKEN = [
    ("monsters.yaml", "        hits: 2\n        attack: 3\n        defence: 4\n",
     "        hits: 0\n        attack: 3\n        defence: 4\n",
     "decks[0].cards[0].hits", "from 1 to 20, not 0"),
    ("monsters.yaml", "specials: [undead]", "specials: [undaed]",
     "decks[0].cards[0].specials[0]", "must be one of 'undead'"),
    ("monsters.yaml", "        armies: [humans, dwarves]\n        move: 2\n",
     "        armies: [humans, goblins]\n        move: 2\n",
     "decks[0].cards[2].armies[1]", "the goblins are not on the good side"),
    ("monsters.yaml", "        allied: good\n        armies: [humans, dwarves]\n",
     "        allied: good\n        treasure: 1\n        armies: [humans, dwarves]\n",
     "decks[0].cards[2].treasure", "an allied monster brings no treasure"),
    ("monsters.yaml", "  - tier: 2\n", "  - tier: 1\n", "decks", "one of tier 2"),
    ("monsters.yaml", "      - id: minotaur\n", "      - id: ghost\n",
     "decks[0].cards[6].id", "duplicate id 'ghost'"),
    ("monsters.yaml", "source: \"reconstructed: named by the Lost Keep table; many",
     "source: \"named by the Lost Keep table; many",
     "decks[0].cards[5].source", "must start 'rulebook: '"),
    ("dungeons.yaml", "monster: minotaur}", "monster: minotuar}",
     "dungeons[3].table[1].monster", "did you mean 'minotaur'?"),
    ("treasure.yaml", "    sale: 30\n", "    sale: 20\n",
     "decks[1].sale", "rules.yaml sells a tier-2 card for 30, not 20"),
    ("treasure.yaml", "effect: {attack: 1}\n        source: \"reconstructed: the plain",
     "effect: {atack: 1}\n        source: \"reconstructed: the plain",
     "decks[0].cards[0].effect.atack", "did you mean 'attack'?"),
    ("treasure.yaml", "effect: {defence: 1}\n        source: \"reconstructed: the plain",
     "effect: {attack: 1}\n        source: \"reconstructed: the plain",
     "decks[0].cards[1].effect.attack", "armour cards cannot change it"),
    ("treasure.yaml", "        users: [warrior]\n        xp: 10\n        effect: {attack: 1}\n",
     "        users: [warrior]\n        xp: 0\n        effect: {attack: 1}\n",
     "decks[0].cards[0].xp", "a usable card gives its claimer XP"),
    ("treasure.yaml", "effect: {move: 1}\n", "effect: {move: 1}\n        free: true\n",
     "decks[0].cards[4].free", "only a single-use card"),
    ("quests.yaml", "{kind: hold-territories, count: 16}", "{kind: hold-territory, count: 16}",
     "quests[0].objective.kind", "did you mean 'hold-territories'?"),
    ("quests.yaml", "{kind: win-battles, count: 5}", "{kind: win-battles}",
     "quests[8].objective.count", "a win-battles objective needs it"),
    ("quests.yaml", "{kind: burn-cities, count: 1}", "{kind: burn-cities, count: 1, tier: 2}",
     "quests[9].objective.tier", "a burn-cities objective takes no tier"),
    ("quests.yaml", "dungeon: haunted-ruins}", "dungeon: haunted-ruin}",
     "quests[15].objective.dungeon", "did you mean 'haunted-ruins'?"),
    ("quests.yaml", "    armies: [dwarves]\n", "    armies: [humans]\n",
     "quests[2].objective.terrain", "only the dwarves hold mountain"),
    ("quests.yaml", "    armies: [humans, dwarves, goblins]\n", "",
     "quests[13].objective.unit_kind", "only the dwarves, goblins, humans field siege units"),
    ("quests.yaml", "{unit: archer, count: 2}", "{unit: archers, count: 2}",
     "quests[18].reward.units.unit", "the humans have no 'archers' (did you mean 'archer'?)"),
    ("quests.yaml", "    reward: {crowns: 15}\n", "    reward: {}\n",
     "quests[0].reward", "give crowns, xp or units"),
    ("quests.yaml", "    text: Burn an enemy city.\n", "    text: ''\n",
     "quests[9].text", "must not be empty"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "old", "new", "key", "words"), BROKEN)
def test_a_broken_deck_names_the_file_the_key_and_the_problem(
    data_copy: Path, name: str, old: str, new: str, key: str, words: str
) -> None:
    path = data_copy / name
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        check_content(data_copy)
    error = caught.value
    assert (error.file, error.key_path) == (str(path), key)
    assert words in error.problem


def test_check_data_reports_a_broken_deck(data_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = data_copy / "quests.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("kind: collect,", "kind: colect,", 1), encoding="utf-8")
    monkeypatch.setattr(content, "DATA_DIR", data_copy)
    message = str(datacheck.check_titles()["warparty"])
    assert message.startswith(f"{path}: quests[20].objective.kind: unknown objective")
    assert "did you mean 'collect'?" in message


def test_the_rules_browser_shows_every_card_in_english_and_spanish() -> None:
    from forgegames.core import rules_text
    from forgegames.core.i18n import speaking

    found = decks()
    decks_of = {
        "monsters": found.monsters,
        "treasure": found.treasure,
        "secret-quests": found.quests,
    }
    english = {s.id: s.text for s in rules_text.sections("warparty")}
    with speaking("es"):
        spanish = {s.id: s.text for s in rules_text.sections("warparty")}
    for section, cards in decks_of.items():
        for card in cards.values():
            assert f"\n\n{card.name}. {card.text}\n(" in english[section], card.id
    assert "\n\nEl Fantasma. Un espíritu inquieto." in spanish["monsters"]
    assert "\n\nEl Amuleto de la suerte de Cullow. Una vez," in spanish["treasure"]
    assert "\n\nArcas llenas. Recauda 35 coronas" in spanish["secret-quests"]


def test_the_rules_browser_gives_each_cards_figures() -> None:
    from forgegames.core import rules_text
    from forgegames.core.i18n import speaking

    english = {s.id: s.text for s in rules_text.sections("warparty")}
    with speaking("es"):
        spanish = {s.id: s.text for s in rules_text.sections("warparty")}
    assert (
        "(Tier 1 · hits 4 · attack 4(-1) · defence 2 · 30 XP · tier 1 treasure)"
        in english["monsters"]
    )  # the Minotaur
    assert (
        "defence 3 · 2 attacks a round · flies · 40 XP · ally of the Humans, Dwarves, moves 3)"
        in (english["monsters"])
    )  # the Storm Griffon
    assert (
        "(Tier 1 · for warriors, wizards, priests · rolls 1 die again · used once, no action"
        in (english["treasure"])
    )  # Cullow's Lucky Charm
    assert "(Tier 2 · no hero can use it · sells for 30 crowns)" in english["treasure"]
    assert "(Reward: 3 units of infantry in your capital)" in english["secret-quests"]
    assert (
        "(Categoría 1 · impactos 2 · ataque 3 · defensa 4 · no muerto · 20 PX"
        in spanish["monsters"]
    )
    assert "(Recompensa: 2 unidades de arqueros en tu capital)" in spanish["secret-quests"]
