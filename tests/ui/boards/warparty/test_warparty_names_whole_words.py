"""Territory names are never broken within a word (issue #39: a hover label read "Green-"
over "hollow"): every label form the map tries, on the territory, whole in the Names view or
hovered, is the name in whole words, at 1280x720 and 1024x640, in English and Spanish (whose
names are longer). Headless, with real pointer moves for the hovered labels."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_board import _scene
from test_warparty_playtest10 import _clear_point, _move, _texts

from forgegames.core import i18n
from forgegames.ui import text_report
from forgegames.ui.app import App


def _whole_words(lines: tuple[str, ...], name: str) -> bool:
    """``lines`` are ``name``'s words in order, each whole (a short form ends in a dot)."""
    words = name.split()
    said = [w for line in lines for w in line.split()]
    if any(w.endswith("-") for w in said):
        return False
    if said == words:
        return True
    return all(w.endswith(".") or w in words for w in said)  # a short form's cut words


@pytest.fixture(
    params=[("en", (1280, 720)), ("en", (1024, 640)), ("es", (1280, 720)), ("es", (1024, 640))]
)
def board_at(request):
    lang, size = request.param
    i18n.set_language(lang)
    text_report.start()
    app = App(size, bot_delay_ms=0)
    app.surface = text_report.recording_window(app.surface)
    try:
        yield app, _scene(app).board
    finally:
        text_report.stop()
        pygame.display.quit()
        i18n.set_language("en")


def test_every_label_form_keeps_whole_words(board_at) -> None:
    _, board = board_at
    names = board.territory_names()
    for territory, name in names.items():
        for named in (False, True):
            for form, _ in board._label_forms(territory, named):
                assert " ".join(form.lines) == " ".join(name.split()), (name, form.lines)
        for form, _, _ in board._whole_forms(territory, False):
            assert _whole_words(form.lines, name) and not form.lines[0].endswith("-"), (
                name,
                form.lines,
            )
            assert " ".join(form.lines) == " ".join(name.split()), (name, form.lines)


def test_hovered_territories_are_named_in_whole_words(board_at) -> None:
    app, board = board_at
    state = board.state
    click_at = board.canvas.stack_rects(state)[("kingsreach", "humans")].center
    _move(app, click_at)
    from uihelp import click

    click(app, click_at)  # a stack picked: the pointed territory is labelled
    names = board.territory_names()
    lit = board.highlights(state)
    longest = sorted(lit, key=lambda t: -len(names[t]))[:6]
    seen = []
    for territory in dict.fromkeys(["greenhollow", *longest]):
        try:
            point = _clear_point(board, state, territory)
        except AssertionError:  # (crowded with counters and marks at this size)
            continue
        _move(app, point)
        assert board.pointed() == territory
        texts = _texts(app)
        assert not any(t.endswith("-") for t in texts), [t for t in texts if t.endswith("-")]
        name = " ".join(names[territory].split())
        pairs = [" ".join(p) for p in zip(texts, texts[1:], strict=False)]
        assert name in texts or name in pairs, (name, texts)  # whole, or two whole-word lines
        seen.append(territory)
    assert "greenhollow" in seen and len(seen) >= 3, seen
