"""Hostile files for tests (issue 22): every kind of file a user data folder may hold that
must never stop the program, and a guard that fails a test instead of letting it hang."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from forgegames.core.saves import MAX_BYTES, SaveData
from forgegames.core.title import GameConfig, SeatConfig

CONFIG = GameConfig("dice-race", (SeatConfig("Ann", "c0"), SeatConfig("Bob", "c1")), "standard")

DEEP = "[" * 100_000 + "]" * 100_000
"""JSON nested 100,000 deep: Python's reader stops with a RecursionError."""
BIG_NUMBER = '{"format": "forgegames-save", "version": 1, "seed": ' + "9" * 5000 + "}"
"""A 5,000-digit number: Python's reader stops with a ValueError."""


def within(seconds: float, work: Callable[[], Any]) -> Any:
    """``work()``'s result, failing (not hanging) when it takes longer than ``seconds``."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = work()
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            out["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"still running after {seconds} s (waiting on a file?)"
    if "error" in out:
        raise out["error"]
    return out["value"]


def one_line(message: str) -> None:
    assert "\n" not in message and len(message) < 400, message


POISON: dict[str, Callable[[Path], None]] = {
    "nested 100,000 deep": lambda p: p.write_text(DEEP),
    "a 5,000-digit number": lambda p: p.write_text(BIG_NUMBER),
    "Infinity": lambda p: p.write_text('{"format": "forgegames-save", "seed": Infinity}'),
    "binary": lambda p: p.write_bytes(b"\xff\xfe\x00garbage"),
    "too large": lambda p: p.write_bytes(b" " * (MAX_BYTES + 1)),
    "a FIFO": lambda p: os.mkfifo(p),
    "a link to /dev/zero": lambda p: p.symlink_to("/dev/zero"),
    "a folder": lambda p: p.mkdir(),
    "a broken link": lambda p: p.symlink_to(p.parent / "nowhere"),
    "a 100,000-character seat name": lambda p: p.write_text(
        json.dumps(
            {
                **SaveData(CONFIG, 1, ()).to_json(),
                "config": {
                    **CONFIG.to_json(),
                    "seats": [
                        {"name": "A" * 100_000, "colour": "c0"},
                        {"name": "B", "colour": "c1"},
                    ],
                },
            }
        )
    ),  # fmt: skip
    "a NUL and a newline in a seat name": lambda p: p.write_text(
        json.dumps(
            {
                **SaveData(CONFIG, 1, ()).to_json(),
                "config": {
                    **CONFIG.to_json(),
                    "seats": [{"name": "A\x00\nB", "colour": "c0"}, {"name": "B", "colour": "c1"}],
                },
            }
        )
    ),  # fmt: skip
    "a 1 MB move": lambda p: p.write_text(
        json.dumps({**SaveData(CONFIG, 1, ()).to_json(), "actions": ["step " + "x" * 1_000_000]})
    ),
}


def poison_the_folder(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for i, make in enumerate(POISON.values()):
        make(folder / f"poison-{i}.json")
