"""Warparty's map works out every territory's mark box and label spots once per view, when
the board is laid out (issue 40: the first hover over each territory searched them within a
frame), and keeps them while the view and the printed marks near each territory stay: a
zoom, a city founded and a move each find the places a fresh search finds."""

from __future__ import annotations

import dataclasses

from test_warparty_board import _scene
from test_warparty_name_parts import drawn_names, painted_together
from test_warparty_preview import hover, pick_capital_stack

from forgegames.ui.boards.warparty import inside_spots, name_spots, view_shared
from forgegames.ui.boards.warparty.board import WarpartyBoard


def fresh_spots(board: WarpartyBoard, place: str, size: tuple[int, int]) -> list:
    """The fixed spots of a label of ``size`` on ``place`` searched afresh, as before they
    were kept: every printed mark on the map, the outline's own point test."""
    canvas = board.canvas
    static = [
        box.move(canvas.ox, canvas.oy)
        for marks in canvas.mark_boxes(board.state.cities).values()
        for kind, box in marks.items()
        if kind != "name"
    ]
    target = canvas.place_targets()[place]
    spots = name_spots.fixed_spots(
        size, canvas.place_rect(place), target.holds, static, board.map_area(),
        canvas.centre_of(place),
    )  # fmt: skip
    return sorted(spots, key=board._find_mark(place).colliderect)


def first_size(board: WarpartyBoard, place: str) -> tuple[int, int]:
    """The size of the first form tried for ``place``'s label; where its whole name fits no
    form (it goes beside the territory), a small label's, so its spots are checked too."""
    forms = board._label_forms(place, False)
    return forms[0][1] if forms else (24, 10)


def drawn_board(app):
    """The board of a game just opened, drawn once: the scene and the board."""
    scene = _scene(app)
    app.draw()
    return scene, scene.board


def kept_spots_are_fresh(board: WarpartyBoard, sizes: dict | None = None) -> dict:
    """Each territory's kept spots at its first form (or at ``sizes``), checked against a
    fresh search."""
    out = {}
    for place in board.canvas.ids:
        size = sizes[place] if sizes else first_size(board, place)
        out[place] = board._fixed_spots(place, size)
        assert out[place] == fresh_spots(board, place, size), place
    return out


def test_hovers_after_a_layout_search_no_spot_and_no_mark(app, monkeypatch) -> None:
    scene = _scene(app)
    board: WarpartyBoard = scene.board
    pick_capital_stack(app, board, scene.session.state)
    board.layout(board.rect)  # (as a window's new size does: the counters lit now)
    searched: list[str] = []
    search, find = name_spots.fixed_spots, board._find_mark
    monkeypatch.setattr(
        name_spots, "fixed_spots", lambda *a, **k: searched.append("spots") or search(*a, **k)
    )
    monkeypatch.setattr(board, "_find_mark", lambda p: searched.append(p) or find(p))
    labelled = set()
    for place in board.canvas.ids:
        hover(app, board.canvas.centre_of(place))
        app.draw()
        labelled |= {p for p, _ in board.labelled()}
    assert len(labelled) > len(board.canvas.ids) // 2  # (each hover labels its territory)
    assert searched == []
    kept = board.view_memo("marks")
    assert set(kept) == set(board.canvas.ids)


def test_marks_and_spots_follow_a_zoom_and_come_back_with_the_view(app) -> None:
    _, board = drawn_board(app)
    canvas = board.canvas
    places = canvas.ids
    before = {p: board.territory_mark(p) for p in places}
    spots_before = {p: board._fixed_spots(p, first_size(board, p)) for p in places}
    canvas.zoom_at(2.0, canvas.rect.center)
    app.draw()
    after = {p: board.territory_mark(p) for p in places}
    assert after != before
    assert after == {p: board._find_mark(p) for p in places}
    assert kept_spots_are_fresh(board) != spots_before
    canvas.pan(-40, -30)  # the same scale, the map moved: its places with it
    app.draw()
    panned = {p: board.territory_mark(p) for p in places}
    assert panned != after and panned == {p: board._find_mark(p) for p in places}
    kept_spots_are_fresh(board)
    canvas.reset_view()  # the fitted map again: its places as they were
    app.draw()
    assert {p: board.territory_mark(p) for p in places} == before
    assert {p: board._fixed_spots(p, first_size(board, p)) for p in places} == spots_before


def test_a_city_founded_moves_the_spots_beside_it_only(app) -> None:
    scene, board = drawn_board(app)
    session = scene.session
    state = session.state
    city = state.cities[0][1]
    built = {p for p, _ in state.cities}
    sizes = {p: first_size(board, p) for p in board.canvas.ids}
    kept = {p: board._fixed_spots(p, sizes[p]) for p in board.canvas.ids}
    for place in board.canvas.ids:
        if place in built:
            continue
        session.state = dataclasses.replace(state, cities=(*state.cities, (place, city)))
        if fresh_spots(board, place, sizes[place]) != kept[place]:
            break
    else:
        raise AssertionError("no city changes a label's spots")
    kept_spots_are_fresh(board, sizes)
    assert board._fixed_spots(place, sizes[place]) != kept[place]


def test_a_territory_pointed_again_finds_its_label_painted_until_a_move(app) -> None:
    scene = _scene(app)
    board: WarpartyBoard = scene.board
    pick_capital_stack(app, board, scene.session.state)
    ids = board.canvas.ids
    shown = []
    for place in ids:
        hover(app, board.canvas.centre_of(place))
        app.draw()
        if board._labelled_parts()[1] == place and board._hover_name[5]:
            shown.append((place, board._hover_name))
        if len(shown) == 2:
            break
    (first, painted), (second, _) = shown
    hover(app, board.canvas.centre_of(first))
    app.draw()
    assert board._hover_name is painted  # kept: nothing placed or painted again
    assert drawn_names(board, app.size) == painted_together(board, app.size)
    # the game changes (the goblins next door gone): placed and painted for the new state
    state = scene.session.state
    assert state.units[-1].army == "goblins"
    scene.session.state = dataclasses.replace(state, units=state.units[:-1])
    hover(app, board.canvas.centre_of(second))
    hover(app, board.canvas.centre_of(first))
    app.draw()
    assert board._hover_name is not painted and board._hover_name[1] is scene.session.state
    assert drawn_names(board, app.size) == painted_together(board, app.size)


def test_the_names_in_the_words_and_the_lit_costs_follow_what_is_on_screen(app) -> None:
    """Kept from frame to frame, the territories the words name and the lit places' costs
    are found again when a notice says other words and when a stack is picked or dropped."""
    scene = _scene(app)
    board: WarpartyBoard = scene.board
    names = board.territory_names()
    app.draw()
    assert board._lit_key() == ()
    scene.show_toast(f"Scouts look at {names['crownvale']}.", error=False)
    app.draw()
    assert "crownvale" in board.named_now() and "kingsreach" not in board.named_now()
    scene.show_toast(f"Scouts look at {names['kingsreach']}.", error=False)
    app.draw()
    assert "kingsreach" in board.named_now() and "crownvale" not in board.named_now()
    pick_capital_stack(app, board, scene.session.state)
    app.draw()
    lit = board._lit_key()
    assert lit and lit == tuple(sorted(board.lit_now().items()))
    board.selected, board.chosen = None, ()
    assert board._lit_key() == ()


def test_a_map_dragged_with_every_name_shown_keeps_few_map_sized_pictures(app) -> None:
    """Each view has its own labels' picture (every name shown: as large as the map); a map
    dragged while zoomed makes a view a frame, and only the latest few are kept: dragged
    back a step, the view before finds its picture."""
    _, board = drawn_board(app)
    board.names_all = True
    board.canvas.zoom_at(1.5, board.canvas.rect.center)
    seen = []
    for _ in range(14):
        board.canvas.pan(-6, 0)
        app.draw()
        seen.append(board._names_picture[2])
        assert len(board._kept_pictures[1]["steady"]) <= board.PICTURES_KEPT["steady"]
    assert len({id(picture) for picture in seen}) == len(seen)  # (each view painted its own)
    board.canvas.pan(6, 0)
    app.draw()
    assert board._names_picture[2] is seen[-2]


def test_a_new_board_in_the_same_view_finds_the_maps_places_searched_before(app, monkeypatch):
    """The mark boxes, the labels' forms and fixed spots and the Names view's grids follow
    from the map and the view alone: a new game's board in the view of the last one searches
    none of them again (each board took about a second), and what it finds is what a search
    of its own finds."""
    _, first = drawn_board(app)
    searched: list[str] = []
    for module, name, what in (
        (name_spots, "spot_grid", "grid"),
        (inside_spots, "inside_mark", "mark"),
        (name_spots, "fixed_spots", "spots"),
    ):
        real = getattr(module, name)
        monkeypatch.setattr(
            module,
            name,
            lambda *a, real=real, what=what, **k: searched.append(what) or real(*a, **k),
        )
    real_forms = name_spots.forms

    def forms(*args, **kwargs):
        if not kwargs.get("whole"):  # (the Names view's whole forms stay the board's own)
            searched.append("forms")
        return real_forms(*args, **kwargs)

    monkeypatch.setattr(name_spots, "forms", forms)
    scene = _scene(app, count=3)  # another game: a board of its own, other counters
    app.draw()
    second = scene.board
    assert second is not first and second.canvas.view_key() == first.canvas.view_key()
    assert searched == [], "nothing searched again"
    places = second.canvas.ids
    kept = {p: second.territory_mark(p) for p in places}
    grids = dict(second.view_memo("grid"))
    assert len(grids) >= len(places)
    forms = {p: second._label_forms(p, False) for p in places}
    spots = {p: second._fixed_spots(p, first_size(second, p)) for p in places}
    view_shared._views.clear()  # the board's own search
    assert {p: second.territory_mark(p) for p in places} == kept
    assert all(second._spot_grid(place, size) == found for (place, size), found in grids.items())
    assert {p: second._label_forms(p, False) for p in places} == forms
    assert {p: second._fixed_spots(p, first_size(second, p)) for p in places} == spots
    assert {"mark", "grid", "forms", "spots"} <= set(searched), "(searched afresh this time)"
