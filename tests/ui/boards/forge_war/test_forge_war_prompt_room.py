"""Forge War's prompt stays whole above the merchant's box (playtest item 2): the mine gives up
the room the prompt's lines need over the merchant at its largest (six resources, the stalls a
seat holds, a line of what is left under its title), at every window size, in English and in
Spanish. The text report drops words a later opaque panel covers, so the laid-out lines are
measured here against the room itself."""

from __future__ import annotations

import pygame
import pytest
from test_forge_war_board import reach, start

from forgegames.core.i18n import speaking
from forgegames.ui import theme
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war import ForgeWarBoard

LONG_PROMPTS = (
    "{name}: every quest step is met. Press {finish} (or equip more first).",
    "{name}: take a quest from the offer (at most one a round), or take none.",
    "{name}: trade at the merchant if you wish, then end your round.",
    "{name}: take one market action (click a card or a space), or pass for 1 gold.",
)


def largest_merchant_top(board: ForgeWarBoard) -> int:
    """Where the merchant's box starts when it is as tall as the layout plans for."""
    head = board.px(24) + theme.font(board.px(12)).get_linesize()
    rows = board.context.merchant_rows() * board.context.merchant_row()
    return board.context.rect.bottom - board.px(6) - rows - head


def quest_manage(state) -> bool:
    return state.phase == "quest" and state.step != "acquire" and not state.pending


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_prompt_lines_fit_above_the_largest_merchant(size, lang):
    with speaking(lang):
        app = App(size, bot_delay_ms=0)
        try:
            scene = start(app, seed=3)
            reach(app, scene, quest_manage)
            board: ForgeWarBoard = scene.board
            room = largest_merchant_top(board) - (board.context.rect.y + board.px(6))
            width = board.context.rect.width - board.px(14)
            line_h = theme.font(board.px(13)).get_linesize()
            from forgegames.core.i18n import tr

            for template in LONG_PROMPTS:
                words = tr(template, name="Bruno", finish=tr("Finish managing quests"))
                lines = theme.wrap(words, board.px(13), width)
                assert len(lines) * line_h <= room, (size, lang, lines, room)
            shown = " ".join(board.context.prompt_lines)
            assert shown == board.prompts.prompt(board.view)  # drawn whole, none left out
            assert board.context.prompt_bottom <= board.context.merchant_top
            # the mine gives up at most 60 px at scale of its old share (56 at 1280x720)
            usable = board.strip.rect.top - board.area.y - 2 * board.pad
            assert board.mine.rect.height >= int(usable * 0.58) - board.px(60)
        finally:
            pygame.display.quit()
