"""Command line: the launcher by default, plus play, load, scenario, replay, screenshot,
simulate, tournament, check-data."""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import os
import pkgutil
import random
import sys
from pathlib import Path

from forgegames.cli_common import (
    GAMES,
    JOBS,
    MAX_WINDOW,
    MIN_WINDOW,
    PLAYERS,
    SEED,
    STEPS,
    fail,
    make_config,
    parse_bots,
    program,
    resolve_title,
    scenario_player,
    seat_numbers,
    window_size,
)
from forgegames.cli_screenshot import UNTIL_LIMIT, cmd_screenshot
from forgegames.cli_screenshot import play_bots as play_bots  # the tests' positions use it
from forgegames.core.errors import ContentError, SaveError
from forgegames.core.i18n import (
    LANGUAGE_PREFERENCE,
    LANGUAGES,
    count,
    ntr,
    set_language,
    tr,
)
from forgegames.core.quoting import cut

SIMULATE_SEED = 1
"""The seed of ``simulate`` without ``--seed``: a run is repeatable unless asked otherwise."""


def build_parser(title_commands: bool = True) -> argparse.ArgumentParser:
    """The command line; ``title_commands=False`` leaves the title packages' own commands out
    (finding them imports every title: a second and more before the window opened)."""
    parser = argparse.ArgumentParser(
        prog=program(),
        description="forgegames: tabletop games for one screen. With no command, opens the "
        "launcher.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    def game_options(p: argparse.ArgumentParser, seed_default: int | None = None) -> None:
        p.add_argument("--game", required=True, help="title id, e.g. kings-forge")
        p.add_argument("--players", type=PLAYERS, required=True, help="number of seats")
        p.add_argument("--variant", help="variant id (default: the title's first)")
        more = "" if seed_default is None else f" (default: {seed_default})"
        p.add_argument("--seed", type=SEED, default=seed_default, help="random seed" + more)
        add_option_flag(p)

    play = sub.add_parser("play", help="start a game directly")
    game_options(play)
    play.add_argument(
        "--bots",
        default="",
        help="seats played by the computer, e.g. 2,3 or 2:greedy (1-based)",
    )
    load = sub.add_parser("load", help="open a saved game")
    load.add_argument("file", type=Path)
    load.add_argument(
        "--copy",
        action="store_true",
        help="go on in a copy of the game (a new file), e.g. while another program plays it",
    )
    replay = sub.add_parser(
        "replay",
        help="watch a saved game (in progress or finished) step by step, forwards and back",
    )
    replay.add_argument("file", type=Path, help="a save or a game's own file")

    shot = sub.add_parser("screenshot", help="render a scene to a PNG, headless")
    shot.add_argument("--out", type=Path, required=True)
    shot.add_argument(
        "--scene",
        choices=["launcher", "replay", "rules"],
        help="launcher; replay (with --file); or rules: the rules browser over the --game (at "
        "--section or --search)",
    )
    shot.add_argument("--section", help="with --scene rules: the section to open at")
    shot.add_argument("--search", help="with --scene rules: words to search for")
    shot.add_argument("--file", type=Path, help="the save a replay shows (--scene replay)")
    shot.add_argument("--step", type=STEPS, default=0, help="the replay's step on the picture")
    shot.add_argument("--reveal", action="store_true", help="the replay with Reveal all on")
    shot.add_argument("--game")
    shot.add_argument("--players", type=PLAYERS)
    shot.add_argument("--seed", type=SEED)
    shot.add_argument("--variant")
    shot.add_argument("--actions", type=STEPS, default=0, help="bot actions before the shot")
    shot.add_argument(
        "--until-phase",
        metavar="WORDS",
        help="bot actions until the status line (English or --lang) or the phase id has WORDS "
        f"(at most --actions, or {UNTIL_LIMIT} without it), e.g. 'Market phase', 'Ronda 3'",
    )
    shot.add_argument(
        "--people",
        type=seat_numbers,
        metavar="SEATS",
        help="with --game: the seats people play, e.g. 1 or 1,3 (the others are computer "
        "players; the bar then has their controls, and a person's last move that hands the "
        "turn over is held for End turn); without it every seat is a person's",
    )
    shot.add_argument("--scenario", type=Path, help="a scenario file to show (instead of --game)")
    shot.add_argument(
        "--steps",
        type=STEPS,
        default=0,
        help="with --scenario: Forwards pressed first (one per part of a move shown in parts)",
    )
    shot.add_argument(
        "--size",
        type=window_size,
        default=(1280, 720),
        help=f"window size, e.g. 1600x900 ({MIN_WINDOW[0]}x{MIN_WINDOW[1]} to "
        f"{MAX_WINDOW[0]}x{MAX_WINDOW[1]})",
    )
    shot.add_argument(
        "--large-print",
        choices=["off", "large", "larger"],
        default="off",
        help="the large-print setting the picture is drawn with (default off)",
    )
    shot.add_argument(
        "--text-report",
        type=Path,
        metavar="FILE",
        help="also write, as JSON, every text the frame drew: its words, its rect [x, y, w, h] "
        "and whether it was cut (shortened or clipped by its box); then each laid-out box "
        "that leaves its panel or the window or overlaps another, as a cut entry with a "
        "'box' key ('leaves' or 'overlaps')",
    )
    add_option_flag(shot)

    sim = sub.add_parser("simulate", help="bots play complete games, checking invariants")
    game_options(sim, seed_default=SIMULATE_SEED)
    sim.add_argument("--games", type=GAMES, required=True, help="games to play (1 to 100,000)")
    sim.add_argument("--bots", default="random", help="bot kinds by seat, e.g. greedy,random")

    tour = sub.add_parser(
        "tournament", help="bot kinds play each other, seats rotating; win rates as JSON"
    )
    game_options(tour, seed_default=SIMULATE_SEED)
    tour.add_argument("--games", type=GAMES, required=True, help="games to play (1 to 100,000)")
    tour.add_argument("--bots", required=True, help="bot kinds, e.g. mcts-hard,greedy")
    tour.add_argument("--jobs", type=JOBS, default=1, help="processes to play in (default: 1)")

    scen = sub.add_parser(
        "scenario",
        help="open a scenario file (a rulebook example) on the board, or --check it headless",
        description="Open a scenario (docs/scenarios.md) on the board with its narration, or "
        "with --check play it headless and print what differs from its expectations.",
    )
    scen.add_argument("file", type=Path, help="a scenario .yaml file, or (with --check) a folder")
    scen.add_argument(
        "--check",
        action="store_true",
        help="play the steps headless; print 'ok: FILE' or the differences; exit 0 only if "
        "every expectation holds (a folder: every *.yaml in it)",
    )
    sub.add_parser("check-data", help="validate every data file")
    if title_commands:
        add_title_commands(sub)
    sub.add_parser(
        "saves",
        help="list saved games: path, title id, seats, 'in progress' or 'finished' "
        "(honours FORGEGAMES_DATA_DIR)",
    )
    add_language_flag(parser, None)
    for command in sub.choices.values():  # the flag works before or after the command
        add_language_flag(command, argparse.SUPPRESS)
    return parser


def add_language_flag(parser: argparse.ArgumentParser, default: str | None) -> None:
    parser.add_argument(
        "--lang",
        choices=sorted(LANGUAGES),
        default=default,
        help="the language of the interface for this run (default: FORGEGAMES_LANG when "
        "set, else the one chosen in the launcher, else en)",
    )


def choose_language(flag: str | None, remembered: bool) -> None:
    """Use the ``--lang`` flag's language, else (when ``remembered``) the launcher's setting
    unless FORGEGAMES_LANG names one."""
    if flag is not None:
        set_language(flag)
    elif remembered and not os.environ.get("FORGEGAMES_LANG"):
        from forgegames.core.preferences import get_preference

        saved = get_preference(LANGUAGE_PREFERENCE)
        if isinstance(saved, str) and saved in LANGUAGES:
            set_language(saved)


def add_option_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, e.g. difficulty=medium (repeatable; the error for an unknown "
        "one lists the valid ones)",
    )


def add_title_commands(sub: argparse._SubParsersAction) -> None:
    """Each game package's own commands: a package with a ``commands`` module adds them with
    its ``add_commands(sub)``, giving each parser a ``title_command`` that runs it. A package
    that cannot be imported adds none (``check-data`` reports it)."""
    import forgegames.games as games

    for module in pkgutil.iter_modules(games.__path__, games.__name__ + "."):
        if not module.ispkg:
            continue
        try:
            if importlib.util.find_spec(f"{module.name}.commands") is None:
                continue
            commands = importlib.import_module(f"{module.name}.commands")
        except Exception:  # noqa: BLE001, S112 - one broken title must not stop the others
            continue
        commands.add_commands(sub)


def cmd_simulate(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from forgegames.core.simulate import simulate

    title = resolve_title(parser, args)
    bots = args.bots.split(",")
    unknown = [b for b in bots if b not in title.bots()]
    if unknown:
        fail(
            parser,
            f"--bots: unknown bot '{cut(unknown[0], 40)}' (choose from {', '.join(title.bots())})",
        )
    report = simulate(
        title, args.players, args.games, args.seed, args.variant, bots, options=args.settled_options
    )
    print(json.dumps(report.to_json()))
    return 1 if report.errors else 0


def cmd_tournament(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from forgegames.core.tournament import stderr_progress, tournament

    title = resolve_title(parser, args)
    bots = [b for b in args.bots.split(",") if b]
    unknown = [b for b in bots if b not in title.bots()]
    if unknown or not bots:
        what = f"unknown bot '{cut(unknown[0], 40)}'" if unknown else "no bot kind given"
        fail(parser, f"--bots: {what} (choose from {', '.join(title.bots())})")
    result = tournament(
        title.info.id,
        args.players,
        args.games,
        bots,
        args.variant,
        args.seed,
        args.jobs,
        args.settled_options,
        stderr_progress,
    )
    print(json.dumps(result))
    return 1 if result["errors"] else 0


def cmd_check_data() -> int:
    import forgegames.ui.data_checks  # noqa: F401 - registers the checks of data only it reads
    from forgegames.core.datacheck import check_all

    files, errors = check_all()
    for error in errors:
        print(f"error: {error}", file=sys.stderr)
    print(f"checked {len(files)} data files: {count(len(errors), 'error', 'errors')}")
    if errors:  # the translations report reads every file: not on data that failed to load
        print("translations not checked: fix the errors above first", file=sys.stderr)
        return 1
    return 1 if report_translations() else 0


SHOWN_KEYS = 5
"""How many missing translation keys ``check-data`` names in each group."""


def report_translations() -> bool:
    """Say which keys each translation lacks (warnings: English stands in for them) and
    which entries are wrong; True when an entry's placeholders differ from the English text's
    (that entry would fail when shown)."""
    from forgegames.core import translations

    broken = False
    for lang in sorted(set(LANGUAGES) - {"en"}):
        found = translations.report(lang)
        groups = (
            ("interface strings lack an entry", found.interface),
            ("data texts lack an entry", found.full_data),
            ("data texts allowed to stay English lack an entry", found.other_data),
            ("entries are used by no code or data (stale)", found.stale),
        )
        for what, keys in groups:
            if keys:
                first = ", ".join(repr(k) for k in keys[:SHOWN_KEYS])
                more = f" and {len(keys) - SHOWN_KEYS} more" if len(keys) > SHOWN_KEYS else ""
                print(f"warning: {lang}: {len(keys)} {what}: {first}{more}", file=sys.stderr)
        for key in found.placeholders:
            print(
                f"error: {translations.file_of(lang, key)}: {key!r}: its {{placeholders}} are "
                "not the English text's (each must be one of its names, with no index or "
                "hidden attribute, braces closed)",
                file=sys.stderr,
            )
            broken = True
    return broken


def cmd_saves() -> int:
    """One tab-separated line per saved game: path, title id, seats, in progress/finished;
    then one line on the error stream per file that cannot be read. Control characters in a
    file's name or a game id are escaped, so a name cannot print a false line."""
    from forgegames.core.paths import saves_dir
    from forgegames.core.quoting import escaped
    from forgegames.core.saved_games import finished_dir, games_dir, list_games, unreadable

    for game in list_games():
        fields = (escaped(str(game.path)), escaped(game.game), str(game.players), game.state_word)
        print("\t".join(fields))
    for where in (games_dir, finished_dir, saves_dir):
        try:
            folder = where()
        except OSError as exc:  # a file where a folder should be
            print(f"unreadable: {escaped(str(exc))}", file=sys.stderr)
            continue
        for _path, reason in unreadable(folder):
            print(f"unreadable: {escaped(reason)}", file=sys.stderr)
    return 0


def cmd_scenario(path: Path, check: bool) -> int:
    """Check scenario files headless, or open one on the board."""
    from forgegames.core import scenario

    if check:
        files = sorted(path.glob("*.yaml")) if path.is_dir() else [path]
        if not files:
            words = tr("{path}: no *.yaml scenario files here", path=path)
            print(f"{program()}: {words}", file=sys.stderr)
            return 1
        failed = 0
        for file in files:
            problems = scenario.check(file)
            if problems:
                failed += 1
                print(tr("FAIL: {file}", file=file))
                for line in problems:
                    print(f"  {line}")
            else:
                print(tr("ok: {file}", file=file))
        if len(files) > 1:
            held = len(files) - failed
            print(
                ntr(
                    held,
                    "{n} of {total} scenarios holds",
                    "{n} of {total} scenarios hold",
                    total=len(files),
                )
            )
        return 1 if failed else 0
    try:
        scenario.load(path)
    except ContentError as exc:
        print(f"{program()}: {exc}", file=sys.stderr)
        return 1
    from forgegames.ui.scenario_scene import open_scenario

    return run_app(lambda app: open_scenario(app, path))


def cmd_load(path: Path, copy: bool = False) -> int:
    from forgegames.core.locks import GameInUse
    from forgegames.core.session import Session

    try:
        session = Session.resume(path, copy=copy)
    except GameInUse as exc:
        print(f"{program()}: {exc}; 'load --copy' goes on in a copy of it", file=sys.stderr)
        return 1
    except SaveError as exc:
        print(f"{program()}: {exc}", file=sys.stderr)
        return 1
    if session.notice:
        print(f"{program()}: {session.notice}", file=sys.stderr)
    from forgegames.ui.game_scene import GameScene

    return run_app(lambda app: app.push(GameScene(app, session)))


def cmd_replay(path: Path) -> int:
    """Open the replay viewer on a save; a file that cannot be replayed is named with the
    reason (exit 1) and left as it was."""
    from forgegames.core.replay import Replay

    try:
        replay = Replay.load(path)
    except SaveError as exc:
        print(f"{program()}: {exc}", file=sys.stderr)
        return 1
    from forgegames.ui.replay_scene import ReplayScene

    return run_app(lambda app: app.push(ReplayScene(app, replay)))


def run_app(start) -> int:
    from forgegames.ui.app import App, opening_size

    app = App(opening_size())
    app.remember_size = True
    app.use_remembered_large_print()
    app.show_working(tr("Getting the games ready…"))
    wire(app)
    start(app)
    app.run()
    return 0


def wire(app) -> None:
    """Give the app the scenes it reaches without importing them: the launcher (home), the
    replay viewer (the results screen's Watch replay) and the scenario player (the rules
    browser's Show me)."""
    from forgegames.core.replay import Replay
    from forgegames.ui.launcher import Launcher
    from forgegames.ui.replay_scene import ReplayScene

    app.home = lambda: Launcher(app)
    app.replay = lambda session: ReplayScene(app, Replay(session))
    app.show_me = scenario_player(app)


def opens_launcher(argv: list[str]) -> bool:
    """Whether ``argv`` names no command, only perhaps a language: the program's plain start,
    which opens the launcher at once (issue #40) and needs no title's own commands."""
    rest = list(argv)
    while rest and (rest[0] == "--lang" or rest[0].startswith("--lang=")):
        rest = rest[2:] if rest[0] == "--lang" else rest[1:]
    return not rest


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser(title_commands=not opens_launcher(argv))
    args = parser.parse_args(argv)
    # a picture does not depend on the language its maker chose in the launcher
    choose_language(args.lang, remembered=args.command != "screenshot")
    if args.command == "simulate":
        return cmd_simulate(parser, args)
    if args.command == "tournament":
        return cmd_tournament(parser, args)
    if args.command == "check-data":
        return cmd_check_data()
    if getattr(args, "title_command", None) is not None:  # a command a title package added
        return args.title_command(args)
    if args.command == "screenshot":
        return cmd_screenshot(parser, args)
    if args.command == "saves":
        return cmd_saves()
    if args.command == "scenario":
        return cmd_scenario(args.file, args.check)
    if args.command == "load":
        return cmd_load(args.file, args.copy)
    if args.command == "replay":
        return cmd_replay(args.file)
    if args.command == "play":
        from forgegames.core.session import Session

        title = resolve_title(parser, args)
        try:
            title.check_content()
        except ContentError as exc:
            print(f"{program()}: {title.info.name} cannot start: {exc}", file=sys.stderr)
            return 1
        bots = parse_bots(parser, args.bots, title, args.players)
        config = make_config(title, args.players, args.variant, bots, args.settled_options)
        seed = args.seed if args.seed is not None else random.randrange(1, 10**9)
        session = Session.start(config, seed, own_file=True)
        from forgegames.ui.game_scene import GameScene

        return run_app(lambda app: app.push(GameScene(app, session)))
    from forgegames.ui.launcher import Launcher

    return run_app(lambda app: app.push(Launcher(app)))


def run() -> int:
    """The ``forgegames`` command that ``pip install .`` creates, and ``main.py``'s entry.
    A user data folder that cannot be used (a file where a folder should be) is named in one
    line, exit 1."""
    from forgegames.core.paths import FolderError

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if getattr(sys, "frozen", False):  # a packaged program: its search processes start here
        import multiprocessing

        multiprocessing.freeze_support()
    try:
        return main()
    except FolderError as exc:
        print(f"{program()}: {cut(str(exc), 300)}", file=sys.stderr)
        return 1
