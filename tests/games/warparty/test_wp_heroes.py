"""Heroes (issue 37): sold in placement, never founding cities, gone once killed; XP for kills
shared in full by the heroes who survive, and for a burned city; levels and a warrior's extra
hits; spells chosen through the move pipeline, with prerequisites, alignment and slots by
level, and private to the seat that chose them."""

from __future__ import annotations

import dataclasses

from wpscenario import TITLE, W, board, legal, play, refusal, step

from forgegames.games.warparty import battles, heroes
from forgegames.games.warparty.content_spells import TOP_LEVEL
from forgegames.games.warparty.hidden import HIDDEN, SECRET_FIELDS
from forgegames.games.warparty.state import Unit, evolve

FIGURES = heroes.figures(W)


def hero(army: str, kind: str, at: str, xp: int = 0, spells: tuple[str, ...] = ()) -> tuple:
    """A unit of a position (``board``) with a hero's experience and chosen spells."""
    return (army, kind, at, "", "", xp, spells)


def buying(*units, treasury=None, side="good", **changes):
    """``side``'s placement phase, after collecting."""
    state = board(*units, treasury=treasury or {}, side=side, **changes)
    return step(state, "end-move", "end-combat")


def test_every_army_sells_a_warrior_a_wizard_and_a_priest_as_the_manual_places_them():
    for army, sheet in W.armies.sheets.items():
        kinds = {u.hero: u for u in sheet.units.values() if u.hero}
        assert set(kinds) == {"warrior", "wizard", "priest"}, army
        assert kinds["warrior"].row == 1 and kinds["wizard"].row == kinds["priest"].row == 3
        assert all(k.hits == FIGURES.hits for k in kinds.values())
        assert "missile" in kinds["wizard"].abilities and "missile" in kinds["priest"].abilities
        assert all(k.unique for k in kinds.values()), "a dead hero is gone"
    state = buying(("humans", "soldier", "crownvale"), treasury={"humans": 40})
    sold = {a for a in legal(state) if a.startswith("buy humans")}
    assert {"buy humans warrior-hero kingsreach", "buy humans wizard kingsreach"} <= sold
    assert "buy humans priest kingsreach" in sold


def test_a_caster_chooses_two_first_level_spells_before_anything_else():
    state = buying(treasury={"humans": 40})
    state = step(state, "buy humans wizard kingsreach")
    wizard = state.units[-1].uid
    offered = legal(state) - {"concede", "offer-marginal", "offer-marginal defeat"}
    assert offered == {f"choose-spell {wizard} {s.id}" for s in W.content.spells.values()
                       if s.caster == "wizard" and s.level == 1}  # fmt: skip
    assert "must choose spells first" in refusal(state, "end-turn")
    assert refusal(state, "buy humans soldier kingsreach") == (
        "the Battle Mage must choose spells first"
    )
    state = step(state, f"choose-spell {wizard} speed", f"choose-spell {wizard} speed")
    assert heroes.chosen(state, state.unit(wizard)) == ["speed", "speed"], "repeats allowed"
    assert "end-turn" in legal(state)
    assert "no level-1 spell left" in refusal(state, f"choose-spell {wizard} teleport")


def test_a_warrior_chooses_no_spells_and_a_priest_no_wizard_spell():
    state = buying(treasury={"humans": 40})
    state = step(state, "buy humans warrior-hero kingsreach")
    assert "end-turn" in legal(state), "a warrior owes no spell"
    state = step(state, "buy humans priest kingsreach")
    priest = state.units[-1].uid
    assert "cannot learn" in refusal(state, f"choose-spell {priest} flame-arrow")
    assert "no spell called" in refusal(state, f"choose-spell {priest} dragon-breath")


def test_prerequisites_and_alignment_are_enforced():
    wizard = hero("humans", "wizard", "crownvale", 50, ("flame-arrow", "speed"))
    state = buying(wizard)
    assert "needs Teleport first" in refusal(state, "choose-spell 1 group-teleport")
    state = step(state, "choose-spell 1 teleport", "choose-spell 1 group-teleport")
    assert heroes.owed(state, W, state.unit(1)) == [0, 0, 0]
    priest = hero("goblins", "priest", "gnashwood", 50, ("heal", "fear"))
    evil = buying(priest, side="evil")
    assert "Good priests only" in refusal(evil, "choose-spell 1 exorcism")
    assert "needs Raise Dead first" in refusal(evil, "choose-spell 1 resurrect")
    assert "choose-spell 1 unholy-word" in legal(evil)


def test_levels_follow_the_table_then_every_hundred_xp():
    levels = {xp: heroes.level_of(xp, FIGURES) for xp in (0, 49, 50, 119, 120, 219, 220, 320)}
    assert levels == {0: 1, 49: 1, 50: 2, 119: 2, 120: 3, 219: 3, 220: 4, 320: 5}
    assert [heroes.next_level_xp(xp, FIGURES) for xp in (0, 50, 120, 250)] == [50, 120, 220, 320]
    assert heroes.slots(W, "wizard", 3) == [4, 2, 1]
    assert heroes.slots(W, "wizard", 4) == [5, 3, 2]
    assert heroes.slots(W, "priest", 4) == [5, 3], "a priest keeps to the level-2 schedule"
    assert TOP_LEVEL == {"wizard": 3, "priest": 2}


def test_a_warrior_gains_a_hit_a_level_in_battle():
    state = board(
        hero("humans", "warrior-hero", "crownvale", 120),
        ("goblins", "warrior", "greenhollow"),
        owner={"greenhollow": "goblins"},
    )
    state = step(state, "move 1 greenhollow", "end-move", "fight greenhollow")
    champion = state.battle.fighter(1).profile
    assert champion.hits == FIGURES.hits + 2 * FIGURES.warrior_hits_per_level  # level 3
    wizard = Unit(9, "humans", "wizard", "crownvale", xp=500)
    assert heroes.hits(W, wizard) == FIGURES.hits, "only warriors gain hits"


def test_every_surviving_hero_gains_the_crowns_killed_in_full_and_the_dead_none():
    state = board(
        hero("humans", "wizard", "greenhollow", 10),
        hero("dwarves", "priest", "greenhollow", 0),
        ("humans", "soldier", "greenhollow"),
        ("goblins", "orc", "crownvale"),
        ("goblins", "warrior", "crownvale"),
        hero("goblins", "warrior-hero", "crownvale"),
    )
    dead = [state.unit(4), state.unit(5)]  # an orc and a warrior
    crowns = sum(heroes.sheet_of(W, u).cost for u in dead)
    present = {"good": [state.unit(1), state.unit(2)], "evil": [state.unit(6)]}
    after, events = heroes.battle_xp(state, W, dead, present)
    assert after.unit(1).xp == 10 + crowns and after.unit(2).xp == crowns
    assert after.unit(6).xp == 0, "its own side's dead bring no XP"
    assert any("gains" in e.text for e in events)


def test_a_battle_pays_the_surviving_heroes_of_the_winning_side():
    state = board(
        hero("humans", "wizard", "crownvale", 45, ("flame-arrow", "teleport")),
        ("humans", "soldier", "crownvale"),
        ("goblins", "warrior", "greenhollow"),
        owner={"greenhollow": "goblins", "crownvale": "humans"},
    )
    moves = ("move 1,2 greenhollow", "end-move", "fight greenhollow", "target 2 3")
    state = step(state, *moves, "roll 3", "roll 5", "target 3 2")
    state, events = play(state, "roll 6")
    assert state.unit(1).xp == 50
    assert "The Battle Mage reaches level 2." in [e.text for e in events]


def test_heroes_never_found_cities():
    state = buying(
        hero("humans", "warrior-hero", "crownvale"),
        owner={"crownvale": "humans"},
        treasury={"humans": 40},
    )
    assert "heroes never build cities" in refusal(state, "found humans crownvale")
    with_soldier = buying(
        hero("humans", "warrior-hero", "crownvale"),
        ("humans", "soldier", "crownvale"),
        owner={"crownvale": "humans"},
        treasury={"humans": 40},
    )
    assert "found humans crownvale" in legal(with_soldier)


def test_a_killed_hero_is_gone_for_good():
    state = buying(hero("humans", "wizard", "greenhollow"), treasury={"humans": 40})
    gone = battles.remove_units(state, W, [state.unit(1)])
    assert "wizard" in gone.army("humans").lost_unique
    assert "cannot return once lost" in refusal(gone, "buy humans wizard kingsreach")


def test_spells_are_the_seats_secret_and_their_count_is_not():
    assert "spells" in SECRET_FIELDS
    state = buying(
        hero("humans", "wizard", "kingsreach", 0, ("flame-arrow", "speed")),
        hero("goblins", "priest", "gnashwood", 0, ("fear", "heal")),
    )
    mine, theirs = state.seat_of("humans"), state.seat_of("goblins")
    assert mine != theirs
    view = TITLE.view(state, mine)
    assert dict(view.spells)["humans"] == ("1:flame-arrow", "1:speed")
    assert dict(view.spells)["goblins"] == (HIDDEN, HIDDEN), "how many, not which"
    changed = evolve(state, spells=(("goblins", ("2:heal", "2:symbol-of-fortitude")),
                                    ("humans", ("1:flame-arrow", "1:speed"))))  # fmt: skip
    assert TITLE.view(changed, mine) == view
    assert TITLE.view(changed, theirs) != TITLE.view(state, theirs)
    assert TITLE.has_private_info(state)


def test_the_log_never_names_a_chosen_spell():
    state = buying(treasury={"humans": 40})
    state, events = play(state, "buy humans wizard kingsreach")
    wizard = state.units[-1].uid
    state, events = play(state, f"choose-spell {wizard} teleport")
    words = " ".join(e.text for e in events)
    assert "spell" in words and "Teleport" not in words and "teleport" not in words


def test_saves_keep_xp_and_spells_and_old_forms_read_as_before():
    state = buying(hero("humans", "wizard", "kingsreach", 60, ("speed", "teleport")))
    data = TITLE.to_json(state)
    assert TITLE.from_json(data) == state
    assert data["spells"] == [["humans", ["1:speed", "1:teleport"]]]
    plain = TITLE.to_json(buying(("humans", "soldier", "kingsreach")))
    assert "spells" not in plain and all("xp" not in u for u in plain["units"])
    again = TITLE.from_json(plain)
    assert again.spells == () and all(u.xp == 0 for u in again.units)
    assert dataclasses.asdict(again.units[0])["xp"] == 0
