"""Golden games: seeded bot games recorded with every state's digest and every log line, to
prove that a change meant to leave play alone does (``tools/record_golden.py`` writes them,
``tests/test_golden_games.py`` replays them)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from typing import Any

from forgegames.core import registry
from forgegames.core.i18n import speaking
from forgegames.core.paths import ROOT
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config, play_one
from forgegames.core.title import Options, Title

GOLDEN_DIR = ROOT / "tests" / "golden"
SEED = 2026
BOTS = ["greedy", "random"]

Golden = tuple[str, str, str, int, tuple[tuple[str, str], ...]]


def golden_games() -> Iterator[Golden]:
    """(file name, title id, variant, players, options): every listed title's every variant
    at its fewest and its most seats, then each title's ``golden_extras`` (games whose options
    change play)."""
    infos = [info for info in registry.catalogue() if info.available]
    for info in infos:
        for variant in info.variants:
            low, high = info.seats_for(variant.id)
            for players in sorted({low, high}):
                yield f"{info.id}-{variant.id}-{players}p", info.id, variant.id, players, ()
    for info in infos:
        for variant_id, players, options in registry.get(info.id).golden_extras:
            settings = "-".join(value for _key, value in options)
            name = f"{info.id}-{variant_id}-{players}p-{settings}"
            yield name, info.id, variant_id, players, options


def digest(title: Title, state: Any) -> str:
    """A short fingerprint of a state (its saved form, keys sorted)."""
    text = json.dumps(title.to_json(state), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def steps(session: Session) -> list[dict[str, Any]]:
    """For every action of ``session``: the digest of the state after it and its log lines."""
    states = session.states()[1:]
    return [
        {"digest": digest(session.title, state), "log": [e.text for e in entry.events]}
        for entry, state in zip(session.history, states, strict=True)
    ]


def record(title: Title, variant: str, players: int, options: Options) -> dict[str, Any]:
    """A bot game played to the end from ``SEED``: its save (JSON) and its steps, in English."""
    with speaking("en"):
        config = bot_config(title, players, variant, BOTS, options)
        session = Session(title, config, SEED)
        session.resolve_chance()
        play_one(session, check=False)
        return {"save": session.save_data().to_json(), "steps": steps(session)}
