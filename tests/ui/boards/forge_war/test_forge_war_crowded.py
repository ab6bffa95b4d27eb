"""Forge War's crowded table (issue 39): at three and four seats the market and the quest offer
keep every word, and the players' mats give way instead (summaries, then headers), never a word
cut; the acting seat's quests stay on its mat while they are clicked."""

from __future__ import annotations

import json

import pygame
from test_forge_war_board import reach, start
from test_text_report import problems

from forgegames import cli
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.actions import Equip
from forgegames.ui import text_report, theme
from forgegames.ui.boards.forge_war import ForgeWarBoard


def test_offer_names_wrap_on_whole_words_beside_and_under_the_coin(app):
    board: ForgeWarBoard = start(app, seed=3, players=4).board
    coin = board.offer.offer_coin() + board.px(3)
    for width in (board.px(110), board.px(140)):
        for card in TITLE.world.content.all_quests.values():
            lines = board.offer.offer_name_lines(card.name, width)
            size, beside = board.offer.name_form(card.name, width)  # (a name alone)
            face = theme.font(board.px(size), True)
            assert " ".join(line for line in lines if line) == card.name
            for i, line in enumerate(lines):
                room = width - board.px(8) - (coin if i == 0 and beside else 0)
                assert face.size(line)[0] <= room or " " not in line, (card.name, lines)


def quest_turn_with_quests(state) -> bool:
    """A quest phase turn of a seat holding two quests or more, every seat holding one."""
    return (
        state.phase == "quest"
        and not state.pending
        and all(seat.quests for seat in state.seats)
        and len(state.seats[state.order[0]].quests) >= 2
    )


def test_four_seats_keep_the_market_and_offer_whole_and_the_acting_quests(app):
    scene = start(app, seed=4, players=4)
    reach(app, scene, quest_turn_with_quests, limit=800)
    board: ForgeWarBoard = scene.board
    width = board.market.rect.width
    assert board.offer.rect.height >= board.offer.offer_need(width)
    # every word kept: the notes under the names, or beside them where the room is kept for
    # the tallest mat (playtest 15: the panels keep their places whoever acts)
    market = board.market
    assert market.market_need(width, notes=False) <= market.rect.height <= market.market_need(width)
    mats = [board.rects[f"mat:{seat}"] for seat in board.mats.mat_order()]
    assert all(board.mats.rect.contains(rect) for rect in mats)
    assert any(isinstance(a, Equip) for a in board.legal)  # the acting seat's chips are clicked
    assert board.mats.compact  # a crowded table: some mats summarised
    acting = board.acting()
    chips = {key for key, *_rest in board.mats.mat_layouts[acting][0]}
    assert {f"quest:{e.id}" for e in board.view.seats[acting].quests} <= chips
    for seat in board.mats.compact:
        tip = board.mats.mat_summary(board.view, seat)
        for entry in board.view.seats[seat].quests:  # hover a summary: every quest named
            assert TITLE.world.content.all_quests[entry.id].name in tip


def shot(tmp_path, *argv: str) -> list[dict]:
    report = tmp_path / "report.json"
    args = ["screenshot", *argv, "--out", str(tmp_path / "shot.bmp"), "--text-report", str(report)]
    try:
        assert cli.main(args) == 0
    finally:
        text_report.stop()
        pygame.display.quit()
    return json.loads(report.read_text(encoding="utf-8"))


def test_crowded_epic_table_in_spanish_cuts_no_word(tmp_path):
    """Four seats of the epic game late in its first stage, in Spanish at 1280x720: before
    issue 39 the offer's names, the summaries' quests and the market's cards were cut."""
    items = shot(
        tmp_path,
        *("--game", "forge-war", "--variant", "epic", "--players", "4", "--seed", "371"),
        *("--actions", "147", "--people", "1,3,4", "--size", "1280x720", "--lang", "es"),
    )
    words = {i["text"] for i in items}
    assert any(w.startswith("Oferta de misiones") for w in words)
    assert [i["text"] for i in items if i["cut"]] == []


def test_wealth_hand_keeps_every_word_at_1024x640(tmp_path):
    """Three seats choosing wealth cards at 1024x640: 'adventurer' ran past a card a quarter
    of the panel wide, and the lines overlapped under the text floor. The cards go two a row
    where a word would not fit a quarter (``wealth_columns``); since the mine's column widened
    (playtest 5) the word fits and the four stand in a row: every word whole either way."""
    items = shot(
        tmp_path,
        *("--game", "forge-war", "--players", "3", "--seed", "307", "--actions", "1"),
        *("--people", "1,2,3", "--size", "1024x640"),
    )
    cut, over = problems(items)
    texts = {i["text"] for i in items}
    assert "+1 adventurer" in texts or "adventurer" in texts
    assert cut == [] and over == []


def test_merchant_words_stay_in_the_left_column(tmp_path):
    """A stall's card is named whole beside its deals; what is left this round wraps under
    the merchant's title rather than running into the middle column (Spanish, 1920x1080)."""
    items = shot(
        tmp_path,
        *("--game", "forge-war", "--variant", "epic", "--players", "4", "--seed", "248"),
        *("--actions", "234", "--people", "1,2,4", "--size", "1280x720"),
    )
    assert "Jeweller's Bench" in {i["text"] for i in items}
    items = shot(
        tmp_path,
        *("--game", "forge-war", "--variant", "epic", "--players", "3", "--seed", "562"),
        *("--actions", "232", "--people", "3", "--size", "1920x1080", "--lang", "es"),
    )
    middle = next(i["rect"][0] for i in items if i["text"].startswith("Oferta de misiones"))
    merchant = [i for i in items if "quedan" in i["text"] or "puestos" in i["text"]]
    assert len(merchant) == 2
    assert all(i["rect"][0] + i["rect"][2] < middle for i in merchant)
