"""Playtest 30, item 2: in round 1 a newcomer placed their dice, rolled one die and crafted
nothing without being told why. Round 1's gather prompt says why claiming matters (cards and
docks give the dice rolled from next round on, or bonuses), and a craft turn rolling fewer
dice than any item on display needs, after dice were placed, says where the others went; in
English and Spanish."""

from __future__ import annotations

from test_kings_forge_prompt import craft_turn, start

from forgegames.core.frozen import evolve
from forgegames.core.i18n import speaking
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.state import Die, Placement

WHY = {
    "en": "Why claim: cards and docks give dice you roll from next round on, or bonuses.",
    "es": "¿Por qué reclamar? Dan dados que tirarás desde la próxima ronda",
}
FEW = {
    "en": "Only 1 die to roll: dice placed while gathering are not rolled this round",
    "es": "Solo 1 dado para tirar: lo colocado al recolectar no se tira esta ronda",
}


def test_round_one_says_why_claiming_matters_and_later_rounds_do_not(app):
    scene = start(app)
    board, state = scene.board, scene.session.state
    assert state.round == 1
    for lang, words in WHY.items():
        with speaking(lang):
            assert words in board.prompts.prompt(state, board.legal()), lang
    later = evolve(state, round=2)
    assert WHY["en"] not in board.prompts.prompt(later, TITLE.legal_actions(later))


def test_a_small_roll_after_placing_dice_says_why_so_few(app):
    scene = start(app)
    state = craft_turn(scene)
    board, seat = scene.board, state.turn
    one = evolve(state, pool=(Die(90, "M", 3),), marked=())
    placed = evolve(one, placements=(Placement(seat, "jeweler", "top", ("M", "M")),))
    bare = evolve(one, placements=(), docks=())
    for lang, words in FEW.items():
        with speaking(lang):
            assert words in board.prompts.prompt(placed, TITLE.legal_actions(placed)), lang
            assert words not in board.prompts.prompt(bare, TITLE.legal_actions(bare)), lang
