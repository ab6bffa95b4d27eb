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
    steps = [
        {k: v for k, v in step.items() if k not in ("say", "stages")} for step in data["steps"]
    ]
    quiet = tmp_path / "quiet.yaml"
    quiet.write_text(yaml.safe_dump({**data, "steps": steps}), encoding="utf-8")
    open_scenario(app, quiet)
    scene = app.stack.top
    assert isinstance(scene, ScenarioScene)
    assert scene.beats == [2, 1, 1, 1, 2]  # the craft and the steal are shown in two parts
    for _ in range(sum(scene.beats)):
        click_button(app, scene.nav, "Forward")
    lines = [line for line, _, _ in scene.narration.entries][1 : 1 + sum(scene.beats)]
    # a part without the file's words reads as the game's log tells it
    assert lines[0].startswith("1.1. Alice crafts the Wizard's Chalice with ")
    assert lines[1] == (
        "1.2. Alice has no dice left: their craft turn ends. Bruno's craft turn: 3 dice to roll."
    )
    assert lines[2:5] == [
        "2. Chance: Rolled a 4.",
        "3. Chance: Rolled a 3.",
        "4. Chance: Rolled a 4.",
    ]
    assert lines[5].startswith("5.1. Bruno steals the Wizard's Chalice from Alice with ")
    assert lines[6].startswith(
        "5.2. A steal is the whole craft turn: Bruno's turn ends. Bruno claims the Wizard's Chalice"
    )
    texts = [step.get("do") or step["chance"] for step in steps]
    assert not any(text in line for text in texts for line in lines)
