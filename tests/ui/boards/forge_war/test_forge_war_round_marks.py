"""Issue 39 (fw36): after a whole round the "changed since your last turn" marks lit most of
the board, the round's own refills with the players' moves, and read as noise. Across a new
round they now keep to what the players did (the mine's hexes, the seats' mats): the round
track, the market's spaces, the quest offer and the merchant change by themselves then."""

from __future__ import annotations

from uihelp import play_greedy_until

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.game_scene import GameScene

QUIET = ("rounds", "space:", "slot:", "merchant")


def test_marks_after_a_round_keep_to_the_players_moves(app):
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    scene = GameScene(app, Session.start(GameConfig("forge-war", seats, "simple"), 2))
    app.push(scene)

    def new_round() -> bool:
        seen = scene.seen.get(0)
        state = scene.session.state
        return seen is not None and seen.round != state.round and bool(scene.marks.get("since"))

    play_greedy_until(app, scene, new_round, most=600)
    board = scene.board
    before, after = scene.changes["since"]
    assert before.round < after.round
    old, new = board.shown_regions(before), board.shown_regions(after)
    raw = {k for k, (_r, what) in new.items() if k not in old or old[k][1] != what}
    assert any(k.startswith(QUIET) for k in raw), raw  # the round did refill something
    marked = {tuple(r) for r in board.marks(before, after)}
    quiet = {tuple(board.mark_place(k, new[k][0])) for k in raw if k.startswith(QUIET)}
    loud = {tuple(board.mark_place(k, new[k][0])) for k in raw if not k.startswith(QUIET)}
    assert marked and marked <= loud | {tuple(r) for k, (r, _) in old.items() if k not in new}
    assert not (quiet - loud) & marked, "no refill of the new round is marked"


def test_within_a_round_nothing_is_quiet(app):
    """Within one round every change is a player's: the market and the offer stay marked."""
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    scene = GameScene(app, Session.start(GameConfig("forge-war", seats, "simple"), 2))
    app.push(scene)
    state = scene.session.state
    assert scene.board.quiet_parts(state, state) == ()
