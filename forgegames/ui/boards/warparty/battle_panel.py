"""Warparty's battle panel: one battle (or ranged volley) drawn like Battle for Wesnoth's attack
prediction.

Attackers stand on the left, defenders on the right, each side in columns by row (row 1
nearest the middle). A crowded side shrinks its cards, then lets identical units share a card
(×N, as the map's counters do), then drops each card's lesser lines, so cards never overlap.
Above them, the whole battle's odds (worked out by the caller with ``odds.battle_odds``);
below, what the next attack needs and how likely it is to wound, the latest dice, and buttons
for the moves that are legal now. Every number comes from ``combat`` (``legal_actions``,
``default_target``, ``hit_chance``): the panel repeats no rule.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import pygame

from forgegames.core.i18n import decimal, ntr, tr
from forgegames.games.warparty.actions import Target
from forgegames.games.warparty.board_info import (
    ATTACKER,
    DEFENDER,
    Battle,
    Fighter,
    Odds,
    battle_moves,
)
from forgegames.ui import icons, theme
from forgegames.ui.boards.warparty.battle_buttons import NO_FIGHT, BattleButtons, FightControls
from forgegames.ui.boards.warparty.battle_dice import RolledDie
from forgegames.ui.boards.warparty.battle_layout import (
    CHIP,
    COMPACT,
    FULL,
    LINE_SLACK,
    BattleLayout,
    Card,
    apart,
    card_count,
    figures_height,
)
from forgegames.ui.boards.warparty.battle_round import RoundRecap, draw_recap
from forgegames.ui.boards.warparty.battle_words import INDENT, ROW_NAMES, BattleWords, ability_tags
from forgegames.ui.boards.warparty.pen import (
    GOOD,
    RGB,
    SUNKEN,
    Pen,
    draw_focus_ring,
    percent,
    signed,
)
from forgegames.ui.boards.warparty.pictures import UNIT_KINDS
from forgegames.ui.widgets import Button

DUE = theme.ACCENT
"""Outline of units whose attack is due now."""
SELECTED = theme.TEXT
"""Outline of the attacker picked (white, like the map's picked stack: the keyboard's focus
ring is the light blue one)."""
TARGET = GOOD
"""Outline of the units the selected attacker may attack."""
ROLLING = theme.DANGER
"""Outline of the two units a pending die is rolled for."""
BOTH_COLOUR = (120, 124, 136)
DOWN_FILL = (34, 36, 42)


class BattlePanel(BattleLayout, BattleWords, BattleButtons):
    """Draws one ``Battle`` in a rectangle and answers what is under the mouse.

    ``layout`` once per size; ``draw`` after every change, with who is choosing and what
    the mouse selects; ``card_at``, ``fighter_at`` and ``button_at`` answer clicks as last
    drawn; ``cards`` and ``button_rects`` say where things go before drawing (the keyboard
    walk). The panel keeps no game state: the board view owns the battle and the selection.
    """

    def __init__(self, kinds: Mapping[tuple[str, str], str] | None = None) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.pen = Pen()
        self.kinds = dict(kinds or {})
        """Each unit's kind by (army, unit id): its emblem goes before its name on a card."""
        self._header = self._sides = self._info = pygame.Rect(0, 0, 0, 0)
        self._boxes: tuple[pygame.Rect, pygame.Rect] = (self.rect, self.rect)
        """Each side's part (heading and cards), attackers' first."""
        self._cards: list[Card] = []
        self._ident_below: dict[int, str] = {}
        """A card's number moved from its name line to its last line (a long name)."""
        self._laid: tuple[Battle, list[Card]] | None = None
        self._geometry: tuple[Battle, list[Card]] | None = None
        """The cards as laid out for the battle as first seen (``BattleLayout.cards``)."""
        self._plan: Battle | None = None
        """The battle as first seen, and the latest round of it seen since."""
        self._plan_round = 0
        self._buttons: dict[str, Button] = {}
        """Every button as last drawn, by the name of what it does now (disabled ones too)."""
        self._laid_buttons: tuple[tuple, dict[str, Button]] | None = None
        self._slots: dict[str, pygame.Rect] = {}
        """Each of ``SLOTS``' place: fixed for a layout."""
        self._language = ""
        self.recap: RoundRecap | None = None
        self._colours: tuple[RGB, RGB] = (theme.TEXT, theme.TEXT)
        self._drawn: dict[str, pygame.Rect] = {}
        self._lines: tuple[Battle, dict[tuple, list[tuple[str, str]]]] | None = None
        """The prediction box's lines for the battle on screen, by what else they show."""

    # --- drawing --------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        battle: Battle,
        *,
        names: tuple[str, str],
        colours: tuple[RGB, RGB],
        choosing: int | None,
        selected_attacker: int | None,
        hover_target: int | None,
        whole_odds: Odds | None,
        last_rolls: Sequence[str] = (),
        mouse: tuple[int, int] | None = None,
        fight: FightControls = NO_FIGHT,
        dice: Sequence[RolledDie] = (),
        summary: Sequence[str] = (),
        recap: RoundRecap | None = None,
    ) -> None:
        """Draw ``battle``. ``names`` and ``colours`` are the attackers' and the defenders';
        ``choosing`` is the side a person picks moves for at this screen (None: nobody here);
        ``whole_odds`` None shows the odds as being worked out; ``last_rolls`` are short lines
        about the latest dice, oldest first; ``mouse`` lights the button under the pointer;
        ``fight`` is what the Fight it out buttons show; ``dice`` the latest blow's dice;
        ``summary`` an ended battle's lines (losses and survivors), under its outcome;
        ``recap`` the round Fight it out has just fought, in the info box."""
        self._drawn = {}
        self.summary = tuple(summary)
        self.recap, self._colours = recap, colours
        pygame.draw.rect(surface, theme.BG, self.rect)
        pygame.draw.rect(surface, theme.BORDER, self.rect, 1)
        self._draw_header(surface, battle, names, colours, choosing, whole_odds)
        self._make_room_for_info(battle, names, selected_attacker)
        self._draw_sides(surface, battle, names, colours, selected_attacker, hover_target)
        self._draw_info(surface, battle, names, selected_attacker, hover_target)
        self._draw_dice_and_buttons(
            surface, battle, choosing, fight, last_rolls, mouse, dice, colours
        )

    def _draw_header(
        self,
        surface: pygame.Surface,
        battle: Battle,
        names: tuple[str, str],
        colours: tuple[RGB, RGB],
        choosing: int | None,
        whole: Odds | None,
    ) -> None:
        pen, area = self.pen, self._header
        self._drawn["header"] = area
        size = pen.size(17)
        if battle.volley:
            title = tr("Ranged attack: {a} shoot at {d}", a=names[0], d=names[1])
        elif battle.outcome is not None:  # (playtest 31: "round 6: Goblins attack" read as
            title = ntr(  # still going, beside "battle over")
                battle.round,
                "Battle: {a} against {d}, {n} round",
                "Battle: {a} against {d}, {n} rounds",
                a=names[0],
                d=names[1],
            )
        else:
            title = tr("Battle, round {n}: {who} attack", n=battle.round, who=names[battle.side])
        status = self._status(battle, names, choosing)
        small = pen.size(14)
        status_w = pen.width(status, small)
        pen.write(
            surface,
            pen.fit(title, size, area.width - status_w - pen.px(20), True),
            area.topleft,
            size,
            bold=True,
        )
        pen.write(
            surface,
            status,
            (area.right, area.y + pen.line(size, True) // 2),
            small,
            theme.ACCENT,
            anchor="midright",
        )
        bar = pygame.Rect(area.x, area.y + pen.line(size, True) + pen.px(6), area.width, pen.px(14))
        self._drawn["odds"] = pygame.Rect(area.x, bar.y, area.width, area.bottom - bar.y)
        y = bar.bottom + pen.px(4)
        if battle.outcome is not None:  # a finished battle: its result, never odds
            self._draw_banner(surface, self.outcome_words(battle, names), self._drawn["odds"])
            return
        if whole is None:
            pen.bar(surface, bar, 0, BOTH_COLOUR)
            words = (
                tr("no odds for a ranged attack") if battle.volley else tr("working out the odds…")
            )
            pen.write(surface, words, (area.centerx, y), small, theme.TEXT_DIM, anchor="midtop")
            return
        parts = (
            (
                whole.attacker_wins,
                colours[0],
                tr("{a} win: {p}", a=names[0], p=percent(whole.attacker_wins)),
                "topleft",
            ),
            (
                whole.both_destroyed,
                BOTH_COLOUR,
                tr("Both destroyed: {p}", p=percent(whole.both_destroyed)),
                "midtop",
            ),
            (
                whole.defender_wins,
                colours[1],
                tr("{d} hold: {p}", d=names[1], p=percent(whole.defender_wins)),
                "topright",
            ),
        )
        pygame.draw.rect(surface, SUNKEN, bar)
        x = float(bar.x)
        for share, colour, _, _ in parts:
            width = bar.width * share
            if width >= 1:
                pygame.draw.rect(surface, colour, (round(x), bar.y, math.ceil(width), bar.height))
            x += width
        pygame.draw.rect(surface, theme.BORDER, bar, 1)
        swatch_w = pen.px(8) + pen.px(5)
        method = tr("exact") if whole.method == "exact" else tr("sampled")
        expected = tr(
            "expected still standing at the end: {na} {a}, {nd} {d} ({how})",
            a=decimal(whole.expected_attacker_survivors),
            na=names[0],
            d=decimal(whole.expected_defender_survivors),
            nd=names[1],
            how=method,
        )
        # "both destroyed" sits between the two sides' chances, or joins the line below when
        # long names leave it no room
        widths = [pen.width(words, small, True) + swatch_w for _, _, words, _ in parts]
        free = (area.x + widths[0] + pen.px(12), area.right - widths[2] - pen.px(12))
        middle = min(max(area.centerx, free[0] + widths[1] // 2), free[1] - widths[1] // 2)
        if free[1] - free[0] < widths[1]:
            expected = f"{parts[1][2]} · {expected}"
            parts = (parts[0], parts[2])
        spots = {"topleft": area.x, "midtop": middle, "topright": area.right}
        for _, colour, words, anchor in parts:
            spot = spots[anchor] + (swatch_w if anchor == "topleft" else 0)
            spot += swatch_w // 2 if anchor == "midtop" else 0
            box = pen.write(surface, words, (spot, y), small, bold=True, anchor=anchor)
            swatch = pygame.Rect(0, 0, pen.px(8), pen.px(8))
            swatch.midright = (box.x - pen.px(5), box.centery)
            pygame.draw.rect(surface, colour, swatch)
        pen.write(
            surface,
            pen.fit(expected, pen.size(12), area.width),
            (area.centerx, y + pen.line(small)),
            pen.size(12),
            theme.TEXT_DIM,
            anchor="midtop",
        )

    @staticmethod
    def _status(battle: Battle, names: tuple[str, str], choosing: int | None) -> str:
        if battle.outcome is not None:
            return tr("battle over")
        if battle.pending is not None:
            return tr("a die is due")
        if choosing == battle.side:
            return tr("{side} choose", side=names[battle.side])
        return tr("waiting for {side}", side=names[battle.side])

    # sides and cards
    def _draw_sides(
        self,
        surface: pygame.Surface,
        battle: Battle,
        names: tuple[str, str],
        colours: tuple[RGB, RGB],
        selected: int | None,
        hover: int | None,
    ) -> None:
        pen, area = self.pen, self._sides
        self._cards = self.cards(battle)
        legend_h = pen.line(pen.size(12)) + pen.px(4)
        legal = battle_moves(battle)
        targets = [a for a in legal if isinstance(a, Target)]
        marks = {
            "due": {a.attacker for a in targets},
            "target": {a.target for a in targets if a.attacker == selected},
            "rolling": battle.pending.fighters if battle.pending else set(),
        }
        for side in (ATTACKER, DEFENDER):
            box = self._boxes[side]
            self._drawn[f"side:{side}"] = box
            self._draw_side(surface, battle, side, names[side], colours[side], box)
        for card in self._cards:
            colour = colours[card.side]
            self._draw_card(surface, battle, card, colour, marks, selected, hover)
            for fid in card.ids:
                self._drawn[f"fighter:{fid}"] = card.rect
        mid = (self._boxes[ATTACKER].right + self._boxes[DEFENDER].x) // 2  # the sides' split
        pygame.draw.line(surface, theme.BORDER, (mid, area.y), (mid, area.bottom - legend_h))
        vs = theme.text(tr("vs"), pen.size(13), theme.TEXT_DIM)
        spot = vs.get_rect(center=(mid, area.centery))
        pygame.draw.rect(surface, theme.BG, spot.inflate(pen.px(4), pen.px(6)))
        surface.blit(vs, spot)
        self._draw_legend(surface, area.x, area.bottom - legend_h + pen.px(4))

    def _draw_side(
        self,
        surface: pygame.Surface,
        battle: Battle,
        side: int,
        name: str,
        colour: RGB,
        box: pygame.Rect,
    ) -> None:
        """A side's heading (colour, name, role, units standing, notes) and, over each row's
        cards, the row's name."""
        pen = self.pen
        fighters = battle.sides[side]
        size, small = pen.size(15), pen.size(12)
        head_h = pen.line(size, True)
        swatch = pygame.Rect(box.x, box.y + head_h // 2 - pen.px(6), pen.px(12), pen.px(12))
        if side == ATTACKER:
            swatch.right = box.right
        pygame.draw.rect(surface, colour, swatch, border_radius=pen.px(2))
        role = (
            (tr("shooters"), tr("targets")) if battle.volley else (tr("attackers"), tr("defenders"))
        )
        standing = sum(not f.down for f in fighters)
        full = tr("{name} · {role} · {n} standing", name=name, role=role[side], n=standing)
        notes = []
        if battle.side == side and battle.outcome is None:
            notes.append(tr("{name} attack now", name=name))  # whose round, said in full
        if not battle.volley and not battle.can_retreat[side]:
            notes.append(tr("may not retreat"))
        room = box.width - swatch.width - pen.px(8)
        # what gives way in a narrow panel: the role (the side of the panel says it), then
        # the notes (the round's owner is shown on the cards too)
        short = tr("{name} · {n} standing", name=name, n=standing)
        full, short = (w[:1].upper() + w[1:] for w in (full, short))  # "monstruos" begins it
        for words, note in ((full, " · ".join(notes)), (short, " · ".join(notes)), (short, "")):
            note_w = pen.width(note, small) + pen.px(12) if note else 0
            if pen.width(words, size, True) <= room - note_w:
                break
        words = pen.fit(words, size, room - note_w, True)
        # the name reads from the middle outwards, the notes after it
        left = side == DEFENDER
        start = swatch.right + pen.px(8) if left else swatch.x - pen.px(8)
        outward = ("midleft", 1) if left else ("midright", -1)
        name_box = pen.write(
            surface, words, (start, swatch.centery), size, bold=True, anchor=outward[0]
        )
        after = (name_box.right if left else name_box.x) + outward[1] * pen.px(12)
        pen.write(surface, note, (after, swatch.centery), small, DUE, anchor=outward[0])
        for row in sorted({c.row for c in self._cards if c.side == side}):
            spots = [c.rect for c in self._cards if c.side == side and c.row == row]
            x0, x1 = min(r.x for r in spots), max(r.right for r in spots)
            pen.write(
                surface,
                pen.fit(tr(ROW_NAMES[row]), small, x1 - x0),
                ((x0 + x1) // 2, min(r.y for r in spots) - self.caption_gap()),
                small,
                theme.TEXT_DIM,
                anchor="midbottom",
            )

    def _draw_card(
        self,
        surface: pygame.Surface,
        battle: Battle,
        card: Card,
        colour: RGB,
        marks: dict[str, set[int]],
        selected: int | None,
        hover: int | None,
    ) -> None:
        """A card: its name (×N when shared; the unit's number when not), attack and defence
        with modifiers, hits left as pips and its abilities (what its style has room for);
        greyed with a skull when it is down."""
        f = battle.fighter(card.ids[0])
        rect, pen = card.rect, Pen(self.pen.scale * card.fit)
        radius = pen.px(6)
        ids = set(card.ids)
        is_target = bool(ids & marks["target"])
        fill = DOWN_FILL if f.down else theme.PANEL_LIGHT
        if is_target and hover in ids:
            fill = (74, 96, 78)
        elif selected in ids:
            fill = (60, 74, 96)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        band = pygame.Rect(rect.x, rect.y, rect.width, pen.px(3 if card.style == CHIP else 5))
        pygame.draw.rect(
            surface,
            theme.DISABLED if f.down else colour,
            band,
            border_top_left_radius=radius,
            border_top_right_radius=radius,
        )
        edge, thick = theme.BORDER, 1
        for key, ink, width in (
            ("due", DUE, 2),
            ("target", TARGET, 3),
            ("rolling", ROLLING, 3),
        ):
            if ids & marks[key]:
                edge, thick = ink, width
        if selected in ids:
            edge, thick = SELECTED, 3
        pygame.draw.rect(
            surface, edge, rect, max(1, pen.px(thick) if thick > 1 else 1), border_radius=radius
        )
        pad = pen.px(8)
        big = pen.size(14)
        y = band.bottom + (pen.px(4) if card.style == CHIP else pen.px(3))
        self._draw_title(surface, pen, card, f, y, card_count(battle, card.ids))
        if card.style == CHIP:
            return
        y += pen.line(big, True) * (2 if card.tall else 1)
        ranged = battle.volley and f in battle.attackers and f.profile.ranged is not None
        right = self._draw_stats(surface, pen, rect, y, f, ranged)
        units = [battle.fighter(i) for i in card.ids]
        if card.style == COMPACT:
            if not f.down:
                centre_y = y + pen.line(pen.size(13), True) // 2
                if apart(units):
                    draw_unit_pips(surface, pen, units, rect.right - pad, centre_y, right + pad)
                else:
                    self._draw_pips(surface, pen, f, rect.right - pad, centre_y, right + pad)
            return
        y += figures_height(pen)  # under the figures' lowest letter
        self._draw_hits_line(surface, battle, pen, card, f, y)

    def _draw_title(
        self, surface: pygame.Surface, pen: Pen, card: Card, f: Fighter, y: int, standing: int
    ) -> None:
        """The name line: "Knight #43", "Soldier ×3" (``standing``: those of its units still
        up, ``card_count``), "☠ Orc" (down); an ellipsis, never a cut letter, when the name
        is too long (the tooltip has it in full)."""
        rect, pad = card.rect, pen.px(8)
        big, small = pen.size(14), pen.size(11)
        ink = theme.DISABLED if f.down else theme.TEXT
        dim = theme.DISABLED if f.down else theme.TEXT_DIM
        room = rect.width - 2 * pad
        count = f" ×{standing}" if len(card.ids) > 1 else ""
        skull = "☠ " if f.down and card.style != FULL else ""
        x = rect.x + pad
        kind = self.kinds.get((f.profile.army, f.profile.unit), "")
        side = pen.line(big, True)
        has_emblem = kind in UNIT_KINDS and card.style != CHIP
        if has_emblem:
            room -= side + pen.px(3)
        ident = ""  # a unit is told apart from its like by the number in its name
        ident_w = 0
        # one unit: its name numbered among its like ("Soldier 2"); a stack: the kind's name
        words = skull + (f.label if len(card.ids) == 1 else f.profile.noun.label)
        bold = True
        # the name is shown whole: the number moves to the last line (a full card), then the
        # name drops to the regular weight, before anything is shortened
        if ident and pen.width(words + count, big, True) > room - ident_w and card.style == FULL:
            self._ident_below[id(card)] = ident
            ident, ident_w = "", 0
        if pen.width(words + count, big, True) > room - ident_w:
            bold = False
        if has_emblem and pen.width(words + count, big, False) > room - ident_w:
            has_emblem = False  # the emblem makes way for the name
            room += side + pen.px(3)
        if ident:
            pen.write(
                surface,
                ident,
                (rect.right - pad, y + pen.line(big, True) // 2),
                small,
                dim,
                anchor="midright",
            )
            room -= ident_w
        if has_emblem:
            emblem = icons.icon(f"unit:{kind}", side, ink)
            surface.blit(emblem, (x, y))
            x += side + pen.px(3)
        lines = [words]
        if card.tall and pen.width(words + count, big, bold) > room:  # the layout gave a line
            lines = list(theme.narrowest_two_lines(words, big, bold))
        for line in lines[:-1]:
            pen.write(surface, pen.fit(line, big, room, bold), (x, y), big, ink, bold)
            y += pen.line(big, True)
        name = pen.fit(lines[-1], big, room - pen.width(count, big, bold), bold)
        box = pen.write(surface, name, (x, y), big, ink, bold)
        if count:
            pen.write(surface, count, box.topright, big, theme.ACCENT, bold)

    def _draw_hits_line(
        self, surface: pygame.Surface, battle: Battle, pen: Pen, card: Card, f: Fighter, y: int
    ) -> None:
        """A full card's last line, under the figures ending at ``y``: hits left as pips and
        the abilities, or, for a unit that is down, whether it still strikes back. Its words
        stay inside the card and reach at most ``LINE_SLACK`` into the figures."""
        rect, pad, small = card.rect, pen.px(8), pen.size(11)
        cy = (y + rect.bottom - pen.px(3)) // 2
        ident = self._ident_below.pop(id(card), "")

        def put(words: str, x: int, ink: RGB, side: str) -> pygame.Rect:
            picture = theme.text(words, small, ink)
            top = min(cy - picture.get_height() // 2, rect.bottom - picture.get_height())
            return pen.write(surface, words, (x, max(top, y - LINE_SLACK)), small, ink, False, side)

        if f.down:
            room = rect.width - 2 * pad
            words = self._down_words(battle, f)
            if pen.width(words, small) > room:  # a narrow card: the skull says it is down
                words = self._down_words(battle, f, short=True)
            put(pen.fit(words, small, room), rect.x + pad, theme.DANGER, "topleft")
            return
        units = [battle.fighter(i) for i in card.ids]
        if apart(units):  # wounded or fallen since the battle began: each unit's own
            x = draw_unit_pips(surface, pen, units, rect.x + pad, cy, None, rect.right - pad)
        else:
            x = self._draw_pips(surface, pen, f, rect.x + pad, cy)
        tags = ability_tags(f.profile)
        right = rect.right - pad
        if ident:
            right = put(ident, right, theme.TEXT_DIM, "topright").x - pen.px(6)
        room = right - x - pen.px(4)
        while tags and pen.width(" · ".join(tags), small) > room:
            tags.pop()  # the least important goes first, rather than half a word
        put(" · ".join(tags), right, theme.TEXT_DIM, "topright")

    @staticmethod
    def _draw_pips(
        surface: pygame.Surface, pen: Pen, f: Fighter, x: int, cy: int, least: int | None = None
    ) -> int:
        """Hits as pips, full for those left, rings for those lost: from ``x`` rightwards, or
        ending at ``x`` when ``least`` is given (then none when they would reach left of
        ``least``). Returns where they end."""
        r = max(3, pen.px(5))
        step = 2 * r + pen.px(3)
        hits = f.profile.hits
        if least is not None:
            x -= hits * step - pen.px(3)
            if x < least:
                return x
        x += r
        for hit in range(hits):
            if hit < hits - f.damage:
                pygame.draw.circle(surface, GOOD, (x, cy), r)
            else:
                pygame.draw.circle(surface, theme.DANGER, (x, cy), r, max(1, pen.px(1.5)))
            x += step
        return x - r

    @staticmethod
    def _draw_stats(
        surface: pygame.Surface, pen: Pen, rect: pygame.Rect, y: int, f: Fighter, ranged: bool
    ) -> int:
        """The figures, as "Att 4 (−1)   Def 3 (−1)": defence at the card's middle, or after the
        attack on a narrow card, with one-letter words when even that does not fit. Returns
        where they end."""
        p = f.profile
        attack = (p.ranged if ranged and p.ranged is not None else p.attack, p.attack_mod)
        defence = (p.defence, p.defence_mod)
        size, small = pen.size(13), pen.size(11)
        pad, gap = pen.px(8), pen.px(8)
        ink = theme.DISABLED if f.down else theme.TEXT
        mod_ink = theme.DISABLED if f.down else theme.ACCENT
        long = (tr("Rng") if ranged else tr("Att"), tr("Def"))
        short = (tr("R") if ranged else tr("A"), tr("D"))

        def width(word: str, value: int, mod: int) -> int:
            extra = pen.width(f"({signed(mod)})", small) + pen.px(3) if mod else 0
            return pen.width(f"{word} {value}", size, True) + extra

        stats = (attack, defence)
        for words in (long, short):
            widths = [width(w, *stat) for w, stat in zip(words, stats, strict=True)]
            second = max(rect.x + rect.width // 2, rect.x + pad + widths[0] + gap)
            if second + widths[1] <= rect.right - pad:
                break
        end = rect.x
        for x, word, (value, mod) in zip((rect.x + pad, second), words, stats, strict=True):
            box = pen.write(surface, f"{word} {value}", (x, y), size, ink, True)
            end = box.right
            if mod:
                end = pen.write(
                    surface,
                    f"({signed(mod)})",
                    (box.right + pen.px(3), box.bottom),
                    small,
                    mod_ink,
                    anchor="bottomleft",
                ).right
        return end

    def _draw_legend(self, surface: pygame.Surface, x: int, y: int) -> None:
        pen = self.pen
        small = pen.size(12)
        for ink, words in (
            (DUE, tr("due to attack")),
            (SELECTED, tr("selected")),
            (TARGET, tr("may be attacked")),
            (ROLLING, tr("die being rolled")),
        ):
            swatch = pygame.Rect(x, y + pen.px(2), pen.px(14), pen.line(small) - pen.px(4))
            pygame.draw.rect(surface, ink, swatch, max(2, pen.px(2)), border_radius=pen.px(2))
            box = pen.write(surface, words, (swatch.right + pen.px(5), y), small, theme.TEXT_DIM)
            x = box.right + pen.px(16)

    def _draw_banner(self, surface: pygame.Surface, words: str, band: pygame.Rect) -> None:
        """A finished battle's result, large, across ``band`` (the header's odds rows: over
        no card, playtest 7)."""
        pen = self.pen
        size = pen.size(24)
        while size > pen.size(14) and pen.line(size, True) + pen.px(4) > band.height:
            size -= 1
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill((16, 17, 20, 220))
        surface.blit(shade, band)
        pygame.draw.line(surface, theme.ACCENT, band.topleft, band.topright, 2)
        pygame.draw.line(surface, theme.ACCENT, band.bottomleft, band.bottomright, 2)
        pen.write(
            surface,
            pen.fit(words, size, band.width - pen.px(20), True),
            band.center,
            size,
            theme.ACCENT,
            True,
            anchor="center",
        )

    # prediction, dice and buttons
    def draw_hover(
        self,
        surface: pygame.Surface,
        battle: Battle,
        names: tuple[str, str],
        selected: int | None,
        hover: int,
    ) -> None:
        """Over a drawn panel, each frame: outline the card of ``hover`` (under the mouse or
        the keyboard's focus) and show the prediction for an attack on it (the rest of the
        panel stays as cached)."""
        for card in self._cards:
            if hover in card.ids:
                pygame.draw.rect(surface, SELECTED, card.rect, 2, border_radius=self.pen.px(6))
        self._draw_info(surface, battle, names, selected, hover)

    def draw_focus(self, surface: pygame.Surface, key: str) -> None:
        """The keyboard focus, as last drawn, on the card ``card:<id>`` (a ring round it) or
        the button ``button:<name>`` (drawn focused)."""
        kind, _, name = key.partition(":")
        button = self._buttons.get(name) if kind == "button" else None
        if button is not None and button.enabled:
            button.draw(surface, self.pen.scale, True, False)
        for card in self._cards:
            if card.key == key:
                draw_focus_ring(surface, card.rect, self.pen.scale)

    def _make_room_for_info(
        self, battle: Battle, names: tuple[str, str], selected: int | None
    ) -> None:
        """Where the move's lines need more room than the info box has (large print, long
        Spanish names), the box grows upward into the sides' room (a third of it at most),
        and stays so while the panel is laid out as it is, so that no card moves with the
        mouse; the lines of a hovered unit fit in it, or their type gives way."""
        pen = self.pen
        pad = pen.px(10)
        box_h = min(r.y for r in self._slots.values()) - pen.px(6) - self._info.y
        width = self._info.width * 2 // 3 - pen.px(6) - 2 * pad
        lines = self._info_lines(self._known_lines(battle, names, selected, None), width, 0, 0)
        need = pad + sum(pen.line(size, bold) for _, _, size, _, bold in lines) + pad // 2
        grow = min(need - box_h, self._sides.height // 3)
        if grow <= 0:
            return
        self._info.y -= grow
        self._info.height += grow
        self._sides.height -= grow
        self._boxes = tuple(  # type: ignore[assignment]
            pygame.Rect(b.x, b.y, b.width, b.height - grow) for b in self._boxes
        )
        self._laid = self._geometry = None  # the cards are placed again in the smaller room

    def _info_lines(
        self, known: list[tuple[str, str]], width: int, x: int, step: int
    ) -> list[tuple[str, int, int, tuple[int, int, int], bool]]:
        """The info box's lines wrapped ``width`` wide, ``step`` pixels under their usual
        type sizes: each line's words, left edge, size, ink and weight."""
        pen = self.pen
        styles = {
            "head": (pen.size(15) - step, theme.ACCENT, True),
            "text": (pen.size(14) - step, theme.TEXT, False),
            "dim": (pen.size(14) - step, theme.TEXT_DIM, False),
        }
        lines = []
        for style, words in known:
            size, ink, bold = styles[style]
            indent = pen.px(18) if words.startswith(INDENT) else 0
            if indent:
                ink = theme.TEXT_DIM
            for part in theme.wrap(words.strip(), size, width - indent, bold):
                lines.append((part, x + indent, size, ink, bold))
        return lines

    def _draw_info(
        self,
        surface: pygame.Surface,
        battle: Battle,
        names: tuple[str, str],
        selected: int | None,
        hover: int | None,
    ) -> None:
        pen = self.pen
        box = self._info.copy()
        box.width = box.width * 2 // 3 - pen.px(6)
        box.height = max(0, min(r.y for r in self._slots.values()) - pen.px(6) - box.y)
        self._drawn["info"] = box
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=pen.px(6))
        pygame.draw.rect(surface, theme.BORDER, box, 1, border_radius=pen.px(6))
        pad = pen.px(10)
        x, y = box.x + pad, box.y + pad
        if self.recap is not None:  # Fight it out: the round just fought
            for words, rect in draw_recap(surface, pen, box, self.recap, names, self._colours):
                self._drawn[f"recap:{words}"] = rect
            return
        known = self._known_lines(battle, names, selected, hover)
        least = min(pen.size(14), theme.min_text_size())
        for step in range(pen.size(14) - least + 1):  # the type gives way before the words
            lines = self._info_lines(known, box.width - 2 * pad, x, step)
            need = pad + sum(pen.line(size, bold) for _, _, size, _, bold in lines) + pad // 2
            if need <= box.height:
                break
        self._drawn["info:lines"] = pygame.Rect(box.x, box.y, box.width, need)
        for part, left, size, ink, bold in lines:
            if y + pen.line(size, bold) > box.bottom - pad // 2:
                return  # the report shows the lines' room leaving the box
            pen.write(surface, part, (left, y), size, ink, bold)
            y += pen.line(size, bold)


def draw_unit_pips(
    surface: pygame.Surface,
    pen: Pen,
    units: Sequence[Fighter],
    x: int,
    cy: int,
    least: int | None = None,
    most: int | None = None,
) -> int:
    """Each unit's hits as pips, a wider gap between units: full for hits left, rings for
    those lost, a grey dot for each hit of a unit that is down. From ``x`` rightwards up to
    ``most``, or ending at ``x`` when ``least`` is given; the pips shrink to fit. Returns
    where they end."""
    count = sum(u.profile.hits for u in units)
    room = (x - least) if least is not None else (most - x if most is not None else 10**6)
    r = max(3, pen.px(5))
    while r > 2 and count * (2 * r + pen.px(3)) + (len(units) - 1) * 2 * r > room:
        r -= 1
    step, apart_gap = 2 * r + max(1, pen.px(3)), 2 * r
    width = count * step - max(1, pen.px(3)) + (len(units) - 1) * apart_gap
    if least is not None:
        x -= width
    x += r
    for unit in units:
        hits = unit.profile.hits
        for hit in range(hits):
            if unit.down:
                pygame.draw.circle(surface, theme.DISABLED, (x, cy), r)
            elif hit < hits - unit.damage:
                pygame.draw.circle(surface, GOOD, (x, cy), r)
            else:
                pygame.draw.circle(surface, theme.DANGER, (x, cy), r, max(1, pen.px(1.5)))
            x += step
        x += apart_gap
    return x - apart_gap - r
