"""The parts of a Forge War hint's reason that set one choice apart from the next (issue #39,
playtest 22: three overseer moves all read "+1 emerald"): why a cube matters to the seat (the
greedy player values a cube its plans lack above one an owned design uses, above one nothing
uses), where an overseer move leaves the overseer, what a design, card, level or road step
brings. Each part reads a fact of the position the bot's scoring reads too."""

from __future__ import annotations

import math
from typing import Any

from forgegames.core.hexgrid import Layout
from forgegames.core.i18n import N_, count, listing, tr
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.bot_values import forge_power, wanted_cubes
from forgegames.games.forge_war.mine import WORKERS_PER_COLOUR, Mine, destinations
from forgegames.games.forge_war.notes import resource_label
from forgegames.games.forge_war.resources import amount_text
from forgegames.games.forge_war.scoring import bonus_space_points
from forgegames.games.forge_war.stages import last_round
from forgegames.games.forge_war.state import FWState, with_seat
from forgegames.games.forge_war.words import types_words, without_resource


def cube_need(view: FWState, seat: int, rid: str) -> str:
    """Why a cube of ``rid`` matters to ``seat``, as the greedy player weighs it: the weapons
    its quest plans ask for lack it, an owned design uses it, or no owned design does."""
    _need, short = wanted_cubes(view, seat)
    if short.get(rid):
        return tr("you lack it")
    weapons = view.world.content.all_weapons
    users = [d for d in q.owned_designs(view, seat) if rid in weapons[d].cost]
    users.sort(key=lambda d: without_resource(str(weapons[d].name), rid) is None)
    if users:  # 'for your Sword' beside '+1 copper': the name without the cube's resource
        name = weapons[users[0]].name
        return tr("for your {design}", design=without_resource(str(name), rid) or name)
    return tr("no design of yours uses it")  # (playtest 23: "unused" left a newcomer asking)


def plain_need(why: str) -> str:
    """A cube's reason as a hint's first words say it: "you need it", "for your Sword",
    "no use to you yet" (playtest 30: the lines read like machine output)."""
    if why == tr("you lack it"):
        return tr("you need it")
    if why == tr("no design of yours uses it"):
        return tr("no use to you yet")
    return why


def cubes_need_words(view: FWState, seat: int, got: dict[str, int]) -> str:
    """The cubes a move gives the seat, the one that matters most first in a few plain words
    ("+1 copper — you need it"), then the others with why ("+1 emerald (no design of yours
    uses it)"), separated by "; " (a hint shows the first part; the rest on hover)."""
    groups: dict[str, list[str]] = {}
    for r, n in sorted(got.items()):
        if n:
            groups.setdefault(cube_need(view, seat, r), []).append(f"+{amount_text(r, n)}")
    if not groups:
        return ""
    weight = {tr("you lack it"): 0, tr("no design of yours uses it"): 2}  # "for your X": 1
    ranked = sorted(groups.items(), key=lambda g: weight.get(g[0], 1))  # as the bot weighs
    (why, cubes), rest = ranked[0], ranked[1:]
    first = tr("{cubes} — {why}", cubes=", ".join(cubes), why=plain_need(why))
    more = ", ".join(tr("{cubes} ({why})", cubes=", ".join(c), why=w) for w, c in rest)
    return f"{first}; {more}" if more else first


SIDES = (
    N_("east"),
    N_("north-east"),
    N_("north"),
    N_("north-west"),
    N_("west"),
    N_("south-west"),
    N_("south"),
    N_("south-east"),
)
"""The mine's sides, anticlockwise from the east (north is the screen's top)."""


def place_words(board, h: Any) -> str:
    """Where hex ``h`` lies in the mine, so two hexes of one resource read apart (playtest
    23: two hint choices both read "Place an overseer on an emerald hex"): the one in the
    middle, the one by an edge (a hex with fewer than six neighbours), or the one to a side
    of the middle; the side of the eight nearest the direction from the board's centre."""
    unit = Layout(True, 1.0, (0, 0))
    xs, ys = zip(*(unit.to_pixel(x) for x in board.hexes), strict=True)
    x, y = unit.to_pixel(h)
    dx, dy = x - (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2 - y
    if math.hypot(dx, dy) < 1:
        return tr("the one in the middle")
    side = tr(SIDES[round(math.atan2(dy, dx) / (math.pi / 4)) % 8])
    if any(n not in board for n in h.neighbours()):
        return tr("the one by the {side} edge", side=side)
    return tr("the one {side} of the middle", side=side)


def landing_words(view: FWState, seat: int, mine: Mine, at: Any, said: str = "") -> str:
    """Where an overseer move (or placement) leaves ``seat``'s overseer, for its next move:
    the cube the worker it then leaves behind gives (while ``seat`` has worker cubes left)
    and how many hexes it can end on from there in ``mine``, said as what they are
    (playtest 24: "from there: +1 copper, 8 hexes in reach" left a newcomer guessing). Why
    the cube matters is left out when ``said`` (the line so far) already names that
    resource."""
    hexes = count(len(destinations(mine, at)), "hex", "hexes")
    rid = mine.board.resources.get(at)
    mine_workers = sum(1 for owner in mine.workers.values() if owner == seat)
    if rid is None or mine_workers >= WORKERS_PER_COLOUR:
        return tr("its next move from there can end on {hexes}", hexes=hexes)
    cube = f"+{amount_text(rid, 1)}"
    if f" {resource_label(rid)}" not in said and f" {amount_text(rid, 1)}" not in said:
        cube = tr("{cubes} ({why})", cubes=cube, why=cube_need(view, seat, rid))
    return tr(
        "its next move from there leaves a worker that gives {cube}, and can end on {hexes}",
        cube=cube,
        hexes=hexes,
    )


def design_words(view: FWState, seat: int, design: str) -> str:
    """What a design brings the seat, in the parts the greedy player's ``design_value`` reads:
    its types (new to the seat or not), its power against the seat's best, what the seat's
    cubes forge with it, its prestige and whether an adventurer can carry it yet."""
    weapons = view.world.content.all_weapons
    w = weapons[design]
    owned = [weapons[d] for d in q.owned_designs(view, seat) if d != design]
    have = {t for o in owned for t in o.types}
    first = tr("power {power}", power=w.power)
    if w.types:
        first = tr("{first}, {types}", first=first, types=types_words(w.types))
    if any(t not in have for t in w.types):
        first = tr("{first} (a type new to you)", first=first)
    parts = [first]
    best = max((o.power for o in owned), default=0)
    if w.power > best:
        parts.append(tr("+{n} power over your best design", n=w.power - best))
    levels = [a.level for a in view.seats[seat].advs]
    pool = dict(view.seats[seat].pool)
    for r in w.cost:
        pool[r] = pool.get(r, 0) + 1
    gain = forge_power([*owned, w], pool, levels) - forge_power(owned, pool, levels)
    if gain > 0:
        parts.append(tr("+{n} power from your cubes (and a round's more)", n=gain))
    if w.prestige:
        parts.append(tr("{n} prestige", n=w.prestige))
    if not any(lv >= w.level for lv in levels):
        parts.append(tr("no adventurer of yours can carry it yet (level {n})", n=w.level))
    return "; ".join(parts)


def card_words(view: FWState, cid: str) -> str:
    """What a bazaar card brings: a lasting card's prestige and its use each round left, a
    single-use card's gold, cubes, adventurers and moves."""
    c = view.world.content
    if cid in c.all_bonus:
        card = c.all_bonus[cid]
        rounds = count(max(0, last_round(view) - view.round), "round", "rounds")
        if card.kind == "stall":
            use = tr(
                "{left} for {right} or back, once a round",
                left=amounts(card.left),
                right=amounts(card.right),
            )
        else:
            use = c.savvies[card.savvy or ""].text.rstrip(".")
        return tr(
            "{n} prestige at the end; for the {rounds} left: {use}",
            n=card.prestige,
            rounds=rounds,
            use=use,
        )
    s = c.all_single_use[cid]
    gains = [tr("{n} gold", n=s.gold)] if s.gold else []
    gains += [amount_text(r, n) for r, n in sorted(s.resources.items()) if n]
    if s.adventurers:
        gains.append(count(s.adventurers, "adventurer", "adventurers"))
    if s.level_ups:
        gains.append(count(s.level_ups, "level up", "level ups"))
    if s.overseer_moves:
        gains.append(count(s.overseer_moves, "overseer move", "overseer moves"))
    if s.worker_moves:
        gains.append(count(s.worker_moves, "worker move", "worker moves"))
    return tr("{gains}, worth more than its gold", gains=listing(gains))


def barracks_words(view: FWState, seat: int, action: Any) -> str:
    """A hire and the levels a barracks visit gives, each adventurer with its new level."""
    parts = [tr("a new adventurer")] if action.hire else []
    advs = {a.id: a for a in view.seats[seat].advs}
    for adv_id in action.level:
        adv = advs.get(adv_id)
        if adv is not None:
            parts.append(tr("adventurer {n} to level {level}", n=adv_id + 1, level=adv.level + 1))
    return tr("{advs} for the quests", advs=listing(parts))


def road_words(view: FWState, seat: int, action: Any) -> str:
    """A road rush: the steps it moves on, and the quest's steps left against the rounds
    left (the greedy player rushes first a quest that would not finish in time)."""
    entry = q.active(view, seat, action.quest)
    card = q.quest_card(view.world, action.quest)
    left = count(card.steps - entry.pos, "step", "steps")
    rounds = count(last_round(view) - view.round + 1, "round", "rounds")
    return tr(
        "{steps} on: the quest has {left} to go and {rounds} to do them",
        steps=count(action.steps, "step", "steps"),
        left=left,
        rounds=rounds,
    )


def wealth_words(view: FWState, cards: tuple[str, ...]) -> str:
    """What a pair of wealth cards gives at the start: gold, cubes, adventurers, level ups,
    a design claimed."""
    content = view.world.content
    gold = sum(content.wealth[w].gold for w in cards)
    gains = [tr("{n} gold", n=gold)] if gold else []
    cubes: dict[str, int] = {}
    advs = levels = 0
    for w in cards:
        card = content.wealth[w]
        for r, n in card.resources.items():
            cubes[r] = cubes.get(r, 0) + n
        advs += card.adventurers
        levels += card.level_ups
    gains += [amount_text(r, n) for r, n in sorted(cubes.items()) if n]
    if advs:
        gains.append(count(advs, "adventurer", "adventurers"))
    if levels:
        gains.append(count(levels, "level up", "level ups"))
    for w in cards:
        claim = content.wealth[w].claim
        if claim:
            name = content.all_weapons[claim].name
            gains.append(tr("the {design} design", design=name))
    return listing(gains) or tr("nothing")


def amounts(cubes: dict[str, int]) -> str:
    """ "2 iron and 1 copper"."""
    return listing([amount_text(r, n) for r, n in sorted(cubes.items()) if n])


END_BONUS_COUNTS = {
    "smith": N_("your unique and claimed designs"),
    "quests": N_("your finished quests"),
    "adventurers": N_("your adventurers"),
    "bonus-cards": N_("your bonus cards"),
    "resources": N_("your cubes"),
}
"""What each end-game bonus space counts (``scoring.bonus_space_points``)."""


def end_bonus_words(view: FWState, seat: int, bonus: str) -> str:
    """The prestige an end-game bonus space adds at the end as things stand, and what it
    counts (the greedy player weighs it exactly so in the last round)."""
    data = view.seats[seat]
    trial = with_seat(view, seat, end_bonuses=(*data.end_bonuses, bonus))
    gained = bonus_space_points(trial, seat) - bonus_space_points(view, seat)
    what = END_BONUS_COUNTS.get(bonus)
    if what is None:
        return tr("+{n} prestige at the end of the game", n=gained)
    return tr("+{n} prestige at the end of the game, for {what}", n=gained, what=tr(what))


def cube_name(rid: str) -> str:
    """A resource named in running text ('emerald')."""
    return resource_label(rid)
