"""Each board's legend: its icons, codes and colours in plain words (see forgegames.ui.legend).

The frame asks ``entries(title_id)``: a legend here, or the one a board package exports as
``LEGENDS`` (Warparty's). The boards kept as modules do not import this module (it reads their
constants), so the imports go one way; a board package's legend uses ``picture`` from here.

The pictures are drawn with the same constants the boards use, so a change of colour on a
board shows in its legend too.
"""

from __future__ import annotations

import pygame

from forgegames.core.i18n import tr
from forgegames.ui import icons, theme
from forgegames.ui.boards import board_part
from forgegames.ui.legend import Entry, heading, highlights


def picture(*names: str, rgb: tuple[int, int, int] | None = None):
    """A legend picture: the named icons side by side, as tall as the picture's row."""

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        x = rect.x + 2
        for name in names:
            image = icons.icon(name, rect.height, rgb)
            surface.blit(image, image.get_rect(midleft=(x, rect.centery)))
            x += image.get_width() + 2

    return draw


def marked(markup: str, colour: tuple[int, int, int] = theme.TEXT):
    """A legend picture: a short line of icons and figures, as the board draws it."""

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        image = icons.rich(markup, round(rect.height * 0.66), colour, True)
        surface.blit(image, image.get_rect(midleft=(rect.x + 2, rect.centery)))

    return draw


def forge_war() -> list[Entry]:
    from forgegames.games.forge_war.resources import resource_name
    from forgegames.ui.boards.forge_war_paint import BAD, GOOD, KINDS, QUEST, rgb_of
    from forgegames.ui.boards.hexmine import icon_rgb

    entries = [heading(tr("Resources (mine hexes and cubes)"))]
    for rid, kind in KINDS.items():
        rgb = icon_rgb(rid, rgb_of(kind.rgb))
        what = tr("a gem") if kind.gem else tr("a metal")
        name = resource_name(rid)
        entries.append(Entry(f"{name}, {what}", "icon", draw=picture(rid, rgb=rgb)))
    copper = icons.tint("copper", icon_rgb("copper", rgb_of(KINDS["copper"].rgb)))
    entries.append(
        Entry(tr("A number after a resource: how many are held"), "icon", draw=marked(copper + "2"))
    )
    blue = theme.PALETTE[0]

    def quest(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, QUEST, rect.inflate(-4, 0), border_radius=4)

    def track(surface: pygame.Surface, rect: pygame.Rect) -> None:
        side = rect.height // 2
        x = rect.x + 2
        for i, done in enumerate((True, False, False)):
            step = icons.icon("step", side, theme.ACCENT if done else (70, 72, 82))
            surface.blit(step, step.get_rect(midleft=(x, rect.centery)))
            x += side + 2
            if i == 0:
                flag = icons.icon("leg", round(side * 1.4))
                surface.blit(flag, flag.get_rect(midleft=(x - 2, rect.centery)))
                x += side

    entries += [
        Entry(
            tr("An overseer: a tall pawn in its player's colour and symbol"),
            "icon",
            draw=picture(f"overseer:{blue.symbol}", rgb=blue.rgb),
        ),
        Entry(
            tr("A worker: a cube in its player's colour and symbol"),
            "icon",
            draw=picture(f"worker:{blue.symbol}", rgb=blue.rgb),
        ),
        heading(tr("Players' mats")),
        Entry(tr("Player order this round"), code=tr("1st")),
        Entry(tr("Gold"), "icon", draw=marked("{gold} 3", theme.ACCENT)),
        Entry(tr("Prestige, the score"), "icon", draw=marked("{star} 5", theme.ACCENT)),
        Entry(
            tr("An adventurer and its level (also shown as chevrons)"),
            "icon",
            draw=marked("{adventurer:2}2"),
        ),
        Entry(tr("That adventurer is on your quest 1"), "icon", draw=marked("→ {quest}1")),
        Entry(tr("Your quest 1 (hover it for what it needs)"), "icon", draw=marked("{quest}1")),
        Entry(tr("A quest's steps: lit when done; a flag where a leg ends"), "icon", draw=track),
        Entry(
            tr("Power against need: met (a tick) or not yet (a cross)"),
            "icon",
            draw=marked("{check}9/8", GOOD),
        ),
        Entry(tr("Power short of the need"), "icon", draw=marked("{cross}3/8", BAD)),
        heading(tr("Weapons and their kinds")),
        Entry(tr("A sword (no type)"), "icon", draw=picture("sword")),
        Entry(tr("A dagger"), "icon", draw=picture("dagger")),
        Entry(tr("Slashing: an axe"), "icon", draw=picture("axe")),
        Entry(tr("Piercing: a spear"), "icon", draw=picture("spear")),
        Entry(tr("Crushing: a mace"), "icon", draw=picture("mace")),
        Entry(tr("A shield"), "icon", draw=picture("shield")),
        Entry(
            tr("A weapon in its metal's colour: a copper spear"),
            "icon",
            draw=marked(icons.tint("spear", rgb_of(KINDS["copper"].rgb))),
        ),
        heading(tr("Market and quests")),
        Entry(tr("A price in gold"), "icon", draw=marked("{gold}2")),
        Entry(tr("A quest offered: the coin is its cost in gold"), "icon", draw=picture("gold")),
        Entry(tr("A quest card (its steps and prestige below its name)"), "icon", draw=quest),
        Entry(
            tr("A quest offered: its steps, then its prestige and the weapon kinds it favours"),
            "icon",
            draw=marked("{steps}3"),
        ),
        Entry(tr("The round track: the filled disc is this round"), code="1 2 3", ink=theme.ACCENT),
        heading(tr("Bonus tiles (epic game)")),
        Entry(tr("Counts your workers in the mine"), "icon", draw=picture("worker")),
        Entry(tr("Counts your active quests"), "icon", draw=picture("adventurer")),
        Entry(tr("A stockpile of that metal"), "icon", draw=picture("iron")),
        Entry(tr("Counts your champions"), "icon", draw=picture("star")),
        Entry(tr("Counts your unique designs"), "icon", draw=picture("quest")),
    ]
    return entries + highlights()


def kings_forge() -> list[Entry]:
    from forgegames.ui.boards.kings_forge import COLOUR_NAMES

    words = {
        "M": tr("A metal die: an ingot until it is rolled, then round pips"),
        "W": tr("A wood die: a log, then square pips"),
        "G": tr("A gem die: a gem, then diamond pips"),
        "X": tr("A magic die: a spark, then star-shaped pips"),
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
                tr("A {colour} die showing 3 or more", colour=tr(COLOUR_NAMES[code])),
                "icon",
                draw=picture(f"die:{code}:3"),
            )
        )
    entries.append(
        Entry(tr("The card's rank: the highest rank held breaks a tie"), code="7", ink=theme.ACCENT)
    )
    entries.append(heading(tr("Gather actions")))
    boxes = (
        ("A", tr("A space for any die")),
        ("W", tr("A space for a wood die")),
        ("G", tr("A space for a gem die")),
        ("GX", tr("A space for a gem or magic die")),
    )
    for code, words in boxes:
        entries.append(Entry(words, "icon", draw=picture(f"space:{code}")))

    def used(surface: pygame.Surface, rect: pygame.Rect) -> None:
        r = pygame.Rect(rect.x + 2, rect.y + 2, rect.height - 4, rect.height - 4)
        surface.blit(icons.icon("space:A", r.width), r)
        pygame.draw.line(surface, (20, 20, 24), r.topleft, r.bottomright, 2)
        pygame.draw.line(surface, (20, 20, 24), r.topright, r.bottomleft, 2)

    def clock(surface: pygame.Surface, rect: pygame.Rect) -> None:
        r = rect.height // 2 - 2
        theme.draw_clock(surface, (rect.x + r + 3, rect.centery), r, theme.ACCENT)

    entries += [
        Entry(tr("A crossed-out space: its die is used up"), "icon", draw=used),
        Entry(
            tr("The Garden's power: once a round, +2 to a rolled die or a wood die"),
            "icon",
            draw=clock,
        ),
        heading(tr("Players' trays")),
        Entry(
            tr("Supply: dice to place; smithy: dice to roll in the craft phase"),
            "icon",
            draw=marked("{die:M} 3"),
        ),
        Entry(tr("Holds the first-player anvil"), code=tr("anvil"), ink=theme.ACCENT),
        Entry(
            tr("A one-round power: +1 to two dice (from a token)"), code="+1 ×2", ink=theme.ACCENT
        ),
    ]
    return entries + highlights()


BY_TITLE = {"forge-war": forge_war, "kings-forge": kings_forge}
"""Legends kept here until their boards become packages; a board package exports its own
as ``LEGENDS`` (found with ``board_part``)."""


def entries(title_id: str) -> list[Entry]:
    """The legend of a title's board (the shared highlights for a title without its own)."""
    own = BY_TITLE.get(title_id) or board_part(title_id, "LEGENDS")
    return (own or highlights)()
