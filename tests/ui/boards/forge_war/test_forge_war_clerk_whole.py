"""fw30: two newcomer playtests named the clerk's '…' ('Iron S…', 'Copper M…', a price line
ending in '…') a reason Forge War was hard to read. Every public design in the clerk's row
now reads whole without hovering: where the most designs a game can show would not keep their
whole names in one row, the game's tiles name them short ('Spear', the metal the colour of the
weapon's picture), a form chosen once a game; the whole name is in the tooltip.

Read from real screenshots' text reports (the clerk's seven designs of the simple game, claims
on them, in the market phase) at 1024x640 and 1280x720, two to four seats, English and
Spanish; and from the worst case itself: the seven designs in the one row the smallest market
leaves (``ClerkRow.most`` of 1), every seat claiming."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_forge_war_board import start
from test_forge_war_small_boxes import inside, shot

from forgegames.core.i18n import speaking
from forgegames.games.forge_war import TITLE
from forgegames.ui import icons
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war import ForgeWarBoard

SIZES = ((1024, 640), (1280, 720))
LANGUAGES = ("en", "es")
POSITIONS = {2: (2, 51), 3: (1, 97), 4: (1, 159)}
"""Seats -> (seed, computer moves): the market phase with all seven public designs out, and a
design claimed by two seats (``test_the_positions_show_seven_claimed_designs`` checks)."""
SEVEN = [
    "copper-spear",
    "copper-mace",
    "copper-axe",
    "iron-sword",
    "iron-spear",
    "iron-mace",
    "iron-axe",
]


def clerk_texts(items: list[dict], boxes: dict[str, pygame.Rect]) -> list[dict]:
    """The texts drawn on the clerk's tiles."""
    tiles = [box for key, box in boxes.items() if "/space:clerk/clerk:" in key]
    assert len(tiles) == 7, sorted(boxes)
    return [i for tile in tiles for i in inside(items, tile)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", sorted(POSITIONS))
def test_no_clerk_label_is_cut_or_ends_in_an_ellipsis(tmp_path, monkeypatch, seats, size, lang):
    seed, moves = POSITIONS[seats]
    argv = ["--game", "forge-war", "--variant", "simple", "--players", str(seats)]
    argv += ["--seed", str(seed), "--actions", str(moves), "--size", f"{size[0]}x{size[1]}"]
    items, boxes = shot(tmp_path, monkeypatch, [*argv, "--lang", lang])
    texts = clerk_texts(items, boxes)
    words = [i["text"].strip() for i in texts]
    assert not [i for i in texts if i["cut"] or "…" in i["text"]], words
    heading = boxes["board/market/space:clerk"]
    assert [i for i in items if i["cut"] and heading.colliderect(i["rect"])] == []
    with speaking(lang):
        names = {d: TITLE.world.content.all_weapons[d].name.split() for d in SEVEN}
    for design in SEVEN:  # its weapon's word is on its tile, whole
        tile = boxes[f"board/market/space:clerk/clerk:{design}"]
        on = " ".join(i["text"].strip() for i in inside(items, tile)).split()
        assert any(len(word) > 2 and word in on for word in names[design]), (design, on)


def test_the_positions_show_seven_claimed_designs():
    """The screenshots' positions are what their test needs (replayed as ``screenshot`` plays
    them): the market phase, the seven designs out, one claimed by two seats."""
    import random

    from forgegames.cli import make_config
    from forgegames.core.session import Session

    for seats, (seed, moves) in POSITIONS.items():
        config = make_config(TITLE, seats, "simple", {})
        session = Session(TITLE, config, seed)
        session.resolve_chance()
        rng, bot = random.Random(seed), TITLE.bots()["greedy"](0)
        for _ in range(moves):
            view = TITLE.view(session.state, session.active)
            session.apply(bot.choose(view, session.legal_actions(), rng))
        market = session.state.market
        assert session.state.phase == "market", seats
        assert sorted(market["public"]) == sorted(SEVEN), seats
        assert max(len(c) for c in market["claims"].values()) >= 2, seats


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", sorted(POSITIONS))
def test_the_worst_case_keeps_every_name_whole_in_one_row(seats, size, lang):
    """The seven designs in the one row a crowded market leaves, each claimed by every seat:
    every name whole (its weapon's word, its picture in its metal's colour before it or
    leading its price), every tile inside the clerk's space."""
    with speaking(lang):
        app = App(size, bot_delay_ms=0)
        try:
            board: ForgeWarBoard = start(app, seed=3, players=seats).board
            claims = {d: list(range(seats)) for d in SEVEN}
            market = dict(board.view.market, public=list(SEVEN), claims=claims)
            board.view = dataclasses.replace(board.view, market=market)
            clerk, width = board.market.clerk, board.market.rect.width
            clerk.most = 1
            assert clerk.rows(width) == [SEVEN]
            assert clerk.short  # the simple game's seven would not stand whole in one row
            inner = width - 2 * board.px(5)
            widths = clerk.widths(inner, SEVEN)
            assert sum(widths) + 6 * board.px(4) <= inner
            for design, w in zip(SEVEN, widths, strict=True):
                room = w - 2 * clerk.edge()
                name, under = clerk.words(design, room, "{gold}4", seats)
                assert not under and "…" not in name, (design, name)
                _, word, _ = board.pen.design_parts(design)
                assert icons.plain(name).strip() == word, (design, name)
                assert board.pen.text_width(name, board.px(12), True) <= room, design
                if not name.startswith(board.pen.design_picture(design)):  # it leads the price
                    lead = f"{board.pen.design_picture(design)} {{gold}}4"
                    assert board.pen.text_width(lead, board.px(12)) <= room, design
        finally:
            pygame.display.quit()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_epic_games_eleven_designs_in_one_row_cut_no_word(tmp_path, monkeypatch, lang):
    """fw34: in the epic game's third stage, four seats at 1280x720, the clerk shows eleven
    designs in the one row the market leaves it: even the short form's weapon word has no
    room there, and the names were drawn cut off by the next tile ('Coppe', 'Iron S'). Such a
    tile shows the weapon's picture (with its metal's where it fits), the whole name in its
    tooltip: no word on a clerk tile is cut, shortened or runs past its tile."""
    argv = ["--game", "forge-war", "--variant", "epic", "--players", "4", "--seed", "3"]
    argv += ["--people", "1", "--until-phase", "Stage 3", "--size", "1280x720", "--lang", lang]
    items, boxes = shot(tmp_path, monkeypatch, argv)
    tiles = {key: box for key, box in boxes.items() if "/space:clerk/clerk:" in key}
    assert len(tiles) >= 10, sorted(tiles)
    for key, tile in tiles.items():
        texts = inside(items, tile)
        # its price stands in the report (a name run into the next tile took the tile's
        # words out of it: the next tile's paint covered them)
        assert any(i["text"].strip().isdigit() for i in texts), (key, texts)
        for item in texts:
            words = item["text"]
            assert not item["cut"] and "…" not in words, (key, words)
            assert tile.contains(pygame.Rect(item["rect"])), (key, words, item["rect"], tile)
