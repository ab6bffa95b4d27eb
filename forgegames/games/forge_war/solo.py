"""The solo variant's rules (rulebook "Solo Variant"), as small hooks the round flow calls.

One player (seat 0, mine colour 0) against the mine: the mine is laid for three with two
automated colours (mine colours 1 and 2, no seat) whose moves follow a priority
(``solo_mine``); the order track rotates; the market is the 2-player one with two actions; the
quest deck is built for a difficulty and only the two free offer slots are dealt, the offer
being pushed back each round instead of cleared; the player must take a quest every round and
never fail one, or the game ends at once as a loss; at the end every quest must be finished
but the last round's own (``end_game``, docs/rulings.md).

The hooks take the stage decks from ``world.content.solo_decks[game]``, so the same code serves the
simple game ("solo") and the epic one ("solo-epic").
"""

from __future__ import annotations

import zlib

from forgegames.core.actions import Action
from forgegames.core.frozen import FrozenMap
from forgegames.core.i18n import N_, listing, ntr, tr
from forgegames.core.title import GameConfig
from forgegames.games.forge_war.content_records import SoloDeck
from forgegames.games.forge_war.economy import Log
from forgegames.games.forge_war.game_actions import SetAside
from forgegames.games.forge_war.info import DEFAULT_DIFFICULTY, TIES_OPTION
from forgegames.games.forge_war.mine import MineRules
from forgegames.games.forge_war.mine_actions import PassMove
from forgegames.games.forge_war.mine_phase import MinePhase, start_mine_phase
from forgegames.games.forge_war.notes import AUTOMATED_NAMES, Note, automaton
from forgegames.games.forge_war.quests import fail_quest, quest_card
from forgegames.games.forge_war.scoring import final_scores
from forgegames.games.forge_war.solo_mine import priority_moves
from forgegames.games.forge_war.state import FWState, appended, changed, evolve, queued, taken_out
from forgegames.games.forge_war.words import DIFFICULTY_WORDS, said
from forgegames.games.forge_war.world import World

VARIANTS = {"solo": "simple", "solo-epic": "epic"}
"""Solo variant id -> the game it is played on (keys of the content's ``solo_decks``)."""
TIES_WORDS = (N_("Computer picks"), N_("I pick"))
"""The option's values as the launcher shows them (``TitleInfo.option_value_name``)."""


def is_solo(variant: str) -> bool:
    return variant in VARIANTS


def game_of(state: FWState) -> str:
    return VARIANTS[state.variant]


def automated(state: FWState) -> tuple[int, ...]:
    """The automated mine colours."""
    return tuple(range(state.players, state.players + state.world.content.solo.automated))


def mine_players(state: FWState) -> int:
    """How many players the mine is laid out for."""
    return state.world.content.solo.mine_players if state.solo else state.players


def mine_order(state: FWState) -> list[int]:
    """The order track: mine colours in solo, else the player order."""
    return state.solo["order"] if state.solo else state.order


def starting_adventurers(world: World, config: GameConfig, default: int) -> int:
    """Each player's starting adventurers: one more in solo (the epic game with bonus tiles has
    its own figure), ``default`` otherwise."""
    if not is_solo(config.variant):
        return default
    game = VARIANTS[config.variant]
    if game == "epic" and config.option("bonus-tiles", "off") == "on":
        game = "epic-bonus-tiles"
    return world.content.solo.adventurers[game]


# --- setup ---------------------------------------------------------------------------------------
def set_up(state: FWState, config: GameConfig) -> FWState:
    """Turn a fresh one-seat state into a solo game: the automated colours and their markers
    (the player's last), the quest decks for the difficulty (random removals queued as chance
    nodes) and the deals into the free offer slots only."""
    rules = state.world.content.solo
    difficulty = config.option("difficulty", DEFAULT_DIFFICULTY)
    if difficulty not in rules.difficulties:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    colours = automated(state)
    names = (*state.names, *(str(automaton(name)) for name in AUTOMATED_NAMES[: len(colours)]))
    solo = FrozenMap({"difficulty": difficulty, "order": (*colours, 0), "lost": None})
    if config.option(TIES_OPTION, "i-pick") == "computer-picks":
        solo = solo.with_item("ties", "computer")
    state = evolve(state, names=names, solo=solo)
    state = build_decks(state, state.world.content.solo_decks[game_of(state)], difficulty)
    return queued(state, (("quest", slot) for slot in rules.offer_slots))


def build_decks(state: FWState, specs: tuple[SoloDeck, ...], difficulty: str) -> FWState:
    """Each of ``specs``'s decks cut for ``difficulty``; the cards left out are set aside."""
    c = state.world.content
    for spec in specs:
        kept, at_random = c.solo_deck(spec, difficulty)
        deck = state.quests.get(spec.deck, ())
        out = [qid for qid in deck if qid not in kept]
        state = changed(state, "quests", **{spec.deck: tuple(sorted(q for q in deck if q in kept))})
        state = appended(state, "quests", "gone", *out)
        state = queued(state, [("set-aside", spec.deck)] * at_random)
    return state


def set_aside_outcomes(state: FWState, deck: str) -> list[Action]:
    return [SetAside(deck, qid) for qid in sorted(state.quests[deck])]


def apply_set_aside(state: FWState, action: SetAside) -> FWState:
    state = taken_out(state, "quests", action.deck, action.quest)
    return appended(state, "quests", "gone", action.quest)


# --- the mine --------------------------------------------------------------------------------
def start_phase(state: FWState) -> MinePhase:
    return start_mine_phase(tuple(state.solo["order"]), automated(state), rotate=True)


def mine_rules(state: FWState) -> MineRules:
    """The solo mine's rules for moves outside the mine phase (reward moves: the player's)."""
    return MineRules(remove_own=True, earners=frozenset(range(state.players)))


def end_phase(state: FWState, phase: MinePhase) -> FWState:
    """The rotated order track is kept for the next mine phase; the player order stays."""
    assert phase.new_order is not None
    return evolve(state, solo=state.solo.with_item("order", tuple(phase.new_order)))


def auto_move(state: FWState, log: Log) -> Action | None:
    """The automated colour's move, to be played at once, when its priority allows only one,
    or allows several and the computer picks among them (``TIES_OPTION``, see ``tie_pick``)."""
    phase = state.mphase
    if not isinstance(phase, MinePhase) or phase.actor not in phase.automated or state.pending:
        return None
    assert state.mine is not None
    allowed = priority_moves(state.mine, phase.actor)
    if len(allowed) > 1 and state.solo.get("ties") == "computer":
        words = tr(
            "{{0}}: the computer picks one of the {n} moves its priority ties", n=len(allowed)
        )
        log.note(Note("automated", words, (phase.actor,)))
        return tie_pick(state, allowed)
    if len(allowed) != 1:
        return None
    if isinstance(allowed[0], PassMove):
        words = tr("{0} has no move: none of its overseers can move")
    else:
        words = tr("{0} has only one move its priority allows")
    log.note(Note("automated", words, (phase.actor,)))
    return allowed[0]


def tie_pick(state: FWState, allowed: list[Action]) -> Action:
    """One of ``allowed`` (moves the priority ranks equal), picked by a number drawn from the
    position: the round, the colour and where every piece stands. The same game (config, seed
    and moves, which laid the mine and the pieces) always picks the same move; a replay or a
    loaded save repeats it, and different games pick differently."""
    assert state.mine is not None and isinstance(state.mphase, MinePhase)
    mine = state.mine
    pieces = sorted(
        [f"w{h.q},{h.r}:{s}" for h, s in mine.workers.items()]
        + [f"o{h.q},{h.r}:{s}" for h, s in mine.overseers.items()]
    )
    moves = sorted(str(a) for a in allowed)
    key = "|".join([str(state.round), str(state.mphase.actor), *pieces, *moves])
    return next(a for a in allowed if str(a) == moves[zlib.crc32(key.encode()) % len(moves)])


# --- the market ----------------------------------------------------------------------------------
def market_turn_over(state: FWState) -> tuple[FWState, bool]:
    """After a market action: the state that counts it, and True when the player's market turn
    is over (two actions each round; a pass counts as one and still pays its gold)."""
    used = state.solo.get("market_used", 0) + 1
    over = used >= state.world.content.solo.market_actions
    return evolve(state, solo=state.solo.with_item("market_used", 0 if over else used)), over


def market_actions_left(state: FWState) -> int:
    return state.world.content.solo.market_actions - state.solo.get("market_used", 0)


# --- the quest offer -----------------------------------------------------------------------------
def push_offer(state: FWState, log: Log) -> FWState:
    """End of round: the quests slide right, keeping their order, just far enough to free the
    dealt slots; a quest pushed past the last slot leaves the game (docs/rulings.md)."""
    offer = state.quests["offer"]
    first = max(state.world.content.solo.offer_slots) + 1
    new: list[str | None] = [None] * len(offer)
    at = first
    for slot, qid in enumerate(offer):
        if qid is None:
            continue
        at = max(at, slot)
        if at < len(new):
            new[at] = qid
        else:
            state = appended(state, "quests", "gone", qid)
            pushed = tr(
                "{name} is pushed off the end of the quest offer",
                name=quest_card(state.world, qid).name,
            )
            log.add(pushed, None)
        at += 1
    return changed(state, "quests", offer=tuple(new))


def queue_deals(state: FWState) -> FWState:
    return queued(state, (("quest", slot) for slot in state.world.content.solo.offer_slots))


# --- the end --------------------------------------------------------------------------------------
def end_game(state: FWState, log: Log) -> FWState:
    """After the last round (docs/rulings.md, "The end of a solo game"): the quest taken in
    the last round, if still under way, is scored as the end scores an unfinished quest and
    spares the game; any quest taken earlier and not finished loses it. Either way the log
    says how the challenge ended."""
    unfinished = []
    for entry in list(state.seats[0].quests):
        if entry.taken == state.round:
            why = tr("the last round's quest need not be finished")
            state = fail_quest(state, 0, entry, log, why, at_end=True, spared=True)
        else:
            why = tr("not finished by the end of the game")
            state = fail_quest(state, 0, entry, log, why, at_end=True)
            unfinished.append(quest_card(state.world, entry.id).name)
    if unfinished:
        why = ntr(
            len(unfinished),
            "{names} not finished by the end of the game",
            "quests {names} not finished by the end of the game",
            names=listing(unfinished),
        )
        return lose(state, log, why)
    state = evolve(state, phase="over")
    score = final_scores(state)[0]
    log.add(tr("The solo game is complete: {{0}} scores {n} prestige", n=score), 0, "result")
    return state


def lose(state: FWState, log: Log, reason: str) -> FWState:
    """The game ends at once as a loss."""
    solo = state.solo.with_item("lost", reason)
    log.add(tr("{{0}} loses the solo game: {reason}", reason=reason), 0, "result")
    return evolve(state, solo=solo, phase="over", chance=(), pending=())


def lost(state: FWState) -> str | None:
    return state.solo["lost"] if state.solo else None


def benchmark(state: FWState) -> int:
    return state.world.content.solo.benchmark[game_of(state)]


def result_notes(state: FWState, score: int) -> list[str]:
    """The solo result in words: the loss and its reason, or the score against the benchmark
    (the difficulty named as the launcher's option names it, in lower case)."""
    difficulty = said(DIFFICULTY_WORDS, state.solo["difficulty"]).lower()
    reason = lost(state)
    if reason is not None:
        return [tr("Lost ({difficulty}): {reason}.", difficulty=difficulty, reason=reason)]
    mark = benchmark(state)
    verdict = (
        tr("a great score") if score >= mark else tr("{n} short of a great score", n=mark - score)
    )
    done = (
        "Completed ({difficulty}): every quest taken before the last round was finished;"
        " {score} points, {verdict} ({mark})."
    )
    return [tr(done, difficulty=difficulty, score=score, verdict=verdict, mark=mark)]


def result_heading(state: FWState) -> str:
    """What the results screen and the top bar say of a finished solo game."""
    return tr("Solo game lost") if lost(state) is not None else tr("Solo game completed")


def score_table(variant: str, difficulty: str, bonus_tiles: bool = False) -> str:
    """The high-score table of a solo variant played at ``difficulty`` ("solo/medium"); a
    game with bonus tiles has tables of its own ("solo-epic/medium/bonus-tiles": one starting
    adventurer fewer, tiles paying out)."""
    return f"{variant}/{difficulty}/bonus-tiles" if bonus_tiles else f"{variant}/{difficulty}"


def table_key(state: FWState) -> str:
    """The high-score table a finished solo game belongs to."""
    return score_table(state.variant, state.solo["difficulty"], state.bonus_tiles)


def table_words(key: str, variant_name: str) -> str:
    """A high-score table's key in words: the variant's name (given, translated), the
    difficulty and whether bonus tiles were on ('Solo game, medium, bonus tiles')."""
    _, difficulty, *tiles = key.split("/")
    parts = [variant_name, said(DIFFICULTY_WORDS, difficulty).lower()]
    return ", ".join(parts + [tr("bonus tiles")] * bool(tiles))
