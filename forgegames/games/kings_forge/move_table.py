"""King's Forge's move table (``core/moves.py``): each action type's check and apply.

The gate refuses any action once the game is over, a move while a die, a draw or a set-up
step is due, and the wrong outcome for the chance node under way. Each move's check then
refuses it outside its phase (pointing at that phase's rules), then asks the phase module
(``gather_tasks``, ``gather_turns``, ``craft``) its ``why_not_*``: every refusal is found
before anything is applied, and the module's apply only makes the move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.core.frozen import evolve
from forgegames.core.i18n import N_, listing, tr
from forgegames.core.moves import Move, MoveTable
from forgegames.core.title import Event
from forgegames.games.kings_forge import craft, gather_tasks, gather_turns
from forgegames.games.kings_forge.actions import (
    Bonus,
    Bury,
    Claim,
    Copy,
    Craft,
    Deal,
    Discard,
    Dock,
    Draw,
    End,
    First,
    Garden,
    Mark,
    Pass,
    Pay,
    Peddle,
    Pick,
    Reroll,
    Roll,
    Sixes,
    Steal,
    Visit,
)
from forgegames.games.kings_forge.flow import finish_gather_turn, start_round
from forgegames.games.kings_forge.state import (
    PHASE_CRAFT,
    PHASE_GATHER,
    PHASE_OVER,
    PHASE_SETUP,
    KFState,
)
from forgegames.games.kings_forge.words import colours_shown


def setup_step(s: KFState) -> str:
    """The set-up step the game is at: choosing the first player, dealing the craft cards,
    picking the random gather cards."""
    c = s.world.content
    if s.first < 0:
        return "first"
    if len(s.line) < c.setup.craft_cards[s.n]:
        return "deal"
    return "pick"


_SETUP_OUTCOME = {"first": First, "deal": Deal, "pick": Pick}
_OUTCOME_WORDS: dict[type, str] = {
    First: N_("the first player is being chosen"),
    Deal: N_("a craft card from the box is expected"),
    Pick: N_("a gather card from the box is expected"),
    Roll: N_("a die roll (1 to 6) is expected"),
    Draw: N_("a card from the gather deck is expected"),
}
"""What a chance node of each outcome type says to an action that is not one of its outcomes."""


def chance_due(s: KFState) -> type | None:
    """The type of the chance outcome the game waits for, or None when a seat is to move."""
    if s.phase == PHASE_SETUP:
        return _SETUP_OUTCOME[setup_step(s)]
    if s.rolls:
        return Roll
    if s.fill:
        return Draw
    return None


def _gate(s: KFState, a: Action) -> Refusal | None:
    if s.phase == PHASE_OVER:
        return Refusal(tr("the game is over"))
    if s.phase != PHASE_SETUP and not s.rolls and not s.fill:  # a seat is to move
        return _not_a_move(s, a) if type(a) in _OUTCOME_WORDS else None
    due = chance_due(s)
    if type(a) is not due:
        return Refusal(tr(_OUTCOME_WORDS[due]))
    return None


def _not_a_move(s: KFState, a: Action) -> Refusal:
    return Refusal(tr("'{a}' is a chance outcome, not a move", a=str(a)))


def _outcome(fits: Callable[[KFState, Any], bool]) -> Callable[[KFState, Any], Refusal | None]:
    """The check of a chance outcome: refused, in its node's words, unless ``fits``."""

    def check(s: KFState, a: Action) -> Refusal | None:
        return None if fits(s, a) else Refusal(tr(_OUTCOME_WORDS[type(a)]))

    return check


# --- chance -----------------------------------------------------------------------------------
def _first(s: KFState, a: First, ev: list[Event]) -> KFState:
    s = evolve(s, first=a.seat)
    ev.append(Event(tr("{who} takes the first-player anvil.", who=s.names[a.seat]), kind="chance"))
    return s


def _deal(s: KFState, a: Deal, ev: list[Event]) -> KFState:
    return evolve(
        s, line=tuple(sorted(s.line + (a.card,), key=lambda k: s.world.rank(k, s.edition)))
    )


def _pick(s: KFState, a: Pick, ev: list[Event]) -> KFState:
    c = s.world.content
    s = evolve(s, gather_set=s.gather_set + (a.card,))
    if len(s.gather_set) < len(c.fixed_gather) + c.setup.random_gather:
        return s
    shown = c.setup.display
    s = evolve(s, display=s.line[:shown], line=s.line[shown:])
    cards = listing([s.world.card_name(k) for k in s.display])
    ev.append(Event(tr("Craft cards on display: {cards}.", cards=cards), kind="chance"))
    return start_round(s, ev)


def _roll(s: KFState, a: Roll, ev: list[Event]) -> KFState:
    req = s.rolls[0]
    if req.kind == "pool":
        return craft.pool_rolled(s, a.value, ev)
    s = evolve(s, rolls=s.rolls[1:])
    if req.kind == "cemetery":
        return gather_turns.cemetery_rolled(s, a.value, ev)
    s = gather_tasks.gamble_result(s, req, a.value, ev)
    if not s.rolls and not s.sub:
        return finish_gather_turn(s, ev)
    return s


def _draw(s: KFState, a: Draw, ev: list[Event]) -> KFState:
    faceup = list(s.faceup)
    faceup[s.fill[0]] = a.card
    s = evolve(
        s,
        fill=s.fill[1:],
        faceup=tuple(faceup),
        deck=tuple(k for k in s.deck if k != a.card),
    )
    ev.append(
        Event(tr("The {card} is turned face up.", card=s.world.card_name(a.card)), kind="chance")
    )
    return s


# --- moves ------------------------------------------------------------------------------------
_PHASE_RULES = {PHASE_GATHER: "gather-turn", PHASE_CRAFT: "craft-turn"}
"""The rules section of each phase (a move made in the wrong phase points at its own)."""
_GATHER_ONLY = N_("that is done in the gather phase")
_CRAFT_ONLY = N_("that is done on your craft turn, after rolling")


def _in_phase(phase: str, words: str) -> Callable[[KFState, Action], Refusal | None]:
    """The check of a move made only in ``phase``."""

    def check(s: KFState, a: Action) -> Refusal | None:
        if s.phase != phase:
            return Refusal(tr(words), _PHASE_RULES[phase])
        return None

    return check


_GATHER = _in_phase(PHASE_GATHER, _GATHER_ONLY)
_CRAFT = _in_phase(PHASE_CRAFT, _CRAFT_ONLY)


def _then(
    phase: Callable[[KFState, Action], Refusal | None],
    why_not: Callable[[KFState, Any], Refusal | None],
) -> Callable[[KFState, Any], Refusal | None]:
    """The check of a move: its ``phase`` first, then ``why_not``."""

    def check(s: KFState, a: Action) -> Refusal | None:
        return phase(s, a) or why_not(s, a)

    return check


def _gather(why_not: Callable[[KFState, Any], Refusal | None]):
    """The check of a gather move: its phase first, then ``why_not``."""
    return _then(_GATHER, why_not)


def _craft(why_not: Callable[[KFState, Any], Refusal | None]):
    """The check of a craft move: its phase first, then ``why_not``."""
    return _then(_CRAFT, why_not)


def _check_bonus(s: KFState, a: Bonus) -> Refusal | None:
    if s.phase == PHASE_GATHER and (s.sub != "cemetery" or a.die != -1):
        return Refusal(
            tr(
                "bonuses are used on your rolled dice in your craft turn (or on the "
                "Cemetery die as you place it)"
            ),
            "bonuses-kinds",
        )
    if s.phase == PHASE_GATHER:
        return gather_turns.why_not_cemetery_bonus(s, a)
    return craft.why_not_bonus(s, a)


def _bonus(s: KFState, a: Bonus, ev: list[Event]) -> KFState:
    if s.phase == PHASE_GATHER:
        return gather_turns.cemetery_bonus(s, a, ev)
    return craft.bonus(s, a, ev)


def _cemetery_waits(s: KFState) -> bool:
    return s.phase == PHASE_GATHER and s.sub == "cemetery"


def _check_sixes(s: KFState, a: Sixes) -> Refusal | None:
    if _cemetery_waits(s):
        return gather_turns.why_not_cemetery_bonus(s, a)
    return _CRAFT(s, a) or craft.why_not_sixes(s, a)


def _sixes(s: KFState, a: Sixes, ev: list[Event]) -> KFState:
    if _cemetery_waits(s):
        return gather_turns.cemetery_bonus(s, a, ev)
    return craft.sixes(s, a, ev)


def _check_bury(s: KFState, a: Bury) -> Refusal | None:
    refused = _GATHER(s, a)
    if refused is None and s.sub != "cemetery":
        return Refusal(tr("no Cemetery die is waiting to be placed"), "cemetery-die")
    return refused


MOVES = MoveTable(
    {
        First: Move(_outcome(lambda s, a: 0 <= a.seat < s.n), _first),
        Deal: Move(
            _outcome(lambda s, a: a.card in s.world.content.craft and a.card not in s.line), _deal
        ),
        Pick: Move(
            _outcome(
                lambda s, a: a.card in s.world.content.other_gather and a.card not in s.gather_set
            ),
            _pick,
        ),
        Roll: Move(_outcome(lambda s, a: 1 <= a.value <= 6), _roll),
        Draw: Move(_outcome(lambda s, a: a.card in s.deck), _draw),
        Claim: Move(_gather(gather_tasks.why_not_claim), gather_tasks.claim),
        Copy: Move(_gather(gather_tasks.why_not_copy), gather_tasks.copy),
        Visit: Move(_gather(gather_tasks.why_not_visit), gather_tasks.visit),
        Discard: Move(_gather(gather_tasks.why_not_discard), gather_tasks.discard),
        Dock: Move(_gather(gather_tasks.why_not_dock), gather_tasks.dock),
        Peddle: Move(_gather(gather_turns.why_not_peddle), gather_turns.peddle),
        Pass: Move(_gather(gather_turns.why_not_pass), gather_turns.pass_turn),
        Pay: Move(_gather(gather_tasks.why_not_pay), gather_tasks.pay),
        Bury: Move(_check_bury, lambda s, a, ev: gather_turns.bury(s, ev)),
        Garden: Move(gather_turns.why_not_garden, gather_turns.garden),
        Bonus: Move(_check_bonus, _bonus),
        Sixes: Move(_check_sixes, _sixes),
        Mark: Move(_craft(craft.why_not_mark), craft.mark),
        Reroll: Move(_craft(craft.why_not_reroll), lambda s, a, ev: craft.reroll(s, ev)),
        Craft: Move(_craft(craft.why_not_craft), craft.craft),
        Steal: Move(_craft(craft.why_not_steal), craft.steal),
        End: Move(_CRAFT, lambda s, a, ev: craft.end(s, ev)),
    },
    unknown=_not_a_move,
    gate=_gate,
    worded=colours_shown,  # "2 wood dice (green)": the colour the dice are drawn in (pt 30)
)
"""Every King's Forge action, a seat's or chance's, checked and applied."""
