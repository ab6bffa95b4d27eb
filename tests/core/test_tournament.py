"""The tournament command: seats rotate, the JSON it prints, the same results in N processes."""

from __future__ import annotations

import json

from forgegames.cli import main
from forgegames.core.tournament import seating, tournament, wilson

TIMINGS = ("seconds", "seconds_per_move")


def without_timings(report: dict) -> dict:
    out = {k: v for k, v in report.items() if k not in TIMINGS}
    for kind in report["bots"]:
        out[kind] = {k: v for k, v in report[kind].items() if k not in TIMINGS}
    return out


def test_every_kind_sits_in_every_seat_in_turn():
    assert [seating(["a", "b"], 2, i) for i in range(3)] == [("a", "b"), ("b", "a"), ("a", "b")]
    games = [seating(["a", "b", "c"], 3, i) for i in range(3)]
    for seat in range(3):
        assert {g[seat] for g in games} == {"a", "b", "c"}
    assert seating(["x", "y"], 4, 1) == ("y", "x", "y", "x")


def test_the_last_line_is_json_with_each_kind_s_figures(capsys):
    code = main(
        ["tournament", "--game", "kings-forge", "--players", "2", "--games", "3"]
        + ["--bots", "greedy,random", "--seed", "4"]
    )
    out, err = capsys.readouterr()
    assert code == 0
    report = json.loads(out.strip().splitlines()[-1])
    assert report["games"] == 3 and report["errors"] == 0
    assert err.count("game ") == 3 and "game 3/3 (seed 6)" in err
    greedy, rand = report["greedy"], report["random"]
    for figures in (greedy, rand):
        assert {"wins", "win_rate", "interval95", "mean_score", "games"} <= set(figures)
        low, high = figures["interval95"]
        assert 0 <= low <= figures["win_rate"] <= high <= 1
    assert greedy["wins"] + rand["wins"] == 3  # one win a game, shared only by a tie
    assert greedy["win_rate"] == round(greedy["wins"] / 3, 4)


def test_an_unknown_kind_is_refused_by_name(capsys):
    try:
        main(
            ["tournament", "--game", "kings-forge", "--players", "2", "--games", "1"]
            + ["--bots", "greedy,bogus"]
        )
    except SystemExit as exc:
        assert exc.code == 2
    assert "unknown bot 'bogus'" in capsys.readouterr().err


def test_processes_give_the_same_results_as_one():
    args = ("kings-forge", 2, 4, ["random", "greedy"], None, 9)
    one = tournament(*args, jobs=1)
    two = tournament(*args, jobs=2)
    assert without_timings(one) == without_timings(two)
    assert one["greedy"]["games"] == 4 and one["errors"] == 0
    again = tournament(*args, jobs=1)
    assert without_timings(again) == without_timings(one)


def test_the_interval_narrows_with_more_games():
    low, high = wilson(7, 10)
    wide = high - low
    low, high = wilson(70, 100)
    assert low < 0.7 < high and high - low < wide
    assert wilson(0, 5)[0] == 0.0 and wilson(5, 5)[1] == 1.0
