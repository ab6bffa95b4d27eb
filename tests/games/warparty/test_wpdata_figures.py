"""Every figure the Warparty manual states is what the data says, and its worked examples hold.

One test per group of figures; the combat examples are replayed die by die against the army
sheets (a hit needs a roll at or under attack + the target's defence modifier; a defence needs
a roll at or under defence + the attacker's attack modifier).
"""

from __future__ import annotations

import functools

from forgegames.games.warparty.content import ARMY_IDS, Content, UnitSheet, load_content
from forgegames.games.warparty.content_map import distances


@functools.cache
def data() -> Content:
    return load_content()


def unit(army: str, ident: str) -> UnitSheet:
    return data().armies[army].unit(ident)


def hits(attacker: UnitSheet, target: UnitSheet, roll: int) -> bool:
    return roll <= attacker.attack + target.defence_mod


def defends(target: UnitSheet, attacker: UnitSheet, roll: int) -> bool:
    return roll <= target.defence + attacker.attack_mod


def stated(record: UnitSheet, *figures: str) -> None:
    """The rulebook's figures are not marked as ours."""
    assert record.source.startswith("rulebook: ")
    assert not set(figures) & set(record.reconstructed), record.id


# --- units -----------------------------------------------------------------------------------
def test_every_armys_infantry_costs_5_attacks_3_defends_2_moves_1() -> None:
    names = set()
    for army in ARMY_IDS:
        infantry = unit(army, "infantry")
        assert (infantry.cost, infantry.attack, infantry.defence, infantry.move) == (5, 3, 2, 1)
        assert (infantry.row, infantry.hits, infantry.attack_mod, infantry.defence_mod) == (
            1, 1, 0, 0,
        )  # fmt: skip
        stated(infantry, "cost", "attack", "defence", "move")
        names.add(infantry.name)
    assert {"Soldier", "Skeleton", "Dwarven Warrior", "Goblin Warrior"} == names


def test_every_armys_archers_cost_5_attack_4_defend_1_in_the_second_row() -> None:
    for army in ARMY_IDS:
        archer = unit(army, "archer")
        assert (archer.cost, archer.attack, archer.defence, archer.move, archer.row) == (
            5, 4, 1, 1, 2,
        )  # fmt: skip
        assert "missile" in archer.abilities
        stated(archer, "cost", "attack", "defence", "row")


def test_knights_wolf_riders_and_vampires_as_the_manual_gives_them() -> None:
    knight, wolf = unit("humans", "knight"), unit("goblins", "wolf-rider")
    vampire = unit("undead", "vampire")
    assert (knight.attack, knight.attack_mod, knight.defence, knight.defence_mod) == (4, -1, 3, -1)
    assert (wolf.attack, wolf.attack_mod, wolf.defence, wolf.defence_mod) == (4, 0, 2, -1)
    assert (vampire.attack, vampire.attack_mod, vampire.defence, vampire.defence_mod) == (
        4, 0, 3, -1,
    )  # fmt: skip
    assert "flying" in vampire.abilities
    assert wolf.move == 2  # the retreat example's wolf rider moves two territories
    for cavalry in (knight, wolf, vampire):
        assert cavalry.kind == "cavalry" and cavalry.move >= 2
        assert cavalry.cost > unit("humans", "soldier").cost  # cavalry carry a premium
        stated(cavalry, "attack", "attack_mod", "defence", "defence_mod")


def test_the_dwarven_cannon_and_berserker() -> None:
    cannon, berserker = unit("dwarves", "cannon"), unit("dwarves", "berserker")
    assert (cannon.attack, cannon.attack_mod, cannon.defence, cannon.row) == (5, -2, 1, 2)
    assert "siege" in cannon.abilities and cannon.damage == 2
    assert cannon.ranged is not None and cannon.ranged < cannon.attack
    assert (berserker.attacks, berserker.attack) == (2, 3)
    stated(cannon, "attack", "attack_mod", "defence", "row", "damage")
    stated(berserker, "attacks", "attack")


def test_prerequisites_stables_before_knights_and_wolfs_den_before_wolf_riders() -> None:
    humans, goblins = data().armies["humans"], data().armies["goblins"]
    assert humans.requires["knight"] == ("stables",)
    assert goblins.requires["wolf-rider"] == ("wolfs-den",)
    assert humans.upgrades["stables"].name == "Stables"
    assert goblins.upgrades["wolfs-den"].name == "Wolf's Den"
    for army in ARMY_IDS:  # a priest can be bought at once (the rough-terrain example)
        assert "priest" not in data().armies[army].requires


def test_invented_units_catapults_ballistae_and_musketeers() -> None:
    for army, ident in (("humans", "catapult"), ("goblins", "ballista"), ("humans", "musketeer")):
        sheet = data().armies[army]
        (line,) = sheet.requires[ident]
        assert sheet.research[line].kind == "invention"
        assert sheet.research[line].unlocks == ident
        assert "missile" in sheet.units[ident].abilities
    for siege in (unit("humans", "catapult"), unit("goblins", "ballista")):
        assert "siege" in siege.abilities and siege.damage == 2 and siege.ranged


def test_the_other_named_units_exist() -> None:
    shade, chariot, ghoul = (
        unit("undead", "shade"),
        unit("goblins", "chariot"),
        unit("undead", "ghoul-mangler"),
    )
    assert "missile" in shade.abilities
    assert chariot.kind == "transport" and chariot.transport >= 1
    orc = unit("goblins", "orc")  # the chariot example carries an Orc: one move, one hit
    assert (orc.move, orc.hits) == (1, 1)
    assert ghoul.kind == "heavy-infantry" and ghoul.hits > 1


def test_each_army_has_one_tier_3_unit_never_bought_twice() -> None:
    expected = {
        "undead": "Bone Dragon",
        "goblins": "Troll Giant",
        "dwarves": "Dwarven Airship",
        "humans": "Lord Ancon",
    }
    for army, name in expected.items():
        (top,) = [u for u in data().armies[army].units.values() if u.kind == "tier-3"]
        assert top.name == name and top.unique
    assert {"flying", "airborne", "siege"} <= set(unit("dwarves", "airship").abilities)
    assert "flying" in unit("undead", "bone-dragon").abilities


def test_heroes_start_with_two_hits_casters_in_the_third_row_priests_cheaper() -> None:
    heroes = data().rules.heroes
    assert heroes.hits == 2
    for army in ARMY_IDS:
        warrior, wizard, priest = (unit(army, h) for h in ("warrior-hero", "wizard", "priest"))
        for hero in (warrior, wizard, priest):
            assert hero.kind == "hero" and hero.hits == heroes.hits and hero.unique
        assert warrior.row == 1 and (wizard.row, priest.row) == (3, 3)
        assert "missile" in wizard.abilities and "missile" in priest.abilities
        assert priest.cost < wizard.cost


# --- upgrades, cities, economy ------------------------------------------------------------
def test_cities_cost_12_and_add_4_a_capital_is_worth_5() -> None:
    economy = data().economy
    assert (economy.cities.cost, economy.income.city, economy.income.capital) == (12, 4, 5)
    assert (economy.cities.build_turns, economy.cities.max_expansion) == (2, 4)
    assert economy.cities.upgrades_per_turn == 1
    assert economy.income.territory == 1
    for army in ARMY_IDS:
        assert data().board.capital_of(army).value == 5


def test_the_gnome_workshop_and_the_pit_of_eternal_burning_flesh() -> None:
    workshop = data().armies["dwarves"].upgrades["gnome-workshop"]
    pit = data().armies["undead"].upgrades["pit-of-eternal-burning-flesh"]
    assert (workshop.cost, workshop.income, workshop.name) == (11, 1, "Gnome Workshop")
    assert (pit.cost, pit.income, pit.name) == (6, 1, "Pit of Eternal Burning Flesh")
    # The Dwarves research with the workshop (quick play: one roll if it was bought).
    early = {e.army: e for e in data().quickplay.research_before_play}
    assert early["dwarves"].needs == "gnome-workshop" and early["dwarves"].rolls == 1
    for line in early["dwarves"].lines:
        assert data().armies["dwarves"].requires[line] == ("gnome-workshop",)


def test_coins_inflation_and_the_collection_track() -> None:
    economy = data().economy
    assert {c.id: c.value for c in economy.coins} == {"silver": 1, "gold": 5, "ruby": 25}
    levels = [(i.at, i.multiplier) for i in economy.inflation]
    assert levels == [(45, 2), (57, 4)]
    assert economy.collection_track.first == 0 and economy.collection_track.last >= 57


def test_victory_turn_limits_and_quick_play() -> None:
    victory, quick = data().rules.victory, data().quickplay
    assert victory.economic_lead == 50
    assert (victory.turn_limit, victory.short_turn_limit) == (14, 12)
    assert (victory.vp_city_burned, victory.vp_capital_held) == (1, 1)
    league = victory.league
    assert (league.complete, league.marginal, league.marginal_loss, league.tie) == (4, 3, 1, 2)
    assert (quick.turn_limit, quick.short_turn_limit) == (11, 9)
    assert (quick.crowns, quick.crowns_kept, quick.upgrades) == (30, 4, 2)
    assert (quick.infantry_first, quick.infantry_second) == (6, 7)
    assert (quick.control_within, quick.cities, quick.city_distance) == (2, 2, 3)
    assert quick.unit_limits == {"undead/shade": 1}
    early = {e.army: (e.rolls, e.lines) for e in quick.research_before_play}
    assert early["humans"] == (2, ["invent-catapult"])
    assert early["goblins"] == (2, ["invent-ballista"])


def test_set_up_combat_burning_and_hero_figures() -> None:
    rules = data().rules
    assert (rules.setup.infantry_first, rules.setup.infantry_second) == (9, 10)
    assert (rules.setup.quests_dealt, rules.setup.quests_kept) == (3, 2)
    assert (rules.combat.die, rules.combat.retreat_at) == (6, 2)
    assert (rules.burning.turns, rules.burning.rough_turns) == (1, 2)
    heroes = rules.heroes
    assert [(lv.level, lv.xp, lv.spells) for lv in heroes.levels] == [
        (1, 0, [2, 0, 0]), (2, 50, [1, 1, 0]), (3, 120, [1, 1, 1]),
    ]  # fmt: skip
    assert (heroes.xp_per_level_after, heroes.xp_city_burned, heroes.xp_allied_monster) == (
        100, 12, 10,
    )  # fmt: skip
    assert heroes.treasure_crowns == {1: 15, 2: 30}
    # The manual's example: a hero whose army kills 5 enemy infantry earns 25 XP.
    assert 5 * unit("goblins", "infantry").cost * heroes.xp_per_crown == 25


def test_the_six_dungeons_and_their_tables() -> None:
    found = data().dungeons
    assert (found.trap.attack, found.trap.damage) == (4, 1)
    by_id = {d.id: d for d in found.dungeons}
    assert [d.name for d in found.dungeons] == [
        "Haunted Ruins", "Ancient Sanctuary", "Tomb of Fallen Heroes", "The Lost Keep",
        "Howling Cavern", "Forgotten Temple",
    ]  # fmt: skip

    def named(dungeon: str) -> dict[int, str]:
        return {f: r.monster for r in by_id[dungeon].table if r.monster for f in r.faces}

    assert named("haunted-ruins") == {1: "ghost", 2: "zombie-horde", 3: "zombie-horde"}
    assert named("ancient-sanctuary") == {1: "elf-champion", 2: "treant", 3: "elf-spearmen"}
    assert named("tomb-of-fallen-heroes") == {1: "elf-champion", 2: "ghost"}
    assert named("lost-keep") == {1: "hill-giant", 2: "minotaur"}
    for dungeon in ("haunted-ruins", "ancient-sanctuary", "tomb-of-fallen-heroes", "lost-keep"):
        (trap_row,) = [r for r in by_id[dungeon].table if r.trap]
        assert (trap_row.faces, trap_row.tier) == ([6], 1)
    cavern = by_id["howling-cavern"]
    assert cavern.rolls == 2 and not any(r.trap for r in cavern.table)
    assert {f: r.tier for r in cavern.table for f in r.faces} == {
        1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 2,
    }  # fmt: skip
    temple = by_id["forgotten-temple"]
    assert [m.tier for m in temple.always] == [2, 2, 2] and temple.trap_on == [6]
    decks = data().decks
    champion = decks.monsters["elf-champion"]
    assert (champion.allied, set(champion.armies)) == ("good", {"humans", "dwarves"})
    named = {r.monster for d in found.dungeons for r in d.table if r.monster}
    assert {decks.monsters[m].tier for m in named} == {1}  # their tables otherwise draw tier 1


# --- the worked examples ------------------------------------------------------------------
def test_combat_example_1_soldier_against_goblin_warrior() -> None:
    soldier, goblin = unit("humans", "infantry"), unit("goblins", "infantry")
    assert not hits(soldier, goblin, 4)
    assert hits(goblin, soldier, 1) and defends(soldier, goblin, 2)
    assert hits(soldier, goblin, 3) and not defends(goblin, soldier, 5)
    assert not hits(goblin, soldier, 4)  # the attack-back misses


def test_combat_example_2_three_goblins_against_a_dwarf_archer() -> None:
    goblin, archer = unit("goblins", "infantry"), unit("dwarves", "archer")
    assert all(hits(goblin, archer, roll) for roll in (2, 1, 3))
    assert defends(archer, goblin, 1) and not defends(archer, goblin, 4)
    assert not hits(archer, goblin, 6)


def test_combat_example_3_skeletons_against_dwarves_and_a_soldier() -> None:
    skeleton, dwarf, soldier = (unit(a, "infantry") for a in ("undead", "dwarves", "humans"))
    assert hits(skeleton, dwarf, 2) and not hits(skeleton, dwarf, 6)
    assert defends(dwarf, skeleton, 1)
    assert [hits(u, skeleton, r) for u, r in ((dwarf, 1), (dwarf, 2), (soldier, 4))] == [
        True, True, False,
    ]  # fmt: skip
    assert defends(skeleton, dwarf, 2) and not defends(skeleton, dwarf, 4)
    assert hits(skeleton, soldier, 3) and not defends(soldier, skeleton, 3)
    assert not hits(dwarf, skeleton, 4) and hits(dwarf, skeleton, 3)
    assert hits(soldier, skeleton, 2)  # the soldier's attack-back
    assert defends(skeleton, dwarf, 2) and not defends(skeleton, soldier, 5)


def test_combat_example_4_dwarves_against_skeletons_and_a_skeleton_archer() -> None:
    dwarf, skeleton = unit("dwarves", "infantry"), unit("undead", "infantry")
    bones = unit("undead", "archer")
    assert [hits(dwarf, skeleton, r) for r in (3, 5, 1, 1, 4)] == [True, False, True, True, False]
    assert not defends(skeleton, dwarf, 3) and not defends(skeleton, dwarf, 6)
    assert bones.row == 2 and not defends(bones, dwarf, 2)
    # Rolling all at once is allowed only when no defender has a defence modifier.
    assert (skeleton.defence_mod, bones.defence_mod) == (0, 0)


def test_combat_example_5_wolf_rider_and_archers_against_soldiers() -> None:
    wolf, archer = unit("goblins", "wolf-rider"), unit("goblins", "archer")
    soldier = unit("humans", "infantry")
    assert (wolf.row, archer.row, soldier.row) == (1, 2, 1)
    rolls = [hits(u, soldier, r) for u, r in ((wolf, 5), (archer, 3), (archer, 3))]
    assert rolls == [False, True, True]
    assert defends(soldier, archer, 2) and not defends(soldier, archer, 6)
    assert soldier.attack + wolf.defence_mod == 2  # "a 2 or less to hit it"
    assert not hits(soldier, wolf, 3) and hits(soldier, wolf, 2)
    assert not defends(wolf, soldier, 3)
    assert hits(soldier, archer, 3) and not defends(archer, soldier, 2)
    assert data().rules.combat.retreat_at >= 2  # the lone archer's retreat roll of 2


def test_combat_example_6_dwarves_with_a_cannon_against_skeletons_and_vampires() -> None:
    warrior, archer, cannon = (unit("dwarves", u) for u in ("infantry", "archer", "cannon"))
    skeleton, vampire, bones = (unit("undead", u) for u in ("infantry", "vampire", "archer"))
    assert (cannon.row, archer.row, bones.row, vampire.row, skeleton.row) == (2, 2, 2, 1, 1)
    assert hits(warrior, skeleton, 3) and not defends(skeleton, warrior, 3)
    assert not defends(skeleton, warrior, 4)
    assert not hits(warrior, vampire, 3)  # misses for the vampire's -1
    assert hits(archer, vampire, 3) and not defends(vampire, archer, 4)
    assert cannon.attack + vampire.defence_mod == 4 and hits(cannon, vampire, 3)
    assert vampire.defence + cannon.attack_mod == 1 and not defends(vampire, cannon, 3)
    assert hits(skeleton, warrior, 3) and hits(skeleton, warrior, 2)
    assert not defends(warrior, skeleton, 4)
    assert hits(vampire, warrior, 4) and defends(warrior, vampire, 2)
    assert hits(vampire, warrior, 3) and not defends(warrior, vampire, 3)
    assert hits(bones, cannon, 4) and not defends(cannon, bones, 2)
    assert hits(archer, bones, 3) and not defends(bones, archer, 4)
    assert hits(bones, archer, 4) and not defends(archer, bones, 2)


def test_the_retreat_and_rough_terrain_examples() -> None:
    armies = data().armies
    assert unit("goblins", "wolf-rider").move == 2  # retreats two territories
    assert data().rules.combat.retreat_at >= 1  # the Humans' retreat roll of 1
    # A skeleton entering a forest with a goblin is spared; the goblin is at home there.
    assert armies["goblins"].file.home_terrain == "forest"
    assert armies["undead"].file.home_terrain is None
    assert armies["dwarves"].file.home_terrain == "mountain"
    # Flyers ignore rough ground; every army has a wizard and a melee (front-row) hero.
    assert "flying" in unit("undead", "vampire").abilities
    for army in ARMY_IDS:
        assert unit(army, "wizard").hero == "wizard"
        assert unit(army, "warrior-hero").row == 1


def test_the_burning_example_bone_lands_and_the_catapult() -> None:
    assert data().board.capital_of("undead").name == "Bone Lands"
    assert "siege" in unit("humans", "catapult").abilities
    assert data().rules.burning.turns == 1


def test_the_first_two_rounds_of_play() -> None:
    board, economy, setup = data().board, data().economy, data().rules.setup
    incomes = {}
    for army in ARMY_IDS:
        capital = board.capital_of(army)
        home = data().armies[army].file.home_terrain
        around = [board.by_id[t] for t in board.neighbours(capital.id)]
        assert all(t.terrain in ("plains", home) for t in around)  # infantry may hold them
        incomes[army] = capital.value + sum(t.value for t in around)
    assert incomes == dict.fromkeys(ARMY_IDS, 11)
    # The good team moves first with 9 infantry each; the evil team has 10.
    assert (setup.infantry_first, setup.infantry_second) == (9, 10)
    assert 5 + 2 + 2 == setup.infantry_first == 6 + 2 + 1
    assert setup.infantry_second == 3 + 3 + 4
    # Dwarves: the Gnome Workshop takes all 11 and raises income to 12.
    workshop = data().armies["dwarves"].upgrades["gnome-workshop"]
    assert incomes["dwarves"] - workshop.cost == 0
    assert incomes["dwarves"] + workshop.income == 12
    # Humans: an archer, saving 6 as one gold coin and one silver.
    coins = {c.id: c.value for c in economy.coins}
    assert incomes["humans"] - unit("humans", "archer").cost == 6 == coins["gold"] + coins["silver"]
    # Undead: the pit and a skeleton spend exactly 11; income goes up by 1.
    pit = data().armies["undead"].upgrades["pit-of-eternal-burning-flesh"]
    assert pit.cost + unit("undead", "infantry").cost == incomes["undead"]
    assert incomes["undead"] + pit.income == 12
    # Goblins: a warrior, 6 in change.
    assert incomes["goblins"] - unit("goblins", "infantry").cost == 6


def test_no_battle_is_possible_in_the_good_teams_second_turn() -> None:
    board = data().board
    # After one move each, good units are at most two moves out; evil ones at most one.
    good_reach = {
        t
        for army in ("humans", "dwarves")
        for t, d in distances(board, board.capital_of(army).id).items()
        if d <= 2
    }
    evil_held = {
        t
        for army in ("goblins", "undead")
        for t, d in distances(board, board.capital_of(army).id).items()
        if d <= 1
    }
    assert not good_reach & evil_held
