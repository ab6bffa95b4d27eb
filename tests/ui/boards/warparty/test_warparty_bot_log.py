"""The game log of a real two-player game against the computer (playtest: "Undead move 1 unit
from Bone Lands to Ravenmarch" eight times over, between the other army's lines): the
computer's moves of a group are one line each, and no line follows its own twin."""

from __future__ import annotations

from test_warparty_board import _scene
from uihelp import play_by_places, run_timers, settle

from forgegames.games.warparty.actions import EndCombat, EndMove, EndTurn, Move

ENDS = (EndMove, EndCombat, EndTurn)


def test_the_computer_s_group_moves_are_one_log_line_each(app) -> None:
    scene = _scene(app, bo="greedy")  # Ann (a person) and Bo, a computer player
    session = scene.session
    bo_moves = 0
    for _ in range(300):
        settle(app, scene)
        if session.over or session.state.clock > 6:  # three turns of each team
            break
        if scene.my_turn():
            legal = session.legal_actions()
            action = next(a for a in legal if isinstance(a, ENDS))  # Ann only passes
            play_by_places(app, scene, action)
        else:
            run_timers(app, steps=2, dt=20)
        bo_moves = sum(1 for e in session.history if isinstance(e.action, Move) and e.actor == 1)
    assert bo_moves >= 4, "the computer made its moves"
    app.draw()
    lines = scene.log.bases
    moved = [line for line in lines if " move " in line and line.startswith(("Goblins", "Undead"))]
    assert moved, lines
    assert any(" units from " in line for line in moved), moved  # groups, not single units
    assert not [a for a, b in zip(lines, lines[1:], strict=False) if a == b]
    # (a run of equal lines, such as purchases, is still counted "(×2)" on one line)
    assert not any(" move " in text and "(×" in text for text, _, _ in scene.log.entries)
