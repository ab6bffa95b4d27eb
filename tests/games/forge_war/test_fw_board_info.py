"""What the board asks the engine (``board_info``): the cards a market space offers, and the
mine's previews and refusals, checked against the rules' own moves."""

from __future__ import annotations

from fw_helpers import TITLE, advance_to, apply, seat_now, started

from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve
from forgegames.core.hexgrid import Hex
from forgegames.games.forge_war import board_info
from forgegames.games.forge_war.actions import EndBonusSpace, MoveOverseer, hex_of
from forgegames.games.forge_war.mine_position import make_mine
from forgegames.games.forge_war.state import with_seat


def test_the_cards_a_space_offers_are_the_ones_the_board_shows_there():
    state = advance_to(started(3), "market")
    for info in board_info.market_spaces(state, seat_now(state)):
        if info.space == "blacksmith" or info.space.startswith("bazaar"):
            offers = board_info.space_offers(state, info.space, last=False)
            assert tuple(cid for cid, _ in offers) == info.cards, info.space


def test_in_the_last_round_every_legal_end_bonus_is_offered_on_its_space():
    state = advance_to(started(2), "market")
    state = evolve(state, round=7)
    for i in range(state.players):
        state = with_seat(state, i, gold=20)
    legal = {a for a in TITLE.legal_actions(state) if isinstance(a, EndBonusSpace)}
    assert legal
    offered = {
        action
        for info in board_info.market_spaces(state, seat_now(state))
        for _, action in board_info.space_offers(state, info.space, last=True)
    }
    assert legal <= offered
    assert all(isinstance(a, EndBonusSpace) for a in offered)


def test_the_overseer_preview_is_what_the_move_made_gave():
    state = started(2)
    move = next(a for a in TITLE.legal_actions(state) if isinstance(a, MoveOverseer))
    start, end = hex_of(move.frm), hex_of(move.to)
    mover = state.mine.overseers[start]
    preview = board_info.overseer_preview(state, mover, start, end)
    made = board_info.made_move_change(state, start, end)
    assert made is not None
    assert preview.gains == made.gains and preview.changes == made.changes
    after = apply(state, move)
    assert after.mine.overseers.get(end) == mover and start not in after.mine.overseers
    assert board_info.overseer_can_move(state.mine, start)


def test_no_move_made_is_explained_outside_the_mine_phase():
    state = advance_to(started(2), "market")
    start = next(iter(state.mine.overseers))
    assert board_info.made_move_change(state, start, start) is None


def test_a_worker_move_from_an_empty_hex_is_refused_with_a_reason():
    state = started(2)
    state = evolve(state, mine=make_mine(2, workers={(-2, 0): 1}))
    refusal = board_info.worker_move_refusal(state, Hex(0, 0), Hex(0, 1))
    assert isinstance(refusal, IllegalAction) and str(refusal)
    assert board_info.worker_move_refusal(state, Hex(-2, 0), None) is None  # out of the mine
    assert board_info.worker_move_refusal(state, Hex(-2, 0), Hex(2, 0)) is None


def test_the_round_track_shows_the_stages_rounds_and_its_bonus_tiles():
    simple = board_info.round_track(started(2))
    assert simple.rounds == TITLE.world.content.rules.rounds and simple.tiles == ()
    state = started(2, "epic", bonus_tiles="on")
    track = board_info.round_track(state)
    assert track.rounds == TITLE.world.content.epic.rounds_per_stage
    assert track.tiles and {t for t, _ in track.tiles} <= {t for t, _ in state.tiles}
    assert all(1 <= paid <= track.rounds for _, paid in track.tiles)
    assert len(track.tiles) < len(state.tiles)  # the later stages' tiles wait
