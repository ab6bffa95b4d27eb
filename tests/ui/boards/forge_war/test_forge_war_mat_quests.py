"""Newcomer playtest (fw26, item 1): at 1024x640 a crowded table cut the acting seat's mat
short, and a quest it held went missing from it (its row fell under the mat's foot) while
its player had to arm it. Every quest a full mat holds has its row on the mat, whole: where
even the others' headers leave too little room, those headers share one line."""

from __future__ import annotations

import random

import pygame
import pytest

from forgegames.core import i18n
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war import board_info as info
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.game_scene import GameScene

SEATS = tuple(
    SeatConfig(n, c, None)
    for n, c in zip(
        ("Ann", "Ben", "Cat", "Dan"), ("blue", "orange", "green", "purple"), strict=True
    )
)


def quests_on_mats(board: ForgeWarBoard) -> None:
    """Each full mat has a row for each quest its seat holds, inside the mat, its name whole."""
    mats, v = board.mats, board.view
    for seat, data in enumerate(v.seats):
        if seat in mats.compact:
            continue
        rect = board.rects[f"mat:{seat}"]
        chips = mats.mat_layouts[seat][0]
        rows = {k[6:]: (r, text) for k, r, _tip, text, style in chips if style == "quest"}
        for entry in data.quests:
            assert entry.id in rows, (seat, entry.id, v.round, v.phase)
            r, text = rows[entry.id]
            assert rect.contains(r), (seat, entry.id, r, rect)
            req = next(x for x in info.quest_status(v, seat) if x.quest == entry.id)
            verdict = board.pen.rich(mats.quest_verdict(v, req)[0], mats.px(12), (0, 0, 0), True)
            track = mats.quest_track_width(board.world.content.all_quests[entry.id])
            room = r.width - verdict.get_width() - mats.px(18) - track
            assert board.pen.text_width(text, mats.px(12)) <= room, (text, r)
    others = mats.shared
    if others:  # their line's shares side by side, within the panel, one apiece
        boxes = [board.rects[f"mat:{s}"] for s in sorted(others)]
        assert len({b.y for b in boxes}) == 1
        assert all(mats.rect.contains(b) for b in boxes)
        assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])


@pytest.mark.parametrize(
    ("players", "variant", "lang", "first", "last"),
    [(4, "simple", "es", 150, 180), (3, "epic", "en", 215, 240)],
)
def test_a_crowded_table_keeps_every_quest_on_the_acting_mat(players, variant, lang, first, last):
    with i18n.speaking(lang):
        app = App((1024, 640), bot_delay_ms=0)
        try:
            session = Session.start(GameConfig("forge-war", SEATS[:players], variant), 2)
            scene = GameScene(app, session)
            app.push(scene)
            rng = random.Random(1)
            bot = TITLE.bots()["greedy"](0)
            shared = False
            for n in range(last):
                view = TITLE.view(session.state, session.active)
                session.apply(bot.choose(view, session.legal_actions(), rng))
                if n >= first and session.state.phase in ("quest", "rewards", "mine"):
                    scene.after_change()
                    app.draw()
                    quests_on_mats(scene.board)
                    shared = shared or bool(scene.board.mats.shared)
            assert shared  # the position reached the last give-way
        finally:
            pygame.display.quit()
