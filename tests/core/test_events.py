"""Every title's log speaks one event type (``core.title.Event``): a kind from ``EVENT_KINDS``,
the seat the event concerns, and words that name that seat's player unless marked ``bare``.
Checked over seeded games where one player's name is the prefix of another's ("Ann", "Anna");
the log's use of it (a player named like a piece of the game) is in tests/ui/test_log_seats.py."""

from __future__ import annotations

import re

import every_title
import pytest

from forgegames.core import registry
from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.title import EVENT_KINDS, GameConfig, SeatConfig

NAMES = ("Ann", "Anna", "Bo", "Cy")
CROSS_TITLE = True
CASES = every_title.games(
    seats_by_title={"kings-forge": 4, "forge-war": 4},
    extra=[("kings-forge", "standard", 2, ()), ("forge-war", "solo", 1, ())],
)
GAMES = [case[:3] for case in CASES]


def names(name: str, text: str) -> bool:
    """Whether ``text`` names ``name`` as a whole word ("Ann" is not in "Anna passes.")."""
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


def played(game: str, variant: str, players: int, actions: int = 600) -> Session:
    """A seeded game of random computer players, its first ``actions`` actions."""
    seats = tuple(SeatConfig(NAMES[i], f"c{i}", "random") for i in range(players))
    session = Session(registry.get(game), GameConfig(game, seats, variant), 24)
    session.resolve_chance()
    while not session.over and len(session.history) < actions:
        session.apply(session.bot_action())
    return session


@pytest.mark.parametrize(("game", "variant", "players"), GAMES)
def test_every_event_says_its_kind_its_seat_and_whether_its_words_name_it(game, variant, players):
    with speaking("en"):
        session = played(game, variant, players)
        title, state = session.title, session.state
        seated, kinds, seated_moves = 0, set(), 0
        for entry in session.history:
            for event in entry.events:
                assert event.kind in EVENT_KINDS, (event.kind, event.text)
                kinds.add(event.kind)
                if event.seat is None:
                    assert not event.bare, event.text
                    continue
                seated += 1
                assert event.seat >= 0
                who = (
                    session.config.seats[event.seat].name
                    if event.seat < players
                    else title.colour_name(state, event.seat)  # a solo game's automaton
                )
                if game == "warparty":
                    # its words name the seat's army, team or unit, never its player: a line
                    # stands alone in the seat's colour (docs/rulings.md, "Whose colour a
                    # Warparty log line takes"; tests/games/warparty/test_wp_log_seats.py)
                    assert not event.bare and not names(who, event.text), event.text
                else:
                    assert names(who, event.text) != event.bare, (who, event.text, event.bare)
                if event.kind == "move" and entry.actor >= 0:
                    # a player's move is theirs, or (solo Forge War) an automaton's they make
                    assert event.seat in (entry.actor, *range(players, 8)), event.text
                    seated_moves += 1
        # every title has dice or draws: a game tells its moves, its chance and its phases
        assert {"move", "chance", "phase"} <= kinds, kinds
        assert seated > 0
        assert seated_moves > 0  # the seat check above really ran
