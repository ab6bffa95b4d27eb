"""Playtest 30, item 3: a refusal said "2 wood dice" while the board showed green dice, and a
newcomer did not link the resource's name to the die's colour. The Legend names both ("A wood
die (green)"); a refusal and the prompt (a hint line: test_kf_colour_words.py) name each
colour's dice with the colour they are drawn in the first time ("a metal die (grey)", "a gem
or magic die (red or blue)"), in English and Spanish. Clicked as a person does."""

from __future__ import annotations

import pytest
from uihelp import click, open_own_scenario

from forgegames.core import i18n

GATHER = """\
title: kings-forge
players: 2
name: "Metal dice only, the Garden face up"
source: "A test's own position"
intro: Alice has three metal dice; the Garden's bottom action takes a gem or magic die.
position:
  first: 0
  phase: gather
  faceup: [garden, north-mine, east-forest, west-forest]
  players:
    - {supply: {metal: 3}}
"""

CRAFT = """\
title: kings-forge
players: 2
name: "A gem die and metal cards"
source: "A test's own position"
intro: Alice rolled one gem die; the cards on display take metal dice.
position:
  first: 0
  phase: craft
  display: [anvil, knife, shield]
  players:
    - {supply: {}}
    - {supply: {metal: 2}}
  rolled: [G1]
"""


def opened(app, tmp_path, text: str, request, lang: str):
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    return open_own_scenario(app, tmp_path, text)


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "a gem or magic die (red or blue)"), ("es", "un dado de gemas o mágico (rojo o azul)")],
)
def test_a_refusal_names_the_dice_with_their_colours(app, tmp_path, request, lang, words):
    scene = opened(app, tmp_path, GATHER, request, lang)
    board = scene.board
    garden = next(t for t in board.all_targets() if t.key == "gather:garden:bottom")
    assert not garden.live
    click(app, garden.rect.center)
    app.draw()
    assert scene.toast is not None and scene.toast.error
    assert words in scene.toast.text, scene.toast.text


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "a metal die (grey)"), ("es", "un dado de metal (gris)")]
)
def test_the_prompt_names_the_dice_with_their_colours(app, tmp_path, request, lang, words):
    scene = opened(app, tmp_path, CRAFT, request, lang)
    board = scene.board
    said = board.prompts.prompt(board.state, board.legal())
    assert words in said, said
    assert said.count(words.split(" (")[0]) == 1  # once: the first mention
