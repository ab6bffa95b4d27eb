"""Playtest 7, item 7: ten soldiers were one card "Soldier ×10" in one battle and ten cards in
another; the "… win the battle" banner covered the middle row of cards; and the panel left
much of its room empty. Identical units now always share a card (units apart in wounds or
state have their own), the result stands in the header's odds rows, and cards grow where a
side has room."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_warparty_panels import NAMES, draw, laid_out_battle, profile

from forgegames.games.warparty import combat
from forgegames.ui import text_report


def soldiers_against_skeletons(soldiers: int, skeletons: int) -> combat.Battle:
    return combat.new_battle(
        [profile("humans", "soldier")] * soldiers, [profile("undead", "skeleton")] * skeletons
    )


@pytest.mark.parametrize("size", [(900, 560), (1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("soldiers", [2, 10])
def test_identical_units_share_one_card_at_every_size(size, soldiers) -> None:
    pygame.init()
    surface = pygame.display.set_mode(size)
    try:
        panel = laid_out_battle(surface)
        battle = soldiers_against_skeletons(soldiers, 3)
        draw(panel, surface, battle)
        mine = [c for c in panel.cards(battle) if c.side == combat.ATTACKER]
        assert len(mine) == 1 and len(mine[0].ids) == soldiers
        # a wounded soldier has a card of its own; the others still share one
        hurt = dataclasses.replace(battle.attackers[0], damage=1)
        battle = dataclasses.replace(
            battle, sides=((hurt, *battle.attackers[1:]), battle.defenders)
        )
        draw(panel, surface, battle)
        mine = [c for c in panel.cards(battle) if c.side == combat.ATTACKER]
        assert sorted(len(c.ids) for c in mine) == [1, soldiers - 1]
        assert any(c.ids == (hurt.id,) for c in mine)
    finally:
        pygame.display.quit()


def test_a_few_cards_grow_into_the_panel_s_room() -> None:
    pygame.init()
    surface = pygame.display.set_mode((1280, 720))
    try:
        panel = laid_out_battle(surface)
        battle = soldiers_against_skeletons(10, 1)
        draw(panel, surface, battle)
        assert all(c.fit > 1.0 for c in panel.cards(battle))
    finally:
        pygame.display.quit()


def finished(battle: combat.Battle) -> combat.Battle:
    """``battle`` played to its end, every attack hitting and no defence holding."""
    for _ in range(400):
        if battle.outcome is not None:
            return battle
        if battle.pending is not None:
            roll = 1 if battle.pending.kind == combat.HIT else 6
            battle, _ = combat.apply(battle, combat.Roll(roll))
            continue
        moves = combat.legal_actions(battle)
        aim = combat.default_target(battle)
        battle, _ = combat.apply(battle, aim if aim is not None else moves[0])
    raise AssertionError("the battle did not end")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_result_stands_in_the_header_over_no_card(size) -> None:
    pygame.init()
    surface = pygame.display.set_mode(size)
    text_report.start()
    try:
        window = text_report.recording_window(surface)
        panel = laid_out_battle(window)
        battle = finished(soldiers_against_skeletons(10, 3))
        assert battle.outcome == combat.ATTACKER_WINS
        draw(panel, window, battle)
        items = text_report.report(window)
    finally:
        text_report.stop()
        pygame.display.quit()
    words = panel.outcome_words(battle, NAMES)
    said = [i for i in items if i["text"] == words]
    assert said, [i["text"] for i in items]
    header = panel.rects()["header"]
    cards = [c.rect for c in panel.cards(battle)]
    boxes = [pygame.Rect(item["rect"]) for item in said]
    assert any(header.contains(box) for box in boxes), (boxes, header)  # large, on top
    assert all(box.collidelist(cards) < 0 for box in boxes)
    assert not any(item.get("cut") for item in said)
    # nothing is drawn across the cards: the words on them are all the cards' own
    over = [i for i in items if pygame.Rect(i["rect"]).collidelist(cards) >= 0]
    assert all(i["text"] != words for i in over)
