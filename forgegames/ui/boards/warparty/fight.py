"""Warparty's "Fight it out": a battle played by its default choices, one move at a time.

The person who presses it commands one side of the battle; the run makes that side's moves
whenever the battle waits for them (the other side's moves are its own player's: a computer
plays them as usual, another person at the screen makes them by hand or presses Fight it out
too). Every move is one the engine offers now (``battle_moves``): the default attack
(``default_target``, the one the "Default attack" button makes), letting a round pass
when nothing can be attacked, and, when the person asked for it, a retreat once the side's
chance of winning falls below their threshold (only when the engine offers the retreat roll).
The run stops when the battle ends, when Stop is pressed, or when the person makes a move by
hand. Whenever a battle a person fought ends (by Fight it out, by hand, or in a lesson), the
battle panel stays open on its last position with a summary (the winner, each side's losses
and survivors) until it is dismissed (``EndedBattle``).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from forgegames.core.actions import Action
from forgegames.core.i18n import ntr
from forgegames.games.warparty.actions import LeaveDungeon, PressOn, Retreat, RetreatRoll
from forgegames.games.warparty.board_info import (
    ATTACKER,
    ELIGIBLE,
    MONSTER,
    Battle,
    Odds,
    WPState,
    apply_battle_move,
    battle_moves,
    default_target,
    left_dungeon,
    sides_at,
    survivors,
)
from forgegames.ui.boards.host import BoardHost
from forgegames.ui.boards.warparty.battle_buttons import CLOSE, RETREAT_BELOW, FightControls
from forgegames.ui.boards.warparty.battle_dice import RolledDie, blow_dice
from forgegames.ui.boards.warparty.battle_round import ROUND_SHOW_MS, RoundRecap, recaps

WAIT = "wait"
"""``next_move``'s answer while the odds it needs are still being worked out."""
QUICK_BOT_MS = 40
"""While a run is going, the other side's computer player moves after this pause at most."""


@dataclasses.dataclass
class FightRun:
    """A Fight it out under way: ``seat`` pressed it for battle side ``side`` of the battle at
    ``place``; ``below`` is the retreat threshold in percent (None: never); ``retreating``
    once the run rolled to retreat (a successful roll is then followed by the retreat);
    ``wait_ms`` until its next move."""

    seat: int
    side: int
    place: str
    below: int | None = None
    retreating: bool = False
    wait_ms: int = 0
    round: int = 0
    """The battle round of the run's last move (a new round of its own waits longer)."""


def winning_chance(found: Odds, side: int) -> float:
    """``side``'s chance of winning the battle in ``found`` (the panel's figures)."""
    return found.attacker_wins if side == ATTACKER else found.defender_wins


def next_move(battle: Battle, run: FightRun, found: Odds | None) -> Action | str | None:
    """The run's move in ``battle`` now: an action the engine offers, ``WAIT`` while the odds
    the retreat threshold needs are being worked out (``found`` None), or None when the
    battle does not wait for the run's side."""
    if battle.outcome is not None or battle.pending is not None or battle.side != run.side:
        return None
    legal = battle_moves(battle)
    if run.below is not None and RetreatRoll() in legal and not battle.volley:
        if found is None:
            return WAIT
        if winning_chance(found, run.side) * 100 < run.below:
            return RetreatRoll()
    if battle.stage == ELIGIBLE and not run.retreating:
        return PressOn()  # a roll made by hand before the run: the run fights on
    attack = default_target(battle)
    if attack is not None:
        return attack  # in a retreat, the turned-over units' attack-backs come first
    for move in (Retreat(), PressOn()):
        if move in legal:
            return move
    return None


def final_steps(before: WPState, actions: list[Action]) -> list[tuple[Battle, Any, list]]:
    """The battle of ``before`` played on by ``actions`` (the history since) until it ends:
    each move's battle before it, after it, and the events it made."""
    battle = before.battle
    steps: list[tuple[Battle, Any, list]] = []
    for action in actions:
        if battle is None or battle.outcome is not None:
            break
        if isinstance(action, LeaveDungeon):
            after, events = left_dungeon(battle), ()
        else:
            after, events = apply_battle_move(battle, action)[:2]
        steps.append((battle, after, list(events)))
        battle = after
    return steps


def final_battle(before: WPState, actions: list[Action]) -> Battle | None:
    """The battle of ``before`` played on by ``actions`` (the history since) to its end;
    None when they do not end it."""
    steps = final_steps(before, actions)
    battle = steps[-1][1] if steps else before.battle
    return battle if battle is not None and battle.outcome is not None else None


def summary_lines(before: WPState, battle: Battle, names: tuple[str, str]) -> list[str]:
    """Each side's losses and survivors, by the side's name: the units the battle began with
    are the ones at its place (nobody moves during a battle)."""
    attackers, defenders = sides_at(before, before.fight)
    # a ranged attack's shooters stand elsewhere, and never fall in it
    began = (len(battle.attackers) if battle.volley else len(attackers), len(defenders))
    if before.delve is not None:  # a dungeon: its heroes against the monsters found
        began = (len(before.delve.heroes), len(before.delve.found))
    standing = survivors(battle)
    lines = []
    for side, name in enumerate(names):
        lost = began[side] - len(standing[side])
        lines.append(
            ntr(
                lost,
                "{side}: {n} unit lost, {left} still standing",
                "{side}: {n} units lost, {left} still standing",
                side=name,
                left=len(standing[side]),
            )
        )
    return lines


@dataclasses.dataclass(frozen=True)
class EndedBattle:
    """A battle that has just ended, kept on the battle panel until it is dismissed (Close,
    Enter, or the game's next move; Undo past its end takes it away too): its last position
    (``battle``, with its outcome and its fallen), the sides' names as they began it, the
    summary's lines (each side's losses and survivors) and the history's length at its end."""

    battle: Battle
    names: tuple[str, str]
    lines: tuple[str, ...]
    at: int
    dice: tuple[RolledDie, ...] = ()
    """The last blow's dice (a strike-back's, when one ended the battle)."""
    rolls: tuple[str, ...] = ()
    """The battle's last lines of the log, oldest first."""
    armies: tuple[str, str] = ("", "")
    """The army whose colour each side wore as it began (a side wiped out keeps its own)."""


class FightItOut:
    """The board's side of Fight it out (mixed into Warparty's board, which provides
    ``scene``, ``battle_panel``, ``whole_odds``, ``battle_names`` and ``_act``).

    Each person at the screen may have a run going (``fights``, by seat): a run makes its
    seat's moves when the battle waits for that seat and the screen is theirs (no banner's
    input guard, no dialog on top, no animation playing). A run's own move that held the
    turn (no die was rolled) is handed over at once: fighting it out includes that.
    """

    scene: BoardHost
    retreat_below: int | None
    fights: dict[int, FightRun]
    _last_battle: tuple[WPState, int] | None
    ended: EndedBattle | None

    def init_fights(self) -> None:
        self.fights = {}
        self.retreat_below = None
        """Fight it out's retreat threshold in percent (None: never), kept between battles."""
        self._last_battle = None
        """The latest game state with a battle going, and the history's length then (what
        the summary is worked out from once the battle has ended)."""
        self.ended = None
        """The battle just ended, shown on the panel with its summary until dismissed."""
        self.recap: RoundRecap | None = None
        """The last round a run has fought in the battle going on, shown on the panel."""
        self.recap_ms = 0
        """How long the play waits yet on ``recap`` (the round is shown before the next)."""
        self.skipping = False
        """A click or a key asked a run to skip to the battle's end: no round is held."""
        self._opened: tuple[WPState, int] | None = None
        """The battle going on as first seen, and the history's length then."""

    def fight_controls(self) -> FightControls:
        running = self.scene.viewer in self.fights
        return FightControls(running, self.retreat_below, self.ended is not None)

    def panel_battle(self) -> Battle | None:
        """The battle the panel shows: the one going on, else the one just ended (while its
        summary is up)."""
        going = self.state.battle  # type: ignore[attr-defined]
        return going if going is not None else (self.ended.battle if self.ended else None)

    def marks_shown(self) -> bool:
        """No change marks while a battle's panel covers the board (see ``marks``)."""
        return self.panel_battle() is None

    def holds_play(self) -> bool:
        """The computer players wait while a battle's summary is up (it is read first), and
        while a run holds a finished round on the panel."""
        return self.ended is not None or self.recap_ms > 0

    def skip_fight(self, intent: Any) -> bool:
        """A click or a key (not on the panel's buttons, not Escape) while a run is going:
        the rounds are no longer held, the battle runs to its end at once."""
        if not self.fighting() or self.skipping or intent.kind not in ("click", "key"):
            return False
        if intent.kind == "key" and intent.key == pygame.K_ESCAPE:
            return False
        if intent.kind == "click" and self.battle_panel.button_at(intent.pos) is not None:
            return False  # Stop, Auto-retreat: their own press
        self.skipping, self.recap_ms = True, 0
        self.scene.invalidate()
        return True

    def round_shown(self) -> RoundRecap | None:
        """The finished round the panel shows while a run fights the battle going on."""
        return self.recap if self.fighting() else None

    def watch_rounds(self) -> None:
        """After every change: when the battle a run fights enters a new round, the round
        just fought (from the engine's events in the history) is held on the panel for
        ``ROUND_SHOW_MS`` before the next is fought, unless skipping."""
        host, game = self.scene, self.state  # type: ignore[attr-defined]
        battle = game.battle
        if battle is None:
            self._opened, self.recap, self.recap_ms, self.skipping = None, None, 0, False
            return
        opened = self._opened
        if opened is None or opened[0].fight != game.fight or host.moves_made() < opened[1]:
            self._opened = opened = (game, host.moves_made())
            self.recap, self.recap_ms = None, 0
        if not self.fights:
            return
        first = (opened[0].battle.round, opened[0].battle.side)
        said = [e for x in host.played(opened[1]) for e in x.events if e.kind == "battle"]
        done = recaps(said, first)[:-1]  # the last is the round being fought
        if done and done[-1] != self.recap:
            self.recap = done[-1]
            self.recap_ms = 0 if self.skipping else ROUND_SHOW_MS

    def dismiss_summary(self) -> None:
        """Close the ended battle's summary: the map and the side panel come back, and the
        bar's moves are green again (``_build_bar``: only the summary's button is, while up)."""
        self.ended = None
        self.refresh()  # type: ignore[attr-defined]
        self.scene.invalidate()

    def press_fight_button(self, name: str) -> bool:
        """Fight it out, Stop or the retreat threshold pressed; False for another button."""
        scene = self.scene
        game = self.state  # type: ignore[attr-defined]
        if name == "auto-retreat":
            levels = list(RETREAT_BELOW)
            self.retreat_below = levels[(levels.index(self.retreat_below) + 1) % len(levels)]
            for run in self.fights.values():
                run.below = self.retreat_below
            return True
        if name == CLOSE:
            self.dismiss_summary()
            return True
        if name == "stop":
            self.fights.pop(scene.viewer, None)
            return True
        if name != "fight":
            return False
        if game.battle is not None and scene.my_turn():
            seat = scene.seat_to_move()
            run = FightRun(seat, game.battle.side, game.fight, self.retreat_below)
            self.fights[seat] = run
            self._fight_step(run)
        return True

    def manual_move(self) -> None:
        """A battle move made by hand: the person takes over from their run."""
        self.fights.pop(self.scene.viewer, None)

    def fighting(self) -> bool:
        """Whether a run is going in the battle on the board."""
        return bool(self.fights) and self.state.battle is not None  # type: ignore[attr-defined]

    def bot_pause_ms(self, usual: int) -> int:
        """A computer player fighting a run's battle moves quickly: the run is the person's
        request to see each round, not each blow (and at once when skipping to the end)."""
        if not self.fighting():
            return usual
        return 0 if self.skipping else min(usual, QUICK_BOT_MS)

    def fight_wakeup_ms(self) -> int | None:
        if self.recap_ms > 0:
            return self.recap_ms
        run = self._due_run()
        return None if run is None else max(1, run.wait_ms)

    def fight_update(self, dt_ms: int) -> None:
        scene = self.scene
        if self.recap_ms > 0:  # a finished round is on the panel: nothing moves meanwhile
            self.recap_ms = max(0, self.recap_ms - dt_ms)
            if self.recap_ms == 0:
                scene.invalidate()
            return
        if scene.handover is not None and scene.handover in self.fights:
            scene.end_turn()  # the run's own move held the turn: hand it over
            return
        run = self._due_run()
        if run is None or scene.guarded() or scene.animations.active:
            return
        run.wait_ms -= dt_ms
        if run.wait_ms <= 0:
            self._fight_step(run)

    def _due_run(self) -> FightRun | None:
        """The run whose seat the battle waits for, when the screen is theirs."""
        scene = self.scene
        if not self.fights or not scene.on_top():
            return None
        if scene.handover is not None and scene.handover in self.fights:
            return self.fights[scene.handover]
        run = self.fights.get(scene.seat_to_move())
        return run if run is not None and scene.my_turn() else None

    def _fight_step(self, run: FightRun) -> None:
        scene = self.scene
        battle = self.state.battle  # type: ignore[attr-defined]
        if battle is None:
            return
        move = next_move(battle, run, self.whole_odds(battle))  # type: ignore[attr-defined]
        if move == WAIT:
            run.wait_ms = 100
            return
        if move is None or not isinstance(move, Action):
            self.fights.pop(run.seat, None)
            return
        if isinstance(move, RetreatRoll):
            run.retreating = True
        run.wait_ms = 0  # between attacks no wait: each finished round is held instead
        run.round = battle.round
        if not scene.act(move):
            self.fights.pop(run.seat, None)  # refused, or a question put to the person

    def _person_fought(self, before: WPState) -> bool:
        """Whether a person at this screen commands a side of ``before``'s battle (a battle
        between computer players ends without a summary to dismiss)."""
        battle = before.battle
        if battle is None:
            return False
        armies = {f.profile.army for side in battle.sides for f in side} - {MONSTER}
        return any(not self.scene.is_bot(before.seat_of(army)) for army in armies)

    def watch_battle_end(self) -> None:
        """After every change: once a battle a person fought (by hand, by Fight it out, or in a
        lesson) has ended, the panel keeps it with its summary (winner, each side's losses and
        survivors) until dismissed; a move since, or Undo, puts the summary away."""
        self.watch_rounds()
        host = self.scene
        game = self.state  # type: ignore[attr-defined]
        if self.ended is not None and host.moves_made() != self.ended.at:
            self.ended = None
        if game.battle is not None:
            self._last_battle = (game, host.moves_made())
            return
        known, self._last_battle = self._last_battle, None
        if known is None or not (self.fights or self._person_fought(known[0])):
            return
        self.fights = {}
        before, index = known
        actions = [entry.action for entry in host.played(index)]
        steps = final_steps(before, actions)
        battle = final_battle(before, actions)
        if battle is None:
            return  # taken back, or left some other way: nothing to sum up
        said = [e.text for x in host.played(index) for e in x.events if e.kind == "battle"]
        dice = blow_dice([(b, events) for b, _, events in steps])
        # named as they began it (a side wiped out would be named by its team alone)
        names = self.battle_names(before.battle, before)  # type: ignore[attr-defined]
        armies = self.battle_armies(before.battle, before.side)  # type: ignore[attr-defined]
        lines = tuple(summary_lines(before, battle, names))
        at = host.moves_made()
        self.ended = EndedBattle(battle, names, lines, at, dice, tuple(said[-3:]), armies)
