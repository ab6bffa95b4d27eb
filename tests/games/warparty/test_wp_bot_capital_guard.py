"""The greedy general guards its capital against a siege unit (issue 34): in two-player quick
play a Dwarven airship alone took and burned the Goblin capital, whose warriors cannot reach
it and whose garrison rolled to retreat, so the capital burned at once."""

from __future__ import annotations

import random

from wpscenario import TITLE, W, board, step

from forgegames.games.warparty import combat
from forgegames.games.warparty.actions import Buy
from forgegames.games.warparty.bot_guard import AIR_GUARD
from forgegames.games.warparty.bot_worth import holding_power, power
from forgegames.games.warparty.bots import GreedyBot


def profile(army: str, unit: str) -> combat.Profile:
    return GreedyBot(W)._sheet_profile(army, unit)


def test_warriors_hold_nothing_against_an_airship_and_archers_hold_their_worth() -> None:
    airship, warrior, archer = (
        profile("dwarves", "airship"),
        profile("goblins", "warrior"),
        profile("goblins", "archer"),
    )
    assert holding_power([warrior, warrior], [airship]) == 0.0
    assert holding_power([archer], [airship]) == power([archer]) > 0
    berserker = profile("dwarves", "berserker")
    assert holding_power([warrior], [berserker]) == power([warrior])
    mixed = holding_power([warrior], [airship, berserker])
    assert 0 < mixed < power([warrior])


def _attacked(attacker: str, place: str):
    """Two Goblin warriors in ``place`` after a Dwarven ``attacker`` missed them once."""
    state = board(("dwarves", attacker, "mudgate"), *[("goblins", "warrior", place)] * 2)
    return step(state, f"move 1 {place}", "end-move", f"fight {place}", "target 1 2", "roll 6")


def test_a_capital_garrison_does_not_roll_to_retreat_from_a_siege_unit() -> None:
    bot = GreedyBot()
    home = _attacked("airship", "gnashwood")
    moves = TITLE.legal_actions(home)
    assert combat.RetreatRoll() in moves
    assert isinstance(bot.choose(home, moves, random.Random(1)), combat.PressOn)
    afield = _attacked("airship", "fangwood")  # no city there: the warriors may leave
    moves = TITLE.legal_actions(afield)
    assert isinstance(bot.choose(afield, moves, random.Random(1)), combat.RetreatRoll)


def _buys(*enemy: tuple[str, str, str]) -> dict[str, float]:
    units = [*[("goblins", "warrior", "gnashwood")] * 2, *enemy]
    state = step(board(*units, side="evil", treasury={"goblins": 19}), "end-move", "end-combat")
    bot = GreedyBot()
    bot.salt = 1
    choices = bot.buy_choices(state, TITLE.legal_actions(state)) or []
    return {
        c.action.unit: c.score
        for c in choices
        if isinstance(c.action, Buy) and c.action.place == "gnashwood"
    }


def test_a_capital_an_airship_can_strike_buys_a_unit_that_reaches_the_air() -> None:
    quiet = _buys()
    threatened = _buys(("dwarves", "airship", "mudgate"))
    walking = _buys(("dwarves", "berserker", "mudgate"))
    assert abs(threatened["archer"] - quiet["archer"] - AIR_GUARD) < 0.01
    assert abs(threatened["orc"] - quiet["orc"]) < 0.01  # an orc cannot touch the airship
    assert abs(walking["archer"] - quiet["archer"]) < 0.01
    assert max(threatened, key=threatened.get) == "archer"
