"""Playtest 15, item 9: "Bruno uses this dock", the label of a computer's step at the docks,
lay over the dock's own row ("□ → wood die" hidden under it). A game at the computer's pace,
Alice passing; each time a computer uses a dock, its label is read from the window as drawn
(the text report) and must leave that dock's row (its dice, arrow and gain, drawn as one
picture) uncovered, at both window sizes."""

from __future__ import annotations

import pygame
import pytest
from test_kings_forge_step_labels import computer_steps

from forgegames.games.kings_forge.actions import Dock
from forgegames.ui import icons, theme
from forgegames.ui.boards.kings_forge.words import dock_picture

WORDS = ("Bruno uses this dock", "Chiara uses this dock")
NAMES = ("Bruno", "Chiara")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
@pytest.mark.parametrize("seed", [10])
def test_a_dock_step_label_leaves_the_dock_row_readable(recording, size, seed):
    checked = 0
    for scene, items in computer_steps(size, seed, frames=600):
        rows = [rect for _, rect in scene.board.geo.dock_rows()]
        labels = [  # the step's words, or the seat's name alone where they do not fit
            i
            for i in items
            if i["text"] in WORDS
            or (i["text"] in NAMES and pygame.Rect(i["rect"]).collidelist(rows) >= 0)
        ]
        if not labels:
            continue
        label = pygame.Rect(labels[0]["rect"])
        pad = max(3, round(5 * scene.scale))
        tag = label.inflate(2 * pad, pad)
        docks = [
            e.action
            for e in scene.session.history
            if isinstance(e.action, Dock) and e.actor in (1, 2)
        ]
        assert docks, "a dock label for a dock used"
        row = dict(scene.board.geo.dock_rows())[docks[-1].action]
        spec = scene.board.world.content.docks[docks[-1].action]
        words = icons.rich(dock_picture(spec), int(13 * scene.scale), theme.TEXT).get_rect()
        words.midleft = (row.x + 4, row.centery)  # as the docks' board draws the row
        assert not tag.colliderect(words), (labels[0]["text"], tag, words)
        checked += 1
    assert checked, "a computer used a dock in round 1"
