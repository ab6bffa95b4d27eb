"""The launcher's Continue on a game whose file names a place that does not exist (issue 35):
the player is told which file and which move, and the launcher stays."""

from __future__ import annotations

import json

from test_launcher_games import open_launcher
from uihelp import click_button

from forgegames.core.saved_games import games_dir
from forgegames.ui.launcher import Launcher
from forgegames.ui.overlays import MessageDialog

SEATS = [
    {"name": "A", "colour": "blue", "bot": None},
    {"name": "B", "colour": "orange", "bot": None},
]


def test_continue_on_a_save_with_an_unknown_place_is_told_not_fatal(app) -> None:
    config = {"game": "warparty", "variant": "quick-play", "seats": SEATS, "options": {}}
    actions = ["rolloff good", "order first", "found humans nowhereland"]
    save = {"format": "forgegames-save", "version": 1, "game": "warparty", "config": config}
    path = games_dir() / "warparty-hand-made.json"
    path.write_text(json.dumps({**save, "seed": 3, "actions": actions}), encoding="utf-8")
    before = path.read_bytes()
    launcher = open_launcher(app)
    click_button(app, launcher.group, "Continue")
    dialog = app.stack.top
    assert isinstance(dialog, MessageDialog)
    told = " ".join(dialog.lines)
    assert str(path) in told and "move 3" in told and "nowhereland" in told
    app.draw()
    assert isinstance(app.stack.scenes[0], Launcher) and path.read_bytes() == before


def test_a_save_error_from_any_scene_is_told_and_the_program_goes_on(app) -> None:
    from uihelp import click

    from forgegames.core.errors import SaveError
    from forgegames.ui.scene import Scene

    class Opens(Scene):
        def handle(self, intent) -> bool:
            if intent.kind == "click":
                raise SaveError("save x.json: move 2 is not legal")
            return False

    scene = Opens(app)
    app.push(scene)
    click(app, (10, 10))
    assert isinstance(app.stack.top, MessageDialog)
    assert "move 2" in " ".join(app.stack.top.lines) and app.running
