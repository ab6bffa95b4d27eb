"""What a Forge War mat lists in its Designs row and in its Cards row: the weapon designs a
seat can forge, apart from the market cards and end-of-game cards it holds (ux32: a Gem
Broker stall was listed under Designs, where a newcomer looked for a weapon to forge)."""

from __future__ import annotations

from typing import Any

from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.state import FWState
from forgegames.ui.boards.forge_war.text import card_text, weapon_text

Item = tuple[str, str, str, str]
"""A chip of a mat's row: (key, text, tooltip, style)."""


def design_items(panel: Any, v: FWState, seat: int, metal: bool | str) -> list[Item]:
    """The weapon designs ``seat`` may forge, their metal as ``metal`` says
    (``Pen.design_label``)."""
    label, world = panel.pen.design_label, panel.world
    return [
        (f"design:{d}", label(d, metal=metal), weapon_text(world, d), "normal")
        for d in info.owned_designs(v, seat)
    ]


def card_items(panel: Any, v: FWState, seat: int) -> list[Item]:
    """The cards ``seat`` holds that are not weapon designs: stalls and other market cards,
    then end-of-game cards."""
    c, data = panel.world.content, v.seats[seat]
    items = [
        (f"card@{b}", panel.pen.card_label(c.all_bonus[b].name), card_text(panel.world, b), "card")
        for b in data.bonus
    ]
    items += [
        (f"bonus@{b}", c.end_bonuses[b].name, card_text(panel.world, b), "card")
        for b in data.end_bonuses
    ]
    return items
