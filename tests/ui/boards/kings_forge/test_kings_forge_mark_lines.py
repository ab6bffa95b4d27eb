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


def opened(bot: str | None, size: tuple[int, int], players: int = 2) -> GameScene:
    """Ana (a person), Bruno (``bot``, or a person) and with three seats Cat (a person) at
    the moment Bruno holds the anvil and has passed in round 1 (the same moves either way:
    the greedy player's)."""
    seats = (SeatConfig("Ana", "blue"), SeatConfig("Bruno", "orange", bot))
    seats += (SeatConfig("Cat", "green"),) * (players - 2)
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 1)
    greedy = session.title.bots()["greedy"]
    rng = random.Random(1)
    for _ in range(60):
        state = session.state
        if state.first == 1 and state.players[1].passed and state.phase != PHASE_CRAFT:
            break
        seat = session.active
        view = session.title.view(state, seat)
        session.apply(greedy(seat).choose(view, session.legal_actions(), rng))
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
    lines = computer.trays.mark_lines(marks, column, trays[1])
    face = theme.font(int(13 * computer.scene.scale))
    assert all(face.size(line)[0] <= column for line in lines)
    assert " · ".join(lines) == marks, "broken only between two marks"
    dice = computer.geo.tray_grid(trays[1]).die
    assert computer.trays.mark_rows(trays[1]) >= 2
    # as large as in a game of people only, within a pixel or two (the kind's words)
    assert dice >= people.geo.tray_grid(people.geo.tray_rects(people.state)[1]).die - 2
    if (lang, size) == ("es", (1024, 640)):  # the playtest's case: two lines, large dice
        assert len(lines) > 1
        assert dice >= {2: 32, 3: 22}[players]
