"""The epic game's three stages: which game a state is playing, how far it has come, what
changes with the stage (hiring cost, prices, rounds), its set-up, and the change of stage.

``state.round`` counts the rounds of the whole game (1 to 18 in the epic game); the stage and
the round within it are worked out from it. The simple game is one stage of
``rules.rounds`` rounds and never changes stage.

A change of stage (``begin_stage``), after the last round of a stage has ended (its bonus tile
and the normal removal from the quest offer done): the old stage's quests leave the offer, the
normal designs still face down in the weapon deck go public (with the stage's own public
designs, the Mithril Sword at stage 2), the old stage's other face-down cards leave the game,
the new stage's market decks are laid out (stage 3 deals only some of its designs: chance
nodes), the mine is cleared and rebuilt from the new stage's pieces (a chance node for the
sides), and everyone places their overseers again in player order. In the solo epic game the
player places every colour's overseers again in the order track's order (the automated colours'
too, as at set-up), and the whole quest offer is cleared before the new stage's two deals.
"""

from __future__ import annotations

from forgegames.core.i18n import listing, ntr, tr
from forgegames.games.forge_war.economy import Log
from forgegames.games.forge_war.info import EPIC_VARIANTS
from forgegames.games.forge_war.mine_phase import Placement
from forgegames.games.forge_war.state import FWState, appended, changed, evolve, queued, taken_out
from forgegames.games.forge_war.world import World


def is_epic(state: FWState) -> bool:
    return state.variant in EPIC_VARIANTS


def last_round(state: FWState) -> int:
    """The game's last round (the epic game's rounds run on across its stages)."""
    if is_epic(state):
        epic = state.world.content.epic
        return epic.stage_count * epic.rounds_per_stage
    return state.world.content.rules.rounds


def stage_of(state: FWState) -> int:
    if not is_epic(state):
        return 1
    epic = state.world.content.epic
    return min(epic.stage_count, (state.round - 1) // epic.rounds_per_stage + 1)


def stage_round(state: FWState) -> int:
    """The round within the current stage (1 to 6 in the epic game)."""
    if not is_epic(state):
        return state.round
    return (state.round - 1) % state.world.content.epic.rounds_per_stage + 1


def round_text(state: FWState) -> str:
    """'Round 3' in the simple game, 'Stage 2, round 3' in the epic game."""
    if is_epic(state):
        return tr("Stage {stage}, round {n}", stage=stage_of(state), n=stage_round(state))
    return tr("Round {n}", n=state.round)


def hire_cost(state: FWState) -> int:
    """What the barracks charge for an adventurer: the stage's price in the epic game."""
    if is_epic(state):
        return state.world.content.epic_stages[stage_of(state)].hire_cost
    return state.world.content.rules.hire_cost


def starting_adventurers(world: World, variant: str, bonus_tiles: bool) -> int:
    c = world.content
    if variant not in EPIC_VARIANTS:
        return c.rules.starting_adventurers
    if bonus_tiles:
        return c.epic.starting_adventurers_with_bonus_tiles
    return c.epic.starting_adventurers


def uses_champions(state: FWState) -> bool:
    return is_epic(state)


# --- set-up ---------------------------------------------------------------------------------------
def epic_market(world: World) -> dict[str, tuple[str, ...]]:
    """The decks and public row of stage 1 (the epic game's own ``state.market`` keys)."""
    first = world.content.market_stages[1]
    return {
        "weapon": tuple(first.weapon_deck),
        "bonus": tuple(first.bonus),
        "single": tuple(first.single_use),
        "public": tuple(first.public),
        "unused": (),
        "undealt": (),
    }


def epic_quest_decks(world: World) -> dict[str, list[str]]:
    """Every epic quest deck by colour, the starred green quests included."""
    c = world.content
    return {ref.deck: sorted(c.quest_deck(ref.deck, ref.stage)) for ref in c.epic.quest_decks}


# --- the change of stage --------------------------------------------------------------------------
def stage_begins(state: FWState) -> bool:
    """True in the first round of stage 2 or 3 (call after the round number moved on)."""
    return is_epic(state) and state.round > 1 and stage_round(state) == 1


def stage_ends(state: FWState) -> bool:
    """True in the last round of stage 1 or 2 (another stage follows)."""
    epic = state.world.content.epic
    return (
        is_epic(state)
        and state.round < last_round(state)
        and stage_round(state) == epic.rounds_per_stage
    )


def begin_stage(state: FWState, log: Log) -> FWState:
    """Everything a new stage changes but the round's own reveals and quest deals."""
    c = state.world.content
    stage = stage_of(state)
    rules = c.epic_stages[stage]
    log.add(tr("Stage {n} begins", n=stage), None, "phase")
    state = clear_old_quests(state, stage, log)
    state = turn_up_old_designs(state, log)
    new = c.market_stages[stage]
    for design in (*new.public, *rules.made_public):
        if design not in state.market["public"]:
            state = appended(state, "market", "public", design)
            log.add(tr("{card} joins the public designs", card=c.card_name(design)), None, "move")
    state = changed(state, "market", bonus=tuple(new.bonus), single=tuple(new.single_use))
    if rules.weapons_dealt is None:
        state = changed(state, "market", weapon=tuple(new.weapon_deck))
    else:
        state = changed(state, "market", weapon=(), undealt=tuple(new.weapon_deck))
    state = queued(state, [("sides",)] + [("design",)] * (rules.weapons_dealt or 0))
    # Solo: the order track of mine colours; the player places the automated colours' too.
    order = state.solo["order"] if state.solo else state.order
    state = evolve(state, mine=None, phase="place", mphase=Placement(tuple(order)))
    if state.solo:
        cleared = tr(
            "The mine is cleared for stage {n}: {{0}} places every colour's overseers"
            " again, the automated colours' too",
            n=stage,
        )
        log.add(cleared, 0, "phase")
    else:
        log.add(
            tr("The mine is cleared for stage {n}: everyone places their overseers again", n=stage),
            None,
            "phase",
        )
    return state


def clear_old_quests(state: FWState, stage: int, log: Log) -> FWState:
    """The cards of the decks the stage names leave the offer (active quests stay); in the solo
    game every card leaves it, so that the new stage's two deals start an empty offer."""
    c = state.world.content
    decks = {ref.key for ref in c.epic_stages[stage].offer_removed}
    everything = state.solo is not None
    offer = list(state.quests["offer"])
    removed = []
    for slot, qid in enumerate(offer):
        if qid is None:
            continue
        if everything or (c.all_quests[qid].deck, c.all_quests[qid].stage) in decks:
            removed.append(qid)
            offer[slot] = None
    state = appended(state, "quests", "gone", *removed)
    state = changed(state, "quests", offer=tuple(offer))
    if removed:
        names = listing([c.card_name(q) for q in removed])
        words = ntr(
            len(removed),
            "The old stage's quest leaves the offer: {names}",
            "The old stage's quests leave the offer: {names}",
            names=names,
        )
        log.add(words, None, "consequence")
    return state


def turn_up_old_designs(state: FWState, log: Log) -> FWState:
    """Normal designs still face down go public; every other face-down card of the old stage
    leaves the game."""
    c = state.world.content
    mk = state.market
    public, unused = list(mk["public"]), list(mk["unused"])
    for cid in sorted(mk["weapon"]):
        if not c.all_weapons[cid].unique:
            public.append(cid)
            log.add(
                tr("{card} was still face down: it joins the public designs", card=c.card_name(cid))
            )
        else:
            unused.append(cid)
    unused += [*mk["bonus"], *mk["single"], *mk["undealt"]]
    gone: dict[str, tuple[str, ...]] = dict.fromkeys(("weapon", "bonus", "single", "undealt"), ())
    return changed(state, "market", public=tuple(public), unused=tuple(unused), **gone)


def deal_outcomes(state: FWState) -> list[str]:
    """The designs a stage-3 weapon deal may draw."""
    return sorted(state.market["undealt"])


def deal_design(state: FWState, card: str) -> FWState:
    return appended(taken_out(state, "market", "undealt", card), "market", "weapon", card)


# --- what the box holds at this point -------------------------------------------------------------
def market_cards_in_play(state: FWState) -> list[str]:
    """Every market card the game has laid out so far (for the conservation check)."""
    c = state.world.content
    if not is_epic(state):
        return c.market_card_ids()
    ids: list[str] = []
    for stage in range(1, stage_of(state) + 1):
        cards = c.market_stages[stage]
        ids += [*cards.public, *cards.weapon_deck, *cards.bonus, *cards.single_use]
    return ids


def quest_cards_in_play(state: FWState) -> list[str]:
    c = state.world.content
    if not is_epic(state):
        return [x.id for x in c.quests.values() if not x.starred]
    return [qid for ref in c.epic.quest_decks for qid in c.quest_deck(ref.deck, ref.stage)]
