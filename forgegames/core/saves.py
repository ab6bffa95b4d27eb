"""Saves: versioned JSON ``{format, version, game, config, seed, actions}``, written atomically,
with the title's content version the moves were played under (``content``, missing in older
saves) and optional records the moves do not rebuild: ``summary`` (for listings: the status line
in the language played and, ``status_in``, in every language), ``hints`` (the hints each seat
used, and whether hints are on) and ``warnings`` (the kinds of warning each seat chose not to
be asked again). Reading ignores a missing or odd one.

Loading reads and checks the file without changing it; replaying the actions through the rules
(in ``Session.from_save``) re-validates every move, so a tampered save is refused too.
"""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from forgegames.core import json_files
from forgegames.core.errors import SaveError
from forgegames.core.paths import data_dir
from forgegames.core.position_random import MAX_SEED
from forgegames.core.title import GameConfig, has_control

FORMAT = "forgegames-save"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024
"""The largest save read (a long Warparty game writes about 100 KB): a bigger file is
refused unread, so a hostile file cannot fill the memory."""
MAX_ACTION = 1000
"""The longest move text read from a save (the longest the titles write is about 60)."""
MAX_CONTENT = 10_000
"""The highest content version read (a title's goes up by one per change that needs it)."""
MAX_STATUS = 200
"""The longest status line kept from a save's summary (a longer one is ignored)."""


@dataclasses.dataclass(frozen=True)
class SaveData:
    config: GameConfig
    seed: int
    actions: tuple[str, ...]
    status: str = ""
    """The top bar's words when the file was written ("Round 3 · Mine phase")."""
    finished: bool = False
    hints: tuple[int, ...] = ()
    """Hints each seat asked for (an optional key: older saves have none, and a save with it
    still reads as version 1 since the actions alone rebuild the game)."""
    hints_on: bool | None = None
    """Whether hints were turned on (None: the default for the seats, see ``Session``)."""
    statuses: tuple[tuple[str, str], ...] = ()
    """The status line worked out in every language the program speaks, (language, words),
    so a list shows it in the language of the moment, whatever the game was played in
    (``summary.status_in``; an older save has none, and a listing works it out again)."""
    silenced: tuple[tuple[str, ...], ...] = ()
    """Per seat, the kinds of "are you sure?" warning that seat chose not to see again in
    this game (an optional key, like ``hints``; empty: every seat is asked)."""
    content: int | None = None
    """The title's content version the game is played with (``Title.content_version``); None
    in a save from before versions were recorded (``Session.from_save`` finds it)."""
    teaching: bool = False
    """A teaching table: undo takes back anything (``Session.teaching``; an optional key,
    written only when on, so other saves read as before)."""
    after_lesson: bool = False
    """The game went on after a lesson ("Learn to play") ended: the launcher says so (an
    optional key, written only when true)."""
    in_lesson: bool = False
    """The game is a lesson left before its end: the launcher lists it and offers to resume
    the lesson or go on freely (an optional key, written only when true; issue #39)."""
    lesson_read: int | None = None
    """In such a lesson, the steps whose words the person has read (the computer's closed
    with Next), so it resumes at the note they were at (an optional key; None: not known)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.config.game,
            "config": self.config.to_json(),
            "seed": self.seed,
            **({"content": self.content} if self.content is not None else {}),
            "actions": list(self.actions),
            "summary": {
                "status": self.status,
                "finished": self.finished,
                **({"status_in": dict(self.statuses)} if self.statuses else {}),
            },
            "hints": {"used": list(self.hints), "on": self.hints_on},
            "warnings": {"silenced": [list(kinds) for kinds in self.silenced]},
            **({"teaching": True} if self.teaching else {}),
            **({"after_lesson": True} if self.after_lesson else {}),
            **({"lesson": True} if self.in_lesson else {}),
            **(
                {"lesson_read": self.lesson_read}
                if self.in_lesson and self.lesson_read is not None
                else {}
            ),
        }


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new file.

    When ``path`` is a symbolic link to a regular file inside the user's data folder, the file
    it points to is rewritten (the link stays, and whatever lists the file under the link's
    name sees the new text); a link to anything else, or to a file outside that folder, is
    replaced like a file (``writable_target``)."""
    path = writable_target(Path(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def writable_target(path: Path) -> Path:
    """The file a write to ``path`` should replace: the regular file a link points to when it
    lies inside the user's data folder (the link itself is kept), else ``path``: a link put
    in the data folder never has the program rewrite a file elsewhere with every move."""
    if path.is_symlink() and json_files.is_regular(path) and not leads_outside(path):
        return Path(os.path.realpath(path))
    return path


def leads_outside(path: Path) -> bool:
    """Whether ``path`` is a link to a file outside the user's data folder."""
    if not path.is_symlink():
        return False
    real = Path(os.path.realpath(path))
    try:
        return not real.is_relative_to(data_dir().resolve())
    except OSError:  # no data folder can be made: nothing is inside it
        return True


def save_text(data: SaveData) -> str:
    return json.dumps(data.to_json(), indent=1)


def write_save(path: Path, data: SaveData) -> None:
    write_atomic(path, save_text(data))


def read_save(path: Path) -> SaveData:
    """Read and check a save's structure; SaveError says what is wrong (file left untouched)."""
    try:
        data = json_files.parse(json_files.read_text(Path(path), MAX_BYTES))
    except json_files.BadFile as exc:
        raise SaveError(f"save {path} {exc}") from None
    except OSError as exc:
        raise SaveError(f"cannot read save {path}: {exc.strerror or exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path} is not a forgegames save (format key missing or wrong)")
    if data.get("version") != VERSION:
        raise SaveError(
            f"save {path} has version {data.get('version')!r}; this program reads {VERSION}"
        )
    try:
        config = GameConfig.from_json(data.get("config"))
    except ValueError as exc:
        raise SaveError(f"save {path}: {exc}") from exc
    if data.get("game") != config.game:
        raise SaveError(f"save {path}: 'game' does not match config.game")
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(f"save {path}: 'seed' must be a whole number")
    if not -MAX_SEED <= seed <= MAX_SEED:
        raise SaveError(f"save {path}: 'seed' must be between {-MAX_SEED} and {MAX_SEED}")
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise SaveError(f"save {path}: 'actions' must be a list of texts")
    for index, action in enumerate(actions, start=1):
        if len(action) > MAX_ACTION:
            raise SaveError(
                f"save {path}: move {index} is {len(action)} characters long "
                f"(a move is at most {MAX_ACTION})"
            )
    content = data.get("content")
    if content is not None and not (
        isinstance(content, int) and not isinstance(content, bool) and 1 <= content <= MAX_CONTENT
    ):
        raise SaveError(f"save {path}: 'content' must be a whole number from 1 to {MAX_CONTENT}")
    status, finished = read_summary(data.get("summary"))
    hints, hints_on = read_hints(data.get("hints"), config.players)
    statuses = read_statuses(data.get("summary"))
    silenced = read_silenced(data.get("warnings"), config.players)
    teaching = data.get("teaching") is True  # an odd value is the default, like the hints'
    return SaveData(
        config,
        seed,
        tuple(actions),
        status,
        finished,
        hints,
        hints_on,
        statuses,
        silenced,
        content,
        teaching,
        data.get("after_lesson") is True,  # anything else: an ordinary game
        data.get("lesson") is True,
        read_count(data.get("lesson_read"), len(actions)),
    )


def read_count(value: Any, most: int) -> int | None:
    """An optional count no larger than ``most`` (a lesson's steps read: there are no more
    steps done than moves); anything else counts as not known."""
    ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= most
    return value if ok else None


def read_summary(summary: Any) -> tuple[str, bool]:
    """The optional summary (status words, finished flag); a missing or odd one is ignored:
    the actions, replayed, are what count."""
    if not isinstance(summary, dict):
        return "", False
    status = summary.get("status")
    return (status if _fits(status) else ""), summary.get("finished") is True


MAX_LANGUAGES = 20
"""The most languages a save's status line is kept in (more are ignored)."""


def _fits(status: Any) -> bool:
    return isinstance(status, str) and len(status) <= MAX_STATUS and not has_control(status)


def read_statuses(summary: Any) -> tuple[tuple[str, str], ...]:
    """The summary's status line by language (``status_in``); an odd entry is left out and an
    odd record counts as none: the actions, replayed, can always say it again."""
    found = summary.get("status_in") if isinstance(summary, dict) else None
    if not isinstance(found, dict) or len(found) > MAX_LANGUAGES:
        return ()
    return tuple(
        (lang, text)
        for lang, text in found.items()
        if isinstance(lang, str) and len(lang) <= 8 and lang.isalpha() and _fits(text)
    )


def read_hints(hints: Any, players: int) -> tuple[tuple[int, ...], bool | None]:
    """The optional hint record (uses per seat, the on/off switch); a missing or odd one
    counts no hints and keeps the default switch, like the summary it is not a move."""
    if not isinstance(hints, dict):
        return (), None
    used = hints.get("used")
    ok = (
        isinstance(used, list)
        and len(used) == players
        and all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 10**6 for n in used)
    )
    on = hints.get("on")
    return (tuple(used) if ok else ()), (on if isinstance(on, bool) else None)


MAX_KIND = 60
"""The longest warning kind read from a save (the titles' are move names, under 20)."""


def read_silenced(warnings: Any, players: int) -> tuple[tuple[str, ...], ...]:
    """The optional record of silenced warnings (per seat, a list of kinds); a missing or odd
    one silences nothing, so every seat is asked again."""
    if not isinstance(warnings, dict):
        return ()
    silenced = warnings.get("silenced")
    ok = (
        isinstance(silenced, list)
        and len(silenced) == players
        and all(
            isinstance(kinds, list)
            and len(kinds) <= 100
            and all(isinstance(k, str) and 0 < len(k) <= MAX_KIND for k in kinds)
            for kinds in silenced
        )
    )
    return tuple(tuple(kinds) for kinds in silenced) if ok else ()
