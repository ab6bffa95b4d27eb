"""Issue 39: King's Forge's words read whole on real screens, in English and Spanish, at the
positions the text reports found crowded."""

from __future__ import annotations

import pytest
from test_text_fit import shot
from test_text_report import problems

PAYING = ("--game", "kings-forge", "--players", "3", "--seed", "3", "--until-phase", "pay")
"""Ana pays for the Mill's lower action in round 3 (the greedy players' game, seed 3)."""


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", ["1280x720", "1024x640"])
def test_paying_for_a_card_leaves_the_gather_cards_the_height_of_their_words(tmp_path, size, lang):
    """In Spanish at 1280x720 the payment's buttons took a second row (Cancel alone above
    the others) and the gather row lost the height its words need: the Tavern's and the
    Dragon's Lair's words ran past their action boxes, the docks' last row past the panel.
    The strip's buttons keep one row, a little narrower; the row keeps its height."""
    items = shot(tmp_path, *PAYING, "--size", size, lang=lang)
    paying = {"en": "Paying for Mill", "es": "Pagando el Molino"}[lang]
    assert any(i["text"].startswith(paying) for i in items), [i["text"] for i in items]
    cut, over = problems(items)
    assert not cut and not over, (cut, over)


def test_a_long_payment_says_its_dice_in_fewer_words_to_keep_the_buttons_on_one_row(tmp_path):
    """Four seats, Spanish, 1280x720: "Pagar 2 dados de metal, 4 dados de madera y 1 dado
    de gemas" sent "+ gemas" and "Cancelar" to a second row, and the gather cards' words
    out of their boxes. The Pay button says the dice as the "+ metal" buttons name them."""
    items = shot(
        tmp_path,
        *("--game", "kings-forge", "--players", "4", "--seed", "1", "--actions", "180"),
        *("--size", "1280x720"),
        lang="es",
    )
    said = {i["text"]: i for i in items if "text" in i}
    pay = said["Pagar metal ×2, madera ×4 y gemas ×1"]
    labels = [pay] + [said[w] for w in ("+ metal", "+ madera", "+ gemas", "Cancelar")]
    middles = [i["rect"][1] + i["rect"][3] / 2 for i in labels]
    assert max(middles) - min(middles) <= 4, labels  # one row
    assert not [i["text"] for i in items if i["cut"]]
