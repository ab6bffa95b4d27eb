"""The game-over panel: who won and how (a tie-breaker, or the way a war ended), each player's
score with the parts it is made of, the title's notes on the result, each person's record at
this title (counted once a game), and for a game with a high-score table (solo) the table,
where a result that counts is recorded once. Rematch starts the same table again with a new
seed; Watch replay shows the game again step by step."""

from __future__ import annotations

import pygame

from forgegames.core import high_scores, records
from forgegames.core.bot_words import computer_label
from forgegames.core.dates import stored_day_words
from forgegames.core.i18n import count, listing, ntr, number, tr
from forgegames.ui import theme
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import dim, draw_panel
from forgegames.ui.scene import Scene
from forgegames.ui.widgets import Button, ButtonGroup


class Results(Scene):
    transparent = True

    def __init__(self, app, game) -> None:
        super().__init__(app)
        self.game = game
        state = game.session.state
        self.lines = game.title.score_breakdown(state)
        self.notes = game.title.result_notes(state)
        self.heading = game.title.result_heading(state)
        """The title's own words for the outcome (a solo game), else None: the winners."""
        deciding = game.title.deciding_note(state)
        if deciding is not None:
            text, seats = deciding
            self.notes = [text.format(*(game.seat_name(s) for s in seats)), *self.notes]
        self.table_rows = self.high_score_rows()
        self.record_rows = self.hint_rows() + self.records()
        self.group = ButtonGroup()

    def hint_rows(self) -> list[str]:
        """ "Alice used 3 hints" for each seat that asked for any."""
        used = getattr(self.game.session, "hints_used", ())  # a replay counts none
        return [
            tr(
                "{name} used {hints}",
                name=self.game.seat_name(seat),
                hints=count(n, "hint", "hints"),
            )
            for seat, n in enumerate(used)
            if n
        ]

    def records(self) -> list[str]:
        """Each person's record at this title, this game counted first (once); a file that
        cannot be used is reported and left alone."""
        session = self.game.session
        if session.origin is not None:
            return []  # a scenario's ending is an example, not a game anyone played
        people = [(seat, cfg.name) for seat, cfg in enumerate(session.config.seats) if not cfg.bot]
        if not people:
            return []
        title_id = session.title.info.id
        won = {line.seat for line in self.lines if line.winner}
        if len(won) == len(self.lines) > 1:
            won = set()  # a draw: nobody won
        game_id = f"{title_id}:{session.seed}:{len(session.history)}:{session.config.players}"
        try:
            records.count_game(title_id, game_id, [(name, seat in won) for seat, name in people])
            found = [(name, records.record_of(title_id, name)) for _, name in people]
        except (records.RecordsError, OSError) as exc:
            return [tr("Players' records unavailable: {why}", why=str(exc))]
        rows = [tr("Records at {title}:", title=session.title.info.name)]
        for name, record in dict(found).items():
            rows.append(self.record_line(name, record.played, record.won))
        return rows

    def high_score_rows(self) -> list[str]:
        """The game's high-score table as lines (recording this result first when it counts);
        a file that cannot be used is reported and left alone."""
        session = self.game.session
        entry = session.title.high_score(session.state)
        if entry is None or session.origin is not None:
            return []
        key, score = entry
        title_id = session.title.info.id
        try:
            place = None
            if score is not None:
                moves = (str(entry.action) for entry in session.history)
                game_id = high_scores.game_id(session.seed, moves)
                place = high_scores.record(title_id, key, score, self.game.seat_name(0), game_id)
            table = high_scores.table(title_id, key)
        except (high_scores.HighScoreError, OSError) as exc:
            return [tr("High scores unavailable: {why}", why=str(exc))]
        words = session.title.high_score_words(key)
        rows = [tr("Best scores ({table}):", table=words)]
        for rank, e in enumerate(table[:5], start=1):
            mark = "  ◀" if rank == place else ""
            rows.append(f"{rank}. {number(e.score)}  {e.name}  {stored_day_words(e.date)}{mark}")
        if not table:
            rows.append(tr("none yet: finish a game without losing to set one"))
        return rows

    def resize(self, size: tuple[int, int]) -> None:
        # large print as large as the window holds the whole table (the game screen's scale
        # at least: the table was made to fit that)
        s = theme.scale_for(size)
        least = theme.board_scale_for(size)
        while True:
            panel_w, height = self.measure(size, s)
            if height <= int(size[1] * 0.9) or s <= least:
                break
            s = max(least, s - 0.05)
        self.s = s
        height = min(int(size[1] * 0.9), height)
        self.rect = pygame.Rect(0, 0, panel_w, height)
        self.rect.center = (size[0] // 2, size[1] // 2)
        again = Button(tr("Rematch"), self.game.menu.rematch, style="primary")
        back = Button(tr("Back to launcher"), self.game.menu.quit_to_launcher)
        look = Button(tr("Look at the board"), lambda: self.app.remove(self))
        buttons = [again, back, look]
        if self.app.replay is not None:
            buttons.append(Button(tr("Watch replay"), self.watch_replay))
        n, h, gap = len(buttons), int(44 * s), int(12 * s)
        w = min(int(200 * s), (self.rect.width - int(40 * s) - (n - 1) * gap) // n)
        left = self.rect.centerx - (n * w + (n - 1) * gap) // 2
        bottom = self.rect.bottom - int(16 * s)
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(0, 0, w, h)
            button.rect.bottomleft = (left + i * (w + gap), bottom)
        self.group.set(buttons)
        self.group.focus = 0

    def measure(self, size: tuple[int, int], s: float) -> tuple[int, int]:
        """The panel's width and the height its words need at scale ``s`` (the words are
        wrapped for it)."""
        self.detail_size = int(15 * s)
        panel_w = min(int(size[0] * 0.94), int(794 * s))  # 62% of the window, more in large print
        margin = int(30 * s)  # the words keep this far from the panel's sides
        width = panel_w - 2 * margin - int(60 * s)  # the parts are drawn indented
        self.details = [self.wrap_parts(line.parts, width) for line in self.lines]
        self.note_rows = [  # drawn bold, so wrapped bold
            r
            for n in self.notes
            for r in theme.wrap(n, self.detail_size, panel_w - 2 * margin, True)
        ]
        rows = sum(44 + 20 * len(d) for d in self.details)
        extra = self.table_rows + self.record_rows
        rows += 22 * (len(self.note_rows) + len(extra)) + (10 if extra else 0)
        rows += 8 if self.note_rows else 0
        return panel_w, int((150 + rows) * s)

    def watch_replay(self) -> None:
        """The game just played, step by step from its start (closing it comes back here)."""
        self.app.push(self.app.replay(self.game.session))

    @staticmethod
    def record_line(name: str, played: int, won: int) -> str:
        """'Ana: 1 game, 0 wins', each count agreeing with its number."""
        return tr(
            "{name}: {games}, {wins}",
            name=name,
            games=ntr(played, "1 game", "{n} games"),
            wins=ntr(won, "1 win", "{n} wins"),
        )

    def wrap_parts(self, parts, width: int) -> tuple[str, ...]:
        """A score's parts as 'label: points' items joined on as few lines as fit, each
        item whole on one line."""
        whole = (
            (label if points is None else f"{label}: {number(points)}").replace(" ", "\u00a0")
            for label, points in parts
        )
        text = "  ·  ".join(whole)  # no-break spaces: a line breaks between parts only
        return theme.wrap(text, self.detail_size, width) if text else ()

    def handle(self, intent: Intent) -> bool:
        if intent.kind == "key" and intent.key == pygame.K_ESCAPE:
            self.app.remove(self)
            return True
        self.group.handle(intent)
        return True

    def computer_words(self, seat: int) -> str:
        """ "Computer — normal" for a seat a computer player played, else ""."""
        seats = self.game.session.config.seats
        kind = seats[seat].bot if seat < len(seats) else None
        return computer_label(kind) if kind else ""

    def title_words(self) -> str:
        """The panel's title: the title's own heading, else who won ('Ana and Carmen win!')."""
        winners = [self.game.seat_name(line.seat) for line in self.lines if line.winner]
        title = tr("{names} wins!", names=listing(winners)) if winners else tr("Game over")
        if len(winners) == len(self.lines) > 1:
            title = tr("A draw")
        elif len(winners) > 1:
            title = tr("{names} win!", names=listing(winners))
        if self.notes and not winners:
            title = tr("Solo game lost")
        return self.heading or title

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        dim(surface)
        y = top = draw_panel(surface, self.rect, s, self.title_words())
        x = self.rect.x + int(30 * s)
        for row in self.note_rows:
            surface.blit(theme.text(row, self.detail_size, theme.TEXT, True), (x, y))
            y += int(22 * s)
        if self.note_rows:
            y += int(8 * s)
        for place, line in enumerate(self.lines, start=1):
            tag = theme.text(f"{place}.", int(20 * s), theme.TEXT_DIM, True)
            surface.blit(tag, (x, y))
            width = self.game.draw_seat_tag(surface, line.seat, (x + int(36 * s), y))
            kind = self.computer_words(line.seat)
            if kind:  # who played the seat, and how strong (playtest 16)
                said = theme.text(kind, self.detail_size, theme.TEXT_DIM)
                surface.blit(said, (x + int(48 * s) + width, y + int(3 * s)))
            words = self.game.title.score_words(line.total)
            total = theme.text(words, int(20 * s), theme.TEXT, True)
            surface.blit(total, (self.rect.right - int(30 * s) - total.get_width(), y))
            y += int(30 * s)
            for row in self.details[place - 1]:
                part = theme.text(row, self.detail_size, theme.TEXT_DIM)
                surface.blit(part, (x + int(60 * s), y))
                y += int(20 * s)
            y += int(10 * s)
        for row in self.table_rows + self.record_rows:
            surface.blit(theme.text(row, self.detail_size, theme.TEXT_DIM), (x, y))
            y += int(22 * s)
        self.body = pygame.Rect(self.rect.x, top, self.rect.width, y - top)
        self.group.draw(surface, s)

    def boxes(self) -> dict[str, pygame.Rect]:
        """The panel, the scores and notes as last drawn (``body``) and the buttons under
        them: an overfull panel's scores run into its buttons or out of it."""
        out = {"results": self.rect}
        if getattr(self, "body", None) is not None:
            out["results/body"] = self.body
        for k, button in enumerate(self.group.buttons):
            out[f"results/button {k + 1}: {button.label}"] = button.rect
        return out
