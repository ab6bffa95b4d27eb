"""The teaching table (issue 41): a game option under which undo takes back anything, past
the draws and rolls that normally stop it, so a teacher can show a move, take it back and
show another. The draws come again the same: undo cannot fish for a better one."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgegames.core.errors import IllegalAction
from forgegames.core.saves import read_save
from forgegames.core.session import Session
from forgegames.core.title import CHANCE, GameConfig, SeatConfig

PEOPLE = (SeatConfig("Ann", "blue"), SeatConfig("Bob", "orange"))


def kings_forge(teaching: bool, bots: tuple[str | None, ...] = (None, None)) -> Session:
    seats = tuple(SeatConfig(s.name, s.colour, bot) for s, bot in zip(PEOPLE, bots, strict=True))
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 5)
    session.set_teaching(teaching)
    return session


def claim_a_gather_card(session: Session) -> str:
    """The first gather card the active seat may claim, claimed (its place is refilled by a
    draw); the claim's text."""
    claim = next(a for a in session.legal_actions() if str(a).startswith("claim "))
    session.apply(claim)
    assert session.history[-1].actor == CHANCE  # the draw that refills the place
    return str(claim)


def test_without_the_teaching_table_undo_stops_at_the_draw() -> None:
    session = kings_forge(False)
    claim_a_gather_card(session)
    state = session.state
    assert session.undo_blocker() == "cannot undo past a dice roll or a card draw"
    with pytest.raises(IllegalAction, match="cannot undo past a dice roll or a card draw"):
        session.undo()
    assert session.state == state


def test_at_the_teaching_table_undo_goes_back_past_the_draw_and_the_draw_comes_again() -> None:
    session = kings_forge(True)
    before, length = session.state, len(session.history)
    claim = claim_a_gather_card(session)
    drawn = [str(e.action) for e in session.history[length:] if e.actor == CHANCE]
    after = session.state
    assert session.can_undo() and session.can_undo(1 - session.active)  # whoever holds it
    assert str(session.undo()) == claim
    assert session.state == before and len(session.history) == length
    # Redo plays the claim again, and the same card is drawn.
    session.redo()
    assert session.state == after
    assert [str(e.action) for e in session.history[length:] if e.actor == CHANCE] == drawn
    # So does playing it again by hand, after another undo.
    session.undo()
    session.apply(session.title.parse_action(claim))
    assert session.state == after


def test_at_the_teaching_table_undo_changes_no_later_draw() -> None:
    """A claim made after another was shown and taken back draws exactly what it draws in a
    game where nothing was taken back (the stream is the seed and the place in the history):
    undo cannot fish for a better card."""
    session = kings_forge(True)
    claims = [a for a in session.legal_actions() if str(a).startswith("claim ")]
    assert len(claims) >= 2
    session.apply(claims[0])
    session.undo()
    session.apply(claims[1])
    plain = kings_forge(False)
    plain.apply(claims[1])
    assert session.state == plain.state
    assert [e.action for e in session.history] == [e.action for e in plain.history]


def test_at_the_teaching_table_undo_takes_back_the_computer_s_moves_after_a_person_s() -> None:
    """Against a computer player, undo goes back to the person's last move: taking back the
    computer's alone would have it play the same move again."""
    session = kings_forge(True, (None, "random"))

    def computer_plays() -> None:
        while session.is_bot_turn():
            session.apply(session.bot_action())

    computer_plays()
    start = len(session.history)
    claim_a_gather_card(session)
    computer_plays()
    assert any(e.actor == 1 for e in session.history[start:])
    session.undo()
    assert len(session.history) == start and session.active == 0


def test_the_teaching_table_is_saved_with_the_game(tmp_path: Path) -> None:
    session = kings_forge(True)
    claim_a_gather_card(session)
    path = tmp_path / "game.json"
    session.save(path)
    assert read_save(path).teaching is True
    again = Session.load(path)
    assert again.teaching and again.can_undo()
    again.set_teaching(False)
    again.save(path)
    assert read_save(path).teaching is False
    assert not Session.load(path).teaching
    assert "teaching" not in path.read_text(encoding="utf-8")  # off: the save is as before


def test_the_teaching_table_is_off_in_a_new_game() -> None:
    session = Session.start(GameConfig("kings-forge", PEOPLE, "standard"), 5)
    assert session.teaching is False
