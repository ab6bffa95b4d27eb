"""Warparty's territories have Spanish names (issue #39): every one has its own entry, none
keeps the English name, no two share a label, and the Spanish log, move descriptions and
status line name the place in Spanish (the map's labels are the same nouns' ``label``)."""

from __future__ import annotations

from wpscenario import TITLE, W, board, play, texts

from forgegames.core.i18n import catalogue, speaking
from forgegames.core.session import status_line
from forgegames.games.warparty.board_info import place_noun

SPANISH = catalogue("es")


def test_every_territory_has_a_spanish_name_of_its_own():
    keys = {t.id: f"warparty/map/{t.id}/name" for t in W.geo.territories}
    assert [t for t, key in keys.items() if key not in SPANISH] == []
    with speaking("es"):
        labels = {t.id: place_noun(t.id, t.name).label for t in W.geo.territories}
    english = {t.id: t.name.removeprefix("The ") for t in W.geo.territories}
    assert [t for t in labels if labels[t] == english[t]] == [], "still English"
    assert len(set(labels.values())) == len(labels), "two territories share a Spanish name"


def test_a_name_with_an_article_keeps_it_in_sentences_and_drops_it_on_the_map():
    with speaking("es"):
        deep = place_noun("deepwood", "Deepwood")
        mud = place_noun("mudgate", "Mudgate")
    assert (deep.label, deep.the) == ("Espesura", "la Espesura")
    assert (mud.label, mud.the) == ("Puertobarro", "Puertobarro")


def test_the_spanish_log_and_status_name_the_place_in_spanish():
    state = board(("humans", "soldier", "kingsreach"))
    with speaking("es"):
        moving = board(("goblins", "warrior", "gnashwood"), side="evil")
        assert TITLE.describe_action(moving, TITLE.parse_action("move 1 mudgate")) == (
            "Mover un Guerrero goblin a Puertobarro"
        )
        _, events = play(moving, "move 1 mudgate", "end-move", "end-combat", "end-turn")
        assert "Los Goblins conquistan Puertobarro" in texts(events)
        assert "Mudgate" not in texts(events)
        fight = board(("goblins", "warrior", "dunmoor"), ("humans", "soldier", "dunmoor"))
        assert "Páramo Pardo" in status_line(TITLE, play(fight, "end-move", "fight dunmoor")[0])
        into = TITLE.describe_action(state, TITLE.parse_action("move 1 crownvale"))
    assert into == "Mover un Soldado a Valcorona"
