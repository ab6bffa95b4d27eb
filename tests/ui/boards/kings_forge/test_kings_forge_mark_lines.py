"""Issue 39 (kf20's leftover): with two seats in Spanish at 1024x640, a computer's marks under
its name ("Ordenador — normal · primer jugador · pasó") made the trays' name column as wide as
that line, and every tray's dice shrank to ~16 px. The marks now wrap under the name, between two
marks, so the column and the dice keep the size they have in a game of people only."""

from __future__ import annotations

import random

import pytest

from forgegames.core import i18n
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.state import PHASE_CRAFT
from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene


def reached(session: Session) -> bool:
    """Play the greedy player's moves until Bruno holds the anvil and has passed in a gather
    phase; False when the game ends first."""
    greedy = session.title.bots()["greedy"]
    rng = random.Random(1)
    while not session.over:
        state = session.state
        if state.first == 1 and state.players[1].passed and state.phase != PHASE_CRAFT:
            return True
        seat = session.active
        view = session.title.view(state, seat)
        session.apply(greedy(seat).choose(view, session.legal_actions(), rng))
    return False


def opened(bot: str | None, size: tuple[int, int], players: int = 2) -> GameScene:
    """Ana (a person), Bruno (``bot``, or a person) and with three seats Cat (a person) at
    the first moment Bruno holds the anvil and has passed (the same moves either way: the
    greedy player's)."""
    seats = (SeatConfig("Ana", "blue"), SeatConfig("Bruno", "orange", bot))
    seats += (SeatConfig("Cat", "green"),) * (players - 2)
    for seed in range(1, 40):  # the first seed whose game reaches that moment
        session = Session.start(GameConfig("kings-forge", seats, "standard"), seed)
        if reached(session):
            break
    assert session.state.players[1].passed and session.state.first == 1
    app = App(size, bot_delay_ms=0)
    scene = GameScene(app, session)
    app.push(scene)
    app.draw()
    return scene


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize(
    ("size", "players"), [((1024, 640), 2), ((1280, 720), 2), ((1024, 640), 3)]
)  # trays with room for two lines of marks under the name
def test_a_computers_marks_wrap_under_its_name_and_the_dice_keep_their_size(
    request, lang, size, players
):
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    people = opened(None, size, players).board
    computer = opened("greedy", size, players).board
    state = computer.state
    trays = computer.geo.tray_rects(state)
    marks = computer.trays.tray_marks(state, 1)
    assert i18n.tr("passed") in marks and i18n.tr("first player") in marks
    column = computer.trays.tray_name_column(state)
    s = computer.scene.scale
    head = 2 * int(9 * s) + int(8 * s) + theme.font(int(18 * s), True).size("Bruno")[0]
    beside, lines = computer.trays.mark_plan(marks, column, trays[1], head)
    face = theme.font(int(13 * s))
    assert all(face.size(line)[0] <= column for line in lines)
    assert head + int(8 * s) + face.size(beside)[0] <= column
    assert " · ".join(lines + [beside] * bool(beside)) == marks, "broken between two marks"
    dice = computer.geo.tray_grid(trays[1]).die
    assert computer.trays.mark_rows(trays[1]) >= 2
    # as large as in a game of people only, within a pixel or two (the kind's words)
    assert dice >= people.geo.tray_grid(people.geo.tray_rects(people.state)[1]).die - 2
    if (lang, size) == ("es", (1024, 640)):  # the playtest's case: two lines, large dice
        assert len(lines) > 1
        assert dice >= {2: 32, 3: 22}[players]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_with_one_line_under_the_name_the_last_marks_go_beside_it(request, lang):
    """Three seats at 1280x720: the trays hold one line of marks under the name, and
    "Computer — normal · first player · passed" in it made the column that wide (dice ~16
    px). The last marks now go beside the name, the rest under it, in a narrower column."""
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    scene = opened("greedy", (1280, 720), 3)
    board, s = scene.board, scene.scale
    state = board.state
    tray = board.geo.tray_rects(state)[1]
    assert board.trays.mark_rows(tray) == 1
    marks = board.trays.tray_marks(state, 1)
    column = board.trays.tray_name_column(state)
    face = theme.font(int(13 * s))
    assert column < face.size(marks)[0], "not the whole marks' width"
    head = 2 * int(9 * s) + int(8 * s) + theme.font(int(18 * s), True).size("Bruno")[0]
    beside, lines = board.trays.mark_plan(marks, column, tray, head)
    assert beside and len(lines) == 1
    assert " · ".join([*lines, beside]) == marks
    assert head + int(8 * s) + face.size(beside)[0] <= column
    assert face.size(lines[0])[0] <= column
    # ~16 px with the marks in one line; 21 since the status line keeps its own room; 20 in
    # Spanish since the king's row keeps three rows of the waiting line's names over dice at
    # the least die (playtest 30: the line's dice were about 10 px)
    assert board.geo.tray_grid(tray).die >= (20 if lang == "es" else 21)
