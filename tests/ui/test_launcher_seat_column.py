"""The launcher's seat buttons keep to one column (issue #39, playtest 18, item 9): once a
computer player was picked, its longer words made that seat's button wider than the others
and than the column the Human buttons stood in. The column now has the width of the longest
choice from the start, whatever is picked; every choice's words are whole inside it, and it
stays in the panel, at 1024x640 and 1280x720, in English and Spanish."""

from __future__ import annotations

import pygame
import pytest
from uihelp import click, click_button

from forgegames.core import i18n
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.launcher import Launcher


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language(None)


def seat_buttons(launcher: Launcher) -> list:
    return [
        b for key, b in zip(launcher.keys, launcher.group.buttons, strict=True) if key[0] == "bot"
    ]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_every_choice_keeps_the_seat_buttons_column(lang, size):
    i18n.set_language(lang)
    text_report.start()
    try:
        app = App(size, bot_delay_ms=0)
        app.surface = text_report.recording_window(app.surface)
        launcher = Launcher(app)
        app.push(launcher)
        for title in range(3):
            click_button(app, launcher.group, launcher.titles[title].name)
            while launcher.players < 3:
                click(app, launcher.group.buttons[launcher.keys.index("plus")].rect.center)
            app.draw()
            column = {(b.rect.x, b.rect.width) for b in seat_buttons(launcher)}
            assert len(column) == 1, column  # with every seat a person's
            for _ in range(len(launcher.bot_kinds())):
                for seat in range(3):  # each seat's next choice, by a click on it
                    click(app, seat_buttons(launcher)[seat].rect.center)
                app.draw()
                words = [b.label for b in seat_buttons(launcher)]
                now = {(b.rect.x, b.rect.width) for b in seat_buttons(launcher)}
                assert now == column, (title, words, now, column)
                for button in seat_buttons(launcher):
                    assert launcher.right.contains(button.rect), (button.label, button.rect)
                    assert button.rect.contains(button.label_rect), button.label
                drawn = text_report.report(app.surface)
                assert not [i["text"] for i in drawn if i["cut"]], (title, words)
            assert words == [words[0]] * 3 and seat_buttons(launcher)[0].label == words[0]
    finally:
        text_report.stop()
        pygame.display.quit()
