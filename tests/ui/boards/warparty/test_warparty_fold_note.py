"""Playtest 14, item 12: at 1024x640 the side panel folded itself during movement and combat
and the turn track went with it, unannounced. A folded panel leaves a note under its "Show
panel" tab: that it is folded, the turn and whose move it is; the tab brings the panel back
and the note goes."""

from __future__ import annotations

import pygame
from test_warparty_glance import _buying_session
from uihelp import click_button, open_game

from forgegames.core.i18n import tr
from forgegames.games.warparty.state import PHASE_COLLECT
from forgegames.ui import theme
from forgegames.ui.boards.warparty import fold_note


def test_a_folded_panel_says_so_with_the_turn_and_whose_move(small_app, monkeypatch) -> None:
    drawn: list[str] = []
    real = theme.text
    monkeypatch.setattr(
        theme, "text", lambda words, *a, **k: (drawn.append(words), real(words, *a, **k))[1]
    )
    scene = open_game(small_app, _buying_session())
    board = scene.board
    session = scene.session
    assert not board.folded and fold_note.note_box(board) is None  # buying: the panel is up
    while session.state.phase == PHASE_COLLECT:  # both teams end their buying
        session.apply(next(a for a in session.legal_actions() if "end" in str(a).lower()))
    board.refresh()
    drawn.clear()
    scene.invalidate()  # (the moves were applied to the session, not through the scene)
    small_app.draw()
    state = board.state
    assert board.folded and board.fold_note  # folded by itself, and it says so
    turn = tr("Turn {n} of {limit}", n=state.turn, limit=state.limit)
    moves = tr("{team} team moves", team=tr(state.side.title()))
    joined = " ".join(drawn)
    for words in (tr("Side panel folded"), turn, moves):
        assert all(part in joined for part in words.split()), words
    area = board.canvas.rect
    tabs = [b.rect for b in board.fold_tab.buttons]
    for box in board.fold_note:  # beside the map, under the tabs, clear of both
        assert board.tab_strip.contains(box) and not box.colliderect(area)
        assert not any(box.colliderect(tab) for tab in tabs)
    click_button(small_app, board.fold_tab, tr("Show panel"))
    small_app.draw()
    assert not board.folded and board.fold_note == [] and board.panel_rect.width > 0
    pygame.display.quit()


def test_the_readme_tells_the_fold_as_it_happens(small_app) -> None:
    """Playtest 15: the README (since playtest 29, the guide it leads to) now says that at
    1024x640 the side panel folds away outside buying and opens again for it, and that
    **Show panel** or the F key opens it: all true."""
    from pathlib import Path

    from uihelp import press

    guide = Path(__file__).parents[4] / "docs" / "guide.md"  # (the README's part leads there)
    said = " ".join(guide.read_text("utf-8").split())
    assert "press **Show panel** at the map's top right corner, or the F key" in said
    scene = open_game(small_app, _buying_session())
    board, session = scene.board, scene.session
    assert small_app.size == (1024, 640) and not board.folded  # open for buying
    while session.state.phase == PHASE_COLLECT:
        session.apply(next(a for a in session.legal_actions() if "end" in str(a).lower()))
    board.refresh()
    board.layout(board.rect)
    small_app.draw()
    assert board.folded and [b.label for b in board.fold_tab.buttons][0] == "Show panel"
    tab = board.fold_tab.buttons[0].rect
    assert tab.right >= board.map_rect.right - int(12 * board.s) and tab.y < board.map_rect.centery
    press(small_app, pygame.K_f)
    small_app.draw()
    assert not board.folded and board.panel_rect.width > 0
    pygame.display.quit()


def test_the_note_names_the_team_still_to_press_end_turn(small_app, monkeypatch) -> None:
    """Playtest 17, item 5: after End buying, held for End turn, the folded panel's note said
    "Evil team moves" while the top bar still named the Good team's player: it now reads the
    same held turn as the bar (real clicks on End buying)."""
    from uihelp import click

    from forgegames.ui.hotseat import ConfirmLoss

    drawn: list[str] = []
    real = theme.text
    monkeypatch.setattr(
        theme, "text", lambda words, *a, **k: (drawn.append(words), real(words, *a, **k))[1]
    )
    scene = open_game(small_app, _buying_session())
    board, session = scene.board, scene.session
    side = session.state.side
    while scene.handover is None:  # the seat's armies end their buying, by clicks
        small_app.draw()
        click_button(small_app, board.bar, tr("End buying"))
        if isinstance(small_app.stack.top, ConfirmLoss):
            buttons = small_app.stack.top.group.buttons
            click(small_app, next(b for b in buttons if b.label == "Do it").rect.center)
    assert session.state.side != side, "the engine has handed the turn on"
    drawn.clear()
    scene.invalidate()
    small_app.draw()
    assert board.folded and board.fold_note, "the panel folded outside buying, with its note"
    joined = " ".join(drawn)
    ours = tr("{team} team moves", team=tr(side.title()))
    theirs = tr("{team} team moves", team=tr(session.state.side.title()))
    assert ours in joined and theirs not in joined, joined
