"""The Warparty board's keyboard walk: what Tab visits in order (the map's places and
stacks, the purchase list, the battle's cards and buttons), the focus ring and the focused
thing's tooltip, and where a hinted move is made (``KeyboardWalk``, a part of the board)."""

from __future__ import annotations

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import tr
from forgegames.games.warparty import board_info
from forgegames.games.warparty.actions import (
    Answer,
    Buy,
    Deploy,
    Explore,
    Fight,
    Found,
    KeepQuests,
    Move,
)
from forgegames.games.warparty.actions import Target as Attack
from forgegames.games.warparty.board_info import (
    PHASE_COMBAT,
    PHASE_MOVE,
    PHASE_SETUP,
    Battle,
    WPState,
    default_target,
    side_of,
)
from forgegames.ui.boards.places import (
    Target,
    tooltip_picture,
)
from forgegames.ui.boards.warparty import inside_spots
from forgegames.ui.boards.warparty.battle_layout import Card
from forgegames.ui.boards.warparty.economy_panel import Offer
from forgegames.ui.boards.warparty.pen import draw_focus_ring

ROW_BAND = 110.0
"""Map units: places whose anchors lie this close in height are one row of Tab's reading
order."""

ANSWER_WORDS = {True: "Accept", False: "Fight on"}
"""The answers to an offer by agreement on the bar (short: the hint beside them says what is
offered, their tooltips say it again)."""


class KeyboardWalk:
    """Tab, the arrows and Enter over what may be chosen now (see ``walk_targets``)."""

    # --- the keyboard walk -----------------------------------------------------------------------
    def walk_targets(self) -> list[Target]:
        """What Tab walks, in order. In a battle: the cards that may be chosen (the units due
        to attack, then the enemies the picked one, or the default attacker, may hit), left
        side then right, each in reading order, then the battle's buttons. Else the map (the
        picked stack, the lit places and, in combat, the fights, then the other stacks that
        may be picked; each in reading order), the purchase list's arrows and offers, and
        Offer peace (Surrender is in the Menu); while a purchase is being placed, its lit
        places follow its offer. Enter on one does what a click on it does. Cached for the
        position, the selection and what is drawn where."""
        state = self.state
        rows = tuple((tuple(r), o.key) for r, o in self.economy.offer_rows())
        view = (self.canvas.view_key(), tuple(self.battle_panel.rect), rows, self.economy.first)
        key = (state, self.selected, self.chosen, self.placing, self.attacker, view, self.ended)
        if self._walk is None or self._walk[0] != key or self._walk[1] is not self.legal:
            self._walk = (key, self.legal, self._walk_targets(state))
        return self._walk[2]

    def _walk_targets(self, state: WPState) -> list[Target]:
        if not self.legal or (self.ended is not None and state.battle is None):
            return []  # nothing to choose, or an ended battle's summary covers the map
        if state.battle is not None:
            return self._battle_targets(state.battle)
        shop = self._shop_targets()
        talks = [
            Target(f"talk:{b.label}", b.rect, b.on_press) for b in self.talks.buttons if b.enabled
        ]
        placing = self._offer_key(self.placing) if self.placing is not None else None
        cut = next((i + 1 for i, t in enumerate(shop) if t.key == placing), 0)
        return shop[:cut] + self._map_targets(state) + shop[cut:] + talks

    def _map_targets(self, state: WPState) -> list[Target]:
        places = list(self.highlights(state))
        stacks: list[tuple[str, str]] = []
        if self.placing is None and not state.retreat:
            rects = self.canvas.stack_rects(state)
            if state.phase in (PHASE_MOVE, PHASE_SETUP):
                stacks = [k for k in rects if self._pickable(state, k)]
            elif state.phase == PHASE_COMBAT:
                fights = [a.place for a in self.legal if isinstance(a, Fight)]
                places += [p for p in fights if p not in places]
                stacks = [
                    k
                    for k in rects
                    if side_of(k[1]) == state.side
                    and board_info.shots_from(self.legal, k[0], state)
                ]

        def reading(place: str) -> tuple[int, float]:
            x, y = self.canvas.anchor_point(place)
            return int(y // ROW_BAND), x

        places.sort(key=reading)
        stacks.sort(key=lambda k: (k != self.selected, reading(k[0])))
        targets = []
        if stacks and stacks[0] == self.selected:
            targets.append(self.canvas.stack_target(state, stacks.pop(0)))
            targets += [  # its kinds' chips (``kind_picker``), after it
                Target(f"kind:{kind}", rect, lambda kind=kind: self.toggle_kind(self.state, kind))
                for rect, kind, _, _ in self.kind_chips(state)
            ]
        targets += [self.canvas.place_target(place) for place in places]
        targets += [self.canvas.stack_target(state, k) for k in stacks]
        return targets

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """A moving stack and where it goes, a battle's attacker and target cards, or a
        purchase's row and place, then any button labelled with the move."""
        state = self.state
        places: list[pygame.Rect] = []
        if isinstance(action, Move | Deploy):
            unit = state.unit(action.units[0])
            stack = self.canvas.stack_rects(state).get((unit.at, unit.army))
            places += [stack] * self._stack_clicks(action.units) if stack is not None else []
            dest = action.dest if isinstance(action, Move) else action.place
            places.append(self.territory_mark(dest))
        elif isinstance(action, Fight | Explore):
            places.append(self.territory_mark(action.place))
        elif isinstance(action, Answer):
            label = tr(ANSWER_WORDS[action.accept])
            places += [b.rect for b in self.bar.buttons if b.label == label]
        elif isinstance(action, KeepQuests):  # the dialog's button (its pairs on the dialog)
            places += [b.rect for b in self.bar.buttons if b.label == tr("Choose your quests")]
        elif isinstance(action, Attack) and state.battle is not None:
            wanted = (action.attacker, action.target)
            cards = self.battle_panel.cards(state.battle)
            places += [c.rect for i in wanted for c in cards if i in c.ids]
        else:
            for ware in self.wares:
                spots = ware.places or (("",) if ware.kind in ("upgrade", "research") else ())
                if any(ware.action(p) == action for p in spots) and ware != self.placing:
                    key = (ware.army, ware.kind, ware.ident)  # (picked: its place alone, as
                    places += self.economy.row_or_arrow(key)  # the row again lets it go)
            if isinstance(action, Buy | Found):
                places.append(self.territory_mark(action.place))
        return places + super().hint_places(action)

    def _stack_clicks(self, units: tuple[int, ...]) -> int:
        """How many clicks on their stack pick ``units``: one picks it whole, each more
        takes the last unit off (a part that is not the stack's first units: one click)."""
        unit = self.state.unit(units[0])
        whole = self._pickable(self.state, (unit.at, unit.army))  # type: ignore[attr-defined]
        if len(units) < len(whole) and tuple(whole[: len(units)]) == tuple(units):
            return 1 + len(whole) - len(units)
        return 1

    def reveal(self, action: Action) -> None:
        """Scroll the purchase list to the offer that makes ``action`` when it is not in
        sight."""
        for ware in self.wares:
            spots = ware.places or (("",) if ware.kind in ("upgrade", "research") else ())
            if any(ware.action(p) == action for p in spots):
                self.list_army(ware.army)
                shown = self.shown_wares()
                index = shown.index(ware)
                # set, not scrolled: the panel learns the new offers (one per ware, in order)
                # only when it draws them, and keeps this row in range then
                # (ux32: a hinted row in sight leaves the list still; one out of sight is
                # brought just into it, the rows the player saw moving as little as can be)
                rows, first = max(1, self.economy.shown), self.economy.first
                if index < first or index >= first + rows:
                    near = index if index < first else index - rows + 1
                    self.economy.first = max(0, min(near, len(shown) - rows))
                    self.scene.invalidate()
                return

    def territory_mark(self, place: str) -> pygame.Rect:
        """A box over a territory centred where a click picks it (its stack's point), no
        bigger than the territory's outline (kept per view: ``MapNames.view_memo``)."""
        kept = self.view_memo("marks")  # type: ignore[attr-defined]
        if place not in kept:
            kept[place] = self._find_mark(place)
        return pygame.Rect(kept[place])

    def _find_mark(self, place: str) -> pygame.Rect:
        outline = self.canvas.place_rect(place)
        side = self.canvas.px(56)
        box = pygame.Rect(0, 0, min(side, outline.width), min(side, outline.height))
        box.center = self.canvas.centre_of(place)
        # the lesson's or a hint's double outline whole inside the map's frame (issue 39: at
        # the map's right edge, Duskshore's was cut to a sliver): the box moves in by what
        # the outline reaches past it, and stays over its territory
        w = max(2, int(2 * self.s))  # as overlays.draw_hint_marks draws it
        shown = self.canvas.screen_frame().clip(self.canvas.rect)  # zoomed: the view's part
        room = shown.inflate(-2 * (2 * w + 3), -2 * (2 * w + 3))
        box = inside_spots.inside_mark(self.canvas, place, box, room)  # not next door (61z)
        if room.colliderect(box) and room.width >= box.width and room.height >= box.height:
            box.clamp_ip(room)
        return box

    @staticmethod
    def _offer_key(ware: board_info.Ware | Offer) -> str:
        """The walk's name for an offer (a ware being placed has the same)."""
        army, kind, ident = (
            ware.key if isinstance(ware, Offer) else (ware.army, ware.kind, ware.ident)
        )
        return f"offer:{army}:{kind}:{ident}"

    def _shop_targets(self) -> list[Target]:
        """The purchase list's paging arrows (when it pages), then its visible offers, top to
        bottom: disabled ones too, so Enter tells why they cannot be bought."""
        if not self.wares:
            return []
        rects = self.economy.rects()
        targets = [
            Target(f"army:{army}", rects[f"army:{army}"], lambda a=army: self.list_army(a))
            for army in self.buyers()
            if len(self.buyers()) > 1 and f"army:{army}" in rects
        ]
        pages = [
            Target(f"page:{name}", rect, lambda n=name: self._key_page(n), live)
            for name, rect, live in self.economy.pager()
        ]
        targets += [t for t in pages if t.key != "page:upgrades"]
        for rect, offer in self.economy.offer_rows():
            choose = lambda o=offer: self._key_offer(o)  # noqa: E731
            targets.append(Target(self._offer_key(offer), rect, choose, offer.enabled))
        return targets + [t for t in pages if t.key == "page:upgrades"]  # (at the list's foot)

    def _battle_targets(self, battle: Battle) -> list[Target]:
        attacks = [a for a in self.legal if isinstance(a, Attack)]
        lead = self._lead_attacker(battle)

        def choosable(card: Card) -> bool:
            """Its units may attack now, or be attacked by the one a choice would send."""
            if card.side == battle.side:
                return any(a.attacker in card.ids for a in attacks)
            return any(a.attacker == lead and a.target in card.ids for a in attacks)

        cards = sorted(
            (c for c in self.battle_panel.cards(battle) if choosable(c)),
            key=lambda c: (c.side, c.rect.y, c.rect.x),
        )
        targets = [Target(c.key, c.rect, lambda c=c: self._key_card(c)) for c in cards]
        choosing = battle.side if self.legal else None
        for name, rect in self.battle_panel.button_rects(battle, choosing, self.fight_controls()):
            targets.append(Target(f"button:{name}", rect, lambda n=name: self._key_button(n)))
        return targets

    def _lead_attacker(self, battle: Battle) -> int | None:
        """The unit whose attack a chosen enemy would receive: the picked one when it is due,
        else the default attacker (as a click on an enemy does)."""
        if any(isinstance(a, Attack) and a.attacker == self.attacker for a in self.legal):
            return self.attacker
        default = default_target(battle)
        return None if default is None else default.attacker

    def _key_pick(self, place: str | None, stack: tuple[str, str] | None) -> None:
        """Enter or Space on the focused place or stack: what a click on it does."""
        self._pick(self.state, place, stack)
        self.refresh()

    def _key_offer(self, offer: Offer) -> None:
        """Enter or Space on the focused offer: what a click on it does."""
        self._choose_offer(offer)
        self.refresh()

    def _key_page(self, name: str) -> None:
        """Enter or Space on a paging arrow of the purchase list, or its upgrades' bar."""
        self.economy.press(name)
        self.scene.invalidate()

    def _key_card(self, card: Card) -> None:
        """Enter or Space on the focused card of the battle: what a click on it does."""
        self._choose_card(self.state.battle, card)
        self.refresh()

    def _key_button(self, name: str) -> None:
        """Enter or Space on the focused button of the battle: what a click on it does."""
        self._press_battle_button(self.state.battle, name)
        self.refresh()

    def _draw_focus(self, surface: pygame.Surface, state: WPState) -> None:
        """The focus ring and, while the keyboard leads, what the focused thing's tooltip
        would say (on the map only while nothing is picked: it would hide the lit places)."""
        focused = self.keys.focused(self.walk_targets()) if self.keys.focus is not None else None
        if focused is None:
            return
        kind, _, rest = focused.key.partition(":")
        if kind in ("card", "button") and state.battle is not None:
            self._draw_battle_focus(surface, state.battle, focused)
            return
        if kind in ("offer", "page", "army"):
            draw_focus_ring(surface, focused.rect, self.s, outside=kind == "page")
            if self.keyboard and not self.tips_hushed:
                self.economy.draw_why(surface, focused.rect.center, whole=kind == "army")
            return
        if kind == "talk":
            for button in self.talks.buttons:
                if button.rect == focused.rect:
                    button.draw(surface, self.s, True, False)
            return
        if kind == "stack":
            army, _, place = rest.partition(":")
            self.canvas.draw_focus(surface, place, focused.rect)
            text = self.describe_stack(state, (place, army))
        else:
            self.canvas.draw_focus(surface, rest)
            text = self.describe_territory(state, rest)
        if self.keyboard and self.selected is None and not self.tips_hushed:
            self._tip_over(surface, text, focused.rect, self.map_rect)

    def _draw_battle_focus(self, surface: pygame.Surface, battle: Battle, focused: Target) -> None:
        """A focused card: its ring, the prediction for it and its tooltip; a focused button
        drawn focused."""
        panel = self.battle_panel
        panel.draw_focus(surface, focused.key)
        card = panel.card_at(focused.rect.center)
        if card is None or not self.keyboard or self.tips_hushed:
            return
        names, fid = self.battle_names(battle), self._card_fighter(battle, card)
        if card.side == battle.side:  # one of ours: what it would do, picked
            panel.draw_hover(surface, battle, names, fid, fid)
        else:
            panel.draw_hover(surface, battle, names, self.attacker, fid)
        panel.draw_focus(surface, focused.key)  # over the hover outline
        # under the card: above it would hide the odds and the sides' names
        words = panel.card_words(battle, card)
        self._tip_over(surface, words, card.rect, panel.rect, above=False)

    def _tip_over(
        self,
        surface: pygame.Surface,
        text: str,
        rect: pygame.Rect,
        bounds: pygame.Rect,
        above: bool = True,
    ) -> None:
        """A tooltip above ``rect`` (or below, ``above`` False), on the other side when there
        is no room, kept inside ``bounds``."""
        picture = tooltip_picture(text, int(14 * self.s), int(320 * self.s), self.s)
        gap = int(14 * self.s)
        over = picture.get_rect(midbottom=(rect.centerx, rect.top - gap))
        under = picture.get_rect(midtop=(rect.centerx, rect.bottom + gap))
        if above:
            box = over if over.top >= bounds.top else under
        else:
            box = under if under.bottom <= bounds.bottom else over
        surface.blit(picture, box.clamp(bounds))
