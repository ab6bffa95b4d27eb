"""Secret quests in words for the board: the cards dealt (the keep-two dialog) and the seat's
own quests with their progress (its army panel). Only the viewer's view is read, so another
seat's cards are never at hand."""

from __future__ import annotations

from typing import Any

from forgegames.core.i18n import count, tr
from forgegames.games.warparty.board_info import World, WPState, quests


def reward_words(card: Any) -> str:
    """'20 crowns', '30 XP', '3 Infantry units'... what the card pays."""
    reward = card.reward
    parts = []
    if reward.crowns:
        parts.append(count(reward.crowns, "crown", "crowns"))
    if reward.xp:
        parts.append(tr("{n} XP for a hero", n=reward.xp))
    if reward.units:
        parts.append(count(reward.units.count, "unit", "units"))
    return ", ".join(parts)


def card_line(card: Any) -> str:
    return tr(
        "{name}: {goal} Reward: {reward}.",
        name=quests.name(card),
        goal=quests.text(card),
        reward=reward_words(card),
    )


def dealt_lines(view: WPState, world: World, army: str) -> list[str]:
    """The keep-two dialog's lines: each card dealt to ``army``, a bullet each and a blank
    line before it (playtest 17, shot 48: the three quests ran together in one block), then
    what happens to them."""
    cards = quests.cards(world)
    lines = []
    for q in quests.dealt_to(view, army):
        if q in cards:
            lines += ["", "• " + card_line(cards[q])]
    lines += ["", tr("The card you leave goes back to the deck; nobody else sees your quests.")]
    return lines


def held_lines(view: WPState, world: World, army: str) -> list[str]:
    """``army``'s quests as its own seat sees them (none for another seat's: hidden), each
    with its progress, then those it completed."""
    cards = quests.cards(world)
    lines = []
    for q in quests.held(view, army):
        card = cards.get(q)
        if card is None:
            continue
        have, need = quests.progress(view, world, army, q) or (0, 0)
        lines.append(
            tr("{name}: {have}/{need}", name=quests.name(card), have=min(have, need), need=need)
        )
    for q in quests.done(view, army):
        if q in cards:
            lines.append(tr("{name}: done", name=quests.name(cards[q])))
    return lines
