"""King's Forge bots: a novice and a greedy player (random-legal is the core bot).

Every bot sees only the view and the legal moves.
"""

from __future__ import annotations

import contextvars
import random
from collections.abc import Sequence
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.hints import Choice, pick
from forgegames.core.i18n import percent, tr
from forgegames.core.title import Bot
from forgegames.games.kings_forge.actions import Bonus, Sixes
from forgegames.games.kings_forge.content import (
    COLOUR_CODE,
    COLOURS,
)
from forgegames.games.kings_forge.craft import bonus, sixes
from forgegames.games.kings_forge.craft_now import (
    best_craft,
    chance_after,
    colours_fill,
    dice_after,
    dice_now,
)
from forgegames.games.kings_forge.craft_odds import craft_probability, if_still_there
from forgegames.games.kings_forge.gather_turns import garden
from forgegames.games.kings_forge.hint_words import dock_gain, reason
from forgegames.games.kings_forge.reach import first_step, reach, step_words
from forgegames.games.kings_forge.roll_left import dice_to_roll, in_stock, roll_after
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.games.kings_forge.words import colours_shown

VALUE = {"M": 1.0, "W": 1.5, "G": 2.6, "X": 3.0, "L": 2.0}
"""Rough worth of a die of each colour (rarer colours craft the higher cards)."""
POWER_VALUE = {"flip": 0.7, "sixes": 0.7, "reroll": 0.9, "garden": 1.3, "cemetery": 0.1}


def _decision(action: Action) -> tuple:
    """What a move decides, leaving out which dice fill a card or which card is discarded."""
    verb = action.verb
    if verb in ("claim", "copy"):
        return (verb, action.card, action.side)  # type: ignore[attr-defined]
    if verb in ("craft", "steal"):
        return (verb, action.card)  # type: ignore[attr-defined]
    if verb == "bonus":
        return (verb, action.power)  # type: ignore[attr-defined]
    if verb in ("discard", "mark"):
        return (verb,)
    return (verb, str(action))


class NoviceBot(Bot):
    """A novice: half of its moves are random legal moves, the other half the greedy move.

    A random move is drawn in two steps: first one of the distinct things to do (a gather
    action, the docks, passing, a card to craft, a bonus, ending the turn), then a way of
    doing it (the payment, the dice). Either half gathers only among the moves that keep most
    of its chance to craft this round, and never passes before acting while a claim would
    leave it dice to roll (``novice_gather_moves``). It crafts or steals whenever it can. A
    purely random player wastes its dice so thoroughly that games last hundreds of rounds; this
    one ends games in a sensible time and still loses clearly to the greedy bot. (The plain
    random-legal bot is ``random``.)
    """

    def __init__(self, seat: int = 0, greedy_share: float = 0.5) -> None:
        self.seat = seat
        self.greedy_share = greedy_share
        self.greedy = GreedyBot(seat)

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        moves = legal if view.phase == PHASE_CRAFT else novice_gather_moves(view, legal)
        if rng.random() < self.greedy_share:
            return self.greedy.choose(view, moves, rng)
        groups: dict[tuple, list[Action]] = {}
        for action in moves:
            groups.setdefault(_decision(action), []).append(action)
        keys = [k for k in groups if k[0] in ("craft", "steal")] or list(groups)
        return rng.choice(groups[rng.choice(keys)])


NOVICE_KEEP = 0.5
"""The share of the best chance to craft this round (``craft_now``) that a novice's random
gather move must keep: it still wanders, but no longer spends the dice its craft needs."""


def novice_gather_moves(s: KFState, legal: Sequence[Action]) -> list[Action]:
    """The gather moves a novice's random half draws from: no pass before it has acted while
    a claim, copy or docks trade would leave it dice to roll, and none that brings its chance
    of crafting a card this round below ``NOVICE_KEEP`` of the best move's."""
    seat = s.turn
    moves = list(legal)
    acted = any(pl.seat == seat for pl in s.placements) or any(u.seat == seat for u in s.docks)
    useful = [
        a for a in moves if a.verb in ("claim", "copy", "dock", "docks") and not strands(s, seat, a)
    ]
    if not acted and useful:
        moves = [a for a in moves if a.verb != "pass"]
    chances = {a: chance_after(s, seat, a) for a in moves}
    best = max(chances.values(), default=0.0)
    kept = [a for a in moves if chances[a] >= NOVICE_KEEP * best]
    return kept or moves


class RandomBot(Bot):
    """Any legal move at random, except that it never passes (or ends its craft turn) before
    doing something while it has something else to do: a computer opponent that passes at
    once shows a newcomer nothing. In the gather phase it passes only when passing is all it
    may do or once it has claimed a card or traded at the docks this round; in its craft turn
    it ends the turn only when nothing can be crafted or stolen, or once it has crafted."""

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(real_moves(view, legal))


def real_moves(s: KFState, legal: Sequence[Action]) -> list[Action]:
    """The moves a random player draws from (``RandomBot``): ``legal`` without passing or
    ending the turn while the seat has done nothing yet and has something else to do."""
    moves = list(legal)
    seat = s.turn
    if s.phase == PHASE_CRAFT:
        if s.craft_mode or not any(a.verb in ("craft", "steal") for a in moves):
            return moves
        stop = "end"
    else:
        acted = any(pl.seat == seat for pl in s.placements) or any(u.seat == seat for u in s.docks)
        if acted:
            return moves
        stop = "pass"
    return [a for a in moves if a.verb != stop] or moves


# --- greedy ------------------------------------------------------------------------------
def _needs(s: KFState, seat: int) -> dict[str, float]:
    """How much each colour is wanted: spaces on the cards on display and next in line."""
    crafts = s.world.content.craft
    need = dict.fromkeys(COLOURS, 0.0)
    for weight, cards in ((1.0, s.display), (0.5, s.line[:2])):
        for card in cards:
            for colour, _ in crafts[card].slots:
                need[colour] += weight
    p = s.players[seat]
    for i, colour in enumerate(COLOURS):
        have = p.supply[i] + p.smithy[i]
        need[colour] = max(0.0, need[colour] - 0.4 * have)
    return need


def _worth(colour: str, need: dict[str, float]) -> float:
    return VALUE[colour] * (1.0 + 0.5 * min(need.get(colour, 0.0), 3.0))


def gap(slots: tuple[tuple[str, int], ...], pool: tuple) -> float:
    """Pips missing to fill ``slots`` with ``pool`` using a simple matching (inf: impossible)."""
    dice = sorted(pool, key=lambda d: d.value)
    used: set[int] = set()
    missing = 0.0
    for colour, minimum in sorted(slots, key=lambda sl: -sl[1]):
        fitting = [d for d in dice if d.id not in used and d.colour in (colour, "L")]
        if not fitting:
            return float("inf")
        good = [d for d in fitting if d.value >= minimum and d.colour == colour] or [
            d for d in fitting if d.value >= minimum
        ]
        pick = good[0] if good else fitting[-1]
        used.add(pick.id)
        missing += max(0, minimum - pick.value)
    return missing


class GreedyBot(Bot):
    """Gathers the colours the displayed cards need, keeps dice to roll, crafts the highest
    card it can (stealing first), and spends bonuses where they close the gap to a card."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        best = pick(self.choices(view, legal))
        return best.action if best is not None else legal[0]

    def choices(self, view: Any, legal: Sequence[Action], rng: Any = None) -> list[Choice]:
        s: KFState = view
        if s.phase == PHASE_CRAFT:
            return self._craft(s, legal)
        need = _needs(s, s.turn)
        out = []
        for a in legal:
            score = self._gather_score(s, a, need)
            score += CRAFT_NOW * chance_after(s, s.turn, a)
            if strands(s, s.turn, a):  # below every move that keeps a die to roll
                score -= STRANDED
            out.append(Choice(a, score))
        return out

    def decision(self, action: Action) -> tuple:
        """One hint line per card crafted or claimed, whatever the dice."""
        return _decision(action)

    def reason(self, view: Any, choice: Choice) -> str:
        """A hint line's words; each die colour's first mention names the colour its dice are
        drawn in (``colours_shown``, playtest 30)."""
        return colours_shown(self.why(view, choice))

    def why(self, view: Any, choice: Choice) -> str:
        """``reason``'s words as they are worked out."""
        if choice.action.verb == "docks":
            plan = docks_plan(view, self.seat)
            if plan is not None:
                return docks_chance(view, self.seat, plan, docks_words(view, *plan))
        if view.phase == PHASE_CRAFT:
            plan = first_step(view, choice.action)
            if plan is not None:
                return step_words(view, *plan)
        closer = choice.action.verb != "craft" and TIER_WOOD < choice.score < TIER_CRAFT
        why = reason(view, choice, TIER_CLOSER - choice.score if closer else None)
        if view.phase != PHASE_CRAFT and strands(view, self.seat, choice.action):
            if chance_shown(view, self.seat):  # the figure that follows says it
                return craft_words(view, self.seat, choice.action, no_dice(why))
            words = "{why}; but it leaves you no dice to roll, so you craft nothing this round"
            return tr(words, why=why)
        if view.phase != PHASE_CRAFT:
            return craft_words(view, self.seat, choice.action, why)
        return why

    # --- gather ---------------------------------------------------------------------------
    def _gather_score(self, s: KFState, a: Action, need: dict[str, float]) -> float:
        seat = s.turn
        verb = a.verb
        p = s.players[seat]
        total = sum(p.supply)
        lock = 0.25 if total > 8 else 0.5 if total > 5 else 0.9
        if verb == "pay":
            return -_worth(a.colour, need)  # type: ignore[attr-defined]
        if verb == "pass":
            reward = {"metal": 1.0, "token": 1.3, "none": 0.0}[a.bonus]  # type: ignore[attr-defined]
            if HINTING.get() and a.bonus == "token" and not colours_fill(s, seat, a):  # type: ignore[attr-defined]
                reward = 0.0  # good for this round only, on dice that can make nothing
            return PASS_FIRST * reward
        if verb == "bury":
            return 0.0
        if verb == "bonus":
            return 1.0
        if verb == "garden":
            return 1.0 if a.choice == "wood" else 0.5  # type: ignore[attr-defined]
        if verb == "peddle":
            colour = a.colour  # type: ignore[attr-defined]
            return _worth(colour, need)
        if verb == "dock":
            return self._dock_value(s, a.action, need, lock)  # type: ignore[attr-defined]
        if verb == "discard":
            return 0.0
        if verb == "docks":
            free = {u.action for u in s.docks}
            best = max(
                (
                    self._dock_value(s, d, need, lock)
                    for d, spec in s.world.content.docks.items()
                    if d not in free and spec.cost <= total
                ),
                default=-9.0,
            )
            return best - 0.2
        if verb in ("claim", "copy"):
            spec = s.world.content.actions[(a.card, a.side)]  # type: ignore[attr-defined]
            value = self._effect_value(s, seat, spec, need)
            cost = 0.0
            boxes = spec.boxes + (("A",) if verb == "copy" else ())
            xs = spec.x + ((False,) if verb == "copy" else ())
            for box, x in zip(boxes, xs, strict=True):
                cheapest = min(VALUE[c] for c in "MWGX" if c in _ALLOWS[box])
                cost += (cheapest if x else 0.0) + lock
            if spec.pay_all:
                cost += total * lock + 1.0
            return value - cost
        return 0.0

    def _dock_value(self, s: KFState, action: str, need: dict[str, float], lock: float) -> float:
        spec = s.world.content.docks[action]
        value = sum(_worth(c, need) * n for c, n in spec.gain) if spec.gain else 1.3
        return value - spec.cost * (1.0 + lock)

    def _effect_value(self, s: KFState, seat: int, spec: Any, need: dict[str, float]) -> float:
        """What the action gives: dice only as many as the stock still holds."""
        value = 0.0
        p = s.players[seat]
        for e in spec.effects:
            if e.kind == "gain":
                now = 0.6 if e.to == "supply" else 0.0
                value += sum(
                    (_worth(COLOUR_CODE[c], need) + now) * in_stock(s, c, n)
                    for c, n in e.gain.items()
                )
            elif e.kind == "bonus":
                value += 0.6 * e.amount * e.dice
            elif e.kind == "roll_smithy":
                value += 0.3 * sum(p.smithy)
            elif e.kind == "caravan":
                paid = sum(p.supply)
                rows = [r for r in e.table if r.dice <= paid]
                if rows:
                    row = max(rows, key=lambda r: r.dice)
                    value += sum(
                        _worth(COLOUR_CODE[c], need) * in_stock(s, c, n)
                        for c, n in row.gain.items()
                    )
            elif e.kind == "gamble":
                code = COLOUR_CODE[e.colour]
                value += _worth(code, need) * (7 - e.keep_at) / 6 * in_stock(s, e.colour, 1)
            elif e.kind == "library_die":
                value += 2.0 * in_stock(s, "library", 1)
            elif e.kind == "peddle":
                value += 0.5
            else:
                value += POWER_VALUE.get(e.kind, 0.0)
        return value

    # --- craft ----------------------------------------------------------------------------
    def _craft(self, s: KFState, legal: Sequence[Action]) -> list[Choice]:
        """Craft tiers, best first: a craft or steal (the highest card, stealing first, the
        fewest pips spent), the first move toward the highest card the bonuses can still make, a
        power that brings a card closer (the nearest after it), the
        Garden's wood die, marking a low die a card wants, re-rolling, ending the turn. A
        move in no tier is not weighed."""
        crafts = s.world.content.craft
        dice = {d.id: d for d in s.pool}
        out = []
        for a in legal:
            if a.verb in ("craft", "steal"):
                place = s.world.rank(a.card, s.edition) + (8 if a.verb == "steal" else 0)  # type: ignore
                spent = sum(dice[i].value for i in a.dice)  # type: ignore[attr-defined]
                out.append(Choice(a, TIER_CRAFT + 100 * place - spent))
        if out:
            return out
        aimed = self._aim(s, out)
        current = self._gap(s)
        for a in legal:
            if a == aimed:
                continue
            if a.verb in ("bonus", "sixes") or (a.verb == "garden" and a.choice == "plus2"):  # type: ignore[attr-defined]
                after = _look_ahead(s, a)
                if after.turn != s.turn or after.phase != s.phase:
                    continue
                g = self._gap(after)
                if g < current:
                    out.append(Choice(a, TIER_CLOSER - g))
        wanted = {c for card in s.display for c, _ in crafts[card].slots}
        for a in legal:
            if a.verb == "garden" and a.choice == "wood":  # type: ignore[attr-defined]
                out.append(Choice(a, TIER_WOOD))
            elif a.verb == "mark":
                die = dice[a.die]  # type: ignore[attr-defined]
                if die.value <= 3 and (die.colour in wanted or die.colour == "L"):
                    out.append(Choice(a, TIER_MARK))
            elif a.verb == "reroll":
                out.append(Choice(a, TIER_REROLL))
            elif a.verb == "end":
                out.append(Choice(a, 0.0))
        return out

    def _aim(self, s: KFState, out: list[Choice]) -> Action | None:
        """The first move of the way to the highest card the bonuses can still make from the
        roll (``reach``), weighed above every move that only brings a card closer (playtest
        22: the +1 that closed the gap to the Knife lost the Shield); None when none can."""
        ways = reach(s).ways
        if not ways:
            return None
        card = max(ways, key=lambda c: s.world.rank(c, s.edition))
        first = ways[card][0][0]
        out.append(Choice(first, TIER_REACH + s.world.rank(card, s.edition)))
        return first

    def _gap(self, s: KFState) -> float:
        crafts = s.world.content.craft
        gaps = [gap(crafts[card].slots, s.pool) for card in s.display]
        return min(gaps, default=float("inf"))


_ALLOWS = {"A": "MWGX", "W": "W", "G": "G", "GX": "GX"}
TIER_CRAFT, TIER_REACH, TIER_CLOSER = 10000.0, 2000.0, 1000.0
TIER_WOOD, TIER_MARK, TIER_REROLL = 400.0, 300.0, 200.0
"""The greedy crafter's tiers (every score of a tier beats every score of the next)."""


CRAFT_NOW = 8.0
"""What a sure craft this round adds to a gather move (times the chance that the dice the
move leaves craft a card on display), so the gatherer keeps enough dice of the right colours
to roll instead of sending nearly all of them to next round's smithy. Measured over 40
seeds (docs/rulings.md, "Bots"): the first craft by round 3 in 95% of 2-player games
(78% before), 100% with 3 and 4 (83%, 93%); against the earlier greedy player it wins at
least its share."""

PASS_FIRST = 0.3
"""What a pass is worth to the greedy gatherer, beside the craft chance every move is weighed
with: this share of the first passer's reward (a metal die, the +1/+1 token), nothing more.
A pass gives nothing a later pass would not, and a seat that acts now may still pass first
later. Issue 39, playtest 20: a pass was worth 0.4 and the whole reward, so the bot passed at
once in a quarter of its rounds and gathered nothing. Measured over 200 seeds (docs/rulings.md,
"Passing at once"): a pass opens round 1 a fifth to two fifths as often, and this player beats
the one that passed readily in 73% of two-player games (and the one given half the reward in
55%)."""

HINTING: contextvars.ContextVar[bool] = contextvars.ContextVar("kf_hinting", default=False)
"""True while the hint ranks a seat's choices (``KingsForge.hint_choices``): the +1/+1 token,
good for this round only, is then worth nothing where the seat's dice cannot make a card on
display (playtest 30: the hint led with it for one metal die). The computer player's own play
keeps its measured values (docs/rulings.md, "Passing at once")."""

STRANDED = 50.0
"""What the greedy gatherer takes off a move that leaves it no die to roll this round: more
than any gather move is worth, so such a move comes first only when every move does it."""


def strands(s: KFState, seat: int, a: Action) -> bool:
    """True when gather move ``a`` (with the dice it places) takes ``seat`` from some dice to
    roll to none, so that it cannot craft this round: the playtest's hint that placed the
    last dice."""
    if not dice_to_roll(s, seat):
        return False
    after = roll_after(s, seat, a)
    return after is not None and after <= 0


def _look_ahead(s: KFState, a: Action) -> KFState:
    """The state after a dice change of the crafter's (the rules' own functions, so that
    imports run one way: rules -> bots)."""
    if isinstance(a, Bonus):
        return bonus(s, a, [])
    if isinstance(a, Sixes):
        return sixes(s, a, [])
    return garden(s, a, [])  # type: ignore[arg-type]


def docks_plan(s: KFState, seat: int) -> tuple[Action, Action] | None:
    """What a visit to the docks means to this bot now: the card it would discard and the
    docks trade it would then make, (Discard, Dock); None when either step has no move."""
    from forgegames.core.errors import IllegalAction
    from forgegames.games.kings_forge import gather, gather_tasks
    from forgegames.games.kings_forge.actions import Visit

    bot = GreedyBot(seat)
    ev: list = []
    try:
        state = gather_tasks.visit(s, Visit(), ev)
    except IllegalAction:
        return None
    steps: list[Action] = []
    for _ in range(2):
        legal = gather.legal(state)
        if not legal:
            return None
        steps.append(bot.choose(state, legal, random.Random(0)))
        if len(steps) == 1:
            state = gather_tasks.discard(state, steps[0], ev)  # type: ignore[arg-type]
    return steps[0], steps[1]


def docks_words(s: KFState, discard: Action, dock: Action) -> str:
    """A visit to the docks in a hint's words: which card goes, which trade is made and what
    the trade brings (playtest 25: the docks line stood first at 10% above two lines at 24%
    with no word of the wood die the Axe wanted, which is what ranked it first)."""
    trade = s.world.dock_text(dock.action).rstrip(".")  # type: ignore[attr-defined]
    trade = trade[:1].lower() + trade[1:]
    return tr(
        "discard the {card}, then at the docks: {trade} ({gain})",
        card=s.world.card_name(discard.card),  # type: ignore[attr-defined]
        trade=trade,
        gain=dock_gain(s, dock.action),  # type: ignore[attr-defined]
    )


FIGURED = ("claim", "copy", "dock", "docks", "pass", "pay")
"""The gather moves whose hint line gives the chance to craft this round afterwards."""


def chance_shown(s: KFState, seat: int) -> bool:
    """True when the hint's gather lines give their chance to craft this round: ``seat``
    may craft with the dice it has, or some gather move would let it. Then every line of
    the list gives its figure (playtest 22: the top line had none while the third said 84%);
    when no move brings a chance, none does."""
    from forgegames.games.kings_forge import gather

    if best_craft(s, dice_now(s, seat))[0] > 0:
        return True
    moves = gather.legal(s)
    return any(a.verb in FIGURED and chance_after(s, seat, a) > 0 for a in moves)


def no_chance(why: str) -> str:
    """``why`` with a chance of nothing to craft this round, said as a figure."""
    return tr("{why}; chance to craft a card this round: {pct}", why=why, pct=percent(0))


def craft_words(s: KFState, seat: int, a: Action, why: str) -> str:
    """``why`` with the chance that ``seat`` crafts this round once gather move ``a`` is
    made, when the list gives figures (``chance_shown``): passing keeps the dice for a card
    it names; a move that spends dice a card needs lowers the chance; one that brings dice
    raises it; one that changes nothing keeps it. The move is judged on the exact chances
    (``craft_now``); the figures said are the board's own estimate (with bonuses, as
    hovering a card shows it)."""
    if a.verb not in FIGURED or not chance_shown(s, seat):
        return why
    before, card = best_craft(s, dice_now(s, seat))
    after, card_after = best_craft(s, dice_after(s, seat, a))
    if a.verb == "pass":
        if after <= 0:
            return no_chance(why)
        words = tr(
            "{why}; chance to craft the {card} this round: {pct}",
            why=why,
            pct=percent(round(100 * odds_value(s, seat, card_after))),
            card=s.world.card_name(card_after),
        )
        return if_still_there(s, seat, card_after, words)
    if max(before, after) <= 0:
        return no_chance(why)
    card = card if before >= after else card_after
    return change_words(s, after_move(s, seat, a), seat, card, why)


def change_words(s: KFState, after: KFState, seat: int, card: str, why: str) -> str:
    """``why`` with how ``seat``'s chance to craft ``card`` this round changes from ``s`` to
    ``after``: falls from one figure to the other, rises to, or stays at one; if a seat that
    crafts first could take the card, only if it is still there (``if_still_there``)."""
    was = round(100 * odds_value(s, seat, card))
    now = round(100 * odds_value(after, seat, card))
    name = s.world.card_name(card)
    if now < was:
        words = "{why}; your chance to craft the {card} this round falls from {was} to {now}"
    elif now > was:
        words = "{why}; your chance to craft the {card} this round rises to {now}"
    else:
        words = "{why}; your chance to craft the {card} this round stays at {now}"
    said = tr(words, why=why, card=name, was=percent(was), now=percent(now))
    return if_still_there(s, seat, card, said)


def no_dice(why: str) -> str:
    """``why`` with a warning that the move leaves no dice to roll this round."""
    return tr("{why}; but it leaves you no dice to roll", why=why)


def odds_value(s: KFState, seat: int, card: str) -> float:
    """The board's estimate that ``seat`` crafts ``card`` this round (``board_info``)."""
    return craft_probability(s, seat, card).value


def after_move(s: KFState, seat: int, a: Action) -> KFState:
    """The state once gather move ``a`` is made and paid for as this bot pays."""
    from forgegames.core.moves import apply_move
    from forgegames.games.kings_forge import gather
    from forgegames.games.kings_forge.move_table import MOVES

    payer = GreedyBot(seat)
    state = apply_move(MOVES, s, a).state
    while state.sub == "pay" and state.turn == seat and not (state.rolls or state.fill):
        move = payer.choose(state, gather.legal(state), random.Random(0))
        state = apply_move(MOVES, state, move).state
    return state


def docks_chance(s: KFState, seat: int, plan: tuple[Action, Action], why: str) -> str:
    """``why`` with the chance to craft this round once the visit to the docks is made as
    ``plan`` says (playtest 22: the top hint, "go to the docks", had no number while the
    third, Pass, said 84%), as it changes from now (``change_words``); ``why`` alone when
    neither the dice now nor those left craft a card on display."""
    from forgegames.core.errors import IllegalAction
    from forgegames.games.kings_forge.actions import Visit

    state = s
    for move in (Visit(), *plan):
        try:
            state = after_move(state, seat, move)
        except IllegalAction:  # a plan the rules refuse: no figure to give
            return why
    before, card = best_craft(s, dice_now(s, seat))
    chance, card_after = best_craft(state, dice_now(state, seat))
    if max(before, chance) <= 0:
        return no_chance(why) if chance_shown(s, seat) else why
    # said as the claims' lines say it (playtest 25: "10%" alone, first, above two lines
    # at 24%, read as the weaker move; "falls from 24% to 10%" says what it costs)
    return change_words(s, state, seat, card if before >= chance else card_after, why)
