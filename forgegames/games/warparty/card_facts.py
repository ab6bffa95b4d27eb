"""The figures of a Warparty card in words, as the rules browser shows them after the card's own
text (``WarpartyTitle.card_facts``): a monster's tier, hits, attack, defence, specials and what
it brings; a treasure card's tier, users, effect and XP; a quest's reward; a spell's caster,
level, phase, how often, figures, team and prerequisite. The words are the
interface's (``tr``), so every language reads them; the figures are the data's."""

from __future__ import annotations

from forgegames.core.i18n import N_, data_text, listing, ntr, tr
from forgegames.games.warparty import nouns
from forgegames.games.warparty.content import Dungeon, Encounter
from forgegames.games.warparty.content_spells import Spell
from forgegames.games.warparty.decks import Decks, Effect, MonsterCard, QuestCard, TreasureCard
from forgegames.games.warparty.dungeon_state import MONSTER
from forgegames.games.warparty.fighters import Profile
from forgegames.games.warparty.model import army_name

SPECIAL_WORDS = {
    "undead": N_("undead"),
    "regenerate": N_("heals a hit each round"),
    "flying": N_("flies"),
    "missile": N_("ranged attack"),
    "magic-resistant": N_("resists spells"),
}
SPECIAL_EXPLAINED = {
    "undead": N_("Undead: Exorcism takes one more hit from it."),
    "regenerate": N_(
        "Regenerates: at the end of each round it is attacked in, it gets back a lost hit if "
        "it still stands."
    ),
    "flying": N_("Flies: it can strike enemies in the air."),
    "missile": N_("Shoots: it can strike enemies in the air."),
    "magic-resistant": N_("Resists spells: a striking spell needs one lower to hit it."),
}
"""What each monster special does in play, a sentence each (docs/rulings.md, "Monster specials
in play"): the battle view's card tooltip and the hint say them."""
HERO_WORDS = {"warrior": N_("warriors"), "wizard": N_("wizards"), "priest": N_("priests")}
CASTER_WORDS = {"wizard": N_("Wizard"), "priest": N_("Priest")}
PHASE_WORDS = {
    "movement": N_("cast in the movement phase"),
    "combat": N_("cast in a battle"),
    "placement": N_("cast in the placement phase"),
    "immediate": N_("never cast: it works once chosen"),
}
LIMIT_WORDS = {
    "round": N_("once a combat round"),
    "turn": N_("once a turn"),
    "battle": N_("once a battle"),
    "game": N_("once a game"),
}
TEAM_WORDS = {"good": N_("the Good team only"), "evil": N_("the Evil team only")}
UNIT_WORDS = {"infantry": N_("infantry"), "archer": N_("archers")}


def _value(value: int, mod: int) -> str:
    """A figure as the counters print it: '3', '3(-1)'."""
    return f"{value}({mod})" if mod else str(value)


def monster(card: MonsterCard) -> str:
    parts = [
        tr("Tier {n}", n=card.tier),
        tr("hits {n}", n=card.hits),
        tr("attack {value}", value=_value(card.attack, card.attack_mod)),
        tr("defence {value}", value=_value(card.defence, card.defence_mod)),
    ]
    if card.attacks > 1:
        parts.append(tr("{n} attacks a round", n=card.attacks))
    if card.damage > 1:
        parts.append(tr("{n} damage a hit", n=card.damage))
    parts += [tr(SPECIAL_WORDS[s]) for s in card.specials]
    parts.append(tr("{n} XP", n=card.xp))
    if card.treasure is not None:
        parts.append(tr("tier {n} treasure", n=card.treasure))
    else:
        armies = ", ".join(army_name(a) for a in card.armies)
        parts.append(tr("ally of the {armies}, moves {n}", armies=armies, n=card.move))
    return " · ".join(parts)


def _effect(effect: Effect) -> list[str]:
    words = {
        "attack": lambda n: tr("attack +{n}", n=n),
        "attack_mod": lambda n: tr("pierces {n}", n=n),
        "attacks": lambda n: tr("+{n} attack a round", n=n),
        "defence": lambda n: tr("defence +{n}", n=n),
        "defence_mod": lambda n: tr("guard {n}", n=n),
        "hits": lambda n: tr("hits +{n}", n=n),
        "move": lambda n: tr("move +{n}", n=n),
        "heal": lambda n: tr("heals {n} hits", n=n),
        "resurrect": lambda n: tr("brings a fallen hero back"),
        "reroll": lambda n: tr("rolls {n} die again", n=n),
    }
    return [words[name](getattr(effect, name)) for name in sorted(effect.changes())]


def treasure(card: TreasureCard, sale: int) -> str:
    parts = [tr("Tier {n}", n=card.tier)]
    if card.users:
        parts.append(tr("for {heroes}", heroes=", ".join(tr(HERO_WORDS[u]) for u in card.users)))
        parts += _effect(card.effect)
        if card.single_use:
            parts.append(tr("used once, no action") if card.free else tr("used once"))
        parts.append(tr("{n} XP", n=card.xp))
    else:
        parts.append(tr("no hero can use it"))
    parts.append(tr("sells for {n} crowns", n=sale))
    return " · ".join(parts)


def quest(card: QuestCard) -> str:
    reward = card.reward
    parts = []
    if reward.crowns:
        parts.append(tr("{n} crowns", n=reward.crowns))
    if reward.xp:
        parts.append(tr("{n} XP for one of your heroes", n=reward.xp))
    if reward.units:
        unit = UNIT_WORDS.get(reward.units.unit, reward.units.unit)
        parts.append(  # (Spanish review 25: "infantería (3)" read as a figure)
            ntr(
                reward.units.count,
                "{n} unit of {unit} in your capital",
                "{n} units of {unit} in your capital",
                unit=tr(unit),
            )
        )
    return tr("Reward: {what}", what=", ".join(parts))


def spell(card: Spell, spells: dict[str, Spell]) -> str:
    parts = [tr("{caster}, level {n}", caster=tr(CASTER_WORDS[card.caster]), n=card.level)]
    parts.append(tr(PHASE_WORDS[card.phase]))
    if card.limit in LIMIT_WORDS:
        parts.append(tr(LIMIT_WORDS[card.limit]))
    if card.attack is not None:
        parts.append(tr("attack {value}", value=card.attack))
    if card.damage is not None and card.damage > 1:
        parts.append(tr("{n} damage a hit", n=card.damage))
    if card.range:
        parts.append(tr("reaches a neighbouring territory"))
    if card.alignment in TEAM_WORDS:
        parts.append(tr(TEAM_WORDS[card.alignment]))
    if card.requires and card.requires in spells:
        needed = spells[card.requires]
        name = data_text(f"warparty/spells/{needed.id}/name", needed.name).partition("|")[0]
        parts.append(tr("needs {spell}", spell=name.strip()))
    return " · ".join(parts)


def dungeon(record: Dungeon, decks: Decks) -> str:
    """The table: '1: Ghost · 2-3: Zombie Horde · 4-5: a tier 1 monster · 6: a tier 1
    monster and the trap'; what is met whatever the roll, how often it is rolled."""

    def met(row: Encounter) -> str:
        if row.monster is not None:
            what = nouns.unit(MONSTER, row.monster, decks.monsters[row.monster].name).label
        else:
            what = tr("a tier {n} monster", n=row.tier)
        return tr("{what} and the trap", what=what) if row.trap else what

    parts = []
    for row in record.table:
        faces = sorted(row.faces)
        span = str(faces[0]) if len(faces) == 1 else f"{faces[0]}-{faces[-1]}"
        parts.append(tr("{faces}: {what}", faces=span, what=met(row)))
    always = record.always
    if len(always) > 1 and all(r == always[0] and r.monster is None for r in always):
        what = tr("{n} tier {tier} monsters, fought together", n=len(always), tier=always[0].tier)
        parts.append(tr("always: {what}", what=what))
    elif always:
        parts.append(tr("always: {what}", what=listing([met(r) for r in always])))
    if record.table and record.rolls > 1:
        parts.append(tr("rolled {n} times, all fought together", n=record.rolls))
    if record.trap_on:
        faces = ", ".join(str(f) for f in record.trap_on)
        parts.append(tr("the trap if another die shows {faces}", faces=faces))
    return " · ".join(parts)


def card_facts(
    decks: Decks,
    file: str,
    card_id: str,
    spells: dict[str, Spell] | None = None,
    dungeons: list[Dungeon] | None = None,
) -> str:
    """The figures of card ``card_id`` of ``file`` (``monsters``, ``treasure``, ``quests``,
    ``spells``); '' for any other file or card."""
    found = [d for d in dungeons or () if d.id == card_id] if file == "dungeons" else []
    if found:
        return dungeon(found[0], decks)
    if file == "spells" and spells and card_id in spells:
        return spell(spells[card_id], spells)
    if file == "monsters" and card_id in decks.monsters:
        return monster(decks.monsters[card_id])
    if file == "treasure" and card_id in decks.treasure:
        card = decks.treasure[card_id]
        return treasure(card, decks.sale[card.tier])
    if file == "quests" and card_id in decks.quests:
        return quest(decks.quests[card_id])
    return ""


def fighter_specials(p: Profile) -> tuple[str, ...]:
    """The monster specials a fighter carries, from its fighting figures: undead, regenerate
    and magic-resistant are a monster's only; flying and missile are counted for a monster's
    profile (an army unit's wings and bows are in the army sheets' words)."""
    out = []
    if p.undead:
        out.append("undead")
    if p.regenerates:
        out.append("regenerate")
    if p.resists_magic:
        out.append("magic-resistant")
    if p.army == MONSTER and p.flying:
        out.append("flying")
    if p.army == MONSTER and p.missile:
        out.append("missile")
    return tuple(out)


def explain_specials(specials: tuple[str, ...] | list[str]) -> list[str]:
    """Each special in ``specials`` explained in a sentence (``SPECIAL_EXPLAINED``)."""
    return [tr(SPECIAL_EXPLAINED[s]) for s in specials if s in SPECIAL_EXPLAINED]
