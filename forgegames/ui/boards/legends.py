"""Each board's legend: its icons, codes and colours in plain words (see forgegames.ui.legend).

The frame asks ``entries(title_id)``; the boards do not import this module (it reads their
constants), so the imports go one way.

The pictures are drawn with the same constants the boards use, so a change of colour on a
board shows in its legend too.
"""

from __future__ import annotations

import pygame

from forgegames.core.i18n import tr
from forgegames.ui import theme
from forgegames.ui.legend import Entry, heading, highlights


def forge_war() -> list[Entry]:
    from forgegames.ui.boards.forge_war_paint import KINDS, QUEST, ink_for, rgb_of

    entries = [heading(tr("Resources (mine hexes and cubes)"))]
    for kind in KINDS.values():
        rgb = rgb_of(kind.rgb)
        what = tr("a gem") if kind.gem else tr("a metal")
        entries.append(Entry(f"{kind.name}, {what}", code=kind.symbol, rgb=rgb, ink=ink_for(rgb)))
    entries.append(Entry(tr("A number after a resource: how many are held"), code="Cu 2"))

    def overseer(surface: pygame.Surface, rect: pygame.Rect) -> None:
        r = rect.height // 2 - 1
        centre = (rect.x + r + 2, rect.centery)
        pygame.draw.circle(surface, theme.PALETTE[0].rgb, centre, r)
        pygame.draw.circle(surface, (250, 250, 250), centre, r, 2)
        theme.draw_symbol(surface, "circle", centre, max(3, r // 2), (250, 250, 250))

    def worker(surface: pygame.Surface, rect: pygame.Rect) -> None:
        cube = pygame.Rect(rect.x + 2, rect.y + 2, rect.height - 4, rect.height - 4)
        pygame.draw.rect(surface, theme.PALETTE[0].rgb, cube, border_radius=3)
        pygame.draw.rect(surface, (15, 15, 18), cube, 2, border_radius=3)
        theme.draw_symbol(surface, "circle", cube.center, max(3, cube.width // 4), (250, 250, 250))

    def badge(surface: pygame.Surface, rect: pygame.Rect) -> None:
        r = rect.height // 2 - 2
        centre = (rect.x + r + 2, rect.centery)
        pygame.draw.circle(surface, theme.ACCENT, centre, r)
        label = theme.glyph("1", round(r * 1.3), (30, 30, 30), True)
        surface.blit(label, label.get_rect(center=centre))

    def quest(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, QUEST, rect.inflate(-4, 0), border_radius=4)

    entries += [
        Entry(tr("An overseer: a disc in its player's colour and symbol"), "icon", draw=overseer),
        Entry(tr("A worker: a cube in its player's colour and symbol"), "icon", draw=worker),
        heading(tr("Players' mats")),
        Entry(tr("Player order this round"), code=tr("1st")),
        Entry(tr("Prestige, the score (★)"), code="0★", ink=theme.ACCENT),
        Entry(tr("Adventurer 1 at level 2"), code="1·L2"),
        Entry(tr("That adventurer is on your quest 1"), code="→Q1"),
        Entry(tr("Your quest 1 (hover it for what it needs)"), code="Q1"),
        Entry(tr("A quest: step 1 of 3, its needs met (✓) or not (✗)"), code="1/3 ✓"),
        heading(tr("Market and quests")),
        Entry(tr("A price in gold"), code="2g"),
        Entry(tr("A quest offered: the badge is its cost in gold"), "icon", draw=badge),
        Entry(tr("A quest card (its steps and prestige below its name)"), "icon", draw=quest),
        Entry(tr("Steps of a quest and the prestige it gives"), code=tr("3 steps · 5★")),
        Entry(tr("The round track: the filled disc is this round"), code="1 2 3", ink=theme.ACCENT),
    ]
    return entries + highlights()


def kings_forge() -> list[Entry]:
    from forgegames.ui.boards.kings_forge import BOX_RGB, COLOUR_NAMES, DIE_TEXT, draw_die

    entries = [heading(tr("Dice"))]
    for code in ("M", "W", "G", "X", "L", "C"):

        def die(surface: pygame.Surface, rect: pygame.Rect, code: str = code) -> None:
            draw_die(surface, pygame.Rect(rect.x + 2, rect.y, rect.height, rect.height), code, 3)

        name = tr(COLOUR_NAMES[code])
        if code == "L":
            words = tr("A Library die (it fits any space)")
        elif code == "C":
            words = tr("The Cemetery die (dice showing its number are cancelled)")
        else:
            words = tr("A {colour} die ({code}), here showing 3", colour=name, code=code)
        entries.append(Entry(words, "icon", draw=die))
    entries.append(heading(tr("Craft cards and the waiting line")))
    for code in ("M", "W", "G", "X"):
        entries.append(
            Entry(
                tr("A {colour} die showing 3 or more", colour=tr(COLOUR_NAMES[code])),
                code=f"{code}3",
                ink=DIE_TEXT[code],
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

        def box(surface: pygame.Surface, rect: pygame.Rect, code: str = code) -> None:
            r = pygame.Rect(rect.x + 2, rect.y + 2, rect.height - 4, rect.height - 4)
            pygame.draw.rect(surface, BOX_RGB[code], r, border_radius=3)
            pygame.draw.rect(surface, (20, 20, 24), r, 1, border_radius=3)

        entries.append(Entry(words, "icon", draw=box))

    def used(surface: pygame.Surface, rect: pygame.Rect) -> None:
        r = pygame.Rect(rect.x + 2, rect.y + 2, rect.height - 4, rect.height - 4)
        pygame.draw.rect(surface, BOX_RGB["A"], r, border_radius=3)
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
        Entry(tr("Supply: dice to place; smithy: dice to roll in the craft phase"), code="M 3"),
        Entry(tr("Holds the first-player anvil"), code=tr("anvil"), ink=theme.ACCENT),
        Entry(
            tr("A one-round power: +1 to two dice (from a token)"), code="+1 ×2", ink=theme.ACCENT
        ),
    ]
    return entries + highlights()


def warparty() -> list[Entry]:
    from forgegames.ui.boards import warparty_map as wm

    entries = [heading(tr("Armies (counters, cities, crowns)"))]
    for army, rgb in wm.ARMY_RGB.items():
        entries.append(Entry(tr(army.capitalize()), "swatch", rgb=rgb))
    entries.append(heading(tr("Terrain")))
    words = {
        "plains": tr("Plains"),
        "forest": tr("Forest"),
        "mountain": tr("Mountains"),
        "lake": tr("The lake"),
    }
    for terrain, rgb in wm.TERRAIN_RGB.items():
        entries.append(Entry(words.get(terrain, terrain), "swatch", rgb=rgb))

    def sprite(make) -> object:
        def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
            picture = make(rect.height)
            surface.blit(picture, picture.get_rect(midleft=(rect.x + 2, rect.centery)))

        return draw

    def coin(size: int) -> pygame.Surface:
        picture = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size // 2 - 1
        pygame.draw.circle(picture, wm.GOLD, (r + 1, r + 1), r)
        pygame.draw.circle(picture, wm.GOLD_DARK, (r + 1, r + 1), r, 1)
        label = theme.glyph("2", round(r * 1.3), (40, 30, 10), True)
        picture.blit(label, label.get_rect(center=(r + 1, r + 2)))
        return picture

    def dungeon(size: int) -> pygame.Surface:
        picture = pygame.Surface((size, size), pygame.SRCALPHA)
        rock = pygame.Rect(1, 3, size - 2, size - 6)
        pygame.draw.rect(picture, (96, 90, 96), rock, border_radius=rock.w // 2)
        door = rock.inflate(-rock.w // 2, -rock.h // 3).move(0, rock.h // 6 + 1)
        pygame.draw.rect(picture, (16, 12, 18), door, border_radius=door.w // 2)
        return picture

    entries += [
        heading(tr("The map")),
        Entry(
            tr("A territory's value: the crowns it adds to its holder's collection"),
            "icon",
            draw=sprite(coin),
        ),
        Entry(
            tr("A capital, in its army's colour"),
            "icon",
            draw=sprite(lambda h: wm.crown_sprite(wm.ARMY_RGB["humans"], h)),
        ),
        Entry(tr("A dungeon"), "icon", draw=sprite(dungeon)),
        Entry(tr("A captured city"), "icon", draw=sprite(wm.flame_sprite)),
        Entry(tr("A counter: attack top left, defence below it, moves top right"), code="3 2"),
        Entry(tr("How many units the stack holds"), code="×10"),
        Entry(
            tr("A place your picked stack may reach, and what moving there costs"),
            "icon",
            draw=sprite(lambda h: wm.cost_badge(2, h // 2 - 2, max(14, h // 2))),
        ),
        Entry(
            tr("A fight waits here: click it in the combat phase"),
            "icon",
            draw=sprite(lambda h: wm.battle_badge(h // 2 - 3)),
        ),
        heading(tr("Highlights")),
        Entry(
            tr("The stack or territory you picked: a white outline"), "icon", draw=_ring(wm.SELECT)
        ),
        Entry(tr("Where your picked stack may go: a yellow glow"), "icon", draw=_ring(wm.GLOW)),
        Entry(tr("Keyboard focus: Enter or Space presses it"), "state", "focus"),
    ]
    return entries


def _ring(colour) -> object:
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        box = pygame.Rect(rect.x + 4, rect.y + 3, rect.height + 14, rect.height - 6)
        pygame.draw.rect(surface, (178, 192, 122), box, border_radius=3)
        pygame.draw.rect(surface, colour, box, 3, border_radius=3)

    return draw


BY_TITLE = {"forge-war": forge_war, "kings-forge": kings_forge, "warparty": warparty}


def entries(title_id: str) -> list[Entry]:
    """The legend of a title's board (the shared highlights for a title without its own)."""
    return BY_TITLE.get(title_id, highlights)()
