"""The window's thread waits little for a worker thread (the launcher's data checks, the
odds child starting): the App hands the interpreter's lock over sooner than Python's 5 ms."""

from __future__ import annotations

import sys

from forgegames.ui.app import SWITCH_INTERVAL_S


def test_the_app_shortens_the_turns_threads_take(app):
    assert SWITCH_INTERVAL_S < 0.005
    assert sys.getswitchinterval() <= SWITCH_INTERVAL_S + 1e-9
