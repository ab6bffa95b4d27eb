"""A move refused for distance says how far the place is and how far the unit moves, in
English and Spanish (playtest 23 item 8); a move barred by enemies names no distance, and
either points Why? at the movement section."""

from __future__ import annotations

import pytest
from wpscenario import TITLE, action, board, refusal

from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import speaking


def _rule(state, move: str) -> str | None:
    """The rules section a refusal's Why? opens."""
    with pytest.raises(IllegalAction) as caught:
        TITLE.apply(state, action(move))
    return caught.value.rule


def test_too_far_names_both_distances_in_spanish_too() -> None:
    state = board(("humans", "knight", "kingsreach"), ("goblins", "warrior", "deepwood"))
    assert refusal(state, "move 1 dunmoor").endswith(": it is 3 moves away and a Knight moves 2")
    with speaking("es"):
        words = refusal(state, "move 1 dunmoor")
    assert "3" in words and "2" in words and "moves" not in words
    assert words.endswith("está a 3 movimientos y un Caballero mueve 2")
    assert _rule(state, "move 1 dunmoor") == "movement"


def test_blocked_way_names_no_distance() -> None:
    # Greenhollow is two moves off, within a Knight's two, but enemies fill every way there
    ring = ("crownvale", "queensfield", "shieldmoor")  # Kingsreach's every neighbour
    state = board(("humans", "knight", "kingsreach"), *(("goblins", "warrior", p) for p in ring))
    assert refusal(state, "move 1 greenhollow") == (
        "a Knight in Kingsreach cannot reach Greenhollow this turn"
    )
    assert _rule(state, "move 1 greenhollow") == "movement"
