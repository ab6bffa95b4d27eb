"""King's Forge's marks of what changed since a seat's last turn stay off the words: a changed
line of words (a docks row, a heading, the waiting line) is marked in the gutter left of it
(issue 39: the corners were drawn over the docks rows' and headings' words)."""

from __future__ import annotations

import pygame
import pytest
from kf_play import person_and_bot, person_turns
from uihelp import greedy_session, play_by_places, run_timers

from forgegames.core.title import SeatConfig
from forgegames.games.kings_forge import board_info
from forgegames.games.kings_forge.actions import Claim
from forgegames.games.kings_forge.state import PHASE_CRAFT
from forgegames.ui.boards.kings_forge.board import TEXT_LINES
from forgegames.ui.game_scene import GameScene


def test_marks_of_changed_lines_sit_in_the_gutter_not_on_the_words(app):
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", "greedy"))
    for seed in range(3, 13):  # the first game whose docks were used between moves 30 and 60
        session = greedy_session("kings-forge", seats, seed, 60)
        scene = GameScene(app, session)
        app.push(scene)
        run_timers(app, steps=20, dt=50)
        board = scene.board
        before, after = session.state_before(30), session.state
        regions = board.regions(after)
        lines = {k: rect for k, (rect, _) in regions.items() if k.startswith(TEXT_LINES)}
        old = board.regions(before)
        changed = [k for k in lines if k not in old or old[k][1] != regions[k][1]]
        changed = [k for k in changed if k != "deck"]  # the deck's count is never marked
        if any(k.startswith("dock:") for k in changed):
            break
        app.stack.pop()
    assert any(k.startswith("dock:") for k in changed), "the docks were used since move 30"
    marks = board.marks(before, after)
    words = list(lines.values())
    for key in changed:
        place = board.mark_place(key, lines[key])
        assert place in marks
        drawn = place.inflate(4 + 2, 4 + 2)  # the brackets: 2 px out, 2 px lines at 1280x720
        assert not any(drawn.colliderect(rect) for rect in words), key
        assert drawn.right <= lines[key].x and place.x >= board.rect.x
    # cards and trays keep corners round themselves
    card = next(k for k in regions if k.startswith("tray:"))
    assert board.mark_place(card, regions[card][0]) == regions[card][0]


# --- marks in the picture on screen (playtest: old marks drawn over the board) -------------------
def on_screen(board, rect: pygame.Rect) -> bool:
    """``rect`` marks a part drawn now, or lies where nothing of the board's parts is."""
    now = board.regions(board.state)
    if any(rect == board.mark_place(key, place) for key, (place, _) in now.items()):
        return True
    return not any(rect.colliderect(place) for place, _ in now.values())


def test_marks_and_log_hover_boxes_fall_on_the_parts_drawn_now_through_two_rounds(app):
    """Every round the last turn's marks and the computer's move's marks were drawn where
    parts lay in the previous phase (dice over the gather cards' words, cards at the widths
    they had before a claim). Each mark, and each box a hovered log line lights, must be a
    part on screen now (or lie clear of every part)."""
    scene = person_and_bot(app)
    board = scene.board
    phases, marked = set(), 0
    for _ in person_turns(app, scene, 40):
        phases.add(board.state.phase)
        for kind, rects in scene.marks.items():
            marked += len(rects)
            for rect in rects:
                assert on_screen(board, rect), (kind, rect, board.state.phase)
        history = len(scene.session.history)
        for first in range(max(0, history - 12), history):
            for rect in board.marks(*scene.log_column.entry_views(first, first + 1)):
                assert on_screen(board, rect), ("log", first, rect)
    assert PHASE_CRAFT in phases and len(phases) >= 2, "both phases were played"
    assert marked > 20, "the computer's moves were marked"


def test_after_paying_for_a_card_marks_lie_on_the_cards_as_now_drawn(app):
    """Paying for a gather card makes it 'empty' and gives the row new widths: the claim's
    log line lights the places as drawn after the payment, not where the cards used to be."""
    scene = person_and_bot(app, seed=3)
    board = scene.board
    session = scene.session
    for _ in person_turns(app, scene, 60):
        if (
            session.state.round >= 2
            and session.state.phase != PHASE_CRAFT
            and any(isinstance(a, Claim) for a in session.legal_actions())
        ):
            break
    claim = next(a for a in session.legal_actions() if isinstance(a, Claim))
    start = len(session.history)
    play_by_places(app, scene, claim)
    while session.state.sub == "pay":
        play_by_places(app, scene, board_info.suggest_pay(session.state))
    app.draw()
    slot = session.state.faceup.index("") if "" in session.state.faceup else None
    rows = dict(enumerate(rect for _c, rect in board.geo.gather_cards()))
    marks = board.marks(*scene.log_column.entry_views(start, len(session.history)))
    targets = [t.rect for t in board.all_targets()]
    assert marks and board.state.round >= 2
    for rect in marks:
        assert on_screen(board, rect), rect
    if slot is not None:
        assert rows[slot] in marks, "the emptied place is marked at its new width"
    widths_then = [
        r for _c, r in board.geo.gather_cards(scene.log_column.entry_views(start, start)[0])
    ]
    stale = [r for r in widths_then if r not in rows.values()]
    assert not any(r in marks for r in stale), "no mark where a card lay before the payment"
    assert all(t.width for t in targets)
    # the lines of the round before (its craft phase) light nothing over today's row
    crafted = [i for i in range(start) if session.state_before(i).phase == PHASE_CRAFT]
    assert crafted, "a craft phase was played before this claim"
    for first in range(crafted[0], len(session.history)):
        for rect in board.marks(*scene.log_column.entry_views(first, first + 1)):
            assert on_screen(board, rect), ("log", first, rect)


def arms(rect: pygame.Rect, scale: float, width: int) -> list[pygame.Rect]:
    """The strokes ``draw_marks`` paints for ``rect``: an arm along each side at each corner."""
    r = rect.inflate(4, 4)
    arm = min(max(6, int(12 * scale)), r.width // 3, r.height // 3)
    w = max(2, int(width * scale))
    out = []
    for x, y, dx, dy in (
        (r.left, r.top, 1, 1),
        (r.right, r.top, -1, 1),
        (r.left, r.bottom, 1, -1),
        (r.right, r.bottom, -1, -1),
    ):
        out.append(pygame.Rect(min(x, x + dx * arm), y - w // 2, arm + 1, w))
        out.append(pygame.Rect(x - w // 2, min(y, y + dy * arm), w, arm + 1))
    return out


def test_no_mark_is_drawn_over_words(app):
    """Playtest: 'Place one die plus' was struck through, brackets lay over 'Crafted this
    round'. Through two rounds against the computer, at each of Alice's turns, no stroke of
    a mark crosses a text the frame drew (its text report)."""
    from forgegames.ui import text_report

    scene = person_and_bot(app, seed=5)
    board = scene.board
    s = app.scale
    strokes_checked = 0
    for _ in person_turns(app, scene, 30):
        text_report.start()
        try:
            board.faces = {}
            scene.layer = scene.last_picture = None
            window = text_report.recording_window(app.surface)
            scene.draw(window)
            words = [(i["text"], pygame.Rect(i["rect"])) for i in text_report.report(window)]
        finally:
            text_report.stop()
        for kind, rects in scene.marks.items():
            for rect in rects:
                for stroke in arms(rect, s, 2 if kind == "since" else 4):
                    strokes_checked += 1
                    hit = [text for text, box in words if box.colliderect(stroke)]
                    assert not hit, (kind, rect, hit, board.state.phase)
    assert strokes_checked > 100


def test_a_persons_own_fresh_roll_is_not_marked_as_the_computers_move(app):
    """Playtest 3: when the computer ended its craft turn, Alice's freshly rolled dice (and
    her tray, whose supply went into the roll) got the corners the legend keeps for 'a
    computer player's last move', and the bracket of the roll's heading sat half outside the
    window's left edge. At each of Alice's craft turns begun by the computer's move, its marks
    cover none of her dice, nor her tray unless something else of it changed; every mark's
    strokes lie inside the board."""
    scene = person_and_bot(app, seed=2)
    board = scene.board
    session = scene.session
    s = app.scale
    checked = 0
    for _ in person_turns(app, scene, 60):
        state = session.state
        bot = scene.changes.get("bot")
        if state.phase != PHASE_CRAFT or bot is None or bot[0].turn == state.turn:
            continue
        if bot[0].phase == PHASE_CRAFT and not state.pool:
            continue
        checked += 1
        marks = scene.marks["bot"]
        dice = [rect for _id, rect in board.geo.pool_dice()]
        assert not [m for m in marks if m.collidelist(dice) != -1], marks
        tray = board.geo.tray_rects(state)[0]
        before = bot[0].players[0]
        now = state.players[0]
        kept = (before.smithy, before.claimed, before.powers) == (
            now.smithy,
            now.claimed,
            now.powers,
        )
        if kept and bot[0].first == state.first:
            assert tray not in marks
        for rect in marks:
            for stroke in arms(rect, s, 4):
                assert board.rect.contains(stroke), (rect, stroke)
    assert checked >= 2, "Alice's craft turn began with the computer's move"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_roll_and_payment_brackets_lie_inside_the_window_left_of_their_words(size):
    """Playtest 3: the bracket marking the roll's heading or the payment line sat half outside
    the window's left edge. Each lies inside the board, clear of the line's first word."""
    from forgegames.ui.app import App

    app = App(size, bot_delay_ms=0)
    try:
        scene = person_and_bot(app)
        run_timers(app, steps=4, dt=50)
        board, s = scene.board, app.scale
        head = board.geo.roll_head()
        payment = board.geo.payment_rect()
        for key, rect, words_x in (("roll", head, head.x + 10), ("payment", payment, payment.x)):
            place = board.mark_place(key, rect)
            for stroke in arms(place, s, 4):
                assert board.rect.contains(stroke), (key, stroke, board.rect)
                assert stroke.right <= words_x, (key, stroke, words_x)
    finally:
        pygame.display.quit()


def test_a_card_that_left_the_row_is_not_marked_on_the_card_that_replaced_it(app):
    """Playtest 4: after "Bruno claims the Caravan" his marks sat on the Jeweler turned up in
    its place. The claim is marked on his tray; the newcomer is left unmarked."""
    scene = person_and_bot(app)
    board = scene.board
    seen = 0
    for _ in person_turns(app, scene, 12):
        now = board.regions(board.state)
        history = len(scene.session.history)
        spans = [(a, b) for a in range(max(0, history - 6), history) for b in (a + 1, a + 2)]
        for first, last in spans:  # a move and the card turned up after it (a chance entry)
            if last > history:
                continue
            before, after = scene.log_column.entry_views(first, last)
            old, new = board.regions(before), board.regions(after)
            marks = board.marks(before, after)
            for key, (_, card) in new.items():
                slot = key.split(":")[0] in ("king", "gather") and key in old and key in now
                if slot and card and old[key][1] and old[key][1] != card:
                    seen += 1
                    assert board.mark_place(key, now[key][0]) not in marks, key
                    assert marks, "the move that took the card is still marked"
    assert seen, "a card was replaced in the row"


def test_the_docks_heading_is_never_marked(app):
    """Playtest 6: a small bracket beside the "Docks" heading after a computer's claim, unclear
    what it marked (the deck's count, down by the card turned up). The count is not marked
    (a visit to the docks is marked on its row: the first test here)."""
    scene = person_and_bot(app)
    board = scene.board
    counted = 0
    for _ in person_turns(app, scene, 14):
        history = len(scene.session.history)
        for first in range(max(0, history - 6), history):
            before, after = scene.log_column.entry_views(first, first + 1)
            old, new = board.regions(before), board.regions(after)
            if "deck" in old and "deck" in new and old["deck"][1] != new["deck"][1]:
                counted += 1
                assert board.mark_place("deck", board.geo.docks_head()) not in board.marks(
                    before, after
                )
    assert counted, "a card was turned up from the deck"
