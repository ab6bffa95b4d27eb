"""A tray's claimed cards: named with their ranks where they fit ("Knife · rank 2", playtest 12),
else ranked alone: 'rank 2', several are 'ranks 1, 3' (issue 38)."""

from __future__ import annotations

from uihelp import run_timers

from forgegames.ui import text_report
from forgegames.ui.scenario_scene import ScenarioScene, open_scenario

POSITION = """\
title: kings-forge
players: 2
seed: 3
name: "Claimed cards"
section: concepts
source: "a test position"
intro: "Alice holds the Knife; Bruno holds the Anvil and the Shield."
position:
  first: 0
  players:
    - {claimed: [knife]}
    - {claimed: [anvil, shield]}
steps: []
"""


def words_of(app, tmp_path, request, position: str) -> list[str]:
    """The words drawn on the scenario scene of ``position``."""
    path = tmp_path / "claimed.yaml"
    path.write_text(position, encoding="utf-8")
    open_scenario(app, path)
    assert isinstance(app.stack.top, ScenarioScene)
    run_timers(app, steps=4, dt=50)
    text_report.start()
    request.addfinalizer(text_report.stop)
    app.surface = text_report.recording_window(app.surface)
    app.draw()
    return [item["text"] for item in text_report.report(app.surface)]


def test_one_claimed_card_has_a_rank_several_have_ranks(app, tmp_path, request) -> None:
    words = words_of(app, tmp_path, request, POSITION)
    assert "Knife · rank 2" in words, words  # playtest 12: the item made, named
    assert "Anvil (1), Shield (3)" in words or "ranks 1, 3" in words, words
    assert not [w for w in words if "ranks 2" in w]


def test_the_tray_counts_the_items_made_out_of_the_number_that_ends_the_game(
    app, tmp_path, request
) -> None:
    """Playtest 8: "Claimed: 0" beside "This round: ..." told a newcomer nothing. Each tray
    counts the items its seat has made and kept out of the number that ends the game, in
    English and in Spanish."""
    from forgegames.core import i18n
    from forgegames.games.kings_forge import TITLE

    n = TITLE.world.content.setup.target[2]

    path = tmp_path / "claimed.yaml"
    path.write_text(POSITION, encoding="utf-8")
    request.addfinalizer(lambda: i18n.set_language("en"))
    for lang, one, two in (
        ("en", f"Items: 1 of {n}", f"Items: 2 of {n}"),
        ("es", f"Artículos: 1 de {n}", f"Artículos: 2 de {n}"),
    ):
        i18n.set_language(lang)
        open_scenario(app, path)
        run_timers(app, steps=4, dt=50)
        text_report.start()
        app.surface = text_report.recording_window(app.surface)
        app.stack.top.layer = None  # drawn afresh, so every word is recorded
        app.draw()
        items = text_report.report(app.surface)
        text_report.stop()
        words = [item["text"] for item in items]
        assert one in words and two in words, words
        assert not [w for w in words if w.startswith(("Claimed:", "Reclamadas:"))]
        assert not [item["text"] for item in items if item["cut"]]
        app.stack.pop()


def test_two_trays_say_their_items_the_same_way(tmp_path, request) -> None:
    """Playtest 24 at 1024x640: Alice's tray read "Shield (3)" and Bruno's "Mace · rank 4",
    the longer name having fallen back to the shorter form alone. Every tray takes the fullest
    form that fits every tray."""
    import pygame

    from forgegames.ui.app import App

    app = App((1024, 640), bot_delay_ms=0)
    request.addfinalizer(pygame.display.quit)
    two = POSITION.replace("[knife]", "[shield]").replace("[anvil, shield]", "[mace]")
    words = words_of(app, tmp_path, request, two)
    made = [w for w in words if w.startswith(("Shield", "Mace", "rank "))]
    assert len(made) == 2, words
    kinds = {("·" in w, "(" in w) for w in made}
    assert len(kinds) == 1, made
