"""The menu is a collaborator the game frame owns (``scene.menu``), not a mixin (issue 36):
``GameMenu`` asks the frame only what ``MenuHost`` names. Built on a stand-in that lets through
those names and nothing else, it opens the same menu and the same legend as the frame's own,
and a setting changed in it keeps it open."""

from __future__ import annotations

from frame_parts import Only, dice_frame
from uihelp import click_button

from forgegames.ui import sound
from forgegames.ui.game_menu import GameMenu, MenuHost
from forgegames.ui.game_scene import GameScene
from forgegames.ui.overlays import ChoiceDialog


def labels(dialog: ChoiceDialog) -> list[str]:
    return [b.label for b in dialog.group.buttons]


def test_the_menu_needs_only_what_its_host_protocol_names(app, dice_race):
    assert not issubclass(GameScene, GameMenu)
    scene = dice_frame(app)
    scene.menu.open()
    own = app.stack.top
    assert isinstance(own, ChoiceDialog) and scene.menu.dialog is own
    app.pop()
    alone = GameMenu(Only(scene, MenuHost), lambda session: GameScene(app, session))
    words = [(e.words, e.kind, e.rgb) for e in alone.legend_entries()]
    assert words == [(e.words, e.kind, e.rgb) for e in scene.menu.legend_entries()]
    assert any(w.startswith("Alice: ") for w, _, _ in words)
    alone.open()
    menu = app.stack.top
    assert isinstance(menu, ChoiceDialog) and menu is not own and alone.dialog is menu
    assert labels(menu) == labels(own) and "Undo" in labels(menu)
    muted = sound.player.muted
    try:
        click_button(app, menu.group, "Sound: ")  # a setting: the menu opens again, as it was
        assert sound.player.muted is not muted
        assert app.stack.top is alone.dialog and app.stack.top is not menu
        assert alone.dialog.group.focus == labels(menu).index(
            next(label for label in labels(menu) if label.startswith("Sound: "))
        )
    finally:
        sound.player.muted = muted
