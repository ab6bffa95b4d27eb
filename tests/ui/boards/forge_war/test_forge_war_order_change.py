"""Newcomer playtest (fw26, item 3): the mats' "1st"/"2nd" badges swapped between rounds while
the mats stayed put, and nothing said why. The log says the order changed (who plays first
now, the order before), a moved seat's badge carries an arrow (up: earlier now) while that
order is played, and its tooltip says where the seat was and what decides the order."""

from __future__ import annotations

from test_forge_war_board import reach, start
from test_forge_war_order_words import badge_tip

from forgegames.core import i18n
from forgegames.games.forge_war.order import next_order
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.boards.forge_war.look import ordinal
from forgegames.ui.boards.forge_war.order_change import badge_words


def test_a_changed_order_is_said_with_the_order_before():
    names = ["Ann", "Ben", "Cat"]
    order, notes = next_order((0, 1, 2), {0: 3, 1: 1, 2: 2})
    assert order == (1, 2, 0)
    said = [n.render(names) for n in notes]
    assert said[0] == "The player order changes: Ben plays first now (before: Ann, Ben, Cat)"
    assert said[-1].startswith("Player order, fewest workers in the mine first")
    with i18n.speaking("es"):
        spanish = next_order((0, 1, 2), {0: 3, 1: 1, 2: 2})[1][0].render(names)
        assert spanish.startswith("Cambia el orden de juego: ahora juega primero Ben"), spanish
    _same, kept = next_order((0, 1, 2), {0: 1, 1: 2, 2: 3})
    assert all(n.kind != "order_change" for n in kept)  # an order that stays says so not


def changed_market(app):
    """A three-seat game at round 2's market whose order its mine phase changed, and the
    order before."""
    for seed in range(2, 12):
        scene = start(app, seed=seed, players=3)
        reach(app, scene, lambda s: s.round == 2 and s.phase == "market" and not s.pending)
        history = scene.session.history
        before = next(  # the order the round's mine phase was played in
            scene.session.state_before(i).order
            for i in range(len(history) - 1, -1, -1)
            if scene.session.state_before(i).phase == "mine"
        )
        if tuple(before) != tuple(scene.session.state.order):
            return scene, tuple(before)
        app.stack.pop()
    raise AssertionError("no seed changed the order")


def test_a_moved_seats_badge_shows_it_and_its_tooltip_says_why(app):
    scene, before = changed_market(app)
    board: ForgeWarBoard = scene.board
    app.draw()
    v = board.view
    for seat in range(3):
        was, now = before.index(seat), list(v.order).index(seat)
        words = badge_words(v, seat, board.mats.reorder())
        assert words.endswith(ordinal(now + 1))
        arrow = "↑" if now < was else "↓" if now > was else ""
        assert words == arrow + ordinal(now + 1), (seat, before, v.order)
        tip = badge_tip(app, board, seat)
        if arrow:
            assert tip.startswith(
                f"New order since the last mine phase: {ordinal(was + 1)} before, "
                f"{ordinal(now + 1)} now."
            ), tip
        assert "fewest workers in the mine go first" in tip
    lines = [e.text for entry in scene.session.history for e in entry.events]
    first = scene.seat_name(v.order[0])
    assert any(
        line.startswith(f"The player order changes: {first} plays first now") for line in lines
    )
