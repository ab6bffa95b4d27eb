"""King's Forge board, headless: a whole two-player game played only by posting clicks."""

from __future__ import annotations

import random

import pygame
import pytest
from uihelp import button, click, click_button, play_clicked, run_timers, settle

from forgegames.core.errors import IllegalAction
from forgegames.core.paths import ROOT
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge import TITLE, board_info
from forgegames.games.kings_forge.actions import (
    Bonus,
    Claim,
    Copy,
    Craft,
    Discard,
    Dock,
    Mark,
    Pay,
    Steal,
    Visit,
)
from forgegames.ui.boards.kings_forge import KingsForgeBoard
from forgegames.ui.boards.kings_forge.words import colour_name
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import sentence
from forgegames.ui.results import Results
from forgegames.ui.scenario_scene import open_scenario


def start(app, seed: int, players: int = 2) -> GameScene:
    seats = tuple(
        SeatConfig(n, c)
        for n, c in zip(
            ("Ann", "Ben", "Cat", "Dan"), ("blue", "orange", "green", "purple"), strict=False
        )
    )[:players]
    session = Session.start(GameConfig("kings-forge", seats, "standard"), seed)
    scene = GameScene(app, session)
    app.push(scene)
    assert isinstance(scene.board, KingsForgeBoard)
    run_timers(app, steps=20, dt=50)  # past the first greeting's input guard
    return scene


def target_rect(board: KingsForgeBoard, predicate) -> pygame.Rect:
    for target in board.all_targets():
        if predicate(target):
            return target.rect
    raise AssertionError("no such place on the board")


def play_by_clicks(app, scene: GameScene, action) -> None:
    """Turn one legal action into the clicks a player would make."""
    board: KingsForgeBoard = scene.board
    if isinstance(action, Claim | Copy):
        card = "workshop" if isinstance(action, Copy) else action.card
        side = "top" if isinstance(action, Copy) else action.side
        click(app, target_rect(board, lambda t: t.key == f"gather:{card}:{side}").center)
        if board.copy_choices:
            click_button(app, board.group, scene.describe(action))
    elif isinstance(action, Pay):
        click_button(app, board.group, f"+ {colour_name(action.colour)}")
    elif isinstance(action, Visit | Discard):
        card = action.card if isinstance(action, Discard) else board.state.faceup[0]
        if not card:
            card = next(c for c in board.state.faceup if c)
        index = [c for c, _ in board.geo.gather_cards()].index(card)
        click(app, board.geo.action_rects(board.geo.gather_cards()[index][1])["discard"].center)
    elif isinstance(action, Dock):
        click(app, dict(board.geo.dock_rows())[action.action].center)
    elif isinstance(action, Craft | Steal):
        if board.power is not None:  # a bonus still picked for its next die: put it back
            click(app, board.power_button(board.power)[0].center)
        dice = dict(board.geo.pool_dice())
        for die in action.dice:
            click(app, dice[die].center)
        if isinstance(action, Craft):
            rect = dict(board.geo.king_cards())[action.card]
        else:
            index = [d.card for d in board.state.crafted].index(action.card)
            rect = dict(board.geo.crafted_cards())[index]
        click(app, rect.center)
    elif isinstance(action, Bonus) and action.die >= 0:
        power = [b for b in board.group.buttons if b.on_press.__defaults__ == (action.power,)]
        assert power, f"no button for power {action.power}"
        if board.power != action.power:  # a bonus for several dice stays picked (pt 14)
            click(app, power[0].rect.center)
        click(app, dict(board.geo.pool_dice())[action.die].center)
    elif isinstance(action, Mark):
        if not board.marking:
            click_button(app, board.group, "Pick dice to re-roll")
        click(app, dict(board.geo.pool_dice())[action.die].center)
    else:
        click_button(app, board.group, scene.describe(action))


def test_whole_two_player_game_by_clicks(app):
    scene = start(app, seed=11)
    rng = random.Random(5)
    bot = TITLE.bots()["greedy"](0)
    moves = 0
    while not scene.session.over:
        settle(app, scene)
        assert scene.my_turn()
        legal = scene.session.legal_actions()
        choice = bot.choose(TITLE.view(scene.session.state, scene.session.active), legal, rng)
        play_clicked(app, scene, play_by_clicks, choice)
        moves += 1
        assert moves < 3000
    assert isinstance(app.stack.top, Results)
    app.draw()
    winners = [line for line in app.stack.top.lines if line.winner]
    assert winners and winners[0].total >= 5


def test_click_on_unavailable_action_says_why(app):
    scene = start(app, seed=2)
    board: KingsForgeBoard = scene.board
    dead = [t for t in board.all_targets() if not t.live and t.key.startswith("gather:")]
    assert dead, "some gather action is unaffordable at the start"
    before = len(scene.session.history)
    _, card, side = dead[0].key.split(":")
    with pytest.raises(IllegalAction) as refusal:
        TITLE.apply(scene.session.state, Claim(card, side))
    click(app, dead[0].rect.center)
    assert scene.toast is not None and scene.toast.text == sentence(str(refusal.value))
    assert len(scene.session.history) == before


def needs_payment(scene: GameScene) -> Claim | None:
    """A legal claim after which the player still chooses dice (several colours fit)."""
    for action in scene.session.legal_actions():
        if isinstance(action, Claim):
            after = TITLE.apply(scene.session.state, action).state
            if after.sub == "pay" and len({a for a in TITLE.legal_actions(after)}) > 1:
                return action
    return None


def test_payment_suggestion_and_cancel(app):
    scene = start(app, seed=4)
    board: KingsForgeBoard = scene.board
    session = scene.session
    greedy = TITLE.bots()["greedy"](0)
    rng = random.Random(1)
    while (claim := needs_payment(scene)) is None:
        legal = session.legal_actions()
        session.apply(greedy.choose(session.state, legal, rng))
        scene.after_change()
    area = target_rect(board, lambda t: t.key == f"gather:{claim.card}:{claim.side}")
    before = session.state
    click(app, area.center)
    assert session.state.sub == "pay"
    pays = [b for b in board.group.buttons if b.label.startswith("+ ")]
    assert len(pays) > 1, "the player may choose which die goes on the box"
    click_button(app, board.group, "Cancel")
    assert session.state == before, "cancel takes back the claim"
    click(app, area.center)
    click_button(app, board.group, "Pay ")
    assert session.state.sub != "pay"
    assert any(p.card == claim.card for p in session.state.placements)


def _costs(target) -> bool:
    from forgegames.games.kings_forge import TITLE

    _, card, side = target.key.split(":")
    return bool(TITLE.world.content.actions[(card, side)].boxes)


def test_keyboard_reaches_board_places(app):
    scene = start(app, seed=6)
    board: KingsForgeBoard = scene.board
    before = len(scene.session.history)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
    )
    app.pump()
    assert board.keys.focus == 0
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    )
    app.pump()
    assert len(scene.session.history) > before or scene.toast is not None


def test_hovering_a_displayed_item_shows_the_crafting_odds(app, monkeypatch):
    scene = start(app, seed=8)
    board: KingsForgeBoard = scene.board
    card, rect = board.geo.king_cards()[0]
    shown: list[str] = []
    monkeypatch.setattr(board, "draw_tooltip", lambda surface, text: shown.append(text))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.pump()
    app.draw()
    odds = board_info.craft_probability(scene.session.state, scene.viewer, card)
    assert board.hover_key == card
    assert shown and f"{odds.value * 100:.0f}%" in shown[0] and odds.how in shown[0]


def test_arrow_keys_move_between_places_by_position(app):
    scene = start(app, seed=6)
    board: KingsForgeBoard = scene.board

    def key(code: int) -> None:
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
        )
        app.pump()

    key(pygame.K_TAB)
    first = board.keys.focused(board.live_targets())
    key(pygame.K_RIGHT)
    right = board.keys.focused(board.live_targets())
    assert right is not first and right.rect.centerx > first.rect.centerx
    key(pygame.K_LEFT)
    assert board.keys.focused(board.live_targets()) is first
    key(pygame.K_DOWN)
    below = board.keys.focused(board.live_targets())
    assert below.rect.centery > first.rect.centery


def test_docks_visit_can_be_cancelled(app):
    scene = start(app, seed=4)
    board: KingsForgeBoard = scene.board
    before = scene.session.state
    card, rect = next((c, r) for c, r in board.geo.gather_cards() if c)
    click(app, board.geo.action_rects(rect)["discard"].center)
    assert scene.session.state.sub == "dock"
    assert any(t.live and t.key.startswith("dock:") for t in board.all_targets())
    click_button(app, board.group, "Cancel the visit")
    assert scene.session.state == before


def test_a_selected_die_and_the_keyboard_focus_look_different(app, monkeypatch):
    """Selection, keyboard focus, legal target and hover are four looks (theme.STATES), and the
    board draws a picked die as selected and the die the keyboard is on as focused."""
    from forgegames.ui import theme

    looks = [theme.STATES[s] for s in ("selected", "focus", "legal", "hover")]
    assert len(set(looks)) == 4
    assert len({(look.colour, look.dashed) for look in looks}) == 4

    scene = start(app, seed=11)
    board: KingsForgeBoard = scene.board
    rng = random.Random(5)
    bot = TITLE.bots()["greedy"](0)
    for _ in range(400):
        settle(app, scene)
        if board.state.phase == "craft" and len(board.geo.pool_dice()) >= 2 and not board.marking:
            break
        legal = scene.session.legal_actions()
        view = TITLE.view(scene.session.state, scene.session.active)
        play_by_clicks(app, scene, bot.choose(view, legal, rng))
    else:
        raise AssertionError("no craft turn with two dice came")
    (first, first_rect), (second, second_rect) = board.geo.pool_dice()[:2]
    click(app, first_rect.center)
    assert board.selected == [first]
    live = board.live_targets()
    board.keys.focus = [t.key for t in live].index(f"die:{second}")
    drawn: list[tuple[str, pygame.Rect]] = []
    real = theme.draw_state

    def record(surface, shape, state, *args, **kwargs):
        drawn.append((state, shape))
        real(surface, shape, state, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_state", record)
    scene.invalidate()
    app.draw()
    selected = [shape for state, shape in drawn if state == "selected"]
    focused = [shape for state, shape in drawn if state == "focus"]
    assert any(r.center == first_rect.center for r in selected)
    assert any(r.center == second_rect.center for r in focused)
    # the two rings differ on screen too: amber solid round the pick, blue round the focus
    surface = app.surface
    ring_x = first_rect.centerx
    top = [surface.get_at((ring_x, first_rect.y - d))[:3] for d in range(1, 6)]
    assert theme.ACCENT in top
    focus_top = [
        surface.get_at((x, second_rect.y - d))[:3]
        for d in range(2, 12)
        for x in range(second_rect.x, second_rect.right)
    ]
    assert theme.FOCUS in focus_top and theme.ACCENT not in focus_top


def test_the_tooltip_follows_what_lies_under_the_pointer_after_a_move(app):
    """After a move the board hovers what is under the pointer now: a claimed gather card that
    left its place to the next card takes its tooltip along (the new card's opens when the
    pointer moves: test_kings_forge_tooltip)."""
    scene = start(app, seed=11)
    board: KingsForgeBoard = scene.board
    rng = random.Random(5)
    bot = TITLE.bots()["greedy"](0)
    for _ in range(30):
        settle(app, scene)
        if scene.session.over:
            break
        session = scene.session
        choice = bot.choose(TITLE.view(session.state, session.active), session.legal_actions(), rng)
        play_by_clicks(app, scene, choice)  # the pointer rests where it last clicked
        under = [t.key for t in board.all_targets() if t.rect.collidepoint(board.mouse)]
        assert board.hover_key == (under[0] if under else ""), choice


def test_a_first_pass_reward_that_is_gone_keeps_its_button_disabled(app):
    """The +1/+1 token is gone: its pass button stays in place, greyed, and a click on it
    says why; the metal die's button still passes."""
    open_scenario(app, ROOT / "data" / "kings_forge" / "scenarios" / "first-pass-token-gone.yaml")
    scene = app.stack.top
    run_timers(app, steps=20, dt=50)
    board: KingsForgeBoard = scene.board
    labels = [b.label for b in board.group.buttons]
    token, metal = "Pass: a +1/+1 token", "Pass: a metal die"
    assert labels.index(metal) + 1 == labels.index(token)
    assert button(board.group, metal).enabled and not button(board.group, token).enabled
    before = len(scene.session.history)
    click_button(app, board.group, token)
    assert scene.toast is not None and "no +1/+1 token is left" in scene.toast.text.lower()
    assert len(scene.session.history) == before
