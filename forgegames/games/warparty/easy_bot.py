"""Warparty's easy general: the greedy general with a handicap, an easier opponent for a newcomer.

It wraps ``GreedyBot`` (whose scores it reads and never changes) and plays worse in three
plain ways (its purchases are the greedy general's, research and heroes left out):

- **It spends about half of its income.** In each turn's buying it stops once it has spent
  half of what its army collected that turn; the rest stays unused in its treasury. (The
  quick-play set-up, bought from a fixed purse, is bought as the greedy general buys it.)
- **It never researches** (no inventions, no summoning), in the set-up either, **and never
  buys a hero** (heroes, two hits and two moves for their price, helped whoever bought them:
  with them the greedy general beat it 7 times in 12, without them 11: docs/rulings.md,
  "The easy general leaves heroes aside").
- **It moves without a plan:** each move is drawn at random among the greedy general's three
  best-scored moves that gain something, and a stack moves without the units that would have
  followed it.
- **It does not race for an economic victory.** While its team's income is ``LEAD_CAP`` or
  more above the other team's (as it soon will be: the land its units stand on conquered,
  the cities it is building finished), it reaches for no more land, empty or defended,
  founds no city and buys no upgrade that raises its income. It still buys units, defends
  and retakes its own land, and fights the battles that come to it: a newcomer who marches
  to fight, or is slow to start, is not beaten by its income (playtest 9: it won by its
  economy on turn 6, unseen; playtest 10: on turn 6 against idle Dwarves, its cities,
  upgrades, a whole phase of claims counted as one, and attacks on undefended-looking land
  having carried its lead past the cap).

Battles, retreats, set-up and answers to offers are the greedy general's own. The handicap
keeps no state that a save would need: the treasury an army starts its buying with is noted
when the bot first sees that buying (a bot made again in the middle of a buying, after a
reload, counts from there).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from forgegames.core.actions import Action
from forgegames.core.bots import Bot
from forgegames.core.hints import Choice, pick
from forgegames.core.i18n import tr
from forgegames.games.warparty.actions import Buy, EndMove, EndTurn, Found, Move, Research, Upgrade
from forgegames.games.warparty.bots import GreedyBot
from forgegames.games.warparty.economy import CITY_INCOME, conquer, income
from forgegames.games.warparty.model import SIDES, side_of
from forgegames.games.warparty.purchases import setting_up
from forgegames.games.warparty.state import WPState
from forgegames.games.warparty.victory import ECONOMIC_LEAD, income_lead
from forgegames.games.warparty.world import World

SPEND_SHARE = 0.5
"""The share of a turn's income the easy general spends."""
MOVE_POOL = 3
"""How many of the greedy general's best moves the easy general draws its move from."""
LEAD_CAP = ECONOMIC_LEAD // 2
"""The team income lead at which the easy general stops taking land without a fight."""


class EasyBot(Bot):
    """The greedy general handicapped as the module docstring says."""

    def __init__(self, data: World | None = None) -> None:
        self.greedy = GreedyBot(data)
        self._start: dict[tuple[int, str], int] = {}
        """The treasury each army had when its buying began, by (turn clock, army)."""

    def choose(self, view: WPState, legal: Sequence[Action], rng: random.Random) -> Action:
        legal = [a for a in legal if not self._left_out(a)]
        if setting_up(view):  # bought as the greedy general buys, research left out
            return self.greedy.choose(view, legal, rng)
        scored = self.greedy.choices(view, legal, rng)
        if any(isinstance(c.action, Move) for c in scored):
            if self._far_ahead(view):
                scored = [c for c in scored if not self._claims(view, c.action)]
            return self._moving(scored, rng)
        if any(isinstance(c.action, EndTurn) for c in scored):
            if self._far_ahead(view):
                scored = [c for c in scored if not self._grows(c.action)]
            return self._buying(view, scored)
        return self.greedy.choose(view, legal, rng)

    def _left_out(self, action: Action) -> bool:
        """A purchase the easy general never makes: a research roll or a hero."""
        if isinstance(action, Research):
            return True
        return (
            isinstance(action, Buy)
            and self.greedy.world.armies.unit(action.army, action.unit).hero is not None
        )

    def _far_ahead(self, view: WPState) -> bool:
        """Whether the moving team's income is at least ``LEAD_CAP`` above the other team's
        as it soon will be: the land its units stand on conquered (control changes only when
        the turn's battles are over, so a whole movement phase of claims would count as
        none) and the cities it is building finished."""
        world = self.greedy.world
        team = SIDES[view.side]
        building = sum(
            1 for _, city in view.cities if city.army in team and not city.built and not city.captor
        )
        soon, _ = conquer(view, world.geo, view.side, world.holder_conquers, world.lake_held)
        lead = -income_lead(soon, world.geo, world.armies, view.side)
        return lead + building * CITY_INCOME >= LEAD_CAP

    def _grows(self, action: Action) -> bool:
        """Whether ``action`` is a purchase that raises its army's income: a city, or an
        upgrade with an income bonus."""
        if isinstance(action, Found):
            return True
        if not isinstance(action, Upgrade):
            return False
        upgrades = self.greedy.world.armies.sheets[action.army].upgrades
        found = upgrades.get(action.upgrade)
        return found is not None and found.income > 0

    def _claims(self, view: WPState, action: Action) -> bool:
        """Whether ``action`` reaches for land: a move into a territory worth something that
        its team does not hold, empty or defended (a battle there would win it the land).
        Moves within its own land, to defend it or to drive an enemy out, are not."""
        if not isinstance(action, Move) or "|" in action.dest:
            return False
        place = self.greedy.world.geo.by_id[action.dest]
        side = side_of(view.unit(action.units[0]).army)
        held = view.owner_of(action.dest)
        return place.value > 0 and (not held or side_of(held) != side)

    def _moving(self, scored: list[Choice], rng: random.Random) -> Action:
        """A move drawn among the best few that gain something; ending movement when none
        does."""
        gains = sorted(
            (c for c in scored if isinstance(c.action, Move) and c.score > 0),
            key=lambda c: -c.score,
        )[:MOVE_POOL]
        if gains:
            return rng.choice(gains).action
        end = next((c.action for c in scored if isinstance(c.action, EndMove)), None)
        return end if end is not None else scored[0].action

    def _buying(self, view: WPState, scored: list[Choice]) -> Action:
        """The greedy purchase, without research, while the army is within its budget."""
        end = next(c.action for c in scored if isinstance(c.action, EndTurn))
        kept = [
            c
            for c in scored
            if not isinstance(c.action, Research)
            and (isinstance(c.action, EndTurn) or self._may_spend(view, c.action))
        ]
        best = pick(kept)
        return best.action if best is not None else end

    def _may_spend(self, view: WPState, action: Action) -> bool:
        """Whether ``action``'s army has spent less than its share of this turn's income."""
        army = getattr(action, "army", "")
        if not army:
            return True
        purse = view.army(army).treasury
        start = self._start.setdefault((view.clock, army), purse)
        world = self.greedy.world
        budget = SPEND_SHARE * income(view, world.geo, world.armies, army)
        return start - purse < budget


def describe_easy() -> str:
    """The launcher's words for the easy general."""
    return tr(
        "The easier general, for your first games: it spends only about half of its income, "
        "never researches and moves without a plan, but it spreads out fast to claim land "
        "and fights its battles as well as the normal general. Claim territories too, or its "
        "income soon outgrows yours; the normal general beats it in most games."
    )
