"""Clicks on the Warparty board: on the map (pick a stack, send it, fight, shoot, place a
purchase, retreat), on the panel (offers, armies) and in a battle (cards, buttons): each
becomes a legal action or shows the engine's reason (``BoardClicks``, a part of the
board)."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.core.i18n import tr
from forgegames.games.warparty import board_info
from forgegames.games.warparty.actions import (
    Deploy,
    Explore,
    Fight,
    LeaveDungeon,
    Move,
    PressOn,
    Retreat,
    RetreatRoll,
    RetreatTo,
    Shoot,
    Target,
)
from forgegames.games.warparty.board_info import (
    PHASE_COMBAT,
    PHASE_MOVE,
    PHASE_SETUP,
    Battle,
    WPState,
    default_target,
    place_name,
    why_not_pick,
)
from forgegames.ui.boards.warparty.battle_buttons import CLOSE
from forgegames.ui.boards.warparty.battle_layout import Card
from forgegames.ui.boards.warparty.economy_panel import Offer

NAMED_PLACES = 4
"""A refused placement names the lit places when they are this many or fewer."""

OFFER_RULES = {"unit": "economy", "research": "economy", "city": "cities", "upgrade": "capitals"}
"""The rules section that explains why a kind of purchase is refused (its tooltip's link)."""


class BoardClicks:
    """A click (or Enter on the focused thing) turned into an action or a refusal."""

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        """A click (press and release without a drag) at ``pos``."""
        state = self.state
        if state.battle is not None:
            self._battle_click(state, pos)
        elif self.ended is not None:  # the ended battle's summary: only its Close
            if self.battle_panel.button_at(pos) == CLOSE:
                self.dismiss_summary()
        elif self.kind_chip_at(state, pos) is not None:  # a kind of the pick left or taken
            self.toggle_kind(state, self.kind_chip_at(state, pos))
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

    def _press_battle_button(self, battle: Battle, name: str) -> None:
        """One of the battle's buttons (the panel shows only legal ones; a die is rolled by
        the session, so ``roll`` has nothing to do here; Fight it out's are ``FightItOut``'s)."""
        if self.press_fight_button(name):
            self.scene.invalidate()
            return
        self.manual_move()
        action: Action | None = {
            "default": default_target(battle),
            "retreat-roll": RetreatRoll(),
            "retreat": Retreat(),
            "press-on": PressOn(),
            "leave": LeaveDungeon(),
        }.get(name)
        if action is not None:
            self._act(action)

    def _choose_card(self, battle: Battle, card: Card) -> None:
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
            default = default_target(battle)
            attacker = default.attacker if default is not None else None
        if attacker is None:
            self.scene.reject(Refusal(tr("No attack is due now."), "combat"))
            return
        attack = Target(attacker, self._card_fighter(battle, card, attacker))
        if attack in self.legal:
            self.scene.act(attack)
            self.attacker = None
        else:
            self.attacker = attacker
            self.scene.reject(self.scene.why_not(attack))

    def _card_fighter(self, battle: Battle, card: Card, attacker: int | None = None) -> int:
        """The unit a choice of ``card`` stands for: of the side whose round it is, its first
        unit due to attack; of the enemy, its first unit ``attacker`` (by default the one a
        choice would send, ``_lead_attacker``) may attack. Units sharing a card are alike, so
        any would do; these are the ones the engine allows."""
        if card.side == battle.side:
            due = {a.attacker for a in self.legal if isinstance(a, Target)}
            ok = [i for i in card.ids if i in due]
        else:
            lead = attacker if attacker is not None else self._lead_attacker(battle)
            ok = [i for i in card.ids if Target(lead, i) in self.legal] if lead else []
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
        """An offer chosen (clicked, or Enter): a unit or a city is picked, never bought at
        once (playtest 34: a first click bought a unit and put it in a city unasked): its row
        is lit with the places it may go, and a click on one of them buys it there; the row
        stays picked for more. Chosen again (or Escape, or a right click), the pick is let
        go. Undo takes a purchase back. Other wares are bought at once. A disabled offer
        says why."""
        if not offer.enabled:
            rule = OFFER_RULES.get(offer.key[1] if isinstance(offer.key, tuple) else "", "economy")
            # a lesson narrows the moves: its own words say what it asks for instead
            words = self.scene.lesson_words() or offer.why or tr("Not available now.")
            self.scene.reject(Refusal(words, rule))
            return
        ware = next(w for w in self.wares if (w.army, w.kind, w.ident) == offer.key)
        if self.placing is not None and self.placing == ware:
            self.placing = None  # the row again: the pick is let go
        elif ware.places and ware.kind in ("unit", "city"):
            self.placing = ware  # pick, then place (even in a lone place)
        else:
            self._act(ware.action())

    def _buy(self, ware: board_info.Ware, place: str) -> None:
        """Buy ``ware`` in ``place``; a unit's row stays picked for the next (``refresh``
        lets it go when no more may be bought)."""
        self._act(ware.action(place))
        if ware.kind == "unit" and self.placing is None:
            self.placing = ware

    def _map_click(self, state: WPState, pos: tuple[int, int]) -> None:
        """A click on the map: a lit place's cost tag (a stream's too: playtest 8's click on
        one was refused), a lit stream on its line, else the territory and the counter under
        the pointer."""
        lit = self.highlights(state)
        tagged = self.canvas.cost_tag_at(state, lit, pos) if lit else None
        if tagged is not None:
            self._pick(state, tagged, None)
            return
        self._pick(state, self.canvas.place_at(pos, lit), self.canvas.stack_at(pos))

    def _pick(self, state: WPState, place: str | None, stack: tuple[str, str] | None) -> None:
        """Choose ``place`` (a territory or a stream key) or the counter ``stack`` on the map,
        by a click or by the keyboard."""
        if self.placing is not None:
            if place in self.placing.places:
                self._buy(self.placing, place)
            else:
                self.scene.reject(Refusal(self._unlit_words(self.placing), "economy"))
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

    def _unlit_words(self, ware: board_info.Ware) -> str:
        """Why a click off the lit places placed nothing, naming where the picked ware may
        go (playtest 35: a city picked and a click elsewhere seemed to do nothing)."""
        names = sorted(place_name(self.world, p) for p in ware.places)
        if len(names) > NAMED_PLACES:
            return tr("Not there: it goes in one of the {n} lit territories.", n=len(names))
        where = ""
        for name in names:
            where = tr("{a} or {b}", a=where, b=name) if where else name
        return tr("Not there: it goes in a lit territory ({places}).", places=where)

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
        lit = self.selected is not None and place in self.highlights(state)
        here = self._stacks_in(state, place) if stack is None and not lit else []
        if here:  # a click anywhere in the territory picks its stack (the next, again)
            now = here.index(self.selected) + 1 if self.selected in here else 0
            if here[now % len(here)] != self.selected:
                self.selected = here[now % len(here)]
                self.chosen = self._pickable(state, self.selected)
            return
        if self.selected and place is not None:
            setting_up = state.phase == PHASE_SETUP
            move: Action = Deploy(self.chosen, place) if setting_up else Move(self.chosen, place)
            if lit:
                self._act(move)
            elif setting_up or not self._send_those_able(state, place):
                self.scene.reject(self.scene.why_not(move))
            return
        if stack is not None and state.phase == PHASE_MOVE:
            self.scene.reject(Refusal(why_not_pick(state, self.world, *stack), "movement"))
        elif not self.selected:  # the set-up: what to pick first (playtest 12)
            self.setup_map_help(state, place)

    def _send_those_able(self, state: WPState, place: str) -> bool:
        """Of the picked units, those that can reach ``place`` go there when the others
        cannot, and a notice names who stays (playtest 15: the hint said "Move a Champion to
        Millford"; the whole stack picked, a click on Millford was refused for the Soldier in
        it). False when none can, or the move is not made."""
        able = board_info.able_to_reach(state, self.world, self.chosen, place)
        if not able:  # (none, or a stream: the whole pick)
            return False
        staying = [uid for uid in self.chosen if uid not in able]
        self._deselect()
        if not self.scene.act(Move(able, place)):
            return True  # (asked to confirm, or refused: the frame says so)
        words = board_info.split_move_words(state, self.world, place, tuple(able), tuple(staying))
        self.scene.tell_move(words)
        return True

    def _stacks_in(self, state: WPState, place: str | None) -> list[tuple[str, str]]:
        """The stacks at ``place`` the seat may pick now, in the order clicks on the territory
        pick them: the acting army's first, then the biggest."""
        if place is None:
            return []
        armies = dict.fromkeys(u.army for u in state.units if u.place == place)
        sizes = {(place, a): len(self._pickable(state, (place, a))) for a in armies}
        here = [stack for stack, size in sizes.items() if size]
        return sorted(here, key=lambda stack: (stack[1] != state.actor, -sizes[stack]))

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
        if place is not None and Explore(place) in self.legal:  # a dungeon before the battles
            self._act(Explore(place))
            return
        if stack is not None and board_info.shots_from(self.legal, stack[0], state):
            self.selected = stack
            return
        shots = board_info.shots_from(self.legal, place, state) if place and not stack else {}
        if shots:  # a click anywhere in a territory picks the stack there that may shoot
            self.selected = (place, state.unit(next(iter(shots.values())).units[0]).army)
            return
        self.scene.reject(Refusal(self._combat_wants(state), "combat"))

    def _combat_wants(self, state: WPState) -> str:
        """What the combat phase wants, for a click on the map that is not a battle or a shot
        (playtest 9: a click on an enemy stack or empty land did nothing)."""
        if state.battles:
            return tr("Fight the battles first: click a crossed swords mark on the map.")
        if any(isinstance(a, Shoot) for a in self.legal):
            return tr("No battles are left: click a siege unit to shoot, or press End combat.")
        return tr("No battles are left: press End combat to go on to buying.")
