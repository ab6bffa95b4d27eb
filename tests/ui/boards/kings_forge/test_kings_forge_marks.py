"""King's Forge's marks of what changed since a seat's last turn stay off the words: a changed
line of words (a docks row, a heading, the waiting line) is marked in the gutter left of it
(issue 39: the corners were drawn over the docks rows' and headings' words)."""

from __future__ import annotations

from uihelp import greedy_session, run_timers

from forgegames.core.title import SeatConfig
from forgegames.ui.boards.kings_forge.board import TEXT_LINES
from forgegames.ui.game_scene import GameScene


def test_marks_of_changed_lines_sit_in_the_gutter_not_on_the_words(app):
    seats = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange", "greedy"))
    session = greedy_session("kings-forge", seats, 3, 60)
    scene = GameScene(app, session)
    app.push(scene)
    run_timers(app, steps=20, dt=50)
    board = scene.board
    before, after = session.state_before(30), session.state
    regions = board.regions(after)
    lines = {k: rect for k, (rect, _) in regions.items() if k.startswith(TEXT_LINES)}
    old = board.regions(before)
    changed = [k for k in lines if k not in old or old[k][1] != regions[k][1]]
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
