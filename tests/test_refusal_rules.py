"""Every refusal names the rules section that explains it, where it is worded: moves tried out
of turn in seeded bot games of each title (moves that were legal earlier in the game, and a
few that never are) are refused with a ``rule`` that the title's rules text holds, in English
and in Spanish alike (the section never depends on the words)."""

from __future__ import annotations

import every_title
import pytest

from forgegames.core import registry
from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import speaking
from forgegames.core.rules_text import sections
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.core.title import Title
from forgegames.games.forge_war import TITLE as FORGE_WAR
from forgegames.games.forge_war.game_actions import Buy, Sell, TakeQuest
from forgegames.games.forge_war.mine_actions import MoveOverseer

CROSS_TITLE = True
CASES = every_title.games(
    seats_by_title={"kings-forge": 3}, extra=[("forge-war", "solo", 1, (("difficulty", "medium"),))]
)
GAMES = {f"{t}-{v}": (registry.get(t), v, n, options) for t, v, n, options in CASES}
"""The games played, by name: title, variant, seats, options."""

BOGUS = {
    FORGE_WAR.info.id: (TakeQuest(99), MoveOverseer((99, 99), (98, 98)), Sell("gem"), Buy("x")),
}
"""Moves no position allows, tried as well at every turn."""

MOVES = 150
"""Turns of each game at which refused moves are tried (enough to see every phase)."""


def refusals(game: str, seed: int) -> list[tuple[str, str, str | None]]:
    """(move, words, rule) of moves refused in a seeded bot game: at each seat's turn, moves
    legal at an earlier turn that are not now, and the title's ``BOGUS`` moves."""
    title, variant, seats, options = GAMES[game]
    session = Session(title, bot_config(title, seats, variant, ["greedy"], options), seed)
    seen: dict[str, object] = {}
    found = []
    for _ in range(MOVES):
        session.resolve_chance()
        if session.over:
            break
        state = session.state
        legal = title.legal_actions(state)
        tried = [a for a in list(seen.values())[-40:] if a not in legal]
        for action in (*tried[-8:], *BOGUS.get(title.info.id, ())):
            try:
                title.apply(state, action)
            except IllegalAction as exc:
                found.append((str(action), str(exc), exc.rule))
        seen.update((str(a), a) for a in legal[:20])
        session.apply(session.bot_action())
    return found


def known_rules(title: Title) -> set[str]:
    """The title's section ids and the finer ids (``points``) of their paragraphs."""
    found = sections(title.info.id)
    return {s.id for s in found} | {point for s in found for point in s.points}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("game", list(GAMES))
def test_every_refusal_names_a_rules_section(game: str, lang: str) -> None:
    with speaking(lang):
        found = refusals(game, seed=7)
    assert len(found) >= 20, f"too few refusals tried in {game}"
    known = known_rules(GAMES[game][0])
    wrong = [(move, words, rule) for move, words, rule in found if rule not in known]
    assert not wrong, wrong[:5]


@pytest.mark.parametrize("game", list(GAMES))
def test_the_section_does_not_depend_on_the_language(game: str) -> None:
    with speaking("en"):
        english = refusals(game, seed=11)
    with speaking("es"):
        spanish = refusals(game, seed=11)
    assert [r[0] for r in english] == [r[0] for r in spanish]
    assert [r[2] for r in english] == [r[2] for r in spanish]
    assert any(e[1] != s[1] for e, s in zip(english, spanish, strict=True))
