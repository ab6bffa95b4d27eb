"""Champions (epic game): an adventurer reaching level 4 takes a title its player has not given
yet, chosen by the player (a pending ``title`` choice), and the twelve titles' effects.

Effects by kind (champions.yaml; docs/rulings.md "Champions" and "Epic game (engine)"):

- weapon-type, gem-power, and Unrelenting's tokens change what his weapon counts for on a
  quest (``weapon_power``, ``weapon_types``, used by ``quests.requirement``);
- leg-prestige (Opportunistic) and leg-power (Unrelenting) pay for every leg completed while he
  is on the quest (``leg_completed``);
- full-quest-prestige / -gold (Valorous, Fortuitous) pay when a quest he was on from its first
  step is completed (``start`` on the quest entry, kept by ``track_start``);
- free-acquisition (Charming) gives back a quest's cost plus 1 gold when he is on it at the end
  of the management of the round it was taken (``charm``);
- start-ahead (Expeditious) lets a quest he is on in the round it was taken start 1 or 2 steps
  in (``ahead_options``, ``apply_ahead``).

Charming and Expeditious work again once the quest they were used on is over (``title_use``).
"""

from __future__ import annotations

from typing import Any

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import FrozenMap
from forgegames.core.i18n import count, tr
from forgegames.games.forge_war.content_records import Champion, Weapon
from forgegames.games.forge_war.economy import Log, put_adventurer, put_quest
from forgegames.games.forge_war.game_actions import ChooseTitle, StartAhead
from forgegames.games.forge_war.stages import uses_champions
from forgegames.games.forge_war.state import (
    Adventurer,
    FWState,
    QuestEntry,
    Seat,
    evolve,
    pushed,
    with_more,
    with_seat,
)
from forgegames.games.forge_war.world import World


def title_of(world: World, adv: Adventurer) -> Champion | None:
    title = adv.title
    return None if title is None else world.content.champions[title]


def _kind(world: World, adv: Adventurer) -> str | None:
    champ = title_of(world, adv)
    return None if champ is None else champ.effect.kind


def weapon_power(world: World, adv: Adventurer, weapon: Weapon) -> int:
    """The weapon's power in this adventurer's hands (tokens and gem titles added)."""
    power = weapon.power + (adv.tokens or 0)
    champ = title_of(world, adv)
    gem = champ.effect.resource if champ is not None and champ.effect.kind == "gem-power" else None
    if champ is not None and gem and weapon.cost.get(gem, 0) > 0:
        power += champ.effect.amount or 0
    return power


def weapon_types(world: World, adv: Adventurer, weapon: Weapon) -> tuple[str, ...]:
    champ = title_of(world, adv)
    if champ is not None and champ.effect.kind == "weapon-type" and champ.effect.type:
        return (*weapon.types, champ.effect.type)
    return weapon.types


# --- becoming a champion --------------------------------------------------------------------------
def on_level(state: FWState, seat: int, adv: Adventurer) -> FWState:
    """Call after ``adv`` gained a level: at level 4 in the epic game the player owes a title."""
    if uses_champions(state) and adv.level >= state.world.content.rules.max_level and not adv.title:
        why = tr("adventurer {n} is a champion", n=adv.id + 1)
        state = pushed(state, seat, "title", 1, adv=adv.id, why=why)
    return state


def titles_free(state: FWState, seat: int) -> list[str]:
    """Titles the player has not given to one of their champions yet, in the box's order."""
    held = {a.title for a in state.seats[seat].advs}
    return [t for t in state.world.content.champions if t not in held]


def title_options(state: FWState, item: dict[str, Any]) -> list[Action]:
    return [ChooseTitle(item["adv"], t) for t in titles_free(state, item["seat"])]


def give_title(state: FWState, seat: int, adv_id: int, title: str, log: Log) -> FWState:
    if title not in titles_free(state, seat):
        taken = tr("each of your champions needs a different title: that one is taken")
        raise IllegalAction(taken, rule="champions")
    adv = next(a for a in state.seats[seat].advs if a.id == adv_id)
    state = put_adventurer(state, seat, evolve(adv, title=title))
    champ = state.world.content.champions[title]
    became = tr("{{0}}'s adventurer {n} becomes the {name} champion", n=adv_id + 1, name=champ.name)
    log.add(became, seat, "consequence")
    return state


# --- quest effects --------------------------------------------------------------------------------
def _on_quest(state: FWState, seat: int, qid: str) -> list[Adventurer]:
    return [a for a in state.seats[seat].advs if a.quest == qid and a.title]


def tokens_in_use(state: FWState) -> int:
    return sum(a.tokens or 0 for data in state.seats for a in data.advs)


def leg_completed(state: FWState, seat: int, qid: str, log: Log) -> FWState:
    """Opportunistic and Unrelenting, for a leg of ``qid`` just completed."""
    for adv in _on_quest(state, seat, qid):
        champ = title_of(state.world, adv)
        assert champ is not None
        amount = champ.effect.amount or 0
        if champ.effect.kind == "leg-prestige":
            state = with_more(state, seat, prestige=amount)
            earned = tr(
                "{{0}}'s {name} champion earns {n} prestige for the leg", name=champ.name, n=amount
            )
            log.add(earned, seat)
        elif champ.effect.kind == "leg-power" and adv.weapon is not None:
            room = state.world.content.epic.attack_tokens - tokens_in_use(state)
            if room > 0:
                tokens = (adv.tokens or 0) + min(amount, room)
                state = put_adventurer(state, seat, evolve(adv, tokens=tokens))
                log.add(
                    tr("{{0}}'s {name} champion's weapon grows stronger (+1)", name=champ.name),
                    seat,
                )
    return state


def track_start(state: FWState, seat: int) -> FWState:
    """At the end of a player's management: who has been on each quest since its first step."""
    data = state.seats[seat]
    tracked = []
    for entry in data.quests:
        on = tuple(a.id for a in data.advs if a.quest == entry.id)
        if entry.taken != state.round:
            on = tuple(a for a in (entry.start or ()) if a in on)
        tracked.append(evolve(entry, start=on))
    return with_seat(state, seat, quests=tuple(tracked))


def quest_completed(state: FWState, seat: int, entry: QuestEntry, log: Log) -> FWState:
    """Valorous and Fortuitous for champions on the quest since its first step (call before the
    adventurers are released)."""
    for adv in _on_quest(state, seat, entry.id):
        if adv.id not in (entry.start or ()):
            continue
        champ = title_of(state.world, adv)
        assert champ is not None
        amount = champ.effect.amount or 0
        if champ.effect.kind == "full-quest-prestige":
            state = with_more(state, seat, prestige=amount)
            through = tr(
                "{{0}}'s {name} champion saw the quest through: +{n} prestige",
                name=champ.name,
                n=amount,
            )
            log.add(through, seat)
        elif champ.effect.kind == "full-quest-gold":
            state = with_more(state, seat, gold=amount)
            through = tr(
                "{{0}}'s {name} champion saw the quest through: +{n} gold",
                name=champ.name,
                n=amount,
            )
            log.add(through, seat)
    return state


def quest_over(state: FWState, seat: int, qid: str) -> FWState:
    """``state`` once a completed or failed quest frees the titles used on it."""
    uses = state.seats[seat].title_use
    freed = titles_freed(uses, qid)
    return state if freed is uses else with_seat(state, seat, title_use=freed)


def titles_freed(uses: FrozenMap[str, str] | None, qid: str) -> FrozenMap[str, str] | None:
    """A seat's ``title_use`` once the quest ``qid`` ends (the same map when none was used
    on it)."""
    if uses and qid in uses.values():
        return FrozenMap({t: q for t, q in uses.items() if q != qid})
    return uses


def _ready(state: FWState, seat: int, qid: str, kind: str) -> Adventurer | None:
    """The champion with a title of ``kind`` on ``qid`` whose title is free to use, if any."""
    uses = state.seats[seat].title_use or {}
    for adv in _on_quest(state, seat, qid):
        if _kind(state.world, adv) == kind and adv.title not in uses:
            return adv
    return None


def charm(state: FWState, seat: int, log: Log) -> FWState:
    """At the end of management: a quest taken this round with a free Charming champion on it
    costs nothing and pays its gold."""
    for entry in state.seats[seat].quests:
        if entry.taken != state.round or entry.paid is None:
            continue
        adv = _ready(state, seat, entry.id, "free-acquisition")
        if adv is None:
            continue
        champ = title_of(state.world, adv)
        assert champ is not None
        back = entry.paid + (champ.effect.gold or 0)
        data = state.seats[seat]
        uses = _title_use(data).with_item(adv.title, entry.id)
        state = with_seat(state, seat, gold=data.gold + back, title_use=uses)
        free = tr(
            "{{0}}'s {name} champion wins the quest for free: {n} gold back",
            name=champ.name,
            n=back,
        )
        log.add(free, seat)
    return state


def _title_use(data: Seat) -> FrozenMap[str, str]:
    """The seat's title uses (the epic game's seats have them)."""
    assert data.title_use is not None
    return data.title_use


def ahead_options(state: FWState, seat: int) -> list[Action]:
    out: list[Action] = []
    for entry in state.seats[seat].quests:
        if entry.taken != state.round or entry.pos != 0 or entry.ahead:
            continue  # ``why_not_ahead``'s refusals, without wording them
        if _ready(state, seat, entry.id, "start-ahead") is None:
            continue
        if why_not_ahead(state, seat, entry, 0) is None:
            card = state.world.content.all_quests[entry.id]
            adv = _ready(state, seat, entry.id, "start-ahead")
            assert adv is not None
            steps = title_of(state.world, adv).effect.steps or ()  # type: ignore[union-attr]
            out += [StartAhead(entry.id, k) for k in steps if k < card.steps]
    return out


def why_not_ahead(state: FWState, seat: int, entry: QuestEntry, steps: int) -> str | None:
    """Why the quest cannot start ``steps`` ahead (0: whether it can start ahead at all)."""
    if entry.taken != state.round or entry.pos != 0 or entry.ahead:
        return tr("only a quest taken this round and not yet started ahead may start ahead")
    adv = _ready(state, seat, entry.id, "start-ahead")
    if adv is None:
        return tr("an Expeditious champion free to use his title must be on the quest")
    allowed = title_of(state.world, adv).effect.steps or ()  # type: ignore[union-attr]
    if steps and steps not in allowed:
        return tr("the quest may start {steps} steps in", steps=tr(" or ").join(map(str, allowed)))
    if steps and steps >= state.world.content.all_quests[entry.id].steps:
        return tr("a quest cannot start on or past its last step")
    return None


def apply_ahead(state: FWState, seat: int, action: StartAhead, log: Log) -> FWState:
    data = state.seats[seat]
    entry = next((e for e in data.quests if e.id == action.quest), None)
    if entry is None:
        raise IllegalAction(tr("that quest is not one of your active quests"), rule="champions")
    problem = why_not_ahead(state, seat, entry, action.steps)
    if problem:
        raise IllegalAction(problem, rule="champions")
    adv = _ready(state, seat, entry.id, "start-ahead")
    assert adv is not None
    state = put_quest(state, seat, evolve(entry, pos=action.steps, ahead=action.steps))
    uses = _title_use(state.seats[seat]).with_item(adv.title, entry.id)
    state = with_seat(state, seat, title_use=uses)
    name = state.world.content.card_name(action.quest)
    steps = count(action.steps, "step", "steps")
    log.add(
        tr("{{0}}'s Expeditious champion starts {name} {steps} in", name=name, steps=steps),
        seat,
        "consequence",
    )
    return state
