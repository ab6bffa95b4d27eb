"""A line with icons cached before a report began (an earlier game in the same process) still
shows its words in the report: the cache of composed lines is emptied when recording starts
(the Forge War clerk's design names vanished from a report after another test drew them)."""

from __future__ import annotations

from forgegames.ui import icons, text_report


def test_a_line_with_icons_drawn_before_recording_is_seen_by_the_report(app, request) -> None:
    words = "{gold} Copper Axe"
    icons.rich(words, 14)  # cached while nothing records
    text_report.start()
    request.addfinalizer(text_report.stop)
    window = text_report.recording_window(app.surface)
    window.blit(icons.rich(words, 14), (10, 10))
    texts = [item["text"] for item in text_report.report(window)]
    assert any("Copper Axe" in text for text in texts), texts
