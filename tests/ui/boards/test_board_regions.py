"""Boards describe their parts so the frame can mark what a move changed: real moves played
through the session mark the parts they touched (and not the others), identical positions mark
nothing, and every part lies on the board."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pygame
from uihelp import click

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war import TITLE as TITLE_FW
from forgegames.games.forge_war.game_actions import TakeQuest
from forgegames.games.forge_war.mine_actions import MoveOverseer, hex_of
from forgegames.games.kings_forge import TITLE as TITLE_KF
from forgegames.games.kings_forge import board_info
from forgegames.games.kings_forge.actions import Bonus, Claim, Craft
from forgegames.games.kings_forge.state import PHASE_CRAFT
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.boards.generic import GenericBoard
from forgegames.ui.boards.kings_forge import KingsForgeBoard
from forgegames.ui.game_scene import GameScene
from forgegames.ui.overlays import Curtain

NAMES = ("Ann", "Ben", "Cat", "Dan")
COLOURS = ("blue", "orange", "green", "purple")


def open_game(app, title_id: str, variant: str, seed: int, players: int) -> GameScene:
    """A hot-seat game of people only, on screen with its board laid out."""
    seats = tuple(SeatConfig(n, c) for n, c in zip(NAMES, COLOURS, strict=True))[:players]
    session = Session.start(GameConfig(title_id, seats, variant), seed)
    scene = GameScene(app, session)
    app.push(scene)
    lift_curtain(app)
    return scene


def lift_curtain(app) -> None:
    while isinstance(app.stack.top, Curtain):
        click(app, (app.size[0] // 2, app.size[1] // 2))
    app.draw()


def greedy_moves(scene: GameScene, limit: int) -> Iterator[Any]:
    """Play greedy moves through the session (the screen does not follow), yielding each
    position reached, the first one included."""
    session = scene.session
    bot = session.title.bots()["greedy"](0)
    rng = random.Random(2)
    yield session.state
    for _ in range(limit):
        if session.over:
            return
        seen = session.title.view(session.state, session.active)
        session.apply(bot.choose(seen, session.legal_actions(), rng))
        yield session.state


def play_until(scene: GameScene, done: Callable[[Any], bool], limit: int = 600) -> None:
    """Greedy moves until ``done(state)``; the screen then follows."""
    if not any(done(state) for state in greedy_moves(scene, limit)):
        raise AssertionError("position not reached")
    scene.after_change()
    lift_curtain(scene.app)


def view(scene: GameScene, seat: int) -> Any:
    """What the frame passes to the board: ``seat``'s view of the game now."""
    return scene.title.view(scene.session.state, seat)


def play(scene: GameScene, action) -> None:
    scene.session.apply(action)
    scene.after_change()
    lift_curtain(scene.app)


def assert_on_board(board, state) -> None:
    parts = board.regions(state)
    assert parts, "a board with parts describes them"
    for key, (rect, what) in parts.items():
        hash(what)
        assert rect.width > 0 and rect.height > 0, key
        assert board.rect.contains(rect), f"{key} {rect} outside {board.rect}"


def rects_of(board, state, prefix: str) -> dict[str, pygame.Rect]:
    return {k: r for k, (r, _) in board.regions(state).items() if k.startswith(prefix)}


# --- King's Forge ------------------------------------------------------------------------------
def kings_forge(app, seed: int = 4) -> GameScene:
    scene = open_game(app, "kings-forge", "standard", seed, 3)
    assert isinstance(scene.board, KingsForgeBoard)
    return scene


def test_kings_forge_gather_placement_marks_the_card_and_the_tray(app):
    scene = kings_forge(app)
    board: KingsForgeBoard = scene.board
    session = scene.session
    play_until(scene, lambda s: any(isinstance(a, Claim) for a in TITLE_KF.legal_actions(s)))
    seat = session.active
    claim = next(a for a in session.legal_actions() if isinstance(a, Claim))
    before = view(scene, seat)
    slot = before.faceup.index(claim.card)
    play(scene, claim)
    while session.state.sub == "pay":
        play(scene, board_info.suggest_pay(session.state))
    after = view(scene, seat)
    marks = board.marks(before, after)
    card_rect = board.geo.gather_cards(before)[slot][1]
    trays = board.geo.tray_rects(after)
    if after.faceup[slot]:  # a new card turned up there: not the move's (playtest 4)
        assert card_rect not in marks, "the card that took its place is not marked"
    else:
        assert card_rect in marks, "the claimed card left its place in the row"
    assert trays[seat] in marks, "the claimed card and the dice paid show on the tray"
    others = [rect for i, rect in enumerate(trays) if i != seat]
    assert not any(rect in marks for rect in others), "nobody else's tray changed"
    assert not any(rect in marks for _c, rect in board.geo.king_cards(after))
    assert not any(rect in marks for _d, rect in board.geo.dock_rows())
    untouched = [r for i, (_c, r) in enumerate(board.geo.gather_cards(after)) if i != slot]
    assert not any(rect in marks for rect in untouched)


def test_kings_forge_bonus_marks_one_die_and_a_craft_marks_the_display(app):
    scene = kings_forge(app, seed=1)
    board: KingsForgeBoard = scene.board
    session = scene.session

    def bonus_on_a_die(state) -> bool:
        return any(isinstance(a, Bonus) and a.die >= 0 for a in TITLE_KF.legal_actions(state))

    play_until(scene, bonus_on_a_die, limit=2000)
    seat = session.active
    before = view(scene, seat)
    bonus = next(a for a in session.legal_actions() if isinstance(a, Bonus) and a.die >= 0)
    play(scene, bonus)
    after = view(scene, seat)
    marks = board.marks(before, after)
    dice = dict(board.geo.pool_dice(after))
    assert dice[bonus.die] in marks, "the die the bonus went on changed value"
    assert [r for d, r in dice.items() if d != bonus.die and r in marks] == []
    assert board.geo.tray_rects(after)[seat] in marks, "the power is spent on the tray"

    play_until(scene, lambda s: any(isinstance(a, Craft) for a in TITLE_KF.legal_actions(s)))
    seat = session.active
    craft = next(a for a in session.legal_actions() if isinstance(a, Craft))
    before = view(scene, seat)
    play(scene, craft)
    after = view(scene, seat)
    marks = board.marks(before, after)
    place = dict(board.geo.king_cards(before))[craft.card]
    slot = before.display.index(craft.card)
    replaced = slot < len(after.display) and after.display[slot] != craft.card
    # the card left the display; a card come up in its place is not the move's (playtest 4)
    assert (place in marks) != replaced
    assert board.geo.crafted_cards(after)[-1][1] in marks, "it shows as crafted this round"
    bystanders = [
        r for i, r in enumerate(board.geo.tray_rects(after)) if i not in (seat, after.turn)
    ]
    assert bystanders and not any(rect in marks for rect in bystanders)


def test_kings_forge_parts_lie_on_the_board_and_equal_positions_mark_nothing(app):
    scene = kings_forge(app, seed=8)
    board: KingsForgeBoard = scene.board
    phases = set()
    for state in greedy_moves(scene, 300):
        phases.add(state.phase)
        assert_on_board(board, state)
        again = TITLE_KF.from_json(TITLE_KF.to_json(state))
        assert again is not state and board.marks(state, again) == []
    assert PHASE_CRAFT in phases, "the craft table's parts were checked too"


# --- Forge War ---------------------------------------------------------------------------------
def forge_war(app, seed: int = 5) -> GameScene:
    scene = open_game(app, "forge-war", "simple", seed, 3)
    assert isinstance(scene.board, ForgeWarBoard)
    return scene


def test_forge_war_overseer_move_marks_its_hexes_and_the_movers_mat(app):
    scene = forge_war(app)
    board: ForgeWarBoard = scene.board
    session = scene.session
    play_until(scene, lambda s: s.phase == "mine" and not s.pending and s.round >= 2)
    seat = session.active
    move = next(a for a in session.legal_actions() if isinstance(a, MoveOverseer))
    before = view(scene, seat)
    play(scene, move)
    after = view(scene, seat)
    marks = board.marks(before, after)
    hexes = rects_of(board, after, "hex:")
    start, end = hex_of(move.frm), hex_of(move.to)
    assert hexes[f"hex:{start.q},{start.r}"] in marks, "the overseer left, a worker came"
    assert hexes[f"hex:{end.q},{end.r}"] in marks, "the overseer arrived"
    assert board.rects[f"mat:{seat}"] in marks, "the mover gained a worker and a resource"
    occupied = {**before.mine.workers, **before.mine.overseers}
    now = {**after.mine.workers, **after.mine.overseers}
    calm = [
        rect
        for key, rect in hexes.items()
        if occupied.get(h := hex_of(tuple(int(n) for n in key[4:].split(",")))) == now.get(h)
        and h not in (start, end)
    ]
    assert calm and not any(rect in marks for rect in calm), "untouched hexes stay unmarked"
    assert not any(rect in marks for rect in rects_of(board, after, "slot:").values())
    assert not any(rect in marks for rect in rects_of(board, after, "space:").values())


def test_forge_war_taking_a_quest_marks_the_slot_and_the_mat(app):
    """Asked (as the frame does) before the board has rebuilt for the move, the marks still
    fall where the parts are drawn after it: the new quest makes the mover's mat taller."""
    scene = forge_war(app, seed=3)
    board: ForgeWarBoard = scene.board
    session = scene.session
    play_until(scene, lambda s: any(isinstance(a, TakeQuest) for a in TITLE_FW.legal_actions(s)))
    seat = session.active
    take = next(a for a in session.legal_actions() if isinstance(a, TakeQuest))
    before = view(scene, seat)
    mat_before = board.rects[f"mat:{seat}"].copy()
    session.apply(take)
    after = view(scene, seat)
    marks = board.marks(before, after)
    scene.after_change()
    lift_curtain(app)
    assert board.rects[f"mat:{seat}"].height > mat_before.height
    assert board.rects[f"slot:{take.slot}"] in marks, "the quest left the offer"
    assert board.rects[f"mat:{seat}"] in marks, "the quest (and its cost) is on the mat"
    mats = [board.rects[f"mat:{i}"] for i in range(after.players) if i != seat]
    assert not any(rect in marks for rect in mats), "nobody else's mat changed"
    assert not any(rect in marks for rect in rects_of(board, after, "hex:").values())


def test_forge_war_parts_lie_on_the_board_and_equal_views_mark_nothing(app):
    scene = forge_war(app, seed=9)
    board: ForgeWarBoard = scene.board
    phases, parts = set(), set()
    for i, state in enumerate(greedy_moves(scene, 300)):
        if i % 5:
            continue
        scene.after_change()  # the layout follows the game on screen
        lift_curtain(app)
        seat = max(scene.session.active, 0)
        phases.add(state.phase)
        parts |= {key.split(":")[0] for key in board.regions(view(scene, seat))}
        assert_on_board(board, view(scene, seat))
        assert board.marks(view(scene, seat), view(scene, seat)) == []
    assert {"place", "mine", "market", "quest"} <= phases
    assert {"hex", "space", "slot", "mat", "merchant", "rounds"} <= parts


# --- the generic board -------------------------------------------------------------------------
def test_generic_board_marks_the_seat_that_moved(app, dice_race):
    scene = open_game(app, "dice-race", "standard", 3, 2)
    board = scene.board
    assert isinstance(board, GenericBoard)
    session = scene.session
    seat = session.active
    before = view(scene, seat)
    assert board.marks(before, view(scene, seat)) == []
    play(scene, next(a for a in session.legal_actions() if a.verb == "step"))
    after = view(scene, seat)
    rows = board.seat_rows(2)
    assert board.marks(before, after) == [rows[seat]]
    assert_on_board(board, after)
