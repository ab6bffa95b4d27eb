"""Forge War's modules import one another one way only: no cycles, counting imports inside
functions and under ``TYPE_CHECKING`` (a lazy import hides a cycle, it does not remove it)."""

from __future__ import annotations

import ast
from pathlib import Path

import forgegames.games.forge_war as package

PACKAGE = package.__name__
FOLDER = Path(package.__file__).parent


def module_names() -> dict[str, Path]:
    names = {}
    for path in sorted(FOLDER.glob("*.py")):
        name = PACKAGE if path.stem == "__init__" else f"{PACKAGE}.{path.stem}"
        names[name] = path
    return names


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """Every module of the package that ``path`` imports anywhere in its text."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                found.add(sub if sub in modules else node.module)
    return found & modules


def import_graph() -> dict[str, set[str]]:
    modules = module_names()
    return {name: imports_of(path, set(modules)) - {name} for name, path in modules.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, str] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == "open":
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_the_graph_sees_lazy_imports():
    graph = import_graph()
    assert f"{PACKAGE}.describe" in graph[f"{PACKAGE}.rules"]  # imported inside a method
    assert f"{PACKAGE}.rules" in graph[PACKAGE]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_no_import_cycle_between_forge_war_modules():
    assert find_cycle(import_graph()) is None


def test_bots_do_not_need_the_title():
    assert f"{PACKAGE}.rules" not in import_graph()[f"{PACKAGE}.bots"]
