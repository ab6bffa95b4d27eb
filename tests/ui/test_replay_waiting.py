"""A replay waits for nobody: Forge War's prompt names no player thinking or awaited."""

from __future__ import annotations

from pathlib import Path

import pygame
from uihelp import open_replay, press


def test_forge_war_replay_prompt_names_nobody_thinking(app, tmp_path: Path) -> None:
    scene = open_replay(app, tmp_path, "forge-war", 50)
    prompts = []
    for _ in range(scene.replay.last):
        press(app, pygame.K_RIGHT, pause=False)
        app.draw()
        prompts.append(scene.board.prompts.prompt(scene.board.view))
    assert scene.step == scene.replay.last
    waiting = [p for p in prompts if "thinking" in p or "Waiting" in p]
    assert not waiting, waiting[:3]
