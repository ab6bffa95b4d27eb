"""The rules browser, headless, driven by real events: opening it (key, menu, launcher, a
refusal's "Why?"), reading, searching, and its "Show me" buttons."""

from __future__ import annotations

import random
import sys
import types
from pathlib import Path

import every_title
import pygame
import pytest
from uihelp import click, click_button, post, press, run_timers, settle, type_text

from forgegames import cli
from forgegames.core import registry, rules_text
from forgegames.core.errors import Refusal
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war.mine import destinations
from forgegames.ui import rules_browser
from forgegames.ui.boards.kings_forge import KingsForgeBoard
from forgegames.ui.game_scene import GameScene
from forgegames.ui.hotseat import toast_layout
from forgegames.ui.overlays import ChoiceDialog
from forgegames.ui.rules_browser import RulesBrowser

CROSS_TITLE = True
TITLES = every_title.title_ids()
"""Every registered title, from the registry (``tests/test_every_title_covered.py``)."""
CASES = [(title_id,) for title_id in TITLES]


def start(app, game: str = "kings-forge", seed: int = 2) -> GameScene:
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))
    variant = registry.get(game).info.variants[0].id
    session = Session.start(GameConfig(game, seats, variant), seed)
    scene = GameScene(app, session)
    app.push(scene)
    settle(app, scene)  # a hand-over curtain (Forge War's secret cards) is lifted
    run_timers(app, steps=20, dt=50)  # past the first greeting's input guard
    return scene


def forge_war_at(app, phase: str) -> GameScene:
    """A two-person Forge War game, played by the greedy player (for both seats) until the
    status line's phase names ``phase``, and shown: the frame settled, past its input guard."""
    scene = start(app, "forge-war", seed=4)
    session, title = scene.session, scene.session.title
    bot, rng = title.bots()["greedy"](0), random.Random(1)
    while phase not in title.status(session.state).phase.lower():
        view = title.view(session.state, session.active)
        session.apply(bot.choose(view, session.legal_actions(), rng))
    scene.after_change()
    settle(app, scene)
    run_timers(app, steps=20, dt=50)
    return scene


def browser(app) -> RulesBrowser:
    top = app.stack.top
    assert isinstance(top, RulesBrowser), f"the top scene is {type(top).__name__}"
    app.draw()
    return top


def visible(page: RulesBrowser, row: int) -> bool:
    y = page.body.y + page.rows[row].y - page.scroll_y
    return page.body.y <= y and y + page.rows[row].height <= page.body.bottom


def test_the_rules_open_by_key_and_from_the_menu(app):
    scene = start(app)
    press(app, rules_browser.KEY)
    page = browser(app)
    assert page.section == "goal"
    assert [p.id for p in page.parts][-2:] == ["legend", "controls"]
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    click_button(app, scene.top, "Menu")
    assert isinstance(app.stack.top, ChoiceDialog)
    click_button(app, app.stack.top.group, "Rules")
    page = browser(app)
    assert page.title_id == "kings-forge"
    click_button(app, page.group, "Close")
    assert app.stack.top is scene


def test_the_rules_open_from_the_launcher(app):
    app.replace(app.home())
    launcher = app.stack.top
    click_button(app, launcher.group, "Forge War")
    click_button(app, launcher.group, "Rules")
    page = browser(app)
    assert page.title_name == "Forge War · Simple game"  # the launcher's variant
    assert "overseer-move" in [p.id for p in page.parts]
    legend = next(p for p in page.parts if p.id == "legend")
    assert any("overseer" in e.words.lower() for e in legend.entries)


def test_reading_by_keyboard(app):
    start(app)
    press(app, rules_browser.KEY)
    page = browser(app)
    press(app, pygame.K_RIGHT)
    assert page.section == page.parts[1].id
    press(app, pygame.K_RIGHT)
    assert page.section == page.parts[2].id
    press(app, pygame.K_LEFT)
    assert page.section == page.parts[1].id
    before = page.scroll_y
    press(app, pygame.K_PAGEDOWN)
    assert page.scroll_y > before
    press(app, pygame.K_END)
    assert page.section == "controls"
    press(app, pygame.K_HOME)
    assert page.scroll_y == 0
    # Tab walks the search field, then the contents: Enter on "Stealing" goes there
    steal = [p.id for p in page.parts].index("steal")
    for _ in range(steal + 2):
        press(app, pygame.K_TAB)
    assert page.group.buttons[page.group.focus].label == "Stealing"
    press(app, pygame.K_RETURN)
    assert page.section == "steal"


def test_search_finds_a_word_and_jumps_there(app):
    start(app)
    press(app, rules_browser.KEY)
    page = browser(app)
    press(app, pygame.K_SLASH, unicode="/")
    type_text(app, "/")  # the key's own text is not typed into the field
    type_text(app, "CEMETERY")
    assert page.query == "CEMETERY"
    assert len(page.results) >= 3
    assert all("cemetery" in page.rows[r].words.lower() for r in page.results)
    assert {page.parts[page.rows[r].part].id for r in page.results} >= {"cemetery", "legend"}
    labels = [b.label for b in page.group.buttons[1 : len(page.side_rows) + 1]]
    assert all("cemetery" in label.lower() for label in labels)
    press(app, pygame.K_DOWN)  # the second result
    press(app, pygame.K_RETURN)
    row = page.results[1]
    assert page.mark == row and page.highlight == "CEMETERY"
    assert visible(page, row)
    # a click on a result in the list jumps too
    click(app, page.side_rows[0][0].center)
    assert page.mark == page.results[0] and visible(page, page.results[0])
    # a word the rules do not hold finds nothing; Esc clears, Esc again closes
    press(app, pygame.K_SLASH, unicode="/")
    for _ in range(len(page.query)):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "zebra")
    assert page.results == []
    press(app, pygame.K_ESCAPE)
    assert page.query == "" and app.stack.top is page
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is not page


def refuse_by_click(app, scene: GameScene) -> None:
    """A real illegal click: a gather action the player's supply cannot pay for."""
    board = scene.board
    assert isinstance(board, KingsForgeBoard)
    dead = [t for t in board.all_targets() if not t.live and t.key.startswith("gather:")]
    assert dead, "some gather action is unaffordable at the start"
    before = len(scene.session.history)
    click(app, dead[0].rect.center)
    assert len(scene.session.history) == before
    assert scene.toast is not None and scene.toast.why
    app.draw()  # the refusal is on screen, with its button


def test_why_opens_the_rules_at_the_refusals_section(app):
    scene = start(app)
    refuse_by_click(app, scene)
    assert scene.toast.rule == "gather-claim"  # the paragraph on claiming, in the Gather section
    _, _, why = scene.toast_place()  # where the scene draws it
    assert why is not None
    click(app, why.center)
    page = browser(app)
    assert page.section == "gather"
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and scene.toast is None
    refuse_by_click(app, scene)
    press(app, rules_browser.WHY_KEY)
    assert browser(app).section == "gather"


def test_a_refusal_without_a_section_has_no_why(app):
    """Plain words (a lesson's) and a section this title's rules lack get no "Why?" button:
    Y and the toast open nothing."""
    scene = start(app)
    for reason in ("The Cemetery die waits for its value.", Refusal("Nope.", "no-such-section")):
        scene.reject(reason)
        app.draw()
        assert scene.toast is not None and not scene.toast.why and scene.toast.rule is None
        _, _, why = toast_layout(scene.toast, scene.board.rect, app.scale, scene.button_rects())
        assert why is None
        press(app, rules_browser.WHY_KEY)
        assert app.stack.top is scene


def test_it_is_not_your_turn_points_at_the_turn_rules(app):
    scene = start(app)
    reason = scene.not_your_turn()
    assert (
        reason.rule == scene.title.info.turn_rule == "round-order"
    )  # a paragraph of the Round section
    scene.reject(reason)
    app.draw()
    press(app, rules_browser.WHY_KEY)
    assert browser(app).section == "round"


def test_y_without_a_refusal_does_nothing(app):
    scene = start(app)
    press(app, rules_browser.WHY_KEY)
    assert app.stack.top is scene


def scenario_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "kings_forge" / "scenarios"
    folder.mkdir(parents=True)
    (folder / "steal-1.yaml").write_text("name: Stealing the Crown\nsection: steal\n")
    (folder / "free.yaml").write_text("name: No section\n")
    return folder


def test_show_me_plays_the_sections_scenario(app, tmp_path: Path):
    start(app)
    folder = scenario_folder(tmp_path)
    shown: list[Path] = []
    parts = rules_browser.title_parts("kings-forge", [], "")
    links = rules_text.scenario_links("kings-forge", tmp_path)
    app.push(
        RulesBrowser(app, "kings-forge", "King's Forge", parts, "steal", "", shown.append, links)
    )
    page = browser(app)
    assert page.section == "steal"
    click_button(app, page.group, "Show me: Stealing the Crown")
    assert shown == [folder / "steal-1.yaml"]
    press(app, pygame.K_LEFT)
    assert not [b for b in page.group.buttons if b.label.startswith("Show me")]
    # without a scenario player, no button at all
    app.push(RulesBrowser(app, "kings-forge", "King's Forge", parts, "steal", "", None, links))
    page = browser(app)
    assert not [b for b in page.group.buttons if b.label.startswith("Show me")]


def test_the_scenario_player_is_used_only_when_it_exists(app, monkeypatch):
    monkeypatch.setitem(sys.modules, "forgegames.ui.scenario_scene", None)
    assert cli.scenario_player(app) is None
    opened = []
    module = types.ModuleType("forgegames.ui.scenario_scene")
    module.open_scenario = lambda app_, path: opened.append((app_, path))
    monkeypatch.setitem(sys.modules, "forgegames.ui.scenario_scene", module)
    player = cli.scenario_player(app)
    assert player is not None
    player(Path("x.yaml"))
    assert opened == [(app, Path("x.yaml"))]


def test_show_me_opens_a_shipped_scenario_from_the_game(app):
    from forgegames.ui.scenario_scene import ScenarioScene

    app.show_me = cli.scenario_player(app)
    start(app, "forge-war")
    press(app, rules_browser.KEY)
    page = browser(app)
    assert page.jump_to_part("goal")
    assert not [b for b in page.group.buttons if b.label.startswith("Show me")]
    assert page.jump_to_part("overseer-move")
    click_button(app, page.group, "Show me: One overseer jump")
    assert isinstance(app.stack.top, ScenarioScene)


def test_searching_strike_lands_on_a_section_with_its_example(app):
    """The teaching review: "strike" found Strikes, whose page had no Show me, while the
    strike example sat under "Moving an overseer". The example now shows both sections."""
    app.show_me = cli.scenario_player(app)
    start(app, "forge-war")
    press(app, rules_browser.KEY)
    page = browser(app)
    press(app, pygame.K_SLASH, unicode="/")
    type_text(app, "strike")
    assert page.results
    press(app, pygame.K_RETURN)  # the first result
    app.draw()
    assert page.parts[page.rows[page.mark].part].id == "strikes"
    assert [b for b in page.group.buttons if b.label.startswith("Show me: One overseer jump")]


@pytest.mark.parametrize("game", TITLES)
def test_every_section_can_be_opened_and_text_stays_readable(app, monkeypatch, game):
    from forgegames.ui import theme

    sizes = []
    real = theme._text

    def record(content, size, colour, bold):
        sizes.append(size)
        return real(content, size, colour, bold)

    monkeypatch.setattr(theme, "_text", record)
    parts = rules_browser.title_parts(game, [], "x")
    app.push(RulesBrowser(app, game, game, parts))
    page = browser(app)
    for part in parts:
        assert page.jump_to_part(part.id)
        app.draw()
        assert page.section == part.id
    assert min(sizes) >= 14


def test_a_tooltip_that_names_a_rule_opens_it_with_y(app, monkeypatch):
    scene = start(app)
    board = scene.board
    assert isinstance(board, KingsForgeBoard)
    tips: list[str] = []
    real = board.draw_tooltip
    monkeypatch.setattr(board, "draw_tooltip", lambda s, text: tips.append(text) or real(s, text))
    place = next(t for t in board.all_targets() if t.key.startswith("gather:"))
    post(app, pygame.MOUSEMOTION, pos=place.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.draw()
    assert board.tip_rule == "gather"
    assert tips and tips[-1].endswith("Y opens the rules: Gather")
    press(app, rules_browser.WHY_KEY)
    assert browser(app).section == "gather"
    press(app, pygame.K_ESCAPE)
    post(app, pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    app.draw()
    assert board.tip_rule is None
    press(app, rules_browser.WHY_KEY)
    assert app.stack.top is scene


def test_a_new_window_size_keeps_the_place_and_the_found_line(app):
    start(app)
    press(app, rules_browser.KEY)
    page = browser(app)
    assert page.jump_to_part("steal")
    post(app, pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900)
    page = browser(app)
    assert page.section == "steal"
    press(app, pygame.K_SLASH, unicode="/")
    type_text(app, "anvil")
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    post(app, pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720)
    page = browser(app)
    assert page.mark == page.results[1] and visible(page, page.mark)
    assert "anvil" in page.rows[page.mark].words


def test_why_after_an_illegal_overseer_move_in_forge_war(app):
    scene = forge_war_at(app, "mine phase")
    session = scene.session
    board = scene.board
    mine = board.view.mine
    mover = next(
        h for h, s in mine.overseers.items() if s == session.active and destinations(mine, h)
    )
    click(app, board.mine.hex_rect(mover).center)
    assert board.selected == mover
    reachable = {h for h, _ in destinations(mine, mover)}
    free = [h for h in mine.board.resources if mine.free(h) and h not in reachable]
    click(app, board.mine.hex_rect(free[0]).center)
    assert scene.toast is not None and scene.toast.rule == "overseer-move", scene.toast
    app.draw()
    press(app, rules_browser.WHY_KEY)
    assert browser(app).section == "overseer-move"


def test_a_section_with_several_examples_lists_them(app, tmp_path: Path):
    folder = scenario_folder(tmp_path)
    (folder / "steal-2.yaml").write_text("name: Equal dice do not steal\nsection: steal\n")
    shown: list[Path] = []
    parts = rules_browser.title_parts("kings-forge", [], "")
    links = rules_text.scenario_links("kings-forge", tmp_path)
    args = ("kings-forge", "King's Forge", parts, "steal", "", shown.append, links)
    app.push(RulesBrowser(app, *args))
    page = browser(app)
    click_button(app, page.group, "Show me… (2 examples)")
    assert isinstance(app.stack.top, ChoiceDialog)
    click_button(app, app.stack.top.group, "Equal dice do not steal")
    assert shown == [folder / "steal-2.yaml"]
    assert app.stack.top is page


def test_the_rules_opened_from_a_solo_game_teach_the_solo_game(app):
    config = GameConfig("forge-war", (SeatConfig("Ann", "blue"),), "solo")
    scene = GameScene(app, Session.start(config, 3))
    app.push(scene)
    settle(app, scene)
    run_timers(app, steps=20, dt=50)
    scene.show_rules(section="overseer-move")
    page = browser(app)
    assert page.title_name == "Forge War · Solo game"
    texts = {p.id: p.text for p in page.parts}
    assert "leave the mine" in texts["overseer-move"] and "opponent" not in texts["overseer-move"]
    assert "four adventurers" in texts["setup"]
    assert "seven rounds" in texts["goal"] and "125" in texts["goal"]
    assert "two actions a round, each on a different space" in texts["market"]


def focus_rings(page: RulesBrowser, monkeypatch) -> list:
    """The rectangles drawn with the keyboard-focus ring on one frame of ``page``."""
    rings: list = []
    real = rules_browser.theme.draw_state

    def spy(surface, shape, state, *args, **kwargs):
        if state == "focus":
            rings.append(pygame.Rect(shape))
        real(surface, shape, state, *args, **kwargs)

    monkeypatch.setattr(rules_browser.theme, "draw_state", spy)
    page.draw(pygame.display.get_surface())
    monkeypatch.setattr(rules_browser.theme, "draw_state", real)
    return rings


def test_one_focus_ring_while_the_mouse_rests_on_another_row(app, monkeypatch):
    start(app, "forge-war")
    press(app, rules_browser.KEY)
    page = browser(app)
    press(app, pygame.K_SLASH, unicode="/")
    type_text(app, "/")
    type_text(app, "worker")
    press(app, pygame.K_TAB)  # out of the field: the focus starts at the top
    assert len(page.side_rows) > 3
    press(app, pygame.K_TAB)
    press(app, pygame.K_TAB)
    assert page.group.focus == 2
    keyed = page.side_rows[1][0]
    post(app, pygame.MOUSEMOTION, pos=page.side_rows[3][0].center, rel=(0, 0), buttons=(0, 0, 0))
    assert page.group.hover == 4
    assert focus_rings(page, monkeypatch) == [keyed]
    press(app, pygame.K_SLASH, unicode="/")  # back to typing: the ring moves to the field
    assert focus_rings(page, monkeypatch) == [page.field.rect]


def search_for(app, page: RulesBrowser, words: str) -> None:
    """Start a search with / and type ``words`` into a cleared field."""
    press(app, pygame.K_SLASH, unicode="/")
    type_text(app, "/")
    for _ in range(len(page.query)):
        press(app, pygame.K_BACKSPACE)
    type_text(app, words)
    app.draw()


def test_the_issues_phrases_are_found_and_marked_across_line_breaks(app):
    start(app)
    press(app, rules_browser.KEY)
    page = browser(app)
    search_for(app, page, "first to pass")
    assert page.results, "Passing says '(and is the first to pass)'"
    best = page.results[0]
    assert page.parts[page.rows[best].part].id == "pass"
    press(app, pygame.K_RETURN)
    assert page.mark == best and visible(page, best)
    marked = [page.rows[r].words[a:b].lower() for r in page.marks for a, b in page.marks[r]]
    assert {"first", "to", "pass"} <= set(marked)
    # a paragraph's words found although the page wraps them onto two lines
    part = page.rows[best].part
    second = next(
        i for i, r in enumerate(page.rows) if r.kind == "line" and r.offset > 0 and r.part == part
    )
    first = second - 1
    phrase = f"{page.rows[first].words.split()[-1]} {page.rows[second].words.split()[0]}"
    search_for(app, page, phrase + " ")
    assert first in page.results, phrase
    assert first in page.marks and second in page.marks


def test_nothing_matches_shows_the_whole_query(app):
    start(app)
    press(app, rules_browser.KEY)
    page = browser(app)
    search_for(app, page, "zebra quagga okapi ocelot tapir")
    assert page.results == []
    head = " ".join(page.side_head())
    assert "“zebra quagga okapi ocelot tapir”" in head
    assert page.side_list_rect().y > page.side.y + len(page.side_head()) * 16


def test_show_me_follows_the_chosen_result_not_the_top_of_the_page(app):
    app.show_me = cli.scenario_player(app)
    start(app)
    press(app, rules_browser.KEY)
    page = browser(app)
    search_for(app, page, "steal")
    steal = [p.id for p in page.parts].index("steal")
    lines = [i for i, r in enumerate(page.results) if page.rows[r].part == steal]
    assert len(lines) == 1, "the Stealing section is listed once"
    press(app, pygame.K_TAB)  # out of the field, so the result rows take clicks
    target = next(rect for rect, index, _, _ in page.side_rows if index == lines[-1])
    click(app, target.center)
    app.draw()
    assert page.parts[page.current_part()].id != "steal", "the section above is at the top"
    assert page.section == "steal"
    click_button(app, page.group, "Show me… (3 examples)")
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceDialog)
    labels = [b.label for b in dialog.group.buttons]
    assert any(label.startswith("Equal dice do not steal") for label in labels), labels
    assert not any("Garden" in label for label in labels), "not the Bonuses section's"


def test_esc_closes_at_once_with_an_empty_search_and_the_footer_says_what_it_does(app, monkeypatch):
    scene = start(app)
    said: list[str] = []
    real = rules_browser.theme.text
    monkeypatch.setattr(
        rules_browser.theme,
        "text",
        lambda words, *a, **k: said.append(words) or real(words, *a, **k),
    )
    press(app, rules_browser.KEY)
    page = browser(app)
    assert any(w.endswith("Esc closes") for w in said)
    press(app, pygame.K_SLASH, unicode="/")  # typing, but nothing typed yet
    type_text(app, "/")
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    press(app, rules_browser.KEY)
    page = browser(app)
    search_for(app, page, "anvil")
    said.clear()
    app.draw()
    assert any("Esc clears the search" in w for w in said)
    press(app, pygame.K_ESCAPE)  # the first clears
    assert page.query == "" and app.stack.top is page
    press(app, pygame.K_ESCAPE)  # the second closes
    assert app.stack.top is scene


@pytest.mark.parametrize("game", TITLES)
def test_the_contents_show_every_section_heading_whole_in_spanish(app, game):
    """Spanish review 5: 'Dados, suministro, herrería y res…' was cut in the contents. A
    heading too long for one line takes two, and every heading's words are all drawn."""
    from forgegames.core import i18n
    from forgegames.ui import text_report, theme

    i18n.set_language("es")
    text_report.start()
    try:
        parts = rules_browser.title_parts(game, [], "x")
        app.push(RulesBrowser(app, game, game, parts))
        page = browser(app)
        app.surface = text_report.recording_window(app.surface)
        app.draw()
        drawn = text_report.report(app.surface)
    finally:
        text_report.stop()
        i18n.set_language(None)
    s = theme.scale_for(page.size)
    side = [d for d in drawn if page.side.collidepoint(d["rect"][:2])]
    assert not [d["text"] for d in side if d["cut"]]
    words = " ".join(d["text"] for d in side).split()
    for part in parts:
        assert all(w in words for w in part.heading.split()), part.heading
    two = [r for r, _, _, main in page.side_rows if len(page.heading_lines(main, s)) > 1]
    if game == "kings-forge":
        assert len(two) >= 2  # 'Dados, suministro, herrería y reserva' and another
