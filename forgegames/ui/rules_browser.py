"""The rules browser: a title's rules in sections, with contents, search, the legend and the
controls, opened from the game (Rules, the R key, a refusal's "Why?") and from the launcher.

The text is ``forgegames.core.rules_text``'s sections; the browser adds the board's legend and
the controls as two more sections. The whole text is one scrolling page; the contents list on
the left jumps to a section and marks the one being read. Typing in the search field lists
every place holding the words (``forgegames.core.rules_search``: any order, across line
breaks, any form, the rulebook's terms), the best section first, in place of the contents;
the page jumps to the first as it is typed, its words lit; a click, Up/Down in the field, F3
or the ▲▼ beside it step through them. A section that a scenario shows has a
"Show me" button: for the section last chosen (in the contents, the results, or by "Why?")
while it is on the page, else for the one at the top.

Keys: Up/Down scroll a line, Page Up/Down a page, Home/End; Left/Right go to the previous or
next section; / or Ctrl+F starts a search; Tab walks the field, the contents and the buttons;
Enter presses; Esc clears the search, or closes when there is none (the footer says which);
R closes too.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from forgegames.core import registry, rules_search, rules_text
from forgegames.core.i18n import count, tr
from forgegames.ui import theme
from forgegames.ui.intents import Intent
from forgegames.ui.legend import draw_entry, picture_width
from forgegames.ui.overlays import ChoiceDialog
from forgegames.ui.rules_controls import CONTROLS, SKIP_CONTROLS, TABLE_CONTROLS
from forgegames.ui.rules_parts import Part, Row, passages, title_parts
from forgegames.ui.scene import Scene
from forgegames.ui.widgets import Button, ButtonGroup

KEY = pygame.K_r
MODIFIER_KEYS = (
    pygame.K_LCTRL,
    pygame.K_RCTRL,
    pygame.K_LSHIFT,
    pygame.K_RSHIFT,
    pygame.K_LALT,
    pygame.K_RALT,
)
"""Keys that only modify another: pressed alone, they leave a selection as it is."""
"""The key that opens the rules from a game (and closes the browser)."""
WHY_KEY = pygame.K_y
"""The key that opens the rules at a refusal's section ("Why?")."""
ShowMe = Callable[[Path], None]
MARK = (112, 86, 24)
"""Behind the searched words on the page (dark amber: the light text stays readable on it)."""


class RulesBrowser(Scene):
    """The rules of one title on a full-window page (see the module's notes)."""

    fills_window = True

    def __init__(
        self,
        app,
        title_id: str,
        title_name: str,
        parts: list[Part],
        section: str | None = None,
        search: str = "",
        show_me: ShowMe | None = None,
        scenarios: dict[str, list[rules_text.ScenarioLink]] | None = None,
    ) -> None:
        super().__init__(app)
        self.title_id = title_id
        self.title_name = title_name
        self.parts = parts
        self.show_me = show_me
        self.scenarios = (scenarios or {}) if show_me is not None else {}
        self.query = search
        self.editing = False
        """True while typing goes into the search field."""
        self.swallow = ""
        """The text of the key that started a search ("/"), not to be typed into it."""
        self.selected_all = False
        """Ctrl+A in the field selected the whole query: the next letter replaces it."""
        self.passages = passages(parts)
        self.results: list[int] = []
        """The rows where the query's places start, the best section's first."""
        self.hits: list[rules_search.Hit] = []
        """What each result found (parallel to ``results``)."""
        self.marks: dict[int, list[tuple[int, int]]] = {}
        """Each found row's matched words, as (start, end) in the row's words."""
        self.chosen_part: int | None = None
        """The part last jumped to (contents, results, "Why?"): "Show me" offers its
        examples while it is on the page."""
        self.chosen = 0
        """The result Enter jumps to."""
        self.before_search: tuple[int, int | None] | None = None
        """Where the reader was (scroll, part) when the query began: a query that finds
        nothing goes back there (issue #39: "knight" found nothing, yet the page stayed on
        the section "kn" had jumped to, and Enter seemed to lead there)."""
        self.mark: int | None = None
        """The row a search or a "Why?" jumped to (drawn with a bar)."""
        self.highlight = ""
        """The words marked on the page (the search that jumped)."""
        self.scroll_y = 0
        self.rows: list[Row] = []
        self.group = ButtonGroup()
        self.opening = (section, search)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.body = pygame.Rect(0, 0, 0, 0)
        self.side = pygame.Rect(0, 0, 0, 0)
        self.field = Button("", self.start_editing, style="field")
        self.side_rows: list[tuple[pygame.Rect, int, str, str]] = []

    # --- what others ask ------------------------------------------------------------------
    @property
    def section(self) -> str:
        """The id of the section being read: the one last chosen while it is on the page,
        else the one at the top of the page."""
        return self.parts[self.reading()].id if self.parts else ""

    def reading(self) -> int:
        chosen = self.chosen_part
        if chosen is not None and self.on_page(chosen):
            return chosen
        return self.current_part()

    def on_page(self, part: int) -> bool:
        top, bottom = self.scroll_y, self.scroll_y + self.body.height
        return any(r.part == part and top <= r.y < bottom for r in self.rows)

    def current_part(self) -> int:
        top = self.scroll_y + 2
        current = 0
        for row in self.rows:
            if row.kind == "heading" and row.y <= top:
                current = row.part
        return current

    # --- layout ----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        s = theme.scale_for(size)
        pad = int(16 * s)
        self.size = size
        self.rect = pygame.Rect(0, 0, *size)
        top = int(64 * s)
        bottom = size[1] - int(60 * s)
        self.side = pygame.Rect(pad, top, int(290 * s), bottom - top)
        self.body = pygame.Rect(self.side.right + pad * 2, top, 0, bottom - top)
        self.body.width = size[0] - pad - self.body.x
        self.field.rect = pygame.Rect(0, 0, int(380 * s), int(40 * s))
        self.field.rect.topright = (size[0] - pad, int(12 * s))
        anchor = self.section if self.rows else None
        chosen, marked = self.chosen, self.mark is not None
        self.lay_out_rows(s)
        self.find()  # the rows are new: so are the results
        self.mark = None
        section, search = self.opening
        self.opening = (None, "")
        if section is None and not search:  # a new window size: stay where the reader was
            if marked and self.results:
                self.jump_to_result(min(chosen, len(self.results) - 1))
            elif anchor:
                self.jump_to_part(anchor)
        elif section is not None and self.jump_to_point(section):
            pass  # opened by a refusal's "Why?" at the paragraph of its rule
        elif not (section is not None and self.jump_to_part(section)) and self.results:
            self.jump_to_result(0)  # opened by a search (or at a section it does not have)
        self.rebuild_buttons()

    def lay_out_rows(self, s: float) -> None:
        """Every line of the page at the body's width, with its y from the page's top."""
        text_px, head_px = int(17 * s), int(22 * s)
        width = min(self.body.width - int(24 * s), int(900 * s))  # lines short enough to read
        line_h = self.line_h()
        rows: list[Row] = []
        y = 0
        for index, part in enumerate(self.parts):
            if rows:
                y += int(18 * s)
            head_h = theme.font(head_px, True).get_linesize() + int(14 * s)
            rows.append(Row(index, "heading", y, head_h, part.heading))
            y += head_h
            paragraphs = part.text.split("\n\n") if part.text else []
            for para, paragraph in enumerate(paragraphs):
                text, at = " ".join(paragraph.split()), 0
                for line in theme.wrap(text, text_px, width):
                    at = max(at, text.find(line, at))
                    rows.append(Row(index, "line", y, line_h, line, para=para, offset=at))
                    y += line_h
                    at += len(line)
                rows.append(Row(index, "gap", y, int(8 * s), para=para))
                y += int(8 * s)
            if part.entries:
                pic_w = picture_width(list(part.entries), s)
                for number, entry in enumerate(part.entries, start=len(paragraphs)):
                    if entry.kind == "heading":
                        height = theme.font(text_px, True).get_linesize() + int(10 * s)
                        lines: tuple[str, ...] = ()
                    else:
                        lines = theme.wrap(entry.words, text_px, width - pic_w - int(8 * s))
                        height = max(int(24 * s), len(lines) * line_h) + int(5 * s)
                    words = f"{entry.code} {entry.words}".strip()
                    rows.append(Row(index, "entry", y, height, words, lines, entry, number))
                    y += height
        self.rows = rows
        last = max((r.y for r in rows if r.kind == "heading"), default=0)
        self.page_h = max(y + int(24 * s), last + self.body.height)
        """Room below the text so the last section's heading can reach the top too."""

    def rebuild_buttons(self) -> None:
        """The field, the contents (or the results) and the bottom buttons, in Tab order."""
        s = theme.scale_for(self.size)
        buttons = [self.field]
        self.side_rows = []
        self.field.label = self.query + ("▏" if self.editing else "")
        self.field.selected = self.editing and self.selected_all and bool(self.query)
        if not self.query and not self.editing:
            self.field.label = tr("Search the rules (/)")
        room = self.side_list_rect()
        least = max(int(20 * s), theme.font(int(15 * s)).get_linesize() + 2)
        row_h = min(int(28 * s), max(least, room.height // max(1, len(self.parts))))
        y = room.y
        items = self.side_items(room.height)
        tall = int(6 * s) + 2 * theme.font(int(15 * s)).get_linesize()  # a heading on two lines
        heights = [
            tall if len(self.heading_lines(main, s)) > 1 else row_h for _, _, main, _ in items
        ]
        if sum(heights) > room.height:  # no room to spare (large print): one line each
            heights = [row_h] * len(items)
        for (index, small, main, jump), height in zip(items, heights, strict=True):
            row_h = self.result_h(main) if small else height  # a result: its section, its words
            rect = pygame.Rect(self.side.x, y, self.side.width, row_h)
            label = f"{small}: {main}" if small else main
            buttons.append(Button(label, jump, rect=rect, style="quiet"))
            self.side_rows.append((rect, index, small, main))
            y += row_h
        bottom = self.size[1] - int(50 * s)
        close = Button(tr("Close"), self.close, style="primary")
        close.rect = pygame.Rect(0, bottom, int(140 * s), int(40 * s))
        close.rect.right = self.size[0] - int(16 * s)
        x = close.rect.x - int(12 * s)
        extra = self.step_buttons(s)
        links = self.scenarios.get(self.section, [])
        if links:
            if len(links) == 1:
                words = tr("Show me: {name}", name=links[0].name)
                press = self.shower(links[0].path)
            else:
                words = tr("Show me… ({n} examples)", n=len(links))
                press = self.chooser(links)
            room = x - self.body.x
            label = words
            if theme.font(int(18 * s)).size(words)[0] > room - int(28 * s):
                label = tr("Show me")  # the example's name in its tooltip, never cut
            show = Button(label, press, tooltip=words)
            show.rect = pygame.Rect(0, bottom, min(show.fit_width(s), room), int(40 * s))
            show.rect.right = x
            extra.append(show)
        self.group.set(buttons + extra + [close])

    def step_buttons(self, s: float) -> list[Button]:
        """The previous and next place found, left of the search field (greyed without)."""
        out = []
        x = self.field.rect.x
        for glyph, step in (("▼", 1), ("▲", -1)):  # (F3, Shift+F3)
            button = Button(glyph, lambda step=step: self.step_result(step))
            button.rect = pygame.Rect(0, self.field.rect.y, self.field.rect.height, 0)
            button.rect.height, button.rect.right = self.field.rect.height, x - int(8 * s)
            button.enabled = len(self.results) > 1 or (bool(self.results) and self.mark is None)
            x = button.rect.x
            out.insert(0, button)
        return out

    def heading_lines(self, words: str, s: float) -> tuple[str, ...]:
        """A section's heading in the contents on one line or two (the second shortened
        if even two do not hold it)."""
        size, room = int(15 * s), self.side.width - int(20 * s)
        lines = theme.try_wrap(words, size, room)
        if len(lines) <= 2:
            return lines
        return (lines[0], " ".join(lines[1:]))

    def side_list_rect(self) -> pygame.Rect:
        s = theme.scale_for(self.size)
        head = len(self.side_head()) * theme.font(int(16 * s), True).get_linesize() + int(12 * s)
        return pygame.Rect(
            self.side.x, self.side.y + head, self.side.width, self.side.height - head
        )

    def side_items(self, room: int) -> list[tuple[int, str, str, Callable[[], None]]]:
        """The left column: the contents, or while there is a query the results that fit in
        ``room`` pixels (those around the chosen one), each as (index, section heading, the
        line from a little before the words, what a click does)."""
        if not self.query:
            return self.contents_items(room)
        items = {i: self.result_item(i) for i in range(len(self.results))}
        if not items:
            return []
        chosen = min(max(0, self.chosen), len(items) - 1)
        shown, used = [chosen], self.result_h(items[chosen][2])
        low, high = chosen - 1, chosen + 1
        while low >= 0 or high < len(items):  # grow around the chosen one, after it first
            for i in (high, low):
                if 0 <= i < len(items) and i not in shown:
                    h = self.result_h(items[i][2])
                    if used + h <= room:
                        shown.append(i)
                        used += h
            low, high = low - 1, high + 1
            if used >= room:
                break
        return [items[i] for i in sorted(shown)]

    def contents_items(self, room: int) -> list[tuple[int, str, str, Callable[[], None]]]:
        """Every section's heading; where ``room`` holds fewer rows than there are sections
        (large print), as many as it holds around the section being read."""
        s = theme.scale_for(self.size)
        least = max(int(20 * s), theme.font(int(15 * s)).get_linesize() + 2)
        fits = max(1, room // least)
        first = 0
        if len(self.parts) > fits:
            current = self.reading() if self.rows else 0
            first = min(max(0, current - fits // 2), len(self.parts) - fits)
        return [
            (i, "", self.parts[i].heading, self.part_jumper(i))
            for i in range(first, min(len(self.parts), first + fits))
        ]

    def result_item(self, i: int) -> tuple[int, str, str, Callable[[], None]]:
        """A result: its section's heading and its passage's words from a little before
        the match (at most three lines' worth)."""
        hit = self.hits[i]
        texts = {p.para: p.text for p in self.passages if p.part == hit.part}
        text = texts.get(hit.para if hit.para >= 0 else 0, texts[-1])  # a heading: its start
        at = hit.start if hit.para >= 0 else 0
        cut = text.rfind(" ", 0, at - 12) + 1 if at > 24 else 0
        line = ("…" if cut else "") + text[cut:]
        if len(line) > 120:
            line = line[: line.rfind(" ", 0, 118)] + " …"
        return (i, self.parts[hit.part].heading, line, self.jumper(i))

    def result_lines(self, words: str) -> tuple[str, ...]:
        """A result's words wrapped across the left column."""
        s = theme.scale_for(self.size)
        return theme.wrap(words, int(15 * s), self.side.width - int(20 * s))

    def result_h(self, words: str) -> int:
        """A result's row: its section's name over its words."""
        s = theme.scale_for(self.size)
        lines = len(self.result_lines(words))
        head = theme.font(int(14 * s)).get_linesize()
        return head + lines * theme.font(int(15 * s)).get_linesize() + int(10 * s)

    def jumper(self, result: int) -> Callable[[], None]:
        return lambda: self.jump_to_result(result)

    def part_jumper(self, index: int) -> Callable[[], None]:
        return lambda: self.jump_to_part(self.parts[index].id)

    def chooser(self, links: list[rules_text.ScenarioLink]) -> Callable[[], None]:
        """A list of the section's examples by name; choosing one plays it."""
        room = int(460 * self.app.scale)  # a dialog button's label (the full name on hover)
        size = int(18 * self.app.scale)
        choices = [(theme.shorten(k.name, size, room), self.shower(k.path), True) for k in links]
        return lambda: self.app.push(ChoiceDialog(self.app, tr("Show me"), choices))

    def shower(self, path: Path) -> Callable[[], None]:
        def show() -> None:
            if self.show_me is not None:
                self.show_me(path)

        return show

    # --- moving about --------------------------------------------------------------------------
    def scroll_to(self, y: int) -> None:
        most = max(0, self.page_h - self.body.height)
        before = self.section
        self.scroll_y = max(0, min(most, y))
        if self.section != before:
            self.rebuild_buttons()
        self.app.dirty = True

    def jump_to_part(self, section: str) -> bool:
        """Scroll so the section's heading is at the top; False when there is no such section."""
        for row in self.rows:
            if row.kind == "heading" and self.parts[row.part].id == section:
                self.mark = None
                self.scroll_to(row.y)
                self.chosen_part = row.part
                self.rebuild_buttons()
                return True
        return False

    def jump_to_point(self, point: str) -> bool:
        """Scroll the paragraph a finer rule id names (``Part.points``) into view and mark it
        with the bar; False when no part has that id among its points."""
        for index, part in enumerate(self.parts):
            if point not in part.points:
                continue
            para = part.points[point]
            for at, row in enumerate(self.rows):
                if row.part == index and row.para == para and row.kind == "line":
                    self.scroll_to(row.y - self.body.height // 3)
                    self.mark, self.highlight = at, ""
                    self.chosen_part = index
                    self.rebuild_buttons()
                    return True
        return False

    def jump_to_result(self, index: int, typing: bool = False) -> None:
        """Scroll result ``index`` (wrapping round) into view, marked and its words lit;
        ``typing``: the search field keeps the keys (a search jumps as it is typed)."""
        if not self.results:
            return
        self.chosen = index % len(self.results)
        row = self.rows[self.results[self.chosen]]
        self.mark = self.results[self.chosen]
        self.highlight = self.query
        self.editing = self.editing and typing
        self.scroll_to(row.y - self.body.height // 3)
        self.chosen_part = row.part
        self.rebuild_buttons()

    def step_part(self, step: int) -> None:
        index = max(0, min(len(self.parts) - 1, self.reading() + step))
        self.jump_to_part(self.parts[index].id)

    def find(self) -> None:
        """The sections holding the query (``rules_search``), each once at the row where its
        best match starts, and every matched word's place on its row."""
        pairs = rules_search.synonyms(self.title_id) if self.title_id else ()
        self.results, self.hits, self.marks = [], [], {}
        later = frozenset(i for i, part in enumerate(self.parts) if part.elsewhere)
        found = rules_search.search(self.passages, self.query, pairs, later)
        listed = {id(h) for h in rules_search.sections(found)}
        for hit in found:
            rows = self.passage_rows(hit.part, max(-1, hit.para))
            if not rows:
                continue
            start = next((i for i in reversed(rows) if self.rows[i].offset <= hit.start), rows[0])
            if hit.para < 0:
                start = rows[0]
            if id(hit) in listed and start not in self.results:
                self.results.append(start)
                self.hits.append(hit)
            for a, b in hit.spans if hit.para != -2 else ():
                for i in rows:
                    row = self.rows[i]
                    lo, hi = max(a, row.offset), min(b, row.offset + len(row.words))
                    if lo < hi:
                        self.marks.setdefault(i, []).append((lo - row.offset, hi - row.offset))
        self.chosen = 0

    def passage_rows(self, part: int, para: int) -> list[int]:
        """The rows showing one passage (its heading, paragraph lines or legend entry)."""
        return [
            i
            for i, r in enumerate(self.rows)
            if r.part == part and r.para == para and r.kind in ("heading", "line", "entry")
        ]

    def start_editing(self) -> None:
        self.editing = True
        pygame.key.start_text_input()
        self.rebuild_buttons()

    def close(self) -> None:
        self.app.remove(self)

    # --- input ---------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> bool:
        self.app.dirty = True
        if self.editing and self.handle_typing(intent):
            return True
        if intent.kind == "wheel":
            self.scroll_to(self.scroll_y - intent.dy * 3 * self.line_h())
            return True
        if intent.kind == "key" and self.handle_key(intent):
            return True
        if intent.kind == "click" and self.editing and not self.field.rect.collidepoint(intent.pos):
            self.editing = False
            self.rebuild_buttons()
        self.group.handle(intent)
        return True  # the game behind waits while the rules are open

    def handle_key(self, intent: Intent) -> bool:
        key, ctrl = intent.key, intent.mod & pygame.KMOD_CTRL
        page = self.body.height - 2 * self.line_h()
        moves = {
            pygame.K_DOWN: self.line_h(),
            pygame.K_UP: -self.line_h(),
            pygame.K_PAGEDOWN: page,
            pygame.K_PAGEUP: -page,
        }
        if key in (pygame.K_ESCAPE, KEY) and not ctrl:
            if key == pygame.K_ESCAPE and self.query:
                self.set_query("")
            else:
                self.close()
        elif key == pygame.K_SLASH or (ctrl and key == pygame.K_f):
            self.swallow = "" if ctrl else "/"
            self.start_editing()
        elif key in moves:
            self.scroll_to(self.scroll_y + moves[key])
        elif key == pygame.K_HOME:
            self.scroll_to(0)
        elif key == pygame.K_END:
            self.scroll_to(self.page_h)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step_part(1 if key == pygame.K_RIGHT else -1)
        elif key == pygame.K_F3:
            self.step_result(-1 if intent.mod & pygame.KMOD_SHIFT else 1)
        else:
            return False
        return True

    def handle_typing(self, intent: Intent) -> bool:
        """Typing into the search field: letters, Backspace, Up/Down through the results,
        Enter jumps to the chosen one, Esc clears, Tab leaves the field."""
        if intent.kind == "text":
            if intent.text != self.swallow:
                kept = "" if self.selected_all else self.query  # typing replaces a selection
                self.selected_all = False
                self.set_query(kept + intent.text)
            self.swallow = ""
            return True
        if intent.kind != "key":
            return False
        key, ctrl = intent.key, intent.mod & pygame.KMOD_CTRL
        if ctrl and key == pygame.K_a:
            self.selected_all = bool(self.query)
            self.rebuild_buttons()
            return True
        if key in MODIFIER_KEYS:
            return True  # Ctrl, Shift or Alt held alone keep the selection
        everything, self.selected_all = self.selected_all, False
        if key in (pygame.K_BACKSPACE, pygame.K_DELETE) and (everything or ctrl):
            self.set_query("")  # the selection, or Ctrl+Backspace: the whole query
        elif key == pygame.K_BACKSPACE:
            self.set_query(self.query[:-1])
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.jump_to_result(self.chosen)
        elif key in (pygame.K_DOWN, pygame.K_UP) and self.results:  # the page follows (pt16)
            self.jump_to_result(self.chosen + (1 if key == pygame.K_DOWN else -1), typing=True)
        elif key == pygame.K_F3:
            self.step_result(-1 if intent.mod & pygame.KMOD_SHIFT else 1)
        elif key == pygame.K_ESCAPE:
            self.editing = False
            if self.query:
                self.set_query("")
            else:
                self.close()
        elif key == pygame.K_TAB:
            self.editing = False
            self.rebuild_buttons()
            return False  # the focus moves on
        return True  # other keys are typing (their text arrives as text)

    def set_query(self, query: str) -> None:
        """Search for ``query`` as it is typed: the page jumps to the first place found, its
        words lit (playtest 16: the results were listed but the page stayed put)."""
        if not self.query and query:
            self.before_search = (self.scroll_y, self.chosen_part)
        self.query = query[:40]
        self.highlight = ""
        self.mark = None
        self.find()
        if self.query and self.results:
            self.jump_to_result(0, typing=True)
        elif self.query and self.before_search is not None:  # nothing found: back to it
            self.scroll_to(self.before_search[0])
            self.chosen_part = self.before_search[1]
        self.rebuild_buttons()

    def step_result(self, step: int) -> None:
        """The next (``step`` 1) or previous (-1) place found, from the one marked."""
        if self.results:
            self.jump_to_result(self.chosen + step if self.mark is not None else 0, typing=True)

    def line_h(self) -> int:
        """A line of the page's text, with a little air between lines."""
        s = theme.scale_for(self.size)
        return theme.font(int(17 * s)).get_linesize() + int(3 * s)

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = theme.scale_for(self.size)
        surface.fill(theme.BG)
        title = theme.text(
            tr("Rules: {game}", game=self.title_name), int(26 * s), theme.ACCENT, True
        )
        surface.blit(title, (int(16 * s), int(16 * s)))
        self.draw_side(surface, s)
        self.draw_page(surface, s)
        hint = (
            tr("↑↓ scroll · ←→ sections · F3 next place · Tab and Enter · Esc clears the search")
            if self.query
            else tr("↑↓ scroll · ←→ sections · / search · Tab and Enter · Esc closes")
        )
        below = self.group.buttons[len(self.side_rows) + 1 :]
        bottom = [b.rect.x for b in below if b.rect.y > self.body.y]  # not the ▲▼ at the top
        room = max(self.side.width, min(bottom, default=0) - self.side.x - int(16 * s))
        lines = theme.wrap(hint, int(15 * s), room)  # under the contents, whole
        step = theme.font(int(15 * s)).get_linesize()
        top = self.size[1] - int(30 * s) - step * len(lines) // 2
        for i, line in enumerate(lines):
            label = theme.text(line, int(15 * s), theme.TEXT_DIM)
            surface.blit(label, (self.side.x, top + i * step))
        focus, hover = self.focused(), self.group.hover
        for i, button in enumerate(self.group.buttons):
            if i == 0 or i > len(self.side_rows):
                button.draw(surface, s, i == focus, i == hover)

    def side_head(self) -> tuple[str, ...]:
        """The left column's title, wrapped so a query always shows whole."""
        if self.query:
            found = len(self.results)
            head = (
                tr("{n} for “{q}”", n=count(found, "place", "places"), q=self.query)
                if found
                else tr("Nothing matches “{q}”", q=self.query)
            )
        else:
            head = tr("Contents")
        s = theme.scale_for(self.size)
        return theme.wrap(head, int(16 * s), self.side.width - int(20 * s), True)

    def focused(self) -> int | None:
        """The one button that wears the keyboard ring: the search field while typing, else
        the group's focus (the mouse only lightens what it is over, never a second ring)."""
        return 0 if self.editing else self.group.ringed

    def draw_side(self, surface: pygame.Surface, s: float) -> None:
        """The contents (the current section marked) or the search results (the chosen one
        marked); the rows are the group's buttons 1..n."""
        pygame.draw.rect(surface, theme.PANEL, self.side, border_radius=int(8 * s))
        step = theme.font(int(16 * s), True).get_linesize()
        for i, line in enumerate(self.side_head()):
            label = theme.text(line, int(16 * s), theme.TEXT_DIM, True)
            surface.blit(label, (self.side.x + int(10 * s), self.side.y + int(6 * s) + i * step))
        current = self.reading()
        size, small_px = int(15 * s), int(14 * s)
        room = self.side.width - int(20 * s)
        for number, (rect, index, small, main) in enumerate(self.side_rows, start=1):
            chosen = index == self.chosen if self.query else index == current
            if chosen:
                pygame.draw.rect(surface, theme.PANEL_LIGHT, rect, border_radius=int(4 * s))
                pygame.draw.rect(surface, theme.ACCENT, (rect.x, rect.y + 3, 4, rect.height - 6))
            if number == self.focused():
                theme.draw_state(surface, rect, "focus", s, int(4 * s))
            elif number == self.group.hover:
                theme.draw_state(surface, rect, "hover", s, int(4 * s))
            ink = theme.TEXT if chosen else theme.TEXT_DIM
            x = rect.x + int(12 * s)
            if not small:
                lines = self.heading_lines(main, s)
                if rect.height < 2 * theme.font(size).get_linesize():
                    lines = (main,)  # its row holds one line
                top = rect.centery - len(lines) * theme.font(size).get_linesize() // 2
                for i, line in enumerate(lines):
                    item = theme.text(theme.shorten(line, size, room), size, ink)
                    surface.blit(item, (x, top + i * theme.font(size).get_linesize()))
                continue
            head = theme.text(theme.shorten(small, small_px, room, True), small_px, ink, True)
            surface.blit(head, (x, rect.y + int(3 * s)))
            y = rect.y + int(3 * s) + theme.font(small_px).get_linesize()
            for line in self.result_lines(main):
                surface.blit(theme.text(line, size, ink), (x, y))
                y += theme.font(size).get_linesize()

    def draw_page(self, surface: pygame.Surface, s: float) -> None:
        """The visible rows of the page, the searched words marked."""
        clip = surface.get_clip()
        surface.set_clip(self.body)
        text_px, head_px = int(17 * s), int(22 * s)
        face = theme.font(text_px)
        whole = self.rows[self.mark] if self.mark is not None and not self.highlight else None
        for index, row in enumerate(self.rows):
            y = self.body.y + row.y - self.scroll_y
            if y < self.body.y or y + row.height > self.body.bottom:
                continue  # a row scrolled partly out of view is not drawn, never half a line
            x = self.body.x + int(12 * s)
            # a search marks the row it found; a "Why?", its rule's whole paragraph
            same = whole is not None and (row.part, row.para) == (whole.part, whole.para)
            if index == self.mark or (same and row.kind == "line"):
                bar = pygame.Rect(self.body.x, y, int(4 * s), row.height)
                pygame.draw.rect(surface, theme.ACCENT, bar)
            if row.kind == "heading":
                label = theme.text(row.words, head_px, theme.ACCENT, True)
                surface.blit(label, (x, y + int(4 * s)))
                line = y + row.height - int(8 * s)
                pygame.draw.line(surface, theme.BORDER, (x, line), (self.body.right - 8, line))
            elif row.kind == "line":
                self.mark_words(surface, face, index, x, y, row.height)
                surface.blit(theme.text(row.words, text_px), (x, y))
            elif row.kind == "entry" and row.entry is not None:
                part = self.parts[row.part]
                box = pygame.Rect(x, y, self.body.width - int(24 * s), row.height)
                if self.highlight and index in self.marks:
                    pygame.draw.rect(surface, MARK, box, border_radius=4)
                draw_entry(
                    surface,
                    row.entry,
                    row.lines,
                    box,
                    picture_width(list(part.entries), s),
                    text_px,
                    s,
                )
        surface.set_clip(clip)
        self.draw_scrollbar(surface)

    def mark_words(self, surface, face, index: int, x: int, y: int, height: int) -> None:
        """A patch behind each word of row ``index`` that the search that jumped matched."""
        if not self.highlight:
            return
        line = self.rows[index].words
        for start, end in self.marks.get(index, ()):
            left = face.size(line[:start])[0]
            width = face.size(line[start:end])[0]
            pygame.draw.rect(surface, MARK, (x + left - 1, y, width + 2, height), border_radius=3)

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        theme.draw_scrollbar(surface, self.body, self.page_h, self.scroll_y)


def variant_heading(title_id: str, title_name: str, variant: str | None) -> str:
    """The title's name, and the variant's when the title has several ("Forge War · Solo
    game"): the page says which game its sections describe."""
    try:
        info = registry.get(title_id).info
        chosen = info.variant(variant) if variant else None
    except (KeyError, ValueError, StopIteration):
        return title_name
    if chosen is None or len(info.variants) < 2:
        return title_name
    return f"{title_name} · {tr(chosen.name)}"


def open_rules(
    app,
    title_id: str,
    title_name: str,
    legend_entries,
    controls: str = "",
    variant: str | None = None,
    **where,
) -> None:
    """Push the rules browser for a title (``where``: ``section=`` or ``search=``), each
    section as ``variant`` plays it (the game's, or the launcher's choice), with its legend,
    the controls (``controls``, else the game's) and its "Show me" scenarios when the app can
    play them (``app.show_me``)."""
    parts = title_parts(
        title_id,
        legend_entries,
        controls or f"{tr(CONTROLS)}\n\n{tr(SKIP_CONTROLS)}\n\n{tr(TABLE_CONTROLS)}",
        variant,
    )
    app.push(
        RulesBrowser(
            app,
            title_id,
            variant_heading(title_id, title_name, variant),
            parts,
            show_me=app.show_me,
            scenarios=rules_text.scenario_links(title_id),
            **where,
        )
    )
