"""Each Warparty army's own colour and symbol, so that no two armies look alike on the map,
even when one player commands two of them.

An army's look is its commanding seat's when the seat commands only that army (or it is the
seat's first army); a seat's further army takes the first palette colour and symbol no seat
uses. With two players the good team is blue and green, the evil team orange and purple (for
the default seat colours), where before each team's two armies were two shades of one colour.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from forgegames.games.warparty.board_info import army_name, seating
from forgegames.ui import theme


def army_looks(
    seats: Sequence[Sequence[str]], seat_colour: Callable[[int], theme.SeatColour]
) -> dict[str, theme.SeatColour]:
    """Each army of ``seats`` (a seat's armies in order) with its colour and symbol; no two
    armies share a colour or a symbol while the palette has room for all of them."""
    seat_looks = [seat_colour(seat) for seat in range(len(seats))]
    used = {look.id for look in seat_looks}
    spare = [colour for colour in theme.PALETTE if colour.id not in used]
    looks: dict[str, theme.SeatColour] = {}
    for seat, armies in enumerate(seats):
        for i, army in enumerate(armies):
            look = seat_looks[seat] if i == 0 or not spare else spare.pop(0)
            looks[army] = theme.SeatColour(army, army_name(army), look.rgb, look.symbol)
    return looks


def seat_army_looks(
    players: int, seat_colour: Callable[[int], theme.SeatColour]
) -> list[list[theme.SeatColour]]:
    """Each seat's armies, in order, with the colour and symbol the map will give them when
    the seats have these colours: the launcher shows them under each seat (playtest 13: a seat
    named "Orange" commanded yellow Goblins and pink Undead)."""
    seats = seating(players)
    looks = army_looks(seats, seat_colour)
    return [[looks[army] for army in armies] for armies in seats]
