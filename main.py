"""forgegames: run `python main.py` for the launcher, `python main.py --help` for commands."""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from forgegames.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
