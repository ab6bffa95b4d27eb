"""Forge War's simple game as a ``Title``: the round structure and everything that ties the
mine, the market, the merchant and the quests together.

Flow. Setup is a run of chance nodes (mine sides, player order, the five market reveals, the
eight quests of the offer, four wealth cards per seat); then each seat in player order keeps two
wealth cards in secret (revealed together after the last choice); then overseers are placed.
Each round: mine phase (``mine_phase``), market phase (one action or a pass each, in player
order), quest phase (each seat in order takes at most one quest, then manages its quests and
says ``done``; unmet quests fail), rewards (each seat in order advances its quests, makes its
reward choices, and says ``finish``), end of round. After round 7 active quests fail and the
game is scored.

The merchant (``economy``): whenever the game waits for a seat during a round, that seat's own
merchant and stall deals are among its legal actions. Nobody ever trades for another seat.

This module is the ``Title``; the steps between decisions are ``round_flow``'s, the chance
nodes ``chance``'s, the words of a refusal ``refusals``' and the checks of a state
``invariants``'.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.bots import RandomBot
from forgegames.core.codec import decode, encode
from forgegames.core.errors import ContentError, IllegalAction
from forgegames.core.frozen import FrozenMap
from forgegames.core.hints import Choice, compared
from forgegames.core.i18n import tr
from forgegames.core.moves import apply_move
from forgegames.core.title import (
    Bot,
    GameConfig,
    Options,
    ScoreLine,
    Stage,
    Status,
    Step,
    Title,
)
from forgegames.core.world import with_world
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war import solo
from forgegames.games.forge_war.bots import GreedyBot
from forgegames.games.forge_war.chance import first_outcomes
from forgegames.games.forge_war.content import load_content
from forgegames.games.forge_war.economy import (
    Log,
    hire,
)
from forgegames.games.forge_war.game_actions import (
    CODEC,
    Done,
    KeepWealth,
    QuestPass,
    TakeQuest,
)
from forgegames.games.forge_war.info import (
    BONUS_TILES_OPTION,
    DEFAULT_DIFFICULTY,
    EPIC_VARIANTS,
    INFO,
)
from forgegames.games.forge_war.invariants import invariants
from forgegames.games.forge_war.losses import failing_quests
from forgegames.games.forge_war.losses import losses as seat_losses
from forgegames.games.forge_war.mine_actions import MoveOverseer
from forgegames.games.forge_war.mine_pieces import load_pieces
from forgegames.games.forge_war.move_parts import overseer_parts
from forgegames.games.forge_war.move_table import MOVES, legal_actions
from forgegames.games.forge_war.quest_plan import first_move
from forgegames.games.forge_war.refusals import PHASE_NAMES
from forgegames.games.forge_war.resources import initial_supply, load_resources
from forgegames.games.forge_war.round_flow import settle
from forgegames.games.forge_war.scoring import breakdown, final_scores, ranking
from forgegames.games.forge_war.stages import (
    epic_market,
    epic_quest_decks,
    is_epic,
    stage_of,
    stage_round,
    starting_adventurers,
)
from forgegames.games.forge_war.state import (
    CONTENT_VERSION,
    FWState,
    check_edition,
    evolve,
    frozen,
    new_seat,
    queued,
    whose_turn,
)
from forgegames.games.forge_war.world import World, load_world


def _ids(table: str) -> Callable[[], dict[str, Any]]:
    """One of the content's tables by id (read when a move is read: see ``KNOWING``)."""
    return lambda: getattr(load_world().content, table)


KNOWING = CODEC.knowing(
    bonus=_ids("end_bonuses"), tile=_ids("bonus_tiles"), quest=_ids("all_quests")
)
"""The codec refusing, as a move is read, an end bonus, a bonus tile or a quest the game
does not have (with the nearest ones), rather than a lookup failing in the rules."""


class ForgeWar(Title):
    score_scale = 10.0
    """Prestige: a lead of ten is worth about three quarters of a won game to the search."""
    hint_search = (12, 3, 3)
    """Its greedy player is slow to play on with: the hint searches less."""
    info = INFO

    # --- setup -------------------------------------------------------------------------------
    content_version = CONTENT_VERSION
    moves = MOVES
    golden_extras = (
        ("epic", 3, (("bonus-tiles", "on"),)),
        ("solo-epic", 1, (("bonus-tiles", "on"), ("difficulty", "difficult"))),
        ("solo", 1, (("difficulty", "very-easy"),)),
    )

    def __init__(self, version: int = CONTENT_VERSION, data: World | None = None) -> None:
        self.content_version = version
        self._world = data

    def load_world(self) -> World:
        return load_world()

    def at_version(self, version: int) -> ForgeWar:
        """Forge War under content ``version`` (each state carries it: ``FWState.edition``);
        version 1 lets a solo player take an open space twice a round."""
        if not 1 <= version <= CONTENT_VERSION:
            return super().at_version(version)  # type: ignore[return-value]  # refuses it
        return self if version == self.content_version else ForgeWar(version, self._world)

    def new_game(self, config: GameConfig) -> FWState:
        world = self.world
        c = world.content
        n = config.players
        problem = self.info.why_not_seats(config.variant, n)
        if problem:
            raise IllegalAction(problem)
        supply = FrozenMap(initial_supply())
        seats = tuple(
            new_seat({k: 0 for k in supply}, list(c.rules.player_cards)) for _ in range(n)
        )
        epic = config.variant in EPIC_VARIANTS
        tiles = epic and config.option(BONUS_TILES_OPTION, "off") == "on"
        weapons = c.weapons.values()
        state = with_world(
            FWState(
                edition=self.content_version,
                players=n,
                names=tuple(s.name for s in config.seats),
                variant=config.variant,
                round=1,
                phase="setup",
                order=tuple(range(n)),
                supply=supply,
                seats=seats,
                market=FrozenMap(
                    weapon=tuple(sorted(w.id for w in weapons if w.where == "deck")),
                    bonus=tuple(sorted(c.bonus)),
                    single=tuple(sorted(c.single_use)),
                    up=FrozenMap(dict.fromkeys(m.DECK_OF)),
                    public=tuple(w.id for w in weapons if w.where == "public"),
                    claims=FrozenMap(),
                    discard=(),
                    removed=(),
                    spaces=FrozenMap(),
                ),
                quests=FrozenMap(
                    offer=(None,) * len(c.rules.slot_costs),
                    green=tuple(
                        sorted(
                            x.id for x in c.quests.values() if x.deck == "green" and not x.starred
                        )
                    ),
                    yellow=tuple(sorted(x.id for x in c.quests.values() if x.deck == "yellow")),
                    gone=(),
                ),
                wealth_deck=tuple(sorted(c.wealth)),
                chance=(("sides",), ("order",)),
                pending=(),
                adventurers_left=c.rules.adventurer_tiles,
                bonus_tiles=tiles,
            ),
            world,
        )
        if epic:
            state = evolve(state, market=state.market | epic_market(world))
            state = evolve(state, quests=state.quests | frozen(epic_quest_decks(world)))
            seats = tuple(evolve(data, title_use=FrozenMap()) for data in seats)
            state = evolve(state, seats=seats)
        log = Log(state)
        adventurers = solo.starting_adventurers(
            world, config, starting_adventurers(world, config.variant, tiles)
        )
        for seat in range(n):
            for _ in range(adventurers):
                state = hire(state, seat, log)
        if tiles:
            state = queued(state, (("tile", i) for i in range(len(c.tile_placements))))
        state = m.queue_reveals(state)
        if solo.is_solo(config.variant):
            state = solo.set_up(state, config)
        else:
            state = queued(state, (("quest", slot) for slot in range(len(c.rules.slot_costs))))
        deals = [("wealth", seat) for seat in range(n)] * c.rules.wealth_dealt
        return queued(state, deals)

    # --- whose turn ----------------------------------------------------------------------------
    def current_player(self, state: FWState) -> int:
        return whose_turn(state)

    def legal_actions(self, state: FWState) -> list[Action]:
        return legal_actions(state)

    def chance_outcomes(self, state: FWState) -> list[tuple[Action, float]]:
        if state.phase == "over" or not state.chance:
            return []
        known = state.memo
        weighed = known.get("weighed")
        if weighed is None:
            outcomes = first_outcomes(state)
            p = 1.0 / len(outcomes)
            weighed = known["weighed"] = [(a, p) for a in outcomes]
        return list(weighed)

    # --- applying ------------------------------------------------------------------------------
    def apply(self, state: FWState, action: Action) -> Step:
        return apply_move(self.moves, state, action, Log(state))

    def stages(self, state: FWState, action: Action) -> list[Stage]:
        """An overseer move of the mine phase in its parts (``move_parts``); a move whose
        engine marks its changes one after another (``Log.part``: the road's rush and each leg
        it finishes, the clerk's payments) in the positions the engine passed through; any
        other move whole."""
        marks: list[tuple[FWState, int]] = []
        step = apply_move(self.moves, state, action, Log(state, marks))
        if isinstance(action, MoveOverseer) and state.phase == "mine":
            parts = overseer_parts(state, action, step)
            if parts is not None:
                return parts
        stages, shown = [], 0
        for position, made in marks:
            stages.append(Stage(position, step.events[shown:made]))
            shown = made
        return [*stages, Stage(step.state, step.events[shown:])]

    # --- views and results ---------------------------------------------------------------------
    def view(self, state: FWState, seat: int) -> FWState:
        """Others' wealth hands and choices stay hidden until everyone has chosen.

        The view shares with the state every part it shows unchanged (a view is made for
        every bot move)."""
        revealed = state.phase not in ("setup", "wealth")
        seats = list(state.seats)
        for i, data in enumerate(state.seats):
            if i == seat:
                continue
            hide_kept = not revealed and data.kept is not None
            if not data.hand and not hide_kept:
                continue  # nothing of this seat's is hidden
            seats[i] = data.choice_hidden if hide_kept else data.hand_hidden
        return evolve(state, seats=tuple(seats), wealth_deck=("?",) * len(state.wealth_deck))

    def determinize(self, view: FWState, seat: int, rng: Any) -> FWState:
        """``view`` with every face-down wealth card (others' hands and kept cards, the deck)
        dealt at random from the wealth cards ``seat`` does not see anywhere in it. Another
        seat whose kept cards are hidden keeps the first of its dealt cards, not stacked."""
        from forgegames.games.forge_war.determinize import deal_unseen

        return deal_unseen(view, view.world.content.wealth, rng)

    def scores(self, state: FWState) -> list[float]:
        """During play, the prestige track (quests); at the end, the final totals."""
        if state.phase == "over":
            return [float(x) for x in final_scores(state)]
        return [float(data.prestige) for data in state.seats]

    def score_breakdown(self, state: FWState) -> list[ScoreLine]:
        if state.solo:
            parts = _worded(breakdown(state, 0))
            won = state.phase == "over" and solo.lost(state) is None
            return [ScoreLine(0, float(sum(v for _k, v in parts)), parts, won)]
        order = ranking(state) if state.phase == "over" else list(range(state.players))
        lines = []
        for place, seat in enumerate(order):
            parts = _worded(breakdown(state, seat))
            total = float(sum(v for _k, v in parts))
            won = state.phase == "over" and place == 0
            lines.append(ScoreLine(seat, total, parts, won))
        return sorted(lines, key=lambda line: -line.total) if state.phase != "over" else lines

    def result_notes(self, state: FWState) -> list[str]:
        """A finished solo game: the loss and its reason, or the score against the benchmark;
        a finished game of several players: what the prestige is made of."""
        if state.phase != "over":
            return []
        if state.solo:
            return solo.result_notes(state, final_scores(state)[0])
        rules = state.world.content.rules
        made_of = tr(
            "Prestige from quests is won during play; at the end each player adds 1 for each"
            " adventurer level ({bonus} more for each level-{top} adventurer), their market"
            " cards' prestige, their bonus spaces, and 1 for every {gold} gold of leftover"
            " gold and cubes.",
            bonus=rules.level4_bonus,
            top=rules.max_level,
            gold=rules.gold_per_prestige,
        )
        return [made_of]

    def result_heading(self, state: FWState) -> str | None:
        """A finished solo game is completed or lost, never won by someone."""
        if not state.solo or state.phase != "over":
            return None
        return solo.result_heading(state)

    def deciding_note(self, state: FWState) -> tuple[str, tuple[int, ...]] | None:
        """The tie-breaker, when the most prestige was held by more than one player."""
        if state.solo or state.phase != "over":
            return None
        totals = final_scores(state)
        order = ranking(state)
        tied = tuple(seat for seat in order if totals[seat] == totals[order[0]])
        if len(tied) < 2:
            return None
        return (
            tr(
                "Tied on {n} prestige: {{0}} wins, being earlier in the player order.",
                n=totals[order[0]],
            ),
            tied,
        )

    def score_words(self, total: float) -> str:
        return tr("{n} prestige", n=f"{total:g}")

    def high_score_key(self, variant: str, options: Options) -> str | None:
        if not solo.is_solo(variant):
            return None
        chosen = dict(options)
        difficulty = chosen.get("difficulty", DEFAULT_DIFFICULTY)
        tiles = variant in EPIC_VARIANTS and chosen.get(BONUS_TILES_OPTION, "off") == "on"
        return solo.score_table(variant, difficulty, tiles)

    def high_score_words(self, key: str) -> str:
        variant = key.split("/")[0]
        return solo.table_words(key, tr(self.info.variant(variant).name))

    def high_score(self, state: FWState) -> tuple[str, float | None] | None:
        """A finished solo game: its high-score table and score (None when it was lost)."""
        if not state.solo or state.phase != "over":
            return None
        score = None if solo.lost(state) is not None else float(final_scores(state)[0])
        return solo.table_key(state), score

    def colour_name(self, state: FWState, seat: int) -> str:
        return state.names[seat] if seat < len(state.names) else super().colour_name(state, seat)

    # --- serialisation and checks --------------------------------------------------------------
    def parse_action(self, text: str) -> Action:
        return KNOWING.parse(text)

    def to_json(self, state: FWState) -> dict[str, Any]:
        return encode(state)

    def from_json(self, data: dict[str, Any]) -> FWState:
        return with_world(check_edition(decode(FWState, data)), self.world)

    def check_invariants(self, state: FWState) -> list[str]:
        return invariants(state)

    def check_content(self) -> None:
        load_resources()
        load_pieces()
        load_content()

    # --- presentation and policy ---------------------------------------------------------------
    def status(self, state: FWState) -> Status:
        """The round; in the epic game the stage and the round within it ("Stage 2 · Round 3")."""
        phase = tr(PHASE_NAMES[state.phase])
        if state.phase == "setup":
            return Status(None, phase)
        if is_epic(state):
            return Status(stage_round(state), phase, lead=tr("Stage {n}", n=stage_of(state)))
        return Status(state.round, phase)

    def describe_action(self, state: FWState, action: Action) -> str:
        from forgegames.games.forge_war.describe import describe

        return describe(state, action)

    def hint(self, state: FWState, seat: int, rng: Any = None) -> list[Choice]:
        """The hint's list, its ties said in words (its reasons give no weighing figure); an
        overseer's move or placement shows its first part, the rest on hover (``brief``)."""
        from forgegames.games.forge_war.mine_actions import MoveOverseer, PlaceOverseer

        return [
            dataclasses.replace(c, brief=isinstance(c.action, (MoveOverseer, PlaceOverseer)))
            for c in compared(super().hint(state, seat, rng))
        ]

    def hint_choices(self, state: FWState, seat: int, rng: Any = None) -> Iterator[Choice]:
        """While a quest plan (``quest_plan``) meets a step: its first move leads, with the
        greedy player's words for it, and "Finish managing quests" is not offered (newcomer
        playtests: the plan the board shows and the hint's first move agree)."""
        legal = self.legal_actions(state) if self.current_player(state) == seat else []
        view = self.view(state, seat) if legal else state
        first = first_move(view, seat) if legal else None
        if first is None or first not in legal:
            yield from super().hint_choices(state, seat, rng)
            return
        lead = Choice(first, 1.0)
        yield dataclasses.replace(lead, reason=GreedyBot(seat).reason(view, lead))
        for choice in super().hint_choices(state, seat, rng):
            if choice.action != first and not isinstance(choice.action, Done):
                yield choice

    def has_private_info(self, state: FWState) -> bool:
        """While the seats' views differ: the wealth hands and the cards kept from them, secret
        until everyone has chosen. Afterwards nothing is hidden, and the screen passes openly
        with a banner naming the next person (issue #39: two people met about eight curtains a
        round over a table with nothing to hide). A game continued during the wealth choices
        opens behind the curtain; one continued later opens on a table everyone may see."""
        return not same_for_everyone(self, state)

    def open_handover(self, before: FWState, after: FWState) -> bool:
        """An overseer placement (the last one too) passes the turn on at once: every seat's
        view is the same then (the wealth hands are played and shown; nothing else is
        secret)."""
        if before.phase != "place" or after.players < 2:
            return False
        return same_for_everyone(self, after)

    def losses(self, state: FWState, action: Action) -> list[str]:
        """What ``action`` throws away for good (a failing quest, a weapon, a declined reward,
        the round's overseer move); see ``losses``."""
        seat = self.current_player(state)
        if seat < 0:
            return []
        lost = seat_losses(state, seat, action)
        if self.loses_the_game(state, action):
            lost.append(tr("the solo game (a quest not taken or failed loses it)"))
        return lost

    def loses_the_game(self, state: FWState, action: Action) -> bool:
        """In the solo game, a quest not taken or failed loses it."""
        if not state.solo or self.current_player(state) < 0:
            return False
        if isinstance(action, QuestPass):
            return True
        seat = self.current_player(state)
        return isinstance(action, Done) and bool(seat_losses(state, seat, action))

    def costs_dearly(self, state: FWState, action: Action) -> bool:
        """Finishing the quest phase with a quest that then fails (its prestige and weapons
        lost), or taking one out of reach (its prestige lost unless traded for: playtest 34
        found Do it ready for Enter), besides what loses the game (``Title.costs_dearly``)."""
        seat = self.current_player(state)
        if seat >= 0 and isinstance(action, TakeQuest) and seat_losses(state, seat, action):
            return True
        if seat < 0 or not isinstance(action, Done) or state.phase != "quest":
            return self.loses_the_game(state, action)
        return bool(failing_quests(state, seat)) or self.loses_the_game(state, action)

    def reveals_hidden(self, state: FWState, action: Action) -> bool:
        """The last wealth choice reveals everyone's (chance outcomes are barriers anyway)."""
        if state.phase == "wealth" and isinstance(action, KeepWealth):
            return state.turn == state.players - 1
        return False

    def bots(self) -> dict[str, Callable[[int], Bot]]:
        from forgegames.core.mcts import search_kinds

        return {
            "random": lambda seat: RandomBot(),
            "greedy": lambda seat: GreedyBot(seat),
            **search_kinds(self),
        }

    # --- scenarios (docs/scenarios.md, Forge War) -------------------------------------------------
    def scenario_position(
        self, position: dict[str, Any], config: GameConfig, seed: int, where: str
    ) -> FWState:
        """The state a scenario's ``position`` describes, run on to its next decision; a bad
        position raises ContentError naming ``where`` and the key (scenario_position.py)."""
        from forgegames.games.forge_war.scenario_position import lay_position

        state = lay_position(self, position, config, seed, where)
        state = settle(state, Log(state))
        problems = invariants(state)
        if problems:
            raise ContentError(where, "position", "; ".join(problems))
        return state

    def scenario_facts(self, state: FWState) -> dict[str, object]:
        from forgegames.games.forge_war.scenario_position import scenario_facts

        return scenario_facts(state)

    def summary(self, view: FWState, seat: int) -> list[str]:
        from forgegames.games.forge_war.describe import summary

        return summary(view, seat)


_PART_WORDS = {
    "quests": "Quests",
    "levels": "Adventurer levels",
    "level-4 bonus": "Level-4 adventurers",
    "card prestige": "Market cards",
    "bonus spaces": "Bonus spaces",
    "gold+resources": "Gold and cubes left",
}
"""The results screen's words for each part of a score (``scoring.breakdown``'s keys)."""


def _worded(parts: list[tuple[str, int]]) -> tuple[tuple[str, float], ...]:
    return tuple((tr(_PART_WORDS.get(key, key)), float(value)) for key, value in parts)


def same_for_everyone(title: ForgeWar, state: FWState) -> bool:
    """Whether every seat's view of ``state`` is the same (nothing on the table is secret)."""
    if state.phase not in ("setup", "wealth"):
        return True  # the views hide only wealth cards, and only before everyone has chosen
    first = title.view(state, 0)
    return all(title.view(state, seat) == first for seat in range(1, state.players))
