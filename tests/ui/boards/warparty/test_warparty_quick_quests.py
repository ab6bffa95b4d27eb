"""Quick play deals secret quests too (issue 37, content version 7): a person's seat keeps its
two quests in the dialog before the quick-play set-up begins, and the set-up follows once
every army has chosen."""

from __future__ import annotations

from test_warparty_quests import _keeping, keep_by_dialog
from uihelp import open_game, settle

from forgegames.games.warparty.start import quick


def test_a_person_keeps_quests_before_the_quick_play_set_up(app) -> None:
    session = _keeping("quick-play")  # quests before the set-up, as in the standard game
    scene = open_game(app, session)
    while session.state.phase == "quests":
        settle(app, scene)  # the hand-over curtain between seats
        keep_by_dialog(app, scene)
        app.draw()
    state = session.state
    assert quick(state) and state.phase == "setup"  # the quick-play set-up comes next
    assert all(len(kept) == 2 for _, kept in state.quests)
    assert len(state.quests) == 4
