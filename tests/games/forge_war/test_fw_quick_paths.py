"""perf24's shortcuts give what the plain way gives: a state's quick ``evolve``, a failed
quest's single new state, market prices from one table, a mine note's names in English,
strikes from the move's own worker counts.

Positions come from seeded epic and simple games (random and greedy players, bonus tiles on),
so champions, titles used on quests and stage changes are in them.
"""

from __future__ import annotations

import functools
from collections import Counter

import pytest

from forgegames.core import frozen
from forgegames.core.frozen import FrozenMap
from forgegames.core.i18n import joined, speaking
from forgegames.core.session import Session
from forgegames.core.simulate import bot_config
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war import champions as champs
from forgegames.games.forge_war.economy import Log, drop_quest
from forgegames.games.forge_war.market import card_price
from forgegames.games.forge_war.mine import resolve_strikes
from forgegames.games.forge_war.notes import Note, automaton, in_sentence, seat_name
from forgegames.games.forge_war.quests import fail_quest, release
from forgegames.games.forge_war.state import FWState, appended, evolve, with_more, with_seat

GAMES = (
    ("epic", 2, ("random",), 5, (("bonus-tiles", "on"),)),
    ("epic", 3, ("greedy", "random"), 6, ()),
    ("simple", 4, ("random",), 7, ()),
)


@functools.cache
def positions(game: tuple) -> tuple[FWState, ...]:
    """Every state of a seeded bot game, first to last."""
    variant, players, bots, seed, options = game
    session = Session(TITLE, bot_config(TITLE, players, variant, list(bots), options), seed)
    session.resolve_chance()
    while not session.over:
        session.apply(session.bot_action())
    return tuple(session.states())


def every_state() -> list[FWState]:
    return [state for game in GAMES for state in positions(game)]


def test_a_states_quick_evolve_makes_the_record_the_core_evolve_makes():
    """The same fields, the world carried on, the remembered answers dropped (asked about
    first, so there are some), for changes of one field and of several."""
    checked = 0
    for state in every_state()[::9]:
        TITLE.legal_actions(state)
        TITLE.chance_outcomes(state)
        for changes in ({"turn": state.turn + 1}, {"round": 9, "phase": "market", "step": "x"}):
            quick, plain = evolve(state, **changes), frozen.evolve(state, **changes)
            assert type(quick) is FWState
            assert quick.__dict__ == plain.__dict__
            assert list(quick.__dict__) == list(plain.__dict__)
            assert "memo" not in quick.__dict__ and quick.world is state.world
            checked += 1
    assert checked > 100


def test_the_quick_evolve_refuses_what_the_core_refuses_and_leaves_other_records_to_it():
    state = positions(GAMES[0])[40]
    for bad in ({"turns": 1}, {"world": None}, {"memo": {}}):
        with pytest.raises(TypeError):
            evolve(state, **bad)
    seat = state.seats[0]
    assert seat.hand_hidden.gold == seat.gold  # remembered now: both evolves drop it
    quick, plain = evolve(seat, gold=seat.gold + 1), frozen.evolve(seat, gold=seat.gold + 1)
    assert quick.__dict__ == plain.__dict__ and "hand_hidden" not in quick.__dict__
    with pytest.raises(TypeError):
        evolve(seat, golds=1)
    adv = seat.advs[0]
    assert evolve(adv, level=2) == frozen.evolve(adv, level=2)
    odd = evolve(state, turn=state.turn)
    odd.__dict__["scratch"] = 1  # anything else after the fields: the core decides
    assert evolve(odd, turn=1).__dict__ == frozen.evolve(odd, turn=1).__dict__


def failed_plainly(state: FWState, seat: int, entry, at_end: bool) -> FWState:
    """``fail_quest`` step by step, as it was written before it made one new state."""
    card = state.world.content.all_quests[entry.id]
    state, _back = release(state, seat, entry.id)
    state = drop_quest(state, seat, entry.id)
    state = appended(state, "quests", "gone", entry.id)
    legs = card.legs_done(entry.pos - entry.rushed)
    points = card.legs[legs - 1].prestige if legs else 0
    if entry.ahead and entry.taken == state.round and not at_end:
        points = 0
    state = champs.quest_over(state, seat, entry.id)
    rules = state.world.content.rules
    penalty = rules.early_failure_penalty if entry.taken == state.round and not at_end else 0
    return with_more(state, seat, prestige=points - penalty)


def test_a_failed_quest_makes_the_state_the_steps_one_by_one_made():
    """Every active quest of every third position failed, in a round and at the game's end:
    weapons back to the supply, adventurers back, the quest gone, titles used on it freed,
    the prestige paid, in one new state equal to the one the steps made."""
    checked = armed = 0
    for state in every_state()[::3]:
        for seat, data in enumerate(state.seats):
            for entry in data.quests:
                for at_end in (False, True):
                    got = fail_quest(state, seat, entry, Log(state), "why", at_end=at_end)
                    expected = failed_plainly(state, seat, entry, at_end)
                    assert TITLE.to_json(got) == TITLE.to_json(expected)
                    assert got.supply == expected.supply and got.seats == expected.seats
                    checked += 1
                armed += any(a.weapon for a in data.advs if a.quest == entry.id)
    assert checked > 300 and armed > 20


def test_a_failed_quest_frees_the_titles_used_on_it():
    state = positions(GAMES[0])[60]
    qid = "a-quest"
    used = with_seat(state, 0, title_use=FrozenMap({"charming": qid, "other": "elsewhere"}))
    assert champs.titles_freed(used.seats[0].title_use, qid) == {"other": "elsewhere"}
    kept = used.seats[0].title_use
    assert champs.titles_freed(kept, "not-used") is kept
    assert champs.quest_over(used, 0, qid).seats[0].title_use == {"other": "elsewhere"}


def test_market_prices_from_one_table_are_the_cards_own():
    state = positions(GAMES[0])[10]
    content = state.world.content
    simple = positions(GAMES[2])[10]
    for table in (content.all_weapons, content.all_bonus, content.all_single_use):
        for cid, card in table.items():
            assert card_price(state, cid) == card.price
            assert card_price(simple, cid) == card.shop_price
    with pytest.raises(KeyError):
        card_price(state, "no-such-card")


def test_a_mine_notes_names_in_english_are_those_said_in_a_sentence():
    """English puts no article before an automaton's name, so the note fills in the names as
    they are; in Spanish the automaton's is said with its article, as before."""
    note = Note("convert", "{1}'s worker joins {0} and {2}", (0, 1, 2))
    for lang in ("en", "es"):
        with speaking(lang):
            names = ("alice", automaton("Automaton A"), automaton("Automaton B"))
            said = [in_sentence(seat_name(s, names)) for s in note.seats]
            plainly = joined(note.text.format(*said))
            assert note.render(names) == plainly[:1].upper() + plainly[1:]
            if lang == "en":
                assert said == list(names)
            else:
                assert said[1] != names[1]  # 'el Autómata A'


def test_strikes_from_the_moves_counts_are_those_counted_afresh():
    checked = 0
    for state in every_state():
        mine = state.mine
        if mine is None or not mine.workers:
            continue
        counts = Counter(mine.workers.values())
        counts[99] = 0  # a colour left with none, as a move's counts may hold
        assert resolve_strikes(mine, counts)[1:] == resolve_strikes(mine)[1:]
        checked += 1
    assert checked > 200
