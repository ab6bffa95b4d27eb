"""Forge War's hidden wealth cards dealt at random for the search player (``Rules.determinize``).

A view shows "?" for each wealth card a seat may not see: the deck's cards and, while the wealth
cards are being chosen, the others' hands and kept cards. A full state consistent with the view
puts a card in each such place, drawn from the wealth cards the view shows nowhere (each card
exists once). Cards gone from play earlier are not in the view either, so they may be dealt
into a hidden place: the search sees a little more uncertainty than there is, never less.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from forgegames.games.forge_war.state import FWState, evolve

HIDDEN = "?"


def deal_unseen(view: FWState, cards: Iterable[str], rng: Any) -> FWState:
    """``view`` with each hidden wealth card replaced by one of the unseen ``cards``."""
    hidden_seats = [
        i
        for i, data in enumerate(view.seats)
        if HIDDEN in data.hand or (data.kept is not None and HIDDEN in data.kept)
    ]
    if not hidden_seats and HIDDEN not in view.wealth_deck:
        return view
    seen = {c for data in view.seats for c in (*data.hand, *(data.kept or ())) if c != HIDDEN}
    pool = sorted(set(cards) - seen)
    rng.shuffle(pool)
    seats = list(view.seats)
    for i in hidden_seats:
        data = seats[i]
        hand = tuple(pool.pop() if c == HIDDEN else c for c in data.hand)
        kept = data.kept
        if kept is not None and HIDDEN in kept:
            kept = hand[: len(kept)]  # kept cards are chosen from the hand
        seats[i] = evolve(data, hand=hand, kept=kept)
    deck = view.wealth_deck
    if HIDDEN in deck:
        deck = tuple(sorted(pool.pop() for _ in deck))
    return evolve(view, seats=tuple(seats), wealth_deck=deck)
