"""The registry: planned titles, built titles found by discovery, unlisted test titles."""

from __future__ import annotations

import dataclasses
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from titles import dice_race as dicerace

import forgegames.games
from forgegames.core import registry

PLANNED = ["kings-forge", "forge-war", "warparty"]


@pytest.fixture()
def private_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Changes to the registry in a test stay in that test."""
    registry.discover()
    monkeypatch.setattr(registry, "_titles", dict(registry._titles))


def test_catalogue_lists_the_planned_titles_in_order() -> None:
    infos = registry.catalogue()
    assert [i.id for i in infos] == PLANNED
    names = {i.id: i.name for i in infos}
    assert names == {
        "kings-forge": "King's Forge",
        "forge-war": "Forge War",
        "warparty": "Warparty",
    }
    for info in infos:
        # Every rulebook says two to four players.
        assert (info.min_players, info.max_players) == (2, 4), info.id
        assert info.variants, info.id
        assert info.default_variant == info.variants[0].id
        assert info.listed
        assert info.blurb


def test_available_titles_are_exactly_the_registered_ones() -> None:
    for info in registry.catalogue():
        if info.available:
            assert registry.get(info.id).info == info
        else:
            with pytest.raises(KeyError):
                registry.get(info.id)


def test_no_built_title_is_still_listed_as_coming() -> None:
    """A coming entry is a second, stale copy of a built title's info."""
    registry.discover()
    assert not [i.id for i in forgegames.games.CATALOGUE if i.id in registry._titles]
    assert all(not i.available for i in forgegames.games.CATALOGUE)
    assert sorted(forgegames.games.ORDER) == sorted(i.id for i in registry.catalogue())


def test_unlisted_test_title_is_hidden_unless_asked(dice_race: Any) -> None:
    assert "dice-race" not in [i.id for i in registry.catalogue()]
    everything = registry.catalogue(include_unlisted=True)
    assert [i.id for i in everything] == PLANNED + ["dice-race"]
    assert everything[-1].max_players == 2
    assert registry.get("dice-race") is dice_race


def test_unregistered_title_is_gone(private_registry: None) -> None:
    registry.register(dicerace.TITLE)
    registry.unregister("dice-race")
    registry.unregister("dice-race")  # twice is harmless
    with pytest.raises(KeyError):
        registry.get("dice-race")
    assert "dice-race" not in [i.id for i in registry.catalogue(include_unlisted=True)]


def test_unknown_id_raises_a_helpful_key_error() -> None:
    with pytest.raises(KeyError) as info:
        registry.get("chess")
    message = info.value.args[0]
    assert message.startswith("no playable game called 'chess' (playable: ")
    playable = [i.id for i in registry.catalogue() if i.available]
    assert message.endswith((", ".join(sorted(playable)) or "none") + ")")


def test_a_built_title_replaces_its_coming_entry(private_registry: None) -> None:
    built = dicerace.DiceRace()
    built.info = dataclasses.replace(built.info, id="warparty", name="Warparty", listed=True)
    registry.register(built)
    infos = registry.catalogue()
    assert [i.id for i in infos] == PLANNED
    warparty = infos[2]
    assert warparty.available and warparty is built.info
    assert registry.get("warparty") is built


def test_discovery_finds_a_package_with_a_title(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, private_registry: None
) -> None:
    games = tmp_path / "games"
    (games / "zz_plugged").mkdir(parents=True)
    (games / "zz_plugged" / "__init__.py").write_text(
        textwrap.dedent(
            """\
            import dataclasses
            from titles import dice_race as dicerace

            TITLE = dicerace.DiceRace()
            TITLE.info = dataclasses.replace(TITLE.info, id="zz-plugged", listed=True)
            """
        )
    )
    (games / "zz_no_title").mkdir()
    (games / "zz_no_title" / "__init__.py").write_text("TITLE = 'not a title'\n")
    (games / "zz_broken").mkdir()
    (games / "zz_broken" / "__init__.py").write_text("raise RuntimeError('boom')\n")
    (games / "zz_module.py").write_text("raise RuntimeError('plain modules are not imported')\n")
    monkeypatch.setattr(registry, "load_errors", {})
    monkeypatch.setattr(forgegames.games, "__path__", [*forgegames.games.__path__, str(games)])
    monkeypatch.setattr(registry, "_discovered", False)
    for name in ("zz_plugged", "zz_no_title", "zz_broken"):
        monkeypatch.delitem(sys.modules, f"forgegames.games.{name}", raising=False)
    registry.discover()
    assert registry.get("zz-plugged").info.id == "zz-plugged"
    assert "zz-plugged" in [i.id for i in registry.catalogue()]
    with pytest.raises(KeyError):
        registry.get("zz_no_title")
    # One broken package is recorded (for check-data) without hiding the others.
    assert registry.load_errors == {"forgegames.games.zz_broken": "RuntimeError: boom"}
    for name in ("zz_plugged", "zz_no_title"):
        sys.modules.pop(f"forgegames.games.{name}", None)


def test_a_title_package_of_the_tests_registers_with_one_line(private_registry: None) -> None:
    """The test title is a package shaped as a real title's (docs/new-title.md): the one line
    ``register_package`` imports it and registers the ``TITLE`` it exposes."""
    title = registry.register_package("titles.dice_race")
    assert title is not None and registry.get("dice-race") is title
    assert type(title).__module__ == "titles.dice_race.rules"


def test_a_package_without_a_title_registers_nothing(private_registry: None) -> None:
    before = registry.catalogue(include_unlisted=True)
    assert registry.register_package("titles") is None
    assert registry.catalogue(include_unlisted=True) == before
