"""Playtest 16, item 3: a second quest clicked after one was taken this round was refused with
"That move is not possible now (quest phase)", which named no rule. Every refusal Forge War
gives names what forbids the move: in games of each variant played by random computer players,
every kind of move met so far is tried again where it is not legal, in every phase and step,
and none is refused with words that name only the phase; and the quest phase's own cases say
what they are (a quest already taken or passed on this round, a quest too dear, a tracker
short)."""

from __future__ import annotations

import random

import pytest
from fw_helpers import resolve_chance, started

from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.game_actions import Done, QuestPass, TakeQuest
from forgegames.games.forge_war.state import whose_turn
from forgegames.ui.hotseat import sentence

GENERIC = ("not possible now", "no es posible ahora")
"""The words of the refusal that named only the phase (English, Spanish)."""


def refusals_met(variant: str, players: int, seed: int, lang: str) -> dict[tuple, str]:
    """(phase, step, kind of move) → the words of one refusal of that kind of move there."""
    title = TITLE
    session = Session(title, bot_config(title, players, variant, ["random"], ()), seed)
    rng = random.Random(seed)
    kinds: dict[type, list] = {}
    found: dict[tuple, str] = {}
    with speaking(lang):
        for _ in range(400):
            session.resolve_chance()
            if session.over:
                break
            state = session.state
            legal = set(title.legal_actions(state))
            for kind, seen in kinds.items():
                for action in rng.sample(seen, min(3, len(seen))):
                    if action in legal:
                        continue
                    try:
                        title.apply(state, action)
                    except IllegalAction as exc:
                        found.setdefault(
                            (state.phase, state.step, kind.__name__), sentence(str(exc))
                        )
            for action in legal:
                kinds.setdefault(type(action), []).append(action)
            session.apply(session.bot_action())
    return found


@pytest.mark.parametrize(
    ("variant", "players", "lang"),
    [
        ("simple", 2, "en"),
        ("simple", 4, "es"),
        ("epic", 3, "en"),
        ("solo", 1, "en"),
        ("solo-epic", 1, "es"),
    ],
)
def test_no_refusal_names_only_the_phase(variant, players, lang):
    found = {}
    for seed in (1, 2):
        found.update(refusals_met(variant, players, seed, lang))
    phases = {phase for phase, _step, _kind in found}
    every = {"place", "mine", "market", "quest"} | ({"wealth", "rewards"} if players > 1 else set())
    assert every <= phases, phases  # (a solo game has no wealth cards, nor a merchant's pause)
    generic = {k: w for k, w in found.items() if any(g in w.lower() for g in GENERIC)}
    assert generic == {}


def quest_turn(step: str):
    """A two-seat game at the first seat's quest turn (``step``: acquire or manage)."""
    state = started(2)
    while not (state.phase == "quest" and state.step == step):
        legal = TITLE.legal_actions(state)
        take = [a for a in legal if isinstance(a, TakeQuest)]
        passing = [a for a in legal if isinstance(a, QuestPass | Done)]
        action = (take or passing or legal)[0] if state.phase == "quest" else legal[-1]
        state = resolve_chance(TITLE.apply(state, action).state)
    return state


def refusal(state, action) -> str:
    with pytest.raises(IllegalAction) as caught:
        TITLE.apply(state, action)
    return str(caught.value)


def test_a_second_quest_in_a_round_is_refused_for_the_rule_it_breaks():
    state = quest_turn("manage")
    seat = whose_turn(state)
    assert any(e.taken == state.round for e in state.seats[seat].quests)  # it took one
    slot = next(i for i, q in enumerate(state.quests["offer"]) if q is not None)
    words = refusal(state, TakeQuest(slot))
    assert "at most one quest a round, and you have taken yours" in words
    assert "equip your quests" in words
    assert "at most one quest a round" in refusal(state, QuestPass())


def test_a_quest_too_dear_or_gone_is_refused_for_that():
    state = quest_turn("acquire")
    seat = whose_turn(state)
    offer = state.quests["offer"]
    gone = [i for i, q in enumerate(offer) if q is None]
    dear = [
        i
        for i, q in enumerate(offer)
        if q is not None and TakeQuest(i) not in TITLE.legal_actions(state)
    ]
    assert gone or dear
    for slot in gone:
        assert refusal(state, TakeQuest(slot)) == "there is no quest in that slot of the offer"
    for slot in dear:
        assert "that quest costs" in refusal(state, TakeQuest(slot)), state.seats[seat].gold
    assert refusal(state, Done()) == "first take a quest from the offer or pass"
