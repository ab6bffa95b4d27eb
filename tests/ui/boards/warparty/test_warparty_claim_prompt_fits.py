"""Spanish review 26, found while checking the battle's "Retirada automática": a worked
example's first frame at 1024x640 in Spanish cut the prompt under the map ("…mueve una unidad a
Campo de la Reina (+2 de"): the two-line strip beside End movement and Offer peace is narrow,
and the invitation to claim land, even shortened, named the place with its income figure. The
narrowest form names the place alone; every combat example's first frame keeps its words whole
at 1024x640 in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_spanish_review_15 import shot

from forgegames.ui import theme

EXAMPLES = sorted(
    (Path(__file__).parents[4] / "data" / "warparty" / "scenarios").glob("combat-*.yaml")
)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("example", EXAMPLES[:3], ids=lambda p: p.stem)
def test_a_combat_example_s_first_frame_has_no_cut_words(tmp_path, example, lang):
    items = shot(tmp_path, "--scenario", str(example), "--size", "1024x640", lang=lang)
    assert not [t["text"] for t in items if t["cut"]]
    under_map = [t for t in items if t["rect"][1] > 600]
    assert under_map, "the bar under the map is drawn"


def test_the_narrowest_claim_invitation_names_the_place_without_figures(tmp_path):
    # (playtest 30 made the side panel narrower at 1024x640, and the bar under the map wider:
    # the whole invitation fits there now; large print's larger words still need the narrowest)
    argv = ("--scenario", str(EXAMPLES[0]), "--size", "1024x640", "--large-print", "large")
    try:
        items = shot(tmp_path, *argv, lang="es")
    finally:
        theme.set_large_print("off")
    words = " ".join(t["text"] for t in items if t["rect"][1] > 560)
    assert "Mueve una unidad a Campo de la Reina para cobrar sus ingresos." in words
