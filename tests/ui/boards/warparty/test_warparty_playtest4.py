"""Warparty's map after playtest 4 (issue 39), by real events: place names never cover a
counter, the crossed swords, a coin or a city; counters on the map's edge stay whole in a
small window; a click anywhere in a territory picks the stack there (again: the next one);
the top bar and the panel name the same turn while it is held for End turn; a refusal shown
alone begins with a capital letter."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_warparty_board import _scene, first_turn
from test_warparty_waiting import end_the_good_turn
from uihelp import click, click_button, open_game, press

from forgegames.games.warparty.state import Unit
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.map_layout import EDGE_MARGIN_LEAST
from forgegames.ui.overlays import Curtain


def _everywhere(app: App, armies: tuple[str, ...] = ("goblins",)):
    """Ann (good) against Bo; a goblin warrior (and one of each of ``armies``) in every
    territory of the map, so every edge has counters and every name has neighbours."""
    session = first_turn()
    title, state = session.title, session.state
    places = [t.id for t in title.world.geo.territories]
    extra = tuple(
        Unit(state.next_uid + i, army, "warrior", place, start=place)
        for i, (army, place) in enumerate((a, p) for p in places for a in armies)
    )
    session.state = dataclasses.replace(
        state, units=state.units + extra, next_uid=state.next_uid + len(extra)
    )
    return open_game(app, session)


def _drawn_box(canvas, stack, rect: pygame.Rect) -> pygame.Rect:
    """All a counter draws (its pile, badges and the figures under it), or a chip's face."""
    if (stack.place, stack.army) in canvas._chips:
        return rect
    box = canvas._counter_box(stack, rect)
    if canvas._tag(stack).get_width() > 1:  # a lone unit has no figures
        box = box.union(canvas._tag_rect(stack, rect))
    return box


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_counters_on_the_map_s_edge_stay_whole_clear_of_its_frame(size) -> None:
    app = App(size, bot_delay_ms=0)
    scene = _everywhere(app, ("goblins", "dwarves"))
    app.draw()
    canvas = scene.board.canvas
    shown = [
        (stack, _drawn_box(canvas, stack, rect))
        for stack, rect in canvas._placed(scene.session.state)
        if (stack.place, stack.army) not in canvas._hidden
    ]
    margin = canvas.px(EDGE_MARGIN_LEAST) - 1  # a pixel for rounding
    room = scene.board.map_area().inflate(-2 * margin, -2 * margin)
    cut = [(s.place, s.army, box) for s, box in shown if not room.contains(box)]
    assert len(shown) > 2 * 40 and cut == []
    pygame.display.quit()


def test_a_crowded_map_keeps_every_name_on_its_own_territory(app) -> None:
    """A stack in every territory: every name is still shown, on its territory, none over
    another (playtest 8 asked for every name before a counter kept whole: before, a name with
    no clear room was left out; now it takes a shorter form, and covers a counter last)."""
    scene = _everywhere(app)
    board = scene.board
    press(app, pygame.K_n)
    app.draw()
    placed = board.placed_names()
    targets = board.canvas.place_targets()
    homes = [[t for t, target in targets.items() if target.holds(p.center)] for p, _, _ in placed]
    assert sorted(h[0] for h in homes if len(h) == 1) == sorted(board.canvas.ids)
    pills = [pill for pill, _, _ in placed]
    assert not any(a.colliderect(b) for i, a in enumerate(pills) for b in pills[i + 1 :])


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_every_name_leaves_counters_swords_and_marks_in_sight(size, lang) -> None:
    from forgegames.core.i18n import speaking

    with speaking(lang):
        app = App(size, bot_delay_ms=0)
        armies = (("goblins", "warrior", "mistcoast"), ("dwarves", "warrior", "mistcoast"))
        scene = _scene(app, "kingsreach", 2, armies)  # goblins on the capital's name
        board = scene.board
        state = scene.session.state
        # a battle waits in Mistcoast (issue 39's picture: its name sat on the swords)
        scene.session.state = state = dataclasses.replace(state, battles=("mistcoast",))
        press(app, pygame.K_n)  # every territory labelled
        app.draw()
        obstacles = board.label_obstacles()
        swords = board.canvas.battle_mark(state, "mistcoast")
        assert swords in obstacles
        assert any(box.colliderect(board.canvas.place_rect("kingsreach")) for box in obstacles)
        placed = board.placed_names()
        assert len(placed) == len(board.canvas.ids)  # every name (playtest 8), on its own land
        pills = [pill for pill, _, named in placed if not named]
        assert not any(a.colliderect(b) for i, a in enumerate(pills) for b in pills[i + 1 :])
        for pill, _, _ in placed:
            assert board.map_area().contains(pill)
            assert not pill.colliderect(swords), pill
        # a name covers a counter only in a territory crowded past every shape of its whole
        # name (the battle's, with two armies and the swords; the land by the capital the
        # goblins stand on, in Spanish's longer names); since playtest 19 the names
        # stay whole (no "Mist." nor "Gnashwo."), and a whole name may lie over a printed
        # coin or city sooner than over a counter; since playtest 20 a chip carries its
        # kind's emblem, wider: in Spanish at 1280x720 the Undead capital's chip reaches
        # under "Páramo de las Criptas" next door
        counters = board._counter_boxes()
        covering = [pill for pill, _, _ in placed if pill.collidelist(counters) >= 0]
        assert len(covering) <= 3, covering
        pygame.display.quit()


def _free_point(board, place: str) -> tuple[int, int]:
    """A point of ``place`` on the map that is on no counter (nor its figures)."""
    canvas = board.canvas
    box = canvas.place_rect(place)
    for y in range(box.top, box.bottom, 3):
        for x in range(box.left, box.right, 3):
            free = canvas.territory_at((x, y)) == place and canvas.stack_at((x, y)) is None
            if free and canvas.rect.collidepoint(x, y):
                return x, y
    raise AssertionError(f"no free point in {place}")


def test_a_click_in_a_territory_picks_its_stack_and_again_the_next(app) -> None:
    scene = _scene(app, others=(("dwarves", "warrior", "kingsreach"),))
    board = scene.board
    app.draw()
    spot = _free_point(board, "kingsreach")
    assert board.canvas.stack_at(spot) is None
    click(app, spot)
    first = board.selected
    assert first is not None and first[0] == "kingsreach"
    assert len(board.chosen) == len(board._pickable(scene.session.state, first))
    click(app, spot)
    second = board.selected
    assert second is not None and second[0] == "kingsreach" and second != first
    assert {first[1], second[1]} == {"humans", "dwarves"}
    click(app, spot)
    assert board.selected == first  # and round again
    # with a stack picked, a lit territory still takes the move
    click(app, board.canvas.centre_of("crownvale"))
    assert any(u.place == "crownvale" and u.army == first[1] for u in scene.session.state.units)


def test_in_combat_a_click_in_a_territory_picks_the_stack_that_may_shoot(app) -> None:
    scene = _scene(app, others=(("humans", "catapult", "shieldmoor"),))
    board = scene.board
    click_button(app, board.bar, "End movement")  # no unit moved: told, not asked (issue #39)
    assert app.stack.top is scene
    app.draw()
    assert scene.session.state.phase == "combat"
    click(app, _free_point(board, "shieldmoor"))
    assert board.selected == ("shieldmoor", "humans")
    assert "crownvale" in board.highlights(scene.session.state)  # its target lights up
    click(app, _free_point(board, "crownvale"))
    assert board.selected is None and len(scene.session.history) >= 2  # it shot


def test_a_click_in_a_territory_with_no_stack_of_the_seat_picks_nothing(app) -> None:
    scene = _scene(app)
    board = scene.board
    app.draw()
    click(app, _free_point(board, "mistcoast"))  # nobody of Ann's stands there
    assert board.selected is None


def test_the_top_bar_and_the_panel_name_the_same_held_turn(app, monkeypatch) -> None:
    scene = open_game(app, first_turn())
    written: list[str] = []
    pen = scene.board.economy.pen
    real_write = pen.write
    monkeypatch.setattr(
        pen,
        "write",
        lambda s, words, *a, **k: (written.append(words), real_write(s, words, *a, **k))[1],
    )

    def shown() -> tuple[str, str]:
        written.clear()
        scene.invalidate()
        app.draw()
        bar = " ".join(scene.top_bar.bar_words(0).status)
        panel = next(w for w in written if w.startswith("Turn ") and " of " in w)
        return bar, panel

    for _ in range(2):  # the good team's turn, then the evil team's ends turn 1
        end_the_good_turn(app, scene)
        if scene.session.state.turn == 2:
            break
        click_button(app, scene.top, "End turn")
        if isinstance(app.stack.top, Curtain):
            click(app, (app.size[0] // 2, app.size[1] // 2))
        app.draw()
    assert scene.handover is not None and scene.session.state.turn == 2
    bar, panel = shown()
    assert bar.startswith("Turn 1 ") and panel == "Turn 1 of 14", (bar, panel)
    click_button(app, scene.top, "End turn")
    if isinstance(app.stack.top, Curtain):
        click(app, (app.size[0] // 2, app.size[1] // 2))
    bar, panel = shown()
    assert bar.startswith("Turn 2 ") and panel == "Turn 2 of 14", (bar, panel)


def test_a_refused_offer_s_reason_begins_with_a_capital(app) -> None:
    scene = _scene(app)
    board = scene.board
    for label in ("End movement", "End combat"):  # to the Humans' buying
        click_button(app, board.bar, label)
        assert app.stack.top is scene  # End movement: told, not asked (issue #39)
        app.draw()
    refused = [w for w in board.shown_wares() if w.why]
    assert refused and any(w.why[0].islower() for w in refused)  # the engine's words
    offers = [o for o in board.economy._offers if not o.enabled]
    assert offers and all(o.why[0].isupper() for o in offers)
    row = next(rect for rect, offer in board.economy._rows if not offer.enabled)
    click(app, row.center)
    assert scene.toast is not None and scene.toast.text[0].isupper()
