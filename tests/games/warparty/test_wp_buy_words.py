"""Playtest 17, item 2: the buy list and the hint say what a purchase is and does. The hint
names the army when one player commands two ("Build the Gnome Workshop for the Dwarves"); an
upgrade's row names what it unlocks on hover; a research row's points are explained."""

from __future__ import annotations

from wpscenario import TITLE, started

from forgegames.games.warparty import board_info
from forgegames.games.warparty.actions import Research, Upgrade
from forgegames.games.warparty.rules import world


def test_the_hint_names_the_army_when_the_player_commands_two():
    two = started()  # two players: each commands two armies
    assert TITLE.describe_action(two, Upgrade("dwarves", "gnome-workshop")) == (
        "Build the Gnome Workshop for the Dwarves (11)"
    )
    assert TITLE.describe_action(two, Research("humans", "invent-catapult")) == (
        "Roll for Catapult Workshop for the Humans (3)"
    )
    four = started(players=4)  # one army each: the army goes without saying
    assert TITLE.describe_action(four, Upgrade("dwarves", "gnome-workshop")) == (
        "Build the Gnome Workshop (11)"
    )


def test_upgrade_rows_name_what_they_unlock_and_research_rows_explain_the_points():
    rows = {(w.army, w.ident): w for w in board_info.wares(started(), world(), [])}
    assert rows["humans", "stables"].detail == "+1 income"  # one line: the rows' height
    assert rows["humans", "stables"].about == "Unlocks Knights."
    assert rows["humans", "royal-keep"].about == "Unlocks Lord Ancon."
    assert rows["dwarves", "gnome-workshop"].about == (
        "Unlocks Cannon Foundry and Airship Yard research."
    )
    catapult = rows["humans", "invent-catapult"]
    assert catapult.detail == "0/10 points"
    assert catapult.about == (
        "Each roll costs 3 crowns and adds one die (1 to 6) to these points. At 10 points, "
        "Catapults may be bought. At most 2 rolls a turn."
    )
    assert "At most 1 roll a turn." in rows["dwarves", "research-airship"].about
