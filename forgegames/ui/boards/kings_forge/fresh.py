"""A gather card just turned up to fill a place (a card claimed or discarded before it) is
marked "New card" for a while, once the card taken has flown off: playtest 18 saw the
Jeweler turned up and claimed by the computer in one step, and learnt of it only from the
log. When a computer player moves next, the mark lasts the computer's pace and its move
waits for it (the frame waits for running animations), so the new card is seen unclaimed
before the computer's claim goes on it. When a computer player emptied the place, the mark
says so in its colour, "Bruno took the Peddler" over "New card" (playtest 25: the claim was
easy to miss, the card replaced in its slot at once and told only by the log)."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import N_, tr
from forgegames.games.kings_forge.state import PHASE_GATHER, KFState
from forgegames.ui import theme
from forgegames.ui.animation import Animation, Caption, linear
from forgegames.ui.boards.kings_forge.gather import held_card
from forgegames.ui.boards.kings_forge.part import Table
from forgegames.ui.boards.kings_forge.steps import stacked

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
    size, pad = int(14 * s), max(3, round(5 * s))
    out: list[Animation] = []
    for index in places:
        card, rect = row[index]
        taker = taken_by(before, after, index)
        rgb = theme.ACCENT
        lines: tuple[str, ...] = (tr("New card"),)
        if taker is not None and scene.is_bot(taker[0]):  # whose move emptied the place
            rgb = scene.seat_colour(taker[0]).rgb
            lines = theme.wrap(taker_words(board, taker), size, rect.width - 4 * pad) + lines
        words = stacked(lines, size)
        # on the card's foot, over its whole discard line (up over its bottom action when
        # the words need more lines): the card's name and top action show
        actions = board.geo.action_rects(rect, card)
        foot = actions["discard"]
        tag = pygame.Rect(0, 0, words.get_width() + 2 * pad, words.get_height() + pad)
        tag.center = foot.center
        if tag.height > foot.height:
            tag.bottom = foot.bottom
        tag = tag.union(foot)
        if tag.colliderect(actions["bottom"]):  # (a narrow card: the taker's words rise over
            tag = tag.union(actions["bottom"])  # its bottom action, hidden whole a moment)
        paint = Caption(rect, rgb, words, tag, None, max(2, round(3 * s)))
        out.append(Fresh(ms, paint, linear, delay_ms=lead_ms))
    return out


def taken_by(before: KFState, after: KFState, index: int) -> tuple[int, str, bool] | None:
    """Who emptied face-up place ``index`` between ``before`` and ``after``, the card that
    lay there and whether it was claimed (False: discarded for the docks), as (seat, card,
    claimed); None when these two states do not tell (a computer's last payment or docks
    trade and the card turned up come in one change: its ``before`` holds the card)."""
    held = held_card(before, index)
    gone = before.faceup[index] or (held[0] if held is not None else "")
    if not gone:
        return None
    placed = [p.seat for p in after.placements if p.card == gone]
    if placed:
        return placed[-1], gone, True
    if gone in after.discards and 0 <= before.turn < len(before.players):
        return before.turn, gone, False
    return None


def taker_words(board: Table, taker: tuple[int, str, bool]) -> str:
    """'Bruno took the Peddler', 'Bruno discarded the Tavern': what became of the card that
    lay where the new one is (playtest 25: a computer's claim was seen only in the log)."""
    seat, card, claimed = taker
    words = N_("{name} took the {card}") if claimed else N_("{name} discarded the {card}")
    return tr(words, name=board.scene.seat_name(seat), card=board.world.card_name(card))
