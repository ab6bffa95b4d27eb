"""Playtest 26 (shots 49, 50): a player took a free quest, sent one adventurer with a Copper
Dagger (power 1 of 5, the wrong kind of weapon) and clicked "Finish managing quests": the quest
failed at once, -3 prestige and the dagger lost, with nothing said before. The button now asks
first as Enter does (with the per-seat "don't ask me again"), and arming a quest that stays
unmet says what it lacks where the player acts (real clicks)."""

from __future__ import annotations

import pygame
from test_forge_war_board import play_by_clicks, press_label
from test_forge_war_quest_need import GRAVEYARD, take_with_pool
from uihelp import click_button, post

from forgegames.core import i18n
from forgegames.core.i18n import tr
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.game_actions import Done, Equip
from forgegames.games.forge_war.words import types_words
from forgegames.ui.hotseat import ENTER_WORDS, ConfirmLoss

RATS = "rats-in-the-cellar-1"


def arm(app, pool: dict[str, int], qid: str):
    """Take ``qid`` holding ``pool``, then send adventurer 1 on it with a Copper Dagger by
    clicks: the scene and the seat."""
    scene, seat = take_with_pool(app, pool, qid)
    action = Equip(0, "copper-dagger", qid)
    assert action in scene.session.legal_actions()
    play_by_clicks(app, scene, action)
    assert scene.session.history[-1].action == action
    return scene, seat


def test_arming_a_quest_that_stays_out_of_reach_says_what_it_lacks(app):
    scene, _seat = arm(app, {"copper": 1}, GRAVEYARD)
    toast = scene.toast
    assert toast is not None and not toast.error
    text = toast.text
    assert TITLE.world.content.all_quests[GRAVEYARD].name in text
    assert "needs power 4 (you have 1)" in text and types_words(["crushing"]) in text
    assert "without one it needs 7" in text
    assert "cannot make up for it" in text and "-3 prestige" in text
    assert toast.ms >= 200 * len(text.split())


def test_arming_a_quest_the_others_can_still_meet_says_to_arm_it_further(app):
    first = TITLE.world.content.all_quests[RATS].legs[0]
    assert not first.types and 1 < first.difficulty <= 3  # a dagger alone is short
    scene, _seat = arm(app, {"copper": 3}, RATS)  # a Copper Sword (2) is still to be forged
    text = scene.toast.text if scene.toast is not None else ""
    assert f"needs power {first.difficulty} (you have 1)" in text
    assert "Arm it further before you finish" in text


def test_the_finish_button_asks_before_a_quest_fails(app):
    scene, seat = arm(app, {"copper": 1}, GRAVEYARD)
    session, board = scene.session, scene.board
    made = len(session.history)
    label = scene.describe(Done())
    press_label(app, board, label)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss)  # asked, not played and told afterwards
    name = TITLE.world.content.all_quests[GRAVEYARD].name
    said = dialog.lines[0]
    assert f"{name}, which then fails" in said and "-3 prestige" in said
    assert "adventurer 1's Copper Dagger lost" in said  # the weapon named
    # playtest 29: Enter on the question failed the quest at once; a quest failed costs too
    # much for Enter: it says how to choose, as before a move that loses the game
    post(app, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    assert app.stack.top is dialog and len(session.history) == made
    assert dialog.lines[-1] == tr(ENTER_WORDS)
    click_button(app, dialog.group, tr("Cancel"))
    assert app.stack.top is scene and len(session.history) == made
    press_label(app, board, label)
    assert isinstance(app.stack.top, ConfirmLoss)
    click_button(app, app.stack.top.group, tr("Do it, and don't ask me this again in this game"))
    assert len(session.history) > made and session.history[made].action == Done()
    kind = TITLE.warning_kind(session.state_before(made), Done())
    assert not session.warns(seat, kind)  # this seat is not asked again about it
    assert session.warns(1 - seat, kind)  # the other seat still is


def test_a_quest_rows_count_says_what_it_counts(app):
    """Playtest 26 (shots 48, 125, 127): the row's "0/5" became "5/5", then "3/3" at the next
    step, with no word of what was counted. It reads "power 1/7" (Spanish "poder 1/7"), and
    the mouse on it shows a tooltip saying it is the current step's power."""
    scene, seat = arm(app, {"copper": 1}, GRAVEYARD)
    board = scene.board
    app.draw()
    req = next(r for r in info.quest_status(board.view, seat) if r.quest == GRAVEYARD)
    assert (req.power, req.needed) == (1, 7)
    words, _colour = board.mats.quest_verdict(board.view, req)
    assert words == "{cross} power 1/7"
    with i18n.speaking("es"):
        assert board.mats.quest_verdict(board.view, req)[0] == "{cross} poder 1/7"
    row = board.rects[f"quest:{GRAVEYARD}"]
    spot = (row.right - board.px(8), row.centery)  # on the count, at the row's right end
    post(app, pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
    app.draw()
    tip = board.hover_tip()
    assert tip.startswith("Power 1/7: the power of the weapons carried on this quest"), tip
    assert "step 1 of" in tip and "counts the next one" in tip
    name_spot = (row.x + board.px(30), row.centery)  # the row's name keeps the quest's tip
    post(app, pygame.MOUSEMOTION, pos=name_spot, rel=(0, 0), buttons=(0, 0, 0))
    app.draw()
    assert not board.hover_tip().startswith("Power 1/7")
