"""Everything King's Forge's rules read besides the state: the content of data/kings_forge and
the names of its things.

The title builds it once (``KingsForge.world``) and every state it makes carries it
(``KFState.world``, see ``forgegames.core.world``); rules and boards reach the data through it.
"""

from __future__ import annotations

import dataclasses
import functools

from forgegames.core.i18n import Name
from forgegames.core.names import Names
from forgegames.games.kings_forge.content import CONTENT_VERSION, Content, load_content


@dataclasses.dataclass(frozen=True, eq=False)
class World:
    """The loaded data a game runs on (one per title; a test may build its own)."""

    content: Content
    names: Names

    @classmethod
    def of(cls, content: Content) -> World:
        """The world of ``content``, its names keyed by the data files they come from."""
        tables = {
            "gather": content.gather,
            "craft": content.craft,
            "components": content.tokens,
            "docks": content.docks,
        }
        return cls(content, Names("kings_forge", tables))

    def rank(self, card: str, version: int = CONTENT_VERSION) -> int:
        """A craft card's rank (easy to hard) under content ``version``."""
        return self.content.ranks[version][card]

    def card_name(self, card: str) -> Name | str:
        """A gather or craft card's name, with its article (``i18n.Name``); an unknown id as
        it is."""
        if card in self.content.gather:
            return self.names.name("gather", card)
        if card in self.content.craft:
            return self.names.name("craft", card)
        return card

    def token_name(self, token: str) -> Name:
        return self.names.name("components", token)

    def dock_text(self, action: str) -> str:
        return self.names.text("docks", action)

    def side_text(self, card: str, side: str) -> str:
        """What a gather card's ``side`` ("top" or "bottom") does, in words."""
        return self.names.text("gather", card, side, self.content.actions[(card, side)].text)


@functools.cache
def load_world() -> World:
    """The world of the package's data files, read once per process."""
    return World.of(load_content())
