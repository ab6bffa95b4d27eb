"""What Warparty's map frame keeps from one frame to the next (presentation guard, issue 40)
is worked out again when what it shows changes: the names' picture (drawn only where its
labels are), the log lines that name places, the change marks' regions, the quick battle
odds; and no states are made for marks a battle's panel would hide."""

from __future__ import annotations

import dataclasses

import pygame
from test_warparty_board import _scene
from test_warparty_map_names import MIDDLEMARCH, lesson_at
from test_warparty_preview import hover
from uihelp import click

from forgegames.games.warparty.actions import Move
from forgegames.ui.boards.warparty import change_regions, map_hover
from forgegames.ui.boards.warparty.change_regions import RegionMemo
from forgegames.ui.boards.warparty.map_geometry import screen_box

CAPITAL = "kingsreach"


def names_drawn(board, size: tuple[int, int]) -> tuple[bytes, bytes]:
    """The labels drawn by the board (only where they are) and the whole names' picture
    blitted as it was before, each on the same plain ground."""
    parts, whole = pygame.Surface(size), pygame.Surface(size)
    for ground in (parts, whole):
        ground.fill((90, 120, 60))
    board.draw_names(parts)
    _, _, picture, at, _ = board._names_picture
    whole.set_clip(board.canvas.rect)
    whole.blit(picture, at)
    return pygame.image.tobytes(parts, "RGB"), pygame.image.tobytes(whole, "RGB")


def test_the_names_drawn_in_parts_match_the_whole_picture_and_follow_the_log(app) -> None:
    scene = lesson_at(app, MIDDLEMARCH)  # Bruno's moves are in the log, naming places
    board = scene.board
    app.draw()
    board.names_all = True  # every territory labelled: many labels, some close together
    parts, whole = names_drawn(board, app.size)
    assert parts == whole
    board.names_all = False
    parts, whole = names_drawn(board, app.size)
    assert parts == whole
    first = board._names_picture
    # the pointer on an older move's log line: its places are labelled, the picture anew
    names = board.territory_names()
    before = {t for t, _ in board.labelled()}
    rect = scene.log_rect
    for y in range(rect.y, rect.bottom, 4):
        tag = scene.log.tag_at((rect.x + 20, y))
        words = " ".join(line for line, _, t in scene.log.entries if t == tag)
        if tag is not None and {t for t in names if names[t] in words} - before:
            break
    else:
        raise AssertionError("no log line names another place")
    hover(app, (rect.x + 20, y))  # (the mouse moved there: playtest 26)
    parts, whole = names_drawn(board, app.size)
    assert board._names_picture is not first and parts == whole
    assert {t for t, _ in board.labelled()} > before


def test_a_new_log_line_naming_a_place_labels_it(app) -> None:
    scene = lesson_at(app, MIDDLEMARCH)
    board = scene.board
    app.draw()
    names = board.territory_names()
    unnamed = next(t for t in board.canvas.ids if t not in dict(board.labelled()))
    board.words_on_screen()  # (remembered)
    board.tips_waiting = False  # the mouse moves about (a resting one names nothing: playtest 26)
    end = len(scene.session.history)
    scene.log_column.add_line(
        f"A scout looks at {names[unnamed]}.", (200, 200, 200), (end, end + 1)
    )
    assert unnamed not in dict(board.labelled())  # the last line alone labels nothing
    scene.log_column.hover_tag = (
        end,
        end + 1,
    )  # the pointer on it (playtest 14: labels go with it)
    assert unnamed in dict(board.labelled())
    # the same line again is counted on the last line (a new line object): still named
    scene.log_column.add_line(
        f"A scout looks at {names[unnamed]}.", (200, 200, 200), (end + 1, end + 2)
    )
    scene.log_column.hover_tag = scene.log.entries[-1][2]  # (the line's move, as the log tags it)
    assert unnamed in dict(board.labelled())
    assert any("(×2)" in words for words in board.words_on_screen())
    scene.log_column.hover_tag = None  # the pointer leaves the log
    assert unnamed not in dict(board.labelled())
    scene.log_column.hover_tag = scene.log.entries[-1][2]
    scene.log.clear()
    assert unnamed not in dict(board.labelled())


def test_regions_follow_the_view_and_the_state(app) -> None:
    scene = _scene(app)
    board = scene.board
    app.draw()
    state = scene.session.state
    memo = RegionMemo()
    panel = board.economy.rects()

    def fresh(of) -> dict:
        squares = change_regions.squares(board.canvas, board.s)
        held = change_regions.contents(board.canvas, of)
        out = {f"t:{t}": (rect, held[f"t:{t}"]) for t, rect in squares.items()}
        for army, _ in of.armies:
            if f"army:{army}" in panel:
                out[f"a:{army}"] = (panel[f"army:{army}"], held[f"a:{army}"])
        return out

    assert memo.regions(board.canvas, panel, state, board.s) == fresh(state)
    board.canvas.ox += 40  # the map scrolled: the squares move with it
    board.canvas.oy -= 25
    moved = memo.regions(board.canvas, panel, state, board.s)
    assert moved == fresh(state)
    moved["t:" + CAPITAL][0].x += 500  # a caller moving a rectangle leaves the memo alone
    assert memo.regions(board.canvas, panel, state, board.s) == fresh(state)
    # another state: what the places hold is read from it
    units = tuple(u.uid for u in state.units_at(CAPITAL) if u.army == "humans")
    dest = "crownvale"  # goblins there
    after = scene.session.title.apply(state, Move(units, dest)).state
    assert memo.regions(board.canvas, panel, after, board.s) == fresh(after)
    assert fresh(after) != fresh(state)
    assert board.regions(after) == fresh(after)  # the board's own, through its memo


def test_no_states_are_made_for_marks_a_battle_panel_hides(app, monkeypatch) -> None:
    scene = _scene(app)
    board = scene.board
    app.draw()
    end = len(scene.session.history)
    scene.log_column.add_line("Something happened.", (200, 200, 200), (end, end + 1))
    made = []
    monkeypatch.setattr(scene.log_column, "entry_views", lambda *tag: made.append(tag))
    monkeypatch.setattr(board, "panel_battle", lambda: object())
    monkeypatch.setattr(scene.session, "history", [None] * (end + 1))
    monkeypatch.setattr(scene.log, "tag_at", lambda pos: (end, end + 1))
    scene.log_column.hover(scene.log_rect.center)
    assert (
        scene.log_column.hover_tag == (end, end + 1)
        and scene.log_column.hover_marks == []
        and made == []
    )
    monkeypatch.setattr(board, "panel_battle", lambda: None)  # no battle: states are made
    monkeypatch.setattr(board, "marks", lambda before, after: ["marked"])
    scene.log_column.hover_tag = None
    monkeypatch.setattr(scene.log_column, "entry_views", lambda *tag: made.append(tag) or (1, 2))
    scene.log_column.hover(scene.log_rect.center)
    assert made == [(end, end + 1)] and scene.log_column.hover_marks == ["marked"]


def test_the_labels_follow_the_prompt_as_drawn_after_a_change(app) -> None:
    scene = _scene(app)
    board = scene.board
    app.draw()
    prompt = " ".join(board.prompt_lines(scene.session.state)[1])
    assert prompt in board.words_on_screen()
    click(app, board.canvas.stack_rects(scene.session.state)[(CAPITAL, "humans")].center)
    assert board.selected == (CAPITAL, "humans")
    app.draw()  # the board drawn again with its new prompt: the labels read that one
    now = " ".join(board.prompt_lines(scene.session.state)[1])
    assert now != prompt and now.startswith("Moving")
    assert now in board.words_on_screen() and prompt not in board.words_on_screen()


def test_place_boxes_follow_the_view(app) -> None:
    scene = _scene(app)
    canvas = scene.board.canvas
    app.draw()

    def fresh(place: str) -> pygame.Rect:
        points = canvas.polygons.get(place) or canvas.lines.get(place)
        return screen_box([canvas.to_screen(p) for p in points])

    places = list(canvas.polygons)[:6] + list(canvas.lines)[:2]
    assert [canvas.place_rect(p) for p in places] == [fresh(p) for p in places]
    canvas.place_rect(places[0]).move_ip(200, 0)  # a copy: the kept box stays
    assert canvas.place_rect(places[0]) == fresh(places[0])
    canvas.zoom_at(1.25, canvas.rect.center)  # zoomed in
    assert [canvas.place_rect(p) for p in places] == [fresh(p) for p in places]
    canvas.ox -= 70  # and scrolled
    assert [canvas.place_rect(p) for p in places] == [fresh(p) for p in places]


def test_the_marks_under_the_pointers_light_follow_the_place_and_the_cities(app) -> None:
    scene = _scene(app)
    board = scene.board
    canvas, state = board.canvas, scene.session.state
    app.draw()

    def lit(place: str, of, fresh: bool) -> bytes:
        if fresh:
            canvas._hover_marks = None
        picture = app.surface.copy()
        map_hover.draw_hover(canvas, picture, of, place, {}, None)
        return pygame.image.tobytes(picture, "RGB")

    held = dict(state.cities)
    with_marks = [
        p
        for p in canvas.polygons
        if map_hover._marks_over(canvas, state, p, map_hover.hover_box(canvas, p))
    ]
    assert CAPITAL in held and with_marks
    for place in (*with_marks[:3], CAPITAL):
        kept = lit(place, state, fresh=False)
        assert kept == lit(place, state, fresh=True)
    # the capital's city gone (another game): the light shows what that game prints
    other = dataclasses.replace(state, cities=tuple(c for c in state.cities if c[0] != CAPITAL))
    lit(CAPITAL, state, fresh=False)
    assert lit(CAPITAL, other, fresh=False) == lit(CAPITAL, other, fresh=True)
    assert lit(CAPITAL, other, fresh=True) != lit(CAPITAL, state, fresh=True)
