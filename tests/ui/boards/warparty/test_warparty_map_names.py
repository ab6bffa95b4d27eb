"""Territory names on Warparty's map (issue 41): a place a lesson, the hint or the log line
under the pointer names is labelled where it lies, readable at 1280x720; the N key and the Names
button label every territory, and the labels stay inside the map and clear of the lesson's
marks."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_board import _scene
from test_warparty_preview import hover
from uihelp import button, click_button, lesson_step, open_game, press

from forgegames.core import registry
from forgegames.core.i18n import speaking
from forgegames.core.tutorial import load_tutorial, start_lesson
from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.map_names import NAME_PX, named_in
from forgegames.ui.theme import min_text_size

MIDDLEMARCH = "move 30 middlemarch"
"""The step after Bruno's first turn: a Goblin alone in Middlemarch, next to Flintridge."""


def lesson_at(app, do: str):
    """The Warparty lesson opened on the board at its first step whose move starts with
    ``do``, the script played up to it."""
    title = registry.get("warparty")
    session = start_lesson(title, load_tutorial(title))
    run = session.tutorial
    step = lesson_step(run, do)
    while run.sync(len(session.history)) < step:
        session.apply(run.actions[run.sync(len(session.history))])
    return open_game(app, session)


def test_names_are_found_as_whole_words_in_any_case() -> None:
    names = {"middlemarch": "Middlemarch", "lost-keep": "The Lost Keep", "dun": "Dun"}
    found = named_in(["A goblin in MIDDLEMARCH", "near the lost keep", "Dunmoor"], names)
    assert found == ["middlemarch", "lost-keep"]  # 'Dun' is not in 'Dunmoor'
    assert named_in([], names) == []


def test_the_place_a_lesson_step_names_is_labelled_clear_of_its_mark() -> None:
    app = App((1280, 720), bot_delay_ms=0)
    scene = lesson_at(app, "found")  # "its only place in this lesson is Duskshore"
    board = scene.board
    app.draw()
    assert board.labelled() == [("duskshore", True)]
    ((pill, lines, named),) = board.placed_names()
    assert named and board.map_area().contains(pill)
    assert not pill.colliderect(board.territory_mark("duskshore"))
    assert not any(pill.colliderect(mark) for mark in scene.teaching.hint_marks)
    # readable at 1280x720: the program's smallest text size or more, on at most two lines
    assert int(NAME_PX * board.s) >= min_text_size() == 14 and len(lines) <= 2
    assert all(line.get_height() >= theme.font(14).get_height() for line in lines)
    pygame.display.quit()


def test_n_and_the_names_button_label_every_territory_and_back(app) -> None:
    scene = _scene(app)
    board = scene.board
    app.draw()
    everything = len(board.canvas.ids)
    assert len(board.labelled()) < everything
    press(app, pygame.K_n)
    app.draw()
    assert len(board.labelled()) == everything
    placed = board.placed_names()
    assert all(board.map_area().contains(pill) for pill, _, _ in placed)
    click_button(app, board.fold_tab, "Hide names")
    app.draw()
    assert len(board.labelled()) < everything
    assert button(board.fold_tab, "Names").enabled


def test_the_hint_labels_its_places_and_the_last_move_s_only_under_the_pointer(app) -> None:
    """Playtest 14, item 1: the last move's places stayed labelled long after the mouse had
    left (read as names the pointer left behind). Its log line labels them while the pointer
    is on it, and they go when the pointer goes: to the map, to the panel, or off the log."""
    scene = _scene(app)
    scene.session.set_hints(True)
    board = scene.board
    app.draw()
    names = board.territory_names()
    prompt = " ".join(board.prompt_lines(scene.session.state)[1])
    invited = {t for t in names if names[t] in prompt}  # the land the prompt invites to claim
    assert invited and {t for t, _ in board.labelled()} == invited  # nothing else names a place
    scene.teaching.show_hint()
    choices = scene.side_notes()[-1].paragraphs
    hinted = {t for t, named in board.labelled() if named} - invited
    assert hinted == {t for t in names if any(names[t] in line for line in choices)} - invited
    assert len(hinted) >= 2
    scene.commit(scene.teaching.hint[1][0].action)  # "Humans move 1 unit from Kingsreach to ..."
    app.draw()
    last = scene.log.entries[-1][0]
    named = {t for t in names if names[t] in last}
    assert len(named) == 2, last

    def shown() -> set[str]:
        prompt = " ".join(board.prompt_lines(scene.session.state)[1])
        return {t for t, _ in board.labelled()} - {t for t in names if names[t] in prompt}

    assert not shown() & named  # the last move alone labels nothing
    rect = scene.log_rect
    y = next(
        y
        for y in range(rect.bottom - 2, rect.y, -2)
        if scene.log.tag_at((rect.x + 20, y)) == scene.log.entries[-1][2]
    )
    hover(app, (rect.x + 20, y))  # the pointer on the move's line: its places are labelled
    app.draw()
    assert named <= shown()
    for away in (board.map_rect.center, (rect.x - 40, rect.y + 40), (2, 2)):
        hover(app, (rect.x + 20, y))
        app.draw()
        assert named <= shown()
        hover(app, away)  # on the map, on the panel, on the top bar: the labels go
        app.draw()
        assert not shown() & named, away


def test_spanish_names_are_looked_for_in_spanish(app) -> None:
    with speaking("es"):
        # "... la Marca Media, junto a la Cresta de Pedernal ..."
        scene = lesson_at(app, MIDDLEMARCH)
        assert sorted(t for t, _ in scene.board.labelled()) == ["flintridge", "middlemarch"]
        assert scene.board.territory_names()["middlemarch"] == "Marca Media"


def test_a_log_line_under_the_pointer_labels_its_places(app) -> None:
    scene = lesson_at(app, MIDDLEMARCH)  # Bruno's moves are in the log: Goblins and Undead marching
    board = scene.board
    app.draw()
    names = board.territory_names()
    before = {t for t, _ in board.labelled()}
    rect = scene.log_rect
    lines = {}
    for y in range(rect.y, rect.bottom, 4):
        tag = scene.log.tag_at((rect.x + 20, y))
        words = [line for line, _, t in scene.log.entries if t == tag]
        if tag is not None and tag != scene.log.entries[-1][2] and words:
            lines[y] = " ".join(words)
    named = {y: [t for t in names if names[t] in text] for y, text in lines.items()}
    y, places = next((y, p) for y, p in named.items() if set(p) - before)
    hover(app, (rect.x + 20, y))  # (the mouse moved there: playtest 26)
    assert set(places) <= {t for t, _ in board.labelled()}
    scene.log_column.hover((0, 0))  # the pointer leaves the log: those labels go
    assert {t for t, _ in board.labelled()} == before


def hint_pixels(screen: pygame.Surface, box: pygame.Rect) -> int:
    """How many pixels of ``box`` are the lesson's and the hint's magenta."""
    box = box.clip(screen.get_rect())
    return sum(
        screen.get_at((x, y))[:3] == theme.HINT
        for x in range(box.left, box.right)
        for y in range(box.top, box.bottom)
    )


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)], ids=["1280x720", "1024x640"])
def test_tooltips_and_names_are_drawn_over_the_lesson_s_marks(size, monkeypatch) -> None:
    """Playtest 5, item 4: the lesson's magenta mark was drawn over Duskshore's tooltip (it hid
    "worth") and cut a name; every tooltip and every label is now drawn above the marks."""
    from forgegames.ui.boards.warparty import hover as warparty_hover

    app = App(size, bot_delay_ms=0)
    scene = lesson_at(app, "found")  # the lesson marks Duskshore on the map
    board = scene.board
    press(app, pygame.K_n)  # every territory named: some labels lie by the mark
    app.draw()
    assert scene.teaching.hint_marks
    drawn: list[pygame.Rect] = []
    real = warparty_hover.draw_tooltip

    def spy(*args, **kwargs):
        drawn.append(real(*args, **kwargs))
        return drawn[-1]

    monkeypatch.setattr(warparty_hover, "draw_tooltip", spy)
    # the pointer on the marked territory: its tooltip opens across the mark
    hover(app, board.territory_mark("duskshore").center)
    app.draw()
    monkeypatch.undo()
    screen = pygame.display.get_surface()
    assert drawn, "a tooltip names the territory under the pointer"
    grown = [m.inflate(24, 24) for m in scene.teaching.hint_marks]
    assert any(drawn[-1].colliderect(m) for m in grown), (drawn, grown)  # they cross
    assert hint_pixels(screen, drawn[-1]) == 0
    near = [p for p, _, _ in board.placed_names() if any(p.colliderect(m) for m in grown)]
    assert near, "a label lies where the mark is drawn"
    inner = [pill.inflate(-8, -2) for pill in near]  # the pill's rounded corners left out
    assert all(hint_pixels(screen, box) == 0 for box in inner), inner
    pygame.display.quit()


def test_the_pointed_territory_s_label_goes_with_the_pointer(app) -> None:
    """With a stack picked, the territory under the pointer is labelled; the pointer moving to
    another territory, off the map or over the panel takes the label with it, and so does the
    turn changing hands."""
    from test_warparty_preview import pick_capital_stack

    scene = _scene(app)
    board = scene.board
    state = scene.session.state
    pick_capital_stack(app, board, state)
    steady = {t for t, _ in board.labelled()}
    free = [t for t in ("crownvale", "shieldmoor", "middlemarch") if t not in steady]
    first, second = free[:2]
    hover(app, board.canvas.centre_of(first))
    app.draw()
    assert board.pointed() == first and first in {t for t, _ in board.labelled()}
    hover(app, board.canvas.centre_of(second))  # to another territory: only that one's
    app.draw()
    shown = {t for t, _ in board.labelled()}
    assert second in shown and first not in shown
    for away in ((board.map_rect.right + 30, board.map_rect.centery), (4, 4)):
        hover(app, board.canvas.centre_of(first))
        app.draw()
        hover(app, away)  # over the panel, over the top bar
        app.draw()
        assert first not in {t for t, _ in board.labelled()}, away
    hover(app, board.canvas.centre_of(first))
    app.draw()
    assert first in {t for t, _ in board.labelled()}
    # the turn moves on (the pointer still there): the label went with the picked stack
    end = next(a for a in scene.session.title.legal_actions(state) if str(a) == "end-move")
    scene.commit(end)
    app.draw()
    assert board.selected is None and scene.session.state.phase != state.phase
    assert first not in {t for t, _ in board.labelled()}
