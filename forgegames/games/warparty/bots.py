"""Warparty's computer players: random (any move but a surrender) and greedy (a general who
grabs land, attacks only with the odds on its side, and spends every crown on the army)."""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable, Sequence

from forgegames.core.actions import Action
from forgegames.core.bots import Bot
from forgegames.core.hints import Choice, pick
from forgegames.core.i18n import count, decimal, tr
from forgegames.games.warparty import (
    bot_dungeons,
    bot_guard,
    bot_reasons,
    bot_spells,
    combat,
    nouns,
    quests,
)
from forgegames.games.warparty.actions import (
    TALKS,
    Answer,
    Buy,
    Cast,
    Deploy,
    EndCombat,
    EndMove,
    EndTurn,
    Fight,
    Found,
    KeepQuests,
    Move,
    Order,
    Ready,
    Research,
    RetreatTo,
    Shoot,
    Upgrade,
)
from forgegames.games.warparty.bot_distances import enemy_distance, steps_from
from forgegames.games.warparty.bot_worth import holding_power, unit_worth
from forgegames.games.warparty.bot_worth import power as _power
from forgegames.games.warparty.economy import income, may_hold, price, team_income
from forgegames.games.warparty.model import other_side, side_of
from forgegames.games.warparty.movement import ROUGH, frees, self_immune
from forgegames.games.warparty.moves import move_actions, move_or_refusal, why_not_move
from forgegames.games.warparty.purchases import may_field
from forgegames.games.warparty.start import quick
from forgegames.games.warparty.state import PHASE_SETUP, Unit, WPState
from forgegames.games.warparty.victory import ECONOMIC_LEAD
from forgegames.games.warparty.world import World, world

TEXTS_KEPT = 20_000
"""How many moves' text forms a greedy player keeps (it starts afresh beyond that)."""


class RandomBot(Bot):
    """Any legal move at random, except surrendering or offering a marginal victory."""

    def choose(self, view: WPState, legal: Sequence[Action], rng: random.Random) -> Action:
        if view.phase == PHASE_SETUP:
            legal = _placing_once(view, legal)
        # Drawing again when a talk comes up is a uniform choice among the other moves, without
        # sorting through the whole list (talks are two of about sixty moves).
        for _ in range(8):
            pick = rng.choice(legal)
            if not isinstance(pick, TALKS):
                return pick
        moves = [a for a in legal if not isinstance(a, TALKS)]
        return rng.choice(moves or list(legal))


def _placing_once(view: WPState, legal: Sequence[Action]) -> Sequence[Action]:
    """The quick-play set-up's moves less those placing a unit a second time: only units still
    in their capital are placed (playtest 13: the random player moved the same units back and
    forth for dozens of moves before it happened to choose Set-up done)."""
    capitals = {city.army: place for place, city in view.cities if city.capital}
    at = {u.uid: (u.at, u.army) for u in view.units}

    def first_placing(action: Action) -> bool:
        if not isinstance(action, Deploy):
            return True
        here, army = at[action.units[0]]
        return here == capitals.get(army)

    return [a for a in legal if first_placing(a)] or legal


class GreedyBot(Bot):
    """Scores each move by what it gains now (see the module docstring); never plans ahead."""

    def __init__(self, data: World | None = None) -> None:
        self.world = data or world()
        self.salt = 0
        """Drawn from the random source for each decision: it orders moves scored the same
        (``_tie_break``), differently from game to game."""
        self._profiles: dict[tuple[str, str], combat.Profile] = {}
        self._worths: dict[tuple[str, str], float] = {}
        """A unit type's fighting figures and ``unit_worth`` by (army, unit id), worked out
        once from ``world``'s sheets: each move and purchase scored asks for them."""
        self._texts: dict[Action, str] = {}
        """The text forms of the moves lately scored (``_tie_break``): a unit's moves are
        listed again at each decision of its turn."""
        self._fielded_counts: dict[tuple[str, object], int] = {}
        self._fielded_state: WPState | None = None
        self._threats: dict[tuple[str, str], tuple[float, float]] = {}
        self._threat_state: WPState | None = None
        """``_threat``'s answers for the state last asked about (one decision's moves and
        purchases ask about the same places again and again)."""
        self._foes: dict[str, list[tuple[Unit, str, int]]] = {}
        """The enemy units of that state, by the side they threaten (``_threat``)."""
        self._near: dict[tuple[str, str], list[combat.Profile]] = {}
        self._scored: dict[Action, float] = {}
        self._scored_state: WPState | None = None
        """``move_choices``' move scores (``_move_score``) for a state equal to this one: a
        decision scores its moves once (a movement spell weighed first, then the best move),
        and the moves after a move (``_with_followers``) are scored again at the next
        decision, where the state is the same."""

    def choose(self, view: WPState, legal: Sequence[Action], rng: random.Random) -> Action:
        self.salt = rng.getrandbits(32)
        moves = [a for a in legal if not isinstance(a, TALKS)]
        for pick_one in (
            self._spell,
            self._battle,
            self._combat,
            self._moving,
            self._deploying,
            self._buying,
            self._other,
        ):
            choice = pick_one(view, moves)
            if choice is not None:
                return choice
        return rng.choice(moves)

    def choices(
        self, view: WPState, legal: Sequence[Action], rng: random.Random | None = None
    ) -> list[Choice]:
        """Movement and purchases scored (``move_choices``, ``buy_choices``); a battle's or
        a combat step's one sensible move otherwise."""
        self.salt = rng.getrandbits(32) if rng is not None else 0
        moves = [a for a in legal if not isinstance(a, TALKS)]
        for pick_one in (self._spell, self._battle, self._combat, self._deploying):
            choice = pick_one(view, moves)
            if choice is not None:
                return [Choice(choice, 0.0)]
        for scorer in (self.move_choices, self.buy_choices):
            scored = scorer(view, moves)
            if scored:
                return scored
        other = self._other(view, moves)
        return [Choice(other, 0.0)] if other is not None else []

    def reason(self, view: WPState, choice: Choice) -> str:
        a = choice.action
        if isinstance(a, Move):
            words: list[str] = []
            self._move_score(view, a, words)
            return "; ".join(words) or tr("no land or fight: it only moves the troops on")
        if isinstance(a, Buy):
            kind = self.world.armies.unit(a.army, a.unit)
            return tr(
                "{unit} in {place}: {value} strength per crown",
                unit=nouns.of(a.army, kind).a,
                place=nouns.land(self.world.geo, a.place).the,
                value=decimal(self._value(view, a)),
            )
        return bot_reasons.plain_reason(view, a)

    # --- spells -----------------------------------------------------------------------------
    def _spell(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        choice = bot_spells.spell_choice(state, self.world, moves, self._tie_break)
        choice = choice or bot_dungeons.stash_choice(state, self.world, moves)
        return choice or bot_spells.free_cast(state, self.world, moves)

    # --- battles ----------------------------------------------------------------------------
    def _battle(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        battle = state.battle
        if battle is None:
            return None
        me = battle.side
        if any(isinstance(a, combat.Retreat) for a in moves):
            return next(a for a in moves if isinstance(a, combat.Retreat))
        leave = bot_dungeons.leave_choice(state, self.world, moves)
        if leave is not None:
            return leave
        roll = next((a for a in moves if isinstance(a, combat.RetreatRoll)), None)
        if roll is not None and not battle.volley:
            ours, theirs = (_power(f for f in battle.sides[i] if not f.down) for i in (me, 1 - me))
            if ours * 2 < theirs and not bot_guard.burns_if_left(state, self.world):
                return roll
        use = bot_spells.treasure_use(moves)
        if use is not None:
            return use
        cast = bot_spells.best_cast(state, self.world, [a for a in moves if isinstance(a, Cast)])
        if cast is not None:
            return cast
        attack = combat.default_target(battle)
        if attack is not None and attack in moves:
            return attack
        return next((a for a in moves if isinstance(a, combat.PressOn)), None)

    def _combat(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        explore = bot_dungeons.explore_choice(state, self.world, moves)
        if explore is not None:
            return explore
        for kind in (RetreatTo, Shoot, Fight, EndCombat):
            found = [a for a in moves if isinstance(a, kind)]
            if found:
                if kind is Shoot:
                    return max(found, key=lambda a: (len(a.units), self._tie_break(a)))
                if kind is RetreatTo:
                    return max(found, key=lambda a: self._shelter(state, a))
                return max(found, key=lambda a: self._tie_break(a))
        return None

    def _shelter(self, state: WPState, retreat: RetreatTo) -> float:
        """A retreat's worth: away from the enemy capitals (ties broken as moves are)."""
        army = state.unit(state.retreat[0][0]).army if state.retreat else state.actor
        away = enemy_distance(self.world, army, retreat.place.split("|")[0])
        return away + self._tie_break(retreat)

    # --- movement ---------------------------------------------------------------------------
    def move_choices(self, state: WPState, moves: Sequence[Action]) -> list[Choice] | None:
        """Ending movement (worth 0, listed first), then each move scored by what it gains
        now (``_move_score``); None when nobody is moving."""
        options = [a for a in moves if isinstance(a, Move)]
        end = [Choice(a, 0.0) for a in moves if isinstance(a, EndMove)][:1]
        if not options and not end:
            return None
        if state is not self._scored_state and state != self._scored_state:
            self._scored, self._scored_state = {}, state
        scored = self._scored
        out = end
        for a in options:
            score = scored.get(a)
            if score is None:
                score = scored[a] = self._move_score(state, a)
            out.append(Choice(a, score + self._tie_break(a)))
        return out

    def _moving(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        cast = self._movement_cast(state, moves)
        if cast is not None:
            return cast
        best = self._best_move(state, moves)
        if isinstance(best, Move):
            return self._with_followers(state, best)
        return best

    def _movement_cast(self, state: WPState, moves: Sequence[Action]) -> Cast | None:
        """A movement spell worth casting (``bot_spells.movement_cast``), moves scored as
        ``_move_score`` scores them."""
        if not any(isinstance(a, Cast) for a in moves):
            return None
        scored = self.move_choices(state, moves) or []
        now = max((c.score for c in scored if isinstance(c.action, Move)), default=0.0)
        return bot_spells.movement_cast(state, self.world, moves, now, self._move_score)

    def _best_move(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        best = pick(self.move_choices(state, moves) or ())
        if best is None or (best.score <= 0 and not isinstance(best.action, EndMove)):
            return None
        return best.action

    def _with_followers(self, state: WPState, move: Move) -> Move:
        """``move`` joined by the units of its army and place that this player would send the
        same way right after it, pick by pick: the same troops end in the same places, in one
        move, as a person moves a group (and the log tells one line, not one per unit). The
        picks after it are made on the state each leaves, as they would be."""
        lead = state.unit(move.units[0])
        units, after, done = list(move.units), state, 0
        while True:
            step = move_or_refusal(after, self.world, Move(tuple(units[done:]), move.dest))
            if isinstance(step, str):
                units = units[:done]
                break
            after, done = step, len(units)
            scored = self.move_choices(after, [*move_actions(after, self.world), EndMove()])
            best = pick(scored or ())
            if best is None:
                break
            # a follower scored as well as the best, but for the order equal moves are
            # taken in, goes with the group: a person moves those troops together
            follower = pick(c for c in scored or () if _joins(after, c.action, move, lead))
            if follower is None or follower.score <= 0 or follower.score < best.score - TIE_BREAK:
                break
            units += list(follower.action.units)
        if len(units) <= len(move.units):
            return move
        joined = Move(tuple(units), move.dest)
        return joined if why_not_move(state, self.world, joined) is None else move

    def _move_score(self, state: WPState, move: Move, words: list[str] | None = None) -> float:
        """What ``move`` gains now; ``words`` (when given) gets what each part gains."""
        note = words.append if words is not None else (lambda text: None)
        w = self.world
        units = [state.unit(uid) for uid in move.units]
        army = units[0].army
        side = side_of(army)
        here = units[0].place
        if "|" in move.dest:
            note(tr("stops on a stream"))
            return -1.0
        dest = w.geo.by_id[move.dest]
        if here == w.geo.capital_of(army).id and not state.last_side_turn:  # no attack comes
            stay = len([u for u in state.units_at(here) if u.army == army]) - len(units)
            if stay < 2:
                note(tr("leaves the capital without a garrison"))
                return -1.0  # keep a garrison at home
            if self._left_short(state, units, here):
                note(tr("leaves the capital too weak for the enemy nearby"))
                return -1.0
        holding = self._holding(state, units, here)
        if holding:
            note(holding)
            return -1.0
        enemies = [u for u in state.units_at(move.dest) if side_of(u.army) != side]
        score = 0.0
        if enemies:
            ours = _power(
                self._profile(u) for u in state.units_at(move.dest) if side_of(u.army) == side
            )
            ours += _power(self._profile(u) for u in units)
            theirs = _power(self._profile(u) for u in enemies)
            ours_lost = self._ours_taken(state, move.dest, side)
            if ours < theirs * (RETAKE_ODDS if ours_lost else ATTACK_ODDS):
                note(tr("attacks without the odds on your side"))
                return -1.0
            if ours_lost:
                score += ours_lost
                note(tr("retakes a city the enemy captured"))
            score += 6 + dest.value * 2
            note(
                tr(
                    "attacks {n} with the odds on your side",
                    n=count(len(enemies), "enemy unit", "enemy units"),
                )
            )
        place = nouns.land(w.geo, dest.id).the if words is not None else ""
        held = state.owner_of(move.dest)
        if not held or side_of(held) != side:
            if may_hold(army, dest.terrain, w.lake_held):
                score += dest.value * 2 + (1 if not enemies else 0)
                note(
                    tr(
                        "takes {place} (worth {n})",
                        place=place,
                        n=dest.value,
                    )
                )
            elif held:
                score += dest.value
                note(tr("denies {place} to the enemy", place=place))
        city = state.city(move.dest)
        if city is not None and side_of(city.army) != side:
            score += 12 if city.capital else 6
            note(
                tr("threatens an enemy capital") if city.capital else tr("threatens an enemy city")
            )
        stuck = not all(
            self_immune(u.army, w.armies.unit(u.army, u.kind), dest.terrain) for u in units
        )
        if dest.terrain in ROUGH and stuck and not frees(state, w.geo, w.armies, dest.id, side):
            score -= 3
            note(tr("rough ground slows the troops"))
        after = not state.last_side_turn  # the enemy moves again (else no threat is real)
        defend = self._defence_call(state, army, move.dest) if not enemies and after else 0.0
        if defend:
            score += defend
            note(tr("guards a city the enemy can reach"))
        elif (
            after and not enemies and not quick(state) and self._screenless(state, units, move.dest)
        ):
            score -= UNSCREENED
            note(tr("back-row troops walk into reach of the enemy without a front row"))
        dungeon = bot_dungeons.pull(state, w, units, move.dest) if not enemies else 0.0
        if dungeon:
            score += dungeon
            note(tr("heroes who can win the dungeon there"))
        advance = 0.0 if state.last_own_turn else self._advance(army, here, move.dest)
        score += advance
        if advance > 0:
            note(tr("a step closer to an enemy capital"))
        if len(units) > 1 and not enemies:
            score -= 0.5 * (len(units) - 1)  # spread out to take land, mass to attack
        return score

    def _threat(self, state: WPState, place: str, side: str) -> tuple[float, float]:
        """The strength (``_power``) of the enemy units that can reach ``place`` on their
        next move (as far as each moves), and of team ``side``'s units standing there, as far
        as they can strike those enemies (``holding_power``)."""
        if state is not self._threat_state:
            self._threats, self._threat_state, self._foes, self._near = {}, state, {}, {}
        key = (place, side)
        found = self._threats.get(key)
        if found is None:
            foes = self._foes.get(side)
            if foes is None:  # the enemy units, each with where it stands and how far it moves
                sheet = self.world.armies.unit
                foes = self._foes[side] = [
                    (u, u.at, sheet(u.army, u.kind).move)
                    for u in state.units
                    if side_of(u.army) != side
                ]
            steps = steps_from(self.world.geo, place)
            near = [u for u, at, move in foes if steps.get(at, 99) <= move]
            here = [self._profile(u) for u in state.units_at(place) if side_of(u.army) == side]
            strikers = self._near[key] = [self._profile(u) for u in near]
            found = self._threats[key] = (_power(strikers), holding_power(here, strikers))
        return found

    def _shortfall(self, state: WPState, place: str, side: str) -> float:
        """How much strength team ``side`` lacks in ``place`` to hold it against the enemy
        units within reach (``HOLD_ODDS``); 0 when it has enough."""
        theirs, ours = self._threat(state, place, side)
        return max(0.0, theirs * HOLD_ODDS - ours)

    def _left_short(self, state: WPState, units: list, here: str) -> bool:
        """Whether the team would be short of strength in ``here`` once ``units`` leave."""
        side = side_of(units[0].army)
        theirs, ours = self._threat(state, here, side)
        leaving = holding_power([self._profile(u) for u in units], self._near[(here, side)])
        return theirs > 0 and ours - leaving < theirs * HOLD_ODDS

    def _screenless(self, state: WPState, units: list, dest: str) -> bool:
        """Whether ``units``, all of the back rows (archers, siege), would stand in ``dest``
        with no front-row unit of their team there, within reach of enemy units strong enough
        to attack them at the greedy odds (``ATTACK_ODDS``): they would be struck first."""
        rows = self.world.armies.unit
        if any(rows(u.army, u.kind).row <= 1 for u in units):
            return False
        side = side_of(units[0].army)
        if any(
            side_of(u.army) == side and rows(u.army, u.kind).row <= 1 for u in state.units_at(dest)
        ):
            return False
        theirs, there = self._threat(state, dest, side)
        return theirs >= ATTACK_ODDS * (there + _power(self._profile(u) for u in units))

    def _defence_call(self, state: WPState, army: str, dest: str) -> float:
        """What moving into ``dest`` is worth as defence: an own capital or city that lacks
        strength against the enemy within reach (a capital lost stops the army's income)."""
        city = state.city(dest)
        if city is None or city.army != army or city.captor:
            return 0.0
        short = self._shortfall(state, dest, side_of(army))
        if not short:
            return 0.0
        return DEFEND_CAPITAL if city.capital else DEFEND_CITY

    def _ours_taken(self, state: WPState, place: str, side: str) -> float:
        """What retaking ``place`` is worth when the enemy captured a city of the team there
        (a lost capital stops its army's income and purchases, and burns next turn)."""
        city = state.city(place)
        if city is None or not city.captor or side_of(city.army) != side:
            return 0.0
        return RETAKE_CAPITAL if city.capital else RETAKE_CITY

    def _holding(self, state: WPState, units: list, here: str) -> str:
        """Why ``units`` must stay where they are, or "": they are the last to keep an own
        city under construction (it is finished only when a unit of its army stays a whole
        turn) or a captured enemy city (it burns only when a unit of the team holds it a whole
        turn, or at once with a siege unit there)."""
        city = state.city(here)
        if city is None:
            return ""
        leaving = {u.uid for u in units}
        side = side_of(units[0].army)
        staying = [u for u in state.units_at(here) if u.uid not in leaving and not u.moved]
        building = city.army == units[0].army and not city.built and not city.captor
        if building and not any(u.army == city.army for u in staying):
            return tr("keeps a builder in the new city until it is finished")
        burning = bool(city.captor) and side_of(city.captor) == side
        if burning and not any(not u.tired for u in staying):
            return tr("holds the captured city until it burns")
        return ""

    def _tie_break(self, action: Action) -> float:
        """A tiny amount that depends on the move and the decision's salt, not on the order
        moves are listed in. Legal moves are listed by territory and unit ids, which do not
        mirror across the board: a player that took the first of equal moves marched one
        team's armies one way and the other team's another, and a fixed order (even a hashed
        one) repeats the same openings game after game; the Evil team won 30 of 30 games."""
        text = self._texts.get(action)
        if text is None:
            if len(self._texts) >= TEXTS_KEPT:
                self._texts.clear()
            text = self._texts[action] = str(action)
        return zlib.crc32(f"{self.salt}/{text}".encode()) / 0xFFFFFFFF * TIE_BREAK

    def _advance(self, army: str, here: str, dest: str) -> float:
        """Half a point for each step closer to the nearest enemy capital."""
        if "|" in here:
            here = here.split("|")[0]
        before, after = (
            enemy_distance(self.world, army, here),
            enemy_distance(self.world, army, dest),
        )
        return 0.5 * (before - after)

    def _profile(self, unit) -> combat.Profile:
        return self._sheet_profile(unit.army, unit.kind)

    def _sheet_profile(self, army: str, unit: str) -> combat.Profile:
        """The fighting figures of a unit type of ``army``."""
        key = (army, unit)
        found = self._profiles.get(key)
        if found is None:
            kind = self.world.armies.unit(army, unit)
            found = self._profiles[key] = combat.profile_from_unit(kind, army)
        return found

    # --- the quick-play set-up ---------------------------------------------------------------
    def _deploying(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        """Once its cities stand, one infantry from an army's capital to its city that most
        lacks strength against the enemy troops already placed within reach (``_shortfall``:
        the team setting up second reads the first team's set-up), else the one holding the
        fewest units, while the capital holds more than one over that city (6 infantry end
        2, 2 and 2; 7 end 3, 2 and 2) and is not itself short."""
        offered = [a for a in moves if isinstance(a, Deploy)]  # in the rules' order: a set's
        # order would follow string hashing, which differs from one process to the next
        if not offered or any(isinstance(a, Found) for a in moves):
            return None
        for army in dict.fromkeys(state.unit(a.units[0]).army for a in offered):
            capital = self.world.geo.capital_of(army).id
            kind = self.world.armies.unit(army, "infantry").id
            home = [u.uid for u in state.units_at(capital) if u.army == army and u.kind == kind]
            held = {
                t: sum(1 for u in state.units_at(t) if u.army == army)
                for t, c in state.cities
                if c.army == army and not c.capital
            }
            if not home or not held:
                continue
            side = side_of(army)
            short = {t: self._shortfall(state, t, side) for t in held}
            target = min(held, key=lambda t: (-short[t], held[t], t))
            ours = sum(1 for u in state.units_at(capital) if u.army == army)
            step = Deploy((home[0],), target)
            home_short = self._left_short(state, [state.unit(home[0])], capital)
            if home_short or step not in offered:
                continue
            if (ours > held[target] + 1 or short[target]) and ours > 2:
                return step
        return None

    # --- buying -----------------------------------------------------------------------------
    def buy_choices(self, state: WPState, moves: Sequence[Action]) -> list[Choice] | None:
        """Purchases in tiers: founding a city (the most valuable place), the army's great
        (tier-3) unit when it is affordable (``_saving``), an upgrade with 20 crowns or more,
        research with 15 or more, the unit with the most strength for its price (``_value``;
        placed where a city lacks strength, else nearest the front), then ending; None when
        nobody is buying."""
        if not any(isinstance(a, (EndTurn, Ready)) for a in moves) and not any(
            isinstance(a, (Buy, Found)) for a in moves
        ):
            return None
        saving = self._saving(state, moves)
        if saving:  # nothing else bought by an army saving for its great unit
            moves = [a for a in moves if getattr(a, "army", None) not in saving]
        out = [Choice(a, self._site(state, a)) for a in moves if isinstance(a, Found)]
        for a in moves:
            if isinstance(a, Upgrade) and state.army(a.army).treasury >= 20:
                cost = self.world.armies.sheets[a.army].upgrades[a.upgrade].cost
                out.append(Choice(a, TIER_UPGRADE - cost + self._tie_break(a)))
            elif isinstance(a, Research) and self._worth_researching(state, a, moves):
                done = state.army(a.army).points(a.line)
                out.append(Choice(a, TIER_RESEARCH + done + self._tie_break(a)))
        for a in moves:
            if isinstance(a, Buy):
                worth = self._value(state, a) + self._placement(state, a)
                if self.world.armies.unit(a.army, a.unit).kind == "tier-3":
                    worth += TIER_GREAT  # the army's one great unit, once it is affordable
                out.append(Choice(a, worth + self._tie_break(a)))
        end = next((a for a in moves if isinstance(a, (Ready, EndTurn))), None)
        if end is not None:
            out.append(Choice(end, -1.0))
        return out

    def _saving(self, state: WPState, moves: Sequence[Action]) -> set[str]:
        """The buying armies that keep their crowns this turn: their great (tier-3) unit is
        open to them but dearer than the treasury, which next turn's income will make up
        (spent on other troops every turn, the crowns never reach its price)."""
        out = set()
        for army in {a.army for a in moves if isinstance(a, (Buy, Upgrade, Research))}:
            purse = state.army(army).treasury
            for kind in self.world.armies.sheets[army].units.values():
                if kind.kind != "tier-3" or not may_field(state, self.world, army, kind.id):
                    continue
                cost = price(state, kind.cost)
                coming = income(state, self.world.geo, self.world.armies, army)
                if purse < cost <= purse + coming:
                    out.add(army)
        return out

    def _site(self, state: WPState, found: Found) -> float:
        """A city site's worth: its land, then distance from the enemy (its capitals, and
        the cities and troops it has placed: the team setting up second reads the first
        team's set-up); a city far from the enemy is finished and kept."""
        land = self.world.geo.by_id[found.place].value
        away = SITE_SAFETY * self._enemy_near(state, found.army, found.place)
        return TIER_FOUND + land + away + self._tie_break(found)

    def _enemy_near(self, state: WPState, army: str, place: str) -> int:
        """Steps from ``place`` to the nearest enemy capital, city or unit."""
        side = side_of(army)
        steps = steps_from(self.world.geo, place)
        found = [steps.get(u.at, 99) for u in state.units if side_of(u.army) != side]
        found += [steps.get(t, 99) for t, c in state.cities if side_of(c.army) != side]
        return min(found, default=enemy_distance(self.world, army, place))

    def _buying(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        best = pick(self.buy_choices(state, moves) or ())
        return best.action if best is not None else None

    def _worth_researching(self, state: WPState, roll: Research, moves: Sequence[Action]) -> bool:
        """With 15 crowns or more and no other line half done: always for the line that opens
        the army's great (tier-3) unit; for another, when no other such line is complete (one
        invention a game: rolling for both of the Humans' cost the Good team most in quick
        play) and its unit would be bought: worth per crown (none fielded yet) near the best
        purchase the army has now, as ``_value`` weighs it (a roll for a unit never bought is
        money lost, and the lines differ from army to army)."""
        if state.army(roll.army).treasury < 15:
            return False
        sheet = self.world.armies.sheets[roll.army]
        purse = state.army(roll.army)
        begun = [
            line for line, card in sheet.research.items() if 0 < purse.points(line) < card.points
        ]
        if begun and roll.line not in begun:
            return False  # one line at a time: half-finished lines open nothing
        opens = sheet.research[roll.line].unlocks
        if sheet.units[opens].kind != "tier-3" and any(
            purse.points(line) >= card.points and sheet.units[card.unlocks].kind != "tier-3"
            for line, card in sheet.research.items()
        ):
            return False  # one invention besides the great unit's line
        if sheet.units[opens].kind == "tier-3":
            return True  # the army's great unit: worth more than its price in infantry
        best = max(
            (self._value(state, a) for a in moves if isinstance(a, Buy) and a.army == roll.army),
            default=0.0,
        )
        fresh = 10 * self._worth(roll.army, opens) / price(state, sheet.units[opens].cost)
        return fresh >= RESEARCH_BAR * best

    def _worth(self, army: str, unit: str) -> float:
        """``unit_worth`` of a unit type of ``army``."""
        key = (army, unit)
        found = self._worths.get(key)
        if found is None:
            kind = self.world.armies.unit(army, unit)
            found = self._worths[key] = unit_worth(self._sheet_profile(army, unit), kind.move)
        return found

    def _value(self, state: WPState, buy: Buy) -> float:
        """Fighting worth per crown at today's prices (``unit_worth``); a back-row unit is
        worth less while the army already has as many back-row units as front-row ones, and
        each unit of the same kind the army already fields makes one more worth less
        (``VARIETY``: a general mixes the troops its army offers)."""
        kind = self.world.armies.unit(buy.army, buy.unit)
        worth = self._worth(buy.army, buy.unit)
        fielded = self._fielded(state)
        if kind.row > 1:
            back, front = fielded.get((buy.army, 2), 0), fielded.get((buy.army, 1), 0)
            if back >= front:
                worth *= CROWDED_BACK
        worth *= VARIETY ** fielded.get((buy.army, buy.unit), 0)
        return 10 * worth / price(state, kind.cost)

    def _fielded(self, state: WPState) -> dict[tuple[str, object], int]:
        """The units each army fields, by (army, unit id) and by (army, 1 for the front row
        or 2 for the back rows); worked out once for each state asked about."""
        if state is not self._fielded_state:
            counts: dict[tuple[str, object], int] = {}
            for u in state.units:
                row = 2 if self.world.armies.unit(u.army, u.kind).row > 1 else 1
                for key in ((u.army, u.kind), (u.army, row)):
                    counts[key] = counts.get(key, 0) + 1
            self._fielded_counts, self._fielded_state = counts, state
        return self._fielded_counts

    def _placement(self, state: WPState, buy: Buy) -> float:
        """Between places for the same unit: a city short of strength against the enemy
        within reach (a capital first), else the one nearest the front; and, above any
        difference between kinds, a unit that can strike an airship within reach of a
        capital short of strength against it (``bot_guard.air_guard``)."""
        short = min(self._shortfall(state, buy.place, side_of(buy.army)), SHORT_CAP)
        capital = short and state.city(buy.place) is not None and state.city(buy.place).capital
        guard = 0.0
        if capital:
            short += SHORT_CAP
            strikers = self._near[(buy.place, side_of(buy.army))]
            guard = bot_guard.air_guard(self._sheet_profile(buy.army, buy.unit), strikers)
        return guard + PLACE_STEP * short - FRONT_STEP * self._front(buy)

    def _front(self, buy: Buy) -> int:
        return enemy_distance(self.world, buy.army, buy.place)

    def _other(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        if any(isinstance(a, Order) for a in moves):
            return Order("first")
        keeps = [a for a in moves if isinstance(a, KeepQuests)]
        if keeps:
            return quests.best_keep(state, self.world, keeps)
        if any(isinstance(a, Answer) for a in moves):
            return Answer(self._accepts(state))
        return None

    def _accepts(self, state: WPState) -> bool:
        """An offer by agreement: a marginal victory is always taken; a marginal defeat only
        when the war looks lost (an own capital in enemy hands, or the enemy out-earning the
        team by half the economic victory's lead)."""
        if state.offered != "defeat":
            return True
        team = other_side(state.offer)
        if any(c.captor for t, c in state.cities if c.capital and side_of(c.army) == team):
            return True
        geo, armies = self.world.geo, self.world.armies
        lead = team_income(state, geo, armies, state.offer) - team_income(state, geo, armies, team)
        return lead >= ECONOMIC_LEAD / 2


TIER_FOUND, TIER_GREAT, TIER_UPGRADE, TIER_RESEARCH = 3000.0, 2500.0, 2000.0, 1000.0
RESEARCH_BAR = 0.9
"""A research line is rolled for when the unit it opens is worth this share of the best
unit the army can buy now, per crown."""
SITE_SAFETY = 0.1
"""A city site's worth for each step between it and the nearest enemy capital."""
"""The greedy buyer's tiers (above any unit's strength for its price)."""
FRONT_STEP = 1e-6
"""Between units of equal worth, the one placed nearer the front."""
PLACE_STEP, SHORT_CAP = 1e-4, 50.0
"""Between places for a unit: this much for each point of strength a city lacks against
the enemy within reach (counted up to ``SHORT_CAP``; a capital's shortfall counts that much
more); below any difference between two kinds of unit."""
HOLD_ODDS = 1.0
"""The greedy player holds its capital with at least the strength of the enemy units that
can reach it next turn (the greedy attacker wants 1.4 times more): when the capital was left
with a garrison of two, the team that moved first burned a capital a half-turn before the
other did in 60 of 60 quick-play games."""
UNSCREENED = 4.0
"""What a move loses when it sends back-row units, with no front row, into reach of enemies
strong enough to attack them (``GreedyBot._screenless``), in the standard and short games.
Traced over 200 four-player standard games (``tools/warparty_trace.py``), the Human archers
walked up alone and were struck (2.9 a game moving first, against 1.6 Undead skeleton
archers): the team moving first won 63.5 % of the games and Good 38.5 %; with this 57.5 % and
45 % (docs/rulings.md, "The standard game's first mover: where the edge is"). Quick play,
where both teams start with cities side by side, keeps its moves as they were."""
DEFEND_CAPITAL, DEFEND_CITY = 12.0, 3.0
"""What stepping into an own capital, or city, short of strength is worth to a move."""
TIE_BREAK = 1e-7
"""The most ``GreedyBot._tie_break`` adds to a score: it only orders moves scored the same."""


def _joins(state: WPState, action: Action, move: Move, lead: Unit) -> bool:
    """Whether ``action`` sends more of ``lead``'s army from its place where ``move`` went."""
    return (
        isinstance(action, Move)
        and action.dest == move.dest
        and all(state.unit(u).army == lead.army for u in action.units)
        and all(state.unit(u).place == lead.place for u in action.units)
    )


ATTACK_ODDS = 1.4
"""The greedy player attacks only with this much more strength (``_power``) than the enemy."""
RETAKE_ODDS = 0.8
"""... but retakes a captured city of its team with less: it burns if left."""
RETAKE_CAPITAL, RETAKE_CITY = 40.0, 10.0
VARIETY = 0.9
"""Each unit of a kind an army already fields makes one more of that kind worth this much
less to the greedy buyer: without it, the plain infantry and archers (the most strength per
crown) were all it ever bought, never the cavalry, siege, heroes or great units the army
sheets and upgrades offer."""
CROWDED_BACK = 0.8
"""A back-row unit's worth to an army with no more front-row units than back-row ones: the
back row is safe only behind a front row."""
BOTS: dict[str, Callable[[int], Bot]] = {
    "random": lambda seat: RandomBot(),
    "greedy": lambda seat: GreedyBot(),
}


def describe_bot(kind: str) -> str | None:
    words = {
        "greedy": tr(
            "Takes land, attacks only where it clearly outnumbers the enemy, keeps a garrison "
            "at home, finishes the cities it founds, burns the ones it captures and spends "
            "every crown on troops. The usual general: a fair challenge that answers at once."
        ),
    }
    return words.get(kind)
