"""King's Forge's trays: each seat's supply of dice, its claimed cards and powers, in words and
dice."""

from __future__ import annotations

import re

import pygame

from forgegames.core.i18n import N_, listing, ntr, tr
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.ui import theme
from forgegames.ui.boards.kings_forge.look import (
    DIE_RGB,
    draw_die,
)
from forgegames.ui.boards.kings_forge.part import KFPanel
from forgegames.ui.boards.kings_forge.steps import held_back
from forgegames.ui.boards.kings_forge.table import (
    TRAY,
    TRAY_LIT,
    draw_seat_edge,
    draw_shadow,
    draw_well,
    wood_panel,
)
from forgegames.ui.boards.kings_forge.tray_grid import GROUP_GAP, KINDS
from forgegames.ui.boards.kings_forge.words import power_label
from forgegames.ui.icons import darker, lighter

CEMETERY_WORDS = lighter(DIE_RGB["C"], 0.4)
"""The Cemetery's line on the baize: its die's purple, lightened to read (5:1 and more)."""
NONE_COUNT = (196, 199, 208)
"""A count of 0 in a tray: a shade under the other counts' white, its die shaded, but far
lighter than the dim words (playtest 19: four seats' zeros at 1024x640 read faint); at least
7:1 on the tray's recess (``test_kings_forge_tray_dice``)."""
FIRST_PLAYER = N_("first player")
"""The mark of the seat holding the first-player anvil (the legend says so): never "anvil"
alone, the name of a craft card too (playtest 17)."""
FIRST_SHORT = N_("anvil")
"""The same beside a name, in the short trays of four seats: still "anvil" there (playtest 17
left open: a shorter or a longer word there shortens the trays' own words to nothing). Spanish
says "empieza" (who starts each phase): "yunque" alone read as the Yunque card (review 23), "abre"
as unclear (review 26)."""
SOURCE = re.compile(r" \([^()]*\)(?= ·|$)")
"""A power label's "(card)" part, left out of a tray where the words do not fit."""


class TraysPanel(KFPanel):
    """The seats' trays."""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_trays(surface, self.board.state)

    def draw_trays(self, surface: pygame.Surface, state: KFState) -> None:
        s = self.scene.scale
        column = self.tray_name_column(state)
        second = self.board.geo.tray_second()
        for seat, rect in enumerate(self.board.geo.tray_rects(state)):
            player = state.players[seat]
            active = seat == self.scene.panel_seat()  # the holder's until End turn
            fill = TRAY_LIT if active else TRAY
            if player.passed and state.phase != PHASE_CRAFT:
                fill = darker(TRAY, 0.35)  # done gathering: the tray sinks (its mark says so)
            draw_shadow(surface, rect, s, 6)
            surface.blit(wood_panel(rect.size, fill), rect)
            seat_rgb = self.scene.seat_colour(seat).rgb
            draw_seat_edge(surface, rect, seat_rgb, max(3, int(5 * s)))
            if active:
                pygame.draw.rect(surface, seat_rgb, rect, 2, border_radius=6)
            x = rect.x + 8
            self.scene.draw_seat_tag(surface, seat, (x, rect.y + 4))
            for words, at in self.mark_places(state, seat, rect, column):
                surface.blit(theme.text(words, int(13 * s), theme.ACCENT), at)
            x += column + int(10 * s)
            x = self.draw_tray_dice(surface, player, x, rect, active)
            claimed = self.items_words(state, player)
            label = theme.text(claimed, int(14 * s), theme.TEXT, True)
            surface.blit(label, (x, rect.y + 4))
            column_w = self.claimed_column(state)
            made = self.made_words(state, seat, column_w - int(16 * s))
            if made:
                surface.blit(theme.text(made, int(12 * s), theme.TEXT_DIM), (x, rect.y + second))
            under = self.words_under(state, seat, x)  # room on the column's second line
            x += column_w
            mark = self.board.taken.card_mark(seat)
            self.draw_tray_words(surface, self.tray_words(state, seat), x, rect, under, mark)

    def seat_tag_width(self, seat: int) -> int:
        """The width of a seat's symbol and name as ``GameScene.draw_seat_tag`` draws them."""
        s = self.scene.scale
        name = theme.font(int(18 * s), True).size(self.scene.seat_name(seat))[0]
        return 2 * int(9 * s) + int(8 * s) + name

    def mark_places(
        self, state: KFState, seat: int, rect: pygame.Rect, column: int
    ) -> list[tuple[str, tuple[int, int]]]:
        """A tray's marks (``tray_marks``) and where each line of them goes: under the name,
        wrapped to the name ``column``, and any beside the name on its baseline."""
        s = self.scene.scale
        x, width = rect.x + 8, self.seat_tag_width(seat)
        under = self.marks_under(rect)
        marks = self.tray_marks(state, seat, short=not under)
        beside, lines = self.mark_plan(marks, column, rect, width) if under else (marks, [])
        pitch = theme.font(int(13 * s)).get_linesize()
        out = [(line, (x, rect.y + int(28 * s) + i * pitch)) for i, line in enumerate(lines)]
        if beside:
            name_h = theme.font(int(18 * s), True).get_ascent()
            y = rect.y + 4 + name_h - theme.font(int(13 * s)).get_ascent()
            out.append((beside, (x + width + int(8 * s), y)))
        return out

    def figure_rects(self, state: KFState, seat: int, rect: pygame.Rect) -> list[pygame.Rect]:
        """Each thing ``seat``'s tray (at ``rect``) shows, a rectangle of its own, as
        ``draw_trays`` lays them: the seat's name and marks, each row of dice and counts and
        its caption, the items made and the words at the right. A step's label keeps off
        them, and may lie on the tray's free room between them (``steps.figures``; playtest
        26: with four seats at 1024x640 the whole tray was kept clear, and "Bruno passes" went
        over the next tray's counts)."""
        s = self.scene.scale
        column = self.tray_name_column(state)
        name = theme.font(int(18 * s), True).get_linesize()
        out = [pygame.Rect(rect.x + 8, rect.y + 4, self.seat_tag_width(seat), name)]
        small = theme.font(int(13 * s))
        out += [
            pygame.Rect(at, small.size(words))
            for words, at in self.mark_places(state, seat, rect, column)
        ]
        x = rect.x + 8 + column + int(10 * s)
        captions = theme.font(int(12 * s))
        for title, at, well in self.dice_rows(x, rect):
            out += [pygame.Rect(at, captions.size(title)), well]
        x += self.board.geo.tray_grid(rect).width + int(8 * s)
        player = state.players[seat]
        out.append(
            pygame.Rect(
                (x, rect.y + 4), theme.font(int(14 * s), True).size(self.items_words(state, player))
            )
        )
        made = self.made_words(state, seat, self.claimed_column(state) - int(16 * s))
        if made:
            second = rect.y + self.board.geo.tray_second()
            out.append(pygame.Rect((x, second), captions.size(made)))
        return out + self.word_rects(state, seat, rect)

    def tray_words(self, state: KFState, seat: int) -> list[tuple[str, tuple[int, int, int]]]:
        """The words at a tray's right, each with its colour: the gather cards the seat took
        this round (after a caption, so that they do not read as the claimed cards beside
        them: playtest 3 read 'Claimed: 0 · East Forest' as one list), then its powers still
        to use (naming the card they came from when it is not among those). A card a lesson's
        held step shows back on its place joins the row once its note is read (playtest 28:
        the note said so, and the row already named it)."""
        held = held_back(self.board)
        cards = [
            self.board.world.card_name(p.card)
            for p in state.placements
            if p.seat == seat and p.card != held
        ]
        words = [(tr("This round:"), theme.TEXT_DIM)] if cards else []  # not the claimed count
        words += [(piece, theme.TEXT) for piece in listed_pieces(cards)]
        taken = {p.card for p in state.placements if p.seat == seat}
        powers = [  # a power's card is named already where the seat took it
            power_label(self.board.world, p, source=p.source not in taken)
            for p in state.players[seat].powers
            if p.uses > 0
        ]
        words += [
            (f"{label} ·" if i < len(powers) - 1 else label, theme.ACCENT)
            for i, label in enumerate(powers)
        ]
        return words

    def draw_tray_words(
        self,
        surface: pygame.Surface,
        words: list[tuple[str, tuple[int, int, int]]],
        x: int,
        rect: pygame.Rect,
        under: int | None = None,
        mark: tuple | None = None,
    ) -> None:
        """``words`` drawn as ``tray_word_plan`` places them (a word with no room left
        shortened, whole on hover; the cards counted, their names on hover); ``mark``: the
        card a computer took last, outlined in its colour with its dice, its words on hover
        (``Taken``)."""
        size = int(14 * self.scene.scale)
        right = rect.right - 8
        shown, placed = self.tray_word_plan(words, x, rect, under)
        names = [t for t, c in words if c == theme.TEXT]
        counted = [t for t, c in shown if c == theme.TEXT] != names
        for i, ((text, colour), (at, y, short)) in enumerate(zip(shown, placed, strict=True)):
            if short:  # no room left: shortened, whole on hover
                text = self.board.fitted(text, size, right - at, (at, y))
            elif counted and colour == theme.TEXT:  # the cards counted: named on hover
                width, height = theme.font(size).size(text)
                self.board.cuts.append((pygame.Rect(at, y, width, height), " ".join(names)))
            surface.blit(theme.text(text, size, colour), (at, y))
            if mark is not None and colour == theme.TEXT and names_first(text, mark[0]):
                width, height = theme.font(size).size(mark[0])
                last = all(p[1] != y for p in placed[i + 1 :])  # room after it: its dice
                last = last and text == mark[0]  # (not over an "and" after the name)
                ends = right if last else at + width
                name = pygame.Rect(at, y, width, height)
                box = self.board.taken.outline(surface, name, ends, mark)
                self.board.cuts.append((box, mark[2]))

    def words_under(self, state: KFState, seat: int, x: int) -> int | None:
        """Where the lines after the first of ``seat``'s tray words may start when they do not
        fit their column: at the 'Claimed' column (at ``x``) when its second line is empty,
        else just after the items made written there (issue 39: a narrow four-seat row cut
        even "1 bonificación"); None when those fill the column."""
        s = self.scene.scale
        column_w = self.claimed_column(state)
        made = self.made_words(state, seat, column_w - int(16 * s))
        if not made:
            return x
        after = x + theme.font(int(12 * s)).size(made)[0] + int(10 * s)
        return after if after < x + column_w else None

    def word_rects(self, state: KFState, seat: int, rect: pygame.Rect) -> list[pygame.Rect]:
        """Where ``seat``'s tray (at ``rect``) draws its words at the right, as
        ``draw_trays`` lays them: a step's label leaves them uncovered (``steps.figures``:
        a third line under a tray's first two lay under "Bruno passes")."""
        s = self.scene.scale
        x = rect.x + 8 + self.tray_name_column(state) + int(10 * s)
        x += self.board.geo.tray_grid(rect).width + int(8 * s)  # where the dice end
        column_w = self.claimed_column(state)
        words = self.tray_words(state, seat)
        under = self.words_under(state, seat, x)
        shown, placed = self.tray_word_plan(words, x + column_w, rect, under)
        face = theme.font(int(14 * s))
        return [
            pygame.Rect(at, y, face.size(text)[0], face.get_linesize())
            for (text, _colour), (at, y, _short) in zip(shown, placed, strict=True)
        ]

    def tray_word_plan(
        self,
        words: list[tuple[str, tuple[int, int, int]]],
        x: int,
        rect: pygame.Rect,
        under: int | None = None,
    ) -> tuple[list[tuple[str, tuple[int, int, int]]], list[tuple[int, int, bool]]]:
        """The words a tray shows and where (x, y, shortened?): laid like a sentence on the
        tray's lines (two, or more in a taller tray) from ``x``: the powers (after their
        caption) start a line of their own where the places took only the first. Where they
        do not fit, the lines after the first start at ``under`` (the 'Claimed' column, when
        its second line is empty), and the words take the first of ``tray_word_forms`` that
        fits whole (``whole``): a word is shortened only where even the last does not."""
        face = theme.font(int(14 * self.scene.scale))
        second, step = rect.y + self.board.geo.tray_second(), face.get_linesize()
        lines = [rect.y + 4, second]
        while lines[-1] + 2 * step <= rect.bottom - 2:  # a taller tray: more lines
            lines.append(lines[-1] + step)
        right = rect.right - 8
        for form in self.tray_word_forms(words):
            placed = self.tray_word_places(form, face, x, x, lines, right)
            if under is not None and not whole(form, placed):
                placed = self.tray_word_places(form, face, x, under, lines, right)
            if whole(form, placed):
                break
        return form, placed

    @staticmethod
    def tray_word_forms(words: list[tuple[str, tuple[int, int, int]]]):
        """A tray's words in ever shorter forms, the first best: the powers lose the names
        of their cards, then they are counted (the seat's buttons name them); then the
        caption before the cards is left out (it keeps them apart from the claimed count:
        playtest 3); then, with the caption back, the cards are counted ("This round: 5
        cards", named on hover) where even the fewest words of the powers find no room
        after five names (issue 39: Spanish trays at four seats); last, the count alone."""
        caption = [w for w in words[:1] if w[1] == theme.TEXT_DIM]
        places = [w for w in words if w[1] == theme.TEXT]
        labels = [w for w in words if w[1] == theme.ACCENT]
        # after the cards, the powers under a caption of their own (issue 39: "East Forest
        # +1 · +1 ×3" read as one card's words)
        tip = [(tr("To use:"), theme.TEXT_DIM)] if places and labels else []
        powers = [tip + labels]
        bare = [(SOURCE.sub("", t), c) for t, c in labels]
        if bare != labels:  # no room for the cards the powers came from: the powers alone
            powers.append(tip + bare)
        if labels:  # still no room: the powers counted (one long one too: "+1/+1 token, one
            # +1 left" was shortened to "one +1…")
            n = len(labels)
            powers.append([(ntr(n, "{n} bonus to use", "{n} bonuses to use"), theme.ACCENT)])
            # the fewest words, where even that finds no room (four seats' narrow trays)
            powers.append([(ntr(n, "{n} bonus", "{n} bonuses"), theme.ACCENT)])
        heads = [caption + places]
        if caption:
            heads.append(places)
        if len(places) > 1:
            cards = ntr(len(places), "{n} card", "{n} cards")
            heads.append([*caption, (cards, theme.TEXT)])
            if caption:  # last: the count alone (playtest 21: "Esta r…" beside the items)
                heads.append([(cards, theme.TEXT)])
        for head in heads:
            for tail in powers:
                yield head + tail

    def tray_words_fit(self, state: KFState, rect: pygame.Rect, x: int) -> bool:
        """Whether every seat's tray words, the 'Claimed' column starting at ``x``, fit a
        tray like ``rect`` without a word shortened, the cards counted, the 'This round:'
        caption left out or parted from the first card's name (the powers may lose their
        cards' names or be counted)."""
        words_x = x + self.claimed_column(state)
        for seat in range(len(state.players)):
            under = self.words_under(state, seat, x)
            words = self.tray_words(state, seat)
            shown, placed = self.tray_word_plan(words, words_x, rect, under)
            if any(short for *_rest, short in placed):
                return False
            names = [w for w in words if w[1] == theme.TEXT]
            if [w for w in shown if w[1] == theme.TEXT] != names:
                return False  # the cards counted
            captioned = bool(words) and words[0][1] == theme.TEXT_DIM
            if captioned and (shown[:1] != words[:1] or placed[0][1] != placed[1][1]):
                return False  # the caption left out, or parted from its first card
        return True

    @staticmethod
    def tray_word_places(words, face, x: int, rest_x: int, lines: list[int], right: int):
        """Where each of ``words`` goes (x, y, shortened?): the first line from ``x``, the
        others from ``rest_x``."""
        space = face.size(" ")[0]
        line, at = 0, x
        placed = []
        for i, (text, colour) in enumerate(words):
            width = keep = face.size(text)[0]
            if i and colour == theme.TEXT_DIM and i + 1 < len(words):  # the powers' caption
                keep += space + face.size(words[i + 1][0])[0]  # stays with the first power
            started = at > (x if line == 0 else rest_x)
            wider = line == 0 and rest_x < x  # the next line starts further left: room there
            if (started or wider) and at + keep > right and line + 1 < len(lines):
                line, at = line + 1, rest_x
            placed.append((at, lines[line], at + width > right))
            at += width + space
            after = words[i + 1][1] if i + 1 < len(words) else None  # the powers' caption, or
            power = colour == theme.TEXT and after in (theme.ACCENT, theme.TEXT_DIM)  # a power
            if power and line == 0 and at > x:
                line, at = 1, rest_x  # the powers on the second line
        return placed

    def items_words(self, state: KFState, player) -> str:
        """The count of items a seat has made and kept, out of the number that ends the game
        (playtest 8: "Claimed: 0" beside "This round: ..." told a newcomer nothing)."""
        target = self.board.world.content.setup.target[len(state.players)]
        return tr("Items: {n} of {target}", n=len(player.claimed), target=target)

    def ranks_words(self, player) -> str:
        """The ranks of the items a seat made ("rank 2", "ranks 1, 3"), or "" for none."""
        ranks = ", ".join(str(self.board.world.content.craft[c].rank) for c in player.claimed)
        return ntr(len(player.claimed), "rank {r}", "ranks {r}", r=ranks) if ranks else ""

    def made_forms(self, player) -> tuple[str, str, str]:
        """A seat's items made, from the fullest words to the shortest: named with their ranks
        ("Knife · rank 2"; several: "Anvil (1), Shield (3)"), then named with the rank in
        brackets, then the ranks alone ("ranks 1, 3"); all "" for none."""
        ranks = self.ranks_words(player)
        if not ranks:
            return ("", "", "")
        world = self.board.world
        ranked = ", ".join(
            f"{world.card_name(c)} ({world.content.craft[c].rank})" for c in player.claimed
        )
        if len(player.claimed) == 1:
            return (f"{world.card_name(player.claimed[0])} · {ranks}", ranked, ranks)
        return (ranked, ranked, ranks)

    def made_words(self, state: KFState, seat: int, room: int) -> str:
        """The line under a tray's item count: the items made, named, with their ranks (playtest
        12: "Items: 1 of 5", and the item itself nowhere), in the fullest form that fits
        ``room`` in every tray holding as many items, so two trays never say the same thing
        two ways (playtest 24: "Shield (3)" above "Mace · rank 4"); else the ranks alone
        (issue 38: "ranks 1, 3"). The items crafted this round follow (``pending_words``),
        in short where the long words do not fit; where even the ranks and they do not, they
        stand alone for the round (the ranks come back when it ends)."""
        face = theme.font(int(12 * self.scene.scale))
        held = len(state.players[seat].claimed)
        alike = [i for i, p in enumerate(state.players) if len(p.claimed) == held]

        def line(i: int, level: int, short: bool) -> str:
            made = self.made_forms(state.players[i])[level]
            return " · ".join(w for w in (made, self.pending_words(state, i, short)) if w)

        forms = [(level, short) for short in (False, True) for level in range(3)]
        fits = (f for f in forms if all(face.size(line(i, *f))[0] <= room for i in alike))
        form = next(fits, None)
        if form is not None:
            return line(seat, *form)
        pending = self.pending_words(state, seat)  # the column's room is for it
        return pending or self.made_forms(state.players[seat])[2]

    def pending_words(self, state: KFState, seat: int, short: bool = False) -> str:
        """Items ``seat`` crafted this round, which count only at the round's end (and may be
        stolen until then): "+1 crafted this round" (``short``: "+1 this round"), or "" for
        none (playtest 30: after the Bracelet was crafted, the tray still said "Items: 0 of 5"
        and nothing more until the round ended)."""
        n = sum(1 for done in state.crafted if done.seat == seat)
        if not n:
            return ""
        if short:
            return ntr(n, "+1 this round", "+{n} this round")
        return ntr(n, "+1 crafted this round", "+{n} crafted this round")

    def claimed_column(self, state: KFState) -> int:
        """The width of the trays' 'Claimed' column, the same in every tray: its widest words."""
        s = self.scene.scale
        widest = 0
        for seat, player in enumerate(state.players):
            claimed = self.items_words(state, player)
            small = theme.font(int(12 * s))
            widest = max(
                widest,
                theme.font(int(14 * s), True).size(claimed)[0],
                small.size(self.ranks_words(player))[0],
                small.size(self.pending_words(state, seat))[0],
            )
        return widest + int(16 * s)

    def tray_marks(self, state: KFState, seat: int, short: bool = False) -> str:
        """The words beside a seat's name: a computer player's kind, it holds the first-player
        anvil ("first player", or "1st" when ``short``), it has passed. ``short`` (the marks
        beside the name in a low tray): the kind as its level alone, "(normal)" (playtest 21:
        "Ordenador — normal" beside the name left a Spanish tray's words "2 bon…")."""
        kind = self.scene.seat_kind(seat, short=short)  # how strong (playtest 16)
        marks = [kind] if kind else []
        if seat == state.first:
            marks.append(tr(FIRST_SHORT if short else FIRST_PLAYER))
        if state.players[seat].passed and state.phase != PHASE_CRAFT:
            marks.append(tr("passed"))
        return " · ".join(marks)

    def marks_under(self, tray: pygame.Rect) -> bool:
        """Whether a tray this tall has room for its marks under the name (else beside it)."""
        s = self.scene.scale
        return tray.height >= int(28 * s) + theme.font(int(13 * s)).get_linesize() + 2

    def mark_rows(self, tray: pygame.Rect) -> int:
        """How many lines of marks a tray this tall holds under the name (at least one)."""
        s = self.scene.scale
        pitch = theme.font(int(13 * s)).get_linesize()
        return max(1, (tray.height - int(28 * s) - 2) // pitch)

    def mark_lines(self, marks: str, width: int, tray: pygame.Rect) -> list[str]:
        """``marks`` in lines ``width`` wide, broken only between two marks (never inside
        one), as many as ``tray`` holds under the name: one line when they do not fit."""
        face = theme.font(int(13 * self.scene.scale))
        lines: list[str] = []
        for mark in marks.split(" · "):
            joined = f"{lines[-1]} · {mark}" if lines else mark
            if lines and face.size(joined)[0] <= width:
                lines[-1] = joined
            else:
                lines.append(mark)
        return lines if len(lines) <= self.mark_rows(tray) else [marks]

    def mark_plan(
        self, marks: str, width: int, tray: pygame.Rect, head: int
    ) -> tuple[str, list[str]]:
        """``marks`` in a name column ``width`` wide whose name takes ``head`` pixels: the
        marks beside the name and the lines under it. Under it where they fit (``mark_lines``);
        else the last marks beside the name and the rest under it (playtest 20's screens: in
        three seats' trays, with one line under the name, "Computer — normal · first player"
        made the column, and the dice, take that line's width); else all in one line under."""
        face = theme.font(int(13 * self.scene.scale))
        lines = self.mark_lines(marks, width, tray)
        if all(face.size(line)[0] <= width for line in lines):
            return "", lines
        pieces = marks.split(" · ")
        for k in range(1, len(pieces)):
            beside = " · ".join(pieces[-k:])
            if head + int(8 * self.scene.scale) + face.size(beside)[0] > width:
                break
            lines = self.mark_lines(" · ".join(pieces[:-k]), width, tray)
            if all(face.size(line)[0] <= width for line in lines):
                return beside, lines
        return "", [marks]

    def tray_name_column(self, state: KFState) -> int:
        """The width of the trays' first column, the same in every tray: the longest name,
        with both marks beside it where the trays are too short to have them under it."""
        s = self.scene.scale
        names = theme.font(int(18 * s), True)
        tag = 2 * int(9 * s) + int(8 * s)
        longest = max(names.size(self.scene.seat_name(i))[0] for i in range(len(state.players)))
        trays = self.board.geo.tray_rects(state)
        kinds = [self.scene.seat_kind(i) for i in range(len(state.players))]
        kind = max(kinds, key=lambda words: theme.font(int(13 * s)).size(words)[0])
        if trays and self.marks_under(trays[0]):
            marks = " · ".join(m for m in (kind, tr(FIRST_PLAYER), tr("passed")) if m)
            face = theme.font(int(13 * s))
            least = max(int(110 * s), tag + longest)
            # the marks wrap under the name where the tray has the lines for them, so that
            # the column, and the dice beside it, keep their size (Spanish at 1024x640:
            # "Ordenador — normal · primer jugador · pasó" in one line made the dice ~16 px)
            pieces = marks.split(" · ")
            runs = {  # each run of marks in one line: the widths a column may take
                face.size(" · ".join(pieces[i:j]))[0]
                for i in range(len(pieces))
                for j in range(i + 1, len(pieces) + 1)
            }
            least = max([least] + [face.size(piece)[0] for piece in pieces])  # a mark whole
            head = tag + longest
            beside = {head + int(8 * s) + w for w in runs}  # the last marks beside the name
            for width in sorted({least} | {w for w in runs | beside if w > least}):
                lines = self.mark_plan(marks, width, trays[0], head)[1]  # the narrowest whose
                if all(face.size(line)[0] <= width for line in lines):  # lines the tray holds
                    return width
            return least
        kinds = [self.scene.seat_kind(i, short=True) for i in range(len(state.players))]
        kind = max(kinds, key=lambda words: theme.font(int(13 * s)).size(words)[0])
        marks = " · ".join(m for m in (kind, tr(FIRST_SHORT), tr("passed")) if m)
        beside = int(8 * s) + theme.font(int(13 * s)).size(marks)[0]
        return max(int(110 * s), tag + longest + beside)

    def draw_tray_dice(
        self, surface: pygame.Surface, player, x: int, rect: pygame.Rect, fill_lit: bool = False
    ) -> int:
        """A tray's supply and smithy from ``x`` as its grid lays them (``tray_grid``): each
        die kind's face with its count beside it, a kind the seat has none of dimmed, each
        row in a recess of the tray (``fill_lit``: the lit tray's); where the block ends."""
        s = self.scene.scale
        grid = self.board.geo.tray_grid(rect)
        rows = self.dice_rows(x, rect)
        for (title, at, well), counts in zip(rows, (player.supply, player.smithy), strict=True):
            draw_well(surface, well, TRAY_LIT if fill_lit else TRAY)
            surface.blit(theme.text(title, int(12 * s), theme.TEXT_DIM), at)  # over its edge
            pad = (well.height - grid.die) // 2
            self.draw_dice_row(surface, counts, well.x + pad, well.y + pad, grid)
        return x + grid.width + int(8 * s)

    def dice_rows(
        self, x: int, rect: pygame.Rect
    ) -> list[tuple[str, tuple[int, int], pygame.Rect]]:
        """A tray's two rows of dice from ``x`` (supply, smithy) as its grid lays them: each
        row's caption, where it goes, and the row's recess (its dice and counts inside)."""
        s = self.scene.scale
        grid = self.board.geo.tray_grid(rect)
        caption_face = theme.font(int(12 * s))
        out = []
        for row, title in enumerate((tr("Supply"), tr("Smithy"))):
            if grid.stacked:
                pitch = (rect.height - 8) // 2
                top = rect.y + 4 + row * pitch + (pitch - grid.die) // 2
                at = (x, top + (grid.die - caption_face.get_height()) // 2)
                left = x + grid.caption_w
                room = (pitch - grid.die) // 2
            else:
                top = self.board.geo.tray_dice_top(rect)  # centred in the room under the captions
                top += max(0, (rect.bottom - 3 - top - grid.die) // 2)
                left = x + row * (grid.width + int(GROUP_GAP * s)) // 2
                at = (left, rect.y + 3)
                below = at[1] + caption_face.get_ascent() + caption_face.get_descent() // 2
                room = min(top - below, rect.bottom - 2 - top - grid.die)
            pad = max(1, min(int(4 * s), room))
            row_w = sum(grid.cells) - int(6 * s)
            well = pygame.Rect(left - pad, top - pad, row_w + 2 * pad, grid.die + 2 * pad)
            out.append((title, at, well))
        return out

    @staticmethod
    def draw_dice_row(surface: pygame.Surface, counts, left: int, top: int, grid) -> None:
        """One row of a tray's grid: a die of each kind at ``left``, ``top``, its count
        beside it."""
        for colour, n, cell in zip(KINDS, counts, grid.cells, strict=True):
            r = pygame.Rect(left, top, grid.die, grid.die)
            draw_die(surface, r, colour)
            if not n:
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                shade.fill((30, 30, 30, 170))
                surface.blit(shade, r)
            count = theme.text(str(n), grid.count_size, theme.TEXT if n else NONE_COUNT, True)
            surface.blit(count, (r.right + 2, r.centery - count.get_height() // 2))
            left += cell


def whole(
    words: list[tuple[str, tuple[int, int, int]]], placed: list[tuple[int, int, bool]]
) -> bool:
    """Whether tray ``words`` placed as ``placed`` (``tray_word_places``) keep every word whole
    and the powers' caption on the line of the first power (issue 39: "Por usar:" alone)."""
    if any(short for *_rest, short in placed):
        return False
    return not any(
        i and colour == theme.TEXT_DIM and i + 1 < len(words) and placed[i][1] != placed[i + 1][1]
        for i, (_text, colour) in enumerate(words)
    )


def listed_pieces(names: list[str]) -> list[str]:
    """``names`` as a sentence lists them (``listing``), cut into one piece per name with the
    words after it ("South Mine,", "North Mine and", "Tavern"), for the tray to lay out as
    words (playtest 22 item 9: "South Mine,North Mine" read as one word, and no "and")."""
    joined, starts, at = listing(names), [], 0
    for name in names:
        at = joined.index(name, at)
        starts.append(at)
        at += len(name)
    ends = [*starts[1:], len(joined)][: len(starts)]  # (no names: no pieces)
    return [joined[a:b].rstrip() for a, b in zip(starts, ends, strict=True)]


def names_first(piece: str, name: str) -> bool:
    """Whether the tray's ``piece`` (``listed_pieces``) is the one of card ``name``."""
    return piece == name or (piece.startswith(name) and piece[len(name)] in ", ")
