"""What the command line's subcommands share: the program's name, the argument types (whole
numbers in range, seat lists, window sizes), the checks of a title, its variant and options
(a usage error in one line), the game's configuration, and the "Show me" scenario player.

``forgegames.cli`` builds the parser and runs the commands; ``forgegames.cli_screenshot`` takes
the pictures. Both read these; ``forgegames.cli`` still names them (``cli.make_config``...)."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable
from pathlib import Path

from forgegames.core import registry
from forgegames.core.position_random import MAX_SEED
from forgegames.core.quoting import cut
from forgegames.core.seats import default_seats
from forgegames.core.title import MAX_SEATS, GameConfig, Options, Title


def program() -> str:
    """The program's name as the player started it: ``main.py`` from the source, else
    ``forgegames`` (the command ``pip install .`` makes, the standalone app)."""
    return "main.py" if Path(sys.argv[0]).name == "main.py" else "forgegames"


class Whole:
    """An argument type: a whole number from ``low`` to ``high`` (out of range or not a
    number: the usual one-line usage error)."""

    def __init__(self, low: int, high: int) -> None:
        self.low, self.high = low, high
        self.__name__ = "whole number"  # argparse names the type in its message

    def __call__(self, text: str) -> int:
        digits = text.strip().lstrip("+-")
        if not digits.isdigit() or not digits.isascii():
            raise argparse.ArgumentTypeError(f"'{cut(text, 30)}' is not a whole number")
        value = int(text) if len(digits) <= 20 else None
        if value is None or not self.low <= value <= self.high:
            raise argparse.ArgumentTypeError(
                f"{cut(text.strip(), 30)} is out of range (from {self.low} to {self.high})"
            )
        return value


PLAYERS = Whole(1, MAX_SEATS)
SEED = Whole(-MAX_SEED, MAX_SEED)
GAMES = Whole(1, 100_000)
STEPS = Whole(0, 1_000_000)
JOBS = Whole(1, 64)
MIN_WINDOW = (960, 600)
"""The smallest picture ``screenshot`` makes (the smallest window the program allows)."""
MAX_WINDOW = (3840, 2160)
"""The largest picture ``screenshot`` makes (4K: a larger one needs gigabytes)."""


def seat_numbers(text: str) -> tuple[int, ...]:
    """``1,3``: seat numbers from 1, each at most ``MAX_SEATS`` (0-based in the result)."""
    parts = [part.strip() for part in text.split(",")]
    if not all(p.isdigit() and p.isascii() and 1 <= int(p) <= MAX_SEATS for p in parts):
        raise argparse.ArgumentTypeError(
            f"'{cut(text, 30)}' must be seat numbers from 1 to {MAX_SEATS}, e.g. 1,3"
        )
    return tuple(sorted({int(p) - 1 for p in parts}))


def window_size(text: str) -> tuple[int, int]:
    """``WIDTHxHEIGHT`` within ``MIN_WINDOW`` and ``MAX_WINDOW``."""
    width, x, height = text.lower().partition("x")
    if not (x and width.isdigit() and height.isdigit() and text.isascii()):
        raise argparse.ArgumentTypeError(f"'{cut(text, 30)}' must look like 1280x720")
    size = (int(width), int(height)) if max(len(width), len(height)) <= 9 else (0, 0)
    if not all(low <= v <= high for v, low, high in zip(size, MIN_WINDOW, MAX_WINDOW, strict=True)):
        raise argparse.ArgumentTypeError(
            f"{cut(text, 30)} is out of range (from {MIN_WINDOW[0]}x{MIN_WINDOW[1]} to "
            f"{MAX_WINDOW[0]}x{MAX_WINDOW[1]})"
        )
    return size


def fail(parser: argparse.ArgumentParser, message: str) -> None:
    parser.print_usage(sys.stderr)
    print(f"{program()}: error: {cut(message, 300)}", file=sys.stderr)
    raise SystemExit(2)


def resolve_title(parser: argparse.ArgumentParser, args: argparse.Namespace) -> Title:
    try:
        title = registry.get(args.game)
    except KeyError as exc:
        fail(parser, str(exc.args[0]))
    info = title.info
    variants = [v.id for v in info.variants]
    if args.variant is not None and args.variant not in variants:
        fail(
            parser, f"unknown variant '{cut(args.variant, 40)}' (choose from {', '.join(variants)})"
        )
    if args.variant is None:  # the first variant those seats may play
        fitting = info.variants_for(args.players)
        args.variant = fitting[0].id if fitting else info.default_variant
    why = info.why_not_seats(args.variant, args.players)
    if why:
        fail(parser, why)
    chosen: dict[str, str] = {}
    for text in args.option:
        key, equals, value = text.partition("=")
        if not equals or not key or not value:
            fail(parser, f"--option '{cut(text, 40)}' must look like KEY=VALUE")
        chosen[key] = value
    try:
        args.settled_options = info.settle_options(args.variant, chosen)
    except ValueError as exc:
        fail(parser, f"--option: {exc}")
    return title


def parse_bots(parser: argparse.ArgumentParser, text: str, title: Title, players: int) -> dict:
    """'2,3:greedy' -> {1: best, 2: 'greedy'} (0-based seats)."""
    kinds = title.bots()
    best = "greedy" if "greedy" in kinds else "random"
    seats: dict[int, str] = {}
    for part in filter(None, text.split(",")):
        seat_text, _, kind = part.partition(":")
        if not seat_text.isdigit() or not 1 <= int(seat_text) <= players:
            fail(parser, f"--bots: '{cut(part, 40)}' is not a seat between 1 and {players}")
        kind = kind or best
        if kind not in kinds:
            fail(parser, f"--bots: unknown bot '{cut(kind, 40)}' (choose from {', '.join(kinds)})")
        seats[int(seat_text) - 1] = kind
    return seats


def make_config(
    title: Title, players: int, variant: str | None, bots: dict, options: Options = ()
) -> GameConfig:
    seats = default_seats(players, bots)
    return GameConfig(title.info.id, seats, variant or title.info.default_variant, options)


def scenario_player(app) -> Callable[[Path], None] | None:
    """What plays a scenario on its board for the rules browser's "Show me", when the
    scenario player (``forgegames.ui.scenario_scene.open_scenario``) is part of the program."""
    try:
        scenario_scene = importlib.import_module("forgegames.ui.scenario_scene")
    except ImportError:
        return None
    opener = getattr(scenario_scene, "open_scenario", None)
    return None if opener is None else (lambda path: opener(app, path))
