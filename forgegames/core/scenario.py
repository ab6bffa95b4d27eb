"""Scenario files: a position set up without playing up to it, steps, expectations.

A teacher writes one YAML file per example (the format is in docs/scenarios.md). ``load``
reads and validates it (every problem is a ContentError naming the file and the key path),
``run`` plays its steps through a real ``Session`` so the log is the game's own, and ``check``
lists what differs from the file's expectations (empty when everything holds).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Annotated, Any

from forgegames.core import paths, registry
from forgegames.core.actions import Action
from forgegames.core.content import Range, build, nearest, read_yaml
from forgegames.core.errors import ContentError, IllegalAction
from forgegames.core.i18n import data_text, language, speaking
from forgegames.core.paths import ROOT
from forgegames.core.position_random import MAX_SEED
from forgegames.core.quoting import cut, excerpt
from forgegames.core.seats import default_names, default_seats
from forgegames.core.session import Session
from forgegames.core.title import CHANCE, MAX_SEATS, Event, GameConfig, Title, has_control
from forgegames.core.world import replaced


# --- the file's shape ----------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class StepFile:
    do: str | None = None
    chance: str | None = None
    say: str = ""
    stages: list[str] = dataclasses.field(default_factory=list)
    """Words for each part of a move the game shows part by part (``Title.stages``), in
    order: one each, so a teacher can show every change of the move on its own."""


@dataclasses.dataclass(frozen=True)
class ExpectFile:
    facts: dict[str, Any] = dataclasses.field(default_factory=dict)
    log: list[str] = dataclasses.field(default_factory=list)
    refused: str | None = None


@dataclasses.dataclass(frozen=True)
class ScenarioFile:
    title: str
    players: Annotated[int, Range(1, MAX_SEATS)]
    name: str
    source: str
    intro: str
    variant: str | None = None
    seed: Annotated[int, Range(-MAX_SEED, MAX_SEED)] = 1
    section: str = ""
    also: list[str] = dataclasses.field(default_factory=list)
    """Other rules sections the example shows too (their Show me offers it as well)."""
    position: dict[str, Any] = dataclasses.field(default_factory=dict)
    moves: list[str] = dataclasses.field(default_factory=list)
    """Instead of a position: the moves of a game from its set-up (its dice and draws too),
    in the text form saves use, that lead to the position (a game saved as an example)."""
    options: dict[str, str] = dataclasses.field(default_factory=dict)
    """The game's options, where they are not the variant's defaults."""
    steps: list[StepFile] = dataclasses.field(default_factory=list)
    expect: ExpectFile = dataclasses.field(default_factory=ExpectFile)


# --- a loaded scenario ---------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Step:
    """One step: a seat's move or a forced chance outcome, and what the narration says
    (``stages``: the words of each part of a move shown part by part)."""

    action: Action
    chance: bool
    say: str
    stages: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return str(self.action)


@dataclasses.dataclass(frozen=True)
class Scenario:
    path: Path
    title: Title
    config: GameConfig
    seed: int
    name: str
    section: str
    source: str
    intro: str
    start: Any
    """The position's state, before any step."""
    steps: tuple[Step, ...]
    expect: ExpectFile

    def session(self) -> Session:
        """A new session at the position (never saved: it did not start from the set-up),
        its seats named in the language in use (``local_names``)."""
        config, start = local_names(self.config, self.start)
        return Session.from_position(self.title, config, self.seed, start, str(self.path))


def local_names(
    config: GameConfig, state: Any, lang: str | None = None, source: str = "en"
) -> tuple[GameConfig, Any]:
    """``config`` and ``state`` with every seat still called by its default name in
    ``source`` (a file's English: 'Alice') called by that seat's default name in ``lang``
    (else the language in use): a Spanish table reads 'Ana', as the translated words of the
    example do. A state keeps its players' names in a ``names`` field (King's Forge, Forge
    War); one without it is kept as it is. Both come back unchanged (the same objects) when
    no name changes."""
    english, names = default_names(source), default_names(lang)
    if english == names:
        return config, state

    def local(seat: int, name: str) -> str:
        return names[seat] if seat < len(english) and name == english[seat] else name

    seats = tuple(dataclasses.replace(s, name=local(i, s.name)) for i, s in enumerate(config.seats))
    config = dataclasses.replace(config, seats=seats)
    if dataclasses.is_dataclass(state) and "names" in {f.name for f in dataclasses.fields(state)}:
        renamed = tuple(local(i, n) for i, n in enumerate(state.names))
        state = replaced(state, names=renamed)
    return config, state


TEXT_LIMITS = {"name": 120, "section": 60, "source": 400, "intro": 4000}
"""The most characters each of a scenario's texts may hold (the shipped ones hold at most
about a seventh of it): a name of 200,000 characters is a mistake or an attack, not a name."""
SAY_LIMIT = 4000
"""The most characters a step's words, an expected log line or refusal may hold."""
MULTILINE = frozenset({"intro", "say"})
"""Texts that may run over several lines (a newline is their only control character)."""


def _check_text(where: str, key: str, text: str, limit: int) -> None:
    if len(text) > limit:
        raise ContentError(where, key, f"is {len(text):,} characters long (at most {limit})")
    lines_ok = key.rpartition(".")[2] in MULTILINE
    if has_control(text.replace("\n", "") if lines_ok else text):
        raise ContentError(where, key, "holds a control character (a tab, an escape, a NUL...)")


def _check_texts(where: str, data: ScenarioFile) -> None:
    """Every text of the file: no control character, no more than its limit."""
    for key, limit in TEXT_LIMITS.items():
        _check_text(where, key, getattr(data, key), limit)
    for i, step in enumerate(data.steps):
        for key in ("do", "chance", "say"):
            value = getattr(step, key)
            if value is not None:
                _check_text(where, f"steps[{i}].{key}", value, SAY_LIMIT)
    for i, line in enumerate(data.expect.log):
        _check_text(where, f"expect.log[{i}]", line, SAY_LIMIT)
    if data.expect.refused is not None:
        _check_text(where, "expect.refused", data.expect.refused, SAY_LIMIT)


def _check_section(where: str, title_id: str, section: str) -> None:
    """``section`` (when given) must be a section of the title's rules text."""
    from forgegames.core.rules_text import section_ids

    known = section_ids(title_id)
    if section and section not in known:
        listed = ", ".join(sorted(known))
        problem = f"unknown section '{section}'{nearest(section, known)} (known: {listed})"
        raise ContentError(where, "section", problem)


def load(path: Path) -> Scenario:
    """Read and validate a scenario file; ContentError names the file, key path and problem."""
    where = str(path)
    data = build(ScenarioFile, read_yaml(path), where)
    _check_texts(where, data)
    try:
        title = registry.get(data.title)
    except KeyError as exc:
        known = [i.id for i in registry.catalogue() if i.available]
        problem = f"{exc.args[0]}{nearest(data.title, known)}"
        raise ContentError(where, "title", problem) from None
    info = title.info
    _check_section(where, info.id, data.section)
    for other in data.also:
        _check_section(where, info.id, other)
    variants = [v.id for v in info.variants]
    variant = data.variant
    if variant is None:
        fitting = info.variants_for(data.players)
        variant = fitting[0].id if fitting else info.default_variant
    elif variant not in variants:
        raise ContentError(
            where, "variant", f"unknown variant '{variant}' (choose from {', '.join(variants)})"
        )
    why = info.why_not_seats(variant, data.players)
    if why:
        raise ContentError(where, "players", why)
    try:
        options = info.settle_options(variant, data.options)
    except ValueError as exc:
        raise ContentError(where, "options", str(exc)) from None
    config = GameConfig(info.id, default_seats(data.players, lang="en"), variant, options)
    for key in ("name", "source", "intro"):
        if not getattr(data, key).strip():
            raise ContentError(where, key, "must not be empty")
    try:
        if data.moves:
            start = _played(title, config, data, where)
        else:
            start = title.scenario_position(data.position, config, data.seed, where)
    except ContentError:
        raise
    except (ValueError, TypeError, KeyError, IndexError) as exc:  # a title's own slip
        raise ContentError(where, "position", f"cannot be set up: {exc}") from exc
    words = _Words(info.id, Path(path).stem)
    steps = tuple(
        _step(title, step, where, f"steps[{i}]", words.step(i, step))
        for i, step in enumerate(data.steps)
    )
    if data.expect.refused is not None and not steps:
        raise ContentError(where, "expect.refused", "needs a step to be refused")
    known = title.scenario_facts(start)
    for fact in data.expect.facts:
        if fact not in known:
            raise ContentError(where, f"expect.facts.{fact}", _unknown_fact(fact, known))
    return Scenario(
        Path(path),
        title,
        config,
        data.seed,
        words.get("name", data.name),
        data.section,
        words.get("source", data.source),
        words.get("intro", data.intro),
        start,
        steps,
        data.expect,
    )


def _played(title: Title, config: GameConfig, data: ScenarioFile, where: str) -> Any:
    """The position ``data.moves`` lead to from the set-up of ``config`` with ``data.seed``
    (a die or a draw they leave out is the seed's); ContentError names the move refused."""
    if data.position:
        raise ContentError(where, "moves", "give a position or moves, not both")
    session = Session(title, config, data.seed, None)
    for i, text in enumerate(data.moves):
        _check_text(where, f"moves[{i}]", text, SAY_LIMIT)
        try:
            session.apply(title.parse_action(text), resolve=False)
        except (IllegalAction, LookupError, ValueError) as exc:
            raise ContentError(where, f"moves[{i}]", f"'{cut(text, 60)}': {exc}") from None
    session.resolve_chance()
    return session.state


@dataclasses.dataclass(frozen=True)
class _Words:
    """A scenario's words in the chosen language: the translation catalogue's entry
    ``<title_pkg>/scenarios/<file stem>/<field>`` (fields: name, source, intro, step-1,
    step-2...),
    else the file's own English."""

    title_id: str
    stem: str

    def get(self, field: str, english: str) -> str:
        if not english:
            return english
        return data_text(
            f"{self.title_id.replace('-', '_')}/scenarios/{self.stem}/{field}", english
        )

    def step(self, index: int, step: StepFile) -> tuple[str, tuple[str, ...]]:
        """Step ``index``'s words (``step-<n>``) and its parts' (``step-<n>-<k>``)."""
        n = index + 1
        parts = tuple(self.get(f"step-{n}-{k}", w) for k, w in enumerate(step.stages, start=1))
        return self.get(f"step-{n}", step.say), parts


def _unknown_fact(fact: str, known: dict[str, Any]) -> str:
    names = ", ".join(sorted(known)) or "none for this title"
    return f"unknown fact '{fact}'{nearest(fact, known)} (known facts: {names})"


def _step(
    title: Title, step: StepFile, where: str, path: str, words: tuple[str, tuple[str, ...]]
) -> Step:
    if (step.do is None) == (step.chance is None):
        raise ContentError(where, path, "give exactly one of 'do' (a move) or 'chance'")
    if step.stages and step.say:
        why = "words a move's parts: the move has no 'say' of its own"
        raise ContentError(where, f"{path}.stages", why)
    key = "do" if step.do is not None else "chance"
    text = step.do if step.do is not None else step.chance
    try:
        action = title.parse_action(str(text))
    except (IllegalAction, ValueError) as exc:
        problem = f"'{cut(str(text), 60)}' cannot be read: {exc}"
        raise ContentError(where, f"{path}.{key}", problem) from None
    return Step(action, key == "chance", *words)


@dataclasses.dataclass(frozen=True)
class Listing:
    """A scenario as a list shows it (the rules browser's "Show me", the launcher's
    examples): its file, name, section and introduction, and for a file that cannot be read
    the ``problem`` (its name is then the file's)."""

    path: Path
    name: str
    section: str
    intro: str = ""
    problem: str = ""


OWN_FOLDER = "scenarios"
"""The teacher's own scenario files: this folder of the user data folder."""


def folder(title_id: str) -> Path:
    """Where a title's scenarios are shipped: ``data/<title_pkg>/scenarios``."""
    return ROOT / "data" / title_id.replace("-", "_") / "scenarios"


def listing(title_id: str) -> list[Listing]:
    """The title's shipped scenarios in file-name order, with their (translated) names,
    sections and introductions; files that cannot be read are left out (``check-data``
    reports them)."""
    found = []
    for path in sorted(folder(title_id).glob("*.yaml")):
        try:
            data = build(ScenarioFile, read_yaml(path), str(path))
        except ContentError:
            continue
        words = _Words(title_id, path.stem)
        name, intro = words.get("name", data.name), words.get("intro", data.intro)
        found.append(Listing(path, name, data.section, " ".join(intro.split())))
    return found


def own_folder() -> Path:
    """The user data folder's ``scenarios`` folder, where a teacher's own files go (made on
    first use; FolderError when it cannot be)."""
    return paths.folder(paths.data_dir() / OWN_FOLDER)


def own_listing(title_id: str, where: Path | None = None) -> list[Listing]:
    """A teacher's scenario files for this title (their ``title:``) in ``where`` (else
    ``own_folder()``), in their own words. A file that cannot be read, or whose title
    cannot be told, is listed for every title with its problem, so its author sees why."""
    found = []
    for path in sorted((where or own_folder()).glob("*.yaml")):
        try:
            raw = read_yaml(path)
        except ContentError as exc:
            found.append(Listing(path, path.name, "", problem=str(exc)))
            continue
        title = raw.get("title") if isinstance(raw, dict) else None
        if (
            title is not None
            and title != title_id
            and title in {i.id for i in registry.catalogue(True)}
        ):
            continue
        try:
            data = build(ScenarioFile, raw, str(path))
        except ContentError as exc:
            found.append(Listing(path, path.name, "", problem=str(exc)))
            continue
        if data.title == title_id:
            found.append(Listing(path, data.name, data.section, " ".join(data.intro.split())))
        else:
            problem = f"{path}: title: unknown title '{data.title}'"
            found.append(Listing(path, path.name, "", problem=problem))
    return found


# --- playing it ----------------------------------------------------------------------------
@dataclasses.dataclass
class Result:
    """What playing a scenario's steps gave: the session after them, the events of the steps,
    and the refusal that stopped them (the step's index and the engine's reason), if any."""

    session: Session
    events: list[Event]
    refused_at: int | None = None
    refusal: str = ""
    parts: list[int] = dataclasses.field(default_factory=list)
    """For each step played, how many parts the game shows its move in (``Title.stages``)."""


def resolve_before(session: Session, steps: tuple[Step, ...], index: int) -> list[Event]:
    """Sample pending chance unless step ``index`` forces it (after the last step too)."""
    if session.active == CHANCE and (index >= len(steps) or not steps[index].chance):
        return session.resolve_chance()
    return []


def play_step(session: Session, steps: tuple[Step, ...], index: int) -> list[Event]:
    """Play step ``index`` (IllegalAction when the game refuses it), then whatever chance
    follows unless the next step forces it."""
    events = session.apply(steps[index].action, resolve=False)
    return events + resolve_before(session, steps, index + 1)


def parts(session: Session, step: Step) -> list[Any]:
    """The parts ``Title.stages`` shows step ``step``'s move (or forced chance outcome) in
    from the session's position (a move the game refuses is one part: itself)."""
    try:
        return session.title.stages(session.state, step.action)
    except IllegalAction:
        return [None]


def run(scenario: Scenario) -> Result:
    """Play every step from the position, stopping at the first one the game refuses."""
    session = scenario.session()
    steps = scenario.steps
    result = Result(session, resolve_before(session, steps, 0))
    for index in range(len(steps)):
        result.parts.append(len(parts(session, steps[index])))
        try:
            result.events += play_step(session, steps, index)
        except (IllegalAction, LookupError) as exc:  # a refusal, or an id nothing checked
            result.refused_at, result.refusal = index, cut(str(exc), 300)
            break
    return result


def differences(scenario: Scenario, result: Result) -> list[str]:
    """What in ``result`` differs from the scenario's expectations, one line each."""
    out: list[str] = []
    expect = scenario.expect
    last = len(scenario.steps) - 1
    if result.refused_at is not None:
        step = scenario.steps[result.refused_at]
        if expect.refused is None or result.refused_at != last:
            out.append(
                f"step {result.refused_at + 1} ('{cut(step.text)}') was refused: "
                f"{cut(result.refusal, 300)}"
            )
        elif expect.refused.lower() not in result.refusal.lower():
            out.append(
                f"the last step was refused with '{cut(result.refusal, 300)}', which does not "
                f"contain '{cut(expect.refused)}'"
            )
    elif expect.refused is not None:
        out.append(
            f"the last step ('{cut(scenario.steps[last].text)}') was expected to be refused "
            f"('{cut(expect.refused)}') but was played"
        )
    for index, count in enumerate(result.parts):
        worded = len(scenario.steps[index].stages)
        if worded and worded != count:
            out.append(
                f"steps[{index}].stages: the move is shown in {count} parts, the file words "
                f"{worded}"
            )
    out += unmet(scenario.title, result.session.state, result.events, expect.facts, expect.log)
    return out


def unmet(
    title: Title, state: Any, events: list[Event], facts: dict[str, Any], log: list[str]
) -> list[str]:
    """The ``facts`` (``Title.scenario_facts`` by name) that ``state`` does not have, and the
    ``log`` phrases that no line of ``events`` contains, one line each."""
    out: list[str] = []
    known = title.scenario_facts(state)
    for name, wanted in facts.items():
        if name not in known:
            out.append(_unknown_fact(name, known))
        elif known[name] != wanted:
            out.append(f"fact {name}: expected {excerpt(wanted)}, got {excerpt(known[name])}")
    text = "\n".join(e.text for e in events)
    for line in log:
        if line not in text:
            out.append(f"the log lacks '{cut(line)}'")
    return out


def check(path: Path) -> list[str]:
    """Load and play a scenario file: what differs from its expectations (empty when all
    hold); a broken file gives its one problem.

    The expected log lines and refusal are written in English, the file's language, so they
    are matched against the game played in English. In another language the scenario is played
    a second time, and must end the same way: refused at the same step, with the same facts
    (so a translation that breaks a sentence, or a rule that depends on words, is caught)."""
    try:
        scenario = load(path)
    except ContentError as exc:
        return [str(exc)]
    with speaking("en"):
        english = run(scenario)
        problems = differences(scenario, english)
    if language() != "en":
        problems += _same_in_every_language(scenario, english)
    return problems


def _same_in_every_language(scenario: Scenario, english: Result) -> list[str]:
    """What differs when the scenario is played in the language in use rather than English."""
    lang = language()
    try:
        local = run(scenario)
    except (KeyError, ValueError) as exc:  # a translation whose placeholders do not fit
        return [f"in '{lang}' the scenario cannot be played: {exc!r}"]
    out = []
    if local.refused_at != english.refused_at:
        out.append(
            f"in '{lang}' step {local.refused_at} was refused where in English it was "
            f"{english.refused_at}"
        )
    facts = scenario.title.scenario_facts
    # the facts name seats by the file's English names
    _, ended = local_names(scenario.config, local.session.state, "en", source=lang)
    if facts(ended) != facts(english.session.state):
        out.append(f"in '{lang}' the scenario ends in another position than in English")
    if len(local.events) != len(english.events) or not all(e.text for e in local.events):
        out.append(f"in '{lang}' the log differs in length from English, or has an empty line")
    return out
