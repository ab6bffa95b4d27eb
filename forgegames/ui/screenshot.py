"""Headless rendering of a scene to a PNG (dummy video driver)."""

from __future__ import annotations

import os
from pathlib import Path


def headless() -> None:
    """Select SDL's dummy drivers (call before pygame.display is initialised)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def render(app, out: Path, report: Path | None = None) -> None:
    """Draw the app's current scenes and write them to ``out``; with ``report``, also the
    text report of the frame (``text_report``, which must be recording)."""
    import pygame

    from forgegames.ui import text_report

    if report is not None:
        app.surface = text_report.recording_window(app.surface)
    app.draw()
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(out))
    if report is not None:
        text_report.write(app.surface, report)
