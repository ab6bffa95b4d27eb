"""The launcher's seat buttons hold their words (Spanish review 5, issue 39): "Ordenador:
Codicioso" ran over the colour button at 1280x720 and no report said so. The launcher now names
its buttons and their labels as boxes, so the text report lists a label drawn past its button;
and every computer player's name fits its seat button in both languages, with large print too."""

from __future__ import annotations

import pygame
import pytest

from forgegames.core import i18n
from forgegames.ui import launcher_new_game, text_report, theme
from forgegames.ui.launcher import Launcher
from forgegames.ui.widgets import Button


@pytest.fixture(autouse=True)
def plain_print_and_english_after():
    yield
    theme.set_large_print("off")
    i18n.set_language(None)


def seated_launcher(app, title: int, bots: int) -> Launcher:
    """The launcher on ``title`` (its index) with three seats, each cycled ``bots`` times."""
    launcher = Launcher(app)
    app.push(launcher)
    launcher.select(title)
    while launcher.players < 3:
        launcher.change_players(1)
    for seat in range(launcher.players):
        for _ in range(bots):
            launcher.cycle_bot(seat)
    app.draw()
    return launcher


def problems(app, launcher: Launcher) -> list[str]:
    return [p.text for p in text_report.box_problems(app.surface.get_rect(), launcher.boxes())]


def test_the_launcher_names_each_button_and_its_label(app):
    boxes = seated_launcher(app, 0, 1).boxes()
    names = [name for name in boxes if name.startswith("button ('bot', 0)")]
    assert names == [
        "button ('bot', 0): Computer — normal",
        "button ('bot', 0): Computer — normal/label",
    ]
    assert boxes[names[0]].contains(boxes[names[1]])


def test_a_label_drawn_past_its_button_is_reported(app, monkeypatch):
    """The old drawing (the label at its full size, whatever the room) with a long name: the
    box report lists the label leaving its button."""
    long = "Ordenador — codicioso y " + "muy " * 8 + "paciente"
    monkeypatch.setattr(launcher_new_game, "computer_label", lambda kind: long)
    monkeypatch.setattr(Button, "fitted_label", lambda self, s, room: (self.label, int(18 * s)))
    launcher = seated_launcher(app, 0, 1)
    assert f"button ('bot', 0): {long}/label leaves button ('bot', 0): {long}" in problems(
        app, launcher
    )


def test_a_label_too_long_for_its_button_is_shortened_and_reported_cut(monkeypatch):
    """Drawn as it is now, a name no text size fits is cut with an ellipsis inside its button,
    and the text report marks it cut."""
    from forgegames.ui.app import App

    long = "Ordenador — codicioso y " + "muy " * 12
    monkeypatch.setattr(launcher_new_game, "computer_label", lambda kind: long)
    text_report.start()
    try:
        app = App((1280, 720), bot_delay_ms=0)
        launcher = seated_launcher(app, 0, 1)
        app.surface = text_report.recording_window(app.surface)
        app.draw()
        found = text_report.report(app.surface, text_report.scene_boxes(app.stack.scenes))
    finally:
        text_report.stop()
        pygame.display.quit()
    cut = [item["text"] for item in found if item["cut"]]
    assert cut and all(
        text.startswith("Ordenador — codicioso y muy") and "…" in text for text in cut
    )
    assert not problems(app, launcher)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_every_computer_player_fits_its_seat_button(lang, size):
    """Every title's every computer player (and Human) on three seats, with each large-print
    setting: no box problem, no label shortened; the seat's buttons never overlap."""
    from forgegames.ui.app import App

    i18n.set_language(lang)
    text_report.start()
    try:
        app = App(size, bot_delay_ms=0)
        app.surface = text_report.recording_window(app.surface)
        for setting in ("off", "larger"):
            theme.set_large_print(setting)
            for title in range(3):
                for bots in range(7):  # up to the search player's hard level
                    launcher = seated_launcher(app, title, bots)
                    assert not problems(app, launcher), (setting, title, bots)
                    cut = [i["text"] for i in text_report.report(app.surface) if i["cut"]]
                    assert not cut, (setting, title, bots)
                    app.stack.pop()
    finally:
        text_report.stop()
        pygame.display.quit()
