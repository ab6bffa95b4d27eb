"""King's Forge's legend: its icons, codes and colours in plain words (see forgegames.ui.legend)."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import tr
from forgegames.games.kings_forge.board_info import DICE_WORDS
from forgegames.ui import icons, theme
from forgegames.ui.boards.kings_forge import pictures
from forgegames.ui.boards.legends import marked, picture
from forgegames.ui.legend import Entry, heading, highlights


def kings_forge() -> list[Entry]:
    """King's Forge's legend: dice, craft cards, gather spaces and trays. Each die is named
    with the colour it is drawn in (playtest 18: the log said "wood dice" where the board
    showed green dice, and nothing said which were wood)."""
    words = {
        "M": tr("A metal die (grey): an ingot until it is rolled, then round pips"),
        "W": tr("A wood die (green): a log, then square pips"),
        "G": tr("A gem die (red): a gem, then diamond pips"),
        "X": tr("A magic die (blue): a spark, then star-shaped pips"),
        "L": tr("A Library die (it fits any space): a book, then round pips"),
        "C": tr("The Cemetery die: a gravestone (dice showing its number are cancelled)"),
    }
    entries = [heading(tr("Dice (here the rolled ones show 3)"))]
    for code, text in words.items():
        entries.append(Entry(text, "icon", draw=picture(f"die:{code}", f"die:{code}:3")))
    entries.append(
        Entry(
            tr("A die a bonus pushed past 6: its number in a gold ring"),
            "icon",
            draw=picture("die:W:7"),
        )
    )
    entries.append(heading(tr("Craft cards and the waiting line")))
    for code in ("M", "W", "G", "X"):
        entries.append(
            Entry(
                tr("A {colour} die showing 3 or more", colour=DICE_WORDS[code]),
                "icon",
                draw=picture(f"die:{code}:3"),
            )
        )
    entries.append(
        Entry(
            tr("Where the waiting line is small: the number instead of the pips"),
            "icon",
            draw=picture("die:G:3:figure"),
        )
    )
    entries.append(
        Entry(tr("The card's rank: the highest rank held breaks a tie"), code="7", ink=theme.ACCENT)
    )
    entries.append(heading(tr("Gather actions")))
    boxes = (
        ("A", tr("A space for any die")),
        ("W", tr("A space for a wood die (green)")),
        ("G", tr("A space for a gem die (red)")),
        ("GX", tr("A space for a gem or magic die (red or blue)")),
    )
    for code, words in boxes:
        entries.append(Entry(words, "icon", draw=picture(f"space:{code}")))

    def paid(surface: pygame.Surface, rect: pygame.Rect) -> None:
        r = pygame.Rect(rect.x + 2, rect.y + 2, rect.height - 6, rect.height - 6)
        surface.blit(icons.icon("space:A", r.width), r)
        pictures.paid_mark(surface, r)

    def dimmed(surface: pygame.Surface, rect: pygame.Rect) -> None:
        from forgegames.ui.boards.kings_forge.prompt import UNAVAILABLE

        r = pygame.Rect(rect.x + 2, rect.y + 2, rect.height - 4, rect.height - 4)
        surface.blit(icons.icon("space:A", r.width), r)
        veil = pygame.Surface(r.size, pygame.SRCALPHA)
        veil.fill(UNAVAILABLE)
        surface.blit(veil, r)

    def clock(surface: pygame.Surface, rect: pygame.Rect) -> None:
        r = rect.height // 2 - 2
        theme.draw_clock(surface, (rect.x + r + 3, rect.centery), r, theme.ACCENT)

    entries += [
        Entry(
            tr(
                "A space with a coin: you pay its die (it goes to the stock); the dice on "
                "other spaces come back to your smithy when the round ends"
            ),
            "icon",
            draw=paid,
        ),
        Entry(
            tr("What an action gives: dice, or a bonus such as +1 (hover it for all its words)"),
            "icon",
            draw=marked("→ {die:W}"),
        ),
        Entry(
            tr("Dimmed: you cannot use it now (hover it for why)"),
            "icon",
            draw=dimmed,
        ),
        Entry(
            tr("The Garden's power: once a round, +2 to a rolled die or a wood die"),
            "icon",
            draw=clock,
        ),
        heading(tr("Players' trays")),
        Entry(
            tr(
                "Supply: dice to place now and roll in the craft phase; smithy: dice gained, "
                "in your supply from next round"
            ),
            "icon",
            draw=marked("{die:M} 3"),
        ),
        Entry(tr("Holds the first-player anvil"), code=tr("first player"), ink=theme.ACCENT),
        Entry(
            tr("A one-round power: +1 to two dice (from a token)"),
            code=tr("+1/+1 token"),
            ink=theme.ACCENT,
        ),
        Entry(
            tr(
                "The word on a marked part's top edge says what happened to it: new, taken, "
                "made, stolen or changed"
            ),
            code=tr("new"),
            ink=theme.TEXT,
        ),
    ]
    return entries + highlights()
