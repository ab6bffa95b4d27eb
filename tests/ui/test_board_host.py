"""Boards talk to one host (issue 36): every frame a board sits in gives all of ``BoardHost``,
and what the host hands out are the viewer's views."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

from uihelp import greedy_session, open_game, open_replay

from forgegames.core.title import SeatConfig
from forgegames.ui.boards.host import BoardHost

BOARDS = Path(__file__).resolve().parents[2] / "forgegames" / "ui" / "boards"
SEATS = (SeatConfig("Alice", "blue"), SeatConfig("Bruno", "orange"))


def members() -> list[str]:
    """The protocol's methods, properties and attributes."""
    named = [n for n, _ in inspect.getmembers(BoardHost) if not n.startswith("_")]
    return sorted({*named, *BoardHost.__annotations__})


def lacking(scene) -> list[str]:
    return [name for name in members() if not hasattr(scene, name)]


def test_the_protocol_names_what_boards_ask() -> None:
    names = members()
    for expected in ("visible_state", "legal_actions", "act", "why_not", "reject", "scale"):
        assert expected in names
    assert "session" not in names and "app" not in names


def test_the_game_scene_and_the_replay_scene_are_hosts(app, tmp_path) -> None:
    scene = open_game(app, greedy_session("forge-war", SEATS, 3, 0, "simple"))
    assert lacking(scene) == []
    assert scene.scale == app.board_scale
    assert scene.moves_made() == len(scene.session.history)
    assert scene.is_bot(0) is False
    replay = open_replay(app, tmp_path, "kings-forge", 6)
    assert lacking(replay) == []
    start = replay.moves_made()
    replay.go_to(replay.replay.last)
    assert replay.moves_made() == len(replay.session.history) > start


def test_the_host_hands_out_views_not_the_state(app) -> None:
    """In Forge War's wealth phase the other seat's hand is hidden in every state the host
    gives: now, before a move and after one."""
    scene = open_game(app, greedy_session("forge-war", SEATS, 3, 0, "simple"))
    other = 1 - scene.viewer
    assert scene.session.state.seats[other].hand[0] != "?"
    assert set(scene.visible_state().seats[other].hand) == {"?"}
    assert set(scene.view_before(scene.moves_made() - 1).seats[other].hand) <= {"?"}
    after = scene.view_after(scene.legal_actions()[0])
    assert set(after.seats[other].hand) <= {"?"}


def test_no_board_reaches_the_session_or_the_app() -> None:
    reach = re.compile(r"\.session\b|\.app\b")
    found = [
        f"{path.relative_to(BOARDS)}:{number}"
        for path in sorted(BOARDS.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if reach.search(line) and not line.lstrip().startswith("#")
    ]
    assert found == []


HOST_NAMES = re.compile(r"^(scene|host)$")


def _is_host(node) -> bool:
    """``scene``, ``host``, ``self.scene`` or ``self.board.scene``: what a board holds its
    frame by."""
    import ast

    if isinstance(node, ast.Name):
        return bool(HOST_NAMES.match(node.id))
    return isinstance(node, ast.Attribute) and node.attr == "scene"


def host_reaches() -> list[str]:
    """Every name a board asks its host for that ``BoardHost`` does not name, and every
    ``getattr``/``hasattr`` on the host (a name asked with a fallback hides a reach past the
    protocol: a stand-in without it would get the fallback silently)."""
    import ast

    names = set(members())
    found = []
    for path in sorted(BOARDS.rglob("*.py")):
        where = path.relative_to(BOARDS)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and _is_host(node.value):
                if node.attr not in names:
                    found.append(f"{where}:{node.lineno} .{node.attr}")
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "hasattr", "setattr")
                and node.args
                and _is_host(node.args[0])
            ):
                found.append(f"{where}:{node.lineno} {node.func.id}")
    return found


def test_boards_ask_their_host_only_what_the_protocol_names() -> None:
    assert host_reaches() == []
