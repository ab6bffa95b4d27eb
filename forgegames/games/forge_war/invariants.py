"""Forge War's invariants: what must hold in every state (cubes, cards and adventurer tiles
conserved, no negative gold, the mine's pieces), checked by tests and ``check_invariants``."""

from __future__ import annotations

from collections import Counter

from forgegames.games.forge_war import champions as champs
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war import solo
from forgegames.games.forge_war.mine import OVERSEERS_PER_COLOUR, WORKERS_PER_COLOUR
from forgegames.games.forge_war.resources import initial_supply
from forgegames.games.forge_war.stages import market_cards_in_play, quest_cards_in_play, stage_of
from forgegames.games.forge_war.state import FWState


def invariants(s: FWState) -> list[str]:
    c = s.world.content
    bad: list[str] = []
    total = Counter(s.supply)
    for i, data in enumerate(s.seats):
        if data.gold < 0:
            bad.append(f"seat {i} has negative gold")
        for rid, n in data.pool.items():
            if n < 0:
                bad.append(f"seat {i} has {n} {rid}")
            total[rid] += n
        for adv in data.advs:
            if not 1 <= adv.level <= c.rules.max_level:
                bad.append(f"seat {i} adventurer {adv.id} has level {adv.level}")
            if adv.weapon is not None:
                total.update(c.all_weapons[adv.weapon].cost)
                if adv.quest is None:
                    bad.append(f"seat {i} adventurer {adv.id} holds a weapon off a quest")
            if adv.quest is not None:
                if adv.weapon is None:
                    bad.append(f"seat {i} adventurer {adv.id} is on a quest unarmed")
                if not any(e.id == adv.quest for e in data.quests):
                    bad.append(f"seat {i} adventurer {adv.id} is on an inactive quest")
        if len(data.quests) > c.rules.quest_trackers:
            bad.append(f"seat {i} has more than {c.rules.quest_trackers} active quests")
    if any(n < 0 for n in s.supply.values()):
        bad.append("the supply is negative")
    if dict(total) != initial_supply():
        bad.append(f"resource cubes not conserved: {dict(total)} != {initial_supply()}")
    advs = sum(len(d.advs) for d in s.seats) + s.adventurers_left
    if advs != c.rules.adventurer_tiles or s.adventurers_left < 0:
        bad.append(f"adventurer tiles not conserved ({advs})")
    if s.mine is not None:
        counts = Counter(s.mine.workers.values())
        for seat, n in counts.items():
            if n > WORKERS_PER_COLOUR:
                bad.append(f"seat {seat} has {n} workers in the mine")
        for seat, n in Counter(s.mine.overseers.values()).items():
            if n > OVERSEERS_PER_COLOUR:
                bad.append(f"seat {seat} has {n} overseers")
        if set(s.mine.workers) & set(s.mine.overseers):
            bad.append("a hex holds a worker and an overseer")
        if s.phase not in ("setup", "wealth", "place"):
            # Once placed, overseers never leave the stage's mine: every colour has all of
            # them (the solo game's automated colours too).
            placed = Counter(s.mine.overseers.values())
            for colour in range(solo.mine_players(s)):
                if placed[colour] != OVERSEERS_PER_COLOUR:
                    bad.append(f"mine colour {colour} has {placed[colour]} overseers placed")
    mk = s.market
    places = [
        *mk["weapon"],
        *mk["bonus"],
        *mk["single"],
        *(x for x in mk["up"].values() if x is not None),
        *mk["public"],
        *mk["discard"],
        *mk["removed"],
    ]
    for data in s.seats:
        places += [d for d in data.designs if d not in c.rules.player_cards]
        places += data.bonus
    places += [*mk.get("unused", ()), *mk.get("undealt", ())]
    if sorted(places) != sorted(market_cards_in_play(s)):
        bad.append("market cards not conserved")
    for design, seats in mk["claims"].items():
        if len(set(seats)) != len(seats):
            bad.append(f"a player claims {design} twice")
    qs = s.quests
    quest_places = [*(x for x in qs["offer"] if x), *qs["gone"]]
    quest_places += [qid for colour in q.DECK_ORDER for qid in qs.get(colour, ())]
    for data in s.seats:
        quest_places += [e.id for e in data.quests]
    if sorted(quest_places) != sorted(quest_cards_in_play(s)):
        bad.append("quest cards not conserved")
    if s.phase == "rewards" and not s.chance and not s.pending and s.step == "start":
        bad.append("the rewards step was left unresolved")
    return bad + epic_invariants(s)


def epic_invariants(s: FWState) -> list[str]:
    """Champion titles once each per player, attack tokens within the box, the stage's mine."""
    bad: list[str] = []
    for i, data in enumerate(s.seats):
        titles = [a.title for a in data.advs if a.title]
        if len(set(titles)) != len(titles):
            bad.append(f"seat {i} holds a champion title twice")
        for adv in data.advs:
            if adv.title and adv.level < s.world.content.rules.max_level:
                bad.append(f"seat {i} adventurer {adv.id} is a champion below level 4")
            if adv.tokens and adv.weapon is None:
                bad.append(f"seat {i} adventurer {adv.id} keeps attack tokens without a weapon")
    if champs.tokens_in_use(s) > s.world.content.epic.attack_tokens:
        bad.append("more attack tokens in use than the box holds")
    if s.mine is not None and s.mine.board.stage != stage_of(s):
        bad.append(f"the mine is stage {s.mine.board.stage}'s in stage {stage_of(s)}")
    return bad
