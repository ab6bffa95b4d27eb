"""The bench's frame figures: each scene reports its median, p99 and maximum frame."""

from __future__ import annotations

from forgegames import bench
from forgegames.ui.launcher import Launcher


def test_a_scene_s_figures_include_its_longest_frame(app, monkeypatch):
    monkeypatch.setattr(bench, "FRAMES", 12)
    app.push(Launcher(app))
    figures = bench.measure_frames(app)
    assert set(figures) == {"median", "p99", "max"}
    assert 0 < figures["median"] <= figures["p99"] <= figures["max"]
