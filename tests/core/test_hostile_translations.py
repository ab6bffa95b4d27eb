"""Translations nobody can use to crash or trick the program (issue 35): a translation may use
only its English text's placeholders, by name, with no index or hidden attribute; anything
else is named by ``check-data`` with its file and key, and English stands in at run time."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_i18n import fresh_catalogue  # noqa: F401 (autouse: every test reads afresh)

from forgegames.cli import main
from forgegames.core import datacheck, i18n, translations
from forgegames.core.i18n import field_problem, tr

ROUND = "Round {n}"


def spanish_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str) -> Path:
    """A Spanish catalogue of one file holding ``text`` (the shipped ones are not read)."""
    path = tmp_path / "es.yaml"
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(i18n, "catalogue_files", lambda lang: [path] if lang == "es" else [])
    monkeypatch.setattr(translations, "catalogue_files", i18n.catalogue_files)
    return path


BAD_ENTRIES = {
    "an unclosed brace": "Ronda {n",
    "a hidden attribute": "Ronda {n.__class__.__mro__}",
    "an index": "Ronda {n[0]}",
    "a name the English lacks": "Ronda {m}",
    "a call-like field": "Ronda {n.real.imag}",
}


@pytest.mark.parametrize("text", BAD_ENTRIES.values(), ids=list(BAD_ENTRIES))
def test_a_bad_placeholder_gives_the_english_at_run_time(
    text: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spanish_file(tmp_path, monkeypatch, f'"{ROUND}": "{text}"\n')
    assert field_problem(text, ROUND) is not None
    with i18n.speaking("es"):
        assert tr(ROUND, n=3) == "Round 3"


def test_good_placeholders_and_forms_are_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spanish_file(tmp_path, monkeypatch, '"{card.the} is gone": "{card.The} se fue"\n')
    assert field_problem("Ronda {n}", ROUND) is None
    assert field_problem("{0} pasa", "{0} passes") is None
    with i18n.speaking("es"):
        assert tr("{card.the} is gone", card=i18n.Name("Maza", "la")) == "La Maza se fue"


@pytest.mark.parametrize("text", BAD_ENTRIES.values(), ids=list(BAD_ENTRIES))
def test_check_data_names_the_file_and_key_of_a_bad_placeholder(
    text: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = spanish_file(tmp_path, monkeypatch, f'"{ROUND}": "{text}"\n')
    from forgegames import cli

    assert cli.report_translations() is True
    err = capsys.readouterr().err
    assert f"error: {path}: '{ROUND}'" in err and "Traceback" not in err


CATALOGUES = {
    "a list": ("- Undo\n- Deshacer\n", ""),
    "a number": ("Undo: 5\n", "Undo"),
    "an empty entry": ("Undo: ~\n", "Undo"),
    "a mapping": ("Undo: {a: b}\n", "Undo"),
}


@pytest.mark.parametrize(("text", "key"), CATALOGUES.values(), ids=list(CATALOGUES))
def test_a_catalogue_that_is_not_texts_is_named_and_english_stands_in(
    text: str, key: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = spanish_file(tmp_path, monkeypatch, text)
    errors = datacheck.check_catalogues()
    assert [e.file for e in errors] == [str(path)]
    assert errors[0].key_path == key
    with i18n.speaking("es"):
        assert tr("Undo") == "Undo"
        assert tr(ROUND, n=2) == "Round 2"


def test_check_data_fails_on_a_broken_catalogue(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = spanish_file(tmp_path, monkeypatch, "Undo: 5\n")
    assert main(["check-data"]) == 1
    err = capsys.readouterr().err
    assert f"error: {path}: Undo: " in err and "Traceback" not in err
