"""Helpers that post real pygame events to a headless app."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from forgegames.core.i18n import tr
from forgegames.ui.app import App
from forgegames.ui.widgets import Button, ButtonGroup


def post(app: App, event_type: int, **attrs) -> None:
    """Post one real pygame event and let the app translate and dispatch it."""
    pygame.event.post(pygame.event.Event(event_type, **attrs))
    app.pump()


HUMAN_PAUSE_MS = 450
"""A person's pause before a click or a key: longer than the frame's input guard after a
turn changes hands (tests of the guard itself pass ``pause=False``)."""


def click(app: App, pos, pause: bool = True) -> None:
    if pause:
        app.tick(HUMAN_PAUSE_MS)
    pos = (int(pos[0]), int(pos[1]))
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=1)


def press(app: App, key: int, mod: int = 0, unicode: str = "", pause: bool = True) -> None:
    if pause:
        app.tick(HUMAN_PAUSE_MS)
    post(app, pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
    post(app, pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)


def type_text(app: App, text: str) -> None:
    post(app, pygame.TEXTINPUT, text=text)


def button(group: ButtonGroup, label: str) -> Button:
    """The button whose label starts with ``label``."""
    for candidate in group.buttons:
        if candidate.label.startswith(label):
            return candidate
    raise AssertionError(f"no button '{label}' in {[b.label for b in group.buttons]}")


def click_button(app: App, group: ButtonGroup, label: str, pause: bool = True) -> None:
    click(app, button(group, label).rect.center, pause)


def run_timers(app: App, steps: int = 1, dt: int = 10) -> None:
    for _ in range(steps):
        app.tick(dt)


def settle(app: App, scene) -> None:
    """Do what a person does between moves: confirm a move that loses something, press End
    turn when the turn is held, lift a hand-over curtain, and press the lesson note's Next
    when the lesson waits for it."""
    from forgegames.ui.hotseat import ConfirmLoss
    from forgegames.ui.overlays import Curtain

    for _ in range(4):
        top = app.stack.top
        if isinstance(top, ConfirmLoss):
            click_button(app, top.group, tr("Do it"))  # in the language on screen
        elif isinstance(top, Curtain):
            click(app, (app.size[0] // 2, app.size[1] // 2))
        elif top is scene and scene.handover is not None:
            click_button(app, scene.top, tr("End turn"))  # in the language on screen
        elif top is scene and getattr(scene, "lesson_holds", lambda: False)():
            app.draw()  # the Next button is where the note was last drawn
            click(app, scene.log_column.notes_drawn.button.center)
        else:
            return


def play_clicked(app: App, scene, play, choice) -> None:
    """Make ``choice`` with the clicks ``play`` turns it into, as a person would (confirming a
    move that loses something), and check that it is the move the session took."""
    session = scene.session
    before = len(session.history)
    play(app, scene, choice)
    settle(app, scene)
    played = [e.action for e in session.history[before:] if e.actor >= 0]
    assert played and played[0] == choice, f"clicks for {choice} played {played[:1]}"


def next_place(
    places: list[pygame.Rect], clicked: Counter[tuple[int, int, int, int]]
) -> pygame.Rect | None:
    """The first of ``places`` clicked fewer times than it is listed (a Warparty stack listed
    twice: click it again to take one unit off), counted in ``clicked``; None when none is."""
    listed = [tuple(r) for r in places]
    for place in dict.fromkeys(listed):
        if clicked[place] < listed.count(place):
            clicked[place] += 1
            return pygame.Rect(place)
    return None


def play_by_places(app: App, scene, action, pause: bool = True) -> None:
    """Make ``action`` by clicking the places the board reports for it (``hint_places``: what
    a hint marks), in order, as a person following a hint would. The places are asked again
    after each click (a first click may bring a button), and each is clicked as many times as
    the board lists it (a Warparty stack listed twice: click it again to take one unit off);
    a move that loses something is confirmed. Fails when the places run out before the move
    is made."""
    session = scene.session
    before = len(session.history)
    clicked: Counter[tuple[int, int, int, int]] = Counter()

    def made() -> bool:
        return any(e.action == action for e in session.history[before:])

    before_click: list[tuple[int, int, int, int]] = []
    while not made():
        app.draw()  # places are where the board last drew them
        if choose_in_dialog(app, scene, action, pause):
            continue
        places = scene.board.hint_places(action)
        listed = [tuple(r) for r in places]
        for place in set(before_click):  # a board that counts the clicks left itself (the
            # Warparty list's arrow, a row a click: ux32) lists the place once fewer each time
            if clicked[place] and listed.count(place) == before_click.count(place) - 1:
                clicked[place] -= 1
        before_click = listed
        place = next_place(places, clicked)
        assert place is not None, f"the board reports no place left to click for {action}"
        click(app, place.center, pause)
        settle(app, scene)


def choose_in_dialog(app: App, scene, action, pause: bool, then_settle: bool = True) -> bool:
    """When a choice dialog the board opened offers ``action`` (Warparty's quests to keep),
    click its button, as a person reading the dialog would, then (``then_settle``) do what a
    person does between moves; False when none offers it."""
    from forgegames.ui.overlays import ChoiceDialog

    top = app.stack.top
    if not isinstance(top, ChoiceDialog):
        return False
    wanted = scene.describe(action)
    app.draw()  # the dialog lays its buttons out as it draws
    for candidate in top.group.buttons:
        if candidate.label == wanted:
            click(app, candidate.rect.center, pause)
            if then_settle:
                settle(app, scene)
            return True
    return False


def lesson_step(run, do: str) -> int:
    """The index of the lesson's first step whose move (its action text) starts with ``do``
    ("found": the first city founded), so that a test finds its step by what it does, not by
    a count from the start that goes stale when the lesson gains a step."""
    for index, action in enumerate(run.actions):
        if action is not None and str(action).startswith(do):
            return index
    raise AssertionError(f"the lesson has no step '{do}'")


def play_lesson_until(app: App, scene, wanted) -> None:
    """Follow the lesson as a person would (the person's steps by their places, the
    computer's left to it) until the step expected next is one ``wanted`` accepts."""
    run, history = scene.teaching.lesson, scene.session.history
    for _ in range(400):
        settle(app, scene)
        expected = run.expected(len(history))
        if wanted(expected):
            return
        if not scene.my_turn():  # Bruno's step: the computer makes it
            run_timers(app, steps=2, dt=50)
            continue
        play_by_places(app, scene, expected)
    raise AssertionError(f"the lesson never reached the step wanted (at {expected})")


def open_replay(app: App, folder, game: str, actions: int):
    """A two-seat game of ``game`` played ``actions`` moves by random bots, saved in
    ``folder`` and opened in the replay viewer on top of ``app`` (returns the scene)."""
    from forgegames import cli
    from forgegames.core import registry
    from forgegames.core.replay import Replay
    from forgegames.core.session import Session
    from forgegames.ui.replay_scene import ReplayScene

    title = registry.get(game)
    session = Session.start(cli.make_config(title, 2, None, {0: "random", 1: "random"}), 5)
    for _ in range(actions):
        session.apply(session.bot_action())
    path = folder / f"{game}.json"
    session.save(path)
    scene = ReplayScene(app, Replay.load(path))
    app.push(scene)
    return scene


_GREEDY_MOVES: dict[tuple, list] = {}
"""The moves ``greedy_session`` chose, by its arguments: the same position asked again (by
another test, or twice by one) is replayed from them rather than chosen afresh."""


def greedy_session(game: str, seats, seed: int, moves: int, variant: str = "standard"):
    """A session of ``game`` played ``moves`` moves in by the greedy player on every seat
    (a position for a board test; fewer when the game ends sooner). The bots draw from a
    random source seeded with ``seed`` (Warparty's greedy player orders its ties with it).

    Each call gives a session of its own. The greedy player's choices depend only on the
    position and the seed (tests/test_same_game_every_run.py), so a position asked for again
    applies the moves chosen the first time, in order, through the same rules (each is
    refused if illegal), as ``screenshot_batch.py`` does: the same session, made at the cost
    of applying the moves instead of choosing them."""
    import random

    from forgegames.core.session import Session
    from forgegames.core.title import CHANCE, GameConfig

    session = Session.start(GameConfig(game, seats, variant), seed)
    key = (game, tuple(seats), seed, moves, variant)
    if key in _GREEDY_MOVES:
        for action in _GREEDY_MOVES[key]:
            session.apply(action)
        assert len(session.history) >= moves or session.over
        return session
    title = session.title
    rng = random.Random(seed)
    start = len(session.history)
    while len(session.history) < moves and not session.over:
        seat = session.active
        bot = title.bots()["greedy"](seat)
        session.apply(bot.choose(title.view(session.state, seat), session.legal_actions(), rng))
    _GREEDY_MOVES[key] = [e.action for e in session.history[start:] if e.actor != CHANCE]
    return session


def open_own_scenario(app: App, folder, text: str, name: str = "own.yaml"):
    """The scenario scene of a test's own position ``text`` (a scenario file's YAML), written
    to ``folder`` as ``name``, opened on top of ``app`` and drawn (returns the scene)."""
    from forgegames.ui.scenario_scene import open_scenario

    own = folder / name
    own.write_text(text, encoding="utf-8")
    open_scenario(app, own)
    scene = app.stack.top
    app.draw()
    return scene


@contextmanager
def recording_app(size: tuple[int, int], lang: str = "en") -> Iterator[App]:
    """A window of ``size`` in ``lang`` whose drawn words the text report records; after it,
    English, normal print and no window again."""
    from forgegames.core.i18n import set_language
    from forgegames.ui import text_report, theme

    set_language(lang)
    text_report.start()
    try:
        app = App(size, bot_delay_ms=0)
        app.surface = text_report.recording_window(app.surface)
        yield app
    finally:
        text_report.stop()
        theme.set_large_print("off")
        set_language("en")
        pygame.display.quit()


def heights_in(items: list[dict], box: pygame.Rect) -> list[int]:
    """The heights of the words of a text report's ``items`` drawn inside ``box``."""
    return [item["rect"][3] for item in items if box.contains(pygame.Rect(item["rect"]))]


def lifted(app: App, scene) -> None:
    """Take away whatever covers ``scene`` (the handover curtain) and lift its curtain, as
    the person at the table would (nothing when nothing covers it)."""
    if app.stack.top is scene:
        return
    while app.stack.top is not scene:
        app.remove(app.stack.top)
    scene.lift()


def open_game(app: App, session):
    """The game scene of ``session``, pushed, drawn and settled (its opening banners gone)."""
    from forgegames.ui.game_scene import GameScene

    scene = GameScene(app, session)
    app.push(scene)
    app.draw()
    settle(app, scene)
    app.draw()
    return scene


def past_quests(session) -> None:
    """Deal the secret quests and let every army keep its first offered pair (quick play
    deals them too, before its set-up: content version 7)."""
    session.resolve_chance()
    while session.state.phase == "quests":
        session.apply(session.legal_actions()[0])
        session.resolve_chance()


def play_greedy_until(app: App, scene, ready, seed: int = 1, most: int = 400) -> None:
    """The person at the screen plays the greedy player's move at each turn of theirs
    (ending it when asked, confirming a loss) until ``ready()`` holds on their turn."""
    import random

    from forgegames.ui.hotseat import ConfirmLoss

    session = scene.session
    rng = random.Random(seed)
    for _ in range(most):
        run_timers(app, steps=20, dt=50)
        if scene.my_turn() and ready():
            return
        if not scene.my_turn():
            continue
        bot = session.title.bots()["greedy"](session.active)
        view = session.title.view(session.state, session.active)
        scene.act(bot.choose(view, session.legal_actions(), rng))
        if isinstance(app.stack.top, ConfirmLoss):
            click_button(app, app.stack.top.group, "Do it")
        if scene.handover is not None:
            click_button(app, scene.top, "End turn")
    raise AssertionError("the wanted position never came on the person's turn")


def drawn_words(app: App, scene) -> list[dict]:
    """The text report of the frame drawn afresh now (each text with its rectangle)."""
    from forgegames.ui import text_report

    text_report.start()
    try:
        app.surface = text_report.recording_window(app.surface)
        scene.layer = None
        app.draw()
        return text_report.report(app.surface)
    finally:
        text_report.stop()
