"""The Forge War players' mats: each seat's resources, adventurers, designs and quests; quest
management's picks (an adventurer, a design, a quest, then equip), the level choice, and their
drawing. The acting seat's mat is full, the others give way to their headers when room is short."""

from __future__ import annotations

import pygame

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.core.i18n import tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.actions import (
    Equip,
    Levels,
    Unassign,
)
from forgegames.games.forge_war.board_info import (
    types_words,
)
from forgegames.games.forge_war.state import FWState
from forgegames.ui import icons, theme
from forgegames.ui.boards.forge_war.look import (
    BAD,
    GOOD,
    KINDS,
    QUEST,
    fit,
)
from forgegames.ui.boards.forge_war.mat_header import MatHeader
from forgegames.ui.boards.forge_war.mat_rows import card_items, design_items
from forgegames.ui.boards.forge_war.mat_summary import summary_rows, summary_tip
from forgegames.ui.boards.forge_war.order_change import badge_words, change_words, last_reorder
from forgegames.ui.boards.forge_war.pen import TAGGED
from forgegames.ui.boards.forge_war.text import (
    Preview,
    weapon_text,
)


class MatsPanel(MatHeader):
    """The seats' mats."""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_mats(surface, self.board.view)

    def mats_least(self, x: int, width: int) -> int:
        """The least height of the mats: the acting seat's with its quests side by side (in
        every phase, clicked or not), the others' headers alone (see ``build_mats``)."""
        v, acting = self.board.view, self.board.acting()
        area = pygame.Rect(x, 0, width, 0)
        order = self.mat_order()
        heights = [
            self.mat_layout(v, seat, area, compact=seat != acting, dense=True, brief=True)[0]
            for seat in order
        ]
        return sum(heights) + self.px(5) * (len(order) - 1)

    def mats_least_any(self, x: int, width: int) -> int:
        """``mats_least`` for whichever seat's mat needs the most room while it acts: the
        market and the offer are laid out for it, so they keep their places when the phase or
        the turn changes who acts (playtest 15: they jumped up and down between phases)."""
        v = self.board.view
        area = pygame.Rect(x, 0, width, 0)
        order = self.mat_order()
        short, full = (
            [self.mat_layout(v, s, area, compact=c, dense=True, brief=True)[0] for s in order]
            for c in (True, False)
        )
        grow = max((f - c for f, c in zip(full, short, strict=True)), default=0)
        return sum(short) + max(0, grow) + self.px(5) * (len(order) - 1)

    def mat_order(self) -> list[int]:
        """The mats top to bottom: in seat order, each seat's mat in one place all game (a
        newcomer lost track of whose mat was whose when they swapped with the turn order);
        the turn order is each mat's badge ("1st", "2nd"...)."""
        return list(range(len(self.board.view.seats)))

    MAT_AIR = (8, 6, 4, 2, 0)
    """The space between a mat's rows (base-scale pixels) tried in turn, roomiest first."""

    def build_mats(self) -> None:
        """One mat per seat, full width, in seat order. When they do not all fit, they give
        way step by step, no word cut: the rows close up (where there is room, they stand
        apart: ``mat_layout``'s ``air``); the designs' metals go to their tags; the
        mats of seats not acting are summarised, their quests named whole; the acting seat's
        quests go side by side; the summaries keep to one line (the quests' progress without
        their names); last, the summarised mats show their headers alone. The acting seat's
        mat is laid out the same whether its chips are clicked now or not, so no mat changes
        height between phases (playtest 16: the mats grew when the quest phase began). Hover a
        summarised mat for everything on it. The acting seat's chips (adventurers, designs,
        quests) are clickable."""
        v = self.board.view
        me = self.board.me()
        acting = self.board.acting()
        area = self.rect
        gap = self.px(5)
        order = self.mat_order()
        others = [seat for seat in order if seat != acting]
        compact: set[int] = set()
        shared: list[int] = []  # the seats whose headers share one line (the last give-way)

        def total() -> int:
            heights = [layouts[seat][0] for seat in order if seat not in shared]
            heights += [self.shared_height()] if shared else []
            return sum(heights) + gap * (len(heights) - 1)

        for air in self.MAT_AIR:  # as much air between the rows as the room allows
            layouts = {
                seat: self.mat_layout(v, seat, area, compact=False, air=air) for seat in order
            }
            if total() <= area.height:
                break

        def give_way(seats, **how) -> None:
            for seat in sorted(seats, key=lambda x: -layouts[x][0]):
                if total() <= area.height:
                    return
                layouts[seat] = self.mat_layout(v, seat, area, **how)
                if how.get("compact"):
                    compact.add(seat)

        for metal in (TAGGED, False):  # the designs' metals in words first give up their room
            if total() > area.height:  # to their tags, after the words, then for the pictures
                layouts = {
                    seat: self.mat_layout(v, seat, area, compact=False, metal=metal)
                    for seat in order
                }
        mine = [acting] if acting in layouts else []
        give_way(others, compact=True)
        give_way(mine, compact=False, dense=True)
        give_way(others, compact=True, wrap=False)
        give_way(others, compact=True, brief=True)
        if not any(isinstance(a, (Equip, Unassign, Levels)) for a in self.board.legal):
            # last, and only where the mats would otherwise be cut: the acting seat's mat,
            # not clicked now, is summarised too (its height then changes with the phase)
            give_way(mine, compact=True, wrap=False)
            give_way(mine, compact=True, brief=True)
        if total() > area.height and len(others) > 1 and compact >= set(others):
            # last, rather than cut the acting seat's mat (a quest of its would go missing):
            # the others' headers side by side on one line, each its place and name (its
            # tooltip: the whole mat)
            shared.extend(others)
        for seat in order:  # room the last steps freed goes back to the summaries, in order
            for how in ({"wrap": False}, {}):
                if seat in compact and seat not in shared:
                    before = layouts[seat]
                    layouts[seat] = self.mat_layout(v, seat, area, compact=True, **how)
                    if total() > area.height or layouts[seat][0] < before[0]:
                        layouts[seat] = before
        self.compact = compact
        self.shared = set(shared)
        self.mat_layouts = {}
        self.mat_chip_boxes: dict[str, pygame.Rect] = {}  # every chip, drawn or not (a report)
        y = area.y
        row_y = None  # where the others' shared line is (at the first of them)
        for seat in order:
            height, chips, captions = layouts[seat]
            height = min(height, area.bottom - y)
            rect = pygame.Rect(area.x, y, area.width, height)
            if seat in self.shared:  # its share of the line the others' headers share
                first, row_y = row_y is None, y if row_y is None else row_y
                k, height = shared.index(seat), min(self.shared_height(), area.bottom - row_y)
                width = (area.width - gap * (len(shared) - 1)) // len(shared)
                rect = pygame.Rect(area.x + k * (width + gap), row_y, width, height)
                chips, captions, height = [], [], height if first else -gap
            self.board.rects[f"mat:{seat}"] = rect
            for k, r, *_rest in chips:
                self.mat_chip_boxes[f"mat:{seat}/{k}"] = r.move(0, y)
            moved = [
                (k, r.move(0, y), tip, text, style)
                for k, r, tip, text, style in chips
                if r.bottom + y <= rect.bottom
            ]
            self.mat_layouts[seat] = (moved, [(c, cy + y) for c, cy in captions])
            if v.mine is not None and v.phase not in ("wealth", "place") and not v.solo:
                # the badge ("1st") says what decides the order (playtest 21, item 9)
                at = (rect.x + self.mat_pad(), rect.y + self.px(3))
                badge = pygame.Rect(at, (self.badge_width(v, seat), self.px(18)))
                why = self.board.context.order_words(v)[1]
                change = change_words(v, seat, self.reorder())
                self.board.tips.append((badge, f"{change}\n{why}" if change else why))
            if v.mine is not None and seat not in self.shared:
                self.board.tips.append(
                    (self.workers_rect(v, seat, rect), self.workers_words(v, seat))
                )
                kind = self.scene.seat_kind(seat)
                if kind and not self.shows_kind(v, rect.width):
                    self.board.tips.append((self.name_rect(v, seat, rect), kind))
            if seat in compact:
                self.board.tips.append((rect, self.mat_summary(v, seat)))
            for key, r, tip, text, style in moved:
                if style == "quest":  # the count's own tooltip first (the first match shows)
                    self.board.tips.append(self.count_tip(v, seat, key[6:], r, text))
                self.board.tips.append((r, tip))
                if seat != me or style == "card":
                    continue
                kind, ident = key.split(":", 1)
                value: object = int(ident) if kind == "adv" else ident
                self.add(
                    key, r, lambda k=kind, x=value: self.pick_mat(k, x), self.live_mat(kind, value)
                )
            y += height + gap

    def equip_matches(self, kind: str, value: object) -> list[Equip]:
        chosen = dict(self.board.equip)
        chosen[kind] = value
        return [
            a
            for a in self.board.legal
            if isinstance(a, Equip)
            and all(
                want is None or getattr(a, field) == want
                for field, want in (
                    ("adv", chosen["adv"]),
                    ("design", chosen["design"]),
                    ("quest", chosen["quest"]),
                )
            )
        ]

    def level_choice(self) -> list[Levels]:
        return [a for a in self.board.legal if isinstance(a, Levels)]

    def live_mat(self, kind: str, value: object) -> bool:
        levels = self.level_choice()
        if levels:
            return kind == "adv" and any(value in a.advs for a in levels)
        if self.board.equip[kind] == value:
            return True
        if (
            kind == "adv"
            and not any(self.board.equip.values())
            and Unassign(value) in self.board.legal_set
        ):
            return True
        return bool(self.equip_matches(kind, value))

    def pick_mat(self, kind: str, value: object) -> None:
        levels = self.level_choice()
        if levels:
            self.pick_level(kind, value, levels)
            return
        if self.board.equip[kind] == value:
            self.board.equip[kind] = None
            self.board.changed()
            return
        if not self.equip_matches(kind, value):
            if kind == "adv" and Unassign(value) in self.board.legal_set:
                self.board.equip = {"adv": value, "design": None, "quest": None}
                self.board.changed()
                return
            self.board.refuse(self.sample_equip(kind, value))
            return
        self.board.equip[kind] = value
        if all(self.board.equip[k] is not None for k in ("adv", "design", "quest")):
            action = Equip(
                self.board.equip["adv"], self.board.equip["design"], self.board.equip["quest"]
            )  # type: ignore[arg-type]
            if action in self.board.legal_set:
                self.board.act(action)
                return
            self.board.equip[kind] = None
            self.board.refuse(action)
            return
        self.board.changed()

    def sample_equip(self, kind: str, value: object) -> Action:
        """An equip built from the click and the picks so far, for the engine's reason."""
        seat = self.board.me()
        data = self.board.view.seats[seat if seat is not None else 0]
        chosen = dict(self.board.equip)
        chosen[kind] = value
        adv = chosen["adv"] if chosen["adv"] is not None else data.advs[0].id
        design = chosen["design"] or data.designs[0]
        quest = chosen["quest"] or (data.quests[0].id if data.quests else "-")
        return Equip(adv, design, quest)  # type: ignore[arg-type]

    def pick_level(self, kind: str, value: object, levels: list[Levels]) -> None:
        if kind != "adv" or not any(value in a.advs for a in levels):
            self.scene.reject(
                Refusal(
                    tr("Choose the adventurers who gain a level: click them on your mat."),
                    "rewards",
                )
            )
            return
        if value in self.board.picks:
            self.board.picks.remove(value)
            self.board.changed()
            return
        self.board.picks.append(value)
        size = len(levels[0].advs)
        if len(self.board.picks) >= size:
            wanted = sorted(self.board.picks)
            for a in levels:
                if sorted(a.advs) == wanted:
                    self.board.act(a)
                    return
            self.board.picks = []
            self.board.refuse(Levels(tuple(wanted)))
            return
        self.board.changed()

    def equip_preview(self, qid: str) -> Preview | None:
        """The quest's requirement if the picked adventurer and design went on it (engine)."""
        seat = self.board.me()
        adv, design = self.board.equip["adv"], self.board.equip["design"]
        if seat is None or adv is None or design is None:
            return None
        action = Equip(adv, design, qid)  # type: ignore[arg-type]
        key = ("equip", self.board.history_len, action)
        if self.board.preview_cache is not None and self.board.preview_cache.key == key:
            return self.board.preview_cache
        if action not in self.board.legal_set:
            return None
        state = self.scene.view_after(action)
        req = next(r for r in info.quest_status(state, seat) if r.quest == qid)
        lines = [self.requirement_line(req)]
        self.board.preview_cache = Preview(key, tr("With this weapon on the quest:"), lines)
        return self.board.preview_cache

    def requirement_line(self, req) -> str:
        c = self.world.content
        card = c.all_quests[req.quest]
        missing = (
            tr(" (+3 for each missing type: {types})", types=types_words(req.missing))
            if req.missing
            else ""
        )
        verdict = tr("met") if req.met else tr("not met")
        return tr(
            "{name}, step {step} of {steps}: power {power} against {needed}{missing}: {verdict}",
            name=card.name,
            step=req.step + 1,
            steps=card.steps,
            power=req.power,
            needed=req.needed,
            missing=missing,
            verdict=verdict,
        )

    def mat_layout(
        self,
        v: FWState,
        seat: int,
        area: pygame.Rect,
        compact: bool,
        dense: bool = False,
        wrap: bool = True,
        metal: bool | str = True,
        brief: bool = False,
        air: int = 0,
    ):
        """(height, chips, captions) of one mat with its top at 0: chips are (key, rect,
        tooltip, text, style); captions (text, y). Painting reads exactly this. ``dense``: the
        quests side by side, two to a line, rather than one a line (for a crowded table).
        ``metal``: designs (and adventurers' weapons) named whole ('Copper Sword'); ``TAGGED``,
        the weapon's word and the metal's letter tag after it; False, or ``dense``, the tag in
        the picture's place ('I Sword': as wide as the picture, ``Pen.design_label``).
        A ``compact`` mat is its header and a summary: its quests named (``wrap``: on as many
        lines as they take) or, without ``wrap``, on one line, where the names do not fit, as
        their progress alone; ``brief``: the header alone. Its tooltip has everything. ``air``
        (pixels at the base scale, where the mats have the room): taller chips with that space
        between their rows and some under the last, so the rows do not sit against the mat's
        edge (playtest 3, item 8)."""
        c = self.world.content
        data = v.seats[seat]
        pad = self.mat_pad()
        size = self.px(12)
        words = self.mat_line()  # as tall as its words (the text floor makes them taller)
        air = 0 if compact else air
        line = words + self.px(air)  # from a row to the next
        chip_h = words - 1 + self.px(air // 2)
        x0, right = area.x + pad, area.right - pad
        y = self.px(24) + self.px(air // 2)
        chips: list[tuple[str, pygame.Rect, str, str, str]] = []
        captions: list[tuple[str, int]] = []
        if compact and brief:  # the header alone (hover the mat for the rest)
            return y + self.px(1), chips, captions
        if compact:  # ``wrap``: its summary may take two lines, its quests named whole
            captions.append(("summary" if wrap else "summary-line", y))
            rows = len(summary_rows(self, v, seat, area.width - 2 * pad, wrap))
            return y + rows * line + self.mat_foot(), chips, captions
        quest_index = {e.id: i + 1 for i, e in enumerate(data.quests)}
        cap_w = max(
            theme.font(size).size(tr(w))[0] for w in ("Adventurers", "Designs", "Cards", "Quests")
        )

        def flow(items, y, caption, widest=None):
            captions.append((caption, y))
            x = start = x0 + cap_w + self.px(8)
            for key, text, tip, style in items:
                w = min(self.pen.text_width(text, size) + self.px(10), widest or right - start)
                if x + w > right and x > start:
                    x = start
                    y += line
                chips.append((key, pygame.Rect(x, y, w, chip_h), tip, text, style))
                x += w + self.px(4)
            return y + line

        advs = []
        for a in data.advs:
            text = f"{{adventurer:{a.level}}}{a.level}"
            tip = tr("Adventurer {n}, level {lvl}", n=a.id + 1, lvl=a.level)
            if a.title:
                champ = c.champions[a.title]
                text = f"{{adventurer:{a.level}}} {champ.name}"
                tip += tr(", the {t} champion: {what}", t=champ.name, what=champ.text)
            if a.tokens:
                text += f" +{a.tokens}"
            if a.weapon:
                # its metal named as in Designs ("Iron Sword"): the icon's colour alone
                # told a newcomer nothing (playtest 4)
                text += " " + self.pen.design_label(a.weapon, metal=False if dense else metal)
                tip += tr(", carries {w}", w=weapon_text(self.world, a.weapon))
            if a.quest:
                text += f" → {{quest}}{quest_index.get(a.quest, '?')}"
                tip += tr(" On {q}.", q=c.card_name(a.quest))
            advs.append((f"adv:{a.id}", text, tip, "busy" if a.quest else "normal"))
        y = flow(advs, y, tr("Adventurers"))
        y = flow(design_items(self, v, seat, False if dense else metal), y, tr("Designs"))
        cards = card_items(self, v, seat)  # a stall is not a design to forge (ux32)
        if cards:
            y = flow(cards, y, tr("Cards"))
        texts = [f"{{quest}}{i + 1} {c.all_quests[e.id].name}" for i, e in enumerate(data.quests)]
        start = x0 + cap_w + self.px(8)
        widths = [
            self.quest_chip_width(v, seat, e.id, t)
            for e, t in zip(data.quests, texts, strict=True)
            if dense
        ]
        # side by side where two fit, each as wide as it needs; a quest too long for the
        # space beside the caption puts them all under each other, the mat's whole width
        # (issue 39: "Investigate the Kidnappin…")
        if dense and data.quests and max(widths) <= right - start:
            captions.append((tr("Quests"), y))
            x = start
            for i, e in enumerate(data.quests):
                text, w = texts[i], widths[i]
                if x + w > right and x > start:
                    x = start
                    y += line
                r = pygame.Rect(x, y, w, chip_h)
                chips.append((f"quest:{e.id}", r, self.quest_tip(v, seat, e.id), text, "quest"))
                x += w + self.px(4)
            return y + line + self.mat_foot(), chips, captions
        for i, entry in enumerate(data.quests):
            card = c.all_quests[entry.id]
            r = pygame.Rect(x0, y, right - x0, chip_h)
            tip = self.quest_tip(v, seat, entry.id)
            chips.append((f"quest:{entry.id}", r, tip, f"{{quest}}{i + 1} {card.name}", "quest"))
            y += line
        return y + self.mat_foot() + self.px(air // 3), chips, captions

    def mat_pad(self) -> int:
        """The air between a mat's sides and its chips: never under 6 pixels (at 1024x640
        the scaled 6 left 4, and the acting mat's 2-pixel frame touched them, issue 39)."""
        return max(6, self.px(6))

    def mat_foot(self) -> int:
        """The air under a mat's last row: never under 3 pixels (with the frame's 2, the
        last chip stood against it at 1024x640)."""
        return max(3, self.px(2))

    def quest_verdict(
        self, v: FWState, req, worded: bool = True
    ) -> tuple[str, tuple[int, int, int]]:
        """A quest row's verdict and its colour: its power against the power needed, with a
        green check when met, a red cross when it fails if its player finishes now
        (``info.quest_at_risk``), else plain: the step is still to be armed. The count says
        what it counts (playtest 26: "0/5", "5/5", then "3/3" at the next step read as three
        different things), unless ``worded`` is false (a row whose name needs the room)."""
        if worded:
            count = tr("power {power}/{needed}", power=req.shown_power, needed=req.needed)
        else:
            count = f"{req.shown_power}/{req.needed}"
        if req.met:
            return "{check} " + count, GOOD
        if info.quest_at_risk(v, req):
            return "{cross} " + count, BAD
        return count, theme.TEXT

    def count_tip(
        self, v: FWState, seat: int, qid: str, r: pygame.Rect, text: str
    ) -> tuple[pygame.Rect, str]:
        """Where a quest row's count is drawn (as ``draw_quest_row`` places it), and what it
        counts: the power carried on the quest against the power its current step needs,
        which is the next step's once a step is done."""
        req = next(x for x in info.quest_status(v, seat) if x.quest == qid)
        words = self.row_verdict(v, req, r, text)[0]
        width = self.pen.rich(words, self.px(12), GOOD, True).get_width()
        at = pygame.Rect(r.right - width - self.px(4), r.y, width + self.px(4), r.height)
        words = tr(
            "Power {power}/{needed}: the power of the weapons carried on this quest against "
            "the {needed} its step {step} of {steps} needs. It counts the current step only: "
            "once a step is done, it counts the next one.",
            power=req.shown_power,
            needed=req.needed,
            step=req.step + 1,
            steps=self.world.content.all_quests[qid].steps,
        )
        return at, words + "\n" + self.requirement_line(req)

    def quest_chip_width(self, v: FWState, seat: int, qid: str, text: str) -> int:
        """A quest row's width with its whole name, its track and its verdict (as
        ``draw_quest_row`` lays them out)."""
        req = next(x for x in info.quest_status(v, seat) if x.quest == qid)
        verdict = self.pen.rich(self.quest_verdict(v, req)[0], self.px(12), GOOD, True).get_width()
        track = self.quest_track_width(self.world.content.all_quests[qid])
        return self.pen.text_width(text, self.px(12)) + self.px(8) + track + self.px(14) + verdict

    def mat_summary(self, v: FWState, seat: int) -> str:
        """Everything on a summarised mat, for its tooltip (``mat_summary.summary_tip``)."""
        return summary_tip(self, v, seat)

    def mat_line(self) -> int:
        """A mat's line: as tall as a chip of words and icons, and a quest's step markers."""
        tall = self.pen.rich("{sword}Ag", self.px(12), theme.TEXT).get_height()
        return max(self.px(18), tall + 1, self.quest_pip() + 1)

    def quest_tip(self, v: FWState, seat: int, qid: str) -> str:
        req = next(r for r in info.quest_status(v, seat) if r.quest == qid)
        from forgegames.ui.boards.forge_war.text import quest_text

        return self.requirement_line(req) + "\n" + quest_text(self.world, qid)

    def mat_name(self, seat: int) -> str:
        return fit(self.scene.seat_name(seat), self.px(14), self.px(120), True)

    def reorder(self):
        """The order before the last mine phase's end and its round (``last_reorder``)."""
        return last_reorder(self.scene, self.__dict__.setdefault("order_memo", {}))

    def badge_width(self, v: FWState, seat: int) -> int:
        """The width of a mat's turn-order badge (see ``order_badge``)."""
        if v.players == 1:
            return -self.px(4)  # no badge in solo (and no gap after it)
        place = badge_words(v, seat, self.reorder())
        return self.pen.text_width(place, self.px(12), True) + self.px(10)

    def order_badge(self, surface, v: FWState, seat: int, pos) -> int:
        """The seat's place in this round's player order ("1st", "2nd"...) as a badge at the
        head of its mat: the mats keep their places (seat order), the badge says who plays
        when. The seat to play first has it in amber. Returns its width. In solo the one
        player's place says nothing: no badge (playtest 5)."""
        if v.players == 1:
            return self.badge_width(v, seat)
        place = badge_words(v, seat, self.reorder())
        first = v.order[0] == seat
        words = theme.text(place, self.px(12), theme.BG if first else theme.TEXT, True)
        badge = pygame.Rect(pos, (self.badge_width(v, seat), words.get_height() + self.px(2)))
        fill = theme.ACCENT if first else (78, 84, 100)
        pygame.draw.rect(surface, fill, badge, border_radius=badge.height // 2)
        surface.blit(words, words.get_rect(center=badge.center))
        return badge.width

    def draw_mats(self, surface, v: FWState) -> None:
        for seat in self.mat_order():
            rect = self.board.rects[f"mat:{seat}"]
            if seat in getattr(self, "shared", ()):
                self.draw_shared(surface, v, seat, rect)
            else:
                self.draw_mat(surface, v, seat, rect)

    def shared_height(self) -> int:
        """The line the others' headers share when even their headers alone leave the
        acting seat's mat too little room (``build_mats``): as tall as a header."""
        return self.px(24) + self.px(1)

    def draw_shared(self, surface, v: FWState, seat: int, rect: pygame.Rect) -> None:
        """A seat's header in its share of the line the others share: its place in the
        turn order, its mark and its name, then its gold and prestige where they fit."""
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=self.px(6))
        pad = self.mat_pad()
        x, y = rect.x + pad, rect.y + self.px(3)
        x += self.order_badge(surface, v, seat, (x, y + self.px(1))) + self.px(4)
        self.pen.seat_mark(surface, seat, (x + self.px(8), y + self.px(10)), self.px(8))
        x += self.px(20)
        data = v.seats[seat]
        stats = f"{{gold}} {data.gold} {{star}} {data.prestige}"
        stats_w = self.pen.text_width(stats, self.px(12), True)
        room = rect.right - pad - x
        wide = room - stats_w - self.px(8) >= self.pen.text_width(
            self.mat_name(seat), self.px(14), True
        )
        name = fit(
            self.mat_name(seat),
            self.px(14),
            room - (stats_w + self.px(8) if wide else 0),
            True,
        )
        look = self.scene.seat_colour(seat)
        x += self.pen.label(surface, name, (x, y + 1), 14, look.rgb, True) + self.px(8)
        if wide:
            self.pen.label(surface, stats, (x, y + 2), 12, theme.ACCENT, True)

    def draw_mat(self, surface, v: FWState, seat: int, rect: pygame.Rect) -> None:
        data = v.seats[seat]
        acting = seat == self.board.acting()
        look = self.scene.seat_colour(seat)
        pygame.draw.rect(
            surface, theme.PANEL_LIGHT if acting else theme.PANEL, rect, border_radius=self.px(6)
        )
        if acting:  # the others' mats are plain boxes: one frame stands out, the mover's
            pygame.draw.rect(surface, look.rgb, rect, 2, border_radius=self.px(6))
        pad = self.mat_pad()
        x, y = rect.x + pad, rect.y + self.px(3)
        x += self.order_badge(surface, v, seat, (x, y + self.px(1))) + self.px(4)
        self.pen.seat_mark(surface, seat, (x + self.px(8), y + self.px(10)), self.px(8))
        x += self.px(20)
        name = self.mat_name(seat)
        x += self.pen.label(surface, name, (x, y + 1), 14, look.rgb, True) + self.px(9)
        kind = self.scene.seat_kind(seat, short=True) if self.shows_kind(v, rect.width) else ""
        if kind:  # a computer player's strength, "(normal)" (playtest 16; the mats are full)
            x += self.pen.label(surface, kind, (x, y + 3), 12, theme.TEXT_DIM) + self.px(9)
        stats = f"{{gold}} {data.gold}  {{star}} {data.prestige}"
        x += self.pen.label(surface, stats, (x, y), 14, theme.ACCENT, True) + self.px(11)
        pool = data.pool
        for rid in KINDS:
            if KINDS[rid].stage > 1 and not pool.get(rid):
                continue
            x += self.pen.resource_chip(surface, rid, pool.get(rid, 0), (x, y + 1)) + self.px(7)
        if v.mine is not None:
            text = self.workers_label(v, seat, rect.width)  # (the cube's tooltip: in full)
            cube = pygame.Rect(x + self.px(2), y, self.pen.chip_side(), self.pen.chip_side())
            surface.blit(icons.icon(f"worker:{look.symbol}", cube.width, look.rgb), cube)
            self.pen.label(
                surface,
                fit(text, self.px(12), rect.right - cube.right - self.px(10)),
                (cube.right + self.px(4), y + 2),
                12,
                theme.TEXT_DIM,
            )
        chips, captions = self.mat_layouts.get(seat, ([], []))
        for caption, cy in captions:
            if caption.startswith("summary"):  # on one line, or two where it is long
                step = self.mat_line()
                wrap = caption == "summary"
                lines = summary_rows(self, v, seat, rect.width - 2 * pad, wrap)
                for i, text in enumerate(lines):
                    shown = self.pen.chip_text(text, rect.width - 2 * pad)
                    self.pen.label(
                        surface, shown, (rect.x + pad, cy + 1 + i * step), 12, theme.TEXT
                    )
                continue
            self.pen.label(surface, caption, (rect.x + pad, cy + 1), 12, theme.TEXT_DIM)
        for key, r, _tip, text, style in chips:
            if style == "quest":
                self.draw_quest_row(surface, v, seat, key[6:], r, text)
                continue
            fill = {"busy": (70, 78, 60), "card": (76, 62, 40)}.get(style, (50, 54, 66))
            pygame.draw.rect(surface, fill, r, border_radius=self.px(4))
            clip = surface.get_clip()
            surface.set_clip(r.clip(clip) if clip else r)
            shown = self.pen.chip_text(text, r.width - self.px(6))
            self.pen.label(surface, shown, (r.x + self.px(4), self.words_top(r)), 12)
            surface.set_clip(clip)

    def words_top(self, r: pygame.Rect) -> int:
        """Where a chip's line of words starts, centred in the chip (a chip with air is taller
        than its words)."""
        return r.y + max(0, r.height - (self.mat_line() - 1)) // 2

    def draw_quest_row(self, surface, v, seat: int, qid: str, r: pygame.Rect, text: str) -> None:
        c = self.world.content
        req = next(x for x in info.quest_status(v, seat) if x.quest == qid)
        card = c.all_quests[qid]
        entry = next(e for e in v.seats[seat].quests if e.id == qid)
        pygame.draw.rect(surface, QUEST, r, border_radius=self.px(4))
        words, colour = self.row_verdict(v, req, r, text)
        verdict = self.pen.rich(words, self.px(12), colour, True)
        top = self.words_top(r)
        surface.blit(verdict, (r.right - verdict.get_width() - self.px(4), top))
        tx = r.right - verdict.get_width() - self.px(10) - self.quest_track_width(card)
        self.draw_quest_track(surface, card, entry.pos, (tx, r.centery))
        name = self.pen.chip_text(text, tx - r.x - self.px(8))
        self.pen.label(surface, name, (r.x + self.px(4), top), 12)

    def row_verdict(
        self, v: FWState, req, r: pygame.Rect, text: str
    ) -> tuple[str, tuple[int, int, int]]:
        """The verdict a quest row at ``r`` shows: with its word where the row's name
        ``text`` still fits whole beside it, else the bare count (its tooltip says what it
        counts): the quest's name comes first (Spanish epic games cut it)."""
        card = self.world.content.all_quests[req.quest]
        for worded in (True, False):
            words, colour = self.quest_verdict(v, req, worded)
            verdict = self.pen.rich(words, self.px(12), colour, True).get_width()
            room = r.width - verdict - self.px(18) - self.quest_track_width(card)
            if self.pen.text_width(text, self.px(12)) <= room:
                break
        return words, colour

    PIP_GROWTH = 1.2
    """The most a quest's step markers grow in large print (more took the row's room from
    the quest's name)."""

    def quest_pip(self) -> int:
        """A quest track's step marker: as large as the other icons among words (20 px at
        1280x720; playtest 5 found the 9 px markers tiny), larger in large print (a mat's
        rows are as tall as they, ``mat_line``)."""
        return round(self.pen.icon_side() * min(theme.piece_factor(), self.PIP_GROWTH))

    def quest_track_width(self, card) -> int:
        pip = self.quest_pip()
        flags = sum(1 for end in card.leg_ends if end < card.steps)
        return card.steps * (pip + self.px(2)) + flags * self.leg_flag()

    def leg_flag(self) -> int:
        """The flag where a quest's leg ends, as large as a step marker."""
        return self.quest_pip()

    def draw_quest_track(self, surface, card, done: int, midleft) -> None:
        """A quest's steps as markers (lit once done), a flag where a leg ends."""
        pip = self.quest_pip()
        x, y = midleft
        ends = set(card.leg_ends)
        for i in range(card.steps):
            rgb = theme.ACCENT if i < done else (70, 72, 82)
            surface.blit(icons.icon("step", pip, rgb), (x, y - pip // 2))
            x += pip + self.px(2)
            if i + 1 in ends and i + 1 < card.steps:
                flag = icons.icon("leg", self.leg_flag())
                surface.blit(flag, (x, y - flag.get_height() // 2))
                x += self.leg_flag()
