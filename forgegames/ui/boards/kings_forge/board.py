"""King's Forge board: the King's list, the gather row and docks, the craft table, the trays.

The board never decides a rule. It groups ``scene.legal_actions()`` by what they are about
(a gather action, a dock action, a die, a craft card) so that clicks can pick among them, and it
sends the chosen action to ``scene.act``. A click on something with no legal move asks the
engine's own reason (``why_not``) and shows it.

The board is made of panels, each an object of its own file handed the board (``part.Table``)
when it is made: ``KingPanel`` (``king.py``), ``GatherPanel`` (``gather.py``) and ``CraftPanel``
(``craft.py``), which share the middle row by phase, ``TraysPanel`` (``trays.py``) and the
``StripPanel`` (``strip.py``); ``Geometry`` (``layout.py``) says where everything goes,
``Hover`` words the tooltip, ``Prompts`` the prompt and ``SkipNote`` a skipped craft turn. The
board keeps the position, the choice under way and the pointer, lays the panels out, draws them
and (``PanelBoard``) routes input to them.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import tr
from forgegames.games.kings_forge import board_info as info
from forgegames.games.kings_forge.actions import (
    Bonus,
    Claim,
    Copy,
    Craft,
    Discard,
    Dock,
    Draw,
    Mark,
    Pass,
    Pay,
    Steal,
    Visit,
)
from forgegames.games.kings_forge.board_info import task_boxes
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.ui import icons, theme
from forgegames.ui.animation import FLY_MS, Animation, card_flight, ease_in_out, snapshot
from forgegames.ui.boards.host import BoardHost
from forgegames.ui.boards.kings_forge import change_tags, steps
from forgegames.ui.boards.kings_forge.celebrate import crafted_celebrations
from forgegames.ui.boards.kings_forge.choices import held
from forgegames.ui.boards.kings_forge.craft import CraftPanel
from forgegames.ui.boards.kings_forge.fresh import fresh_marks
from forgegames.ui.boards.kings_forge.gather import GatherPanel
from forgegames.ui.boards.kings_forge.hand_on import HandOn
from forgegames.ui.boards.kings_forge.hold import PlayHold
from forgegames.ui.boards.kings_forge.hover import Hover
from forgegames.ui.boards.kings_forge.king import KingPanel
from forgegames.ui.boards.kings_forge.layout import Geometry
from forgegames.ui.boards.kings_forge.look import (
    KING_H,
    draw_die,
    tumble,
)
from forgegames.ui.boards.kings_forge.preview import Outcome
from forgegames.ui.boards.kings_forge.prompt import Prompts
from forgegames.ui.boards.kings_forge.skip_note import SkipNote
from forgegames.ui.boards.kings_forge.strip import StripPanel
from forgegames.ui.boards.kings_forge.table import table
from forgegames.ui.boards.kings_forge.taken import Taken
from forgegames.ui.boards.kings_forge.trays import TraysPanel
from forgegames.ui.boards.kings_forge.warnings import pay_all_losses, short_roll_losses
from forgegames.ui.boards.kings_forge.words import colour_name, dock_label, power_label
from forgegames.ui.boards.panel import Panel, PanelBoard
from forgegames.ui.boards.places import Target, draw_tooltip
from forgegames.ui.intents import Intent
from forgegames.ui.widgets import Button

TIGHT_MARK = 2
"""The pixels a hint's or lesson's mark reaches out from a gather card's part or a docks row."""

SHIFT_MS = 400
"""How long after the board changed under the pointer a click there is taken as aimed at what
was there before, and ignored (playtest 3: a computer's move swapped a card between two clicks,
and the second claimed the Caravan)."""
TEXT_LINES = ("dock:", "deck", "roll", "line", "payment")
"""The ``regions`` that are lines of words, not cards or trays (see ``mark_place``)."""


class KingsForgeBoard(PanelBoard):
    """The King's Forge board: the position on screen and the choice under way, shared by its
    panels (``panels``: the king's row, the gather row or the craft table, the trays), each
    made here and handed the board; the strip, the prompt, the hover's words and the geometry
    are parts made the same way. ``PanelBoard`` routes input to the panels' places."""

    def __init__(self, scene: BoardHost) -> None:
        self.mark_words: dict[tuple[int, int, int, int], str] = {}
        """Each mark's tag word by its place (``marks``; "" for a mark with no tag)."""
        super().__init__(scene)
        self.power: int | None = None
        """The bonus picked, waiting for a die."""
        self.selected: list[int] = []
        """Rolled dice picked for a craft or a steal."""
        self.copy_choices: list[Action] = []
        """The Workshop's copy options, shown in the strip after a click on it."""
        self.mouse = (0, 0)
        self.faces: dict[tuple[str, str, tuple[int, int]], pygame.Surface] = {}
        """Card faces as drawn once at their size (a card's face never changes)."""
        self.tip_cache: tuple[tuple, KFState, str, Outcome | None] | None = None
        """The hover tooltip as last worked out: its key, the state, its text and the move's
        preview (worked out when the hover changes, not every frame)."""
        self.hover_rule: str | None = None
        """The rules section the cached hover tooltip names (set with it)."""
        self.geo = Geometry(self)
        self.hover = Hover(self)
        self.prompts = Prompts(self)
        self.skips = SkipNote(self)
        self.hand_on = HandOn(self)
        self.hold = PlayHold(self)
        self.taken = Taken(self)
        self.king = KingPanel(self)
        self.gather = GatherPanel(self)
        self.craft = CraftPanel(self)
        self.trays = TraysPanel(self)
        self.strip = StripPanel(self)

    def panels(self) -> list[Panel]:
        """The king's row, the middle row (the gather cards, or the craft table in the craft
        phase: each panel draws and offers places only in its phase) and the trays."""
        return [self.king, self.gather, self.craft, self.trays]

    def boxes(self) -> dict[str, pygame.Rect]:
        return self.geo.boxes()

    def toast_clear(self) -> list[pygame.Rect]:
        """What a notice (a refusal, the save notice) leaves uncovered: the prompt's lines and
        the places a click makes a move at now, as well as the buttons. It shows over the
        trays rather than over the prompt (playtest 13: the save notice and a refusal hid
        the prompt, which says what to do next; issue 39 had it half-cover its first lines)."""
        prompt = self.prompts.prompt_rect()
        live = [t.rect for t in self.all_targets() if t.live] if self.scene.my_turn() else []
        return ([prompt] if prompt is not None else []) + live + self.tray_rows()

    def tray_rows(self) -> list[pygame.Rect]:
        """Every player's tray: a notice leaves each row uncovered (playtest 17: a refusal lay
        over a smithy row; playtest 19: over Bruno's, when Alice's row was kept clear)."""
        return self.geo.tray_rects(self.state) if self.trays.rect.height else []

    def notice_band(self) -> pygame.Rect | None:
        """In the craft phase, under the rolled dice, down to the trays: a notice lies across
        the foot of that band, off the trays (which keep their place in every phase,
        playtest 16) and off the prompt; in the gather phase, over the waiting line (nothing
        there is clicked then; playtest 19: near the board's bottom it lay over a tray)."""
        if not hasattr(self.geo, "mid_rect"):
            return None
        if self.state.phase != PHASE_CRAFT:
            line = self.geo.line_rect()
            return line if line.width > 0 and line.height > 0 else None
        head = self.geo.roll_head()
        bottom = max(self.geo.mid_rect.bottom, self.trays.rect.top - self.pad // 2)
        return pygame.Rect(head.x, head.bottom, head.width, bottom - head.bottom)

    def keep_clear(self) -> list[pygame.Rect]:
        """The waiting line, and in the gather phase the gather cards' row (playtest 22: a
        refusal of a gather card lay over the waiting line)."""
        line = self.geo.line_rect() if hasattr(self.geo, "mid_rect") else pygame.Rect()
        row = self.gather.rect if self.state.phase != PHASE_CRAFT else pygame.Rect()
        return [r for r in (line, row) if r.width and r.height]

    def choosing(self) -> bool:
        return bool(self.copy_choices or self.power is not None or self.selected)

    def focus_moved(self, focused: Target | None) -> None:
        """The focused place previews its move as a hovered one does."""
        self.hover_key, self.tips_waiting = (focused.key if focused else ""), False
        self.mouse = focused.rect.bottomleft if focused else self.mouse
        self.hover.hover_info()

    def button_refused(self, button: Button) -> None:
        self.strip.explain_unavailable(button)

    @property
    def state(self) -> KFState:
        """The game as the frame shows it (an example's move shown in parts: the part's)."""
        return self.scene.visible_state()

    @property
    def world(self) -> info.World:
        """The data the game runs on: the host's title's (card names, faces, costs)."""
        return self.scene.title.world

    def legal(self) -> list[Action]:
        return self.scene.legal_actions()

    def reset_choice(self) -> None:
        self.power, self.selected = None, []
        self.copy_choices: list[Action] = []
        self.keys.reset()

    def act(self, action: Action) -> None:
        self.reset_choice()
        self.scene.act(action)

    def refresh(self) -> None:
        """Rebuild the clickable places and the action strip from the legal moves."""
        pointed = self.pointed(self.mouse)
        legal = self.legal()
        self.skips.watch_skips()  # before the strip: its OK button and the prompt's words
        self.hand_on.watch()  # a gather pass held for End turn goes on at the next tick
        self.hold.watch()  # a craft turn ended by itself, a round's end: held until read
        self.taken.watch()  # a computer's card or dock taken: outlined until a person moves
        self.selected = [d for d in self.selected if any(p.id == d for p in self.state.pool)]
        self.strip.build_strip(legal)
        for panel in self.panels():
            panel.places = []
        self.king.build_king_targets(legal)
        if self.state.phase == PHASE_CRAFT:
            self.craft.build_craft_targets(legal)
        else:
            self.gather.build_gather_targets(legal)
        # what is under the pointer now; when the board put something else there (a claimed
        # card replaced by the next), its tooltip waits for the pointer to move (playtest 5:
        # the tooltip switched to the new card, which the player had not pointed at)
        before = self.hover_key
        self.hover_key = next(
            (t.key for t in self.all_targets() if t.rect.collidepoint(self.mouse)),
            self.prompts.hover_key(self.mouse),
        )
        self.tips_waiting = self.tips_waiting or bool(self.hover_key and self.hover_key != before)
        self.hover.hover_info()  # its tooltip and preview, worked out now rather than in a frame
        self.drop_stale_refusal()
        now = self.pointed(self.mouse)
        if now is not None and now != pointed:  # the board changed under the pointer
            self.shifted, self.shift_ms = now, SHIFT_MS

    def pointed(self, pos: tuple[int, int]) -> Hashable | None:
        """What a click at ``pos`` would press: a strip button (its words, place and whether
        it is enabled) or a place on the board (its key and place); None over nothing."""
        for button in self.group.buttons:
            if button.rect.collidepoint(pos):
                return ("button", button.label, tuple(button.rect), button.enabled)
        for target in self.all_targets():
            if target.rect.collidepoint(pos):
                return ("place", target.key, tuple(target.rect), target.live)
        return None

    def shifted_under(self, pos: tuple[int, int]) -> bool:
        """True when a click at ``pos`` lands, within ``SHIFT_MS``, on what the board has just
        put under the pointer: the player aimed at what was there before."""
        return self.shift_ms > 0 and self.shifted is not None and self.pointed(pos) == self.shifted

    def holds_play(self) -> bool:
        """The computer players wait while a craft turn ended by itself or a round's end is
        held for reading (``hold``)."""
        return self.hold.holds()

    def hold_words(self) -> str:
        """The top bar's words while a moment is held: the note beside the OK button (a craft
        turn ended by itself, a round's end) waits for it (ux40: it spoke of a summary),
        after the name of the person at the screen who presses it."""
        return tr("— press OK to go on")

    def wakeup_ms(self) -> int | None:
        if self.hand_on.pending:
            return 0
        return self.shift_ms if self.shift_ms > 0 else None

    def update(self, dt_ms: int) -> None:
        self.shift_ms = max(0, self.shift_ms - dt_ms)
        self.hand_on.update()

    def drop_stale_refusal(self) -> None:
        """A refused click's message is about the position it was clicked in: once a person
        at the screen has made a move since, it no longer holds, so it goes (it stayed on
        through the next, legal move and covered the computer's turn's "is thinking").
        The computer's own moves leave it: it may still be being read."""
        scene = self.scene
        toast = scene.toast
        if toast is None or not toast.error:
            return
        seen = self.refusal_seen
        mover = scene.last_mover()
        if seen[0] is toast and scene.moves_made() > seen[1] and mover in scene.humans:
            scene.toast = None

    def note_refusal(self) -> None:
        """Remember the refusal on screen and how many moves had been made when it showed."""
        toast = self.scene.toast
        if toast is not None and toast.error and self.refusal_seen[0] is not toast:
            self.refusal_seen = (toast, self.scene.moves_made())

    def losses(self, action: Action) -> list[str]:
        """Dice placed for nothing by a claim that takes every die, and the round's craft
        given up by a gather move that keeps too few dice to roll (``warnings``)."""
        return pay_all_losses(self.state, action) + short_roll_losses(self.state, action)

    def said_before(self, action: Action) -> bool:
        """A gather pass is not asked about (issue 39: newcomers met it almost every round):
        its button names the reward taken or declined, and its tooltip that it ends the
        seat's gathering."""
        return isinstance(action, Pass)

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """A gather card's half, a dock, or the dice and the card of a craft or a steal (in
        the order they are clicked), then any button labelled with the move."""
        places: list[pygame.Rect] = []
        if isinstance(action, Claim | Copy):
            copy = isinstance(action, Copy)
            card, side = ("workshop", "top") if copy else (action.card, action.side)
            places += [t.rect for t in self.all_targets() if t.key == f"gather:{card}:{side}"]
        elif isinstance(action, Dock):
            places += [rect for dock, rect in self.geo.dock_rows() if dock == action.action]
        elif isinstance(action, Discard):
            places += [t.rect for t in self.all_targets() if t.key == f"discard:{action.card}"]
        elif isinstance(action, Pay):
            label = f"+ {colour_name(action.colour)}"
            places += [b.rect for b in self.group.buttons if b.label == label]
        elif isinstance(action, Visit):
            places += [
                t.rect for t in self.all_targets() if t.key.startswith("discard:") and t.live
            ]
        elif isinstance(action, Craft | Steal | Mark | Bonus):
            if isinstance(action, Craft | Steal) and self.power is not None:
                places += self.power_button(self.power)  # pressed again, it is put back
            if isinstance(action, Bonus) and self.power != action.power:
                power = power_label(
                    self.world, self.state.players[self.state.turn].powers[action.power]
                )
                places += [b.rect for b in self.group.buttons if b.label == power]
            if isinstance(action, Mark) and not self.marking:
                places += [
                    b.rect for b in self.group.buttons if b.label == tr("Pick dice to re-roll")
                ]
            dice = dict(self.geo.pool_dice())
            ids = action.dice if isinstance(action, Craft | Steal) else (action.die,)
            places += [dice[d] for d in ids if d in dice]
            if isinstance(action, Craft):
                places += [rect for card, rect in self.geo.king_cards() if card == action.card]
            elif isinstance(action, Steal):
                crafted = [d.card for d in self.state.crafted]
                places += [r for i, r in self.geo.crafted_cards() if crafted[i] == action.card]
        return places + super().hint_places(action)

    def power_button(self, index: int) -> list[pygame.Rect]:
        """The strip's button of the bonus ``index`` while it is picked (its label says so)."""
        power = power_label(self.world, self.state.players[self.state.turn].powers[index])
        label = tr("{power}: now pick a die", power=power)
        return [b.rect for b in self.group.buttons if b.label == label]

    def mark_reach(self, rect: pygame.Rect) -> int | None:
        """A gather card's half or discard place and a docks row have their neighbours a few
        pixels off (the docks rows 1 px): their hint or lesson mark is one outline 2 px out,
        clear of the card's name and the next row's dice (playtest 11, at 1024x640)."""
        tight = [r for _dock, r in self.geo.dock_rows()] + [
            t.rect for t in self.all_targets() if t.key.startswith(("gather:", "discard:"))
        ]
        return TIGHT_MARK if rect in tight else None

    def hinted_places(self, action: Action) -> list[pygame.Rect]:
        """Where a hint marks ``action``: its places (``hint_places``), except that a visit
        to the docks marks the one card the hint would discard and the one trade it means
        (the hint's words name both), not every card's discard button."""
        plan = info.docks_plan(self.state, self.state.turn) if isinstance(action, Visit) else None
        if plan is None:
            return self.hint_places(action)
        discard, dock = plan
        return self.hint_places(discard) + self.hint_places(dock)

    def regions(self, state: KFState) -> dict[str, tuple[pygame.Rect, Hashable]]:
        """The King's cards, the waiting line, then the gather row and docks (gather phase) or
        the rolled dice and crafted cards (craft phase), each tray, and the payment line.

        Places are keyed by position (a displayed card moving up is a change where it is
        drawn). The active seat's frame and the legal-move outlines follow the turn, not the
        game, so they are left out: a move marks what it changed, not whose turn came next.
        """
        if not self.rect.width:
            return {}  # not laid out yet
        out: dict[str, tuple[pygame.Rect, Hashable]] = {}
        for i, (card, rect) in enumerate(self.geo.king_cards(state)):
            out[f"king:{i}"] = (rect, card)
        out["line"] = (self.geo.line_rect(), state.line)
        if state.phase == PHASE_CRAFT:
            out["roll"] = (self.geo.roll_head(), (state.turn, state.cemetery))
            marked = set(state.marked)
            for i, (die, (_id, rect)) in enumerate(
                zip(state.pool, self.geo.pool_dice(state), strict=True)
            ):
                out[f"die:{i}"] = (rect, (die.colour, die.value, die.id in marked))
            for i, rect in self.geo.crafted_cards(state):
                done = state.crafted[i]
                dice = tuple((d.colour, d.value) for d in done.dice)
                out[f"crafted:{i}"] = (rect, (done.card, done.seat, dice))
        else:
            for i, (card, rect) in enumerate(self.geo.gather_cards(state)):
                out[f"gather:{i}"] = (rect, card)
            out["deck"] = (self.geo.docks_head(), len(state.deck))
            used = {d.action: d.seat for d in state.docks}
            for dock_id, rect in self.geo.dock_rows():
                out[f"dock:{dock_id}"] = (rect, used.get(dock_id))
        for seat, rect in enumerate(self.geo.tray_rects(state)):
            out[f"tray:{seat}"] = (rect, self.tray_summary(state, seat))
        if state.sub == "pay":
            task = (state.task, state.task_card, state.task_side, state.paid)
            out["payment"] = (self.geo.payment_rect(), task)
        return out

    def marks(self, before: KFState, after: KFState) -> list[pygame.Rect]:
        """The parts that differ between ``before`` and ``after``, marked where the board
        draws them now. Either state may be off screen (the last turn's, or a log line's
        move): its parts' places in today's layout can lie over quite other things (the
        gather row where the dice were rolled, a card at the width it had before a claim).
        So a changed part is marked at its place in the picture on screen; a part that is
        no longer drawn is marked only where its kind is still shown (a die gone from the
        pool, a card from the display) and nothing else lies on its old place now."""
        old, new = self.shown_regions(before), self.shown_regions(after)
        now = self.shown_regions(self.state)
        keys = [k for k, (_, what) in new.items() if k not in old or old[k][1] != what]
        keys += [k for k in old if k not in new]
        fresh = self.fresh_roll(before, after, old, new) | self.replaced(old, new)
        # the deck's count falls as a card is turned up: the game's doing, not the move's, and
        # its bracket beside the Docks heading read as marking the heading (playtest 6); a
        # visit to the docks is marked on the row it used
        fresh.add("deck")
        keys = [k for k in keys if k not in fresh]
        shown = {key.split(":")[0] for key in now}
        places: list[pygame.Rect] = []
        for key in keys:
            if key in now:
                rect = now[key][0]
            else:
                rect = (new.get(key) or old[key])[0]
                kind_shown = key.split(":")[0] in shown and ":" in key
                if not kind_shown or any(rect.colliderect(r) for r, _ in now.values()):
                    continue  # nothing of it is drawn there now
            place = self.mark_place(key, rect)
            if place not in places:
                places.append(place)
                self.mark_words[tuple(place)] = change_tags.label(key, old, new)
        return places

    def tag_rects(self) -> list[pygame.Rect]:
        """Where the tags of the marks of what changed go now (a step's label keeps off them:
        ``steps.figures``), as the frame will draw them."""
        scale = self.scene.scale
        out = []
        for rects in self.scene.marks.values():
            for rect in rects:
                word = self.mark_words.get(tuple(rect), "")
                if word:
                    out.append(change_tags.tag_rect(rect, change_tags.words(word, scale), scale))
        return out

    def draw_change_marks(self, surface, rects, rgb, scale, since) -> None:
        """The corner marks, each card's, item's and tray's with a tag of what happened to it
        ("new", "taken", "made"...: ``change_tags``); a line of words keeps its slim bar."""
        super().draw_change_marks(surface, rects, rgb, scale, since)
        colour = self.since_marks_look()[0] if since else rgb
        tagged = [(r, self.mark_words.get(tuple(r), "")) for r in rects]
        change_tags.draw_tags(surface, [(r, w) for r, w in tagged if w], colour, scale)

    @staticmethod
    def replaced(old: dict, new: dict) -> set[str]:
        """The display's and the gather row's places where one card took another's place:
        the card that left is marked where it went (a tray, the crafted row), never on the
        card that came in after it, which the move did not touch (playtest 4: Bruno's marks
        sat on the Jeweler that replaced the Caravan he claimed)."""
        return {
            key
            for key, (_, card) in new.items()
            if key.split(":")[0] in ("king", "gather")
            and key in old
            and card
            and old[key][1]
            and old[key][1] != card
        }

    @staticmethod
    def fresh_roll(before: KFState, after: KFState, old: dict, new: dict) -> set[str]:
        """The parts that show a roll made since ``before`` for a craft turn begun since (the
        rolled dice, the roll's heading, and the roller's tray where only its supply went
        into the roll and its 'passed' ended with the gather phase). The roll is the game's
        doing at the turn's start, not the move being marked: the playtest read a person's
        own fresh roll, marked in the corners of the computer's colour, as the computer's
        move."""
        if after.phase != PHASE_CRAFT or (
            before.phase == PHASE_CRAFT and before.turn == after.turn
        ):
            return set()
        keys = {k for k in (*old, *new) if k.startswith("die:")} | {"roll"}
        tray = f"tray:{after.turn}"
        if tray in old and tray in new:
            was, now = old[tray][1], new[tray][1]
            if was[:1] + was[3:] == now[:1] + now[3:]:  # but 'passed' and the supply
                keys.add(tray)
        return keys

    def mark_place(self, key: str, rect: pygame.Rect) -> pygame.Rect:
        """A changed line of words (a docks row, the docks or roll heading, the waiting
        line, the payment) is marked by a slim bracket in the gutter left of it: corners
        round the line itself lay their arms over its words and its neighbours'."""
        if not key.startswith(TEXT_LINES):
            return rect
        s = self.scene.scale
        gutter = max(4, int(5 * s))
        reach = 2 + max(2, int(4 * s))  # the corners' arms and line width reach past it
        x = max(rect.x - reach - gutter, self.rect.x + reach)  # whole inside the board
        return pygame.Rect(x, rect.y + 1, gutter, max(4, rect.height - 2))

    def tray_summary(self, state: KFState, seat: int) -> Hashable:
        """What ``seat``'s tray shows: the anvil, passing, supply, smithy, claimed cards, the
        gather cards taken this round (with the side and dice placed) and live powers."""
        player = state.players[seat]
        placed = tuple((p.card, p.side, p.dice) for p in state.placements if p.seat == seat)
        powers = tuple(power_label(self.world, p) for p in player.powers if p.uses > 0)
        passed = player.passed and state.phase != PHASE_CRAFT
        return (
            seat == state.first,
            passed,
            player.supply,
            player.smithy,
            player.claimed,
            placed,
            powers,
        )

    def try_act(self, action: Action) -> None:
        """Play ``action`` when it is legal, else show the engine's reason."""
        if action in self.legal():
            self.act(action)
        else:
            self.scene.reject(self.scene.why_not(action))

    def animations(self, before: KFState, after: KFState) -> list[Animation]:
        """Cards taken fly to their new owner's tray; newly rolled dice tumble in the pool and
        settle on their values; changed scores count up on the seats' trays; an item crafted
        or stolen glows on the crafted row (``celebrate``)."""
        holds = self.scene.lesson_holds
        # a computer's step the lesson's note speaks of stays until Next (``steps.UntilRead``):
        # its card leaves for the seat's row then, without flying off under it
        flights = [] if holds() else self.card_flights(before, after)
        lead = max((a.delay_ms + a.duration_ms for a in flights), default=0)
        scores = fresh_marks(self, before, after, lead) + flights  # the flights over the marks
        scores += self.score_animations(before, after)
        scores += crafted_celebrations(self, before, after)
        if after.phase != PHASE_CRAFT:
            return scores
        old = {die.id: die for die in before.pool} if before.phase == PHASE_CRAFT else {}
        rolled = [
            (die, rect)
            for die, (_, rect) in zip(after.pool, self.geo.pool_dice(after), strict=True)
            if old.get(die.id) != die
        ]
        head = self.geo.roll_head()  # the dice tumble under their heading, never over it
        tray = pygame.Rect(head.x, head.bottom, head.width, self.geo.mid_rect.bottom - head.bottom)
        tumbles = [
            Animation(650, tumble(die, rect, tray), delay_ms=45 * i)
            for i, (die, rect) in enumerate(rolled)
        ]
        return scores + tumbles + steps.computer_roll(self, before, after, 650 + 45 * len(rolled))

    def bot_step(
        self, before: KFState, after: KFState, action: Action, seat: int, ms: int
    ) -> list[Animation]:
        """A computer's step held for reading (``steps.bot_step``)."""
        return steps.bot_step(self, before, after, action, seat, ms)

    def shown_later(self, action: Action) -> bool:
        """A gather card turned up: the step before it shows the card taken in its place."""
        return isinstance(action, Draw)

    def card_flights(self, before: KFState, after: KFState) -> list[Animation]:
        """A gather card claimed, an item crafted or stolen: the card flies from where it lay
        (as it looked there before the move) to its new owner's tray."""
        trays = self.geo.tray_rects(after)
        picture = self.scene.last_picture
        flights: list[tuple[int, pygame.Rect]] = []
        new = [p for p in after.placements if p not in before.placements]
        # the row as it was last drawn: its height follows the cards' words, so it may have
        # changed with the move
        places = dict(self.geo.gather_cards(before, getattr(self, "drawn_mid", None)))
        flights += [(p.seat, places[p.card]) for p in new if p.card in places]
        display = dict(self.geo.king_cards(before))
        crafted = {before.crafted[i].card: rect for i, rect in self.geo.crafted_cards(before)}
        for seat in range(len(after.players)):
            had = set(before.players[seat].claimed) | held(before, seat)
            for card in (set(after.players[seat].claimed) | held(after, seat)) - had:
                rect = display.get(card) or crafted.get(card)
                if rect is not None:
                    flights.append((seat, rect))
        return [
            Animation(
                FLY_MS,
                card_flight(
                    snapshot(picture, rect), rect, trays[seat], self.scene.seat_colour(seat).rgb
                ),
                ease_in_out,
                delay_ms=90 * i,
            )
            for i, (seat, rect) in enumerate(flights)
            if seat < len(trays)
        ]

    def score_place(self, seat: int) -> pygame.Rect | None:
        rects = self.geo.tray_rects(self.state)
        return rects[seat] if seat < len(rects) else None

    marking = False

    shift_ms = 0
    """Milliseconds left in which a click on ``shifted`` is taken for one aimed before it."""

    shifted: Hashable | None = None
    """What the board last put under a resting pointer (``pointed``)."""

    refusal_seen: tuple[object, int] = (None, 0)
    """The refusal message last seen on screen and the history's length then."""

    def cancel(self) -> None:
        self.reset_choice()
        self.strip.refresh_strip()

    def handle(self, intent: Intent) -> bool:
        """The pointer's moves are worked out here (the hover's words once, so that frames
        only draw them; a redraw when what it rests on changed); a click on what the board
        has just put under the pointer is held back (``shifted_under``); the rest is routed
        to the strip and the panels' places as on every ``PanelBoard``."""
        if intent.kind == "motion":
            before, hushed, tip = self.hover_key, self.tips_waiting, self.hover.button_tip()
            self.mouse, self.tips_waiting = intent.pos, False
            under = self.target_at(intent.pos)
            self.hover_key = under.key if under is not None else self.prompts.hover_key(intent.pos)
            self.hover.hover_info()
            return before != self.hover_key or hushed or tip != self.hover.button_tip()
        if self.hold.holds() and self.hold_dismissed(intent):
            return True
        if intent.kind == "click" and intent.button == 1 and self.shifted_under(intent.pos):
            self.shift_ms = 0  # a second click means it
            self.scene.show_toast(
                tr("The board just changed under the pointer: look, then click again."),
                error=False,
            )
            return True
        return super().handle(intent)

    def hold_dismissed(self, intent: Intent) -> bool:
        """While a moment is held (``hold``): Enter, or a click on the board away from the
        strip's buttons and the live places, is the OK."""
        if intent.kind == "key" and intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.hold.dismiss()
            return True
        if intent.kind != "click" or intent.button != 1 or not self.rect.collidepoint(intent.pos):
            return False
        if any(b.rect.collidepoint(intent.pos) for b in self.group.buttons):
            return False  # the button's own press (OK, or a move)
        if self.scene.my_turn() and any(
            t.live and t.rect.collidepoint(intent.pos) for t in self.all_targets()
        ):
            return False  # a move: it lets the note go too
        self.hold.dismiss()
        return True

    def focus_left(self) -> None:
        """Tab went on to the strip: the hover stays with the pointer."""

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.faces = {}
        self.row_needs: dict[int, int] = {}
        """The gather row's height by card width: what the wordiest gather card needs."""
        s = self.scene.scale
        pad = int(10 * s)
        self.pad = pad
        top_h = int(KING_H * s)
        strip_h = int(45 * s)
        self.area = rect
        self.king.layout(pygame.Rect(rect.x + pad, rect.y + pad, rect.width - 2 * pad, top_h))
        self.strip.layout(
            pygame.Rect(rect.x + pad, rect.bottom - strip_h - pad, rect.width - 2 * pad, strip_h)
        )
        self.place_rows()
        self.refresh()

    def place_rows(self) -> None:
        """The middle row (gather cards and docks, or the craft table) and the trays under it,
        as tall as ``Geometry.row_heights`` says: each tray keeps one height all game."""
        rect, pad = self.area, self.pad
        mid_h, row_h = self.geo.row_heights()
        mid = pygame.Rect(rect.x + pad, self.king.rect.bottom + pad, rect.width - 2 * pad, mid_h)
        self.geo.mid_rect = mid
        self.gather.layout(mid)  # the middle row: the gather cards, or the craft table
        self.craft.layout(mid)
        seats = max(1, len(self.state.players))
        top = max(mid.bottom + pad, self.geo.trays_end() - seats * row_h)  # one place all game
        self.trays.layout(pygame.Rect(rect.x + pad, top, rect.width - 2 * pad, seats * row_h))

    tip_box: pygame.Rect | None = None
    """Where the tooltip was last drawn."""

    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        surface.blit(table(self.rect.size), self.rect)  # the oak the cards lie on
        self.hand_on.drawn = True
        for panel in self.panels():
            panel.draw(surface)
        self.taken.draw(surface)
        if self.state.sub == "pay":
            self.draw_payment(surface, state)
        self.prompts.draw_prompt(
            surface
        )  # what to do now, right of the strip's buttons (prompt.py)
        self.group.draw_resting(surface, self.scene.scale)
        self.prompts.draw_unavailable(surface)
        live = {id(t.rect) for t in self.all_targets() if t.live}
        for target in self.all_targets():
            if id(target.rect) in live and self.scene.my_turn():
                theme.draw_state(surface, target.rect, "legal", self.scene.scale)

    def draw_payment(self, surface: pygame.Surface, state: KFState) -> None:
        """What is being paid for, with its boxes: dice placed so far, then the empty ones."""
        s = self.scene.scale
        if state.task == "dock":
            what = dock_label(self.world.content.docks[state.task_card])
        else:
            what = tr(
                "{card} ({side})",
                card=self.world.card_name(state.task_card),
                side=tr(state.task_side),
            )
        label = theme.text(tr("Paying for {what}:", what=what), int(15 * s), theme.TEXT)
        line = self.geo.payment_rect()
        y = line.y
        surface.blit(label, label.get_rect(midleft=(line.x, line.centery)))
        x = line.x + label.get_width() + int(10 * s)
        size = line.height
        for i, box in enumerate(task_boxes(state)):
            rect = pygame.Rect(x, y, size, size)
            if i < len(state.paid):
                draw_die(surface, rect, state.paid[i])
            else:
                space = icons.icon(f"space:{box}", size).copy()
                space.set_alpha(150)  # still to fill
                surface.blit(space, rect)
            x += size + 4

    def draw_live(self, surface: pygame.Surface) -> None:
        self.note_refusal()  # a person's next move takes it away (``drop_stale_refusal``)
        self.group.draw_touched(surface, self.scene.scale)
        focused = self.keys.focused(self.live_targets())
        if focused is not None:
            rect = focused.rect
            theme.draw_state(surface, rect, "focus", self.scene.scale, radius=8)
        text, outcome = ("", None) if self.tips_hushed else self.hover.hover_info()
        if outcome is not None and outcome.dice:
            self.draw_die_marks(surface, outcome)
        if text:
            self.tip_rule = self.hover_rule  # the rule the tooltip names (Y opens it)
            self.draw_tooltip(surface, text)
        elif not self.tips_hushed and self.hover.button_tip():  # a strip button's own words
            self.draw_tooltip(surface, self.hover.button_tip())

    def draw_tooltip(self, surface: pygame.Surface, text: str) -> None:
        """The tooltip beside what it is about (``tip_anchor``), covering none of it."""
        scale, anchor = self.scene.scale, self.hover.tip_anchor()
        avoid = self.tip_place()["avoid"]  # the other live places and buttons stay in sight
        self.tip_box = draw_tooltip(
            surface, text, self.mouse, self.rect, scale, anchor=anchor, avoid=avoid
        )

    def draw_die_marks(self, surface: pygame.Surface, outcome: Outcome) -> None:
        """A badge on each rolled die the previewed move changes or uses."""
        s = self.scene.scale
        places = dict(self.geo.pool_dice())
        for die_id, words in outcome.dice:
            rect = places.get(die_id)
            if rect is None:
                continue
            theme.draw_state(surface, rect.inflate(6, 6), "hover", s, radius=rect.width // 4)
            label = theme.text(words, int(14 * s), theme.TEXT, True)
            # above the die: the tooltip opens below and right of the pointer
            box = label.get_rect(midbottom=(rect.centerx, rect.top - 4)).inflate(6, 2)
            pygame.draw.rect(surface, theme.PANEL_LIGHT, box, border_radius=4)
            pygame.draw.rect(surface, theme.ACCENT, box, 1, border_radius=4)
            surface.blit(label, label.get_rect(center=box.center))

    def heading(self, surface: pygame.Surface, text: str, pos: tuple[int, int]) -> None:
        label = theme.text(text, int(15 * self.scene.scale), theme.TEXT_DIM, True)
        surface.blit(label, pos)

    def face(self, kind: str, card: str, rect: pygame.Rect, paint) -> pygame.Surface:
        """``card``'s face at ``rect``'s size, painted by ``paint(surface, rect, card)`` the
        first time only."""
        key = (kind, card, rect.size)
        if key not in self.faces:
            picture = pygame.Surface(rect.size, pygame.SRCALPHA)
            paint(picture, picture.get_rect(), card)
            self.faces[key] = picture
        return self.faces[key]
