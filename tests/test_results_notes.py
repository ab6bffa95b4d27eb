"""How each title tells a finished game's decision: the tie-breaker when totals tie, the way a
war ended, and the words for a total (engine level; the results screen shows them)."""

from __future__ import annotations

import dataclasses

from forgegames.core import registry
from forgegames.core.frozen import evolve
from forgegames.core.i18n import speaking
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war.scoring import final_scores
from forgegames.games.forge_war.state import with_more
from forgegames.games.kings_forge.state import PHASE_OVER as KF_OVER

SEATS3 = tuple(SeatConfig(f"P{i}", c, None) for i, c in enumerate(("blue", "orange", "green")))


def started(game: str, seats=SEATS3, variant: str | None = None):
    title = registry.get(game)
    from forgegames.core.session import Session

    config = GameConfig(game, seats, variant or title.info.default_variant)
    session = Session(title, config, 5)
    session.resolve_chance()
    return title, session.state


def test_kings_forge_tie_on_cards_names_the_highest_rank():
    title, state = started("kings-forge")
    claimed = [("anvil", "kings-seal"), ("knife", "shield"), ("anvil",)]
    players = tuple(
        dataclasses.replace(p, claimed=c) for p, c in zip(state.players, claimed, strict=True)
    )
    over = evolve(state, players=players, phase=KF_OVER)
    text, seats = title.deciding_note(over)
    assert seats == (0, 1)  # the two tied on two cards, the winner first
    assert "Tied on 2 crafted cards" in text and "rank 28" in text  # the King's Seal
    assert text.format("Ana", "Bo").startswith("Tied on 2 crafted cards: Ana wins")
    assert [line.seat for line in title.score_breakdown(over) if line.winner] == [0]
    # no tie: the totals alone decide
    players = (players[0], dataclasses.replace(players[1], claimed=("knife",)), players[2])
    assert title.deciding_note(dataclasses.replace(over, players=players)) is None
    assert title.score_words(1) == "1 crafted card" and title.score_words(3) == "3 crafted cards"
    with speaking("es"):  # the rulebook counts the cards claimed ('reclamadas')
        assert title.score_words(4) == "4 cartas de artesanía"
        assert title.deciding_note(over)[0].startswith("Empate a 2 cartas de artesanía")
    # a card held is named alone (no ': 1' after it); the count follows it
    parts = title.score_breakdown(over)[0].parts
    assert parts[0] == ("Anvil (rank 1)", None) and parts[2] == ("Cards claimed", 2.0)


def test_forge_war_tie_on_prestige_goes_to_the_earlier_player():
    title, state = started("forge-war")
    over = state
    over = evolve(over, phase="over")
    totals = final_scores(over)
    for seat in range(over.players):
        over = with_more(over, seat, prestige=40 - totals[seat])  # every seat on 40
    text, seats = title.deciding_note(over)
    assert seats == tuple(over.order)
    assert text == "Tied on 40 prestige: {0} wins, being earlier in the player order."
    assert [line.seat for line in title.score_breakdown(over) if line.winner] == [over.order[0]]
    over = with_more(over, over.order[-1], prestige=1)  # the last in order now leads alone
    assert title.deciding_note(over) is None
    labels = [label for label, _ in title.score_breakdown(over)[0].parts]
    assert labels[0] == "Quests" and "Gold and cubes left" in labels
    (made_of,) = title.result_notes(over)
    assert "1 for every 4 gold" in made_of
    assert title.score_words(12) == "12 prestige"


def test_warparty_tells_how_the_war_ended():
    seats = SEATS3[:2]
    title, state = started("warparty", seats)
    for how, words in [
        ("income tie-break", "wins on team income"),
        ("capital burned", "complete victory"),
        ("economic victory", "economic victory"),
    ]:
        over = dataclasses.replace(state, phase="over", winner="good", how=how)
        text, named = title.deciding_note(over)
        assert words in text and "Good team" in text
        assert [title.score_breakdown(over)[0].seat] == list(named)
    draw = dataclasses.replace(state, phase="over", winner="draw", how="tied on points and income")
    text, named = title.deciding_note(draw)
    assert "a draw" in text and named == (0, 1)
    assert [title.score_words(t) for t in (1.0, 0.0, 0.5)] == ["Victory", "Defeat", "Draw"]


def test_kings_forge_tie_on_one_card_and_spanish_prestige_read_in_the_singular(request):
    """A tie on one crafted card is not 'Tied on 1 crafted cards', and Spanish never says
    '1 puntos de prestigio' (issue 39: the results read '1 puntos')."""
    from forgegames.core import i18n

    title, state = started("kings-forge")
    claimed = [("anvil",), ("knife",), ()]
    players = tuple(
        dataclasses.replace(p, claimed=c) for p, c in zip(state.players, claimed, strict=True)
    )
    over = dataclasses.replace(state, players=players, phase=KF_OVER)
    text, _seats = title.deciding_note(over)
    assert text.startswith("Tied on 1 crafted card: {0} wins"), text
    request.addfinalizer(lambda: i18n.set_language("en"))
    i18n.set_language("es")
    text, _seats = title.deciding_note(over)
    assert text.startswith("Empate a 1 carta de artesanía:"), text
    words = registry.get("forge-war").score_words(1)
    assert words == "1 de prestigio", words
