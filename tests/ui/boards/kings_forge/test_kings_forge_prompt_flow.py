"""Issue 39 (kf20's leftover): with four seats in Spanish at 1024x640 the gather prompt beside the
three Pass buttons needed five lines where the room held four, and lost its last to "Más…";
across the strip above the buttons it took two lines where the room held one. It now flows: its
first line across the strip above the buttons, the rest beside them, whole, and the trays keep
their place."""

from __future__ import annotations

import random

import pygame
import pytest

from forgegames.core import i18n
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.state import PHASE_GATHER
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene

SEATS = (("Ana", "blue"), ("Bruno", "orange"), ("Carmen", "green"), ("Diego", "purple"))


def opened(seed: int, players: int) -> tuple[App, GameScene]:
    seats = tuple(SeatConfig(*seat) for seat in SEATS[:players])
    session = Session.start(GameConfig("kings-forge", seats, "standard"), seed)
    app = App((1024, 640), bot_delay_ms=0)
    scene = GameScene(app, session)
    app.push(scene)
    app.draw()
    return app, scene


def test_the_spanish_gather_prompt_of_four_seats_flows_round_the_buttons_whole(request):
    i18n.set_language("es")
    request.addfinalizer(lambda: i18n.set_language("en"))
    text_report.start()  # before the window: every text drawn keeps its words
    request.addfinalizer(text_report.stop)
    app, scene = opened(1, 4)  # the playtest's case: a chance to craft the Knife named
    board = scene.board
    words = board.prompts.prompt(board.state, board.legal())
    assert "60 %" in words and "Cuchillo" in words
    box = board.prompts.prompt_box(words)
    assert not box.cut and box.wide == 1
    assert " ".join(box.lines).split() == words.split(), "every word, none left for Más…"
    rect = board.prompts.prompt_rect()
    buttons = board.group.buttons
    assert rect.y + box.height <= min(b.rect.y for b in buttons), "the first line above them"
    assert box.x > max(b.rect.right for b in buttons), "the rest beside them"
    assert rect.bottom <= board.strip.rect.bottom
    assert board.geo.trays_bottom() >= board.geo.tray_band()[0], "the trays keep their place"
    app.surface = text_report.recording_window(app.surface)
    scene.layer = None
    app.draw()
    items = text_report.report(app.surface)
    for line in box.lines:
        drawn = [i for i in items if i["text"] == line]
        assert drawn and not drawn[0]["cut"], line
        assert not any(pygame.Rect(i["rect"]).colliderect(b.rect) for i in drawn for b in buttons)
    trays = board.geo.tray_rects(board.state)
    assert all(rect.y >= tray.bottom for tray in trays), "under the trays"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_spanish_gather_prompt_at_1024x640_is_cut_or_lifts_the_trays(request, players):
    i18n.set_language("es")
    request.addfinalizer(lambda: i18n.set_language("en"))
    seen = 0
    for seed in (1, 2, 3):
        app, scene = opened(seed, players)
        session, board, rng = scene.session, scene.board, random.Random(seed)
        greedy = session.title.bots()["greedy"]
        while session.state.phase == PHASE_GATHER and not session.over:
            board.refresh()
            words = board.prompts.prompt(board.state, board.legal())
            if words and not board.state.sub:
                seen += 1
                assert not board.prompts.prompt_box(words).cut, words
                # nor lifts the trays (five lines beside the Pass buttons did, two and
                # three seats: the board shrank)
                assert board.geo.trays_bottom() >= board.geo.tray_band()[0], words
            seat = session.active
            view = session.title.view(session.state, seat)
            session.apply(greedy(seat).choose(view, session.legal_actions(), rng))
    assert seen > 10


def test_a_prompt_with_no_room_either_way_ends_in_more_and_shows_whole_on_hover(monkeypatch):
    """The last resort, kept: where no room above the strip is left (none here, as if the
    gather row needed it all), the lines the strip holds, the last ending "More…", and the
    whole prompt on pointing at it."""
    from uihelp import post

    app, scene = opened(1, 4)
    board = scene.board
    monkeypatch.setattr(board.geo, "prompt_most", lambda: 0)
    board.refresh()
    whole = board.prompts.prompt(board.state, board.legal())
    box = board.prompts.prompt_box(whole)
    assert box.cut and box.wide == 0 and box.lines[-1].endswith(i18n.tr("More…"))
    post(app, pygame.MOUSEMOTION, pos=board.prompts.prompt_rect().center, rel=(1, 0), buttons=(0,))
    app.tick(100)
    assert board.hover.hover_info()[0] == whole
    board.tip_box = None
    app.draw()
    assert board.tip_box is not None  # the tooltip was drawn
