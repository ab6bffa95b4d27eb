"""Secret quests: dealing three to each army, keeping two, counting what they ask and paying.

Dealing (docs/rulings.md, "Secret quests"): once the order of play is chosen, before the
quick-play set-up or the first turn, each army in turn is dealt ``quests_dealt`` cards from one
deck (a chance node per card over the cards left that the army may be dealt); then each army,
seat by seat, keeps ``quests_kept`` of them (``KeepQuests``), the others going back unseen.

Checking: at the end of each team turn, every quest the team's armies hold is tested by its
objective kind's function (``EVALUATORS``); one that holds is revealed (a public event) and
paid. Counts over the game (kills, battles won, cities burned, the best collection, monsters,
dungeons) are kept, public, in ``WPState.tally`` by ``count_up``.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from forgegames.core.frozen import evolve
from forgegames.core.i18n import after_colon, count, data_text, tr
from forgegames.core.title import Event
from forgegames.games.warparty import bot_quests, heroes
from forgegames.games.warparty.actions import DealQuest, KeepQuests
from forgegames.games.warparty.content_map import distances
from forgegames.games.warparty.decks import QuestCard
from forgegames.games.warparty.model import EVIL, GOOD, SIDES, army_name
from forgegames.games.warparty.start import QUICK
from forgegames.games.warparty.state import Unit, WPState, replace_units, with_entry
from forgegames.games.warparty.world import World

TALLIES = ("kill", "win", "burn", "collect", "slay", "dungeon")
"""The counts ``tally`` keeps (``kill:<unit kind>``, ``slay:<tier>``, ``dungeon:<id>`` too)."""


# --- dealing and keeping ------------------------------------------------------------------------
def order(state: WPState) -> list[str]:
    """The armies in the order they are dealt and choose: seat by seat, good before evil."""
    everyone = GOOD + EVIL
    return sorted(everyone, key=lambda a: (state.seat_of(a), everyone.index(a)))


def cards(world: World) -> dict[str, QuestCard]:
    return world.content.decks.quests


def dealt_to(state: WPState, army: str) -> tuple[str, ...]:
    return dict(state.dealt).get(army, ())


def held(state: WPState, army: str) -> tuple[str, ...]:
    """The quests ``army`` keeps and has not completed (``?`` each where hidden)."""
    return dict(state.quests).get(army, ())


def done(state: WPState, army: str) -> tuple[str, ...]:
    return dict(state.quests_done).get(army, ())


def due_deal(state: WPState, world: World) -> str:
    """The army to be dealt its next card, or "" when every army has its hand."""
    if state.quests or state.quests_done:
        return ""
    size = world.content.rules.setup.quests_dealt
    for army in order(state):
        if len(dealt_to(state, army)) < size:
            return army
    return ""


def deal_outcomes(state: WPState, world: World) -> list[tuple[DealQuest, float]]:
    """The cards ``due_deal``'s army may be dealt next, equally likely: those no army holds
    that are not kept for other armies (``QuestCard.armies``)."""
    army = due_deal(state, world)
    taken = {q for _, hand in state.dealt for q in hand}
    left = [
        q.id
        for q in cards(world).values()
        if q.id not in taken and (not q.armies or army in q.armies)
    ]
    return [(DealQuest(army, q), 1 / len(left)) for q in left]


def deal(state: WPState, world: World, action: DealQuest) -> tuple[WPState, list[Event]]:
    """One card to ``action.army`` (secret); the log tells only that the army's hand is full."""
    hand = (*dealt_to(state, action.army), action.quest)
    state = evolve(state, dealt=with_entry(state.dealt, action.army, hand))
    events = []
    if len(hand) == world.content.rules.setup.quests_dealt:
        text = tr(
            "The {army} are dealt {n} secret quests.", army=army_name(action.army), n=len(hand)
        )
        events.append(Event(text, state.seat_of(action.army), "chance"))
    keeper = keeping(state, world)
    if keeper:
        state = evolve(state, actor=keeper)
    return state, events


def keeping(state: WPState, world: World) -> str:
    """The army to choose which quests it keeps, or "" (still dealing, or all chosen)."""
    if due_deal(state, world):
        return ""
    for army in order(state):
        if dealt_to(state, army):
            return army
    return ""


def keep_choices(state: WPState, world: World) -> list[KeepQuests]:
    army = keeping(state, world)
    if not army:
        return []
    kept = world.content.rules.setup.quests_kept
    hand = dealt_to(state, army)
    if kept != 2:  # the move names two cards; a deck keeping another number keeps the first
        return [KeepQuests(army, hand[0], hand[min(1, len(hand) - 1)])]
    return [KeepQuests(army, a, b) for a, b in itertools.combinations(hand, 2)]


def why_not_keep(state: WPState, world: World, action: KeepQuests) -> str | None:
    army = keeping(state, world)
    if not army:
        return tr("quests are kept only at the start of the game")
    if action.army != army:
        return tr("the {army} choose their quests now", army=army_name(army))
    hand = dealt_to(state, army)
    if action.first == action.second or {action.first, action.second} - set(hand):
        return tr("keep two different quests of the three dealt")
    return None


def keep(
    state: WPState, world: World, action: KeepQuests, begin: Callable
) -> tuple[WPState, list[Event]]:
    """``action.army`` keeps two (secret); the third goes back. After the last army chose,
    ``begin`` (the set-up or the first turn) follows."""
    army = action.army
    state = evolve(
        state,
        dealt=with_entry(state.dealt, army, None),
        quests=with_entry(state.quests, army, (action.first, action.second)),
    )
    text = tr("The {army} keep two secret quests.", army=army_name(army))
    events = [Event(text, state.seat_of(army), "move")]
    keeper = keeping(state, world)
    if keeper:
        return evolve(state, actor=keeper), events
    state, more = begin(state, world)
    return state, events + more


# --- counting -----------------------------------------------------------------------------------
def tallied(state: WPState, army: str, key: str) -> int:
    return dict(dict(state.tally).get(army, ())).get(key, 0)


def count_up(state: WPState, army: str, key: str, n: int = 1, best: bool = False) -> WPState:
    """``state`` with ``army``'s count ``key`` raised by ``n`` (``best``: to ``n`` if higher)."""
    old = tallied(state, army, key)
    new = max(old, n) if best else old + n
    if new == old:
        return state
    mine = with_entry(dict(state.tally).get(army, ()), key, new)
    return evolve(state, tally=with_entry(state.tally, army, mine))


def count_kills(state: WPState, world: World, dead: list[Unit], killers: set[str]) -> WPState:
    """Each army of ``killers`` (those of the side that had units in the fight) counts the
    enemy units in ``dead``, and each kind of them."""
    for army in sorted(killers):
        foes = [u for u in dead if (u.army in GOOD) != (army in GOOD)]
        if not foes:
            continue
        state = count_up(state, army, "kill", len(foes))
        for u in foes:
            state = count_up(state, army, "kill:" + world.armies.unit(u.army, u.kind).kind)
    return state


def count_burns(before: WPState, after: WPState) -> WPState:
    """The army that captured each city burned between ``before`` and ``after`` counts it."""
    standing = dict(after.cities)
    for territory, city in before.cities:
        if city.captor and territory not in standing:
            after = count_up(after, city.captor, "burn")
    return after


# --- objectives ---------------------------------------------------------------------------------
Progress = tuple[int, int]
"""How far an army is (have, need)."""


def _territories(state: WPState, world: World, army: str, q: QuestCard) -> Progress:
    goal = q.objective
    n = 0
    for territory, owner in state.owner:
        if owner != army:
            continue
        place = world.geo.by_id[territory]
        if goal.terrain and place.terrain != goal.terrain:
            continue
        if goal.min_value:
            city = state.city(territory)
            if (city is not None and city.capital) or place.value < goal.min_value:
                continue
        n += 1
    return n, goal.count or 0


def _near_capital(state: WPState, world: World, army: str, q: QuestCard) -> Progress:
    """1 of 1 when a territory the army holds is ``distance`` borders or fewer from an enemy
    capital."""
    mine = {t for t, owner in state.owner if owner == army}
    foes = EVIL if army in GOOD else GOOD
    for foe in foes:
        steps = distances(world.geo, world.geo.capital_of(foe).id)
        if any(steps.get(t, 99) <= (q.objective.distance or 0) for t in mine):
            return 1, 1
    return 0, 1


def _counted(key: str, detail: str) -> Callable[[WPState, World, str, QuestCard], Progress]:
    def progress(state: WPState, world: World, army: str, q: QuestCard) -> Progress:
        extra = getattr(q.objective, detail) if detail else None
        name = f"{key}:{extra}" if extra else key
        return tallied(state, army, name), q.objective.count or 0

    return progress


def _cities(state: WPState, world: World, army: str, q: QuestCard) -> Progress:
    n = sum(1 for _, c in state.cities if c.army == army and not c.capital and not c.captor)
    return n, q.objective.count or 0


def _upgrades(state: WPState, world: World, army: str, q: QuestCard) -> Progress:
    return len(state.army(army).upgrades), q.objective.count or 0


def _units(state: WPState, world: World, army: str, q: QuestCard) -> Progress:
    kind = q.objective.unit_kind
    n = sum(
        1
        for u in state.units
        if u.army == army and (not kind or world.armies.unit(army, u.kind).kind == kind)
    )
    return n, q.objective.count or 0


def _hero_level(state: WPState, world: World, army: str, q: QuestCard) -> Progress:
    rules = heroes.figures(world)
    levels = [
        heroes.level_of(u.xp, rules)
        for u in state.units
        if u.army == army and heroes.is_hero(world, u)
    ]
    return max(levels, default=0), q.objective.level or 0


def _treasure(state: WPState, world: World, army: str, q: QuestCard) -> Progress:
    """No treasure is dealt in this version of the engine yet: none held."""
    return 0, q.objective.count or 0


def _collect(state: WPState, world: World, army: str, q: QuestCard) -> Progress:
    return tallied(state, army, "collect"), q.objective.at_least or 0


EVALUATORS: dict[str, Callable[[WPState, World, str, QuestCard], Progress]] = {
    "hold-territories": _territories,
    "near-enemy-capital": _near_capital,
    "kill-units": _counted("kill", "unit_kind"),
    "win-battles": _counted("win", ""),
    "burn-cities": _counted("burn", ""),
    "build-cities": _cities,
    "upgrades": _upgrades,
    "own-units": _units,
    "complete-dungeons": _counted("dungeon", "dungeon"),
    "slay-monsters": _counted("slay", "tier"),
    "hero-level": _hero_level,
    "hold-treasure": _treasure,
    "collect": _collect,
}
"""How far an army is with a quest, by objective kind (every kind of ``decks.OBJECTIVES``)."""


def progress(state: WPState, world: World, army: str, quest: str) -> Progress | None:
    """(have, need) for ``army``'s ``quest``; None for a hidden card."""
    card = cards(world).get(quest)
    if card is None:
        return None
    return EVALUATORS[card.objective.kind](state, world, army, card)


def name(card: QuestCard) -> str:
    return data_text(f"warparty/quests/{card.id}/name", card.name)


def text(card: QuestCard) -> str:
    return data_text(f"warparty/quests/{card.id}/text", card.text)


# --- completing ---------------------------------------------------------------------------------
def check(state: WPState, world: World, side: str) -> tuple[WPState, list[Event]]:
    """End of ``side``'s turn: each quest its armies hold whose objective holds is revealed
    and paid (an XP reward waits until the army has a hero to take it)."""
    events: list[Event] = []
    for army in SIDES[side]:
        for quest in held(state, army):
            found = progress(state, world, army, quest)
            card = cards(world).get(quest)
            if found is None or card is None or found[0] < found[1]:
                continue
            if card.reward.xp and not _best_hero(state, world, army):
                continue
            state, more = _complete(state, world, army, card)
            events += more
    return state, events


def _best_hero(state: WPState, world: World, army: str) -> Unit | None:
    found = [u for u in state.units if u.army == army and heroes.is_hero(world, u)]
    return max(found, key=lambda u: (u.xp, -u.uid), default=None)


def _complete(
    state: WPState, world: World, army: str, card: QuestCard
) -> tuple[WPState, list[Event]]:
    left = tuple(q for q in held(state, army) if q != card.id)
    state = evolve(
        state,
        quests=with_entry(state.quests, army, left),
        quests_done=with_entry(state.quests_done, army, (*done(state, army), card.id)),
    )
    seat = state.seat_of(army)
    words = tr(
        "The {army} complete the secret quest “{quest}”: {goal}",
        army=army_name(army),
        quest=name(card),
        goal=after_colon(text(card)),
    )
    events = [Event(words, seat, "result")]
    reward = card.reward
    if reward.crowns:
        purse = state.army(army)
        purse = evolve(purse, treasury=purse.treasury + reward.crowns)
        state = evolve(state, armies=with_entry(state.armies, army, purse))
        # paid at the team turn's end (docs/rulings.md, "When a quest is checked"), after
        # its buying: the log says when they can be spent (playtest 26, shot 88)
        paid = tr(
            "The {army} take {crowns} from the quest, to spend in their next buying phase.",
            army=army_name(army),
            crowns=count(reward.crowns, "crown", "crowns"),
        )
        events.append(Event(paid, seat))
    if reward.xp:
        hero = _best_hero(state, world, army)
        if hero is not None:
            state, more = heroes.gain_xp(state, world, [hero], reward.xp, tr("a quest completed"))
            events += more
    if reward.units:
        state, more = _give_units(state, world, army, reward.units.unit, reward.units.count)
        events += more
    return state, events


def _give_units(
    state: WPState, world: World, army: str, alias: str, n: int
) -> tuple[WPState, list[Event]]:
    """``n`` units placed free in the army's capital, while the army still holds it."""
    capital = world.geo.capital_of(army).id
    city = state.city(capital)
    if city is None or city.captor:
        return state, []
    kind = world.armies.unit(army, alias).id
    fresh = [Unit(state.next_uid + i, army, kind, capital, start=capital) for i in range(n)]
    state = replace_units(state, fresh, next_uid=state.next_uid + n)
    words = tr(
        "The quest brings the {army} {units} in their capital.",
        army=army_name(army),
        units=count(n, "unit", "units"),
    )
    return state, [Event(words, state.seat_of(army))]


# --- for computer players -----------------------------------------------------------------------
LIKELY: dict[str, float] = {
    "collect": 0.9,
    "near-enemy-capital": 0.9,
    "build-cities": 0.9,
    "hold-territories": 0.8,
    "win-battles": 0.8,
    "own-units": 0.4,
    "burn-cities": 0.4,
    "kill-units": 0.2,
    "upgrades": 0.05,
    "hero-level": 0.05,
    "complete-dungeons": 0.02,
    "slay-monsters": 0.02,
    "hold-treasure": 0.02,
}
"""How often a greedy army completes a quest of each kind, roughly (measured with
``simulate``; docs/rulings.md): what the greedy player's choice of quests goes by, where
``likely`` has no figure for the army and the card."""


def worth(state: WPState, world: World, army: str, quest: str) -> float:
    """A quest's worth to ``army`` now, in crowns: its reward (XP and units in crowns) times
    how likely it is done, raised a little by the progress made."""
    card = cards(world).get(quest)
    if card is None:
        return 0.0
    reward = card.reward
    crowns = reward.crowns + reward.xp / 2 + (5 * reward.units.count if reward.units else 0)
    have, need = EVALUATORS[card.objective.kind](state, world, army, card)
    near = min(1.0, have / need) if need else 1.0
    return crowns * (likely(state, army, card) + 0.3 * near)


def likely(state: WPState, army: str, card: QuestCard) -> float:
    """How often a greedy ``army`` completes ``card``: in quick play as measured for that
    army (``bot_quests.QUICK_PLAY_ODDS``: the Dwarves found too few cities for Settler, only
    the Undead buy the upgrades Great Works asks), else by its objective's kind (``LIKELY``)."""
    if state.variant.startswith(QUICK):
        found = bot_quests.QUICK_PLAY_ODDS.get(army, {}).get(card.id)
        if found is not None:
            return found
    return LIKELY.get(card.objective.kind, 0.1)


def best_keep(state: WPState, world: World, choices: list[KeepQuests]) -> KeepQuests:
    """The pair of quests worth most (``worth``)."""
    return max(
        choices,
        key=lambda k: (
            worth(state, world, k.army, k.first) + worth(state, world, k.army, k.second),
            k.first,
            k.second,
        ),
    )
