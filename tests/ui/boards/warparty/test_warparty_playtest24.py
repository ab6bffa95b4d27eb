"""Playtest 24 (a newcomer, 1280x720 and 1024x640): at 1024x640 a chip set beside its
crowded territory lay in a neighbour with its leader line over coins, a city being built and
other counters (item 1); "Humans: 1 crowns lost" (item 4). Headless, positions of real bot
games."""

from __future__ import annotations

import pygame
import pytest
from test_warparty_crowding import position
from test_warparty_playtest15 import _cities_founded
from uihelp import open_game

from forgegames.core import i18n
from forgegames.ui.app import App
from forgegames.ui.boards.warparty.economy_armies import treasury_words
from forgegames.ui.boards.warparty.map_leaders import leaders


@pytest.mark.parametrize("seed", [1, 5])
def test_a_counter_reads_as_standing_in_its_own_territory_at_1024x640(seed) -> None:
    """Item 1: every stack's counter or chip has its middle in its own territory (a chip
    with no room inside may lie over the border, most of it still over its own); one that
    had to be set beside it has a leader line that crosses no coin, city, dungeon, counter
    or chip but its own territory's marks (the line leaves from among them), and covers no
    other territory's middle."""
    app = App((1024, 640), bot_delay_ms=0)
    try:
        inside = moved = 0
        for actions in (30, 120):
            scene = open_game(app, position(seed, actions))
            state, canvas = scene.session.state, scene.board.canvas
            app.draw()
            placed = canvas._placed(state)
            marks = canvas.mark_boxes(state.cities)
            away = {counter: home for _, home, counter in leaders(canvas, placed)}
            for stack, face in placed:
                key = (stack.place, stack.army)
                if "|" in stack.place or key in canvas._hidden:
                    continue
                if face.center not in away:
                    assert canvas.territory_at(face.center) == stack.place, key
                    inside += 1
                    continue
                home = away[face.center]
                moved += 1
                own = [b.move(canvas.ox, canvas.oy) for b in marks[stack.place].values()]
                others = [
                    b.move(canvas.ox, canvas.oy)
                    for t, boxes in marks.items()
                    if t != stack.place
                    for kind, b in boxes.items()
                    if kind != "name"
                ]
                others += [
                    canvas._counter_box(s, f) if (s.place, s.army) not in canvas._chips else f
                    for s, f in placed
                    if (s.place, s.army) != key and (s.place, s.army) not in canvas._hidden
                ]
                crossed = [b for b in others if b not in own and b.clipline(home, face.center)]
                assert not crossed, (actions, key, crossed)
                middles = [canvas._anchor(t) for t in canvas.ids if t != stack.place]
                assert not any(face.collidepoint(m) for m in middles), (actions, key)
            app.pop()
        assert inside >= 20
        # (set beside only where not even the chip's middle finds room in its territory: the
        # capitals in the map's corners, full with their crowns and coins; before, nine chips
        # of seed 1's positions lay in neighbours, among them Saltflats' and Rotbough's)
        assert moved <= 5, moved
    finally:
        pygame.display.quit()


def test_one_crown_lost_is_said_in_the_singular(app) -> None:
    """Item 4 (shot 69): "Humans: 1 crowns lost at Set-up done." One crown is "1 crown" (in
    Spanish "1 corona"), in the panel's foot and in the treasury's tooltip."""
    import dataclasses

    scene = _cities_founded(app)
    board, session = scene.board, scene.session
    keep = board.world.content.quickplay.crowns_kept
    listed = board.listed_army()
    other = next(a for a in ("humans", "dwarves") if a != listed)
    purses = tuple(
        (a, dataclasses.replace(p, treasury=keep + 1 if a == other else min(p.treasury, keep)))
        for a, p in session.state.armies
    )
    session.state = dataclasses.replace(session.state, armies=purses)
    board.refresh()
    assert board.unspent_words() == f"{other.title()}: 1 crown lost at Set-up done."
    economy = board.world.content.economy
    assert treasury_words(1, economy).startswith("Treasury: 1 crown this army")
    i18n.set_language("es")
    try:
        words = board.unspent_words()
        assert "se pierde 1 corona " in words and "coronas" not in words, words
        assert treasury_words(1, economy).startswith("Tesoro: 1 corona que")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "words"), [("en", "+1 kind"), ("es", "+1 tipo")])
def test_a_counter_s_tag_says_what_its_plus_counts(lang, words, monkeypatch) -> None:
    """Item 2 (shots 79, 80): "×5 +1" under the Humans' counter; the "+1" meant something
    only once hovered. The tag says "+1 kind" (the kinds of unit besides the one shown)."""
    from forgegames.ui.boards.warparty import map_counters

    app = App((1024, 640), bot_delay_ms=0)
    try:
        canvas = open_game(app, position(1, 30)).board.canvas
        said: list[str] = []
        real = map_counters.theme.text

        def spy(text, *rest, **named):
            said.append(text)
            return real(text, *rest, **named)

        monkeypatch.setattr(map_counters.theme, "text", spy)
        with i18n.speaking(lang):
            canvas._tag_sprite(5, 2, 0)
        assert said == ["×5", words], said
    finally:
        pygame.display.quit()


def test_a_chip_s_tooltip_says_why_it_is_a_chip() -> None:
    """Item 2 (shots 79, 81): the Humans' five units showed a counter, the Dwarves' six a
    chip, and nothing said why. A chip's tooltip says it: armies share the territory, or its
    counter has no room there at this zoom (zoom in); and how many kinds of unit it holds."""
    from forgegames.ui.boards.warparty.mark_words import stack_marks

    app = App((1024, 640), bot_delay_ms=0)
    try:
        scene = open_game(app, position(1, 120))
        canvas, state = scene.board.canvas, scene.session.state
        app.draw()
        placed = canvas._placed(state)
        armies: dict[str, set[str]] = {}
        for stack, _ in placed:
            armies.setdefault(stack.place, set()).add(stack.army)
        seen = set()
        for stack, _ in placed:
            key = (stack.place, stack.army)
            if key not in canvas._chips or key in canvas._hidden or "|" in stack.place:
                continue
            words = " ".join(stack_marks(canvas, state, key))
            if len(armies[stack.place]) > 1:
                assert "armies share this territory" in words, (key, words)
                seen.add("shared")
            else:
                assert "no room here at this zoom: zoom in" in words, (key, words)
                seen.add("alone")
            if stack.kinds > 1:
                assert f"{stack.kinds} kinds of unit" in words, (key, words)
        assert "alone" in seen, seen
    finally:
        pygame.display.quit()


def test_every_hand_over_between_people_greets_the_next_with_the_banner() -> None:
    """Item 5: "X, your turn" seemed to show in some phases and not in others. In a game of
    two people, each time the turn passes from one to the other (set-up, the team's turn, a
    battle's defender answering in the combat phase), the next person gets the curtain (the
    game has secret quests), then the banner naming them; a phase that goes on with the same
    person (collection, then movement) hands nothing over and greets no one."""
    import random

    from uihelp import click, click_button, greedy_session, run_timers

    from forgegames.core.title import SeatConfig
    from forgegames.ui.hotseat import ConfirmLoss
    from forgegames.ui.overlays import Curtain

    seats = (SeatConfig("Ann", "blue"), SeatConfig("Bo", "orange"))
    app = App((1280, 720), bot_delay_ms=0)
    try:
        scene = open_game(app, greedy_session("warparty", seats, 3, 0))
        session, rng = scene.session, random.Random(3)
        greeted: set[str] = set()
        last = session.active
        for _ in range(330):
            if isinstance(app.stack.top, ConfirmLoss):  # (End buying's idle army: playtest 25)
                click_button(app, app.stack.top.group, "Do it")
                if scene.handover is not None:
                    click_button(app, scene.top, "End turn")
            while isinstance(app.stack.top, Curtain):
                run_timers(app, steps=2, dt=300)
                click(app, app.stack.top.button_rect().center)
            assert app.stack.top is scene
            if session.active != last:  # handed over: the banner names the next person
                assert scene.banner is not None, session.state.phase
                assert scene.banner.text == f"{seats[session.active].name}, your turn"
                greeted.add(session.state.phase)
                last = session.active
            scene.banner = None
            seat = session.active
            bot = session.title.bots()["greedy"](seat)
            view = session.title.view(session.state, seat)
            scene.act(bot.choose(view, session.legal_actions(), rng))
            if scene.handover is not None:
                click_button(app, scene.top, "End turn")
            if session.active == last:
                assert scene.banner is None, session.state.phase  # the same person goes on
        assert {"move", "combat"} <= greeted, greeted
    finally:
        pygame.display.quit()
