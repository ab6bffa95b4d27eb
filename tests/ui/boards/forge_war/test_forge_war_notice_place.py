"""Playtest 13: the warning of a quest that will fail lay over the prompt, the line that says
what to do next. Forge War's notices leave the prompt's lines uncovered, as they leave the lit
places (issue 39): for the warning a click on a quest raises, and for a notice that long at
every position of a round played through the frame, at both window sizes. Playtest 15: the
warning of a quest taken lay over the person's own mat, over the adventurers and designs they
click next to equip it; a notice now leaves every chip of that mat uncovered, lit or not, and
every button, in every phase of a whole game."""

from __future__ import annotations

import random

import pygame
import pytest
from test_forge_war_board import start
from test_forge_war_quest_need import take_with_pool
from test_forge_war_steady_mine import settle

from forgegames.games.forge_war import TITLE
from forgegames.ui.app import App
from forgegames.ui.hotseat import PASSED_WORDS


def assert_clear(scene) -> None:
    """The notice on screen covers neither the prompt's lines, nor a lit place, nor a chip of
    the mat of the person at the screen (its adventurers, designs and quests), nor a button,
    nor the market or the quest offer (playtest 20: it lay over the offer's second row)."""
    board = scene.board
    _, box, _ = scene.toast_place()
    prompt = board.context.prompt_box()
    assert prompt.height > 0
    assert not box.colliderect(prompt), (box, prompt, board.view.phase)
    lit = [t.rect for t in board.live_targets() if scene.my_turn()]
    assert not any(box.colliderect(r) for r in lit), (box, board.view.phase)
    chips = [t for t in board.mats.places if scene.my_turn()]
    assert not [t.key for t in chips if box.colliderect(t.rect)], (box, board.view.phase)
    assert box.collidelist(scene.button_rects()) < 0, (box, board.view.phase)


def assert_off_the_tables(scene) -> None:
    """The notice on screen (a short one) covers neither the market nor the quest offer
    (playtest 20: "The last move passed the turn on by itself" lay over the offer)."""
    board = scene.board
    _, box, _ = scene.toast_place()
    tables = [board.market.rect, board.offer.rect]
    assert box.collidelist(tables) < 0, (box, tables, board.view.phase)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_the_failing_quest_warning_leaves_the_adventurers_and_designs(size):
    app = App(size, bot_delay_ms=0)
    try:
        scene, _seat = take_with_pool(app, {}, quiet=True)
        app.draw()
        board = scene.board
        chips = {t.key: t.rect for t in board.mats.places}
        assert {"adv:0", "design:copper-sword"} <= set(chips)  # the seat's own mat's chips
        _, box, _ = scene.toast_place()
        assert not [key for key, r in chips.items() if box.colliderect(r)], (box, chips)
        assert not box.colliderect(board.context.prompt_box())
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_the_failing_quest_warning_leaves_the_prompt_whole(size):
    app = App(size, bot_delay_ms=0)
    try:
        scene, _seat = take_with_pool(app, {}, quiet=True)
        assert scene.toast is not None and "-3 prestige" in scene.toast.text
        app.draw()
        assert_clear(scene)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize(
    ("size", "players", "last_round"),
    [((1280, 720), 4, 1), ((1024, 640), 4, 1), ((1280, 720), 2, 99), ((1024, 640), 2, 99)],
)
def test_no_long_notice_covers_the_prompt_or_a_chip(size, players, last_round):
    """A round with four seats, and a whole game with two."""
    app = App(size, bot_delay_ms=0)
    try:
        scene = start(app, seed=5, players=players)
        session, board = scene.session, scene.board
        rng = random.Random(1)
        warning = scene.toast  # the words of a long warning (as the quest's, ~50 words)
        words = " ".join(["Unless you trade for more, it fails when you finish."] * 5)
        phases = set()
        for _ in range(600):
            settle(app, scene)
            if session.over or board.view.round > last_round:
                break
            app.draw()
            scene.show_toast(words, error=False)
            assert_clear(scene)
            scene.show_toast(PASSED_WORDS, error=False)  # a short one: off the market too
            assert_clear(scene)
            assert_off_the_tables(scene)
            phases.add(board.view.phase)
            scene.toast = warning
            seat = session.active
            view = TITLE.view(session.state, seat)
            scene.commit(TITLE.bots()["greedy"](seat).choose(view, session.legal_actions(), rng))
        assert {"wealth", "place", "mine", "market", "quest"} <= phases
        if last_round > 1:
            assert session.over and "rewards" in phases
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_passed_turn_words_cover_no_mat(size, lang, request):
    """Playtest 19 (shots 30, 31, 195): "The last move passed the turn on by itself" lay over
    Alice's mat while Bruno placed. Every placement is clicked; after each the frame tells
    those words as a message: it covers no seat's mat, no lit hex and not the prompt, in the
    room under the mats or in the prompt's column while seats still place."""
    from test_forge_war_placement_flow import at_placement, click_placement

    from forgegames.core import i18n

    app = App(size, bot_delay_ms=0)
    request.addfinalizer(pygame.display.quit)
    request.addfinalizer(lambda: i18n.set_language("en"))
    scene = at_placement(app)
    i18n.set_language(lang)
    scene.refresh()
    session, board = scene.session, scene.board
    placed = 0
    while session.state.phase == "place":
        click_placement(app, scene)
        placed += 1
        scene.show_toast(i18n.tr(PASSED_WORDS), error=False)
        app.draw()
        _, box, _ = scene.toast_place()
        mats = [r for key, r in board.rects.items() if key.startswith("mat:")]
        assert len(mats) == 2 and box.collidelist(mats) < 0, (box, mats)
        assert not box.colliderect(board.offer.rect), (box, board.offer.rect)  # playtest 20
        if session.state.phase == "place":  # (after the last one, the mine's choices)
            assert any(band.contains(box) for band in board.notice_bands()), box
        assert_clear(scene)
    assert placed >= 4
