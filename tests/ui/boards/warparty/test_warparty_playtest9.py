"""Playtest 9's Warparty findings in combat: the Fight button stays in the bar at 1024x640
with the economic danger shown, and every click on the map in the combat phase says what the
phase wants (with a Why? to the combat rules)."""

from __future__ import annotations

import re

import pytest
from test_warparty_board import _scene
from test_warparty_economic_danger import evil_rich
from test_warparty_fight import march_on_crownvale
from uihelp import click, click_button, settle

from forgegames.ui.boards.warparty.standing import standing_rect
from forgegames.ui.boards.warparty.words import DANGER_LEAD


def _to_combat(app, scene) -> None:
    """The Humans march on the Goblin next to their capital and end movement: one battle."""
    march_on_crownvale(app, scene)
    assert scene.session.state.battles == ("crownvale",)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_fight_button_stays_beside_the_whole_danger_warning(size, lang, tmp_path):
    import json

    import pygame

    from forgegames.core import i18n
    from forgegames.ui import text_report
    from forgegames.ui.app import App
    from forgegames.ui.screenshot import render

    text_report.start()  # before the window: every text drawn keeps its words
    app = App(size, bot_delay_ms=0)
    try:
        scene = _scene(app)
        evil_rich(scene, DANGER_LEAD)
        _to_combat(app, scene)
        i18n.set_language(lang)
        board = scene.board
        board.refresh()
        scene.invalidate()
        render(app, tmp_path / "c.png", tmp_path / "c.json")
        text_report.stop()
        prompt = " ".join(board.prompt_lines(board.state)[1])
        assert prompt.startswith(("Danger:", "Peligro:")), prompt
        fight = [
            b
            for b in board.bar.buttons
            if b.label
            == i18n.tr("Fight the battle in {place}", place=board.territory_names()["crownvale"])
        ]
        assert fight, [b.label for b in board.bar.buttons]
        assert fight[0].rect.left >= board.bar_left and fight[0].rect.right <= size[0]
        strip = board.prompt_strip()
        drawn = json.loads((tmp_path / "c.json").read_text(encoding="utf-8"))
        words = [d for d in drawn if "text" in d and strip.collidepoint(d["rect"][:2])]
        assert " ".join(d["text"] for d in words) == prompt  # the warning whole, uncut
        assert not any(d["cut"] for d in words), words
        click(app, fight[0].rect.center)
        assert scene.session.state.battle is not None, "the click opened the battle"
    finally:
        text_report.stop()
        i18n.set_language("en")
        pygame.display.quit()


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
    prompt = board.hint(scene.session.state)  # playtest 10: it said "click crossed swords"
    assert prompt.startswith("No battle to fight") and "crossed swords" not in prompt, prompt


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


def test_both_incomes_and_the_winning_lead_show_from_turn_1_at_1024x640(small_app, tmp_path):
    import json

    from forgegames.ui import text_report
    from forgegames.ui.screenshot import render

    text_report.start()
    try:
        scene = _scene(small_app)
        render(small_app, tmp_path / "m.png", tmp_path / "m.json")
    finally:
        text_report.stop()
    board = scene.board
    assert board.state.turn == 1 and board.folded  # the panel is folded away at this size
    words = board.income_standing(board.state)
    assert words == "Income: Good\u00a010, Evil\u00a010. A lead of 50 wins.", words
    area = standing_rect(board)
    drawn = json.loads((tmp_path / "m.json").read_text())
    inside = [d for d in drawn if "text" in d and area.collidepoint(d["rect"][:2])]
    assert " ".join(d["text"] for d in inside) == words
    assert not any(d["cut"] for d in inside)


def test_the_danger_warning_comes_one_turns_rise_before_the_winning_lead(app):
    from forgegames.games.warparty import victory
    from forgegames.ui.boards.warparty.words import TURN_REACH

    assert DANGER_LEAD == victory.ECONOMIC_LEAD - TURN_REACH < 30  # earlier than playtest 8's
    scene = _scene(app)
    lead = evil_rich(scene, DANGER_LEAD)
    assert DANGER_LEAD <= lead < 30
    prompt = " ".join(scene.board.prompt_lines(scene.board.state)[1])
    assert prompt.startswith(f"Danger: the Evil team's income is {lead} above yours"), prompt


def test_the_hint_says_the_team_is_behind_on_income_and_where_to_claim(app):
    scene = _scene(app, goblins_at="mudgate")
    evil_rich(scene, 8)
    scene.session.set_hints(True)
    app.draw()
    scene.teaching.show_hint()
    aside = scene.side_notes()[-1].paragraphs[-1]
    said = scene.board.income_standing(scene.board.state)
    good, evil = (int(n) for n in re.findall(r"\u00a0(\d+)", said))
    assert f"Your team's income is {evil - good} below the Evil team's" in aside, aside
    assert f"({good} to {evil})" in aside
    claims = scene.board.claim_words(scene.board.state)
    assert claims and f"Claim land to catch up: {claims}." in aside


def test_the_battle_names_units_without_their_ids(app):
    scene = _scene(app)
    _to_combat(app, scene)
    board = scene.board
    click(app, board.canvas.centre_of("crownvale"))
    battle = scene.session.state.battle
    assert battle is not None
    app.draw()
    head = board.battle_panel.info_lines(battle, board.battle_names(battle))[0][1]
    assert head == "Default attack: Soldier 1 attacks Goblin Warrior", head
    click(app, board.battle_panel.rects()["button:default"].center)
    settle(app, scene)
    lines = [line for line, _, _ in scene.log.entries]
    blows = [line for line in lines if "Goblin Warrior" in line]
    assert blows and not any(re.search(r"#\d", line) for line in lines), lines[-6:]
    assert any(line.startswith("Soldier 1 rolls") for line in lines), lines[-6:]


def test_the_side_panels_fold_is_remembered_when_a_game_is_continued(app, tmp_path):
    from uihelp import open_game

    from forgegames.core.session import Session

    scene = _scene(app)
    board = scene.board
    assert not board.folded
    app.draw()
    click(app, board.fold_tab.buttons[0].rect.center)  # Hide panel
    assert board.folded
    path = tmp_path / "game.json"
    scene.session.save(path)
    app.pop()
    again = open_game(app, Session.resume(path))
    assert again.board.folded and again.board.fold_tab.buttons[0].label == "Show panel"
    app.draw()
    click(app, again.board.fold_tab.buttons[0].rect.center)  # Show panel, remembered too
    app.pop()
    third = open_game(app, Session.resume(path))
    assert not third.board.folded and third.board.panel_rect.width > 0
