"""Playtest 16, item 3: a second quest clicked after one was taken this round was refused with
"That move is not possible now (quest phase)" (no rule named), and the notice lay over the mat
of the seat managing its quests. In games played through the frame, at each phase and step of
the first rounds, every place on the board that takes no move now is clicked (real mouse
events): no refusal names only the phase, and no refusal covers the mat of the seat to act
nor its merchant's box (nor, as before, the prompt's lines or a lit place)."""

from __future__ import annotations

import random

import pygame
import pytest
from test_forge_war_board import start
from test_forge_war_steady_mine import settle
from uihelp import click, press

from forgegames.core.i18n import speaking, tr
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.game_actions import TakeQuest
from forgegames.ui.app import App

GENERIC = ("not possible now", "no es posible ahora")
"""The refusal that named only the phase (English, Spanish)."""


def walk_refusals(app, scene) -> dict[str, str]:
    """Click every place that takes no move now; the words of each refusal → the place."""
    board = scene.board
    found: dict[str, str] = {}
    app.draw()
    places = [(t.key, t.rect.center) for t in board.all_targets() if not t.live]
    moves = scene.moves_made()
    for key, pos in places:
        scene.toast = None
        click(app, pos)
        assert scene.moves_made() == moves, key  # a place with no live move makes none
        toast = scene.toast
        if toast is not None and toast.error:
            found[toast.text] = key
            app.draw()
            _, box, _ = scene.toast_place()
            acting = board.rects[f"mat:{board.acting()}"]
            assert not box.colliderect(acting), (key, toast.text, box, acting)
            merchant = board.regions(board.view).get("merchant")
            assert merchant is None or not box.colliderect(merchant[0]), (key, toast.text)
            assert not box.colliderect(board.context.prompt_box()), (key, toast.text)
        if board.choosing():
            press(app, pygame.K_ESCAPE)
    scene.toast = None
    return found


@pytest.mark.parametrize(
    ("size", "players", "lang"),
    [((1280, 720), 2, "en"), ((1024, 640), 4, "en"), ((1024, 640), 3, "es")],
)
def test_every_refused_click_names_its_rule_and_leaves_the_acting_mat(size, players, lang):
    with speaking(lang):
        app = App(size, bot_delay_ms=0)
        try:
            scene = start(app, seed=5, players=players)
            session, board = scene.session, scene.board
            rng = random.Random(3)
            walked: dict[tuple, dict[str, str]] = {}
            for _ in range(400):
                settle(app, scene)
                v = board.view
                if session.over or v.round > 2:
                    break
                when = (v.phase, v.step, bool(v.pending))
                if scene.my_turn() and when not in walked:
                    walked[when] = walk_refusals(app, scene)
                seat = session.active
                view = TITLE.view(session.state, seat)
                bot = TITLE.bots()["greedy"](seat)
                scene.commit(bot.choose(view, session.legal_actions(), rng))
            phases = {phase for phase, _step, _pending in walked}
            assert {"wealth", "place", "mine", "market", "quest"} <= phases, phases
            words = {text: key for found in walked.values() for text, key in found.items()}
            assert len(words) > 10  # many kinds of refusal were met
            assert [t for t in words if any(g in t.lower() for g in GENERIC)] == []
            # the playtest's case: a quest of the offer clicked while managing quests
            managing = walked[("quest", "manage", False)]
            taken = [t for t, key in managing.items() if key.startswith("offer:")]
            rule = tr("each player takes at most one quest a round, and you have taken yours")
            rule = rule.lower()
            assert taken and all(rule[:20] in t.lower() for t in taken), managing
        finally:
            pygame.display.quit()


def test_a_click_at_a_computers_turn_names_who_plays_and_the_phase():
    app = App((1280, 720), bot_delay_ms=60000)
    try:
        scene = start(app, seed=5, players=2, bots=(1,))
        session, board = scene.session, scene.board
        rng = random.Random(3)
        for _ in range(200):
            settle(app, scene)
            if session.state.phase == "quest" and session.active == 1:
                break
            view = TITLE.view(session.state, session.active)
            bot = TITLE.bots()["greedy"](session.active)
            scene.commit(bot.choose(view, session.legal_actions(), rng))
        assert not scene.my_turn() and board.view.phase == "quest"
        slot = next(i for i, q in enumerate(board.view.quests["offer"]) if q is not None)
        click(app, board.rects[f"offer:{slot}"].center)
        assert scene.toast is not None
        assert scene.toast.text == "It is not your turn: Ben is to play (quest phase).", (
            scene.toast.text
        )
        assert TakeQuest(slot) not in board.legal_set or not scene.my_turn()
    finally:
        pygame.display.quit()
