"""Forge War board, headless: a whole two-player game played only by posting clicks, and the
board's mine selection, preview, refusals, merchant panel and keyboard path."""

from __future__ import annotations

import random

import pygame
import pytest
from uihelp import click, play_clicked, post, press, run_timers, settle

from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import tr
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.game_actions import (
    Barracks,
    Bazaar,
    Blacksmith,
    Buy,
    Clerk,
    EndBonusSpace,
    Equip,
    KeepWealth,
    Levels,
    Road,
    Sell,
    TakeCard,
    TakeQuest,
    Unassign,
    UseStall,
)
from forgegames.games.forge_war.mine import destinations, preview_move
from forgegames.games.forge_war.mine_actions import (
    MoveOverseer,
    MoveWorker,
    PlaceOverseer,
    hex_of,
)
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.boards.forge_war.text import preview_lines
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import sentence
from forgegames.ui.overlays import Curtain
from forgegames.ui.results import Results

NAMES = ("Ann", "Ben", "Cat", "Dan")
COLOURS = ("blue", "orange", "green", "purple")


def start(app, seed: int, players: int = 2, bots: tuple[int, ...] = ()) -> GameScene:
    seats = tuple(
        SeatConfig(n, c, "greedy" if i in bots else None)
        for i, (n, c) in enumerate(zip(NAMES, COLOURS, strict=True))
    )[:players]
    session = Session.start(GameConfig("forge-war", seats, "simple"), seed)
    scene = GameScene(app, session)
    app.push(scene)
    assert isinstance(scene.board, ForgeWarBoard)
    lift_curtain(app)
    run_timers(app, steps=20, dt=50)  # past the first greeting's input guard
    return scene


def lift_curtain(app) -> None:
    while isinstance(app.stack.top, Curtain):
        click(app, app.stack.top.button_rect().center)


def press_label(app, board: ForgeWarBoard, label: str) -> None:
    """Click the strip (or choice-list) button with exactly this label."""
    for b in board.group.buttons:
        if b.label == label:
            click(app, b.rect.center)
            return
    raise AssertionError(f"no button '{label}' in {[b.label for b in board.group.buttons]}")


def hex_pos(board: ForgeWarBoard, pair) -> tuple[int, int]:
    return board.mine_view.centre(hex_of(pair))


def at(board: ForgeWarBoard, key: str) -> tuple[int, int]:
    return board.rects[key].center


def play_by_clicks(app, scene: GameScene, action) -> None:
    """Turn one legal action into the clicks a player would make."""
    board: ForgeWarBoard = scene.board
    view = board.view
    describe = scene.describe(action)
    if isinstance(action, KeepWealth):
        for card in action.cards:  # the second card keeps the pair at once (playtest 34)
            click(app, at(board, f"wealth:{card}"))
        if board.popup:  # two ways to keep these cards: a short list names each whole
            press_label(app, board, describe)
    elif isinstance(action, PlaceOverseer):
        click(app, hex_pos(board, action.at))
    elif isinstance(action, MoveOverseer):
        click(app, hex_pos(board, action.frm))
        click(app, hex_pos(board, action.to))
    elif isinstance(action, MoveWorker):
        click(app, hex_pos(board, action.frm))
        if action.to:
            click(app, hex_pos(board, action.to))
        else:
            press_label(app, board, "Take this worker out of the mine")
    elif isinstance(action, Buy):
        click(app, at(board, f"buy:{action.resource}"))
    elif isinstance(action, Sell):
        click(app, at(board, f"sell:{action.resource}"))
    elif isinstance(action, UseStall):
        click(app, at(board, f"stall:{action.card}:{action.give}"))
    elif isinstance(action, Blacksmith):
        click(app, at(board, f"card:{view.market['up']['weapon']}"))
    elif isinstance(action, Bazaar):
        click(app, at(board, f"card:{view.market['up'][action.slot]}"))
    elif isinstance(action, EndBonusSpace):
        click(app, at(board, f"card:{action.bonus}"))
    elif isinstance(action, Clerk):
        click(app, at(board, f"clerk:{action.design}"))
    elif isinstance(action, Barracks | Road):
        click(app, at(board, "space:barracks" if isinstance(action, Barracks) else "space:road"))
        if board.popup:
            press_label(app, board, describe)
    elif isinstance(action, TakeCard):
        click(app, at(board, "space:discard"))
        if board.popup:
            press_label(app, board, describe)
    elif isinstance(action, TakeQuest):
        click(app, at(board, f"offer:{action.slot}"))
    elif isinstance(action, Equip):
        click(app, at(board, f"adv:{action.adv}"))
        click(app, at(board, f"quest:{action.quest}"))
        click(app, at(board, f"design:{action.design}"))
    elif isinstance(action, Unassign):
        click(app, at(board, f"adv:{action.adv}"))
        press_label(app, board, tr("Call back"))
    elif isinstance(action, Levels):
        for adv in action.advs:
            click(app, at(board, f"adv:{adv}"))
    else:
        press_label(app, board, describe)


@pytest.mark.parametrize(("players", "seed"), [(2, 7), (4, 2)])
def test_whole_game_by_clicks(app, players, seed):
    """The issue's test is the two-player game; a four-player one covers worker moves too."""
    scene = start(app, seed=seed, players=players)
    rng = random.Random(3)
    bot = TITLE.bots()["greedy"](0)
    moves = 0
    kinds = set()
    while not scene.session.over:
        lift_curtain(app)
        settle(app, scene)
        assert scene.my_turn()
        session = scene.session
        choice = bot.choose(TITLE.view(session.state, session.active), session.legal_actions(), rng)
        play_clicked(app, scene, play_by_clicks, choice)
        kinds.add(type(choice).__name__)
        moves += 1
        if moves % 10 == 0:
            app.draw()
        assert moves < 1000
    assert isinstance(app.stack.top, Results)
    app.draw()
    assert {"KeepWealth", "PlaceOverseer", "MoveOverseer", "TakeQuest", "Equip"} <= kinds


def reach(app, scene: GameScene, done, limit: int = 400) -> None:
    """Play greedy moves through the session until ``done(state)``, then refresh the screen."""
    rng = random.Random(1)
    bot = TITLE.bots()["greedy"](0)
    session = scene.session
    for _ in range(limit):
        if done(session.state):
            break
        session.apply(
            bot.choose(TITLE.view(session.state, session.active), session.legal_actions(), rng)
        )
    else:
        raise AssertionError("position not reached")
    scene.after_change()
    lift_curtain(app)
    app.draw()


def mine_turn(state) -> bool:
    return state.phase == "mine" and not state.pending and state.round >= 2


def test_overseer_click_lights_destinations_and_hover_previews(app):
    scene = start(app, seed=5, players=3)
    reach(app, scene, mine_turn)
    board: ForgeWarBoard = scene.board
    state = scene.session.state
    seat = scene.session.active
    movable = [h for h in state.mine.overseers_of(seat) if destinations(state.mine, h)]
    start_hex = movable[0]
    click(app, board.mine_view.centre(start_hex))
    assert board.selected == start_hex
    lit = {t.hex for t in board.all_targets() if t.live and t.hex is not None}
    expected = {h for h, _path in destinations(state.mine, start_hex)}
    assert expected <= lit
    assert lit - expected <= set(movable), "only destinations and own overseers are lit"
    # Hovering a destination previews it with the engine's own move.
    end = sorted(expected)[0]
    pos = board.mine_view.centre(end)
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    preview = board.hover_preview()
    change = preview_move(state.mine, state.supply, state.mphase.order, seat, start_hex, end)
    names = [scene.seat_name(i) for i in range(state.players)]
    assert preview is not None and preview.lines == preview_lines(change, names)
    for gainer, got in change.gains.items():
        if got:
            assert any(line.startswith(scene.seat_name(gainer)) for line in preview.lines)
    assert not any("(" in line and "," in line and ")" in line for line in preview.lines[:1])
    app.draw()
    # Clicking it plays the move.
    before = len(scene.session.history)
    click(app, pos)
    assert scene.session.history[before].action == MoveOverseer(
        (start_hex.q, start_hex.r), (end.q, end.r)
    )


def test_click_on_illegal_hex_shows_engine_reason(app):
    scene = start(app, seed=5, players=2)
    reach(app, scene, mine_turn)
    board: ForgeWarBoard = scene.board
    state = scene.session.state
    # a hex with no overseer on it (another seat's overseer is named as theirs:
    # test_forge_war_whose_piece.py)
    other = next(h for h in state.mine.board.hexes if h not in state.mine.overseers)
    before = len(scene.session.history)
    click(app, board.mine_view.centre(other))
    action = MoveOverseer((other.q, other.r), (other.q, other.r))
    try:
        TITLE.apply(state, action)
        raise AssertionError("the move should be illegal")
    except IllegalAction as exc:
        reason = str(exc)
    assert scene.toast is not None and scene.toast.text == sentence(reason)
    assert "overseer" in reason
    assert len(scene.session.history) == before


def test_merchant_panel_acts_only_for_the_acting_seat(app):
    scene = start(app, seed=4, players=2, bots=(1,))
    session = scene.session
    reach(app, scene, lambda s: s.phase == "market" and TITLE.current_player(s) == 1)
    board: ForgeWarBoard = scene.board
    assert not scene.my_turn()
    sellable = [k for k in board.rects if k.startswith("sell:")]
    assert sellable, "the panel shows the acting (bot) seat's deals"
    assert not any(t.live for t in board.all_targets() if t.key.startswith(("buy:", "sell:")))
    before = len(session.history)
    click(app, board.rects[sellable[0]].center, pause=False)  # before the bot moves
    assert len(session.history) == before
    assert scene.toast is not None and "not your turn" in scene.toast.text
    # The human's own turn: the panel is theirs and a deal is recorded for them.
    reach(
        app,
        scene,
        lambda s: (
            s.phase in ("market", "quest")
            and TITLE.current_player(s) == 0
            and any(isinstance(a, Sell) for a in TITLE.legal_actions(s))
        ),
    )
    deal = next(a for a in session.legal_actions() if isinstance(a, Sell))
    before = len(session.history)
    click(app, board.rects[f"sell:{deal.resource}"].center)
    entry = session.history[before]
    assert entry.action == deal and entry.actor == 0


def keep_wealth_by_keys(app, board: ForgeWarBoard) -> None:
    """Tab to a card, Enter; Tab to the next, Enter: the pair is kept (no confirm button)."""
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert len(board.picks) == 1
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert board.picks == [] and not board.popup


def hand_over_by_keys(app, scene: GameScene) -> None:
    """Enter ends a held turn, and Enter lifts the next person's curtain."""
    if scene.handover is not None:
        press(app, pygame.K_RETURN)
    if isinstance(app.stack.top, Curtain):
        press(app, pygame.K_RETURN)
    assert scene.handover is None and app.stack.top is scene


def test_keyboard_only_moves(app):
    scene = start(app, seed=2, players=2)
    board: ForgeWarBoard = scene.board
    session = scene.session
    for _ in range(2):
        assert session.state.phase == "wealth"
        keep_wealth_by_keys(app, board)
        assert isinstance(session.history[-1].action, KeepWealth)
        hand_over_by_keys(app, scene)
    assert session.state.phase == "place"
    for _ in range(3):
        before = len(session.history)
        press(app, pygame.K_TAB)
        press(app, pygame.K_TAB)
        press(app, pygame.K_RETURN)
        assert isinstance(session.history[before].action, PlaceOverseer)
        hand_over_by_keys(app, scene)


def test_design_lists_name_the_metal(app):
    """Issue 39: the mat's designs read 'Copper Sword, Copper Dagger', not 'Sword, Dagger':
    the metal tells two swords apart; a clerk tile too narrow for it keeps the picture's
    colour and drops the word."""
    from forgegames.ui import icons

    scene = start(app, seed=3)
    board = scene.board
    app.draw()
    area = pygame.Rect(0, 0, 900, 400)
    _h, chips, _c = board.mats.mat_layout(board.view, 0, area, compact=False)
    labels = {key: icons.plain(text).strip() for key, _r, _t, text, _s in chips}
    assert labels["design:copper-sword"] == "Copper Sword"
    assert labels["design:copper-dagger"] == "Copper Dagger"
    assert icons.plain(board.pen.design_label("iron-sword", metal=False)).strip() == "Sword"


def test_a_design_label_follows_the_language_on_show(app, request):
    """The pen keeps each design's label for the content it was made from: a language
    switched on the same board gives the label in the new words, and back again."""
    from forgegames.core import i18n
    from forgegames.ui import icons

    request.addfinalizer(lambda: i18n.set_language("en"))
    board = start(app, seed=3).board

    def label() -> str:
        return icons.plain(board.pen.design_label("iron-sword")).strip()

    assert label() == "Iron Sword"
    i18n.set_language("es")
    spanish = board.pen.world.content.all_weapons["iron-sword"].name
    assert spanish != "Iron Sword" and label() == spanish
    i18n.set_language("en")
    assert label() == "Iron Sword"
