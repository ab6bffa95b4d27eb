"""The launcher's New game page: the chosen title, its seats (name, colour, person or computer
player), variant, options and seed, laid out and drawn; and the settings remembered from the
last game started (preferences key ``launcher``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pygame

from forgegames.core import high_scores, registry, rules_text
from forgegames.core.bot_words import computer_label, seat_order
from forgegames.core.dates import stored_day_words
from forgegames.core.i18n import number, tr
from forgegames.core.preferences import get_preference, set_preference
from forgegames.core.seats import DEFAULT_NAMES, default_name, is_default_name
from forgegames.core.title import GameConfig, SeatConfig, TitleInfo
from forgegames.core.tutorial import has_tutorial
from forgegames.ui import theme
from forgegames.ui.boards import board_part, legends
from forgegames.ui.launcher_games import PLAYING
from forgegames.ui.launcher_showcase import draw_showcase
from forgegames.ui.overlays import draw_panel
from forgegames.ui.widgets import Button

MAX_NAME = 14
PREFERENCE = "launcher"
"""The preferences key of the launcher's remembered settings."""


SEATS_BY_TITLE = "seats_by_title"
"""The remembered settings' key for each title's seats (name, colour, who plays) in its last
game started: a title's seat count and colours are its own (issue #39)."""
BOTS_BY_TITLE = "bots_by_title"
"""An older key: who played each seat in each title's last game started (read, not written)."""


def remembered_by_title(key: str) -> dict[str, list[Any]]:
    """A remembered per-title table (``SEATS_BY_TITLE`` or the older ``BOTS_BY_TITLE``)."""
    data = get_preference(PREFERENCE, {})
    saved = data.get(key) if isinstance(data, dict) else None
    if not isinstance(saved, dict):
        return {}
    return {k: v for k, v in saved.items() if isinstance(k, str) and isinstance(v, list)}


def fresh_seats() -> list[SeatDraft]:
    """Seats nobody has set: default names, the palette's colours in order, people."""
    return [SeatDraft(default_name(i), theme.PALETTE[i].id) for i in range(len(DEFAULT_NAMES))]


def teaching_label(on: bool) -> str:
    """The teaching table's checkbox, ticked or not."""
    return ("☑ " if on else "☐ ") + tr("Teaching table (undo anything)")


@dataclasses.dataclass
class SeatDraft:
    name: str
    colour: str
    bot: str | None = None


class NewGamePage:
    """Mixed into ``Launcher``: the New game page's model, layout and drawing."""

    app: Any
    titles: list[TitleInfo]
    selected: int
    seats: list[SeatDraft]
    seats_by_title: dict[str, list[SeatDraft]]
    players: int
    variant: int
    options: dict[str, str]
    broken: dict[str, Any]
    editing: tuple[str, int] | None
    size: tuple[int, int]
    rebuild: Callable[[], None]
    startable: Callable[[], bool]
    teaching: bool
    s: float
    picture: pygame.Rect | None
    listed: Callable[[str], list[Any]]
    open_save: Callable[[Any], None]
    describe_game: Callable[[Any], tuple[str, str, str]]
    learn: Callable[[], None]

    # --- model -----------------------------------------------------------------------------
    @property
    def info(self) -> TitleInfo:
        return self.titles[self.selected]

    def bot_kinds(self) -> list[str | None]:
        if not self.info.available:
            return [None]
        return [None, *seat_order(registry.get(self.info.id).bots())]

    @property
    def variant_id(self) -> str:
        return self.info.variants[self.variant].id

    def select(self, index: int) -> None:
        self.selected = index  # the title left keeps its seats in ``seats_by_title``
        self.players = min(max(self.players, self.info.min_players), self.info.max_players)
        self.variant = self.info.launcher_variant()
        if self.info.why_not_seats(self.variant_id, self.players):
            self.variant = 0
        self.options = {}
        self.take_title_seats()
        self.rebuild()

    def take_title_seats(self) -> None:
        """Make ``seats`` the chosen title's own: as last set for it in this launcher, else
        as in its last game started (remembered), else fresh. Names, colours and who plays
        never pass from one title to another (issue #39: a title's seat count and colours are
        its own), and Warparty's 'easy' kind is no reason for King's Forge to forget its bot."""
        kept = self.seats_by_title.get(self.info.id)
        if kept is None:
            kept = fresh_seats()
            saved = remembered_by_title(SEATS_BY_TITLE).get(self.info.id)
            if saved is None:  # remembered before seats were kept whole: who played only
                bots = remembered_by_title(BOTS_BY_TITLE).get(self.info.id, [])
                saved = [{"bot": bot} for bot in bots]
            for seat, entry in zip(kept, saved, strict=False):
                if isinstance(entry, dict):
                    self.restore_seat(seat, entry)
            self.seats_by_title[self.info.id] = kept
        self.seats = kept
        kinds = self.bot_kinds()
        for seat in self.seats:
            if seat.bot not in kinds:
                seat.bot = None
        self.localise_default_names()
        self.distinct_colours()

    def change_players(self, step: int) -> None:
        low, high = self.info.fewest_seats(), self.info.most_seats()
        self.players = min(max(self.players + step, low), high)
        if self.info.why_not_seats(self.variant_id, self.players):
            fitting = self.info.variants_for(self.players)
            if fitting:
                self.variant = self.info.variants.index(fitting[0])
        self.rebuild()

    def cycle_colour(self, seat: int, way: int = 1) -> None:
        """The seat's next colour no other seat has (``way`` -1: the one before)."""
        taken = {s.colour for i, s in enumerate(self.seats[: self.players]) if i != seat}
        ids = [c.id for c in theme.PALETTE]
        index = ids.index(self.seats[seat].colour)
        for step in range(1, len(ids)):
            candidate = ids[(index + way * step) % len(ids)]
            if candidate not in taken:
                self.seats[seat].colour = candidate
                break
        self.rebuild()

    def cycle_bot(self, seat: int, way: int = 1) -> None:
        """Who plays the seat: the next of Human, Computer — normal, ... (``seat_order``;
        ``way`` -1: the one before)."""
        kinds = self.bot_kinds()
        index = kinds.index(self.seats[seat].bot) if self.seats[seat].bot in kinds else 0
        self.seats[seat].bot = kinds[(index + way) % len(kinds)]
        self.rebuild()

    def cycle_variant(self, way: int = 1) -> None:
        """The next variant these seats may play (a solo variant only with one seat); ``way``
        -1, the one before."""
        fitting = self.info.variants_for(self.players)
        if fitting:
            current = self.info.variants[self.variant]
            index = fitting.index(current) if current in fitting else -way
            self.variant = self.info.variants.index(fitting[(index + way) % len(fitting)])
        self.rebuild()

    def cycle_option(self, key: str) -> None:
        option = next(o for o in self.info.options if o.key == key)
        value = self.options.get(key, option.default)
        index = option.values.index(value) if value in option.values else -1
        self.options[key] = option.values[(index + 1) % len(option.values)]
        self.rebuild()

    def settled_options(self) -> tuple[tuple[str, str], ...]:
        """The current variant's options: those chosen here, the defaults for the rest."""
        chosen = {
            o.key: self.options[o.key]
            for o in self.info.options_for(self.variant_id)
            if self.options.get(o.key) in o.values
        }
        return self.info.settle_options(self.variant_id, chosen)

    def config(self) -> GameConfig:
        seats = tuple(
            SeatConfig(s.name.strip() or default_name(i), s.colour, s.bot)
            for i, s in enumerate(self.seats[: self.players])
        )
        return GameConfig(self.info.id, seats, self.variant_id, self.settled_options())

    # --- remembered settings -----------------------------------------------------------------
    def remember(self) -> None:
        """Keep the settings of the game being started (preferences key ``launcher``)."""
        set_preference(
            PREFERENCE,
            {
                "title": self.info.id,
                "players": self.players,
                "variant": self.variant_id,
                "options": dict(self.settled_options()),
                SEATS_BY_TITLE: {
                    **remembered_by_title(SEATS_BY_TITLE),
                    **{
                        title: [dataclasses.asdict(seat) for seat in seats]
                        for title, seats in self.seats_by_title.items()
                    },
                },
                "teaching": self.teaching,
            },
        )

    def restore(self) -> None:
        """Take back the remembered settings, skipping any that are no longer valid (a title
        that is gone, a bot kind or a variant it no longer has, a colour taken twice)."""
        data = get_preference(PREFERENCE, {})
        if not isinstance(data, dict):
            self.take_title_seats()
            return
        ids = [info.id for info in self.titles]
        if data.get("title") in ids and self.titles[ids.index(data["title"])].available:
            self.selected = ids.index(data["title"])
        players = data.get("players")
        if type(players) is int and self.info.fewest_seats() <= players <= self.info.most_seats():
            self.players = players
        variants = [variant.id for variant in self.info.variants]
        variant = data.get("variant")
        if variant in variants and not self.info.why_not_seats(variant, self.players):
            self.variant = variants.index(variant)
        elif self.info.why_not_seats(self.variant_id, self.players):
            self.players = min(max(self.players, self.info.min_players), self.info.max_players)
        options = data.get("options")
        if isinstance(options, dict):
            self.options = {k: v for k, v in options.items() if isinstance(v, str)}
        seats = data.get("seats")  # remembered before each title kept its own seats
        if isinstance(seats, list) and self.info.id not in remembered_by_title(SEATS_BY_TITLE):
            kept = fresh_seats()
            for seat, saved in zip(kept, seats, strict=False):
                if isinstance(saved, dict):
                    self.restore_seat(seat, saved)
            self.seats_by_title[self.info.id] = kept
        self.teaching = data.get("teaching") is True
        self.take_title_seats()

    def localise_default_names(self) -> None:
        """Put every seat still called by a default name (of any language) under the current
        language's default: nobody chose 'Alice', so a Spanish table reads 'Ana'."""
        for index, seat in enumerate(self.seats):
            if is_default_name(seat.name, index):
                seat.name = default_name(index)

    def restore_seat(self, seat: SeatDraft, saved: dict[str, Any]) -> None:
        name = saved.get("name")
        if isinstance(name, str) and name.strip():
            seat.name = name.strip()[:MAX_NAME]
        colour = saved.get("colour")
        if isinstance(colour, str) and colour in {c.id for c in theme.PALETTE}:
            seat.colour = colour
        bot = saved.get("bot")
        if bot is None or (isinstance(bot, str) and bot in self.bot_kinds()):
            seat.bot = bot

    def distinct_colours(self) -> None:
        """Give a seat whose colour an earlier seat has the first free colour instead."""
        used: set[str] = set()
        for seat in self.seats:
            if seat.colour in used:
                seat.colour = next(c.id for c in theme.PALETTE if c.id not in used)
            used.add(seat.colour)

    def layout_new(self, add: Callable[..., Button], s: float) -> None:
        """The new game page: titles on the left, the table's settings on the right."""
        pad = int(24 * s)
        row = int(46 * s)
        area = self.content
        self.left = pygame.Rect(area.x, area.y, int(area.width * 0.37), area.height)
        self.right = pygame.Rect(
            self.left.right + pad, area.y, area.right - self.left.right - pad, area.height
        )
        y = self.left.y + int(16 * s)
        for i, info in enumerate(self.titles):
            label = info.name if info.available else f"{info.name} — {tr('coming soon')}"
            style = "primary" if i == self.selected else "normal"
            button = add(
                ("title", info.id),
                Button(label, lambda i=i: self.select(i), tooltip=tr(info.blurb), style=style),
            )
            button.rect = pygame.Rect(self.left.x + pad // 2, y, self.left.width - pad, row)
            y += row + int(10 * s)
        showcase_y = y + int(8 * s)
        examples = add(
            "examples",
            Button(tr("Rulebook examples"), self.show_examples),
            (
                tr("Rulebook examples"),
                tr("The rulebook's worked examples, and your own, to open on the board."),
            ),
        )
        examples.enabled = self.info.available and self.info.id not in self.broken
        examples.rect = pygame.Rect(self.left.x + pad // 2, 0, self.left.width - pad, row)
        examples.rect.bottom = self.left.bottom - pad // 2
        shortcuts = self.layout_shortcuts(add, examples.rect, s)
        self.showcase = pygame.Rect(
            examples.rect.x, showcase_y, examples.rect.width, shortcuts - int(10 * s) - showcase_y
        )

        x0 = self.right.x + pad // 2
        y = self.right.y + int(64 * s)
        label_w = int(150 * s)
        minus = add("minus", Button("−", lambda: self.change_players(-1)))
        plus = add("plus", Button("+", lambda: self.change_players(1)))
        minus.enabled = self.players > self.info.fewest_seats()
        plus.enabled = self.players < self.info.most_seats()
        minus.rect = pygame.Rect(x0 + label_w, y, row, row)
        plus.rect = pygame.Rect(x0 + label_w + row + int(60 * s), y, row, row)
        self.players_y = y
        self.variant_x, self.variant_y = plus.rect.right + int(40 * s), y
        current = self.info.variants[self.variant]
        variant_name = tr(current.name)
        # what the variant is (Warparty's quick play: the short game for new players)
        tip = (variant_name, tr(current.description)) if current.description else None
        back = lambda: self.cycle_variant(-1)  # noqa: E731 (a right-click: the one before)
        variant = add("variant", Button(variant_name, self.cycle_variant, on_back=back), tip)
        names = [Button(tr(v.name), self.cycle_variant) for v in self.info.variants]
        mark = int(30 * s)  # the arrows that say it steps through the variants (playtest 23)
        variant_w = max([int(200 * s)] + [b.fit_width(s) + mark for b in names])
        said = theme.font(int(18 * s)).size(tr("Variant"))[0]  # its label, drawn left of it
        variant_x = max(plus.rect.right + int(150 * s), self.variant_x + said + int(12 * s))
        if variant_x + variant_w > self.right.right - pad // 2:  # no room beside the players
            y += row + int(10 * s)  # (large print): a row of its own
            self.variant_x, self.variant_y, variant_x = x0, y, x0 + label_w
        variant.rect = pygame.Rect(variant_x, y, variant_w, row)
        variant.enabled = len(self.info.variants_for(self.players)) > 1

        y += row + int(22 * s)
        self.seat_rows = []
        self.seat_roles = []
        roles = self.roles()
        self.seat_looks = self.army_looks() if roles else []
        for seat_index in range(self.players):
            self.layout_seat(add, seat_index, x0, y, s)
            self.seat_rows.append(y)
            y += row + int(10 * s)
            if seat_index < len(roles):  # what the seat commands, under its name
                self.seat_roles.append((roles[seat_index], x0 + int(44 * s), y - int(8 * s)))
                y += int(20 * s)
        self.option_rows = []
        values = dict(self.settled_options())
        for option in self.info.options_for(self.variant_id):
            words = self.info.option_value_name(values[option.key])
            button = add(
                ("option", option.key),
                Button(words, lambda k=option.key: self.cycle_option(k)),
                (tr(option.name), tr(option.description)) if option.description else None,
            )
            button.rect = pygame.Rect(x0 + label_w, y, int(200 * s), row)
            self.option_rows.append((tr(option.name), y))
            y += row + int(10 * s)

        y += int(12 * s)
        seed = add(
            "seed",
            Button(
                self.seed_text + ("▏" if self.editing == ("seed", 0) else "") or tr("random"),
                lambda: self.edit("seed"),
                style="field",
            ),
            (
                tr("Game number"),  # the random seed, in a family's words (ux40)
                tr(
                    "The same number deals the same cards and rolls the same dice, so a game "
                    "can be played again. Leave it empty for a new game each time."
                ),
            ),
        )
        seed.rect = pygame.Rect(x0 + label_w, y, int(200 * s), row)
        self.seed_y = y
        table = add(
            "teaching",
            Button(teaching_label(self.teaching), self.toggle_teaching),
            (
                tr("Teaching table"),
                tr(
                    "Undo takes back anything, past rolls, draws and the computer's moves: "
                    "show a move, take it back, show another. The game menu turns it off."
                ),
            ),
        )
        width = table.fit_width(s)
        table.rect = pygame.Rect(seed.rect.right + int(20 * s), y, width, row)
        if table.rect.right > self.right.right - pad // 2:  # no room beside the seed
            table.rect.topleft = (x0 + label_w, y + row + int(10 * s))
        self.below_seed = table.rect.bottom
        self.score_lines = self.high_score_lines()
        reason = self.unavailable_reason()
        said = (
            theme.wrap(reason, int(17 * s), self.right.right - x0 - int(16 * s)) if reason else ()
        )
        below = len(self.score_lines) * int(22 * s) + len(said) * int(24 * s)
        self.settings_bottom = self.below_seed + int(16 * s) + below  # as draw_new lays them

        start = add("start", Button(tr("Start game"), self.start, style="primary"))
        start.enabled = self.info.available and self.info.id not in self.broken
        start.tooltip = self.unavailable_reason()
        width = int(240 * s)
        start.rect = pygame.Rect(self.right.right - width - pad // 2, 0, width, row)
        start.rect.bottom = self.right.bottom - pad // 2
        self.buttons_top = start.rect.top
        rules = add("rules", Button(tr("Rules"), self.show_rules))
        rules.enabled = bool(rules_text.sections(self.info.id))
        rules.tooltip = tr("The rules of {game}, with its legend", game=self.info.name)
        rules.rect = pygame.Rect(0, start.rect.y, rules.fit_width(s) + int(24 * s), row)
        rules.rect.right = start.rect.x - pad // 2

    def layout_shortcuts(self, add: Callable[..., Button], below: pygame.Rect, s: float) -> int:
        """The chosen title's ways in, side by side above ``below`` (Rulebook examples), under
        its picture (ux31): Continue its latest game in progress and Learn to play, if it has
        a lesson. Each keeps its half of the row (ux32: a Continue appearing pushed Learn to
        play aside under the hand): Continue is there, greyed and saying why, with no game to
        continue. Returns the top of their row (``below``'s with none)."""
        if not self.info.available:
            return below.top
        game = next((g for g in self.listed(PLAYING) if g.game == self.info.id), None)
        if game is not None:
            name, status, seats = self.describe_game(game)
            said = f"{name} · {status}" if status else name
            tip = (tr("Continue"), f"{said}. {seats}")
            path = game.path
            going = add("continue", Button(tr("Continue"), lambda: self.open_save(path)), tip)
        else:
            why = tr("No game of {game} in progress yet.", game=self.info.name)
            going = add("continue", Button(tr("Continue"), lambda: None), (tr("Continue"), why))
            going.enabled, going.tooltip = False, why
        shown = [going]
        if has_tutorial(self.info.id):
            tip = (tr("Learn to play"), tr("A guided first game against the computer."))
            learn = add("learn", Button(tr("Learn to play"), self.learn), tip)
            learn.enabled = self.info.id not in self.broken
            shown.append(learn)
        gap = int(10 * s)
        width = (below.width - gap) // 2  # two fixed halves, whichever buttons there are
        y = below.top - gap - below.height
        for i, button in enumerate(shown):
            button.rect = pygame.Rect(below.x + i * (width + gap), y, width, below.height)
        return y

    def toggle_teaching(self) -> None:
        """The teaching table's checkbox: the game started next lets Undo take back anything."""
        self.teaching = not self.teaching
        self.rebuild()

    def roles(self) -> list[str]:
        """What each seat commands in the chosen title (Warparty: its armies), if it says."""
        if not self.info.available:
            return []
        try:
            title = registry.get(self.info.id)
        except KeyError:
            return []
        return title.seat_roles(self.players, self.variant_id)

    def army_looks(self) -> list[list[theme.SeatColour]]:
        """What each seat's armies look like on the board, for the seats' colours chosen, if
        the title's board says (Warparty: a seat's second army takes a colour of its own)."""
        looks = board_part(self.info.id, "SEAT_LOOKS")
        if looks is None:
            return []
        colours = [theme.seat_colour(seat.colour, i) for i, seat in enumerate(self.seats)]
        return looks(self.players, lambda seat: colours[seat])

    def show_rules(self) -> None:
        """The chosen title's rules browser, as the chosen variant plays it, with the board's
        legend."""
        from forgegames.ui import rules_browser  # not needed for the first frame (issue #40)

        entries = legends.entries(self.info.id) if self.info.available else []
        variant = self.variant_id if self.info.available else None
        rules_browser.open_rules(self.app, self.info.id, self.info.name, entries, variant=variant)

    def show_examples(self) -> None:
        """The chosen title's rulebook examples and the teacher's own, by rules section."""
        from forgegames.ui.examples_list import open_examples

        if not self.startable():
            return
        open_examples(self.app, self.info.id, self.info.name)

    def high_score_lines(self) -> list[str]:
        """The local high scores of the chosen variant and options (solo games), if it has a
        table: the best three, or why they cannot be shown."""
        if not self.info.available or self.info.id in self.broken:
            return []
        key = registry.get(self.info.id).high_score_key(self.variant_id, self.settled_options())
        if key is None:
            return []
        try:
            entries = high_scores.table(self.info.id, key)
        except (high_scores.HighScoreError, OSError) as exc:
            return [tr("High scores unavailable: {why}", why=str(exc))]
        title = registry.get(self.info.id)
        head = tr("Best scores ({table}):", table=title.high_score_words(key))
        if not entries:
            return [head, tr("none yet: finish a game without losing to set one")]
        return [head] + [
            f"{rank}. {number(e.score)}  {e.name}  {stored_day_words(e.date)}"
            for rank, e in enumerate(entries[:3], start=1)
        ]

    def layout_seat(self, add: Callable[..., Button], index: int, x0: int, y: int, s: float):
        """One seat's row: name field, colour, and who plays it (with its tooltip)."""
        row = int(46 * s)
        seat = self.seats[index]
        colour = theme.seat_colour(seat.colour, index)
        editing = self.editing == ("name", index)
        name = add(
            ("name", index),
            Button(
                seat.name + ("▏" if editing else ""),
                lambda: self.edit("name", index),
                style="field",
            ),
        )
        gap = int(12 * s)
        mark = int(30 * s)  # the choice mark at the button's right end
        right = self.right.right - int(12 * s)
        room = right - (x0 + int(40 * s)) - 2 * gap
        k = min(1.0, room / (610 * s))  # the three fields share a narrow panel (large print)
        labels = [
            tr("Human") if kind is None else computer_label(kind) for kind in self.bot_kinds()
        ]
        # one width for the column whatever is chosen, that of the longest choice (playtest
        # 18: the button grew past its column once a computer player was picked)
        want = max(int(190 * s * k), max(fit(words, s) for words in labels) + mark)
        colour_w = int(170 * s * k)
        name_w = max(int(130 * s), min(int(250 * s * k), room - colour_w - want))
        if name_w + colour_w + want > room:  # the colour gives way too, to its own words
            need = max(fit(tr(c.name), s) for c in theme.PALETTE) + 2 * mark
            colour_w = max(min(colour_w, need), room - name_w - want)
        label = (
            labels[self.bot_kinds().index(seat.bot)] if seat.bot in self.bot_kinds() else labels[0]
        )
        name.rect = pygame.Rect(x0 + int(40 * s), y, name_w, row)
        swatch = add(
            ("colour", index),
            Button(
                tr(colour.name),
                lambda: self.cycle_colour(index),
                on_back=lambda: self.cycle_colour(index, -1),
            ),
        )
        swatch.swatch = (colour.rgb, colour.symbol)
        swatch.rect = pygame.Rect(name.rect.right + gap, y, colour_w, row)
        bot = add(
            ("bot", index),
            Button(label, lambda: self.cycle_bot(index), on_back=lambda: self.cycle_bot(index, -1)),
            self.bot_tip(seat),
        )
        x = swatch.rect.right + gap
        bot.rect = pygame.Rect(x, y, min(want, right - x), row)

    def bot_tip(self, seat: SeatDraft) -> tuple[str, str]:
        """The tooltip of a seat's Human/Bot button: who plays, and how strong a bot is."""
        if seat.bot is None:
            return tr("A person plays {name}", name=seat.name), tr(
                "Someone at this screen plays this seat. Click to change: the first click "
                "gives a normal computer player, the next ones the others from the gentlest; "
                "a right-click or Shift-click goes back."
            )
        title = registry.get(self.info.id)
        head = computer_label(seat.bot)  # (not its kind's name: playtest 22 item 9, "(Greedy)")
        change = tr("Click to change (a right-click or Shift-click goes back).")
        return head, f"{title.describe_bot(seat.bot)} {change}"

    def unavailable_reason(self) -> str:
        if not self.info.available:
            return tr("{name} is not built yet: choose another game.", name=self.info.name)
        if self.info.id in self.broken:
            return tr(
                "{name} cannot start because a data file is broken: {error}",
                name=self.info.name,
                error=str(self.broken[self.info.id]),
            )
        return ""

    def draw_new(self, surface: pygame.Surface, s: float) -> None:
        draw_panel(surface, self.left, s)
        draw_panel(surface, self.right, s)
        self.picture = draw_showcase(surface, self.info, self.showcase, s)
        x0 = self.right.x + int(12 * s)
        head = theme.text(self.info.name, int(28 * s), theme.TEXT, True)
        surface.blit(head, (x0, self.right.y + int(16 * s)))
        low, high = self.info.fewest_seats(), self.info.most_seats()
        rng = (
            tr("{n} players", n=low)
            if low == high
            else tr("{low}–{high} players", low=low, high=high)
        )
        note = theme.text(rng, int(16 * s), theme.TEXT_DIM)
        surface.blit(note, (x0 + head.get_width() + int(16 * s), self.right.y + int(26 * s)))
        row = int(46 * s)
        self._label(surface, tr("Players"), x0, self.players_y, row)
        count = theme.text(str(self.players), int(24 * s), theme.TEXT, True)
        cx = x0 + int(150 * s) + row + int(30 * s)
        surface.blit(
            count, (cx - count.get_width() // 2, self.players_y + (row - count.get_height()) // 2)
        )
        self._label(surface, tr("Variant"), self.variant_x, self.variant_y, row)
        for i, y in enumerate(self.seat_rows):
            self._label(surface, f"{i + 1}.", x0, y, row)
        for k, (words, x, y) in enumerate(self.seat_roles):
            if k < len(self.seat_looks):  # each army in the colour the board gives it
                draw_looks(surface, self.seat_looks[k], x, y, int(15 * s), s)
            else:
                surface.blit(theme.text(words, int(15 * s), theme.TEXT_DIM), (x, y))
        for name, y in self.option_rows:
            self._label(surface, name, x0, y, row)
        self._label(surface, tr("Game number"), x0, self.seed_y, row)
        y = self.below_seed + int(16 * s)
        for i, line in enumerate(self.score_lines):
            colour = theme.TEXT if i == 0 else theme.TEXT_DIM
            surface.blit(theme.text(line, int(16 * s), colour, i == 0), (x0, y))
            y += int(22 * s)
        reason = self.unavailable_reason()
        width = self.right.right - x0 - int(16 * s)
        for i, line in enumerate(theme.wrap(reason, int(17 * s), width)):
            label = theme.text(line, int(17 * s), theme.DANGER)
            surface.blit(label, (x0, y + i * int(24 * s)))

    def draw_hovered_showcase(self, surface: pygame.Surface, key: Any) -> None:
        """While the pointer is on another title's name (``key`` the hovered button's), its
        picture and words stand in the showcase instead of the chosen title's."""
        if not (isinstance(key, tuple) and key[0] == "title") or key[1] == self.info.id:
            return
        info = next((i for i in self.titles if i.id == key[1]), None)
        if info is not None:
            surface.fill(theme.PANEL, self.showcase)
            draw_showcase(surface, info, self.showcase, self.s)

    def _label(self, surface: pygame.Surface, content: str, x: int, y: int, row: int) -> None:
        label = theme.text(content, int(18 * self.s), theme.TEXT_DIM)
        surface.blit(label, (x, y + row // 2 - label.get_height() // 2))


def fit(words: str, s: float) -> int:
    """The width a choice button needs to show ``words`` whole (its mark aside)."""
    return Button(words, lambda: None).fit_width(s)


def draw_looks(
    surface: pygame.Surface, looks: list[theme.SeatColour], x: int, y: int, size: int, s: float
) -> None:
    """A seat's armies under its row: each one's symbol in its colour, then its name."""
    r = max(5, size // 2)
    for look in looks:
        theme.draw_symbol(surface, look.symbol, (x + r, y + size // 2 + 1), r, look.rgb)
        x += 2 * r + int(6 * s)
        label = theme.text(look.name, size, theme.TEXT_DIM)
        surface.blit(label, (x, y))
        x += label.get_width() + int(16 * s)
