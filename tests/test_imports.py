"""Imports go one way: from the interface down to the engine, from each title down to ``core``.

The graph is read from the source with ``ast``, so it sees every import: at module level, inside
functions (a lazy import hides a cycle, it does not remove it) and under ``if TYPE_CHECKING:``.
Relative imports are resolved, and ``from pkg import name`` counts as importing ``pkg.name``
when that is a module (else ``pkg``). Imports through ``importlib`` (the title registry) are
not imports of a named module and are not followed.
"""

from __future__ import annotations

import ast
import functools
from collections import deque
from collections.abc import Mapping, Set
from pathlib import Path
from types import MappingProxyType

import pytest

import forgegames

Graph = Mapping[str, Set[str]]
pytestmark = pytest.mark.xdist_group("forgegames-import-graph")
"""One worker runs these tests (``--dist loadgroup``, pyproject.toml): the package's graph is
read once (``forgegames_graph``)."""


def module_files(package_dir: Path, package: str) -> dict[str, Path]:
    """Every module under ``package_dir`` by dotted name; a package is its ``__init__.py``."""
    modules = {}
    for path in sorted(package_dir.rglob("*.py")):
        parts = path.relative_to(package_dir).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join((package, *parts))] = path
    return modules


def absolute(module: str, is_package: bool, level: int, name: str | None) -> str:
    """The absolute name of ``from <level dots><name> import ...`` written in ``module``."""
    if level == 0:
        return name or ""
    parts = module.split(".")
    if not is_package:
        parts.pop()
    parts = parts[: len(parts) - (level - 1)]
    return ".".join([*parts, *([name] if name else [])])


def imported_names(module: str, is_package: bool, tree: ast.AST) -> list[tuple[str, ...]]:
    """Each import in ``tree`` as candidate names, most specific first (``pkg.name``, ``pkg``)."""
    found: list[tuple[str, ...]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((alias.name,) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = absolute(module, is_package, node.level, node.module)
            found.extend((f"{base}.{alias.name}", base) for alias in node.names)
    return found


def known_module(candidates: tuple[str, ...], modules: set[str]) -> str | None:
    """The first candidate that is one of ``modules``, trying each one's parents too."""
    for name in candidates:
        parts = name.split(".")
        for end in range(len(parts), 0, -1):
            prefix = ".".join(parts[:end])
            if prefix in modules:
                return prefix
    return None


def import_graph(package_dir: Path, package: str) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports (itself left out)."""
    files = module_files(package_dir, package)
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        imports = imported_names(name, path.stem == "__init__", tree)
        targets = (known_module(candidates, set(files)) for candidates in imports)
        graph[name] = {t for t in targets if t is not None} - {name}
    return graph


def shortest_path(graph: Graph, start: str, goal: str) -> list[str] | None:
    """The shortest import chain from ``start`` to ``goal`` (both included), if any."""
    previous: dict[str, str | None] = {start: None}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node == goal:
            path = [node]
            while (back := previous[path[-1]]) is not None:
                path.append(back)
            return path[::-1]
        for nxt in sorted(graph.get(node, ())):
            if nxt not in previous:
                previous[nxt] = node
                queue.append(nxt)
    return None


def find_cycles(graph: Graph) -> list[str]:
    """Every import cycle as "a -> b -> a": for each import that lies on a cycle, the shortest
    cycle through it, each cycle once and written from its smallest name."""
    found: set[tuple[str, ...]] = set()
    for source in graph:
        for target in graph[source]:
            back = shortest_path(graph, target, source)
            if back is None:
                continue
            ring = [source, *back[:-1]]
            first = ring.index(min(ring))
            found.add((*ring[first:], *ring[:first]))
    return [" -> ".join((*ring, ring[0])) for ring in sorted(found)]


@functools.cache
def forgegames_graph() -> Graph:
    """The graph of the real package, read once a process and shared, read-only, by the tests."""
    graph = import_graph(Path(forgegames.__file__).parent, "forgegames")
    return MappingProxyType({module: frozenset(targets) for module, targets in graph.items()})


def test_forgegames_has_no_import_cycle() -> None:
    cycles = find_cycles(forgegames_graph())
    assert not cycles, "import cycles (imports must go one way):\n" + "\n".join(cycles)


def test_the_graph_sees_lazy_imports_of_the_real_package() -> None:
    graph = forgegames_graph()
    assert "forgegames.ui.game_scene" in graph["forgegames.cli"]  # imported inside functions
    assert "forgegames.core.bots" in graph["forgegames.core.title"]
    assert "forgegames.core.title" not in graph["forgegames.core.bots"]


def test_cycle_finder_on_a_synthetic_graph() -> None:
    graph = {
        "a": {"b"},
        "b": {"c", "a"},
        "c": {"a"},
        "d": {"d2", "a"},
        "d2": {"d"},
        "e": {"a", "d"},
    }
    assert find_cycles(graph) == ["a -> b -> a", "a -> b -> c -> a", "d -> d2 -> d"]
    assert find_cycles({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == []
    assert shortest_path(graph, "e", "c") == ["e", "a", "b", "c"]


def test_the_graph_sees_every_kind_of_import(tmp_path: Path) -> None:
    files = {
        "__init__.py": "from .low import helper\n",
        "low.py": "def helper():\n    from pkg.high import top\n",
        "high.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import mid\n",
        "mid.py": "import pkg.sub.leaf as leaf\n",
        "sub/__init__.py": "",
        "sub/leaf.py": "from .. import low\nfrom pkg.sub import leaf\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    graph = import_graph(tmp_path, "pkg")
    assert graph == {
        "pkg": {"pkg.low"},
        "pkg.low": {"pkg.high"},  # inside a function
        "pkg.high": {"pkg.mid"},  # under TYPE_CHECKING, relative, a submodule by name
        "pkg.mid": {"pkg.sub.leaf"},
        "pkg.sub": set(),
        "pkg.sub.leaf": {"pkg.low"},  # two dots up; importing itself is left out
    }
    assert find_cycles(graph) == ["pkg.high -> pkg.mid -> pkg.sub.leaf -> pkg.low -> pkg.high"]


# --- the board–engine contract -----------------------------------------------------------------
BOARD_ENGINE = {
    "forge_war": {"board_info", "actions", "state"},
    "kings_forge": {"board_info", "actions", "state"},
    "warparty": {"board_info", "actions"},
}
"""Each board package's reach into its title's engine: the board-facing module, the action
types and the state types (at most three modules)."""


def engine_modules(graph: Graph, importer: str, title: str) -> set[str]:
    """The modules of ``forgegames.games.<title>`` (the package itself included) that
    ``importer`` imports, by their name inside the title's package ("" for the package)."""
    package = f"forgegames.games.{title}"
    return {
        module.removeprefix(package).removeprefix(".")
        for module in graph[importer]
        if module == package or module.startswith(package + ".")
    }


def test_each_board_package_reads_only_its_engines_board_facing_modules() -> None:
    graph = forgegames_graph()
    for title, allowed in BOARD_ENGINE.items():
        assert len(allowed) <= 3
        package = f"forgegames.ui.boards.{title}"
        members = [m for m in graph if m == package or m.startswith(package + ".")]
        assert len(members) > 3, f"{package} is not a package of board modules"
        for module in members:
            reached = engine_modules(graph, module, title)
            assert reached <= allowed, f"{module} imports {sorted(reached - allowed)} of {title}"
            for other in set(BOARD_ENGINE) - {title}:
                assert not engine_modules(graph, module, other), f"{module} imports {other}"


def test_only_a_titles_board_package_imports_its_engine_in_the_ui() -> None:
    graph = forgegames_graph()
    for title in BOARD_ENGINE:
        package = f"forgegames.ui.boards.{title}"
        for module, targets in graph.items():
            if not module.startswith("forgegames.ui") or module.startswith(package):
                continue
            assert not engine_modules(graph, module, title), f"{module} imports {title}'s engine"
            assert not {t for t in targets if t.startswith(package + ".")} - {package}, (
                f"{module} reaches inside {package} (use board_part or the package's exports)"
            )


def test_engine_modules_sees_the_package_and_its_modules() -> None:
    graph = {
        "ui.x": {"forgegames.games.t", "forgegames.games.t.state", "forgegames.games.tt.state"},
    }
    assert engine_modules(graph, "ui.x", "t") == {"", "state"}


def test_core_never_names_the_interface() -> None:
    """Not even in a string or a comment: a module named by a string (``importlib``) is an
    import this graph cannot see, so the interface registers what core must run instead."""
    core = Path(forgegames.__file__).parent / "core"
    naming = [p.name for p in sorted(core.rglob("*.py")) if "forgegames.ui" in p.read_text()]
    assert not naming, f"core modules naming forgegames.ui: {naming}"


# --- one module naming scheme per title (docs/new-title.md) -------------------------------------
TITLE_MODULES = {"rules", "state", "actions", "content", "board_info", "bots", "describe"}
TITLE_MODULES |= {"invariants", "scenario_position"}
"""The modules every title's engine has, each holding the same job in every title."""
OLD_NAMES = {"cards", "checks", "helpers", "mapfile", "scenario", "card_files", "card_records"}
"""Names one title once gave a job the scheme names otherwise (docs/new-title.md)."""


def test_every_title_names_the_same_job_the_same_way() -> None:
    games = Path(forgegames.__file__).parent / "games"
    for title in BOARD_ENGINE:
        names = {p.stem for p in (games / title).glob("*.py")}
        assert names >= TITLE_MODULES, f"{title} lacks {sorted(TITLE_MODULES - names)}"
        assert not names & OLD_NAMES, f"{title} still has {sorted(names & OLD_NAMES)}"


def test_every_scenario_position_is_read_by_the_typed_record_reader() -> None:
    """One way to read a scenario's position: core.content's ``build`` (dataclass schemas),
    so every title's position errors read alike."""
    graph = forgegames_graph()
    for title in BOARD_ENGINE:
        module = f"forgegames.games.{title}.scenario_position"
        assert "forgegames.core.content" in graph[module], f"{module} does not use build"
        source = Path(forgegames.__file__).parent / "games" / title / "scenario_position.py"
        assert "build(Position, " in source.read_text(), f"{module} reads no Position record"
