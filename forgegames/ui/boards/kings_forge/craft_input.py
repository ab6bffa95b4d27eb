"""The King's Forge craft phase's places: the rolled dice, the bonuses that change them, the
items crafted this round (to steal), and marking dice."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.core.i18n import tr
from forgegames.games.kings_forge.actions import Bonus, Craft, Mark, Steal
from forgegames.games.kings_forge.state import PHASE_CRAFT
from forgegames.ui.boards.kings_forge.choices import craft_options, steal_options
from forgegames.ui.boards.places import Target


class CraftInput:
    """Mixin of ``KingsForgeBoard``: the craft phase's clicks."""

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
        chosen = self.pick_dice_option(options) if options else None
        if chosen is None:  # the engine says why, with the dice the click would give
            self.scene.reject(self.scene.why_not(Steal(card, self.tried_dice(card))))
            return
        self.act(chosen)

    def craft_refusal(self, key: str) -> tuple[str, str] | None:
        """For a hovered item a click would not craft or steal in the craft phase: the engine's
        reason (with the dice the click would give, so it names the rule that decides) and
        that rule's section; None otherwise."""
        state = self.state
        if state.phase != PHASE_CRAFT or self.power is not None or self.marking:
            return None
        kind, _, rest = key.partition(":")
        legal = self.legal()
        if kind == "crafted":
            card = state.crafted[int(rest)].card
            move: Action = Steal(card, self.tried_dice(card))
            options, rule = steal_options(card, legal), "steal"
        elif key in state.display:
            move, options, rule = (
                Craft(key, self.tried_dice(key)),
                craft_options(key, legal),
                "craft",
            )
        else:
            return None
        if options and self.pick_dice_option(options) is not None:
            return None
        return tr("Not now: {why}", why=self.scene.why_not(move)), rule

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

    def pick_power(self, index: int) -> None:
        self.power = None if self.power == index else index
        self.marking = False
        self.refresh_strip()

    def toggle_marking(self) -> None:
        self.marking = not self.marking
        self.power = None
        self.refresh_strip()
