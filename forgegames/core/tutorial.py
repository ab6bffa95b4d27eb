"""Guided first games: a title's ``tutorial.yaml`` and the lesson's progress through it.

A tutorial is a seeded game with one person and computer players, and a script: every move
of the lesson in order (the person's, the computer players', and forced dice or draws), each
with what the lesson says about it. While the script lasts the person may make only the
move being taught; the computer players and the chance nodes follow the script. After the
last step the game goes on freely.

Every chance outcome of a lesson is scripted (the set-up's draws in ``setup``, the dice and
draws after a move in its step's ``outcomes``, or a step of its own with ``chance``), so a
lesson plays the same way every time; and a step may say what its move brings about
(``expect``: phrases of its log lines, facts of the position after it), which ``check_tutorial``
verifies, so the lesson's words never tell of something that did not happen.

The step a game has reached follows its history (``TutorialRun.sync``), so Undo takes a
lesson back too.
"""

from __future__ import annotations

import contextlib
import dataclasses
from pathlib import Path
from typing import Annotated, Any

from forgegames.core.actions import Action
from forgegames.core.content import Range, build, read_yaml
from forgegames.core.errors import ContentError
from forgegames.core.i18n import data_text
from forgegames.core.paths import ROOT
from forgegames.core.position_random import MAX_SEED
from forgegames.core.title import GameConfig, SeatConfig, Title


@dataclasses.dataclass(frozen=True)
class TutorialSeat:
    name: str
    colour: str
    bot: str | None = None


@dataclasses.dataclass(frozen=True)
class Expect:
    """What a step's move brings about, checked after the move and its outcomes: ``log``,
    phrases (in English) that the log lines of the move and its outcomes contain; ``facts``,
    the title's ``scenario_facts`` of the position then (see ``docs/scenarios.md``)."""

    log: list[str] = dataclasses.field(default_factory=list)
    facts: dict[str, Any] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class TutorialStep:
    """One scripted move: ``do`` (a seat's move) or ``chance`` (a forced die or draw), in
    the action text form; ``say`` is what the lesson tells the person meanwhile (a person's
    step without words goes on the step before: the same click makes both moves, and the
    lesson counts them as one); ``heading``, for a step of the computer players that has
    words, what it teaches (the note's heading; "the others play" without it);
    ``outcomes``, the dice and draws the move brings, in order."""

    say: str = ""
    heading: str = ""
    do: str = ""
    chance: str = ""
    outcomes: list[str] = dataclasses.field(default_factory=list)
    expect: Expect = dataclasses.field(default_factory=Expect)

    @property
    def text(self) -> str:
        return self.do or self.chance


@dataclasses.dataclass(frozen=True)
class Tutorial:
    title: str
    variant: str
    seed: Annotated[int, Range(-MAX_SEED, MAX_SEED)]
    seats: list[TutorialSeat]
    steps: list[TutorialStep]
    finish: str = "The lesson is over: the game goes on freely and every move is allowed."
    options: dict[str, str] = dataclasses.field(default_factory=dict)
    setup: list[str] = dataclasses.field(default_factory=list)
    """The set-up's draws (chance outcomes before the first step), in order."""
    expect: Expect = dataclasses.field(default_factory=Expect)
    """What the whole lesson has brought about when its script ends (``finish`` tells it):
    phrases of any of its log lines, facts of the position."""

    def config(self, title: Title) -> GameConfig:
        """The lesson's game; the person's seat named in the current language (translation key
        ``<title_pkg>/tutorial/seats/<index>/name``: 'Student' is 'Estudiante')."""
        key = f"{title.info.id.replace('-', '_')}/tutorial/seats"
        seats = tuple(
            SeatConfig(s.name if s.bot else data_text(f"{key}/{i}/name", s.name), s.colour, s.bot)
            for i, s in enumerate(self.seats)
        )
        options = title.info.settle_options(self.variant, self.options)
        return GameConfig(self.title, seats, self.variant, options)

    @property
    def person(self) -> int:
        """The seat the person plays."""
        return next(i for i, s in enumerate(self.seats) if s.bot is None)


def tutorial_path(title_id: str) -> Path:
    return ROOT / "data" / title_id.replace("-", "_") / "tutorial.yaml"


def has_tutorial(title_id: str) -> bool:
    return tutorial_path(title_id).exists()


def load_tutorial(title: Title, path: Path | None = None) -> Tutorial:
    """Read and check a tutorial's structure (its moves are checked by replaying it, see
    ``tutorial_check``); ContentError names the file, the key and the problem."""
    path = path or tutorial_path(title.info.id)
    name = str(path)
    tutorial = build(Tutorial, read_yaml(path), name)
    if tutorial.title != title.info.id:
        raise ContentError(name, "title", f"is '{tutorial.title}', expected '{title.info.id}'")
    variants = [v.id for v in title.info.variants]
    if tutorial.variant not in variants:
        raise ContentError(name, "variant", f"unknown variant (choose from {', '.join(variants)})")
    people = [i for i, s in enumerate(tutorial.seats) if s.bot is None]
    if len(people) != 1:
        raise ContentError(name, "seats", f"needs exactly one person (no bot), found {len(people)}")
    for i, seat in enumerate(tutorial.seats):
        if seat.bot is not None and seat.bot not in title.bots():
            kinds = ", ".join(title.bots())
            raise ContentError(name, f"seats[{i}].bot", f"unknown bot (choose from {kinds})")
    why = title.info.why_not_seats(tutorial.variant, len(tutorial.seats))
    if why:
        raise ContentError(name, "seats", why)
    try:
        tutorial.config(title)
    except ValueError as exc:
        raise ContentError(name, "options", str(exc)) from exc
    if not tutorial.steps:
        raise ContentError(name, "steps", "the lesson has no steps")
    for i, step in enumerate(tutorial.steps):
        if bool(step.do) == bool(step.chance):
            raise ContentError(name, f"steps[{i}]", "needs exactly one of 'do' and 'chance'")
        if step.chance and step.outcomes != []:
            raise ContentError(name, f"steps[{i}].outcomes", "a chance step has no outcomes")
        if step.chance and step.expect != Expect():
            why = "a chance step is checked with the move that brings it: expect goes there"
            raise ContentError(name, f"steps[{i}].expect", why)
    return tutorial


class TutorialRun:
    """A lesson under way: which step a session has reached, and what it allows."""

    def __init__(
        self, tutorial: Tutorial, title: Title, file: str = "", actors: list[int] | None = None
    ) -> None:
        self.tutorial = tutorial
        self.actors = actors or []
        """Who makes each step (a seat, or CHANCE), found by playing the script through."""
        self.file = file or str(tutorial_path(title.info.id))
        self.actions = [
            self._parse(title, step.text, f"steps[{i}]") for i, step in enumerate(tutorial.steps)
        ]
        self.setup = [
            self._parse(title, text, f"setup[{i}]") for i, text in enumerate(tutorial.setup)
        ]
        self.outcomes = [
            [
                self._parse(title, text, f"steps[{i}].outcomes[{k}]")
                for k, text in enumerate(step.outcomes)
            ]
            for i, step in enumerate(tutorial.steps)
        ]
        self.key = f"{title.info.id.replace('-', '_')}/tutorial"
        self.done_at: list[int] = []
        """For each step done, the index in the history of the move that did it."""
        self.read: int | None = None
        """The steps before this index have been read (the computer's with words closed with
        Next); None until the game frame says (a save from before it was recorded)."""

    def _parse(self, title: Title, text: str, where: str) -> Action:
        try:
            return title.parse_action(text)
        except ValueError as exc:
            raise ContentError(self.file, where, f"'{text}': {exc}") from exc

    @property
    def total(self) -> int:
        return len(self.actions)

    def say(self, index: int) -> str:
        """Step ``index``'s words in the current language (translation key
        ``<title_pkg>/tutorial/steps/<index>/say``; the file's English otherwise)."""
        return data_text(f"{self.key}/steps/{index}/say", self.tutorial.steps[index].say)

    def heading(self, index: int) -> str:
        """Step ``index``'s heading in the current language (key
        ``<title_pkg>/tutorial/steps/<index>/heading``), or "" when it has none."""
        english = self.tutorial.steps[index].heading
        return data_text(f"{self.key}/steps/{index}/heading", english) if english else ""

    def finish_words(self) -> str:
        return data_text(f"{self.key}/finish", self.tutorial.finish)

    def counted(self, index: int) -> bool:
        """Whether step ``index`` counts as one of the person's steps (a wordless one goes on
        the step before)."""
        return self.actors[index] == self.tutorial.person and bool(self.tutorial.steps[index].say)

    def person_steps(self, history_len: int) -> tuple[int, int]:
        """The person's steps done so far and their number in the whole lesson."""
        index = self.sync(history_len)
        done = sum(1 for i in range(index) if self.counted(i))
        return done, sum(1 for i in range(self.total) if self.counted(i))

    def words_step(self, history_len: int) -> int:
        """The step whose words tell the current one: itself, or for a wordless step of the
        person the step it goes on."""
        index = self.sync(history_len)
        person = self.tutorial.person
        while index > 0 and self.actors[index] == person and not self.tutorial.steps[index].say:
            index -= 1
        return index

    def sync(self, history_len: int) -> int:
        """Forget steps whose move was taken back; the index of the current step."""
        while self.done_at and self.done_at[-1] >= history_len:
            self.done_at.pop()
        if self.read is not None:  # a step taken back is unread
            self.read = min(self.read, len(self.done_at))
        return len(self.done_at)

    def current(self, history_len: int) -> TutorialStep | None:
        """The step being taught, or None once the lesson is over."""
        index = self.sync(history_len)
        return self.tutorial.steps[index] if index < self.total else None

    def finished(self, history_len: int) -> bool:
        return self.sync(history_len) >= self.total

    def expected(self, history_len: int) -> Action | None:
        index = self.sync(history_len)
        return self.actions[index] if index < self.total else None

    def forced_chance(self, history_len: int) -> Action | None:
        """The scripted outcome of the chance node due at ``history_len``: the next of the
        set-up's draws or of the last step's outcomes, else the current step's when it is a
        die or a draw (None when the script names none)."""
        pending = self.pending_outcome(history_len)
        if pending is not None:
            return pending
        step = self.current(history_len)
        return self.expected(history_len) if step is not None and step.chance else None

    def pending_outcome(self, history_len: int) -> Action | None:
        """The next scripted outcome of the set-up or of the last step done, if one is due."""
        index = self.sync(history_len)
        if index == 0:
            due, since = self.setup, history_len
        else:
            due, since = self.outcomes[index - 1], history_len - self.done_at[-1] - 1
        return due[since] if 0 <= since < len(due) else None

    def scripted_move(self, history_len: int) -> Action | None:
        """The scripted move when the current step is a seat's move."""
        step = self.current(history_len)
        return self.expected(history_len) if step is not None and step.do else None

    def applied(self, index: int, action: Action) -> None:
        """The move at history ``index`` was applied: it does the current step when it is
        the scripted one (other moves, such as an unscripted roll, leave the step as is)."""
        if self.pending_outcome(index) is None and action == self.expected(index):
            self.done_at.append(index)

    def narrow(self, history_len: int, legal: list[Action]) -> list[Action]:
        """What the person may do now: only the taught move during the lesson. A move of the
        person that the legal list leaves out (a Warparty stack's part: the list has whole
        stacks and single units) is offered too: the rules took it when the script was played
        through at the lesson's start, from this same position."""
        expected = self.scripted_move(history_len)
        if self.finished(history_len):
            return legal
        index = self.sync(history_len)
        person = self.actors[index] == self.tutorial.person
        if expected is not None and legal and expected not in legal and person:
            return [expected]
        return [a for a in legal if a == expected]


def start_lesson(title: Title, tutorial: Tutorial, file: str = "") -> Any:
    """A new session of the lesson, its script attached (played through first: ContentError
    when a step is not legal or a die is not scripted, see ``check_tutorial``)."""
    actors = play_script(title, tutorial, file)
    session = _lesson_session(title, tutorial, file, actors)
    session.resolve_chance()
    return session


def resume_lesson(
    title: Title, tutorial: Tutorial, actions: tuple[str, ...], read: int | None = None
) -> Any:
    """A lesson left before its end, taken up again at the step it reached: a new session of
    the lesson with the saved ``actions`` (the lesson's own moves and dice) played again, and
    ``read``, the steps whose words were read (playtest 30: a note already closed with Next
    came back); ContentError when they are not the lesson's (issue #39)."""
    session = start_lesson(title, tutorial)
    for index, text in enumerate(actions):
        if index < len(session.history):  # the set-up's draws, made again by the lesson
            if str(session.history[index].action) != text:
                raise ContentError(f"the saved lesson's move {index + 1} is not the lesson's")
            continue
        session.apply(title.parse_action(text), resolve=False)
    session.resolve_chance()
    run = session.tutorial
    if read is not None:
        run.read = max(0, min(read, run.sync(len(session.history))))
    return session


def _lesson_session(title: Title, tutorial: Tutorial, file: str, actors: list[int]) -> Any:
    """The lesson's session before the set-up's draws."""
    from forgegames.core.session import Session

    session = Session(title, tutorial.config(title), tutorial.seed)
    session.tutorial = TutorialRun(tutorial, title, file, actors)
    return session


def check_tutorial(title: Title, path: Path | None = None) -> None:
    """Load a title's tutorial and play its script through the rules (``play_script``),
    checking what each step expects."""
    path = path or tutorial_path(title.info.id)
    play_script(title, load_tutorial(title, path), str(path), verify=True)


def play_script(
    title: Title, tutorial: Tutorial, file: str = "", *, verify: bool = False
) -> list[int]:
    """Play a lesson's script through the rules: every step must be the right kind of move
    (the person's steps with words, or going on a step of theirs just before) and legal when
    it comes, and every die or draw must be scripted. With ``verify``, each step's ``expect``
    (and the lesson's) must hold, in English, the language its phrases are written in.
    Returns who made each step (a seat, or CHANCE); ContentError names the step and the
    problem."""
    from forgegames.core.i18n import speaking

    with speaking("en") if verify else contextlib.nullcontext():
        return _Script(title, tutorial, file, verify).play()


class _Script:
    """One play of a lesson's script through the rules (``play_script``)."""

    def __init__(self, title: Title, tutorial: Tutorial, file: str, verify: bool) -> None:
        from forgegames.core.title import CHANCE

        self.title, self.tutorial, self.verify = title, tutorial, verify
        self.name = file or str(tutorial_path(title.info.id))
        self.actors = [CHANCE] * len(tutorial.steps)
        self.session = _lesson_session(title, tutorial, self.name, self.actors)
        self.run: TutorialRun = self.session.tutorial

    def play(self) -> list[int]:
        from forgegames.core.title import CHANCE

        session, run, tutorial = self.session, self.run, self.tutorial
        self.settle_chance("setup", "the set-up")
        while not run.finished(len(session.history)):
            index = run.sync(len(session.history))
            step, where = tutorial.steps[index], f"steps[{index}]"
            if step.chance:
                raise ContentError(self.name, where, f"'{step.chance}': no die or draw is due here")
            active = session.active
            if active < 0:
                what = "a die or a draw is due" if active == CHANCE else "the game is over"
                raise ContentError(self.name, where, f"'{step.do}' cannot be played: {what}")
            self.actors[index] = active
            if active == tutorial.person and not step.say.strip() and not self.goes_on(index):
                raise ContentError(self.name, f"{where}.say", "a step of the person needs words")
            first = len(session.history)
            self.apply(
                run.actions[index],
                where,
                f"'{step.do}' is not legal for {tutorial.seats[active].name}",
            )
            self.settle_chance(f"{where}.outcomes", f"'{step.do}'")
            events = [e for entry in session.history[first:] for e in entry.events]
            self.check(step.expect, events, where)
        self.check(tutorial.expect, session.events(), "expect", top=True)
        return self.actors

    def goes_on(self, index: int) -> bool:
        """Whether the person's step ``index`` follows a step of theirs at once (the click
        that made that one makes this one too)."""
        before = index - 1
        return before >= 0 and self.actors[before] == self.tutorial.person

    def apply(self, action: Action, where: str, refused: str) -> None:
        from forgegames.core.errors import IllegalAction

        try:
            self.session.apply(action, resolve=False)
        except (IllegalAction, LookupError) as exc:  # a refusal, or an id nothing checked
            raise ContentError(self.name, where, f"{refused}: {exc}") from exc

    def settle_chance(self, where: str, after: str) -> None:
        """Play the scripted dice and draws due now; ContentError at one the script lacks."""
        from forgegames.core.title import CHANCE

        session, run = self.session, self.run
        while session.active == CHANCE:
            forced = run.forced_chance(len(session.history))
            if forced is None:
                raise ContentError(
                    self.name,
                    where,
                    f"a die or a draw after {after} is not scripted (the seed gives "
                    f"'{session.drawn_outcome()}'): a lesson's chance is fixed",
                )
            if run.pending_outcome(len(session.history)) is None:  # a chance step of its own
                index = run.sync(len(session.history))
                self.actors[index] = CHANCE
                where = f"steps[{index}]"
            self.apply(forced, where, f"'{forced}' is not a possible outcome here")

    def check(self, expect: Expect, events: list[Any], where: str, top: bool = False) -> None:
        if not self.verify or expect == Expect():
            return
        from forgegames.core.scenario import unmet

        state = self.session.state
        problems = unmet(self.title, state, events, expect.facts, expect.log)
        if problems:
            place = "expect" if top else f"{where}.expect"
            raise ContentError(self.name, place, "; ".join(problems))
