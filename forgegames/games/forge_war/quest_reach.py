"""The warning shown when a seat takes a quest whose first step it cannot meet this round
(playtest 11: a tester took a free quest needing power 4 and a crushing weapon with only a
copper sword to send, and it failed at once for -3 prestige; the need was only in a tooltip).

The reach is measured with the engine's own pieces (the designs the seat may forge, who may
wield what, the resources each costs, a weapon's power and types in an adventurer's hands),
over every way of forging for the seat's adventurers with the resources it holds now, and the
fewest cubes that would bring it in reach. It is advice, never a rule: the move is made either
way (after a question: ``take_loss``)."""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Mapping, Sequence

from forgegames.core.i18n import listing, tr
from forgegames.games.forge_war import champions as champs
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.content_records import Leg
from forgegames.games.forge_war.resources import amount_text
from forgegames.games.forge_war.state import Adventurer, FWState
from forgegames.games.forge_war.words import types_words
from forgegames.games.forge_war.world import World

SEARCH_LIMIT = 20000
"""Ways of forging tried at most; past it the quest counts as reachable (no false warning)."""

Reach = tuple[int, int, frozenset[str]]
"""The best way found: power less the missing-type penalty, the power, the types carried."""


def best_reach(
    world: World,
    advs: Sequence[Adventurer],
    designs: Sequence[str],
    pool: Mapping[str, int],
    leg: Leg,
) -> Reach | None:
    """The best the adventurers can bring to ``leg`` by forging ``designs`` out of ``pool``
    (each adventurer one weapon or none), or None when the search ran past its limit."""
    weapons = world.content.all_weapons
    penalty = world.content.rules.missing_type_penalty
    tried = 0
    best: Reach = (-penalty * len(leg.types), 0, frozenset())

    def walk(i: int, left: dict[str, int], power: int, types: frozenset[str]) -> bool:
        nonlocal tried, best
        tried += 1
        if tried > SEARCH_LIMIT:
            return False
        missing = sum(1 for t in leg.types if t not in types)
        here = (power - penalty * missing, power, types)
        best = max(best, here, key=lambda r: (r[0], r[1]))
        if i == len(advs):
            return True
        adv = advs[i]
        if not walk(i + 1, left, power, types):
            return False
        for did in designs:
            w = weapons[did]
            if not q.can_wield(adv.level, w) or any(left.get(r, 0) < n for r, n in w.cost.items()):
                continue
            rest = {r: left.get(r, 0) - w.cost.get(r, 0) for r in {*left, *w.cost}}
            gained = frozenset(champs.weapon_types(world, adv, w))
            if not walk(i + 1, rest, power + champs.weapon_power(world, adv, w), types | gained):
                return False
        return True

    done = walk(0, dict(pool), 0, frozenset())
    return best if done else None


EXTRA_CUBES = 3
"""The most missing cubes the reach names ("1 iron and 2 copper more would do it")."""


def cubes_short(
    world: World,
    advs: Sequence[Adventurer],
    designs: Sequence[str],
    pool: Mapping[str, int],
    leg: Leg,
) -> dict[str, int] | None:
    """The fewest cubes (``EXTRA_CUBES`` at most) that, added to ``pool``, would let ``advs``
    meet ``leg``; None when no such handful does (or the search gave up)."""
    weapons = world.content.all_weapons
    kinds = sorted({r for d in designs for r in weapons[d].cost})
    for n in range(1, EXTRA_CUBES + 1):
        for extra in itertools.combinations_with_replacement(kinds, n):
            more = dict(pool)
            for r in extra:
                more[r] = more.get(r, 0) + 1
            reach = best_reach(world, advs, designs, more, leg)
            if reach is None:
                return None
            if reach[0] >= leg.difficulty:
                return {r: extra.count(r) for r in dict.fromkeys(extra)}
    return None


def reach_words(
    world: World,
    advs: Sequence[Adventurer],
    designs: Sequence[str],
    pool: Mapping[str, int],
    leg: Leg,
    have: int = 0,
) -> str | None:
    """What keeps ``advs`` from meeting ``leg`` with the cubes of ``pool``, in one phrase that
    names the power and, where a few cubes would do it, the cubes ("needs power 3; your
    adventurers reach only power 1 now; 1 more iron would do it"); None when they can meet
    it (or the search gave up: no false warning). ``have``: the power already on the step
    (``leg`` is then what it still lacks). The one answer the offer's tooltip, the question
    before taking a quest and the quest plans all give (issue 39: the plan said "needs 1
    iron more" while the tooltip spoke of power only)."""
    reach = best_reach(world, advs, designs, pool, leg)
    if reach is None or reach[0] >= leg.difficulty:
        return None
    full = have + leg.difficulty
    lacking = [t for t in leg.types if t not in reach[2]]
    if leg.types:
        needs = tr("needs power {n} and a {types} weapon", n=full, types=types_words(leg.types))
    else:
        needs = tr("needs power {n}", n=full)
    if lacking:
        penalty = world.content.rules.missing_type_penalty
        got = tr(
            "the best your adventurers can forge now is power {power} with no {types} weapon, "
            "which then needs {needed}",
            types=types_words(lacking),
            needed=full + penalty * len(lacking),
            power=have + reach[1],
        )
    else:
        got = tr("your adventurers reach only power {power} now", power=have + reach[1])
    cubes = cubes_short(world, advs, designs, pool, leg)
    if not cubes:
        return tr("{needs}; {got}", needs=needs, got=got)
    more = listing([amount_text(r, k) for r, k in cubes.items()])
    return tr("{needs}; {got}; {cubes} more would do it", needs=needs, got=got, cubes=more)


def first_step_words(view: FWState, seat: int, qid: str) -> str | None:
    """``reach_words`` for ``qid``'s first step, with every adventurer and cube of ``seat``."""
    data = view.seats[seat]
    designs = list(dict.fromkeys(q.owned_designs(view, seat)))
    return reach_words(
        view.world, data.advs, designs, data.pool, q.quest_card(view.world, qid).legs[0]
    )


def take_warning(view: FWState, seat: int, qid: str, before: bool = False) -> str | None:
    """What to tell ``seat`` on taking ``qid`` when the quest's first step is out of its reach
    with the resources it holds (None when it can be met, or the search gave up). ``before``:
    the words for the offer's tooltip, before any click (issue 39: the quest is dimmed)."""
    why = first_step_words(view, seat, qid)
    if why is None:
        return None
    world, card = view.world, q.quest_card(view.world, qid)
    lost = world.content.rules.early_failure_penalty
    if before:
        return tr(
            "Out of reach now: {name} {why}. Unless you trade for more, it would fail when you "
            "finish, for -{lost} prestige.",
            name=card.name,
            why=why,
            lost=lost,
        )
    return tr(
        "{name} {why}. Unless you trade for more, it fails when you finish, for -{lost} "
        "prestige (Undo takes the quest back).",
        name=card.name,
        why=why,
        lost=lost,
    )


def take_loss(view: FWState, seat: int, qid: str) -> str | None:
    """What taking ``qid`` costs ``seat`` when its first step is out of reach, as a loss the
    question before the move names (issue 39: the click took it silently, and the -3 showed
    only at "Finish managing quests"); None when it is in reach."""
    why = first_step_words(view, seat, qid)
    if why is None:
        return None
    world, card = view.world, q.quest_card(view.world, qid)
    return tr(
        "{lost} prestige, as {name} is out of reach now ({why}) and fails when you finish "
        "unless you trade for more",
        lost=world.content.rules.early_failure_penalty,
        name=card.name,
        why=why,
    )


def arm_warning(view: FWState, seat: int, qid: str) -> str | None:
    """What to tell ``seat`` on sending an adventurer on ``qid`` while its step stays unmet
    (playtest 26: a Copper Dagger, power 1 of 5 and the wrong kind, was sent, and the quest
    failed at "Finish managing quests" with nothing said before): what is missing, and
    whether the free adventurers can still make up for it with what the seat holds now.
    None when the step is met."""
    req = q.requirement(view, seat, qid)
    if req.met:
        return None
    name = q.quest_card(view.world, qid).name
    if req.missing:
        needs = tr(
            "{name} needs power {n} (you have {power}) and a {types} weapon; without one it "
            "needs {needed}",
            name=name,
            n=req.difficulty,
            power=req.power,
            types=types_words(req.missing),
            needed=req.needed,
        )
    else:
        needs = tr(
            "{name} needs power {n} (you have {power})", name=name, n=req.needed, power=req.power
        )
    entry = q.active(view, seat, qid)
    costs = []
    if entry.taken == view.round:
        costs.append(tr("-{n} prestige", n=view.world.content.rules.early_failure_penalty))
    costs.append(tr("the weapons on it are lost"))
    if reachable_rest(view, seat, req):
        then = tr("Arm it further before you finish, or it fails ({what}).", what=", ".join(costs))
    else:
        then = tr(
            "Your free adventurers cannot make up for it with what you hold now: it fails when "
            "you finish ({what}) unless you trade for more. Undo takes the move back.",
            what=", ".join(costs),
        )
    return f"{needs}. {then}"


def reachable_rest(view: FWState, seat: int, req: q.Requirement) -> bool:
    """Whether the seat's adventurers on no quest can bring what ``req``'s step still lacks,
    forging with the resources the seat holds (True when the search gave up: no false
    warning)."""
    world, data = view.world, view.seats[seat]
    leg = q.quest_card(world, req.quest).legs[req.leg]
    rest = dataclasses.replace(leg, difficulty=req.difficulty - req.power, types=req.missing)
    free = [a for a in data.advs if a.quest is None]
    designs = list(dict.fromkeys(q.owned_designs(view, seat)))
    reach = best_reach(world, free, designs, data.pool, rest)
    return reach is None or reach[0] >= rest.difficulty
