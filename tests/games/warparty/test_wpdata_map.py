"""The reconstructed Warparty board: the constraints the manual's set-up and examples need."""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter

import pytest

from forgegames.core.errors import ContentError
from forgegames.games.warparty.content import ARMY_IDS, load_content
from forgegames.games.warparty.content_map import (
    Board,
    Border,
    Territory,
    check_borders,
    check_dungeons,
    check_places,
    distances,
)

SECTION_10 = {
    "haunted-ruins": "Haunted Ruins",
    "ancient-sanctuary": "Ancient Sanctuary",
    "tomb-of-fallen-heroes": "Tomb of Fallen Heroes",
    "lost-keep": "The Lost Keep",
    "howling-cavern": "Howling Cavern",
    "forgotten-temple": "Forgotten Temple",
}


@functools.cache
def board() -> Board:
    return load_content().board


def home(army: str) -> str:
    return load_content().armies[army].file.home_terrain or "plains"


def holdable(army: str, territory: Territory) -> bool:
    return territory.terrain in ("plains", home(army))


def distances_on(army: str, capital: str) -> dict[str, int]:
    """Moves from the capital counting only ground the army may hold (the quick-play rule
    for Humans and Undead: no forest or mountain along the way)."""
    seen, frontier = {capital: 0}, [capital]
    while frontier:
        here = frontier.pop(0)
        for there in board().links[here]:
            if there not in seen and holdable(army, board().by_id[there]):
                seen[there] = seen[here] + 1
                frontier.append(there)
    return seen


def test_the_board_has_between_50_and_90_territories() -> None:
    assert 50 <= len(board().territories) <= 90
    assert len(board().territories) == 77


def test_each_capital_has_exactly_three_neighbours_worth_2() -> None:
    for army in ARMY_IDS:
        capital = board().capital_of(army)
        around = board().neighbours(capital.id)
        assert len(around) == 3
        assert [board().by_id[t].value for t in around] == [2, 2, 2]


def test_capitals_stand_on_their_armys_ground() -> None:
    terrain = {army: board().capital_of(army).terrain for army in ARMY_IDS}
    assert terrain == {
        "humans": "plains",
        "dwarves": "mountain",
        "goblins": "forest",
        "undead": "plains",
    }
    count = Counter(t.terrain for t in board().territories)
    assert count["forest"] >= 5 and count["mountain"] >= 5 and count["lake"] == 1


def test_enemy_capitals_are_at_least_four_moves_apart() -> None:
    capital = {army: board().capital_of(army).id for army in ARMY_IDS}
    apart = {
        (a, e): distances(board(), capital[a])[capital[e]]
        for a in ("humans", "dwarves")
        for e in ("goblins", "undead")
    }
    assert min(apart.values()) >= 4
    assert apart == {
        ("humans", "goblins"): 8,
        ("humans", "undead"): 6,
        ("dwarves", "goblins"): 6,
        ("dwarves", "undead"): 8,
    }


def test_richer_land_lies_near_the_capitals_and_around_the_central_lake() -> None:
    for army in ARMY_IDS:
        reach = distances(board(), board().capital_of(army).id)
        second_ring = [t for t, d in reach.items() if d == 2 and board().by_id[t].value >= 2]
        assert second_ring, army
    (lake,) = [t for t in board().territories if t.terrain == "lake"]
    assert lake.value == 0
    assert all(board().by_id[t].value == 3 for t in board().neighbours(lake.id))
    assert max(t.value for t in board().territories if not t.capital) == 3


def test_streams_are_crossed_at_bridges_or_for_a_move() -> None:
    kinds = Counter(b.crossing for b in board().borders)
    assert kinds["stream"] >= 4 and kinds["bridge"] >= 2
    lake = next(t.id for t in board().territories if t.terrain == "lake")
    by_lake = set(board().neighbours(lake))
    # Each river starts at the lake: one of its crossings joins two lake-shore territories.
    at_lake = [b for b in board().borders if b.crossing != "open" and {b.a, b.b} <= by_lake]
    assert len(at_lake) == 2


def test_six_dungeons_named_as_in_the_rulebook() -> None:
    placed = {t.dungeon: t for t in board().territories if t.dungeon}
    assert {d: t.name for d, t in placed.items()} == SECTION_10
    capitals_and_neighbours = {
        t
        for army in ARMY_IDS
        for t, d in distances(board(), board().capital_of(army).id).items()
        if d <= 1
    }
    assert not capitals_and_neighbours & {t.id for t in placed.values()}
    assert placed["lost-keep"].terrain == "mountain"
    assert placed["ancient-sanctuary"].terrain == "forest"


def test_quick_play_set_up_fits_the_board() -> None:
    """Rich land within two of each capital is land its army may hold, and every army has two
    city sites three out that no other army may take first (docs/rulings.md: quick-play
    placement on our board)."""
    quick = load_content().quickplay
    sites_of: dict[str, set[str]] = {}
    for army in ARMY_IDS:
        capital = board().capital_of(army).id
        reach = distances(board(), capital)
        rich = [board().by_id[t] for t, d in reach.items() if 0 < d <= quick.control_within]
        rich = [t for t in rich if t.value > 1]
        assert rich and all(holdable(army, t) for t in rich), army
        counted = distances_on(army, capital) if home(army) == "plains" else reach
        sites = [
            t
            for t, d in counted.items()
            if d == quick.city_distance
            and board().by_id[t].terrain == home(army)
            and not board().by_id[t].dungeon
        ]
        assert len(sites) >= quick.cities, army
        sites_of[army] = set(sites)
    for army, sites in sites_of.items():
        others = set().union(*(s for a, s in sites_of.items() if a != army))
        assert len(sites - others) >= quick.cities, (army, sorted(sites & others))


def test_both_teams_face_the_same_board() -> None:
    """Dwarves and Goblins, Undead and Humans see the same land ring by ring (their own rough
    ground in place of the other's)."""

    def rings(army: str) -> list[list[tuple[int, bool]]]:
        reach = distances(board(), board().capital_of(army).id)
        out = []
        for ring in range(1, 6):
            here = [board().by_id[t] for t, d in reach.items() if d == ring]
            out.append(sorted((t.value, holdable(army, t)) for t in here))
        return out

    assert rings("dwarves") == rings("goblins")
    assert rings("undead") == rings("humans")


# --- the checks themselves, on small made-up boards --------------------------------------
def tiny(**changes: object) -> Board:
    """Four capitals, each with three neighbours worth 2, joined in a ring through plains four
    moves from capital to capital; a lake off to one side."""
    places = [Territory("lake", "Lake", 0, "lake")]
    borders = []
    for army, ground in (
        ("humans", "plains"),
        ("dwarves", "mountain"),
        ("goblins", "forest"),
        ("undead", "plains"),
    ):
        places.append(Territory(army, army.title(), 5, ground, capital=army))
        for i in range(3):
            places.append(Territory(f"{army}-{i}", f"{army} {i}", 2, "plains"))
            borders.append(Border(army, f"{army}-{i}", "open"))
    ring = ["humans-0", "goblins-0", "dwarves-0", "undead-0"]
    for i, a in enumerate(ring):
        places.append(Territory(f"road-{i}", f"Road {i}", 1, "plains"))
        borders.append(Border(a, f"road-{i}", "open"))
        borders.append(Border(f"road-{i}", ring[(i + 1) % 4], "open"))
    borders.append(Border("lake", "humans-1", "open"))
    return dataclasses.replace(Board("reconstructed: test", places, borders), **changes)


def test_the_checks_pass_a_small_fair_board() -> None:
    check_borders(tiny(), "t.yaml")
    check_places(tiny(), "t.yaml")
    assert distances(tiny(), "humans")["goblins"] == 4


def test_capitals_closer_than_four_moves_are_refused() -> None:
    close = tiny()
    close = dataclasses.replace(
        close, borders=[*close.borders, Border("humans-0", "goblins-0", "open")]
    )
    with pytest.raises(ContentError, match="goblins capital is 3 moves from the humans") as caught:
        check_places(close, "t.yaml")
    assert (caught.value.file, caught.value.key_path) == ("t.yaml", "territories[9].capital")


def test_a_border_listed_both_ways_or_to_itself_is_refused() -> None:
    twice = tiny()
    twice = dataclasses.replace(
        twice, borders=[*twice.borders, Border("humans-0", "humans", "open")]
    )
    with pytest.raises(ContentError, match=r"already listed at borders\[0\]"):
        check_borders(twice, "t.yaml")
    loop = dataclasses.replace(tiny(), borders=[Border("lake", "lake", "open")])
    with pytest.raises(ContentError, match="cannot border itself"):
        check_borders(loop, "t.yaml")


def test_unknown_and_unplaced_dungeons_are_refused() -> None:
    board = tiny()
    places = [dataclasses.replace(board.territories[2], dungeon="haunted-ruin")]
    board = dataclasses.replace(board, territories=[*board.territories[:2], *places,
                                                    *board.territories[3:]])  # fmt: skip
    with pytest.raises(ContentError, match="did you mean 'haunted-ruins'") as caught:
        check_dungeons(board, ["haunted-ruins"], "t.yaml")
    assert caught.value.key_path == "territories[2].dungeon"
    with pytest.raises(ContentError, match="no territory holds the dungeon 'lost-keep'"):
        check_dungeons(tiny(), ["lost-keep"], "t.yaml")
