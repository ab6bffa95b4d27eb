"""Scenario files nobody can use to trick the program (issue 35): no control character, no
name of 200,000 characters, no unknown ``section``; and an error never quotes a file that is
not the program's, the data folder's or the user's own (a link to a password file)."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgegames.core import scenario
from forgegames.core.errors import ContentError
from forgegames.core.paths import ROOT

HEAD = "title: kings-forge\nplayers: 2\nsource: x\n"


def load(tmp_path: Path, text: str) -> ContentError:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as info:
        scenario.load(path)
    assert info.value.file == str(path)
    return info.value


@pytest.mark.parametrize(
    ("text", "key", "words"),
    [
        (HEAD + 'intro: x\nname: "a\\x1b[2Jb"\n', "name", "control character"),
        (HEAD + 'intro: "a\\tb"\nname: n\n', "intro", "control character"),
        (HEAD + "intro: x\nname: " + "n" * 200_000 + "\n", "name", "200,000 characters"),
        (HEAD + 'intro: x\nname: n\nsteps:\n  - do: "end\\x00"\n', "steps[0].do", "control"),
        (HEAD + "intro: x\nname: n\nsection: cemetary\n", "section", "did you mean 'cemetery'"),
    ],
    ids=["escape in name", "tab in intro", "long name", "NUL in a move", "unknown section"],
)
def test_a_bad_text_is_named_with_its_key(tmp_path: Path, text: str, key: str, words: str) -> None:
    error = load(tmp_path, text)
    assert error.key_path == key and words in error.problem


def test_an_intro_may_run_over_lines(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(HEAD + 'intro: "one\\ntwo"\nname: n\nsection: cemetery\n', encoding="utf-8")
    assert scenario.load(path).intro == "one\ntwo"


def test_a_link_to_a_system_file_is_never_quoted(tmp_path: Path) -> None:
    link = tmp_path / "s.yaml"
    link.symlink_to("/etc/passwd")
    with pytest.raises(ContentError) as info:
        scenario.load(link)
    first = Path("/etc/passwd").read_text(encoding="utf-8").splitlines()[0]
    assert first[:8] not in str(info.value) and "not shown" in str(info.value)


def test_the_user_s_and_the_program_s_files_are_quoted(tmp_path: Path) -> None:
    own = load(tmp_path, HEAD + "intro: x\nname: n\nsecret: 42\n")
    assert own.key_path == "secret" and "unknown key" in own.problem
    link = tmp_path / "shipped.yaml"
    link.symlink_to(ROOT / "data" / "kings_forge" / "rules_text.yaml")
    with pytest.raises(ContentError) as info:
        scenario.load(link)
    assert "not shown" not in str(info.value) and "sections" in str(info.value)
