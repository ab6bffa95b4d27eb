"""Playtest 35 item 1: the person crafted the Anvil and ended the craft turn; the computer
stole it and the round ran on to round 2, and only the log and the "Since your last turn" box
said so. The round's end held for OK now opens with the steal, plainly, built from the
session's history (``since.steal_lines``), in English and Spanish."""

from __future__ import annotations

import pytest
from uihelp import greedy_session, recording_app, run_timers

from forgegames.core import i18n
from forgegames.core.title import SeatConfig
from forgegames.games.kings_forge.actions import Craft, Steal
from forgegames.games.kings_forge.since import steal_lines
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
SEED, BEFORE_STEAL = 33, 43
"""With this seed the greedy players reach Bruno's craft turn of round 1 after 43 moves,
with Alice's Anvil on the crafted row; Bruno steals it and the round ends."""


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "Bruno stole your Anvil!"), ("es", "¡Bruno te ha robado el Yunque!")],
)
def test_the_round_end_note_opens_with_the_steal(lang, words):
    with recording_app((1280, 720), lang) as app:
        app.fixed_bot_delay = 20  # a person's pace: the round's end is held
        held_words(app, words)


def held_words(app: App, words: str) -> None:
    """Bruno steals, the round ends and is held: its note opens with ``words``, drawn."""
    session = greedy_session("kings-forge", SEATS, SEED, BEFORE_STEAL)
    assert session.active == 1 and session.state.round == 1
    scene = GameScene(app, session)
    app.push(scene)
    app.draw()
    board = scene.board
    for _ in range(200):  # the computer plays on until the round's end is held
        run_timers(app, steps=1, dt=50)
        app.draw()
        if board.holds_play():
            break
    assert board.holds_play() and session.state.round == 2
    stolen = [e.action for e in session.history[BEFORE_STEAL:] if isinstance(e.action, Steal)]
    assert [a.card for a in stolen] == ["anvil"]
    note = board.hold.words()
    assert note.startswith(words + " "), note
    assert note.count(words) == 1
    app.draw()
    shown = " ".join(item["text"] for item in text_report.report(app.surface))
    assert words.split()[-1] in shown.split()  # the note is on screen: the steal's last word


def test_the_steal_lines_name_whose_item_it_was():
    session = greedy_session("kings-forge", SEATS, SEED, 1)
    world = session.state.world
    names = ("Ann", "Bruno", "Carla")
    moves = [
        (0, Craft("anvil", (1, 2))),
        (2, Craft("knife", (3,))),
        (1, Steal("anvil", (4, 5))),  # seen by the person: before the window
        (1, Steal("knife", (6,))),
        (0, Steal("knife", (7,))),
        (-1, Steal("anvil", (8,))),  # no seat's
    ]
    assert steal_lines(world, names, moves, 2, 0) == [
        "Bruno stole your Anvil!",
        "Bruno stole Carla's Knife.",
        "Ann stole Bruno's Knife.",
    ]
    assert steal_lines(world, names, moves, 3, None) == [
        "Bruno stole Carla's Knife.",
        "Ann stole Bruno's Knife.",
    ]
    assert steal_lines(world, names, moves, 0, 2)[1] == "Bruno stole your Knife!"
    with i18n.speaking("es"):
        assert steal_lines(world, names, moves, 2, 0)[:2] == [
            "¡Bruno te ha robado el Yunque!",
            "Bruno ha robado el Cuchillo de Carla.",
        ]
