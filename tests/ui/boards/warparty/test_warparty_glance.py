"""Warparty at a glance: every army distinct (its own colour and a symbol on each counter,
its commander named), the side panel follows the stack picked, counters stay inside the map,
the side panels fold away, and battles lead to Fight it out and end on a summary."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_board import _scene
from uihelp import click, press

from forgegames.core.i18n import tr
from forgegames.games.warparty.model import SIDES
from forgegames.ui import theme
from forgegames.ui.boards.warparty.army_looks import army_looks
from forgegames.ui.boards.warparty.map_palette import TERRAIN_RGB

ARMIES = SIDES["good"] + SIDES["evil"]


def _distance(a, b) -> float:
    """Colour difference (Euclidean, weighted for the eye: 'redmean')."""
    r = (a[0] + b[0]) / 2
    dr, dg, db = (x - y for x, y in zip(a, b, strict=True))
    return ((2 + r / 256) * dr * dr + 4 * dg * dg + (2 + (255 - r) / 256) * db * db) ** 0.5


def test_two_players_four_armies_four_colours_and_symbols(app) -> None:
    scene = _scene(app)
    board = scene.board
    looks = {army: board.army_look(army) for army in ARMIES}
    assert len({look.symbol for look in looks.values()}) == 4
    # each seat's first army keeps its seat's colour and symbol: the seat shows in it
    for seat, armies in enumerate(scene.session.state.seats):
        mine = scene.seat_colour(seat)
        assert (looks[armies[0]].rgb, looks[armies[0]].symbol) == (mine.rgb, mine.symbol)
    rgbs = [look.rgb for look in looks.values()]
    closest = min(_distance(a, b) for i, a in enumerate(rgbs) for b in rgbs[i + 1 :])
    assert closest > 200, closest  # Humans and Dwarves, two shades of one blue, were 145 apart
    # and each stands off the land it stands on (no counter stands in the lake)
    land = [rgb for terrain, rgb in TERRAIN_RGB.items() if terrain != "lake"]
    for rgb in rgbs:
        assert min(_distance(rgb, t) for t in land) > 120, rgb
    assert board.canvas.army_colours == {a: looks[a].rgb for a in ARMIES}


def test_every_seat_choice_of_colours_keeps_armies_apart() -> None:
    for first in theme.PALETTE:
        for second in theme.PALETTE:
            if first == second:
                continue
            pair = {0: first, 1: second}
            looks = army_looks((SIDES["good"], SIDES["evil"]), pair.__getitem__)
            assert len({look.symbol for look in looks.values()}) == 4
            assert len({look.rgb for look in looks.values()}) == 4


def test_every_counter_carries_its_armys_symbol(app) -> None:
    scene = _scene(app)
    board = scene.board
    state = scene.session.state
    screen = pygame.display.get_surface()
    app.draw()
    canvas = board.canvas
    for key, rect in canvas.stack_rects(state).items():
        if not canvas.rect.contains(rect) or key in canvas._hidden:
            continue
        # the symbol's middle, white on a dark disc: beside a counter's left edge (clear of
        # its figures: playtest 5), at a chip's left end
        chip = key in canvas._chips
        if chip:
            badge = (rect.x + rect.h // 2, rect.centery)
        else:
            sheet = canvas._sheet(
                key[1], next(s.lead for s in canvas.stacks(state) if (s.place, s.army) == key)
            )
            parts = canvas.face_parts(rect, sheet, key[1])
            badge = next(p.box.center for p in parts if p.name == "badge")
        assert screen.get_at(badge)[:3] == theme.TEXT, key
        army = key[1]
        assert board.canvas.army_symbols[army] == board.army_look(army).symbol


def test_picking_a_dwarven_stack_shows_the_dwarves_on_the_panel(app) -> None:
    scene = _scene(app)
    board = scene.board
    state = scene.session.state
    screen = pygame.display.get_surface()
    boxes = board.economy.rects()

    def marked(army: str) -> bool:
        box = boxes[f"army:{army}"]
        return screen.get_at((box.centerx, box.top))[:3] == theme.ACCENT

    assert marked("humans") and not marked("dwarves")
    dwarves = next(key for key in board.canvas.stack_rects(state) if key[1] == "dwarves")
    click(app, board.canvas.stack_rects(state)[dwarves].center)
    app.draw()
    assert board.selected == dwarves
    assert marked("dwarves") and not marked("humans")


def test_counters_and_their_tags_stay_within_the_map_at_1024x640(small_app) -> None:
    """Two Goblin warriors in every territory (a ×2 tag under each counter): the outer
    territories' counters and tags were cut by the map's edge, or left out."""
    from forgegames.ui.boards.warparty.tmxmap import read_board

    ids = list(read_board().territories)
    others = tuple(("goblins", "warrior", t) for t in ids for _ in range(2))
    scene = _scene(small_app, count=0, others=others)
    canvas = scene.board.canvas
    state = scene.session.state
    placed = canvas._placed(state)
    assert {stack.place for stack, _ in placed} >= set(ids)
    for stack, rect in placed:
        assert canvas.rect.contains(rect), stack.place
        assert canvas.rect.contains(canvas._tag_rect(stack, rect)), stack.place


def test_f_folds_the_side_panel_and_the_map_takes_its_room(app) -> None:
    scene = _scene(app)
    board = scene.board
    before = board.map_rect.copy()
    bar, talks = board.bar_rect.copy(), board.talk_rect.copy()
    width = board.canvas.tmx.width * board.canvas.fit
    press(app, pygame.K_f)
    assert board.folded and board.panel_rect.width == 0
    assert board.map_rect.width > before.width and board.map_rect.right == board.rect.right
    assert board.canvas.tmx.width * board.canvas.fit > width  # the map is drawn larger
    assert (board.bar_rect, board.talk_rect) == (bar, talks)  # the buttons stay put
    app.draw()
    assert board.economy.rects() == {}  # nothing of the folded panel answers a click
    # the tab at the map's top right brings it back
    tab = board.fold_tab.buttons[0]
    assert board.map_rect.contains(tab.rect)
    click(app, tab.rect.center)
    assert not board.folded and board.map_rect == before


# --- battles --------------------------------------------------------------------------------
def _battle_with_two_goblins(app):
    from test_warparty_fight import _battle

    return _battle(app, goblins=2, bo=None)  # Bo at the screen too: every click is by hand


@pytest.mark.usefixtures("quick_odds")
@pytest.mark.parametrize("lang", ("en", "es"))
def test_fight_it_out_is_the_first_and_the_eye_catching_button(app, lang) -> None:
    from forgegames.core import i18n
    from forgegames.ui.boards.warparty.battle_buttons import PRIMARY

    scene = _battle_with_two_goblins(app)
    i18n.set_language(lang)  # the panel lays itself out again in the new words
    try:
        board = scene.board
        panel = board.battle_panel
        battle = scene.session.state.battle
        for _ in range(2):  # the first frame finds the words changed and lays out again
            scene.invalidate()
            app.draw()
        assert tr("Fight it out") == ("Luchar hasta el final" if lang == "es" else "Fight it out")
        offered = panel.button_rects(battle, battle.side, board.fight_controls())
        assert offered[0][0] == "fight" and PRIMARY == ("fight",)
        slots = panel.slot_rects()
        rects = panel.rects()
        # the buttons, the move explained and the latest dice never overlap (in Spanish the
        # buttons stacked into the dice box and its words lay over its heading)
        boxes = [rects["info"], rects["dice"], *slots.values()]
        for i, a in enumerate(boxes):
            assert panel.rect.contains(a)
            for b in boxes[i + 1 :]:
                assert not a.colliderect(b), (a, b)
    finally:
        i18n.set_language("en")


@pytest.mark.usefixtures("quick_odds")
def test_fight_it_out_ends_a_battle_in_two_presses(app, monkeypatch) -> None:
    """Ten against one took seven clicks; Fight it out, then OK on the summary."""
    from test_warparty_fight import _battle, _press, _run_until, summary_up

    scene = _battle(app, goblins=1)  # Bo's goblin is a computer player's
    _press(app, scene.board, "fight")  # 1
    _run_until(app, lambda: summary_up(scene.board))
    assert scene.session.state.battle is None
    app.tick(5000)
    assert summary_up(scene.board)  # it stays until dismissed
    # its heading says the battle is over (playtest 31: "Battle, round 6: Goblins attack"
    # beside "battle over" read as a battle still going)
    pen, words = scene.board.battle_panel.pen, []
    write = pen.write
    monkeypatch.setattr(
        pen, "write", lambda s, text, *a, **k: words.append(text) or write(s, text, *a, **k)
    )
    scene.layer = None  # the frame drawn afresh, not from its cached picture
    app.draw()
    monkeypatch.undo()
    heading = [w for w in words if w.startswith("Battle")]
    assert heading and all(" attack" not in w and "round" in w for w in heading), words
    _press(app, scene.board, "close")  # 2: Close
    assert scene.board.ended is None


@pytest.mark.usefixtures("quick_odds")
def test_a_battle_fought_by_hand_ends_on_a_summary_until_dismissed(app) -> None:
    from test_warparty_fight import _press, summary_lines, summary_up

    scene = _battle_with_two_goblins(app)
    board = scene.board
    for _ in range(80):
        if scene.session.state.battle is None:
            break
        app.draw()
        rects = board.battle_panel.rects()
        name = next(n for n in ("default", "roll", "press-on") if f"button:{n}" in rects)
        _press(app, board, name)
    assert scene.session.state.battle is None
    outcome, *sides = summary_lines(app, board)
    assert outcome and len(sides) == 2 and all("still standing" in line for line in sides)
    app.tick(5000)
    app.draw()
    assert summary_up(board)
    press(app, pygame.K_RETURN)
    assert board.ended is None


@pytest.mark.usefixtures("quick_odds")
def test_the_latest_dice_are_this_battles_latest_roll(app) -> None:
    from test_warparty_fight import _press

    scene = _battle_with_two_goblins(app)
    board = scene.board
    assert board.battle_rolls() == []  # nothing rolled in this battle yet
    _press(app, board, "default")
    if "button:roll" in board.battle_panel.rects():
        _press(app, board, "roll")
    app.draw()
    rolls = board.battle_rolls()
    newest = [e.text for e in scene.session.events() if e.kind == "battle"][-1]
    assert rolls and rolls[-1] == newest
    # and it is drawn, whole, in the box (the box was left empty when the roll wrapped)
    screen = pygame.display.get_surface()
    box = board.battle_panel.rects()["dice"]
    inside = screen.subsurface(box.inflate(-8, -8)).copy()
    heading_only = inside.get_bounding_rect()  # something drawn below the heading
    assert heading_only.height > box.height // 3


def test_each_move_reaches_the_log_as_it_is_made(app) -> None:
    scene = _scene(app)
    board = scene.board
    state = scene.session.state
    before = len(scene.log.entries)
    click(app, board.canvas.stack_rects(state)[("kingsreach", "humans")].center)
    click(app, board.canvas.centre_of("crownvale"))
    assert scene.session.state.phase == "move"  # the movement phase goes on
    added = scene.log.entries[before:]
    assert [line for line, _, _ in added] == ["Humans move 9 units from Kingsreach to Crownvale."]
    assert added[0][1] == scene.seat_colour(0).rgb  # in Ann's colour


def test_the_latest_dice_leave_out_an_earlier_battles(app, monkeypatch) -> None:
    """The dice box read the last three battle lines of the whole game: at a new battle's
    start it showed the previous battle's blows as if they were this one's."""
    from types import SimpleNamespace

    from forgegames.core.title import Event

    scene = _scene(app)
    board = scene.board

    def entry(*events: Event) -> SimpleNamespace:
        return SimpleNamespace(events=list(events))

    earlier = [
        entry(Event("Battle in Crownvale: 9 units attack 1 unit.", 0, "phase")),
        entry(Event("Soldier 1 rolls 2: a hit.", 0, "battle")),
        entry(Event("The attackers win the battle.", 0)),
        entry(Event("Battle in Greyspire: 2 units attack 1 unit.", 1, "phase")),
    ]
    monkeypatch.setattr(scene.session, "history", earlier)
    assert board.battle_rolls() == []
    later = [
        *earlier,
        entry(Event("Goblin rolls 5: a miss.", 1, "battle")),
        entry(Event("Soldier 2 rolls 1 to defend.", 0, "battle")),
    ]
    monkeypatch.setattr(scene.session, "history", later)
    assert board.battle_rolls() == ["Goblin rolls 5: a miss.", "Soldier 2 rolls 1 to defend."]
    assert board.battle_rolls(most=1) == ["Soldier 2 rolls 1 to defend."]


def _buying_session():
    """Two people's game played by the computer player up to the first purchase."""
    import random

    from forgegames.core import registry
    from forgegames.core.session import Session
    from forgegames.core.title import GameConfig, SeatConfig
    from forgegames.games.warparty.state import PHASE_COLLECT

    title = registry.get("warparty")
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))
    session = Session(title, GameConfig("warparty", seats, "standard"), 4)
    session.resolve_chance()
    bot, rng = title.bots()["greedy"](0), random.Random(4)
    while session.state.phase != PHASE_COLLECT or not session.legal_actions():
        view = title.view(session.state, session.active)
        session.apply(bot.choose(view, session.legal_actions(), rng))
    return session


def test_at_1024x640_the_panel_folds_by_itself_but_while_buying(small_app) -> None:
    """A small window gives the map the side panel's room until the players choose, except
    while buying (the purchase list is on the panel); F then keeps their choice."""
    from uihelp import open_game

    from forgegames.games.warparty.state import PHASE_COLLECT

    scene = open_game(small_app, _buying_session())
    board = scene.board
    assert not board.folded and board.wares and board.panel_rect.width > 0
    beside = board.canvas.fit
    session = scene.session
    while session.state.phase == PHASE_COLLECT:  # both teams end their buying
        session.apply(next(a for a in session.legal_actions() if "end" in str(a).lower()))
    board.refresh()
    small_app.draw()
    assert not board._buying(board.state)
    assert board.folded and board.panel_rect.width == 0
    assert board.canvas.fit > 1.15 * beside  # the map is drawn larger
    press(small_app, pygame.K_f)  # the players want the panel: it stays
    assert not board.folded and board.fold_choice is False
    press(small_app, pygame.K_f)
    assert board.folded and board.fold_choice is True


def test_at_1280x720_the_panel_stays_until_folded(app) -> None:
    scene = _scene(app)
    assert not scene.board.folded and scene.board.fold_choice is None
