"""Forge War's legend: its icons, codes and colours in plain words (see forgegames.ui.legend)."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import tr
from forgegames.games.forge_war.board_info import resource_name
from forgegames.ui import icons, theme
from forgegames.ui.boards.forge_war.hexmine import haloed, icon_rgb
from forgegames.ui.boards.forge_war.look import (
    BAD,
    CARD,
    CARD_LIGHT,
    GOOD,
    KINDS,
    QUEST,
    grey_out,
    rgb_of,
)
from forgegames.ui.boards.forge_war.pen import metal_letter, tag_icon
from forgegames.ui.boards.legends import marked, picture
from forgegames.ui.legend import Entry, heading, highlights


def forge_war() -> list[Entry]:
    """Forge War's legend: resources, pieces, mats, weapons, market and bonus tiles."""
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
    metals = [rid for rid, kind in KINDS.items() if not kind.gem]

    def quest(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, QUEST, rect.inflate(-4, 0), border_radius=4)

    def dimmed(surface: pygame.Surface, rect: pygame.Rect) -> None:
        card = rect.inflate(-4, -4)
        pygame.draw.rect(surface, CARD, card, border_radius=4)
        pygame.draw.rect(surface, CARD_LIGHT, card, 1, border_radius=4)
        mark = icons.rich("{gold}7", card.height - 6, theme.TEXT)
        surface.blit(mark, mark.get_rect(center=card.center))
        grey_out(surface, card)

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

    def royalty(surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A public design's price with a claim's mark after it, as the clerk's tiles show."""
        price = icons.rich("{gold}3", round(rect.height * 0.66), theme.TEXT, True)
        box = surface.blit(price, price.get_rect(midleft=(rect.x + 2, rect.centery)))
        look, r = theme.PALETTE[1], max(4, rect.height // 5)
        theme.draw_symbol(surface, look.symbol, (box.right + 3 + r, rect.centery), r, look.rgb)

    def ringed(surface: pygame.Surface, rect: pygame.Rect) -> None:
        """An overseer on a light hex and one on a dark hex, both in the same ring."""
        side = rect.height - 4
        for i, rid in enumerate(("copper", "iron")):
            hex_rgb = rgb_of(KINDS[rid].rgb)
            patch = pygame.Rect(rect.x + 2 + i * (side + 6), rect.y + 1, side + 4, side + 2)
            pygame.draw.rect(surface, hex_rgb, patch, border_radius=3)
            piece = haloed(f"overseer:{blue.symbol}", side - 4, blue.rgb)
            surface.blit(piece, piece.get_rect(center=patch.center))

    entries += [
        Entry(
            tr("An overseer: a tall pawn in its player's colour and symbol"),
            "icon",
            draw=picture(f"overseer:{blue.symbol}", rgb=blue.rgb),
        ),
        Entry(
            tr("Every piece's dark and light ring sets it off from any hex: it means nothing else"),
            "icon",
            draw=ringed,
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
        Entry(tr("Power against need: met (a tick)"), "icon", draw=marked("{check} 8/8", GOOD)),
        Entry(tr("Not met yet: there is time to arm it"), "icon", draw=marked("3/8", theme.TEXT)),
        Entry(
            tr("Quest phase, not met: fails when you finish"),
            "icon",
            draw=marked("{cross} 3/8", BAD),
        ),
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
        Entry(
            tr(
                "A design's metal where its name has no room: its letter on the metal's "
                "colour ({letters})",
                letters=", ".join(f"{metal_letter(r)} {resource_name(r).lower()}" for r in metals),
            ),
            "icon",
            draw=marked("".join(icons.tint(*tag_icon(r)) for r in metals)),
        ),
        heading(tr("Market and quests")),
        Entry(tr("A price in gold"), "icon", draw=marked("{gold}2")),
        Entry(
            tr("A design's forging: a hammer, then what it takes (2 copper)"),
            "icon",
            draw=marked("{hammer}" + copper + "2"),
        ),
        Entry(tr("A design's prestige at the end"), "icon", draw=marked("{star}1")),
        Entry(
            tr(
                "A player's symbol after a design's price: they claimed it, and a claim now "
                "pays them 1 gold of that price (royalty)"
            ),
            "icon",
            draw=royalty,
        ),
        Entry(tr("Dimmed: you cannot use it now (hover it for why)"), "icon", draw=dimmed),
        Entry(tr("A quest offered: the coin is its cost in gold"), "icon", draw=picture("gold")),
        Entry(tr("A quest card (its steps and prestige below its name)"), "icon", draw=quest),
        Entry(tr("A quest offered: its steps, then its prestige"), "icon", draw=marked("{steps}3")),
        Entry(
            tr("Its first step needs power 4 and a crushing weapon (3 more power without one)"),
            "icon",
            draw=marked("{sword}4{mace}"),
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
