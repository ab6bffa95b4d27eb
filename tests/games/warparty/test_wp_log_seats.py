"""Every Warparty log event carries the seat it belongs to (docs/rulings.md, "Whose colour a
Warparty log line takes"), checked over two recorded bot games with battles, at two and four
seats: a move is its mover's, a line naming an army or a unit first is that army's seat's, a
battle side's line is its team's, and only table lines and a dungeon monster's have no seat."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from forgegames.core.golden import GOLDEN_DIR
from forgegames.core.i18n import speaking
from forgegames.core.session import Session
from forgegames.games.warparty.battle_events import subject
from forgegames.games.warparty.model import EVIL, GOOD, SIDES, army_name, other_side, side_of

TABLE_LINES = (
    r"Turn \d+ of \d+ begins\.",
    r"Prices are now multiplied by \d+\.",
    r"Quick play: each army sets up\.",
    r"The set-up is complete: the war begins\.",
    r"Both sides are destroyed: nobody wins the battle\.",
    r"Neither side can harm the other: .*",
    r"The last turn ends in a tie: .*",
    r"\d+ units? fell in .*",  # only when units of both teams fell (checked below)
)
SIDE_WORDS = {"attackers": True, "attacker": True, "defenders": False, "shooters": True}


def _played(name: str, tmp_path: Path) -> Session:
    golden = json.loads((GOLDEN_DIR / f"{name}.json").read_text(encoding="utf-8"))
    save = tmp_path / "save.json"
    save.write_text(json.dumps(golden["save"]), encoding="utf-8")
    return Session.load(save)


def _team_seats(state, side: str) -> set[int]:
    return {state.seat_of(army) for army in SIDES[side]}


@pytest.mark.parametrize("name", ["warparty-quick-play-2p", "warparty-quick-play-4p"])
def test_every_event_of_a_played_game_carries_its_seat(name: str, tmp_path: Path) -> None:
    with speaking("en"):
        session = _played(name, tmp_path)
        title = session.title
        states = session.states()
        checked = {"move": 0, "army": 0, "unit": 0, "side": 0, "table": 0}
        for entry, before, after in zip(session.history, states, states[1:], strict=False):
            for event in entry.events:
                text, seat = event.text, event.seat
                assert seat is None or 0 <= seat < len(before.seats), text
                if event.kind == "move":
                    assert seat == title.current_player(before), text
                    checked["move"] += 1
                monster_line = False
                named = [a for a in GOOD + EVIL if re.match(rf"(The )?{army_name(a)}\b", text)]
                unit = subject(event) if event.kind == "battle" else None
                side = next((w for w in text.lower().split() if w.strip(":.,") in SIDE_WORDS), "")
                if named:
                    assert seat == before.seat_of(named[0]), text
                    checked["army"] += 1
                elif unit is not None and text.startswith(unit.label):
                    # a dungeon's monster belongs to no seat
                    monster = unit.profile.army == "monster"
                    assert seat == (None if monster else before.seat_of(unit.profile.army)), text
                    checked["unit"] += 1
                elif event.kind == "battle" and side and before.delve is not None:
                    attackers = SIDE_WORDS[side.strip(":.,")]  # the heroes, or the monsters
                    assert (seat is None) == (not attackers), text
                    monster_line = not attackers
                    checked["side"] += 1
                elif event.kind == "battle" and side:
                    team = before.side if SIDE_WORDS[side.strip(":.,")] else other_side(before.side)
                    assert seat in _team_seats(before, team), text
                    if len(before.seats) == 2:
                        assert seat == before.seat_of(SIDES[team][0]), text
                    checked["side"] += 1
                monster_line = monster_line or (unit is not None and unit.profile.army == "monster")
                if seat is None and not monster_line:  # (a dungeon's monster has no seat)
                    assert any(re.fullmatch(p, text) for p in TABLE_LINES), text
                    checked["table"] += 1
                if re.fullmatch(TABLE_LINES[-1], text):
                    left = {u.uid for u in after.units}
                    teams = {side_of(u.army) for u in before.units if u.uid not in left}
                    assert (seat is None) == (len(teams) > 1), text
    assert all(checked.values()), checked
