"""Cards flying to their owner, headless with real events: a King's Forge gather card claimed
by clicks, an item crafted, and a Forge War design or quest taken fly from where they lay to
the owner's area; a key skips the flight; the game state is the engine's throughout; with
animations off (as in every other test) nothing runs."""

from __future__ import annotations

import pygame
from test_kings_forge_board import start as start_kf
from uihelp import click, click_button, press

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.kings_forge.actions import Claim
from forgegames.ui.boards.kings_forge import KingsForgeBoard
from forgegames.ui.game_scene import GameScene


def flights(scene) -> list:
    return [a for a in scene.animations.running if "card_flight" in a.paint.__qualname__]


def painted_box(animation, size, p: float) -> pygame.Rect:
    """Where an animation paints at eased progress ``p`` (on an empty transparent surface)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    animation.paint(surface, p)
    return surface.get_bounding_rect()


def claim_by_clicks(app, scene) -> Claim:
    """Claim the first gather action with a single option by clicks, paying as suggested."""
    board: KingsForgeBoard = scene.board
    claims = [a for a in scene.session.legal_actions() if isinstance(a, Claim)]
    action = next(
        a for a in claims if [(c.card, c.side) for c in claims].count((a.card, a.side)) == 1
    )
    rect = next(
        t.rect for t in board.all_targets() if t.key == f"gather:{action.card}:{action.side}"
    )
    click(app, rect.center)
    if scene.session.state.sub == "pay":
        click_button(app, board.group, "Pay", pause=False)
    return action


def test_a_claimed_gather_card_flies_to_its_owners_tray_and_a_key_skips_it(app):
    scene = start_kf(app, seed=8)
    board: KingsForgeBoard = scene.board
    app.draw()  # the picture the card is cut from
    seat = scene.session.active
    source = dict(board.geo.gather_cards())
    app.fixed_animation_speed = "normal"
    action = claim_by_clicks(app, scene)
    flying = flights(scene)
    assert len(flying) == 1
    start_box = painted_box(flying[0], app.size, 0.0)
    assert start_box.center == source[action.card].center
    tray = board.geo.tray_rects(scene.session.state)[seat]
    end_box = painted_box(flying[0], app.size, 0.75)
    assert tray.top - 90 <= end_box.centery <= tray.bottom  # arriving above the tray
    assert abs(end_box.centerx - tray.centerx) < abs(start_box.centerx - tray.centerx) + 1
    # the animation paints over the board; the state is the engine's and stays so
    state, moves = scene.session.state, len(scene.session.history)
    app.tick(100)
    app.draw()
    assert scene.animations.active and scene.session.state is state
    press(app, pygame.K_x, pause=False)  # any key skips it
    assert not scene.animations.active
    assert scene.session.state is state and len(scene.session.history) == moves


def test_a_flight_runs_to_its_end_and_is_instant_when_animations_are_off(app):
    scene = start_kf(app, seed=8)
    app.draw()
    claim_by_clicks(app, scene)  # the tests' speed: off
    assert not scene.animations.active
    state = scene.session.state
    app.fixed_animation_speed = "normal"
    claim_by_clicks(app, scene)
    assert flights(scene)
    app.tick(1000)  # longer than any flight
    assert not flights(scene) and scene.session.state is not state  # the move was played


def crafted_gains(before, after) -> list:
    """Items a King's Forge seat holds after the move and did not before (crafted or stolen)."""
    held = {(c.card, c.seat) for c in before.crafted}
    claimed = {(card, seat) for seat, p in enumerate(before.players) for card in p.claimed}
    now = {(c.card, c.seat) for c in after.crafted}
    now |= {(card, seat) for seat, p in enumerate(after.players) for card in p.claimed}
    return sorted(now - held - claimed)


def card_gains(before, after) -> list:
    """Designs and quests a Forge War seat gained by the move."""
    return [
        seat
        for seat, (was, now) in enumerate(zip(before.seats, after.seats, strict=True))
        if len(now.designs) > len(was.designs)
        or {e.id for e in now.quests} - {e.id for e in was.quests}
    ]


def test_crafted_items_and_forge_war_cards_fly_to_their_owner(app):
    """Computer players: an item crafted (King's Forge) and a design or quest taken (Forge
    War) each start one flight per card gained; every flight comes from such a move."""
    app.fixed_animation_speed = "normal"
    for game, players, variant, gains in (
        ("kings-forge", 2, "standard", crafted_gains),
        ("forge-war", 3, "simple", card_gains),
    ):
        title = registry.get(game)
        session = Session(title, bot_config(title, players, variant, ["greedy"]), 4)
        session.resolve_chance()
        scene = GameScene(app, session)
        app.replace(scene)
        for _ in range(600):
            assert not session.over, f"{game}: no card flew"
            app.draw()
            before = session.state
            scene.computer.play()
            gained = gains(before, session.state)
            if game == "kings-forge":
                gained += [p for p in session.state.placements if p not in before.placements]
            assert len(flights(scene)) == len(gained), game
            if gains(before, session.state):
                break
