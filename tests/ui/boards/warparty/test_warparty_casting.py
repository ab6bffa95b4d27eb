"""Casting at the table (issue 37): a wizard in a battle casts a spell from the battle's
Cast a spell button, the dialog offering the engine's legal casts with their odds (never Fear
against a monster in its dungeon); the hero panel shows level, XP to the next level and the
spells' uses left. Real events, headless."""

from __future__ import annotations

from uihelp import click_button, greedy_session, open_game, run_timers

from forgegames.core.title import SeatConfig
from forgegames.games.warparty.actions import Cast
from forgegames.ui.game_scene import GameScene
from forgegames.ui.overlays import ChoiceDialog

SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


def battle_session(spells=("flame-arrow", "teleport")):
    """Alice's Humans: a Battle Mage (uid 1) and a soldier (2) fighting a Goblin warrior (3)
    in Greenhollow; the soldier has missed: the mage's row may act."""
    units = [
        ("humans", "wizard", "crownvale", "", "", 0, spells),
        ("humans", "soldier", "crownvale"),
        ("goblins", "warrior", "greenhollow"),
    ]
    owner = {"greenhollow": "goblins", "crownvale": "humans"}
    moves = ("move 1,2 greenhollow", "end-move", "fight greenhollow", "target 2 3", "roll 6")
    return _played(units, moves, owner)


def _played(units: list[tuple], moves: tuple[str, ...], owner=None):
    """A session at Alice's units ``units`` (and the enemies listed) after ``moves``."""
    from forgegames.games.warparty.scenario_position import board_position, started

    session = greedy_session("warparty", SEATS, 3, 0)
    start = started(session.title, session.config)
    session.state = board_position(start, units, "good", owner=owner or {})
    for move in moves:
        session.apply(session.title.parse_action(move), resolve=False)
    return session


def _bar_dialog(app, session, label: str) -> ChoiceDialog:
    """Open ``session``'s game and press the bar's ``label``: the dialog it opens."""
    scene = open_game(app, session)
    run_timers(app, steps=20, dt=100)
    click_button(app, scene.board.bar, label)
    assert isinstance(app.stack.top, ChoiceDialog)
    return app.stack.top


def test_a_wizard_in_a_battle_casts_flame_arrow_from_the_panel(app) -> None:
    session = battle_session()
    dialog = _bar_dialog(app, session, "Cast a spell")
    assert session.state.battle is not None
    offered = [b.label for b in dialog.group.buttons]
    arrow = next(label for label in offered if "Flame Arrow" in label)
    odds = "• Flame Arrow (Battle Mage): 1 × 44% to wound, own attack 33%"
    assert odds in dialog.lines, "the odds it gives, beside the caster's own attack's"
    assert not any("Teleport" in label for label in offered), "a movement spell waits"
    click_button(app, dialog.group, arrow)
    assert session.history[-1].action == Cast(1, "flame-arrow")
    assert session.state.battle.fighter(1).profile.attack == 4
    app.draw()


def test_the_hero_panel_shows_level_xp_to_go_and_uses_left(app) -> None:
    session = battle_session(("flame-arrow", "tax-of-the-magi"))
    dialog = _bar_dialog(app, session, "Heroes")
    words = "\n".join(dialog.lines)
    assert "Level 1, 0 XP: 50 XP to level 2" in words
    assert "Tax of the Magi (level 1): 1 of 1 left this game" in words
    assert "Flame Arrow (level 1): every combat round" in words
    click_button(app, dialog.group, "Close")
    assert isinstance(app.stack.top, GameScene), "the dialog closed back to the game"


def test_the_panel_never_offers_fear_against_a_monster_in_its_dungeon(app) -> None:
    """A Champion (1) and a Cleric with Fear and Symbol of Fortitude (2) fight the Treant in
    the Ancient Sanctuary; the Champion has missed: the Cleric's spells are Symbol only."""
    units = [
        ("humans", "warrior-hero", "ancient-sanctuary"),
        ("humans", "priest", "ancient-sanctuary", "", "", 0, ("fear", "symbol-of-fortitude")),
    ]
    moves = ("end-move", "explore ancient-sanctuary", "roll 2", "target 1 1000000", "roll 6")
    dialog = _bar_dialog(app, _played(units, moves), "Cast a spell")
    offered = [b.label for b in dialog.group.buttons]
    assert any("Symbol of Fortitude" in label for label in offered), offered
    assert not any("Fear" in label for label in offered), offered
    assert not any("Fear" in line for line in dialog.lines)
    app.draw()
