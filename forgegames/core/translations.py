"""What there is to translate, and what a language still lacks.

Interface strings are found in the source with ``ast``: the string literals passed to ``tr``,
``count`` (its two word forms), ``ntr`` (its two sentence forms) and ``N_`` anywhere in the
``forgegames`` package. Data text keys (``<game>/<file>/<id>/<field>``) are found in the YAML
files: the ``name`` and ``text`` of every record with an ``id``, the ``text`` of a record's named
parts (a gather card's ``top`` and ``bottom``), a rules section's text for each variant
(``.../<id>/variants/<variant>``), and a scenario's ``name``, ``intro`` and step words
(``<game>/scenarios/<stem>/step-1``...). ``tools/missing_translations.py`` and ``check-data``
report from here.
"""

from __future__ import annotations

import ast
import dataclasses
import json
import re
import string
from pathlib import Path
from typing import Any

from forgegames.core.content import read_yaml
from forgegames.core.i18n import catalogue, catalogue_files, field_problem
from forgegames.core.paths import PACKAGE_DIR, ROOT, frozen_root

TEXT_FIELDS = ("name", "text", "keywords")
"""The fields of a data record in players' words: shown, or (a rules section's keywords)
searched for."""


INTERFACE_LIST = "interface_strings.json"
"""The standalone app's list of interface strings with their places (it ships no source to
scan): ``tools/build_app.py`` writes it from ``interface_strings()`` into the bundle."""


def full_data() -> set[str]:
    """Data text every language must translate, by key prefix: every registered title's data
    folder (every name, text, rules page, lesson and scenario)."""
    from forgegames.core import registry  # the registry imports every title: only when asked

    return {info.id.replace("-", "_") for info in registry.catalogue() if info.available}


def _must_translate(key: str, prefixes: set[str]) -> bool:
    return any(key == prefix or key.startswith(prefix + "/") for prefix in prefixes)


DESCRIBED = {
    "TitleInfo": ((5,), ("blurb",)),
    "Variant": ((1, 2), ("name", "description")),
    "GameOption": ((1, 5), ("name", "description")),
}
"""Records of ``forgegames.core.title`` whose words the launcher translates: by class, the
positions and keywords of those words."""


def _keys(node: ast.Call) -> list[ast.expr]:
    """The arguments of a call that are translation keys: ``tr``'s and ``N_``'s first,
    ``count``'s two word forms, ``ntr``'s two sentence forms, the words of the title records
    in ``DESCRIBED``."""
    func = node.func
    name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
    if name in ("tr", "N_") and node.args:
        return node.args[:1]
    if name == "count" and len(node.args) == 3:
        return node.args[1:]
    if name == "ntr" and len(node.args) >= 3:
        return node.args[1:3]
    if name in DESCRIBED:
        places, keywords = DESCRIBED[name]
        given = [node.args[i] for i in places if i < len(node.args)]
        return given + [k.value for k in node.keywords if k.arg in keywords]
    return []


def _strings(node: ast.AST | None) -> list[str]:
    """The string literals a constant holds (a dict's values, a sequence's items)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Dict):
        return [text for value in node.values for text in _strings(value)]
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [text for item in node.elts for text in _strings(item)]
    return []


def _constants(trees: dict[Path, ast.Module]) -> dict[str, list[str]]:
    """The strings held by every module-level constant (``NAME = {...}``), by name."""
    found: dict[str, list[str]] = {}
    for tree in trees.values():
        for node in tree.body:
            if isinstance(node, ast.Assign | ast.AnnAssign):
                target = node.targets[0] if isinstance(node, ast.Assign) else node.target
                if isinstance(target, ast.Name) and _strings(node.value):
                    found.setdefault(target.id, []).extend(_strings(node.value))
    return found


@dataclasses.dataclass
class Found:
    """The interface strings of the code, and the calls whose key no reading can know."""

    strings: dict[str, list[str]]
    """Each string with the places (``file:line``) that use it."""
    unknown: list[str]
    """Calls translating a value that is neither a literal nor a module constant."""


def _locals(function: ast.AST) -> dict[str, list[ast.expr]]:
    """What each local name of ``function`` is set to (assignments and ``for`` loops)."""
    found: dict[str, list[ast.expr]] = {}
    for node in ast.walk(function):
        if isinstance(node, ast.Assign):
            pairs = [(target, node.value) for target in node.targets]
        elif isinstance(node, ast.For | ast.comprehension):
            pairs = [(node.target, node.iter)]
        else:
            continue
        for target, value in pairs:
            for name in ast.walk(target):
                if isinstance(name, ast.Name):
                    found.setdefault(name.id, []).append(value)
    return found


def _named(node: ast.expr, constants: dict[str, list[str]]) -> list[str]:
    """The strings of the module constants ``node`` names, and the defaults it gives to a
    table's ``get`` (``WORDS.get(key, "Fallback")``)."""
    names = (n.id for n in ast.walk(node) if isinstance(n, ast.Name))
    found = [text for name in names for text in constants.get(name, [])]
    for call in ast.walk(node):
        if isinstance(call, ast.Call) and getattr(call.func, "attr", None) == "get":
            found += [text for arg in call.args[1:] for text in _strings(arg)]
    return found


class _Scanner(ast.NodeVisitor):
    """Visits one module, knowing the function each call is in."""

    def __init__(self, where: str, constants: dict[str, list[str]], found: Found) -> None:
        self.where, self.constants, self.found = where, constants, found
        self.local: dict[str, list[ast.expr]] = {}

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:  # noqa: N802 - ast's name
        outer = self.local
        self.local = {**outer, **_locals(node)}
        self.generic_visit(node)
        self.local = outer

    def visit_Call(self, node: ast.Call) -> None:  # noqa: N802 - ast's name
        where = f"{self.where}:{node.lineno}"
        for arg in _keys(node):
            texts = _strings(arg) + _named(arg, self.constants)
            if not isinstance(arg, ast.Constant):  # one step back through local names
                names = [n.id for n in ast.walk(arg) if isinstance(n, ast.Name)]
                for value in (v for name in names for v in self.local.get(name, [])):
                    texts += _strings(value) + _named(value, self.constants)
            if not texts:
                self.found.unknown.append(f"{where}: {ast.unparse(node)}")
            for text in texts:
                self.found.strings.setdefault(text, []).append(where)
        self.generic_visit(node)


def scan(package: Path = PACKAGE_DIR) -> Found:
    """Every string literal given to ``tr``, ``count`` or ``N_`` under ``package``. A call
    given a module constant, an item of one, or a local name set from literals or constants
    counts every string they hold; any other call is listed as unknown."""
    trees = {
        path: ast.parse(path.read_text(encoding="utf-8"), str(path))
        for path in sorted(package.rglob("*.py"))
        if path.name != "i18n.py"  # the definitions themselves
    }
    constants = _constants(trees)
    found = Found({}, [])
    for path, tree in trees.items():
        _Scanner(str(path.relative_to(package.parent)), constants, found).visit(tree)
    return found


def interface_strings(package: Path = PACKAGE_DIR) -> dict[str, list[str]]:
    """Every interface string of the code under ``package`` (see ``scan``), with its places;
    in the standalone app, the program's own ones as listed when it was built."""
    bundle = frozen_root()
    if bundle is not None and package == PACKAGE_DIR:
        return json.loads((bundle / INTERFACE_LIST).read_text(encoding="utf-8"))
    return scan(package).strings


def _records(value: Any, prefix: str, out: dict[str, str]) -> None:
    if isinstance(value, list):
        for item in value:
            _records(item, prefix, out)
        return
    if not isinstance(value, dict):
        return
    record = value.get("id")
    for field, item in value.items():
        if isinstance(record, str) and isinstance(item, str) and field in TEXT_FIELDS:
            out[f"{prefix}/{record}/{field}"] = item
        elif isinstance(record, str) and field == "variants" and isinstance(item, dict):
            for variant, text in item.items():  # a rules section's text for one variant
                if isinstance(text, str):
                    out[f"{prefix}/{record}/variants/{variant}"] = text
        elif isinstance(record, str) and isinstance(item, dict) and "id" not in item:
            part = item.get("text")  # a record's named part, such as a card's side
            if isinstance(part, str):
                out[f"{prefix}/{record}/{field}"] = part
        _records(item, prefix, out)


def _scenario_texts(value: Any, prefix: str, out: dict[str, str]) -> None:
    """A scenario file's words under the keys ``forgegames.core.scenario`` looks up: its
    ``name``, ``source`` and ``intro``, each step's ``say`` as ``step-1``, ``step-2``...,
    and the words of a step's parts (``stages``) as ``step-1-1``, ``step-1-2``..."""
    if not isinstance(value, dict):
        return
    for field in ("name", "source", "intro"):
        if isinstance(value.get(field), str) and value[field]:
            out[f"{prefix}/{field}"] = value[field]
    steps = value.get("steps")
    for index, step in enumerate(steps if isinstance(steps, list) else []):
        if not isinstance(step, dict):
            continue
        if isinstance(step.get("say"), str) and step["say"]:
            out[f"{prefix}/step-{index + 1}"] = step["say"]
        parts = step.get("stages")
        for k, words in enumerate(parts if isinstance(parts, list) else [], start=1):
            if isinstance(words, str) and words:
                out[f"{prefix}/step-{index + 1}-{k}"] = words


def data_keys(data_root: Path | None = None) -> dict[str, str]:
    """Every data text key under ``data/`` (except the translations) with its English text:
    the records' fields, the words of the scenarios (``<game>/scenarios/<stem>/...``) and
    the glossaries' terms (``<game>/glossary/<rulebook term>``)."""
    root = data_root or ROOT / "data"
    out: dict[str, str] = {}
    for path in sorted(root.rglob("*.yaml")):
        relative = path.relative_to(root).with_suffix("")
        if relative.parts[0] == "locale":
            continue
        data = read_yaml(path)
        if relative.parts[1:2] == ("scenarios",):
            _scenario_texts(data, relative.as_posix(), out)
        elif relative.name == "tutorial":
            _lesson(data, relative.as_posix(), out)
        elif relative.name == "glossary":
            _glossary(data, relative.as_posix(), out)
        else:
            _records(data, relative.as_posix(), out)
    return out


def _glossary(data: Any, prefix: str, out: dict[str, str]) -> None:
    """A title's rulebook terms (``core.rules_search``): our words for each, keyed by the
    rulebook's term (``<game>/glossary/rough terrain``)."""
    terms = data.get("terms") if isinstance(data, dict) else None
    for term in terms if isinstance(terms, list) else []:
        words = [term.get(k) for k in ("rulebook", "ours")] if isinstance(term, dict) else []
        if len(words) == 2 and all(isinstance(w, str) for w in words):
            out[f"{prefix}/{term['rulebook']}"] = term["ours"]


def _lesson(data: Any, prefix: str, out: dict[str, str]) -> None:
    """A lesson's words (``core.tutorial``): the person's seat name, each step's ``say`` and
    ``heading`` by its index, and ``finish``."""
    if not isinstance(data, dict):
        return
    for index, seat in enumerate(data.get("seats") or []):
        if isinstance(seat, dict) and seat.get("bot") is None and isinstance(seat.get("name"), str):
            out[f"{prefix}/seats/{index}/name"] = seat["name"]
    for index, step in enumerate(data.get("steps") or []):
        for field in ("say", "heading"):
            if isinstance(step, dict) and isinstance(step.get(field), str) and step[field]:
                out[f"{prefix}/steps/{index}/{field}"] = step[field]
    if isinstance(data.get("finish"), str):
        out[f"{prefix}/finish"] = data["finish"]


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of a format string (``{card.the}`` is the field ``card``: a
    translation may ask a value for its article)."""
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError:  # a broken brace: no field can be read ('field_problem' says so)
        return set()
    return {re.split(r"[.\[]", name, maxsplit=1)[0] for _, name, _, _ in parsed if name is not None}


def file_of(lang: str, key: str) -> str:
    """The translation file of ``lang`` that holds ``key`` (for a message naming it)."""
    for path in catalogue_files(lang):
        try:
            data = read_yaml(path)
        except ValueError:
            continue
        if isinstance(data, dict) and key in data:
            return str(path)
    return f"data/locale/{lang}"


@dataclasses.dataclass
class Report:
    """What ``lang`` lacks or holds in excess, by kind of key."""

    interface: list[str]
    """Interface strings with no entry."""
    full_data: list[str]
    """Data text keys under a ``full_data()`` prefix with no entry."""
    other_data: list[str]
    """Other data text keys with no entry (allowed to stay English)."""
    stale: list[str]
    """Entries that no code and no data file uses."""
    placeholders: list[str]
    """Entries whose ``{name}`` fields differ from the English text's."""


def report(lang: str, package: Path = PACKAGE_DIR, data_root: Path | None = None) -> Report:
    """Compare ``lang``'s catalogue with the strings the code and the data use."""
    entries = catalogue(lang)
    ui = interface_strings(package)
    data = data_keys(data_root)
    missing_data = [k for k in data if k not in entries]
    english = {**{k: k for k in ui}, **data}
    prefixes = full_data()
    return Report(
        interface=[k for k in ui if k not in entries],
        full_data=[k for k in missing_data if _must_translate(k, prefixes)],
        other_data=[k for k in missing_data if not _must_translate(k, prefixes)],
        stale=[k for k in entries if k not in english],
        placeholders=[
            k
            for k, text in entries.items()
            if k in english
            and (
                field_problem(text, english[k]) is not None
                or placeholders(text) != placeholders(english[k])
            )
        ],
    )
