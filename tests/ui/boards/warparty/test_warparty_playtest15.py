"""Playtest 15 (issue 39): picking part of a stack, the marks explained on hover, the set-up's
rows of one height, notices clear of the player's own counters, one step fewer to end the
set-up. Real clicks and pointer moves on the board."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_warparty_board import _scene
from uihelp import click

from forgegames.games.warparty import board_info


def test_a_click_where_only_some_picked_units_reach_sends_those(app) -> None:
    """The stack of a Champion and a Soldier picked whole, a place two steps away clicked
    (the hint's "Move a Champion to Millford"): the Champion goes there, the Soldier stays,
    and a notice (not a refusal) says so; before, the click was refused for the Soldier."""
    here = "greenhollow"
    scene = _scene(app, others=(("humans", "warrior-hero", here), ("humans", "soldier", here)))
    board, state = scene.board, scene.session.state
    world = board.world
    hero, soldier = (u.uid for u in state.units_at(here) if u.army == "humans")
    far = board_info.destinations(state, world, (hero,))
    near = board_info.destinations(state, world, (hero, soldier))
    empty = {u.place for u in state.units}
    target = sorted(p for p in far if p not in near and p not in empty and "|" not in p)[0]
    click(app, board.canvas.stack_rects(state)[(here, "humans")].center)
    assert set(board.chosen) == {hero, soldier}
    assert target not in board.highlights(state)
    click(app, board.canvas.centre_of(target))
    after = scene.session.state
    assert after.unit(hero).place == target, "the Champion went"
    assert after.unit(soldier).place == here, "the Soldier stayed"
    toast = scene.toast
    assert toast is not None and not toast.error, toast
    assert "Champion" in toast.text and "Soldier" in toast.text, toast.text


def test_the_moving_prompt_says_those_that_reach_a_place_go(app) -> None:
    """The prompt with a stack picked says that a click on a place sends those that can
    reach it, so a place only some reach is worth clicking (playtest 15)."""
    here = "greenhollow"
    scene = _scene(app, others=(("humans", "soldier", here), ("humans", "warrior-hero", here)))
    board, state = scene.board, scene.session.state
    click(app, board.canvas.stack_rects(state)[(here, "humans")].center)
    assert len(board.chosen) == 2
    _, lines = board.prompt_lines(state)
    words = " ".join(lines)
    # (a stack of two kinds: the short prompt points at the Going row, playtest 16)
    assert "Moving 2 of 2" in words and "a kind in Going" in words, lines
    full = board.hint(state)
    assert "those that can reach it go" in full, full


def _cities_founded(app):
    """Two people, quick play; the good team placed its four cities by clicks and keeps more
    crowns than it may (Set-up done will give some up)."""
    from test_warparty_setup_steps import _found_by_clicks, _setting_up

    scene = _setting_up(app)
    board = scene.board
    for army in ("humans", "humans", "dwarves", "dwarves"):
        if board.listed_army() != army:
            click(app, board.economy.rects()[f"army:{army}"].center)
        _found_by_clicks(app, scene, army)
    return scene


def test_set_up_done_is_held_for_end_turn_without_asking(app) -> None:
    """Set-up done, then End turn: no "are you sure?" between (playtest 15: three steps); the
    held prompt says the crowns kept, and Undo still takes Set-up done back."""
    from uihelp import click_button

    from forgegames.games.warparty.actions import Ready

    scene = _cities_founded(app)
    board, session = scene.board, scene.session
    keep = board.world.content.quickplay.crowns_kept
    spent = tuple(  # the crowns spent down to what may be kept, as a player would
        (army, dataclasses.replace(purse, treasury=min(purse.treasury, keep)))
        for army, purse in session.state.armies
    )
    session.state = dataclasses.replace(session.state, armies=spent)
    board.refresh()
    app.draw()
    ready = next(b for b in board.bar.buttons if b.label == "Set-up done")
    click(app, ready.rect.center)
    assert app.stack.top is scene, "no confirmation asked"
    assert isinstance(session.history[-1].action, Ready)
    assert scene.handover is not None, "held for End turn"
    words = " ".join(board.prompt_lines(scene.visible_state())[1])
    assert f"kept {keep} crowns at most" in words and "Undo" in words, words
    click_button(app, scene.top, "Undo")
    assert not isinstance(session.history[-1].action, Ready), "Undo took it back"
    assert scene.handover is None and session.state.phase == "setup"
    click(app, ready.rect.center)
    assert app.stack.top is scene and scene.handover is not None
    made = len(session.history)
    click_button(app, scene.top, "End turn")
    assert scene.handover is None, "handed over"
    assert isinstance(session.history[made - 1].action, Ready), "Set-up done stands"


def test_set_up_done_asks_first_when_crowns_that_could_buy_a_unit_would_go(app) -> None:
    """Playtest 16: Set-up done with 30 crowns unspent gave up 26 of them without a word; it
    asks first while an army could still buy a unit, and saying no loses nothing."""
    from forgegames.games.warparty.actions import Ready
    from forgegames.ui.hotseat import ConfirmLoss

    scene = _cities_founded(app)
    board, session = scene.board, scene.session
    keep = board.world.content.quickplay.crowns_kept
    assert any(session.state.army(a).treasury > keep + 5 for a in ("humans", "dwarves"))
    app.draw()
    made = len(session.history)
    ready = next(b for b in board.bar.buttons if b.label == "Set-up done")
    click(app, ready.rect.center)
    assert isinstance(app.stack.top, ConfirmLoss), "asked first"
    assert len(session.history) == made and not isinstance(session.history[-1].action, Ready)
    losses = scene.title.losses(session.state, Ready())
    assert any("crowns above" in line for line in losses), losses


def _shown_words(app) -> list[str]:
    """The words of the frame drawn now (the text report of a recording window)."""
    from forgegames.ui import text_report

    if not isinstance(app.surface, text_report.RecordingSurface):
        app.surface = text_report.recording_window(app.surface)
    app.stack.top.layer = None  # every word drawn afresh, so the report holds it
    app.draw()
    return [item["text"] for item in text_report.report(app.surface)]


@pytest.fixture()
def report():
    """Texts drawn from here on keep their words for the text report."""
    from forgegames.ui import text_report

    text_report.start()
    yield
    text_report.stop()


def _shown_words_at(app, rect) -> list[str]:
    """The words drawn with the pointer resting on ``rect``."""
    app.tick(20)
    _point(app, rect.center)
    app.tick(20)
    return _shown_words(app)


def _point(app, pos) -> None:
    from uihelp import post

    post(app, pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))


def test_a_counters_marks_say_what_they_mean_under_the_pointer(app, report) -> None:
    """The pointer on a stack's tag "×2 +1": the tooltip says the ×2 is its units, the +1
    its other kinds, the red disc its hits and the circled figure its move, in plain words;
    in Spanish too."""
    from forgegames.core import i18n

    here = "greenhollow"
    for lang, words in (
        ("en", ("×2 under the counter", "+1 kind: another kind of unit", "Red 2:", "Circled 2:")),
        ("es", ("×2 bajo la ficha", "+1 tipo: otro tipo de unidad", "Rojo 2:", "En círculo 2:")),
    ):
        with i18n.speaking(lang):
            others = (("humans", "warrior-hero", here), ("humans", "soldier", here))
            scene = _scene(app, others=others)
            board = scene.board
            state = scene.session.state
            app.draw()
            chip = " ".join(_shown_words_at(app, board.canvas.stack_rects(state)[(here, "humans")]))
            assert ("chip" in chip) if lang == "en" else ("ficha redonda" in chip), chip
            board.canvas.zoom_at(2.5, board.canvas.centre_of(here))  # room for a counter
            board.canvas.settle()
            scene.invalidate()
            app.draw()
            stack = next(s for s, _ in board.canvas._placed(state) if s.place == here)
            assert (stack.count, stack.kinds) == (2, 2)
            face = board.canvas.stack_rects(state)[(here, "humans")]
            tag = board.canvas._tag_rect(stack, face)
            app.tick(20)
            _point(app, tag.center)
            app.tick(20)
            shown = " ".join(_shown_words(app))
            for part in words:
                assert part in shown, (lang, part, shown)


def test_a_greyed_offer_says_what_its_question_mark_means(app, report) -> None:
    """The pointer on a greyed offer: the tooltip says greyed means not for sale now, then why
    (the row says it in short: test_warparty_greyed_reasons.py)."""
    from test_warparty_setup_steps import _setting_up

    scene = _setting_up(app)
    board = scene.board
    app.draw()
    rect, offer = next((r, o) for r, o in board.economy.offer_rows() if not o.enabled and o.why)
    _point(app, rect.center)
    shown = " ".join(_shown_words(app))
    assert "Greyed: not for sale now." in shown, shown
    assert offer.why.split()[0] in shown


def test_the_purchase_rows_are_of_one_height_so_a_click_buys_the_row_under_it(app) -> None:
    """The Dwarves' set-up list: every row as high as the others (a one-line Berserker row
    between two-line rows took a click meant for the Dwarven Archer above it); a click low
    in the Archer's row picks the Archer."""
    scene = _cities_founded(app)
    board = scene.board
    if board.listed_army() != "dwarves":
        click(app, board.economy.rects()["army:dwarves"].center)
    app.draw()
    rows = board.economy.offer_rows()
    assert len({r.height for r, _ in rows}) == 1, [(o.label, r.height) for r, o in rows]
    tops = [r.top for r, _ in rows]
    assert len({b - a for a, b in zip(tops, tops[1:], strict=False)}) == 1, tops
    rect, offer = next((r, o) for r, o in rows if o.label == "Dwarven Archer")
    click(app, (rect.centerx, rect.bottom - 2))
    assert board.placing is not None and board.placing.ident == offer.key[2], board.placing


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_a_refusal_leaves_the_players_own_counters_clear(size) -> None:
    """A greyed offer clicked in the set-up: its refusal lies over none of the counters of
    the seat at the screen (playtest 15: it covered the map's foot, where the Humans stood),
    nor over the prompt, nor (playtest 22) over the map: over the log column."""
    from test_warparty_setup_steps import _setting_up

    from forgegames.ui.app import App

    app = App(size, bot_delay_ms=0)
    try:
        scene = _setting_up(app)
        board = scene.board
        app.draw()
        rect, _ = next((r, o) for r, o in board.economy.offer_rows() if not o.enabled and o.why)
        click(app, rect.center)
        assert scene.toast is not None and scene.toast.error
        app.draw()
        box = scene.toast_place()[1]
        state = board.state
        mine = set(state.seats[scene.panel_seat()])
        stacks = board.canvas.stack_rects(state)
        own = [r for (_, army), r in stacks.items() if army in mine]
        assert own and box.collidelist(own) < 0, (box, own)
        assert not box.colliderect(board.prompt_strip())
        assert board.notice_room.contains(box) and not box.colliderect(board.notice_band())
    finally:
        pygame.display.quit()
