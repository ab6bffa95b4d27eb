"""The only package that imports pygame: app loop, scenes, widgets, boards."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
