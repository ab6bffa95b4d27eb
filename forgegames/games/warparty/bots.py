"""Warparty's computer players: random (any move but a surrender) and greedy (a general who
grabs land, attacks only with the odds on its side, and spends every crown on the army)."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence

from forgegames.core.actions import Action
from forgegames.core.bots import Bot
from forgegames.core.hints import Choice, pick
from forgegames.core.i18n import count, tr
from forgegames.games.warparty import combat
from forgegames.games.warparty.actions import (
    TALKS,
    Answer,
    Buy,
    Deploy,
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
from forgegames.games.warparty.economy import may_hold, price, team_income
from forgegames.games.warparty.mapfile import distances
from forgegames.games.warparty.model import SIDES, other_side, side_of
from forgegames.games.warparty.movement import ROUGH, frees, self_immune
from forgegames.games.warparty.state import WPState
from forgegames.games.warparty.victory import ECONOMIC_LEAD
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
        for pick_one in (
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

    def choices(self, view: WPState, legal: Sequence[Action]) -> list[Choice]:
        """Movement and purchases scored (``move_choices``, ``buy_choices``); a battle's or
        a combat step's one sensible move otherwise."""
        moves = [a for a in legal if not isinstance(a, TALKS)]
        for pick_one in (self._battle, self._combat, self._deploying):
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
            place = self.world.geo.by_id[a.place].name
            return tr(
                "a {unit} in {place}: {value} strength per crown",
                unit=kind.name,
                place=place,
                value=f"{self._value(view, a):.1f}",
            )
        words = {
            Found: tr("a new city brings crowns every turn"),
            Deploy: tr("a new city needs troops to hold it"),
            Upgrade: tr("a stronger capital while the treasury is full"),
            Research: tr("a research roll while the treasury is full"),
            EndMove: tr("no move takes land or wins a fight with the odds on your side"),
            Ready: tr("nothing more is worth buying"),
            EndTurn: tr("nothing more is worth buying"),
            combat.Target: tr("the next attack in order, at the first enemy it may strike"),
            combat.RetreatRoll: tr("the enemy is more than twice as strong: try to retreat"),
            combat.Retreat: tr("the retreat succeeded: leave before losing more troops"),
            combat.PressOn: tr("nothing to attack this round: stay in the battle"),
        }
        if isinstance(a, Answer):
            return self._answer_reason(view, a.accept)
        return words.get(type(a), tr("the computer player's pick"))

    @staticmethod
    def _answer_reason(view: WPState, accept: bool) -> str:
        if view.offered != "defeat":
            return tr("a marginal victory is a victory")
        if accept:
            return tr("the war looks lost: a marginal defeat costs less")
        return tr("the war can still be won")

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
    def move_choices(self, state: WPState, moves: Sequence[Action]) -> list[Choice] | None:
        """Ending movement (worth 0, listed first), then each move scored by what it gains
        now (``_move_score``); None when nobody is moving."""
        options = [a for a in moves if isinstance(a, Move)]
        end = [Choice(a, 0.0) for a in moves if isinstance(a, EndMove)][:1]
        if not options and not end:
            return None
        return [*end, *(Choice(a, self._move_score(state, a)) for a in options)]

    def _moving(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        best = pick(self.move_choices(state, moves) or ())
        if best is None or (best.score <= 0 and not isinstance(best.action, EndMove)):
            return None
        return best.action

    def _move_score(self, state: WPState, move: Move, words: list[str] | None = None) -> float:
        """What ``move`` gains now; ``words`` (when given) gets what each part gains."""
        note = words.append if words is not None else (lambda text: None)
        w = self.world
        units = [state.unit(uid) for uid in move.units]
        army = units[0].army
        side = side_of(army)
        here = units[0].place
        if "|" in move.dest:
            note(tr("stops at a river crossing"))
            return -1.0
        dest = w.geo.by_id[move.dest]
        if here == w.geo.capital_of(army).id:
            stay = len([u for u in state.units_at(here) if u.army == army]) - len(units)
            if stay < 2:
                note(tr("leaves the capital without a garrison"))
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
                note(tr("attacks without the odds on your side"))
                return -1.0
            score += 6 + dest.value * 2
            note(
                tr(
                    "attacks {n} with the odds on your side",
                    n=count(len(enemies), "enemy unit", "enemy units"),
                )
            )
        held = state.owner_of(move.dest)
        if not held or side_of(held) != side:
            if may_hold(army, dest.terrain):
                score += dest.value * 2 + (1 if not enemies else 0)
                note(tr("takes {place} (worth {n})", place=dest.name, n=dest.value))
            elif held:
                score += dest.value
                note(tr("denies {place} to the enemy", place=dest.name))
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
        advance = self._advance(army, here, move.dest)
        score += advance
        if advance > 0:
            note(tr("a step closer to an enemy capital"))
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

    # --- the quick-play set-up ---------------------------------------------------------------
    def _deploying(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        """Once its cities stand, one infantry from an army's capital to its city holding the
        fewest units, while the capital holds more than one over that city (6 infantry end 2,
        2 and 2; 7 end 3, 2 and 2)."""
        offered = {a for a in moves if isinstance(a, Deploy)}
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
            target = min(held, key=lambda t: (held[t], t))
            ours = sum(1 for u in state.units_at(capital) if u.army == army)
            step = Deploy((home[0],), target)
            if ours > held[target] + 1 and ours > 2 and step in offered:
                return step
        return None

    # --- buying -----------------------------------------------------------------------------
    def buy_choices(self, state: WPState, moves: Sequence[Action]) -> list[Choice] | None:
        """Purchases in tiers: founding a city (the most valuable place), an upgrade with 20
        crowns or more, research with 15 or more, the unit with the most strength for its
        price (nearest the front), then ending; None when nobody is buying."""
        if not any(isinstance(a, (EndTurn, Ready)) for a in moves) and not any(
            isinstance(a, (Buy, Found)) for a in moves
        ):
            return None
        out = [
            Choice(a, TIER_FOUND + self.world.geo.by_id[a.place].value)
            for a in moves
            if isinstance(a, Found)
        ]
        ups = [a for a in moves if isinstance(a, Upgrade)]
        if ups and state.army(ups[0].army).treasury >= 20:
            out.append(Choice(ups[0], TIER_UPGRADE))
        rolls = [a for a in moves if isinstance(a, Research)]
        if rolls and state.army(rolls[0].army).treasury >= 15:
            out.append(Choice(rolls[0], TIER_RESEARCH))
        for a in moves:
            if isinstance(a, Buy):
                out.append(Choice(a, self._value(state, a) - FRONT_STEP * self._front(a)))
        end = next((a for a in moves if isinstance(a, (Ready, EndTurn))), None)
        if end is not None:
            out.append(Choice(end, -1.0))
        return out

    def _buying(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        best = pick(self.buy_choices(state, moves) or ())
        return best.action if best is not None else None

    def _value(self, state: WPState, buy: Buy) -> float:
        kind = self.world.armies.unit(buy.army, buy.unit)
        strength = (kind.attack + kind.defence) * kind.hits * kind.attacks + kind.move
        return strength / price(state, kind.cost)

    def _front(self, buy: Buy) -> int:
        return _enemy_distance(self.world, buy.army, buy.place)

    def _other(self, state: WPState, moves: Sequence[Action]) -> Action | None:
        if any(isinstance(a, Order) for a in moves):
            return Order("first")
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


TIER_FOUND, TIER_UPGRADE, TIER_RESEARCH = 3000.0, 2000.0, 1000.0
"""The greedy buyer's tiers (above any unit's strength for its price)."""
FRONT_STEP = 1e-6
"""Between units of equal worth, the one placed nearer the front."""


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
        "greedy": tr(
            "Takes land, attacks only where it clearly outnumbers the enemy, keeps a garrison "
            "at home and spends every crown on troops. The strongest computer general."
        ),
    }
    return words.get(kind)
