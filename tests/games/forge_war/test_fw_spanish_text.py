"""Forge War's engine speaks Spanish: the same seeded bot games played in English and in Spanish
make the same moves, and every move description, log line and status line with words of its
own (not only names, numbers and the data files' names) comes out different in Spanish; so do
the refusals of illegal moves."""

from __future__ import annotations

import re
from functools import cache

import pytest

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import speaking
from forgegames.core.session import Session, status_line
from forgegames.core.simulate import bot_config, play_one
from forgegames.games.forge_war import TITLE, solo
from forgegames.games.forge_war.game_actions import Buy, Sell, TakeQuest
from forgegames.games.forge_war.mine_actions import MoveOverseer
from forgegames.games.forge_war.resources import load_resources

pytestmark = pytest.mark.xdist_group("forge-war-spanish-games")
"""One worker runs these tests (``--dist loadgroup``, pyproject.toml):
the games played in both languages are shared."""

GAMES = {
    "simple": ("simple", 2, ()),
    "epic-tiles": ("epic", 3, (("bonus-tiles", "on"),)),
    "solo": ("solo", 1, (("difficulty", "medium"),)),
}
"""The games played: variant, players, options."""

BOGUS: tuple[Action, ...] = (
    TakeQuest(99),
    MoveOverseer((99, 99), (98, 98)),
    Sell("gem"),
    Buy("mithril"),
)
"""Moves tried at every seat's turn; each is refused at least somewhere in a game."""


@cache
def data_names() -> tuple[str, ...]:
    """Every name and text the data files give (allowed to stay English), longest first."""
    c = TITLE.world.content
    tables = (
        c.all_weapons,
        c.all_bonus,
        c.all_single_use,
        c.all_quests,
        c.wealth,
        c.champions,
        c.bonus_tiles,
        c.end_bonuses,
    )
    names = {
        getattr(record, field, None)
        for t in tables
        for record in t.values()
        for field in ("name", "text")
    }
    names |= {kind.name for kind in load_resources()} | {
        kind.name.lower() for kind in load_resources()
    }
    names |= set(solo.AUTOMATED_NAMES)
    return tuple(sorted((n for n in names if n), key=len, reverse=True))


def has_words(text: str, players: tuple[str, ...]) -> bool:
    """Whether ``text`` says something besides names, numbers and data names."""
    for name in (*players, *data_names()):
        text = text.replace(name, " ")
    return re.search(r"[A-Za-z]{2,}", text) is not None


def new_session(game: str, seed: int) -> Session:
    variant, players, options = GAMES[game]
    config = bot_config(TITLE, players, variant, ["greedy", "random"], options)
    session = Session(TITLE, config, seed)
    session.resolve_chance()
    return session


def played(game: str, seed: int, lang: str) -> tuple[list[str], list[tuple[str, str]], list[str]]:
    """A bot game in ``lang``: its moves (notation), its texts as (what, text), the refusals."""
    with speaking(lang):
        session = new_session(game, seed)
        play_one(session, check=False)
        moves, texts, refusals = [], [], []
        for entry, before in zip(session.history, session.states(), strict=False):
            moves.append(str(entry.action))
            texts.append(("move", TITLE.describe_action(before, entry.action)))
            texts.append(("status", status_line(TITLE, before)))
            texts += [("log", event.text) for event in entry.events]
            if entry.actor >= 0:
                refusals += [refused(before, bogus) for bogus in BOGUS]
        return moves, texts, refusals


def refused(state, action: Action) -> str:
    """The refusal of ``action`` in ``state`` ('' when it is allowed there)."""
    try:
        TITLE.apply(state, action)
    except IllegalAction as exc:
        return str(exc)
    return ""


@pytest.fixture(scope="module", params=sorted(GAMES))
def both(request) -> tuple[str, tuple, tuple]:
    game = request.param
    return game, played(game, 5, "en"), played(game, 5, "es")


def test_the_same_seed_makes_the_same_moves_in_both_languages(both):
    _game, english, spanish = both
    assert english[0] == spanish[0]
    assert [what for what, _ in english[1]] == [what for what, _ in spanish[1]]


def test_every_text_with_words_is_spanish(both):
    game, english, spanish = both
    players = tuple(f"Bot {i + 1}" for i in range(GAMES[game][1]))
    worded = [
        (what, en, es)
        for (what, en), (_, es) in zip(english[1], spanish[1], strict=True)
        if has_words(en, players)
    ]
    assert {what for what, _, _ in worded} == {"move", "status", "log"}
    still_english = sorted({f"{what}: {en}" for what, en, es in worded if en == es})
    assert still_english == []


def test_refusals_are_spanish(both):
    _game, english, spanish = both
    pairs = {(en, es) for en, es in zip(english[2], spanish[2], strict=True) if en}
    assert len({en for en, _ in pairs}) >= 4, pairs
    assert sorted(en for en, es in pairs if en == es or not es) == []


def test_a_move_refusal_names_the_rule_in_spanish():
    with speaking("es"):
        session = new_session("simple", 5)
        message = refused(session.state, TakeQuest(99))
    # a quest clicked while wealth cards are chosen: when quests are taken, and what to do now
    assert message.startswith("las misiones se toman y se equipan en la fase de misiones")
    assert "ahora quédate con 2 de las cartas de riqueza" in message
