"""The Hint, headless: the button (and H) marks the strongest computer player's move on the
board with its reasons, counts each use for the seat, and the results screen names it; on by
default for people, alone or several at one table (issue #39), until the menu turns it off."""

from __future__ import annotations

import math

import pygame
import pytest
from test_results import finish
from test_ui_flow import start_race
from uihelp import button, click, click_button, press, run_timers

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.actions import Pass
from forgegames.ui.game_scene import GameScene
from forgegames.ui.overlays import ChoiceDialog, Curtain


def labels(scene: GameScene) -> list[str]:
    return [b.label for b in scene.top.buttons]


def test_the_hint_marks_the_greedy_move_and_says_why(app):
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 39)
    scene = GameScene(app, session)
    app.push(scene)
    run_timers(app, steps=20, dt=50)
    assert session.hints_on and "Hint (H)" in labels(scene)  # one person: on by default
    click_button(app, scene.top, "Hint (H)")
    assert scene.teaching.hint is not None and session.hints_used == [1, 0]
    choices = scene.teaching.hint[1]
    greedy = session.title.bots()["greedy"](0)
    view = session.title.view(session.state, 0)
    assert choices[0].action == greedy.choose(view, session.legal_actions(), None)
    # marked on the board where the move is made, and explained in the log column
    marks = scene.teaching.hint_marks
    assert marks and all(scene.board.rect.contains(r) for r in marks)
    assert marks[0] in scene.board.hint_places(choices[0].action)
    (note,) = scene.side_notes()
    assert note.paragraphs[0] == f"1. {scene.describe(choices[0].action)}: {choices[0].reason}"
    app.draw()
    press(app, pygame.K_h)
    assert session.hints_used == [2, 0]
    # the hint goes once the game moves on
    scene.act(choices[0].action)
    assert scene.teaching.hint is None


def test_hints_are_on_with_two_people_and_the_menu_turns_them_off(app, listed_race):
    """Issue #39: a table of newcomers needs the Hint too; it is on by default for people,
    and the results still count each seat's hints."""
    game = start_race(app, listed_race)
    while isinstance(app.stack.top, Curtain):
        click(app, app.stack.top.button_rect().center)
    assert game.session.hints_on and button(game.top, "Hint (H)").enabled
    press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, ChoiceDialog)
    click_button(app, menu.group, "Hints: on")
    assert button(app.stack.top.group, "Hints: off")  # the menu stays open, showing the change
    press(app, pygame.K_ESCAPE)  # and Esc closes it
    assert app.stack.top is game
    assert not game.session.hints_on and "Hint (H)" not in labels(game)
    press(app, pygame.K_h)
    assert game.toast is not None and "Hints are off" in game.toast.text
    assert game.session.hints_used == [0, 0]
    press(app, pygame.K_ESCAPE)
    click_button(app, app.stack.top.group, "Hints: off")
    press(app, pygame.K_ESCAPE)
    assert game.session.hints_on and button(game.top, "Hint (H)").enabled
    press(app, pygame.K_h)
    # Dice Race's buttons, marked by their labels
    assert game.teaching.hint is not None and game.teaching.hint_marks
    used = game.session.hints_used
    assert used[game.session.active] == 1
    results = finish(app, game)
    app.draw()
    name = game.seat_name(used.index(1))
    assert f"{name} used 1 hint" in results.record_rows


def test_following_a_hint_whose_line_names_the_loss_does_not_ask_again(app):
    """King's Forge's hint may lead with a move that gives something up: its line says so,
    so playing it with the hint on screen asks no "are you sure?"; the same move without the
    hint is still confirmed."""
    from uihelp import play_by_places

    from forgegames.ui.hotseat import ConfirmLoss

    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 39)
    scene = GameScene(app, session)
    app.push(scene)
    title = session.title
    for _ in range(200):
        run_timers(app, steps=20, dt=50)
        assert scene.my_turn()
        press(app, pygame.K_h)
        best = scene.teaching.hint[1][0]
        if title.losses(session.state, best.action) and not isinstance(best.action, Pass):
            break  # a pass is never asked about (kf37): its button says what it gives
        play_by_places(app, scene, best.action)
    else:
        raise AssertionError("no hint led with a move that loses something")
    assert "(loses:" in best.reason and "(loses:" in best.headline  # a later line keeps it
    scene.teaching.hint = None  # without the hint the move is confirmed
    scene.act(best.action)
    assert isinstance(app.stack.top, ConfirmLoss)
    click_button(app, app.stack.top.group, "Cancel")
    press(app, pygame.K_h)
    played = len(session.history)
    scene.act(best.action)
    assert not isinstance(app.stack.top, ConfirmLoss)
    assert session.history[played].action == best.action


def test_a_hint_to_visit_the_docks_names_and_marks_one_card_and_one_trade(app):
    """Issue 39: 'Go to the docks' lit all four discard buttons. The hint now names the card
    it would discard and the trade it would make, and marks exactly those two places."""
    from forgegames.games.kings_forge import TITLE, board_info
    from forgegames.games.kings_forge.actions import Discard, Dock, Visit

    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    session = Session.start(GameConfig("kings-forge", seats, "standard"), 1)
    title = session.title
    while title.hint(session.state, session.active)[0].action != Visit():
        assert len(session.history) < 120, "seed 1 reaches a docks hint by move 37"
        seat = session.active
        bot = title.bots()["greedy"](seat)
        session.apply(bot.choose(title.view(session.state, seat), session.legal_actions(), None))
    session.set_hints(True)
    scene = GameScene(app, session)
    app.push(scene)
    run_timers(app, steps=20, dt=50)
    if isinstance(app.stack.top, Curtain):
        click_button(app, app.stack.top.group, app.stack.top.group.buttons[0].label)
    press(app, pygame.K_h)
    choices = scene.teaching.hint[1]
    assert choices[0].action == Visit()
    discard, dock = board_info.docks_plan(session.state, session.active)
    assert isinstance(discard, Discard) and isinstance(dock, Dock)
    board = scene.board
    card = [t.rect for t in board.all_targets() if t.key == f"discard:{discard.card}"]
    trade = [rect for row, rect in board.geo.dock_rows() if row == dock.action]
    assert len(card) == 1 and len(trade) == 1
    assert scene.teaching.hint_marks == card + trade, "one discard button and one docks row"
    everyone = [t.rect for t in board.all_targets() if t.key.startswith("discard:") and t.live]
    assert len(everyone) > 1, "the other cards' discard buttons are not marked"
    name = TITLE.world.card_name(discard.card)
    assert f"discard the {name}, then at the docks: " in choices[0].reason
    # the follow-ups are the moves the bot really makes after the visit
    after = title.apply(session.state, Visit()).state
    bot = title.bots()["greedy"](session.active)
    assert bot.choose(after, title.legal_actions(after), None) == discard


def lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""

    def linear(u: float) -> float:
        u /= 255
        return ((u + 0.055) / 1.055) ** 2.4 if u > 0.04045 else u / 12.92

    r, g, b = (linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def test_the_hint_mark_is_far_from_every_seat_colour_and_drawn_another_way(app):
    """Playtest 4: the gold hint marks passed for orange Bruno's move marks."""
    from forgegames.ui import theme
    from forgegames.ui.hotseat import draw_marks
    from forgegames.ui.overlays import draw_hint_marks

    for seat in theme.PALETTE:
        delta = math.dist(lab(theme.HINT), lab(seat.rgb))
        assert delta >= 60, (seat.id, delta)
        assert math.dist(theme.HINT, seat.rgb) >= 90, seat.id
    # the same part marked both ways: the hint draws the middle of each side, a move's
    # corner brackets never do
    box = pygame.Rect(40, 40, 120, 80)
    moves, hint = pygame.Surface((200, 160)), pygame.Surface((200, 160))
    draw_marks(moves, [box], theme.HINT, 1.0, 4)
    draw_hint_marks(hint, [box], 1.0)
    middles = [(x, box.centery) for x in range(box.x - 16, box.x)]
    middles += [(box.centerx, y) for y in range(box.y - 16, box.y)]
    assert not any(moves.get_at(p)[:3] == theme.HINT for p in middles)
    assert sum(hint.get_at(p)[:3] == theme.HINT for p in middles) >= 4  # two lines each side

    # on the screen, with orange Bruno's move marks there too
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "greedy"))
    scene = GameScene(app, Session.start(GameConfig("kings-forge", seats, "standard"), 39))
    app.push(scene)
    run_timers(app, steps=20, dt=50)
    press(app, pygame.K_h)
    app.draw()
    mark = scene.teaching.hint_marks[0]
    xs = (*range(mark.x - 12, mark.x), *range(mark.right, mark.right + 12))
    around = [(x, mark.centery) for x in xs]
    around = [p for p in around if app.surface.get_rect().collidepoint(p)]
    assert any(app.surface.get_at(p)[:3] == theme.HINT for p in around)


@pytest.mark.parametrize(
    ("game", "variant"),
    [("forge-war", "simple"), ("kings-forge", "standard"), ("warparty", "standard")],
)
def test_every_title_offers_the_hint_to_two_people_by_default(app, game, variant):
    """The default is the session's, the same for every title (issue #39)."""
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    scene = GameScene(app, Session.start(GameConfig(game, seats, variant), 3))
    app.push(scene)
    while isinstance(app.stack.top, Curtain):
        click(app, app.stack.top.button_rect().center)
    run_timers(app, steps=3, dt=200)
    assert scene.session.hints_on
    assert button(scene.top, "Hint (H)").enabled
