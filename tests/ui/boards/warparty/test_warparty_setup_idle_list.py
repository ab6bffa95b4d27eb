"""Playtest 34, item 6: after Set-up done, while the next seat's set-up waits, the side panel
headed "Buy for Goblins" over an empty list ("nothing to buy now"). With nothing listed before
play it now says whose set-up it is and what to press. Real clicks."""

from __future__ import annotations

import pytest
from uihelp import click_button, drawn_words, open_game, past_quests

from forgegames.core import registry
from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty.actions import Found, Order
from forgegames.ui import text_report
from forgegames.ui.hotseat import ConfirmLoss

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))


def _setup_done(app, lang: str):
    """Two people; the first team's cities founded, then Set-up done pressed (its crowns
    given up), before End turn hands over."""
    title = registry.get("warparty")
    session = Session(title, GameConfig("warparty", SEATS, "quick-play"), 7)
    session.resolve_chance()
    session.apply(Order("first"))
    past_quests(session)
    while found := next((a for a in session.legal_actions() if isinstance(a, Found)), None):
        session.apply(found)
    with speaking(lang):
        scene = open_game(app, session)
        click_button(
            app, scene.board.bar, "Set-up done" if lang == "en" else "Terminar preparación"
        )
        if isinstance(app.stack.top, ConfirmLoss):
            click_button(app, app.stack.top.group, "Do it" if lang == "en" else "Sí, adelante")
    assert scene.handover is not None
    return scene


@pytest.mark.parametrize(
    ("lang", "heading", "words"),
    [
        ("en", "SET-UP", "Your set-up is done. Press End turn"),
        ("es", "PREPARACIÓN", "Tu preparación está hecha. Pulsa Terminar turno"),
    ],
)
def test_after_set_up_done_the_list_says_what_to_press(app, lang, heading, words):
    text_report.start()  # before the scene: texts made once keep their words
    try:
        scene = _setup_done(app, lang)
        panel = scene.board.panel_rect
        with speaking(lang):
            texts = [t["text"] for t in drawn_words(app, scene) if panel.contains(t["rect"])]
    finally:
        text_report.stop()
    shown = " ".join(texts)
    assert heading in texts, texts
    assert words in shown, shown
    assert not any(t.startswith(("BUY FOR", "TIENDA")) for t in texts), texts
    assert "nothing to buy now" not in shown and "nada que comprar" not in shown
