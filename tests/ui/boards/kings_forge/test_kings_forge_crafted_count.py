"""Playtest 30, item 2: after Alice crafted the Bracelet mid-round her tray still said "Items:
0 of 5" and nothing more until the round ended (a crafted item counts at the round's end and
may be stolen until then). Once she crafts, clicking as a person does, her tray's line under
the count says it ("+1 crafted this round", or in short "+1 this round" where room is tight),
whole inside her tray, at 1280x720 and 1024x640 with four seats, in English and Spanish."""

from __future__ import annotations

import pygame
import pytest
from uihelp import open_own_scenario, play_by_places

from forgegames.core import i18n
from forgegames.games.kings_forge.actions import Craft
from forgegames.ui import text_report
from forgegames.ui.app import App

FOUR = """\
title: kings-forge
players: 4
name: "Four seats: Alice crafts"
source: "A test's own position"
intro: Alice has rolled a gem 6 and a metal 6; Dario holds two items and crafted one this round.
position:
  first: 3
  round: 2
  phase: craft
  turn: 0
  display: [knife, bracelet, necklace]
  crafted:
    - {card: axe, seat: 3, dice: [W5, W5, M5]}
  players:
    - {gathered: [east-forest top, jeweler top]}
    - {supply: {}, claimed: [shield], gathered: [north-mine top, alchemist bottom]}
    - {supply: {}, claimed: [mace], gathered: [bazaar top]}
    - {supply: {}, claimed: [fancy-pipe, magic-wand], gathered: [mill top, garden top]}
  rolled: [G6, M6]
"""


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_an_item_crafted_this_round_is_counted_on_the_crafters_tray(tmp_path, request, size, lang):
    text_report.start()
    request.addfinalizer(text_report.stop)
    i18n.set_language(lang)
    request.addfinalizer(lambda: i18n.set_language("en"))
    app = App(size, bot_delay_ms=0)
    request.addfinalizer(pygame.display.quit)
    scene = open_own_scenario(app, tmp_path, FOUR, "four.yaml")
    board = scene.board
    pending = {i18n.tr("+1 crafted this round"), i18n.tr("+1 this round")}

    def drawn() -> list[dict]:
        app.surface = text_report.recording_window(app.surface)
        scene.layer = None
        app.draw()
        return text_report.report(app.surface)

    trays = board.geo.tray_rects(board.state)

    def in_tray(items: list[dict], seat: int) -> list[str]:
        return [i["text"] for i in items if trays[seat].contains(pygame.Rect(i["rect"]))]

    assert not pending & set(in_tray(drawn(), 0))
    craft = next(a for a in scene.session.legal_actions() if a == Craft("bracelet", (0,)))
    play_by_places(app, scene, craft)
    assert [(d.card, d.seat) for d in board.state.crafted] == [("axe", 3), ("bracelet", 0)]
    items = drawn()
    assert not [i["text"] for i in items if i["cut"]]
    assert board.geo.tray_rects(board.state) == trays
    alice = in_tray(items, 0)
    assert i18n.tr("Items: {n} of {target}", n=0, target=4) in alice
    assert len(pending & set(alice)) == 1, alice
    # Dario's own item crafted this round is said in his tray, whole, beside his two items
    dario = [i for i in items if trays[3].collidepoint(i["rect"][:2])]  # starting in it
    assert any(i["text"].startswith("+1 ") for i in dario), [i["text"] for i in dario]
    for item in dario:  # nothing of his tray's words runs past it
        assert trays[3].contains(pygame.Rect(item["rect"])), item
