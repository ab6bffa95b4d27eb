"""Warparty's lines about a number of things read right for one and for many, in English and in
Spanish (issue 21, item 5): each template that takes a count is worded by the code that uses it,
once for 1 and once for several, and compared with the sentence a reader expects: the noun,
the verb and the pronoun agree with the number ('1 unit retreats... and sits out', '3 units
retreat... and sit out'; '1 unidad se retira', '3 unidades se retiran'), and no English is
left in the Spanish."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

import pytest
from wpscenario import TITLE, W, board, new, play, purse, started, step

from forgegames.core.i18n import speaking, tr
from forgegames.games.warparty import (
    battles,
    board_info,
    cities,
    combat,
    economy,
    purchases,
    start,
)
from forgegames.games.warparty.actions import EndMove, Move, Ready, Shoot
from forgegames.games.warparty.world import World
from forgegames.ui.boards.warparty import battle_words
from forgegames.ui.boards.warparty import preview as warparty_preview

Pair = tuple[str, str]
"""A template worded for 1 and for several."""


def world_with(**figures: int) -> World:
    """The real world with some set-up figures changed (``infantry_first``... of the standard
    set-up, ``cities``, ``city_distance`` of quick play)."""
    content = W.content
    setup = {k: v for k, v in figures.items() if hasattr(content.rules.setup, k)}
    quick = {k: v for k, v in figures.items() if k not in setup}
    rules = dataclasses.replace(
        content.rules, setup=dataclasses.replace(content.rules.setup, **setup)
    )
    content = dataclasses.replace(
        content, rules=rules, quickplay=dataclasses.replace(content.quickplay, **quick)
    )
    return World(content, W.geo, W.armies)


def only(events, pattern: str) -> str:
    """The one event whose text matches ``pattern`` (a regular expression)."""
    found = [e.text for e in events if re.search(pattern, e.text)]
    assert len(found) == 1, [e.text for e in events]
    return found[0]


def refused(state, move: str) -> str:
    with pytest.raises(Exception) as caught:  # IllegalAction
        TITLE.apply(state, TITLE.parse_action(move))
    return str(caught.value)


# --- the engine's log ------------------------------------------------------------------------
def battle_at_crownvale(attackers: int, defenders: int):
    """Goblins (attacking) and Humans in Crownvale, the battle begun: the state and its events."""
    units = [("goblins", "warrior", "crownvale")] * attackers
    units += [("humans", "soldier", "crownvale")] * defenders
    return battles.start_battle(board(*units, side="evil"), W, "crownvale")


def battle_begins() -> Pair:
    return battle_at_crownvale(1, 1)[1][0].text, battle_at_crownvale(3, 2)[1][0].text


def volley(shooters: int) -> str:
    units = [("humans", "catapult", "shieldmoor")] * shooters + [
        ("goblins", "warrior", "crownvale")
    ]
    uids = tuple(range(1, shooters + 1))
    return battles.start_volley(board(*units), W, uids, "crownvale")[1][0].text


def ending(attackers: int, defenders: int, outcome: str) -> str:
    """The log of a battle in Crownvale that ends with ``outcome``, every defender fallen."""
    state, _ = battle_at_crownvale(attackers, defenders)
    fought = state.battle
    sides = (fought.sides[0], ()) if outcome == combat.ATTACKER_WINS else fought.sides
    ended = dataclasses.replace(fought, sides=sides, outcome=outcome)
    state = dataclasses.replace(state, battle=ended)
    return "\n".join(e.text for e in battles.finish(state, W)[1])


def retreat(units: int) -> str:
    state = board(*[("humans", "soldier", "crownvale")] * units, side="evil")
    state = dataclasses.replace(state, retreat=(tuple(range(1, units + 1)),), fight="crownvale")
    return battles.send_retreat(state, W, "queensfield")[1][0].text


def rough_terrain(units: int) -> str:
    state = board(*[("undead", "skeleton", "greenhollow")] * units, side="evil", clock=2)
    uids = ",".join(str(uid) for uid in range(1, units + 1))
    return only(play(state, f"move {uids} deepwood", "end-move")[1], r"^\d")


def infantry(first: int) -> str:
    world = world_with(infantry_first=first, infantry_second=first + 1)
    return start.ordered(step(new(), "rolloff good"), world, True)[1][0].text


def collected(crowns: int, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setattr(economy, "income", lambda *_: crowns)
    return economy.collect(board(), W.geo, W.armies, "humans")[1][0].text


def seized(crowns: int) -> str:
    state = board(("goblins", "warrior", "kingsreach"), side="evil", treasury={"humans": crowns})
    return only(cities.update_captures(state, W.geo, W.armies, "evil")[1], "seize|apoderan")


def quick_cities() -> object:
    """Quick play, both good armies' starting cities placed."""
    return step(
        started(variant="quick-play"),
        "found humans dunmoor",
        "found humans duskshore",
        "found dwarves highcrag",
        "found dwarves flintridge",
    )


def kept(keep: int) -> str:
    """The end of the Humans' quick-play set-up with 25 crowns, ``keep`` of them kept."""
    state = purse(quick_cities(), "humans", treasury=25)
    events = start.end_setup_group(state, world_with(crowns_kept=keep))[1]
    return only(events, "Humans|Humanos")


# --- the moves' words ------------------------------------------------------------------------
def shooting(shooters: int) -> str:
    units = [("humans", "catapult", "shieldmoor")] * shooters + [
        ("goblins", "warrior", "crownvale")
    ]
    uids = tuple(range(1, shooters + 1))
    return TITLE.describe_action(board(*units), Shoot(uids, "crownvale"))


def moving(units: int) -> str:
    state = board(*[("humans", "soldier", "kingsreach")] * units)
    return TITLE.describe_action(state, Move(tuple(range(1, units + 1)), "crownvale"))


def still_free(units: int) -> str:
    """The warning before ending movement with units that have not moved yet."""
    state = step(board(*[("humans", "soldier", "kingsreach")] * (units + 1)), "move 1 crownvale")
    return TITLE.losses(state, EndMove())[0]


def above_the_limit(crowns: int) -> str:
    state = purse(purse(quick_cities(), "humans", treasury=4 + crowns), "dwarves", treasury=4)
    return TITLE.losses(state, Ready())[0]


# --- refusals --------------------------------------------------------------------------------
def cost(crowns: int) -> str:
    return purchases._afford(board(treasury={"humans": 0}), "humans", crowns)


def unit_limit(limit: int, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setitem(W.content.quickplay.unit_limits, "undead/shade", limit)
    state = board(*[("undead", "shade", "bone-lands")] * limit, phase="setup")
    return purchases._unit_barred(state, W, "undead", W.armies.unit("undead", "shade"))


def upgrades_a_turn(allowed: int, monkeypatch: pytest.MonkeyPatch) -> str:
    """The Undead (three upgrades, none needing another) buy ``allowed``, then one more."""
    monkeypatch.setattr(purchases, "UPGRADES_PER_TURN", allowed)
    state = step(board(side="evil", treasury={"undead": 60}), "end-move", "end-combat")
    upgrades = ("pit-of-eternal-burning-flesh", "blood-crypt", "bone-altar")
    state = step(state, *(f"upgrade undead {u}" for u in upgrades[:allowed]))
    return refused(state, f"upgrade undead {upgrades[allowed]}")


def research_rolls(army: str, line: str, rolls: int) -> str:
    state = step(board(treasury={army: 30}), "end-move", "end-combat")
    state = purse(state, "dwarves", upgrades=("gnome-workshop",))
    for _ in range(rolls):
        state = step(state, f"research {army} {line}", "roll 1")
    return refused(state, f"research {army} {line}")


def transports(chariots: int) -> str:
    units = [("goblins", "chariot", "mudgate")] * chariots
    units += [("goblins", "warrior", "mudgate")] * (2 * chariots + 1)
    uids = ",".join(str(uid) for uid in range(1, len(units) + 1))
    return refused(board(*units, side="evil"), f"move {uids} mistcoast")


def city_distance(distance: int) -> str:
    """A city offered two territories from the Humans' capital, where ``distance`` is asked."""
    state = started(variant="quick-play")
    return start.why_not_setup_city(state, world_with(city_distance=distance), "humans", "lowmill")


def cities_placed(number: int) -> str:
    state = step(started(variant="quick-play"), "found humans dunmoor")
    if number > 1:
        state = step(state, "found humans duskshore")
    world = world_with(cities=number)
    return start.why_not_setup_city(state, world, "humans", "saltflats")


# --- the board -------------------------------------------------------------------------------
def stack_words(units: int, side: str = "good", **unit_changes) -> str:
    """Why a click on a stack of ``units`` Humans' soldiers in Kingsreach does not pick them
    (in ``side``'s movement; each unit changed by ``unit_changes``: ``tired``, ``moved``)."""
    state = board(*[("humans", "soldier", "kingsreach")] * units, side=side)
    changed = [dataclasses.replace(u, **unit_changes) for u in state.units]
    state = dataclasses.replace(state, units=tuple(changed))
    return board_info.why_not_pick(state, W, "kingsreach", "humans")


def treasury_after(left: int) -> str:
    state = purse(step(board(), "end-move", "end-combat"), "humans", treasury=left + 5)
    offered = board_info.wares(state, W, TITLE.legal_actions(state))
    ware = next(w for w in offered if w.army == "humans" and w.ident == "soldier")
    return warparty_preview.purchase_preview(TITLE, state, ware)


CASES: dict[str, Callable[[pytest.MonkeyPatch], Pair]] = {
    "battle begins": lambda mp: battle_begins(),
    "ranged attack": lambda mp: (volley(1), volley(2)),
    "fallen": lambda mp: (
        ending(2, 1, combat.ATTACKER_WINS),
        ending(3, 2, combat.ATTACKER_WINS),
    ),
    "attackers fall back": lambda mp: (
        ending(1, 1, combat.ATTACKER_RETREATED),
        ending(2, 1, combat.ATTACKER_RETREATED),
    ),
    "defenders retreat": lambda mp: (retreat(1), retreat(3)),
    "rough terrain": lambda mp: (rough_terrain(1), rough_terrain(2)),
    "starting infantry": lambda mp: (infantry(1), infantry(9)),
    "income": lambda mp: (collected(1, mp), collected(7, mp)),
    "treasury seized": lambda mp: (seized(1), seized(12)),
    "crowns kept": lambda mp: (kept(1), kept(4)),
    "shoot button": lambda mp: (shooting(1), shooting(2)),
    "move button": lambda mp: (moving(1), moving(2)),
    "units left unmoved": lambda mp: (still_free(1), still_free(2)),
    "crowns above the limit": lambda mp: (above_the_limit(1), above_the_limit(47)),
    "cost": lambda mp: (cost(1), cost(15)),
    "quick-play unit limit": lambda mp: (unit_limit(1, mp), unit_limit(2, mp)),
    "upgrades a turn": lambda mp: (upgrades_a_turn(1, mp), upgrades_a_turn(2, mp)),
    "research rolls a turn": lambda mp: (
        research_rolls("dwarves", "research-cannon", 1),
        research_rolls("humans", "invent-catapult", 2),
    ),
    "transports": lambda mp: (transports(1), transports(2)),
    "city distance": lambda mp: (city_distance(1), city_distance(3)),
    "starting cities": lambda mp: (cities_placed(1), cities_placed(2)),
    "enemy stack": lambda mp: (stack_words(1, side="evil"), stack_words(3, side="evil")),
    "face-down stack": lambda mp: (stack_words(1, tired=1), stack_words(3, tired=1)),
    "stack moved": lambda mp: (stack_words(1, moved=True), stack_words(3, moved=True)),
    "stack not yours now": lambda mp: (stack_words(1), stack_words(3)),
    "hits left": lambda mp: (battle_words.hits_left(1, 1), battle_words.hits_left(2, 3)),
    "treasury after buying": lambda mp: (treasury_after(1), treasury_after(3)),
    "face down on a counter": lambda mp: (tr("{n} down", n=1), tr("{n} down", n=2)),
}

EXPECTED: dict[str, dict[str, Pair]] = {
    "battle begins": {
        "en": (
            "Battle in Crownvale: 1 unit attacks 1 unit.",
            "Battle in Crownvale: 3 units attack 2 units.",
        ),
        "es": (
            "Batalla en Valcorona: 1 unidad ataca a 1 unidad.",
            "Batalla en Valcorona: 3 unidades atacan a 2 unidades.",
        ),
    },
    "ranged attack": {
        "en": ("1 unit shoots into Crownvale.", "2 units shoot into Crownvale."),
        "es": ("1 unidad dispara contra Valcorona.", "2 unidades disparan contra Valcorona."),
    },
    "fallen": {
        "en": ("1 unit fell in Crownvale.", "2 units fell in Crownvale."),
        "es": ("1 unidad cae en Valcorona.", "2 unidades caen en Valcorona."),
    },
    "attackers fall back": {
        "en": (
            "The attacker falls back to where it came from and sits out a turn.",
            "The attackers fall back to where they came from and sit out a turn.",
        ),
        "es": (
            "El atacante vuelve al lugar del que vino y se queda sin jugar su siguiente turno.",
            "Los atacantes vuelven al lugar del que vinieron y se quedan sin jugar su siguiente"
            " turno.",
        ),
    },
    "defenders retreat": {
        "en": (
            "1 unit retreats to Queensfield and sits out a turn.",
            "3 units retreat to Queensfield and sit out a turn.",
        ),
        "es": (
            "1 unidad se retira al Campo de la Reina y se queda sin jugar su siguiente turno.",
            "3 unidades se retiran al Campo de la Reina y se quedan sin jugar su siguiente turno.",
        ),
    },
    "rough terrain": {
        "en": (
            "1 unit entered rough terrain unaided: it is turned over and loses its next move.",
            "2 units entered rough terrain unaided: they are turned over and lose their next move.",
        ),
        "es": (
            "1 unidad entró en terreno difícil sin ayuda: se pone boca abajo y pierde su próximo "
            "movimiento.",
            "2 unidades entraron en terreno difícil sin ayuda: se ponen boca abajo y pierden su "
            "próximo movimiento.",
        ),
    },
    "starting infantry": {
        "en": (
            "The Good team moves first with 1 infantry unit each; the Evil team starts with 2.",
            "The Good team moves first with 9 infantry units each; the Evil team starts with 10.",
        ),
        "es": (
            "El equipo del Bien mueve primero con 1 unidad de infantería por ejército; "
            "el equipo del Mal empieza con 2.",
            "El equipo del Bien mueve primero con 9 unidades de infantería por ejército; "
            "el equipo del Mal empieza con 10.",
        ),
    },
    "income": {
        "en": ("The Humans collect 1 crown.", "The Humans collect 7 crowns."),
        "es": ("Los Humanos recaudan 1 corona.", "Los Humanos recaudan 7 coronas."),
    },
    "treasury seized": {
        "en": (
            "The Goblins seize the Humans' 1 crown.",
            "The Goblins seize the Humans' 12 crowns.",
        ),
        "es": (
            "Los Goblins se apoderan del tesoro de los Humanos: 1 corona.",
            "Los Goblins se apoderan del tesoro de los Humanos: 12 coronas.",
        ),
    },
    "crowns kept": {
        "en": ("The Humans keep 1 crown of 25.", "The Humans keep 4 crowns of 25."),
        "es": (
            "Los Humanos se quedan con 1 corona de 25.",
            "Los Humanos se quedan con 4 coronas de 25.",
        ),
    },
    "shoot button": {
        "en": ("A Catapult shoots into Crownvale", "2 Catapults shoot into Crownvale"),
        "es": ("Una Catapulta dispara contra Valcorona", "2 Catapultas disparan contra Valcorona"),
    },
    "move button": {
        "en": ("Move a Soldier to Crownvale", "Move 2 Soldiers to Crownvale"),
        "es": ("Mover un Soldado a Valcorona", "Mover 2 Soldados a Valcorona"),
    },
    "units left unmoved": {
        "en": (
            "the chance for 1 unit (Humans) to take or attack a territory — it stays where it is",
            "the chance for 2 units (Humans) to take or attack a territory — they stay "
            "where they are",
        ),
        "es": (
            "la ocasión de que 1 unidad (Humanos) tome o ataque un territorio — se queda "
            "donde está",
            "la ocasión de que 2 unidades (Humanos) tomen o ataquen un territorio — se "
            "quedan donde están",
        ),
    },
    "crowns above the limit": {
        "en": (  # a seat of two armies: each army's share named (playtest 25)
            "1 crown above the 4 each army may keep (Humans\u00a01)",
            "47 crowns above the 4 each army may keep (Humans\u00a047)",
        ),
        "es": (
            "1 corona por encima de las 4 que puede guardar cada ejército (Humanos\u00a01)",
            "47 coronas por encima de las 4 que puede guardar cada ejército (Humanos\u00a047)",
        ),
    },
    "cost": {
        "en": (
            "it costs 1 crown and the Humans have 0",
            "it costs 15 crowns and the Humans have 0",
        ),
        "es": (
            "cuesta 1 corona y los Humanos tienen 0",
            "cuesta 15 coronas y los Humanos tienen 0",
        ),
    },
    "quick-play unit limit": {
        "en": (
            "at most 1 Shade may be bought before play",
            "at most 2 Shades may be bought before play",
        ),
        "es": (
            "antes de jugar se puede comprar como mucho 1 Sombra",
            "antes de jugar se pueden comprar como mucho 2 Sombras",
        ),
    },
    "upgrades a turn": {
        "en": (
            "only 1 capital upgrade may be bought in a turn",
            "only 2 capital upgrades may be bought in a turn",
        ),
        "es": (
            "solo se puede comprar 1 mejora de capital por turno",
            "solo se pueden comprar 2 mejoras de capital por turno",
        ),
    },
    "research rolls a turn": {
        "en": (
            "the Dwarves may make 1 research roll a turn",
            "the Humans may make 2 research rolls a turn",
        ),
        "es": (
            "los Enanos pueden hacer 1 tirada de investigación por turno",
            "los Humanos pueden hacer 2 tiradas de investigación por turno",
        ),
    },
    "transports": {
        "en": ("the transport carries 2 units, not 3", "the transports carry 4 units, not 5"),
        "es": ("el transporte lleva 2 unidades, no 3", "los transportes llevan 4 unidades, no 5"),
    },
    "city distance": {
        "en": (
            "a starting city stands 1 territory from the capital, counted over ground the army "
            "crosses freely",
            "a starting city stands 3 territories from the capital, counted over ground the army "
            "crosses freely",
        ),
        "es": (
            "una ciudad inicial está a 1 territorio de la capital, contando por terreno que el "
            "ejército cruza libremente",
            "una ciudad inicial está a 3 territorios de la capital, contando por terreno que el "
            "ejército cruza libremente",
        ),
    },
    "starting cities": {
        "en": (
            "quick play starts with 1 city, and it is placed already",
            "quick play starts with 2 cities, and they are placed already",
        ),
        "es": (
            "la partida rápida empieza con 1 ciudad, y ya está colocada",
            "la partida rápida empieza con 2 ciudades, y ya están colocadas",
        ),
    },
    "enemy stack": {
        "en": ("That unit is the enemy's.", "Those units are the enemy's."),
        "es": ("Esa unidad es del enemigo.", "Esas unidades son del enemigo."),
    },
    "face-down stack": {
        "en": (
            "This unit is face down: it sits out this turn.",
            "These units are face down: they sit out this turn.",
        ),
        "es": (
            "Esta unidad está boca abajo: se queda sin jugar este turno.",
            "Estas unidades están boca abajo: no juegan este turno.",
        ),
    },
    "stack moved": {
        "en": (
            "This unit has moved already this turn.",
            "These units have moved already this turn.",
        ),
        "es": (
            "Esta unidad ya se ha movido este turno.",
            "Estas unidades ya se han movido este turno.",
        ),
    },
    "stack not yours now": {
        "en": ("That unit is not yours to move now.", "Those units are not yours to move now."),
        "es": ("Ahora no te toca mover esa unidad.", "Ahora no te toca mover esas unidades."),
    },
    "hits left": {
        "en": ("1 of 1 hit left", "2 of 3 hits left"),
        "es": ("1 de 1 impacto restante", "2 de 3 impactos restantes"),
    },
    "treasury after buying": {
        "en": (
            "If you buy a Soldier: treasury 6 → 1 crown",
            "If you buy a Soldier: treasury 8 → 3 crowns",
        ),
        "es": (
            "Si compras un Soldado: tesoro 6 → 1 corona",
            "Si compras un Soldado: tesoro 8 → 3 coronas",
        ),
    },
    "face down on a counter": {
        "en": ("1 down", "2 down"),
        "es": ("1 boca abajo", "2 boca abajo"),
    },
}
"""By case, by language: the sentence for 1 and the one for several."""


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_each_line_with_a_count_reads_right_for_one_and_for_several(case, lang, monkeypatch):
    with speaking(lang):
        assert CASES[case](monkeypatch) == EXPECTED[case][lang]


def test_every_case_has_its_expected_sentences():
    assert set(EXPECTED) == set(CASES)


SINGULAR_BLUNDERS = re.compile(
    r"\b1 (units|crowns|hits|territories|cities|Shades|Catapults|Soldiers|unidades|coronas"
    r"|impactos|territorios|ciudades|mejoras|tiradas)\b"
)
ENGLISH = {"unit", "units", "crown", "crowns", "the", "and", "attack", "attacks", "retreat"}
ENGLISH |= {"retreats", "shoot", "shoots", "sit", "sits", "out", "they", "it", "turn", "of"}
ENGLISH |= {"fell", "falls", "moves", "may", "be", "bought", "have", "left", "hit", "hits"}
NAMES = {"Crownvale", "Queensfield", "Catapult", "Catapults", "Soldier", "Soldiers", "Shade"}
NAMES |= {"Shades", "Goblins"}
"""Data names, which stay English in Spanish."""


@pytest.mark.parametrize("case", sorted(CASES))
def test_no_plural_after_one_and_no_english_left_in_spanish(case, monkeypatch):
    for lang in ("en", "es"):
        with speaking(lang):
            one, several = CASES[case](monkeypatch)
        assert not SINGULAR_BLUNDERS.search(one), one
        assert one != several
    with speaking("es"):
        words = {w for text in CASES[case](monkeypatch) for w in re.findall(r"[^\W\d_]+", text)}
    assert words & ENGLISH - NAMES == set(), words & ENGLISH
