"""The King's Forge board's prompt: the line in the action strip that says what the seat to
move can do now, and why a roll crafts nothing (as Forge War's instruction panel does).

The words read the engine's legal moves and the state; they decide no rule."""

from __future__ import annotations

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import after_colon, count, tr
from forgegames.games.kings_forge.actions import Craft, Steal
from forgegames.games.kings_forge.board_info import card_name, content
from forgegames.games.kings_forge.state import PHASE_CRAFT, PHASE_GATHER, PHASE_OVER, KFState
from forgegames.ui import theme

UNAVAILABLE = (*theme.BG, 150)
"""The veil over a place the seat to move cannot use now (its words stay readable)."""
CHANGERS = ("bonus", "sixes", "mark", "reroll", "garden")
"""Verbs of the moves that change rolled dice (a roll that fits nothing yet may still)."""


class Prompts:
    """Mixin of ``KingsForgeBoard``: the prompt's words and where they are drawn."""

    def prompt(self, state: KFState, legal: list[Action]) -> str:
        """What the seat to move can do now, in a sentence or two ("" when nobody moves)."""
        scene = self.scene
        if state.phase == PHASE_OVER:
            return tr("The game is over.")
        if state.phase not in (PHASE_GATHER, PHASE_CRAFT) or state.rolls or state.fill:
            return ""
        name = scene.seat_name(state.turn)
        if not scene.my_turn() or state.turn != scene.session.active:
            if scene.read_only():
                return ""
            if getattr(scene, "handover", None) is not None:
                return tr("Press End turn to hand over, or Undo to take your move back.")
            if state.turn in scene.session.bots:
                return tr("{name} is thinking…", name=name)
            return tr("Waiting for {name}.", name=name)
        taught = scene.taught() if hasattr(scene, "taught") else None
        if taught is not None:  # a lesson's step: the one move it asks for, no other
            return tr(
                "{name}, the lesson's move: {move} (marked in gold).",
                name=name,
                move=scene.describe(taught),
            )
        if state.phase == PHASE_CRAFT:
            return self.craft_prompt(state, legal, name)
        return self.gather_prompt(state, legal, name)

    def gather_prompt(self, state: KFState, legal: list[Action], name: str) -> str:
        sub = state.sub
        if sub == "pay":
            return tr(
                "{name}: choose the dice to pay with below (Pay places the suggested ones), "
                "or Cancel to keep them.",
                name=name,
            )
        if sub == "dock":
            return tr("Choose a docks action on the right (used ones are struck out).")
        if sub == "discard":
            return tr("{name}: click the card to discard for the docks.", name=name)
        if sub == "peddle":
            return tr("{name}: choose below whom to give the dice to.", name=name)
        if sub == "cemetery":
            return tr(
                "{name}: the Cemetery die shows {n}: change it with a power below, or place it.",
                name=name,
                n=state.cem_die,
            )
        dice = sum(state.players[state.turn].supply)
        if not any(a.verb in ("claim", "copy", "docks") for a in legal):
            return tr(
                "{name}: no gather card or docks trade is within your {dice} now: pass.",
                name=name,
                dice=count(dice, "die", "dice"),
            )
        return tr(
            "{name}: claim a gather card you can pay for ({dice} in your supply), discard "
            "one for the docks, or pass. Dice placed or gained are not rolled this round.",
            name=name,
            dice=count(dice, "die", "dice"),
        )

    def craft_prompt(self, state: KFState, legal: list[Action], name: str) -> str:
        if any(isinstance(a, Craft | Steal) for a in legal):
            return tr(
                "{name}: click a card on display to craft it with your dice (or pick the "
                "dice first), or a crafted card to steal it; End the craft turn when done.",
                name=name,
            )
        why = after_colon(self.why_nothing(state))
        if any(a.verb in CHANGERS for a in legal):
            return tr(
                "{name}: {why} A bonus or a re-roll below may change your dice; or end the "
                "craft turn.",
                name=name,
                why=why,
            )
        return tr("{name}: {why} End the craft turn.", name=name, why=why)

    def why_nothing(self, state: KFState) -> str:
        """Why the rolled dice fit no card on display: too few of them (and why so few), or
        not the colours and numbers the cards ask."""
        rolled = len(state.pool)
        craft = content().craft
        fewest = min((len(craft[c].slots) for c in state.display if c), default=0)
        if rolled < fewest:
            return tr(
                "You rolled {dice}; every card on display needs {n} or more. Only dice left in "
                "your supply are rolled: dice placed this round are spent, dice gained wait in "
                "your smithy.",
                dice=count(rolled, "die", "dice"),
                n=fewest,
            )
        easiest = min((c for c in state.display if c), key=lambda c: craft[c].rank, default="")
        return tr(
            "Your roll fits no card on display: each space needs its colour and at least its "
            "number (the {card} is the easiest; hover a card for what it needs).",
            card=card_name(easiest) if easiest else "",
        )

    def draw_unavailable(self, surface: pygame.Surface) -> None:
        """Veil what the seat to move cannot use now (``unavailable_places``): disabled, as
        the strip's disabled buttons are; hovering one says why."""
        places = self.unavailable_places()
        if not places:
            return
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        for target in places:
            pygame.draw.rect(veil, UNAVAILABLE, target.rect, border_radius=4)
        surface.blit(veil, (0, 0))

    def prompt_lines(self, text: str) -> tuple[list[str], int, int, int]:
        """The prompt wrapped right of the strip's buttons: (lines, text size, line height,
        left edge), at the largest size whose lines the strip holds (else the smallest)."""
        s = self.scene.app.scale
        strip = self.strip_rect
        x = max((b.rect.right for b in self.group.buttons), default=strip.x) + int(12 * s)
        width = max(int(120 * s), strip.right - x)
        for size in (int(15 * s), int(14 * s), int(13 * s), int(12 * s)):
            lines = theme.wrap(text, size, width)
            height = theme.font(size).get_linesize()
            if len(lines) * height <= strip.height:
                break
        return lines, size, height, x

    def prompt_need(self, legal: list[Action]) -> int:
        """How many pixels above the strip the prompt's lines need (0 when the strip holds
        them): the layout keeps them free, so no word is cut or drawn over a tray."""
        text = self.prompt(self.state, legal)
        if not text:
            return 0
        lines, _size, height, _x = self.prompt_lines(text)
        return max(0, len(lines) * height - self.strip_rect.height)

    def draw_prompt(self, surface: pygame.Surface) -> None:
        """The prompt in the action strip, right of its buttons: wrapped, smaller until it
        fits the strip's height, and rising into the room kept above the strip when even the
        smallest size needs more (its words are never cut)."""
        text = self.prompt(self.state, self.legal())
        if not text:
            return
        lines, size, height, x = self.prompt_lines(text)
        strip = self.strip_rect
        y = min(strip.centery - len(lines) * height // 2, strip.bottom - len(lines) * height)
        for i, line in enumerate(lines):
            surface.blit(theme.text(line, size, theme.TEXT), (x, y + i * height))
