"""Forge War in Spanish: every data text has an entry, names follow the language, and the
sentences the engine assembles agree in Spanish (amounts, lists, articles, weapon types, ids
said in words)."""

from __future__ import annotations

import re

import pytest

from forgegames.core import i18n, registry, translations
from forgegames.core.i18n import set_language, speaking
from forgegames.core.seats import default_seats
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.core.title import GameConfig
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.content import load_content
from forgegames.games.forge_war.economy import amounts_text
from forgegames.games.forge_war.hint_words import mine_words
from forgegames.games.forge_war.mine import MineChange, WorkerChange
from forgegames.games.forge_war.quests import missing_words
from forgegames.games.forge_war.resources import amount_text, resource_name
from forgegames.games.forge_war.words import without_resource

ENGLISH_WORDS = re.compile(
    r"\b(copper|iron|mithril|emeralds?|ruby|rubies|diamonds?|quests?|overseers?|workers?|"
    r"swords?|daggers?|spears?|maces?|axes?|slashing|piercing|crushing|greedy|random|gold|"
    r"prestige|Automaton|leg|steps?|round|stage|the|and|of)\b",
    re.IGNORECASE,
)
"""Words of Forge War's English vocabulary (and English's commonest little words)."""


@pytest.fixture(autouse=True)
def spanish():
    set_language("es")
    yield
    set_language("en")


def bot_game(variant: str, players: int, seed: int, options=()) -> Session:
    """A whole game played by the computer players, in the current language."""
    registry.discover()
    title = registry.get("forge-war")
    seats = default_seats(players, {i: "greedy" for i in range(players)})
    session = Session(title, GameConfig("forge-war", seats, variant, options), seed)
    while not session.over:
        if session.is_bot_turn():
            session.apply(session.bot_action())
        else:
            session.resolve_chance()
    return session


def test_every_forge_war_data_text_has_a_spanish_entry():
    spanish = i18n.catalogue("es")
    keys = [k for k in translations.data_keys() if k.startswith("forge_war/")]
    assert len(keys) > 500
    assert [k for k in keys if k not in spanish] == []
    assert translations.report("es").full_data == []


def test_names_follow_the_language_and_the_rules_read_the_same_ids():
    assert TITLE.world.content.all_weapons["copper-sword"].name == "Espada de cobre"
    assert TITLE.world.content.all_quests["rats-in-the-cellar-1"].name == "Ratas en la bodega"
    assert TITLE.world.content.champions["expeditious"].name == "Expeditivo"
    assert resource_name("ruby") == "Rubí"
    english = load_content()
    assert english.all_weapons["copper-sword"].name == "Copper Sword"
    assert set(TITLE.world.content.all_weapons) == set(english.all_weapons)
    set_language("en")
    assert TITLE.world.content.all_weapons["copper-sword"].name == "Copper Sword"
    assert resource_name("ruby") == "Ruby"


def test_amounts_agree_in_number_and_lists_end_with_y():
    assert amount_text("emerald", 1) == "1 esmeralda"
    assert amount_text("emerald", 2) == "2 esmeraldas"
    assert amount_text("ruby", 3) == "3 rubíes"
    assert amount_text("copper", 1) == "1 de cobre"
    assert amount_text("iron", 4) == "4 de hierro"
    assert amounts_text({"copper": 2, "diamond": 1}) == "2 de cobre y 1 diamante"
    assert amounts_text({"copper": 1, "iron": 1, "ruby": 2}) == "1 de cobre, 1 de hierro y 2 rubíes"
    set_language("en")
    assert amounts_text({"copper": 2, "emerald": 1}) == "2 copper and 1 emerald"


def test_missing_weapon_types_are_said_in_words_with_agreement():
    assert missing_words(()) == ""
    assert missing_words(("slashing",)) == ", falta el tipo cortante"
    assert missing_words(("crushing", "piercing")) == ", faltan los tipos contundente y perforante"
    set_language("en")
    assert missing_words(("slashing",)) == ", missing the slashing type"


def test_a_chip_drops_the_resource_named_in_either_language():
    assert without_resource("Lanza de cobre", "copper") == "Lanza"
    assert without_resource("Lanza de cobre", "iron") is None
    set_language("en")
    assert without_resource("Copper Spear", "copper") == "Spear"


def test_high_score_tables_and_decimals_are_said_in_spanish():
    registry.discover()
    title = registry.get("forge-war")
    words = title.high_score_words("solo-epic/medium/bonus-tiles")
    assert words == "Épica en solitario, media, losetas de bonificación"
    assert i18n.decimal(2.25, 1) in ("2,2", "2,3")
    set_language("en")
    assert i18n.decimal(2.5) == "2.5"
    assert title.high_score_words("solo/very-easy") == "Solo game, very easy"


def test_a_spanish_game_logs_spanish_sentences():
    session = bot_game("simple", 3, 17)
    lines = [e.text for e in session.events()]
    english = [line for line in lines if ENGLISH_WORDS.search(line.replace("Bot ", ""))]
    assert english == []
    text = "\n".join(lines)
    assert re.search(r"coloca un capataz en un hexágono de (cobre|hierro|esmeralda)\.\n", text)
    assert re.search(r"forja el arma \w[^\n]* para el aventurero \d y lo envía a la misión ", text)
    failed = r"falla la misión [^\n]*, falta el tipo (cortante|perforante|contundente)\)"
    assert re.search(failed, text)
    assert re.search(r"recibe 1 de cobre y 1 de hierro\.\n", text)
    assert " de copper" not in text and "hexágono de Cobre" not in text
    # Spanish review 6: every line ends as a sentence, as the other titles' logs do
    assert [line for line in lines if not line.endswith((".", "!", "?"))] == []


def test_a_spanish_solo_game_names_the_automated_colours_in_spanish():
    session = bot_game("solo", 1, 3, (("difficulty", "medium"),))
    assert session.state.names[1:] == ("Autómata A", "Autómata B")
    lines = [e.text for e in session.events()]
    assert any(line.startswith("El Autómata A coloca un capataz") for line in lines)
    # Spanish review 15: the automated colours take their article in sentences ("se une a
    # Autómata B", "El trabajador de Autómata A" read as a foreigner's Spanish)
    text = "\n".join(lines)
    # (Spanish review 35: the one who takes the worker leads the sentence)
    assert re.search(r"se queda con el trabajador del Autómata [AB]", text)
    assert not re.search(r"\b(a|de|A) Autómata|^Autómata", text, re.MULTILINE)
    english = [line for line in lines if ENGLISH_WORDS.search(line.replace("Bot ", ""))]
    assert english == []
    notes = registry.get("forge-war").result_notes(session.state)
    assert notes and all("medium" not in n and "(dificultad media)" in n for n in notes)


def test_a_hint_counts_the_workers_won_in_a_sentence_for_one_and_for_many() -> None:
    """The sentence agrees with one worker and with many, and names each one's hex's
    resource (playtest 22: two moves that gave the same cubes read the same)."""
    session = Session(TITLE, bot_config(TITLE, 2, "simple", ["greedy"], ()), 0)
    session.resolve_chance()  # the mine is laid out
    state = session.state
    kinds = state.mine.board.resources.items()
    copper, iron = (next(h for h, r in kinds if r == k) for k in ("copper", "iron"))

    def won(*hexes) -> MineChange:
        jumped = tuple(WorkerChange(h, 1, 0, "convert") for h in hexes)
        return MineChange(state.mine, {}, {}, jumped, (), ())

    with speaking("en"):
        one = "wins 1 worker (copper)"
        assert mine_words(state, 0, won(copper)) == one
        two = "wins 2 workers (copper, iron)"
        assert mine_words(state, 0, won(copper, iron)) == two
    with speaking("es"):
        one = "gana 1 trabajador (cobre)"
        assert mine_words(state, 0, won(copper)) == one
        two = "gana 2 trabajadores (cobre, hierro)"
        assert mine_words(state, 0, won(copper, iron)) == two
