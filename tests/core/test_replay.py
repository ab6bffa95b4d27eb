"""The replay: every step of a saved game equals the session's state after that many actions,
for each title; stepping back returns the same state; rounds; the public view; bad files."""

from __future__ import annotations

import functools
import json
from pathlib import Path

import every_title
import pytest

from forgegames.cli import make_config
from forgegames.core import registry
from forgegames.core.errors import SaveError
from forgegames.core.replay import Replay, public_view
from forgegames.core.session import Session
from forgegames.core.title import CHANCE

CROSS_TITLE = True
TITLES = every_title.title_ids()
"""Every registered title, from the registry (``tests/test_every_title_covered.py``)."""
CASES = [(title_id,) for title_id in TITLES]


def bot_game(title_id: str, seed: int, limit: int | None = None) -> tuple[Session, list[dict]]:
    """A game of computer players (to the end, or ``limit`` moves), with ``to_json`` of the
    session's state after every action it recorded (chance outcomes included)."""
    title = registry.get(title_id)
    config = make_config(title, 2, None, {0: "random", 1: "random"})
    session = Session(title, config, seed)
    seen = [title.to_json(session.state)]
    moves = 0
    while not session.over and (limit is None or moves < limit):
        first = len(session.history)
        action = session.bot_action() if session.active != CHANCE else None
        if action is None:
            session.resolve_chance()
        else:
            session.apply(action)
            moves += 1
        # the session may record several entries at once (a move, then the chance after it):
        # the states in between, as the session makes them again
        for index in range(first + 1, len(session.history)):
            seen.append(title.to_json(session.state_before(index)))
        seen.append(title.to_json(session.state))
    return session, seen


FORGE_WAR_11 = pytest.mark.xdist_group("replay-forge-war-11")
"""The tests reading Forge War's game of seed 11 run on one worker (``--dist loadgroup``,
pyproject.toml), which plays it once (``forge_war_11``): it was played three times."""


@functools.cache
def forge_war_11() -> tuple[Session, list[dict]]:
    """``bot_game("forge-war", 11)``, played once per process (the tests only read it)."""
    return bot_game("forge-war", seed=11)


@pytest.mark.parametrize(
    "title_id",
    [pytest.param(t, marks=FORGE_WAR_11) if t == "forge-war" else t for t in TITLES],
)
def test_every_step_equals_the_session_after_that_many_actions(title_id, tmp_path):
    session, seen = forge_war_11() if title_id == "forge-war" else bot_game(title_id, seed=11)
    assert session.over
    path = tmp_path / "game.json"
    session.save(path)
    before = path.read_bytes()
    replay = Replay.load(path)
    assert path.read_bytes() == before  # looking at a game never changes its file
    assert replay.last == len(session.history) == len(seen) - 1
    title = replay.title
    for step, expected in enumerate(seen):
        assert title.to_json(replay.state_at(step)) == expected, f"step {step}"
    # forward then back returns the same state, at the start, the middle and the end
    for step in (0, replay.last // 2, replay.last - 1):
        here = title.to_json(replay.cursor(step).state)
        forward = replay.cursor(step + 1)
        assert title.to_json(forward.state) == seen[step + 1]
        assert title.to_json(replay.cursor(forward.step - 1).state) == here
    assert replay.cursor(replay.last).over


@pytest.mark.parametrize("title_id", TITLES)
def test_a_game_in_progress_replays_to_where_it_stopped(title_id, tmp_path):
    session, seen = bot_game(title_id, seed=5, limit=40)
    assert not session.over
    path = tmp_path / "half.json"
    session.save(path)
    replay = Replay.load(path)
    assert replay.last == len(seen) - 1
    assert replay.title.to_json(replay.state_at(replay.last)) == seen[-1]
    assert not replay.cursor(replay.last).over
    assert replay.cursor(replay.last + 5).step == replay.last  # clamped at the end


def test_chance_outcomes_are_steps_and_every_step_has_a_log_line():
    session, _ = bot_game("kings-forge", seed=3, limit=30)
    replay = Replay(session)
    chance_steps = [k for k in range(1, replay.last + 1) if replay.entry(k).actor == CHANCE]
    assert chance_steps, "a King's Forge game starts with dice and draws"
    names = {seat: cfg.name for seat, cfg in enumerate(replay.config.seats)}
    for step in range(1, replay.last + 1):
        lines = replay.step_events(step, names.__getitem__)
        assert lines and all(line.text for line in lines), f"step {step} tells nothing"
    silent = [k for k in chance_steps if not replay.entry(k).events]
    assert silent, "some draws cause no event of their own"
    assert replay.step_events(silent[0], names.__getitem__)[0].text.startswith("Chance: ")
    assert replay.step_events(0, names.__getitem__) == []


@FORGE_WAR_11
def test_rounds_start_where_the_status_changes_round():
    session, _ = forge_war_11()
    replay = Replay(session)
    marks = replay.rounds()
    assert marks[0].step == 0 and marks[0].round is None  # the set-up comes first
    numbered = [mark for mark in marks if mark.round is not None]
    assert [mark.round for mark in numbered] == list(range(1, len(numbered) + 1))
    for mark in numbered:
        assert replay.title.status(replay.state_at(mark.step)).round == mark.round
        assert replay.title.status(replay.state_at(mark.step - 1)).round != mark.round
        assert mark.label == f"Round {mark.round}"
        assert replay.round_index(mark.step) == marks.index(mark)
        assert replay.round_index(mark.step - 1) == marks.index(mark) - 1


def test_warparty_counts_turns_in_the_replay_and_the_top_bar_as_its_panel_does():
    session, _ = bot_game("warparty", seed=3, limit=120)
    replay = Replay(session)
    numbered = [mark for mark in replay.rounds() if mark.round is not None]
    assert numbered, "the game reached no turn"
    assert [mark.label for mark in numbered] == [f"Turn {m.round}" for m in numbered]
    assert session.status_line().startswith(f"Turn {session.state.turn} · ")


@FORGE_WAR_11
def test_public_view_hides_every_hand_and_forge_war_has_hands_to_hide():
    session, _ = forge_war_11()
    replay = Replay(session)
    title = replay.title
    dealt = next(
        state
        for state in replay.states
        if state.phase == "wealth" and all(seat.hand for seat in state.seats)
    )
    public = public_view(title, dealt)
    for seat, data in enumerate(public.seats):
        assert data.hand == ("?",) * len(dealt.seats[seat].hand)
        assert dealt.seats[seat].hand != data.hand  # the true state still has them
    # King's Forge keeps nothing hidden: the public view is the state itself
    other, _ = bot_game("kings-forge", seed=2, limit=5)
    assert public_view(other.title, other.state) is other.state
    # Warparty's secret quests (once kept) show only how many each army holds
    war, _ = bot_game("warparty", seed=2, limit=40)
    held = [(army, q) for army, q in war.state.quests if q]
    assert held, "quests are kept by the 40th move"
    shown = dict(public_view(war.title, war.state).quests)
    assert all(shown[army] == ("?",) * len(q) for army, q in held)


def test_a_corrupt_or_tampered_save_is_refused_and_left_untouched(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    with pytest.raises(SaveError, match="corrupt"):
        Replay.load(broken)
    assert broken.read_text(encoding="utf-8") == "{not json"
    session, _ = bot_game("forge-war", seed=4, limit=10)
    path = tmp_path / "tampered.json"
    session.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][30] = "place 9,9"
    path.write_text(json.dumps(data), encoding="utf-8")
    text = path.read_text(encoding="utf-8")
    with pytest.raises(SaveError, match="move 31"):
        Replay.load(path)
    assert path.read_text(encoding="utf-8") == text
    with pytest.raises(SaveError, match="cannot read"):
        Replay.load(Path(tmp_path / "missing.json"))


def test_rounds_of_an_epic_game_name_their_stage_as_the_count_starts_again():
    title = registry.get("forge-war")
    config = make_config(title, 2, "epic", {0: "random", 1: "random"})
    session = Session.start(config, 3)
    while not session.over:
        session.apply(session.bot_action())
    marks = Replay(session).rounds()
    labels = [mark.label for mark in marks]
    assert labels[0] == "Setup"
    assert "Stage 1 · Round 1" in labels and "Stage 2 · Round 1" in labels
    assert session.status_line().startswith("Stage 3 · Round ")
    assert len(set(labels)) == len(labels)  # every round can be told apart
