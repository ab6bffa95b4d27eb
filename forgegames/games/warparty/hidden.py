"""What one seat of Warparty may not see of another's: the mechanism ``view`` uses.

Each secret (the heroes' spell choices, the quests dealt and kept) is a ``WPState`` field
holding ``(army, value)`` pairs and names the field here: every seat's view then keeps its own
armies' values and shows only how many the others hold (``hidden_like``), and the boards,
which draw views alone, cannot show one seat's secrets to another.
"""

from __future__ import annotations

from typing import Any

from forgegames.core.frozen import evolve

SECRET_FIELDS: tuple[str, ...] = ("spells", "dealt", "quests")
"""``WPState`` fields of ``(army, value)`` pairs that only the army's seat may see."""

HIDDEN = "?"
"""What a view shows in place of a secret value (a tuple's items each become one)."""


def hidden_like(value: Any) -> Any:
    """``value`` as another seat sees it: a tuple keeps its length (how many cards are held),
    each item hidden; anything else is hidden whole."""
    return (HIDDEN,) * len(value) if isinstance(value, tuple) else HIDDEN


def hide_secrets(state: Any, seat: int, fields: tuple[str, ...] | None = None) -> Any:
    """``state`` as ``seat`` may see it: in each of ``fields`` (``SECRET_FIELDS`` by
    default), the values of armies another seat commands hidden. A seat outside the table (a
    replay's public view) sees none; the state itself comes back when nothing is hidden (a
    view shares what it shows unchanged)."""
    masks = None
    if fields is None:  # remembered on the state while the secrets stay (``WPState._masks``)
        fields = SECRET_FIELDS
        masks = state.__dict__.get("_masks")
        if masks is None:
            masks = state.__dict__["_masks"] = {}
    mine = set(state.seats[seat]) if 0 <= seat < len(state.seats) else set()
    known = None if masks is None else masks.get(seat)
    if known is None:
        known = _masked(state, mine, fields)
        if masks is not None:
            masks[seat] = known
    changes = dict(known)
    if "spells" in fields and state.explorers:
        # Eye of the Explorer is a spell choice too: another seat sees its effect on the map
        # (stacks not flipped on rough ground), never the mark on the priest
        units = state.units
        hidden = [i for i in state.explorers if units[i].army not in mine]
        if hidden:
            seen = list(units)
            for i in hidden:
                seen[i] = evolve(units[i], explorer=False)
            changes["units"] = tuple(seen)
    return evolve(state, **changes) if changes else state


def _masked(state: Any, mine: set[str], fields: tuple[str, ...]) -> dict[str, Any]:
    """The secret fields ``fields`` as a seat commanding ``mine`` sees them, those that
    differ from the state's."""
    changes = {}
    for name in fields:
        pairs = getattr(state, name)
        masked = tuple((army, v if army in mine else hidden_like(v)) for army, v in pairs)
        if masked != pairs:
            changes[name] = masked
    return changes
