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
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
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
    ChooseTitle,
    Clerk,
    EndBonusSpace,
    Equip,
    Finish,
    KeepWealth,
    Levels,
    MoveOverseer,
    MoveWorker,
    PlaceOverseer,
    Road,
    Sell,
    TakeCard,
    TakeQuest,
    TileBuy,
    Unassign,
    UseStall,
    coords,
    hex_of,
)
from forgegames.games.forge_war.board_info import load_resources
from forgegames.games.forge_war.state import FWState
from forgegames.ui import theme
from forgegames.ui.animation import FLY_MS, Animation, card_flight, ease_in_out, snapshot
from forgegames.ui.boards.base import BoardView
from forgegames.ui.boards.forge_war.hexmine import (
    MineView,
    flight,
    mine_animations,
    overseer_move,
    slide_ms,
)
from forgegames.ui.boards.forge_war.layout import BoardLayout
from forgegames.ui.boards.forge_war.look import TIP_SIZE
from forgegames.ui.boards.forge_war.market_input import MarketInput
from forgegames.ui.boards.forge_war.mat_input import MatInput
from forgegames.ui.boards.forge_war.mine_input import MineInput
from forgegames.ui.boards.forge_war.paint import Painter
from forgegames.ui.boards.forge_war.paint_context import ContextPainter
from forgegames.ui.boards.forge_war.paint_market import MarketPainter
from forgegames.ui.boards.forge_war.paint_mats import MatPainter
from forgegames.ui.boards.forge_war.prompt import Prompts
from forgegames.ui.boards.forge_war.regions import BoardRegions
from forgegames.ui.boards.forge_war.text import Preview
from forgegames.ui.boards.places import KeyWalk, Target, prepare_tooltip
from forgegames.ui.hotseat import sentence
from forgegames.ui.intents import Intent
from forgegames.ui.widgets import Button, ButtonGroup

LISTED = {ChooseTitle: "Choose a champion title…", TileBuy: "Spend the tile's gold…"}
"""Pending choices too many and too long for the strip: one button opens their list."""
COVERED = (
    *LISTED,
    PlaceOverseer,
    MoveOverseer,
    MoveWorker,
    Buy,
    Sell,
    UseStall,
    Blacksmith,
    Bazaar,
    Barracks,
    Clerk,
    Road,
    EndBonusSpace,
    TakeQuest,
    Equip,
    Unassign,
    KeepWealth,
    TakeCard,
    Levels,
)
"""Moves a place on the board (or a choice list it opens) offers; the rest go in the strip."""


class ForgeWarBoard(
    MineInput,
    MarketInput,
    MatInput,
    BoardLayout,
    BoardRegions,
    Prompts,
    ContextPainter,
    MarketPainter,
    MatPainter,
    Painter,
    BoardView,
):
    """The Forge War board: its state, places, strip, keys and hover; the mixins lay it out,
    build each panel's places and paint it."""

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.mine_view = MineView(load_resources())
        self.group = ButtonGroup(chain=True)
        self.targets: list[Target] = []
        self.rects: dict[str, pygame.Rect] = {}
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
        self.mouse: tuple[int, int] = (-1, -1)
        self.hover_key = ""
        self.keys = KeyWalk()
        self.history_len = -1
        self._preview: Preview | None = None
        self.turn_seen: tuple[int, int | None] | None = None
        """Whose turn it was (active seat, seat holding it for End turn) at the last refresh."""

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

    # --- helpers -------------------------------------------------------------------------------
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
        self._preview = None

    def act(self, action: Action) -> None:
        self.reset_choice()
        mover, phase = self.acting(), self.view.phase
        if self.scene.act(action):
            self.tell_passed_at_once(mover, phase)

    def tell_passed_at_once(self, mover: int | None, phase: str) -> None:
        """After ``mover``'s move (made in ``phase``), say why the turn passed at once where it
        did: a move that reveals or draws cards cannot be taken back, so there is no End turn
        to wait for (playtest item 10: one player's wealth choice waited, the next one's did
        not, and nothing said why)."""
        scene = self.scene
        if mover is None or scene.handover is not None or self.view.phase == "over":
            return
        if info.acting_seat(self.view) == mover:
            return  # the turn did not change hands
        name = scene.seat_name(mover)
        if phase == "wealth":
            words = tr(
                "Everyone has chosen, so the wealth cards are shown: {name}'s choice cannot be "
                "taken back, and the turn passed at once.",
                name=name,
            )
        else:
            words = tr(
                "{name}'s move revealed or drew cards, so it cannot be taken back: the turn "
                "passed at once.",
                name=name,
            )
        scene.show_toast(words, error=False)

    def refuse(self, action: Action) -> None:
        self.scene.reject(self.why_not(action))

    def why_not(self, action: Action) -> str:
        """Why ``action`` cannot be made now. While the person's turn waits for End turn,
        their move is made: that is the reason, not "It is not your turn" (playtest 3, item 3);
        otherwise the frame's (the engine's) reason."""
        if self.scene.handover is None:
            return self.scene.why_not(action)
        return self.not_your_turn(merchant=isinstance(action, (Buy, Sell, UseStall)))

    def not_your_turn(self, merchant: bool = False) -> Refusal:
        """The refusal of a click at a time the screen takes no move: the turn held for End
        turn (the move is made; a merchant deal had to come before it), else not this
        person's turn."""
        scene = self.scene
        if scene.handover is None:
            return scene.not_your_turn()
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

    def changed(self) -> None:
        """A selection changed: rebuild places and strip, redraw the cached layer."""
        self.refresh()
        self.scene.invalidate()

    # --- rebuilding the places -----------------------------------------------------------------
    def refresh(self) -> None:
        scene = self.scene
        self.view = scene.visible_state()
        if scene.moves_made() != self.history_len:
            self.history_len = scene.moves_made()
            self.reset_choice()
            self.last_rects = self.rects  # where things were before the move (card flights)
        self.legal = scene.legal_actions()
        self.legal_set = set(self.legal)
        laid = (self.merchant_rows(), bool(self.wealth_hand()))
        if hasattr(self, "laid_rows") and laid != (self.laid_rows, self.laid_hand):
            # a stall bought: the merchant's box takes its row; the wealth hands put away:
            # the mine takes their room
            self.layout(self.rect)
            return
        if hasattr(self, "area"):
            self.place_right_column()  # the market's and the offer's words decide their heights
        self.targets, self.rects, self.tips = [], {}, []
        self.reach: set[Hex] = set()
        """Where the selected overseer (or worker) can go: lit, the rest of the mine veiled."""
        self.tip_rules: dict[tuple[int, ...], str] = {}
        """The rules section of a tooltip that names one, by its place (``tips``' rect)."""
        self._preview = None
        self.greyed: dict[str, Action] = {}
        """The merchant's and stalls' greyed buttons: their place's key, and the deal."""
        self.greyed_words: dict[str, tuple[str, str | None]] = {}
        """Their reasons (words, rules section) asked so far in this position (see
        ``greyed_tip``)."""
        self.dimmed: list[pygame.Rect] = []
        """Market cards and designs the person cannot take now (drawn veiled)."""
        self.clear_stale_refusal()
        if self.view.mine is not None:
            panel = self.mine_rect.inflate(-2, -2)  # the rock inside the panel's frame
            self.mine_view.fit(self.view.mine.board, self.mine_area(self.mine_rect), panel)
            self.build_mine()
        self.build_context()
        self.build_market()
        self.build_offer()
        self.build_mats()
        self.build_strip()
        self.prepare_tips()
        if self.keys.focus is None:  # what is under the pointer now (places may have moved)
            under = self.target_at(self.mouse)
            self.hover_key = under.key if under is not None else ""

    def clear_stale_refusal(self) -> None:
        """When the turn passes (a move made, End turn, a computer's move, Undo), a refusal
        still on screen is about a turn gone by: it goes (playtest 3, item 3: "It is not your
        turn" stayed into the next player's turn)."""
        scene = self.scene
        turn = (scene.seat_to_move(), scene.handover)
        stale = self.turn_seen is not None and turn != self.turn_seen
        if stale and scene.toast is not None and scene.toast.error:
            scene.toast = None
        self.turn_seen = turn

    def prepare_tips(self) -> None:
        """Make the pictures of this position's tooltips now (the unchanged ones are kept from
        the last position): the first pass of the mouse over a place then costs a frame no
        more than the next."""
        for rect, text in self.tips:
            rule = self.tip_rules.get(tuple(rect))
            prepare_tooltip(self.rule_tip(text, rule) if rule else text, self.s, *TIP_SIZE)

    def animations(self, before: FWState, after: FWState) -> list[Animation]:
        """An overseer sliding along its path, passed workers taking their new colours, and
        workers leaving the mine (see ``hexmine.mine_animations``); changed scores count up."""
        scores = self.card_flights(before, after) + self.score_animations(before, after)
        if before.mine is None or after.mine is None:
            return scores
        slides = mine_animations(self.mine_view, before.mine, after.mine, self.mine_looks(after))
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
        picture = getattr(self.scene, "last_picture", None)
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
        side = self.chip_side() - 1  # as ``resource_chip`` draws it
        cube = pygame.Surface((side + self.px(4) + 1, side + 1), pygame.SRCALPHA)
        self.resource_chip(cube, rid, None, (0, 0))
        return cube

    def score_place(self, seat: int) -> pygame.Rect | None:
        return self.rects.get(f"mat:{seat}")

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """The hexes of a mine move (from, then to), or the places a market, quest or reward
        move is clicked at (in order), then any button labelled with the move."""
        hexes = {
            PlaceOverseer: ("at",),
            MoveOverseer: ("frm", "to"),
            MoveWorker: ("frm", "to"),
        }.get(type(action), ())
        places = [
            self.hex_rect(hex_of(getattr(action, name)))
            for name in hexes
            if getattr(action, name) and self.view.mine is not None
        ]
        places += [self.rects[k] for k in self.hint_keys(action) if k in self.rects]
        return places + super().hint_places(action)

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

    def add(self, key: str, rect: pygame.Rect, on_click, live: bool, hex_: Hex | None = None):
        self.rects[key] = rect
        self.targets.append(Target(key, rect, on_click, live, hex_))

    # --- the action strip (and the choice list) ------------------------------------------------
    def build_strip(self) -> None:
        s = self.s
        buttons: list[Button] = []
        if self.popup:
            size = int(16 * s)
            width = max(theme.font(size).size(self.scene.describe(a))[0] for a in self.popup)
            width = min(max(width + self.px(30), self.px(200)), self.rect.width - 2 * self.pad)
            h = self.px(32)
            total = (len(self.popup) + 1) * (h + self.px(4))
            x = max(
                self.rect.x + self.pad, min(self.popup_anchor.x, self.rect.right - width - self.pad)
            )
            y = self.popup_anchor.bottom + self.px(4)
            if y + total > self.strip_rect.top:
                y = max(self.rect.y + self.pad, self.popup_anchor.top - total - self.px(4))
            for a in [*self.popup, None]:
                label = self.scene.describe(a) if a is not None else tr("Cancel")
                b = Button(
                    label,
                    (lambda a=a: self.act(a)) if a is not None else self.cancel,
                    style="normal" if a is not None else "quiet",
                )
                b.rect = pygame.Rect(x, y, width, h)
                y += h + self.px(4)
                buttons.append(b)
            self.group.set(buttons)
            return
        buttons = self.strip_buttons()
        x = self.strip_rect.x
        height = self.strip_rect.height - self.px(8)
        for b in buttons:
            width = b.fit_width(s)
            b.rect = pygame.Rect(x, self.strip_rect.y + self.px(4), width, height)
            x += width + self.px(8)
            if b.label == self.scene.describe(Finish()) and Finish() in self.legal_set:
                self.tips.append((b.rect.copy(), self.finish_tip()))
        self.group.set(buttons)

    def finish_tip(self) -> str:
        """What the rewards phase's Done for this round does, and whether End turn follows
        (playtest 4: it handed over at once one time and waited the next, unexplained)."""
        if self.scene.holds_turn_after(Finish()):
            return tr(
                "You are done with this round's quest rewards (trade first if you wish). "
                "Then press End turn to hand over, or Undo to take it back."
            )
        return tr(
            "You are done with this round's quest rewards (trade first if you wish). What "
            "comes next is dealt or revealed, so the turn passes at once and cannot be taken back."
        )

    def finish_words(self) -> str:
        """The button that ends this person's part now (the greyed End turn names it)."""
        for kind in info.PASSES:
            action = next((a for a in self.legal if isinstance(a, kind)), None)
            if action is not None and self.scene.my_turn():
                return self.scene.describe(action)
        return ""

    def strip_buttons(self) -> list[Button]:
        """The action strip's buttons, left to right (not yet placed)."""
        buttons: list[Button] = []
        for a in self.legal:
            if not isinstance(a, COVERED):
                buttons.append(Button(self.scene.describe(a), lambda a=a: self.act(a)))
        extra = self.contextual_actions()
        buttons = [Button(label, run, style="primary") for label, run in extra] + buttons
        for kind, label in LISTED.items():  # long choices: a list opened from one button
            options = [a for a in self.legal if isinstance(a, kind)]
            if options:
                run = self.open_popup(options, self.strip_rect, kind.verb)
                buttons.insert(0, Button(tr(label), run, style="primary"))
        if self.selected is not None or any(self.equip.values()) or self.picks:
            buttons.append(Button(tr("Cancel"), self.cancel, style="quiet"))
        return buttons

    def strip_width(self) -> int:
        """How wide the action strip's buttons are, side by side."""
        widths = [b.fit_width(self.s) for b in self.strip_buttons()]
        return sum(widths) + self.px(8) * max(0, len(widths) - 1)

    def contextual_actions(self) -> list[tuple[str, Callable[[], None]]]:
        """Strip buttons that finish a choice made on the board."""
        out: list[tuple[str, Callable[[], None]]] = []
        if self.picks and self.view.phase == "wealth":
            for a in self.legal:
                if isinstance(a, KeepWealth) and sorted(a.cards) == sorted(self.picks):
                    out.append((self.scene.describe(a), lambda a=a: self.act(a)))
        adv = self.equip["adv"]
        if adv is not None and Unassign(adv) in self.legal_set:  # type: ignore[arg-type]
            a = Unassign(adv)  # type: ignore[arg-type]
            out.append((self.scene.describe(a), lambda a=a: self.act(a)))
        if self.selected is not None and self.mine_mode() == "worker":
            a = MoveWorker(coords(self.selected), ())
            if a in self.legal_set:
                out.append((tr("Take this worker out of the mine"), lambda a=a: self.act(a)))
        return out

    def cancel(self) -> None:
        self.reset_choice()
        self.changed()

    # --- input -----------------------------------------------------------------------------------
    def live_targets(self) -> list[Target]:
        return [t for t in self.targets if t.live] if self.scene.my_turn() else []

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        mine = self.view.mine
        if mine is not None and self.mine_rect.collidepoint(pos):
            h = self.mine_view.hex_at(mine.board, pos)
            if h is None:
                return None
            for t in self.targets:
                if t.hex == h:
                    return t
            return Target(
                f"hex:{h.q},{h.r}", self.hex_rect(h), lambda h=h: self.click_hex(h), False, h
            )
        for t in self.targets:
            if t.hex is None and t.rect.collidepoint(pos):
                return t
        return None

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "motion":
            self.group.handle(intent)
            self.mouse = intent.pos
            t = self.target_at(intent.pos)
            self.hover_key = t.key if t is not None else ""
            return False
        if intent.kind == "key" and intent.key == pygame.K_ESCAPE:
            if self.popup or self.selected is not None or any(self.equip.values()) or self.picks:
                self.cancel()
                return True
            return False
        if intent.kind == "key" and self.handle_target_keys(intent):
            return True
        if self.group.handle(intent):
            return True
        if self.popup and intent.kind == "click":
            self.cancel()  # a click outside the choice list closes it
            return True
        if intent.kind == "click" and intent.button == 1:
            t = self.target_at(intent.pos)
            if t is not None:
                t.on_click()
                return True
        return False

    def handle_target_keys(self, intent: Intent) -> bool:
        """Tab walks the live places of the board before the strip; Enter clicks."""
        if self.popup or not self.keys.handle(
            intent, self.live_targets, self.group.focus is not None
        ):
            if intent.key == pygame.K_TAB and self.keys.focus is None:
                self.hover_key = ""
            return False
        focused = self.keys.focused(self.live_targets())
        if focused is not None:
            self.hover_key = focused.key
            self.mouse = focused.rect.center
        return True

    # --- hover info ----------------------------------------------------------------------------
    def hover_preview(self) -> Preview | None:
        key = self.hover_key
        if key.startswith("hex:"):
            q, r = (int(n) for n in key[4:].split(","))
            return self.mine_preview(Hex(q, r))
        if key.startswith("quest:"):
            return self.equip_preview(key[6:])
        return None

    def hover_tip(self) -> str:
        if self.hover_key.startswith("hex:"):
            return ""
        greyed = self.greyed_tip(self.hover_key)
        note = getattr(self, "order_note", None)  # the order line's note, where not drawn
        if note is not None and note[0].collidepoint(self.mouse):
            return note[1]
        for rect, text in self.tips:
            if rect.collidepoint(self.mouse):
                rule = self.tip_rules.get(tuple(rect))
                tip = self.rule_tip(text, rule) if rule else text
                return f"{greyed}\n{tip}" if greyed else tip
        return greyed

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
            plain = not self.scene.my_turn() or getattr(self.scene, "lesson_words", str)()
            words = reason if plain else tr("Not now: {why}", why=reason)
            self.greyed_words[key] = (sentence(words), getattr(reason, "rule", None))
        text, rule = self.greyed_words[key]
        return self.rule_tip(text, rule) if rule else text
