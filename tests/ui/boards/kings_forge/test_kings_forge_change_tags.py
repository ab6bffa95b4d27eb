"""Playtest 26: the bare corner brackets round what changed (cards, trays) read as glitches
until the Legend explained them. Each marked card, item and tray now carries a small tag
saying what happened to it ("new", "taken", "changed"...), clear of every word the frame
shows."""

from __future__ import annotations

import pygame
from kf_play import person_and_bot, person_turns

from forgegames.core.i18n import tr
from forgegames.ui import text_report
from forgegames.ui.boards.kings_forge import change_tags


def drawn(app, scene) -> list[tuple[str, pygame.Rect]]:
    """The words the frame shows now, drawn afresh, with where they lie."""
    scene.invalidate()
    if not isinstance(app.surface, text_report.RecordingSurface):
        app.surface = text_report.recording_window(app.surface)
    app.draw()
    return [(i["text"], pygame.Rect(i["rect"])) for i in text_report.report(app.surface)]


def test_marked_parts_carry_a_tag_that_lies_over_no_words(app, recording, monkeypatch):
    scene = person_and_bot(app)
    words = {tr(w) for w in change_tags.WORDS.values()}
    tagged = 0
    for _ in person_turns(app, scene, 12):
        scene.animations.running = []
        marked = sum(len(rects) for rects in scene.marks.values())
        shown = drawn(app, scene)
        tags = [rect for text, rect in shown if text in words and rect.y < scene.board.rect.bottom]
        tags = [
            r
            for r in tags
            if any(r.colliderect(m.inflate(40, 40)) for m in sum(scene.marks.values(), []))
        ]
        if not tags:
            continue
        tagged += len(tags)
        assert marked, "a tag only with a mark"
        with monkeypatch.context() as m:
            m.setattr(change_tags, "draw_tags", lambda *args: [])
            others = drawn(app, scene)
        for tag in tags:
            over = [text for text, rect in others if rect.colliderect(tag.inflate(-2, -2))]
            assert not over, (tag, over)
    assert tagged >= 3, "the computer's moves and the last turn's changes were tagged"
