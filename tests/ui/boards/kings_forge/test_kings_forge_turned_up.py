"""Playtest 18, item 1: in a normal game (not the lesson) the card turned up to replace the one
Alice claimed was claimed by the computer in the same instant; only the log told. Alice ends
her craft turn by a click while Bruno's last step is still shown (a click ends that step), then
claims the North Mine and pays for it by clicks; the Caravan is turned up in its place and
Bruno, the computer, claims it. At the usual pace, with animations at each speed, the window
shows the Caravan unclaimed (marked "New card") for the computer's pace, and only then under
Bruno's claim, before its own replacement is turned up."""

from __future__ import annotations

import random

import pygame
import pytest
from uihelp import play_by_places

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.actions import Claim
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene

PACE = 900
"""The computer's pace at its usual ("normal") speed."""
SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
SEED = 2
"""Bruno crafts the Ruby Collar (move 40), Alice ends her craft turn; in round 2 her claim of
the North Mine, paid with two metal dice, turns the Caravan up, and Bruno claims it."""
ALICE = ("end", "claim north-mine top", "pay M", "pay M")


def before_bruno_crafts() -> Session:
    session = Session.start(GameConfig("kings-forge", SEATS, "standard"), SEED)
    greedy, rng = session.title.bots()["greedy"](0), random.Random(1)
    while len(session.history) < 40:
        if session.active == 0:
            view = session.title.view(session.state, 0)
            session.apply(greedy.choose(view, session.legal_actions(), rng))
        else:
            session.apply(session.bot_action())
    assert session.active == 1 and str(session.bot_action()) == "craft ruby-collar 0"
    return session


def alice_turns_the_caravan_up(app: App, session: Session) -> GameScene:
    """The frame of ``session`` (before Bruno's craft): Bruno crafts, and while his step is
    shown Alice's first click (a person's pause on) ends it; her moves, made by clicks, turn
    the Caravan up."""
    scene = GameScene(app, session)
    app.push(scene)
    had = len(moves(session))
    for _ in range(100):
        app.tick(25)
        app.draw()
        if len(moves(session)) > had:
            break
    assert moves(session)[-1] == "craft ruby-collar 0" and scene.computer.shown
    for wanted in ALICE:
        action = next(a for a in session.legal_actions() if str(a) == wanted)
        play_by_places(app, scene, action)
    assert session.active == 1 and "caravan" in session.state.faceup
    return scene


def moves(session: Session) -> list[str]:
    return [str(e.action) for e in session.history if e.actor >= 0]


def still_pixels(app: App, scene: GameScene, rect: pygame.Rect) -> bytes:
    """The window's pixels in ``rect`` as the board draws them with nothing over it."""
    saved = scene.animations.running
    scene.animations.running = []
    app.draw()
    scene.animations.running = saved
    return pygame.image.tobytes(app.surface.subsurface(rect), "RGB")


@pytest.mark.parametrize("speed", ["normal", "fast", "off"])
def test_the_card_turned_up_is_seen_before_the_computer_claims_it(speed):
    text_report.start()
    try:
        app = App((1280, 720), bot_delay_ms=PACE, animation_speed=speed)
        app.surface = text_report.recording_window(app.surface)
        session = before_bruno_crafts()
        scene = alice_turns_the_caravan_up(app, session)
        state = session.state
        assert session.bot_action() == Claim("caravan", "top")
        board = scene.board
        rect = dict(board.geo.gather_cards())["caravan"]
        inner = rect.inflate(-16, -16)
        inner.height //= 2  # the card's name and top action (its foot may carry a mark)
        frames = []  # (ms, Caravan claimed yet, its place drawn as the board has it, label)
        for ms in range(0, 4000, 25):
            app.draw()
            claimed = "caravan" not in session.state.faceup
            drawn = pygame.image.tobytes(app.surface.subsurface(inner), "RGB")
            plain = drawn == still_pixels(app, scene, inner)
            app.draw()
            words = [
                i["text"]
                for i in text_report.report(app.surface)
                if pygame.Rect(i["rect"]).colliderect(rect.inflate(0, 80))
            ]  # (on one line, or two on the card's foot)
            marked = claimed and "Bruno claims the top action" in " ".join(words)
            frames.append((ms, claimed, plain, marked))
            app.tick(25)
        seen = [ms for ms, claimed, plain, _ in frames if plain and not claimed]
        assert seen and seen[0] == 0, frames[:3]
        # unclaimed and uncovered for the computer's pace at least
        assert len(seen) * 25 >= PACE - 25, (speed, len(seen) * 25)
        later = [(ms, plain) for ms, _, plain, marked in frames if marked]
        assert later and later[0][0] > seen[-1], frames
        # claimed: the Caravan shown on its place (the Bazaar, turned up at once, under it)
        assert moves(session)[-1] == "claim caravan top"
        assert session.state.faceup[state.faceup.index("caravan")] == "bazaar"
        assert not any(plain for _, plain in later), later
        # then its replacement, the Bazaar, drawn there as the board has it
        assert any(claimed and plain and ms > later[-1][0] for ms, claimed, plain, _ in frames)
    finally:
        text_report.stop()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_new_card_is_marked_on_its_foot(lang):
    """The mark's words name it a new card, in the language on screen, over the card's
    discard line, never over its name."""
    from forgegames.core.i18n import speaking, tr

    with speaking(lang):
        text_report.start()
        try:
            app = App((1024, 640), bot_delay_ms=PACE, animation_speed="normal")
            app.surface = text_report.recording_window(app.surface)
            session = before_bruno_crafts()
            scene = alice_turns_the_caravan_up(app, session)
            app.tick(25)
            app.surface = text_report.recording_window(app.surface)  # (a new window's)
            app.draw()
            rect = dict(scene.board.geo.gather_cards())["caravan"]
            items = [i for i in text_report.report(app.surface) if i["text"] == tr("New card")]
            assert len(items) == 1 and not items[0].get("cut")
            where = pygame.Rect(items[0]["rect"])
            assert rect.contains(where)
            assert where.top > rect.centery  # on the foot, the name left to read
        finally:
            text_report.stop()
