"""Playtest 35: two set-up words. With every buy-list row greyed (no crowns left), the prompt
said "Now place troops: buy from the list"; it now says nothing is left to buy and points at
Set-up done. The crowns Set-up done gives up were said in red before anything was done, like
a penalty; the line is now advice, in the panel's text colour. Headless, English and Spanish."""

from __future__ import annotations

import dataclasses

import pytest
from test_warparty_playtest15 import _cities_founded
from test_warparty_playtest19 import _foot_words

from forgegames.core import i18n
from forgegames.games.warparty.actions import Ready
from forgegames.ui import text_report, theme


@pytest.fixture(autouse=True)
def recording():
    """Texts are known as words only when made while the report records."""
    text_report.start()
    yield
    text_report.stop()


def _spent_out(app):
    """Both good armies' cities founded by clicks, then every crown spent."""
    scene = _cities_founded(app)
    session = scene.session
    purses = tuple((a, dataclasses.replace(p, treasury=0)) for a, p in session.state.armies)
    session.state = dataclasses.replace(session.state, armies=purses)
    scene.board.refresh()
    app.draw()
    return scene


NOTHING = {
    "en": ("Nothing left to buy", "Set-up done"),
    "es": ("No queda nada que comprar", "Terminar preparación"),
}
"""Per language: the prompt's words when nothing may be bought, and the button it names."""


@pytest.mark.parametrize("lang", sorted(NOTHING))
def test_with_nothing_left_to_buy_the_prompt_points_at_set_up_done(app, lang):
    nothing, press = NOTHING[lang]
    scene = _spent_out(app)
    board, state = scene.board, scene.session.state
    assert Ready() in scene.session.legal_actions()
    assert board.wares and all(w.why for w in board.wares), "every row greyed"
    i18n.set_language(lang)
    try:
        for terse in (0, 1, 2):
            words = board.setup_words(state, terse)  # (the hint adds empty cities)
            assert nothing in words and press in words, (terse, words)
            assert "Now place troops" not in words and "Ahora sitúa tropas" not in words
        words = board.hint(state)
        assert nothing in words and "Now place troops" not in words, words
    finally:
        i18n.set_language("en")


def test_with_crowns_left_the_prompt_still_says_to_place_troops(app):
    scene = _cities_founded(app)
    words = scene.board.hint(scene.session.state)
    assert "Now place troops" in words and "Nothing left to buy" not in words, words


def _foot_pixels(app, scene) -> set[tuple[int, int, int]]:
    foot = scene.board.economy.rects()["foot"]
    area = app.surface.subsurface(foot)
    return {tuple(area.get_at((x, y)))[:3] for x in range(foot.width) for y in range(foot.height)}


@pytest.mark.parametrize(
    ("lang", "start", "lost"),
    [
        ("en", "Spend your crowns: at Set-up done each army keeps only", "would go unused"),
        ("es", "Gasta tus coronas: con Terminar preparación cada ejército", "quedarían sin usar"),
    ],
)
def test_the_unspent_crowns_line_is_advice_in_the_text_colour(app, lang, start, lost):
    i18n.set_language(lang)
    try:
        scene = _cities_founded(app)
        words = _foot_words(app, scene)
        app.draw()
        pixels = _foot_pixels(app, scene)
    finally:
        i18n.set_language("en")
    assert words.startswith(start) and lost in words, words
    assert "lost" not in words and "pierden" not in words, words
    assert theme.TEXT in pixels, "written in the text's colour"
    assert theme.DANGER not in pixels, "not in the error's red"
