"""Two newcomer playtests in a row: in the quest phase nothing showed which adventurer, which
weapon and which quest would meet a step. While a seat manages its quests, a line in the
prompt's room says how to meet each unmet one (or that no way does this round, and what is missing),
and "Arm as suggested" plays those moves through the normal move path: each logged, each
taken back by Undo (real clicks, headless)."""

from __future__ import annotations

import pygame
from test_forge_war_quest_need import take_with_pool
from uihelp import click, click_button

from forgegames.core import i18n
from forgegames.core.i18n import tr
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.game_actions import Equip
from forgegames.ui.boards.forge_war.plan_lines import ARM

RATS = "rats-in-the-cellar-1"  # difficulty 2, no weapon type: a Copper Sword meets it


def met(scene, seat: int) -> bool:
    return next(r for r in info.quest_status(scene.session.state, seat) if r.quest == RATS).met


def test_arm_as_suggested_meets_the_quest_and_undo_takes_each_move_back(app):
    scene, seat = take_with_pool(app, {"copper": 2}, RATS)
    board = scene.board
    app.draw()
    (plan,) = info.quest_plans(board.view, seat).plans
    assert plan.possible and plan.moves[0].design == "copper-sword"
    assert " ".join(board.plan.drawn) == plan.line  # in the prompt's room, whole
    assert board.prompts.prompt(board.view) == ""  # the plans are the prompt now
    assert board.context.rect.contains(board.rects[ARM])
    assert board.rects[ARM].bottom <= board.context.merchant_top  # above the merchant
    made = len(scene.session.history)
    assert not met(scene, seat)
    click(app, board.rects[ARM].center)
    assert met(scene, seat)
    played = [step.action for step in scene.session.history[made:]]
    assert played == list(plan.moves) and all(isinstance(a, Equip) for a in played)
    assert any("forges a Copper Sword" in line for line, _, _ in scene.log.entries)
    app.draw()
    assert ARM not in board.rects  # every step met: no plan line, no button
    click_button(app, scene.top, tr("Undo"))
    assert len(scene.session.history) == made and not met(scene, seat)
    app.draw()
    assert ARM in board.rects  # the plan is offered again


def test_a_quest_out_of_reach_says_what_is_missing_and_the_button_is_greyed(app):
    scene, seat = take_with_pool(app, {"copper": 1}, RATS)  # a dagger: power 1 of 2
    board = scene.board
    app.draw()
    (plan,) = info.quest_plans(board.view, seat).plans
    assert plan.line == (
        "Rats in the Cellar: no way this round: needs power 2; your adventurers reach only "
        "power 1 now; 1 copper more would do it"
    )
    made = len(scene.session.history)
    click(app, board.rects[ARM].center)
    assert len(scene.session.history) == made and not board.plan.live  # greyed: nothing played
    pygame.event.pump()
    with i18n.speaking("es"):
        (plan,) = info.quest_plans(board.view, seat).plans
        assert plan.line.endswith("; con 1 de cobre más bastaría")
        assert plan.line.startswith(TITLE.world.content.card_name(RATS))
