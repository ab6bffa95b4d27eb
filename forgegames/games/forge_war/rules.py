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
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable
from itertools import repeat
from operator import is_
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.bots import RandomBot
from forgegames.core.errors import ContentError, IllegalAction
from forgegames.core.i18n import count, tr
from forgegames.core.title import (
    CHANCE,
    TERMINAL,
    Bot,
    GameConfig,
    GameOption,
    Options,
    ScoreLine,
    Status,
    Step,
    Title,
    TitleInfo,
    Variant,
)
from forgegames.games.forge_war import bonus_tiles as tiles
from forgegames.games.forge_war import champions as champs
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war import rewards as r
from forgegames.games.forge_war import solo
from forgegames.games.forge_war.bots import GreedyBot
from forgegames.games.forge_war.cards import content, load_content
from forgegames.games.forge_war.economy import (
    Log,
    apply_merchant,
    gain,
    hire,
    merchant_options,
    reset_round_limits,
    why_not_merchant,
)
from forgegames.games.forge_war.game_actions import (
    CODEC,
    MERCHANT_ACTIONS,
    ChooseTitle,
    Clerk,
    DealDesign,
    DealQuest,
    DealWealth,
    Done,
    Equip,
    Finish,
    KeepWealth,
    MarketPass,
    PlaceTile,
    QuestPass,
    Reveal,
    Road,
    SetAside,
    SetOrder,
    StartAhead,
    TakeQuest,
    TileBuy,
    Unassign,
    shared,
)
from forgegames.games.forge_war.losses import losses as seat_losses
from forgegames.games.forge_war.market_refusals import why_not_market
from forgegames.games.forge_war.mine import (
    OVERSEERS_PER_COLOUR,
    WORKERS_PER_COLOUR,
    new_mine,
    why_not_move,
    why_not_place,
)
from forgegames.games.forge_war.mine_actions import MineSides, MoveOverseer, PlaceOverseer, hex_of
from forgegames.games.forge_war.mine_board import build_board, side_outcomes
from forgegames.games.forge_war.mine_phase import (
    MinePhase,
    Placement,
    apply_mine,
    apply_placement,
    mine_actions,
    placement_actions,
    start_mine_phase,
)
from forgegames.games.forge_war.mine_pieces import load_pieces, stage_pieces
from forgegames.games.forge_war.resources import initial_supply, load_resources
from forgegames.games.forge_war.scoring import breakdown, final_scores, ranking
from forgegames.games.forge_war.solo_mine import why_not_priority
from forgegames.games.forge_war.stages import (
    BONUS_TILES_OPTION,
    EPIC_VARIANTS,
    begin_stage,
    deal_design,
    deal_outcomes,
    epic_market,
    epic_quest_decks,
    is_epic,
    last_round,
    market_cards_in_play,
    quest_cards_in_play,
    round_text,
    stage_begins,
    stage_ends,
    stage_of,
    stage_round,
    starting_adventurers,
    uses_champions,
)
from forgegames.games.forge_war.state import (
    Draft,
    FWState,
    memo,
    new_seat,
    seal,
    state_from_json,
    state_to_json,
    whose_turn,
)

PHASE_NAMES = {
    "setup": "Setup",
    "wealth": "Choosing wealth cards",
    "place": "Placing overseers",
    "mine": "Mine phase",
    "market": "Market phase",
    "quest": "Quest phase",
    "rewards": "Quest rewards",
    "over": "Game over",
}


class ForgeWar(Title):
    info = TitleInfo(
        "forge-war",
        "Forge War",
        2,
        4,
        (
            Variant(
                "simple",
                "Simple game",
                "Seven rounds of stage 1: mine, market and quests.",
            ),
            Variant(
                "epic",
                "Epic game",
                "Three stages of six rounds: richer mines, champions, optional bonus tiles.",
            ),
            Variant(
                "solo",
                "Solo game",
                "One player against the mine's two automated colours: take a quest every round"
                " and fail none, then beat your best score.",
                players=(1, 1),
            ),
            Variant(
                "solo-epic",
                "Solo epic game",
                "The solo challenge over the epic game's three stages: a quest every round, none"
                " failed, new mines and quest decks at each stage, champions.",
                players=(1, 1),
            ),
        ),
        "Jump overseers over workers in a hex mine, forge weapons, send adventurers on quests.",
        options=(
            GameOption(
                BONUS_TILES_OPTION,
                "Bonus tiles",
                ("off", "on"),
                "off",
                variants=EPIC_VARIANTS,
                description="Five bonus tiles on the round track, each paid out as its round ends.",
            ),
            GameOption(
                "difficulty",
                "Difficulty",
                ("very-easy", "medium", "difficult", "random"),
                solo.DEFAULT_DIFFICULTY,
                ("solo", "solo-epic"),
                "Which quests the solo deck keeps: the easiest, a middle mix, the hardest, or"
                " a random twelve.",
            ),
        ),
    )

    # --- setup -------------------------------------------------------------------------------
    def new_game(self, config: GameConfig) -> FWState:
        c = content()
        n = config.players
        problem = self.info.why_not_seats(config.variant, n)
        if problem:
            raise IllegalAction(problem)
        supply = initial_supply()
        seats = [new_seat({k: 0 for k in supply}, list(c.rules.player_cards)) for _ in range(n)]
        epic = config.variant in EPIC_VARIANTS
        tiles = epic and config.option(BONUS_TILES_OPTION, "off") == "on"
        weapons = c.weapons.values()
        state = FWState(
            players=n,
            names=[s.name for s in config.seats],
            variant=config.variant,
            round=1,
            phase="setup",
            order=list(range(n)),
            supply=supply,
            seats=seats,
            market={
                "weapon": sorted(w.id for w in weapons if w.where == "deck"),
                "bonus": sorted(c.bonus),
                "single": sorted(c.single_use),
                "up": {slot: None for slot in m.DECK_OF},
                "public": [w.id for w in weapons if w.where == "public"],
                "claims": {},
                "discard": [],
                "removed": [],
                "spaces": {},
            },
            quests={
                "offer": [None] * len(c.rules.slot_costs),
                "green": sorted(
                    x.id for x in c.quests.values() if x.deck == "green" and not x.starred
                ),
                "yellow": sorted(x.id for x in c.quests.values() if x.deck == "yellow"),
                "gone": [],
            },
            wealth_deck=sorted(c.wealth),
            chance=[["sides"], ["order"]],
            pending=[],
            adventurers_left=c.rules.adventurer_tiles,
            bonus_tiles=tiles,
        )
        if epic:
            state.market.update(epic_market())
            state.quests.update(epic_quest_decks())
            for data in seats:
                data["title_use"] = {}
        log = Log(state)
        adventurers = solo.starting_adventurers(config, starting_adventurers(config.variant, tiles))
        for seat in range(n):
            for _ in range(adventurers):
                hire(state, seat, log)
        if tiles:
            state.chance += [["tile", i] for i in range(len(c.tile_placements))]
        m.queue_reveals(state)
        if solo.is_solo(config.variant):
            solo.set_up(state, config)
        else:
            state.chance += [["quest", slot] for slot in range(len(c.rules.slot_costs))]
        for _ in range(c.rules.wealth_dealt):
            state.chance += [["wealth", seat] for seat in range(n)]
        return state

    # --- whose turn ----------------------------------------------------------------------------
    def current_player(self, state: FWState) -> int:
        return whose_turn(state)

    def legal_actions(self, state: FWState) -> list[Action]:
        known = state.__dict__.get("_memo")  # memo(state), inlined: asked for every action
        if known is None:
            return self._legal_actions(state)
        legal = known.get("legal")
        if legal is None:
            legal = known["legal"] = self._legal_actions(state)
        return list(legal)

    def _legal_actions(self, state: FWState) -> list[Action]:
        seat = self.current_player(state)
        if seat < 0:
            return []
        if state.pending:
            actions = r.pending_options(state)
        elif state.phase == "wealth":
            return wealth_options(state, seat)
        elif state.phase == "place":
            assert isinstance(state.mphase, Placement) and state.mine is not None
            return placement_actions(state.mphase, state.mine)
        elif state.phase == "mine":
            assert isinstance(state.mphase, MinePhase) and state.mine is not None
            actions = mine_actions(state.mphase, state.mine)
        elif state.phase == "market":
            actions = m.market_options(state, seat)
        elif state.phase == "quest":
            if state.step == "acquire":
                actions = q.acquire_options(state, seat)
            else:
                actions = q.manage_options(state, seat)
        else:
            actions = [Finish()]
        return actions + merchant_options(state, seat)

    def _is_legal(self, state: FWState, action: Action) -> bool:
        """``action in self.legal_actions(state)``, looked up in a set kept with the list."""
        known = memo(state)
        if known is None:
            return action in self._legal_actions(state)
        legal = known.get("legal")
        if legal is not None and any(map(is_, legal, repeat(action))):
            return True  # the very object listed (a bot's choice): no hashing needed
        allowed = known.get("legal_set")
        if allowed is None:
            allowed = known["legal_set"] = frozenset(self.legal_actions(state))
        try:
            return action in allowed
        except TypeError:  # an unhashable action is in no list of legal ones either
            return action in known["legal"]

    def chance_outcomes(self, state: FWState) -> list[tuple[Action, float]]:
        if state.phase == "over" or not state.chance:
            return []
        known = memo(state)
        weighed = None if known is None else known.get("weighed")
        if weighed is None:
            outcomes = _outcomes(state)
            p = 1.0 / len(outcomes)
            weighed = [(a, p) for a in outcomes]
            if known is not None:
                known["weighed"] = weighed
        return list(weighed)

    # --- applying ------------------------------------------------------------------------------
    def apply(self, state: FWState, action: Action) -> Step:
        who = self.current_player(state)
        if who == TERMINAL:
            raise IllegalAction(tr("the game is over"))
        if who == CHANCE:
            if not _is_outcome(state, action):
                raise IllegalAction(f"'{action}' is not a possible outcome here")
        else:
            self._check_seat(state, who, action)
        # The new state shares the parts of the old that the action leaves alone; each part
        # is copied before it changes (``Draft``), so ``state`` itself never changes.
        draft = Draft(state)
        s = draft.state
        log = Log(s)
        if who == CHANCE:
            apply_chance(draft, action, log)
        else:
            self._apply_seat(draft, who, action, log)
        settle(s, log, draft.own_all)
        seal(s)
        return Step(s, tuple(log.events))

    def _check_seat(self, state: FWState, seat: int, action: Action) -> None:
        """Raise IllegalAction, saying why, unless ``seat`` may take ``action`` now."""
        if isinstance(action, MERCHANT_ACTIONS):
            if state.phase in ("wealth", "place"):
                closed = tr("the merchant opens when the first round begins")
                raise IllegalAction(closed, rule="merchant")
            problem = why_not_merchant(state, seat, action)
            if problem:
                raise IllegalAction(problem, rule="merchant")
        elif not self._is_legal(state, action):
            raise IllegalAction(why_illegal(state, seat, action), rule=rule_of(state, action))

    def _apply_seat(self, draft: Draft, seat: int, action: Action, log: Log) -> None:
        """Apply a seat's action (``_check_seat`` found it legal) to ``draft.state``, owning
        each part before changing it."""
        s = draft.state
        if isinstance(action, MERCHANT_ACTIONS):
            draft.own("supply")
            draft.own_seat(seat)
            apply_merchant(s, seat, action, log)
            return
        if s.pending:
            draft.own_all()
            r.apply_pending(s, action, log)
        elif s.phase == "wealth":
            assert isinstance(action, KeepWealth)
            draft.own_seat(seat)
            s.seats[seat]["kept"] = list(action.cards)
            s.seats[seat]["stack"] = action.stack
            log.add(tr("{0} has chosen two wealth cards (kept secret until everyone has)"), seat)
            s.turn += 1
        elif s.phase == "place":
            assert isinstance(s.mphase, Placement) and s.mine is not None
            s.mphase, s.mine, notes = apply_placement(s.mphase, s.mine, action)
            for note in notes:
                log.note(note)
        elif s.phase == "mine":
            play_mine(s, action, log, draft.own_seat)
        elif s.phase == "market":
            if isinstance(action, MarketPass) and not s.solo:  # solo counts its actions
                draft.own_seat(seat)  # a pass only takes gold
            else:
                draft.own_all()
            m.apply_market(s, seat, action, log)
            if not s.solo or solo.market_turn_over(s):
                s.turn += 1
        elif s.phase == "quest":
            if s.solo:
                draft.own_all()  # the solo record counts actions; a pass may lose the game
            elif isinstance(action, TakeQuest):
                draft.own("quests")  # the offer
                draft.own_seat(seat)
            elif isinstance(action, Equip | Unassign):
                draft.own("supply")  # a weapon lost goes back to the supply
                draft.own_seat(seat)
            elif not isinstance(action, QuestPass):
                draft.own_all()
            if isinstance(action, TakeQuest):
                q.apply_take(s, seat, action.slot, log)
                s.step = "manage"
            elif isinstance(action, QuestPass):
                log.add(tr("{0} takes no quest this round"), seat)
                s.step = "manage"
                if s.solo:
                    solo.lose(s, log, tr("no quest was taken in round {n}", n=s.round))
            elif isinstance(action, Equip):
                q.apply_equip(s, seat, action, log)
            elif isinstance(action, Unassign):
                q.apply_unassign(s, seat, action.adv, log)
            elif isinstance(action, StartAhead):
                champs.apply_ahead(s, seat, action, log)
            elif isinstance(action, Done):
                failed = q.fail_unmet(s, seat, log)
                if uses_champions(s):
                    champs.charm(s, seat, log)
                    champs.track_start(s, seat)
                s.turn += 1
                s.step = "acquire"
                if s.solo and failed:
                    names = tr(" and ").join(failed)
                    solo.lose(s, log, tr("{names} failed in round {n}", names=names, n=s.round))
        elif s.phase == "rewards":
            s.turn += 1
            s.step = "start"

    # --- views and results ---------------------------------------------------------------------
    def view(self, state: FWState, seat: int) -> FWState:
        """Others' wealth hands and choices stay hidden until everyone has chosen.

        The view of a state the rules handed out shares with it every part it shows
        unchanged (a view is made for every bot move): like every state the rules hand out,
        it is never changed; ``clone`` it for a copy to change. (The view of any other state
        is a whole copy, see ``Draft``.)"""
        draft = Draft(state)
        v = draft.state
        v.wealth_deck = ["?"] * len(state.wealth_deck)
        revealed = state.phase not in ("setup", "wealth")
        for i, data in enumerate(state.seats):
            if i == seat:
                continue
            hide_kept = not revealed and data["kept"] is not None
            if not data["hand"] and not hide_kept:
                continue  # nothing of this seat's is hidden
            draft.own_seat(i)
            hidden = v.seats[i]
            hidden["hand"] = ["?"] * len(data["hand"])
            if hide_kept:
                hidden["kept"] = ["?"] * len(data["kept"])
                hidden["stack"] = False
        return v

    def scores(self, state: FWState) -> list[float]:
        """During play, the prestige track (quests); at the end, the final totals."""
        if state.phase == "over":
            return [float(x) for x in final_scores(state)]
        return [float(data["prestige"]) for data in state.seats]

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
        rules = content().rules
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
        difficulty = chosen.get("difficulty", solo.DEFAULT_DIFFICULTY)
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
        return CODEC.parse(text)

    def to_json(self, state: FWState) -> dict[str, Any]:
        return state_to_json(state)

    def from_json(self, data: dict[str, Any]) -> FWState:
        return state_from_json(data)

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

    def has_private_info(self, state: FWState) -> bool:
        return state.phase == "wealth"

    def losses(self, state: FWState, action: Action) -> list[str]:
        """What ``action`` throws away for good (a failing quest, a weapon, a declined reward,
        the round's overseer move); see ``losses``."""
        seat = self.current_player(state)
        if seat < 0:
            return []
        lost = seat_losses(state, seat, action)
        if state.solo and (isinstance(action, QuestPass) or (isinstance(action, Done) and lost)):
            lost.append(tr("the solo game (a quest not taken or failed loses it)"))
        return lost

    def reveals_hidden(self, state: FWState, action: Action) -> bool:
        """The last wealth choice reveals everyone's (chance outcomes are barriers anyway)."""
        if state.phase == "wealth" and isinstance(action, KeepWealth):
            return state.turn == state.players - 1
        return False

    def bots(self) -> dict[str, Callable[[int], Bot]]:
        return {"random": lambda seat: RandomBot(), "greedy": lambda seat: GreedyBot(seat)}

    # --- scenarios (docs/scenarios.md, Forge War) -------------------------------------------------
    def scenario_position(
        self, position: dict[str, Any], config: GameConfig, seed: int, where: str
    ) -> FWState:
        """The state a scenario's ``position`` describes, run on to its next decision; a bad
        position raises ContentError naming ``where`` and the key (scenario_position.py)."""
        from forgegames.games.forge_war.scenario_position import lay_position

        state = lay_position(self, position, config, seed, where)
        settle(state, Log(state))
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


# --- setup helpers ----------------------------------------------------------------------------
def wealth_options(state: FWState, seat: int) -> list[Action]:
    cards = content().wealth
    hand = sorted(state.seats[seat]["hand"])
    out: list[Action] = []
    for pair in itertools.combinations(hand, content().rules.wealth_kept):
        out.append(KeepWealth(tuple(pair), False))
        if sum(cards[c].level_ups for c in pair) >= 2:
            out.append(KeepWealth(tuple(pair), True))
    return out


def reveal_wealth(state: FWState, log: Log) -> None:
    """Everyone's kept wealth cards are revealed and paid out, in player order."""
    c = content()
    cap = c.rules.starting_level_cap
    for seat in state.order:
        data = state.seats[seat]
        kept = data["kept"] or []
        names = tr(" and ").join(c.wealth[w].name for w in kept)
        log.add(tr("{{0}} keeps {names}", names=names), seat, "wealth")
        levels = 0
        for wid in kept:
            card = c.wealth[wid]
            if card.gold:
                data["gold"] += card.gold
                log.add(tr("{{0}} receives {n} gold", n=card.gold), seat, "income")
            if card.resources:
                gain(state, seat, card.resources, log)
            for _ in range(card.adventurers):
                hire(state, seat, log)
            levels += card.level_ups
            if card.claim is not None:
                state.market["claims"].setdefault(card.claim, []).append(seat)
                free = tr("{{0}} claims {name} for free", name=c.all_weapons[card.claim].name)
                log.add(free, seat)
        advs = data["advs"]
        targets = [0] * levels if data["stack"] else list(range(levels))
        for i in targets:
            adv = advs[i % len(advs)]
            if adv["level"] < cap:
                adv["level"] += 1
                starts = tr(
                    "{{0}}'s adventurer {n} starts at level {level}",
                    n=adv["id"] + 1,
                    level=adv["level"],
                )
                log.add(starts, seat)
        data["hand"] = []


# --- chance ------------------------------------------------------------------------------------
def chance_actions(state: FWState, task: list[Any]) -> list[Action]:
    """The outcomes of a chance task (``has_outcomes`` must answer for every kind here)."""
    kind = task[0]
    if kind == "sides":
        return _setups(solo.mine_players(state), stage_of(state))
    if kind == "order":
        return [SetOrder(p) for p in itertools.permutations(range(state.players))]
    if kind == "reveal":
        return _shared(Reveal, task[1], m.reveal_outcomes(state, task[1]))
    if kind == "quest":
        return _shared(DealQuest, task[1], sorted(q.deal_deck(state)))
    if kind == "tile":
        return [PlaceTile(task[1], t) for t in tiles.placement_outcomes(state)]
    if kind == "design":
        return [DealDesign(card) for card in deal_outcomes(state)]
    if kind == "wealth":
        return _shared(DealWealth, task[1], sorted(set(state.wealth_deck)))
    if kind == "set-aside":
        return solo.set_aside_outcomes(state, task[1])
    raise ValueError(f"unknown chance task {task!r}")


_SHARED: dict[tuple[type[Action], Any], dict[Any, Action]] = {}


def _shared(kind: type[Action], first: Any, seconds: list[Any]) -> list[Action]:
    """``[kind(first, x) for x in seconds]``, each action made once and shared (actions never
    change): a deck's draws are listed at every chance node."""
    made = _SHARED.get((kind, first))
    if made is None:
        made = _SHARED[kind, first] = {}
    out: list[Action] = []
    for second in seconds:
        action = made.get(second)
        if action is None:
            action = made[second] = kind(first, second)
        out.append(action)
    return out


_SETUPS: dict[tuple[int, int], tuple[Any, list[Action]]] = {}


def _setups(players: int, stage: int) -> list[Action]:
    """``[MineSides(tuple(sides), gap) for sides, gap in side_outcomes(players, stage)]``,
    listed once for as long as the stage's pieces stay the same."""
    pieces = stage_pieces(stage)
    known = _SETUPS.get((players, stage))
    if known is None or known[0] is not pieces:
        outcomes = side_outcomes(players, stage)
        listed = [shared(MineSides, tuple(sides), gap) for sides, gap in outcomes]
        known = _SETUPS[players, stage] = (pieces, listed)
    return list(known[1])


def _outcomes(state: FWState) -> list[Action]:
    """The first chance task's outcomes (worked out once per state; see ``memo``)."""
    known = state.__dict__.get("_memo")  # memo(state), inlined: asked for every draw
    if known is None:
        return chance_actions(state, state.chance[0])
    outcomes = known.get("outcomes")
    if outcomes is None:
        outcomes = known["outcomes"] = chance_actions(state, state.chance[0])
    return outcomes


def _is_outcome(state: FWState, action: Action) -> bool:
    """``action in chance_actions(state, state.chance[0])``, looked up in a set."""
    known = memo(state)
    if known is None:
        return action in chance_actions(state, state.chance[0])
    if any(map(is_, _outcomes(state), repeat(action))):
        return True  # the very object listed (a draw from chance_outcomes): no hashing needed
    possible = known.get("outcome_set")
    if possible is None:
        possible = known["outcome_set"] = frozenset(_outcomes(state))
    try:
        return action in possible
    except TypeError:  # unhashable: in no list of outcomes either
        return action in _outcomes(state)


def has_outcomes(state: FWState, task: list[Any]) -> bool:
    """``bool(chance_actions(state, task))`` without listing them."""
    kind = task[0]
    if kind == "sides":
        return bool(side_outcomes(solo.mine_players(state), stage_of(state)))
    if kind == "order":
        return True  # the permutations of the seats: at least one
    if kind == "reveal":
        return bool(state.market[m.DECK_OF[task[1]]])
    if kind == "quest":
        return bool(q.deal_deck(state))
    if kind == "wealth":
        return bool(state.wealth_deck)
    return bool(chance_actions(state, task))  # the epic game's tiles and stage-3 designs


def apply_chance(draft: Draft, action: Action, log: Log) -> None:
    """Apply a chance outcome to ``draft.state``, owning each part before changing it."""
    s = draft.state
    draft.own("chance")
    s.chance.pop(0)
    if isinstance(action, MineSides):
        s.mine = new_mine(build_board(solo.mine_players(s), action.sides, action.gap, stage_of(s)))
        log.add(tr("The mine is laid out: {hexes}", hexes=count(len(s.mine.board), "hex", "hexes")))
    elif isinstance(action, SetOrder):
        s.order = list(action.seats)
        if s.solo:  # one seat: what matters is the order track, the player's marker last
            names = ", ".join(s.names[i] for i in solo.mine_order(s))
            log.add(tr("The order track: {names} (the player's marker last)", names=names))
        else:
            names = ", ".join(s.names[i] for i in s.order)
            log.add(tr("Starting player order: {names}", names=names))
    elif isinstance(action, Reveal):
        draft.own("market")
        m.apply_reveal(s, action.slot, action.card, log)
    elif isinstance(action, DealQuest):
        draft.own("quests")
        q.deal_deck(s).remove(action.quest)
        s.quests["offer"][action.slot] = action.quest
        cost = content().rules.slot_costs[action.slot]
        log.add(tr("Quest offer: {name} ({n} gold)", name=q.quest_card(action.quest).name, n=cost))
    elif isinstance(action, DealWealth):
        draft.own("wealth_deck")
        draft.own_seat(action.seat)
        s.wealth_deck.remove(action.card)
        s.seats[action.seat]["hand"].append(action.card)
    elif isinstance(action, PlaceTile):
        draft.own_all()  # the round track (``tiles``) is not a part the draft copies alone
        tiles.lay_tile(s, action.place, action.tile, log)
    elif isinstance(action, DealDesign):
        draft.own("market")
        deal_design(s, action.card)
    elif isinstance(action, SetAside):
        draft.own_all()
        solo.apply_set_aside(s, action)


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


# --- the flow between decisions ------------------------------------------------------------------
def _nothing() -> None:
    pass


def settle(s: FWState, log: Log, own: Callable[[], None] = _nothing) -> None:
    """Run every automatic step until a seat must decide, a chance node comes, or the end.

    ``own`` is called before any list or dict of ``s`` changes (``Draft.own_all``)."""
    while s.phase != "over":
        if s.chance:
            if has_outcomes(s, s.chance[0]):
                return
            own()
            s.chance.pop(0)  # an empty deck: nothing to reveal or deal
            continue
        if s.pending:
            own()
            if r.auto_resolve(s, log):
                continue
            return
        if not advance(s, log, own):
            return


def advance(s: FWState, log: Log, own: Callable[[], None] = _nothing) -> bool:
    """One automatic step of the round structure; False when a seat must decide now.

    ``own`` is called before any list or dict of ``s`` changes; the steps that change only
    the phase, the turn, the step or the order (a new list) do without it."""
    n = s.players
    if s.phase == "setup":
        s.phase, s.turn = "wealth", 0
        return True
    if s.phase == "wealth":
        if s.turn < n:
            return False
        own()
        reveal_wealth(s, log)
        s.phase, s.mphase = "place", Placement(tuple(solo.mine_order(s)))
        return True
    if s.phase == "place":
        assert isinstance(s.mphase, Placement)
        if not s.mphase.done:
            return False
        start_mine(s, log)
        return True
    if s.phase == "mine":
        if s.mphase is None:  # a new round: its cards are out, its mine phase begins
            start_mine(s, log)
            return True
        assert isinstance(s.mphase, MinePhase)
        if not s.mphase.done:
            forced = solo.auto_move(s, log) if s.solo else None
            if forced is None:
                return False
            play_mine(s, forced, log, lambda seat: own())
            return True
        assert s.mphase.new_order is not None
        if s.solo:
            own()
            solo.end_phase(s, s.mphase)
        else:
            s.order = list(s.mphase.new_order)
        s.mphase = None
        s.phase, s.turn = "market", 0
        log.add(tr("{round}: market phase", round=round_text(s)))
        return True
    if s.phase == "market":
        if s.turn < n:
            return False
        own()
        m.discard_unbought(s, log)
        s.phase, s.turn, s.step = "quest", 0, "acquire"
        log.add(tr("{round}: quest phase", round=round_text(s)))
        return True
    if s.phase == "quest":
        if s.turn >= n:
            s.phase, s.turn, s.step = "rewards", 0, "start"
            return True
        seat = s.order[s.turn]
        if s.step == "manage" and not s.seats[seat]["quests"]:
            s.turn, s.step = s.turn + 1, "acquire"
            return True
        return False
    if s.phase == "rewards":
        if s.turn >= n:
            own()
            if s.tiles and s.step != "tiles":
                s.step = "tiles"  # a bonus tile due now comes before the end of the round
                tiles.resolve_due(s, log)
                return True
            end_round(s, log)
            return True
        seat = s.order[s.turn]
        if s.step == "start":
            own()
            q.advance_quests(s, seat, log)
            s.step = "collect"
            return True
        if merchant_options(s, seat):
            return False
        s.turn, s.step = s.turn + 1, "start"
        return True
    raise AssertionError(f"unknown phase {s.phase}")


def start_mine(s: FWState, log: Log) -> None:
    s.phase = "mine"
    s.mphase = solo.start_phase(s) if s.solo else start_mine_phase(tuple(s.order))
    log.add(tr("{round}: mine phase", round=round_text(s)))


def play_mine(s: FWState, action: Action, log: Log, own_seat: Callable[[int], None]) -> None:
    """A move or pass in the mine phase for the colour whose turn it is (``own_seat`` is
    called before a seat's pool changes: see ``Draft``)."""
    assert isinstance(s.mphase, MinePhase) and s.mine is not None
    step = apply_mine(s.mphase, s.mine, s.supply, action)
    s.mphase, s.mine, s.supply = step.phase, step.mine, dict(step.supply)
    for gainer, got in step.gains.items():
        if got:
            own_seat(gainer)
            pool = s.seats[gainer]["pool"]
            for rid, n in got.items():
                pool[rid] = pool.get(rid, 0) + n
    for note in step.notes:
        log.note(note)


def end_round(s: FWState, log: Log) -> None:
    """The end of a round: the game ends after the last one (nothing is cleared or dealt
    then); otherwise the offer is cleared (solo: pushed), the next round's cards are queued and
    its mine phase begins once they are out (or, at a change of stage, the new mine is laid)."""
    if s.round >= last_round(s):
        end_game(s, log)
        return
    if s.solo:
        if not stage_ends(s):  # else the change of stage empties the whole offer
            solo.push_offer(s, log)
    else:
        q.end_round_offer(s, log)
    reset_round_limits(s)
    for data in s.seats:
        for entry in data["quests"]:
            entry["rushed"] = 0
    s.market["spaces"] = {}
    s.round += 1
    new_stage = stage_begins(s)
    if new_stage:
        begin_stage(s, log)
    m.queue_reveals(s)
    if s.solo:
        solo.queue_deals(s)
    else:
        q.replenish_offer(s)
    if not new_stage:
        s.phase, s.mphase = "mine", None  # ``advance`` starts it after the reveals and deals


def end_game(s: FWState, log: Log) -> None:
    """After the last round: active quests fail as the rules say and the game is scored
    (solo: ``solo.end_game`` says how the challenge ended)."""
    if s.solo:
        solo.end_game(s, log)
        return
    for seat in s.order:
        for entry in list(s.seats[seat]["quests"]):
            why = tr("the game ends before it is done")
            q.fail_quest(s, seat, entry, log, why, at_end=True)
    s.phase = "over"
    totals = final_scores(s)
    winner = ranking(s)[0]
    over = tr("The game is over: {{0}} wins with {n} prestige", n=totals[winner])
    log.add(over, winner, "end")


def why_illegal(s: FWState, seat: int, action: Action) -> str:
    """The rule that forbids ``action`` now, in a player's words."""
    mine_turn = s.phase == "mine" or (s.pending and s.pending[0]["kind"] == "overseer")
    phase = s.mphase if isinstance(s.mphase, MinePhase) and not s.pending else None
    if s.phase == "mine" and phase is not None and phase.actor in phase.automated:
        assert s.mine is not None and phase.actor is not None
        return why_not_priority(s.mine, phase.actor, action) or tr(
            "move the automated colour first"
        )
    if mine_turn and isinstance(action, MoveOverseer) and s.mine is not None:
        try:
            start, end = hex_of(action.frm), hex_of(action.to)
        except IllegalAction as exc:
            return str(exc)
        problem = why_not_move(s.mine, seat, start, end)
        if problem:
            return problem
    if s.phase == "place" and isinstance(action, PlaceOverseer) and s.mine is not None:
        try:
            problem = why_not_place(s.mine, seat, hex_of(action.at))
        except IllegalAction as exc:
            return str(exc)
        if problem:
            return problem
    if s.pending:
        item = s.pending[0]
        if item["kind"] == "title" and isinstance(action, ChooseTitle):
            return tr("each of your champions needs a different title, one you do not hold yet")
        if item["kind"] == "spend" and isinstance(action, TileBuy):
            return tr(
                "{why} has {n} gold left, not enough for that", why=item["why"], n=item["count"]
            )
        return r.first_choose(item)
    if s.phase == "quest" and s.step == "manage" and isinstance(action, StartAhead):
        entry = next((e for e in s.seats[seat]["quests"] if e["id"] == action.quest), None)
        if entry is None:
            return tr("that quest is not one of your active quests")
        return champs.why_not_ahead(s, seat, entry, action.steps) or tr("not now")
    if s.phase == "quest" and isinstance(action, Equip):
        problem = q.why_not_equip(s, seat, action)
        if problem:
            return problem
    if s.phase == "quest" and s.step == "acquire" and not isinstance(action, TakeQuest | QuestPass):
        return tr("first take a quest from the offer or pass")
    if (
        s.phase == "market"
        and isinstance(action, Road | Clerk)
        and not m.space_free(s, m.space_of(s, action), seat)
    ):
        return tr(
            "you have used the {space} space this round: your two market actions take two"
            " different spaces",
            space=m.SPACE_NAMES[m.space_of(s, action)],
        )
    if s.phase == "market" and isinstance(action, Road):
        try:
            steps = q.road_steps(s, seat, action.quest)
        except IllegalAction as exc:
            return str(exc)
        if steps == 0:
            return tr("the road cannot finish a quest")
        return tr("the road rushes this quest 1 to {n} steps", n=steps)
    if s.phase == "market":
        space = m.space_of(s, action)
        if space and not m.space_free(s, space):
            return tr("the {space} space is already taken this round", space=m.SPACE_NAMES[space])
        return why_not_market(s, seat, action) or tr(
            "you cannot afford that, or it is not available in the market now"
        )
    if s.phase == "mine":
        return tr("in the mine you may move one of your overseers in a straight line, or pass")
    phase_name = tr(PHASE_NAMES[s.phase]).lower()
    return tr(
        "'{action}' is not a move you can make now ({phase})", action=action, phase=phase_name
    )


PHASE_RULES = {
    "wealth": "setup",
    "place": "setup",
    "mine": "mine",
    "market": "market",
    "quest": "quests",
    "rewards": "rewards",
}
"""The rules section that explains each phase (a refusal with nothing more precise)."""
PENDING_RULES = {"title": "champions", "spend": "bonus-tiles", "overseer": "overseer-move"}
"""The rules section of a choice waiting to be made (others are quest rewards)."""


def rule_of(s: FWState, action: Action) -> str | None:
    """The rules section that explains why ``why_illegal`` refuses ``action`` (same order)."""
    phase = s.mphase if isinstance(s.mphase, MinePhase) and not s.pending else None
    if s.phase == "mine" and phase is not None and phase.actor in phase.automated:
        return "solo"
    if isinstance(action, MoveOverseer):
        return "overseer-move"
    if isinstance(action, PlaceOverseer) and s.phase == "place":
        return "setup"
    if s.pending:
        return PENDING_RULES.get(s.pending[0]["kind"], "rewards")
    if isinstance(action, StartAhead):
        return "champions"
    return PHASE_RULES.get(s.phase)


# --- invariants ----------------------------------------------------------------------------------
def invariants(s: FWState) -> list[str]:
    c = content()
    bad: list[str] = []
    total = Counter(s.supply)
    for i, data in enumerate(s.seats):
        if data["gold"] < 0:
            bad.append(f"seat {i} has negative gold")
        for rid, n in data["pool"].items():
            if n < 0:
                bad.append(f"seat {i} has {n} {rid}")
            total[rid] += n
        for adv in data["advs"]:
            if not 1 <= adv["level"] <= c.rules.max_level:
                bad.append(f"seat {i} adventurer {adv['id']} has level {adv['level']}")
            if adv["weapon"] is not None:
                total.update(c.all_weapons[adv["weapon"]].cost)
                if adv["quest"] is None:
                    bad.append(f"seat {i} adventurer {adv['id']} holds a weapon off a quest")
            if adv["quest"] is not None:
                if adv["weapon"] is None:
                    bad.append(f"seat {i} adventurer {adv['id']} is on a quest unarmed")
                if not any(e["id"] == adv["quest"] for e in data["quests"]):
                    bad.append(f"seat {i} adventurer {adv['id']} is on an inactive quest")
        if len(data["quests"]) > c.rules.quest_trackers:
            bad.append(f"seat {i} has more than {c.rules.quest_trackers} active quests")
    if any(n < 0 for n in s.supply.values()):
        bad.append("the supply is negative")
    if dict(total) != initial_supply():
        bad.append(f"resource cubes not conserved: {dict(total)} != {initial_supply()}")
    advs = sum(len(d["advs"]) for d in s.seats) + s.adventurers_left
    if advs != c.rules.adventurer_tiles or s.adventurers_left < 0:
        bad.append(f"adventurer tiles not conserved ({advs})")
    if s.mine is not None:
        counts = Counter(s.mine.workers.values())
        for seat, n in counts.items():
            if n > WORKERS_PER_COLOUR:
                bad.append(f"seat {seat} has {n} workers in the mine")
        for seat, n in Counter(s.mine.overseers.values()).items():
            if n > OVERSEERS_PER_COLOUR:
                bad.append(f"seat {seat} has {n} overseers")
        if set(s.mine.workers) & set(s.mine.overseers):
            bad.append("a hex holds a worker and an overseer")
        if s.phase not in ("setup", "wealth", "place"):
            # Once placed, overseers never leave the stage's mine: every colour has all of
            # them (the solo game's automated colours too).
            placed = Counter(s.mine.overseers.values())
            for colour in range(solo.mine_players(s)):
                if placed[colour] != OVERSEERS_PER_COLOUR:
                    bad.append(f"mine colour {colour} has {placed[colour]} overseers placed")
    mk = s.market
    places = [
        *mk["weapon"],
        *mk["bonus"],
        *mk["single"],
        *(x for x in mk["up"].values() if x is not None),
        *mk["public"],
        *mk["discard"],
        *mk["removed"],
    ]
    for data in s.seats:
        places += [d for d in data["designs"] if d not in c.rules.player_cards]
        places += data["bonus"]
    places += [*mk.get("unused", ()), *mk.get("undealt", ())]
    if sorted(places) != sorted(market_cards_in_play(s)):
        bad.append("market cards not conserved")
    for design, seats in mk["claims"].items():
        if len(set(seats)) != len(seats):
            bad.append(f"a player claims {design} twice")
    qs = s.quests
    quest_places = [*(x for x in qs["offer"] if x), *qs["gone"]]
    quest_places += [qid for colour in q.DECK_ORDER for qid in qs.get(colour, ())]
    for data in s.seats:
        quest_places += [e["id"] for e in data["quests"]]
    if sorted(quest_places) != sorted(quest_cards_in_play(s)):
        bad.append("quest cards not conserved")
    if s.phase == "rewards" and not s.chance and not s.pending and s.step == "start":
        bad.append("the rewards step was left unresolved")
    return bad + epic_invariants(s)


def epic_invariants(s: FWState) -> list[str]:
    """Champion titles once each per player, attack tokens within the box, the stage's mine."""
    bad: list[str] = []
    for i, data in enumerate(s.seats):
        titles = [a["title"] for a in data["advs"] if a.get("title")]
        if len(set(titles)) != len(titles):
            bad.append(f"seat {i} holds a champion title twice")
        for adv in data["advs"]:
            if adv.get("title") and adv["level"] < content().rules.max_level:
                bad.append(f"seat {i} adventurer {adv['id']} is a champion below level 4")
            if adv.get("tokens") and adv["weapon"] is None:
                bad.append(f"seat {i} adventurer {adv['id']} keeps attack tokens without a weapon")
    if champs.tokens_in_use(s) > content().epic.attack_tokens:
        bad.append("more attack tokens in use than the box holds")
    if s.mine is not None and s.mine.board.stage != stage_of(s):
        bad.append(f"the mine is stage {s.mine.board.stage}'s in stage {stage_of(s)}")
    return bad
