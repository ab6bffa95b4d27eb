"""Playtest 24 (shots 07, 16): a plain "Pass" sat beside "Pass: a metal die" and "Pass: a
+1/+1 token"; clicked first, it quietly gave up the first-to-pass reward (the log then said
"declines the reward"). While that reward is there the button says so ("Pass, no reward"),
which is why it asks nothing (issue 39, kf37); once someone has passed first it is "Pass"
again."""

from __future__ import annotations

from uihelp import click_button, greedy_session, open_game, run_timers

from forgegames.core.i18n import speaking, tr
from forgegames.core.title import SeatConfig
from forgegames.games.kings_forge.actions import Pass

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


def labels(scene) -> list[str]:
    return [b.label for b in scene.board.group.buttons]


def test_the_plain_pass_says_it_gives_up_the_reward(app):
    with speaking("es"):
        scene = open_game(app, greedy_session("kings-forge", SEATS, 0, 21))
        run_timers(app, steps=20, dt=50)
        state = scene.session.state
        assert state.first_passer < 0 and Pass("none") in scene.session.legal_actions()
        assert tr("Pass") not in labels(scene)
        assert tr("Pass, no reward") in labels(scene), labels(scene)
        had = len(scene.session.history)
        click_button(app, scene.board.group, tr("Pass, no reward"))
        assert app.stack.top is scene, "the label names the reward declined: no question (kf37)"
        assert scene.session.history[had].action == Pass("none")


def test_after_the_first_pass_it_is_plain_pass_again():
    session = greedy_session("kings-forge", SEATS, 0, 21)
    title = session.title
    assert title.describe_action(session.state, Pass("none")) == "Pass, no reward"
    session.apply(Pass("metal"))
    session.resolve_chance()
    assert session.state.first_passer >= 0
    assert title.describe_action(session.state, Pass("none")) == "Pass"
