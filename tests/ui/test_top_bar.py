"""The top bar's buttons never move (issue 23): Undo, Redo, End turn, Legend and Menu keep
their places through a turn, shown disabled when not available, so a click meant for End
turn never lands on Redo; Undo waits while a computer player acts; a toast never covers a
board button. Driven by real events."""

from __future__ import annotations

import every_title
import pygame
import pytest
from test_hotseat import open_race
from uihelp import click, click_button, run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import sentence, toast_layout


def places(scene: GameScene) -> dict[str, tuple]:
    return {b.label: tuple(b.rect) for b in scene.top.buttons if b.label != "Hint (H)"}


def enabled(scene: GameScene, label: str) -> bool:
    return next(b.enabled for b in scene.top.buttons if b.label == label)


def test_top_bar_buttons_keep_their_places_through_a_turn(app, dice_race):
    scene = open_race(app)
    start = places(scene)
    assert list(start) == ["Undo", "Redo", "End turn", "Legend", "Menu"]
    assert not enabled(scene, "End turn") and not enabled(scene, "Undo")
    click_button(app, scene.board.group, "step")  # a move that keeps the turn
    assert places(scene) == start and enabled(scene, "Undo")
    assert not enabled(scene, "End turn")
    click_button(app, scene.board.group, "end")  # a move that hands over: held for End turn
    assert scene.handover == 0
    assert places(scene) == start, "End turn appears in its own place, nothing moves"
    assert enabled(scene, "End turn") and not enabled(scene, "Redo")
    # Clicking where End turn is ends the turn (it never lands on Redo).
    click(app, scene.top.buttons[2].rect.center)
    assert scene.handover is None
    assert places(scene) == start


def test_a_disabled_end_turn_says_why_and_does_nothing(app, dice_race):
    scene = open_race(app)
    before = len(scene.session.history)
    click_button(app, scene.top, "End turn")
    assert len(scene.session.history) == before
    assert scene.toast is not None and scene.toast.text.startswith("End turn lights up after")


def test_undo_is_disabled_while_a_computer_player_acts(dice_race):
    from forgegames.ui.app import App

    app = App((1280, 720), bot_delay_ms=10_000)  # the computer thinks for a long time
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "random"))
    scene = GameScene(app, Session.start(GameConfig("dice-race", seats, "standard"), 3))
    app.push(scene)
    run_timers(app, 1, 500)
    click_button(app, scene.board.group, "step")
    click_button(app, scene.board.group, "end")
    click_button(app, scene.top, "End turn")
    assert scene.session.is_bot_turn() and scene.computer.acting()
    assert not enabled(scene, "Undo") and not enabled(scene, "Redo")
    before = len(scene.session.history)
    click_button(app, scene.top, "Undo")
    assert len(scene.session.history) == before
    assert scene.toast is not None and "computer" in scene.toast.text


def test_a_toast_never_covers_a_board_button(app, dice_race):
    scene = open_race(app)
    scene.show_toast("a long refusal " * 8)
    app.draw()
    _, box, _ = toast_layout(scene.toast, scene.board.rect, app.scale, scene.button_rects())
    assert scene.button_rects()
    assert not any(box.colliderect(r) for r in scene.button_rects())


def test_messages_read_as_sentences():
    assert sentence("cannot undo past a dice roll or a card draw") == (
        "A roll or a draw cannot be taken back; turn on Teaching table in the menu to take "
        "back anything."
    )
    assert sentence("you need 2 more gold") == "You need 2 more gold."


def test_skip_to_my_turn_keeps_its_place_and_the_others_theirs(dice_race):
    """With a computer player at the table the bar has "Skip to my turn" first: greyed while
    Alice plays or holds her turn, lit while the computer is to move; no button moves."""
    from forgegames.ui.app import App

    app = App((1280, 720), bot_delay_ms=10**9)  # the computer moves only when skipped to
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "random"))
    scene = GameScene(app, Session.start(GameConfig("dice-race", seats, "standard"), 3))
    app.push(scene)
    run_timers(app, 1, 500)
    start = places(scene)
    assert list(start) == ["Skip to my turn", "Undo", "Redo", "End turn", "Legend", "Menu"]
    assert not enabled(scene, "Skip to my turn")
    click_button(app, scene.board.group, "step")
    assert places(scene) == start and not enabled(scene, "Skip to my turn")
    click_button(app, scene.board.group, "end")  # held for End turn: still Alice's to undo
    assert places(scene) == start and enabled(scene, "End turn")
    assert not enabled(scene, "Skip to my turn")
    click(app, scene.top.buttons[3].rect.center)  # where End turn is
    assert scene.session.is_bot_turn() and places(scene) == start
    assert enabled(scene, "Skip to my turn") and not enabled(scene, "End turn")
    click(app, scene.top.buttons[0].rect.center)  # where Skip is
    assert scene.my_turn() and places(scene) == start
    assert not enabled(scene, "Skip to my turn")


def test_a_table_of_people_has_no_skip_button(app, dice_race):
    scene = open_race(app)
    assert "Skip to my turn" not in places(scene)


def test_the_status_keeps_one_line_before_the_title_name(tmp_path):
    """Issue 41: at 1920x1080 Forge War's epic status ("Stage 2 · Round 3 · Quest phase")
    went on two lines beside the title's name; the name gives way first, the status is whole
    on one line."""
    from test_forge_war_crowded import shot

    items = shot(
        tmp_path,
        *("--game", "forge-war", "--variant", "epic", "--players", "3", "--seed", "13"),
        *("--actions", "200", "--people", "1", "--size", "1920x1080"),
    )
    texts = [item["text"] for item in items]
    assert "Stage 2 · Round 3 · Quest phase" in texts
    # playtest 11: the name keeps its place before the status, or is left out; it is never
    # shown under "Menu"
    names = [item for item in items if item["text"] == "Forge War"]
    status = next(item for item in items if item["text"] == "Stage 2 · Round 3 · Quest phase")
    assert len(names) <= 1
    for item in names:
        assert not item["cut"] and item["rect"][0] < status["rect"][0]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_games_name_keeps_its_place(size, lang):
    """Playtest 11 (shots 52, 66, 107, 109, 123): a long status sent the game's name under
    "Menu" ("Menu / Warparty"), which looked broken; playtest 14 (shots 16, 70, 110): it left
    the bar. Now, for every title, at both sizes and in both languages, with a short and a long
    status: the name is at the bar's left, whole, before the status; the Menu button says
    "Menu" only and keeps its place; the only words shortened are the long status, with an
    ellipsis."""
    from forgegames.core import i18n, registry
    from forgegames.ui import text_report
    from forgegames.ui.app import App

    text_report.start()
    i18n.set_language(lang)
    try:
        app = App(size, bot_delay_ms=0)
        app.surface = text_report.recording_window(app.surface)
        seats = (SeatConfig("Alice", "blue", None), SeatConfig("Bruno", "orange", "greedy"))
        long = i18n.tr("Round") + " 1 · a status line long enough to take much of the bar"
        for game in every_title.title_ids():
            variant = registry.get(game).info.variants[0].id
            scene = GameScene(app, Session.start(GameConfig(game, seats, variant), 3))
            app.push(scene)
            name = scene.title.info.name
            menus = set()
            for status in (i18n.tr("Round") + " 1", long):
                scene.top_bar.bar_status = lambda status=status: status
                scene.invalidate()
                app.surface.fill((0, 0, 0))
                app.draw()
                items = text_report.report(app.surface)
                in_bar = [i for i in items if pygame.Rect(i["rect"]).bottom <= scene.bar.bottom]
                menu = next(b for b in scene.top.buttons if b.on_press == scene.menu.open)
                assert menu.caption == "", (game, menu.caption)
                menus.add(tuple(menu.rect))
                named = [i for i in in_bar if i["text"] == name]
                assert len(named) == 1, (game, in_bar)
                cut = [i["text"] for i in in_bar if i["cut"]]
                assert cut in ([], [scene.top_bar.status_cut]), (game, in_bar)
                assert all(text.endswith("…") for text in cut), cut
                first = status.split(" · ")[0]
                words = [i for i in in_bar if i["text"].startswith(first)]
                assert words, (game, in_bar)
                for item in named:
                    rect = pygame.Rect(item["rect"])
                    assert not item["cut"] and not rect.colliderect(menu.rect), (game, item)
                    assert rect.left <= int(16 * app.board_scale) + 1, (game, item)
                    assert rect.right < words[0]["rect"][0], (game, item)
            assert len(menus) == 1, (game, menus)
            app.remove(scene)
    finally:
        text_report.stop()
        i18n.set_language("en")
        pygame.display.quit()
