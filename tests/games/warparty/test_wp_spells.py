"""Casting spells (issue 37): a spell in place of the caster's attack, its figures lent for
the round and taken back after, the limits, the refusals of spells not castable yet, the
legal list and the save form."""

from __future__ import annotations

from wpscenario import W, board, legal, play, refusal, step, texts

from forgegames.games.warparty import TITLE, spells
from forgegames.games.warparty.actions import Cast


def hero(army: str, kind: str, at: str, xp: int = 0, spells: tuple[str, ...] = ()) -> tuple:
    return (army, kind, at, "", "", xp, spells)


GOBLIN = ("goblins", "warrior", "greenhollow")


def fighting(*units, spells_of=("flame-arrow", "teleport"), kind="wizard", xp=0):
    """The humans' caster (uid 1) and ``units`` after the battle in Greenhollow began."""
    state = board(
        hero("humans", kind, "crownvale", xp, spells_of),
        *units,
        owner={"greenhollow": "goblins", "crownvale": "humans"},
    )
    movers = "1,2" if units and units[0][0] == "humans" else "1"
    return step(state, f"move {movers} greenhollow", "end-move", "fight greenhollow")


def test_a_cast_is_offered_only_when_the_casters_row_may_attack():
    state = fighting(("humans", "soldier", "crownvale"), GOBLIN)
    assert not any(a.startswith("cast") for a in legal(state))
    state = step(state, "target 2 3", "roll 6")
    assert "cast 1 flame-arrow" in legal(state)
    assert "cast 1 teleport" not in legal(state)
    assert "movement phase" in refusal(state, "cast 1 teleport")


def test_a_striking_spell_lends_its_figures_for_the_round_only():
    state = fighting(GOBLIN, spells_of=("flame-arrow", "teleport"))
    natural = state.battle.fighter(1).profile
    state = step(state, "cast 1 flame-arrow")
    assert state.battle.fighter(1).profile.attack == W.content.spells["flame-arrow"].attack
    assert not any(a.startswith("cast") for a in legal(state)), "one spell a round"
    state = step(state, "target 1 2", "roll 6")  # a miss: the goblins' round
    assert state.battle.side == 1
    assert state.battle.fighter(1).profile == natural
    assert state.cast == ("1:flame-arrow:1",)
    state = step(state, "target 2 1", "roll 6")  # the goblin misses: the mage may cast again
    assert "cast 1 flame-arrow" in legal(state)


def test_the_record_of_casts_goes_when_the_battle_ends_and_the_save_form_keeps_it():
    state = step(fighting(GOBLIN), "cast 1 flame-arrow")
    saved = TITLE.from_json(TITLE.to_json(state))
    assert saved.cast == state.cast and saved.battle == state.battle
    state = step(state, "target 1 2", "roll 1", "roll 6", "target 2 1", "roll 6")
    assert state.battle is None and state.cast == ()
    assert "cast" not in TITLE.to_json(state)


def test_heal_takes_a_hit_back_and_spends_the_attack():
    state = fighting(GOBLIN, kind="priest", spells_of=("heal", "fear"))
    assert "cast 1 heal 1" not in legal(state), "nobody is wounded yet"
    state = step(state, "target 1 2", "roll 6", "target 2 1", "roll 1", "roll 6")
    assert state.battle.fighter(1).damage == 1
    state, events = play(state, "cast 1 heal 1")
    assert state.battle.fighter(1).damage == 0
    assert "gets back one hit" in texts(events)
    assert state.battle.side == 1, "the heal was the priest's attack: the goblins' round"


def test_wards_raise_defence_for_the_battle_once():
    state = fighting(GOBLIN, kind="priest", xp=50, spells_of=("heal", "fear", "hardened-armour"))
    before = state.battle.fighter(1).profile.defence
    state = step(state, "cast 1 hardened-armour 1", "target 2 1", "roll 6")
    assert state.battle.fighter(1).profile.defence == before + 2
    assert "cast once a battle" in refusal(state, "cast 1 hardened-armour 1")


def test_every_spell_is_castable_or_refused_in_words():
    for spell in W.content.spells.values():
        state = fighting(GOBLIN, kind=spell.caster, xp=500, spells_of=(spell.id,))
        words = spells.why_not_cast(state, W, Cast(1, spell.id))
        if spell.id in spells.MOVES:
            assert "movement phase" in words, spell.id
        elif spell.phase == "placement" and spell.id in spells.CASTABLE:
            assert "placement phase" in words, spell.id
        elif spell.phase == "immediate":
            assert "never cast" in words, spell.id  # it works from the moment it is chosen
        elif spell.id in spells.CASTABLE:
            assert spell.id in {"heal", "hardened-armour"} or words is None, spell.id
        else:
            assert "not castable in this edition yet" in words, spell.id


def test_teleport_makes_the_caster_move_as_a_flyer_for_the_turn_only():
    from forgegames.games.warparty.movement import profile_of

    state = board(
        hero("humans", "wizard", "crownvale", 0, ("flame-arrow", "teleport")),
        GOBLIN,
        owner={"greenhollow": "goblins", "crownvale": "humans"},
    )
    walking = profile_of(W.armies, state.unit(1))
    assert "move 1 dunmoor" not in legal(state)
    state = step(state, "cast 1 teleport")
    carried = profile_of(W.armies, state.unit(1))
    assert carried.flying and carried.move == W.content.spells["teleport"].bonus
    assert carried != walking, "the route cache keys by the profile: a new answer"
    assert "move 1 dunmoor" in legal(state)
    assert "one movement spell a turn" in refusal(state, "cast 1 teleport")
    state = step(state, "move 1 dunmoor", "end-move")
    assert state.cast == ()
    state = step(state, "end-combat", "end-turn")
    assert state.unit(1).teleport == 0, "the spell lasts one turn"


def test_speed_is_cast_on_a_unit_that_has_not_moved():
    state = board(
        hero("humans", "wizard", "crownvale", 50, ("flame-arrow", "speed", "greater-speed")),
        ("humans", "soldier", "crownvale"),
        owner={"crownvale": "humans"},
    )
    state = step(state, "move 2 kingsreach")
    assert "cast 1 speed 2" not in legal(state)
    assert "has not moved" in refusal(state, "cast 1 speed 2")
    state = step(state, "cast 1 greater-speed 1")
    assert state.unit(1).haste == 2
