"""Words the interface shows by translating a value rather than a literal: a speed setting, a
seat colour and its symbol, an option's value. Marked here with ``N_`` so that the collector
of interface strings (``forgegames.core.translations``) finds them; a test checks that every
value of those families is listed. A title's own values (its armies, its terrains) are marked in
its board package's ``value_words`` module, found the same way."""

from __future__ import annotations

from forgegames.core.i18n import N_

SPEEDS = (N_("slow"), N_("normal"), N_("fast"), N_("instant"), N_("off"))
"""The computer players' speeds and the animation speeds."""
COLOURS = (N_("Blue"), N_("Orange"), N_("Green"), N_("Purple"), N_("Sky"), N_("Vermilion"))
"""The seat colours' names."""
SYMBOLS = (N_("circle"), N_("square"), N_("triangle"), N_("diamond"), N_("star"), N_("cross"))
"""The symbols drawn beside the seat colours."""
OPTION_VALUES = (
    N_("Off"),
    N_("On"),
    N_("Very easy"),
    N_("Medium"),
    N_("Difficult"),
    N_("Random"),
)
"""The values of the titles' options as the launcher shows them ("very-easy": "Very easy")."""
