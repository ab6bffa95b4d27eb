"""Why Forge War refuses a move: ``why_illegal`` words the rule in a player's terms and names
the rules section that explains it, each where its words are chosen."""

from __future__ import annotations

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.i18n import tr
from forgegames.games.forge_war import champions as champs
from forgegames.games.forge_war import market as m
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war import rewards as r
from forgegames.games.forge_war.game_actions import (
    Barracks,
    Bazaar,
    Blacksmith,
    ChooseTitle,
    Clerk,
    Done,
    EndBonusSpace,
    Equip,
    Finish,
    KeepWealth,
    MarketPass,
    QuestPass,
    Road,
    StartAhead,
    TakeQuest,
    TileBuy,
    Unassign,
)
from forgegames.games.forge_war.market_refusals import why_not_market
from forgegames.games.forge_war.mine import why_not_move, why_not_place
from forgegames.games.forge_war.mine_actions import MoveOverseer, PassMove, PlaceOverseer, hex_of
from forgegames.games.forge_war.mine_phase import MinePhase
from forgegames.games.forge_war.solo_mine import why_not_priority
from forgegames.games.forge_war.state import FWState

PHASE_NAMES = {
    "setup": "Setup",
    "wealth": "Choosing wealth cards",
    "place": "Placing overseers",
    "mine": "Mine phase",
    "market": "Market phase",
    "quest": "Quest phase",
    "rewards": "Quest rewards",
    "over": "Game over",
}


def why_illegal(s: FWState, seat: int, action: Action) -> IllegalAction:
    """The refusal of ``action`` now: the rule that forbids it in a player's words, with the
    rules section that explains them (``rule``), named where the words are chosen."""
    mine_turn = s.phase == "mine" or (s.pending and s.pending[0]["kind"] == "overseer")
    phase = s.mphase if isinstance(s.mphase, MinePhase) and not s.pending else None
    if s.phase == "mine" and phase is not None and phase.actor in phase.automated:
        assert s.mine is not None and phase.actor is not None
        first = tr("move the automated colour first")
        return IllegalAction(why_not_priority(s.mine, phase.actor, action) or first, rule="solo")
    if mine_turn and isinstance(action, MoveOverseer) and s.mine is not None:
        try:
            start, end = hex_of(action.frm), hex_of(action.to)
        except IllegalAction as exc:
            return IllegalAction(str(exc), rule="overseer-move")
        problem = why_not_move(s.mine, seat, start, end)
        if problem:
            return IllegalAction(problem, rule="overseer-move")
    if s.phase == "place" and isinstance(action, PlaceOverseer) and s.mine is not None:
        try:
            problem = why_not_place(s.mine, seat, hex_of(action.at))
        except IllegalAction as exc:
            return IllegalAction(str(exc), rule="setup")
        if problem:
            return IllegalAction(problem, rule="setup")
    if s.pending:
        return _why_not_pending(s.pending[0], action)
    if s.phase == "quest":
        problem = _why_not_quest(s, seat, action)
        if problem:
            return IllegalAction(
                problem, rule="champions" if isinstance(action, StartAhead) else "quests"
            )
    if s.phase == "market":
        return IllegalAction(_why_not_market(s, seat, action), rule="market")
    home = home_phase(action)
    if s.phase == "mine" and home in (None, "mine"):
        words = tr("in the mine you may move one of your overseers in a straight line, or pass")
        return IllegalAction(words, rule="mine")
    return IllegalAction(out_of_phase(s, action), rule=PHASE_RULES.get(s.phase, "round"))


def out_of_phase(s: FWState, action: Action) -> str:
    """The refusal of a move with nothing more precise to say (playtest 16: "that move is not
    possible now" named no rule): when the move belongs to another phase, when that phase
    comes; then what the rules let the player do now."""
    home = home_phase(action)
    now = now_words(s)
    if home is None or home == s.phase:
        return now
    return tr("{when}: {now}", when=tr(PHASE_OF_MOVE[home]), now=now)


def home_phase(action: Action) -> str | None:
    """The phase whose move ``action`` is (None for the merchant's, a reward's and a choice's,
    which more than one phase asks for)."""
    return next((phase for kinds, phase in MOVE_HOMES if isinstance(action, kinds)), None)


def now_words(s: FWState) -> str:
    """What the rules let the seat to act do now, in a player's words."""
    if s.phase == "wealth":
        n = s.world.content.rules.wealth_kept
        return tr("now keep {n} of the wealth cards dealt to you", n=n)
    if s.phase == "quest":
        if s.step == "acquire":
            return tr("now take one quest from the offer, or pass")
        return tr("now equip your quests, then finish managing them")
    return tr(NOW_WORDS.get(s.phase, "the game is over"))


def _why_not_pending(item: dict, action: Action) -> IllegalAction:
    """The refusal of ``action`` while ``item``, a choice, waits to be made."""
    if item["kind"] == "title" and isinstance(action, ChooseTitle):
        words = tr("each of your champions needs a different title, one you do not hold yet")
        return IllegalAction(words, rule="champions")
    if item["kind"] == "spend" and isinstance(action, TileBuy):
        words = tr("{why} has {n} gold left, not enough for that", why=item["why"], n=item["count"])
        return IllegalAction(words, rule="bonus-tiles")
    return IllegalAction(r.first_choose(item), rule=PENDING_RULES.get(item["kind"], "rewards"))


def _why_not_quest(s: FWState, seat: int, action: Action) -> str | None:
    """Why the quest phase refuses ``action``, when it is one of its own moves that is."""
    if s.step == "manage" and isinstance(action, StartAhead):
        entry = next((e for e in s.seats[seat].quests if e.id == action.quest), None)
        if entry is None:
            return tr("that quest is not one of your active quests")
        return champs.why_not_ahead(s, seat, entry, action.steps) or tr("not now")
    if isinstance(action, Equip):
        problem = q.why_not_equip(s, seat, action)
        if problem:
            return problem
    if s.step == "acquire" and isinstance(action, Equip | Unassign | StartAhead | Done):
        return tr("first take a quest from the offer or pass")
    if s.step == "acquire" and isinstance(action, TakeQuest):
        return q.why_not_take(s, seat, action.slot)
    if s.step == "manage" and isinstance(action, TakeQuest | QuestPass):
        if any(e.taken == s.round for e in s.seats[seat].quests):
            once = tr("each player takes at most one quest a round, and you have taken yours")
        else:
            once = tr("each player takes at most one quest a round, and you passed this round")
        return tr("{when}: {now}", when=once, now=now_words(s))
    if s.step == "manage" and isinstance(action, Unassign):
        adv = next((a for a in s.seats[seat].advs if a.id == action.adv), None)
        if adv is not None and adv.quest is None:
            return tr("that adventurer is on no quest, so there is nothing to take back")
    return None


MARKET_MOVES = (Barracks, Bazaar, Blacksmith, Clerk, EndBonusSpace, MarketPass, Road)
"""The moves of the market phase's action spaces (the merchant's deals are checked apart)."""

QUEST_MOVES = (TakeQuest, QuestPass, Equip, StartAhead, Finish)
"""The quest phase's moves: taking a quest from the offer, equipping, finishing."""


def _why_not_market(s: FWState, seat: int, action: Action) -> str:
    """Why the market phase refuses ``action``: the phase itself for another phase's move
    (never a cost), else what the space or card lacks."""
    if isinstance(action, QUEST_MOVES):
        return tr(
            "quests are taken and equipped in the quest phase, after the market: now take one"
            " market action or pass"
        )
    if not isinstance(action, MARKET_MOVES):
        return tr("it is the market phase: take one market action or pass")
    if isinstance(action, Road | Clerk) and not m.space_free(s, m.space_of(s, action), seat):
        return tr(
            "you have used the {space} space this round: your two market actions take two"
            " different spaces",
            space=m.SPACE_NAMES[m.space_of(s, action)],
        )
    if isinstance(action, Road):
        try:
            steps = q.road_steps(s, seat, action.quest)
        except IllegalAction as exc:
            return str(exc)
        if steps == 0:
            return tr("the road cannot finish a quest")
        return tr("the road rushes this quest 1 to {n} steps", n=steps)
    space = m.space_of(s, action)
    if space and not m.space_free(s, space):
        return tr("the {space} space is already taken this round", space=m.SPACE_NAMES[space])
    return why_not_market(s, seat, action) or tr("that market action is not open to you now")


PHASE_RULES = {
    "wealth": "setup",
    "place": "setup",
    "mine": "mine",
    "market": "market",
    "quest": "quests",
    "rewards": "rewards",
}
"""The rules section that explains a refusal in each phase with nothing more precise."""

MOVE_HOMES: tuple[tuple[type | tuple[type, ...], str], ...] = (
    (KeepWealth, "wealth"),
    (PlaceOverseer, "place"),
    ((MoveOverseer, PassMove), "mine"),
    (MARKET_MOVES, "market"),
    ((TakeQuest, QuestPass, Equip, Unassign, StartAhead, Done), "quest"),
    (Finish, "rewards"),
)
"""The phase each kind of move belongs to (``home_phase``)."""

PHASE_OF_MOVE = {
    "wealth": "wealth cards are chosen once, before the first round",
    "place": "overseers are placed once, before the first round",
    "mine": "overseers move in the mine phase, at the start of each round",
    "market": "market actions are taken in the market phase, after the mine phase",
    "quest": "quests are taken and equipped in the quest phase, after the market",
    "rewards": "that ends your turn of quest rewards, at the end of the round",
}
"""When a move of each phase is made (untranslated: ``out_of_phase`` translates)."""

NOW_WORDS = {
    "place": "now place one of your overseers on a free hex of the mine",
    "mine": "now move one of your overseers in a straight line, or pass",
    "market": "now take one market action or pass",
    "rewards": "now trade with the merchant if you wish, then you are done for this round",
}
"""What a seat may do in each phase with one set of words (untranslated: ``now_words``
translates, and words the wealth and quest phases)."""

PENDING_RULES = {"title": "champions", "spend": "bonus-tiles", "overseer": "overseer-move"}
"""The rules section of a choice waiting to be made (others are quest rewards)."""
