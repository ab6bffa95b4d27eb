"""The one translation function: placeholders, catalogues, data text fallback."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from forgegames.core import i18n
from forgegames.core.errors import ContentError
from forgegames.core.i18n import data_text, tr


@pytest.fixture(autouse=True)
def fresh_catalogue(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv("FORGEGAMES_LANG", raising=False)
    i18n._catalogue.cache_clear()
    yield
    i18n._catalogue.cache_clear()


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


def test_broken_catalogue_names_the_file(spanish: Path) -> None:
    spanish.write_text("Undo: [not, text]\n", encoding="utf-8")
    with pytest.raises(ContentError) as info:
        tr("Undo")
    assert info.value.file == str(spanish)
    assert info.value.key_path == "Undo"


def test_counts_take_the_word_for_that_many():
    from forgegames.core.i18n import count

    assert [count(n, "die", "dice") for n in (0, 1, 2)] == ["0 dice", "1 die", "2 dice"]
