"""Warparty from the keyboard beyond the map: the battle panel (cards, targets, buttons) and the
purchase list (offers, paging, then the lit places), driven by real key presses; and crowded
battles laid out without overlap, with pictures of both to look at."""

from __future__ import annotations

import dataclasses
import itertools
import tempfile
import time
from pathlib import Path

import pygame
import pytest
from test_warparty_board import first_turn
from uihelp import click, click_button, open_game, past_quests, press, settle

from forgegames.core import registry
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty import combat, start
from forgegames.games.warparty.actions import Buy, Deploy
from forgegames.games.warparty.state import Unit
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.battle_layout import MIN_CHIP, Card
from forgegames.ui.boards.warparty.board import ODDS_POLL_MS, WarpartyBoard
from forgegames.ui.boards.warparty.economy_panel import EconomyPanel
from forgegames.ui.game_scene import GameScene

SIZES = ((1280, 720), (1920, 1080))
PICTURES = Path(tempfile.gettempdir())
SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))
ATTACKERS = (
    [("humans", "soldier")] * 3
    + [("humans", "knight")] * 2
    + [("humans", "archer")] * 2
    + [("dwarves", "warrior")] * 2
    + [("dwarves", "berserker"), ("humans", "wizard"), ("humans", "catapult")]
)
"""Twelve units of two armies, in all three rows."""
DEFENDERS = (
    [("goblins", "warrior")] * 4
    + [("goblins", "orc")] * 2
    + [("goblins", "archer"), ("goblins", "wolf-rider"), ("goblins", "troll-giant")]
    + [("goblins", "wizard")]
)
"""Ten Goblins, in all three rows."""

pytestmark = pytest.mark.usefixtures("quick_odds")  # conftest.py: 300 sampled battles


@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def sized_app(request):
    from forgegames.ui.launcher import Launcher

    application = App(request.param, bot_delay_ms=0)
    application.home = lambda: Launcher(application)
    yield application
    pygame.display.quit()


def _open(app: App, session: Session) -> GameScene:
    return open_game(app, session)


def _battle_scene(app: App, attackers=ATTACKERS, defenders=DEFENDERS, seed: int = 7) -> GameScene:
    """Two people; ``attackers`` (army, unit) of the good team have marched into Crownvale,
    where ``defenders`` wait; movement is ended and the battle opened by clicks."""
    session = first_turn(seed=seed)
    state = session.state
    placed = [(army, kind, "crownvale") for army, kind in [*attackers, *defenders]]
    extra = tuple(
        # the attackers came from the capital (a retreat takes them back there)
        Unit(
            state.next_uid + i,
            army,
            kind,
            where,
            start="kingsreach" if i < len(attackers) else where,
        )
        for i, (army, kind, where) in enumerate(placed)
    )
    session.state = dataclasses.replace(
        state, units=state.units + extra, next_uid=state.next_uid + len(extra)
    )
    scene = _open(app, session)
    board = scene.board
    click_button(app, board.bar, "End movement")
    settle(app, scene)
    app.draw()
    click(app, board.canvas.centre_of("crownvale"))
    settle(app, scene)
    app.draw()
    assert scene.session.state.battle is not None
    return scene


def _shop_scene(app: App) -> GameScene:
    """A quick-play game at its set-up: the evil team places cities and buys its units."""
    title = registry.get("warparty")
    session = Session(title, GameConfig("warparty", SEATS, "quick-play"), 7)
    session.resolve_chance()
    session.apply(session.legal_actions()[0])  # the roll-off's winner moves first
    past_quests(session)
    assert session.state.phase == "setup"
    return _open(app, session)


def _focused(board: WarpartyBoard) -> str | None:
    target = board.keys.focused(board.walk_targets())
    return None if target is None else target.key


def _tab_to(app: App, board: WarpartyBoard, key: str) -> None:
    """Press Tab until the keyboard focus is on ``key``."""
    seen = []
    for _ in range(len(board.walk_targets()) + 1):
        press(app, pygame.K_TAB)
        seen.append(_focused(board))
        if seen[-1] == key:
            return
    raise AssertionError(f"Tab never reached {key}: {seen}")


def _await_odds(app: App, board: WarpartyBoard) -> None:
    """Let the frame run until the battle's odds, worked out away from it, are shown."""
    battle = board.state.battle
    for _ in range(600):
        if board.whole_odds(battle) is not None:
            return
        time.sleep(ODDS_POLL_MS / 1000)
        app.tick(ODDS_POLL_MS)
    raise AssertionError("the odds were never worked out")


def _card(board: WarpartyBoard, battle: combat.Battle, unit: str, side: int) -> Card:
    return next(
        c
        for c in board.battle_panel.cards(battle)
        if c.side == side and battle.fighter(c.ids[0]).profile.unit == unit
    )


# --- the battle -------------------------------------------------------------------------------
def test_tab_picks_an_attacker_and_enter_attacks_the_target_tabbed_to(app) -> None:
    scene = _battle_scene(app)
    board = scene.board
    battle = scene.session.state.battle
    walk = [t.key for t in board.walk_targets()]
    cards = {c.key: c for c in board.battle_panel.cards(battle)}
    # the walk: the units due to attack (left side), the default attacker's targets (right
    # side), each in reading order, then the battle's buttons in theirs
    kinds = [key.partition(":")[0] for key in walk]
    assert kinds == sorted(kinds, key=lambda k: k == "button") and "button:default" in walk
    sides = [cards[k].side for k in walk if k in cards]
    assert sides == sorted(sides) and set(sides) == {combat.ATTACKER, combat.DEFENDER}
    due = {a.attacker for a in board.legal if isinstance(a, combat.Target)}
    assert all(set(cards[k].ids) & due for k in walk if k in cards and cards[k].side == 0)
    # Tab to the knights (not the default attacker), Enter picks one of them
    knights = _card(board, battle, "knight", combat.ATTACKER)
    _tab_to(app, board, knights.key)
    app.draw()
    press(app, pygame.K_RETURN)
    assert board.attacker in knights.ids
    knight = board.attacker
    app.draw()
    # Tab on to an orc: Enter attacks it with the knight
    orcs = _card(board, battle, "orc", combat.DEFENDER)
    _tab_to(app, board, orcs.key)
    app.draw()  # the ring, the prediction and the card's tooltip
    pygame.image.save(app.surface, PICTURES / "wp_keys_target_1280x720.png")
    press(app, pygame.K_RETURN)
    history = [step.action for step in scene.session.history]
    attack = next(a for a in reversed(history) if isinstance(a, combat.Target))
    assert attack.attacker == knight and attack.target in orcs.ids
    assert isinstance(history[-1], combat.Roll)  # the die was rolled for it
    after = scene.session.state.battle
    now_due = {a.attacker for a in combat.legal_actions(after) if isinstance(a, combat.Target)}
    assert knight not in now_due  # the knight has made its one attack this round
    orc = after.fighter(attack.target)
    said = [e.text for e in scene.session.events() if e.kind == "battle"]
    assert any(orc.label in line for line in said[-3:]), said[-3:]  # the log tells of it
    assert board.attacker is None


@pytest.mark.parametrize("seed", [1, 2], ids=["the-roll-succeeds", "the-roll-fails"])
def test_the_battle_buttons_from_the_keyboard(app, seed) -> None:
    scene = _battle_scene(app, seed=seed)
    board = scene.board
    history = scene.session.history
    start_at = len(history)
    # before anyone attacks, the side may roll to retreat
    _tab_to(app, board, "button:retreat-roll")
    press(app, pygame.K_RETURN)
    assert history[start_at].action == combat.RetreatRoll()
    app.draw()
    battle = scene.session.state.battle
    assert (battle.stage == combat.ELIGIBLE) == (seed == 1)  # the seeded die
    if battle.stage == combat.ELIGIBLE:  # the roll succeeded: retreat, or press on
        assert {"button:retreat", "button:press-on"} <= {t.key for t in board.walk_targets()}
        _tab_to(app, board, "button:press-on")
        press(app, pygame.K_SPACE)
        assert history[-1].action == combat.PressOn()
    else:  # it failed: the attacks go on, the default one from the keyboard
        default = combat.default_target(battle)
        _tab_to(app, board, "button:default")
        press(app, pygame.K_SPACE)
        assert default in [step.action for step in history[start_at:]]


def test_escape_drops_the_picked_attacker_and_shift_tab_reaches_the_targets(app) -> None:
    scene = _battle_scene(app)
    board = scene.board
    battle = scene.session.state.battle
    knights = _card(board, battle, "knight", combat.ATTACKER)
    _tab_to(app, board, knights.key)
    press(app, pygame.K_RETURN)
    assert board.attacker in knights.ids
    press(app, pygame.K_ESCAPE)
    assert board.attacker is None and app.stack.top is scene
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back from the start: the last button
    assert _focused(board).startswith("button:")


@pytest.mark.parametrize(
    "attackers, defenders",
    [
        (ATTACKERS, DEFENDERS),
        (  # every unit kind of both armies of each team, several of each
            [
                (army, kind)
                for army, kinds in (
                    ("humans", ("soldier", "archer", "knight", "musketeer", "catapult")),
                    ("humans", ("lord-ancon", "wizard", "priest")),
                    ("dwarves", ("warrior", "archer", "berserker", "cannon", "airship")),
                    ("dwarves", ("wizard", "priest")),
                )
                for kind in kinds
                for _ in range(3)
            ],
            [
                (army, kind)
                for army, kinds in (
                    ("goblins", ("warrior", "archer", "orc", "wolf-rider", "chariot")),
                    ("goblins", ("ballista", "troll-giant", "wizard", "priest")),
                    ("undead", ("skeleton", "skeleton-archer", "ghoul-mangler", "vampire")),
                    ("undead", ("shade", "bone-dragon", "wizard", "priest")),
                )
                for kind in kinds
                for _ in range(3)
            ],
        ),
    ],
    ids=["12-vs-10", "every-kind"],
)
def test_a_crowded_battle_has_no_overlapping_cards(sized_app, attackers, defenders) -> None:
    app = sized_app
    scene = _battle_scene(app, attackers, defenders)
    board = scene.board
    battle = scene.session.state.battle
    panel = board.battle_panel
    cards = panel.cards(battle)
    assert sorted(i for c in cards for i in c.ids) == sorted(
        f.id for f in battle.attackers + battle.defenders
    )
    for card in cards:
        assert panel.rect.contains(card.rect), card
        assert panel.rects()[f"side:{card.side}"].contains(card.rect), card
        if len(attackers) <= 12:
            assert card.rect.width >= panel.card_size(card.style, card.fit)[0]
        else:  # more kinds than the rules field: narrower chips, names cut with an ellipsis
            assert card.rect.width >= panel.pen.px(MIN_CHIP)
    for a, b in itertools.combinations(cards, 2):
        assert not a.rect.colliderect(b.rect), (a, b)
    assert all(c.style == "full" for c in cards) or len(attackers) > 12
    # a picture with the keyboard's focus on a card (ring, prediction, tooltip); the 12-vs-10
    # battle at 1280x720 with its odds worked out, the others while they are
    target = next(k for k in (t.key for t in board.walk_targets()) if k.startswith("card:"))
    _tab_to(app, board, target)
    name = "crowded" if len(attackers) == 12 else "every_kind"
    if name == "crowded" and app.size == SIZES[0]:
        _await_odds(app, board)
    app.draw()
    pygame.image.save(app.surface, PICTURES / f"wp_keys_{name}_{app.size[0]}x{app.size[1]}.png")


# --- the purchase list ------------------------------------------------------------------------
def test_tab_to_an_offer_enter_then_tab_to_a_lit_place_and_enter_places_it(app) -> None:
    scene = _shop_scene(app)
    board = scene.board
    state = scene.session.state
    warrior = "offer:goblins:unit:warrior"
    walk = [t.key for t in board.walk_targets()]
    stacks = [k for k in walk if k.startswith("stack:")]  # the troops to place, on the map
    assert walk[: len(stacks)] == stacks and len(stacks) == 2
    # the seat's armies (Enter lists one), then its list's first page (and its arrows: with
    # heroes sold, the list pages at 1280x720)
    armies = ["army:goblins", "army:undead"]
    assert walk[len(stacks) : len(stacks) + 2] == armies and warrior in walk
    _tab_to(app, board, warrior)
    app.draw()
    pygame.image.save(app.surface, PICTURES / "wp_keys_shop_1280x720.png")
    bought = len(scene.session.history)
    press(app, pygame.K_RETURN)  # as a click: picked (nothing bought), the places light up
    assert board.placing is not None and board.placing.ident == "warrior"
    assert len(scene.session.history) == bought
    state = scene.session.state
    lit = set(board.placing.places)
    assert len(lit) > 1 and set(board.highlights(state)) == lit
    press(app, pygame.K_TAB)  # the lit places follow the offer being placed
    place = _focused(board).removeprefix("place:")
    assert place in lit
    app.draw()
    pygame.image.save(app.surface, PICTURES / "wp_keys_shop_placing_1280x720.png")
    treasury = state.army("goblins").treasury
    press(app, pygame.K_RETURN)
    assert scene.session.history[-1].action == Buy("goblins", "warrior", place)
    after = scene.session.state
    assert after.army("goblins").treasury < treasury
    assert sum(u.kind == "warrior" and u.army == "goblins" for u in after.units_at(place)) == (
        sum(u.kind == "warrior" and u.army == "goblins" for u in state.units_at(place)) + 1
    )
    assert board.placing is not None  # the offer stays picked: Escape lets it go
    press(app, pygame.K_ESCAPE)
    assert board.placing is None


def test_the_pager_and_a_disabled_offer_from_the_keyboard(app, monkeypatch) -> None:
    # taller army blocks: the purchase list no longer fits and pages
    taller = EconomyPanel._army_height
    monkeypatch.setattr(
        EconomyPanel, "_army_height", lambda panel, lines: taller(panel, lines) + panel.pen.px(40)
    )
    scene = _shop_scene(app)
    board = scene.board
    first_page = [t.key for t in board.walk_targets() if t.key.startswith("offer:")]
    _tab_to(app, board, "page:down")
    press(app, pygame.K_RETURN)
    assert _focused(board) == "page:down"  # the focus stays on the arrow
    second_page = [t.key for t in board.walk_targets() if t.key.startswith("offer:")]
    # the next page (the last one is kept full, so it may repeat a row of the first)
    assert second_page and second_page[-1] not in first_page and second_page != first_page
    app.draw()

    def greyed():
        targets = board.walk_targets()
        return next((t for t in targets if t.key.startswith("offer:") and not t.live), None)

    for arrow in ("page:down",) * 3 + ("page:up",) * 6:  # rows of one height (playtest
        if greyed() is not None:  # 15): a greyed offer may lie on another page
            break
        _tab_to(app, board, arrow)
        press(app, pygame.K_RETURN)
        app.draw()
    disabled = greyed()
    assert disabled is not None
    _tab_to(app, board, disabled.key)
    app.draw()  # the ring and the reason beside the panel
    pygame.image.save(app.surface, PICTURES / "wp_keys_shop_disabled_1280x720.png")
    press(app, pygame.K_RETURN)
    assert scene.toast is not None and scene.toast.text
    assert board.placing is None


# --- the quick-play set-up: placing the starting troops -------------------------------------------
def test_the_starting_troops_are_placed_by_clicks_and_by_the_keyboard(app) -> None:
    scene = _shop_scene(app)
    board = scene.board
    state = scene.session.state
    army = start.acting(state)[0]
    capital = board.world.geo.capital_of(army).id
    stack = (capital, army)
    assert f"stack:{army}:{capital}" in [t.key for t in board.walk_targets()]
    troops = [u.uid for u in state.units_at(capital) if u.army == army]
    click(app, board.canvas.stack_rects(state)[stack].center)
    assert board.selected == stack and board.chosen == tuple(troops)
    click(app, board.canvas.stack_rects(state)[stack].center)  # one fewer
    assert len(board.chosen) == len(troops) - 1
    lit = board.highlights(state)
    held = {t for t, a in state.owner if a == army and t != capital}
    assert held and set(lit) == held, "every territory the army holds but the capital"
    empty = sorted(t for t in lit if not state.units_at(t))[0]
    assert "lit place" in board.hint(state)
    click(app, board.canvas.centre_of(empty))
    assert scene.session.history[-1].action == Deploy(tuple(troops[:-1]), empty)
    assert board.selected is None
    # by the keyboard: the last soldier at home goes to another place
    state = scene.session.state
    _tab_to(app, board, f"stack:{army}:{capital}")
    press(app, pygame.K_RETURN)
    assert board.chosen == (troops[-1],)
    other = next(t for t in sorted(board.highlights(state)) if t != empty)
    _tab_to(app, board, f"place:{other}")
    press(app, pygame.K_RETURN)
    assert scene.session.history[-1].action == Deploy((troops[-1],), other)
    assert not [u for u in scene.session.state.units_at(capital) if u.army == army]
