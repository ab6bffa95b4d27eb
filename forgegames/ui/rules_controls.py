"""The rules browser's last section: the controls, in a game and from the launcher."""

from __future__ import annotations

from forgegames.core.i18n import N_

CONTROLS = (
    "Click a highlighted place or a button to play. Tab moves the keyboard focus (board "
    "places first, then buttons), arrows move it between nearby places, and Enter or Space "
    "presses what has the focus.\n\n"
    "Ctrl+Z undoes your last move, Ctrl+Y redoes it, Ctrl+S saves, Esc opens the menu. After "
    "your last move, End turn (or Enter) hands over; until then Undo can take the move back. "
    "Undo never goes back past a dice roll, a card draw, something that showed hidden "
    "information, or another player's move.\n\n"
    "The mouse wheel scrolls the log; hovering a line marks its place on the board. L shows "
    "the legend, R these rules. After a refused move, Why? (or Y) opens the rules where they "
    "explain it. H asks for a hint (the menu turns hints on or off).\n\n"
    "M turns the sound off or on. A move's animation ends at once on any click or key, which "
    "then acts as usual; the menu sets animations to normal, fast or off."
)
"""The controls, the browser's last section (in a game and from the launcher)."""
SKIP_CONTROLS = N_(
    "In a game against computer players, Skip to my turn (or K) plays their moves at once, "
    "without animations, up to your next turn; the log keeps every one of them."
)
"""The controls' paragraph on skipping (kept apart, so the one above keeps its translation)."""
TABLE_CONTROLS = N_(
    "For a table around one screen or a projector: V (or the menu's Table view) folds the log "
    "away so the board fills the window, remembered for each game; the menu's Teaching table "
    "(or its box in the launcher) lets Undo take back anything, past rolls and draws."
)
"""The controls' paragraph for a teacher's table."""
