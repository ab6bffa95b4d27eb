"""The rules search (issue 41): a teacher's phrase finds the section that explains it, in any
order and form, across line breaks, with hyphens, and in the rulebook's own terms."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgegames.core import rules_search, rules_text
from forgegames.core.errors import ContentError
from forgegames.core.i18n import speaking
from forgegames.core.rules_search import Passage, search, stem


def title_passages(title_id: str) -> tuple[list[Passage], list[str]]:
    """Each section's heading, id and paragraphs (lines joined, as the browser gives them)."""
    out, ids = [], []
    for index, section in enumerate(rules_text.sections(title_id)):
        ids.append(section.id)
        out.append(Passage(index, -1, section.heading))
        out.append(Passage(index, -2, section.id.replace("-", " ")))
        paragraphs = section.text.split("\n\n")
        out += [Passage(index, i, " ".join(p.split())) for i, p in enumerate(paragraphs)]
    return out, ids


def best_section(title_id: str, query: str) -> str | None:
    passages, ids = title_passages(title_id)
    hits = search(passages, query, rules_search.synonyms(title_id))
    return ids[hits[0].part] if hits else None


PHRASES = [
    # the issue's own three, then the same words in other orders and forms
    ("kings-forge", "first to pass", "pass"),
    ("kings-forge", "pass first", "pass"),
    ("kings-forge", "FIRST TO PASS", "pass"),
    ("kings-forge", "passing first", "pass"),
    ("kings-forge", "first to p", "pass"),  # still being typed
    ("kings-forge", "they take the other", "pass"),  # across a line break of the file
    ("kings-forge", "stealing", "steal"),
    ("kings-forge", "steals", "steal"),
    ("kings-forge", "cemeteries", "cemetery"),
    ("kings-forge", "smithy tile", "concepts"),  # the rulebook's term
    ("kings-forge", "reroll", "bonuses"),  # written without its hyphen
    ("kings-forge", "tie highest rank", "end"),  # words spread over a paragraph
    ("warparty", "attack back", "attack-back"),
    ("warparty", "Attack-backs", "attack-back"),
    ("warparty", "back attack", "attack-back"),
    ("warparty", "strike back", "attack-back"),  # the rulebook's term
    ("warparty", "rough terrain", "rough-terrain"),
    ("warparty", "rough-terrain", "rough-terrain"),
    ("warparty", "rough ground", "rough-terrain"),
    ("warparty", "rivers", "rivers"),
    ("warparty", "retreating", "retreat"),
    ("forge-war", "turn order", "player-order"),  # the rulebook's term
    ("forge-war", "player order", "player-order"),
    ("forge-war", "strike", "strikes"),
    ("forge-war", "overworked workers", "overseer-move"),
]


@pytest.mark.parametrize(("title_id", "query", "section"), PHRASES)
def test_a_phrase_finds_its_section_first(title_id, query, section):
    assert best_section(title_id, query) == section


def test_nonsense_finds_nothing_and_small_words_alone_still_count():
    passages, _ = title_passages("kings-forge")
    assert search(passages, "zebra", ()) == []
    some = search(passages, "first zebra", ())  # a section holding some of the words counts
    assert some and all(h.terms == {0} for h in some)
    assert search(passages, "the", ())  # a query of small words only needs them
    for blank in ("", " ", "+", "-", "“”", "'"):
        assert search(passages, blank, ()) == []


def test_every_matched_word_is_marked_where_it_stands():
    text = "Units on rough ground stop; an attack-back strikes back."
    hits = search(
        [Passage(0, 0, text)], "Attack back rough terrain", [("rough terrain", "rough ground")]
    )
    assert len(hits) == 1
    marked = [text[a:b] for a, b in hits[0].spans]
    assert marked == ["rough", "ground", "attack", "back", "back"]
    assert text[hits[0].start :].startswith("rough")


def test_a_section_holding_more_of_the_words_ranks_first_and_is_listed_once():
    """Playtest 4: "steal a card" found "A round" and "Bonuses" but not "Stealing"."""
    passages, ids = title_passages("kings-forge")
    hits = search(passages, "steal a card", rules_search.synonyms("kings-forge"))
    places = rules_search.sections(hits)
    assert ids[places[0].part] == "steal"
    assert len({h.part for h in places}) == len(places)  # each section once
    assert {ids[h.part] for h in places} >= {"steal", "round", "bonuses"}
    assert places[0] is hits[0]  # its best place

    toy = [
        Passage(0, 0, "Red dice only."),
        Passage(1, 0, "Red or blue dice."),
        Passage(1, 1, "More red here."),
        Passage(2, -1, "Blue"),
        Passage(2, 0, "Dice of a colour."),
    ]
    ranked = [h.part for h in rules_search.sections(search(toy, "the blue dice"))]
    # the phrase in the text; both words, the heading naming one; one word (issue #39: a
    # phrase in the text outranks a heading that names only some of the words)
    assert ranked == [1, 2, 0]
    both = next(h for h in search(toy, "the blue dice") if h.part == 1)
    assert both.terms == {1, 2}  # blue and dice; "the" (term 0) does not count


def test_the_phrase_as_written_ranks_above_the_words_apart():
    near = Passage(0, 0, "The first to pass takes a bonus.")
    apart = Passage(1, 0, "Pass when you like; the first card is free, to be fair.")
    hits = search([apart, near], "first to pass")
    assert [h.part for h in hits] == [0, 1]


def test_forms_meet_at_one_stem():
    groups = [
        ("pass", "passes", "passing", "passed"),
        ("strike", "strikes", "striking"),
        ("cemetery", "cemeteries"),
        ("die", "dice"),
        ("tie", "ties", "tied"),
        ("ciudad", "ciudades"),
    ]
    for words in groups:
        assert len({stem(w) for w in words}) == 1, words


def test_spanish_text_is_found_without_accents_and_by_the_rulebook_term():
    with speaking("es"):
        assert best_section("warparty", "terreno dificil") == "rough-terrain"
        assert best_section("warparty", "rough terrain") == "rough-terrain"
        assert best_section("kings-forge", "robar") == "steal"


@pytest.mark.parametrize(
    ("query", "section"),
    [("elaboración", "craft"), ("elaboracion", "craft"), ("stock", "concepts")],
)
def test_the_spanish_rulebooks_other_words_find_ours(query, section):
    """The Spanish rulebook also says 'elaboración' and 'stock'; our text says 'artesanía'
    and 'reserva' (Spanish review 23)."""
    with speaking("es"):
        assert best_section("kings-forge", query) == section
        passages, _ = title_passages("kings-forge")
        assert not search(passages, query)  # our text never says it: the glossary finds it


def test_a_glossary_file_is_checked(tmp_path: Path):
    path = tmp_path / "glossary.yaml"
    path.write_text(
        "terms:\n  - rulebook: river\n    ours: stream\n  - rulebook: river\n    ours: x\n"
    )
    with pytest.raises(ContentError, match="duplicate"):
        rules_search.read_glossary(path)
    path.write_text("terms:\n  - rulebook: river\n")
    with pytest.raises(ContentError, match="ours"):
        rules_search.read_glossary(path)
    assert rules_search.read_glossary(tmp_path / "none.yaml") == []


def test_check_data_reads_the_glossaries(tmp_path: Path):
    folder = tmp_path / "warparty"
    folder.mkdir()
    (folder / "glossary.yaml").write_text("terms:\n  - rulebook: '--'\n    ours: stream\n")
    errors = rules_search.check_glossaries(tmp_path)
    assert [e.key_path for e in errors] == ["terms[0].rulebook"]
    assert (
        rules_search.check_glossaries(Path(rules_search.glossary_path("warparty").parents[1])) == []
    )
