"""Warparty's move table (``core/moves.py``): each action type's check and apply.

Every check first refuses what the turn rules out (the game is over, the dice decide, an offer
waits for its answer); a move off the legal list is then refused by its own rule, with the
section of the rules that explains it named in the same row of the table (``_section``). A
unit's move is the exception that keeps the game fast: its check refuses only what rules out
any move now (``why_not_moving``), and its apply judges the units and the destination while it
makes the move (``move_or_refusal``), raising the refusal with the movement section.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Protocol

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction, Refusal
from forgegames.core.i18n import N_, tr
from forgegames.core.moves import Move as MoveRule
from forgegames.core.moves import MoveTable
from forgegames.core.title import CHANCE, TERMINAL, Event
from forgegames.games.warparty import (
    battles,
    combat,
    dungeons,
    flow,
    heroes,
    nouns,
    purchases,
    quests,
    spells,
    start,
    treasure,
    treasure_stash,
    treasure_use,
)
from forgegames.games.warparty.actions import (
    Answer,
    Buy,
    Cast,
    ChooseSpell,
    Concede,
    DealQuest,
    Deploy,
    EndCombat,
    EndMove,
    EndTurn,
    Explore,
    Fight,
    FindMonster,
    FindTreasure,
    Found,
    KeepQuests,
    LeaveDungeon,
    Move,
    OfferMarginal,
    Order,
    Ready,
    Research,
    RetreatTo,
    RollOff,
    SellTreasure,
    Shoot,
    TakeTreasure,
    Upgrade,
    UseTreasure,
)
from forgegames.games.warparty.model import army_name, other_side, team_name
from forgegames.games.warparty.moves import move_event, move_or_refusal
from forgegames.games.warparty.seating import battle_seat, team_seat
from forgegames.games.warparty.shooting import why_not_shoot
from forgegames.games.warparty.state import (
    PHASE_COLLECT,
    PHASE_MOVE,
    PHASE_OVER,
    PHASE_SETUP,
    WPState,
    evolve,
)
from forgegames.games.warparty.world import World


class WarpartyTitle(Protocol):
    """What the checks and applies ask of the title (``rules.WarpartyTitle``): its world, whose
    turn it is, the chance outcomes due and whether a move is on the legal list."""

    @property
    def world(self) -> World: ...

    def current_player(self, state: WPState) -> int: ...

    def chance_outcomes(self, state: WPState) -> list[tuple[Action, float]]: ...

    def listed(self, state: WPState, action: Action) -> bool: ...


NOT_NOW = N_("that move is not allowed at this point of the turn")
DICE = N_("the dice decide this: it is not a player's move")


# --- the battle ---------------------------------------------------------------------------------
def battle_only(state: WPState, action: Action) -> tuple[WPState, list[Event]]:
    """A legal battle step's own changes and events, before a battle it ends is settled: each
    of the battle's lines a core event of kind "battle", in the colour of the seat it is about
    (``seating.battle_seat``)."""
    battle, said = combat.apply(state.battle, action)
    events = [dataclasses.replace(e, seat=battle_seat(state, e)) for e in said]
    return evolve(state, battle=battle), events


def battle_part(state: WPState, w: World, action: Action) -> tuple[WPState, list[Event]] | None:
    """The changes ``apply`` makes with ``action`` before the battle it ends is settled on the
    map (``_finished``): a step of the battle's own, a spell, a treasure, leaving a dungeon;
    None for a move that is none of these."""
    if state.battle is None:
        return None
    if isinstance(action, Cast):
        return spells.cast(state, w, action)
    if isinstance(action, UseTreasure):
        return treasure_use.use(state, w, action)
    if isinstance(action, LeaveDungeon):
        return dungeons.leaving(state)
    steps = combat.Target | combat.RetreatRoll | combat.Retreat | combat.PressOn
    if isinstance(action, steps) or (isinstance(action, combat.Roll) and not state.rolling):
        return battle_only(state, action)
    return None


def _battle_step(state: WPState, w: World, action: Action) -> tuple[WPState, list[Event]]:
    state, events = battle_only(state, action)
    state = spells.settle(state, w)
    if combat.is_over(state.battle):
        state, more = _finished(state, w)
        events += more
    return state, events


def _finished(state: WPState, w: World) -> tuple[WPState, list[Event]]:
    """The battle under way has ended: its result on the map (a dungeon's its own way)."""
    if state.delve is not None:
        return dungeons.finish(state, w)
    state, events = battles.finish(state, w)
    left = battles.battle_places(state)
    return evolve(state, battles=tuple(b for b in state.battles if b in left)), events


def _battle_refusal(state: WPState, action: Action) -> Refusal | None:
    """Why the battle under way refuses ``action`` (its own words and section), or None."""
    if state.battle is None:
        return None
    try:
        combat.apply(state.battle, action, explain=False)
    except IllegalAction as exc:
        return Refusal(str(exc), exc.rule)
    return None


# --- what each move makes -----------------------------------------------------------------------
def _roll_off(state: WPState, w: World, action: RollOff):
    return start.rolled_off(state, w, action.side)


def _order(state: WPState, w: World, action: Order):
    return start.ordered(state, w, action.choice == "first")


def _roll(state: WPState, w: World, action: combat.Roll):
    """A die: a research roll's while one is due, else the battle's."""
    if state.rolling:
        return purchases.research_roll(state, w, action.value)
    if dungeons.chance_due(state):
        return dungeons.step(state, w, action)
    return _battle_step(state, w, action)


def _explore(state: WPState, w: World, action: Explore):
    return dungeons.explore(state, w, action)


def _find_monster(state: WPState, w: World, action: FindMonster):
    return dungeons.step(state, w, action)


def _find_treasure(state: WPState, w: World, action: FindTreasure):
    return treasure.find(state, w, action)


def _leave(state: WPState, w: World, action: LeaveDungeon):
    return dungeons.leave(state, w, action)


def _why_not_explore(title: WarpartyTitle, state: WPState, action: Explore) -> str | None:
    return dungeons.why_not_explore(state, title.world, action.place)


def _why_not_leave(title: WarpartyTitle, state: WPState, action: LeaveDungeon) -> str | None:
    if not dungeons.in_dungeon(state):
        return tr("only heroes exploring a dungeon leave it")
    return tr("the heroes leave the dungeon when it is theirs to act")


def _deal_quest(state: WPState, w: World, action: DealQuest):
    return quests.deal(state, w, action)


def _keep_quests(state: WPState, w: World, action: KeepQuests):
    return quests.keep(state, w, action, start.begin)


def _end_move(state: WPState, w: World, action: EndMove):
    state, events = flow.end_movement(state, w)
    if state.cast and state.phase != PHASE_MOVE:  # the movement spells' record of the turn
        state = evolve(state, cast=())
    return state, events


def _fight(state: WPState, w: World, action: Fight):
    return battles.start_battle(state, w, action.place)


def _shoot(state: WPState, w: World, action: Shoot):
    return battles.start_volley(state, w, action.units, action.place)


def _retreat_to(state: WPState, w: World, action: RetreatTo):
    return battles.send_retreat(state, w, action.place)


def _end_combat(state: WPState, w: World, action: EndCombat):
    return flow.end_combat(state, w)


def _buy(state: WPState, w: World, action: Buy):
    return purchases.buy(state, w, action)


def _choose_spell(state: WPState, w: World, action: ChooseSpell):
    return heroes.choose(state, w, action)


def _cast(state: WPState, w: World, action: Cast):
    state, events = spells.cast(state, w, action)
    if state.battle is not None and combat.is_over(state.battle):  # a spell ended the battle
        state, more = _finished(state, w)
        state = evolve(state, cast=())
        events += more
    return state, events


def _use_treasure(state: WPState, w: World, action: UseTreasure):
    state, events = treasure_use.use(state, w, action)
    if combat.is_over(state.battle):  # the use ended the battle (nobody left to act)
        state, more = _finished(state, w)
        events += more
    return state, events


def _take(state: WPState, w: World, action: TakeTreasure):
    return treasure_stash.take(state, w, action)


def _sell(state: WPState, w: World, action: SellTreasure):
    return treasure_stash.sell(state, w, action)


def _why_not_stash(
    title: WarpartyTitle, state: WPState, action: TakeTreasure | SellTreasure
) -> str | None:
    return treasure_stash.why_not(state, title.world, action)


def _why_not_use(title: WarpartyTitle, state: WPState, action: UseTreasure) -> str | None:
    return treasure_use.why_not_use(state, title.world, action)


def _why_not_cast(title: WarpartyTitle, state: WPState, action: Cast) -> str | None:
    return spells.why_not_cast(state, title.world, action)


def _found(state: WPState, w: World, action: Found):
    if state.phase == PHASE_SETUP:
        return start.found_setup_city(state, w, action.army, action.place)
    return purchases.found(state, w, action)


def _upgrade(state: WPState, w: World, action: Upgrade):
    return purchases.upgrade(state, w, action)


def _research(state: WPState, w: World, action: Research):
    return purchases.pay_research(state, w, action)


def _end_turn(state: WPState, w: World, action: EndTurn):
    if state.cast:  # the placement spells' record of the turn
        state = evolve(state, cast=())
    return flow.end_purchases(state, w)


def _deploy(state: WPState, w: World, action: Deploy):
    return start.deploy(state, w, action.units, action.place)


def _ready(state: WPState, w: World, action: Ready):
    return start.end_setup_group(state, w)


def _concede(state: WPState, w: World, action: Concede):
    winner = other_side(state.side)
    over = evolve(state, winner=winner, how="surrender", phase=PHASE_OVER)
    text = tr(
        "The {team} team surrenders: the {winner} team wins.",
        team=team_name(state.side),
        winner=team_name(winner),
    )
    return over, [Event(text, team_seat(state, state.side), "result")]


def _offer(state: WPState, w: World, action: OfferMarginal):
    other = other_side(state.side)
    words = (
        N_("The {team} team offers the {other} team a marginal defeat.")
        if action.outcome == "defeat"
        else N_("The {team} team offers the {other} team a marginal victory.")
    )
    text = tr(words, team=team_name(state.side), other=team_name(other))
    event = Event(text, team_seat(state, state.side), "move")
    return evolve(state, offer=state.side, offered=action.outcome), [event]


def _answer(state: WPState, w: World, action: Answer):
    taker = other_side(state.offer)
    seat = team_seat(state, taker)
    if not action.accept:
        text = tr("The {team} team declines: the war goes on.", team=team_name(taker))
        return evolve(state, offer="", offered=""), [Event(text, seat, "move")]
    if state.offered == "defeat":
        winner, how = state.offer, "marginal defeat by agreement"
        text = tr(
            "The {team} team accepts a marginal defeat: the {winner} team wins a marginal "
            "victory by agreement.",
            team=team_name(taker),
            winner=team_name(winner),
        )
    else:
        winner, how = taker, "marginal victory by agreement"
        text = tr("The {team} team accepts a marginal victory by agreement.", team=team_name(taker))
    over = evolve(state, offer="", offered="", winner=winner, how=how, phase=PHASE_OVER)
    return over, [Event(text, seat, "result")]


# --- why not ------------------------------------------------------------------------------------
Why = Callable[["WarpartyTitle", WPState, Any], str | None]
"""Why a move off the legal list is refused (the words, a ``Refusal`` when they name their own
section), or None to leave it to the battle under way or to ``NOT_NOW``."""


def _why_not_buying(title: WarpartyTitle, state: WPState, action: Any) -> str | None:
    if state.phase not in (PHASE_COLLECT, PHASE_SETUP) or action.army not in start.acting(state):
        return tr("the {army} buy only in their own placement phase", army=army_name(action.army))
    return _spells_owed(title, state)


def _why_not_buy(title: WarpartyTitle, state: WPState, action: Buy) -> str | None:
    return _why_not_buying(title, state, action) or purchases.why_not_buy(
        state, title.world, action.army, action.unit, action.place
    )


def _why_not_upgrade(title: WarpartyTitle, state: WPState, action: Upgrade) -> str | None:
    return _why_not_buying(title, state, action) or purchases.why_not_upgrade(
        state, title.world, action.army, action.upgrade
    )


def _why_not_research(title: WarpartyTitle, state: WPState, action: Research) -> str | None:
    return _why_not_buying(title, state, action) or purchases.why_not_research(
        state, title.world, action.army, action.line
    )


def _why_not_choose_spell(title: WarpartyTitle, state: WPState, action: ChooseSpell) -> str | None:
    return heroes.why_not_choose(state, title.world, action, start.acting(state))


def _why_not_keep(title: WarpartyTitle, state: WPState, action: KeepQuests) -> str | None:
    return quests.why_not_keep(state, title.world, action)


def _why_not_found(title: WarpartyTitle, state: WPState, action: Found) -> str | None:
    why = _why_not_buying(title, state, action)
    if why:
        return why
    if state.phase == PHASE_SETUP:
        return start.why_not_setup_city(state, title.world, action.army, action.place)
    return purchases.why_not_found(state, title.world, action.army, action.place)


def _why_not_ready(title: WarpartyTitle, state: WPState, action: Ready) -> str | None:
    return _spells_owed(title, state) or start.why_not_ready(state, title.world)


def _why_not_end_turn(title: WarpartyTitle, state: WPState, action: EndTurn) -> str | None:
    return _spells_owed(title, state)


def _spells_owed(title: WarpartyTitle, state: WPState) -> str | None:
    """Why the buying may not end: a hero of the acting armies has spells to choose."""
    if state.phase not in (PHASE_COLLECT, PHASE_SETUP):
        return None
    owing = heroes.owing(state, title.world, start.acting(state))
    if not owing:
        return None
    hero = heroes.sheet_of(title.world, owing[0])
    words = tr("{hero} must choose spells first", hero=nouns.of(owing[0].army, hero).the)
    return Refusal(words, rule="heroes")


def _why_not_end_combat(title: WarpartyTitle, state: WPState, action: EndCombat) -> str | None:
    return tr("every battle must be fought before combat ends") if state.battles else None


def _why_not_shoot(title: WarpartyTitle, state: WPState, action: Shoot) -> str | None:
    return why_not_shoot(state, title.world, action) or tr(
        "a ranged attack goes into a neighbouring territory where enemies stand"
    )


def _why_not_retreat_to(title: WarpartyTitle, state: WPState, action: RetreatTo) -> str | None:
    return battles.why_not_retreat_to(state, title.world, action.place)


def _nothing(title: WarpartyTitle, state: WPState, action: Any) -> str | None:
    return None


def why_not_moving(title: WarpartyTitle, state: WPState) -> str | None:
    """Why no unit may move now (the units and the destination aside), or None."""
    who = title.current_player(state)
    if who == TERMINAL:
        return tr("the game is over")
    if who == CHANCE:
        return tr(DICE)
    if state.offer:
        return tr(
            N_("the offer of a marginal defeat must be answered first")
            if state.offered == "defeat"
            else N_("the offer of a marginal victory must be answered first")
        )
    if state.phase != PHASE_MOVE or state.battle is not None:
        return tr("units move only in their team's movement phase")
    return None


MOVEMENT, SETUP = "movement", "setup"
"""The rules sections of a unit's move and of a quick-play placement."""


def _refused(words: str, rule: str | None) -> Refusal:
    """The refusal in ``words``, explained by their own section when they name one (a
    ``Refusal`` worded deeper), else by ``rule``, the section of the move's row."""
    return Refusal(words, getattr(words, "rule", None) or rule)


def _turn_refusal(title: WarpartyTitle, state: WPState, action: Action) -> str | None:
    """What rules out ``action`` whatever it is: the game over, or the dice to decide (a chance
    outcome the node offers passes)."""
    who = title.current_player(state)
    if who == TERMINAL:
        return tr("the game is over")
    if who == CHANCE:
        outcomes = title.chance_outcomes(state)
        if any(action is a for a, _ in outcomes) or action in dict(outcomes):
            return None
        return tr(DICE)
    return None


def table(title: WarpartyTitle) -> MoveTable:
    """``title``'s moves (its world is read as a move is checked or made)."""

    def section(rule: str | None, why: Why = _nothing) -> Callable[[WPState, Any], Any]:
        """The check of a move whose refusals ``rule`` explains, unless worded with their own:
        the turn's, then the legal list, then ``why``, the battle's, ``NOT_NOW``."""

        def check(state: WPState, action: Any) -> Refusal | None:
            if title.current_player(state) >= 0:
                if title.listed(state, action):
                    return None
                words = why(title, state, action) or _battle_refusal(state, action) or tr(NOT_NOW)
            else:
                words = _turn_refusal(title, state, action)
                if words is None:
                    return None
            return _refused(words, rule)

        return check

    def made(handler: Callable[[WPState, World, Any], tuple[WPState, list[Event]]]):
        def apply(state: WPState, action: Any, events: list[Event]) -> WPState:
            new, said = handler(state, title.world, action)
            events += said
            return new

        return apply

    def check_moving(state: WPState, action: Move) -> Refusal | None:
        words = why_not_moving(title, state)
        return None if words is None else _refused(words, MOVEMENT)

    def move(state: WPState, action: Move, events: list[Event]) -> WPState:
        after = move_or_refusal(state, title.world, action)
        if isinstance(after, str):
            raise IllegalAction(_refused(after, MOVEMENT))
        events.append(move_event(state, title.world, action))
        return after

    def check_deploy(state: WPState, action: Deploy) -> Refusal | None:
        """Any of a stack's units may be placed in the quick-play set-up, not only the first or
        all that the legal list offers."""
        words = _turn_refusal(title, state, action) or start.why_not_deploy(
            state, title.world, action.units, action.place
        )
        return None if words is None else _refused(words, SETUP)

    moves: dict[type, MoveRule] = {
        RollOff: MoveRule(section("setup"), made(_roll_off)),
        Order: MoveRule(section("setup"), made(_order)),
        Ready: MoveRule(section("setup", _why_not_ready), made(_ready)),
        DealQuest: MoveRule(section("secret-quests"), made(_deal_quest)),
        KeepQuests: MoveRule(section("secret-quests", _why_not_keep), made(_keep_quests)),
        Deploy: MoveRule(check_deploy, made(_deploy)),
        Move: MoveRule(check_moving, move),
        EndMove: MoveRule(section("movement"), made(_end_move)),
        Fight: MoveRule(section("combat"), made(_fight)),
        Explore: MoveRule(section("dungeons", _why_not_explore), made(_explore)),
        LeaveDungeon: MoveRule(section("dungeons", _why_not_leave), made(_leave)),
        FindMonster: MoveRule(section("dungeons"), made(_find_monster)),
        FindTreasure: MoveRule(section("dungeons"), made(_find_treasure)),
        EndCombat: MoveRule(section("combat", _why_not_end_combat), made(_end_combat)),
        Shoot: MoveRule(section("ranged", _why_not_shoot), made(_shoot)),
        RetreatTo: MoveRule(section("retreat", _why_not_retreat_to), made(_retreat_to)),
        combat.Target: MoveRule(section("rows"), made(_battle_step)),
        combat.Roll: MoveRule(section("combat"), made(_roll)),
        combat.RetreatRoll: MoveRule(section("retreat"), made(_battle_step)),
        combat.Retreat: MoveRule(section("retreat"), made(_battle_step)),
        combat.PressOn: MoveRule(section("retreat"), made(_battle_step)),
        Buy: MoveRule(section("economy", _why_not_buy), made(_buy)),
        Research: MoveRule(section("economy", _why_not_research), made(_research)),
        EndTurn: MoveRule(section("economy", _why_not_end_turn), made(_end_turn)),
        ChooseSpell: MoveRule(section("heroes", _why_not_choose_spell), made(_choose_spell)),
        Cast: MoveRule(section("heroes", _why_not_cast), made(_cast)),
        UseTreasure: MoveRule(section("treasure", _why_not_use), made(_use_treasure)),
        TakeTreasure: MoveRule(section("treasure", _why_not_stash), made(_take)),
        SellTreasure: MoveRule(section("treasure", _why_not_stash), made(_sell)),
        Found: MoveRule(section("cities", _why_not_found), made(_found)),
        Upgrade: MoveRule(section("capitals", _why_not_upgrade), made(_upgrade)),
        Concede: MoveRule(section("victory"), made(_concede)),
        OfferMarginal: MoveRule(section("victory"), made(_offer)),
        Answer: MoveRule(section("victory"), made(_answer)),
    }
    unknown = section(None)
    return MoveTable(
        moves, unknown=lambda state, action: unknown(state, action) or Refusal(tr(NOT_NOW))
    )
