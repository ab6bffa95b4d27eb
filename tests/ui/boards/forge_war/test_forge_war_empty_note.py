"""Forge War's empty design spaces in the quest phase (issue 39): the note under Herrero and
the two Bazar boxes fits its box at four seats in Spanish, and a note too long for its box is
shortened there and shows in the text report as cut (before, it ran under the next box, which
painted over it, so the report never listed it)."""

from __future__ import annotations

import re

import pytest
from test_forge_war_crowded import shot

from forgegames.ui.boards.forge_war import market

QUEST_PHASE = ("--game", "forge-war", "--players", "4", "--seed", "1", "--actions", "80")


@pytest.mark.parametrize("size", ["1280x720", "1024x640"])
def test_the_empty_space_note_fits_under_the_blacksmith_and_both_bazaars(tmp_path, size):
    items = shot(tmp_path, *QUEST_PHASE, "--size", size, "--lang", "es")
    assert any(i["text"] == "Ronda 3 · Fase de misiones" for i in items)
    notes = [i for i in items if i["text"].startswith("vacío")]
    assert [i["text"] for i in notes] == ["vacío esta ronda"] * 3
    assert not any(i["cut"] for i in notes)
    workers = r"trabajadores(?: en (?:la )?mina)?: \d+"  # (fw34: they say "workers")
    mats = [i["text"] for i in items if re.fullmatch(workers, i["text"])]
    assert len(mats) == 4  # each mat's workers, no more "trab." abbreviation
    assert not any("trab." in i["text"] for i in items)


def test_a_note_too_long_for_its_box_is_reported_cut(tmp_path, monkeypatch):
    long = "empty until next round, and a good many words more than any box holds"
    monkeypatch.setattr(market, "empty_space_note", lambda phase: long)
    items = shot(tmp_path, *QUEST_PHASE, "--size", "1024x640")
    notes = [i for i in items if i["text"].startswith("empty until")]
    assert len(notes) == 3 and all(i["cut"] and i["text"].endswith("…") for i in notes)
