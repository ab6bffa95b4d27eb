"""Playtest 26, item 2: the hint note was capped at two thirds of the log column, and some
Spanish King's Forge hints (three choices, each with its chance to craft and its gain "for next
round if the game goes on"), and Warparty's with the lead's aside, needed scrolling: the
Spanish words are shorter and the notes may take four fifths of the column. Bot games of
every title, at 1280x720 and 1024x640, in English and Spanish: at each turn the hint is asked
for as a person would (the Hint button's own call), and its note shows all its lines with no
scrolling."""

from __future__ import annotations

import random

import pytest

from forgegames.core import golden
from forgegames.core.i18n import language, set_language
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene

GAMES = [  # (title, variant, seats, seed, moves): long enough to reach every phase's hints
    ("kings-forge", "standard", 3, 2, 400),
    ("forge-war", "simple", 2, 1, 400),
    ("warparty", "standard", 2, 1, 120),
]
COLOURS = ("blue", "orange", "green", "red")

_HINTS: dict[tuple, list] = {}
"""The rules' hints of the games played here, by the game, the language and the position
(its digest and the seat asked for): the window's two sizes play the same game and ask the
same positions, and working a hint out (the small search, the odds behind its words) was
nine tenths of each test. Each size still asks through the Hint button's own call and draws
its own note; only the rules' answer, the same for the same position, is worked out once."""


def keep_hints(title, game: tuple, monkeypatch: pytest.MonkeyPatch) -> None:
    """``title.hint`` answered from ``_HINTS`` for a position asked before (the same game,
    language, state and seat: the hint's random stream follows the seed and the move count)."""
    real = title.hint

    def hint(state, seat, rng=None):
        key = (game, language(), golden.digest(title, state), seat)
        if key not in _HINTS:
            _HINTS[key] = real(state, seat, rng)
        return list(_HINTS[key])

    monkeypatch.setattr(title, "hint", hint)


def hints_that_scroll(game: str, variant: str, players: int, seed: int, moves: int, size, kept):
    """Each hint of a greedy game (every seat a person's, so every turn may ask for one)
    whose note hides lines, with how many (``kept``: ``keep_hints``' monkeypatch)."""
    app = App(size, bot_delay_ms=0)
    seats = tuple(SeatConfig(f"P{i + 1}", COLOURS[i]) for i in range(players))
    session = Session.start(GameConfig(game, seats, variant), seed)
    session.set_hints(True)
    keep_hints(session.title, (game, variant, players, seed, moves), kept)
    scene = GameScene(app, session)
    app.push(scene)
    title, rng = session.title, random.Random(seed)
    found, asked = [], 0
    while not session.over and len(session.history) < moves:
        seat = session.active
        scene.viewer = seat  # the seat's curtain lifted: the screen is theirs
        scene.teaching.show_hint()
        note = scene.teaching.hint_note()
        if note is not None:
            asked += 1
            app.draw()
            for key, _box, low, high in scene.log_column.notes_drawn.boxes:
                if key == "hint" and low != high:
                    found.append((len(session.history), high - low, note.paragraphs))
        scene.teaching.hint = None
        bot = title.bots()["greedy"](seat)
        session.apply(bot.choose(title.view(session.state, seat), session.legal_actions(), rng))
    assert asked >= 30, f"only {asked} hints were asked for"
    return found


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
@pytest.mark.parametrize(
    "game, lang",
    [  # both sizes of a game and language on one worker: its hints are worked out once there
        pytest.param(
            g, lang, id=f"{g[0]}-{lang}", marks=pytest.mark.xdist_group(f"hints-fit-{g[0]}-{lang}")
        )
        for g in GAMES
        for lang in ("en", "es")
    ],
)
def test_every_hint_of_a_bot_game_fits_without_scrolling(game, lang, size, monkeypatch):
    set_language(lang)
    assert hints_that_scroll(*game, size, monkeypatch) == []
