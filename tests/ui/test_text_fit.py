"""Whole text on real screens (issue 39): the text report sees words wrapped past their box,
and the top bar gives way rather than spilling its words over the board or dropping whose
turn it is."""

from __future__ import annotations

import json

import pygame
import pytest

from forgegames import cli
from forgegames.ui import text_report, theme


@pytest.fixture()
def recording():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    text_report.start()
    yield text_report.recording_window(pygame.display.get_surface())
    text_report.stop()
    pygame.display.quit()


def drawn(window, lines, size=14) -> dict[str, bool]:
    """Blit ``lines`` down the window; the report's cut flag by text."""
    for i, line in enumerate(lines):
        window.blit(theme.text(line, size), (10, 10 + i * 20))
    return {item["text"]: item["cut"] for item in text_report.report(window)}


def test_a_word_wider_than_its_box_is_reported_cut(recording):
    lines = theme.wrap("a Supercalifragilistic word", 14, 60)
    assert "Supercalifragilistic" in lines
    assert drawn(recording, lines) == {"a": False, "Supercalifragilistic": True, "word": False}


def test_a_text_past_the_window_is_reported_cut(recording):
    width = recording.get_width()
    recording.blit(theme.text("Over the edge", 14), (width - 20, 10))
    recording.blit(theme.text("Inside", 14), (10, 10))
    found = {item["text"]: item for item in text_report.report(recording)}
    assert found["Over the edge"]["cut"] and not found["Inside"]["cut"]
    assert found["Over the edge"]["rect"][0] + found["Over the edge"]["rect"][2] <= width


def test_a_layout_tried_out_reports_nothing(recording):
    lines = theme.try_wrap("a Supercalifragilistic word", 14, 60)
    assert drawn(recording, lines)["Supercalifragilistic"] is False


def test_lines_a_box_cannot_hold_mark_the_last_line_kept(recording):
    lines = theme.wrap("one two three four", 14, 40)
    kept = theme.fit_lines(lines, 2)
    assert kept == lines[:2] and len(lines) == 4
    assert drawn(recording, kept) == {lines[0]: False, lines[1]: True}


def test_lines_that_fit_are_whole(recording):
    lines = theme.fit_lines(theme.wrap("one two", 14, 400), 2)
    assert drawn(recording, lines) == {"one two": False}


def test_two_lines_split_where_the_wider_is_narrowest(recording):
    lines = theme.narrowest_two_lines("aa bb cc dd eeeeeeee", 14)
    face = theme.font(14)
    assert lines == ("aa bb cc dd", "eeeeeeee")
    assert max(face.size(line)[0] for line in lines) < face.size("aa bb cc dd eeeeeeee")[0]


def shot(tmp_path, *argv: str, lang: str = "en") -> list[dict]:
    report = tmp_path / "report.json"
    args = ["screenshot", *argv, "--out", str(tmp_path / "shot.bmp"), "--text-report", str(report)]
    try:
        assert cli.main([*args, "--lang", lang]) == 0
    finally:
        text_report.stop()
        pygame.display.quit()
    return json.loads(report.read_text(encoding="utf-8"))


def _computer_holds_the_turn(seed: int, moves: int) -> bool:
    """Whether, in the screenshot command's three-player standard game with only seat 1 a
    computer, that seat is to move after ``moves`` moves of the greedy player."""
    from forgegames.core import registry
    from forgegames.core.session import Session

    title = registry.get("warparty")
    session = Session(title, cli.make_config(title, 3, None, {0: "greedy"}), seed)
    session.resolve_chance()
    cli.play_bots(session, "greedy", seed, moves, None)
    return not session.over and session.active == 0


def test_a_crowded_bar_keeps_every_word_inside_it(tmp_path):
    """Warparty, three seats, a computer player thinking beside two people: the status line
    (three lines at this width before issue 39, the first cut at the window's top) and whose
    turn it is share the bar whole."""
    # 505 moves: the computer's seat (1) holds the turn on main before and after a seat's
    # second army casts its movement spells (bal34b); at 530, where it held before, the new
    # casting gives a person's turn, with nobody thinking. Checked first, so a change of play
    # fails here and not as a missing word.
    moves = 505
    assert _computer_holds_the_turn(760, moves), "find the position again"
    items = shot(
        tmp_path,
        *("--game", "warparty", "--players", "3", "--seed", "760", "--people", "2,3"),
        *("--actions", str(moves), "--size", "1280x720"),
    )
    bar = [i for i in items if i["rect"][1] < 52]
    assert any(i["text"].startswith("Turn ") for i in bar), bar
    assert any("is thinking" in i["text"] for i in bar), bar
    assert all(not i["cut"] and i["rect"][1] + i["rect"][3] <= 52 for i in bar), bar


def test_a_move_held_for_end_turn_says_so_whole_in_the_bar(tmp_path):
    """Warparty at 1024x640 after the Good team's movement, people on both seats: the bar
    says whose turn it is and that End turn hands over, every word inside the bar."""
    items = shot(
        tmp_path,
        *("--game", "warparty", "--players", "2", "--seed", "14", "--people", "1,2"),
        *("--until-phase", "turn 2 · evil team · movement", "--size", "1024x640"),
    )
    bar = [i for i in items if i["rect"][1] < int(52 * 0.8)]
    said = " ".join(i["text"] for i in sorted(bar, key=lambda i: (i["rect"][0], i["rect"][1])))
    assert "— End turn" in said, bar  # the short form where the game's name keeps its place
    assert any(i["text"].startswith("Turn 2") for i in bar)
    assert all(not i["cut"] and i["rect"][1] + i["rect"][3] <= int(52 * 0.8) for i in bar), bar


def test_people_next_to_computer_players_get_skip_to_my_turn(tmp_path):
    items = shot(
        tmp_path,
        *("--game", "kings-forge", "--players", "3", "--seed", "4", "--people", "2"),
        *("--actions", "5", "--size", "1280x720"),
    )
    assert "Skip to my turn" in {i["text"] for i in items}


def test_people_must_be_seats_of_the_game(tmp_path, capsys):
    with pytest.raises(SystemExit):
        cli.main(
            ["screenshot", "--out", str(tmp_path / "x.png"), "--game", "warparty"]
            + ["--players", "2", "--seed", "1", "--people", "3"]
        )
    assert "--people" in capsys.readouterr().err


@pytest.mark.parametrize("size", ["1024x640", "1280x720"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_wealth_cards_to_choose_from_show_every_word(tmp_path, lang, size):
    """Forge War's first choice: the Spanish 'Escudero entusiasta' and '+1 aventurero' ran past
    four narrow cards, and the cards' names lost their last word; the cards take two rows
    when one row would be too narrow."""
    items = shot(
        tmp_path,
        *("--game", "forge-war", "--players", "2", "--seed", "3", "--people", "1,2"),
        *("--actions", "0", "--size", size),
        lang=lang,
    )
    names = {"en": "Eager", "es": "entusiasta"}[lang]
    assert any(names in i["text"] for i in items), "the wealth cards are drawn"
    assert [i["text"] for i in items if i["cut"]] == []


def test_a_stacked_bar_keeps_whose_turn_clear_of_the_status(tmp_path):
    """Warparty in Spanish while a computer player thinks: where even the status line's
    shorter forms do not fit beside whose turn it is, the status goes above it, and the seat's
    name (a larger tag) ran into it. Since the bar tries the shorter forms first, a battle at
    1920x1080 no longer stacks; the roll-off at 1024x640 (whose status has no shorter form)
    still does."""
    items = shot(
        tmp_path,
        *("--game", "warparty", "--players", "2", "--seed", "5", "--actions", "0"),
        *("--people", "1", "--size", "1024x640"),
        lang="es",
    )
    bar_bottom = int(52 * 0.8)
    bar = [i for i in items if i["rect"][1] < bar_bottom]
    status = next(i for i in bar if i["text"] == "Eligiendo quién mueve primero")
    name = next(i for i in bar if i["text"] == "Bot 2")
    assert status["rect"][1] < name["rect"][1], "the status line stands above whose turn"
    assert status["rect"][1] + status["rect"][3] <= name["rect"][1] + 2, (status, name)
    assert all(i["rect"][1] + i["rect"][3] <= bar_bottom for i in bar), bar


@pytest.mark.parametrize(("lang", "caption"), [("en", "Round"), ("es", "Ronda")])
def test_the_round_track_leaves_its_caption_room(tmp_path, lang, caption):
    """Forge War at 1024x640: the first circle of the round track overlapped 'Round' (the
    caption's room was a fixed width, not the words')."""
    items = shot(
        tmp_path,
        *("--game", "forge-war", "--players", "3", "--seed", "12", "--until-phase", "Quest"),
        *("--size", "1024x640"),
        lang=lang,
    )
    head = next(i for i in items if i["text"] == caption)
    x, y, w, h = head["rect"]
    first = next(i for i in items if i["text"] == "1" and abs(i["rect"][1] - y) < h)
    circle_left = first["rect"][0] + first["rect"][2] // 2 - int(8 * 0.8)  # radius 8, scaled
    assert x + w + 2 <= circle_left, (head, first)


def _priest_in_three_attacking_rows(state) -> bool:
    """Whether ``state`` is a battle whose attackers fill three rows, a Dwarven rune priest
    among them."""
    battle = state.battle
    if battle is None or battle.volley:
        return False
    attackers = [f.profile for f in battle.attackers if not f.down]
    priest = any(p.army == "dwarves" and p.unit == "priest" for p in attackers)
    return priest and len({p.row for p in attackers}) == 3


def _first_priest_battle(seeds: range, limit: int = 900) -> tuple[int, int]:
    """The first (seed, moves) of the screenshot command's play (greedy on every seat,
    four-player quick play, as ``cli.play_bots`` plays it) that stands in such a battle: found
    afresh, so a change of play moves the picture rather than failing it."""
    import random

    from forgegames.core import registry
    from forgegames.core.session import Session

    title = registry.get("warparty")
    for seed in seeds:
        session = Session(title, cli.make_config(title, 4, "quick-play", {1: "greedy"}), seed)
        session.resolve_chance()
        rng, bot = random.Random(seed), title.bots()["greedy"](0)
        for moves in range(limit):
            if session.over:
                break
            if _priest_in_three_attacking_rows(session.state):
                return seed, moves
            view = title.view(session.state, session.active)
            session.apply(bot.choose(view, session.legal_actions(), rng))
    raise AssertionError(f"no such battle in seeds {seeds}")


def test_a_long_unit_name_on_a_narrow_battle_card_wraps_whole(tmp_path):
    """Warparty in Spanish at 1024x640, a battle of three attacking rows: 'Sacerdote rúnico'
    was cut to 'Sacerdote rún…' on its narrow card; it goes on two lines, the cards of its
    side a line taller."""
    seed, moves = _first_priest_battle(range(513, 533))
    items = shot(
        tmp_path,
        *("--game", "warparty", "--variant", "quick-play", "--players", "4", "--seed", str(seed)),
        *("--actions", str(moves), "--people", "1,3,4", "--size", "1024x640"),
        lang="es",
    )
    first = next(i for i in items if i["text"] == "Sacerdote")
    second = next(i for i in items if i["text"] == "rúnico")
    assert second["rect"][1] >= first["rect"][1] + first["rect"][3] - 2, (first, second)
    assert abs(second["rect"][0] - first["rect"][0]) <= 1, "both lines start at the card's pad"
    assert [i["text"] for i in items if i["cut"]] == []
