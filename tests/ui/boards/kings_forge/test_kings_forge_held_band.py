"""Playtest 25, item 1: at 1024x640 the "Being paid for" band over a claimed card covered the
first line of its "Discard for the docks" foot and left "docks" standing under it. The band now
covers the whole foot (which cannot be pressed while the card is held): no word of the foot
shows on a held card, over every payment and docks visit of a game, at both window sizes."""

from __future__ import annotations

import random

import pygame
import pytest
from test_kings_forge_board import start
from uihelp import drawn_words

from forgegames.core.i18n import tr
from forgegames.games.kings_forge import TITLE
from forgegames.ui.app import App
from forgegames.ui.boards.kings_forge.gather import held_card


def held_places(scene) -> list[tuple[pygame.Rect, str, str]]:
    """The gather places showing a held card now, each with the card and its band's words."""
    state = scene.session.state
    cards = enumerate(scene.board.geo.gather_cards())
    return [(rect, *held[:2]) for i, (_, rect) in cards if (held := held_card(state, i))]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_no_word_of_the_discard_foot_shows_on_a_held_card(size, request):
    app = App(size, bot_delay_ms=0)
    request.addfinalizer(pygame.display.quit)
    scene = start(app, seed=4, players=3)
    session = scene.session
    bots = [TITLE.bots()["greedy"](seat) for seat in range(3)]
    rng = random.Random(2)
    seen = set()
    for _ in range(400):
        if session.state.phase == "over" or seen == {"pay", "dock"}:
            break
        for place, card, words in held_places(scene):
            seen.add(session.state.sub)
            foot = scene.board.geo.action_rects(place, card)["discard"]
            items = drawn_words(app, scene)
            on_foot = sorted(
                (i for i in items if foot.colliderect(pygame.Rect(i["rect"]))),
                key=lambda i: (i["rect"][1], i["rect"][0]),
            )
            assert " ".join(i["text"] for i in on_foot) == tr(words), (size, on_foot)
            assert not any(i["cut"] for i in on_foot), (size, on_foot)
        turn = session.state.turn
        session.apply(bots[turn].choose(session.state, session.legal_actions(), rng))
        scene.after_change()
    assert seen == {"pay", "dock"}, seen
