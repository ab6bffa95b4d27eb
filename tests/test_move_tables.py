"""Every title makes its moves one way: through the core pipeline (``core/moves.py``).

In seeded random games of every registered title (every variant, and Forge War's epic game with
its bonus tiles) and of the test title, each action type the game offers, a seat's or chance's,
has its check and apply in the title's move table (``title.moves``), and every ``apply`` runs
through that table: swapped for a copy that counts its applies, it sees every move made.
"""

from __future__ import annotations

import dataclasses
import random

import every_title
import pytest
from titles import dice_race as dicerace

from forgegames.core import moves, registry
from forgegames.core.errors import IllegalAction
from forgegames.core.simulate import bot_config
from forgegames.core.title import CHANCE, TERMINAL, Title

CROSS_TITLE = True
CASES = every_title.games(
    every_variant=True, extra=[("forge-war", "epic", 2, (("bonus-tiles", "on"),))]
)
SEEDS = (1, 2)
ACTIONS = 2500
"""Actions played in each game at most (enough to reach every phase of the longest game)."""


def _play(title: Title, variant: str, seats: int, options, seed: int, monkeypatch) -> set[type]:
    """The action types a seeded random game of ``title`` offers. The title's own table is
    swapped for one whose applies count what they make, and every move made is checked to
    have gone through it."""
    through: list[object] = []

    def counted(apply):
        def run(state, action, events):
            through.append(action)
            return apply(state, action, events)

        return run

    table = title.moves
    rows = {kind: moves.Move(m.check, counted(m.apply)) for kind, m in table.moves.items()}
    monkeypatch.setattr(title, "moves", dataclasses.replace(table, moves=rows))
    rng = random.Random(seed)
    state = title.new_game(bot_config(title, seats, variant, ["random"], options))
    offered: set[type] = set()
    for made in range(1, ACTIONS + 1):
        who = title.current_player(state)
        if who == TERMINAL:
            break
        if who == CHANCE:
            choices = [a for a, _p in title.chance_outcomes(state)]
        else:
            choices = title.legal_actions(state)
        offered.update(type(a) for a in choices)
        action = rng.choice(choices)
        state = title.apply(state, action).state
        assert len(through) == made and through[-1] is action, f"{action} bypassed the table"
    monkeypatch.undo()
    return offered


def _check_table(title: Title, offered: set[type]) -> None:
    table = title.moves
    assert isinstance(table, moves.MoveTable)
    missing = sorted(t.__name__ for t in offered if t not in table.moves)
    assert not missing, f"{title.info.id} offers moves its table lacks: {missing}"


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}-{c[2]}")
def test_every_move_a_game_offers_is_made_through_the_title_move_table(case, monkeypatch):
    title_id, variant, seats, options = case
    title = registry.get(title_id)
    offered: set[type] = set()
    for seed in SEEDS:
        offered |= _play(title, variant, seats, options, seed, monkeypatch)
    _check_table(title, offered)


def test_the_test_title_makes_its_moves_through_its_table_too(monkeypatch):
    title = dicerace.TITLE
    offered = _play(title, "standard", 2, (), 3, monkeypatch)
    _check_table(title, offered)
    assert offered == set(title.moves.moves)


@pytest.mark.parametrize("title_id", every_title.title_ids())
def test_a_refusal_from_the_table_is_the_one_apply_raises(title_id):
    """Asking the table why not gives the words and section ``apply`` raises with (a move of
    another phase, tried at the start of a seeded game)."""
    title = registry.get(title_id)
    config = bot_config(title, title.info.min_players, title.info.default_variant, ["random"])
    state = title.new_game(config)
    kinds = [t for t in title.moves.moves if not dataclasses.fields(t)]
    tried = 0
    for kind in kinds:
        action = kind()
        why = title.moves.refusal(state, action)
        if why is None:
            continue
        with pytest.raises(IllegalAction) as caught:
            title.apply(state, action)
        assert (str(caught.value), caught.value.rule) == (str(why), why.rule)
        tried += 1
    assert tried >= 2
