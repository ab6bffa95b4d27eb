"""What follows the pointer on the Warparty board: the battle's odds as they are worked
out, the hovered card's prediction, an offer's or a move's preview (the engine's outcome of
the move under the pointer), drawn each frame (``HoverPreviews``, a part of the board)."""

from __future__ import annotations

import math

import pygame

from forgegames.core.i18n import tr
from forgegames.games.warparty import board_info
from forgegames.games.warparty.actions import Fight
from forgegames.games.warparty.board_info import (
    PHASE_COMBAT,
    PHASE_MOVE,
    Battle,
    Odds,
    WPState,
    battle_key,
)
from forgegames.ui import theme
from forgegames.ui.boards.places import (
    draw_tooltip,
    prepare_tooltip,
    tooltip_picture,
)
from forgegames.ui.boards.warparty.clicks import OFFER_RULES
from forgegames.ui.boards.warparty.map_hover import draw_hover, pointed_place
from forgegames.ui.boards.warparty.odds_worker import quick_odds
from forgegames.ui.boards.warparty.preview import (
    MovePreview,
    fight_preview,
    move_preview,
    purchase_preview,
)


class HoverPreviews:
    """Hover previews and the odds shown, worked out on motion and drawn every frame."""

    def whole_odds(self, battle: Battle) -> Odds | None:
        """The chances of the battle from here (neither side retreating), or None (shown as
        being worked out) until the worker has them (``update`` takes them in, so a frame
        never changes under a test's feet). Never worked out in the frame, however small the
        battle: the first frame of a battle would wait for them. A battle whose odds the move's
        preview had worked out (the same battle, ``battle_ahead``) shows them at once."""
        if battle.volley or battle.outcome is not None:
            return None
        key = battle_key(battle)
        if self._odds is None or self._odds[0] != key:
            self._odds = (key, self.odds_worker.found(key) or self.hover_odds.found(key))
            if self._odds[1] is None:
                self.odds_worker.ask(key, battle)
        return self._odds[1]

    def _odds_pending(self) -> bool:
        """True while the odds shown are being worked out (not when the work failed)."""
        if self._odds is None or self._odds[1] is not None:
            return False
        return self.odds_worker.busy or self.odds_worker.found(self._odds[0]) is not None

    def draw_live(self, surface: pygame.Surface) -> None:
        self.draw_trail_caption(surface)  # (a notice on screen hides it: ``trail_marks``)
        self.bar.draw_touched(surface, self.s)
        self.talks.draw_touched(surface, self.s)
        state = self.state
        if self.panel_battle() is None:
            self.fold_tab.draw_touched(surface, self.s)
            place = self.pointed()
            if place is not None:  # where a click lands, lit under its names and counters
                draw_hover(self.canvas, surface, state, place, self.lit_now(), self.selected)
        if state.battle is not None and self.hover_fighter is not None and not self.keyboard:
            names = self.battle_names(state.battle)
            self.battle_panel.draw_hover(
                surface, state.battle, names, self.attacker, self.hover_fighter
            )
        self._draw_focus(surface, state)

    def lit_now(self) -> dict[str, int]:
        """``highlights`` of the game as it is, worked out once per state and choice."""
        key = (self.selected, tuple(self.chosen), id(self.placing), self.attacker)
        memo = getattr(self, "_lit_memo", None)
        if memo is None or memo[0] is not self.state or memo[1] != key:
            memo = self._lit_memo = (self.state, key, self.highlights(self.state))
        return memo[2]

    def pointed(self) -> str | None:
        """The place a click at the pointer would choose on the map (``pointed_place``), or
        None: the keyboard leads, a button or a battle's panel is there, or the map is being
        dragged."""
        if self.keyboard or self.press is not None or self.ended is not None:
            return None
        if self.panel_battle() is not None or not self.map_rect.collidepoint(self.mouse):
            return None
        if self.fold_tab.at(self.mouse) is not None:
            return None
        lit = self.lit_now()  # the same dict while the game and the choice stay
        key = (self.mouse, self.canvas.view_key(), id(lit))
        memo = getattr(self, "_pointed_memo", None)  # once per pointer, game, choice and view
        if memo is None or memo[0] is not self.state or memo[1] != key:
            found = pointed_place(self.canvas, self.state, lit, self.mouse)
            memo = self._pointed_memo = (self.state, key, found)
        return memo[2]

    def draw_tips(self, surface: pygame.Surface) -> None:
        """The tooltips and previews of what the mouse or the keyboard rests on (drawn
        after the frame's marks of a hint or a lesson: no mark covers their words); none
        while the layout has changed under a resting pointer (``tips_hushed``)."""
        if self.tips_hushed:
            return
        state = self.state
        bar_tip = self._bar_tip()
        if bar_tip:  # a greyed Set-up done's reason, an offer in full, a key
            draw_tooltip(surface, bar_tip, self.mouse, self.rect, self.s, size=14)
            return
        if state.battle is not None and self.hover_fighter is not None and not self.keyboard:
            card = self.battle_panel.card_at(self.mouse)
            if card is not None:
                words = self.rule_tip(self.battle_panel.card_words(state.battle, card), "units")
                draw_tooltip(surface, words, self.mouse, self.battle_panel.rect, self.s, size=14)
        if self.panel_battle() is not None or self.press is not None:
            return
        preview = self.shown_preview()
        if isinstance(preview, str) and self.keyboard:  # the focused offer's
            focused = self.keys.focused(self.walk_targets())
            if focused is not None:
                self._tip_over(surface, preview, focused.rect, self.rect)
            return
        if self.panel_rect.collidepoint(self.mouse):
            self._draw_offer_hover(surface)
            return
        if isinstance(preview, MovePreview):
            self._draw_move_preview(surface, preview)
            return
        still = self.keyboard or self.mouse == self.clicked_at  # (a clicked place is seen)
        if self.map_rect.collidepoint(self.mouse) and self.selected is None and not still:
            # (no tooltip while a stack is picked: it would hide the lit destinations)
            text = self.describe_place(state, self.mouse)
            if text:
                draw_tooltip(surface, text, self.mouse, self.map_rect, self.s, size=14)

    def _bar_tip(self) -> str:
        """The tooltip of the bar's button, or of Offer peace, under the mouse (none for the
        keyboard; playtest 22 item 9: Offer peace said nothing of what it does)."""
        if self.keyboard or self.press is not None:
            return ""
        under = self.bar.at(self.mouse) or self.talks.at(self.mouse)
        return under.tooltip if under is not None else ""

    def _draw_offer_hover(self, surface: pygame.Surface) -> None:
        offer = self.economy.offer_at(self.mouse)
        if offer is None:
            explained = self.economy.explain_at(self.mouse)  # a treasury or research line
            if explained is not None:
                draw_tooltip(surface, explained[1], self.mouse, self.rect, self.s, size=14)
            return
        rect = next(
            (
                r
                for name, r in self.economy.rects().items()
                if name.startswith("offer:") and r.collidepoint(self.mouse)
            ),
            None,
        )
        if rect is not None:
            colour = theme.FOCUS if offer.enabled else theme.DISABLED
            pygame.draw.rect(surface, colour, rect, 2, border_radius=int(4 * self.s))
        tips: list[tuple[str, int]] = []
        if not offer.enabled and offer.why:
            rule = OFFER_RULES.get(offer.key[1] if isinstance(offer.key, tuple) else "", "economy")
            # (the row says the reason in short, in place of its figures where it must)
            greyed = tr(
                "Greyed: not for sale now. {why} ({figures})", why=offer.why, figures=offer.detail
            )
            tips.append((self.rule_tip(greyed, rule), 15))
        preview = self.shown_preview()
        if isinstance(preview, str) and not self.keyboard:
            tips.append((preview, 14))
        ware = next((w for w in self.wares if (w.army, w.kind, w.ident) == offer.key), None)
        if ware is not None and offer.enabled and ware.kind == "unit":
            for there in ware.places:  # where a pick may go, seen before (playtest 23)
                self.canvas.outline(surface, there, theme.FOCUS)
        if ware is not None and ware.about:  # a research row's figures, explained
            tips.append((ware.about, 14))
        if rect is None:  # (not met: the offer under the mouse is on a row)
            for text, size in tips:
                draw_tooltip(surface, text, self.mouse, self.rect, self.s, size=size)
            return
        self._offer_tips(surface, tips, rect)

    def _offer_tips(self, surface: pygame.Surface, tips: list[tuple[str, int]], row: pygame.Rect):
        """An offer's tooltips (text, type size) beside the list on the side away from the
        map, over the log's column, level with the ``row`` they are about where that leaves
        the log's newest lines clear (``_beside_the_log``), one under the other: never over
        the map, where the places to click are (playtest 19, shots 68-72:
        beside the list's map side they lay over the territories to click), nor over the
        rows (playtest 13). Where the window has no room right of the panel, in the panel
        above the row (below it where the panel has no room above)."""
        gap = int(8 * self.s)
        pad = max(4, int(7 * self.s))  # (``tooltip_picture``'s margin)
        window = surface.get_rect()
        room = window.right - self.panel_rect.right - 2 * gap - 2 * pad
        aside = room >= int(160 * self.s)
        width = room if aside else self.panel_rect.width - 2 * gap - 2 * pad
        width = min(width, int(320 * self.s))
        pictures = [prepare_tooltip(text, self.s, size, int(width / self.s)) for text, size in tips]
        if not pictures:
            return
        height = sum(p.get_height() for p in pictures) + gap * (len(pictures) - 1)
        block = pygame.Rect(0, 0, max(p.get_width() for p in pictures), height)
        if aside:
            block = self._above_the_log(surface, block, gap)
        else:
            block.midbottom = (self.panel_rect.centerx, row.top - gap)
            if block.top < self.panel_rect.top:
                block.midtop = (self.panel_rect.centerx, row.bottom + gap)
            block.clamp_ip(self.panel_rect)
        y = block.top
        for picture in pictures:
            surface.blit(picture, (block.left, y))
            y += picture.get_height() + gap

    def _above_the_log(self, surface: pygame.Surface, block: pygame.Rect, gap: int) -> pygame.Rect:
        """Where an offer's tooltips go right of the panel: at the top of the log's column,
        under the Hint button and the side notes, the log pushed down under them (playtest 24
        item 3: laid over the column, they hid its heading and its oldest lines)."""
        room, self.column_lines = self.scene.log_pushed_down(surface, block.height + gap)
        block.topleft = (room.x, room.y + gap // 2)
        return block

    column_lines: list[pygame.Rect] = []
    """The log's lines as last drawn under an offer's tooltips (``_above_the_log``)."""

    # --- hover previews (the engine's outcome of the move under the pointer) ----------------
    def hover_preview(self) -> MovePreview | str | None:
        """What the pointer's place would do if clicked: a lit destination of the picked
        units (path, cost, battle and odds) or an offer (the treasury after it). Worked out
        once per place, choice and state."""
        key = self._preview_key()
        game = self.state
        if self._preview is None or self._preview[0] != key or self._preview[1] is not game:
            self._preview = (key, game, self._work_out_preview(key))
            preview = self._preview[2]
            if isinstance(preview, MovePreview) and preview.pending is not None:
                self.hover_odds.ask(battle_key(preview.pending), preview.pending)
        return self._preview[2]

    def working(self) -> bool:
        """The battle's or the hovered move's odds are being worked out."""
        return self._odds_pending() or self._hover_odds_pending()

    def _hover_odds_pending(self) -> bool:
        preview = self.shown_preview()
        return isinstance(preview, MovePreview) and preview.pending is not None

    def _take_hover_odds(self) -> None:
        """The hovered move's odds, once the worker has them."""
        preview = self.shown_preview()
        if not isinstance(preview, MovePreview) or preview.pending is None:
            return
        found = self.hover_odds.found(battle_key(preview.pending))
        if found is not None and self._preview is not None:
            self._preview = (*self._preview[:2], preview.with_odds(found))

    def shown_preview(self) -> MovePreview | str | None:
        """The preview worked out for the pointer's place (frames draw it, never work it out)."""
        return self._preview[2] if self._preview is not None else None

    def _preview_key(self) -> tuple:
        """What the preview is for: ("offer", offer key), ("move", units, place, cost,
        staying: ``_move_key``), ("fight", place), or () for nothing; the focused place while
        the keyboard leads, else the pointer's."""
        state = self.state
        if state.battle is not None or self.press is not None or not self.scene.my_turn():
            return ()
        moving = bool(self.selected) and state.phase == PHASE_MOVE
        if self.keyboard:
            focused = (
                self.keys.focused(self.walk_targets()) if self.keys.focus is not None else None
            )
            kind, _, rest = focused.key.partition(":") if focused is not None else ("", "", "")
            if kind == "offer":
                return ("offer", tuple(rest.split(":", 2)))
            if kind == "place" and moving and (key := self._move_key(rest)):
                return key
            return ("fight", rest) if kind == "place" and self._waits(rest) else ()
        if self.panel_rect.collidepoint(self.mouse):
            offer = self.economy.offer_at(self.mouse)
            return ("offer", offer.key) if offer is not None and offer.enabled else ()
        if moving and self.map_rect.collidepoint(self.mouse):
            place = self.canvas.place_at(self.mouse, self._destinations(state))
            if place is not None and (key := self._move_key(place)):
                return key
        place = self.pointed() if not self.selected else None
        return ("fight", place) if place is not None and self._waits(place) else ()

    def _move_key(self, place: str) -> tuple:
        """The preview's key of the picked units sent to ``place`` by a click: ("move",
        units, place, cost, staying) for a lit place (all of them go, none stays), or for one
        only some of them reach (those go, the rest stay: ``clicks._send_those_able``;
        issue #39, the Knight sent alone with no word before the click); () for neither."""
        lit = self._destinations(self.state)
        if place in lit:
            return ("move", self.chosen, place, lit[place], ())
        able = self._able(place)
        if not able:
            return ()
        cost = board_info.destinations(self.state, self.world, able)[place]
        staying = tuple(u for u in self.chosen if u not in able)
        return ("move", able, place, cost, staying)

    def _able(self, place: str) -> tuple[int, ...]:
        """``board_info.able_to_reach`` of the picked units, found once per place, choice
        and state (the pointer crosses the same places again and again)."""
        memo = getattr(self, "_able_memo", None)
        if memo is None or memo[0] is not self.state or memo[1] != self.chosen:
            memo = self._able_memo = (self.state, self.chosen, {})
        if place not in memo[2]:
            memo[2][place] = board_info.able_to_reach(self.state, self.world, self.chosen, place)
        return memo[2][place]

    def _waits(self, place: str) -> bool:
        """A battle waits at ``place`` that the person at the screen may fight now."""
        state = self.state
        if state.phase != PHASE_COMBAT or state.battle is not None or self.selected:
            return False
        return place in state.battles and any(
            isinstance(a, Fight) and a.place == place for a in self.legal
        )

    def _destinations(self, state: WPState) -> dict[str, int]:
        """The picked units' destinations and their costs (found once per choice and state)."""
        game = self.state
        if self._lit is None or self._lit[0] != self.chosen or self._lit[1] is not game:
            self._lit = (self.chosen, game, self.highlights(state))
        return self._lit[2]

    def _work_out_preview(self, key: tuple) -> MovePreview | str | None:
        title, state = self.scene.title, self.state
        if key and key[0] == "offer":
            ware = next((w for w in self.wares if (w.army, w.kind, w.ident) == key[1]), None)
            placed = ware is not None and (ware.places or ware.kind not in ("unit", "city"))
            if not placed or ware.why or ware.action() not in self.legal:
                return None
            words = purchase_preview(title, state, ware)
            if words is not None and ware.kind == "unit":  # (playtest 34: pick, then place)
                words += ". " + tr(
                    "Click to pick it, then click a lit territory to place it; Undo takes the last "
                    "one back."
                )
            return words
        if key and key[0] in ("move", "fight"):
            if key[0] == "fight":
                preview = fight_preview(title.world, state, key[1])
            else:
                _, units, place, cost, staying = key
                preview = move_preview(title, state, units, place, cost, staying)
            if preview is not None and preview.pending is not None:
                return self._first_odds(preview)
            return preview
        return None

    def _first_odds(self, preview: MovePreview) -> MovePreview:
        """The preview with its battle's odds at once (issue #39: on a busy machine they took
        over two seconds): known from before, or exact when the battle is small (kept as the
        worker's answer), else a first estimate the worker's answer then replaces."""
        key = battle_key(preview.pending)
        found = self.hover_odds.found(key)
        if found is not None:
            return preview.with_odds(found)
        first = quick_odds(preview.pending)
        if first.method == "exact":
            self.hover_odds.keep(key, first)
            return preview.with_odds(first)
        return preview.with_estimate(first)

    def _draw_move_preview(self, surface: pygame.Surface, preview: MovePreview) -> None:
        """The path the units would take, a ring where a battle would be, and the words (by
        the pointer, or over the focused place while the keyboard leads)."""
        points = [self.canvas.centre_of(place) for place in preview.path]
        width = max(2, int(4 * self.s))
        if len(points) > 1:
            pygame.draw.lines(surface, (20, 20, 24), False, points, width + 2)
            pygame.draw.lines(surface, theme.ACCENT, False, points, width)
        for point in points[1:]:
            pygame.draw.circle(surface, theme.ACCENT, point, width + 1)
        if preview.battle:  # a ring around the stacks there (or the place's middle)
            there = [
                r for (p, _), r in self.canvas.stack_rects(self.state).items() if p == preview.dest
            ]
            ring = there[0].unionall(there[1:]) if there else pygame.Rect(*points[-1], 0, 0)
            radius = max(int(18 * self.s), int(math.hypot(*ring.size) / 2 + 5 * self.s))
            pygame.draw.circle(surface, theme.DANGER, ring.center, radius, max(2, width - 1))
        # the counters on the way and at the end stay on top (playtest 7: the line and the
        # ring hid the stack aimed at)
        self.canvas.draw_stacks_at(surface, self.state, preview.path, self.selected)
        self.move_tip = self._tip_aside(surface, preview, points)

    def tip_guarded(self, dest: str) -> list[pygame.Rect]:
        """The counters a move's words never cover: those in ``dest`` and in every territory
        touching it (playtest 22, shot 77: the odds hid the Goblin stacks beside the target,
        the ones a player weighs before moving in)."""
        near = {dest, *self.world.geo.neighbours(dest)} if dest in self.world.geo.links else {dest}
        return [r for (p, _), r in self.canvas.stack_rects(self.state).items() if p in near]

    def _tip_aside(
        self,
        surface: pygame.Surface,
        preview: MovePreview,
        points: list[tuple[int, int]],
    ) -> pygame.Rect:
        """The preview's words beside the pointer (or the place the keyboard focuses) on the
        side that covers least of the path, the destination and the moving stack (playtest
        6: they hid the lit places), never over a counter in or next to the destination: in
        a corner of the map, or over the side panel or the log's column, where that is what
        keeps them clear (playtest 22 item 5); where they went."""
        picture = tooltip_picture(preview.text, int(14 * self.s), int(320 * self.s), self.s)
        gap = int(18 * self.s)
        x, y = self.canvas.place_rect(preview.dest).center if self.keyboard else self.mouse
        guarded = self.tip_guarded(preview.dest)
        keep = [pygame.Rect(p[0] - gap, p[1] - gap, 2 * gap, 2 * gap) for p in points]
        keep.append(self.canvas.place_rect(preview.dest))
        # the names drawn on the map, the destination's first (issue 39: the words lay
        # beside and over it)
        keep += getattr(self, "name_pills", [])
        w, h = picture.get_size()
        area = self.map_rect.inflate(-gap, -gap)
        spots = [
            pygame.Rect(x + dx, y + dy, w, h) for dx in (gap, -gap - w) for dy in (gap, -gap - h)
        ]
        for corner in ("topleft", "topright", "bottomleft", "bottomright"):  # else a corner
            spot = pygame.Rect(0, 0, w, h)
            setattr(spot, corner, getattr(area, corner))
            spots.append(spot)
        spots = [spot.clamp(self.map_rect) for spot in spots]
        window = surface.get_rect()
        beside = pygame.Rect(self.map_rect.right, self.map_rect.top, 0, self.map_rect.height)
        beside.width = window.right - beside.left  # the side panel and the log's column
        if beside.width >= w:
            spots += [pygame.Rect(beside.left + gap // 2, beside.top + gap, w, h).clamp(beside)]

        def cost(spot: pygame.Rect) -> tuple[int, int, int]:
            hidden = sum(spot.clip(r).width * spot.clip(r).height for r in guarded)
            covered = sum(spot.clip(r).width * spot.clip(r).height for r in keep)
            return hidden, covered, abs(spot.centerx - x) + abs(spot.centery - y)

        spot = min(spots, key=cost)
        surface.blit(picture, spot)
        return spot
