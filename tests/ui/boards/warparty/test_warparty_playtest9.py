"""Playtest 9's Warparty findings in combat: the Fight button stays in the bar at 1024x640
with the economic danger shown, and every click on the map in the combat phase says what the
phase wants (with a Why? to the combat rules)."""

from __future__ import annotations

from test_warparty_board import _scene
from test_warparty_economic_danger import evil_rich
from uihelp import click, click_button, settle

from forgegames.ui.boards.warparty.words import DANGER_LEAD


def _to_combat(app, scene) -> None:
    """The Humans march on the Goblin next to their capital and end movement: one battle."""
    board = scene.board
    click(app, board.canvas.stack_rects(scene.session.state)[("kingsreach", "humans")].center)
    click(app, board.canvas.centre_of("crownvale"))
    app.draw()
    click_button(app, board.bar, "End movement")
    settle(app, scene)
    app.draw()
    assert scene.session.state.battles == ("crownvale",)


def test_the_fight_button_stays_at_1024x640_beside_the_danger_warning(small_app):
    scene = _scene(small_app)
    evil_rich(scene, DANGER_LEAD)
    _to_combat(small_app, scene)
    board = scene.board
    prompt = " ".join(board.prompt_lines(board.state)[1])
    assert prompt.startswith("Danger:"), prompt
    fight = [b for b in board.bar.buttons if b.label.startswith("Fight the battle")]
    assert fight, [b.label for b in board.bar.buttons]
    assert fight[0].rect.left >= board.bar_left and fight[0].rect.right <= small_app.size[0]
    click(small_app, fight[0].rect.center)
    assert scene.session.state.battle is not None, "the click opened the battle"


def test_a_click_off_the_battles_says_what_the_combat_phase_wants(app):
    scene = _scene(app)
    _to_combat(app, scene)
    board, state = scene.board, scene.session.state
    enemy = board.canvas.stack_rects(state)[("bone-lands", "undead")]
    for pos in (enemy.center, board.canvas.centre_of("mudgate")):
        scene.toast = None
        click(app, pos)
        assert scene.toast is not None, pos
        assert scene.toast.text.startswith("Fight the battles first"), scene.toast.text
        assert scene.toast.why and scene.toast.rule == "combat"
    assert scene.session.state is state  # nothing was played
    click(app, board.canvas.centre_of("crownvale"))
    assert scene.session.state.battle is not None


def test_with_no_battle_left_a_click_points_to_end_combat(app):
    scene = _scene(app, goblins_at="mudgate")
    board = scene.board
    click_button(app, board.bar, "End movement")
    settle(app, scene)
    app.draw()
    assert scene.session.state.phase == "combat" and not scene.session.state.battles
    click(app, board.canvas.centre_of("crownvale"))
    assert scene.toast is not None and "End combat" in scene.toast.text, scene.toast


def _quests_scene(app):
    """A new two-person game at its first choice of secret quests."""
    from uihelp import open_game

    from forgegames.core.session import Session
    from forgegames.core.title import GameConfig, SeatConfig
    from forgegames.games.warparty.actions import KeepQuests

    config = GameConfig(
        "warparty", (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange")), "standard"
    )
    session = Session.start(config, 3)
    while not any(isinstance(a, KeepQuests) for a in session.legal_actions()):
        legal = session.legal_actions()
        session.apply(session.bot_action() if session.active < 0 else legal[0])
    return open_game(app, session)


def test_the_quests_first_screen_speaks_only_of_the_quest_choice(app, tmp_path):
    import json

    from forgegames.ui import text_report
    from forgegames.ui.screenshot import render

    text_report.start()
    try:
        scene = _quests_scene(app)
        render(app, tmp_path / "quests.png", tmp_path / "quests.json")
    finally:
        text_report.stop()
    board = scene.board
    drawn = [d["text"] for d in json.loads((tmp_path / "quests.json").read_text()) if "text" in d]
    words = " ".join(drawn)
    prompt = " ".join(board.prompt_lines(board.state)[1])
    assert prompt.startswith("Secret quests: press Choose your quests"), prompt
    assert [b.label for b in board.bar.buttons] == ["Choose your quests"]
    assert "SECRET QUESTS" in drawn and "Secret quests" in drawn  # the list's and the track's
    for other in ("BUY FOR", "nothing to buy now", "End buying", "Set-up"):
        assert other not in words, other
