"""The launcher's frame (presentation guard, issue 40): its whole-window picture is blitted
over whatever the window held, so the window is not cleared first; the picture is the same
as on a cleared window, and it follows a change of page."""

from __future__ import annotations

import pygame
from uihelp import click_button

from forgegames.ui.launcher import Launcher


def frame_over(app, ground: tuple[int, int, int]) -> bytes:
    app.surface.fill(ground)
    app.draw()
    return pygame.image.tobytes(app.surface, "RGB")


def test_the_launcher_covers_the_whole_window_without_a_clear(app) -> None:
    launcher = Launcher(app)
    app.push(launcher)
    app.draw()
    plain = frame_over(app, (0, 0, 0))
    assert frame_over(app, (255, 0, 255)) == plain  # nothing of the magenta shows
    # another page: drawn anew, again over anything
    label = next(b.label for b in launcher.group.buttons if b.label.startswith("Finished"))
    click_button(app, launcher.group, label)
    other = frame_over(app, (0, 0, 0))
    assert other != plain and frame_over(app, (255, 0, 255)) == other
