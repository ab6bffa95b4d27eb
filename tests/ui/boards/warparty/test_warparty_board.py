"""Warparty's map board driven by real clicks: a whole turn of the Humans and Dwarves (move a
stack, fight the battle it starts, buy and place), refusals shown, pan and zoom."""

from __future__ import annotations

import dataclasses

import pygame
from uihelp import HUMAN_PAUSE_MS, click, click_button, open_game, press, settle

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty import board_info, start
from forgegames.games.warparty.actions import EndMove, Move
from forgegames.games.warparty.state import Unit
from forgegames.ui.boards.warparty.board import SETTLE_MS, WarpartyBoard
from forgegames.ui.game_scene import GameScene
from forgegames.ui.intents import Intent
from forgegames.ui.overlays import ChoiceDialog

TALKS = ("talk:Offer peace",)
"""Offer peace, under the side panel: last in the board's keyboard walk (Surrender is in the
Menu since playtest 21)."""


ANN = SeatConfig("Ann", "blue")
BO = SeatConfig("Bo", "orange")


def first_turn(evil: SeatConfig = BO, seed: int = 7, good: SeatConfig = ANN) -> Session:
    """A standard two-seat game, set up: ``good`` (Ann) moves first, against ``evil`` (Bo),
    with no quests dealt."""
    title = registry.get("warparty")
    session = Session(title, GameConfig("warparty", (good, evil), "standard"), seed)
    state = start.new_state(title.world, 2, "standard")
    state, _ = start.rolled_off(state, title.world, "good")
    session.state = start.without_quests(start.ordered(state, title.world, True)[0], title.world)
    return session


def _scene(
    app,
    goblins_at: str = "crownvale",
    count: int = 1,
    others: tuple[tuple[str, str, str], ...] = (),
    bo: str | None = None,
) -> GameScene:
    """Two people (Bo a computer player of kind ``bo`` when given); the good team moves
    first; ``count`` goblin warriors wait next to the Human capital, and ``others`` (army,
    kind, territory) stand where they are told."""
    session = first_turn(SeatConfig("Bo", "orange", bo))
    state = session.state
    placed = [("goblins", "warrior", goblins_at)] * count + list(others)
    extra = tuple(
        Unit(state.next_uid + i, army, kind, where, start=where)
        for i, (army, kind, where) in enumerate(placed)
    )
    session.state = dataclasses.replace(
        state, units=state.units + extra, next_uid=state.next_uid + len(extra)
    )
    return open_game(app, session)


def _redraw(app) -> None:
    app.draw()


def test_a_turn_by_clicking_moves_fights_buys_and_places(app) -> None:
    scene = _scene(app)
    board = scene.board
    assert isinstance(board, WarpartyBoard)
    state = scene.session.state
    capital = "kingsreach"
    # select the Human stack in the capital: its destinations light up with their costs
    click(app, board.canvas.stack_rects(state)[(capital, "humans")].center)
    assert board.selected == (capital, "humans") and len(board.chosen) == 9
    lit = board.highlights(scene.session.state)
    assert lit.get("crownvale") == 1 and capital not in lit
    # clicking the counter again takes one unit fewer
    click(app, board.canvas.stack_rects(state)[(capital, "humans")].center)
    assert len(board.chosen) == 8
    click(app, board.canvas.centre_of("crownvale"))
    state = scene.session.state
    assert sum(1 for u in state.units_at("crownvale") if u.army == "humans") == 8
    assert sum(1 for u in state.units_at(capital) if u.army == "humans") == 1
    # end movement: the battle waits at Crownvale
    _redraw(app)
    click_button(app, board.bar, "End movement")
    settle(app, scene)
    assert scene.session.state.battles == ("crownvale",)
    _redraw(app)
    click(app, board.canvas.centre_of("crownvale"))
    assert scene.session.state.battle is not None
    # fight with the default attacks until it ends (the defender's rounds too, at its turn)
    for _ in range(60):
        settle(app, scene)
        state = scene.session.state
        if state.battle is None:
            break
        _redraw(app)
        rects = board.battle_panel.rects()
        name = "button:default" if "button:default" in rects else "button:press-on"
        assert name in rects, rects.keys()
        click(app, rects[name].center)
    state = scene.session.state
    assert state.battle is None
    assert not any(u.army == "goblins" for u in state.units_at("crownvale"))
    # the battle's summary stays on its panel until dismissed
    assert board.ended is not None and board.ended.lines
    press(app, pygame.K_RETURN)
    assert board.ended is None
    _redraw(app)
    click_button(app, board.bar, "End combat")
    settle(app, scene)
    state = scene.session.state
    assert state.phase == "collect" and state.owner_of("crownvale") == "humans"
    treasury = state.army("humans").treasury
    # buy an archer from the panel: picked, then placed in its one city (playtest 34: even
    # a lone place is asked for)
    index = next(i for i, w in enumerate(board.wares) if (w.army, w.ident) == ("humans", "archer"))
    board.economy.scroll(index - board.economy.first)
    scene.invalidate()
    _redraw(app)
    click(app, board.economy.rects()[f"offer:{index}"].center)
    assert scene.session.state.army("humans").treasury == treasury  # a pick: nothing bought
    assert set(board.highlights(scene.session.state)) == {capital}
    _redraw(app)
    click(app, board.canvas.centre_of(capital))
    state = scene.session.state
    assert state.army("humans").treasury == treasury - 5
    assert any(u.kind == "archer" and u.at == capital for u in state.units)
    _redraw(app)
    click_button(app, board.bar, "End buying")
    settle(app, scene)
    assert scene.session.state.actor in ("goblins", "undead") or scene.session.state.side == "evil"


def test_refusals_say_why(app) -> None:
    scene = _scene(app)
    board = scene.board
    state = scene.session.state
    # an enemy counter is not ours to move
    click(app, board.canvas.stack_rects(state)[("crownvale", "goblins")].center)
    assert scene.toast is not None and "enemy" in scene.toast.text
    # a territory out of reach names the rule
    click(app, board.canvas.stack_rects(state)[("kingsreach", "humans")].center)
    lit = board.highlights(state)
    far = next(t for t in board.canvas.ids if t not in lit and not state.units_at(t))
    click(app, board.canvas.centre_of(far))
    assert scene.toast is not None and "cannot reach" in scene.toast.text
    assert scene.session.state is state  # nothing was played


def test_wheel_zooms_and_drag_pans_without_playing(app) -> None:
    scene = _scene(app)
    board = scene.board
    canvas = board.canvas
    centre = board.map_rect.center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.pump()
    before = canvas.zoom
    app.dispatch(Intent("wheel", pos=centre, dy=1))  # the dummy driver has no pointer to read
    assert canvas.zoom > before
    start_offset = (canvas.ox, canvas.oy)
    app.tick(HUMAN_PAUSE_MS)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
    app.pump()
    for dx in (10, 20, 40):
        pos = (centre[0] + dx, centre[1])
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(10, 0), buttons=(1, 0, 0))
        )
        app.pump()
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(centre[0] + 40, centre[1]), button=1)
    )
    app.pump()
    assert (canvas.ox, canvas.oy) != start_offset
    assert scene.session.history == []  # a drag is not a move


STREAM = "bridgewater|lowmill"


def test_a_click_on_a_lit_stream_stops_the_move_on_it(app) -> None:
    scene = _scene(app, others=(("humans", "soldier", "bridgewater"),))
    board = scene.board
    canvas = board.canvas
    state = scene.session.state
    click(app, canvas.stack_rects(state)[("bridgewater", "humans")].center)
    (uid,) = board.chosen
    assert STREAM in board_info.destinations(state, board.world, (uid,))  # the engine says so
    middle = canvas.centre_of(STREAM)  # on the drawn line, inside one of its banks
    assert canvas.territory_at(middle) in ("bridgewater", "lowmill")
    click(app, middle)
    assert scene.session.history[-1].action == Move((uid,), STREAM)
    assert scene.session.state.unit(uid).place == STREAM


def test_away_from_a_lit_stream_a_click_picks_the_territory(app) -> None:
    scene = _scene(app, others=(("humans", "soldier", "bridgewater"),))
    board = scene.board
    canvas = board.canvas
    click(app, canvas.stack_rects(scene.session.state)[("bridgewater", "humans")].center)
    (uid,) = board.chosen
    click(app, canvas.centre_of("hazelford"))
    assert scene.session.history[-1].action == Move((uid,), "hazelford")


def test_a_wheel_burst_is_drawn_in_full_once_the_wheel_rests(app) -> None:
    scene = _scene(app)
    board = scene.board
    centre = board.map_rect.center
    for _ in range(3):  # quicker than the rest: each step stretches the last full picture
        app.dispatch(Intent("wheel", pos=centre, dy=1))
        app.draw()
        app.tick(SETTLE_MS // 3)
        assert board.canvas.previewing and board.wakeup_ms() is not None
    app.tick(SETTLE_MS)
    assert not board.canvas.previewing and board.wakeup_ms() is None
    assert scene.layer is None  # drawn in full at the next frame
    app.draw()
    assert "composite" in board.canvas._layers


def _tab_to(app, board: WarpartyBoard, key: str, shift: bool = False) -> None:
    """Press Tab (or Shift+Tab) until the keyboard focus is on ``key``."""
    seen = []
    for _ in range(len(board.walk_targets()) + 1):
        press(app, pygame.K_TAB, pygame.KMOD_SHIFT if shift else 0)
        focused = board.keys.focused(board.walk_targets())
        seen.append(focused.key if focused else None)
        if focused is not None and focused.key == key:
            return
    raise AssertionError(f"Tab never reached {key}: {seen}")


def test_the_keyboard_picks_a_stack_and_moves_it(app) -> None:
    scene = _scene(app)
    board = scene.board
    state = scene.session.state
    capital = [u.uid for u in state.units_at("kingsreach") if u.army == "humans"]
    # Tab walks the stacks that may move, then Offer peace, before the bar
    walk = [t.key for t in board.walk_targets()]
    assert walk == ["stack:dwarves:hammerdeep", "stack:humans:kingsreach", *TALKS]
    assert "Tab" in board.hint(state)
    _tab_to(app, board, "stack:humans:kingsreach")
    app.draw()
    press(app, pygame.K_RETURN)
    assert board.selected == ("kingsreach", "humans") and len(board.chosen) == len(capital)
    # now the walk holds the picked stack, its destinations, then the other stacks
    lit = board_info.destinations(state, board.world, board.chosen)
    walk = [t.key for t in board.walk_targets()]
    assert walk[0] == "stack:humans:kingsreach"
    assert sorted(walk[1 : 1 + len(lit)]) == sorted(f"place:{p}" for p in lit)
    assert walk[1 + len(lit) :] == ["stack:dwarves:hammerdeep", *TALKS]
    # Space on the picked stack takes one unit fewer, as a click does
    press(app, pygame.K_SPACE)
    assert len(board.chosen) == len(capital) - 1
    _tab_to(app, board, "place:crownvale")
    app.draw()
    press(app, pygame.K_RETURN)
    move = scene.session.history[-1].action
    assert move == Move(tuple(capital[:-1]), "crownvale")
    assert sum(u.army == "humans" for u in scene.session.state.units_at("crownvale")) == 8


def test_shift_tab_walks_back_and_the_bar_follows_the_map(app) -> None:
    scene = _scene(app)
    board = scene.board
    for _ in TALKS:  # Offer peace, then the map's last stack
        press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert board.keys.focused(board.walk_targets()).key == "stack:humans:kingsreach"
    for _ in TALKS:
        press(app, pygame.K_TAB)
    press(app, pygame.K_TAB)  # past the last of the walk: the bar's first button
    assert board.keys.focus is None and board.bar.focus is not None
    press(app, pygame.K_RETURN)  # End movement, from the keyboard: Undo can take it back,
    assert app.stack.top is scene  # so it is played at once and told (issue #39)
    assert scene.session.history[-1].action == EndMove()
    assert "stay where they are" in scene.toast.text


def test_the_keyboard_stops_a_move_on_a_stream(app) -> None:
    scene = _scene(app, others=(("humans", "soldier", "bridgewater"),))
    board = scene.board
    _tab_to(app, board, "stack:humans:bridgewater")
    press(app, pygame.K_RETURN)
    (uid,) = board.chosen
    _tab_to(app, board, f"place:{STREAM}")
    app.draw()  # the focus ring goes round the stream
    press(app, pygame.K_KP_ENTER)
    assert scene.session.history[-1].action == Move((uid,), STREAM)


def test_escape_drops_the_picked_stack(app) -> None:
    scene = _scene(app)
    board = scene.board
    click(app, board.canvas.stack_rects(scene.session.state)[("kingsreach", "humans")].center)
    assert board.selected is not None
    press(app, pygame.K_ESCAPE)  # the board's selection goes first ...
    assert board.selected is None and board.chosen == ()
    assert app.stack.top is scene
    press(app, pygame.K_ESCAPE)  # ... and with nothing left to drop, the frame's menu opens
    assert isinstance(app.stack.top, ChoiceDialog)


def test_the_keyboard_starts_a_fight(app) -> None:
    scene = _scene(app)
    board = scene.board
    click(app, board.canvas.stack_rects(scene.session.state)[("kingsreach", "humans")].center)
    click(app, board.canvas.centre_of("crownvale"))
    app.draw()
    click_button(app, board.bar, "End movement")
    settle(app, scene)
    assert [t.key for t in board.walk_targets()] == ["place:crownvale", *TALKS]
    _tab_to(app, board, "place:crownvale")
    app.draw()
    press(app, pygame.K_RETURN)
    assert scene.session.state.battle is not None
    walk = [t.key.partition(":")[0] for t in board.walk_targets()]
    assert set(walk) == {"card", "button"}  # the battle panel takes over


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_the_turn_banner_leaves_the_battle_panel_in_sight(app) -> None:
    """The turn banner greets each side's round of a battle over the top bar's words: the
    map, the purses and the battle's header, odds and units all stay in sight."""
    scene = _scene(app)
    board = scene.board
    click(app, board.canvas.stack_rects(scene.session.state)[("kingsreach", "humans")].center)
    click(app, board.canvas.centre_of("crownvale"))
    app.draw()
    click_button(app, board.bar, "End movement")
    settle(app, scene)
    click(app, board.canvas.centre_of("crownvale"))
    assert scene.session.state.battle is not None
    scene.banner = None
    app.draw()
    quiet = app.surface.copy()
    scene.greet(scene.session.active)  # as when the turn comes back for a round
    app.draw()
    box = scene.banner_box
    assert box is not None and scene.bar.contains(box) and not box.colliderect(board.rect)
    panel = board.battle_panel.rect
    assert _pixels(app.surface, panel) == _pixels(quiet, panel)  # header, odds, units: all seen
    assert _pixels(app.surface, board.rect) == _pixels(quiet, board.rect)
    assert _pixels(app.surface, box) != _pixels(quiet, box)  # the greeting is in the bar


def test_offer_peace_offers_a_marginal_victory_or_defeat_by_keyboard_or_click(app) -> None:
    scene = _scene(app)
    board = scene.board
    _tab_to(app, board, "talk:Offer peace", shift=True)  # the last of the walk
    app.draw()
    press(app, pygame.K_RETURN)
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceDialog) and dialog.title == "Offer peace"
    labels = [b.label for b in dialog.group.buttons]
    assert labels == [
        "Offer the other team a marginal victory",
        "Offer the other team a marginal defeat",
        "Close",
    ]
    press(app, pygame.K_ESCAPE)  # nothing offered
    assert app.stack.top is scene and not scene.session.state.offer
    board.keys.focus = None
    _tab_to(app, board, "talk:Offer peace", shift=True)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_DOWN)  # the second choice
    press(app, pygame.K_RETURN)
    settle(app, scene)
    state = scene.session.state
    assert state.offer == "good" and state.offered == "defeat"
    # the other team's answer: the bar says what is being accepted
    app.draw()
    assert "marginal defeat" in board.hint(state)
    answers = {b.label: b.tooltip for b in board.bar.buttons}
    assert answers == {"Accept": "Accept the marginal defeat", "Fight on": "Decline and fight on"}
    click_button(app, board.bar, "Accept")
    settle(app, scene)
    state = scene.session.state
    assert state.phase == "over" and state.winner == "good"
    assert state.how == "marginal defeat by agreement"


def _spot(board, state, inside: str, boxed_by: str | None = None):
    """A screen point in ``inside``'s outline, off every counter, within ``boxed_by``'s box
    (any territory's but ``inside``'s when None): where a box alone would pick wrong."""
    places = board.canvas.place_targets()
    counters = board.canvas.stack_targets(state)
    mine = places[inside]
    for box in [places[boxed_by].rect] if boxed_by else [t.rect for t in places.values()]:
        if box == mine.rect:
            continue
        clip = box.clip(mine.rect).clip(board.canvas.rect)
        for x in range(clip.left, clip.right, 2):
            for y in range(clip.top, clip.bottom, 2):
                if mine.holds((x, y)) and not any(c.holds((x, y)) for c in counters):
                    return x, y
    raise AssertionError(f"no point of {inside} in another territory's box")


def test_a_click_picks_the_territory_whose_outline_holds_it_not_its_box(app) -> None:
    """Territories are polygon ``Target``s: a click in the corner where a lit place's box
    overlaps a neighbour's outline goes to the neighbour, one inside the outline moves."""
    scene = _scene(app)
    board = scene.board
    state = scene.session.state
    click(app, board.canvas.stack_rects(state)[("kingsreach", "humans")].center)
    lit = board.highlights(scene.session.state)
    assert "crownvale" in lit
    places = board.canvas.place_targets()
    box = places["crownvale"].rect
    dark = next(
        t
        for t, target in places.items()
        if t not in lit and t != "kingsreach" and target.rect.colliderect(box)
    )
    # a point of a dark neighbour inside Crownvale's box: refused, nothing moves
    miss = _spot(board, state, dark, "crownvale")
    assert board.canvas.territory_at(miss) == dark
    click(app, miss)
    assert scene.session.state is state and board.selected == ("kingsreach", "humans")
    # a point of Crownvale inside another territory's box: the stack moves to Crownvale
    hit = _spot(board, state, "crownvale")
    click(app, hit)
    after = scene.session.state
    assert after is not state and sum(u.army == "humans" for u in after.units_at("crownvale")) == 9
