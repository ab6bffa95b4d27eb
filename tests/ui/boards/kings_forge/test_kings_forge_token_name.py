"""Playtest 15, item 9: the +1/+1 token has one name wherever the board shows it (the log and
the docks said "+1/+1 token", the tray and the craft strip "+1 ×2 (token)"), in English and in
Spanish. The rulebook's steal example, stepped through with Forward: the token held, then with
one +1 spent, then both."""

from __future__ import annotations

import pytest
from test_kings_forge_tray_dice import drawn_items
from uihelp import click_button

from forgegames.core.i18n import speaking
from forgegames.core.paths import ROOT
from forgegames.ui.scenario_scene import open_scenario

DECEIT = ROOT / "data" / "kings_forge" / "scenarios" / "steal-dice-of-deceit.yaml"
NAMES = {
    "en": ("+1/+1 token", "+1/+1 token, one +1 left"),
    "es": ("ficha +1/+1", "ficha +1/+1, queda un +1"),
}


def board_words(app) -> list[str]:
    """Every text the board draws (not the log or the example's notes beside it)."""
    board = app.stack.top.board
    return [text for text, rect in drawn_items(app, board) if board.rect.contains(rect)]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_token_has_one_name_on_the_board(app, lang):
    whole, half = NAMES[lang]
    with speaking(lang):
        open_scenario(app, DECEIT)
        scene = app.stack.top
        held = board_words(app)
        forward = "Forward" if lang == "en" else "Adelante"
        click_button(app, scene.nav, forward)
        spent = board_words(app)
        click_button(app, scene.nav, forward)
        gone = board_words(app)
    for words in (held, spent, gone):
        assert not [w for w in words if "×2" in w or "(token)" in w or "(ficha)" in w], words
    assert whole in held and half not in held, held
    assert half in spent and whole not in spent, spent
    assert whole not in gone and half not in gone, gone
