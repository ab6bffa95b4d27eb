"""Seats nobody named take the default names of the language the program speaks."""

from __future__ import annotations

from forgegames.core import scenario
from forgegames.core.i18n import data_text, speaking
from forgegames.core.paths import ROOT
from forgegames.core.seats import default_seats, is_default_name


def test_default_seats_are_named_in_the_current_language() -> None:
    with speaking("en"):
        assert [s.name for s in default_seats(4)] == ["Alice", "Bruno", "Chiara", "Dmitri"]
    with speaking("es"):
        assert [s.name for s in default_seats(4)] == ["Ana", "Bruno", "Carmen", "Diego"]
        assert [s.name for s in default_seats(2, {1: "greedy"})] == ["Ana", "Ordenador 2"]
    assert [s.name for s in default_seats(2, {1: "greedy"})] == ["Alice", "Bot 2"]


def test_a_default_name_is_known_in_every_language_for_its_seat_only() -> None:
    assert is_default_name("Alice", 0) and is_default_name("Ana", 0)
    assert not is_default_name("Ana", 1) and not is_default_name("Zoë", 0)


def test_a_scenario_keeps_the_names_its_facts_and_words_speak_of_in_every_language() -> None:
    """A scenario's expected facts ('Alice.quests') and its texts name the English seats."""
    path = ROOT / "data" / "forge_war" / "scenarios" / "clerk-claim.yaml"
    with speaking("es"):
        loaded = scenario.load(path)
        intro = data_text("forge_war/scenarios/clerk-claim/intro", "")
    assert [s.name for s in loaded.config.seats] == ["Alice", "Bruno", "Chiara"]
    assert "Alice" in intro and "Chiara" in intro
