"""Playtest 19 (issue 39): a newcomer's first quick game. The crowns Set-up done would take
away are said at the panel's foot beside the button, with what the army may still buy; buy-list
tooltips keep off the map; notices keep off a folded panel's map; a battle waiting in the
combat phase shows its odds on hover. Real clicks and pointer moves, headless."""

from __future__ import annotations

import contextlib

import pygame
import pytest
from test_warparty_playtest15 import _cities_founded
from uihelp import click, drawn_words

from forgegames.core import i18n
from forgegames.games.warparty.actions import Buy
from forgegames.ui import text_report


@pytest.fixture(autouse=True)
def recording():
    """Texts are known as words only when made while the report records."""
    text_report.start()
    yield
    text_report.stop()


@contextlib.contextmanager
def _window(size: tuple[int, int], lang: str = "en"):
    """The program's window at ``size``, speaking ``lang`` (English again after)."""
    from forgegames.ui.app import App

    i18n.set_language(lang)
    try:
        yield App(size, bot_delay_ms=0)
    finally:
        i18n.set_language("en")
        pygame.display.quit()


def _foot_words(app, scene) -> str:
    board = scene.board
    drawn = drawn_words(app, scene)
    foot = board.economy.rects().get("foot")
    if foot is None:
        return ""
    inside = [d for d in drawn if "text" in d and foot.contains(pygame.Rect(d["rect"]))]
    assert not any(d["cut"] for d in inside), inside
    return " ".join(d["text"] for d in inside)


def _buy_by_clicks(app, scene, ident: str) -> None:
    """Pick the listed army's offer of unit ``ident`` (unless picked: the row again would let
    it go), then click the first lit place."""
    board = scene.board
    app.draw()
    rect = next(r for r, offer in board.economy.offer_rows() if offer.key[1:] == ("unit", ident))
    if board.placing is None or board.placing.ident != ident:
        click(app, rect.center)
    app.draw()
    state = scene.session.state
    place = next(p for p in sorted(board.highlights(state)) if "|" not in p)
    click(app, board.canvas.centre_of(place))
    app.draw()


def test_the_crowns_set_up_done_takes_are_said_beside_it(app) -> None:
    scene = _cities_founded(app)
    board, session = scene.board, scene.session
    keep = board.world.content.quickplay.crowns_kept
    listed = board.listed_army()
    words = _foot_words(app, scene)
    treasuries = {a: session.state.army(a).treasury for a in ("humans", "dwarves")}
    assert words.startswith("Spend your crowns: at Set-up done each army keeps"), words
    for army, crowns in treasuries.items():
        assert f"{army.title()}\u00a0{crowns - keep}" in words, words
    legal = {a.unit for a in session.legal_actions() if isinstance(a, Buy) and a.army == listed}
    first = next(w for w in board.wares if w.army == listed and w.kind == "unit" and not w.why)
    assert first.ident in legal and first.name in words, words
    assert all(
        w.name not in words  # a unit the army may not buy is never named
        for w in board.wares
        if w.army == listed and w.kind == "unit" and w.why
    ), words
    foot = board.economy.rects()["foot"]
    ready = next(b for b in board.bar.buttons if b.label == "Set-up done")
    assert foot.bottom <= ready.rect.top + 2 and abs(foot.left - ready.rect.right) < 300

    _buy_by_clicks(app, scene, first.ident)
    spent = session.state.army(listed).treasury
    assert spent < treasuries[listed], "bought by clicks"
    words = _foot_words(app, scene)
    assert f"{listed.title()}\u00a0{spent - keep}" in words, words

    other = next(a for a in ("humans", "dwarves") if a != listed)
    while session.state.army(listed).treasury > keep:  # spend the listed army down
        _buy_by_clicks(app, scene, first.ident)
    words = _foot_words(app, scene)
    left = session.state.army(other).treasury - keep
    assert words == f"{other.title()}: {left} crowns lost at Set-up done.", words


def test_the_crowns_line_is_whole_in_spanish_at_1024x640(small_app) -> None:
    i18n.set_language("es")
    try:
        scene = _cities_founded(small_app)
        words = _foot_words(small_app, scene)
    finally:
        i18n.set_language("en")
    assert words.startswith("Gasta tus coronas: con Terminar preparación"), words
    rows = scene.board.economy.offer_rows()
    foot = scene.board.economy.rects()["foot"]
    assert rows and all(rect.bottom <= foot.top for rect, _ in rows), "the list makes room"


def test_moving_every_unit_out_of_a_city_the_enemy_reaches_is_warned(app) -> None:
    """Playtest 19: the computer took a city left empty. The Humans' whole stack walks out of
    Kingsreach, a Goblin warrior next door: the prompt names the empty capital."""
    from test_warparty_board import _scene

    scene = _scene(app)
    board, session = scene.board, scene.session
    state = session.state
    home = next(p for p, c in state.cities if c.army == "humans" and c.capital)
    assert "no defenders" not in " ".join(board.prompt_lines(state)[1])
    app.draw()
    click(app, board.canvas.stack_rects(state)[(home, "humans")].center)
    moving = set(board.chosen)
    assert moving == {u.uid for u in state.units if u.army == "humans" and u.at == home}
    lit = board.highlights(state)
    goblins = {u.at for u in state.units if u.army == "goblins"}
    dest = next(p for p in sorted(lit) if "|" not in p and p not in goblins)
    click(app, board.canvas.centre_of(dest))
    after = session.state
    assert not any(u.at == home for u in after.units if u.army == "humans"), "all went"
    app.draw()
    words = " ".join(board.prompt_lines(after)[1])
    name = board.world.geo.by_id[home].name
    assert words.startswith(f"{name} (capital) has no defenders and the Goblins can reach"), words


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_a_buy_row_s_tooltip_keeps_off_the_map(size) -> None:
    """Playtest 19, shots 68-72: the tooltips of the set-up's list lay on the map, over the
    territories to click. With City picked (its places lit), every row's tooltip is drawn
    beside the list away from the map, at the top of the log's column with the log pushed
    down under it (playtest 24: never over its heading or lines), and never on the map."""
    from test_warparty_notice_place import words_drawn
    from test_warparty_setup_steps import _setting_up
    from uihelp import post

    from forgegames.ui.app import App

    app = App(size, bot_delay_ms=0)
    try:
        scene = _setting_up(app)
        board = scene.board
        city = next(r for r, o in board.economy.offer_rows() if o.key[1] == "city")
        click(app, city.center)
        app.draw()
        assert board.placing is not None
        before = {(i["text"], tuple(i["rect"])) for i in words_drawn(app, scene)}
        checked = 0
        for rect, _ in board.economy.offer_rows():
            post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1))
            drawn = words_drawn(app, scene)
            lines = [pygame.Rect(i["rect"]) for i in drawn if i["text"] == "Game log"]
            lines += list(board.column_lines)  # (the log as drawn under the words)
            starts = {(line.x + 6, line.y) for line in board.column_lines}
            new = [
                pygame.Rect(i["rect"])
                for i in drawn
                if (i["text"], tuple(i["rect"])) not in before
                and tuple(i["rect"][:2]) not in starts
                and i["text"] != "Game log"
            ]
            for box in new:
                checked += 1
                assert not box.colliderect(board.map_rect), (rect, box)
                assert box.left >= board.panel_rect.right, (rect, box)
                # (playtest 24: at the column's top, the log's heading and lines under it)
                assert all(box.bottom <= line.top for line in lines), (rect, box)
        assert checked, "a row's tooltip was drawn"
    finally:
        pygame.display.quit()


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1024, 640), "es")])
def test_a_notice_keeps_off_a_folded_panel_s_map(size, lang) -> None:
    """Playtest 19, shot 156: with the side panel folded, "The last move passed the turn on
    by itself" lay across the map's foot. Folded by its tab, the notice lies beside the map,
    its words whole."""
    from test_warparty_notice_place import words_drawn
    from test_warparty_setup_steps import _setting_up

    with _window(size, lang) as app:
        scene = _setting_up(app)
        board = scene.board
        app.draw()
        if not board.folded:
            tab = next(b for b in board.fold_tab.buttons if b.label == i18n.tr("Hide panel"))
            click(app, tab.rect.center)
        assert board.folded and not board.panel_rect.width
        words = i18n.tr("The last move passed the turn on by itself.")
        scene.show_toast(words, error=False)
        shown = [i for i in words_drawn(app, scene) if i["text"] in words and i["text"]]
        box = scene.toast_place()[1]
        map_drawn = board.canvas.screen_frame().clip(board.canvas.rect)
        assert not box.colliderect(map_drawn), (box, map_drawn)
        assert board.rect.contains(box) and not box.colliderect(board.prompt_strip())
        assert shown and all(not i["cut"] for i in shown), shown
        assert " ".join(i["text"] for i in shown) == words


def test_a_battle_waiting_in_the_combat_phase_shows_its_odds_on_hover(app, monkeypatch) -> None:
    """Playtest 19: in the combat phase, hovering the place of a battle waiting showed only
    the territory. Now it says the battle's sides and its odds, the very figures the battle
    panel shows once it is fought. Moved there, movement ended, hovered: real events."""
    from test_warparty_board import _scene
    from test_warparty_preview import CAPITAL, await_hover_odds, hover, tooltips
    from uihelp import click_button, settle

    from forgegames.games.warparty import odds
    from forgegames.ui.boards.warparty.preview import MovePreview, odds_line
    from forgegames.ui.hotseat import ConfirmLoss

    scene = _scene(app)
    board, session = scene.board, scene.session
    state = session.state
    click(app, board.canvas.stack_rects(state)[(CAPITAL, "humans")].center)
    click(app, board.canvas.centre_of("crownvale"))
    settle(app, scene)
    app.draw()
    click_button(app, board.bar, "End movement")
    if isinstance(app.stack.top, ConfirmLoss):  # units that could still move
        click_button(app, app.stack.top.group, "Do it")
    settle(app, scene)
    state = session.state
    assert state.phase == "combat" and "crownvale" in state.battles and state.battle is None
    app.draw()
    hover(app, board.canvas.centre_of("crownvale"))
    await_hover_odds(app, board)
    preview = board.shown_preview()
    assert isinstance(preview, MovePreview) and preview.pending is None
    text = next(t for t in tooltips(app, monkeypatch) if t.startswith("A battle waits in"))
    assert "Odds: attackers win" in text, text
    assert session.state is state, "hovering played nothing"

    # the battle fought: the panel's odds are the same figures
    swords = next(b for b in board.bar.buttons if b.label.startswith("Fight"))
    click(app, swords.rect.center)
    settle(app, scene)
    battle = session.state.battle
    assert battle is not None and session.state.fight == "crownvale"
    assert odds_line(odds.exact_odds(battle)) in text, text
    assert board.whole_odds(battle) is not None, "the panel has them at once"


def _label_words(drawn: list[dict], box: pygame.Rect) -> str:
    """What a label says, its lines read in order (a word split with a hyphen joined; a
    counter's figure drawn over it left out)."""
    lines = sorted(
        (
            d
            for d in drawn
            if "text" in d
            and box.contains(pygame.Rect(d["rect"]))
            and not d["text"].strip("×+ ").isdigit()
        ),
        key=lambda d: d["rect"][1],
    )
    out = ""
    for d in lines:
        text = d["text"]
        out += text[:-1] if text.endswith("-") else text + " "
    return out.strip()


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1280, 720), "es")])
def test_the_names_view_says_every_name_whole_and_no_label_covers_another(size, lang) -> None:
    """Playtest 19: the Names view (N) still shortened some names ("Copp.", "Kingsreac.",
    "Tomb F. Heroes"). Every territory's label now says its name whole (two or three
    lines, the smallest type at most), and no two labels overlap; by the frame's text report,
    at 1280x720 and (below) 1024x640, in English and Spanish."""
    _names_whole(size, lang)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_names_view_is_whole_at_1024x640(lang) -> None:
    _names_whole((1024, 640), lang)


def _names_whole(size, lang) -> None:
    from test_warparty_board import _scene
    from uihelp import press

    with _window(size, lang) as app:
        scene = _scene(app)
        board = scene.board
        app.draw()
        press(app, pygame.K_n)
        assert board.names_all
        drawn = drawn_words(app, scene)
        placed = board.names_on_territories()
        boxes = [box for box, _, _ in placed]
        names = {board.territory_names()[p] for p in board.canvas.ids if "|" not in p}
        said = [_label_words(drawn, box) for box in boxes]
        assert sorted(said) == sorted(names), sorted(set(said) ^ names)
        for i, box in enumerate(boxes):
            assert box.collidelist(boxes[i + 1 :]) < 0, (said[i], box)
        inside = [
            d for d in drawn if "text" in d and pygame.Rect(d["rect"]).collidelist(boxes) >= 0
        ]
        assert not any(d["cut"] for d in inside), [d for d in inside if d["cut"]]
