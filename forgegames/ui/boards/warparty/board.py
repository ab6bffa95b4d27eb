"""Warparty's board: the territory map, the battle panel, the collection board and purchases,
and a bar of the phase's moves.

The board never decides a rule. It asks ``board_info`` where chosen units may go, what may be
bought and why not, and offers exactly the legal moves; a click that cannot become one shows
the engine's reason. Drag (any button) pans the map, the wheel zooms, Home resets the view.
Everything clickable is on a keyboard walk too (``walk_targets``): Tab, Shift+Tab and the
arrows move the focus, Enter or Space does what a click does, Escape drops a selection.
"""

from __future__ import annotations

import contextlib
import math
import random
import time
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import ntr, tr
from forgegames.core.title import CHANCE
from forgegames.games.warparty import board_info, combat, nouns, odds
from forgegames.games.warparty.actions import (
    Answer,
    Buy,
    Concede,
    Deploy,
    EndCombat,
    EndMove,
    EndTurn,
    Fight,
    Found,
    Move,
    OfferMarginal,
    Order,
    Ready,
    RetreatTo,
)
from forgegames.games.warparty.model import SIDES, army_name, other_side, side_of, team_name
from forgegames.games.warparty.state import (
    PHASE_COLLECT,
    PHASE_COMBAT,
    PHASE_MOVE,
    PHASE_ORDER,
    PHASE_SETUP,
    WPState,
)
from forgegames.ui import icons, theme
from forgegames.ui.animation import Animation
from forgegames.ui.boards.base import BoardView
from forgegames.ui.boards.places import (
    KeyWalk,
    Target,
    draw_tooltip,
    prepare_tooltip,
    tooltip_picture,
)
from forgegames.ui.boards.warparty import motion
from forgegames.ui.boards.warparty.battle_panel import BattlePanel, Card, OddsWorker
from forgegames.ui.boards.warparty.economy_panel import EconomyPanel, Offer, draw_focus_ring
from forgegames.ui.boards.warparty.fight import FightItOut
from forgegames.ui.boards.warparty.legend import legend
from forgegames.ui.boards.warparty.map_canvas import MapCanvas, shade
from forgegames.ui.boards.warparty.preview import MovePreview, move_preview, purchase_preview
from forgegames.ui.boards.warparty.tmxmap import read_board
from forgegames.ui.hotseat import Refusal
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import ChoiceDialog
from forgegames.ui.widgets import Button, ButtonGroup

PANEL_W = 300
BAR_H = 50
SETTLE_MS = 150
"""After the wheel has rested this long, the map is drawn in full at its new zoom (until then
each wheel step stretches the last full picture: quick, a little soft)."""
DRAG_PX = 6
"""A press that moves farther than this before release is a drag (pan), not a click."""
ROW_BAND = 110.0
"""Map units: places whose anchors lie this close in height are one row of Tab's reading
order."""
QUICK_STATES = 600
"""A battle whose exact odds take at most this many states (a few hundredths of a second)
gets them at once; a bigger one is worked out away from the frame (``OddsWorker``)..."""
ODDS_STATES = 5_000
"""...exactly when this many states suffice (half a second at most), else by sampling..."""
ODDS_SAMPLES = 1_500
ODDS_BATCH = 100
ODDS_SECONDS = 3.0
"""...``ODDS_SAMPLES`` battles, in batches (a newer position stops them between two), or as
many batches as this many seconds allow (at least one: a crowded battle's take long)."""
ODDS_POLL_MS = 100
"""How often the board looks whether odds being worked out are ready."""
KEYS_HINT = "Keys: Tab, then Enter."
BAR_MOVES = {
    EndMove: "End movement",
    EndCombat: "End combat",
    EndTurn: "End buying",
    Ready: "Set-up done",
}


ANSWER_WORDS = {True: "Accept", False: "Fight on"}
"""The answers to an offer by agreement on the bar (short: the hint beside them says what is
offered, their tooltips say it again)."""


OFFER_RULES = {"unit": "economy", "research": "economy", "city": "cities", "upgrade": "capitals"}
"""The rules section that explains why a kind of purchase is refused (its tooltip's link)."""


class WarpartyBoard(FightItOut, BoardView):
    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.init_fights()
        self.world = scene.title.world
        self.canvas = MapCanvas(read_board(), self.world.geo, self.world.armies.sheets)
        self.canvas.army_colours = {
            army: look.rgb if i == 0 else shade(look.rgb, 0.72)
            for armies in scene.session.state.seats
            for i, army in enumerate(armies)
            for look in [self.army_look(army)]
        }
        """On the map each army wears its commander's colour (a seat's second army a darker
        shade of it, so Humans and Dwarves still tell apart on one player's counters)."""
        self.battle_panel = BattlePanel(
            {
                (army, unit.id): unit.kind
                for army, sheet in self.world.armies.sheets.items()
                for unit in sheet.units.values()
            }
        )
        self.economy = EconomyPanel(self.world.armies.sheets, self.world.content.economy)
        self.bar = ButtonGroup(chain=True)
        self.keys = KeyWalk()
        """Tab's walk over what may be chosen on the map now (see ``walk_targets``)."""
        self._walk: tuple[tuple, list[Action], list[Target]] | None = None
        self.talks = ButtonGroup()
        self.map_rect = self.panel_rect = self.bar_rect = self.talk_rect = pygame.Rect(0, 0, 0, 0)
        self.legal: list[Action] = []
        self.selected: tuple[str, str] | None = None
        self.chosen: tuple[int, ...] = ()
        self.placing: board_info.Ware | None = None
        self.listed = ""
        """The army whose wares the purchase list shows (one of the acting seat's; clicking an
        army's block on the panel lists it). Empty: the army acting now."""
        self.attacker: int | None = None
        self.hover_fighter: int | None = None
        self.mouse = (0, 0)
        self.keyboard = False
        """True after a key moved the focus, until the mouse moves: the focused thing's
        tooltip shows instead of the pointed one's."""
        self.press: tuple[int, int] | None = None
        self.dragged = False
        self.settle_ms = 0
        self.wares: list[board_info.Ware] = []
        self._odds: tuple[Hashable, odds.Odds | None] | None = None
        """The odds shown, for a position of the fight (None while being worked out)."""
        self.odds_worker = OddsWorker(_battle_odds)
        self.hover_odds = OddsWorker(_battle_odds)
        """The odds of the battle a hovered move would begin, when they are not quick: the
        battle panel's estimate, worked out the same way away from the frame."""
        self._preview: tuple[tuple, Any, MovePreview | str | None] | None = None
        """The hover preview as last worked out: what it is for, the game state, and the
        move's preview or the purchase's words (worked out on motion, not every frame)."""
        self._lit: tuple[tuple[int, ...], Any, dict[str, int]] | None = None
        """The picked units' destinations and costs, for the game state they were found in."""

    # --- layout and refresh ----------------------------------------------------------------
    @property
    def s(self) -> float:
        return self.scene.app.scale

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        s = self.s
        panel_w = int(PANEL_W * s)
        bar_h = int(BAR_H * s)
        self.panel_rect = pygame.Rect(rect.right - panel_w, rect.y, panel_w, rect.height - bar_h)
        self.talk_rect = pygame.Rect(self.panel_rect.x, self.panel_rect.bottom, panel_w, bar_h)
        self.bar_rect = pygame.Rect(rect.x, rect.bottom - bar_h, rect.width - panel_w, bar_h)
        self.map_rect = pygame.Rect(rect.x, rect.y, rect.width - panel_w, rect.height - bar_h)
        self.canvas.layout(self.map_rect)
        self.economy.layout(self.panel_rect, s)
        # a battle covers the purses too (nothing is bought while it lasts): room for its units
        battle_area = self.map_rect.union(self.panel_rect)
        self.battle_panel.layout(battle_area.inflate(-int(24 * s), -int(24 * s)), s)
        self.refresh()

    @property
    def state(self) -> WPState:
        return self.scene.visible_state()

    def refresh(self) -> None:
        self.legal = self.scene.legal_actions()
        self.keys.reset()  # a key press puts the focus back on what it chose (KeyWalk)
        state = self.state
        if self.selected and not self._selection_valid(state):
            self.selected, self.chosen = None, ()
        if self.placing is not None and state.phase not in (PHASE_COLLECT, PHASE_SETUP):
            self.placing = None
        if state.battle is None:
            self.attacker = None
        self.watch_battle_end()
        self.wares = board_info.wares(state, self.world, self.legal) if self._buying(state) else []
        if self.placing is not None:
            self.placing = next(
                (
                    w
                    for w in self.wares
                    if (w.army, w.ident) == (self.placing.army, self.placing.ident) and not w.why
                ),
                None,
            )
        self._build_bar()
        self.hover_preview()  # what a click may have changed under the pointer

    def animations(self, before: WPState, after: WPState) -> list[Animation]:
        """Counters sliding where a move took them; in a battle, the fallen turning over."""
        if before.battle is not None and after.battle is not None:
            picture = getattr(self.scene, "last_picture", None)
            return motion.fallen(self.battle_panel, before.battle, after.battle, picture)
        if before.battle is None and after.battle is None:
            return motion.moves(self.canvas, before, after, self.map_rect)
        return []

    def _buying(self, state: WPState) -> bool:
        return bool(self.legal) and state.phase in (PHASE_COLLECT, PHASE_SETUP) and not state.offer

    def _selection_valid(self, state: WPState) -> bool:
        if state.phase in (PHASE_MOVE, PHASE_SETUP):
            left = set(self._pickable(state, self.selected))
            self.chosen = tuple(u for u in self.chosen if u in left)
            return bool(self.chosen) and bool(self.legal)
        if state.phase == PHASE_COMBAT and state.battle is None:
            return bool(board_info.shots_from(self.legal, self.selected[0], state))
        return False

    def _build_bar(self) -> None:
        s = self.s
        specs: list[tuple[str, Action, str]] = []
        for action in self.legal:
            kind = type(action)
            if kind in BAR_MOVES:
                specs.append((tr(BAR_MOVES[kind]), action, "primary"))
            elif kind is Answer:
                specs.append((tr(ANSWER_WORDS[action.accept]), action, "primary"))
            elif kind is Order:
                specs.append((self.scene.describe(action), action, "primary"))
            elif kind is Fight:
                specs.append((self.scene.describe(action), action, "normal"))
        self._build_talks()
        x = self.bar_rect.right - int(8 * s)
        buttons = []
        h = self.bar_rect.height - int(12 * s)
        for label, action, style in reversed(specs):
            button = Button(label, lambda a=action: self._act(a), style=style)
            if isinstance(action, Answer):
                button.tooltip = self.scene.describe(action)  # what is accepted, in full
            width = button.fit_width(s)
            x -= width
            if x < self.bar_rect.x + int(260 * s):
                break
            button.rect = pygame.Rect(x, self.bar_rect.y + int(6 * s), width, h)
            x -= int(8 * s)
            buttons.append(button)
        self.bar.set(list(reversed(buttons)))
        self.bar_left = x

    def _build_talks(self) -> None:
        """Surrender and Offer peace, small, under the panel (Offer peace opens the offers:
        a marginal victory or a marginal defeat for the other team)."""
        s = self.s
        offers = [a for a in self.legal if isinstance(a, OfferMarginal)]
        talks: list[tuple[str, Callable[[], None], str]] = [
            (tr("Surrender"), lambda a=a: self._act(a), self.scene.describe(a))
            for a in self.legal
            if isinstance(a, Concede)
        ]
        if offers:
            talks.append(
                (
                    tr("Offer peace"),
                    lambda: self._offer_peace(offers),
                    tr("Offer the other team a marginal victory or a marginal defeat"),
                )
            )
        gap = int(8 * s)
        width = (self.talk_rect.width - gap * (len(talks) + 1)) // max(1, len(talks))
        buttons = []
        for i, (label, press, tip) in enumerate(talks):
            button = Button(label, press, style="quiet")
            button.tooltip = tip
            button.rect = pygame.Rect(
                self.talk_rect.x + gap + i * (width + gap),
                self.talk_rect.y + int(6 * s),
                width,
                self.talk_rect.height - int(12 * s),
            )
            buttons.append(button)
        self.talks.set(buttons)

    def _offer_peace(self, offers: list[OfferMarginal]) -> None:
        """The choice of offers by agreement, in a dialog (Tab or the arrows, then Enter)."""
        choices = [(self.scene.describe(a), lambda a=a: self._act(a), True) for a in offers]
        lines = [tr("The other team answers before play goes on; if it accepts, the war ends.")]
        self.scene.app.push(ChoiceDialog(self.scene.app, tr("Offer peace"), choices, lines))

    @staticmethod
    def _pickable(state: WPState, stack: tuple[str, str]) -> tuple[int, ...]:
        """The units of ``stack`` that may be picked now: those that may still move, or in the
        quick-play set-up all of the acting armies' (to place them elsewhere)."""
        if state.phase == PHASE_SETUP:
            return board_info.deployable_at(state, *stack)
        return board_info.movable_at(state, *stack)

    # --- what the map highlights -----------------------------------------------------------------
    def highlights(self, state: WPState) -> dict[str, int]:
        if state.battle is not None:
            return {}
        if state.retreat and self.legal:
            return {a.place: 0 for a in self.legal if isinstance(a, RetreatTo)}
        if self.placing is not None:
            return {p: 0 for p in self.placing.places}
        if self.selected and state.phase == PHASE_MOVE:
            return board_info.destinations(state, self.world, self.chosen)
        if self.selected and state.phase == PHASE_SETUP:
            return board_info.deploy_destinations(state, self.world, self.chosen)
        if self.selected and state.phase == PHASE_COMBAT:
            return {p: 0 for p in board_info.shots_from(self.legal, self.selected[0], state)}
        if state.phase == PHASE_COMBAT:
            return {a.place: 0 for a in self.legal if isinstance(a, Fight)}
        return {}

    # --- the keyboard walk -----------------------------------------------------------------------
    def walk_targets(self) -> list[Target]:
        """What Tab walks, in order. In a battle: the cards that may be chosen (the units due
        to attack, then the enemies the picked one, or the default attacker, may hit), left
        side then right, each in reading order, then the battle's buttons. Else the map (the
        picked stack, the lit places and, in combat, the fights, then the other stacks that
        may be picked; each in reading order), the purchase list's arrows and offers, and
        Surrender / Offer peace; while a purchase is being placed, its lit places follow its
        offer. Enter on one does what a click on it does. Cached for the position, the
        selection and what is drawn where."""
        state = self.state
        rows = tuple((tuple(r), o.key) for r, o in self.economy.offer_rows())
        view = (self.canvas.view_key(), tuple(self.battle_panel.rect), rows, self.economy.first)
        key = (state, self.selected, self.chosen, self.placing, self.attacker, view)
        if self._walk is None or self._walk[0] != key or self._walk[1] is not self.legal:
            self._walk = (key, self.legal, self._walk_targets(state))
        return self._walk[2]

    def _walk_targets(self, state: WPState) -> list[Target]:
        if not self.legal:
            return []
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
            targets.append(self._stack_target(state, stacks.pop(0)))
        for place in places:
            rect = self.canvas.place_rect(place)
            targets.append(Target(f"place:{place}", rect, lambda p=place: self._key_pick(p, None)))
        targets += [self._stack_target(state, k) for k in stacks]
        return targets

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """A moving stack and where it goes, a battle's attacker and target cards, or a
        purchase's row and place, then any button labelled with the move."""
        state = self.state
        places: list[pygame.Rect] = []
        if isinstance(action, Move | Deploy):
            unit = state.unit(action.units[0])
            stack = self.canvas.stack_rects(state).get((unit.at, unit.army))
            places += [stack] if stack is not None else []
            dest = action.dest if isinstance(action, Move) else action.place
            places.append(self.territory_mark(dest))
        elif isinstance(action, Fight):
            places.append(self.territory_mark(action.place))
        elif isinstance(action, Answer):
            label = tr(ANSWER_WORDS[action.accept])
            places += [b.rect for b in self.bar.buttons if b.label == label]
        elif isinstance(action, combat.Target) and state.battle is not None:
            wanted = (action.attacker, action.target)
            cards = self.battle_panel.cards(state.battle)
            places += [c.rect for i in wanted for c in cards if i in c.ids]
        else:
            for ware in self.wares:
                spots = ware.places or (("",) if ware.kind in ("upgrade", "research") else ())
                if any(ware.action(p) == action for p in spots):
                    key = (ware.army, ware.kind, ware.ident)
                    places += [r for r, offer in self.economy.offer_rows() if offer.key == key]
            if isinstance(action, Buy | Found):
                places.append(self.territory_mark(action.place))
        return places + super().hint_places(action)

    def reveal(self, action: Action) -> None:
        """Scroll the purchase list to the offer that makes ``action``."""
        for ware in self.wares:
            spots = ware.places or (("",) if ware.kind in ("upgrade", "research") else ())
            if any(ware.action(p) == action for p in spots):
                self.list_army(ware.army)
                shown = self.shown_wares()
                index = shown.index(ware)
                # set, not scrolled: the panel learns the new offers (one per ware, in order)
                # only when it draws them, and keeps this row in range then
                rows = max(1, self.economy.shown)
                if not self.economy.first <= index < self.economy.first + rows:
                    self.economy.first = max(0, min(index, len(shown) - rows))
                    self.scene.invalidate()
                return

    def territory_mark(self, place: str) -> pygame.Rect:
        """A box over a territory centred where a click picks it (its stack's point), no
        bigger than the territory's outline."""
        outline = self.canvas.place_rect(place)
        side = self.canvas.px(56)
        box = pygame.Rect(0, 0, min(side, outline.width), min(side, outline.height))
        box.center = self.canvas.centre_of(place)
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
        targets += [
            Target(f"page:{name}", rect, lambda n=name: self._key_page(n), live)
            for name, rect, live in self.economy.pager()
        ]
        for rect, offer in self.economy.offer_rows():
            choose = lambda o=offer: self._key_offer(o)  # noqa: E731
            targets.append(Target(self._offer_key(offer), rect, choose, offer.enabled))
        return targets

    def _battle_targets(self, battle: combat.Battle) -> list[Target]:
        attacks = [a for a in self.legal if isinstance(a, combat.Target)]
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

    def _lead_attacker(self, battle: combat.Battle) -> int | None:
        """The unit whose attack a chosen enemy would receive: the picked one when it is due,
        else the default attacker (as a click on an enemy does)."""
        if any(isinstance(a, combat.Target) and a.attacker == self.attacker for a in self.legal):
            return self.attacker
        default = combat.default_target(battle)
        return None if default is None else default.attacker

    def _stack_target(self, state: WPState, stack: tuple[str, str]) -> Target:
        rect = self.canvas.stack_rects(state)[stack]
        return Target(f"stack:{stack[1]}:{stack[0]}", rect, lambda: self._key_pick(None, stack))

    def _key_pick(self, place: str | None, stack: tuple[str, str] | None) -> None:
        """Enter or Space on the focused place or stack: what a click on it does."""
        self._pick(self.state, place, stack)
        self.refresh()

    def _key_offer(self, offer: Offer) -> None:
        """Enter or Space on the focused offer: what a click on it does."""
        self._choose_offer(offer)
        self.refresh()

    def _key_page(self, name: str) -> None:
        """Enter or Space on a paging arrow of the purchase list."""
        self.economy.page(1 if name == "down" else -1)
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
            if self.keyboard:
                self.economy.draw_why(surface, focused.rect.center)
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
        if self.keyboard and self.selected is None:
            self._tip_over(surface, text, focused.rect, self.map_rect)

    def _draw_battle_focus(
        self, surface: pygame.Surface, battle: combat.Battle, focused: Target
    ) -> None:
        """A focused card: its ring, the prediction for it and its tooltip; a focused button
        drawn focused."""
        panel = self.battle_panel
        panel.draw_focus(surface, focused.key)
        card = panel.card_at(focused.rect.center)
        if card is None or not self.keyboard:
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

    def hint(self, state: WPState) -> str:
        """What the person at the screen can do now, in a sentence (and the keys that walk
        the map when there is something on it to choose)."""
        words = self._hint_words(state)
        return f"{words} {tr(KEYS_HINT)}" if self.walk_targets() else words

    def _hint_words(self, state: WPState) -> str:
        if not self.legal:
            return self._waiting_words(state)
        if state.battle is not None:
            return tr("Battle: pick one of your units, then the enemy it attacks (or Default).")
        if state.retreat:
            return tr("Your side retreats: click a lit territory to fall back to.")
        if state.phase == PHASE_ORDER:
            return tr("Your team won the roll-off: choose whether it moves first or second.")
        if state.offer:
            if state.offered == "defeat":
                return tr("The other team offers you a marginal defeat: accept or fight on.")
            return tr("The other team offers you a marginal victory: accept or fight on.")
        if self.placing is not None:
            return tr("Click a lit territory to place it (the offer again to cancel).")
        if state.phase == PHASE_MOVE:
            if self.selected:
                n, total = len(self.chosen), len(board_info.movable_at(state, *self.selected))
                return tr(
                    "Moving {n} of {total}: click a lit place (cost shown), or the counter "
                    "again for one fewer.",
                    n=n,
                    total=total,
                )
            return tr("Click one of your counters to move it; End movement when done.")
        if state.phase == PHASE_COMBAT:
            return tr("Click crossed swords to fight there, or a siege unit to shoot.")
        if state.phase == PHASE_SETUP:
            if self.selected:
                return tr("Click a lit place to put the picked units there.")
            return tr(
                "Place two cities, spend up to 30 crowns (keep 4), put your troops in any city "
                "or land you hold (click them), then Set-up done."
            )
        return tr("Buy from the list on the right; End buying when done.")

    def _waiting_words(self, state: WPState) -> str:
        """What the game waits for when nobody at the screen can move: nothing in a replay,
        in a scenario's example or once the game is over."""
        scene = self.scene
        if scene.session.over or scene.read_only():
            return ""
        if scene.handover is not None:
            return tr("Press End turn to hand over, or Undo to take your move back.")
        active = scene.session.active
        if active == CHANCE:
            return tr("Rolling the dice…")
        name = scene.seat_name(active)
        if active in scene.session.bots:
            return tr("{name} is thinking…", name=name)
        armies = " and ".join(army.title() for army in state.seats[active])
        return tr("Waiting for {name}, who plays the {armies}.", name=name, armies=armies)

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        self.canvas.draw(
            surface,
            state,
            highlights=self.highlights(state),
            selected=self.selected,
            battles=state.battles + ((state.fight,) if state.fight else ()),
        )
        self._draw_panel(surface, state)
        pygame.draw.rect(surface, theme.PANEL, self.bar_rect)
        pygame.draw.line(surface, theme.BORDER, self.bar_rect.topleft, self.bar_rect.topright)
        width = max(10, self.bar_left - self.bar_rect.x - int(16 * self.s))
        lines = theme.wrap(self.hint(state), int(15 * self.s), width)
        y = self.bar_rect.centery - len(lines[:2]) * int(9 * self.s)
        for line in lines[:2]:
            surface.blit(
                theme.text(line, int(15 * self.s), theme.TEXT),
                (self.bar_rect.x + int(12 * self.s), y),
            )
            y += int(18 * self.s)
        pygame.draw.rect(surface, theme.PANEL, self.talk_rect)
        pygame.draw.line(surface, theme.BORDER, self.talk_rect.topleft, self.talk_rect.topright)
        self.bar.draw_resting(surface, self.s)
        self.talks.draw_resting(surface, self.s)
        if state.battle is not None:
            self._draw_battle(surface, state)

    def banner_area(self) -> pygame.Rect:
        """The turn banner hangs over the map (the collection board stays readable); while a
        battle is open it fits into the hint strip under it, so the battle's odds and units
        stay in sight (in hotseat it greets each side's round)."""
        if self.state.battle is None:
            return self.map_rect
        bar = self.bar_rect
        return pygame.Rect(bar.x, bar.y + 1, self.bar_left - bar.x, bar.h - 1)  # under its edge

    def army_look(self, army: str) -> theme.SeatColour:
        """``army``'s colour and symbol: those of the seat commanding it, so no army is ever
        drawn in another player's colour."""
        look = self.scene.seat_colour(self.scene.session.state.seat_of(army))
        return theme.SeatColour(army, army_name(army), look.rgb, look.symbol)

    def legend_entries(self) -> list:
        """The legend's Warparty entries, each army's swatch in its colour on this map."""
        return legend(dict(self.canvas.army_colours))

    def _emblem(self, army: str, kind: str, ident: str) -> str:
        """The icon before an offer's name: a unit's kind emblem (none for other wares)."""
        unit = self.world.armies.sheets[army].units.get(ident) if kind == "unit" else None
        return f"unit:{unit.kind}" if unit is not None and unit.kind in icons.UNIT_KINDS else ""

    def buyers(self) -> list[str]:
        """The armies the purchase list may show (those with wares), in order."""
        return list(dict.fromkeys(w.army for w in self.wares))

    def listed_army(self) -> str:
        """The army the purchase list shows: the one chosen on the panel when it may buy,
        else the acting army (else the first that may)."""
        buyers = self.buyers()
        for army in (self.listed, self.state.actor):
            if army in buyers:
                return army
        return buyers[0] if buyers else ""

    def shown_wares(self) -> list[board_info.Ware]:
        """The wares of the listed army, in the purchase list's order."""
        listed = self.listed_army()
        return [w for w in self.wares if w.army == listed]

    def list_army(self, army: str) -> bool:
        """Show ``army``'s wares in the purchase list (a click on its block, or Enter); False
        when it has none to show now (another seat's army, or nothing is for sale)."""
        if army not in self.buyers():
            return False
        if army != self.listed_army():
            self.economy.first = 0
        self.listed = army
        self.scene.invalidate()
        return True

    def _draw_panel(self, surface: pygame.Surface, state: WPState) -> None:
        if state.battle is not None:  # the battle panel covers it (but for its margin)
            pygame.draw.rect(surface, theme.PANEL, self.panel_rect)
            return
        placing = self.placing
        acting = self.listed_army() or state.actor or SIDES["good"][0]
        offers = [
            Offer(
                w.name,
                w.detail,
                w.price,
                not w.why,
                w.why,
                (w.army, w.kind, w.ident),
                self._emblem(w.army, w.kind, w.ident),
            )
            for w in self.shown_wares()
        ]
        names = {a: army_name(a) for a in SIDES["good"] + SIDES["evil"]}
        colours = {a: self.army_look(a) for a in names}
        self.economy.pen.cuts = []
        self.economy.draw(
            surface,
            state,
            incomes=board_info.incomes(state, self.world),
            army_names=names,
            acting=acting,
            offers=offers,
            army_colours=colours,
            chosen=None if placing is None else (placing.army, placing.kind, placing.ident),
        )
        self.cuts += self.economy.pen.cuts  # shortened names show whole under the mouse

    def _draw_battle(self, surface: pygame.Surface, state: WPState) -> None:
        battle = state.battle
        team = state.side
        names = self.battle_names(battle)
        sides = ((0, team), (1, other_side(team)))
        colours = tuple(self.army_look(self._first_army(battle, i, t)).rgb for i, t in sides)
        choosing = battle.side if self.legal else None
        rolls = [e.text for e in self.scene.session.events() if e.kind == "battle"][-3:]
        self.battle_panel.draw(
            surface,
            battle,
            names=names,
            colours=colours,  # type: ignore[arg-type]
            choosing=choosing,
            selected_attacker=self.attacker,
            hover_target=None,
            whole_odds=self.whole_odds(battle),
            last_rolls=rolls,
            fight=self.fight_controls(),
        )
        self._prepare_hovers(battle, names)

    def _prepare_hovers(self, battle: combat.Battle, names: tuple[str, str]) -> None:
        """What the mouse over each card shows (the prediction box and the card's tooltip),
        made as the battle changes: the first pass over a card then costs no more than the
        next (``draw_live`` draws them)."""
        panel = self.battle_panel
        for card in panel.cards(battle):
            panel.prepare_hover(battle, names, self.attacker, card)
            prepare_tooltip(self.rule_tip(panel.card_words(battle, card), "units"), self.s, 14)

    def battle_names(self, battle: combat.Battle) -> tuple[str, str]:
        team = self.state.side
        return self._team_words(battle, 0, team), self._team_words(battle, 1, other_side(team))

    def _first_army(self, battle: combat.Battle, side: int, team: str) -> str:
        armies = {f.profile.army for f in battle.sides[side]}
        return next((a for a in SIDES[team] if a in armies), SIDES[team][0])

    def _team_words(self, battle: combat.Battle, side: int, team: str) -> str:
        armies = [a for a in SIDES[team] if any(f.profile.army == a for f in battle.sides[side])]
        return " & ".join(map(army_name, armies)) or team_name(team)

    def whole_odds(self, battle: combat.Battle) -> odds.Odds | None:
        """The chances of the battle from here (neither side retreating): at once for a small
        battle, else None (shown as being worked out) until the worker has them (``update``
        takes them in, so a frame never changes under a test's feet)."""
        if battle.volley or battle.outcome is not None:
            return None
        key = combat.state_key(battle)
        if self._odds is None or self._odds[0] != key:
            self._odds = (key, None)
            # never beside the worker: the exact walk raises the process's recursion limit
            # while it runs and puts it back after
            if not (self.odds_worker.busy or self.hover_odds.busy):
                with contextlib.suppress(odds.TooManyStates):
                    self._odds = (key, odds.exact_odds(battle, state_limit=QUICK_STATES))
            if self._odds[1] is None:
                self.odds_worker.ask(key, battle)
        return self._odds[1]

    def _odds_pending(self) -> bool:
        """True while the odds shown are being worked out (not when the work failed)."""
        if self._odds is None or self._odds[1] is not None:
            return False
        return self.odds_worker.busy or self.odds_worker.found(self._odds[0]) is not None

    def draw_live(self, surface: pygame.Surface) -> None:
        self.bar.draw_touched(surface, self.s)
        self.talks.draw_touched(surface, self.s)
        state = self.state
        if state.battle is not None and self.hover_fighter is not None and not self.keyboard:
            names = self.battle_names(state.battle)
            self.battle_panel.draw_hover(
                surface, state.battle, names, self.attacker, self.hover_fighter
            )
            card = self.battle_panel.card_at(self.mouse)
            if card is not None:
                words = self.rule_tip(self.battle_panel.card_words(state.battle, card), "units")
                draw_tooltip(surface, words, self.mouse, self.battle_panel.rect, self.s, size=14)
        self._draw_focus(surface, state)
        if state.battle is not None or self.press is not None:
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
        if self.map_rect.collidepoint(self.mouse) and self.selected is None and not self.keyboard:
            # (no tooltip while a stack is picked: it would hide the lit destinations)
            text = self.describe_place(state, self.mouse)
            if text:
                draw_tooltip(surface, text, self.mouse, self.map_rect, self.s, size=14)

    def _draw_offer_hover(self, surface: pygame.Surface) -> None:
        offer = self.economy.offer_at(self.mouse)
        if offer is None:
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
        if not offer.enabled and offer.why:
            rule = OFFER_RULES.get(offer.key[1] if isinstance(offer.key, tuple) else "", "economy")
            words = self.rule_tip(offer.why, rule)
            draw_tooltip(surface, words, self.mouse, self.rect, self.s)
        preview = self.shown_preview()
        if isinstance(preview, str) and not self.keyboard:
            draw_tooltip(surface, preview, self.mouse, self.rect, self.s, size=14)

    # --- hover previews (the engine's outcome of the move under the pointer) ----------------
    def hover_preview(self) -> MovePreview | str | None:
        """What the pointer's place would do if clicked: a lit destination of the picked
        units (path, cost, battle and odds) or an offer (the treasury after it). Worked out
        once per place, choice and state."""
        key = self._preview_key()
        game = self.scene.session.state
        if self._preview is None or self._preview[0] != key or self._preview[1] is not game:
            self._preview = (key, game, self._work_out_preview(key))
            preview = self._preview[2]
            if isinstance(preview, MovePreview) and preview.pending is not None:
                self.hover_odds.ask(combat.state_key(preview.pending), preview.pending)
        return self._preview[2]

    def _hover_odds_pending(self) -> bool:
        preview = self.shown_preview()
        return isinstance(preview, MovePreview) and preview.pending is not None

    def _take_hover_odds(self) -> None:
        """The hovered move's odds, once the worker has them."""
        preview = self.shown_preview()
        if not isinstance(preview, MovePreview) or preview.pending is None:
            return
        found = self.hover_odds.found(combat.state_key(preview.pending))
        if found is not None and self._preview is not None:
            self._preview = (*self._preview[:2], preview.with_odds(found))

    def shown_preview(self) -> MovePreview | str | None:
        """The preview worked out for the pointer's place (frames draw it, never work it out)."""
        return self._preview[2] if self._preview is not None else None

    def _preview_key(self) -> tuple:
        """What the preview is for: ("offer", offer key), ("move", units, place, cost), or ()
        for nothing; the focused place while the keyboard leads, else the pointer's."""
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
            if kind == "place" and moving and rest in self._destinations(state):
                return ("move", self.chosen, rest, self._destinations(state)[rest])
            return ()
        if self.panel_rect.collidepoint(self.mouse):
            offer = self.economy.offer_at(self.mouse)
            return ("offer", offer.key) if offer is not None and offer.enabled else ()
        if moving and self.map_rect.collidepoint(self.mouse):
            lit = self._destinations(state)
            place = self.canvas.place_at(self.mouse, lit)
            if place in lit:
                return ("move", self.chosen, place, lit[place])
        return ()

    def _destinations(self, state: WPState) -> dict[str, int]:
        """The picked units' destinations and their costs (found once per choice and state)."""
        game = self.scene.session.state
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
            return purchase_preview(title, state, ware)
        if key and key[0] == "move":
            _, units, place, cost = key
            # never beside a worker: the exact walk sets the process's recursion limit
            quick = 0 if self.hover_odds.busy or self.odds_worker.busy else QUICK_STATES
            return move_preview(title, state, units, place, cost, quick)
        return None

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
        if preview.battle:
            end = points[-1]
            pygame.draw.circle(surface, theme.DANGER, end, int(18 * self.s), max(2, width - 1))
        if self.keyboard:
            rect = self.canvas.place_rect(preview.dest)
            self._tip_over(surface, preview.text, rect, self.map_rect)
        else:
            draw_tooltip(surface, preview.text, self.mouse, self.map_rect, self.s, size=14)

    def describe_place(self, state: WPState, pos: tuple[int, int]) -> str:
        """The tooltip for the map under ``pos``: a stack's units, or a territory's facts."""
        stack = self.canvas.stack_at(pos)
        if stack is not None:
            return self.describe_stack(state, stack)
        territory = self.canvas.territory_at(pos)
        return "" if territory is None else self.describe_territory(state, territory)

    def describe_stack(self, state: WPState, stack: tuple[str, str]) -> str:
        """A stack's army and its units by type."""
        place, army = stack
        units = [u for u in state.units_at(place) if u.army == army]
        counts: dict[str, list[int]] = {}
        for u in units:
            entry = counts.setdefault(u.kind, [0, 0])
            entry[0] += 1
            entry[1] += bool(u.tired)
        lines = [army_name(army)]
        for kind, (n, down) in counts.items():
            sheet = self.world.armies.unit(army, kind)
            line = tr(
                "{n} × {name} ({a}/{d}, move {m})",
                n=n,
                name=nouns.of(army, sheet).label,
                a=sheet.attack,
                d=sheet.defence,
                m=sheet.move,
            )
            lines.append(line + (tr(", {n} face down", n=down) if down else ""))
        return "\n".join(lines)

    def describe_territory(self, state: WPState, territory: str) -> str:
        """A territory's facts (a stream key: the two banks it lies between)."""
        place = self.world.geo.by_id.get(territory)
        if place is None:
            a, b = (nouns.land(self.world.geo, t).the for t in territory.split("|"))
            return tr("The stream between {a} and {b}", a=a, b=b)
        held = state.owner_of(territory)
        words = [
            tr(
                "{name} · {terrain} · worth {n}",
                name=nouns.land(self.world.geo, territory).label,
                terrain=tr(place.terrain),
                n=place.value,
            )
        ]
        words.append(tr("held by the {army}", army=army_name(held)) if held else tr("unclaimed"))
        city = state.city(territory)
        if city is not None:
            if city.capital:
                status = tr("{army} capital", army=army_name(city.army))
            elif city.built:
                status = tr("{army} city", army=army_name(city.army))
            else:
                status = tr("{army} city being built", army=army_name(city.army))
            if city.captor:
                status += tr(", captured by the {army}", army=army_name(city.captor))
            words.append(status)
        if place.dungeon:
            words.append(tr("a dungeon (explored in part two)"))
        return "\n".join(words)

    # --- input ------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if intent.kind == "motion":
            return self._motion(intent.pos)
        if intent.kind == "wheel":
            if self.map_rect.collidepoint(intent.pos) and self.state.battle is None:
                self.canvas.zoom_at(1.2 if intent.dy > 0 else 1 / 1.2, intent.pos, preview=True)
                self.settle_ms = SETTLE_MS
                self.scene.invalidate()
                return True
            if self.panel_rect.collidepoint(intent.pos):
                self.economy.scroll(-intent.dy)
                self.scene.invalidate()
                return True
            return False
        if intent.kind == "key":
            return self._key(intent)
        if intent.kind == "click":
            if self.bar.handle(intent) or self.talks.handle(intent):
                return True
            self.press, self.dragged = intent.pos, False
            return True
        if intent.kind == "release" and self.press is not None:
            pos, self.press = intent.pos, None
            if not self.dragged:
                self.click(pos, intent.button)
            self.scene.invalidate()
            return True
        return False

    def wakeup_ms(self) -> int | None:
        waits = [max(0, self.settle_ms)] if self.canvas.previewing else []
        if self._odds_pending():
            waits.append(ODDS_POLL_MS)
        if self._hover_odds_pending():
            waits.append(ODDS_POLL_MS)
        if (fighting := self.fight_wakeup_ms()) is not None:
            waits.append(fighting)
        return min(waits) if waits else None

    def update(self, dt_ms: int) -> None:
        """Take in the battle's odds once worked out; when the wheel has rested
        ``SETTLE_MS``, draw the map in full at its zoom."""
        if self._odds_pending():
            found = self.odds_worker.found(self._odds[0])
            if found is not None:
                self._odds = (self._odds[0], found)
                self.scene.invalidate()
        self._take_hover_odds()
        self.fight_update(dt_ms)
        if not self.canvas.previewing:
            return
        self.settle_ms -= dt_ms
        if self.settle_ms <= 0:
            self.canvas.settle()
            self.scene.invalidate()

    def _key(self, intent: Intent) -> bool:
        """Home shows the whole map; Escape drops a selection; Tab walks the map's choices
        (then the bar's buttons), Enter or Space chooses."""
        if intent.key == pygame.K_HOME:
            self.canvas.reset_view()
            self.scene.invalidate()
            return True
        picked = self.selected or self.placing is not None or self.attacker is not None
        if intent.key == pygame.K_ESCAPE and picked:
            self._deselect()
            self.refresh()
            return True
        if self.keys.handle(intent, self.walk_targets, self.bar.focus is not None):
            self.keyboard = True
            self.hover_preview()  # the focused place previews its move as a hovered one does
            return True
        return self.bar.handle(intent)

    def _motion(self, pos: tuple[int, int]) -> bool:
        last, self.mouse = self.mouse, pos
        self.keyboard = False
        self.bar.handle(Intent("motion", pos=pos))
        self.talks.handle(Intent("motion", pos=pos))
        if self.press is not None and self.state.battle is None:
            if self.dragged or abs(pos[0] - self.press[0]) + abs(pos[1] - self.press[1]) > DRAG_PX:
                if not self.dragged:
                    last = self.press
                self.dragged = True
                self.canvas.pan(pos[0] - last[0], pos[1] - last[1])
                self.scene.invalidate()
            return True
        if self.state.battle is not None:
            self.hover_fighter = self.battle_panel.fighter_at(pos)
        self.hover_preview()  # worked out here, once, so that frames only draw it
        return False

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        """A click (press and release without a drag) at ``pos``."""
        state = self.state
        if state.battle is not None:
            self._battle_click(state, pos)
        elif self.panel_rect.collidepoint(pos):
            self._panel_click(state, pos)
        elif self.map_rect.collidepoint(pos):
            if button == 3:
                self._deselect()
            else:
                self._map_click(state, pos)
        self.refresh()

    def _deselect(self) -> None:
        """Drop the picked stack, the purchase being placed and the battle's picked attacker
        (right click, Escape)."""
        self.selected, self.chosen, self.placing, self.attacker = None, (), None, None

    def _act(self, action: Action) -> None:
        self._deselect()
        self.scene.act(action)

    def _battle_click(self, state: WPState, pos: tuple[int, int]) -> None:
        battle = state.battle
        name = self.battle_panel.button_at(pos)
        if name is not None:
            self._press_battle_button(battle, name)
            return
        card = self.battle_panel.card_at(pos)
        if card is not None:
            self._choose_card(battle, card)

    def _press_battle_button(self, battle: combat.Battle, name: str) -> None:
        """One of the battle's buttons (the panel shows only legal ones; a die is rolled by
        the session, so ``roll`` has nothing to do here; Fight it out's are ``FightItOut``'s)."""
        if self.press_fight_button(name):
            self.scene.invalidate()
            return
        self.manual_move()
        action: Action | None = {
            "default": combat.default_target(battle),
            "retreat-roll": combat.RetreatRoll(),
            "retreat": combat.Retreat(),
            "press-on": combat.PressOn(),
        }.get(name)
        if action is not None:
            self._act(action)

    def _choose_card(self, battle: combat.Battle, card: Card) -> None:
        """A card chosen (clicked, or Enter): one of the side whose round it is becomes the
        attacker; an enemy is attacked by the picked attacker, else by the default one. A
        shared card stands for its first unit the engine allows (they are alike)."""
        if not self.legal:
            return
        if card.side == battle.side:
            self.attacker = self._card_fighter(battle, card)
            return
        self.manual_move()
        attacker = self.attacker
        if attacker is None:
            default = combat.default_target(battle)
            attacker = default.attacker if default is not None else None
        if attacker is None:
            self.scene.reject(Refusal(tr("No attack is due now."), "combat"))
            return
        attack = combat.Target(attacker, self._card_fighter(battle, card, attacker))
        if attack in self.legal:
            self.scene.act(attack)
            self.attacker = None
        else:
            self.attacker = attacker
            self.scene.reject(self.scene.why_not(attack))

    def _card_fighter(self, battle: combat.Battle, card: Card, attacker: int | None = None) -> int:
        """The unit a choice of ``card`` stands for: of the side whose round it is, its first
        unit due to attack; of the enemy, its first unit ``attacker`` (by default the one a
        choice would send, ``_lead_attacker``) may attack. Units sharing a card are alike, so
        any would do; these are the ones the engine allows."""
        if card.side == battle.side:
            due = {a.attacker for a in self.legal if isinstance(a, combat.Target)}
            ok = [i for i in card.ids if i in due]
        else:
            lead = attacker if attacker is not None else self._lead_attacker(battle)
            ok = [i for i in card.ids if combat.Target(lead, i) in self.legal] if lead else []
        return (ok or list(card.ids))[0]

    def _panel_click(self, state: WPState, pos: tuple[int, int]) -> None:
        offer = self.economy.click(pos)
        if offer is not None:
            self._choose_offer(offer)
            return
        for name, rect in self.economy.rects().items():
            if name.startswith("army:") and rect.collidepoint(pos):
                self.list_army(name.removeprefix("army:"))
                return

    def _choose_offer(self, offer: Offer) -> None:
        """An offer chosen (clicked, or Enter): bought at once when there is one place for it,
        else placing starts (the lit places take the next click); the same offer again stops
        placing. A disabled offer says why."""
        if not offer.enabled:
            rule = OFFER_RULES.get(offer.key[1] if isinstance(offer.key, tuple) else "", "economy")
            self.scene.reject(Refusal(offer.why or tr("Not available now."), rule))
            return
        ware = next(w for w in self.wares if (w.army, w.kind, w.ident) == offer.key)
        if self.placing is not None and self.placing == ware:
            self.placing = None
        elif ware.kind in ("unit", "city") and len(ware.places) > 1:
            self.placing = ware
        else:
            self._act(ware.action())

    def _map_click(self, state: WPState, pos: tuple[int, int]) -> None:
        """A click on the map: a lit stream on its line, else the territory and the counter
        under the pointer."""
        place = self.canvas.place_at(pos, self.highlights(state))
        self._pick(state, place, self.canvas.stack_at(pos))

    def _pick(self, state: WPState, place: str | None, stack: tuple[str, str] | None) -> None:
        """Choose ``place`` (a territory or a stream key) or the counter ``stack`` on the map,
        by a click or by the keyboard."""
        if self.placing is not None:
            if place in self.placing.places:
                self._act(self.placing.action(place))
            else:
                self.scene.reject(Refusal(tr("Place it in one of the lit territories."), "economy"))
            return
        if state.retreat:
            if place is not None and RetreatTo(place) in self.legal:
                self._act(RetreatTo(place))
            elif place is not None:
                self.scene.reject(self.scene.why_not(RetreatTo(place)))
            return
        if state.phase in (PHASE_MOVE, PHASE_SETUP) and self.legal:
            self._move_click(state, place, stack)
        elif state.phase == PHASE_COMBAT and self.legal:
            self._combat_click(state, place, stack)

    def _move_click(self, state: WPState, place: str | None, stack: tuple[str, str] | None) -> None:
        """A stack picked (again: one unit fewer), or the picked units sent to a place: moved
        in the movement phase, placed there in the quick-play set-up."""
        if stack is not None and stack == self.selected:
            total = self._pickable(state, stack)
            self.chosen = self.chosen[:-1] if len(self.chosen) > 1 else total
            return
        if stack is not None and self._pickable(state, stack):
            self.selected = stack
            self.chosen = self._pickable(state, stack)
            return
        if self.selected and place is not None:
            setting_up = state.phase == PHASE_SETUP
            move: Action = Deploy(self.chosen, place) if setting_up else Move(self.chosen, place)
            if place in self.highlights(state):
                self._act(move)
            else:
                self.scene.reject(self.scene.why_not(move))
            return
        if stack is not None and state.phase == PHASE_MOVE:
            self.scene.reject(Refusal(self._why_stack(state, stack), "movement"))

    def _why_stack(self, state: WPState, stack: tuple[str, str]) -> str:
        place, army = stack
        units = [u for u in state.units_at(place) if u.army == army]
        if side_of(army) != state.side or army not in self.world.armies.sheets:
            return ntr(len(units), "That unit is the enemy's.", "Those units are the enemy's.")
        if all(u.tired for u in units):
            return ntr(
                len(units),
                "This unit is face down: it sits out this turn.",
                "These units are face down: they sit out this turn.",
            )
        if all(u.moved for u in units):
            return ntr(
                len(units),
                "This unit has moved already this turn.",
                "These units have moved already this turn.",
            )
        return ntr(
            len(units),
            "That unit is not yours to move now.",
            "Those units are not yours to move now.",
        )

    def _combat_click(
        self, state: WPState, place: str | None, stack: tuple[str, str] | None
    ) -> None:
        if self.selected and place is not None:
            shots = board_info.shots_from(self.legal, self.selected[0], state)
            if place in shots:
                self._act(shots[place])
                return
        if place is not None and Fight(place) in self.legal:
            self._act(Fight(place))
            return
        if stack is not None and board_info.shots_from(self.legal, stack[0], state):
            self.selected = stack
            return
        if state.battles:
            self.scene.reject(tr("Click a territory with crossed swords to fight there."))

    # --- change marks -----------------------------------------------------------------------------
    def regions(self, state: Any) -> dict[str, tuple[pygame.Rect, Hashable]]:
        """Each territory (owner, city, units there) and each army's purse."""
        out: dict[str, tuple[pygame.Rect, Hashable]] = {}
        size = int(56 * self.s)
        for territory in self.canvas.ids:
            rect = pygame.Rect(0, 0, size, size)
            rect.center = self.canvas.centre_of(territory)
            units = tuple(
                sorted((u.army, u.kind, bool(u.tired)) for u in state.units_at(territory))
            )
            out[f"t:{territory}"] = (
                rect,
                (state.owner_of(territory), state.city(territory), units),
            )
        panel = self.economy.rects()
        for army, purse in state.armies:
            rect = panel.get(f"army:{army}")
            if rect is not None:
                out[f"a:{army}"] = (rect, (purse.treasury, purse.upgrades, purse.research))
        return out


def _battle_odds(battle: combat.Battle, stale: Callable[[], bool]) -> odds.Odds | None:
    """A battle's odds, exact when ``ODDS_STATES`` suffice, else sampled (the worker's job);
    None when ``stale()`` says a newer position is wanted first."""
    try:
        return odds.exact_odds(battle, state_limit=ODDS_STATES)
    except (odds.TooManyStates, RecursionError):
        pass
    rng = random.Random(1)
    batches: list[odds.Odds] = []
    deadline = time.monotonic() + ODDS_SECONDS
    while len(batches) * ODDS_BATCH < ODDS_SAMPLES and (not batches or time.monotonic() < deadline):
        if stale():
            return None
        batches.append(odds.monte_carlo(battle, ODDS_BATCH, rng))
    return _pooled(batches)


def _pooled(batches: list[odds.Odds]) -> odds.Odds:
    """Sampled odds of equal batches as one: the means' mean, the errors pooled."""
    k = len(batches)
    names = list((batches[0].standard_errors or {}).keys())
    errors = {
        n: math.sqrt(sum((b.standard_errors or {})[n] ** 2 for b in batches)) / k for n in names
    }
    means = {n: sum(getattr(b, n) for b in batches) / k for n in names}
    return odds.Odds(
        **means,
        method=batches[0].method,
        size=sum(b.size for b in batches),
        standard_error=max(errors[n] for n in names[:3]),
        standard_errors=errors,
    )
