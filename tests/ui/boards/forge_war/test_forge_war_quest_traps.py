"""Issue 39 (fw36): a quest the seat could not meet was offered like any other, and the
warning came only after the click took it. The offer now dims such a quest before any click,
its tooltip first saying why (the engine's ``take_warning``); a quest in reach stays bright.
The dimmed quest can still be taken (the rules allow it), after a question (fw37)."""

from __future__ import annotations

import pygame
from test_forge_war_board import play_by_clicks
from test_forge_war_quest_need import GRAVEYARD, offer_with
from uihelp import click_button, post

from forgegames.core.i18n import tr
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.game_actions import Done, TakeQuest
from forgegames.games.forge_war.quest_reach import first_step_words
from forgegames.ui import theme
from forgegames.ui.hotseat import ConfirmLoss


def outlined(app, rect: pygame.Rect) -> bool:
    """Whether the legal target's mint outline is drawn on ``rect``'s edge."""
    edge = [(x, rect.top) for x in range(rect.left + 8, rect.right - 8)]
    return any(tuple(app.surface.get_at(p))[:3] == theme.LEGAL for p in edge)


def hover_tip(app, scene, rect: pygame.Rect) -> str:
    """The tooltip the board gives with the pointer moved (a real event) over ``rect``."""
    post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))
    app.draw()
    return scene.board.hover_tip()


def test_a_quest_out_of_reach_is_dimmed_and_says_why_before_any_click(app):
    scene, slot, made = offer_with(app, {}, GRAVEYARD)
    board = scene.board
    card = board.rects[f"slot:{slot}"]
    assert TakeQuest(slot) in scene.session.legal_actions()  # the rules allow taking it
    assert card in board.dimmed, "an unmeetable quest is dimmed before the click"
    assert not outlined(app, card), "dimmed, and not lit as a safe move as well"
    tip = hover_tip(app, scene, card)
    first = tip.split("\n")[0]
    assert first.startswith("Out of reach now:") and "power 4" in first, tip
    assert "-3 prestige" in first and "Undo" not in first, tip
    assert len(scene.session.history) == made, "nothing was clicked"


def test_a_click_on_a_quest_out_of_reach_asks_first_and_the_seat_may_stop_asking(app):
    """Issue 39: the click took such a quest silently (the -3 showed only at "Finish managing
    quests"). It now asks first with the per-seat, per-kind "don't ask me again"; a seat that
    chose not to be asked takes it at once and is told."""
    scene, slot, made = offer_with(app, {}, GRAVEYARD)
    session, board = scene.session, scene.board
    seat, before = session.active, session.state
    play_by_clicks(app, scene, TakeQuest(slot))
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss), "asked before the quest is taken"
    assert dialog.keep_cancel and dialog.group.focus is None, "Enter does not take it unasked"
    said = dialog.lines[0]
    name = TITLE.world.content.all_quests[GRAVEYARD].name
    assert "gives up 3 prestige" in said and name in said and "power 4" in said, said
    why = first_step_words(board.view, seat, GRAVEYARD)  # the engine's one reason
    assert why and why in hover_tip_words(board, slot) and why in said, "tooltip and question agree"
    assert len(session.history) == made
    click_button(app, dialog.group, tr("Cancel"))
    assert app.stack.top is scene and len(session.history) == made
    play_by_clicks(app, scene, TakeQuest(slot))
    never = tr("Do it, and don't ask me this again in this game")
    click_button(app, app.stack.top.group, never)
    assert len(session.history) == made + 1
    assert GRAVEYARD in [e.id for e in session.state.seats[seat].quests]
    kind = TITLE.warning_kind(before, TakeQuest(slot))
    assert not session.warns(seat, kind), "this seat chose not to be asked again"
    assert session.warns(1 - seat, kind), "the other seat is still asked"
    assert session.warns(seat, TITLE.warning_kind(before, Done())), "other warnings stay"
    # the same click again, from the position before it: taken at once, and told
    session.state = before
    scene.after_change()
    app.draw()
    play_by_clicks(app, scene, TakeQuest(slot))
    assert app.stack.top is scene and len(session.history) == made + 2
    assert scene.toast is not None and "power 4" in scene.toast.text


def hover_tip_words(board, slot: int) -> str:
    """The first line of the offer card's tooltip in ``slot``, as built."""
    rect = board.rects[f"slot:{slot}"]
    return next(tip for r, tip in board.tips if r == rect).split("\n")[0]


def test_a_quest_in_reach_stays_bright(app):
    rats = "rats-in-the-cellar-1"
    scene, slot, _made = offer_with(app, {"iron": 5, "copper": 5}, rats)
    board = scene.board
    card = board.rects[f"slot:{slot}"]
    assert card not in board.dimmed
    assert outlined(app, card)
    assert not hover_tip(app, scene, card).startswith("Out of reach")
