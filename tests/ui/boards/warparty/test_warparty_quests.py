"""Warparty's secret quests at the table (issue 37): a person keeps two of the three quests
dealt in a dialog opened from the bar, and the army panel shows the seat's own quests with
their progress."""

from __future__ import annotations

import pygame
from uihelp import button, click_button, open_game, press

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.warparty.actions import KeepQuests, Order
from forgegames.ui.boards.warparty.quest_words import held_lines
from forgegames.ui.overlays import ChoiceDialog

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


def _keeping(variant: str = "standard") -> Session:
    """A new game where the order is chosen and every army holds its three quests."""
    session = Session.start(GameConfig("warparty", SEATS, variant), 5)
    session.apply(Order("first"))
    session.resolve_chance()
    assert session.state.phase == "quests"
    return session


def keep_by_dialog(app, scene) -> tuple[str, tuple]:
    """The acting army keeps two of its three quests through the bar's dialog (opened by a
    click, answered with Enter): the army and the quests it was dealt."""
    session = scene.session
    army = session.state.actor
    dealt = dict(session.state.dealt)[army]
    assert len(dealt) == 3
    assert any(isinstance(a, KeepQuests) for a in session.legal_actions())
    click_button(app, scene.board.bar, "Choose your quests")
    assert isinstance(app.stack.top, ChoiceDialog)
    app.draw()
    press(app, pygame.K_RETURN)
    kept = dict(session.state.quests)[army]
    assert len(kept) == 2 and set(kept) < set(dealt)
    return army, dealt


def test_a_person_keeps_two_quests_in_the_dialog(app) -> None:
    session = _keeping()
    scene = open_game(app, session)
    legal = [a for a in session.legal_actions() if isinstance(a, KeepQuests)]
    assert len(legal) == 3
    army, _ = keep_by_dialog(app, scene)
    assert army not in dict(session.state.dealt)
    # the next army to choose is asked in turn
    assert session.state.actor != army or session.state.phase != "quests"


def test_the_panel_words_show_only_the_viewers_own_quests_with_progress() -> None:
    session = _keeping()
    title = session.title
    while session.state.phase == "quests":
        session.apply(session.legal_actions()[0])
    state = session.state
    world = title.world
    mine = title.view(state, 0)
    own = state.seats[0][0]
    other = state.seats[1][0]
    lines = held_lines(mine, world, own)
    assert len(lines) == 2 and all("/" in line for line in lines)
    assert held_lines(mine, world, other) == []  # hidden in seat 0's view
    assert len(held_lines(title.view(state, 1), world, other)) == 2


def test_the_lesson_s_mark_leads_into_the_quest_dialog_onto_the_pair_taught(app) -> None:
    """The lesson marked "Choose your quests" and nothing in the dialog it opens: a person
    following the marks was left with three pairs and no mark. The taught pair's button is
    marked (drawn in the hint's colour round it), and clicking it keeps that pair."""
    from test_tutorial_board import open_lesson
    from uihelp import click, play_lesson_until

    from forgegames.ui import theme

    scene = open_lesson(app, "warparty")
    play_lesson_until(app, scene, lambda expected: isinstance(expected, KeepQuests))
    taught = scene.teaching.lesson.expected(len(scene.session.history))
    assert taught.army == "humans"
    app.draw()
    (bar_mark,) = scene.teaching.hint_marks
    assert bar_mark == button(scene.board.bar, "Choose your quests").rect
    click(app, bar_mark.center)
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceDialog)
    app.draw()
    (mark,) = scene.teaching.hint_marks
    chosen = [b for b in dialog.group.buttons if b.rect == mark]
    assert [b.label for b in chosen] == [scene.describe(taught)]
    ring = mark.inflate(12, 12)
    colours = {tuple(app.surface.get_at((x, ring.top + 3)))[:3] for x in range(ring.x, ring.right)}
    assert theme.HINT in colours  # drawn over the dialog, where the person sees it
    click(app, mark.center)
    assert scene.session.history[-1].action == taught


def test_outside_a_lesson_the_quest_dialog_marks_no_pair(app) -> None:
    scene = open_game(app, _keeping())
    click_button(app, scene.board.bar, "Choose your quests")
    app.draw()
    assert app.stack.top.marked_rect() is None


def test_the_three_quests_dealt_stand_apart_in_the_dialog(app, small_app) -> None:
    """Playtest 17, shot 48: the three quests ran together in one block. Each is a bulleted
    paragraph with a blank line before it, and the dialog still fits the window, at 1280x720
    and at 1024x640 (opened by a real click)."""
    for window in (app, small_app):
        session = _keeping()
        scene = open_game(window, session)
        click_button(window, scene.board.bar, "Choose your quests")
        dialog = window.stack.top
        assert isinstance(dialog, ChoiceDialog)
        window.draw()
        lines = list(dialog.wrapped)
        starts = [i for i, line in enumerate(lines) if line.startswith("• ")]
        assert len(starts) == 3, lines
        assert all(lines[i - 1] == "" for i in starts), lines  # a blank line before each
        assert window.surface.get_rect().contains(dialog.rect)
        assert all(dialog.rect.contains(b.rect) for b in dialog.group.buttons)
