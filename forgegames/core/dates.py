"""Days in the players' words and language (never the machine's own locale, which may speak
another language than the program)."""

from __future__ import annotations

import datetime

from forgegames.core.i18n import N_, tr

MONTHS = (
    *(N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun")),
    *(N_("Jul"), N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec")),
)
"""The months as a date shows them, short ('27 Nov 2026'), January first."""


def day_words(day: datetime.date) -> str:
    """A day as players read it, in the current language: '27 Nov 2026', '27 nov 2026'."""
    return f"{day.day} {tr(MONTHS[day.month - 1])} {day.year}"


def stored_day_words(text: str) -> str:
    """A day kept as ISO text ('2026-11-27', a high score's) in the players' words; the text
    as it is when it is no such day (a table written by hand)."""
    try:
        return day_words(datetime.date.fromisoformat(text))
    except ValueError:
        return text


def moment_words(timestamp: float) -> str:
    """A moment of this year, as a list of saved files shows it: '27 Nov 14:05'."""
    moment = datetime.datetime.fromtimestamp(timestamp)
    return f"{moment.day} {tr(MONTHS[moment.month - 1])} {moment:%H:%M}"
