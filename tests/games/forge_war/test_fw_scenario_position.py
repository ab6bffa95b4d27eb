"""Forge War's scenario positions and facts: every scenario file under
data/forge_war/scenarios plays out as its expectations say (steps applied through the title,
chance drawn as a session draws it), and every kind of bad position is refused with a message
naming the file, the key path and the problem."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from forgegames.cli import make_config
from forgegames.core.codec import encode
from forgegames.core.errors import ContentError, IllegalAction
from forgegames.core.position_random import CHANCE_STREAM, PositionRandom
from forgegames.core.title import CHANCE, GameConfig
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war.invariants import invariants
from forgegames.games.forge_war.scenario_position import SEAT_FACTS, TABLE_FACTS, scenario_facts
from forgegames.games.forge_war.state import FWState, QuestEntry

SCENARIOS = Path(__file__).resolve().parents[3] / "data" / "forge_war" / "scenarios"
FILES = sorted(SCENARIOS.glob("*.yaml"))
WHERE = "data/forge_war/scenarios/x.yaml"


def cli_config(players: int, variant: str | None = None) -> GameConfig:
    """Seats named and coloured as the command line names them (Alice in blue, Bruno in
    orange, Chiara in green, Dmitri in purple)."""
    return make_config(TITLE, players, variant, {})


class Played:
    """A scenario's steps applied one by one, chance after each drawn as a session draws it."""

    def __init__(self, doc: dict[str, Any], where: str) -> None:
        self.seed = doc.get("seed", 1)
        config = cli_config(doc["players"], doc.get("variant"))
        self.state: FWState = TITLE.scenario_position(doc.get("position"), config, self.seed, where)
        self.moves = 0
        self.log: list[str] = []
        self.refused: str | None = None
        self.draw_chance()

    def draw_chance(self) -> None:
        while TITLE.current_player(self.state) == CHANCE:
            outcomes = TITLE.chance_outcomes(self.state)
            rng = PositionRandom(self.seed, CHANCE_STREAM, self.moves)
            self.play(rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0])

    def play(self, action: Any) -> None:
        step = TITLE.apply(self.state, action)
        self.state = step.state
        self.moves += 1
        self.log += [event.text for event in step.events]

    def step(self, item: dict[str, Any]) -> None:
        text = item.get("do") or item.get("chance")
        assert isinstance(text, str), item
        try:
            self.play(TITLE.parse_action(text))
        except IllegalAction as exc:
            self.refused = str(exc)
            return
        self.draw_chance()


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_each_scenario_file_plays_out_as_it_expects(path: Path) -> None:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert doc["title"] == "forge-war"
    for key in ("name", "source", "intro"):
        assert isinstance(doc.get(key), str) and doc[key].strip(), key
    played = Played(doc, str(path))
    assert invariants(played.state) == []
    steps = doc.get("steps", [])
    assert steps, "every worked example is told step by step"
    expect = doc.get("expect", {})
    for i, item in enumerate(steps):
        words = [item.get("say")] if "stages" not in item else item["stages"]  # or its parts'
        assert all(isinstance(w, str) and w.strip() for w in words), f"step {i} has no say"
        played.step(item)
        last = i == len(steps) - 1
        if played.refused is not None:
            assert last and "refused" in expect, f"step {i} refused: {played.refused}"
    if "refused" in expect:
        assert played.refused is not None and expect["refused"] in played.refused
    facts = scenario_facts(played.state)
    for name, value in (expect.get("facts") or {}).items():
        assert name in facts, f"unknown fact {name}"
        assert facts[name] == value, f"{name}: {facts[name]!r} != {value!r}"
    for text in expect.get("log") or []:
        assert any(text in line for line in played.log), f"no log line has {text!r}"
    assert invariants(played.state) == []


def test_there_is_a_scenario_for_each_worked_example() -> None:
    sources = " ".join(yaml.safe_load(p.read_text(encoding="utf-8"))["source"] for p in FILES)
    for example in ("Blue's overseer movement", "Rearrange player order", "Weird Woods"):
        assert example in sources
    for example in ("Decorated", "Merchant", "market stall", "Adventurer's Savvy", "copper sword"):
        assert example in sources


# --- building positions -----------------------------------------------------------------------
def build(position: dict[str, Any], players: int = 2, variant: str | None = None) -> FWState:
    return TITLE.scenario_position(position, cli_config(players, variant), 3, WHERE)


def test_an_empty_position_is_the_seeds_normal_start_of_round_one() -> None:
    one, two = build({}), build({})
    assert encode(one) == encode(two)
    assert (one.round, one.phase, TITLE.current_player(one)) == (1, "mine", one.order[0])
    assert one.mine is not None and len(one.mine.overseers) == 6
    other = TITLE.scenario_position({}, cli_config(2), 4, WHERE)
    assert encode(other) != encode(one)  # another seed, another set-up
    assert invariants(one) == []


def test_a_later_round_and_phase_with_a_seat_to_act() -> None:
    orange = {"quests": ["arena-games-1"]}
    position = {"round": 3, "phase": "quest", "step": "manage", "turn": "orange"}
    state = build({**position, "seats": {"orange": orange}}, players=3)
    assert (state.round, state.phase, state.step) == (3, "quest", "manage")
    assert TITLE.current_player(state) == 1 and state.turn == state.order.index(1)
    state = build({"round": 2, "phase": "market", "order": ["orange", "blue"], "turn": "blue"})
    assert state.order == (1, 0) and TITLE.current_player(state) == 0 and state.turn == 1


def test_a_seat_with_nothing_to_manage_is_passed_over() -> None:
    position = {"round": 3, "phase": "quest", "step": "manage", "order": ["orange", "blue"]}
    state = build({**position, "turn": "orange"})  # Bruno has no quest: Alice acquires next
    assert (state.step, state.turn, TITLE.current_player(state)) == ("acquire", 1, 0)


def test_a_partial_mine_keeps_the_rest_of_the_seeds_mine() -> None:
    base = build({})
    state = build({"mine": {"workers": {"blue": [[0, 0]]}, "resources": {"emerald": [[0, 0]]}}})
    assert state.mine is not None and base.mine is not None
    assert state.mine.workers == {(0, 0): 0}
    assert state.mine.board.resources[(0, 0)] == "emerald"
    assert state.mine.board.pieces == base.mine.board.pieces  # the seed's sides
    kept = {h: s for h, s in base.mine.overseers.items() if h != (0, 0)}
    assert kept.items() <= state.mine.overseers.items()
    assert len(state.mine.overseers) == 6 and (0, 0) not in state.mine.overseers


def test_unlisted_overseers_stand_on_the_outer_ring() -> None:
    state = build({"mine": {"overseers": {"blue": [[0, 0]]}}}, players=4)
    assert state.mine is not None
    others = [h for h in state.mine.overseers if h != (0, 0)]
    assert len(others) == 11 and all(max(abs(h.q), abs(h.r), abs(h.s)) == 4 for h in others)


def test_seats_by_number_name_or_colour_and_cubes_from_the_supply() -> None:
    state = build({"seats": {0: {"gold": 9}, "Bruno": {"pool": {"iron": 5}}}})
    assert state.seats[0].gold == 9 and state.seats[1].pool["iron"] == 5
    assert sum(state.seats[1].pool.values()) == 5
    assert invariants(state) == []


def test_quests_and_adventurers_with_weapons() -> None:
    woods = "trouble-in-the-weird-woods"
    seat = {
        "quests": [{"id": woods, "step": 3}],
        "adventurers": [{"level": 2, "quest": woods, "weapon": "copper-axe"}, 1],
        "designs": ["copper-axe"],
    }
    state = build({"round": 4, "phase": "quest", "step": "manage", "seats": {"blue": seat}})
    data = state.seats[0]
    assert data.quests == (QuestEntry(woods, 2, 2),)
    assert encode(state)["seats"][0]["quests"] == [{"id": woods, "pos": 2, "taken": 2, "rushed": 0}]
    assert woods not in state.quests["offer"] and woods not in state.quests["green"]
    assert [a.weapon for a in data.advs] == ["copper-axe", None]
    assert state.seats[0].designs == ("copper-sword", "copper-dagger")
    assert 0 in state.market["claims"]["copper-axe"]
    facts = scenario_facts(state)
    assert facts["Alice.quests"] == [{"id": woods, "step": 3}]
    assert facts["Alice.designs"] == ["copper-axe"]
    assert invariants(state) == []


def test_designs_and_cards_are_exactly_the_lists_given() -> None:
    base = build({"seats": {"blue": {"designs": ["copper-axe", "emerald-cleaver"]}}})
    assert scenario_facts(base)["Alice.designs"] == ["copper-axe", "emerald-cleaver"]
    state = build({"seats": {"blue": {"designs": ["iron-sword"], "cards": ["gem-broker"]}}})
    facts = scenario_facts(state)
    assert facts["Alice.designs"] == ["iron-sword"] and facts["Alice.cards"] == ["gem-broker"]
    assert 0 not in state.market["claims"].get("copper-axe", [])
    assert invariants(state) == []
    with pytest.raises(ContentError, match="is still face down in the weapon deck"):
        build({"seats": {"blue": {"designs": ["iron-axe"]}}})


def test_facts_are_plain_json_values_under_the_documented_names() -> None:
    state = build({"round": 2}, players=4)
    facts = scenario_facts(state)
    assert json.loads(json.dumps(facts)) == facts
    seat_facts = {f"{name}.{fact}" for name in state.names for fact in SEAT_FACTS}
    assert set(facts) == set(TABLE_FACTS) | seat_facts
    assert facts["order"] == [state.names[s] for s in state.order]
    assert facts["active"] == state.names[state.order[0]]


def test_a_solo_position_names_the_automated_colours_in_the_mine_only() -> None:
    state = build({"mine": {"workers": {1: [[0, 0]]}}}, players=1, variant="solo")
    assert state.mine is not None and state.mine.workers == {(0, 0): 1}
    assert len(state.mine.overseers) == 9  # three colours, three overseers each
    with pytest.raises(ContentError, match="is a mine colour, not a seat"):
        build({"seats": {state.names[1]: {"gold": 1}}}, players=1, variant="solo")
    with pytest.raises(ContentError, match="one seat; its order track rotates by itself"):
        build({"order": [0]}, players=1, variant="solo")


def test_a_solo_position_may_stand_in_a_later_round() -> None:
    """Passing a solo game's quest phases would lose it: the way forward takes that back."""
    state = build({"round": 7, "phase": "quest"}, players=1, variant="solo")
    assert (state.round, state.phase, state.step) == (7, "quest", "acquire")
    assert state.solo["lost"] is None and state.solo["order"] == (2, 0, 1)


# --- bad positions ----------------------------------------------------------------------------
BAD = [
    (
        {"mine": {"resources": {"iorn": [[0, 0]]}}},
        "position.mine.resources.iorn",
        "unknown key (did you mean 'iron'?)",
    ),
    (
        {"seats": {"blue": {"pool": {"coper": 2}}}},
        "position.seats.blue.pool.coper",
        "did you mean 'copper'?",
    ),
    (
        {"seats": {"blue": {"quests": [{"id": "trouble-in-the-weird-wood"}]}}},
        "position.seats.blue.quests[0].id",
        "unknown quest 'trouble-in-the-weird-wood' (did you mean 'trouble-in-the-weird-woods'?)",
    ),
    (
        {"mine": {"overseers": {"blue": [[0, 1]], "orange": [[0, 1]]}}},
        "position.mine.overseers.orange[0]",
        "two pieces on one hex (0,1): blue's overseer and orange's overseer",
    ),
    (
        {"mine": {"overseers": {"blue": [[0, 1]]}, "workers": {"orange": [[0, 1]]}}},
        "position.mine.overseers.blue[0]",
        "two pieces on one hex (0,1): orange's worker and blue's overseer",
    ),
    (
        {"mine": {"workers": {"blue": [[4, 0]]}}},
        "position.mine.workers.blue[0]",
        "hex (4,0) is not on the board (this mine has 37 hexes)",
    ),
    ({"mine": {"workers": {"blue": [[1]]}}}, "position.mine.workers.blue[0]", "written [q, r]"),
    ({"seats": {5: {"gold": 1}}}, "position.seats.5", "seat 5 is out of range (seats are 0 to 1)"),
    ({"order": ["blue", "purpel"]}, "position.order[1]", "unknown seat 'purpel'"),
    ({"order": ["blue", "blue"]}, "position.order", "must name each of the 2 seats once"),
    (
        {"mine": {"workers": {"blue": [[q, r] for q in range(-3, 4) for r in range(-1, 2)]}}},
        "position.mine.workers.blue",
        "21 workers for blue: a colour has only 15",
    ),
    (
        {"mine": {"overseers": {"blue": [[0, 0], [0, 1], [0, 2], [0, 3]]}}},
        "position.mine.overseers.blue",
        "4 overseers for blue: a colour has only 3",
    ),
    ({"phase": "markt"}, "position.phase", "unknown phase 'markt' (did you mean 'market'?)"),
    ({"round": 8}, "position.round", "must be a whole number from 1 to 7, not 8"),
    (
        {"weather": "fine"},
        "position.weather",
        "unknown key (known: round, phase, step, turn, order, mine, seats",
    ),
    (
        {"seats": {"blue": {"pool": {"emerald": 21}}}},
        "position.seats.blue.pool.emerald",
        "21 emerald asked for, the supply holds only",
    ),
    (
        {"seats": {"blue": {"adventurers": [{"level": 1, "quest": "arena-games-1"}]}}},
        "position.seats.blue.adventurers[0]",
        "an adventurer on a quest needs a weapon",
    ),
    (
        {"seats": {"blue": {"adventurers": [{"level": 4, "title": "valorous"}]}}},
        "position.seats.blue.adventurers[0].title",
        "champion titles are for the epic game",
    ),
    (
        {
            "seats": {
                "blue": {"quests": ["arena-games-1"]},
                "orange": {"quests": ["arena-games-1"]},
            }
        },
        "position.seats.orange.quests[0].id",
        "'arena-games-1' is already Alice's quest",
    ),
    (
        {"seats": {"blue": {"quests": [{"id": "arena-games-1", "step": 9}]}}},
        "position.seats.blue.quests[0].step",
        "must be a whole number from 1 to 2, not 9",
    ),
    (
        {"seats": {"blue": {"cards": ["ruby-trader"]}}},
        "position.seats.blue.cards[0]",
        "'ruby-trader' is not in this game's market yet",
    ),
    ({"tiles": {"decorated-gold": 1}}, "position.tiles", "epic game only"),
    (
        {"seats": {"blue": {"adventurers": ["two"]}}},
        "position.seats.blue.adventurers[0]",
        "must be a whole number or a mapping, not 'two'",
    ),
    (
        {"seats": {"blue": {"adventurers": [{"levle": 2}]}}},
        "position.seats.blue.adventurers[0].levle",
        "unknown key (did you mean 'level'?)",
    ),
    ({"seats": {"blue": {"gold": -1}}}, "position.seats.blue.gold", "from 0 to"),
    ({"mine": {"sides": [0, 2]}}, "position.mine.sides[1]", "from 0 to 1, not 2"),
    ({"step": "manage"}, "position.step", "only the quest phase has steps"),
]


@pytest.mark.parametrize(("position", "path", "problem"), BAD, ids=[b[1] for b in BAD])
def test_bad_positions_name_the_file_the_key_and_the_problem(
    position: dict[str, Any], path: str, problem: str
) -> None:
    with pytest.raises(ContentError) as caught:
        build(position)
    error = caught.value
    assert error.file == WHERE
    assert error.key_path == path
    assert problem in error.problem
    assert str(error).startswith(f"{WHERE}: {path}: ")


def test_a_mine_of_three_players_lacks_three_border_pieces() -> None:
    mine = build({}, players=3).mine
    assert mine is not None and len(mine.board) == 48
    ring = [
        (q, r) for q in range(-4, 5) for r in range(-4, 5) if max(abs(q), abs(r), abs(q + r)) == 4
    ]
    off = [h for h in ring if h not in mine.board]
    assert len(off) == 61 - 48  # three border pieces lie blank side up
    with pytest.raises(ContentError, match=r"is not on the board \(this mine has 48 hexes\)"):
        build({"mine": {"workers": {"green": [list(off[0])]}}}, players=3)
    edge = next(h for h in ring if h in mine.board)
    assert build({"mine": {"workers": {"green": [list(edge)]}}}, players=3).mine is not None


def test_the_market_the_offer_and_the_round_track() -> None:
    position = {
        "market": {"up": {"bonus1": "gem-broker", "single2": None}, "discard": ["mixed-cart"]},
        "offer": ["arena-games-1", None, "trouble-in-the-weird-woods"],
    }
    state = build(position)
    up = state.market["up"]
    assert up["bonus1"] == "gem-broker" and up["single2"] is None
    assert state.market["discard"] == ("mixed-cart",)
    assert state.quests["offer"][:3] == ("arena-games-1", None, "trouble-in-the-weird-woods")
    assert invariants(state) == []
    epic = build({"round": 2, "tiles": {"stockpile-iron": 0}}, variant="epic")
    assert epic.tiles == (("stockpile-iron", 0),) and epic.bonus_tiles
    with pytest.raises(ContentError, match="unknown bonus card 'gem-brokr'"):
        build({"market": {"up": {"bonus2": "gem-brokr"}}})


def test_champions_in_the_epic_game() -> None:
    advs = [{"level": 4, "title": "valorous"}, {"level": 4, "title": "valorous"}]
    with pytest.raises(ContentError, match="each title once"):
        build({"seats": {"blue": {"adventurers": advs}}}, variant="epic")
    state = build({"seats": {"blue": {"adventurers": advs[:1]}}}, variant="epic")
    assert scenario_facts(state)["Alice.adventurers"] == [
        {"level": 4, "quest": None, "weapon": None, "title": "valorous"}
    ]
