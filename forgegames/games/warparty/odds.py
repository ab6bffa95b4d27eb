"""Battle odds: how a Warparty battle is likely to end, computed by playing the combat rules.

Nothing here knows a rule of combat. Every number comes from driving ``combat``'s own
``apply`` / ``chance_outcomes`` with a policy that picks the decisions:

- **exact**: a memoised walk over every battle state the policy can reach, each die face
  weighted 1/6. A round in which nobody is hurt can repeat forever, so the walk meets the same
  state again; the walk solves that loop in closed form. States are grouped by their
  *material* (every unit's damage and whether it is down), which only ever progresses. From
  any state, the battle either changes the material (solved further on) or, with probability
  ``p``, reaches the start of a new exchange (attackers' round then defenders' round) with the
  same material: the *anchor* of that material. The anchor's value ``V`` satisfies
  ``V = v + p V``, so ``V = v / (1 - p)``.
- **monte-carlo**: when the exact walk would visit more than ``STATE_LIMIT`` states, battles are
  played out with a seeded random generator sampling the same chance outcomes; the result
  carries its standard error.

The default policy (``default_policy``): neither side ever tries to retreat; attacks go in row
order, each unit in listing order, each at the first enemy the rules allow in the order the
enemies were listed (``combat.default_target``). A battle the policy can never finish (nobody
able to hurt anybody, or the policy's targets never hurt) counts as the defenders holding.
"""

from __future__ import annotations

import bisect
import contextlib
import dataclasses
import itertools
import math
import random
import sys
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from forgegames.core.actions import Action
from forgegames.core.quoting import cut
from forgegames.games.warparty import combat
from forgegames.games.warparty.combat import Battle, Profile
from forgegames.games.warparty.model import side_of

if TYPE_CHECKING:
    from forgegames.games.warparty.content import ArmySheet

TERRAINS = ("plains", "forest", "mountain")
"""Terrain changes no combat figure in the rulebook; in rough terrain (forest, mountain) most
units that moved in cannot retreat, which the default policy never tries anyway."""
STATE_LIMIT = 60_000
"""Most battle states the exact walk may visit (a few seconds) before the odds are sampled."""
SAMPLES = 20_000
"""Most battles played when the odds are sampled (standard error 0.0035 at worst)..."""
ACTION_BUDGET = 1_000_000
"""...and no more once they have taken this many actions (about 20 seconds): a battle of
hundreds of units takes thousands of actions, so its odds come from a few hundred battles."""
MAX_UNITS = 400
"""The most units one side of ``odds`` may have (of one kind, or of several together)."""
DEPTH_LIMIT = 20_000
"""Deepest the exact walk may recurse (states in progress, one inside the other) before the
odds are sampled instead: a battle of hundreds of units goes that deep long before it passes
``STATE_LIMIT``, and Python's stack would not hold it."""
ACTION_LIMIT = 100_000
"""A sampled battle still going after this many actions counts as the defenders holding."""

Policy = Callable[[Battle], Action]
Vec = tuple[float, float, float, float, float]
"""attacker wins, defender wins, both destroyed, attackers standing, defenders standing."""

_HOLDS = {
    combat.ATTACKER_WINS: 0,
    combat.DEFENDER_RETREATED: 0,
    combat.DEFENDER_WINS: 1,
    combat.ATTACKER_RETREATED: 1,
    combat.STALEMATE: 1,
    combat.BOTH_DESTROYED: 2,
}
"""Which of the three results an ending counts as: whoever holds the territory."""


@dataclasses.dataclass(frozen=True)
class Odds:
    """The chances of each result (they sum to 1) and the units expected to stand at the end.

    ``method`` is ``exact`` or ``monte-carlo``; a sampled result gives ``standard_error`` (the
    largest of the three probabilities') and ``standard_errors`` for every figure. ``size`` is
    the number of states visited (exact) or battles played (sampled)."""

    attacker_wins: float
    defender_wins: float
    both_destroyed: float
    expected_attacker_survivors: float
    expected_defender_survivors: float
    method: str
    size: int
    standard_error: float | None = None
    standard_errors: dict[str, float] | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "attacker_wins": self.attacker_wins,
            "defender_wins": self.defender_wins,
            "both_destroyed": self.both_destroyed,
            "expected_attacker_survivors": self.expected_attacker_survivors,
            "expected_defender_survivors": self.expected_defender_survivors,
            "method": self.method,
        }
        if self.standard_error is not None:
            out["standard_error"] = self.standard_error
        return out


def default_policy(battle: Battle) -> Action:
    """Never retreat; attack in row and listing order the first enemy the rules allow."""
    attack = combat.default_target(battle)
    if attack is not None:
        return attack
    actions = combat.legal_actions(battle)
    stay = [a for a in actions if isinstance(a, combat.PressOn)]
    return stay[0] if stay else actions[0]


def battle_odds(
    attackers: Sequence[Profile],
    defenders: Sequence[Profile],
    terrain: str = "plains",
    *,
    state_limit: int = STATE_LIMIT,
    samples: int = SAMPLES,
    seed: int = 1,
) -> Odds:
    """The odds of ``attackers`` moving in on ``defenders`` under the default policy: exact
    when the battle has at most ``state_limit`` states, else ``samples`` battles played."""
    if terrain not in TERRAINS:
        raise ValueError(f"unknown terrain '{terrain}' (choose from {', '.join(TERRAINS)})")
    battle = combat.new_battle(attackers, defenders)
    try:
        return exact_odds(battle, state_limit=state_limit)
    except TooManyStates:
        return monte_carlo(battle, samples, random.Random(seed), action_budget=ACTION_BUDGET)


class TooManyStates(Exception):
    """The exact walk would pass its state limit."""


def _terminal(battle: Battle) -> Vec:
    counts = [0.0, 0.0, 0.0]
    counts[_HOLDS[battle.outcome]] = 1.0  # type: ignore[index]
    attackers, defenders = combat.survivors(battle)
    return (counts[0], counts[1], counts[2], float(len(attackers)), float(len(defenders)))


def _held(battle: Battle) -> Vec:
    """A battle the policy never finishes: the defenders hold, everyone standing stays."""
    attackers, defenders = combat.survivors(battle)
    return (0.0, 1.0, 0.0, float(len(attackers)), float(len(defenders)))


_ZERO: Vec = (0.0, 0.0, 0.0, 0.0, 0.0)


def _mix(base: Vec, weight: float, more: Vec) -> Vec:
    """``base + weight * more``."""
    a, b, c, d, e = base
    f, g, h, i, j = more
    return (a + weight * f, b + weight * g, c + weight * h, d + weight * i, e + weight * j)


def _exchange(battle: Battle) -> int:
    """Which exchange (attackers' round and defenders' round) the battle is in."""
    return (battle.round - 1) // 2


class _Walk:
    def __init__(self, policy: Policy, limit: int) -> None:
        self.policy = policy
        self.limit = limit
        self.memo: dict[tuple, tuple[Vec, float]] = {}
        self.anchors: dict[tuple, Battle] = {}
        self.anchor_values: dict[tuple, Vec] = {}
        self.last: tuple[Any, tuple] = ((), ())
        """The sides of the battle ``material`` was last asked of, and its answer."""
        self.depth = 0

    def material(self, battle: Battle) -> tuple:
        """``combat.material``, remembered for the last sides asked of (one sides object is
        shared by the many states of one material, which the walk visits one after another;
        holding the sides, the check by identity cannot mistake other sides for them)."""
        sides = battle.sides
        last = self.last
        if last[0] is sides:
            return last[1]
        found = combat.material(battle)
        self.last = (sides, found)
        return found

    def value(self, battle: Battle) -> Vec:
        """Expected result from ``battle`` on."""
        if battle.outcome is not None:
            return _terminal(battle)
        v, p = self.solve(battle)
        if p == 0.0:
            return v
        return _mix(v, p, self.anchor_value(self.material(battle)))

    def anchor_value(self, material: tuple) -> Vec:
        found = self.anchor_values.get(material)
        if found is None:
            anchor = self.anchors[material]
            v, p = self.solve(anchor)
            # V = v + p V; p = 1 means the policy never gets anywhere from here
            found = _held(anchor) if p > 1.0 - 1e-12 else _mix(_ZERO, 1.0 / (1.0 - p), v)
            self.anchor_values[material] = found
        return found

    def solve(self, battle: Battle) -> tuple[Vec, float]:
        """(the expected result over the paths that change the material or end the battle,
        the probability of coming back to this material's anchor unchanged)."""
        material = self.material(battle)
        key = combat.state_key(battle, material)
        found = self.memo.get(key)
        if found is not None:
            return found
        if len(self.memo) >= self.limit or self.depth >= DEPTH_LIMIT:
            raise TooManyStates
        self.depth += 1
        try:
            found = self._solve(battle, material)
        finally:
            self.depth -= 1
        self.memo[key] = found
        return found

    def _solve(self, battle: Battle, material: tuple) -> tuple[Vec, float]:
        outcomes = combat.chance_outcomes(battle)
        branches = outcomes if outcomes else ((self.policy(battle), 1.0),)
        exchange = _exchange(battle)
        total, back = _ZERO, 0.0
        for action, weight in branches:
            after = combat.apply(battle, action, explain=False)[0]
            if after.outcome is not None:
                total = _mix(total, weight, _terminal(after))
            elif after.sides is not battle.sides and self.material(after) != material:
                total = _mix(total, weight, self.value(after))
            elif _exchange(after) > exchange:  # a whole exchange and nobody hurt
                self.anchors.setdefault(material, after)
                back += weight
            else:
                part, again = self.solve(after)
                total = _mix(total, weight, part)
                back += weight * again
        return total, back


_stack_lock = threading.Lock()
_stack_users = 0
_stack_limit_before = 0


@contextlib.contextmanager
def _deep_stack() -> Iterator[None]:
    """Python's recursion limit raised for the exact walk (three frames a level, up to
    ``DEPTH_LIMIT`` levels) while any walk runs, on any thread, and put back when the last one
    ends. Each walk putting back the limit it found would race with a walk on another thread
    (the board's odds worker beside the frame's own quick walk): one would end the other's deep
    walk with a RecursionError, or leave the limit raised for good."""
    global _stack_users, _stack_limit_before
    with _stack_lock:
        if _stack_users == 0:
            _stack_limit_before = sys.getrecursionlimit()
            sys.setrecursionlimit(max(_stack_limit_before, 3 * DEPTH_LIMIT + 2000))
        _stack_users += 1
    try:
        yield
    finally:
        with _stack_lock:
            _stack_users -= 1
            if _stack_users == 0:
                sys.setrecursionlimit(_stack_limit_before)


def exact_odds(
    battle: Battle, *, policy: Policy = default_policy, state_limit: int = STATE_LIMIT
) -> Odds:
    """The exact odds of ``battle`` played on under ``policy`` (TooManyStates past the limit)."""
    walk = _Walk(policy, state_limit)
    with _deep_stack():
        v = walk.value(battle)
    scale = sum(v[:3])  # 1 up to rounding; keeps the three summing to 1
    return Odds(v[0] / scale, v[1] / scale, v[2] / scale, v[3], v[4], "exact", len(walk.memo))


class _Sampler:
    """Draws chance outcomes by their probabilities; remembers the bounds of the last outcome
    list it was given, held with it (the rules hand out the same list for every die)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.last: tuple[Any, list[float] | None] = (None, None)

    def draw(self, outcomes: Sequence[tuple[Action, float]]) -> Action:
        if self.last[0] is not outcomes:
            self.last = (outcomes, _bounds(outcomes))
        bounds = self.last[1]
        if bounds is None:  # equally likely, like a die's faces
            return outcomes[int(self.rng.random() * len(outcomes))][0]
        at = bisect.bisect_right(bounds, self.rng.random() * bounds[-1])
        return outcomes[min(at, len(outcomes) - 1)][0]


def _bounds(outcomes: Sequence[tuple[Action, float]]) -> list[float] | None:
    """The running totals of the probabilities, or None when they are all equal."""
    weights = [weight for _, weight in outcomes]
    if max(weights) == min(weights):
        return None
    return list(itertools.accumulate(weights))


def play_out(battle: Battle, policy: Policy, sampler: _Sampler) -> tuple[Battle, int]:
    """One battle played to its end (or ``ACTION_LIMIT`` actions) with sampled dice; the
    final battle and the number of actions."""
    apply, chance_outcomes, draw = combat.apply, combat.chance_outcomes, sampler.draw
    for done in range(ACTION_LIMIT):
        if battle.outcome is not None:
            return battle, done
        outcomes = chance_outcomes(battle)
        action = draw(outcomes) if outcomes else policy(battle)
        battle = apply(battle, action, False)[0]
    return battle, ACTION_LIMIT


def monte_carlo(
    battle: Battle,
    samples: int,
    rng: random.Random,
    *,
    policy: Policy = default_policy,
    action_budget: int | None = None,
) -> Odds:
    """The odds of ``battle`` estimated from ``samples`` battles played with ``rng`` (fewer
    when they would take more than ``action_budget`` actions)."""
    sampler = _Sampler(rng)
    sums = [0.0] * 5
    squares = [0.0] * 5
    played = actions = 0
    while played < samples:
        if action_budget is not None and actions >= action_budget:
            break
        end, used = play_out(battle, policy, sampler)
        played += 1
        actions += used
        v = _terminal(end) if end.outcome is not None else _held(end)
        for i, x in enumerate(v):
            sums[i] += x
            squares[i] += x * x
    means = [s / played for s in sums]
    errors = [
        math.sqrt(max(sq / played - m * m, 0.0) / max(played - 1, 1))
        for sq, m in zip(squares, means, strict=True)
    ]
    names = (
        "attacker_wins",
        "defender_wins",
        "both_destroyed",
        "expected_attacker_survivors",
        "expected_defender_survivors",
    )
    return Odds(
        *means,  # type: ignore[arg-type]
        method="monte-carlo",
        size=played,
        standard_error=max(errors[:3]),
        standard_errors=dict(zip(names, errors, strict=True)),
    )


# --- the command line ---------------------------------------------------------------------------
POLICY_HELP = (
    "Odds assume the default policy: neither side ever tries to retreat; units attack in row "
    "order (row 1, then 2, then 3), in the order listed within a row, each attack aimed at the "
    "first enemy the rules allow in the order the enemies were listed. The attackers strike "
    "first; defenders killed strike back in their next round. Exact when the battle has at "
    f"most {STATE_LIMIT:,} states, else estimated from up to {SAMPLES:,} seeded battles "
    "(method monte-carlo, with its standard error; fewer when the battles are long). A side "
    f"has at most {MAX_UNITS} units."
)
TERRAIN_HELP = (
    "where the battle is fought (default plains). The rulebook gives terrain no effect on "
    "attack or defence: rough terrain (forest, mountain) only stops units that took its "
    "penalty from retreating, and the default policy never retreats, so the odds are the "
    "same on every terrain."
)
SIDE_HELP = (
    "ARMY:UNIT*N,UNIT,... e.g. goblins:warrior*3,archer (unit ids from the army sheets; "
    "every army's basic units also answer to infantry and archer). Repeat for allied armies."
)


def parse_side(specs: Sequence[str], armies: Mapping[str, ArmySheet]) -> list[Profile]:
    """The units of ``ARMY:UNIT*N,UNIT,...`` texts, in the order given; ValueError (one line,
    naming the valid ids) for an unknown army or unit or a bad count."""
    profiles: list[Profile] = []
    for spec in specs:
        army, colon, units = spec.partition(":")
        if army not in armies:
            raise ValueError(f"unknown army '{cut(army, 40)}' (choose from {', '.join(armies)})")
        if not colon or not units.strip():
            raise ValueError(
                f"'{cut(spec, 40)}': give units after the army, e.g. {cut(army, 40)}:infantry*3"
            )
        sheet = armies[army]
        for part in units.split(","):
            unit_id, star, count_text = part.strip().partition("*")
            if unit_id not in sheet.units and unit_id not in sheet.aliases:
                valid = ", ".join([*sheet.units, *sheet.aliases])
                raise ValueError(
                    f"unknown unit '{cut(unit_id, 40)}' in the {army} army (choose from {valid})"
                )
            digits = count_text.isascii() and count_text.isdigit() and len(count_text) <= 3
            count = int(count_text) if digits else 0 if star else 1
            if not 1 <= count <= MAX_UNITS:
                raise ValueError(
                    f"'{cut(part.strip(), 40)}': the count after * must be 1 to {MAX_UNITS}"
                )
            profile = combat.profile_from_unit(sheet.unit(unit_id), army)
            profiles.extend([profile] * count)
            if len(profiles) > MAX_UNITS:
                raise ValueError(f"a side may have at most {MAX_UNITS} units")
    return profiles


def check_sides(attackers: Sequence[Profile], defenders: Sequence[Profile]) -> None:
    """ValueError (one line) unless each side's armies are of one team and the two sides of
    different teams: Humans fight beside Dwarves, never beside Goblins nor against Humans."""
    teams = []
    for name, side in (("attackers", attackers), ("defenders", defenders)):
        armies = sorted({p.army for p in side})
        team = {side_of(army) for army in armies}
        if len(team) > 1:
            raise ValueError(
                f"the {name} mix the two teams ({', '.join(armies)}): allies are of one team"
            )
        teams.append(team.pop())
    if teams[0] == teams[1]:
        raise ValueError(f"both sides are of the {teams[0]} team: a battle is between the teams")


def summary(odds: Odds) -> list[str]:
    """The odds in words, one line each (the command prints the JSON after them)."""
    lines = [
        f"attackers win      {odds.attacker_wins:7.2%}",
        f"defenders win      {odds.defender_wins:7.2%}",
        f"both destroyed     {odds.both_destroyed:7.2%}",
        f"attackers standing {odds.expected_attacker_survivors:7.2f} on average",
        f"defenders standing {odds.expected_defender_survivors:7.2f} on average",
    ]
    if odds.method == "exact":
        lines.append(f"method: exact ({odds.size:,} battle states)")
    else:
        lines.append(
            f"method: monte-carlo ({odds.size:,} battles, standard error {odds.standard_error:.4f})"
        )
    return lines
