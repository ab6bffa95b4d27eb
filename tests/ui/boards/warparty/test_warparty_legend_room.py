"""Playtest 30, item 3: at 1024x640 Warparty's Legend packed four columns of rows 2 px apart
with icons 17 px tall and less. It now pages (three columns) rather than packing its rows
closer, and every picture is at least ``legend.LEAST_PICTURE`` (18) px tall; nothing is cut."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.ui import legend, text_report
from forgegames.ui.game_scene import GameScene


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_legend_s_rows_breathe_and_its_icons_are_18_px_at_1024x640(small_app, lang):
    app = small_app
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))
    scene = GameScene(app, Session.start(GameConfig("warparty", seats, "standard"), 4))
    app.push(scene)
    text_report.start()
    try:
        app.surface = text_report.recording_window(app.surface)
        with speaking(lang):
            entries = scene.menu.legend_entries()
            pictures: list[pygame.Rect] = []

            def noted(draw):
                """``draw``, noting the picture's box it is given."""
                return lambda page, rect: (pictures.append(pygame.Rect(rect)), draw(page, rect))

            entries = [
                dataclasses.replace(e, draw=noted(e.draw))
                if e.kind == "icon" and e.draw is not None
                else e
                for e in entries
            ]
            shown = legend.Legend(app, "Legend", entries)
            app.push(shown)
            for page in range(shown.pages):
                shown.at, shown.page = page, None
                app.draw()
                items = text_report.report(app.surface, text_report.scene_boxes(app.stack.scenes))
                assert not [i for i in items if i["cut"]], (page, [i for i in items if i["cut"]])
        assert shown.row_gap >= 5, "rows are never packed closer than usual"
        assert shown.columns <= 3 and shown.pages >= 2
        icons = sum(1 for e in entries if e.kind == "icon" and e.draw is not None)
        assert len(pictures) == icons, "every icon is drawn on one of the pages"
        assert min(rect.height for rect in pictures) >= 18, sorted(r.height for r in pictures)
    finally:
        text_report.stop()
