"""A game in progress: config, seed, history; apply, undo, redo, chance, bots, autosave."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from forgegames.core import locks, registry, saved_games
from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction, SaveError
from forgegames.core.hints import Choice
from forgegames.core.i18n import LANGUAGES, speaking, tr
from forgegames.core.position_random import BOT_STREAM, CHANCE_STREAM, PositionRandom
from forgegames.core.quoting import cut
from forgegames.core.saves import SaveData, leads_outside, read_save, write_save
from forgegames.core.thinking import thinks_long
from forgegames.core.title import CHANCE, TERMINAL, Event, GameConfig, Title

_UNSEEN = object()


@dataclasses.dataclass(frozen=True, init=False)
class Entry:
    """One applied action: who took it, whether undo may cross it, and what it caused; and,
    for some entries, the state before it (``kept``: see ``Session.state_before``)."""

    action: Action
    actor: int
    barrier: bool
    events: tuple[Event, ...]
    kept: Any

    def __init__(
        self, action: Action, actor: int, barrier: bool, events: tuple[Event, ...], kept: Any
    ) -> None:
        # one step rather than a frozen dataclass's five (a game makes one per action)
        object.__setattr__(
            self,
            "__dict__",
            {
                "action": action,
                "actor": actor,
                "barrier": barrier,
                "events": events,
                "kept": kept,
            },
        )


KEEP_EVERY = 32
"""Every 32nd entry of a history keeps the state before it, and so do the last ``KEEP_LAST``;
any other state is made again from the nearest kept one by applying the moves in between (a
few milliseconds). A game that held every state would hold megabytes no one reads (a
Warparty game: 6.3 MB against 2.9 MB) and play a few per cent slower for it."""
KEEP_LAST = 4
BEFORE_KEPT = 64
"""How many states made again from the history ``state_before`` keeps."""


REPLAY_SLIPS = (ValueError, LookupError, TypeError, AttributeError, ArithmeticError)
"""What replaying a save's move may raise besides IllegalAction when the file was made by
hand: a refusal like any other (the file and the move are named), never the program's end."""


def status_line(title: Title, state: Any) -> str:
    """The top bar's words for a state's progress ("Round 3 · Mine phase")."""
    status = title.status(state)
    parts = [status.lead, status.count_words(), status.phase]
    return " · ".join(part for part in parts if part)


def status_lines(title: Title, state: Any) -> tuple[tuple[str, str], ...]:
    """``status_line`` in every language the program speaks, (language, words): a save keeps
    them all, so its listing speaks the language of the moment."""
    lines = []
    for lang in LANGUAGES:
        with speaking(lang):
            lines.append((lang, status_line(title, state)))
    return tuple(lines)


class Session:
    """Holds the current state and everything needed to reproduce it exactly.

    Undo follows Board Game Arena's policy: only the active seat's own moves, never across a
    chance outcome, a reveal of hidden information, or a change of active seat. At a teaching
    table (``teaching``, off by default) undo takes back anything: the last move a person made,
    with every draw, roll and computer move after it. Chance is drawn from the seed and the
    position's place in the history, so the same draws come again: undo and redo cannot be
    used to fish for a better one.
    """

    def __init__(
        self,
        title: Title,
        config: GameConfig,
        seed: int,
        autosave: Path | None = None,
    ) -> None:
        self.title = title
        self.config = config
        self.seed = seed
        self.autosave = autosave
        self.state = title.new_game(config)
        self._actor: tuple[Any, int] = (_UNSEEN, TERMINAL)
        """The state whose active seat was last asked, and that seat (states never change)."""
        self.history: list[Entry] = []
        self._before: dict[int, tuple[Entry, Any]] = {}
        """States made again by ``state_before``, by index, with the entry they come before."""
        self.redo_stack: list[Action] = []
        self.origin: str | None = None
        """The scenario file a game started from when it did not start from the title's
        set-up (its moves alone cannot rebuild it, so it is never saved)."""
        self.bots = {
            seat: title.bots()[cfg.bot](seat)
            for seat, cfg in enumerate(config.seats)
            if cfg.bot is not None
        }
        self.hints_used = [0] * config.players
        """Hints each seat asked for (the results screen names them)."""
        people = sum(1 for cfg in config.seats if cfg.bot is None)
        self.hints_on = people >= 1
        """Hints are on by default wherever people play, alone or several at one table (issue
        #39: a newcomer among friends needs them too); the menu turns them off, and the
        results still name the hints each seat used. The same default for every title."""
        self.silenced: list[set[str]] = [set() for _ in range(config.players)]
        """Per seat, the kinds of warning (``Title.warning_kind``) that seat chose not to be
        asked again in this game; kept in the save."""
        self.notice: str | None = None
        """Something the player is told when the game opens (its file could not be used)."""
        self.teaching = False
        """A teaching table: undo may take back anything (see the class); kept in the save."""
        self.tutorial: Any = None
        """A lesson's script (``core.tutorial.TutorialRun``) while the game is a lesson: it
        plays the computer players' moves and forces the dice it names."""
        self.after_lesson = False
        """The game goes on after a lesson ended (kept in the save; the launcher says so)."""

    # --- queries -------------------------------------------------------------------------
    @property
    def in_lesson(self) -> bool:
        """Whether the game is a lesson not yet at its end (its save says so)."""
        return self.tutorial is not None and not self.tutorial.finished(len(self.history))

    @property
    def active(self) -> int:
        state = self.state
        seen, seat = self._actor
        if seen is not state:
            seat = self.title.current_player(state)
            self._actor = (state, seat)
        return seat

    @property
    def over(self) -> bool:
        return self.active == TERMINAL

    def state_before(self, index: int) -> Any:
        """The state before the history's entry ``index`` (``len(history)``: the state now),
        made again from the nearest state kept (``KEEP_EVERY``) or made before it."""
        if index == len(self.history):
            return self.state
        # the log's pointer asks for the same few states again and again: each is made once,
        # known by the entry it comes before (a move taken back and made again is a new entry)
        entry = self.history[index]
        made = self._before.get(index)
        if made is not None and made[0] is entry:
            return made[1]
        start = index  # from the nearest state kept or made before it
        while self.history[start].kept is None:  # (the first entry always keeps its state)
            start -= 1
            made = self._before.get(start)
            if made is not None and made[0] is self.history[start]:
                break
        kept = self.history[start].kept
        state = kept if kept is not None else self._before[start][1]
        for i in range(start, index):
            state = self._after(state, i)
            # each state on the way is kept too: the log's pointer goes on to the next lines
            if len(self._before) >= BEFORE_KEPT:
                self._before.clear()
            self._before[i + 1] = (self.history[i + 1], state)
        return state

    def states(self) -> list[Any]:
        """The state before each entry of the history, then the state now (in one pass)."""
        out: list[Any] = []
        for i, entry in enumerate(self.history):  # the first entry always keeps its state
            kept = entry.kept
            out.append(kept if kept is not None else self._after(out[-1], i - 1))
        out.append(self.state)
        return out

    def _after(self, state: Any, index: int) -> Any:
        """``state`` (the one before entry ``index``) with that entry's action applied again."""
        return self.title.apply(state, self.history[index].action).state

    def legal_actions(self) -> list[Action]:
        return self.title.legal_actions(self.state)

    def is_bot_turn(self) -> bool:
        return self.active in self.bots

    def events(self) -> list[Event]:
        """Every event so far, oldest first (the log)."""
        return [e for entry in self.history for e in entry.events]

    def status_line(self) -> str:
        """The top bar's words for the game's progress ("Round 3 · Mine phase")."""
        return status_line(self.title, self.state)

    def can_undo(self, seat: int | None = None) -> bool:
        return self.undo_blocker(seat) is None

    def undo_blocker(self, seat: int | None = None) -> str | None:
        """Why ``seat`` (the active seat by default) cannot take back the last move now, or None
        when it can. A seat whose move just ended its turn may still take it back while nobody
        else has acted (the interface holds the next seat until that seat confirms its turn)."""
        if not self.history:
            return tr("nothing to undo yet")
        if self.teaching:
            return None if self._taken_back_from() is not None else tr("nothing to undo yet")
        last = self.history[-1]
        if last.actor == CHANCE:
            return tr("cannot undo past a dice roll or a card draw")
        if last.barrier:
            return tr("cannot undo a move that revealed hidden information")
        if last.actor != (self.active if seat is None else seat):
            return tr("cannot undo another player's move")
        return None

    def _taken_back_from(self) -> int | None:
        """At a teaching table, the history's index from which undo takes back: the last move
        of a person (every draw and computer move after it goes too); else the last move of
        any seat when the computer plays every seat; None when no seat has moved."""
        seats = [i for i, e in enumerate(self.history) if e.actor >= 0]
        people = [i for i in seats if self.history[i].actor not in self.bots]
        found = people or seats
        return found[-1] if found else None

    def holds_turn_after(self, action: Action) -> bool:
        """Whether ``action``, made now by the active seat, hands the turn to another seat
        while staying undoable, so the interface holds it for End turn; False when the turn
        stays, the game ends, or what follows (a roll, a card turned up, hidden cards shown)
        cannot be taken back, so the turn passes at once."""
        seat, title = self.active, self.title
        if seat < 0 or title.reveals_hidden(self.state, action):
            return False
        nxt = title.current_player(title.apply(self.state, action).state)
        return nxt >= 0 and nxt != seat

    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    # --- changes -------------------------------------------------------------------------
    def apply(
        self, action: Action, *, keep_redo: bool = False, resolve: bool = True
    ) -> list[Event]:
        """Apply a move of the active seat (or a chance outcome) and resolve chance after it
        (``resolve=False``: leave it pending, for a scenario that forces the outcome)."""
        events = self._apply_one(action)
        if not keep_redo:
            self.redo_stack.clear()
        if resolve:
            events += self.resolve_chance()
        self._autosave()
        return events

    def _apply_one(self, action: Action, drawn: bool = False) -> list[Event]:
        """Apply ``action`` (``drawn``: a chance outcome just drawn from the title's list)."""
        actor = self.active
        if actor == TERMINAL:
            raise IllegalAction(tr("the game is over"))
        if actor == CHANCE and not drawn:
            outcomes = [a for a, _ in self.title.chance_outcomes(self.state)]
            if action not in outcomes:
                raise IllegalAction(f"'{action}' is not a possible outcome here")
        barrier = actor == CHANCE or self.title.reveals_hidden(self.state, action)
        step = self.title.apply(self.state, action)
        self.history.append(Entry(action, actor, barrier, step.events, self.state))
        self.state = step.state
        old = len(self.history) - 1 - KEEP_LAST
        if old > 0 and old % KEEP_EVERY:
            object.__setattr__(self.history[old], "kept", None)
        if self.tutorial is not None:
            self.tutorial.applied(len(self.history) - 1, action)
        return list(step.events)

    def _chance_rng(self) -> PositionRandom:
        # Seeded by position, so the same position always gets the same outcome.
        return PositionRandom(self.seed, CHANCE_STREAM, len(self.history))

    def resolve_chance(self) -> list[Event]:
        """Sample every pending chance node from the seeded RNG, recording each outcome."""
        events: list[Event] = []
        while self.active == CHANCE:
            if self.tutorial is not None:
                forced = self.tutorial.forced_chance(len(self.history))
                if forced is not None:
                    events += self._apply_one(forced)
                    continue
            events += self._apply_one(self.drawn_outcome(), drawn=True)
        return events

    def drawn_outcome(self) -> Action:
        """The outcome the seed draws for the chance node due now (the same every time)."""
        outcomes = self.title.chance_outcomes(self.state)
        actions = [a for a, _ in outcomes]
        weights = [p for _, p in outcomes]
        (choice,) = self._chance_rng().choices(actions, weights)
        return choice

    def undo(self, seat: int | None = None) -> Action:
        """Take back ``seat``'s (default: the active seat's) last own move; IllegalAction says
        why when not allowed."""
        blocker = self.undo_blocker(seat)
        if blocker is not None:
            raise IllegalAction(blocker)
        start = len(self.history) - 1
        if self.teaching:
            start = self._taken_back_from() or 0
        self.state = self.state_before(start)
        taken = self.history[start:]
        del self.history[start:]
        # redone in order; chance outcomes are not kept: redoing draws them again (the same)
        self.redo_stack += [e.action for e in reversed(taken) if e.actor != CHANCE]
        self._autosave()
        return taken[0].action

    def rewind(self, length: int) -> None:
        """Go back to the state after the first ``length`` entries of the history, whoever
        made them (a scenario's Back button; players take moves back with ``undo``)."""
        if not 0 <= length <= len(self.history):
            raise ValueError(f"cannot rewind to {length} of {len(self.history)} entries")
        if length < len(self.history):
            self.state = self.state_before(length)
            del self.history[length:]
        self.redo_stack.clear()

    def redo(self) -> list[Event]:
        if not self.redo_stack:
            raise IllegalAction(tr("nothing to redo"))
        action = self.redo_stack.pop()
        return self.apply(action, keep_redo=True)

    def bot_action(self) -> Action:
        """The bot in the active seat chooses from what that seat may see."""
        seat = self.active
        if self.tutorial is not None:
            scripted = self.tutorial.scripted_move(len(self.history))
            if scripted is not None:
                return scripted
        bot = self.bots[seat]
        rng = PositionRandom(self.seed, BOT_STREAM, len(self.history))
        return bot.choose(self.title.view(self.state, seat), self.legal_actions(), rng)

    def bot_search(self) -> tuple[str, int, Any, list[Action], tuple[int, int, int]] | None:
        """What ``core.thinking.Thinking.start`` needs to work out the active computer
        player's move in another process (bot kind, seat, view, legal moves, the random
        source's seed, stream and index: the move ``bot_action`` would choose); None when
        the move is quick to choose here (a quick player, a lesson's scripted move)."""
        seat = self.active
        bot = self.bots.get(seat)
        if bot is None or not thinks_long(bot):
            return None
        if self.tutorial is not None and self.tutorial.scripted_move(len(self.history)) is not None:
            return None
        kind = self.config.seats[seat].bot
        view = self.title.view(self.state, seat)
        rng_at = (self.seed, BOT_STREAM, len(self.history))
        return kind, seat, view, self.legal_actions(), rng_at

    def hint(self, seat: int) -> list[Choice]:
        """The strongest computer player's best choices for ``seat`` now (``Title.hint``),
        counted as one hint used by that seat; IllegalAction when hints are off or it is not
        that seat's move."""
        if not self.hints_on:
            raise IllegalAction(tr("hints are off in this game (the menu turns them on)"))
        if seat != self.active:
            choices = []
        else:
            rng = PositionRandom(self.seed, BOT_STREAM, len(self.history))
            choices = self.title.hint(self.state, seat, rng)
        if not choices:
            raise IllegalAction(tr("a hint is for the player whose move it is"))
        self.hints_used[seat] += 1
        self._autosave()
        return choices

    def set_hints(self, on: bool) -> None:
        self.hints_on = on
        self._autosave()

    def set_teaching(self, on: bool) -> None:
        """Turn the teaching table (undo anything) on or off for this game."""
        self.teaching = on
        self._autosave()

    def mark_lesson_read(self, steps: int) -> None:
        """The person has read the lesson's words of the steps before ``steps`` (kept in the
        save, so a resumed lesson opens at the note they were at)."""
        if self.tutorial is not None and self.tutorial.read != steps:
            self.tutorial.read = steps
            self._autosave()

    def silence(self, seat: int, kind: str) -> None:
        """``seat`` chose not to be warned again about ``kind`` of move in this game."""
        self.silenced[seat].add(kind)
        self._autosave()

    def warns(self, seat: int, kind: str) -> bool:
        """True unless ``seat`` silenced this kind of warning."""
        return not (0 <= seat < len(self.silenced) and kind in self.silenced[seat])

    # --- saves ---------------------------------------------------------------------------
    def save_data(self) -> SaveData:
        if self.origin is not None:
            raise SaveError(
                tr(
                    "a game started from the scenario {file} cannot be saved; open the "
                    "scenario again instead",
                    file=self.origin,
                )
            )
        actions = tuple(str(e.action) for e in self.history)
        return SaveData(
            self.config,
            self.seed,
            actions,
            self.status_line(),
            self.over,
            tuple(self.hints_used),
            self.hints_on,
            status_lines(self.title, self.state),
            tuple(tuple(sorted(kinds)) for kinds in self.silenced),
            self.title.content_version,
            self.teaching,
            # a lesson played to the end of its script is the game after it, even while its
            # last note is still unread (playtest 15: left there, it was listed with no word
            # of the lesson)
            self.after_lesson or (self.tutorial is not None and not self.in_lesson),
            self.in_lesson,
            self.tutorial.read if self.in_lesson else None,
        )

    def save(self, path: Path) -> None:
        write_save(path, self.save_data())

    def _autosave(self) -> None:
        """Rewrite this game's own file (a finished game's file moves to the finished ones)."""
        if self.autosave is not None:
            written = saved_games.record(self.autosave, self.save_data())
            if written != self.autosave:  # a finished game's file moved: its lock goes too
                locks.release(self.autosave)
                self.autosave = written

    @classmethod
    def start(
        cls,
        config: GameConfig,
        seed: int,
        autosave: Path | None = None,
        *,
        own_file: bool = False,
    ) -> Session:
        """A new game of a registered title, with setup chance already resolved; saved after
        every action to ``autosave``, or with ``own_file`` to a new file of its own in
        ``games/`` (``keep_saving``)."""
        session = cls(registry.get(config.game), config, seed, autosave)
        session.resolve_chance()
        if own_file:
            session.keep_saving(None)
        else:
            session._autosave()
        return session

    @classmethod
    def from_position(
        cls, title: Title, config: GameConfig, seed: int, state: Any, origin: str
    ) -> Session:
        """A game that starts at ``state`` (a scenario's position from the file ``origin``)
        instead of the set-up. Chance still comes from ``seed``; it is never saved."""
        session = cls(title, config, seed, None)
        session.state = state
        session.origin = origin
        return session

    @classmethod
    def from_save(cls, data: SaveData, autosave: Path | None = None) -> Session:
        """Replay a save's actions through the rules of the content version it was played
        with; SaveError names the first bad one. A save from before versions were recorded
        replays with the newest version under which every move is legal (newest first)."""
        try:
            newest = registry.get(data.config.game)
        except KeyError as exc:
            raise SaveError(str(exc.args[0])) from exc
        if data.content is not None:
            try:
                title = newest.at_version(data.content)
            except ValueError as exc:
                raise SaveError(f"save's content version: {exc}") from exc
            return cls._replay(title, data, autosave)
        first_error: SaveError | None = None
        for version in range(newest.content_version, 0, -1):
            try:
                return cls._replay(newest.at_version(version), data, autosave)
            except SaveError as exc:
                first_error = first_error or exc
        assert first_error is not None
        raise first_error

    @classmethod
    def _replay(cls, title: Title, data: SaveData, autosave: Path | None) -> Session:
        """``from_save`` with the title playing the save's content version."""
        if data.config.variant not in {v.id for v in title.info.variants}:
            raise SaveError(f"save names an unknown variant '{data.config.variant}'")
        if title.info.why_not_seats(data.config.variant, data.config.players):
            raise SaveError(f"save has {data.config.players} players, which this game forbids")
        try:
            title.info.settle_options(data.config.variant, dict(data.config.options))
        except ValueError as exc:
            raise SaveError(f"save's options: {exc}") from exc
        for seat in data.config.seats:
            if seat.bot is not None and seat.bot not in title.bots():
                raise SaveError(f"save names an unknown bot '{seat.bot}'")
        session = cls(title, data.config, data.seed, None)
        for index, text in enumerate(data.actions, start=1):
            try:
                action = title.parse_action(text)
                implied = title.implied_move(session.state, action)
                if implied is not None:  # a save from before the rules waited for it
                    session._apply_one(implied)
                session._apply_one(action)
            except REPLAY_SLIPS as exc:  # IllegalAction, a parser refusing, a rule's slip
                raise SaveError(
                    f"save's move {index} ('{cut(text, 60)}') is not legal: {cut(str(exc), 200)}"
                ) from exc
        session.resolve_chance()
        if data.hints:
            session.hints_used = list(data.hints)
        if data.hints_on is not None:
            session.hints_on = data.hints_on
        if data.silenced:
            session.silenced = [set(kinds) for kinds in data.silenced]
        session.teaching = data.teaching
        session.after_lesson = data.after_lesson
        session.autosave = autosave
        session._autosave()  # refreshes the summary; moves a finished game to its record
        return session

    @classmethod
    def from_file(cls, path: Path, autosave: Path | None = None) -> tuple[SaveData, Session]:
        """Read and replay the save ``path``; SaveError names the file (and the bad move)."""
        data = read_save(path)
        try:
            return data, cls.from_save(data, autosave)
        except SaveError as exc:
            raise SaveError(f"save {path}: {exc}") from exc

    @classmethod
    def load(cls, path: Path, autosave: Path | None = None) -> Session:
        return cls.from_file(path, autosave)[1]

    @classmethod
    def resume(cls, path: Path, *, copy: bool = False) -> Session:
        """Open a saved game to play on: a game in progress keeps its own file, a manual save
        (or, with ``copy``, any game) continues in a new game file (left as it was). SaveError
        when it cannot be opened; GameInUse (a SaveError) when another program is continuing
        it. A game file that links outside the data folder goes on in a new file, listed in
        the link's place (``retire_outside_link``), and ``notice`` says so."""
        data, session = cls.from_file(path)
        own = None if copy else saved_games.continue_path(path, data.config.game)
        session.keep_saving(own)
        if not copy and own is None and leads_outside(Path(path)):
            saved_games.retire_outside_link(Path(path))  # the new file is listed instead
            session.notice = tr(
                "{file} is a link to a file outside your data folder, which is never "
                "rewritten: the game goes on in a new file, {new}",
                file=Path(path).name,
                new=session.autosave.name if session.autosave else "",
            )
        return session

    def keep_saving(self, path: Path | None) -> None:
        """Write this game to ``path`` now and after every action from now on; None: to a new
        file of its own in ``games/``, created exclusively (never another game's, even when
        two games start in the same second)."""
        if path is None:
            text = saved_games.save_text(self.save_data())
            path = saved_games.create_game_file(self.config.game, text)
        locks.acquire(path)
        self.autosave = path
        self._autosave()
