"""One generic random-playthrough test that every title joins by being registered.

For every available title (and the test-only dice race), every player count and every variant,
random bots play complete games while the protocol is checked after every action: invariants
hold, the state survives a JSON round trip, chance outcomes are proper probability
distributions, terminal states offer nothing, every action's text form parses back, games end
in bounded time, and a save of the game replays to the identical state.
"""

from __future__ import annotations

import dataclasses
import json
import math
import random
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from titles import dice_race as dicerace

from forgegames.core import registry
from forgegames.core.actions import Action
from forgegames.core.bots import RandomBot
from forgegames.core.saves import SaveData, write_save
from forgegames.core.session import Session
from forgegames.core.title import CHANCE, TERMINAL, Event, GameConfig, SeatConfig, Title

GAMES = 5
"""Complete games per (title, player count, variant), time budget allowing (at least one)."""
TOTAL_BUDGET_S = 10.0
"""Time shared among all cases; a case starts no new game once its share is spent. (It was 15
s: King's Forge and Warparty now write their states two to four times quicker, and ten
seconds play as many games, 82 of the 5 a case at most, as fifteen did before.)"""
MAX_LENGTH = 20_000
"""Actions (chance outcomes included) after which a game counts as never ending."""


def playable_titles() -> list[Title]:
    """Every available title in the catalogue, with the dice race registered while we look."""
    try:
        registry.get(dicerace.TITLE.info.id)
        added = False
    except KeyError:
        registry.register(dicerace.TITLE)
        added = True
    try:
        infos = registry.catalogue(include_unlisted=True)
        return [registry.get(i.id) for i in infos if i.available]
    finally:
        if added:
            registry.unregister(dicerace.TITLE.info.id)


CASES = [
    pytest.param(title, players, variant.id, id=f"{title.info.id}-{players}p-{variant.id}")
    for title in playable_titles()
    for variant in title.info.variants
    for players in range(
        title.info.seats_for(variant.id)[0], title.info.seats_for(variant.id)[1] + 1
    )
]
BUDGET_S = TOTAL_BUDGET_S / max(1, len(CASES))


@pytest.fixture()
def registered(request: pytest.FixtureRequest) -> None:
    """The case's title is registered for the test (Session.load looks titles up by id)."""
    title: Title = request.node.callspec.params["title"]
    try:
        present = registry.get(title.info.id) is title
    except KeyError:
        present = False
    if not present:
        registry.register(title)
        request.addfinalizer(lambda: registry.unregister(title.info.id))


def check_text_form(title: Title, action: Action) -> None:
    text = str(action)
    assert text and "\n" not in text, f"bad text form {text!r}"
    parsed = title.parse_action(text)
    assert parsed == action, f"'{text}' parses back as {parsed!r}, not {action!r}"
    assert str(parsed) == text


def check_state(title: Title, state: Any) -> dict[str, Any]:
    """Check ``state``; return its JSON form (to tell whether ``apply`` changed it)."""
    broken = title.check_invariants(state)
    assert broken == [], broken
    data = title.to_json(state)
    assert title.from_json(data) == state, "from_json(to_json(state)) differs"
    text = json.dumps(data)
    assert title.from_json(json.loads(text)) == state, "state differs after a JSON round trip"
    return data


def play_game(title: Title, config: GameConfig, seed: int) -> tuple[Any, list[str]]:
    """Play one game at the title's level, checking every node; return final state and log."""
    rng = random.Random(seed)
    bots = [RandomBot() for _ in config.seats]
    state = title.new_game(config)
    actions: list[str] = []
    parsed: set[Action] = set()  # text forms checked (parse_action reads the text alone)
    while True:
        before = check_state(title, state)
        who = title.current_player(state)
        legal = title.legal_actions(state)
        outcomes = title.chance_outcomes(state)
        assert title.is_over(state) == (who == TERMINAL)
        where = f"after {len(actions)} actions ({actions[-3:]})"
        if who == TERMINAL:
            assert legal == [], f"terminal state offers moves {where}"
            assert outcomes == [], f"terminal state offers chance outcomes {where}"
            break
        if who == CHANCE:
            assert legal == [], f"chance node offers moves {where}"
            assert outcomes, f"chance node without outcomes {where}"
            probabilities = [p for _, p in outcomes]
            assert all(p > 0 for p in probabilities), f"non-positive probability {where}"
            total = sum(probabilities)
            assert math.isclose(total, 1.0, rel_tol=0, abs_tol=1e-9), (
                f"chance probabilities sum to {total} {where}"
            )
            choices = [a for a, _ in outcomes]
            assert len(set(choices)) == len(choices), f"repeated chance outcome {where}"
            for action in set(choices) - parsed:
                check_text_form(title, action)
            parsed.update(choices)
            (action,) = rng.choices(choices, probabilities)
        else:
            assert 0 <= who < config.players, f"current_player is {who} {where}"
            assert outcomes == [], f"a seat's node offers chance outcomes {where}"
            assert legal, f"seat {who} has no legal move {where}"
            assert len(set(legal)) == len(legal), f"repeated legal action {where}"
            for action in set(legal) - parsed:
                check_text_form(title, action)
            parsed.update(legal)
            action = bots[who].choose(title.view(state, who), legal, rng)
            assert action in legal
        step = title.apply(state, action)
        assert title.to_json(state) == before, f"apply('{action}') changed its input {where}"
        assert all(isinstance(e, Event) and e.text for e in step.events)
        state = step.state
        actions.append(str(action))
        assert len(actions) <= MAX_LENGTH, f"no end after {MAX_LENGTH} actions"
    return state, actions


def check_final(title: Title, config: GameConfig, state: Any) -> None:
    scores = title.scores(state)
    assert len(scores) == config.players
    assert all(math.isfinite(s) for s in scores)
    lines = title.score_breakdown(state)
    assert sorted(line.seat for line in lines) == list(range(config.players))
    if config.players > 1:  # a solo game can be lost: nobody wins
        assert any(line.winner for line in lines)
    totals = [line.total for line in lines]
    assert totals == sorted(totals, reverse=True)


@pytest.mark.parametrize(("title", "players", "variant"), CASES)
@pytest.mark.usefixtures("registered")
def test_random_playthrough(title: Title, players: int, variant: str, tmp_path: Path) -> None:
    seats = tuple(SeatConfig(f"Bot {i + 1}", f"c{i}", "random") for i in range(players))
    config = GameConfig(title.info.id, seats, variant)
    started = time.perf_counter()
    for index in range(GAMES):
        if index and time.perf_counter() - started > BUDGET_S:
            break
        seed = 1000 * players + index
        state, actions = play_game(title, config, seed)
        check_final(title, config, state)
        path = tmp_path / f"game-{seed}.json"
        write_save(path, SaveData(config, seed, tuple(actions)))
        loaded = Session.load(path)
        assert loaded.over
        assert loaded.state == state, f"seed {seed}: save -> load -> replay differs"
        assert loaded.save_data().actions == tuple(actions)


# --- the checks above do catch a broken title ----------------------------------------------------


class BadProbabilities(dicerace.DiceRace):
    def chance_outcomes(self, state: Any) -> list[tuple[Action, float]]:
        return [(a, p * 0.9) for a, p in super().chance_outcomes(state)]


class MovesAfterTheEnd(dicerace.DiceRace):
    def legal_actions(self, state: Any) -> list[Action]:
        if self.current_player(state) == TERMINAL:
            return [dicerace.EndTurn()]
        return super().legal_actions(state)


class LossySave(dicerace.DiceRace):
    def from_json(self, data: dict[str, Any]) -> Any:
        return super().from_json({**data, "rounds": 1})


class BrokenInvariant(dicerace.DiceRace):
    def check_invariants(self, state: Any) -> list[str]:
        return ["a die went missing"] if state.rounds > 2 else []


class Unparseable(dicerace.DiceRace):
    def parse_action(self, text: str) -> Action:
        return dicerace.EndTurn() if text == "roll" else super().parse_action(text)


class NeverEnds(dicerace.DiceRace):
    def apply(self, state: Any, action: Action) -> Any:
        step = super().apply(state, action)
        positions = tuple(min(p, dicerace.GOAL - 1) for p in step.state.positions)
        return type(step)(dataclasses.replace(step.state, positions=positions), step.events)


@pytest.mark.parametrize(
    ("broken", "message"),
    [
        (BadProbabilities, "probabilities sum to 0.89"),
        (MovesAfterTheEnd, "terminal state offers moves"),
        (LossySave, "from_json"),
        (BrokenInvariant, "a die went missing"),
        (Unparseable, "parses back"),
        (NeverEnds, "no end after"),
    ],
)
def test_checks_catch_a_broken_title(
    broken: type[Title], message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys.modules[__name__], "MAX_LENGTH", 2000)
    seats = (SeatConfig("A", "c0", "random"), SeatConfig("B", "c1", "random"))
    config = GameConfig("dice-race", seats, "standard")
    with pytest.raises(AssertionError, match=message):
        for seed in range(5):
            play_game(broken(), config, seed)
