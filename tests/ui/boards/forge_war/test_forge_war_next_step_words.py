"""Issue 39 (fw37): the words at each step of a Forge War turn. While managing quests the
prompt's room showed only a red plan line, and nothing said how to end the management (now End
turn, which finishes it and hands over, playtest 34);
and "Pass in the mine" on the first player's extra move logged "declines the extra move" with
nothing having said it was one. Real clicks on a headless window."""

from __future__ import annotations

from test_forge_war_board import play_by_clicks, press_label, reach, start
from test_forge_war_quest_need import take_with_pool

from forgegames.core import i18n
from forgegames.core.i18n import tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.game_actions import Done
from forgegames.games.forge_war.mine_actions import MoveOverseer, PassMove
from forgegames.ui.boards.forge_war.plan_lines import ARM

RATS = "rats-in-the-cellar-1"  # difficulty 2, no weapon type


def test_managing_quests_with_no_way_says_what_to_do_and_which_button_ends_it(app):
    scene, _seat = take_with_pool(app, {"copper": 1}, RATS)  # a dagger only: no way
    board = scene.board
    app.draw()
    finish = scene.describe(Done())
    assert finish == "Finish managing quests"
    lead = " ".join(board.plan.led)
    assert lead and "End turn" in lead and lead.startswith("Trade for more"), lead
    (plan,) = info.quest_plans(board.view, scene.session.active).plans
    assert board.plan.drawn == (plan.line,) or " ".join(board.plan.drawn) == plan.line, (
        "the red plan line still says what is missing, whole"
    )
    assert board.rects[ARM].bottom <= board.context.merchant_top  # all in the prompt's room
    assert any(b.label == finish for b in board.group.buttons)  # the button it names


def test_managing_quests_with_a_way_leads_to_the_plan_then_finish(app):
    scene, _seat = take_with_pool(app, {"copper": 2}, RATS)  # a Copper Sword meets it
    board = scene.board
    app.draw()
    lead = " ".join(board.plan.led)
    assert lead.startswith("Arm these quests") and "End turn" in lead, lead
    with i18n.speaking("es"):  # playtest 34: one line, at the lines' size, in Spanish too
        scene.refresh()
        app.draw()
        assert board.plan.led == (
            tr("Arm these quests, then press {finish}:", finish=tr("End turn")),
        )
    scene.refresh()
    app.draw()
    click = board.rects[ARM].center
    from uihelp import click as click_at

    click_at(app, click)  # Arm as suggested: every step met, the plans go
    app.draw()
    assert not board.plan.shown()
    words = board.prompts.prompt(board.view)
    assert "every quest step is met" in words and "Finish managing quests" in words, words
    with i18n.speaking("es"):
        app.draw()
        words = board.prompts.prompt(board.view)
        assert tr("Finish managing quests") in words and "Pulsa" in words, words


def extra_move(state) -> bool:
    phase = state.mphase
    return state.phase == "mine" and not state.pending and getattr(phase, "is_extra", False)


def test_the_extra_move_is_named_in_the_prompt_the_button_and_the_log(app):
    scene = start(app, seed=4, players=2)
    reach(app, scene, extra_move)
    board = scene.board
    app.draw()
    words = board.prompts.prompt(board.view)
    assert "extra move" in words and "last in player order" in words, words
    assert "Skip the extra move" in words
    labels = [b.label for b in board.group.buttons]
    assert "Skip the extra move" in labels and "Pass in the mine" not in labels, labels
    assert any(isinstance(a, MoveOverseer) for a in scene.session.legal_actions())
    name = scene.seat_name(scene.session.active)
    press_label(app, board, tr("Skip the extra move"))
    assert scene.session.history[-1].action == PassMove()
    assert any(f"{name} declines the extra move" in line for line, _, _ in scene.log.entries)
    with i18n.speaking("es"):
        assert tr("Skip the extra move") == "Renunciar al movimiento extra"


def test_an_ordinary_mine_turn_keeps_pass_in_the_mine(app):
    scene = start(app, seed=4, players=2)
    reach(app, scene, lambda s: s.phase == "mine" and not s.pending and not extra_move(s))
    labels = [b.label for b in scene.board.group.buttons]
    assert "Pass in the mine" in labels and "Skip the extra move" not in labels, labels
    play_by_clicks(app, scene, PassMove())
