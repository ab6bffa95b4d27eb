"""A market space's state beside its name cannot be misread (playtest item 9): the rulebook's
'closed' means one player a round, so a free closed space whose cards are lit says '1 player a
round', a taken one says 'taken this round', and no space ever reads 'closed'."""

from __future__ import annotations

from test_forge_war_board import reach, start

from forgegames.games.forge_war import board_info as info
from forgegames.ui.boards.forge_war import ForgeWarBoard


def market_turn(state) -> bool:
    return state.phase == "market" and not state.pending and state.round >= 2


def bazaar_free(state) -> bool:
    """A market turn with the bazaar free and a seat with gold to buy there."""
    return market_turn(state) and not state.market["spaces"].get("bazaar")


def closed_taken(state) -> bool:
    return market_turn(state) and any(
        state.market["spaces"].get(sp) for sp in ("bazaar", "blacksmith", "barracks")
    )


def test_a_free_closed_space_with_lit_cards_says_one_player_a_round(app):
    scene = start(app, seed=3)
    reach(app, scene, bazaar_free)
    board: ForgeWarBoard = scene.board
    spaces = {sp.space: sp for sp in info.market_spaces(board.view, board.acting())}
    bazaar = spaces["bazaar"]
    assert bazaar.closed and not bazaar.taken_by and bazaar.actions  # lit and buyable
    assert board.market.space_state(bazaar) == "1 player a round"
    assert board.market.space_state(spaces["road"]) == "open to all"
    for space in spaces.values():
        assert "closed" not in board.market.space_state(space)
        assert "closed" not in board.market.space_state(space, short=True)


def test_a_taken_closed_space_says_taken(app):
    scene = start(app, seed=3)
    reach(app, scene, closed_taken)
    board: ForgeWarBoard = scene.board
    spaces = {sp.space: sp for sp in info.market_spaces(board.view, board.acting())}
    taken = [sp for sp in spaces.values() if sp.closed and sp.taken_by]
    assert taken
    for space in taken:
        assert board.market.space_state(space) == "taken this round"
        assert board.market.space_state(space, short=True) == "in use"


def quest_phase_space_taken(state) -> bool:
    return state.phase == "quest" and any(
        state.market["spaces"].get(sp) for sp in ("bazaar", "blacksmith", "barracks")
    )


def test_who_took_a_space_keeps_their_colour_while_the_market_is_dimmed(app):
    """Playtest 29: out of the market phase the market is dimmed (still readable), and the mark
    of the seat that took the Bazaar went grey with it: whose mark it was could not be told.
    The marks stay in the seats' colours over the dimmed market."""
    scene = start(app, seed=3)
    reach(app, scene, quest_phase_space_taken)
    board: ForgeWarBoard = scene.board
    app.draw()
    assert board.dimmed, "the market is dimmed in the quest phase"
    spaces = {
        key: rect
        for key, rect in board.rects.items()
        if key[len("space:") :] in ("bazaar", "blacksmith", "barracks")
    }
    marks = [m for m in board.pen.marks if any(r.collidepoint(m[1]) for r in spaces.values())]
    assert marks, "a seat's mark stands on a taken space"
    for seat, centre, _ in marks:
        assert board.is_dimmed(centre), "the mark is on a dimmed space"
        rgb = scene.seat_colour(seat).rgb
        shown = tuple(app.surface.get_at(centre))[:3]
        assert max(abs(a - b) for a, b in zip(shown, rgb, strict=True)) <= 40, (shown, rgb)
