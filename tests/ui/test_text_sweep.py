"""Whole text on real screens (issue 39): random positions of whole games of every title,
variant and seat count, with people on the seats (so the controls only a person's turn shows
are drawn: Skip to my turn, a move held for End turn), rendered at the three sizes in English
and Spanish. No text is cut (shortened, clipped by its box or the window, or wrapped past its
box) and no two texts overlap by more than 2 pixels both ways.

The positions are a seeded random choice: the same ones every run, a different game length,
set of people and seed for each title, variant and seat count.
"""

from __future__ import annotations

import random

import every_title
import pytest
from screenshot_batch import text_reports
from test_text_report import problems

from forgegames.core import registry

SIZES = ("1024x640", "1280x720", "1920x1080")
LANGUAGES = ("en", "es")
LENGTH = {"kings-forge": 200, "forge-war": 160, "warparty": 600}
"""About how many moves a whole game takes (the positions are drawn from its first moves up
to there; a game that ends sooner is shown finished)."""
SWEEP_SEED = 39
pytestmark = pytest.mark.xdist_group("text-sweep")
"""Every test here reads the one sweep (a module fixture): on one worker it is made once."""


def combinations() -> list[tuple[str, str, int]]:
    """Every title, variant and seat count a game can be started with."""
    found = []
    for info in registry.catalogue():
        for variant in info.variants:
            low, high = variant.players or (info.min_players, info.max_players)
            found += [(info.id, variant.id, players) for players in range(low, high + 1)]
    return found


def position(game: str, variant: str, players: int) -> list[str]:
    """A seeded random position of this game, with people on one or more seats."""
    rng = random.Random(f"{SWEEP_SEED}-{game}-{variant}-{players}")
    people = sorted(rng.sample(range(1, players + 1), rng.randint(1, players)))
    return [
        "--game", game, "--variant", variant, "--players", str(players),
        "--seed", str(rng.randrange(1000)), "--actions", str(rng.randrange(LENGTH[game])),
        "--people", ",".join(map(str, people)),
    ]  # fmt: skip


def pictures() -> dict[str, list[str]]:
    """Each position at each size, in English or Spanish by turns (so every size is seen in
    both languages across the positions) (label -> screenshot arguments)."""
    found = {}
    for n, (game, variant, players) in enumerate(combinations()):
        for k, size in enumerate(SIZES):
            lang = LANGUAGES[(n + k) % len(LANGUAGES)]
            found[f"{game}-{variant}-{players}-{size}-{lang}"] = [
                *position(game, variant, players), "--size", size, "--lang", lang
            ]  # fmt: skip
    return found


PICTURES = pictures()
PENDING_BATTLES = [
    "--game", "warparty", "--variant", "standard", "--players", "2", "--seed", "2",
    "--actions", "236", "--people", "1,2",
]  # fmt: skip
"""A chosen position beside the random ones (playtest 3, item 7): four battles wait for the
good team, whose Fight buttons once squeezed the prompt beside them to "Click / crossed"
(``test_the_pending_battles_position_has_four_battles_waiting`` keeps it so: the earlier
seed 6's position lost its battles when play changed, issue 39)."""
for _k, _size in enumerate(SIZES):
    _lang = LANGUAGES[_k % len(LANGUAGES)]
    PICTURES[f"warparty-pending-battles-{_size}-{_lang}"] = [
        *PENDING_BATTLES, "--size", _size, "--lang", _lang
    ]  # fmt: skip
STILL_CUT: dict[str, list[str]] = {}
"""Texts still cut on the sweep's pictures, allowed there until their layouts give way (any
other text cut on these pictures, or any cut on the others, fails)."""


@pytest.fixture(scope="module")
def sweep(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[dict]]:
    """The text report of every picture, made by one process (start-up paid once)."""
    return text_reports(tmp_path_factory.mktemp("text-sweep"), PICTURES)


def test_the_sweep_covers_every_title_variant_and_seat_count():
    shown = {tuple(argv[1:6:2]) for argv in PICTURES.values()}
    assert len(shown) == len(combinations()) >= 20
    assert {g for g, _, _ in shown} == set(every_title.title_ids())


def test_the_pending_battles_position_has_four_battles_waiting():
    """The chosen position is what it says (replayed as the screenshot command plays it):
    the combat phase of the good team, four or more battles waiting, none begun."""
    from forgegames.cli import make_config, play_bots
    from forgegames.core.session import Session

    arg = dict(zip(PENDING_BATTLES[::2], PENDING_BATTLES[1::2], strict=True))
    title = registry.get(arg["--game"])
    config = make_config(title, int(arg["--players"]), arg["--variant"], {})
    session = Session(title, config, int(arg["--seed"]))
    session.resolve_chance()
    play_bots(session, "greedy", int(arg["--seed"]), int(arg["--actions"]), None)
    state = session.state
    assert not session.over and state.phase == "combat" and state.side == "good"
    assert len(state.battles) >= 4 and state.battle is None, state.battles


def test_people_controls_are_on_some_screens(sweep):
    """The sweep draws what only people's turns show, not only computer players' positions."""
    words = {i["text"] for items in sweep.values() for i in items}
    assert "Skip to my turn" in words
    assert any("End turn to hand over" in w for w in words)


@pytest.mark.parametrize("label", list(PICTURES))
def test_no_text_is_cut_or_overlapping(sweep, label):
    items = sweep[label]
    assert items, "the text report lists what the frame drew"
    argv = PICTURES[label]
    width, height = (int(v) for v in argv[argv.index("--size") + 1].split("x"))
    outside = [
        i["text"]
        for i in items
        if i["rect"][0] < 0
        or i["rect"][1] < 0
        or i["rect"][0] + i["rect"][2] > width
        or i["rect"][1] + i["rect"][3] > height
    ]
    cut, over = problems(items)
    cut = [text for text in cut if text not in STILL_CUT.get(label, ())]
    assert not cut and not over and not outside, (
        f"cut: {cut[:6]}; overlapping: {over[:6]}; past the window: {outside[:6]}"
    )


def test_the_texts_still_cut_are_on_pictures_of_the_sweep():
    assert set(STILL_CUT) <= set(PICTURES)
