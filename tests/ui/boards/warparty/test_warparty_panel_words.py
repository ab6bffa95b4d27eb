"""Warparty's army blocks say what their figures mean (playtest: "●×1 ●×4 9" and "0/20
points" were unexplained): the mouse on the treasury or a research line shows words made from
the engine's figures, the keyboard focus on a block shows both, and the legend names them."""

from __future__ import annotations

import dataclasses

from test_warparty_board import _scene
from test_warparty_preview import hover, tooltips

from forgegames.games.warparty.state import with_entry
from forgegames.ui.boards.warparty.legend import legend

shown_tooltips = tooltips  # what the frame's hover tooltips say (test_warparty_preview)


def rich_humans(app):
    """The usual two-person position, the Humans holding 9 crowns and 4 points of a line."""
    scene = _scene(app)
    state = scene.session.state
    purse = state.army("humans")
    line = next(iter(scene.session.title.world.armies.sheets["humans"].research))
    purse = dataclasses.replace(purse, treasury=9, research=with_entry(purse.research, line, 4))
    scene.session.state = dataclasses.replace(
        state, armies=with_entry(state.armies, "humans", purse)
    )
    scene.invalidate()
    app.draw()
    return scene


def test_the_treasury_and_a_research_line_explain_themselves_on_hover(app, monkeypatch):
    scene = rich_humans(app)
    board = scene.board
    block = board.economy.rects()["army:humans"]
    head_right = (block.right - 12, block.y + 12)  # the coins and the gold figure
    hover(app, head_right)
    words = shown_tooltips(app, monkeypatch)
    assert any("Treasury: 9 crowns" in w and "1 × 5 + 4 × 1" in w for w in words), words
    research = board.economy._research_rows
    assert research, "the Humans' research lines are drawn as bars"
    first = [r for r, w in board.economy._explained if "research points" in w][0]
    hover(app, first.center)
    words = shown_tooltips(app, monkeypatch)
    assert any("4 of the 10 research points needed" in w for w in words), words
    assert not any("Treasury" in w for w in words)


def test_the_legend_names_the_treasury_and_research_figures():
    entries = legend()
    codes = {getattr(e, "code", "") for e in entries}
    assert "●×4 9" in codes and "4/10" in codes  # (shorter since playtest 8: the legend fits)
