"""Guided first games: the lesson files, checked by playing their scripts through the rules,
and what a lesson allows while it lasts."""

from __future__ import annotations

from pathlib import Path

import every_title
import pytest

from forgegames.core import registry
from forgegames.core.errors import ContentError
from forgegames.core.title import CHANCE
from forgegames.core.tutorial import (
    check_tutorial,
    has_tutorial,
    load_tutorial,
    start_lesson,
    tutorial_path,
)

CROSS_TITLE = True
TITLES = every_title.title_ids()
"""Every registered title, from the registry (``tests/test_every_title_covered.py``)."""
CASES = [(title_id,) for title_id in TITLES]
TAUGHT = {
    "kings-forge": {"claim", "docks", "dock", "bonus", "craft"},
    "forge-war": {"move", "clerk", "take", "equip"},
    "warparty": {"move", "fight", "target", "buy"},
}
"""The kinds of move each title's lesson must have the player make (a title missing here fails)."""
KF_HEAD = tutorial_path("kings-forge").read_text(encoding="utf-8").split("\nsteps:\n")[0] + "\n"
"""The King's Forge lesson's file up to its steps (title, seed, set-up draws, seats)."""


@pytest.mark.parametrize("game", TITLES)
def test_every_title_has_a_lesson_that_plays_through(game: str) -> None:
    assert has_tutorial(game)
    check_tutorial(registry.get(game))


@pytest.mark.parametrize("game", TITLES)
def test_a_lesson_offers_only_the_taught_move_then_everything(game: str) -> None:
    title = registry.get(game)
    tutorial = load_tutorial(title)
    session = start_lesson(title, tutorial)
    run = session.tutorial
    person = tutorial.person
    kinds = set()
    while not run.finished(len(session.history)):
        expected = run.expected(len(session.history))
        legal = session.legal_actions()
        if session.active == person:
            assert run.narrow(len(session.history), legal) == [expected]
            session.apply(expected)
        else:
            assert session.bot_action() == expected  # the computer's moves are scripted
            session.apply(session.bot_action())
        kinds.add(expected.verb)
    legal = session.legal_actions()
    assert run.narrow(len(session.history), legal) == legal  # free play
    must = TAUGHT[game]
    assert must <= kinds, must - kinds
    done, total = run.person_steps(len(session.history))
    assert done == total >= 5


def test_forced_dice_follow_the_script_and_undo_takes_the_lesson_back() -> None:
    title = registry.get("kings-forge")
    session = start_lesson(title, load_tutorial(title))
    run = session.tutorial
    while session.tutorial.tutorial.steps[run.sync(len(session.history))].do != "bonus 0 0":
        session.apply(run.expected(len(session.history)))
    rolls = [str(e.action) for e in session.history if e.actor == CHANCE][-3:]
    assert rolls == ["roll 1", "roll 4", "roll 5"]
    step = run.sync(len(session.history))
    session.apply(run.expected(len(session.history)))
    assert run.sync(len(session.history)) == step + 1
    session.undo()
    assert run.sync(len(session.history)) == step


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "tutorial.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("body", "where", "problem"),
    [
        ("steps: []\n", "steps", "no steps"),
        ("steps:\n  - {say: hi}\n", "steps[0]", "exactly one of 'do' and 'chance'"),
        ("steps:\n  - {say: hi, do: fly away}\n", "steps[0]", "'fly away'"),
        ('steps:\n  - {say: hi, do: "craft mace 1,2,0"}\n', "steps[0]", "not legal for Student"),
        ("steps:\n  - {do: claim tavern bottom}\n", "steps[0].say", "needs words"),
        ("steps:\n  - {chance: roll 3}\n", "steps[0]", "no die or draw is due here"),
        (
            "steps:\n  - {say: hi, do: claim tavern bottom, outcomes: [roll 3]}\n",
            "steps[0].outcomes",
            "not a possible outcome",
        ),
        (
            "steps:\n  - {say: hi, do: claim tavern bottom}\n  - {do: claim west-forest top}\n",
            "steps[0].outcomes",
            "not scripted (the seed gives 'draw caravan')",
        ),
        (
            "steps:\n  - {say: hi, do: claim tavern bottom, outcomes: [draw caravan],"
            " expect: {log: [places 2 metal dice]}}\n",
            "steps[0].expect",
            "the log lacks 'places 2 metal dice'",
        ),
        (
            "steps:\n  - {say: hi, do: claim tavern bottom, outcomes: [draw caravan],"
            " expect: {facts: {turn: 0}}}\n",
            "steps[0].expect",
            "fact turn: expected 0, got 1",
        ),
        ("steps:\n  - {chance: roll 3, expect: {log: [x]}}\n", "steps[0].expect", "a chance step"),
        ("steps:\n  - {say: hi, do: claim tavern bottom, wait: 3}\n", "steps[0].wait", "unknown"),
    ],
)
def test_a_broken_lesson_names_the_file_the_step_and_the_problem(
    tmp_path: Path, body: str, where: str, problem: str
) -> None:
    path = write(tmp_path, KF_HEAD + body)
    with pytest.raises(ContentError) as caught:
        check_tutorial(registry.get("kings-forge"), path)
    message = str(caught.value)
    assert str(path) in message and where in message and problem in message, message


def test_a_lesson_needs_one_person_and_known_bots(tmp_path: Path) -> None:
    title = registry.get("kings-forge")
    text = tutorial_path("kings-forge").read_text(encoding="utf-8")
    two = text.replace(
        "{name: Bruno, colour: orange, bot: greedy}", "{name: Bruno, colour: orange}"
    )
    with pytest.raises(ContentError, match="exactly one person"):
        load_tutorial(title, write(tmp_path, two))
    odd = text.replace("bot: greedy", "bot: gready")
    with pytest.raises(ContentError, match="unknown bot"):
        load_tutorial(title, write(tmp_path, odd))


def test_check_data_reports_a_broken_lesson(tmp_path: Path, monkeypatch) -> None:
    from forgegames.core import datacheck, tutorial

    path = write(tmp_path, KF_HEAD + "steps:\n  - {say: hi, do: pass metal}\n  - {do: fly}\n")
    real = tutorial.tutorial_path
    monkeypatch.setattr(
        tutorial, "tutorial_path", lambda game: path if game == "kings-forge" else real(game)
    )
    found = datacheck.check_titles()
    assert set(found) == {"kings-forge"}
    assert "steps[1]" in str(found["kings-forge"]) and "'fly'" in str(found["kings-forge"])
