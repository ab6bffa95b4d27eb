"""Playtest 15, item 8: in King's Forge's lesson, Bruno's claim of the South Mine said his dice
"go on its boxes" while the card had already left the display (the next card turned up in its
place). The claimed card now stays in its place with his dice on the claimed action's boxes
while the note about it is read: the window's pixels show his two metal dice there, the note
says so, and once Next is pressed the card is in his row and the next card in its place.
Played from the launcher by clicks, at the usual pace, in English and in Spanish."""

from __future__ import annotations

import pygame
import pytest
from test_tutorial_board import open_lesson
from uihelp import click, play_by_places, run_timers

from forgegames.core.i18n import speaking, tr
from forgegames.games.kings_forge.actions import Claim
from forgegames.ui import text_report
from forgegames.ui.boards.kings_forge.layout import BOX_GAP
from forgegames.ui.boards.kings_forge.look import draw_die


def board_texts(app, scene) -> list[str]:
    """The words drawn on the board, read from the window (the text report)."""
    if not hasattr(app.surface, "__dict__"):
        app.surface = text_report.recording_window(app.surface)
    scene.layer = None
    app.draw()
    items = text_report.report(app.surface)
    return [i["text"] for i in items if scene.board.rect.contains(i["rect"])]


def die_drawn(app, rect: pygame.Rect, colour: str) -> bool:
    """Whether the window shows a ``colour`` die at ``rect`` (its face inside its corners
    as drawing it there again leaves them)."""
    picture = pygame.Surface(rect.size, pygame.SRCALPHA)
    picture.blit(app.surface, (0, 0), rect)
    again = picture.copy()
    draw_die(again, again.get_rect(), colour)
    inner = picture.get_rect().inflate(-rect.width // 3, -rect.height // 3)
    return pygame.image.tobytes(again.subsurface(inner), "RGBA") == pygame.image.tobytes(
        picture.subsurface(inner), "RGBA"
    )


def to_bruno_claim(app):
    """The lesson at the usual pace, the Student's claim of the Peddler clicked, up to Bruno's
    claim of the South Mine held for its note's Next; the game's scene."""
    app.fixed_bot_delay, app.fixed_animation_speed = 900, "normal"  # the usual pace
    scene = open_lesson(app, "kings-forge")
    play_by_places(app, scene, Claim("peddler", "top"))
    for _ in range(80):
        run_timers(app, steps=1, dt=50)
        if scene.lesson_holds():
            break
    assert scene.lesson_holds(), "Bruno's claim waits for Next"
    return scene


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_claimed_card_shows_his_dice_on_its_boxes_while_the_note_is_read(recording, app, lang):
    app.surface = text_report.recording_window(app.surface)
    scene = to_bruno_claim(app)
    bruno = [e.action for e in scene.session.history if e.actor == 1]
    assert bruno[-1] == Claim("south-mine", "top")
    run_timers(app, steps=60, dt=50)  # three seconds of reading: longer than any step
    board = scene.board
    world = board.world
    place = dict(board.geo.gather_cards())["cemetery"]  # the next card, in the mine's place
    area = board.geo.action_rects(place, "south-mine")["top"]
    box, row = board.geo.face_sizes()[0], board.geo.face_row()  # its two boxes, as printed
    boxes = [
        pygame.Rect(area.x + 4 + i * (box + BOX_GAP), area.y + 4 + (row - box) // 2, box, box)
        for i in range(2)
    ]
    with speaking(lang):  # the note and the board in the reader's language
        note = " ".join(scene.teaching.lesson_note().paragraphs)
        mine = str(world.card_name("south-mine"))
        texts = board_texts(app, scene)
        assert all(die_drawn(app, box, "M") for box in boxes), "his two metal dice on its boxes"
        # (his row names it once Next is pressed, as the note says: playtest 28,
        # test_kings_forge_lesson_held_step.py)
        assert tr("This round:").lower() in note.lower()
        assert ("go on its boxes" in note) if lang == "en" else ("van a sus casillas" in note)
        click(app, scene.log_column.notes_drawn.button.center)  # Next
        run_timers(app, steps=4, dt=50)
        texts = board_texts(app, scene)
    assert not scene.lesson_holds()
    assert mine in texts
    assert not any(die_drawn(app, box, "M") for box in boxes), "the next card in its place"
