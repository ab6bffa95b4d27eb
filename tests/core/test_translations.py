"""The Spanish catalogue against the code: every interface string and King's Forge text has an
entry, no entry is stale, placeholders agree; the collector finds strings however they reach
``tr``; the language switches at run time."""

from __future__ import annotations

import ast
import re
import typing
from pathlib import Path

from forgegames.core import i18n, registry, rules_text, scenario, translations
from forgegames.core.i18n import set_language, tr
from forgegames.core.paths import ROOT
from forgegames.games.kings_forge.content import SIDES
from forgegames.games.warparty.content_map import Terrain
from forgegames.ui import animation, app, theme, value_words
from forgegames.ui.boards.warparty import map_palette


def test_every_interface_string_and_kings_forge_text_has_a_spanish_entry():
    found = translations.report("es")
    assert found.interface == [], "run python tools/missing_translations.py for stubs"
    assert found.full_data == []


def test_spanish_holds_no_entry_that_nothing_uses():
    assert translations.report("es").stale == []


def test_spanish_placeholders_match_the_english_ones():
    entries = i18n.catalogue("es")
    english = {**translations.data_keys(), **{k: k for k in translations.interface_strings()}}
    differ = [
        key
        for key, text in entries.items()
        if translations.placeholders(text) != translations.placeholders(english[key])
    ]
    assert differ == []
    assert translations.report("es").placeholders == []


def test_the_collector_finds_literals_constants_locals_and_markers(tmp_path: Path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "words.py").write_text(
        "from forgegames.core.i18n import N_, count, ntr, tr\n"
        "TABLE = {'a': 'From a table'}\n"
        "OTHER = {}\n"
        "LATER = N_('Marked for later')\n"
        "def f(kind, n, thing):\n"
        "    label = 'Set locally'\n"
        "    return tr('Plain {x}', x=1) + tr(TABLE[kind]) + tr(label) + count(n, 'cat', 'cats')"
        " + tr(thing.name) + tr(OTHER.get(kind, 'By default'))"
        " + ntr(n, '{n} cat sits', '{n} cats sit', x=2)\n",
        encoding="utf-8",
    )
    found = translations.scan(package)
    assert set(found.strings) == {
        "From a table",
        "Marked for later",
        "Set locally",
        "Plain {x}",
        "cat",
        "cats",
        "By default",
        "{n} cat sits",
        "{n} cats sit",
    }
    assert found.strings["Plain {x}"] == ["pkg/words.py:7"]
    assert found.unknown == ["pkg/words.py:7: tr(thing.name)"]


def test_every_sentence_about_a_count_has_two_different_english_forms():
    """``ntr``'s forms are keys of their own: two equal forms could not be told apart by a
    language that words them differently."""
    sources = [path.read_text(encoding="utf-8") for path in (ROOT / "forgegames").rglob("*.py")]
    calls = [
        node
        for text in sources
        if "ntr" in text  # a module that never names ntr holds no call of it
        for node in ast.walk(ast.parse(text))
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "ntr"
    ]
    assert calls
    forms = [tuple(ast.literal_eval(arg) for arg in call.args[1:3]) for call in calls]
    assert [f for f in forms if f[0] == f[1]] == []


def test_data_keys_name_game_file_record_and_field():
    keys = translations.data_keys()
    assert keys["kings_forge/craft/anvil/name"] == "Anvil"
    assert keys["kings_forge/docks/wood-1/text"] == "Pay one die for a wood die."
    assert keys["kings_forge/gather/alchemist/top"].startswith("Place a gem")


def test_scenario_words_are_keyed_as_the_scenario_reader_looks_them_up(tmp_path: Path):
    scenarios = tmp_path / "kings_forge" / "scenarios"
    scenarios.mkdir(parents=True)
    (scenarios / "case.yaml").write_text(
        "name: A case\nsource: A rulebook\nintro: It starts.\n"
        "steps:\n  - do: pass\n  - do: pass\n    say: Then.\n",
        encoding="utf-8",
    )
    assert translations.data_keys(tmp_path) == {
        "kings_forge/scenarios/case/name": "A case",
        "kings_forge/scenarios/case/source": "A rulebook",
        "kings_forge/scenarios/case/intro": "It starts.",
        "kings_forge/scenarios/case/step-2": "Then.",  # a step with no words has no key
    }


def test_a_kings_forge_scenario_opens_in_spanish():
    path = ROOT / "data" / "kings_forge" / "scenarios" / "flip-one-to-six.yaml"
    english = scenario.load(path)
    set_language("es")
    spanish = scenario.load(path)
    entries = i18n.catalogue("es")
    assert spanish.name == entries["kings_forge/scenarios/flip-one-to-six/name"] != english.name
    assert spanish.intro == entries["kings_forge/scenarios/flip-one-to-six/intro"]
    assert spanish.source == entries["kings_forge/scenarios/flip-one-to-six/source"]
    assert spanish.source != english.source
    key = "kings_forge/scenarios/flip-one-to-six/step"
    for i, (step, mine) in enumerate(zip(spanish.steps, english.steps, strict=True), start=1):
        if mine.stages:  # a move shown in parts: each part's words
            assert step.stages == tuple(entries[f"{key}-{i}-{k}"] for k in (1, 2)), i
            assert step.stages != mine.stages and step.say == ""
        else:
            assert step.say == entries[f"{key}-{i}"] != mine.say


def test_words_translated_from_values_are_all_marked():
    """The values shown through tr(value) (speeds, colours, symbols, armies, terrains, option
    values, card sides) are each marked with N_, so the collector lists them."""
    marked = set(translations.interface_strings())
    options = {
        value.replace("-", " ").capitalize()
        for info in registry.catalogue(include_unlisted=True)
        for option in info.options
        for value in option.values
    }
    families = [
        set(app.BOT_SPEEDS) | set(animation.ANIMATION_SPEEDS),
        {c.name for c in theme.PALETTE} | {c.symbol for c in theme.PALETTE},
        {army.capitalize() for army in map_palette.ARMY_RGB},
        set(typing.get_args(Terrain)),
        options,
        set(SIDES),
    ]
    for family in families:
        assert family <= marked, family - marked
    assert set(value_words.SPEEDS) <= marked


def test_the_language_switches_at_run_time():
    assert tr("Undo") == "Undo"
    set_language("es")
    assert tr("Undo") == "Deshacer"
    assert tr("Round {n}", n=3) == "Ronda 3"
    assert rules_text.sections("kings-forge")[0].heading == "Objetivo"
    set_language("en")
    assert tr("Undo") == "Undo"
    assert rules_text.sections("kings-forge")[0].heading == "Goal of the game"


def test_kings_forge_card_names_follow_the_language():
    from forgegames.games.kings_forge import TITLE
    from forgegames.games.kings_forge.flow import NAMES

    card_name = TITLE.world.card_name
    assert card_name("anvil") == "Anvil" and NAMES["W"] == "wood"
    set_language("es")
    assert card_name("anvil") == "Yunque" and NAMES["W"] == "madera"


def test_a_record_s_counts_agree_with_their_numbers():
    """'Ana: 1 partida, 0 victorias' (Spanish review 6), as the results screen words it."""
    from forgegames.ui.results import Results

    with i18n.speaking("es"):
        assert Results.record_line("Ana", 1, 0) == "Ana: 1 partida, 0 victorias"
        assert Results.record_line("Bo", 3, 1) == "Bo: 3 partidas, 1 victoria"
    assert Results.record_line("Ana", 1, 2) == "Ana: 1 game, 2 wins"


def test_spanish_keeps_one_word_for_each_thing_across_the_titles():
    """The review's mixed words stay out of every Spanish value: King's Forge's dice and
    display as its glossary says, Forge War's supply and pool in King's Forge's meanings
    (reserva: the box's stock; suministro: a player's own), the RAE plural of 'trol'."""
    wrong = {
        "dado de gema": r"\bdados? de gema\b",
        "de magia": r"\bdados? de magia\b|\bde gemas? o de magia\b",
        "carta expuesta": r"\bcartas? expuestas?\b",
        "trols": r"\b[Tt]rols\b",
        "tablas": r"\b[Tt]ablas\b",
        "exprimida": r"\bexprimid[ao]s?\b",
        "a file path": r"docs/\w+\.md",
        "a player's own dice or cubes as reserva": r"\b(?:tu|su) reserva\b",
        # Spanish review 6
        "a KF die's value after 'gema'/'magia' (gemas 3, mágico 4)": r"\b(?:gema|magia) \d",
        "victoria menor (one word: parcial)": r"\bvictorias? menor(?:es)?\b",
        "an English title (Thane)": r"\bThanes?\b",
        "limos for slimes (cienos)": r"\bLimos\b",
        "mesa de enseñanza (Modo profesor)": r"\b[Mm]esa de enseñanza\b",
        "an overworked worker as agotado (sobreexplotado)": r"\btrabajador(?:es)? agotados?\b",
        "a bare 'Mover segundo'": r"^Mover (?:primero|segundo)$",
        "trasgos (goblins, as Warparty's army)": r"\btrasgos?\b",
        "the overseer moving as 'moverte'": r"para moverte allí.*capataz",
        # Spanish review 17
        "victoria ajustada (parcial)": r"\b(?:victoria|derrota)s? ajustadas?\b",
        "'golpea a hasta' (golpea hasta a)": r"\ba hasta (?:dos|tres|cuatro)\b",
    }
    forge_war = {"the box's cubes as suministro": r"\b(?:del|en el|al|con el) suministro\b(?! de)"}
    spanish = i18n.catalogue("es")
    found = [
        (why, key)
        for key, text in spanish.items()
        for why, pattern in (wrong | (forge_war if key.startswith("forge_war/") else {})).items()
        if re.search(pattern, text)
    ]
    assert found == []
    assert "suministro: {pool}" in spanish["Gold {gold}; pool: {pool}; prestige {prestige}"]
    assert "En la reserva" in spanish["The supply has only {what} left for {{0}}"]


def test_no_spanish_warparty_text_names_a_place_in_english():
    """Spanish review 5: the scenarios said 'Kingsreach' where the Spanish map says 'Realengo'.
    No Spanish text (Warparty's scenarios, lessons, rules, the interface) names a territory
    by its English name where the map has a Spanish one."""
    from forgegames.games.warparty.content import load_map

    entries = i18n.catalogue("es")
    spanish = {
        t.name: entries.get(f"warparty/map/{t.id}/name", t.name) for t in load_map().territories
    }
    english = [name for name, words in spanish.items() if words != name]
    assert "Kingsreach" in english and len(english) > 40
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, english)) + r")\b")
    found = {key: pattern.findall(text) for key, text in entries.items() if pattern.search(text)}
    assert found == {}
    assert any(
        key.startswith("warparty/scenarios/") and "Realengo" in t for key, t in entries.items()
    )


def test_a_spanish_prompt_names_the_button_its_english_names():
    """Spanish review 6: Warparty's set-up prompt dropped 'then Set-up done' (and where to put
    the troops). Every Spanish prompt whose English names one of these buttons names it too,
    in the button's own Spanish words."""
    spanish = i18n.catalogue("es")
    buttons = ("Set-up done", "End buying", "End movement", "Undo")
    missing = [
        (button, key)
        for button in buttons
        for key, text in spanish.items()
        if button in key and key != button and spanish[button] not in text
    ]
    assert missing == []
    setup = "Cities placed. Now place troops: buy from the list, or click a counter"
    prompts = {key[-20:]: text for key, text in spanish.items() if key.startswith(setup)}
    one, many = prompts[" {n} crown is kept)."], prompts["n} crowns are kept)."]
    assert "se guardan {n} coronas" in many and "lugar iluminado" in many
    assert "se guarda {n} corona" in one and "lugar iluminado" in one
