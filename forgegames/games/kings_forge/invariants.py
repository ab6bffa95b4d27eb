"""Invariants: every one of the 91 dice and 4 tokens is somewhere, nothing is negative.

Run after every action in simulations, so written for speed.
"""

from __future__ import annotations

from forgegames.games.kings_forge.content import CI, STOCK_KINDS
from forgegames.games.kings_forge.state import PHASE_CRAFT, PHASE_GATHER, PHASE_SETUP, KFState


def check(s: KFState) -> list[str]:
    """Broken invariants in plain words (empty when the state is sound)."""
    c = s.world.content
    bad: list[str] = []
    m, w, g, x, lib, cem = s.stock
    if min(s.stock) < 0:
        bad.append(f"the stock holds a negative number of dice: {s.stock}")
    loose: list[str] = list(s.bag) + list(s.paid)
    for p in s.players:
        sm, sw, sg, sx = p.supply
        hm, hw, hg, hx = p.smithy
        if min(sm, sw, sg, sx, hm, hw, hg, hx, p.library) < 0:
            bad.append("a player has a negative number of dice")
        m += sm + hm
        w += sw + hw
        g += sg + hg
        x += sx + hx
        lib += p.library
    for place in s.placements:
        if len(place.dice) != len(place.x):
            bad.append(f"the {place.card} has dice without X marks")
        loose += place.dice
    for use in s.docks:
        loose += use.dice
    loose += [d.colour for d in s.pool]
    for done in s.crafted:
        loose += [d.colour for d in done.dice]
    loose += [r.colour for r in s.rolls]
    counts = [m, w, g, x, lib, cem + (s.cemetery > 0) + (s.cem_die > 0)]
    for colour in loose:
        counts[CI[colour]] += 1
    totals = c.dice_total
    for i, kind in enumerate(STOCK_KINDS):
        if counts[i] != totals[kind]:
            bad.append(f"{counts[i]} {kind} dice are accounted for instead of {totals[kind]}")
    auto6, plus = s.tokens
    if auto6 < 0 or plus < 0:
        bad.append("the token stock is negative")
    for p in s.players:
        for power in p.powers:
            if power.token == "auto6":
                auto6 += 1
            elif power.token == "plus":
                plus += 1
            if power.uses < 0:
                bad.append(f"a {power.kind} power has {power.uses} uses left")
    if auto6 != c.tokens["auto6"].count or plus != c.tokens["plus"].count:
        bad.append(f"tokens accounted for: {auto6} Automatic 6 and {plus} +1/+1")
    if not 0 <= s.cemetery <= 6 or not 0 <= s.cem_die <= 6:
        bad.append(f"the Cemetery shows {s.cemetery or s.cem_die}")
    if s.phase == PHASE_SETUP:
        return bad
    # Craft cards: each dealt card is in exactly one place; the line is in rank order, behind
    # every other card (set-up shows the lowest three, and each refill is the line's lowest,
    # so a card on display, crafted or claimed always ranked below the cards still waiting).
    out_of_line = list(s.display) + [d.card for d in s.crafted]
    for p in s.players:
        out_of_line += p.claimed
    places = out_of_line + list(s.line)
    if len(places) != len(set(places)):
        bad.append("a craft card is in two places")
    dealt = c.setup.craft_cards[s.n]
    if len(places) != dealt:
        bad.append(f"{len(places)} craft cards are in play instead of {dealt}")
    if len(s.display) > c.setup.display or (s.line and len(s.display) < c.setup.display):
        bad.append(f"{len(s.display)} craft cards are on display")
    crafts = c.craft
    last = max((s.world.rank(k, s.edition) for k in out_of_line), default=0)
    for k in s.line:
        place = s.world.rank(k, s.edition)
        if place < last:
            bad.append(
                "the waiting line is out of rank order, or a card out of it ranks above a card "
                "still in it"
            )
            break
        last = place
    if s.phase in (PHASE_GATHER, PHASE_CRAFT):
        gathered = list(s.deck) + [k for k in s.faceup if k] + list(s.discards)
        gathered += [place.card for place in s.placements]
        if s.task in ("claim", "copy"):
            gathered.append(s.task_card if s.task == "claim" else "workshop")
        if len(gathered) != len(s.gather_set) or set(gathered) != set(s.gather_set):
            bad.append("the gather cards do not add up to this game's eleven")
    if s.phase != PHASE_CRAFT and (s.pool or s.crafted):
        bad.append("rolled dice lie about outside the craft phase")
    if s.craft_mode not in ("", "craft", "steal") or (s.craft_mode and s.phase != PHASE_CRAFT):
        bad.append(f"the craft turn is marked '{s.craft_mode}' in the {s.phase} phase")
    for done in s.crafted:
        if len(done.dice) != len(crafts[done.card].slots):
            bad.append(f"the {done.card} has the wrong number of dice")
    return bad
