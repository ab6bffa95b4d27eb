"""Fixtures of the King's Forge board's tests."""

from __future__ import annotations

import pytest

from forgegames.ui import text_report


@pytest.fixture()
def recording():
    """The words drawn are recorded for the test (``text_report``), then no longer."""
    text_report.start()
    yield
    text_report.stop()
