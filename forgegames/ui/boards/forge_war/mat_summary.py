"""A summarised Forge War mat's words: its adventurers' levels, its quests' steps and its
cards on one line, or broken over as many as its width needs (``MatsPanel`` draws them)."""

from __future__ import annotations

from typing import Any, Protocol

from forgegames.core.i18n import count, tr
from forgegames.games.forge_war import board_info as info
from forgegames.games.forge_war.state import FWState
from forgegames.ui.boards.forge_war.part import FWPanel
from forgegames.ui.boards.forge_war.text import short_name


class MatWords(Protocol):
    """What ``summary_tip`` reads of the mats panel (named here, not imported: the panel
    imports this module)."""

    world: Any
    scene: Any

    def workers_words(self, v: FWState, seat: int) -> str: ...

    def requirement_line(self, req: Any) -> str: ...


def summary_lines(
    panel: FWPanel, v: FWState, seat: int, width: int, names: bool = True
) -> list[str]:
    """A summarised mat's line in lines no wider than ``width``, broken at a ' · ' or
    after a quest's comma (a single part still wider is shortened; the tooltip has it
    all)."""
    text = summary_line(panel, v, seat, names)
    size = panel.px(12)
    if panel.pen.text_width(text, size) <= width:
        return [text]
    pieces: list[tuple[str, str]] = []  # (the joiner before it, the piece)
    for group in text.split(" · "):
        items = group.split(", ")
        for k, item in enumerate(items):
            item += "," if k < len(items) - 1 else ""
            pieces.append((" " if k else " · ", item))
    lines = [pieces[0][1]]
    for joiner, piece in pieces[1:]:
        joined = lines[-1] + joiner + piece
        if panel.pen.text_width(joined, size) <= width:
            lines[-1] = joined
        else:
            lines.append(piece)
    return lines


def summary_rows(panel: FWPanel, v: FWState, seat: int, width: int, wrap: bool) -> list[str]:
    """A summarised mat's lines across ``width``: its quests named, wrapped on as many
    lines as they take (``wrap``); or else on one line, the quests' names left out (each
    shown by its progress, the mat's tooltip names them) where the line would not hold
    them."""
    if wrap:
        return summary_lines(panel, v, seat, width)
    named = summary_line(panel, v, seat)
    if panel.pen.text_width(named, panel.px(12)) <= width:
        return [named]
    return summary_lines(panel, v, seat, width, names=False)


def summary_line(panel: FWPanel, v: FWState, seat: int, names: bool = True) -> str:
    """A summarised mat: its adventurers' levels, its quests (``names``: named) with
    their steps and whether they are met, and how many cards it holds."""
    data = v.seats[seat]
    advs = " ".join(f"{{adventurer:{a.level}}}{a.level}" for a in data.advs)
    quests = []
    for req in info.quest_status(v, seat):
        card = panel.world.content.all_quests[req.quest]
        mark = "{check}" if req.met else "{cross}" if info.quest_at_risk(v, req) else ""
        name = short_name(card.name) + " " if names else "{quest}"
        quests.append(f"{name}{req.step + 1}/{card.steps} {mark}".rstrip())
    text = tr("Adventurers {a}", a=advs)
    text += " · " + (tr("quests: {q}", q=", ".join(quests)) if quests else tr("no quests"))
    cards = len(data.bonus) + len(data.end_bonuses)
    if cards:
        text += " · " + count(cards, "card", "cards")
    return text


def summary_tip(panel: MatWords, v: FWState, seat: int) -> str:
    """Everything on a summarised mat, for its tooltip: adventurers, workers, designs, cards
    and each quest's requirement."""
    c = panel.world.content
    data = v.seats[seat]
    parts = []
    for a in data.advs:
        text = tr("adventurer {n} level {lvl}", n=a.id + 1, lvl=a.level)
        if a.weapon:
            text += tr(" with {w} on {q}", w=c.all_weapons[a.weapon].name, q=c.card_name(a.quest))
        parts.append(text)
    lines = [tr("{name}: ", name=panel.scene.seat_name(seat)) + "; ".join(parts) + "."]
    if v.mine is not None:
        lines.append(panel.workers_words(v, seat))
    designs = [c.all_weapons[d].name for d in info.owned_designs(v, seat)]
    lines.append(tr("Designs: {d}.", d=", ".join(designs)))
    cards = [c.all_bonus[b].name for b in data.bonus]
    cards += [c.end_bonuses[b].name for b in data.end_bonuses]
    if cards:
        lines.append(tr("Cards: {d}.", d=", ".join(cards)))
    for req in info.quest_status(v, seat):
        lines.append(panel.requirement_line(req))
    return "\n".join(lines)
