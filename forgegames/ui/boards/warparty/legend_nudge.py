"""Warparty's way to the legend (playtest 18, item 6): the star tags of what changed and the
counters' figures read only with the legend, and nothing led a newcomer to it. The first time
the tags appear to a seat in a game, a message says what they are and how to open the legend
(its key); the bar's Legend button carries a dot until the legend is first opened. A part of
``WarpartyBoard``."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import N_, tr
from forgegames.ui.boards.host import BoardHost
from forgegames.ui.boards.warparty import change_regions
from forgegames.ui.hotseat import sentence

LEGEND_NOTE = N_(
    "Numbered arrows show the moves made since your last turn, in the mover's colour, and "
    "star tags what they changed. The Legend (key L) explains them, and the figures on the "
    "counters."
)
READ_MS_PER_WORD = 220
"""The message stays long enough to be read: this long a word at least."""


class LegendNudge:
    """Mixin of ``WarpartyBoard``: the first tags' message, and the Legend button's call."""

    scene: BoardHost
    s: float

    def legend_calls(self) -> bool:
        """The bar's Legend button carries a dot (until the legend is first opened)."""
        return True

    def legend_told(self) -> set[int]:
        """The seats told what the tags are in this game."""
        told = self.__dict__.get("_legend_told")
        if told is None:
            told = self.__dict__["_legend_told"] = set()
        return told

    def told_tags(self) -> list[pygame.Rect]:
        """The tags the legend's message is about, while it is on screen: it keeps off them
        where it can (``NoticePlace.toast_clear``)."""
        toast = self.scene.toast
        if toast is None or toast.text != sentence(tr(LEGEND_NOTE)):
            return []
        marks = self.scene.marks
        return change_regions.tag_boxes([r for rects in marks.values() for r in rects], self.s)

    def tell_legend(self, rects: list[pygame.Rect]) -> None:
        """Tags are drawn round ``rects``: the first time a person's seat sees them in this
        game (and the legend was not opened yet), a message says what they are and how to
        open the legend. A message already on screen (a refusal, a move's words) is left to
        be read: the tags are told at their next showing."""
        scene = self.scene
        if not rects or scene.read_only():
            return
        seat = scene.panel_seat()
        if seat < 0 or scene.is_bot(seat) or seat in self.legend_told():
            return
        if scene.legend_opened() or scene.toast is not None:
            return
        self.legend_told().add(seat)
        words = tr(LEGEND_NOTE)
        scene.show_toast(words, error=False)
        toast = scene.toast
        if toast is not None:
            toast.ms = max(toast.ms, READ_MS_PER_WORD * len(words.split()))
