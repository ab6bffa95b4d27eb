"""Playtest 29: "once the computer's turn is over there is no trace of its moves on the map".
Now the person's turn opens with an arrow for each stack the other side moved, in its army's
colour with its count, until the person's first move; the key A shows them again or hides
them; the Legend says what they are. Real events: a person and a computer player."""

from __future__ import annotations

import pygame
from uihelp import play_by_places, play_greedy_until, press

from forgegames.core.i18n import speaking, tr
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty.actions import Move
from forgegames.games.warparty.board_info import PHASE_MOVE, side_of
from forgegames.ui.boards.warparty.trail_marks import OUTLINE, TRAIL_KEY, TRAIL_WORDS
from forgegames.ui.game_scene import GameScene


def _open(app) -> GameScene:
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    scene = GameScene(app, Session.start(GameConfig("warparty", seats, "quick-play-short"), 2))
    app.push(scene)
    return scene


def _drawn(app, scene: GameScene) -> list:
    scene.layer = None
    app.draw()
    return list(scene.board.arrows)


def _near(surface: pygame.Surface, centre: tuple[int, int], rgb, reach: int) -> int:
    """How many pixels within ``reach`` of ``centre`` are close to ``rgb``."""
    x0, y0 = centre
    return sum(
        1
        for x in range(x0 - reach, x0 + reach + 1)
        for y in range(y0 - reach, y0 + reach + 1)
        if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], rgb, strict=True)) < 12
    )


def _moves_shown(app, scene: GameScene) -> bool:
    state = scene.session.state
    return state.phase == PHASE_MOVE and bool(_drawn(app, scene))


def test_the_computers_moves_are_arrows_until_the_person_moves(app):
    scene = _open(app)
    play_greedy_until(app, scene, lambda: _moves_shown(app, scene), seed=2)
    board = scene.board
    arrows = _drawn(app, scene)
    alice = scene.viewer
    mine = board.state.seats[alice]
    assert all(side_of(a.army) != side_of(mine[0]) for a in arrows), "only the other side's"
    assert all(a.count > 0 and a.start != a.end for a in arrows)
    assert "Evil team moved" in board.trail_caption, board.trail_caption
    # each arrow's count disc is drawn in its army's colour on its middle, ringed dark (its
    # own land may have that colour): the ring is not there once the key A hides them
    reach = round(11 * app.board_scale)
    shown = [
        (a, _near(app.surface, a.mid, OUTLINE, reach))
        for a in arrows
        if board.caption_box is None or not board.caption_box.collidepoint(a.mid)
    ]
    assert shown, "no arrow left to look at"
    for arrow, _ in shown:
        rgb = board.army_look(arrow.army).rgb
        assert _near(app.surface, arrow.mid, rgb, round(6 * app.board_scale)) > 20, arrow
    # no change tag on a territory the arrows tell of (playtest 31: tags beside the arrows
    # crowded the map); other changes keep theirs
    (start, _, _), _ = board.trail_now()
    before, after = scene.view_before(start), board.state  # since the person last looked
    squares = board.shown_regions(after)
    told = {tuple(squares[f"t:{place}"][0]) for a in arrows for place in (a.start, a.end)}
    assert told and not told & {tuple(r) for r in board.marks(before, after)}
    press(app, TRAIL_KEY)
    assert _drawn(app, scene) == []
    for arrow, dark in shown:
        hidden = _near(app.surface, arrow.mid, OUTLINE, reach)
        assert dark > hidden + 30, (arrow, dark, hidden)
    press(app, TRAIL_KEY)
    assert _drawn(app, scene) == arrows
    # the caption is on screen (the side panel's), but for while a notice tells something newer
    scene.toast = None  # (the Legend's nudge, shown at the first marks, has timed out)
    _drawn(app, scene)
    assert board.caption_box is not None and board.panel_rect.contains(board.caption_box)
    scene.show_toast("Something newer.", error=False)
    _drawn(app, scene)
    assert board.caption_box is None
    scene.toast = None
    # the person's first move: the arrows have done their work
    move = next(a for a in scene.legal_actions() if isinstance(a, Move))
    play_by_places(app, scene, move)
    assert _drawn(app, scene) == [] and board.trail_caption == ""
    # the key A shows them again (the same moves), and hides them
    press(app, TRAIL_KEY)
    again = _drawn(app, scene)
    assert [a[:4] for a in again] == [a[:4] for a in arrows]
    press(app, TRAIL_KEY)
    assert _drawn(app, scene) == []


def test_the_arrows_are_in_the_legend_in_both_languages(app):
    scene = _open(app)
    for language in ("en", "es"):
        with speaking(language):
            words = [entry.words for entry in scene.board.legend_entries()]
            assert tr(TRAIL_WORDS) in words
            if language == "es":
                assert tr(TRAIL_WORDS) != TRAIL_WORDS and "Flechas" in tr(TRAIL_WORDS)


def test_many_moves_read_clearly_on_any_land(app):
    """Issue #39: after a computer turn of many moves the arrows were hard to see (orange on
    orange land) and their counts lay over each other. Each arrow is cased in a light band
    inside its dark outline, and no count disc covers another."""
    from forgegames.ui.boards.warparty.trail_marks import HALO

    scene = _open(app)
    play_greedy_until(
        app, scene, lambda: _moves_shown(app, scene) and len(scene.board.arrows) >= 6, seed=2
    )
    board = scene.board
    arrows = _drawn(app, scene)
    assert len(arrows) >= 6, arrows
    radius = max(7, round(9 * app.board_scale))
    for i, a in enumerate(arrows):  # no count over another
        for b in arrows[i + 1 :]:
            assert (
                abs(a.mid[0] - b.mid[0]) >= 2 * radius or abs(a.mid[1] - b.mid[1]) >= 2 * radius
            ), (
                a,
                b,
            )
    clear = [
        a for a in arrows if board.caption_box is None or not board.caption_box.collidepoint(a.mid)
    ]
    assert clear
    reach = radius + 3
    for arrow in clear:  # the light band rings each disc, the dark outline round it
        assert _near(app.surface, arrow.mid, HALO, reach) > 10, arrow
        assert _near(app.surface, arrow.mid, OUTLINE, reach) > 10, arrow
    # the Legend's arrow is drawn the same way
    from forgegames.ui.boards.warparty.trail_marks import trail_picture

    picture = pygame.Surface((48, 24))
    picture.fill((0, 0, 0))
    trail_picture((200, 90, 150))(picture, picture.get_rect())
    colours = {picture.get_at((x, y))[:3] for x in range(48) for y in range(24)}
    assert HALO in colours and OUTLINE in colours and (200, 90, 150) in colours
