"""A state carries its title's world outside its fields: handed on, never saved or compared."""

from __future__ import annotations

import dataclasses
import json

from forgegames.core.codec import encode
from forgegames.core.frozen import evolve
from forgegames.core.title import GameConfig, SeatConfig
from forgegames.core.world import replaced, with_world, world_of
from forgegames.games.kings_forge.rules import KingsForge
from forgegames.games.kings_forge.world import World, load_world

SEATS = (SeatConfig("Ann", "blue"), SeatConfig("Ben", "orange"))
CONFIG = GameConfig("kings-forge", SEATS, "standard")


def _renamed_world() -> World:
    """Today's data with the Anvil renamed: a world no data file gives."""
    content = load_world().content
    anvil = dataclasses.replace(content.craft["anvil"], name="Test Anvil")
    craft = {**content.craft, "anvil": anvil}
    return World.of(dataclasses.replace(content, craft=craft))


def test_a_title_given_a_world_plays_on_it_and_its_states_carry_it() -> None:
    world = _renamed_world()
    title = KingsForge(data=world)
    state = title.new_game(CONFIG)
    assert state.world is world and title.world is world
    later = evolve(state, round=2)
    assert later.world is world  # evolve hands it on
    assert replaced(state, round=3).world is world  # so does core's replace
    assert later.world.card_name("anvil") == "Test Anvil"
    assert KingsForge().new_game(CONFIG).world.card_name("anvil") == "Anvil"


def test_the_world_is_no_part_of_the_saved_form_or_of_equality() -> None:
    title = KingsForge(data=_renamed_world())
    state = title.new_game(CONFIG)
    plain = KingsForge().new_game(CONFIG)
    assert state == plain and hash(state) == hash(plain)
    assert json.dumps(encode(state)) == json.dumps(encode(plain))
    assert "_world" not in json.dumps(title.to_json(state))
    back = title.from_json(title.to_json(state))
    assert back == state and back.world is title.world


def test_a_state_made_without_its_title_reads_the_data_files_world() -> None:
    state = KingsForge(data=_renamed_world()).new_game(CONFIG)
    bare = dataclasses.replace(state, round=2)  # the stdlib's replace knows no world
    assert world_of(bare) is load_world()
    assert with_world(bare, state.world).world is state.world
