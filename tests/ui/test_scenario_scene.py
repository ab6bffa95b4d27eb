"""The scenario scene: the position on the board, Forward and Back through the steps."""

from __future__ import annotations

from pathlib import Path

import pygame
from uihelp import button, click_button, press

from forgegames.core import scenario
from forgegames.core.paths import ROOT
from forgegames.ui.overlays import MessageDialog
from forgegames.ui.scenario_scene import ScenarioScene, open_scenario

CHALICE = ROOT / "data" / "kings_forge" / "scenarios" / "steal-wizards-chalice.yaml"


def states_headless(loaded: scenario.Scenario) -> list[dict]:
    """The state (as JSON) at the start and after each step, played without a screen."""
    session = loaded.session()
    scenario.resolve_before(session, loaded.steps, 0)
    out = [loaded.title.to_json(session.state)]
    for index in range(len(loaded.steps)):
        scenario.play_step(session, loaded.steps, index)
        out.append(loaded.title.to_json(session.state))
    return out


def test_forward_through_the_steps_and_back_again(app) -> None:
    open_scenario(app, CHALICE)
    scene = app.stack.top
    assert isinstance(scene, ScenarioScene)
    title = scene.title
    expected = states_headless(scene.scenario)
    assert title.to_json(scene.session.state) == expected[0]
    steps = len(scene.scenario.steps)
    for done in range(1, steps + 1):
        if done % 2:
            click_button(app, scene.nav, "Forward")
        else:
            press(app, pygame.K_PAGEDOWN)
        assert scene.done == done
        assert title.to_json(scene.session.state) == expected[done]
    assert not button(scene.nav, "Forward").enabled
    assert any("steals the Wizard's Chalice" in line for line, _, _ in scene.log.entries)
    assert scene.narration.entries[-1][0].startswith("The example is over")
    for done in range(steps - 1, -1, -1):
        if done % 2:
            click_button(app, scene.nav, "Back")
        else:
            press(app, pygame.K_PAGEUP)
        assert scene.done == done
        assert title.to_json(scene.session.state) == expected[done]
    assert scene.session.history == [] and scene.log.entries == []
    assert not button(scene.nav, "Back").enabled
    assert [line for line, _, _ in scene.narration.entries] == [scene.scenario.intro]


def test_undo_inside_the_steps_is_back_and_a_save_is_refused(app) -> None:
    open_scenario(app, CHALICE)
    scene = app.stack.top
    click_button(app, scene.nav, "Forward")
    scene.undo()
    assert scene.done == 0 and scene.session.history == []
    press(app, pygame.K_s, mod=pygame.KMOD_CTRL)
    assert scene.toast is not None and "cannot be saved" in scene.toast.text


def test_a_broken_scenario_opens_a_message(app, tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("title: kings-forge\nplayers: [\n", encoding="utf-8")
    open_scenario(app, broken)
    top = app.stack.top
    assert isinstance(top, MessageDialog)
    assert "broken.yaml: line 3: not valid YAML" in top.lines[0]
    app.draw()  # the message draws without error


def test_screenshot_of_a_scenario_after_some_steps(tmp_path: Path) -> None:
    from forgegames.cli import main

    out = tmp_path / "chalice.png"
    args = ["screenshot", "--scenario", str(CHALICE), "--steps", "2", "--out", str(out)]
    assert main(args) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)


def test_a_scenario_that_ends_the_game_counts_no_records(app, data_dir: Path) -> None:
    from forgegames.ui.results import Results

    open_scenario(app, ROOT / "data" / "kings_forge" / "scenarios" / "tie-highest-rank.yaml")
    scene = app.stack.top
    press(app, pygame.K_PAGEDOWN)
    results = app.stack.top
    assert isinstance(results, Results) and scene.session.over
    assert results.record_rows == [] and results.table_rows == []
    assert not any(data_dir.rglob("*.json"))  # nothing recorded, nothing saved
    app.remove(results)
    press(app, pygame.K_PAGEUP)
    press(app, pygame.K_PAGEDOWN)
    assert isinstance(app.stack.top, Results)  # the ending can be played again
