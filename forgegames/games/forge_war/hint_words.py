"""What a Forge War move gains, in a player's words, for the hint's list of choices."""

from __future__ import annotations

from typing import Any

from forgegames.core.errors import IllegalAction
from forgegames.core.hints import Choice
from forgegames.core.i18n import count, listing, ntr, tr
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.bot_market import saving_value
from forgegames.games.forge_war.bot_mine import own_move_left
from forgegames.games.forge_war.bot_rescue import take_rescue
from forgegames.games.forge_war.economy import Log
from forgegames.games.forge_war.game_actions import TakeQuest
from forgegames.games.forge_war.hint_parts import (
    barracks_words,
    card_words,
    cube_name,
    cubes_need_words,
    design_words,
    end_bonus_words,
    landing_words,
    place_words,
    road_words,
    wealth_words,
)
from forgegames.games.forge_war.mine import MineChange
from forgegames.games.forge_war.mine_actions import hex_of
from forgegames.games.forge_war.mine_phase import MinePhase
from forgegames.games.forge_war.notes import resource_label
from forgegames.games.forge_war.solo_mine import priority_moves
from forgegames.games.forge_war.stages import last_round
from forgegames.games.forge_war.state import FWState


def mine_words(view: FWState, seat: int, change: MineChange, end: Any = None) -> str:
    """An overseer move's result for ``seat``: cubes gained (and why each matters), workers
    won, what others get, and what the overseer's next move from ``end``, where it then
    stands, can do. No bare figure of the computer's weighing (playtest 24: "worth 1.4"
    meant nothing to a newcomer; the hint's list says where two moves are as good)."""
    parts = []
    mine = cubes_need_words(view, seat, change.gains.get(seat, {}))
    if mine:
        parts.append(mine)
    won = [c.hex for c in change.changes if c.kind == "convert" and c.after == seat]
    if won:
        assert view.mine is not None
        board = view.mine.board
        kinds = ", ".join(resource_label(board.resources[h]) for h in won if h in board.resources)
        parts.append(
            ntr(
                len(won),
                "wins {n} worker ({kinds})",
                "wins {n} workers ({kinds})",
                kinds=kinds,
            )
        )
    lost = sum(1 for c in change.changes if c.kind == "convert" and c.before == seat)
    if lost:
        parts.append(tr("takes {workers} from you", workers=count(lost, "worker", "workers")))
    others = sum(n for s, got in change.gains.items() if s != seat for n in got.values())
    if others:
        parts.append(tr("others get {cubes}", cubes=count(others, "cube", "cubes")))
    if not parts:
        parts.append(tr("no cubes for you"))
    if end is not None:
        parts.append(landing_words(view, seat, change.mine, end, "; ".join(parts)))
    return "; ".join(parts)


PHRASES = {
    "pass-move": "no overseer move is worth enough now",
    "market-pass": "+{gold} gold to spend",
    "market-pass-save": "+{gold} gold, saved for a better card later",
    "market-pass-end": "+{gold} gold, counted in the final score (with your cubes, 1 prestige "
    "per {per})",
    "sell": "the {cube} is worth more to you as gold",
    "buy": "your plans lack {cube}",
    "take-quest": "the quest on offer worth most prestige for its gold",
    "quest-pass": "every quest on offer costs more than it is worth to you now",
    "equip": "arms an adventurer: the quest's step is then met ({power} of {needed} power)",
    "equip-short": "arms an adventurer for the quest: its step then has {power} of the {needed} "
    "power it needs",
    "unassign": "frees an adventurer from a quest that cannot be met",
    "done": "nothing more to do for your quests this round",
    "wealth": "{gains} to start with",
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
        phase = view.mphase
        if isinstance(phase, MinePhase) and phase.actor is not None and phase.actor != seat:
            return automaton_words(view, seat, phase.actor, change)
        return mine_words(view, seat, change, hex_of(a.to))
    key = _key(a)
    if key == "pass-move":
        return pass_words(view)
    if key == "done" and view.phase == "quest":
        failing = [e.id for e in view.seats[seat].quests if not q.requirement(view, seat, e.id).met]
        if failing:
            names = listing([q.quest_card(view.world, qid).name for qid in failing])
            return tr("no way found to meet the step of {names} this round", names=names)
    if key == "take-quest":
        failing = take_fails(view, seat, a)
        if failing:
            return failing
    if not key:
        return tr("the computer player's pick")
    values: dict[str, object] = {}
    if key == "market-pass":
        return pass_gold_words(view, seat)
    if key == "place":
        assert view.mine is not None
        at = hex_of(a.at)
        where = place_words(view.mine.board, at)
        return f"{where}; {landing_words(view, seat, view.mine, at)}"
    words = market_words(view, seat, key, a)
    if key == "wealth":
        values["gains"] = wealth_words(view, a.cards)
    if key in ("sell", "buy"):
        values["cube"] = cube_name(a.resource)
    if key == "equip":
        req = equipped(view, seat, a)
        if req is None:
            return tr("arms an adventurer for the quest")
        values.update(power=req.shown_power, needed=req.needed)
        key = "equip" if req.met else "equip-short"
    return words or tr(PHRASES[key], **values)


def market_words(view: FWState, seat: int, key: str, a: Any) -> str:
    """What a design, a bazaar card, a barracks visit or a road rush brings (``hint_parts``);
    '' for the other moves."""
    if key in ("blacksmith", "clerk"):
        design = a.design if key == "clerk" else view.market["up"]["weapon"]
        return design_words(view, seat, design)
    if key == "bazaar":
        return card_words(view, view.market["up"][a.slot])
    if key == "barracks":
        return barracks_words(view, seat, a)
    if key == "road":
        return road_words(view, seat, a)
    if key == "bonus-space":
        return end_bonus_words(view, seat, a.bonus)
    return ""


def automaton_words(view: FWState, seat: int, colour: int, change: MineChange) -> str:
    """An automated colour's move, which its priority chooses and the player only picks among
    the moves tied: how many are tied, and what this one does to ``seat`` (the greedy player
    picks the one that takes fewest of its workers, or leaves its own move worth most)."""
    assert view.mine is not None
    tied = len(priority_moves(view.mine, colour))
    lost = sum(1 for c in change.changes if c.kind == "convert" and c.before == seat)
    rule = tr(
        "its priority allows {moves}, of which you pick one",
        moves=count(tied, "move", "moves"),
    )
    if lost:
        harm = tr("this one takes {workers} from you", workers=count(lost, "worker", "workers"))
    else:
        harm = tr("this one takes none of your workers")
    if own_move_left(view, seat, colour):
        harm = tr("{harm} and leaves your own move this phase worth most", harm=harm)
    elif lost:
        harm = tr("{harm}, the fewest it can", harm=harm)
    return f"{rule}; {harm}"


def pass_gold_words(view: FWState, seat: int) -> str:
    """What the gold of a market pass is for: a better card in a later round when the bot
    saves for one (never in the last rounds), else the gold itself, which in the last round
    only counts in the final score."""
    rules = view.world.content.rules
    if view.round >= last_round(view):
        return tr(PHRASES["market-pass-end"], gold=rules.pass_gold, per=rules.gold_per_prestige)
    if not view.solo and saving_value(view, seat) > 0:
        return tr(PHRASES["market-pass-save"], gold=rules.pass_gold)
    return tr(PHRASES["market-pass"], gold=rules.pass_gold)


def pass_words(view: FWState) -> str:
    """Why the greedy player passes in the mine: the extra move costs the last place in the
    player order, but not in solo, where the order track turns whatever one does."""
    phase = view.mphase
    if isinstance(phase, MinePhase) and phase.is_extra:
        if view.solo:
            return tr("no overseer move is worth enough, though the extra move is free in solo")
        return tr("no move is worth going last in the player order (the extra move's price)")
    return tr(PHRASES["pass-move"])


def take_fails(view: FWState, seat: int, action: Any) -> str:
    """What is lost by taking the quest of ``action`` when afterwards some quest step due
    this round cannot be met (the bot's search, ``bot_rescue``, finds no way); '' when one
    can be met."""
    if take_rescue(view, seat, action) is not None:
        return ""
    if view.solo:
        others = [o for o in q.acquire_options(view, seat) if isinstance(o, TakeQuest)]
        if any(o != action and take_rescue(view, seat, o) is not None for o in others):
            return tr(
                "a quest step due this round then cannot be met: the solo game is lost (another "
                "quest on offer can be met)"
            )
        return tr(
            "whichever quest you take, a quest step due this round cannot be met: the solo "
            "game is lost (and passing loses it too)"
        )
    penalty = view.world.content.rules.early_failure_penalty
    return tr(
        "a quest step due this round cannot be met: finishing fails it (-{n} prestige for a "
        "quest taken this round)",
        n=penalty,
    )


def equipped(view: FWState, seat: int, action: Any) -> q.Requirement | None:
    """The quest's current step as it stands once ``action`` (an equip) is played; None when
    the move cannot be tried on ``view``."""
    try:
        after = q.apply_equip(view, seat, action, Log(view))
        return q.requirement(after, seat, action.quest)
    except (IllegalAction, KeyError, ValueError):
        return None
