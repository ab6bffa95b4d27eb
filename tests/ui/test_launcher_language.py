"""The launcher's Language button switches every text at once and is remembered."""

from __future__ import annotations

from uihelp import button, click_button

from forgegames.cli import choose_language
from forgegames.core import i18n
from forgegames.core.i18n import LANGUAGE_PREFERENCE
from forgegames.core.preferences import get_preference
from forgegames.ui.launcher import NEW, Launcher


def test_switching_the_language_changes_the_launcher_and_is_remembered(app):
    launcher = Launcher(app)
    app.push(launcher)
    launcher.show_tab(NEW)
    app.draw()
    assert button(launcher.group, "New game") and button(launcher.group, "Start game")
    click_button(app, launcher.group, "Language: English")
    assert button(launcher.group, "Nueva partida") and button(launcher.group, "Empezar partida")
    assert button(launcher.group, "Idioma: Español")
    assert launcher.keys[launcher.group.focus] == "language"
    app.draw()  # the new words are drawn without a restart
    assert get_preference(LANGUAGE_PREFERENCE) == "es"

    i18n.set_language(None)  # the next run starts from the remembered setting
    choose_language(None, remembered=True)
    assert i18n.language() == "es"
    again = Launcher(app)
    again.rebuild()
    assert button(again.group, "Cargar partida…")

    click_button(app, launcher.group, "Idioma: Español")
    assert button(launcher.group, "New game")
    assert get_preference(LANGUAGE_PREFERENCE) == "en"


def test_default_seat_names_follow_the_language_and_chosen_ones_stay(app):
    launcher = Launcher(app)
    app.push(launcher)
    launcher.show_tab(NEW)
    app.draw()
    assert [s.name for s in launcher.seats] == ["Alice", "Bruno", "Chiara", "Dmitri"]
    launcher.seats[3].name = "Zoë"  # a name someone typed is theirs
    click_button(app, launcher.group, "Language: English")
    assert [s.name for s in launcher.seats] == ["Ana", "Bruno", "Carmen", "Zoë"]
    assert button(launcher.group, "Ana") and button(launcher.group, "Bruno")
    assert [s.name for s in launcher.config().seats] == ["Ana", "Bruno"]
    click_button(app, launcher.group, "Idioma: Español")
    assert [s.name for s in launcher.seats] == ["Alice", "Bruno", "Chiara", "Zoë"]
