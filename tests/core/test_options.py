"""Game options and one-seat variants: declared by a title, checked in one place, carried by the
config into the game and its saves, refused on the command line with the valid choices."""

from __future__ import annotations

import dataclasses

import pytest
from titles import dice_race as dicerace

from forgegames.cli import main
from forgegames.core.title import GameConfig, SeatConfig

INFO = dicerace.PLUS_INFO


def test_seats_are_per_variant():
    assert INFO.seats_for("standard") == (2, 2) and INFO.seats_for("practice") == (1, 1)
    assert (INFO.fewest_seats(), INFO.most_seats()) == (1, 2)
    assert [v.id for v in INFO.variants_for(1)] == ["practice"]
    assert INFO.why_not_seats("practice", 1) is None
    why = INFO.why_not_seats("standard", 1)
    assert (
        why
        == "Dice Race Plus (test) (Standard) takes 2 players; with 1 choose the variant practice"
    )


def test_options_are_settled_with_defaults_for_the_variant_only():
    assert INFO.settle_options("standard", {}) == (("speed", "slow"),)
    assert INFO.settle_options("practice", {"coach": "on"}) == (("coach", "on"), ("speed", "slow"))


@pytest.mark.parametrize(
    "variant, chosen, words",
    [
        ("standard", {"pace": "x"}, "has no option 'pace' (options: speed, coach)"),
        ("standard", {"speed": "warp"}, "speed=warp is not a choice (choose from slow, fast)"),
        (
            "standard",
            {"coach": "on"},
            "option 'coach' is for the practice variant, not standard",
        ),
    ],
)
def test_a_wrong_option_is_one_line_naming_the_valid_ones(variant, chosen, words):
    with pytest.raises(ValueError) as refused:
        INFO.settle_options(variant, chosen)
    assert words in str(refused.value) and "\n" not in str(refused.value)


def test_config_options_round_trip_and_old_configs_have_none():
    seat = SeatConfig("Ann", "blue")
    config = GameConfig("dice-race-plus", (seat,), "practice", (("coach", "on"),))
    assert GameConfig.from_json(config.to_json()) == config
    assert config.option("coach", "off") == "on" and config.option("speed", "slow") == "slow"
    old = {k: v for k, v in config.to_json().items() if k != "options"}
    assert GameConfig.from_json(old).options == ()
    with pytest.raises(ValueError, match="options"):
        GameConfig.from_json({**config.to_json(), "options": {"coach": 1}})


def run_cli(*args: str) -> int:
    return main(["simulate", "--game", "dice-race-plus", "--games", "2", "--seed", "4", *args])


def test_simulate_passes_the_options_to_the_game(plus, capsys):
    assert run_cli("--players", "1", "--variant", "practice", "--option", "coach=on") == 0
    assert plus.configs and all(c.players == 1 for c in plus.configs)
    assert {c.options for c in plus.configs} == {(("coach", "on"), ("speed", "slow"))}


def test_one_seat_picks_the_one_seat_variant_when_none_is_named(plus, capsys):
    assert run_cli("--players", "1") == 0
    assert {c.variant for c in plus.configs} == {"practice"}


@pytest.mark.parametrize(
    "args, words",
    [
        (("--players", "1", "--variant", "standard"), "takes 2 players; with 1 choose"),
        (("--players", "2", "--option", "speed=warp"), "choose from slow, fast"),
        (("--players", "2", "--option", "speed"), "must look like KEY=VALUE"),
        (("--players", "2", "--option", "coach=on"), "is for the practice variant"),
    ],
)
def test_the_command_line_refuses_with_the_reason(plus, capsys, args, words):
    with pytest.raises(SystemExit) as stop:
        run_cli(*args)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and words in err
    assert len(err.strip().splitlines()) <= 3
    assert not plus.configs


def test_a_saved_game_keeps_its_options(plus, tmp_path):
    from forgegames.core.session import Session

    config = GameConfig("dice-race-plus", (SeatConfig("Ann", "blue"),), "practice")
    config = dataclasses.replace(config, options=INFO.settle_options("practice", {"coach": "on"}))
    session = Session(plus, config, 7)
    session.resolve_chance()
    session.save(tmp_path / "game.json")
    again = Session.resume(tmp_path / "game.json")
    assert again.config.options == (("coach", "on"), ("speed", "slow"))


def test_a_save_with_an_option_the_game_lacks_is_refused(plus, tmp_path):
    from forgegames.core.errors import SaveError
    from forgegames.core.saves import read_save
    from forgegames.core.session import Session

    seats = (SeatConfig("Ann", "blue"), SeatConfig("Bob", "orange"))
    config = GameConfig("dice-race-plus", seats, "standard")
    session = Session(plus, dataclasses.replace(config, options=(("coach", "on"),)), 7)
    session.save(tmp_path / "game.json")
    with pytest.raises(SaveError, match="save's options: option 'coach' is for the practice"):
        Session.from_save(read_save(tmp_path / "game.json"))
