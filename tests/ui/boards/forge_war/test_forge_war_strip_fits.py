"""Playtest 22, item 4 (shots 17→18, 38–41): choosing wealth cards or calling an adventurer
back made the strip's buttons ("Green Stone + Jewel and Bar", "Call adventurer 1 back",
"Finish managing quests", "Cancel") wider than the left column, so the mats gave up their foot:
the other seat's row collapsed and "Copper Sword" shortened to "Sword" mid-choice. The buttons
now have short labels (the move named whole in their tooltip), and while an adventurer is
picked the phase's Done waits for the equipping to be made or cancelled: the strip stays under
the left column and the mats keep their places."""

from __future__ import annotations

import pygame
import pytest
from test_forge_war_board import at, press_label, reach, start
from uihelp import click, post, press

from forgegames.core import i18n
from forgegames.core.i18n import tr
from forgegames.games.forge_war.game_actions import Done, KeepWealth, Unassign
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war import ForgeWarBoard


def strip_right(board: ForgeWarBoard) -> int:
    return max(b.rect.right for b in board.group.buttons)


def mats_places(board: ForgeWarBoard) -> dict[str, pygame.Rect]:
    return {k: r.copy() for k, r in board.rects.items() if k.startswith("mat:")}


def step(app, scene) -> None:
    """One greedy move through the session, then the screen refreshed."""
    made = len(scene.session.history)
    reach(app, scene, lambda _state: len(scene.session.history) > made)


def hover(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.draw()


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_the_second_wealth_card_picked_keeps_the_pair_at_once(request, lang, size):
    """Playtest 34: a confirm click at every step. The first card picked leaves the mats in
    place; the second keeps the pair with no "Keep these two" button, and Undo takes it back."""
    request.addfinalizer(pygame.display.quit)
    request.addfinalizer(lambda: i18n.set_language("en"))
    i18n.set_language(lang)
    app = App(size, bot_delay_ms=0)
    for players, seed in ((2, 1), (3, 5), (4, 9)):
        scene = start(app, seed=seed, players=players)
        board: ForgeWarBoard = scene.board
        before = mats_places(board)
        compact = set(board.mats.compact)
        # playtest 35: the prompt asked to "confirm below", a button the keep no longer has
        said = board.prompts.prompt(board.view)
        assert tr("Undo") in said and "confirm" not in said and "confirma " not in said, said
        keep = next(a for a in board.legal if isinstance(a, KeepWealth) and not a.stack)
        made = len(scene.session.history)
        click(app, at(board, f"wealth:{keep.cards[0]}"))
        app.draw()
        assert strip_right(board) <= board.mine.rect.right, (players, seed)
        assert mats_places(board) == before and set(board.mats.compact) == compact
        assert len(scene.session.history) == made and board.picks == [keep.cards[0]]
        click(app, at(board, f"wealth:{keep.cards[1]}"))
        assert scene.session.history[-1].action == keep and len(scene.session.history) == made + 1
        assert board.picks == [] and not board.popup
        if scene.handover is not None:  # held for End turn: Undo takes the keep back
            press(app, pygame.K_z, pygame.KMOD_CTRL)
            assert len(scene.session.history) == made


def test_cards_kept_two_ways_open_a_short_list():
    """Fencing Master and Old Campaigner may put both level-ups on one adventurer or not: the
    second card picked opens the two ways, each named whole."""
    app = App((1280, 720), bot_delay_ms=0)
    try:
        scene = start(app, seed=28, players=4)
        board: ForgeWarBoard = scene.board
        for _ in range(4):
            if any(isinstance(a, KeepWealth) and a.stack for a in board.legal):
                break
            step(app, scene)
        twice = [a for a in board.legal if isinstance(a, KeepWealth) and a.stack]
        assert twice, "a seat with both level-up cards"
        cards = twice[0].cards
        made = len(scene.session.history)
        click(app, at(board, f"wealth:{cards[0]}"))
        app.draw()
        assert strip_right(board) <= board.mine.rect.right
        click(app, at(board, f"wealth:{cards[1]}"))  # the second card opens the list at once
        assert len(scene.session.history) == made and board.popup
        shown = {b.label for b in board.group.buttons}
        ways = [a for a in board.legal if isinstance(a, KeepWealth) and a.cards == cards]
        assert len(ways) == 2 and {scene.describe(a) for a in ways} <= shown
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_calling_an_adventurer_back_keeps_the_strip_under_the_left_column(request, lang):
    request.addfinalizer(pygame.display.quit)
    request.addfinalizer(lambda: i18n.set_language("en"))
    i18n.set_language(lang)
    app = App((1280, 720), bot_delay_ms=0)
    scene = start(app, seed=7, players=2)
    board: ForgeWarBoard = scene.board
    for _ in range(300):
        back = [a for a in board.legal if isinstance(a, Unassign)]
        if back:
            break
        step(app, scene)
    assert back, "a quest turn with an adventurer sent out"
    before = mats_places(board)
    finish = scene.describe(Done())
    assert finish in {b.label for b in board.group.buttons}
    click(app, at(board, f"adv:{back[0].adv}"))
    app.draw()
    labels = [b.label for b in board.group.buttons]
    assert labels == [tr("Call back"), tr("Cancel")]  # Done waits for the choice to end
    assert strip_right(board) <= board.mine.rect.right
    assert mats_places(board) == before
    press_label(app, board, tr("Cancel"))
    assert finish in {b.label for b in board.group.buttons}
    click(app, at(board, f"adv:{back[0].adv}"))
    press_label(app, board, tr("Call back"))
    assert scene.session.history[-1].action == back[0]
