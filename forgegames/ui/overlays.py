"""Modal overlays shared by every screen: message, hotseat curtain, menu, save picker."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Sequence
from pathlib import Path

import pygame

from forgegames.core.dates import moment_words
from forgegames.core.i18n import tr
from forgegames.core.quoting import escaped
from forgegames.core.saved_games import save_files
from forgegames.ui import theme
from forgegames.ui.boards.places import draw_tooltip_beside
from forgegames.ui.intents import Intent
from forgegames.ui.scene import Scene
from forgegames.ui.widgets import Button, ButtonGroup


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float, title: str = "") -> int:
    """Draw a framed panel; return the y where its content starts."""
    radius = max(4, int(10 * scale))
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=radius)
    pygame.draw.rect(surface, theme.BORDER, rect, 2, border_radius=radius)
    y = rect.y + int(16 * scale)
    if title:
        label = theme.text(title, int(26 * scale), theme.ACCENT, True)
        surface.blit(label, (rect.centerx - label.get_width() // 2, y))
        y += label.get_height() + int(12 * scale)
    return y


def dim(surface: pygame.Surface, alpha: int = 160) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


MIN_BUTTON_H = 34
"""The lowest a dialog's button is made (at scale 1) to keep a dialog inside the window."""


class Dialog(Scene):
    """A centred panel over the dimmed screen with a column of buttons under some text."""

    transparent = True
    width = 560
    shade = 160
    """How dark the screen under the dialog is made (alpha)."""

    def __init__(self, app, title: str, lines: list[str] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.lines = lines or []
        self.group = ButtonGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.gaps: frozenset[int] = frozenset()
        """Places in the buttons' order left empty, so that the buttons after keep the places
        they have where the gap holds a button (the game menu's title-only entries)."""

    def buttons(self) -> list[Button]:
        return [Button(tr("OK"), self.close, style="primary")]

    def close(self) -> None:
        self.app.remove(self)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the dialog out: in large print as large as the window holds it (the plain
        scale at least)."""
        scale, least = theme.scale_for(size), theme.board_scale_for(size)
        while not self.lay_out(size, scale) and scale > least:
            scale = max(least, scale - 0.05)
        self.scale = scale

    def lay_out(self, size: tuple[int, int], scale: float) -> bool:
        """Place the panel and its buttons at ``scale``; False when it is taller than the
        window holds."""
        buttons = self.buttons()
        text_size = int(17 * scale)
        inner = int(self.width * scale) - int(40 * scale)
        wrapped = [w for line in self.lines for w in theme.wrap(line, text_size, inner)]
        self.wrapped = wrapped
        line_h = theme.font(text_size).get_linesize()
        head = int(90 * scale) + len(wrapped) * line_h  # title, margins and the text
        gap = int(10 * scale)
        # the buttons get lower, then go in two columns, before the panel would outgrow the
        # window and its buttons climb over the title (the in-game menu at 1280x720)
        room = size[1] - 20 - head
        columns, slots = 1, len(buttons) + len(self.gaps)
        places = [i for i in range(slots) if i not in self.gaps]
        button_h = min(int(44 * scale), room // max(1, slots) - gap)
        if button_h < int(MIN_BUTTON_H * scale):
            columns = 2
            rows = -(-slots // 2)
            button_h = max(int(MIN_BUTTON_H * scale), min(int(44 * scale), room // rows - gap))
        rows = -(-slots // columns)
        width = int(self.width * scale) * (2 if columns == 2 else 1)
        self.rect = pygame.Rect(0, 0, min(width, size[0] - 20), head + rows * (button_h + gap))
        self.rect.center = (size[0] // 2, size[1] // 2)
        top = self.rect.bottom - rows * (button_h + gap) - int(8 * scale)
        column_w = (self.rect.width - int(80 * scale) - gap * (columns - 1)) // columns
        for i, button in zip(places, buttons, strict=False):
            col, row = (i // rows, i % rows) if columns == 2 else (0, i)
            x = self.rect.x + int(40 * scale) + col * (column_w + gap)
            button.rect = pygame.Rect(x, top + row * (button_h + gap), column_w, button_h)
        self.group.set(buttons)
        if self.group.focus is None:
            self.group.move_focus(1)
        return self.rect.height <= size[1] - 20

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "key" and intent.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.group.handle(intent)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        scale = self.scale
        dim(surface, self.shade)
        y = draw_panel(surface, self.rect, scale, self.title)
        size = int(17 * scale)
        for line in self.wrapped:
            label = theme.text(line, size)
            surface.blit(label, (self.rect.x + int(20 * scale), y))
            y += theme.font(size).get_linesize()
        self.group.draw(surface, scale)


class MessageDialog(Dialog):
    """Tells the player something (an error, a confirmation) and waits for OK."""


class ChoiceDialog(Dialog):
    """A list of labelled choices (the in-game menu, the save picker). ``on_point``, when
    given, is told which choice the player points at (the button under the mouse, else the
    one with the keyboard focus; None for Close or none, and when the dialog closes), so the
    screen under an ``aside`` dialog can preview it: such a dialog stands at the window's
    right and dims the rest less."""

    def __init__(
        self,
        app,
        title: str,
        choices: list[tuple[str, Callable[[], None], bool]],
        lines: list[str] | None = None,
        on_point: Callable[[int | None], None] | None = None,
        aside: bool = False,
        tips: list[str] | None = None,
    ) -> None:
        super().__init__(app, title, lines)
        self.choices = choices
        self.tips = tips or []
        """Each choice's hover text, by its index (none past the list's end): shown beside
        the button the mouse rests on, or the focused one for the keyboard (Warparty's
        spells: what each does, playtest 12)."""
        self.on_point = on_point
        self.aside = aside
        if aside:  # lighter, and narrower to leave the map beside it in view
            self.shade, self.width = 70, 520
        self.told: int | None = None
        self.marked: int | None = None
        """The choice the lesson teaches, by its index: marked as the board marks a taught
        move (the lesson's marks lead through the dialog, Warparty's quests to keep)."""

    def marked_rect(self) -> pygame.Rect | None:
        """Where the taught choice's button is (None: no choice is taught)."""
        buttons = self.group.buttons
        if self.marked is None or self.marked >= len(self.choices) or not buttons:
            return None
        return buttons[self.marked].rect

    def buttons(self) -> list[Button]:
        made = []
        for i, (label, action, enabled) in enumerate(self.choices):
            tip = self.tips[i] if i < len(self.tips) else ""
            made.append(Button(label, self._chosen(action), enabled=enabled, tooltip=tip))
        made.append(Button(tr("Close"), self.close, style="quiet"))
        return made

    def _chosen(self, action: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.close()
            action()

        return run

    def lay_out(self, size: tuple[int, int], scale: float) -> bool:
        fits = super().lay_out(size, scale)
        if self.aside:
            shift = size[0] - 10 - self.rect.right
            self.rect.x += shift
            for button in self.group.buttons:
                button.rect.x += shift
        self.tell()
        return fits

    def pointed(self) -> int | None:
        """The choice pointed at: the button under the mouse, else the focused one."""
        group = self.group
        index = group.hover if group.hover is not None else group.focus
        return index if index is not None and index < len(self.choices) else None

    def tell(self) -> None:
        """Tell ``on_point`` the choice pointed at, when it changed."""
        pointed = self.pointed()
        if self.on_point is not None and pointed != self.told:
            self.told = pointed
            self.on_point(pointed)

    def handle(self, intent: Intent) -> bool:
        handled = super().handle(intent)
        if self.app.stack.top is self:
            self.tell()
        return handled

    def shown_tip(self) -> tuple[str, pygame.Rect] | None:
        """The hover text on screen now and its button: the one under the mouse, else the
        focused one while its ring shows."""
        group = self.group
        index = group.hover if group.hover is not None else group.ringed
        if index is None or index >= len(group.buttons) or not group.buttons[index].tooltip:
            return None
        return group.buttons[index].tooltip, group.buttons[index].rect

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        marked = self.marked_rect()
        if marked is not None:
            draw_hint_marks(surface, [marked], self.scale)
        shown = self.shown_tip()
        if shown is not None:
            tip, rect = shown
            near = self.group.pointer or rect.center
            draw_tooltip_beside(surface, tip, rect, near, surface.get_rect(), self.scale)

    def close(self) -> None:
        if self.on_point is not None and self.told is not None:
            self.told = None
            self.on_point(None)
        super().close()


CURTAIN_GUARD_MS = 400
"""After the curtain comes up it ignores every click and key this long: a click or an Enter
meant for the board (End turn, just after the program passed for a seat by itself) must not
open it unseen (issue #39)."""


class Curtain(Scene):
    """Hides the board until the next player confirms they are the one at the screen: by its
    own button in the middle (a click anywhere else does nothing) or by Enter or Space, and
    neither during the first ``CURTAIN_GUARD_MS`` after it appears."""

    transparent = False

    def __init__(self, app, name: str, rgb, symbol: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.name = name
        self.rgb = rgb
        self.symbol = symbol
        self.on_ready = on_ready
        self.guard_ms = CURTAIN_GUARD_MS
        self.group = ButtonGroup()
        self.group.set([Button(tr("I am {name}", name=name), self._ready, style="primary")])
        self.group.ring = False

    def button_rect(self) -> pygame.Rect:
        """Where the ready button is: centred in the window."""
        scale = self.app.scale
        button = self.group.buttons[0]
        rect = pygame.Rect(0, 0, max(button.fit_width(scale), int(180 * scale)), int(48 * scale))
        rect.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        button.rect = rect
        return rect

    def wakeup_ms(self) -> int | None:
        return self.guard_ms if self.guard_ms > 0 else None

    def update(self, dt_ms: int) -> None:
        self.guard_ms = max(0, self.guard_ms - dt_ms)

    def _ready(self) -> None:
        self.app.remove(self)
        self.on_ready()

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "motion":
            self.button_rect()
            self.group.handle(intent)
            return True
        if self.guard_ms > 0:
            return True  # too soon after it came up: meant for the board under it
        ready_key = intent.kind == "key" and intent.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        )
        if ready_key:
            self._ready()
        elif intent.kind == "click" and intent.button == 1:
            self.button_rect()
            self.group.handle(intent)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        scale = self.app.scale
        surface.fill((16, 17, 21))
        cx, cy = surface.get_width() // 2, surface.get_height() // 2
        theme.draw_symbol(
            surface, self.symbol, (cx, cy - int(140 * scale)), int(34 * scale), self.rgb
        )
        title = theme.text(tr("Pass to {name}", name=self.name), int(40 * scale), self.rgb, True)
        top = cy - int(70 * scale) - title.get_height() // 2
        surface.blit(title, (cx - title.get_width() // 2, top))
        self.button_rect()
        self.group.draw(surface, scale)
        why = theme.text(  # playtest 28: the curtain did not say why it came this time
            tr("What comes next is secret: only {name} should see the screen.", name=self.name),
            int(20 * scale),
            theme.TEXT_SOFT,
        )
        surface.blit(why, (cx - why.get_width() // 2, cy + int(44 * scale)))
        hint = theme.text(
            tr("Click the button or press Enter when {name} is at the screen.", name=self.name),
            int(20 * scale),
            theme.TEXT_DIM,
        )
        surface.blit(hint, (cx - hint.get_width() // 2, cy + int(52 * scale) + why.get_height()))


def save_choices(
    folder: Path | Callable[[], Path], open_save: Callable[[Path], None]
) -> list[tuple[str, Callable[[], None], bool]]:
    """The saves in ``folder``, newest first, as choices for a ChoiceDialog (only regular
    files: a pipe, a folder or a broken link named ``*.json`` is left out)."""
    dated = []
    for path in save_files(folder):
        try:
            info = os.stat(path)
        except (OSError, ValueError):
            continue
        if stat.S_ISREG(info.st_mode):
            dated.append((info.st_mtime, path))
    dated.sort(key=lambda item: item[0], reverse=True)
    choices = []
    for mtime, path in dated[:8]:
        stamp = moment_words(mtime)
        name = escaped(path.stem)
        name = name if len(name) <= 40 else name[:39] + "…"
        choices.append((f"{name}  ({stamp})", lambda p=path: open_save(p), True))
    return choices


class ConfirmDialog(Dialog):
    """Asks before something that cannot be taken back (deleting a saved game).

    The safe choice comes first and has the focus, so Enter, Esc or a stray click on it
    changes nothing; only the confirm button runs ``on_confirm``.
    """

    def __init__(
        self,
        app,
        title: str,
        lines: list[str],
        confirm: str,
        on_confirm: Callable[[], None],
        cancel: str = "",
    ) -> None:
        super().__init__(app, title, lines)
        self.confirm_label = confirm
        self.cancel_label = cancel or tr("Cancel")
        self.on_confirm = on_confirm

    def buttons(self) -> list[Button]:
        return [
            Button(self.cancel_label, self.close, style="primary"),
            Button(self.confirm_label, self._confirm),
        ]

    def _confirm(self) -> None:
        self.close()
        self.on_confirm()


def draw_hint_marks(
    surface: pygame.Surface,
    rects: Sequence[pygame.Rect],
    scale: float,
    reach: int | None = None,
) -> None:
    """A double outline all round each part a hint or the lesson shows, on a dark halo: a
    shape no move's corner marks take, in a colour (``theme.HINT``) no seat has.

    ``reach``: the pixels clear round the part, when fewer than the double outline takes
    (King's Forge's docks rows lie 1 px apart): then one outline that close, whole outside the
    part, so it covers neither the part's content nor its neighbours' (playtest 11)."""
    w = max(2, int(2 * scale))
    gap = max(2, int(2 * scale))
    if reach is not None and reach < 2 * (w + gap) + 3:
        for rect in rects:
            pygame.draw.rect(surface, theme.HINT, rect.inflate(2 * reach, 2 * reach), min(w, reach))
        return
    for rect in rects:
        outer = rect.inflate(2 * (w + gap) + 4, 2 * (w + gap) + 4)
        pygame.draw.rect(surface, theme.HALO, outer.inflate(2, 2), w + gap + 2)
        pygame.draw.rect(surface, theme.HINT, outer, w)
        pygame.draw.rect(surface, theme.HINT, outer.inflate(-2 * (w + gap), -2 * (w + gap)), w)
