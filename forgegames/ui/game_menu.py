"""The game frame's menu and what it opens: the legend, the rules, saving and loading (and
saving the position as an example), the settings it cycles (computer speed, animations, large
print, sound), leaving, and the results."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from forgegames.core.errors import SaveError
from forgegames.core.i18n import tr
from forgegames.core.paths import saves_dir
from forgegames.core.saved_games import create_game_file
from forgegames.core.saves import save_text
from forgegames.ui import legend, rules_browser, sound
from forgegames.ui.animation import ANIMATION_SPEEDS
from forgegames.ui.app import (
    BOT_SPEEDS,
    SMALL_WINDOW_WORDS,
    large_print_held_back,
    large_print_label,
)
from forgegames.ui.boards import legends
from forgegames.ui.example_dialog import ExampleNameDialog
from forgegames.ui.overlays import ChoiceDialog, save_choices
from forgegames.ui.results import Results


def short_folder(folder: Path) -> str:
    """A folder as a person reads it: the home folder as ~ (a save's message named the
    whole path, longer than the line; playtest 4)."""
    try:
        return str(Path("~") / folder.relative_to(Path.home()))
    except (ValueError, RuntimeError):  # not under the home folder, or no home known
        return str(folder)


class GameMenu:
    """Mixed into ``GameScene``: the Menu, the Legend and what they open."""

    app: Any
    session: Any
    title: Any
    board: Any
    animations: Any
    computer: Any
    table_on: bool
    toggle_table_view: Any
    forget_hover: Any
    menu_dialog: Any = None
    """The menu as last opened (a setting changed in it opens it again as it was)."""

    def open_legend(self) -> None:
        """The board's legend: the seats, then the board's own icons, codes and colours."""
        self.forget_hover()
        self.app.push(
            legend.Legend(
                self.app, tr("Legend: {game}", game=self.title.info.name), self.legend_entries()
            )
        )

    def legend_entries(self) -> list[legend.Entry]:
        entries = [legend.heading(tr("Players"))]
        for seat, config in enumerate(self.session.config.seats):
            look = self.seat_colour(seat)
            words = tr(
                "{name}: {colour} {symbol}",
                name=config.name,
                colour=tr(look.name).lower(),
                symbol=tr(look.symbol),
            )
            note = self.top_bar.seat_note(seat)
            words = f"{words} {note}" if note else words
            entries.append(legend.Entry(words, "seat", rgb=look.rgb, symbol=look.symbol))
        others = getattr(self.board, "unseated_colours", None)
        for colour, words in others() if others is not None else ():
            look = self.seat_colour(colour)
            entries.append(legend.Entry(words, "seat", rgb=look.rgb, symbol=look.symbol))
        bots = sorted(self.session.bots)
        computer = self.seat_colour(bots[0]).rgb if bots else None
        entries += legend.table_entries(computer, getattr(self.board, "change_mark_picture", None))
        own = getattr(self.board, "legend_entries", None)
        return entries + (own() if own is not None else legends.entries(self.title.info.id))

    def open_menu(self, focus: int | None = None) -> None:
        """The menu; ``focus``: the choice that keeps the keyboard focus (a setting just
        changed, the menu opened again under the pointer)."""
        speed = self.app.bot_speed
        choices = [
            (tr("Save"), self.save, True),
            (tr("Save as an example…"), self.save_example, self.session.origin is None),
            (tr("Load…"), self.load, True),
            (tr("Undo"), self.undo, self.session.can_undo(self.undo_seat())),
            (tr("Redo"), self.redo, self.session.can_redo()),
            (
                tr("Animations: {speed}", speed=tr(self.app.animation_speed)),
                self.next_animation_speed,
                True,
            ),
            (large_print_label(self.app.large_print), self.next_large_print, True),
            (
                tr("Table view (V): on") if self.log_column.table_on else tr("Table view (V): off"),
                self.toggle_table_view,
                True,
            ),
            (tr("Computer speed: {speed}", speed=tr(speed)), self.next_speed, True),
            (tr("Sound: off") if sound.player.muted else tr("Sound: on"), self.toggle_sound, True),
            (
                tr("Hints: on") if self.session.hints_on else tr("Hints: off"),
                self.toggle_hints,
                True,
            ),
            (
                tr("Teaching table: undo anything: on")
                if self.session.teaching
                else tr("Teaching table: undo anything: off"),
                self.toggle_teaching,
                True,
            ),
            (tr("Volume: {v}%", v=sound.player.volume), self.next_volume, True),
            (tr("Rules"), self.show_rules, True),
            self.leave_choice(),
        ]
        settings = (
            self.next_animation_speed,
            self.next_large_print,
            self.toggle_table_view,
            self.next_speed,
            self.toggle_sound,
            self.toggle_hints,
            self.toggle_teaching,
            self.next_volume,
        )
        choices = [
            (label, self.setting_in_menu(action, i) if action in settings else action, on)
            for i, (label, action, on) in enumerate(choices)
        ]
        menu = ChoiceDialog(self.app, tr("Menu"), choices)
        self.app.push(menu)
        if focus is not None:
            menu.group.focus = focus
        self.menu_dialog = menu

    def setting_in_menu(self, change: Any, index: int) -> Any:
        """A setting's choice: it changes the setting and the menu stays open showing the new
        value (playtest 12: the menu closed on Large print, so the Esc meant to close it
        opened it again)."""

        def change_and_stay() -> None:
            ring = self.menu_dialog.group.ring  # hidden after a click, shown after a key
            change()
            self.open_menu(focus=index)
            self.menu_dialog.group.ring = ring

        return change_and_stay

    def leave_choice(self) -> tuple[str, Any, bool]:
        """The menu's last choice: how to leave this screen."""
        return (tr("Quit to launcher"), self.quit_to_launcher, True)

    def next_speed(self) -> None:
        """Cycle the computer players' pace (remembered for the next games)."""
        speeds = list(BOT_SPEEDS)
        speed = speeds[(speeds.index(self.app.bot_speed) + 1) % len(speeds)]
        self.app.bot_speed = speed
        self.computer.timer = min(self.computer.timer, self.app.bot_delay_ms)
        self.show_toast(tr("Computer players now move at {speed} speed.", speed=tr(speed)), False)

    def toggle_sound(self) -> None:
        """Mute or unmute the sound effects (remembered, like the speed)."""
        sound.player.muted = not sound.player.muted
        self.show_toast(tr("Sound off.") if sound.player.muted else tr("Sound on."), False)

    def next_volume(self) -> None:
        volume = sound.player.next_volume()
        self.show_toast(tr("Sound volume: {v}%", v=volume), False)
        sound.play("coins")  # a sample at the new volume

    def next_animation_speed(self) -> None:
        """Cycle the animations' speed: normal, fast, off (remembered for the next games)."""
        speeds = list(ANIMATION_SPEEDS)
        speed = speeds[(speeds.index(self.app.animation_speed) + 1) % len(speeds)]
        self.app.animation_speed = speed
        self.animations.skip()
        self.show_toast(tr("Animations: {speed}.", speed=tr(speed)), False)

    def next_large_print(self) -> None:
        """Cycle large print: off, large, larger (remembered; the board is laid out again)."""
        words = large_print_label(self.app.next_large_print()) + "."
        if large_print_held_back(self.app.size):  # the boards grow less than chosen, or not
            words += " " + tr(SMALL_WINDOW_WORDS)
        self.show_toast(words, False)

    def save(self) -> None:
        """A manual save in ``saves/``, in a file of its own (created exclusively: two saves
        in the same second, from two programs, keep two files)."""
        try:
            text = save_text(self.session.save_data())
            path = create_game_file(self.title.info.id, text, saves_dir())
        except SaveError as exc:  # a game started from a scenario
            self.show_toast(str(exc))
            return
        except OSError as exc:  # the folder cannot be written
            self.show_toast(tr("Not saved: {reason}", reason=str(exc)))
            return
        self.show_toast(
            tr("Saved as {name} in {folder}", name=path.name, folder=short_folder(path.parent)),
            error=False,
        )

    def save_example(self) -> None:
        """Keep the position as one of the teacher's own examples, under a name they type."""
        self.app.push(ExampleNameDialog(self.app, self))

    def load(self) -> None:
        choices = save_choices(saves_dir, self.open_save)
        lines = [] if choices else [tr("No saved games yet.")]
        self.app.push(ChoiceDialog(self.app, tr("Load a saved game"), choices, lines))

    def show_rules(self, section: str | None = None, search: str = "") -> None:
        """The rules browser, at ``section`` or at the first line holding ``search``."""
        self.forget_hover()
        info = self.title.info
        where: dict = {"section": section} if section else {"search": search} if search else {}
        variant = self.session.config.variant
        entries = self.legend_entries()
        rules_browser.open_rules(self.app, info.id, info.name, entries, variant=variant, **where)

    def quit_to_launcher(self) -> None:
        self.app.go_home()

    def show_results(self) -> None:
        self.app.push(Results(self.app, self))
