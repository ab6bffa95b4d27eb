"""Short sound effects: which one an applied move plays, and playing it (or staying silent).

The rules never know about sound. What a move sounds like is decided here from what the UI
already gets back from a move: the type of each action the session recorded (the person's or
computer's move and the chance outcomes it drew, e.g. a dice roll) and the kind of each event.
Names and words of the log are not read, so a translation changes nothing.

Silence is the normal case on machines without sound: under the dummy audio driver (tests,
screenshots) the mixer is never started; when a real driver cannot start, one line goes to
stderr and the game plays on without sound. Mute and volume are remembered in the
preferences (``sound_muted``, ``sound_volume``).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterable, Sequence
from typing import Any, Protocol

import pygame

from forgegames.core.paths import ROOT
from forgegames.core.preferences import get_preference, set_preference
from forgegames.core.title import Event

SOUND_DIR = ROOT / "assets" / "sounds"
NAMES = ("dice", "coins", "jump", "quest_done", "quest_failed", "your_turn", "hit")
"""Every effect (``assets/sounds/<name>.wav``, made by tools/make_sounds.py)."""

ACTION_SOUNDS: dict[str, str] = {}
"""Action type name → effect: every board package's ``SOUNDS`` (title id → such a table) merged,
filled on first use (``action_sounds``). Types of the same name in two titles mean the same kind
of thing (a roll, a purchase), so one table serves every title."""

EVENT_SOUNDS: dict[str, str] = {"completed": "quest_done", "failed": "quest_failed"}
"""Event kind (``core.title.EVENT_KINDS``) → effect (a quest completed or failed)."""

PRIORITY = ("quest_failed", "quest_done", "dice", "hit", "jump", "coins", "your_turn")
"""When a move would make more sounds than ``PER_MOVE``, the first of these are kept."""
PER_MOVE = 2

VOLUMES = (25, 50, 75, 100)
"""The menu's volume steps, in percent."""
DEFAULT_VOLUME = 75
AT_ONCE = 2
"""At most this many effects start within ``AT_ONCE_MS`` (fast computer players stay calm)."""
AT_ONCE_MS = 80


class Step(Protocol):
    """What a move leaves in the session's history (``Session.history`` entries)."""

    action: Any
    events: Sequence[Event]


def action_sounds() -> dict[str, str]:
    """``ACTION_SOUNDS``, read from the board packages the first time it is asked for."""
    if not ACTION_SOUNDS:
        from forgegames.ui.boards import all_parts  # the boards import the interface: not at load

        for table in all_parts("SOUNDS").values():
            ACTION_SOUNDS.update(table)
    return ACTION_SOUNDS


def sounds_for(steps: Iterable[Step]) -> list[str]:
    """The effects for the history entries one applied move made (at most ``PER_MOVE``)."""
    found: list[str] = []
    table = action_sounds()
    for step in steps:
        by_action = table.get(type(step.action).__name__)
        if by_action is not None:
            found.append(by_action)
        found += [EVENT_SOUNDS[e.kind] for e in step.events if e.kind in EVENT_SOUNDS]
    chosen = sorted(set(found), key=PRIORITY.index)
    return chosen[:PER_MOVE]


def dummy_driver() -> bool:
    return os.environ.get("SDL_AUDIODRIVER", "").strip().lower() == "dummy"


class Player:
    """Plays effects through ``mixer`` (pygame.mixer unless a test hands in another)."""

    def __init__(self, mixer: Any = None) -> None:
        self.mixer = mixer
        self.ready: bool | None = None
        """None until the first sound is asked for; then whether sound works."""
        self.sounds: dict[str, Any] = {}
        self.started: list[float] = []
        self.complained: set[str] = set()

    # --- settings -------------------------------------------------------------------------
    @property
    def muted(self) -> bool:
        return get_preference("sound_muted", False) is True

    @muted.setter
    def muted(self, value: bool) -> None:
        set_preference("sound_muted", bool(value))

    @property
    def volume(self) -> int:
        value = get_preference("sound_volume", DEFAULT_VOLUME)
        if isinstance(value, bool) or not isinstance(value, int | float):
            return DEFAULT_VOLUME
        return max(0, min(100, int(value)))

    @volume.setter
    def volume(self, value: int) -> None:
        set_preference("sound_volume", max(0, min(100, int(value))))

    def next_volume(self) -> int:
        """The next volume step (after the loudest, the softest); returns it."""
        louder = [v for v in VOLUMES if v > self.volume]
        self.volume = louder[0] if louder else VOLUMES[0]
        return self.volume

    # --- playing --------------------------------------------------------------------------
    def complain(self, key: str, message: str) -> None:
        """One line on stderr, once per problem."""
        if key not in self.complained:
            self.complained.add(key)
            print(f"forgegames: {message}", file=sys.stderr)

    def start(self) -> bool:
        if self.mixer is None:
            if dummy_driver():
                return False  # silent by design: no mixer, no message
            try:
                self.mixer = pygame.mixer
                if not self.mixer.get_init():
                    self.mixer.init(buffer=512)
            except (NotImplementedError, pygame.error) as exc:
                self.complain("start", f"no sound ({exc})")
                return False
            return True
        try:
            if not self.mixer.get_init():
                self.mixer.init()
        except Exception as exc:  # noqa: BLE001 - a stand-in mixer may fail in any way
            self.complain("start", f"no sound ({exc})")
            return False
        return True

    def sound(self, name: str) -> Any:
        if name not in self.sounds:
            try:
                self.sounds[name] = self.mixer.Sound(str(SOUND_DIR / f"{name}.wav"))
            except Exception as exc:  # noqa: BLE001 - a missing or broken file is only silence
                self.complain(name, f"cannot load sound '{name}' ({exc})")
                self.sounds[name] = None
        return self.sounds[name]

    def play(self, name: str) -> bool:
        """Start effect ``name``; False when nothing is heard (no sound, muted, too many)."""
        if self.ready is None:
            self.ready = self.start()
        if not self.ready or self.muted:
            return False
        now = time.monotonic()
        self.started = [t for t in self.started if now - t < AT_ONCE_MS / 1000]
        if len(self.started) >= AT_ONCE:
            return False
        effect = self.sound(name)
        if effect is None:
            return False
        try:
            effect.set_volume(self.volume / 100)
            effect.play()
        except Exception as exc:  # noqa: BLE001 - sound is never worth a crash
            self.complain("play", f"cannot play sound ({exc})")
            return False
        self.started.append(now)
        return True

    def play_move(self, steps: Iterable[Step]) -> list[str]:
        """Play what one applied move sounds like; return the effects heard."""
        return [name for name in sounds_for(steps) if self.play(name)]


player = Player()
"""The program's one player (tests replace it with one around a stand-in mixer)."""


def play(name: str) -> bool:
    return player.play(name)


def play_move(steps: Iterable[Step]) -> list[str]:
    return player.play_move(steps)
