"""The ``screenshot`` command: a scene (the launcher, a game after some computer moves, a
replay, a scenario, the rules) rendered headless to a PNG, and its text report.

Its flags are defined with the others in ``forgegames.cli.build_parser``."""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile

from forgegames.cli_common import fail, make_config, program, resolve_title, scenario_player
from forgegames.core.errors import ContentError, SaveError
from forgegames.core.i18n import speaking
from forgegames.core.quoting import cut

UNTIL_LIMIT = 3000
"""The most bot actions ``screenshot --until-phase`` plays without ``--actions``."""


def cmd_screenshot(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Take the picture with the large-print setting the command names, not the one its
    maker chose, and for this picture only (a process may take several)."""
    from forgegames.ui.screenshot import headless

    headless()
    from forgegames.ui import theme
    from forgegames.ui.app import App

    App.fixed_large_print = args.large_print
    try:
        return take_screenshot(parser, args)
    finally:
        App.fixed_large_print = None
        theme.set_large_print("off")


def take_screenshot(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    # a picture is taken in an empty user data folder of its own: the launcher then shows no
    # one's saved games, and the results screen counts no one's records or high scores
    # (made only when none is given: setdefault's argument was made, and left behind, always)
    if "FORGEGAMES_DATA_DIR" not in os.environ:
        os.environ["FORGEGAMES_DATA_DIR"] = tempfile.mkdtemp(prefix="forgegames-shot-")
    width, height = args.size
    if args.scene in (None, "rules") and args.game is None and args.scenario is None:
        fail(
            parser,
            "give --scene launcher, --scene replay --file F, --scenario FILE, "
            "or --game with --players and --seed",
        )
    if (args.scene == "replay") != (args.file is not None):
        fail(parser, "--scene replay and --file go together")
    if args.game is not None and (args.players is None or args.seed is None):
        fail(parser, "--game needs --players and --seed")
    from forgegames.ui.screenshot import output_problem

    for flag, path in (("--out", args.out), ("--text-report", args.text_report)):
        problem = path is not None and output_problem(path, flag)
        if problem:  # one line: the usage would not help
            print(f"{program()}: error: {cut(problem, 300)}", file=sys.stderr)
            return 2
    if args.text_report is not None:
        from forgegames.ui import text_report

        text_report.start()  # before any surface is made: they all remember their words
    from forgegames.ui.app import App
    from forgegames.ui.screenshot import render

    if args.scene == "launcher":
        from forgegames.ui.launcher import Launcher

        app = App((width, height))
        app.push(Launcher(app))
    elif args.scenario is not None:
        from forgegames.core import scenario
        from forgegames.ui.scenario_scene import ScenarioScene

        try:
            loaded = scenario.load(args.scenario)
        except ContentError as exc:
            fail(parser, str(exc))
        app = App((width, height))
        scene = ScenarioScene(app, loaded)
        app.push(scene)
        for _ in range(min(args.steps, sum(scene.beats))):  # a part of a move is a Forward
            scene.forward()
        scene.banner = None
    elif args.scene == "replay":
        from forgegames.core.replay import Replay
        from forgegames.ui.replay_scene import ReplayScene

        try:
            replay = Replay.load(args.file)
        except SaveError as exc:
            print(f"{program()}: {exc}", file=sys.stderr)
            return 1
        app = App((width, height))
        scene = ReplayScene(app, replay, args.step)
        scene.reveal = args.reveal
        app.push(scene)
    else:
        from forgegames.core.session import Session
        from forgegames.ui.game_scene import GameScene

        title = resolve_title(parser, args)
        people = args.people if args.people is not None else range(args.players)
        if any(seat >= args.players for seat in people):
            fail(parser, f"--people names a seat past the {args.players} players")
        kind = "greedy" if "greedy" in title.bots() else "random"
        bots = {seat: kind for seat in range(args.players) if seat not in people}
        config = make_config(title, args.players, args.variant, bots, args.settled_options)
        session = Session(title, config, args.seed)
        session.resolve_chance()
        wanted = args.until_phase.lower() if args.until_phase else None
        count = args.actions or (UNTIL_LIMIT if wanted else 0)
        mover = play_bots(session, kind, args.seed, count, wanted)
        if wanted and not in_phase(session, wanted):
            fail(parser, f"the bots never reached a phase with '{cut(args.until_phase, 40)}' in it")
        app = App((width, height))
        scene = GameScene(app, session)
        app.push(scene)
        if app.stack.top is not scene and not session.over:
            app.remove(app.stack.top)
            scene.lift()
        if args.people is not None and mover in people and not session.over:
            scene.viewer = mover if mover in scene.humans else scene.viewer
            scene.after_change(mover)  # a person's move that ends their turn waits for End turn
        scene.banner = None  # a still picture of the board, without the turn greeting
        if args.scene == "rules":
            app.show_me = scenario_player(app)
            scene.show_rules(section=args.section, search=args.search or "")
    try:
        render(app, args.out, args.text_report)
    except OSError as exc:  # a full disc, a device, a file that may not be written
        where = exc.filename or args.out
        print(f"{program()}: cannot write {where}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    print(f"wrote {args.out}")
    return 0


def in_phase(session, wanted: str) -> bool:
    """True when ``wanted`` (lower case) is the position's phase id or in its status line, in
    English or in the interface's language (review 15: Spanish pictures needed English)."""
    from forgegames.core.session import status_line

    with speaking("en"):
        english = status_line(session.title, session.state)
    words = f"{english}\n{status_line(session.title, session.state)}".lower()
    return wanted in words or wanted == str(getattr(session.state, "phase", "")).lower()


def play_bots(session, kind: str, seed: int, count: int, wanted: str | None) -> int | None:
    """Play up to ``count`` moves of the ``kind`` computer player (seeded by ``seed``) in
    ``session``, stopping when the game is over or its phase names ``wanted``; return the
    seat of the last move played (None when none was). The screenshot command's position;
    the tests' screenshot batch (tests/ui/screenshot_batch.py) replays the moves it chose
    for the other pictures of the same position."""
    title = session.title
    rng = random.Random(seed)
    bot = title.bots()[kind](0)
    mover = None
    for _ in range(count):
        if session.over or (wanted and in_phase(session, wanted)):
            break
        mover = session.active
        view = title.view(session.state, mover)
        session.apply(bot.choose(view, session.legal_actions(), rng))
    return mover
