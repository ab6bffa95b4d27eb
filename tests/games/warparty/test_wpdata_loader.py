"""Warparty's content loader: the shipped files load, and a broken copy names file and key."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from forgegames.core import datacheck
from forgegames.core.errors import ContentError
from forgegames.games.warparty import content
from forgegames.games.warparty.content import ARMY_IDS, DATA_DIR, check_content, load_content


def test_the_shipped_files_load_into_typed_records() -> None:
    loaded = load_content()
    assert set(loaded.armies) == set(ARMY_IDS)
    assert 50 <= len(loaded.board.territories) <= 90
    for sheet in loaded.armies.values():
        assert sheet.unit("infantry").kind == "infantry"
        assert sheet.unit("archer").kind == "archer"
    assert loaded.armies["undead"].unit("archer").id == "skeleton-archer"
    assert loaded.armies["humans"].requires["knight"] == ("stables",)
    assert loaded.armies["dwarves"].requires["research-cannon"] == ("gnome-workshop",)


def test_every_source_names_the_rulebook_or_a_reason() -> None:
    loaded = load_content()
    records: list = [u for s in loaded.armies.values() for u in s.units.values()]
    records += [u for s in loaded.armies.values() for u in s.upgrades.values()]
    records += [r for s in loaded.armies.values() for r in s.research.values()]
    records += list(loaded.dungeons.dungeons)
    records += [*loaded.decks.monsters.values(), *loaded.decks.treasure.values()]
    records += list(loaded.decks.quests.values())
    for record in records:
        kind, _, detail = record.source.partition(": ")
        assert kind in ("rulebook", "reconstructed") and len(detail) > 10, record.id
        if kind == "reconstructed":
            assert not getattr(record, "reconstructed", {}), record.id  # all ours already
    for territory in loaded.board.territories:
        assert (territory.source or loaded.board.source).startswith(("rulebook:", "reconstr"))


@pytest.fixture()
def data_copy(tmp_path: Path) -> Path:
    """A private copy of data/warparty to break."""
    target = tmp_path / "warparty"
    shutil.copytree(DATA_DIR, target)
    return target


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path.name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def first_error(data_dir: Path) -> ContentError:
    with pytest.raises(ContentError) as caught:
        check_content(data_dir)
    return caught.value


BROKEN = [
    ("armies/humans.yaml", "    attack_mod: -1\n", "    atack_mod: -1\n",
     "units[2].atack_mod", "unknown key (did you mean 'attack_mod'?)"),
    ("armies/goblins.yaml", "unlocks: [wolf-rider, chariot]", "unlocks: [wolf-ryder, chariot]",
     "upgrades[0].unlocks[0]", "did you mean 'wolf-rider'?"),
    ("armies/dwarves.yaml", "      cost: two infantry", "      costs: two infantry",
     "units[2].reconstructed.costs", "not a figure (did you mean 'cost'?)"),
    ("armies/undead.yaml", "    aliases: [archer]\n", "",
     "units", "no unit answers to 'archer'"),
    ("armies/humans.yaml", "    defence: 2\n    move: 1\n", "    defence: 7\n    move: 1\n",
     "units[0].defence", "between 1 and 5"),
    ("map.yaml", "{a: amberfield, b: fordham,", "{a: amberfield, b: fordam,",
     "borders[0].b", "did you mean 'fordham'?"),
    ("map.yaml", "  - {a: amberfield, b: fordham, crossing: open}\n",
     "  - {a: amberfield, b: fordham, crossing: open}\n"
     "  - {a: fordham, b: amberfield, crossing: open}\n",
     "borders[1]", "already listed at borders[0]"),
    ("map.yaml", "    name: Copper Crags\n    value: 2\n", "    name: Copper Crags\n    value: 1\n",
     "territories[1].value", "borders the dwarves capital and must be worth 2"),
    ("map.yaml", "    dungeon: lost-keep\n", "    dungeon: lost-kep\n",
     "territories[19].dungeon", "did you mean 'lost-keep'?"),
    ("map.yaml", "  - {a: amberfield, b: fordham, crossing: open}\n",
     "  - {a: amberfield, b: fordham, crossing: ford}\n",
     "borders[0].crossing", "must be one of 'open', 'stream', 'bridge'"),
    ("economy.yaml", "\"rulebook: 5. Cities (cost 12", "\"rules: 5. Cities (cost 12",
     "cities.source", "must start 'rulebook: '"),
    ("rules.yaml", "retreat_at: 2", "retreat_at: two",
     "combat.retreat_at", "must be a whole number"),
    ("dungeons.yaml", "monster: ghost}", "monster: gost}",
     "dungeons[0].table[0].monster", "did you mean 'ghost'?"),
    ("quickplay.yaml", "undead/shade: 1", "undead/shadow: 1",
     "unit_limits.undead/shadow", "did you mean 'shade'?"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "old", "new", "key", "words"), BROKEN)
def test_a_broken_file_names_the_file_the_key_and_the_problem(
    data_copy: Path, name: str, old: str, new: str, key: str, words: str
) -> None:
    edit(data_copy / name, old, new)
    error = first_error(data_copy)
    assert error.file == str(data_copy / name)
    assert error.key_path == key
    assert words in error.problem
    assert str(error).startswith(f"{data_copy / name}: {key}: ")


def test_a_capital_with_a_fourth_neighbour_is_refused(data_copy: Path) -> None:
    edit(
        data_copy / "map.yaml",
        "  - {a: amberfield, b: fordham, crossing: open}\n",
        "  - {a: amberfield, b: fordham, crossing: open}\n"
        "  - {a: hammerdeep, b: greyspire, crossing: open}\n",
    )
    error = first_error(data_copy)
    assert error.key_path == "territories[0]"
    assert "exactly 3 neighbours (it has 4" in error.problem


def test_enemy_capitals_too_close_are_refused(data_copy: Path) -> None:
    # A road from the Dwarves' southern neighbour straight to the Goblins' northern one.
    edit(
        data_copy / "map.yaml",
        "  - {a: amberfield, b: fordham, crossing: open}\n",
        "  - {a: amberfield, b: fordham, crossing: open}\n"
        "  - {a: mudgate, b: stonegate, crossing: open}\n",
    )
    error = first_error(data_copy)
    assert error.key_path == "territories[0].capital"
    assert "is 3 moves from the goblins capital (enemy capitals must be at least 4" in str(error)


def test_an_army_sheet_on_the_wrong_team_is_refused(data_copy: Path) -> None:
    edit(data_copy / "armies/undead.yaml", "side: evil", "side: good")
    error = first_error(data_copy)
    assert (error.file, error.key_path) == (str(data_copy / "armies/undead.yaml"), "side")


def test_check_data_reports_a_broken_warparty_file(
    data_copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert "warparty" not in datacheck.check_titles()
    edit(data_copy / "armies/humans.yaml", "name: Knight", "nam: Knight")
    monkeypatch.setattr(content, "DATA_DIR", data_copy)
    errors = datacheck.check_titles()  # the title's own check covers its YAML now
    messages = [str(errors["warparty"])]
    assert f"{data_copy / 'armies/humans.yaml'}: units[2].nam: unknown key" in messages[0]
