"""Warparty's Spanish (issue 39, the native reviewer's findings): a sentence that slots in a
feminine or plural name (la Horda de zombis, las Ruinas Encantadas, la Poción de curación, las
Botas de zancada) still agrees with it, and no Spanish Warparty text uses a word the glossary
(docs/glossary-warparty.md) forbids: a battle round is an "asalto", never a "ronda"; the cards
heroes find are "botín", never "tesoro" (the treasury)."""

from __future__ import annotations

import dataclasses
import re

import yaml
from wpscenario import board, play, refusal, step, texts

from forgegames.core import translations
from forgegames.core.i18n import speaking, tr
from forgegames.games.warparty import TITLE, card_facts, dungeons, nouns
from forgegames.games.warparty.dungeon_state import Lair, Loot
from forgegames.games.warparty.state import evolve

M1 = dungeons.MONSTER_IDS
ROOT = translations.PACKAGE_DIR.parent


def at_ruins(*cards: str):
    """A Humans Champion (uid 1) holding ``cards`` and a Battle Mage (2) in the Haunted Ruins
    (las Ruinas Encantadas), in the combat phase."""
    units = [
        ("humans", "warrior-hero", "haunted-ruins", "", "", 0, (), cards),
        ("humans", "wizard", "haunted-ruins"),
    ]
    return step(board(*units), "end-move")


def test_a_slain_feminine_monster_agrees():
    with speaking("es"):
        state = step(at_ruins(), "explore haunted-ruins", "roll 2")  # la Horda de zombis
        horde = state.battle.fighter(M1)
        hurt = dataclasses.replace(horde, damage=horde.profile.hits - 1)
        state = evolve(state, battle=dungeons.combat.with_fighter(state.battle, hurt))
        state, events = play(state, f"target 1 {M1}", "roll 1", "roll 6", f"target {M1} 1")
        state, more = play(state, "roll 6")
        log = texts(events + more)
    assert "Acaban con la Horda de zombis." in log
    assert "abatido." not in log  # the old "cae abatido", masculine whatever the monster


def test_a_completed_feminine_plural_dungeon_agrees():
    state = evolve(at_ruins(), lairs=(Lair("haunted-ruins", done=True),))
    with speaking("es"):
        words = refusal(state, "explore haunted-ruins")
    assert words == "las Ruinas Encantadas: mazmorra ya explorada y completada"


def test_feminine_and_plural_treasure_cards_agree_in_every_refusal():
    with speaking("es"):
        outside = at_ruins("healing-potion", "chain-mail", "boots-of-striding")
        potion = refusal(outside, "use-treasure 1 healing-potion")
        mail = refusal(outside, "use-treasure 1 chain-mail")
        boots = refusal(outside, "use-treasure 1 boots-of-striding")
        units = [
            ("humans", "warrior-hero", "crownvale", "", "", 0, (), ("healing-potion",)),
            ("goblins", "warrior", "greenhollow"),
        ]
        owner = {"greenhollow": "goblins", "crownvale": "humans"}
        fight = step(board(*units, owner=owner), "move 1 greenhollow", "end-move")
        unhurt = refusal(step(fight, "fight greenhollow"), "use-treasure 1 healing-potion")
    assert (
        potion == "la Poción de curación: solo se usa en una batalla, en el asalto de su portador"
    )
    assert mail == "la Cota de malla: se lleva siempre encima y nunca se gasta"
    assert boots == "las Botas de zancada: se lleva siempre encima y nunca se gasta"
    assert unhurt == "solo un héroe herido puede beber la Poción de curación"


def test_a_card_sold_because_nobody_can_use_it_agrees():
    state = evolve(
        at_ruins(),
        lairs=(Lair("haunted-ruins", done=True),),
        loot=(Loot("haunted-ruins", "humans", 1, (1,), "gilded-idol"),),
    )
    with speaking("es"):
        state, events = play(state, "end-combat")
    assert "usar el Ídolo dorado: los Humanos venden esa carta por" in texts(events)


def test_a_card_kept_in_the_capital_agrees():
    state = evolve(
        at_ruins(),
        lairs=(Lair("haunted-ruins", done=True),),
        loot=(Loot("haunted-ruins", "humans", 1, (1,), "wand-of-sparks"),),
    )
    with speaking("es"):
        state, events = play(state, "end-combat")
    words = texts(events)
    assert "usar la Varita de chispas: se guarda en la capital de los Humanos." in words, words


def test_the_templates_that_slot_a_name_agree_with_any_name():
    """The catalogue's sentences rendered with a masculine, a feminine and a plural name read
    the same around the name: no participle or pronoun chose a gender for it."""
    sentences = {
        "{monster} is slain.": ("monster", "Acaban con {}."),
        "{dungeon} has been explored and completed": (
            "dungeon",
            "{}: mazmorra ya explorada y completada",
        ),
        "{card} is drunk by a wounded hero": ("card", "solo un héroe herido puede beber {}"),
        "{card} is worn or carried, never used up": (
            "card",
            "{}: se lleva siempre encima y nunca se gasta",
        ),
        "{card} is used by a standing hero in its own side's combat round": (
            "card",
            "solo un héroe en pie usa {}, en el asalto de su propio bando",
        ),
        "{monster} joins the {army} as an ally.": (
            "monster",
            "{} se une a los Enanos y lucha a su lado.",
        ),
    }
    names = ("el Anillo de guarda", "la Poción de curación", "las Botas de zancada")
    with speaking("es"):
        for english, (slot, spanish) in sentences.items():
            for name in names:
                assert tr(english, **{slot: name, "army": "Enanos"}) == spanish.format(name)
        reach = tr(
            "{spell} ({hero}): {then} places in reach, {now} without it",
            spell="Flecha de fuego",
            hero="el Mago de batalla",
            then=5,
            now=2,
        )
    assert reach == "Flecha de fuego (el Mago de batalla): 5 lugares a su alcance, 2 sin el hechizo"


def warparty_texts() -> list[tuple[str, str, str]]:
    """(key, English, Spanish) for every Warparty interface string the code uses and every
    Warparty data text (names, rules pages, scenarios)."""
    catalogue = yaml.safe_load((ROOT / "data/locale/es.yaml").read_text(encoding="utf-8"))
    places = translations.interface_strings()
    used = [k for k, where in places.items() if any("warparty" in p for p in where)]
    rows = [(k, k, catalogue[k]) for k in used if k in catalogue]
    data = yaml.safe_load((ROOT / "data/locale/es/warparty.yaml").read_text(encoding="utf-8"))
    english = translations.data_keys()
    rows += [(k, english.get(k, ""), v) for k, v in data.items() if isinstance(v, str)]
    return rows


def test_no_warparty_text_uses_a_word_the_glossary_forbids():
    rows = warparty_texts()
    assert len(rows) > 1000  # both files read
    wrong = []
    for key, english, spanish in rows:
        if re.search(r"\brondas?\b", spanish, re.IGNORECASE):
            wrong.append(("ronda (a battle round is an asalto)", key))
        if "treasure" in english.lower() and re.search(r"\btesoros?\b", spanish, re.I):
            wrong.append(("tesoro (treasure cards are botín)", key))
        if re.search(r"\btiers?\b", english, re.I) and re.search(r"\bnivel(es)?\b", spanish, re.I):
            wrong.append(("nivel (a tier is a categoría; nivel is a hero's)", key))
        for word in ("por defecto", "tablas", "exprimid", "colección", "vado del río"):
            if word in spanish.lower():
                wrong.append((word, key))
    assert not wrong, wrong


def test_a_tier_is_a_categoria_and_a_hero_keeps_its_nivel():
    """The reviewer read "Nivel 2" on a monster card beside a hero's "nivel 2"."""
    world = TITLE.world
    with speaking("es"):
        ghost = card_facts.monster(world.content.decks.monsters["ghost"])
        hero = tr("{hero} reaches level {n}.", hero="el Campeón", n=2)
    assert ghost.startswith("Categoría 1 · ") and "botín de categoría 1" in ghost, ghost
    assert hero == "el Campeón alcanza el nivel 2."
    tiers = [spanish for _key, english, spanish in warparty_texts() if "tier" in english.lower()]
    assert len(tiers) >= 25 and all("categoría" in s.lower() for s in tiers), tiers


def test_the_goblins_priest_is_a_curandero_beside_the_chaman():
    with speaking("es"):
        names = [nouns.unit("goblins", kind, kind).label for kind in ("priest", "wizard")]
    assert names == ["Curandero", "Chamán"]


def test_one_wording_for_claiming_land_and_for_two_cities():
    """The reviewer read "Ocupa tierras" in one line and "Conquista tierras" in the next for
    the same advice, and "Funda dos ciudades" beside "Funda 2 ciudades"."""
    rows = warparty_texts()
    claims = [spanish for _key, english, spanish in rows if "Claim land" in english]
    assert len(claims) >= 5
    assert all(s.startswith("Ocupa tierras") or " Ocupa tierras " in s for s in claims), claims
    cities = [spanish for _key, english, spanish in rows if "two cities" in english]
    assert len(cities) >= 3
    assert all("dos ciudades" in s for s in cities), cities
    assert not any("Conquista tierras" in s or "2 ciudades" in s for _k, _e, s in rows)
