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

from forgegames.core.i18n import N_, tr
from forgegames.games.warparty.board_info import (
    PHASE_COMBAT,
    PHASE_MOVE,
    ArmySheet,
    Economy,
    IncomeParts,
    World,
    WPState,
    load_content,
)
from forgegames.ui import icons, theme
from forgegames.ui.boards.places import tooltip_picture
from forgegames.ui.boards.warparty import print_size, upgrades_bar
from forgegames.ui.boards.warparty.battle_layout import MARK_REACH
from forgegames.ui.boards.warparty.economy_armies import COIN_COLOURS, ArmyBlocks, coins_for
from forgegames.ui.boards.warparty.economy_track import TurnsAndPrices
from forgegames.ui.boards.warparty.pen import SUNKEN, Pen, display_scale

PAGER_W = 46
"""The purchase list's paging arrows' width (at scale 1)."""
PAGER_H = 26
"""The paging arrows' height (at scale 1): the list's heading row is made that tall."""
OFFERS_WANTED = 4
"""Offers the list should show at once before the other armies are summed up in words."""
GROWN_OFFERS = 3
"""Offers large print's larger words still list at once (``draw_grown``), the others paged."""
NAMED_PARTS = ("army_names", "commanders", "incomes")
"""``draw``'s parts given by army that its words depend on (``EconomyPanel._growth_key``)."""
BUYS_LATER = N_("units and upgrades are bought after the battles, in collection and placement")
"""The empty list's words in the movement and combat phases (playtest 22)."""
REASON = (214, 170, 120)
"""A greyed offer's short reason: a muted amber, read on the sunken row (not a price)."""


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
    short: str = ""
    """A refused offer's reason in a few words, written on its greyed row where there is
    room ("needs 8 more crowns"), else a "?" (its hover says ``why`` in full)."""
    upgrade: bool = False
    """Not a unit: a city, a capital upgrade or a research roll, listed after the units (a
    page that hides them all names them in a bar at the list's foot)."""


@dataclasses.dataclass
class _Row:
    """An offer's row as laid out: wrapped label and detail, and its height."""

    offer: Offer
    label: tuple[str, ...]
    detail: tuple[str, ...]
    height: int


class EconomyPanel(TurnsAndPrices, ArmyBlocks):
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
        self.world: World | None = None
        """The rules' world, for the army blocks' quest lines (none shown without it)."""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.words_end = 0
        """The foot of the list's words (set as it is drawn; a notice placed before the
        panel's first drawing, the move's told loss, needs it too)."""
        self.pen = Pen()
        self.first = 0
        """Index of the first offer shown (the list scrolls by rows, the arrows by pages)."""
        self.shown = 0
        """How many offers fitted when last drawn."""
        self._offers: tuple[Offer, ...] = ()
        self._drawn: dict[str, pygame.Rect] = {}
        self._rows: list[tuple[pygame.Rect, Offer]] = []
        self._explained: list[tuple[pygame.Rect, str]] = []
        self.sources: Mapping[str, IncomeParts] = {}
        """Parts of the army blocks with words saying what they mean (the treasury's coins,
        research lines), then each whole block, as last drawn: the hover texts."""
        self._research_rows: list[pygame.Rect] = []
        """The last army block's research lines drawn as bars."""
        self._head_room: tuple[int, int, int] | None = None
        """The last army block's heading: its name's right end, the coins' left, its middle."""
        self._list: tuple[pygame.Rect, int, list[_Row]] | None = None
        """The purchase list's area, its heading's height and its rows as last drawn: paging
        places the rows again at once (the keyboard walk reads them before the next frame)."""
        self._growth: tuple[tuple, float] | None = None
        """The words ``draw_grown`` last measured and the growth it found for them."""
        self.named = 0
        """How many army blocks named their commander when last drawn (``_commander``)."""
        self._heading_end = 0
        """Where the purchase list's heading ends (the page counter keeps clear of it)."""
        self._bar: tuple[pygame.Rect, list[str]] | None = None
        """The bar naming the upgrades the page hides, and its words (``upgrades_bar``)."""

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

    def row_or_arrow(self, key: Hashable) -> list[pygame.Rect]:
        """The row of the offer ``key`` as last drawn, else what brings it into the list (a
        hint's places): the bar naming it, or the arrow once for each row it moves the list
        (ux32: an arrow moves one row); empty when the list has no such offer."""
        row = next((rect for rect, offer in self._rows if offer.key == key), None)
        if row is not None:
            return [row]
        at = next((i for i, offer in enumerate(self._offers) if offer.key == key), None)
        if at is None:
            return []
        if self._bar is not None and self._offers[at].upgrade:  # the bar naming it
            return [self._bar[0]]
        name = "up" if at < self.first else "down"
        steps = self.first - at if at < self.first else at - (self.first + self.shown) + 1
        return [self._drawn[name]] * max(1, steps) if name in self._drawn else []

    def pager(self) -> list[tuple[str, pygame.Rect, bool]]:
        """The paging arrows when the offers are paged: (``up`` or ``down``, rectangle, whether
        it can move now), then the bar naming the hidden upgrades (``upgrades``) when drawn;
        empty when every offer fits."""
        return [
            (name, self._drawn[name], self._can_page(name))
            for name in ("up", "down", "upgrades")
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
        """``up`` or ``down`` when ``pos`` is on a paging arrow that can move, ``upgrades`` on
        the bar naming the hidden upgrades."""
        for name in ("up", "down", "upgrades"):
            rect = self._drawn.get(name)
            if rect is not None and rect.collidepoint(pos) and self._can_page(name):
                return name
        return None

    def click(self, pos: tuple[int, int]) -> Offer | None:
        """A click: pages when on an arrow or the upgrades' bar, else the offer there (or
        None)."""
        control = self.control_at(pos)
        if control is not None:
            self.press(control)
            return None
        return self.offer_at(pos)

    def press(self, control: str) -> None:
        """A paging control used: ``up`` or ``down`` (one row: ux32, a page's jump lost the
        rows the player was reading), or ``upgrades`` (the list turned so its first upgrade
        leads, or as near as the list's end allows)."""
        if control == "upgrades":
            at = next((i for i, offer in enumerate(self._offers) if offer.upgrade), 0)
            self.scroll(at - self.first)
            return
        self.scroll(1 if control == "down" else -1)

    def scroll(self, rows: int) -> None:
        """Move the list by ``rows`` offers (positive: down), kept within the list."""
        most = max(0, len(self._offers) - max(1, self.shown))
        self.first = min(most, max(0, self.first + rows))
        if self._list is not None:
            self._place_rows()

    def _can_page(self, name: str) -> bool:
        if name == "upgrades":
            return self._bar is not None
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
        sources: Mapping[str, IncomeParts] | None = None,
        idle: tuple[str, str] | None = None,
        foot: str = "",
    ) -> None:
        """Draw the panel for ``state``. ``commanders``: the player commanding each army,
        named after the army on its block. ``army_names`` lists the armies to show, in order;
        ``acting`` is the army buying (its offers are ``offers``). ``army_colours`` gives each
        army's colour and symbol (the seat palette in order by default). ``mouse``: the
        pointer, to light the row under it and show a disabled offer's reason. ``chosen``:
        the key of the offer being placed, marked in the list. ``sources``: where each
        army's income comes from, said after the figure on its block. ``idle``: the list's
        heading and words in a phase when nothing is bought (the quests' choice), instead of
        "Buy for ..." and "nothing to buy now". ``foot``: a reminder at the panel's foot, beside
        the bar's buttons (the set-up's unspent crowns), the list making room for it.

        When the armies in full would leave room for fewer than ``OFFERS_WANTED`` offers, the
        armies not acting are summed up in words (research as "8/20") instead of bars."""
        pen = self.pen
        self.sources = sources or {}
        colours = army_colours or {
            army: theme.PALETTE[i % len(theme.PALETTE)] for i, army in enumerate(army_names)
        }
        self._list = None  # placed again below, once the armies' blocks are measured
        if tuple(offers) != self._offers:
            self._offers = tuple(offers)
            self.scroll(0)
        self._drawn = {}
        self.named = 0
        self.words_end = self.rect.y  # (when it lists no offer: a notice goes under them)
        self._explained = []
        pygame.draw.rect(surface, theme.PANEL, self.rect)
        pygame.draw.rect(surface, theme.BORDER, self.rect, 1)
        pad = pen.px(10)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        if foot:
            inner.height -= self._foot(surface, foot, inner) + pad
        y = self._turns(surface, state, inner, inner.y)
        y = self._inflation(surface, state, inner, y + pad)
        track_y = y + pad
        y = track_y + self._track_height(len(army_names))
        gap = pen.px(5)
        rows = self._layout_rows(inner.width)
        blocks, short = self._fit_blocks(state, incomes, army_names, acting, rows, inner, y)
        compact = False
        if short:  # a shorter board, else none (unless the list pages even without one)
            y = track_y + self._track_height(len(army_names), compact=True)
            fit = self._fit_blocks(state, incomes, army_names, acting, rows, inner, y)
            bare = fit[1] and self._fit_blocks(
                state, incomes, army_names, acting, rows, inner, track_y - pad
            )
            if not fit[1]:
                blocks, compact = fit[0], True
            elif bare and bare[1]:  # the board would make no room for the whole list: kept
                blocks, compact, short = fit[0], True, False
        if short and not compact:
            y = track_y - pad
        else:
            y = self._track(surface, incomes, army_names, colours, inner, track_y, compact)
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
        look = colours.get(acting)
        if idle is not None and not self._offers:
            self._idle_note(surface, offers_rect, *idle)
        else:
            self._offer_list(surface, buyer, offers_rect, rows, mouse, chosen, look, state.phase)
        if mouse is not None:
            self.draw_why(surface, mouse)

    def draw_grown(self, surface: pygame.Surface, state: WPState, **parts) -> None:
        """``draw`` (with ``parts``) with large print's words as large as the panel holds
        them: the largest of ``print_size.growths`` at which it shortens no more words, names
        as many commanders and lists ``GROWN_OFFERS`` offers at once (or as many as the
        usual size) — the rest of the list pages. Playtest 30: large print left the panel as
        it was at 1024x640, where the window caps its factor."""
        pen, kept = self.pen, list(self.pen.cuts)
        key = self._growth_key(state, parts)
        if self._growth is not None and self._growth[0] == key:  # measured for these words
            pen.grow = self._growth[1]
            self.draw(surface, state, **parts)
            return
        usual = (0, 0, 0)
        for grow in [1.0, *print_size.growths()]:
            pen.grow, pen.cuts = grow, list(kept)
            self.draw(surface, state, **parts)
            holds = (-len(pen.cuts), self.named, min(self.shown, GROWN_OFFERS))
            if grow == 1.0:
                usual = holds  # what the usual size shows whole
            elif all(now >= then for now, then in zip(holds, usual, strict=True)):
                break
        else:
            if pen.grow != 1.0:  # none larger holds them: the usual size, drawn last
                pen.grow, pen.cuts = 1.0, list(kept)
                self.draw(surface, state, **parts)
        self._growth = (key, pen.grow)

    def _growth_key(self, state: WPState, parts: Mapping) -> tuple:
        """What ``draw_grown``'s measure depends on: the panel's box, large print, and the
        words of the armies (their treasuries too) and offers (each try draws the panel: it
        is measured again only when one of these changes, not at each drawing)."""
        offers = tuple((o.label, o.detail, o.price, o.enabled, o.why) for o in parts["offers"])
        names = tuple(parts.get(name) and tuple(parts[name].items()) for name in NAMED_PARTS)
        words = (parts.get("idle"), parts.get("foot"), parts.get("acting"))
        purses = tuple(state.army(army).treasury for army in parts["army_names"])
        return (tuple(self.rect), theme.chosen_print(), offers, names, words, purses)

    def _foot(self, surface: pygame.Surface, words: str, inner: pygame.Rect) -> int:
        """``words`` wrapped at the foot of ``inner`` in the text's colour (playtest 35: in red
        the set-up's reminder to spend read like a penalty); their height."""
        pen = self.pen
        size = pen.size(12)
        lines = theme.wrap(words, size, inner.width)
        step = pen.line(size)
        y = inner.bottom - len(lines) * step
        self._drawn["foot"] = pygame.Rect(inner.x, y, inner.width, len(lines) * step)
        for line in lines:
            pen.write(surface, line, (inner.x, y), size, theme.TEXT)
            y += step
        return len(lines) * step

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
        heading_h = max(pen.line(pen.size(12), True), pen.px(PAGER_H))  # (``_offer_list``)
        wanted = heading_h + sum(r.height + pen.px(4) for r in rows[:OFFERS_WANTED])
        whole = heading_h + self._head_gap() + sum(r.height + pen.px(2) for r in rows)
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

    def _heading(
        self, surface: pygame.Surface, words: str, x: int, y: int, colour=theme.TEXT_DIM
    ) -> int:
        """A small capitalised section heading (in ``colour``); returns the y below it."""
        size = self.pen.size(12)
        self.pen.write(surface, words.upper(), (x, y), size, colour, bold=True)
        return y + self.pen.line(size, True)

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
            # one line: the name, the figures, the price and coin; whether the offer can be
            # bought does not count (playtest 6: rows the player could no longer afford grew to
            # two lines and moved the list under the mouse): a refused one-line row shows its
            # "?" only where it fits, its reason is in the hover
            room = width - pen.px(16) - self._price_width(offer) - pen.px(8)
            if offer.detail and inline <= room:  # name and figures on one line
                rows.append(_Row(offer, (offer.label,), (), pen.line(size, True) + pen.px(6)))
                continue
            label = theme.wrap(offer.label, size, text_w, True)
            detail_w = width - pen.px(30)  # room for a refused offer's "?" either way
            detail_w -= pen.line(small) + pen.px(4) if offer.emblem else 0
            detail = self._detail_lines(offer.detail, small, detail_w)
            height = len(label) * pen.line(size, True) + len(detail) * pen.line(small)
            rows.append(_Row(offer, label, detail, height + pen.px(6)))
        # rows of one height, their words centred in it (playtest 15: a one-line Berserker
        # row between two-line ones took a click meant for the Dwarven Archer above it; the
        # rows' edges fell at uneven steps)
        tallest = max((row.height for row in rows), default=0)
        return [dataclasses.replace(row, height=tallest) for row in rows]

    def _detail_lines(self, detail: str, size: int, width: int) -> tuple[str, ...]:
        """An offer's figures ("4/1 · move 1 · row 2") wrapped to ``width`` between their
        parts, a part broken only where it is longer than a line (playtest 30: "row" and
        its "2" fell on two lines in the narrower panel)."""
        lines: list[str] = []
        for part in detail.split(" · ") if detail else ():
            joined = f"{lines[-1]} · {part}" if lines else part
            if lines and self.pen.width(joined, size) <= width:
                lines[-1] = joined
            else:
                lines.append(part)
        return tuple(cut for line in lines for cut in theme.wrap(line, size, width))

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
        look: theme.SeatColour | None = None,
        phase: str = "",
    ) -> None:
        """The purchase list, paged: as many whole rows as fit from ``first``, arrows when
        some do not fit; the ``chosen`` offer outlined. Its heading names the army bought for
        after the army's symbol, in its colour (``look``; playtest 8: a player bought for the
        wrong army). Empty, it says why (``phase``: playtest 22 read "nothing to buy now" with
        19 crowns in hand as a fault, not as the movement phase)."""
        pen = self.pen
        heading = tr("Buy for {army}", army=buyer)
        x = area.x
        if look is not None:
            r = max(4, pen.px(5))
            cy = area.y + pen.line(pen.size(12), True) // 2
            theme.draw_symbol(surface, look.symbol, (x + r, cy), r, look.rgb)
            x += 2 * r + pen.px(5)
        colour = look.rgb if look is not None else theme.TEXT_DIM
        head = max(pen.line(pen.size(12), True), pen.px(PAGER_H))  # room for the arrows beside
        self._list = (area, head + self._head_gap(), rows) if self._offers else None
        arrows = 2 * max(pen.px(PAGER_H), pen.px(PAGER_W)) + pen.px(14)
        wide = x + pen.width(heading.upper(), pen.size(12), True) > area.right - arrows
        if self._offers and self._paged() and wide:
            heading = buyer  # the army alone, after its symbol (Spanish review 14: "Tienda: No
            # muertos" was cut by the paging arrows)
        y = self._heading(surface, heading, x, area.y, colour)
        self._heading_end = x + pen.width(heading.upper(), pen.size(12), True)
        self._drawn["offers"] = area
        if not self._offers:
            words = (
                tr(BUYS_LATER) if phase in (PHASE_MOVE, PHASE_COMBAT) else tr("nothing to buy now")
            )
            size = pen.size(13)
            for line in theme.wrap(words, size, area.width):
                pen.write(surface, line, (area.x, y), size, theme.TEXT_DIM)
                y += pen.line(size)
            self.words_end = y
            self._rows, self.shown = [], 0
            return
        for rect, row in self._place_rows():
            hovered = mouse is not None and rect.collidepoint(mouse)
            self._offer_row(surface, row, rect, hovered)
            if chosen is not None and row.offer.key == chosen:
                pygame.draw.rect(surface, theme.ACCENT, rect, pen.px(2), border_radius=pen.px(5))
        if self._paged():
            self._pager(surface)
        if self._bar is not None:
            bar, lines = self._bar
            hovered = mouse is not None and bar.collidepoint(mouse)
            upgrades_bar.draw_bar(pen, surface, bar, lines, hovered)

    def _idle_note(self, surface: pygame.Surface, area: pygame.Rect, heading: str, words: str):
        """The list's place when the phase buys nothing: ``heading`` and ``words`` wrapped."""
        pen = self.pen
        y = self._heading(surface, heading, area.x, area.y)
        self._heading_end = area.x + pen.width(heading.upper(), pen.size(12), True)
        self._drawn["offers"] = area
        self._rows, self.shown = [], 0
        size = pen.size(13)
        for line in theme.wrap(words, size, area.width):
            pen.write(surface, line, (area.x, y), size, theme.TEXT)
            y += pen.line(size)
        self.words_end = y

    def _head_gap(self) -> int:
        """Between the list's heading and its first row: room for the lesson's or a hint's
        outline round that row, which covered half the heading (issue 39, at 1024x640)."""
        return max(self.pen.px(4), MARK_REACH + 1, self.pen.px(MARK_REACH + 1))

    def _paged(self) -> bool:
        """True when the offers do not all fit (the list pages)."""
        assert self._list is not None
        area, head_h, rows = self._list
        gap = self.pen.px(2)  # between rows: one fewer gap than rows
        return sum(r.height for r in rows) + gap * (len(rows) - 1) > area.height - head_h

    def _place_rows(self) -> list[tuple[pygame.Rect, _Row]]:
        """Lay out the visible rows from ``first`` in the list's area (no drawing): when the
        page shows none of the upgrades, a bar at the list's foot names them (``_bar``)."""
        assert self._list is not None
        area, _, rows = self._list
        if not self._paged():
            self.first = 0
        self._bar = None
        self._drawn.pop("upgrades", None)
        placed = self._fill(area.bottom)
        hidden = self._hidden_upgrades(len(placed))
        if hidden:
            lines = upgrades_bar.bar_words(self.pen, hidden, area.width)
            tall = upgrades_bar.bar_height(self.pen, lines)
            placed = self._fill(area.bottom - tall - self.pen.px(4))
            top = placed[-1][0].bottom + self.pen.px(4) if placed else area.bottom - tall
            bar = pygame.Rect(area.x, top, area.width, tall)  # (under the last row)
            self._bar = (bar, lines)
            self._drawn["upgrades"] = bar
        self._rows = [(rect, row.offer) for rect, row in placed]
        self.shown = len(placed)
        return placed

    def _fill(self, bottom: int) -> list[tuple[pygame.Rect, _Row]]:
        """The rows from ``first`` that fit above ``bottom`` (one at least), placed."""
        assert self._list is not None
        area, head_h, rows = self._list
        for key in [k for k in self._drawn if k.startswith("offer:")]:
            del self._drawn[key]
        gap = self.pen.px(2)
        y = area.y + head_h
        placed: list[tuple[pygame.Rect, _Row]] = []
        for row in rows[self.first :]:
            if placed and y + row.height > bottom:
                break
            rect = pygame.Rect(area.x, y, area.width, row.height)
            self._drawn[f"offer:{self.first + len(placed)}"] = rect
            placed.append((rect, row))
            y += row.height + gap
        return placed

    def _hidden_upgrades(self, shown: int) -> list[str]:
        """The names of the upgrades below a page of ``shown`` rows from ``first`` that
        shows none of them (none when it shows one: the ▼ says the rest follow)."""
        page = self._offers[self.first : self.first + shown]
        if any(offer.upgrade for offer in page):
            return []
        below = self._offers[self.first + shown :]
        return [offer.label for offer in below if offer.upgrade]

    def _pager(self, surface: pygame.Surface) -> None:
        """The arrows and "3–6 of 8" beside the list's heading."""
        assert self._list is not None
        area, head_h, _ = self._list
        pen = self.pen
        size, glyph_size = pen.size(12), pen.size(16)
        # wide and as tall as the heading's row and a little over it (playtest 12, shot 61:
        # the small arrows were missed, and the City offer lay below the fold)
        tall = max(head_h - pen.px(2), pen.px(PAGER_H))
        wide = max(tall, pen.px(PAGER_W))
        down = pygame.Rect(area.right - wide, area.y, wide, tall)
        up = down.move(-wide - pen.px(6), 0)
        for name, rect, glyph in (("up", up, "▲"), ("down", down, "▼")):
            live = self._can_page(name)
            pygame.draw.rect(
                surface, theme.PANEL_LIGHT if live else theme.PANEL, rect, border_radius=pen.px(4)
            )
            pygame.draw.rect(surface, theme.BORDER, rect, 1, border_radius=pen.px(4))
            ink = theme.TEXT if live else theme.DISABLED
            pen.write(surface, glyph, rect.center, glyph_size, ink, anchor="center")
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
        words_h = len(row.label) * pen.line(size, True) + len(row.detail) * pen.line(small)
        reason = self._reason_lines(offer, rect, words_h)  # on lines the row has spare
        words_h += len(reason) * pen.line(small)
        drop = max(0, rect.height - words_h - pen.px(6)) // 2  # a short row's words centred
        x, y = rect.x + pen.px(8), rect.y + pen.px(3) + drop
        for part in row.label:
            box = pen.write(surface, part, (x, y), size, ink, True)
            y += pen.line(size, True)
        words_end = box.right
        if not row.detail and offer.detail:  # one line: the figures after the name
            x = box.right + pen.px(8)
            y = box.centery
            if offer.emblem:
                side = pen.line(small)
                surface.blit(icons.icon(offer.emblem, side, dim), (x, y - side // 2))
                x += side + pen.px(4)
            words_end = pen.write(surface, offer.detail, (x, y), small, dim, anchor="midleft").right
        icon_w = pen.line(small) + pen.px(4) if offer.emblem and row.detail else 0
        instead = self._instead_of_figures(offer, row, rect, x + icon_w) if not reason else ""
        if icon_w and not instead:  # before the figures: the unit's kind
            surface.blit(icons.icon(offer.emblem, pen.line(small), dim), (x, y))
            x += icon_w
        if instead:  # no room beside the figures: the reason in their place (hover: both),
            reason = [instead]  # written once by the loop below, on the figures' line
        detail_end = x
        for part in row.detail if not instead else ():
            detail_end = pen.write(surface, part, (x, y), small, dim).right
            y += pen.line(small)
        if row.detail or not offer.detail:
            y_reason = y
        else:  # figures beside the name: the reason under the name's line
            y_reason = rect.y + pen.px(3) + drop + pen.line(size, True)
        for part in reason:
            pen.write(surface, part, (rect.x + pen.px(8), y_reason), small, REASON)
            y_reason += pen.line(small)
        price = tr("free") if offer.price == 0 else str(offer.price)
        right = rect.right - pen.px(8)
        top = rect.y + pen.px(3) + drop + pen.line(size, True) // 2
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
        if reason:
            return
        at_foot = (right, rect.bottom - pen.px(3))
        beside = right - pen.width(offer.short, small) > detail_end + pen.px(8)
        if not offer.enabled and row.detail and offer.short and beside:  # after the figures
            pen.write(surface, offer.short, at_foot, small, REASON, anchor="bottomright")
            return
        if not offer.enabled and offer.why and (row.detail or len(row.label) > 1):
            pen.write(
                surface,
                "?",
                (right, rect.bottom - pen.px(3)),
                small,
                theme.TEXT_DIM,
                anchor="bottomright",
            )
        elif not offer.enabled and offer.why:  # one line: before the price, where it fits
            at = (right - self._price_width(offer) - pen.px(6), top)
            if offer.short and at[0] - pen.width(offer.short, small) > words_end + pen.px(6):
                pen.write(surface, offer.short, at, small, REASON, anchor="midright")
            elif at[0] - pen.width("?", small) > words_end + pen.px(2):
                pen.write(surface, "?", at, small, theme.TEXT_DIM, anchor="midright")

    def _instead_of_figures(self, offer: Offer, row: _Row, rect: pygame.Rect, x: int) -> str:
        """A refused offer's short reason when it goes on its one figures line in their
        place (it does not fit after them, it fits the row), else ""."""
        if offer.enabled or not offer.short or len(row.detail) != 1:
            return ""
        pen, small = self.pen, self.pen.size(12)
        right = rect.right - pen.px(8)
        wide = pen.width(offer.short, small)
        if right - wide > x + pen.width(row.detail[0], small) + pen.px(8):
            return ""  # it fits after the figures (``_offer_row``)
        return offer.short if wide <= right - rect.x - pen.px(8) else ""

    def _reason_lines(self, offer: Offer, rect: pygame.Rect, words_h: int) -> list[str]:
        """A refused offer's short reason wrapped on the lines its row has spare (rows are
        all as tall as the tallest); none when it needs more (never cut: the row keeps its
        "?", and its hover says the reason)."""
        if offer.enabled or not offer.short:
            return []
        pen = self.pen
        small = pen.size(12)
        spare = (rect.height - pen.px(6) - words_h) // pen.line(small)
        if spare < 1:
            return []
        lines = list(theme.wrap(offer.short, small, rect.width - pen.px(16)))
        return lines if len(lines) <= spare else []


__all__ = ["EconomyPanel", "Offer", "coins_for"]
