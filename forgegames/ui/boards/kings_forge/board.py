"""King's Forge board: the King's list, the gather row and docks, the craft table, the trays.

The board never decides a rule. It groups ``scene.legal_actions()`` by what they are about
(a gather action, a dock action, a die, a craft card) so that clicks can pick among them, and it
sends the chosen action to ``scene.act``. A click on something with no legal move asks the
engine's own reason (``why_not``) and shows it.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import data_text, tr
from forgegames.games.kings_forge import board_info as info
from forgegames.games.kings_forge.actions import (
    Bonus,
    Claim,
    Copy,
    Craft,
    Discard,
    Dock,
    Garden,
    Mark,
    Pass,
    Pay,
    Steal,
    Visit,
)
from forgegames.games.kings_forge.board_info import card_name, content, task_boxes
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.ui import icons, text_report, theme
from forgegames.ui.animation import FLY_MS, Animation, card_flight, ease_in_out, snapshot
from forgegames.ui.boards.base import BoardView
from forgegames.ui.boards.kings_forge.preview import (
    Outcome,
    bonus_outcome,
    craft_outcome,
    gather_outcome,
)
from forgegames.ui.boards.places import KeyWalk, Target, draw_tooltip
from forgegames.ui.hotseat import Refusal
from forgegames.ui.intents import Intent
from forgegames.ui.widgets import Button, ButtonGroup

DIE_RGB = icons.DIE_RGB
"""Die colours: metal, wood, gem, magic, Library, Cemetery (the icon set's)."""
CARD = (58, 52, 44)
CARD_LIGHT = (84, 76, 64)
KING_H = 140
"""The king's row (his cards and the waiting line) at the base scale, at its tallest."""
CRAFT_W = 128
"""Width of a displayed craft card at scale 1."""
DOCKS_W = 190
"""Width of the docks panel at scale 1."""
EMPTY_W = 90
"""Width of an empty gather place at scale 1 (the face-up cards take the rest)."""


COLOUR_NAMES = {
    "M": "metal",
    "W": "wood",
    "G": "gem",
    "X": "magic",
    "L": "Library",
    "C": "Cemetery",
}


def colour_name(code: str) -> str:
    return tr(COLOUR_NAMES[code])


def dice_words(codes) -> str:
    """'metal, metal, gem' for a payment (or 'nothing' when it is free)."""
    return ", ".join(colour_name(c) for c in codes) or tr("nothing")


def action_text(card: str, side: str) -> str:
    """A gather action's summary from the data file (translatable by key)."""
    spec = content().actions[(card, side)]
    return data_text(f"kings_forge/gather/{card}/{side}", spec.text)


def dock_label(spec) -> str:
    """A docks action in a few words: '3 dice → gem die'."""
    cost = tr("{n} dice", n=spec.cost) if spec.cost != 1 else tr("1 die")
    if spec.token:
        gain = tr("Automatic 6") if spec.token == "auto6" else tr("+1/+1 token")
    else:
        gain = ", ".join(tr("{colour} die", colour=colour_name(c)) for c, _n in spec.gain)
    return f"{cost} → {gain}"


def dock_picture(spec) -> str:
    """A docks action for its row: '3 dice → ' and a die icon for each die it gives (the
    tokens in words); see ``icons.rich``."""
    if spec.token:
        return dock_label(spec)
    cost = tr("{n} dice", n=spec.cost) if spec.cost != 1 else tr("1 die")
    return f"{cost} → " + "".join(f"{{die:{c}}}" * n for c, n in spec.gain)


def power_label(power) -> str:
    """A one-round ability as a short label, e.g. '+1 ×3 (East Forest)'."""
    names = {
        "plus": tr("+{n}", n=power.amount),
        "auto6": tr("Automatic 6"),
        "flip": tr("Flip"),
        "sixes": tr("1s become 6s"),
        "reroll": tr("Re-roll"),
        "garden": tr("Garden choice"),
    }
    label = names.get(power.kind, power.kind)
    if power.kind == "plus" and power.uses > 1:
        label += f" ×{power.uses}"
    source = card_name(power.source) if power.source in content().gather else ""
    if power.token:
        source = tr("token")
    return f"{label} ({source})" if source else label


def _fit(text: str, size: int, width: int) -> str:
    """``text`` shortened with an ellipsis to fit ``width`` pixels."""
    if theme.font(size).size(text)[0] <= width:
        return text
    while text and theme.font(size).size(text + "…")[0] > width:
        text = text[:-1]
    return text_report.shortened(text + "…")


def draw_die(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: str,
    value: int | None = None,
    ring: str | None = None,
) -> None:
    """A die: its colour, and its material's picture (unrolled) or its pips (rolled); each
    colour has its own picture and pip shape, so no one has to tell the colours apart."""
    name = f"die:{colour}" if value is None else f"die:{colour}:{value}"
    picture = icons.icon(name, min(rect.width, rect.height), DIE_RGB[colour])
    surface.blit(picture, picture.get_rect(center=rect.center))
    if ring is not None:
        theme.draw_state(surface, rect.inflate(6, 6), ring, radius=rect.width // 4)


TURN_STEP = 6
"""A tumbling die turns in steps of this many degrees (each turned picture made once; it
turns about 14 degrees a frame at 60 frames a second)."""


def tumble(die, rect: pygame.Rect, area: pygame.Rect):
    """A die rolling in: it falls in bouncing and spinning, its faces flicking, and settles
    on its value where the board shows it (hidden under the tumbling one until then)."""
    faces = [1 + (die.id * 5 + k * 7) % 6 for k in range(16)]
    phase = die.id * 1.7
    pictures: dict[int, pygame.Surface] = {}
    turned: dict[tuple[int, int], pygame.Surface] = {}

    def picture(face: int) -> pygame.Surface:
        if face not in pictures:
            pictures[face] = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_die(pictures[face], pictures[face].get_rect(), die.colour, face)
        return pictures[face]

    def rotated(face: int, angle: float) -> pygame.Surface:
        """The face turned by ``angle`` to the nearest TURN_STEP degrees (made once each)."""
        key = (face, round(angle / TURN_STEP) % (360 // TURN_STEP))
        if key not in turned:
            turned[key] = pygame.transform.rotate(picture(face), key[1] * TURN_STEP)
        return turned[key]

    def paint(surface: pygame.Surface, p: float) -> None:
        if p >= 1:
            return
        rest = 1 - p
        face = die.value if p > 0.75 else faces[int(p * 20) % len(faces)]
        if face != die.value or p < 0.85:  # nearly at rest on its value: the die under it
            surface.fill(theme.PANEL, rect.inflate(2, 2).clip(area))
        spun = rotated(face, rest * 540 + 20 * math.sin(phase))
        dx = math.sin(p * 19 + phase) * rest * rect.width * 0.3
        dy = -abs(math.cos(p * 11 + phase)) * rest * rect.height * 0.9
        surface.blit(spun, spun.get_rect(center=(rect.centerx + dx, rect.centery + dy)))

    return paint


def held(state: KFState, seat: int) -> set[str]:
    """The items ``seat`` holds among those crafted this round."""
    return {c.card for c in state.crafted if c.seat == seat}


def gather_options(card: str, side: str, legal: list[Action]) -> list[Action]:
    """The legal moves a click on ``card``'s ``side`` action offers (the Workshop's top also
    copies)."""
    options = [a for a in legal if isinstance(a, Claim) and a.card == card and a.side == side]
    if card == "workshop" and side == "top":
        options += [a for a in legal if isinstance(a, Copy)]
    return options


def craft_options(card: str, legal: list[Action]) -> list[Action]:
    return [a for a in legal if isinstance(a, Craft) and a.card == card]


def steal_options(card: str, legal: list[Action]) -> list[Action]:
    return [a for a in legal if isinstance(a, Steal) and a.card == card]


class KingsForgeBoard(BoardView):
    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.group = ButtonGroup(chain=True)
        self.unavailable: dict[str, Action] = {}
        """The strip's disabled buttons' moves by label (a click says why the rules refuse it)."""
        self.targets: list[Target] = []
        self.power: int | None = None
        """The bonus picked, waiting for a die."""
        self.selected: list[int] = []
        """Rolled dice picked for a craft or a steal."""
        self.copy_choices: list[Action] = []
        """The Workshop's copy options, shown in the strip after a click on it."""
        self.hovered: str = ""
        self.mouse: tuple[int, int] = (0, 0)
        self.keys = KeyWalk()
        self.faces: dict[tuple[str, str, tuple[int, int]], pygame.Surface] = {}
        """Card faces as drawn once at their size (a card's face never changes)."""
        self._tip: tuple[tuple, KFState, str, Outcome | None] | None = None
        """The hover tooltip as last worked out: its key, the state, its text and the move's
        preview (worked out when the hover changes, not every frame)."""
        self.hover_rule: str | None = None
        """The rules section the cached hover tooltip names (set with it)."""

    # --- state helpers ---------------------------------------------------------------------
    @property
    def state(self) -> KFState:
        return self.scene.session.state

    def legal(self) -> list[Action]:
        return self.scene.legal_actions()

    def reset_choice(self) -> None:
        self.power, self.selected = None, []
        self.copy_choices: list[Action] = []
        self.keys.reset()

    def act(self, action: Action) -> None:
        self.reset_choice()
        self.scene.act(action)

    # --- layout ----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.faces = {}
        s = self.scene.app.scale
        pad = int(10 * s)
        self.pad = pad
        top_h = int(KING_H * s)
        strip_h = int(56 * s)
        self.area = rect
        self.king_rect = pygame.Rect(rect.x + pad, rect.y + pad, rect.width - 2 * pad, top_h)
        self.strip_rect = pygame.Rect(
            rect.x + pad, rect.bottom - strip_h - pad, rect.width - 2 * pad, strip_h
        )
        self.place_rows()
        self.refresh()

    def place_rows(self) -> None:
        """The middle row (gather cards and docks, or the craft table) and the trays under it.
        The middle row is as tall as the face-up gather cards' texts need, taking room from
        the trays down to what a tray's lines need: a card's words are never cut where the
        trays can spare the room."""
        s = self.scene.app.scale
        rect, pad = self.area, self.pad
        self.king_rect.height = int(KING_H * s)
        mid_h = int(234 * s)
        state = self.state
        if state.phase != PHASE_CRAFT:
            width = self.gather_width(rect.width - 2 * pad, state)
            need = max((self.gather_need(c, width) for c in state.faceup if c), default=0)
            seats = max(1, len(state.players))
            tray = self.tray_need() + 4
            most = self.trays_bottom() - self.king_rect.bottom - 2 * pad - seats * tray
            if most < mid_h:  # the trays' lines need room too: down to what the docks need
                mid_h = max(self.docks_need(), most)
            mid_h = max(mid_h, min(need, most))
            # still short: the king's row gives up what its cards and waiting line spare
            take = min(max(0, need - mid_h), max(0, self.king_rect.height - self.king_need()))
            self.king_rect.height -= take
            mid_h += take
        self.mid_rect = pygame.Rect(
            rect.x + pad, self.king_rect.bottom + pad, rect.width - 2 * pad, mid_h
        )
        self.trays_rect = pygame.Rect(
            rect.x + pad,
            self.mid_rect.bottom + pad,
            rect.width - 2 * pad,
            self.trays_bottom() - self.mid_rect.bottom - pad,
        )

    def king_need(self) -> int:
        """The king's row at its least: its cards' names and dice (a second row of dice where
        a card has many), and the waiting line's every card in two columns."""
        s = self.scene.app.scale
        die = int(28 * s) + 4
        per_row = max(1, (int(CRAFT_W * s) - 12) // die)
        rows = max(
            (-(-len(content().craft[c].slots) // per_row) for c in self.state.display if c),
            default=1,
        )
        cards = int(52 * s) + rows * die + int(8 * s) + 6
        line = int(20 * s) + -(-len(self.state.line) // 2) * int(22 * s)
        width = self.king_rect.right - self.line_rect().x
        if any(self.line_item_need(c, stacked=False) > width // 2 for c in self.state.line):
            return self.king_rect.height  # the line's cards take two rows each: keep it all
        return max(cards, line)

    def trays_bottom(self) -> int:
        """Where the trays end: above the payment line (or the docks hint) when one is shown,
        else at the action strip."""
        if self.state.sub in ("pay", "dock"):
            return self.payment_rect().top
        return self.strip_rect.top - self.pad

    def docks_need(self) -> int:
        """The height of the docks panel: its heading and every dock's row."""
        s = self.scene.app.scale
        rows = sum(int(4 * s) + len(tile.actions) * int(18 * s) for tile in content().tiles)
        return int(24 * s) + rows + int(4 * s)

    def tray_need(self) -> int:
        """The height of a tray's lines: the name, then the anvil or a rank under it."""
        s = self.scene.app.scale
        return int(28 * s) + theme.font(int(13 * s)).get_linesize() + 2

    def refresh(self) -> None:
        """Rebuild the clickable places and the action strip from the legal moves."""
        legal = self.legal()
        if hasattr(self, "area"):
            self.place_rows()  # the face-up cards' words decide the middle row's height
        self.selected = [d for d in self.selected if any(p.id == d for p in self.state.pool)]
        self.targets = []
        self.build_king_targets(legal)
        if self.state.phase == PHASE_CRAFT:
            self.build_craft_targets(legal)
        else:
            self.build_gather_targets(legal)
        self.build_strip(legal)
        # what is under the pointer now (a card that left its place takes its tooltip along)
        self.hovered = next((t.key for t in self.targets if t.rect.collidepoint(self.mouse)), "")
        self.hover_info()  # its tooltip and preview, worked out now rather than in a frame

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """A gather card's half, a dock, or the dice and the card of a craft or a steal (in
        the order they are clicked), then any button labelled with the move."""
        places: list[pygame.Rect] = []
        if isinstance(action, Claim | Copy):
            copy = isinstance(action, Copy)
            card, side = ("workshop", "top") if copy else (action.card, action.side)
            places += [t.rect for t in self.targets if t.key == f"gather:{card}:{side}"]
        elif isinstance(action, Dock):
            places += [rect for dock, rect in self.dock_rows() if dock == action.action]
        elif isinstance(action, Discard):
            places += [t.rect for t in self.targets if t.key == f"discard:{action.card}"]
        elif isinstance(action, Pay):
            label = f"+ {colour_name(action.colour)}"
            places += [b.rect for b in self.group.buttons if b.label == label]
        elif isinstance(action, Visit):
            places += [t.rect for t in self.targets if t.key.startswith("discard:") and t.live]
        elif isinstance(action, Craft | Steal | Mark | Bonus):
            if isinstance(action, Bonus) and self.power != action.power:
                power = power_label(self.state.players[self.state.turn].powers[action.power])
                places += [b.rect for b in self.group.buttons if b.label == power]
            if isinstance(action, Mark) and not self.marking:
                places += [
                    b.rect for b in self.group.buttons if b.label == tr("Pick dice to re-roll")
                ]
            dice = dict(self.pool_dice())
            ids = action.dice if isinstance(action, Craft | Steal) else (action.die,)
            places += [dice[d] for d in ids if d in dice]
            if isinstance(action, Craft):
                places += [rect for card, rect in self.king_cards() if card == action.card]
            elif isinstance(action, Steal):
                crafted = [d.card for d in self.state.crafted]
                places += [r for i, r in self.crafted_cards() if crafted[i] == action.card]
        return places + super().hint_places(action)

    # --- what each part shows (for the frame's marks) ---------------------------------------
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
        for i, (card, rect) in enumerate(self.king_cards(state)):
            out[f"king:{i}"] = (rect, card)
        out["line"] = (self.line_rect(), state.line)
        if state.phase == PHASE_CRAFT:
            out["roll"] = (self.roll_head(), (state.turn, state.cemetery))
            marked = set(state.marked)
            for i, (die, (_id, rect)) in enumerate(
                zip(state.pool, self.pool_dice(state), strict=True)
            ):
                out[f"die:{i}"] = (rect, (die.colour, die.value, die.id in marked))
            for i, rect in self.crafted_cards(state):
                done = state.crafted[i]
                dice = tuple((d.colour, d.value) for d in done.dice)
                out[f"crafted:{i}"] = (rect, (done.card, done.seat, dice))
        else:
            for i, (card, rect) in enumerate(self.gather_cards(state)):
                out[f"gather:{i}"] = (rect, card)
            out["deck"] = (self.docks_head(), len(state.deck))
            used = {d.action: d.seat for d in state.docks}
            for dock_id, rect in self.dock_rows():
                out[f"dock:{dock_id}"] = (rect, used.get(dock_id))
        for seat, rect in enumerate(self.tray_rects(state)):
            out[f"tray:{seat}"] = (rect, self.tray_summary(state, seat))
        if state.sub == "pay":
            task = (state.task, state.task_card, state.task_side, state.paid)
            out["payment"] = (self.payment_rect(), task)
        return out

    def tray_summary(self, state: KFState, seat: int) -> Hashable:
        """What ``seat``'s tray shows: the anvil, passing, supply, smithy, claimed cards, the
        gather cards taken this round (with the side and dice placed) and live powers."""
        player = state.players[seat]
        placed = tuple((p.card, p.side, p.dice) for p in state.placements if p.seat == seat)
        powers = tuple(power_label(p) for p in player.powers if p.uses > 0)
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

    # --- the King's list (display, waiting line) -------------------------------------------
    def king_cards(self, state: KFState | None = None) -> list[tuple[str, pygame.Rect]]:
        """The craft cards on display in ``state`` (the game's by default) and their places."""
        s = self.scene.app.scale
        w, h = int(CRAFT_W * s), self.king_rect.height - int(8 * s)
        out = []
        for i, card in enumerate((state or self.state).display):
            rect = pygame.Rect(
                self.king_rect.x + i * (w + int(8 * s)), self.king_rect.y + int(4 * s), w, h
            )
            out.append((card, rect))
        return out

    def line_rect(self) -> pygame.Rect:
        """The waiting line, right of the three displayed cards."""
        s = self.scene.app.scale
        x = self.king_rect.x + 3 * (int(CRAFT_W * s) + int(8 * s)) + int(8 * s)
        return pygame.Rect(x, self.king_rect.y, self.king_rect.right - x, self.king_rect.height)

    def build_king_targets(self, legal: list[Action]) -> None:
        for card, rect in self.king_cards():
            crafts = craft_options(card, legal)
            self.targets.append(
                Target(card, rect, lambda c=card, o=crafts: self.craft_or_steal(c, o), bool(crafts))
            )

    def craft_or_steal(self, card: str, options: list[Action]) -> None:
        if not options:
            self.scene.reject(self.scene.why_not(Craft(card, ())))
            return
        chosen = self.pick_dice_option(options)
        if chosen is None:
            self.scene.reject(
                Refusal(
                    tr("The picked dice cannot fill that card: pick other dice or none."), "craft"
                )
            )
            return
        self.act(chosen)

    def pick_dice_option(self, options: list[Action]) -> Action | None:
        """The craft/steal using exactly the picked dice, or the game's suggestion."""
        if self.selected:
            wanted = sorted(self.selected)
            for option in options:
                if sorted(option.dice) == wanted:  # type: ignore[attr-defined]
                    return option
            return None
        return info.suggest_dice(self.state, options)

    # --- gather row and docks --------------------------------------------------------------
    def gather_width(self, row: int | None = None, state: KFState | None = None) -> int:
        """A face-up gather card's width across the middle row ``row`` wide: the four places
        share it, an empty place (it shows only 'empty') taking less."""
        s = self.scene.app.scale
        row = self.mid_rect.width if row is None else row
        room = row - int((DOCKS_W + 12) * s)
        faceup = (state or self.state).faceup
        empty = sum(1 for c in faceup if not c)
        if 0 < empty < len(faceup):
            room -= empty * (int(EMPTY_W * s) + int(8 * s))
            return room // (len(faceup) - empty) - int(8 * s)
        return room // 4 - int(8 * s)

    def gather_cards(
        self, state: KFState | None = None, mid: pygame.Rect | None = None
    ) -> list[tuple[str, pygame.Rect]]:
        """The face-up gather cards of ``state`` ('' for an empty slot) and their places in
        the middle row ``mid`` (today's by default)."""
        s = self.scene.app.scale
        state = state or self.state
        mid = mid or self.mid_rect
        w = self.gather_width(mid.width, state)
        out = []
        x = mid.x
        for card in state.faceup:
            width = w if card or all(not c for c in state.faceup) else int(EMPTY_W * s)
            out.append((card, pygame.Rect(x, mid.y, width, mid.height)))
            x += width + int(8 * s)
        return out

    def action_lines(
        self, card: str, side: str, width: int
    ) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """A gather action's words across an action area ``width`` wide: the line right of
        its boxes (when a word fits there), then the lines under them."""
        s = self.scene.app.scale
        size = int(12 * s)
        text = action_text(card, side)
        spec = content().actions[(card, side)]
        clock = 2 * max(5, int(7 * s)) + 8 if spec.clock else 0
        beside = width - 8 - len(spec.boxes) * (int(16 * s) + 3) - 6 - clock
        first = theme.wrap(text, size, max(1, beside))
        if "\n" in text or not first or theme.font(size).size(first[0])[0] > beside:
            return (), theme.wrap(text, size, width - 8)
        rest = " ".join(text.split()[len(first[0].split()) :])
        return (first[0],), theme.wrap(rest, size, width - 8) if rest else ()

    def discard_lines(self, width: int) -> tuple[str, ...]:
        """'Discard for the docks' in lines across a card ``width`` wide (two when narrow)."""
        return theme.wrap(tr("Discard for the docks"), int(12 * self.scene.app.scale), width - 12)

    def side_need(self, card: str, side: str, width: int) -> int:
        """The height an action area needs: its boxes, then its words."""
        s = self.scene.app.scale
        line_h = theme.font(int(12 * s)).get_linesize()
        beside, under = self.action_lines(card, side, width - 8)
        top = max(int(16 * s), line_h) if beside else int(16 * s)
        return top + 8 + len(under) * line_h + 2

    def card_parts(self, width: int) -> tuple[int, int]:
        """A gather card's heading and foot (the discard place) heights."""
        s = self.scene.app.scale
        line_h = theme.font(int(12 * s)).get_linesize()
        return int(26 * s), max(int(30 * s), len(self.discard_lines(width)) * line_h + 10)

    def gather_need(self, card: str, width: int) -> int:
        """The height a gather card ``width`` wide needs to show all its words."""
        head, foot = self.card_parts(width)
        sides = sum(self.side_need(card, side, width) for side in ("top", "bottom"))
        return head + sides + 4 + foot

    def action_rects(self, rect: pygame.Rect, card: str = "") -> dict[str, pygame.Rect]:
        """The card's two action areas, each as tall as its words need (the room to spare
        shared between them), and the discard place under them."""
        head, foot = self.card_parts(rect.width)
        space = rect.height - head - foot - 4
        if card:
            need = [self.side_need(card, side, rect.width) for side in ("top", "bottom")]
            spare = max(0, space - sum(need))
            fits = sum(need) <= space  # short of room: shared by need
            top_h = need[0] + spare // 2 if fits else space * need[0] // sum(need)
        else:
            top_h = space // 2
        top = pygame.Rect(rect.x + 4, rect.y + head, rect.width - 8, top_h)
        bottom = pygame.Rect(rect.x + 4, top.bottom + 4, rect.width - 8, space - top_h)
        discard = pygame.Rect(rect.x + 4, rect.bottom - foot + 2, rect.width - 8, foot - 6)
        return {"top": top, "bottom": bottom, "discard": discard}

    def docks_head(self) -> pygame.Rect:
        """The docks panel's heading row (its title and the gather deck's count)."""
        s = self.scene.app.scale
        x = self.mid_rect.right - int(DOCKS_W * s)
        return pygame.Rect(x, self.mid_rect.y, self.mid_rect.right - x, int(24 * s))

    def dock_rows(self) -> list[tuple[str, pygame.Rect]]:
        s = self.scene.app.scale
        head = self.docks_head()
        x, width = head.x, head.width
        row = int(18 * s)
        y = head.bottom
        out = []
        for tile in content().tiles:
            y += int(4 * s)
            for dock in tile.actions:
                out.append((dock.id, pygame.Rect(x, y, width, row)))
                y += row
        return out

    def build_gather_targets(self, legal: list[Action]) -> None:
        for card, rect in self.gather_cards():
            if not card:
                continue
            areas = self.action_rects(rect, card)
            for side in ("top", "bottom"):
                options = gather_options(card, side, legal)
                self.targets.append(
                    Target(
                        f"gather:{card}:{side}",
                        areas[side],
                        lambda c=card, sd=side, o=options: self.choose(c, sd, o),
                        bool(options),
                    )
                )
            discard = [a for a in legal if a in (Visit(), Discard(card))]
            self.targets.append(
                Target(
                    f"discard:{card}",
                    areas["discard"],
                    lambda c=card: self.discard(c),
                    bool(discard),
                )
            )
        for dock_id, rect in self.dock_rows():
            move = Dock(dock_id)
            self.targets.append(
                Target(f"dock:{dock_id}", rect, lambda m=move: self.try_act(m), move in legal)
            )

    def try_act(self, action: Action) -> None:
        """Play ``action`` when it is legal, else show the engine's reason."""
        if action in self.legal():
            self.act(action)
        else:
            self.scene.reject(self.scene.why_not(action))

    def choose(self, card: str, side: str, options: list[Action]) -> None:
        """A gather action: claim it (the dice are paid next), or pick what the Workshop copies."""
        if not options:
            self.scene.reject(self.scene.why_not(Claim(card, side)))
        elif len(options) == 1:
            self.act(options[0])
        else:
            self.copy_choices = options
            self.refresh_strip()

    def discard(self, card: str) -> None:
        """Discard a face-up card to visit the docks (two engine moves, one click)."""
        if Visit() in self.legal():
            self.scene.act(Visit())
        self.try_act(Discard(card))

    def pay_suggested(self) -> None:
        """Place every die of the game's suggested payment, one engine move per box."""
        while self.scene.my_turn() and (move := info.suggest_pay(self.state)) is not None:
            if not self.scene.act(move):
                break
        self.reset_choice()

    def cancel_payment(self) -> None:
        """Take back the dice placed and the claim or docks visit itself (undo of the seat's
        own moves, back to where the turn's choice began)."""
        while self.state.sub in ("pay", "dock", "discard") and self.scene.session.can_undo():
            self.scene.undo()

    # --- craft table -----------------------------------------------------------------------
    def pool_dice(self, state: KFState | None = None) -> list[tuple[int, pygame.Rect]]:
        """The rolled dice of ``state`` (by id, in pool order) and their places."""
        s = self.scene.app.scale
        size = int(46 * s)
        x = self.mid_rect.x + int(12 * s)
        y = self.mid_rect.y + int(34 * s)
        out = []
        for die in (state or self.state).pool:
            if x + size > self.mid_rect.x + int(self.mid_rect.width * 0.58):
                x = self.mid_rect.x + int(12 * s)
                y += size + int(10 * s)
            out.append((die.id, pygame.Rect(x, y, size, size)))
            x += size + int(10 * s)
        return out

    def animations(self, before: KFState, after: KFState) -> list[Animation]:
        """Cards taken fly to their new owner's tray; newly rolled dice tumble in the pool and
        settle on their values; changed scores count up on the seats' trays."""
        scores = self.card_flights(before, after) + self.score_animations(before, after)
        if after.phase != PHASE_CRAFT:
            return scores
        old = {die.id: die for die in before.pool} if before.phase == PHASE_CRAFT else {}
        rolled = [
            (die, rect)
            for die, (_, rect) in zip(after.pool, self.pool_dice(after), strict=True)
            if old.get(die.id) != die
        ]
        return scores + [
            Animation(650, tumble(die, rect, self.mid_rect), delay_ms=45 * i)
            for i, (die, rect) in enumerate(rolled)
        ]

    def card_flights(self, before: KFState, after: KFState) -> list[Animation]:
        """A gather card claimed, an item crafted or stolen: the card flies from where it lay
        (as it looked there before the move) to its new owner's tray."""
        trays = self.tray_rects(after)
        picture = getattr(self.scene, "last_picture", None)
        flights: list[tuple[int, pygame.Rect]] = []
        new = [p for p in after.placements if p not in before.placements]
        # the row as it was last drawn: its height follows the cards' words, so it may have
        # changed with the move
        places = dict(self.gather_cards(before, getattr(self, "drawn_mid", None)))
        flights += [(p.seat, places[p.card]) for p in new if p.card in places]
        display = dict(self.king_cards(before))
        crafted = {before.crafted[i].card: rect for i, rect in self.crafted_cards(before)}
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
        rects = self.tray_rects(self.state)
        return rects[seat] if seat < len(rects) else None

    def crafted_cards(self, state: KFState | None = None) -> list[tuple[int, pygame.Rect]]:
        """The cards crafted this round in ``state`` (by index) and their places."""
        s = self.scene.app.scale
        x0 = self.mid_rect.x + int(self.mid_rect.width * 0.6)
        w = self.mid_rect.right - x0
        h = int(48 * s)
        return [
            (i, pygame.Rect(x0, self.mid_rect.y + int(28 * s) + i * (h + int(4 * s)), w, h))
            for i in range(len((state or self.state).crafted))
        ]

    def roll_head(self) -> pygame.Rect:
        """The craft table's heading row above the rolled dice (whose roll, the Cemetery)."""
        s = self.scene.app.scale
        width = int(self.mid_rect.width * 0.58)
        return pygame.Rect(self.mid_rect.x, self.mid_rect.y, width, int(30 * s))

    def power_list(self) -> list[tuple[int, object]]:
        seat = self.state.turn
        return [(i, p) for i, p in enumerate(self.state.players[seat].powers) if p.uses > 0]

    def build_craft_targets(self, legal: list[Action]) -> None:
        for die_id, rect in self.pool_dice():
            self.targets.append(Target(f"die:{die_id}", rect, lambda d=die_id: self.click_die(d)))
        for i, rect in self.crafted_cards():
            done = self.state.crafted[i]
            steals = steal_options(done.card, legal)
            self.targets.append(
                Target(
                    f"crafted:{i}",
                    rect,
                    lambda c=done.card, o=steals: self.steal(c, o),
                    bool(steals),
                )
            )

    def steal(self, card: str, options: list[Action]) -> None:
        if not options:
            self.scene.reject(self.scene.why_not(Steal(card, ())))
            return
        chosen = self.pick_dice_option(options)
        if chosen is None:
            self.scene.reject(
                Refusal(
                    tr("The picked dice cannot steal that card: pick other dice or none."),
                    "steal",
                )
            )
            return
        self.act(chosen)

    def click_die(self, die_id: int) -> None:
        legal = self.legal()
        if self.power is not None:
            move = Bonus(self.power, die_id)
            if move in legal:
                self.act(move)
            else:
                self.scene.reject(self.scene.why_not(move))
            return
        if self.marking:
            move = Mark(die_id)
            if move in legal:
                self.scene.act(move)
            else:
                self.scene.reject(
                    Refusal(tr("That die cannot be picked for the re-roll."), "bonuses")
                )
            return
        if die_id in self.selected:
            self.selected.remove(die_id)
        else:
            self.selected.append(die_id)
        self.refresh_strip()

    marking = False

    def pick_power(self, index: int) -> None:
        self.power = None if self.power == index else index
        self.marking = False
        self.refresh_strip()

    def toggle_marking(self) -> None:
        self.marking = not self.marking
        self.power = None
        self.refresh_strip()

    # --- the action strip --------------------------------------------------------------------
    def refresh_strip(self) -> None:
        self.build_strip(self.legal())
        self.hover_info()  # a die picked or a bonus chosen changes the preview
        self.scene.invalidate()

    def build_strip(self, legal: list[Action]) -> None:
        s = self.scene.app.scale
        buttons: list[Button] = []
        self.unavailable = {}
        if self.copy_choices:
            for action in self.copy_choices:
                buttons.append(Button(self.scene.describe(action), lambda a=action: self.act(a)))
            buttons.append(Button(tr("Cancel"), self.cancel, style="quiet"))
        elif self.state.sub == "pay" and self.scene.my_turn():
            suggestion = info.suggest_payment(self.state)
            if suggestion:
                label = tr("Pay {dice}", dice=dice_words(suggestion))
                buttons.append(Button(label, self.pay_suggested, style="primary"))
            for action in legal:
                if isinstance(action, Pay):
                    label = tr("+ {die}", die=colour_name(action.colour))
                    buttons.append(Button(label, lambda a=action: self.scene.act(a)))
            buttons.append(Button(tr("Cancel"), self.cancel_payment, style="quiet"))
        elif self.state.sub in ("dock", "discard") and self.scene.my_turn():
            # the docks: the lit rows on the right are the choices; Cancel keeps the card
            buttons.append(Button(tr("Cancel the visit to the docks"), self.cancel_payment))
        else:
            handled = (Claim, Copy, Discard, Visit, Dock, Craft, Steal, Bonus, Mark, Pay)
            powers = {a.power for a in legal if isinstance(a, Bonus)}
            for index, power in self.power_list():
                if index in powers:
                    label = power_label(power)
                    if self.power == index:
                        label = tr("{power}: now pick a die", power=label)
                    style = "primary" if self.power == index else "normal"
                    buttons.append(Button(label, lambda i=index: self.pick_power(i), style=style))
            if any(isinstance(a, Mark) for a in legal):
                label = tr("Done picking") if self.marking else tr("Pick dice to re-roll")
                buttons.append(Button(label, self.toggle_marking))
            for action, enabled in self.strip_moves(legal):
                if not isinstance(action, handled) or (
                    isinstance(action, Bonus) and action.die == -1
                ):
                    label = self.scene.describe(action)
                    press = (lambda a=action: self.act(a)) if enabled else (lambda: None)
                    buttons.append(Button(label, press, enabled=enabled))
                    if not enabled:
                        self.unavailable[label] = action
        x = self.strip_rect.x
        y = self.strip_rect.y + int(6 * s)
        height = self.strip_rect.height - int(12 * s)
        for button in buttons:
            width = button.fit_width(s)
            if x + width > self.strip_rect.right and x > self.strip_rect.x:
                x = self.strip_rect.x
                y -= height + int(6 * s)
            button.rect = pygame.Rect(x, y, width, height)
            x += width + int(8 * s)
        self.group.set(buttons)

    def strip_moves(self, legal: list[Action]) -> list[tuple[Action, bool]]:
        """The strip's moves, each with whether it is legal: a move of a fixed pair (the
        first-to-pass metal die and +1/+1 token, the Garden's +2 and wood die) that a rule
        rules out now keeps its place, disabled, so the other buttons do not shift."""
        state = self.state
        groups: list[tuple[Action, ...]] = [(Garden("plus2"), Garden("wood"))]
        if state.first_passer < 0 and not state.sub:  # with neither reward left: "Pass"
            groups.append((Pass("metal"), Pass("token"), Pass("none")))
        kept = {Garden("plus2"), Garden("wood"), Pass("metal"), Pass("token")}
        out: list[tuple[Action, bool]] = []
        shown: set[Action] = set()
        for action in legal:
            group = next((g for g in groups if action in g), None)
            if group is None:
                out.append((action, True))
            elif action not in shown:
                out += [(a, a in legal) for a in group if a in legal or a in kept]
                shown.update(group)
        return out

    def explain_unavailable(self, button: Button) -> None:
        """A click on a disabled move says which rule rules it out (the engine's words)."""
        action = self.unavailable.get(button.label)
        if action is not None:
            self.scene.reject(self.scene.why_not(action))

    def cancel(self) -> None:
        self.reset_choice()
        self.refresh_strip()

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if intent.kind == "motion":
            before = self.hovered
            self.mouse = intent.pos
            self.hovered = next(
                (t.key for t in self.targets if t.rect.collidepoint(intent.pos)), ""
            )
            self.hover_info()  # worked out here, once, so that frames only draw it
            return before != self.hovered
        if (
            intent.kind == "key"
            and intent.key == pygame.K_ESCAPE
            and (self.copy_choices or self.power is not None or self.selected)
        ):
            self.cancel()
            return True
        if intent.kind == "key" and self.keys.handle(
            intent, self.live_targets, self.group.focus is not None
        ):
            focused = self.keys.focused(self.live_targets())
            self.hovered = focused.key if focused else ""
            self.mouse = focused.rect.bottomleft if focused else self.mouse
            self.hover_info()  # the focused place previews its move as a hovered one does
            return True
        if self.group.handle(intent, self.explain_unavailable):
            return True
        if intent.kind == "click" and intent.button == 1:
            for target in self.targets:
                if target.rect.collidepoint(intent.pos):
                    target.on_click()
                    return True
        return False

    def live_targets(self) -> list[Target]:
        return [t for t in self.targets if t.live] if self.scene.my_turn() else []

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        self.draw_king(surface, state)
        if state.phase == PHASE_CRAFT:
            self.draw_craft_table(surface, state)
        else:
            self.draw_gather(surface, state)
        self.draw_trays(surface, state)
        if self.state.sub == "pay":
            self.draw_payment(surface, state)
        elif self.state.sub == "dock" and self.scene.my_turn():
            hint = tr("Choose a docks action on the right (used ones are struck out).")
            label = theme.text(hint, int(15 * self.scene.app.scale), theme.TEXT)
            surface.blit(label, (self.strip_rect.x, self.strip_rect.y - label.get_height() - 6))
        self.group.draw_resting(surface, self.scene.app.scale)
        live = {id(t.rect) for t in self.targets if t.live}
        for target in self.targets:
            if id(target.rect) in live and self.scene.my_turn():
                theme.draw_state(surface, target.rect, "legal", self.scene.app.scale)

    def draw_payment(self, surface: pygame.Surface, state: KFState) -> None:
        """What is being paid for, with its boxes: dice placed so far, then the empty ones."""
        s = self.scene.app.scale
        if state.task == "dock":
            what = dock_label(content().docks[state.task_card])
        else:
            what = tr("{card} ({side})", card=card_name(state.task_card), side=tr(state.task_side))
        label = theme.text(tr("Paying for {what}:", what=what), int(15 * s), theme.TEXT)
        line = self.payment_rect()
        y = line.y
        surface.blit(label, (line.x, y + 4))
        x = line.x + label.get_width() + int(10 * s)
        size = int(22 * s)
        for i, box in enumerate(task_boxes(state)):
            rect = pygame.Rect(x, y, size, size)
            if i < len(state.paid):
                draw_die(surface, rect, state.paid[i])
            else:
                space = icons.icon(f"space:{box}", size).copy()
                space.set_alpha(150)  # still to fill
                surface.blit(space, rect)
            x += size + 4

    def payment_rect(self) -> pygame.Rect:
        """The line above the strip showing the action being paid for and its boxes."""
        s = self.scene.app.scale
        strip = self.strip_rect
        return pygame.Rect(strip.x, strip.y - int(30 * s), strip.width, int(26 * s))

    def draw_live(self, surface: pygame.Surface) -> None:
        self.group.draw_touched(surface, self.scene.app.scale)
        focused = self.keys.focused(self.live_targets())
        if focused is not None:
            rect = focused.rect
            theme.draw_state(surface, rect, "focus", self.scene.app.scale, radius=8)
        text, outcome = self.hover_info()
        if outcome is not None and outcome.dice:
            self.draw_die_marks(surface, outcome)
        if text:
            self.tip_rule = self.hover_rule  # the rule the tooltip names (Y opens it)
            self.draw_tooltip(surface, text)

    def draw_tooltip(self, surface: pygame.Surface, text: str) -> None:
        draw_tooltip(surface, text, self.mouse, self.rect, self.scene.app.scale)

    def draw_die_marks(self, surface: pygame.Surface, outcome: Outcome) -> None:
        """A badge on each rolled die the previewed move changes or uses."""
        s = self.scene.app.scale
        places = dict(self.pool_dice())
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

    # --- hover: tooltips and previews ------------------------------------------------------
    def hover_info(self) -> tuple[str, Outcome | None]:
        """The hovered place's tooltip and the preview of the move a click there would make,
        worked out once per hover, choice and state (not every frame)."""
        state = self.state
        key = (self.hovered, tuple(self.selected), self.power, self.marking, self.scene.viewer)
        if self._tip is None or self._tip[0] != key or self._tip[1] is not state:
            self._tip = (key, state, *self.work_out_hover())
        return self._tip[2], self._tip[3]

    def work_out_hover(self) -> tuple[str, Outcome | None]:
        hovered, state = self.hovered, self.state
        outcome = self.hover_outcome() if self.scene.my_turn() else None
        self.hover_rule = None
        if hovered.startswith("gather:"):
            _, card, side = hovered.split(":")
            words = action_text(card, side)
            words = f"{words}\n{outcome.text}" if outcome else words
            return self.hover_rule_tip(words, "gather"), outcome
        if outcome is not None:
            return outcome.text, outcome
        odds = state.phase != PHASE_CRAFT and self.scene.viewer is not None
        if odds and hovered in state.display:
            return self.hover_rule_tip(self.odds_text(hovered), "craft"), None
        return "", None

    def hover_rule_tip(self, text: str, rule: str) -> str:
        """A hover tooltip that names ``rule``: remembered with the cached tooltip, so each
        frame that draws it marks it for the Y key."""
        text = self.rule_tip(text, rule)
        self.hover_rule = self.tip_rule
        return text

    def hover_outcome(self) -> Outcome | None:
        """The engine's preview of the move a click on the hovered place would make (a gather
        or docks action paid as suggested, a bonus on a die, a craft or a steal with the
        picked or suggested dice); None when the click would make no single move."""
        hovered, legal = self.hovered, self.legal()
        title, state = self.scene.title, self.state
        kind, _, rest = hovered.partition(":")
        if kind == "gather":
            card, side = rest.split(":")
            moves = gather_options(card, side, legal)
            if len(moves) == 1:
                return gather_outcome(title, state, moves[0], power_label)
        elif kind == "dock" and Dock(rest) in legal:
            heading = tr("If you use this docks action:")
            return gather_outcome(title, state, Dock(rest), power_label, heading)
        elif kind == "die" and self.power is not None and Bonus(self.power, int(rest)) in legal:
            return bonus_outcome(title, state, Bonus(self.power, int(rest)))
        elif self.power is None and not self.marking:
            card = hovered
            if kind == "crafted":
                card = state.crafted[int(rest)].card
                options = steal_options(card, legal)
            else:
                options = craft_options(card, legal)
            chosen = self.pick_dice_option(options) if options else None
            if chosen is not None:
                names = [self.scene.seat_name(i) for i in range(state.n)]
                return craft_outcome(title, state, chosen, names, card_name(card))
        return None

    def odds_text(self, card: str) -> str:
        """Teaching aid: the chance that the seat at the screen crafts ``card`` this round."""
        seat = self.scene.viewer
        chance = info.craft_probability(self.state, seat, card)
        return tr(
            "Chance that {name} crafts {item} with the current supply and bonuses: {pct}% ({how})",
            name=self.scene.seat_name(seat),
            item=card_name(card),
            pct=f"{chance.value * 100:.0f}",
            how=chance.how,
        )

    def heading(self, surface: pygame.Surface, text: str, pos: tuple[int, int]) -> None:
        label = theme.text(text, int(15 * self.scene.app.scale), theme.TEXT_DIM, True)
        surface.blit(label, pos)

    def line_plan(self, state: KFState) -> tuple[bool, int, int]:
        """How the waiting line is laid out: (stacked, rows a column, columns). A card's name
        and dice share a row, in one column or two; where a name would not fit beside its
        dice, each card takes two rows (name, then dice) in as many columns as it needs."""
        s = self.scene.app.scale
        x = self.line_rect().x
        width = self.king_rect.right - x
        top, bottom = self.king_rect.y + int(20 * s), self.king_rect.bottom
        per_column = max(1, (bottom - top) // int(22 * s))
        columns = 1 if len(state.line) <= per_column else 2
        if all(self.line_item_need(c, stacked=False) <= width // columns for c in state.line):
            return False, per_column, columns
        per_column = max(1, (bottom - top) // (2 * int(20 * s)))
        return True, per_column, max(1, -(-len(state.line) // per_column))

    def line_columns(
        self, shown: tuple[str, ...], stacked: bool, per_column: int, columns: int
    ) -> tuple[list[int], list[int]]:
        """The waiting line's columns' left edges and widths: even, or where their cards
        need it and the room allows, each as wide as its widest card with the spare shared."""
        x = self.line_rect().x
        width = self.king_rect.right - x
        widths = [width // columns] * columns
        needs = [
            max(
                (
                    self.line_item_need(c, stacked)
                    for c in shown[k * per_column : (k + 1) * per_column]
                ),
                default=0,
            )
            for k in range(columns)
        ]
        if sum(needs) <= width and any(n > w for n, w in zip(needs, widths, strict=True)):
            spare = (width - sum(needs)) // columns
            widths = [n + spare for n in needs]
        lefts = [x + sum(widths[:k]) for k in range(columns)]
        return lefts, widths

    def line_item_need(self, card: str, stacked: bool) -> int:
        """A waiting card's width: its rank, its name and its dice (beside or under it)."""
        s = self.scene.app.scale
        dice = len(content().craft[card].slots) * (int(19 * s) + int(3 * s))
        name = theme.font(int(13 * s)).size(card_name(card))[0]
        if stacked:
            return max(name, int(24 * s) + dice) + int(8 * s)  # the rank beside the dice
        return name + dice + int(34 * s)

    def draw_king(self, surface: pygame.Surface, state: KFState) -> None:
        s = self.scene.app.scale
        crafts = content().craft
        for card, rect in self.king_cards():
            self.draw_craft_card(surface, rect, card)
        x = self.line_rect().x
        self.heading(surface, tr("Waiting line ({n})", n=len(state.line)), (x, self.king_rect.y))
        top = self.king_rect.y + int(20 * s)
        stacked, per_column, columns = self.line_plan(state)
        chip_h = 2 * int(20 * s) if stacked else int(22 * s)
        shown = state.line[: columns * per_column]
        lefts, widths = self.line_columns(shown, stacked, per_column, columns)
        for i, card in enumerate(shown):
            cx, column_w = lefts[i // per_column], widths[i // per_column]
            y = top + (i % per_column) * chip_h
            spec = crafts[card]
            side = int(19 * s)
            tokens = [icons.icon(f"die:{c}:{v}", side, DIE_RGB[c]) for c, v in spec.slots]
            dice_w = sum(t.get_width() + int(3 * s) for t in tokens)
            rank = theme.text(str(spec.rank), int(13 * s), theme.ACCENT, True)
            if stacked:  # the name over the rank and the dice
                surface.blit(rank, (cx, y + int(20 * s) + 2))
                pos = (cx, y + 2)
                name_w = column_w - int(6 * s)
            else:
                surface.blit(rank, (cx, y + 2))
                pos = (cx + int(24 * s), y + 2)
                name_w = column_w - dice_w - int(34 * s)
            name = self.fitted(card_name(card), int(13 * s), name_w, pos)
            surface.blit(theme.text(name, int(13 * s), theme.TEXT), pos)
            if stacked:
                dx, dy = cx + int(24 * s), y + int(20 * s)
            else:
                dx, dy = cx + column_w - dice_w - int(8 * s), y + 1
            for token in tokens:
                surface.blit(token, (dx, dy))
                dx += token.get_width() + int(3 * s)
        hidden = len(state.line) - len(shown)
        if hidden > 0:
            more = theme.text(tr("+{n} more", n=hidden), int(12 * s), theme.TEXT_DIM)
            surface.blit(more, (self.king_rect.right - more.get_width(), self.king_rect.y))

    def face(self, kind: str, card: str, rect: pygame.Rect, paint) -> pygame.Surface:
        """``card``'s face at ``rect``'s size, painted by ``paint(surface, rect, card)`` the
        first time only."""
        key = (kind, card, rect.size)
        if key not in self.faces:
            picture = pygame.Surface(rect.size, pygame.SRCALPHA)
            paint(picture, picture.get_rect(), card)
            self.faces[key] = picture
        return self.faces[key]

    def draw_craft_card(self, surface: pygame.Surface, rect: pygame.Rect, card: str) -> None:
        surface.blit(self.face("craft", card, rect, self.paint_craft_card), rect)

    def paint_craft_card(self, surface: pygame.Surface, rect: pygame.Rect, card: str) -> None:
        s = self.scene.app.scale
        spec = content().craft[card]
        surface.blit(icons.frame("craft", rect.size), rect)
        rank = theme.text(str(spec.rank), int(20 * s), theme.ACCENT, True)
        surface.blit(rank, (rect.right - rank.get_width() - 8, rect.y + 6))
        room = rect.width - rank.get_width() - 20
        size = int(16 * s)
        lines = theme.wrap(card_name(card), size, room, True)
        if any(theme.font(size, True).size(line)[0] > room for line in lines):
            size = int(13 * s)
            lines = theme.wrap(card_name(card), size, room, True)
        for i, line in enumerate(lines[:2]):
            label = theme.text(_fit(line, size, room), size, theme.TEXT, True)
            surface.blit(label, (rect.x + 8, rect.y + 6 + i * int(19 * s)))
        size = int(28 * s)
        per_row = max(1, (rect.width - 12) // (size + 4))
        for i, (colour, pips) in enumerate(spec.slots):
            r = pygame.Rect(
                rect.x + 8 + (i % per_row) * (size + 4),
                rect.y + int(52 * s) + (i // per_row) * (size + 4),
                size,
                size,
            )
            draw_die(surface, r, colour, pips)

    def draw_gather(self, surface: pygame.Surface, state: KFState) -> None:
        self.drawn_mid = self.mid_rect.copy()
        s = self.scene.app.scale
        for card, rect in self.gather_cards():
            if not card:
                pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
                pygame.draw.rect(surface, theme.BORDER, rect, 1, border_radius=8)
                empty = theme.text(tr("empty"), int(15 * s), theme.TEXT_DIM)
                surface.blit(empty, empty.get_rect(center=rect.center))
                continue
            self.draw_gather_card(surface, rect, card)
        head = self.docks_head()
        self.heading(surface, tr("Docks"), head.topleft)
        deck = theme.text(tr("deck: {n}", n=len(state.deck)), int(13 * s), theme.TEXT_DIM)
        surface.blit(deck, (head.right - deck.get_width(), head.y + 2))
        used = {d.action: d.seat for d in state.docks}
        specs = content().docks
        for dock_id, rect in self.dock_rows():
            spec = specs[dock_id]
            colour = theme.TEXT if dock_id not in used else theme.TEXT_DIM
            label = icons.rich(dock_picture(spec), int(13 * s), colour)
            surface.blit(label, (rect.x + 4, rect.y + 2))
            if dock_id in used:
                look = self.scene.seat_colour(used[dock_id])
                y = rect.centery
                pygame.draw.line(
                    surface, theme.TEXT_DIM, (rect.x + 2, y), (rect.x + label.get_width() + 6, y), 1
                )
                theme.draw_symbol(
                    surface, look.symbol, (rect.right - int(10 * s), y), int(7 * s), look.rgb
                )

    def draw_gather_card(self, surface: pygame.Surface, rect: pygame.Rect, card: str) -> None:
        surface.blit(self.face("gather", card, rect, self.paint_gather_card), rect)

    def paint_gather_card(self, surface: pygame.Surface, rect: pygame.Rect, card: str) -> None:
        s = self.scene.app.scale
        surface.blit(icons.frame("gather", rect.size), rect)
        surface.blit(
            theme.text(card_name(card), int(16 * s), theme.ACCENT, True), (rect.x + 8, rect.y + 4)
        )
        areas = self.action_rects(rect, card)
        for side in ("top", "bottom"):
            area = areas[side]
            pygame.draw.rect(surface, CARD_LIGHT, area, border_radius=6)
            spec = content().actions[(card, side)]
            x = area.x + 4
            box = int(16 * s)
            for code, x_mark in zip(spec.boxes, spec.x, strict=True):
                r = pygame.Rect(x, area.y + 4, box, box)
                surface.blit(icons.icon(f"space:{code}", box), r)
                if x_mark:
                    pygame.draw.line(surface, (20, 20, 24), r.topleft, r.bottomright, 2)
                    pygame.draw.line(surface, (20, 20, 24), r.topright, r.bottomleft, 2)
                x += box + 3
            if spec.clock:
                r = max(5, int(7 * s))
                theme.draw_clock(surface, (area.right - r - 5, area.y + r + 4), r, theme.ACCENT)
            size = int(12 * s)
            line_h = theme.font(size).get_linesize()
            beside, lines = self.action_lines(card, side, area.width)
            for line in beside:  # right of the boxes, level with them
                label = theme.text(line, size, theme.TEXT)
                surface.blit(label, label.get_rect(midleft=(x + 3, area.y + 4 + box // 2)))
            text_y = area.y + 8 + (max(box, line_h) if beside else box)
            room = max(1, (area.bottom - text_y) // line_h)
            if len(lines) > room:  # cut visibly; the whole text is the place's tooltip
                last = theme.shorten(f"{lines[room - 1]} {lines[room]}", size, area.width - 8)
                lines = (*lines[: room - 1], last)
            for line in lines:
                surface.blit(theme.text(line, size, theme.TEXT), (area.x + 4, text_y))
                text_y += line_h
        size = int(12 * s)
        line_h = theme.font(size).get_linesize()
        lines = self.discard_lines(rect.width)
        y = areas["discard"].centery - len(lines) * line_h // 2
        for line in lines:
            label = theme.text(line, size, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(midtop=(areas["discard"].centerx, y)))
            y += line_h

    def draw_craft_table(self, surface: pygame.Surface, state: KFState) -> None:
        s = self.scene.app.scale
        seat = state.turn
        pygame.draw.rect(surface, theme.PANEL, self.mid_rect, border_radius=8)
        name = self.scene.seat_name(seat)
        head = self.roll_head()
        self.heading(surface, tr("{name}'s roll", name=name), (head.x + 10, head.y + 8))
        if state.cemetery:
            dead = theme.text(
                tr("Cemetery: {n}s are cancelled", n=state.cemetery),
                int(15 * s),
                DIE_RGB["C"],
                True,
            )
            surface.blit(dead, (head.x + int(200 * s), head.y + 8))
        marked = set(state.marked)
        for die_id, rect in self.pool_dice():
            die = next(d for d in state.pool if d.id == die_id)
            ring = "selected" if die_id in self.selected or die_id in marked else None
            draw_die(surface, rect, die.colour, die.value, ring)
        if not state.pool:
            empty = theme.text(tr("No dice rolled."), int(15 * s), theme.TEXT_DIM)
            surface.blit(empty, (self.mid_rect.x + 12, self.mid_rect.y + int(40 * s)))
        x0 = self.mid_rect.x + int(self.mid_rect.width * 0.6)
        self.heading(surface, tr("Crafted this round (can be stolen)"), (x0, self.mid_rect.y + 8))
        for i, rect in self.crafted_cards():
            done = state.crafted[i]
            pygame.draw.rect(surface, CARD, rect, border_radius=6)
            look = self.scene.seat_colour(done.seat)
            theme.draw_symbol(
                surface, look.symbol, (rect.x + int(12 * s), rect.centery), int(8 * s), look.rgb
            )
            label = theme.text(card_name(done.card), int(14 * s), theme.TEXT, True)
            surface.blit(label, (rect.x + int(26 * s), rect.y + 4))
            dx = rect.x + int(26 * s)
            for die in done.dice:
                r = pygame.Rect(dx, rect.y + int(19 * s), int(24 * s), int(24 * s))
                draw_die(surface, r, die.colour, die.value)
                dx += int(27 * s)

    def tray_rects(self, state: KFState) -> list[pygame.Rect]:
        """Each seat's tray, one row a seat."""
        s = self.scene.app.scale
        row_h = min(int(64 * s), self.trays_rect.height // max(1, len(state.players)))
        trays = self.trays_rect
        return [
            pygame.Rect(trays.x, trays.y + seat * row_h, trays.width, row_h - 4)
            for seat in range(len(state.players))
        ]

    def draw_trays(self, surface: pygame.Surface, state: KFState) -> None:
        s = self.scene.app.scale
        for seat, rect in enumerate(self.tray_rects(state)):
            player = state.players[seat]
            active = seat == self.scene.session.active
            pygame.draw.rect(
                surface, theme.PANEL_LIGHT if active else theme.PANEL, rect, border_radius=6
            )
            if active:
                pygame.draw.rect(
                    surface, self.scene.seat_colour(seat).rgb, rect, 2, border_radius=6
                )
            x = rect.x + 8
            width = self.scene.draw_seat_tag(surface, seat, (x, rect.y + 4))
            marks = []
            if seat == state.first:
                marks.append(tr("anvil"))
            if player.passed and state.phase != PHASE_CRAFT:
                marks.append(tr("passed"))
            if marks:
                tag = theme.text(" · ".join(marks), int(13 * s), theme.ACCENT)
                surface.blit(tag, (x, rect.y + int(28 * s)))
            x += max(width, int(150 * s)) + int(10 * s)
            x = self.draw_counts(surface, tr("Supply"), player.supply, x, rect)
            x = self.draw_counts(surface, tr("Smithy"), player.smithy, x, rect)
            claimed = tr("Claimed: {n}", n=len(player.claimed))
            ranks = ", ".join(str(content().craft[c].rank) for c in player.claimed)
            label = theme.text(claimed, int(14 * s), theme.TEXT, True)
            surface.blit(label, (x, rect.y + 4))
            if ranks:
                surface.blit(
                    theme.text(tr("ranks {r}", r=ranks), int(12 * s), theme.TEXT_DIM),
                    (x, rect.y + int(24 * s)),
                )
            x += int(130 * s)
            cards = [p.card for p in state.placements if p.seat == seat]
            powers = [power_label(p) for p in player.powers if p.uses > 0]
            made = ", ".join([card_name(c) for c in cards])
            room = rect.right - x - 8
            size = int(14 * s)
            lines = theme.wrap(made, size, room) if made else ()
            power = " · ".join(powers)
            face = theme.font(size)
            beside = face.size(f"{lines[-1]}   {power}")[0] <= room if lines and power else False
            if len(lines) == 2 and (not powers or beside):  # the places on two lines, whole
                second = rect.y + int(26 * s)
                for y, line in zip((rect.y + 4, second), lines, strict=True):
                    surface.blit(theme.text(line, size, theme.TEXT), (x, y))
                if powers:  # after the places, on their second line
                    at = (x + face.size(lines[-1] + "   ")[0], second)
                    surface.blit(theme.text(power, size, theme.ACCENT), at)
                continue
            if made:
                pos = (x, rect.y + 4)
                made = self.fitted(made, int(14 * s), room, pos)
                surface.blit(theme.text(made, int(14 * s), theme.TEXT), pos)
            if powers:
                pos = (x, rect.y + int(26 * s))
                power = self.fitted(" · ".join(powers), int(14 * s), room, pos)
                surface.blit(theme.text(power, int(14 * s), theme.ACCENT), pos)

    def draw_counts(
        self, surface: pygame.Surface, title: str, counts, x: int, rect: pygame.Rect
    ) -> int:
        s = self.scene.app.scale
        caption = theme.text(title, int(12 * s), theme.TEXT_DIM)
        surface.blit(caption, (x, rect.y + 3))
        size = int(20 * s)
        dx = x
        top = rect.y + max(int(20 * s), caption.get_height() + 3)
        for colour, n in zip("MWGX", counts, strict=True):
            r = pygame.Rect(dx, top, size, size)
            draw_die(surface, r, colour)
            if not n:
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                shade.fill((30, 30, 30, 170))
                surface.blit(shade, r)
            count = theme.text(str(n), int(14 * s), theme.TEXT if n else theme.TEXT_DIM, True)
            surface.blit(count, (r.right + 2, r.y + 2))
            dx += size + count.get_width() + int(8 * s)
        return max(dx, x + int(150 * s)) + int(8 * s)
