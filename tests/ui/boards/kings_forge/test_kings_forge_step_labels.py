"""Playtest 14, item 6: a computer's step label covers no figure a player reads ("Bruno
passes" lay over Alice's smithy count, "Bruno claims the bottom action" over the waiting
line). A game played at the computer's pace, Alice passing by the strip's buttons; at every
step held on screen, the label's words are checked against the words and numbers drawn under
them, read from the window as drawn (the text report), and against the waiting line, the
king's cards and the other seats' trays, at both window sizes."""

from __future__ import annotations

import pygame
import pytest
from uihelp import button, click_button, settle

from forgegames.core.session import Session
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.games.kings_forge.actions import Pass
from forgegames.ui import text_report
from forgegames.ui.app import App
from forgegames.ui.game_scene import GameScene

PACE = 400
SEATS = (
    SeatConfig("Alice", "blue"),
    SeatConfig("Bruno", "orange", "greedy"),
    SeatConfig("Chiara", "green", "greedy"),
)
STEP_WORDS = ("Bruno ", "Chiara ")


def alice_moves(app: App, scene: GameScene) -> None:
    """Alice's turn by the strip: pass (the first reward offered), end the craft turn, or OK
    a note held for her."""
    settle(app, scene)
    group = scene.board.group
    labels = [b.label for b in group.buttons]
    if "OK" in labels:
        click_button(app, group, "OK")
        return
    if not scene.my_turn():
        return
    passes = [a for a in scene.session.legal_actions() if isinstance(a, Pass)]
    if passes:
        click_button(app, group, scene.describe(passes[0]))
    elif "End the craft turn" in labels and button(group, "End the craft turn").enabled:
        click_button(app, group, "End the craft turn")
    settle(app, scene)


def covered(items: list[dict], label: pygame.Rect, own: pygame.Rect | None) -> list[str]:
    """The words and numbers drawn (besides the step's own) that ``label`` lies over; those
    of the card or the docks the step is about (``own``, holding the label) may be."""
    out = []
    for item in items:
        rect = pygame.Rect(item["rect"])
        text = item["text"]
        if text.startswith(STEP_WORDS) or not rect.colliderect(label):
            continue
        if own is not None and own.contains(rect):
            continue
        out.append(text)
    return out


def computer_steps(size: tuple[int, int], seed: int, frames: int = 400):
    """The game of ``seed`` in round 1 at the computers' pace, Alice passing: at each frame
    holding a computer's step, the scene and the words drawn on the board (the log beside it
    tells the same moves), read from the window (the text report must be recording)."""
    app = App(size, bot_delay_ms=PACE)
    app.surface = text_report.recording_window(app.surface)
    scene = GameScene(app, Session.start(GameConfig("kings-forge", SEATS, "standard"), seed))
    app.push(scene)
    app.draw()
    for _ in range(frames):
        app.tick(50)
        app.draw()
        if scene.session.state.round > 1:
            break
        if scene.session.active == 0 or scene.board.holds_play():
            alice_moves(app, scene)
            continue
        if not scene.computer.shown:
            continue
        if not hasattr(app.surface, "__dict__"):  # the window was made again (its size)
            app.surface = text_report.recording_window(app.surface)
            app.draw()
        board = scene.board.rect
        yield scene, [i for i in text_report.report(app.surface) if board.contains(i["rect"])]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_no_step_label_covers_a_figure_or_the_waiting_line(recording, size):
    seen: set[str] = set()
    for scene, items in computer_steps(size, 2):
        labels = [i for i in items if i["text"].startswith(STEP_WORDS)]
        geo = scene.board.geo
        for label in labels:
            pad = max(3, round(5 * scene.scale))
            first = pygame.Rect(label["rect"])
            lines = [first]  # a long label's further lines, centred under its first, each
            for _ in range(2):  # right under the one before (a tray's words under it, also
                lines += [  # centred by chance, are not: issue 39's narrower name column)
                    r
                    for r in (pygame.Rect(i["rect"]) for i in items)
                    if abs(r.centerx - first.centerx) <= 1
                    and lines[-1].bottom <= r.top <= lines[-1].bottom + 3
                    and r not in lines
                ][:1]
            items = [i for i in items if pygame.Rect(i["rect"]) not in lines[1:]]
            tag = first.unionall(lines).inflate(2 * pad, pad)  # the words' tag
            boxes = geo.boxes()
            mine = [r for _, r in geo.gather_cards()] + [boxes.get("middle/docks", first)]
            own = next((r for r in mine if r.contains(tag)), None)
            assert not covered(items, tag, own), (label["text"], covered(items, tag, own))
            seat = STEP_WORDS.index(label["text"].split(" ")[0] + " ") + 1
            trays = [r for i, r in enumerate(geo.tray_rects(scene.session.state)) if i != seat]
            cards = [r for _, r in geo.king_cards()]
            for other in [geo.line_rect(), *cards, *trays]:
                assert not tag.colliderect(other), (label["text"], tag, other)
            seen.add(label["text"].split(" ")[1])
    assert {"claims", "passes"} <= seen, seen
