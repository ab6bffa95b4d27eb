"""Warparty battles: one fight in one territory, as plain immutable data, pure rules.

A battle is a ``Battle`` record: the original attackers and the original defenders (each a
tuple of ``Fighter``s in the order they were listed), whose combat round it is, the attacks of
that round still to be made, and the die the rules are waiting for, if any. The engine driving
the whole game (map, movement) creates one with ``new_battle`` or ``new_volley``, asks
``current_player`` who acts, offers ``legal_actions``, resolves dice from ``chance_outcomes``
(each face 1/6; these rules never call ``random``) and feeds every choice and every die to
``apply``, which returns the new battle and the events that explain it.

How a battle runs (the rulebook's section 3B, "Combat" and "Retreating"):

- The side that moved in attacks first; the sides then alternate combat rounds.
- In a round every unit makes its attacks in row order (all of row 1, then row 2, then row 3),
  each attack with its own target, chosen by the side making it (``target A T``). Only standing
  enemy units in the front-most row that still has any may be targeted (counting only units
  the attacker can reach: the airship screens nobody from ground units); several attacks may
  go at one unit. "Up to" units never attack one unit twice in a round and never reach past
  the row of their first target that round. Only missile or flying units reach an airborne
  unit (the airship).
- An attack hits on a roll of at most attack + the target's defence modifier; a hit is
  defended on a roll of at most defence + the attacker's attack modifier. A number of 6 or
  more always succeeds and 0 or less never does; no die is rolled then.
- An undefended hit deals 1 damage (2 for siege units); a unit dies when its damage reaches
  its hits. Original attackers that die leave at once. Original defenders that die are turned
  over and make one last attack (their attack-back) in their side's next round, in row order
  with the others; they leave at the end of that round.
- A side with standing units may try to retreat once in its own round, before any standing
  unit of it attacks: a roll of 2 or less lets it go. Its turned-over units still strike back
  first; then it chooses to retreat (the whole side leaves) or to press on. A side created
  unable to retreat (a rough-terrain penalty) is never offered the roll.
- The battle ends when a side has nothing left standing once the attack-backs are made:
  the attackers win, the defenders win, both are destroyed, or a side retreated. Where a
  retreating side goes is the map engine's business. If neither side can ever harm the other
  the battle ends in a stalemate (the rules are silent; docs/rulings.md).

A ranged attack into an adjacent territory (``new_volley``) is a one-sided round: the shooters
fire at their ranged strength in row order, targets defend as usual, and units killed are
removed at once (there is no attack-back).

The records (``Battle``, ``Fighter``, ``Profile``), the actions and the chance of one attack are
in ``fighters``; the events and their words in ``battle_events``. This module is the rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from forgegames.core.actions import Action
from forgegames.core.errors import IllegalAction
from forgegames.core.frozen import evolve, made
from forgegames.core.i18n import N_, tr
from forgegames.core.title import CHANCE, TERMINAL, Event
from forgegames.games.warparty.battle_events import never_afraid, say, side_name
from forgegames.games.warparty.battle_specials import regenerate
from forgegames.games.warparty.fighters import (
    ATTACKER,
    ATTACKER_RETREATED,
    ATTACKER_WINS,
    BOTH_DESTROYED,
    CLOSED,
    DEFEND,
    DEFENDER,
    DEFENDER_RETREATED,
    DEFENDER_WINS,
    ELIGIBLE,
    HIT,
    OPEN,
    RETREAT,
    RETREAT_ROLL,
    ROLL_OUTCOMES,
    STALEMATE,
    VOLLEY_OVER,
    Battle,
    Fighter,
    Pending,
    PressOn,
    Profile,
    Retreat,
    RetreatRoll,
    Roll,
    Slot,
    Target,
    damage_on,
    defend_number,
    hit_number,
    lined_up,
    target,
)

# re-exported: the rest of the game (the map's battles, odds, bots, the battle panel) asks
# ``combat`` for everything about a battle, its records included
from forgegames.games.warparty.fighters import AttackOdds as AttackOdds
from forgegames.games.warparty.fighters import hit_chance as hit_chance
from forgegames.games.warparty.fighters import parse_action as parse_action
from forgegames.games.warparty.fighters import profile_from_unit as profile_from_unit


# --- creating battles -------------------------------------------------------------------------
def _ids(
    attackers: Sequence[Profile],
    defenders: Sequence[Profile],
    attacker_ids: Sequence[int] | None,
    defender_ids: Sequence[int] | None,
) -> tuple[Sequence[int], Sequence[int]]:
    if not attackers or not defenders:
        raise ValueError("a battle needs units on both sides")
    a_ids = attacker_ids if attacker_ids is not None else range(1, len(attackers) + 1)
    first = len(attackers) + 1
    d_ids = defender_ids if defender_ids is not None else range(first, first + len(defenders))
    if len(a_ids) != len(attackers) or len(d_ids) != len(defenders):
        raise ValueError("give exactly one id per unit")
    every = [*a_ids, *d_ids]
    if len(set(every)) != len(every) or any(i < 1 for i in every):
        raise ValueError("unit ids in a battle must be distinct positive numbers")
    return a_ids, d_ids


def _start(sides: tuple, can_retreat: tuple[bool, bool], volley: bool) -> Battle:
    battle = Battle(sides, DEFENDER, 0, (), None, CLOSED, can_retreat, None, volley)
    return _advance(_begin_round(battle, ATTACKER, None), None)


def new_battle(
    attackers: Sequence[Profile],
    defenders: Sequence[Profile],
    *,
    attacker_ids: Sequence[int] | None = None,
    defender_ids: Sequence[int] | None = None,
    attacker_can_retreat: bool = True,
    defender_can_retreat: bool = True,
) -> Battle:
    """A battle at the start of the attackers' first round.

    Each side's units are kept in row order, in the order given within a row (the listing
    order that attacks and the default target follow). Ids default to 1.. for the attackers
    and continue for the defenders; the map engine may pass its own unit ids. A side that may
    not retreat (it took a rough-terrain penalty) is never offered the retreat roll.
    """
    a_ids, d_ids = _ids(attackers, defenders, attacker_ids, defender_ids)
    sides = (lined_up(attackers, a_ids), lined_up(defenders, d_ids))
    return _start(sides, (attacker_can_retreat, defender_can_retreat), False)


def new_volley(
    shooters: Sequence[Profile],
    targets: Sequence[Profile],
    *,
    shooter_ids: Sequence[int] | None = None,
    target_ids: Sequence[int] | None = None,
) -> Battle:
    """A ranged attack into an adjacent territory: ``shooters`` make their attacks once, at
    their ranged strength, at ``targets`` (row order applies); no attack-back, no retreat."""
    unable = [p.name for p in shooters if p.ranged is None]
    if unable:
        raise ValueError(f"{', '.join(unable)} cannot make a ranged attack")
    s_ids, t_ids = _ids(shooters, targets, shooter_ids, target_ids)
    return _start((lined_up(shooters, s_ids), lined_up(targets, t_ids)), (False, False), True)


# --- reading a battle ---------------------------------------------------------------------------
def current_player(battle: Battle) -> int:
    """ATTACKER or DEFENDER (the side choosing: whose round it is), CHANCE or TERMINAL."""
    if battle.outcome is not None:
        return TERMINAL
    if battle.pending is not None:
        return CHANCE
    return battle.side


def is_over(battle: Battle) -> bool:
    return battle.outcome is not None


def chance_outcomes(battle: Battle) -> tuple[tuple[Roll, float], ...]:
    """The six faces of the die the battle waits for (empty when no die is due)."""
    if battle.pending is None or battle.outcome is not None:
        return ()
    return ROLL_OUTCOMES


def survivors(battle: Battle) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Ids of the units still standing on each side (attackers, defenders)."""
    a, d = battle.sides
    return tuple(f.id for f in a if not f.down), tuple(f.id for f in d if not f.down)


def material(battle: Battle) -> tuple:
    """The units of both sides as (id, damage, down): it changes only when someone is hurt,
    and every change is for good (damage grows, the fallen leave)."""
    a, d = battle.sides
    return (
        tuple((f.id, f.damage, f.down) for f in a),
        tuple((f.id, f.damage, f.down) for f in d),
    )


def state_key(battle: Battle, known_material: tuple | None = None) -> tuple:
    """Everything that decides how ``battle`` plays on, without the round counter, quick to
    hash: two battles of the same units with equal keys play on identically. Pass the
    battle's ``material`` when it is known already."""
    stuff = known_material if known_material is not None else material(battle)
    return (battle.side, battle.queue, battle.pending, battle.stage, stuff, battle.fate)


def _front(enemies: tuple[Fighter, ...], shooter: Profile | None = None) -> int:
    """The front-most row that still has standing units (0: none); for ``shooter``, counting
    only those it can reach (the airship, out of a ground unit's reach, screens nobody from
    it). Sides are kept in row order, so it is the row of the first such unit."""
    for f in enemies:
        if not f.down and (shooter is None or f.profile.screens or shooter.reaches(f.profile)):
            return f.profile.row
    return 0


def _reachable(
    enemies: tuple[Fighter, ...],
    shooter: Profile,
    aimed: tuple[int, ...],
    first_row: int,
    first_only: bool = False,
) -> list[Fighter]:
    """Enemies ``shooter`` may target now, in listing order: standing, in the front-most row
    that has standing units, within its reach, and (up-to units) not attacked yet and not
    behind its first row. ``first_only``: stop at the first (the default target)."""
    front = _front(enemies, shooter)
    if not front or (first_row and front > first_row):
        return []
    air = shooter.missile or shooter.flying
    found = []
    for f in enemies:
        it = f.profile
        if it.row > front:
            break
        if (
            not f.down
            and (air or not it.airborne)
            and f.id not in aimed
            and not (it.fearless and shooter.frightens)
        ):
            found.append(f)
            if first_only:
                break
    return found


def has_target(battle: Battle, shooter: Profile) -> bool:
    """True when a unit fighting as ``shooter`` on the side whose round it is would have an
    enemy to attack now (a spell's lent figures may reach fewer: Fear never the fearless)."""
    return bool(_reachable(battle.sides[1 - battle.side], shooter, (), 0, first_only=True))


def _find(fighters: tuple[Fighter, ...], fid: int) -> Fighter:
    for f in fighters:
        if f.id == fid:
            return f
    raise KeyError(fid)


def _candidates(battle: Battle) -> list[Slot]:
    """The slots that may attack next: those of the lowest row still owed attacks (while a
    side that may retreat decides, only its turned-over units' attack-backs)."""
    if battle.outcome is not None or battle.pending is not None:
        return []
    eligible = battle.stage == ELIGIBLE
    row = 0
    found = []
    for s in battle.queue:
        if eligible and not s.back:
            continue
        if row and s.row != row:
            break
        row = s.row
        found.append(s)
    return found


def _options(battle: Battle, slot: Slot) -> tuple[Fighter, list[Fighter]]:
    """The unit of ``slot`` and the enemies it may attack now."""
    me = _find(battle.sides[battle.side], slot.fid)
    return me, _reachable(battle.sides[1 - battle.side], me.profile, slot.aimed, slot.first_row)


def _next_attack(battle: Battle) -> tuple[Slot, Fighter] | None:
    """The first slot (row, then listing order) that has someone to attack, with its first
    target in listing order."""
    mine, enemies = battle.sides[battle.side], battle.sides[1 - battle.side]
    for slot in _candidates(battle):
        shooter = _find(mine, slot.fid).profile
        found = _reachable(enemies, shooter, slot.aimed, slot.first_row, first_only=True)
        if found:
            return slot, found[0]
    return None


def legal_actions(battle: Battle) -> list[Action]:
    """Every action the side whose round it is may take (empty at chance and terminal nodes):
    one ``target`` per attacker of the current row and enemy it may attack, plus the retreat
    roll (and ``press-on``, to let the round pass, when nothing can be attacked); after a
    successful roll, ``retreat`` (once the attack-backs are made) and ``press-on``."""
    if battle.outcome is not None or battle.pending is not None:
        return []
    actions: list[Action] = []
    for slot in _candidates(battle):
        actions.extend(target(slot.fid, f.id) for f in _options(battle, slot)[1])
    if battle.stage == OPEN:
        actions.append(RetreatRoll())
        if not battle.queue:
            actions.append(PressOn())  # nothing to attack: stay, and the round passes
    elif battle.stage == ELIGIBLE:
        if not actions:
            actions.append(Retreat())
        actions.append(PressOn())
    return actions


def default_target(battle: Battle) -> Target | None:
    """The attack a bot (or an interface's "apply the default") makes: the next attacker in row
    and listing order at the first unit the rules allow, in the enemies' listing order. None
    when no attack is due (a die, a retreat decision, or the end)."""
    found = _next_attack(battle)
    return None if found is None else target(found[0].fid, found[1].id)


# --- applying actions -------------------------------------------------------------------------
def apply(battle: Battle, action: Action, explain: bool = True) -> tuple[Battle, tuple[Event, ...]]:
    """The battle after ``action``, with the events it caused; ``battle`` is left unchanged.

    Raises IllegalAction naming the rule when the action is not allowed now. Simulations pass
    ``explain=False``: the same rules, with no events collected (they come back empty).
    """
    if not explain:
        return _step(battle, action, None), ()
    events: list[Event] = []
    return _step(battle, action, events), tuple(events)


def _step(battle: Battle, action: Action, events: list[Event] | None) -> Battle:
    if battle.outcome is not None:
        raise IllegalAction(tr("the battle is over"))
    kind = type(action)
    if kind is Roll:
        return _on_roll(battle, action.value, events)  # type: ignore[attr-defined]
    if battle.pending is not None:
        raise IllegalAction(tr(_DIE_DUE[battle.pending.kind]))
    if kind is Target:
        return _on_target(battle, action.attacker, action.target, events)  # type: ignore[attr-defined]
    if kind is RetreatRoll:
        return _on_retreat_roll(battle, events)
    if kind is Retreat or kind is PressOn:
        return _on_decision(battle, kind is Retreat, events)
    raise IllegalAction(tr("that move waits until the battle is over"))


def _on_target(battle: Battle, aid: int, tid: int, events: list[Event] | None) -> Battle:
    queue = battle.queue
    at = _slot_index(battle, aid)
    if at < 0:
        raise IllegalAction(_why_not_attacker(battle, aid), rule="rows")
    slot = queue[at]
    me = _find(battle.sides[battle.side], aid)
    victim = _victim(battle.sides[1 - battle.side], me.profile, slot, tid)
    if victim is None:
        raise IllegalAction(_why_not_target(battle, me, slot, tid), rule="rows")
    if slot.left == 1:
        queue = queue[:at] + queue[at + 1 :]
    elif me.profile.up_to:
        first_row = slot.first_row or victim.profile.row
        used = Slot(aid, slot.row, slot.left - 1, slot.back, (*slot.aimed, tid), first_row)
        queue = _pruned(battle, (*queue[:at], used, *queue[at + 1 :]), events)
    else:
        used = Slot(aid, slot.row, slot.left - 1, slot.back)
        queue = (*queue[:at], used, *queue[at + 1 :])
    stage = CLOSED if battle.stage == OPEN and not me.down else battle.stage
    if events is not None:
        say(events, "strike-back" if me.down else "attack", who=me, whom=victim)
    need = hit_number(me.profile, victim.profile, battle.volley)
    pending = Pending(HIT, aid, tid, need) if 0 < need < 6 else None
    battle = _with_attack(battle, queue, pending, stage)
    if need >= 6:
        say(events, "sure-hit", who=me, whom=victim, need=need)
        return _after_hit(battle, me, victim, events)
    if need <= 0:
        say(events, "no-hit", who=me, whom=victim, need=need)
        return _advance(battle, events)
    return battle


def _slot_index(battle: Battle, aid: int) -> int:
    """Where unit ``aid``'s slot is in the queue if it may attack next, else -1."""
    eligible = battle.stage == ELIGIBLE
    row = 0
    for at, slot in enumerate(battle.queue):
        if eligible and not slot.back:
            continue
        if row and slot.row != row:
            break
        row = slot.row
        if slot.fid == aid:
            return at
    return -1


def _victim(enemies: tuple[Fighter, ...], shooter: Profile, slot: Slot, tid: int) -> Fighter | None:
    """Enemy ``tid`` if ``shooter`` (attacking from ``slot``) may target it now, else None."""
    for f in enemies:
        if f.id == tid:
            front = _front(enemies, shooter)
            legal = (
                not f.down
                and f.profile.row == front
                and shooter.reaches(f.profile)
                and tid not in slot.aimed
                and not (slot.first_row and front > slot.first_row)
            )
            return f if legal else None
    return None


def _called(battle: Battle, fid: int) -> str:
    """A fighter as the battle panel names it ('Soldier #3'); 'that unit' for a number the
    battle does not hold."""
    try:
        return battle.fighter(fid).phrase
    except KeyError:
        return tr("that unit")


def _why_not_attacker(battle: Battle, aid: int) -> str:
    mine = {f.id: f for f in battle.sides[battle.side]}
    if aid not in mine:
        return tr("{unit} is not on the side attacking this round", unit=_called(battle, aid))
    unit = mine[aid]
    slot = next((s for s in battle.queue if s.fid == aid), None)
    if slot is None:
        return tr("{unit} has no attacks left this round", unit=unit.phrase)
    if battle.stage == ELIGIBLE and not slot.back:
        return tr(
            "the side may retreat: its turned-over units strike back first, then it retreats "
            "or presses on"
        )
    return tr(
        "units attack in row order: row {row} must finish its attacks before {unit} (row {own})",
        row=battle.queue[0].row,
        unit=unit.phrase,
        own=slot.row,
    )


_ROW_NAMES = {1: N_("the front row"), 2: N_("the second row"), 3: N_("the third row")}
_DIE_DUE = {
    HIT: N_("a hit die must be rolled first"),
    DEFEND: N_("a defend die must be rolled first"),
    RETREAT: N_("a retreat die must be rolled first"),
}


def _why_not_target(battle: Battle, me: Fighter, slot: Slot, tid: int) -> str:
    enemies = {f.id: f for f in battle.sides[1 - battle.side]}
    if tid not in enemies:
        return tr("{unit} is not an enemy still in the battle", unit=_called(battle, tid))
    victim = enemies[tid]
    if victim.down:
        return tr("{unit} has already fallen and cannot be attacked again", unit=victim.phrase)
    if me.profile.frightens and victim.profile.fearless:
        return never_afraid(victim)
    if not me.profile.reaches(victim.profile):
        return tr("only missile or flying units can reach {unit} in the air", unit=victim.phrase)
    front = _front(battle.sides[1 - battle.side], me.profile)
    if victim.profile.row > front:
        behind = tr(_ROW_NAMES[victim.profile.row])
        return tr(
            "{front} must fall before {behind} can be targeted",
            front=tr(_ROW_NAMES[front]),
            behind=behind,
        )
    if tid in slot.aimed:
        return tr("{unit} may not attack the same unit twice in one round", unit=me.phrase)
    return tr("{unit} may not reach past the row of its first target this round", unit=me.phrase)


def _on_roll(battle: Battle, value: int, events: list[Event] | None) -> Battle:
    pending = battle.pending
    if pending is None:
        raise IllegalAction(tr("no die is waiting to be rolled"))
    if not 1 <= value <= 6:
        raise IllegalAction(tr("a die shows 1 to 6"))
    kind, need = pending.kind, pending.need
    success = value <= need
    if kind == RETREAT:
        who = side_name(battle, battle.side)
        kind = "may-retreat" if success else "no-retreat"
        say(events, kind, battle.side, roll=value, need=need, who=who)
        stage = ELIGIBLE if success else CLOSED
        return _advance(_with_attack(battle, battle.queue, None, stage), events)
    mine, theirs = battle.sides[battle.side], battle.sides[1 - battle.side]
    failed = battle.side if kind == HIT and not success else None
    if kind == DEFEND and not success:
        failed = 1 - battle.side
    if failed is not None and battle.fate[failed]:
        return _guided(battle, failed, pending, value, events)
    battle = _with_pending(battle, None)
    if kind == HIT and not success:
        if events is not None:
            say(events, "miss", who=_find(mine, pending.attacker), roll=value, need=need)
        return _advance(battle, events)
    if kind == DEFEND and success:
        if events is not None:
            say(events, "defended", whom=_find(theirs, pending.target), roll=value, need=need)
        return _advance(battle, events)
    me, victim = _find(mine, pending.attacker), _find(theirs, pending.target)
    if kind == HIT:
        say(events, "hit", who=me, roll=value, need=need, whom=victim)
        return _after_hit(battle, me, victim, events)
    say(events, "undefended", whom=victim, roll=value, need=need)
    return _wound(battle, me, victim, events)


def _guided(
    battle: Battle, side: int, pending: Pending, value: int, events: list[Event] | None
) -> Battle:
    """Guide Fate: ``side``'s failed die (``value``) is rolled again; the same die waits."""
    if events is not None:
        who = pending.attacker if side == battle.side else pending.target
        name = _find(battle.sides[side], who)
        kind = "miss" if pending.kind == HIT else "undefended"
        whom = _find(battle.sides[1 - battle.side], pending.target)
        say(events, kind, who=name, whom=whom, roll=value, need=pending.need)
        say(events, "fate", side, who=name)
    fate = (0, battle.fate[1]) if side == 0 else (battle.fate[0], 0)
    return made(Battle, {**battle.__dict__, "fate": fate})


def _after_hit(battle: Battle, me: Fighter, victim: Fighter, events: list[Event] | None) -> Battle:
    need = defend_number(me.profile, victim.profile)
    if need >= 6:
        say(events, "sure-defence", whom=victim, need=need)
        return _advance(battle, events)
    if need <= 0:
        say(events, "no-defence", whom=victim, need=need)
        return _wound(battle, me, victim, events)
    return _with_pending(battle, Pending(DEFEND, me.id, victim.id, need))


# Battles are made by the million when odds are worked out: these copy the record's fields
# (a Battle remembers nothing worked out from them) without ``evolve``'s checks.
def _with_pending(battle: Battle, pending: Pending | None) -> Battle:
    """``battle`` waiting for ``pending``."""
    return made(Battle, {**battle.__dict__, "pending": pending})


def _with_sides(battle: Battle, sides: tuple) -> Battle:
    """``battle`` with new ``sides``."""
    return made(Battle, {**battle.__dict__, "sides": sides})


def _with_attack(
    battle: Battle, queue: tuple[Slot, ...], pending: Pending | None, stage: int
) -> Battle:
    """``battle`` with its queue, pending die and retreat stage replaced."""
    return made(Battle, {**battle.__dict__, "queue": queue, "pending": pending, "stage": stage})


def _wound(battle: Battle, me: Fighter, victim: Fighter, events: list[Event] | None) -> Battle:
    their = 1 - battle.side
    fighters = battle.sides[their]
    at = fighters.index(victim)
    if me.profile.frightens:
        return _flee(battle, victim, events)
    dealt = damage_on(me.profile, victim.profile)
    damage = victim.damage + dealt
    hits = victim.profile.hits
    if damage < hits:
        say(events, "wound", whom=victim, dmg=dealt, damage=damage, hits=hits)
        changed = (*fighters[:at], evolve(victim, damage=damage), *fighters[at + 1 :])
    elif their == ATTACKER or battle.volley:
        say(events, "killed", whom=victim)
        changed = fighters[:at] + fighters[at + 1 :]
    else:
        say(events, "turned", whom=victim)
        fallen = evolve(victim, damage=damage, down=True)
        changed = (*fighters[:at], fallen, *fighters[at + 1 :])
    sides = (changed, battle.sides[1]) if their == ATTACKER else (battle.sides[0], changed)
    battle = _with_sides(battle, sides)
    if damage >= hits:
        queue = _pruned(battle, battle.queue, events)
        battle = _with_attack(battle, queue, None, battle.stage)
    return _advance(battle, events)


def _flee(battle: Battle, victim: Fighter, events: list[Event] | None) -> Battle:
    """Fear's undefended hit: ``victim`` leaves the battle alive (``Battle.fled``)."""
    their = 1 - battle.side
    say(events, "flees", whom=victim)
    left = tuple(f for f in battle.sides[their] if f.id != victim.id)
    sides = (left, battle.sides[1]) if their == ATTACKER else (battle.sides[0], left)
    battle = made(Battle, {**battle.__dict__, "sides": sides, "fled": (*battle.fled, victim.id)})
    queue = _pruned(battle, battle.queue, events)
    return _advance(_with_attack(battle, queue, None, battle.stage), events)


def _on_retreat_roll(battle: Battle, events: list[Event] | None) -> Battle:
    if battle.stage != OPEN:
        raise IllegalAction(_why_no_retreat(battle), rule="retreat")
    say(events, "retreat-try", battle.side, who=side_name(battle, battle.side))
    return evolve(battle, pending=Pending(RETREAT, 0, 0, RETREAT_ROLL), stage=CLOSED)


def _why_no_retreat(battle: Battle) -> str:
    if battle.volley:
        return tr("nobody retreats from a ranged attack")
    if not battle.can_retreat[battle.side]:
        return tr(
            "this side may not retreat: a unit of it lies face down (rough ground or an "
            "earlier retreat), or it has no way out free of enemies"
        )
    if battle.stage == ELIGIBLE:
        return tr("the retreat roll succeeded already: retreat or press on")
    if all(f.down for f in battle.sides[battle.side]):
        return tr("no standing unit is left to retreat")
    return tr("a retreat may be tried once a round, before the side's standing units attack")


def _on_decision(battle: Battle, leave: bool, events: list[Event] | None) -> Battle:
    idle = battle.stage == OPEN and not battle.queue
    if battle.stage != ELIGIBLE and not (idle and not leave):
        raise IllegalAction(
            tr("only a side whose retreat roll succeeded decides to leave"), rule="retreat"
        )
    side = battle.side
    if not leave:
        say(events, "press-on", side, who=side_name(battle, side))
        return _advance(evolve(battle, stage=CLOSED), events)
    if any(s.back for s in battle.queue):
        raise IllegalAction(
            tr("the turned-over units strike back before their side leaves"), rule="attack-back"
        )
    for f in battle.sides[side]:
        if f.down:
            say(events, "removed", who=f)
    staying = tuple(f for f in battle.sides[side] if not f.down)
    sides = (staying, battle.sides[1]) if side == ATTACKER else (battle.sides[0], staying)
    outcome = ATTACKER_RETREATED if side == ATTACKER else DEFENDER_RETREATED
    say(events, outcome, side)
    return evolve(battle, sides=sides, queue=(), stage=CLOSED, outcome=outcome)


# --- rounds -----------------------------------------------------------------------------------
def _begin_round(battle: Battle, side: int, events: list[Event] | None) -> Battle:
    fighters = battle.sides[side]  # in row order
    queue = tuple(
        Slot(f.id, f.profile.row, 1 if f.down else f.profile.attacks, f.down) for f in fighters
    )
    standing = not all(f.down for f in fighters)
    stage = OPEN if battle.can_retreat[side] and standing else CLOSED
    b = battle
    battle = Battle(
        b.sides,
        side,
        b.round + 1,
        queue,
        None,
        stage,
        b.can_retreat,
        None,
        b.volley,
        b.fled,
        b.fate,
    )
    say(events, "round", side, n=battle.round, who=side_name(battle, side))
    if _stuck(battle):
        say(events, STALEMATE)
        return evolve(battle, queue=(), stage=CLOSED, outcome=STALEMATE)
    pruned = _pruned(battle, queue, events)
    return battle if pruned is queue else _with_attack(battle, pruned, None, stage)


def _stuck(battle: Battle) -> bool:
    """True when the battle could never end: both sides have units standing and neither can
    harm the other (a side with nothing standing leaves at the end of this round anyway)."""
    if battle.volley or not (_front(battle.sides[0]) and _front(battle.sides[1])):
        return False
    return not (_can_harm(battle, ATTACKER) or _can_harm(battle, DEFENDER))


def _can_harm(battle: Battle, side: int) -> bool:
    """True when some unit of ``side`` has a target it could damage with one attack."""
    enemies = battle.sides[1 - side]
    for f in battle.sides[side]:
        me = f.profile
        front = _front(enemies, me)
        for victim in enemies:
            it = victim.profile
            if it.row > front:
                break
            if (
                not victim.down
                and me.reaches(it)
                and hit_number(me, it) >= 1
                and defend_number(me, it) <= 5
            ):
                return True
    return False


def _pruned(battle: Battle, queue: tuple[Slot, ...], events: list[Event] | None) -> tuple:
    """``queue`` without the attacks that have nobody left to attack this round.

    Targets only ever disappear within a round, so the queue is pruned when a round begins,
    when a unit falls and when an up-to unit has used an attack: every slot left in the
    queue has a target, and a side with attacks left always has a move.
    """
    enemies = battle.sides[1 - battle.side]
    front = _front(enemies)
    if not front:
        if queue:
            say(events, "lapse", battle.side)
        return ()
    # anyone can reach a standing ground unit of the front row, unless up-to limits apply
    ground = any(not f.down and f.profile.row == front and not f.profile.airborne for f in enemies)
    mine = battle.sides[battle.side]
    keep = []
    for slot in queue:
        if ground and not slot.aimed:
            keep.append(slot)
            continue
        me = _find(mine, slot.fid)
        if _reachable(enemies, me.profile, slot.aimed, slot.first_row):
            keep.append(slot)
        else:
            say(events, "idle", who=me)
    return queue if len(keep) == len(queue) else tuple(keep)


def _advance(battle: Battle, events: list[Event] | None) -> Battle:
    """Carry the battle on through what needs no decision: finished rounds end and the next
    begins. Stops at a decision, a die, or the end. A decision: attacks are left (each has a
    target, see ``_pruned``), or the side has nothing to attack but may still roll to retreat
    or must choose after a successful roll (while an enemy stands)."""
    while battle.outcome is None and battle.pending is None and not battle.queue:
        if battle.stage != CLOSED and not all(f.down for f in battle.sides[1 - battle.side]):
            break
        battle = _end_round(battle, events)
    return battle


def _end_round(battle: Battle, events: list[Event] | None) -> Battle:
    if battle.volley:
        say(events, VOLLEY_OVER, ATTACKER)  # the shooters' ranged attack
        return evolve(battle, queue=(), outcome=VOLLEY_OVER)
    attackers, defenders = battle.sides
    if battle.side == DEFENDER and any(f.down for f in defenders):
        for f in defenders:
            if f.down:
                say(events, "removed", who=f)
        defenders = tuple(f for f in defenders if not f.down)
        battle = _with_sides(battle, (attackers, defenders))
    if attackers and defenders:
        return _begin_round(regenerate(battle, events), 1 - battle.side, events)
    outcome = ATTACKER_WINS if attackers else DEFENDER_WINS if defenders else BOTH_DESTROYED
    say(events, outcome, ATTACKER if attackers else DEFENDER if defenders else None)
    return evolve(battle, queue=(), stage=CLOSED, outcome=outcome)


def caster_slot(battle: Battle, fid: int) -> Slot | None:
    """For spells: unit ``fid``'s attacks this round if it may attack next and has not begun
    them (the moment a caster may cast in place of its attack), else None."""
    if battle.outcome is not None or battle.pending is not None or battle.volley:
        return None
    at = _slot_index(battle, fid)
    if at < 0:
        return None
    slot = battle.queue[at]
    return None if slot.back or slot.aimed else slot


def with_fighter(battle: Battle, fighter: Fighter) -> Battle:
    """``battle`` with the fighter of ``fighter.id`` replaced by ``fighter``."""
    sides = tuple(
        tuple(fighter if f.id == fighter.id else f for f in side) for side in battle.sides
    )
    return _with_sides(battle, sides)  # type: ignore[arg-type]


def with_attacks(battle: Battle, fid: int, left: int, acted: bool = True) -> Battle:
    """``battle`` with unit ``fid``'s slot this round holding ``left`` fresh attacks; ``acted``:
    the unit has begun to act, which closes its side's chance to retreat this round."""
    queue = tuple(Slot(s.fid, s.row, left) if s.fid == fid else s for s in battle.queue)
    stage = CLOSED if acted and battle.stage == OPEN else battle.stage
    return _with_attack(battle, queue, battle.pending, stage)


def spend_attack(battle: Battle, fid: int, events: list[Event] | None) -> Battle:
    """``battle`` after unit ``fid`` used its attack this round for something else (a spell
    that strikes nobody): its slot gone, the side's chance to retreat this round over."""
    queue = tuple(s for s in battle.queue if s.fid != fid)
    stage = CLOSED if battle.stage == OPEN else battle.stage
    return _advance(_with_attack(battle, queue, battle.pending, stage), events)
