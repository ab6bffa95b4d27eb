"""``simulate`` counts the games won by the team (or seat) that moved first, for every title."""

from __future__ import annotations

import dataclasses

import pytest

from forgegames.core import registry
from forgegames.core import simulate as simulate_module
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config, first_mover_won, play_one, simulate
from forgegames.core.title import ScoreLine
from forgegames.games.warparty.model import SIDES
from forgegames.games.warparty.rules import WarpartyTitle


def lines(*winners: bool) -> list[ScoreLine]:
    return [ScoreLine(seat, 0.0, (), won) for seat, won in enumerate(winners)]


def test_a_first_mover_win_is_a_win_of_one_of_its_seats_and_not_a_draw() -> None:
    assert first_mover_won((0,), lines(True, False))
    assert not first_mover_won((1,), lines(True, False))
    assert first_mover_won((1, 3), lines(False, True, False, True))
    assert not first_mover_won((0,), lines(True, True))  # a draw is nobody's win


@pytest.mark.parametrize(
    ("game", "players", "variant"),
    [("kings-forge", 2, None), ("forge-war", 2, None), ("warparty", 2, "quick-play")],
)
def test_simulate_counts_the_first_movers_wins_as_the_games_show(
    game, players, variant, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each game simulate plays is read by hand as it ends (each played once: replaying the
    three Warparty games took as long as simulate did): the first mover is the seat to act at
    the first decision (Warparty: the team the roll-off winner sent first), and the count
    matches."""
    title = registry.get(game)
    variant = variant or title.info.default_variant
    seed, games = 11, 3
    played: list[tuple[Session, object]] = []

    def play_and_keep(session: Session, check: bool = True) -> int:
        opening = session.state  # simulate hands over the session with chance resolved
        actions = play_one(session, check)
        played.append((session, opening))
        return actions

    monkeypatch.setattr(simulate_module, "play_one", play_and_keep)
    report = simulate(title, players, games, seed, variant=variant, bots=["greedy"], check=False)
    assert report.errors == 0, report.messages
    assert [s.seed for s, _ in played] == [seed + index for index in range(games)]
    expected = 0
    for session, opening in played:
        assert session.config == bot_config(title, players, variant, ["greedy"])
        assert session.over
        if game == "warparty":
            team = SIDES[session.state.first]
            seats = {i for i, armies in enumerate(session.state.seats) if armies[0] in team}
        else:
            seats = {title.current_player(opening)}
        winners = {line.seat for line in title.score_breakdown(session.state) if line.winner}
        expected += bool(winners & seats) and len(winners) < players
    assert report.first_mover_wins == expected
    assert report.to_json()["first_mover_wins"] == expected


def test_warparty_first_movers_are_the_seats_of_the_team_sent_first() -> None:
    title = WarpartyTitle()
    state = title.new_game(bot_config(title, 4, "standard", ["random"]))
    assert title.first_movers(state, dataclasses.replace(state, first="evil")) == (1, 3)
    assert title.first_movers(state, dataclasses.replace(state, first="good")) == (0, 2)
    two = title.new_game(bot_config(title, 2, "standard", ["random"]))
    assert title.first_movers(two, dataclasses.replace(two, first="evil")) == (1,)
