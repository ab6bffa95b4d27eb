"""King's Forge's craft table (the middle row in the craft phase): the rolled dice, picked for a
craft, a steal or a bonus; the crafted cards; their clicks, refusals and drawing."""

from __future__ import annotations

import pygame

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.core.i18n import tr
from forgegames.games.kings_forge.actions import (
    Bonus,
    Craft,
    Mark,
    Steal,
)
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.ui import theme
from forgegames.ui.boards.kings_forge.choices import (
    craft_options,
    steal_options,
)
from forgegames.ui.boards.kings_forge.look import (
    CARD,
    draw_die,
)
from forgegames.ui.boards.kings_forge.part import KFPanel
from forgegames.ui.boards.kings_forge.table import (
    RIM,
    baize,
    draw_rim,
    draw_shadow,
    wood_panel,
)
from forgegames.ui.boards.kings_forge.trays import CEMETERY_WORDS
from forgegames.ui.boards.places import Target


class CraftPanel(KFPanel):
    """The craft table."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.board.state.phase == PHASE_CRAFT:
            self.draw_craft_table(surface, self.board.state)

    def power_list(self) -> list[tuple[int, object]]:
        seat = self.board.state.turn
        return [(i, p) for i, p in enumerate(self.board.state.players[seat].powers) if p.uses > 0]

    def build_craft_targets(self, legal: list[Action]) -> None:
        for die_id, rect in self.board.geo.pool_dice():
            self.places.append(Target(f"die:{die_id}", rect, lambda d=die_id: self.click_die(d)))
        for i, rect in self.board.geo.crafted_cards():
            done = self.board.state.crafted[i]
            steals = steal_options(done.card, legal)
            self.places.append(
                Target(
                    f"crafted:{i}",
                    rect,
                    lambda c=done.card, o=steals: self.steal(c, o),
                    bool(steals),
                )
            )

    def steal(self, card: str, options: list[Action]) -> None:
        chosen = self.board.king.pick_dice_option(options) if options else None
        if chosen is None:  # the engine says why, with the dice the click would give
            self.scene.reject(self.scene.why_not(Steal(card, self.board.king.tried_dice(card))))
            return
        self.board.act(chosen)

    def craft_refusal(self, key: str) -> tuple[str, str] | None:
        """For a hovered item a click would not craft or steal in the craft phase: the engine's
        reason (with the dice the click would give, so it names the rule that decides) and
        that rule's section; None otherwise."""
        state = self.board.state
        if state.phase != PHASE_CRAFT or self.board.power is not None or self.board.marking:
            return None
        kind, _, rest = key.partition(":")
        legal = self.board.legal()
        if kind == "crafted":
            card = state.crafted[int(rest)].card
            move: Action = Steal(card, self.board.king.tried_dice(card))
            options, rule = steal_options(card, legal), "steal"
        elif key in state.display:
            move, options, rule = (
                Craft(key, self.board.king.tried_dice(key)),
                craft_options(key, legal),
                "craft",
            )
        else:
            return None
        if options and self.board.king.pick_dice_option(options) is not None:
            return None
        return tr("Not now: {why}", why=self.scene.why_not(move)), rule

    def click_die(self, die_id: int) -> None:
        legal = self.board.legal()
        if self.board.power is not None:
            self.use_power(self.board.power, die_id, legal)
            return
        if self.board.marking:
            move = Mark(die_id)
            if move in legal:
                self.scene.act(move)
            else:
                self.scene.reject(
                    Refusal(tr("That die cannot be picked for the re-roll."), "bonuses-use")
                )
            return
        if die_id in self.board.selected:
            self.board.selected.remove(die_id)
        elif any(isinstance(a, Craft | Steal) for a in legal):
            self.board.selected.append(die_id)  # dice for a craft or a steal
        elif self.bonus_dice(legal):  # one die, for the bonus picked next (pick_power)
            self.board.selected = [die_id]
        else:  # nothing a picked die would do: no outline that means nothing
            if any(isinstance(a, Mark) for a in legal):
                words, rule = (
                    tr("Press 'Pick dice to re-roll' first, then the dice."),
                    "bonuses-use",
                )
            else:
                words, rule = (
                    tr("These dice can craft nothing now: end the craft turn."),
                    "craft-item",
                )
            self.scene.reject(Refusal(words, rule))
            return
        self.board.strip.refresh_strip()

    @staticmethod
    def bonus_dice(legal: list[Action]) -> bool:
        """Whether a bonus may be put on a die now."""
        return any(isinstance(a, Bonus) and a.die >= 0 for a in legal)

    def use_power(self, index: int, die_id: int, legal: list[Action]) -> None:
        """Bonus ``index`` on ``die_id`` (else the engine's reason); a bonus with uses left
        stays picked for the next die (playtest 14: the "+1 ×2" token had to be pressed again
        for its second die)."""
        move = Bonus(index, die_id)
        if move not in legal:
            self.scene.reject(self.scene.why_not(move))
            return
        self.board.act(move)
        legal = self.board.legal()
        if any(isinstance(a, Bonus) and a.power == index and a.die >= 0 for a in legal):
            self.board.power = index
            self.board.strip.refresh_strip()

    def pick_power(self, index: int) -> None:
        """A bonus button: with one die picked first, the bonus goes on it at once (pick the
        die, then the bonus, works as the bonus, then the die); else the bonus waits for a
        die (pressed again, it is put back)."""
        legal = self.board.legal()
        if len(self.board.selected) == 1 and self.board.power is None:
            die = self.board.selected[0]
            self.board.selected = []
            self.use_power(index, die, legal)
            return
        self.board.power = None if self.board.power == index else index
        self.board.marking = False
        self.board.strip.refresh_strip()

    def toggle_marking(self) -> None:
        self.board.marking = not self.board.marking
        self.board.power = None
        self.board.strip.refresh_strip()

    def draw_craft_table(self, surface: pygame.Surface, state: KFState) -> None:
        s = self.scene.scale
        seat = state.turn
        draw_shadow(surface, self.board.geo.mid_rect, s)
        surface.blit(wood_panel(self.board.geo.mid_rect.size, RIM, 8), self.board.geo.mid_rect)
        frame = max(3, int(5 * s))
        felt = self.board.geo.mid_rect.inflate(-2 * frame, -2 * frame)
        surface.blit(baize(felt.size), felt)
        name = self.scene.seat_name(seat)
        head = self.board.geo.roll_head()
        self.board.heading(surface, tr("{name}'s roll", name=name), (head.x + 10, head.y + 8))
        if state.cemetery:
            dead = theme.text(
                tr("Cemetery: {n}s are cancelled", n=state.cemetery),
                int(15 * s),
                CEMETERY_WORDS,
                True,
            )
            surface.blit(dead, (head.x + int(200 * s), head.y + 8))
        marked = set(state.marked)
        for die_id, rect in self.board.geo.pool_dice():
            die = next(d for d in state.pool if d.id == die_id)
            ring = "selected" if die_id in self.board.selected or die_id in marked else None
            draw_die(surface, rect, die.colour, die.value, ring)
        if not state.pool:
            empty = theme.text(tr("No dice rolled."), int(15 * s), theme.TEXT_DIM)
            surface.blit(
                empty, (self.board.geo.mid_rect.x + 12, self.board.geo.mid_rect.y + int(40 * s))
            )
        top = self.board.geo.crafted_head()
        self.board.heading(surface, tr("Crafted this round (can be stolen)"), (top.x, top.y + 8))
        for i, rect in self.board.geo.crafted_cards():
            done = state.crafted[i]
            draw_shadow(surface, rect, s, 6)
            pygame.draw.rect(surface, CARD, rect, border_radius=6)
            draw_rim(surface, rect, CARD)
            look = self.scene.seat_colour(done.seat)
            theme.draw_symbol(
                surface, look.symbol, (rect.x + int(12 * s), rect.centery), int(8 * s), look.rgb
            )
            name = self.board.world.card_name(done.card)
            at = (rect.x + int(26 * s), rect.y + 4)
            name = self.board.fitted(name, int(14 * s), rect.right - 4 - at[0], at, True)
            surface.blit(theme.text(name, int(14 * s), theme.TEXT, True), at)
            dx = rect.x + int(26 * s)
            side = self.board.geo.crafted_die()
            for die in done.dice:
                r = pygame.Rect(dx, rect.y + self.board.geo.crafted_die_top(), side, side)
                draw_die(surface, r, die.colour, die.value)
                dx += int(27 * s)
