"""Warparty's legend: the map's colours, marks and counters in plain words (the frame finds
it as ``LEGENDS`` of this package). Drawn with the map's own constants and pictures, so a
change of colour on the map shows here too."""

from __future__ import annotations

import pygame

from forgegames.core.i18n import ntr, tr
from forgegames.ui import theme
from forgegames.ui.boards.legends import picture
from forgegames.ui.boards.warparty import chips
from forgegames.ui.boards.warparty import map_palette as palette
from forgegames.ui.boards.warparty import map_sprites as sprites
from forgegames.ui.boards.warparty.casting import CAST_LABEL, HEROES_LABEL, STASH_LABEL, USE_LABEL
from forgegames.ui.boards.warparty.map_hover import HOVER_EDGE, HOVER_FILL
from forgegames.ui.boards.warparty.stream_tags import ring_tag
from forgegames.ui.boards.warparty.trail_marks import TRAIL_WORDS, trail_picture
from forgegames.ui.legend import Entry, heading


def legend(
    army_colours: dict[str, tuple[int, int, int]] | None = None,
    army_symbols: dict[str, str] | None = None,
) -> list[Entry]:
    """``army_colours``: each army's colour in the game shown (its commanding seat's);
    the armies' own colours outside a game; ``army_symbols``: each army's symbol there."""
    colours = army_colours or palette.ARMY_RGB
    symbols = army_symbols or {}
    entries = [heading(tr("Armies (counters, cities, crowns)"))]
    for army, rgb in colours.items():
        entries.append(Entry(tr(army.capitalize()), "swatch", rgb=rgb))
    entries.append(heading(tr("Terrain")))
    words = {
        "plains": tr("Plains"),
        "forest": tr("Forest"),
        "mountain": tr("Mountains"),
        "lake": tr("The lake"),
    }
    for terrain, rgb in palette.TERRAIN_RGB.items():
        entries.append(Entry(words.get(terrain, terrain), "icon", draw=_tile(terrain, rgb)))
    entries.append(
        Entry(
            tr("Fields: plains worth {n} crowns or more", n=palette.FIELDS_VALUE),
            "icon",
            draw=_tile("fields", palette.FIELDS_RGB),
        )
    )

    def sprite(make) -> object:
        def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
            picture = _fitted(make(rect.height), rect.width + 4)
            surface.blit(picture, picture.get_rect(midleft=(rect.x + 2, rect.centery)))

        return draw

    def coin(size: int) -> pygame.Surface:
        picture = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size // 2 - 1
        pygame.draw.circle(picture, palette.COIN_GOLD, (r + 1, r + 1), r)
        pygame.draw.circle(picture, palette.COIN_RIM, (r + 1, r + 1), r, 1)
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

    def explored(size: int) -> pygame.Surface:
        """The dungeon with its explored marker over its upper right corner, as on the map."""
        badge = sprites.explored_badge(max(4, size // 3))
        picture = pygame.Surface((size + badge.get_width() // 2 + 1, size), pygame.SRCALPHA)
        picture.blit(dungeon(size - 2), (0, 2))
        picture.blit(badge, badge.get_rect(center=(size - 1, badge.get_height() // 2)))
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
            draw=sprite(lambda h: sprites.crown_sprite(palette.ARMY_RGB["humans"], h)),
        ),
        Entry(tr("A dungeon"), "icon", draw=sprite(dungeon)),
        Entry(
            tr("A dungeon explored to its end: a green tick"),
            "icon",
            draw=sprite(explored),
        ),
        Entry(tr("A captured city"), "icon", draw=sprite(sprites.flame_sprite)),
        Entry(
            tr(
                "An army alone in a territory: a counter, attack over the line, defence under it,"
                " moves top right"
            ),
            "icon",
            draw=_counter,
        ),
        Entry(tr("How many units the stack holds"), code="×10"),
        Entry(
            tr("Kinds of unit in the stack besides the one on its counter"),
            code=ntr(1, "+{n} kind", "+{n} kinds"),
        ),
        Entry(tr("Territory names: the Names button or the N key shows them all"), code="N"),
        Entry(tr("Your heroes: the Heroes button or the E key shows them"), code="E"),
        *_stack_marks(colours, symbols, sprite),
        Entry(
            tr("A place your picked stack may reach and its cost in moves (ringed: on a stream)"),
            "icon",
            draw=_cost_tags,
        ),
        Entry(tr(TRAIL_WORDS), "icon", draw=trail_picture((200, 90, 150))),
        Entry(
            tr("A fight waits here: click it in the combat phase"),
            "icon",
            draw=sprite(lambda h: sprites.battle_badge(h // 2 - 3)),
        ),
        *_heroes_and_monsters(),
        heading(tr("The armies' panel")),
        Entry(
            tr("Treasury: the coins that make it (●×4: four of that coin), then its total"),
            code="●×4 9",
        ),
        Entry(
            tr("Research: points so far of those needed; each paid roll adds the die's face"),
            code="4/10",
        ),
        heading(tr("Unit kinds (a counter's emblem)")),
        *[
            Entry(words, "icon", draw=picture(f"unit:{kind}"))
            for kind, words in (
                ("infantry", tr("Infantry")),
                ("heavy-infantry", tr("Heavy infantry")),
                ("archer", tr("Archers")),
                ("missile", tr("Missile troops")),
                ("cavalry", tr("Cavalry")),
                ("siege", tr("Siege engines")),
                ("transport", tr("Transport")),
                ("hero", tr("A hero")),
                ("tier-3", tr("An army's ultimate unit (never bought again once lost)")),
            )
        ],
        heading(tr("Highlights")),
        Entry(
            tr("The stack or territory you picked: a white outline"),
            "icon",
            draw=_ring(palette.SELECT),
        ),
        Entry(
            tr("Where your picked stack may go: a yellow glow"), "icon", draw=_ring(palette.GLOW)
        ),
        Entry(tr("Where a click lands, under the pointer: a pale wash"), "icon", draw=_wash),
        Entry(tr("Keyboard focus: Enter or Space presses it"), "state", "focus"),
    ]
    return entries


def _heroes_and_monsters() -> list[Entry]:
    """Part 2's words (issue 37): the buttons for heroes, spells, treasure and quests, the
    tags a monster shows in a battle, and what an allied monster is. Text only: each names
    the button or the tag as the board writes it."""

    def said(label: str, words: str) -> Entry:
        return Entry(tr("The “{label}” button: {words}", label=label, words=words), code="")

    def tag(label: str, words: str) -> Entry:
        return Entry(tr("The “{tag}” tag in a battle: {words}", tag=label, words=words), code="")

    return [
        heading(tr("Heroes, monsters and treasure")),
        said(
            tr(HEROES_LABEL),
            tr("each hero's level, XP to the next level, spells and uses left, treasure"),
        ),
        said(tr(CAST_LABEL), tr("in a battle the spell takes the caster's attack for the round")),
        said(tr(USE_LABEL), tr("a potion or a scroll, in place of the hero's attack")),
        said(
            tr(STASH_LABEL),
            tr("cards no finder could use wait in the capital: a hero there takes one, or sell it"),
        ),
        said(tr("Choose your quests"), tr("keep two of the three dealt; nobody else sees them")),
        tag(tr("regenerates"), tr("a lost hit back after each round it is struck")),
        tag(tr("undead"), tr("Exorcism hurts it more")),
        tag(tr("resists spells"), tr("spells hit it less often")),
        Entry(
            tr("An allied monster: won over in a dungeon, it moves and fights for its army"),
            code="",
        ),
    ]


def _stack_marks(colours, symbols, sprite) -> list[Entry]:
    """The legend's words for a stack drawn small: a chip, the dot of an ally behind it,
    and both teams' chips joined where a fight is (drawn by the map's own ``chip_picture``)."""

    def chip(army: str, count: int, dots=(), h: int = 20, kind="infantry") -> pygame.Surface:
        rgb = colours.get(army, palette.ARMY_RGB[army])
        px = lambda n: max(1, round(n * h / 22))  # noqa: E731 (a scale for one picture)
        font = round(h * 0.6)
        return chips.chip_picture(rgb, symbols.get(army), count, False, dots, px, font, kind)

    ally = colours.get("dwarves", palette.ARMY_RGB["dwarves"])
    both = lambda h: chips.joined(  # noqa: E731
        [chip("humans", 5, h=h), chip("goblins", 3, h=h, kind="archer")], 2
    )
    return [
        Entry(
            tr(
                "A chip: armies sharing a territory, or one whose counter has no room there at"
                " this zoom (zoom in to see it; point at it for more)"
            ),
            "icon",
            draw=sprite(lambda h: chip("humans", 5, [ally], h)),
        ),
        Entry(
            tr("Chips joined: both teams stand there, a fight is in it"), "icon", draw=sprite(both)
        ),
        Entry(
            tr("A line to a dot: the chip stands in that territory, too small to hold it"),
            "icon",
            draw=sprite(lambda h: _leader_picture(colours, h)),
        ),
    ]


def _leader_picture(colours, h: int) -> pygame.Surface:
    """The legend's leader: a dot on a territory, a line to a counter set beside it."""
    rgb = colours.get("humans", palette.ARMY_RGB["humans"])
    picture = pygame.Surface((h * 2, h), pygame.SRCALPHA)
    home, face = (h // 4, h // 2), pygame.Rect(h, 1, h - 2, h - 2)
    pygame.draw.line(picture, palette.MAP_INK, home, face.center, 4)
    pygame.draw.line(picture, rgb, home, face.center, 2)
    pygame.draw.circle(picture, palette.MAP_INK, home, 5)
    pygame.draw.circle(picture, rgb, home, 4)
    pygame.draw.rect(picture, rgb, face, border_radius=3)
    pygame.draw.rect(picture, palette.MAP_INK, face, 1, border_radius=3)
    return picture


def _cost_tags(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A cost tag as a territory shows it, then one ringed on a stretch of lit stream."""
    tag = sprites.cost_badge(2, rect.height // 2 - 3, max(12, rect.height // 2))
    picture = pygame.Surface((2 * tag.get_width() + 24, rect.height), pygame.SRCALPHA)
    picture.blit(tag, tag.get_rect(midleft=(0, rect.height // 2)))
    x, y = tag.get_width() + 8, rect.height // 2
    line = [(x + i * 4, y + (3 if i % 2 else -3)) for i in range(9)]
    pygame.draw.lines(picture, palette.GLOW, False, line, 8)
    pygame.draw.lines(picture, palette.WATER, False, line, 4)
    spot = tag.get_rect(center=(x + 16, y))
    ring_tag(picture, spot, 2)
    picture.blit(tag, spot)
    picture = _fitted(picture, rect.width + 4)
    surface.blit(picture, picture.get_rect(midleft=(rect.x + 2, rect.centery)))


def counter_parts(rect: pygame.Rect) -> dict[str, pygame.Rect]:
    """Where the legend's example counter (attack 3 over defence 2, moves 2) puts its face,
    figures, the line between them and the move disc, in ``rect`` (the picture's place), as
    the map's counters do (``map_counters.face_parts``)."""
    side = rect.height
    face = pygame.Rect(rect.x + 2, rect.y, side, side)
    big = _figure_size(side)
    attack = theme.glyph("3", big, (0, 0, 0), True).get_bounding_rect()
    defence = theme.glyph("2", big, (0, 0, 0), True).get_bounding_rect()
    inset = max(1, round(side * 0.08))
    attack.topleft = (face.x + inset, face.y + inset)
    defence.bottomleft = (face.x + inset, face.bottom - inset)
    gap = max(1, (defence.top - attack.bottom) // 2 - 1)
    bar = pygame.Rect(face.x + inset - 1, attack.bottom + gap, max(attack.w, defence.w) + 2, 0)
    bar.height = max(1, defence.top - gap - bar.top)
    r = max(3, side // 5)
    move = pygame.Rect(0, 0, 2 * r + 1, 2 * r + 1)
    move.topleft = (face.right - r, face.y)  # on the corner, inside the picture's row
    return {"face": face, "attack": attack, "bar": bar, "defence": defence, "move": move}


def _figure_size(side: int) -> int:
    return max(8, round(side * 0.52))


def _counter(surface: pygame.Surface, rect: pygame.Rect) -> None:
    parts = counter_parts(rect)
    fill = palette.ARMY_RGB["humans"]
    ink = palette.ink_on(fill)
    pygame.draw.rect(surface, fill, parts["face"], border_radius=3)
    pygame.draw.rect(surface, (15, 15, 18), parts["face"], 1, border_radius=3)
    for name, value in (("attack", "3"), ("defence", "2")):
        figure = theme.glyph(value, _figure_size(rect.height), ink, True)
        ink_box = figure.get_bounding_rect()
        surface.blit(figure, parts[name].move(-ink_box.x, -ink_box.y).topleft)
    pygame.draw.rect(surface, ink, parts["bar"])
    move = parts["move"]
    pygame.draw.circle(surface, palette.PAPER, move.center, move.w // 2)
    pygame.draw.circle(surface, (15, 15, 18), move.center, move.w // 2, 1)
    label = theme.glyph("2", max(8, move.h - 2), palette.COUNTER_INK, True)
    surface.blit(label, label.get_rect(center=move.center))


def _fitted(picture: pygame.Surface, width: int) -> pygame.Surface:
    """``picture`` shrunk to ``width`` when wider (the words beside it start there)."""
    w, h = picture.get_size()
    if w <= width:
        return picture
    return pygame.transform.smoothscale(picture, (width, max(1, round(h * width / w))))


def _ring(colour) -> object:
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        box = pygame.Rect(rect.x + 4, rect.y + 3, rect.height + 14, rect.height - 6)
        pygame.draw.rect(surface, (178, 192, 122), box, border_radius=3)
        pygame.draw.rect(surface, colour, box, 3, border_radius=3)

    return draw


def _wash(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The territory under the pointer as ``map_hover`` lights it."""
    box = pygame.Rect(rect.x + 4, rect.y + 3, rect.height + 14, rect.height - 6)
    pygame.draw.rect(surface, (178, 192, 122), box, border_radius=3)
    wash = pygame.Surface(box.size, pygame.SRCALPHA)
    wash.fill(HOVER_FILL)
    surface.blit(wash, box)
    pygame.draw.rect(surface, HOVER_EDGE, box, 2, border_radius=3)


def _tile(terrain: str, rgb) -> object:
    """A piece of ground as the map draws it: its colour and its art (furrows for fields)."""

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        box = pygame.Rect(rect.x + 2, rect.y, rect.height + 14, rect.height)  # (as tall as
        # the words beside it: playtest 20 found the thin tiles tiny)
        pygame.draw.rect(surface, rgb, box, border_radius=3)
        if terrain == "fields":
            ink = palette.shade(rgb, 0.72)
            clip = surface.get_clip()
            surface.set_clip(box.inflate(-4, -4).clip(clip))
            for x in range(box.x - box.h, box.right, 6):
                pygame.draw.line(surface, ink, (x, box.bottom), (x + box.h, box.y))
            surface.set_clip(clip)
        else:
            art = sprites.terrain_glyph(terrain, 0, box.h - 2)
            if art is not None:
                surface.blit(art, art.get_rect(center=box.center))
        pygame.draw.rect(surface, palette.BORDER_INK, box, 1, border_radius=3)

    return draw
