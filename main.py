"""forgegames: run `python main.py` for the launcher, `python main.py --help` for commands.

`python -m pip install .` installs the same program as the `forgegames` command.
"""

import sys

from forgegames.cli import run

if __name__ == "__main__":
    sys.exit(run())
