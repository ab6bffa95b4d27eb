"""Remake docs/screenshots: each board in each of its main phases, at 1280x720 and 1920x1080,
with the ``screenshot`` command (greedy bots play a seeded game up to the phase).

Run from the repository root: ``python tools/screenshots.py`` (about a minute). docs/guide.md
shows the 1280x720 pictures and links the 1920x1080 ones. Each board is also pictured in
Spanish at 1280x720 and 1024x640 (``*-es-<size>.png``; ``--spanish`` makes only those).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
SIZES = ("1280x720", "1920x1080", "1024x640")

SHOTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("launcher", ("--scene", "launcher")),
    ("forge-war-mine", ("--game", "forge-war", "--players", "3", "--until-phase", "Mine phase")),
    ("forge-war-market", ("--game", "forge-war", "--players", "3", "--until-phase", "Market")),
    ("forge-war-quests", ("--game", "forge-war", "--players", "3", "--until-phase", "Quest phase")),
    ("forge-war-results", ("--game", "forge-war", "--players", "3", "--actions", "3000")),
    (
        "forge-war-epic-stage-2",
        ("--game", "forge-war", "--players", "2", "--variant", "epic")
        + ("--option", "bonus-tiles=on", "--until-phase", "Stage 2 · Round 1 · Mine"),
    ),
    (
        "forge-war-solo",
        ("--game", "forge-war", "--players", "1", "--variant", "solo")
        + ("--until-phase", "Mine phase"),
    ),
    (
        "kings-forge-rules",
        ("--scene", "rules", "--game", "kings-forge", "--players", "2", "--search", "steal"),
    ),
    (
        "warparty-rules",
        ("--scene", "rules", "--game", "warparty", "--players", "2", "--section", "attack-back"),
    ),
    ("kings-forge-gather", ("--game", "kings-forge", "--players", "3", "--actions", "12")),
    ("kings-forge-craft", ("--game", "kings-forge", "--players", "3", "--until-phase", "Craft")),
    (
        "kings-forge-scenario",
        ("--scenario", "data/kings_forge/scenarios/steal-dice-of-deceit.yaml", "--steps", "2"),
    ),
    ("warparty-map", ("--game", "warparty", "--players", "2", "--actions", "60")),
    ("warparty-battle", ("--game", "warparty", "--players", "2", "--until-phase", "battle in")),
    (
        "warparty-placement",
        ("--game", "warparty", "--players", "2", "--until-phase", "Good team · collection"),
    ),
    (
        "warparty-set-up",
        ("--game", "warparty", "--players", "4", "--variant", "quick-play")
        + ("--until-phase", "Set-up"),
    ),
)
"""Each picture's name and the ``screenshot`` arguments that make it (the seed is added)."""

SPANISH_SIZES = ("1280x720", "1024x640")
"""Every picture is made again in Spanish (``--lang es``, ``<name>-es-<size>.png``) at these."""

SEED = "4"


def shoot(name: str, args: tuple[str, ...], size: str) -> None:
    out = OUT / f"{name}-{size}.png"
    command = [sys.executable, str(ROOT / "main.py"), "screenshot", "--out", str(out)]
    command += [*args, "--size", size]
    if "--game" in args:
        command += ["--seed", SEED]
    subprocess.run(command, check=True, cwd=ROOT)


def main(argv: list[str]) -> int:
    """Every picture; ``--spanish`` makes only the Spanish ones."""
    if "--spanish" not in argv:
        for name, args in SHOTS:
            for size in SIZES:
                shoot(name, args, size)
    for name, args in SHOTS:
        for size in SPANISH_SIZES:
            shoot(f"{name}-es", (*args, "--lang", "es"), size)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
