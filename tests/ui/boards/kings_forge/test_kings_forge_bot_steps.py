"""A computer player's King's Forge steps, one by one (playtest 11: "computer moves are hard to
follow"): each step stays on screen for the pace's time before the next applies, the card it
claimed back on its place (the game turns the next one up at once) in its colour under a short
label; several computer players in a row go faster; a key skips ahead; the moves are the ones
the computer players make without the frame."""

from __future__ import annotations

import pygame
import pytest
from uihelp import post

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.game_bots import ROW_PACE
from forgegames.ui.game_scene import GameScene

PACE = 900
SEED = 2
"""Bruno claims the Jeweler's top action, then Chiara the East Forest's, then Alice plays."""
SEATS = (
    SeatConfig("Alice", "blue"),
    SeatConfig("Bruno", "orange", "greedy"),
    SeatConfig("Chiara", "green", "greedy"),
)


def game(size=(1280, 720)) -> tuple[App, GameScene]:
    """Alice at the screen, two computer players at the normal pace; animations are off (the
    UI tests' setting): a step is held all the same, it is a pause to read, not motion."""
    app = App(size, bot_delay_ms=PACE)
    scene = GameScene(app, Session.start(GameConfig("kings-forge", SEATS, "standard"), SEED))
    app.push(scene)
    app.draw()
    return app, scene


def moves(scene: GameScene) -> list[str]:
    return [str(e.action) for e in scene.session.history if e.actor >= 0]


def advance(app: App, ms: int, step: int = 25) -> None:
    """``ms`` go by, the window drawn at each frame as the program does."""
    for _ in range(ms // step):
        app.tick(step)
        app.draw()


def until_move(app: App, scene: GameScene, most_ms: int) -> int:
    """Let time go by until a seat moves; the milliseconds it took."""
    had, waited = len(moves(scene)), 0
    while len(moves(scene)) == had:
        assert waited <= most_ms, f"no move after {waited} ms"
        advance(app, 25)
        waited += 25
    return waited


@pytest.fixture()
def recording():
    """The frames are recorded for the text report from the game's start (the labels are
    made when a step is played, and noted as words only while recording)."""
    text_report.start()
    yield
    text_report.stop()


def drawn_words(app: App) -> list[str]:
    """The words on the window as the frame draws it now."""
    app.draw()
    return [item["text"] for item in text_report.report(app.surface)]


def test_a_claim_is_held_on_its_place_with_a_label_before_the_next_step(recording):
    app, scene = game()
    app.surface = text_report.recording_window(app.surface)
    app.draw()
    board = scene.board
    jeweler = dict(board.geo.gather_cards())["jeweler"]
    inside = jeweler.inflate(-12, -12)
    inside.height //= 2  # the label may lie on the card's foot (its discard line)
    # the card as printed: the row is veiled while the computer chooses (nothing there is
    # Alice's to click), the card it claimed is shown bright
    face = board.face("gather", "jeweler", jeweler, board.gather.paint_gather_card).copy()
    until_move(app, scene, PACE + 100)
    assert moves(scene) == ["claim jeweler top"]
    # with the dice Bruno placed on the claimed action's boxes (playtest 15, item 8)
    (placed,) = [p for p in scene.session.state.placements if p.card == "jeweler"]
    board.gather.draw_placed(face, face.get_rect(), "jeweler", "top", placed.dice, 1)
    before = face.subsurface(inside.move(-jeweler.x, -jeweler.y)).copy()
    assert "jeweler" not in scene.session.state.faceup  # the next card is up at once
    advance(app, 100)
    words = drawn_words(app)
    # on the card's foot, on two lines where one would cover the waiting line (playtest 14)
    assert "Bruno claims the top action" in " ".join(words)
    # the Jeweler, as printed, with his dice on it, is still on its place
    shown = app.surface.subsurface(inside)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(before, "RGB")
    # the next computer step waits for the pace, then comes
    advance(app, PACE - 300)
    assert moves(scene) == ["claim jeweler top"]
    until_move(app, scene, 300)
    assert moves(scene) == ["claim jeweler top", "claim east-forest top"]
    advance(app, 50)
    assert "Chiara claims the top action" in " ".join(drawn_words(app))


def test_several_computer_players_in_a_row_go_faster():
    app, scene = game()
    first = until_move(app, scene, PACE + 100)
    assert first >= PACE - 50  # Bruno's step after the usual pause
    assert not scene.computer.in_a_row() and scene.computer.pace() == PACE  # Bruno alone yet
    second = until_move(app, scene, PACE + 100)
    assert second >= PACE - 50  # Chiara's came after Bruno's step, shown at the usual pace
    assert scene.computer.in_a_row()  # now two computer players have moved in a row
    assert scene.computer.pace() == round(PACE * ROW_PACE)
    shown = scene.computer.shown
    assert shown and all(a.duration_ms == round(PACE * ROW_PACE) for a in shown)


def test_a_key_skips_the_step_shown_and_the_next_comes_at_once():
    app, scene = game()
    until_move(app, scene, PACE + 100)
    advance(app, 100)
    assert scene.computer.shown and scene.animations.active
    post(app, pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)
    post(app, pygame.KEYUP, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)
    assert not scene.animations.active
    waited = until_move(app, scene, 100)
    assert waited <= 50
    assert moves(scene) == ["claim jeweler top", "claim east-forest top"]


def test_the_moves_shown_step_by_step_are_the_computer_players_own():
    """Pacing never changes or reorders a move: up to Alice's turn the frame plays what the
    computer players play without it."""
    app, scene = game((1024, 640))
    while scene.session.active != 0:
        until_move(app, scene, 2 * PACE)
    plain = Session.start(GameConfig("kings-forge", SEATS, "standard"), SEED)
    while plain.active != 0:
        plain.apply(plain.bot_action())
    assert [str(e.action) for e in plain.history] == [str(e.action) for e in scene.session.history]


def test_a_craft_is_shown_with_the_item_and_the_dice_paid(recording):
    """Bruno's craft: the item held on its place in the king's row, the label naming it with
    the dice he pays drawn under the words, the label on the item's card alone (playtest 26:
    in one line it lay over the next card's name)."""
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 7)
    alice = session.title.bots()["greedy"](0)
    while not (session.active == 1 and str(session.bot_action()).startswith("craft")):
        if session.active == 1:
            session.apply(session.bot_action())
        else:
            view = session.title.view(session.state, 0)
            session.apply(alice.choose(view, session.legal_actions(), None))
    craft = session.bot_action()
    app = App((1280, 720), bot_delay_ms=PACE)
    app.surface = text_report.recording_window(app.surface)
    scene = GameScene(app, session)
    app.push(scene)
    app.draw()
    place = dict(scene.board.geo.king_cards())[craft.card]
    until_move(app, scene, PACE + 100)
    assert moves(scene)[-1] == str(craft)
    advance(app, 100)
    name = session.state.world.card_name(craft.card)
    (held,) = [a for a in scene.computer.shown if a.duration_ms == PACE]
    assert held.progress < 1
    tag = held.paint.tag
    words = [i for i in text_report.report(app.surface) if tag.contains(i["rect"])]
    assert " ".join(i["text"] for i in words) == f"Bruno crafts {name} with"
    assert abs(tag.centerx - place.centerx) < place.width  # over the item's place
    others = [r for _card, r in scene.board.geo.king_cards() if r != place]
    assert tag.collidelist(others) < 0, "the label keeps to its own card (playtest 26)"
    # the dice paid are drawn under the words, on the label's tag
    below = max(pygame.Rect(i["rect"]).bottom for i in words)
    row = range(tag.left + 2, tag.right - 2)
    y = (below + tag.bottom) // 2
    colours = {tuple(app.surface.get_at((x, y)))[:3] for x in row}
    assert len(colours - {(24, 22, 20)}) >= 3, colours


def test_with_animations_on_the_card_flies_off_after_its_step_was_shown():
    """The move's motion waits behind the step: the claimed card leaves its place for Bruno's
    tray only once it was shown there under its label."""
    app = App((1280, 720), bot_delay_ms=PACE, animation_speed="normal")
    scene = GameScene(app, Session.start(GameConfig("kings-forge", SEATS, "standard"), SEED))
    app.push(scene)
    app.draw()
    until_move(app, scene, PACE + 100)
    names = {
        getattr(a.paint, "__qualname__", type(a.paint).__name__).split(".")[0]: a
        for a in scene.animations.running
    }
    assert set(names) == {"card_flight", "Caption"}  # the step's label: a Caption
    flight, step = names["card_flight"], names["Caption"]
    assert flight.unseen_ms >= step.duration_ms == PACE
    assert flight.delay_ms >= PACE
    advance(app, PACE // 2)
    assert flight.elapsed < flight.unseen_ms and not step.done  # the step alone on screen
