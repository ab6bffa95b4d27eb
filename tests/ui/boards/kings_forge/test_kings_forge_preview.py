"""King's Forge hover previews, headless: the mouse rests on a legal place and the tooltip says
what the engine would do, with the dice marks the engine's outcome implies."""

from __future__ import annotations

import random

import pygame
from test_kings_forge_board import play_by_clicks, start
from uihelp import click, post, press, settle

from forgegames.games.kings_forge import TITLE, board_info
from forgegames.games.kings_forge.actions import Bonus, Claim, Craft, Dock, Steal
from forgegames.games.kings_forge.dice import all_dice
from forgegames.games.kings_forge.flow import dice_text
from forgegames.ui.boards.kings_forge import KingsForgeBoard
from forgegames.ui.boards.kings_forge.choices import gather_options


def hover(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))


def shown_tooltip(app, board: KingsForgeBoard, monkeypatch) -> str:
    shown: list[str] = []
    monkeypatch.setattr(board, "draw_tooltip", lambda surface, text: shown.append(text))
    app.draw()
    monkeypatch.undo()
    return shown[-1] if shown else ""


def play_until(app, scene, wanted, seed: int = 5, moves: int = 400) -> None:
    """Greedy moves made by clicks until ``wanted(board, legal)`` holds on a human's turn."""
    board: KingsForgeBoard = scene.board
    rng = random.Random(seed)
    bot = TITLE.bots()["greedy"](0)
    for _ in range(moves):
        settle(app, scene)
        legal = scene.session.legal_actions()
        if scene.my_turn() and wanted(board, legal):
            return
        view = TITLE.view(scene.session.state, scene.session.active)
        play_by_clicks(app, scene, bot.choose(view, legal, rng))
    raise AssertionError("the position never came")


def engine_after_paying(state, action, kind: str = ""):
    """The state after ``action`` and the suggested payment, straight from the engine, and the
    sentences of the events about the mover (of ``kind`` only, or of every kind)."""
    step = TITLE.apply(state, action)

    def told(step) -> list[str]:
        return [e.text for e in step.events if e.seat == state.turn and kind in ("", e.kind)]

    texts = told(step)
    after = step.state
    while after.sub == "pay" and (pay := board_info.suggest_pay(after)) is not None:
        step = TITLE.apply(after, pay)
        after = step.state
        texts += told(step)
    return after, texts


def test_hovering_a_gather_action_previews_dice_placed_and_supply_after(app, monkeypatch):
    scene = start(app, seed=8)
    board: KingsForgeBoard = scene.board
    state = scene.session.state
    claims = [a for a in scene.session.legal_actions() if isinstance(a, Claim)]
    action = next(
        a for a in claims if len([c for c in claims if (c.card, c.side) == (a.card, a.side)]) == 1
    )
    key = f"gather:{action.card}:{action.side}"
    rect = next(t.rect for t in board.all_targets() if t.key == key)
    hover(app, rect.center)
    text = shown_tooltip(app, board, monkeypatch)
    after, events = engine_after_paying(state, action, "consequence")
    seat = state.turn
    assert "If you take this action:" in text
    for sentence in events:
        assert sentence in text
    # the claim and the dice placed are the card's face and the supply's change: left out
    # (playtest 5: the tooltip was long)
    _, moves = engine_after_paying(state, action, "move")
    assert moves and not any(sentence in text for sentence in moves)
    if after.players[seat].supply != state.players[seat].supply:
        assert dice_text(all_dice(after.players[seat].supply), short=True) in text
    assert scene.session.state is state  # hovering changed nothing


def test_hovering_a_docks_action_previews_it(app, monkeypatch):
    scene = start(app, seed=8)
    board: KingsForgeBoard = scene.board
    play_until(app, scene, lambda b, legal: any(isinstance(a, Dock) for a in legal))
    state = scene.session.state
    action = next(a for a in scene.session.legal_actions() if isinstance(a, Dock))
    hover(app, dict(board.geo.dock_rows())[action.action].center)
    text = shown_tooltip(app, board, monkeypatch)
    after, events = engine_after_paying(state, action, "consequence")
    assert text.startswith("If you use this docks action:")
    assert events and all(sentence in text for sentence in events)
    assert scene.session.state is state


def test_hovering_a_craft_item_with_picked_dice_says_craft_and_marks_the_dice(app, monkeypatch):
    scene = start(app, seed=8)
    board: KingsForgeBoard = scene.board
    play_until(app, scene, lambda b, legal: any(isinstance(a, Craft) for a in legal))
    craft = next(a for a in scene.session.legal_actions() if isinstance(a, Craft))
    for die in craft.dice:  # pick the dice by clicks
        click(app, dict(board.geo.pool_dice())[die].center)
    assert sorted(board.selected) == sorted(craft.dice)
    state = scene.session.state
    hover(app, dict(board.geo.king_cards())[craft.card].center)
    text = shown_tooltip(app, board, monkeypatch)
    step = TITLE.apply(state, craft)
    assert text.startswith("If you craft the")
    mine = [e.text for e in step.events if e.seat == state.turn]
    assert mine and all(sentence in text for sentence in mine[:3])
    _, outcome = board.hover.hover_info()
    assert outcome is not None and sorted(d for d, _ in outcome.dice) == sorted(craft.dice)
    assert scene.session.state is state and sorted(board.selected) == sorted(craft.dice)


def test_hovering_a_die_with_a_bonus_picked_shows_its_new_value(app, monkeypatch):
    scene = start(app, seed=1)  # 10 before the greedy player stopped passing at once
    board: KingsForgeBoard = scene.board
    play_until(app, scene, lambda b, legal: any(isinstance(a, Bonus) and a.die >= 0 for a in legal))
    bonus = next(a for a in scene.session.legal_actions() if isinstance(a, Bonus) and a.die >= 0)
    power = [b for b in board.group.buttons if b.on_press.__defaults__ == (bonus.power,)]
    click(app, power[0].rect.center)
    state = scene.session.state
    hover(app, dict(board.geo.pool_dice())[bonus.die].center)
    text = shown_tooltip(app, board, monkeypatch)
    after = TITLE.apply(state, bonus).state
    value = next(d.value for d in after.pool if d.id == bonus.die)
    _, outcome = board.hover.hover_info()
    assert outcome is not None and outcome.dice == ((bonus.die, f"→{value}"),)
    assert "If you use the bonus on this die:" in text
    assert scene.session.state is state and board.power == bonus.power


def test_hovering_an_item_another_seat_crafted_says_steal_and_whose_dice_go_back(app, monkeypatch):
    scene = start(app, seed=1)  # 20 before the greedy player stopped passing at once
    board: KingsForgeBoard = scene.board
    play_until(app, scene, lambda b, legal: any(isinstance(a, Steal) for a in legal))
    state = scene.session.state
    steals = [a for a in scene.session.legal_actions() if isinstance(a, Steal)]
    card = steals[0].card
    index = [c.card for c in state.crafted].index(card)
    holder = state.crafted[index].seat
    hover(app, dict(board.geo.crafted_cards())[index].center)
    text = shown_tooltip(app, board, monkeypatch)
    chosen = board_info.suggest_dice(state, [a for a in steals if a.card == card])
    after = TITLE.apply(state, chosen).state
    assert text.startswith("If you steal the")
    was, now = state.players[holder].smithy, after.players[holder].smithy
    assert was != now
    assert f"{scene.seat_name(holder)}'s smithy: {dice_text(all_dice(was), short=True)}" in text
    _, outcome = board.hover.hover_info()
    assert outcome is not None and sorted(d for d, _ in outcome.dice) == sorted(chosen.dice)
    assert scene.session.state is state


def test_the_keyboard_focus_previews_like_the_mouse(app, monkeypatch):
    scene = start(app, seed=8)
    board: KingsForgeBoard = scene.board
    moves = len(scene.session.history)
    legal = scene.session.legal_actions()
    for _ in range(len(board.live_targets())):
        press(app, pygame.K_TAB, pause=False)
        kind, _, rest = board.hover_key.partition(":")
        if kind == "gather" and len(gather_options(*rest.split(":"), legal)) == 1:
            break
    else:
        raise AssertionError("Tab reached no gather action with one move")
    assert board.hover_key == board.keys.focused(board.live_targets()).key
    assert "If you take this action:" in shown_tooltip(app, board, monkeypatch)
    assert len(scene.session.history) == moves


def test_hovering_an_item_in_the_gather_phase_says_what_its_dice_must_show(app, monkeypatch):
    """Playtest 9: a die's pips on a craft card read as 'exactly that number'. Hovering an
    item in the gather phase names each die it needs as 'showing N or more', from the card."""
    scene = start(app, seed=3)
    board: KingsForgeBoard = scene.board
    settle(app, scene)
    card, rect = board.geo.king_cards()[-1]
    hover(app, rect.center)
    text = shown_tooltip(app, board, monkeypatch)
    slots = TITLE.world.content.craft[card].slots
    assert text.startswith("It needs ")
    for _colour, n in set(slots):
        assert f"showing {n} or more" in text, (slots, text)
    assert "Chance that" in text
