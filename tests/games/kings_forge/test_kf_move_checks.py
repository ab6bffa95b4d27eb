"""King's Forge finds every refusal in its move table's checks, before applying anything.

In seeded random games, at every seat's turn, a spread of moves (legal and not: every die
colour paid, every face-up card discarded, every docks action, every opponent peddled to,
both Garden choices, each power on each die, each displayed or crafted card with the first
dice) is put both to ``MOVES.refusal`` and to the applies alone (``Move.apply``, no check):
a move the table allows is applied without a refusal, and a move it refuses is refused with
the words and rules section ``TITLE.apply`` raises.
"""

from __future__ import annotations

import random

import pytest

from forgegames.core.errors import IllegalAction
from forgegames.core.simulate import bot_config
from forgegames.core.title import CHANCE, TERMINAL
from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import (
    Bonus,
    Craft,
    Discard,
    Dock,
    Garden,
    Mark,
    Pay,
    Peddle,
    Reroll,
    Sixes,
    Steal,
)
from forgegames.games.kings_forge.move_table import MOVES
from forgegames.games.kings_forge.state import KFState

MOVED_CHECKS = (Pay, Discard, Dock, Peddle, Garden, Bonus, Sixes, Mark, Reroll, Craft, Steal)
"""The action types whose refusals used to be raised inside their applies."""


def _probes(s: KFState) -> list:
    """Moves of every type in ``MOVED_CHECKS`` worth asking about in ``s``."""
    ids = tuple(d.id for d in s.pool)
    powers = range(len(s.players[s.turn].powers) + 1)
    out: list = [Pay(c) for c in "MWGX"]
    out += [Discard(k) for k in s.faceup if k] + [Discard("no-such-card")]
    out += [Dock(k) for k in TITLE.world.content.docks] + [Dock("no-such-dock")]
    out += [Peddle(seat, c) for seat in range(s.n + 1) for c in "MWGXQ"]
    out += [Garden("plus2"), Garden("wood"), Garden("gold")]
    out += [Bonus(p, d) for p in powers for d in (-1, *ids, 99)]
    out += [Sixes(p) for p in powers] + [Mark(d) for d in (*ids, 99)] + [Reroll()]
    for dice in (ids[:1], ids[:2], ids[:3], (ids[:1] * 2)):
        out += [Craft(k, dice) for k in s.display] + [Steal(c.card, dice) for c in s.crafted]
    return out


def _raised(s: KFState, action) -> tuple[str, str] | None:
    """The refusal ``TITLE.apply`` raises for ``action`` in ``s``, or None when applied."""
    try:
        TITLE.apply(s, action)
    except IllegalAction as refused:
        return str(refused), refused.rule
    return None


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_refusal_is_found_by_the_check_and_allowed_moves_apply(seed):
    rng = random.Random(seed)
    s = TITLE.new_game(bot_config(TITLE, 2 + seed % 3, "standard", ["random"]))
    seen: dict[type, list[bool]] = {kind: [] for kind in MOVED_CHECKS}
    while TITLE.current_player(s) != TERMINAL:
        if TITLE.current_player(s) == CHANCE:
            outcomes = [a for a, _p in TITLE.chance_outcomes(s)]
            s = TITLE.apply(s, rng.choice(outcomes)).state
            continue
        for action in _probes(s):
            why = MOVES.refusal(s, action)
            raised = _raised(s, action)
            if why is None:
                assert raised is None, f"{action}: allowed by the table, refused by apply"
                MOVES.moves[type(action)].apply(s, action, [])  # the apply alone makes it
            else:
                assert raised == (str(why), why.rule), action
            seen[type(action)].append(why is None)
        s = TITLE.apply(s, rng.choice(TITLE.legal_actions(s))).state
    refused_somewhere = [k.__name__ for k, outs in seen.items() if outs and not all(outs)]
    assert len(refused_somewhere) == len(MOVED_CHECKS), sorted(refused_somewhere)


def test_no_legal_move_is_refused_by_its_check():
    rng = random.Random(7)
    s = TITLE.new_game(bot_config(TITLE, 3, "standard", ["random"]))
    while TITLE.current_player(s) != TERMINAL:
        if TITLE.current_player(s) == CHANCE:
            choices = [a for a, _p in TITLE.chance_outcomes(s)]
        else:
            choices = TITLE.legal_actions(s)
            assert [a for a in choices if MOVES.refusal(s, a) is not None] == []
        s = TITLE.apply(s, rng.choice(choices)).state
