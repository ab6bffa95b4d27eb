"""Spanish review 17: the last turn's verdict read "(5 a 1 puntos, ingresos 116 a 51)"; it is
"(5 puntos a 1; ingresos, 116 a 51)" now, and one point is "1 punto" (English alike)."""

from __future__ import annotations

from wpfixtures import ARMIES, GEO, position

from forgegames.core.i18n import speaking
from forgegames.games.warparty.victory import final_reckoning


def verdict(burned: tuple[tuple[str, int], ...], lang: str = "es") -> str:
    state = position(owner=(("home", "humans"),), burned=burned)
    with speaking(lang):
        final, events = final_reckoning(state, GEO, ARMIES)
    assert final.winner == "good" and final.how == "victory points"
    return events[0].text


def test_the_points_and_the_income_read_as_two_comparisons() -> None:
    text = verdict((("good", 5), ("evil", 1)))
    assert text.startswith("Ha terminado el último turno: el equipo del Bien gana por puntos")
    assert "(5 puntos a 1; ingresos, " in text
    english = verdict((("good", 5), ("evil", 1)), "en")
    assert "(5 points to 1, income " in english


def test_one_point_is_one_punto() -> None:
    assert "(1 punto a 0; ingresos, " in verdict((("good", 1), ("evil", 0)))
    assert "(1 point to 0, income " in verdict((("good", 1), ("evil", 0)), "en")


def test_an_income_tie_break_says_the_equal_points_alike() -> None:
    state = position(owner=(("home", "humans"),), burned=(("good", 1), ("evil", 1)))
    with speaking("es"):
        final, events = final_reckoning(state, GEO, ARMIES)
    assert final.how == "income tie-break"
    assert "gana por desempate de ingresos (1 punto a 1; ingresos, " in events[0].text
