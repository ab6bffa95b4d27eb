"""Seat colours read against the panels they are drawn on; pairs are told apart by symbol."""

from __future__ import annotations

import itertools

import pytest

from forgegames.ui import theme


def test_contrast_follows_wcag():
    assert theme.contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert theme.contrast(theme.BG, theme.BG) == pytest.approx(1.0)
    assert theme.contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)


@pytest.mark.parametrize("colour", theme.PALETTE, ids=lambda c: c.id)
def test_every_seat_colour_reads_on_every_panel(colour):
    for background in theme.SEAT_BACKGROUNDS:
        assert theme.contrast(colour.rgb, background) >= 3.0, (colour.id, background)


def test_the_palette_keeps_its_ids_and_distinct_symbols():
    ids = [c.id for c in theme.PALETTE]
    assert ids == ["blue", "orange", "green", "purple", "sky", "vermilion"]
    assert len({c.symbol for c in theme.PALETTE}) == len(theme.PALETTE)


def test_pairwise_contrast_is_what_the_palette_documents():
    """3:1 between every pair is out of reach on a dark table (see theme.PALETTE); the figures
    are pinned so a change to the palette is a change someone means."""
    ratios = {
        (a.id, b.id): round(theme.contrast(a.rgb, b.rgb), 2)
        for a, b in itertools.combinations(theme.PALETTE, 2)
    }
    assert min(ratios.values()) >= 1.0
    assert ratios[("blue", "sky")] >= 1.8
    assert ratios[("green", "sky")] >= 1.8
    assert ratios[("sky", "vermilion")] >= 1.8
    # the three that share a lightness differ in hue, and always carry their symbols
    assert {c.symbol for c in theme.PALETTE if c.id in ("blue", "green", "vermilion")} == {
        "circle",
        "triangle",
        "cross",
    }
