"""Playtest 11: a territory's name floated beside its territory and moved from one position to
the next (pushed by the neighbours' counters), and a lit place's cost tag could sit on an
enemy stack. Now a label named by the words on screen sits in a fixed place on its own
territory (the first of places that depend on the territory's shape and printed marks alone
that no counter covers), never over a counter; and a cost tag never covers a counter. Since
playtest 15 (item 2) a named label is the name whole, beside its territory where that has no
room on it: the share on the territory itself is measured on labels nobody names."""

from __future__ import annotations

import types

import pygame
import pytest
from test_warparty_board import _scene
from test_warparty_notice_place import words_drawn
from test_warparty_playtest4 import _free_point
from uihelp import click, greedy_session, open_game, post, press

from forgegames.core.title import SeatConfig
from forgegames.games.warparty import board_info
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.launcher import Launcher

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))


def _labels(app, moves: int) -> tuple[dict, dict, object]:
    """Each territory's label when the words on screen name it (as the prompt or the log
    names a place) in the game of seed 3 after ``moves`` moves: each label's box, each
    territory's own units, and the board."""
    scene = open_game(app, greedy_session("warparty", SEATS, 3, moves))
    board = scene.board
    app.draw()
    labels = {}
    for territory in board.canvas.ids:
        board.named_now = lambda t=territory: [t]
        placed = board.placed_names()
        if placed:
            ((pill, _, named),) = placed
            assert named
            labels[territory] = pill
    del board.named_now
    stacks: dict[str, list] = {}
    for unit in scene.session.state.units:
        stacks.setdefault(unit.at, []).append((unit.army, unit.kind, unit.across))
    return labels, {t: sorted(v) for t, v in stacks.items()}, board


def _quiet(board, territory: str) -> tuple | None:
    """The printed marks (cities, coins, dungeons) reaching ``territory``'s box, when no
    counter (nor its figures) does; None when one does."""
    canvas = board.canvas
    box = canvas.place_rect(territory)
    if box.collidelist(_counters(board)) >= 0:
        return None
    marks = [
        m.move(canvas.ox, canvas.oy)
        for ms in canvas.mark_boxes(board.state.cities).values()
        for m in ms.values()
    ]
    return tuple(tuple(m) for m in marks if m.colliderect(box))


def _counters(board) -> list[pygame.Rect]:
    canvas, state = board.canvas, board.state
    boxes = []
    for stack, rect in canvas._placed(state):
        boxes.append(rect)
        if (stack.place, stack.army) not in canvas._chips:
            boxes += [canvas._counter_box(stack, rect), canvas._tag_rect(stack, rect)]
    return boxes


def _beside(labels: dict, targets: dict) -> set[str]:
    """The territories whose label is not on the territory itself (its top or foot outside)."""
    return {
        t
        for t, pill in labels.items()
        if not (targets[t].holds(pill.midtop) and targets[t].holds(pill.midbottom))
    }


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_labels_sit_on_their_own_territory_clear_of_counters_and_stay_put(
    size,
) -> None:
    app = App(size, bot_delay_ms=0)
    app.home = lambda: Launcher(app)
    try:
        first, _, board = _labels(app, 60)
        targets = board.canvas.place_targets()
        # on itself, but for a crowded few with no room (measured at seed 3, move 60: of 76
        # labels 9 beside their territory at 1280x720, 10 at 1024x640; before, 72 and 76).
        # Since playtest 14 an army alone is always its whole counter, never a chip for want
        # of room: at 1024x640 18 of 72 then sit beside their territory (clear of counters).
        # Since playtest 15 (item 2) a label the words name is its name whole, never shortened,
        # and beside its territory when the whole name has no room on it: the share on itself
        # is measured on labels nobody names (shortened where they must be; 9 of 77 and of 74
        # beside), the named ones' share beside with the whole name (31 of 76 at 1280x720, 39
        # of 74 at 1024x640: a two-line name at the smallest type finds no place in most hexes
        # clear of their printed coins and cities). Since playtest 18 (item 5: "Forg.") no
        # label is shortened: those nobody names follow the same rule (23 of 77 beside at
        # 1280x720, 33 of 74 at 1024x640). Since issue #39 no name is split with a hyphen
        # ("Green-" "hollow" read as two words): a one-word name wider than its crowded hex's
        # free room sits beside it, whole, with its leader line (unnamed 57 of 77, named 67 of
        # 76 at 1280x720; 56 of 75 and 69 of 75 at 1024x640, where before hyphen halves fitted)
        unnamed = {}
        for territory in board.canvas.ids:
            placed = board.placed_names(labelled=[(territory, False)])
            if placed:
                unnamed[territory] = placed[0][0]
        most_beside = len(first) * 19 // 20
        off = _beside(unnamed, targets)
        assert len(off) <= most_beside, off
        assert len(unnamed) > len(board.canvas.ids) * 3 // 4  # most are shown
        off = _beside(first, targets)
        assert len(off) <= most_beside, off
        assert len(first) > len(board.canvas.ids) * 3 // 4  # most are shown
        assert not [p for p in first.values() if p.collidelist(_counters(board)) >= 0]
        quiet_a = {t: _quiet(board, t) for t in first}
        pygame.display.quit()
        app = App(size, bot_delay_ms=0)
        app.home = lambda: Launcher(app)
        later, _, board = _labels(app, 160)
        assert not [p for p in later.values() if p.collidelist(_counters(board)) >= 0]
        # a territory that no counter reaches in either position, its printed marks and its
        # neighbours' the same, keeps its label's place, whatever moved around it (before,
        # the neighbours' stacks pushed it about)
        same = [
            t
            for t in first
            if t in later and quiet_a[t] is not None and quiet_a[t] == _quiet(board, t)
        ]
        # (at 1024x640 whole counters, no longer chips, reach into most territories' boxes
        # since playtest 14: few stay quiet in both positions)
        assert len(same) > (10 if size[0] >= 1280 else 0)
        # (a label beside its territory, whole since issue #39, is placed among what stands
        # around it, past the quiet box: only those on their own territory must stay put)
        onto = [t for t in same if t not in _beside(first, targets)]
        assert [t for t in onto if first[t] != later[t]] == []
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_a_cost_tag_never_covers_a_counter(size) -> None:
    """Ann's stacks picked by a click at the game's start, the lands around her capital
    crowded with three armies each: each lit place's cost tag is clear of every counter."""
    app = App(size, bot_delay_ms=0)
    app.home = lambda: Launcher(app)
    crowd = ("goblins", "undead", "dwarves")
    near = ("crownvale", "queensfield", "shieldmoor")
    others = tuple((army, "warrior", place) for place in near for army in crowd)
    scene = _scene(app, "crownvale", 1, others)
    board = scene.board
    state = scene.session.state
    app.draw()
    checked = 0
    for (place, army), rect in board.canvas.stack_rects(state).items():
        if place in near or not board_info.movable_at(state, place, army):
            continue
        click(app, rect.center)
        app.draw()
        assert board.selected == (place, army), (place, army)
        # each counter whole: its pile, shadow and army badge too (playtest 18: a cost tag
        # touched the badge standing out of an Undead counter's edge)
        counters = _counters(board)
        for tag_place, (_, spot) in board.canvas.cost_tags(state, board.highlights(state)).items():
            checked += 1
            assert spot.collidelist(counters) < 0, (place, tag_place, spot)
        press(app, pygame.K_ESCAPE, pause=False)
    assert checked > 5
    pygame.display.quit()


def test_a_cost_tag_leaves_a_ring_of_counters_for_room_further_out(app) -> None:
    """Every spot beside a place's counters taken by other counters (a crowded corner): the
    tag goes further out, to the nearest room no counter covers, never on one."""
    scene = _scene(app)
    canvas = scene.board.canvas
    state = scene.session.state
    app.draw()
    cx, cy = canvas.centre_of("crownvale")
    side = canvas.px(22)
    elsewhere = types.SimpleNamespace(place="kingsreach")
    crowd = [
        (elsewhere, pygame.Rect(cx + dx * side, cy + dy * side, side, side))
        for dx in range(-3, 3)
        for dy in range(-3, 3)
    ]
    size = (canvas.px(20), canvas.px(18))
    spot = canvas.free_spot(state, "crownvale", size, crowd)
    assert canvas.rect.contains(spot)
    assert spot.collidelist([r.inflate(canvas.px(8), canvas.px(8)) for _, r in crowd]) < 0


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_pointed_place_s_label_is_its_name_whole(size) -> None:
    """Playtest 18: with a stack picked, the territory under the pointer read "Forg." (the
    Forgotten Temple, 1024x640; here Middlemarch read "Midd."). Each territory pointed at in
    turn is labelled with its name whole, clear of every counter, or not at all."""
    app = App(size, bot_delay_ms=0)
    app.home = lambda: Launcher(app)
    text_report.start()
    try:
        scene = _scene(app)
        board = scene.board
        state = scene.session.state
        words_drawn(app, scene)
        click(app, board.canvas.stack_rects(state)[("kingsreach", "humans")].center)
        assert board.selected is not None
        names = board.territory_names()
        checked = 0
        for place in board.canvas.ids:
            post(app, pygame.MOUSEMOTION, pos=_free_point(board, place), rel=(1, 1))
            drawn = words_drawn(app, scene)
            if board.pointed() != place:
                continue
            whole = " ".join(names[place].split())
            cut = [i["text"] for i in drawn if _cut_of(i["text"], whole)]
            assert not cut, (place, cut)
            for pill, _, _ in board.placed_names([(place, False)], board._steady_boxes):
                checked += 1
                assert pill.collidelist(_counters(board)) < 0, (place, pill)
        assert checked > len(board.canvas.ids) // 2
    finally:
        text_report.stop()
        pygame.display.quit()


def _cut_of(text: str, whole: str) -> bool:
    """``text`` is a shortened word of ``whole`` ("Forg." of "Forgotten Temple")."""
    stem = text.rstrip(".")
    if not text.endswith(".") or len(stem) < 3:
        return False
    return any(w.startswith(stem) and w != stem for w in whole.split())


def test_a_cost_tag_keeps_off_a_counter_s_army_badge() -> None:
    """Playtest 18: a move cost lay against an Undead counter, over the army badge that
    stands out of its left edge. In the game of seed 3 after 220 moves at 1024x640 (two tags
    of the Dwarves in Highcrag touched their neighbours' badges), every stack picked by a
    click lights places whose cost tags are clear of every counter's whole box."""
    app = App((1024, 640), bot_delay_ms=0)
    app.home = lambda: Launcher(app)
    try:
        scene = open_game(app, greedy_session("warparty", SEATS, 3, 220))
        board = scene.board
        canvas, state = board.canvas, scene.session.state
        assert state.phase == "move"
        app.draw()
        checked = 0
        for stack, rect in canvas.stack_rects(state).items():
            if not board.map_rect.collidepoint(rect.center):
                continue
            click(app, rect.center)
            app.draw()
            if board.selected == stack:
                for place, (_, spot) in canvas.cost_tags(state, board.highlights(state)).items():
                    checked += 1
                    assert spot.collidelist(_counters(board)) < 0, (stack, place, spot)
            press(app, pygame.K_ESCAPE, pause=False)
        assert checked >= 5
    finally:
        pygame.display.quit()
