"""Refusals while a turn waits for End turn (playtest 3, item 3): a merchant click names the
real reason (the move is made), the refusal goes when the turn passes, and a greyed merchant
button says on hover why it is greyed."""

from __future__ import annotations

import pygame
from test_forge_war_board import (
    lift_curtain,
    mine_turn,
    play_by_clicks,
    press_label,
    reach,
    start,
)
from uihelp import click, click_button, post

from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.actions import Buy, Clerk, MoveOverseer
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.boards.forge_war.look import CARD
from forgegames.ui.boards.forge_war.text import card_text


def hover(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def held_mine_turn(app):
    """Two people; the first has moved an overseer in round 2's mine phase, and the turn
    waits for their End turn."""
    scene = start(app, seed=5, players=2)
    reach(app, scene, mine_turn)
    mover = scene.session.active
    move = next(a for a in scene.session.legal_actions() if isinstance(a, MoveOverseer))
    play_by_clicks(app, scene, move)
    assert scene.handover == mover and scene.session.active != mover
    return scene, mover


def test_a_merchant_click_on_a_held_turn_names_the_move_made_not_the_turn(app):
    scene, mover = held_mine_turn(app)
    board: ForgeWarBoard = scene.board
    assert board.acting() == mover  # the panel is still the mover's
    before = len(scene.session.history)
    click(app, board.rects["buy:copper"].center)
    assert len(scene.session.history) == before
    text = scene.toast.text
    assert "You have made this turn's move" in text and "merchant" in text
    assert "Undo" in text and "End turn" in text
    assert "not your turn" not in text
    # the greyed button says the same on hover, before any click
    hover(app, board.rects["sell:iron"].center)
    assert "You have made this turn's move" in board.hover_tip()


def test_a_refusal_goes_when_the_turn_passes(app):
    scene, _mover = held_mine_turn(app)
    board: ForgeWarBoard = scene.board
    click(app, board.rects["buy:copper"].center)
    assert scene.toast is not None and scene.toast.error
    click_button(app, scene.top, "End turn")
    lift_curtain(app)
    app.draw()
    assert scene.toast is None or not scene.toast.error


def test_a_greyed_merchant_button_tells_the_engines_reason_on_hover(app):
    scene = start(app, seed=5, players=2)
    reach(app, scene, mine_turn)
    board: ForgeWarBoard = scene.board
    dear = next(t.key for t in board.all_targets() if t.key.startswith("buy:") and not t.live)
    app.draw()
    hover(app, board.rects[dear].center)
    tip = board.hover_tip()
    reason = str(scene.why_not(Buy(dear[4:])))  # the engine's words, e.g. "that costs 5 gold"
    assert "gold" in reason or "supply" in reason or "bought" in reason
    assert tip.startswith(f"Not now: {reason}")
    # a live button keeps no such tooltip
    live = [t for t in board.all_targets() if t.key.startswith(("buy:", "sell:")) and t.live]
    for t in live:
        hover(app, t.rect.center)
        assert not board.hover_tip().startswith("Not now")


def test_designs_and_cards_the_seat_cannot_take_are_dimmed_and_say_why(app):
    """Playtest 3, item 10: an unaffordable clerk design is dimmed (as King's Forge dims
    what a seat cannot use), and hovering it says why before the card's own words."""
    scene = start(app, seed=3, players=2)

    def dear_design(state) -> bool:
        if state.phase != "market" or state.pending:
            return False
        legal = set(TITLE.legal_actions(state))
        return any(Clerk(d) not in legal for d in state.market["public"])

    reach(app, scene, dear_design)
    board: ForgeWarBoard = scene.board
    public = scene.session.state.market["public"]
    dear = next(d for d in public if Clerk(d) not in board.legal_set)
    rect = board.rects[f"clerk:{dear}"]
    assert rect in board.dimmed
    assert not any(
        board.rects[f"clerk:{d}"] in board.dimmed for d in public if Clerk(d) in board.legal_set
    )
    app.draw()
    blank = app.surface.get_at((rect.right - board.px(8), rect.bottom - board.px(4)))[:3]
    # greyed (playtest 14: a dark veil left its words at 2.45:1): the card's brown fill gone grey
    assert tuple(blank) != tuple(CARD[:3]) and max(blank) - min(blank) <= 6
    hover(app, rect.center)
    tip = board.hover_tip()
    reason = str(scene.why_not(Clerk(dear)))
    assert tip.startswith(f"Not now: {reason}") and "gold" in reason
    assert card_text(TITLE.world, dear) in tip
    # the turn played (its market action) and held for End turn: no card can be taken from
    # this screen, so none is lit (playtest 19, item 6: they came back bright after a pass)
    press_label(app, board, next(b.label for b in board.group.buttons if "Pass" in b.label))
    tiles = [r for k, r in board.rects.items() if k.startswith(("card:", "clerk:"))]
    assert scene.handover is not None and tiles and all(r in board.dimmed for r in tiles)
