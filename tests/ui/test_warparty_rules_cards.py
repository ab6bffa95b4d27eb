"""Issue 37: every reconstructed Warparty card (spells, monsters, treasure, quests; and the six
dungeons, whose tables are partly ours) can be read in the rules browser, in English and in
Spanish: its name and its own text appear in the browser's page, the Spanish ones coming from
the Spanish data file. A card added to a deck later fails here until its section lists its
file (``cards:`` in ``data/warparty/rules_text.yaml``) and Spanish is written for it. The rules
browser's new passages (the stash, the monster specials, the spells) are checked too."""

from __future__ import annotations

import pytest

from forgegames.core.content import read_yaml
from forgegames.core.i18n import catalogue, speaking
from forgegames.core.paths import ROOT
from forgegames.ui.rules_browser import passages, title_parts

DATA = ROOT / "data" / "warparty"
DECKS = ("spells", "monsters", "treasure", "quests", "dungeons")


def _is_ours(record: dict) -> bool:
    return "reconstructed" in record or "reconstructed" in str(record.get("source", ""))


def _cards(stem: str, only_ours: bool) -> list[dict]:
    out: list[dict] = []

    def walk(value: object) -> None:
        if isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            card = all(isinstance(value.get(k), str) for k in ("id", "name", "text"))
            if card and (_is_ours(value) or not only_ours):
                out.append(value)
            for item in value.values():
                walk(item)

    walk(read_yaml(DATA / f"{stem}.yaml"))
    return out


def _page(lang: str) -> str:
    with speaking(lang):
        parts = title_parts("warparty", (), "")
        return "\n".join(" ".join(p.text.split()) for p in parts)


def test_the_decks_hold_reconstructed_cards_to_check():
    counts = {stem: len(_cards(stem, only_ours=True)) for stem in DECKS}
    assert counts["spells"] >= 20 and counts["monsters"] >= 15, counts
    assert counts["treasure"] >= 10 and counts["quests"] >= 16, counts


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("stem", DECKS)
def test_every_card_is_in_the_rules_browser(stem: str, lang: str):
    page = _page(lang)
    spanish = catalogue("es")
    missing = []
    for card in _cards(stem, only_ours=False):
        key = f"warparty/{stem}/{card['id']}"
        if lang == "es":
            if f"{key}/name" not in spanish or f"{key}/text" not in spanish:
                missing.append(f"{card['id']} (no Spanish in data/locale/es/warparty.yaml)")
                continue
            name, text = spanish[f"{key}/name"], spanish[f"{key}/text"]
        else:
            name, text = card["name"], card["text"]
        name = name.partition("|")[0].strip()
        shown = f"{name[:1].upper()}{name[1:]}. {' '.join(text.split())}"
        if shown not in page:
            missing.append(card["id"])
    assert not missing, f"{stem} cards not in the {lang} rules browser: {missing}"


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "en",
            [
                "regenerates gets back one lost hit",
                "resists spells",
                "undead one loses one more",
                "kept in the capital",
                "sell the card for the same 15 or 30 crowns",
                "one spell in each round of a battle",
            ],
        ),
        (
            "es",
            [
                "se regenera recupera un impacto",
                "resiste los hechizos",
                "no muerto",
                "se guarda en la capital",
                "venderla por las mismas 15 o 30 coronas",
                "un hechizo en cada asalto",
            ],
        ),
    ],
)
def test_the_stash_specials_and_spells_are_explained(lang: str, words: list[str]):
    page = _page(lang)
    assert [w for w in words if w not in page] == []


@pytest.mark.parametrize(
    ("lang", "query", "section"),
    [
        ("en", "regenerate", "monsters"),
        ("en", "sell treasure capital", "treasure"),
        ("en", "cast once a battle", "spells"),
        ("es", "regenera", "monsters"),
        ("es", "vender botín capital", "treasure"),
        ("es", "lanzar hechizo asalto", "spells"),
    ],
)
def test_a_search_finds_the_new_passages(lang: str, query: str, section: str):
    from forgegames.core import rules_search

    with speaking(lang):
        parts = title_parts("warparty", (), "")
        hits = rules_search.search(passages(parts), query, rules_search.synonyms("warparty"))
    found = [parts[h.part].id for h in rules_search.sections(hits)]
    assert section in found[:3], (query, found)


@pytest.mark.parametrize(
    ("lang", "caster", "level", "needs"),
    [
        ("en", {"wizard": "Wizard", "priest": "Priest"}, "level", "needs"),
        ("es", {"wizard": "Mago", "priest": "Sacerdote"}, "nivel", "requiere"),
    ],
)
def test_each_spell_is_followed_by_its_caster_level_and_prerequisite(lang, caster, level, needs):
    """The browser's line of figures after each spell, from the spell's own data."""
    with speaking(lang):
        text = next(p.text for p in title_parts("warparty", (), "") if p.id == "spells")
    spanish = catalogue("es")
    cards = {c["id"]: c for c in _cards("spells", only_ours=False)}

    def name(ident: str) -> str:
        english = cards[ident]["name"]
        shown = spanish.get(f"warparty/spells/{ident}/name", english) if lang == "es" else english
        return shown.partition("|")[0].strip()

    for ident, card in cards.items():
        start = text.index(f"{name(ident)}. ")
        facts = text[start:].split("\n")[1]
        assert facts.startswith(f"({caster[card['caster']]}, {level} {card['level']} · "), facts
        if card.get("requires"):
            assert f"{needs} {name(card['requires'])}" in facts, facts


@pytest.mark.parametrize(("lang", "trap"), [("en", "and the trap"), ("es", "y la trampa")])
def test_each_dungeon_is_followed_by_its_table(lang, trap):
    """The browser's line after each dungeon gives its table from dungeons.yaml: every face of
    the die, each monster it names (in the language read) and the trap rows."""
    with speaking(lang):
        text = next(p.text for p in title_parts("warparty", (), "") if p.id == "dungeons")
    spanish = catalogue("es")
    monsters = {c["id"]: c for c in _cards("monsters", only_ours=False)}
    for record in _cards("dungeons", only_ours=False):
        key = f"warparty/dungeons/{record['id']}"
        name = spanish[f"{key}/name"] if lang == "es" else record["name"]
        shown = f"{name[:1].upper()}{name[1:]}. "
        facts = text[text.index(shown) :].split("\n")[1]
        rows = record.get("table", [])
        assert all(str(f) in facts for row in rows for f in (row["faces"][0], row["faces"][-1]))
        for row in rows:
            if row.get("monster"):
                label = monsters[row["monster"]]["name"]
                if lang == "es":  # 'el Fantasma|los Fantasmas': the label drops the article
                    called = spanish[f"warparty/monsters/{row['monster']}/name"]
                    label = called.partition("|")[0].strip().split(" ", 1)[-1]
                assert label in facts, (record["id"], label, facts)
        assert (trap in facts) == any(r.get("trap") for r in rows), (record["id"], facts)
