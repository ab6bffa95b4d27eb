"""Sound effects: silent and harmless under the dummy driver, the right effect for a move of
each title (from real seeded games), mute and volume remembered and set in the menu, and the
game scene playing through a stand-in mixer."""

from __future__ import annotations

import wave
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from uihelp import click, click_button, press, run_timers

from forgegames.core import registry
from forgegames.core.preferences import get_preference, set_preference
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import sound
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import GUARD_MS
from forgegames.ui.overlays import ChoiceDialog, Curtain


class FakeSound:
    def __init__(self, path: str, played: list[tuple[str, float]]) -> None:
        self.name = Path(path).stem
        self.played = played
        self.volume = 1.0

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def play(self) -> None:
        self.played.append((self.name, self.volume))


class FakeMixer:
    """Stands in for pygame.mixer: records what is played."""

    def __init__(self) -> None:
        self.started = False
        self.played: list[tuple[str, float]] = []

    def get_init(self):
        return (22050, -16, 1) if self.started else None

    def init(self, **_kw) -> None:
        self.started = True

    def Sound(self, path: str) -> FakeSound:  # noqa: N802 - pygame's name
        assert Path(path).exists(), path
        return FakeSound(path, self.played)


@pytest.fixture()
def mixer(monkeypatch) -> FakeMixer:
    fake = FakeMixer()
    monkeypatch.setattr(sound, "player", sound.Player(fake))
    monkeypatch.setattr(sound, "AT_ONCE_MS", 0)  # tests click faster than people
    return fake


# --- silence and files ---------------------------------------------------------------------------
def test_silent_and_harmless_under_the_dummy_driver(capsys):
    player = sound.Player()
    assert sound.dummy_driver()
    for name in (*sound.NAMES, "no-such-sound"):
        assert player.play(name) is False
    assert player.play_move([]) == []
    assert player.mixer is None, "the mixer is never started under the dummy driver"
    assert capsys.readouterr().err == ""


def test_a_mixer_that_cannot_start_is_reported_once(capsys):
    class Broken(FakeMixer):
        def init(self, **_kw) -> None:
            raise pygame.error("no audio device")

    player = sound.Player(Broken())
    assert player.play("dice") is False
    assert player.play("coins") is False
    assert capsys.readouterr().err.count("no sound") == 1


@pytest.mark.parametrize("name", sound.NAMES)
def test_each_effect_is_a_short_small_mono_wav(name):
    path = sound.SOUND_DIR / f"{name}.wav"
    with wave.open(str(path), "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth()) == (1, 2)
        seconds = wav.getnframes() / wav.getframerate()
    assert 0.1 <= seconds <= 0.65
    assert path.stat().st_size < 40_000


# --- which effect for which move -----------------------------------------------------------------
def moves(game: str, players: int, seed: int, limit: int = 4000):
    """Each applied move of a seeded game of computer players, as its history entries."""
    title = registry.get(game)
    config = bot_config(title, players, title.info.default_variant, ["random"])
    session = Session(title, config, seed)
    session.resolve_chance()
    for _ in range(limit):
        if session.over:
            return
        first = len(session.history)
        session.apply(session.bot_action())
        yield session.history[first:]


def first_move(game: str, players: int, seed: int, wanted: Callable) -> list:
    for steps in moves(game, players, seed):
        if wanted(steps):
            return steps
    raise AssertionError(f"no such move in {game} seed {seed}")


def has_action(name: str) -> Callable:
    return lambda steps: any(type(s.action).__name__ == name for s in steps)


def has_event(kind: str) -> Callable:
    return lambda steps: any(e.kind == kind for s in steps for e in s.events)


@pytest.mark.parametrize(
    ("game", "players", "wanted", "effect"),
    [
        ("kings-forge", 3, has_action("Roll"), "dice"),
        ("kings-forge", 3, has_action("Craft"), "quest_done"),
        ("forge-war", 3, has_action("MoveOverseer"), "jump"),
        ("forge-war", 3, has_action("Sell"), "coins"),
        ("forge-war", 3, has_event("completed"), "quest_done"),
        ("forge-war", 3, has_event("failed"), "quest_failed"),
        ("warparty", 2, has_action("Fight"), "hit"),
        ("warparty", 2, has_action("Roll"), "dice"),
        ("warparty", 2, has_action("Buy"), "coins"),
    ],
)
def test_a_move_sounds_like_what_it_does(game, players, wanted, effect):
    registry.discover()
    steps = first_move(game, players, 7, wanted)
    assert effect in sound.sounds_for(steps)


@pytest.mark.parametrize(("game", "players"), [("kings-forge", 3), ("forge-war", 3)])
def test_quiet_moves_are_silent_and_no_move_makes_more_than_two_sounds(game, players):
    registry.discover()
    silent = 0
    for count, steps in enumerate(moves(game, players, 11)):
        chosen = sound.sounds_for(steps)
        assert len(chosen) <= sound.PER_MOVE and set(chosen) <= set(sound.NAMES)
        silent += not chosen
        if count > 400:
            break
    assert silent > 0, "plain moves (a pass, a claim) make no sound"


# --- settings ------------------------------------------------------------------------------------
def test_mute_and_volume_are_remembered():
    player = sound.Player()
    assert (player.muted, player.volume) == (False, sound.DEFAULT_VOLUME)
    player.muted = True
    assert get_preference("sound_muted") is True
    assert sound.Player().muted
    assert player.next_volume() == 100
    assert player.next_volume() == 25
    assert get_preference("sound_volume") == 25 and sound.Player().volume == 25
    set_preference("sound_volume", "loud")
    assert player.volume == sound.DEFAULT_VOLUME


def open_race(app, dice_race, monkeypatch) -> GameScene:
    monkeypatch.setattr(type(dice_race), "has_private_info", lambda self, state: False)
    seats = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
    scene = GameScene(app, Session.start(GameConfig("dice-race", seats, "standard"), 3))
    app.push(scene)
    while isinstance(app.stack.top, Curtain):
        click(app, app.stack.top.button_rect().center)
    run_timers(app, steps=1, dt=GUARD_MS + 50)
    return scene


def menu(app) -> ChoiceDialog:
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ChoiceDialog)
    return app.stack.top


def test_the_menu_and_the_m_key_set_the_sound(app, dice_race, monkeypatch):
    scene = open_race(app, dice_race, monkeypatch)
    click_button(app, menu(app).group, "Sound: on")
    assert get_preference("sound_muted") is True
    assert "off" in scene.toast.text.lower()
    click_button(app, app.stack.top.group, "Volume: 75%")  # the menu stays open on a setting
    assert get_preference("sound_volume") == 100
    current = app.stack.top
    assert [b.label for b in current.group.buttons if b.label.startswith(("Sound", "Volume"))] == [
        "Sound: off",
        "Volume: 100%",
    ]
    current.close()
    press(app, pygame.K_m)
    assert get_preference("sound_muted") is False


# --- the game scene plays ------------------------------------------------------------------------
def test_a_roll_through_the_game_scene_plays_dice(app, dice_race, monkeypatch, mixer):
    scene = open_race(app, dice_race, monkeypatch)
    assert mixer.played == [], "opening a game is silent"
    click_button(app, scene.board.group, "roll")
    assert ("dice", 0.75) in mixer.played
    assert mixer.played.count(("dice", 0.75)) == 1


def test_nothing_plays_when_muted(app, dice_race, monkeypatch, mixer):
    sound.player.muted = True
    scene = open_race(app, dice_race, monkeypatch)
    click_button(app, scene.board.group, "roll")
    assert scene.session.history[-1].action.verb == "die"
    assert mixer.played == []


def test_the_bell_rings_when_the_turn_passes_to_a_person(app, dice_race, monkeypatch, mixer):
    scene = open_race(app, dice_race, monkeypatch)
    while scene.turn_owner == 0:
        if scene.handover is not None:
            scene.end_turn()
        else:
            scene.commit(scene.legal_actions()[0])
    assert scene.turn_owner == 1
    assert [name for name, _ in mixer.played].count("your_turn") == 1


def test_a_loaded_game_is_replayed_silently(app, dice_race, monkeypatch, mixer, tmp_path):
    scene = open_race(app, dice_race, monkeypatch)
    click_button(app, scene.board.group, "roll")
    path = tmp_path / "race.json"
    scene.session.save(path)
    mixer.played.clear()
    app.replace(GameScene(app, Session.resume(path)))
    assert len(app.stack.top.session.history) == len(scene.session.history)
    assert mixer.played == []


def test_the_tables_name_real_effects_and_real_action_types():
    from forgegames.core.actions import Action

    registry.discover()
    assert set(sound.PRIORITY) == set(sound.NAMES)
    assert set(sound.action_sounds().values()) | set(sound.EVENT_SOUNDS.values()) <= set(
        sound.NAMES
    )
    types, todo = set(), [Action]
    while todo:
        cls = todo.pop()
        todo += cls.__subclasses__()
        if cls.__module__.startswith("forgegames.games."):
            types.add(cls.__name__)
    missing = set(sound.action_sounds()) - types
    assert not missing, f"no action type of these names (renamed?): {sorted(missing)}"


def test_each_board_package_names_sounds_only_for_its_own_titles_action_types():
    """A title's sounds live in its board package: every action type in its ``SOUNDS`` table is
    one of that title's (a table copied into the wrong package would fail here)."""
    from forgegames.core.actions import Action
    from forgegames.ui.boards import all_parts

    registry.discover()
    tables = all_parts("SOUNDS")
    assert tables, "no board package registers sounds"
    for title_id, table in tables.items():
        package = type(registry.get(title_id)).__module__.rsplit(".", 1)[0]
        types, todo = set(), [Action]
        while todo:
            cls = todo.pop()
            todo += cls.__subclasses__()
            if cls.__module__.startswith(package + "."):
                types.add(cls.__name__)
        assert set(table) <= types, (title_id, set(table) - types)
        assert set(table.values()) <= set(sound.NAMES)
