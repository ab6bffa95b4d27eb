"""Warparty's economy side panel: the turn track, inflation, the collection board and the
purchase list (drawn with ``pen.Pen``).

The panel decides nothing: incomes, prices, and whether an offer may be taken (with the rule's
reason when not) come from the caller, who asked the engine. A clicked ``Offer`` carries an
opaque ``key`` the board view maps back to an engine action.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Mapping, Sequence

import pygame

from forgegames.core.i18n import tr
from forgegames.games.warparty.board_info import (
    ArmySheet,
    Economy,
    WPState,
    load_content,
    noun_of,
    table_noun,
)
from forgegames.ui import icons, theme
from forgegames.ui.boards.places import tooltip_picture
from forgegames.ui.boards.warparty.pen import GOOD, RGB, SUNKEN, Pen, display_scale

COIN_COLOURS: dict[str, RGB] = {"silver": (196, 200, 210), "gold": (236, 196, 72)}
COIN_OTHER: RGB = (214, 64, 86)
"""Coins the table above does not name (the ruby)."""
OFFERS_WANTED = 4
"""Offers the list should show at once before the other armies are summed up in words."""
NBSP = "\u00a0"
"""Joins words that ``theme.wrap`` must keep on one line (it breaks at plain spaces)."""


@dataclasses.dataclass(frozen=True)
class Offer:
    """One row of the purchase list: what is for sale and whether it may be bought now.

    ``price`` is what it costs now (inflation included; 0 shows as free); ``why`` is the
    rule's reason when ``enabled`` is False. ``key`` is opaque to the panel: the board view maps
    it to an engine action."""

    label: str
    detail: str
    price: int
    enabled: bool
    why: str
    key: Hashable
    emblem: str = ""
    """An icon drawn before the detail (``icons.icon`` name: a unit's kind), or none."""


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
    """What an army block's coins and gold figure mean (its hover text)."""
    coins = {c.id: c.value for c in economy.coins}
    parts = [f"{n} × {coins[coin]}" for coin, n in coins_for(amount, economy)]
    return tr(
        "Treasury: {n} crowns (the gold figure). The coins before it make the same sum, "
        "the fewest coins that do: {coins}.",
        n=amount,
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


@dataclasses.dataclass
class _Row:
    """An offer's row as laid out: wrapped label and detail, and its height."""

    offer: Offer
    label: tuple[str, ...]
    detail: tuple[str, ...]
    height: int


class EconomyPanel:
    """The collection board and the purchase list of the army acting, in a side panel.

    ``layout`` once per window size, ``draw`` whenever the state, the incomes or the offers
    change; ``offer_at`` / ``control_at`` answer clicks as last drawn, ``scroll`` pages the
    offers (the mouse wheel, or the arrows beside the list).
    """

    def __init__(
        self, sheets: Mapping[str, ArmySheet] | None = None, economy: Economy | None = None
    ) -> None:
        if sheets is None or economy is None:
            loaded = load_content()  # cached: every panel shares one load
            sheets = loaded.armies if sheets is None else sheets
            economy = loaded.economy if economy is None else economy
        self.sheets: Mapping[str, ArmySheet] = sheets
        self.economy: Economy = economy
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.pen = Pen()
        self.first = 0
        """Index of the first offer shown (the list scrolls by rows, the arrows by pages)."""
        self.shown = 0
        """How many offers fitted when last drawn."""
        self._offers: tuple[Offer, ...] = ()
        self._drawn: dict[str, pygame.Rect] = {}
        self._rows: list[tuple[pygame.Rect, Offer]] = []
        self._explained: list[tuple[pygame.Rect, str]] = []
        """Parts of the army blocks with words saying what they mean (the treasury's coins,
        research lines), then each whole block, as last drawn: the hover texts."""
        self._research_rows: list[pygame.Rect] = []
        """The last army block's research lines drawn as bars."""
        self._head_room: tuple[int, int, int] | None = None
        """The last army block's heading: its name's right end, the coins' left, its middle."""
        self._list: tuple[pygame.Rect, int, list[_Row]] | None = None
        """The purchase list's area, its heading's height and its rows as last drawn: paging
        places the rows again at once (the keyboard walk reads them before the next frame)."""
        self._heading_end = 0
        """Where the purchase list's heading ends (the page counter keeps clear of it)."""

    # --- geometry -------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, scale: float | None = None) -> None:
        """Place the panel in ``rect``; ``scale`` defaults to the window's layout scale."""
        self.rect = pygame.Rect(rect)
        self.pen = Pen(display_scale() if scale is None else scale)
        self._drawn = {}
        self._rows = []
        self._list = None

    def rects(self) -> dict[str, pygame.Rect]:
        """Every part as last drawn, by name: ``turns``, ``inflation``, ``track``,
        ``army:<id>``, ``offers``, ``offer:<index>`` (visible ones), ``up`` and ``down``
        (when the offers are paged)."""
        return dict(self._drawn)

    def hide(self) -> None:
        """Nothing of the panel is on screen (folded away): no part of it answers clicks."""
        self._drawn = {}
        self._rows = []

    def offer_rows(self) -> list[tuple[pygame.Rect, Offer]]:
        """The visible offers top to bottom, each with its row (disabled ones too)."""
        return list(self._rows)

    def pager(self) -> list[tuple[str, pygame.Rect, bool]]:
        """The paging arrows when the offers are paged: (``up`` or ``down``, rectangle, whether
        it can move now); empty when every offer fits."""
        return [
            (name, self._drawn[name], self._can_page(name))
            for name in ("up", "down")
            if name in self._drawn
        ]

    def offer_at(self, pos: tuple[int, int]) -> Offer | None:
        """The offer whose row is at ``pos`` as last drawn (disabled ones too: the caller shows
        their ``why``)."""
        for rect, offer in self._rows:
            if rect.collidepoint(pos):
                return offer
        return None

    def why_at(self, pos: tuple[int, int]) -> str | None:
        """The reason a disabled offer under ``pos`` cannot be taken (None elsewhere)."""
        offer = self.offer_at(pos)
        return offer.why if offer is not None and not offer.enabled and offer.why else None

    def control_at(self, pos: tuple[int, int]) -> str | None:
        """``up`` or ``down`` when ``pos`` is on a paging arrow that can move."""
        for name in ("up", "down"):
            rect = self._drawn.get(name)
            if rect is not None and rect.collidepoint(pos) and self._can_page(name):
                return name
        return None

    def click(self, pos: tuple[int, int]) -> Offer | None:
        """A click: pages when on an arrow, else the offer there (or None)."""
        control = self.control_at(pos)
        if control is not None:
            self.page(1 if control == "down" else -1)
            return None
        return self.offer_at(pos)

    def scroll(self, rows: int) -> None:
        """Move the list by ``rows`` offers (positive: down), kept within the list."""
        most = max(0, len(self._offers) - max(1, self.shown))
        self.first = min(most, max(0, self.first + rows))
        if self._list is not None:
            self._place_rows()

    def page(self, step: int) -> None:
        """Move the list a page down (``step`` 1) or up (-1)."""
        self.scroll(step * max(1, self.shown))

    def _can_page(self, name: str) -> bool:
        if name == "up":
            return self.first > 0
        return self.first + self.shown < len(self._offers)

    # --- drawing --------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        state: WPState,
        *,
        incomes: Mapping[str, int],
        army_names: Mapping[str, str],
        acting: str,
        offers: Sequence[Offer],
        army_colours: Mapping[str, theme.SeatColour] | None = None,
        mouse: tuple[int, int] | None = None,
        chosen: Hashable | None = None,
        commanders: Mapping[str, str] | None = None,
    ) -> None:
        """Draw the panel for ``state``. ``commanders``: the player commanding each army,
        named after the army on its block. ``army_names`` lists the armies to show, in order;
        ``acting`` is the army buying (its offers are ``offers``). ``army_colours`` gives each
        army's colour and symbol (the seat palette in order by default). ``mouse``: the
        pointer, to light the row under it and show a disabled offer's reason. ``chosen``:
        the key of the offer being placed, marked in the list.

        When the armies in full would leave room for fewer than ``OFFERS_WANTED`` offers, the
        armies not acting are summed up in words (research as "8/20") instead of bars."""
        pen = self.pen
        colours = army_colours or {
            army: theme.PALETTE[i % len(theme.PALETTE)] for i, army in enumerate(army_names)
        }
        self._list = None  # placed again below, once the armies' blocks are measured
        if tuple(offers) != self._offers:
            self._offers = tuple(offers)
            self.scroll(0)
        self._drawn = {}
        self._explained = []
        pygame.draw.rect(surface, theme.PANEL, self.rect)
        pygame.draw.rect(surface, theme.BORDER, self.rect, 1)
        pad = pen.px(10)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        y = self._turns(surface, state, inner, inner.y)
        y = self._inflation(surface, state, inner, y + pad)
        track_y = y + pad
        y = track_y + self._track_height(len(army_names))
        gap = pen.px(5)
        rows = self._layout_rows(inner.width)
        blocks, short = self._fit_blocks(state, incomes, army_names, acting, rows, inner, y)
        if short:
            y = track_y - pad
        else:
            y = self._track(surface, incomes, army_names, colours, inner, track_y)
        for army, name in army_names.items():
            box = pygame.Rect(inner.x, y + gap, inner.width, self._army_height(blocks[army]))
            income = incomes.get(army, 0) if short else None
            self._army(
                surface, state.army(army).treasury, name, colours[army], blocks[army], box, income
            )
            if commanders and commanders.get(army):
                self._commander(surface, commanders[army], box)
            edge = theme.ACCENT if army == acting else theme.PANEL_LIGHT
            pygame.draw.rect(surface, edge, box, 2 if army == acting else 1, border_radius=gap)
            self._drawn[f"army:{army}"] = box
            self._explain(state, army, box)
            y = box.bottom
        offers_rect = pygame.Rect(inner.x, y + pad, inner.width, inner.bottom - y - pad)
        buyer = army_names.get(acting, acting)
        self._offer_list(surface, buyer, offers_rect, rows, mouse, chosen)
        if mouse is not None:
            self.draw_why(surface, mouse)

    def _fit_blocks(
        self,
        state: WPState,
        incomes: Mapping[str, int],
        army_names: Mapping[str, str],
        acting: str,
        rows: list[_Row],
        inner: pygame.Rect,
        y: int,
    ) -> tuple[dict[str, list[tuple[str, ...]]], bool]:
        """Each army's block lines, as full as the panel holds under ``y`` (the collection
        board's bottom) with room for the offers: research in bars, then the armies not
        acting summed up in words ("8/20"), then the acting army's too, then each army's
        heading line alone (its income stands on the collection board; its research and
        upgrades are offers); and whether the collection board gives way too (each army's
        income then goes on its heading line). Text never shrinks below
        ``theme.min_text_size``: the blocks give way, never their rows (playtest 5: the
        Undead's two-line upgrades pushed a row onto the block's border)."""
        pen = self.pen
        pad, gap = pen.px(10), pen.px(5)
        heading_h = pen.line(pen.size(12), True)
        wanted = heading_h + sum(r.height + pen.px(4) for r in rows[:OFFERS_WANTED])
        whole = heading_h + pen.px(4) + sum(r.height + pen.px(2) for r in rows)
        # with nothing to buy, the list is its heading and a line saying so
        least = whole if rows else heading_h + pen.line(pen.size(12))
        enough = wanted if rows else least

        def lines(army: str, compact: bool) -> list[tuple[str, ...]]:
            return self._army_lines(state, army, incomes.get(army, 0), compact, inner.width)

        def room(blocks: Mapping[str, Sequence[tuple[str, ...]]]) -> int:
            used = sum(self._army_height(b) + gap for b in blocks.values())
            return inner.bottom - y - pad - used

        blocks = {army: lines(army, False) for army in army_names}
        if room(blocks) < enough:
            blocks = {army: lines(army, army != acting) for army in army_names}
        if room(blocks) < enough and acting in blocks:
            blocks[acting] = lines(acting, True)
        if room(blocks) < least:
            blocks = {army: [] for army in blocks}
        return blocks, room(blocks) < least

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
        self._explained.append((box, "\n".join([treasury, *research])))

    def explain_at(
        self, pos: tuple[int, int], whole: bool = False
    ) -> tuple[pygame.Rect, str] | None:
        """The part of an army block under ``pos`` and what it means (None elsewhere);
        ``whole``: the whole block's words (the keyboard focus is on the block)."""
        found = [(r, w) for r, w in self._explained if r.collidepoint(pos)]
        if not found:
            return None
        return max(found, key=lambda part: part[0].h) if whole else found[0]

    def draw_why(self, surface: pygame.Surface, pos: tuple[int, int], whole: bool = False) -> None:
        """If ``pos`` is on a disabled offer, its reason in a tooltip beside the panel, level
        with the row (over the board, so no other row is hidden); on an army block's treasury
        or research, what those figures mean (``whole``: the whole block's, for the keyboard
        focus). Boards that cache ``draw`` call this from their live drawing."""
        why = self.why_at(pos)
        row = next((rect for rect, _ in self._rows if rect.collidepoint(pos)), None)
        if why is None or row is None:
            explained = self.explain_at(pos, whole)
            if explained is None:
                return
            row, why = explained
        pen = self.pen
        picture = tooltip_picture(why, pen.size(14), pen.px(240), pen.scale)
        box = picture.get_rect(centery=row.centery)
        bounds = surface.get_rect()
        if self.rect.x - bounds.x >= box.width + pen.px(6):
            box.right = self.rect.x - pen.px(6)
        else:
            box.x = self.rect.right + pen.px(6)
        surface.blit(picture, box.clamp(bounds))

    def _heading(self, surface: pygame.Surface, words: str, x: int, y: int) -> int:
        """A small capitalised section heading; returns the y below it."""
        size = self.pen.size(12)
        self.pen.write(surface, words.upper(), (x, y), size, theme.TEXT_DIM, bold=True)
        return y + self.pen.line(size, True)

    def _turns(self, surface: pygame.Surface, state: WPState, inner: pygame.Rect, y: int) -> int:
        """The turn track: "Turn 3 of 14 · Good team moves" and a dot per turn, this one lit."""
        pen = self.pen
        top = y
        size, small = pen.size(16), pen.size(13)
        if state.turn:
            turn = tr("Turn {n} of {limit}", n=state.turn, limit=state.limit)
        else:  # the quick-play set-up comes before the first turn (a dot per turn below)
            turn = tr("Set-up")
        box = pen.write(surface, turn, (inner.x, y), size, theme.TEXT, bold=True)
        moving = tr("{team} team moves", team=tr(state.side.title()))
        if box.right + pen.px(10) + pen.width(moving, small) <= inner.right:
            pen.write(
                surface,
                moving,
                (inner.right, box.centery),
                small,
                theme.TEXT_DIM,
                anchor="midright",
            )
        else:
            pen.write(surface, moving, (inner.x, box.bottom), small, theme.TEXT_DIM)
            y += pen.line(small)
        y += pen.line(size, True) + pen.px(4)
        per_row = max(1, min(state.limit, inner.width // pen.px(16)))
        step = inner.width / per_row
        r = max(3, min(pen.px(6), int(step * 0.4)))
        row_h = 2 * r + pen.px(6)
        for t in range(1, state.limit + 1):
            row, col = divmod(t - 1, per_row)
            centre = (round(inner.x + step * (col + 0.5)), y + r + row * row_h)
            if t == state.turn:
                pygame.draw.circle(surface, theme.ACCENT, centre, r + 1)
                pygame.draw.circle(surface, theme.TEXT, centre, r + 1, 1)
            elif t < state.turn:
                pygame.draw.circle(surface, theme.BORDER, centre, r)
            else:
                pygame.draw.circle(surface, SUNKEN, centre, r)
                pygame.draw.circle(surface, theme.BORDER, centre, r, 1)
        y += -(-state.limit // per_row) * row_h
        self._drawn["turns"] = pygame.Rect(inner.x, top, inner.width, y - top)
        return y

    def _level_name(self, multiplier: int) -> str:
        for level in self.economy.inflation:
            if level.multiplier == multiplier:
                return table_noun(level.id, level.name).label
        return tr("normal prices")

    def inflation_lines(self, state: WPState) -> list[str]:
        """What the prices part says: the multiplier now and its name, then the rise due next
        turn (or, at ×1, the incomes that raise prices)."""
        now = tr("Prices ×{n} · {name}", n=state.inflation, name=self._level_name(state.inflation))
        if state.inflation_due > state.inflation:
            name = self._level_name(state.inflation_due).replace(" ", NBSP)
            return [now, tr("rising to ×{n} next turn ({name})", n=state.inflation_due, name=name)]
        levels = sorted(self.economy.inflation, key=lambda lv: lv.at)
        if state.inflation > 1 or not levels:
            return [now]
        steps = [tr("×{n} from an income of {at}", n=levels[0].multiplier, at=levels[0].at)]
        steps += [tr("×{n} from {at}", n=lv.multiplier, at=lv.at) for lv in levels[1:]]
        return [now, ", ".join(steps)]

    def _inflation(
        self, surface: pygame.Surface, state: WPState, inner: pygame.Rect, y: int
    ) -> int:
        pen = self.pen
        top = y
        rising = state.inflation_due > state.inflation
        styles = [
            (
                pen.size(15),
                {1: theme.TEXT, 2: theme.ACCENT}.get(state.inflation, theme.DANGER),
                True,
            ),
            (pen.size(13), theme.DANGER if rising else theme.TEXT_DIM, False),
        ]
        for words, (size, ink, bold) in zip(self.inflation_lines(state), styles, strict=False):
            for part in theme.wrap(words, size, inner.width, bold):
                pen.write(surface, part, (inner.x, y), size, ink, bold)
                y += pen.line(size, bold)
        self._drawn["inflation"] = pygame.Rect(inner.x, top, inner.width, y - top)
        return y

    def _track(
        self,
        surface: pygame.Surface,
        incomes: Mapping[str, int],
        army_names: Mapping[str, str],
        colours: Mapping[str, theme.SeatColour],
        inner: pygame.Rect,
        y: int,
    ) -> int:
        """The collection board: one lane per army with its income marked on 0..99, and the
        incomes that raise prices marked across the lanes."""
        pen = self.pen
        top = y
        y = self._heading(surface, tr("Collection"), inner.x, y)
        first, last = self.economy.collection_track.first, self.economy.collection_track.last
        size = pen.size(12)
        lane_h = max(pen.line(size), pen.px(15))
        label_w = pen.width("999", size)
        margin = pen.px(8)
        track = pygame.Rect(inner.x + margin, y, inner.width - 2 * margin, lane_h * len(army_names))

        def x_of(value: int) -> int:
            value = min(max(value, first), last)
            return track.x + round((value - first) / (last - first) * track.width)

        pygame.draw.rect(surface, SUNKEN, track.inflate(2 * margin, 0), border_radius=pen.px(4))
        levels = sorted(self.economy.inflation, key=lambda lv: lv.at)
        inks = [theme.ACCENT if lv.multiplier == 2 else theme.DANGER for lv in levels]
        for level, ink in zip(levels, inks, strict=True):
            x = x_of(level.at)
            pygame.draw.line(surface, ink, (x, track.y), (x, track.bottom), max(1, pen.px(1)))
        for i, army in enumerate(army_names):
            value = incomes.get(army, 0)
            cy = track.y + i * lane_h + lane_h // 2
            pygame.draw.line(surface, theme.PANEL_LIGHT, (track.x, cy), (track.right, cy))
            x = x_of(value)
            colour = colours[army]
            theme.draw_symbol(surface, colour.symbol, (x, cy), max(4, lane_h // 2 - 2), colour.rgb)
            gap = pen.px(9)
            if x + gap + label_w < track.right:
                pen.write(surface, str(value), (x + gap, cy), size, anchor="midleft")
            else:
                pen.write(surface, str(value), (x - gap, cy), size, anchor="midright")
        y = track.bottom + pen.px(2)
        pen.write(surface, str(first), (x_of(first), y), size, theme.TEXT_DIM)
        pen.write(surface, str(last), (x_of(last), y), size, theme.TEXT_DIM, anchor="topright")
        for i, (level, ink) in enumerate(zip(levels, inks, strict=True)):
            words = tr("×{n} at {at}", n=level.multiplier, at=level.at)
            # the first level's label reads leftwards from its line, the others rightwards
            anchor = "topright" if i == 0 and len(levels) > 1 else "topleft"
            shift = -pen.px(3) if anchor == "topright" else pen.px(3)
            pen.write(surface, words, (x_of(level.at) + shift, y), size, ink, anchor=anchor)
        y += pen.line(size)
        self._drawn["track"] = pygame.Rect(inner.x, top, inner.width, y - top)
        return y

    def _track_height(self, lanes: int) -> int:
        """How tall ``_track`` draws the collection board for ``lanes`` armies."""
        pen = self.pen
        size = pen.size(12)
        lane_h = max(pen.line(size), pen.px(15))
        return pen.line(size, True) + lane_h * lanes + pen.px(2) + pen.line(size)

    def _coins(self, surface: pygame.Surface, amount: int, right: int, cy: int, size: int) -> int:
        """The treasury as coins ending at ``right`` (largest coin first); returns the x where
        they start."""
        pen = self.pen
        r = max(4, pen.px(6))
        x = right
        for coin, count in reversed(coins_for(amount, self.economy)):
            words = f"×{count}"
            x -= pen.width(words, size)
            pen.write(surface, words, (x, cy), size, theme.TEXT_DIM, anchor="midleft")
            x -= r + pen.px(2)
            pygame.draw.circle(surface, COIN_COLOURS.get(coin, COIN_OTHER), (x, cy), r)
            pygame.draw.circle(surface, (40, 36, 30), (x, cy), r, 1)
            x -= r + pen.px(6)
        return x

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
        parts = [tr("income {n}", n=income), named or tr("no upgrades")]
        research = list(sheet.research.values()) if sheet else []
        if compact:
            parts += [
                f"{noun_of(army, line).label} {_progress(purse.points(line.id), line.points)}"
                for line in research
            ]
        parts = [
            parts[0].replace(" ", NBSP),
            *parts[1:2],
            *(p.replace(" ", NBSP) for p in parts[2:]),
        ]
        lines: list[tuple[str, ...]] = [
            ("text", part) for part in theme.wrap(" · ".join(parts), small, room)
        ]
        if not compact:
            lines += [
                ("research", noun_of(army, line).label, purse.points(line.id), line.points)
                for line in research
            ]
        return lines

    def _army_height(self, lines: Sequence[tuple[str, ...]]) -> int:
        pen = self.pen
        # the rows from ``_army``'s top pad; under the last, room for its text's full height
        # (a line drawn is a pixel or two taller than the line's step) and the 2 px border
        if not lines:
            return pen.px(6) + pen.line(pen.size(15), True)  # a heading line alone: slimmer
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
        """One army's block: symbol, name, treasury as coins and figure, then ``lines``;
        with ``income``, the income in words instead of the coins."""
        pen = self.pen
        pad = pen.px(6) if lines else pen.px(3)
        size, small = pen.size(15), pen.size(12)
        head_h = pen.line(size, True)
        cy = box.y + pad + head_h // 2
        r = max(5, pen.px(7))
        x = box.x + pad
        theme.draw_symbol(surface, colour.symbol, (x + r, cy), r, colour.rgb)
        x += 2 * r + pen.px(6)
        right = box.right - pad
        figure = pen.write(
            surface, str(treasury), (right, cy), size, theme.ACCENT, True, anchor="midright"
        )
        if income is None:
            coins_left = self._coins(surface, treasury, figure.x - pen.px(8), cy, small)
        else:
            words = tr("income {n}", n=income)
            right = (figure.x - pen.px(8), cy)
            coins_left = pen.write(
                surface, words, right, small, theme.TEXT_DIM, anchor="midright"
            ).x
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
        """`` · Ann`` after the army's name on its block, dim, when it fits whole (else the
        top bar's "Ann (Humans and Dwarves)" says it)."""
        pen = self.pen
        head = self._head_room
        if head is None:
            return
        name_right, coins_left, cy = head
        size = pen.size(15)
        words = f" · {who}"
        if name_right + pen.width(words, size) <= coins_left - pen.px(6):
            pen.write(surface, words, (name_right, cy), size, theme.TEXT_DIM, anchor="midleft")

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

    def _layout_rows(self, width: int) -> list[_Row]:
        pen = self.pen
        size, small = pen.size(14), pen.size(12)
        price_w = pen.width("9999", size, True) + pen.px(22)
        text_w = width - price_w - pen.px(16)
        rows = []
        gap = pen.px(8)
        for offer in self._offers:
            side = pen.line(small) + pen.px(4) if offer.emblem else 0
            inline = (
                pen.width(offer.label, size, True) + gap + side + pen.width(offer.detail, small)
            )
            # one line: the name, the figures, the "?" of a refused offer, the price and coin
            room = width - pen.px(16) - self._price_width(offer) - pen.px(8)
            room -= 0 if offer.enabled else pen.width("?", small) + pen.px(6)
            if offer.detail and inline <= room:  # name and figures on one line
                rows.append(_Row(offer, (offer.label,), (), pen.line(size, True) + pen.px(6)))
                continue
            label = theme.wrap(offer.label, size, text_w, True)
            detail_w = width - pen.px(16) - (0 if offer.enabled else pen.px(14))
            detail_w -= pen.line(small) + pen.px(4) if offer.emblem else 0
            detail = theme.wrap(offer.detail, small, detail_w) if offer.detail else ()
            height = len(label) * pen.line(size, True) + len(detail) * pen.line(small)
            rows.append(_Row(offer, label, detail, height + pen.px(6)))
        return rows

    def _price_width(self, offer: Offer) -> int:
        """How wide an offer's price is drawn, its coin included."""
        pen = self.pen
        price = tr("free") if offer.price == 0 else str(offer.price)
        coin = 2 * max(4, pen.px(6)) + pen.px(4) if offer.price else 0
        return pen.width(price, pen.size(14), True) + coin

    def _offer_list(
        self,
        surface: pygame.Surface,
        buyer: str,
        area: pygame.Rect,
        rows: list[_Row],
        mouse: tuple[int, int] | None,
        chosen: Hashable | None,
    ) -> None:
        """The purchase list, paged: as many whole rows as fit from ``first``, arrows when
        some do not fit; the ``chosen`` offer outlined."""
        pen = self.pen
        heading = tr("Buy for {army}", army=buyer)
        y = self._heading(surface, heading, area.x, area.y)
        self._heading_end = area.x + pen.width(heading.upper(), pen.size(12), True)
        self._drawn["offers"] = area
        if not self._offers:
            pen.write(surface, tr("nothing to buy now"), (area.x, y), pen.size(13), theme.TEXT_DIM)
            self._rows, self.shown = [], 0
            return
        self._list = (area, y - area.y + pen.px(4), rows)
        for rect, row in self._place_rows():
            hovered = mouse is not None and rect.collidepoint(mouse)
            self._offer_row(surface, row, rect, hovered)
            if chosen is not None and row.offer.key == chosen:
                pygame.draw.rect(surface, theme.ACCENT, rect, pen.px(2), border_radius=pen.px(5))
        if self._paged():
            self._pager(surface)

    def _paged(self) -> bool:
        """True when the offers do not all fit (the list pages)."""
        assert self._list is not None
        area, head_h, rows = self._list
        gap = self.pen.px(2)  # between rows: one fewer gap than rows
        return sum(r.height for r in rows) + gap * (len(rows) - 1) > area.height - head_h

    def _place_rows(self) -> list[tuple[pygame.Rect, _Row]]:
        """Lay out the visible rows from ``first`` in the list's area (no drawing)."""
        assert self._list is not None
        area, head_h, rows = self._list
        if not self._paged():
            self.first = 0
        for key in [k for k in self._drawn if k.startswith("offer:")]:
            del self._drawn[key]
        gap = self.pen.px(2)
        y = area.y + head_h
        placed: list[tuple[pygame.Rect, _Row]] = []
        for row in rows[self.first :]:
            if placed and y + row.height > area.bottom:
                break
            rect = pygame.Rect(area.x, y, area.width, row.height)
            self._drawn[f"offer:{self.first + len(placed)}"] = rect
            placed.append((rect, row))
            y += row.height + gap
        self._rows = [(rect, row.offer) for rect, row in placed]
        self.shown = len(placed)
        return placed

    def _pager(self, surface: pygame.Surface) -> None:
        """The arrows and "3–6 of 8" beside the list's heading."""
        assert self._list is not None
        area, head_h, _ = self._list
        pen = self.pen
        size = pen.size(12)
        side = max(head_h, pen.px(20))
        down = pygame.Rect(area.right - side, area.y - (side - head_h) // 2, side, side)
        up = down.move(-side - pen.px(4), 0)
        for name, rect, glyph in (("up", up, "▲"), ("down", down, "▼")):
            live = self._can_page(name)
            pygame.draw.rect(
                surface, theme.PANEL_LIGHT if live else theme.PANEL, rect, border_radius=pen.px(4)
            )
            pygame.draw.rect(surface, theme.BORDER, rect, 1, border_radius=pen.px(4))
            ink = theme.TEXT if live else theme.DISABLED
            pen.write(surface, glyph, rect.center, size, ink, anchor="center")
            self._drawn[name] = rect
        where = tr(
            "{first}–{last} of {n}",
            first=self.first + 1,
            last=self.first + self.shown,
            n=len(self._offers),
        )
        if up.x - pen.px(6) - pen.width(where, size) >= self._heading_end + pen.px(8):
            # beside the heading when there is room (the arrows alone say more rows wait)
            right = (up.x - pen.px(6), up.centery)
            pen.write(surface, where, right, size, theme.TEXT_DIM, anchor="midright")

    def _offer_row(
        self, surface: pygame.Surface, row: _Row, rect: pygame.Rect, hovered: bool
    ) -> None:
        pen = self.pen
        offer = row.offer
        size, small = pen.size(14), pen.size(12)
        fill = theme.PANEL_LIGHT if offer.enabled else SUNKEN
        if hovered and offer.enabled:
            fill = tuple(min(255, c + 18) for c in fill)
        radius = pen.px(5)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        edge = theme.FOCUS if hovered and offer.enabled else theme.BORDER
        pygame.draw.rect(surface, edge, rect, 1, border_radius=radius)
        ink = theme.TEXT if offer.enabled else theme.DISABLED
        dim = theme.TEXT_DIM if offer.enabled else theme.DISABLED
        x, y = rect.x + pen.px(8), rect.y + pen.px(3)
        for part in row.label:
            box = pen.write(surface, part, (x, y), size, ink, True)
            y += pen.line(size, True)
        if not row.detail and offer.detail:  # one line: the figures after the name
            x = box.right + pen.px(8)
            y = box.centery
            if offer.emblem:
                side = pen.line(small)
                surface.blit(icons.icon(offer.emblem, side, dim), (x, y - side // 2))
                x += side + pen.px(4)
            pen.write(surface, offer.detail, (x, y), small, dim, anchor="midleft")
        if offer.emblem and row.detail:  # before the figures: the unit's kind
            side = pen.line(small)
            surface.blit(icons.icon(offer.emblem, side, dim), (x, y))
            x += side + pen.px(4)
        for part in row.detail:
            pen.write(surface, part, (x, y), small, dim)
            y += pen.line(small)
        price = tr("free") if offer.price == 0 else str(offer.price)
        right = rect.right - pen.px(8)
        top = rect.y + pen.px(3) + pen.line(size, True) // 2
        box = pen.write(
            surface,
            price,
            (right, top),
            size,
            theme.ACCENT if offer.enabled else theme.DISABLED,
            True,
            anchor="midright",
        )
        if offer.price:
            r = max(4, pen.px(6))
            fill_coin = COIN_COLOURS["gold"] if offer.enabled else theme.DISABLED
            pygame.draw.circle(surface, fill_coin, (box.x - r - pen.px(4), top), r)
        if not offer.enabled and offer.why and (row.detail or len(row.label) > 1):
            pen.write(
                surface,
                "?",
                (right, rect.bottom - pen.px(3)),
                small,
                theme.TEXT_DIM,
                anchor="bottomright",
            )
        elif not offer.enabled and offer.why:  # one line: before the price and its coin
            at = (right - self._price_width(offer) - pen.px(6), top)
            pen.write(surface, "?", at, small, theme.TEXT_DIM, anchor="midright")


__all__ = ["EconomyPanel", "Offer", "coins_for"]
