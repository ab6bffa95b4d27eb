"""The native Spanish reviewer's fifteenth round (issue 39) on the screens that showed it: Forge
War's equip prompt whole at the smallest window in the largest print, and the screenshot
tool's --until-phase given Spanish words or a phase id; and the catalogue's words: a battle
"pendiente" in the scenarios, the cleric in lower case as other units in running text, one name
for the legend's round marker, Warparty's goal, King's Forge's craft cards as the printed
Spanish rulebook counts them ("cartas de artesanía")."""

from __future__ import annotations

import json
import re

import pygame

from forgegames import cli
from forgegames.core import i18n
from forgegames.ui import text_report


def shot(tmp_path, *argv: str, lang: str = "es") -> list[dict]:
    report = tmp_path / "report.json"
    args = ["screenshot", *argv, "--out", str(tmp_path / "shot.bmp"), "--text-report", str(report)]
    try:
        assert cli.main(["--lang", lang, *args]) == 0
    finally:
        text_report.stop()
        pygame.display.quit()
    return json.loads(report.read_text(encoding="utf-8"))


FORGE_WAR = ("--game", "forge-war", "--players", "2", "--seed", "1")


def test_forge_war_s_equip_prompt_is_short_and_whole_at_960x600_in_large_print(tmp_path):
    items = shot(
        tmp_path, *FORGE_WAR, "--actions", "60", "--size", "960x600", "--large-print", "larger"
    )
    start = next(i for i, t in enumerate(items) if t["text"].startswith("Ana: "))
    lines = items[start : start + 3]
    assert " ".join(t["text"] for t in lines) == (  # fw37: the prompt says what to press next
        "Ana: todos los pasos de tus misiones se cumplen. Pulsa Terminar con las misiones "
        "(o antes equipa a más aventureros)."
    )
    assert not any(t["cut"] for t in lines), lines


def test_until_phase_takes_the_spanish_status_words_or_the_phase_id(tmp_path):
    spanish = shot(tmp_path, *FORGE_WAR, "--until-phase", "Fase de misiones", "--size", "1024x640")
    assert any("Fase de misiones" in t["text"] for t in spanish)
    # "place" is in neither "Placing overseers" nor "Colocación de capataces": the id matched
    by_id = shot(tmp_path, *FORGE_WAR, "--until-phase", "place", "--size", "1024x640")
    assert any("Colocación de capataces" in t["text"] for t in by_id)


def spanish(key: str) -> str:
    return i18n.catalogue("es")[key]


def test_scenario_narration_says_a_battle_is_pending_and_the_cleric_in_lower_case():
    narration = {
        k: v
        for k, v in i18n.catalogue("es").items()
        if k.startswith("warparty/scenarios/")
        and k.rsplit("/", 1)[-1].startswith(("intro", "step"))
    }
    assert not [v for v in narration.values() if "batalla espera" in v or "Espera una batalla" in v]
    assert not [v for v in narration.values() if "Clérigo" in v or "clérigo entra" in v]
    key = "warparty/scenarios/cast-10-exorcism-two-strikes/step-"
    assert (spanish(key + "1"), spanish(key + "2")) == (
        "Llega el clérigo.",
        "Hay una batalla pendiente en Valleverde.",
    )
    intro = spanish("warparty/scenarios/cast-6-hardened-armour-once-a-battle/intro")
    assert intro.startswith("Un clérigo de segundo nivel lanza Armadura endurecida sobre sí mismo ")


def test_the_legend_names_the_round_marker_one_way():
    words = [
        spanish(k)
        for k in (
            "A chip: armies sharing a territory, or one whose counter has no room there at this "
            "zoom (zoom in to see it; point at it for more)",
            "A line to a dot: the chip stands in that territory, too small to hold it",
            "Chips joined: both teams stand there, a fight is in it",
            "Drawn small (a chip): its number is the units in the stack",
        )
    ]
    assert all("ficha redonda" in w or "fichas redondas" in w for w in words), words
    assert words[2] == "Dos fichas redondas unidas: están los dos bandos, hay lucha"
    assert not [v for v in i18n.catalogue("es").values() if "pastilla" in v]


def test_warparty_s_goal_and_king_s_forge_s_card_words():
    assert "si sus ingresos superan con mucho a los del otro equipo" in spanish(
        "warparty/rules_text/goal/text"
    )
    assert spanish("kings_forge/craft/holy-hand-grenade/name") == "la Santa granada de mano"
    assert spanish("Items: {n} of {target}") == "Artículos: {n} de {target}"
    assert spanish("{n} crafted cards") == "{n} cartas de artesanía"


EXORCISM = "data/warparty/scenarios/cast-10-exorcism-two-strikes.yaml"


def test_a_scenario_s_source_shows_no_file_and_spanish_section_names(tmp_path):
    words = {
        lang: " ".join(t["text"] for t in shot(tmp_path, "--scenario", EXORCISM, lang=lang))
        for lang in ("en", "es")
    }
    assert "«Hechizos» y la tabla de hechizos; nuestras aclaraciones de reglas" in words["es"]
    assert "Casting Spells" not in words["es"]
    assert "our rulings (A spell takes the caster's attack)" in words["en"]
    assert not [w for w in words.values() if ".yaml" in w or ".md" in w or "data/" in w]
    sources = [v for k, v in i18n.catalogue("es").items() if k.endswith("/source")]
    assert not [v for v in sources if re.search(r"\.yaml|\.md|«(\d+\. )?[A-Z][a-z]+ [A-Z]", v)]
