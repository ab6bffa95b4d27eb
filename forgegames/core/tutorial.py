"""Guided first games: a title's ``tutorial.yaml`` and the lesson's progress through it.

A tutorial is a seeded game with one person and computer players, and a script: every move
of the lesson in order (the person's, the computer players', and forced dice or draws), each
with what the lesson says about it. While the script lasts the person may make only the
move being taught; the computer players and the chance nodes follow the script. After the
last step the game goes on freely.

The step a game has reached follows its history (``TutorialRun.sync``), so Undo takes a
lesson back too.
"""

from __future__ import annotations

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
class TutorialStep:
    """One scripted move: ``do`` (a seat's move) or ``chance`` (a forced die or draw), in
    the action text form; ``say`` is what the lesson tells the person meanwhile."""

    say: str = ""
    do: str = ""
    chance: str = ""

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
        self.actions: list[Action] = []
        for i, step in enumerate(tutorial.steps):
            try:
                self.actions.append(title.parse_action(step.text))
            except ValueError as exc:
                raise ContentError(self.file, f"steps[{i}]", f"'{step.text}': {exc}") from exc
        self.key = f"{title.info.id.replace('-', '_')}/tutorial"
        self.done_at: list[int] = []
        """For each step done, the index in the history of the move that did it."""

    @property
    def total(self) -> int:
        return len(self.actions)

    def say(self, index: int) -> str:
        """Step ``index``'s words in the current language (translation key
        ``<title_pkg>/tutorial/steps/<index>/say``; the file's English otherwise)."""
        return data_text(f"{self.key}/steps/{index}/say", self.tutorial.steps[index].say)

    def finish_words(self) -> str:
        return data_text(f"{self.key}/finish", self.tutorial.finish)

    def person_steps(self, history_len: int) -> tuple[int, int]:
        """The person's steps done so far and their number in the whole lesson."""
        person = self.tutorial.person
        index = self.sync(history_len)
        done = sum(1 for a in self.actors[:index] if a == person)
        return done, sum(1 for a in self.actors if a == person)

    def sync(self, history_len: int) -> int:
        """Forget steps whose move was taken back; the index of the current step."""
        while self.done_at and self.done_at[-1] >= history_len:
            self.done_at.pop()
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
        """The scripted outcome when the current step is a die or a draw."""
        step = self.current(history_len)
        return self.expected(history_len) if step is not None and step.chance else None

    def scripted_move(self, history_len: int) -> Action | None:
        """The scripted move when the current step is a seat's move."""
        step = self.current(history_len)
        return self.expected(history_len) if step is not None and step.do else None

    def applied(self, index: int, action: Action) -> None:
        """The move at history ``index`` was applied: it does the current step when it is
        the scripted one (other moves, such as an unscripted roll, leave the step as is)."""
        if action == self.expected(index):
            self.done_at.append(index)

    def narrow(self, history_len: int, legal: list[Action]) -> list[Action]:
        """What the person may do now: only the taught move during the lesson."""
        expected = self.scripted_move(history_len)
        if self.finished(history_len):
            return legal
        return [a for a in legal if a == expected]


def start_lesson(title: Title, tutorial: Tutorial, file: str = "") -> Any:
    """A new session of the lesson, its script attached (played through first: ContentError
    when a step is not legal, see ``check_tutorial``)."""
    actors = play_script(title, tutorial, file)
    return _lesson_session(title, tutorial, file, actors)


def _lesson_session(title: Title, tutorial: Tutorial, file: str, actors: list[int]) -> Any:
    from forgegames.core.session import Session

    session = Session(title, tutorial.config(title), tutorial.seed)
    session.tutorial = TutorialRun(tutorial, title, file, actors)
    session.resolve_chance()
    return session


def check_tutorial(title: Title, path: Path | None = None) -> None:
    """Load a title's tutorial and play its script through the rules (``play_script``)."""
    path = path or tutorial_path(title.info.id)
    play_script(title, load_tutorial(title, path), str(path))


def play_script(title: Title, tutorial: Tutorial, file: str = "") -> list[int]:
    """Play a lesson's script through the rules: every step must be the right kind of move
    (the person's steps with words) and legal when it comes. Returns who made each step (a
    seat, or CHANCE); ContentError names the step and the rule that refuses it."""
    from forgegames.core.errors import IllegalAction
    from forgegames.core.title import CHANCE

    name = file or str(tutorial_path(title.info.id))
    actors = [CHANCE] * len(tutorial.steps)
    try:
        session = _lesson_session(title, tutorial, name, actors)
    except IllegalAction as exc:
        raise ContentError(
            name, "steps[0]", f"a forced die or draw is not possible: {exc}"
        ) from exc
    run = session.tutorial
    while not run.finished(len(session.history)):
        index = run.sync(len(session.history))
        step, where = tutorial.steps[index], f"steps[{index}]"
        if step.chance:
            raise ContentError(name, where, f"'{step.chance}': no die or draw is due here")
        active = session.active
        if active < 0:
            what = "a die or a draw is due" if active == CHANCE else "the game is over"
            raise ContentError(name, where, f"'{step.do}' cannot be played: {what}")
        if active == tutorial.person and not step.say.strip():
            raise ContentError(name, f"{where}.say", "a step of the person needs words")
        actors[index] = active
        try:
            session.apply(run.actions[index])
        except IllegalAction as exc:
            who = tutorial.seats[active].name
            raise ContentError(name, where, f"'{step.do}' is not legal for {who}: {exc}") from exc
    return actors
