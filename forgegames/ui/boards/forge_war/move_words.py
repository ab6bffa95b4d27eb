"""What Forge War's board tells right after a person's move: that the turn passed, and to whom
(the same notice whether End turn or the move itself handed it over), why it passed at once,
and a warning where a quest taken or armed stays out of reach (it fails when management ends).
Functions of the board (``ForgeWarBoard.act`` and ``refresh`` call them with itself)."""

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


def passed_words(board: Any, seat: int) -> str:
    """The hand-over notice: the same words however the turn left the person (issue 39:
    newcomers could not tell when the turn would leave them)."""
    return tr("Turn passed to {name}.", name=board.scene.seat_name(seat))


def watch_turn(board: Any) -> None:
    """At each refresh, when the turn has changed hands since the last one (a move made, End
    turn, a computer's move, Undo): a refusal still on screen is about a turn gone by and goes
    (playtest 3, item 3: "It is not your turn" stayed into the next player's turn); and when
    End turn handed it over, the hand-over notice (``passed_words``) says to whom, in the
    place and words a move that passes by itself uses (``tell_passed_at_once``)."""
    scene = board.scene
    turn = (scene.seat_to_move(), scene.handover)
    before, board.turn_seen = board.turn_seen, turn
    if before is None or turn == before:
        return
    if scene.toast is not None and scene.toast.error:
        scene.toast = None
    held = before[1]  # End turn: the same seat to move, no longer held for the person
    ended = held is not None and turn == (before[0], None) and before[0] not in (held, -1)
    if ended and not greeted(scene) and board.view.phase != "over":
        scene.show_toast(passed_words(board, before[0]), error=False)


def greeted(scene: Any) -> bool:
    """Whether the notice on screen is the greeting's (the only move of the new position),
    which the hand-over notice leaves in place."""
    toast = scene.toast
    return toast is not None and toast.greeting


def tell_passed_at_once(board: Any, mover: int | None, phase: str) -> None:
    """After ``mover``'s move (made in ``phase``), say that the turn passed where it did by
    itself, in the hand-over notice's words (``passed_words``), and why where it is not the
    overseer placement the prompt announced: a move that reveals or draws cards cannot be
    taken back, so there is no End turn to wait for (playtest item 10: one player's wealth
    choice waited, the next one's did not, and nothing said why)."""
    scene = board.scene
    if mover is None or scene.handover is not None or board.view.phase == "over":
        return
    seat = info.acting_seat(board.view)
    if seat is None or seat == mover:
        return  # the turn did not change hands
    passed = passed_words(board, seat)
    if scene.flowed == mover:  # an overseer placement: the prompt said it passes by itself
        if not greeted(scene):
            scene.tell_move(passed)
        return
    name = scene.seat_name(mover)
    if phase == "wealth":
        why = tr(
            "Everyone has chosen, so the wealth cards are shown: {name}'s choice cannot be "
            "taken back.",
            name=name,
        )
    else:
        why = tr("{name}'s move revealed or drew cards, so it cannot be taken back.", name=name)
    scene.tell_move(f"{passed} {why}")
