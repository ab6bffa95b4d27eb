"""Drawing the King's Forge board (a mixin of ``KingsForgeBoard``): the cached layer in
``draw``, the payment being made, the hover / focus effects in ``draw_live`` and the tooltip
with its dice marks; the cards and the table are drawn by ``paint_cards`` and ``paint_table``.
"""

from __future__ import annotations

import pygame

from forgegames.core.i18n import tr
from forgegames.games.kings_forge.board_info import task_boxes
from forgegames.games.kings_forge.state import PHASE_CRAFT, KFState
from forgegames.ui import icons, theme
from forgegames.ui.boards.kings_forge.look import draw_die
from forgegames.ui.boards.kings_forge.preview import Outcome
from forgegames.ui.boards.kings_forge.table import table
from forgegames.ui.boards.kings_forge.words import dock_label
from forgegames.ui.boards.places import draw_tooltip, draw_tooltip_beside


class Painter:
    """Mixin of ``KingsForgeBoard``: the whole layer, the payment and the live effects."""

    tip_box: pygame.Rect | None = None
    """Where the tooltip was last drawn."""

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        surface.blit(table(self.rect.size), self.rect)  # the oak the cards lie on
        self.draw_king(surface, state)
        if state.phase == PHASE_CRAFT:
            self.draw_craft_table(surface, state)
        else:
            self.draw_gather(surface, state)
        self.draw_trays(surface, state)
        if self.state.sub == "pay":
            self.draw_payment(surface, state)
        self.draw_prompt(surface)  # what to do now, right of the strip's buttons (prompt.py)
        self.group.draw_resting(surface, self.scene.scale)
        self.draw_unavailable(surface)
        live = {id(t.rect) for t in self.targets if t.live}
        for target in self.targets:
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

    def draw_live(self, surface: pygame.Surface) -> None:
        self.note_refusal()  # a person's next move takes it away (``drop_stale_refusal``)
        self.group.draw_touched(surface, self.scene.scale)
        focused = self.keys.focused(self.live_targets())
        if focused is not None:
            rect = focused.rect
            theme.draw_state(surface, rect, "focus", self.scene.scale, radius=8)
        text, outcome = ("", None) if self.tips_hushed else self.hover_info()
        if outcome is not None and outcome.dice:
            self.draw_die_marks(surface, outcome)
        if text:
            self.tip_rule = self.hover_rule  # the rule the tooltip names (Y opens it)
            self.draw_tooltip(surface, text)

    def draw_tooltip(self, surface: pygame.Surface, text: str) -> None:
        """The tooltip beside what it is about (``tip_anchor``), covering none of it."""
        scale, anchor = self.scene.scale, self.tip_anchor()
        if anchor is None:
            self.tip_box = draw_tooltip(surface, text, self.mouse, self.rect, scale)
        else:
            self.tip_box = draw_tooltip_beside(surface, text, anchor, self.mouse, self.rect, scale)

    def draw_die_marks(self, surface: pygame.Surface, outcome: Outcome) -> None:
        """A badge on each rolled die the previewed move changes or uses."""
        s = self.scene.scale
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
