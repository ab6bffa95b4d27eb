"""A battle's crossed swords and a hint's box stay inside their own territory (playtest 12):
shot 142z had the swords of the battle in Haunted Ruins drawn in Dusk Hollow next door (in a
small territory crowded with counters, a city and a dungeon, the spot beside the counters was
chosen outside it); shot 61z had the hint's box for Larkfields reach into Southford below,
both names on it."""

from __future__ import annotations

from uihelp import greedy_session, open_game, past_quests

from forgegames.core.geometry import point_in_polygon
from forgegames.core.title import SeatConfig
from forgegames.games.warparty.actions import Found, Order

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


def _in(canvas, place: str, point) -> bool:
    return point_in_polygon(canvas.to_map(point), canvas.polygons[place])


def test_crossed_swords_stand_in_the_battle_s_own_territory(small_app):
    """Seed 1's quick-play game after 396 entries of greedy play (375 before quick play dealt
    quests), at 1024x640 (the playtest's size): battles wait where the old spot beside the
    counters lay in the next territory."""
    session = greedy_session("warparty", SEATS, 1, 396, variant="quick-play")
    state = session.state
    assert state.battles and state.battle is None
    scene = open_game(small_app, session)
    canvas = scene.board.canvas
    old = {p: canvas.free_spot(state, p, (28, 28)) for p in state.battles}  # the old spot
    strayed = [p for p, spot in old.items() if not _in(canvas, p, spot.center)]
    assert strayed, "the position still shows the old fault"
    for place in state.battles:
        mark = canvas.battle_mark(state, place)
        assert _in(canvas, place, mark.center), place
        assert canvas.territory_at(mark.center) == place, place


def test_the_hint_box_for_a_city_place_stays_in_that_territory(app):
    """Shot 61z, 1280x720: quick play's set-up, the hint's first choice a city in
    Larkfields; its box and every other city place's box lie wholly in their territory."""
    session = greedy_session("warparty", SEATS, 3, 0, variant="quick-play")
    session.resolve_chance()
    session.apply(Order("first"))
    past_quests(session)
    scene = open_game(app, session)
    board, canvas = scene.board, scene.board.canvas
    places = {a.place for a in session.legal_actions() if isinstance(a, Found)}
    assert "larkfields" in places
    for place in sorted(places):
        box = board.territory_mark(place)
        corners = (box.topleft, box.topright, box.bottomleft, (box.right, box.bottom))
        assert all(_in(canvas, place, p) for p in corners), place
        assert box.width >= canvas.px(28), place


def test_kept_outline_rows_follow_a_new_outline():
    """The rows of an outline kept for the mark's search (``inside_spots._rows``) are made
    again when the canvas's outline of the place is another: a box inside the old outline
    only is no longer inside."""
    import types

    import pygame

    from forgegames.ui.boards.warparty import inside_spots

    canvas = types.SimpleNamespace(
        polygons={"here": ((0, 0), (100, 0), (100, 100), (0, 100))},
        to_map=lambda pos: (pos[0], pos[1]),
    )
    box, every = pygame.Rect(60, 60, 20, 20), inside_spots.CORNERS + inside_spots.PROBES
    assert inside_spots._all_inside(canvas, "here", box, every)
    canvas.polygons = {"here": ((0, 0), (50, 0), (50, 50), (0, 50))}
    assert not inside_spots._all_inside(canvas, "here", box, every)
    assert inside_spots._all_inside(canvas, "here", pygame.Rect(10, 10, 20, 20), every)
