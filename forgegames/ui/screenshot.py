"""Headless rendering of a scene to a PNG (dummy video driver)."""

from __future__ import annotations

import io
import os
from collections.abc import Callable
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
    picture = io.BytesIO()
    pygame.image.save(app.surface, picture, out.name if out.suffix else "shot.png")
    _writing(out, lambda: out.write_bytes(picture.getvalue()))
    if report is not None:
        boxes = text_report.scene_boxes(app.stack.scenes)
        _writing(report, lambda: text_report.write(app.surface, report, boxes))


def _writing(path: Path, write: Callable[[], object]) -> None:
    """Run ``write``; an OSError it raises (a full disc, a device) names ``path``."""
    try:
        write()
    except OSError as exc:
        raise OSError(exc.errno, exc.strerror or str(exc), str(path)) from exc


def output_problem(path: Path, flag: str) -> str | None:
    """Why ``path`` cannot take a file the command writes (given as ``flag``), or None: a
    folder is no file, and a folder the user did not make is not made for them."""
    if path.is_dir():
        return f"{flag} {path} is a folder: give the file's name"
    parent = path.parent
    if not parent.is_dir():
        return f"{flag} {path}: there is no folder {parent}"
    return None
