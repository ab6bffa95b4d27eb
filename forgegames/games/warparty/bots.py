"""Warparty's computer players: random (any move but a surrender) and greedy (a general who
grabs land, attacks only with the odds on its side, and spends every crown on the army)."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence

from forgegames.core.actions import Action
from forgegames.core.bots import Bot
from forgegames.games.warparty import combat
from forgegames.games.warparty.actions import (
    TALKS,
    Answer,
    Buy,
    EndCombat,
    EndMove,
    EndTurn,
    Fight,
    Found,
    Move,
    Order,
    Ready,
    Research,
    RetreatTo,
    Shoot,
    Upgrade,
)
from forgegames.games.warparty.economy import may_hold, price
from forgegames.games.warparty.mapfile import distances
from forgegames.games.warparty.model import SIDES, other_side, side_of
from forgegames.games.warparty.movement import ROUGH, frees, self_immune
from forgegames.games.warparty.state import WPState
from forgegames.games.warparty.world import World, world


class RandomBot(Bot):
    """Any legal move at random, except surrendering or offering a marginal victory."""

    def choose(self, view: WPState, legal: Sequence[Action], rng: random.Random) -> Action:
        # Drawing again when a talk comes up is a uniform choice among the other moves, without
        # sorting through the whole list (talks are two of about sixty moves).
        for _ in range(8):
            pick = rng.choice(legal)
            if not isinstance(pick, TALKS):
                return pick
        moves = [a for a in legal if not isinstance(a, TALKS)]
        return rng.choice(moves or list(legal))


class GreedyBot(Bot):
    """Scores each move by what it gains now (see the module docstring); never plans ahead."""

    def __init__(self, data: World | None = None) -> None:
        self.world = data or world()

    def choose(self, view: WPState, legal: Sequence[Action], rng: random.Random) -> Action:
        moves = [a for a in legal if not isinstance(a, TALKS)]
        for pick in (self._battle, self._combat, self._moving, self._buying, self._other):
            choice = pick(view, moves)
            if choice is not None:
                return choice
        return rng.choice(moves)

    # --- battles ----------------------------------------------------------------------------
    def _battle(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        battle = state.battle
        if battle is None:
            return None
        me = battle.side
        if any(isinstance(a, combat.Retreat) for a in moves):
            return next(a for a in moves if isinstance(a, combat.Retreat))
        ours, theirs = (_power(f for f in battle.sides[i] if not f.down) for i in (me, 1 - me))
        roll = next((a for a in moves if isinstance(a, combat.RetreatRoll)), None)
        if roll is not None and not battle.volley and ours * 2 < theirs:
            return roll
        attack = combat.default_target(battle)
        if attack is not None and attack in moves:
            return attack
        return next((a for a in moves if isinstance(a, combat.PressOn)), None)

    def _combat(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        for kind in (RetreatTo, Shoot, Fight, EndCombat):
            found = [a for a in moves if isinstance(a, kind)]
            if found:
                if kind is Shoot:
                    return max(found, key=lambda a: len(a.units))
                return found[0]
        return None

    # --- movement ---------------------------------------------------------------------------
    def _moving(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        options = [a for a in moves if isinstance(a, Move)]
        if not options and not any(isinstance(a, EndMove) for a in moves):
            return None
        scored = [(self._move_score(state, a), i, a) for i, a in enumerate(options)]
        best = max(scored, default=None, key=lambda t: (t[0], -t[1]))
        if best is not None and best[0] > 0:
            return best[2]
        return next((a for a in moves if isinstance(a, EndMove)), None)

    def _move_score(self, state: WPState, move: Move) -> float:
        w = self.world
        units = [state.unit(uid) for uid in move.units]
        army = units[0].army
        side = side_of(army)
        here = units[0].place
        if "|" in move.dest:
            return -1.0
        dest = w.geo.by_id[move.dest]
        if here == w.geo.capital_of(army).id:
            stay = len([u for u in state.units_at(here) if u.army == army]) - len(units)
            if stay < 2:
                return -1.0  # keep a garrison at home
        enemies = [u for u in state.units_at(move.dest) if side_of(u.army) != side]
        score = 0.0
        if enemies:
            ours = _power(
                self._profile(u) for u in state.units_at(move.dest) if side_of(u.army) == side
            )
            ours += _power(self._profile(u) for u in units)
            theirs = _power(self._profile(u) for u in enemies)
            if ours < theirs * 1.4:
                return -1.0
            score += 6 + dest.value * 2
        held = state.owner_of(move.dest)
        if not held or side_of(held) != side:
            if may_hold(army, dest.terrain):
                score += dest.value * 2 + (1 if not enemies else 0)
            elif held:
                score += dest.value
        city = state.city(move.dest)
        if city is not None and side_of(city.army) != side:
            score += 12 if city.capital else 6
        stuck = not all(
            self_immune(u.army, w.armies.unit(u.army, u.kind), dest.terrain) for u in units
        )
        if dest.terrain in ROUGH and stuck and not frees(state, w.geo, w.armies, dest.id, side):
            score -= 3
        score += self._advance(army, here, move.dest)
        if len(units) > 1 and not enemies:
            score -= 0.5 * (len(units) - 1)  # spread out to take land, mass to attack
        return score

    def _advance(self, army: str, here: str, dest: str) -> float:
        """Half a point for each step closer to the nearest enemy capital."""
        if "|" in here:
            here = here.split("|")[0]
        before, after = (
            _enemy_distance(self.world, army, here),
            _enemy_distance(self.world, army, dest),
        )
        return 0.5 * (before - after)

    def _profile(self, unit) -> combat.Profile:
        return combat.profile_from_unit(self.world.armies.unit(unit.army, unit.kind), unit.army)

    # --- buying -----------------------------------------------------------------------------
    def _buying(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        if not any(isinstance(a, (EndTurn, Ready)) for a in moves) and not any(
            isinstance(a, (Buy, Found)) for a in moves
        ):
            return None
        founds = [a for a in moves if isinstance(a, Found)]
        if founds:
            return max(founds, key=lambda a: self.world.geo.by_id[a.place].value)
        ups = [a for a in moves if isinstance(a, Upgrade)]
        if ups and state.army(ups[0].army).treasury >= 20:
            return ups[0]
        rolls = [a for a in moves if isinstance(a, Research)]
        if rolls and state.army(rolls[0].army).treasury >= 15:
            return rolls[0]
        buys = [a for a in moves if isinstance(a, Buy)]
        if buys:
            return max(buys, key=lambda a: (self._value(state, a), -self._front(a)))
        return next((a for a in moves if isinstance(a, (Ready, EndTurn))), None)

    def _value(self, state: WPState, buy: Buy) -> float:
        kind = self.world.armies.unit(buy.army, buy.unit)
        strength = (kind.attack + kind.defence) * kind.hits * kind.attacks + kind.move
        return strength / price(state, kind.cost)

    def _front(self, buy: Buy) -> int:
        return _enemy_distance(self.world, buy.army, buy.place)

    def _other(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        for kind, pick in ((Order, Order("first")), (Answer, Answer(False))):
            if any(isinstance(a, kind) for a in moves):
                return pick
        return None


def _power(fighters) -> float:
    """A rough worth of units in battle: chance to hit times chance to survive, per hit."""
    total = 0.0
    for f in fighters:
        p = f.profile if isinstance(f, combat.Fighter) else f
        total += (p.attack * p.attacks * p.damage + p.defence) * p.hits
    return total


@functools.cache
def _capital_steps(data_id: int, capital: str) -> dict[str, int]:
    return distances(_WORLDS[data_id].geo, capital)


_WORLDS: dict[int, World] = {}


def _enemy_distance(data: World, army: str, place: str) -> int:
    _WORLDS[id(data)] = data
    foes = SIDES[other_side(side_of(army))]
    return min(_capital_steps(id(data), data.geo.capital_of(f).id).get(place, 99) for f in foes)


BOTS: dict[str, Callable[[int], Bot]] = {
    "random": lambda seat: RandomBot(),
    "greedy": lambda seat: GreedyBot(),
}


def describe_bot(kind: str) -> str | None:
    words = {
        "greedy": (
            "Takes land, attacks only where it clearly outnumbers the enemy, keeps a garrison "
            "at home and spends every crown on troops. The strongest computer general."
        ),
    }
    return words.get(kind)
