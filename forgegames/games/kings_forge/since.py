"""What the other seats did since a seat's last turn, a short line each (playtest 34: in hot-seat
play the person whose turn came round could learn it only from the log).

Built from the session's history: the moves taken between the seat's last move and now, by
seat. Only the moves a player chose that change the table are told (a claim, a card
discarded for the docks, a peddled die, a pass, an item crafted or stolen); the dice placed
to pay, the bonuses and the rolls are parts of those and stay in the log."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from forgegames.core.actions import Action
from forgegames.core.i18n import N_, listing, tr
from forgegames.games.kings_forge.world import World

TOLD = {
    "claim": N_("claimed {cards}"),
    "copy": N_("copied {cards} with the Workshop"),
    "discard": N_("discarded {cards} for the docks"),
    "peddle": N_("gave dice to {cards}"),
    "pass": N_("passed"),
    "craft": N_("crafted {cards}"),
    "steal": N_("stole {cards}"),
}
"""Each move told, by verb: the words of all such moves of one seat, with what they were
about listed ("claimed the Garden and the Tavern")."""


def since_lines(
    world: World, names: tuple[str, ...], moves: Iterable[tuple[int, Action]], seat: int
) -> list[str]:
    """One line per other seat that made a move told (``TOLD``) among ``moves`` (each the
    seat that made it and the move, oldest first), in seat order from the one after
    ``seat``: "Ben: claimed the Garden and passed"; none when nobody did anything told."""
    told: dict[int, dict[str, list[str]]] = {}
    for actor, action in moves:
        if actor < 0 or actor == seat or action.verb not in TOLD:
            continue
        about = told.setdefault(actor, {}).setdefault(action.verb, [])
        thing = _about(world, names, action)
        if thing and thing not in about:
            about.append(thing)
    order = sorted(told, key=lambda s: (s - seat) % len(names))
    lines = []
    for actor in order:
        facts = [tr(TOLD[verb], cards=listing(things)) for verb, things in told[actor].items()]
        lines.append(tr("{name}: {facts}", name=names[actor], facts=listing(facts)))
    return lines


STOLE_YOURS = N_("{thief} stole your {card}!")
STOLE_THEIRS = N_("{thief} stole {victim}'s {card}.")


def steal_lines(
    world: World,
    names: tuple[str, ...],
    moves: Sequence[tuple[int, Action]],
    start: int,
    you: int | None,
) -> list[str]:
    """A plain line per steal among ``moves[start:]`` (the session's history, each the seat
    that made it and the move, oldest first), oldest first: "Bruno stole your Anvil!" when
    the item was seat ``you``'s, "Bruno stole Carla's Anvil!" otherwise. Whose it was comes
    from the history too: the seat that last crafted or stole that card before the steal."""
    lines = []
    for index in range(max(start, 0), len(moves)):
        thief, action = moves[index]
        if thief < 0 or action.verb != "steal":
            continue
        card = getattr(action, "card", "")
        victim = next(
            (
                seat
                for seat, earlier in reversed(moves[:index])
                if earlier.verb in ("craft", "steal") and getattr(earlier, "card", "") == card
            ),
            None,
        )
        name = world.card_name(card)
        if victim is not None and victim == you:
            lines.append(tr(STOLE_YOURS, thief=names[thief], card=name))
        elif victim is not None:
            lines.append(tr(STOLE_THEIRS, thief=names[thief], victim=names[victim], card=name))
    return lines


def _about(world: World, names: tuple[str, ...], action: Action) -> str:
    """What a told move was about: its card with the article it takes, the seat given dice,
    or '' for a pass."""
    if action.verb == "peddle":
        return names[action.seat]  # type: ignore[attr-defined]
    card = getattr(action, "card", "")
    if not card:
        return ""
    name = world.card_name(card)
    return name.the if hasattr(name, "the") else str(name)
