"""The parts of Warparty's board whose change since a seat last looked is marked: each
territory (its owner, city and units) and each army's purse."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

import pygame


def regions(
    canvas: Any, panel: Mapping[str, pygame.Rect], state: Any, scale: float
) -> dict[str, tuple[pygame.Rect, Hashable]]:
    """Each territory's square on ``canvas`` with what it holds, and each army's block on the
    side panel (``panel``: its parts as last drawn) with its purse."""
    out: dict[str, tuple[pygame.Rect, Hashable]] = {}
    size = int(56 * scale)
    for territory in canvas.ids:
        rect = pygame.Rect(0, 0, size, size)
        rect.center = canvas.centre_of(territory)
        units = tuple(sorted((u.army, u.kind, bool(u.tired)) for u in state.units_at(territory)))
        out[f"t:{territory}"] = (rect, (state.owner_of(territory), state.city(territory), units))
    for army, purse in state.armies:
        rect = panel.get(f"army:{army}")
        if rect is not None:
            out[f"a:{army}"] = (rect, (purse.treasury, purse.upgrades, purse.research))
    return out
