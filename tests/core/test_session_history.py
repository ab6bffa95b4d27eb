"""A session keeps the state before some of its entries only (every ``KEEP_EVERY``th and the
last ``KEEP_LAST``) and makes any other again by applying the moves in between: for every
title, each state it makes again equals the one the game passed through, and undo and rewind
reach states it no longer keeps."""

from __future__ import annotations

import every_title
import pytest

from forgegames.cli import make_config
from forgegames.core import registry
from forgegames.core.session import KEEP_EVERY, KEEP_LAST, Session

CROSS_TITLE = True
TITLES = every_title.title_ids()
"""Every registered title, from the registry (``tests/test_every_title_covered.py``)."""
CASES = [(title_id,) for title_id in TITLES]


class Recording(Session):
    """A session that writes down each state as JSON when it makes it."""

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self.seen = [self.title.to_json(self.state)]

    def _apply_one(self, action, drawn: bool = False):
        events = super()._apply_one(action, drawn)
        self.seen.append(self.title.to_json(self.state))
        return events


def played(title_id: str, moves: int) -> tuple[Session, list[str]]:
    """A game of random bots, about ``moves`` entries long (or to its end), with each state
    it passed through written down as it was made."""
    title = registry.get(title_id)
    session = Recording(title, make_config(title, 2, None, {0: "random", 1: "random"}), 7)
    session.resolve_chance()
    while not session.over and len(session.history) < moves:
        session.apply(session.bot_action())
    return session, session.seen


@pytest.mark.parametrize("title_id", TITLES)
def test_every_state_made_again_is_the_one_the_game_passed_through(title_id):
    session, seen = played(title_id, 3 * KEEP_EVERY + 10)
    title = session.title
    history = session.history
    assert len(history) > 2 * KEEP_EVERY
    kept = [i for i, entry in enumerate(history) if entry.kept is not None]
    recent = set(range(len(history) - KEEP_LAST, len(history)))
    assert set(kept) == {i for i in range(len(history)) if i % KEEP_EVERY == 0} | recent
    for index in range(len(history) + 1):
        assert title.to_json(session.state_before(index)) == seen[index], index
    assert [title.to_json(s) for s in session.states()] == seen


@pytest.mark.parametrize("title_id", TITLES)
def test_rewind_reaches_a_state_no_longer_kept(title_id):
    session, seen = played(title_id, 2 * KEEP_EVERY + 10)
    target = KEEP_EVERY + 5
    assert session.history[target].kept is None
    session.rewind(target)
    assert len(session.history) == target
    assert session.title.to_json(session.state) == seen[target]
    session.resolve_chance()  # and the game goes on from there
    session.apply(session.bot_action())


def test_undo_takes_back_more_own_moves_than_the_session_keeps_states_for():
    session, seen = played("warparty", 0)
    run = KEEP_LAST + 3
    while not session.over:
        session.apply(session.bot_action())
        last = session.history[-run:]
        own = all(e.actor == session.active and not e.barrier for e in last)
        if len(session.history) > KEEP_EVERY and own and session.history[-run].kept is None:
            break
    assert not session.over, "no seat made that many moves in a row"
    length = len(session.history)
    for taken in range(1, run + 1):
        session.undo()
        assert session.title.to_json(session.state) == seen[length - taken]


@pytest.mark.parametrize("title_id", ("kings-forge", "warparty"))
def test_a_state_made_again_is_kept_until_its_moves_are_taken_back(title_id):
    """The log's pointer asks for the same state again and again: the second time it is the
    same object; after the moves before it are rewound and played otherwise, it is made anew."""
    session, seen = played(title_id, KEEP_EVERY + 12)
    index = KEEP_EVERY + 5
    assert session.history[index].kept is None
    first = session.state_before(index)
    assert session.state_before(index) is first
    session.rewind(index - 3)
    session.resolve_chance()
    while len(session.history) <= index:
        choices = session.legal_actions()
        session.apply(choices[-1])  # another way than the random bot's
        session.resolve_chance()
    again = session.state_before(index)
    assert again is not first
    title = session.title
    replayed = session.history[0].kept
    for i in range(index):
        replayed = title.apply(replayed, session.history[i].action).state
    assert title.to_json(again) == title.to_json(replayed)


def test_a_state_is_made_from_the_nearest_one_made_before_it(monkeypatch):
    """The pointer going down the log asks for neighbouring states: each is made from the one
    made just before it, not again from the last state kept; one made before moves taken back
    and played otherwise is not used."""
    session, seen = played("warparty", KEEP_EVERY + 20)
    title = session.title
    index = KEEP_EVERY + 4
    assert all(session.history[i].kept is None for i in range(index, index + 8))
    applied = []
    real = session._after
    monkeypatch.setattr(session, "_after", lambda s, i: applied.append(i) or real(s, i))
    session.state_before(index)
    assert applied == list(range(KEEP_EVERY, index))
    applied.clear()
    assert title.to_json(session.state_before(index + 3)) == seen[index + 3]
    assert applied == [index, index + 1, index + 2]  # from the state before ``index``
    session.rewind(index + 1)
    session.resolve_chance()
    while len(session.history) <= index + 6 + KEEP_LAST and not session.over:
        session.apply(session.legal_actions()[-1])  # another way than the random bot's
        session.resolve_chance()
    assert session.history[index + 5].kept is None
    applied.clear()
    again = session.state_before(index + 5)
    assert applied == list(range(index, index + 5))  # not from the old index + 3
    replayed = session.history[0].kept
    for i in range(index + 5):
        replayed = title.apply(replayed, session.history[i].action).state
    assert title.to_json(again) == title.to_json(replayed)


def test_the_states_made_on_the_way_to_one_are_kept(monkeypatch):
    """Making the state before entry ``index`` makes every state between the last one kept
    and it: those are kept too (the pointer going up the log finds them made), and one made
    before its moves were taken back and played otherwise is made again."""
    session, seen = played("forge-war", KEEP_EVERY + 20)
    title = session.title
    index = KEEP_EVERY + 9
    assert all(session.history[i].kept is None for i in range(KEEP_EVERY + 1, index + 1))
    applied = []
    real = session._after
    monkeypatch.setattr(session, "_after", lambda s, i: applied.append(i) or real(s, i))
    session.state_before(index)
    applied.clear()
    for back in range(KEEP_EVERY + 1, index):
        assert title.to_json(session.state_before(back)) == seen[back], back
    assert applied == []  # each was made on the way and kept
    session.rewind(KEEP_EVERY + 3)
    session.resolve_chance()
    while len(session.history) <= index + KEEP_LAST and not session.over:
        session.apply(session.legal_actions()[-1])  # another way than the random bot's
        session.resolve_chance()
    applied.clear()
    again = session.state_before(KEEP_EVERY + 6)
    # from the last state whose entry stayed (before entry KEEP_EVERY + 2), not the old ones
    assert applied == list(range(KEEP_EVERY + 2, KEEP_EVERY + 6))
    replayed = session.history[0].kept
    for i in range(KEEP_EVERY + 6):
        replayed = title.apply(replayed, session.history[i].action).state
    assert title.to_json(again) == title.to_json(replayed)
