"""The turn passing and the frame's drawing are collaborators the game frame owns
(``scene.turns``, ``scene.drawing``), not mixins (issue 36). Each works on the frame's own
state (who looks, the held turn, the banner; the cached picture) and asks only what its
``Protocol`` names: built on a stand-in that lets through those names and nothing else, they
pass the turn and draw the frame as the scene's own do."""

from __future__ import annotations

import pygame
from frame_parts import Only, dice_frame, protocol_names
from uihelp import click, click_button, run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.game_drawing import DrawHost, FrameDrawing
from forgegames.ui.game_scene import GameScene
from forgegames.ui.game_turns import TurnHost, TurnPassing
from forgegames.ui.hotseat import GUARD_MS
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import Curtain


class Through(Only):
    """The scene seen through ``protocol``, which may also set the names it declares (these
    parts work on the frame's own state): any other name, read or set, is an error."""

    def __setattr__(self, name: str, value) -> None:
        if name not in self._names:
            raise AttributeError(f"a part set {name!r}, not in {self._protocol}")
        setattr(self._scene, name, value)


def two_people(app) -> GameScene:
    """Alice and Bruno at a dice race (its hidden dice put a curtain between them), the first
    curtain lifted."""
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    scene = GameScene(app, Session.start(GameConfig("dice-race", seats, "standard"), 3))
    app.push(scene)
    while isinstance(app.stack.top, Curtain):
        click(app, app.stack.top.button_rect().center)
    run_timers(app, steps=1, dt=GUARD_MS + 50)
    return scene


def test_the_turn_passes_through_only_what_its_host_protocol_names(app, dice_race):
    assert not issubclass(GameScene, TurnPassing)
    assert {"handover", "viewer", "turn_owner", "seen", "banner"} <= protocol_names(TurnHost)
    scene = two_people(app)
    scene.turns = TurnPassing(Through(scene, TurnHost))
    click_button(app, scene.board.group, "step")
    click_button(app, scene.board.group, "end")
    assert scene.handover == 0 and scene.session.active == 1, "held for End turn"
    assert scene.turn_owner == 0
    click_button(app, scene.top, "End turn")
    assert isinstance(app.stack.top, Curtain), "Bruno's turn starts behind the curtain"
    assert scene.viewer is None and scene.turn_owner == 1 and 0 in scene.seen
    click(app, app.stack.top.button_rect().center)
    assert scene.viewer == 1 and scene.my_turn()
    assert scene.banner is not None and scene.banner.text == "Bruno, your turn"
    assert scene.guarded(), "a late double click cannot play for Bruno"


def test_the_frame_draws_through_only_what_its_host_protocol_names(app, dice_race):
    assert not issubclass(GameScene, FrameDrawing)
    assert {"layer", "last_picture", "draw_layer", "toast_place"} <= protocol_names(DrawHost)
    scene = dice_frame(app)
    scene.show_toast("Careful now.", error=False)
    at = scene.top.buttons[0].rect.center  # the frame's own tooltips are looked for there
    app.dispatch(Intent("motion", pos=at))
    assert not scene.board.tips_hushed and scene.pointer == at
    size = app.surface.get_size()
    own, alone = pygame.Surface(size), pygame.Surface(size)
    scene.invalidate()
    scene.draw(own)
    scene.invalidate()
    scene.toast.shown = False  # type: ignore[union-attr]
    FrameDrawing(Through(scene, DrawHost)).draw(alone)
    assert scene.toast is not None and scene.toast.shown, "the toast was drawn"
    assert scene.layer is not None, "the picture is cached on the frame"
    assert pygame.image.tobytes(own, "RGB") == pygame.image.tobytes(alone, "RGB")


def test_the_curtain_says_why_it_came(app, dice_race):
    """Playtest 28: the curtain showed only "Pass to Bruno", not that something secret was
    next (it comes only then)."""
    from uihelp import drawn_words

    scene = two_people(app)
    click_button(app, scene.board.group, "step")
    click_button(app, scene.board.group, "end")
    click_button(app, scene.top, "End turn")
    assert isinstance(app.stack.top, Curtain)
    words = {item["text"]: item for item in drawn_words(app, scene)}
    why = words["What comes next is secret: only Bruno should see the screen."]
    assert not why["cut"]
    x, y, w, h = why["rect"]
    assert x >= 0 and x + w <= app.size[0] and y + h <= app.size[1]
