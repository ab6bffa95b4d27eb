"""Newcomer playtest (fw26): the lesson's eighth step was a wall of text, and once its quest
went on to a step asking less than its adventurers carry, the mat showed "✓5/3", which read as
a bug. The step is short now, and a met step's count never shows more than its target: on the
mat's quest row and the seat's summary (the hints' words read the same count)."""

from __future__ import annotations

import pytest

from forgegames.core import i18n, registry
from forgegames.core.tutorial import load_tutorial, start_lesson
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.describe import summary
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.game_scene import GameScene

STEP_WORDS = 55
"""The most words a step of the lesson says (the eighth said 75, 86 in Spanish)."""


def played_lesson():
    """The Forge War lesson's session, its script played to its end."""
    title = registry.get("forge-war")
    session = start_lesson(title, load_tutorial(title))
    run = session.tutorial
    while not run.finished(len(session.history)):
        session.apply(run.expected(len(session.history)))
    return session


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_lessons_eighth_step_is_short(lang):
    title = registry.get("forge-war")
    session = start_lesson(title, load_tutorial(title))
    run = session.tutorial
    counted = [i for i in range(run.total) if run.counted(i)]
    with i18n.speaking(lang):
        eighth = run.say(counted[7])
        assert "Quell" in eighth or "Sofocar" in eighth  # the step that takes the quest
        assert len(eighth.split()) <= STEP_WORDS, eighth


def test_a_step_met_with_power_to_spare_shows_as_met_not_over(app):
    session = played_lesson()
    seat = session.tutorial.tutorial.person
    req = info.quest_status(session.state, seat)[0]
    assert req.power > req.needed  # the playtest's position: power 5 on a step of 3
    assert req.shown_power == req.needed
    scene = GameScene(app, session)
    app.push(scene)
    app.draw()
    board = scene.board
    assert isinstance(board, ForgeWarBoard)
    words, _colour = board.mats.quest_verdict(session.state, req)
    assert words == f"{{check}} power {req.needed}/{req.needed}"
    lines = summary(TITLE.view(session.state, seat), seat)
    assert not any(f"power {req.power} of {req.needed}" in line for line in lines), lines
    assert any(f"power {req.needed} of {req.needed}" in line for line in lines), lines
