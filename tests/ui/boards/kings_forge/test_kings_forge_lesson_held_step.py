"""Playtest 28: at the lesson's step "the others play" the note says Bruno's dice go on the
South Mine's boxes and that the card goes to his row when Next is pressed, but the board had
moved on: Bruno's row already read "This round: South Mine", and a click while reading took
the card away (the Cemetery turned up in its place). Until Next, the card stays on the gather
row with his two dice on its boxes, his row does not name it yet, and a click keeps it so.
Played from the launcher by clicks, in English and in Spanish."""

from __future__ import annotations

import pygame
import pytest
from test_kings_forge_lesson_claimed import die_drawn, to_bruno_claim
from uihelp import click, run_timers

from forgegames.core.i18n import speaking, tr
from forgegames.ui import text_report
from forgegames.ui.boards.kings_forge.layout import BOX_GAP


def mine_boxes(scene) -> list[pygame.Rect]:
    """The South Mine's two top boxes where it stood (the Cemetery's place once it leaves)."""
    board = scene.board
    place = dict(board.geo.gather_cards())["cemetery"]
    area = board.geo.action_rects(place, "south-mine")["top"]
    box, row = board.geo.face_sizes()[0], board.geo.face_row()
    return [
        pygame.Rect(area.x + 4 + i * (box + BOX_GAP), area.y + 4 + (row - box) // 2, box, box)
        for i in range(2)
    ]


def row_texts(app, scene, seat: int) -> list[str]:
    """The words drawn in ``seat``'s row, read from the window (the text report)."""
    scene.layer = None
    app.draw()
    tray = scene.board.tray_rows()[seat]
    return [i["text"] for i in text_report.report(app.surface) if tray.contains(i["rect"])]


def shows_the_note(app, scene, lang: str) -> None:
    """The board as the note says: the mine on the gather row with Bruno's two metal dice on
    its boxes, his row not naming it yet."""
    world = scene.board.world
    with speaking(lang):
        note = " ".join(scene.teaching.lesson_note().paragraphs)
        assert tr("This round:").lower() in note.lower()  # the note: "when you press Next"
        texts = row_texts(app, scene, 1)
        assert str(world.card_name("south-mine")) not in " ".join(texts), texts
    assert all(die_drawn(app, box, "M") for box in mine_boxes(scene)), "his dice on its boxes"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_board_holds_the_step_the_note_speaks_of(recording, app, lang):
    app.surface = text_report.recording_window(app.surface)
    scene = to_bruno_claim(app)
    run_timers(app, steps=60, dt=50)  # three seconds of reading
    shows_the_note(app, scene, lang)
    click(app, scene.board.rect.center)  # a click on the board while reading
    run_timers(app, steps=10, dt=50)
    assert scene.lesson_holds()
    shows_the_note(app, scene, lang)
    click(app, scene.log_column.notes_drawn.button.center)  # Next
    run_timers(app, steps=4, dt=50)
    assert not scene.lesson_holds()
    with speaking(lang):
        texts = row_texts(app, scene, 1)
        assert str(scene.board.world.card_name("south-mine")) in " ".join(texts), texts
    assert not any(die_drawn(app, box, "M") for box in mine_boxes(scene)), "the next card"
