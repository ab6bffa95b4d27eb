"""Before a first fight, the Hint note of a free game says where the nearest enemy stands and
how many turns' march away (playtest 5, item 2: a newcomer waited long for contact, foot
moving one territory a turn); the figure is the fewest borders between the moving team's
units and an enemy's, worked out here by brute force."""

from __future__ import annotations

import re

import pytest
from test_warparty_board import _scene

from forgegames.games.warparty.board_info import side_of
from forgegames.games.warparty.content_map import distances


def fewest_borders(scene) -> int:
    state, geo = scene.session.state, scene.board.world.geo
    ours = {u.place for u in state.units if side_of(u.army) == state.side}
    theirs = {u.place for u in state.units if side_of(u.army) != state.side}
    return min(distances(geo, a)[b] for a in ours for b in theirs)


@pytest.mark.parametrize("goblins_at", ["crownvale", "middlemarch"])
def test_the_hint_says_where_the_nearest_enemy_is_and_how_far(app, goblins_at) -> None:
    scene = _scene(app, goblins_at=goblins_at)
    scene.session.set_hints(True)
    app.draw()
    scene.teaching.show_hint()
    note = scene.side_notes()[-1]
    aside = note.paragraphs[-1]
    assert aside.startswith("Nearest enemy: the Goblins in "), note.paragraphs
    n = fewest_borders(scene)
    if n == 1:
        assert "next to your units in Kingsreach" in aside and "one turn's march" in aside
    else:
        said = re.search(r"(\d+) territories from your units in (\w[\w ]*):", aside)
        assert said and int(said.group(1)) == n, (aside, n)
        assert f"about {n} turns' march on foot" in aside
    assert (n == 1) == (goblins_at == "crownvale")  # both wordings are read
    assert scene.board.territory_names()[goblins_at] in aside  # the goblins placed are nearest
