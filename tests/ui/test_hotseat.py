"""A shared screen people can trust: refusals are seen, turn changes are noticed, a person's last
move stays undoable until End turn, moves that lose something are confirmed (or played and
told: ``test_confirms``), computer players go at a readable, remembered pace. Driven by real
events through the app."""

from __future__ import annotations

import threading

import every_title
import pygame
import pytest
from uihelp import button, click, click_button, press, run_timers

from forgegames.core import registry
from forgegames.core.preferences import get_preference
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import game_turns
from forgegames.ui.app import App
from forgegames.ui.boards.generic import GenericBoard
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import GUARD_MS, TOAST_MS, ConfirmLoss
from forgegames.ui.overlays import ChoiceDialog, Curtain


def open_race(app: App, bots: tuple[str | None, str | None] = (None, None)) -> GameScene:
    seats = (SeatConfig("Alice", "blue", bots[0]), SeatConfig("Bruno", "orange", bots[1]))
    session = Session.start(GameConfig("dice-race", seats, "standard"), 3)
    scene = GameScene(app, session)
    app.push(scene)
    while isinstance(app.stack.top, Curtain):
        click(app, app.stack.top.button_rect().center)
    run_timers(app, steps=1, dt=GUARD_MS + 50)
    return scene


@pytest.fixture()
def public_race(dice_race, monkeypatch):
    """The test title without hidden cards: no curtain between two people."""
    monkeypatch.setattr(type(dice_race), "has_private_info", lambda self, state: False)
    return dice_race


@pytest.fixture()
def asked(monkeypatch):
    """The test title's board asks about every losing move, though Undo could take the
    race's End turn back (held for End turn): the dialog itself is under test."""
    monkeypatch.setattr(GenericBoard, "asks_first", lambda self, action: True)


def test_idle_wait_does_not_eat_a_refusal(app, dice_race):
    scene = open_race(app)
    app.draw()
    run_timers(app, steps=300, dt=10)  # the greeting goes
    app.last_tick = 0
    # A key after a minute of idling: Ctrl+Z with nothing of Alice's to take back.
    ctrl_z = pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0
    )
    app.advance(ctrl_z, 60_000)
    assert scene.toast is not None and scene.toast.ms == TOAST_MS
    app.draw()
    run_timers(app, steps=1, dt=TOAST_MS - 100)
    assert scene.toast is not None, "the message stays its whole time once drawn"
    run_timers(app, steps=1, dt=200)
    assert scene.toast is None


def test_turn_banner_and_input_guard_without_curtain(app, public_race):
    scene = open_race(app)
    click_button(app, scene.board.group, "step")
    click_button(app, scene.board.group, "end")
    click_button(app, scene.top, "End turn")
    assert not isinstance(app.stack.top, Curtain), "no hidden information: no curtain"
    assert scene.viewer == 1 and scene.my_turn()
    assert scene.banner is not None and scene.banner.text == "Bruno, your turn"
    app.draw()
    assert scene.banner.shown, "the banner is drawn"
    before = len(scene.session.history)
    # A late double click lands on Bruno's buttons: ignored during the guard...
    click_button(app, scene.board.group, "step", pause=False)
    assert len(scene.session.history) == before
    # ...and Bruno's own click after it plays.
    click_button(app, scene.board.group, "step")
    assert len(scene.session.history) == before + 1
    assert scene.banner is None, "the greeting goes once Bruno plays"


def test_a_double_click_on_the_last_move_does_not_play_the_next_seat(app, public_race):
    scene = open_race(app)
    click_button(app, scene.board.group, "step")
    end = button(scene.board.group, "end").rect.center
    click(app, end)
    click(app, end, pause=False)
    click(app, end)
    assert scene.handover == 0 and scene.session.active == 1
    assert [e.actor for e in scene.session.history].count(1) == 0, "Bruno played nothing"


def test_undo_works_against_a_computer_player_until_end_turn(dice_race):
    app = App((1280, 720), bot_delay_ms=600)
    scene = open_race(app, (None, "random"))
    click_button(app, scene.board.group, "step")
    click_button(app, scene.board.group, "end")
    assert scene.handover == 0 and scene.session.active == 1
    run_timers(app, steps=50, dt=100)
    assert scene.session.history[-1].actor == 0, "the computer waits for End turn"
    assert button(scene.top, "Undo").enabled
    click_button(app, scene.top, "Undo")
    assert scene.session.active == 0 and scene.handover is None and scene.my_turn()
    click_button(app, scene.board.group, "end")
    press(app, pygame.K_RETURN)  # Enter ends a held turn
    assert scene.handover is None
    # The computer's moves come one at a time, each after the pause.
    played = len(scene.session.history)
    run_timers(app, steps=1, dt=300)
    assert len(scene.session.history) == played
    run_timers(app, steps=1, dt=350)
    assert len(scene.session.history) > played
    assert scene.session.history[played].actor == 1
    pygame.display.quit()


def test_a_move_that_loses_something_is_confirmed(app, dice_race, asked):
    scene = open_race(app)
    before = len(scene.session.history)
    click_button(app, scene.board.group, "end")
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss)
    assert any("free step" in line for line in dialog.lines)
    click_button(app, dialog.group, "Cancel")
    assert len(scene.session.history) == before and scene.my_turn()
    click_button(app, scene.board.group, "end")
    click_button(app, app.stack.top.group, "Do it")
    assert len(scene.session.history) == before + 1


def test_dont_ask_again_is_one_seats_choice_about_one_kind_of_warning(
    app, dice_race, monkeypatch, tmp_path, asked
):
    """Alice silences the warning on ending without a step; Bruno is still warned about it,
    Alice is still warned about another kind (rolling without a step), and her choice
    survives saving and continuing the game."""
    from titles import dice_race as dicerace

    def losses(self, state, action):
        if isinstance(action, dicerace.EndTurn | dicerace.Roll) and not state.stepped:
            return ["your free step forward this turn"]
        return []

    monkeypatch.setattr(type(dice_race), "losses", losses)
    scene = open_race(app)
    session = scene.session
    click_button(app, scene.board.group, "end")
    click_button(app, app.stack.top.group, "Do it, and don't ask")
    assert session.history[-1].actor == 0 and not isinstance(app.stack.top, ConfirmLoss)
    click_button(app, scene.top, "End turn")
    press(app, pygame.K_RETURN)  # lift Bruno's curtain
    assert scene.viewer == 1
    click_button(app, scene.board.group, "end")
    assert isinstance(app.stack.top, ConfirmLoss), "Bruno is still warned"
    click_button(app, app.stack.top.group, "Do it")
    assert session.history[-1].actor == 1
    click_button(app, scene.top, "End turn")
    press(app, pygame.K_RETURN)  # lift Alice's curtain
    assert scene.viewer == 0
    click_button(app, scene.board.group, "roll")
    assert isinstance(app.stack.top, ConfirmLoss), "Alice is still warned about rolling"
    click_button(app, app.stack.top.group, "Cancel")
    # saved and continued: Alice's choice is kept with the game
    path = tmp_path / "race.json"
    session.save(path)
    resumed = Session.load(path)
    assert resumed.silenced == [{"EndTurn"}, set()]
    scene = GameScene(app, resumed)
    app.replace(scene)
    while isinstance(app.stack.top, Curtain):
        press(app, pygame.K_RETURN)
    before = len(resumed.history)
    click_button(app, scene.board.group, "end")
    assert not isinstance(app.stack.top, ConfirmLoss), "Alice silenced this warning"
    assert len(resumed.history) == before + 1 and resumed.history[-1].actor == 0


def test_enter_after_undo_never_takes_back_another_move(app, public_race):
    """Alice steps and ends, clicks Undo (ending is taken back), then presses Enter: her step
    stays. Ending again and pressing Enter ends the turn; Tab never brings the focus to Undo."""
    scene = open_race(app)
    session = scene.session
    click_button(app, scene.board.group, "step")
    click_button(app, scene.board.group, "end")
    assert scene.handover == 0
    click_button(app, scene.top, "Undo")
    assert scene.handover is None and session.history[-1].action == dicerace_step()
    press(app, pygame.K_RETURN)
    assert session.history[-1].action == dicerace_step(), "Enter took nothing back"
    assert button(scene.top, "Undo").enabled
    for _ in range(len(scene.top.buttons) + 2):  # Tab walks the board, then the bar
        press(app, pygame.K_TAB)
        focused = scene.top.focus
        assert focused is None or scene.top.buttons[focused].label != "Undo"
    scene.top.focus = None
    scene.board.group.focus = None
    click_button(app, scene.board.group, "end")
    assert scene.handover == 0
    press(app, pygame.K_RETURN)
    assert scene.handover is None and scene.session.active == 1 and scene.viewer == 1


def test_enter_after_cancelling_a_warning_does_not_press_the_move_again(app, public_race, asked):
    scene = open_race(app)
    before = len(scene.session.history)
    click_button(app, scene.board.group, "end")  # ending without a step: asked first
    assert isinstance(app.stack.top, ConfirmLoss)
    click_button(app, app.stack.top.group, "Cancel")
    press(app, pygame.K_RETURN)
    assert not isinstance(app.stack.top, ConfirmLoss), "the clicked button kept no focus"
    assert len(scene.session.history) == before


def dicerace_step():
    from titles import dice_race as dicerace

    return dicerace.StepForward()


def test_only_move_is_named_beside_the_banner(app, public_race, monkeypatch):
    """The banner is a strip in the top bar; the only move is told in a message of its own."""
    from titles import dice_race as dicerace

    only = dicerace.EndTurn()
    monkeypatch.setattr(type(public_race), "legal_actions", lambda self, state: [only])
    scene = open_race(app)
    scene.toast = None
    scene.greet(0)
    assert scene.banner is not None and scene.banner.text == "Alice, your turn"
    assert scene.toast is not None and "Only one move is possible" in scene.toast.text
    assert not scene.toast.error


def test_computer_speed_is_chosen_in_the_menu_and_remembered(dice_race):
    app = App((1280, 720))
    assert app.bot_speed == "normal"
    scene = open_race(app, (None, "random"))
    press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, ChoiceDialog)
    click_button(app, menu.group, "Computer speed: normal")
    assert get_preference("bot_speed") == "fast"
    assert scene.toast is not None and "fast" in scene.toast.text
    assert App((1280, 720)).bot_delay_ms < 500
    pygame.display.quit()


def test_a_setting_changed_in_the_menu_keeps_the_menu_open_until_esc(dice_race):
    """Playtest 12: the menu closed when Large print was chosen, so the Esc meant to close it
    opened it again. A setting changes in place (its new value shown, its button keeping the
    focus); Esc then closes the menu; an action (Save, Rules...) still closes it."""
    app = App((1280, 720))
    scene = open_race(app, (None, "random"))
    press(app, pygame.K_ESCAPE)
    click_button(app, app.stack.top.group, "Computer speed: normal")
    menu = app.stack.top
    assert isinstance(menu, ChoiceDialog), "the menu stays open"
    assert button(menu.group, "Computer speed: fast")
    assert menu.group.buttons[menu.group.focus].label == "Computer speed: fast"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene, "Esc closes it"
    press(app, pygame.K_ESCAPE)
    click_button(app, app.stack.top.group, "Save")
    assert app.stack.top is scene, "an action closes the menu"
    pygame.display.quit()


def test_log_lines_are_tagged_with_their_move(app, dice_race):
    scene = open_race(app)
    click_button(app, scene.board.group, "step")
    app.draw()
    line_rect, tag = scene.log.drawn[-1]
    assert tag == (len(scene.session.history) - 1, len(scene.session.history))
    assert scene.log.tag_at(line_rect.center) == tag


def test_computer_moves_and_changes_since_my_turn_are_marked_and_log_lines_point(app):
    from forgegames.ui.intents import Intent

    seats = (
        SeatConfig("Alice", "blue"),
        SeatConfig("Bruno", "orange", "greedy"),
        SeatConfig("Chiara", "green", "greedy"),
    )
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 1)  # 4 before playtest 20
    scene = GameScene(app, session)
    app.push(scene)
    # Alice plays until the computers have answered three times (a move of hers that keeps
    # her turn, as a claim that opens the next phase at her seat, is not answered: the
    # computers' play decides which of her moves are)
    answered = 0
    for _ in range(12):
        run_timers(app, steps=40, dt=50)
        assert scene.my_turn()
        scene.act(session.legal_actions()[0])
        if isinstance(app.stack.top, ConfirmLoss):
            click_button(app, app.stack.top.group, "Do it")
        if scene.handover is not None:
            assert scene.marks.get("bot") in (None, []), "nothing is marked while Alice decides"
            click_button(app, scene.top, "End turn")
        handed_on = session.active != 0
        run_timers(app, steps=1, dt=10)
        if session.active in session.bots:
            assert scene.marks["bot"], "each computer move is marked as it is shown"
        if not handed_on:
            assert "since" not in scene.marks, "her own move clears the marks of her turn"
            continue
        answered += 1
        if answered == 3:
            break
    assert answered == 3, "the computers answered Alice three times"
    run_timers(app, steps=40, dt=50)
    assert scene.my_turn() and scene.marks["since"], "what changed since Alice's last turn"
    app.draw()
    rect, tag = next((r, t) for r, t in reversed(scene.log.drawn) if t is not None)
    app.dispatch(Intent("motion", pos=rect.center))
    assert scene.log_column.hover_marks == scene.board.marks(*scene.log_column.entry_views(*tag))
    assert scene.log_column.hover_marks, "a hovered log line marks its place on the board"
    app.dispatch(Intent("motion", pos=(5, 300)))
    assert scene.log_column.hover_marks == []


def test_the_real_main_loop_runs_the_timers_on_wall_clock_time(app, public_race, monkeypatch):
    """``App.run`` as the game runs it: the greeting and the input guard expire in real time
    (they never did while the loop read SDL's unstarted timer), then a click plays. The
    greeting is shortened to the guard's length: the test waits for both in real time."""
    monkeypatch.setattr(game_turns, "BANNER_MS", GUARD_MS)
    scene = open_race(app)
    assert scene.banner is not None
    played = len(scene.session.history)
    target = button(scene.board.group, "step").rect.center
    seen: list[tuple[bool, int]] = []
    advance = app.advance

    def watched(event: pygame.event.Event, now: int) -> None:
        advance(event, now)
        seen.append((scene.banner is not None, scene.guard_ms))
        if scene.banner is None and scene.guard_ms == 0 and len(scene.session.history) == played:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1))
        elif len(scene.session.history) > played:
            app.running = False

    app.advance = watched  # type: ignore[method-assign]
    # App.run ends with pygame.quit(), which would close the fonts other tests still hold
    monkeypatch.setattr(pygame, "quit", lambda: None)
    # a safety net that never hangs the suite (a thread, not pygame.time.set_timer: that
    # would start SDL's timer and hide the fault this test is about)
    net = threading.Timer(8.0, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT)))
    net.start()
    try:
        app.run()
    finally:
        net.cancel()
    assert len(scene.session.history) == played + 1, seen[-3:]
    assert scene.banner is None


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
@pytest.mark.parametrize("game", every_title.title_ids())
def test_the_turn_banner_keeps_clear_of_the_board(game, size):
    """Playtest 4: "Bruno, your turn" covered Warparty's Names button at 1024x640; playtest
    5: it hid Forge War's market heading; playtest 16: it hid the round. It greets in the top
    bar beside its header: no board heading, button or text under it, the bar's buttons and
    the title's name and round uncovered."""
    small = App(size, bot_delay_ms=10**9)
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    variant = registry.get(game).info.default_variant
    scene = GameScene(small, Session.start(GameConfig(game, seats, variant), 5))
    small.push(scene)
    while isinstance(small.stack.top, Curtain):
        click(small, (size[0] // 2, size[1] // 2))
    scene.greet(scene.session.active)
    small.draw()
    assert scene.banner is not None and scene.banner_box is not None
    box = scene.banner_box
    assert not box.colliderect(scene.board.rect) and not box.colliderect(scene.log_rect)
    assert not any(box.colliderect(b) for b in scene.button_rects()), game
    assert not any(box.colliderect(b.rect) for b in scene.top.buttons), game
    assert scene.bar.contains(box)
    header = [scene.top_bar.name_rect, scene.top_bar.status_rect]  # the title and its round
    assert all(r is not None and not box.colliderect(r) for r in header), (box, header)
    seen = pygame.image.tobytes(small.surface.subsurface(box), "RGB")
    scene.banner = None
    scene.invalidate()
    small.draw()
    assert pygame.image.tobytes(small.surface.subsurface(box), "RGB") != seen  # it was drawn
    pygame.display.quit()


def test_enter_on_a_warning_does_the_move_asked_for(app, public_race, asked):
    """Playtest 18, item 3: some warnings had Cancel ready and others "Do it", and the person
    could not tell what Enter would do. Every warning now has the move asked for ready: its
    first line says what is lost, "Do it" comes first with the focus, Enter does it; Esc
    cancels; Tab moves the focus on to Cancel."""
    scene = open_race(app)
    before = len(scene.session.history)
    end = next(a for a in scene.session.legal_actions() if scene.describe(a) == "end")
    lost = scene.title.losses(scene.session.state, end)
    click_button(app, scene.board.group, "end")
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss) and not dialog.keep_cancel
    assert dialog.lines[0].startswith("Choosing “end” gives up ") and lost[0] in dialog.lines[0]
    focused = dialog.group.buttons[dialog.group.focus]
    assert focused.label == "Do it" and focused.style == "primary"
    assert dialog.lines[-1] == "Enter does it; Esc cancels."
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and len(scene.session.history) == before
    click_button(app, scene.board.group, "end")
    dialog = app.stack.top
    press(app, pygame.K_TAB)  # from Do it on to Cancel
    assert dialog.group.buttons[dialog.group.focus].label == "Cancel"
    press(app, pygame.K_RETURN)
    assert app.stack.top is scene and len(scene.session.history) == before
    click_button(app, scene.board.group, "end")
    press(app, pygame.K_RETURN)
    assert app.stack.top is scene and len(scene.session.history) == before + 1


def test_enter_on_a_warning_that_loses_the_game_chooses_nothing(app, public_race, monkeypatch):
    """The one exception (a surrender; here the test title says its end loses the game):
    Cancel is ready and no button has the focus; Enter (End turn's key: playtest 8) chooses
    nothing and the dialog says how to choose; Esc cancels; Tab then Enter presses the
    button Tab reached; a click on Do it does the move."""
    monkeypatch.setattr(type(public_race), "loses_the_game", lambda self, state, action: True)
    scene = open_race(app)
    before = len(scene.session.history)
    click_button(app, scene.board.group, "end")
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmLoss) and dialog.keep_cancel and dialog.group.focus is None
    assert dialog.group.buttons[0].label == "Cancel" and dialog.group.buttons[0].style == "primary"
    assert dialog.lines[-1] == "Click Do it or Cancel (Esc cancels)."
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    assert app.stack.top is dialog and len(scene.session.history) == before
    assert dialog.lines[-1].startswith("Enter chooses nothing here")
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and len(scene.session.history) == before
    click_button(app, scene.board.group, "end")
    dialog = app.stack.top
    press(app, pygame.K_TAB)  # the focus goes to the first button, Cancel
    assert dialog.group.buttons[dialog.group.focus].label == "Cancel"
    press(app, pygame.K_RETURN)
    assert app.stack.top is scene and len(scene.session.history) == before
    click_button(app, scene.board.group, "end")
    click_button(app, app.stack.top.group, "Do it")
    assert len(scene.session.history) == before + 1
