"""Playtest 5, item 9: the top bar holds its words on one line each. Warparty's phase
("collection and placement") and "Alice (Humans and Dwarves) to play" each went on two lines
at 1280x720. In every phase of every title, at 1024x640 and 1280x720, in English and Spanish,
with a computer player at the table (so "Skip to my turn" takes its room) and with a move held
for End turn: the status line is one line and whose turn it is is one line."""

from __future__ import annotations

import copy
import functools
import random
import re

import pygame
import pytest

from forgegames.core import i18n, registry
from forgegames.core.session import Session, status_line
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene

GAMES = {
    "warparty": ("standard", 500),
    "forge-war": ("simple", 250),
    "kings-forge": ("standard", 250),
}
"""Each title's variant and how many moves of a game are looked through for its phases."""


pytestmark = pytest.mark.xdist_group("top-bar-phases")
"""The file's tests on one worker, so each title's game is played once (``played_phases``)."""


def phase_positions(game: str) -> list[Session]:
    """A session at the first position of each phase a random game of ``game`` goes through
    (Alice a person, Bruno a computer player): copies of the ones ``played_phases`` found,
    so a scene that changes its session changes no other test's."""
    return [own_copy(session) for session in played_phases(game)]


def own_copy(session: Session) -> Session:
    """A session of its own at the same position, as a deep copy would be but for what never
    changes: states and history entries are immutable (docs: the engine makes new ones), so
    they are shared, and every container a session changes in place (its history, the
    states it made again, the redo list, the hints used, the silenced warnings) and its
    computer players are copied. A deep copy of a late Warparty position copied hundreds of
    entries and their states: most of the top bar sweeps' time."""
    copied = copy.copy(session)
    for name, value in vars(session).items():
        if isinstance(value, list | dict | set):
            setattr(copied, name, copy.copy(value))
    copied.silenced = [set(kinds) for kinds in session.silenced]
    copied.bots = copy.deepcopy(session.bots)
    return copied


@functools.cache
def played_phases(game: str) -> list[Session]:
    """The first position of each phase of the seeded random game (the same every time:
    played once per process)."""
    variant, length = GAMES[game]
    title = registry.get(game)
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange", "random"))
    session = Session(title, GameConfig(game, seats, variant), 11)
    session.resolve_chance()
    bot, rng = title.bots()["random"](0), random.Random(11)
    seen: dict[str, Session] = {}
    for _ in range(length):
        if session.over:
            break
        with i18n.speaking("en"):
            phase = re.sub(r"\d+", "#", status_line(title, session.state))
        if phase not in seen and session.active >= 0:
            seen[phase] = own_copy(session)
        view = title.view(session.state, session.active)
        session.apply(bot.choose(view, session.legal_actions(), rng))
    return list(seen.values())


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_top_bar_keeps_one_line_each(game, size, request):
    positions = phase_positions(game)
    assert len(positions) >= 3, "the game goes through several phases"
    app = App(size, bot_delay_ms=10**9)
    request.addfinalizer(pygame.display.quit)
    request.addfinalizer(lambda: i18n.set_language("en"))
    wrapped = []
    for lang in ("en", "es"):
        i18n.set_language(lang)
        for session in positions:
            scene = GameScene(app, session)
            scene.resize(size)
            for held in (None, session.active):  # a person's move held for End turn
                if held is not None and held not in scene.humans:
                    continue
                scene.handover = held
                scene.rebuild_top()
                words = scene.top_bar.bar_words(int(16 * app.board_scale))
                if len(words.status) > 1 or len(words.active) > 1:
                    wrapped.append((lang, words.status, words.active))
    assert not wrapped, wrapped[:4]


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_a_move_held_for_end_turn_keeps_the_bar_on_one_line(game, size, request):
    """Playtest 8, item 9: with a move held for End turn the bar changed its shape (the
    status above "Alice — End turn to hand over, or Undo"). In English, in every phase, the
    held bar keeps the waiting bar's layout and the title's name; whose turn is one line and
    still names End turn."""
    app = App(size, bot_delay_ms=10**9)
    request.addfinalizer(pygame.display.quit)
    i18n.set_language("en")
    for session in phase_positions(game):
        scene = GameScene(app, session)
        scene.resize(size)
        scene.handover = None
        scene.rebuild_top()
        waiting = scene.top_bar.bar_words(int(16 * app.board_scale))
        scene.handover = 0  # Alice has moved and holds the turn
        scene.rebuild_top()
        words = scene.top_bar.bar_words(int(16 * app.board_scale))
        # the title's name stays in the bar (it moved into the Menu button in playtest 8),
        # and the bar keeps its one layout (playtest 14): holding a move changes only words
        assert words.name and waiting.name, (words.status, words.active)
        assert words.stacked == waiting.stacked, (words.status, words.active)
        assert len(words.status) <= 1 and len(words.active) == 1, words
        assert "End turn" in words.active[0]


def test_armies_left_out_of_the_bar_show_on_hovering_the_seat(request):
    """Where the bar has no room for Warparty's "(Humans and Dwarves)", hovering the seat's
    name shows it."""
    app = App((1024, 640), bot_delay_ms=10**9)
    request.addfinalizer(pygame.display.quit)
    request.addfinalizer(lambda: i18n.set_language("en"))
    i18n.set_language("es")
    session = phase_positions("warparty")[-1]
    scene = GameScene(app, session)
    app.push(scene)
    scene.handover = session.active if session.active in scene.humans else None
    scene.rebuild_top()
    scene.invalidate()
    app.draw()
    words = scene.top_bar.bar_words(int(16 * app.board_scale))
    note = scene.top_bar.seat_note(scene.top_bar.active_seat())
    assert note.startswith("(")
    spot = scene.top_bar.seat_tag_rect.center
    if words.note_hidden:
        assert scene.top_bar.hidden_note(spot) == note
    else:
        assert note in " ".join(words.active) and scene.top_bar.hidden_note(spot) == ""
    scene.top_bar.note_hidden = True  # as when the bar has no room for it
    assert scene.top_bar.hidden_note(spot) == note and scene.top_bar.hidden_note((2, 2)) == ""
    before = app.surface.copy()
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(motion)
    app.pump()  # the mouse moves there (a tooltip waits for a motion after a change)
    app.draw()
    assert pygame.image.tobytes(app.surface, "RGB") != pygame.image.tobytes(before, "RGB")


def test_a_copied_position_is_the_same_game_in_a_session_of_its_own():
    original = played_phases("kings-forge")[-1]
    copied = own_copy(original)
    assert copied is not original and copied.history is not original.history
    assert copied.state == original.state and copied.history == original.history
    played = len(original.history)
    copied.apply(copied.legal_actions()[0])
    assert len(copied.history) > played == len(original.history)
    assert copied.state != original.state
