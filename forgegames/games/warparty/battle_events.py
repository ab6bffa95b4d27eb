"""What happens in a Warparty battle, as core events the log words (``battle_event``), their
facts kept in each event's ``detail`` for the battle dice panel."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from forgegames.core.frozen import FrozenMap
from forgegames.core.i18n import N_, tr
from forgegames.core.title import Event
from forgegames.games.warparty import nouns
from forgegames.games.warparty.dungeon_state import MONSTER
from forgegames.games.warparty.fighters import (
    ATTACKER_RETREATED,
    ATTACKER_WINS,
    BOTH_DESTROYED,
    DEFENDER_RETREATED,
    DEFENDER_WINS,
    STALEMATE,
    VOLLEY_OVER,
    Battle,
    Fighter,
)

_WORDS = {
    "round": "Round {n}: {who} attack.",
    "attack": "{who} attacks {whom}.",
    "strike-back": "{who}, turned over, strikes back at {whom}.",
    "hit": "{who} rolls {roll} (needs {need} or less): a hit on {whom}.",
    "miss": "{who} rolls {roll} (needs {need} or less): a miss.",
    "sure-hit": "{who} needs {need} or less to hit {whom}: a sure hit, no die rolled.",
    "no-hit": "{who} would need {need} or less to hit {whom}: no chance, no die rolled.",
    "defended": "{whom} rolls {roll} to defend (needs {need} or less): defended.",
    "undefended": "{whom} rolls {roll} to defend (needs {need} or less): not defended.",
    "sure-defence": "{whom} needs {need} or less to defend: a sure defence, no die rolled.",
    "no-defence": "{whom} would need {need} or less to defend: no chance, no die rolled.",
    "wound": "{whom} takes {dmg} damage ({damage} of {hits} hits).",
    "killed": "{whom} is killed and leaves the battle at once.",
    "turned": "{whom} is killed and turned over: it strikes back in its side's next round.",
    "removed": "{who} has struck back and leaves the battle.",
    "regenerates": "{who} regenerates a hit ({damage} of {hits} hits taken).",
    "flees": "{whom} is afraid and flees the battle.",
    "fate": "Fate is guided: {who} rolls that die again.",
    "idle": "{who} has no enemy it may attack this round.",
    "lapse": "No enemy is left standing: the rest of the round's attacks are not made.",
    "retreat-try": "Retreat: {who} roll for it.",
    "may-retreat": "Retreat roll {roll} (needs {need} or less): {who} may leave the battle.",
    "no-retreat": "Retreat roll {roll} (needs {need} or less): {who} must fight on.",
    "press-on": "Fight on: {who} stay in the battle.",
    ATTACKER_RETREATED: "The attackers retreat from the battle.",
    DEFENDER_RETREATED: "The defenders retreat from the battle.",
    ATTACKER_WINS: "The attackers win the battle.",
    DEFENDER_WINS: "The defenders hold: every attacker is destroyed.",
    BOTH_DESTROYED: "Both sides are destroyed: nobody wins the battle.",
    STALEMATE: "Neither side can harm the other: the battle stops (stalemate).",
    VOLLEY_OVER: "The ranged attack is over.",
}


def battle_event(what: str, values: Mapping[str, Any], side: int | None = None) -> Event:
    """Something that happened in a battle, as a core event of kind "battle": ``what`` says
    what (a key of the wording table), ``values`` the facts (fighters, rolls, numbers needed),
    both kept in its ``detail`` (with ``side``) for a board to show; its text words them.

    ``side`` (ATTACKER, DEFENDER or None): the battle side a line is about when its subject is
    a side rather than a unit ("Round 2: the defenders attack."); the rules turn it, or the
    unit of ``subject``, into the seat the log colours the line for (docs/rulings.md, "Whose
    colour a Warparty log line takes"), when the battle's move is made in the game.
    """
    facts = {k: _fact(v) for k, v in values.items()}
    text = nouns.capitalised(tr(_WORDS[what], **facts))
    return Event(text, kind="battle", detail=FrozenMap({**values, "what": what, "side": side}))


def subject(event: Event) -> Fighter | None:
    """The unit a battle line is about: the one acting (``who``), else the one it befalls."""
    for key in ("who", "whom"):
        value = event.detail.get(key)
        if isinstance(value, Fighter):
            return value
    return None


def _fact(value: Any) -> Any:
    """A fact as the log shows it: a unit by its label, a side's name translated."""
    if isinstance(value, Fighter):
        return value.phrase
    return tr(value) if isinstance(value, str) else value


def say(events: list[Event] | None, what: str, side: int | None = None, **values: Any) -> None:
    """Add a ``what`` event with its facts to ``events`` (None: nobody is listening);
    ``side`` for a line whose subject is a battle side."""
    if events is not None:
        events.append(battle_event(what, values, side))


_SIDE_NAMES = (N_("the attackers"), N_("the defenders"))
_VOLLEY_NAMES = (N_("the shooters"), N_("the targets"))


def side_name(battle: Battle, side: int) -> str:
    """A side's name as an event fact (translated when the event is worded)."""
    return (_VOLLEY_NAMES if battle.volley else _SIDE_NAMES)[side]


def never_afraid(victim: Fighter) -> str:
    """Why Fear may not aim at ``victim``: a hero, or a monster in its dungeon."""
    if victim.profile.army == MONSTER:
        return tr("{unit} is a monster in its dungeon, never afraid there", unit=victim.phrase)
    return tr("{unit} is a hero, and heroes are never afraid", unit=victim.phrase)
