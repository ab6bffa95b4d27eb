"""A replay waits for nobody: Forge War's prompt names no player thinking or awaited."""

from __future__ import annotations

from pathlib import Path

import pygame
from uihelp import press

from forgegames import cli
from forgegames.core import registry
from forgegames.core.replay import Replay
from forgegames.core.session import Session
from forgegames.ui.replay_scene import ReplayScene


def test_forge_war_replay_prompt_names_nobody_thinking(app, tmp_path: Path) -> None:
    title = registry.get("forge-war")
    session = Session.start(cli.make_config(title, 2, None, {0: "random", 1: "random"}), 5)
    for _ in range(50):
        session.apply(session.bot_action())
    path = tmp_path / "forge.json"
    session.save(path)
    scene = ReplayScene(app, Replay.load(path))
    app.push(scene)
    prompts = []
    for _ in range(scene.replay.last):
        press(app, pygame.K_RIGHT, pause=False)
        app.draw()
        prompts.append(scene.board.prompt(scene.board.view))
    assert scene.step == scene.replay.last
    waiting = [p for p in prompts if "thinking" in p or "Waiting" in p]
    assert not waiting, waiting[:3]
