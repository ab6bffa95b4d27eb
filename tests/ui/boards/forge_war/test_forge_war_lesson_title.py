"""Playtest 13: in Forge War's lesson the game's name dropped from the top bar (the lesson's
Skip to my turn took its room), so a newcomer lost which game the lesson teaches. The lesson
is opened from the launcher by clicks; at both window sizes, in English and Spanish, and after
the first steps are played, the bar draws the title's name, and its words end before the
bar's buttons."""

from __future__ import annotations

import pygame
import pytest
from uihelp import click_button, run_timers

from forgegames.core import i18n
from forgegames.core.i18n import tr
from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.launcher import Launcher


def drawn_texts(monkeypatch) -> list[str]:
    texts: list[str] = []
    real = theme._text

    def record(content, size, colour, bold):
        texts.append(content)
        return real(content, size, colour, bold)

    monkeypatch.setattr(theme, "_text", record)
    return texts


def bar_ok(scene: GameScene) -> None:
    """The bar's words name the title and stop short of the buttons."""
    bar = scene.top_bar
    x = int(16 * scene.app.board_scale)
    words = bar.bar_words(x)
    assert words.name, words
    size = words.size
    status_w = max((theme.font(size).size(line)[0] for line in words.status), default=0)
    active_w = bar.active_tag_width() + max(
        (theme.font(size).size(line)[0] for line in words.active), default=0
    )
    # the name and the status on the upper line, whose turn on the lower one
    right = max(bar.status_x(x) + status_w, x + active_w)
    assert right <= bar.left, (right, bar.left, words)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_lesson_keeps_forge_war_s_name_in_the_top_bar(monkeypatch, size, lang):
    with i18n.speaking(lang):
        app = App(size, bot_delay_ms=0)
        app.home = lambda: Launcher(app)
        try:
            launcher = Launcher(app)
            app.push(launcher)
            click_button(app, launcher.group, "Forge War")
            click_button(app, launcher.group, tr("Learn to play"))
            scene = app.stack.scenes[0]
            assert isinstance(scene, GameScene) and scene.lesson_running()
            run_timers(app, steps=20, dt=50)
            assert any(b.label == tr("Skip to my turn") for b in scene.top.buttons)
            texts = drawn_texts(monkeypatch)
            app.draw()
            assert scene.title.info.name in texts
            bar_ok(scene)
            # and a step later, with a move held for End turn
            run = scene.teaching.lesson
            scene.commit(run.expected(len(scene.session.history)))
            app.draw()
            assert scene.lesson_running()
            bar_ok(scene)
        finally:
            pygame.display.quit()
