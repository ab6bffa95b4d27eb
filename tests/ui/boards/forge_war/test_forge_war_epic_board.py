"""The Forge War board in the epic game, headless: a change of stage played by clicks (the end
of round 6 through stage 2's overseer placement), and the champion title and bonus-tile
merchant choices offered as lists."""

from __future__ import annotations

import os
import random

import pygame
from test_forge_war_board import COLOURS, NAMES, lift_curtain, play_by_clicks, press_label, reach
from uihelp import play_clicked, settle

from forgegames.core.frozen import evolve
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.game_actions import ChooseTitle, PlaceTile, TileBuy
from forgegames.games.forge_war.mine_actions import PlaceOverseer
from forgegames.games.forge_war.stages import stage_of
from forgegames.games.forge_war.state import pending_entry, with_seat
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.game_scene import GameScene

SHOTS = os.environ.get("FORGEGAMES_TEST_SHOTS")
"""A folder to save the scenes' pictures in, to look at (unset: none are saved)."""


def start_epic(app, seed: int, players: int = 2, tiles: str = "off") -> GameScene:
    seats = tuple(SeatConfig(n, c) for n, c in zip(NAMES, COLOURS, strict=True))[:players]
    config = GameConfig("forge-war", seats, "epic", (("bonus-tiles", tiles),))
    scene = GameScene(app, Session.start(config, seed))
    app.push(scene)
    assert isinstance(scene.board, ForgeWarBoard)
    lift_curtain(app)
    return scene


def shot(app, name: str) -> None:
    app.draw()
    if SHOTS:
        pygame.image.save(pygame.display.get_surface(), os.path.join(SHOTS, name))


def test_stage_change_by_clicks(app) -> None:
    scene = start_epic(app, seed=4)
    reach(app, scene, lambda s: s.round == 6 and s.phase == "rewards", limit=3000)
    session = scene.session
    bot = TITLE.bots()["greedy"](0)
    rng = random.Random(2)
    placed = 0
    for _ in range(60):
        state = session.state
        if state.round == 7 and state.phase == "mine":
            break
        lift_curtain(app)
        settle(app, scene)
        choice = bot.choose(TITLE.view(state, session.active), session.legal_actions(), rng)
        play_clicked(app, scene, play_by_clicks, choice)
        if isinstance(choice, PlaceOverseer):
            placed += 1
            assert stage_of(session.state) == 2 and session.state.mine.board.stage == 2
            if placed == 1:
                shot(app, "epic-stage2-placement.png")
    else:
        raise AssertionError("stage 2's first mine phase never came")
    assert placed == 3 * session.state.players
    assert "Stage 2" in session.status_line()
    shot(app, "epic-stage2-mine.png")


def test_title_choice_is_a_list_of_the_free_titles(app) -> None:
    scene = start_epic(app, seed=5)
    reach(app, scene, lambda s: s.phase == "market" and s.round == 2)
    state = scene.session.state = scene.session.state  # a state to change by hand
    seat = scene.session.active
    first, second, *others = state.seats[seat].advs
    first = evolve(first, level=4, title="valorous")
    state = with_seat(state, seat, advs=(first, evolve(second, level=4), *others))
    why = "adventurer 2 is a champion"
    scene.session.state = evolve(state, pending=(pending_entry(seat, "title", 1, adv=1, why=why),))
    scene.after_change()
    lift_curtain(app)
    board: ForgeWarBoard = scene.board
    press_label(app, board, "Choose a champion title…")
    assert board.popup and all(isinstance(a, ChooseTitle) for a in board.popup)
    assert {a.title for a in board.popup} == set(TITLE_IDS) - {"valorous"}
    shot(app, "epic-title-choice.png")
    choice = ChooseTitle(1, "opportunistic")
    press_label(app, board, scene.describe(choice))
    assert scene.session.state.seats[seat].advs[1].title == "opportunistic"


def test_tile_gold_is_spent_from_a_list(app) -> None:
    scene = start_epic(app, seed=6, tiles="on")
    assert any(isinstance(e.action, PlaceTile) for e in scene.session.history)
    reach(app, scene, lambda s: s.phase == "market" and s.round == 2)
    state = scene.session.state = scene.session.state  # a state to change by hand
    seat = scene.session.active
    spend = pending_entry(seat, "spend", 9, why="the Knowledge tile")
    scene.session.state = evolve(state, pending=(spend,))
    scene.after_change()
    lift_curtain(app)
    board: ForgeWarBoard = scene.board
    press_label(app, board, "Spend the tile's gold…")
    assert board.popup and all(isinstance(a, TileBuy) for a in board.popup)
    shot(app, "epic-tile-spend.png")
    iron = state.seats[seat].pool.get("iron", 0)
    press_label(app, board, scene.describe(TileBuy("iron")))
    assert scene.session.state.seats[seat].pool["iron"] == iron + 1
    assert scene.session.state.pending[0]["count"] == 6


TITLE_IDS = (
    "opportunistic",
    "unrelenting",
    "valorous",
    "fortuitous",
    "expeditious",
    "charming",
    "brutish",
    "rending",
    "thrusting",
    "dendritic",
    "sanguine",
    "purified",
)
