"""King's Forge's Spanish after the second native review: the rules say dice are put on the
item's card ("Asigna a la carta..."), never handed to someone ("Dale un dado"); the magic dice
are "mágicos" as in the printed Spanish rulebook, in the dice names as in every sentence; the
Caravan's face says "all your dice" once."""

from __future__ import annotations

import re

from forgegames.core import rules_text
from forgegames.core.i18n import catalogue, data_text, speaking
from forgegames.games.kings_forge import TITLE
from forgegames.ui.boards.kings_forge.faces import action_face


def spanish_rules() -> dict[str, str]:
    with speaking("es"):
        return {s.id: s.text for s in rules_text.sections("kings-forge")}


def test_stealing_and_crafting_put_dice_on_the_card():
    rules = spanish_rules()
    steal = "Asigna a la carta del artículo un dado por cada dado de quien la tiene"
    assert steal in rules["steal"]
    assert "asigna a su carta un dado por casilla" in rules["craft"]
    assert not [s for s, text in rules.items() if re.search(r"\bdale un dado", text, re.I)]


def test_the_magic_dice_are_magicos_as_in_the_printed_rulebook():
    """The Spanish rulebook: "dados de gemas (rojos) o mágicos (azules)"."""
    with speaking("es"):
        names = [data_text(f"kings_forge/components/{c}/name", c) for c in ("gem", "magic")]
    assert names == ["Gemas", "Mágico"]
    assert "de gemas y mágicos" in spanish_rules()["concepts"]
    kf = {k: v for k, v in catalogue("es").items() if k.startswith("kings_forge/")}
    assert len(kf) > 100
    assert not [k for k, v in kf.items() if re.search(r"\bmagia\b", v, re.I)]


def test_the_caravan_says_all_your_dice_once():
    for lang, words in (("es", "cuantos más dados, mejor"), ("en", "the more dice, the better")):
        with speaking(lang):
            face = action_face(TITLE.world, "caravan", "bottom")
        assert face.words == words
    with speaking("es"):
        assert "todos tus dados" not in action_face(TITLE.world, "caravan", "bottom").words.lower()
