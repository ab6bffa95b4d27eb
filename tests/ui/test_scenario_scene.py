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
        for _ in range(scene.beats[done - 1]):  # a move shown in parts: one Forward each
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
        for _ in range(scene.beats[done]):
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
    assert scene.beats == [2]  # the Necklace crafted, then the craft phase's end
    press(app, pygame.K_PAGEDOWN)
    assert not scene.session.over and app.stack.top is scene
    press(app, pygame.K_PAGEDOWN)
    results = app.stack.top
    assert isinstance(results, Results) and scene.session.over
    assert results.record_rows == [] and results.table_rows == []
    assert not any(data_dir.rglob("*.json"))  # nothing recorded, nothing saved
    app.remove(results)
    press(app, pygame.K_PAGEUP)
    press(app, pygame.K_PAGEDOWN)
    assert isinstance(app.stack.top, Results)  # the ending can be played again
    assert scene.part == 0 and scene.done == 1


def test_the_overseer_jump_plays_change_by_change_forwards_and_back(app) -> None:
    """Each worker the jump changes is a Forward of its own: the board shows the mine after
    it, the narration its words and the log its line; Back returns part by part; the move
    itself is played once, at its last part."""
    jump = ROOT / "data" / "forge_war" / "scenarios" / "mine-overseer-move.yaml"
    open_scenario(app, jump)
    scene = app.stack.top
    parts = scene.scenario.steps[0].stages
    assert len(parts) == 7 and scene.beats == [7]

    def shown() -> dict:
        return dict(scene.board.view.mine.workers)

    pictures = [shown()]
    for k in range(1, 8):
        click_button(app, scene.nav, "Forward")
        app.draw()
        pictures.append(shown())
        assert scene.narration.entries[-1 if k < 7 else -2][0] == f"1.{k}. {parts[k - 1]}"
        assert len(scene.session.history) == (0 if k < 7 else 1)
        assert not scene.legal_actions() or k == 7
    changed = [
        {h for h in set(a) | set(b) if a.get(h) != b.get(h)}
        for a, b in zip(pictures, pictures[1:], strict=False)
    ]
    assert [len(c) for c in changed[1:5]] == [1, 1, 1, 1]  # one worker at a time
    assert any("go on strike" in line for line, _, _ in scene.log.entries)
    for k in range(6, -1, -1):
        click_button(app, scene.nav, "Back")
        app.draw()
        assert shown() == pictures[k], k
        assert scene.session.history == []
    assert scene.log.entries == [] and not button(scene.nav, "Back").enabled


def test_the_examples_words_fit_the_panel_at_1024x640(monkeypatch) -> None:
    """Playtest 4: "... Page Down / Page Up" ran past the panel's right edge at 1024x640."""
    from forgegames.ui import scenario_scene, theme
    from forgegames.ui.app import App

    small = App((1024, 640), bot_delay_ms=10**9)
    path = ROOT / "data" / "warparty" / "scenarios" / "combat-2-goblins-and-dwarf-archer.yaml"
    open_scenario(small, path)
    scene = small.stack.top
    assert isinstance(scene, ScenarioScene)
    drawn: list[tuple[str, int]] = []
    real = theme.text

    def text(words, size, *args, **kwargs):
        picture = real(words, size, *args, **kwargs)
        drawn.append((words, picture.get_width()))
        return picture

    monkeypatch.setattr(scenario_scene.theme, "text", text)
    # the example's panel alone (the board's words are tested with the boards)
    monkeypatch.setattr(scenario_scene.GameScene, "draw_layer", lambda self, surface: None)
    scene.draw_layer(small.surface)
    room = scene.narration_rect.width - 2 * int(10 * small.board_scale)
    assert any("Page Down / Page Up" in w for w, _ in drawn), "the keys kept together"
    assert all(width <= room for _, width in drawn), [(w, n, room) for w, n in drawn if n > room]
    pygame.display.quit()
