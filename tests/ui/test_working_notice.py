"""Playtest 12: ten seconds on a black window at the start, and a Continue that seemed not to
answer while the save was replayed. The program paints what it is doing before such work."""

from __future__ import annotations

from pathlib import Path

from forgegames.core.errors import SaveError
from forgegames.ui import launcher as launcher_module
from forgegames.ui import text_report
from forgegames.ui.launcher import Launcher


def test_the_working_notice_is_painted_at_once(app, request) -> None:
    text_report.start()
    request.addfinalizer(text_report.stop)
    app.surface = text_report.recording_window(app.surface)
    app.show_working("Opening the game…")
    words = [item["text"] for item in text_report.report(app.surface)]
    assert "Opening the game…" in words
    centre = app.surface.get_rect().center
    assert app.surface.get_at(centre)[:3] != (0, 0, 0)


def test_continue_says_it_is_opening_the_game_before_the_save_is_read(app, monkeypatch) -> None:
    launcher = Launcher(app)
    app.push(launcher)
    happened: list[str] = []
    monkeypatch.setattr(app, "show_working", lambda words: happened.append(words))

    def resume(path: Path, copy: bool):
        happened.append("read")
        raise SaveError(f"{path}: broken")

    monkeypatch.setattr(launcher_module.Session, "resume", staticmethod(resume))
    launcher.resume(Path("some.json"), copy=False)
    assert happened == ["Opening the game…", "read"]
    assert "cannot be opened" in app.stack.top.title  # the broken save is still reported
