"""The parts of Forge War's board a notice never lies over, whole (``Board.keep_clear``): the
mine (playtest 22: a notice lay across its top while Bruno moved an overseer, and across its
foot while he managed his quests, hiding where the workers stood), the market and the quest
offer (playtest 20: a notice lay over the offer's second row). A notice goes under the mats,
in the prompt's column, or over the log column."""

from __future__ import annotations

from typing import Any

import pygame


def keep_clear(board: Any) -> list[pygame.Rect]:
    """The mine as drawn, the market and the quest offer."""
    keep = [pygame.Rect(board.mine.shown)] if board.view.mine is not None else []
    keep += [pygame.Rect(board.market.rect), pygame.Rect(board.offer.rect)]
    return [r for r in keep if r.width and r.height]
