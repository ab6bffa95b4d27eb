"""What the marks on and under a counter mean, in plain words, for its tooltip (playtest 15:
"×2 +1" under a counter and the red "2" on its edge were explained only in the Legend)."""

from __future__ import annotations

from typing import Any

from forgegames.core.i18n import ntr, tr
from forgegames.games.warparty.board_info import WPState, noun_of


def stack_marks(canvas: Any, state: WPState, stack: tuple[str, str]) -> list[str]:
    """One line for each mark the counter of ``stack`` shows as drawn now: its tag's count
    and other kinds, its red hits disc and its circled move; for a chip (a stack drawn
    small), its number; none for a stack not drawn."""
    drawn = next((s for s, _ in canvas._placed(state) if (s.place, s.army) == stack), None)
    if drawn is None:
        return []
    if stack in canvas._chips:  # a chip: its number, and why it is one (playtest 24 item 2:
        # one army alone showed a counter in one place and a chip in another)
        shared = len({s.army for s, _ in canvas._placed(state) if s.place == drawn.place}) > 1
        lines = [tr("Drawn small (a chip): its number is the units in the stack")]
        if shared:
            lines.append(tr("A chip because armies share this territory"))
        else:
            lines.append(
                tr("A chip because its counter has no room here at this zoom: zoom in to see it")
            )
        if drawn.kinds > 1:
            lines.append(ntr(drawn.kinds, "{n} kind of unit in it", "{n} kinds of unit in it"))
        return lines
    lines = []
    if drawn.count > 1:
        lines.append(tr("×{n} under the counter: the units in this stack", n=drawn.count))
    if drawn.kinds > 1:
        lines.append(
            ntr(
                drawn.kinds - 1,
                "+{n} kind: another kind of unit in it besides the one on the counter",
                "+{n} kinds: other kinds of unit in it besides the one on the counter",
            )
        )
    sheet = canvas._sheet(drawn.army, drawn.lead)
    if sheet is None:
        return lines
    one = noun_of(drawn.army, sheet).a
    if sheet.hits > 1:
        lines.append(tr("Red {n}: the hits {unit} takes before it falls", n=sheet.hits, unit=one))
    if sheet.move > 1:
        lines.append(tr("Circled {n}: how far {unit} moves", n=sheet.move, unit=one))
    return lines
