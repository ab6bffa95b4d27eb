"""A battle in words: the prediction box (what the next attack needs and how likely it is
to wound), the outcome, a card's tooltip (``BattleWords``, a part of ``BattlePanel``). Every
figure and what follows a wound come from the engine (``board_info``)."""

from __future__ import annotations

from fractions import Fraction

from forgegames.core.i18n import language, ntr, tr
from forgegames.games.warparty.actions import Target
from forgegames.games.warparty.board_info import (
    ATTACKER_RETREATED,
    ATTACKER_WINS,
    BOTH_DESTROYED,
    DEFENDER_RETREATED,
    DEFENDER_WINS,
    ELIGIBLE,
    HIT,
    OPEN,
    RETREAT,
    STALEMATE,
    VOLLEY_OVER,
    AttackOdds,
    Battle,
    Fighter,
    Profile,
    battle_moves,
    capitalised,
    default_target,
    explain_specials,
    fighter_specials,
    hit_chance,
    still_strikes_back,
    survivors,
    wound,
)
from forgegames.ui.boards.warparty.battle_layout import Card, apart, card_count
from forgegames.ui.boards.warparty.pen import (
    percent,
    signed,
)

ROW_NAMES = {1: "row 1 (front)", 2: "row 2", 3: "row 3"}
INDENT = "    "
"""Starts the lines that explain the line above (drawn dimmer, indented)."""


def _roll_line(what: str, need: int, chance: Fraction) -> str:
    """The roll needed, as "To hit: roll ≤ 4 (67%)"; always or never when no die is rolled."""
    if need >= 6:
        return tr("{what}: always, no roll (needs ≤ {n})", what=what, n=need)
    if need <= 0:
        return tr("{what}: never, no roll (needs ≤ {n})", what=what, n=need)
    return tr("{what}: roll ≤ {n} ({p})", what=what, n=need, p=percent(chance))


def _number_lines(
    what: str,
    need: int,
    chance: Fraction,
    figure: tuple[str, str, int],
    modifier: tuple[str, str, int],
) -> list[str]:
    """A roll's line and, indented, how its number is made: ``figure`` is (unit, figure's
    name, value), ``modifier`` is (the other unit, modifier's name, value), as in "Soldier's
    defence 2, Knight's attack modifier −1 = 1"."""
    unit, name, value = figure
    other, mod_name, mod = modifier
    if mod:
        why = tr(
            "{u}'s {f} {n}, {o}'s {k} {m} = {need}",
            u=unit,
            f=name,
            n=value,
            o=other,
            k=mod_name,
            m=signed(mod),
            need=need,
        )
    else:
        why = tr("{u}'s {f} {n}; {o} has no {k}", u=unit, f=name, n=value, o=other, k=mod_name)
    return [_roll_line(what, need, chance), INDENT + why]


class BattleWords:
    """What the battle panel says (no drawing: tests and the board read these)."""

    summary: tuple[str, ...] = ()
    """An ended battle's summary lines (each side's losses and survivors), under its outcome
    in the box; none while a battle goes on."""

    @staticmethod
    def predicted(
        battle: Battle, selected_attacker: int | None, hover_target: int | None
    ) -> tuple[int, int] | None:
        """The attack the prediction box is about, as (attacker, target): the pending die's,
        else the selected attacker at the hovered target (or its first legal target), else the
        default attack; None when no attack is due."""
        if battle.outcome is not None:
            return None
        pending = battle.pending
        if pending is not None:
            return None if pending.kind == RETREAT else (pending.attacker, pending.target)
        pairs = [(a.attacker, a.target) for a in battle_moves(battle) if isinstance(a, Target)]
        if (selected_attacker, hover_target) in pairs:
            return selected_attacker, hover_target  # type: ignore[return-value]
        mine = [pair for pair in pairs if pair[0] == selected_attacker]
        if mine:
            return mine[0]
        default = default_target(battle)
        return None if default is None else (default.attacker, default.target)

    @staticmethod
    def _odds(battle: Battle, attacker: int, target: int) -> tuple[Fighter, Fighter, AttackOdds]:
        me, victim = battle.fighter(attacker), battle.fighter(target)
        return me, victim, hit_chance(me.profile, victim.profile, battle.volley)

    def prediction_lines(self, battle: Battle, attacker: int, target: int) -> list[str]:
        """What one attack of ``attacker`` on ``target`` needs, in words: the title, the roll
        to hit and how its number is made, the roll to defend and how its number is made (these
        two start with ``INDENT``), and the chance to wound."""
        me, victim, odds = self._odds(battle, attacker, target)
        return [
            self._attack_words(battle, me, victim),
            *self._hit_lines(me, victim, odds, battle.volley),
            *self._defend_lines(me, victim, odds),
            self._wound_line(battle, victim, odds.chance, odds.damage),
        ]

    @staticmethod
    def _attack_words(battle: Battle, me: Fighter, victim: Fighter) -> str:
        """An attack in words: "Knight #42 attacks Orc #55" (shoots at, in a ranged attack)."""
        if battle.volley:
            return tr("{a} shoots at {t}", a=me.phrase, t=victim.phrase)
        return tr("{a} attacks {t}", a=me.phrase, t=victim.phrase)

    @staticmethod
    def _hit_lines(me: Fighter, victim: Fighter, odds: AttackOdds, ranged: bool) -> list[str]:
        strength = tr("ranged attack") if ranged else tr("attack")
        return _number_lines(
            tr("To hit"),
            odds.hit_on,
            odds.p_hit,
            (me.profile.noun.named, strength, odds.attack),
            (victim.profile.noun.named, tr("defence modifier"), victim.profile.defence_mod),
        )

    @staticmethod
    def _defend_lines(me: Fighter, victim: Fighter, odds: AttackOdds) -> list[str]:
        return _number_lines(
            tr("Defended"),
            odds.defend_on,
            odds.p_defend,
            (victim.profile.noun.named, tr("defence"), odds.defence),
            (me.profile.noun.named, tr("attack modifier"), me.profile.attack_mod),
        )

    @staticmethod
    def _wound_line(battle: Battle, victim: Fighter, chance: Fraction, damage: int) -> str:
        """The chance to wound and what the wound does (the engine's ``board_info.wound``)."""
        hurt = wound(battle, victim, damage)
        if not hurt.falls:
            then = hits_left(hurt.left, hurt.hits)
        elif hurt.strike_back:
            then = tr("it falls, then strikes back")
        else:
            then = tr("it falls")
        return tr(
            "Chance to wound: {p} ({d} damage: {then})", p=percent(chance), d=damage, then=then
        )

    def prepare_hover(
        self, battle: Battle, names: tuple[str, str], selected: int | None, card: Card
    ) -> None:
        """Work out now the prediction box's lines for the mouse over ``card``."""
        self._known_lines(battle, names, selected, card.ids[0])

    def _known_lines(
        self, battle: Battle, names: tuple[str, str], selected: int | None, hover: int | None
    ) -> list[tuple[str, str]]:
        """``info_lines``, kept for the battle on screen: the mouse passes over the same few
        cards again and again, and each frame draws the box."""
        kept = self._lines
        if kept is None or kept[0] is not battle:
            kept = self._lines = (battle, {})
        key = (names, selected, hover, language(), self.summary)
        found = kept[1].get(key)
        if found is None:
            found = kept[1][key] = self.info_lines(battle, names, selected, hover)
        return found

    def info_lines(
        self,
        battle: Battle,
        names: tuple[str, str],
        selected_attacker: int | None = None,
        hover_target: int | None = None,
    ) -> list[tuple[str, str]]:
        """The prediction box as (style, text) lines, style ``head``, ``text`` or ``dim``:
        the outcome, the die being rolled, or the attack about to be made."""
        if battle.outcome is not None and self.summary:
            return [("head", self.outcome_words(battle, names))] + [
                ("text", line) for line in self.summary
            ]
        if battle.outcome is not None:
            standing = survivors(battle)
            return [
                ("head", self.outcome_words(battle, names)),
                (
                    "text",
                    tr(
                        "Standing: {an} {a}, {dn} {d}",
                        a=len(standing[0]),
                        an=names[0],
                        d=len(standing[1]),
                        dn=names[1],
                    ),
                ),
            ]
        pending = battle.pending
        if pending is not None and pending.kind == RETREAT:
            head = tr(
                "{side} roll to retreat: needs ≤ {n} ({p})",
                side=names[battle.side],
                n=pending.need,
                p=percent(Fraction(pending.need, 6)),
            )
            note = tr("On a success they may leave (turned-over units strike back first).")
            return [("head", head), ("dim", note)]
        if pending is not None:
            me, victim, odds = self._odds(battle, pending.attacker, pending.target)
            if pending.kind == HIT:
                head = tr(
                    "{attack}: needs ≤ {n} to hit",
                    attack=capitalised(self._attack_words(battle, me, victim)),
                    n=pending.need,
                )
                rest = self.prediction_lines(battle, me.id, victim.id)[1:]
            else:
                head = tr(
                    "A hit! {t} defends against {a}: needs ≤ {n}",
                    t=victim.phrase,
                    a=me.phrase,
                    n=pending.need,
                )
                undefended = 1 - odds.p_defend
                rest = [
                    *self._defend_lines(me, victim, odds),
                    self._wound_line(battle, victim, undefended, odds.damage),
                ]
            return [("head", head), *(("text", line) for line in rest)]
        pair = self.predicted(battle, selected_attacker, hover_target)
        if pair is None:
            return [("dim", self._waiting_words(battle))]
        lines = self.prediction_lines(battle, *pair)
        chosen = selected_attacker == pair[0] and hover_target == pair[1]
        default = default_target(battle)
        is_default = default is not None and (default.attacker, default.target) == pair
        lead = tr("Next attack") if chosen or not is_default else tr("Default attack")
        return [("head", f"{lead}: {lines[0]}"), *(("text", line) for line in lines[1:])]

    @staticmethod
    def _waiting_words(battle: Battle) -> str:
        if battle.stage == ELIGIBLE:
            return tr("The retreat roll succeeded: retreat, or press on and fight.")
        if battle.stage == OPEN and not battle.queue:
            return tr("Nothing can be attacked this round: roll to retreat or let it pass.")
        return tr("Choose an attacker, then a target.")

    @staticmethod
    def outcome_words(battle: Battle, names: tuple[str, str]) -> str:
        """How the battle ended, with the sides' names."""
        a, d = names
        return {
            ATTACKER_WINS: tr("{a} win the battle", a=a),
            DEFENDER_WINS: tr("{d} hold: every attacker is destroyed", d=d),
            BOTH_DESTROYED: tr("Both sides are destroyed"),
            ATTACKER_RETREATED: tr("{a} retreat", a=a),
            DEFENDER_RETREATED: tr("{d} retreat", d=d),
            STALEMATE: tr("Stalemate: neither side can harm the other"),
            VOLLEY_OVER: tr("The ranged attack is over"),
        }.get(battle.outcome or "", battle.outcome or "")

    def card_words(self, battle: Battle, card: Card) -> str:
        """A card in full, for its tooltip: name (numbered among its like) or count; figures
        and row; hits left and abilities (or whether a fallen unit still strikes back)."""
        f = battle.fighter(card.ids[0])
        p = f.profile
        name = p.noun.label
        head = f.label
        if len(card.ids) > 1:  # the count follows the losses, and says how many it was
            standing = card_count(battle, card.ids)
            head = tr("{name} ×{n}", name=name, n=standing)
            if standing < len(card.ids):
                head += " " + tr("({n} of {total} standing)", n=standing, total=len(card.ids))

        def figure(value: int, mod: int) -> str:
            return f"{value} ({signed(mod)})" if mod else str(value)

        ranged = battle.volley and f in battle.attackers and p.ranged is not None
        strength = p.ranged if ranged and p.ranged is not None else p.attack
        lines = [
            head,
            tr(
                "{what} {a} · defence {d} · {row}",
                what=tr("Ranged attack") if ranged else tr("Attack"),
                a=figure(strength, p.attack_mod),
                d=figure(p.defence, p.defence_mod),
                row=tr(ROW_NAMES[p.row]),
            ),
        ]
        units = [battle.fighter(i) for i in card.ids]
        for unit in units if apart(units) else [f]:  # each its own, once they differ
            state = (
                self._down_words(battle, unit)
                if unit.down
                else hits_left(unit.profile.hits - unit.damage, unit.profile.hits)
            )
            lines.append(f"{unit.label}: {state}" if apart(units) else state)
        tags = ability_tags(p)
        if tags:
            lines.append(" · ".join(tags))
        lines += explain_specials(fighter_specials(p))  # a monster's specials, in a sentence each
        return "\n".join(lines)

    @staticmethod
    def _down_words(battle: Battle, f: Fighter, short: bool = False) -> str:
        """A fallen defender: whether it still strikes back this round (``short``: without
        the word 'down', which the skull says, for a narrow card)."""
        still = still_strikes_back(battle, f)
        if short:
            return tr("☠ strikes back") if still else tr("☠ struck back")
        return tr("☠ down — strikes back") if still else tr("☠ down — struck back")


def hits_left(left: int, hits: int) -> str:
    """'2 of 3 hits left' ('1 of 1 hit left'): the hits a unit may still take of its ``hits``."""
    return ntr(hits, "{left} of {n} hit left", "{left} of {n} hits left", left=left)


def ability_tags(p: Profile) -> list[str]:
    """A unit's abilities in a few short words, the ones that matter most in a fight first."""
    tags = []
    if p.attacks > 1:
        tags.append(tr("{n} attacks", n=p.attacks))
    if p.damage > 1:
        tags.append(tr("{n} dmg", n=p.damage))
    if p.airborne or p.flying:
        tags.append(tr("airborne") if p.airborne else tr("flying"))
    if p.ranged is not None:
        tags.append(tr("rng {n}", n=p.ranged))
    if p.missile:
        tags.append(tr("missile"))
    if p.regenerates:
        tags.append(tr("regenerates"))
    if p.resists_magic:
        tags.append(tr("resists spells"))
    if p.undead:
        tags.append(tr("undead"))
    return tags
