"""Benchmark (a script, not a test): frame times per scene, start-up time, engine throughput.

Run ``python -m forgegames.bench``; it prints one JSON line. Everything is measured in the
same run under SDL's dummy video driver.
"""

from __future__ import annotations

import contextlib
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from forgegames.core.title import Options

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
FRAMES = 300


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def startup_probe() -> None:
    """Child process: start as ``main.py`` does (the launcher loads and checks every title's
    data), draw the launcher once, exit."""
    from forgegames.ui.app import App
    from forgegames.ui.launcher import Launcher

    app = App()
    app.push(Launcher(app))
    app.draw()
    import pygame

    pygame.display.flip()


def floor_probe() -> None:
    """Child process: the floor a start-up is measured against (issue #40), a bare pygame
    window: import pygame, open a 1280x720 window, start the fonts, flip."""
    import pygame

    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    pygame.display.flip()


def startup_and_floor(runs: int = 5) -> tuple[float, float]:
    """Median wall times (ms) of a fresh process drawing the launcher and of one opening a
    bare window (the floor), their runs taken in turns so that both see the same load.

    As on a player's machine, Python may cache compiled modules (a first, uncounted run
    of each writes them), even where the environment sets PYTHONDONTWRITEBYTECODE.
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    probes = [
        [sys.executable, "-m", "forgegames.bench", "--startup-probe"],
        [sys.executable, "-m", "forgegames.bench", "--floor-probe"],
    ]
    for command in probes:
        subprocess.run(command, check=True, cwd=ROOT, env=env)
    times: list[list[float]] = [[], []]
    for _ in range(runs):
        for command, kept in zip(probes, times, strict=True):
            start = time.perf_counter()
            subprocess.run(command, check=True, cwd=ROOT, env=env)
            kept.append((time.perf_counter() - start) * 1000)
    return statistics.median(times[0]), statistics.median(times[1])


def startup_figures(runs: int = 5) -> dict[str, float]:
    """The bench's start-up keys: ``startup_ms``, the bare window's ``startup_floor_ms``
    measured in turns with it, and ``startup_ratio`` (issue #40 wants at most 2)."""
    startup, floor = startup_and_floor(runs)
    return {
        "startup_ms": round(startup, 1),
        "startup_floor_ms": round(floor, 1),
        "startup_ratio": round(startup / floor, 2),
    }


def checks_probe() -> None:
    """Child process: start as ``main.py`` does, then draw the launcher frame after frame
    while the titles' data is checked (a tick, a mouse motion, a draw and a flip, then 16 ms
    idle, as a player moving the mouse at 60 frames a second); print the frames as JSON."""
    import pygame

    from forgegames.ui.app import App
    from forgegames.ui.intents import Intent
    from forgegames.ui.launcher import Launcher

    app = App()
    launcher = Launcher(app)
    app.push(launcher)
    app.draw()
    pygame.display.flip()
    frames: list[float] = []
    start = time.perf_counter()
    while launcher.unchecked and time.perf_counter() - start < 120:
        begun = time.perf_counter()
        app.tick(16)
        app.dispatch(Intent("motion", pos=((len(frames) * 37) % 1280, (len(frames) * 53) % 720)))
        app.draw()
        pygame.display.flip()
        frames.append((time.perf_counter() - begun) * 1000)
        time.sleep(0.016)
    print(json.dumps({"frames": frames, "ms": (time.perf_counter() - start) * 1000}))


def launcher_checks_figures() -> dict[str, float]:
    """The launcher's frames while it checks the titles' data after its first frame, in a
    fresh process (issue #40: no frame frozen by a check): ``launcher_checks_max_ms``, the
    longest frame, ``launcher_checks_frames`` drawn, and ``launcher_checks_ms``, how long the
    checks took."""
    command = [sys.executable, "-m", "forgegames.bench", "--checks-probe"]
    done = subprocess.run(command, check=True, cwd=ROOT, capture_output=True, text=True)
    found = json.loads(done.stdout.strip().splitlines()[-1])
    frames = found["frames"] or [0.0]
    return {
        "launcher_checks_max_ms": round(max(frames), 1),
        "launcher_checks_frames": len(found["frames"]),
        "launcher_checks_ms": round(found["ms"], 1),
    }


def measure_frames(app, tick_ms: int = 0) -> dict[str, float]:
    """Draw the current scenes FRAMES times, moving the mouse so hover states change: the
    median, p99 and maximum frame in ms, a frame timed from the mouse moving (the hover's own
    work, first hovers included) to the flip. With ``tick_ms``, each frame also advances the
    scenes' timers by that much (an animation running)."""
    import pygame

    from forgegames.ui.intents import Intent

    times = []
    w, h = app.size
    for i in range(FRAMES):
        start = time.perf_counter()
        app.dispatch(Intent("motion", pos=((i * 37) % w, (i * 53) % h)))
        if tick_ms:
            app.tick(tick_ms)
        app.draw()
        pygame.display.flip()
        times.append((time.perf_counter() - start) * 1000)
    return {
        "median": round(statistics.median(times), 3),
        "p99": round(percentile(times, 0.99), 3),
        "max": round(max(times), 3),
    }


def blit_floor(app) -> float:
    import pygame

    picture = pygame.Surface(app.size).convert()
    picture.fill((40, 50, 60))
    times = []
    for _ in range(FRAMES):
        start = time.perf_counter()
        app.surface.blit(picture, (0, 0))
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def mine_scene(app):
    """Forge War in its mine phase with 4 players (61 hexes), an overseer picked so that its
    destinations are lit; the mouse then sweeps the mine (hover previews)."""
    from forgegames.core import registry
    from forgegames.core.session import Session
    from forgegames.core.simulate import bot_config
    from forgegames.core.title import GameConfig, SeatConfig
    from forgegames.ui.game_scene import GameScene
    from forgegames.ui.intents import Intent

    title = registry.get("forge-war")
    config = bot_config(title, 4, "simple", ["greedy"])
    session = Session(title, config, 3)
    session.resolve_chance()
    while title.status(session.state).phase != "Mine phase" or session.state.round < 2:
        session.apply(session.bot_action())
    humans = GameConfig(
        config.game, tuple(SeatConfig(s.name, s.colour) for s in config.seats), "simple"
    )
    session.config, session.bots = humans, {}
    scene = GameScene(app, session)
    app.replace(scene)
    scene.lift()
    board = scene.board
    mine = session.state.mine
    seat = session.active
    start = next(h for h, owner in mine.overseers.items() if owner == seat)
    app.dispatch(Intent("click", pos=board.mine_view.centre(start), button=1))
    return scene


def warparty_scene(app, battle: bool):
    """Warparty with 4 players after greedy play: a movement phase of turn 7 with a stack
    selected (destinations and costs lit), or a battle of at least six units in progress."""
    from forgegames.core import registry
    from forgegames.core.session import Session
    from forgegames.core.simulate import bot_config
    from forgegames.games.warparty import board_info
    from forgegames.ui.game_scene import GameScene
    from forgegames.ui.intents import Intent

    title = registry.get("warparty")
    config = bot_config(title, 4, "standard", ["greedy"])
    session = Session(title, config, 3)
    session.resolve_chance()

    def ready(state) -> bool:
        if battle:
            fight = state.battle
            return fight is not None and not fight.volley and sum(map(len, fight.sides)) >= 6
        return state.phase == "move" and state.clock >= 13

    while not ready(session.state) and not session.over:
        session.apply(session.bot_action())
    session.config = config.__class__(
        config.game,
        tuple(s.__class__(s.name, s.colour, None) for s in config.seats),
        config.variant,
    )
    session.bots = {}
    scene = GameScene(app, session)
    app.replace(scene)
    while app.stack.top is not scene:
        app.remove(app.stack.top)
    scene.lift()
    app.tick(3000)
    if not battle:
        board = scene.board
        state = session.state
        for (place, army), rect in board.canvas.stack_rects(state).items():
            if board_info.movable_at(state, place, army):
                app.dispatch(Intent("click", pos=rect.center, button=1))
                app.dispatch(Intent("release", pos=rect.center, button=1))
                break
    return scene


def animating_scene(app, game: str, kind: str, least: int):
    """A game of greedy bots played until a move is animated by at least ``least``
    animations, one of them drawn by a function named ``kind``; the scene then shows that
    move's animations over and over (the computer players stop). Forge War: an overseer's
    move (``slide``) passing workers; King's Forge: dice rolled (``tumble``)."""
    from forgegames.core import registry
    from forgegames.core.session import Session
    from forgegames.core.simulate import bot_config
    from forgegames.ui.game_scene import GameScene

    title = registry.get(game)
    config = bot_config(title, 4, title.info.default_variant, ["greedy"])
    session = Session(title, config, 3)
    session.resolve_chance()
    speed = app.fixed_animation_speed
    app.fixed_animation_speed = "normal"
    scene = GameScene(app, session)
    app.replace(scene)
    while not session.over:
        scene.computer.play()
        running = scene.animations.running
        names = {getattr(a.paint, "__qualname__", type(a.paint).__qualname__) for a in running}
        if len(running) >= least and any(kind in name for name in names):
            break
    while app.stack.top is not scene:
        app.remove(app.stack.top)
    session.bots = {}
    scene.animations.loop = True
    app.fixed_animation_speed = speed
    return scene


def board_sessions():
    """A mid-game session of every playable title (and the test title when it is present)."""
    from forgegames.core import registry
    from forgegames.core.session import Session
    from forgegames.core.simulate import bot_config

    tests = ROOT / "tests"
    if tests.exists() and str(tests) not in sys.path:
        sys.path.insert(0, str(tests))
        with contextlib.suppress(ImportError):  # an installed copy has no tests
            registry.register_package("titles.dice_race")
    for info in registry.catalogue(include_unlisted=True):
        if not info.available:
            continue
        title = registry.get(info.id)
        players = info.max_players
        config = bot_config(title, players, info.default_variant, ["random"])
        session = Session(title, config, 1)
        session.resolve_chance()
        for _ in range(40):
            if session.over:
                break
            session.apply(session.bot_action())
        humans = config.__class__(
            config.game,
            tuple(s.__class__(s.name, s.colour, None) for s in config.seats),
            config.variant,
        )
        session.config = humans
        session.bots = {}
        yield info.id, session


WARM_UP_SEED = 1_000_000
"""The warm-up games' first seed, far from the measured games' (seeds 1 to 20)."""


def engine_throughput() -> dict[str, int]:
    """Actions per second of random bots playing 20 games of each title (invariants not
    checked), at its fewest players; Forge War's epic game too, with its bonus tiles. Each
    title first plays two games at other seeds, untimed, so that the figure is the steady
    rate: loading a title's data and filling its lookup tables happen once per process."""
    from forgegames.core import registry

    result = {}
    for info in registry.catalogue(include_unlisted=True):
        if info.available:
            result[info.id] = _actions_per_s(info.id, info.min_players, None, ())
    if "forge-war" in result:  # the epic game, with every part of it in play
        result["forge-war:epic"] = _actions_per_s("forge-war", 2, "epic", (("bonus-tiles", "on"),))
    return result


def _actions_per_s(game: str, players: int, variant: str | None, options: Options) -> int:
    from forgegames.core import registry
    from forgegames.core.simulate import simulate

    title = registry.get(game)
    simulate(title, players, 2, WARM_UP_SEED, variant=variant, check=False, options=options)
    report = simulate(title, players, 20, 1, variant=variant, check=False, options=options)
    return round(report.actions / report.seconds) if report.seconds else 0


def craft_odds_ms(rounds: int = 8) -> float:
    """Median time of one King's Forge craft-odds estimate, called as the board's hover
    tooltip calls it (``board_info.craft_probability(state, seat, card)``).

    Positions: the start of the gather phase in the first ``rounds`` rounds of a four-player
    game of greedy bots (seed 1), every seat against every displayed card. The estimate's
    caches are emptied before each call, so this is what the first hover over a card costs
    (later hovers over the same card reuse the result).
    """
    from forgegames.core import registry
    from forgegames.core.session import Session
    from forgegames.core.simulate import bot_config
    from forgegames.games.kings_forge import board_info, dice
    from forgegames.games.kings_forge.state import PHASE_GATHER

    title = registry.get("kings-forge")
    session = Session(title, bot_config(title, 4, title.info.default_variant, ["greedy"]), 1)
    session.resolve_chance()
    positions = {}
    while not session.over and len(positions) < rounds:
        state = session.state
        if state.phase == PHASE_GATHER and state.round not in positions:
            positions[state.round] = state
        session.apply(session.bot_action())
    times = []
    for state in positions.values():
        for seat in range(state.n):
            for card in state.display:
                board_info._odds.cache_clear()
                dice.possible.cache_clear()
                start = time.perf_counter()
                board_info.craft_probability(state, seat, card)
                times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def hint_positions(game: str, count: int = 5) -> list[tuple[object, int]]:
    """``count`` mid-game positions (spread between a fifth and four fifths of the way) of a
    game of the title's strongest bots at its fewest seats (seed 1), each with its seat to
    act."""
    from forgegames.core import registry
    from forgegames.core.session import Session
    from forgegames.core.simulate import bot_config

    title = registry.get(game)
    variant = title.info.default_variant
    config = bot_config(title, title.info.seats_for(variant)[0], variant, [title.hint_bot()])
    session = Session(title, config, 1)
    session.resolve_chance()
    seen: list[tuple[object, int]] = []
    while not session.over:
        seen.append((session.state, session.active))
        session.apply(session.bot_action())
    middle = seen[len(seen) // 5 : len(seen) * 4 // 5] or seen
    return [middle[i * len(middle) // count] for i in range(count)]


def hint_ms_max() -> dict[str, float]:
    """The slowest hint (``Title.hint``: the strongest bot's scored choices with their words)
    over a few mid-game positions of each title, in milliseconds (it must stay under 1000)."""
    from forgegames.core import registry

    worst = {}
    for info in registry.catalogue():
        if not info.available:
            continue
        title = registry.get(info.id)
        times = [0.0]
        for state, seat in hint_positions(info.id):
            start = time.perf_counter()
            title.hint(state, seat)
            times.append((time.perf_counter() - start) * 1000)
        worst[info.id] = round(max(times), 1)
    return worst


def main() -> None:
    if "--startup-probe" in sys.argv:
        startup_probe()
        return
    if "--floor-probe" in sys.argv:
        floor_probe()
        return
    if "--checks-probe" in sys.argv:
        checks_probe()
        return
    from forgegames.ui.app import App
    from forgegames.ui.game_scene import GameScene
    from forgegames.ui.launcher import Launcher

    app = App()
    floor = blit_floor(app)
    app.push(Launcher(app))
    scenes = {"launcher": measure_frames(app)}
    for title_id, session in board_sessions():
        scene = GameScene(app, session)
        app.replace(scene)
        while app.stack.top is not scene:
            app.remove(app.stack.top)
        scene.lift()
        scenes[title_id] = measure_frames(app)
    from forgegames.core import registry

    if any(i.id == "forge-war" and i.available for i in registry.catalogue()):
        mine_scene(app)
        scenes["forge-war:mine-4p"] = measure_frames(app)
    if any(i.id == "warparty" and i.available for i in registry.catalogue()):
        warparty_scene(app, battle=False)
        scenes["warparty:map-moving"] = measure_frames(app)
        warparty_scene(app, battle=True)
        scenes["warparty:battle"] = measure_frames(app)
    if any(i.id == "forge-war" and i.available for i in registry.catalogue()):
        animating_scene(app, "forge-war", "slide", 3)
        scenes["forge-war:animating"] = measure_frames(app, tick_ms=16)
    if any(i.id == "kings-forge" and i.available for i in registry.catalogue()):
        animating_scene(app, "kings-forge", "tumble", 4)
        scenes["kings-forge:dice-rolling"] = measure_frames(app, tick_ms=16)
    report = {
        "blit_floor_ms": round(floor, 4),
        **startup_figures(),
        **launcher_checks_figures(),
        "scenes": scenes,
        "engine": engine_throughput(),
    }
    if any(i.id == "kings-forge" and i.available for i in registry.catalogue()):
        report["kings_forge_craft_odds_ms"] = round(craft_odds_ms(), 3)
    report["hint_ms_max"] = hint_ms_max()
    print(json.dumps(report))


if __name__ == "__main__":
    main()
