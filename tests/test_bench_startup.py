"""Issue #40: the bench measures the start-up beside the floor of a bare pygame window, in
turns in the same run, and reports both and their ratio."""

from __future__ import annotations

import pygame

from forgegames import bench


def test_the_floor_probe_opens_a_bare_window_with_fonts() -> None:
    pygame.display.quit()
    bench.floor_probe()
    assert pygame.display.get_surface().get_size() == (1280, 720)
    assert pygame.font.get_init()
    pygame.display.quit()


def test_the_start_up_figures_stand_beside_the_floor() -> None:
    figures = bench.startup_figures(runs=1)
    assert list(figures) == ["startup_ms", "startup_floor_ms", "startup_ratio"]
    assert figures["startup_ms"] > 0 and figures["startup_floor_ms"] > 0
    ratio = figures["startup_ms"] / figures["startup_floor_ms"]
    assert abs(figures["startup_ratio"] - ratio) < 0.02


def test_the_launcher_checks_figures_time_every_frame_while_titles_are_checked() -> None:
    figures = bench.launcher_checks_figures()
    assert list(figures) == [
        "launcher_checks_max_ms",
        "launcher_checks_frames",
        "launcher_checks_ms",
    ]
    assert figures["launcher_checks_frames"] >= 1, "at least one frame while checking"
    assert 0 < figures["launcher_checks_max_ms"] <= figures["launcher_checks_ms"]
