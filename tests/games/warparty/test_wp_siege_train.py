"""Siege Train is dealt only to armies that field a siege unit (content version 9,
docs/rulings.md "Siege Train and the Undead"); games of older versions deal it to any army."""

from __future__ import annotations

from wpscenario import TITLE, W, config

from forgegames.core.title import CHANCE
from forgegames.games.warparty import quests
from forgegames.games.warparty.actions import DealQuest

ORDER = ("humans", "dwarves", "goblins", "undead")


def offered_to(title, state, army: str) -> set[str]:
    """The cards ``army`` may be dealt at its first draw, dealing every army before it the
    first card it is offered that is not Siege Train (so Siege Train is still in the deck)."""
    while True:
        assert title.current_player(state) == CHANCE
        outcomes = [a for a, _ in title.chance_outcomes(state)]
        assert all(isinstance(a, DealQuest) for a in outcomes)
        if outcomes[0].army == army:
            return {a.quest for a in outcomes}
        pick = next(a for a in outcomes if a.quest != "siege-train")
        state = title.apply(state, pick).state


def ordered(title):
    state = title.new_game(config(2))
    for move in ("rolloff good", "order first"):
        state = title.apply(state, title.parse_action(move)).state
    return state


def test_the_undead_who_field_no_siege_unit_are_never_dealt_siege_train() -> None:
    state = ordered(TITLE)
    offers = {army: offered_to(TITLE, state, army) for army in ORDER}
    for army in ("humans", "dwarves", "goblins"):
        assert "siege-train" in offers[army], army
    assert "siege-train" not in offers["undead"]
    deck = quests.cards(W)
    assert len(offers["undead"]) >= 6  # still dealt every card left that is not kept from them
    assert all(not deck[q].armies or "undead" in deck[q].armies for q in offers["undead"])


def test_the_undead_cannot_complete_it_so_the_deck_keeps_it_from_them() -> None:
    card = quests.cards(W)["siege-train"]
    assert card.objective.kind == "own-units" and card.objective.unit_kind == "siege"
    sheets = W.content.armies
    fielding = {a for a in ORDER if any(u.kind == "siege" for u in sheets[a].units.values())}
    assert fielding == {"humans", "dwarves", "goblins"} == set(card.armies)


def test_games_of_content_version_8_deal_it_to_the_undead_as_before() -> None:
    old = TITLE.at_version(8)
    assert "siege-train" in offered_to(old, ordered(old), "undead")


def test_quick_play_deals_the_same_deck() -> None:
    state = TITLE.new_game(config(2, "quick-play"))
    for move in ("rolloff evil", "order second"):
        state = TITLE.apply(state, TITLE.parse_action(move)).state
    assert state.phase == "quests"
    assert "siege-train" not in offered_to(TITLE, state, "undead")
    assert "siege-train" in offered_to(TITLE, state, "goblins")
