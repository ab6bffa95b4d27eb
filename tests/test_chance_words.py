"""Every chance outcome a replay or the log can show is told in a player's words.

Bots play games of each title and variant; at every chance node the game passed through, each
possible outcome (the one drawn and the others) is described, and no description may be the
action's raw text form ('roll 2', 'deal crown') or say nothing.
"""

from __future__ import annotations

import functools

import every_title
import pytest

from forgegames.cli import make_config
from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.title import CHANCE, Options

RANDOM_SOLO_DECK = (("difficulty", "random"),)
"""Solo Forge War leaves quests out of the deck at random (a chance outcome) at this level."""
pytestmark = pytest.mark.xdist_group("chance-words-games")
"""One worker runs these tests (``--dist loadgroup``, pyproject.toml):
the games' chance outcomes (``chance_words``) are shared."""

CROSS_TITLE = True
CASES = every_title.games(
    extra=[
        ("forge-war", "epic", 3, (("bonus-tiles", "on"),)),
        ("forge-war", "solo", 1, RANDOM_SOLO_DECK),
        ("forge-war", "solo-epic", 1, ()),
        ("warparty", "quick-play", 2, ()),
    ]
)
"""Every title, and the variants and options that bring in chance of their own."""
OUTCOMES_A_NODE = 12
"""Outcomes described at each chance node (a deck's draw has dozens; the first few suffice)."""


@functools.cache
def chance_words(
    title_id: str, variant: str, players: int, options: Options
) -> tuple[tuple[str, str, str], ...]:
    """Play one bot game: (verb, text form, description) of the chance outcomes it met."""
    return tuple(_chance_words(title_id, variant, players, options))


def _chance_words(title_id: str, variant: str, players: int, options: Options):
    title = registry.get(title_id)
    bots = {seat: "random" for seat in range(players)}
    session = Session(title, make_config(title, players, variant, bots, options), seed=3)
    while not session.over:
        if session.active == CHANCE:
            session.resolve_chance()
        else:
            session.apply(session.bot_action())
    for entry, before in zip(session.history, session.states(), strict=False):
        if entry.actor != CHANCE:
            continue
        others = [a for a, _ in title.chance_outcomes(before)[:OUTCOMES_A_NODE]]
        for action in {entry.action, *others}:
            yield action.verb, str(action), title.describe_action(before, action)


@pytest.mark.parametrize(("title_id", "variant", "players", "options"), CASES)
def test_no_chance_outcome_is_described_by_its_raw_text(title_id, variant, players, options):
    verbs: set[str] = set()
    raw: set[str] = set()
    for verb, text, words in chance_words(title_id, variant, players, options):
        verbs.add(verb)
        if not words.strip() or words == text or words.startswith(f"{verb} "):
            raw.add(f"{text!r} -> {words!r}")
    assert verbs, "the game passed through chance nodes"
    assert not raw, f"described as raw text: {sorted(raw)[:5]}"


def test_the_walk_sees_the_dice_and_the_set_up_draws():
    """The walk reaches the outcomes that were raw before (so the test above can fail)."""
    seen = {verb for case in CASES for verb, *_ in chance_words(*case)}
    assert {"first", "deal", "pick", "draw", "roll", "set-aside", "tile", "deal-design"} <= seen


def test_kings_forge_set_up_and_dice_read_as_sentences():
    title = registry.get("kings-forge")
    bots = {0: "random", 1: "random"}
    state = title.new_game(make_config(title, 2, None, bots))
    texts = ("first 1", "deal crown", "pick library", "draw library", "roll 2")
    words = {text: title.describe_action(state, title.parse_action(text)) for text in texts}
    assert words == {
        "first 1": f"{state.names[1]} gets the first-player anvil",
        "deal crown": "Craft card dealt: Crown",
        "pick library": "Gather card for this game: Library",
        "draw library": "The Library is turned face up",
        "roll 2": "Rolled a 2",
    }
