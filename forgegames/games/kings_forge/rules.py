"""King's Forge as a ``Title``: set-up, chance nodes, dispatch of moves, scores, checks."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.codec import decode, encode
from forgegames.core.errors import IllegalAction
from forgegames.core.hints import Choice
from forgegames.core.i18n import ntr, number, tr
from forgegames.core.moves import apply_move
from forgegames.core.title import (
    CHANCE,
    TERMINAL,
    Bot,
    GameConfig,
    ScoreLine,
    Stage,
    Status,
    Step,
    Title,
)
from forgegames.core.world import with_world
from forgegames.games.kings_forge import craft, gather, since
from forgegames.games.kings_forge.actions import (
    CODEC,
    ROLL_OUTCOMES,
    Craft,
    Deal,
    Draw,
    End,
    First,
    Pick,
    Roll,
    Steal,
)
from forgegames.games.kings_forge.content import CONTENT_VERSION, STOCK_KINDS
from forgegames.games.kings_forge.flow import (
    Parted,
    ranking,
    top_rank,
)
from forgegames.games.kings_forge.info import INFO
from forgegames.games.kings_forge.move_table import MOVES, setup_step
from forgegames.games.kings_forge.state import (
    PHASE_CRAFT,
    PHASE_GATHER,
    PHASE_OVER,
    PHASE_SETUP,
    KFState,
    Player,
)
from forgegames.games.kings_forge.words import colours_shown
from forgegames.games.kings_forge.world import World, load_world


@functools.cache
def _card_ids() -> frozenset[str]:
    """Every card a move may name: the gather cards and the craft cards (of the data files:
    a move's text is read before any game's world is at hand)."""
    c = load_world().content
    return frozenset(c.gather) | frozenset(c.craft)


KNOWING = CODEC.knowing(card=_card_ids)
"""The codec refusing, as a move is read, a card the game does not have (with the nearest)."""


class KingsForge(Title):
    info = INFO
    content_version = CONTENT_VERSION
    moves = MOVES

    def __init__(self, version: int = CONTENT_VERSION, data: World | None = None) -> None:
        self.content_version = version
        self._world = data

    def load_world(self) -> World:
        return load_world()

    def at_version(self, version: int) -> KingsForge:
        """King's Forge with the craft ranks of content ``version`` (data/kings_forge/
        versions.yaml); each game's state carries its version (``KFState.edition``)."""
        if version not in self.world.content.ranks:
            return super().at_version(version)  # type: ignore[return-value]  # refuses it
        return self if version == self.content_version else KingsForge(version, self._world)

    # --- set-up ---------------------------------------------------------------------------
    def new_game(self, config: GameConfig) -> KFState:
        c = self.world.content
        n = config.players
        if not self.info.min_players <= n <= self.info.max_players:
            raise ValueError(f"King's Forge is for 2 to 4 players, not {n}")
        start = c.setup.start_metal
        stock = [c.dice_total[k] for k in STOCK_KINDS]
        stock[0] -= start * n
        players = tuple(Player((start, 0, 0, 0)) for _ in range(n))
        state = KFState(
            names=tuple(seat.name for seat in config.seats),
            players=players,
            stock=tuple(stock),
            tokens=(c.tokens["auto6"].count, c.tokens["plus"].count),
            gather_set=tuple(c.fixed_gather),
            faceup=("",) * c.setup.face_up,
            edition=self.content_version,
        )
        return with_world(state, self.world)

    # --- the protocol ---------------------------------------------------------------------
    def current_player(self, state: KFState) -> int:
        if state.phase == PHASE_OVER:
            return TERMINAL
        if state.rolls or state.fill or state.phase == PHASE_SETUP:
            return CHANCE
        return state.turn

    def chance_outcomes(self, state: KFState) -> list[tuple[Action, float]]:
        if state.phase == PHASE_OVER:
            return []
        if state.phase == PHASE_SETUP:
            step = setup_step(state)
            if step == "first":
                return [(First(i), 1 / state.n) for i in range(state.n)]
            if step == "deal":
                left = [k for k in state.world.content.craft if k not in state.line]
                return [(Deal(k), 1 / len(left)) for k in left]
            left = [k for k in state.world.content.other_gather if k not in state.gather_set]
            return [(Pick(k), 1 / len(left)) for k in left]
        if state.rolls:
            return list(ROLL_OUTCOMES)
        if state.fill:
            deck = state.deck
            share = 1 / len(deck)
            return [(_draw(k), share) for k in deck]
        return []

    def implied_move(self, state: KFState, action: Action) -> Action | None:
        """A save from before a fruitless roll waited for its crafter goes straight on to the
        next chance outcome: the End it leaves out comes first (docs/rulings.md)."""
        if state.phase != PHASE_CRAFT or self.current_player(state) < 0:
            return None
        if isinstance(action, Roll | Draw) and craft.legal(state) == [End()]:
            return End()
        return None

    def legal_actions(self, state: KFState) -> list[Action]:
        if state.phase == PHASE_OVER or state.rolls or state.fill:
            return []
        if state.phase == PHASE_GATHER:
            return gather.legal(state)
        if state.phase == PHASE_CRAFT:
            return craft.legal(state)
        return []

    def apply(self, state: KFState, action: Action) -> Step:
        """The move applied; a refusal names each die colour with the colour its dice are
        drawn in, the first time (``colours_shown``: "2 wood dice (green)", playtest 30)."""
        try:
            return apply_move(self.moves, state, action)
        except IllegalAction as exc:
            raise IllegalAction(colours_shown(str(exc)), exc.rule) from None

    def stages(self, state: KFState, action: Action) -> list[Stage]:
        """A craft or a steal in two parts when the turn then ends by itself: the item
        changing hands, then what follows (the turn's end, the next crafter, the clean-up).
        Any other move in the parts the game goes through by itself after it (``flow.part``:
        the gather phase ending, a craft turn ending, the next one, the clean-up)."""
        ev = Parted()
        step = apply_move(self.moves, state, action, ev)
        if isinstance(action, Craft | Steal):
            first, events = craft.made(state, action)
            if first != step.state and list(step.events[: len(events)]) == events:
                rest = step.events[len(events) :]
                return [Stage(first, tuple(events)), Stage(step.state, rest)]
            return [Stage(step.state, step.events)]
        stages, shown = [], 0
        for position, made in ev.parts:
            stages.append(Stage(position, step.events[shown:made]))
            shown = made
        return [*stages, Stage(step.state, step.events[shown:])]

    def describe_action(self, state: KFState, action: Action) -> str:
        """A short label in a player's words, for buttons."""
        from forgegames.games.kings_forge.describe import describe

        return describe(state, action)

    def warning_kind(self, state: KFState, action: Action) -> str:
        """A gather move that leaves too few dice to craft warns apart from other claims
        (``roll_left.SHORT_ROLL``), and only once a game (``warned_once``)."""
        from forgegames.games.kings_forge.roll_left import SHORT_ROLL, short_roll

        if self.current_player(state) >= 0 and short_roll(state, action):
            return SHORT_ROLL
        return super().warning_kind(state, action)

    def warned_once(self, kind: str) -> bool:
        """The too-few-dice warning is given a seat once a game; then the claim's preview
        line says it (issue 39: a newcomer met an "are you sure?" almost every turn)."""
        from forgegames.games.kings_forge.roll_left import SHORT_ROLL

        return kind == SHORT_ROLL

    def losses(self, state: KFState, action: Action) -> list[str]:
        """What ``action`` throws away for good: unused powers and crafts or steals given up
        when a craft turn ends, a steal ruled out by a craft (and the reverse), the gather
        moves given up by passing. See ``losses.losses``."""
        from forgegames.games.kings_forge.losses import losses

        if self.current_player(state) < 0:
            return []
        return losses(state, action)

    def view(self, state: KFState, seat: int) -> KFState:
        return state

    def since_lines(self, state: KFState, moves: list[tuple[int, Action]], seat: int) -> list[str]:
        return since.since_lines(state.world, state.names, moves, seat)

    def has_private_info(self, state: KFState) -> bool:
        return False

    # --- results --------------------------------------------------------------------------
    def scores(self, state: KFState) -> list[float]:
        """Claimed cards; the highest rank held (divided by 100) breaks ties."""
        return [
            len(p.claimed) + top_rank(state, seat) / 100 for seat, p in enumerate(state.players)
        ]

    def score_breakdown(self, state: KFState) -> list[ScoreLine]:
        order = ranking(state)
        best = order[0]
        counts = [len(p.claimed) for p in state.players]
        tied = [seat for seat in order if counts[seat] == counts[best]]
        lines = []
        for seat in order:
            parts: list[tuple[str, float | None]] = [
                (
                    tr(
                        "{card} (rank {rank})",
                        card=state.world.card_name(k),
                        rank=state.world.rank(k, state.edition),
                    ),
                    None,
                )
                for k in state.players[seat].claimed
            ]
            parts.append((tr("Cards claimed"), float(counts[seat])))
            if len(tied) > 1 and seat in tied:
                parts.append((tr("Tie-break: highest rank held"), float(top_rank(state, seat))))
            lines.append(
                ScoreLine(
                    seat,
                    float(counts[seat]),
                    tuple(parts),
                    winner=state.phase == PHASE_OVER and seat == best,
                )
            )
        return lines

    def deciding_note(self, state: KFState) -> tuple[str, tuple[int, ...]] | None:
        """The tie-breaker, when the most crafted cards were held by more than one player."""
        if state.phase != PHASE_OVER:
            return None
        order = ranking(state)
        counts = [len(p.claimed) for p in state.players]
        tied = tuple(seat for seat in order if counts[seat] == counts[order[0]])
        if len(tied) < 2:
            return None
        rank = top_rank(state, order[0])
        return (
            ntr(
                counts[order[0]],
                "Tied on {n} crafted card: {{0}} wins, holding the highest-ranked card"
                " (rank {rank}).",
                "Tied on {n} crafted cards: {{0}} wins, holding the highest-ranked card"
                " (rank {rank}).",
                rank=rank,
            ),
            tied,
        )

    def score_words(self, total: float) -> str:
        return tr("1 crafted card") if total == 1 else tr("{n} crafted cards", n=number(total))

    def status(self, state: KFState) -> Status:
        names = {
            PHASE_SETUP: tr("Setup"),
            PHASE_GATHER: tr("Gather"),
            PHASE_CRAFT: tr("Craft"),
            PHASE_OVER: tr("Game over"),
        }
        phase = names[state.phase]
        if state.sub == "pay":
            phase = tr("Gather: paying")
        elif state.sub in ("dock", "discard"):
            phase = tr("Gather: docks")
        elif state.sub == "peddle":
            phase = tr("Gather: Peddler")
        elif state.sub == "cemetery":
            phase = tr("Gather: Cemetery")
        return Status(state.round, phase)

    # --- scenarios --------------------------------------------------------------------------
    def scenario_position(
        self, position: dict[str, Any], config: GameConfig, seed: int, where: str
    ) -> KFState:
        """See ``scenario_position`` (the position vocabulary) and docs/scenarios.md."""
        from forgegames.games.kings_forge.scenario_position import scenario_position

        return scenario_position(self.world, position, config, seed, where)

    def scenario_facts(self, state: KFState) -> dict[str, Any]:
        from forgegames.games.kings_forge.scenario_position import scenario_facts

        return scenario_facts(state)

    # --- text, JSON, checks ---------------------------------------------------------------
    def parse_action(self, text: str) -> Action:
        return KNOWING.parse(text)

    def to_json(self, state: KFState) -> dict[str, Any]:
        return encode(state)

    def from_json(self, data: dict[str, Any]) -> KFState:
        return with_world(decode(KFState, data), self.world)

    def check_invariants(self, state: KFState) -> list[str]:
        from forgegames.games.kings_forge.invariants import check

        return check(state)

    def planned_choice(
        self, state: Any, seat: int, legal: list[Action], order: list[Choice], bot: Bot, rng: Any
    ) -> Choice | None:
        """The search's move, unless it leaves the seat no die to roll while the greedy
        player's first choice keeps some (a hint never strands a crafter needlessly)."""
        from forgegames.games.kings_forge.bots import strands

        planned = super().planned_choice(state, seat, legal, order, bot, rng)
        if planned is None or not order:
            return planned
        if strands(state, seat, planned.action) and not strands(state, seat, order[0].action):
            return None
        return planned

    def hint_choices(self, state: KFState, seat: int, rng: Any = None) -> Iterator[Choice]:
        """The hint's choices, ranked with the token at its worth to this seat this round
        (``bots.HINTING``): the ranking is made before the first choice is given."""
        from forgegames.games.kings_forge.bots import HINTING

        inner = super().hint_choices(state, seat, rng)
        mark = HINTING.set(True)
        try:
            first = next(inner, None)
        finally:
            HINTING.reset(mark)
        if first is not None:
            yield first
            yield from inner

    def bots(self) -> dict[str, Callable[[int], Bot]]:
        from forgegames.core.mcts import search_kinds
        from forgegames.games.kings_forge.bots import GreedyBot, NoviceBot, RandomBot

        return {
            "random": lambda seat: RandomBot(),
            "novice": lambda seat: NoviceBot(seat),
            "greedy": lambda seat: GreedyBot(seat),
            **search_kinds(self),
        }


_DRAWS: dict[str, Draw] = {}
"""The action turning up each gather card (it depends on the card's name alone)."""


def _draw(card: str) -> Draw:
    draw = _DRAWS.get(card)
    if draw is None:
        draw = _DRAWS[card] = Draw(card)
    return draw
