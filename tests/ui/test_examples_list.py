"""The launcher's "Rulebook examples" (issue 41), headless, by real clicks: the list groups
a title's examples by rules section with their introductions, lists a teacher's own files
from the user data folder, and opens any of them on its board."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
from uihelp import click, click_button, press

from forgegames import cli
from forgegames.core import rules_text
from forgegames.core import scenario as scenarios
from forgegames.ui.examples_list import ExamplesList
from forgegames.ui.overlays import MessageDialog
from forgegames.ui.scenario_scene import ScenarioScene

SHIPPED = Path(__file__).resolve().parents[2] / "data" / "kings_forge" / "scenarios"


def open_list(app, title: str = "King's Forge") -> ExamplesList:
    app.show_me = cli.scenario_player(app)
    app.replace(app.home())
    launcher = app.stack.top
    click_button(app, launcher.group, title)
    click_button(app, launcher.group, "Rulebook examples")
    page = app.stack.top
    assert isinstance(page, ExamplesList)
    app.draw()
    return page


def example_rect(page: ExamplesList, name: str) -> pygame.Rect:
    """Scroll ``name``'s row whole into view (Tab, as a keyboard user would) and give its rect."""
    index = next(i for i in page.button_items if page.items[i].words == name)
    for _ in range(len(page.group.buttons) + 1):
        if page.focused_item() == index:
            break
        press(page.app, pygame.K_TAB)
    rect = page.group.buttons[page.button_items.index(index)].rect
    assert rect.height == page.items[index].height, "the row is whole on the page"
    return rect


def test_the_list_opens_an_example_on_its_board_and_comes_back(app):
    page = open_list(app)
    headings = [item.words for item in page.items if item.kind == "heading"]
    sections = {s.id: s.heading for s in rules_text.sections("kings-forge")}
    assert sections["steal"] in headings and sections["cemetery"] in headings
    assert headings[-1] == "Your own examples"
    # every shipped example is listed under its section's heading, with its introduction
    shipped = scenarios.listing("kings-forge")
    listed = [item for item in page.items if item.kind == "example"]
    assert {i.listing.path for i in listed} == {s.path for s in shipped}
    steal = next(i for i in listed if i.listing.path.stem == "steal-dice-of-deceit")
    above = [h.words for h in page.items if h.kind == "heading" and h.y < steal.y][-1]
    assert above == sections["steal"]
    assert steal.lines[1] and steal.lines[1][0] in steal.listing.intro
    # a click opens it: the board shows the example's own position
    click(app, example_rect(page, steal.words).center)
    board = app.stack.top
    assert isinstance(board, ScenarioScene)
    assert board.scenario.path == steal.listing.path
    expected = scenarios.load(steal.listing.path).session().state
    assert board.session.state == expected
    assert board.session.history == []
    app.draw()
    click_button(app, board.nav, "Close")
    assert app.stack.top is page
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is not page and type(app.stack.top).__name__ == "Launcher"


def test_a_teachers_own_files_are_listed_and_open(app):
    own = scenarios.own_folder()
    assert own.parent == Path(os.environ["FORGEGAMES_DATA_DIR"])
    mine = own / "my-tie.yaml"
    text = (SHIPPED / "equal-dice-do-not-steal.yaml").read_text()
    mine.write_text(text.replace('name: "Equal dice do not steal"', 'name: "My tie example"'))
    (own / "broken.yaml").write_text("title: kings-forge\nplayers: [\n")
    other = (SHIPPED.parents[1] / "forge_war" / "scenarios" / "clerk-claim.yaml").read_text()
    (own / "forge-war-one.yaml").write_text(other)
    page = open_list(app)
    yours = [i for i in page.items if i.kind == "example" and i.listing.path.parent == own]
    assert sorted(i.words for i in yours) == ["My tie example", "broken.yaml"]
    broken = next(i for i in yours if i.words == "broken.yaml")
    assert "broken.yaml" in broken.listing.problem
    click(app, example_rect(page, "broken.yaml").center)
    assert isinstance(app.stack.top, MessageDialog)
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is page
    click(app, example_rect(page, "My tie example").center)
    assert isinstance(app.stack.top, ScenarioScene)
    assert app.stack.top.scenario.name == "My tie example"


def test_an_empty_own_folder_says_where_files_go(app):
    page = open_list(app, "Warparty")
    note = next(i for i in page.items if i.kind == "note")
    assert str(scenarios.own_folder()) in note.words
    press(app, pygame.K_END)
    assert page.scroll_y > 0
    app.draw()
