"""Words the interface shows by translating a value rather than a literal: a speed setting, a
seat colour and its symbol, an army, a terrain. Marked here with ``N_`` so that the collector
of interface strings (``forgegames.core.translations``) finds them; a test checks that every
value of those families is listed."""

from __future__ import annotations

from forgegames.core.i18n import N_

SPEEDS = (N_("slow"), N_("normal"), N_("fast"), N_("instant"), N_("off"))
"""The computer players' speeds and the animation speeds."""
COLOURS = (N_("Blue"), N_("Orange"), N_("Green"), N_("Purple"), N_("Sky"), N_("Vermilion"))
"""The seat colours' names."""
SYMBOLS = (N_("circle"), N_("square"), N_("triangle"), N_("diamond"), N_("star"), N_("cross"))
"""The symbols drawn beside the seat colours."""
ARMIES = (N_("Humans"), N_("Dwarves"), N_("Goblins"), N_("Undead"))
"""Warparty's armies as the legend names them."""
TEAMS = (N_("Good"), N_("Evil"), N_("good"), N_("evil"))
"""Warparty's two teams (in a title and in a sentence)."""
ORDER = (N_("first"), N_("second"))
"""Warparty's roll-off choice: the winning team moves first or second."""
TERRAINS = (N_("plains"), N_("forest"), N_("mountain"), N_("lake"))
"""Warparty's terrains."""
OPTION_VALUES = (
    N_("Off"),
    N_("On"),
    N_("Very easy"),
    N_("Medium"),
    N_("Difficult"),
    N_("Random"),
)
"""The values of the titles' options as the launcher shows them ("very-easy": "Very easy")."""
