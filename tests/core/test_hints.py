"""Hints: each title's strongest computer player scores its choices with the evaluation it
plays by, so the hint's first choice is the move it would make; counted per seat in saves."""

from __future__ import annotations

import json
from pathlib import Path

import every_title
import pytest
from titles.dice_race import StepForward

from forgegames.core import registry
from forgegames.core.errors import IllegalAction
from forgegames.core.position_random import PositionRandom
from forgegames.core.saves import read_save
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.core.title import GameConfig, SeatConfig

CROSS_TITLE = True
TITLES = every_title.title_ids()
"""Every registered title, from the registry (``tests/test_every_title_covered.py``)."""
CASES = [(title_id,) for title_id in TITLES]


def positions(game: str, every: int, count: int) -> list[tuple[object, int]]:
    """Positions of a game of greedy bots (seed 2) where a seat is to move, every ``every``
    actions."""
    title = registry.get(game)
    variant = title.info.default_variant
    session = Session(title, bot_config(title, 2, variant, ["greedy"]), 2)
    session.resolve_chance()
    found = []
    while not session.over and len(found) < count:
        if len(session.history) % every == 0:
            found.append((session.state, session.active))
        session.apply(session.bot_action())
    return found


def joined(hinted: object, chosen: object) -> bool:
    """Whether ``chosen`` is the hinted move with more units joining it: Warparty's computer
    player sends the units it would move the same way one after another in one move."""
    units = getattr(hinted, "units", None)
    return (
        units is not None
        and type(chosen) is type(hinted)
        and chosen.dest == hinted.dest
        and chosen.units[: len(units)] == units
        and len(chosen.units) > len(units)
    )


@pytest.mark.parametrize("game", TITLES)
def test_the_hint_leads_with_the_move_the_strongest_bot_makes(game: str) -> None:
    title = registry.get(game)
    assert title.hint_bot() == "greedy"
    checked = 0
    for state, seat in positions(game, every=7, count=12):
        choices = title.hint(state, seat, PositionRandom(1, 2, 3))
        legal = title.legal_actions(state)
        assert 1 <= len(choices) <= 3
        assert all(c.action in legal and c.reason for c in choices)
        assert [c.score for c in choices] == sorted((c.score for c in choices), reverse=True)
        assert len({c.action for c in choices}) == len(choices)
        bot = title.bots()["greedy"](seat)
        view = title.view(state, seat)
        planned = AHEAD in choices[0].reason  # the hint's search found better (see below)
        if title.status(state).phase != "Placing overseers" and not planned:
            chosen = bot.choose(view, legal, PositionRandom(1, 2, 3))  # placements: a little noise
            assert choices[0].action == chosen or joined(choices[0].action, chosen)
        checked += 1
    assert checked == 12


AHEAD = "played on a few moves, it does better than"


def test_the_hint_leads_with_the_searchs_move_when_it_plays_on_better(monkeypatch) -> None:
    """The hint searches a little over the greedy player's choices (``hint_search``, no clock
    here: the same hint every run): where the search's move does better, it leads, says what
    it gains and which move it beats, and the greedy player's choices follow; without the
    search the greedy player's pick leads again."""
    from forgegames import bench
    from forgegames.core import title as title_module

    monkeypatch.setattr(title_module, "HINT_SECONDS", None)
    title = registry.get("warparty")
    found = 0
    for state, seat in bench.hint_positions("warparty", count=8):
        choices = title.hint(state, seat, PositionRandom(1, 2, 3))
        if AHEAD not in choices[0].reason:
            continue
        found += 1
        with monkeypatch.context() as alone_patch:
            alone_patch.setattr(type(title), "hint_search", None)
            alone = title.hint(state, seat, PositionRandom(1, 2, 3))
        pick = alone[0].action  # the greedy player's first choice
        assert AHEAD not in alone[0].reason
        assert choices[0].action in title.legal_actions(state) and choices[0].action != pick
        beaten = title.describe_action(state, pick)
        assert choices[0].reason.endswith(f"{AHEAD} {beaten}")
        assert choices[0].reason.split(";")[0] not in ("", AHEAD), "what it gains comes first"
        assert choices[1].action == pick, "the greedy player's pick follows"
    assert found >= 1, "some position where the search plays better than the greedy player"


def test_kings_forge_hint_says_what_a_gather_card_brings() -> None:
    title = registry.get("kings-forge")
    state, seat = positions("kings-forge", every=1, count=1)[0]
    choices = title.hint(state, seat)
    claims = [c for c in choices if c.action.verb == "claim"]
    assert claims, [str(c.action) for c in choices]
    brings = ("+", "Take", "Place", "Spend", "Free")  # dice gained ("+1 wood die for ..") or words
    assert any(word in claims[0].reason for word in brings)


def test_a_seat_not_to_move_gets_no_hint() -> None:
    title = registry.get("kings-forge")
    state, seat = positions("kings-forge", every=1, count=1)[0]
    assert title.hint(state, 1 - seat) == []


def test_a_title_whose_bot_scores_nothing_hints_its_pick(dice_race) -> None:
    config = GameConfig("dice-race", (SeatConfig("Ann", "c0"), SeatConfig("Bob", "c1")), "short")
    session = Session.start(config, 3)
    (choice,) = dice_race.hint(session.state, session.active)
    assert choice.action in session.legal_actions()
    assert choice.reason == "the computer player's pick"


# --- the session counts hints -------------------------------------------------------------------
def two_people(hints_on: bool | None = None) -> Session:
    config = GameConfig("dice-race", (SeatConfig("Ann", "c0"), SeatConfig("Bob", "c1")), "short")
    session = Session.start(config, 3)
    if hints_on is not None:
        session.set_hints(hints_on)
    return session


def test_hints_are_on_for_people_alone_or_together_until_turned_off(dice_race) -> None:
    assert two_people().hints_on is True  # issue #39: a table of newcomers needs them too
    alone = GameConfig(
        "dice-race", (SeatConfig("Ann", "c0"), SeatConfig("Bob", "c1", "random")), "short"
    )
    assert Session.start(alone, 3).hints_on is True
    session = two_people(hints_on=False)
    with pytest.raises(IllegalAction, match="hints are off"):
        session.hint(session.active)
    assert session.hints_used == [0, 0]


def test_each_hint_is_counted_for_its_seat_and_kept_by_a_save(dice_race, tmp_path: Path) -> None:
    session = two_people(hints_on=True)
    seat = session.active
    session.hint(seat)
    session.apply(StepForward())
    session.hint(seat)
    with pytest.raises(IllegalAction, match="whose move"):
        session.hint(1 - seat)
    assert session.hints_used[seat] == 2 and session.hints_used[1 - seat] == 0
    path = tmp_path / "game.json"
    session.save(path)
    data = json.loads(path.read_text())
    assert data["version"] == 1  # an optional key: the format keeps its version
    assert data["hints"]["used"][seat] == 2 and data["hints"]["on"] is True
    again = Session.load(path)
    assert again.hints_used == session.hints_used and again.hints_on is True


def test_saves_without_hints_or_with_odd_ones_load_with_none_counted(
    dice_race, tmp_path: Path
) -> None:
    session = two_people(hints_on=False)
    path = tmp_path / "game.json"
    session.save(path)
    data = json.loads(path.read_text())
    for odd in (None, "lots", {"used": [1]}, {"used": [-1, 2], "on": "yes"}):
        if odd is None:
            data.pop("hints", None)
        else:
            data["hints"] = odd
        path.write_text(json.dumps(data))
        assert read_save(path).hints == ()
        loaded = Session.load(path)
        # none counted, and the switch back at its default for people (on)
        assert loaded.hints_used == [0, 0] and loaded.hints_on is True


def test_the_benchmark_times_hints_on_mid_game_positions() -> None:
    from forgegames import bench

    found = bench.hint_positions("kings-forge", count=3)
    assert len(found) == 3
    title = registry.get("kings-forge")
    for state, seat in found:
        assert title.current_player(state) == seat >= 0 and title.hint(state, seat)


@pytest.mark.parametrize(("variant", "seats"), [("solo", 1), ("epic", 2)])
def test_forge_war_hints_every_phase_of_its_other_games(variant: str, seats: int) -> None:
    """Solo games include the automated colours' tied moves, chosen by the person."""
    title = registry.get("forge-war")
    chosen = {"automaton-ties": "i-pick"} if variant == "solo" else {}  # the person picks
    options = title.info.settle_options(variant, chosen)
    config = bot_config(title, seats, variant, ["greedy"], options)
    session = Session(title, config, 5)
    session.resolve_chance()
    phases = set()
    while not session.over and len(session.history) < 400:
        if len(session.history) % 3 == 0:
            choices = title.hint(session.state, session.active)
            assert choices and all(c.reason for c in choices)
            assert choices[0].action in session.legal_actions()
            phases.add(session.state.phase)
        session.apply(session.bot_action())
    assert {"mine", "market", "quest"} <= phases
