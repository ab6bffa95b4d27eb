"""The teaching table from the game menu (issue 41): turned on by a click, said in the top bar
while it is on, and then Undo takes back a King's Forge claim whose place was refilled by a
draw, which it cannot do otherwise."""

from __future__ import annotations

from forgegames.core.i18n import speaking, tr
from forgegames.core.session import Session
from forgegames.core.title import CHANCE, GameConfig, SeatConfig
from tests.ui.uihelp import button, click_button, open_game

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bob", "orange"))


def kings_forge_game(app):
    return open_game(app, Session.start(GameConfig("kings-forge", SEATS, "standard"), 5))


def claim(scene) -> None:
    """The active person claims the first gather card offered (a draw refills its place)."""
    move = next(  # one not asked about first (kf36: a claim keeping too few dice to craft)
        a
        for a in scene.session.legal_actions()
        if str(a).startswith("claim ") and not scene.board.losses(a)
    )
    assert scene.act(move)
    assert scene.session.history[-1].actor == CHANCE
    scene.app.draw()


def bar_status(scene) -> str:
    return " ".join(scene.top_bar.bar_words(16).status)


def test_undo_is_off_after_a_draw_until_the_menu_turns_the_teaching_table_on(app) -> None:
    scene = kings_forge_game(app)
    before = scene.session.state
    assert tr("Teaching table") not in bar_status(scene)
    claim(scene)
    assert not button(scene.top, tr("Undo")).enabled
    click_button(app, scene.top, tr("Menu"))
    click_button(app, app.stack.top.group, tr("Teaching table: undo anything: off"))
    app.stack.top.close()  # the menu stays open on a setting
    app.draw()
    assert scene.session.teaching
    assert tr("Teaching table") in bar_status(scene)
    assert "Teaching table on" in scene.toast.text
    click_button(app, scene.top, tr("Undo"))
    assert scene.session.state == before
    # and the menu turns it off again
    click_button(app, scene.top, tr("Menu"))
    click_button(app, app.stack.top.group, tr("Teaching table: undo anything: on"))
    app.stack.top.close()
    app.draw()
    assert not scene.session.teaching and tr("Teaching table") not in bar_status(scene)


def test_the_teaching_table_speaks_spanish(app) -> None:
    with speaking("es"):
        scene = kings_forge_game(app)
        scene.session.set_teaching(True)
        scene.rebuild_top()
        app.draw()
        assert "Modo profesor" in bar_status(scene)
        click_button(app, scene.top, tr("Menu"))
        assert button(app.stack.top.group, "Modo profesor (deshacer cualquier jugada): sí")
