"""The cards a crafter's bonuses can still make from a roll that makes none yet (issue #39,
playtest 22: the Shield was in reach of the Alchemist's +1 and a +1/+1 token, and nothing
said so)."""

from __future__ import annotations

import kfscen

from forgegames.games.kings_forge import TITLE
from forgegames.games.kings_forge.actions import Bonus
from forgegames.games.kings_forge.bots import GreedyBot
from forgegames.games.kings_forge.craft import legal
from forgegames.games.kings_forge.reach import first_step, reach, reach_words
from forgegames.games.kings_forge.state import Power


def rolled(*dice: int, alchemist: bool = True, token: bool = True):
    """Alice rolls metal ``dice`` with the Alchemist's +1 and a +1/+1 token (the display:
    Anvil M1 M1 M1, Knife M6, Shield M5 M5)."""
    s = kfscen.new(2)
    s = kfscen.supply(s, 0, len(dice), 0, 0, 0)
    s = kfscen.supply(s, 1, 0, 0, 0, 0)
    if alchemist:
        s = kfscen.power(s, 0, Power("plus", 1, 1, source="alchemist"))
    if token:
        s = kfscen.token(s, 0, "plus")
    s = kfscen.to_craft(s)
    s, _ = kfscen.play(s, *dice)
    return s


def test_the_shield_is_reachable_only_by_the_plus_one_on_the_three() -> None:
    s = rolled(4, 3)
    found = reach(s)
    assert found.complete
    assert set(found.ways) == {"knife", "shield"}
    first, *rest = [a for a, _ in found.ways["shield"]]
    assert first == Bonus(0, 1)  # the Alchemist's +1 on the 3 (die 1)
    assert {a.power for a in rest} == {1}  # then both +1s of the token
    words = reach_words(s)
    assert words[0] and "the Shield" in words[1] and "+1 (Alchemist) on metal 3" in words[1]
    assert "crafting the Shield, which your bonuses can still make" in TITLE.losses(
        s, TITLE.parse_action("end")
    )
    # The obvious +1 on the 4 loses the Shield: only the Knife is left in reach.
    after, _ = kfscen.play(s, "bonus 0 0")
    assert set(reach(after).ways) == {"knife"}
    assert first_step(s, Bonus(0, 0))[0] == "knife"
    assert first_step(s, Bonus(0, 1))[0] == "shield"


def test_nothing_in_reach_is_said_and_not_a_loss() -> None:
    s = rolled(2, 1)  # +1, +1, +1: at most a 5 and a 2, or a 4 and a 3
    found = reach(s)
    assert found.complete and not found.ways
    assert reach_words(s) == (False, "No bonus of yours makes a card on display from these dice.")
    assert not any(
        "bonuses can still make" in w for w in TITLE.losses(s, TITLE.parse_action("end"))
    )
    bare = rolled(2, 1, alchemist=False, token=False)
    assert reach_words(bare) == (False, "")  # no bonus: nothing to say of bonuses


def test_the_hint_says_a_first_step_leads_to_a_card() -> None:
    """Playtest 22: "+1 on metal 3: a card on display is then 2 pips short" read as a dead end
    on the winning line; the reason now names the card and the steps after it."""
    s = rolled(5, 2, alchemist=False)  # the token's two +1s: 5 -> 6 is the Knife at once
    bot = GreedyBot(0)
    reasons = {
        TITLE.describe_action(s, c.action): bot.reason(s, c) for c in bot.choices(s, legal(s))
    }
    assert reasons["+1 on metal 5"] == "makes the Knife"
    s = rolled(4, 3)
    choices = sorted(bot.choices(s, legal(s)), key=lambda c: -c.score)
    reasons = {c.action: bot.reason(s, c) for c in choices if c.action.verb == "bonus"}
    # The Shield (rank 3) first, though the +1 on the 4 closes the Knife's gap as much.
    assert choices[0].action == Bonus(0, 1)
    assert reasons[Bonus(0, 1)] == (
        "step 1 of 3 to the Shield; then +1/+1 token on metal 4 and metal 4"
    )
    assert reasons[Bonus(0, 0)] == "step 1 of 2 to the Knife; then +1/+1 token on metal 5"
