"""The dungeon battle view says what a monster's special does (issue 37, part 2): the card's
tooltip words for the Ghost (undead) carry the sentence, in English and in Spanish."""

from __future__ import annotations

from test_wp_dungeons import at_ruins
from uihelp import open_game
from wpscenario import play

from forgegames.core import i18n
from forgegames.core.registry import get
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


def _ghost_words(app) -> str:
    session = Session(get("warparty"), GameConfig("warparty", SEATS, "standard"), 1)
    session.state, _ = play(at_ruins(), "explore haunted-ruins", "roll 1")  # the Ghost
    scene = open_game(app, session)
    app.draw()
    battle = session.state.battle
    panel = scene.board.battle_panel
    card = next(c for c in panel.cards(battle) if battle.fighter(c.ids[0]).profile.unit == "ghost")
    return panel.card_words(battle, card)


def test_the_ghost_card_says_what_undead_means(app) -> None:
    assert "Undead: Exorcism takes one more hit from it." in _ghost_words(app)


def test_the_ghost_card_says_it_in_spanish(app) -> None:
    i18n.set_language("es")
    try:
        words = _ghost_words(app)
    finally:
        i18n.set_language(None)
    assert "el Exorcismo le quita un impacto más" in words
