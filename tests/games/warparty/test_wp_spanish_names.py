"""Warparty's sentences in Spanish name things in Spanish, with the article, gender and number
each name takes ('compran una Sombra', 'al Valle del Yunque', '2 Guerreros enanos'), and the
same positions still read as before in English."""

from __future__ import annotations

import pytest
from wpscenario import TITLE, W, board, play, step, texts

from forgegames.core.i18n import catalogue, decimal, speaking, tr
from forgegames.games.warparty import cities, combat, nouns
from forgegames.games.warparty.actions import Buy, Move, Upgrade
from forgegames.games.warparty.battle_events import battle_event


def buying(army: str) -> object:
    """``army``'s team in its collection phase, with crowns to spend."""
    side = "good" if army in ("humans", "dwarves") else "evil"
    state = board(side=side, treasury={army: 40})
    return step(state, "end-move", "end-combat")


@pytest.mark.parametrize(
    ("lang", "move", "said"),
    [
        (
            "es",
            "buy humans soldier kingsreach",
            "Los Humanos compran un Soldado por 5 coronas en Realengo.",
        ),
        (
            "es",
            "buy undead skeleton bone-lands",
            "Los No Muertos compran un Esqueleto por 5 coronas en las Tierras de Hueso.",
        ),
        (
            "en",
            "buy undead skeleton bone-lands",
            "The Undead buy a Skeleton for 5 crowns in Bone Lands.",
        ),
        ("es", "upgrade humans stables", "Los Humanos construyen los Establos"),
        ("en", "upgrade humans stables", "The Humans build the Stables"),
    ],
)
def test_a_purchase_names_the_unit_and_the_place_in_the_language(lang, move, said):
    army = move.split()[1]
    with speaking(lang):
        _, events = play(buying(army), move)
    assert texts(events).startswith(said)


def test_a_feminine_unit_takes_una_and_a_move_joins_a_el_into_al():
    state = board(("undead", "shade", "cryptmoor"), side="evil")
    with speaking("es"):
        to_bones = TITLE.describe_action(state, Move((1,), "bone-lands"))
    assert to_bones == "Mover una Sombra a las Tierras de Hueso"
    dwarves = board(*[("dwarves", "warrior", "hammerdeep")] * 2)
    with speaking("es"):
        one = TITLE.describe_action(dwarves, Move((1,), "anvil-vale"))
        two = TITLE.describe_action(dwarves, Move((1, 2), "anvil-vale"))
    assert one == "Mover un Guerrero enano al Valle del Yunque"
    assert two == "Mover 2 Guerreros enanos al Valle del Yunque"
    with speaking("en"):
        assert TITLE.describe_action(dwarves, Move((1,), "anvil-vale")) == (
            "Move a Dwarven Warrior to Anvil Vale"
        )


def test_buy_and_build_buttons_carry_the_article_of_the_spanish_name():
    state = buying("humans")
    with speaking("es"):
        buy = TITLE.describe_action(state, Buy("humans", "catapult", "kingsreach"))
        build = TITLE.describe_action(state, Upgrade("humans", "royal-keep"))
    assert buy.startswith("Comprar una Catapulta en Realengo (")
    assert build.startswith("Construir el Torreón real para los Humanos (")  # two armies: named


def test_a_building_s_spanish_name_capitalises_only_its_first_word():
    """Spanish review 6: 'el Torreón real', 'la Guarida de lobos', as the units' 'el Guerrero
    enano' (English capitals on every word read as a foreign title)."""
    armies = {
        key: text
        for key, text in catalogue("es").items()
        if key.startswith("warparty/armies/") and key.endswith("/name") and "|" not in text
    }
    assert armies["warparty/armies/humans/royal-keep/name"] == "el Torreón real"
    proper = {"Lord Ancon"}
    capitals = {
        key: text
        for key, text in armies.items()
        if text not in proper and any(w[:1].isupper() for w in text.split()[2:])
    }
    assert capitals == {}


def fighter(uid: int, army: str, unit: str, nth: int = 0) -> combat.Fighter:
    """A unit of a battle; ``nth``, its number among its like (0: the only one)."""
    return combat.Fighter(uid, combat.profile_from_unit(W.armies.unit(army, unit), army), nth=nth)


def test_battle_lines_begin_with_a_capital_and_put_the_article_before_each_unit():
    soldier, shade = fighter(31, "humans", "soldier"), fighter(42, "undead", "shade", nth=2)
    with speaking("es"):
        attack = battle_event("attack", {"who": shade, "whom": soldier})
        turned = battle_event("turned", {"whom": shade})
        assert attack.text == "La Sombra 2 ataca al Soldado."
        assert turned.text.startswith("La Sombra 2 cae y queda boca abajo")
        assert shade.label == "Sombra 2"
    with speaking("en"):
        attack = battle_event("attack", {"who": shade, "whom": soldier})
        assert attack.text == "Shade 2 attacks Soldier."  # never the unit's id (playtest 9)
        assert shade.label == "Shade 2"


def test_a_refusal_about_a_plural_place_agrees_with_it():
    state = board(("humans", "soldier", "sentinel-hills"), owner={"sentinel-hills": "dwarves"})
    with speaking("es"):
        why = cities.why_not_found(state, W.geo, "humans", "sentinel-hills")
    assert why == "los Humanos no controlan las Colinas del Centinela"


def test_every_spanish_name_gives_a_label_an_article_and_for_units_a_plural():
    entries = catalogue("es")
    with speaking("es"):
        for army, sheet in W.armies.sheets.items():
            for unit in sheet.units.values():
                entry = entries[f"warparty/armies/{army}/{unit.id}/name"]
                noun = nouns.of(army, unit)
                if unit.id == "lord-ancon":  # a person's name takes no article
                    assert noun.a == noun.the == noun.label == "Lord Ancon"
                    continue
                assert "|" in entry, entry
                assert noun.a.split()[0] in ("un", "una"), entry
                assert noun.the.split()[0] in ("el", "la"), entry
                assert noun.many and noun.many != noun.label, entry
            for card in [*sheet.upgrades.values(), *sheet.research.values()]:
                assert nouns.of(army, card).the.split()[0] in ("el", "la", "los", "las")
        for place in W.geo.territories:
            noun = nouns.place(place.id, place.name)
            assert noun.label and not noun.label.startswith(("el ", "la ", "los ", "las "))
            assert noun.the.endswith(noun.label)


def test_spanish_joins_a_el_and_de_el_and_writes_a_decimal_comma():
    with speaking("es"):
        assert tr("Retreat to {place}", place="el Valle") == "Retirarse al Valle"
        assert tr("{a} attacks {t}", a="Ana", t="Elena") == "Ana ataca a Elena"
        assert decimal(1.25, 1) == "1,2"
    with speaking("en"):
        assert decimal(1.25, 1) == "1.2"
