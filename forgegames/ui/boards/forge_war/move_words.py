"""What Forge War's board tells right after a person's move: why the turn passed at once, and
a warning where a quest taken or armed stays out of reach (it fails when management ends).
Functions of the board (``ForgeWarBoard.act`` calls them with itself)."""

from __future__ import annotations

from typing import Any

from forgegames.core.actions import Action
from forgegames.core.i18n import tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.actions import Equip, TakeQuest

READ_MS_PER_WORD = 200
"""How long a long warning stays on screen, per word (the usual toast is for a few words)."""


def quest_warning(board: Any, action: Action, mover: int | None) -> str | None:
    """Before ``mover`` takes a quest (the offer still shows it): the warning when its first
    step is out of reach (playtest 11), else None."""
    if not isinstance(action, TakeQuest) or mover is None:
        return None
    qid = board.view.quests["offer"][action.slot]
    return info.take_warning(board.view, mover, qid) if qid else None


def arm_words(board: Any, action: Action, mover: int | None) -> str | None:
    """After ``mover`` sent an adventurer on a quest: what its step still lacks, when it is
    unmet (playtest 26: power 1 of 5 and the wrong kind of weapon, unsaid until it failed)."""
    view = board.scene.visible_state()  # the position the move made
    if not isinstance(action, Equip) or mover is None or view.phase != "quest":
        return None
    if all(e.id != action.quest for e in view.seats[mover].quests):
        return None
    return info.arm_warning(view, mover, action.quest)


def warn(board: Any, words: str | None) -> None:
    """Show a move's warning long enough to read it; Undo takes it back with the move
    (playtest 21)."""
    if words:
        board.scene.tell_move(words, READ_MS_PER_WORD * len(words.split()), undo=True)


def tell_passed_at_once(board: Any, mover: int | None, phase: str) -> None:
    """After ``mover``'s move (made in ``phase``), say why the turn passed at once where it
    did: a move that reveals or draws cards cannot be taken back, so there is no End turn
    to wait for (playtest item 10: one player's wealth choice waited, the next one's did
    not, and nothing said why)."""
    scene = board.scene
    if mover is None or scene.handover is not None or board.view.phase == "over":
        return
    if scene.flowed == mover:  # an open hand-over: the banner names the next seat
        return  # and Undo still takes the move back (playtest 10: "revealed or drew cards")
    if info.acting_seat(board.view) == mover:
        return  # the turn did not change hands
    name = scene.seat_name(mover)
    if phase == "wealth":
        words = tr(
            "Everyone has chosen, so the wealth cards are shown: {name}'s choice cannot be "
            "taken back, and the turn passed at once.",
            name=name,
        )
    else:
        words = tr(
            "{name}'s move revealed or drew cards, so it cannot be taken back: the turn "
            "passed at once.",
            name=name,
        )
    scene.tell_move(words)
