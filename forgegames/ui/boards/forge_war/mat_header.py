"""A Forge War mat's header line: how far its parts reach, and how it names the seat's
workers in the mine (in words on every mat, one form all game: ``worker_form``)."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import N_, language, tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.state import FWState
from forgegames.ui.boards.forge_war.look import KINDS, ordinal
from forgegames.ui.boards.forge_war.part import FWPanel


class MatHeader(FWPanel):
    """The mats panel's header line, the base ``MatsPanel`` builds on (it uses the panel's
    ``mat_pad``, ``mat_name`` and ``badge_width``, which ``MatsPanel`` defines)."""

    def header_width(self, v: FWState, seat: int, kind: bool = True, most: bool = False) -> int:
        """How far a mat's header reaches before its "workers in the mine" (as ``draw_mat``
        lays it out): with the computer's strength where ``kind``; where ``most``, as wide as it
        is likely to get this game (``worker_form``): two-digit gold, prestige and resources,
        and in the epic game every stage's resources."""
        data = v.seats[seat]
        x = self.mat_pad()
        x += self.badge_room(v, seat, most) + self.px(4) + self.px(20)
        x += self.pen.text_width(self.mat_name(seat), self.px(14), True) + self.px(9)
        words = self.scene.seat_kind(seat, short=True) if kind else ""
        x += self.pen.text_width(words, self.px(12)) + self.px(9) if words else 0
        gold, prestige = (max(n, 10) if most else n for n in (data.gold, data.prestige))
        stats = f"{{gold}} {gold}  {{star}} {prestige}"
        x += self.pen.text_width(stats, self.px(14), True) + self.px(11)
        pool = data.pool
        epic = most and info.is_epic(v)  # the later stages' resources may come
        for rid in KINDS:
            held = pool.get(rid, 0)
            if KINDS[rid].stage > 1 and not held and not epic:
                continue
            held = max(held, 10) if most else held
            count = self.pen.text_width(str(held), self.px(13), True)
            x += self.pen.chip_side() + self.px(2) + self.px(2) + count + self.px(7)
        return x

    def badge_room(self, v: FWState, seat: int, most: bool) -> int:
        """The width of a seat's turn-order badge (``badge_width``), or where ``most``, of
        the widest any seat's badge may take ("↑2nd")."""
        if not most or v.players == 1:
            return self.badge_width(v, seat)
        places = range(1, len(v.seats) + 1)
        widths = (self.pen.text_width(f"↑{ordinal(k)}", self.px(12), True) for k in places)
        return max(widths) + self.px(10)

    def workers_words(self, v: FWState, seat: int) -> str:
        return tr("workers in the mine: {n}", n=v.mine.worker_count(seat))

    WORKER_FORMS = (
        (True, N_("workers in the mine: {n}")),
        (False, N_("workers in the mine: {n}")),
        (False, N_("workers in mine: {n}")),
        (True, N_("workers: {n}")),
        (False, N_("workers: {n}")),
        (False, ""),
    )
    """How a mat's header names its workers in the mine, roomiest first: (the computer's
    strength kept on the header, the words after the worker cube). The last, the number
    alone, only where even "workers: 2" does not fit the headers as they are (large print):
    the shortest words are measured against the headers now, not their likely widest."""

    def worker_form(self, v: FWState, width: int) -> tuple[bool, str]:
        """The form of ``WORKER_FORMS`` every mat's header takes in mats ``width`` wide: the
        first whose words fit whole beside every seat's header as wide as it is likely to get
        (``header_width``'s ``most``), kept all game at this width once taken. fw34: "in the
        mine: 0", or the number alone where the header was full, did not say it counted
        workers; issue #39: one form on every mat, one wording all game. Where the header is
        full, the computer's strength gives way first (the name's tooltip and the top bar
        while it plays say it), then the words, down to "workers: 2" (every worker is in the
        mine; the tooltip says so)."""
        key = (width, self.s, language(), len(v.seats))
        forms = self.__dict__.setdefault("worker_forms", {})
        first = forms.get(key, 0)
        last = len(self.WORKER_FORMS) - 1  # the number alone: where the words do not fit now
        for k in range(first, last + 1):
            if k == last or self.form_fits(v, width, k, most=k < last - 1):
                first = k
                break
        forms[key] = first
        return self.WORKER_FORMS[first]

    def form_fits(self, v: FWState, width: int, k: int, most: bool) -> bool:
        """Whether form ``k`` of ``WORKER_FORMS`` fits beside every seat's header in mats
        ``width`` wide, the headers as wide as they are likely to get where ``most``."""
        kind, words = self.WORKER_FORMS[k]
        text = self.pen.text_width(tr(words, n=9), self.px(12))
        need = max(self.header_width(v, s, kind, most) for s in range(len(v.seats)))
        return need + self.px(24) + text + self.px(10) <= width

    def shows_kind(self, v: FWState, width: int) -> bool:
        """Whether the mats' headers show the computers' strength (``worker_form``)."""
        return v.mine is None or self.worker_form(v, width)[0]

    def workers_label(self, v: FWState, seat: int, width: int) -> str:
        """What a mat's header says after its worker cube ("workers in the mine: 2"), in
        the form ``worker_form`` decides for this game."""
        if v.mine is None:
            return ""
        words, n = self.worker_form(v, width)[1], v.mine.worker_count(seat)
        return tr(words, n=n) if words else str(n)

    def workers_rect(self, v: FWState, seat: int, rect: pygame.Rect) -> pygame.Rect:
        """Where a mat's worker cube and its words are (for their tooltip)."""
        side = self.pen.chip_side()
        x = rect.x + self.header_width(v, seat, self.shows_kind(v, rect.width)) + self.px(2)
        text = self.workers_label(v, seat, rect.width)
        width = side + self.px(4) + self.pen.text_width(text, self.px(12))
        return pygame.Rect(x, rect.y + self.px(3), min(width, rect.right - x), side)

    def name_rect(self, v: FWState, seat: int, rect: pygame.Rect) -> pygame.Rect:
        """Where a mat's seat mark and name are (for the tooltip naming a computer's
        strength, where the header has no room for it)."""
        x = rect.x + self.mat_pad() + self.badge_width(v, seat) + self.px(4)
        width = self.px(20) + self.pen.text_width(self.mat_name(seat), self.px(14), True)
        return pygame.Rect(x, rect.y + self.px(3), width, self.px(18))
