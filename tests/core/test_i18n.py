"""The one translation function: placeholders, catalogues, data text fallback."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from forgegames.core import i18n
from forgegames.core.i18n import data_text, tr


@pytest.fixture(autouse=True)
def fresh_catalogue(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv("FORGEGAMES_LANG", raising=False)
    i18n._catalogue.cache_clear()
    yield
    i18n._catalogue.cache_clear()
    i18n.set_language(None)


@pytest.fixture()
def spanish(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    locale = tmp_path / "data" / "locale"
    locale.mkdir(parents=True)
    path = locale / "xx.yaml"
    path.write_text(
        'Undo: Deshacer\n"Pass to {name} - click when ready": "Pasa a {name}: haz clic"\n'
        "kings-forge/gather/iron/name: Hierro\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(i18n, "ROOT", tmp_path)
    monkeypatch.setenv("FORGEGAMES_LANG", "xx")
    i18n.set_language(None)  # read the environment again
    return path


def test_english_is_the_default() -> None:
    assert i18n.language() == "en"
    assert tr("Undo") == "Undo"
    assert data_text("kings-forge/gather/iron/name", "Iron") == "Iron"


def test_tr_fills_placeholders() -> None:
    assert tr("Pass to {name} - click when ready", name="Ann") == "Pass to Ann - click when ready"
    assert tr("Round {n} of {total}", n=3, total=7) == "Round 3 of 7"


def test_tr_without_values_keeps_braces() -> None:
    assert tr("use {braces} literally") == "use {braces} literally"


def test_missing_placeholder_value_is_an_error() -> None:
    with pytest.raises(KeyError):
        tr("Round {n} of {total}", n=3)


@pytest.mark.usefixtures("spanish")
def test_catalogue_translates_ui_and_data_text() -> None:
    assert i18n.language() == "xx"
    assert tr("Undo") == "Deshacer"
    assert tr("Pass to {name} - click when ready", name="Ann") == "Pasa a Ann: haz clic"
    assert tr("Redo") == "Redo"  # untranslated strings fall back to English
    assert data_text("kings-forge/gather/iron/name", "Iron") == "Hierro"
    assert data_text("kings-forge/gather/gold/name", "Gold") == "Gold"


def test_broken_catalogue_names_the_file_and_falls_back_to_english(
    spanish: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A broken translation never stops the program (issue 22): English stands in, and the
    file and key are named (check-data names them too)."""
    spanish.write_text("Undo: [not, text]\n", encoding="utf-8")
    assert tr("Undo") == "Undo"
    assert f"{spanish}: Undo: must be text" in capsys.readouterr().err


def test_a_title_s_data_text_may_live_in_its_own_file(spanish: Path) -> None:
    """``data/locale/<lang>/*.yaml`` adds to ``<lang>.yaml``, one file per title."""
    (spanish.parent / "xx").mkdir()
    (spanish.parent / "xx" / "forge_war.yaml").write_text(
        "forge_war/resources/copper/name: Cobre\n", encoding="utf-8"
    )
    assert data_text("forge_war/resources/copper/name", "Copper") == "Cobre"
    assert tr("Undo") == "Deshacer"


def test_a_key_translated_in_two_files_is_reported(
    spanish: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (spanish.parent / "xx").mkdir()
    twice = spanish.parent / "xx" / "more.yaml"
    twice.write_text("Undo: Deshacer otra vez\n", encoding="utf-8")
    assert tr("Undo") == "Undo"
    assert f"{twice}: Undo: already translated in another file" in capsys.readouterr().err


def test_counts_take_the_word_for_that_many():
    from forgegames.core.i18n import count

    assert [count(n, "die", "dice") for n in (0, 1, 2)] == ["0 dice", "1 die", "2 dice"]


def test_a_sentence_about_a_count_takes_the_form_for_that_many(spanish: Path) -> None:
    from forgegames.core.i18n import ntr

    spanish.write_text(
        '"{n} unit retreats to {place}": "{n} unidad se retira a {place}"\n'
        '"{n} units retreat to {place}": "{n} unidades se retiran a {place}"\n',
        encoding="utf-8",
    )
    one, many = "{n} unit retreats to {place}", "{n} units retreat to {place}"
    assert [ntr(n, one, many, place="Lowmill") for n in (1, 3, 0)] == [
        "1 unidad se retira a Lowmill",
        "3 unidades se retiran a Lowmill",
        "0 unidades se retiran a Lowmill",
    ]
    with i18n.speaking("en"):
        assert ntr(1, one, many, place="Lowmill") == "1 unit retreats to Lowmill"
        assert ntr(2, "It sits out.", "They sit out.") == "They sit out.", "{n} may be left out"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Iron Sword", "an Iron Sword"),
        ("Hammer", "a Hammer"),
        ("hour", "an hour"),
        ("Honest Smith", "an Honest Smith"),
        ("Unicorn", "a Unicorn"),
        ("useful tool", "a useful tool"),
        ("Undead", "an Undead"),
        ("uninvited guest", "an uninvited guest"),
        ("one-eyed giant", "a one-eyed giant"),
        ("onerous task", "an onerous task"),
        ("European", "a European"),
        ("HP potion", "an HP potion"),
        ("DM", "a DM"),
        ("8", "an 8"),
        ("11", "an 11"),
        ("18000", "an 18000"),
        ("110", "a 110"),
        ("2", "a 2"),
        ("+1/+1", "a +1/+1"),
    ],
)
def test_the_article_is_the_one_the_name_is_said_with(name: str, expected: str) -> None:
    assert i18n.with_article(name) == expected


def _names(value: object) -> Iterator[str]:
    """Every ``name:`` text anywhere in a parsed data file."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "name" and isinstance(item, str):
                yield item
            else:
                yield from _names(item)
    elif isinstance(value, list):
        for item in value:
            yield from _names(item)


PLAIN_CONSONANTS = frozenset("bcdfgjklmnpqrstvwz")
"""First letters that always take 'a'; every other first word is listed below."""
FIRST_WORDS = {
    "an": "adventurer adventurer's adventurous alchemist amberfield ambush ancient anvil arch "
    "archer arena ashwood astrologer automatic awakening axe eager east eastwatch eclipse elf "
    "ember emerald enraged equal escort expeditious explore ice in industrious investigate iron "
    "oakhollow old opportunistic orc ore otherworldly undead unrelenting attack attack-backs "
    "allies allied end inflation at exorcism eye unholy airship",
    "a": "+1/+1 one hall hammerdeep harvest haunted hazelford heartseeker highcrag hill hired "
    "hollowmere holy howling humans hunt units harpy healing heart horse hardened heal heroes",
}


def test_every_name_in_the_data_takes_the_article_it_is_said_with() -> None:
    from forgegames.core.content import read_yaml
    from forgegames.core.paths import ROOT

    said = {word: art for art, words in FIRST_WORDS.items() for word in words.split()}
    names = {n for path in (ROOT / "data").rglob("*.yaml") for n in _names(read_yaml(path))}
    assert len(names) > 100, "the walk finds the data's names"
    unknown = []
    for name in sorted(names):
        first = name.split()[0].lower()
        if first in ("a", "an", "the"):
            continue  # a title that brings its own article ('A Tower to the Stars')
        expected = "a" if first[0] in PLAIN_CONSONANTS else said.get(first)
        if expected is None:
            unknown.append(name)
        else:
            assert i18n.article(name) == expected, name
    assert not unknown, f"say which article these take (add the first word above): {unknown}"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Soldier", "Soldiers"),
        ("Warboss", "Warbosses"),
        ("Witch Doctor", "Witch Doctors"),
        ("Ruby", "Rubies"),
        ("Day", "Days"),
        ("Elf Spearman", "Elf Spearmen"),
        ("Elf Spearmen", "Elf Spearmen"),
        ("Lynx", "Lynxes"),
    ],
)
def test_a_data_name_takes_its_english_plural(name: str, expected: str) -> None:
    assert i18n.plural(name) == expected


def test_a_decimal_takes_the_languages_mark() -> None:
    assert i18n.decimal(2.5) == "2.5"
    assert i18n.decimal(-0.04, 1) == "0.0"
    assert i18n.number(3.0) == "3"
    with i18n.speaking("es"):
        assert i18n.decimal(2.5) == "2,5"
        assert i18n.decimal(1 / 3, 2) == "0,33"
        assert i18n.number(2.5) == "2,5"
        assert i18n.number(12.0) == "12"


def test_a_list_is_joined_as_each_language_says_it() -> None:
    assert i18n.listing([]) == ""
    assert i18n.listing(["a"]) == "a"
    assert i18n.listing(["1 wood die", "1 gem die"]) == "1 wood die and 1 gem die"
    assert i18n.listing(["a", "b", "c"]) == "a, b and c"
    with i18n.speaking("es"):
        assert i18n.listing(["1 dado de madera", "1 dado de gemas"]) == (
            "1 dado de madera y 1 dado de gemas"
        )
        assert i18n.listing(["cobre", "plata", "hierro"]) == "cobre, plata y hierro"
        assert i18n.listing(["cobre", "imanes"]) == "cobre e imanes"
        assert i18n.listing(["cobre", "hilo"]) == "cobre e hilo"


def test_a_percentage_is_written_as_each_language_writes_it() -> None:
    assert i18n.percent(45) == "45%" and i18n.percent("<1") == "<1%"
    with i18n.speaking("es"):
        assert i18n.percent(45) == "45\u00a0%" and i18n.percent(">99") == ">99\u00a0%"


def test_a_name_gives_its_article_and_contracts_with_de_and_a() -> None:
    maza, cuchillo, plain = i18n.Name("Maza", "la"), i18n.Name("Cuchillo", "el"), i18n.Name("X")
    with i18n.speaking("es"):
        assert (maza.the, maza.The, maza.of_the, maza.to_the) == (
            "la Maza",
            "La Maza",
            "de la Maza",
            "a la Maza",
        )
        assert (cuchillo.of_the, cuchillo.to_the) == ("del Cuchillo", "al Cuchillo")
        assert (plain.the, plain.of_the) == ("X", "de X")
    assert str(maza) == "Maza" and f"{maza}" == "Maza"
    assert i18n.Name("Mace", "the").of_the == "of the Mace"


def test_a_translation_asking_a_plain_text_for_its_article_gets_the_text(
    spanish: Path,
) -> None:
    spanish.write_text('"Claim the {card}": "Reclamar {card.the}"\n', encoding="utf-8")
    i18n._catalogue.cache_clear()
    assert tr("Claim the {card}", card="Taberna") == "Reclamar Taberna"
    assert tr("Claim the {card}", card=i18n.Name("Taberna", "la")) == "Reclamar la Taberna"


def test_a_data_name_keeps_the_article_its_translation_gives(
    spanish: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(i18n._DEFINITE, "xx", i18n._DEFINITE["es"])
    spanish.write_text('"g/craft/mace/name": "la Maza"\n"g/craft/x/name": "Cosa"\n', "utf-8")
    i18n._catalogue.cache_clear()
    mace = i18n.data_name("g/craft/mace/name", "Mace")
    assert (mace, mace.the) == ("Maza", "la Maza")
    assert i18n.data_name("g/craft/x/name", "Thing").the == "Cosa"
    assert i18n.data_name("g/craft/y/name", "Other") == "Other"


def test_spanish_goes_on_in_lower_case_after_a_colon_and_english_keeps_its_capital():
    with i18n.speaking("es"):
        assert i18n.after_colon("El dado de madera muestra 1.") == "el dado de madera muestra 1."
        assert i18n.after_colon("Has tirado 1 dado") == "has tirado 1 dado"
        assert i18n.after_colon("Él") == "él"
        assert i18n.after_colon("PV: 3") == "PV: 3"  # a word spelt in capitals stays
        assert i18n.after_colon("") == ""
        assert i18n.after_colon("3 dados") == "3 dados"
    with i18n.speaking("en"):
        assert i18n.after_colon("The wood die shows 1.") == "The wood die shows 1."
