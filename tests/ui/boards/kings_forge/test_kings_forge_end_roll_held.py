"""Playtests 31 and 32: "the computer's roll and claims happen at once with no pause on the
board". Each computer step is held for the pace's time; now what it rolled stays readable
while it is held: a roll that makes nothing stays on the craft table under its heading while
its End is shown, when the next crafter is a computer too (before, that one's roll replaced it
the moment End was played; a person's own roll is theirs at once, playtest 30:
``test_kings_forge_computer_roll``), and a claim that rolls a die (the Garden's) shows the die
and whether it was kept under its label."""

from __future__ import annotations

import pygame
import pytest
from kf_pace import PACE, run_until_bot

from forgegames.core.title import SeatConfig
from forgegames.games.kings_forge.actions import Claim, End
from forgegames.ui import text_report
from forgegames.ui.boards.kings_forge import steps

ALICE, BRUNO = SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy")
CHIARA = SeatConfig("Chiara", "green", "greedy")


def advance_to(app, scene, ms: int) -> None:
    """Run the frame until the step shown has been held ``ms``."""
    while scene.animations.running and scene.animations.running[0].elapsed < ms:
        app.tick(16)
    app.draw()


def test_a_computer_roll_stays_on_the_table_while_its_end_is_shown():
    def handed_to_a_computer(entry, session) -> bool:
        return isinstance(entry.action, End) and session.is_bot_turn()

    app, scene, before = run_until_bot((ALICE, BRUNO, CHIARA), 13, handed_to_a_computer)
    assert before.pool, "the computer had rolled dice"
    rect, picture = steps.roll_picture(scene.board, before)
    for ms in (100, PACE // 2, PACE - 150):
        advance_to(app, scene, ms)
        shown = app.surface.subsurface(rect)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(picture, "RGB"), (
            f"the roll is on the table {ms} ms into its End"
        )


@pytest.mark.parametrize(("seed", "words"), [(14, "rolled: kept"), (10, "rolled: not kept")])
def test_a_computer_claim_that_rolls_shows_the_die_and_whether_it_was_kept(seed, words):
    def garden(entry, _session) -> bool:
        return isinstance(entry.action, Claim) and entry.action.card == "garden"

    text_report.start()
    try:
        app, scene, _ = run_until_bot((ALICE, BRUNO), seed, garden)
        app.surface = text_report.recording_window(app.surface)
        for ms in (100, PACE - 150):
            advance_to(app, scene, ms)
            drawn = " ".join(item["text"] for item in text_report.report(app.surface))
            assert "Bruno claims the top action" in drawn and words in drawn, ms
    finally:
        text_report.stop()
