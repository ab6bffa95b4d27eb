"""The army blocks of Warparty's economy panel: each army's symbol, name, treasury (coins and
in words), upgrades and research lines, and the hover words saying what they mean. A part of
``EconomyPanel``, which lays the blocks out and owns the state they draw in."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from forgegames.core.i18n import ntr, tr
from forgegames.games.warparty.board_info import (
    ArmySheet,
    Economy,
    IncomeParts,
    WPState,
    noun_of,
)
from forgegames.ui import theme
from forgegames.ui.boards.warparty.change_regions import tag_room
from forgegames.ui.boards.warparty.pen import GOOD, RGB, Pen
from forgegames.ui.boards.warparty.quest_words import held_lines

COIN_COLOURS: dict[str, RGB] = {"silver": (196, 200, 210), "gold": (236, 196, 72)}
NBSP = "\u00a0"
"""Joins words that ``theme.wrap`` must keep on one line (it breaks at plain spaces)."""
COMMANDER_GAP = 14
"""The least room (before scaling) between the commander's name and the treasury on an army's
heading line: playtest 34 read "Dwarves · Alice treasury 27" at 1024x640 as one run."""


def coins_for(amount: int, economy: Economy) -> list[tuple[str, int]]:
    """The fewest coins making ``amount``, largest first: [(coin id, count), ...]."""
    out: list[tuple[str, int]] = []
    for coin in sorted(economy.coins, key=lambda c: -c.value):
        count, amount = divmod(amount, coin.value)
        if count:
            out.append((coin.id, count))
    return out


def _progress(points: int, goal: int) -> str:
    """A research line's figures: "4/10", or "done"."""
    return tr("done") if points >= goal else f"{points}/{goal}"


def treasury_words(amount: int, economy: Economy) -> str:
    """What an army block's "treasury 23" means (its hover text), with the coins making it."""
    coins = {c.id: c.value for c in economy.coins}
    parts = [f"{n} × {coins[coin]}" for coin, n in coins_for(amount, economy)]
    return ntr(
        amount,
        "Treasury: {n} crown this army holds to spend in the shop (in coins: {coins}). "
        "Its income is added at each collection.",
        "Treasury: {n} crowns this army holds to spend in the shop (in coins: {coins}). "
        "Its income is added at each collection.",
        coins=" + ".join(parts) or "0",
    )


def research_words(name: str, points: int, goal: int) -> str:
    """What a research line's "4/10" means (its hover text)."""
    return tr(
        "{name}: {points} of the {goal} research points needed. Each roll paid for in the "
        "shop adds the die's face; at {goal} the research is complete.",
        name=name,
        points=points,
        goal=goal,
    )


def income_words(income: int, parts: IncomeParts | None) -> str:
    """An army block's income and where it comes from, short enough for one line: "income 9
    from 4 territories", or "income 38: land 26, cities 8, upgrades 4" (playtest 7: nothing
    showed a newcomer that land is what the easy general's income was made of); "income 9"
    alone without ``parts``. Each piece's words are joined so a line breaks only between
    pieces."""
    if parts is None:
        return tr("income {n}", n=income).replace(" ", NBSP)
    if parts.capital_lost:
        return tr("income 0: capital lost").replace(" ", NBSP)
    if not parts.cities and not parts.bonus:
        words = ntr(
            parts.lands,
            "income {v} from {n} territory",
            "income {v} from {n} territories",
            v=income,
        )
        return words.replace(" ", NBSP)
    pieces = [tr("land {v}", v=parts.land)]
    if parts.cities:
        pieces.append(tr("cities {v}", v=parts.from_cities))
    if parts.bonus:
        pieces.append(tr("upgrades {v}", v=parts.bonus))
    head = tr("income {n}:", n=income)
    return ", ".join(p.replace(" ", NBSP) for p in (f"{head} {pieces[0]}", *pieces[1:]))


def income_hover(income: int, parts: IncomeParts) -> str:
    """What an army's income is made of, in words (its block's hover text)."""
    if parts.capital_lost:
        return tr("Income 0: an army that has lost its capital collects nothing.")
    return tr(
        "Income {n} a turn: {land} from the land of its {lands} territories (the number on "
        "each one's coin), {cities} from its cities, {bonus} from upgrades. One unit claims an "
        "empty territory: spread out to raise it.",
        n=income,
        land=parts.land,
        lands=parts.lands,
        cities=parts.from_cities,
        bonus=parts.bonus,
    )


def _joined(parts: Sequence[str], size: int, room: int) -> list[str]:
    """``parts`` joined by " · " into lines at most ``room`` wide: a part that fits on the
    line goes on it, else it starts the next line (a line never ends in a dangling "·",
    playtest 7's "income 39 ·"); a part wider than a whole line wraps at its own spaces."""
    font = theme.font(size)
    lines: list[str] = []
    line = ""
    for part in parts:
        joined = f"{line} · {part}" if line else part
        if font.size(joined)[0] <= room:
            line = joined
            continue
        if line:
            lines.append(line)
        *whole, line = theme.wrap(part, size, room) or [""]
        lines += whole
    if line:
        lines.append(line)
    return lines


class ArmyBlocks:
    """Draws ``EconomyPanel``'s army blocks and notes their hover words."""

    pen: Pen
    sheets: Mapping[str, ArmySheet]
    economy: Economy
    sources: Mapping[str, IncomeParts]
    """Where each army's income comes from (``income_words``); empty: the figure alone."""
    _drawn: dict[str, pygame.Rect]
    _explained: list[tuple[pygame.Rect, str]]
    _research_rows: list[pygame.Rect]
    _head_room: tuple[int, int, int] | None

    def _explain(self, state: WPState, army: str, box: pygame.Rect) -> None:
        """Note what the block of ``army`` just drawn in ``box`` means: its treasury (coins and
        figure), each research line, and the whole block (both, for the keyboard focus)."""
        purse = state.army(army)
        sheet = self.sheets.get(army)
        treasury = treasury_words(purse.treasury, self.economy)
        research = [
            research_words(noun_of(army, line).label, purse.points(line.id), line.points)
            for line in (sheet.research.values() if sheet else ())
        ]
        if self._head_room is not None:
            coins_left = self._head_room[1]
            head = pygame.Rect(coins_left, box.y, box.right - coins_left, self.pen.px(24))
            self._explained.append((head, treasury))
        for rect, words in zip(self._research_rows, research, strict=False):
            self._explained.append((rect, words))
        parts = self.sources.get(army)
        income = [income_hover(parts.total, parts)] if parts is not None else []
        self._explained.append((box, "\n".join([treasury, *income, *research])))

    def explain_at(
        self, pos: tuple[int, int], whole: bool = False
    ) -> tuple[pygame.Rect, str] | None:
        """The part of an army block under ``pos`` and what it means (None elsewhere);
        ``whole``: the whole block's words (the keyboard focus is on the block)."""
        found = [(r, w) for r, w in self._explained if r.collidepoint(pos)]
        if not found:
            return None
        return max(found, key=lambda part: part[0].h) if whole else found[0]

    def _treasury(
        self, surface: pygame.Surface, amount: int, income: int | None, right: int, cy: int
    ) -> int:
        """The head's figures in words, ending at ``right``: "treasury 23" (playtest 11: a
        newcomer read the coins "●×4 ●×3 23" as prices), after "income 9 ·" where the income
        goes on the heading line. Returns the x where the words start."""
        pen = self.pen
        size, small = pen.size(15), pen.size(12)
        figure = pen.write(
            surface, str(amount), (right, cy), size, theme.ACCENT, True, anchor="midright"
        )
        words = tr("treasury")
        if income is not None:
            words = f"{tr('income {n}', n=income)} · {words}"
        return pen.write(
            surface, words, (figure.x - pen.px(4), cy), small, theme.TEXT_DIM, anchor="midright"
        ).x

    def _army_lines(
        self, state: WPState, army: str, income: int, compact: bool, width: int
    ) -> list[tuple[str, ...]]:
        """What an army's block shows under its name: ("text", words) lines, wrapped, and
        ("research", name, points, goal) bars; ``compact`` puts the research in the words."""
        pen = self.pen
        purse = state.army(army)
        sheet = self.sheets.get(army)
        upgrades = [
            noun_of(army, sheet.upgrades[u]).label
            for u in purse.upgrades
            if sheet and u in sheet.upgrades
        ]
        small = pen.size(12)
        room = width - 2 * pen.px(6)
        # a long list of upgrades may wrap between names, inside one only where the name
        # alone is wider than the block
        named = ", ".join(
            name.replace(" ", NBSP) if theme.font(small).size(name + ",")[0] <= room else name
            for name in upgrades
        )
        parts = [income_words(income, self.sources.get(army))]
        if named or army not in self.sources:
            parts.append(named or tr("no upgrades"))
        research = list(sheet.research.values()) if sheet else []
        if compact:
            parts += [
                f"{noun_of(army, line).label} {_progress(purse.points(line.id), line.points)}"
                for line in research
            ]
        parts = [*parts[:2], *(p.replace(" ", NBSP) for p in parts[2:])]
        lines: list[tuple[str, ...]] = [("text", line) for line in _joined(parts, small, room)]
        if not compact:
            lines += [
                ("research", noun_of(army, line).label, purse.points(line.id), line.points)
                for line in research
            ]
        world = getattr(self, "world", None)
        if world is not None:  # the viewer's own quests (another seat's are hidden in its view)
            for words in held_lines(state, world, army):
                lines += [("text", part) for part in theme.wrap(words, small, room)]
        return lines

    def _army_height(self, lines: Sequence[tuple[str, ...]]) -> int:
        pen = self.pen
        # the rows from ``_army``'s top pad; under the last, room for its text's full height
        # (a line drawn is a pixel or two taller than the line's step) and the 2 px border
        if not lines:
            # a heading line alone: slimmer, with room under "treasury"'s descender
            return pen.px(8) + pen.line(pen.size(15), True)
        small = pen.size(12)
        tail = theme.font(small).size("Ág")[1] - pen.line(small) + pen.px(4) + 2
        return pen.px(6) + pen.line(pen.size(15), True) + len(lines) * pen.line(small) + tail

    def _army(
        self,
        surface: pygame.Surface,
        treasury: int,
        name: str,
        colour: theme.SeatColour,
        lines: Sequence[tuple[str, ...]],
        box: pygame.Rect,
        income: int | None = None,
    ) -> None:
        """One army's block: symbol, name, "treasury 23", then ``lines``; with ``income``,
        "income 9 · treasury 23" (the collection board gave way)."""
        pen = self.pen
        pad = pen.px(6) if lines else pen.px(3)
        size, small = pen.size(15), pen.size(12)
        head_h = pen.line(size, True)
        cy = box.y + pad + head_h // 2
        r = max(5, pen.px(7))
        x = box.x + pad
        theme.draw_symbol(surface, colour.symbol, (x + r, cy), r, colour.rgb)
        x += 2 * r + pen.px(6)
        right = box.right - max(pad, tag_room(pen.scale))  # a change tag's place kept free
        coins_left = self._treasury(surface, treasury, income, right, cy)
        name_w = max(pen.px(40), coins_left - x - pen.px(6))
        written = pen.write(
            surface, pen.fit(name, size, name_w, True), (x, cy), size, bold=True, anchor="midleft"
        )
        self._head_room = (written.right, coins_left, cy)
        row = pygame.Rect(box.x + pad, box.y + pad + head_h, box.width - 2 * pad, pen.line(small))
        self._research_rows = []
        for kind, *values in lines:
            if kind == "text":
                pen.write(surface, values[0], row.topleft, small, theme.TEXT_DIM)
            else:
                self._research(surface, *values, row)  # type: ignore[arg-type]
                self._research_rows.append(row.copy())
            row.y += row.height

    def _commander(self, surface: pygame.Surface, who: str, box: pygame.Rect) -> None:
        """`` · Ann`` after the army's name on its block, dim, when it fits whole clear of the
        treasury (``COMMANDER_GAP``), with a computer player's strength (`` · Bot 2
        (normal)``) where that fits too (else the top bar's "Ann (Humans and Dwarves)" says
        it)."""
        pen = self.pen
        head = self._head_room
        if head is None:
            return
        name_right, coins_left, cy = head
        shorter = who.rsplit(" (", 1)[0] if who.endswith(")") else who  # without "(normal)"
        clear = coins_left - pen.px(COMMANDER_GAP)  # (playtest 34: "Alice treasury 27" ran on)
        size = pen.size(15)
        for words in dict.fromkeys((f" · {who}", f" · {shorter}")):
            if name_right + pen.width(words, size) <= clear:
                pen.write(surface, words, (name_right, cy), size, theme.TEXT_DIM, anchor="midleft")
                self.named += 1
                return

    def _research(
        self, surface: pygame.Surface, name: str, points: int, goal: int, row: pygame.Rect
    ) -> None:
        """A research line: its name, a bar of points against the goal, and the figures."""
        pen = self.pen
        small = pen.size(12)
        done = points >= goal
        fig_w = pen.width(f"{goal}/{goal}", small)
        # the name whole first: the bar gives up width to it (down to a short bar)
        free = row.width - fig_w - pen.px(12) - pen.width(name, small)
        bar_w = max(pen.px(24), min(row.width * 2 // 5, free))
        name_w = row.width - bar_w - fig_w - pen.px(12)
        pen.write(surface, pen.fit(name, small, name_w), row.topleft, small, theme.TEXT_DIM)
        bar = pygame.Rect(0, 0, bar_w, max(4, pen.px(7)))
        bar.midright = (row.right - fig_w - pen.px(6), row.centery)
        pen.bar(surface, bar, points / goal if goal else 1.0, GOOD if done else theme.FOCUS)
        figures = _progress(points, goal)
        pen.write(
            surface,
            figures,
            (row.right, row.centery),
            small,
            GOOD if done else theme.TEXT,
            anchor="midright",
        )
