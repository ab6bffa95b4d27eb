"""The core naming service: every title's ids become words in either language one way."""

from __future__ import annotations

from forgegames.core.i18n import speaking
from forgegames.core.names import Names
from forgegames.games.forge_war import TITLE as FORGE_WAR
from forgegames.games.forge_war.resources import resource_name
from forgegames.games.kings_forge import TITLE as KINGS_FORGE
from forgegames.games.warparty import nouns


def test_a_name_is_the_data_s_in_english_and_the_catalogue_s_in_spanish() -> None:
    names = KINGS_FORGE.world.names
    assert names.key("craft", "anvil") == "kings_forge/craft/anvil/name"
    assert names.name("craft", "anvil") == "Anvil" and names.name("craft", "anvil").the
    assert names.translation("craft", "anvil") is None
    with speaking("es"):
        assert names.name("craft", "anvil") == "Yunque"
        assert names.translation("craft", "anvil") == "el Yunque"
        assert names.text("docks", "wood-1") != names.english("docks", "wood-1", "text")


def test_an_id_without_a_translation_keeps_its_english_in_every_language() -> None:
    names = Names("kings_forge", {"craft": {}})
    with speaking("es"):
        assert names.name("craft", "no-such-card", "Plain Name") == "Plain Name"
        assert names.translation("craft", "no-such-card") is None


def test_every_title_names_through_the_one_service() -> None:
    quest = "rats-in-the-cellar-1"
    assert FORGE_WAR.world.names.key("quests", quest) == f"forge_war/quests/{quest}/name"
    with speaking("es"):
        assert FORGE_WAR.world.content.all_quests[quest].name == "Ratas en la bodega"
        assert FORGE_WAR.world.names.name("quests", quest) == "Ratas en la bodega"
        assert resource_name("copper") == "Cobre"
        soldier = nouns.unit("humans", "soldier", "Soldier")
        assert (soldier.the, soldier.many) == ("el Soldado", "Soldados")
        assert nouns.place("deepwood", "Deepwood").the == "la Espesura"
    assert FORGE_WAR.world.content.all_quests[quest].name != "Ratas en la bodega"
    assert nouns.unit("humans", "soldier", "Soldier").the == "the Soldier"
    assert nouns.NAMES.key("armies/humans", "soldier") == "warparty/armies/humans/soldier/name"
