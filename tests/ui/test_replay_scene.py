"""The replay viewer, headless, driven by real events: opened by ``main.py replay FILE``, the
launcher and the results screen; stepped by keys and buttons with the log in step; rounds;
auto-play; Reveal all; the board plays nothing; a broken file is named and left alone."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from uihelp import button, click, click_button, post, press

from forgegames import cli
from forgegames.core import registry
from forgegames.core.saved_games import finished_dir, games_dir
from forgegames.core.session import Session
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene
from forgegames.ui.launcher import Launcher
from forgegames.ui.replay_scene import ReplayScene
from forgegames.ui.results import Results
from forgegames.ui.round_picker import RoundPicker


def bot_session(title_id: str, seed: int = 11, limit: int | None = None) -> Session:
    """Two computer players' game of ``title_id``: to the end, or ``limit`` moves."""
    title = registry.get(title_id)
    config = cli.make_config(title, 2, None, {0: "random", 1: "random"})
    session = Session.start(config, seed)
    moves = 0
    while not session.over and (limit is None or moves < limit):
        session.apply(session.bot_action())
        moves += 1
    return session


@pytest.fixture()
def opened(monkeypatch: pytest.MonkeyPatch):
    """``cli.main`` as the command line runs it, keeping the app it would have run: returns
    ``open_(argv) -> (exit code, app or None)``."""
    made: list[App] = []
    monkeypatch.setattr(App, "run", lambda self: made.append(self))

    def open_(argv: list[str]) -> tuple[int, App | None]:
        code = cli.main(argv)
        return code, (made[-1] if made else None)

    yield open_
    pygame.display.quit()


def replay_of(app: App | None) -> ReplayScene:
    assert app is not None
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    app.draw()
    return scene


def saved(session: Session, path: Path) -> Path:
    session.save(path)
    return path


def test_replay_command_steps_with_arrow_keys_and_the_log_follows(opened, tmp_path):
    session = bot_session("forge-war")
    path = saved(session, tmp_path / "war.json")
    before = path.read_bytes()
    code, app = opened(["replay", str(path)])
    scene = replay_of(app)
    assert code == 0 and scene.step == 0 and scene.log.entries == []
    title = scene.title
    for _ in range(30):
        press(app, pygame.K_RIGHT, pause=False)
    assert scene.step == 30
    assert title.to_json(scene.session.state) == title.to_json(session.state_before(30))
    expected = scene.replay.step_events(30, scene.seat_name)[-1].text
    assert expected in scene.log.entries[-1][0]
    assert scene.log.entries[-1][2] == scene.log.highlight == (29, 30)
    # the board still explains what the mouse rests on; a click there plays nothing
    target = scene.board.all_targets()[0]
    post(app, pygame.MOUSEMOTION, pos=target.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    assert scene.board.hover_key == target.key
    click(app, target.rect.center, pause=False)
    assert scene.step == 30 and scene.toast is None
    press(app, pygame.K_LEFT, pause=False)
    press(app, pygame.K_LEFT, pause=False)
    assert scene.step == 28
    assert scene.log.entries[-1][2] == (27, 28)
    assert title.to_json(scene.session.state) == title.to_json(session.state_before(28))
    press(app, pygame.K_END, pause=False)
    assert scene.step == len(session.history) and scene.session.over
    assert title.to_json(scene.session.state) == title.to_json(session.state)
    press(app, pygame.K_RIGHT, pause=False)  # nothing after the end
    assert scene.step == len(session.history)
    press(app, pygame.K_HOME, pause=False)
    assert scene.step == 0 and scene.log.entries == []
    app.draw()
    assert path.read_bytes() == before  # watching never writes the file


def test_buttons_step_and_the_board_plays_nothing(opened, tmp_path):
    session = bot_session("kings-forge", limit=40)
    code, app = opened(["replay", str(saved(session, tmp_path / "forge.json"))])
    scene = replay_of(app)
    assert not button(scene.controls, "‹ Back").enabled
    for _ in range(3):
        click_button(app, scene.controls, "Forward ›", pause=False)
    click_button(app, scene.controls, "‹ Back", pause=False)
    assert scene.step == 2
    click_button(app, scene.controls, "End »", pause=False)
    assert scene.step == len(session.history) and not scene.session.over
    assert not button(scene.controls, "End »").enabled
    # a click anywhere on the board changes nothing and says nothing
    before = scene.session.state
    for pos in ((200, 200), scene.board.rect.center, (600, 400)):
        click(app, pos, pause=False)
    assert scene.session.state is before and scene.toast is None
    assert scene.legal_actions() == [] and not scene.my_turn()
    click_button(app, scene.controls, "« Start", pause=False)
    assert scene.step == 0
    app.draw()


def test_rounds_list_jumps_to_a_round_and_page_keys_walk_rounds(opened, tmp_path):
    session = bot_session("forge-war")
    code, app = opened(["replay", str(saved(session, tmp_path / "war.json"))])
    scene = replay_of(app)
    click_button(app, scene.controls, "Rounds…", pause=False)
    picker = app.stack.top
    assert isinstance(picker, RoundPicker)
    app.draw()
    click_button(app, picker.group, "Round 3", pause=False)
    assert app.stack.top is scene
    status = scene.title.status(scene.session.state)
    assert status.round == 3
    assert scene.title.status(scene.replay.state_at(scene.step - 1)).round == 2
    assert "Round 3" in scene.session.status_line()
    press(app, pygame.K_PAGEDOWN, pause=False)
    assert scene.title.status(scene.session.state).round == 4
    press(app, pygame.K_RIGHT, pause=False)
    press(app, pygame.K_PAGEUP, pause=False)  # from inside a round: back to its start
    assert scene.title.status(scene.session.state).round == 4
    assert scene.title.status(scene.replay.state_at(scene.step - 1)).round == 3
    press(app, pygame.K_PAGEUP, pause=False)
    assert scene.title.status(scene.session.state).round == 3


def test_play_advances_by_itself_and_pauses(opened, tmp_path):
    session = bot_session("warparty", limit=30)
    code, app = opened(["replay", str(saved(session, tmp_path / "war.json"))])
    scene = replay_of(app)
    press(app, pygame.K_SPACE, pause=False)
    assert scene.playing and button(scene.controls, "Pause")
    interval = scene.play_interval()
    for _ in range(3):
        app.tick(interval)
    assert scene.step == 3
    click_button(app, scene.controls, "Pause", pause=False)
    assert not scene.playing
    app.tick(interval * 3)
    assert scene.step == 3
    press(app, pygame.K_END, pause=False)
    press(app, pygame.K_SPACE, pause=False)  # at the end, Play starts again from the start
    assert scene.playing and scene.step == 0
    app.draw()


def test_reveal_all_shows_the_hidden_wealth_hands_only_when_switched_on(opened, tmp_path):
    session = bot_session("forge-war")
    code, app = opened(["replay", str(saved(session, tmp_path / "war.json"))])
    scene = replay_of(app)
    replay = scene.replay
    step = next(
        k
        for k, state in enumerate(replay.states)
        if state.phase == "wealth" and scene.title.current_player(state) >= 0
    )
    scene.go_to(step)
    truth = replay.state_at(step)
    hand = truth.seats[scene.session.active].hand
    assert hand and "?" not in hand
    shown = scene.visible_state()
    assert all(set(seat.hand) <= {"?"} for seat in shown.seats)
    assert scene.viewer is None
    click_button(app, scene.controls, "Reveal all: off", pause=False)
    assert scene.reveal and button(scene.controls, "Reveal all: on")
    assert scene.visible_state().seats[scene.session.active].hand == hand
    assert scene.viewer == scene.session.active  # the board shows that seat's hand
    app.draw()
    press(app, pygame.K_r, pause=False)
    assert not scene.reveal and scene.viewer is None
    assert "?" in scene.visible_state().seats[scene.session.active].hand


def test_a_broken_or_missing_save_is_named_and_left_untouched(opened, tmp_path, capsys):
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "forgegames-save", "version"', encoding="utf-8")
    code, app = opened(["replay", str(broken)])
    err = capsys.readouterr().err
    assert code == 1 and app is None
    assert str(broken) in err and "corrupt" in err and "Traceback" not in err
    assert broken.read_text(encoding="utf-8") == '{"format": "forgegames-save", "version"'
    missing = tmp_path / "nowhere.json"
    code, app = opened(["replay", str(missing)])
    assert code == 1 and app is None and str(missing) in capsys.readouterr().err
    assert not missing.exists()


def test_launcher_offers_replay_of_a_finished_game_and_close_goes_back(app):
    session = bot_session("forge-war", seed=3)
    path = saved(session, finished_dir() / "forge-war-20260101-120000-1.json")
    before = path.read_bytes()
    cli.wire(app)
    launcher = Launcher(app)
    app.push(launcher)
    app.draw()
    click_button(app, launcher.group, "Finished (1)")
    click_button(app, launcher.group, "Replay")
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.replay.last == len(session.history)
    app.draw()
    click_button(app, scene.top, "Close replay")
    assert isinstance(app.stack.top, Launcher)
    assert path.read_bytes() == before


def test_results_screen_watch_replay_and_back(app):
    cli.wire(app)
    session = bot_session("kings-forge", seed=2)
    game = GameScene(app, session)
    app.push(game)
    results = app.stack.top
    assert isinstance(results, Results)
    app.draw()
    click_button(app, results.group, "Watch replay")
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.step == 0
    press(app, pygame.K_END)
    assert scene.title.to_json(scene.session.state) == scene.title.to_json(session.state)
    app.draw()
    press(app, pygame.K_ESCAPE)
    click_button(app, app.stack.top.group, "Close replay")
    assert app.stack.top is results


def test_a_small_window_keeps_the_controls_under_the_board(tmp_path):
    from forgegames.core.replay import Replay

    session = bot_session("warparty", limit=20)
    app = App((960, 600), bot_delay_ms=0)
    try:
        scene = ReplayScene(app, Replay(session))
        app.push(scene)
        app.draw()
        window = pygame.Rect((0, 0), app.size)
        assert scene.board.rect.bottom <= scene.strip.top and window.contains(scene.strip)
        for control in scene.controls.buttons:
            assert scene.strip.contains(control.rect), control.label
        rects = sorted(b.rect for b in scene.controls.buttons)
        assert all(a.right <= b.left for a, b in zip(rects, rects[1:], strict=False))
        click_button(app, scene.controls, "Forward ›", pause=False)
        assert scene.step == 1
    finally:
        pygame.display.quit()


def test_launcher_replay_of_a_file_broken_since_it_was_listed_says_why(app, capsys):
    from forgegames.ui.overlays import MessageDialog

    session = bot_session("kings-forge", limit=10)
    path = saved(session, games_dir() / "kings-forge-20260101-120000-1.json")
    cli.wire(app)
    launcher = Launcher(app)
    app.push(launcher)
    app.draw()
    # the game is listed while its file is sound; then the file breaks
    tab = next(b.label for b in launcher.group.buttons if b.label.startswith("In progress ("))
    click_button(app, launcher.group, tab)
    path.write_text("garbage", encoding="utf-8")
    click_button(app, launcher.group, "Replay")
    top = app.stack.top
    assert isinstance(top, MessageDialog) and top.title == "This save cannot be replayed"
    assert any(str(path) in line for line in top.lines)
    assert str(path) in capsys.readouterr().err
    assert path.read_text(encoding="utf-8") == "garbage"
    click_button(app, top.group, "OK")
    assert app.stack.top is launcher


def test_the_replay_bar_draws_what_comes_next_as_large_as_its_status(opened, tmp_path, monkeypatch):
    """ux40: the replay's lower line ("to play", "Next: a roll or a draw") was drawn larger
    than the status line above it; the game's bar draws both in one size. Stepped by the
    Right key over chance's steps and the seats' moves, each drawn frame is measured."""
    from forgegames.ui import theme

    path = saved(bot_session("forge-war", limit=40), tmp_path / "fw.json")
    code, app = opened(["replay", str(path)])
    scene = replay_of(app)
    sizes: dict[str, set[int]] = {}
    real = theme._text

    def record(content, size, colour, bold):
        sizes.setdefault(content, set()).add(size)
        return real(content, size, colour, bold)

    monkeypatch.setattr(theme, "_text", record)
    seen = set()
    for _ in range(40):
        sizes.clear()
        scene.invalidate()
        app.draw()
        bar = scene.top_bar
        status = bar.status_cut or bar.bar_statuses()[0]
        lower = bar.active_text()
        assert lower, "the bar says what comes next"
        assert sizes[lower] == sizes[status] == {bar.words_size()}, (lower, status, sizes)
        assert scene.bar.contains(bar.active_rect)
        seen.add(lower)
        press(app, pygame.K_RIGHT, pause=False)
    assert {"to play", "Next: a roll or a draw"} <= seen
