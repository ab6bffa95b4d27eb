"""Newcomer playtest (fw26, item 4): at 1024x640 large print changed next to nothing on Forge
War's board (the window holds the layout's factor back to 1.07). The prompt, the board's most
read line, now grows to the chosen size where its lines fit above the merchant's box, and no
text is cut or overlaps another, in English and Spanish."""

from __future__ import annotations

import pytest
from test_forge_war_small_boxes import shot
from test_text_report import problems

ARGV = ["--game", "forge-war", "--players", "2", "--seed", "4", "--size", "1024x640"]
UNTIL = {"en": "Round 2 · Market", "es": "Ronda 2 · Fase de mercado"}


def prompt_height(items: list[dict]) -> int:
    """The height of the prompt's first line ("Alice: ...", in Spanish "Ana: ..."), as drawn."""
    return next(i["rect"][3] for i in items if i["text"].startswith(("Alice:", "Ana:")))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_large_print_enlarges_the_prompt_at_1024x640_and_cuts_nothing(tmp_path, monkeypatch, lang):
    argv = [*ARGV, "--lang", lang, "--until-phase", UNTIL[lang]]
    plain, _boxes = shot(tmp_path, monkeypatch, [*argv, "--large-print", "off"])
    large, _boxes = shot(tmp_path, monkeypatch, [*argv, "--large-print", "large"])
    assert prompt_height(large) >= prompt_height(plain) + 2
    for items in (plain, large):
        assert problems(items) == ([], [])
