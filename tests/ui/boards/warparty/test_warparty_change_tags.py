"""Playtest 16, item 4: at Warparty's set-up the orange corner brackets of the computer's last
move (and of what changed since a person's last turn) stood round territories and purses and
looked like lit choices before anything had been played. Now nothing is marked from or into
the set-up, and in play a change is a small star tag at the part's corner, never brackets
(King's Forge keeps its brackets). Real events: a person and a computer player."""

from __future__ import annotations

import pygame
from uihelp import click_button, play_greedy_until

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty.board_info import PHASE_SETUP
from forgegames.ui import theme
from forgegames.ui.boards.warparty.change_regions import before_play
from forgegames.ui.game_scene import GameScene
from forgegames.ui.legend import Legend


def _open(app, game: str = "warparty", variant: str = "quick-play-short") -> GameScene:
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    scene = GameScene(app, Session.start(GameConfig(game, seats, variant), 2))
    app.push(scene)
    return scene


def _alice_after_bruno(app, scene: GameScene, ready) -> None:
    """Alice plays the greedy player's move each turn until ``ready()`` holds on her turn
    after one of Bruno's moves."""
    play_greedy_until(app, scene, lambda: "bot" in scene.changes and ready(), seed=2)


def _in_play(scene: GameScene) -> bool:
    """Bruno's last move was made in play (not from the set-up)."""
    before, after = scene.changes["bot"]
    return not before_play(before) and not before_play(after)


def _drawn(app, scene: GameScene) -> dict[str, list[pygame.Rect]]:
    scene.layer = None
    app.draw()
    return {kind: rects for kind, rects in scene.marks.items() if rects}


def test_nothing_is_marked_at_the_set_up(app):
    scene = _open(app)
    _alice_after_bruno(app, scene, lambda: scene.session.state.phase == PHASE_SETUP)
    assert scene.session.state.phase == PHASE_SETUP
    assert "bot" in scene.changes  # Bruno kept his quests: the purses and lands changed
    assert _drawn(app, scene) == {}, "no brackets that look like lit choices at the set-up"


def _colour_near(surface, rect: pygame.Rect, rgb, box: pygame.Rect) -> int:
    """How many pixels of ``rect`` (clipped to ``box``) are close to ``rgb``."""
    area = rect.clip(box)
    return sum(
        1
        for x in range(area.x, area.right)
        for y in range(area.y, area.bottom)
        if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], rgb, strict=True)) < 24
    )


def test_in_play_a_change_is_a_star_tag_not_corner_brackets(app):
    scene = _open(app)
    _alice_after_bruno(app, scene, lambda: _in_play(scene))
    marks = _drawn(app, scene)
    assert marks.get("bot"), "Bruno's last move is marked in play"
    rgb = scene.seat_colour(scene.computer.seat).rgb
    screen = app.surface
    # drawn alone on a blank copy, each mark is a tag at its top right corner only
    for rect in marks["bot"]:
        blank = pygame.Surface(screen.get_size())
        blank.fill(theme.BG)
        scene.board.draw_change_marks(blank, [rect], rgb, app.board_scale, False)
        whole = blank.get_rect()
        corner = pygame.Rect(rect.x - 2, rect.y - 2, 12, 12)  # where a bracket's arms begin
        lower = pygame.Rect(rect.x - 2, rect.bottom - 10, 12, 12)
        assert _colour_near(blank, corner, rgb, whole) == 0, rect
        assert _colour_near(blank, lower, rgb, whole) == 0, rect
        tag = pygame.Rect(rect.right - 14, rect.y - 4, 18, 18)
        assert _colour_near(blank, tag, rgb, whole) > 10, rect


def test_the_legend_shows_the_tags(app):
    scene = _open(app)
    _alice_after_bruno(app, scene, lambda: _in_play(scene))
    click_button(app, scene.top, "Legend")
    assert isinstance(app.stack.top, Legend)
    words = [entry.words for entry in app.stack.top.entries]
    assert "Star tags: what changed" in words and "Corner marks: what changed" not in words


def test_kings_forge_keeps_its_corner_brackets(app):
    scene = _open(app, "kings-forge", "standard")
    rect = pygame.Rect(100, 100, 80, 60)
    blank = pygame.Surface((300, 300))
    scene.board.draw_change_marks(blank, [rect], (250, 150, 40), 1.0, False)
    corner = rect.inflate(4, 4)
    assert tuple(blank.get_at(corner.topleft))[:3] == (250, 150, 40)
    assert tuple(blank.get_at((corner.x + 5, corner.y)))[:3] == (250, 150, 40)


def test_a_tag_keeps_off_the_border_of_its_part(app):
    """Playtest 18, item 9: the star tags were drawn across the border of an army's block
    and past the map's edge onto its frame. Each tag now lies inside its part, clear of the
    part's outer two pixels (where the blocks' borders are drawn)."""
    scene = _open(app)
    _alice_after_bruno(app, scene, lambda: _in_play(scene))
    marks = _drawn(app, scene)
    rgb = scene.seat_colour(scene.computer.seat).rgb
    rects = marks["bot"] + marks.get("since", [])
    assert rects
    for rect in rects:
        blank = pygame.Surface(app.surface.get_size())
        blank.fill(theme.BG)
        scene.board.draw_change_marks(blank, [rect], rgb, app.board_scale, False)
        clear = rect.inflate(-4, -4)  # inside the border
        inked = [
            (x, y)
            for x in range(max(0, rect.x - 20), min(blank.get_width(), rect.right + 20))
            for y in range(max(0, rect.y - 20), min(blank.get_height(), rect.bottom + 20))
            if tuple(blank.get_at((x, y)))[:3] != theme.BG
        ]
        assert inked, rect  # the tag is drawn
        assert all(clear.collidepoint(p) for p in inked), (
            rect,
            [p for p in inked if not clear.collidepoint(p)][:5],
        )
