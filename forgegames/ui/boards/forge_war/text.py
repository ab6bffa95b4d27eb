"""Words for the Forge War board: card details for tooltips, short names for chips, the mine
preview's lines and the prompt. Plain strings only (no pygame); every fact comes from the
engine's content and functions.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from forgegames.core.hexgrid import Hex
from forgegames.core.i18n import listing, ntr, tr
from forgegames.games.forge_war.board_info import (
    DECK_WORDS,
    WEAPON_TYPE_WORDS,
    MineChange,
    World,
    amounts_text,
    card_price,
    said,
    types_words,
)
from forgegames.games.forge_war.state import FWState


@dataclasses.dataclass
class Preview:
    """A hover preview: where it applies, its lines, and the hexes to mark."""

    key: tuple
    title: str
    lines: list[str]
    marks: list[tuple[Hex, str, int | None]] = dataclasses.field(default_factory=list)
    """(hex, kind, seat after) for the mine."""


def short_name(name: str) -> str:
    """A card name shortened for a chip: metals become their symbols."""
    for metal, symbol in (("Copper ", "Cu "), ("Iron ", "Fe "), ("Emerald ", "Em ")):
        if name.startswith(metal):
            return symbol + name[len(metal) :]
    return name


def types_text(types: Sequence[str]) -> str:
    return listing([said(WEAPON_TYPE_WORDS, t) for t in types]) if types else tr("no type")


def weapon_text(world: World, cid: str) -> str:
    w = world.content.all_weapons[cid]
    return tr(
        "{name}: power {power} ({types}); wielded from level {level}; forged from {cost}. "
        "{prestige} prestige at the end.",
        name=w.name,
        power=w.power,
        types=types_text(w.types),
        level=w.level,
        cost=amounts_text(w.cost),
        prestige=w.prestige,
    )


def clerk_text(view: FWState, design: str, name_of: Callable[[int], str]) -> str:
    """A public design's tooltip: its details, then whose marks follow its price and what
    they mean (playtest 24: a tiny square after "3" on the Iron Sword, Bruno's, said
    nothing). ``name_of``: a seat's name."""
    text = card_text(view.world, design)
    claims = view.market["claims"].get(design, [])
    if not claims:
        return text
    royalty = tr(
        "Royalty to {names}: the mark after the price is {whose}. They claimed this design "
        "already, so a claim now pays each of them 1 gold (counted in the price shown).",
        names=listing([name_of(s) for s in claims]),
        whose=ntr(len(claims), "that player's symbol", "those players' symbols"),
    )
    return f"{text}\n{royalty}"


def card_text(world: World, cid: str) -> str:
    """A market card's full details (for a tooltip)."""
    c = world.content
    if cid in c.all_weapons:
        return weapon_text(world, cid)
    if cid in c.all_bonus:
        card = c.all_bonus[cid]
        if card.kind == "stall":
            return tr(
                "{name} (market stall): exchange {left} for {right}, or back, with the supply "
                "once a round. {prestige} prestige at the end.",
                name=card.name,
                left=amounts_text(card.left),
                right=amounts_text(card.right),
                prestige=card.prestige,
            )
        savvy = c.savvies[card.savvy or ""]
        return tr(
            "{name}: {about} {prestige} prestige at the end.",
            name=card.name,
            about=savvy.text,
            prestige=card.prestige,
        )
    if cid in c.all_single_use:
        card = c.all_single_use[cid]
        return tr("{name} (single use): {about}", name=card.name, about=card.text)
    if cid in c.end_bonuses:
        bonus = c.end_bonuses[cid]
        return tr("{name} (end bonus, {cost} gold): {about}", **_bonus_fields(bonus))
    return c.card_name(cid)


def _bonus_fields(bonus) -> dict[str, object]:
    return {"name": bonus.name, "cost": bonus.cost, "about": bonus.text}


def card_price_line(state: FWState, cid: str) -> str:
    """'3 gold · 1★' for a market card tile."""
    c = state.world.content
    prestige = 0
    for table in (c.all_weapons, c.all_bonus):
        if cid in table:
            prestige = table[cid].prestige  # type: ignore[attr-defined]
    price = tr("{n} gold", n=card_price(state, cid))
    return f"{price} · {prestige}★" if prestige else price


def rewards_text(rewards: dict[str, int]) -> str:
    parts = []
    for key, n in rewards.items():
        if key == "gold":
            parts.append(tr("{n} gold", n=n))
        elif key == "adventurer":
            parts.append(tr("{n} adventurer", n=n))
        elif key == "overseer":
            parts.append(tr("an overseer move"))
        elif key == "worker":
            parts.append(tr("a worker move"))
        elif key == "card":
            parts.append(tr("a card from the discard"))
        else:
            parts.append(amounts_text({key: n}))
    return ", ".join(parts) or tr("nothing")


def quest_text(world: World, qid: str) -> str:
    """A quest card's legs in words (for a tooltip)."""
    card = world.content.all_quests[qid]
    lines = [
        tr(
            "{name} ({deck} quest, {steps} steps)",
            name=card.name,
            deck=said(DECK_WORDS, card.deck),
            steps=card.steps,
        )
    ]
    for i, leg in enumerate(card.legs):
        last = i == len(card.legs) - 1
        worth = (
            tr("{n} prestige when completed", n=leg.prestige)
            if last
            else tr("{n} prestige if the quest fails later", n=leg.prestige)
        )
        needs = tr(", needs {types}", types=types_words(leg.types)) if leg.types else ""
        plural = tr("steps") if leg.steps > 1 else tr("step")
        lines.append(
            tr(
                "Leg {i}: {steps} {plural} of difficulty {d}{needs}; pays {rewards}; {worth}.",
                i=i + 1,
                steps=leg.steps,
                plural=plural,
                d=leg.difficulty,
                needs=needs,
                rewards=rewards_text(leg.rewards),
                worth=worth,
            )
        )
    return "\n".join(lines)


def wealth_text(world: World, wid: str) -> list[str]:
    """A wealth card's benefits, one per line."""
    c = world.content
    card = c.wealth[wid]
    out = []
    if card.gold:
        out.append(tr("{n} gold", n=card.gold))
    if card.resources:
        out.append(amounts_text(card.resources))
    if card.adventurers:
        out.append(tr("+{n} adventurer", n=card.adventurers))
    if card.level_ups:
        out.append(tr("+{n} level", n=card.level_ups))
    if card.claim:
        out.append(tr("claims {name}", name=c.all_weapons[card.claim].name))
    return out


def preview_lines(change: MineChange, names: Sequence[str]) -> list[str]:
    """What a mine move would do, in the engine's own sentences (coordinates left out: the
    board marks the hexes). Built from ``mine.preview_move``'s notes."""
    lines = [n.render(names) for n in change.notes if n.kind != "move"]
    if not any(change.gains.values()):
        lines.append(tr("Nobody receives any resources."))
    return lines
