"""The solo game's loss names the failed quests as a sentence lists them ('A, B and C'), with
the verb in the number the list needs, in English and Spanish (Spanish review 23: the reason
read 'misión fallida en la ronda 3: A y B y C', two colons and a doubled 'y')."""

from __future__ import annotations

import pytest

from forgegames.core.frozen import evolve
from forgegames.core.i18n import speaking
from forgegames.games.forge_war import TITLE, solo
from forgegames.games.forge_war.economy import Log
from forgegames.games.forge_war.game_actions import Done
from forgegames.games.forge_war.quests import quest_card
from forgegames.games.forge_war.round_flow import end_round
from forgegames.games.forge_war.state import QuestEntry, changed
from tests.games.forge_war.fw_helpers import add_quest, advance_to
from tests.games.forge_war.solo_helpers import solo_started

FAILED = {
    "en": [
        "{0} failed in round 1",
        "quests {0} and {1} failed in round 1",
        "quests {0}, {1} and {2} failed in round 1",
    ],
    "es": [
        "en la ronda 1 falló la misión {0}",
        "en la ronda 1 fallaron las misiones {0} {and_} {1}",
        "en la ronda 1 fallaron las misiones {0}, {1} {and_} {2}",
    ],
}
UNFINISHED = {
    "en": [
        "{0} not finished by the end of the game",
        "quests {0} and {1} not finished by the end of the game",
        "quests {0}, {1} and {2} not finished by the end of the game",
    ],
    "es": [
        "la misión {0} no se completó antes del final de la partida",
        "las misiones {0} {and_} {1} no se completaron antes del final de la partida",
        "las misiones {0}, {1} {and_} {2} no se completaron antes del final de la partida",
    ],
}


def _with_quests(state, n: int, taken: int):
    """``state`` with the first ``n`` quests of the green deck on the player's mat, none met."""
    offer = list(state.quests["green"][:n])
    assert len(offer) == n
    state = changed(state, "quests", green=state.quests["green"][n:])
    for qid in offer:
        state = add_quest(state, 0, QuestEntry(qid, 0, taken))
    return state, offer


def _expected(words: str, lang: str, offer: list[str]) -> str:
    names = [str(quest_card(TITLE.world, qid).name) for qid in offer]
    last = names[-1]
    and_ = "e" if lang == "es" and last[:1].lower() in "ií" else "y"
    return words.format(*names, and_=and_)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("n", [1, 2, 3])
def test_quests_failed_in_a_round_are_listed_once_with_one_colon(lang, n):
    state = advance_to(solo_started(), "quest", "acquire")
    state = evolve(state, step="manage")
    state, offer = _with_quests(state, n, taken=1)
    with speaking(lang):
        step = TITLE.apply(state, Done())  # nobody sent: no quest's first step is met
        expected = _expected(FAILED[lang][n - 1], lang, offer)
    assert step.state.phase == "over"
    assert solo.lost(step.state) == expected
    (said,) = [e.text for e in step.events if expected in e.text]
    assert said.count(":") == 1 and " y y " not in said and " and and " not in said


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("n", [1, 2, 3])
def test_quests_unfinished_at_the_end_are_listed_once(lang, n):
    state = solo_started()
    last = TITLE.world.content.rules.rounds
    state = evolve(state, round=last)
    state, offer = _with_quests(state, n, taken=last - 1)
    with speaking(lang):
        state = end_round(state, Log(state))
        expected = _expected(UNFINISHED[lang][n - 1], lang, offer)
    assert state.phase == "over"
    assert solo.lost(state) == expected
