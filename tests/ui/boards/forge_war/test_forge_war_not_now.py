"""Playtest 12 (issue #39), Forge War: what no click uses now looks it, and a notice keeps off
what can be clicked. Outside the quest phase the quest offer is dimmed, its heading says when
quests are taken and its tooltips say so; outside the market phase the market is dimmed the
same way. A refused click's notice covers no lit place (shot 39: it lay over the merchant)."""

from __future__ import annotations

import pygame
import pytest
from test_forge_war_board import reach, start
from uihelp import click, post

from forgegames.games.forge_war.actions import TakeQuest
from forgegames.ui.app import App
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.boards.forge_war.look import CARD


def hover(app, pos) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def offer_cards(board: ForgeWarBoard) -> dict[int, pygame.Rect]:
    return {
        slot: board.rects[f"slot:{slot}"]
        for slot, qid in enumerate(board.view.quests["offer"])
        if qid is not None
    }


def market_spaces(board: ForgeWarBoard) -> list[pygame.Rect]:
    return [r for k, r in board.rects.items() if k.startswith("space:")]


def brightness(app, rect: pygame.Rect) -> int:
    """The summed colour of a card's fill (a spot inside its foot, left of its words)."""
    return sum(app.surface.get_at((rect.right - 3, rect.bottom - 3))[:3])


def test_the_offer_is_dimmed_with_its_phase_named_outside_the_quest_phase(app):
    scene = start(app, seed=4, players=2)
    reach(app, scene, lambda s: s.phase == "market" and not s.pending)
    board: ForgeWarBoard = scene.board
    cards = offer_cards(board)
    assert cards and all(rect in board.dimmed for rect in cards.values())
    assert not any(r in board.dimmed for r in market_spaces(board))  # the market is in use
    app.draw()
    assert all(brightness(app, r) < sum(CARD) for r in cards.values())  # veiled
    rect = next(iter(cards.values()))
    hover(app, rect.center)
    tip = board.hover_tip()
    assert tip.startswith("Not now: quests are taken from the offer in the quest phase.")
    assert "{steps}" not in tip and len(tip.splitlines()) > 1  # the quest's own words follow
    # the quest phase: the offer is lit (what can be taken) and the market is dimmed instead
    reach(app, scene, lambda s: s.phase == "quest" and s.step == "acquire" and not s.pending)
    assert scene.my_turn()
    cards = offer_cards(board)
    live = [r for slot, r in cards.items() if TakeQuest(slot) in board.legal_set]
    assert live
    # lit unless out of the seat's reach now (fw36: such a quest is dimmed, its tooltip
    # says why: ``test_forge_war_quest_traps``)
    offer = board.view.quests["offer"]
    for slot, r in cards.items():
        if TakeQuest(slot) in board.legal_set:
            assert (r in board.dimmed) == (board.offer.out_of_reach(offer[slot]) is not None)
    spaces = market_spaces(board)
    assert spaces and all(r in board.dimmed for r in spaces)
    hover(app, board.rects["space:clerk"].center)
    assert board.hover_tip().startswith("Not now: the market's cards and spaces are used")
    # a quest too dear to take now is dimmed and says why, as the market's cards do
    dear = [slot for slot in cards if TakeQuest(slot) not in board.legal_set]
    for slot in dear:
        assert cards[slot] in board.dimmed
        hover(app, cards[slot].center)
        assert board.hover_tip().startswith("Not now:")


def test_the_headings_say_when_the_dimmed_areas_are_used(app, monkeypatch):
    """The heading's caption is drawn (its words through the translation function, in the
    offer's and the market's heading rows) in the phases the area rests, and not in its own."""
    from forgegames.ui.boards.forge_war import pen as pen_module

    drawn: list[tuple[str, tuple[int, int]]] = []
    label = pen_module.Pen.label

    def spy(self, surface, text, pos, *args, **kwargs):
        drawn.append((text, tuple(pos)))
        return label(self, surface, text, pos, *args, **kwargs)

    monkeypatch.setattr(pen_module.Pen, "label", spy)
    scene = start(app, seed=4, players=2)
    reach(app, scene, lambda s: s.phase == "mine" and not s.pending)
    board: ForgeWarBoard = scene.board
    drawn.clear()
    scene.invalidate()  # the board's layer drawn again
    app.draw()
    offer_top, market_top = board.offer.rect.top, board.market.rect.top
    texts = {text: pos for text, pos in drawn}
    assert texts["taken in the quest phase"][1] - offer_top < board.px(6)
    assert texts["used in the market phase"][1] - market_top < board.px(6)
    reach(app, scene, lambda s: s.phase == "market" and not s.pending)
    drawn.clear()
    scene.invalidate()  # the board's layer drawn again
    app.draw()
    texts = {text for text, _ in drawn}
    assert "taken in the quest phase" in texts and "used in the market phase" not in texts


@pytest.mark.parametrize("size", [(1280, 720), (1024, 640)])
def test_a_refused_click_in_the_market_phase_covers_no_lit_place(size):
    """Shot 39: a click on a quest in the market phase is refused, and the notice lay over
    the merchant's deals. Now it covers none of the lit places nor a button (playtest 22: nor
    the market, the offer or the mine: under the mats, else over the log column)."""
    app = App(size, bot_delay_ms=0)
    try:
        scene = start(app, seed=4, players=2)
        reach(app, scene, lambda s: s.phase == "market" and not s.pending)
        board: ForgeWarBoard = scene.board
        click(app, board.rects["slot:0"].center)
        assert scene.toast is not None and "quest phase" in scene.toast.text
        app.draw()
        _, box, why = scene.toast_place()
        lit = [t for t in board.live_targets()]
        assert len(lit) >= 5  # the merchant's deals, market cards and spaces
        assert all(not box.colliderect(t.rect) for t in lit), [
            t.key for t in lit if box.colliderect(t.rect)
        ]
        assert all(not box.colliderect(r) for r in scene.button_rects())
        assert why is not None and box.contains(why)
        assert box.collidelist(board.keep_clear()) < 0  # the market, offer and mine
        assert board.rect.contains(box) or board.notice_room.contains(box)  # (or the log)
        # its "Why?" button is where it is drawn: clicking it opens the rules
        click(app, why.center)
        assert app.stack.top is not scene
    finally:
        pygame.display.quit()


def test_a_refused_hex_in_the_mine_phase_covers_no_lit_hex(app):
    scene = start(app, seed=4, players=2)
    reach(app, scene, lambda s: s.phase == "mine" and not s.pending)
    board: ForgeWarBoard = scene.board
    mine = scene.session.state.mine
    lit = {t.hex for t in board.live_targets() if t.hex is not None}
    dull = next(h for h in mine.board.hexes if h not in lit and h not in mine.overseers)
    click(app, board.mine_view.centre(dull))
    assert scene.toast is not None and scene.toast.error
    app.draw()
    box = scene.toast_place()[1]
    assert not any(box.colliderect(t.rect) for t in board.live_targets())
