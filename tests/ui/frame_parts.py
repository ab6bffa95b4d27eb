"""Helpers for the tests of the game frame's parts (issue 36): each part is a collaborator the
scene owns, handed the scene through a ``Protocol`` naming all it may ask; these build a part on
a stand-in that lets through those names and nothing else."""

from __future__ import annotations

import inspect
from typing import Any

from uihelp import click_button, run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.game_scene import GameScene


def protocol_names(protocol: type) -> set[str]:
    """The attributes, properties and methods a Protocol class declares (its own)."""
    names = set(protocol.__dict__.get("__annotations__", {}))
    names |= {
        n for n, v in protocol.__dict__.items() if inspect.isfunction(v) or isinstance(v, property)
    }
    return {n for n in names if not n.startswith("_")}


class Only:
    """The scene seen through ``protocol``: any other name is an error, and so is setting one
    (``own``: names the stand-in holds itself, such as the top bar's own button group)."""

    def __init__(self, scene: GameScene, protocol: type, **own: Any) -> None:
        object.__setattr__(self, "_scene", scene)
        object.__setattr__(self, "_names", protocol_names(protocol))
        object.__setattr__(self, "_protocol", protocol.__name__)
        for name, value in own.items():
            object.__setattr__(self, name, value)

    def __getattr__(self, name: str):
        if name not in self._names:
            raise AttributeError(f"a part asked the frame for {name!r}, not in {self._protocol}")
        return getattr(self._scene, name)

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError(f"a part set {name!r} on the frame")


def dice_frame(app) -> GameScene:
    """A dice race's frame, Alice at the screen against a computer player that waits, after
    her first step."""
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "random"))
    app.fixed_bot_delay = 10**9
    scene = GameScene(app, Session.start(GameConfig("dice-race", seats, "standard"), 3))
    app.push(scene)
    run_timers(app, 1, 500)
    click_button(app, scene.board.group, "step")
    return scene
