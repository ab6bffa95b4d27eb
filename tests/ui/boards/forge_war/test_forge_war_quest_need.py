"""Playtest 11: a tester took a free quest (power 4 and a crushing weapon at its first step)
with only a copper sword to send and lost 3 prestige at once; the need was only in a tooltip.
An offer card now shows its first step's power and weapon types, and taking a quest the seat
cannot meet with what it can forge says so, naming the power and type, before it fails."""

from __future__ import annotations

from test_forge_war_board import play_by_clicks, reach, start

from forgegames.core.frozen import FrozenMap, evolve
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.game_actions import TakeQuest
from forgegames.games.forge_war.state import with_seat
from forgegames.games.forge_war.words import types_words
from forgegames.ui.boards.forge_war import ForgeWarBoard
from forgegames.ui.boards.forge_war.take_warning import take_warning

GRAVEYARD = "subdue-the-restless-graveyard"


def acquiring(state) -> bool:
    return state.phase == "quest" and state.step == "acquire" and not state.pending


def test_an_offer_cards_line_shows_its_first_steps_power_and_types(app):
    scene = start(app, seed=2, players=2)
    board: ForgeWarBoard = scene.board
    card = TITLE.world.content.all_quests[GRAVEYARD]
    assert card.legs[0].difficulty == 4 and card.legs[0].types == ("crushing",)
    line = board.pen.quest_line(GRAVEYARD)
    assert line.endswith("{sword}4{mace}"), line
    plain = next(q for q in TITLE.world.content.all_quests.values() if not q.legs[0].types)
    assert board.pen.quest_line(plain.id).endswith(f"{{sword}}{plain.legs[0].difficulty}")


def take_with_pool(app, pool: dict[str, int], qid: str = GRAVEYARD):
    """A seat in the quest phase holding ``pool``, clicking quest ``qid`` (put in a slot it
    can afford): the scene and the seat."""
    scene = start(app, seed=2, players=2)
    reach(app, scene, acquiring)
    session = scene.session
    seat = session.active
    state = with_seat(session.state, seat, pool=FrozenMap(pool))
    offer = list(state.quests["offer"])
    slot = next(a for a in session.legal_actions() if isinstance(a, TakeQuest)).slot
    offer[slot] = qid
    session.state = evolve(state, quests=state.quests.with_item("offer", tuple(offer)))
    scene.after_change()
    app.draw()
    play_by_clicks(app, scene, TakeQuest(slot))
    assert qid in [e.id for e in session.state.seats[seat].quests]  # the move was made
    return scene, seat


def test_taking_a_quest_out_of_reach_names_the_power_and_type(app):
    scene, _seat = take_with_pool(app, {})
    toast = scene.toast
    assert toast is not None and not toast.error
    name = TITLE.world.content.all_quests[GRAVEYARD].name
    assert name in toast.text
    assert "power 4" in toast.text and types_words(["crushing"]) in toast.text
    assert "needs 7" in toast.text  # no crushing weapon to forge: 3 more
    assert "-3 prestige" in toast.text


def test_taking_a_quest_in_reach_gives_no_warning(app):
    rats = "rats-in-the-cellar-1"
    first = TITLE.world.content.all_quests[rats].legs[0]
    assert not first.types and first.difficulty <= 3  # one iron sword (power 3) meets it
    scene, seat = take_with_pool(app, {"iron": 5, "copper": 5}, rats)
    view = TITLE.view(scene.session.state, seat)
    assert take_warning(view, seat, rats) is None
    assert scene.toast is None or "needs power" not in scene.toast.text
