"""The King's Forge board's hover tooltip: a place's words, its rules section, the engine's preview
of the move it offers, and the odds of crafting an item."""

from __future__ import annotations

from functools import partial

import pygame

from forgegames.core.i18n import listing, ntr, tr
from forgegames.games.kings_forge import board_info as info
from forgegames.games.kings_forge.actions import (
    Bonus,
    Dock,
)
from forgegames.games.kings_forge.state import PHASE_CRAFT
from forgegames.ui.boards.kings_forge.choices import (
    craft_options,
    gather_options,
    steal_options,
)
from forgegames.ui.boards.kings_forge.part import Part
from forgegames.ui.boards.kings_forge.preview import (
    Outcome,
    bonus_outcome,
    craft_outcome,
    gather_outcome,
)
from forgegames.ui.boards.kings_forge.words import (
    action_text,
    needs_words,
    paid_words,
    power_label,
)


class Hover(Part):
    """Part of ``KingsForgeBoard``: what the hover tooltip says."""

    def hover_info(self) -> tuple[str, Outcome | None]:
        """The hovered place's tooltip and the preview of the move a click there would make,
        worked out once per hover, choice and state (not every frame)."""
        state = self.board.state
        key = (
            self.board.hover_key,
            tuple(self.board.selected),
            self.board.power,
            self.board.marking,
            self.scene.viewer,
        )
        if (
            self.board.tip_cache is None
            or self.board.tip_cache[0] != key
            or self.board.tip_cache[1] is not state
        ):
            self.board.tip_cache = (key, state, *self.work_out_hover())
        return self.board.tip_cache[2], self.board.tip_cache[3]

    def button_tip(self) -> str:
        """The tooltip of the strip button under the mouse ('' for none or none there)."""
        button = self.board.group.at(self.board.mouse)
        return button.tooltip if button is not None else ""

    def tip_anchor(self) -> pygame.Rect | None:
        """What the hovered place's tooltip must leave uncovered: the whole gather card (not
        just the half or the discard place under the pointer), the docks' whole list, all the
        rolled dice, all the crafted cards, else the place itself (None over nothing)."""
        kind, _, rest = self.board.hover_key.partition(":")
        if kind in ("gather", "discard"):
            card = rest.split(":")[0]
            return next((r for c, r in self.board.geo.gather_cards() if c == card), None)
        groups = {
            "dock": [r for _, r in self.board.geo.dock_rows()],
            "die": [r for _, r in self.board.geo.pool_dice()],
            "crafted": [r for _, r in self.board.geo.crafted_cards()],
        }
        if groups.get(kind):
            return groups[kind][0].unionall(groups[kind][1:])
        return next(
            (t.rect for t in self.board.all_targets() if t.key == self.board.hover_key), None
        )

    def work_out_hover(self) -> tuple[str, Outcome | None]:
        hovered, state = self.board.hover_key, self.board.state
        outcome = self.hover_outcome() if self.scene.my_turn() else None
        self.board.hover_rule = None
        if hovered == "prompt":  # cut short to leave the gather cards their words
            return self.board.prompts.prompt(state, self.board.legal()), None
        if hovered.startswith("gather:"):
            _, card, side = hovered.split(":")
            words = action_text(self.board.world, card, side)
            paid = paid_words(self.board.world, card, side)
            words = f"{words}\n{paid}" if paid else words
            words = f"{words}\n{outcome.text}" if outcome else words
            why = self.board.gather.unavailable_reason(hovered)
            words = f"{words}\n{why}" if why else words
            return self.hover_rule_tip(words, "gather"), outcome
        if outcome is not None:
            return outcome.text, outcome
        why = self.board.gather.unavailable_reason(hovered)
        if why:
            return why, None
        refused = self.board.craft.craft_refusal(hovered) if self.scene.my_turn() else None
        if refused is not None:
            return self.hover_rule_tip(*refused), None
        odds = state.phase != PHASE_CRAFT and self.scene.viewer is not None
        if odds and hovered in state.display:
            return self.hover_rule_tip(self.odds_text(hovered), "craft"), None
        return "", None

    def hover_rule_tip(self, text: str, rule: str) -> str:
        """A hover tooltip that names ``rule``: remembered with the cached tooltip, so each
        frame that draws it marks it for the Y key."""
        text = self.board.rule_tip(text, rule)
        self.board.hover_rule = self.board.tip_rule
        return text

    def hover_outcome(self) -> Outcome | None:
        """The engine's preview of the move a click on the hovered place would make (a gather
        or docks action paid as suggested, a bonus on a die, a craft or a steal with the
        picked or suggested dice); None when the click would make no single move."""
        hovered, legal = self.board.hover_key, self.board.legal()
        title, state = self.scene.title, self.board.state
        kind, _, rest = hovered.partition(":")
        if kind == "gather":
            card, side = rest.split(":")
            moves = gather_options(card, side, legal)
            if len(moves) == 1:
                return gather_outcome(
                    title, state, moves[0], partial(power_label, self.board.world)
                )
        elif kind == "dock" and Dock(rest) in legal:
            heading = tr("If you use this docks action:")
            return gather_outcome(
                title, state, Dock(rest), partial(power_label, self.board.world), heading
            )
        elif (
            kind == "die"
            and self.board.power is not None
            and Bonus(self.board.power, int(rest)) in legal
        ):
            return bonus_outcome(title, state, Bonus(self.board.power, int(rest)))
        elif self.board.power is None and not self.board.marking:
            card = hovered
            if kind == "crafted":
                card = state.crafted[int(rest)].card
                options = steal_options(card, legal)
            else:
                options = craft_options(card, legal)
            chosen = self.board.king.pick_dice_option(options) if options else None
            if chosen is not None:
                names = [self.scene.seat_name(i) for i in range(state.n)]
                return craft_outcome(title, state, chosen, names, self.board.world.card_name(card))
        return None

    def odds_text(self, card: str) -> str:
        """Teaching aid: the chance that the seat at the screen crafts ``card`` this round."""
        seat = self.scene.viewer
        chance = info.craft_probability(self.board.state, seat, card)
        needs = tr("It needs {dice}.", dice=needs_words(self.board.world, card))
        odds = tr(
            "Chance that {name} crafts {item} with the current supply and bonuses: {pct}% ({how})",
            name=self.scene.seat_name(seat),
            item=self.board.world.card_name(card),
            pct=f"{chance.value * 100:.0f}",
            how=chance.how,
        )
        takers = info.takers_first(self.board.state, seat, card)
        if takers:  # the chance holds only if the item is still there (playtest 28)
            who = listing([self.scene.seat_name(t) for t in takers])
            odds += "\n" + ntr(
                len(takers),
                "{who} crafts first and may take it.",
                "{who} craft first and may take it.",
                who=who,
            )
        return f"{needs}\n{odds}"
