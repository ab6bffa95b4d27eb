"""The native Spanish reviewer's seventeenth round (issue 39): a Warparty battle side of two
allied armies joined as the language lists them; the replay bar's step counter whole at every
common window size in both languages; and the catalogue's words (a marginal victory is a
*victoria parcial*, income beside its territories in brackets, a chance "de probabilidades",
"golpea hasta a", the units' hits as *impactos*, a die roll that cannot succeed, the worker
taken out of the mine with its personal *a*, the values a scenario's author types)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest

from forgegames import cli
from forgegames.core import i18n, registry
from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.games.warparty import combat, content
from forgegames.ui import text_report
from forgegames.ui.boards.warparty import battle_sides

ROOT = Path(__file__).resolve().parents[2]


def spanish(key: str) -> str:
    return i18n.catalogue("es")[key]


def profile(army: str, unit: str) -> combat.Profile:
    return combat.profile_from_unit(content.load_content().armies[army].unit(unit), army)


def test_a_battle_side_of_two_allied_armies_is_listed_in_the_language() -> None:
    allies = [profile("humans", "soldier"), profile("dwarves", "warrior")]
    battle = combat.new_battle(allies, [profile("goblins", "warrior")])
    assert battle_sides.side_names(battle, "good") == ("Humans and Dwarves", "Goblins")
    with speaking("es"):
        assert battle_sides.side_names(battle, "good") == ("Humanos y Enanos", "Goblins")
    evil = combat.new_battle([profile("goblins", "warrior"), profile("undead", "skeleton")], allies)
    with speaking("es"):
        assert battle_sides.side_names(evil, "evil") == ("Goblins y No Muertos", "Humanos y Enanos")


@pytest.fixture(scope="module")
def long_replay(tmp_path_factory) -> Path:
    """A two-computer Warparty game to its end (hundreds of steps), saved."""
    title = registry.get("warparty")
    session = Session.start(cli.make_config(title, 2, None, {0: "random", 1: "random"}), 11)
    while not session.over:
        session.apply(session.bot_action())
    path = tmp_path_factory.mktemp("replay") / "warparty.json"
    session.save(path)
    return path


def counter(tmp_path: Path, save: Path, size: str, lang: str) -> list[dict]:
    report = tmp_path / f"{lang}-{size}.json"
    args = ["screenshot", "--scene", "replay", "--file", str(save), "--step", "200"]
    args += ["--size", size, "--out", str(tmp_path / "shot.bmp"), "--text-report", str(report)]
    try:
        assert cli.main(["--lang", lang, *args]) == 0
    finally:
        text_report.stop()
        pygame.display.quit()
    items = json.loads(report.read_text(encoding="utf-8"))
    return [i for i in items if re.fullmatch(r"(?:Step |Paso )?200/\d{3,}", i["text"])]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", ["1024x640", "1280x720", "1920x1080"])
def test_the_replay_step_counter_is_whole(tmp_path, long_replay, size, lang) -> None:
    """Review 17: "Paso 200 d…" at 1280x720, 1024x640 and 1920x1080. The counter is
    "Paso 200/865", or the numbers alone where even that would not fit."""
    found = counter(tmp_path, long_replay, size, lang)
    assert len(found) == 1 and not found[0]["cut"], found
    if size != "1920x1080":  # there Spanish's buttons leave room for the numbers alone
        assert found[0]["text"].startswith("Paso " if lang == "es" else "Step ")


def test_a_marginal_victory_is_parcial_everywhere() -> None:
    values = i18n.catalogue("es").values()
    assert not [v for v in values if re.search(r"\bajustad[ao]s?\b", v)]
    assert spanish("Accept the marginal victory") == "Aceptar la victoria parcial"
    assert spanish("Accept the marginal defeat") == "Aceptar la derrota parcial"
    glossary = (ROOT / "docs/glossary-warparty.md").read_text(encoding="utf-8")
    assert "| marginal victory / defeat | victoria parcial / derrota parcial |" in glossary


def test_the_reviewed_sentences_read_as_the_reviewer_asked() -> None:
    with speaking("es"):
        assert (
            i18n.ntr(1, "income {v} from {n} territory", "income {v} from {n} territories", v=5)
            == "ingresos 5 (1 territorio)"
        )
        assert (
            i18n.ntr(3, "income {v} from {n} territory", "income {v} from {n} territories", v=9)
            == "ingresos 9 (3 territorios)"
        )
    kept = spanish("Placed dice are not rolled; the {card} is {pct}% likely with those you keep.")
    assert "tienes un {pct} % de probabilidades de fabricar" in kept
    fireball = spanish("warparty/scenarios/cast-3-fireball-strikes-three-different-enemies/name")
    assert fireball == "Bola de fuego golpea hasta a tres enemigos distintos"
    assert not [v for v in i18n.catalogue("es").values() if " a hasta " in v]
    assert "tres guerreros goblin." in spanish(
        "warparty/scenarios/cast-3-fireball-strikes-three-different-enemies/intro"
    )
    assert spanish("Red {n}: the hits {unit} takes before it falls").startswith(
        "Rojo {n}: los impactos que aguanta"
    )
    assert spanish("kings_forge/craft/holy-hand-grenade/name") == "la Santa granada de mano"
    out = "{{0}} takes {{1}}'s worker on {hex} out of the mine"
    assert spanish(out) == "{{0}} saca de la mina al trabajador de {{1}} en {hex}"


def test_a_roll_that_cannot_succeed_says_so_first() -> None:
    with speaking("es"):
        hit = i18n.tr(
            "{who} would need {need} or less to hit {whom}: no chance, no die rolled.",
            who="El Soldado",
            need=0,
            whom="el Orco",
        )
        defend = i18n.tr(
            "{whom} would need {need} or less to defend: no chance, no die rolled.",
            whom="El Orco",
            need=0,
        )
    assert hit == "El Soldado no puede impactar al Orco (necesitaría 0 o menos): no se tira."
    assert defend == "El Orco no puede defenderse (necesitaría 0 o menos): no se tira."


def test_a_single_quest_leaving_the_offer_is_one_quest_in_spanish() -> None:
    with speaking("es"):
        one = i18n.ntr(
            1,
            "A quest leaves the offer at the end of the round: {names}",
            "Quests leave the offer at the end of the round: {names}",
            names="Ratas en el sótano",
        )
    assert one == "Al final de la ronda sale de la oferta la misión Ratas en el sótano"
    assert spanish("The old stage's quest leaves the offer: {names}").startswith(
        "La misión de la etapa anterior sale"
    )


def test_the_values_a_scenario_s_author_types_are_explained_in_spanish() -> None:
    garden = spanish("the Garden offers 'plus2' or 'wood'")
    assert "'plus2' (+2 de bonificación)" in garden and "'wood' (un dado de madera)" in garden
    colour = spanish("'{c}' is not a die colour (use M, W, G or X)")
    words = {"M": "metal", "W": "madera", "G": "gemas", "X": "mágico"}
    assert all(f"{k} para {w}" in colour for k, w in words.items())
