"""Champions (epic game): the title a player chooses when an adventurer reaches level 4, and each
of the twelve titles' effects (rules "Champions"; docs/rulings.md)."""

from __future__ import annotations

import pytest

from forgegames.core.codec import encode
from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve
from forgegames.games.forge_war import TITLE
from forgegames.games.forge_war import quests as q
from forgegames.games.forge_war.economy import Log, drop_weapon
from forgegames.games.forge_war.game_actions import (
    Barracks,
    ChooseTitle,
    Done,
    Equip,
    StartAhead,
    TakeQuest,
)
from forgegames.games.forge_war.state import (
    FWState,
    QuestEntry,
    Seat,
    appended,
    changed,
    taken_out,
    with_seat,
)
from tests.games.forge_war.fw_helpers import (
    add_quest,
    advance_to,
    apply,
    from_supply,
    seat_now,
    set_adv,
    set_pool,
    set_quest,
    started,
)

ARENA = "arena-games-1"  # two one-step legs: 3 (1 prestige, 2 gold), 4 slashing (6, 2 gold)
STRONG = "emerald-cleaver"  # power 6, slashing: meets every step of ARENA alone


def give(state: FWState, seat: int, cubes: dict[str, int]) -> FWState:
    """Move cubes from the supply to a pool (cubes stay conserved)."""
    for rid, n in cubes.items():
        state = from_supply(state, rid, n)
        state = set_pool(state, seat, {rid: state.seats[seat].pool.get(rid, 0) + n})
    return state


def pull_quest(state: FWState, qid: str) -> FWState:
    """``state`` without a quest card in the decks or the offer (a test hands it to a
    player)."""
    for colour in q.DECK_ORDER:
        if qid in state.quests.get(colour, ()):
            return taken_out(state, "quests", colour, qid)
    offer = state.quests["offer"]
    return changed(state, "quests", offer=q.with_slot(offer, offer.index(qid), None))


def own(state: FWState, seat: int, design: str) -> FWState:
    """Hand ``seat`` a design (from the weapon deck when it is there; later stages' designs
    are not in play yet, and these scenarios do not check card conservation)."""
    if design in q.owned_designs(state, seat):
        return state
    if design in state.market["weapon"]:
        state = taken_out(state, "market", "weapon", design)
    state = with_seat(state, seat, designs=(*state.seats[seat].designs, design))
    return state


def on_quest(title: str | None, design: str, qid: str = ARENA) -> tuple[FWState, int, dict]:
    """Quest management: the acting seat's adventurer 1 (a champion with ``title``) carries
    ``design`` on ``qid``, taken this round."""
    state = advance_to(started(2, "epic"), "quest", "acquire")
    seat = seat_now(state)
    state = pull_quest(state, qid)
    state = add_quest(state, seat, QuestEntry(qid, 0, state.round, paid=0))
    state = evolve(state, step="manage")
    state, adv = set_adv(state, seat, 0, level=4, title=title)
    state = give(state, seat, TITLE.world.content.all_weapons[design].cost)
    state = own(state, seat, design)
    state = apply(state, Equip(adv.id, design, qid))
    return state, seat, state.seats[seat].advs[0]


def complete_legs(state: FWState, seat: int, rounds: int) -> FWState:
    log = Log(state)
    for _ in range(rounds):
        state = q.advance_quests(state, seat, log)
    return state


# --- choosing a title -----------------------------------------------------------------------------
def test_reaching_level_four_asks_for_a_title_the_player_does_not_hold() -> None:
    state = advance_to(started(2, "epic"), "market")
    seat = seat_now(state)
    state, _ = set_adv(state, seat, 0, level=4, title="valorous")
    state, second = set_adv(state, seat, 1, level=3)
    advs = (state.seats[seat].advs[0], second)
    state = with_seat(state, seat, gold=3)
    state = apply(state, Barracks(False, (advs[1].id,)))
    assert state.pending[0]["kind"] == "title" and seat_now(state) == seat
    options = TITLE.legal_actions(state)
    titles = {a.title for a in options if isinstance(a, ChooseTitle)}
    assert titles == set(TITLE.world.content.champions) - {"valorous"}
    with pytest.raises(IllegalAction, match="different title"):
        apply(state, ChooseTitle(advs[1].id, "valorous"))
    state = apply(state, ChooseTitle(advs[1].id, "charming"))
    assert state.seats[seat].advs[1].title == "charming" and not state.pending


def test_the_simple_game_has_no_champions() -> None:
    state = advance_to(started(2), "market")
    seat = seat_now(state)
    state, adv = set_adv(state, seat, 0, level=3)
    state = with_seat(state, seat, gold=3)
    state = apply(state, Barracks(False, (adv.id,)))
    assert not state.pending and state.seats[seat].advs[0].title is None
    assert "title" not in encode(state)["seats"][seat]["advs"][0]


# --- weapons --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("title", "kind"), [("rending", "slashing"), ("brutish", "crushing")])
def test_weapon_type_titles_add_their_type(title: str, kind: str) -> None:
    state, seat, _adv = on_quest(title, "copper-dagger")
    state, _ = set_quest(state, seat, 0, pos=1)  # the slashing step
    req = q.requirement(state, seat, ARENA)
    assert ("slashing" in req.missing) == (kind != "slashing")


def test_thrusting_adds_piercing() -> None:
    state, seat, adv = on_quest("thrusting", "copper-sword")
    weapon = TITLE.world.content.all_weapons["copper-sword"]
    from forgegames.games.forge_war.champions import weapon_types

    assert "piercing" in weapon_types(TITLE.world, adv, weapon)


@pytest.mark.parametrize(
    ("title", "design", "bonus"),
    [
        ("dendritic", "emerald-cleaver", 2),
        ("dendritic", "copper-sword", 0),
        ("sanguine", "ember-dirk", 2),
        ("purified", "copper-sword", 0),
    ],
)
def test_gem_titles_add_power_to_weapons_forged_with_the_gem(
    title: str, design: str, bonus: int
) -> None:
    state, seat, _adv = on_quest(title, design)
    req = q.requirement(state, seat, ARENA)
    assert req.power == TITLE.world.content.all_weapons[design].power + bonus


def test_purified_adds_three_with_diamond() -> None:
    diamond = next(w for w in TITLE.world.content.all_weapons.values() if "diamond" in w.cost)
    state, seat, _adv = on_quest("purified", diamond.id)
    assert q.requirement(state, seat, ARENA).power == diamond.power + 3


# --- legs -----------------------------------------------------------------------------------------
def test_opportunistic_two_prestige_every_leg() -> None:
    state, seat, _adv = on_quest("opportunistic", "copper-sword")
    before = state.seats[seat].prestige
    state = complete_legs(state, seat, 1)
    assert state.seats[seat].prestige == before + 2
    state = complete_legs(state, seat, 1)  # the last leg: the quest's 6 and the title's 2
    assert state.seats[seat].prestige == before + 2 + 6 + 2


def test_unrelenting_tokens_grow_the_weapon_and_go_with_it() -> None:
    state, seat, _adv = on_quest("unrelenting", "copper-sword")
    power = q.requirement(state, seat, ARENA).power
    state = complete_legs(state, seat, 1)
    adv = state.seats[seat].advs[0]
    assert adv.tokens == 1
    assert encode(state)["seats"][seat]["advs"][0]["tokens"] == 1
    assert q.requirement(state, seat, ARENA).power == power + 1
    state, adv = drop_weapon(state, adv)
    assert adv.tokens is None and adv.weapon is None


# --- whole quests ---------------------------------------------------------------------------------
def finish_with(title: str, joined_late: bool) -> tuple[Seat, Seat]:
    state, seat, _adv = on_quest(title, STRONG)
    state = apply(state, Done())
    data = state.seats[seat]
    assert data.quests[0].start == (data.advs[0].id,)
    if joined_late:
        state, _ = set_quest(state, seat, 0, start=())  # as if he joined after the first step
    before = data
    state = complete_legs(state, seat, 2)
    return before, state.seats[seat]


@pytest.mark.parametrize("late", [False, True])
def test_valorous_four_prestige_for_a_quest_seen_through(late: bool) -> None:
    before, after = finish_with("valorous", late)
    assert after.prestige - before.prestige == 6 + (0 if late else 4)


@pytest.mark.parametrize("late", [False, True])
def test_fortuitous_three_gold_for_a_quest_seen_through(late: bool) -> None:
    before, after = finish_with("fortuitous", late)
    assert after.gold - before.gold == 2 + 2 + (0 if late else 3)


# --- taking quests --------------------------------------------------------------------------------
def take_with(title: str) -> tuple[FWState, int, int]:
    """The acting seat takes the quest in the 1-gold slot 2 with a champion of ``title``."""
    state = advance_to(started(2, "epic"), "quest", "acquire")
    seat = seat_now(state)
    state, _ = set_adv(state, seat, 0, level=4, title=title)
    state = with_seat(state, seat, gold=5)
    qid = ARENA
    state = pull_quest(state, qid)
    state = appended(state, "quests", "gone", state.quests["offer"][2])
    state = changed(state, "quests", offer=q.with_slot(state.quests["offer"], 2, qid))
    state = apply(state, TakeQuest(2))
    state = own(state, seat, STRONG)
    state = give(state, seat, TITLE.world.content.all_weapons[STRONG].cost)
    state = apply(state, Equip(0, STRONG, qid))
    return state, seat, 0


def test_charming_takes_the_quest_for_one_gold_instead_of_paying() -> None:
    state, seat, _adv = take_with("charming")
    assert state.seats[seat].gold == 4  # paid the slot's 1 gold on taking it
    state = apply(state, Done())
    data = state.seats[seat]
    assert data.gold == 6  # the 1 gold back and 1 more
    assert data.title_use == {"charming": ARENA}
    state = q.fail_quest(state, seat, data.quests[0], Log(state), "test")
    assert state.seats[seat].title_use == {}


def test_expeditious_starts_a_new_quest_ahead_and_skips_its_rewards() -> None:
    state, seat, adv_id = take_with("expeditious")
    qid = state.seats[seat].quests[0].id
    card = TITLE.world.content.all_quests[qid]
    aheads = [a for a in TITLE.legal_actions(state) if isinstance(a, StartAhead)]
    assert {a.steps for a in aheads} == {k for k in (1, 2) if k < card.steps}
    gold = state.seats[seat].gold
    started_ahead = TITLE.apply(state, StartAhead(qid, 1))
    assert started_ahead.events[0].text.endswith(f"starts {card.name} 1 step in.")
    state = started_ahead.state
    entry = state.seats[seat].quests[0]
    assert entry.pos == 1 and entry.ahead == 1
    assert state.seats[seat].gold == gold  # the skipped step paid nothing
    assert StartAhead(qid, 1) not in TITLE.legal_actions(state)
    with pytest.raises(IllegalAction):
        apply(state, StartAhead(qid, 1))
    # Failed in the round it was taken: no consolation for the skipped legs, and the -3.
    prestige = state.seats[seat].prestige
    state = q.fail_quest(state, seat, entry, Log(state), "test")
    assert state.seats[seat].prestige == prestige - 3
    assert state.seats[seat].title_use == {}


def test_starting_ahead_without_a_free_expeditious_champion_is_refused_with_the_reason() -> None:
    state, seat, _adv = take_with("valorous")
    with pytest.raises(IllegalAction, match="Expeditious champion"):
        apply(state, StartAhead(ARENA, 1))


def test_a_champion_who_leaves_the_quest_no_longer_sees_it_through() -> None:
    state, seat, adv = on_quest("valorous", STRONG)
    state = apply(state, Done())
    assert state.seats[seat].quests[0].start == (adv.id,)
    # a later round's management: he is no longer on it
    state = evolve(state, round=state.round + 1)
    state, _ = set_adv(state, seat, 0, quest=None)
    from forgegames.games.forge_war.champions import track_start

    state = track_start(state, seat)
    assert state.seats[seat].quests[0].start == ()
    assert encode(state)["seats"][seat]["quests"][0]["start"] == []
