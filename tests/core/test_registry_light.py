"""Issue #40: the launcher lists the titles from each package's light ``INFO`` without
importing any title's rules; ``get`` imports only the title asked for; ``discover`` and
``catalogue`` still import every title, and everything else sees the same titles as before."""

from __future__ import annotations

import json
import subprocess
import sys

import forgegames.games
from forgegames.core import registry

RULES = [f"forgegames.games.{p}.rules" for p in ("kings_forge", "forge_war", "warparty")]


def run(code: str) -> dict:
    """Run ``code`` in a fresh interpreter (nothing imported yet); its last line is JSON."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_light_list_imports_no_rules_and_get_imports_one_title() -> None:
    found = run(
        "import json, sys\n"
        "from forgegames.core import registry\n"
        f"rules = {RULES!r}\n"
        "ids = [i.id for i in registry.infos(include_unlisted=True)]\n"
        "before = [r for r in rules if r in sys.modules]\n"
        "title = registry.get('forge-war')\n"
        "after = [r for r in rules if r in sys.modules]\n"
        "same = title.info is next(i for i in registry.infos() if i.id == 'forge-war')\n"
        "print(json.dumps({'ids': ids, 'before': before, 'after': after, 'same': same}))\n"
    )
    assert found["ids"] == list(forgegames.games.ORDER)
    assert found["before"] == [], "listing the titles imported a title's rules"
    assert found["after"] == ["forgegames.games.forge_war.rules"], "get imported other titles"
    assert found["same"], "the title's info is the very object the launcher listed"


def test_two_threads_asking_for_a_title_get_one_title() -> None:
    found = run(
        "import json, threading\n"
        "from forgegames.core import registry\n"
        "registry.infos()\n"
        "got = []\n"
        "workers = [threading.Thread(target=lambda: got.append(registry.get('warparty')))\n"
        "           for _ in range(3)]\n"
        "[w.start() for w in workers]; [w.join() for w in workers]\n"
        "import forgegames.games.warparty as wp\n"
        "print(json.dumps({'one': len({id(t) for t in got}) == 1 and got[0] is wp.TITLE}))\n"
    )
    assert found["one"]


def test_the_light_list_is_the_catalogue() -> None:
    registry.discover()
    for unlisted in (False, True):
        assert registry.infos(unlisted) == registry.catalogue(unlisted)
    for info in registry.infos():
        assert registry.get(info.id).info is info


def test_a_package_still_exposes_its_title_and_class() -> None:
    from forgegames.games.forge_war import ForgeWar
    from forgegames.games.kings_forge import INFO, TITLE, KingsForge
    from forgegames.games.warparty import WarpartyTitle

    assert isinstance(TITLE, KingsForge) and TITLE is registry.get("kings-forge")
    assert TITLE.info is INFO
    assert isinstance(registry.get("forge-war"), ForgeWar)
    assert isinstance(registry.get("warparty"), WarpartyTitle)
    import forgegames.games.warparty as wp

    try:
        wp.NOT_THERE  # noqa: B018
    except AttributeError as exc:
        assert "NOT_THERE" in str(exc)
    else:
        raise AssertionError("an unknown name must raise AttributeError")


def test_the_launchers_first_frame_imports_only_the_title_on_show(tmp_path) -> None:
    found = run(
        "import json, os, sys\n"
        f"os.environ['FORGEGAMES_DATA_DIR'] = {str(tmp_path)!r}\n"
        "os.environ['SDL_VIDEODRIVER'] = 'dummy'\n"
        "from forgegames.ui.app import App\n"
        "from forgegames.ui.launcher import Launcher\n"
        "app = App((1280, 720))\n"
        "launcher = Launcher(app)\n"
        "app.push(launcher)\n"
        "app.draw()\n"
        f"rules = {RULES!r}\n"
        "print(json.dumps({'shown': launcher.info.id,\n"
        "                  'imported': [r for r in rules if r in sys.modules]}))\n"
    )
    package = found["shown"].replace("-", "_")
    assert found["imported"] == [f"forgegames.games.{package}.rules"]
