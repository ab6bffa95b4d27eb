"""The launcher: the games in progress and the finished ones (continue, results, delete), and a
new game's title, seats (name, colour, person or computer player), variant and seed.

Every game keeps its own file (``forgegames.core.saved_games``), so the launcher lists them all
and starting a new game never touches another. The settings of the last game started are
remembered (preferences key ``launcher``). What changes only with the layout or the model is
drawn once onto a cached layer; hover, focus and tooltips are drawn live over it.

This module is the scene (layout, input, drawing, opening a game); the New game page is
``launcher_new_game``'s and the saved games' pages are ``launcher_games``'.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Hashable, Sequence
from pathlib import Path

import pygame

from forgegames.core import registry
from forgegames.core.errors import ContentError, IllegalAction, SaveError
from forgegames.core.i18n import LANGUAGE_PREFERENCE, LANGUAGES, language, set_language, tr
from forgegames.core.locks import GameInUse
from forgegames.core.paths import saves_dir
from forgegames.core.preferences import set_preference
from forgegames.core.saved_games import SavedGame
from forgegames.core.saves import read_save
from forgegames.core.seats import default_name
from forgegames.core.session import Session
from forgegames.core.title import TitleInfo
from forgegames.core.tutorial import load_tutorial, resume_lesson, start_lesson
from forgegames.ui import theme
from forgegames.ui.app import SMALL_WINDOW_WORDS, large_print_label
from forgegames.ui.boards.places import place_tooltip
from forgegames.ui.intents import Intent
from forgegames.ui.launcher_games import FINISHED, NEW, PLAYING, GameRow, SavedGamesPages
from forgegames.ui.launcher_new_game import MAX_NAME, NewGamePage, SeatDraft, fresh_seats
from forgegames.ui.overlays import ChoiceDialog, MessageDialog, save_choices
from forgegames.ui.scene import Scene
from forgegames.ui.title_checks import TitleChecks
from forgegames.ui.widgets import Button, ButtonGroup

FRESH_S = 30.0
"""The "last played" words are refreshed on input once they are older than this."""
CHECK_POLL_MS = 50
"""How often the launcher looks for titles the worker has checked (it draws meanwhile)."""


def draw_tooltip(
    surface: pygame.Surface,
    head: str,
    body: str,
    anchor: pygame.Rect,
    scale: float,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """A tooltip box beside ``anchor``, placed as every tooltip is (``place_tooltip``: the
    first side with room that covers none of ``avoid``, the other buttons); returns its rect."""
    size = int(16 * scale)
    pad = int(10 * scale)
    width = int(380 * scale)
    lines = [(head, True)] + [(line, False) for line in theme.wrap(body, size, width - 2 * pad)]
    line_h = theme.font(size).get_linesize()
    box = pygame.Rect(0, 0, width, 2 * pad + len(lines) * line_h)
    placed = place_tooltip(box.size, anchor, surface.get_rect(), avoid)
    if placed is None:  # no side has the room: under the button, slid onto the screen
        placed = box.move(anchor.x, anchor.bottom + int(6 * scale)).clamp(surface.get_rect())
    box = placed
    radius = max(3, int(6 * scale))
    pygame.draw.rect(surface, (18, 19, 24), box, border_radius=radius)
    pygame.draw.rect(surface, theme.ACCENT, box, 1, border_radius=radius)
    for i, (line, bold) in enumerate(lines):
        colour = theme.ACCENT if bold else theme.TEXT
        surface.blit(theme.text(line, size, colour, bold), (box.x + pad, box.y + pad + i * line_h))
    return box


class Launcher(Scene, NewGamePage, SavedGamesPages):
    """The home screen, with three pages (tabs): New game, In progress, Finished.

    It opens on the games in progress when there are any. Buttons are rebuilt (``rebuild``)
    whenever the layout or the model changes, which also drops the cached static layer.
    """

    fills_window = True  # its first step blits its whole-window picture (``layer``)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.titles: list[TitleInfo] = registry.infos()  # no title's rules imported (#40)
        playable = [i for i, t in enumerate(self.titles) if t.available]
        self.selected = playable[0] if playable else 0
        self.seats = fresh_seats()
        self.seats_by_title: dict[str, list[SeatDraft]] = {}
        """Each title's seats as last set (``seats`` is the chosen title's list): names, colours
        and who plays stay with their title (issue #39)."""
        self.players = 2
        self.variant = self.titles[self.selected].launcher_variant() if self.titles else 0
        self.options: dict[str, str] = {}
        """Option values chosen here, by key (the title's defaults stand for the rest)."""
        self.seat_rows: list[int] = []
        self.seat_roles: list[tuple[str, int, int]] = []
        self.seat_looks: list[list[theme.SeatColour]] = []  # (Warparty's armies)
        """What each seat commands (words, x, y), drawn under its row (Warparty's armies)."""
        self.option_rows: list[tuple[str, int]] = []
        self.score_lines: list[str] = []
        self.seed_text = ""
        self.teaching = False
        """The new game starts at a teaching table (Undo takes back anything)."""
        self.editing: tuple[str, int] | None = None
        self.group = ButtonGroup()
        self.keys: list[Hashable] = []
        """A stable name for each button of ``group`` (the focus follows it across rebuilds)."""
        self.want_focus: Hashable | None = None
        self.tips: dict[Hashable, tuple[str, str]] = {}
        """Tooltips (heading, text) of the buttons that explain themselves, by key."""
        self.tip_rect: pygame.Rect | None = None
        self.by_keys = False
        """True after a key, False after the mouse moves or clicks: the focused button shows
        its tooltip only to a player using the keys (a click focuses the button it presses,
        and its tooltip stayed, covering "Best scores", after the mouse had left)."""
        """Where the tooltip was last drawn (None when none is shown)."""
        self.mouse: tuple[int, int] | None = None
        self.layer: pygame.Surface | None = None
        self.picture: pygame.Rect | None = None
        """Where the chosen title's picture was last drawn in its showcase (ux31)."""
        self.size = self.app.size
        self.broken: dict[str, ContentError] = {}
        """The titles whose data was found broken, with the first problem (they cannot start)."""
        self.unchecked = [i.id for i in registry.infos(include_unlisted=True) if i.available]
        """The titles whose data is still to be checked: none before the first frame (issue
        #40), then all of them in a worker thread (``checks``) while the launcher keeps
        drawing, or at once when a game of it is about to start."""
        self.checks: TitleChecks | None = None
        self.shown = False
        self.games: list[SavedGame] = []
        self.lost = 0
        self.listed_at = 0.0
        self.load_games()
        self.page = {PLAYING: 0, FINISHED: 0}
        self.tab = PLAYING if self.listed(PLAYING) else NEW
        self.rows: list[GameRow] = []
        self.pages = 1
        self.restore()
        self.check_first()

    def wakeup_ms(self) -> int | None:
        if not (self.shown and self.unchecked):
            return None
        return 0 if self.checks is None else CHECK_POLL_MS

    def update(self, dt_ms: int) -> None:
        if self.shown and self.unchecked:
            if self.checks is None:  # the first tick after the first frame
                self.checks = TitleChecks(self.unchecked)
            self.checks.start()  # (once)
            self.take_checks()

    def select(self, index: int) -> None:
        super().select(index)
        self.check_first()

    def check_first(self) -> None:
        """The title on show is the next to check (the player may start it soon)."""
        if self.info.id in self.unchecked:
            self.unchecked.remove(self.info.id)
            self.unchecked.insert(0, self.info.id)
            if self.checks is not None:
                self.checks.first(self.info.id)

    def exit(self) -> None:
        if self.checks is not None:
            self.checks.stop()

    def take_checks(self) -> None:
        """Mark the titles the worker has checked since the last tick; a broken one is
        reported on the terminal and the launcher is laid out again."""
        if self.checks is None:
            return
        for title_id, error in self.checks.take().items():
            if title_id in self.unchecked:
                self.unchecked.remove(title_id)
            if error is not None:
                self.broken[title_id] = error
                print(f"forgegames: {title_id}: broken data: {error}", file=sys.stderr)
                self.rebuild()

    def check(self, title_id: str) -> ContentError | None:
        """One title's data checked now, if it was not yet (a game of it is about to start):
        checked here if the worker has not reached it, else its check awaited."""
        if title_id in self.unchecked:
            if self.checks is None:
                self.checks = TitleChecks(self.unchecked)
            self.checks.now(title_id)
            self.take_checks()
        return self.broken.get(title_id)

    def startable(self) -> bool:
        """Whether the chosen title's data is sound (checked now if it was not yet); if
        not, the player is told why and nothing starts."""
        if self.check(self.info.id) is None:
            return True
        self.app.push(MessageDialog(self.app, tr("Start game"), [self.unavailable_reason()]))
        return False

    def edit(self, field: str, index: int = 0) -> None:
        self.editing = (field, index)
        pygame.key.start_text_input()
        self.rebuild()

    def stop_editing(self) -> None:
        if self.editing and self.editing[0] == "name":
            seat = self.seats[self.editing[1]]
            seat.name = seat.name.strip() or default_name(self.editing[1])
        self.editing = None
        self.rebuild()

    def start(self) -> None:
        """Start a new game in its own new file; remember these settings for next time."""
        self.stop_editing()
        if not self.startable():
            return
        seed = int(self.seed_text) if self.seed_text else random.randrange(1, 10**9)
        config = self.config()
        self.remember()
        try:
            session = Session.start(config, seed, own_file=True)
            if self.teaching:
                session.set_teaching(True)
        except OSError as exc:  # games/ cannot be written: the game could not keep its file
            print(f"forgegames: {exc}", file=sys.stderr)
            self.app.push(MessageDialog(self.app, tr("This game cannot be saved"), [str(exc)]))
            return
        self.open_game(session)

    def learn(self) -> None:
        """The chosen title's guided first game: a lesson played on its board, saved from
        the start, so a lesson left before its end is listed In progress (issue #39); a broken
        lesson file is reported and the launcher stays."""
        if not self.startable():
            return
        title = registry.get(self.info.id)
        try:
            session = start_lesson(title, load_tutorial(title))
        except (ContentError, IllegalAction) as exc:
            print(f"forgegames: {exc}", file=sys.stderr)
            self.app.push(MessageDialog(self.app, tr("This lesson cannot start"), [str(exc)]))
            return
        try:
            session.keep_saving(None)
        except OSError as exc:  # the user data folder cannot be written: play on unsaved
            print(f"forgegames: {exc}", file=sys.stderr)
        self.open_game(session)

    def ask_lesson(self, path: Path) -> None:
        """A lesson left before its end: take the lesson up again where it was left, or go on
        from there as a free game."""
        choices = [
            (tr("Resume the lesson"), lambda: self.resume_lesson(path), True),
            (tr("Play on freely from here"), lambda: self.resume_free(path), True),
        ]
        lines = [tr("This lesson was left before its end.")]
        self.app.push(ChoiceDialog(self.app, tr("An unfinished lesson"), choices, lines))

    def resume_lesson(self, path: Path) -> None:
        self.app.show_working(tr("Opening the game…"))
        try:
            data = read_save(path)
            title = registry.get(data.config.game)
            session = resume_lesson(title, load_tutorial(title), data.actions, data.lesson_read)
            session.hints_on = data.hints_on if data.hints_on is not None else session.hints_on
            session.keep_saving(path)
        except (ContentError, IllegalAction, SaveError, OSError, KeyError) as exc:
            print(f"forgegames: {exc}", file=sys.stderr)
            self.app.push(MessageDialog(self.app, tr("This lesson cannot start"), [str(exc)]))
            return
        self.open_game(session)

    def resume_free(self, path: Path) -> None:
        """The unfinished lesson's position, played on as a free game (listed as the game
        after the lesson)."""
        self.resume(path, copy=False)
        top = self.app.stack.top
        session = getattr(top, "session", None)
        if session is not None and session.autosave == path:
            session.after_lesson = True
            session.save(path)

    def open_game(self, session: Session) -> None:
        from forgegames.ui.game_scene import GameScene

        self.app.replace(GameScene(self.app, session))

    def open_save(self, path: Path) -> None:
        """Open a saved game: one in progress goes on in its own file, a finished one shows
        its results, a manual save goes on in a new game file. A broken file is reported and
        left untouched. An unfinished lesson asks how to go on."""
        game = next((g for g in self.games if g.path == path), None)
        if game is not None and game.in_lesson:
            self.ask_lesson(path)
            return
        self.resume(path, copy=False)

    def resume(self, path: Path, copy: bool) -> None:
        """Open ``path`` to play on (``copy``: in a new file); a game another program plays is
        offered as a copy, and a notice about the file is shown over the board."""
        self.app.show_working(tr("Opening the game…"))
        try:
            session = Session.resume(path, copy=copy)
        except GameInUse as exc:
            why = tr(
                "Another program (process {pid}) is playing this game. You can go on in a "
                "copy of it: both go on, each in its own file.",
                pid=exc.pid,
            )
            choice = (tr("Open a copy"), lambda: self.resume(path, copy=True), True)
            self.app.push(
                ChoiceDialog(self.app, tr("This game is open elsewhere"), [choice], [why])
            )
            return
        except SaveError as exc:
            print(f"forgegames: {exc}", file=sys.stderr)
            self.app.push(MessageDialog(self.app, tr("This save cannot be opened"), [str(exc)]))
            return
        self.open_game(session)
        if session.notice:
            self.app.push(MessageDialog(self.app, tr("A new file for this game"), [session.notice]))

    def show_saves(self) -> None:
        choices = save_choices(saves_dir, self.open_save)
        lines = [] if choices else [tr("No saved games yet.")]
        self.app.push(ChoiceDialog(self.app, tr("Load a saved game"), choices, lines))

    def next_language(self) -> None:
        """Switch every text to the next language at once, and remember it."""
        names = list(LANGUAGES)
        now = language()
        chosen = names[(names.index(now) + 1) % len(names)] if now in names else names[0]
        set_language(chosen)
        set_preference(LANGUAGE_PREFERENCE, chosen)
        self.localise_default_names()
        self.want_focus = "language"
        self.rebuild()

    def next_size(self) -> None:
        """Switch large print to its next setting, and remember it (every page is laid out
        again at once)."""
        self.want_focus = "large"
        self.app.next_large_print()

    def explain_disabled(self, button: Button) -> None:
        if button.tooltip:
            self.app.push(MessageDialog(self.app, button.label, [button.tooltip]))

    # --- layout ----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.rebuild()

    def rebuild(self) -> None:
        """Lay out every button for the current page and model; the cached layer is redrawn
        at the next frame."""
        self.layer = None
        old = self.keys[self.group.focus] if self.group.focus is not None else None
        # large print as large as the page holds (the plain scale at least: made to fit)
        s, least = theme.scale_for(self.size), theme.board_scale_for(self.size)
        buttons = self.lay_out(s)
        while s > least and not self.fits(s):
            s = max(least, s - 0.05)
            buttons = self.lay_out(s)
        self.s = s
        self.group.set(buttons)
        wanted = self.want_focus if self.want_focus is not None else old
        self.want_focus = None
        # The focus follows its button's key (labels repeat: every row has a Delete).
        self.group.focus = self.keys.index(wanted) if wanted in self.keys else None
        hovered = self.group.at(self.mouse) if self.mouse is not None else None
        self.group.hover = buttons.index(hovered) if hovered is not None else None

    def fits(self, s: float) -> bool:
        """The page laid out at scale ``s`` shows everything: the title left of the corner's
        buttons, and the new game's settings above its bottom row of buttons."""
        title = theme.font(int(44 * s), True).size(tr("forgegames"))[0]
        if int(24 * s) + title + int(10 * s) > self.corner_x:
            return False
        return self.tab != NEW or self.settings_bottom <= self.buttons_top

    def lay_out(self, s: float) -> list[Button]:
        """Every button of the page at scale ``s``, placed (in Tab order)."""
        self.keys = []
        self.tips = {}
        buttons: list[Button] = []

        def add(key: Hashable, button: Button, tip: tuple[str, str] | None = None) -> Button:
            self.keys.append(key)
            buttons.append(button)
            if tip is not None:
                self.tips[key] = tip
            return button

        self.layout_header(add, s)
        if self.tab == NEW:
            self.layout_new(add, s)
        else:
            self.layout_list(add, s)
        self.layout_corner(add, s)
        return buttons

    def layout_header(self, add: Callable[..., Button], s: float) -> None:
        """The page tabs under the title."""
        pad = int(24 * s)
        h = int(40 * s)
        x, y = pad, int(80 * s)
        specs = [
            (NEW, tr("New game")),
            (PLAYING, tr("In progress ({n})", n=len(self.listed(PLAYING)))),
            (FINISHED, tr("Finished ({n})", n=len(self.listed(FINISHED)))),
        ]
        for tab, label in specs:
            style = "primary" if tab == self.tab else "normal"
            button = add(("tab", tab), Button(label, lambda t=tab: self.show_tab(t), style=style))
            width = max(button.fit_width(s), int(150 * s))
            button.rect = pygame.Rect(x, y, width, h)
            x += width + int(10 * s)
        self.content = pygame.Rect(pad, y + h + int(12 * s), 0, 0)
        self.content.size = (self.size[0] - 2 * pad, self.size[1] - self.content.y - pad)

    def layout_corner(self, add: Callable[..., Button], s: float) -> None:
        """Load a save… and Quit, at the top right of every page."""
        h = int(40 * s)
        words = tr("Language: {name}", name=LANGUAGES.get(language(), language()))
        tip = (tr("Language"), tr("The language of every screen and of King's Forge's cards."))
        speech = add("language", Button(words, self.next_language), tip)
        tip = (
            tr("Large print"),
            tr("Everything larger, to read the board from afar (a projector, a big table).")
            + " "
            + tr(SMALL_WINDOW_WORDS),
        )
        large = add("large", Button(large_print_label(self.app.large_print), self.next_size), tip)
        load = add("load", Button(tr("Load a save…"), self.show_saves))
        quit_ = add("quit", Button(tr("Quit"), self.quit, style="quiet"))
        right = self.size[0] - int(24 * s)
        for button in (
            quit_,
            load,
            large,
            speech,
        ):  # laid out from the right, in Tab order left to right
            width = button.fit_width(s) + int(12 * s)
            button.rect = pygame.Rect(right - width, int(26 * s), width, h)
            right -= width + int(10 * s)
        self.corner_x = right

    def quit(self) -> None:
        self.app.running = False

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        if time.time() - self.listed_at > FRESH_S and self.tab != NEW:
            self.load_games()  # "last played" words stay true while the launcher is open
            self.rebuild()
        if intent.kind == "motion":
            self.mouse = intent.pos
        if intent.kind in ("motion", "click", "key"):
            self.by_keys = intent.kind == "key"
        if self.editing is not None and self._handle_typing(intent):
            return True
        if intent.kind == "click" and self.editing is not None:
            self.stop_editing()
        if intent.kind == "key" and intent.key == pygame.K_ESCAPE:
            return True
        if intent.kind == "key" and intent.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn_page(1 if intent.key == pygame.K_PAGEDOWN else -1)
            return True
        if intent.kind == "wheel" and self.content.collidepoint(intent.pos):
            self.turn_page(-1 if intent.dy > 0 else 1)
            return True
        return self.group.handle(intent, self.explain_disabled)

    def _handle_typing(self, intent: Intent) -> bool:
        field, index = self.editing  # type: ignore[misc]
        if intent.kind == "text":
            if field == "name":
                seat = self.seats[index]
                seat.name = (seat.name + intent.text)[:MAX_NAME]
            elif intent.text.isdigit():
                self.seed_text = (self.seed_text + intent.text)[:9]
            self.rebuild()
            return True
        if intent.kind != "key":
            return False
        if intent.key == pygame.K_BACKSPACE:
            if field == "name":
                self.seats[index].name = self.seats[index].name[:-1]
            else:
                self.seed_text = self.seed_text[:-1]
            self.rebuild()
            return True
        if intent.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            self.stop_editing()
            return intent.key != pygame.K_TAB
        return True

    def boxes(self) -> dict[str, pygame.Rect]:
        """Every button and, inside it, its label as last drawn (see ``Scene.boxes``): a label
        drawn past its button, or two buttons over each other, show in the text report."""
        out = {}
        for key, button in zip(self.keys, self.group.buttons, strict=False):
            name = f"button {key}: {button.label}".replace("/", "∕")  # '/' parts a path
            out[name] = button.rect
            if button.label_rect is not None:
                out[f"{name}/label"] = button.label_rect
        if self.tab == NEW:  # the chosen title's picture and words (ux31)
            out["showcase"] = self.showcase
            if self.picture is not None:
                out["showcase/picture"] = self.picture
        return out

    # --- drawing ---------------------------------------------------------------------------
    def tooltip(self) -> tuple[tuple[str, str], pygame.Rect] | None:
        """The tooltip to show: the hovered button's, else (after a key) the focused one's."""
        for index in (self.group.hover, self.group.focus if self.by_keys else None):
            if index is not None and index < len(self.keys) and self.keys[index] in self.tips:
                return self.tips[self.keys[index]], self.group.buttons[index].rect
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if self.layer is None or self.layer.get_size() != surface.get_size():
            self.layer = pygame.Surface(surface.get_size()).convert()
            self.layer.fill(theme.BG)
            self.draw_static(self.layer)
        surface.blit(self.layer, (0, 0))
        self.draw_live(surface)
        self.shown = True

    def draw_live(self, surface: pygame.Surface) -> None:
        """What changes with the pointer and the keyboard: hover, focus, the tooltip."""
        s = self.s
        focus, hover = self.group.ringed, self.group.hover
        if self.tab == NEW and hover is not None and hover < len(self.keys):
            self.draw_hovered_showcase(surface, self.keys[hover])
        for index in {focus, hover} - {None}:
            if index < len(self.group.buttons):
                self.group.buttons[index].draw(surface, s, index == focus, index == hover)
        tip = self.tooltip()
        others = [b.rect for b in self.group.buttons]  # the tooltip leaves the next click free
        self.tip_rect = draw_tooltip(surface, *tip[0], tip[1], s, others) if tip else None

    def draw_static(self, surface: pygame.Surface) -> None:
        """Everything that changes only with the layout or the model (the cached layer)."""
        s = self.s
        title = theme.text(tr("forgegames"), int(44 * s), theme.ACCENT, True)
        surface.blit(title, (int(24 * s), int(18 * s)))
        sub = theme.text(tr("Tabletop games for one screen"), int(18 * s), theme.TEXT_DIM)
        if int(36 * s) + title.get_width() + sub.get_width() < self.corner_x:
            surface.blit(sub, (int(34 * s) + title.get_width(), int(42 * s)))
        if self.tab == NEW:
            self.draw_new(surface, s)
        else:
            self.draw_list(surface, s)
        for button in self.group.buttons:
            button.draw(surface, s, False, False)
