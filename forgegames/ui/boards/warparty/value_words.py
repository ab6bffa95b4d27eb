"""Warparty's words the interface shows by translating a value rather than a literal (its
armies, teams, roll-off choice and terrains), marked with ``N_`` so that the collector of
interface strings (``forgegames.core.translations``) finds them; a test checks that every value
of those families is listed."""

from __future__ import annotations

from forgegames.core.i18n import N_

ARMIES = (N_("Humans"), N_("Dwarves"), N_("Goblins"), N_("Undead"))
"""The armies as the legend names them."""
TEAMS = (N_("Good"), N_("Evil"), N_("good"), N_("evil"))
"""The two teams (in a title and in a sentence)."""
ORDER = (N_("first"), N_("second"))
"""The roll-off choice: the winning team moves first or second."""
TERRAINS = (N_("plains"), N_("forest"), N_("mountain"), N_("lake"))
"""The terrains."""
