"""What a Forge War move throws away for good, so the interface can ask before playing it.

Only what the rules take away counts: a quest that fails when management ends (with its -3 if it
was taken this round, and the weapons on it), a quest taken whose first step is out of reach with
what the seat holds (its -3, unless the seat trades for more: issue 39), a forged weapon given up
(re-equipping or calling an adventurer back), a reward move or free card declined, and the round's
overseer move passed while one is possible. Choices that trade one thing for another are not
losses: passing in the market (1 gold), taking no quest, declining the first player's extra move
(taking it costs last place), and ending a round with merchant or stall deals unused (they are
trades at a price, and gold and cubes are kept).
"""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.i18n import count, listing, tr
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.game_actions import Done, Equip, Skip, TakeQuest, Unassign
from forgegames.games.forge_war.mine_actions import MoveOverseer, PassMove
from forgegames.games.forge_war.mine_phase import MinePhase, mine_actions
from forgegames.games.forge_war.quest_reach import take_loss
from forgegames.games.forge_war.rewards import pending_options
from forgegames.games.forge_war.state import Adventurer, FWState

REWARD_WORDS = {
    "overseer": ("overseer move", "overseer moves"),
    "worker": ("worker move", "worker moves"),
}
"""The words for one and for several reward moves of each kind."""


def losses(state: FWState, seat: int, action: Action) -> list[str]:
    """One short phrase per thing ``seat``'s ``action`` loses; empty when nothing is lost."""
    if state.pending:
        return declined_reward(state) if isinstance(action, Skip) else []
    if isinstance(action, PassMove):
        return passed_mine_move(state)
    if isinstance(action, Done) and state.phase == "quest":
        return failing_quests(state, seat)
    if isinstance(action, TakeQuest):
        qid = state.quests["offer"][action.slot]
        lost = take_loss(state, seat, qid) if qid else None
        return [lost] if lost else []
    if isinstance(action, Equip | Unassign):
        weapon = weapon_given_up(state, seat, action.adv)
        return [weapon] if weapon else []
    return []


def failing_quests(state: FWState, seat: int) -> list[str]:
    """Each quest whose current step is not met, with the -3 and the weapons it costs."""
    out = []
    penalty = state.world.content.rules.early_failure_penalty
    for entry in state.seats[seat].quests:
        req = q.requirement(state, seat, entry.id)
        if req.met:
            continue
        parts = []
        if entry.taken == state.round:
            parts.append(tr("-{n} prestige", n=penalty))
        # each weapon named (playtest 26: "1 weapon lost" left the player to work out which)
        weapons = [weapon_given_up(state, seat, adv) for adv in req.advs]
        if any(weapons):
            parts.append(tr("{weapons} lost", weapons=listing([w for w in weapons if w])))
        name = q.quest_card(state.world, entry.id).name
        if parts:  # (playtest 22: "… lost Rats in the Cellar (fails, -3 prestige…)")
            out.append(tr("{name}, which then fails ({what})", name=name, what=", ".join(parts)))
        else:
            out.append(tr("{name}, which then fails", name=name))
    return out


def weapon_given_up(state: FWState, seat: int, adv_id: int) -> str | None:
    """The weapon an adventurer carries, which is lost when they change weapon or quest."""
    adv = _adventurer(state, seat, adv_id)
    if adv is None or adv.weapon is None:
        return None
    name = state.world.content.all_weapons[adv.weapon].name
    return tr("adventurer {n}'s {name}", n=adv_id + 1, name=name)


def declined_reward(state: FWState) -> list[str]:
    """The reward moves or the free card that ``skip`` gives up (when there is a choice)."""
    item = state.pending[0]
    kind, n = item["kind"], item["count"]
    if kind not in (*REWARD_WORDS, "card", "spend") or not any(
        not isinstance(a, Skip) for a in pending_options(state)
    ):
        return []
    if kind == "card":
        return [tr("a free card from the market discard ({why})", why=item["why"])]
    if kind == "spend":
        return [tr("{n} gold from {why}, which cannot be kept", n=n, why=item["why"])]
    one, many = REWARD_WORDS[kind]
    return [tr("{moves} from {why}", moves=count(n, one, many), why=item["why"])]


def passed_mine_move(state: FWState) -> list[str]:
    """The round's own overseer move, when a move is possible (not the extra move)."""
    phase, mine = state.mphase, state.mine
    if state.phase != "mine" or not isinstance(phase, MinePhase) or mine is None:
        return []
    if phase.is_extra or not any(isinstance(a, MoveOverseer) for a in mine_actions(phase, mine)):
        return []
    return [tr("this round's overseer move")]


def _adventurer(state: FWState, seat: int, adv_id: int) -> Adventurer | None:
    return next((a for a in state.seats[seat].advs if a.id == adv_id), None)
