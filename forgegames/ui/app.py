"""The window, the scene stack and the main loop (redraws only when something changed)."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from forgegames.core.errors import SaveError
from forgegames.core.i18n import N_, tr
from forgegames.core.paths import ROOT
from forgegames.core.preferences import get_preference, set_preference
from forgegames.ui import theme
from forgegames.ui.animation import ANIMATION_SPEEDS
from forgegames.ui.intents import Intent, translate
from forgegames.ui.scene import Scene, SceneStack

MIN_SIZE = theme.MIN_WINDOW
ICON = ROOT / "assets" / "icons" / "forgegames.png"
"""The window's icon (``tools/make_icon.py`` draws it; the Linux desktop entry uses it too)."""
BOT_SPEEDS = {"slow": 1600, "normal": 900, "fast": 350, "instant": 0}
"""Pause before each computer player's move, in ms, by speed setting."""


WINDOW_SIZE_KEY = "window_size"
"""The preference that remembers the window's size as the player left it ([width, height])."""


def opening_size(desktop: tuple[int, int] | None = None) -> tuple[int, int]:
    """The window's size when the program opens: the size the player left it at (else
    1280x720), never larger than the desktop it opens on (``desktop``, by default the first
    display's, as SDL reports it)."""
    remembered = get_preference(WINDOW_SIZE_KEY)
    wanted = theme.BASE_SIZE
    if (
        isinstance(remembered, list)
        and len(remembered) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in remembered)
    ):
        wanted = (max(MIN_SIZE[0], remembered[0]), max(MIN_SIZE[1], remembered[1]))
    if desktop is None:
        pygame.display.init()
        sizes = pygame.display.get_desktop_sizes()
        desktop = sizes[0] if sizes else None
    if desktop is None or min(desktop) <= 0:
        return wanted
    return (min(wanted[0], desktop[0]), min(wanted[1], desktop[1]))


def large_print_label(name: str) -> str:
    """The words of the large-print setting's button (launcher and game menu)."""
    labels = {
        "off": tr("Large print: off"),
        "large": tr("Large print: large"),
        "larger": tr("Large print: larger"),
    }
    return labels.get(name, labels["off"])


SMALL_WINDOW_WORDS = N_(
    "In a small window the game boards cannot grow: make the window larger to enlarge them."
)
"""Said with the large-print setting (its tooltip; the game menu's message when the window
holds less than the setting). The boards are packed for a 1280x720 window and grow only their
small pieces, by the large-print factor capped so that the window divided by it stays at
least the smallest window (``theme.print_factor``): 1.07 at 1024x640, 1.2 at 1280x720
(playtest 11: shots 119 vs 117, 122 vs 95)."""


def large_print_held_back(size: tuple[int, int]) -> bool:
    """True when large print is on and a window of ``size`` holds less of it than chosen."""
    name = theme.large_print()
    return name != "off" and theme.print_factor(size) < theme.LARGE_PRINT[name] - 0.01


def now_ms() -> int:
    """Milliseconds on a clock that only moves forward. Not ``pygame.time.get_ticks``: it
    reads 0 unless SDL's timer was started (``pygame.init``), and then no timer would run."""
    return int(time.monotonic() * 1000)


SWITCH_INTERVAL_S = 0.0005
"""How long another thread may run Python before the frame's thread gets its turn (``App``)."""


class App:
    """Owns the display and the scenes. Scenes reach each other only through the stack."""

    fixed_animation_speed: str | None = None
    """An animation speed that overrides the remembered setting (the UI tests set "off")."""
    remember_size = False
    """The window's new size is remembered (the program sets it; pictures and tests do not)."""
    fixed_large_print: str | None = None
    """A large-print setting that overrides the remembered one (``screenshot --large-print``)."""

    def __init__(
        self,
        size: tuple[int, int] = theme.BASE_SIZE,
        bot_delay_ms: int | None = None,
        animation_speed: str | None = None,
    ) -> None:
        """``bot_delay_ms`` fixes the computer players' pace (tests); by default it follows
        the remembered speed setting. ``animation_speed`` (off, normal, fast) likewise."""
        # a worker thread (the launcher's data checks, Warparty's odds child starting) holds
        # the interpreter's lock for up to the switch interval at a time, which a frame then
        # waits for: 5 ms by default, a frame's budget thrice over; handed over sooner
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL_S))
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(tr("forgegames"))
        pygame.display.set_icon(pygame.image.load(ICON))
        self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.key.set_repeat(400, 40)
        theme.set_large_print(self.fixed_large_print or "off")  # the program's: remembered
        self.stack = SceneStack()
        self.running = True
        self.dirty = True
        self.fixed_bot_delay = bot_delay_ms
        if animation_speed is not None:
            self.fixed_animation_speed = animation_speed
        self.last_tick = 0
        self.shown_at: int | None = None
        """When the last frame reached the screen (``show``): a message's time counts from
        then, not from the input that made it (playtest 18: a save's words lost the time
        the save and its frame took)."""
        self.home: Callable[[], Scene] | None = None
        """Builds the home screen (the launcher); set by whoever starts the app."""
        self.show_me: Callable[[Path], None] | None = None
        """Plays a scenario file on its board (the rules browser's "Show me"); set by whoever
        starts the app when the scenario player is part of the program."""
        self.replay: Callable[[Any], Scene] | None = None
        """Builds the replay viewer of a session's game, like ``home`` set by whoever starts
        the app (the results screen offers Watch replay when it is set)."""

    @property
    def bot_speed(self) -> str:
        speed = get_preference("bot_speed", "normal")
        return speed if isinstance(speed, str) and speed in BOT_SPEEDS else "normal"

    @bot_speed.setter
    def bot_speed(self, speed: str) -> None:
        set_preference("bot_speed", speed)

    @property
    def bot_delay_ms(self) -> int:
        if self.fixed_bot_delay is not None:
            return self.fixed_bot_delay
        return BOT_SPEEDS[self.bot_speed]

    @property
    def animation_speed(self) -> str:
        speed = self.fixed_animation_speed or get_preference("animation_speed", "normal")
        return speed if isinstance(speed, str) and speed in ANIMATION_SPEEDS else "normal"

    @animation_speed.setter
    def animation_speed(self, speed: str) -> None:
        if self.fixed_animation_speed is not None:
            self.fixed_animation_speed = speed
        set_preference("animation_speed", speed)

    @property
    def animation_factor(self) -> float:
        """How long animations last against their own durations (0: none are shown)."""
        return ANIMATION_SPEEDS[self.animation_speed]

    def use_remembered_large_print(self) -> None:
        """Use the large-print setting the player chose last (the program does, before its
        first scene; pictures and tests name theirs, or have it off)."""
        chosen = get_preference(theme.LARGE_PRINT_KEY, "off")
        theme.set_large_print(chosen if isinstance(chosen, str) else "off")

    @property
    def large_print(self) -> str:
        return theme.large_print()

    @large_print.setter
    def large_print(self, name: str) -> None:
        """Use and remember a large-print setting; every scene is laid out again at once."""
        theme.set_large_print(name)
        if self.fixed_large_print is not None:
            self.fixed_large_print = theme.large_print()
        else:
            set_preference(theme.LARGE_PRINT_KEY, theme.large_print())
        for scene in self.stack.scenes:
            scene.resize(self.size)
        self.dirty = True

    def next_large_print(self) -> str:
        """Switch to the next large-print setting (off, large, larger, off...); its name."""
        names = list(theme.LARGE_PRINT)
        self.large_print = names[(names.index(self.large_print) + 1) % len(names)]
        return self.large_print

    def go_home(self) -> None:
        """Back to the home screen (the launcher), or quit when there is none."""
        if self.home is None:
            self.running = False
            return
        self.replace(self.home())

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    @property
    def scale(self) -> float:
        """The scale of the screens of words (large print included)."""
        return theme.scale_for(self.size)

    @property
    def board_scale(self) -> float:
        """The game screen's scale (see ``theme.board_scale_for``)."""
        return theme.board_scale_for(self.size)

    # --- stack helpers ---------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        scene.resize(self.size)
        self.stack.push(scene)
        self.dirty = True

    def pop(self) -> None:
        self.stack.pop()
        self.dirty = True

    def remove(self, scene: Scene) -> None:
        self.stack.remove(scene)
        self.dirty = True

    def replace(self, scene: Scene) -> None:
        scene.resize(self.size)
        self.stack.replace(scene)
        self.dirty = True

    # --- one pass of the loop (tests call these directly) ------------------------------------
    def dispatch(self, intent: Intent) -> None:
        """Send one intent through the stack."""
        if intent.kind == "quit":
            self.running = False
            return
        if intent.kind == "resize":
            size = (max(MIN_SIZE[0], intent.size[0]), max(MIN_SIZE[1], intent.size[1]))
            if size != tuple(intent.size):
                self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            else:
                self.surface = pygame.display.get_surface()
            for scene in self.stack.scenes:
                scene.resize(self.size)
            self.dirty = True
            if self.remember_size and get_preference(WINDOW_SIZE_KEY) != list(self.size):
                set_preference(WINDOW_SIZE_KEY, list(self.size))
            return
        try:
            self.stack.handle(intent)
        except SaveError as exc:  # a save opened from anywhere: told, never the end
            from forgegames.ui.overlays import MessageDialog

            print(f"forgegames: {exc}", file=sys.stderr)
            self.push(MessageDialog(self, tr("This save cannot be opened"), [str(exc)]))
        self.dirty = True  # even a motion may change a hover highlight

    def pump(self) -> None:
        """Translate and dispatch every queued pygame event."""
        for event in pygame.event.get():
            intent = translate(event)
            if intent is not None:
                self.dispatch(intent)

    def tick(self, dt_ms: int) -> None:
        """Advance the timers of every scene (bots, toasts)."""
        for scene in list(self.stack.scenes):
            if scene.wakeup_ms() is not None:
                scene.update(dt_ms)
                self.dirty = True

    def draw(self) -> None:
        scenes = self.stack.visible()
        if not scenes or not scenes[0].fills_window:
            self.surface.fill(theme.BG)
        for scene in scenes:
            scene.draw(self.surface)
        self.dirty = False

    def show_working(self, words: str) -> None:
        """Paint ``words`` in a box over the window at once, before a long piece of work that
        draws nothing (the program's start, a save replayed): playtest 12 waited ten seconds
        on a black window and on a Continue that seemed not to answer."""
        if self.stack.top is not None:
            self.draw()
        else:
            self.surface.fill(theme.BG)
        s = self.scale
        face = theme.text(words, int(20 * s), theme.TEXT, True)
        box = face.get_rect().inflate(int(48 * s), int(28 * s))
        box.center = self.surface.get_rect().center
        pygame.draw.rect(self.surface, theme.PANEL, box, border_radius=int(8 * s))
        pygame.draw.rect(self.surface, theme.ACCENT, box, 2, border_radius=int(8 * s))
        self.surface.blit(face, face.get_rect(center=box.center))
        pygame.display.flip()
        self.dirty = True

    def next_wakeup(self) -> int | None:
        waits = [w for s in self.stack.scenes if (w := s.wakeup_ms()) is not None]
        return min(waits) if waits else None

    def run(self) -> None:
        """The main loop: sleep until an event or a timer, redraw only when dirty."""
        self.last_tick = now_ms()
        while self.running and self.stack.top is not None:
            self.show(now_ms)
            wait = self.next_wakeup()
            if wait is None:
                event = pygame.event.wait()
            else:
                event = pygame.event.wait(max(1, min(wait, 1000)))
            self.advance(event, now_ms())
        while self.stack.top is not None:  # each scene's exit: a computer's search ends
            self.stack.pop()
        pygame.quit()

    def show(self, clock: Callable[[], int]) -> None:
        """Draw the window when something changed and note when it reached the screen."""
        if self.dirty:
            self.draw()
            pygame.display.flip()
            self.shown_at = clock()

    def seen_ms(self, dt_ms: int) -> int:
        """Of the ``dt_ms`` the tick in progress advances, the part since the last frame
        reached the screen: what a message first drawn in that frame has been seen for."""
        if self.shown_at is None:
            return dt_ms
        return max(0, min(dt_ms, self.last_tick + dt_ms - self.shown_at))

    def advance(self, event: pygame.event.Event, now_ms: int) -> None:
        """One pass after the wait: the time that passed first, then the new input.

        Timers see the idle wait before the input does, so a wait never eats into what the
        input starts (a refusal's message, a turn's input guard).
        """
        self.tick(now_ms - self.last_tick)
        self.last_tick = now_ms
        if event.type != pygame.NOEVENT and (intent := translate(event)) is not None:
            self.dispatch(intent)
        self.pump()
