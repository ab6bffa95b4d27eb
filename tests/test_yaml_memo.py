"""The tests' memo of ``read_yaml`` (tests/conftest.py) answers as ``read_yaml`` would: each
caller gets its own copy, and a changed, broken or missing file is read afresh."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgegames.core import content, datacheck, scenario
from forgegames.core.errors import ContentError


def test_a_file_read_again_is_a_fresh_copy_of_what_it_holds(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text("cards:\n  - id: a\n    cost: [1, 2]\n")
    first = content.read_yaml(path)
    first["cards"][0]["cost"].append(99)  # a caller changes what it was given
    again = content.read_yaml(path)
    assert again == {"cards": [{"id": "a", "cost": [1, 2]}]}
    again["cards"].clear()
    assert content.read_yaml(path) == {"cards": [{"id": "a", "cost": [1, 2]}]}


def test_a_changed_broken_or_missing_file_is_read_afresh(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text("x: 1\n")
    assert content.read_yaml(path) == {"x": 1}
    path.write_text("x: 2\n")
    assert content.read_yaml(path) == {"x": 2}
    path.write_text("x: [\n")
    with pytest.raises(ContentError, match="not valid YAML"):
        content.read_yaml(path)
    path.unlink()
    with pytest.raises(ContentError, match="missing"):
        content.read_yaml(path)


def test_a_lower_limit_is_applied_to_a_file_read_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "deep.yaml"
    path.write_text("a: [[[[1]]]]\n")
    assert content.read_yaml(path) == {"a": [[[[1]]]]}
    monkeypatch.setattr(content, "MAX_DEPTH", 3)
    with pytest.raises(ContentError, match="nest more than 3 deep"):
        content.read_yaml(path)


def test_the_modules_that_took_the_name_early_use_the_memo_too() -> None:
    for module in (content, datacheck, scenario):
        assert module.read_yaml.__name__ == "_read_yaml_by_content", module.__name__
