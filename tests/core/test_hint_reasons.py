"""A hint's line reads "move: why"; the why never says the move again (issue 39: "Buy a
Soldier in Fenmere: a Soldier in Fenmere: 2.0 strength per crown")."""

from __future__ import annotations

import re

import every_title
import pytest

from forgegames.core import registry
from forgegames.core.hints import without_label
from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config

pytestmark = pytest.mark.usefixtures("greedy_hints")  # hundreds of hints' words


def said(text: str) -> str:
    """``text``'s words in lower case, without what stands in brackets (a price)."""
    return " " + " ".join(re.findall(r"\w+", re.sub(r"\([^)]*\)", "", text).lower())) + " "


def repeats(reason: str, label: str) -> str | None:
    """The words of ``label`` that ``reason`` says again: the whole label, or the label
    without its verb ("a Soldier in Fenmere"), when two words or more; None when neither."""
    words = said(label).split()
    for part in (words, words[1:]):
        if len(part) > 1 and f" {' '.join(part)} " in said(reason):
            return " ".join(part)
    return None


def positions(game: str, variant: str, players: int, every: int = 3, most: int = 400):
    """States of a game of greedy players where a seat is to move, every ``every`` moves."""
    title = registry.get(game)
    session = Session(title, bot_config(title, players, variant, ["greedy"]), 4)
    session.resolve_chance()
    while not session.over and len(session.history) < most:
        if len(session.history) % every == 0:
            yield session.state, session.active
        session.apply(session.bot_action())


CROSS_TITLE = True
CASES = [
    (game, variant.id, players)
    for game in every_title.title_ids()
    for variant in registry.get(game).info.variants
    for players in (1, 2, 4)
    if not registry.get(game).info.why_not_seats(variant.id, players)
]


@pytest.mark.parametrize(("game", "variant", "players"), CASES)
def test_no_hint_reason_says_its_move_again(game, variant, players):
    title = registry.get(game)
    lines = 0
    for state, seat in positions(game, variant, players):
        for lang in ("en", "es"):
            with speaking(lang):
                for choice in title.hint(state, seat):
                    label = title.describe_action(state, choice.action)
                    again = repeats(choice.reason, label)
                    assert again is None, f"{label}: {choice.reason} (says '{again}' again)"
                    lines += 1
    assert lines > 30, "enough hints were read"


def test_a_reason_loses_the_part_that_names_the_move():
    label = "Buy a Soldier in Fenmere (5)"
    reason = "a Soldier in Fenmere: 2.0 strength per crown"
    assert without_label(reason, label) == "2.0 strength per crown"
    assert without_label("takes Fenmere (worth 2); a step closer", label) == (
        "takes Fenmere (worth 2); a step closer"
    )
    assert without_label("worth most: Fenmere Raid", "Take Fenmere Raid") == "worth most"
