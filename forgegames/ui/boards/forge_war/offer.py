"""The Forge War quest offer's panel: the quests face up and their costs, taken with a click."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.actions import (
    TakeQuest,
)
from forgegames.games.forge_war.state import FWState
from forgegames.ui import theme
from forgegames.ui.boards.forge_war.look import (
    CARD_LIGHT,
    COIN_EDGE,
    COIN_FACE,
    QUEST,
    QUEST_FILLS,
)
from forgegames.ui.boards.forge_war.part import FWPanel
from forgegames.ui.boards.forge_war.text import (
    quest_text,
)


class OfferPanel(FWPanel):
    """The quest offer."""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_offer(surface, self.board.view)

    NAME_SIZES = (12, 11, 10)
    """The sizes a quest's name is tried at on an offer card, largest first (``name_form``)."""
    NAME_LINES = 3
    """The most lines a quest's name takes on an offer card where a form allows."""

    def offer_step(self, size: int = 12) -> int:
        """From one line of a quest's name to the next (at ``size``, the name's)."""
        return theme.font(self.px(size), True).get_linesize() - 1

    def name_form(self, name: str, width: int) -> tuple[int, bool]:
        """How a quest's name goes on an offer card ``width`` wide: its size, and whether its
        first line starts right of the cost's coin, which it always does (playtest 25: "The
        Fish King Blockades the Dock" alone had its coin moved down to the steps line at
        1024x640; the coin keeps one place on every card): the largest size that keeps the
        name within ``NAME_LINES``, else the one with the fewest lines (a long word such as
        "Blockades" may cost the name a fourth line, and the card a row)."""
        lines = {size: len(self.wrap_name(name, width, size)) for size in self.NAME_SIZES}
        fits = [size for size in self.NAME_SIZES if lines[size] <= self.NAME_LINES]
        return (fits[0] if fits else min(self.NAME_SIZES, key=lambda s: (lines[s], -s))), True

    def quest_form(self, qid: str, width: int) -> tuple[int, bool]:
        """``name_form`` of a quest on the offer."""
        return self.name_form(self.world.content.all_quests[qid].name, width)

    def offer_name_lines(self, name: str, width: int, qid: str | None = None) -> list[str]:
        """A quest's name on an offer card ``width`` wide in its form (``quest_form``, or
        ``name_form`` for a name alone)."""
        form = self.quest_form(qid, width) if qid else self.name_form(name, width)
        return self.wrap_name(name, width, *form)

    def wrap_name(self, name: str, width: int, size: int, beside: bool = True) -> list[str]:
        """A quest's name at ``size`` on an offer card ``width`` wide, wrapped on whole words:
        its first line right of the cost's coin (``beside``; empty where the first word does
        not fit there), the others across the whole card."""
        face = theme.font(self.px(size), True)
        whole = width - 2 * self.edge()
        first = whole - self.offer_coin() - self.px(3) if beside else whole
        lines: list[str] = []
        for word in name.split():
            if not lines:
                lines = [word] if face.size(word)[0] <= first else ["", word]
                continue
            line = f"{lines[-1]} {word}".strip()
            limit = first if len(lines) == 1 else whole
            if face.size(line)[0] <= limit:
                lines[-1] = line
            else:
                lines.append(word)
        return lines

    def edge(self) -> int:
        """The air between an offer card's sides and its words: never under 4 pixels (at
        1024x640 the scaled 4 left 3, and three-line names touched the card, issue 39)."""
        return max(4, self.px(4))

    def air(self) -> tuple[int, int]:
        """The air above a card's first line and below its foot (the steps line): never
        under 3 and 5 pixels (the foot's icons reach its line's edges, the words' line has
        air of its own)."""
        return max(3, self.px(3)), max(5, self.px(4))

    def offer_coin(self) -> int:
        """The side of an offer card's coin (as tall as a line of its words)."""
        return max(self.px(17), self.pen.word_h() - 1)

    def offer_rows(self, qid: str, width: int) -> tuple[bool, int]:
        """Whether a quest's steps line shares its name's last line on an offer card ``width``
        wide (right of it, where both fit), and the card's rows of words."""
        name = self.world.content.all_quests[qid].name
        lines = self.offer_name_lines(name, width, qid)
        size, beside = self.quest_form(qid, width)
        face = theme.font(self.px(size), True)
        indent = self.edge() + (self.offer_coin() + self.px(3) if len(lines) == 1 else 0)
        used = indent + face.size(lines[-1])[0] + self.px(8)
        quest = self.pen.text_width(self.pen.quest_line(qid), self.px(12))
        merged = beside and used + quest <= width - self.edge()
        return merged, len(lines) + (0 if merged else 1)

    def offer_quest_spot(self, qid: str, card: pygame.Rect) -> tuple[str, pygame.Rect]:
        """Where an offer card's steps line goes: beside the name's last line where both fit
        (``offer_rows``), else along the card's foot, its spaces narrowed and then the line
        shrunk to the card's inner width (playtest 8: "The Fish King Blockades the Dock"'s
        second weapon crossed the card's border; playtest 11: the steps give way first, so
        the power and type the quest needs stay readable). The line and the rectangle it is
        drawn in."""
        line = self.pen.quest_line(qid)
        size = self.px(12)
        name = self.world.content.all_quests[qid].name
        lines = self.offer_name_lines(name, card.width, qid)
        if self.offer_rows(qid, card.width)[0]:
            wide = self.pen.text_width(line, size)
            step = self.offer_step(self.quest_form(qid, card.width)[0])
            top = card.y + self.air()[0] + (len(lines) - 1) * step
            return line, pygame.Rect(
                card.right - self.edge() - wide, top, wide, self.pen.icon_line()
            )
        room = card.width - 2 * self.edge()  # (the coin leads the name's first line)
        if self.pen.text_width(line, size) > room:
            line = line.replace("  ", " ")
        if self.pen.text_width(line, size) > room and line.startswith("{steps}"):
            line = line.split(" ", 1)[1]  # the steps (in its tooltip) give way to the need
        wide = min(room, self.pen.text_width(line, size))
        top = card.bottom - self.air()[1] - self.pen.icon_line()
        return line, pygame.Rect(card.x + self.edge(), top, wide, self.pen.icon_line())

    def offer_card_needs(self, width: int) -> list[int]:
        """Each row of the quest offer's cards: how tall it must be for its cards' whole names
        and their feet (the coin and the steps line)."""
        cols, gap = 4, self.px(5)
        w = (width - (cols - 1) * gap) // cols
        foot = self.pen.icon_line()  # the coin and the steps line, with their icons
        top, bottom = self.air()
        rows = [top + self.offer_step() + foot + bottom] * 2
        for slot, qid, _cost in info.quest_offer(self.board.view):
            if qid:
                rows[slot // cols] = max(rows[slot // cols], self.card_need(qid, w))
        return rows

    def card_need(self, qid: str, width: int) -> int:
        """How tall an offer card ``width`` wide must be: its name's lines, then its steps
        line beside the last one or under them."""
        merged, rows = self.offer_rows(qid, width)
        step, (top, bottom) = self.offer_step(self.quest_form(qid, width)[0]), self.air()
        return top + (rows - 1) * step + self.pen.icon_line() + bottom

    def offer_need(self, width: int) -> int:
        """The quest offer's height: its heading and two rows of cards."""
        return self.px(19) + sum(self.offer_card_needs(width)) + self.px(5)

    def offer_row_heights(self) -> list[int]:
        """The offer's two rows of cards across its rect: each row its need, the room over
        (or short) shared evenly."""
        r = self.rect
        needs = self.offer_card_needs(r.width)
        room = r.height - self.px(19) - self.px(5)
        spare = room - sum(needs)
        return [needs[0] + spare // 2, needs[1] + spare - spare // 2]

    def resting(self) -> bool:
        """True while the offer takes no click in this phase (quests are taken in the quest
        phase): its cards are then dimmed, still readable for planning, and its heading says
        when they are taken (playtest 12: the offer stayed bright in the market phase, where
        everything else that could not be used was dimmed, and a click on it was refused)."""
        v = self.board.view
        if v.phase in ("quest", "setup", "over"):
            return False
        return not any(isinstance(a, TakeQuest) for a in self.board.legal)

    def choosing_quest(self) -> bool:
        """True while the person at the screen takes a quest from the offer (or passes)."""
        v = self.board.view
        return self.scene.my_turn() and v.phase == "quest" and v.step == "acquire" and not v.pending

    def build_offer(self) -> None:
        r = self.rect
        cols, gap = 4, self.px(5)
        w = (r.width - (cols - 1) * gap) // cols
        heights = self.offer_row_heights()
        resting, choosing = self.resting(), self.choosing_quest()
        if resting:
            note = tr("Not now: quests are taken from the offer in the quest phase.")
            self.board.resting.append((r, note))
        for slot, qid, _cost in info.quest_offer(self.board.view):
            x = r.x + (slot % cols) * (w + gap)
            row = slot // cols
            y = r.y + self.px(19) + (heights[0] + gap if row else 0)
            rect = pygame.Rect(x, y, w, heights[row])
            self.board.rects[f"slot:{slot}"] = rect
            if qid is None:
                continue
            a = TakeQuest(slot)
            live = a in self.board.legal_set
            self.add(f"offer:{slot}", rect, self.board.act_or_refuse(a), live)
            trap = self.out_of_reach(qid) if choosing and live else None
            tip = quest_text(self.world, qid)
            self.board.tips.append((rect, f"{trap}\n{tip}" if trap else tip))
            self.board.tip_rules[tuple(rect)] = "quests"
            if resting:
                self.board.dimmed.append(rect)
            elif choosing and not live:  # too dear, or no quest tracker free: says why
                self.board.greyed[f"offer:{slot}"] = a
                self.board.dimmed.append(rect)
            elif trap:  # still taken with a click (and its warning), but not offered as safe
                self.board.dimmed.append(rect)

    def out_of_reach(self, qid: str) -> str | None:
        """Why the person choosing cannot meet ``qid``'s first step with what they hold now
        (the engine's ``take_warning``), said before any click; None when they can (issue 39:
        an unmeetable quest looked like any other until it was taken)."""
        seat = self.board.acting()
        if seat is None:
            return None
        return info.take_warning(self.board.view, seat, qid, before=True)

    def draw_offer(self, surface, v: FWState) -> None:
        r = self.rect
        pos = (r.x + self.px(2), r.y)
        x = pos[0] + self.pen.label(surface, tr("Quest offer"), pos, 14, theme.ACCENT, True)
        x += self.px(8)
        room = r.right - self.px(2) - x
        if self.resting():  # when its cards are taken, brighter than the usual note
            when = tr("taken in the quest phase")
            if self.pen.text_width(when, self.px(12)) <= room:
                x += self.pen.label(surface, when, (x, r.y + self.px(2)), 12, theme.TEXT)
                room = r.right - self.px(2) - x
                notes = (" · " + tr("the coin is its cost in gold"),)
            else:
                notes = ()
        else:
            notes = (tr("the coin is its cost in gold · at most one a round"), tr("one a round"))
        note = next((n for n in notes if self.pen.text_width(n, self.px(12)) <= room), "")
        if note:  # the heading in bold, what it means beside it in quieter words
            self.pen.label(surface, note, (x, r.y + self.px(2)), 12, theme.TEXT_DIM)
        c = self.world.content
        coin = self.offer_coin()
        for slot, qid, cost in info.quest_offer(v):
            rect = self.board.rects[f"slot:{slot}"]
            top = rect.y + self.air()[0]
            if qid is None:
                pygame.draw.rect(surface, theme.PANEL, rect, border_radius=self.px(5))
                pygame.draw.rect(surface, theme.BORDER, rect, 1, border_radius=self.px(5))
                at = (rect.x + self.edge() + coin + self.px(3), top)  # as a name's first line
                self.pen.label(surface, tr("empty"), at, 12, theme.TEXT_DIM)
            else:
                card = c.all_quests[qid]
                fill = QUEST_FILLS.get(card.deck, QUEST)
                pygame.draw.rect(surface, fill, rect, border_radius=self.px(5))
                pygame.draw.rect(surface, CARD_LIGHT, rect, 1, border_radius=self.px(5))
                lines = self.offer_name_lines(card.name, rect.width, qid)
                size, beside = self.quest_form(qid, rect.width)
                y = top
                for i, line in enumerate(lines):  # the layout gives every card its lines
                    indent = self.edge() + (coin + self.px(3) if i == 0 and beside else 0)
                    room = rect.width - indent - self.edge()
                    theme.mark_wide((line,), self.px(size), room, True)
                    self.pen.label(surface, line, (rect.x + indent, y), size, theme.TEXT, True)
                    y += self.offer_step(size)
                quest, spot = self.offer_quest_spot(qid, rect)
                img = self.quest_line_image(quest)
                if img.get_width() > spot.width:  # shrunk whole to stay on the card
                    high = max(1, img.get_height() * spot.width // img.get_width())
                    img = pygame.transform.smoothscale(img, (spot.width, high))
                surface.blit(img, (spot.x, spot.y + (self.pen.icon_line() - img.get_height()) // 2))
            self.draw_cost_coin(surface, pygame.Rect(rect.x + self.edge(), top, coin, coin), cost)

    def quest_line_image(self, line: str) -> pygame.Surface:
        """An offer card's steps line drawn: its steps and prestige in quiet words, what its
        first step needs (from the sword on) in the cards' own bright words, so the need is
        what the eye finds (playtest 11)."""
        size = self.px(12)
        cut = line.find("{sword}")
        if cut < 0:
            return self.pen.rich(line, size, theme.TEXT_DIM)
        head = self.pen.rich(line[:cut], size, theme.TEXT_DIM)
        need = self.pen.rich(line[cut:], size, theme.TEXT)
        high = max(head.get_height(), need.get_height())
        img = pygame.Surface((head.get_width() + need.get_width(), high), pygame.SRCALPHA)
        img.blit(head, (0, (high - head.get_height()) // 2))
        img.blit(need, (head.get_width(), (high - need.get_height()) // 2))
        return img

    def draw_cost_coin(self, surface, badge: pygame.Rect, cost: int) -> None:
        """An offer card's cost: a plain gold disc and its number as large as the disc holds
        (playtest 4: a small digit on the gold icon's own rings made 0, 1 and 2 hard to tell
        apart), but no larger than keeps its line's box on the coin (at 1600x900 the box of a
        digit one line tall reached into the name's second line, issue 39)."""
        centre, radius = badge.center, badge.width // 2
        pygame.draw.circle(surface, COIN_EDGE, centre, radius)
        pygame.draw.circle(surface, COIN_FACE, centre, radius - max(1, self.px(1.5)))
        below = min(badge.bottom, badge.y + self.offer_step()) + 2  # the name's next line
        for size in range(badge.height - 1, 7, -1):
            num = theme.text(str(cost), size, (20, 20, 24), True)
            ink = num.get_bounding_rect()  # the digit itself, centred (not its line's box)
            at = (centre[0] - ink.centerx, centre[1] - ink.centery)
            if at[1] + num.get_height() <= below:
                break  # its line's box ends on the coin, not over the name's next line
        surface.blit(num, at)
