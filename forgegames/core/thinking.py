"""A computer player's move worked out in another process, so the window keeps drawing.

``Thinking.start`` hands one seat's view and legal moves to a fresh process (the standard
library's ``spawn`` start method, the same on every system); ``result`` is None until the
move comes back; ``cancel`` ends the process at once (undo, leaving the game). The other
process rebuilds the bot from the title's package and the bot kind, and the random source
from the position, so it chooses exactly what ``Session.bot_action`` would in this process.
"""

from __future__ import annotations

import importlib
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.position_random import PositionRandom


def _context() -> Any:
    """The ``spawn`` start method's context (multiprocessing is imported at the first search:
    the program's start does not wait for it)."""
    import multiprocessing

    return multiprocessing.get_context("spawn")


def title_package(title: Any) -> str:
    """The package whose ``TITLE`` is ``title`` (its class lives in one of its modules)."""
    module = type(title).__module__
    return module.rpartition(".")[0] if "." in module else module


def thinks_long(bot: Any) -> bool:
    """Whether ``bot`` searches (its move is worth a process of its own); the quick players
    choose in the frame as before."""
    from forgegames.core.mcts import SearchBot

    return isinstance(bot, SearchBot)


def _think(
    package: str,
    kind: str,
    seat: int,
    view: Any,
    legal: list[Action],
    rng_at: tuple[int, int, int],
    out: Any,
) -> None:
    """The other process: choose and send the move back."""
    title = importlib.import_module(package).TITLE
    bot = title.bots()[kind](seat)
    out.send(bot.choose(view, legal, PositionRandom(*rng_at)))
    out.close()


class Thinking:
    """One search under way in its own process (at most one at a time)."""

    def __init__(self) -> None:
        self.process: Any = None
        self._pipe: Any = None
        self.key: Any = None
        """What the search is for (the caller's token: a move's place in the history)."""

    @property
    def busy(self) -> bool:
        """A search is under way (its move not yet taken)."""
        return self.process is not None

    def start(
        self,
        title: Any,
        kind: str,
        seat: int,
        view: Any,
        legal: list[Action],
        rng_at: tuple[int, int, int],
        key: Any = None,
    ) -> None:
        """Start working out ``seat``'s move (bot ``kind``) from ``view``; ``rng_at`` is the
        seed, stream and index of the position's random source."""
        self.cancel()
        context = _context()
        receive, send = context.Pipe(duplex=False)
        args = (title_package(title), kind, seat, view, list(legal), rng_at, send)
        self.process = context.Process(target=_think, args=args, daemon=True)
        self.process.start()
        send.close()  # this process only reads
        self._pipe, self.key = receive, key

    def result(self) -> Action | None:
        """The move, once it has come back (then the search is over); None until then.
        RuntimeError when the other process ended without one."""
        if self.process is None:
            return None
        if self._pipe.poll():
            try:
                action = self._pipe.recv()
            except EOFError:
                self.cancel()
                raise RuntimeError("the computer player's process ended without a move") from None
            self._finish()
            return action
        if not self.process.is_alive() and not self._pipe.poll():
            self.cancel()
            raise RuntimeError("the computer player's process ended without a move")
        return None

    def cancel(self) -> None:
        """Stop the search at once (nothing happens when none is under way)."""
        if self.process is not None and self.process.is_alive():
            self.process.terminate()
        self._finish()

    def _finish(self) -> None:
        if self.process is not None:
            self.process.join(timeout=1)
            if self.process.exitcode is not None:
                self.process.close()
        if self._pipe is not None:
            self._pipe.close()
        self.process = self._pipe = self.key = None
