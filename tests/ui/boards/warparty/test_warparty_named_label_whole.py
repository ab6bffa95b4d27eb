"""Playtest 15, item 2 (left): the prompt under the map invited to claim Goldfurrow and the map
labelled it with a stray short "Gold." (its shortened name, nothing saying so). A territory the
words on screen name is labelled with its name whole, on it where that fits, else beside it;
only a label nobody asked for may be shortened (its hover names it). Real events."""

from __future__ import annotations

from test_warparty_change_tags import _alice_after_bruno, _in_play, _open

from forgegames.ui import text_report


def test_a_territory_the_prompt_names_is_labelled_whole(app):
    scene = _open(app)
    _alice_after_bruno(app, scene, lambda: _in_play(scene))
    text_report.start()
    try:
        app.surface = text_report.recording_window(app.surface)
        scene.layer = None
        app.draw()
        shown = [item["text"] for item in text_report.report(app.surface)]
    finally:
        text_report.stop()
    said = " ".join(shown)
    assert "move a unit into Goldfurrow" in said, said  # the prompt names it
    labels = [t for t in shown if t.startswith("Gold") and "Goldfurrow (" not in t]
    assert "Gold." not in labels, labels
    assert any(t in ("Goldfurrow", "Gold-") for t in labels), labels
