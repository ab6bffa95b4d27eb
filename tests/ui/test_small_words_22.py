"""Playtest 22 item 9, small words, in English and Spanish: King's Forge's tray lists this
round's cards as a sentence does ("South Mine,North Mine" read as one word); the log says who
takes a move back in a sentence ("Alice: took back a move"); the launcher's seat tooltip names
no computer player's inner name ("Computer — normal (Greedy)"); Warparty's Offer peace says
what it does where the mouse rests on it. Real clicks, keys and mouse moves."""

from __future__ import annotations

import random

import pygame
import pytest
from test_confirms import SEATS, click_move
from test_undo_words_go import forge_war_pass
from test_warparty_board import first_turn
from uihelp import click, open_game, post, press

from forgegames.core import i18n
from forgegames.core.i18n import listing, tr
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import theme
from forgegames.ui.boards.warparty import hover as warparty_hover
from forgegames.ui.launcher import Launcher


@pytest.fixture(params=["en", "es"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def kings_forge_two_cards() -> Session:
    """Alice (a person) to play in King's Forge's gather, Bruno (a computer) holding two of
    this round's gather cards."""
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 3)
    title, rng = session.title, random.Random(3)
    bots = {seat: title.bots()["greedy"](seat) for seat in range(2)}
    for _ in range(200):
        state = session.state
        if sum(p.seat == 1 for p in state.placements) >= 2 and session.active == 0:
            return session
        seat = session.active
        session.apply(bots[seat].choose(title.view(state, seat), session.legal_actions(), rng))
    raise AssertionError("Bruno never held two gather cards")


def test_king_forges_tray_lists_this_rounds_cards_as_a_sentence(app, lang):
    session = kings_forge_two_cards()
    scene = open_game(app, session)
    app.draw()
    state, trays = session.state, scene.board.trays
    names = [str(scene.board.world.card_name(p.card)) for p in state.placements if p.seat == 1]
    said = trays.tray_words(state, 1)
    assert said[0][0] == tr("This round:")
    words = [said[0][0]] + [text for text, colour in said[1:] if colour == theme.TEXT]  # no powers
    assert " ".join(words[1:]) == listing(names), "one sentence, a space after each comma"
    assert {"en": " and ", "es": " y "}[lang] in listing(names)
    assert not any("," in w[:-1] for w in words), "no comma inside a word the tray lays out"


def test_the_log_says_who_takes_a_move_back_in_a_sentence(app, lang):
    session, action = forge_war_pass(SEATS)
    scene = open_game(app, session)
    name = scene.seat_name(session.active)
    click_move(app, scene, action)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    last = scene.log.entries[-1][0]
    assert last == tr("{name} takes back a move.", name=name)
    assert last == {"en": f"{name} takes back a move.", "es": f"{name} deshace una jugada."}[lang]


def test_the_launchers_seat_tooltip_names_no_inner_name(app, lang):
    launcher = Launcher(app)
    app.push(launcher)
    for game in ("kings-forge", "warparty"):
        launcher.select(next(i for i, t in enumerate(launcher.titles) if t.id == game))
        app.draw()
        seat_button = launcher.group.buttons[launcher.keys.index(("bot", 1))]
        heads = []
        for _ in range(len(launcher.bot_kinds())):
            click(app, seat_button.rect.center)
            app.draw()
            seat_button = launcher.group.buttons[launcher.keys.index(("bot", 1))]
            if launcher.seats[1].bot is None:
                continue
            pos = seat_button.rect.center
            post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            app.draw()
            (head, body), _ = launcher.tooltip()
            assert head == seat_button.label, "the button's own words, nothing after them"
            for inner in ("Greedy", "Ambicioso", "Novice", "Planner", "greedy"):
                assert inner not in head and inner not in body, (head, body)
            heads.append(head)
        assert len(heads) >= 3


def test_offer_peace_says_what_it_does_under_the_mouse(app, lang, monkeypatch):
    scene = open_game(app, first_turn())
    board = scene.board
    offer = next(b for b in board.talks.buttons if b.label == tr("Offer peace"))
    shown: list[str] = []
    real = warparty_hover.draw_tooltip
    monkeypatch.setattr(
        warparty_hover, "draw_tooltip", lambda s, t, *a, **k: (shown.append(t), real(s, t, *a, **k))
    )
    post(app, pygame.MOUSEMOTION, pos=offer.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.tick(1500)  # a person rests the mouse there
    app.draw()
    words = {"en": "end the war", "es": "fin de la guerra"}[lang]
    assert any(words in tip for tip in shown), shown
