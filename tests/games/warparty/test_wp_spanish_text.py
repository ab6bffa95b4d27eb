"""Warparty's engine text in Spanish: bots play the same seeded games once in English and once
in Spanish, and every move description, log line and status line that is more than names and
numbers reads differently in Spanish; refusals come out in Spanish and point at the same rule."""

from __future__ import annotations

import dataclasses
import re

import pytest
from wpscenario import TITLE, W, board, started, step

from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import speaking
from forgegames.core.session import Session, status_line
from forgegames.core.simulate import bot_config, play_one

NAMES = sorted(
    {t.name for t in W.geo.territories}
    | {u.name for s in W.armies.sheets.values() for u in s.units.values()}
    | {c.name for s in W.armies.sheets.values() for c in s.upgrades.values()}
    | {c.name for s in W.armies.sheets.values() for c in s.research.values()},
    key=len,
    reverse=True,
)
"""The data's names (territories, units, upgrades, research), which may stay English."""


def only_names(text: str) -> bool:
    """True when ``text`` holds nothing but data names, numbers and signs."""
    for name in NAMES:
        text = text.replace(name, " ")
    return re.search(r"[^\W\d_]", text) is None


def game_texts(variant: str, players: int, seed: int, lang: str) -> tuple[list[str], list[str]]:
    """The moves of a bot game in ``lang`` (text form) and, for each move, its description,
    the log lines it caused and the status line before it; then the results' words."""
    with speaking(lang):
        config = bot_config(TITLE, players, variant, ["greedy", "random"])
        session = Session(TITLE, config, seed)
        session.resolve_chance()
        play_one(session, check=False)
        moves, texts = [], []
        for entry, before in zip(session.history, session.states(), strict=False):
            moves.append(str(entry.action))
            texts.append(TITLE.describe_action(before, entry.action))
            texts.append(status_line(TITLE, before))
            texts += [event.text for event in entry.events]
        texts.append(status_line(TITLE, session.state))
        note = TITLE.deciding_note(session.state)
        texts += [note[0]] if note else []
        texts += [label for line in TITLE.score_breakdown(session.state) for label, _ in line.parts]
        return moves, texts


@pytest.mark.parametrize("variant", ["standard", "quick-play"])
@pytest.mark.parametrize("players", [2, 4])
def test_every_text_of_a_game_reads_differently_in_spanish(variant, players):
    seed = 31 + players
    english_moves, english = game_texts(variant, players, seed, "en")
    spanish_moves, spanish = game_texts(variant, players, seed, "es")
    assert spanish_moves == english_moves, "the language changes no move"
    assert len(spanish) == len(english) > 100
    same = sorted(
        {en for en, es in zip(english, spanish, strict=True) if en == es and not only_names(en)}
    )
    assert same == [], f"{len(same)} texts stay English, e.g. {same[:5]}"


def test_only_names_tells_names_and_numbers_from_words():
    assert only_names("Greenhollow (3)")
    assert not only_names("Move a Knight to Greenhollow")


def refused(state, move: str, lang: str) -> IllegalAction:
    with speaking(lang), pytest.raises(IllegalAction) as caught:
        TITLE.apply(state, TITLE.parse_action(move))
    return caught.value


def refusal_cases() -> list[tuple[object, str]]:
    state = board(
        ("humans", "knight", "kingsreach"),
        ("humans", "soldier", "kingsreach"),
        ("goblins", "warrior", "deepwood"),
        ("humans", "soldier", "queensfield"),
    )
    tired = dataclasses.replace(
        state,
        clock=3,
        units=tuple(dataclasses.replace(u, tired=1) if u.uid == 2 else u for u in state.units),
    )
    buying = step(started(), "end-move", "end-combat")
    return [
        (state, "move 2 bridgewater|kingsbrook"),
        (state, "move 3 crownvale"),
        (state, "move 1,4 crownvale"),
        (state, "move 1 mirror-lake"),
        (state, "buy humans knight kingsreach"),
        (state, "end-combat"),
        (tired, "move 2 crownvale"),
        (step(state, "end-move"), "move 2 crownvale"),
        (buying, "upgrade humans royal-keep"),
        (buying, "buy humans dragon kingsreach"),
    ]


@pytest.mark.parametrize("case", range(len(refusal_cases())))
def test_refusals_come_out_in_spanish_and_point_at_the_same_rule(case):
    state, move = refusal_cases()[case]
    english, spanish = refused(state, move, "en"), refused(state, move, "es")
    assert str(spanish) != str(english), str(english)
    assert spanish.rule == english.rule
