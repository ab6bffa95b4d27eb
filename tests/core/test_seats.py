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
        assert [s.name for s in default_seats(2, {1: "greedy"})] == ["Ana", "Bot 2"]
    assert [s.name for s in default_seats(2, {1: "greedy"})] == ["Alice", "Bot 2"]


def test_a_default_name_is_known_in_every_language_for_its_seat_only() -> None:
    assert is_default_name("Alice", 0) and is_default_name("Ana", 0)
    assert not is_default_name("Ana", 1) and not is_default_name("Zoë", 0)


def test_a_scenario_file_keeps_english_names_and_a_spanish_table_reads_spanish_ones() -> None:
    """A scenario's expected facts ('Alice.gold') name the English seats, so the file's
    configuration keeps them; the game a Spanish player is shown names its seats as the
    Spanish words of the example do: Ana and Carmen beside Bruno (issue 39)."""
    path = ROOT / "data" / "forge_war" / "scenarios" / "clerk-claim.yaml"
    with speaking("es"):
        loaded = scenario.load(path)
        session = loaded.session()
        intro = data_text("forge_war/scenarios/clerk-claim/intro", "")
    assert [s.name for s in loaded.config.seats] == ["Alice", "Bruno", "Chiara"]
    assert [s.name for s in session.config.seats] == ["Ana", "Bruno", "Carmen"]
    assert session.state.names == ("Ana", "Bruno", "Carmen")
    assert "Ana" in intro and "Carmen" in intro and "Alice" not in intro
    with speaking("en"):
        assert loaded.session().state.names == ("Alice", "Bruno", "Chiara")


def test_no_spanish_example_text_names_an_english_default_seat() -> None:
    """Every Spanish scenario text names the seats by the Spanish default names."""
    from forgegames.core.i18n import catalogue
    from forgegames.core.seats import default_names

    english = set(default_names("en")) - set(default_names("es"))
    texts = [v for k, v in catalogue("es").items() if "/scenarios/" in k]
    assert texts, "the Spanish catalogue holds scenario texts"
    assert [t for t in texts if any(name in t for name in english)] == []
