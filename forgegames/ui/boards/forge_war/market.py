"""The Forge War market's panel: the round track, the spaces' rows (its cards, the clerk's designs,
the special spaces) and their measures, clicks and drawing; the clerk's tiles are measured and
drawn by ``clerk_row``."""

from __future__ import annotations

import math

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import count, language, tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.actions import (
    Clerk,
    TakeCard,
)
from forgegames.games.forge_war.board_info import (
    hire_cost,
    is_epic,
    stage_of,
    stage_round,
)
from forgegames.games.forge_war.state import FWState
from forgegames.ui import icons, theme
from forgegames.ui.boards.forge_war.clerk_row import CLERK_ROWS, ClerkRow
from forgegames.ui.boards.forge_war.faces import CardFaces
from forgegames.ui.boards.forge_war.look import (
    CARD_LIGHT,
    ROW3,
    SPACE_TIPS,
    TILE_FILL,
    empty_space_note,
    fit,
    fitted_note,
)
from forgegames.ui.boards.forge_war.part import FWPanel, Table
from forgegames.ui.boards.forge_war.row import (
    SpaceNeed,
    SpacePlan,
    Spacing,
    card_decks,
    plan_row,
)
from forgegames.ui.boards.forge_war.text import (
    card_price_line,
    card_text,
    clerk_text,
)


class MarketPanel(FWPanel):
    """The round track and the market's spaces."""

    row1_steady = False
    row1_form = 0
    """Row 1's heading form as last planned: 0 the state words beside the names, 1 or 2 under
    them (``row1_plan``)."""
    """Whether row 1 is as tall as it has been this game (``fit_market`` decides)."""

    def __init__(self, board: Table) -> None:
        super().__init__(board)
        self.faces = CardFaces(board)
        """Draws the cards (``faces``)."""
        self.clerk = ClerkRow(board, self.faces)
        """The clerk's row: its designs' tiles (``clerk_row``)."""
        self.row1_seen: dict[tuple[int, float], tuple[int, int]] = {}
        """Row 1's tallest height this round, by (width, scale): see ``steady_row1``."""
        self.row1_tallest: dict[tuple[int, float], int] = {}
        """Row 1's tallest height this game, by (width, scale): see ``steady_row1``."""
        self.row1_rows_seen: dict[tuple[int, float], tuple[int, int]] = {}
        """Row 1's most rows this round, by (width, scale): see ``row1_h``."""
        self.forms_seen: dict[tuple[int, float, str, int], int] = {}
        """Row 1's first heading form, by (width, scale, language, seats): ``steady_form``."""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_market(surface, self.board.view)

    def fit_market(self, width: int, room: int) -> int:
        """The market's height in ``room`` (what the offer and the mats' least leave): as
        its words need; where that is more, its notes go beside their names first, then the
        clerk's designs take fewer rows (``ClerkRow.most``: a name shortened, whole in its
        tooltip, rather than the acting seat's quests folded away)."""
        self.row1_steady = False
        self.clerk.most = CLERK_ROWS
        while self.clerk.most > 1 and self.market_need(width, notes=False) > room:
            self.clerk.most -= 1
        # row 1 as tall as it has been this game where that costs the clerk no row
        self.row1_steady = True
        need = self.market_need(width, notes=False)
        if need > room:
            self.row1_steady = False
            need = self.market_need(width, notes=False)
        return max(need, min(self.market_need(width), room))

    def note_forms(self, sp: str) -> tuple[str, ...]:
        """A row-3 space's note in ever shorter words, the first best (issue 39: at 1024x640
        the long ones took three lines and touched their boxes' foot); the whole is in the
        space's tooltip."""
        if sp == "barracks":
            return (
                tr("hire ({h} gold) or train", h=hire_cost(self.board.view)),
                tr("hire or train"),
            )
        if sp == "road":
            return tr("rush one of your quests"), tr("rush a quest")
        cards = count(len(self.board.view.market["discard"]), "card", "cards")
        return tr("{cards} (quest rewards)", cards=cards), cards

    def space_notes(self, width: int) -> dict[str, tuple[str, ...]]:
        """The barracks', road's and market discard's notes, in lines across a space
        ``width`` wide: the longest form that takes one line, else the shortest wrapped."""
        room = width - 2 * self.edge()
        found = {}
        for sp in ROW3:
            forms = self.note_forms(sp)
            one = [f for f in forms if self.pen.text_width(f, self.px(12)) <= room]
            found[sp] = (one[0],) if one else theme.wrap(forms[-1], self.px(12), room)
        return found

    def card_edge(self) -> int:
        """The air between a row-1 card's sides and its words: never under 6 pixels
        (playtest 14, item 9: at 1024x640 the scaled 4 left 3, and 'Adventurer Training'
        touched the card's edge)."""
        return max(6, self.px(6))

    def edge(self) -> int:
        """The air between a row-3 space's edge and its words: never under 4 pixels (at
        1024x640 the scaled 4 left 3, and the words touched the box)."""
        return max(4, self.px(5))

    def space_head(self) -> int:
        """A market space's name line (bold, above its note)."""
        return max(self.px(16), theme.font(self.px(13), True).get_linesize() + self.px(2))

    def space_tip(self, sp: str) -> str:
        """The barracks' or the road's tooltip, the whole of what its note may shorten (the
        barracks' price as this stage asks it: 'hire or train' leaves it out)."""
        return tr(SPACE_TIPS[sp], h=hire_cost(self.board.view))

    def row3_widths(self, width: int) -> list[int]:
        """The barracks', road's and discard's widths across ``width``: each as wide as its
        name and its note on one line need (the notes' longest forms, else their shortest),
        the spare shared evenly, when all three fit so; else a third each (their notes then
        take their shortest forms or wrap)."""
        gap = self.px(6)
        for form in (0, -1):
            needs = [
                max(
                    self.pen.text_width(self.pen.space_title(sp), self.px(13), True)
                    + max(
                        self.pen.text_width(tr(w), self.px(12))
                        for w in ("1 player a round", "taken this round", "open to all")
                    )
                    + self.px(20),
                    self.pen.text_width(self.note_forms(sp)[form], self.px(12))
                    + 2 * self.edge()
                    + 1,
                )
                for sp in ROW3
            ]
            spare = width - 2 * gap - sum(needs)
            if spare >= 0:
                widths = [n + spare // 3 for n in needs]
                widths[-1] += width - 2 * gap - sum(widths)
                return widths
        third = (width - 2 * gap) // 3
        return [third, third, width - 2 * gap - 2 * third]

    def market_need(self, width: int, notes: bool = True) -> int:
        """The market's height: the round track, the blacksmith's and bazaars' row, the
        clerk's, then the barracks', road's and discard's, with their notes wrapped under
        their names (``notes``) or not."""
        gap = self.px(6)
        lines = max(
            len(self.space_notes(w)[sp])
            for sp, w in zip(ROW3, self.row3_widths(width), strict=True)
        )
        row3 = self.px(38)
        if notes:
            row3 = max(row3, self.space_head() + lines * self.pen.word_h() + self.edge())
        return self.px(22) + self.row1_h(width) + gap + self.clerk.row_h(width) + gap + row3

    def row1_spaces(self) -> list[tuple[str, list[tuple[str, Action]]]]:
        """The blacksmith's and bazaars' spaces, each with the cards it offers."""
        v, seat = self.board.view, self.board.me()
        last = info.is_last_round(v) and v.phase in ("market", "quest", "rewards", "over")
        return [
            (sp.space, self.space_tiles(v, sp.space, last))
            for sp in info.market_spaces(v, seat if seat is not None else -1)
            if sp.space == "blacksmith" or sp.space.startswith("bazaar")
        ]

    def tile_words(self, cid: str) -> tuple[str, str]:
        """A row-1 card's name and its price line (icons in braces)."""
        c = self.world.content
        if cid in c.end_bonuses:
            taken = any(cid in data.end_bonuses for data in self.board.view.seats)
            price = tr("taken") if taken else tr("{n} gold", n=c.end_bonuses[cid].cost)
            return c.end_bonuses[cid].name, price
        return c.card_name(cid), card_price_line(self.board.view, cid).replace("★", "{star}")

    def row1_plan(self, width: int) -> tuple[list[SpacePlan], int, int]:
        """Where the row-1 spaces and their cards go across ``width``, one row's height and
        its heading's: a space's name (wrapped on two lines where that keeps the spaces on one
        row), then its cards, each tall enough for its name wrapped on whole words and its
        price."""
        size, margin = self.px(12), 2 * self.card_edge()
        needs = []
        for sp, tiles in self.row1_spaces():
            cards = tuple(self.card_least(cid) for cid, _ in tiles)
            needs += [SpaceNeed(sp, name, cards) for name in self.heading_needs(sp)]
        spacing = Spacing(self.px(6), self.px(5), self.px(4))
        # on one row: each space's state words beside its name; else under it; else under
        # the name wrapped under one another; two rows when none holds (ux40: the state
        # words were left out where the row gave them no room). The first form tried is the
        # one the widest cards that may come need (``steady_form``): the headings keep their
        # lines all game (playtest 20: "Blacksmith 1 a round" took two lines in round 2)
        plans = []
        for form in range(self.steady_form(width, needs, spacing), 3):
            plans = plan_row(needs[form::3], width, spacing)
            self.row1_form = form
            if not any(p.row for p in plans):
                break
        else:  # two rows (each space has room there: the state words beside the names)
            plans = plan_row(needs[::3], width, spacing)
            self.row1_form = 0
        head = self.row1_head()
        lines = max((len(self.space_name_lines(p.space, p.width)) for p in plans), default=1)
        head += (lines - 1) * theme.font(self.px(13), True).get_linesize()
        if any(self.state_below(p.space, p.width) for p in plans):
            head += theme.font(self.px(12)).get_linesize()
        line, price_line = theme.font(size, True).get_linesize(), self.pen.icon_line()
        tallest = 0
        tiles = dict(self.row1_spaces())
        for plan in plans:
            for (cid, _), w in zip(tiles[plan.space], plan.cards, strict=True):
                name, price = self.tile_words(cid)
                names = len(theme.try_wrap(name, size, w - margin, True))
                prices = len(self.price_lines(cid, w))
                tallest = max(tallest, names * line + prices * price_line)
        if not any(plan.cards for plan in plans):  # 'sold out' alone, under the heading
            low = self.px(24) + head - self.row1_head() + self.pen.word_h() + self.px(5)
            return plans, self.steady_row1(width, low), head
        card_h = self.px(5) + tallest + self.px(3)
        return plans, self.steady_row1(width, max(self.px(70), head + card_h + self.px(3))), head

    def card_least(self, cid: str) -> int:
        """The least width of a row-1 card: its name's longest word, its price's longer part
        (the price may go on two lines: gold, prestige), with the card's margins."""
        size = self.px(12)
        name, price = self.tile_words(cid)
        widest = max(self.pen.text_width(w, size, True) for w in name.split())
        taken = self.px(20) if price == tr("taken") else 0
        part = max(self.pen.text_width(w, size) for w in price.split(" · ")) + taken
        return max(widest, part) + 2 * self.card_edge()

    def heading_needs(self, sp: str) -> tuple[int, int, int]:
        """A row-1 space's width for its heading in each form: its state words beside its
        name, under it, under the name wrapped word by word; with room for a seat's mark
        before one stands there (one seat a round), so the name does not wrap once taken."""
        head_px = self.px(13)
        room = self.px(10) + max(1, self.space_marks(sp)) * self.px(16)
        title = self.pen.space_title(sp)
        whole = self.pen.text_width(title, head_px, True)
        word = max(self.pen.text_width(w, head_px, True) for w in title.split())
        under = self.state_need(sp)  # the state words on a line of their own
        return whole + under + room, max(whole, under) + room, max(word, under) + room

    def steady_form(self, width: int, needs: list[SpaceNeed], spacing: Spacing) -> int:
        """The first heading form row 1 tries (``row1_plan``): the first that keeps one row
        with the widest card that may come in each card's place, worked out once a game at
        each width (the last round's end bonuses follow it too); at most the state words
        under whole names (names wrapped too would cost the mats a line in every round)."""
        v = self.board.view
        key = (width, self.s, language(), v.players)
        if key not in self.forms_seen:
            worst = self.widest_cards()
            spaces = [need.space for need in needs[::3]]
            cards = {sp: card_decks(sp, v.players) for sp in spaces}
            wide = [
                SpaceNeed(sp, name, tuple(worst[deck] for deck in cards[sp]))
                for sp in spaces
                for name in self.heading_needs(sp)
            ]
            forms = [
                f for f in range(3) if not any(p.row for p in plan_row(wide[f::3], width, spacing))
            ]
            self.forms_seen[key] = min(forms, default=1)
        return self.forms_seen[key]

    def widest_cards(self) -> dict[str, int]:
        """The widest least width (``card_least``) of the cards each deck may turn up: the
        blacksmith's weapons, the bazaar's bonus and single-use cards, of every stage."""
        c = self.world.content
        decks = {
            "weapon": [w for w, card in c.all_weapons.items() if card.where == "deck"],
            "bonus": list(c.all_bonus),
            "single": list(c.all_single_use),
        }
        return {deck: max(map(self.card_least, ids), default=0) for deck, ids in decks.items()}

    def steady_row1(self, width: int, h: int) -> int:
        """The row-1 height ``h`` as tall as it has been this round at this width: the cards
        bought out of a row leave its place (and every row under it) where it was, as King's
        Forge's gather row does (playtest 7: a purchase collapsed the row, the quests moved up
        and a tooltip then covered them); and as tall as it has been this game where the room
        holds that (``row1_steady``, see ``fit_market``), so a new round's cards with shorter
        names leave the rows under them where they were (playtest 15: they jumped up and down
        from round to round)."""
        key, rnd = (width, self.s), self.board.view.round
        was = self.row1_seen.get(key)
        self.row1_seen[key] = (rnd, max(h, was[1]) if was and was[0] == rnd else h)
        tallest = self.row1_tallest[key] = max(h, self.row1_tallest.get(key, 0))
        return tallest if self.row1_steady else self.row1_seen[key][1]

    def price_lines(self, cid: str, width: int) -> list[str]:
        """A row-1 card's price across a card ``width`` wide: on one line, or its gold and
        its prestige on two."""
        price = self.tile_words(cid)[1]
        taken = self.px(20) if price == tr("taken") else 0
        if self.pen.text_width(price, self.px(12)) + taken <= width - 2 * self.card_edge():
            return [price]
        return price.split(" · ")

    def space_name_lines(self, sp: str, width: int) -> tuple[str, ...]:
        """A market space's name across a space ``width`` wide, its seats' marks beside it (a
        row-1 space's mark's room kept before one stands there; where the row's heading form
        wraps names, at its least width: its name wraps the same all game, playtest 20)."""
        if self.row1_form == 2 and self.state_need(sp):
            width = min(width, self.heading_needs(sp)[2])
        room = width - 2 * self.edge() - self.marks_room(sp)
        return theme.wrap(self.pen.space_title(sp), self.px(13), room, True)

    def state_need(self, sp: str) -> int:
        """The room a row-1 space's state words ('1 a round', 'in use') take beside its
        name: the wider short form, so the row keeps its shape once the space is taken. 0
        for the other spaces (their rows measure their own)."""
        if not (sp == "blacksmith" or sp.startswith("bazaar")):
            return 0
        forms = ("end bonus",) if info.is_last_round(self.board.view) else ("1 a round", "in use")
        return self.px(6) + max(self.pen.text_width(tr(w), self.px(12)) for w in forms) + 1

    def state_below(self, sp: str, width: int) -> bool:
        """A row-1 space ``width`` wide has its state words under its name where they fit on
        a line of their own: always when the row's heading form puts them there
        (``steady_form``, so the headings keep their lines all game), else where there is no
        room beside the name's last line."""
        if not self.state_need(sp):
            return False
        last = self.space_name_lines(sp, width)[-1]
        room = width - 2 * self.edge() - self.marks_room(sp)
        need = self.state_need(sp)
        beside = room - self.pen.text_width(last, self.px(13), True) >= need
        return (self.row1_form >= 1 or not beside) and need <= room + self.px(6)

    def marks_room(self, sp: str) -> int:
        """The room the seats' marks take beside a space's name: a row-1 space (one seat a
        round) keeps a mark's room while none stands there."""
        marks = self.space_marks(sp)
        return (max(1, marks) if self.state_need(sp) else marks) * self.px(16)

    def space_marks(self, sp: str) -> int:
        """How many seats' marks stand beside a market space's name."""
        seat = self.board.me()
        for space in info.market_spaces(self.board.view, seat if seat is not None else -1):
            if space.space == sp:
                return len(space.taken_by)
        return 0

    def row1_head(self) -> int:
        """A row-1 space's name line above its cards."""
        return max(self.px(18), theme.font(self.px(13), True).get_linesize() + 2)

    def row1_h(self, width: int) -> int:
        """The blacksmith's and bazaars' rows (one or two) across ``width``."""
        plans, h, _head = self.row1_plan(width)
        rows = 1 + max((p.row for p in plans), default=0)
        # as many rows as this round has had: a purchase that lets the spaces share one row
        # leaves the rows under them where they were (``steady_row1``)
        seen = self.row1_rows_seen
        key, rnd = (width, self.s), self.board.view.round
        was = seen.get(key)
        rows = max(rows, was[1]) if was and was[0] == rnd else rows
        seen[key] = (rnd, rows)
        return rows * h + (rows - 1) * self.px(6)

    def build_market(self) -> None:
        v = self.board.view
        s = self.s
        mr = self.rect
        seat = self.board.me()
        spaces = {sp.space: sp for sp in info.market_spaces(v, seat if seat is not None else -1)}
        gap, bpad = self.px(6), self.px(5)
        self.build_round_track(v)
        # row 1: blacksmith and the bazaar space(s), on two rows when one cannot hold them
        y1 = mr.y + self.px(22)
        plans, h1, head = self.row1_plan(mr.width)
        tiles_in = dict(self.row1_spaces())
        for plan in plans:
            y = y1 + plan.row * (h1 + gap)
            self.board.rects[f"space:{plan.space}"] = pygame.Rect(mr.x + plan.x, y, plan.width, h1)
            tx = mr.x + plan.x + bpad
            for (cid, action), tile_w in zip(tiles_in[plan.space], plan.cards, strict=True):
                r = pygame.Rect(tx, y + head, tile_w, h1 - head - self.px(3))
                self.add_tile(f"card:{cid}", r, action)
                self.board.tips.append((r, card_text(self.world, cid)))
                tx += tile_w + self.px(4)
        h1 = self.row1_h(mr.width)
        # row 2: the clerk's public designs
        y2 = y1 + h1 + gap
        h2 = self.clerk.row_h(mr.width)
        self.board.rects["space:clerk"] = pygame.Rect(mr.x, y2, mr.width, h2)
        tile_y, tile_h = y2 + self.clerk.head_h(), self.clerk.tile_h()
        for row in self.clerk.rows(mr.width):
            x2 = mr.x + bpad
            for d, tw in zip(row, self.clerk.widths(mr.width - 2 * bpad, row), strict=True):
                r = pygame.Rect(x2, tile_y, tw, tile_h)
                x2 += tw + self.px(4)
                self.add_tile(f"clerk:{d}", r, Clerk(d))
                self.board.tips.append((r, clerk_text(v, d, self.scene.seat_name)))
            tile_y += tile_h + self.px(4)
        # row 3: barracks, road, market discard
        y3 = y2 + h2 + gap
        h3 = mr.bottom - y3
        x3 = mr.x
        for sp, w3 in zip(ROW3, self.row3_widths(mr.width), strict=True):
            r = pygame.Rect(x3, y3, w3, h3)
            x3 += w3 + gap
            if sp == "discard":
                options = [a for a in self.board.legal if isinstance(a, TakeCard)]
                self.add(
                    "space:discard", r, self.board.open_popup(options, r, "discard"), bool(options)
                )
                names = sorted({self.world.content.card_name(c) for c in v.market["discard"]})
                self.board.tips.append(
                    (r, tr("Market discard: {cards}", cards=", ".join(names) or tr("no cards yet")))
                )
                continue
            options = list(spaces[sp].actions) if sp in spaces else []
            self.add(f"space:{sp}", r, self.board.open_popup(options, r, sp), bool(options))
            self.board.tips.append((r, self.space_tip(sp)))
            self.board.tip_rules[tuple(r)] = "market"
        del s
        if self.resting():  # dimmed, still readable; its tooltips say when it is used
            spaces_at = [r for key, r in self.board.rects.items() if key.startswith("space:")]
            self.board.dimmed.extend(spaces_at)
            note = tr("Not now: the market's cards and spaces are used in the market phase.")
            self.board.resting.append((spaces_at[0].unionall(spaces_at[1:]), note))

    def resting(self) -> bool:
        """True while no click uses the market in this phase (playtest 12: what cannot be
        used looks it): outside the market phase, unless a choice takes a card from it."""
        if self.board.view.phase in ("market", "setup", "over"):
            return False
        return not any(t.live for t in self.places)

    @staticmethod
    def round_caption(v: FWState) -> str:
        """The round track's caption: the stage in the epic game, else "Round"."""
        return tr("Stage {n}", n=stage_of(v)) if is_epic(v) else tr("Round")

    def round_dot(self) -> int:
        """A round circle's diameter: 16 px at 1280x720, and never less than its digit's ink
        needs with a pixel of air all round (text has a least size that the layout's scale
        does not shrink: at 1024x640 the digits were bigger than 16 px circles, playtest 5)."""
        ink = pygame.Rect(0, 0, 0, 0)
        for digit in "12345678":
            ink.union_ip(theme.text(digit, self.px(12), theme.TEXT, True).get_bounding_rect())
        reach = 2 * math.hypot(ink.width / 2, ink.height / 2)  # the ink's corners on the circle
        return max(self.px(16), math.ceil(reach) + 2)

    def build_round_track(self, v: FWState) -> None:
        """The round track: a circle a round (the epic game's: the stage's six rounds, each
        bonus tile of the stage right after the round at whose end it is paid)."""
        mr = self.rect
        c = self.world.content
        track_info = info.round_track(v)
        rounds, here = track_info.rounds, track_info.tiles
        words = self.round_caption(v)
        caption = theme.font(self.px(13)).size(words)[0] + self.px(10)  # then the circles
        dot = self.round_dot()
        step = dot + self.px(2)
        track_w = (rounds + len(here)) * step + caption
        track = pygame.Rect(mr.right - track_w, mr.y, track_w, step)
        self.board.rects["rounds"] = track
        x = track.x + caption
        for i in range(1, rounds + 1):
            self.board.rects[f"round:{i}"] = pygame.Rect(x, mr.y + self.px(1), dot, dot)
            x += step
            for tile, paid_after in here:
                if paid_after != i:
                    continue
                rect = pygame.Rect(x + self.px(1), mr.y + self.px(1), dot - 1, dot - 1)
                self.board.rects[f"tile:{tile}"] = rect
                about = c.bonus_tiles[tile]
                tip = tr(
                    "{name} bonus tile, paid at the end of round {r} of this stage: {about}",
                    name=about.name,
                    r=paid_after,
                    about=about.text,
                )
                self.board.tips.append((rect, tip))
                self.board.tip_rules[tuple(rect)] = "bonus-tiles"
                x += step

    def space_tiles(self, v: FWState, space: str, last: bool) -> list[tuple[str, Action]]:
        """(card or end-bonus id, the action that takes it) shown on a row-1 space."""
        return info.space_offers(v, space, last)

    def add_tile(self, key: str, rect: pygame.Rect, action: Action) -> None:
        """A market card (the blacksmith's, a bazaar's) or a clerk's design. In the market
        phase, one the screen cannot take now is dimmed and its tooltip starts with why: too
        dear for the person choosing (playtest 3, item 10: unaffordable designs looked like
        the others), or no move of theirs at all, their turn held for End turn or another
        seat's (playtest 19, item 6: after Bruno passed, the cards he could not take came
        back bright). Only the engine's legal moves light a card."""
        live = action in self.board.legal_set
        self.add(key, rect, self.board.act_or_refuse(action), live)
        if not live and self.board.view.phase == "market":
            self.board.greyed[key] = action
            self.board.dimmed.append(rect)

    def draw_market(self, surface, v: FWState) -> None:
        mr = self.rect
        x = mr.x + self.px(2)
        x += self.pen.label(surface, tr("Market"), (x, mr.y), 14, theme.ACCENT, True) + self.px(8)
        track = self.board.rects["rounds"]
        if self.resting():  # when it is used, where the words fit left of the round track
            room = track.x - self.px(8) - x
            shorter = (tr("used in the market phase"), tr("in the market phase"))
            when = next((w for w in shorter if self.pen.text_width(w, self.px(12)) <= room), "")
            if when:
                self.pen.label(surface, when, (x, mr.y + self.px(2)), 12, theme.TEXT)
        first = v.round - stage_round(v) + 1  # the stage's first round (the simple game's 1)
        i = 1
        while f"round:{i}" in self.board.rects:
            n = first + i - 1
            done = n < v.round or v.phase == "over"
            now = n == v.round and v.phase != "over"
            colour = theme.ACCENT if now else (theme.BORDER if done else theme.PANEL_LIGHT)
            self.draw_round_dot(surface, i, colour, (20, 20, 24) if now else theme.TEXT)
            i += 1
        self.pen.label(surface, self.round_caption(v), (track.x, mr.y + 1), 13, theme.TEXT_DIM)
        for key, rect in self.board.rects.items():
            if key.startswith("tile:"):
                self.draw_bonus_tile(surface, key[5:], rect)
        seat = self.board.me()
        spaces = {sp.space: sp for sp in info.market_spaces(v, seat if seat is not None else -1)}
        last = info.is_last_round(v)
        for key, rect in self.board.rects.items():
            if not key.startswith("space:"):
                continue
            sp = key[6:]
            self.draw_space(surface, v, sp, rect, spaces.get(sp), last)
        for key, rect in self.board.rects.items():
            if key.startswith("card:"):
                self.faces.draw_card_tile(surface, key[5:], rect)
            elif key.startswith("clerk:"):
                self.clerk.draw_tile(surface, v, key[6:], rect)

    def draw_round_dot(self, surface, i: int, colour, digit_rgb) -> None:
        """Round ``i``'s circle with its digit inside (sized by ``round_dot``), the digit's
        ink centred rather than its line (whose room for descenders pushed it up and out)."""
        rect = self.board.rects[f"round:{i}"]
        pygame.draw.circle(surface, colour, rect.center, rect.width // 2)
        num = theme.text(str(i), self.px(12), digit_rgb, True)
        ink = num.get_bounding_rect()
        surface.blit(num, (rect.centerx - ink.centerx, rect.centery - ink.centery))

    def draw_bonus_tile(self, surface, tile: str, rect: pygame.Rect) -> None:
        """A bonus tile on the round track, after the round at whose end it is paid."""
        pygame.draw.rect(surface, TILE_FILL, rect, border_radius=self.px(3))
        pygame.draw.rect(surface, CARD_LIGHT, rect, 1, border_radius=self.px(3))
        picture = icons.icon(self.tile_icon(tile), rect.height - 2)
        surface.blit(picture, picture.get_rect(center=rect.center))

    def tile_icon(self, tile: str) -> str:
        """A bonus tile's picture, by what it counts: workers (a cube), quests (an
        adventurer), a stockpile (its metal), champions (a star) or designs (a scroll)."""
        card = self.world.content.bonus_tiles[tile]
        if card.kind == "stockpile" and card.resource:
            return card.resource
        return {
            "industrious": "worker",
            "adventurous": "adventurer",
            "decorated": "star",
            "knowledge": "quest",
        }.get(card.kind, "star")

    @staticmethod
    def space_state(space, short: bool = False) -> str:
        """A space's state beside its name, in words that cannot be misread: a closed space
        (one player a round) says so while free and 'taken' once someone stands on it; an
        open one says anyone may use it. (The rulebook's 'closed' means one player a round, not
        shut: its cards are lit and buyable while it is free.)"""
        if not space.closed:
            return tr("open") if short else tr("open to all")
        if space.taken_by:
            return tr("in use") if short else tr("taken this round")
        return tr("1 a round") if short else tr("1 player a round")

    def draw_space(self, surface, v: FWState, sp: str, rect: pygame.Rect, space, last) -> None:
        # a filled box without a frame: the cards inside have theirs (playtest 4: "crowded",
        # a frame in a frame in a frame)
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=self.px(6))
        x = rect.x + self.edge()
        y = rect.y + self.px(2)
        names = self.space_name_lines(sp, rect.width)
        step = theme.font(self.px(13), True).get_linesize()
        for line in names[:-1]:  # a long name (in a narrow space) wraps: the last line's
            self.pen.label(surface, line, (x, y), 13, theme.TEXT, True)  # marks go beside it
            y += step
        extra = (len(names) - 1) * step  # what the wrapped name pushes down
        w = self.pen.label(surface, names[-1], (x, y), 13, theme.TEXT, True)
        marks = len(space.taken_by) * self.px(16) if space is not None else 0
        x += w + self.px(6)
        if self.state_below(sp, rect.width):  # on a line of its own (``row1_plan``)
            x, y = rect.x + self.edge(), y + step
            extra += theme.font(self.px(12)).get_linesize()
        if space is not None:
            kinds = [self.space_state(space), self.space_state(space, short=True)]
            if last and (sp == "blacksmith" or sp.startswith("bazaar")):
                kinds = [tr("end bonus")]
            room = rect.right - self.edge() - marks - x
            kind = next((k for k in kinds if theme.font(self.px(12)).size(k)[0] < room), "")
            if kind:
                x += self.pen.label(surface, kind, (x, y + 1), 12, theme.TEXT_DIM) + self.px(6)
            for seat in space.taken_by:
                self.pen.seat_mark(surface, seat, (x + self.px(7), y + self.px(8)))
                x += self.px(16)
        if sp in ROW3:
            sub = self.note_forms(sp)[-1]
        elif sp.startswith("bazaar") or sp == "blacksmith":
            if not self.space_tiles(v, sp, last and v.phase != "mine"):
                at = (rect.x + self.px(6), rect.y + self.px(24) + extra)
                # fitted to the box: a longer note would run under the next box, which
                # would paint over it unseen (and out of the text report)
                room = rect.right - at[0] - self.px(4)
                sub = fitted_note(empty_space_note(v.phase), self.px(12), room)
                self.pen.label(surface, sub, at, 12, theme.TEXT_DIM)
            return
        else:
            if not v.market["public"]:
                self.pen.label(
                    surface,
                    tr("none"),
                    (rect.x + self.px(6), rect.y + self.px(22)),
                    12,
                    theme.TEXT_DIM,
                )
            return
        lines = self.space_notes(rect.width)[sp]
        head = self.space_head()
        if rect.height < head + len(lines) * self.pen.word_h():  # no room under the name
            self.pen.label(
                surface,
                fit(sub, self.px(12), rect.right - x - self.px(4)),
                (x, y + 1),
                12,
                theme.TEXT_DIM,
            )
            return
        y = rect.y + head
        for line in lines:  # under the name, on as many lines as the space's width needs
            self.pen.label(surface, line, (rect.x + self.edge(), y), 12, theme.TEXT_DIM)
            y += self.pen.word_h()
