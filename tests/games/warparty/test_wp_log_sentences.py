"""Warparty log lines read as sentences in English and Spanish (the Spanish review of issue 39,
second round): a line starts with a capital even when a Spanish template starts with a unit's
article ('El Clérigo recupera...'), a name put mid-sentence keeps its lower-case article
('La trampa ataca al Campeón', never 'a El Campeón'), a dungeon left with monsters names
itself first so no verb has to agree with the monsters, and the dungeon fight's sentences agree
with how many heroes went in."""

from __future__ import annotations

import json
import re
from pathlib import Path

from test_wp_spells import GOBLIN, fighting
from wpscenario import board, play, step, texts

from forgegames.core import scenario
from forgegames.core.golden import GOLDEN_DIR
from forgegames.core.i18n import speaking
from forgegames.core.paths import ROOT
from forgegames.core.session import Session

CHAMPION = ("humans", "warrior-hero", "haunted-ruins")
MAGE = ("humans", "wizard", "haunted-ruins")


def at_ruins(*heroes: tuple[str, str, str]):
    """``heroes`` in the Haunted Ruins (las Ruinas Encantadas), in the combat phase."""
    return step(board(*heroes), "end-move")


def left_the_ghost(lang: str, *heroes: tuple[str, str, str]) -> list[str]:
    """The log of ``heroes`` exploring the ruins, meeting the Ghost (a 1) and leaving."""
    with speaking(lang):
        _state, events = play(at_ruins(*heroes), "explore haunted-ruins", "roll 1", "leave-dungeon")
    return texts(events).splitlines()


def test_a_dungeon_left_with_monsters_in_it_names_itself_first():
    spanish = left_the_ghost("es", CHAMPION, MAGE)
    assert spanish[-1] == "Las Ruinas Encantadas: todavía quedan monstruos (el Fantasma)."
    assert left_the_ghost("en", CHAMPION, MAGE)[-1] == "Haunted Ruins still holds the Ghost."


def test_one_hero_in_a_dungeon_is_one_hero_in_every_sentence():
    alone = left_the_ghost("es", CHAMPION)
    assert "El Campeón explora las Ruinas Encantadas." in alone
    assert any(line.startswith("El héroe lucha contra el Fantasma.") for line in alone), alone
    assert "El héroe sale de la mazmorra a su propio territorio, sin tirada." in alone
    english = left_the_ghost("en", CHAMPION)
    assert any(line.startswith("The hero fights the Ghost.") for line in english), english
    assert "The hero leaves the dungeon, back into its territory, without a roll." in english
    assert not any("heroes" in line for line in english + alone), english + alone


def test_two_heroes_in_a_dungeon_are_plural():
    both = left_the_ghost("es", CHAMPION, MAGE)
    assert any(line.startswith("Los héroes luchan contra el Fantasma.") for line in both), both
    assert "Los héroes salen de la mazmorra a su propio territorio, sin tirada." in both
    english = left_the_ghost("en", CHAMPION, MAGE)
    assert any(line.startswith("The heroes fight the Ghost.") for line in english), english


def test_the_trap_names_its_victim_mid_sentence_in_lower_case():
    for lang, strikes, fails in (
        ("es", "La trampa ataca al Campeón: 4, impacto.", "El Campeón no logra defenderse (5)"),
        ("en", "The trap strikes at the Champion: 4, a hit.", "The Champion fails to defend (5)"),
    ):
        with speaking(lang):
            moves = ("explore haunted-ruins", "roll 6", "find-monster ghost", "roll 4", "roll 5")
            _state, events = play(at_ruins(CHAMPION, MAGE), *moves)
        log = texts(events).splitlines()
        assert strikes in log, log
        assert any(line.startswith(fails) for line in log), log


def test_a_ward_and_a_heal_start_their_lines_with_a_capital():
    state = fighting(GOBLIN, kind="priest", xp=50, spells_of=("heal", "fear", "hardened-armour"))
    defence = state.battle.fighter(1).profile.defence + 2
    with speaking("es"):
        _warded, events = play(state, "cast 1 hardened-armour 1")
    assert f"Hasta el final de la batalla, el Clérigo defiende con {defence}." in texts(events)
    with speaking("en"):
        _warded, events = play(state, "cast 1 hardened-armour 1")
    assert f"Cleric defends on {defence} for the rest of the battle." in texts(events)
    hurt = step(state, "target 1 2", "roll 6", "target 2 1", "roll 1", "roll 6")
    with speaking("es"):
        _healed, events = play(hurt, "cast 1 heal 1")
    assert "El Clérigo recupera un impacto." in texts(events).splitlines()


LOWER_START = re.compile(r"^[a-záéíóúñ]")
CAPITAL_ARTICLE_INSIDE = re.compile(r"[a-záéíóúñ,] (El|La|Los|Las) ")
"""'ataca a El Campeón', 'En El Santuario': a name capitalised for the start of a sentence
and then put inside one."""


def test_a_whole_spanish_game_logs_sentences(tmp_path: Path):
    """A golden game (its trap, battles, heroes and treasure) replayed in Spanish: every line
    starts with a capital (or a figure, '¡'), and no article is capitalised mid-sentence."""
    golden = json.loads((GOLDEN_DIR / "warparty-short-2p.json").read_text(encoding="utf-8"))
    save = tmp_path / "save.json"
    save.write_text(json.dumps(golden["save"]), encoding="utf-8")
    with speaking("es"):
        session = Session.load(save)
        lines = [event.text for entry in session.history for event in entry.events]
    assert len(lines) > 300
    assert any(line.startswith("La trampa ataca al ") for line in lines)
    wrong = [
        line for line in lines if LOWER_START.match(line) or CAPITAL_ARTICLE_INSIDE.search(line)
    ]
    assert wrong == [], wrong[:5]


def test_summoning_points_from_a_spell_start_with_a_capital():
    """The Spanish line starts with the summoning line's name and its article."""
    path = ROOT / "data/warparty/scenarios/cast-33-summon-adds-summoning-points.yaml"
    with speaking("es"):
        played = scenario.run(scenario.load(path))
    lines = [event.text for event in played.events]
    assert "El Dragón de hueso: 2 puntos del hechizo, 2 de 20." in lines, lines


def test_every_warparty_example_logs_spanish_sentences():
    """The rulebook examples (spells, treasure, allies, dungeons, retreats...) played in
    Spanish: the same two checks on every line they log."""
    lines = []
    for path in sorted(scenario.folder("warparty").glob("*.yaml")):
        with speaking("es"):
            lines += [event.text for event in scenario.run(scenario.load(path)).events]
    assert len(lines) > 500
    assert any(line.startswith("Hasta el final de la batalla, ") for line in lines)
    wrong = [
        line for line in lines if LOWER_START.match(line) or CAPITAL_ARTICLE_INSIDE.search(line)
    ]
    assert wrong == [], wrong[:5]
