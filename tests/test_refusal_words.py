"""No refusal a player reads shows a move's text form or an engine id: in seeded games of
every title and variant, played by random computer players (many different positions), moves
that were legal at another moment of the game are tried and refused; the words the screen
would show (``hotseat.sentence`` of the refusal) never quote a move as a save writes it
("'take 1'"), never name a place, card or hex by its id ("bazaar-single", "1,-2"), never
a unit by a number the map does not show ("unit #12") and never list one thing twice over
("a wood die, a wood die")."""

from __future__ import annotations

import random
import re

import pytest

from forgegames.core import registry
from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.ui.hotseat import sentence

registry.discover()
GAMES = [
    (info.id, variant.id, players)
    for info in registry.catalogue()
    for variant in info.variants
    for players in sorted(set(info.seats_for(variant.id)))
]
"""Every listed title, each variant, with its fewest and its most seats."""

MOVES = 160
TRIES = 12
"""Moves of each game, and moves tried out of place at each of them."""

QUOTED = re.compile(r"(?<![A-Za-z])'[a-z0-9][a-z0-9 ,\-]*'(?![A-Za-z])")
"""Engine text in quotes: a move's text form or an id."""
NUMBERED = re.compile(r"\b(?:unit|unidad) #\d")
"""A unit named by its number alone, which the map does not show."""
REPEATED = re.compile(r"(?:^|[(,:] ?)([^,()]+), \1(?:[,)]|$)")
"""The same item twice in a row in a list."""


def engine_words(text: str) -> set[str]:
    """The parts of a move's text form that only the engine writes: the whole text, and its
    ids and coordinates (words with a hyphen, comma or digit)."""
    parts = {p for p in text.split(" ")[1:] if re.search(r"[-,_]|\d\D|\D\d", p)}
    return {text, *parts} if " " in text else parts


def refusals(game: str, variant: str, players: int, seed: int) -> dict[str, str]:
    """Words of each refusal met (as shown) → the move refused."""
    title = registry.get(game)
    config = bot_config(title, players, variant, ["random"], ())
    session = Session(title, config, seed)
    rng = random.Random(seed)
    seen: dict[str, object] = {}
    found: dict[str, str] = {}
    for _ in range(MOVES):
        session.resolve_chance()
        if session.over:
            break
        state = session.state
        legal = set(title.legal_actions(state))
        pool = [a for a in seen.values() if a not in legal]
        for action in rng.sample(pool, min(TRIES, len(pool))):
            try:
                title.apply(state, action)
            except IllegalAction as exc:
                found.setdefault(sentence(str(exc)), str(action))
        seen.update((str(a), a) for a in rng.sample(sorted(legal, key=str), min(30, len(legal))))
        session.apply(session.bot_action())
    return found


def bad_words(found: dict[str, str]) -> list[tuple[str, str]]:
    wrong = []
    for words, move in found.items():
        text = words.lower()
        title_words = {w.lower() for w in engine_words(move)}
        leaks = [w for w in title_words if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text)]
        if leaks or QUOTED.search(words) or REPEATED.search(words) or NUMBERED.search(text):
            wrong.append((move, words))
    return wrong


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize(("game", "variant", "players"), GAMES)
def test_no_refusal_shows_engine_text(game: str, variant: str, players: int, lang: str) -> None:
    found: dict[str, str] = {}
    with speaking(lang):
        for seed in (1, 2):
            found.update(refusals(game, variant, players, seed))
    assert len(found) >= 5, f"too few refusals met in {game} ({variant})"
    wrong = bad_words(found)
    assert not wrong, "\n".join(f"{move!r} → {words!r}" for move, words in wrong[:10])


def test_the_check_finds_engine_text() -> None:
    """The checks catch the words this test was written against."""
    found = {
        "'take 1' is not a move you can make now (quest phase).": "take 1",
        "The bazaar-single space is already taken this round.": "buy bazaar-single 3",
        "Your supply cannot pay for that action (a wood die, a wood die).": "claim tavern top",
        "'move 1,-2 2,-3' is not possible.": "move 1,-2 2,-3",
        "Unit #12 has moved already this turn.": "move 12 crownvale",
    }
    assert len(bad_words(found)) == len(found)
    fine = {
        "You have no adventurer 3.": "train 3 2",
        "The Peddler's dice go to an opponent's supply.": "peddle 0 X",
    }
    assert bad_words(fine) == []
