"""Playtest 8, item 4: "The Fish King Blockades the Dock"'s second weapon icon crossed its
offer card's border at 1280x720 and 1024x640. Every quest card, laid out in the offer at both
sizes: its steps line (boot, star, weapons) stays on its card, and the box report (which now
names that line) finds nothing leaving a card."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_forge_war_board import start

from forgegames.games.forge_war import TITLE
from forgegames.ui import text_report
from forgegames.ui.boards.forge_war import ForgeWarBoard


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_every_quest_cards_steps_line_stays_on_its_card(app, size):
    scene = start(app, seed=3, players=2)
    board: ForgeWarBoard = scene.board
    scene.resize(size)
    board.refresh()
    view = board.view
    offer = tuple(view.quests["offer"])
    slots = len(offer)
    quests = sorted(TITLE.world.content.all_quests)
    assert "The Fish King Blockades the Dock" in {
        TITLE.world.content.all_quests[q].name for q in quests
    }
    window = pygame.Rect((0, 0), size)
    checked = 0
    for start_at in range(0, len(quests), slots):
        batch = quests[start_at : start_at + slots]
        cards = tuple(batch) + offer[len(batch) :]  # the offer's slots, set by hand
        board.view = dataclasses.replace(view, quests=view.quests.with_item("offer", cards))
        board.layout(board.rect)
        boxes = board.boxes()
        for slot, qid in enumerate(batch):
            card, steps = boxes[f"offer/slot:{slot}"], boxes[f"offer/slot:{slot}/steps"]
            assert card.contains(steps), (qid, card, steps)
            checked += 1
        leaving = [p.text for p in text_report.box_problems(window, boxes) if "offer/" in p.text]
        assert not leaving, leaving
        board.draw(app.surface)  # the lines are drawn where they were measured
    assert checked == len(quests)
