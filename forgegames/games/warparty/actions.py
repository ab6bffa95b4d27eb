"""Warparty's moves in their text form (``move 3,4 high-pass``), battle moves included.

Battle moves (``target``, ``retreat-roll``, ``retreat``, ``press-on``) and the die (``roll``)
are ``combat``'s own classes; the same ``roll`` also answers research and summoning rolls.
"""

from __future__ import annotations

import dataclasses

from forgegames.core.actions import Action, ActionCodec
from forgegames.games.warparty.combat import PressOn, Retreat, RetreatRoll, Roll, Target


@dataclasses.dataclass(frozen=True)
class RollOff(Action):
    """Chance: the side that wins the roll-off for the first move."""

    verb = "rolloff"
    side: str


@dataclasses.dataclass(frozen=True)
class Order(Action):
    """The roll-off winner moves ``first`` or ``second``."""

    verb = "order"
    choice: str


@dataclasses.dataclass(frozen=True)
class Move(Action):
    """Move ``units`` (all from one place; a transport may carry others) to ``dest``."""

    verb = "move"
    units: tuple[int, ...]
    dest: str


@dataclasses.dataclass(frozen=True)
class EndMove(Action):
    verb = "end-move"


@dataclasses.dataclass(frozen=True)
class Fight(Action):
    """Fight the battle at ``place`` next (the attackers choose the order)."""

    verb = "fight"
    place: str


@dataclasses.dataclass(frozen=True)
class Shoot(Action):
    """A ranged attack by ``units`` into the neighbouring territory ``place``."""

    verb = "shoot"
    units: tuple[int, ...]
    place: str


@dataclasses.dataclass(frozen=True)
class RetreatTo(Action):
    """The retreating defenders (or their multi-move group) go to ``place``."""

    verb = "retreat-to"
    place: str


@dataclasses.dataclass(frozen=True)
class EndCombat(Action):
    verb = "end-combat"


@dataclasses.dataclass(frozen=True)
class Buy(Action):
    """``army`` buys a ``unit`` and places it in ``place`` (one of its cities)."""

    verb = "buy"
    army: str
    unit: str
    place: str


@dataclasses.dataclass(frozen=True)
class Found(Action):
    """``army`` founds a city in ``place``."""

    verb = "found"
    army: str
    place: str


@dataclasses.dataclass(frozen=True)
class Upgrade(Action):
    """``army`` adds ``upgrade`` to its capital."""

    verb = "upgrade"
    army: str
    upgrade: str


@dataclasses.dataclass(frozen=True)
class Research(Action):
    """``army`` pays for a roll towards research, invention or summoning ``line``."""

    verb = "research"
    army: str
    line: str


@dataclasses.dataclass(frozen=True)
class ChooseSpell(Action):
    """The caster ``hero`` (a unit id) learns ``spell`` (an id of spells.yaml)."""

    verb = "choose-spell"
    hero: int
    spell: str


@dataclasses.dataclass(frozen=True)
class Cast(Action):
    """The caster ``hero`` (a unit id) casts ``spell``; ``on``: the unit of its own side a
    spell aimed at one is cast on (0: none). A striking spell's targets are then chosen by
    the caster's ``target`` moves, as an attack's are."""

    verb = "cast"
    short_defaults = True
    hero: int
    spell: str
    on: int = 0


@dataclasses.dataclass(frozen=True)
class UseTreasure(Action):
    """Hero ``hero`` (a unit id) uses its single-use treasure ``card`` in a battle; ``on``:
    the hero of its army it brings back (the scroll of resurrection; 0: none)."""

    verb = "use-treasure"
    short_defaults = True
    hero: int
    card: str
    on: int = 0


@dataclasses.dataclass(frozen=True)
class TakeTreasure(Action):
    """Hero ``hero`` (a unit id), standing in a capital of its team, takes the card ``card``
    kept there (``treasure_stash``)."""

    verb = "take-treasure"
    hero: int
    card: str


@dataclasses.dataclass(frozen=True)
class SellTreasure(Action):
    """``army`` sells the card ``card`` kept in its capital for its tier's crowns."""

    verb = "sell-treasure"
    army: str
    card: str


@dataclasses.dataclass(frozen=True)
class Explore(Action):
    """The moving team's heroes in ``place`` explore its dungeon (``dungeons``)."""

    verb = "explore"
    place: str


@dataclasses.dataclass(frozen=True)
class LeaveDungeon(Action):
    """The exploring heroes leave the dungeon into its territory, without a roll."""

    verb = "leave-dungeon"


@dataclasses.dataclass(frozen=True)
class FindMonster(Action):
    """Chance: the card ``monster`` (an id of monsters.yaml) is drawn for a dungeon."""

    verb = "find-monster"
    monster: str


@dataclasses.dataclass(frozen=True)
class FindTreasure(Action):
    """Chance: the card ``card`` (an id of treasure.yaml) is drawn for a dungeon's slayers."""

    verb = "find-treasure"
    card: str


@dataclasses.dataclass(frozen=True)
class DealQuest(Action):
    """Chance: ``army`` is dealt the secret quest ``quest`` (an id of quests.yaml)."""

    verb = "deal-quest"
    army: str
    quest: str


@dataclasses.dataclass(frozen=True)
class KeepQuests(Action):
    """``army`` keeps the quests ``first`` and ``second`` of the three it was dealt."""

    verb = "keep-quests"
    army: str
    first: str
    second: str


@dataclasses.dataclass(frozen=True)
class EndTurn(Action):
    """Done buying: the next army of the team buys, or the team's turn ends."""

    verb = "end-turn"


@dataclasses.dataclass(frozen=True)
class Deploy(Action):
    """Quick-play set-up: ``units`` (one army's, from one place) go to ``place``, one of the
    army's cities or territories."""

    verb = "deploy"
    units: tuple[int, ...]
    place: str


@dataclasses.dataclass(frozen=True)
class Ready(Action):
    """Quick play: done setting up."""

    verb = "ready"


@dataclasses.dataclass(frozen=True)
class Concede(Action):
    """Surrender: the other team wins a complete victory."""

    verb = "concede"


@dataclasses.dataclass(frozen=True)
class OfferMarginal(Action):
    """Offer the other team a marginal ``victory`` or a marginal ``defeat`` (they may accept
    or decline). Written ``offer-marginal`` for a victory, as saves made before the choice
    existed wrote it, and ``offer-marginal defeat``."""

    verb = "offer-marginal"
    short_defaults = True
    outcome: str = "victory"


@dataclasses.dataclass(frozen=True)
class Answer(Action):
    """Accept (yes) or decline (no) the marginal victory or defeat offered."""

    verb = "answer"
    accept: bool


TALKS = (Concede, OfferMarginal)
"""Moves that end the game by agreement; computer players never make them."""
CODEC = ActionCodec(
    RollOff,
    Order,
    Move,
    EndMove,
    Fight,
    Shoot,
    RetreatTo,
    EndCombat,
    Buy,
    Found,
    Upgrade,
    Research,
    ChooseSpell,
    Cast,
    UseTreasure,
    TakeTreasure,
    SellTreasure,
    Explore,
    LeaveDungeon,
    FindMonster,
    FindTreasure,
    DealQuest,
    KeepQuests,
    EndTurn,
    Deploy,
    Ready,
    Concede,
    OfferMarginal,
    Answer,
    Target,
    RetreatRoll,
    Retreat,
    PressOn,
    Roll,
)
