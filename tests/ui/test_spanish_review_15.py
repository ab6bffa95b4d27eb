"""The native Spanish reviewer's fifteenth round (issue 39) on the screens that showed it: Forge
War's equip prompt whole at the smallest window in the largest print, and the screenshot
tool's --until-phase given Spanish words or a phase id."""

from __future__ import annotations

import json

import pygame

from forgegames import cli
from forgegames.ui import text_report


def shot(tmp_path, *argv: str) -> list[dict]:
    report = tmp_path / "report.json"
    args = ["screenshot", *argv, "--out", str(tmp_path / "shot.bmp"), "--text-report", str(report)]
    try:
        assert cli.main(["--lang", "es", *args]) == 0
    finally:
        text_report.stop()
        pygame.display.quit()
    return json.loads(report.read_text(encoding="utf-8"))


FORGE_WAR = ("--game", "forge-war", "--players", "2", "--seed", "1")


def test_forge_war_s_equip_prompt_is_short_and_whole_at_960x600_in_large_print(tmp_path):
    items = shot(
        tmp_path, *FORGE_WAR, "--actions", "60", "--size", "960x600", "--large-print", "larger"
    )
    start = next(i for i, t in enumerate(items) if t["text"].startswith("Ana: elige"))
    lines = items[start : start + 3]
    assert " ".join(t["text"] for t in lines) == (
        "Ana: elige aventurero, diseño y misión (en cualquier orden) para equipar. "
        "Las misiones incumplidas fallan al acabar."
    )
    assert not any(t["cut"] for t in lines), lines


def test_until_phase_takes_the_spanish_status_words_or_the_phase_id(tmp_path):
    spanish = shot(tmp_path, *FORGE_WAR, "--until-phase", "Fase de misiones", "--size", "1024x640")
    assert any("Fase de misiones" in t["text"] for t in spanish)
    # "place" is in neither "Placing overseers" nor "Colocación de capataces": the id matched
    by_id = shot(tmp_path, *FORGE_WAR, "--until-phase", "place", "--size", "1024x640")
    assert any("Colocación de capataces" in t["text"] for t in by_id)
