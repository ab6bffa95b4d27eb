"""Issue 39, Warparty at the table (wp39a): the territory under the pointer is lit before a
click, the picked stack's tag says how many move as the prompt does, a counter's attack and
defence cannot be read as one number, the quest chooser names its army, and the heroes'
panel has a key. Real events, headless."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_board import _scene
from test_warparty_casting import battle_session
from test_warparty_quests import _keeping
from uihelp import click, click_button, open_game, post, press, run_timers

from forgegames.games.warparty.board_info import army_name, place_noun
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.boards.warparty import casting
from forgegames.ui.boards.warparty.map_palette import ink_on
from forgegames.ui.overlays import ChoiceDialog


@pytest.fixture()
def recorded():
    """A 1280x720 app whose frames are recorded for the text report."""
    text_report.start()
    application = App((1280, 720), bot_delay_ms=0)
    application.surface = text_report.recording_window(application.surface)
    try:
        yield application
    finally:
        text_report.stop()
        pygame.display.quit()


def _move(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    run_timers(app, 5, 20)
    app.draw()


def _texts(app) -> list[str]:
    return [item["text"] for item in text_report.report(app.surface)]


def _clear_point(board, state, territory: str) -> tuple[int, int]:
    """A point inside ``territory`` with no counter, tag, mark or label on it."""
    canvas = board.canvas
    blocked = [r.inflate(8, 8) for r in board.label_obstacles()]
    blocked += [r.inflate(8, 8) for r, _, _ in board.placed_names()]
    box = canvas.place_rect(territory)
    for y in range(box.top + 4, box.bottom - 4, 3):
        for x in range(box.left + 4, box.right - 4, 3):
            inside = all(
                canvas.territory_at((x + dx, y + dy)) == territory
                for dx in (-8, 0, 8)
                for dy in (-8, 0, 8)
            )
            if inside and pygame.Rect(x - 2, y - 2, 4, 4).collidelist(blocked) < 0:
                return x, y
    raise AssertionError(f"no clear point in {territory}")


def test_the_territory_under_the_pointer_is_lit_and_named(recorded) -> None:
    app = recorded
    scene = _scene(app)
    board, state = scene.board, scene.session.state
    target, away = "greenhollow", "kingsreach"
    spot = _clear_point(board, state, target)
    name = place_noun(target, board.world.geo.by_id[target].name).label
    _move(app, board.canvas.centre_of(away))
    plain = app.surface.get_at(spot)
    assert board.pointed() == away
    _move(app, spot)
    assert board.pointed() == target, "the place a click there would choose"
    lit = app.surface.get_at(spot)
    assert sum(lit[:3]) > sum(plain[:3]) + 30, (plain, lit)  # a pale wash over it
    assert any(name in text for text in _texts(app)), "its name is on screen"
    # the ring runs along its outline: the pixels just inside its border change too
    assert board.canvas.territory_at(spot) == target


def test_with_a_stack_picked_the_hovered_territory_is_labelled(recorded) -> None:
    app = recorded
    scene = _scene(app)
    board, state = scene.board, scene.session.state
    click(app, board.canvas.stack_rects(state)[("kingsreach", "humans")].center)
    app.draw()
    assert board.selected == ("kingsreach", "humans")
    target = "greenhollow"
    name = place_noun(target, board.world.geo.by_id[target].name).label
    assert not any(name == text for text in _texts(app))
    _move(app, _clear_point(board, state, target))
    assert board.pointed() == target
    texts = _texts(app)
    # whole, never in hyphen halves (issue #39: "Green-" over "hollow" read as two words)
    assert name in texts, "a label names the territory a click would send them to"
    assert not any(t.endswith("-") for t in texts), texts


@pytest.mark.parametrize("crowded", [False, True])
def test_the_picked_stack_counts_what_moves_as_the_prompt_does(recorded, crowded) -> None:
    """A counter's tag reads "8 of 9 go", a chip (a stack sharing its place with an ally)
    shows 8, while the prompt says "Moving 8 of 9"; dropped, the stack's count again."""
    app = recorded
    place = "shieldmoor" if crowded else "greenhollow"  # armies sharing a place are chips
    shared = (("humans", "soldier", "shieldmoor"),) * 3 + (("dwarves", "warrior", "shieldmoor"),)
    scene = _scene(app, others=(("humans", "soldier", "greenhollow"),) * 3 + shared)
    board, state = scene.board, scene.session.state
    canvas = board.canvas
    key = (place, "humans")
    if not crowded:  # zoomed in, the stack has room for a counter
        canvas.zoom_at(2.5, canvas.centre_of(place))
        canvas.settle()
        scene.invalidate()
    app.draw()
    assert (key in canvas._chips) is crowded
    stack = next(s for s, _ in canvas._placed(state) if (s.place, s.army) == key)
    rect = canvas.stack_rects(state)[key]

    def picture() -> bytes:
        area = rect if crowded else canvas._tag_rect(stack, rect).union(rect)
        return pygame.image.tobytes(app.surface.subsurface(area.inflate(8, 8)), "RGB")

    click(app, rect.center)
    app.draw()
    total = len(board.chosen)
    assert total == stack.count > 1
    every = picture()
    click(app, rect.center)  # again: one fewer
    app.draw()
    assert len(board.chosen) == total - 1
    assert any(f"Moving {total - 1} of {total}" in text for text in _texts(app)), "the prompt"
    assert picture() != every, "the stack's count changed with it"
    if crowded:
        crowd, foes = canvas._crowds.get(key, ()), canvas._foes.get(key, ())
        shown = ("chip", "humans", stack.lead, total - 1, False, crowd, foes, "")  # (not lone)
        assert shown in canvas._sprites, "shows 8"
    else:
        words = [item.text for item in text_report._items(canvas._tag(stack))]
        assert words == [f"{total - 1} of {total} go"], "the tag under the counter"
    press(app, pygame.K_ESCAPE)
    app.draw()
    assert canvas.moving is None


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_attack_and_defence_stand_apart_with_a_rule_between(size) -> None:
    app = App(size, bot_delay_ms=0)
    try:
        scene = _scene(app)
        canvas, state = scene.board.canvas, scene.session.state
        app.draw()
        for stack, rect in canvas._placed(state):
            if (stack.place, stack.army) in canvas._chips:
                continue
            sheet = canvas._sheet(stack.army, stack.lead)
            sprite, (dx, dy) = canvas._counter_face(stack, rect.w)
            face = pygame.Rect(-dx, -dy, rect.w, rect.w)
            parts = {p.name: p.box for p in canvas.face_parts(face, sheet, stack.army)}
            bar, attack, defence = parts["bar"], parts["attack"], parts["defence"]
            assert attack.bottom < bar.top and bar.bottom < defence.top, stack
            assert bar.left <= min(attack.left, defence.left)
            assert bar.right >= max(attack.right, defence.right)
            ink = ink_on(canvas.rgb(stack.army))
            assert tuple(sprite.get_at(bar.center))[:3] == ink, "drawn in the figures' ink"
    finally:
        pygame.display.quit()


def test_the_quest_chooser_names_the_army_it_is_for(app) -> None:
    session = _keeping()
    scene = open_game(app, session)
    army = session.state.actor
    click_button(app, scene.board.bar, "Choose your quests")
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceDialog)
    assert dialog.title == f"Quests for the {army_name(army)}"
    assert dialog.lines[0] == "Keep two of the three secret quests dealt:"


def test_the_heroes_panel_opens_with_its_key_shown_in_its_tooltip(app) -> None:
    session = battle_session()
    scene = open_game(app, session)
    run_timers(app, steps=20, dt=100)
    board = scene.board
    heroes = next(b for b in board.bar.buttons if b.label == "Heroes")
    assert "(key E)" in heroes.tooltip
    board.bar.set([b for b in board.bar.buttons if b is not heroes])  # no room for it
    press(app, casting.HEROES_KEY)
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceDialog) and dialog.title == "Heroes"
    assert any("Level 1" in line for line in dialog.lines)


def test_the_heroes_key_does_nothing_without_a_hero(app) -> None:
    scene = _scene(app)
    press(app, casting.HEROES_KEY)
    assert app.stack.top is scene
