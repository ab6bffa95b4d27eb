"""The game frame's passing of the turn: after each change, the turn held for End turn, handed
on at once, or passed to the next person behind the curtain, and that person greeted.

``TurnPassing`` is a collaborator the scene owns (``scene.turns``), not a mixin. The state it
works on stays on the scene, where the boards (``BoardHost``) and the other parts read it:
``viewer``, ``handover``, ``flowed``, ``turn_owner``, ``seen``, ``banner`` and ``guard_ms``.
It asks the scene only what ``TurnHost`` names."""

from __future__ import annotations

from typing import Any, Protocol

from forgegames.core.i18n import tr
from forgegames.ui import sound
from forgegames.ui.hotseat import BANNER_MS, GUARD_MS, Notice
from forgegames.ui.overlays import Curtain
from forgegames.ui.results import Results
from forgegames.ui.widgets import ButtonGroup


class TurnHost(Protocol):
    """All ``TurnPassing`` asks of the game frame (``GameScene`` is one)."""

    app: Any
    session: Any
    title: Any
    board: Any
    top: ButtonGroup
    quiet: Any
    """The quiet End turn after a move that passed the turn by itself (``quiet_end_turn``)."""
    since: Any
    """The marks of what changed since a person's last turn (``since_marks``)."""
    since_note: Any
    """The words of what the others did since then (``since_note``)."""
    humans: list[int]
    curtained: bool
    viewer: int | None
    handover: int | None
    flowed: int | None
    turn_owner: int | None
    seen: dict[int, Any]
    banner: Notice | None
    guard_ms: int
    results_shown: bool
    toast: Any

    def holds_turn(self, mover: int | None) -> bool: ...

    def open_handover(self, mover: int, active: int) -> bool: ...

    def seat_name(self, seat: int) -> str: ...

    def seat_colour(self, seat: int) -> Any: ...

    def describe(self, action: Any) -> str: ...

    def show_toast(self, message: str, error: bool = True) -> None: ...

    def refresh(self) -> None: ...


class TurnPassing:
    """Who holds the screen after a change, and the greeting of the person whose turn it is
    (the banner, the input guard, the curtain, the marks since their last turn)."""

    def __init__(self, host: TurnHost) -> None:
        self.host = host

    def after_change(self, mover: int | None = None) -> None:
        """Refresh the board after a change, then hold the turn, hand it over, or show the
        results. ``mover`` is the person whose move caused the change, if any."""
        host = self.host
        if host.session.over:
            host.handover = None
            host.viewer = None if len(host.humans) != 1 else host.viewer
            host.refresh()
            if not host.results_shown:
                host.results_shown = True
                host.app.push(Results(host.app, host))
            return
        active = host.session.active
        flowed_back, host.flowed = host.flowed, None  # an open turn's move just taken back
        if host.holds_turn(mover):
            if host.open_handover(mover, active):  # type: ignore[arg-type]
                host.flowed = mover  # no End turn: the next person's banner, then their move
                host.quiet.passed_by_itself(host.session.active in host.humans)
                self.drop_focus()
                self.turn_passes(active, curtain=False)
                host.refresh()
                return
            host.handover = mover  # the move stays undoable until End turn
            self.drop_focus()  # Enter now ends the turn, whatever button was clicked
            host.refresh()
            return
        if active >= 0 and active != host.turn_owner:
            if mover is not None and mover != active:
                host.quiet.passed_by_itself(host.session.active in host.humans)
            self.drop_focus()
            self.turn_passes(active, curtain=flowed_back is None)
        host.refresh()

    def drop_focus(self) -> None:
        """No button keeps the keyboard focus a click gave it: after a turn changes hands or
        a move is taken back, Enter must not press a button clicked for an earlier move."""
        self.host.top.focus = None
        for group in vars(self.host.board).values():
            if isinstance(group, ButtonGroup):
                group.focus = None

    def turn_passes(self, active: int, curtain: bool = True) -> None:
        """The turn moves to ``active``: remember what the last person saw, and greet the next
        person with a banner (behind a curtain when the screen shows private information,
        unless ``curtain`` is False: the turn passed within an open hand-over)."""
        host = self.host
        previous = host.turn_owner
        if previous is not None and previous in host.humans:
            host.seen[previous] = host.title.view(host.session.state, previous)
        host.turn_owner = active
        if active not in host.humans:
            return
        if previous is not None:  # not on opening a game
            sound.play("your_turn")
        needs_curtain = (
            active != host.viewer
            and len(host.humans) > 1
            and host.curtained
            and host.title.has_private_info(host.session.state)
            and curtain
        )
        if needs_curtain:
            host.viewer = None
            colour = host.seat_colour(active)
            host.app.push(
                Curtain(host.app, host.seat_name(active), colour.rgb, colour.symbol, self.lift)
            )
            return
        host.viewer = active
        self.greet(active)

    def lift(self) -> None:
        """The curtain lifted: the active seat's person looks at the screen."""
        host = self.host
        host.viewer = host.session.active
        self.greet(host.viewer)
        host.refresh()

    def greet(self, seat: int) -> None:
        """Banner "NAME, your turn" (with the only move when there is one), a short input
        guard, and marks on what changed since this person's last turn.

        The only person at a table of computer players gets neither banner nor guard: the
        screen is theirs all along, so nothing covers the board at each of their turns (the
        top bar says whose turn it is; an only move is told in a short message)."""
        host = self.host
        colour = host.seat_colour(seat)
        legal = host.session.legal_actions()
        detail = ""
        if len(legal) == 1:
            detail = tr("Only one move is possible: {move}", move=host.describe(legal[0]))
        if len(host.humans) == 1:
            if detail:
                host.show_toast(detail, error=False)
                host.toast.about, host.toast.greeting = host.session.state, True
        else:
            text = tr("{name}, your turn", name=host.seat_name(seat))
            host.banner = Notice(text, BANNER_MS, colour=colour.rgb, symbol=colour.symbol)
            host.banner.detail = host.quiet.banner_words()
            host.guard_ms = GUARD_MS
            if detail:  # the banner is a strip in the top bar: the only move is told apart
                host.show_toast(detail, error=False)
                host.toast.about, host.toast.greeting = host.session.state, True
        host.since.start(seat)  # for a while (``since_marks``)
        host.since_note.start(seat)  # until the person's first move (``since_note``)
        host.app.dirty = True
