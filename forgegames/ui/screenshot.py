"""Headless rendering of a scene to a PNG (dummy video driver)."""

from __future__ import annotations

import os
from pathlib import Path


def headless() -> None:
    """Select SDL's dummy drivers (call before pygame.display is initialised)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def render(app, out: Path) -> None:
    """Draw the app's current scenes and write them to ``out``."""
    import pygame

    app.draw()
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(out))
