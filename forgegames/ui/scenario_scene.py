"""A scenario on the board: the position, its narration beside it, Forward and Back.

The frame is the ordinary game frame (``GameScene``) with a narration panel above the log:
the example's name and source, its introduction, then each step's words as Forward (or Page
Down) plays it; Back (or Page Up) takes the step back. A move the game shows in parts
(``Title.stages``: each worker a Forge War overseer move changes) takes one Forward per part,
the board showing the position after each, and Back goes back part by part. After the last
step the position is free to play on from. The rules browser opens a scenario with
``open_scenario``, over whatever it was opened from (a running game stays as it was
underneath); Close (or the menu's "Close the example") goes back there.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pygame

from forgegames.core import scenario as scenarios
from forgegames.core.errors import ContentError, IllegalAction
from forgegames.core.i18n import count, tr
from forgegames.ui import theme
from forgegames.ui.game_scene import GameScene
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import MessageDialog
from forgegames.ui.widgets import Button, ButtonGroup, TextPanel

FORWARD_KEYS = (pygame.K_PAGEDOWN,)
BACK_KEYS = (pygame.K_PAGEUP,)
NARRATION_SHARE = 0.7
"""The part of the right-hand column the narration takes (the log has the rest)."""
COLUMN_WIDTH = 360
"""The right-hand column's width at scale 1 (a game's log column is narrower)."""


def open_scenario(app, path: Path) -> None:
    """Push the scenario in ``path`` on the board, or a message saying why it cannot open."""
    try:
        loaded = scenarios.load(path)
    except ContentError as exc:
        app.push(MessageDialog(app, tr("This scenario cannot be opened"), [str(exc)]))
        return
    app.push(ScenarioScene(app, loaded))


_FILES = r"(?:data/[\w/-]+/)?[\w-]+\.yaml(?:, (?:data/[\w/-]+/)?[\w-]+\.yaml)*"
_DATA_FILES = (re.compile(rf" \({_FILES}\)"), re.compile(rf"(?:; |, )?\b{_FILES}"))
"""The data files a scenario's source names ('; data/warparty/spells.yaml, monsters.yaml')."""


def shown_source(source: str) -> str:
    """A scenario's source as a player reads it: never a file's path (Spanish review 15: "data/
    warparty/spells.yaml" on the panel); our rulings file is called what it is."""
    for files in _DATA_FILES:
        source = files.sub("", source)
    return source.replace("docs/rulings.md", tr("our rulings")).replace("; ;", ";").strip("; ")


class ScenarioScene(GameScene):
    """A game frame that starts at a scenario's position and steps through its moves."""

    curtained = False
    """An example is studied by the whole table together: no hand-over curtain between its
    seats (Forge War's, kept all game since playtest 6, would cover every step)."""

    def __init__(self, app, loaded: scenarios.Scenario) -> None:
        self.scenario = loaded
        session = loaded.session()
        scenarios.resolve_before(session, loaded.steps, 0)
        self.done = 0
        """Steps played (or shown refused) so far."""
        self.starts = [len(session.history)]
        """The history's length before each step played so far, and after the last one."""
        self.refusals: dict[int, str] = {}
        self.words: dict[int, str] = {}
        """Each step played so far as the game words it (for steps the file does not narrate)."""
        self.narration = TextPanel()
        self.nav = ButtonGroup()
        self.narration_rect = pygame.Rect(0, 0, 0, 0)
        self.part = 0
        """Parts of step ``done`` shown so far (0: none; its move is played at its last)."""
        self.parts: dict[int, list[Any]] = {}
        """Each step's parts (``scenario.parts``), found when the step is reached."""
        self.beats = self.count_beats()
        """How many Forwards each step takes (its parts; 1 for a step the game refuses)."""
        super().__init__(app, session)
        self.tell()

    # --- stepping ------------------------------------------------------------------------
    @property
    def steps(self) -> tuple[scenarios.Step, ...]:
        return self.scenario.steps

    def count_beats(self) -> list[int]:
        """How many Forwards each step takes, found by playing the example through once."""
        played = scenarios.run(self.scenario).parts
        return played + [1] * (len(self.steps) - len(played))

    def parts_of(self, index: int) -> list[Any]:
        """Step ``index``'s parts from the position before it (where the session stands)."""
        if index not in self.parts:
            self.parts[index] = scenarios.parts(self.session, self.steps[index])
        return self.parts[index]

    def forward(self) -> None:
        """Show the next part of a move shown in parts, or play the next step; a refused one
        shows the game's reason (it may be the point)."""
        if self.done >= len(self.steps):
            self.show_toast(tr("The example is over: play on from here."), error=False)
            return
        self.session.rewind(min(self.starts[-1], len(self.session.history)))  # own moves
        parts = self.parts_of(self.done)
        if self.part + 1 < len(parts):
            self.part += 1
            for event in parts[self.part - 1].events:
                self.log_column.add(event)
            self.after_step()
            return
        shown = sum(len(p.events) for p in parts[: self.part])
        self.part = 0
        first = len(self.session.history)
        self.words[self.done] = self.step_words(self.steps[self.done])
        try:
            events = scenarios.play_step(self.session, self.steps, self.done)
        except IllegalAction as exc:
            self.refusals[self.done] = str(exc)
            self.show_toast(str(exc))
        else:
            self.log_events(events[shown:], first)
        self.done += 1
        self.starts.append(len(self.session.history))
        self.after_step()

    def back(self) -> None:
        """Take back the last part shown, or the last step played (and any move played after
        the steps); a step shown in parts comes back to its last part but one."""
        if self.part > 0:
            self.part -= 1
        elif self.done == 0:
            self.show_toast(tr("This is the start of the example."), error=False)
            return
        else:
            self.done -= 1
            self.results_shown = False  # playing the ending again shows the results again
            self.starts.pop()
            self.refusals.pop(self.done, None)
            self.session.rewind(min(self.starts[-1], len(self.session.history)))
            self.part = len(self.parts_of(self.done)) - 1
        self.log.clear()
        self.log_history()
        for stage in self.parts_of(self.done)[: self.part] if self.part else ():
            for event in stage.events:
                self.log_column.add(event)
        self.after_step()

    def visible_state(self) -> Any:
        """While a move is shown in parts, the position after the part shown."""
        if self.part > 0:
            return self.view_of(self.parts_of(self.done)[self.part - 1].state)
        return super().visible_state()

    def legal_actions(self) -> list[Any]:
        """Nothing is played from a part of a move: Forward shows the rest."""
        return [] if self.part > 0 else super().legal_actions()

    def undo(self) -> None:
        """Undo within the example's steps is Back (the steps stay in step with the game);
        after them, moves played from the position are taken back as in any game."""
        if len(self.session.history) <= self.starts[-1]:
            self.back()
        else:
            super().undo()

    def read_only(self) -> bool:
        """The example's steps are shown, not waited for; after them the position is played."""
        return self.done < len(self.steps)

    def after_step(self) -> None:
        self.handover = None
        self.animations.skip()
        self.tell()
        self.after_change()

    # --- narration -----------------------------------------------------------------------
    def tell(self) -> None:
        """The narration up to the step shown: older words dimmed, the newest bright."""
        panel = self.narration
        panel.clear()
        lines: list[str] = [self.scenario.intro]
        for index in range(self.done + (1 if self.part else 0)):
            step = self.steps[index]
            if self.beats[index] > 1 and index not in self.refusals:
                shown = self.part if index == self.done else self.beats[index]
                lines += [
                    f"{index + 1}.{k}. {self.part_words(index, k)}" for k in range(1, shown + 1)
                ]
                continue
            words = step.say or self.describe_step(step, self.words.get(index, step.text))
            if index in self.refusals:
                words += " " + tr("(Refused: {reason}.)", reason=self.refusals[index])
            lines.append(f"{index + 1}. {words}")
        if self.done >= len(self.steps):
            lines.append(tr("The example is over: the position is yours to play on."))
        for i, line in enumerate(lines):
            panel.add(line, theme.TEXT if i == len(lines) - 1 else theme.TEXT_DIM)
        self.rebuild_nav()
        self.invalidate()

    def part_words(self, index: int, k: int) -> str:
        """The words of part ``k`` (from 1) of step ``index``: the file's, else what the game
        logged for it."""
        step = self.steps[index]
        if len(step.stages) == self.beats[index]:
            return step.stages[k - 1]
        return " ".join(e.text for e in self.parts.get(index, [])[k - 1].events)

    def step_words(self, step: scenarios.Step) -> str:
        """The step about to be played in the game's words; a move the game will refuse
        keeps its text form (the game describes only what it allows)."""
        session = self.session
        allowed = (
            [a for a, _ in self.title.chance_outcomes(session.state)]
            if step.chance
            else session.legal_actions()
        )
        return (
            self.title.describe_action(session.state, step.action)
            if step.action in allowed
            else step.text
        )

    @staticmethod
    def describe_step(step: scenarios.Step, words: str) -> str:
        if step.chance:
            return tr("Chance: {outcome}.", outcome=words)
        return words

    def rebuild_nav(self) -> None:
        rect = self.narration_rect
        if not rect.width:
            return
        s = self.app.board_scale
        h = int(34 * s)
        gap = int(8 * s)
        y = rect.bottom - h - gap
        back = Button(tr("Back"), self.back, enabled=self.done > 0 or self.part > 0)
        ahead = Button(tr("Forward"), self.forward, enabled=self.done < len(self.steps))
        ahead.style = "primary"
        x = rect.x + int(10 * s)
        for button in (back, ahead):
            width = button.fit_width(s)
            button.rect = pygame.Rect(x, y, width, h)
            x += width + gap
        close = Button(tr("Close"), self.close_example)
        width = close.fit_width(s)
        close.rect = pygame.Rect(rect.right - int(10 * s) - width, y, width, h)
        self.nav.set([back, ahead, close])

    def close_example(self) -> None:
        """Leave the example: back to what opened it (the rules over a running game, which
        is just as it was), or to the launcher when the example is all there is."""
        if self.app.stack.scenes[:1] == [self]:
            self.app.go_home()
        else:
            self.app.remove(self)

    def leave_choice(self) -> tuple[str, Any, bool]:
        return (tr("Close the example"), self.close_example, True)

    # --- frame -----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        # a wider right-hand column than a game's: the narration is what the example is for
        s = theme.board_scale_for(size)
        width = min(int(COLUMN_WIDTH * s), size[0] // 3)
        top = self.bar.bottom
        column = pygame.Rect(size[0] - width, top, width, size[1] - top)
        self.board.layout(pygame.Rect(0, top, size[0] - width, column.height))
        self.refresh_marks()
        share = int(column.height * NARRATION_SHARE)
        self.narration_rect = pygame.Rect(column.x, column.y, column.width, share)
        self.log_rect = pygame.Rect(column.x, column.y + share, column.width, column.height - share)
        self.rebuild_nav()

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "key" and intent.key in FORWARD_KEYS:
            self.forward()
            return True
        if intent.kind == "key" and intent.key in BACK_KEYS:
            self.back()
            return True
        on_nav = intent.kind in ("click", "motion") and self.narration_rect.collidepoint(intent.pos)
        if on_nav and self.nav.handle(intent, lambda b: self.show_toast(self.nav_reason(b), False)):
            self.invalidate()
            return True
        return super().handle(intent)

    def nav_reason(self, button: Button) -> str:
        if button.label == tr("Back"):
            return tr("This is the start of the example.")
        return tr("The example is over: play on from here.")

    def draw_layer(self, surface: pygame.Surface) -> None:
        super().draw_layer(surface)
        s = self.app.board_scale
        rect = self.narration_rect
        pygame.draw.rect(surface, theme.PANEL, rect)
        pygame.draw.line(surface, theme.BORDER, rect.topleft, rect.bottomleft)
        pygame.draw.line(surface, theme.BORDER, rect.bottomleft, rect.bottomright)
        pad = int(10 * s)
        y = rect.y + int(8 * s)
        for line in theme.wrap(self.scenario.name, int(18 * s), rect.width - 2 * pad, True):
            label = theme.text(line, int(18 * s), theme.ACCENT, True)
            surface.blit(label, (rect.x + pad, y))
            y += label.get_height()
        total = sum(self.beats)
        if not total:
            where = tr("No steps: the position is yours to play")
        elif self.done or self.part:
            shown = sum(self.beats[: self.done]) + self.part
            where = tr("Step {k} of {n}", k=shown, n=total)
        else:
            where = tr("{steps}: press Forward", steps=count(total, "step", "steps"))
        keys = tr("Page Down / Page Up") if total else ""
        room, size = rect.width - 2 * pad, int(14 * s)
        # the keys on a line of their own where the line does not fit (playtest 4: at
        # 1024x640 they ran past the panel's right edge)
        lines = theme.wrap(f"{where} · {keys}", size, room) if keys else [where]
        if len(lines) > 1:
            lines = theme.wrap(where, size, room) + theme.wrap(keys, size, room)
        y += int(2 * s)
        for line in lines:
            head = theme.text(line, int(14 * s), theme.TEXT_DIM)
            surface.blit(head, (rect.x + pad, y))
            y += head.get_height()
        for line in theme.wrap(
            shown_source(self.scenario.source), int(13 * s), rect.width - 2 * pad
        ):
            label = theme.text(line, int(13 * s), theme.TEXT_DIM)
            surface.blit(label, (rect.x + pad, y))
            y += label.get_height()
        y += int(8 * s)
        buttons_top = min((b.rect.y for b in self.nav.buttons), default=rect.bottom)
        body = pygame.Rect(rect.x + pad // 2, y, rect.width - pad, buttons_top - y - pad // 2)
        self.narration.draw(surface, body, s)
        self.nav.draw_resting(surface, s)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.nav.draw_touched(surface, self.app.board_scale)
