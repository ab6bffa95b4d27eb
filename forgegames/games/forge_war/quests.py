"""Quests: the offer, acquisition, management (forging and assigning), failure, advancing and
leg rewards, the road rush, and the end-of-round clean-up of the offer.

An active quest on a player's mat is a ``state.QuestEntry`` (``id``, ``pos``, ``taken``,
``rushed``): ``pos`` counts the steps behind the tracker (the current step is ``pos``),
``taken`` the round it was acquired, ``rushed`` the steps the road action added this round (for
the failure exception). A rule puts the changed entry in its place (``economy.put_quest``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import FrozenMap
from forgegames.core.i18n import article, count, listing, ntr, tr
from forgegames.games.forge_war import champions as champs
from forgegames.games.forge_war.content_records import Leg, Quest, Weapon
from forgegames.games.forge_war.economy import (
    Log,
    added,
    adventurer,
    amounts_text,
    drop_quest,
    drop_weapon,
    gain,
    has,
    hire,
    put_adventurer,
    put_quest,
    savvy_count,
)
from forgegames.games.forge_war.game_actions import (
    Done,
    Equip,
    QuestPass,
    Road,
    TakeQuest,
    Unassign,
    shared,
)
from forgegames.games.forge_war.resources import resource_ids
from forgegames.games.forge_war.stages import is_epic, uses_champions
from forgegames.games.forge_war.state import (
    Adventurer,
    FWState,
    QuestEntry,
    appended,
    changed,
    evolve,
    pushed,
    queued,
    seat_changed,
    with_more,
    without_one,
)
from forgegames.games.forge_war.words import types_words
from forgegames.games.forge_war.world import World


def quest_card(world: World, qid: str) -> Quest:
    return world.content.all_quests[qid]


def slot_cost(world: World, slot: int) -> int:
    return world.content.rules.slot_costs[slot]


def active(state: FWState, seat: int, qid: str) -> QuestEntry:
    for entry in state.seats[seat].quests:
        if entry.id == qid:
            return entry
    raise IllegalAction(tr("that quest is not one of your active quests"), rule="quests")


# --- weapons and requirements -------------------------------------------------------------------
def owned_designs(state: FWState, seat: int) -> list[str]:
    """Designs ``seat`` may forge: starting cards, unique designs, claimed public designs."""
    claims = state.market["claims"]
    claimed = [d for d in state.market["public"] if d in claims and seat in claims[d]]
    return [*state.seats[seat].designs, *claimed]


def can_wield(level: int, design: Weapon) -> bool:
    """Level 1: swords and daggers; level 2: any public design; levels 3-4: unique designs too."""
    return level >= design.level


@dataclasses.dataclass(frozen=True)
class Requirement:
    """A quest's current step against what its adventurers carry (for the UI and the rules)."""

    quest: str
    step: int
    leg: int
    difficulty: int
    types: tuple[str, ...]
    missing: tuple[str, ...]
    needed: int
    power: int
    advs: tuple[int, ...]

    @property
    def met(self) -> bool:
        return self.power >= self.needed

    @property
    def shown_power(self) -> int:
        """The power a count against the target shows ("3/3"): never more than the target,
        a met step reads as met (playtest: "5/3" read as a bug; the rule only asks power
        at least the target)."""
        return min(self.power, self.needed)


def requirement(state: FWState, seat: int, qid: str) -> Requirement:
    """The current step's difficulty (+3 per required type nobody on the quest carries) and the
    total power of the weapons carried by the adventurers on it."""
    entry = active(state, seat, qid)
    card = quest_card(state.world, qid)
    leg_index = card.leg_at(entry.pos)
    leg = card.legs[leg_index]
    on = [a for a in state.seats[seat].advs if a.quest == qid]
    armed = [(a, state.world.content.all_weapons[a.weapon]) for a in on if a.weapon is not None]
    carried = {t for a, w in armed for t in champs.weapon_types(state.world, a, w)}
    missing = tuple(t for t in leg.types if t not in carried)
    penalty = state.world.content.rules.missing_type_penalty
    return Requirement(
        quest=qid,
        step=entry.pos,
        leg=leg_index,
        difficulty=leg.difficulty,
        types=leg.types,
        missing=missing,
        needed=leg.difficulty + penalty * len(missing),
        power=sum(champs.weapon_power(state.world, a, w) for a, w in armed),
        advs=tuple(a.id for a in on),
    )


# --- acquisition --------------------------------------------------------------------------------
def acquire_options(state: FWState, seat: int) -> list[Action]:
    data = state.seats[seat]
    out: list[Action] = []
    rules = state.world.content.rules
    if len(data.quests) < rules.quest_trackers:
        costs = rules.slot_costs  # ``slot_cost``
        for slot, qid in enumerate(state.quests["offer"]):
            if qid is not None and data.gold >= costs[slot]:
                out.append(shared(TakeQuest, slot))
    return [*out, QuestPass()]


def why_not_take(state: FWState, seat: int, slot: int) -> str | None:
    """Why ``seat`` may not take the quest in the offer's ``slot`` in its quest turn, or None."""
    offer = state.quests["offer"]
    if not 0 <= slot < len(offer) or offer[slot] is None:
        return tr("there is no quest in that slot of the offer")
    data = state.seats[seat]
    if len(data.quests) >= state.world.content.rules.quest_trackers:
        return tr("all your quest trackers are in use: finish or fail a quest first")
    cost = slot_cost(state.world, slot)
    if data.gold < cost:
        return tr("that quest costs {n} gold and you have {gold}", n=cost, gold=data.gold)
    return None


def apply_take(state: FWState, seat: int, slot: int, log: Log) -> FWState:
    """``state`` after ``seat`` takes the quest in the offer's ``slot`` (its seat: the state's
    own copy)."""
    problem = why_not_take(state, seat, slot)
    if problem:
        raise IllegalAction(problem, rule="quests")
    offer = state.quests["offer"]
    data = state.seats[seat]
    cost = slot_cost(state.world, slot)
    qid = offer[slot]
    entry = QuestEntry(qid, 0, state.round, paid=cost if uses_champions(state) else None)
    seats = seat_changed(state.seats, seat, gold=data.gold - cost, quests=(*data.quests, entry))
    quests = FrozenMap(state.quests, offer=with_slot(offer, slot, None))
    state = evolve(state, seats=seats, quests=quests)
    name = quest_card(state.world, qid).name
    taken = (
        tr("{{0}} takes the quest {name} for {n} gold", name=name, n=cost)
        if cost
        else tr("{{0}} takes the quest {name} for free", name=name)
    )
    log.add(taken, seat, "move")
    return state


# --- management ---------------------------------------------------------------------------------
def manage_options(state: FWState, seat: int) -> list[Action]:
    data = state.seats[seat]
    weapons = state.world.content.all_weapons
    designs = [weapons[d] for d in owned_designs(state, seat)]
    affordable = [design for design in designs if has(data, design.cost)]
    quests = [q.id for q in data.quests]
    out: list[Action] = []
    for adv in data.advs:
        for design in affordable:
            if not can_wield(adv.level, design):
                continue
            for qid in quests:
                if adv.quest == qid and adv.weapon == design.id:
                    continue
                out.append(shared(Equip, adv.id, design.id, qid))
    out += [shared(Unassign, a.id) for a in data.advs if a.quest is not None]
    if uses_champions(state):
        out += champs.ahead_options(state, seat)
    return [*out, Done()]


def why_not_equip(state: FWState, seat: int, action: Equip) -> str | None:
    data = state.seats[seat]
    adv = next((a for a in data.advs if a.id == action.adv), None)
    if adv is None:
        return tr("you have no adventurer {n}", n=action.adv + 1)
    if action.design not in owned_designs(state, seat):
        return tr("you do not own that weapon design")
    design = state.world.content.all_weapons[action.design]
    if not can_wield(adv.level, design):
        return tr(
            "{name} needs an adventurer of level {n} or more", name=design.name, n=design.level
        )
    if not any(q.id == action.quest for q in data.quests):
        return tr("that quest is not one of your active quests")
    if not has(data, design.cost):
        return tr("forging {name} needs {cost}", name=design.name, cost=amounts_text(design.cost))
    if adv.quest == action.quest and adv.weapon == action.design:
        return tr("that adventurer already carries that weapon on that quest")
    return None


FORGED = {
    "a": "{{0}} forges a {weapon} for adventurer {n} and sends them on {quest}{extra}",
    "an": "{{0}} forges an {weapon} for adventurer {n} and sends them on {quest}{extra}",
}
"""The log line of a forged weapon, by the English article of the weapon's name."""


def apply_equip(state: FWState, seat: int, action: Equip, log: Log) -> FWState:
    problem = why_not_equip(state, seat, action)
    if problem:
        raise IllegalAction(problem, rule="quests")
    adv = adventurer(state, seat, action.adv)
    design = state.world.content.all_weapons[action.design]
    lost = adv.weapon
    state, adv = drop_weapon(state, adv)
    pool = added(state.seats[seat].pool, {rid: -n for rid, n in design.cost.items() if n})
    adv = evolve(adv, weapon=design.id, quest=action.quest)
    state = put_adventurer(state, seat, adv, pool=pool)
    extra = (
        tr(" (the {name} is lost)", name=state.world.content.all_weapons[lost].name) if lost else ""
    )
    quest = quest_card(state.world, action.quest).name
    template = FORGED[article(design.name)]
    forged = tr(template, weapon=design.name, n=adv.id + 1, quest=quest, extra=extra)
    log.add(forged, seat, "move")
    return state


def apply_unassign(state: FWState, seat: int, adv_id: int, log: Log) -> FWState:
    adv = adventurer(state, seat, adv_id)
    if adv.quest is None:
        raise IllegalAction(tr("that adventurer is not on a quest"), rule="quests")
    weapon = adv.weapon
    state, adv = drop_weapon(state, adv)
    state = put_adventurer(state, seat, evolve(adv, quest=None))
    lost = (
        tr("; the {name} is lost", name=state.world.content.all_weapons[weapon].name)
        if weapon
        else ""
    )
    back = tr("{{0}} calls adventurer {n} back to the guild{lost}", n=adv_id + 1, lost=lost)
    log.add(back, seat, "move")
    return state


def release(state: FWState, seat: int, qid: str) -> tuple[FWState, list[int]]:
    """Every adventurer on the quest returns to the pool; their weapons are lost. The new
    state, and the adventurers back."""
    advs, supply, back = _released(state, seat, qid)
    if back:
        state = evolve(state, seats=seat_changed(state.seats, seat, advs=advs), supply=supply)
    return state, back


def _released(
    state: FWState, seat: int, qid: str
) -> tuple[tuple[Adventurer, ...], FrozenMap[str, int], list[int]]:
    """What ``release`` changes, for a rule that makes its other changes in the same new
    state: the seat's adventurers, the supply (the lost weapons' resources back) and the
    adventurers back (none: the seat's and the state's own, unchanged)."""
    back = []
    advs = []
    supply: dict[str, int] | None = None
    for adv in state.seats[seat].advs:
        if adv.quest == qid:
            if adv.weapon is None:
                adv = evolve(adv, quest=None)
            else:  # lost (``drop_weapon``), Unrelenting's +1s with it
                supply = dict(state.supply) if supply is None else supply
                for rid, n in state.world.content.all_weapons[adv.weapon].cost.items():
                    supply[rid] = supply.get(rid, 0) + n
                adv = evolve(adv, weapon=None, tokens=None, quest=None)
            back.append(adv.id)
        advs.append(adv)
    if not back:
        return state.seats[seat].advs, state.supply, back
    return tuple(advs), state.supply if supply is None else FrozenMap(supply), back


def consolation(card: Quest, entry: QuestEntry) -> int:
    """Prestige for failing: the last completed leg's value, ignoring this round's road rush."""
    legs = card.legs_done(entry.pos - entry.rushed)
    return card.legs[legs - 1].prestige if legs else 0


ENDED = {
    "failed": "{{0}} fails {name} ({why}): weapons lost, {outcome}",
    "spared": "{{0}} ends the game with {name} still under way ({why}): {outcome}",
}
"""The log line of a quest that fails, and of a solo game's last-round quest left under way
when the game ends (scored the same way, but not a failure: docs/rulings.md)."""


def fail_quest(
    state: FWState,
    seat: int,
    entry: QuestEntry,
    log: Log,
    why: str,
    at_end: bool = False,
    spared: bool = False,
) -> FWState:
    """The quest fails: weapons lost, adventurers back, the consolation paid, and -3 when it
    was taken this round. ``at_end``: the game is over, which is not a failure in the round
    the quest was taken: no -3, and a quest started ahead by an Expeditious champion keeps the
    consolation of its last completed leg, skipped legs included (docs/rulings.md).
    ``spared``: the solo game's last-round quest, scored so but logged as still under way."""
    qid = entry.id
    card = quest_card(state.world, qid)
    points = consolation(card, entry)
    if entry.ahead and entry.taken == state.round and not at_end:
        points = 0  # failed in management the round it was taken (docs/rulings.md, Expeditious)
    rules = state.world.content.rules
    penalty = rules.early_failure_penalty if entry.taken == state.round and not at_end else 0
    # one new state: the adventurers back (``release``), the quest off the mat and gone, the
    # titles used on it free again (``champions.quest_over``), the prestige paid
    data = state.seats[seat]
    advs, supply, _back = _released(state, seat, qid)
    seats = seat_changed(
        state.seats,
        seat,
        advs=advs,
        quests=tuple(e for e in data.quests if e.id != qid),
        prestige=data.prestige + points - penalty,
        title_use=champs.titles_freed(data.title_use, qid),
    )
    quests = FrozenMap(state.quests, gone=(*state.quests.get("gone", ()), qid))
    state = evolve(state, seats=seats, supply=supply, quests=quests)
    parts = []
    if points:
        rushed = (
            tr(" (its road rush this round does not count)")
            if entry.rushed
            and (card.legs_done(entry.pos) != card.legs_done(entry.pos - entry.rushed))
            else ""
        )
        parts.append(tr("{n} prestige for the legs completed{rushed}", n=points, rushed=rushed))
    if penalty:
        parts.append(tr("-{n} prestige for failing a quest taken this round", n=penalty))
    outcome = "; ".join(parts) if parts else tr("no prestige")
    words = tr(ENDED["spared" if spared else "failed"], name=card.name, why=why, outcome=outcome)
    log.add(words, seat, "consequence" if spared else "failed")
    return state


def missing_words(types: tuple[str, ...]) -> str:
    """The weapon types a quest step lacks, as the failure line adds them ('', ', missing the
    slashing type', ', faltan los tipos cortante y perforante')."""
    if not types:
        return ""
    words = types_words(types)
    return ntr(len(types), ", missing the {types} type", ", missing the {types} types", types=words)


def fail_unmet(state: FWState, seat: int, log: Log) -> tuple[FWState, list[str]]:
    """At the end of a player's management every quest whose step is not met fails: the new
    state, and the names of those that failed."""
    failed = []
    for entry in list(state.seats[seat].quests):
        req = requirement(state, seat, entry.id)
        if req.met:
            continue
        missing = missing_words(req.missing)
        why = tr(
            "power {power} against {needed}{missing}",
            power=req.power,
            needed=req.needed,
            missing=missing,
        )
        state = fail_quest(state, seat, entry, log, why)
        failed.append(quest_card(state.world, entry.id).name)
    return state, failed


# --- rewards ------------------------------------------------------------------------------------
def pay_leg(state: FWState, seat: int, leg: Leg, name: str, log: Log) -> FWState:
    """A completed leg's physical rewards: cubes and gold now, moves and cards as choices."""
    rewards = leg.rewards
    cubes = {r: n for r, n in rewards.items() if r in resource_ids()}
    if cubes:
        state = gain(state, seat, cubes, log, tr(" for a leg of {name}", name=name))
    if rewards.get("gold"):
        state = with_more(state, seat, gold=rewards["gold"])
        paid = tr("{{0}} receives {n} gold for a leg of {name}", n=rewards["gold"], name=name)
        log.add(paid, seat, "consequence")
    for _ in range(rewards.get("adventurer", 0)):
        state = hire(state, seat, log, tr(" from {name}", name=name))
    for kind in ("overseer", "worker", "card"):
        if rewards.get(kind):
            state = pushed(state, seat, kind, rewards[kind], why=name)
    return state


def advance_quests(state: FWState, seat: int, log: Log) -> FWState:
    """The quest rewards action for one player: every active quest moves one step."""
    max_level = state.world.content.rules.max_level
    for entry in state.seats[seat].quests:
        card = quest_card(state.world, entry.id)
        before = card.legs_done(entry.pos)
        after = card.legs_done(entry.pos + 1)
        if after != before:  # a teacher's example shows what came before, then this leg
            log.part(state)
        entry = evolve(entry, pos=entry.pos + 1)
        state = put_quest(state, seat, entry)
        if after == before:
            continue
        leg = card.legs[after - 1]
        state = champs.leg_completed(state, seat, entry.id, log)
        if after < len(card.legs):
            log.add(
                tr("{{0}} completes leg {n} of {name}", n=after, name=card.name),
                seat,
                "consequence",
            )
            state = pay_leg(state, seat, leg, card.name, log)
            continue
        state = champs.quest_completed(state, seat, entry, log)
        state = champs.quest_over(state, seat, entry.id)
        state = with_more(state, seat, prestige=leg.prestige, completed=1)
        state = drop_quest(state, seat, entry.id)
        state = appended(state, "quests", "gone", entry.id)
        done = tr("{{0}} completes {name}: {n} prestige", name=card.name, n=leg.prestige)
        log.add(done, seat, "completed")
        state = pay_leg(state, seat, leg, card.name, log)
        state, back = release(state, seat, entry.id)
        eligible = [a for a in back if adventurer(state, seat, a).level < max_level]
        if eligible:
            state = pushed(state, seat, "levels", len(card.legs), advs=eligible, why=card.name)
    return state


# --- the road -----------------------------------------------------------------------------------
def road_steps(state: FWState, seat: int, qid: str) -> int:
    """How far the road may rush this quest: 1 + Adventurer's Savvies, never completing it."""
    entry = active(state, seat, qid)
    left = quest_card(state.world, qid).steps - entry.pos - 1
    return max(0, min(1 + savvy_count(state.world, state.seats[seat], "adventurer"), left))


def road_options(state: FWState, seat: int) -> list[Action]:
    out: list[Action] = []
    for entry in state.seats[seat].quests:
        for k in range(1, road_steps(state, seat, entry.id) + 1):
            out.append(shared(Road, entry.id, k))
    return out


def apply_road(state: FWState, seat: int, action: Road, log: Log) -> FWState:
    entry = active(state, seat, action.quest)
    most = road_steps(state, seat, action.quest)
    if not 1 <= action.steps <= most:
        too_far = (
            tr("the road cannot finish a quest")
            if most == 0
            else tr("the road rushes 1 to {n} steps", n=most)
        )
        raise IllegalAction(too_far, rule="market")
    card = quest_card(state.world, action.quest)
    before = card.legs_done(entry.pos)
    entry = evolve(entry, pos=entry.pos + action.steps, rushed=entry.rushed + action.steps)
    state = put_quest(state, seat, entry)
    steps = count(action.steps, "step", "steps")
    rushed = tr("{{0}} rushes {name} {steps} along the road", name=card.name, steps=steps)
    log.add(rushed, seat, "move")
    for leg_index in range(before, card.legs_done(entry.pos)):
        log.part(state)  # a teacher's example shows the rush, then each leg it finished
        on_road = tr(
            "{{0}} completes leg {n} of {name} on the road", n=leg_index + 1, name=card.name
        )
        log.add(on_road, seat, "consequence")
        state = pay_leg(state, seat, card.legs[leg_index], card.name, log)
        state = champs.leg_completed(state, seat, action.quest, log)
    return state


# --- the offer ----------------------------------------------------------------------------------
DECK_ORDER = ("green", "grey", "red", "yellow")
"""The quest deck, top to bottom (the simple game has only green and yellow)."""


def deal_deck(state: FWState) -> tuple[str, ...]:
    """The deck the next quest is dealt from: the first one not yet used up."""
    for colour in DECK_ORDER:
        deck = state.quests.get(colour)
        if deck:
            return deck
    return ()


def with_slot(offer: tuple[str | None, ...], slot: int, qid: str | None) -> tuple[str | None, ...]:
    """``offer`` with ``qid`` (or None: empty) in ``slot``."""
    return (*offer[:slot], qid, *offer[slot + 1 :])


def quests_dealt(qs: FrozenMap[str, Any], slot: int, qid: str) -> FrozenMap[str, Any]:
    """The quest offer and decks ``qs`` after ``qid`` is dealt from its deck (``deal_deck``'s)
    into the offer's ``slot``."""
    colour = next(colour for colour in DECK_ORDER if qs.get(colour))
    offer = with_slot(qs["offer"], slot, qid)
    return FrozenMap(qs, **{colour: without_one(qs[colour], qid), "offer": offer})


def replenish_offer(state: FWState) -> FWState:
    """Push the offer forward, then queue a deal for every empty slot at the back."""
    offer = tuple(q for q in state.quests["offer"] if q is not None)
    empty = len(state.quests["offer"]) - len(offer)
    state = changed(state, "quests", offer=offer + (None,) * empty)
    return queued(state, (("quest", slot) for slot in range(len(offer), len(offer) + empty)))


def end_round_offer(state: FWState, log: Log) -> FWState:
    rules = state.world.content.rules
    offer = list(state.quests["offer"])
    removed = []
    for slot in range(rules.slots_removed[state.players]):
        if offer[slot] is not None:
            removed.append(offer[slot])
            offer[slot] = None
    if state.round == rules.green_removed_after_round and not is_epic(state):
        for slot, qid in enumerate(offer):
            if qid is not None and quest_card(state.world, qid).deck == "green":
                removed.append(qid)
                offer[slot] = None
        # Only yellow quests are dealt from now on (see docs/rulings.md).
        state = appended(state, "quests", "gone", *state.quests["green"])
        state = changed(state, "quests", green=())
    state = appended(state, "quests", "gone", *removed)
    state = changed(state, "quests", offer=tuple(offer))
    if removed:
        names = listing([quest_card(state.world, q).name for q in removed])
        log.add(
            ntr(
                len(removed),
                "A quest leaves the offer at the end of the round: {names}",
                "Quests leave the offer at the end of the round: {names}",
                names=names,
            ),
            None,
            "consequence",
        )
    return state
