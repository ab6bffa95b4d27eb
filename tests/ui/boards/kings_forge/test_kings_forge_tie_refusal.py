"""A teacher's own tie example (issue 41): clicking the item two players tie for says the rule
that decides (a tie does not steal), never only "0 dice given"; the same for an item the dice
cannot craft, and for dice picked that cannot do it."""

from __future__ import annotations

from pathlib import Path

from uihelp import click, open_own_scenario

from forgegames.core import scenario
from forgegames.games.kings_forge import board_info

TIE = """\
title: kings-forge
players: 2
name: "Our table: a tie for the Chalice"
source: "A teacher's own example"
intro: Bruno has rolled exactly the dice Alice crafted the Wizard's Chalice with.
position:
  first: 0
  phase: craft
  turn: 1
  display: [knife, bracelet, wizards-goblet]
  crafted:
    - {card: wizards-chalice, seat: 0, dice: [M3, G3, G4]}
  players:
    - {supply: {}}
  rolled: [M3, G3, G4]
"""


def open_tie(app, tmp_path: Path):
    return open_own_scenario(app, tmp_path, TIE, "tie.yaml")


def refusal(app, scene, rect) -> str:
    scene.toast = None
    click(app, rect.center)
    app.draw()
    assert scene.toast is not None and scene.toast.error
    return scene.toast.text


def test_clicking_an_item_tied_for_says_a_tie_does_not_steal(app, tmp_path: Path) -> None:
    scene = open_tie(app, tmp_path)
    assert scene.session.active == 1 and scene.my_turn()
    ((_, rect),) = scene.board.geo.crafted_cards()
    words = refusal(app, scene, rect)
    assert "must beat" in words and "given" not in words
    assert scene.toast.rule == "steal-dice"  # the Why? button opens Stealing, at its paragraph
    scene.board.hover_key = "crafted:0"  # the hover says it before the click
    tip, preview = scene.board.hover.work_out_hover()
    assert preview is None and "must beat" in tip and "given" not in tip


def test_an_item_the_dice_cannot_craft_names_the_space_that_fails(app, tmp_path: Path) -> None:
    scene = open_tie(app, tmp_path)
    knife = dict(scene.board.geo.king_cards())["knife"]  # a metal 6: Bruno's best metal is a 3
    words = refusal(app, scene, knife)
    assert "given" not in words and "6" in words and "3" in words, words


def test_picked_dice_that_cannot_steal_are_the_ones_explained(app, tmp_path: Path) -> None:
    scene = open_tie(app, tmp_path)
    scene.board.selected = [0, 1]  # two dice for a card of three spaces
    ((_, rect),) = scene.board.geo.crafted_cards()
    words = refusal(app, scene, rect)
    assert "3 die spaces; 2 given" in words


def test_the_engine_s_closest_try_meets_every_space_where_it_can() -> None:
    loaded = scenario.load(scenario.folder("kings-forge") / "equal-dice-do-not-steal.yaml")
    state = loaded.start
    tried = board_info.tried_dice(state, "wizards-chalice")
    assert sorted(tried) == [0, 1, 2]
    assert board_info.steal_assignment(state, "wizards-chalice") is None


def test_crafted_cards_lie_inside_the_craft_table_frame(app, tmp_path: Path) -> None:
    """Playtest 12: the crafted Knife ran under the craft table's right-hand frame."""
    scene = open_tie(app, tmp_path)
    geo = scene.board.geo
    frame = max(3, int(5 * scene.scale))
    felt = geo.mid_rect.inflate(-2 * frame, -2 * frame)
    for _, rect in geo.crafted_cards():
        assert felt.contains(rect), (rect, felt)
        assert felt.right - rect.right >= int(4 * scene.scale)
