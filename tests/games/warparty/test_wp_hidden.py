"""Warparty's view hides other seats' secrets (issue 36): part 1 has none, so a view is the
state; the mechanism part 2's secret quests and spells will use is checked on a stand-in field."""

from __future__ import annotations

from forgegames.core import registry
from forgegames.core.frozen import evolve
from forgegames.core.replay import NO_SEAT
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty import hidden

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))


def start():
    title = registry.get("warparty")
    return title, title.new_game(GameConfig("warparty", SEATS, "standard"))


def test_with_no_spells_chosen_a_view_is_the_state_and_no_curtain_is_needed() -> None:
    title, state = start()
    assert hidden.SECRET_FIELDS == ("spells", "dealt", "quests")
    assert state.spells == state.dealt == state.quests == ()
    for seat in range(len(state.seats)):
        assert title.view(state, seat) is state
    assert not title.has_private_info(state)


def test_a_secret_field_keeps_the_viewers_armies_and_hides_the_others() -> None:
    _, state = start()
    mine, theirs = state.seats[0], state.seats[1]
    # ``armies`` stands in for a secret field: (army, value) pairs
    seen = hidden.hide_secrets(state, 0, ("armies",))
    values = dict(seen.armies)
    assert all(values[army] == dict(state.armies)[army] for army in mine)
    assert all(values[army] == hidden.HIDDEN for army in theirs)
    public = hidden.hide_secrets(state, NO_SEAT, ("armies",))
    assert all(value == hidden.HIDDEN for _, value in public.armies)


def test_changing_another_seats_secret_leaves_the_view_unchanged() -> None:
    _, state = start()
    theirs = state.seats[1][0]
    armies = dict(state.armies)
    other = evolve(armies[theirs], treasury=armies[theirs].treasury + 7)
    changed = evolve(state, armies=tuple((a, other if a == theirs else v) for a, v in state.armies))
    assert changed != state
    view = hidden.hide_secrets(state, 0, ("armies",))
    assert hidden.hide_secrets(changed, 0, ("armies",)) == view
    # the owner sees the change
    assert hidden.hide_secrets(changed, 1, ("armies",)) != hidden.hide_secrets(
        state, 1, ("armies",)
    )


def test_a_held_secret_tuple_shows_how_many_not_which() -> None:
    assert hidden.hidden_like(("quest-a", "quest-b")) == (hidden.HIDDEN, hidden.HIDDEN)
    assert hidden.hidden_like("fireball") == hidden.HIDDEN
