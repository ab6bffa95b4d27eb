"""The capital's stash at the table (issue 37): the heroes panel and the capital's tooltip say
what the capital keeps; the bar's Kept treasure button opens the engine's legal takes and sales,
and a click on the Battle Mage's take gives it the card. Real events, headless, in English and
Spanish."""

from __future__ import annotations

import dataclasses

from uihelp import click_button, greedy_session, open_game, run_timers

from forgegames.core.i18n import speaking
from forgegames.core.title import SeatConfig
from forgegames.games.warparty.actions import TakeTreasure
from forgegames.ui.overlays import ChoiceDialog

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


def stash_session():
    """Alice's Humans: a Battle Mage (uid 1) in Kingsreach, their capital, which keeps a Wand
    of Sparks; the good team's movement phase."""
    from forgegames.games.warparty.scenario_position import board_position, started

    session = greedy_session("warparty", SEATS, 3, 0)
    units = [("humans", "wizard", "kingsreach", "", "", 0, ("flame-arrow", "guide-fate"))]
    state = board_position(started(session.title, session.config), units, "good")
    session.state = dataclasses.replace(state, stash=("humans:wand-of-sparks",))
    return session


def test_a_battle_mage_takes_the_wand_the_capital_keeps(app) -> None:
    session = stash_session()
    scene = open_game(app, session)
    run_timers(app, steps=20, dt=100)
    board = scene.board
    tip = board.describe_territory(session.state, "kingsreach")
    assert "The Humans' capital keeps: the Wand of Sparks (15 crowns)." in tip, tip
    click_button(app, board.bar, "Heroes")
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceDialog)
    assert "The Humans' capital keeps: the Wand of Sparks (15 crowns)." in dialog.lines
    assert isinstance(dialog, ChoiceDialog)
    offered = [b.label for b in dialog.group.buttons]
    take = "The Battle Mage takes the Wand of Sparks from the capital"
    assert take in offered and "Sell the Wand of Sparks from the capital for 15 crowns" in offered
    app.draw()
    click_button(app, dialog.group, take)
    assert session.history[-1].action == TakeTreasure(1, "wand-of-sparks")
    assert session.state.unit(1).treasure == ("wand-of-sparks",)
    assert session.state.stash == ()
    app.draw()
    click_button(app, board.bar, "Heroes")
    assert [b.label for b in app.stack.top.group.buttons] == ["Close"], "nothing kept now"


def test_without_a_hero_the_army_sells_from_the_kept_treasure_button(app) -> None:
    session = stash_session()
    session.state = dataclasses.replace(session.state, units=())
    scene = open_game(app, session)
    run_timers(app, steps=20, dt=100)
    before = session.state.army("humans").treasury
    click_button(app, scene.board.bar, "Kept treasure")
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceDialog)
    assert [b.label for b in dialog.group.buttons][0].startswith("Sell the Wand of Sparks")
    click_button(app, dialog.group, "Sell the Wand of Sparks")
    assert session.state.army("humans").treasury == before + 15 and session.state.stash == ()


def test_the_kept_treasure_reads_in_spanish(app) -> None:
    session = stash_session()
    with speaking("es"):
        scene = open_game(app, session)
        run_timers(app, steps=20, dt=100)
        tip = scene.board.describe_territory(session.state, "kingsreach")
        assert "La capital de los Humanos guarda: la Varita de chispas (15 coronas)." in tip, tip
        click_button(app, scene.board.bar, "Héroes")
        dialog = app.stack.top
        assert isinstance(dialog, ChoiceDialog)
        labels = [b.label for b in dialog.group.buttons]
        assert "El Mago de batalla toma la Varita de chispas de la capital" in labels, labels
        app.draw()
