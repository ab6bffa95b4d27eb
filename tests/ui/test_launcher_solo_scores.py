"""The launcher shows Forge War's solo high scores for the chosen difficulty."""

from __future__ import annotations

from uihelp import click

from forgegames.core import high_scores
from forgegames.ui.launcher import NEW, Launcher


def key_button(launcher: Launcher, key):
    return launcher.group.buttons[launcher.keys.index(key)]


def test_solo_variant_shows_its_table_per_difficulty(app, tmp_path, monkeypatch):
    monkeypatch.setenv("FORGEGAMES_DATA_DIR", str(tmp_path))
    high_scores.record("forge-war", "solo/medium", 131, "Ann", "g1", "2026-11-20")
    launcher = Launcher(app)
    app.push(launcher)
    launcher.show_tab(NEW)
    launcher.select([t.id for t in launcher.titles].index("forge-war"))
    app.draw()
    assert launcher.score_lines == []  # the simple game has no table
    while launcher.players > 1:
        click(app, key_button(launcher, "minus").rect.center)
    assert launcher.variant_id == "solo"
    assert launcher.score_lines == [
        "Best scores (Solo game, medium):",
        "1. 131  Ann  20 Nov 2026",
    ]
    click(app, key_button(launcher, ("option", "difficulty")).rect.center)
    assert dict(launcher.settled_options())["difficulty"] == "difficult"
    assert launcher.score_lines[1].startswith("none yet")
    app.draw()
    (tmp_path / high_scores.FILE_NAME).write_text("broken", encoding="utf-8")
    launcher.rebuild()
    assert launcher.score_lines[0].startswith("High scores unavailable")
    app.draw()


def test_one_seat_offers_both_solo_variants_each_with_its_own_table(app, tmp_path, monkeypatch):
    monkeypatch.setenv("FORGEGAMES_DATA_DIR", str(tmp_path))
    high_scores.record("forge-war", "solo/medium", 131, "Ann", "g1", "2026-11-20")
    high_scores.record("forge-war", "solo-epic/medium", 512, "Bo", "g2", "2026-11-21")
    launcher = Launcher(app)
    app.push(launcher)
    launcher.show_tab(NEW)
    launcher.select([t.id for t in launcher.titles].index("forge-war"))
    while launcher.players > 1:
        click(app, key_button(launcher, "minus").rect.center)
    assert launcher.variant_id == "solo"
    variant = key_button(launcher, "variant")
    assert variant.enabled
    click(app, variant.rect.center)
    assert launcher.variant_id == "solo-epic"
    assert dict(launcher.settled_options()) == {
        "bonus-tiles": "off",
        "difficulty": "medium",
        "automaton-ties": "computer-picks",
    }
    assert launcher.score_lines == [
        "Best scores (Solo epic game, medium):",
        "1. 512  Bo  21 Nov 2026",
    ]
    app.draw()
    click(app, key_button(launcher, "variant").rect.center)
    assert launcher.variant_id == "solo"  # only the two one-seat variants take one player
