"""Content files: safe YAML, duplicate keys refused, typed validation with helpful errors."""

from __future__ import annotations

import dataclasses
import textwrap
from pathlib import Path
from typing import Literal

import pytest
import yaml

from forgegames.core import content
from forgegames.core.content import build, check_ref, convert, load_list, nearest, read_yaml
from forgegames.core.errors import ContentError


@dataclasses.dataclass(frozen=True)
class Cost:
    metal: int
    gems: int = 0


@dataclasses.dataclass(frozen=True)
class Card:
    id: str
    name: str
    cost: Cost
    kind: Literal["weapon", "quest"]
    tags: list[str] = dataclasses.field(default_factory=list)
    power: float = 0.0
    upgrade: str | None = None
    source: Literal["rulebook", "published", "reconstructed"] = "rulebook"


GOOD = """\
cards:
  - id: sword
    name: Sword
    cost: {metal: 3}
    kind: weapon
    tags: [blade, iron]
    power: 2
  - id: dragon
    name: Slay the dragon
    cost:
      metal: 1
      gems: 2
    kind: quest
    upgrade: sword
    source: reconstructed
"""


def write(tmp_path: Path, text: str, name: str = "cards.yaml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def load_error(tmp_path: Path, text: str) -> ContentError:
    path = write(tmp_path, text)
    with pytest.raises(ContentError) as info:
        load_list(path, "cards", Card)
    assert str(path) in str(info.value), "every error names the file"
    assert info.value.file == str(path)
    return info.value


def test_valid_file_builds_typed_objects(tmp_path: Path) -> None:
    sword, dragon = load_list(write(tmp_path, GOOD), "cards", Card)
    assert sword == Card("sword", "Sword", Cost(3, 0), "weapon", ["blade", "iron"], 2.0)
    assert isinstance(sword.power, float)
    assert isinstance(sword.cost, Cost)
    assert dragon.cost == Cost(1, 2)
    assert dragon.upgrade == "sword"
    assert dragon.source == "reconstructed"
    assert sword.upgrade is None


def test_duplicate_key_is_refused_with_its_line(tmp_path: Path) -> None:
    error = load_error(
        tmp_path,
        """\
        cards:
          - id: sword
            name: Sword
            name: Blade
        """,
    )
    assert "duplicate key 'name'" in str(error)
    assert "line 4" in str(error)


def test_duplicate_key_inside_a_list_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, "a: 1\nb: [1, {c: 2, c: 3}]\n")
    with pytest.raises(ContentError, match=r"duplicate key 'c' \(line 2\)"):
        read_yaml(path)


def test_duplicate_top_level_key_is_refused(tmp_path: Path) -> None:
    path = write(tmp_path, "cards: []\nother: 1\ncards: []\n")
    with pytest.raises(ContentError, match=r"duplicate key 'cards' \(line 3\)"):
        read_yaml(path)


def test_list_as_key_is_a_content_error(tmp_path: Path) -> None:
    path = write(tmp_path, "? [1, 2]\n: x\n")
    with pytest.raises(ContentError, match="line 1"):
        read_yaml(path)


def test_unknown_key_suggests_the_nearest(tmp_path: Path) -> None:
    error = load_error(
        tmp_path,
        """\
        cards:
          - {id: a, name: A, cost: {metal: 1}, kind: weapon}
          - {id: b, name: B, cots: {metal: 1}, kind: weapon}
        """,
    )
    assert error.key_path == "cards[1].cots"
    assert "unknown key (did you mean 'cost'?)" in str(error)


def test_unknown_key_far_from_any_has_no_suggestion(tmp_path: Path) -> None:
    error = load_error(
        tmp_path, "cards:\n  - {id: a, name: A, cost: {metal: 1}, kind: weapon, zzzzzz: 1}\n"
    )
    assert error.key_path == "cards[0].zzzzzz"
    assert error.problem.startswith("unknown key (known: ") and "did you mean" not in error.problem
    assert "cost" in error.problem, "the keys the record knows are listed instead"


def test_unknown_nested_key_has_the_full_path(tmp_path: Path) -> None:
    error = load_error(
        tmp_path, "cards:\n  - {id: a, name: A, cost: {metal: 1, gem: 2}, kind: weapon}\n"
    )
    assert error.key_path == "cards[0].cost.gem"
    assert "did you mean 'gems'" in error.problem


def test_missing_key(tmp_path: Path) -> None:
    error = load_error(tmp_path, "cards:\n  - {id: a, cost: {metal: 1}, kind: weapon}\n")
    assert error.key_path == "cards[0].name"
    assert error.problem == "missing key"


def test_missing_nested_key(tmp_path: Path) -> None:
    error = load_error(tmp_path, "cards:\n  - {id: a, name: A, cost: {gems: 1}, kind: quest}\n")
    assert str(error).endswith("cards[0].cost.metal: missing key")


@pytest.mark.parametrize(
    ("cost", "path", "expected"),
    [
        ("{metal: three}", "cards[1].cost.metal", "must be a whole number, not 'three'"),
        ("{metal: true}", "cards[1].cost.metal", "must be a whole number, not True"),
        ("{metal: 1.5}", "cards[1].cost.metal", "must be a whole number, not 1.5"),
        ("[1, 2]", "cards[1].cost", "must be a mapping"),
        ("5", "cards[1].cost", "must be a mapping"),
    ],
)
def test_wrong_type_names_the_key_path(tmp_path: Path, cost: str, path: str, expected: str) -> None:
    error = load_error(
        tmp_path,
        f"""\
        cards:
          - {{id: a, name: A, cost: {{metal: 1}}, kind: weapon}}
          - {{id: b, name: B, cost: {cost}, kind: weapon}}
        """,
    )
    assert error.key_path == path
    assert expected in error.problem


def test_text_field_refuses_a_number(tmp_path: Path) -> None:
    error = load_error(tmp_path, "cards:\n  - {id: a, name: 12, cost: {metal: 1}, kind: weapon}\n")
    assert error.key_path == "cards[0].name"
    assert "must be text" in error.problem


def test_literal_values(tmp_path: Path) -> None:
    error = load_error(tmp_path, "cards:\n  - {id: a, name: A, cost: {metal: 1}, kind: armour}\n")
    assert error.key_path == "cards[0].kind"
    assert "must be one of 'weapon', 'quest', not 'armour'" in error.problem


def test_literal_does_not_confuse_true_with_one() -> None:
    assert convert(1, Literal[1, 2], "f", "k") == 1
    with pytest.raises(ContentError, match="one of 1, 2"):
        convert(True, Literal[1, 2], "f", "k")


def test_list_items_have_indexed_paths(tmp_path: Path) -> None:
    error = load_error(
        tmp_path,
        "cards:\n  - {id: a, name: A, cost: {metal: 1}, kind: weapon, tags: [x, 3, y]}\n",
    )
    assert error.key_path == "cards[0].tags[1]"
    assert "must be text" in error.problem


def test_list_field_refuses_a_scalar(tmp_path: Path) -> None:
    error = load_error(
        tmp_path, "cards:\n  - {id: a, name: A, cost: {metal: 1}, kind: weapon, tags: x}\n"
    )
    assert error.key_path == "cards[0].tags"
    assert "must be a list" in error.problem


def test_record_that_is_not_a_mapping(tmp_path: Path) -> None:
    error = load_error(tmp_path, "cards:\n  - just text\n")
    assert error.key_path == "cards[0]"
    assert "must be a mapping" in error.problem


def test_duplicate_ids(tmp_path: Path) -> None:
    error = load_error(
        tmp_path,
        """\
        cards:
          - {id: sword, name: A, cost: {metal: 1}, kind: weapon}
          - {id: axe, name: B, cost: {metal: 1}, kind: weapon}
          - {id: sword, name: C, cost: {metal: 1}, kind: weapon}
        """,
    )
    assert error.key_path == "cards[2].id"
    assert "duplicate id 'sword'" in error.problem


def test_top_level_key_missing_or_extra(tmp_path: Path) -> None:
    error = load_error(tmp_path, "card: []\n")
    assert error.key_path == "cards"
    assert "missing key" in error.problem
    error = load_error(tmp_path, "cards: []\ncardz: []\n")
    assert error.key_path == "cardz"
    assert "did you mean 'cards'" in error.problem


def test_empty_file_is_a_missing_key(tmp_path: Path) -> None:
    error = load_error(tmp_path, "")
    assert "missing key" in error.problem


def test_dangling_reference_suggests_the_nearest_id() -> None:
    ids = ["sword", "shield", "dragon"]
    check_ref("cards.yaml", "cards[1].upgrade", "sword", ids)  # a valid id passes
    with pytest.raises(ContentError) as info:
        check_ref("cards.yaml", "cards[1].upgrade", "swrod", ids)
    assert str(info.value) == (
        "cards.yaml: cards[1].upgrade: unknown id 'swrod' (did you mean 'sword'?)"
    )
    with pytest.raises(ContentError) as info:
        check_ref("cards.yaml", "cards[1].upgrade", "qqqq", iter(ids))
    assert info.value.problem == "unknown id 'qqqq'"


def test_nearest() -> None:
    assert nearest("gem", ["gems", "metal"]) == " (did you mean 'gems'?)"
    assert nearest("xyz", ["gems", "metal"]) == ""


def test_invalid_yaml_names_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path, "cards:\n  - id: a\n    name: [unclosed\n  - id: b\n")
    with pytest.raises(ContentError) as info:
        read_yaml(path)
    assert info.value.file == str(path)
    assert info.value.key_path.startswith("line ")
    assert int(info.value.key_path.split()[1]) in (3, 4)
    assert "not valid YAML" in info.value.problem


def test_bad_indentation_is_invalid_yaml(tmp_path: Path) -> None:
    path = write(tmp_path, "a: 1\n b: 2\n")
    with pytest.raises(ContentError, match=r"line 2: not valid YAML"):
        read_yaml(path)


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nope.yaml"
    with pytest.raises(ContentError) as info:
        load_list(path, "cards", Card)
    assert str(info.value) == f"{path}: file is missing"


def test_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "bin.yaml"
    path.write_bytes(b"a: \xff\xfe\n")
    with pytest.raises(ContentError, match="cannot be read"):
        read_yaml(path)


def test_uses_the_c_safe_loader_when_available() -> None:
    expected = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    assert content._BaseLoader is expected
    assert issubclass(content._UniqueKeyLoader, content._BaseLoader)
    # Whichever it is, it is one of PyYAML's safe loaders.
    assert content._BaseLoader.__name__ in ("CSafeLoader", "SafeLoader")


@pytest.mark.parametrize(
    "payload",
    [
        "!!python/object/apply:os.system ['touch {marker}']",
        "!!python/object/new:os.system ['touch {marker}']",
        "x: !!python/name:os.system\n",
        "!!python/object:pathlib.Path {{}}\n",
    ],
)
def test_unsafe_tags_are_refused(tmp_path: Path, payload: str) -> None:
    marker = tmp_path / "pwned"
    path = write(tmp_path, payload.format(marker=marker))
    with pytest.raises(ContentError, match="not valid YAML"):
        read_yaml(path)
    assert not marker.exists()


def test_build_and_convert_directly() -> None:
    card = build(Card, {"id": "a", "name": "A", "cost": {"metal": 2}, "kind": "quest"}, "f")
    assert card.cost == Cost(2)
    assert card.tags == []
    assert convert([1, 2], tuple[int, ...], "f", "k") == (1, 2)
    assert convert({"a": 1}, dict[str, int], "f", "k") == {"a": 1}
    with pytest.raises(ContentError, match=r"f: k\.a: must be a whole number"):
        convert({"a": "x"}, dict[str, int], "f", "k")
    assert convert(None, int | None, "f", "k") is None
    with pytest.raises(ContentError, match="must be a whole number"):
        convert("x", int | None, "f", "k")


def test_a_union_is_read_by_the_member_of_the_values_shape() -> None:
    kind = list[int | Cost]
    assert convert([2, {"metal": 1}], kind, "f", "k") == [2, Cost(1)]
    with pytest.raises(ContentError, match=r"f: k\[1\]\.metl: unknown key \(did you mean"):
        convert([2, {"metl": 1}], kind, "f", "k")  # the mapping's own error, at its own key
    with pytest.raises(ContentError, match=r"f: k\[0\]: must be a whole number or a mapping, not"):
        convert(["x"], kind, "f", "k")
    assert convert(True, bool | int, "f", "k") is True
    assert convert(3, bool | int, "f", "k") == 3
