"""Issue #40: the program's plain start (no command) opens the launcher without first importing
every title to find the titles' own commands; any other command line still has them."""

from __future__ import annotations

import subprocess
import sys

import pytest

from forgegames import cli


@pytest.mark.parametrize(
    ("argv", "plain"),
    [
        ([], True),
        (["--lang", "es"], True),
        (["--lang=en"], True),
        (["check-data"], False),
        (["--lang", "es", "play", "--game", "warparty", "--players", "2"], False),
        (["--help"], False),
    ],
)
def test_only_a_command_line_without_a_command_opens_the_launcher(argv, plain) -> None:
    assert cli.opens_launcher(argv) is plain


def test_the_plain_start_leaves_the_title_commands_out(monkeypatch) -> None:
    added: list[bool] = []
    real = cli.add_title_commands
    monkeypatch.setattr(cli, "add_title_commands", lambda sub: (added.append(True), real(sub)))
    monkeypatch.setattr(cli, "choose_language", lambda lang, remembered: None)
    monkeypatch.setattr(cli, "run_app", lambda start: 0)
    monkeypatch.setattr(cli, "cmd_check_data", lambda: 0)
    assert cli.main([]) == 0 and added == []
    assert cli.main(["--lang", "es"]) == 0 and added == []
    assert cli.main(["check-data"]) == 0 and added == [True]


def test_the_parser_without_title_commands_imports_no_title() -> None:
    code = (
        "import sys\n"
        "from forgegames import cli\n"
        "cli.build_parser(title_commands=False).parse_args([])\n"
        "print(sorted(m for m in sys.modules if m.startswith('forgegames.games.')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
