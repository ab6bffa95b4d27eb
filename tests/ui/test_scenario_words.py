"""A scenario step the file does not narrate is told in the game's words, never its text form."""

from __future__ import annotations

from pathlib import Path

import yaml
from uihelp import click_button

from forgegames.core.content import read_yaml
from forgegames.core.paths import ROOT
from forgegames.ui.scenario_scene import ScenarioScene, open_scenario

CHALICE = ROOT / "data" / "kings_forge" / "scenarios" / "steal-wizards-chalice.yaml"


def test_unnarrated_steps_read_as_the_game_describes_them(app, tmp_path: Path) -> None:
    data = read_yaml(CHALICE)
    steps = [{k: v for k, v in step.items() if k != "say"} for step in data["steps"]]
    quiet = tmp_path / "quiet.yaml"
    quiet.write_text(yaml.safe_dump({**data, "steps": steps}), encoding="utf-8")
    open_scenario(app, quiet)
    scene = app.stack.top
    assert isinstance(scene, ScenarioScene)
    for _ in steps:
        click_button(app, scene.nav, "Forward")
    lines = [line for line, _, _ in scene.narration.entries][1 : 1 + len(steps)]
    assert lines[0].startswith("1. Craft Wizard's Chalice with ")
    assert lines[1:4] == [
        "2. Chance: Rolled a 4.",
        "3. Chance: Rolled a 3.",
        "4. Chance: Rolled a 4.",
    ]
    assert lines[4].startswith("5. Steal Wizard's Chalice with ")
    texts = [step.get("do") or step["chance"] for step in steps]
    assert not any(text in line for text, line in zip(texts, lines, strict=True))
