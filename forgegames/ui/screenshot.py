"""Headless rendering of a scene to a PNG (dummy video driver)."""

from __future__ import annotations

import io
import os
import time
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
    await_boards(app)
    app.draw()
    picture = io.BytesIO()
    pygame.image.save(app.surface, picture, out.name if out.suffix else "shot.png")
    _writing(out, lambda: out.write_bytes(picture.getvalue()))
    if report is not None:
        boxes = text_report.scene_boxes(app.stack.scenes)
        _writing(report, lambda: text_report.write(app.surface, report, boxes))


WORK_WAIT_S = 60.0
"""The longest a picture waits for what its boards work out away from the frame."""


def await_boards(app, wait_s: float = WORK_WAIT_S) -> None:
    """Let the boards on screen finish what they work out away from the frame (Warparty's
    battle odds, never worked out in a frame) and take it in, without the game's time
    passing (no computer player moves meanwhile), so the picture shows what a person sees
    a moment later."""
    boards = [b for scene in app.stack.scenes if (b := getattr(scene, "board", None)) is not None]
    deadline = time.monotonic() + wait_s
    while any(board.working() for board in boards) and time.monotonic() < deadline:
        time.sleep(0.02)
        for board in boards:
            board.update(0)


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
