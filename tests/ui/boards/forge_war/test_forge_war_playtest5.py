"""Forge War after newcomer playtest 5 (issue 39): round digits inside their circles at every
size, the wealth cards kept shown as kept to the seat that chose them (and to nobody else),
quest-track icons as large as the other icons among words, and no turn-order badge in solo."""

from __future__ import annotations

import pygame
import pytest
from test_forge_war_board import hand_over_by_keys, lift_curtain, play_by_clicks, reach, start
from test_forge_war_solo_board import start_solo
from uihelp import post

from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.actions import Buy, KeepWealth, Sell
from forgegames.ui import text_report, theme
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.boards.forge_war.hexmine import _rgb
from forgegames.ui.boards.forge_war.look import GOOD, ordinal

BACKDROP = (255, 0, 255)


@pytest.fixture()
def recording():
    """The text report on from the scene's start (the board caches layers it drew once: a
    report begun later would not see their words)."""
    text_report.start()
    yield
    text_report.stop()


def drawn_texts(app) -> list[dict]:
    """Every text the next frame draws (``recording`` must be on)."""
    frame = text_report.recording_window(app.surface)
    app.surface = frame
    app.draw()
    return text_report.report(frame)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_round_digits_stay_inside_their_circles(size):
    """Playtest 5 (79crop): at 1024x640 the digits were bigger than their circles and the
    current round's '2' spilled out of its gold circle. Each circle is drawn on a backdrop
    with its digit in the circle's own colour: where the digit stays inside, the picture is
    the bare circle's, pixel for pixel; a digit's edge outside shows as a blend."""
    app = App(size, bot_delay_ms=0)
    try:
        scene = start(app, seed=3)
        board: ForgeWarBoard = scene.board
        grey = (60, 60, 60)
        i = 1
        while f"round:{i}" in board.rects:
            rect = board.rects[f"round:{i}"]
            drawn = pygame.Surface(app.surface.get_size())
            drawn.fill(BACKDROP)
            board.market.draw_round_dot(drawn, i, grey, grey)
            bare = pygame.Surface(app.surface.get_size())
            bare.fill(BACKDROP)
            pygame.draw.circle(bare, grey, rect.center, rect.width // 2)
            around = rect.inflate(16, 16)
            spilt = [
                (x, y)
                for x in range(around.x, around.right)
                for y in range(around.y, around.bottom)
                if drawn.get_at((x, y)) != bare.get_at((x, y))
            ]
            assert not spilt, (size, i, spilt[:5])
            i += 1
        assert i > 5
    finally:
        pygame.display.quit()


def test_kept_wealth_cards_show_to_their_chooser_only(app, recording):
    """Playtest 5 (30): after choosing, the four cards looked alike. The chooser sees the two
    kept framed in green and the prompt naming them; once the turn is handed over, the next
    person's board marks nothing and draws no name of the other's choice (hidden until all
    have chosen)."""
    scene = start(app, seed=2, players=2)
    board: ForgeWarBoard = scene.board
    first = scene.session.active
    action = next(a for a in scene.session.legal_actions() if isinstance(a, KeepWealth))
    play_by_clicks(app, scene, action)
    assert scene.handover == first
    app.draw()
    assert board.prompts.kept_wealth() == tuple(action.cards)
    for wid in board.view.seats[first].hand:
        rect = board.rects[f"wealth:{wid}"]
        edge = app.surface.get_at((rect.centerx, rect.y + 1))[:3]
        assert (edge == GOOD) == (wid in action.cards), (wid, edge)
    names = [TITLE.world.content.wealth[w].name for w in action.cards]
    assert all(name in board.prompts.prompt(board.view) for name in names)

    hand_over_by_keys(app, scene)
    lift_curtain(app)
    second = scene.session.active
    assert second != first and scene.viewer == second
    assert board.view.seats[first].kept == ("?",) * len(action.cards)
    assert board.prompts.kept_wealth() == ()
    texts = drawn_texts(app)
    for wid in board.view.seats[second].hand:
        rect = board.rects[f"wealth:{wid}"]
        assert app.surface.get_at((rect.centerx, rect.y + 1))[:3] != GOOD
    shown = " ".join(t["text"] for t in texts)
    for wid in board.view.seats[second].hand:  # the report sees this person's own cards
        assert TITLE.world.content.wealth[wid].name.split()[0] in shown
    assert not any(name in shown for name in names), "the other's choice stays secret"


def test_quest_track_icons_are_as_large_as_icons_among_words(app):
    """Playtest 5 (49): the quest's step markers and leg flags were tiny (9 and 12 px)."""
    scene = start(app, seed=3)
    board: ForgeWarBoard = scene.board
    assert board.pen.icon_side() >= 20
    assert board.mats.quest_pip() >= 20 and board.mats.leg_flag() >= 20
    assert board.mats.quest_pip() < board.mats.mat_line(), "the markers stay within a quest's row"


def test_solo_mat_has_no_turn_order_badge(app, recording):
    scene = start_solo(app, seed=3)
    board: ForgeWarBoard = scene.board
    mat = board.rects["mat:0"]
    texts = drawn_texts(app)
    places = {ordinal(n) for n in range(1, 5)}
    assert not [t for t in texts if t["text"] in places and mat.collidepoint(t["rect"][:2])]
    first = board.mats.mat_name(0)
    name = [t for t in texts if t["text"] == first and mat.collidepoint(t["rect"][:2])]
    assert name and name[0]["rect"][0] - mat.x < board.px(40), "the name leads the mat"


def test_the_mine_is_the_centrepiece_at_1280x720(app, recording):
    """Playtest 5 (37): the mine was small beside empty room. The merchant's deals stand in
    two columns (metals, gems) under Buy and Sell headings, and the mine takes the height
    they gave up, and the width its hexes need at that height: its hexes are at least 29 px
    (27 before) at two seats. (30 until fw34: the mine now keeps a stall's row from the first
    move, so that its hexes do not shrink and move when the first stall is bought.)"""
    scene = start(app, seed=3, players=2)
    reach(app, scene, lambda s: s.phase == "market" and not s.pending)
    board: ForgeWarBoard = scene.board
    assert board.mine_view.layout.size >= 29
    assert board.mine.rect.width >= board.rect.width * 0.40
    copper, emerald = board.rects["buy:copper"], board.rects["buy:emerald"]
    assert copper.y == emerald.y and emerald.x > board.rects["sell:copper"].right
    texts = drawn_texts(app)
    box = board.context.merchant_box(board.context.merchant_top)
    heads = [t for t in texts if t["text"] in ("Buy", "Sell") and box.collidepoint(t["rect"][:2])]
    assert len(heads) == 4
    assert not [t for t in texts if t.get("cut")]
    live = next(t for t in board.all_targets() if t.key.startswith(("buy:", "sell:")) and t.live)
    kind, _, rid = live.key.partition(":")
    post(app, pygame.MOUSEMOTION, pos=live.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    deal = Buy(rid) if kind == "buy" else Sell(rid)
    assert scene.describe(deal) in board.hover_tip()  # the deal in words


def test_the_mine_is_cut_into_rock_and_pieces_stand_on_plain_colour(app):
    """Charm (playtest 5: 'a spreadsheet more than a mine'): the mine's panel is rock, each
    hex a faceted stone with the odd glint. Pieces stand where each hex keeps its plain
    resource colour (the halo's 3:1 contrast is measured against it), the legend's words
    keep their contrast on the rock, and the picture is drawn once, not every frame."""
    scene = start(app, seed=3)
    board: ForgeWarBoard = scene.board
    view, mine = board.mine_view, board.view.mine.board
    picture = view.background(mine, app.surface.get_size())
    assert view.background(mine, app.surface.get_size()) is picture  # cached
    for h in mine.hexes:
        rgb = _rgb(view.kinds[mine.resources[h]].rgb)
        x, y = view.centre(h)
        step = int(view.layout.size * 0.3)  # where a worker stands, and about it
        for dx, dy in ((0, -step), (-step, -step), (step, -step), (0, -2 * step)):
            assert picture.get_at((x + dx, y + dy))[:3] == rgb, (h, dx, dy)
    corner = board.mine.rect.move(4, board.mine.rect.height - 6).topleft  # foot, left: rock
    rock = picture.get_at(corner)[:3]
    assert rock != theme.PANEL[:3] and picture.get_at(corner)[3] == 255
    legend = pygame.Rect(
        board.mine.rect.x + 2, board.mine.rect.y + 2, board.mine.rect.width - 4, 20
    )
    lightest = max(
        (
            picture.get_at((x, y))[:3]
            for x in range(legend.x, legend.right)
            for y in range(legend.y, legend.bottom)
        ),
        key=theme.luminance,
    )
    assert theme.contrast(theme.TEXT_DIM, lightest) >= 4.5, lightest  # the legend's words


def test_the_wealth_hand_has_its_room_and_then_the_mine_shows_whole(app):
    """While the wealth cards are chosen the context panel holds them as tall as their words,
    reaching over the mine's foot where it must (the mine keeps its size: playtest 12); once
    they are put away the context panel gives the foot back."""
    scene = start(app, seed=3, players=2)
    board: ForgeWarBoard = scene.board
    cards = [r for k, r in board.rects.items() if k.startswith("wealth:")]
    assert cards and all(
        r.height >= board.context.wealth_need(k[7:], r.width)
        for k, r in board.rects.items()
        if k.startswith("wealth:")
    )
    assert max(r.bottom for r in cards) <= board.context.rect.bottom
    assert board.mine.shown.bottom < board.context.rect.top  # the panels do not overlap
    during = board.mine.rect.copy()
    reach(app, scene, lambda s: s.phase == "place")
    assert board.mine.rect == during and board.mine.shown == during
