"""Warparty as a Title: who acts, what is legal, applying moves, saving, and checking states."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable, Iterator
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.codec import decode, encode
from forgegames.core.errors import IllegalAction, Refusal
from forgegames.core.i18n import N_, count, ntr, tr
from forgegames.core.title import (
    CHANCE,
    TERMINAL,
    Choice,
    Event,
    GameConfig,
    ScoreLine,
    Stage,
    Status,
    Step,
    Title,
    TitleInfo,
    Variant,
)
from forgegames.games.warparty import (
    battles,
    combat,
    flow,
    hint_reasons,
    nouns,
    purchases,
    start,
)
from forgegames.games.warparty.actions import (
    CODEC,
    Answer,
    Buy,
    Concede,
    Deploy,
    EndCombat,
    EndMove,
    EndTurn,
    Fight,
    Found,
    Move,
    OfferMarginal,
    Order,
    Ready,
    Research,
    RetreatTo,
    RollOff,
    Shoot,
    Upgrade,
)
from forgegames.games.warparty.content import CONTENT_VERSION
from forgegames.games.warparty.economy import team_income
from forgegames.games.warparty.hidden import SECRET_FIELDS, hide_secrets
from forgegames.games.warparty.model import SIDES, army_name, other_side, side_of, team_name
from forgegames.games.warparty.moves import (
    apply_move,
    move_actions,
    move_event,
    move_or_refusal,
    why_not_move,
)
from forgegames.games.warparty.nouns import GONE
from forgegames.games.warparty.seating import battle_seat, side_army, team_seat
from forgegames.games.warparty.state import (
    PHASE_COLLECT,
    PHASE_COMBAT,
    PHASE_MOVE,
    PHASE_ORDER,
    PHASE_OVER,
    PHASE_ROLLOFF,
    PHASE_SETUP,
    WPState,
    evolve,
    stream_key,
)
from forgegames.games.warparty.victory import victory_points
from forgegames.games.warparty.world import World, world, world_at

ROLLOFF = ((RollOff("good"), 0.5), (RollOff("evil"), 0.5))
ACTION_RULES: dict[type, str] = {
    RollOff: "setup",
    Order: "setup",
    Ready: "setup",
    Deploy: "setup",
    Move: "movement",
    EndMove: "movement",
    Fight: "combat",
    EndCombat: "combat",
    Shoot: "ranged",
    RetreatTo: "retreat",
    combat.Target: "rows",
    combat.Roll: "combat",
    combat.RetreatRoll: "retreat",
    combat.Retreat: "retreat",
    combat.PressOn: "retreat",
    Buy: "economy",
    Research: "economy",
    EndTurn: "economy",
    Found: "cities",
    Upgrade: "capitals",
    Concede: "victory",
    OfferMarginal: "victory",
    Answer: "victory",
}
"""The rules section that explains a refused move of each kind."""


def refused(action: Action, why: str) -> IllegalAction:
    """The refusal of ``action`` with ``why``: explained by the section ``why`` names where it
    was worded (a ``Refusal``), else by the section of moves of its kind."""
    return IllegalAction(why, rule=getattr(why, "rule", None) or ACTION_RULES.get(type(action)))


TURN_WORDS = N_("Turn {n}")
"""Warparty counts turns (each a team's move, combat and collection), not rounds."""

PHASE_WORDS = {
    PHASE_ROLLOFF: "Roll-off",
    PHASE_ORDER: "Choosing who moves first",
    PHASE_SETUP: "Set-up",
    PHASE_MOVE: "movement",
    PHASE_COMBAT: "combat",
    PHASE_COLLECT: "collection and placement",
    PHASE_OVER: "Game over",
}
"""The status line's words for each phase (a team's phases follow the team's name)."""

INFO = TitleInfo(
    id="warparty",
    name="Warparty",
    min_players=2,
    max_players=4,
    variants=(
        Variant(
            "standard",
            "Standard",
            "The full war: 14 turns, victory points at the end. For a first game, Quick play "
            "is shorter.",
        ),
        Variant("short", "Short game", "The standard war over 12 turns."),
        Variant(
            "quick-play",
            "Quick play",
            "The short game the manual suggests for new players: a developed start (land, two "
            "cities, 30 crowns to spend) and 11 turns.",
        ),
        Variant(
            "quick-play-short",
            "Quick play, short",
            "The quick-play start over 9 turns: the shortest war, also good for a first game.",
        ),
    ),
    blurb="Good against Evil on a territory map: move armies, fight in rows, build cities.",
    turn_rule="turn-order",
)


_HOW_WORDS = {
    "capital burned": "The {team} team burned an enemy capital: a complete victory.",
    "economic victory": "The {team} team won an economic victory.",
    "victory points": (
        "After the last turn the {team} team had more victory points: a marginal victory."
    ),
    "income tie-break": (
        "Tied on victory points after the last turn: the {team} team wins on team income."
    ),
    "tied on points and income": (
        "Tied on victory points and on team income after the last turn: a draw."
    ),
    "surrender": "The other team surrendered: the {team} team wins.",
    "marginal victory by agreement": "The {team} team was granted a marginal victory by agreement.",
    "marginal defeat by agreement": (
        "The other team accepted a marginal defeat: the {team} team wins a marginal victory by "
        "agreement."
    ),
}
"""The results screen's words for each way a war ends (``WPState.how``)."""


class Places(frozenset[str]):
    """The territories' ids; a place may also be a stream between two ("a|b")."""

    def __contains__(self, place: object) -> bool:
        if not isinstance(place, str):
            return False
        parts = place.split("|")
        return len(parts) <= 2 and all(frozenset.__contains__(self, p) for p in parts)


@functools.cache
def known_ids(kind: str) -> frozenset[str]:
    """The ids a move's ``kind`` of field may name (territories, armies, upgrades, research
    lines), so a move naming another is refused as it is read."""
    content = world().content
    sheets = content.armies.values()
    if kind == "place":
        return Places(t.id for t in content.board.territories)
    if kind == "army":
        return frozenset(content.armies)
    if kind == "upgrade":
        return frozenset(u for s in sheets for u in s.upgrades)
    return frozenset(r for s in sheets for r in s.research)


KNOWING = CODEC.knowing(
    **{kind: functools.partial(known_ids, kind) for kind in ("place", "army", "upgrade", "line")}
)
"""The codec refusing, as a move is read, a place, an army, an upgrade or a research line the
game does not have, with the nearest ones. A move's destination and a unit bought are left to
the rules, whose refusals say more ("a Soldier in Kingsreach cannot reach 'atlantis' this
turn", "the Humans have no unit called 'dragon'") and name the rule."""


class WarpartyTitle(Title):
    info = INFO
    content_version = CONTENT_VERSION

    def __init__(self, data: World | None = None, version: int = CONTENT_VERSION) -> None:
        self._world = data
        self.content_version = version

    def at_version(self, version: int) -> WarpartyTitle:
        """Warparty on the world of content ``version`` (``world_at``: today's files with
        what data/warparty/versions.yaml says that version had instead)."""
        if version == self.content_version:
            return self
        try:
            return WarpartyTitle(world_at(version), version)
        except KeyError:
            return super().at_version(version)  # type: ignore[return-value]  # refuses it

    @property
    def world(self) -> World:
        if self._world is None:
            self._world = world()
        return self._world

    def hint_choices(self, state: WPState, seat: int, rng: Any = None) -> Iterator[Choice]:
        """The computer player's choices with its reasons, and ours (``hint_reasons``) where
        it gives none: every hint line says what its move gains or avoids."""
        generic = tr("the computer player's pick")
        for choice in super().hint_choices(state, seat, rng):
            if choice.reason == generic:
                better = hint_reasons.reason(state, self.world, choice.action)
                if better:
                    choice = dataclasses.replace(choice, reason=better)
            yield choice

    # --- who acts -----------------------------------------------------------------------------
    # --- scenarios (docs/scenarios.md, Warparty) ------------------------------------------------
    def scenario_position(
        self, position: dict[str, Any], config: GameConfig, seed: int, where: str
    ) -> WPState:
        """See ``scenario_position`` (the position vocabulary) and docs/scenarios.md."""
        from forgegames.games.warparty.scenario_position import scenario_position

        return scenario_position(self, position, config, seed, where)

    def scenario_facts(self, state: WPState) -> dict[str, Any]:
        from forgegames.games.warparty.scenario_position import scenario_facts

        return scenario_facts(self, state)

    def new_game(self, config: GameConfig) -> WPState:
        if config.players not in start.SEATING:
            raise ValueError("Warparty is for 2 to 4 players")
        if config.variant not in {v.id for v in INFO.variants}:
            raise ValueError(f"unknown variant '{config.variant}'")
        return start.new_state(self.world, config.players, config.variant)

    def current_player(self, state: WPState) -> int:
        memo = state.memo
        who = memo.get("who")
        if who is None:
            who = memo["who"] = self._current_player(state)
        return who

    def _current_player(self, state: WPState) -> int:
        if state.phase == PHASE_OVER:
            return TERMINAL
        if state.phase == PHASE_ROLLOFF or state.rolling:
            return CHANCE
        if state.offer:
            return state.seat_of(SIDES[other_side(state.offer)][0])
        if state.battle is not None:
            who = combat.current_player(state.battle)
            if who == CHANCE:
                return CHANCE
            return state.seat_of(side_army(state, who))
        if state.retreat:
            return state.seat_of(state.unit(state.retreat[0][0]).army)
        return state.seat_of(state.actor)

    def chance_outcomes(self, state: WPState) -> list[tuple[Action, float]]:
        if state.phase == PHASE_ROLLOFF:
            return list(ROLLOFF)
        if state.rolling:
            return list(combat.ROLL_OUTCOMES)
        if state.battle is not None:
            return list(combat.chance_outcomes(state.battle))
        return []

    # --- what is legal ------------------------------------------------------------------------
    def legal_actions(self, state: WPState) -> list[Action]:
        return list(self._legal_list(state))

    def _legal_list(self, state: WPState) -> list[Action]:
        """``legal_actions``, remembered (not to be changed)."""
        memo = state.memo
        found = memo.get("legal")
        if found is None:
            found = memo["legal"] = self._legal(state)
        return found

    def _legal(self, state: WPState) -> list[Action]:
        if self.current_player(state) < 0:
            return []
        w = self.world
        if state.offer:
            return [Answer(True), Answer(False)]
        if state.phase == PHASE_ORDER:
            return [Order("first"), Order("second")]
        if state.battle is not None:
            return combat.legal_actions(state.battle)
        if state.retreat:
            return [RetreatTo(p) for p in battles.retreat_options(state, w)]
        if state.phase == PHASE_SETUP:
            return self._setup_actions(state)
        if state.phase == PHASE_MOVE:
            return move_actions(state, w, _AFTER_MOVES)
        if state.phase == PHASE_COMBAT:
            return [*self._combat_actions(state), *_TALKS]
        return self._buying(state, _AFTER_PURCHASES)

    def _buying(self, state: WPState, then: Iterable[Action] = ()) -> list[Action]:
        """The acting armies' purchases, followed by ``then``."""
        out: list[Action] = []
        for army in start.acting(state):
            out += purchases.purchases(state, self.world, army)
        out += then
        return out

    def _setup_actions(self, state: WPState) -> list[Action]:
        out: list[Action] = []
        for army in start.acting(state):
            out += [Found(army, p) for p in start.setup_city_places(state, self.world, army)]
        out += self._buying(state)
        out += start.deploy_actions(state, self.world)
        if start.why_not_ready(state, self.world) is None:
            out.append(Ready())
        return out

    def _combat_actions(self, state: WPState) -> list[Action]:
        out: list[Action] = [Fight(p) for p in state.battles]
        out += shots(state, self.world)
        if not state.battles:
            out.append(_END_COMBAT)
        return out

    # --- applying moves -----------------------------------------------------------------------
    def apply(self, state: WPState, action: Action) -> Step:
        if type(action) is Move and self._why_not_moving(state) is None:
            # judged and made in one go (most of a game's moves)
            after = move_or_refusal(state, self.world, action)
            if isinstance(after, str):
                raise refused(action, after)
            return Step(after, (move_event(state, self.world, action),))
        why = self.why_not(state, action)
        if why:
            raise refused(action, why)
        new, events = self._do(state, action)
        return Step(new, tuple(events))

    def why_not(self, state: WPState, action: Action) -> str | None:
        """The rule that forbids ``action`` now, or None when it is legal."""
        if isinstance(action, Move):
            return self._why_not_moving(state) or why_not_move(state, self.world, action)
        if isinstance(action, Deploy):
            return self._why_not_deploying(state, action)
        who = self.current_player(state)
        if who == TERMINAL:
            return tr("the game is over")
        if who == CHANCE:
            outcomes = self.chance_outcomes(state)
            if any(action is a for a, _ in outcomes) or action in dict(outcomes):
                return None
            return tr("the dice decide this: it is not a player's move")
        # a move picked from the legal list is that very object: found without hashing them all
        if any(a is action for a in self._legal_list(state)) or action in self._legal_set(state):
            return None
        return self._refusal(state, action)

    def _why_not_moving(self, state: WPState) -> str | None:
        """Why no unit may move now (the units and the destination aside), or None."""
        who = self.current_player(state)
        if who == TERMINAL:
            return tr("the game is over")
        if who == CHANCE:
            return tr("the dice decide this: it is not a player's move")
        if state.offer:
            return tr(
                N_("the offer of a marginal defeat must be answered first")
                if state.offered == "defeat"
                else N_("the offer of a marginal victory must be answered first")
            )
        if state.phase != PHASE_MOVE or state.battle is not None:
            return tr("units move only in their team's movement phase")
        return None

    def _why_not_deploying(self, state: WPState, action: Deploy) -> str | None:
        """Why units may not be placed so in the quick-play set-up (any of a stack's units may
        go, not only the first or all that the legal list offers)."""
        who = self.current_player(state)
        if who == TERMINAL:
            return tr("the game is over")
        if who == CHANCE:
            return tr("the dice decide this: it is not a player's move")
        return start.why_not_deploy(state, self.world, action.units, action.place)

    def _legal_set(self, state: WPState) -> frozenset[Action]:
        if "legal-set" not in state.memo:
            state.memo["legal-set"] = frozenset(self._legal_list(state))
        return state.memo["legal-set"]

    def _refusal(self, state: WPState, action: Action) -> str:
        w = self.world
        if isinstance(action, (Buy, Upgrade, Research, Found)) and (
            state.phase not in (PHASE_COLLECT, PHASE_SETUP)
            or action.army not in start.acting(state)
        ):
            return tr(
                "the {army} buy only in their own placement phase", army=army_name(action.army)
            )
        if isinstance(action, Buy):
            return purchases.why_not_buy(state, w, action.army, action.unit, action.place) or tr(
                _not_now
            )
        if isinstance(action, Upgrade):
            return purchases.why_not_upgrade(state, w, action.army, action.upgrade) or tr(_not_now)
        if isinstance(action, Research):
            return purchases.why_not_research(state, w, action.army, action.line) or tr(_not_now)
        if isinstance(action, Found):
            if state.phase == PHASE_SETUP:
                why = start.why_not_setup_city(state, w, action.army, action.place)
            else:
                why = purchases.why_not_found(state, w, action.army, action.place)
            return why or tr(_not_now)
        if isinstance(action, Ready):
            return start.why_not_ready(state, self.world) or tr(_not_now)
        if isinstance(action, EndCombat) and state.battles:
            return tr("every battle must be fought before combat ends")
        if isinstance(action, Shoot):
            return why_not_shoot(state, w, action) or tr(
                "a ranged attack goes into a neighbouring territory where enemies stand"
            )
        if isinstance(action, RetreatTo):
            words = battles.why_not_retreat_to(state, w, action.place)
            return Refusal(words, rule="retreat")
        if state.battle is not None:
            try:
                combat.apply(state.battle, action)
            except IllegalAction as exc:
                return Refusal(str(exc), exc.rule)
        return tr(_not_now)

    def _do(self, state: WPState, action: Action) -> tuple[WPState, list]:
        w = self.world
        kind = type(action)
        if kind is RollOff:
            return start.rolled_off(state, action.side)
        if kind is Order:
            return start.ordered(state, w, action.choice == "first")
        if state.rolling:
            return purchases.research_roll(state, w, action.value)
        if state.battle is not None:
            return self._battle_step(state, action)
        handler = _HANDLERS[kind]
        return handler(state, w, action)

    def stages(self, state: WPState, action: Action) -> list[Stage]:
        """A battle step that ends the battle in two parts: the step itself, the battle panel
        still showing how it ended, then the battle's result on the map (the fallen taken off,
        the attackers sent back); any other move whole."""
        step = self.apply(state, action)
        if state.battle is not None and step.state.battle is None and not state.rolling:
            last, said = self._battle_only(state, action)
            if list(step.events[: len(said)]) == said and last != step.state:
                return [Stage(last, tuple(said)), Stage(step.state, step.events[len(said) :])]
        return [Stage(step.state, step.events)]

    def _battle_only(self, state: WPState, action: Action) -> tuple[WPState, list]:
        """A legal battle step's own changes and events, before a battle it ends is settled."""
        battle, said = combat.apply(state.battle, action)
        events = [Event(e.text, battle_seat(state, e), "battle") for e in said]
        return evolve(state, battle=battle), events

    def _battle_step(self, state: WPState, action: Action) -> tuple[WPState, list]:
        state, events = self._battle_only(state, action)
        battle = state.battle
        if combat.is_over(battle):
            state, more = battles.finish(state, self.world)
            left = battles.battle_places(state)
            state = evolve(state, battles=tuple(b for b in state.battles if b in left))
            events += more
        return state, events

    # --- the rest of the protocol ----------------------------------------------------------------
    def view(self, state: WPState, seat: int) -> WPState:
        """Other seats' secrets hidden (``hidden.SECRET_FIELDS``: none in part 1)."""
        return hide_secrets(state, seat)

    def has_private_info(self, state: WPState) -> bool:
        """A seat's screen shows its secrets once it holds any (the curtain then hides them)."""
        return any(getattr(state, name) for name in SECRET_FIELDS)

    def scores(self, state: WPState) -> list[float]:
        out = []
        for armies in state.seats:
            side = side_of(armies[0])
            if state.phase == PHASE_OVER:
                out.append(0.5 if state.winner == "draw" else float(state.winner == side))
            else:
                income = team_income(state, self.world.geo, self.world.armies, side)
                out.append(victory_points(state, side) + income / 1000)
        return out

    def score_breakdown(self, state: WPState) -> list[ScoreLine]:
        scores = self.scores(state)
        lines = []
        for seat, armies in enumerate(state.seats):
            side = side_of(armies[0])
            income = team_income(state, self.world.geo, self.world.armies, side)
            parts = (
                (tr("Victory points"), float(victory_points(state, side))),
                (tr("Team income"), float(income)),
            )
            won = state.winner == side or (state.winner == "draw")
            lines.append(ScoreLine(seat, scores[seat], parts, won and state.phase == PHASE_OVER))
        return sorted(lines, key=lambda line: -line.total)

    def first_movers(self, opening: WPState, final: WPState) -> tuple[int, ...]:
        """The seats of the team that moved first (the roll-off winner's choice)."""
        return tuple(i for i, armies in enumerate(final.seats) if side_of(armies[0]) == final.first)

    def deciding_note(self, state: WPState) -> tuple[str, tuple[int, ...]] | None:
        """How the war was won (or drawn), naming the winning team."""
        if state.phase != PHASE_OVER or not state.winner:
            return None
        seats = tuple(
            seat
            for seat, armies in enumerate(state.seats)
            if state.winner == "draw" or side_of(armies[0]) == state.winner
        )
        text = _HOW_WORDS.get(state.how, "The {team} team wins.")
        return tr(text, team=team_name(state.winner)), seats

    def score_words(self, total: float) -> str:
        if total == 0.5:
            return tr("Draw")
        return tr("Victory") if total == 1 else tr("Defeat")

    def parse_action(self, text: str) -> Action:
        return KNOWING.parse(text)

    def to_json(self, state: WPState) -> dict[str, Any]:
        return encode(state)

    def from_json(self, data: dict[str, Any]) -> WPState:
        return decode(WPState, data)

    def check_invariants(self, state: WPState) -> list[str]:
        from forgegames.games.warparty.invariants import broken

        return broken(state, self.world)

    def check_content(self) -> None:
        from forgegames.games.warparty.content import check_content

        check_content()

    def seat_roles(self, players: int, variant: str) -> list[str]:
        """Each seat's armies for this many players, e.g. "Humans and Dwarves"."""
        return [_armies_words(armies) for armies in start.SEATING.get(players, ())]

    def seat_note(self, state: WPState, seat: int) -> str:
        """The armies ``seat`` commands, e.g. "(Humans and Dwarves)"."""
        if not 0 <= seat < len(state.seats):
            return ""
        return tr("({armies})", armies=_armies_words(state.seats[seat]))

    def status(self, state: WPState) -> Status:
        words = tr(PHASE_WORDS[state.phase])
        if state.battle is not None:
            words = tr("battle in {place}", place=battles.place_name(self.world, state.fight))
        if state.phase in (PHASE_MOVE, PHASE_COMBAT, PHASE_COLLECT):
            team = team_name(state.side)
            words = tr("{team} team · {words}", team=team, words=words)
        return Status(state.turn if state.clock else None, words, TURN_WORDS)

    def describe_action(self, state: WPState, action: Action) -> str:
        from forgegames.games.warparty.describe import describe

        return describe(state, self.world, action)

    def losses(self, state: WPState, action: Action) -> list[str]:
        if isinstance(action, Ready):
            return start.setup_losses(state, self.world)
        if isinstance(action, EndTurn):
            return self._unspent(state)
        if isinstance(action, Concede):
            return [tr("the game: the other team wins outright")]
        if isinstance(action, EndMove):
            left = len([u for u in _mine(state) if not u.moved and not u.tired])
            return (
                [
                    ntr(
                        left,
                        "the move of {n} unit that has not moved yet",
                        "the moves of {n} units that have not moved yet",
                    )
                ]
                if left and _any_moved(state)
                else []
            )
        return []

    def _unspent(self, state: WPState) -> list[str]:
        """Ending a seat's buying while one of its two armies could still buy units: that
        army's crowns wait a whole turn (a player buying for one army forgets the other)."""
        group = start.acting(state)
        if len(group) < 2:
            return []
        buyers = {a.army for a in self.legal_actions(state) if isinstance(a, Buy)}
        crowns = {army: state.army(army).treasury for army in group if army in buyers}
        return [
            tr(
                "{army}: {crowns} unspent this turn, enough to buy units",
                army=army_name(army),
                crowns=count(n, "crown", "crowns"),
            )
            for army, n in crowns.items()
        ]

    def bots(self):
        from forgegames.games.warparty.bots import BOTS, GreedyBot
        from forgegames.games.warparty.easy_bot import EasyBot

        data = None if self._world is None or self._world is world() else self.world
        return {  # gentlest first: the launcher's seat button cycles in this order
            "random": BOTS["random"],
            "easy": lambda seat: EasyBot(data),
            "greedy": BOTS["greedy"] if data is None else lambda seat: GreedyBot(data),
        }

    def describe_bot(self, kind: str) -> str:
        from forgegames.games.warparty.bots import describe_bot
        from forgegames.games.warparty.easy_bot import describe_easy

        if kind == "easy":
            return describe_easy()
        return describe_bot(kind) or super().describe_bot(kind)


_END_MOVE, _END_TURN, _END_COMBAT = EndMove(), EndTurn(), EndCombat()
_TALKS = (Concede(), OfferMarginal("victory"), OfferMarginal("defeat"))
"""Moves without fields, made once (legal moves are listed again and again)."""
_AFTER_MOVES = (_END_MOVE, *_TALKS)
"""What the movement phase's legal list offers after the unit moves."""
_AFTER_PURCHASES = (_END_TURN, *_TALKS)
"""What the placement phase's legal list offers after the purchases."""

_not_now = N_("that move is not allowed at this point of the turn")


def _mine(state: WPState):
    acting = set(start.acting(state))
    return [u for u in state.units if u.army in acting]


def _any_moved(state: WPState) -> bool:
    return any(u.moved for u in _mine(state))


def shots(state: WPState, w: World) -> list[Shoot]:
    """Ranged attacks the moving team may make now: its units with a ranged attack that have
    not fought or shot this turn and are not sitting out a retreat (a rough-terrain penalty
    costs only moves), from a place without a battle, into a neighbouring place where enemies
    stand (``shot_targets``: streams included)."""
    fights = set(battles.battle_places(state))
    ready: dict[str, list[int]] = {}
    team = SIDES[state.side]
    ranged: dict[tuple[str, str], bool] = {}
    for u in state.units:
        if u.fought or u.army not in team or u.place in fights:
            continue
        if u.retreated and w.retreat_sits_out or u.across and not w.stream_shots:
            continue
        shoots = ranged.get((u.army, u.kind))
        if shoots is None:
            shoots = ranged[u.army, u.kind] = w.armies.unit(u.army, u.kind).ranged is not None
        if shoots:
            ready.setdefault(u.place, []).append(u.uid)
    out: list[Shoot] = []
    for here, uids in sorted(ready.items()):
        for there in shot_targets(w, here):
            if any(side_of(u.army) != state.side for u in state.units_at(there)):
                out.append(Shoot(tuple(uids), there))
                if len(uids) > 1:
                    out += [Shoot((uid,), there) for uid in uids]
    return out


def shot_targets(w: World, here: str) -> list[str]:
    """The places a unit at ``here`` may shoot into, sorted: from a territory, its neighbours
    and the streams on its borders (units standing on a stream may be attacked); from a
    stream (``a|b``), its two banks. (``World.stream_shots`` False, before content version 3:
    from a territory its neighbours only, from a stream nowhere.)"""
    if "|" in here:
        return sorted(here.split("|")) if w.stream_shots else []
    links = w.geo.links[here]
    if not w.stream_shots:
        return sorted(links)
    streams = [stream_key(here, there) for there, way in links.items() if way == "stream"]
    return sorted([*links, *streams])


def why_not_shoot(state: WPState, w: World, action: Shoot) -> str | None:
    """Why the ranged attack ``action`` is refused (None when ``shots`` offers it)."""
    if state.phase != PHASE_COMBAT or state.battle is not None or state.retreat:
        return tr("ranged attacks are made in the combat phase, between battles")
    fights = set(battles.battle_places(state))
    for uid in action.units:
        try:
            u = state.unit(uid)
        except KeyError:
            return tr(GONE)
        if side_of(u.army) != state.side:
            return tr("only the team whose turn it is makes ranged attacks")
        found = nouns.on_the_map(w, u)
        if u.retreated and w.retreat_sits_out:
            return tr("{unit} retreated and sits out this turn", unit=found)
        if w.armies.unit(u.army, u.kind).ranged is None:
            return tr("{unit} has no ranged attack", unit=found)
        if u.fought:
            return tr("{unit} has fought or shot already this turn", unit=found)
        if u.place in fights:
            return tr("{unit} is in a battle and cannot shoot out of it", unit=found)
        if u.across and not w.stream_shots:
            return tr(
                "under this game's older rules, {unit} cannot shoot from a stream", unit=found
            )
    places = {state.unit(uid).place for uid in action.units}
    if not places:
        return tr("name the units that shoot")
    if len(places) > 1:
        return tr("units that shoot together stand in the same place")
    if action.place not in shot_targets(w, places.pop()):
        if "|" in action.place and not w.stream_shots:
            return tr("under this game's older rules, units on a stream cannot be shot at")
        return tr("a ranged attack reaches only a neighbouring territory or a stream beside it")
    return None


def _move(state: WPState, w: World, action: Move):
    return apply_move(state, w, action), [move_event(state, w, action)]


def _end_move(state: WPState, w: World, action: EndMove):
    return flow.end_movement(state, w)


def _fight(state: WPState, w: World, action: Fight):
    return battles.start_battle(state, w, action.place)


def _shoot(state: WPState, w: World, action: Shoot):
    return battles.start_volley(state, w, action.units, action.place)


def _retreat_to(state: WPState, w: World, action: RetreatTo):
    return battles.send_retreat(state, w, action.place)


def _end_combat(state: WPState, w: World, action: EndCombat):
    return flow.end_combat(state, w)


def _buy(state: WPState, w: World, action: Buy):
    return purchases.buy(state, w, action)


def _found(state: WPState, w: World, action: Found):
    if state.phase == PHASE_SETUP:
        return start.found_setup_city(state, w, action.army, action.place)
    return purchases.found(state, w, action)


def _upgrade(state: WPState, w: World, action: Upgrade):
    return purchases.upgrade(state, w, action)


def _research(state: WPState, w: World, action: Research):
    return purchases.pay_research(state, w, action)


def _end_turn(state: WPState, w: World, action: EndTurn):
    return flow.end_purchases(state, w)


def _deploy(state: WPState, w: World, action: Deploy):
    return start.deploy(state, w, action.units, action.place)


def _ready(state: WPState, w: World, action: Ready):
    return start.end_setup_group(state, w)


def _concede(state: WPState, w: World, action: Concede):
    winner = other_side(state.side)
    over = evolve(state, winner=winner, how="surrender", phase=PHASE_OVER)
    text = tr(
        "The {team} team surrenders: the {winner} team wins.",
        team=team_name(state.side),
        winner=team_name(winner),
    )
    return over, [Event(text, team_seat(state, state.side), "result")]


def _offer(state: WPState, w: World, action: OfferMarginal):
    other = other_side(state.side)
    words = (
        N_("The {team} team offers the {other} team a marginal defeat.")
        if action.outcome == "defeat"
        else N_("The {team} team offers the {other} team a marginal victory.")
    )
    text = tr(words, team=team_name(state.side), other=team_name(other))
    event = Event(text, team_seat(state, state.side), "move")
    return evolve(state, offer=state.side, offered=action.outcome), [event]


def _answer(state: WPState, w: World, action: Answer):
    taker = other_side(state.offer)
    seat = team_seat(state, taker)
    if not action.accept:
        text = tr("The {team} team declines: the war goes on.", team=team_name(taker))
        return evolve(state, offer="", offered=""), [Event(text, seat, "move")]
    if state.offered == "defeat":
        winner, how = state.offer, "marginal defeat by agreement"
        text = tr(
            "The {team} team accepts a marginal defeat: the {winner} team wins a marginal "
            "victory by agreement.",
            team=team_name(taker),
            winner=team_name(winner),
        )
    else:
        winner, how = taker, "marginal victory by agreement"
        text = tr("The {team} team accepts a marginal victory by agreement.", team=team_name(taker))
    over = evolve(state, offer="", offered="", winner=winner, how=how, phase=PHASE_OVER)
    return over, [Event(text, seat, "result")]


_HANDLERS = {
    Move: _move,
    EndMove: _end_move,
    Fight: _fight,
    Shoot: _shoot,
    RetreatTo: _retreat_to,
    EndCombat: _end_combat,
    Buy: _buy,
    Found: _found,
    Upgrade: _upgrade,
    Research: _research,
    EndTurn: _end_turn,
    Deploy: _deploy,
    Ready: _ready,
    Concede: _concede,
    OfferMarginal: _offer,
    Answer: _answer,
}


def _armies_words(armies: tuple[str, ...]) -> str:
    """ "Humans and Dwarves": the armies one seat commands."""
    return tr(" and ").join(army_name(a) for a in armies)
