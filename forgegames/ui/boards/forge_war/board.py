"""Forge War board: the hex mine, the market, the quest offer, the player mats and the merchant.

The board never decides a rule. It groups ``scene.legal_actions()`` by what they are about (a
hex, a market card or space, a quest, an adventurer, a merchant deal) so that clicks can pick
among them, previews mine moves with ``board_info.overseer_preview`` (the same code as the real
move) and equipment with the engine's own ``apply``, and sends the chosen action to
``scene.act``. A click on something with no legal move shows the engine's reason
(``scene.why_not``).

Two-click moves: an overseer (or, for the worker-move reward, a worker), then a lit hex. Quest
management collects an adventurer, a design and a quest in any order, then equips. Everything
clickable is also a keyboard target (Tab walks the live places, then the action strip; Enter
clicks), and every legal move no place on the board covers is a button in the strip.

The board is made of panels, each an object of its own file handed the board (``part.Table``)
when it is made: ``MinePanel`` (``mine.py``), ``ContextPanel`` (the prompt, the order line, the
wealth hand and the merchant: ``context.py``), ``MarketPanel``, ``OfferPanel``, ``MatsPanel`` and
``StripPanel``; ``Pen`` draws the small pieces they share, ``Prompts`` words the prompt and
``Regions`` reads the panels' places for the frame's marks. The board keeps the position and the
choice under way, lays the panels out, draws them and (``PanelBoard``) routes input to them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.core.hexgrid import Hex
from forgegames.core.i18n import tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.actions import (
    Barracks,
    Bazaar,
    Blacksmith,
    Buy,
    Clerk,
    Done,
    EndBonusSpace,
    Equip,
    KeepWealth,
    Levels,
    MoveOverseer,
    MoveWorker,
    PlaceOverseer,
    Road,
    Sell,
    TakeCard,
    TakeQuest,
    Unassign,
    UseStall,
    hex_of,
)
from forgegames.games.forge_war.board_info import load_resources
from forgegames.games.forge_war.state import FWState
from forgegames.ui import theme
from forgegames.ui.animation import FLY_MS, Animation, card_flight, ease_in_out, snapshot
from forgegames.ui.boards.forge_war import kept_parts, move_words, notices
from forgegames.ui.boards.forge_war.context import ContextPanel
from forgegames.ui.boards.forge_war.hexmine import (
    MineView,
    flight,
    mine_animations,
    overseer_move,
    slide_ms,
)
from forgegames.ui.boards.forge_war.look import (
    TIP_SIZE,
    grey_out,
)
from forgegames.ui.boards.forge_war.market import MarketPanel
from forgegames.ui.boards.forge_war.mats import MatsPanel
from forgegames.ui.boards.forge_war.mine import MinePanel
from forgegames.ui.boards.forge_war.offer import OfferPanel
from forgegames.ui.boards.forge_war.pen import Pen
from forgegames.ui.boards.forge_war.plan_lines import PlanLines
from forgegames.ui.boards.forge_war.prompt import Prompts
from forgegames.ui.boards.forge_war.regions import Regions
from forgegames.ui.boards.forge_war.strip import StripPanel
from forgegames.ui.boards.forge_war.text import Preview
from forgegames.ui.boards.panel import Panel, PanelBoard
from forgegames.ui.boards.places import draw_tooltip, prepare_tooltip
from forgegames.ui.hotseat import sentence
from forgegames.ui.intents import Intent


class ForgeWarBoard(PanelBoard):
    """The Forge War board: the position on screen and the choice under way, shared by its
    panels (``panels``), each made here and handed the board; the board lays them out, draws
    them and routes input to them (``PanelBoard``)."""

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.mine_view = MineView(load_resources())
        self.pen = Pen(scene)
        self.rects: dict[str, pygame.Rect] = {}
        """Every panel's places by key (``FWPanel.add``), as laid out for the game on screen."""
        self.last_rects: dict[str, pygame.Rect] = {}
        """The places as laid out for the game before the last move."""
        self.tips: list[tuple[pygame.Rect, str]] = []
        self.legal: list[Action] = []
        self.legal_set: set[Action] = set()
        self.view: FWState = scene.visible_state()
        self.popup: list[Action] = []
        self.popup_anchor = pygame.Rect(0, 0, 0, 0)
        self.selected: Hex | None = None
        """The overseer (or worker, for the worker-move reward) picked for a two-click move."""
        self.equip: dict[str, object] = {"adv": None, "design": None, "quest": None}
        self.picks: list = []
        """Wealth cards or adventurers (a level choice) picked so far."""
        self.history_len = -1
        self.preview_cache: Preview | None = None
        self.turn_seen: tuple[int, int | None] | None = None
        """Whose turn it was (active seat, seat holding it for End turn) at the last refresh."""
        self.prompts = Prompts(self)
        self.mine = MinePanel(self)
        self.context = ContextPanel(self)
        self.plan = PlanLines(self)
        self.market = MarketPanel(self)
        self.offer = OfferPanel(self)
        self.mats = MatsPanel(self)
        self.strip = StripPanel(self)
        self.region_map = Regions(self)
        self.column_seen: dict[tuple[int, int, float], tuple[int, int]] = {}
        """The market's and the offer's heights so far, by column (``steady_column``)."""
        self.least_seen: dict[tuple[int, int, float], int] = {}
        """The mats' least height so far, by column (``place_right_column``)."""
        self.floors_seen: dict[tuple[int, ...], int] = {}
        """The mine's highest floor so far, by the mine's place and scale (``mine_floor``)."""

    def panels(self) -> list[Panel]:
        """The mine, the context panel, the market, the quest offer, the mats (the strip's
        buttons are the board's ``group``)."""
        return [self.mine, self.context, self.market, self.offer, self.mats]

    def choosing(self) -> bool:
        return bool(
            self.popup or self.selected is not None or any(self.equip.values()) or self.picks
        )

    def handle(self, intent: Intent) -> bool:
        if super().handle(intent):
            return True
        enter = intent.kind == "key" and intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        return enter and self.strip.enter_finishes()

    def asks_first(self, action: Action) -> bool:
        """The quest phase's Done, by Enter or by its button, is asked about where it fails a
        quest (playtest 26: the button failed one at once, -3 prestige and its weapon, told
        only afterwards); a quest taken out of reach likewise (issue 39); the rewards phase's
        Done only by Enter (``enter_finishes``)."""
        quest_done = isinstance(action, Done) and self.view.phase == "quest"
        return quest_done or isinstance(action, TakeQuest) or action == self.strip.keyed

    def choice_open(self) -> bool:
        return bool(self.popup)

    def regions(self, state: FWState) -> dict[str, tuple[pygame.Rect, Hashable]]:
        return self.region_map.regions(state)

    def boxes(self) -> dict[str, pygame.Rect]:
        return self.region_map.boxes()

    def quiet_parts(self, before: FWState, after: FWState) -> tuple[str, ...]:
        return self.region_map.quiet_parts(before, after)

    def draw_over_marks(self, surface) -> None:
        self.mine.draw_over_marks(surface)

    def status_now(self) -> bool:
        """The top bar's phase is the one the market and the offer show, a held move's result
        (playtest 20 item 7: "Market phase" over the emptied market)."""
        return True

    def unseated_colours(self) -> list[tuple[int, str]]:
        """The legend's lines for the mine colours no one sits at (a solo game's automated
        colours): (colour, words)."""
        seats = self.view.players
        return [
            (
                colour,
                tr(
                    "{name}: {colour} {symbol}, moved by its priority",
                    name=self.view.names[colour],
                    colour=tr(self.scene.seat_colour(colour).name).lower(),
                    symbol=tr(self.scene.seat_colour(colour).symbol),
                ),
            )
            for colour in info.mine_colours(self.view)
            if colour >= seats
        ]

    @property
    def s(self) -> float:
        return self.scene.scale

    @property
    def world(self) -> info.World:
        """The data the game runs on: the host's title's (cards, names, prices)."""
        return self.scene.title.world

    def px(self, n: float) -> int:
        return int(n * self.s)

    def acting(self) -> int | None:
        """The seat whose mat and prompt are shown: the person holding the turn for End turn
        (until they hand over), else the seat whose move it is."""
        if self.scene.handover is not None:
            return self.scene.handover
        return info.acting_seat(self.view)

    def me(self) -> int | None:
        """The seat whose moves the screen takes now (None when it is not a human's turn)."""
        return self.scene.seat_to_move() if self.scene.my_turn() else None

    def reset_choice(self) -> None:
        self.popup, self.selected, self.picks = [], None, []
        self.equip = {"adv": None, "design": None, "quest": None}
        self.keys.reset()
        self.preview_cache = None

    def act(self, action: Action) -> None:
        self.reset_choice()
        mover, phase = self.acting(), self.view.phase
        warning = move_words.quest_warning(self, action, mover)  # a take: before the offer changes
        if self.scene.act(action):
            move_words.tell_passed_at_once(self, mover, phase)
            move_words.warn(self, warning or move_words.arm_words(self, action, mover))

    def refuse(self, action: Action) -> None:
        self.scene.reject(self.why_not(action))

    def act_or_refuse(self, action: Action) -> Callable[[], None]:
        """A place's click: ``action`` when it is legal now, else its refusal."""

        def run() -> None:
            if action in self.legal_set:
                self.act(action)
            else:
                self.refuse(action)

        return run

    def why_not(self, action: Action) -> str:
        """Why ``action`` cannot be made now. While the person's turn waits for End turn,
        their move is made: that is the reason, not "It is not your turn" (playtest 3, item 3);
        otherwise the frame's (the engine's) reason."""
        if self.scene.handover is None and self.scene.my_turn():
            return self.scene.why_not(action)
        return self.not_your_turn(merchant=isinstance(action, (Buy, Sell, UseStall)))

    def not_your_turn(self, merchant: bool = False) -> Refusal:
        """The refusal of a click at a time the screen takes no move: the turn held for End
        turn (the move is made; a merchant deal had to come before it), else not this
        person's turn."""
        scene = self.scene
        if scene.handover is None:
            return self.whose_turn()
        if merchant:
            words = tr(
                "You have made this turn's move, so the merchant waits for your next turn: "
                "Undo takes the move back (trade first), End turn hands over."
            )
        else:
            words = tr(
                "You have made this turn's move: press End turn to hand over, or Undo to take "
                "the move back."
            )
        return Refusal(words, scene.title.info.turn_rule)

    def whose_turn(self) -> Refusal:
        """The refusal of a click while another seat is to play: who, and in which phase
        (playtest 16: a refusal that named only the phase said nothing of the rule)."""
        scene = self.scene
        seat = info.acting_seat(self.view)
        if seat is None or seat < 0:
            return scene.not_your_turn()
        words = tr(
            "It is not your turn: {name} is to play ({phase}).",
            name=scene.seat_name(seat),
            phase=scene.title.status(self.view).phase.lower(),
        )
        return Refusal(words, scene.title.info.turn_rule)

    def changed(self) -> None:
        """A selection changed: rebuild places and strip, redraw the cached layer."""
        self.refresh()
        self.scene.invalidate()

    def refresh(self) -> None:
        scene = self.scene
        self.view = scene.visible_state()
        if scene.moves_made() != self.history_len:
            self.history_len = scene.moves_made()
            self.reset_choice()
            self.last_rects = self.rects  # where things were before the move (card flights)
        self.legal = scene.legal_actions()
        self.legal_set = set(self.legal)
        if hasattr(self, "laid") and self.laid != self.layout_key():
            # a stall bought: the merchant's box takes its row; the wealth hands put away:
            # the context panel gives back the mine's foot; a new round: the mine's room
            self.layout(self.rect)
            return
        if hasattr(self, "area"):
            self.place_right_column()  # the market's and the offer's words decide their heights
        self.rects, self.tips = {}, []
        for panel in self.panels():
            panel.places = []
        self.reach: set[Hex] = set()
        """Where the selected overseer (or worker) can go: lit, the rest of the mine veiled."""
        self.tip_rules: dict[tuple[int, ...], str] = {}
        """The rules section of a tooltip that names one, by its place (``tips``' rect)."""
        self.preview_cache = None
        self.greyed: dict[str, Action] = {}
        """The merchant's and stalls' greyed buttons: their place's key, and the deal."""
        self.greyed_words: dict[str, tuple[str, str | None]] = {}
        """Their reasons (words, rules section) asked so far in this position (see
        ``greyed_tip``)."""
        self.dimmed: list[pygame.Rect] = []
        """Market cards and designs the person cannot take now (drawn veiled)."""
        self.resting: list[tuple[pygame.Rect, str]] = []
        """The areas no click uses in this phase (the market, the quest offer), each with the
        words its tooltips start with (when it is used)."""
        move_words.watch_turn(self)  # a stale refusal goes; a hand-over is told
        if self.view.mine is not None:
            panel = self.mine.rect.inflate(-2, -2)  # the rock inside the panel's frame
            area, floor = self.mine.mine_area(self.mine.rect), self.mine_floor()
            self.mine_view.fit(self.view.mine.board, area, panel, floor)
            self.mine.build_mine()
        self.context.build_context()
        self.market.build_market()
        self.offer.build_offer()
        self.mats.build_mats()
        self.strip.build_strip()
        self.prepare_tips()
        if self.keys.focus is None:  # what is under the pointer now (places may have moved)
            under = self.target_at(self.mouse)
            self.hover_key = under.key if under is not None else ""

    def prepare_tips(self) -> None:
        """Make the pictures of this position's tooltips now (the unchanged ones are kept from
        the last position): the first pass of the mouse over a place then costs a frame no
        more than the next."""
        for rect, text in self.tips:
            rule = self.tip_rules.get(tuple(rect))
            tip = self.rule_tip(text, rule) if rule else text
            # an area no click uses in this phase says so first (``resting_note``)
            note = next((n for area, n in self.resting if area.collidepoint(rect.center)), "")
            prepare_tooltip(f"{note}\n{tip}" if note else tip, self.s, *TIP_SIZE)

    def animations(self, before: FWState, after: FWState) -> list[Animation]:
        """An overseer sliding along its path, passed workers taking their new colours, and
        workers leaving the mine (see ``hexmine.mine_animations``); changed scores count up."""
        scores = self.card_flights(before, after) + self.score_animations(before, after)
        if before.mine is None or after.mine is None:
            return scores
        slides = mine_animations(
            self.mine_view, before.mine, after.mine, self.mine.mine_looks(after)
        )
        return slides + self.cube_flights(before, after) + scores

    def cube_flights(self, before: FWState, after: FWState) -> list[Animation]:
        """After an overseer's move, a cube for each resource received flies from the hex of
        the worker that produced it to its owner's mat. What each seat received is the
        engine's (its preview of the move just made, from the state before it)."""
        move = overseer_move(before.mine, after.mine)
        if move is None:
            return []
        start, end = move
        change = info.made_move_change(before, start, end)
        if change is None:
            return []
        left = {s: dict(g) for s, g in change.gains.items()}
        out = []
        delay = slide_ms(start, end)
        for c in change.changes:
            mat = self.rects.get(f"mat:{c.after}")
            if c.kind not in ("generate", "convert", "kept", "defect") or mat is None:
                continue
            rid = before.mine.board.resources[c.hex]
            if left.get(c.after, {}).get(rid, 0) <= 0:
                continue
            left[c.after][rid] -= 1
            cube = self.cube_picture(rid)
            paint = flight(self.mine_view.centre(c.hex), mat.center, cube)
            out.append(Animation(520, paint, ease_in_out, delay_ms=delay + 70 * len(out)))
        return out

    def card_flights(self, before: FWState, after: FWState) -> list[Animation]:
        """A design bought or a quest taken flies from where it lay (as it looked there before
        the move) to its new owner's mat."""
        picture = self.scene.last_picture
        old_offer = list(before.quests["offer"])
        out = []
        for seat, (was, now) in enumerate(zip(before.seats, after.seats, strict=True)):
            mat = self.rects.get(f"mat:{seat}")
            if mat is None:
                continue
            starts = []
            for cid in Counter(now.designs) - Counter(was.designs):
                starts.append(
                    self.last_rects.get(f"card:{cid}") or self.last_rects.get(f"clerk:{cid}")
                )
            taken = {e.id for e in now.quests} - {e.id for e in was.quests}
            for qid in taken:
                if qid in old_offer:
                    starts.append(self.last_rects.get(f"slot:{old_offer.index(qid)}"))
            rgb = self.scene.seat_colour(seat).rgb
            for rect in starts:
                if rect is not None:
                    paint = card_flight(snapshot(picture, rect), rect, mat, rgb)
                    out.append(Animation(FLY_MS, paint, ease_in_out, delay_ms=90 * len(out)))
        return out

    def cube_picture(self, rid: str) -> pygame.Surface:
        """A resource cube as it flies (its colour and symbol)."""
        side = self.pen.chip_side() - 1  # as ``resource_chip`` draws it
        cube = pygame.Surface((side + self.px(4) + 1, side + 1), pygame.SRCALPHA)
        self.pen.resource_chip(cube, rid, None, (0, 0))
        return cube

    def score_place(self, seat: int) -> pygame.Rect | None:
        return self.rects.get(f"mat:{seat}")

    def notice_bands(self) -> list[pygame.Rect]:
        return notices.notice_bands(self)

    def toast_clear(self) -> list[pygame.Rect]:
        return notices.toast_clear(self)

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """The hexes of a mine move (from, then to), or the places a market, quest or reward
        move is clicked at (in order), then any button labelled with the move."""
        hexes = {
            PlaceOverseer: ("at",),
            MoveOverseer: ("frm", "to"),
            MoveWorker: ("frm", "to"),
        }.get(type(action), ())
        places = [
            self.mine.hex_rect(hex_of(getattr(action, name)))
            for name in hexes
            if getattr(action, name) and self.view.mine is not None
        ]
        chosen = self.chosen_keys()  # already picked: its own mark shows it (playtest 26)
        keys = [k for k in self.hint_keys(action) if k in self.rects and k not in chosen]
        places += [self.rects[k] for k in keys]
        return places + super().hint_places(action) + self.strip.short_buttons(action)

    def chosen_keys(self) -> set[str]:
        """The places of the choice under way the person has already clicked (wealth cards,
        adventurers for a level choice, the adventurer, design and quest to equip): a hint's
        or the lesson's mark leaves them (playtest 26: it hid the picked cards' selection)."""
        out = {f"{kind}:{v}" for kind, v in self.equip.items() if v is not None}
        prefix = "wealth" if self.view.phase == "wealth" else "adv"
        return out | {f"{prefix}:{p}" for p in self.picks}

    def mark_reach(self, rect: pygame.Rect) -> int | None:
        """Off the mine, a hint's or the lesson's mark is one thin line just outside its
        place: the double outline on its halo covered neighbours' words (playtest 26: the
        "Quest offer" heading, the next design's name); the hexes keep the whole outline."""
        return None if self.mine.rect.contains(rect) else max(2, self.px(2))

    def hint_keys(self, action: Action) -> list[str]:
        """The keys of ``self.rects`` where a person clicks to make ``action``."""
        up = self.view.market.get("up", {}) if self.view.market else {}
        keys: dict[type, Callable[[Any], list[str]]] = {
            Buy: lambda a: [f"buy:{a.resource}"],
            Sell: lambda a: [f"sell:{a.resource}"],
            UseStall: lambda a: [f"stall:{a.card}:{a.give}"],
            Blacksmith: lambda a: [f"card:{up.get('weapon')}"],
            Bazaar: lambda a: [f"card:{up.get(a.slot)}"],
            EndBonusSpace: lambda a: [f"card:{a.bonus}"],
            Clerk: lambda a: [f"clerk:{a.design}"],
            Barracks: lambda a: ["space:barracks"],
            Road: lambda a: ["space:road"],
            TakeCard: lambda a: ["space:discard"],
            TakeQuest: lambda a: [f"offer:{a.slot}"],
            Equip: lambda a: [f"adv:{a.adv}", f"quest:{a.quest}", f"design:{a.design}"],
            Unassign: lambda a: [f"adv:{a.adv}"],
            Levels: lambda a: [f"adv:{adv}" for adv in a.advs],
            KeepWealth: lambda a: [f"wealth:{card}" for card in a.cards],
        }
        pick = keys.get(type(action))
        return pick(action) if pick is not None else []

    def finish_words(self) -> str:
        """The button that ends this person's part now (the greyed End turn names it)."""
        for kind in info.PASSES:
            action = next((a for a in self.legal if isinstance(a, kind)), None)
            if action is not None and self.scene.my_turn():
                return self.scene.describe(action)
        return ""

    def end_turn_move(self) -> Action | None:
        """The quest phase's Done: End turn ends the management and hands over (playtest 34)."""
        live = self.scene.my_turn() and self.view.phase == "quest" and Done() in self.legal_set
        return Done() if live else None

    def cancel(self) -> None:
        self.reset_choice()
        self.changed()

    def hover_preview(self) -> Preview | None:
        key = self.hover_key
        if key.startswith("hex:"):
            q, r = (int(n) for n in key[4:].split(","))
            return self.mine.mine_preview(Hex(q, r))
        if key.startswith("quest:"):
            return self.mats.equip_preview(key[6:])
        return None

    def hover_tip(self) -> str:
        if self.hover_key.startswith("hex:"):
            return ""
        greyed = self.greyed_tip(self.hover_key) or self.resting_note()
        note = getattr(self.context, "order_note", None)  # the order line's note, where not drawn
        if note is not None and note[0].collidepoint(self.mouse):
            return note[1]
        for rect, text in self.tips:
            if rect.collidepoint(self.mouse):
                rule = self.tip_rules.get(tuple(rect))
                tip = self.rule_tip(text, rule) if rule else text
                return f"{greyed}\n{tip}" if greyed else tip
        return greyed

    def resting_note(self) -> str:
        """The note of the area under the pointer that no click uses in this phase ("" for
        none): its tooltips say when it is used (playtest 12)."""
        return next((note for area, note in self.resting if area.collidepoint(self.mouse)), "")

    def greyed_tip(self, key: str) -> str:
        """Why the greyed merchant or stall button (or dimmed market card) ``key`` cannot be
        taken now, first in its tooltip (playtest 3, item 3: a greyed button said nothing);
        "" for any other place. The reason is the engine's, asked once a position (at the
        first hover)."""
        action = self.greyed.get(key)
        if action is None:
            return ""
        if key not in self.greyed_words:
            reason = self.why_not(action)
            # a lesson's nudge, or a turn not the viewer's, is whole as it is
            plain = not self.scene.my_turn() or self.scene.lesson_words()
            words = reason if plain else tr("Not now: {why}", why=reason)
            self.greyed_words[key] = (sentence(words), getattr(reason, "rule", None))
        text, rule = self.greyed_words[key]
        return self.rule_tip(text, rule) if rule else text

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        pad = self.px(8)
        self.pad = pad
        strip_h = self.px(44)
        self.strip.layout(
            pygame.Rect(rect.x + pad, rect.bottom - pad - strip_h, rect.width - 2 * pad, strip_h)
        )
        usable = self.strip.rect.top - rect.y - 2 * pad
        context = self.context
        self.laid = self.layout_key()
        rows = self.laid[0]
        # as with no stall row and no wealth hand, all game (ux32: it re-centred between
        # phases): a stall's row or the wealth hand reaches over its foot instead
        roomy = usable - pad - context.context_least(rows=context.MERCHANT_ROWS - 2)
        left_w = self.mine.mine_width(rect.width, roomy)
        self.mine.layout(pygame.Rect(rect.x + pad, rect.y + pad, left_w, roomy))
        # the context panel under it, reaching up over the mine's foot while it needs more
        # than the mine left it (the wealth hand; a stall bought this round)
        need = max(context.context_least(rows=rows), context.wealth_least(left_w))
        top = self.context_top(need)
        bottom = self.strip.rect.top - pad
        context.layout(pygame.Rect(rect.x + pad, top, left_w, bottom - top))
        self.mine.shown = self.mine.rect.copy()
        self.mine.shown.height = min(self.mine.rect.height, top - pad - self.mine.rect.y)
        self.area = rect
        self.place_right_column()
        self.history_len = -1
        self.refresh()

    def layout_key(self) -> tuple[int, bool]:
        """What the left column is laid out for: the merchant's rows now, and whether a
        wealth hand is shown."""
        return self.context.merchant_rows(), bool(self.context.wealth_hand())

    def context_top(self, need: int) -> int:
        """Where the context panel under the mine starts when it needs ``need`` pixels: under
        the mine, or over its foot where the mine leaves it less."""
        return min(self.mine.rect.bottom + self.pad, self.strip.rect.top - self.pad - need)

    def mine_floor(self) -> int:
        """The line the hexes stay above: from the first move, above the panel under the mine
        as high as the merchant's box reaches with a stall's row, or higher where the panel
        has reached higher this game at this size (the wealth hand; a seat's second stall).
        The hexes keep their place and size through the game (fw34: they shrank and moved
        when the first stall was bought; ux32: they re-centred each time a stall's row came
        and went). Only the first stall's row is kept from the start: room for a second
        would cost every game a tenth of the mine (two stalls in one hand are rare)."""
        key = (*self.mine.rect, self.s)
        stall = self.context.context_least(rows=self.context.MERCHANT_ROWS - 1)
        floor = min(self.mine.shown.bottom, self.context_top(stall) - self.pad)
        floor = min(floor, self.floors_seen.get(key, floor))
        self.floors_seen[key] = floor
        return floor

    MINE_SHARE = (0.38, 0.40)
    """The least and the most of the board's width the mine's column takes (any wider, and
    the market's and the mats' words gave way: at 1024x640 with four seats the designs lost
    their metals' names)."""

    def place_right_column(self) -> None:
        """The market, the quest offer and the mats, top to bottom. The market and the offer
        are as tall as their words need (a space's note on two lines, a quest's whole name on
        as many lines as it takes); the mats take the rest and give way (see ``build_mats``).
        Only where even the mats' least does not fit do the market's notes go beside their
        names."""
        rect, pad = self.area, self.pad
        rx = self.mine.rect.right + pad
        rw = rect.right - pad - rx
        bottom = self.strip.rect.top - pad
        if self.strip.strip_width() <= self.mine.rect.width:  # the strip's buttons sit under
            bottom = self.strip.rect.bottom  # the left column: the mats reach the foot
        offer_h = self.offer.offer_need(rw)
        least = max(self.mats.mats_least(rx, rw), self.mats.mats_least_any(rx, rw))
        least = self.least_seen[(rw, bottom, self.s)] = max(
            least, self.least_seen.get((rw, bottom, self.s), 0)
        )  # the most the mats have needed this game: the market gives way once, not each phase
        spare = bottom - rect.y - 3 * pad - least
        market_h = self.market.fit_market(rw, spare - offer_h)
        market_h, offer_h = self.steady_column((rw, bottom), market_h, offer_h, spare)
        self.market.layout(pygame.Rect(rx, rect.y + pad, rw, market_h))
        self.offer.layout(pygame.Rect(rx, self.market.rect.bottom + pad, rw, offer_h))
        top = self.offer.rect.bottom + pad
        self.mats.layout(pygame.Rect(rx, top, rw, bottom - top))

    def steady_column(
        self, key: tuple[int, int], market_h: int, offer_h: int, spare: int
    ) -> tuple[int, int]:
        """The market's and the offer's heights as tall as they have been this game in this
        column (``key``: its width and foot), where the room (``spare``) holds that: the offer,
        the mats and the market's rows under the blacksmith's stay where they were through the
        phases and rounds, and move only for words taller than any before (playtest 15: they
        jumped up and down between phases as the cards' and quests' names changed)."""
        seen = self.column_seen.get((*key, self.s), (0, 0))
        market, offer = max(market_h, seen[0]), max(offer_h, seen[1])
        if market + offer > spare:
            offer = max(offer_h, spare - market)
        if market + offer > spare:
            market = max(market_h, spare - offer)
        self.column_seen[(*key, self.s)] = (market, offer)
        return market, offer

    def open_popup(self, options: list[Action], anchor: pygame.Rect, what: str):
        def run() -> None:
            live = self.scene.my_turn() and any(a in self.legal_set for a in options)
            if not live and self.scene.my_turn() and self.scene.lesson_words():
                self.scene.reject(Refusal(self.scene.lesson_words(), "market"))  # (the lesson's)
                return
            if not options:
                if not self.scene.my_turn():
                    self.scene.reject(self.not_your_turn())
                elif what == "barracks":
                    self.refuse(Barracks(True, ()))
                elif what == "road":
                    quests = self.view.seats[self.me() or 0].quests
                    if quests:
                        self.refuse(Road(quests[0].id, 1))
                    else:
                        self.scene.reject(
                            Refusal(tr("The road rushes one of your active quests."), "market")
                        )
                elif what == "discard":
                    self.scene.reject(
                        Refusal(
                            tr("A card is taken from the discard only as a quest reward."),
                            "rewards",
                        )
                    )
                return
            if len(options) == 1:
                self.act(options[0])
                return
            self.popup = list(options)
            self.popup_anchor = anchor
            self.keys.reset()
            self.changed()
            self.group.focus = None
            self.group.move_focus(1)

        return run

    def draw(self, surface: pygame.Surface) -> None:
        self.pen.marks = []
        for panel in self.panels():
            panel.draw(surface)
        self.draw_dimmed(surface)
        if self.scene.my_turn() and not self.popup:
            for t in self.all_targets():  # a dimmed one (a quest out of reach) is not lit
                if t.live and t.hex is None and t.rect not in self.dimmed:
                    theme.draw_state(surface, t.rect, "legal", self.s, self.px(5))
        for key in ("adv", "design", "quest"):
            value = self.equip[key]
            if value is not None and f"{key}:{value}" in self.rects:
                r = self.rects[f"{key}:{value}"]
                theme.draw_state(surface, r.inflate(2, 2), "selected", self.s, 5)
        for pick in self.picks:
            for key in (f"wealth:{pick}", f"adv:{pick}"):
                if key in self.rects:
                    r = self.rects[key]
                    theme.draw_state(surface, r.inflate(2, 2), "selected", self.s, 5)

    def draw_dimmed(self, surface) -> None:
        """Grey the market cards and designs the person cannot take now (their words stay
        readable, as King's Forge dims what a seat cannot use)."""
        for rect in self.dimmed:
            grey_out(surface, rect)
        # whose a mark is stays in sight (playtest 29: the Bazaar's taker went grey)
        for seat, centre, r in [m for m in self.pen.marks if self.is_dimmed(m[1])]:
            self.pen.seat_mark(surface, seat, centre, r)

    def is_dimmed(self, point: tuple[int, int]) -> bool:
        """Whether ``point`` lies in a part drawn dimmed (``dimmed``)."""
        return any(rect.collidepoint(point) for rect in self.dimmed)

    def draw_live(self, surface: pygame.Surface) -> None:
        if self.popup:
            box = pygame.Rect(0, 0, 0, 0)
            for b in self.group.buttons:
                box = b.rect.copy() if not box.width else box.union(b.rect)
            box.inflate_ip(self.px(12), self.px(12))
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=self.px(8))
            pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=self.px(8))
        self.group.draw(surface, self.s)
        live = self.live_targets()
        focused = self.keys.focused(live)
        if focused is not None:
            self.outline(surface, focused, "focus")
        preview = None if self.popup else self.hover_preview()
        if preview is not None:
            self.draw_preview(surface, preview)
        # after the preview: its mark of the hex's new owner covered the hover line of a lit
        # hex, which then showed no outline at all (playtest 6)
        hovered = next((t for t in live if t.key == self.hover_key), None)
        if hovered is not None and not self.popup:
            self.outline(surface, hovered, "hover")
        if preview is not None:
            return
        tip = self.hover_tip() if not self.popup and not self.tips_hushed else ""
        if tip:
            self.draw_tooltip(surface, tip)

    def outline(self, surface, target, state: str) -> None:
        """Draw ``state`` (focus, hover: see theme.STATES) round a target."""
        if target.hex is not None:
            corners = self.mine_view.layout.corners(target.hex)
            if state == "hover":  # a dark edge under the thin white line: on a lit hex's pale
                # fill and mint edge the line alone could not be seen (playtest 6)
                pygame.draw.polygon(surface, theme.HALO, corners, max(3, self.px(3)))
            theme.draw_state(surface, corners, state, self.s)
        else:
            theme.draw_state(surface, target.rect, state, self.s, self.px(6))

    def draw_preview(self, surface, preview) -> None:
        size = self.px(13)
        line_h = theme.font(size).get_linesize()
        r = self.context.rect
        width = r.width - self.px(16)
        lines = [w for text in preview.lines for w in theme.wrap(text, size, width)]
        top = getattr(self.context, "prompt_bottom", r.y + self.px(50))
        box = pygame.Rect(
            r.x + self.px(3),
            top,
            r.width - self.px(6),
            min(r.bottom - top - self.px(3), (len(lines) + 1) * line_h + self.px(12)),
        )
        pygame.draw.rect(surface, theme.PANEL_LIGHT, box, border_radius=self.px(6))
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=self.px(6))
        y = box.y + self.px(5)
        self.pen.label(surface, preview.title, (box.x + self.px(6), y), 13, theme.ACCENT, True)
        y += line_h
        for text in lines:
            if y + line_h > box.bottom:
                break
            surface.blit(theme.text(text, size), (box.x + self.px(6), y))
            y += line_h
        for h, kind, after in preview.marks:
            self.mine.mark_hex(surface, h, kind, after)

    def draw_tooltip(self, surface, text: str) -> None:
        place = self.tip_place([r for r, _ in self.tips])  # beside it, the next click free
        self.tip_box = draw_tooltip(
            surface, text, self.mouse, self.rect, self.s, *TIP_SIZE, **place
        )

    def keep_clear(self) -> list[pygame.Rect]:
        return kept_parts.keep_clear(self)
