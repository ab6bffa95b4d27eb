"""ux40 (issue #39, Spanish a family plays without noticing): one Spanish word for one thing.
Forge War's tiles are 'losetas' and its tokens 'fichas'; a track is a 'contador' and a marker
on it a 'marcador'. The launcher's random seed is a game number, with a tooltip saying what
it does, in both languages (read by hovering it, with real events)."""

from __future__ import annotations

import re

import pytest
from test_launcher_settings import by_key, hover, open_launcher

from forgegames.core import i18n, translations
from forgegames.ui import theme
from forgegames.ui.launcher import NEW


def pairs() -> list[tuple[str, str, str]]:
    """Every Spanish entry as (key, English, Spanish): an interface string is its own
    English; a data text's English is the data file's."""
    spanish = i18n.catalogue("es")
    data = translations.data_keys()
    return [(key, data.get(key, key), words) for key, words in spanish.items()]


def found(pattern: str, text: str) -> bool:
    return re.search(pattern, text, re.IGNORECASE) is not None


@pytest.mark.parametrize(
    ("spanish", "english", "meaning"),
    [
        (r"\bmarcador(es)?\b", r"\b(markers?|trackers?)\b", "a marker on a track"),
        (r"\bcontador(es)?\b", r"\btracks?\b", "a track"),
        (r"\blosetas?\b", r"\btiles?\b", "a tile"),
    ],
)
def test_a_spanish_word_stands_for_one_thing_only(spanish, english, meaning):
    wrong = [key for key, en, es in pairs() if found(spanish, es) and not found(english, en)]
    assert wrong == [], f"'{spanish}' says {meaning}, but these say something else: {wrong}"


def test_a_tile_is_never_a_ficha_nor_a_track_a_marcador():
    tiles = [key for key, en, es in pairs() if found(r"\btiles?\b", en) and "ficha" in es]
    assert tiles == []
    assert i18n.catalogue("es")["No adventurer tile is left in the box for {0}"].count("loseta")
    tracks = [
        key
        for key, en, es in pairs()
        if found(r"\btracks?\b", en) and not found(r"\bmarkers?\b", en) and "marcador" in es
    ]
    assert tracks == []


@pytest.mark.parametrize(
    ("lang", "label", "tip"),
    [("en", "Game number", "same number deals"), ("es", "Partida n.º", "mismo número reparte")],
)
def test_the_launcher_asks_for_a_game_number_and_says_what_it_does(
    app, monkeypatch, lang, label, tip
):
    texts: list[str] = []
    real = theme._text

    def record(content, size, colour, bold):
        texts.append(content)
        return real(content, size, colour, bold)

    with i18n.speaking(lang):
        launcher = open_launcher(app)
        launcher.show_tab(NEW)
        launcher.select([t.id for t in launcher.titles].index("forge-war"))
        monkeypatch.setattr(theme, "_text", record)
        app.draw()
        assert label in texts and "Seed" not in texts and "Semilla" not in texts
        hover(app, by_key(launcher, "seed").rect.center)
        (head, body), _ = launcher.tooltip()
        assert head == label and tip in body
