"""Playtests 31 and 32: a newcomer claimed every gather card in round 1, rolled one die and
crafted nothing, and was told only then. The board now leads before the mistake: the gather
prompt says how many dice to keep for the card on display that takes the fewest, and a claim
that would leave too few asks first ("are you sure?", the seat's own warning, which it may
silence); a claim that keeps enough, or a seat already short, is not asked."""

from __future__ import annotations

import pygame
from uihelp import click, press, run_timers, settle

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge import board_info as info
from forgegames.games.kings_forge.actions import Claim
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import ConfirmLoss

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
SEED = 7
"""Bruno claims the Astrologer; Alice has 5 dice, the Wizard's Goblet takes the fewest (3)."""


def alices_turn(app) -> GameScene:
    scene = GameScene(app, Session.start(GameConfig("kings-forge", SEATS, "standard"), SEED))
    app.push(scene)
    for _ in range(40):
        run_timers(app, steps=5, dt=50)
        settle(app, scene)
        if scene.session.active == 0 and not scene.session.is_bot_turn():
            break
    app.draw()
    assert scene.session.active == 0
    return scene


def claim_leaving(scene: GameScene, want_short: bool) -> Claim:
    """One of Alice's legal claims that leaves too few dice to craft (``want_short``) or not."""
    state = scene.session.state
    for action in scene.session.legal_actions():
        short = isinstance(action, Claim) and info.craft_shortfall(state, action) is not None
        if isinstance(action, Claim) and short == want_short:
            return action
    raise AssertionError("no such claim in this position")


def click_claim(app, scene: GameScene, action: Claim) -> None:
    place = scene.board.hint_places(action)[0]
    click(app, place.center)
    app.draw()


def test_the_gather_prompt_says_how_many_dice_to_keep(app):
    scene = alices_turn(app)
    prompts = scene.board.prompts
    prompt = prompts.prompt(scene.session.state, scene.session.legal_actions())
    assert "keep 3 of your 5 dice to roll" in prompt
    assert "Wizard's Goblet" in prompt
    assert not prompts.prompt_box(prompt).cut, "the prompt keeps every line"


def test_a_claim_that_leaves_too_few_dice_asks_first_and_names_the_card(app):
    scene = alices_turn(app)
    action = claim_leaving(scene, True)
    had = len(scene.session.history)
    click_claim(app, scene, action)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss), "the claim leaves too few dice: it asks first"
    words = " ".join(dialog.lines)
    assert "crafting this round" in words and "Wizard's Goblet" in words
    assert "keep 2 dice to roll" in words
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and len(scene.session.history) == had, "Esc keeps the dice"


def test_a_claim_that_keeps_enough_is_not_asked_about(app):
    scene = alices_turn(app)
    action = claim_leaving(scene, False)
    click_claim(app, scene, action)
    assert app.stack.top is scene, "a claim that keeps enough dice plays at once"
    assert any(e.action == action for e in scene.session.history)


def test_a_seat_already_short_is_not_asked_again(app):
    scene = alices_turn(app)
    settle_after = claim_leaving(scene, True)
    click_claim(app, scene, settle_after)
    settle(app, scene)  # Alice does it: she keeps 2 dice, fewer than any card takes
    for _ in range(40):
        run_timers(app, steps=5, dt=50)
        settle(app, scene)
        if scene.session.active == 0 and not scene.session.is_bot_turn():
            break
    state = scene.session.state
    assert info.dice_to_roll(state, 0) < 3
    claims = [a for a in scene.session.legal_actions() if isinstance(a, Claim)]
    placing = [a for a in claims if info.dice_placed(state, a)]
    assert placing, "Alice can still place a die"
    assert all(scene.board.losses(a) == [] for a in placing), "already short: nothing new lost"


def test_the_preview_of_a_short_claim_says_what_it_leaves(app):
    from forgegames.ui.boards.kings_forge.warnings import short_roll_line

    scene = alices_turn(app)
    state = scene.session.state
    line = short_roll_line(state, claim_leaving(scene, True))
    assert line.startswith("That leaves you 2 dice to roll") and "Wizard's Goblet" in line
    assert short_roll_line(state, claim_leaving(scene, False)) == ""


def test_the_too_few_dice_question_comes_once_a_game_then_the_preview_says_it(app):
    """Issue 39 (kf37): a newcomer met the question almost every turn. After the first
    (cancelled here), the same claim plays at the click; its preview still says what it
    leaves. Only Alice's warning of that kind is quiet: the Caravan's own stays."""
    from forgegames.games.kings_forge.roll_left import SHORT_ROLL
    from forgegames.ui.boards.kings_forge.warnings import short_roll_line

    scene = alices_turn(app)
    action = claim_leaving(scene, True)
    click_claim(app, scene, action)
    assert isinstance(app.stack.top, ConfirmLoss), "the first time, it asks"
    press(app, pygame.K_ESCAPE)
    session, had = scene.session, len(scene.session.history)
    assert short_roll_line(session.state, action).startswith("That leaves you 2 dice")
    click_claim(app, scene, action)
    assert app.stack.top is scene, "the second time, no question"
    assert session.history[had].action == action
    assert not session.warns(0, SHORT_ROLL) and session.warns(1, SHORT_ROLL)
    assert session.warns(0, "Claim"), "the Caravan's question is another kind"
