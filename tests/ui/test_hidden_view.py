"""What a seat may not see never reaches its screen (issue 36): a hidden part of the game
changed behind the viewer's back leaves the text report and every pixel the same, because
boards and the frame draw the viewer's view only (``BoardHost``)."""

from __future__ import annotations

import dataclasses

import pygame
from uihelp import greedy_session, open_game, run_timers

from forgegames.core.title import SeatConfig
from forgegames.ui import text_report

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


def seen(app, session) -> tuple[list[dict], bytes]:
    """The words and the pixels of ``session``'s game on screen, for the person to move."""
    scene = open_game(app, session)
    run_timers(app, steps=40, dt=100)
    assert scene.viewer == session.active
    text_report.start()
    try:
        app.surface = text_report.recording_window(app.surface)
        scene.layer = None
        app.draw()
        words = text_report.report(app.surface)
        pixels = pygame.image.tobytes(app.surface, "RGB")
    finally:
        text_report.stop()
    app.stack.pop()
    return words, pixels


def same_screen(app, game: str, variant: str, hide, moves: int = 0, in_view: bool = False) -> None:
    """``hide`` changes a part of the state the person to move may not see: the screen stays.
    The title's view hides that part, unless ``in_view`` (a part nobody sees, kept in views).
    """
    plain = greedy_session(game, SEATS, 3, moves, variant)
    changed = greedy_session(game, SEATS, 3, moves, variant)
    changed.state = hide(changed.state, changed.active)
    assert changed.state != plain.state
    title = plain.title
    same_view = title.view(changed.state, plain.active) == title.view(plain.state, plain.active)
    assert same_view != in_view
    before = seen(app, plain)
    after = seen(app, changed)
    assert [w["text"] for w in after[0]] == [w["text"] for w in before[0]]
    assert after[0] == before[0]
    assert after[1] == before[1]


def test_forge_war_another_seats_wealth_choice_changes_nothing_on_screen(app) -> None:
    """Bruno chooses his wealth cards after Alice: which two she kept, and whether she
    stacks them, stay off his screen until both have chosen."""

    def hide(state, viewer):
        assert state.phase == "wealth" and viewer == 1
        seat = state.seats[0]
        assert seat.kept is not None and len(seat.hand) == 4
        other = tuple(card for card in seat.hand if card not in seat.kept)[:2]
        changed = dataclasses.replace(seat, kept=other, stack=not seat.stack)
        return dataclasses.replace(state, seats=(changed, *state.seats[1:]))

    same_screen(app, "forge-war", "simple", hide, moves=24)


def test_forge_war_another_seats_wealth_hand_changes_nothing_on_screen(app) -> None:
    def hide(state, viewer):
        assert state.phase == "wealth"
        other = 1 - viewer
        seat = state.seats[other]
        swapped = state.wealth_deck[: len(seat.hand)]
        assert swapped and set(swapped) != set(seat.hand)
        seats = list(state.seats)
        seats[other] = dataclasses.replace(seat, hand=swapped)
        return dataclasses.replace(state, seats=tuple(seats))

    same_screen(app, "forge-war", "simple", hide)


def test_kings_forge_the_gather_decks_order_changes_nothing_on_screen(app) -> None:
    """King's Forge hides nothing of one seat from another (its view is the state); the one
    thing no seat sees is the order of the gather deck's cards (each draw is a chance among
    them all), and the screen must not show it either."""

    def hide(state, viewer):
        assert len(state.deck) > 1
        return dataclasses.replace(state, deck=tuple(reversed(state.deck)))

    same_screen(app, "kings-forge", "standard", hide, in_view=True)


def test_warparty_draws_the_viewers_view_whatever_it_holds(app, monkeypatch) -> None:
    """Warparty hides what ``games/warparty/hidden.py`` names (the spells chosen): its screen
    is made from the view alone, so what a view hides cannot show. A view that tells of
    another seat's treasury differently is drawn just as a game that really holds it."""
    from forgegames.core.frozen import evolve

    def bump(state):
        army = state.seats[1][0]
        armies = dict(state.armies)
        richer = evolve(armies[army], treasury=armies[army].treasury + 7)
        return evolve(state, armies=tuple((a, richer if a == army else v) for a, v in state.armies))

    plain = greedy_session("warparty", SEATS, 3, 0)
    truly = greedy_session("warparty", SEATS, 3, 0)
    truly.state = bump(truly.state)
    drawn_plain = seen(app, plain)
    drawn_truly = seen(app, truly)
    assert drawn_truly[1] != drawn_plain[1]  # the treasury is on screen
    title = type(plain.title)
    monkeypatch.setattr(title, "view", lambda self, state, seat: bump(state))
    told = seen(app, greedy_session("warparty", SEATS, 3, 0))
    assert told[0] == drawn_truly[0]
    assert told[1] == drawn_truly[1]


def test_warparty_another_seats_spell_choices_change_nothing_on_screen(app) -> None:
    """Issue 37: which spells the other seat's heroes chose stays off this seat's screen (its
    words and pixels); how many they hold is public, and so kept the same here."""
    from forgegames.core.frozen import evolve
    from forgegames.games.warparty.scenario_position import board_position, started

    def position(goblin_spells: tuple[str, ...]):
        session = greedy_session("warparty", SEATS, 3, 0)
        units = [
            ("humans", "wizard", "crownvale", "", "", 0, ("speed", "teleport")),
            ("goblins", "priest", "greenhollow", "", "", 60, goblin_spells),
        ]
        state = board_position(started(session.title, session.config), units, "good")
        session.state = state
        return session

    plain = position(("fear", "heal", "eye-of-the-explorer", "raise-dead"))
    changed = position(("heal", "heal", "mark-of-passing", "unholy-word"))
    assert plain.active == changed.active == plain.state.seat_of("humans")
    assert changed.state != plain.state
    view = plain.title.view
    assert view(changed.state, plain.active) == view(plain.state, plain.active)
    before, after = seen(app, plain), seen(app, changed)
    assert after[0] == before[0]
    assert after[1] == before[1]
    # the seat's own spells are its to see: a change to them is in its view
    mine = evolve(plain.state, spells=(("humans", ("1:speed", "1:speed")), plain.state.spells[0]))
    assert view(mine, plain.active) != view(plain.state, plain.active)


def test_warparty_another_seats_quests_change_nothing_on_screen(app) -> None:
    """Issue 37: which quests the other seat keeps stays off this seat's screen (its words and
    pixels), as the spells do; its own quests are in its view, on its army panel."""
    from forgegames.core.frozen import evolve
    from forgegames.games.warparty.scenario_position import board_position, started

    def position(goblin_quests: tuple[str, ...]):
        session = greedy_session("warparty", SEATS, 3, 0)
        units = [("humans", "soldier", "crownvale"), ("goblins", "wolf-rider", "greenhollow")]
        state = board_position(started(session.title, session.config), units, "good")
        held = (("goblins", goblin_quests), ("humans", ("warmonger", "settler")))
        session.state = evolve(state, quests=held)
        return session

    plain = position(("conqueror", "full-coffers"))
    changed = position(("heart-of-the-forest", "put-to-the-torch"))
    assert plain.active == changed.active == plain.state.seat_of("humans")
    assert changed.state != plain.state
    view = plain.title.view
    assert view(changed.state, plain.active) == view(plain.state, plain.active)
    before, after = seen(app, plain), seen(app, changed)
    assert after[0] == before[0]
    assert after[1] == before[1]
    mine = evolve(plain.state, quests=(plain.state.quests[0], ("humans", ("conqueror",))))
    assert view(mine, plain.active) != view(plain.state, plain.active)


def test_warparty_another_seats_dealt_quests_change_nothing_on_screen(app) -> None:
    """While the quests are kept, the cards dealt to the other seat stay off the screen of
    the seat choosing."""
    from forgegames.core.frozen import evolve
    from forgegames.games.warparty.actions import Order

    def dealing():
        session = greedy_session("warparty", SEATS, 3, 0)
        session.apply(Order("first"))
        session.resolve_chance()
        return session

    plain, changed = dealing(), dealing()
    assert plain.state.phase == "quests" and plain.active == 0
    dealt = dict(plain.state.dealt)
    theirs = plain.state.seats[1][0]
    others = [q for q in ("conqueror", "warmonger", "settler", "hoard") if q not in dealt[theirs]]
    dealt[theirs] = tuple(others[:3])
    changed.state = evolve(changed.state, dealt=tuple(sorted(dealt.items())))
    assert changed.state != plain.state
    view = plain.title.view
    assert view(changed.state, 0) == view(plain.state, 0)
    before, after = seen(app, plain), seen(app, changed)
    assert after[0] == before[0]
    assert after[1] == before[1]
