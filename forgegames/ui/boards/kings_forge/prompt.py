"""The King's Forge board's prompt: the line in the action strip that says what the seat to
move can do now, and why a roll crafts nothing (as Forge War's instruction panel does).

The words read the engine's legal moves and the state; they decide no rule."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from forgegames.core.actions import Action
from forgegames.core.frozen import evolve
from forgegames.core.i18n import N_, after_colon, count, language, listing, ntr, tr
from forgegames.games.kings_forge import board_info as info
from forgegames.games.kings_forge.actions import (
    Claim,
    Craft,
    Steal,
)
from forgegames.games.kings_forge.board_info import World
from forgegames.games.kings_forge.state import PHASE_CRAFT, PHASE_GATHER, PHASE_OVER, KFState
from forgegames.ui import theme
from forgegames.ui.boards.kings_forge.part import Part
from forgegames.ui.boards.kings_forge.words import power_label

UNAVAILABLE = (*theme.BG, 150)
"""The veil over a place the seat to move cannot use now (its words stay readable)."""
LAST_DICE = N_(
    "{name}: claim a gather card you can pay for ({dice} in your supply), discard one for "
    "the docks, or pass. Placed dice are not rolled: place them all and you roll none "
    "this round."
)
"""The gather prompt while a move could place the last dice (playtest: a round-1 craft turn
that passed for want of dice surprised); the Caravan, which takes every die, says so itself."""
AIM_LEAST = 0.3
"""The least chance of crafting an item on display with the supply kept that the gather
prompt names as a first item within reach (playtest 13: "nothing good happens in the first
rounds"; a newcomer planned no craft)."""
WHY_CLAIM = N_("Why claim: cards and docks give dice you roll from next round on, or bonuses.")
"""Round 1's gather prompt says why claiming matters, before the first item in reach (left
out where the status line cannot hold both; playtest 30: a newcomer
placed their dice, rolled one die and crafted nothing without being told why)."""
FEW_DICE = N_(
    "Only {dice} to roll: dice placed while gathering are not rolled this round; they come "
    "back next round with the dice the cards gave."
)
"""A craft turn rolling fewer dice than any item on display needs, after dice were placed."""
KEEP = N_("To craft this round, keep {need} of your {dice} to roll (the {card} takes the fewest).")
"""The gather prompt's reminder of the dice the round's craft needs (``with_keep``)."""
CHANGERS = ("bonus", "sixes", "mark", "reroll", "garden")
"""Verbs of the moves that change rolled dice (a roll that fits nothing yet may still)."""


def pays_all(world: World, action: Action) -> bool:
    """True for a claim of an action that takes every die in the supply (the Caravan's): it
    says so itself, so the prompt's warning of the last dice leaves it out."""
    if not isinstance(action, Claim):
        return False
    return world.content.actions[(action.card, action.side)].pay_all


class PromptBox(NamedTuple):
    """The prompt's lines, their text size and line height, and left edge."""

    lines: list[str]
    size: int
    height: int
    x: int
    cut: bool = False
    """True when lines were left out (``Prompts.prompt_box``): hovering the prompt shows them."""


class Prompts(Part):
    """Part of ``KingsForgeBoard``: the prompt's words and where they are drawn."""

    def prompt(self, state: KFState, legal: list[Action]) -> str:
        """What the seat to move can do now, in a sentence or two ("" when nobody moves),
        with a person's craft turn passed for want of dice while its note is held
        (``SkipNote``): before the instructions of a person's turn, after the words of a
        turn held for End turn, instead of whom the game waits for. Each die colour's first
        mention names the colour its dice are drawn in (``colours_shown``)."""
        return info.colours_shown(self.whole_prompt(state, legal))

    def whole_prompt(self, state: KFState, legal: list[Action]) -> str:
        """``prompt``'s words as they are worked out."""
        words = self.turn_prompt(state, legal)
        held = self.board.hold.words() if state.phase != PHASE_OVER else ""
        if held:  # a craft turn ended by itself, a round's end (hold.py): OK goes on, then
            return held  # the turn's words with its moves (issue 39: 3 lines lifted the trays)
        note = self.board.skips.skip_words() if state.phase != PHASE_OVER else ""
        if not note:
            return words
        if self.scene.my_turn():
            return f"{note} {words}".strip()
        if self.scene.handover is not None:
            return f"{words} {note}".strip()
        return note

    def turn_prompt(self, state: KFState, legal: list[Action]) -> str:
        """What the seat to move can do now (``prompt`` without the skipped turn's note)."""
        scene = self.scene
        if state.phase == PHASE_OVER:
            return tr("The game is over.")
        if state.phase not in (PHASE_GATHER, PHASE_CRAFT) or state.rolls or state.fill:
            return ""
        name = scene.seat_name(state.turn)
        if scene.lesson_holds():
            return tr("The lesson waits: press Next on its note (or Page Down) to go on.")
        if not scene.my_turn() or state.turn != scene.seat_to_move():
            if scene.read_only():
                return ""
            if self.board.hand_on.pending:  # handed on at the next tick (hand_on.py)
                return ""
            if scene.handover is not None:
                return tr("Press End turn to hand over, or Undo to take your move back.")
            if scene.is_bot(state.turn):
                waiting = self.board.hand_on.waiting_note(state)
                return f"{waiting} {scene.bot_words(state.turn)}".strip()
            return tr("Waiting for {name}.", name=name)
        taught = scene.taught()
        if taught is not None:  # a lesson's step: the one move it asks for, no other
            return tr(
                "{name}, the lesson's move: {move} (marked in magenta).",
                name=name,
                move=scene.describe(taught),
            )
        if state.phase == PHASE_CRAFT:
            made, craft = self.made_words(state), self.craft_prompt(state, legal, name)
            return f"{made} {craft} {self.few_dice(state)}".strip()
        only_pass = all(a.verb == "pass" for a in legal)
        note = "" if only_pass else self.board.hand_on.mine_note(state)
        return f"{note} {self.gather_prompt(state, legal, name)}".strip()

    def gather_prompt(self, state: KFState, legal: list[Action], name: str) -> str:
        sub = state.sub
        if sub == "pay":
            return tr(
                "{name}: choose the dice to pay with below (Pay places the suggested ones), "
                "or Cancel to keep them.",
                name=name,
            )
        left = info.dice_to_roll(state, state.turn)
        if sub == "dock":
            words = tr("Choose a docks action on the right (used ones are struck out).")
            if any(0 < left <= info.dice_placed(state, a) for a in legal):
                words += " " + tr("A trade that takes your last dice leaves you none to roll.")
            return words
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
        aim = self.first_aim(state)
        if aim:  # in the place of the reminder that placed dice are not rolled: it says so
            words = tr(
                "{name}: claim a gather card you can pay for ({dice} in your supply), "
                "discard one for the docks, or pass.",
                name=name,
                dice=count(dice, "die", "dice"),
            )
            if state.round != 1:
                return f"{words} {aim}"
            whole = f"{words} {tr(WHY_CLAIM)} {aim}".strip()
            return whole if not self.prompt_box(whole).cut else f"{words} {tr(WHY_CLAIM)}"
        if any(
            0 < left <= info.dice_placed(state, a) for a in legal if not pays_all(state.world, a)
        ):
            return self.with_keep(state, tr(LAST_DICE, name=name, dice=count(dice, "die", "dice")))
        words = tr(
            "{name}: claim a gather card you can pay for ({dice} in your supply), discard "
            "one for the docks, or pass. Dice placed or gained are not rolled this round.",
            name=name,
            dice=count(dice, "die", "dice"),
        )
        return self.with_keep(state, words)

    def with_keep(self, state: KFState, words: str) -> str:
        """``words`` and how many dice to keep for this round's craft (``KEEP``), where the
        prompt's lines hold both (playtests 31 and 32: a newcomer claimed every card and
        rolled too few to craft anything)."""
        fewest = info.fewest_spaces(state)
        have = info.dice_to_roll(state, state.turn)
        if fewest is None or have < fewest[1]:
            return words
        card, need = fewest
        name = state.world.card_name(card)
        keep = tr(KEEP, need=need, dice=count(have, "die", "dice"), card=name)
        whole = f"{words} {keep}"
        return whole if not self.prompt_box(whole).cut else words

    @staticmethod
    def few_dice(state: KFState) -> str:
        """A craft turn's roll of fewer dice than any item on display needs, the seat having
        placed dice while gathering this round: why so few (``FEW_DICE``); else ""."""
        seat = state.turn
        if not state.pool or not 0 <= seat < len(state.players):
            return ""
        crafts = state.world.content.craft
        least = min((len(crafts[card].slots) for card in state.display if card), default=0)
        placed = any(p.seat == seat and p.dice for p in state.placements) or any(
            d.seat == seat and d.dice for d in state.docks
        )
        if len(state.pool) >= least or not placed:
            return ""
        return tr(FEW_DICE, dice=count(len(state.pool), "die", "dice"))

    def first_aim(self, state: KFState) -> str:
        """For a seat that has made no item yet: the item on display its supply, kept for
        the craft phase, most likely crafts (the engine's odds), when that is likely enough
        to plan for ("" otherwise), after the reminder that placed dice are not rolled. As
        long as the reminder it replaces: the prompt keeps its two lines beside the buttons,
        so the trays keep their size."""
        seat = state.turn
        if state.players[seat].claimed:
            return ""
        odds = [
            (info.craft_probability(state, seat, card).value, card)
            for card in state.display
            if card
        ]
        if not odds or max(odds)[0] < AIM_LEAST:
            return ""
        chance, card = max(odds)
        name, pct = self.board.world.card_name(card), f"{chance * 100:.0f}"
        takers = info.takers_first(state, seat, card)
        if not takers:
            return tr(
                "Placed dice are not rolled; the {card} is {pct}% likely with those you keep.",
                card=name,
                pct=pct,
            )
        # playtest 28: "100% likely" and the first player crafted the Anvil before this seat
        return ntr(
            len(takers),
            "Placed dice are not rolled; the {card} is {pct}% likely with those you keep, "
            "unless {who}, crafting first, takes it.",
            "Placed dice are not rolled; the {card} is {pct}% likely with those you keep, "
            "unless {who}, crafting first, take it.",
            card=name,
            pct=pct,
            who=listing([self.scene.seat_name(t) for t in takers]),
        )

    def made_words(self, state: KFState) -> str:
        """The dice on the item made last this turn and what a thief needs against them
        (playtest 26: a click crafted with the lowest dice, and nothing said which)."""
        made = info.made_this_turn(state)
        if made is None:
            return ""
        card, dice = made
        return tr(
            "The {card} holds {dice}: a thief must match each die and beat one.",
            card=self.board.world.card_name(card),
            dice=dice,
        )

    def craft_prompt(self, state: KFState, legal: list[Action], name: str) -> str:
        picking = self.bonus_prompt(state, name)
        if picking:
            return picking
        if any(isinstance(a, Craft | Steal) for a in legal):
            words = tr(
                "{name}: click a card on display to craft it with your dice (or pick the "
                "dice first), or a crafted card to steal it; End the craft turn when done.",
                name=name,
            )
            return f"{self.within_reach(legal)} {words}".strip()
        why = after_colon(self.why_nothing(state))
        reachable, bonuses = self.bonus_reach(state)
        if reachable:
            return tr("{name}: {bonuses} Or end the craft turn.", name=name, bonuses=bonuses)
        if bonuses and not any(a.verb in ("mark", "reroll", "garden") for a in legal):
            return tr(
                "{name}: {why} {bonuses} End the craft turn.", name=name, why=why, bonuses=bonuses
            )
        if bonuses:
            return tr(
                "{name}: {why} {bonuses} A re-roll below may still change your dice; or end "
                "the craft turn.",
                name=name,
                why=why,
                bonuses=bonuses,
            )
        if any(a.verb in CHANGERS for a in legal):
            return tr(
                "{name}: {why} A bonus or a re-roll below may change your dice; or end the "
                "craft turn.",
                name=name,
                why=why,
            )
        return tr("{name}: {why} End the craft turn.", name=name, why=why)

    def bonus_reach(self, state: KFState) -> tuple[bool, str]:
        """What the unused bonuses can still make from a roll that makes no card yet
        (``reach.reach_words``), found once for each position and language (the prompt is
        asked every frame)."""
        cached = getattr(self, "_reach", None)
        if cached is None or cached[0] is not state or cached[1] != language():
            cached = (state, language(), info.reach_words(state))
            self._reach = cached
        return cached[2]

    def bonus_prompt(self, state: KFState, name: str) -> str:
        """While a bonus is picked: which die to click, counting the uses of a bonus for
        several dice ("+1: 1 of 2 used"); while one die is picked with no craft in reach:
        that the bonus comes next; "" otherwise (playtest 14: a die clicked first was
        outlined and nothing said what it was for)."""
        powers = state.players[state.turn].powers
        index = self.board.power
        if index is not None and index < len(powers):
            power = powers[index]
            used, total = len(power.used), len(power.used) + power.uses
            named = evolve(power, used=()) if power.token else power  # (its uses said here)
            label = power_label(self.board.world, named, source=False)
            if used:
                return tr(
                    "{name}: {power}: {used} of {total} used, pick another die (or press "
                    "it again to stop).",
                    name=name,
                    power=label,
                    used=used,
                    total=total,
                )
            return tr(
                "{name}: click the die to use {power} on (pick a bonus first, then the die).",
                name=name,
                power=label,
            )
        if self.board.selected and not self.board.marking:
            legal = self.board.legal()
            if not any(isinstance(a, Craft | Steal) for a in legal):
                return tr(
                    "{name}: now press a bonus below to use it on the picked die (click the "
                    "die again to put it back).",
                    name=name,
                )
        return ""

    def within_reach(self, legal: list[Action]) -> str:
        """The items the roll crafts now, named first ("You can craft the Mace now!"): the
        engine's legal crafts, so a roll that brings one within reach says so (playtest 13:
        "nothing good happens" while a craft lay unseen in the dice); "" for none."""
        cards = list(dict.fromkeys(a.card for a in legal if isinstance(a, Craft)))
        if not cards:
            return ""
        names = [self.board.world.card_name(card) for card in cards]
        # each with its own article ("la Maza y el Escudo"), as the language places it
        listed = listing([getattr(name, "the", name) for name in names])
        return tr("You can craft {cards} now!", cards=listed)

    def why_nothing(self, state: KFState) -> str:
        """Why the dice in hand make nothing now, following them as powers change them: all
        used; too few for the card nearest to being made (``board_info.nearest_craft``), and
        why so few; or what that card takes and which of its spaces the roll misses (playtest 5:
        "every card needs 3 or more" was read as a number on the dice); then, when a steal is
        open, the engine's reason these dice steal no crafted card."""
        rolled = len(state.pool)
        if not rolled and state.craft_mode:
            return tr("Your rolled dice are all used.")
        words = self._why_no_craft(state, rolled)
        steal = info.steal_refusal(state)
        if steal is None:
            return words
        done, reason = steal
        return f"{words} " + tr(
            "{holder}'s {card} cannot be stolen with these dice: {reason}.",
            holder=self.scene.seat_name(done.seat),
            card=self.board.world.card_name(done.card),
            reason=reason,
        )

    def _why_no_craft(self, state: KFState, rolled: int) -> str:
        nearest = info.nearest_craft(state)
        if nearest is None:
            return tr("Your roll makes no card on display.")
        card, reason = nearest
        if rolled >= len(self.board.world.content.craft[card].slots):
            return tr(
                "Your roll makes no card on display (the nearest, the {card}: {reason}).",
                card=self.board.world.card_name(card),
                reason=reason,
            )
        if state.craft_mode:  # some of the roll is used already
            return tr(
                "You have {dice} left: too few for any card on display (the {card} takes the "
                "fewest: {needs}).",
                dice=count(rolled, "die", "dice"),
                card=self.board.world.card_name(card),
                needs=info.craft_needs(self.board.world, card),
            )
        return tr(
            "You rolled {dice}: too few for any card on display (the {card} takes the "
            "fewest: {needs}). Only dice left in your supply are rolled: dice placed this "
            "round are spent, dice gained wait in your smithy.",
            dice=count(rolled, "die", "dice"),
            card=self.board.world.card_name(card),
            needs=info.craft_needs(self.board.world, card),
        )

    def draw_unavailable(self, surface: pygame.Surface) -> None:
        """Veil what the seat to move cannot use now (``unavailable_places``): disabled, as
        the strip's disabled buttons are; hovering one says why."""
        places = self.board.gather.unavailable_places()
        if not places:
            return
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        for target in places:
            pygame.draw.rect(veil, UNAVAILABLE, target.rect, border_radius=4)
        surface.blit(veil, (0, 0))

    def prompt_room(self) -> pygame.Rect:
        """Where the prompt's lines go: the status line (``Geometry.status_rect``), above the
        payment line while a card is paid for. One place all game: the lines start at its
        top, so a prompt of fewer lines, or a payment begun, moves nothing (playtest 21)."""
        band = self.board.geo.status_rect()
        if self.board.state.sub == "pay":
            return pygame.Rect(band.x, band.y, band.width, self.board.geo.payment_rect().y - band.y)
        return band

    def prompt_box(self, text: str) -> PromptBox:
        """The prompt's lines across the status line, at the largest size whose lines it
        holds; when even the smallest needs more, the lines that fit, the last ending
        "More…" (the whole prompt shows on hovering it)."""
        s = self.scene.scale
        room = self.prompt_room()
        for size in (int(15 * s), int(14 * s), int(13 * s), int(12 * s)):
            lines = theme.wrap(text, size, room.width)
            height = theme.font(size).get_linesize()
            if len(lines) * height <= room.height:
                return PromptBox(list(lines), size, height, room.x)
        keep = max(1, room.height // height)
        more = tr("More…")
        face = theme.font(size)
        words = lines[keep - 1].split()
        while words and face.size(" ".join([*words, more]))[0] > room.width:
            words.pop()
        kept = [*lines[: keep - 1], " ".join([*words, more])]
        return PromptBox(kept, size, height, room.x, cut=True)

    def prompt_lines(self, text: str) -> tuple[list[str], int, int, int]:
        """The prompt's (lines, text size, line height, left edge) (see ``prompt_box``)."""
        box = self.prompt_box(text)
        return box.lines, box.size, box.height, box.x

    def prompt_rect(self) -> pygame.Rect | None:
        """Where the prompt's lines are drawn (the status line's room for them), or None when
        there is no prompt."""
        text = self.prompt(self.board.state, self.board.legal())
        return self.prompt_room() if text else None

    def hover_key(self, pos: tuple[int, int]) -> str:
        """ "prompt" when ``pos`` is on a prompt cut short: its tooltip is the whole prompt
        (``Hover``); else ""."""
        text = self.prompt(self.board.state, self.board.legal())
        if not text or not hasattr(self.board, "area") or not self.prompt_box(text).cut:
            return ""
        return "prompt" if self.prompt_room().collidepoint(pos) else ""

    def draw_prompt(self, surface: pygame.Surface) -> None:
        """The prompt across the status line, wrapped, smaller until it fits (``prompt_box``)."""
        text = self.prompt(self.board.state, self.board.legal())
        if not text:
            return
        box = self.prompt_box(text)
        y = self.prompt_room().y
        more = tr("More…") if box.cut else ""
        for i, line in enumerate(box.lines):
            at = (box.x, y + i * box.height)
            if more and i == len(box.lines) - 1:  # "More…" in the accent: the rest on hover
                words = line[: -len(more)]
                surface.blit(theme.text(words, box.size, theme.TEXT), at)
                at = (at[0] + theme.font(box.size).size(words)[0], at[1])
                line, colour = more, theme.ACCENT
            else:
                colour = theme.TEXT
            surface.blit(theme.text(line, box.size, colour), at)
