"""The game menu's "Save as an example…" (issue #41), headless with real events: a position of
a game of each title is written as a scenario file among the teacher's own examples, passes
``scenario --check``, and reopens from the launcher's "Rulebook examples" at that very
position."""

from __future__ import annotations

import pygame
import pytest
import yaml
from test_examples_list import example_rect, open_list
from uihelp import click, click_button, open_game, press, type_text

from forgegames import cli
from forgegames.core import examples, registry
from forgegames.core import scenario as scenarios
from forgegames.core.position_random import PositionRandom
from forgegames.core.seats import default_seats
from forgegames.core.session import BOT_STREAM, Session
from forgegames.core.title import GameConfig
from forgegames.ui.example_dialog import ExampleNameDialog
from forgegames.ui.overlays import ChoiceDialog
from forgegames.ui.scenario_scene import ScenarioScene

GAMES = {"kings-forge": ("standard", 25), "forge-war": ("simple", 45), "warparty": ("standard", 60)}
NAMES = {"kings-forge": "King's Forge", "forge-war": "Forge War", "warparty": "Warparty"}


def played(game: str, seed: int = 4) -> Session:
    """Two people's game (Alice and Bruno) some moves in, each move the greedy player's."""
    variant, moves = GAMES[game]
    session = Session.start(GameConfig(game, default_seats(2, lang="en"), variant), seed)
    title = session.title
    while len(session.history) < moves and not session.over:
        seat = session.active
        rng = PositionRandom(session.seed, BOT_STREAM, len(session.history))
        bot = title.bots()["greedy"](seat)
        session.apply(bot.choose(title.view(session.state, seat), session.legal_actions(), rng))
    return session


def save_by_menu(app, scene, name: str) -> None:
    """Menu, "Save as an example…", type ``name`` (none: keep the one offered), Enter."""
    click_button(app, scene.top, "Menu")
    menu = app.stack.top
    assert isinstance(menu, ChoiceDialog)
    click_button(app, menu.group, "Save as an example…")
    dialog = app.stack.top
    assert isinstance(dialog, ExampleNameDialog)
    app.draw()
    if name:
        type_text(app, name + "x")
        press(app, pygame.K_BACKSPACE)  # a typo taken back
    app.draw()
    press(app, pygame.K_RETURN)
    assert app.stack.top is scene


@pytest.mark.parametrize("game", list(GAMES))
def test_a_position_saved_as_an_example_reopens_from_the_launcher(app, game):
    session = played(game)
    state, moves = session.state, len(session.history)
    scene = open_game(app, session)
    save_by_menu(app, scene, f"Class example {game}")
    files = sorted(scenarios.own_folder().glob("*.yaml"))
    assert [f.name for f in files] == [f"class-example-{game}.yaml"]
    path = files[0]
    assert "example" in scene.toast.text and path.name in scene.toast.text
    assert len(scene.session.history) == moves  # saving is not a move
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data["title"] == game and data["name"] == f"Class example {game}"
    assert len(data["moves"]) == moves and "position" not in data

    # it passes the command line's check, and loads at the very position
    assert cli.main(["scenario", str(path), "--check"]) == 0
    assert scenarios.check(path) == []
    assert scenarios.load(path).session().state == state

    # the launcher lists it under the teacher's own examples; a click opens that position
    page = open_list(app, NAMES[game])
    mine = [
        item.words
        for item in page.items
        if item.kind == "example" and item.listing.path.parent == path.parent
    ]
    assert mine == [f"Class example {game}"]
    click(app, example_rect(page, f"Class example {game}").center)
    opened = app.stack.top
    assert isinstance(opened, ScenarioScene) and opened.scenario.path == path
    assert opened.session.state == state and opened.session.history == []


def test_the_offered_name_is_used_when_none_is_typed_and_no_file_is_overwritten(app):
    session = played("kings-forge")
    scene = open_game(app, session)
    offered = examples.default_name(session)
    assert offered.startswith("King's Forge: ")
    save_by_menu(app, scene, "")
    save_by_menu(app, scene, "")
    files = sorted(scenarios.own_folder().glob("*.yaml"))
    assert len(files) == 2  # the second save took a name of its own
    for path in files:
        assert yaml.safe_load(path.read_text(encoding="utf-8"))["name"] == offered
        assert scenarios.check(path) == []


def test_a_game_opened_from_an_example_cannot_be_saved_as_one(app):
    shipped = scenarios.listing("kings-forge")[0].path
    scene = scenarios.load(shipped)
    session = scene.session()
    with pytest.raises(examples.NotAnExample, match="its start is a position"):
        examples.save_example(session, "again")
    assert list(scenarios.own_folder().glob("*.yaml")) == []


def test_an_example_keeps_options_that_are_not_the_defaults(tmp_path):
    """Forge War epic with the bonus tiles on (off by default) stays so in its example."""
    seats = default_seats(2, lang="en")
    config = GameConfig("forge-war", seats, "epic", (("bonus-tiles", "on"),))
    session = Session.start(config, 3)
    for _ in range(6):
        seat = session.active
        rng = PositionRandom(session.seed, BOT_STREAM, len(session.history))
        bot = session.title.bots()["greedy"](seat)
        state = session.title.view(session.state, seat)
        session.apply(bot.choose(state, session.legal_actions(), rng))
    path = examples.save_example(session, "tiles on", tmp_path)
    assert path.name == "tiles-on.yaml"
    assert yaml.safe_load(path.read_text(encoding="utf-8"))["options"] == {"bonus-tiles": "on"}
    loaded = scenarios.load(path)
    assert loaded.config.option("bonus-tiles", "off") == "on"
    assert loaded.session().state == session.state


def test_a_game_under_older_rules_is_not_saved_as_an_example(tmp_path):
    """An example is read under today's rules: a game going on under older ones could not
    reopen at its position, so it is refused with the reason."""
    newest = registry.get("warparty")
    older = newest.at_version(newest.content_version - 1)
    config = GameConfig("warparty", default_seats(2, lang="en"), "standard")
    session = Session(older, config, 3)
    session.resolve_chance()
    with pytest.raises(examples.NotAnExample, match="older rules"):
        examples.save_example(session, "old", tmp_path)
    assert list(tmp_path.iterdir()) == []
