"""Playtest 25 on the board, real clicks: End buying asks first when the seat bought for one of
its two armies and not the other, which could still buy (shot 74: the Dwarves' 27 crowns went
unspent, the list showing the Humans); the empty capital the enemy reaches is still named once
End movement is chosen (shots 69-70)."""

from __future__ import annotations

from test_warparty_board import _scene
from test_warparty_buying_warning import at_buying
from uihelp import click, click_button, open_game, play_by_places

from forgegames.games.warparty.actions import Buy, EndTurn
from forgegames.games.warparty.board_info import PHASE_COMBAT, army_name
from forgegames.ui.hotseat import ConfirmLoss


def _buy_one(app, scene, army: str) -> None:
    """Buy ``army``'s first unit on offer: a click on the army's block lists its offers,
    then its row and a lit place."""
    app.draw()
    click(app, scene.board.economy.rects()[f"army:{army}"].center)
    buy = next(a for a in scene.session.legal_actions() if isinstance(a, Buy) and a.army == army)
    play_by_places(app, scene, buy)


def test_end_buying_asks_when_one_army_bought_and_the_other_did_not(app):
    session = at_buying()
    scene = open_game(app, session)
    armies = sorted({a.army for a in session.legal_actions() if isinstance(a, Buy)})
    first, other = armies
    _buy_one(app, scene, first)
    assert any(isinstance(a, Buy) and a.army == other for a in session.legal_actions())
    crowns = session.state.army(other).treasury
    made = len(session.history)
    click_button(app, scene.board.bar, "End buying")
    ask = app.stack.top
    assert isinstance(ask, ConfirmLoss), "End buying asked nothing"
    words = " ".join(ask.lines)
    assert f"buying for the {army_name(other)}, who bought nothing" in words, words
    assert f"still hold {crowns} crowns" in words, words
    assert army_name(first) not in words, words
    click_button(app, ask.group, "Cancel")
    assert len(session.history) == made, "Cancel kept the buying open"
    _buy_one(app, scene, other)
    click_button(app, scene.board.bar, "End buying")
    assert not isinstance(app.stack.top, ConfirmLoss), app.stack.top.lines
    assert any(e.action == EndTurn() for e in session.history[made:]), "the buying ended"


def test_after_end_movement_the_empty_capital_is_still_named(app):
    scene = _scene(app)
    board, session = scene.board, scene.session
    state = session.state
    home = next(p for p, c in state.cities if c.army == "humans" and c.capital)
    app.draw()
    click(app, board.canvas.stack_rects(state)[(home, "humans")].center)
    goblins = {u.at for u in state.units if u.army == "goblins"}
    dest = next(p for p in sorted(board.highlights(state)) if "|" not in p and p not in goblins)
    click(app, board.canvas.centre_of(dest))
    assert not any(u.at == home for u in session.state.units if u.army == "humans")
    app.draw()
    click_button(app, board.bar, "End movement")
    if isinstance(app.stack.top, ConfirmLoss):
        click_button(app, app.stack.top.group, "Do it")
    assert session.state.phase == PHASE_COMBAT
    app.draw()
    words = " ".join(board.prompt_lines(session.state)[1])
    name = board.world.geo.by_id[home].name
    assert words.startswith(f"{name} (capital) has no defenders and the Goblins can reach"), words
