"""What a Forge War move gains, in a player's words, for the hint's list of choices."""

from __future__ import annotations

from typing import Any

from forgegames.core.errors import IllegalAction
from forgegames.core.hints import Choice
from forgegames.core.i18n import count, decimal, ntr, tr
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.economy import Log
from forgegames.games.forge_war.mine import MineChange
from forgegames.games.forge_war.resources import amount_text
from forgegames.games.forge_war.state import FWState
from forgegames.games.forge_war.world import World


def cubes_words(got: dict[str, int]) -> str:
    """ "+2 iron, +1 copper" (empty when nothing)."""
    return ", ".join(f"+{amount_text(r, n)}" for r, n in sorted(got.items()) if n)


def mine_words(seat: int, change: MineChange) -> str:
    """An overseer move's result for ``seat``: cubes gained, workers won, what others get."""
    parts = []
    mine = cubes_words(change.gains.get(seat, {}))
    if mine:
        parts.append(mine)
    won = sum(1 for c in change.changes if c.kind == "convert" and c.after == seat)
    if won:
        parts.append(
            ntr(
                won,
                "passes {n} worker, who turns to your colour",
                "passes {n} workers, who turn to your colour",
            )
        )
    lost = sum(1 for c in change.changes if c.kind == "convert" and c.before == seat)
    if lost:
        parts.append(tr("takes {workers} from you", workers=count(lost, "worker", "workers")))
    others = sum(n for s, got in change.gains.items() if s != seat for n in got.values())
    if others:
        parts.append(tr("others get {cubes}", cubes=count(others, "cube", "cubes")))
    return "; ".join(parts) or tr("nothing now, a better place for the next move")


PHRASES = {
    "pass-move": "no overseer move is worth enough now",
    "market-pass": "+{gold} gold, saved for a better card later",
    "barracks": "{advs} for the quests",
    "bazaar": "a card worth more than its gold",
    "blacksmith": "a design of {weapon}",
    "clerk": "a design of {weapon}",
    "road": "{steps} on before the quest's time runs out",
    "bonus-space": "prestige at the end of the game",
    "sell": "gold for a cube your plans do not need",
    "buy": "a cube your plans lack",
    "take-quest": "the quest on offer worth most prestige for its gold",
    "quest-pass": "every quest on offer costs more than it is worth to you now",
    "equip": "arms an adventurer: the quest's step is then met ({power} of {needed} power)",
    "equip-short": "arms an adventurer for the quest: its step then has {power} of the {needed} "
    "power it needs",
    "unassign": "frees an adventurer from a quest that cannot be met",
    "done": "nothing more to do for your quests this round",
    "place": "{hexes} within reach for the next move",
    "wealth": "the gold, cubes and adventurers worth most at the start",
    "finish": "nothing more to do this round",
    "skip": "nothing here is worth taking",
    "reward": "the reward worth most to you now",
}


def _key(action: Any) -> str:
    name = type(action).__name__
    return {
        "PassMove": "pass-move",
        "MarketPass": "market-pass",
        "Barracks": "barracks",
        "Bazaar": "bazaar",
        "Blacksmith": "blacksmith",
        "Clerk": "clerk",
        "Road": "road",
        "EndBonusSpace": "bonus-space",
        "Sell": "sell",
        "Buy": "buy",
        "TakeQuest": "take-quest",
        "QuestPass": "quest-pass",
        "Equip": "equip",
        "Unassign": "unassign",
        "Done": "done",
        "PlaceOverseer": "place",
        "KeepWealth": "wealth",
        "Finish": "finish",
        "Skip": "skip",
        "TakeCard": "reward",
        "Levels": "reward",
        "ChooseTitle": "reward",
        "TileBuy": "reward",
        "MoveWorker": "reward",
    }.get(name, "")


def reason(view: FWState, seat: int, choice: Choice, change: MineChange | None = None) -> str:
    """Why the greedy player weighs ``choice`` (``change``: an overseer move's result)."""
    a: Any = choice.action
    if change is not None:
        return mine_words(seat, change)
    key = _key(a)
    if key == "pass-move" and choice.score > 1:  # the extra move's threshold
        return tr("no move is worth playing last next round (the extra move's price)")
    if not key:
        return tr("the computer player's pick")
    values: dict[str, object] = {}
    if key == "market-pass":
        values["gold"] = view.world.content.rules.pass_gold
    if key == "place":
        values["hexes"] = count(int(choice.score), "hex", "hexes")
    if key in ("blacksmith", "clerk"):
        design = a.design if key == "clerk" else view.market["up"]["weapon"]
        values["weapon"] = weapon_words(view.world, design, named=False)
    if key == "barracks":
        parts = [tr("a new adventurer")] if a.hire else []
        if a.level:
            who = count(len(a.level), "adventurer", "adventurers")
            parts.append(tr("a level up for {who}", who=who))
        values["advs"] = " + ".join(parts)
    if key == "equip":
        req = equipped(view, seat, a)
        if req is None:
            return tr("arms an adventurer for the quest")
        values.update(power=req.power, needed=req.needed)
        key = "equip" if req.met else "equip-short"
    if key == "road":
        values["steps"] = count(a.steps, "step", "steps")
    words = tr(PHRASES[key], **values)
    if choice.score and key not in ("place", "pass-move"):
        words += tr(" (worth {score})", score=decimal(choice.score))
    return words


def equipped(view: FWState, seat: int, action: Any) -> q.Requirement | None:
    """The quest's current step as it stands once ``action`` (an equip) is played; None when
    the move cannot be tried on ``view``."""
    try:
        after = q.apply_equip(view, seat, action, Log(view))
        return q.requirement(after, seat, action.quest)
    except (IllegalAction, KeyError, ValueError):
        return None


def weapon_words(world: World, design: str, named: bool = True) -> str:
    """ "Iron Sword, power 3 from 2 iron" for a weapon design ("power 3 from 2 iron" when not
    ``named``: a hint's move already names it)."""
    w = world.content.all_weapons[design]
    cost = ", ".join(amount_text(r, n) for r, n in sorted(w.cost.items()))
    if not named:
        return tr("power {power} from {cost}", power=w.power, cost=cost)
    return tr("{name}, power {power} from {cost}", name=w.name, power=w.power, cost=cost)
