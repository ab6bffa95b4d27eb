"""The top bar's shorter forms of Warparty's status line: the turn and the team always stay,
and a battle's last form leaves out its place (the battle panel names it), so a long place
name in Spanish never has to be cut (fresh-clone text sweep, Spanish, 1280x720)."""

from __future__ import annotations

from wpscenario import board, step

from forgegames.core.i18n import speaking
from forgegames.games.warparty import TITLE


def test_a_battle_s_shortest_status_keeps_turn_and_team_without_the_place() -> None:
    state = board(
        ("humans", "soldier", "crownvale"),
        ("goblins", "warrior", "greenhollow"),
        owner={"greenhollow": "goblins", "crownvale": "humans"},
    )
    state = step(state, "move 1 greenhollow", "end-move", "fight greenhollow")
    assert state.battle is not None
    for lang, place, battle in (("en", "Greenhollow", "battle"), ("es", None, "batalla")):
        with speaking(lang):
            forms = TITLE.short_statuses(state)
            assert len(forms) == 2
            if place:
                assert place in forms[0]
            assert forms[-1].endswith(f" · {battle}")
            assert len(forms[-1]) < len(forms[0])


def test_outside_a_battle_there_is_one_shorter_form() -> None:
    state = board(("humans", "soldier", "crownvale"), owner={"crownvale": "humans"})
    forms = TITLE.short_statuses(state)
    assert len(forms) == 1 and "movement" in forms[0]
