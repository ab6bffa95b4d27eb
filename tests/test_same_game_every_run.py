"""A seeded game of computer players is the same game in every run of the program: no bot or
rule may follow the order of a set of strings, which Python shuffles from one process to the
next (PYTHONHASHSEED). Two processes with different hash seeds must play the same moves."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys

from forgegames.core import registry
from forgegames.core.golden import golden_games
from forgegames.core.paths import ROOT
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config

MOVES = 120
"""Moves played of each game: past every title's set-up and into its first rounds."""


def fingerprints() -> list[str]:
    """For every golden game's title, variant and seat count and every bot kind: the digest of
    the first ``MOVES`` moves of a game seeded 7."""
    out = []
    for name, title_id, variant, players, options in golden_games():
        title = registry.get(title_id)
        # the search players' own seed test is in tests/core/test_mcts.py (a hard search stops
        # on a clock, and each of their moves costs a second: not for 20 games twice here)
        for bot in (b for b in title.bots() if not b.startswith("mcts-")):
            session = Session.start(bot_config(title, players, variant, [bot], options), 7)
            while not session.over and len(session.history) < MOVES:
                session.apply(session.bot_action())
            moves = "\n".join(str(entry.action) for entry in session.history)
            out.append(f"{name} {bot} {hashlib.sha256(moves.encode()).hexdigest()[:16]}")
    return out


def started_with_hash_seed(seed: str, data_dir) -> subprocess.Popen:
    """A process printing ``fingerprints()`` with Python's string hashing seeded ``seed``."""
    env = {**os.environ, "PYTHONHASHSEED": seed, "FORGEGAMES_DATA_DIR": str(data_dir)}
    code = "import test_same_game_every_run as t; print('\\n'.join(t.fingerprints()))"
    return subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=ROOT / "tests",
        env={**env, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def printed(process: subprocess.Popen) -> list[str]:
    """The fingerprints ``process`` printed; a run past the time limit is stopped, never left
    playing on after the test."""
    try:
        out, err = process.communicate(timeout=300)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        raise
    assert process.returncode == 0, err[-3000:]
    return [line for line in out.splitlines() if line.count(" ") == 2]


def test_two_runs_with_other_hash_seeds_play_the_same_moves(tmp_path):
    runs = [started_with_hash_seed(seed, tmp_path / seed) for seed in ("1", "2")]
    try:
        first, second = (printed(run) for run in runs)
    finally:
        for run in runs:  # the other run, when one failed
            if run.poll() is None:
                run.kill()
                run.communicate()
    assert len(first) >= 20, first
    assert [a for a, b in zip(first, second, strict=True) if a != b] == []
