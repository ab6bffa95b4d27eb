"""How the seat to move could meet each of its unmet quest steps this round, for a newcomer
(playtests 30 and 31: in the quest phase nothing showed which adventurer, which weapon and which
quest would meet a step, so forging and arming were hard to work out alone).

For the seat's quests whose current step is not met, the search finds the cheapest set of
forges (an owned design paid from the cubes the seat holds, given to an adventurer who may
wield it) that meets as many of them as possible together: a cube or an adventurer used for one
quest is not counted for another. Adventurers already on a met step, and those already carrying
a weapon, stay where they are. It meets the most quests first, then the most prestige, then
spends the least (``CUBE_VALUE``), then makes the fewest moves.

The search visits at most ``NODE_LIMIT`` positions; past it the best way found so far stands
(``QuestPlans.capped``). A quest no way meets says what is missing in the offer's words
(``quest_reach.reach_words``): the power the free adventurers reach, and the cubes that would
make a way ("1 iron more would do it"). Advice, never a rule:
each move is an ordinary legal ``Equip``, checked by playing it (``look_ahead``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import listing, tr
from forgegames.games.forge_war import champions as champs
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.bot_values import CUBE_VALUE, look_ahead
from forgegames.games.forge_war.content_records import Weapon
from forgegames.games.forge_war.game_actions import Equip
from forgegames.games.forge_war.quest_reach import reach_words
from forgegames.games.forge_war.state import Adventurer, FWState

NODE_LIMIT = 20000
"""Positions the search visits at most (a board asks within a frame)."""


@dataclasses.dataclass(frozen=True)
class QuestPlan:
    """One unmet quest: the moves that meet it (empty: no way this round) and their words, or
    what is missing."""

    quest: str
    name: str
    moves: tuple[Equip, ...]
    steps: tuple[str, ...]
    """Each move in words ("Iron Axe for adventurer 2": forged for that adventurer)."""
    missing: str
    """What no way this round lacks ("needs power 3; …; 1 iron more would do it"); '' when
    ``moves`` meet it."""
    line: str
    """The plan in one line, in the language it was made in: "Trouble in the Weird Woods:
    forge Iron Sword for adventurer 2 and Copper Axe for adventurer 3", or "...: no way this
    round: needs power 3; …"."""

    @property
    def possible(self) -> bool:
        return bool(self.moves)


@dataclasses.dataclass(frozen=True)
class QuestPlans:
    """Every unmet quest's plan, in the seat's quest order."""

    plans: tuple[QuestPlan, ...]
    capped: bool
    """The search ran past ``NODE_LIMIT`` (the plans are the best found before)."""

    @property
    def moves(self) -> tuple[Equip, ...]:
        """Every plan's moves, in order (what "Arm as suggested" plays)."""
        return tuple(m for p in self.plans for m in p.moves)


@dataclasses.dataclass(frozen=True)
class _Need:
    """A quest step as the search counts it: what its adventurers bring already."""

    quest: str
    difficulty: int
    types: tuple[str, ...]
    power: int
    carried: frozenset[str]
    prestige: int


Forge = tuple[Adventurer, Weapon]
Score = tuple[int, int, float, int]
"""Quests met, their prestige, minus the cubes' worth spent, minus the moves made."""


class _Search:
    """The bounded search over every way of arming the unmet steps together."""

    def __init__(self, view: FWState, seat: int, limit: int) -> None:
        self.world = view.world
        self.penalty = view.world.content.rules.missing_type_penalty
        weapons = view.world.content.all_weapons
        self.designs = [weapons[d] for d in dict.fromkeys(q.owned_designs(view, seat))]
        self.limit = limit
        self.nodes = 0

    @property
    def capped(self) -> bool:
        return self.nodes > self.limit

    def met(self, need: _Need, forged: Sequence[Forge]) -> bool:
        power = need.power + sum(champs.weapon_power(self.world, a, w) for a, w in forged)
        types = set(need.carried)
        for a, w in forged:
            types.update(champs.weapon_types(self.world, a, w))
        missing = sum(1 for t in need.types if t not in types)
        return power >= need.difficulty + self.penalty * missing

    def ways(
        self, need: _Need, advs: Sequence[Adventurer], pool: Mapping[str, int]
    ) -> list[tuple[Forge, ...]]:
        """Every least way (no forge to spare) of meeting ``need`` with ``advs`` and ``pool``."""
        out: list[tuple[Forge, ...]] = []

        def walk(start: int, forged: tuple[Forge, ...], left: dict[str, int]) -> None:
            self.nodes += 1
            if self.capped:
                return
            if forged and self.met(need, forged):
                out.append(forged)
                return
            for i in range(start, len(advs)):
                adv = advs[i]
                for w in self.designs:
                    if not q.can_wield(adv.level, w) or not _pays(left, w.cost):
                        continue
                    walk(i + 1, (*forged, (adv, w)), _less(left, w.cost))

        walk(0, (), dict(pool))
        return out

    def best(
        self, needs: Sequence[_Need], advs: Sequence[Adventurer], pool: Mapping[str, int]
    ) -> dict[str, tuple[Forge, ...]]:
        """The quests met, each with its forges, in the best way found."""
        found: list[tuple[Score, dict[str, tuple[Forge, ...]]]] = []

        def walk(i: int, chosen: dict[str, tuple[Forge, ...]], free, left, score: Score) -> None:
            if found and score[0] + len(needs) - i < found[0][0][0]:
                return  # cannot meet as many quests as the best way found
            if i == len(needs):
                if not found or score > found[0][0]:
                    found[:] = [(score, dict(chosen))]
                return
            need = needs[i]
            for way in self.ways(need, free, left):
                if self.capped:
                    return
                used = {a.id for a, _w in way}
                spent: dict[str, int] = {}
                for _a, w in way:
                    spent = {r: spent.get(r, 0) + w.cost.get(r, 0) for r in {*spent, *w.cost}}
                worth = sum(CUBE_VALUE.get(r, 1.0) * n for r, n in spent.items())
                met, prestige, saved, moves = score
                more = (met + 1, prestige + need.prestige, saved - worth, moves - len(way))
                rest = [a for a in free if a.id not in used]
                walk(i + 1, {**chosen, need.quest: way}, rest, _less(left, spent), more)
            walk(i + 1, chosen, free, left, score)

        walk(0, {}, list(advs), dict(pool), (0, 0, 0.0, 0))
        return found[0][1] if found else {}


def _pays(pool: Mapping[str, int], cost: Mapping[str, int]) -> bool:
    return all(pool.get(r, 0) >= n for r, n in cost.items())


def _less(pool: Mapping[str, int], cost: Mapping[str, int]) -> dict[str, int]:
    return {r: pool.get(r, 0) - cost.get(r, 0) for r in {*pool, *cost}}


def _needs(view: FWState, seat: int) -> list[_Need]:
    out = []
    world = view.world
    weapons = world.content.all_weapons
    for entry in view.seats[seat].quests:
        req = q.requirement(view, seat, entry.id)
        if req.met:
            continue
        on = [a for a in view.seats[seat].advs if a.quest == entry.id and a.weapon]
        carried = frozenset(
            t for a in on for t in champs.weapon_types(world, a, weapons[a.weapon or ""])
        )
        card = q.quest_card(world, entry.id)
        need = _Need(entry.id, req.difficulty, req.types, req.power, carried, card.full_prestige)
        out.append(need)
    return out


def _free(view: FWState, seat: int) -> list[Adventurer]:
    """Adventurers a plan may arm: not on a met step, not carrying a weapon already."""
    data = view.seats[seat]
    met = {e.id for e in data.quests if q.requirement(view, seat, e.id).met}
    return [a for a in data.advs if a.weapon is None and a.quest not in met]


def quest_plans(view: FWState, seat: int, limit: int = NODE_LIMIT) -> QuestPlans:
    """The plan of each of ``seat``'s unmet quest steps in ``view`` (see the module)."""
    needs = _needs(view, seat)
    if not needs:
        return QuestPlans((), False)
    search = _Search(view, seat, limit)
    advs = _free(view, seat)
    pool = dict(view.seats[seat].pool)
    chosen = search.best(needs, advs, pool)
    chosen = _checked(view, seat, needs, chosen)
    used = {a.id for way in chosen.values() for a, _w in way}
    left = dict(pool)
    for way in chosen.values():
        for _a, w in way:
            left = _less(left, w.cost)
    rest = [a for a in advs if a.id not in used]
    plans = []
    for need in needs:
        name = q.quest_card(view.world, need.quest).name
        way = chosen.get(need.quest, ())
        moves = tuple(Equip(a.id, w.id, need.quest) for a, w in way)
        steps = tuple(tr("{weapon} for adventurer {n}", weapon=w.name, n=a.id + 1) for a, w in way)
        missing = "" if moves else _missing(search, need, rest, left)
        line = (
            tr("{quest}: forge {steps}", quest=name, steps=listing(list(steps)))
            if moves
            else tr("{quest}: no way this round: {missing}", quest=name, missing=missing)
        )
        plans.append(QuestPlan(need.quest, name, moves, steps, missing, line))
    return QuestPlans(tuple(plans), search.capped)


def _checked(
    view: FWState, seat: int, needs: Sequence[_Need], chosen: dict[str, tuple[Forge, ...]]
) -> dict[str, tuple[Forge, ...]]:
    """The ways whose moves, played through the rules in order, are legal and meet their
    steps (a way the rules refuse is dropped: never a false suggestion)."""
    state = view
    out = {}
    for need in needs:
        way = chosen.get(need.quest)
        if not way:
            continue
        after = state
        try:
            for a, w in way:
                after = look_ahead(after, seat, Equip(a.id, w.id, need.quest))
        except IllegalAction:
            continue
        if q.requirement(after, seat, need.quest).met:
            state, out[need.quest] = after, way
    return out


def _missing(search: _Search, need: _Need, advs: list[Adventurer], pool: dict[str, int]) -> str:
    """What keeps ``need`` out of reach with the adventurers and cubes the other plans leave,
    in the words the offer's tooltip gives (``reach_words``: the power, and the cubes where a
    few would do it)."""
    if not advs:
        return tr("no adventurer is free to send")
    lacking = tuple(t for t in need.types if t not in need.carried)
    leg = dataclasses.replace(
        q.quest_card(search.world, need.quest).legs[0],
        difficulty=need.difficulty - need.power,
        types=lacking,
    )
    designs = [w.id for w in search.designs]
    words = reach_words(search.world, advs, designs, pool, leg, have=need.power)
    if words is not None:
        return words
    # the step-by-step search found no way where the reach found one (or gave up): the power
    needed = need.difficulty + search.penalty * len(lacking)
    return tr(
        "your free adventurers reach power {power} of {needed}", power=need.power, needed=needed
    )


def first_move(view: FWState, seat: int) -> Equip | None:
    """The first move of the first quest plan that meets a step (what a hint leads with),
    None when no plan does or ``seat`` is not managing its quests."""
    if view.phase != "quest" or view.step != "manage" or view.pending:
        return None
    return next(iter(quest_plans(view, seat).moves), None)
