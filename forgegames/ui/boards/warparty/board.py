"""Warparty's board: the territory map, the battle panel, the collection board and purchases,
and a bar of the phase's moves.

The board never decides a rule. It asks ``board_info`` where chosen units may go, what may be
bought and why not, and offers exactly the legal moves; a click that cannot become one shows
the engine's reason. Drag (any button) pans the map, the wheel zooms, Home resets the view.
Everything clickable is on a keyboard walk too (``walk_targets``): Tab, Shift+Tab and the
arrows move the focus, Enter or Space does what a click does, Escape drops a selection.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame

from forgegames.core.actions import Action
from forgegames.core.frozen import evolve
from forgegames.core.i18n import tr
from forgegames.core.preferences import get_preference, set_preference
from forgegames.games.warparty import board_info
from forgegames.games.warparty.actions import (
    Answer,
    Concede,
    EndCombat,
    EndMove,
    EndTurn,
    Explore,
    Fight,
    Order,
    Ready,
    RetreatTo,
)
from forgegames.games.warparty.board_info import (
    PHASE_COLLECT,
    PHASE_COMBAT,
    PHASE_MOVE,
    PHASE_QUESTS,
    PHASE_SETUP,
    SIDES,
    Odds,
    WPState,
    army_name,
)
from forgegames.ui import theme
from forgegames.ui.animation import Animation
from forgegames.ui.boards.base import BoardView
from forgegames.ui.boards.host import BoardHost
from forgegames.ui.boards.places import KeyWalk, Target
from forgegames.ui.boards.warparty import (
    battle_dice,
    casting,
    change_regions,
    map_strip,
    motion,
    talk_buttons,
    trail_marks,
)
from forgegames.ui.boards.warparty.army_looks import army_looks
from forgegames.ui.boards.warparty.bar_prompt import BarPrompt
from forgegames.ui.boards.warparty.battle_panel import BattlePanel
from forgegames.ui.boards.warparty.battle_view import BattleView
from forgegames.ui.boards.warparty.buy_list import BuyList, short_why
from forgegames.ui.boards.warparty.clicks import BoardClicks
from forgegames.ui.boards.warparty.economy_panel import EconomyPanel, Offer
from forgegames.ui.boards.warparty.fight import FightItOut
from forgegames.ui.boards.warparty.fold_note import draw_note
from forgegames.ui.boards.warparty.hover import HoverPreviews
from forgegames.ui.boards.warparty.idle_buyers import IdleBuyers
from forgegames.ui.boards.warparty.kind_picker import KindPicker
from forgegames.ui.boards.warparty.legend import legend
from forgegames.ui.boards.warparty.legend_nudge import LegendNudge
from forgegames.ui.boards.warparty.map_canvas import MapCanvas
from forgegames.ui.boards.warparty.map_names import NAMES_KEY, MapNames
from forgegames.ui.boards.warparty.map_palette import TABLE
from forgegames.ui.boards.warparty.notice_place import NoticePlace
from forgegames.ui.boards.warparty.odds_child import battle_worker
from forgegames.ui.boards.warparty.pictures import UNIT_KINDS
from forgegames.ui.boards.warparty.preview import MovePreview
from forgegames.ui.boards.warparty.setup_for_me import SetupForMe
from forgegames.ui.boards.warparty.setup_help import READY_LABEL, SetupHelp, setup_first
from forgegames.ui.boards.warparty.standing import draw_standing, standing_rect, standing_size
from forgegames.ui.boards.warparty.tmxmap import read_board
from forgegames.ui.boards.warparty.walk import ANSWER_WORDS, KeyboardWalk
from forgegames.ui.boards.warparty.words import BoardWords
from forgegames.ui.intents import Intent
from forgegames.ui.widgets import Button, ButtonGroup

PANEL_W = 300
SETTLE_MS = 150
"""After the wheel has rested this long, the map is drawn in full at its new zoom (until then
each wheel step stretches the last full picture: quick, a little soft)."""
DRAG_PX = 6
"""A press that moves farther than this before release is a drag (pan), not a click."""
ODDS_POLL_MS = 100  # how often the board looks whether odds being worked out are ready
PANEL_FOLD = "warparty_panel_folded"
"""The preference holding the side panel's fold as the players last chose it (Show panel,
Hide panel or F): every game, new or continued, opens with it."""
KEYS_HINT = "Keys: Tab, then Enter."
FOLD_KEY = pygame.K_f  # folds the side panel away (and back): the map takes its room
SUMMARY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)
"""The keys that close an ended battle's summary (as its Close button does)."""
BAR_MOVES = {
    EndMove: "End movement",
    EndCombat: "End combat",
    EndTurn: "End buying",
    Ready: READY_LABEL,
}

FRAME_PX = 6
"""How far the map's drawn border reaches past its edge, both sides together (pixels)."""


class WarpartyBoard(
    KeyboardWalk,
    KindPicker,
    MapNames,
    HoverPreviews,
    BoardClicks,
    BoardWords,
    BarPrompt,
    NoticePlace,
    FightItOut,
    BattleView,
    IdleBuyers,
    SetupHelp,
    LegendNudge,
    trail_marks.TrailMarks,
    BoardView,
):
    def __init__(self, scene: BoardHost) -> None:
        super().__init__(scene)
        self.init_fights()
        self.world = scene.title.world
        self.canvas = MapCanvas(read_board(), self.world.geo, self.world.armies.sheets)
        self.canvas.on_pick = self._key_pick  # the map's targets pick as a click does
        self.looks = army_looks(scene.visible_state().seats, scene.seat_colour)
        """Each army's own colour and symbol (its commander's, or a free one for a seat's
        second army), on the map's counters, the panels and the battle."""
        self.canvas.army_colours = {army: look.rgb for army, look in self.looks.items()}
        self.canvas.army_symbols = {army: look.symbol for army, look in self.looks.items()}
        self.battle_panel = BattlePanel(
            {
                (army, unit.id): unit.kind
                for army, sheet in self.world.armies.sheets.items()
                for unit in sheet.units.values()
            }
        )
        self.economy = EconomyPanel(self.world.armies.sheets, self.world.content.economy)
        self.economy.world = self.world
        self.bar = ButtonGroup(chain=True)
        self.keys = KeyWalk()
        """Tab's walk over what may be chosen on the map now (see ``walk_targets``)."""
        self._walk: tuple[tuple, list[Action], list[Target]] | None = None
        self.talks = ButtonGroup()
        self.setup_for_me = SetupForMe(scene, self.world)
        self.folded = False
        """True while the side panel is folded away and the map takes its room (F or the
        tab at the map's top right)."""
        folded = get_preference(PANEL_FOLD)
        self.fold_choice: bool | None = folded if isinstance(folded, bool) else None
        """The side panel's fold as the players chose it (the tab or F), remembered as a
        setting (playtest 9: a continued game forgot it); None until they choose: the board
        folds it by itself (see ``_fold_wanted``)."""
        self.fold_note: list[pygame.Rect] = []  # what a folded panel says, as last drawn
        self.fold_tab = ButtonGroup()
        self.tab_strip = pygame.Rect(0, 0, 0, 0)
        """The strip of the map's area that holds the fold tab and the names' toggle."""
        self.map_rect = self.panel_rect = self.bar_rect = self.talk_rect = pygame.Rect(0, 0, 0, 0)
        self.bar_left = 0
        """Where the bar's buttons begin (its prompt lies left of there)."""
        self.legal: list[Action] = []
        self.selected: tuple[str, str] | None = None
        self.chosen: tuple[int, ...] = ()
        self.placing: board_info.Ware | None = None
        self.buy_list = BuyList()
        self.attacker: int | None = None
        self.hover_fighter: int | None = None
        self.clicked_at: tuple[int, int] | None = None
        """Where the mouse last clicked the board, until it moves: no place's tooltip there
        (playtest 6: the clicked place's tooltip stayed over the lesson's next mark)."""
        self.mouse = (0, 0)
        self.keyboard = False
        """True after a key moved the focus, until the mouse moves: the focused thing's
        tooltip shows instead of the pointed one's."""
        self.press: tuple[int, int] | None = None
        self.dragged = False
        self.settle_ms = 0
        self.wares: list[board_info.Ware] = []
        self._odds: tuple[Hashable, Odds | None] | None = None
        """The odds shown, for a position of the fight (None while being worked out)."""
        self.odds_worker = battle_worker()
        self.hover_odds = battle_worker()
        """The odds of the battle a hovered move would begin, when they are not quick: the
        battle panel's estimate, worked out the same way away from the frame."""
        self._preview: tuple[tuple, Any, MovePreview | str | None] | None = None
        """The hover preview as last worked out: what it is for, the game state, and the
        move's preview or the purchase's words (worked out on motion, not every frame)."""
        self._lit: tuple[tuple[int, ...], Any, dict[str, int]] | None = None
        self.spell_reach: dict[str, int] | None = None  # a movement spell's, while pointed at
        """The picked units' destinations and costs, for the game state they were found in."""
        self._dice: tuple[tuple[int, int], tuple[battle_dice.RolledDie, ...]] | None = None
        """The latest blow's dice, for the session and history length they were found at."""

    # --- layout and refresh ----------------------------------------------------------------
    @property
    def s(self) -> float:
        return self.scene.scale

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.folded = self._fold_wanted(self.state)
        self._place()
        self.refresh()
        self.prepare_places()  # (not on the first hover over each territory: issue 40)

    def _place(self) -> None:
        """Lay out the map, the side panel (unless folded), the bars and the battle panel in
        ``self.rect``, the map's tabs in a strip of their own beside the map."""
        rect, s = self.rect, self.s
        bar_h = self.bar_height()
        panel_w = map_strip.panel_width(self.canvas.tmx, rect.w, rect.h - bar_h, PANEL_W * s)
        wide = map_strip.widened(panel_w)  # with large print the map yields it more
        shown_w = 0 if self.folded else wide
        self.panel_rect = pygame.Rect(rect.right - shown_w, rect.y, shown_w, rect.height - bar_h)
        # the bar under the map and Offer peace keep their places either way (and their width)
        self.talk_rect = pygame.Rect(rect.right - panel_w, rect.bottom - bar_h, panel_w, bar_h)
        self.bar_rect = pygame.Rect(rect.x, rect.bottom - bar_h, rect.width - panel_w, bar_h)
        self.map_rect = pygame.Rect(rect.x, rect.y, rect.width - shown_w, rect.height - bar_h)
        self._build_fold_tab()
        self.canvas.layout(self.canvas_area())
        self.economy.layout(self.panel_rect, s)
        # a battle covers the purses too (nothing is bought while it lasts): room for its units
        battle_area = pygame.Rect(rect.x, rect.y, rect.width, rect.height - bar_h)
        self.battle_panel.layout(battle_area.inflate(-int(24 * s), -int(24 * s)), s)

    def _fold_wanted(self, state: WPState) -> bool:
        """Whether the side panel is folded now: as the players last chose (the tab or F),
        else folded where showing it would shrink the map too much (``map_strip.small_map``)
        (a small window) except while buying, when its purchase list is needed."""
        if self.fold_choice is not None:
            return self.fold_choice
        if not self.rect.width or self._buying(state):
            return False
        height = self.rect.height - self.bar_height()
        return map_strip.small_map(self.canvas.tmx, self.rect.width, height, PANEL_W * self.s)

    def _build_fold_tab(self) -> None:
        """The fold tab (it folds the side panel away, or brings it back) and the territory
        names' toggle, in a strip of the map's area the map is not drawn on
        (``map_strip.place_tabs``)."""
        s = self.s
        label = tr("Show panel") if self.folded else tr("Hide panel")
        button = Button(label, self.toggle_fold, style="quiet")
        button.tooltip = tr("Fold the side panel away so the map fills the room (key F)")
        margin, area = int(6 * s), self.map_rect
        width = button.fit_width(s)
        button.rect = pygame.Rect(area.right - width - margin, area.y + margin, width, int(28 * s))
        names = self.names_button(button.rect.x - margin)
        line = theme.font(standing_size(s)).get_linesize() + margin
        self.tab_strip = map_strip.place_tabs(area, button, names, margin, self.canvas.tmx, line)
        self.fold_tab.set([button, names])

    def canvas_area(self) -> pygame.Rect:
        """The part of ``map_rect`` the map is drawn in: all of it but the tabs' strip."""
        return map_strip.canvas_area(self.map_rect, self.tab_strip)

    def boxes(self) -> dict[str, pygame.Rect]:
        """The map with its tabs, counters, marks and names, the side panel (its parts as
        last drawn), the bar under the map and the talks' corner with their buttons, or the
        battle's panel with its parts over the map and the panel (see ``BoardBase.boxes``)."""
        out = {"bar": self.bar_rect, "talks": self.talk_rect}
        for group, parent in ((self.bar, "bar"), (self.talks, "talks")):
            for k, button in enumerate(group.buttons):
                out[f"{parent}/button {k + 1}: {button.label}"] = button.rect
        if self.panel_battle() is not None:
            out["battle"] = self.battle_panel.rect
            out.update({f"battle/{name}": r for name, r in self.battle_panel.boxes().items()})
            return out
        out["map"] = self.map_rect
        for button in self.fold_tab.buttons:
            out[f"map/tab: {button.label}"] = button.rect
        if self.state.turn:
            out["map/income"] = standing_rect(self)
        if self.canvas.zoom == 1.0:  # zoomed in, the map's edge cuts what is past it
            pieces = self.canvas.piece_boxes(self.state)
            labels = enumerate(self.placed_names())
            pieces.update({f"label {k + 1}": box for k, (box, _, _) in labels})
            out.update({f"map/{name}": box for name, box in pieces.items()})
        if not self.folded:
            out["panel"] = self.panel_rect
            for name, rect in self.economy.rects().items():
                inside = name.startswith("offer:") or name in ("up", "down", "upgrades")
                parent = "panel/offers/" if inside else "panel/"
                out[parent + name] = rect
        return out

    def toggle_fold(self) -> None:
        """Fold the side panel away or back (the choice then holds, whatever the size)."""
        self.fold_choice = not self.folded
        set_preference(PANEL_FOLD, self.fold_choice)
        self.layout(self.rect)
        self.scene.invalidate()

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
        lesson, buying = self.scene.lesson_running(), self._buying(state)
        self.wares = board_info.wares(state, self.world, self.legal, lesson) if buying else []
        if self.buy_list.renew(state, self.wares):
            self.economy.first = 0
        if self.placing is not None:
            self.placing = next(
                (
                    w
                    for w in self.wares
                    if (w.army, w.ident) == (self.placing.army, self.placing.ident) and not w.why
                ),
                None,
            )
        if self.placing is not None and self.placing.army != self.listed_army():
            self.placing = None  # the list moved on to another army (``list_army``)
        folded = self._fold_wanted(state)
        if folded != self.folded:  # buying began or ended in a small window
            self.folded = folded
            self._place()
        self._build_bar()
        self.hover_preview()  # what a click may have changed under the pointer

    def animations(self, before: WPState, after: WPState) -> list[Animation]:
        """Counters sliding where a move took them; in a battle, the fallen turning over."""
        if before.battle is not None and after.battle is not None:
            if self.fighting():
                return []  # fought out: the fallen show turned over at once
            picture = self.scene.last_picture
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
        summed_up = "normal" if self.ended is not None else ""
        for action in self.legal:
            kind = type(action)
            if kind in BAR_MOVES:  # (one green button under a battle's summary: its own)
                specs.append((tr(BAR_MOVES[kind]), action, summed_up or "primary"))
            elif kind is Answer:
                specs.append((tr(ANSWER_WORDS[action.accept]), action, "primary"))
            elif kind is Order:
                specs.append((self.scene.describe(action), action, "primary"))
            elif kind is Fight or kind is Explore:
                specs.append((self.scene.describe(action), action, "normal"))
        self._build_talks()
        x = self.bar_rect.right - int(8 * s)
        buttons = []
        h = self.bar_rect.height - int(12 * s)
        least = self.bar_rect.x + int(260 * s)
        room = max(least, self.bar_rect.x + self._prompt_room())
        presses: list[tuple[str, Callable[[], None], str, Action | None]] = [
            (label, lambda a=action: self._act(a), style, action) for label, action, style in specs
        ]
        presses[:0] = casting.dialog_presses(self)  # quests, spells, casts, heroes
        waiting = self.ready_refusal()  # Set-up done greyed, with why (playtest 12)
        if waiting:
            presses.append((tr(READY_LABEL), self.refuse_ready, "primary", None))
        first_fight = next((a for a in self.legal if isinstance(a, Fight)), None)
        for label, press, style, action in reversed(presses):
            button = Button(label, press, style=style)
            button.tooltip = casting.tooltip(self, label, action)  # an offer in full, a key
            if waiting and press == self.refuse_ready:
                button.enabled, button.tooltip = False, waiting
            width = button.fit_width(s)
            # the first Fight button stays at every size (playtest 9: at 1024x640 the danger
            # warning took its place and the combat phase had no button); a further one is
            # also a click on the map's crossed swords, so the prompt comes first; Heroes
            # (no action, only words about them) gives way too where the prompt needs room
            kept = first_fight is not None and action == first_fight
            optional = style == "normal" and not kept
            if x - width < (room if optional else least) and casting.shorten(button):
                width = button.fit_width(s)  # Cast a spell as Spell: the prompt keeps its room
            if x - width < (room if optional else least):
                continue  # no room: the prompt keeps its width (the map still offers this move)
            x -= width
            button.rect = pygame.Rect(x, self.bar_rect.y + int(6 * s), width, h)
            x -= int(8 * s)
            buttons.append(button)
        self.bar.set(list(reversed(buttons)))
        self.bar_left = x

    def _build_talks(self) -> None:
        """Under the panel: Offer peace (``talk_buttons.peace_talk``; Surrender is in the
        Menu, ``menu_choices``), or in the set-up Set up the rest for me (``setup_for_me``)."""
        setup = self.setup_for_me.talk()
        if setup is not None:  # the set-up's one offer, as wide as the corner
            buttons = talk_buttons.lay_out([setup], self.talk_rect, self.s, 1, "normal")
        else:
            peace = talk_buttons.peace_talk(self.legal, self._ask_among)
            buttons = talk_buttons.lay_out([peace] if peace else [], self.talk_rect, self.s)
        self.talks.set(buttons)

    def undo_back_to(self) -> int | None:
        return self.setup_for_me.undo_back_to()  # Set up the rest for me, taken back whole

    def menu_choices(self) -> list[tuple[str, Callable[[], None], bool]]:
        """Surrender, in the Menu (greyed when it may not be made now): it sat beside End
        movement, where a habitual click reaches (playtest 21 item 10). It still asks first,
        with Cancel ready (``ConfirmLoss``)."""
        concede = next((a for a in self.legal if isinstance(a, Concede)), None)
        if concede is None or self.scene.read_only():
            return [(tr("Surrender"), lambda: None, False)]
        return [(tr("Surrender"), lambda: self._act(concede), True)]

    def _ask_among(self, title: str, actions: Sequence[Action], lines: list[str]) -> None:
        """A dialog offering ``actions`` in words, one of which is made (Tab or the arrows,
        then Enter)."""
        choices = [(self.scene.describe(a), lambda a=a: self._act(a), True) for a in actions]
        self.scene.ask_choice(title, choices, lines)

    def _pickable(self, state: WPState, stack: tuple[str, str]) -> tuple[int, ...]:
        """The units of ``stack`` that may be picked now: those that may still move, or in the
        quick-play set-up all of the acting armies' (to place them elsewhere, where the game's
        rules let them)."""
        if state.phase == PHASE_SETUP:
            return board_info.deployable_at(state, self.world, *stack)
        return board_info.movable_at(state, *stack)

    # --- what the map highlights -----------------------------------------------------------------
    def highlights(self, state: WPState) -> dict[str, int]:
        if state.battle is not None:
            return {}
        if self.spell_reach:  # the cast dialog points at a movement spell
            return dict(self.spell_reach)
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
        if state.phase == PHASE_COMBAT:  # battles to fight, and dungeons to explore first
            return {a.place: 0 for a in self.legal if isinstance(a, Fight | Explore)}
        return {}

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        self.canvas.moving = (*self.selected, *self.moving_count(state)) if self.selected else None
        self.canvas.draw(
            surface,
            state,
            highlights=self.highlights(state),
            selected=self.selected,
            battles=state.battles + ((state.fight,) if state.fight else ()),
            under=self.draw_trail,  # the other seats' moves (``trail_marks``), under the
        )  # counters (playtest 34: arrows and swords hid the counters they reached)
        surface.fill(TABLE, self.tab_strip)  # the tabs' own strip, the map's table colour
        draw_standing(self, surface, state)
        self.draw_kind_chips(surface, state)  # in its place: which kinds of a pick go
        self.fold_note = draw_note(self, surface, self.turn_shown(state))  # a folded panel says so
        self._draw_panel(surface, state)
        pygame.draw.rect(surface, theme.PANEL, self.bar_rect)
        pygame.draw.line(surface, theme.BORDER, self.bar_rect.topleft, self.bar_rect.topright)
        size, lines = self.prompt_drawn = self.prompt_lines(state)  # (see ``words_on_screen``)
        step = theme.font(size).get_linesize()
        y = self.bar_rect.centery - len(lines) * step // 2
        warning = self.danger_words(state)  # the economic danger, in its own colour
        shown = " ".join(lines)
        forms = (warning, self.danger_words(state, 1), self.danger_words(state, 2))
        danger = bool(warning) and shown in forms
        colour = theme.DANGER if danger else theme.TEXT
        for line in lines:
            surface.blit(theme.text(line, size, colour), (self.bar_rect.x + int(12 * self.s), y))
            y += step
        pygame.draw.rect(surface, theme.PANEL, self.talk_rect)
        pygame.draw.line(surface, theme.BORDER, self.talk_rect.topleft, self.talk_rect.topright)
        self.bar.draw_resting(surface, self.s)
        self.talks.draw_resting(surface, self.s)
        if self.panel_battle() is not None:
            self._draw_battle(surface, state)
        else:
            self.fold_tab.draw_resting(surface, self.s)

    def army_look(self, army: str) -> theme.SeatColour:
        """``army``'s own colour and symbol (see ``army_looks``)."""
        look = self.looks.get(army)
        if look is None:
            seat = self.scene.seat_colour(self.state.seat_of(army))
            return theme.SeatColour(army, army_name(army), seat.rgb, seat.symbol)
        return look

    def legend_entries(self) -> list:
        """The legend's Warparty entries, each army's swatch in its colour on this map."""
        return legend(dict(self.canvas.army_colours), dict(self.canvas.army_symbols))

    def _emblem(self, army: str, kind: str, ident: str) -> str:
        """The icon before an offer's name: a unit's kind emblem (none for other wares)."""
        unit = self.world.armies.sheets[army].units.get(ident) if kind == "unit" else None
        return f"unit:{unit.kind}" if unit is not None and unit.kind in UNIT_KINDS else ""

    def buyers(self) -> list[str]:
        """The armies the purchase list may show (those with wares), in order."""
        return self.buy_list.buyers(self.wares)

    def listed_army(self) -> str:
        """The army the purchase list shows (``BuyList.army``)."""
        return self.buy_list.army(self.wares, self.picked_army(), self.state.actor)

    def picked_army(self) -> str:
        """The army of the stack picked on the map ("" when none is)."""
        return self.selected[1] if self.selected else ""

    def panel_army(self, state: WPState) -> str:
        """The army the side panel marks: the picked stack's, else the listed or acting one."""
        return self.picked_army() or self.listed_army() or state.actor or SIDES["good"][0]

    def shown_wares(self) -> list[board_info.Ware]:
        """The wares of the listed army, in the purchase list's order."""
        listed = self.listed_army()
        shown = [w for w in self.wares if w.army == listed]
        return setup_first(shown) if self.state.phase == PHASE_SETUP else shown

    def list_army(self, army: str) -> bool:
        """Show ``army``'s wares in the purchase list (a click on its block, or Enter); False
        when it has none to show now (another seat's army, or nothing is for sale)."""
        if army not in self.buyers():
            return False
        if army != self.listed_army():
            self.economy.first = 0
        self.buy_list.choose(army, self.state)
        if self.placing is not None and self.placing.army != army:  # playtest 23: the prompt
            self.placing = None  # and the lit places were still the army listed before
        self.scene.invalidate()
        return True

    def turn_shown(self, state: WPState) -> WPState:
        """``state`` with the mover's turn, team and army while a move is held for End turn
        (the top bar's source, ``held_state``): the panel and the folded panel's note say the
        same as the bar (playtest 17: "Evil team moves" while Alice had to press End turn)."""
        held = self.scene.held_state()
        if held is None:
            return state
        return evolve(state, clock=held.clock, side=held.side, actor=held.actor)

    def _draw_panel(self, surface: pygame.Surface, state: WPState) -> None:
        if self.panel_battle() is not None:  # the battle panel covers it (but for its margin)
            pygame.draw.rect(surface, theme.PANEL, self.panel_rect)
            return
        if self.folded:
            self.economy.hide()
            return
        placing = self.placing
        state = self.turn_shown(state)
        acting = self.panel_army(state)
        offers = [
            Offer(
                w.name,
                w.detail,
                w.price,
                not w.why,
                board_info.capitalised(w.why),  # shown on its own in a tooltip
                (w.army, w.kind, w.ident),
                self._emblem(w.army, w.kind, w.ident),
                short_why(w, state.army(w.army).treasury, state, self.world),
                upgrade=w.kind != "unit",
            )
            for w in self.shown_wares()
        ]
        names = {a: army_name(a) for a in SIDES["good"] + SIDES["evil"]}
        colours = {a: self.army_look(a) for a in names}
        self.economy.pen.cuts = []
        self.economy.draw_grown(
            surface,
            state,
            incomes=board_info.incomes(state, self.world),
            sources=board_info.income_sources(state, self.world),
            army_names=names,
            acting=acting,
            offers=offers,
            army_colours=colours,
            commanders={a: self.commander(state.seat_of(a)) for a in names},
            chosen=None if placing is None else (placing.army, placing.kind, placing.ident),
            idle=self._idle_words(state),
            foot=self.unspent_words(),
        )
        self.cuts += self.economy.pen.cuts  # shortened names show whole under the mouse

    def commander(self, seat: int) -> str:
        """Who commands an army, on its block: the seat's name, and a computer player's
        strength ("Bot 2 (normal)", playtest 16)."""
        name, kind = self.scene.seat_name(seat), self.scene.seat_kind(seat, short=True)
        return f"{name} {kind}" if kind else name

    def _idle_words(self, state: WPState) -> tuple[str, str] | None:
        """The purchase list's heading and words while the secret quests are chosen (playtest
        9: "Buy for Humans, nothing to buy now" beside "Choose your quests"), and before play
        while it lists nothing (``setup_idle_words``)."""
        if state.phase != PHASE_QUESTS:
            return self.setup_idle_words(state)
        words = tr("Each army keeps two of the three quests dealt to it; buying comes later.")
        return tr("Secret quests"), words

    # --- input ------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if self.skip_fight(intent):  # a click or a key while Fight it out shows its rounds
            return True
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
            if intent.pos != self.mouse:  # the pointer is where it clicks, motion seen or not
                self._motion(intent.pos)  # (playtest 23: the row's tooltip came back)
            if self.bar.handle(intent, self._disabled_press) or self.talks.handle(intent):
                return True
            if self.panel_battle() is None and self.fold_tab.handle(intent):
                return True
            self.press, self.dragged = intent.pos, False
            return True
        if intent.kind == "release" and self.press is not None:
            pos, self.press = intent.pos, None
            self.clicked_at = pos
            if not self.dragged:
                self.click(pos, intent.button)
            self.scene.invalidate()
            return True
        return False

    def _disabled_press(self, button: Button) -> None:
        """A greyed bar button clicked: its reason (Set-up done's, the engine's words)."""
        if button.label == tr(READY_LABEL):
            self.refuse_ready()

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
        """Home shows the whole map; F folds the panel, N shows names, E the heroes; Escape
        drops a selection; Tab walks the map's choices (then the bar's buttons), Enter or Space
        chooses."""
        if intent.key == pygame.K_HOME:
            self.canvas.reset_view()
            self.scene.invalidate()
            return True
        toggles = {FOLD_KEY: self.toggle_fold, NAMES_KEY: self.toggle_names}
        toggles[trail_marks.TRAIL_KEY] = self.toggle_trail  # (playtest 29)
        toggles[casting.HEROES_KEY] = lambda: casting.heroes_by_key(self)  # (issue 39)
        if intent.key in toggles and not intent.mod & pygame.KMOD_CTRL:
            toggles[intent.key]()
            return True
        if self.ended is not None and intent.key in SUMMARY_KEYS:
            self.dismiss_summary()
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
        if pos != self.clicked_at:
            self.clicked_at = None
        self.keyboard = False
        self.bar.handle(Intent("motion", pos=pos))
        self.talks.handle(Intent("motion", pos=pos))
        self.fold_tab.handle(Intent("motion", pos=pos))
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

    # --- change marks -----------------------------------------------------------------------------
    def mark_area(self, rect: pygame.Rect) -> pygame.Rect | None:
        """A mark on the map stays inside the map's frame, its border included (playtest 6:
        Duskshore's, at the map's edge, stuck out onto the side panel)."""
        frame = self.canvas.screen_frame()
        if self.panel_battle() is not None or not frame.collidepoint(rect.center):
            return None
        return frame.inflate(FRAME_PX, FRAME_PX).clip(self.map_rect)

    def draw_change_marks(
        self, surface: pygame.Surface, rects: list[pygame.Rect], rgb, scale: float, since: bool
    ) -> None:
        """What changed, as small star tags at the parts' corners (``change_regions``), not
        corner brackets: orange brackets round the territories and purses read as lit
        choices (playtest 16); the first time a seat sees them, a message points to the
        legend (``LegendNudge``)."""
        change_regions.draw_tags(surface, rects, rgb, scale)
        self.tell_legend(rects)

    def change_mark_picture(self, rgb: tuple[int, int, int]) -> Callable:
        """The Legend's picture of a change tag in ``rgb`` (``legend.table_entries``)."""
        return change_regions.tag_picture(rgb)

    def marks(self, before: Any, after: Any) -> list[pygame.Rect]:
        """What changed, where it can be seen in the current view: a territory's mark on the
        map's shown part (cut at its edge), a purse's while the side panel is out; none
        while a battle's panel covers the board, and none from or into the set-up (every
        army arriving is no move to follow: playtest 16 took the marks for lit choices)."""
        if self.panel_battle() is not None:
            return []
        if change_regions.before_play(before) or change_regions.before_play(after):
            return []
        out = []
        for rect in self.told_by_trail(super().marks(before, after), after):
            if self.panel_rect.width and self.panel_rect.contains(rect):
                out.append(rect)
            elif rect.colliderect(self.map_rect):
                out.append(rect.clip(self.map_rect))
        return out

    def regions(self, state: Any) -> dict[str, tuple[pygame.Rect, Hashable]]:
        """Each territory (owner, city, units there) and each army's purse."""
        return change_regions.regions(self.canvas, self.economy.rects(), state, self.s)
