"""The bar's dialogs for heroes and secrets (issue 37): keeping quests, choosing a spell (the
level-up dialog), casting one (battle, movement, placement and ranged spells alike, each with
the odds or the effect it gives; a movement spell's reach lit on the map beside the dialog
while it is pointed at, as ``board_info.spell_reach`` finds it by the engine's rules), using
a single-use treasure in battle (as a spell is cast), taking or selling the treasure a capital
keeps, and the hero panel (level, XP to the next level, spells with their uses left, treasure,
and what the team's capitals keep).

Each dialog offers only moves the engine lists as legal now (``BoardHost.legal_actions``), in
the engine's words (``spell_words``); the hero panel shows the viewer's own heroes: those of
the stack selected on the map, else all of them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from forgegames.core.i18n import N_, data_text, tr
from forgegames.games.warparty import board_info
from forgegames.games.warparty.actions import (
    Answer,
    Cast,
    ChooseSpell,
    KeepQuests,
    SellTreasure,
    TakeTreasure,
    UseTreasure,
)
from forgegames.games.warparty.board_info import (
    SIDES,
    WPState,
    army_name,
    is_hero,
    side_of,
    spell_words,
    stash_lines,
)

Press = tuple[str, Callable[[], None], str, Any]
"""A bar button: its label, what a press does, its style, the move it makes (None here)."""
CAST_LABEL = "Cast a spell"
USE_LABEL = "Use a treasure"
HEROES_LABEL = "Heroes"
STASH_LABEL = "Kept treasure"
SHORT_LABELS = {CAST_LABEL: N_("Spell"), USE_LABEL: N_("Treasure")}
"""The bar's shorter words for a dialog's button where the full ones find no room (a cast in
the movement phase, in Spanish, beside End movement)."""
HEROES_KEY = pygame.K_e
"""Opens the heroes' panel, also when the bar has no room for its button (issue 39)."""
HEROES_TIP = N_("Your heroes: level, experience and spells (key E)")


def dialog_presses(board: Any) -> list[Press]:
    """The dialog buttons the bar shows first, as the legal moves and the viewer's heroes
    call for them. Heroes (words only) comes leftmost: the bar places its buttons from the
    right and drops those without room, so a move's button (Cast a spell, the only way to a
    movement spell) is placed before Heroes and never gives way to it."""
    legal = board.legal
    out: list[Press] = []
    kept = [a for a in legal if isinstance(a, (TakeTreasure, SellTreasure))]
    if own_heroes(board):  # the panel offers the kept treasure's moves too: then it stays
        style = "primary" if kept else "normal"
        out.append((tr(HEROES_LABEL), lambda: hero_panel(board, kept), style, None))
    elif kept:
        out.append((tr(STASH_LABEL), lambda: stash_dialog(board, kept), "primary", None))
    keeps = [a for a in legal if isinstance(a, KeepQuests)]
    if keeps:
        out.append((tr("Choose your quests"), lambda: keep_quests(board, keeps), "primary", None))
    choices = [a for a in legal if isinstance(a, ChooseSpell)]
    if choices:
        out.append((tr("Choose a spell"), lambda: choose_spell(board, choices), "primary", None))
    casts = [a for a in legal if isinstance(a, Cast)]
    if casts:
        out.append((tr(CAST_LABEL), lambda: cast_spell(board, casts), "primary", None))
    uses = [a for a in legal if isinstance(a, UseTreasure)]
    if uses:
        out.append((tr(USE_LABEL), lambda: use_treasure(board, uses), "primary", None))
    return out


def tooltip(board: Any, label: str, action: Any) -> str:
    """A bar button's tooltip: an answer's offer in full; the Heroes button's key."""
    if isinstance(action, Answer):
        return board.scene.describe(action)
    return tr(HEROES_TIP) if action is None and label == tr(HEROES_LABEL) else ""


def heroes_by_key(board: Any) -> None:
    """The heroes' key: their panel, when the viewer has a hero on the map."""
    if own_heroes(board):
        hero_panel(board)


def shorten(button: Any) -> bool:
    """Give a dialog's button on the bar its shorter words, if it has some; True if so."""
    short = next((tr(s) for full, s in SHORT_LABELS.items() if tr(full) == button.label), None)
    if short is None:
        return False
    button.tooltip = button.label
    button.label = short
    return True


def ask_among(
    board: Any, heading: str, actions: list, lines: list[str], words=None, on_point=None
) -> None:
    """A dialog offering ``actions`` (each in ``words`` of it, else the engine's description),
    one of which is made (Tab or the arrows, then Enter); ``on_point``: told the action
    pointed at (None: none)."""
    name = words or board.scene.describe
    choices = [(name(a), lambda a=a: board._act(a), True) for a in actions]
    if on_point is None:
        board.scene.ask_choice(heading, choices, lines)
        return

    def point(index: int | None) -> None:
        on_point(None if index is None else actions[index])

    board.scene.ask_choice(heading, choices, lines, point)


def keep_quests(board: Any, keeps: list[KeepQuests]) -> None:
    """The three quests dealt, as cards in words, and the pairs that may be kept: the card
    left out goes back to the deck."""
    from forgegames.ui.boards.warparty.quest_words import dealt_lines

    army = keeps[0].army
    lines = [tr("Keep two of the three secret quests dealt:")]
    lines += dealt_lines(board.state, board.world, army)
    heading = tr("Quests for the {army}", army=army_name(army))  # whose (issue 39)
    ask_among(board, heading, keeps, lines)


def choose_spell(board: Any, choices: list[ChooseSpell], done: int = 0) -> None:
    """The level-up dialog: the hero's level and what it still has to choose, then only the
    spells it may learn now, each with a hover text saying what it does. A pick made, the
    dialog comes back while a choice is still owed ("1 of 2 chosen"; playtest 12: it closed
    after the first of two)."""
    state: WPState = board.state
    lines = []
    casters = list(dict.fromkeys(a.hero for a in choices))
    for uid in casters:
        lines += spell_words.hero_lines(state, board.world, state.unit(uid))
    lines.append(tr("Other players see that a spell was chosen, never which."))
    total = done + sum(board_info.spells_owed(state, board.world, uid) for uid in casters)
    heading = tr("Choose a spell")
    if total > 1:
        heading = tr("Choose a spell: {n} of {total} chosen", n=done, total=total)

    def pick(action: ChooseSpell) -> Callable[[], None]:
        def run() -> None:
            board._act(action)
            more = [a for a in board.scene.legal_actions() if isinstance(a, ChooseSpell)]
            if more:  # the next owed pick, in the same dialog's place
                choose_spell(board, more, done + 1)

        return run

    choices_made = [(board.scene.describe(a), pick(a), True) for a in choices]
    tips = [spell_tip(board, a.spell) for a in choices]
    board.scene.ask_choice(heading, choices_made, lines, tips=tips)


def spell_tip(board: Any, spell_id: str) -> str:
    """A spell's hover text: what it does (its card's words), then its figures (who learns
    it at which level, when it is cast, how often, its attack, reach and team), as the
    rules browser's spell card gives them."""
    spell = board.world.content.spells[spell_id]
    name = data_text(f"warparty/spells/{spell.id}/name", spell.name).partition("|")[0].strip()
    text = data_text(f"warparty/spells/{spell.id}/text", spell.text)
    facts = board.scene.title.card_facts("spells", spell.id)
    return "\n".join(part for part in (f"{name}: {text}", facts) if part)


def cast_spell(board: Any, casts: list[Cast]) -> None:
    """Every cast legal now, a button each, and above them each with the odds or the effect
    it gives (the words wrap there; a button's label stays short)."""
    state: WPState = board.state
    lines = [tr("A spell takes the caster's attack this round, or its one spell of the turn.")]
    lines += ["• " + spell_words.cast_words(state, board.world, cast) for cast in casts]

    def label(cast: Cast) -> str:
        return spell_words.cast_label(state, board.world, cast)

    reaches = {cast: board_info.spell_reach(state, board.world, cast) for cast in casts}
    if not any(reaches.values()):
        ask_among(board, tr(CAST_LABEL), casts, lines, label)
        return

    def preview(cast: Cast | None) -> None:
        """The map beside the dialog lights where the movement spell pointed at reaches."""
        board.spell_reach = (reaches.get(cast) or None) if cast is not None else None
        board.scene.invalidate()

    lines.append(tr("The map lights where the spell you point at could take its units."))
    ask_among(board, tr(CAST_LABEL), casts, lines, label, preview)


def use_treasure(board: Any, uses: list[UseTreasure]) -> None:
    """Every use of a single-use card legal now, a button each, with what the card does."""
    lines = spell_words.use_lines(board.world, uses)
    ask_among(board, tr(USE_LABEL), uses, lines)


def stash_dialog(board: Any, moves: list[TakeTreasure | SellTreasure]) -> None:
    """The treasure the team's capitals keep, and each take and sale legal now."""
    state: WPState = board.state
    lines = stash_lines(state, board.world, SIDES[state.side])
    lines.append(tr("A hero standing in the capital takes a card it can use; any card sells."))
    ask_among(board, tr(STASH_LABEL), moves, lines)


def _team_stash(board: Any) -> list[str]:
    """What the viewer's team's capitals keep (the heroes panel's last lines)."""
    state: WPState = board.state
    viewer = board.scene.viewer
    if viewer is None or not 0 <= viewer < len(state.seats) or not state.stash:
        return []
    return stash_lines(state, board.world, SIDES[side_of(state.seats[viewer][0])])


def own_heroes(board: Any) -> list[Any]:
    """The viewer's heroes on the map: those of the selected stack when it holds any."""
    state: WPState = board.state
    viewer = board.scene.viewer
    if viewer is None or not 0 <= viewer < len(state.seats):
        return []
    mine = set(state.seats[viewer])
    found = [u for u in state.units if u.army in mine and is_hero(board.world, u)]
    selected = board.selected
    if selected is not None:
        here = [u for u in found if (u.place, u.army) == tuple(selected)]
        if here:
            return here
    return found


def hero_panel(board: Any, kept: list[TakeTreasure | SellTreasure] | None = None) -> None:
    """Each of ``own_heroes`` as a sheet of words (the dialog closes with its Close), then
    what the team's capitals keep, with the takes and sales of it legal now (``kept``)."""
    lines: list[str] = []
    for unit in own_heroes(board):
        if lines:
            lines.append("")
        lines += spell_words.hero_lines(board.state, board.world, unit)
    stash = _team_stash(board)
    lines += [""] + stash if stash and lines else stash
    if kept:
        ask_among(board, tr(HEROES_LABEL), kept, lines)
        return
    board.scene.ask_choice(tr(HEROES_LABEL), [], lines)  # the dialog has its own Close
