"""The King's Forge gather phase's places: the king's cards, the gather actions and the docks, the
discard, and paying an action's spaces (the suggested dice or one die at a time)."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.errors import Refusal
from forgegames.core.i18n import N_, tr
from forgegames.games.kings_forge import board_info as info
from forgegames.games.kings_forge.actions import Claim, Copy, Craft, Discard, Dock, Visit
from forgegames.games.kings_forge.state import PHASE_CRAFT
from forgegames.ui.boards.kings_forge.choices import craft_options, gather_options
from forgegames.ui.boards.places import Target

NO_COPY = N_(
    "the Workshop copies an action another player took this round, and nobody else has "
    "taken one yet"
)
"""Why the Workshop's top cannot be used before anybody else has taken an action."""


class GatherInput:
    """Mixin of ``KingsForgeBoard``: the gather phase's clicks and the king's cards."""

    def build_king_targets(self, legal: list[Action]) -> None:
        for card, rect in self.king_cards():
            crafts = craft_options(card, legal)
            self.targets.append(
                Target(card, rect, lambda c=card, o=crafts: self.craft_or_steal(c, o), bool(crafts))
            )

    def craft_or_steal(self, card: str, options: list[Action]) -> None:
        chosen = self.pick_dice_option(options) if options else None
        if chosen is None:  # the engine says why, with the dice the click would give
            self.scene.reject(self.scene.why_not(Craft(card, self.tried_dice(card))))
            return
        self.act(chosen)

    def tried_dice(self, card: str) -> tuple[int, ...]:
        """The dice a refused craft or steal is explained with: the picked ones, else the
        engine's closest try (``board_info.tried_dice``), so the refusal names the rule that
        decides (a tie does not steal, a space needs a higher die...), never "0 given"."""
        return tuple(self.selected) if self.selected else info.tried_dice(self.state, card)

    def pick_dice_option(self, options: list[Action]) -> Action | None:
        """The craft/steal using exactly the picked dice, or the game's suggestion."""
        if self.selected:
            wanted = sorted(self.selected)
            for option in options:
                if sorted(option.dice) == wanted:  # type: ignore[attr-defined]
                    return option
            return None
        return info.suggest_dice(self.state, options)

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
            then = Discard(card)  # going to the docks first, then this card's discard
            discard = Discard(card) in legal or (Visit() in legal and self.scene.may_follow(then))
            self.targets.append(
                Target(
                    f"discard:{card}",
                    areas["discard"],
                    lambda c=card: self.discard(c),
                    discard,
                )
            )
        for dock_id, rect in self.dock_rows():
            move = Dock(dock_id)
            self.targets.append(
                Target(f"dock:{dock_id}", rect, lambda m=move: self.try_act(m), move in legal)
            )

    def unavailable_places(self) -> list[Target]:
        """The gather actions, discard buttons and docks rows the seat to move cannot use
        now (most often: their supply cannot pay), while it chooses among them."""
        state = self.state
        if state.phase == PHASE_CRAFT or not self.scene.my_turn():
            return []
        kinds = {"": ("gather:", "discard:"), "dock": ("dock:",)}.get(state.sub, ())
        return [t for t in self.targets if not t.live and t.key.startswith(kinds)] if kinds else []

    def unavailable_reason(self, key: str) -> str:
        """Why the hovered place ``key`` is not a move now (the engine's words), or ""."""
        if key not in {t.key for t in self.unavailable_places()}:
            return ""
        kind, _, rest = key.partition(":")
        if kind == "gather":
            why = self.claim_refusal(*rest.split(":"))
        else:
            why = self.scene.why_not(Dock(rest) if kind == "dock" else Visit())
        if self.scene.lesson_words():  # the lesson's nudge is whole as it is
            return why
        return tr("Not now: {why}", why=why)

    def claim_refusal(self, card: str, side: str) -> str:
        """Why ``card``'s ``side`` action cannot be claimed now, in the engine's words (see
        ``refused_move``)."""
        move = self.refused_move(card, side)
        return self.scene.why_not(move) if move is not None else Refusal(tr(NO_COPY), "gather")

    def refused_move(self, card: str, side: str) -> Action | None:
        """The move whose refusal says why ``card``'s ``side`` action cannot be claimed now.
        The Workshop's top is played as a copy of another player's action, so its reason is
        the copy's (playtest 3: "copies another player's action: choose which to copy"
        answered nothing); None when nobody else has taken an action to copy yet."""
        if not (self.scene.my_turn() and self.world.content.actions[(card, side)].copy):
            return Claim(card, side)
        targets = info.copyable(self.state, self.state.turn)
        return Copy(*targets[0]) if targets else None

    def choose(self, card: str, side: str, options: list[Action]) -> None:
        """A gather action: claim it (the dice are paid next), or pick what the Workshop copies."""
        move = self.refused_move(card, side)
        if not options and move is None:
            self.scene.reject(Refusal(tr(NO_COPY), "gather"))
        elif not options:
            self.scene.reject(self.scene.why_not(move))
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
        while self.state.sub in ("pay", "dock", "discard") and self.scene.can_undo():
            self.scene.undo()
