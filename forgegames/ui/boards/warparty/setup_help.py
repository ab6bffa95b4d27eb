"""The quick-play set-up, explained step by step (playtest 12, shots 59-61 and 74): the prompt
names the next concrete step (found a city from the list, switch to the other army, place the
troops), the City offer comes first in the list, Set-up done stands greyed with the engine's
reason until it is legal, and a click on the map with nothing picked says what to pick first.

Nothing here decides a rule: which army may still found a city is the City offer the engine
lets it take (``Ware.why`` empty), where it may is the offer's places, and why Set-up done is
refused is the engine's own reason (``BoardHost.why_not``). ``SetupHelp`` is a part of the
board."""

from __future__ import annotations

from forgegames.core.errors import Refusal
from forgegames.core.i18n import N_, count, listing, ntr, tr
from forgegames.games.warparty import board_info
from forgegames.games.warparty.actions import Move, Ready
from forgegames.games.warparty.board_info import (
    PHASE_ORDER,
    PHASE_ROLLOFF,
    PHASE_SETUP,
    WPState,
    army_name,
    team_name,
)

READY_LABEL = N_("Set-up done")
BUYS_NAMED = 2
"""How many of the units an army may still buy the unspent crowns' line names."""


def setup_first(wares: list[board_info.Ware]) -> list[board_info.Ware]:
    """The set-up's purchase list with the City (Fortress, Stronghold, Tomb) first: in the
    list's usual order it was the tenth row, below the fold (shot 61)."""
    return sorted(wares, key=lambda w: w.kind != "city")


class SetupHelp:
    """The set-up's prompt, its greyed Set-up done, and what a click on the map needs first."""

    def undo_instead(self, action: object) -> bool:
        """Set-up done is not confirmed when End turn follows it (playtest 15: Set-up done,
        "are you sure?", then End turn, where a player of Board Game Arena expects one step):
        the held prompt names the crowns it gave up, and Undo takes it back. Unless an army
        gives up crowns that could still buy it a unit: then it asks first (playtest 16: 26
        of the Dwarves' 30 crowns went without a word)."""
        if not (isinstance(action, Ready) and self.scene.holds_turn_after(action)):
            return False
        return not self._crowns_could_buy()

    def asks_first(self, action: object) -> bool:
        """Set-up done while an army's crowns above those kept could still buy it a unit is
        asked about, though Undo could take it back (playtest 19: a newcomer gave up 22
        crowns); ``undo_instead`` plays it quietly otherwise."""
        return isinstance(action, Ready) and self._crowns_could_buy()

    def losses(self, action: object) -> list[str]:
        """Set-up done's question names what the crowns given up could still buy (issue #39:
        "are you sure?" said only how many were lost)."""
        words = []
        if isinstance(action, Ready):
            for army, names in self._lost_buys().items():
                more = len(names) - BUYS_NAMED
                shown = names[:BUYS_NAMED] + ([tr("{n} more", n=more)] if more > 0 else [])
                words.append(
                    tr(
                        "what the {army} could still buy with them ({wares})",
                        army=army_name(army),
                        wares=listing(shown),
                    )
                )
        return words + super().losses(action)  # type: ignore[misc]

    def _crowns_could_buy(self) -> bool:
        """An army setting up would give up enough crowns to buy a unit it may buy now."""
        return bool(self._lost_buys())

    def _lost_buys(self) -> dict[str, list[str]]:
        """Each army setting up whose crowns above those kept pay for a unit it may buy now,
        with those units' names, cheapest first (issue #39: "are you sure?" for 1 crown, when
        the cheapest unit costs 5). What may be bought, and its price, is the engine's offer
        (``Ware.why`` empty)."""
        keep = self.world.content.quickplay.crowns_kept
        state = self.state
        found: dict[str, list[str]] = {}
        for ware in sorted(self.wares, key=lambda w: w.price):
            spare = state.army(ware.army).treasury - keep
            if ware.kind == "unit" and not ware.why and 0 < ware.price <= spare:
                found.setdefault(ware.army, []).append(ware.name)
        return found

    def setup_held_words(self) -> str:
        """The held prompt after Set-up done: what it gave up, End turn or Undo."""
        keep = self.world.content.quickplay.crowns_kept
        return ntr(
            keep,
            "Set-up done: each army kept {n} crown at most. Press End turn to hand over, or "
            "Undo to change the set-up.",
            "Set-up done: each army kept {n} crowns at most. Press End turn to hand over, or "
            "Undo to change the set-up.",
        )

    def setup_idle_words(self, state: WPState) -> tuple[str, str] | None:
        """The purchase list's heading and words before play when it lists nothing (playtest
        34: "Buy for Undead" headed an empty list after Set-up done): whose set-up it is and
        what to press; None when it lists something, or in play."""
        if state.phase not in (PHASE_SETUP, PHASE_ORDER, PHASE_ROLLOFF) or self.shown_wares():
            return None
        heading = tr("Set-up")
        if state.phase != PHASE_SETUP:
            return heading, tr("First the order of play is chosen; then each army sets up.")
        if self.scene.handover is not None:
            return heading, tr(
                "Your set-up is done. Press End turn to hand over to the next player, or Undo "
                "to change it."
            )
        seat = state.seat_of(state.actor)
        armies = tr(" and ").join(army_name(a) for a in state.seats[seat])
        name = self.scene.seat_name(seat)
        return heading, tr("{name} is setting up the {armies}.", name=name, armies=armies)

    def unspent_words(self) -> str:
        """While the set-up buys: the crowns Set-up done would take away now and what the
        listed army may still buy with them ("Humans: 30 crowns unspent, 26 lost at Set-up
        done (only 4 are kept). They may buy: Soldier, Archer."); "" when nothing would be
        lost (playtest 19: a newcomer lost 22 crowns to the rule without noticing). What may
        be bought is the engine's: the list's unit offers with no reason against them."""
        state = self.state
        if state.phase != PHASE_SETUP or not self.legal or not self.wares:
            return ""
        keep = self.world.content.quickplay.crowns_kept
        listed = self.listed_army()
        armies = sorted(self.buyers(), key=lambda a: a != listed)
        lost = {a: state.army(a).treasury - keep for a in armies}
        lost = {a: n for a, n in lost.items() if n > 0}
        if not lost:
            return ""
        if len(lost) == 1 and listed not in lost:  # (short: the list above is another's)
            army, n = next(iter(lost.items()))
            return ntr(
                n,
                "{army}: {n} crown lost at Set-up done.",
                "{army}: {n} crowns lost at Set-up done.",
                army=army_name(army),
            )
        if len(lost) == 1:  # (playtest 35: advice, not a penalty, before anything is done)
            army, n = next(iter(lost.items()))
            words = tr(
                "Spend your crowns: the {army} have {unspent} and keep only {keep} at Set-up "
                "done ({n} would go unused).",
                army=army_name(army),
                unspent=count(state.army(army).treasury, "crown", "crowns"),
                n=n,
                keep=keep,
            )
        else:
            words = tr(
                "Spend your crowns: at Set-up done each army keeps only {keep} ({armies} would "
                "go unused).",
                armies=listing([f"{army_name(a)}\u00a0{n}" for a, n in lost.items()]),
                keep=keep,
            )
        buys = [w.name for w in self.wares if w.army == listed and w.kind == "unit" and not w.why]
        if listed in lost and buys:
            more = len(buys) - BUYS_NAMED
            names = buys[:BUYS_NAMED] + ([tr("{n} more", n=more)] if more > 0 else [])
            return (
                words
                + " "
                + tr("The {army} may buy: {wares}.", army=army_name(listed), wares=listing(names))
            )
        return words

    def _city_owed(self) -> board_info.Ware | None:
        """The City offer of an army setting up that may take it now (the engine's Found
        moves are its places), the listed army's first; None once every starting city is
        placed."""
        owed = [w for w in self.wares if w.kind == "city" and not w.why]
        listed = self.listed_army()
        return next((w for w in owed if w.army == listed), owed[0] if owed else None)

    def _cities_placed(self, state: WPState, army: str) -> int:
        return sum(1 for _, c in state.cities if c.army == army and not c.capital)

    def setup_words(self, state: WPState, terse: int = 0) -> str:
        """The set-up's next step in words (``terse`` 1, then 2: shorter, for a narrow
        strip); the second team's first hears that the first team's set-up is on the map."""
        step = self._setup_step(state, terse)
        if state.side != state.first and not terse:
            seen = tr("The {team} team's set-up is on the map.", team=team_name(state.first))
            return f"{seen} {step}"
        return step

    def _setup_step(self, state: WPState, terse: int) -> str:
        city = self._city_owed()
        if city is not None:
            army = army_name(city.army)
            if city.army != self.listed_army():  # its offers are a click on its row away
                if terse:
                    return tr("Switch to the {army}: click their row on the right.", army=army)
                return tr(
                    "Switch to the {army}: click their row on the right, then pick {offer} to "
                    "found a city.",
                    army=army,
                    offer=city.name,
                )
            placed = self._cities_placed(state, city.army) + 1
            total = self.world.content.quickplay.cities
            if terse > 1:
                return tr(
                    "{army}: pick {offer} in the list, then a lit territory.",
                    army=army,
                    offer=city.name,
                )
            return tr(
                "{army}: found city {n} of {total}: pick {offer} at the top of the list, then a "
                "lit territory.",
                army=army,
                n=placed,
                total=total,
                offer=city.name,
            )
        if self._nothing_to_buy():  # (playtest 35: "Now place troops" with 0 crowns)
            if terse or not any(isinstance(a, Move) for a in self.legal):
                return tr("Nothing left to buy: press Set-up done.")
            return tr(
                "Nothing left to buy. Move a counter if you wish (click it, then a lit place), "
                "then press Set-up done."
            )
        if terse > 1:
            return tr("Now place troops: buy, or click a counter then a lit place.")
        if terse:
            return tr("Now place troops: buy from the list, or click a counter then a lit place.")
        return ntr(
            self.world.content.quickplay.crowns_kept,
            "Cities placed. Now place troops: buy from the list, or click a counter then a lit "
            "place; then Set-up done (at most {n} crown is kept).",
            "Cities placed. Now place troops: buy from the list, or click a counter then a lit "
            "place; then Set-up done (at most {n} crowns are kept).",
        )

    def _nothing_to_buy(self) -> bool:
        """Set-up done is open and no offer of the list may be taken (every row greyed, as
        after Set up the rest for me spent the crowns): what is left is Set-up done, or a
        move that spends nothing. The offers' reasons are the engine's (``Ware.why``)."""
        return Ready() in self.legal and all(w.why for w in self.wares)

    def ready_refusal(self) -> str:
        """Why Set-up done is greyed now, in the engine's words ("" when it is not: it is
        legal, or the seat does not set up now)."""
        if self.state.phase != PHASE_SETUP or not self.legal or Ready() in self.legal:
            return ""
        return board_info.capitalised(self.scene.why_not(Ready()))

    def refuse_ready(self) -> None:
        """A click on the greyed Set-up done: the reason, with the set-up's rules behind
        Why?."""
        why = self.ready_refusal()
        if why:
            self.scene.reject(Refusal(why, "setup"))

    def setup_map_help(self, state: WPState, place: str | None) -> bool:
        """A set-up click on the map that picks nothing and sends nothing: say what to pick
        first (a City offer still owed, else a counter or a unit in the list). True when
        words were shown."""
        if state.phase != PHASE_SETUP or not self.legal or place is None:
            return False
        city = self._city_owed()
        if city is not None and place in city.places:
            if city.army != self.listed_army():
                words = tr(
                    "To found a city here, first switch to the {army} (click their row on the "
                    "right), then pick {offer} in the list.",
                    army=army_name(city.army),
                    offer=city.name,
                )
            else:
                words = tr(
                    "To found a city here, first pick {offer} at the top of the list; then "
                    "click this territory again.",
                    offer=city.name,
                )
        elif city is not None:
            words = tr(
                "No starting city may go here. Pick {offer} in the list: the places it may go "
                "light up.",
                offer=city.name,
            )
        else:
            words = tr(
                "Nothing is picked: click one of your counters (or buy a unit in the list), "
                "then click a lit place to put it there."
            )
        self.scene.reject(Refusal(words, "setup"))
        return True
