"""Branch fw39 made End turn finish managing quests and hand over in one press; the lesson's
step for that move named "Finish managing quests" first (fw40). Played by clicks from the
launcher: at that step the note names End turn and not the old button, and one press of End
turn makes the taught move (the engine's Done) and the lesson goes on to its next step."""

from __future__ import annotations

import pytest
from uihelp import button, click, click_button, play_by_places, run_timers, settle

from forgegames.core import i18n
from forgegames.core.i18n import tr
from forgegames.games.forge_war.actions import Done
from forgegames.ui.app import App
from forgegames.ui.launcher import Launcher
from forgegames.ui.overlays import Curtain


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_lesson_asks_for_end_turn_and_goes_on_when_it_is_pressed(request, lang) -> None:
    request.addfinalizer(lambda: i18n.set_language("en"))
    i18n.set_language(lang)
    app = App((1280, 720), bot_delay_ms=0)
    launcher = Launcher(app)
    app.push(launcher)
    click_button(app, launcher.group, "Forge War")
    click_button(app, launcher.group, tr("Learn to play"))
    scene = app.stack.scenes[0]
    run, history = scene.teaching.lesson, scene.session.history
    run_timers(app, steps=20, dt=50)
    for _ in range(300):
        while isinstance(app.stack.top, Curtain):
            click(app, app.stack.top.button_rect().center)
        settle(app, scene)
        if scene.my_turn() and run.expected(len(history)) == Done():
            break
        if scene.my_turn():
            play_by_places(app, scene, run.expected(len(history)))
        else:
            run_timers(app, steps=2, dt=20)
    assert scene.my_turn() and run.expected(len(history)) == Done()
    app.draw()
    note = " ".join(scene.side_notes()[0].paragraphs)
    assert tr("End turn") in note and tr("Finish managing quests") not in note, note
    step, made = run.sync(len(history)), len(history)
    assert button(scene.top, tr("End turn")).enabled
    click_button(app, scene.top, tr("End turn"))
    assert history[made].action == Done()
    assert run.sync(len(history)) > step
