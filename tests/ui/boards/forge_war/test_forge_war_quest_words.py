"""Playtest 4, item 4: an adventurer's weapon is named with its metal; a quest's unmet step
is red with a cross only when finishing now fails it; the offer's cost coins are legible."""

from __future__ import annotations

import pygame
from test_forge_war_board import reach, start

from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war import board_info as info
from forgegames.ui import theme
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.boards.forge_war.look import BAD, GOOD


def unmet_quest(phase: str):
    def done(state) -> bool:
        if state.phase != phase:
            return False
        return any(not r.met for s in range(len(state.seats)) for r in info.quest_status(state, s))

    return done


def test_an_unmet_step_is_red_only_when_finishing_now_fails_it(app):
    scene = start(app, seed=3, players=2)
    board: ForgeWarBoard = scene.board
    verdicts = {}
    for phase in ("rewards", "quest"):
        reach(app, scene, unmet_quest(phase), limit=4000)
        v = scene.session.state
        seat, req = next(
            (s, r) for s in range(len(v.seats)) for r in info.quest_status(v, s) if not r.met
        )
        assert info.quest_at_risk(v, req) == (phase == "quest")
        verdicts[phase] = board.mats.quest_verdict(v, req)
        assert seat >= 0
    words, colour = verdicts["rewards"]
    assert "{cross}" not in words and colour == theme.TEXT, "a leg just done is no failure"
    words, colour = verdicts["quest"]
    assert words.startswith("{cross}") and colour == BAD
    assert GOOD != theme.TEXT != BAD


def test_an_adventurers_weapon_is_named_with_its_metal(app):
    scene = start(app, seed=3, players=2)
    board: ForgeWarBoard = scene.board

    def armed(state) -> bool:
        return any(a.weapon for s in state.seats for a in s.advs)

    reach(app, scene, armed, limit=4000)
    v = scene.session.state
    seat, adv = next((i, a) for i, s in enumerate(v.seats) for a in s.advs if a.weapon)
    _, chips, _ = board.mats.mat_layout(v, seat, board.rect, compact=False)  # room for names
    text = next(t for key, _, _, t, _ in chips if key == f"adv:{adv.id}")
    assert TITLE.world.content.all_weapons[adv.weapon].name in text  # "Copper Sword", not "Sword"


def test_the_offer_cost_coin_digit_fills_the_coin(app):
    scene = start(app, seed=3, players=2)
    board: ForgeWarBoard = scene.board
    side = board.offer.offer_coin()
    heights = {}
    for cost in (0, 1, 2):
        surface = pygame.Surface((side + 8, side + 8))
        surface.fill((0, 0, 0))
        board.offer.draw_cost_coin(surface, pygame.Rect(4, 4, side, side), cost)
        dark = [
            (x, y)
            for x in range(surface.get_width())
            for y in range(surface.get_height())
            if sum(surface.get_at((x, y))[:3]) < 120
            and 4 < x < side + 4
            and 4 < y < side + 4
            and (x - 4 - side / 2) ** 2 + (y - 4 - side / 2) ** 2 < (side / 2 - 2) ** 2
        ]
        ys = [y for _, y in dark]
        heights[cost] = max(ys) - min(ys) + 1
    assert all(h >= side * 0.6 for h in heights.values()), (heights, side)
