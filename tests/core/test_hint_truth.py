"""Hints never contradict what their moves do: over many positions of every title, no two
lines of a hint read the same, a move that throws something away says what in its line, and
Forge War's equip lines say of the quest's step what applying the move makes true."""

from __future__ import annotations

import functools
import re

import every_title
import pytest

from forgegames.core import registry
from forgegames.core.i18n import language, speaking
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.game_actions import Equip

pytestmark = pytest.mark.usefixtures("greedy_hints")  # hundreds of hints' words

CROSS_TITLE = True
TITLES = every_title.title_ids()
"""Every registered title, from the registry (``tests/test_every_title_covered.py``)."""
CASES = [(title_id,) for title_id in TITLES]


def hinted_positions(game: str, seed: int, every: int = 2, moves: int = 240):
    """(state, seat, hint) at every ``every``-th move of a game of greedy computer players,
    the hints in the language spoken now; played once per process (``_hinted_game``)."""
    return _hinted_game(game, seed, every, moves, language())


@functools.cache
def _hinted_game(game: str, seed: int, every: int, moves: int, lang: str) -> tuple:
    """``_play_hinted``'s positions, kept: the English line test and the loss test read the
    same games of seeds 1 and 2 (``SHARED`` puts a title's two on one worker). Only this
    module's tests ask, all with the ``greedy_hints`` fixture on (the hints it gives)."""
    with speaking(lang):
        return tuple(_play_hinted(game, seed, every, moves))


def _play_hinted(game: str, seed: int, every: int, moves: int):
    title = registry.get(game)
    session = Session(title, bot_config(title, 2, title.info.default_variant, ["greedy"]), seed)
    for _ in range(moves):
        session.resolve_chance()
        if session.over:
            return
        if len(session.history) % every == 0:
            state, seat = session.state, session.active
            yield state, seat, title.hint(state, seat)
        session.apply(session.bot_action())


def line(title, state, choice) -> str:
    """A hint's line as the side panel shows it, without its number."""
    return f"{title.describe_action(state, choice.action)}: {choice.reason}"


def _shared(game: str) -> pytest.MarkDecorator:
    """The tests that read a title's English hints of seeds 1 and 2 run on one worker."""
    return pytest.mark.xdist_group(f"hint-truth-{game}")


@pytest.mark.parametrize(
    ("game", "lang"),
    [
        pytest.param(game, lang, marks=[_shared(game)] if lang == "en" else [])
        for game in TITLES
        for lang in ("en", "es")
    ],
)
def test_no_two_lines_of_a_hint_are_equal(game: str, lang: str) -> None:
    title = registry.get(game)
    hints = 0
    with speaking(lang):
        for seed in (1, 2):
            for state, _, hint in hinted_positions(game, seed):
                lines = [line(title, state, c) for c in hint]
                assert len(set(lines)) == len(lines), lines
                hints += 1
    assert hints >= 60


@pytest.mark.parametrize("game", [pytest.param(game, marks=_shared(game)) for game in TITLES])
def test_a_hinted_move_that_loses_something_says_so(game: str) -> None:
    title = registry.get(game)
    lossy = 0
    assert language() == "en", "the English hints the line test reads too"
    for seed in (1, 2, 3):
        for state, _, hint in hinted_positions(game, seed):
            for choice in hint:
                lost = title.losses(state, choice.action)
                assert all(phrase in choice.reason for phrase in lost), (choice, lost)
                assert ("(loses:" in choice.reason) == bool(lost), choice
                lossy += bool(lost)
    assert lossy, "some hinted move loses something (the check ran)"


MET = re.compile(r"then met \((\d+) of (\d+) power\)")
SHORT = re.compile(r"then has (\d+) of the (\d+) power")


def test_forge_war_equip_lines_say_what_the_move_makes_true() -> None:
    title = registry.get("forge-war")
    met = short = 0
    for seed in range(1, 7):
        for state, seat, hint in hinted_positions("forge-war", seed, every=1, moves=400):
            for choice in hint:
                if not isinstance(choice.action, Equip):
                    continue
                after = title.apply(state, choice.action).state
                req = q.requirement(after, seat, choice.action.quest)
                said = MET.search(choice.reason) or SHORT.search(choice.reason)
                assert said is not None, choice.reason
                assert (int(said[1]), int(said[2])) == (req.shown_power, req.needed), choice.reason
                assert req.met == (said.re is MET), choice.reason
                met += req.met
                short += not req.met
    assert met and short, (met, short)
