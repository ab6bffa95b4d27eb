"""Playtest 15, item 8: in King's Forge's lesson, Bruno's claim of the South Mine said his dice
"go on its boxes" while the card had already left the display (the next card turned up in its
place) and only "This round: South Mine" in his row told where it went. The lesson's words
now say what the board shows: the note quotes the row's words, and the board shows the card
there, not on display. Played from the launcher by clicks, in English and in Spanish."""

from __future__ import annotations

import pytest
from test_tutorial_board import open_lesson
from uihelp import play_by_places, run_timers

from forgegames.core.i18n import speaking, tr
from forgegames.games.kings_forge.actions import Claim
from forgegames.ui import text_report


def board_texts(app, scene) -> list[str]:
    """The words drawn on the board, read from the window (the text report)."""
    if not hasattr(app.surface, "__dict__"):
        app.surface = text_report.recording_window(app.surface)
    scene.layer = None
    app.draw()
    items = text_report.report(app.surface)
    return [i["text"] for i in items if scene.board.rect.contains(i["rect"])]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_claim_note_says_where_the_claimed_card_is(recording, app, lang):
    app.surface = text_report.recording_window(app.surface)
    scene = open_lesson(app, "kings-forge")
    play_by_places(app, scene, Claim("peddler", "top"))
    for _ in range(40):
        run_timers(app, steps=5, dt=50)
        if scene.lesson_holds():
            break
    assert scene.lesson_holds(), "Bruno's claim waits for Next"
    bruno = [e.action for e in scene.session.history if e.actor == 1]
    assert bruno[-1] == Claim("south-mine", "top")
    with speaking(lang):  # the note and the board in the reader's language
        note = " ".join(scene.lesson_note().paragraphs)
        world = scene.board.world
        mine = str(world.card_name("south-mine"))
        row = f"{tr('This round:')} {mine}"
        texts = board_texts(app, scene)
        display = [str(world.card_name(c)) for c in scene.session.state.faceup if c]
    assert mine in texts, "the South Mine is named in Bruno's row"
    assert mine not in display, "the display has the next card in its place"
    assert row.lower() in note.lower(), (row, note)
    assert "go on its boxes" not in note and "en sus casillas" not in note
