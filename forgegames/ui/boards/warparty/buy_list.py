"""Which army's wares Warparty's purchase list shows, for a seat with two armies."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from forgegames.core.i18n import ntr, tr
from forgegames.games.warparty.board_info import Ware, World, WPState, noun_of


def short_why(
    ware: Ware, treasury: int, state: WPState | None = None, world: World | None = None
) -> str:
    """A refused ware's reason in a few words for its greyed row (playtest 16: the "?" alone
    was explained only in the Legend): the crowns it lacks when the treasury is what the
    rule names ("needs 8 more crowns"), what it waits for when the rule names that ("needs
    Stables", "Stables: from next turn"; playtest 21: a greyed Knight showed only "?"), else
    the rule's own words; "" when it may be bought."""
    if not ware.why:
        return ""
    crowns = getattr(ware.why, "rule", None) == "economy" or ware.kind == "city"
    if crowns and ware.price > treasury:
        lack = ware.price - treasury
        return ntr(lack, "needs {n} more crown", "needs {n} more crowns")
    if getattr(ware.why, "short", ""):  # the engine's own few words (ux32: the Royal Keep)
        return ware.why.short  # type: ignore[union-attr]
    if ware.kind == "city":  # (its reason in full, in the hover, is a long sentence)
        return tr("no place for one now")
    if state is not None and world is not None:
        return _waits_for(ware, state, world) or str(ware.why)
    return str(ware.why)


def _waits_for(ware: Ware, state: WPState, world: World) -> str:
    """The upgrade or research ``ware`` waits for, in a few words, when its refusal names it
    (a wait the reason does not name is not guessed): "needs Stables", or "Stables: from
    next turn" when built this turn; "" otherwise."""
    sheet = world.armies.sheets.get(ware.army)
    if sheet is None:
        return ""
    purse = state.army(ware.army)
    for need in sheet.requires.get(ware.ident, ()):
        card = sheet.upgrades.get(need) or sheet.research.get(need)
        name = noun_of(ware.army, card).named if card is not None else ""
        if not name or name not in ware.why:
            continue
        if need in purse.bought:
            return tr("{name}: from next turn", name=name)
        return tr("needs {name}", name=name)
    return ""


@dataclasses.dataclass
class BuyList:
    """The army the purchase list shows: the one chosen on the panel (clicking its block)
    while it may buy, else the acting army. A new buying phase lists its first army that can
    buy again (playtest 8: the list reopened on the army last bought for, and clicks meant
    for the Humans bought Dwarves)."""

    listed: str = ""
    """The army chosen on the panel ("": the army acting now)."""
    listed_for: tuple[int, str] = (0, "")
    """The buying phase (turn clock, acting army) ``listed`` was chosen in."""

    @staticmethod
    def buyers(wares: Sequence[Ware]) -> list[str]:
        """The armies the list may show (those with wares), in order."""
        return list(dict.fromkeys(w.army for w in wares))

    def army(self, wares: Sequence[Ware], picked: str, actor: str) -> str:
        """The army listed: the picked stack's, the chosen one or the acting one, whichever
        may buy first (else the first that may)."""
        buyers = self.buyers(wares)
        for army in (picked, self.listed, actor):
            if army in buyers:
                return army
        return buyers[0] if buyers else ""

    def renew(self, state: WPState, wares: Sequence[Ware]) -> bool:
        """At a new buying phase, list its first army with crowns and something it may buy
        now (else the acting army); True when the list changed so."""
        phase = (state.clock, state.actor)
        if not wares or self.listed_for == phase:
            return False
        buyers = self.buyers(wares)
        can_buy = [
            a
            for a in buyers
            if state.army(a).treasury > 0 and any(w.army == a and not w.why for w in wares)
        ]
        fallback = state.actor if state.actor in buyers else (buyers[0] if buyers else "")
        self.listed, self.listed_for = (can_buy[0] if can_buy else fallback), phase
        return True

    def choose(self, army: str, state: WPState) -> None:
        """List ``army`` for the rest of this buying phase."""
        self.listed, self.listed_for = army, (state.clock, state.actor)
