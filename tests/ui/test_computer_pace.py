"""A long computer turn at the normal pace (issues 39 and 40, playtest 20: a Warparty set-up
of 22 steps took 20 s, a turn of 26 steps 23 s, while the general chose them all in a quarter
of a second): a step like the one its player made just before it is held for ``SAME_PACE`` of
the pace; the first of each kind, and any step followed by a roll, keeps the full pace; every
step is still played on its own, logged and marked."""

from __future__ import annotations

from forgegames.core.position_random import BOT_STREAM, PositionRandom
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty.bots import GreedyBot
from forgegames.ui.app import App
from forgegames.ui.game_bots import SAME_PACE, step_kind
from forgegames.ui.game_scene import GameScene

PACE = 900
SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))


def alice_moves(scene: GameScene, general: GreedyBot) -> None:
    """Alice's turn, played as the greedy general would play it, through the frame, and
    handed over (End turn)."""
    session = scene.session
    while not session.over and not session.is_bot_turn():
        rng = PositionRandom(session.seed, BOT_STREAM, len(session.history))
        action = general.choose(scene.view_of(session.state), session.legal_actions(), rng)
        assert scene.commit(action)
    if scene.handover is not None:
        scene.end_turn()


def computer_steps(variant: str, seed: int, wanted: int) -> list[tuple[str, int, bool, bool]]:
    """Bruno's steps in a game with Alice at the screen, each with its kind, the pause the
    frame set after it, whether a roll came after it, and whether it was marked on the board;
    the frame's clock is run in steps of 10 ms until ``wanted`` steps are seen."""
    app = App((1280, 720), bot_delay_ms=PACE)
    session = Session.start(GameConfig("warparty", SEATS, variant), seed)
    session.resolve_chance()
    scene = GameScene(app, session)
    app.push(scene)
    general, steps = GreedyBot(), []
    for _ in range(wanted * 400):  # a step comes within 400 ticks (its pause, its summary)
        if len(steps) >= wanted or session.over:
            break
        if app.stack.top is not scene:
            app.pop()
            continue
        if not session.is_bot_turn():
            alice_moves(scene, general)
            continue
        if scene.board.holds_play() and scene.board.ended is not None:
            scene.board.dismiss_summary()  # what Alice does: reads the battle's summary
        before = len(session.history)
        scene.changes.pop("bot", None)
        app.tick(10)
        new = session.history[before:]
        if new:
            first = new[0]
            assert first.actor == 1 and all(e.actor < 0 for e in new[1:]), "one step at a time"
            steps.append(
                (
                    step_kind(first.action),
                    scene.computer.timer,
                    len(new) > 1,
                    "bot" in scene.changes,
                )
            )
    assert len(steps) >= wanted, "the computer went on moving"
    return steps


def test_a_run_of_like_steps_is_held_for_a_share_of_the_pace_and_each_is_still_shown():
    steps = computer_steps("quick-play", 2, 60)
    short = round(PACE * SAME_PACE)
    assert short <= PACE // 2, "a like step is held for well under the pace"
    assert all(marked for *_, marked in steps), "each step is marked on the board"
    for index, (kind, pause, rolled, _) in enumerate(steps):
        same = index > 0 and steps[index - 1][0] == kind and not steps[index - 1][2]
        if rolled:
            assert pause == PACE, f"step {index} ({kind}) was rolled for: its dice are read"
        elif same:
            assert pause == short, f"step {index} ({kind}) repeats the step before"
    kinds = [kind for kind, *_ in steps]
    assert {"deploy", "move", "buy"} <= set(kinds)
    assert sum(1 for _, pause, *_ in steps if pause == short) >= len(steps) // 3
    for kind in ("deploy", "move"):  # the first of a run of them: full pace
        first = kinds.index(kind)
        assert steps[first][1] == PACE and steps[first + 1][1] == short


def test_a_step_after_a_roll_or_of_another_kind_keeps_the_full_pace():
    steps = computer_steps("standard", 1, 60)
    rolled = [pause for _, pause, roll, _ in steps if roll]
    assert rolled and set(rolled) == {PACE}, "targets and research are followed by dice"
    changes = [steps[i][1] for i in range(1, len(steps)) if steps[i][0] != steps[i - 1][0]]
    assert changes and set(changes) == {PACE}
