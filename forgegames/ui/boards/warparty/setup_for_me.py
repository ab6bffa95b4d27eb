"""Quick play's "Set up the rest for me" (issue 39: a newcomer stopped before the war, after
about ten set-up screens): one press under the side panel, and the computer's set-up choices
(``board_info.setup_step``, the greedy player's) finish what the person has left of their
seat's set-up, for every army they command: cities, the starting infantry, upgrades and troops.

The moves are played one by one as the person's own (each logged, drawn on the map and marked),
and stop before Set-up done, so the person sees the set-up and may change it; Undo takes the
whole of it back at once (``undo_back_to``) while nothing has been done since. Nothing here
decides a rule: every move is one the engine offers, chosen by the engine's computer player.
"""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.i18n import N_, listing, tr
from forgegames.games.warparty.actions import Research
from forgegames.games.warparty.board_info import (
    MOST_STEPS,
    PHASE_SETUP,
    World,
    army_name,
    setup_step,
)
from forgegames.ui.boards.host import BoardHost
from forgegames.ui.boards.warparty.talk_buttons import Talk

LABEL = N_("Set up the rest for me")


class SetupForMe:
    """The button's offer, its run, and the moves it made (for Undo)."""

    def __init__(self, host: BoardHost, world: World) -> None:
        self.host = host
        self.world = world
        self.made: tuple[int, int] | None = None
        """The count of moves made before and after the last run (Undo's group)."""

    def next_move(self) -> Action | None:
        """The computer's next set-up choice for the person at the screen, or None."""
        host = self.host
        if not host.my_turn() or host.handover is not None or host.lesson_running():
            return None
        view = host.visible_state()
        if view.phase != PHASE_SETUP:
            return None
        return setup_step(view, host.legal_actions(), self.world)

    def talk(self) -> Talk | None:
        """The button under the side panel while the set-up has choices left to make."""
        if self.next_move() is None:
            return None
        tip = tr(
            "The computer chooses the rest of your set-up: the starting cities, where the "
            "infantry stand, and what the crowns buy. You see it on the map, may change it, "
            "and Undo takes it all back."
        )
        return (tr(LABEL), self.press, tip)

    def press(self) -> None:
        """Play the computer's choices until only the person's are left (Set-up done)."""
        host = self.host
        before = host.moves_made()
        armies = self._armies()
        for _ in range(MOST_STEPS):
            move = self.next_move()
            if move is None or not host.act(move):
                break
        if host.moves_made() == before:
            return
        self.made = (before, host.moves_made())
        words = tr(
            "The computer set up the {armies}: look at the map. Change what you like, then "
            "press Set-up done; Undo takes the whole set-up back.",
            armies=listing([army_name(a) for a in armies]),
        )
        if any(isinstance(a, Research) for a in host.legal_actions()):
            words += " " + tr("A research roll is yours to make, if you want one.")
        host.tell_move(words, undo=True)

    def _armies(self) -> list[str]:
        """The armies the person sets up now (those the engine offers set-up moves for)."""
        view = self.host.visible_state()
        return list(view.seats[view.seat_of(view.actor)])

    def undo_back_to(self) -> int | None:
        """While the last moves are the run's, Undo goes back to before it."""
        made = self.made
        if made is None or self.host.moves_made() != made[1]:
            return None
        return made[0]
