"""The icon set: every picture renders at several sizes, the six resources differ in shape (not
only hue), dice show the right number of pips, pieces and counters are drawn, and icons are
cached rather than redrawn."""

from __future__ import annotations

import itertools

import pygame
import pytest

from forgegames.ui import icons, theme
from forgegames.ui.boards.forge_war import pictures as fw_pictures
from forgegames.ui.boards.kings_forge import pictures as kf_pictures
from forgegames.ui.boards.warparty import pictures as wp_pictures

SIZES = (12, 18, 24, 48, 96)


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((320, 200))
    yield
    pygame.display.quit()


def coverage(surface: pygame.Surface) -> float:
    """The share of a surface's pixels that are painted (alpha over a half)."""
    mask = pygame.mask.from_surface(surface, 127)
    return mask.count() / (surface.get_width() * surface.get_height())


@pytest.mark.parametrize("name", icons.names())
def test_every_icon_renders_at_every_size_and_is_not_empty(name):
    for size in SIZES:
        picture = icons.icon(name, size)
        assert picture.get_size() == (size, size)
        assert 0.08 < coverage(picture) < 1.0, (name, size)


def test_an_unknown_icon_is_refused_with_its_name():
    with pytest.raises(KeyError, match="no icon named 'teapot'"):
        icons.icon("teapot", 24)
    with pytest.raises(KeyError, match="no die colour 'Q'"):
        icons.icon("die:Q:3", 24)


def test_icons_are_cached_by_name_size_and_colour():
    assert icons.icon("copper", 24) is icons.icon("copper", 24)
    assert icons.icon("copper", 24) is not icons.icon("copper", 25)
    assert icons.icon("copper", 24) is not icons.icon("copper", 24, (10, 200, 10))


def test_the_six_resources_differ_in_shape_pairwise():
    masks = {r: pygame.mask.from_surface(icons.icon(r, 48), 127) for r in icons.RESOURCES}
    for a, b in itertools.combinations(icons.RESOURCES, 2):
        overlap = masks[a].overlap_area(masks[b], (0, 0))
        union = masks[a].count() + masks[b].count() - overlap
        assert overlap / union < 0.8, (a, b, overlap / union)


def test_the_six_resources_differ_even_drawn_in_one_colour():
    grey = (150, 150, 150)
    shapes = [pygame.mask.from_surface(icons.icon(r, 32, grey), 127) for r in icons.RESOURCES]
    outlines = {tuple(m.outline()) for m in shapes}
    assert len(outlines) == len(icons.RESOURCES)


def pip_count(colour: str, value: int, size: int) -> int:
    """Blobs of pip colour on a die's face."""
    picture = icons.icon(f"die:{colour}:{value}", size)
    ink = kf_pictures.pip_ink(colour)
    face = pygame.mask.from_threshold(picture, (*ink, 255), (70, 70, 70, 255))
    # the die's outline is dark too: keep to the face inside it
    inner = pygame.mask.Mask((size, size))
    margin = size // 8
    inner.draw(pygame.mask.Mask((size - 2 * margin, size - 2 * margin), fill=True), (margin,) * 2)
    pips = face.overlap_mask(inner, (0, 0))
    return len([c for c in pips.connected_components() if c.count() >= 2])


@pytest.mark.parametrize("colour", list(kf_pictures.DIE_RGB))
@pytest.mark.parametrize("value", range(1, 7))
def test_a_die_shows_as_many_pips_as_its_value(colour, value):
    for size in (24, 40):
        assert pip_count(colour, value, size) == value, (colour, value, size)


def test_a_die_past_six_shows_its_number_in_a_gold_ring():
    picture = icons.icon("die:W:7", 40)
    gold = pygame.mask.from_threshold(picture, (*icons.GOLD, 255), (30, 30, 30, 255))
    assert gold.count() > 100
    assert pip_count("W", 7, 40) != 7


def test_an_unrolled_die_shows_its_material_not_pips():
    marks = {c: pygame.mask.from_surface(icons.icon(f"die:{c}", 40), 127) for c in "MWGX"}
    pictures = {
        c: pygame.mask.from_threshold(
            icons.icon(f"die:{c}", 40), (*kf_pictures.pip_ink(c), 255), (70, 70, 70, 255)
        )
        for c in "MWGX"
    }
    assert all(m.count() > 0 for m in marks.values())
    outlines = {tuple(m.outline()) for m in pictures.values()}
    assert len(outlines) == 4


def test_pieces_carry_their_seat_symbol_and_differ_in_shape():
    overseer = pygame.mask.from_surface(icons.icon("overseer:circle", 48), 127)
    worker = pygame.mask.from_surface(icons.icon("worker:circle", 48), 127)
    assert overseer.overlap_area(worker, (0, 0)) / worker.count() < 0.8
    # the overseer is tall and narrow, the worker a block
    assert overseer.get_bounding_rects()[0].width < worker.get_bounding_rects()[0].width
    with_star = icons.icon("overseer:star", 48)
    with_circle = icons.icon("overseer:circle", 48)
    white = (250, 250, 250, 255)
    star = pygame.mask.from_threshold(with_star, white, (8, 8, 8, 255))
    circle = pygame.mask.from_threshold(with_circle, white, (8, 8, 8, 255))
    assert star.count() > 10 and circle.count() > 10
    assert star.overlap_area(circle, (0, 0)) < max(star.count(), circle.count())


def test_a_unit_counter_has_its_figures_and_glyph():
    blue = (60, 110, 200)
    plain = wp_pictures.counter("cavalry", 3, 2, blue, 48)
    other = wp_pictures.counter("siege", 3, 2, blue, 48)
    assert plain.get_size() == (48, 48)
    assert coverage(plain) > 0.9
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(other, "RGBA")
    assert wp_pictures.counter("cavalry", 3, 2, blue, 48) is plain


def test_frames_fill_their_size():
    for kind in kf_pictures.FRAMES:
        picture = kf_pictures.frame(kind, (120, 90))
        assert picture.get_size() == (120, 90)
        assert coverage(picture) > 0.95


def test_rich_text_puts_an_icon_where_the_braces_are():
    words = icons.rich("3", 16)
    with_icon = icons.rich("{gold} 3", 16)
    assert with_icon.get_width() > words.get_width() + 10
    assert with_icon.get_height() == theme.font(16).get_linesize()
    assert icons.plain("{gold} 3 and {star} 5") == " 3 and  5"
    tinted = icons.rich(icons.tint("spear", (217, 130, 43)), 16)
    steel = icons.rich("{spear}", 16)
    assert tinted.get_size() == steel.get_size()
    assert pygame.image.tobytes(tinted, "RGBA") != pygame.image.tobytes(steel, "RGBA")


def test_braces_that_name_no_icon_stay_words():
    for words in ("{teapot} 3", "Ann {x}", "{die:Q:3}", "{adventurer:two}"):
        assert icons.rich(words, 16).get_width() == theme.text(words, 16).get_width(), words
    mixed = icons.rich("{gold} {x}", 16)
    assert mixed.get_width() > theme.text(" {x}", 16).get_width()


def test_weapon_pictures_follow_the_weapon_kind():
    assert fw_pictures.weapon_icon(["slashing"], "Iron Axe") == "axe"
    assert fw_pictures.weapon_icon(["piercing"], "Copper Spear") == "spear"
    assert fw_pictures.weapon_icon(["crushing"], "Copper Mace") == "mace"
    assert fw_pictures.weapon_icon([], "Copper Sword") == "sword"
    assert fw_pictures.weapon_icon([], "Copper Dagger") == "dagger"
    assert fw_pictures.weapon_icon([], "Prism Aegis") == "shield"


def test_the_board_packages_add_their_pictures_to_the_set():
    kinds = {name.partition(":")[0] for name in icons.names()}
    assert {"die", "space", "overseer", "worker", "adventurer", "unit"} <= kinds
    assert {"die", "space", "overseer", "worker", "unit"} <= set(icons.argued())
    assert f"die:{next(iter(kf_pictures.DIE_RGB))}:3" in icons.names()
