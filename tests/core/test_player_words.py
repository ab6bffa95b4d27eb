"""Ids never reach the screen: computer players and high-score tables in players' words
(issue 25)."""

from __future__ import annotations

import every_title
import pytest

from forgegames.core import registry
from forgegames.core.i18n import speaking

CROSS_TITLE = True
TITLES = every_title.title_ids()
"""Every registered title, from the registry (``tests/test_every_title_covered.py``)."""
CASES = [(title_id,) for title_id in TITLES]


@pytest.mark.parametrize("title_id", TITLES)
def test_every_computer_player_has_a_name_in_every_language(title_id: str) -> None:
    title = registry.get(title_id)
    for kind in title.bots():
        with speaking("en"):
            english = title.bot_name(kind)
        with speaking("es"):
            spanish = title.bot_name(kind)
        assert english != kind and english[0].isupper()
        assert spanish != english, f"{kind} has no Spanish name"


def test_a_high_score_table_is_named_by_variant_and_settings() -> None:
    """The default words (a title may word its own keys, as Forge War does)."""
    info = registry.get("forge-war").info
    key = "solo-epic/very-easy/bonus-tiles"
    with speaking("en"):
        assert info.score_table_name(key) == "Solo epic game, Very easy, Bonus tiles"
    with speaking("es"):
        spanish = info.score_table_name(key)
    assert "solo-epic" not in spanish and "very-easy" not in spanish
    assert not spanish.startswith(info.variant("solo-epic").name)  # the variant is translated


@pytest.mark.parametrize("lang", ["en", "es"])
def test_forge_war_names_its_tables_without_ids(lang: str) -> None:
    title = registry.get("forge-war")
    with speaking(lang):
        words = title.high_score_words("solo-epic/very-easy/bonus-tiles")
    assert not {"solo-epic", "very-easy", "bonus-tiles"} & set(words.replace(",", " ").split())
