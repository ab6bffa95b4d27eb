"""No text a player needs is cut off or overlaps another (issue 23): ``screenshot
--text-report`` lists every text a frame drew, and every board's main positions (each phase of
each title, a battle, buying, the results, the launcher, the rules browser, a lesson's board)
are rendered at 1024x640, 1280x720 and 1920x1080 and checked."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from screenshot_batch import text_reports

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from screenshots import SEED, SHOTS  # noqa: E402

SIZES = ("1024x640", "1280x720", "1920x1080")
SPANISH_SIZE = "1024x640"
"""Spanish runs about a fifth longer than English: every picture is checked in Spanish too, at
the smallest size (issue 25)."""
EXTRA: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("kings-forge-4", ("--game", "kings-forge", "--players", "4", "--actions", "30")),
    ("forge-war-4-quests", ("--game", "forge-war", "--players", "4", "--until-phase", "Quest")),
    (
        "forge-war-epic-200",
        ("--game", "forge-war", "--players", "3", "--variant", "epic") + ("--actions", "200"),
    ),
    ("warparty-120", ("--game", "warparty", "--players", "2", "--actions", "120")),
    ("warparty-4-battle", ("--game", "warparty", "--players", "4", "--until-phase", "battle")),
    ("kings-forge-3-early", ("--game", "kings-forge", "--players", "3", "--actions", "2")),
    ("kings-forge-4-early", ("--game", "kings-forge", "--players", "4", "--actions", "2")),
)
"""The acceptance check's positions, and King's Forge's first gather turns with long cards
face up (the Garden, the Jeweler) (with their own seeds: the seed is given in --actions'
company below)."""
EXTRA_SEEDS = {
    "kings-forge-4": "11",
    "forge-war-4-quests": "12",
    "forge-war-epic-200": "13",
    "warparty-120": "14",
    "warparty-4-battle": "15",
    "kings-forge-3-early": "5",
    "kings-forge-4-early": "9",
}


def problems(items: list[dict]) -> tuple[list[str], list[tuple[str, str]]]:
    """The cut texts and the pairs of texts that overlap by more than 2 pixels both ways."""
    cut = [i["text"] for i in items if i["cut"]]
    rects = [(i["text"], i["rect"]) for i in items if not i["cut"]]
    over = []
    for k, (a, ra) in enumerate(rects):
        for b, rb in rects[k + 1 :]:
            dx = min(ra[0] + ra[2], rb[0] + rb[2]) - max(ra[0], rb[0])
            dy = min(ra[1] + ra[3], rb[1] + rb[3]) - max(ra[1], rb[1])
            if dx > 2 and dy > 2:
                over.append((a, b))
    return cut, over


def pictures(name: str, args: tuple[str, ...], seed: str) -> dict[str, tuple[str, ...]]:
    """The pictures of one position, by label: each size in English, and the smallest in
    Spanish for the docs' positions."""
    if "--game" in args:
        args = (*args, "--seed", seed)
    found = {size: (*args, "--size", size) for size in SIZES}
    if name in dict(SHOTS):
        found[f"es-{SPANISH_SIZE}"] = (*args, "--size", SPANISH_SIZE, "--lang", "es")
    return found


POSITIONS = {
    name: pictures(name, args, EXTRA_SEEDS.get(name, SEED)) for name, args in SHOTS + EXTRA
}
POSITIONS_A_PROCESS = 4
"""Positions whose pictures one process makes: Python's, pygame's and the fonts' start-up is
most of a position's cost, and four positions keep the batches even across the workers."""
BATCH_OF = {
    name: f"text-report-{index // POSITIONS_A_PROCESS}" for index, name in enumerate(POSITIONS)
}
"""Each position's batch: its tests share an xdist group (one worker) and one process."""


@pytest.fixture(scope="session")
def reports(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], dict[str, list[dict]]]:
    """The text reports of a position's pictures (label -> report), all made by one process
    for the positions of its batch the first time one of them is asked for."""
    made: dict[str, dict[str, list[dict]]] = {}

    def of(name: str) -> dict[str, list[dict]]:
        if name not in made:
            batch = [other for other in POSITIONS if BATCH_OF[other] == BATCH_OF[name]]
            shots = {
                f"{other}-{label}": argv
                for other in batch
                for label, argv in POSITIONS[other].items()
            }
            found = text_reports(tmp_path_factory.mktemp(BATCH_OF[name]), shots)
            for other in batch:
                made[other] = {label: found[f"{other}-{label}"] for label in POSITIONS[other]}
        return made[name]

    return of


CASES = [
    pytest.param(name, label, id=f"{name}-{label}", marks=[pytest.mark.xdist_group(BATCH_OF[name])])
    for name, labels in POSITIONS.items()
    for label in labels
]


@pytest.mark.parametrize(("name", "label"), CASES)
def test_no_text_is_cut_or_overlapping(reports, name, label):
    items = reports(name)[label]
    assert items, "the text report lists what the frame drew"
    assert all(set(i) >= {"text", "rect", "cut"} for i in items)
    cut, over = problems(items)
    assert not cut and not over, f"cut: {cut[:6]}; overlapping: {over[:6]}"


def test_design_spaces_emptied_after_the_market_do_not_say_sold_out(reports):
    """Playtest 9: after everyone passed, the Blacksmith and the Bazaars read "sold out" though
    their unbought cards had gone to the discard; in the quest phase they say they are empty
    until the next round (or, where the whole note has no room, "empty this round"), in
    English and at every size."""
    for label, items in reports("forge-war-4-quests").items():
        texts = [i["text"] for i in items]
        notes = [t for t in texts if t in ("empty until next round", "empty this round")]
        assert len(notes) == 3, (label, notes)  # the Blacksmith and both Bazaars
        assert "sold out" not in texts, label
