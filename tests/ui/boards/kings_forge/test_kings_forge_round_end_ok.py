"""Issue 39, playtest 20 item 1, headless with real clicks: the round's end held for OK showed OK
alone at the strip's left when the computer opened the round, and right of three Pass buttons
when the person did; a habitual click on OK's old place passed. Now, while a moment is held, the
strip holds OK alone, first, in the same place at every round's end, and the moves come after
it; a second click at once where OK was is not taken for the Pass that took its place; the trays
keep their place from the held moment into play. Two and three seats, the person first or the
computer first, at a pace that is not instant (a person at the screen: the round's end is held).
"""

from __future__ import annotations

import pytest
from uihelp import click

from forgegames.core import i18n
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.state import PHASE_CRAFT
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import ConfirmLoss

PERSON = SeatConfig("Alice", "blue")
COMPUTERS = (SeatConfig("Bruno", "orange", "greedy"), SeatConfig("Cat", "green", "greedy"))


def advance(app: App, ms: int, step: int = 25) -> None:
    for _ in range(ms // step):
        app.tick(step)
        app.draw()


def person_moves(scene: GameScene, person: int, since: int) -> list[str]:
    return [str(e.action) for e in scene.session.history[since:] if e.actor == person]


def person_turn(app: App, scene: GameScene) -> None:
    """The person passes in the gather phase (the first Pass, confirmed) and ends the craft
    turn: quick rounds."""
    board = scene.board
    craft = scene.session.state.phase == PHASE_CRAFT
    first = i18n.tr("End the craft turn") if craft else i18n.tr("Pass")
    button = next(b for b in board.group.buttons if b.enabled and b.label.startswith(first))
    click(app, button.rect.center)
    if isinstance(app.stack.top, ConfirmLoss):
        click(app, app.stack.top.group.buttons[0].rect.center)  # "Do it"


@pytest.mark.parametrize(
    ("size", "lang"), [((1280, 720), "en"), ((1024, 640), "es"), ((1024, 640), "en")]
)
@pytest.mark.parametrize("computer_first", [False, True])
@pytest.mark.parametrize("players", [2, 3])
def test_the_round_ends_ok_stays_in_one_place_and_no_pass_takes_it(
    request, players, computer_first, size, lang
):
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    seats = [PERSON, *COMPUTERS[: players - 1]]
    if computer_first:
        seats = [*seats[1:], PERSON]
    person = seats.index(PERSON)
    session = Session.start(GameConfig("kings-forge", tuple(seats), "standard"), 3)
    app = App(size, bot_delay_ms=20)
    scene = GameScene(app, session)
    app.push(scene)
    advance(app, 600)  # past the greeting's input guard
    board = scene.board
    places, openers = [], set()
    for _ in range(400):
        if session.state.round > 4 or session.over:
            break
        advance(app, 50)
        if board.holds_play():
            assert [b.label for b in board.group.buttons] == [i18n.tr("OK")], "OK alone"
            ok = board.group.buttons[0].rect.copy()
            assert ok.topleft == (board.strip.rect.x, ok.y)
            places.append(ok)
            openers.add(session.active == person)
            trays = [tuple(r) for r in board.geo.tray_rects(session.state)]
            since = len(session.history)
            click(app, places[0].center)  # where OK sat at the first round's end: OK
            assert not board.holds_play()
            assert person_moves(scene, person, since) == []
            click(app, places[0].center, pause=False)  # the same click again, at once
            assert app.stack.top is scene, "no Pass confirmed, no dialog opened"
            assert person_moves(scene, person, since) == []
            advance(app, 25)
            # the trays keep their place from the held moment into play
            assert [tuple(r) for r in board.geo.tray_rects(session.state)] == trays
        elif scene.my_turn() and app.stack.top is scene:
            person_turn(app, scene)
    assert session.state.round > 4
    assert len(places) >= 3, "three round ends seen"
    assert {tuple(p) for p in places} == {tuple(places[0])}, "OK in one place every time"
    assert openers == {True, False}, "rounds opened by the person and by the computer"
