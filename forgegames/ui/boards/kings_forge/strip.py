"""King's Forge's action strip: the moves no place on the board covers, the bonuses, the payment's
and the Workshop's choices (its buttons are the board's ``group``)."""

from __future__ import annotations

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import N_, listing, tr
from forgegames.games.kings_forge import board_info as info
from forgegames.games.kings_forge.actions import (
    Bonus,
    Claim,
    Copy,
    Craft,
    Discard,
    Dock,
    End,
    Garden,
    Mark,
    Pass,
    Pay,
    Steal,
    Visit,
)
from forgegames.games.kings_forge.state import KFState
from forgegames.ui import theme
from forgegames.ui.boards.kings_forge.part import KFPanel, Table
from forgegames.ui.boards.kings_forge.words import (
    action_text,
    colour_name,
    pay_labels,
    power_label,
)
from forgegames.ui.widgets import Button

PASS_TIP = N_(
    "Passing ends your gathering this round: the dice left in your supply are kept for your "
    "craft roll."
)
"""A pass button's tooltip: no "are you sure?" follows a pass (issue 39), so the button says
what it does (its label names the reward)."""
SNUG_LEAST = 16
"""The smallest size at scale 1 the strip's words take to keep its buttons on one row."""


class StripPanel(KFPanel):
    """The action strip along the board's foot."""

    def __init__(self, board: Table) -> None:
        super().__init__(board)
        self.unavailable: dict[str, Action] = {}
        """The strip's disabled buttons' moves by label (a click says why the rules refuse it)."""

    def refresh_strip(self) -> None:
        self.build_strip(self.board.legal())
        self.board.hover.hover_info()  # a die picked or a bonus chosen changes the preview
        self.scene.invalidate()

    def build_strip(self, legal: list[Action]) -> None:
        s = self.scene.scale
        buttons: list[Button] = []
        self.unavailable = {}
        if self.board.hold.holds():  # a moment held for reading (hold.py): OK alone, first,
            # in one place at every round's end; the moves come after it (issue 39: OK right
            # of three Pass buttons, a habitual click on its old place passed)
            buttons.append(Button(tr("OK"), self.board.hold.dismiss, style="primary"))
        elif self.board.copy_choices:
            for action in self.board.copy_choices:
                buttons.append(
                    Button(
                        self.scene.describe(action),
                        lambda a=action: self.board.act(a),
                        tooltip=copy_tip(self.board.state, action),
                    )
                )
            buttons.append(Button(tr("Cancel"), self.board.cancel, style="quiet"))
        elif self.board.state.sub == "pay" and self.scene.my_turn():
            suggestion = info.suggest_payment(self.board.state)
            labels = pay_labels(suggestion) if suggestion else []
            if labels:
                pay = labels[0]
                buttons.append(Button(pay, self.board.gather.pay_suggested, style="primary"))
            for action in legal:
                if isinstance(action, Pay):
                    label = tr("+ {die}", die=colour_name(action.colour))
                    buttons.append(Button(label, lambda a=action: self.scene.act(a)))
            buttons.append(Button(tr("Cancel"), self.board.gather.cancel_payment, style="quiet"))
            for label in labels:  # the first whose buttons keep one row (issue 39)
                buttons[0].label = label
                if self.one_row(buttons):
                    break
        elif self.board.state.sub in ("dock", "discard") and self.scene.my_turn():
            # the docks: the lit rows on the right are the choices; Cancel keeps the card
            buttons.append(
                Button(tr("Cancel the visit to the docks"), self.board.gather.cancel_payment)
            )
        else:
            handled = (Claim, Copy, Discard, Visit, Dock, Craft, Steal, Bonus, Mark, Pay)
            powers = {a.power for a in legal if isinstance(a, Bonus)}
            for index, power in self.board.craft.power_list():
                if index in powers:
                    label = power_label(self.board.world, power)
                    if self.board.power == index:
                        label = tr("{power}: now pick a die", power=label)
                    style = "primary" if self.board.power == index else "normal"
                    buttons.append(
                        Button(label, lambda i=index: self.board.craft.pick_power(i), style=style)
                    )
            if any(isinstance(a, Mark) for a in legal):
                label = tr("Done picking") if self.board.marking else tr("Pick dice to re-roll")
                buttons.append(Button(label, self.board.craft.toggle_marking))
            for action, enabled in self.strip_moves(legal):
                if not isinstance(action, handled) or (
                    isinstance(action, Bonus) and action.die == -1
                ):
                    label = self.scene.describe(action)
                    press = (lambda a=action: self.board.act(a)) if enabled else (lambda: None)
                    tip = tr(PASS_TIP) if isinstance(action, Pass) else ""
                    button = Button(label, press, enabled=enabled, tooltip=tip)
                    # ending the craft turn keeps the first place: the bonuses after it come
                    # and go as they are used (playtest 3: the buttons moved under the hand)
                    buttons.insert(0 if isinstance(action, End) else len(buttons), button)
                    if not enabled:
                        self.unavailable[label] = action
        held = self.board.hold.holds()
        if self.board.skips.skip_note is not None and not self.scene.my_turn() and not held:
            buttons.append(Button(tr("OK"), self.board.skips.dismiss_skip, style="primary"))
        x = self.rect.x
        y = self.rect.y + int(6 * s)
        height = self.rect.height - int(12 * s)
        for button, width in zip(buttons, self.button_widths(buttons), strict=True):
            if x + width > self.rect.right and x > self.rect.x:
                x = self.rect.x
                y -= height + int(6 * s)
            button.rect = pygame.Rect(x, y, width, height)
            x += width + int(8 * s)
        self.board.group.set(buttons)

    def one_row(self, buttons: list[Button]) -> bool:
        """Whether ``buttons`` fit one row of the strip (narrowed as ``button_widths`` may)."""
        widths = self.button_widths(buttons)
        return sum(widths) + int(8 * self.scene.scale) * (len(buttons) - 1) <= self.rect.width

    def button_widths(self, buttons: list[Button]) -> list[int]:
        """Each button's width: the width that shows its whole label, or, where the buttons
        would need a second row by a little, narrower margins and then words down to
        ``SNUG_LEAST`` (a second row of buttons took the height the gather cards' words
        needed while a card was paid for: issue 39, Spanish at 1280x720)."""
        s = self.scene.scale
        widths = [b.fit_width(s) for b in buttons]
        gaps = int(8 * s) * (len(buttons) - 1)
        if len(buttons) < 2 or sum(widths) + gaps <= self.rect.width:
            return widths
        least = max(theme.min_text_size(), int(SNUG_LEAST * s))
        for size in range(int(18 * s), least - 1, -1):
            snug = [
                theme.font(size, b.style == "primary").size(b.label)[0] + int(22 * s)
                for b in buttons
            ]
            if sum(snug) + gaps <= self.rect.width:
                return snug
        return widths

    def strip_moves(self, legal: list[Action]) -> list[tuple[Action, bool]]:
        """The strip's moves, each with whether it is legal: a move of a fixed pair (the
        first-to-pass metal die and +1/+1 token, the Garden's +2 and wood die) that a rule
        rules out now keeps its place, disabled, so the other buttons do not shift."""
        state = self.board.state
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


def copy_tip(state: KFState, action: Copy) -> str:
    """What a Workshop copy does: the copied card's action and who took that card this round
    (playtest 24: "copy Peddler" named a card a computer had claimed the moment it came up,
    which the player never saw)."""
    takers = [state.names[p.seat] for p in state.placements if p.card == action.card]
    does = tr(
        "Does what the {card} does: {effect}",
        card=state.world.card_name(action.card),
        effect=action_text(state.world, action.card, action.side),
    )
    if not takers:
        return does
    return f"{does}\n" + tr("Taken this round by {who}.", who=listing(takers))
