"""Warparty as a Title: who acts, what is legal, applying moves, saving, and checking states."""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.codec import decode, encode
from forgegames.core.i18n import N_, listing, ntr, tr
from forgegames.core.moves import apply_move
from forgegames.core.title import (
    CHANCE,
    TERMINAL,
    Choice,
    GameConfig,
    ScoreLine,
    Stage,
    Status,
    Step,
    Title,
)
from forgegames.games.warparty import (
    battles,
    combat,
    dungeons,
    flow,
    heroes,
    hint_reasons,
    move_table,
    purchases,
    quests,
    spells,
    start,
    treasure,
    treasure_stash,
    treasure_use,
    victory,
)
from forgegames.games.warparty.actions import (
    CODEC,
    TALKS,
    Answer,
    Concede,
    EndCombat,
    EndMove,
    EndTurn,
    Explore,
    Fight,
    Found,
    LeaveDungeon,
    Move,
    OfferMarginal,
    Order,
    Ready,
    RetreatTo,
    RollOff,
)
from forgegames.games.warparty.content import CONTENT_VERSION
from forgegames.games.warparty.economy import team_income
from forgegames.games.warparty.hidden import SECRET_FIELDS, hide_secrets
from forgegames.games.warparty.info import INFO
from forgegames.games.warparty.model import SIDES, army_name, other_side, side_of, team_name
from forgegames.games.warparty.move_table import battle_part
from forgegames.games.warparty.moves import (
    move_actions,
    why_not_move,
)
from forgegames.games.warparty.seating import side_army
from forgegames.games.warparty.shooting import shots
from forgegames.games.warparty.state import (
    PHASE_COLLECT,
    PHASE_COMBAT,
    PHASE_MOVE,
    PHASE_ORDER,
    PHASE_OVER,
    PHASE_QUESTS,
    PHASE_ROLLOFF,
    PHASE_SETUP,
    WPState,
)
from forgegames.games.warparty.victory import victory_points
from forgegames.games.warparty.world import World, world, world_at

ROLLOFF = ((RollOff("good"), 0.5), (RollOff("evil"), 0.5))
TURN_WORDS = N_("Turn {n}")
"""Warparty counts turns (each a team's move, combat and collection), not rounds."""

PHASE_WORDS = {
    PHASE_ROLLOFF: "Roll-off",
    PHASE_ORDER: "Choosing who moves first",
    PHASE_QUESTS: "Secret quests",
    PHASE_SETUP: "Set-up",
    PHASE_MOVE: "movement",
    PHASE_COMBAT: "combat",
    PHASE_COLLECT: "collection and placement",
    PHASE_OVER: "Game over",
}
"""The status line's words for each phase (a team's phases follow the team's name)."""

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
    hint_search = (12, 4, 3)
    """Its playouts are slow: the hint searches less."""

    def __init__(self, data: World | None = None, version: int = CONTENT_VERSION) -> None:
        self._world = data
        self.content_version = version
        self.moves = move_table.table(self)

    def at_version(self, version: int) -> WarpartyTitle:
        """Warparty on the world of content ``version`` (``world_at``: today's files with
        what data/warparty/versions.yaml says that version had instead)."""
        if version == self.content_version:
            return self
        try:
            return WarpartyTitle(world_at(version), version)
        except KeyError:
            return super().at_version(version)  # type: ignore[return-value]  # refuses it

    def load_world(self) -> World:
        return world()

    def hint_choices(self, state: WPState, seat: int, rng: Any = None) -> Iterator[Choice]:
        """The computer player's choices with its reasons, and ours (``hint_reasons``) where
        it gives none: every hint line says what its move gains or avoids."""
        generic = tr("the computer player's pick")
        for choice in super().hint_choices(state, seat, rng):
            if choice.reason == generic:
                better = hint_reasons.reason(state, self.world, choice.action)
                if better:
                    choice = dataclasses.replace(choice, reason=better)
            notes = hint_reasons.monster_notes(state, self.world, choice.action)
            notes = notes or hint_reasons.unguarded_notes(state, self.world, choice.action)
            if notes:
                choice = dataclasses.replace(choice, reason=f"{choice.reason}. {notes}")
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
        if state.phase == PHASE_QUESTS and quests.due_deal(state, self.world):
            return CHANCE
        if state.offer:
            return state.seat_of(SIDES[other_side(state.offer)][0])
        if state.battle is not None:
            who = combat.current_player(state.battle)
            if who == CHANCE or dungeons.monsters_choose(state):
                return CHANCE
            return state.seat_of(side_army(state, who))
        if dungeons.chance_due(state) or treasure.draw_due(state, self.world):
            return CHANCE
        if state.retreat:
            return state.seat_of(state.unit(state.retreat[0][0]).army)
        return state.seat_of(state.actor)

    def chance_outcomes(self, state: WPState) -> list[tuple[Action, float]]:
        if state.phase == PHASE_ROLLOFF:
            return list(ROLLOFF)
        if state.rolling:
            return list(combat.ROLL_OUTCOMES)
        if state.phase == PHASE_QUESTS and quests.due_deal(state, self.world):
            return list(quests.deal_outcomes(state, self.world))  # else: the seats keep theirs
        if state.battle is not None:
            if dungeons.monsters_choose(state):
                return dungeons.monster_moves(state)  # type: ignore[return-value]
            return list(combat.chance_outcomes(state.battle))
        if dungeons.chance_due(state):
            return dungeons.outcomes(state, self.world)  # type: ignore[return-value]
        if treasure.draw_due(state, self.world):
            return list(treasure.outcomes(state, self.world))
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
        if state.phase == PHASE_QUESTS:
            return list(quests.keep_choices(state, w))
        if state.battle is not None:
            found = [*combat.legal_actions(state.battle), *spells.casts(state, w)]
            found += treasure_use.uses(state, w)
            return [*found, _LEAVE] if dungeons.may_leave(state) else found
        if state.retreat:
            return [RetreatTo(p) for p in battles.retreat_options(state, w)]
        if state.phase == PHASE_SETUP:
            return self._setup_actions(state)
        if state.phase == PHASE_MOVE:
            moves = move_actions(state, w, _AFTER_MOVES)
            if state.stash:
                moves = [*treasure_stash.moves(state, w), *moves]
            return [*moves, *spells.casts(state, w)] if state.spells else moves
        if state.phase == PHASE_COMBAT:
            return [*self._combat_actions(state), *_TALKS]
        return self._buying(state, _AFTER_PURCHASES)

    def _buying(self, state: WPState, then: Iterable[Action] = ()) -> list[Action]:
        """The acting armies' purchases, followed by ``then``; only their heroes' spell
        choices while any is owed (a caster chooses at once when bought or levelled)."""
        choosing: list[Action] = heroes.choices(state, self.world, start.acting(state))
        if choosing:  # surrender and peace offers stay open
            return choosing + [a for a in then if isinstance(a, TALKS)]
        out: list[Action] = []
        for army in start.acting(state):
            out += purchases.purchases(state, self.world, army)
        if state.spells and state.phase == PHASE_COLLECT:
            out += spells.casts(state, self.world)
        if state.stash:
            out += treasure_stash.moves(state, self.world)
        out += then
        return out

    def _setup_actions(self, state: WPState) -> list[Action]:
        out: list[Action] = []
        for army in start.acting(state):
            out += [Found(army, p) for p in start.setup_city_places(state, self.world, army)]
        choosing = heroes.choices(state, self.world, start.acting(state))
        if choosing:
            return choosing
        out += self._buying(state)
        out += start.deploy_actions(state, self.world)
        if start.why_not_ready(state, self.world) is None:
            out.append(Ready())
        return out

    def _combat_actions(self, state: WPState) -> list[Action]:
        out: list[Action] = [Explore(p) for p in dungeons.explore_places(state, self.world)]
        out += [Fight(p) for p in state.battles]
        out += shots(state, self.world)
        if state.spells:
            out += spells.casts(state, self.world)
        if not state.battles:
            out.append(_END_COMBAT)
        return out

    # --- applying moves -----------------------------------------------------------------------
    def apply(self, state: WPState, action: Action) -> Step:
        return apply_move(self.moves, state, action)

    def why_not(self, state: WPState, action: Action) -> str | None:
        """The rule that forbids ``action`` now (words and section), or None when it is legal."""
        why = self.moves.refusal(state, action)
        if why is None and isinstance(action, Move):
            return why_not_move(state, self.world, action)  # judged as it is made
        return why

    def listed(self, state: WPState, action: Action) -> bool:
        """Whether ``action`` is among the legal moves (a move picked from the legal list is
        that very object: found without hashing them all)."""
        return any(a is action for a in self._legal_list(state)) or action in self._legal_set(state)

    def _legal_set(self, state: WPState) -> frozenset[Action]:
        if "legal-set" not in state.memo:
            state.memo["legal-set"] = frozenset(self._legal_list(state))
        return state.memo["legal-set"]

    def stages(self, state: WPState, action: Action) -> list[Stage]:
        """A move that ends the battle (a battle step, a spell, a treasure, leaving a dungeon)
        in two parts: the move itself, the battle panel still showing how it ended, then the
        battle's result on the map (the fallen taken off, the attackers sent back); any other
        move whole. Each part is the engine's own (``move_table.battle_part``)."""
        step = self.apply(state, action)
        first = battle_part(state, self.world, action) if step.state.battle is None else None
        if first is not None:
            last, said = first
            if list(step.events[: len(said)]) == said and last != step.state:
                return [Stage(last, tuple(said)), Stage(step.state, step.events[len(said) :])]
        return [Stage(step.state, step.events)]

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

    def card_facts(self, file: str, card_id: str) -> str:
        from forgegames.games.warparty.card_facts import card_facts

        content = self.world.content
        return card_facts(content.decks, file, card_id, content.spells, content.dungeons.dungeons)

    def seat_roles(self, players: int, variant: str) -> list[str]:
        """Each seat's armies for this many players, e.g. "Humans and Dwarves"."""
        return [_armies_words(armies) for armies in start.SEATING.get(players, ())]

    def seat_note(self, state: WPState, seat: int) -> str:
        """The armies ``seat`` commands, e.g. "(Humans and Dwarves)"."""
        if not 0 <= seat < len(state.seats):
            return ""
        return tr("({armies})", armies=_armies_words(state.seats[seat]))

    def status(self, state: WPState) -> Status:
        words = self._phase_words(state)
        if state.phase in (PHASE_MOVE, PHASE_COMBAT, PHASE_COLLECT):
            team = team_name(state.side)
            words = tr("{team} team · {words}", team=team, words=words)
        return Status(state.turn if state.clock else None, words, TURN_WORDS)

    def short_statuses(self, state: WPState) -> tuple[str, ...]:
        """The status with the team's short name ("Turn 6 · Good · movement"): the turn and
        the team stay, since a newcomer looks there for whose turn it is (issue 39: the
        Spanish bar at 1024x640 once kept only the phase)."""
        if state.phase not in (PHASE_MOVE, PHASE_COMBAT, PHASE_COLLECT):
            return ()
        status = self.status(state)
        team = team_name(state.side)
        forms = [self._phase_words(state)]
        if state.battle is not None:  # then without its place, which the battle panel names
            forms.append(tr("battle"))
        return tuple(
            " · ".join(p for p in (status.lead, status.count_words(), t) if p)
            for t in (tr("{team} · {words}", team=team, words=w) for w in forms)
        )

    def _phase_words(self, state: WPState) -> str:
        """The phase's words in the status line (a battle's names its place)."""
        if state.battle is not None:
            return tr("battle in {place}", place=battles.place_name(self.world, state.fight))
        return tr(PHASE_WORDS[state.phase])

    def describe_action(self, state: WPState, action: Action) -> str:
        from forgegames.games.warparty.describe import describe

        return describe(state, self.world, action)

    def losses(self, state: WPState, action: Action) -> list[str]:
        if isinstance(action, Ready):
            return start.setup_losses(state, self.world)
        if isinstance(action, EndTurn):
            return self._economic_defeat(state)  # the crowns left carry over: nothing else lost
        if isinstance(action, Concede):
            return [tr("the game: the other team wins outright")]
        if isinstance(action, EndMove):
            return self._moves_left(state)
        return []

    def warning_kind(self, state: WPState, action: Action) -> str:
        """End buying that lets the other team win by its economy warns apart from End
        buying's reminder of an army that bought nothing (the board's): silencing the
        reminder must not silence the game's loss."""
        if isinstance(action, EndTurn) and self._economic_defeat(state):
            return "EndTurn:defeat"
        return super().warning_kind(state, action)

    def loses_the_game(self, state: WPState, action: Action) -> bool:
        """A surrender, and a turn's end that lets the other team win by its economy."""
        if isinstance(action, Concede):
            return True
        return isinstance(action, EndTurn) and bool(self._economic_defeat(state))

    def _moves_left(self, state: WPState) -> list[str]:
        """Ending movement while units could still take land or attack: asked every turn,
        whether or not another unit has moved (playtest 13: asked only on turn 1). Units that
        could only walk between the team's own territories are not named: keeping them in
        place is routine (playtest 22 item 5: "lost the moves of 22 units" read as a mistake).
        The words say what is given up, and whose (playtest 28: after moving 5 Humans, "5
        units" meant the Dwarves, which the words did not say); the units stay where they
        are, none dies."""
        free = {
            u
            for a in move_actions(state, self.world)
            if isinstance(a, Move) and self._gains(state, a.dest)
            for u in a.units
        }
        armies = Counter(state.unit(u).army for u in free)
        if not armies:
            return []
        shares = (
            listing([f"{army_name(a)}\u00a0{n}" for a, n in sorted(armies.items())])
            if len(armies) > 1
            else army_name(next(iter(armies)))
        )
        return [
            ntr(
                len(free),
                "the chance for {n} unit ({shares}) to take or attack a territory — it stays "
                "where it is",
                "the chance for {n} units ({shares}) to take or attack a territory — they stay "
                "where they are",
                shares=shares,
            )
        ]

    @staticmethod
    def _gains(state: WPState, place: str) -> bool:
        """True when moving into ``place`` takes land or starts a fight: nobody's or the other
        team's territory, or one with the other team's units in it."""
        owner = state.owner_of(place)
        if not owner or side_of(owner) != state.side:
            return True
        return any(side_of(u.army) != state.side for u in state.units_at(place))

    def _economic_defeat(self, state: WPState) -> list[str]:
        """Ending the team's turn while the other team's income is far enough ahead that it
        wins by its economy (playtest 8: a newcomer lost on turn 5 with no warning)."""
        if state.phase != PHASE_COLLECT or state.winner:
            return []
        after, _ = flow.end_purchases(state, self.world)
        if after.how != "economic victory":
            return []
        lead = victory.income_lead(after, self.world.geo, self.world.armies, state.side)
        return [
            tr(
                "the game: the {team} team's income lead is {n}",
                team=team_name(other_side(state.side)),
                n=lead,
            )
        ]

    def bots(self):
        from forgegames.core.mcts import search_kinds
        from forgegames.games.warparty.bots import BOTS, GreedyBot
        from forgegames.games.warparty.easy_bot import EasyBot

        data = None if self._world is None or self._world is world() else self.world
        return {  # gentlest first: the launcher's seat button cycles in this order
            "random": BOTS["random"],
            "easy": lambda seat: EasyBot(data),
            "greedy": BOTS["greedy"] if data is None else lambda seat: GreedyBot(data),
            **search_kinds(self),
        }

    def describe_bot(self, kind: str) -> str:
        from forgegames.games.warparty.bots import describe_bot
        from forgegames.games.warparty.easy_bot import describe_easy

        if kind == "easy":
            return describe_easy()
        return describe_bot(kind) or super().describe_bot(kind)


_END_MOVE, _END_TURN, _END_COMBAT, _LEAVE = EndMove(), EndTurn(), EndCombat(), LeaveDungeon()
_TALKS = (Concede(), OfferMarginal("victory"), OfferMarginal("defeat"))
"""Moves without fields, made once (legal moves are listed again and again)."""
_AFTER_MOVES = (_END_MOVE, *_TALKS)
"""What the movement phase's legal list offers after the unit moves."""
_AFTER_PURCHASES = (_END_TURN, *_TALKS)
"""What the placement phase's legal list offers after the purchases."""


def _armies_words(armies: tuple[str, ...]) -> str:
    """ "Humans and Dwarves": the armies one seat commands."""
    return tr(" and ").join(army_name(a) for a in armies)
