"""A gather card just turned up to fill a place (a card claimed or discarded before it) is
marked "New card" for a while, once the card taken has flown off: playtest 18 saw the
Jeweler turned up and claimed by the computer in one step, and learnt of it only from the
log. When a computer player moves next, the mark lasts the computer's pace and its move
waits for it (the frame waits for running animations), so the new card is seen unclaimed
before the computer's claim goes on it."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import tr
from forgegames.games.kings_forge.state import PHASE_GATHER, KFState
from forgegames.ui import theme
from forgegames.ui.animation import Animation, caption_at, linear
from forgegames.ui.boards.kings_forge.part import Table

NEW_MS = 1000
"""How long the mark stays when a person moves next (their click ends it sooner)."""


class Fresh(Animation):
    """The mark: it waits for the motion before it (its delay follows the speed setting) but
    lasts its own length whatever the setting (a pause to read, not motion)."""

    def scaled(self, factor: float) -> Animation:
        self.delay_ms = round(self.delay_ms * factor)
        return self


def turned_up(before: KFState, after: KFState) -> list[int]:
    """The gather row's places whose card was turned up by the move from ``before`` to
    ``after``, during the gather phase (a new round's whole row is not marked)."""
    if before.phase != PHASE_GATHER or after.phase != PHASE_GATHER:
        return []
    pairs = zip(before.faceup, after.faceup, strict=False)
    return [i for i, (old, new) in enumerate(pairs) if new and new != old]


def fresh_marks(board: Table, before: KFState, after: KFState, lead_ms: int) -> list[Animation]:
    """The "New card" marks of the cards ``before`` to ``after`` turned up, each after
    ``lead_ms`` (the cards taken flying off), for the computer's pace when a computer
    player moves next, else ``NEW_MS``; none at the instant pace (tests)."""
    scene = board.scene
    pace = scene.bot_delay_ms()
    places = turned_up(before, after)
    if pace <= 0 or not places:
        return []
    ms = pace if scene.is_bot(after.turn) else NEW_MS
    row = board.geo.gather_cards(after)
    s = scene.scale
    words = theme.text(tr("New card"), int(14 * s))
    pad = max(3, round(5 * s))
    out: list[Animation] = []
    for index in places:
        card, rect = row[index]
        # on the card's foot, over its whole discard line: the card's name and actions show
        foot = board.geo.action_rects(rect, card)["discard"]
        tag = pygame.Rect(0, 0, words.get_width() + 2 * pad, words.get_height() + pad)
        tag.center = foot.center
        tag = tag.union(foot)
        paint = caption_at(rect, theme.ACCENT, words, tag, None, max(2, round(3 * s)))
        out.append(Fresh(ms, paint, linear, delay_ms=lead_ms))
    return out
