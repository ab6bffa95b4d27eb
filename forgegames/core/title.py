"""The protocol every title implements, and the plain data it exchanges with the session.

A title is an object (usually a module-level ``TITLE`` instance in ``forgegames.games.<pkg>``)
that turns plain-data states into new states. It never samples randomness: whenever the game
needs a die, a shuffle or a draw, ``current_player`` returns ``CHANCE`` and
``chance_outcomes`` lists the possible outcomes, each an ordinary action with a probability.
"""

from __future__ import annotations

import abc
import dataclasses
import itertools
from collections.abc import Callable, Iterator, Mapping
from typing import Any, NamedTuple

from forgegames.core.actions import Action
from forgegames.core.bots import Bot, RandomBot  # Bot stays importable from here
from forgegames.core.errors import ContentError
from forgegames.core.frozen import FrozenMap
from forgegames.core.game_config import MAX_SEATS as MAX_SEATS  # the protocol's names
from forgegames.core.game_config import MAX_TEXT as MAX_TEXT
from forgegames.core.game_config import GameConfig, Options
from forgegames.core.game_config import SeatConfig as SeatConfig
from forgegames.core.game_config import has_control as has_control
from forgegames.core.hints import HINT_CHOICES, Choice, ranked, without_label
from forgegames.core.i18n import N_, number, tr

CHANCE = -1
"""``current_player`` value when the next action is a chance outcome."""
TERMINAL = -2
"""``current_player`` value when the game is over."""


EVENT_KINDS: dict[str, str] = {
    "move": "what a player chose to do, told as it was done",
    "chance": "what a die, a draw or a shuffle decided",
    "consequence": "what the rules did in turn: gains, losses, pieces changing hands",
    "phase": "the flow of the game: a turn, phase, round or stage begins or ends",
    "battle": "a blow or a turn of a battle",
    "completed": "a task a player set out to do is done (a quest, a commission)",
    "failed": "a task a player set out to do has failed",
    "result": "the game is over: who won, the final score",
}
"""An event's ``kind``: the small, stable vocabulary every title's log uses (sounds and
filters read it; the words are for people)."""


@dataclasses.dataclass(frozen=True)
class Event:
    """Something that happened, explained in plain language for the log.

    ``seat`` is the seat the event concerns (its colour in the log), None for the table (a
    phase change, a chance outcome nobody owns); ``kind`` is one of ``EVENT_KINDS``; ``text``
    is the words. ``bare``: the words do not name the seat's player ("The die shows 3."),
    so the log puts the name before them; a sentence that names the player, or what the
    seat commands (a Warparty army, team or unit), stands alone.

    ``detail``: the facts behind the words a board may show as pictures (a Warparty blow: what
    happened, the die rolled, the number it needed, the units), never needed for the log; two
    events are equal by what the log shows, whatever their details.
    """

    text: str
    seat: int | None = None
    kind: str = "consequence"
    bare: bool = False
    detail: Mapping[str, Any] = dataclasses.field(default=FrozenMap(), compare=False)


class Step(NamedTuple):
    """What ``apply`` returns: the new state and the events the action caused (a named tuple:
    every action makes one, and a tuple is made in a fraction of a frozen dataclass's time)."""

    state: Any
    events: tuple[Event, ...] = ()


class Stage(NamedTuple):
    """One part of a move shown part by part (``Title.stages``): the position once this part
    is done, and the events it brings (the move's events, in order, shared among its parts)."""

    state: Any
    events: tuple[Event, ...] = ()


@dataclasses.dataclass(frozen=True)
class Variant:
    id: str
    name: str
    description: str = ""
    players: tuple[int, int] | None = None
    """The fewest and most seats this variant takes, when not the title's (solo: (1, 1))."""


@dataclasses.dataclass(frozen=True)
class GameOption:
    """A choice made before a game starts (``--option KEY=VALUE``, or the launcher's row)."""

    key: str
    name: str
    values: tuple[str, ...]
    default: str
    variants: tuple[str, ...] = ()
    """The variants it applies to (empty: all of them)."""
    description: str = ""

    def applies_to(self, variant: str) -> bool:
        return not self.variants or variant in self.variants


@dataclasses.dataclass(frozen=True)
class TitleInfo:
    """What the launcher shows about a title, built or not."""

    id: str
    name: str
    min_players: int
    max_players: int
    variants: tuple[Variant, ...]
    blurb: str = ""
    available: bool = True
    listed: bool = True
    options: tuple[GameOption, ...] = ()
    turn_rule: str = ""
    """The rules section that says whose turn it is: a move tried at another's turn points
    there ("Why?"); "" when the title's rules have none."""
    first_game: str = ""
    """The variant the launcher offers first when a title is picked ("": the first listed),
    the one its rules suggest for new players (Warparty's quick play, issue 39). The command
    line, the simulator and the tests keep ``default_variant``."""
    pitch: tuple[str, ...] = ()
    """Short lines (marked with ``N_``) the launcher shows under the blurb beside the title's
    picture: how a game is won, what makes it its own (ux31)."""
    minutes: tuple[int, int] | None = None
    """How long a game lasts at the table, fewest and most minutes (None: not said)."""

    @property
    def default_variant(self) -> str:
        return self.variants[0].id

    def launcher_variant(self) -> int:
        """The index of the variant the launcher starts a title on (``first_game``)."""
        ids = [v.id for v in self.variants]
        return ids.index(self.first_game) if self.first_game in ids else 0

    def variant(self, variant_id: str) -> Variant:
        return next(v for v in self.variants if v.id == variant_id)

    def seats_for(self, variant_id: str) -> tuple[int, int]:
        """The fewest and most seats ``variant_id`` takes."""
        own = self.variant(variant_id).players
        return own if own is not None else (self.min_players, self.max_players)

    def fewest_seats(self) -> int:
        return min(self.seats_for(v.id)[0] for v in self.variants)

    def most_seats(self) -> int:
        return max(self.seats_for(v.id)[1] for v in self.variants)

    def option_value_name(self, value: str) -> str:
        """An option's value as the launcher shows it ("very-easy": "Very easy"), translated."""
        return tr(value.replace("-", " ").capitalize())

    def score_table_name(self, key: str) -> str:
        """A high-score table's key ("solo-epic/medium/bonus-tiles") in players' words: the
        variant's name, then its settings ("Solo epic game, Medium, Bonus tiles")."""
        variant, *settings = key.split("/")
        known = {v.id: v.name for v in self.variants}
        options = {o.key: o.name for o in self.options}
        words = [tr(known[variant]) if variant in known else self.option_value_name(variant)]
        words += [tr(options[s]) if s in options else self.option_value_name(s) for s in settings]
        return ", ".join(words)

    def variants_for(self, players: int) -> list[Variant]:
        """The variants that ``players`` seats may play."""
        return [v for v in self.variants if self._fits(v.id, players)]

    def _fits(self, variant_id: str, players: int) -> bool:
        low, high = self.seats_for(variant_id)
        return low <= players <= high

    def why_not_seats(self, variant_id: str, players: int) -> str | None:
        """One line saying why ``players`` seats cannot play ``variant_id``, or None."""
        if self._fits(variant_id, players):
            return None
        low, high = self.seats_for(variant_id)
        count = f"{low}" if low == high else f"{low}-{high}"
        seats = "player" if count == "1" else "players"
        words = f"{self.name} ({self.variant(variant_id).name}) takes {count} {seats}"
        others = [v.id for v in self.variants_for(players)]
        if others:
            words += f"; with {players} choose the variant {' or '.join(others)}"
        return words

    def options_for(self, variant_id: str) -> list[GameOption]:
        return [o for o in self.options if o.applies_to(variant_id)]

    def settle_options(self, variant_id: str, chosen: dict[str, str]) -> Options:
        """The options for a game of ``variant_id``: ``chosen`` checked, defaults added.
        Raises ValueError with one line naming the valid keys or values."""
        known = {o.key: o for o in self.options}
        for key, value in chosen.items():
            option = known.get(key)
            if option is None:
                valid = ", ".join(known) or "none"
                raise ValueError(f"{self.name} has no option '{key}' (options: {valid})")
            if not option.applies_to(variant_id):
                fits = " and ".join(option.variants)
                noun = "variant" if len(option.variants) == 1 else "variants"
                raise ValueError(f"option '{key}' is for the {fits} {noun}, not {variant_id}")
            if value not in option.values:
                valid = ", ".join(option.values)
                raise ValueError(f"{key}={value} is not a choice (choose from {valid})")
        settled = {o.key: chosen.get(o.key, o.default) for o in self.options_for(variant_id)}
        return tuple(sorted(settled.items()))


ROUND_WORDS = N_("Round {n}")


@dataclasses.dataclass(frozen=True)
class Status:
    """The top bar's game-specific part: the count of rounds (``counter`` says it in words,
    with ``{n}`` for the number: a game that counts turns says so) and the phase; ``lead``
    goes before the count when the count starts again in each part of a game (Forge War's
    epic game: "Stage 2 · Round 3")."""

    round: int | None
    phase: str
    counter: str = ROUND_WORDS
    lead: str = ""

    def count_words(self) -> str:
        """The count in words, in the current language ("Round 3"); "" before the first."""
        return "" if self.round is None else tr(self.counter, n=self.round)


@dataclasses.dataclass(frozen=True)
class ScoreLine:
    """One player's final result with the parts it is made of (label, points; points None for
    a part that is only named, such as a card held)."""

    seat: int
    total: float
    parts: tuple[tuple[str, float | None], ...] = ()
    winner: bool = False


HINT_SECONDS = 0.4
"""The most a hint's search (``Rules.hint_search``) thinks: a hint is asked in the frame."""


class Rules(abc.ABC):
    """What a computer player, the simulator and a test need of a title: the game itself
    (states, moves, chance, scores), its serialisation and checks, scenarios, and its bots.
    Nothing here is worded for a screen but the refusals and the log (docs/architecture.md,
    "The title protocol")."""

    info: TitleInfo
    content_version: int = 1
    """The version of this title's rules and content this object plays: the class's is the
    newest, which new games are played with (``at_version`` gives an older one). It goes
    up by one when a change of rules or content would replay an older save's moves
    differently; a save records its version and replays with ``at_version`` (docs/
    architecture.md, "Content versions")."""
    golden_extras: tuple[tuple[str, int, Options], ...] = ()
    """Golden games besides every variant at its fewest and its most seats: (variant, seats,
    options) of games whose options change play (``core/golden.py``)."""
    moves: Any
    """The title's moves, a ``core.moves.MoveTable`` (typed loosely here: ``core/moves.py``
    builds on this module): one check and one apply per action type; ``apply`` runs every
    action, a seat's or chance's, through it (``apply_move``)."""

    _world: Any = None
    """The title's world once loaded (or as given to its constructor)."""

    def load_world(self) -> Any:
        """Loads this title's world from its data files; None for a title without any."""
        return None

    @property
    def world(self) -> Any:
        """The loaded data the rules read besides the state (its content, the tables worked
        out from it, its ``core.names.Names``), loaded once (``load_world``) unless given;
        the states the title makes carry it (``core/world.py``) and boards reach it as their
        host's ``title.world``. None for a title without data files (the test title)."""
        if self._world is None:
            self._world = self.load_world()
        return self._world

    def at_version(self, version: int) -> Title:
        """This title playing under content version ``version`` (1 to ``content_version``):
        the title itself for the current version; a title with older tables or rules for an
        older one. ValueError for a version it does not know."""
        if version == self.content_version:
            return self
        raise ValueError(
            f"{self.info.name} has no content version {version} "
            f"(this program knows 1 to {type(self).content_version})"
        )

    # --- the rules -------------------------------------------------------------------
    @abc.abstractmethod
    def new_game(self, config: GameConfig) -> Any:
        """The state before the first action (setup shuffles are chance nodes after it)."""

    @abc.abstractmethod
    def current_player(self, state: Any) -> int:
        """The seat to act, or CHANCE, or TERMINAL."""

    @abc.abstractmethod
    def legal_actions(self, state: Any) -> list[Action]:
        """The actions the current seat may take (empty at chance and terminal nodes)."""

    @abc.abstractmethod
    def chance_outcomes(self, state: Any) -> list[tuple[Action, float]]:
        """At a chance node, every outcome with its probability (they sum to 1)."""

    @abc.abstractmethod
    def apply(self, state: Any, action: Action) -> Step:
        """Apply an action without changing ``state``; raise IllegalAction with the rule
        (``moves.apply``: the move table's check, then its apply)."""

    @abc.abstractmethod
    def view(self, state: Any, seat: int) -> Any:
        """What ``seat`` may see of the state (hidden information removed)."""

    def is_over(self, state: Any) -> bool:
        return self.current_player(state) == TERMINAL

    @abc.abstractmethod
    def scores(self, state: Any) -> list[float]:
        """Each seat's score; at the end, the highest wins (titles break ties in ranking)."""

    # --- serialisation and checking --------------------------------------------------
    @abc.abstractmethod
    def parse_action(self, text: str) -> Action:
        """Read an action's text form (raise IllegalAction when it is not one)."""

    @abc.abstractmethod
    def to_json(self, state: Any) -> dict[str, Any]:
        """The state as JSON-ready plain data."""

    @abc.abstractmethod
    def from_json(self, data: dict[str, Any]) -> Any:
        """The inverse of ``to_json``."""

    @abc.abstractmethod
    def check_invariants(self, state: Any) -> list[str]:
        """Broken invariants in plain words (empty when the state is sound)."""

    def check_content(self) -> None:
        """Load and validate every data file of this title; raise ContentError on a problem."""

    # --- scenarios (docs/scenarios.md) -----------------------------------------------
    def scenario_position(
        self, position: dict[str, Any], config: GameConfig, seed: int, where: str
    ) -> Any:
        """The state a scenario file's ``position`` describes, in the game's own words; parts
        left out come from the normal set-up with ``seed``. Raises ContentError naming
        ``where`` (the file), the key path (``position.players[0].supply``) and the problem."""
        raise ContentError(where, "position", f"scenarios are not supported for {self.info.name}")

    def first_movers(self, opening: Any, final: Any) -> tuple[int, ...]:
        """The seats of the team (or the one seat, in a game without teams) that moved first:
        ``opening`` is the state at the game's first decision (after the set-up's chance),
        ``final`` the state at its end. By default the seat to act at the first decision."""
        return (self.current_player(opening),)

    def scenario_facts(self, state: Any) -> dict[str, Any]:
        """Named facts about ``state`` that a scenario's ``expect.facts`` may check (plain
        JSON-like values: numbers, text, lists, mappings); none by default."""
        return {}

    # --- session policy (safe defaults) ----------------------------------------------
    def reveals_hidden(self, state: Any, action: Action) -> bool:
        """True when applying ``action`` shows hidden information (undo may not cross it)."""
        return False

    def implied_move(self, state: Any, action: Action) -> Action | None:
        """A move an older save left out before ``action`` (the rules then made it by
        themselves), to be replayed first; None when there is none."""
        return None

    # --- computer players ------------------------------------------------------------
    def bots(self) -> dict[str, Callable[[int], Bot]]:
        """Bot kinds by id; every title has at least the random-legal bot."""
        return {"random": lambda seat: RandomBot()}

    def playout_bot(self) -> str:
        """The computer player the search player (``core/mcts.py``) plays on with and whose
        best moves it searches: "greedy" where there is one, else "random"."""
        return "greedy" if "greedy" in self.bots() else "random"

    def determinize(self, view: Any, seat: int, rng: Any) -> Any:
        """A full state consistent with ``view``, what ``seat`` may see, its hidden parts
        (others' cards, the order of a deck) drawn from ``rng`` among what they could be;
        the search player plays on it. The view itself where nothing is hidden."""
        return view

    def evaluate(self, state: Any) -> list[float]:
        """Each seat's prospects in ``state``, 0 (lost) to 1 (won), for the search player's
        cut-off playouts: at the end the win shares, before it each seat's lead over the best
        of the others by ``scores`` (``core.mcts.standing``). A title with a sharper measure
        (battle odds) overrides it."""
        from forgegames.core.mcts import standing, win_shares

        scores = self.scores(state)
        return win_shares(scores) if self.is_over(state) else standing(scores, self.score_scale)

    score_scale: float = 1.0
    """A lead in ``scores`` that makes a game fairly safe (the default ``evaluate``'s unit)."""

    hint_search: tuple[int, int, int] | None = (24, 6, 4)
    """The search the hint makes over the strongest bot's choices (``core.mcts``), as the
    search player's iterations, horizon and width: small, and stopped after
    ``HINT_SECONDS`` on a slow machine, so a hint comes in a moment; None: the bot's choices
    alone."""

    def hint_bot(self) -> str:
        """The strongest computer player, whose choices a hint shows ("greedy" where there
        is one, else the last listed)."""
        kinds = list(self.bots())
        return "greedy" if "greedy" in kinds else kinds[-1]

    def hint(self, state: Any, seat: int, rng: Any = None) -> list[Choice]:
        """What the strongest computer player would do for ``seat`` now: its best choices
        (at most three), best first, each with what it gains in words; empty when ``seat``
        has no move. A bot that does not score its moves gives its one pick. ``rng``: the
        random source the bot would be given here (``Session.hint`` passes it)."""
        return list(itertools.islice(self.hint_choices(state, seat, rng), HINT_CHOICES))

    def hint_choices(self, state: Any, seat: int, rng: Any = None) -> Iterator[Choice]:
        """Every choice the hint could list, best first, each with its reason (made as they
        are asked for: a reason may cost an evaluation)."""
        from random import Random

        legal = self.legal_actions(state) if self.current_player(state) == seat else []
        if not legal:
            return
        bot = self.bots()[self.hint_bot()](seat)
        view = self.view(state, seat)
        choices = bot.choices(view, legal, rng)
        if not choices:
            pick = bot.choose(view, legal, rng if rng is not None else Random(0))
            choices = [Choice(pick, 0.0, tr("the computer player's pick"))]
        order = ranked(choices, limit=len(choices), decision=bot.decision)
        planned = self.planned_choice(state, seat, legal, order, bot, rng)
        if planned is not None:
            yield planned
        for choice in order:
            if planned is None or bot.decision(choice.action) != bot.decision(planned.action):
                yield dataclasses.replace(choice, reason=bot.reason(view, choice))

    def planned_choice(
        self, state: Any, seat: int, legal: list[Action], order: list[Choice], bot: Bot, rng: Any
    ) -> Choice | None:
        """The search's move (``hint_search``) when, played on, it does better than the
        strongest bot's first choice (``order[0]``) beyond the noise of the search's
        playouts: what the bot says it gains, and that it looks further; None when the search
        keeps the bot's choice (or the title searches no hint)."""
        if self.hint_search is None or len(order) < 2 or self.playout_bot() == "random":
            return None
        from random import Random

        from forgegames.core.mcts import Budget, SearchBot

        quick = order[0]
        iterations, horizon, width = self.hint_search
        budget = Budget(iterations, horizon, width, max_seconds=HINT_SECONDS)
        search = SearchBot(self, seat, budget)
        view = self.view(state, seat)
        root = search.search(view, rng if rng is not None else Random(0))
        pick = search.best(root, legal)
        if pick is None or bot.decision(pick) == bot.decision(quick.action):
            return None
        name = getattr(self, "describe_action", lambda _state, action: str(action))
        ahead = tr(
            "played on a few moves, it does better than {move}", move=name(state, quick.action)
        )
        own = next((c for c in order if c.action == pick), None)
        gain = bot.reason(view, own) if own is not None else ""
        reason = f"{gain}; {ahead}" if gain else ahead
        return Choice(pick, quick.score + 1.0, reason)


class Presentation:
    """How a title's game is shown: the top bar, move labels, the results screen, high-score
    tables and the launcher's words. Every method has a safe default; a title overrides what
    it words differently. A bot, the simulator and the rules never call these."""

    info: TitleInfo
    scores: Callable[[Any], list[float]]
    """The rules' ``Rules.scores`` (``score_breakdown``'s default reads it)."""

    # --- the screen during play ------------------------------------------------------
    def status(self, state: Any) -> Status:
        return Status(None, "")

    def short_statuses(self, state: Any) -> tuple[str, ...]:
        """Shorter forms of the status line, longest first, for a top bar with little room
        (the whole line is tried first); none by default."""
        return ()

    def stages(self, state: Any, action: Action) -> list[Stage]:
        """``action`` from ``state`` in the parts a teacher shows one by one (a rulebook example
        in steps): the position after each change the move makes, the last one ``apply``'s,
        with the events of each part. One part unless the title splits the move (Forge War's
        overseer move: each worker it changes, the cubes paid, a strike). IllegalAction as
        ``apply``."""
        step = self.apply(state, action)
        return [Stage(step.state, step.events)]

    def describe_action(self, state: Any, action: Action) -> str:
        """A short label for a move, in the player's words (buttons, tooltips)."""
        return str(action)

    def has_private_info(self, state: Any) -> bool:
        """True when the screen passing from one person to another must be covered by the
        hand-over curtain, because the active seat's screen shows (or, in this game, has shown)
        what others may not see. A title answers the same for the whole game where it can:
        players learn one hand-over, and a curtain that comes and goes is missed (playtest 6)."""
        return False

    def open_handover(self, before: Any, after: Any) -> bool:
        """True when a move made in ``before`` that passed the turn between people (to
        ``after``) lets the turn go on without End turn and without the curtain: nothing
        private differs between the seats in ``after``, and the moves are quick ones a table
        makes in a row (Forge War's overseer placement: playtest 8 counted twelve hand-overs
        for six overseers). The move can still be taken back until the next seat acts."""
        return False

    def losses(self, state: Any, action: Action) -> list[str]:
        """What ``action`` throws away for good, one short phrase each ("2 unused bonus
        tokens"); empty when nothing is lost. The interface asks before playing such a move."""
        return []

    def loses_the_game(self, state: Any, action: Action) -> bool:
        """True when ``action`` ends the game as a loss for the one who makes it (a surrender,
        a turn's end that hands the other side the win): the one "are you sure?" that keeps
        Cancel ready and Enter choosing nothing. Every other has the move asked for ready,
        Enter doing it (playtest 18: Cancel ready in some and "Do it" in others could not be
        predicted)."""
        return False

    def costs_dearly(self, state: Any, action: Action) -> bool:
        """True when ``action`` costs so much that its "are you sure?" keeps Cancel ready and
        Enter choosing nothing, as for a move that loses the game (by default only those).
        Forge War: finishing the quest phase with a quest that then fails (playtest 29: Enter
        on the question took -3 prestige and a weapon at once)."""
        return self.loses_the_game(state, action)

    def warning_kind(self, state: Any, action: Action) -> str:
        """Which kind of "are you sure?" warning ``losses`` raises for ``action``: a player who
        chooses not to be asked again silences this kind only (by default the kind of move:
        passing a mine move and ending the quest phase warn apart)."""
        return type(action).__name__

    def warned_once(self, kind: str) -> bool:
        """True when a seat is warned of ``kind`` once a game only: after the first "are you
        sure?" (or message) the move's own preview says it (King's Forge: a claim that leaves
        too few dice to craft, issue 39); False by default."""
        return False

    def seat_roles(self, players: int, variant: str) -> list[str]:
        """What each seat will command, shown beside the seat in the launcher (Warparty: its
        armies); empty when every seat plays alike."""
        return []

    def card_facts(self, file: str, card_id: str) -> str:
        """The figures of card ``card_id`` of the data file ``file`` (a stem under
        ``data/<title>/``) in the current language, which the rules browser shows after the
        card's words (``core.rules_text``, a section's ``cards``); '' for none."""
        return ""

    def since_lines(self, state: Any, moves: list[tuple[int, Action]], seat: int) -> list[str]:
        """What the other seats did since ``seat``'s last turn, a short line each, from
        ``moves`` (each the seat that made it and the move, oldest first) and the position
        now: shown to the person when their turn comes round; none by default."""
        return []

    def seat_note(self, state: Any, seat: int) -> str:
        """Words shown after a seat's name where it is named to play (Warparty: the armies the
        seat commands); empty by default."""
        return ""

    def colour_name(self, state: Any, seat: int) -> str:
        """The name of a colour in play that no seat owns (``seat`` past the last seat: a solo
        game's automated colours)."""
        return f"Colour {seat + 1}"

    # --- the results screen and high scores ------------------------------------------
    def score_breakdown(self, state: Any) -> list[ScoreLine]:
        """Final results with their parts, best first; override to explain the points."""
        scores = self.scores(state)
        best = max(scores)
        lines = [ScoreLine(s, v, (), v == best) for s, v in enumerate(scores)]
        return sorted(lines, key=lambda line: -line.total)

    def score_words(self, total: float) -> str:
        """A final total as the results screen shows it ("12 points"); titles that count
        something else (prestige, crafted cards, victory) say so."""

        return tr("1 point") if total == 1 else tr("{n} points", n=number(total))

    def result_notes(self, state: Any) -> list[str]:
        """Sentences the results screen shows under the title of a finished game (a solo
        game's loss and its reason, or its score against a benchmark); none by default."""
        return []

    def result_heading(self, state: Any) -> str | None:
        """A finished game's heading in words when naming its winners would say it wrongly
        (a game played alone is completed or lost, nobody "wins" it); None: the results screen
        and the top bar name the winners."""
        return None

    def deciding_note(self, state: Any) -> tuple[str, tuple[int, ...]] | None:
        """For a finished game decided by a tie-breaker (or by some way of winning worth
        telling): a sentence whose ``{0}``, ``{1}``... the results screen replaces with the
        names of the seats listed, and those seats; None when the totals alone decided."""
        return None

    def high_score_key(self, variant: str, options: Options) -> str | None:
        """The local high-score table games of ``variant`` with ``options`` count for (the
        launcher shows it before a game), or None when they have none."""
        return None

    def high_score_words(self, key: str) -> str:
        """A high-score table's key (``high_score_key``) in players' words, for the heading
        above its scores: by default the variant's name, then its settings
        (``TitleInfo.score_table_name``); a title may word its own keys."""
        return self.info.score_table_name(key)

    def high_score(self, state: Any) -> tuple[str, float | None] | None:
        """For a finished game with a local high-score table: the table's key (variant and
        settings, e.g. "solo/medium") and the score to record (None: the game was lost and
        does not count); None when the game has no table."""
        return None

    # --- computer players in words ---------------------------------------------------
    def describe_bot(self, kind: str) -> str:
        """What the computer player ``kind`` does and how strong it is, in a sentence or two
        (the launcher's tooltip). Titles whose bots play differently override this."""

        words = {
            "random": tr(
                "Picks any allowed move at random and never plans ahead. The weakest "
                "opponent: good for learning the rules."
            ),
            "novice": tr(
                "Plays the move that looks best about half the time and a random sensible "
                "move otherwise. A gentle opponent for new players."
            ),
            "greedy": tr(
                "Always takes the move that gains the most right now, without planning "
                "further ahead. The usual opponent: a fair challenge that answers at once."
            ),
            "mcts-easy": tr(
                "Tries its few best-looking moves in a handful of imagined continuations before "
                "choosing. Answers almost at once; about as strong as the normal computer player."
            ),
            "mcts-normal": tr(
                "Plays out dozens of imagined continuations of its best moves before choosing, up "
                "to about half a second a move. At least as strong as the normal computer player."
            ),
            "mcts-hard": tr(
                "Plays out hundreds of imagined continuations of its best moves, up to about "
                "two seconds a move. The most careful computer player, and the slowest."
            ),
        }
        return words.get(kind) or tr("A computer player ({kind}).", kind=self.bot_name(kind))

    def bot_name(self, kind: str) -> str:
        """The computer player ``kind`` in players' words ("greedy": "Greedy"), translated."""
        names = {
            "random": N_("Random"),
            "novice": N_("Novice"),
            "easy": N_("Novice"),  # Warparty's second-gentlest level, named as King's Forge's
            "greedy": N_("Greedy"),
            "mcts-easy": N_("Planner, easy"),
            "mcts-normal": N_("Planner, normal"),
            "mcts-hard": N_("Planner, hard"),
        }
        return tr(names.get(kind) or kind.replace("-", " ").capitalize())


class Title(Rules, Presentation):
    """The surface every game module exposes: its rules and their presentation (one object,
    so a caller asks ``title.apply`` and ``title.status`` alike); docs/architecture.md
    explains the protocol."""

    def hint(self, state: Any, seat: int, rng: Any = None) -> list[Choice]:
        """The rules' hint as a player reads it: its reason never says the move again, a
        choice whose line ("move: reason") would repeat a better one's is left out, and a
        move that throws something away says so in its reason (following the hint then needs
        no "are you sure?")."""
        out: list[Choice] = []
        lines: set[str] = set()
        for choice in self.hint_choices(state, seat, rng):
            label = self.describe_action(state, choice.action)
            reason = without_label(choice.reason, label)  # its line already names the move
            headline = reason.split("; ")[0]
            lost = self.losses(state, choice.action)
            if lost:
                reason = tr("{why} (loses: {lost})", why=reason, lost="; ".join(lost))
                headline = tr("{why} (loses: {lost})", why=headline, lost="; ".join(lost))
            choice = dataclasses.replace(choice, reason=reason, headline=headline)
            line = f"{label}: {choice.reason}"
            if line not in lines:
                lines.add(line)
                out.append(choice)
            if len(out) == HINT_CHOICES:
                break
        return out
