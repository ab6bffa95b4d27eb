"""No missing-glyph boxes: every string the boards draw (theme.text, and theme.glyph for the
labels on pieces) has a glyph for each character in the bundled DejaVu fonts."""

from __future__ import annotations

import pytest
from boardtour import TOURS, tour

from forgegames.ui import theme
from forgegames.ui.boards.warparty import map_counters


def test_the_glyph_check_knows_a_missing_glyph():
    assert theme.missing_glyphs("Gold 3 · ★ → ✗ ×2 ½") == ""
    assert theme.missing_glyphs("⌚ 3") == "⌚"
    assert theme.missing_glyphs("⌚", bold=True) == "⌚"


@pytest.mark.parametrize("game, variant, players, stops", TOURS, ids=lambda v: str(v))
def test_every_string_a_board_draws_has_its_glyphs(app, monkeypatch, game, variant, players, stops):
    drawn: dict[tuple[str, bool], str] = {}
    real = theme.text

    def record(content, size, colour=theme.TEXT, bold=False):
        drawn.setdefault((content, bold), "")
        return real(content, size, colour, bold)

    real_glyph = theme.glyph

    def record_glyph(content, size, colour=theme.TEXT, bold=False):
        drawn.setdefault((content, bold), "")
        return real_glyph(content, size, colour, bold)

    monkeypatch.setattr(theme, "text", record)
    monkeypatch.setattr(theme, "glyph", record_glyph)
    for stop in tour(app, game, variant, players, stops):
        for key, at in drawn.items():
            drawn[key] = at or stop  # where each string was first drawn
    assert len(drawn) > 50
    missing = {
        (content, at): theme.missing_glyphs(content, bold)
        for (content, bold), at in drawn.items()
        if theme.missing_glyphs(content, bold)
    }
    assert not missing, missing


def test_warparty_counter_emblems_have_glyphs():
    for glyph in map_counters.KIND_GLYPH.values():
        assert theme.missing_glyphs(glyph, bold=True) == "", glyph
