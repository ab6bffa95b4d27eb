"""Issue 37's headless UI test, one game played with real events: buy a wizard, level it in
a battle, choose a spell, cast it, explore a dungeon and claim a treasure.

Alice's Humans (their capital Kingsreach, four Knights there, 40 crowns) face five Goblin
Wolf Riders in Crownvale next door. Bruno (a person too: the hotseat's curtain comes between)
only ends his phases and strikes back with his fallen riders. The dice are the test's
(``lucky``: each die goes the Humans' way among the outcomes the engine lists; the dungeon's
die, its monster and its treasure are named); every move is a click on what the board shows
or a press of its buttons and dialogs, and the level-up is earned in the battle (50 crowns of
riders killed with the mage present)."""

from __future__ import annotations

import pygame
import pytest
from test_tutorial_board import lift_curtain
from uihelp import click, click_button, greedy_session, open_game, play_by_places, post, run_timers
from uihelp import settle as settle_ui

from forgegames.core.frozen import evolve
from forgegames.core.session import Session
from forgegames.core.title import SeatConfig
from forgegames.games.warparty import board_info, combat, dungeons, heroes
from forgegames.games.warparty.actions import (
    Buy,
    Cast,
    ChooseSpell,
    EndCombat,
    EndMove,
    EndTurn,
    Explore,
    Fight,
    FindMonster,
    FindTreasure,
    Move,
)
from forgegames.games.warparty.fighters import Roll
from forgegames.ui.overlays import ChoiceDialog

pytestmark = pytest.mark.usefixtures("quick_odds")
SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))
GOOD = ("humans", "dwarves")
NAMED = {Roll: Roll(3), FindMonster: FindMonster("giant-spider")}
"""The dungeon's die (3: a tier-1 monster in the Tomb) and the card then drawn."""


def standing(state) -> int:
    """How well a position goes for the Good team: its units and wounds against the Evil's."""
    score = sum(100 if u.army in GOOD else -100 for u in state.units)
    if state.battle is not None:
        for side in state.battle.sides:
            for f in side:
                good = f.profile.army in GOOD
                score += (-1 if good else 1) * (f.damage + 50 * f.down)
    return score


def lucky(session: Session):
    """The chance outcome due now that suits the Humans best (a die or a card the engine
    lists as possible: the session applies it as the seeded draw would be)."""
    title, state = session.title, session.state
    outcomes = [a for a, _ in title.chance_outcomes(state)]
    if any(isinstance(a, FindTreasure) for a in outcomes):
        return FindTreasure("wand-of-sparks")
    if state.battle is None:  # the dungeon's die, then its card
        named = NAMED.get(type(outcomes[0]))
        if named in outcomes:
            return named
    return max(outcomes, key=lambda a: standing(title.apply(state, a).state))


def press(app, scene, label: str) -> None:
    settle_ui(app, scene)
    app.draw()
    click_button(app, scene.board.bar, label)


def answer(app, label_part: str) -> None:
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceDialog), dialog
    button = next(b for b in dialog.group.buttons if label_part in b.label)
    click(app, button.rect.center)


def let_bruno_pass(app, scene) -> None:
    """Bruno ends each of his phases (behind the curtain first)."""
    session = scene.session
    for _ in range(12):
        lift_curtain(app)
        settle_ui(app, scene)
        if session.active != 1:
            return
        legal = session.legal_actions()
        end = next(a for a in legal if isinstance(a, EndMove | EndCombat | EndTurn))
        play_by_places(app, scene, end)
    raise AssertionError("Bruno's turn never ended")


def fight_it_out(app, scene) -> None:
    """Press the battle panel's Fight it out and let it play to the battle's end (pressing
    it again, or ending the other side's round, wherever the fight waits)."""
    board, session = scene.board, scene.session
    for _ in range(400):
        if session.state.battle is None:
            return
        lift_curtain(app)
        settle_ui(app, scene)
        app.draw()
        battle = session.state.battle
        if session.active == 1 and battle is not None:  # Bruno's fallen strike back: his clicks
            play_by_places(app, scene, combat.default_target(battle))
        elif not board.fights:
            rects = board.battle_panel.rects()
            if "button:fight" in rects:
                click(app, rects["button:fight"].center)
        run_timers(app, steps=4, dt=50)
    raise AssertionError(f"the battle never ended: {session.state.battle}")


def wizard_of(state):
    return next(u for u in state.units if u.army == "humans" and u.kind == "wizard")


def test_a_wizard_bought_levelled_casting_and_finding_treasure(app, monkeypatch) -> None:
    from forgegames.games.warparty.scenario_position import board_position, started

    monkeypatch.setattr(Session, "drawn_outcome", lucky)
    session = greedy_session("warparty", SEATS, 3, 0)
    units = [("humans", "knight", "kingsreach")] * 4 + [("goblins", "wolf-rider", "crownvale")] * 5
    owner = {"crownvale": "goblins", "kingsreach": "humans"}
    state = board_position(started(session.title, session.config), units, "good", owner=owner)
    armies = dict(state.armies)  # crowns for a Battle Mage (15)
    armies["humans"] = evolve(armies["humans"], treasury=40)
    state = evolve(state, armies=tuple(armies.items()))
    session = Session.from_position(session.title, session.config, 3, state, "this test")
    scene = open_game(app, session)
    run_timers(app, steps=20, dt=100)

    # turn 1: the Humans buy a Battle Mage in their capital and choose its two spells
    press(app, scene, "End movement")
    press(app, scene, "End combat")
    play_by_places(app, scene, Buy("humans", "wizard", "kingsreach"))
    mage = wizard_of(session.state)
    assert mage.at == "kingsreach" and mage.xp == 0
    press(app, scene, "Choose a spell")  # the dialog stays until both are chosen
    for spell in ("Teleport", "Flame Arrow"):
        answer(app, spell)
    assert sorted(heroes.chosen(session.state, mage)) == ["flame-arrow", "teleport"]
    assert not any(isinstance(a, Cast) for a in session.legal_actions())
    press(app, scene, "End buying")
    let_bruno_pass(app, scene)

    # turn 2: the mage and the Knights ride into Crownvale and win there: the mage levels up
    board = scene.board
    settle_ui(app, scene)
    stack = tuple(u.uid for u in session.state.units_at("kingsreach") if u.army == "humans")
    play_by_places(app, scene, Move(stack, "crownvale"))
    press(app, scene, "End movement")
    play_by_places(app, scene, Fight("crownvale"))
    fight_it_out(app, scene)
    mage = wizard_of(session.state)
    assert session.state.battle is None and mage.at == "crownvale"
    assert not [u for u in session.state.units if u.army == "goblins" and u.at == "crownvale"]
    assert mage.xp >= 50 and heroes.level_of(mage.xp, heroes.figures(board.world)) == 2

    # level 2, chosen in placement: a level-2 spell and another level-1 one, from the
    # level-up dialog, which offers only what the mage may learn
    assert not any(isinstance(a, ChooseSpell) for a in session.legal_actions())
    press(app, scene, "End combat")
    offered = [a for a in session.legal_actions() if isinstance(a, ChooseSpell)]
    assert offered and all(a.hero == mage.uid for a in offered)
    assert "group-teleport" in {a.spell for a in offered}
    assert "teleport-army" not in {a.spell for a in offered}  # level 3, after Group Teleport
    press(app, scene, "Choose a spell")
    answer(app, "Group Teleport")
    answer(app, "Speed")  # the same dialog, back for the second pick
    assert sorted(heroes.chosen(session.state, mage)) == [
        "flame-arrow",
        "group-teleport",
        "speed",
        "teleport",
    ]
    press(app, scene, "End buying")
    let_bruno_pass(app, scene)

    # turn 3: the Knights ride home; the mage casts Teleport (its reach lit first), moves
    # into the Tomb of Fallen Heroes and explores it
    settle_ui(app, scene)
    knights = tuple(u.uid for u in session.state.units_at("crownvale") if u.kind == "knight")
    play_by_places(app, scene, Move(knights, "kingsreach"))
    press(app, scene, "Cast a spell")
    dialog = app.stack.top
    assert isinstance(dialog, ChoiceDialog) and dialog.aside
    teleport = next(i for i, b in enumerate(dialog.group.buttons) if b.label.startswith("Tele"))
    reach = board_info.spell_reach(session.state, board.world, Cast(mage.uid, "teleport"))
    centre = dialog.group.buttons[teleport].rect.center
    post(app, pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
    assert board.highlights(session.state) == reach and "tomb-of-fallen-heroes" in reach
    click(app, centre)
    assert any(e.action == Cast(mage.uid, "teleport") for e in session.history)
    play_by_places(app, scene, Move((mage.uid,), "tomb-of-fallen-heroes"))
    press(app, scene, "End movement")
    play_by_places(app, scene, Explore("tomb-of-fallen-heroes"))
    state = session.state
    assert state.battle is not None and dungeons.in_dungeon(state)
    assert [f.profile.unit for f in state.battle.defenders] == ["giant-spider"]
    fight_it_out(app, scene)
    assert session.state.battle is None
    assert dungeons.lair(session.state, "tomb-of-fallen-heroes").done

    # the treasure drawn for the slayer is claimed as combat ends, and the hero panel shows it
    press(app, scene, "End combat")
    mage = wizard_of(session.state)
    assert mage.treasure == ("wand-of-sparks",)
    press(app, scene, "Heroes")
    words = "\n".join(app.stack.top.lines)
    assert "Wand" in words and "Treasure:" in words
