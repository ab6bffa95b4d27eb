"""The solo epic board, headless: the change from stage 1 to stage 2 played by clicks, the
player placing the automated colours' overseers again in the new mine."""

from __future__ import annotations

import random

from test_forge_war_board import lift_curtain, play_by_clicks, reach
from uihelp import play_clicked, settle

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.game_actions import Finish
from forgegames.games.forge_war.mine_actions import PlaceOverseer, hex_of
from forgegames.games.forge_war.stages import stage_of
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.game_scene import GameScene
from tests.games.forge_war.test_fw_solo_epic import at_stage_end


def test_solo_epic_stage_change_by_clicks(app, tmp_path, monkeypatch):
    monkeypatch.setenv("FORGEGAMES_DATA_DIR", str(tmp_path))
    config = GameConfig(
        "forge-war", (SeatConfig("Ann", "blue"),), "solo-epic", (("difficulty", "very-easy"),)
    )
    scene = GameScene(app, Session.start(config, 3))
    app.push(scene)
    assert isinstance(scene.board, ForgeWarBoard)
    lift_curtain(app)
    reach(app, scene, lambda s: s.phase == "quest" and s.step == "acquire")
    session = scene.session
    # Stage 1's last round, the player's last finish (a position built by hand).
    session.state = at_stage_end(session.state, 1, order=(1, 0, 2))
    scene.after_change()
    lift_curtain(app)
    board: ForgeWarBoard = scene.board
    bot = TITLE.bots()["greedy"](0)
    rng = random.Random(2)
    colours: list[int] = []
    for _ in range(40):
        state = session.state
        if state.round == 7 and state.phase == "mine":
            break
        settle(app, scene)
        assert scene.my_turn()
        state = session.state
        if state.phase == "place":
            assert stage_of(state) == 2 and state.mine.board.stage == 2
            colour = state.mphase.actor
            colours.append(colour)
            prompt = board.prompts.prompt(board.view)
            if colour != 0:
                assert "an automated colour" in prompt and scene.seat_name(colour) in prompt
        choice = bot.choose(TITLE.view(state, session.active), session.legal_actions(), rng)
        if state.phase == "rewards":
            assert choice == Finish()
        play_clicked(app, scene, play_by_clicks, choice)
        if isinstance(choice, PlaceOverseer):
            assert session.state.mine.overseers[hex_of(choice.at)] == colours[-1]
        app.draw()
    else:
        raise AssertionError("stage 2's first mine phase never came")
    assert colours == [1, 0, 2] * 3
    state = session.state
    assert sorted(state.mine.overseers.values()) == [0, 0, 0, 1, 1, 1, 2, 2, 2]
    offer = state.quests["offer"]
    assert offer[0] and offer[1] and offer[2:] == (None,) * 6
    assert "Stage 2" in session.status_line()
