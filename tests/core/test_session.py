"""The session with the test-only dice race: chance recording, undo policy, redo, autosave, bots."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from titles import dice_race as dicerace
from titles.dice_race import Deal, Die, EndTurn, Reveal, Roll, StepForward

from forgegames.core import paths
from forgegames.core.actions import Action
from forgegames.core.bots import RandomBot
from forgegames.core.errors import IllegalAction
from forgegames.core.saves import read_save
from forgegames.core.session import Session
from forgegames.core.simulate import simulate
from forgegames.core.title import CHANCE, TERMINAL, Bot, GameConfig, SeatConfig

pytestmark = pytest.mark.usefixtures("dice_race")


def race_config(bots: tuple[str | None, str | None] = (None, None)) -> GameConfig:
    seats = tuple(
        SeatConfig(name, f"c{i}", bot)
        for i, (name, bot) in enumerate(zip(("Ann", "Bob"), bots, strict=True))
    )
    return GameConfig("dice-race", seats, "standard")


def start(seed: int = 1, autosave: Path | None = None) -> Session:
    return Session.start(race_config(), seed, autosave)


# --- chance ------------------------------------------------------------------------------------


def test_setup_deals_are_recorded_as_actions() -> None:
    session = start(7)
    assert [e.actor for e in session.history] == [CHANCE, CHANCE]
    deals = [e.action for e in session.history]
    assert all(isinstance(a, Deal) for a in deals)
    assert session.state.cards == tuple(a.value for a in deals)  # type: ignore[attr-defined]
    assert session.save_data().actions == tuple(str(a) for a in deals)
    assert session.active == 0


def test_die_roll_is_recorded_as_an_action() -> None:
    session = start(3)
    events = session.apply(Roll())
    roll, die = session.history[-2:]
    assert roll.action == Roll() and roll.actor == 0
    assert isinstance(die.action, Die) and die.actor == CHANCE and die.barrier
    assert session.state.positions[0] == die.action.value
    assert [e.text for e in events] == [f"rolled {die.action.value}"]
    assert session.save_data().actions[-2:] == ("roll", f"die {die.action.value}")
    assert session.active == 1


def test_chance_follows_the_outcome_probabilities() -> None:
    # Over many seeds every die face appears, and only die faces appear.
    faces = set()
    for seed in range(60):
        session = start(seed)
        session.apply(Roll())
        faces.add(session.history[-1].action.value)  # type: ignore[attr-defined]
    assert faces == {1, 2, 3, 4, 5, 6}


def play_script(session: Session) -> None:
    for action in (StepForward(), Roll(), Reveal(), EndTurn(), Roll(), StepForward(), Roll()):
        session.apply(action)


def test_same_config_seed_and_actions_reproduce_the_game() -> None:
    a, b = start(11), start(11)
    play_script(a)
    play_script(b)
    assert a.state == b.state
    assert a.save_data() == b.save_data()
    assert [e.text for e in a.events()] == [e.text for e in b.events()]
    replayed = Session.from_save(a.save_data())
    assert replayed.state == a.state


def test_different_seeds_give_different_games() -> None:
    endings = set()
    for seed in range(8):
        session = start(seed)
        play_script(session)
        endings.add(session.save_data().actions)
    assert len(endings) > 1


def test_undone_move_leaves_no_trace() -> None:
    with_undo, without = start(5), start(5)
    with_undo.apply(StepForward())
    with_undo.undo()
    with_undo.apply(EndTurn())
    without.apply(EndTurn())
    assert with_undo.state == without.state
    assert with_undo.save_data() == without.save_data()


# --- illegal moves -----------------------------------------------------------------------------


def test_illegal_move_is_refused_and_changes_nothing() -> None:
    session = start(2, paths.data_dir() / "autosave.json")
    session.apply(StepForward())
    state, history = session.state, list(session.history)
    saved = (paths.data_dir() / "autosave.json").read_bytes()
    with pytest.raises(IllegalAction, match="you may step only once per turn"):
        session.apply(StepForward())
    assert session.state == state
    assert session.history == history
    assert (paths.data_dir() / "autosave.json").read_bytes() == saved


def test_chance_outcome_cannot_be_played_by_a_seat() -> None:
    session = start(2)
    with pytest.raises(IllegalAction):
        session.apply(Die(6))
    assert session.state.positions == (0, 0)


def test_impossible_chance_outcome_is_refused() -> None:
    session = Session(dicerace.TITLE, race_config(), 0)
    assert session.active == CHANCE
    with pytest.raises(IllegalAction, match="'deal 9' is not a possible outcome here"):
        session.apply(Deal(9))
    session.apply(Deal(2))  # a possible outcome may be forced (tests, scenarios)
    assert session.state.cards[0] == 2


def test_no_move_after_the_end() -> None:
    session = start(4)
    while not session.over:
        session.apply(Roll())
    assert session.active == TERMINAL
    assert session.legal_actions() == []
    with pytest.raises(IllegalAction, match="the game is over"):
        session.apply(EndTurn())


# --- undo and redo -----------------------------------------------------------------------------


def test_undo_own_move_and_redo() -> None:
    session = start(1)
    before = session.state
    session.apply(StepForward())
    after = session.state
    assert session.can_undo()
    assert session.undo() == StepForward()
    assert session.state == before
    assert len(session.history) == 2
    assert session.can_redo()
    events = session.redo()
    assert [e.text for e in events] == ["stepped"]
    assert session.state == after
    assert not session.can_redo()


def test_nothing_to_undo_or_redo() -> None:
    session = Session(dicerace.TITLE, race_config(), 0)
    with pytest.raises(IllegalAction, match="nothing to undo yet"):
        session.undo()
    with pytest.raises(IllegalAction, match="nothing to redo"):
        session.redo()


def test_undo_blocked_across_setup_deal() -> None:
    session = start(1)
    assert not session.can_undo()
    with pytest.raises(IllegalAction, match="cannot undo past a dice roll or a card draw"):
        session.undo()


def test_undo_blocked_across_a_dice_roll() -> None:
    session = start(1)
    session.apply(StepForward())
    session.apply(Roll())
    state = session.state
    assert not session.can_undo()
    with pytest.raises(IllegalAction, match="cannot undo past a dice roll"):
        session.undo()
    assert session.state == state


def test_undo_blocked_across_a_reveal() -> None:
    session = start(1)
    session.apply(Reveal())
    state = session.state
    assert session.active == 0  # still our turn: only the reveal blocks undo
    assert not session.can_undo()
    with pytest.raises(IllegalAction, match="cannot undo a move that revealed hidden information"):
        session.undo()
    assert session.state == state
    # A later own move may be undone, but not the reveal behind it.
    session.apply(StepForward())
    session.undo()
    assert session.state == state
    with pytest.raises(IllegalAction, match="revealed hidden information"):
        session.undo()


def test_undo_blocked_across_a_change_of_seat() -> None:
    session = start(1)
    session.apply(StepForward())
    session.apply(EndTurn())
    assert session.active == 1
    assert not session.can_undo()
    with pytest.raises(IllegalAction, match="cannot undo another player's move"):
        session.undo()


def test_undo_blocker_explains_can_undo() -> None:
    session = start(1)
    assert session.undo_blocker() == "cannot undo past a dice roll or a card draw"
    session.apply(StepForward())
    assert session.undo_blocker() is None and session.can_undo()
    session.apply(EndTurn())
    assert session.undo_blocker() == "cannot undo another player's move"
    assert not session.can_undo()
    fresh = Session(dicerace.TITLE, race_config(), 0)
    assert fresh.undo_blocker() == "nothing to undo yet"
    assert not fresh.can_undo()


def test_new_action_clears_redo() -> None:
    session = start(1)
    session.apply(StepForward())
    session.undo()
    assert session.can_redo()
    session.apply(EndTurn())
    assert not session.can_redo()
    with pytest.raises(IllegalAction, match="nothing to redo"):
        session.redo()


# --- autosave ----------------------------------------------------------------------------------


def test_autosave_after_every_action(data_dir: Path) -> None:
    path = paths.data_dir() / "autosave.json"
    assert path.parent == data_dir
    session = start(9, path)

    def saved() -> tuple[str, ...]:
        return read_save(path).actions

    assert saved() == session.save_data().actions and len(saved()) == 2
    session.apply(StepForward())
    assert saved()[-1] == "step" and len(saved()) == 3
    session.undo()
    assert len(saved()) == 2
    session.redo()
    assert saved() == session.save_data().actions and len(saved()) == 3
    session.apply(Roll())
    assert saved() == session.save_data().actions and len(saved()) == 5
    assert Session.load(path).state == session.state
    assert sorted(p.name for p in data_dir.iterdir()) == ["autosave.json"]


def test_no_autosave_when_not_asked(data_dir: Path) -> None:
    session = start(9)
    session.apply(StepForward())
    assert not (paths.data_dir() / "autosave.json").exists()


# --- bots --------------------------------------------------------------------------------------


class SpyBot(Bot):
    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.seen: list[tuple[Any, list[Action]]] = []

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        self.seen.append((view, list(legal)))
        return RandomBot().choose(view, legal, rng)


def test_bots_play_only_legal_moves_and_see_only_their_view() -> None:
    session = Session.start(race_config(("random", "random")), 21)
    assert all(isinstance(b, RandomBot) for b in session.bots.values())
    session.bots = {0: SpyBot(0), 1: SpyBot(1)}
    moves = 0
    while not session.over:
        assert session.is_bot_turn()
        seat = session.active
        legal = session.legal_actions()
        action = session.bot_action()
        assert action in legal
        session.apply(action)
        moves += 1
        assert moves < 5000
    for seat, bot in session.bots.items():
        assert bot.seen
        for view, legal in bot.seen:
            other = 1 - seat
            assert view.turn == seat
            if not view.revealed[other]:
                assert view.cards[other] == 0, "a bot must not see another seat's hidden card"
            assert legal


def test_bot_choice_is_reproducible() -> None:
    a = Session.start(race_config(("random", "random")), 5)
    b = Session.start(race_config(("random", "random")), 5)
    for _ in range(30):
        if a.over:
            break
        action = a.bot_action()
        assert b.bot_action() == action
        a.apply(action)
        b.apply(action)
    assert a.state == b.state


def test_human_seats_have_no_bot() -> None:
    session = Session.start(race_config((None, "random")), 5)
    assert session.active == 0
    assert not session.is_bot_turn()
    session.apply(EndTurn())
    assert session.is_bot_turn()


def test_events_make_the_log() -> None:
    session = start(1)
    session.apply(StepForward())
    session.apply(EndTurn())
    log = session.events()
    assert [(e.text, e.seat) for e in log] == [("stepped", 0), ("ended the turn", 0)]


# --- the simulation runner ---------------------------------------------------------------------


def test_simulate_plays_complete_games() -> None:
    report = simulate(dicerace.TITLE, 2, 4, seed=100, variant="short")
    assert (report.games, report.errors) == (4, 0), report.messages
    assert report.actions > 4 * 10
    assert sum(report.wins) >= 4
    line = report.to_json()
    assert {"games", "errors", "actions", "seconds"} <= set(line)
    assert simulate(dicerace.TITLE, 2, 4, seed=100, variant="short").actions == report.actions


def test_simulate_reports_a_broken_invariant() -> None:
    class Broken(dicerace.DiceRace):
        def check_invariants(self, state: Any) -> list[str]:
            return ["a card vanished"] if state.rounds > 1 else []

    report = simulate(Broken(), 2, 3, seed=1)
    assert (report.games, report.errors) == (3, 3)
    assert all("a card vanished" in m for m in report.messages)
